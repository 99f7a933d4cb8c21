"""The RISC-V target (RV32 and RV64): GNU syntax, llvm-mc's matcher and pseudo-instructions, the
printer, compression, features (ARCHITECTURE.md "Target layer"; docs/riscv.md)."""
