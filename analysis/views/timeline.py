"""TimelineView: per-instruction state changes (D, e, E, R) and the Average Wait times table.

llvm-mca 19 `Views/TimelineView.cpp`: the window covers the first `max_iterations` (default 10)
iterations; a retire cycle at or beyond `max_cycles` is not recorded (printed as a truncation),
but wait times still use the real retire cycle.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..sim.trace import Trace
from .text import Line

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


def _timeline_header(cycles: int) -> str:
    out = "\n\nTimeline view:\n"
    if cycles >= 10:
        out += " " * 10 + "".join(" " if (i // 10) % 2 == 0 else str(i % 10) for i in range(cycles + 1)) + "\n"
    out += "Index     " + "".join(str(i % 10) if (i // 10) % 2 == 0 else " " for i in range(cycles + 1)) + "\n"
    return out


def render_timeline(view: TimelineView, instructions: tuple[str, ...]) -> str:
    n = view.num_instructions
    out = [_timeline_header(view.last_cycle)]
    last = view.last_cycle
    for iid, entry in enumerate(view.entries):
        if entry.retired == 0 and entry.executed != 0:
            out.append("Truncated display due to cycle limit\n")
            break
        iteration, position = divmod(iid, n)
        if iid == 0:
            out.append("\n")
        line = Line().write(f"[{iteration},{position}]").pad_to(10)
        chars: list[str] = [("." if c % 5 == 0 else " ") for c in range(entry.dispatched)]
        chars.append("D")
        if entry.dispatched != entry.executed:
            chars.extend("=" * max(entry.issued - entry.dispatched - 1, 0))
            if entry.issued == entry.executed:
                chars.append("E")
            else:
                if entry.dispatched != entry.issued:
                    chars.append("e")
                chars.extend("e" * max(entry.executed - entry.issued - 1, 0))
                chars.append("E")
        chars.extend("-" * max(entry.retired - entry.executed - 1, 0))
        if entry.executed < entry.retired:
            chars.append("R")
        for c in range(entry.retired + 1, last + 1):
            chars.append("." if c % 5 == 0 or c == last else " ")
        line.write("".join(chars))
        out.append(line.text() + "   " + instructions[position] + "\n")
    out.append(render_wait_times(view, instructions))
    return "".join(out)


def _wait_row(wait: WaitTime, label: str, executions: int, divisor: int) -> str:
    line = Line().write(label).pad_to(7).write(str(executions)).pad_to(13)
    for value, column in ((wait.scheduler_queue, 20), (wait.ready_in_queue, 27), (wait.retire_lag, 34)):
        average = value * 10 / divisor if divisor else 0.0
        line.write(f"{math.floor(average + 0.5) / 10:.1f}").pad_to(column)
    return line.text()


def render_wait_times(view: TimelineView, instructions: tuple[str, ...]) -> str:
    out = [
        "\n\nAverage Wait times (based on the timeline view):\n"
        "[0]: Executions\n"
        "[1]: Average time spent waiting in a scheduler's queue\n"
        "[2]: Average time spent waiting in a scheduler's queue while ready\n"
        "[3]: Average time elapsed from WB until retire stage\n\n"
        "      [0]    [1]    [2]    [3]\n"
    ]
    executions = view.iterations
    for position, wait in enumerate(view.wait_times):
        out.append(_wait_row(wait, f"{position}.", executions, executions) + "   " + instructions[position] + "\n")
    if view.num_instructions != 1:
        out.append(_wait_row(view.total_wait, "", executions, len(view.entries)) + "   <total>\n")
    return "".join(out)



def timeline_json(view: TimelineView) -> dict[str, object]:
    """`-json` "TimelineView": llvm-mca stops at the first executed instruction that never retired."""
    info: list[object] = []
    for entry in view.entries:
        if not entry.retired and entry.executed:
            break
        info.append({
            "CycleDispatched": entry.dispatched,
            "CycleReady": entry.ready,
            "CycleIssued": entry.issued,
            "CycleExecuted": entry.executed,
            "CycleRetired": entry.retired,
        })
    return {"TimelineInfo": info}
