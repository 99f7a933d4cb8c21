"""RISC-V names the parser recognises: registers (x/ABI, f/ABI, v), rounding modes, fence sets, CSR
names and the vtype words of `vsetvli`, as LLVM 19's RISCVAsmParser reads them."""

from __future__ import annotations

import re

_GPR_ABI = ("zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1", "a0", "a1", "a2", "a3", "a4", "a5",
            "a6", "a7", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "t3", "t4", "t5", "t6")
_FPR_ABI = ("ft0", "ft1", "ft2", "ft3", "ft4", "ft5", "ft6", "ft7", "fs0", "fs1", "fa0", "fa1", "fa2", "fa3",
            "fa4", "fa5", "fa6", "fa7", "fs2", "fs3", "fs4", "fs5", "fs6", "fs7", "fs8", "fs9", "fs10", "fs11",
            "ft8", "ft9", "ft10", "ft11")

# lower-case name -> (kind, number): kind "x" (GPR), "f" (FPR), "v" (vector register)
REGISTERS: dict[str, tuple[str, int]] = {}
for _number in range(32):
    REGISTERS[f"x{_number}"] = ("x", _number)
    REGISTERS[_GPR_ABI[_number]] = ("x", _number)
    REGISTERS[f"f{_number}"] = ("f", _number)
    REGISTERS[_FPR_ABI[_number]] = ("f", _number)
    REGISTERS[f"v{_number}"] = ("v", _number)
REGISTERS["fp"] = ("x", 8)

# The printed name of each register (RISCVInstPrinter prints ABI names).
PRINTED: dict[tuple[str, int], str] = {}
for _number in range(32):
    PRINTED[("x", _number)] = _GPR_ABI[_number]
    PRINTED[("f", _number)] = _FPR_ABI[_number]
    PRINTED[("v", _number)] = f"v{_number}"

# RISCVFPRndMode, as the parser reads and the printer writes them.
ROUNDING_MODES = {"rne": 0, "rtz": 1, "rdn": 2, "rup": 3, "rmm": 4, "dyn": 7}
ROUNDING_NAMES = {value: name for name, value in ROUNDING_MODES.items()}

# The user-level CSRs of LLVM 19's SysReg table (RISCVSystemOperands.td) that compilers emit; a CSR
# written by number works for every CSR.
CSRS = {
    "fflags": 0x001, "frm": 0x002, "fcsr": 0x003, "vstart": 0x008, "vxsat": 0x009, "vxrm": 0x00A,
    "vcsr": 0x00F, "seed": 0x015, "jvt": 0x017, "cycle": 0xC00, "time": 0xC01, "instret": 0xC02,
    "vl": 0xC20, "vtype": 0xC21, "vlenb": 0xC22, "cycleh": 0xC80, "timeh": 0xC81, "instreth": 0xC82,
}
CSR_NAMES = {value: name for name, value in CSRS.items()}

_FENCE_SET = re.compile(r"i?o?r?w?")


def fence_set(word: str) -> int | None:
    """`iorw`-style fence operand -> its 4-bit value (i=8, o=4, r=2, w=1), or None."""
    if not word or not _FENCE_SET.fullmatch(word):
        return None
    return sum(bit for letter, bit in (("i", 8), ("o", 4), ("r", 2), ("w", 1)) if letter in word)


def fence_text(value: int) -> str:
    """The printed fence set (RISCVInstPrinter::printFenceArg): letters, or 0 for none."""
    text = "".join(letter for letter, bit in (("i", 8), ("o", 4), ("r", 2), ("w", 1)) if value & bit)
    return text or "0"


# vtype (RISCVVType): SEW e8..e64 in bits 5:3, LMUL in 2:0, ta bit 6, ma bit 7
_SEW = {"e8": 0, "e16": 1, "e32": 2, "e64": 3}
_LMUL = {"m1": 0, "m2": 1, "m4": 2, "m8": 3, "mf8": 5, "mf4": 6, "mf2": 7}
_LMUL_NAMES = {value: name for name, value in _LMUL.items()}
VTYPE_ERROR = "operand must be e[8|16|32|64],m[1|2|4|8|f2|f4|f8],[ta|tu],[ma|mu]"


def is_vtype_word(word: str) -> bool:
    return word in _SEW or word in _LMUL or word in ("ta", "tu", "ma", "mu")


def vtype_value(words: list[str]) -> int | None:
    """`e32, m2, ta, ma` -> the vtype immediate, or None where LLVM 19's parser refuses the list (it
    wants all four parts in this order)."""
    if len(words) != 4 or words[0] not in _SEW or words[1] not in _LMUL:
        return None
    if words[2] not in ("ta", "tu") or words[3] not in ("ma", "mu"):
        return None
    return (_LMUL[words[1]] | _SEW[words[0]] << 3 | (words[2] == "ta") << 6 | (words[3] == "ma") << 7)


def vtype_text(value: int) -> str:
    """RISCVVType::printVType: `e32, m2, ta, ma`, or the number for reserved encodings."""
    lmul = value & 7
    if value >> 8 or lmul == 4 or (value >> 3 & 7) > 3:
        return str(value)
    sew = 8 << (value >> 3 & 7)
    return (f"e{sew}, {_LMUL_NAMES[lmul]}, {'ta' if value & 64 else 'tu'}, {'ma' if value & 128 else 'mu'}")
