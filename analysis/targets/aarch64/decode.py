"""AArch64 machine code -> McInsts, as LLVM's AArch64 disassembler decodes it (docs/decode.md), from
the tables of the release's model set (19 or 22).

The inverse of encode.py over the same exported table (`isa_encoding.json.gz`): every opcode's
fixed bits and, per MC operand, the word bits its value lands in. An opcode is a candidate for a
32-bit word when the word's bits outside all of its operand fields equal its fixed bits; its
operands are read back from the fields (registers by their field value within the operand's
register class, immediates through the inverse of the field's a*v+b, table operands by their
listed field values, tied operands copied). A candidate is accepted only when the encoder,
given the decoded McInst, writes the same word back.

Where the export and the encoder cannot tell, LLVM was asked at export time
(`tools/export_aarch64_decode.py` -> `isa_decode.json.gz`, from `llvm-mc --disassemble
-show-inst` on encodings of the probe instructions):

* which of several candidates for one word LLVM's decoder tables pick (an ordered preference per
  group of opcodes that share a word), and which opcodes it never produces at all (codegen-only
  duplicates, assembler-only forms);
* which immediate fields LLVM sign-extends (`ldur x0, [x1, #-8]`, branch offsets);
* the value llvm-mc's assembler gives an operand that no field encodes (an implicit ZA tile, a
  fixed #0).

Words without an accepted candidate are refused; nothing is guessed.
"""

from __future__ import annotations

import gzip
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...isa import Isa
from ...mcinst import Imm, McInst, McOperand, Reg
from ..encoding_table import IMMEDIATE, REGISTER
from . import encode as enc
from . import encodings

# Bitmask immediates (opcode, operand) -> operation width: the field holds N:immr:imms, which LLVM's
# decoder checks (a reserved pattern is not an instruction) and mcalens' parser writes canonically.
_LOGICAL = {**{(f"{op}{reg}ri", 2): width for op in ("AND", "ORR", "EOR", "ANDS") for reg, width in (("W", 32), ("X", 64))},
            ("AND_ZI", 2): 64, ("ORR_ZI", 2): 64, ("EOR_ZI", 2): 64, ("DUPM_ZI", 1): 64}
_TOP_BITS = 7
_TOP_SHIFT = 32 - _TOP_BITS
# Field readers, one per MC operand: how its value comes back out of the word.
_REG, _IMM, _TABLE, _TIED, _FIXED = 0, 1, 2, 3, 4


@dataclass(frozen=True, slots=True)
class _Reader:
    kind: int
    positions: tuple[int, ...] = ()  # _REG/_TABLE: word bits, lowest first
    runs: tuple[tuple[int, int, int], ...] = ()  # _IMM: (source bit, word bit, width)
    width: int = 0  # _IMM: the field's width in bits (highest source bit + 1)
    scale: int = 1
    offset: int = 0
    low: int = 0  # _IMM, wide fields: LLVM decodes to the 2**width values from `low` up
    logical: int = 0  # _IMM: a bitmask immediate of this operation width (checked as LLVM does)
    inverse: dict[int, Any] | None = None  # _REG: field value -> register; _TABLE: field -> value
    operand: McOperand | int | None = None  # _TIED: source operand index; _FIXED: the operand


@dataclass(frozen=True, slots=True)
class _Form:
    opcode: str
    readers: tuple[_Reader, ...]


@dataclass(slots=True)
class Decoder:
    """The index (per top 7 bits of a word: decode mask -> fixed bits -> opcodes, masks with more
    fixed bits first), each opcode's field readers (built on first use) and LLVM's preferences."""

    groups: list[list[tuple[int, dict[int, list[str]]]]]  # per top 7 bits of the word
    forms: dict[str, _Form | None]
    prefer: dict[str, frozenset[str]]  # opcode -> the opcodes LLVM's decoder picks it over
    table: enc.EncodingTable
    isa: Isa
    decode_data: dict[str, Any]

    def candidates(self, word: int) -> list[str]:
        """The opcodes whose fixed bits match `word`, those with more fixed bits first."""
        found: list[str] = []
        for mask, by_fixed in self.groups[word >> _TOP_SHIFT]:
            names = by_fixed.get(word & mask)
            if names:
                found.extend(names)
        return found


