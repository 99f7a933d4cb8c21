"""RISC-V machine code for an McInst, the bytes LLVM's RISCVMCCodeEmitter writes (-show-encoding).

Every fact comes from the release's `isa_encoding.json.gz` (models/riscv/ and models/riscv/llvm22/),
which tools/llvm_export/export_encoding_riscv.cpp measures on LLVM's own emitter. Per opcode it holds
the length (2 bytes for the compressed forms, 4, 6 for LLVM 22's 48-bit vendor forms, 8 for the
pseudo-instructions the emitter expands: `call`, `tail`, the long branches), the fixed bits of the
little-endian word and, per MC operand, how its value lands in it:

* `["r", table, mask]`: a register; `register_tables[table]` gives its field value, whose bits are
  deposited into `mask`'s bits from the lowest up (the compressed forms' 3-bit registers, vector
  groups, the `v0.t` mask bit: NoRegister is 1);
* `["i", a, b, runs]`: an immediate v; the field value is a*v + b, and each run
  `[source bit, word bit, width]` copies bits of it into the word (the scattered branch and store
  offsets; two's complement, so negative offsets wrap as in LLVM);
* `["t", {value: field}, mask]`: an immediate only the listed values of which are known;
* `"e"`: an operand the emitter only takes as an expression (`call`'s target);
* `0`: an operand the emitter does not encode (a fixed register, a tied copy).

A symbolic operand is a fixup: its field is zero, as llvm-mca's `-show-encoding` prints it, and
the opcode lists the fixup per (operand, relocation specifier): `%lo`, `%pcrel_hi`, ... or "" for
a bare label, with the kind text llvm-mc prints and the bits it patches (`mc_encoding_text`). An
expression whose specifier the opcode does not list has no encoding here (llvm-mc refuses it).

llvm-mca 19 relaxes an instruction before encoding it (its CodeEmitter: MCAsmBackend's
relaxInstruction): the opcode's `relaxed` entry names the opcode it becomes and where its operands
come from (`c.beqz` -> `beq`, `beq` -> the 8-byte long branch). LLVM 22's llvm-mca encodes the
instruction as parsed (`relax=False`).

`encode` never raises: an unknown opcode, an operand of the wrong kind, a register the operand's
field lacks or an immediate outside a table give None.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mcalens.analysis.mcinst import Expr, McInst, Reg
from mcalens.analysis.targets.encoding_table import (
    OperandField,
    field_bits,
    load_table,
    mc_encoding_comment,
    operand_field,
    relaxed_instruction,
)


@dataclass(frozen=True, slots=True)
class Fixup:
    """A fixup LLVM's emitter records for a symbolic operand."""

    operand: int
    specifier: str  # "%lo", "%pcrel_hi", ... or "" (a bare symbol or label)
    kind: str  # as llvm-mc prints it: "kind: fixup_riscv_branch" or (LLVM 22) "relocation type: 30"
    offset: int  # byte offset in the instruction
    bit_offset: int  # first bit it patches (MCFixupKindInfo::TargetOffset)
    bits: int  # how many bits (TargetSize)


@dataclass(frozen=True, slots=True)
class OpcodeEncoding:
    size: int
    fixed: int
    operands: tuple[OperandField | None, ...]
    fixups: tuple[Fixup, ...] = ()
    relaxed: tuple[str, tuple[tuple[str, Any], ...]] | None = None  # (opcode, operand sources)


@dataclass(frozen=True, slots=True)
class EncodingTable:
    rows: dict[str, list[Any]]
    register_tables: tuple[dict[str, int], ...]
    source: dict[str, str]
    # opcode -> llvm-mc's refusal on the other base width (`addw` on RV32: "instruction requires
    # the following: RV64I Base Instruction Set"), measured by the same exporter
    width_errors: dict[str, str]


def _opcode(row: list[Any], tables: tuple[dict[str, int], ...]) -> OpcodeEncoding:
    size, fixed = int(row[1]), int(row[2])
    if size not in (2, 4, 6, 8):
        raise ValueError(f"{row[0]}: length {size}")
    fields = tuple(operand_field(spec, tables) for spec in row[3])
    fixups = tuple(Fixup(int(f[0]), str(f[1]), str(f[2]), int(f[3]), int(f[4]), int(f[5])) for f in row[4])
    relaxed = None
    if len(row) > 5 and row[5]:
        relaxed = (str(row[5][0]), tuple((str(s[0]), s[1]) for s in row[5][1]))
    return OpcodeEncoding(size, fixed, fields, fixups, relaxed)


def table_from_json(data: dict[str, Any]) -> EncodingTable:
    """The table from the decoded isa_encoding.json (format 1, target riscv); rows are checked when
    first used (a malformed row makes `encode` give None for that opcode)."""
    if data.get("target") != "riscv" or data.get("format") != 1:
        raise ValueError("not a RISC-V encoding table")
    tables = tuple({str(k): int(v) for k, v in t.items()} for t in data["register_tables"])
    rows = {str(row[0]): row for row in data["opcodes"]}
    return EncodingTable(rows, tables, {str(k): str(v) for k, v in data.get("source", {}).items()},
                         {str(k): str(v) for k, v in data.get("width_errors", {}).items()})


# Bump when the dataclasses above or table_from_json's reading change.
TABLE_CACHE_FORMAT = 1
_LOADED: dict[str, EncodingTable | None] = {}
_DECODED: dict[tuple[int, str], OpcodeEncoding | None] = {}


