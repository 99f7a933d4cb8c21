"""x86-64 machine code -> McInst, as LLVM 19's X86 disassembler decodes it, and the text llvm-mc
prints for it (docs/decode.md).

The decoder inverts the encoder (encode.py) over the same exported facts: each opcode's TSFlags
(form, opcode map, opcode byte, mandatory prefix, REX.W, VEX/EVEX bits) index the candidates for
the bytes at hand; the candidate's operands are read from ModRM, SIB, displacement, prefixes and
immediates the way the encoder writes them; and a candidate is accepted only when the encoder,
given the result, writes exactly the input bytes back (legacy prefixes compared as a set: the
disassembler accepts them in any order). Bytes no candidate reproduces are refused with the
offset, never guessed.

Whether an immediate is sign-extended (`pushq $-1000`) or kept as the bytes' value (`shll $255`,
`movl $4294966296`) depends on the operand's TableGen type, which MCInstrDesc does not carry: it is
exported per opcode and operand from LLVM's own disassembler (models/x86-64/isa_decode.json.gz,
tools/export_x86_decode.py); an immediate not in that table is refused.

32-bit mode (`mode=32`, the i386..i686 triples) decodes with the same tables: no REX (0x40-0x4F
are inc/dec), VEX and EVEX only where their second byte's top bits are 11 (else LES/LDS/BOUND),
32-bit addresses without RIP, and only the opcodes LLVM's 32-bit disassembler was seen to produce
(exported); 16-bit addresses (0x67) are refused there.

Not decoded yet (refused): XOP, REX2 and 3DNow! encodings, APX's CCMP/CTEST text (the printer's).
`decode` never raises.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ...isa import Isa, OpcodeInfo
from ...mcinst import Imm, McInst, McOperand, Reg
from . import encode as enc
from .encode import EncodingTable, encode, load_encoding_table

_MAX_LENGTH = 15
_SEGMENTS = {0x26: "ES", 0x2E: "CS", 0x36: "SS", 0x3E: "DS", 0x64: "FS", 0x65: "GS"}
_LEGACY_PREFIXES = frozenset((0xF0, 0xF2, 0xF3, 0x66, 0x67, *_SEGMENTS))
_REX_BYTE_REGS = {4: "SPL", 5: "BPL", 6: "SIL", 7: "DIL"}
_HIGH_BYTE_REGS = {4: "AH", 5: "CH", 6: "DH", 7: "BH"}
# Address registers by number: 16-31 are APX's extended GPRs, reachable only through EVEX's B4/X4
# bits (REX2 is not decoded).
_GR64 = ("RAX", "RCX", "RDX", "RBX", "RSP", "RBP", "RSI", "RDI",
         *(f"R{n}" for n in range(8, 32)))  # fmt: skip
_GR32 = ("EAX", "ECX", "EDX", "EBX", "ESP", "EBP", "ESI", "EDI",
         *(f"R{n}D" for n in range(8, 32)))  # fmt: skip
_SCALES = (1, 2, 4, 8)


class _Refused(Exception):
    """These bytes are not an instruction this decoder reproduces (internal)."""


@dataclass(frozen=True, slots=True)
class Decoded:
    """One instruction of the input: where it is, its bytes, and the McInst (None: refused, with
    `error` saying why)."""

    offset: int
    code: bytes
    inst: McInst | None
    error: str = ""


@dataclass(frozen=True, slots=True)
class _Fields:
    """What the prefix and opcode scan found at one offset."""

    prefixes: bytes  # legacy prefix bytes, in input order
    rex: int  # the REX byte, or 0
    vex: int  # 0 legacy, 2 or 3: VEX2/VEX3
    w: int
    r: int
    x: int
    b: int
    vvvv: int
    vex_l: int
    pp: int  # mandatory prefix: 0 none, 1 66, 2 F3, 3 F2 (VEX pp)
    op_map: int
    opcode: int
    after_opcode: int  # offset of the byte after the opcode byte
    mode: int = 64  # 64 or 32
    # EVEX only (vex == 4), as the encoder's _Prefix holds them (inverted bits already inverted):
    r2: int = 0  # R': bit 4 of ModRM.reg
    x2: int = 0  # X4 (APX): bit 4 of an index GPR
    b2: int = 0  # B4 (APX): bit 4 of a base or r/m GPR
    v2: int = 0  # V': bit 4 of vvvv, or of a VSIB index when vvvv is unused
    z: int = 0
    l2: int = 0
    evex_b: int = 0  # broadcast, rounding control / SAE, or APX's new data destination
    aaa: int = 0  # the mask register (APX: bit 2 is NF)


class DecodeTables:
    """Candidate opcodes by (encoding, map, opcode byte), built once from the encoding table."""

    def __init__(self, table: EncodingTable, isa: Isa) -> None:
        self.table = table
        self.isa = isa
        self.by_key: dict[tuple[int, int, int], list[str]] = {}
        exported = _exported(isa)
        # 64-bit mode reads only the immediates its own samples showed: the 32-bit export adds
        # opcodes that do not exist there (MOV16ao16, a 16-bit address)
        self.signed, self.unsigned = exported["signed_immediates_64"], exported["unsigned_immediates_64"]
        self.signed32, self.unsigned32 = exported["signed_immediates"], exported["unsigned_immediates"]
        self.unassembled, self.mode32 = exported["unassembled_opcodes"], exported["mode32_decoded_opcodes"]
        self.memo: dict[bytes, McInst] = {}
        self.memo32: dict[bytes, McInst] = {}
        self.reg_by_class: dict[str, dict[int, str]] = {}
        for name in table.opcodes:
            info = table.opcodes[name]
            ts = info.tsflags
            form = ts & enc._FORM_MASK
            if not form or form == enc.PREFIX_BYTE:
                continue
            opcode_info = isa.opcodes.get(name)
            if opcode_info is None or opcode_info.is_pseudo:
                continue
            encoding = (ts >> enc._ENCODING_SHIFT) & 3
            op_map = (ts >> enc._OPMAP_SHIFT) & 0xF
            base = (ts >> enc._OPCODE_SHIFT) & 0xFF
            if form == enc.ADD_REG:
                spread = 8
            elif form in (enc.ADD_CC, enc.SRC_REG_CC, enc.SRC_MEM_CC, enc.XR_CC, enc.XM_CC, enc.DEST_REG_CC,
                          enc.DEST_MEM_CC, enc.DEST_MEM_4VOP3_CC):  # fmt: skip
                spread = 16
            else:
                spread = 1
            for byte in range(base, min(base + spread, 256)):
                self.by_key.setdefault((encoding, op_map, byte), []).append(name)

    def register(self, reg_class: str | None, number: int, rex: bool) -> str:
        """The register of `reg_class` whose encoding value is `number`."""
        if reg_class is None:
            raise _Refused("register operand without a class")
        if reg_class in ("GR8", "GR8_NOREX2") and 4 <= number <= 7:
            return _REX_BYTE_REGS[number] if rex else _HIGH_BYTE_REGS[number]
        by_number = self.reg_by_class.get(reg_class)
        if by_number is None:
            by_number = {}
            members = self.isa.register_classes.get(reg_class, frozenset())
            for name in sorted(members):
                value = self.table.registers.get(name)
                if value is not None and name not in _HIGH_BYTE_REGS.values():
                    by_number.setdefault(value, name)
            self.reg_by_class[reg_class] = by_number
        name = by_number.get(number)
        if name is None:
            raise _Refused(f"no {reg_class} register numbered {number}")
        return name


_TABLES: dict[int, DecodeTables] = {}


def decode_tables(isa: Isa, table: EncodingTable | None = None) -> DecodeTables | None:
    """The decoder's index for `isa` (built once per process), or None without an encoding table."""
    if table is None:
        # the release's own table (22 renamed opcodes: VEXTRACTI128rri), beside the ISA's isa_decode
        table = load_encoding_table(directory=isa.directory) if isa.directory else load_encoding_table()
    if table is None:
        return None
    key = id(table)
    tables = _TABLES.get(key)
    if tables is None or tables.isa is not isa:
        tables = _TABLES[key] = DecodeTables(table, isa)
    if not tables.signed:
        return None  # without isa_decode.json.gz immediates and tie-breaks would be guesses
    return tables