def _gather(word: int, positions: tuple[int, ...]) -> int:
    value = 0
    for index, bit in enumerate(positions):
        value |= (word >> bit & 1) << index
    return value


def _load_decode_data(isa: Isa) -> dict[str, Any]:
    """The release's isa_decode.json (beside its isa.json), or {} when missing: then every
    immediate field is unreadable and words with one are refused, never read with another
    release's facts."""
    base = Path(isa.directory) if isa.directory else enc.model_directory("aarch64")
    path = base / "isa_decode.json.gz"
    try:
        with gzip.open(path, "rt", encoding="utf-8") as handle:
            data = json.load(handle)
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _form(name: str, table: enc.EncodingTable, isa: Isa, data: dict[str, Any]) -> _Form | None:
    info = isa.opcodes.get(name)
    try:
        encoding = table.opcodes[name]
    except (KeyError, ValueError, TypeError, IndexError):
        return None
    if info is None or len(info.operands) != len(encoding.operands):
        return None
    sample = isa.print_data.get(name)
    sample_ops: list[str] = list(sample[1]) if sample is not None and len(sample) > 1 else []
    narrow = data.get("narrow", {})
    wide = data.get("wide", {})
    fixed = data.get("fixed", {}).get(name, {})
    readers: list[_Reader] = []
    for index, (operand, field) in enumerate(zip(info.operands, encoding.operands, strict=True)):
        if field is None:
            # A tied copy: of the earlier operand, or (`cas`'s Rs def) of a later use with a field.
            source = operand.tied_to
            if source < 0 or encoding.operands[source] is None:
                source = next((j for j, other in enumerate(info.operands)
                               if other.tied_to == index and encoding.operands[j] is not None), -1)
            if source >= 0:
                readers.append(_Reader(_TIED, operand=source))
                continue
            # No field: a fixed operand (ZA, an implicit #0), with the value llvm-mc's assembler
            # gives it (exported), else the printer's sample (an MCInst LLVM built for this opcode).
            given = fixed.get(str(index)) or (sample_ops[index] if index < len(sample_ops) else "")
            if given[:2] not in ("R:", "I:"):
                return None
            readers.append(_Reader(_FIXED, operand=_operand(given)))
        elif field.kind == REGISTER:
            members = isa.register_classes.get(operand.reg_class or "")
            if members is None or field.values is None:
                return None
            # A class can hold two registers with one field value (PPRorPNR: p3 and pn3);
            # LLVM's decoder gives the kind the sample has (its register name without digits).
            family = _family(sample_ops[index][2:]) if index < len(sample_ops) else ""
            # (LLVM 22's classes can hold three: the first of the sample's kind is taken, else none.)
            by_value: dict[int, list[str]] = {}
            for register, value in field.values.items():
                if register in members:
                    by_value.setdefault(value, []).append(register)
            inverse: dict[int, Any] = {}
            for value, registers in by_value.items():
                if len(registers) > 1:
                    registers = [r for r in registers if _family(r) == family]
                inverse[value] = registers[0] if registers else _AMBIGUOUS
            readers.append(_Reader(_REG, positions=field.positions, inverse=inverse))
        elif field.kind == IMMEDIATE:
            width = max((source + size for source, _, size in field.runs), default=0)
            key = f"{name}:{index}"
            if key in narrow:
                readers.append(_Reader(_IMM, runs=field.runs, width=width,
                                       inverse={int(code): int(value) for code, value in narrow[key].items()}))
            elif key in wide and field.scale in (1, -1):
                # Only the value bits LLVM reads: another bit of the runs is a neighbour's (ignored
                # here) or must be zero (the re-encoding check refuses the word otherwise).
                reads = {int(bit) for bit in wide[key][1]}
                runs = tuple((first + step, bit + step, 1) for first, bit, size in field.runs
                             for step in range(size) if first + step in reads)
                readers.append(_Reader(_IMM, runs=runs, width=max(reads) + 1, scale=field.scale,
                                       offset=field.offset, low=int(wide[key][0]),
                                       logical=_LOGICAL.get((name, index), 0)))
            else:
                return None  # LLVM's reading of this field was not recorded
        else:
            values = field.values or {}
            readers.append(_Reader(_TABLE, positions=field.positions,
                                   inverse={code: value for value, code in values.items()}))
    return _Form(name, tuple(readers))


