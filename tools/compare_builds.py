#!/usr/bin/env python3
"""Do two installs of mcalens print the same bytes? (the pure and the compiled build, docs/performance.md)

Runs the CLI in-process on BHive blocks with several flag sets (every view, bottleneck analysis,
-json, an in-order CPU, long runs) and prints the number of runs and one SHA-256 over every exit
code, stdout and stderr. Run it with each interpreter; equal digests mean byte-identical output.

    /tmp/pure-venv/bin/python tools/compare_builds.py [--blocks /tmp/bhive/blocks] [-n 200] [--skip 300]
    /tmp/mcalens-compiled-venv/bin/python tools/compare_builds.py ...

Run it from outside the checkout (or by path, as above): the checkout's mcalens/ folder would
otherwise shadow the installed package.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

FLAG_SETS = [
    ["-mcpu=skylake", "-all-views", "-bottleneck-analysis"],
    ["-mcpu=znver4", "-json", "-timeline"],
    ["-mcpu=atom", "-all-views"],
    ["-mcpu=btver2", "-iterations=1000", "-all-stats"],
    ["-mcpu=icelake-server", "-resource-pressure", "-register-file-stats", "-scheduler-stats"],
]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--blocks", default="/tmp/bhive/blocks", help="a directory of .s files (shared tools/bhive_to_asm.py)")
    ap.add_argument("-n", type=int, default=200, help="files")
    ap.add_argument("--skip", type=int, default=300, help="files to skip first (compare_llvm_mca takes the first 300)")
    args = ap.parse_args(argv)
    from mcalens.analysis.build_info import simulator_build
    from mcalens.analysis.cli import run

    files = sorted(Path(args.blocks).glob("*.s"))[args.skip: args.skip + args.n]
    if not files:
        print(f"error: no .s files in {args.blocks}", file=sys.stderr)
        return 1
    digest = hashlib.sha256()
    runs = 0
    for flags in FLAG_SETS:
        for path in files:
            code, out, err = run([*flags, str(path)])
            digest.update(f"{flags}{path.name}{code}\0{out}\0{err}\0".encode())
            runs += 1
    print(f"{runs} runs  sha256 {digest.hexdigest()}  ({simulator_build()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
