"""Views + renderers against llvm-mca 19's own numbers: rebuild each view from a recorded `-json`
output, render it, and require the recorded text output byte for byte (and the JSON itself).

This isolates layout, rounding and view arithmetic from the simulator: the trace fed to the views
carries exactly the cycles llvm-mca reported. No LLVM needed.
"""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

import pytest
from mcalens.analysis.output.render_json import dumps, render_json
from mcalens.analysis.output.render_text import render_region, render_text
from mcalens.analysis.sim.trace import StallReason, Trace
from mcalens.analysis.views.instruction_info import InstructionInfo, InstructionInfoView
from mcalens.analysis.views.report import RegionReport, Report
from mcalens.analysis.views.resource_pressure import ResourceColumn, resource_pressure_view
from mcalens.analysis.views.statistics import DispatchStatisticsView
from mcalens.analysis.views.summary import summary_view
from mcalens.analysis.views.timeline import timeline_view

GOLDEN = Path(__file__).parent / "golden"
FAR_FUTURE = 1 << 40


def _flags(case: Path) -> list[str]:
    first = case.read_text(encoding="utf-8").splitlines()[0]
    return shlex.split(first.split(":", 1)[1])


def _has_markers(case: Path) -> bool:
    return "LLVM-MCA-" in case.read_text(encoding="utf-8")


def _flag_value(flags: list[str], name: str, default: int) -> int:
    for f in flags:
        if f.startswith(f"-{name}="):
            return int(f.split("=", 1)[1])
    return default


def columns_from_names(names: list[str]) -> tuple[ResourceColumn, ...]:
    """Undo llvm-mca's `Name.<raw unit char>` naming of multi-unit resources."""
    groups: list[tuple[str, list[int]]] = []
    for name in names:
        m = re.fullmatch(r"(.*)\.([\x00-\x1f])", name, flags=re.S)
        base, unit = (m.group(1), ord(m.group(2))) if m else (name, 0)
        if unit > 0 and groups and groups[-1][0] == base:
            groups[-1][1].append(unit)
        else:
            groups.append((base, [unit]))
    return tuple(
        ResourceColumn(index, base, unit, len(units))
        for index, (base, units) in enumerate(groups)
        for unit in units
    )


