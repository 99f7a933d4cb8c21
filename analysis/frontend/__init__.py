"""The target-neutral front end: assembler text -> statements (labels, directives, macros,
instructions), regions and loops. Operand syntax comes from the target (analysis/targets/)."""
