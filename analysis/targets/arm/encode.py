"""32-bit Arm machine code for an McInst, the bytes LLVM's ARMMCCodeEmitter writes (-show-encoding).

Every fact comes from the release's `isa_encoding.json.gz` (models/arm/ and models/arm/llvm22/),
which tools/llvm_export/export_encoding_arm.cpp measures on LLVM's own emitter with the probes'
instructions. Per opcode it holds the length (2 or 4 bytes), the fixed bits of the word the bytes
make read little-endian (a 32-bit Thumb instruction is written high halfword first, and the table's
word is the bytes as written) and, per MC operand, how its value lands in the word:

* `["r", table, mask]`: a register; `register_tables[table]` gives its field value, whose bits are
  deposited into `mask`'s bits from the lowest up;
* `["i", a, b, runs(, invert, negative(, 0))]`: an immediate v; T = a*v + b and each run `[source
  bit, word bit, width]` adds bits of T into the word, mod 2 (a source bit may reach several word
  bits and a word bit several source bits: `b.w #208962`'s J1 is NOT(I1 XOR S)); `invert`: word bits flipped (the field's
  bits set at T = 0: ARM's add/subtract bit); `negative`: sign and magnitude, a negative v is placed
  as -v with these word bits flipped (addressing-mode offsets; `#-0`, INT32_MIN, is the subtract bit
  alone); a seventh item 0: the rule holds from 0 on only (the emitter writes something else for a
  negative value, which the opcode does not take; null: no minimum); an eighth item B: the rule
  holds for magnitudes below B only, and `#-0` (t2ADR's subtract bit is also the magnitude's bit 12:
  another value has no encoding here);
* `["t", {value: field} or an index into `value_tables`, mask]`: an immediate known by value only
  (Thumb-2 modified immediates, packed shift operands, ...): another value has no encoding here;
* `["l", "or", table, mask]`: the register list from this operand to the last, each register's
  bits (LDM/STM/PUSH/POP); `["l", "seq", table, mask, {count: field}, count mask]`: the first
  register's field and the count's (VLDM/VSTM/VPUSH);
* `["j", {"v0,v1": field}, mask]` (operand 0, IT's): operands 0 and 1 together, every condition with
  every mask (the mask's field depends on the condition);
* `"e"`, `0`: an expression-only operand; an operand the emitter does not encode.

The register, immediate, table and expression rules are the Learner's every target writes, read and
filled by encoding_table.py (`operand_field`, `field_bits`); this module reads ARM's own kinds (`l`,
`j`, a `t` naming a value table) and a table value's 32-bit pattern.

A symbolic operand is a fixup: its field is zero, as llvm-mca's `-show-encoding` prints it, and the
opcode lists the fixup per (operand, specifier: "", ":lower16:", ":upper16:", ...) with the kind
text llvm-mc prints, the bits it patches (`mc_encoding_text`) and the bits the emitter sets and
clears for it (a symbol in a base register's place, `ldrd r0, r1, label`, is written `[pc, #-0]`). An expression whose specifier
the opcode does not list has no encoding here.

A row's seventh item, `[operand, fixed bits, operands]`, is the opcode's form with that operand's
register absent (A32's addressing mode 3: `ldrd r2, r3, [r9, #-32]!` and `ldrd r2, r3, [r9, r4]!`
are one opcode, whose immediate lands elsewhere without the register).

llvm-mca 19 relaxes an instruction before encoding it (Thumb's `b`, `b<cc>`, literal `ldr` and `adr`
to their 32-bit forms, `cbz`/`cbnz` to a hint): the opcode's `relaxed` entry names the opcode and
where its operands come from. LLVM 22's llvm-mca encodes the instruction as parsed.

`encode` never raises: an unknown opcode, an operand of the wrong kind, a register the field lacks
or an immediate outside a table give None (never another opcode's or value's bytes).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg
from mcalens.analysis.targets.encoding_table import (
    TABLE,
    OperandField,
    deposit,
    field_bits,
    load_table,
    mc_encoding_comment,
    operand_field,
    positions,
    relaxed_instruction,
)

LIST, JOINT = "l", "j"  # ARM's own kinds (the Learner's others: encoding_table.py)


@dataclass(frozen=True, slots=True)
class Fixup:
    """A fixup LLVM's emitter records for a symbolic operand."""

    operand: int
    specifier: str  # "", ":lower16:", ":upper16:", ...
    kind: str  # as llvm-mc prints it: "kind: fixup_arm_condbranch"
    offset: int  # byte offset in the instruction
    bit_offset: int  # first bit it patches (MCFixupKindInfo::TargetOffset)
    bits: int  # how many bits (TargetSize)
    set_bits: int = 0  # bits the emitter sets in the operand's field for an expression (Thumb-2 branches' J1/J2)
    # bits it clears: a symbol in a base register's place is written `[pc, #-0]` (the base's field
    # set to PC's, the offset's add bit cleared)
    clear_bits: int = 0
    # (condition operand, 1 or 0): the fixup is the emitter's under AL only, or otherwise only (A32's
    # `b`: fixup_arm_uncondbranch under AL, fixup_arm_condbranch else); None: any condition
    when: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True)
