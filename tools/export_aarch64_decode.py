#!/usr/bin/env python3
"""Export what the AArch64 decoder cannot read off the encoding table: models/aarch64/isa_decode.json.gz.

The encoding table (isa_encoding.json.gz) says where each operand's bits go; it does not say how
LLVM 19's disassembler reads them back: whether `ldur`'s 9-bit offset is sign-extended, which of
the values a `16 - v` shift field could stand for it gives, or which of several opcodes that match
one word its decoder tables pick. This tool asks LLVM, at export time only (mcalens never runs it):

* **Immediates.** For every opcode with an immediate field, the printer's sample instruction
  (isa.json "print") is encoded with mcalens' exact encoder and that field's bits replaced: all
  values for a field of up to 6 bits, and 0, 1, 2, the values around the top bit, and all ones for
  a wider one. `llvm-mc --disassemble -show-inst` reads the operand back. A narrow field keeps the
  whole map (field bits -> value); a wide one keeps the lowest value LLVM gave (`low`), the start
  of the 2**width values it decodes to.
* **Fixed operands.** An operand no field encodes takes the value llvm-mc's assembler gives it
  on the opcode's first probe (`fixed`).
* **Preference.** The same words and the encodings of every probe instruction
  (isa_probes.json.gz) give, for each word, the opcode LLVM's decoder picked; every other opcode
  whose fixed bits match the word is recorded as losing to it (`prefer`: winner -> losers).

Usage: tools/export_aarch64_decode.py [--llvm-mc llvm-mc-19] [--models models/aarch64]
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

from mcalens.analysis.isa import load_isa
from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg
from mcalens.analysis.targets.aarch64 import decode as dec
from mcalens.analysis.targets.aarch64 import encode as enc

ROOT = Path(__file__).resolve().parents[1]
_INST = re.compile(r"<MCInst #\d+ (\w+)")
_OPERAND = re.compile(r"<MCOperand (\w+):?([-\w.]*)>")  # LLVM 22 names registers (Reg:W0)
_ENCODING = re.compile(r"encoding: \[([^\]]*)\]")
SWEEP = 10  # a wide field LLVM decodes only some values of is tried with every value up to this width
NARROW = 8  # fields up to this width are mapped value by value (add's shift operand: type and amount)


def _operand(text: str) -> Reg | Imm | Expr:
    kind, _, value = text.partition(":")
    if kind == "R":
        return Reg(value or None)
    if kind == "I":
        return Imm(int(value))
    return Expr(value)


def _field_values(width: int) -> list[int]:
    if width <= NARROW:
        return list(range(1 << width))
    top = 1 << (width - 1)
    return sorted({0, 1, 2, 3, top - 2, top - 1, top, top + 1, (1 << width) - 2, (1 << width) - 1}
                  | {1 << bit for bit in range(width)})


def _samples(table: enc.EncodingTable, isa_print: dict[str, list]) -> list[tuple[int, str, int, int]]:
    """(word, opcode, operand index, field value) for every immediate field and value tried."""
    out = []
    for name in table.opcodes:
        row = isa_print.get(name)
        if row is None:
            continue
        try:
            encoding = table.opcodes[name]
            base = McInst(name, tuple(_operand(o) for o in row[1]))
        except (ValueError, KeyError, TypeError, IndexError):
            continue
        word = enc.encode_word(McInst(name, tuple(Imm(0) if isinstance(o, Expr) else o for o in base.operands)),
                               table)
        if word is None:
            continue
        for index, field in enumerate(encoding.operands):
            if field is None or field.kind != enc.IMMEDIATE:
                continue
            width = max(source + size for source, _, size in field.runs)
            cleared = word
            for _, bit, size in field.runs:
                cleared &= ~(((1 << size) - 1) << bit)
            for value in _field_values(width):
                trial = cleared
                for source, bit, size in field.runs:
                    trial |= ((value >> source) & ((1 << size) - 1)) << bit
                out.append((trial & 0xFFFFFFFF, name, index, value))
    return out


def _disassemble(llvm_mc: str, words: list[int], mattr: str) -> dict[int, tuple[str, list[str]]]:
    """word -> (opcode, operand values) for every word llvm-mc decodes."""
    text = "".join(" ".join(f"0x{b:02x}" for b in w.to_bytes(4, "little")) + "\n" for w in words)
    result = subprocess.run([llvm_mc, "--disassemble", "-triple=aarch64", f"-mattr={mattr}", "-show-inst",
                             "-show-encoding"], input=text, capture_output=True, text=True, check=False)
    found: dict[int, tuple[str, list[str]]] = {}
    current: list[str] | None = None
    code = b""
    for line in result.stdout.splitlines():
        encoding = _ENCODING.search(line)
        if encoding:  # the encoding ends the text line; the MCInst follows on the next lines
            code = bytes(int(b, 16) for b in encoding.group(1).split(","))
        head = _INST.search(line)
        if head and len(code) == 4:
            current = []
            found[int.from_bytes(code, "little")] = (head.group(1), current)
            code = b""
        for kind, value in _OPERAND.findall(line):
            if current is not None:
                current.append(f"{kind}:{value}")
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--llvm-mc", default="llvm-mc-19")
    parser.add_argument("--models", default=str(ROOT / "models" / "aarch64"))
    args = parser.parse_args()
    models = Path(args.models)
    isa = load_isa("aarch64", models)
    table = enc.load_encoding_table(models)
    if table is None:
        print("no encoding table in", models, file=sys.stderr)
        return 1
    with gzip.open(models / "isa_probes.json.gz", "rt", encoding="utf-8") as handle:
        probes = json.load(handle)
    mattr = probes.get("features", "+all")
    samples = _samples(table, dict(isa.print_data))
    probe_words = set()
    for _, _, insts, _ in probes["probes"]:
        for name, _, ops in insts:
            try:
                inst = McInst(name, tuple(Imm(0) if o.startswith("E:") else _operand(o) for o in ops))
            except ValueError:
                continue
            word = enc.encode_word(inst, table)
            if word is not None:
                probe_words.add(word)
    words = sorted({w for w, *_ in samples} | probe_words)
    decoded = _disassemble(args.llvm_mc, words, mattr)
    print(f"{len(words)} words, {len(decoded)} decoded by {args.llvm_mc}", file=sys.stderr)

    narrow: dict[str, dict[str, int]] = {}
    low: dict[str, int] = {}
    single: dict[str, dict[int, int]] = {}  # wide fields: field value -> LLVM's value
    for word, name, index, value in samples:
        got = decoded.get(word)
        if got is None or got[0] != name or index >= len(got[1]):
            continue
        kind, _, number = got[1][index].partition(":")
        if kind != "Imm" or not number:
            continue
        key = f"{name}:{index}"
        width = max(s + z for s, _, z in table.opcodes[name].operands[index].runs)  # type: ignore[union-attr]
        if width <= NARROW:
            narrow.setdefault(key, {})[str(value)] = int(number)
        else:
            low[key] = min(low.get(key, int(number)), int(number))
            single.setdefault(key, {})[value] = int(number)
    # Which bits of a wide field LLVM reads as this operand: the encoder's runs, measured with
    # out-of-range values, can reach into a neighbour's field (add's 12-bit immediate and its shift
    # bit 22) or cover bits LLVM ignores (movi's shift: bits 3 and 4 of the value only).
    wide: dict[str, list[Any]] = {}
    sweep: dict[str, list[int]] = {}
    for key, first in sorted(low.items()):
        name, index = key.rsplit(":", 1)
        field = table.opcodes[name].operands[int(index)]
        assert field is not None
        width = max(s + z for s, _, z in field.runs)
        seen = single.get(key, {})
        if 0 not in seen:
            # No base value to compare with (LLVM's decoder takes some field values only:
            # MSRpstateImm1's pstate fields, `msr ALLINT, #0`, `msr PM, #1`): a field of up to
            # SWEEP bits is tried with every value and mapped value by value (with the probe
            # words LLVM decoded as this opcode); the decoder refuses the others for this opcode.
            if width <= SWEEP:
                sample = next(w for w, n, i, _ in samples if n == name and i == int(index))
                for _, bit, size in field.runs:
                    sample &= ~(((1 << size) - 1) << bit)
                for value in range(1 << width):
                    trial = sample
                    for source, bit, size in field.runs:
                        trial |= ((value >> source) & ((1 << size) - 1)) << bit
                    sweep.setdefault(key, []).append(trial & 0xFFFFFFFF)
            continue
        reads = [bit for bit in range(width) if (1 << bit) in seen and seen[1 << bit] != seen[0]]
        if reads:
            wide[key] = [first, reads]

    swept = _disassemble(args.llvm_mc, sorted({w for words_ in sweep.values() for w in words_}), mattr)
    for key in sweep:
        name, index = key.rsplit(":", 1)
        field = table.opcodes[name].operands[int(index)]
        assert field is not None
        exact: dict[int, int] = {}
        for word, (got_name, got_ops) in [*swept.items(), *decoded.items()]:
            if got_name != name or int(index) >= len(got_ops):
                continue
            kind, _, number = got_ops[int(index)].partition(":")
            if kind == "Imm" and number:
                value = 0
                for source, bit, size in field.runs:
                    value |= (word >> bit & ((1 << size) - 1)) << source
                exact[value] = int(number)
        if exact:
            narrow[key] = {str(value): number for value, number in sorted(exact.items())}

    # Preference: LLVM's pick for every word against the other opcodes whose fixed bits match it.
    decoder = dec.build(isa, data={})
    assert decoder is not None
    prefer: dict[str, set[str]] = {}
    for word, (name, _) in decoded.items():
        for other in decoder.candidates(word):
            if other != name:
                prefer.setdefault(name, set()).add(other)
    produced = {name for name, _ in decoded.values()}
    # Operands no field encodes and no tie copies: the value llvm-mc's assembler gives them (its
    # MCInst for the opcode's first probe), which is what mcalens' parser gives the printed text
    # (`tsb csync` is TSB #0; LLVM's disassembler leaves the operand out).
    fixed: dict[str, dict[str, str]] = {}
    for _, _, insts, _ in probes["probes"]:
        for name, _, ops in insts:
            info = isa.opcodes.get(name)
            try:
                encoding = table.opcodes[name]
            except (KeyError, ValueError, TypeError, IndexError):
                continue
            if info is None or name in fixed or len(ops) != len(encoding.operands):
                continue
            fixed[name] = {str(index): ops[index] for index, field in enumerate(encoding.operands)
                           if field is None and info.operands[index].tied_to < 0
                           and not any(o.tied_to == index for o in info.operands)
                           and ops[index][:2] in ("R:", "I:")}
    fixed = {name: values for name, values in sorted(fixed.items()) if values}
    out = {
        "format": 1,
        "target": "aarch64",
        "source": {"llvm-mc": subprocess.run([args.llvm_mc, "--version"], capture_output=True, text=True,
                                             check=False).stdout.split("version")[1].split()[0],
                   "tool": "tools/export_aarch64_decode.py", "mattr": "the probes' features"},
        "narrow": dict(sorted(narrow.items())),
        "wide": wide,
        "prefer": {k: sorted(v) for k, v in sorted(prefer.items())},
        "produced": sorted(produced),
        "fixed": fixed,
    }
    path = models / "isa_decode.json.gz"
    text = json.dumps(out, separators=(",", ":")).encode("utf-8")
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9, mtime=0) as handle:
        handle.write(text)  # mtime 0: the same export gives the same bytes
    print(f"{path}: {len(narrow)} narrow and {len(wide)} wide immediate fields, "
          f"{len(prefer)} opcodes preferred over others, {len(produced)} opcodes produced", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
