#!/usr/bin/env python3
"""Export the x86-64 decoder's immediate signedness: models/x86-64/isa_decode.json.gz.

LLVM 19's X86 disassembler sign-extends some immediates and not others (`shll $255` and
`movl $4294966296` keep the bytes' value, `pushq $-1000` and `retq $-1000` are sign-extended);
which one is a property of the operand's TableGen type, not of anything in MCInstrDesc. This tool
asks LLVM: for every opcode with an immediate operand it encodes the printer's sample instruction
(isa.json "print") with that immediate's top bit set, using mcalens' exact encoder, and reads the
operand value back from `llvm-mc-19 --disassemble -show-inst`. Export time only: mcalens never runs
LLVM. It also lists the opcodes the 64-bit assembler never produced (from isa_probes.json.gz),
the decoder's tie-break. Usage: tools/export_x86_decode.py [--llvm-mc llvm-mc-19]
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import subprocess
import sys
from pathlib import Path

from mcalens.analysis.api import _isa
from mcalens.analysis.mcinst import Imm, McInst, Reg
from mcalens.analysis.targets.x86 import encode as enc

OUT = Path(__file__).resolve().parents[1] / "models" / "x86-64" / "isa_decode.json.gz"
_INST = re.compile(r"<MCInst #\d+ (\w+)")
_OPERAND = re.compile(r"<MCOperand (\w+):?(-?\d*)>")


def _samples() -> list[tuple[str, int, bytes]]:
    """(opcode, immediate operand index, encoding with that immediate's top bit set)."""
    isa = _isa()
    table = enc.load_encoding_table()
    assert table is not None
    out = []
    for key in list(isa.print_data):
        row = isa.print_data[key]
        name, ops = row[0], row[1]
        info = isa.opcodes.get(name)
        encoding = table.opcodes.get(name)
        if info is None or encoding is None or len(ops) != len(info.operands):
            continue
        kind = enc._IMM_KINDS.get((encoding.tsflags >> enc._IMM_SHIFT) & 0xF)
        if kind is None or kind[1]:
            continue  # no immediate, or a PC-relative one (a branch: always sign-extended)
        try:
            base = [Reg(o[2:] or None) if o.startswith("R:") else Imm(int(o[2:])) for o in ops]
        except ValueError:
            continue
        form = encoding.tsflags & enc._FORM_MASK
        for index, operand in enumerate(info.operands):
            if operand.kind != "imm" or not isinstance(base[index], Imm):
                continue
            size = 1 if form == enc.RAW_IMM8 and index == len(ops) - 1 else kind[0]
            if form == enc.RAW_IMM16 and index == len(ops) - 1:
                size = 2
            trial = list(base)
            trial[index] = Imm(1 << (8 * size - 1))
            code = enc.encode(McInst(name, tuple(trial)), table)
            if code is not None:
                out.append((name, index, code))
    return out


def _disassemble(llvm_mc: str, code: bytes) -> list[tuple[str, list[tuple[str, str]]]]:
    """(opcode, [(operand kind, value)]) per instruction llvm-mc decodes from `code` alone (one
    process per sample: a sample LLVM reads differently must not swallow its neighbours)."""
    text = " ".join(f"0x{b:02x}" for b in code) + "\n"
    result = subprocess.run([llvm_mc, "--disassemble", "-triple=x86_64", "-show-inst"],
                            input=text, capture_output=True, text=True, check=False)
    insts: list[tuple[str, list[tuple[str, str]]]] = []
    for line in result.stdout.splitlines():
        head = _INST.search(line)
        if head:
            insts.append((head.group(1), []))
        for kind, value in _OPERAND.findall(line):
            if insts:
                insts[-1][1].append((kind, value))
    return [] if result.stderr.strip() else insts


def _unassembled() -> list[str]:
    """Encodable opcodes llvm-mc's 64-bit assembler produced for none of the exported probes
    (isa_probes.json.gz): the decoder tries them after those it did produce (PUSH64r before
    PUSH32r, which shares its byte). Read here so that mcalens never loads the probes to decode."""
    isa = _isa()
    table = enc.load_encoding_table()
    assert table is not None and isa.directory is not None
    with gzip.open(Path(isa.directory) / "isa_probes.json.gz", "rt", encoding="utf-8") as handle:
        probes = json.load(handle)["probes"]
    assembled = {c[0] for probe in probes for c in probe[2]}
    return sorted(name for name in table.opcodes
                  if table.opcodes[name].tsflags & enc._FORM_MASK and name not in assembled)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--llvm-mc", default="llvm-mc-19")
    args = parser.parse_args()
    samples = _samples()
    groups = [_disassemble(args.llvm_mc, code) for _, _, code in samples]
    signed: set[str] = set()
    unsigned: set[str] = set()
    for (name, index, _), group in zip(samples, groups, strict=True):
        if len(group) != 1 or group[0][0] != name or index >= len(group[0][1]):
            continue
        kind, value = group[0][1][index]
        if kind != "Imm":
            continue
        (signed if int(value) < 0 else unsigned).add(f"{name}:{index}")
    data = {"format": 1, "target": "x86-64",
            "unassembled_opcodes": _unassembled(),
            "source": {"llvm": "19", "tool": "tools/export_x86_decode.py",
                       "oracle": f"{args.llvm_mc} --disassemble -triple=x86_64 -show-inst"},
            "signed_immediates": sorted(signed), "unsigned_immediates": sorted(unsigned)}
    with gzip.open(OUT, "wt", encoding="utf-8") as handle:
        json.dump(data, handle, indent=0, sort_keys=True)
    print(f"{len(samples)} samples: {len(signed)} signed, {len(unsigned)} unsigned immediates -> {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
