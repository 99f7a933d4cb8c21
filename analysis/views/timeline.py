"""TimelineView: per-instruction state changes (D, e, E, R) and the Average Wait times table.

llvm-mca 19 `Views/TimelineView.cpp`: the window covers the first `max_iterations` (default 10)
iterations; a retire cycle at or beyond `max_cycles` is not recorded (printed as a truncation),
but wait times still use the real retire cycle.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..sim.trace import Trace

DEFAULT_MAX_ITERATIONS = 10
DEFAULT_MAX_CYCLES = 80


@dataclass(frozen=True, slots=True)
class TimelineEntry:
    """Cycles of one dynamic instruction as llvm-mca records them (retired 0 = past the cycle limit)."""

    dispatched: int
    ready: int
    issued: int
    executed: int
    retired: int


@dataclass(frozen=True, slots=True)
class WaitTime:
    """Sums over the timeline window for one instruction position (or the total row)."""

    scheduler_queue: int  # issued - dispatched
    ready_in_queue: int  # issued - ready
    retire_lag: int  # retired - 1 - executed, when retired > executed


@dataclass(frozen=True, slots=True)
class TimelineView:
    num_instructions: int
    entries: tuple[TimelineEntry, ...]
    last_cycle: int
    wait_times: tuple[WaitTime, ...]  # one per instruction position

    @property
    def iterations(self) -> int:
        return len(self.entries) // self.num_instructions if self.num_instructions else 0

    @property
    def total_wait(self) -> WaitTime:
        return WaitTime(
            sum(w.scheduler_queue for w in self.wait_times),
            sum(w.ready_in_queue for w in self.wait_times),
            sum(w.retire_lag for w in self.wait_times),
        )

    def truncated_at(self) -> int | None:
        """Index of the first entry cut by the cycle limit, or None when all fit."""
        for iid, entry in enumerate(self.entries):
            if entry.retired == 0 and entry.executed != 0:
                return iid
        return None


def timeline_view(
    trace: Trace, *, max_iterations: int = DEFAULT_MAX_ITERATIONS, max_cycles: int = DEFAULT_MAX_CYCLES
) -> TimelineView:
    """The timeline window of `trace`; 0 for either limit means llvm-mca's default / no limit."""
    n = trace.num_instructions
    window_iterations = min(max_iterations or DEFAULT_MAX_ITERATIONS, trace.iterations)
    limit = max_cycles if max_cycles > 0 else 1 << 62
    count = min(n * window_iterations, len(trace.dispatched))
    entries: list[TimelineEntry] = []
    sums = [[0, 0, 0] for _ in range(n)]
    last_cycle = 0
    for iid in range(count):
        dispatched = trace.dispatched[iid]
        ready = max(trace.ready[iid], 0) if iid < len(trace.ready) else 0
        issued = max(trace.issued[iid], 0)
        executed = max(trace.executed[iid], 0)
        retired_real = trace.retired[iid]
        retired = retired_real if 0 <= retired_real < limit else 0
        entries.append(TimelineEntry(dispatched, ready, issued, executed, retired))
        for cycle in (dispatched, ready, issued, executed, retired_real):
            if 0 <= cycle < limit:
                last_cycle = max(last_cycle, cycle)
        if retired_real >= 0:
            acc = sums[iid % n]
            acc[0] += issued - dispatched
            acc[1] += issued - ready
            if retired_real > executed:
                acc[2] += retired_real - 1 - executed
    width = trace.dispatch_width
    uops = trace.position_uops
    if uops and width > 0 and max(uops) > width:
        # Dispatch.cycleStart sends one more Dispatched event per cycle while an instruction wider
        # than the dispatch width carries uOps over: those cycles count towards the last cycle too.
        for iid in range(count):
            carried = uops[iid % n] - width
            dispatched = trace.dispatched[iid]
            if carried > 0 and dispatched >= 0 and dispatched + 1 < limit:
                last_event = min(dispatched + -(-carried // width), limit - 1)
                if last_event > last_cycle:
                    last_cycle = last_event
    return TimelineView(
        num_instructions=n,
        entries=tuple(entries),
        last_cycle=last_cycle,
        wait_times=tuple(WaitTime(a, b, c) for a, b, c in sums),
    )