_AMBIGUOUS = object()


def _family(register: str) -> str:
    return register.rstrip("0123456789")


def _operand(text: str) -> McOperand:
    kind, _, value = text.partition(":")
    return Reg(value or None) if kind == "R" else Imm(int(value))


def build(isa: Isa, data: dict[str, Any] | None = None) -> Decoder | None:
    """The decoder's index for `isa` (None without an encoding table); `data` replaces the exported
    isa_decode.json (the export tool builds an index without it)."""
    table = enc.load_encoding_table(isa.directory) if isa.directory else enc.load_encoding_table()
    if table is None:
        return None
    if data is None:
        data = _load_decode_data(isa)
    produced = set(data.get("produced", ()))
    # PERF: the opcodes are split by the word's top 7 bits (an opcode goes under every value its
    # fixed bits there allow), so a word is matched against 7 masks on average (the golden words) instead of 205.
    buckets: list[dict[int, dict[int, list[str]]]] = [{} for _ in range(1 << _TOP_BITS)]
    for name in table.opcodes:
        if produced and name not in produced:
            continue  # LLVM's decoder never gave this opcode (codegen-only or assembler-only forms)
        bits = table.opcodes.field_bits(name)
        if bits is None:
            continue
        fixed, used = bits
        mask = ~used & 0xFFFFFFFF
        top_mask, top_fixed = mask >> _TOP_SHIFT, (fixed & mask) >> _TOP_SHIFT
        for top in range(1 << _TOP_BITS):
            if top & top_mask == top_fixed:
                buckets[top].setdefault(mask, {}).setdefault(fixed & mask, []).append(name)
    ordered = [sorted(groups.items(), key=lambda item: -bin(item[0]).count("1")) for groups in buckets]
    prefer = {name: frozenset(losers) for name, losers in data.get("prefer", {}).items()}
    return Decoder(ordered, {}, prefer, table, isa, data)


def _read(form: _Form, word: int) -> McInst | None:
    operands: list[McOperand] = []
    for reader in form.readers:
        kind = reader.kind
        if kind == _REG:
            assert reader.inverse is not None
            register = reader.inverse.get(_gather(word, reader.positions))
            if register is None or register is _AMBIGUOUS:
                return None
            operands.append(Reg(None if register == "NoRegister" else register))
        elif kind == _IMM:
            field = 0
            for source, bit, size in reader.runs:
                field |= (word >> bit & ((1 << size) - 1)) << source
            if reader.logical and not encodings.valid_logical_immediate(field, reader.logical):
                return None  # a reserved bitmask pattern: LLVM refuses the word
            if reader.inverse is not None:
                found = reader.inverse.get(field)
                if found is None:
                    return None  # LLVM did not decode this field value for this opcode
                operands.append(Imm(found))
                continue
            # field = scale*v + offset (mod 2**width), scale = +-1: one v in [low, low + 2**width)
            span = 1 << reader.width
            value = (field - reader.offset) * reader.scale
            operands.append(Imm(reader.low + (value - reader.low) % span))
        elif kind == _TABLE:
            assert reader.inverse is not None
            found = reader.inverse.get(_gather(word, reader.positions))
            if found is None:
                return None
            operands.append(Imm(found))
        elif kind == _TIED:
            operands.append(Reg(None))  # filled below, once the operand it copies is read
        else:
            assert isinstance(reader.operand, (Reg, Imm))
            operands.append(reader.operand)
    for index, reader in enumerate(form.readers):
        if reader.kind == _TIED:
            source = reader.operand
            assert isinstance(source, int)
            if source >= len(operands) or form.readers[source].kind == _TIED:
                return None
            operands[index] = operands[source]
    return McInst(form.opcode, tuple(operands))


