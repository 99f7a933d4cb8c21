"""What the measured encoders (aarch64/, riscv/ and arm/ `encode.py`) share: their tables are read
the same way (a release's `isa_encoding.json.gz` through the compiled cache, once per process and
directory), an operand's field is read and filled the same way (the rules probe_common.h's Learner
writes for every target: `["r", table, mask]`, `["i", a, b, runs(, invert, negative(, minimum(,
bound)))]`, `["t", {value: field}, mask]`, `"e"`, `0`), a relaxation's operands are made the same
way, and llvm-mc's `-show-encoding` comment is written the same way (fixup bits as letters). The
ARM encoder reads its own kinds (register lists, IT's joint operands, shared value tables) first
and hands every other rule to these.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from mcalens.analysis.cache import store
from mcalens.analysis.isa import data_file
from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg

_T = TypeVar("_T")


def load_table(directory: str | os.PathLike[str], cache_prefix: str, build: Callable[[Any], _T], kind: type[_T],
               memo: dict[str, _T | None]) -> _T | None:
    """`build(the decoded isa_encoding.json of directory)`, compiled once and read from the cache
    under `cache_prefix` (the target's name and table format) after that; kept in `memo` per
    directory. None when the file is missing or unreadable, or `build` rejects it."""
    key = str(directory)
    if key not in memo:
        memo[key] = store.cached_json_file(data_file(Path(key) / "isa_encoding.json"), cache_prefix, build, kind)
    return memo[key]


def positions(mask: int, width: int = 64) -> tuple[int, ...]:
    """The set bits of `mask`, lowest first (a field's word bits)."""
    return tuple(bit for bit in range(width) if mask >> bit & 1)


def deposit(value: int, bits: tuple[int, ...]) -> int:
    """`value`'s bits, lowest first, put at the word bits `bits`."""
    word = 0
    for index, bit in enumerate(bits):
        if value >> index & 1:
            word |= 1 << bit
    return word


REGISTER, IMMEDIATE, TABLE, EXPRESSION = "r", "i", "t", "e"


@dataclass(frozen=True, slots=True)
class OperandField:
    """How one MC operand's value lands in the word (a Learner rule)."""

    kind: str  # REGISTER, IMMEDIATE, TABLE or EXPRESSION
    positions: tuple[int, ...] = ()  # word bits of the field, lowest first (REGISTER, TABLE)
    values: dict[Any, int] | None = None  # register name / immediate -> field value
    scale: int = 1  # IMMEDIATE: T = scale * value + offset
    offset: int = 0
    runs: tuple[tuple[int, int, int], ...] = ()  # IMMEDIATE: (source bit, word bit, width)
    invert: int = 0  # IMMEDIATE: word bits flipped
    negative: int = 0  # IMMEDIATE: sign and magnitude, the bits flipped for a negative value
    nonnegative: bool = False  # IMMEDIATE: the rule holds from 0 on only (a negative value has no encoding)
    # IMMEDIATE: the rule holds for magnitudes below this only, and INT32_MIN (ARM's `#-0`); 0: no
    # bound (t2ADR's: the emitter's subtract bits are also the magnitude's bit 12)
    below: int = 0


def operand_field(spec: Any, register_tables: Sequence[dict[str, int]], width: int = 64) -> OperandField | None:
    """A table's operand rule (`0`: not encoded, None); ValueError for a kind the Learner does not
    write (a target's own kinds are read by the target first)."""
    if not spec:
        return None
    if spec == EXPRESSION:
        return OperandField(EXPRESSION)
    kind = spec[0]
    if kind == REGISTER:
        return OperandField(REGISTER, positions(int(spec[2]), width), register_tables[int(spec[1])])
    if kind == IMMEDIATE:
        # the seventh item is the minimum (0, or null: none, written when an eighth, the bound, follows)
        runs = tuple((int(s), int(d), int(w)) for s, d, w in spec[3])
        return OperandField(IMMEDIATE, scale=int(spec[1]), offset=int(spec[2]), runs=runs,
                            invert=int(spec[4]) if len(spec) > 4 else 0,
                            negative=int(spec[5]) if len(spec) > 5 else 0,
                            nonnegative=len(spec) > 6 and spec[6] == 0,
                            below=int(spec[7]) if len(spec) > 7 else 0)
    if kind == TABLE:
        values = {int(value): int(field) for value, field in spec[1].items()}
        return OperandField(TABLE, positions(int(spec[2]), width), values)
    raise ValueError(f"unknown operand kind {kind!r}")


_INT64 = 1 << 64
_INT32_MIN = -(1 << 31)  # exempt from a bound, as the Learner's beyond() (ARM's `#-0` is held as it)


def immediate_bits(field: OperandField, value: int) -> int:
    """The word bits of an IMMEDIATE rule for `value`: T = scale*v + offset in two's complement (as
    the exporter's int64 placement), each run copied into the word; sign and magnitude where the
    rule says so (a negative v placed as -v with `negative`'s bits flipped), `invert`'s bits flipped."""
    negative = field.negative != 0 and value < 0
    t = (field.scale * (-value if negative else value) + field.offset) % _INT64
    word = 0
    for source, target, width in field.runs:
        # a word bit two runs reach is their sum mod 2 (Thumb-2 branches' J1 = NOT(I1 XOR S));
        # where runs do not overlap (every RISC-V and AArch64 rule) this is the plain copy
        word ^= ((t >> source) & ((1 << width) - 1)) << target
    return word ^ field.invert ^ (field.negative if negative else 0)


def field_bits(field: OperandField, operand: Reg | Imm | Expr) -> int | None:
    """The word bits a register or immediate `operand` puts in `field`, or None when it has none
    here (the wrong kind of operand, a register the field lacks, a value outside a table, below a
    from-zero rule's 0 or beyond a rule's bound, an expression-only operand given a value).
    Expressions are the caller's: they are fixups."""
    if field.kind == REGISTER:
        if not isinstance(operand, Reg) or field.values is None:
            return None
        value = field.values.get(operand.name or "NoRegister")
        return None if value is None else deposit(value, field.positions)
    if not isinstance(operand, Imm):
        return None
    if field.kind == IMMEDIATE:
        if field.nonnegative and operand.value < 0:
            return None
        if field.below and operand.value != _INT32_MIN and abs(operand.value) >= field.below:
            return None
        return immediate_bits(field, operand.value)
    if field.kind == TABLE and field.values is not None:
        mapped = field.values.get(operand.value)
        return None if mapped is None else deposit(mapped, field.positions)
    return None


def relaxed_instruction(inst: McInst, relaxed: tuple[str, Sequence[tuple[str, Any]]]) -> McInst | None:
    """The instruction a table's relaxation makes of `inst`: (opcode, operand sources), each source
    ("op", the index of `inst`'s operand it is), ("reg", a name or "NoRegister") or ("imm", a value);
    None when a source cannot be made (an operand `inst` lacks, a source the exporter could not name)."""
    opcode, sources = relaxed
    operands: list[Reg | Imm | Expr] = []
    for how, value in sources:
        if how == "op" and isinstance(value, int) and 0 <= value < len(inst.operands):
            operands.append(inst.operands[value])
        elif how == "reg":
            operands.append(Reg(None if value == "NoRegister" else str(value)))
        elif how == "imm":
            operands.append(Imm(int(value)))
        else:
            return None
    return McInst(opcode, tuple(operands))


def mc_encoding_comment(code: bytes, fixups: Sequence[tuple[int, int, int]], values: Sequence[str],
                        kinds: Sequence[str]) -> str:
    """llvm-mc's `-show-encoding` comment: `encoding: [0x13,0x05,0x15,0x00]`, a fixup's bits as
    its letter (`[0x63'A',A,0xb5'A',A]`, `0bAAA00001`), then one `  fixup A - offset: ..., value:
    ..., <kind>` line per fixup (`\\n`-separated, without llvm-mc's column padding). `fixups` are
    (byte offset, first bit, bits); `kinds` the text after the value (`kind: fixup_arm_condbranch`)."""
    owner = [0] * (len(code) * 8)
    for number, (offset, bit_offset, bits) in enumerate(fixups, 1):
        for bit in range(bits):
            index = offset * 8 + bit_offset + bit
            if index < len(owner):
                owner[index] = number
    items: list[str] = []
    for i, byte in enumerate(code):
        bits_of = owner[i * 8 : i * 8 + 8]
        if all(b == bits_of[0] for b in bits_of):
            if not bits_of[0]:
                items.append(f"0x{byte:02x}")
            elif byte:
                items.append(f"0x{byte:02x}'{chr(64 + bits_of[0])}'")
            else:
                items.append(chr(64 + bits_of[0]))
        else:
            items.append("0b" + "".join(chr(64 + bits_of[j]) if bits_of[j] else str(byte >> j & 1)
                                        for j in range(7, -1, -1)))
    lines = ["encoding: [" + ",".join(items) + "]"]
    for number, ((offset, _bit, _bits), value, kind) in enumerate(zip(fixups, values, kinds, strict=True), 1):
        lines.append(f"  fixup {chr(64 + number)} - offset: {offset}, value: {value}, {kind}")
    return "\n".join(lines)