def decode(code: bytes, isa: Isa, tables: DecodeTables | None = None, mode: int = 64) -> list[Decoded]:
    """Every instruction of `code` (64-bit mode, or 32-bit with `mode=32`). After refused bytes,
    decoding stops: where the next instruction starts is unknown."""
    tables = tables if tables is not None else decode_tables(isa)
    out: list[Decoded] = []
    if tables is None:
        return [Decoded(0, bytes(code), None, "no x86-64 decoding tables (isa_encoding, isa_decode)")] if code else []
    if mode == 32 and not tables.mode32:
        return [Decoded(0, bytes(code), None, "no 32-bit decoding data (isa_decode.json.gz)")] if code else []
    memo = tables.memo32 if mode == 32 else tables.memo
    offset = 0
    while offset < len(code):
        if code[offset] == 0xF0:
            # LLVM 19 decodes a lock prefix as an instruction of its own (LOCK_PREFIX, printed
            # `lock` on its own line), which llvm-mca then counts as one.
            out.append(Decoded(offset, bytes(code[offset : offset + 1]), McInst("LOCK_PREFIX", ())))
            offset += 1
            continue
        known = _remembered(code, offset, memo)
        if known is not None:
            out.append(Decoded(offset, known[0], known[1]))
            offset += len(known[0])
            continue
        try:
            inst, length = _decode_one(code, offset, tables, mode)
        except (_Refused, IndexError) as exc:
            message = str(exc) if isinstance(exc, _Refused) else "the instruction is truncated"
            out.append(Decoded(offset, bytes(code[offset:]), None, message))
            break
        piece = bytes(code[offset : offset + length])
        if len(memo) >= _MEMO_LIMIT:
            memo.clear()
        memo[piece] = inst
        out.append(Decoded(offset, piece, inst))
        offset += length
    return out


# PERF: compiled code repeats its instructions (BHive's 808k instructions are ~60k distinct
# encodings); a decoded encoding is looked up instead of decoded again.
_MEMO_LIMIT = 1 << 16


def _remembered(code: bytes, start: int, memo: dict[bytes, McInst]) -> tuple[bytes, McInst] | None:
    """A decoded instruction whose bytes start `code` at `start`. x86 encodings are prefix-free:
    the bytes of one instruction are never the start of another's, so the first match is it."""
    if not memo:
        return None
    for end in range(start + 1, min(start + _MAX_LENGTH, len(code)) + 1):
        piece = code[start:end]
        inst = memo.get(piece)
        if inst is not None:
            return bytes(piece), inst
    return None


