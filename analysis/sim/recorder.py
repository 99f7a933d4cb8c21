"""`TraceRecorder`: the columns a simulation writes as it runs, for both pipelines, and how they
become a `Trace` (trace.py) at the end.

Per IID: the dispatch, ready, issue, execution-end and retire cycles (-1: never); per cycle:
dispatched uops, issued uops, retired instructions (and reorder-buffer use, out of order only);
per region position the unit cycles, per IID of the timeline's iterations the units used; the
dispatch stall counts and events. Stages write the columns directly (`rec.t_issued[iid] = cycle`):
the columns are rebound when a steady state is replayed (`replay`), so a stage never keeps one.
"""

from __future__ import annotations

from .options import STALL_LIMIT
from .regfile import RegisterFile
from .steady import ReplayedEvents
from .trace import PeriodicColumn, StallReason, Trace, UnitUse


class TraceRecorder:
    __slots__ = (
        "cap",
        "eliminated_iids",
        "implicit_cycles",
        "implicit_elim",
        "implicit_iids",
        "per_dispatched",
        "per_issued",
        "per_retired",
        "per_rob",
        "stall_events",
        "stalls",
        "t_dispatched",
        "t_executed",
        "t_issued",
        "t_ready",
        "t_retired",
        "timeline_limit",
        "total",
        "unit_cycles",
        "unit_uses",
    )

    def __init__(self, n: int, iterations: int, timeline_iterations: int) -> None:
        total = self.total = n * iterations
        # Per-IID columns grow as instructions are fetched (a replayed steady state never
        # materialises its instructions, see replay; a run stopped by the cycle limit never
        # allocates the IIDs it did not reach) and become dicts once simulation resumes after a
        # replay.
        cap = self.cap = min(total, 4096)
        self.t_dispatched: list[int] | dict[int, int] = [-1] * cap
        self.t_ready: list[int] | dict[int, int] = [-1] * cap
        self.t_issued: list[int] | dict[int, int] = [-1] * cap
        self.t_executed: list[int] | dict[int, int] = [-1] * cap
        self.t_retired: list[int] | dict[int, int] = [-1] * cap
        self.unit_cycles: list[dict[int, float]] = [{} for _ in range(n)]
        timeline_limit = self.timeline_limit = n * min(max(1, timeline_iterations), iterations)
        self.unit_uses: list[tuple[UnitUse, ...]] = [()] * timeline_limit
        self.per_dispatched: list[int] = []
        self.per_issued: list[int] = []
        self.per_retired: list[int] = []
        self.per_rob: list[int] = []
        self.stalls = [0] * len(StallReason)
        self.stall_events: list[tuple[int, StallReason, int]] | ReplayedEvents = []
        self.eliminated_iids: list[int] = []
        # The implicit parts of the columns once a period has been replayed (see replay/finish).
        self.implicit_iids: tuple | None = None
        self.implicit_cycles: tuple | None = None
        self.implicit_elim: list[PeriodicColumn] = []

    def grow(self, size: int) -> None:
        """Make room for IIDs below `size` (at most the run's total)."""
        size = min(self.total, size)
        cap = self.cap
        if size > cap:
            extra = [-1] * (size - cap)
            for arr in (self.t_dispatched, self.t_ready, self.t_issued, self.t_executed, self.t_retired):
                arr.extend(extra)  # type: ignore[union-attr]
            self.cap = size

    def snapshot(self) -> tuple:
        """The recorder's counters at a candidate period start (see replay)."""
        return (list(self.stalls), [dict(c) for c in self.unit_cycles], len(self.stall_events),
                len(self.eliminated_iids))

    def replay(self, c1: int, c2: int, lo: int, b2: int, span: int, m: int, first_live: int,
               before: tuple) -> None:
        """Replay the columns' events of cycles [c1, c2) `m` whole periods of `span` IIDs.

        PERF: nothing is materialised per replayed instruction or cycle. Every event of an IID
        y >= b2 that happens before simulation resumes is the event of y - span one period
        later, so the per-IID columns are kept as IIDs [0, b2) explicit, then the complete
        values of [b2, b2 + span) shifted by the period per repetition, then what is simulated
        after resuming (dicts, turned into the columns' tails by `finish_columns`). Per-cycle
        columns repeat cycles [c1, c2) unchanged. `first_live` is the oldest IID still in flight
        when simulation resumes; `before` the snapshot taken at c1.
        """
        period = c2 - c1
        total = self.total
        timeline_limit = self.timeline_limit
        unit_uses = self.unit_uses
        per_iid = (self.t_dispatched, self.t_ready, self.t_issued, self.t_executed, self.t_retired)
        # Issues of the period whose unit uses the timeline shows (copied below).
        hi = min(b2, timeline_limit)
        shown = [y for y, t in zip(range(lo, hi), self.t_issued[lo:hi], strict=True)  # type: ignore[index, arg-type]
                 if c1 <= t < c2] if lo < hi else ()
        if first_live >= b2 + span:
            limit = b2 + span
            self.grow(limit)
            # Every event of IID y in [lo, b2) at a cycle in [c1, c2) recurs for y + j * span,
            # j periods later, up to `limit`. PERF: one slice per column and j (the largest j
            # first: where targets overlap, the youngest source is written last, as event order
            # would).
            for arr in per_iid:
                for j in range(min(m, (b2 - lo - 1) // span + 1), 0, -1):
                    y1 = limit - j * span
                    z0 = lo + j * span
                    dt = j * period
                    arr[z0:limit] = [t + dt if c1 <= t < c2 else old  # type: ignore[index, assignment]
                                     for t, old in zip(arr[lo:y1], arr[z0:limit], strict=True)]  # type: ignore[index, arg-type]
            self.implicit_iids = (b2, span, period, m, (first_live - b2) // span,
                                  [arr[:b2] for arr in per_iid],  # type: ignore[index]
                                  [arr[b2:limit] for arr in per_iid])  # type: ignore[index]
            self.t_dispatched, self.t_ready, self.t_issued, self.t_executed, self.t_retired = {}, {}, {}, {}, {}
            self.cap = total
        else:  # too few periods to be worth it: materialise them
            events = [(k, y, t) for k, arr in enumerate(per_iid)
                      for y, t in zip(range(lo, b2), arr[lo:b2], strict=True)  # type: ignore[index, arg-type]
                      if c1 <= t < c2]
            self.grow(total)
            end = m + 1
            for k, y, t in events:
                # PERF: one strided slice assignment per event.
                per_iid[k][y + span: y + end * span: span] = range(  # type: ignore[index, assignment]
                    t + period, t + end * period, period)
        for y in shown:
            for j in range(1, min(m, (timeline_limit - 1 - y) // span) + 1):
                unit_uses[y + j * span] = unit_uses[y]
        cyc = (self.per_dispatched, self.per_issued, self.per_retired, self.per_rob)
        self.implicit_cycles = (m, list(cyc), [lst[c1:c2] for lst in cyc])
        self.per_dispatched, self.per_issued, self.per_retired, self.per_rob = [], [], [], []
        old_stalls, old_units, n_events, n_elim = before
        stalls = self.stalls
        for i in range(len(stalls)):
            stalls[i] += m * (stalls[i] - old_stalls[i])
        for pos, cells in enumerate(self.unit_cycles):
            old = old_units[pos]
            for col, value in list(cells.items()):
                delta = value - old.get(col, 0)
                if delta:
                    cells[col] = value + m * delta
        stall_events = self.stall_events
        period_events = [e for e in stall_events[n_events:] if c1 <= e[0] < c2]
        self.stall_events = ReplayedEvents(stall_events, period_events, period, span, m)  # type: ignore[arg-type]
        eliminated_iids = self.eliminated_iids
        period_elim = [i + span for i in eliminated_iids[n_elim:] if c1 <= per_iid[0][i] < c2]
        if period_elim:
            self.implicit_elim.append(PeriodicColumn(eliminated_iids, period_elim, span, m, []))
            self.eliminated_iids = self.implicit_elim[0].tail

    def finish_columns(self) -> tuple[tuple, tuple]:
        """The per-IID and per-cycle columns, with the replayed parts implicit."""
        per_iid = (self.t_dispatched, self.t_ready, self.t_issued, self.t_executed, self.t_retired)
        cyc: tuple = (self.per_dispatched, self.per_issued, self.per_retired, self.per_rob)
        if self.implicit_cycles is not None:
            m, heads, blocks = self.implicit_cycles
            cyc = tuple(PeriodicColumn(h, b, 0, m, t) for h, b, t in zip(heads, blocks, cyc, strict=True))
        if self.implicit_iids is None:
            return per_iid, cyc
        b2, span, period, m, reps, heads, blocks = self.implicit_iids
        start = b2 + reps * span
        generated = b2 + m * span  # IIDs below this had every pre-resume event replayed
        total = self.total
        columns = []
        for k in range(5):
            late = per_iid[k]
            block = blocks[k]
            tail = []
            for y in range(start, total):
                v = late.get(y)  # type: ignore[union-attr]
                if v is None:
                    if y < generated:
                        j, r = divmod(y - b2, span)
                        v = block[r]
                        if v >= 0:
                            v += j * period
                    else:
                        v = -1
                tail.append(v)
            columns.append(PeriodicColumn(heads[k], block, period, reps, tail))
        return tuple(columns), cyc

    def store(self, trace: Trace, total_cycles: int, instruction_cycles: tuple, cycle_counts: tuple,
              unit_resource: object, *, eliminated: object, rob_size: int, retire_limit: int,
              buffer_usage: list, register_files: list, move_elimination: list) -> None:
        """Hand the columns to `trace` (Trace.store_run) with the statistics every pipeline
        reports in `trace.facts`."""
        trace.store_run(
            total_cycles=total_cycles,
            instruction_cycles=instruction_cycles,
            cycle_counts=cycle_counts,
            unit_cycles=self.unit_cycles,
            unit_uses=self.unit_uses,
            stalls=self.stalls,
            stall_events=self.stall_events,
            unit_resource=unit_resource,
        )
        facts = trace.facts
        facts.eliminated = eliminated
        facts.rob_size = rob_size
        facts.retire_limit = retire_limit
        facts.buffer_usage = buffer_usage
        facts.register_files = register_files
        facts.move_elimination = move_elimination


def register_file_usage(prf: RegisterFile, allocated: list[int], peak: list[int]) -> list[tuple]:
    """Per register file: name, size, registers allocated over the run, most in use at once."""
    return [(prf.file_names[f], prf.file_size[f], allocated[f], peak[f]) for f in range(prf.n_files)]


def stop(trace: Trace, cycles: int, max_cycles: int, idle: int) -> None:
    """A run cut off after `cycles` simulated cycles: stuck (`idle` cycles without progress are
    more than STALL_LIMIT: nothing can ever move again), or at the safety limit `max_cycles`."""
    trace.facts.truncated = (cycles, max_cycles)
    if idle > STALL_LIMIT:
        trace.facts.stuck = True
