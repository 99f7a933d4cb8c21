"""Statistics views (-dispatch-stats, -scheduler-stats, -retire-stats): per-cycle histograms and stalls.

llvm-mca 19 `Views/DispatchStatistics.cpp`, `SchedulerStatistics.cpp`,
`RetireControlUnitStatistics.cpp`. Every histogram has one sample per simulated cycle, keyed by
the count seen in that cycle, sorted by key (llvm-mca keeps them in a std::map).

Scheduler queue usage needs buffer occupancy, which the simulator records in
`Trace.extra["buffer_usage"]` as a list of `(resource name, sum over cycles of entries in use,
max entries in use, buffer size)` in resource table order, only for resources with a buffer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..sim.trace import StallReason, Trace, value_counts


@dataclass(frozen=True, slots=True)
class DispatchStatisticsView:
    cycles: int
    stalls: tuple[int, ...]  # indexed by StallReason
    dispatched_histogram: tuple[tuple[int, int], ...]  # (uOps dispatched in a cycle, cycles)


@dataclass(frozen=True, slots=True)
class BufferUsage:
    name: str
    cumulative: int
    maximum: int
    size: int


@dataclass(frozen=True, slots=True)
class SchedulerStatisticsView:
    cycles: int
    issued_histogram: tuple[tuple[int, int], ...]
    buffers: tuple[BufferUsage, ...] | None  # None when the trace did not record occupancy


@dataclass(frozen=True, slots=True)
class RetireStatisticsView:
    cycles: int
    retired_histogram: tuple[tuple[int, int], ...]
    rob_size: int
    max_used: int
    used_sum: int


def _histogram(per_cycle: Sequence[int], cycles: int) -> tuple[tuple[int, int], ...]:
    counts = value_counts(per_cycle, cycles)
    missing = cycles - min(len(per_cycle), cycles)
    if missing > 0:
        counts[0] += missing
    return tuple(sorted(counts.items()))


def dispatch_statistics_view(trace: Trace) -> DispatchStatisticsView:
    stalls = tuple(trace.stalls.get(reason, 0) for reason in StallReason)
    return DispatchStatisticsView(
        cycles=trace.total_cycles,
        stalls=stalls,
        dispatched_histogram=_histogram(trace.dispatched_uops, trace.total_cycles),
    )


def scheduler_statistics_view(trace: Trace) -> SchedulerStatisticsView:
    raw = trace.extra.get("buffer_usage")
    buffers: tuple[BufferUsage, ...] | None = None
    if isinstance(raw, list | tuple):
        buffers = tuple(BufferUsage(str(n), int(c), int(m), int(s)) for n, c, m, s in raw)
    return SchedulerStatisticsView(
        cycles=trace.total_cycles,
        issued_histogram=_histogram(trace.issued_uops, trace.total_cycles),
        buffers=buffers,
    )


def retire_statistics_view(trace: Trace, rob_size: int, uops: list[int] | None = None) -> RetireStatisticsView:
    """Retire histogram and ROB usage as llvm-mca's view counts it.

    The view's notion of "entries in use" is its own: uOps of Dispatched events added, the
    descriptor's uOps subtracted at retire, sampled at every cycle end. With the per-position
    uOp counts it is rebuilt from the trace (or read from `extra["rcu_usage"]`, which the
    simulator counts the same way, replayed periods included); without them the trace's
    `rob_used` is taken.
    """
    cycles = trace.total_cycles
    usage = trace.extra.get("rcu_usage")
    if uops is not None and isinstance(usage, tuple) and len(usage) == 2:
        return RetireStatisticsView(
            cycles=cycles,
            retired_histogram=_histogram(trace.retired_instructions, cycles),
            rob_size=rob_size,
            max_used=int(usage[0]),
            used_sum=int(usage[1]),
        )
    if uops is not None and trace.num_instructions:
        released = [0] * (cycles + 1)
        n = trace.num_instructions
        for iid, cycle in enumerate(trace.retired):
            if 0 <= cycle < cycles:
                released[cycle] += uops[iid % n]
        used: list[int] = []
        in_use = 0
        for cycle in range(cycles):
            in_use += trace.dispatched_uops[cycle] if cycle < len(trace.dispatched_uops) else 0
            in_use -= released[cycle]
            used.append(in_use)
    else:
        used = trace.rob_used[:cycles]
    return RetireStatisticsView(
        cycles=cycles,
        retired_histogram=_histogram(trace.retired_instructions, cycles),
        rob_size=rob_size,
        max_used=max(used, default=0),
        used_sum=sum(used),
    )


@dataclass(frozen=True, slots=True)
class RegisterFileUsage:
    name: str
    physical_registers: int  # 0 = unbounded
    total_mappings: int
    max_mappings: int


@dataclass(frozen=True, slots=True)
class MoveElimination:
    candidates: int
    eliminated: int
    zero_moves: int
    max_per_cycle: int


@dataclass(frozen=True, slots=True)
class RegisterFileStatisticsView:
    """File #0 (the unbounded "any register" file) first, then the model's files in order."""

    files: tuple[RegisterFileUsage, ...]
    moves: tuple[MoveElimination | None, ...]  # aligned with files; None for file #0


def register_file_statistics_view(trace: Trace) -> RegisterFileStatisticsView | None:
    """From `Trace.extra["register_files"]` and `["move_elimination"]`; None when not recorded."""
    raw_files = trace.extra.get("register_files")
    if not isinstance(raw_files, list | tuple) or not raw_files:
        return None
    files = tuple(RegisterFileUsage(str(n), int(p), int(t), int(m)) for n, p, t, m in raw_files)
    by_name: dict[str, MoveElimination] = {}
    for entry in trace.extra.get("move_elimination") or ():
        name, candidates, eliminated, zero, per_cycle = entry
        by_name[str(name)] = MoveElimination(int(candidates), int(eliminated), int(zero), int(per_cycle))
    moves = tuple(None if i == 0 else by_name.get(f.name) for i, f in enumerate(files))
    return RegisterFileStatisticsView(files, moves)
