"""Compare the loops `--auto-regions` finds in an object file with those it finds in the compiler's
own assembly of the same source (`gcc -O2 -g -c x.c` and `gcc -O2 -g -S x.c`):

    tools/compare_elf_loops.py [-mcpu=CPU] x.o x.s ...   (pairs)

Loops are paired by their mnemonics; a pair's instructions are compared with branch operands dropped (the object's `jne -16` is the
assembly's `jne .L3`) and operands naming symbols normalised (`g@PLT`, `.LC0(%rip)` are
relocations in the object). Prints how many loops each side found, how many have the same
mnemonics, how many of those the same instructions, and how many of those the same Summary numbers.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter

from mcalens.analysis.cli import run
from mcalens.analysis.frontend.elf_file import read_elf

_BRANCH = re.compile(r"^(j[a-z]+|loop[a-z]*|call[a-z]*)\s.*$")
_SYMBOLIC = re.compile(r"[A-Za-z_.$][\w.$@]*(?:[+-]\d+)?(?=\(%rip\))|(?<=\s)-?\d+(?=\(%rip\))|^\s+|\s+$")


def _key(instructions: list[str]) -> tuple[str, ...]:
    out = []
    for text in instructions:
        branch = _BRANCH.match(text)
        out.append(branch.group(1) if branch else _SYMBOLIC.sub("", text))
    return tuple(out)


def _mnemonics(key: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(text.split()[0] if text.split() else "" for text in key)


def _loops(argv: list[str], stdin: str | None = None) -> list[tuple[tuple[str, ...], dict[str, object]]]:
    status, out, err = run(argv, stdin_text=stdin)
    if status:
        print(f"failed: {' '.join(argv)}: {err[:300]}")
        return []
    regions = json.loads(out)["CodeRegions"]
    return [(_key(r["Instructions"]), r.get("SummaryView", {})) for r in regions]


def main(argv: list[str]) -> int:
    cpu = "skylake"
    files = [a for a in argv if not a.startswith("-mcpu=")]
    cpu = next((a.split("=", 1)[1] for a in argv if a.startswith("-mcpu=")), cpu)
    totals = Counter()
    for obj, asm in zip(files[::2], files[1::2], strict=True):
        elf = read_elf(open(obj, "rb").read())  # noqa: SIM115
        symbols = sorted({s.name for s in elf.functions()})
        args = [f"-mcpu={cpu}", "-json", "--no-notes", "--auto-regions"]
        ours = _loops([*args, *[x for name in symbols for x in ("--symbol", name)], obj])
        with open(asm, encoding="utf-8") as handle:
            theirs = _loops(args, handle.read())
        totals["object loops"] += len(ours)
        totals["assembly loops"] += len(theirs)
        pool: dict[tuple[str, ...], list[tuple[tuple[str, ...], dict[str, object]]]] = {}
        for key, summary in theirs:
            pool.setdefault(_mnemonics(key), []).append((key, summary))
        for key, summary in ours:
            same = pool.get(_mnemonics(key))
            if not same:
                print(f"{obj}: no loop with these mnemonics in {asm}: {' ; '.join(key)[:300]}")
                continue
            totals["same mnemonics"] += 1
            match = next((pair for pair in same if pair[0] == key), None)
            if match is None:
                other = same.pop(0)[0]
                diff = [f"{a} / {b}" for a, b in zip(key, other, strict=True) if a != b]
                print(f"{obj}: operands differ: {' ; '.join(diff)[:300]}")
                continue
            same.remove(match)
            totals["same instructions"] += 1
            totals["same numbers"] += match[1] == summary
    print(", ".join(f"{k}: {v}" for k, v in totals.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