def _scan(code: bytes, start: int, mode: int = 64) -> _Fields:
    pos = start
    while code[pos] in _LEGACY_PREFIXES:
        pos += 1
        if pos - start >= _MAX_LENGTH:
            raise _Refused("too many prefixes")
    prefixes = bytes(code[start:pos])
    if mode == 32 and 0x67 in prefixes:
        raise _Refused("16-bit addressing (0x67 in 32-bit mode) is not decoded")
    rex = w = r = x = b = vvvv = vex_l = 0
    vex = 0
    pp = 0
    byte = code[pos]
    if mode == 32 and byte in (0xC4, 0xC5, 0x62) and code[pos + 1] >> 6 != 3:
        # LES, LDS and BOUND: 32-bit mode reads VEX and EVEX only with ModRM.mod 3 there
        return _Fields(prefixes, 0, 0, 0, 0, 0, 0, 0, 0, 0, enc.MAP_OB, byte, pos + 1, mode=32)
    if mode == 64 and 0x40 <= byte <= 0x4F:
        rex = byte
        w, r, x, b = byte >> 3 & 1, byte >> 2 & 1, byte >> 1 & 1, byte & 1
        pos += 1
        byte = code[pos]
        if byte in _LEGACY_PREFIXES or 0x40 <= byte <= 0x4F:
            raise _Refused("a REX prefix before another prefix")
    if not rex and byte in (0xC4, 0xC5):
        if byte == 0xC5:
            p1 = code[pos + 1]
            r, vvvv, vex_l, pp = (p1 >> 7) ^ 1, (~p1 >> 3) & 0xF, p1 >> 2 & 1, p1 & 3
            op_map, vex = enc.MAP_TB, 2
            pos += 2
        else:
            p1, p2 = code[pos + 1], code[pos + 2]
            r, x, b = (p1 >> 7) ^ 1, (p1 >> 6 & 1) ^ 1, (p1 >> 5 & 1) ^ 1
            mmmmm = p1 & 0x1F
            op_map = {1: enc.MAP_TB, 2: enc.MAP_T8, 3: enc.MAP_TA}.get(mmmmm, -1)
            if op_map < 0:
                raise _Refused(f"VEX opcode map {mmmmm}")
            w, vvvv, vex_l, pp = p2 >> 7, (~p2 >> 3) & 0xF, p2 >> 2 & 1, p2 & 3
            vex = 3
            pos += 3
        if any(p in (0x66, 0xF2, 0xF3, 0xF0) for p in prefixes):
            raise _Refused("a legacy prefix before VEX")
        return _Fields(prefixes, rex, vex, w, r, x, b, vvvv, vex_l, pp, op_map, code[pos], pos + 1, mode=mode)
    if not rex and byte == 0x62:
        p0, p1, p2 = code[pos + 1], code[pos + 2], code[pos + 3]
        mmm = p0 & 7
        op_map = {1: enc.MAP_TB, 2: enc.MAP_T8, 3: enc.MAP_TA, 4: enc.MAP_4, 5: enc.MAP_5, 6: enc.MAP_6,
                  7: enc.MAP_7}.get(mmm, -1)  # fmt: skip
        if op_map < 0:
            raise _Refused(f"EVEX opcode map {mmm}")
        if any(p in (0x66, 0xF2, 0xF3, 0xF0) for p in prefixes):
            raise _Refused("a legacy prefix before EVEX")
        return _Fields(
            prefixes, 0, 4, p1 >> 7, (p0 >> 7) ^ 1, (p0 >> 6 & 1) ^ 1, (p0 >> 5 & 1) ^ 1, (~p1 >> 3) & 0xF,
            p2 >> 5 & 1, p1 & 3, op_map, code[pos + 4], pos + 5, mode=mode,
            r2=(p0 >> 4 & 1) ^ 1, x2=(p1 >> 2 & 1) ^ 1, b2=p0 >> 3 & 1, v2=(p2 >> 3 & 1) ^ 1, z=p2 >> 7,
            l2=p2 >> 6 & 1, evex_b=p2 >> 4 & 1, aaa=p2 & 7,
        )  # fmt: skip
    if byte == 0xD5 and mode == 64:
        raise _Refused("REX2 encodings are not decoded yet")
    if byte == 0x8F and code[pos + 1] >> 3 & 7:
        raise _Refused("XOP encodings are not decoded yet")
    op_map = enc.MAP_OB
    if byte == 0x0F:
        pos += 1
        byte = code[pos]
        if byte == 0x38:
            op_map, pos = enc.MAP_T8, pos + 1
        elif byte == 0x3A:
            op_map, pos = enc.MAP_TA, pos + 1
        elif byte == 0x0F:
            raise _Refused("3DNow! encodings are not decoded")
        else:
            op_map = enc.MAP_TB
    return _Fields(prefixes, rex, 0, w, r, x, b, 0, 0, 0, op_map, code[pos], pos + 1, mode=mode)


