#!/usr/bin/env python3
"""Record llvm-mca-19's `-mcpu=help` listings into `models/<target>/llvm_cpu_help.txt` (x86-64, aarch64, riscv, arm).

The file is what `llvm-mca-19 -mtriple=x86_64 -mcpu=help` writes to stderr (the CPUs and the
subtarget features LLVM 19 knows for x86), kept verbatim so `mcalens -mcpu=help` prints the same
bytes and the CLI can tell a CPU LLVM knows without a scheduling model (`k8`) from a name it does
not know at all, and a feature name from a typo in `-mattr`. Needs LLVM 19; users and CI do not.

    .venv/bin/python tools/record_llvm_cpu_help.py          # LLVM 19: models/<target>/
    .venv/bin/python tools/record_llvm_cpu_help.py 22       # llvm-mca-22: models/<target>/llvm22/
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

MODELS = Path(__file__).resolve().parent.parent / "models"
# models directory -> the triple llvm-mca-19 is asked about
TRIPLES = {
    "x86-64": "x86_64-unknown-linux-gnu",
    "aarch64": "aarch64-unknown-linux-gnu",
    "riscv": "riscv64-unknown-linux-gnu",
    # one listing for every ARM and Thumb triple (armv7a-none-eabi prints the same bytes)
    "arm": "thumbv7m-none-eabi",
}


def main(argv: list[str] | None = None) -> int:
    release = (argv if argv is not None else sys.argv[1:])[:1] or ["19"]
    major = release[0]
    for directory, triple in TRIPLES.items():
        result = subprocess.run([f"llvm-mca-{major}", f"-mtriple={triple}", "-mcpu=help"],
                                input="", capture_output=True, text=True, check=False, timeout=60)
        if "Available CPUs for this target:" not in result.stderr:
            sys.stderr.write(f"unexpected llvm-mca-{major} output (exit {result.returncode}):\n{result.stderr}")
            return 1
        out = MODELS / directory / ("" if major == "19" else f"llvm{major}") / "llvm_cpu_help.txt"
        out.write_text(result.stderr, encoding="utf-8")
        print(f"wrote {out} ({len(result.stderr.splitlines())} lines)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
