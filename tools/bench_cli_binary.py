#!/usr/bin/env python3
"""Benchmark: `mcalens x.s` on 200 KB of binary (issue 18 item 7; goal: < 50 lines, < 0.5 s).

Takes the first 200 KB of a real executable (`/usr/bin/*`, or seeded random bytes when none is that
big) as the "assembly" file, runs the installed
`mcalens` beside this interpreter as a user would, and prints wall time, stderr lines and bytes.

    .venv/bin/python tools/bench_cli_binary.py [--size 200000] [--runs 5]
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def _binary(size: int) -> bytes:
    for candidate in ("/usr/bin/ls", "/bin/ls", "/usr/bin/python3", "/usr/bin/env"):
        path = Path(candidate)
        if path.is_file() and path.stat().st_size >= size:
            return path.read_bytes()[:size]
    return random.Random(0).randbytes(size)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=200_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    data = _binary(args.size)
    command = [str(Path(sys.executable).parent / "mcalens")]
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "x.s"
        path.write_bytes(data)
        times, result = [], None
        for _ in range(args.runs):
            started = time.perf_counter()
            result = subprocess.run([*command, str(path)], capture_output=True, check=False)
            times.append(time.perf_counter() - started)
    assert result is not None
    lines = (result.stdout + result.stderr).count(b"\n")
    print(f"{len(data)} bytes of binary: exit {result.returncode}, {lines} lines, "
          f"{len(result.stderr)} bytes of stderr, best {min(times):.3f} s, worst {max(times):.3f} s "
          f"over {args.runs} runs")
    return 0 if lines < 50 and min(times) < 0.5 else 1


if __name__ == "__main__":
    sys.exit(main())
