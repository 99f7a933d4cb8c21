#!/usr/bin/env python3
"""Whole-process cost of mcalens against llvm-mca (19 or 22), side by side: start-up and iteration counts.

Each case runs `mcalens --no-banner ARGS` and `llvm-mca-19 ARGS` alternately (interleaved, so load
changes hit both), `--repeats` times, and reports per program the median child CPU time (user +
sys), the median wall time and the peak resident memory, the CPU-time ratio mcalens / llvm-mca,
and whether the outputs are byte-identical. The machine's noise is the spread of llvm-mca's own
CPU times and of a fixed busy loop.

    python tools/bench_scale.py [--repeats 5] [--iterations 100,10000,1000000] [--skip-llvm-above N]
        [--mcalens /path/to/venv/bin/mcalens] [--llvm-mca llvm-mca-22]
    python tools/bench_scale.py --cases targets --repeats 11 --llvm-mca llvm-mca-22
    python tools/bench_scale.py --cases warm-targets --repeats 11 [--python /path/to/venv/bin/python]

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

`targets`: one default-views run (100 iterations) per target and model kind, each against the
same llvm-mca command: x86 dot-product on btver2, an AArch64 golden loop on cortex-a55 (in order)
and neoverse-n1, gcc's Thumb-2 loops (tests/editors/data/thumb2-loops.s) on cortex-m4, m7, m55
(in order), and the RISC-V golden scalar file on sifive-u74 (in order) and sifive-p670 (out of
order). `warm-targets`: the same inputs as warm in-process `api.analyze` calls, each against an
llvm-mca process on its input. `--llvm-mca` names the llvm-mca to compare with (default
llvm-mca-19); mcalens gets the matching `--llvm-version` (its own default is 22). Every row prints
the per-pair ratio's min / median / max beside the medians.
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
LLVM_MCA = ["llvm-mca-19"]
RELEASE = ["19"]  # mcalens --llvm-version, the release of LLVM_MCA
THUMB2 = ROOT / "tests" / "editors" / "data" / "thumb2-loops.s"
A64 = ROOT / "tests" / "golden_aarch64" / "cortex-a55" / "arm_kernels_gcc_O2_base_loop0.s"
RV_SCALAR = ROOT / "tests" / "golden_riscv" / "scalar.s"
# name -> (triple, cpu, input): the `targets` and `warm-targets` cases.
TARGET_CASES: dict[str, tuple[str, str, Path]] = {
    "x86 btver2 dot-product": ("x86_64-unknown-linux-gnu", "btver2", DOT),
    "x86 skylake-avx512 loop36": ("x86_64-unknown-linux-gnu", "skylake-avx512", LOOP36),
    "aarch64 cortex-a55 (in order)": ("aarch64", "cortex-a55", A64),
    "aarch64 neoverse-n1": ("aarch64", "neoverse-n1", A64),
    "thumbv7em cortex-m4 (in order)": ("thumbv7em-none-eabi", "cortex-m4", THUMB2),
    "thumbv7em cortex-m7 (in order)": ("thumbv7em-none-eabi", "cortex-m7", THUMB2),
    "thumbv7em cortex-m55 (in order)": ("thumbv7em-none-eabi", "cortex-m55", THUMB2),
    "riscv64 sifive-u74 (in order)": ("riscv64", "sifive-u74", RV_SCALAR),
    "riscv64 sifive-p670": ("riscv64", "sifive-p670", RV_SCALAR),
}


def _ratios(ours: list[float], theirs: list[float]) -> str:
    """Per-pair ratio min / median / max (pairs run back to back: the load hits both alike)."""
    pairs = sorted(a / b for a, b in zip(ours, theirs, strict=False) if b)
    if not pairs:
        return ""
    return f"pair ratio {pairs[0]:5.2f} / {statistics.median(pairs):5.2f} / {pairs[-1]:5.2f}x"


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


def _spread(samples: list[float]) -> str:
    return f"{statistics.median(samples):8.2f} ms (min {min(samples):6.2f}, max {max(samples):6.2f})"


def bench(name: str, args: list[str], repeats: int, with_llvm: bool) -> None:
    ours: list[tuple[float, float, float]] = []
    theirs: list[tuple[float, float, float]] = []
    same = None
    ours_argv = [*MCALENS, "--no-banner", "--llvm-version", RELEASE[0], *args]
    run_once(ours_argv)  # warm-up: bytecode and model caches written once
    for _ in range(repeats):
        cpu, wall, rss, out = run_once(ours_argv)
        ours.append((cpu, wall, rss))
        if with_llvm:
            cpu, wall, rss, ref = run_once([*LLVM_MCA, *args])
            theirs.append((cpu, wall, rss))
            same = out == ref if same is None else same and out == ref

    def med(rows: list[tuple[float, float, float]], k: int) -> float:
        return statistics.median(r[k] for r in rows)

    line = (f"{name:34} mcalens cpu {_spread([r[0] * 1000 for r in ours])}  wall {med(ours, 1) * 1000:8.1f} ms  "
            f"{max(r[2] for r in ours):7.1f} MB")
    if theirs:
        cpu_ref = med(theirs, 0)
        ratio = med(ours, 0) / cpu_ref if cpu_ref else float("inf")
        line += (f" | {LLVM_MCA[0]} cpu {_spread([r[0] * 1000 for r in theirs])}  "
                 f"{max(r[2] for r in theirs):6.1f} MB | ratio {ratio:5.2f}x  "
                 f"{_ratios([r[0] for r in ours], [r[0] for r in theirs])}  output {'same' if same else 'DIFFERS'}")
    print(line, flush=True)


# The warm case's child: analyse once to load the ISA, model and tables, then time each call.
WARM_CHILD = r"""
import sys, time
from mcalens.analysis.api import AnalysisOptions, SimOptions, analyze
path, cpu, triple, release = sys.argv[1:5]
text = open(path, encoding="utf-8").read()
try:
    options = AnalysisOptions(sim=SimOptions(iterations=100), triple=triple, llvm_version=release)
