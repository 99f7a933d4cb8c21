"""x86-64 machine code for an McInst, byte for byte as LLVM 19's X86 MCCodeEmitter writes it.

Data-driven: every per-opcode fact (form, prefixes, opcode map, base opcode byte, immediate size,
VEX/EVEX bits, compressed-displacement scale) comes from the opcode's TSFlags in
`models/<target>/isa_encoding.json` (tools/llvm_export/export_encoding.cpp), register numbers
from MCRegisterInfo's encoding values. The rules that turn them into bytes are the x86 encoding
rules as LLVM applies them: legacy prefixes, REX / REX2, VEX (2- or 3-byte), XOP, EVEX (masking,
zeroing, broadcast, embedded rounding / SAE, disp8*N), ModRM / SIB / displacement, immediates.

Symbolic operands (labels, `foo@GOTPCREL`) and PC-relative immediates are fixups: LLVM writes
zero bytes for them, and so does `encode`. With `relax=True` the instruction is first relaxed the
way llvm-mca 19's code emitter does before encoding (`jne .L` -> the rel32 form, an imm8 form with
a symbolic immediate -> the imm32 form), which is what `-show-encoding` prints.

`encode` never raises: anything it cannot encode (unknown opcode, pseudo, operands that do not fit
the form, registers without an encoding) gives None.
"""

from __future__ import annotations

import contextlib
import os
import re
from array import array
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...cache import store
from ...isa import data_file, model_directory
from ...mcinst import Expr, Imm, McInst, McOperand, Reg

# ----------------------------------------------------------------------------------------------
# TSFlags layout (X86II in LLVM 19's X86BaseInfo.h): bit positions and field values.

_FORM_MASK = 0x7F
_OPSIZE_SHIFT, _ADSIZE_SHIFT, _OPPREFIX_SHIFT, _OPMAP_SHIFT = 7, 9, 11, 13
_REX_W = 1 << 17
_IMM_SHIFT = 18
_LOCK, _REP = 1 << 25, 1 << 26
_ENCODING_SHIFT, _OPCODE_SHIFT = 29, 31
_VEX_4V, _VEX_L, _EVEX_K, _EVEX_Z, _EVEX_L2, _EVEX_B = (1 << b for b in range(39, 45))
_CD8_SHIFT = 45
_EVEX_RC, _NOTRACK = 1 << 48, 1 << 49
_EXPLICIT_PREFIX_SHIFT = 50
_EVEX_NF, _TWO_CONDITIONAL_OPS = 1 << 52, 1 << 53

OPSIZE_16 = 1
ADSIZE_16, ADSIZE_32 = 1, 2
PREFIX_PD, PREFIX_XS, PREFIX_XD = 1, 2, 3
MAP_OB, MAP_TB, MAP_T8, MAP_TA, MAP_XOP8, MAP_XOP9, MAP_XOPA, MAP_3DNOW = range(8)
MAP_4, MAP_5, MAP_6, MAP_7 = 8, 9, 10, 11
ENC_LEGACY, ENC_VEX, ENC_XOP, ENC_EVEX = range(4)
EXPLICIT_REX2 = 1

# Immediate kinds: size in bytes and whether the value is PC-relative (a fixup even for numbers).
_IMM_KINDS: dict[int, tuple[int, bool]] = {
    1: (1, False), 2: (1, True), 3: (1, False), 4: (2, False), 5: (2, True),
    6: (4, False), 7: (4, True), 8: (4, False), 9: (8, False),
}  # fmt: skip
_IMM8_REG = 3

# Forms (X86II::Format).
RAW, ADD_REG, RAW_MEM_OFFS, RAW_SRC, RAW_DST, RAW_DST_SRC, RAW_IMM8, RAW_IMM16, ADD_CC, PREFIX_BYTE = range(
    1, 11
)
DEST_REG_CC, DEST_MEM_CC, DEST_MEM_4VOP3_CC, MRM_R0 = 18, 19, 20, 21
SRC_MEM_FSIB, DEST_MEM_FSIB, DEST_MEM, SRC_MEM, SRC_MEM_4VOP3, SRC_MEM_OP4, SRC_MEM_CC = range(22, 29)
XM_CC, XM, MRM0M = 30, 31, 32  # MRM0m..MRM7m = 32..39
DEST_REG, SRC_REG, SRC_REG_4VOP3, SRC_REG_OP4, SRC_REG_CC = range(40, 45)
XR_CC, XR, MRM0R = 46, 47, 48  # MRM0r..MRM7r = 48..55
MRM0X = 56  # MRM0X..MRM7X = 56..63
MRM_C0 = 64  # MRM_C0..MRM_FF = 64..127

_MRM_M = range(MRM0M, MRM0M + 8)
_MRM_R = range(MRM0R, MRM0R + 8)

# Segment override prefix bytes (architectural).
_SEGMENT_PREFIX = {"ES": 0x26, "CS": 0x2E, "SS": 0x36, "DS": 0x3E, "FS": 0x64, "GS": 0x65}
_SIB_SCALE = {1: 0, 2: 1, 4: 2, 8: 3}
_HIGH_BYTE = frozenset({"AH", "BH", "CH", "DH"})
_NEEDS_REX_BYTE = frozenset({"SPL", "BPL", "SIL", "DIL"})
# Bases whose r/m value is 4 (the SIB escape): they always need a SIB byte.
_SIB_BASES = frozenset({"ESP", "RSP", "R12", "R12D", "R20", "R20D", "R28", "R28D"})
_TLSCALL = re.compile(r"[^\s+\-*/()]+@tlscall", re.IGNORECASE)

# MCInst flags (LLVM's X86 IP_* bits) the encoder reads.
FLAG_AD_SIZE, FLAG_REPNE, FLAG_REP, FLAG_LOCK, FLAG_NOTRACK = 2, 4, 8, 16, 32
FLAG_REX, FLAG_REX2, FLAG_VEX3, FLAG_DISP8, FLAG_DISP32 = 64, 128, 1024, 4096, 8192

