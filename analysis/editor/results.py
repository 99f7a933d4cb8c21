"""Per-region results as the editor shows them: `RegionResult` (summary, verdict, bottleneck, the
CLI's report text) and `InstrResult` per instruction (static facts, pressure, timeline rows,
waits), computed by `core.region_analysis` (the CLI's `api.analyze`) on a region's standalone text.

`analyze_region` and `static_region` are module-level functions of picklable arguments so they can
run in a thread or in a process executor; they never raise (a core failure is an MCL900
diagnostic on an error result, with the traceback in the log).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from difflib import SequenceMatcher

from ..diagnostics import Diagnostic
from ..machine.model import CpuModel
from ..output.render_text import render_region
from ..views.bottleneck import BottleneckView
from ..views.report import RegionReport
from ..views.verdict import Verdict
from ..views.waits import InstructionWaits, wait_definition
from . import core
from .core import RegionAnalysis
from .structure import RegionSpec, internal_error, key_prelude_lines, split_lines
from .targets import X86_64, default_cpu

log = logging.getLogger(__name__)

@dataclass(frozen=True, slots=True)
class AnalysisOptions:
    cpu: str = field(default_factory=lambda: default_cpu(X86_64))
    iterations: int = core.DEFAULT_ITERATIONS
    timeline_iterations: int = 10
    model_path: tuple[str, ...] = ()
    model_generation: int = 0  # bumped when a watched model file changes, so cached results expire
    rthroughput: str = "llvm"  # -rthroughput: "llvm" or "segments"
    triple: str = ""  # AnalysisOptions.triple for the core; "" = its default (x86-64)
    llvm_version: str = core.DEFAULT_RELEASE  # the llvm-mca release matched (mcalens.llvmVersion; a major, "22")


@dataclass(frozen=True, slots=True)
class TimelineRow:
    iteration: int
    dispatched: int
    ready: int
    issued: int
    executed: int
    retired: int


@dataclass(frozen=True, slots=True)
class InstrResult:
    position: int  # index into RegionSpec.instructions (skipped instructions have no result)
    text: str
    opcode: str
    uops: int
    latency: int
    rthroughput: float
    resources: tuple[tuple[str, float], ...] = ()  # from the model: (unit label, cycles)
    pressure: tuple[tuple[str, float], ...] = ()  # simulated, per iteration: (unit label, cycles)
    timeline: tuple[TimelineRow, ...] = ()
    avg_wait: tuple[float, float, float] = (0.0, 0.0, 0.0)  # llvm-mca's [0] [1] [2] columns
    on_bottleneck: bool = False
    why_waited: str = ""
    # The instrument values the instruction's class was chosen with, as plain data (RISC-V vector
    # instructions: (("LMUL", "M1"), ("SEW", "E32")), from the vsetvli or LLVM-MCA-RISCV-* comment
    # in effect); () where none applied.
    instruments: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class RegionResult:
    cpu: str
    model: str
    iterations: int
    instructions_total: int
    total_cycles: int
    total_uops: int
    dispatch_width: int
    ipc: float
    uops_per_cycle: float
    block_rthroughput: float
    instructions: tuple[InstrResult, ...]
    units: tuple[str, ...] = ()
    unit_pressure: tuple[float, ...] = ()  # per unit, cycles per iteration
    bottleneck: str = ""  # e.g. "p5" (a unit) or "" when none was found
    bottleneck_share: float = 0.0  # 0..1: how busy the bottleneck unit is
    bottleneck_kind: str = ""  # "resource" | "dependency" | "dispatch" | ... (verdict kinds)
    verdict: str = ""  # one line, e.g. "bound by port 5 (62% busy)"
    critical_sequence: tuple[int, ...] = ()  # instruction positions
    # Positions are relative to the region's key_text (line = instruction position).
    diagnostics: tuple[Diagnostic, ...] = ()
    report_text: str = ""
    error: str = ""  # why there are no numbers (unknown CPU, unsupported instruction, ...)
    simulated: bool = True  # False: static facts only (uops, latency, RThroughput), no timing run
    # -frontend-view: cycles by uops delivered to dispatch (0..delivery_width), and by what.
    delivery: tuple[int, ...] = ()
    delivered_by: str = ""
    # Cycles per iteration once the loop runs steadily (the verdict's figure); 0 when not simulated.
    steady_cycles_per_iteration: float = 0.0
    skipped: tuple[int, ...] = ()  # positions of instructions that were not analysed
    release: str = ""  # the llvm-mca release matched, as shown: "LLVM 22.1.8" (core.release_label)

    @property
    def cycles_per_iteration(self) -> float:
        """Average over the whole run: total cycles / iterations (what llvm-mca's summary implies)."""
        return self.total_cycles / self.iterations if self.iterations else 0.0

    def at(self, position: int) -> InstrResult | None:
        """The result for the region's `position`-th instruction, if it was simulated."""
        if position < len(self.instructions) and self.instructions[position].position == position:
            return self.instructions[position]
        return next((i for i in self.instructions if i.position == position), None)


def carried_over(before: RegionSpec, result: RegionResult, now: RegionSpec) -> RegionResult | None:
    """The previous version's per-instruction numbers for the instructions of `now` whose text is
    unchanged, at their new positions, for hints while the new static pass runs (milliseconds): a
    line inserted above shifts them with their instructions, an edited or new instruction gets
    none until its own result (never the numbers of the instruction that was there before). The
    alignment is difflib's matching blocks over the instruction texts; None when nothing matches."""
    matcher = SequenceMatcher(a=[i.text for i in before.instructions], b=[i.text for i in now.instructions],
                              autojunk=False)
    moved = {a + k: b + k for a, b, size in matcher.get_matching_blocks() for k in range(size)}
    kept = tuple(replace(i, position=moved[i.position]) for i in result.instructions if i.position in moved)
    if not kept:
        return None
    return replace(result, instructions=kept, critical_sequence=(),
                   skipped=tuple(moved[p] for p in result.skipped if p in moved))


# Dynamic instructions (region size x iterations) simulated automatically after an edit; a larger
# region is simulated only when a report asks for it.
LIVE_BUDGET = 100_000


def region_state(region: RegionSpec, iterations: int, result: RegionResult | None, live_budget: int = LIVE_BUDGET
                 ) -> str:
    """Where a region's live analysis stands, for its lens: "error" (why there are no numbers),
    "done" (simulated), "too large" (over the live budget: it stays at its static facts, or none,
    until a report simulates it), "simulating" (static facts shown, the simulation is scheduled),
    "analysing" (nothing yet). Only the last two are transient."""
    if result is not None and result.error:
        return "error"
    if result is not None and result.simulated:
        return "done"
    if len(region.instructions) * iterations > live_budget:
        return "too large"
    return "simulating" if result is not None else "analysing"


def not_analysed(region: RegionSpec, result: RegionResult | None) -> tuple[int, int]:
    """(lines not analysed, lines of code) of a region: lines that did not parse, and instruction
    lines whose instructions the analysis skipped (unknown or unsupported)."""
    code_lines = {i.span.line for i in region.instructions} | set(region.unparsed_lines)
    bad = set(region.unparsed_lines)
    if result is not None:
        bad |= {region.instructions[p].span.line for p in result.skipped if p < len(region.instructions)}
    return len(bad), len(code_lines)


def analyze_region(key_text: str, options: AnalysisOptions) -> RegionResult:
    """Simulate one region given as standalone text; never raises. Every llvm-mca view is computed
    (as `-all-views`), so the report carries the same text views as the CLI."""
    return _guarded(key_text, options, simulate=True)


def static_region(key_text: str, options: AnalysisOptions) -> RegionResult:
    """Only the static facts of each instruction (uops, latency, RThroughput, resources): no
    simulation, so it takes milliseconds and hints can appear before the timing run finishes."""
    return replace(_guarded(key_text, options, simulate=False), simulated=False)


def _guarded(key_text: str, options: AnalysisOptions, simulate: bool) -> RegionResult:
    try:
        return _analyze(key_text, options, simulate)
    except Exception as error:
        log.exception("mcalens.analysis.api.analyze failed on a region of %d lines", key_text.count("\n"))
        diagnostic = internal_error("analysis", error)
        return _error_result(key_text, options, "internal error (see the log)", (diagnostic,))


def static_options(options: AnalysisOptions) -> AnalysisOptions:
    """Options with the simulation-only fields blanked: the cache key of a static result."""
    return AnalysisOptions(options.cpu, 0, 0, options.model_path, options.model_generation, options.rthroughput,
                           options.triple, options.llvm_version)


def warm_up(cpu: str, model_path: tuple[str, ...] = (), llvm_version: str = core.DEFAULT_RELEASE) -> None:
    """Load the ISA and the CPU model ahead of the first document (both are cached in-process)."""
    static_region("nop\n", AnalysisOptions(cpu=cpu, model_path=model_path, llvm_version=llvm_version))


_PORT_NAME = re.compile(r"^(?P<prefix>[A-Za-z]*?)Port(?P<n>\d+(?:_\d+)*)$")


def model_prefix(names: Iterable[str]) -> str:
    """The prefix a model puts before its port names (`SKL` of SKLPort0, `ADLP` of ADLPPort00_01),
    when all its ports share one; "" for models without `<Prefix>PortN` units (btver2, znver)."""
    prefixes = {match.group("prefix") for match in map(_PORT_NAME.match, names) if match}
    return prefixes.pop() if len(prefixes) == 1 else ""


def unit_label(name: str, unit: int = 0, num_units: int = 1, prefix: str = "") -> str:
    """The one unit naming of hints, hovers, lenses and reports: `SKLPort5` -> `p5`; with the
    model's port prefix (model_prefix), its other resources lose it too (`SKLDivider` -> `Divider`,
    so a hover never names `p0` beside `SKLDivider`); a model without port names keeps its names
    (`JFPA`). Multi-unit resources get `.unit`."""
    match = _PORT_NAME.match(name)
    if match:
        label = f"p{match.group('n')}"
    elif prefix and name.startswith(prefix) and name[len(prefix):][:1].isupper():
        label = name[len(prefix):]
    else:
        label = name
    return f"{label}.{unit}" if num_units > 1 else label


def _key_instruction_count(key_text: str) -> int:
    return max(0, len(split_lines(key_text)) - 1 - key_prelude_lines(key_text))


def _analyze(key_text: str, options: AnalysisOptions, simulate: bool) -> RegionResult:
    analysis = core.region_analysis(
        key_text, options.cpu, iterations=options.iterations, timeline_iterations=options.timeline_iterations,
        model_dirs=options.model_path, rthroughput=options.rthroughput, triple=options.triple, simulate=simulate,
        llvm_version=options.llvm_version)
    offset = key_prelude_lines(key_text)
    diagnostics = tuple(analysis.diagnostics)
    model = analysis.model
    if analysis.failed or not analysis.regions:
        error = next((m for m in analysis.messages if "error" in m), "") or "analysis failed"
        failed = _error_result(key_text, options, error.removeprefix("error: "), diagnostics)
        return replace(failed, model=model.name if model is not None else "")
    assert model is not None  # a successful analysis has a model
    region = analysis.regions[0]
    positions = [instr.span.line - offset for instr in region.instructions]
    result = result_of_region(region, model, options, positions, diagnostics)
    analysed = set(positions)
    skipped = tuple(p for p in range(_key_instruction_count(key_text)) if p not in analysed)
    return replace(result, skipped=skipped)


def region_report_text(report: RegionReport) -> str:
    """The CLI's views of a region as its report shows them (its -frontend-view part is in
    RegionResult.delivery); "" for a region that was not simulated."""
    if report.summary is None:
        return ""
    return render_region(replace(report, views={k: v for k, v in report.views.items() if k != "frontend"}))


def result_of_region(region: RegionAnalysis, model: CpuModel, options: AnalysisOptions, positions: list[int],
                     diagnostics: tuple[Diagnostic, ...] = (), *, report_text: bool = True) -> RegionResult:
    """A region of an analysis made with `core.region_analysis`'s views as a RegionResult;
    `positions[k]`: the k-th analysed instruction's position in the region as the caller counts them
    (a region's key text lines; a compiled source's loop, instruction by instruction). Without
    `report_text` the result's `report_text` is "" (a caller that renders it when asked:
    `region_report_text`)."""
    report = region.report
    summary = report.summary
    pressure = report.resource_pressure
    columns = pressure.columns if pressure is not None else ()
    prefix = model_prefix(r.name for r in model.resources)
    units = tuple(unit_label(c.name, c.unit, c.num_units, prefix) for c in columns)
    timeline = report.timeline
    n = len(region.instructions)
    per_instr: list[InstrResult] = []
    for k in range(len(region.instructions)):
        info = report.instruction_info.rows[k] if report.instruction_info is not None else None
        desc = region.descriptors[k] if k < len(region.descriptors) else None
        resources: list[tuple[str, float]] = []
        for use in desc.resources if desc is not None else ():
            if 0 <= use.resource < len(model.resources) and use.cycles:
                resources.append((unit_label(model.resources[use.resource].name, prefix=prefix), float(use.cycles)))
        used: tuple[tuple[str, float], ...] = ()
        if pressure is not None and k < len(pressure.per_instruction):
            used = tuple((units[c], v) for c, v in enumerate(pressure.per_instruction[k]) if v)
        rows: tuple[TimelineRow, ...] = ()
        waits = (0.0, 0.0, 0.0)
        if timeline is not None and n:
            rows = tuple(
                TimelineRow(it, e.dispatched, e.ready, e.issued, e.executed, e.retired)
                for it in range(timeline.iterations)
                for e in (timeline.entries[it * n + k],)
            )
            if k < len(timeline.wait_times) and timeline.iterations:
                w = timeline.wait_times[k]
                waits = (
                    w.scheduler_queue / timeline.iterations,
                    w.ready_in_queue / timeline.iterations,
                    w.retire_lag / timeline.iterations,
                )
        per_instr.append(
            InstrResult(
                position=positions[k],
                text=region.texts[k],
                opcode=region.mcinsts[k].opcode,
                uops=info.uops if info is not None else 0,
                latency=info.latency if info is not None else 0,
                rthroughput=(info.rthroughput or 0.0) if info is not None else 0.0,
                resources=tuple(resources),
                pressure=used,
                timeline=rows,
                avg_wait=waits,
                why_waited=_waits_summary(report, k, prefix),
                instruments=region.instrument_settings[k] if k < len(region.instrument_settings) else (),
            )
        )
    iterations = summary.iterations if summary is not None else options.iterations
    total_cycles = summary.total_cycles if summary is not None else 0
    per_iteration = tuple(pressure.per_iteration) if pressure is not None else ()
    core_verdict: Verdict | None = report.verdict
    steady = core_verdict.cycles_per_iteration if core_verdict is not None else 0.0
    kind, bottleneck, share, verdict, on_chain = "", "", 0.0, "", set[int]()
    if core_verdict is not None:
        average = total_cycles / iterations if iterations else 0.0
        kind, bottleneck, share, verdict, on_chain = _from_verdict(core_verdict, units, per_iteration, average, prefix)
    critical = _critical_positions(report.bottleneck, len(per_instr))
    positions_by_k = {k: item.position for k, item in enumerate(per_instr)}
    marked_units = set(bottleneck.split("/")) if kind == "resource" else set()
    per_instr = [
        replace(
            item,
            on_bottleneck=(kind == "dependency" and k in on_chain)
            or any(unit in marked_units and cycles > 0 for unit, cycles in item.pressure),
        )
        for k, item in enumerate(per_instr)
    ]
    return RegionResult(
        cpu=options.cpu,
        model=model.name + (", a measured model" if model.kind == "measured" else ""),
        iterations=iterations,
        instructions_total=summary.instructions if summary is not None else 0,
        total_cycles=total_cycles,
        total_uops=summary.total_uops if summary is not None else 0,
        dispatch_width=summary.dispatch_width if summary is not None else 0,
        ipc=summary.ipc if summary is not None else 0.0,
        uops_per_cycle=summary.uops_per_cycle if summary is not None else 0.0,
        block_rthroughput=summary.block_rthroughput if summary is not None else 0.0,
        instructions=tuple(per_instr),
        units=units,
        unit_pressure=per_iteration,
        bottleneck=bottleneck,
        bottleneck_share=share,
        bottleneck_kind=kind,
        verdict=verdict,
        critical_sequence=tuple(positions_by_k.get(k, k) for k in critical),
        diagnostics=diagnostics,
        report_text=region_report_text(report) if report_text else "",
        simulated=summary is not None,
        delivery=tuple(report.frontend.cycles_by_uops) if report.frontend is not None else (),
        delivered_by=report.frontend.delivered_by if report.frontend is not None else "",
        steady_cycles_per_iteration=steady,
        release=core.release_label(options.llvm_version),
    )


def _waits_summary(report: RegionReport, k: int, prefix: str) -> str:
    """The causes of instruction k's waits: the CLI's `--waits` line (InstructionWaits.summary, one
    text for both), with units named as in hints (`p0`)."""
    waits: list[InstructionWaits] | None = report.waits
    if not waits or k >= len(waits):
        return ""
    return waits[k].summary(report.instructions, unit_name=lambda name: unit_label(name, prefix=prefix))


def waits_definition(result: RegionResult) -> str:
    """What the hover's wait figures are: the CLI's `--waits` header in the same words."""
    return wait_definition(result.iterations, result.cycles_per_iteration)


# The verdict's text for a dispatch stall (views.verdict): "bound by the JALU01 scheduler queue
# (SCHEDQ full in 85.8% of cycles): ...".
_FULL = re.compile(r"^bound by (?P<what>.+?) \((?P<reason>[A-Z]+) full in [0-9.]+% of cycles\)")

_SHORT_KIND = {
    "dispatch": "dispatch width",
    "queue": "a full queue",  # only when the verdict does not name it (see _FULL)
    "rob": "the reorder buffer",
    "registers": "the register file",
    "latency": "latency",
    "front-end": "the front end",
}


def _from_verdict(
    verdict: Verdict, units: tuple[str, ...], per_iteration: tuple[float, ...], cycles_per_iteration: float,
    prefix: str = "",
) -> tuple[str, str, float, str, set[int]]:
    """(kind, short bottleneck label, share of cycles busy, verdict text, positions on the chain)."""
    kind = verdict.kind
    text = verdict.text
    chain: set[int] = set()
    if kind == "resource":
        labels = tuple(unit_label(r, prefix=prefix) for r in verdict.resources)
        busiest = [per_iteration[units.index(u)] for u in labels if u in units]
        share = min(1.0, max(busiest) / cycles_per_iteration) if busiest and cycles_per_iteration else 0.0
        return kind, "/".join(labels), share, text, chain
    if kind == "dependency":
        recurrence = verdict.recurrence
        registers = recurrence.registers if recurrence is not None else ()
        chain = set(recurrence.positions) if recurrence is not None else set()
        label = "dep " + "/".join(dict.fromkeys(registers)) if registers else "dependency"
        share = min(1.0, verdict.bound / cycles_per_iteration) if cycles_per_iteration else 0.0
        return kind, label, share, text, chain
    full = _FULL.match(text) if kind in ("queue", "rob", "registers") else None
    if full is not None and full.group("reason") in verdict.stalls:
        # Which queue and how full, as the verdict says: "the JALU01 scheduler queue (full 86% of
        # cycles)", not "a full queue".
        share = verdict.stalls[full.group("reason")]
        return kind, f"{full.group('what')} (full {share:.0f}% of cycles)", 0.0, text, chain
    if kind in _SHORT_KIND:
        return kind, _SHORT_KIND[kind], 0.0, text, chain
    return kind, "", 0.0, text, chain


def _critical_positions(view: BottleneckView | None, n: int) -> list[int]:
    """Region positions along llvm-mca's critical sequence (graph nodes modulo N), in order."""
    out: list[int] = []
    for edge in view.critical_sequence if view is not None else ():
        for node in (edge.from_node, edge.to_node):
            if n and node % n not in out:
                out.append(node % n)
    return out


def _error_result(
    key_text: str, options: AnalysisOptions, error: str, diagnostics: tuple[Diagnostic, ...] = ()
) -> RegionResult:
    """No numbers, only why (shown by the lens; the diagnostics say where)."""
    return RegionResult(
        cpu=options.cpu,
        model="",
        iterations=options.iterations,
        instructions_total=0,
        total_cycles=0,
        total_uops=0,
        dispatch_width=0,
        ipc=0.0,
        uops_per_cycle=0.0,
        block_rthroughput=0.0,
        instructions=(),
        diagnostics=diagnostics,
        error=error,
        skipped=tuple(range(_key_instruction_count(key_text))),
        release=core.release_label(options.llvm_version),
    )