class RegisterList(OperandField):
    """A LIST rule: the registers from this operand to the last (`positions` and `values`: each
    register's bits, or the first register's field)."""

    or_list: bool = False  # a bit group per register (else the first register and the count)
    counts: dict[int, int] | None = None  # (first and count): count -> field
    count_positions: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class OpcodeEncoding:
    size: int
    fixed: int
    operands: tuple[OperandField | None, ...]  # a LIST field is last and takes the rest
    fixups: tuple[Fixup, ...] = ()
    relaxed: tuple[str, tuple[tuple[str, Any], ...]] | None = None  # (opcode, operand sources)
    # A32's register-or-immediate forms (addressing mode 3): with this operand's register absent,
    # the immediate's bits are another rule's: (operand, that encoding)
    absent: tuple[int, OpcodeEncoding] | None = None


@dataclass(frozen=True, slots=True)
class EncodingTable:
    rows: dict[str, list[Any]]
    register_tables: tuple[dict[str, int], ...]
    value_tables: tuple[dict[str, int], ...]  # the swept value tables several opcodes share
    source: dict[str, str]
    # the opcodes probed in A32 that Thumb takes too (VFP, NEON, ...), as the emitter writes them in
    # Thumb (halfword order; NEON's first byte)
    thumb_rows: dict[str, list[Any]]


def _field(spec: Any, tables: tuple[dict[str, int], ...],
           value_tables: tuple[dict[str, int], ...] = ()) -> OperandField | None:
    kind = spec[0] if isinstance(spec, list) and spec else None
    if kind == TABLE and isinstance(spec[1], int):
        # a value table several opcodes share, named by its index
        spec = [TABLE, value_tables[spec[1]], *spec[2:]]
    elif kind == JOINT:
        pairs = {tuple(int(v) for v in key.split(",")): int(field) for key, field in spec[1].items()}
        return OperandField(JOINT, positions(int(spec[2])), pairs)
    elif kind == LIST:
        if spec[1] == "or":
            return RegisterList(LIST, positions(int(spec[3])), tables[int(spec[2])], or_list=True)
        if spec[1] == "seq":
            counts = {int(n): int(field) for n, field in spec[4].items()}
            return RegisterList(LIST, positions(int(spec[3])), tables[int(spec[2])], counts=counts,
                                count_positions=positions(int(spec[5])))
        raise ValueError(f"unknown register list {spec[1]!r}")
    return operand_field(spec, tables)


def _opcode(row: list[Any], tables: tuple[dict[str, int], ...],
            value_tables: tuple[dict[str, int], ...]) -> OpcodeEncoding:
    size, fixed = int(row[1]), int(row[2])
    if size not in (2, 4):
        raise ValueError(f"{row[0]}: length {size}")
    fields = tuple(_field(spec, tables, value_tables) for spec in row[3])
    if any(f is not None and f.kind == LIST for f in fields[:-1]):
        raise ValueError(f"{row[0]}: a register list before the last operand")
    fixups = tuple(Fixup(int(f[0]), str(f[1]), str(f[2]), int(f[3]), int(f[4]), int(f[5]),
                         int(f[6]) if len(f) > 6 else 0, int(f[7]) if len(f) > 7 else 0,
                         (int(f[8][0]), int(f[8][1])) if len(f) > 8 else None) for f in row[4])
    relaxed = None
    if len(row) > 5 and row[5]:
        relaxed = (str(row[5][0]), tuple((str(s[0]), s[1]) for s in row[5][1]))
    absent = None
    if len(row) > 6 and row[6]:
        absent_fields = tuple(_field(spec, tables, value_tables) for spec in row[6][2])
        if any(f is not None and f.kind == LIST for f in absent_fields):
            raise ValueError(f"{row[0]}: a register list in the register-absent form")
        absent = (int(row[6][0]), OpcodeEncoding(size, int(row[6][1]), absent_fields))
    return OpcodeEncoding(size, fixed, fields, fixups, relaxed, absent)