def _decode_one(code: bytes, start: int, tables: DecodeTables, mode: int = 64) -> tuple[McInst, int]:
    fields = _scan(code, start, mode)
    encoding = enc.ENC_EVEX if fields.vex == 4 else enc.ENC_VEX if fields.vex else enc.ENC_LEGACY
    names = tables.by_key.get((encoding, fields.op_map, fields.opcode))
    if not names:
        raise _Refused(f"no instruction has opcode {fields.opcode:#04x} in this map")
    if encoding == enc.ENC_EVEX:
        names = _evex_candidates(names, fields, code, tables)
    if mode == 32:
        # only what LLVM's 32-bit disassembler decodes (0x63 is ARPL there, 0x50 PUSH32r)
        names = [name for name in names if name in tables.mode32]
    truncated: list[str] = []
    for name in _ordered(names, fields, tables):
        reader_pcrel = [-1, -1]
        for inst, length in _attempts(name, code, start, fields, tables, truncated, reader_pcrel):
            original = bytes(code[start : start + length])
            if reader_pcrel[0] >= 0:
                # The encoder writes a PC-relative displacement as a fixup (zeros).
                low, high = reader_pcrel[0] - start, reader_pcrel[1] - start
                original = original[:low] + bytes(high - low) + original[high:]
            written = encode(inst, tables.table, mode=mode)
            if written is not None and 0x66 in fields.prefixes and _absorbs_data16(name, fields, tables):
                written = b"\x66" + written
            if written is not None and _same_code(written, original):
                return _printable(inst, tables.table), length
    if truncated:
        raise _Refused("the instruction is truncated")
    raise _Refused("no LLVM instruction encodes as these bytes")


def _evex_candidates(names: list[str], fields: _Fields, code: bytes, tables: DecodeTables) -> list[str]:
    """The EVEX candidates whose fixed prefix bits (pp, W, masking, zeroing, EVEX.b, vector length)
    are those of the bytes. Only a shortcut: the bytes written back decide. One opcode byte has up
    to a hundred EVEX opcodes (three lengths, masked and zeroing, broadcast, rounding)."""
    register_form = fields.after_opcode < len(code) and code[fields.after_opcode] >> 6 == 3
    apx = fields.op_map == enc.MAP_4  # aaa, b and vvvv mean other things there
    out = []
    for name in names:
        ts = tables.table.opcodes[name].tsflags
        if (ts >> enc._OPPREFIX_SHIFT) & 3 != fields.pp or bool(ts & enc._REX_W) != bool(fields.w):
            continue
        if not apx and not ts & enc._EVEX_NF:
            if bool(ts & enc._EVEX_K) != bool(fields.aaa) or bool(ts & enc._EVEX_Z) != bool(fields.z):
                continue
            if bool(ts & enc._EVEX_B) != bool(fields.evex_b):
                continue
            if not (fields.evex_b and register_form) and (
                    bool(ts & enc._VEX_L) != bool(fields.vex_l) or bool(ts & enc._EVEX_L2) != bool(fields.l2)):
                continue
        out.append(name)
    return out


def _absorbs_data16(name: str, fields: _Fields, tables: DecodeTables) -> bool:
    """Whether a 66 prefix the opcode does not write is absorbed rather than a different
    instruction: REX.W wins over it (`66 48 8b 1f` is `movq (%rdi), %rbx`), and 0x90 is NOOP in
    every operand-size context of LLVM's tables (`66 90` prints `nop`, not `xchgw %ax, %ax`)."""
    if name == "NOOP":
        return True
    ts = tables.table.opcodes[name].tsflags
    return (fields.vex == 0 and bool(fields.w) and bool(ts & enc._REX_W) and (ts >> enc._OPSIZE_SHIFT) & 3 != enc.OPSIZE_16
            and (ts >> enc._OPPREFIX_SHIFT) & 3 != enc.PREFIX_PD)


def _ordered(names: list[str], fields: _Fields, tables: DecodeTables) -> list[str]:
    """Candidates in the order the disassembler's tables prefer them: an opcode whose mandatory
    prefix is present before one that would read that prefix as `rep`/`data16`; an opcode the
    64-bit assembler can produce before one it cannot (PUSH64r before PUSH32r)."""
    present = {1: 0x66 in fields.prefixes, 2: 0xF3 in fields.prefixes, 3: 0xF2 in fields.prefixes}
    def rank(name: str) -> tuple[int, int]:
        ts = tables.table.opcodes[name].tsflags
        mandatory = (ts >> enc._OPPREFIX_SHIFT) & 3
        return (0 if mandatory and present.get(mandatory) else 1, 1 if name in tables.unassembled else 0)
    return sorted(names, key=rank)


def _same_code(written: bytes, original: bytes) -> bool:
    """Equal up to the order and repetition of legacy prefixes (the disassembler takes any order
    and absorbs repeated prefixes: `66 66 2e 0f 1f 84 ..` is one `nopw %cs:..`)."""
    if written == original:
        return True
    i = j = 0
    while i < len(written) and written[i] in _LEGACY_PREFIXES:
        i += 1
    while j < len(original) and original[j] in _LEGACY_PREFIXES:
        j += 1
    return written[i:] == original[j:] and set(written[:i]) == set(original[:j])


_ENCODING_ONLY_FLAGS = enc.FLAG_REX | enc.FLAG_VEX3 | enc.FLAG_DISP8 | enc.FLAG_DISP32 | enc.FLAG_NOTRACK


