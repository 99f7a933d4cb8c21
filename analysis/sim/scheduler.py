"""Scheduler: Wait/Pending/Ready/Issued sets, selection by IID - NumUsers, buffers and LSU tokens.

llvm-mca 19's Scheduler (mca-semantics.md 2.4, 4.2, 4.6, 4.7), event driven:

* WaitSet: instructions with unknown input latencies are not scanned; the write that makes the
  last latency known reports the instruction (`on_known`) and it moves at the next promotion
  point, exactly where llvm-mca's scan would find it. Memory operations held by their LSU group
  are kept per group and rechecked when the LSU reports that the group may have moved on.
* PendingSet: every input time is known, so the cycle at which the instruction turns READY is
  known too: a heap keyed by that cycle.
* ReadySet: selection picks the best (IID - NumUsers, IID) instruction whose resources are
  available. Within one cycle availability only shrinks and ranks do not change, so the issue
  loop pops a heap and sets unavailable instructions aside, giving llvm-mca's choices; ready
  instructions are grouped by resource needs, so a blocked group costs one check per cycle.
* IssuedSet: buckets by execution-completion cycle.
"""

from __future__ import annotations

import heapq
from operator import attrgetter

from .instr_desc import InstrDesc
from .instruction import DISPATCHED, EXECUTED, EXECUTING, PENDING, READY, Instruction
from .lsunit import LSUnit
from .resources import BUFFER_AVAILABLE, BUFFER_RESERVED, ResourceManager

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from typing import Any

# Selection order (4.2): IID - NumUsers, then IID (Instruction.rank is IID - NumUsers).
_RANK = attrgetter("rank", "iid")

SCHED_AVAILABLE = 0
SCHED_BUFFERS_FULL = 1
SCHED_GROUP_STALL = 2
SCHED_LQ_FULL = 3
SCHED_SQ_FULL = 4


_HEAP_FROM = 12  # members from which a ReadyGroup keeps a heap to find its next best


class ReadyGroup:
    """READY instructions with equal resource needs, left over from earlier cycles, and the best
    of them by selection order (lowest IID - NumUsers, then IID).

    PERF: ranks only fall while an instruction waits (a younger instruction registers as a user:
    Instruction.ready_group -> `lowered`), so `best` is kept up to date by comparisons. When the
    best issues, a small group takes a min(); a large one keeps a heap of (rank, IID, NumUsers,
    instruction) entries where a lowered rank pushes a fresh entry and outdated ones (NumUsers
    moved on, or the member issued) are dropped on the way (dot product: ~30 waiting members).
    `rebuild` after IIDs are shifted.
    """

    __slots__ = ("best", "heap", "members")

    def __init__(self, ins: Instruction) -> None:
        # By id(), in arrival order (what ready_instructions lists).
        self.members: dict[int, Instruction] = {id(ins): ins}
        self.best = ins
        self.heap: list[tuple[int, int, int, Instruction]] | None = None
        ins.ready_group = self

    def add(self, ins: Instruction) -> None:
        self.members[id(ins)] = ins
        ins.ready_group = self
        if self.heap is not None:
            heapq.heappush(self.heap, (ins.rank, ins.iid, ins.num_users, ins))
        best = self.best
        if ins.rank < best.rank or (ins.rank == best.rank and ins.iid < best.iid):
            self.best = ins

    def lowered(self, ins: Instruction) -> None:
        """The rank of member `ins` fell by one."""
        if self.heap is not None:
            heapq.heappush(self.heap, (ins.rank, ins.iid, ins.num_users, ins))
        best = self.best
        if ins is not best and (ins.rank < best.rank or (ins.rank == best.rank and ins.iid < best.iid)):
            self.best = ins

    def remove(self, ins: Instruction) -> bool:
        """Take `ins` out (it issued); False when the group is now empty."""
        members = self.members
        del members[id(ins)]
        ins.ready_group = None
        if not members:
            self.heap = None
            return False
        if ins is not self.best:
            return True
        heap = self.heap
        if heap is None:
            if len(members) < _HEAP_FROM:
                self.best = min(members.values(), key=_RANK)
                return True
            heap = self.heap = [(m.rank, m.iid, m.num_users, m) for m in members.values()]
            heapq.heapify(heap)
        while True:
            entry = heap[0]
            top = entry[3]
            if top.num_users == entry[2] and id(top) in members:
                self.best = top
                return True
            heapq.heappop(heap)

    def rebuild(self) -> None:
        if self.heap is not None:
            self.heap = [(m.rank, m.iid, m.num_users, m) for m in self.members.values()]
            heapq.heapify(self.heap)


