#!/usr/bin/env python3
"""Record what llvm-mc-19 makes of every instruction of the AArch64 corpus loops (opcode reference).

For each loop file, runs `llvm-mc-19 -triple=aarch64 -mattr=<every extension> -show-inst` (the
feature string export_isa_aarch64 parses its probes with) and pairs every
instruction line of the input with the MCInst LLVM printed for it (register numbers turned into
names with models/aarch64/isa.json.gz). Writes a gzip TSV: file, source text (whitespace collapsed),
opcode, operands (`R:X6|R:X4|I:8|I:0`, `E` for an expression). It is the reference the AArch64
resolver's opcode agreement is measured against (issue 15: >= 99.9%).

    python tools/record_aarch64_mc.py build/aarch64_corpus/loops tests/golden_aarch64/mc_show_inst.tsv.gz
"""

from __future__ import annotations

import gzip
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_INST = re.compile(r"<MCInst #\d+ (\w+)")
_OPERAND = re.compile(r"<MCOperand (Reg|Imm|Expr|SFPImm|DFPImm):?([^>]*)>")


def register_names() -> list[str]:
    with gzip.open(ROOT / "models" / "aarch64" / "isa.json.gz", "rt", encoding="utf-8") as handle:
        return [reg["name"] for reg in json.load(handle)["registers"]]


def all_features() -> str:
    with gzip.open(ROOT / "models" / "aarch64" / "isa_probes.json.gz", "rt", encoding="utf-8") as handle:
        return json.load(handle)["features"]


def source_instructions(text: str) -> list[str]:
    out = []
    for line in text.splitlines():
        code = line.split("//", 1)[0].strip()
        if not code or code.endswith(":") or code.startswith("."):
            continue
        out.append(" ".join(code.split()))
    return out


def show_inst(path: Path, names: list[str], features: str) -> list[tuple[str, str]]:
    run = subprocess.run(["llvm-mc-19", "-triple=aarch64", f"-mattr={features}", "-show-inst", str(path)],
                         capture_output=True, text=True, check=True)
    insts: list[tuple[str, list[str]]] = []
    for line in run.stdout.splitlines():
        match = _INST.search(line)
        if match:
            insts.append((match.group(1), []))
        for kind, value in _OPERAND.findall(line):
            if not insts:
                continue
            if kind == "Reg":
                number = int(value)
                insts[-1][1].append(f"R:{names[number]}" if number else "R:")
            elif kind == "Imm":
                insts[-1][1].append(f"I:{value}")
            elif kind == "Expr":
                insts[-1][1].append("E")
            else:
                insts[-1][1].append("F")
    return [(opcode, "|".join(ops)) for opcode, ops in insts]


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 64
    names = register_names()
    features = all_features()
    rows = ["file\tsource\topcode\toperands"]
    for path in sorted(Path(argv[0]).glob("*.s")):
        sources = source_instructions(path.read_text(encoding="utf-8"))
        insts = show_inst(path, names, features)
        if len(sources) != len(insts):
            print(f"{path.name}: {len(sources)} lines but {len(insts)} MCInsts, skipped", file=sys.stderr)
            continue
        rows += [f"{path.name}\t{src}\t{opcode}\t{ops}" for src, (opcode, ops) in zip(sources, insts, strict=True)]
    data = ("\n".join(rows) + "\n").encode("utf-8")
    Path(argv[1]).write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
    print(f"wrote {len(rows) - 1} instructions to {argv[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