def table_from_json(data: dict[str, Any]) -> EncodingTable:
    """The table from the decoded isa_encoding.json (format 1, target arm); rows are checked when
    first used (a malformed row makes `encode` give None for that opcode)."""
    if data.get("target") != "arm" or data.get("format") != 1:
        raise ValueError("not an ARM encoding table")
    tables = tuple({str(k): int(v) for k, v in t.items()} for t in data["register_tables"])
    rows = {str(row[0]): row for row in data["opcodes"]}
    thumb_rows = {str(row[0]): row for row in data.get("thumb_opcodes", [])}
    value_tables = tuple({str(k): int(v) for k, v in t.items()} for t in data.get("value_tables", []))
    return EncodingTable(rows, tables, value_tables, {str(k): str(v) for k, v in data.get("source", {}).items()},
                         thumb_rows)


# Bump when the dataclasses above or table_from_json's reading change.
TABLE_CACHE_FORMAT = 5
_LOADED: dict[str, EncodingTable | None] = {}
_DECODED: dict[tuple[int, str, bool | None], OpcodeEncoding | None] = {}


def load_encoding_table(directory: str | os.PathLike[str]) -> EncodingTable | None:
    """The table of the model set at `directory` (an Isa's `directory`), loaded once per process
    through the compiled cache; None when missing or unreadable."""
    return load_table(directory, f"arm-encoding-v{TABLE_CACHE_FORMAT}", table_from_json, EncodingTable, _LOADED)


def opcode_encoding(table: EncodingTable, opcode: str, thumb: bool | None = False) -> OpcodeEncoding | None:
    """The opcode's row in the mode (`thumb`: True, False, or None when unknown: then an opcode both
    modes take has none)."""
    key = (id(table), opcode, thumb)
    if key not in _DECODED:
        row = table.rows.get(opcode)
        if opcode in table.thumb_rows:
            row = table.thumb_rows[opcode] if thumb else row if thumb is False else None
        try:
            _DECODED[key] = _opcode(row, table.register_tables, table.value_tables) if row is not None else None
        except (ValueError, KeyError, TypeError, IndexError, AttributeError):
            _DECODED[key] = None  # a malformed row
    return _DECODED[key]


_SPECIFIERS = (":lower16:", ":upper16:", ":lower0_7:", ":lower8_15:", ":upper0_7:", ":upper8_15:")


def specifier(text: str) -> str:
    """The relocation specifier an expression is written with (`:lower16:` of `#:lower16:sym`), or ""."""
    body = text[1:] if text.startswith("#") else text
    lowered = body.lower()
    for name in _SPECIFIERS:
        if lowered.startswith(name):
            return name
    return ""


_ALWAYS = 14  # ARMCC::AL


def _fixup(info: OpcodeEncoding, index: int, operand: Expr, inst: McInst) -> Fixup | None:
    wanted = specifier(operand.text)
    for fixup in info.fixups:
        if fixup.operand == index and fixup.specifier == wanted:
            if fixup.when is not None:
                where, always = fixup.when
                condition = inst.operands[where] if where < len(inst.operands) else None
                if not isinstance(condition, Imm) or (condition.value == _ALWAYS) != bool(always):
                    continue
            return fixup
    return None


def _list(field: RegisterList, registers: tuple[Reg | Imm | Expr, ...]) -> int | None:
    if not registers or field.values is None:
        return None
    names: list[str] = []
    for operand in registers:
        if not isinstance(operand, Reg) or operand.name is None:
            return None
        names.append(operand.name)
    if field.or_list:
        word = 0
        for name in names:
            bits = field.values.get(name)
            if bits is None:
                return None
            word |= deposit(bits, field.positions)
        return word
    first = field.values.get(names[0])
    count = field.counts.get(len(names)) if field.counts is not None else None
    if first is None or count is None:
        return None
    return deposit(first, field.positions) | deposit(count, field.count_positions)


def _table_bits(field: OperandField, operand: Reg | Imm) -> int | None:
    """The word bits of a table operand's value; the emitter reads ARM's immediates as 32 bits, so a
    value is its 32-bit pattern (`#0xff00ff00` is held as 4278255360 or -16711936 alike; `ldr r0,
    =0x100000000`'s t2MOVi holds 4294967296, encoded as 0)."""
    if not isinstance(operand, Imm) or field.values is None:
        return None
    value = operand.value
    found = field.values.get(value)
    if found is None:
        low = value & 0xFFFFFFFF
        found = field.values.get(low)
        if found is None:
            found = field.values.get(low - (1 << 32))
    return None if found is None else deposit(found, field.positions)


# Opcodes ARMAsmParser::processInstruction builds with operands past the instruction's own, which
# the code emitter never reads: tMOVSr from `movs r0, r1, lsl #0` keeps t2MOVSsi's condition and
# its register (llvm-mc -show-inst lists four operands, -show-encoding the two-operand bytes).
_UNREAD_TRAILING = frozenset({"tMOVSr"})