def load_encoding_table(directory: str | os.PathLike[str]) -> EncodingTable | None:
    """The table of the model set at `directory` (an Isa's `directory`), loaded once per process
    through the compiled cache; None when missing or unreadable."""
    return load_table(directory, f"rv-encoding-v{TABLE_CACHE_FORMAT}", table_from_json, EncodingTable, _LOADED)


def opcode_encoding(table: EncodingTable, opcode: str) -> OpcodeEncoding | None:
    key = (id(table), opcode)
    if key not in _DECODED:
        row = table.rows.get(opcode)
        try:
            _DECODED[key] = _opcode(row, table.register_tables) if row is not None else None
        except (ValueError, KeyError, TypeError, IndexError):
            _DECODED[key] = None  # a malformed row
    return _DECODED[key]


def specifier(text: str) -> str:
    """The relocation specifier an expression is written with (`%lo` of `%lo(sym)`), or ""."""
    if text.startswith("%"):
        end = text.find("(")
        if end > 1:
            return text[:end].lower()
    return ""


def _fixup(info: OpcodeEncoding, index: int, operand: Expr) -> Fixup | None:
    wanted = specifier(operand.text)
    for fixup in info.fixups:
        if fixup.operand == index and fixup.specifier == wanted:
            return fixup
    return None


def _pair_of_plain(operand: Reg) -> Reg:
    """LLVM 19 puts the even x register itself in a GPR pair operand (Zdinx on RV32: FADD_D_IN32X
    X10, X12, X14); its emitter writes the register's hardware encoding, the same number as the
    pair's (X12 and X12_X13 are both 12 in the ISA), where the table knows the pair only."""
    name = operand.name or ""
    if name[:1] == "X" and name[1:].isdigit() and int(name[1:]) % 2 == 0:
        number = int(name[1:])
        return Reg("X0_Pair" if number == 0 else f"X{number}_X{number + 1}")
    return operand


def encode_word(inst: McInst, table: EncodingTable) -> tuple[int, int] | None:
    """(the instruction's little-endian word with fixup fields zero, its length), or None."""
    info = opcode_encoding(table, inst.opcode)
    if info is None or len(inst.operands) != len(info.operands):
        return None
    word = info.fixed
    for index, (operand, field) in enumerate(zip(inst.operands, info.operands, strict=True)):
        if isinstance(operand, Expr):
            if _fixup(info, index, operand) is None:
                return None
            continue
        if field is None:
            continue
        if isinstance(operand, Reg) and field.values is not None and operand.name not in field.values:
            operand = _pair_of_plain(operand)
        bits = field_bits(field, operand)
        if bits is None:
            return None
        word |= bits
    return word & ((1 << (8 * info.size)) - 1), info.size


# LLVM 19's long branches: with C on, the emitter writes the inverted BEQ/BNE of x0 and x8-x15 as a
# compressed branch (6 bytes in all): the encoder is not told whether C is on, so those have no
# encoding here rather than a guessed one.
_LONG_EQ = frozenset({"PseudoLongBEQ", "PseudoLongBNE"})


def _compressible_pair(inst: McInst) -> bool:
    names = [op.name for op in inst.operands[:2] if isinstance(op, Reg)]
    if len(names) != 2:
        return False
    small = {f"X{n}" for n in range(8, 16)}
    return (names[0] == "X0" and names[1] in small) or (names[1] == "X0" and names[0] in small)


def relax(inst: McInst, table: EncodingTable) -> McInst | None:
    """The instruction llvm-mca 19's CodeEmitter encodes for `inst` (itself when the opcode does not
    relax), or None when the relaxed form's operands cannot be made."""
    info = opcode_encoding(table, inst.opcode)
    if info is None or info.relaxed is None:
        return inst
    return relaxed_instruction(inst, info.relaxed)


def encode(inst: McInst, table: EncodingTable, relaxing: bool = False) -> bytes | None:
    """The bytes LLVM's emitter writes for `inst` (fixup fields zero), relaxed first as llvm-mca 19
    does when `relaxing`; None if it cannot be encoded."""
    if relaxing:
        relaxed = relax(inst, table)
        if relaxed is None:
            return None
        if relaxed.opcode in _LONG_EQ and _compressible_pair(relaxed):
            return None
        inst = relaxed
    found = encode_word(inst, table)
    if found is None:
        return None
    word, size = found
    return word.to_bytes(size, "little")


def mc_encoding_text(inst: McInst, table: EncodingTable) -> str | None:
    """llvm-mc's `-show-encoding` comment for `inst` (unrelaxed, as llvm-mc prints it):
    `encoding: [0x13,0x05,0x15,0x00]`, fixup bits as letters (`[0x63'A',A,0xb5'A',A]`), then one
    `  fixup A - offset: 0, value: ..., kind: ...` line per fixup (`\\n`-separated, without
    llvm-mc's column padding)."""
    code = encode(inst, table)
    info = opcode_encoding(table, inst.opcode)
    if code is None or info is None:
        return None
    found = [(f, op) for i, op in enumerate(inst.operands) if isinstance(op, Expr)
             for f in [_fixup(info, i, op)] if f is not None]
    return mc_encoding_comment(code, [(f.offset, f.bit_offset, f.bits) for f, _ in found],
                               [op.text for _, op in found], [f.kind for f, _ in found])


def encoder(directory: str, relaxing: bool) -> Callable[[McInst], bytes | None] | None:
    """What the target's `Encoder.emitter` hands out: None when the release has no table."""
    table = load_encoding_table(directory)
    if table is None:
        return None
    return lambda inst: encode(inst, table, relaxing)
