"""llvm-mc's compression: with C (or Zca) on, RISCVAsmParser hands the streamer the compressed form of
an instruction when one exists (RISCVInstrInfoC.td's CompressPat list, tried in its order; llvm-mca
reads the McInst after it). The patterns below are LLVM 19's for RV32/RV64 C, Zca and Zcd, and
Zcb's (RISCVInstrInfoZc.td, the same in 19 and 22); where an immediate is a symbol, only branch and
jump targets compress (their operand predicates accept a bare symbol).

A pattern marked compress-only in LLVM (`isCompressOnly`) matches the commuted source: Zcb's
`mul a4, a5, a4` is C_MUL a4, a4, a5 (llvm-mc-19 and -22), as C's `and`/`or`/`xor`/`addw` and
`add` are below."""

from __future__ import annotations

import re

from ...mcinst import Expr, Imm, McInst, Reg

_BARE = re.compile(r"[A-Za-z_.$][\w.$]*|\d+[fb]")  # a symbol, or a numeric local label reference


def _gprc(name: str | None) -> bool:
    return name in ("X8", "X9", "X10", "X11", "X12", "X13", "X14", "X15")


def _fprc(name: str | None) -> bool:
    return name is not None and name.endswith("_D") and name[1:-2].isdigit() and 8 <= int(name[1:-2]) <= 15


def _nz(name: str | None) -> bool:
    return name is not None and name != "X0"


def _imm(op: object) -> int | None:
    return op.value if isinstance(op, Imm) else None


def _target(op: object, bits: int) -> bool:
    """A branch/jump offset: even and in range, or a bare symbol."""
    if isinstance(op, Expr):
        return _BARE.fullmatch(op.text) is not None
    value = _imm(op)
    return value is not None and value % 2 == 0 and -(1 << (bits - 1)) <= value < (1 << (bits - 1))


def _simm(value: int | None, bits: int, nonzero: bool = False) -> bool:
    return value is not None and -(1 << (bits - 1)) <= value < (1 << (bits - 1)) and (value != 0 or not nonzero)


def _uimm_scaled(value: int | None, bits: int, shift: int, nonzero: bool = False) -> bool:
    return (value is not None and 0 <= value < (1 << bits) and value % (1 << shift) == 0
            and (value != 0 or not nonzero))  # fmt: skip


def _lui(value: int | None) -> bool:
    return value is not None and (1 <= value <= 31 or 0xFFFE0 <= value <= 0xFFFFF)


def compress(mc: McInst, rv64: bool, has_d: bool, has_f: bool, features: frozenset[str] = frozenset()) -> McInst:
    """The compressed form llvm-mc emits for `mc` (C or Zca on), or `mc` itself; `features` (the
    closed feature set in force) enables the Zcb patterns."""
    ops = mc.operands
    regs = [op.name if isinstance(op, Reg) else None for op in ops]
    code = mc.opcode
    found = _patterns(code, ops, regs, rv64, has_d, has_f)
    if found is None and "zcb" in features:
        found = _zcb(code, ops, regs, rv64, features)
    if found is None and code in ("LD_RV32", "SD_RV32") and not rv64 and {"zclsd", "zilsd"} <= features:
        found = _zclsd(code, ops, regs)
    return found if found is not None else mc


def _pair_c(name: str | None) -> bool:
    """GPRPairC: the even-odd pairs of x8-x15 (X8_X9 ... X14_X15)."""
    return name in ("X8_X9", "X10_X11", "X12_X13", "X14_X15")


def _zclsd(code: str, ops: tuple, regs: list) -> McInst | None:
    """LLVM 22's RISCVInstrInfoZclsd.td CompressPats (RV32 with Zclsd and Zilsd): the register pair
    loads and stores off sp (uimm9, multiple of 8; a load's pair not x0) or off x8-x15 (uimm8)."""
    value = _imm(ops[2])
    if regs[1] == "X2" and _uimm_scaled(value, 9, 3) and (code == "SD_RV32" or regs[0] != "X0_Pair"):
        return McInst("C_LDSP_RV32" if code == "LD_RV32" else "C_SDSP_RV32", ops)
    if _pair_c(regs[0]) and _gprc(regs[1]) and _uimm_scaled(value, 8, 3):
        return McInst("C_LD_RV32" if code == "LD_RV32" else "C_SD_RV32", ops)
    return None


