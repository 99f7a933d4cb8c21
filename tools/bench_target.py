"""How fast the language server decides a file's target (server/target.py), per keystroke cost.

    .venv/bin/python tools/bench_target.py [--repeat 5]

Runs detection (directive comment, assembler directives, content heuristic) on every `.s` file of
the repository, as written and with its `.arch`/`.cpu` lines removed (so the content heuristic
reads the whole scanned part), and reports throughput, the slowest file and the accuracy against
the folder each file comes from (tests/golden_aarch64: AArch64, the rest: x86-64).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from mcalens.analysis.editor.targets import AARCH64, X86_64, detect_target

REPO = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    a64_dir = REPO / "tests" / "golden_aarch64"
    cases: list[tuple[str, list[str], str]] = []
    for path in sorted([*REPO.glob("tests/**/*.s"), *REPO.glob("examples/*.s")]):
        text = path.read_text(errors="replace")
        want = AARCH64 if a64_dir in path.parents or "aarch64" in path.name else X86_64
        stripped = "\n".join(line for line in text.splitlines() if ".arch" not in line and ".cpu" not in line)
        cases += [(str(path.relative_to(REPO)), text.splitlines(), want),
                  (str(path.relative_to(REPO)) + " (no .arch)", stripped.splitlines(), want)]
    size = sum(len(line) + 1 for _, lines, _ in cases for line in lines)
    best = float("inf")
    slowest = (0.0, "")
    wrong: list[str] = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        for name, lines, want in cases:
            t0 = time.perf_counter()
            got = detect_target(lines).target
            dt = time.perf_counter() - t0
            slowest = max(slowest, (dt, name))
            if got != want and name not in wrong:
                wrong.append(name)
        best = min(best, time.perf_counter() - start)
    print(f"{len(cases)} files ({size / 1e6:.2f} MB): {best * 1000:.0f} ms, {size / best / 1e6:.1f} MB/s; "
          f"slowest {slowest[0] * 1000:.2f} ms ({slowest[1]})")
    print(f"accuracy: {len(cases) - len(wrong)}/{len(cases)}" + (f"; wrong: {', '.join(wrong[:10])}" if wrong else ""))
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