def _printable(inst: McInst, table: EncodingTable) -> McInst:
    """The McInst the disassembler hands the printer: without the encoder's choice flags."""
    flags = inst.flags & ~_ENCODING_ONLY_FLAGS
    info = table.opcodes.get(inst.opcode)
    if info is not None:
        if info.tsflags & enc._LOCK:
            flags &= ~enc.FLAG_LOCK
        if info.tsflags & enc._REP:
            flags &= ~enc.FLAG_REP
    return McInst(inst.opcode, inst.operands, flags)


class _Reader:
    """The operands of one candidate, filled in the order the encoder reads them."""

    def __init__(self, name: str, info: OpcodeInfo, code: bytes, start: int, fields: _Fields,
                 tables: DecodeTables) -> None:  # fmt: skip
        self.name = name
        self.info = info
        self.code = code
        self.start = start
        self.f = fields
        self.tables = tables
        self.ops: list[McOperand | None] = [None] * len(info.operands)
        self.pos = fields.after_opcode
        self.flags = 0
        self.modrm = -1
        self.memory_at = -1
        self.pcrel = (-1, -1)

    def reg(self, index: int, number: int) -> None:
        cls = self.info.operands[index].reg_class
        # SPL..DIL, not AH..BH, under any REX or EVEX prefix
        self.ops[index] = Reg(self.tables.register(cls, number, bool(self.f.rex) or self.f.vex == 4))

    def read_modrm(self) -> int:
        if self.modrm < 0:
            self.modrm = self.code[self.pos]
            self.pos += 1
        return self.modrm

    def reg_field(self) -> int:
        return (self.read_modrm() >> 3 & 7) | self.f.r << 3 | self.f.r2 << 4

    def rm_register(self) -> int:
        """ModRM.rm as a register: EVEX puts its bit 4 in X (vector registers) or B4 (APX's GPRs);
        the bytes written back decide which reading was the right one."""
        modrm = self.read_modrm()
        if modrm >> 6 != 3:
            raise _Refused("a memory operand where a register is encoded")
        return (modrm & 7) | self.f.b << 3 | (self.f.x | self.f.b2) << 4 if self.f.vex == 4 else (
            (modrm & 7) | self.f.b << 3)

    def mask(self, index: int) -> None:
        """EVEX.aaa: the write mask (k0 means none, and no masked opcode's class holds it)."""
        self.reg(index, self.f.aaa)

    def memory(self, index: int) -> None:
        """Five operands (base, scale, index, displacement, segment) from ModRM/SIB/displacement."""
        modrm = self.read_modrm()
        mod, rm = modrm >> 6, modrm & 7
        self.memory_at = index
        if mod == 3:
            raise _Refused("a register where a memory operand is encoded")
        wide = 0x67 not in self.f.prefixes and self.f.mode == 64
        names = _GR64 if wide else _GR32
        base: str | None
        index_reg: str | None = None
        scale = 1
        code = self.code
        if rm == 4:
            sib = code[self.pos]
            self.pos += 1
            scale = _SCALES[sib >> 6]
            index_number = (sib >> 3 & 7) | self.f.x << 3
            vector_index = self.info.operands[index + 2].reg_class
            if vector_index is not None and vector_index.startswith("VR"):  # VSIB (gathers): a vector index
                # EVEX.V' is its bit 4 when vvvv is unused (the encoder's v2_index)
                high = 0 if self.tables.table.opcodes[self.name].tsflags & enc._VEX_4V else self.f.v2
                index_reg = self.tables.register(vector_index, index_number | high << 4, False)
            elif index_number | self.f.x2 << 4 != 4:
                index_reg = names[index_number | self.f.x2 << 4]
            base_low = sib & 7
            if base_low == 5 and mod == 0:
                base = None
                disp_size = 4
            else:
                base = names[base_low | self.f.b << 3 | self.f.b2 << 4]
                disp_size = (0, 1, 4)[mod]
            if index_reg is None and index_number | self.f.x2 << 4 == 4 and base_low != 4 and (
                    base is not None or not wide):
                # a SIB byte without an index where none was needed: LLVM names the index EIZ/RIZ
                # (`8d 74 26 00` is `leal (%esi,%eiz), %esi`), so that the bytes are written back
                index_reg = "RIZ" if wide else "EIZ"
        elif rm == 5 and mod == 0:
            base = None if self.f.mode == 32 else "RIP" if wide else "EIP"  # 32-bit mode: [disp32]
            disp_size = 4
        else:
            base = names[rm | self.f.b << 3 | self.f.b2 << 4]
            disp_size = (0, 1, 4)[mod]
        disp = 0
        if disp_size:
            if self.pos + disp_size > len(code):
                raise IndexError("the displacement is truncated")
            disp = int.from_bytes(code[self.pos : self.pos + disp_size], "little", signed=True)
            self.pos += disp_size
            if disp_size == 1:
                self.flags |= enc.FLAG_DISP8
                if self.f.vex == 4:
                    # EVEX's compressed disp8*N: N is the opcode's CD8 scale (the encoder's disp8)
                    cd8 = (self.tables.table.opcodes[self.name].tsflags >> enc._CD8_SHIFT) & 7
                    if cd8:
                        disp <<= cd8 - 1
            elif mod == 2:
                self.flags |= enc.FLAG_DISP32
        segment = None
        for prefix in self.f.prefixes:
            if prefix in _SEGMENTS:
                segment = _SEGMENTS[prefix]
        self.ops[index : index + 5] = [Reg(base), Imm(scale), Reg(index_reg), Imm(disp), Reg(segment)]

    def immediate(self, index: int, size: int, pcrel: bool) -> None:
        """An immediate, sign-extended or not as LLVM's disassembler reads this operand (exported
        per opcode and operand; a branch displacement always is; unknown: refused, not guessed)."""
        end = self.pos + size
        if end > len(self.code):
            raise IndexError("the immediate is truncated")
        key = f"{self.name}:{index}"
        tables = self.tables
        if pcrel or key in (tables.signed32 if self.f.mode == 32 else tables.signed):
            signed = True
        elif key in (tables.unsigned32 if self.f.mode == 32 else tables.unsigned):
            signed = False
        else:
            raise _Refused(f"how LLVM reads the immediate of {self.name} is not exported")
        value = int.from_bytes(self.code[self.pos : end], "little", signed=signed)
        if pcrel:
            self.pcrel = (self.pos, end)
        self.pos = end
        self.ops[index] = Imm(value)


