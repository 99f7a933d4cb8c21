"""AArch64 machine code for an McInst, the 4 bytes LLVM 19's AArch64 MCCodeEmitter writes.

Every fact comes from `models/aarch64/isa_encoding.json.gz`, which
tools/llvm_export/export_encoding_aarch64.cpp measures on LLVM's own emitter. Per opcode it holds
the fixed bits and, per MC operand, how the operand's value lands in the word:

* `["r", table, mask]`: a register; `register_tables[table]` gives its field value (the encoding
  value, or what a special encoder makes of it: register pairs, p8-p15, z20-z23/z28-z31, strided
  tuples), whose bits are deposited into `mask`'s bits from the lowest up;
* `["i", a, b, runs]`: an immediate v; the field value is a*v + b (LLVM's operand encoders:
  v, 64 - v, v - 32, -v, v - 1, ...), and each run `[source bit, word bit, width]` copies bits of
  it into the word (two's complement, so negative offsets wrap as in LLVM);
* `["t", {value: field}, mask]`: an immediate only the listed values of which the assembler makes
  (shift selectors: `lsl #12`, `msl #16`, `lsl #8`), with its field value;
* `0`: an operand the emitter does not encode (a tied copy).

A symbolic operand (label, `:lo12:sym`) is a fixup: its field is zero, as in llvm-mca's
`-show-encoding`, and the opcode lists the fixup (kind, byte offset, bit offset and width) for
llvm-mc's text (`mc_encoding_text`). Relocation specifiers that change other bits (`:tprel_hi12:`
sets the add's shift bit; signed `:tprel_g1:` and friends turn a movz into a movn) are listed per
opcode as (bits set, bits cleared).

`encode` never raises: an unknown opcode, an operand of the wrong kind, a register the operand's
class lacks or an immediate outside a table give None.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mcalens.analysis.isa import model_directory
from mcalens.analysis.mcinst import Expr, McInst
from mcalens.analysis.targets.encoding_table import (
    IMMEDIATE,
    OperandField,
    field_bits,
    load_table,
    mc_encoding_comment,
    operand_field,
)


@dataclass(frozen=True, slots=True)
class Fixup:
    """A fixup LLVM's emitter records for a symbolic operand."""

    operand: int
    kind: str  # e.g. "fixup_aarch64_pcrel_branch19"
    offset: int  # byte offset in the instruction
    bit_offset: int  # first bit it patches (MCFixupKindInfo::TargetOffset)
    bits: int  # how many bits (TargetSize)


@dataclass(frozen=True, slots=True)
class OpcodeEncoding:
    fixed: int
    operands: tuple[OperandField | None, ...]
    fixups: tuple[Fixup, ...] = ()
    specifiers: dict[tuple[int, str], tuple[int, int]] | None = None  # (operand, `:name:`) -> (set, clear)


class OpcodeTable(Mapping[str, OpcodeEncoding]):
    """Opcode name -> OpcodeEncoding, decoded from the file's rows on first use (start-up: a
    -show-encoding run touches a handful of the 6,782 opcodes)."""

    def __init__(self, rows: dict[str, list[Any]], register_tables: list[dict[str, int]]) -> None:
        self._rows = rows
        self._register_tables = register_tables
        self._decoded: dict[str, OpcodeEncoding] = {}

    def __getitem__(self, name: str) -> OpcodeEncoding:
        found = self._decoded.get(name)
        if found is None:
            found = self._decoded[name] = _opcode(self._rows[name], self._register_tables)
        return found

    def __len__(self) -> int:
        return len(self._rows)

    def field_bits(self, name: str) -> tuple[int, int] | None:
        """(fixed bits, the word bits some operand field fills) of `name`, read off its row without
        decoding it (the decoder's index covers every opcode); None for a malformed row."""
        try:
            row = self._rows[name]
            used = 0
            for spec in row[2]:
                if not spec:
                    continue
                if spec[0] == IMMEDIATE:
                    for _source, bit, width in spec[3]:
                        used |= ((1 << int(width)) - 1) << int(bit)
                else:
                    used |= int(spec[2])
            return int(row[1]), used & 0xFFFFFFFF
        except (KeyError, ValueError, TypeError, IndexError):
            return None

    def __iter__(self) -> Iterator[str]:
        return iter(self._rows)

    def __getstate__(self) -> tuple[dict[str, list[Any]], list[dict[str, int]]]:
        return self._rows, self._register_tables

    def __setstate__(self, state: tuple[dict[str, list[Any]], list[dict[str, int]]]) -> None:
        self._rows, self._register_tables = state
        self._decoded = {}


@dataclass(frozen=True, slots=True)
class EncodingTable:
    opcodes: OpcodeTable
    source: dict[str, str]


def _opcode(entry: list[Any], tables: list[dict[str, int]]) -> OpcodeEncoding:
    fixed, specs = int(entry[1]), entry[2]
    fixups = tuple(Fixup(int(f[0]), str(f[1]), int(f[2]), int(f[3]), int(f[4])) for f in entry[3]) \
        if len(entry) > 3 else ()
    specifiers = {(int(op), str(mod)): (int(s), int(c)) for op, mod, s, c in entry[4]} \
        if len(entry) > 4 and entry[4] else None
    return OpcodeEncoding(fixed, tuple(operand_field(s, tables, 32) for s in specs), fixups, specifiers)


