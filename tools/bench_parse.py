"""Parser speed: lines/s and ms for a ~2,000-line gcc -O2 file and a large file, with the spread of repeats.

    /work/venv/bin/python tools/bench_parse.py [--repeat 15] [FILE.s ...]
    /work/venv/bin/python tools/bench_parse.py --aarch64 [FILE.s ...]

`--aarch64` times the AArch64 front end instead (analysis/targets/aarch64: statements, operand
syntax, resolution to McInst), on FILEs or on the sources of tests/golden_aarch64/mc_printed.tsv.gz
(gcc/clang output, one instruction per line); "cold" clears the operand and resolver memos.

Without files it generates C with many small distinct functions, compiles it with `gcc -O2 -S`
(falling back to the committed gcc output in tests/data/parse/loops/ when gcc is missing) and
trims the result to 2,000 lines; the large file is that text repeated 25 times. "cold" clears the
parser's line caches before every run (a first open in the editor); "warm" keeps them (re-analysis
of an edited buffer). Both wall and CPU time are printed: the machine is shared, so wall time
includes waiting for a core.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from mcalens.analysis.frontend import parse

REPO = Path(__file__).resolve().parent.parent
TARGET_LINES = 2000

_OPERATIONS = ["+", "-", "*"]
_TYPES = ["int", "long", "unsigned", "float", "double", "short", "unsigned char"]


def generated_c(n_functions: int) -> str:
    """Distinct functions (loops, branches, calls, floating point) so lines rarely repeat exactly."""
    parts = ["#include <stddef.h>", "extern int sink(long);"]
    for number in range(n_functions):
        kind = _TYPES[number % len(_TYPES)]
        op = _OPERATIONS[number % len(_OPERATIONS)]
        parts.append(
            f"{kind} f{number}({kind} *a, const {kind} *b, size_t n, {kind} k) {{\n"
            f"  {kind} s = ({kind}){number % 7 + 1};\n"
            f"  for (size_t i = {number % 3}; i < n; i += {number % 4 + 1}) {{\n"
            f"    if (b[i] > k) s = s {op} b[i] * ({kind}){number + 3};\n"
            f"    else a[i] = a[i] {op} ({kind})(i + {number});\n"
            f"  }}\n"
            f"  if (s == ({kind}){number * 17}) sink((long)s + {number});\n"
            f"  return s;\n}}"
        )
    return "\n".join(parts) + "\n"


def gcc_file() -> str:
    if shutil.which("gcc") is None:
        fallback = sorted((REPO / "tests" / "data" / "parse" / "loops").glob("*.s"))
        text = "".join(path.read_text() for path in fallback)
        while text.count("\n") < TARGET_LINES:
            text += text
        return "\n".join(text.split("\n")[:TARGET_LINES]) + "\n"
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "bench.c"
        source.write_text(generated_c(120))
        output = Path(tmp) / "bench.s"
        subprocess.run(["gcc", "-O2", "-S", "-o", str(output), str(source)], check=True)
        lines = output.read_text().split("\n")
    return "\n".join(lines[:TARGET_LINES]) + "\n"


def measure(text: str, repeat: int, cold: bool) -> tuple[list[float], list[float]]:
    """(wall seconds, CPU seconds) per run; CPU time is the steadier number on a shared machine."""
    wall, cpu = [], []
    parse.parse_text(text)  # warm imports and the regex caches
    for _ in range(repeat):
        if cold:
            parse.clear_caches()
        start_wall, start_cpu = time.perf_counter(), time.process_time()
        parse.parse_text(text)
        cpu.append(time.process_time() - start_cpu)
        wall.append(time.perf_counter() - start_wall)
    return wall, cpu


def report(label: str, text: str, repeat: int) -> None:
    n_lines = text.count("\n")
    for mode in ("cold", "warm"):
        wall, cpu = measure(text, repeat, cold=mode == "cold")
        for clock, timings in (("wall", wall), ("cpu", cpu)):
            median = statistics.median(timings)
            print(
                f"{label:<14} {mode} {clock:<4} {n_lines:>6} lines  median {median * 1e3:8.2f} ms"
                f"  (min {min(timings) * 1e3:.2f}, max {max(timings) * 1e3:.2f})"
                f"  {n_lines / median:>9,.0f} lines/s"
            )


def aarch64_report(label: str, text: str, repeat: int) -> None:
    from mcalens.analysis.isa import load_isa
    from mcalens.analysis.targets.aarch64 import syntax
    from mcalens.analysis.targets.aarch64.resolve import load_tables, resolve

    isa = load_isa("aarch64")
    tables = load_tables(isa)
    lines = text.split("\n")

    def run(with_resolve: bool) -> None:
        sink: list = []
        for line_no, start, end in syntax.instruction_statements(text):
            inst = syntax.parse_instruction(lines[line_no], start, end, line_no, sink)
            if with_resolve and inst is not None:
                resolve(inst, isa)

    n_lines = text.count("\n")
    for stage, with_resolve in (("parse", False), ("parse+resolve", True)):
        for mode in ("cold", "warm"):
            cpu = []
            run(with_resolve)
            for _ in range(repeat):
                if mode == "cold":
                    syntax.clear_caches()
                    tables.resolved.clear()
                start = time.process_time()
                run(with_resolve)
                cpu.append(time.process_time() - start)
            median = statistics.median(cpu)
            print(f"{label:<14} {stage:<13} {mode} cpu {n_lines:>6} lines  median {median * 1e3:8.2f} ms"
                  f"  (min {min(cpu) * 1e3:.2f})  {n_lines / median:>9,.0f} lines/s")  # fmt: skip


def aarch64_corpus() -> str:
    import gzip

    path = REPO / "tests" / "golden_aarch64" / "mc_printed.tsv.gz"
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        rows = [line.split("\t") for line in handle][1:]
    return "\n".join("\t" + row[1] for row in rows) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--aarch64", action="store_true", help="time the AArch64 front end")
    options = parser.parse_args(argv)
    if options.aarch64:
        texts = [(p.name, p.read_text(errors="replace")) for p in options.files] or [
            ("a64 corpus", aarch64_corpus())
        ]
        for label, text in texts:
            aarch64_report(label, text, options.repeat)
        return 0
    if options.files:
        for path in options.files:
            report(path.name, path.read_text(errors="replace"), options.repeat)
        return 0
    text = gcc_file()
    report("gcc -O2 file", text, options.repeat)
    report("large (25x)", text * 25, max(3, options.repeat // 5))
    return 0


if __name__ == "__main__":
    sys.exit(main())