def _attempts(name: str, code: bytes, start: int, fields: _Fields, tables: DecodeTables,
              truncated: list[str], pcrel: list[int]) -> Iterator[tuple[McInst, int]]:  # fmt: skip
    """The McInst `name` would be for these bytes (at most one), with its length; `name` is added
    to `truncated` when the bytes end before its operands do, and `pcrel` receives the byte range
    of a PC-relative displacement."""
    info = tables.isa.opcodes.get(name)
    encoding = tables.table.opcodes.get(name)
    if info is None or encoding is None:
        return
    reader = _Reader(name, info, code, start, fields, tables)
    try:
        _fill(reader, encoding.tsflags, encoding.num_operands, encoding.bias)
    except IndexError:
        truncated.append(name)
        return
    except (_Refused, TypeError):
        return
    ops = reader.ops
    for i, operand in enumerate(info.operands):
        tied = operand.tied_to
        if tied >= 0:
            if ops[i] is None:
                ops[i] = ops[tied]
            elif ops[tied] is None:
                ops[tied] = ops[i]
    if any(op is None for op in ops):
        return
    pcrel[0], pcrel[1] = reader.pcrel
    flags = reader.flags
    if fields.rex:
        flags |= enc.FLAG_REX
    if fields.vex == 3:
        flags |= enc.FLAG_VEX3
    # (EVEX has no choice flag: the encoder writes EVEX for every EVEX opcode)
    if 0x67 in fields.prefixes and reader.memory_at < 0 and not (encoding.tsflags >> enc._ADSIZE_SHIFT) & 3:
        flags |= enc.FLAG_AD_SIZE
    if 0x3E in fields.prefixes and reader.memory_at < 0:
        flags |= enc.FLAG_NOTRACK  # `3e ff d0` prints `callq *%rax`: the prefix is not shown
    for prefix in fields.prefixes:
        if prefix == 0xF0:
            flags |= enc.FLAG_LOCK
        elif prefix == 0xF3 and (encoding.tsflags >> enc._OPPREFIX_SHIFT) & 3 != enc.PREFIX_XS:
            flags |= enc.FLAG_REP
        elif prefix == 0xF2 and (encoding.tsflags >> enc._OPPREFIX_SHIFT) & 3 != enc.PREFIX_XD:
            flags |= enc.FLAG_REPNE
    yield McInst(name, tuple(op for op in ops if op is not None), flags), reader.pos - start


