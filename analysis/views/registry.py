"""The view registry: every view of a region declared once.

An entry names the view (its key in `ViewSelection`, `RegionReport` and `views=` of the editor), the
command-line flag that turns it on, llvm-mca's defaults and option groups, what it needs from the
run (nothing, the trace, or the trace with back-pressure records), how it is computed from a
region's `RegionInputs`, and its text and `-json` renderers. `api.analyze` computes the selected
views from this table, `output/render_text.py` and `output/render_json.py` print them in its order,
and the command line (`analysis/cli.py`) reads its flags, defaults and groups from it.

Adding a view: its module under analysis/views/ (the view's record, `compute`, text and JSON
renderers) and one `View(...)` entry below (with a `help` line: `mcalens --help` lists mcalens' own
views from it); nothing else changes. The user documentation (docs/cli.md) describes it too.

The entries' functions import their view's module on first use, so a run loads only the views it
prints (start-up).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up)
if TYPE_CHECKING:
    from typing import Any

    from ..isa import Isa
    from ..machine.model import CpuModel
    from ..mcinst import McInst
    from ..options import AnalysisOptions
    from ..sim.instr_desc import InstrDesc
    from ..sim.trace import Trace
    from .report import RegionReport
    from .resource_pressure import ResourceColumn

# What a view needs from the run (View.needs).
NEEDS_NOTHING = 0  # static facts of the instructions: computed without a simulation
NEEDS_TRACE = 1  # the trace of a simulation
# the trace with what held each stalled instruction of an in-order pipeline (SimOptions.record_hazards)
NEEDS_HAZARDS = 2
# the trace with back-pressure records (SimOptions.record_pressure: costs time) and the hazards too
NEEDS_PRESSURE = 3

# Option groups of llvm-mca (View.groups): -all-views and -all-stats. On in-order CPUs llvm-mca 19
# leaves the bottleneck analysis and the retire statistics to their own options (View.in_order_groups).
ALL_VIEWS = "all-views"
ALL_STATS = "all-stats"


@dataclass(frozen=True, slots=True)
class RegionInputs:
    """What a view's `compute` may read about one analysed region."""

    trace: Trace | None  # None for views that need nothing and in -instruction-tables mode
    mcinsts: Sequence[McInst]
    descs: Sequence[InstrDesc]
    texts: tuple[str, ...]  # the instructions as printed
    isa: Isa
    model: CpuModel
    columns: tuple[ResourceColumn, ...]  # the resource pressure columns (llvm-mca's order)
    options: AnalysisOptions
    register_prefix: str  # what the target prints before a register name (x86 AT&T "%", else "")
    bare_registers: bool  # registers print without a prefix (Intel syntax, targets without one)
    # The target's encoder as llvm-mca's CodeEmitter uses it (short branches relaxed), made on request.
    encoder: Callable[[], Callable[[McInst], bytes | None] | None]
    # `-instruction-tables=full`: each instruction's `//` or `/* */` comment, as llvm-mca 22 finds it
    comments: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class View:
    """One view: see the module docstring."""

    name: str
    flag: str  # the command-line option (llvm-mca's spelling; one or two dashes, `=false` turns it off)
    compute: Callable[[RegionInputs], object]
    needs: int = NEEDS_TRACE
    default: bool = False  # on without its flag (llvm-mca: summary, instruction info, resource pressure)
    groups: tuple[str, ...] = ()  # ALL_VIEWS / ALL_STATS: the group options that set it
    in_order_groups: bool = True  # False: the groups leave it alone on in-order CPUs
    # -instruction-tables mode (no simulation): how the view is computed there, None when it is not
    # printed; `tables_always`: printed there even when the view is off (llvm-mca's pressure table).
    tables: Callable[[RegionInputs], object] | None = None
    tables_always: bool = False
    text: Callable[[Any, RegionReport], str] | None = None
    text_on_request: bool = False  # printed by render_text only when asked (--waits; editors show it otherwise)
    json_key: str = ""
    json: Callable[[Any], object] | None = None
    json_extra: bool = False  # only with --json-extras (llvm-mca 19's -json leaves it out)
    help: str = ""  # one line for `mcalens --help` (mcalens' own views; llvm-mca's are listed by llvm-mca's layout)


