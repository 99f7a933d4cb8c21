"""Trace: everything a simulation observed, in compact columnar form. Views read only this.

The simulator (mcalens.analysis.sim) records into a TraceBuilder and returns a frozen Trace.
Dynamic instruction IID = iteration * num_instructions + position. Cycles are numbered from 0.
Per-IID columns cover every simulated instruction; per-cycle columns cover every cycle.

Beyond the columns, what the run observed is in `Trace.facts` (`RunFacts`, named fields; None
where the run recorded nothing of the kind).

After a steady-state replay the per-IID and per-cycle columns are `PeriodicColumn`s: a head, one
period repeated `repeats` times (per-IID values shifted by the period's cycles each time) and a tail,
so their size does not grow with the iteration count. They read like lists; views that count
values use `value_counts` (one period's cost); views that read every value by index take
`as_list` once.
"""


from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from enum import IntEnum

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up)
if TYPE_CHECKING:
    from typing import Any


class StallReason(IntEnum):
    """Dispatch refusals llvm-mca counts (DispatchStatistics), in its report order."""

    RAT = 0  # register file (physical registers) full
    RCU = 1  # reorder buffer full
    SCHEDQ = 2  # scheduler queue (buffered resource) full
    LQ = 3  # load queue full
    SQ = 4  # store queue full
    GROUP = 5  # dispatch-group / hazard restriction
    USH = 6  # unsupported/target-specific hazard (in-order pipeline)


# A stall's member by its number, for the pipelines' stages (PERF: StallReason(n) is a slow call).
STALL_REASONS = {int(r): r for r in StallReason}


class PeriodicColumn(Sequence):
    """An int column `head + [block shifted by j*step for j in range(repeats)] + tail`.

    Per-IID columns shift by the period's cycles (`step`; a negative value, "never happened",
    is not shifted); per-cycle columns repeat unchanged (`step` 0). Equal to the list it stands
    for (`==` compares values), hashable like a list is not.
    """

    __slots__ = ("block", "head", "repeats", "step", "tail")

    def __init__(self, head: list[int], block: list[int], step: int, repeats: int, tail: list[int]) -> None:
        self.head = head
        self.block = block
        self.step = step
        self.repeats = repeats if block else 0
        self.tail = tail

    def __len__(self) -> int:
        return len(self.head) + len(self.block) * self.repeats + len(self.tail)

    def _at(self, index: int) -> int:
        h = len(self.head)
        if index < h:
            return self.head[index]
        index -= h
        replayed = len(self.block) * self.repeats
        if index < replayed:
            j, r = divmod(index, len(self.block))
            value = self.block[r]
            return value + j * self.step if value >= 0 else value
        return self.tail[index - replayed]

    def __getitem__(self, index):  # type: ignore[override]
        if isinstance(index, slice):
            return [self._at(i) for i in range(*index.indices(len(self)))]
        n = len(self)
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError(index)
        return self._at(index)

    def __iter__(self) -> Iterator[int]:
        yield from self.head
        block, step = self.block, self.step
        if step:
            for j in range(self.repeats):
                shift = j * step
                for value in block:
                    yield value + shift if value >= 0 else value
        else:
            for _ in range(self.repeats):
                yield from block
        yield from self.tail

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PeriodicColumn | list | tuple):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"PeriodicColumn(head={len(self.head)}, block={len(self.block)} x {self.repeats}, "
                f"step={self.step}, tail={len(self.tail)})")


def as_list(column: Sequence[int]) -> list[int]:
    """The column as a plain list, for views that read every value by index (costs the whole run)."""
    return column if isinstance(column, list) else list(column)


def value_counts(column: Sequence[int], limit: int | None = None) -> Counter:
    """How often each value occurs among the first `limit` entries (all when None); one period's
    cost for a per-cycle `PeriodicColumn` (step 0)."""
    n = len(column)
    limit = n if limit is None else max(0, min(limit, n))
    if isinstance(column, PeriodicColumn) and not column.step and limit == n:
        counts = Counter(column.head)
        if column.repeats:
            for value, k in Counter(column.block).items():
                counts[value] += k * column.repeats
        counts.update(column.tail)
        return counts
    if limit == n:
        return Counter(column)
    return Counter(column[:limit])