def _fill(rd: _Reader, ts: int, num_ops: int, bias: int) -> None:
    """Mirror of the encoder's operand walk (encode._Encoder.run, and _VexFields for where EVEX
    puts the mask, vvvv and the rounding control) for one form."""
    f = rd.f
    form = ts & enc._FORM_MASK
    cur = bias
    vex_4v = 1 if ts & enc._VEX_4V else 0
    evex_k = 1 if ts & enc._EVEX_K else 0
    encoding = (ts >> enc._ENCODING_SHIFT) & 3
    if encoding == enc.ENC_XOP:
        raise _Refused("XOP form")
    i8_reg = ((ts >> enc._IMM_SHIFT) & 0xF) == enc._IMM8_REG
    base = (ts >> enc._OPCODE_SHIFT) & 0xFF
    cc = f.opcode - base
    two_cc = bool(ts & enc._TWO_CONDITIONAL_OPS)
    # APX's new data destination: EVEX.b in map 4 with vvvv says the first operand is in vvvv
    nd = 1 if (ts >> enc._OPMAP_SHIFT) & 0xF == enc.MAP_4 and ts & enc._EVEX_B and vex_4v else 0
    if two_cc:
        # CCMP/CTEST: the default flags value in vvvv (not inverted), the condition in V' and aaa;
        # always the last two operands
        rd.ops[num_ops - 2] = Imm(~f.vvvv & 0xF)
        rd.ops[num_ops - 1] = Imm((f.v2 ^ 1) << 3 | f.aaa)

    def vvvv(index: int) -> None:
        rd.reg(index, f.vvvv | f.v2 << 4)

    wide = 0x67 not in f.prefixes and f.mode == 64
    if form == enc.RAW_DST_SRC:
        rd.ops[0] = Reg("RDI" if wide else "EDI")
        rd.ops[1] = Reg("RSI" if wide else "ESI")
        rd.ops[2] = Reg(_segment(f))
        cur += 3
    elif form == enc.RAW_SRC:
        rd.ops[0] = Reg("RSI" if wide else "ESI")
        rd.ops[1] = Reg(_segment(f))
        cur += 2
    elif form == enc.RAW_DST:
        rd.ops[0] = Reg("RDI" if wide else "EDI")
        cur += 1

    i8_reg_value = -1
    if form in (enc.RAW_DST_SRC, enc.RAW_SRC, enc.RAW_DST):
        if f.opcode != base:
            raise _Refused("opcode byte")
    elif form in (enc.RAW, enc.ADD_CC):
        if form == enc.ADD_CC:
            num_ops -= 1
            rd.ops[num_ops] = Imm(cc)
        elif f.opcode != base:
            raise _Refused("opcode byte")
    elif form == enc.RAW_MEM_OFFS:
        size, pcrel = _imm_kind(ts)
        rd.immediate(cur, size, pcrel)
        rd.ops[cur + 1] = Reg(_segment(f))
        cur += 2
    elif form in (enc.RAW_IMM8, enc.RAW_IMM16):
        size, pcrel = _imm_kind(ts)
        rd.immediate(cur, size, pcrel)
        rd.immediate(cur + 1, 1 if form == enc.RAW_IMM8 else 2, False)
        cur += 2
    elif form == enc.ADD_REG:
        rd.reg(cur, cc | f.b << 3)
        cur += 1
    elif form == enc.DEST_REG:
        src = cur + 1 + evex_k + vex_4v
        if nd:
            vvvv(cur)
            cur += 1
        rd.reg(cur, rd.rm_register())
        rd.reg(src, rd.reg_field())
        if evex_k:
            rd.mask(cur + 1)
        if vex_4v and not nd:
            vvvv(cur + 1 + evex_k)
        cur = src + 1
    elif form in (enc.DEST_MEM, enc.DEST_MEM_FSIB):
        src = cur + 5 + evex_k + vex_4v
        if nd:
            vvvv(cur)
            cur += 1
        rd.memory(cur)
        rd.reg(src, rd.reg_field())
        if evex_k:
            rd.mask(cur + 5)
        if vex_4v and not nd:
            vvvv(cur + 5 + evex_k)
        cur = src + 1
    elif form == enc.SRC_REG:
        src = cur + 1 + evex_k + vex_4v
        if nd:
            vvvv(cur)
            cur += 1
        rd.reg(cur, rd.reg_field())
        rd.reg(src, rd.rm_register())
        if evex_k:
            rd.mask(cur + 1)
        if vex_4v and not nd:
            vvvv(cur + 1 + evex_k)
        cur = src + 1
        if i8_reg:
            i8_reg_value = cur
            cur += 1
        if ts & enc._EVEX_RC:
            # the rounding control is the last operand, written in EVEX.L'L
            num_ops -= 1
            rd.ops[num_ops] = Imm(f.l2 << 1 | f.vex_l)
    elif form == enc.SRC_REG_4VOP3:
        rd.reg(cur, rd.reg_field())
        rd.reg(cur + 1, rd.rm_register())
        vvvv(cur + 2)
        cur += 3
    elif form == enc.SRC_REG_OP4:
        rd.reg(cur, rd.reg_field())
        vvvv(cur + 1)
        i8_reg_value = cur + 2
        rd.reg(cur + 3, rd.rm_register())
        cur += 4
    elif form in (enc.SRC_MEM, enc.SRC_MEM_FSIB):
        first_mem = cur + 1 + evex_k + vex_4v
        if nd:
            vvvv(cur)
            cur += 1
        rd.reg(cur, rd.reg_field())
        rd.memory(first_mem)
        if evex_k:
            rd.mask(cur + 1)
        if vex_4v and not nd:
            vvvv(cur + 1 + evex_k)
        cur = first_mem + 5
        if i8_reg:
            i8_reg_value = cur
            cur += 1
    elif form == enc.SRC_MEM_4VOP3:
        rd.reg(cur, rd.reg_field())
        rd.memory(cur + 1)
        vvvv(cur + 6)
        cur += 7
    elif form == enc.SRC_MEM_OP4:
        rd.reg(cur, rd.reg_field())
        vvvv(cur + 1)
        i8_reg_value = cur + 2
        rd.memory(cur + 3)
        cur += 8
    elif form == enc.XR or form in enc._MRM_R:
        if vex_4v:
            vvvv(cur)
        if evex_k:
            rd.mask(cur + vex_4v)
        cur += vex_4v + evex_k
        rd.reg(cur, rd.rm_register())
        digit = 0 if form == enc.XR else form - enc.MRM0R
        if form != enc.XR and rd.modrm >> 3 & 7 != digit:
            raise _Refused("ModRM.reg")
        cur += 1
    elif form == enc.MRM_R0:
        modrm = rd.read_modrm()
        if modrm >> 6 != 3 or modrm & 7:
            raise _Refused("ModRM")
        rd.reg(cur, rd.reg_field())
        cur += 1
    elif form == enc.XM or form in enc._MRM_M:
        if vex_4v:
            vvvv(cur)
        if evex_k:
            rd.mask(cur + vex_4v)
        cur += vex_4v + evex_k
        rd.memory(cur)
        if form != enc.XM and rd.modrm >> 3 & 7 != form - enc.MRM0M:
            raise _Refused("ModRM.reg")
        cur += 5
    elif form in _CC_FORMS:
        cur = _fill_cc(rd, form, cur, cc, nd)
    elif enc.MRM0X <= form < enc.MRM0X + 8:
        if rd.read_modrm() != 0xC0 + ((form - enc.MRM0X) << 3):
            raise _Refused("ModRM")
    elif enc.MRM_C0 <= form <= 127:
        if rd.read_modrm() != 0xC0 + form - enc.MRM_C0:
            raise _Refused("ModRM")
    else:
        raise _Refused(f"form {form}")

    if i8_reg:
        byte = rd.code[rd.pos]
        rd.pos += 1
        if i8_reg_value >= 0:
            rd.reg(i8_reg_value, byte >> 4)
        if cur != num_ops:
            rd.ops[cur] = Imm(byte & 0xF)
        return
    remaining = num_ops - cur - (2 if two_cc else 0)
    if remaining < 0:
        raise _Refused("operands")
    if remaining:
        size, pcrel = _imm_kind(ts)
        for _ in range(remaining):
            rd.immediate(cur, size, pcrel)
            cur += 1


