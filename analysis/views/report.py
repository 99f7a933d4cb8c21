"""Report: the views of every analysed region plus run-wide facts, ready for text or JSON rendering.

This is the boundary between analysis and output: renderers read only these dataclasses, so the
same report feeds the CLI (llvm-mca layout or `-json`), the language server and golden tests.
"""

from __future__ import annotations

from dataclasses import dataclass, field

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:  # annotations only: each view's module loads when that view is computed (issue 17)
    from typing import Any

    from .bottleneck import BottleneckView
    from .instruction_info import InstructionInfoView
    from .resource_pressure import ResourceColumn, ResourcePressureView
    from .statistics import (
        DispatchStatisticsView,
        RegisterFileStatisticsView,
        RetireStatisticsView,
        SchedulerStatisticsView,
    )
    from .summary import SummaryView
    from .timeline import TimelineView


@dataclass(slots=True)
class RegionReport:
    """One code region. Views are None when not requested (or not computable, e.g. no simulation)."""

    index: int
    name: str
    show_header: bool  # llvm-mca omits "[k] Code Region" for the implicit whole-file region
    instructions: tuple[str, ...]  # printer output, leading whitespace trimmed
    source_lines: tuple[int, ...] = ()  # 0-based line of each instruction (our JSON extra)
    # 0-based source lines -skip-unsupported-instructions left out of this region (our extra)
    skipped_lines: tuple[int, ...] = ()
    summary: SummaryView | None = None
    instruction_info: InstructionInfoView | None = None
    dispatch_stats: DispatchStatisticsView | None = None
    scheduler_stats: SchedulerStatisticsView | None = None
    retire_stats: RetireStatisticsView | None = None
    register_file_stats: RegisterFileStatisticsView | None = None
    resource_pressure: ResourcePressureView | None = None
    timeline: TimelineView | None = None
    bottleneck: BottleneckView | None = None  # -bottleneck-analysis
    # mcalens extras (never printed by default): analysis.verdict.Verdict, analysis.waits lists.
    verdict: Any = None
    waits: Any = None
    frontend: Any = None  # -frontend-view: analysis.views.frontend.FrontEndView


@dataclass(slots=True)
class Report:
    """Every region's views for one analysis, ready to render."""

    cpu: str
    columns: tuple[ResourceColumn, ...]
    regions: list[RegionReport] = field(default_factory=list)
    # llvm-mca's SimulationParameters, already filtered to the keys it would print.
    simulation_parameters: dict[str, object] = field(default_factory=dict)
    model_name: str = ""
    model_kind: str = "llvm"  # "measured" models (mcalens calibrate) are named in text and JSON
