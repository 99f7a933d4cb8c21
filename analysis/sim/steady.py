"""Steady-state detection for the out-of-order pipeline: exact extrapolation of periodic runs.

The simulation is deterministic and its future depends only on the machine state (plus the
source, which keeps supplying instructions until the last iteration). If the complete state at
the start of cycle c2 equals the state at c1 < c2 once cycle numbers are taken relative to the
cycle and IIDs relative to the next instruction to fetch, every event after c1 repeats with period
P = c2 - c1 cycles and D = IID(c2) - IID(c1) instructions, until the source runs dry. The
pipeline then replays the events of [c1, c2) for as many whole periods as the source allows,
shifts the live state forward by that many periods and simulates the tail normally.

`fingerprint` must cover every piece of state that can influence later cycles; anything it
misses would make two different states look equal. Absolute cycle numbers are kept relative to
the current cycle and clamped at `-horizon` (any older value behaves the same).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence

from .instruction import EXECUTING, NEVER, Instruction, ReadState, WriteState
from .lsunit import LSUnit
from .pressure import PressureRecorder
from .regfile import RegisterFile
from .resources import ResourceManager
from .scheduler import Scheduler

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from typing import Any


def _rel(value: int, now: int, horizon: int) -> int:
    rel = value - now
    return rel if rel > -horizon else -horizon


def fingerprint(now: int, base: int, horizon: int, rob: Iterable[Instruction], uopq: Iterable[Instruction],
                carry_over: int, carried: Instruction | None, sched: Scheduler, rm: ResourceManager,
                prf: RegisterFile, lsu: LSUnit, rec: PressureRecorder | None = None) -> tuple:
    """The machine state at the start of cycle `now`, with IIDs relative to `base` (and, when
    pressure is recorded, the recorder's state, which decides what later cycles record)."""
    tags: dict[int, int] = {}
    wait_lsu, pending_lsu = sched.lsu_held()
    for ins in wait_lsu:
        tags[id(ins)] = 1
    for _, _, ins in sched.pending_heap:
        tags[id(ins)] = 2
    for ins in pending_lsu:
        tags[id(ins)] = 3
    for ins in sched.ready_instructions():
        tags[id(ins)] = 4
    gids = sorted(lsu.groups)
    canon = {gid: i + 1 for i, gid in enumerate(gids)}
    canon[0] = 0
    gid_of = {id(g): gid for gid, g in lsu.groups.items()}

    def wref(w: WriteState | None) -> tuple | None:
        if w is None:
            return None
        return (w.owner.iid - base, w.owner.writes.index(w))

    def rref(r: ReadState | Instruction) -> tuple:
        if isinstance(r, Instruction):  # a reader without ReadStates (pipeline: objectless)
            return (r.iid - base, -1)
        return (r.owner.iid - base, r.owner.reads.index(r))

    floor = now - horizon

    def instr_key(ins: Instruction) -> tuple:
        # PERF: `_rel` inlined as max(value, floor) - now (same clamping).
        executed = None if ins.executed_at < 0 else max(ins.executed_at, floor) - now
        if ins.stage >= EXECUTING:
            # Issued: its reads are all satisfied (no producer reports to them any more), and its
            # users, partial-write link and user count (the selection rank) are read only before
            # issue, so none of them can influence a later cycle; leaving them out lets states
            # that differ only there match (they did in most BHive blocks: a transient's users).
            writes = tuple(
                (None if w.issue_cycle < 0 else max(w.issue_cycle, floor) - now, max(w.dep_at, floor) - now,
                 wref(w.dependent_write), w.eliminated, w.writes_zero)
                for w in ins.writes
            ) if ins.writes else ()
            return (ins.iid - base, ins.pos, ins.stage, executed, ins.unknown, canon.get(ins.lsu_group, -1),
                    ins.rob_slots, ins.eliminated, tags.get(id(ins), 0), writes)
        reads = tuple(
            (r.dependent_writes, max(r.ready_at, floor) - now, max(r.max_at, floor) - now,
             r.independent, r.is_zero)
            for r in ins.reads
        )
        writes = tuple(
            (None if w.issue_cycle < 0 else max(w.issue_cycle, floor) - now,
             max(w.dep_at, floor) - now, wref(w.dependent_write), wref(w.partial_write),
             w.eliminated, w.writes_zero, tuple((rref(r), ra) for r, ra in w.users) if w.users else ())
            for w in ins.writes
        ) if ins.writes else ()
        return (ins.iid - base, ins.pos, ins.stage, executed, ins.num_users, ins.unknown,
                canon.get(ins.lsu_group, -1), ins.rob_slots, ins.eliminated, tags.get(id(ins), 0),
                max(ins.ready_max, floor) - now, reads, writes,
                tuple((r.iid - base, wait) for r, wait in ins.waiters) if ins.waiters else ())

    # Group decisions depend only on differences of these counters (a load group can keep
    # growing while its oldest members execute), so differences are what is compared.
    groups = tuple(
        (g.num_preds - g.num_executed_preds, g.num_executing_preds,
         g.num_instructions - g.num_executed, g.num_executing,
         tuple(canon.get(gid_of.get(id(s), -1), -1) for s in g.order_succ),
         tuple(canon.get(gid_of.get(id(s), -1), -1) for s in g.data_succ))
        for g in (lsu.groups[gid] for gid in gids)
    )
    live = tuple((r, wref(w)) for r, w in enumerate(prf.live) if w is not None)
    committed = tuple(
        (r, _rel(c, now, horizon), prf.committed_id[r]) for r, c in enumerate(prf.committed_cycle)
        if c is not None
    )
    recorded: tuple = ()
    if rec is not None:
        def crit(state: ReadState | WriteState) -> tuple | None:
            # What the record would say: producer (relative IID) and register, and the cycles.
            src = state.crit_src
            if src is None:
                return None
            return (src.owner.iid - base, src.reg, state.crit_cycles)

        mem = []
        for gid in gids:
            st = rec.mem_crit.get(lsu.groups[gid])
            if st is None:
                mem.append(None)
                continue
            head = st[0]
            mem.append((None if head is None else (head.iid - base, max(head.executed_at, floor) - now),
                        st[1] - base if st[2] else None, st[2]))
        recorded = (
            rec.token_stall, tuple(sorted((iid - base, m) for iid, m in rec.crit_mask.items())), tuple(mem),
            tuple((tuple(crit(r) for r in ins.reads), tuple(crit(w) for w in ins.writes)) for ins in rob),
        )
    return (
        recorded, carry_over, None if carried is None else carried.iid - base,
        tuple(instr_key(i) for i in rob), tuple(i.iid - base for i in uopq),
        tuple(i.iid - base for i in sched.known),
        tuple(rm.ready_mask), tuple(rm.rr_next), tuple(rm.rr_removed), tuple(rm.reserved),
        rm.reserved_groups, rm.available_buffers, rm.reserved_buffers, tuple(rm.available_slots),
        tuple(sorted(rm.busy.items())),
        live, committed, tuple(prf.alias), tuple(prf.zero), tuple(prf.file_used),
        groups, canon.get(lsu.cur_load, -1), canon.get(lsu.cur_store, -1),
        canon.get(lsu.cur_load_barrier, -1), canon.get(lsu.cur_store_barrier, -1),
        lsu.lq_used, lsu.sq_used,
    )


def shift_state(cycles: int, iids: int, instructions: Iterable[Instruction], sched: Scheduler,
                prf: RegisterFile, rec: PressureRecorder | None = None) -> None:
    """Move the live state `cycles` cycles and `iids` instructions forward."""
    if rec is not None:
        rec.now += cycles
        rec.crit_mask = {iid + iids: m for iid, m in rec.crit_mask.items()}
        for st in rec.mem_crit.values():
            if st[2]:
                st[1] += iids
        # The producers that live operands name as their critical dependency (crit_src) can have
        # retired already; their IIDs are still recorded when those operands issue (bottleneck
        # analysis), so they move with the live state (without this, a record named the producer
        # of the first period: 198 instead of 2262).
        instructions = list(instructions)
        moved = {id(ins) for ins in instructions}
        for ins in list(instructions):
            for state in (*ins.reads, *ins.writes):
                src = state.crit_src
                if src is not None and id(src.owner) not in moved:
                    moved.add(id(src.owner))
                    instructions.append(src.owner)
    for ins in instructions:
        ins.iid += iids
        ins.rank += iids
        if ins.ready_max != NEVER:
            ins.ready_max += cycles
        if ins.executed_at >= 0:
            ins.executed_at += cycles
        for r in ins.reads:
            if r.ready_at != NEVER:
                r.ready_at += cycles
            if r.max_at != NEVER:
                r.max_at += cycles
        for w in ins.writes:
            if w.issue_cycle >= 0:
                w.issue_cycle += cycles
            if w.dep_at != NEVER:
                w.dep_at += cycles
    sched.pending_heap = [(at + cycles, ins.iid, ins) for at, _, ins in sched.pending_heap]
    sched.pending_heap.sort()
    sched.running = {at + cycles: group for at, group in sched.running.items()}
    prf.cycle += cycles
    prf.committed_cycle = [None if c is None else c + cycles for c in prf.committed_cycle]


def shift_pressure_cycle(record: tuple, dc: int, di: int) -> tuple:
    """A PressureRecord.cycles entry `dc` cycles and `di` IIDs later."""
    c, busy, by_res, regs, mems = record
    return (c + dc, busy, tuple(i + di for i in by_res), tuple(i + di for i in regs), tuple(i + di for i in mems))


def shift_pressure_issue(record: tuple, dc: int, di: int) -> tuple:
    """A PressureRecord.issues entry `dc` cycles and `di` IIDs later."""
    iid, c, uses, crit, reg_dep, mem_dep = record
    return (iid + di, c + dc, uses, crit,
            None if reg_dep is None else (reg_dep[0] + di, reg_dep[1], reg_dep[2]),
            None if mem_dep is None else (mem_dep[0] + di, mem_dep[1]))


class ReplayedBindings(Mapping):
    """IID -> (producer IID, register, cycles) with a replayed period's entries kept implicit:
    `before`, then `period` with IIDs (key and producer) shifted by j*iids for j = 1..count,
    then entries added after simulation resumed (PERF: the replay wrote count copies)."""

    __slots__ = ("after", "before", "count", "hi", "iids", "lo", "period")

    def __init__(self, before: dict, period: dict, iids: int, count: int) -> None:
        self.before = before
        self.period = period
        self.iids = iids
        self.count = count
        self.lo = min(period, default=0)
        self.hi = max(period, default=-1)
        self.after: dict = {}

    def __setitem__(self, iid: int, value: tuple) -> None:
        self.after[iid] = value

    def _replayed(self, iid: int) -> tuple | None:
        iids = self.iids
        first = max(1, -((self.hi - iid) // iids))  # smallest j with iid - j*iids <= hi
        last = min(self.count, (iid - self.lo) // iids)
        for j in range(first, last + 1):
            entry = self.period.get(iid - j * iids)
            if entry is not None:
                return (entry[0] + j * iids, entry[1], entry[2])
        return None

    def __getitem__(self, iid: int) -> tuple:
        entry = self.before.get(iid)
        if entry is None:
            entry = self.after.get(iid)
            if entry is None:
                entry = self._replayed(iid)
                if entry is None:
                    raise KeyError(iid)
        return entry

    def __contains__(self, iid: object) -> bool:
        return isinstance(iid, int) and (iid in self.before or iid in self.after or self._replayed(iid) is not None)

    def __len__(self) -> int:
        return len(self.before) + len(self.period) * self.count + len(self.after)

    def __iter__(self) -> Iterator[int]:
        yield from self.before
        for j in range(1, self.count + 1):
            for iid in self.period:
                yield iid + j * self.iids
        yield from self.after


class ReplayedEvents(Sequence):
    """A list of (cycle, reason, IID) events (or other records, moved by `shift`) with a replayed
    steady-state period kept implicit.

    PERF: a long extrapolated run can stall in every cycle (millions of events); materializing
    them cost more than the whole simulation. Reading it gives exactly the events a full
    simulation records: `before`, then `period` shifted by j*cycles / j*iids for j = 1..count,
    then `after`.
    """

    __slots__ = ("after", "before", "count", "cycles", "iids", "period", "shift")

    def __init__(self, before: list, period: list, cycles: int, iids: int, count: int,
                 shift: Callable[[Any, int, int], Any] | None = None) -> None:
        self.before = before
        self.period = period
        self.cycles = cycles
        self.iids = iids
        self.count = count
        self.after: list = []
        # How one record moves by (cycles, IIDs); default: a (cycle, reason, IID) event.
        self.shift = shift

    def append(self, event: tuple) -> None:
        self.after.append(event)

    def __len__(self) -> int:
        return len(self.before) + len(self.period) * self.count + len(self.after)

    def __iter__(self):
        yield from self.before
        cycles, iids, shift = self.cycles, self.iids, self.shift
        for j in range(1, self.count + 1):
            dc, di = j * cycles, j * iids
            if shift is None:
                for c, r, i in self.period:
                    yield (c + dc, r, i + di)
            else:
                for record in self.period:
                    yield shift(record, dc, di)
        yield from self.after

    def __getitem__(self, index):  # type: ignore[override]
        if isinstance(index, slice):
            return list(self)[index]
        n = len(self)
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError(index)
        if index < len(self.before):
            return self.before[index]
        index -= len(self.before)
        replayed = len(self.period) * self.count
        if index < replayed:
            j, k = divmod(index, len(self.period))
            if self.shift is not None:
                return self.shift(self.period[k], (j + 1) * self.cycles, (j + 1) * self.iids)
            c, r, i = self.period[k]
            return (c + (j + 1) * self.cycles, r, i + (j + 1) * self.iids)
        return self.after[index - replayed]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ReplayedEvents | list | tuple):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]


class PeriodSearch:
    """Which snapshots (one per iteration crossed by dispatch) get a full `fingerprint`.

    A cheap summary of the state (the caller's "coarse" key) is taken at every snapshot; equal
    full states have equal summaries, so only a snapshot whose summary was seen before can close
    a period. Of those, only the ones of one tracked summary are fingerprinted: the first summary
    to repeat, followed from occurrence to occurrence (its repetitions are where a period shows
    first). The tracked summary is dropped when it does not come back within its first gap plus
    one snapshot; the next repeating summary is tracked instead (dropping it after a few misses
    too was worse: examples/saxpy.s on znver4 found its period at cycle 705 instead of 388).
    After every 8 fingerprints that matched nothing only every other tracked occurrence more is
    fingerprinted (up to every 32nd: a period is then found within 32 times its length). Any match is exact; the policy only decides how soon one is found and what it
    costs (BHive, skylake: 4.7 -> 1.9 full fingerprints per block at the same detection cycle).
    """

    __slots__ = ("cadence", "first", "gap", "index", "last", "misses", "occurrences", "track")

    def __init__(self) -> None:
        self.first: dict[tuple, int] = {}  # summary -> index of its first snapshot
        self.index = -1
        self.track: tuple | None = None
        self.gap = 0
        self.last = 0
        self.misses = 0
        self.occurrences = 0
        self.cadence = 1

    def wants(self, coarse: tuple) -> bool:
        """Take the snapshot with summary `coarse`; True if its full fingerprint should be built."""
        self.index = index = self.index + 1
        first = self.first.get(coarse)
        if first is None:
            self.first[coarse] = index
            return False
        track = self.track
        if track is not None and index - self.last > self.gap + 1:
            track = self.track = None
        if track is None:
            self.track = track = coarse
            self.gap = index - first
        if coarse != track:
            return False
        self.last = index
        self.occurrences += 1
        return not self.occurrences % self.cadence

    def missed(self) -> None:
        """The fingerprint just built matched no earlier one."""
        self.misses += 1
        if not self.misses % 8 and self.cadence < 32:
            self.cadence *= 2