except TypeError:  # a revision before the LLVM 22 release option
    options = AnalysisOptions(sim=SimOptions(iterations=100), triple=triple)
for _ in range(3):
    analyze(text, cpu=cpu, options=options)
for line in sys.stdin:
    started = time.process_time()
    analysis = analyze(text, cpu=cpu, options=options)
    assert not analysis.failed, analysis.messages
    print((time.process_time() - started) * 1000, flush=True)
"""


def _warm_child(python: str, pythonpath: str | None, case: tuple[str, str, Path]) -> subprocess.Popen:
    env = dict(os.environ)
    if pythonpath:
        env["PYTHONPATH"] = pythonpath
    triple, cpu, path = case
    # Not from the checkout's directory: its mcalens/ folder would shadow an installed package.
    return subprocess.Popen([python, "-c", WARM_CHILD, str(path), cpu, triple, RELEASE[0]], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, cwd=tempfile.gettempdir(), env=env)


def bench_warm(repeats: int, with_llvm: bool, compare: str | None = None, other: str | None = None,
               name: str = "loop36 it=100",
               case: tuple[str, str, Path] = ("x86_64-unknown-linux-gnu", "skylake-avx512", LOOP36)) -> None:
    """Warm in-process analyze of `case` x100 against llvm-mca processes, interleaved; with
    `compare`, a second warm child importing that git revision takes its turn in every round."""
    python = MCALENS[0] if MCALENS[0] == sys.executable else str(Path(MCALENS[0]).resolve().parent / "python")
    triple, cpu, path = case
    with tempfile.TemporaryDirectory() as tmp:
        children: dict[str, subprocess.Popen] = {}
        if compare:
            sys.path.insert(0, str(Path(__file__).resolve().parent))
            from bench_simloop import _extract  # the same extracted tree as bench_simloop --compare

            children[compare] = _warm_child(python, str(_extract(compare, Path(tmp))), case)
        children["this"] = _warm_child(python, None, case)
        if other:
            children[other] = _warm_child(other, None, case)
        ours: dict[str, list[float]] = {name: [] for name in children}
        theirs: list[float] = []
        try:
            for _ in range(repeats):
                for child_name, child in children.items():
                    assert child.stdin is not None and child.stdout is not None
                    child.stdin.write("go\n")
                    child.stdin.flush()
                    ours[child_name].append(float(child.stdout.readline()))
                if with_llvm:
                    cpu_s, _, _, _ = run_once([*LLVM_MCA, f"-mtriple={triple}", f"-mcpu={cpu}", "-iterations=100",
                                               str(path)])
                    theirs.append(cpu_s * 1000)
        finally:
            for child in children.values():
                assert child.stdin is not None
                child.stdin.close()
                child.wait()
    if theirs:
        print(f"{LLVM_MCA[0] + ' process ' + name:44} cpu {_spread(theirs)}", flush=True)
    for child_name, samples in ours.items():
        label = "warm analyze " + name + (f" [{child_name}]" if compare or other else "")
        line = f"{label:44} cpu {_spread(samples)}"
        if theirs:
            line += (f" | ratio to {LLVM_MCA[0]} {statistics.median(samples) / statistics.median(theirs):5.2f}x, "
                     f"{_ratios(samples, theirs)}")
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
    parser.add_argument("--llvm-mca", default="llvm-mca-19", help="the llvm-mca to compare with")
    parser.add_argument("--llvm-version", help="mcalens' --llvm-version (default: 22 if the llvm-mca's name says so, else 19)")
    args = parser.parse_args(argv)
    if args.mcalens:
        MCALENS[:] = [args.mcalens]
    LLVM_MCA[:] = [args.llvm_mca]
    RELEASE[:] = [args.llvm_version or ("22" if "22" in Path(args.llvm_mca).name else "19")]
    have_llvm = shutil.which(args.llvm_mca) is not None
    cases = set(args.cases.split(","))
    print(f"repeats={args.repeats} mcalens={' '.join(MCALENS)} --llvm-version {RELEASE[0]} vs {LLVM_MCA[0]} busy-loop noise {busy_loop_noise(args.repeats) * 100:.0f}%"
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
    if "targets" in cases:
        for name, (triple, cpu, path) in TARGET_CASES.items():
            bench(name, [f"-mtriple={triple}", f"-mcpu={cpu}", str(path)], args.repeats, have_llvm)
    if "warm-targets" in cases:
        for name, case in TARGET_CASES.items():
            bench_warm(args.repeats, have_llvm, args.compare, args.python, name, case)
    if "allviews" in cases:
        bench("loop36 -all-views it=10000", ["-mcpu=skylake-avx512", "-iterations=10000", "-all-views", str(LOOP36)],
              args.repeats, have_llvm)
    return 0


if __name__ == "__main__":
    sys.exit(main())