# Prefix kinds, ordered as LLVM orders them (lower bounds compare with <=).
_NONE, _REX, _REX2, _XOP, _VEX2, _VEX3, _EVEX = range(7)


# ----------------------------------------------------------------------------------------------
# The table.


@dataclass(frozen=True, slots=True)
class OpcodeEncoding:
    """One opcode's encoding facts: raw TSFlags, MCInstrDesc operand count, operand bias, and the
    opcode llvm-mca relaxes it to (with the operand that must be symbolic for that; -1 = always)."""

    tsflags: int
    num_operands: int
    bias: int
    relaxed: str | None = None
    relax_operand: int = -1


class OpcodeTable(Mapping[str, OpcodeEncoding]):
    """Opcode name -> OpcodeEncoding, stored as columns (names, TSFlags, counts) and built per
    opcode on first lookup.

    PERF: ~19k per-opcode objects took ~120 ms to unpickle from the compiled cache; the columns
    load in a few ms, and a report looks up a handful of opcodes.
    """

    __slots__ = ("_bias", "_built", "_index", "_names", "_num_operands", "_relax", "_tsflags")

    def __init__(self, names: tuple[str, ...], tsflags: array, num_operands: bytes, bias: bytes,
                 relax: dict[str, tuple[str, int]]) -> None:  # fmt: skip
        self._names = names
        self._tsflags = tsflags
        self._num_operands = num_operands
        self._bias = bias
        self._relax = relax
        self._index: dict[str, int] | None = None
        self._built: dict[str, OpcodeEncoding] = {}

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return OpcodeTable, (self._names, self._tsflags, self._num_operands, self._bias, self._relax)

    def get(self, key: str, default: Any = None) -> Any:  # type: ignore[override]
        built = self._built.get(key)
        if built is not None:
            return built
        if self._index is None:
            self._index = {name: i for i, name in enumerate(self._names)}
        i = self._index.get(key)
        if i is None:
            return default
        relaxed, relax_operand = self._relax.get(key, (None, -1))
        built = self._built[key] = OpcodeEncoding(
            self._tsflags[i], self._num_operands[i], self._bias[i], relaxed, relax_operand
        )
        return built

    def __getitem__(self, key: str) -> OpcodeEncoding:
        value = self.get(key)
        if value is None:
            raise KeyError(key)
        return value

    def __contains__(self, key: object) -> bool:
        return self.get(key) is not None if isinstance(key, str) else False

    def __len__(self) -> int:
        return len(self._names)

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)


@dataclass(slots=True)
class EncodingTable:
    opcodes: Mapping[str, OpcodeEncoding]
    registers: dict[str, int]
    gr16: frozenset[str]
    gr32: frozenset[str]
    apx: frozenset[str]
    source: dict[str, str] = field(default_factory=dict)


def table_from_json(data: dict[str, Any]) -> EncodingTable:
    """Builds the table from the decoded isa_encoding.json (format 1)."""
    names: list[str] = []
    tsflags = array("Q")
    num_operands = bytearray()
    bias = bytearray()
    relax: dict[str, tuple[str, int]] = {}
    for name, flags, count, skipped, relaxation in data["opcodes"]:
        names.append(name)
        tsflags.append(int(flags, 16))
        num_operands.append(int(count))
        bias.append(int(skipped))
        if relaxation:
            relax[name] = (str(relaxation[0]), int(relaxation[1]))
    sets = data.get("register_sets", {})
    return EncodingTable(
        opcodes=OpcodeTable(tuple(names), tsflags, bytes(num_operands), bytes(bias), relax),
        registers={name: int(value) for name, value in data["registers"].items()},
        gr16=frozenset(sets.get("gr16", ())),
        gr32=frozenset(sets.get("gr32", ())),
        apx=frozenset(sets.get("apx", ())),
        source={k: str(v) for k, v in data.get("source", {}).items()},
    )


# Bump when EncodingTable/OpcodeEncoding or table_from_json's reading change.
TABLE_CACHE_FORMAT = 2
_LOADED: dict[str, EncodingTable | None] = {}


def _load_table_file(base: Path) -> EncodingTable | None:
    return store.cached_json_file(data_file(base / "isa_encoding.json"), f"encoding-v{TABLE_CACHE_FORMAT}",
                                        table_from_json, EncodingTable)


def load_encoding_table(
    target: str = "x86-64", directory: str | os.PathLike[str] | None = None
) -> EncodingTable | None:
    """The encoder's table of a shipped target (or of `directory`), loaded once per process;
    None when the file is missing or unreadable."""
    base = Path(directory) if directory is not None else model_directory(target)
    key = str(base)
    if key not in _LOADED:
        _LOADED[key] = _load_table_file(base)
    return _LOADED[key]


# ----------------------------------------------------------------------------------------------
# Encoding.


class _Unencodable(Exception):
    """The instruction cannot be encoded (internal: `encode` turns it into None)."""


def relaxed_for_mca(inst: McInst, table: EncodingTable) -> McInst:
    """The instruction llvm-mca 19's code emitter encodes: short branches and imm8 forms with a
    symbolic immediate are relaxed (MCAsmBackend::relaxInstruction) first."""
    info = table.opcodes.get(inst.opcode)
    if info is None or info.relaxed is None:
        return inst
    index = info.relax_operand
    if index >= 0 and not (index < len(inst.operands) and isinstance(inst.operands[index], Expr)):
        return inst
    return McInst(info.relaxed, inst.operands, inst.flags)


