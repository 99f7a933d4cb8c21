#!/usr/bin/env python3
"""Benchmark warm in-process analysis against llvm-mca-19's process time.

For regions of 10, 36 and 100 instructions (cut from tests/golden kernels, or from the files given)
at 100 and 10,000 iterations: the median and spread (min-max) of `analyze()` wall time after a
warm-up call, and llvm-mca-19's process time (child user+sys CPU, plus wall) on the same input.
The machine's noise is reported as the relative spread of a fixed busy loop repeated like the runs.

    python tools/bench_sim.py [--cpu skylake] [--repeats 5] [--sizes 10,36,100] [--iterations 100,10000] [FILES]
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KERNELS = ROOT / "tests" / "golden" / "kernels"
CPU_DEFAULT = "skylake"


def _instruction_lines(paths: list[Path]) -> list[str]:
    """Instruction lines only (no comments, labels, directives or region markers)."""
    lines: list[str] = []
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            stripped = line.strip()
            if not stripped or stripped.startswith(("#", ".", "//")) or stripped.endswith(":"):
                continue
            if stripped.startswith(("j", "call", "ret")):
                continue  # keep the region a straight-line block like llvm-mca's typical input
            lines.append("\t" + stripped)
    return lines


def supported_lines(lines: list[str], cpu: str) -> list[str]:
    """Keep the lines this CPU model can simulate (e.g. drop AVX-512 on skylake)."""
    from mcalens.analysis.api import AnalysisOptions, SimOptions, ViewSelection, analyze

    options = AnalysisOptions(sim=SimOptions(iterations=1), views=ViewSelection(resource_pressure=False))
    return [line for line in lines if not analyze(line + "\n", cpu=cpu, options=options).failed]


def make_region(lines: list[str], size: int) -> str:
    if not lines:
        raise SystemExit("no instructions to build a benchmark region from")
    body = [lines[i % len(lines)] for i in range(size)]
    return "\n".join(body) + "\n"


def _spread(samples: list[float]) -> tuple[float, float, float]:
    return statistics.median(samples), min(samples), max(samples)


def time_mcalens(text: str, cpu: str, iterations: int, repeats: int, budget: float) -> tuple[list[float], str | None]:
    """Wall times of warm `analyze()` calls; stops repeating once `budget` seconds are spent."""
    from mcalens.analysis.api import AnalysisOptions, SimOptions, ViewSelection, analyze

    options = AnalysisOptions(sim=SimOptions(iterations=iterations), views=ViewSelection(timeline=True))
    # Warm-up on the same text with one iteration: loads the model, ISA and parser caches.
    warm = analyze(text, cpu=cpu, options=AnalysisOptions(sim=SimOptions(iterations=1)))
    if warm.failed:
        return [], " / ".join(warm.messages) or "analysis failed"
    samples: list[float] = []
    spent = 0.0
    for _ in range(repeats):
        started = time.perf_counter()
        analyze(text, cpu=cpu, options=options)
        samples.append(time.perf_counter() - started)
        spent += samples[-1]
        if spent > budget and len(samples) >= 1:
            break
    return samples, None


def time_llvm_mca(path: Path, cpu: str, iterations: int, repeats: int) -> tuple[list[float], list[float]]:
    """(child CPU seconds, wall seconds) per run of llvm-mca-19."""
    args = ["llvm-mca-19", "-mtriple=x86_64-unknown-linux-gnu", f"-mcpu={cpu}", f"-iterations={iterations}",
            "-timeline", str(path)]
    cpu_samples, wall_samples = [], []
    for _ in range(repeats):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        wall_samples.append(time.perf_counter() - started)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu_samples.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
    return cpu_samples, wall_samples


def machine_noise(repeats: int) -> float:
    """Relative spread ((max - min) / median) of a fixed 20 ms-ish busy loop."""
    samples = []
    for _ in range(max(repeats, 5)):
        started = time.perf_counter()
        total = 0
        for i in range(300_000):
            total += i * i
        samples.append(time.perf_counter() - started)
    median, low, high = _spread(samples)
    return (high - low) / median


def _ms(value: float) -> str:
    return f"{value * 1000:9.1f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--cpu", default=CPU_DEFAULT)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--sizes", default="10,36,100")
    parser.add_argument("--iterations", default="100,10000")
    parser.add_argument("--budget", type=float, default=60.0, help="seconds per row before repeats stop")
    args = parser.parse_args(argv)
    lines = supported_lines(_instruction_lines(args.files or sorted(KERNELS.glob("*.s"))), args.cpu)
    have_llvm = shutil.which("llvm-mca-19") is not None
    noise = machine_noise(args.repeats)
    print(f"cpu={args.cpu} repeats={args.repeats} pid={os.getpid()} machine noise (busy-loop spread): "
          f"{noise * 100:.1f}%")
    print("size  iters   mcalens ms (min-max, runs)       llvm-mca cpu ms  wall ms     ratio")
    with tempfile.TemporaryDirectory() as tmp:
        for size in (int(s) for s in args.sizes.split(",")):
            text = make_region(lines, size)
            path = Path(tmp) / f"bench{size}.s"
            path.write_text(text, encoding="utf-8")
            for iterations in (int(i) for i in args.iterations.split(",")):
                ours, error = time_mcalens(text, args.cpu, iterations, args.repeats, args.budget)
                if error:
                    print(f"{size:4}  {iterations:6}  mcalens failed: {error}")
                    continue
                median, low, high = _spread(ours)
                row = (f"{size:4}  {iterations:6}  {_ms(median)} ({_ms(low).strip()}-{_ms(high).strip()}"
                       f", n={len(ours)})")
                if have_llvm:
                    cpu_s, wall_s = time_llvm_mca(path, args.cpu, iterations, args.repeats)
                    ref = statistics.median(cpu_s)
                    ratio = median / ref if ref > 0 else float("inf")
                    row = f"{row:44} {_ms(ref)}  {_ms(statistics.median(wall_s))}   {ratio:8.1f}x"
                print(row, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