def table_from_json(data: dict[str, Any]) -> EncodingTable:
    """Builds the table from the decoded isa_encoding.json (format 1, target aarch64); opcode rows
    are checked when first used (a malformed row makes `encode` give None for that opcode)."""
    if data.get("target") != "aarch64":
        raise ValueError("not an AArch64 encoding table")
    tables: list[dict[str, int]] = [{str(k): int(v) for k, v in t.items()} for t in data["register_tables"]]
    rows = {str(entry[0]): entry for entry in data["opcodes"]}
    return EncodingTable(OpcodeTable(rows, tables), {str(k): str(v) for k, v in data.get("source", {}).items()})


# Bump when the dataclasses above or table_from_json's reading change.
TABLE_CACHE_FORMAT = 2
_LOADED: dict[str, EncodingTable | None] = {}


def load_encoding_table(directory: str | os.PathLike[str] | None = None) -> EncodingTable | None:
    """The shipped table (or the one in `directory`), loaded once per process through the compiled
    cache (model_cache, keyed by the file's content hash); None when missing or unreadable."""
    base = Path(directory) if directory is not None else model_directory("aarch64")
    return load_table(base, f"a64-encoding-v{TABLE_CACHE_FORMAT}", table_from_json, EncodingTable, _LOADED)


def specifier(text: str) -> str:
    """The relocation specifier an expression starts with (`:lo12:` of `:lo12:sym`), or ""."""
    if text.startswith(":"):
        end = text.find(":", 1)
        if end > 1:
            return text[: end + 1].lower()
    return ""


def _info(table: EncodingTable, opcode: str) -> OpcodeEncoding | None:
    try:
        return table.opcodes.get(opcode)
    except (ValueError, KeyError, TypeError, IndexError):
        return None  # a malformed row


def encode_word(inst: McInst, table: EncodingTable | None = None) -> int | None:
    """The instruction word (fixup fields zero), or None if `inst` cannot be encoded."""
    if table is None:
        table = load_encoding_table()
        if table is None:
            return None
    info = _info(table, inst.opcode)
    if info is None or len(inst.operands) != len(info.operands):
        return None
    word = info.fixed
    fixup_operands = {f.operand for f in info.fixups}
    for index, (operand, field) in enumerate(zip(inst.operands, info.operands, strict=True)):
        if isinstance(operand, Expr):
            if field is None:
                continue
            if index not in fixup_operands:
                return None
            change = info.specifiers.get((index, specifier(operand.text))) if info.specifiers else None
            if change is not None:
                word = (word | change[0]) & ~change[1]
            continue
        if field is None:
            continue
        bits = field_bits(field, operand)
        if bits is None:
            return None
        word |= bits
    return word & 0xFFFFFFFF


def encode(inst: McInst, table: EncodingTable | None = None) -> bytes | None:
    """The 4 bytes LLVM 19 emits for `inst` (little-endian; fixup fields zero, as llvm-mca's
    `-show-encoding` prints them), or None if it cannot be encoded."""
    word = encode_word(inst, table)
    return None if word is None else word.to_bytes(4, "little")


def encoding_text(code: bytes) -> str:
    """Bytes as llvm-mca lists them: two hex digits and a space each (`6d b9 7f 69 `)."""
    return "".join(f"{byte:02x} " for byte in code)


def fixups(inst: McInst, table: EncodingTable | None = None) -> list[Fixup]:
    """The fixups LLVM's emitter records for `inst`'s symbolic operands."""
    if table is None:
        table = load_encoding_table()
    info = _info(table, inst.opcode) if table is not None else None
    if info is None:
        return []
    return [f for f in info.fixups if f.operand < len(inst.operands) and isinstance(inst.operands[f.operand], Expr)]


def mc_encoding_text(inst: McInst, table: EncodingTable | None = None) -> str | None:
    """llvm-mc's `-show-encoding` comment for `inst`: `encoding: [0x6d,0xb9,0x7f,0x69]`, fixup
    bits as letters (`[0bAAA00001,A,A,0x54]`), followed by one `fixup A - ...` line per fixup
    (`\\n`-separated, without llvm-mc's column padding)."""
    if table is None:
        table = load_encoding_table()
    code = encode(inst, table)
    if code is None or table is None:
        return None
    found = fixups(inst, table)
    values = [op.text if isinstance(op, Expr) else "" for op in (inst.operands[f.operand] for f in found)]
    return mc_encoding_comment(code, [(f.offset, f.bit_offset, f.bits) for f in found], values,
                               [f"kind: {f.kind}" for f in found])


def encoder() -> Callable[[McInst], bytes | None] | None:
    """What the Target interface's `encoder(isa, triple, relax=...)` hands out for AArch64: LLVM 19's
    AArch64 backend relaxes nothing, so `relax` changes no byte (llvm-mca's `-show-encoding` prints
    `b.ne .L` as `01 00 00 54`, the label's field zero). None when the table is missing."""
    table = load_encoding_table()
    if table is None:
        return None
    return lambda inst: encode(inst, table)


def encodings_available(table: EncodingTable | None = None) -> bool:
    """True when the AArch64 encoding table is shipped and readable."""
    return (table or load_encoding_table()) is not None