# Zcb's one-register forms: the source opcode -> (the compressed opcode, the extension it needs
# besides Zcb)
_ZCB_UNARY = {"SEXT_B": ("C_SEXT_B", "zbb"), "SEXT_H": ("C_SEXT_H", "zbb"), "ZEXT_H_RV32": ("C_ZEXT_H", "zbb"),
              "ZEXT_H_RV64": ("C_ZEXT_H", "zbb")}
# Zcb's loads and stores: opcode -> (compressed opcode, offset alignment); offsets are uimm2 scaled
_ZCB_MEMORY = {"LBU": ("C_LBU", 1), "LHU": ("C_LHU", 2), "LH": ("C_LH", 2), "SB": ("C_SB", 1), "SH": ("C_SH", 2)}


def _zcb(code: str, ops: tuple, regs: list, rv64: bool, features: frozenset[str]) -> McInst | None:
    """RISCVInstrInfoZc.td's Zcb CompressPats, in its order (LH_INX/SH_INX, Zhinx's, are not here)."""
    if code == "MUL":
        if "zmmul" not in features and "m" not in features:
            return None
        rd, rs1, rs2 = regs[0], regs[1], regs[2]
        if _gprc(rd) and rd == rs1 and _gprc(rs2):
            return McInst("C_MUL", (ops[0], ops[0], ops[2]))
        if _gprc(rd) and rd == rs2 and _gprc(rs1):  # the compress-only commuted pattern
            return McInst("C_MUL", (ops[0], ops[0], ops[1]))
        return None
    unary = _ZCB_UNARY.get(code)
    if unary is not None:
        if unary[1] in features and _gprc(regs[0]) and regs[0] == regs[1]:
            return McInst(unary[0], (ops[0], ops[0]))
        return None
    if code == "ANDI":
        if _gprc(regs[0]) and regs[0] == regs[1] and _imm(ops[2]) == 255:
            return McInst("C_ZEXT_B", (ops[0], ops[0]))
        return None
    if code == "ADD_UW":
        if rv64 and "zba" in features and _gprc(regs[0]) and regs[0] == regs[1] and regs[2] == "X0":
            return McInst("C_ZEXT_W", (ops[0], ops[0]))
        return None
    if code == "XORI":
        if _gprc(regs[0]) and regs[0] == regs[1] and _imm(ops[2]) == -1:
            return McInst("C_NOT", (ops[0], ops[0]))
        return None
    memory = _ZCB_MEMORY.get(code)
    if memory is not None:
        short, align = memory
        if _gprc(regs[0]) and _gprc(regs[1]) and _uimm_scaled(_imm(ops[2]), 2, align - 1):
            return McInst(short, ops)
        return None
    return None