class Scheduler:
    """Holds dispatched, not yet executed instructions and decides which one issues next."""

    __slots__ = (
        "avail_plan_of",
        "class_of",
        "known",
        "lsu",
        "pending_heap",
        "pending_lsu",
        "ready_groups",
        "ready_of",
        "ready_set",
        "resource_class",
        "resource_classes",
        "rm",
        "running",
        "wait_lsu",
        "waiting",
    )

    def __init__(self, rm: ResourceManager, lsu: LSUnit, region: list[InstrDesc]) -> None:
        self.rm = rm
        self.lsu = lsu
        self.waiting = 0  # instructions in the WaitSet with unknown latencies
        self.known: list[Instruction] = []  # WaitSet members whose latencies just became known
        # WaitSet members held by their LSU group, by group id.
        self.wait_lsu: dict[int, list[Instruction]] = {}
        self.pending_heap: list[tuple[int, int, Instruction]] = []
        # PendingSet members (ready inputs) held by their LSU group, by group id.
        self.pending_lsu: dict[int, list[Instruction]] = {}
        # The ReadySet: instructions that became ready since the last issue loop, and the ones
        # left over from earlier cycles grouped by descriptor (see issue_ready).
        self.ready_set: list[Instruction] = []
        self.ready_groups: dict[int, ReadyGroup] = {}
        # PERF: descriptors with equal resource needs (same check_availability answer) share a
        # class number, by id(desc); the ReadySet groups by it.
        self.resource_class: dict[int, int] = {}
        self.resource_classes: dict[tuple, int] = {}
        self.running: dict[int, list[Instruction]] = {}  # completion cycle -> instructions
        # PERF: the resource class of each region position (instructions carry their position).
        self.class_of = [self._resource_class(d) for d in region]
        self.avail_plan_of = [rm.availability_plan(d) for d in region]
        # When an instruction whose inputs are all known turns READY (the pipeline may replace
        # it: PERF, see its `objectless` reads).
        self.ready_of = Instruction.ready_cycle

    def has_work(self) -> bool:
        return bool(self.waiting or self.known or self.wait_lsu or self.pending_heap
                    or self.pending_lsu or self.ready_set or self.ready_groups or self.running)

    def is_available(self, desc: InstrDesc) -> int:
        """Dispatch-time check: buffer reservations first, then LQ/SQ (4.7)."""
        event = self.rm.can_be_dispatched(desc.used_buffers)
        if event != BUFFER_AVAILABLE:
            return SCHED_GROUP_STALL if event == BUFFER_RESERVED else SCHED_BUFFERS_FULL
        if desc.may_load and self.lsu.lq_full():
            return SCHED_LQ_FULL
        if desc.may_store and self.lsu.sq_full():
            return SCHED_SQ_FULL
        return SCHED_AVAILABLE

    @staticmethod
    def must_issue_immediately(desc: InstrDesc) -> bool:
        return (desc.max_latency == 0 and not desc.resources) or desc.must_issue_immediately

    def on_known(self, ins: Instruction) -> None:
        """A WaitSet member's input latencies are all known now."""
        self.known.append(ins)

    def hold_waiting(self, ins: Instruction) -> None:
        """File a dispatched memory operation whose LSU group is waiting."""
        self._hold(self.wait_lsu, ins)

    def hold_pending(self, ins: Instruction) -> None:
        """File a dispatched ready memory operation whose LSU group is pending."""
        self._hold(self.pending_lsu, ins)

    def _to_pending(self, ins: Instruction, now: int, at: int | None = None) -> None:
        heapq.heappush(self.pending_heap, (self.ready_of(ins) if at is None else at, ins.iid, ins))

    def dispatch(self, ins: Instruction, now: int, ready_at: int | None = None) -> bool:
        """File `ins` into a set; True when it is ready now (caller issues must-issue ones).
        `ready_at`: ins.ready_cycle() when the caller has it."""
        desc = ins.desc
        if desc.used_buffers:
            self.rm.reserve_buffers(desc.used_buffers)
        lsu = self.lsu
        mem = desc.may_load or desc.may_store
        if mem:
            ins.lsu_group = lsu.dispatch(desc.may_load, desc.may_store, desc.load_barrier,
                                         desc.store_barrier)
        if ins.stage == DISPATCHED:
            self.waiting += 1
            ins.on_known = self.on_known
            return False
        if mem and lsu.is_waiting(ins.lsu_group):
            self._hold(self.wait_lsu, ins)
            return False
        if ins.stage != READY:
            self._to_pending(ins, now, ready_at)
            return False
        if mem and lsu.is_pending(ins.lsu_group):
            self._hold(self.pending_lsu, ins)
            return False
        if not self.must_issue_immediately(desc):
            self.ready_set.append(ins)
        return True

    def promote_to_pending(self, now: int) -> bool:
        """WaitSet -> PendingSet for instructions whose latencies are known and LSU allows."""
        moved = False
        lsu = self.lsu
        known = self.known
        if known:
            self.known = []
            for ins in known:
                self.waiting -= 1
                ins.on_known = None
                ins.stage = PENDING
                desc = ins.desc
                if (desc.may_load or desc.may_store) and lsu.is_waiting(ins.lsu_group):
                    self._hold(self.wait_lsu, ins)
                    continue
                self._to_pending(ins, now)
                moved = True
        # PERF: LSU-held instructions are rechecked only when the LSU reports that their group
        # may have stopped waiting (a predecessor group issued), never rescanned as a whole.
        released = lsu.released_wait
        if released:
            lsu.released_wait = []
            held = self.wait_lsu
            if held:
                for gid in released:
                    group = held.get(gid)
                    if group is not None and not lsu.is_waiting(gid):
                        del held[gid]
                        for ins in group:
                            self._to_pending(ins, now)
                        moved = True
        return moved

    @staticmethod
    def _hold(held: dict[int, list[Instruction]], ins: Instruction) -> None:
        group = held.get(ins.lsu_group)
        if group is None:
            held[ins.lsu_group] = [ins]
        else:
            group.append(ins)

    def lsu_held(self) -> tuple[list[Instruction], list[Instruction]]:
        """(WaitSet members held by their memory group, PendingSet members held by it)."""
        return ([i for g in self.wait_lsu.values() for i in g],
                [i for g in self.pending_lsu.values() for i in g])

    def promote_to_ready(self, now: int, promoted: list[Instruction]) -> None:
        """PendingSet -> ReadySet for instructions whose inputs are ready and LSU group too."""
        heap = self.pending_heap
        lsu = self.lsu
        ready = self.ready_set
        later: list[Instruction] = []
        while heap and heap[0][0] <= now:
            ins = heapq.heappop(heap)[2]
            later.append(ins)
        released = lsu.released_ready
        if released:
            lsu.released_ready = []
            held = self.pending_lsu
            if held:
                for gid in released:
                    group = held.pop(gid, None)
                    if group is not None:
                        later.extend(group)
        if not later:
            return
        for ins in later:
            ins.stage = READY
            desc = ins.desc
            if (desc.may_load or desc.may_store) and not lsu.is_ready(ins.lsu_group):
                self._hold(self.pending_lsu, ins)
                continue
            ready.append(ins)
            promoted.append(ins)

    def issue(self, ins: Instruction, now: int, promoted: list[Instruction]) -> list[tuple[int, int]]:
        """Release buffers, allocate units, start execution; promote newly unblocked users."""
        desc = ins.desc
        mem = desc.may_load or desc.may_store
        has_users = ins.num_users > 0 or (mem and self.lsu.has_dependent_users(ins.lsu_group))
        rm = self.rm
        if desc.used_buffers:
            rm.release_buffers(desc.used_buffers)
        used = rm.issue(desc) if desc.resources else []
        # Instruction.execute, inlined (PERF)
        latency = desc.max_latency
        ins.stage = EXECUTING
        done_at = ins.executed_at = now + latency
        for w in ins.writes:
            w.on_issued(now)
        if not latency:
            ins.stage = EXECUTED
        if mem:
            self.lsu.on_instruction_issued(ins.lsu_group)
        if latency:
            bucket = self.running.get(done_at)
            if bucket is None:
                self.running[done_at] = [ins]
            else:
                bucket.append(ins)
        elif mem:
            self.lsu.on_instruction_executed(ins.lsu_group)
        if has_users and (self.known or self.lsu.released_wait) and self.promote_to_pending(now):
            self.promote_to_ready(now, promoted)
        return used

    def ready_instructions(self) -> list[Instruction]:
        """Every instruction of the ReadySet (new arrivals and the ones left from earlier cycles)."""
        out = list(self.ready_set)
        for group in self.ready_groups.values():
            out.extend(group.members.values())
        return out

    def rebuild_ready(self) -> None:
        """After IIDs and ranks were shifted (a replayed steady state)."""
        for group in self.ready_groups.values():
            group.rebuild()

    def ready_count(self) -> int:
        return len(self.ready_set) + sum(len(g.members) for g in self.ready_groups.values())

    def _resource_class(self, desc: InstrDesc) -> int:
        need = (desc.resources, desc.used_groups, desc.partial_overlap)
        number = self.resource_classes.setdefault(need, len(self.resource_classes))
        self.resource_class[id(desc)] = number
        return number

    def issue_ready(self, on_issue) -> None:
        """The issue loop of one cycle: issue every selectable instruction (4.2).

        PERF: availability depends only on the descriptor and on resource state, which only
        shrinks within a cycle. Ready instructions that could not issue stay grouped by
        resource needs (descriptors with equal resources, groups and overlap) across cycles (`ready_groups`); each group is checked once per cycle and a
        blocked group costs nothing per instruction (dot product: ~30 ready instructions a cycle,
        one or two of which issue). Only the best-ranked instruction of each available group
        is in the heap; when its descriptor stops being available the rest of the group stays.
        """
        groups = self.ready_groups
        arrivals = self.ready_set
        class_of = self.class_of
        if arrivals:
            for ins in arrivals:
                key = class_of[ins.pos]
                group = groups.get(key)
                if group is None:
                    groups[key] = ReadyGroup(ins)
                else:
                    group.add(ins)
        elif not groups:
            return
        check = self.rm.check_availability
        avail_plan_of = self.avail_plan_of
        heap: list[Any] = []
        for key, group in groups.items():
            best = group.best
            if check(best.desc, avail_plan_of[best.pos]):
                continue
            heap.append((best.rank, best.iid, best, key, group))
        incoming: list[Instruction] = []
        # Promotions made by an issue land in `incoming` and compete in this same cycle.
        self.ready_set = incoming
        if not heap:
            return
        heapq.heapify(heap)
        arrived: list[Instruction] = []
        unavailable: set[int] = set()
        first = True
        while heap:
            _, _, ins, key, group = heapq.heappop(heap)
            if key in unavailable:
                continue
            if not first and check(ins.desc, avail_plan_of[ins.pos]):  # the first was checked above
                unavailable.add(key)
                continue
            first = False
            on_issue(ins)
            if group is not None:
                if group.remove(ins):
                    best = group.best
                    heapq.heappush(heap, (best.rank, best.iid, best, key, group))
                else:
                    del groups[key]
            if incoming:
                for p in incoming:
                    heapq.heappush(heap, (p.rank, p.iid, p, class_of[p.pos], None))
                arrived.extend(incoming)
                incoming.clear()
        for ins in arrived:
            if ins.stage == READY:
                key = class_of[ins.pos]
                group = groups.get(key)
                if group is None:
                    groups[key] = ReadyGroup(ins)
                else:
                    group.add(ins)

    def cycle_event(self, now: int, executed: list[Instruction], promoted: list[Instruction]) -> None:
        """Start of cycle (4.6): release units, finish executions, promote waiting instructions."""
        if self.rm.busy:
            self.rm.cycle_event()
        done = self.running.pop(now, None)
        if done:
            lsu = self.lsu
            for ins in done:
                ins.stage = EXECUTED
                desc = ins.desc
                if desc.may_load or desc.may_store:
                    lsu.on_instruction_executed(ins.lsu_group)
                executed.append(ins)
        # PERF: the promotions are called only when they have something to look at.
        lsu = self.lsu
        if self.known or lsu.released_wait:
            self.promote_to_pending(now)
        heap = self.pending_heap
        if (heap and heap[0][0] <= now) or lsu.released_ready:
            self.promote_to_ready(now, promoted)