# -- each view's wiring (its module loads on first use) ------------------------------------------------


def _summary(inputs: RegionInputs) -> object:
    from .summary import compute

    return compute(inputs)


def _summary_text(view: Any, region: RegionReport) -> str:
    from .summary import render_summary

    return render_summary(view)


def _summary_json(view: Any) -> object:
    from .summary import summary_json

    return summary_json(view)


def _instruction_info(inputs: RegionInputs) -> object:
    from .instruction_info import compute

    return compute(inputs)


def _instruction_info_text(view: Any, region: RegionReport) -> str:
    from .instruction_info import render_instruction_info

    return render_instruction_info(view, region.instructions)


def _instruction_info_json(view: Any) -> object:
    from .instruction_info import instruction_info_json

    return instruction_info_json(view)


def _dispatch_stats(inputs: RegionInputs) -> object:
    from .statistics import dispatch_statistics_view

    assert inputs.trace is not None
    return dispatch_statistics_view(inputs.trace)


def _dispatch_stats_text(view: Any, region: RegionReport) -> str:
    from .statistics import render_dispatch_statistics

    return render_dispatch_statistics(view)


def _dispatch_stats_json(view: Any) -> object:
    from .statistics import dispatch_statistics_json

    return dispatch_statistics_json(view)


def _scheduler_stats(inputs: RegionInputs) -> object:
    from .statistics import scheduler_statistics_view

    assert inputs.trace is not None
    return scheduler_statistics_view(inputs.trace)


def _scheduler_stats_text(view: Any, region: RegionReport) -> str:
    from .statistics import render_scheduler_statistics

    return render_scheduler_statistics(view)


def _retire_stats(inputs: RegionInputs) -> object:
    from .statistics import retire_statistics_view

    assert inputs.trace is not None
    model = inputs.model
    return retire_statistics_view(inputs.trace, model.reorder_buffer_size or model.micro_op_buffer_size,
                                  [d.uops for d in inputs.descs])


def _retire_stats_text(view: Any, region: RegionReport) -> str:
    from .statistics import render_retire_statistics

    return render_retire_statistics(view)


def _register_file_stats(inputs: RegionInputs) -> object:
    from .statistics import register_file_statistics_view

    assert inputs.trace is not None
    return register_file_statistics_view(inputs.trace)


def _register_file_stats_text(view: Any, region: RegionReport) -> str:
    from .statistics import render_register_file_statistics

    return render_register_file_statistics(view)


def _resource_pressure(inputs: RegionInputs) -> object:
    from .resource_pressure import resource_pressure_view

    assert inputs.trace is not None
    return resource_pressure_view(inputs.trace, inputs.columns)


def _instruction_tables(inputs: RegionInputs) -> object:
    from .instruction_tables import instruction_tables_view

    uses = [[(u.resource, u.cycles) for u in d.resources] for d in inputs.descs]
    return instruction_tables_view(inputs.model, inputs.columns, uses)


def _resource_pressure_text(view: Any, region: RegionReport) -> str:
    from .resource_pressure import render_resource_pressure

    return render_resource_pressure(view, region.instructions)


def _resource_pressure_json(view: Any) -> object:
    from .resource_pressure import resource_pressure_json

    return resource_pressure_json(view)


def _timeline(inputs: RegionInputs) -> object:
    from .timeline import timeline_view

    assert inputs.trace is not None
    options = inputs.options
    return timeline_view(inputs.trace, max_iterations=options.timeline_max_iterations,
                         max_cycles=options.timeline_max_cycles)


def _timeline_text(view: Any, region: RegionReport) -> str:
    from .timeline import render_timeline

    return render_timeline(view, region.instructions)