def _logical(inst: McInst) -> McInst:
    """`inst` with its bitmask immediate canonical (the McInst the parser makes of llvm-mc's text)."""
    for index, operand in enumerate(inst.operands):
        width = _LOGICAL.get((inst.opcode, index))
        if width is not None and isinstance(operand, Imm):
            value = encodings.canonical_logical_immediate(operand.value, width)
            if value != operand.value:
                operands = list(inst.operands)
                operands[index] = Imm(value)
                return McInst(inst.opcode, tuple(operands))
    return inst


def decode_word(decoder: Decoder, word: int) -> McInst | None:
    """The McInst LLVM's disassembler makes of `word`, or None when it is not one this decoder
    reproduces. Of several opcodes that read the word back exactly, the one LLVM picked over the
    others at export time; without a recorded preference, the one with the most fixed bits."""
    accepted: list[McInst] = []
    for name in decoder.candidates(word):
        if name in decoder.forms:
            form = decoder.forms[name]
        else:
            form = decoder.forms[name] = _form(name, decoder.table, decoder.isa, decoder.decode_data)
        if form is None:
            continue
        inst = _read(form, word)
        if inst is not None and enc.encode_word(inst, decoder.table) == word:
            accepted.append(_logical(inst))
    if len(accepted) <= 1:
        return accepted[0] if accepted else None
    prefer = decoder.prefer
    for inst in accepted:
        beaten = any(inst.opcode in prefer.get(other.opcode, ()) and other.opcode not in prefer.get(inst.opcode, ())
                     for other in accepted if other is not inst)
        if not beaten:
            return inst
    return accepted[0]


_DECODERS: dict[int, tuple[Isa, Decoder | None]] = {}


def decoder_for(isa: Isa) -> Decoder | None:
    """The decoder's index for `isa`, built once per process (None without an encoding table)."""
    found = _DECODERS.get(id(isa))
    if found is None or found[0] is not isa:
        found = _DECODERS[id(isa)] = (isa, build(isa))
    return found[1]


def _release(isa: Isa) -> str:
    """The release whose tables `isa` holds: a model set's folder is `llvm<N>` beside the base set's (19)."""
    folder = os.path.basename(isa.directory or "")
    return folder[4:] if folder.startswith("llvm") and folder[4:].isdigit() else "19"


def decode(code: bytes, isa: Isa) -> list[tuple[int, McInst | None, str]]:
    """(byte offset, McInst or None, why not) per 4-byte little-endian word of `code`; decoding
    stops at the first word that is refused (or at a partial word at the end)."""
    decoder = decoder_for(isa)
    if decoder is None:
        return [(0, None, "the AArch64 encoding table is missing")] if code else []
    out: list[tuple[int, McInst | None, str]] = []
    memo: dict[int, McInst | None] = {}  # compiled code repeats its words
    for offset in range(0, len(code), 4):
        if offset + 4 > len(code):
            out.append((offset, None, f"{len(code) - offset} byte(s) left over: AArch64 instructions are 4 bytes"))
            break
        word = int.from_bytes(code[offset : offset + 4], "little")
        if word in memo:
            inst = memo[word]
        else:
            inst = memo[word] = decode_word(decoder, word)
        if inst is None:
            out.append((offset, None, f"{word:#010x} is not an instruction LLVM {_release(isa)} decodes "
                                      "(or not one mcalens decodes yet)"))
            break
        out.append((offset, inst, ""))
    return out