def encode(
    inst: McInst, table: EncodingTable | None = None, *, relax: bool = False, mode: int = 64
) -> bytes | None:
    """The machine code LLVM 19 emits for `inst`, or None if it cannot be encoded.

    relax: first relax the instruction as llvm-mca's `-show-encoding` does (see relaxed_for_mca).
    mode: 64, or 32 for the 32-bit triples (i386..i686): 32-bit addresses need no 0x67 prefix there
    and an absolute address is ModRM-only ([disp32] without a SIB byte).
    """
    if table is None:
        table = load_encoding_table()
        if table is None:
            return None
    try:
        if relax:
            inst = relaxed_for_mca(inst, table)
        info = table.opcodes.get(inst.opcode)
        if info is None or not info.tsflags & _FORM_MASK:
            return None
        return _Encoder(inst, info, table, mode).run()
    except (_Unencodable, IndexError, KeyError, TypeError, ValueError, OverflowError):
        return None


def encoding_text(code: bytes) -> str:
    """Bytes as llvm-mca lists them: two hex digits and a space each (`8b 07 `)."""
    return "".join(f"{byte:02x} " for byte in code)


def _to_int32(value: int) -> int:
    value &= 0xFFFFFFFF
    return value - (1 << 32) if value & 0x80000000 else value


def _fits_int8(value: int) -> bool:
    return -128 <= value <= 127


@dataclass(slots=True)
class _Prefix:
    """The fields of a REX / REX2 / VEX / XOP / EVEX prefix, and its kind's lower bound."""

    kind: int = _NONE
    w: int = 0
    r: int = 0
    x: int = 0
    b: int = 0
    m: int = 0
    r2: int = 0
    x2: int = 0
    b2: int = 0
    vvvv: int = 0
    l: int = 0  # noqa: E741 - the VEX.L field
    pp: int = 0
    mmmmm: int = 0
    z: int = 0
    l2: int = 0
    evex_b: int = 0
    v2: int = 0
    aaa: int = 0

    def optimal_kind(self) -> int:
        if self.kind == _NONE:
            if self.r2 | self.x2 | self.b2:
                return _REX2
            return _REX if self.w | self.r | self.x | self.b else _NONE
        if self.kind == _REX:
            return _REX2 if self.r2 | self.x2 | self.b2 else _REX
        if self.kind == _VEX2:
            return _VEX3 if self.w | self.x | self.b | (self.mmmmm != 1) else _VEX2
        return self.kind

    def emit(self, out: bytearray) -> None:
        kind = self.kind
        if kind == _NONE:
            return
        if kind == _REX:
            out.append(0x40 | self.w << 3 | self.r << 2 | self.x << 1 | self.b)
            return
        if kind == _REX2:
            out.append(0xD5)
            out.append(self.m << 7 | self.r2 << 6 | self.x2 << 5 | self.b2 << 4
                       | self.w << 3 | self.r << 2 | self.x << 1 | self.b)  # fmt: skip
            return
        rxb = (self.r ^ 1) << 7 | (self.x ^ 1) << 6 | (self.b ^ 1) << 5
        last = (~self.vvvv & 0xF) << 3 | self.l << 2 | self.pp
        if kind == _VEX2:
            out += bytes((0xC5, (self.r ^ 1) << 7 | last))
        elif kind in (_VEX3, _XOP):
            out += bytes((0xC4 if kind == _VEX3 else 0x8F, rxb | self.mmmmm, self.w << 7 | last))
        else:  # EVEX
            if not self.mmmmm or self.mmmmm & 0x8:
                raise _Unencodable("opcode map not encodable in EVEX")
            out += bytes((
                0x62,
                rxb | (self.r2 ^ 1) << 4 | self.b2 << 3 | self.mmmmm,
                self.w << 7 | (~self.vvvv & 0xF) << 3 | (self.x2 ^ 1) << 2 | self.pp,
                self.z << 7 | self.l2 << 6 | self.l << 5 | self.evex_b << 4 | (self.v2 ^ 1) << 3 | self.aaa,
            ))  # fmt: skip


_MAP_MMMMM = {MAP_TB: 1, MAP_T8: 2, MAP_TA: 3, MAP_XOP8: 8, MAP_XOP9: 9, MAP_XOPA: 0xA,
              MAP_4: 4, MAP_5: 5, MAP_6: 6, MAP_7: 7}  # fmt: skip


