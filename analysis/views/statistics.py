"""Statistics views (-dispatch-stats, -scheduler-stats, -retire-stats): per-cycle histograms and stalls.

llvm-mca 19 `Views/DispatchStatistics.cpp`, `SchedulerStatistics.cpp`,
`RetireControlUnitStatistics.cpp`. Every histogram has one sample per simulated cycle, keyed by
the count seen in that cycle, sorted by key (llvm-mca keeps them in a std::map).

Scheduler queue usage needs buffer occupancy, which the simulator records in
`Trace.facts.buffer_usage` as a list of `(resource name, sum over cycles of entries in use,
max entries in use, buffer size)` in resource table order, only for resources with a buffer.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ..sim.trace import StallReason, Trace, value_counts
from .text import Line, round_places


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
    raw = trace.facts.buffer_usage
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
    uOp counts it is rebuilt from the trace (or read from `facts.rcu_usage`, which the
    simulator counts the same way, replayed periods included); without them the trace's
    `rob_used` is taken.
    """
    cycles = trace.total_cycles
    usage = trace.facts.rcu_usage
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
    """From `Trace.facts.register_files` and `.move_elimination`; None when not recorded."""
    raw_files = trace.facts.register_files
    if not isinstance(raw_files, list | tuple) or not raw_files:
        return None
    files = tuple(RegisterFileUsage(str(n), int(p), int(t), int(m)) for n, p, t, m in raw_files)
    by_name: dict[str, MoveElimination] = {}
    for entry in trace.facts.move_elimination or ():
        name, candidates, eliminated, zero, per_cycle = entry
        by_name[str(name)] = MoveElimination(int(candidates), int(eliminated), int(zero), int(per_cycle))
    moves = tuple(None if i == 0 else by_name.get(f.name) for i, f in enumerate(files))
    return RegisterFileStatisticsView(files, moves)


def _stall(count: int, cycles: int) -> str:
    if not count:
        return "0"
    return f"{count}  ({round_places(count / cycles * 100.0, 1):.1f}%)"


_STALL_LABELS = (
    "RAT     - Register unavailable:                      ",
    "RCU     - Retire tokens unavailable:                 ",
    "SCHEDQ  - Scheduler full:                            ",
    "LQ      - Load queue full:                           ",
    "SQ      - Store queue full:                          ",
    "GROUP   - Static restrictions on the dispatch group: ",
    "USH     - Uncategorised Structural Hazard:           ",
)


def render_dispatch_statistics(view: DispatchStatisticsView) -> str:
    out = ["\n\nDynamic Dispatch Stall Cycles:\n"]
    out.append("\n".join(label + _stall(count, view.cycles) for label, count in zip(_STALL_LABELS, view.stalls, strict=False)))
    out.append("\n")
    out.append("\n\nDispatch Logic - number of cycles where we saw N micro opcodes dispatched:\n")
    out.append("[# dispatched], [# cycles]\n")
    for uops, cycles in view.dispatched_histogram:
        percent = round_places(cycles / view.cycles * 100.0, 1) if view.cycles else 0.0
        out.append(f" {uops},              {cycles}  ({percent:.1f}%)\n")
    return "".join(out)


def render_scheduler_statistics(view: SchedulerStatisticsView) -> str:
    out = ["\n\nSchedulers - number of cycles where we saw N micro opcodes issued:\n", "[# issued], [# cycles]\n"]
    for uops, cycles in view.issued_histogram:
        percent = cycles / view.cycles * 100 if view.cycles else 0.0
        out.append(f" {uops},          {cycles}  ({percent:.1f}%)\n")
    out.append("\nScheduler's queue usage:\n")
    buffers = view.buffers or ()
    if all(not b.maximum for b in buffers):
        out.append("No scheduler resources used.\n")
        return "".join(out)
    out.append(
        "[1] Resource name.\n"
        "[2] Average number of used buffer entries.\n"
        "[3] Maximum number of used buffer entries.\n"
        "[4] Total number of buffer entries.\n\n"
        " [1]            [2]        [3]        [4]\n"
    )
    for buffer in buffers:
        if buffer.size <= 0:
            continue
        average = buffer.cumulative / view.cycles if view.cycles else 0.0
        normalized = int(math.floor(average * 10 + 0.5) / 10)
        line = Line().write(buffer.name).pad_to(17).write(str(normalized)).pad_to(28)
        line.write(str(buffer.maximum)).pad_to(39).write(str(buffer.size))
        out.append(line.text() + "\n")
    return "".join(out)


def _rob_percent(used: int, size: int) -> str:
    """llvm-mca divides by the ROB size in floating point: an in-order CPU (no ROB) prints `inf`,
    or `-nan` for 0/0 (the NaN x86 produces has its sign bit set, and glibc prints the sign)."""
    if size <= 0:
        return "inf" if used else "-nan"
    return f"{round_places(used / size * 100.0, 1):.1f}"


def render_retire_statistics(view: RetireStatisticsView) -> str:
    out = [
        "\n\nRetire Control Unit - number of cycles where we saw N instructions retired:\n",
        "[# retired], [# cycles]\n",
    ]
    for retired, cycles in view.retired_histogram:
        sep = ",           " if retired < 10 else ",          "
        percent = cycles / view.cycles * 100.0 if view.cycles else 0.0
        out.append(f" {retired}{sep}{cycles}  ({percent:.1f}%)\n")
    average = int(view.used_sum / view.cycles) if view.cycles else 0
    max_percent = _rob_percent(view.max_used, view.rob_size)
    avg_percent = _rob_percent(average, view.rob_size)
    out.append(
        f"\nTotal ROB Entries:                {view.rob_size}"
        f"\nMax Used ROB Entries:             {view.max_used}  ( {max_percent}% )"
        f"\nAverage Used ROB Entries per cy:  {average}  ( {avg_percent}% )\n"
    )
    return "".join(out)


def render_register_file_statistics(view: RegisterFileStatisticsView) -> str:
    main = view.files[0]
    out = [
        "\n\nRegister File statistics:",
        f"\nTotal number of mappings created:    {main.total_mappings}",
        f"\nMax number of mappings used:         {main.max_mappings}\n",
    ]
    for number, (usage, moves) in enumerate(zip(view.files, view.moves, strict=False)):
        if number == 0 or not usage.physical_registers:
            continue  # llvm-mca skips file #0 here and files without physical registers
        out.append(f"\n*  Register File #{number} -- {usage.name}:")
        out.append(f"\n   Number of physical registers:     {usage.physical_registers}")
        out.append(f"\n   Total number of mappings created: {usage.total_mappings}")
        out.append(f"\n   Max number of mappings used:      {usage.max_mappings}\n")
        if moves is not None and moves.candidates:
            eliminated = round_places(moves.eliminated / moves.candidates * 100.0, 1)
            zero = round_places(moves.zero_moves / moves.candidates * 100.0, 1)
            out.append(f"   Number of optimizable moves:      {moves.candidates}")
            out.append(f"\n   Number of moves eliminated:       {moves.eliminated}  ({eliminated:.1f}%)")
            out.append(f"\n   Number of zero moves:             {moves.zero_moves}  ({zero:.1f}%)")
            out.append(f"\n   Max moves eliminated per cycle:   {moves.max_per_cycle}\n")
    return "".join(out)



def dispatch_statistics_json(view: DispatchStatisticsView) -> dict[str, object]:
    """`-json` "DispatchStatistics" (the only statistics llvm-mca 19 writes to -json)."""
    names = ("RAT", "RCU", "SCHEDQ", "LQ", "SQ", "GROUP", "USH")
    return dict(zip(names, view.stalls, strict=False))