_CC_FORMS = frozenset((enc.SRC_REG_CC, enc.SRC_MEM_CC, enc.DEST_REG_CC, enc.DEST_MEM_CC, enc.DEST_MEM_4VOP3_CC,
                       enc.XR_CC, enc.XM_CC))  # fmt: skip


def _fill_cc(rd: _Reader, form: int, cur: int, cc: int, nd: int) -> int:
    """_fill's forms with the condition code in the opcode byte; the operand index after them."""
    f = rd.f
    if form == enc.SRC_REG_CC:
        if nd:
            rd.reg(cur, f.vvvv | f.v2 << 4)
            cur += 1
        rd.reg(cur, rd.reg_field())
        rd.reg(cur + 1, rd.rm_register())
        rd.ops[cur + 2] = Imm(cc)
        cur += 3
    elif form == enc.SRC_MEM_CC:
        if nd:
            rd.reg(cur, f.vvvv | f.v2 << 4)
            cur += 1
        rd.reg(cur, rd.reg_field())
        rd.memory(cur + 1)
        rd.ops[cur + 6] = Imm(cc)
        cur += 7
    elif form == enc.DEST_REG_CC:
        rd.reg(cur, rd.rm_register())
        rd.reg(cur + 1, rd.reg_field())
        rd.ops[cur + 2] = Imm(cc)
        cur += 3
    elif form == enc.DEST_MEM_CC:
        rd.memory(cur)
        rd.reg(cur + 5, rd.reg_field())
        rd.ops[cur + 6] = Imm(cc)
        cur += 7
    elif form == enc.DEST_MEM_4VOP3_CC:
        # CMPccXADD: the condition in the opcode byte, the memory destination, vvvv the third source
        rd.reg(cur, rd.reg_field())
        rd.memory(cur + 1)
        rd.reg(cur + 6, f.vvvv | f.v2 << 4)
        rd.ops[cur + 7] = Imm(cc)
        cur += 8
    elif form == enc.XR_CC:
        rd.reg(cur, rd.rm_register())
        if rd.modrm >> 3 & 7:
            raise _Refused("ModRM.reg")
        rd.ops[cur + 1] = Imm(cc)
        cur += 2
    elif form == enc.XM_CC:
        rd.memory(cur)
        rd.ops[cur + 5] = Imm(cc)
        cur += 6
    return cur


def _segment(f: _Fields) -> str | None:
    segment = None
    for prefix in f.prefixes:
        if prefix in _SEGMENTS:
            segment = _SEGMENTS[prefix]
    return segment


def _imm_kind(ts: int) -> tuple[int, bool]:
    kind = enc._IMM_KINDS.get((ts >> enc._IMM_SHIFT) & 0xF)
    if kind is None:
        raise _Refused("immediate without a size")
    return kind


def _exported(isa: Isa) -> dict[str, frozenset[str]]:
    """From isa_decode.json.gz (tools/export_x86_decode.py): the `OPCODE:operand` keys whose
    immediate LLVM's disassembler sign-extends and those whose immediate it keeps as the bytes'
    value (`..._64`: from the 64-bit samples; without: the 32-bit samples' keys added), the
    opcodes llvm-mc's 64-bit assembler never produced (tried last), and the opcodes LLVM's 32-bit
    disassembler produced (the only candidates in 32-bit mode; empty in an older file). Empty sets
    when the file is missing or unreadable."""
    import gzip
    import json
    from pathlib import Path

    keys = ("signed_immediates", "unsigned_immediates", "signed_immediates_64", "unsigned_immediates_64",
            "unassembled_opcodes", "mode32_decoded_opcodes")
    empty = {key: frozenset[str]() for key in keys}
    if isa.directory is None:
        return empty
    try:
        with gzip.open(Path(isa.directory) / "isa_decode.json.gz", "rt", encoding="utf-8") as handle:
            data = json.load(handle)
        out = {key: frozenset(str(item) for item in data.get(key, ())) for key in keys}
        for key in ("signed_immediates", "unsigned_immediates"):
            if not data.get(key + "_64"):
                out[key + "_64"] = out[key]  # an older file: 64-bit keys only
        return out
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return empty
