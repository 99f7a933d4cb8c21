"""Server state: open documents (structure per version) and the per-region analysis cache.

The cache is keyed by (region text, AnalysisOptions): an edit re-simulates only the regions whose
instruction text changed, and results of untouched regions are found again even when lines above
them moved. Counters (`simulations`, `cache_hits`) are exposed through `mcalens/debugStats` so tests
can check what was re-analysed.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from dataclasses import dataclass, field

from mcalens.analysis.editor.results import AnalysisOptions, RegionResult, static_options
from mcalens.analysis.editor.structure import RegionSpec, Structure

from .config import Settings

CacheKey = tuple[str, AnalysisOptions]


@dataclass(slots=True)
class DocumentState:
    uri: str
    version: int
    structure: Structure
    lines: list[str]
    settings: Settings  # global settings with the file's directive applied
    options: AnalysisOptions
    analysed_version: int | None = None  # last version whose regions were all analysed
    task: asyncio.Task[None] | None = None
    directive_errors: list[str] = field(default_factory=list)
    # What the previous version showed per region index (its region and result): hints of the
    # region being edited keep the numbers of its unchanged instructions for the few milliseconds
    # until its new static pass lands (no flicker; editor.results.carried_over).
    shown_before: dict[int, tuple[RegionSpec, RegionResult]] = field(default_factory=dict)
    carried: dict[int, RegionResult | None] = field(default_factory=dict)  # carried_over per region index
    cpu_label: str = ""  # the CPU as lenses show it: "generic (AArch64 default)"; "" = options.cpu

    def key(self, region: RegionSpec) -> CacheKey:
        return (region.key_text, self.options)

    def static_key(self, region: RegionSpec) -> CacheKey:
        return (region.key_text, static_options(self.options))


class RegionCache:
    """LRU of RegionResult by (region text, options)."""

    def __init__(self, capacity: int = 512) -> None:
        self.capacity = capacity
        self._items: OrderedDict[CacheKey, RegionResult] = OrderedDict()
        self.simulations = 0
        self.static_runs = 0
        self.cache_hits = 0
        self.simulated_names: list[str] = []  # region names in simulation order (bounded)

    def get(self, key: CacheKey) -> RegionResult | None:
        item = self._items.get(key)
        if item is not None:
            self._items.move_to_end(key)
        return item

    def put(self, key: CacheKey, value: RegionResult, name: str = "") -> None:
        if value.simulated:
            self.simulations += 1
            self.simulated_names.append(name)
            del self.simulated_names[:-1000]
        else:
            self.static_runs += 1
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.capacity:
            self._items.popitem(last=False)

    def clear(self) -> None:
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)
