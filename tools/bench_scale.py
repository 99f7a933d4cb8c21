#!/usr/bin/env python3
"""Whole-process cost of mcalens against llvm-mca-19, side by side: start-up and iteration counts.

Each case runs `mcalens --no-banner ARGS` and `llvm-mca-19 ARGS` alternately (interleaved, so load
changes hit both), `--repeats` times, and reports per program the median child CPU time (user +
sys), the median wall time and the peak resident memory, the CPU-time ratio mcalens / llvm-mca,
and whether the outputs are byte-identical. The machine's noise is the spread of llvm-mca's own
CPU times and of a fixed busy loop.

    python tools/bench_scale.py [--repeats 5] [--iterations 100,10000,1000000] [--skip-llvm-above N]
        [--mcalens /path/to/venv/bin/mcalens]

--mcalens measures another installation (e.g. a wheel installed into a fresh venv, whose bytecode
pip compiled at install time) instead of `python -m mcalens` from this checkout. Start-up
(issue 17.1) is the dot case: `--cases dot --repeats 15`.

Cases: the manual's dot-product on btver2 (100 iterations: start-up dominates); the 36-instruction
AVX-512 loop examples/avx512-loop36.s on skylake-avx512 at each iteration count; the same loop with
-all-views at 10,000 iterations; `warm`: a warm in-process `api.analyze` of that loop (100
iterations, default views; one child process that loads everything first, then times each call
with time.process_time) interleaved with llvm-mca-19 processes on the same input (issue 17:
goal <= 0.5x; `--compare REV` alternates a second warm child importing git revision REV, so
before and after are measured in the same minute). llvm-mca-19 runs above --skip-llvm-above iterations (default
1,000,000; it needs about 36 s per million iterations of the loop) are skipped and only
mcalens is measured. `--python PY` adds a warm child of another interpreter (e.g. a venv holding the
compiled build, docs/performance.md "Compiled build") to the same rounds.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOT = ROOT / "examples" / "dot-product.s"
LOOP36 = ROOT / "examples" / "avx512-loop36.s"
MCALENS = [sys.executable, "-m", "mcalens"]


def run_once(argv: list[str]) -> tuple[float, float, float, bytes]:
    """(CPU seconds, wall seconds, peak RSS MB, stdout) of one child process."""
    started = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    out = proc.stdout.read() if proc.stdout else b""
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    wall = time.perf_counter() - started
    return usage.ru_utime + usage.ru_stime, wall, usage.ru_maxrss / 1024, out


def busy_loop_noise(repeats: int) -> float:
    samples = []
    for _ in range(max(5, repeats)):
        started = time.process_time()
        total = 0
        for i in range(300_000):
            total += i * i
        samples.append(time.process_time() - started)
    return (max(samples) - min(samples)) / statistics.median(samples)


def bench(name: str, args: list[str], repeats: int, with_llvm: bool) -> None:
    ours: list[tuple[float, float, float]] = []
    theirs: list[tuple[float, float, float]] = []
    same = None
    run_once([*MCALENS, "--no-banner", *args])  # warm-up: bytecode and model caches written once
    for _ in range(repeats):
        cpu, wall, rss, out = run_once([*MCALENS, "--no-banner", *args])
        ours.append((cpu, wall, rss))
        if with_llvm:
            cpu, wall, rss, ref = run_once(["llvm-mca-19", *args])
            theirs.append((cpu, wall, rss))
            same = out == ref if same is None else same and out == ref

    def med(rows: list[tuple[float, float, float]], k: int) -> float:
        return statistics.median(r[k] for r in rows)

    ours_spread = (max(r[0] for r in ours) - min(r[0] for r in ours)) / med(ours, 0) if med(ours, 0) else 0.0
    line = (f"{name:34} mcalens cpu {med(ours, 0) * 1000:8.1f} ms (spread {ours_spread * 100:4.0f}%)  wall {med(ours, 1) * 1000:8.1f} ms  "
            f"{max(r[2] for r in ours):7.1f} MB")
    if theirs:
        cpu_ref = med(theirs, 0)
        spread = (max(r[0] for r in theirs) - min(r[0] for r in theirs)) / cpu_ref if cpu_ref else 0.0
        ratio = med(ours, 0) / cpu_ref if cpu_ref else float("inf")
        line += (f" | llvm-mca cpu {cpu_ref * 1000:8.1f} ms (spread {spread * 100:4.0f}%)  "
                 f"{max(r[2] for r in theirs):6.1f} MB | ratio {ratio:6.2f}x  output {'same' if same else 'DIFFERS'}")
    print(line, flush=True)


# The warm case's child: analyse once to load the ISA, model and tables, then time each call.
WARM_CHILD = r"""
import sys, time
from mcalens.analysis.api import AnalysisOptions, SimOptions, analyze
text = open(sys.argv[1], encoding="utf-8").read()
options = AnalysisOptions(sim=SimOptions(iterations=100))
for _ in range(3):
    analyze(text, cpu="skylake-avx512", options=options)