def _timeline_json(view: Any) -> object:
    from .timeline import timeline_json

    return timeline_json(view)


def _bottleneck(inputs: RegionInputs) -> object:
    from .bottleneck import bottleneck_view

    assert inputs.trace is not None
    return bottleneck_view(inputs.trace, inputs.isa, intel=inputs.bare_registers,
                           in_order=inputs.model.micro_op_buffer_size <= 1)


def _bottleneck_text(view: Any, region: RegionReport) -> str:
    from .bottleneck import render_bottleneck

    return render_bottleneck(view, region.instructions, intel=view.intel)


def _bottleneck_json(view: Any) -> object:
    from .bottleneck import bottleneck_json

    return bottleneck_json(view)


def _delivery(inputs: RegionInputs) -> object:
    from .delivery import frontend_view

    assert inputs.trace is not None
    return frontend_view(inputs.trace)


def _delivery_text(view: Any, region: RegionReport) -> str:
    from .delivery import render_frontend

    return render_frontend(view)


def _delivery_json(view: Any) -> object:
    from .delivery import frontend_json

    return frontend_json(view)


def _verdict(inputs: RegionInputs) -> object:
    from .verdict import region_verdict

    assert inputs.trace is not None
    return region_verdict(inputs.trace, inputs.descs, inputs.isa, inputs.texts, register_prefix=inputs.register_prefix)


def _verdict_text(view: Any, region: RegionReport) -> str:
    return f"\n\nVerdict: {view.text}\n"


def _verdict_json(view: Any) -> object:
    return view.to_json()


def _waits(inputs: RegionInputs) -> object:
    from .waits import instruction_waits

    assert inputs.trace is not None
    return instruction_waits(inputs.trace, inputs.texts, isa=inputs.isa,
                             memory=[d.may_load or d.may_store for d in inputs.descs],
                             window=inputs.options.timeline_max_iterations or 10,
                             register_prefix=inputs.register_prefix)


def _waits_text(view: Any, region: RegionReport) -> str:
    from .waits import render_waits

    summary = region.summary
    per_iteration = summary.total_cycles / summary.iterations if summary is not None and summary.iterations else 0.0
    return render_waits(view, region.instructions, per_iteration)


def _waits_json(view: Any) -> object:
    return [w.to_json() for w in view]


# -- the registry, in llvm-mca's text order --------------------------------------------------------------

VIEWS: tuple[View, ...] = (
    View("summary", "summary-view", _summary, default=True, groups=(ALL_VIEWS,),
         text=_summary_text, json_key="SummaryView", json=_summary_json),
    View("bottleneck_analysis", "bottleneck-analysis", _bottleneck, needs=NEEDS_PRESSURE, groups=(ALL_VIEWS,),
         in_order_groups=False, text=_bottleneck_text, json_key="BottleneckAnalysis", json=_bottleneck_json,
         json_extra=True),
    View("instruction_info", "instruction-info", _instruction_info, needs=NEEDS_NOTHING, default=True,
         groups=(ALL_VIEWS,), tables=_instruction_info, text=_instruction_info_text,
         json_key="InstructionInfoView", json=_instruction_info_json),
    View("dispatch_stats", "dispatch-stats", _dispatch_stats, groups=(ALL_VIEWS, ALL_STATS),
         text=_dispatch_stats_text, json_key="DispatchStatistics", json=_dispatch_stats_json),
    View("scheduler_stats", "scheduler-stats", _scheduler_stats, groups=(ALL_VIEWS, ALL_STATS),
         text=_scheduler_stats_text),
    View("retire_stats", "retire-stats", _retire_stats, groups=(ALL_VIEWS, ALL_STATS), in_order_groups=False,
         text=_retire_stats_text),
    View("register_file_stats", "register-file-stats", _register_file_stats, groups=(ALL_VIEWS, ALL_STATS),
         text=_register_file_stats_text),
    View("resource_pressure", "resource-pressure", _resource_pressure, default=True, groups=(ALL_VIEWS,),
         tables=_instruction_tables, tables_always=True, text=_resource_pressure_text,
         json_key="ResourcePressureView", json=_resource_pressure_json),
    View("timeline", "timeline", _timeline, groups=(ALL_VIEWS,), text=_timeline_text,
         json_key="TimelineView", json=_timeline_json),
    View("frontend", "frontend-view", _delivery, text=_delivery_text, json_key="FrontEndView",
         json=_delivery_json, help="uops delivered to dispatch per cycle, per region (not in -all-views)"),
    View("verdict", "verdict", _verdict, needs=NEEDS_HAZARDS, text=_verdict_text, json_key="Verdict", json=_verdict_json,
         help='one line per region naming what bounds it (text and -json "Verdict")'),
    View("waits", "waits", _waits, needs=NEEDS_PRESSURE, text=_waits_text, text_on_request=True,
         json_key="Waits", json=_waits_json,
         help='why each instruction waited (text view, and -json "Waits"; docs/verdicts.md)'),
)

