"""x86 and x86-64: names, operand syntax (AT&T/Intel), resolution to McInst, printing, encoding."""