@dataclass(frozen=True, slots=True)
class UnitUse:
    """One resource unit an instruction held at issue.

    unit: index into Trace.units (llvm-mca's TargetInfo.Resources order); cycles: how long.
    """

    unit: int
    cycles: int


@dataclass(slots=True)
class PressureRecord:
    """Back-pressure observations, recorded only with SimOptions.record_pressure (trace.facts.pressure); the input of the bottleneck analysis and of mcalens.analysis.views.waits.

    cycles: per cycle with a back-pressure increase, (cycle, busy resource mask seen by select,
    ready IIDs blocked by those resources, pending IIDs waiting on registers, pending IIDs waiting
    on memory). issues: per issue in issue order, (IID, cycle, ((unit column, cycles), ...),
    critical resource mask, (producer IID, register number, cycles) | None,
    (producer IID, cycles) | None). Masks use llvm-mca's processor-resource mask encoding:
    resource_masks[i] is the mask of CpuModel.resources[i], named resource_names[i].
    """

    cycles: list[tuple[int, int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]]
    issues: list[tuple[int, int, tuple[tuple[int, int], ...], int,
                       tuple[int, int, int] | None, tuple[int, int] | None]]
    resource_names: tuple[str, ...]
    resource_masks: tuple[int, ...]
    register_names: dict[int, str]
    # Per IID, where it differs from the issue's llvm-mca critical dependency (which keeps the *last*
    # operand with cycles left, not the longest): (producer IID, register number, cycles) of the
    # operand that arrived last, i.e. the one that actually held the instruction back.
    binding_deps: dict[int, tuple[int, int, int]] = field(default_factory=dict)


@dataclass(slots=True)
class RunFacts:
    """What a simulation observed beside the columns, by name (the simulator writes, views read)."""

    # Each refused dispatch check, (cycle, StallReason, IID), for the bottleneck analysis and the
    # waits (after a steady-state replay a ReplayedEvents that reads like the list).
    # (Any: the pipelines hand over what their recorders hold; see steady.ReplayedEvents.)
    stall_events: Any = ()
    # Per unit column, the index of its resource in CpuModel.resources (a sequence of ints).
    unit_resource: Any = ()
    # Sorted IIDs of the moves eliminated at register renaming (a list of ints).
    eliminated: Any = None
    rob_size: int = 0
    retire_limit: int = 0
    # (resource name, sum over cycles of entries in use, max entries in use, buffer size) for every
    # resource with BufferSize > 0, in resource-table order (llvm-mca SchedulerStatistics: LQ/SQ count
    # dispatch -> executed, other buffers dispatch -> issue).
    buffer_usage: list[tuple[str, int, int, int]] | None = None
    # (file name, physical registers (0 = unbounded), total mappings, max mappings in use), file #0
    # first (llvm-mca RegisterFileStatistics).
    register_files: list[tuple[str, int, int, int]] | None = None
    # (file name, candidates, eliminated, zero moves, max per cycle) for files 1..k.
    move_elimination: list[tuple[str, int, int, int, int]] | None = None
    # Instructions whose descriptor could not be built (pipeline.SimError; position -1: an internal
    # simulator error, reported instead of raised).
    errors: list[Any] = field(default_factory=list)
    # With SimOptions.skip_unsupported: trace position -> input position.
    kept_positions: list[int] | None = None
    # (first cycle of the replayed period, cycle where simulation resumed, periods) when a steady
    # state was replayed instead of simulated (the trace is identical either way).
    extrapolated: tuple[int, int, int] | None = None
    in_order: bool = False  # the in-order pipeline ran (no ROB; retire == executed cycle)
    # In-order pipeline only: what held each stalled instruction, as llvm-mca's InOrderIssueStage
    # stall kinds ("register" dependency, "resource" busy, "write-back" order, "load-store" memory
    # group; the last two raise no llvm-mca stall event), keyed (kind, region position, producing
    # position or -1, register number or 0) -> cycles held over the run. Only with
    # SimOptions.record_hazards (the verdict and the waits; views/registry.py NEEDS_HAZARDS).
    issue_stalls: dict[tuple[str, int, int, int], int] | None = None
    # In-order pipeline only: (cycle, "write-back" | "load-store", IID) for each cycle one of those
    # stalls held an instruction (RAT/GROUP stalls are in stall_events, as llvm-mca counts them).
    # Only with SimOptions.record_hazards.
    hazard_events: list[tuple[int, str, int]] | None = None
    # Back-pressure records, only with SimOptions.record_pressure (bottleneck analysis, waits).
    pressure: PressureRecord | None = None
    # (max, sum over cycles) of reorder-buffer entries in use as llvm-mca's retire statistics count
    # them (uOps dispatched minus the descriptor uOps of retired instructions).
    rcu_usage: tuple[int, int] | None = None
    # (simulated cycles, limit) when SimOptions.max_cycles stopped the run early; every column then
    # covers only what was simulated. `stuck`: nothing moved for STALL_LIMIT cycles.
    truncated: tuple[int, int] | None = None
    stuck: bool = False
    # The modelled front end's observations (sim/delivery.py's summary), for models with front-end
    # data; `frontend_error`: why such a front end was off for this region.
    frontend: Any = None
    frontend_error: str | None = None


