"""Time (and optionally profile) the simulator on a fixed region, warm.

    python tools/profile_sim.py --cpu skylake --iterations 100 [--profile] [--raw] FILE.s
    python tools/profile_sim.py --case tests/data/sim/a1_100.skylake.json
    python tools/profile_sim.py --cpu skylake --raw --opcodes FILE.s
    python tools/profile_sim.py --cpu skylake-avx512 --phases default|lsp|batch FILE.s
    python tools/profile_sim.py --triple thumbv7em-none-eabi --cpu cortex-m4 --raw --opcodes FILE.s

`--raw` turns the steady-state extrapolation and idle-cycle skipping off (the raw cycle loop,
as tools/bench_simloop.py measures it). `--opcodes` counts the bytecode instructions executed per
simulated instruction, per function (module.function), with sys.settrace: slow, but exact and
independent of the machine's load, so a change's effect on the work done shows without noise.

`--phases` times a whole warm analysis instead of the simulator alone: `default` is the CLI's
`api.analyze` (default views) and its text rendering, `lsp` the language server's full phase
(analysis/editor/results.analyze_region: every view, bottleneck analysis, waits, the text report),
`batch` one `mcalens batch` line (analysis/batch.analyse_job with the batch's views). It prints the
median CPU time and the bytecodes executed per call split by phase (parse, resolve, print,
descriptors, simulate set-up and cycle loop, steady state, views, verdict, rendering, api glue):
exact and load-independent, so a change outside the cycle loop shows its share.

`--triple` (any target: ARM, RISC-V, AArch64) takes the instructions, descriptors and simulator
options from mcalens' own `api.analyze` of FILE.s (its first region) instead, with `--hazards`
the in-order stall record the verdict asks for (SimOptions.record_hazards) and `--llvm-version`
the release. Instructions come from a recorded test case, or from `llvm-mc-19 -show-inst` on FILE.s. Prints
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
    ap.add_argument("--triple", help="read FILE.s with mcalens' own front end for this target")
    ap.add_argument("--llvm-version", default="22")
    ap.add_argument("--hazards", action="store_true", help="record the in-order stall log (the verdict's)")
    ap.add_argument("--phases", choices=("default", "lsp", "batch"), help="a whole warm analysis, split by phase")
    ap.add_argument("file", nargs="?", type=Path)
    args = ap.parse_args(argv)
    if args.phases:
        if not args.file:
            ap.error("--phases needs FILE.s")
        return _phases(args.phases, args.file.read_text(encoding="utf-8"), args.cpu, args.iterations, args.repeat)
    if args.triple:
        if not args.file:
            ap.error("--triple needs FILE.s")
        return _simulate_target(args)
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


def _simulate_target(args: argparse.Namespace) -> int:
    """The --triple route: what `api.analyze` hands `simulate` for FILE.s's first region, timed
    and counted again with the raw/hazards switches applied."""
    from dataclasses import replace

    import mcalens.analysis.api as api

    captured: list[tuple] = []

    def capture(instrs, isa, model, options=None, descriptors=None):
        captured.append((instrs, isa, model, options, descriptors))
        return simulate(instrs, isa, model, options, descriptors)

    options = api.AnalysisOptions(triple=args.triple, llvm_version=args.llvm_version,
                                  sim=SimOptions(iterations=args.iterations))
    api.simulate = capture  # type: ignore[assignment]
    try:
        analysis = api.analyze(args.file.read_text(encoding="utf-8"), cpu=args.cpu, options=options)
    finally:
        api.simulate = simulate  # type: ignore[assignment]
    if analysis.failed or not captured:
        print("\n".join(analysis.messages), file=sys.stderr)
        return 1
    insts, isa, model, opts, descs = captured[0]
    opts = replace(opts, record_hazards=args.hazards)
    if args.raw:
        opts = replace(opts, extrapolate=False, skip_idle_cycles=False)

    def run():
        return simulate(insts, isa, model, opts, descs)

    trace = run()
    cpu_times = []
    for _ in range(args.repeat):
        c0 = time.process_time()
        run()
        cpu_times.append((time.process_time() - c0) * 1000)
    print(f"{args.triple} {args.cpu}: {len(insts)} instructions x {args.iterations} iterations = "
          f"{trace.total_cycles} cycles; median {statistics.median(cpu_times):.2f} ms CPU "
          f"(min {min(cpu_times):.2f}, max {max(cpu_times):.2f}, {args.repeat} runs)")
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        run()
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(18)
    if args.opcodes:
        counts = _count_opcodes(run)
        per = len(insts) * args.iterations
        print(f"bytecodes per simulated instruction: {sum(counts.values()) / per:.0f}")
        for name, count in counts.most_common(25):
            print(f"  {count / per:8.1f}  {name}")
    return 0


# Phase of a function, from its file (relative to the package) and, in the simulator, its name.
_PHASE_BY_PATH = (
    ("analysis/frontend/", "parse"),
    ("analysis/targets/x86/printer", "print"),
    ("analysis/targets/aarch64/printer", "print"),
    ("analysis/targets/", "resolve"),
    ("analysis/isa", "resolve"),
    ("analysis/sim/instr_desc", "descriptors"),
    ("analysis/sim/hardware", "descriptors"),
    ("analysis/sim/steady", "steady state"),  # detection, replay, the trace's periodic columns
    ("analysis/sim/", "simulate"),
    ("analysis/views/verdict", "verdict"),
    ("analysis/views/", "views"),
    ("analysis/output/", "rendering"),
    ("analysis/machine/", "model lookups"),
    ("analysis/api", "api"),
    ("analysis/batch", "batch line"),
    ("server/", "server bridge"),
)
# Simulator functions that run once per simulation: set-up, and the steady state's replay and
# the trace's columns (comprehensions cannot be told apart and count as the cycle loop).
_SIM_SETUP = {"simulate", "_simulate", "build_descriptors", "counters", "_pause_gc", "_resume_gc", "restrict_to"}
_SIM_SETUP_MODULES = ("resources", "scheduler", "lsunit", "regfile", "trace", "pressure")
_SIM_REPLAY = {"replay", "finish_columns"}


def _phase_of(filename: str, function: str) -> str:
    path = filename.replace("\\", "/")
    for part, phase in _PHASE_BY_PATH:
        if part in path:
            if phase == "simulate":
                module = Path(path).stem
                if function in _SIM_SETUP or (function == "__init__" and module in _SIM_SETUP_MODULES):
                    return "simulate set-up"
                if function in _SIM_REPLAY and module == "pipeline":
                    return "steady state"
                return "simulate cycle loop"
            return phase
    return "other (stdlib, dataclasses)"


def _phases(mode: str, text: str, cpu: str, iterations: int, repeat: int) -> int:
    """Warm whole analyses of `text`: CPU time and bytecodes per call, split by phase."""
    if mode == "lsp":
        from mcalens.analysis.editor.results import AnalysisOptions as BridgeOptions
        from mcalens.analysis.editor.results import analyze_region

        bridge_options = BridgeOptions(cpu=cpu)

        def run() -> None:
            analyze_region(text, bridge_options)
    elif mode == "batch":
        from mcalens.analysis.api import AnalysisOptions, SimOptions
        from mcalens.analysis.batch import Job, analyse_job, printed_views

        job, batch_options = Job("input.s", text), printed_views(AnalysisOptions(sim=SimOptions(iterations=iterations)))

        def run() -> None:
            analyse_job(job, cpu, batch_options)
    else:
        from mcalens.analysis.api import AnalysisOptions, analyze
        from mcalens.analysis.output.render_text import render_text

        options = AnalysisOptions(sim=SimOptions(iterations=iterations))

        def run() -> None:
            analysis = analyze(text, cpu=cpu, options=options)
            assert analysis.report is not None, analysis.messages
            render_text(analysis.report)
    for _ in range(3):
        run()  # warm: ISA, model, parser and descriptor caches
    cpu_times = []
    for _ in range(repeat):
        c0 = time.process_time()
        run()
        cpu_times.append((time.process_time() - c0) * 1000)
    counts = _count_opcodes(run, by_file=True)
    by_phase: Counter = Counter()
    for (filename, function), count in counts.items():
        by_phase[_phase_of(filename, function)] += count
    total = sum(by_phase.values())
    print(f"{mode} {cpu} x{iterations}: median {statistics.median(cpu_times):.2f} ms CPU "
          f"(min {min(cpu_times):.2f}, max {max(cpu_times):.2f}, {repeat} runs); {total:,} bytecodes per call")
    for phase, count in by_phase.most_common():
        print(f"  {phase:28} {count:10,} {count / total * 100:6.1f}%")
    return 0


def _count_opcodes(run, by_file: bool = False) -> Counter:
    """Bytecode instructions executed by `run()`, by module.function."""
    counts: Counter = Counter()

    def trace(frame, event, arg):
        frame.f_trace_opcodes = True
        code = frame.f_code
        name = (code.co_filename, code.co_name) if by_file else f"{Path(code.co_filename).stem}.{code.co_name}"

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