def report_from_llvm_json(data: dict, flags: list[str], has_markers: bool) -> tuple[Report, list[bool]]:
    """A Report whose views hold llvm-mca's numbers; also whether each region's timeline was cut."""
    columns = columns_from_names(data["TargetInfo"]["Resources"])
    report = Report(
        cpu=data["TargetInfo"]["CPUName"], columns=columns, simulation_parameters=data["SimulationParameters"]
    )
    truncated: list[bool] = []
    max_iterations = _flag_value(flags, "timeline-max-iterations", 10)
    max_cycles = _flag_value(flags, "timeline-max-cycles", 80)
    for index, region in enumerate(data["CodeRegions"]):
        texts = tuple(region["Instructions"])
        n = len(texts)
        summary = region.get("SummaryView")
        timeline = region.get("TimelineView", {}).get("TimelineInfo", [])
        # Without a summary (e.g. -all-views=false -timeline) the timeline says how many iterations.
        iterations = summary["Iterations"] if summary else max(1, -(-len(timeline) // max(1, n)))
        trace = Trace(
            num_instructions=n,
            iterations=iterations,
            total_cycles=summary["TotalCycles"] if summary else 0,
            dispatch_width=summary["DispatchWidth"] if summary else 1,
            units=tuple(c.name for c in columns),
        )
        total = n * iterations
        trace.dispatched = [0] * total
        trace.ready = [0] * total
        trace.issued = [0] * total
        trace.executed = [1] * total
        trace.retired = [FAR_FUTURE] * total
        for iid, e in enumerate(timeline):
            trace.dispatched[iid] = e["CycleDispatched"]
            trace.ready[iid] = e["CycleReady"]
            trace.issued[iid] = e["CycleIssued"]
            trace.executed[iid] = e["CycleExecuted"]
            trace.retired[iid] = e["CycleRetired"]
        window = n * min(max_iterations or 10, iterations)
        truncated.append("TimelineView" in region and len(timeline) < window)
        trace.unit_cycles = [{} for _ in range(n)]
        for cell in region.get("ResourcePressureView", {}).get("ResourcePressureInfo", []):
            if cell["InstructionIndex"] < n:
                usage = cell["ResourceUsage"] * iterations
                if abs(usage - round(usage)) < 1e-9:
                    usage = round(usage)
                trace.unit_cycles[cell["InstructionIndex"]][cell["ResourceIndex"]] = usage
        rows = region.get("InstructionInfoView", {}).get("InstructionList")
        stats = region.get("DispatchStatistics")
        report.regions.append(
            RegionReport(
                index=index,
                name=region["Name"],
                show_header=has_markers,
                instructions=texts,
                views={name: view for name, view in {
                    "summary": summary_view(trace, [0] * n, summary["BlockRThroughput"]) if summary else None,
                    "instruction_info": InstructionInfoView(
                        tuple(
                            InstructionInfo(
                                r["NumMicroOpcodes"],
                                r["Latency"],
                                r["RThroughput"],
                                r["mayLoad"],
                                r["mayStore"],
                                r["hasUnmodeledSideEffects"],
                            )
                            for r in rows
                        )
                    )
                    if rows is not None
                    else None,
                    "dispatch_stats": DispatchStatisticsView(
                        trace.total_cycles, tuple(stats[r.name] for r in StallReason), ()
                    )
                    if stats
                    else None,
                    "resource_pressure": resource_pressure_view(trace, columns)
                    if "ResourcePressureView" in region
                    else None,
                    "timeline": timeline_view(trace, max_iterations=max_iterations, max_cycles=max_cycles)
                    if "TimelineView" in region
                    else None,
                }.items() if view is not None},
            )
        )
        pressure = report.regions[-1].resource_pressure
        if pressure is not None and not summary:
            # -instruction-tables: LLVM sums exact fractions; take its total row as printed.
            totals = [0.0] * len(columns)
            for cell in region["ResourcePressureView"]["ResourcePressureInfo"]:
                if cell["InstructionIndex"] == n:
                    totals[cell["ResourceIndex"]] = cell["ResourceUsage"]
            object.__setattr__(pressure, "per_iteration", tuple(totals))
            object.__setattr__(pressure, "raw_per_iteration", tuple(totals))
        if summary:  # total uOps is not derivable per instruction from the JSON; restore it
            s = report.regions[-1].summary
            assert s is not None
            object.__setattr__(s, "total_uops", summary["TotaluOps"])
            object.__setattr__(s, "uops_per_cycle", summary["uOpsPerCycle"])
    return report, truncated


def _cases(require_text: bool) -> list:
    out = []
    for src in sorted(GOLDEN.glob("*/*.s")):
        if src.parent.name == "kernels" or not src.with_suffix(".json").exists():
            continue
        out.append(pytest.param(src, id=f"{src.parent.name}/{src.stem}"))
    return out


@pytest.mark.parametrize("case", _cases(require_text=False))
def test_json_round_trip_is_byte_exact(case: Path) -> None:
    recorded = case.with_suffix(".json").read_text(encoding="utf-8")
    data = json.loads(recorded)
    assert dumps(data) + "\n" == recorded
    report, _ = report_from_llvm_json(data, _flags(case), _has_markers(case))
    assert render_json(report) == recorded


STATS_FLAGS = (
    "-all-views",
    "-all-stats",
    "-dispatch-stats",
    "-scheduler-stats",
    "-retire-stats",
    "-register-file-stats",
    "-bottleneck-analysis",
)


@pytest.mark.parametrize("case", _cases(require_text=True))
def test_text_layout_is_byte_exact(case: Path) -> None:
    flags = _flags(case)
    if any(f in STATS_FLAGS for f in flags):
        pytest.skip("histograms are not part of llvm-mca's JSON; covered by simulator goldens")
    if "-show-barriers" in flags:
        pytest.skip("barrier flags are not part of llvm-mca's JSON; covered by tests/test_golden.py")
    if "-show-encoding" in flags:
        pytest.skip("encodings are not part of llvm-mca's JSON; covered by tests/test_golden.py")
    expected = case.with_suffix(".txt").read_text(encoding="utf-8")
    data = json.loads(case.with_suffix(".json").read_text(encoding="utf-8"))
    report, truncated = report_from_llvm_json(data, flags, _has_markers(case))
    if any(truncated):
        # Wait times of cut rows need retire cycles the JSON omits: compare up to the timeline.
        for region in report.regions:
            region.views.pop("timeline", None)
        rendered = render_text(report)
        assert expected.startswith(rendered.rstrip("\n").rsplit("\n\n\nTimeline view", 1)[0])
        return
    assert render_text(report) == expected


def test_multi_unit_resource_names_use_a_raw_character() -> None:
    column = ResourceColumn(index=12, name="Zn3FP45", unit=1, num_units=2)
    assert column.label == "[12.1]"
    assert column.json_name == "Zn3FP45.\x01"
    assert dumps({"R": [column.json_name]}) == '{\n  "R": [\n    "Zn3FP45.\\u0001"\n  ]\n}'


def test_region_header_only_for_explicit_regions() -> None:
    region = RegionReport(index=2, name="", show_header=True, instructions=("nop",))
    assert render_region(region) == "\n[2] Code Region\n\n"
    region.name = "loop"
    assert render_region(region) == "\n[2] Code Region - loop\n\n"
    region.show_header = False
    assert render_region(region) == ""
