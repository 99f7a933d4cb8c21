#!/usr/bin/env python3
"""Record llvm-mc's disassembly of AArch64 words as the decoder's golden file (needs llvm-mc-19).

The words: the encoding of the first probe instruction of every opcode (models/aarch64,
isa_probes.json.gz, encoded by mcalens' exact encoder; symbolic operands as field 0), a word
LLVM refuses, and every distinct word in the executable sections of the ELF objects given (e.g.
gcc-aarch64-linux-gnu -O2 objects of real C files). Each row is `word<TAB>text`, the text being
what `llvm-mc-19 --disassemble -triple=aarch64 -mattr=<the probes' features>` prints (its `//`
comment dropped), or empty when llvm-mc refuses the word.

Usage: tools/record_aarch64_decode.py OUT.tsv.gz [FILE.o ...]
"""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

from mcalens.analysis.frontend.elf_file import read_elf
from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg
from mcalens.analysis.targets.aarch64 import encode as enc

ROOT = Path(__file__).resolve().parents[1]


def _operand(text: str) -> Reg | Imm | Expr:
    kind, _, value = text.partition(":")
    return Reg(value or None) if kind == "R" else Imm(int(value)) if kind == "I" else Imm(0)


def main(argv: list[str]) -> int:
    out, files = argv[0], argv[1:]
    table = enc.load_encoding_table()
    assert table is not None
    with gzip.open(ROOT / "models" / "aarch64" / "isa_probes.json.gz", "rt", encoding="utf-8") as handle:
        probes = json.load(handle)
    words: dict[int, None] = {}
    seen: set[str] = set()
    for _, _, insts, _ in probes["probes"]:
        for name, _, ops in insts:
            if name in seen:
                continue
            word = enc.encode_word(McInst(name, tuple(_operand(o) for o in ops)), table)
            if word is not None:
                seen.add(name)
                words[word] = None
    words[0xFFFFFFFF] = None  # refused by LLVM 19
    for path in files:
        elf = read_elf(Path(path).read_bytes())
        for section in elf.sections:
            if section.executable:
                data = elf.data[section.offset : section.offset + section.size]
                for at in range(0, len(data) - 3, 4):
                    words[int.from_bytes(data[at : at + 4], "little")] = None
    rows = list(words)  # one llvm-mc run: a word it refuses is a warning, the next word is read on
    text = "".join(" ".join(f"0x{b:02x}" for b in w.to_bytes(4, "little")) + "\n" for w in rows)
    result = subprocess.run(["llvm-mc-19", "--disassemble", "-triple=aarch64", f"-mattr={probes['features']}",
                             "-show-encoding"], input=text, capture_output=True, text=True, check=False)
    decoded: dict[int, str] = {}
    for line in result.stdout.splitlines():
        if "encoding: [" not in line:
            continue
        body, _, encoding = line.partition("// encoding: [")
        code = bytes(int(b, 16) for b in encoding.rstrip("]").split(","))
        decoded[int.from_bytes(code, "little")] = " ".join(body.split("//")[0].split())
    with gzip.open(out, "wt", encoding="utf-8", compresslevel=9) as handle:
        handle.write("# word\tllvm-mc-19 --disassemble -triple=aarch64 -mattr=<probe features> (empty: refused)\n")
        for word in sorted(rows):
            handle.write(f"{word:08x}\t{decoded.get(word, '')}\n")
    print(f"{out}: {len(rows)} words, {len(decoded)} decoded by llvm-mc", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
