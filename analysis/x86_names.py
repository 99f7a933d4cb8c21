"""x86-64 spellings the assembly front end must recognise: syntax names, registers, prefixes, branches, data.

Shared by the full parser (parse.py) and its fast path (parse_fast.py); the register list is the
set llvm-mc 19 accepts, so an unknown `%name` is reported where it is written.
"""

from __future__ import annotations

ATT = "att"
INTEL = "intel"

PREFIXES = frozenset(
    {
        "lock", "rep", "repe", "repz", "repne", "repnz", "data16", "data32", "addr16", "addr32",
        "rex", "rex64", "notrack", "xacquire", "xrelease", "cs", "ds", "es", "fs", "gs", "ss",
    }
)
# Prefix words written before a mnemonic. llvm-mc folds lock/rep*/notrack into the instruction's
# flags (kept in Instruction.prefixes); the others become separate instructions, as below.
SEPARATE_PREFIXES = PREFIXES - {"lock", "rep", "repe", "repz", "repne", "repnz", "notrack"}

# Directives whose arguments are a list of values, checked like immediates.
DATA_DIRECTIVES = frozenset(
    {".byte", ".short", ".word", ".hword", ".value", ".2byte", ".long", ".int", ".4byte", ".quad", ".8byte"}
)

# Mnemonics (by their start) whose bare operand is a code address rather than a memory reference.
BRANCH_PREFIXES = ("j", "call", "loop", "xbegin", "ljmp", "lcall")


def _register_names() -> frozenset[str]:
    """Every x86-64 register name llvm-mc 19 parses (checked with `pushq %name`; x87 is `st`/`st(N)`)."""
    names = set()
    for base in ("ax", "bx", "cx", "dx", "si", "di", "bp", "sp"):
        names.update({base, "e" + base, "r" + base})
    names.update({"al", "bl", "cl", "dl", "ah", "bh", "ch", "dh", "sil", "dil", "bpl", "spl"})
    for number in range(8, 32):
        names.update({f"r{number}", f"r{number}d", f"r{number}w", f"r{number}b"})
    for number in range(32):
        names.update({f"xmm{number}", f"ymm{number}", f"zmm{number}"})
    for number in range(8):
        names.update({f"k{number}", f"mm{number}", f"tmm{number}"})
    for number in range(16):
        names.update({f"cr{number}", f"dr{number}"})
    names.update({"bnd0", "bnd1", "bnd2", "bnd3"})
    names.update({"cs", "ds", "es", "fs", "gs", "ss", "rip", "eip", "ip", "st", "eflags", "rflags", "riz", "eiz", "flags", "mxcsr", "ssp"})
    return frozenset(names)


REGISTERS = _register_names()