for line in sys.stdin:
    started = time.process_time()
    analysis = analyze(text, cpu="skylake-avx512", options=options)
    assert not analysis.failed
    print((time.process_time() - started) * 1000, flush=True)
"""


def _warm_child(python: str, pythonpath: str | None) -> subprocess.Popen:
    env = dict(os.environ)
    if pythonpath:
        env["PYTHONPATH"] = pythonpath
    # Not from the checkout's directory: its mcalens/ folder would shadow an installed package.
    return subprocess.Popen([python, "-c", WARM_CHILD, str(LOOP36)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, cwd=tempfile.gettempdir(), env=env)


def bench_warm(repeats: int, with_llvm: bool, compare: str | None = None, other: str | None = None) -> None:
    """Warm in-process analyze of loop36 x100 against llvm-mca-19 processes, interleaved; with
    `compare`, a second warm child importing that git revision takes its turn in every round."""
    python = MCALENS[0] if MCALENS[0] == sys.executable else str(Path(MCALENS[0]).resolve().parent / "python")
    with tempfile.TemporaryDirectory() as tmp:
        children: dict[str, subprocess.Popen] = {}
        if compare:
            sys.path.insert(0, str(Path(__file__).resolve().parent))
            from bench_simloop import _extract  # the same extracted tree as bench_simloop --compare

            children[compare] = _warm_child(python, str(_extract(compare, Path(tmp))))
        children["this"] = _warm_child(python, None)
        if other:
            children[other] = _warm_child(other, None)
        ours: dict[str, list[float]] = {name: [] for name in children}
        theirs: list[float] = []
        try:
            for _ in range(repeats):
                for name, child in children.items():
                    assert child.stdin is not None and child.stdout is not None
                    child.stdin.write("go\n")
                    child.stdin.flush()
                    ours[name].append(float(child.stdout.readline()))
                if with_llvm:
                    cpu, _, _, _ = run_once(["llvm-mca-19", "-mcpu=skylake-avx512", "-iterations=100", str(LOOP36)])
                    theirs.append(cpu * 1000)
        finally:
            for child in children.values():
                assert child.stdin is not None
                child.stdin.close()
                child.wait()
    ref = statistics.median(theirs) if theirs else 0.0
    if theirs:
        print(f"{'llvm-mca-19 process loop36 it=100':34} cpu {ref:8.1f} ms (min {min(theirs):6.1f}, "
              f"max {max(theirs):6.1f})", flush=True)
    for name, samples in ours.items():
        label = "warm analyze loop36 it=100" + (f" [{name}]" if compare or other else "")
        line = (f"{label:34} mcalens cpu {statistics.median(samples):8.1f} ms (min {min(samples):6.1f}, "
                f"max {max(samples):6.1f})")
        if theirs:
            line += f" | ratio to llvm-mca {statistics.median(samples) / ref:6.2f}x"
        print(line, flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--iterations", default="100,10000,1000000")
    parser.add_argument("--skip-llvm-above", type=int, default=1_000_000)
    parser.add_argument("--cases", default="dot,loop36,allviews", help="comma-separated subset (also: warm)")
    parser.add_argument("--mcalens", help="an installed mcalens command to measure instead of python -m mcalens")
    parser.add_argument("--compare", metavar="REV",
                        help="warm case: also time the tree at git revision REV, alternated call by call")
    parser.add_argument("--python", metavar="PY",
                        help="warm case: also time another interpreter's install, alternated call by call")
    args = parser.parse_args(argv)
    if args.mcalens:
        MCALENS[:] = [args.mcalens]
    have_llvm = shutil.which("llvm-mca-19") is not None
    cases = set(args.cases.split(","))
    print(f"repeats={args.repeats} mcalens={' '.join(MCALENS)} busy-loop noise {busy_loop_noise(args.repeats) * 100:.0f}%"
          f" load average {os.getloadavg()[0]:.1f}")
    if "dot" in cases:
        bench("dot-product btver2 (default views)", ["-mcpu=btver2", str(DOT)], args.repeats, have_llvm)
    if "loop36" in cases:
        for iterations in (int(i) for i in args.iterations.split(",")):
            bench(f"loop36 skylake-avx512 it={iterations}",
                  ["-mcpu=skylake-avx512", f"-iterations={iterations}", str(LOOP36)],
                  args.repeats if iterations <= args.skip_llvm_above else 1,
                  have_llvm and iterations <= args.skip_llvm_above)
    if "warm" in cases:
        bench_warm(args.repeats, have_llvm, args.compare, args.python)
    if "allviews" in cases:
        bench("loop36 -all-views it=10000", ["-mcpu=skylake-avx512", "-iterations=10000", "-all-views", str(LOOP36)],
              args.repeats, have_llvm)
    return 0


if __name__ == "__main__":
    sys.exit(main())
