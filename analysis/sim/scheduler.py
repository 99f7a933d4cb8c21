"""Scheduler: Wait/Pending/Ready/Issued sets, selection by IID - NumUsers, buffers and LSU tokens.

llvm-mca 19's Scheduler (mca-semantics.md 2.4, 4.2, 4.6, 4.7), event driven:

* WaitSet: instructions with unknown input latencies are not scanned; the write that makes the
  last latency known reports the instruction (`on_known`) and it moves at the next promotion
  point, exactly where llvm-mca's scan would find it. Memory operations whose LSU group is
  waiting are kept in a small list rescanned at every promotion point.
* PendingSet: every input time is known, so the cycle at which the instruction turns READY is
  known too: a heap keyed by that cycle.
* ReadySet: selection picks the best (IID - NumUsers, IID) instruction whose resources are
  available. Within one cycle availability only shrinks and ranks do not change, so the issue
  loop pops a heap and sets unavailable instructions aside, giving llvm-mca's choices.
* IssuedSet: buckets by execution-completion cycle.
"""

from __future__ import annotations

import heapq

from .instr_desc import InstrDesc
from .instruction import DISPATCHED, EXECUTED, EXECUTING, PENDING, READY, Instruction
from .lsunit import LSUnit
from .resources import BUFFER_AVAILABLE, BUFFER_RESERVED, ResourceManager

SCHED_AVAILABLE = 0
SCHED_BUFFERS_FULL = 1
SCHED_GROUP_STALL = 2
SCHED_LQ_FULL = 3
SCHED_SQ_FULL = 4


class Scheduler:
    """Holds dispatched, not yet executed instructions and decides which one issues next."""

    __slots__ = (
        "known",
        "lsu",
        "pending_heap",
        "pending_lsu",
        "pending_lsu_version",
        "ready_set",
        "rm",
        "running",
        "wait_lsu",
        "wait_lsu_version",
        "waiting",
    )

    def __init__(self, rm: ResourceManager, lsu: LSUnit) -> None:
        self.rm = rm
        self.lsu = lsu
        self.waiting = 0  # instructions in the WaitSet with unknown latencies
        self.known: list[Instruction] = []  # WaitSet members whose latencies just became known
        self.wait_lsu: list[Instruction] = []  # WaitSet members held by their LSU group
        self.pending_heap: list[tuple[int, int, Instruction]] = []
        self.pending_lsu: list[Instruction] = []  # PendingSet members held by their LSU group
        self.wait_lsu_version = -1  # LSUnit.version at the last rescan of each list
        self.pending_lsu_version = -1
        self.ready_set: list[Instruction] = []
        self.running: dict[int, list[Instruction]] = {}  # completion cycle -> instructions

    def has_work(self) -> bool:
        return bool(self.waiting or self.known or self.wait_lsu or self.pending_heap
                    or self.pending_lsu or self.ready_set or self.running)

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

    def _on_known(self, ins: Instruction) -> None:
        self.known.append(ins)

    def _to_pending(self, ins: Instruction, now: int) -> None:
        heapq.heappush(self.pending_heap, (ins.ready_cycle(), ins.iid, ins))

    def dispatch(self, ins: Instruction, now: int) -> bool:
        """File `ins` into a set; True when it is ready now (caller issues must-issue ones)."""
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
            ins.on_known = self._on_known
            return False
        if mem and lsu.is_waiting(ins.lsu_group):
            self.wait_lsu.append(ins)
            return False
        if ins.stage != READY:
            self._to_pending(ins, now)
            return False
        if mem and lsu.is_pending(ins.lsu_group):
            self.pending_lsu.append(ins)
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
                    self.wait_lsu.append(ins)
                    continue
                self._to_pending(ins, now)
                moved = True
        # PERF: LSU-held instructions are rescanned only when the LSU changed or they are new.
        if self.wait_lsu and lsu.version != self.wait_lsu_version:
            self.wait_lsu_version = lsu.version
            kept = []
            for ins in self.wait_lsu:
                if lsu.is_waiting(ins.lsu_group):
                    kept.append(ins)
                else:
                    self._to_pending(ins, now)
                    moved = True
            self.wait_lsu = kept
        return moved

    def promote_to_ready(self, now: int, promoted: list[Instruction]) -> None:
        """PendingSet -> ReadySet for instructions whose inputs are ready and LSU group too."""
        heap = self.pending_heap
        lsu = self.lsu
        ready = self.ready_set
        later: list[Instruction] = []
        while heap and heap[0][0] <= now:
            ins = heapq.heappop(heap)[2]
            later.append(ins)
        held = self.pending_lsu
        if held and lsu.version != self.pending_lsu_version:
            self.pending_lsu = []
            later = held + later
        self.pending_lsu_version = lsu.version
        for ins in later:
            ins.stage = READY
            desc = ins.desc
            if (desc.may_load or desc.may_store) and not lsu.is_ready(ins.lsu_group):
                self.pending_lsu.append(ins)
                continue
            ready.append(ins)
            promoted.append(ins)

    def issue(self, ins: Instruction, now: int, promoted: list[Instruction]) -> list[tuple[int, int, int]]:
        """Release buffers, allocate units, start execution; promote newly unblocked users."""
        desc = ins.desc
        mem = desc.may_load or desc.may_store
        has_users = ins.num_users > 0 or (mem and self.lsu.has_dependent_users(ins.lsu_group))
        rm = self.rm
        if desc.used_buffers:
            rm.release_buffers(desc.used_buffers)
        used = rm.issue(desc) if desc.resources else []
        ins.execute(now)
        if mem:
            self.lsu.on_instruction_issued(ins.lsu_group)
        if ins.stage == EXECUTING:
            bucket = self.running.get(ins.executed_at)
            if bucket is None:
                self.running[ins.executed_at] = [ins]
            else:
                bucket.append(ins)
        elif mem:
            self.lsu.on_instruction_executed(ins.lsu_group)
        if has_users and self.promote_to_pending(now):
            self.promote_to_ready(now, promoted)
        return used

    def issue_ready(self, on_issue) -> None:
        """The issue loop of one cycle: issue every selectable instruction (4.2)."""
        ready = self.ready_set
        if not ready:
            return
        heap = [(ins.iid - ins.num_users, ins.iid, ins) for ins in ready]
        heapq.heapify(heap)
        blocked: list[Instruction] = []
        incoming: list[Instruction] = []
        # Promotions made by an issue land in `incoming` and compete in this same cycle.
        self.ready_set = incoming
        check = self.rm.check_availability
        # PERF: availability depends only on the descriptor and on resource state, which only
        # shrinks within a cycle, so one failed check blocks every copy of that instruction.
        unavailable: set[int] = set()
        while heap:
            ins = heapq.heappop(heap)[2]
            desc = ins.desc
            if id(desc) in unavailable:
                blocked.append(ins)
                continue
            if check(desc):
                unavailable.add(id(desc))
                blocked.append(ins)
                continue
            on_issue(ins)
            if incoming:
                for p in incoming:
                    heapq.heappush(heap, (p.iid - p.num_users, p.iid, p))
                incoming.clear()
        self.ready_set = blocked

    def cycle_event(self, now: int, executed: list[Instruction], promoted: list[Instruction]) -> None:
        """Start of cycle (4.6): release units, finish executions, promote waiting instructions."""
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
        self.promote_to_pending(now)
        self.promote_to_ready(now, promoted)
