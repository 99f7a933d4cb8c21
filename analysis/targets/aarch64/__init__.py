"""AArch64 target: GNU assembly syntax, resolution to LLVM 19 MCInsts, printing, features.

Entry points (each module documents its own at the top):
  syntax.parse_instruction(text, start, end, line_no, sink) -> Instruction | None
  resolve.resolve(inst, isa) -> McInst | list[Diagnostic];  resolve.requirement(opcode, isa)
  printer.print_inst(mc, isa, variant="generic" | "apple", features, imm_hex) -> str
  tables.load_spellings(isa) / resolve.load_tables(isa): the learned tables (cached)
  features: cpu_features, with_mattr, apply_directive, requirement_met
  names.is_branch(mnemonic); syntax.instruction_statements(text) (tools and tests)
"""
