#!/usr/bin/env python3
"""Agreement of the x86-64 decoder with `llvm-mc-19 --disassemble -triple=x86_64` on BHive-style
hex blocks (docs/decode.md).

    tools/compare_decoder.py ../shared/data/bhive/sources/*.csv [--sample N] [--seed S] [--e2e N]

The oracle disassembles the blocks in chunks, with `ud2; hlt` between blocks. A chunk where one
block swallowed a marker is redone block by block, and a block llvm-mc warns about is left out.
The decoder's text (mcalens' printer) must equal llvm-mc's line for line, with comments dropped
and whitespace normalised. `--e2e N` also checks `mcalens --input-format=hex -all-views` against
`llvm-mca-19 -all-views` on llvm-mc's disassembly for N of the blocks.
"""

from __future__ import annotations

import argparse
import random
import re
import subprocess
import sys
import time
from pathlib import Path

_CHUNK = 5000
_MARK = " 0x0f 0x0b 0xf4"


def _hex_bytes(block: str) -> str:
    return " ".join("0x" + block[i : i + 2] for i in range(0, len(block), 2))


def _lines(stdout: str) -> list[str]:
    return [re.sub(r"\s+", " ", line.split("#")[0].strip()) for line in stdout.splitlines()
            if line.strip() and not line.strip().startswith((".", "#"))]  # fmt: skip


def oracle(blocks: list[str], llvm_mc: str) -> dict[str, list[str] | None]:
    """llvm-mc's lines per block (None: llvm-mc warns about it)."""
    out: dict[str, list[str] | None] = {}
    for start in range(0, len(blocks), _CHUNK):
        chunk = blocks[start : start + _CHUNK]
        text = "".join(_hex_bytes(b) + _MARK + "\n" for b in chunk)
        run = subprocess.run([llvm_mc, "--disassemble", "-triple=x86_64"], input=text, capture_output=True,
                             text=True, check=False)  # fmt: skip
        warned = {int(line.split(":")[1]) - 1 for line in run.stderr.splitlines()
                  if line.startswith("<stdin>:") and "warning" in line}  # fmt: skip
        groups: list[list[str]] = [[]]
        lines = _lines(run.stdout)
        i = 0
        while i < len(lines):
            if lines[i] == "ud2" and i + 1 < len(lines) and lines[i + 1] == "hlt":
                groups.append([])
                i += 2
                continue
            groups[-1].append(lines[i])
            i += 1
        groups.pop()
        if len(groups) == len(chunk):
            out.update((b, None if j in warned else g) for j, (b, g) in enumerate(zip(chunk, groups, strict=True)))
            continue
        for block in chunk:
            one = subprocess.run([llvm_mc, "--disassemble", "-triple=x86_64"], input=_hex_bytes(block) + "\n",
                                 capture_output=True, text=True, check=False)  # fmt: skip
            out[block] = None if one.stderr.strip() else _lines(one.stdout)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("csv", nargs="+", type=Path)
    parser.add_argument("--sample", type=int, default=0, help="random blocks (default: all)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--e2e", type=int, default=0, help="blocks to check end to end with llvm-mca-19")
    parser.add_argument("--llvm-mc", default="llvm-mc-19")
    args = parser.parse_args()

    from mcalens.analysis.api import _isa
    from mcalens.analysis.cli import run
    from mcalens.analysis.targets.x86.decode import decode
    from mcalens.analysis.targets.x86.printer import print_inst

    blocks = sorted({line.split(",", 1)[0].strip().lower() for path in args.csv
                     for line in path.read_text().splitlines() if line.strip()})  # fmt: skip
    blocks = [b for b in blocks if b and len(b) % 2 == 0 and all(c in "0123456789abcdef" for c in b)]
    rng = random.Random(args.seed)
    if args.sample:
        blocks = rng.sample(blocks, min(args.sample, len(blocks)))
    truth = oracle(blocks, args.llvm_mc)
    known = [b for b in blocks if truth[b] is not None]
    isa = _isa()
    began = time.perf_counter()
    decoded = {b: decode(bytes.fromhex(b), isa) for b in known}
    elapsed = time.perf_counter() - began
    exact = instructions = 0
    refused: dict[str, int] = {}
    for block in known:
        want = truth[block] or []
        instructions += len(want)
        got: list[str] = []
        for d in decoded[block]:
            if d.inst is None:
                refused[d.error] = refused.get(d.error, 0) + 1
                break
            got += [re.sub(r"\s+", " ", line.strip()) for line in print_inst(d.inst, isa).split("\n")]
        if got == want:
            exact += 1
        elif len(refused) < 20:
            print(f"differs: {block}\n  llvm-mc: {want}\n  mcalens: {got}")
    print(f"{len(blocks)} blocks, llvm-mc decodes {len(known)} ({instructions} instructions): "
          f"{exact} exact; {instructions / elapsed:.0f} instructions/s decoded")
    for why, count in sorted(refused.items(), key=lambda item: -item[1]):
        print(f"  refused {count}: {why}")
    if args.e2e:
        same = 0
        chosen = rng.sample(known, min(args.e2e, len(known)))
        for block in chosen:
            text = "".join(line + "\n" for line in truth[block] or [])
            ref = subprocess.run(["llvm-mca-19", "-mcpu=skylake", "-all-views"], input=text, capture_output=True,
                                 text=True, check=False)  # fmt: skip
            code, out, _ = run(["-mcpu=skylake", "--no-banner", "-all-views", "--input-format=hex"],
                               stdin_text=block + "\n")  # fmt: skip
            same += (code, out) == (ref.returncode, ref.stdout)
        print(f"end to end (skylake, -all-views): {same} / {len(chosen)} identical")
    return 0 if exact == len(known) else 1


if __name__ == "__main__":
    sys.exit(main())
