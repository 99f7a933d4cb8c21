"""`mcalens measure [-mcpu=CPU] [--passes N] [--registers same|distinct] [-json] FILE` and
`mcalens measure --self-test`.

Text output: per region the measured cycles per iteration (median over passes) ± spread, the
predictions next to it, the clock and the core clock. JSON: mcalens' `-json` report with
`CodeRegions[i].Measured` (and `Predicted`, `MeasureError`) added, plus a top-level `Host`.
Exit status: 0 when every region was measured, 1 when some region could not be, 2 on usage errors
or when this host cannot measure at all.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

from ..output.render_json import dumps, report_json
from . import harness as h
from .api import DEFAULT_PASSES, DEFAULT_REPETITIONS, MeasureRun, measure_text
from .clock import TSC, perf_cycles_fd
from .host import supported

# name -> (block, expected cycles per iteration by host LLVM CPU name; "*" for every CPU)
SELF_TESTS: dict[str, tuple[str, dict[str, float]]] = {
    "add chain": ("addq $1, %rax", {"*": 1.0}),
    "imul chain": ("imulq %rax, %rax", {"*": 3.0}),
    "load chain": ("movq (%rax), %rax", {"znver3": 4.0, "znver4": 4.0, "znver5": 4.0, "skylake": 4.0}),
    "FMA chain": ("vfmadd231ps %ymm1, %ymm2, %ymm0", {"znver3": 4.0, "znver4": 4.0, "znver5": 4.0,
                                                    "skylake": 4.0}),
    # Zen 5 cut the FP add latency to 2 cycles (measured here: 2.00)
    "vaddps chain": ("vaddps %ymm1, %ymm0, %ymm0", {"znver3": 3.0, "znver4": 3.0, "znver5": 2.0,
                                                  "skylake": 4.0}),
}
SELF_TEST_TOLERANCE = 0.02


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="mcalens measure", description="Time each region on this machine and "
                                "put the model's prediction next to it. This executes the code: it runs the "
                                "code natively in a sandboxed child process (see docs/measure.md).")
    p.add_argument("file", nargs="?", help="assembly file ('-' for stdin)")
    p.add_argument("-mcpu", "--mcpu", dest="cpu", default="host",
                   help="CPU to predict for (default: host, the CPU this machine reports; always named)")
    p.add_argument("--passes", type=int, default=DEFAULT_PASSES, help=f"how many times each region is timed; the figure is the median over the passes, "
                   f"each pass the minimum of --repetitions timings (default {DEFAULT_PASSES}; >= 1)")
    p.add_argument("--repetitions", type=int, default=DEFAULT_REPETITIONS,
                   help="interleaved repetitions per pass (minimum over them)")
    p.add_argument("--registers", choices=h.REGISTER_MODES, default="distinct",
                   help="distinct pointers per register (default) or one value for all (BHive's)")
    p.add_argument("--method", choices=h.METHODS, default="sized",
                   help="sized: U sized to the op cache (default); bhive: fixed U = 100/200, aliased pages; "
                        "fixed: bhive with private pages")
    p.add_argument("-json", "--json", action="store_true", help="JSON output")
    p.add_argument("--timeout", type=float, default=30.0, help="seconds per region before the child is killed")
    p.add_argument("--self-test", action="store_true", help="check the clock on dependency chains of known latency")
    return p


def main(argv: list[str], stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    out, err = stdout or sys.stdout, stderr or sys.stderr
    p = _parser()
    # llvm-mca spells -mcpu=x with one dash; argparse wants -mcpu x or --mcpu=x
    args = p.parse_args([("--mcpu=" + a[6:]) if a.startswith("-mcpu=") else a for a in argv])
    if args.passes < 1 or args.repetitions < 1:
        err.write("error: --passes and --repetitions must be at least 1\n")
        return 2
    why = supported()
    if why is not None:
        err.write(f"error: {why}\n")
        return 2
    if args.self_test:
        return self_test(out, err, passes=args.passes, repetitions=args.repetitions, registers=args.registers)
    if not args.file:
        err.write("error: no input file (or --self-test)\n")
        return 2
    try:
        if args.file == "-":
            text = sys.stdin.read()
        else:
            with open(args.file, encoding="utf-8", errors="replace") as f:
                text = f.read()
    except OSError as e:
        err.write(f"error: {args.file}: {e.strerror}\n")
        return 2
    filename = "<stdin>" if args.file == "-" else args.file
    run = measure_text(text, cpu=args.cpu, passes=args.passes, registers=args.registers,
                       repetitions=args.repetitions, timeout=args.timeout, method=args.method)
    for message in run.messages:
        err.write(message + "\n")
    if run.failed:
        err.write(f"error: {run.failed}\n")
        return 2
    for d in run.diagnostics:
        err.write(d.format(filename) + "\n")
    for region in run.regions:
        for d in region.diagnostics:
            err.write(d.format(filename) + "\n")
    if args.json:
        out.write(dumps(run_json(run)) + "\n")
    else:
        out.write(render(run, args))
    return 0 if all(r.measured is not None for r in run.regions) and run.regions else 1


def run_json(run: MeasureRun) -> dict[str, Any]:
    report = run.analysis.report if run.analysis is not None else None
    # measure's JSON is mcalens' own document (Measured, Predicted): it keeps SourceLines and the
    # other extras, so a region's numbers can be traced to its lines.
    obj: dict[str, Any] = report_json(report, extras=True) if report is not None else {"CodeRegions": []}
    by_index = {r.index: r for r in run.regions}
    for i, region in enumerate(obj["CodeRegions"]):
        report_region = report.regions[i] if report is not None else None
        m = by_index.get(report_region.index) if report_region is not None else None
        if m is None:
            continue
        region["Measured"] = m.measured.to_json() if m.measured else None
        region["Predicted"] = m.prediction.to_json() if m.prediction else None
        if m.failure:
            region["MeasureError"] = m.failure
        if m.data_dependent:
            region["DataDependent"] = list(m.data_dependent)
    if run.host is not None:
        obj["Host"] = {"Vendor": run.host.vendor, "Family": run.host.family, "Model": run.host.model,
                       "Brand": run.host.brand, "LLVMCPU": run.host.llvm_cpu}
    return obj


def _pct(measured: float, predicted: float) -> str:
    return f"{(predicted - measured) / measured * 100:+.1f}%" if measured > 0 else "n/a"


def render(run: MeasureRun, args: Any) -> str:
    lines = []
    if run.host is not None:
        lines.append(f"# mcalens measure: host {run.host.describe()}; predictions for -mcpu={run.cpu}")
    clock = next((r.measured.clock for r in run.regions if r.measured), None)
    if clock is not None:
        why = f" ({perf_cycles_fd()[1]})" if clock.source == TSC else ""
        lines.append(f"# clock: {clock.describe()}{why}")
    lines.append(f"# method: {args.method}; registers: {args.registers}; {args.passes} passes x {args.repetitions} repetitions; "
                 "cycles/iteration = (T(2U) - T(U)) / (loops x U)")
    for r in run.regions:
        lines.append("")
        lines.append(f"[{r.index}] Code Region" + (f" - {r.name}" if r.name else "")
                     + f"  ({r.instructions} instructions, U = {h.copies_for(r.instructions, args.method)})")
        if r.measured is not None:
            m = r.measured
            passes = " ".join(f"{x:.3f}" for x in m.per_pass)
            flag = "  BIMODAL: the passes sit at two levels" if m.bimodal else ""
            lines.append(f"  measured:   {m.text()} cycles/iteration here (median of {len(m.per_pass)} "
                         f"passes: {passes}){flag}")
        else:
            lines.append(f"  measured:   - ({r.failure})")
        if r.prediction is not None:
            p = r.prediction
            lines.append(f"  predicted:  {p.steady:.2f} cycles/iteration steady state · Total Cycles/Iterations "
                         f"{p.total_per_iteration:.2f} · Block RThroughput {p.rthroughput:.2f}")
            if r.measured is not None:
                lines.append(f"  model error: {_pct(r.measured.cycles_per_iteration, p.steady)} "
                             "(steady state vs measured)")
        if r.data_dependent:
            lines.append(f"  note: the figure depends on data or machine state: {', '.join(r.data_dependent)}")
    return "\n".join(lines) + "\n"


def self_test(out: TextIO, err: TextIO, *, passes: int, repetitions: int, registers: str) -> int:
    """Dependency chains of known latency; 0 when every checked one is within 2%."""
    from .api import measure_code, summarise
    from .block import prepare
    from .child import ChildFailure
    from .host import detect

    try:
        host = detect()
    except ChildFailure as e:
        err.write(f"error: cannot identify the host CPU: {e.message}\n")
        return 1
    out.write(f"# host: {host.describe()}\n")
    failed = 0
    clock = None
    from ..api import AnalysisOptions, _isa, analyze
    from ..machine.releases import MEASURE_RELEASE

    for name, (text, expected) in SELF_TESTS.items():
        want = expected.get(host.llvm_cpu or "", expected.get("*"))
        analysis = analyze(text + "\n", cpu="znver4", options=AnalysisOptions(llvm_version=MEASURE_RELEASE))
        region = analysis.regions[0]
        block = prepare(region.instructions, region.mcinsts, _isa(), set())
        try:
            m = summarise(measure_code(block.code, len(region.mcinsts), passes=passes, registers=registers,
                                       repetitions=repetitions, host=host))
        except ChildFailure as e:
            out.write(f"FAIL {name:<13} {text:<36} not measurable: {e.message}\n")
            failed += 1
            continue
        clock = m.clock
        if want is None:
            verdict = "----"
            detail = "no reference figure for this CPU"
        else:
            ok = abs(m.cycles_per_iteration - want) <= SELF_TEST_TOLERANCE * want
            verdict = "ok  " if ok else "FAIL"
            failed += not ok
            detail = f"expected {want:.2f}"
        out.write(f"{verdict} {name:<13} {text:<36} {m.text()} cycles  ({detail})\n")
    if clock is not None:
        out.write(f"# clock: {clock.describe()}\n")
    out.write("self-test passed\n" if not failed else f"self-test FAILED ({failed})\n")
    return 1 if failed else 0