@dataclass(slots=True)
class Trace:
    """The columnar record of one simulation (what every view reads)."""

    num_instructions: int  # N, instructions per iteration
    iterations: int
    total_cycles: int
    dispatch_width: int
    units: tuple[str, ...]  # every non-group resource unit, in llvm-mca's column order
    # Per IID (length iterations * N; -1 where an event never happened).
    dispatched: list[int] = field(default_factory=list)
    ready: list[int] = field(default_factory=list)
    issued: list[int] = field(default_factory=list)
    executed: list[int] = field(default_factory=list)
    retired: list[int] = field(default_factory=list)
    # Units used, summed over all iterations, per position: {unit index: total cycles}.
    unit_cycles: list[dict[int, float]] = field(default_factory=list)
    # Per IID units, kept for the timeline window only (first timeline iterations).
    unit_uses: list[tuple[UnitUse, ...]] = field(default_factory=list)
    # Per cycle counters (length total_cycles).
    dispatched_uops: list[int] = field(default_factory=list)
    issued_uops: list[int] = field(default_factory=list)
    retired_instructions: list[int] = field(default_factory=list)
    rob_used: list[int] = field(default_factory=list)
    # Per position, the uOps dispatch counts (out-of-order pipeline only): an instruction wider than
    # the dispatch width carries its uOps over into the next cycles, one Dispatched event each,
    # which llvm-mca's timeline counts towards its last cycle.
    position_uops: tuple[int, ...] = ()
    # Stall counts per reason over the whole run, and per cycle where needed by bottleneck views.
    stalls: dict[StallReason, int] = field(default_factory=dict)
    facts: RunFacts = field(default_factory=RunFacts)  # what the run observed beside the columns

    def store_run(
        self,
        *,
        total_cycles: int,
        instruction_cycles: tuple[list[int], list[int], list[int], list[int], list[int]],
        cycle_counts: tuple[list[int], list[int], list[int], list[int]],
        unit_cycles: list[dict[int, float]],
        unit_uses: list[tuple[UnitUse, ...]],
        stalls: list[int],
        stall_events: object,
        unit_resource: object,
    ) -> None:
        """Store the columns every pipeline records, in one place, so the out-of-order and in-order
        pipelines cannot drift apart on what a Trace holds.

        instruction_cycles: per IID (dispatched, ready, issued, executed, retired);
        cycle_counts: per cycle (dispatched uops, issued uops, retired instructions, ROB used);
        stalls: counts indexed by StallReason.
        """
        self.total_cycles = total_cycles
        self.dispatched, self.ready, self.issued, self.executed, self.retired = instruction_cycles
        self.dispatched_uops, self.issued_uops, self.retired_instructions, self.rob_used = cycle_counts
        self.unit_cycles = unit_cycles
        self.unit_uses = unit_uses
        self.stalls = {reason: stalls[int(reason)] for reason in StallReason}
        self.facts.stall_events = stall_events
        self.facts.unit_resource = unit_resource
