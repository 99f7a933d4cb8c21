"""Report: the views of every analysed region plus run-wide facts, ready for text or JSON rendering.

This is the boundary between analysis and output: renderers read only these dataclasses, so the
same report feeds the CLI (llvm-mca layout or `-json`), the language server and golden tests.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .registry import BY_NAME

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up)
if TYPE_CHECKING:  # annotations only: each view's module loads when that view is computed
    from typing import Any

    from .resource_pressure import ResourceColumn



@dataclass(slots=True)
class RegionReport:
    """One code region. Its views are in `views` by registry name (views/registry.py) and read as
    attributes: `region.summary` is the SummaryView, or None when not requested (or not computable,
    e.g. no simulation)."""

    index: int
    name: str
    show_header: bool  # llvm-mca omits "[k] Code Region" for the implicit whole-file region
    instructions: tuple[str, ...]  # printer output, leading whitespace trimmed
    source_lines: tuple[int, ...] = ()  # 0-based line of each instruction (our JSON extra)
    # 0-based source lines -skip-unsupported-instructions left out of this region (our extra)
    skipped_lines: tuple[int, ...] = ()
    # machine-code input: the source file of each instruction ("" for none), from DWARF (our extra)
    source_files: tuple[str, ...] = ()
    views: dict[str, Any] = field(default_factory=dict)

    def __getattr__(self, name: str) -> Any:
        if name in BY_NAME:
            return self.views.get(name)
        raise AttributeError(name)

    @property
    def bottleneck(self) -> Any:
        """-bottleneck-analysis's view (registry name `bottleneck_analysis`)."""
        return self.views.get("bottleneck_analysis")


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
    llvm_version: str = ""  # the llvm-mca release matched ("19.1.7"): `-json --json-extras`' TargetInfo.LLVMVersion
    # views whose JSON the release's llvm-mca prints in plain `-json` though 19's leaves them out
    # (release.json "engine": "bottleneck-json" adds "bottleneck_analysis")
    json_views: frozenset[str] = frozenset()
