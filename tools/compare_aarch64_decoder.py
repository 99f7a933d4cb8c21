#!/usr/bin/env python3
"""Agreement of the AArch64 decoder with `llvm-mc --disassemble` on every probe encoding.

Every probe instruction of the release's `isa_probes.json.gz` without a symbolic operand is
encoded by mcalens' exact encoder; the distinct words are given to `llvm-mc --disassemble
-triple=aarch64 -mattr=<the probes' features>,+all` in one run and decoded and printed by
mcalens' decoder (the target's decoder hook, as `--input-format=hex` uses it). Texts are
compared with whitespace normalised and llvm-mc's `//` comments dropped. Prints the counts and
every word that prints differently or that only one side decodes.

Usage: tools/compare_aarch64_decoder.py [--llvm-version 19|22] [--llvm-mc PATH]
"""

from __future__ import annotations

import argparse
import gzip
import json
import subprocess
import sys
from pathlib import Path

from mcalens.analysis.isa import load_isa
from mcalens.analysis.mcinst import Imm, McInst, Reg
from mcalens.analysis.targets.aarch64 import encode as enc
from mcalens.analysis.targets.aarch64.target import TARGET

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--llvm-version", choices=("19", "22"), default="19")
    parser.add_argument("--llvm-mc", default=None)
    args = parser.parse_args(argv)
    directory = ROOT / "models" / "aarch64" / ("llvm22" if args.llvm_version == "22" else "")
    llvm_mc = args.llvm_mc or f"llvm-mc-{args.llvm_version}"
    isa = load_isa("aarch64", directory)
    table = enc.load_encoding_table(directory)
    assert table is not None
    with gzip.open(directory / "isa_probes.json.gz", "rt", encoding="utf-8") as handle:
        probes = json.load(handle)
    words: dict[int, None] = {}
    for _, _, insts, _ in probes["probes"]:
        for name, _, ops in insts:
            if any(not o.startswith(("R:", "I:")) for o in ops):
                continue  # a symbolic operand: its word depends on a fixup
            operands = tuple(Reg(o[2:] or None) if o[0] == "R" else Imm(int(o[2:])) for o in ops)
            word = enc.encode_word(McInst(name, operands), table)
            if word is not None:
                words[word] = None
    text = "".join(" ".join(f"0x{b:02x}" for b in w.to_bytes(4, "little")) + "\n" for w in words)
    run = subprocess.run([llvm_mc, "--disassemble", "-triple=aarch64", f"-mattr={probes['features']},+all",
                          "-show-encoding"], input=text, capture_output=True, text=True, check=False)  # fmt: skip
    theirs: dict[int, str] = {}
    for line in run.stdout.splitlines():
        if "encoding: [" not in line:
            continue
        body, _, encoding = line.partition("// encoding: [")
        code = bytes(int(b, 16) for b in encoding.rstrip("]").split(","))
        theirs[int.from_bytes(code, "little")] = " ".join(body.split("//")[0].split())
    decoder = TARGET.encoder.decoder(isa, "aarch64")
    assert decoder is not None
    same = differ = only_llvm = only_ours = neither = 0
    for word in words:
        rows = decoder(word.to_bytes(4, "little"))
        ours = " ".join(rows[0][1].split()) if rows and rows[0][1] is not None else None
        llvm = theirs.get(word)
        if ours is None and llvm is None:
            neither += 1
        elif ours is None:
            only_llvm += 1
            print(f"{word:08x}\trefused\t{llvm}")
        elif llvm is None:
            only_ours += 1
            print(f"{word:08x}\t{ours}\tllvm-mc refuses")
        elif ours == llvm:
            same += 1
        else:
            differ += 1
            print(f"{word:08x}\t{ours}\t{llvm}")
    print(f"{llvm_mc}: {len(words)} distinct words; {same} print llvm-mc's text, {differ} differ, "
          f"{only_llvm} refused by mcalens only, {only_ours} refused by llvm-mc only, {neither} by both",
          file=sys.stderr)  # fmt: skip
    return 0 if differ == only_llvm == only_ours == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