BY_NAME: dict[str, View] = {view.name: view for view in VIEWS}


class ViewSelection:
    """Which views to compute: `ViewSelection(timeline=True, summary=False)`, every other view at its
    registry default (llvm-mca's: summary, instruction info, resource pressure). Read a view's value
    as an attribute (`selection.timeline`); immutable and hashable (a cache key of the editor).

    `in_order`: (view, value) pairs to use instead on in-order CPUs: llvm-mca's -all-views/-all-stats
    leave the bottleneck analysis and retire statistics of in-order CPUs to their own options.
    """

    __slots__ = ("enabled", "in_order")

    enabled: frozenset[str]
    in_order: tuple[tuple[str, bool], ...]

    def __init__(self, *, in_order: tuple[tuple[str, bool], ...] = (), **values: bool) -> None:
        unknown = sorted(set(values) - BY_NAME.keys())
        if unknown:
            raise TypeError(f"ViewSelection: no view named {', '.join(unknown)} (views/registry.py)")
        enabled = frozenset(v.name for v in VIEWS if values.get(v.name, v.default))
        object.__setattr__(self, "enabled", enabled)
        object.__setattr__(self, "in_order", tuple(in_order))

    def __getattr__(self, name: str) -> bool:
        if name in BY_NAME:
            return name in self.enabled
        raise AttributeError(name)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("ViewSelection is immutable (use .replace)")

    def replace(self, **values: bool) -> ViewSelection:
        """This selection with the named views set to `values`."""
        current = {v.name: v.name in self.enabled for v in VIEWS}
        return ViewSelection(in_order=self.in_order, **{**current, **values})

    def for_in_order(self) -> ViewSelection:
        """The selection an in-order CPU runs with (`in_order` applied)."""
        return ViewSelection(**{**{v.name: v.name in self.enabled for v in VIEWS}, **dict(self.in_order)})

    def needs(self) -> int:
        """The most any selected view needs from the run (NEEDS_*), -1 when none is selected."""
        return max((v.needs for v in VIEWS if v.name in self.enabled), default=-1)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ViewSelection):
            return NotImplemented
        return self.enabled == other.enabled and self.in_order == other.in_order

    def __hash__(self) -> int:
        return hash((self.enabled, self.in_order))

    def __reduce__(self) -> tuple[Any, ...]:  # pickled for batch's worker processes
        return (_selection, (tuple(sorted(self.enabled)), self.in_order))

    def __repr__(self) -> str:
        on = ", ".join(f"{v.name}=True" for v in VIEWS if v.name in self.enabled and not v.default)
        off = ", ".join(f"{v.name}=False" for v in VIEWS if v.default and v.name not in self.enabled)
        return f"ViewSelection({', '.join(p for p in (on, off) if p)})"


def _selection(enabled: tuple[str, ...], in_order: tuple[tuple[str, bool], ...]) -> ViewSelection:
    return ViewSelection(in_order=in_order, **{v.name: v.name in enabled for v in VIEWS})
