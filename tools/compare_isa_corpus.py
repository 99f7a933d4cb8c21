#!/usr/bin/env python3
"""Byte-identical agreement with llvm-mca-19 on a generated instruction-table / feature-test corpus.

Cases are written from scratch from the ISA (not from any test suite): every mnemonic of every ISA
extension group (see validate_isa_coverage.extension) contributes spellings that LLVM's assembler
accepts (`models/x86-64/isa_probes.json.gz`), with the registers renamed (xmm1->xmm5, zmm16->zmm27,
rdi<->r13 ...) so the texts are not the probes the spelling tables were learned from. Cases group
`--per-case` such lines of one extension. Each case runs through llvm-mca-19 and through mcalens
(in-process) with the same flags, per CPU; a case agrees when stdout and the exit status are
identical.

    tools/compare_isa_corpus.py [--cases N] [--per-case K] [--cpus a,b] [--flags "-instruction-tables"]
        [--seed S] [--syntax att|intel] [--write DIR] [--record tests/golden]

--write keeps the generated cases; --record writes them as golden cases (tools/compare_llvm_mca.py's
format) under DIR/<cpu>/isa_<group>.s.
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import re
import shlex
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from compare_llvm_mca import record_case
from mcalens.analysis.cli import run
from mcalens.analysis.isa import load_isa
from validate_isa_coverage import EXCEPTIONS, extension, renamed

ROOT = Path(__file__).resolve().parent.parent


def build_cases(count: int, per_case: int, seed: int, syntax: int) -> list[tuple[str, str]]:
    """(group, source) cases; single-instruction spellings only, any opcode, seeded."""
    isa = load_isa()
    with gzip.open(ROOT / "models/x86-64/isa_probes.json.gz", "rt") as handle:
        probes = json.load(handle)["probes"]
    by_group: dict[str, list[str]] = defaultdict(list)
    for row in probes:
        if row[0] != syntax or len(row[2]) != 1:
            continue
        if any(pattern.search(row[1]) for pattern, _why in EXCEPTIONS):
            continue  # documented exceptions (docs/cli.md, "x86 coverage")
        opcode = row[2][0][0]
        info = isa.opcodes.get(opcode)
        if info is None or info.is_branch or info.is_call or info.is_return:
            continue
        by_group[extension(opcode, info.encoding, row[1])].append(renamed(row[1]))
    rng = random.Random(seed)
    groups = sorted(by_group)
    cases = []
    for number in range(count):
        group = groups[number % len(groups)]
        lines = rng.sample(by_group[group], min(per_case, len(by_group[group])))
        header = ".intel_syntax noprefix\n" if syntax else ""
        cases.append((group, header + "\n".join(lines) + "\n"))
    return cases


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=200)
    parser.add_argument("--per-case", type=int, default=8)
    parser.add_argument("--cpus", default="skylake-avx512,icelake-server,sapphirerapids,znver4,atom")
    parser.add_argument("--flags", default="-instruction-tables")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--syntax", choices=("att", "intel"), default="att")
    parser.add_argument("--show", type=int, default=5)
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds before llvm-mca-19 is given up")
    parser.add_argument("--record", metavar="DIR", help="write the cases as golden files under DIR/<cpu>/")
    args = parser.parse_args(argv)
    cases = build_cases(args.cases, args.per_case, args.seed, 1 if args.syntax == "intel" else 0)
    flags = shlex.split(args.flags)
    total = same = 0
    per_group: dict[str, Counter] = defaultdict(Counter)
    examples: list[str] = []
    timeouts: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for number, (group, source) in enumerate(cases):
            path = Path(tmp) / f"case{number}.s"
            path.write_text(source)
            for cpu in args.cpus.split(","):
                argv_ = [f"-mcpu={cpu}", *flags]
                try:
                    theirs = subprocess.run(
                        ["llvm-mca-19", *argv_, str(path)], capture_output=True, text=True, timeout=args.timeout
                    )
                except subprocess.TimeoutExpired:
                    # llvm-mca-19 never finishes some AVX512-FP16 blocks on sapphirerapids: no reference.
                    timeouts.append(f"{cpu} {group} case{number}")
                    continue
                if theirs.returncode < 0:
                    # llvm-mca-19 crashes (SIGSEGV) on some system-instruction blocks: no reference.
                    timeouts.append(f"{cpu} {group} case{number} (llvm-mca-19 crashed)")
                    continue
                code, out, _err = run(["--llvm-version", "19", *argv_, "--no-banner", str(path)])  # llvm-mca-19's
                total += 1
                per_group[group]["total"] += 1
                if code == theirs.returncode and out == theirs.stdout:
                    same += 1
                    per_group[group]["same"] += 1
                elif len(examples) < args.show:
                    examples.append(f"{cpu} {group} case{number} (exit {code} vs {theirs.returncode}):\n{source}")
                if args.record:
                    name = "isa_" + re.sub(r"[^a-z0-9]+", "_", group.lower()).strip("_") + f"_{number}"
                    record_case(Path(args.record) / cpu, name, source, argv_)
    for group, counts in sorted(per_group.items()):
        print(f"{group:28} {counts['same']:5d}/{counts['total']:<5d} {100.0 * counts['same'] / counts['total']:7.2f}%")
    print(f"identical (stdout + exit status): {same}/{total} = {100.0 * same / max(total, 1):.2f}%")
    if timeouts:
        print(f"no llvm-mca-19 answer (timeout {args.timeout:g} s or crash; not counted): {', '.join(timeouts)}")
    for example in examples:
        print("\n" + example)
    return 0


if __name__ == "__main__":
    sys.exit(main())