def _patterns(code: str, ops: tuple, regs: list, rv64: bool, has_d: bool, has_f: bool) -> McInst | None:
    if code == "ADDI":
        rd, rs, value = regs[0], regs[1], _imm(ops[2])
        if rd == "X2" and rs == "X2" and value is None:
            return None
        if _gprc(rd) and rs == "X2" and _uimm_scaled(value, 10, 2, nonzero=True):
            return McInst("C_ADDI4SPN", (ops[0], ops[1], ops[2]))
        if rd == "X0" and rs == "X0" and value == 0:
            return McInst("C_NOP", ())
        if _nz(rd) and rd == rs and _simm(value, 6, nonzero=True):
            return McInst("C_ADDI", (ops[0], ops[0], ops[2]))
        if rd == "X2" and rs == "X2" and value is not None and value % 16 == 0 and _simm(value, 10, nonzero=True):
            return McInst("C_ADDI16SP", (ops[0], ops[0], ops[2]))
        if _nz(rd) and rs == "X0" and _simm(value, 6):
            return McInst("C_LI", (ops[0], ops[2]))
        if _nz(rd) and _nz(rs) and value == 0:
            return McInst("C_MV", (ops[0], ops[1]))
        return None
    if code == "ADDIW" and rv64:
        if _nz(regs[0]) and regs[0] == regs[1] and _simm(_imm(ops[2]), 6):
            return McInst("C_ADDIW", (ops[0], ops[0], ops[2]))
        return None
    if code == "LUI":
        if _nz(regs[0]) and regs[0] != "X2" and _lui(_imm(ops[1])):
            return McInst("C_LUI", ops)
        return None
    if code in ("SUB", "XOR", "OR", "AND", "SUBW", "ADDW"):
        if code in ("SUBW", "ADDW") and not rv64:
            return None
        short = "C_" + code
        rd, rs1, rs2 = regs[0], regs[1], regs[2]
        if _gprc(rd) and rd == rs1 and _gprc(rs2):
            return McInst(short, (ops[0], ops[0], ops[2]))
        if code in ("XOR", "OR", "AND", "ADDW") and _gprc(rd) and rd == rs2 and _gprc(rs1):
            return McInst(short, (ops[0], ops[0], ops[1]))
        return None
    if code == "ADD":
        rd, rs1, rs2 = regs[0], regs[1], regs[2]
        if _nz(rd) and rd == rs1 and _nz(rs2):
            return McInst("C_ADD", (ops[0], ops[0], ops[2]))
        if _nz(rd) and rd == rs2 and _nz(rs1):
            return McInst("C_ADD", (ops[0], ops[0], ops[1]))
        if _nz(rd) and rs1 == "X0" and _nz(rs2):
            return McInst("C_MV", (ops[0], ops[2]))
        if _nz(rd) and rs2 == "X0" and _nz(rs1):
            return McInst("C_MV", (ops[0], ops[1]))
        return None
    if code == "ANDI":
        if _gprc(regs[0]) and regs[0] == regs[1] and _simm(_imm(ops[2]), 6):
            return McInst("C_ANDI", (ops[0], ops[0], ops[2]))
        return None
    if code in ("SLLI", "SRLI", "SRAI"):
        value = _imm(ops[2])
        limit = 64 if rv64 else 32
        if value is None or not 0 < value < limit or regs[0] != regs[1]:
            return None
        if code == "SLLI" and _nz(regs[0]):
            return McInst("C_SLLI", (ops[0], ops[0], ops[2]))
        if code != "SLLI" and _gprc(regs[0]):
            return McInst("C_" + code, (ops[0], ops[0], ops[2]))
        return None
    if code in ("LW", "SW", "LD", "SD", "FLD", "FSD", "FLW", "FSW"):
        return _memory(code, ops, regs, rv64, has_d, has_f)
    if code == "JAL":
        if regs[0] == "X0" and _target(ops[1], 12):
            return McInst("C_J", (ops[1],))
        if regs[0] == "X1" and not rv64 and _target(ops[1], 12):
            return McInst("C_JAL", (ops[1],))
        return None
    if code == "JALR":
        if _imm(ops[2]) == 0 and _nz(regs[1]):
            if regs[0] == "X0":
                return McInst("C_JR", (ops[1],))
            if regs[0] == "X1":
                return McInst("C_JALR", (ops[1],))
        return None
    if code in ("BEQ", "BNE"):
        if _gprc(regs[0]) and regs[1] == "X0" and _target(ops[2], 9):
            return McInst("C_BEQZ" if code == "BEQ" else "C_BNEZ", (ops[0], ops[2]))
        return None
    if code == "EBREAK":
        return McInst("C_EBREAK", ())
    if code == "UNIMP":
        return McInst("C_UNIMP", ())
    return None


def _memory(code: str, ops: tuple, regs: list, rv64: bool, has_d: bool, has_f: bool) -> McInst | None:
    value = _imm(ops[2])
    double = code in ("LD", "SD", "FLD", "FSD")
    if code in ("LD", "SD") and not rv64:
        return None
    if code in ("FLD", "FSD") and not has_d:
        return None
    if code in ("FLW", "FSW") and (rv64 or not has_f):
        return None
    floating = code.startswith("F")
    shift = 3 if double else 2
    short = "C_" + code
    data_ok = _fprc(regs[0]) if floating and double else (
        regs[0] is not None and regs[0].startswith("F") and regs[0][1:-2].isdigit() and 8 <= int(regs[0][1:-2]) <= 15
        if floating else _gprc(regs[0]))
    if data_ok and _gprc(regs[1]) and _uimm_scaled(value, 5 + shift, shift):
        return McInst(short, ops)
    if regs[1] == "X2" and _uimm_scaled(value, 6 + shift, shift):
        is_load = code.startswith(("L", "FL"))
        if floating or not is_load or _nz(regs[0]):
            return McInst(short + "SP", ops)
    return None
