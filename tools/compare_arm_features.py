"""Compare mcalens' ARM feature errors with llvm-mca's, error by error.

    python tools/compare_arm_features.py [--llvm-version 22] TRIPLE CPU FILE.s ...

Runs `llvm-mca-<N> -mtriple=TRIPLE -mcpu=CPU FILE` and mcalens the same way, takes each side's
`file:line:col: error|warning: message` lines, and counts the ones both print, the ones only
llvm-mca prints and the ones only mcalens prints; `-v` lists the differences. Needs LLVM; the
test-suite does not run it (tests/test_arm_features.py holds recorded answers).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

_LINE = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?P<col>\d+): (?P<kind>error|warning): (?P<message>.*)$", re.M)


def messages(text: str) -> Counter[tuple[int, int, str, str]]:
    return Counter((int(m["line"]), int(m["col"]), m["kind"], m["message"]) for m in _LINE.finditer(text))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--llvm-version", default="19", choices=("19", "22"))
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("triple")
    parser.add_argument("cpu")
    parser.add_argument("files", nargs="+", type=Path)
    args = parser.parse_args(argv)
    totals: Counter[str] = Counter()
    for path in args.files:
        options = [f"-mtriple={args.triple}", f"-mcpu={args.cpu}", "-iterations=1", str(path)]
        theirs = subprocess.run([f"llvm-mca-{args.llvm_version}", *options], capture_output=True, text=True,
                                check=False)
        ours = subprocess.run([sys.executable, "-m", "mcalens", "--llvm-version", args.llvm_version, *options],
                              capture_output=True, text=True, check=False)
        a, b = messages(theirs.stderr), messages(ours.stderr)
        both, only_llvm, only_ours = a & b, a - b, b - a
        totals.update({"both": sum(both.values()), "llvm-mca only": sum(only_llvm.values()),
                       "mcalens only": sum(only_ours.values())})
        print(f"{path.name}: both {sum(both.values())}, llvm-mca only {sum(only_llvm.values())}, "
              f"mcalens only {sum(only_ours.values())}")
        if args.verbose:
            for side, found in (("llvm-mca", only_llvm), ("mcalens", only_ours)):
                for (line, col, kind, message), _ in sorted(found.items()):
                    print(f"  {side} only: {line}:{col}: {kind}: {message}")
    print(", ".join(f"{k}: {v}" for k, v in sorted(totals.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