def encode_word(inst: McInst, table: EncodingTable, thumb: bool | None = False) -> tuple[int, int] | None:
    """(the instruction's word with fixup fields zero, its length) in the mode, or None."""
    info = opcode_encoding(table, inst.opcode, thumb)
    if info is None:
        return None
    if info.absent is not None:
        index, absent = info.absent
        operand = inst.operands[index] if index < len(inst.operands) else None
        if isinstance(operand, Reg) and operand.name is None:
            info = absent
    if inst.opcode in _UNREAD_TRAILING and len(inst.operands) > len(info.operands):
        inst = McInst(inst.opcode, inst.operands[:len(info.operands)], inst.flags)
    listed = bool(info.operands) and info.operands[-1] is not None and info.operands[-1].kind == LIST
    fixed_count = len(info.operands) - 1 if listed else len(info.operands)
    if len(inst.operands) != len(info.operands) and not (listed and len(inst.operands) > fixed_count):
        return None
    word = info.fixed
    cleared = 0
    for index in range(fixed_count):
        operand, field = inst.operands[index], info.operands[index]
        if isinstance(operand, Expr):
            fixup = _fixup(info, index, operand, inst)
            if fixup is None:
                return None
            word |= fixup.set_bits
            cleared |= fixup.clear_bits
            continue
        if field is None:
            continue
        if field.kind == JOINT:
            # operands 0 and 1 together (IT: the mask's field depends on the condition)
            first, second = inst.operands[0], inst.operands[1] if len(inst.operands) > 1 else None
            if index != 0 or not isinstance(first, Imm) or not isinstance(second, Imm) or field.values is None:
                return None
            pair = field.values.get((first.value, second.value))
            if pair is None:
                return None
            word |= deposit(pair, field.positions)
            continue
        # an expression-only field given a value has no bits (field_bits: None)
        bits = _table_bits(field, operand) if field.kind == TABLE else field_bits(field, operand)
        if bits is None:
            return None
        word |= bits
    if listed:
        field = info.operands[-1]
        if not isinstance(field, RegisterList):
            return None
        bits = _list(field, inst.operands[fixed_count:])
        if bits is None:
            return None
        word |= bits
    return word & ~cleared & ((1 << (8 * info.size)) - 1), info.size


def relax(inst: McInst, table: EncodingTable) -> McInst | None:
    """The instruction llvm-mca 19's CodeEmitter encodes for `inst` (itself when the opcode does not
    relax), or None when the relaxed form's operands cannot be made. Only Thumb opcodes relax."""
    info = opcode_encoding(table, inst.opcode, True)
    if info is None or info.relaxed is None:
        return inst
    return relaxed_instruction(inst, info.relaxed)


def encode(inst: McInst, table: EncodingTable, relaxing: bool = False, thumb: bool | None = False) -> bytes | None:
    """The bytes LLVM's emitter writes for `inst` (fixup fields zero) in the mode, relaxed first as
    llvm-mca 19 does when `relaxing`; None if it cannot be encoded."""
    if relaxing:
        relaxed = relax(inst, table)
        if relaxed is None:
            return None
        inst = relaxed
    found = encode_word(inst, table, thumb)
    if found is None:
        return None
    word, size = found
    return word.to_bytes(size, "little")


def mc_encoding_text(inst: McInst, table: EncodingTable, thumb: bool | None = False) -> str | None:
    """llvm-mc's `-show-encoding` comment for `inst` (unrelaxed, as llvm-mc prints it):
    `encoding: [0x01,0x00,0xa0,0xe3]`, fixup bits as letters, then one `  fixup A - offset: 0,
    value: .L1, kind: fixup_arm_condbranch` line per fixup (`\\n`-separated, no column padding)."""
    code = encode(inst, table, thumb=thumb)
    info = opcode_encoding(table, inst.opcode, thumb)
    if code is None or info is None:
        return None
    found = [(f, op) for i, op in enumerate(inst.operands) if isinstance(op, Expr)
             for f in [_fixup(info, i, op, inst)] if f is not None]
    return mc_encoding_comment(code, [(f.offset, f.bit_offset, f.bits) for f, _ in found],
                               [op.text for _, op in found], [f.kind for f, _ in found])


def encoder(directory: str, relaxing: bool, thumb: bool | None) -> Callable[[McInst], bytes | None] | None:
    """What the target's `Encoder.emitter` hands out (`thumb`: the instructions' mode, None when
    they have both): None when the release has no table."""
    table = load_encoding_table(directory)
    if table is None:
        return None
    return lambda inst: encode(inst, table, relaxing, thumb)
