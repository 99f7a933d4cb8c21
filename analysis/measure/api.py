"""measure_text(): regions of an assembly file timed on this machine, next to the predictions.

Per region: prepare (block.prepare: encode, refuse, note), then one forked child runs all passes.
A pass is `repetitions` interleaved rounds of T(U), T(2U) and the two calibration chains; each
takes its minimum over the rounds; the pass's figure is

    cycles/iteration = (min T(2U) - min T(U)) / (L * U) * core cycles per TSC tick
    core cycles per TSC tick = 100,000 / (min T(110k adds) - min T(10k adds))

and the region's figure is the median over passes, with the spread (half the range) and a
bimodal flag when the passes sit at two clearly different levels.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from typing import Any

from ..api import DEFAULT_TRIPLE, Analysis, AnalysisOptions, RegionAnalysis, analyze, list_cpus
from ..diagnostics import Diagnostic, Severity
from ..frontend.parse import parse_text
from ..frontend.syntax import Label
from ..machine.releases import MEASURE_RELEASE
from ..mcinst import Expr
from ..source import Span
from ..views.verdict import steady_cycles_per_iteration
from . import harness as h
from .asm import assemble
from .block import (
    CODE_HOST,
    CODE_NOT_MEASURABLE,
    CODE_REFUSED,
    PreparedBlock,
    other_mode_lines,
    prepare,
    region_exits,
    region_labels,
)
from .child import BlockResult, ChildFailure, run_block
from .clock import PERF, TSC, ClockReading, perf_cycles_fd
from .host import HostCpu, detect, supported

DEFAULT_PASSES = 3
DEFAULT_REPETITIONS = 150
BIMODAL_RANGE = 0.08  # passes spread over more than 8% of the median ...
BIMODAL_CLUSTER = 0.02  # ... and every pass within 2% of the lowest or the highest


@dataclass(frozen=True, slots=True)
class PassFigure:
    cycles: float  # per iteration
    clock: ClockReading
    loops: int
    copies: int


@dataclass(frozen=True, slots=True)
class Measured:
    cycles_per_iteration: float
    spread: float
    per_pass: tuple[float, ...]
    clock: ClockReading
    bimodal: bool

    def to_json(self) -> dict[str, Any]:
        return {"CyclesPerIteration": round(self.cycles_per_iteration, 4), "Spread": round(self.spread, 4),
                "Passes": len(self.per_pass), "Clock": self.clock.to_json(), "Bimodal": self.bimodal,
                "PerPass": [round(x, 4) for x in self.per_pass]}

    def text(self) -> str:
        return f"{self.cycles_per_iteration:.2f} ± {self.spread:.2f}"


@dataclass(frozen=True, slots=True)
class Prediction:
    steady: float  # Verdict.CyclesPerIteration: retirement rate, second half of the run
    total_per_iteration: float  # Total Cycles / Iterations
    rthroughput: float  # Block RThroughput

    def to_json(self) -> dict[str, float]:
        return {"CyclesPerIteration": round(self.steady, 4),
                "TotalCyclesPerIteration": round(self.total_per_iteration, 4),
                "BlockRThroughput": round(self.rthroughput, 4)}


@dataclass(slots=True)
class RegionMeasurement:
    index: int
    name: str
    instructions: int
    span: Span | None
    prediction: Prediction | None
    measured: Measured | None = None
    failure: str | None = None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    data_dependent: list[str] = field(default_factory=list)


@dataclass(slots=True)
class MeasureRun:
    cpu: str
    host: HostCpu | None
    analysis: Analysis | None
    regions: list[RegionMeasurement] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)  # host / CPU notes for stderr
    failed: str | None = None  # the whole run could not happen (unsupported host, bad CPU)


def bimodal(values: list[float]) -> bool:
    """Two clearly separate levels among ≥ 3 passes (e.g. 2.67 and 4.00)."""
    if len(values) < 3:
        return False
    lo, hi, mid = min(values), max(values), statistics.median(values)
    if mid <= 0 or (hi - lo) / mid <= BIMODAL_RANGE:
        return False
    return all(v - lo <= BIMODAL_CLUSTER * mid or hi - v <= BIMODAL_CLUSTER * mid for v in values)


def summarise(figures: list[PassFigure]) -> Measured:
    values = [f.cycles for f in figures]
    mid = statistics.median(values)
    clock = figures[len(figures) // 2].clock
    return Measured(mid, (max(values) - min(values)) / 2, tuple(values), clock, bimodal(values))


# ----------------------------------------------------------------------------------- running


# Where the first copy of the block sat in its 64-byte line when the loop was driven from Python
# (per vector set-up), and the bytes from the end of time_u's copies to the start of time_2u's then.
# The native driver pads its functions so that both timed loops keep that layout: figures of
# alignment-sensitive blocks do not move with the harness around them.
_BLOCK_LINE_OFFSET = {"sse": (62, 24), "avx": (22, 51), "avx512": (38, 3)}


def _build(block: bytes, copies: int, mode: str, vector: str, placed: list[Any], passes: int, repetitions: int,
           perf: bool, method: str | h.Method = "sized"):  # type: ignore[no-untyped-def]
    def parts(report: int, pad_u: int, pad_2u: int) -> list[str | bytes]:
        out: list[str | bytes] = [h.fault_handler(report, method=method), h.tsc_function(),
                                  h.calibration_function("cal_small", h.CAL_SMALL),
                                  h.calibration_function("cal_large", h.CAL_LARGE)]
        out += [b"\xcc" * pad_u, *h.timed_function("time_u", block, copies, mode, vector, method)]
        out += [b"\xcc" * pad_2u, *h.timed_function("time_2u", block, 2 * copies, mode, vector, method)]
        out.append(h.driver_function(report, passes, repetitions, perf))
        return out

    def build(report: int):  # type: ignore[no-untyped-def]
        first = assemble(parts(report, 0, 0), h.CODE_BASE).labels
        if h.method_of(method).line_start:  # both copies of the block start a 64-byte line
            pad_u = -first["time_u_block"] % 64
            pad_2u = (-(first["time_2u_block"] + pad_u)) % 64
        else:
            line_u, gap = _BLOCK_LINE_OFFSET[vector]
            pad_u = (line_u - first["time_u_block"]) % 64
            pad_2u = (line_u + copies * len(block) + gap - first["time_2u_block"] - pad_u) % 64
        placed.append(assemble(parts(report, pad_u, pad_2u), h.CODE_BASE))
        return placed[-1]
    return build


def _figures(result: BlockResult, copies: int) -> list[PassFigure]:
    figures = []
    source = PERF if result.perf else TSC
    for tu, t2u, small, large, loops in result.passes:
        adds = (h.CAL_LARGE - h.CAL_SMALL) * h.CAL_ADDS
        ratio = 1.0 if result.perf else adds / max(1, large - small)
        figures.append(PassFigure((t2u - tu) / (max(1, loops) * copies) * ratio,
                                  ClockReading(source, ratio, result.tsc_mhz), loops, copies))
    return figures


def measure_code(code: bytes, instructions: int, *, passes: int = DEFAULT_PASSES, registers: str = "distinct",
                 repetitions: int = DEFAULT_REPETITIONS, timeout: float = 30.0,
                 host: HostCpu | None = None, method: str | h.Method = "sized") -> list[PassFigure]:
    """Per-pass figures for encoded block bytes (one sandboxed child). Raises ChildFailure.

    The bytes run as they are: `block.prepare` is what checks them (refusals, the decoder); the
    sandbox (child.run_block) is what holds when a check is wrong."""
    if registers not in h.REGISTER_MODES:
        raise ValueError(f"registers must be one of {h.REGISTER_MODES}")
    if not isinstance(method, h.Method) and method not in h.METHODS:
        raise ValueError(f"method must be one of {h.METHODS}")
    if passes < 1 or repetitions < 1:
        raise ValueError("passes and repetitions must be at least 1")
    host = host or detect()
    vector = "avx512" if host.avx512 else "avx" if host.avx else "sse"
    copies = h.copies_for(instructions, method)
    fd, _ = perf_cycles_fd()
    if fd is not None:
        import os

        os.close(fd)
    placed: list[Any] = []
    try:
        result = run_block(_build(code, copies, registers, vector, placed, passes, repetitions, fd is not None,
                                  method), timeout, passes=passes, perf=fd is not None, method=method)
    except ChildFailure as e:
        if e.rip is not None and placed and code:
            for name, n in (("time_u", copies), ("time_2u", 2 * copies)):
                start = placed[-1].labels[name + "_block"]
                if start <= e.rip < start + n * len(code):
                    e.block_offset = (e.rip - start) % len(code)
        raise
    return _figures(result, copies)


# ----------------------------------------------------------------------------------- regions


def prediction(region: RegionAnalysis) -> Prediction | None:
    trace, summary = region.trace, region.report.summary
    if trace is None or summary is None or not trace.total_cycles:
        return None
    return Prediction(steady_cycles_per_iteration(trace), summary.total_cycles / max(1, summary.iterations),
                      summary.block_rthroughput)


def _measured_on(cpu: str) -> str | None:
    """The LLVM CPU a measured model (`source: {kind: measured}`) was measured on, from the host it
    records ("AMD EPYC (family 0x1a model 0x2) = znver5"); None for other models."""
    from ..machine import model_load

    model, _ = model_load.load_model(cpu)
    if model is None or model.kind != "measured":
        return None
    recorded = model.source.get("host", "")
    return (recorded.rpartition("= ")[2].strip() or None) if "= " in recorded else None


def resolve_cpu(cpu: str, host: HostCpu | None) -> tuple[str | None, list[str]]:
    """The CPU to predict for and what to say about it (host naming, mismatch warnings)."""
    chosen, notes = _resolve_cpu(cpu, host)
    hybrid = host.hybrid_warning() if host is not None else None
    if hybrid:
        notes.append(hybrid)  # timings hold for the core type the run happened to be on
    return chosen, notes


def _resolve_cpu(cpu: str, host: HostCpu | None) -> tuple[str | None, list[str]]:
    names = dict(list_cpus(llvm_version=MEASURE_RELEASE))
    notes: list[str] = []
    if cpu == "host":
        if host is None or host.llvm_cpu is None:
            return None, ["error: -mcpu=host: this CPU is not one mcalens can name"
                          + (f" ({host.describe()})" if host else "")]
        if host.llvm_cpu not in names:
            return None, [f"error: -mcpu=host: the host is {host.llvm_cpu}, which has no model here"]
        model = names[host.llvm_cpu]
        via = f" (LLVM 19 schedules it with the {model} model)" if model != host.llvm_cpu else ""
        notes.append(f"note: -mcpu=host picked {host.llvm_cpu}{via}: {host.describe()}")
        return host.llvm_cpu, notes
    measured_on = _measured_on(cpu) if cpu in names else None
    if host is not None and measured_on is not None:
        if measured_on != host.llvm_cpu:
            notes.append(f"warning: -mcpu={cpu} was measured on {measured_on}, but this host is "
                         f"{host.llvm_cpu or host.describe()}; its figures hold for {measured_on}")
        return cpu, notes
    if host is not None and cpu in names:
        if host.llvm_cpu is None:
            notes.append(f"warning: the host CPU is not one mcalens can name ({host.describe()}); "
                         f"predictions are for {cpu}")
        elif names.get(host.llvm_cpu) != names[cpu]:
            notes.append(f"warning: predictions are for -mcpu={cpu}, but this host is {host.llvm_cpu}; "
                         f"use -mcpu=host or -mcpu={host.llvm_cpu} to compare like with like")
    return cpu, notes


def measure_text(text: str, *, cpu: str = "host", passes: int = DEFAULT_PASSES, registers: str = "distinct",
                 repetitions: int = DEFAULT_REPETITIONS, timeout: float = 30.0,
                 options: AnalysisOptions | None = None, regions: set[int] | None = None,
                 undefined_targets_inside: bool = False, method: str = "sized") -> MeasureRun:
    """Analyse `text` for `cpu` and time every region (or those in `regions`) on this machine.

    undefined_targets_inside: branches to labels the text does not define count as branches inside
    the region (the editor measures a region's instructions without the file's labels)."""
    why = supported()
    if why is not None:
        return MeasureRun(cpu, None, None, failed=why)
    try:
        host = detect()
    except ChildFailure as e:
        return MeasureRun(cpu, None, None, failed=f"cannot identify the host CPU: {e.message}")
    chosen, notes = resolve_cpu(cpu, host)
    out = MeasureRun(chosen or cpu, host, None, messages=notes)
    if chosen is None:
        out.failed = notes[0].removeprefix("error: ") if notes else "unknown CPU"
        return out
    analysis = analyze(text, cpu=chosen, options=options or AnalysisOptions(llvm_version=MEASURE_RELEASE))
    out.analysis = analysis
    out.diagnostics.extend(analysis.diagnostics)
    if analysis.model is None:
        out.failed = ("; ".join(m.removeprefix("error: ") for m in analysis.messages if m.startswith("error"))
                      or f"unknown CPU {chosen}")
        return out
    parsed = parse_text(text)
    defined = {st.name for st in parsed.statements if isinstance(st, Label)}
    from ..api import _isa

    isa = _isa()
    other_mode = other_mode_lines(parsed, DEFAULT_TRIPLE)  # the harness runs 64-bit code
    for region in analysis.regions:
        if regions is not None and region.index not in regions:
            continue
        spans = region.spans
        result = RegionMeasurement(region.index, region.name, len(region.mcinsts), spans[0] if spans else None,
                                   prediction(region))
        out.regions.append(result)
        if not region.mcinsts or len(region.mcinsts) != len(region.instructions):
            result.failure = "the region has no instructions mcalens could resolve"
            continue
        if any((span.line, span.start) in other_mode for span in spans):
            result.failure = "not measured: the region is 32-bit code (`.code32`), and the harness runs 64-bit code"
            continue
        labels = region_labels(parsed, spans)
        if undefined_targets_inside:
            labels |= {op.text for mc in region.mcinsts for op in mc.operands if isinstance(op, Expr)} - defined
        prepared: PreparedBlock = prepare(region.instructions, region.mcinsts, isa, labels,
                                          region_exits(parsed, spans) - labels)
        result.diagnostics.extend(prepared.errors + prepared.notes)
        result.data_dependent = prepared.data_dependent
        if prepared.errors:
            result.failure = prepared.errors[0].message
            continue
        try:
            figures = measure_code(prepared.code, len(region.mcinsts), passes=passes, registers=registers,
                                   repetitions=repetitions, timeout=timeout, host=host, method=method)
        except ChildFailure as e:
            refused = e.kind in ("syscall", "sandbox")  # the sandbox stopped it, or could not be set up
            result.failure = f"{'not measured' if refused else 'not measurable'}: {e.message}"
            where = result.span
            at = prepared.instruction_at(e.block_offset) if e.block_offset is not None else None
            if at is not None:
                where = spans[at]
                what, _, rest = e.message.partition(" at code offset")
                tail = rest.partition(";")[2]
                result.failure = (f"not measured: `{region.texts[at]}`: {what};{tail}" if refused
                                  else f"not measurable: `{region.texts[at]}` faulted: {what}")
            if where is not None:
                result.diagnostics.append(Diagnostic(where, Severity.ERROR,
                                                     CODE_REFUSED if refused else CODE_NOT_MEASURABLE, result.failure))
            continue
        result.measured = summarise(figures)
    if host.llvm_cpu is None:
        out.diagnostics.append(Diagnostic(Span(0, 0, 0), Severity.INFORMATION, CODE_HOST, host.describe()))
    return out