class _VexFields:
    """Where a VEX/XOP/EVEX instruction's operands go in its prefix, by the instruction's form (the
    operand walk of LLVM's emitVEXOpcodePrefix: R/R', B/B', X/X', vvvv/V', aaa)."""

    __slots__ = ("e", "has_4v", "has_k", "nd", "p", "two_cc")

    def __init__(self, e: _Encoder, p: _Prefix) -> None:
        self.e = e
        self.p = p
        self.has_k = bool(e.ts & _EVEX_K)
        self.has_4v = bool(e.ts & _VEX_4V)
        self.nd = e.new_data_dest
        self.two_cc = bool(e.ts & _TWO_CONDITIONAL_OPS)

    def r_only(self, index: int) -> None:
        self.p.r = self.e.enc(index) >> 3 & 1

    def rr2(self, index: int) -> None:
        value = self.e.enc(index)
        self.p.r, self.p.r2 = value >> 3 & 1, value >> 4 & 1

    def bb2(self, index: int) -> None:
        value = self.e.enc(index)
        self.p.b = value >> 3 & 1
        if self.e.is_apx(index):
            self.p.b2 = value >> 4 & 1

    def xx2(self, index: int) -> None:
        value = self.e.enc(index)
        self.p.x = value >> 3 & 1
        if self.e.is_apx(index):
            self.p.x2 = value >> 4 & 1

    def x_high(self, index: int) -> None:
        # A register r/m operand's bit 4 (xmm16-31) goes to EVEX.X, except for APX GPRs.
        if not self.e.is_apx(index):
            self.p.x = self.e.enc(index) >> 4 & 1

    def v2_index(self, index: int) -> None:
        # The high bit of a vector index (VSIB) goes to EVEX.V' when vvvv is not used.
        if not self.has_4v and not self.e.is_apx(index):
            self.p.v2 = self.e.enc(index) >> 4 & 1

    def vvvv(self, index: int) -> None:
        value = self.e.enc(index)
        self.p.vvvv, self.p.v2 = value & 0xF, value >> 4 & 1

    def aaa(self, index: int) -> None:
        self.p.aaa = self.e.enc(index) & 7

    def conditional_ops(self, dfv: int, scc: int) -> None:
        # CCMP/CTEST: default flags value in vvvv (not inverted), condition in V' and aaa.
        self.p.vvvv = ~self.e.imm(dfv) & 0xF
        code = self.e.imm(scc)
        self.p.v2 = ~(code >> 3) & 1
        self.p.aaa = code & 7

    def memory_form(self, form: int, mem: int) -> bool:
        """The fields of the forms with a memory operand (at `mem`) and of MRM_C0/RAW; False for
        any other form."""
        cur = self.e.info.bias
        nd, has_k, has_4v = self.nd, self.has_k, self.has_4v
        if form == DEST_MEM_4VOP3_CC:
            self.rr2(cur)
            self.bb2(mem)
            self.xx2(mem + 2)
            self.vvvv(cur + 6)
        elif form in (MRM_C0, RAW):
            pass
        elif form in (DEST_MEM, DEST_MEM_FSIB, DEST_MEM_CC):
            self.bb2(mem)
            self.xx2(mem + 2)
            self.v2_index(mem + 2)
            if nd:
                self.vvvv(cur)
                cur += 1
            cur += 5
            if has_k:
                self.aaa(cur)
                cur += 1
            if not nd and has_4v:
                self.vvvv(cur)
                cur += 1
            self.rr2(cur)
            cur += 1
            if self.two_cc:
                self.conditional_ops(cur, cur + 1)
        elif form in (SRC_MEM, SRC_MEM_FSIB, SRC_MEM_CC):
            cur = self.reg_then_vvvv(cur)
            self.bb2(mem)
            self.xx2(mem + 2)
            self.v2_index(mem + 2)
            cur += 5
            if self.two_cc:
                self.conditional_ops(cur, cur + 1)
        elif form == SRC_MEM_4VOP3:
            self.rr2(cur)
            self.bb2(mem)
            self.xx2(mem + 2)
            self.vvvv(cur + 1 + 5)
        elif form == SRC_MEM_OP4:
            self.r_only(cur)
            self.p.vvvv = self.e.enc(cur + 1) & 0xF
            self.bb2(mem)
            self.xx2(mem + 2)
        elif form == XM_CC or form in _MRM_M:
            if has_4v:
                self.vvvv(cur)
                cur += 1
            if has_k:
                self.aaa(cur)
                cur += 1
            self.bb2(mem)
            self.xx2(mem + 2)
            self.v2_index(mem + 2)
            cur += 6  # the memory reference and the first immediate
            if self.two_cc:
                self.conditional_ops(cur, cur + 1)
        else:
            return False
        return True

    def reg_then_vvvv(self, cur: int) -> int:
        """The source forms' leading operands (MRMSrcReg/MRMSrcMem in LLVM's emitter): an APX new
        data destination in vvvv, the ModRM.reg operand, the EVEX mask, then vvvv when the form has
        one and no new data destination took it; the index of the operand after them."""
        if self.nd:
            self.vvvv(cur)
            cur += 1
        self.rr2(cur)
        cur += 1
        if self.has_k:
            self.aaa(cur)
            cur += 1
        if not self.nd and self.has_4v:
            self.vvvv(cur)
            cur += 1
        return cur

    def register_form(self, form: int) -> tuple[bool, int]:
        """The fields of the register-only forms; whether the last operand is a rounding control
        (EVEX.b with a register form: it goes to L'L), and its value."""
        e = self.e
        ts = e.ts
        cur = e.info.bias
        nd, has_k, has_4v = self.nd, self.has_k, self.has_4v
        encode_rc = False
        rc = 0
        if form in (SRC_REG, SRC_REG_CC):
            cur = self.reg_then_vvvv(cur)
            self.bb2(cur)
            self.x_high(cur)
            cur += 1
            if self.two_cc:
                self.conditional_ops(cur, cur + 1)
                cur += 2
            if ts & _EVEX_B:
                if ts & _EVEX_RC:
                    rc = e.imm(e.info.num_operands - 1)
                    if not 0 <= rc <= 3:
                        raise _Unencodable("rounding control out of range")
                encode_rc = True
        elif form == SRC_REG_4VOP3:
            self.rr2(cur)
            self.bb2(cur + 1)
            self.vvvv(cur + 2)
        elif form == SRC_REG_OP4:
            self.r_only(cur)
            self.p.vvvv = e.enc(cur + 1) & 0xF
            self.p.b = e.enc(cur + 3) >> 3 & 1
            self.x_high(cur + 3)
        elif form in (DEST_REG, DEST_REG_CC):
            if nd:
                self.vvvv(cur)
                cur += 1
            self.bb2(cur)
            self.x_high(cur)
            cur += 1
            if has_k:
                self.aaa(cur)
                cur += 1
            if not nd and has_4v:
                self.vvvv(cur)
                cur += 1
            self.rr2(cur)
            cur += 1
            if self.two_cc:
                self.conditional_ops(cur, cur + 1)
            if ts & _EVEX_B:
                encode_rc = True
        elif form == MRM_R0:
            self.rr2(cur)
        elif form == XR_CC or form in _MRM_R:
            if has_4v:
                self.vvvv(cur)
                cur += 1
            if has_k:
                self.aaa(cur)
                cur += 1
            self.bb2(cur)
            self.x_high(cur)
            if self.two_cc:
                self.conditional_ops(cur + 2, cur + 3)
        else:
            raise _Unencodable(f"form {form} in a VEX/EVEX instruction")
        return encode_rc, rc


