#!/usr/bin/env python3
"""How many `.s` files llvm-mca-19 accepts and rejects per CPU, and why it rejects them.

    python tools/llvm_mca_acceptance.py --triple aarch64-unknown-linux-gnu \\
        --cpus neoverse-n1,neoverse-v1 build/aarch64_corpus/loops

Prints one row per CPU (accepted, rejected, the most common first error lines) and a total. A file
is rejected when llvm-mca exits non-zero; the error is the first `error:` line of its stderr with
the file position removed.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

LLVM_MCA = "llvm-mca-19"
DEFAULT_CPUS = (
    "neoverse-n1,neoverse-n2,neoverse-v1,neoverse-v2,cortex-a55,cortex-a57,cortex-a510,a64fx,apple-m1,ampere1,"
    "ampere1b,thunderx2t99"
)
_POSITION = re.compile(r"^.*?:\d+:\d+: ")


def first_error(stderr: str) -> str:
    for line in stderr.splitlines():
        if "error:" in line:
            return _POSITION.sub("", line).strip()
    return stderr.strip().splitlines()[0] if stderr.strip() else "(no message)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("inputs", nargs="+", help=".s files or directories")
    parser.add_argument("--triple", default="aarch64-unknown-linux-gnu")
    parser.add_argument("--cpus", default=DEFAULT_CPUS)
    parser.add_argument("--reasons", type=int, default=3, help="error lines shown per CPU")
    args = parser.parse_args(argv)
    files: list[Path] = []
    for name in args.inputs:
        path = Path(name)
        files.extend(sorted(path.glob("*.s")) if path.is_dir() else [path])
    total_ok = total = 0
    for cpu in [c for c in args.cpus.split(",") if c]:
        ok = 0
        reasons: Counter[str] = Counter()
        for f in files:
            run = subprocess.run(
                [LLVM_MCA, f"-mtriple={args.triple}", f"-mcpu={cpu}", "-iterations=1", str(f)],
                capture_output=True, text=True, timeout=120, check=False,
            )
            if run.returncode == 0:
                ok += 1
            else:
                reasons[first_error(run.stderr)] += 1
        total_ok += ok
        total += len(files)
        print(f"{cpu:<14} accepted {ok:4d}  rejected {len(files) - ok:4d}  of {len(files)}")
        for reason, count in reasons.most_common(args.reasons):
            print(f"    {count:4d}  {reason}")
    print(f"{'total':<14} accepted {total_ok:4d}  rejected {total - total_ok:4d}  of {total}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
