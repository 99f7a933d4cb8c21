"""Time (and optionally profile) the simulator on a fixed region, warm.

    python tools/profile_sim.py --cpu skylake --iterations 100 [--profile] [--raw] FILE.s
    python tools/profile_sim.py --case tests/data/sim/a1_100.skylake.json
    python tools/profile_sim.py --cpu skylake --raw --opcodes FILE.s

`--raw` turns the steady-state extrapolation and idle-cycle skipping off (the raw cycle loop,
as tools/bench_simloop.py measures it). `--opcodes` counts the bytecode instructions executed per
simulated instruction, per function (module.function), with sys.settrace: slow, but exact and
independent of the machine's load, so a change's effect on the work done shows without noise.

Instructions come from a recorded test case, or from `llvm-mc-19 -show-inst` on FILE.s. Prints
the median of --repeat warm runs (descriptor caches filled by a first run).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

from mcalens.analysis.isa import load_isa
from mcalens.analysis.machine.model_load import load_model
from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg
from mcalens.analysis.sim.options import SimOptions
from mcalens.analysis.sim.pipeline import simulate


def _from_case(path: Path) -> tuple[str, list[McInst]]:
    case = json.loads(path.read_text(encoding="utf-8"))
    insts = []
    for opcode, ops in case["mcinsts"]:
        insts.append(McInst(opcode, tuple(Reg(v) if k == "r" else Imm(v) if k == "i" else Expr(v)
                                          for k, v in ops)))
    return case["cpu"], insts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cpu", default="skylake")
    ap.add_argument("--iterations", type=int, default=100)
    ap.add_argument("--repeat", type=int, default=15)
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--raw", action="store_true", help="extrapolation and idle-cycle skipping off")
    ap.add_argument("--opcodes", action="store_true", help="bytecodes per simulated instruction, by function")
    ap.add_argument("--case", type=Path)
    ap.add_argument("file", nargs="?", type=Path)
    args = ap.parse_args(argv)
    isa = load_isa()
    cpu = args.cpu
    if args.case:
        cpu, insts = _from_case(args.case)
    elif args.file:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from mcinst_harness import show_inst

        insts = show_inst(args.file, isa)
    else:
        ap.error("give FILE.s or --case")
    model, _ = load_model(cpu)
    if model is None:
        ap.error(f"unknown cpu {cpu}")
    if args.raw:
        opts = SimOptions(iterations=args.iterations, extrapolate=False, skip_idle_cycles=False)
    else:
        opts = SimOptions(iterations=args.iterations)
    trace = simulate(insts, isa, model, opts)
    times = []
    cpu_times = []
    for _ in range(args.repeat):
        t0 = time.perf_counter()
        c0 = time.process_time()
        simulate(insts, isa, model, opts)
        cpu_times.append((time.process_time() - c0) * 1000)
        times.append((time.perf_counter() - t0) * 1000)
    # Process (CPU) time is reported too: on a shared machine wall time mostly measures the neighbours.
    print(f"{cpu}: {len(insts)} instructions x {args.iterations} iterations = {trace.total_cycles} cycles; "
          f"median {statistics.median(times):.1f} ms wall, {statistics.median(cpu_times):.1f} ms CPU, "
          f"min {min(times):.1f} ms over {args.repeat} runs")
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        simulate(insts, isa, model, opts)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(18)
    if args.opcodes:
        counts = _count_opcodes(lambda: simulate(insts, isa, model, opts))
        per = len(insts) * args.iterations
        print(f"bytecodes per simulated instruction: {sum(counts.values()) / per:.0f}")
        for name, count in counts.most_common(25):
            print(f"  {count / per:8.1f}  {name}")
    return 0


def _count_opcodes(run) -> Counter:
    """Bytecode instructions executed by `run()`, by module.function."""
    counts: Counter = Counter()

    def trace(frame, event, arg):
        frame.f_trace_opcodes = True
        name = f"{Path(frame.f_code.co_filename).stem}.{frame.f_code.co_name}"

        def local(frame, event, arg):
            if event == "opcode":
                counts[name] += 1
            return local
        return local

    sys.settrace(trace)
    try:
        run()
    finally:
        sys.settrace(None)
    return counts


if __name__ == "__main__":
    sys.exit(main())