class _Encoder:
    """One instruction's encoding: mirrors the emitter's walk over the operands (`cur`)."""

    __slots__ = ("flags", "form", "info", "mode", "ops", "out", "table", "ts")

    def __init__(self, inst: McInst, info: OpcodeEncoding, table: EncodingTable, mode: int = 64) -> None:
        self.mode = mode
        self.ops: tuple[McOperand, ...] = inst.operands
        self.flags = inst.flags
        self.info = info
        self.table = table
        self.ts = info.tsflags
        self.form = self.ts & _FORM_MASK
        self.out = bytearray()

    # -- operands ---------------------------------------------------------------------------

    def reg(self, index: int) -> str | None:
        op = self.ops[index]
        if not isinstance(op, Reg):
            raise _Unencodable(f"operand {index} is not a register")
        return op.name

    def enc(self, index: int) -> int:
        """MCRegisterInfo::getEncodingValue of the register at `index` (0 for NoRegister)."""
        name = self.reg(index)
        if name is None:
            return 0
        value = self.table.registers.get(name)
        if value is None or value > 0xFF:
            raise _Unencodable(f"register {name} has no encoding")
        return value

    def num(self, index: int) -> int:
        return self.enc(index) & 7

    def imm(self, index: int) -> int:
        op = self.ops[index]
        if not isinstance(op, Imm):
            raise _Unencodable(f"operand {index} is not an immediate")
        return op.value

    def is_apx(self, index: int) -> bool:
        name = self.reg(index)
        return name is not None and name in self.table.apx

    # -- fields -------------------------------------------------------------------------------

    @property
    def opsize(self) -> int:
        return (self.ts >> _OPSIZE_SHIFT) & 3

    @property
    def op_prefix(self) -> int:
        return (self.ts >> _OPPREFIX_SHIFT) & 3

    @property
    def op_map(self) -> int:
        return (self.ts >> _OPMAP_SHIFT) & 0xF

    @property
    def encoding(self) -> int:
        return (self.ts >> _ENCODING_SHIFT) & 3

    @property
    def new_data_dest(self) -> bool:
        ts = self.ts
        return self.op_map == MAP_4 and bool(ts & _EVEX_B) and bool(ts & _VEX_4V)

    def memory_operand(self) -> int:
        """X86II::getMemoryOperandNo: where the memory reference starts (before the bias), or -1."""
        form, ts = self.form, self.ts
        vex_4v = 1 if ts & _VEX_4V else 0
        evex_k = 1 if ts & _EVEX_K else 0
        if form in (DEST_MEM, DEST_MEM_FSIB, DEST_MEM_CC):
            return 1 if self.new_data_dest else 0
        if form in (SRC_MEM, SRC_MEM_FSIB):
            return 1 + vex_4v + evex_k
        if form == SRC_MEM_4VOP3:
            return 1 + evex_k
        if form == SRC_MEM_OP4:
            return 3
        if form == SRC_MEM_CC:
            return 1 + (1 if self.new_data_dest else 0)
        if form == DEST_MEM_4VOP3_CC:
            return 1
        if form in (XM_CC, XM) or form in _MRM_M:
            return vex_4v + evex_k
        return -1

    # -- the walk -----------------------------------------------------------------------------

    def run(self) -> bytes:
        info, ts, form, out = self.info, self.ts, self.form, self.out
        if len(self.ops) < info.num_operands:
            raise _Unencodable("too few operands")
        num_ops = info.num_operands
        cur = info.bias
        cur, kind = self.emit_prefixes(cur)

        vex_4v = bool(ts & _VEX_4V)
        i8_reg = ((ts >> _IMM_SHIFT) & 0xF) == _IMM8_REG
        evex_k = bool(ts & _EVEX_K)
        i8_reg_num = 0
        base_opcode = (ts >> _OPCODE_SHIFT) & 0xFF
        if self.op_map == MAP_3DNOW:
            base_opcode = 0x0F
        nd = self.new_data_dest
        two_cc = bool(ts & _TWO_CONDITIONAL_OPS)

        if form in (RAW_DST_SRC, RAW_SRC, RAW_DST, PREFIX_BYTE):
            out.append(base_opcode)
        elif form in (RAW, ADD_CC):
            offset = 0
            if form == ADD_CC:
                offset = self.imm(num_ops - 1)
                if not 0 <= offset < 16:
                    raise _Unencodable("condition code out of range")
                num_ops -= 1
            out.append(base_opcode + offset)
        elif form == RAW_MEM_OFFS:
            out.append(base_opcode)
            self.immediate(self.ops[cur], *self.imm_kind())
            cur += 2  # the offset and its segment
        elif form in (RAW_IMM8, RAW_IMM16):
            out.append(base_opcode)
            self.immediate(self.ops[cur], *self.imm_kind())
            self.immediate(self.ops[cur + 1], 1 if form == RAW_IMM8 else 2, False)
            cur += 2
        elif form == ADD_REG:
            out.append(base_opcode + self.num(cur))
            cur += 1
        elif form == DEST_REG:
            out.append(base_opcode)
            src = cur + 1 + evex_k + vex_4v
            if nd:
                cur += 1
            self.reg_modrm(cur, self.num(src))
            cur = src + 1
        elif form == DEST_REG_CC:
            first, second = cur, cur + 1
            out.append(base_opcode + self.imm(cur + 2))
            self.reg_modrm(first, self.num(second))
            cur += 3
        elif form == DEST_MEM_4VOP3_CC:
            out.append(base_opcode + self.imm(8))
            self.memory(cur + 1, self.num(0), kind)
            cur += 5 + 3
        elif form in (DEST_MEM, DEST_MEM_FSIB):
            out.append(base_opcode)
            src = cur + 5 + evex_k + vex_4v
            if nd:
                cur += 1
            self.memory(cur, self.num(src), kind, force_sib=form == DEST_MEM_FSIB)
            cur = src + 1
        elif form == DEST_MEM_CC:
            mem = cur
            reg_op = cur + 5
            out.append(base_opcode + self.imm(reg_op + 1))
            self.memory(mem, self.num(reg_op), kind)
            cur = reg_op + 2
        elif form == SRC_REG:
            out.append(base_opcode)
            src = cur + 1 + evex_k + vex_4v
            if nd:
                cur += 1
            self.reg_modrm(src, self.num(cur))
            cur = src + 1
            if i8_reg:
                i8_reg_num = self.enc(cur)
                cur += 1
            if ts & _EVEX_RC:
                num_ops -= 1  # the rounding-control operand is in the prefix
        elif form == SRC_REG_4VOP3:
            out.append(base_opcode)
            self.reg_modrm(cur + 1, self.num(cur))
            cur += 3
        elif form == SRC_REG_OP4:
            out.append(base_opcode)
            i8_reg_num = self.enc(cur + 2)
            self.reg_modrm(cur + 3, self.num(cur))
            cur += 4
        elif form == SRC_REG_CC:
            if nd:
                cur += 1
            out.append(base_opcode + self.imm(cur + 2))
            self.reg_modrm(cur + 1, self.num(cur))
            cur += 3
        elif form in (SRC_MEM, SRC_MEM_FSIB):
            first_mem = cur + 1 + evex_k + vex_4v
            if nd:
                cur += 1
            out.append(base_opcode)
            self.memory(first_mem, self.num(cur), kind, force_sib=form == SRC_MEM_FSIB)
            cur = first_mem + 5
            if i8_reg:
                i8_reg_num = self.enc(cur)
                cur += 1
        elif form == SRC_MEM_4VOP3:
            out.append(base_opcode)
            self.memory(cur + 1, self.num(cur), kind)
            cur += 1 + 5 + 1
        elif form == SRC_MEM_OP4:
            i8_reg_num = self.enc(cur + 2)
            out.append(base_opcode)
            self.memory(cur + 3, self.num(cur), kind)
            cur += 3 + 5
        elif form == SRC_MEM_CC:
            if nd:
                cur += 1
            reg_op, first_mem = cur, cur + 1
            out.append(base_opcode + self.imm(first_mem + 5))
            self.memory(first_mem, self.num(reg_op), kind)
            cur = first_mem + 6
        elif form == XR_CC:
            out.append(base_opcode + self.imm(cur + 1))
            self.reg_modrm(cur, 0)
            cur += 2
        elif form == XR or form in _MRM_R:
            cur += vex_4v + evex_k
            out.append(base_opcode)
            self.reg_modrm(cur, 0 if form == XR else form - MRM0R)
            cur += 1
        elif form == MRM_R0:
            out.append(base_opcode)
            out.append(0xC0 | self.num(cur) << 3)
            cur += 1
        elif form == XM_CC:
            out.append(base_opcode + self.imm(cur + 5))
            self.memory(cur, 0, kind)
            cur += 6
        elif form == XM or form in _MRM_M:
            cur += vex_4v + evex_k
            out.append(base_opcode)
            self.memory(cur, 0 if form == XM else form - MRM0M, kind)
            cur += 5
        elif MRM0X <= form < MRM0X + 8:
            out += bytes((base_opcode, 0xC0 + ((form - MRM0X) << 3)))
        elif MRM_C0 <= form <= 127:
            out += bytes((base_opcode, 0xC0 + form - MRM_C0))
        else:
            raise _Unencodable(f"form {form}")

        if i8_reg:
            # The last register source of a 4-operand AVX instruction goes in imm[7:4].
            if i8_reg_num > 15:
                raise _Unencodable("register out of imm[7:4] range")
            value = i8_reg_num << 4
            if cur != num_ops:
                value |= self.imm(cur)
                cur += 1
            self.immediate(Imm(value), 1, False)
        else:
            remaining = num_ops - cur - (2 if two_cc else 0)
            if remaining < 0:
                raise _Unencodable("operands do not fit the form")
            size, pcrel = self.imm_kind() if remaining else (0, False)
            for _ in range(remaining):
                self.immediate(self.ops[cur], size, pcrel)
                cur += 1
        if self.op_map == MAP_3DNOW:
            out.append((ts >> _OPCODE_SHIFT) & 0xFF)
        return bytes(out)

    def imm_kind(self) -> tuple[int, bool]:
        kind = _IMM_KINDS.get((self.ts >> _IMM_SHIFT) & 0xF)
        if kind is None:
            raise _Unencodable("immediate without a size")
        return kind

    def immediate(self, op: McOperand, size: int, pcrel: bool, offset: int = 0) -> None:
        """A number is written little-endian; a symbol or a PC-relative value is a fixup (zeros)."""
        if isinstance(op, Imm) and not pcrel:
            value = (op.value + offset) & ((1 << (8 * size)) - 1)
            self.out += value.to_bytes(size, "little")
        elif isinstance(op, (Imm, Expr)):
            self.out += bytes(size)
        else:
            raise _Unencodable("immediate operand is a register")

    def reg_modrm(self, rm_index: int, reg_field: int) -> None:
        self.out.append(0xC0 | (reg_field & 7) << 3 | self.num(rm_index))

    # -- prefixes -----------------------------------------------------------------------------

    def emit_prefixes(self, cur: int) -> tuple[int, int]:
        """Legacy prefixes, then REX/REX2 or VEX/XOP/EVEX and the opcode escapes; returns the
        operand cursor (string forms consume their operands here) and the prefix kind."""
        ts, form, flags, out = self.ts, self.form, self.flags, self.out
        mem = self.memory_operand()
        if mem != -1:
            mem += cur
            self.segment_override(mem + 4)
        if ts & _REP or flags & FLAG_REP:
            out.append(0xF3)
        if flags & FLAG_REPNE:
            out.append(0xF2)
        if self.needs_address_size_override(mem) or flags & FLAG_AD_SIZE:
            out.append(0x67)
        if form == RAW_DST_SRC:
            if self.reg(2) != "DS":
                self.segment_override(2)
            cur += 3
        elif form == RAW_SRC:
            if self.reg(1) != "DS":
                self.segment_override(1)
            cur += 2
        elif form == RAW_DST:
            cur += 1
        elif form == RAW_MEM_OFFS:
            self.segment_override(1)
        if self.encoding != ENC_LEGACY:
            return cur, self.vex_prefix(mem)
        return cur, self.legacy_prefix(mem)

    def segment_override(self, index: int) -> None:
        name = self.reg(index)
        if name is not None:
            prefix = _SEGMENT_PREFIX.get(name)
            if prefix is None:
                raise _Unencodable(f"{name} is not a segment register")
            self.out.append(prefix)

    def needs_address_size_override(self, mem: int) -> bool:
        """X86_MC::needsAddressSizeOverride: an address of another size than the mode's."""
        if self.mode == 32:
            return self.needs_address_size_override_32(mem)
        if (self.ts >> _ADSIZE_SHIFT) & 3 == ADSIZE_32:
            return True
        form = self.form
        if form == RAW_DST_SRC:
            return self.reg(1) == "ESI"
        if form == RAW_SRC:
            return self.reg(0) == "ESI"
        if form == RAW_DST:
            return self.reg(0) == "EDI"
        if mem < 0:
            return False
        base, index = self.reg(mem), self.reg(mem + 2)
        gr16, gr32 = self.table.gr16, self.table.gr32
        if base in gr16 or index in gr16:
            raise _Unencodable("16-bit addressing in 64-bit mode")
        return base == "EIP" or index == "EIZ" or base in gr32 or index in gr32

    def needs_address_size_override_32(self, mem: int) -> bool:
        """The same in 32-bit mode, where 32-bit addresses are the default and 16-bit ones override."""
        if (self.ts >> _ADSIZE_SHIFT) & 3 == ADSIZE_16:
            return True
        form, gr16 = self.form, self.table.gr16
        if form == RAW_DST_SRC:
            return self.reg(1) in gr16
        if form == RAW_SRC:
            return self.reg(0) in gr16
        if form == RAW_DST:
            return self.reg(0) in gr16
        if mem < 0:
            return False
        if self.reg(mem) in gr16 or self.reg(mem + 2) in gr16:
            raise _Unencodable("16-bit addressing")  # its ModRM scheme is not implemented
        return False

    def legacy_prefix(self, mem: int) -> int:
        ts, flags, out = self.ts, self.flags, self.out
        if self.opsize == OPSIZE_16:
            out.append(0x66)
        if ts & _LOCK or flags & FLAG_LOCK:
            out.append(0xF0)
        if ts & _NOTRACK or flags & FLAG_NOTRACK:
            out.append(0x3E)
        mandatory = {PREFIX_PD: 0x66, PREFIX_XS: 0xF3, PREFIX_XD: 0xF2}.get(self.op_prefix)
        if mandatory is not None:
            out.append(mandatory)
        kind = self.rex_prefix(mem)
        op_map = self.op_map
        if op_map in (MAP_T8, MAP_TA, MAP_3DNOW) or (op_map == MAP_TB and kind != _REX2):
            out.append(0x0F)
        if op_map == MAP_T8:
            out.append(0x38)
        elif op_map == MAP_TA:
            out.append(0x3A)
        return kind

    def rex_prefix(self, mem: int) -> int:
        ts, form = self.ts, self.form
        p = _Prefix(w=1 if ts & _REX_W else 0)
        uses_high_byte = False
        cur = self.info.bias if self.ops else 0
        for op in self.ops[cur:]:
            if isinstance(op, Reg) and op.name is not None:
                if op.name in _HIGH_BYTE:
                    uses_high_byte = True
                if op.name in _NEEDS_REX_BYTE:
                    p.kind = _REX
        if self.flags & FLAG_REX:
            p.kind = _REX
        if (ts >> _EXPLICIT_PREFIX_SHIFT) & 3 == EXPLICIT_REX2 or self.flags & FLAG_REX2:
            p.kind = _REX2

        def rr2(index: int) -> None:
            value = self.enc(index)
            p.r, p.r2 = value >> 3 & 1, value >> 4 & 1

        def bb2(index: int) -> None:
            value = self.enc(index)
            p.b, p.b2 = value >> 3 & 1, value >> 4 & 1

        def xx2(index: int) -> None:
            value = self.enc(index)
            p.x, p.x2 = value >> 3 & 1, value >> 4 & 1

        if form == ADD_REG:
            bb2(cur)
        elif form in (SRC_REG, SRC_REG_CC):
            rr2(cur)
            bb2(cur + 1)
        elif form in (SRC_MEM, SRC_MEM_CC):
            rr2(cur)
            bb2(mem)
            xx2(mem + 2)
        elif form == DEST_REG:
            bb2(cur)
            rr2(cur + 1)
        elif form == DEST_MEM:
            bb2(mem)
            xx2(mem + 2)
            rr2(cur + 5)
        elif form in (XM_CC, XM) or form in _MRM_M:
            bb2(mem)
            xx2(mem + 2)
        elif form in (XR_CC, XR) or form in _MRM_R:
            bb2(cur)
        p.m = 1 if self.op_map == MAP_TB else 0
        p.kind = p.optimal_kind()
        if p.kind != _NONE and uses_high_byte:
            raise _Unencodable("high byte register with a REX prefix")
        p.emit(self.out)
        return p.kind

    def vex_prefix(self, mem: int) -> int:
        """Emit the VEX/XOP/EVEX prefix (LLVM's X86MCCodeEmitter::emitVEXOpcodePrefix); its kind."""
        ts = self.ts
        encoding = self.encoding
        if encoding == ENC_XOP:
            kind = _XOP
        elif encoding == ENC_VEX:
            kind = _VEX3 if self.flags & FLAG_VEX3 else _VEX2
        else:
            kind = _EVEX
        for op in self.ops[self.info.bias if self.ops else 0 :]:
            if isinstance(op, Reg) and op.name in _HIGH_BYTE:
                raise _Unencodable("high byte register in a VEX/EVEX instruction")
        p = _Prefix(kind=kind, w=1 if ts & _REX_W else 0)
        if ts & _EVEX_NF:
            p.aaa = 4
        fields = _VexFields(self, p)
        mmmmm = _MAP_MMMMM.get(self.op_map)
        if mmmmm is None:
            raise _Unencodable("opcode map without a VEX/EVEX encoding")
        p.mmmmm = mmmmm
        p.l = 1 if ts & _VEX_L else 0
        p.l2 = 1 if ts & _EVEX_L2 else 0
        p.pp = self.op_prefix
        p.z = 1 if fields.has_k and ts & _EVEX_Z else 0
        p.evex_b = 1 if ts & _EVEX_B else 0
        if not fields.memory_form(self.form, mem):
            encode_rc, rc = fields.register_form(self.form)
            if encode_rc:
                p.l = rc & 1
                p.l2 = rc >> 1 & 1
                if ts & _VEX_L and not ts & _EVEX_L2:
                    # a 256-bit rounding/SAE form (LLVM 22's AVX10.2 VCVTT*S Z256rrb): L'L holds the
                    # rounding, EVEX.U = 0 says 256 bits (llvm-mc-22: `62 f5 f9 18 6c ca`)
                    p.x2 = 1
        p.kind = p.optimal_kind()
        p.emit(self.out)
        return p.kind

    # -- memory -------------------------------------------------------------------------------

    def disp8(self, value: int) -> int | None:
        """The disp8 byte value for `value` (EVEX: compressed by the CD8 scale), or None."""
        value = _to_int32(value)
        cd8 = (self.ts >> _CD8_SHIFT) & 7
        if self.encoding != ENC_EVEX or not cd8:
            return value if _fits_int8(value) else None
        scale = 1 << (cd8 - 1)
        if value & (scale - 1):
            return None
        compressed = value // scale
        return compressed if _fits_int8(compressed) else None

    def memory(self, op: int, reg_field: int, kind: int, force_sib: bool = False) -> None:
        out = self.out
        reg_field &= 7
        disp = self.ops[op + 3]
        base = self.reg(op)
        scale = self.imm(op + 1)
        index = self.reg(op + 2)
        if not isinstance(disp, (Imm, Expr)):
            raise _Unencodable("displacement is a register")
        if base in ("RIP", "EIP"):
            if index is not None or force_sib:
                raise _Unencodable("RIP-relative address with an index")
            out.append(reg_field << 3 | 5)
            self.immediate(disp, 4, False)
            return
        base_num = self.num(op) if base is not None else -1
        use_disp8 = bool(self.flags & FLAG_DISP8)
        use_disp32 = bool(self.flags & FLAG_DISP32)
        allow_no_disp = not use_disp8 and not use_disp32
        allow_disp8 = not use_disp32
        is_zero = isinstance(disp, Imm) and disp.value == 0
        if not force_sib and index is None and base is None and self.mode == 32:
            out.append(reg_field << 3 | 5)  # [disp32]: 32-bit mode needs no SIB byte for it
            self.immediate(disp, 4, False)
            return
        if not force_sib and index is None and base is not None and base not in _SIB_BASES:
            if base_num != 5:
                if is_zero and allow_no_disp:
                    out.append(reg_field << 3 | base_num)
                    return
                if isinstance(disp, Expr) and _TLSCALL.fullmatch(disp.text.strip()):
                    out.append(reg_field << 3 | base_num)
                    return
            if isinstance(disp, Imm) and allow_disp8:
                short = self.disp8(disp.value)
                if short is not None:
                    out.append(0x40 | reg_field << 3 | base_num)
                    self.immediate(Imm(short), 1, False)
                    return
            out.append(0x80 | reg_field << 3 | base_num)
            self.immediate(disp, 4, False)
            return
        if index in ("ESP", "RSP"):
            raise _Unencodable("the stack pointer cannot be an index")
        short = None
        if base is None:
            base_num = 5
            out.append(reg_field << 3 | 4)
            size = 4
        elif is_zero and allow_no_disp and base_num != 5:
            out.append(reg_field << 3 | 4)
            size = 0
        elif isinstance(disp, Imm) and allow_disp8 and (short := self.disp8(disp.value)) is not None:
            out.append(0x40 | reg_field << 3 | 4)
            size = 1
        else:
            out.append(0x80 | reg_field << 3 | 4)
            size = 4
        ss = _SIB_SCALE.get(scale)
        if ss is None:
            raise _Unencodable(f"scale {scale}")
        index_num = self.num(op + 2) if index is not None else 4
        out.append(ss << 6 | index_num << 3 | base_num)
        if size == 1 and short is not None:
            self.immediate(Imm(short), 1, False)
        elif size == 4:
            self.immediate(disp, 4, False)


def encodings_available(table: EncodingTable | None = None) -> bool:
    """Whether the encoder's table could be loaded (the shipped one by default)."""
    with contextlib.suppress(Exception):
        return (table or load_encoding_table()) is not None
    return False
