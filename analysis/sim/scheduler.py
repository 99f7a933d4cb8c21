"""Scheduler: Wait/Pending/Ready/Issued sets, selection by IID - NumUsers, buffers and LSU tokens.

llvm-mca 19's Scheduler (mca-semantics.md 2.4, 4.2, 4.6, 4.7). Set order never matters for the
result: selection uses a total order (rank, then IID) and promotions depend only on state.
"""

from __future__ import annotations

from ..instr_desc import InstrDesc
from .instruction import DISPATCHED, EXECUTED, EXECUTING, READY, Instruction
from .lsunit import LSUnit
from .pressure import PressureRecorder
from .resources import BUFFER_AVAILABLE, BUFFER_RESERVED, ResourceManager

SCHED_AVAILABLE = 0
SCHED_BUFFERS_FULL = 1
SCHED_GROUP_STALL = 2
SCHED_LQ_FULL = 3
SCHED_SQ_FULL = 4


class Scheduler:
    """Holds dispatched, not yet executed instructions and decides which one issues next."""

    __slots__ = ("issued_set", "lsu", "pending_set", "pressure", "ready_set", "rm", "wait_set")

    def __init__(self, rm: ResourceManager, lsu: LSUnit) -> None:
        self.rm = rm
        self.lsu = lsu
        self.wait_set: list[Instruction] = []
        self.pending_set: list[Instruction] = []
        self.ready_set: list[Instruction] = []
        self.issued_set: list[Instruction] = []
        self.pressure: PressureRecorder | None = None  # optional bottleneck-analysis recording

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

    def dispatch(self, ins: Instruction) -> bool:
        """File `ins` into a set; True when it is ready now (caller issues must-issue ones)."""
        desc = ins.desc
        self.rm.reserve_buffers(desc.used_buffers)
        lsu = self.lsu
        mem = desc.may_load or desc.may_store
        if mem:
            ins.lsu_group = lsu.dispatch(desc.may_load, desc.may_store, desc.load_barrier,
                                         desc.store_barrier)
        if ins.stage == DISPATCHED or (mem and lsu.is_waiting(ins.lsu_group)):
            self.wait_set.append(ins)
            return False
        if ins.stage != READY or (mem and lsu.is_pending(ins.lsu_group)):
            self.pending_set.append(ins)
            return False
        if not self.must_issue_immediately(desc):
            self.ready_set.append(ins)
        return True

    def promote_to_pending(self) -> bool:
        wait = self.wait_set
        if not wait:
            return False
        lsu = self.lsu
        kept: list[Instruction] = []
        moved = False
        for ins in wait:
            if ins.stage == DISPATCHED and not ins.update_dispatched():
                kept.append(ins)
                continue
            desc = ins.desc
            if (desc.may_load or desc.may_store) and lsu.is_waiting(ins.lsu_group):
                kept.append(ins)
                continue
            self.pending_set.append(ins)
            moved = True
        if moved:
            self.wait_set = kept
        return moved

    def promote_to_ready(self, promoted: list[Instruction]) -> bool:
        pending = self.pending_set
        if not pending:
            return False
        lsu = self.lsu
        kept: list[Instruction] = []
        moved = False
        for ins in pending:
            if ins.stage != READY and not ins.update_pending():
                kept.append(ins)
                continue
            desc = ins.desc
            if (desc.may_load or desc.may_store) and not lsu.is_ready(ins.lsu_group):
                kept.append(ins)
                continue
            self.ready_set.append(ins)
            promoted.append(ins)
            moved = True
        if moved:
            self.pending_set = kept
        return moved

    def select(self) -> Instruction | None:
        """The best-ranked ready instruction whose resources are all available (4.2)."""
        ready = self.ready_set
        if not ready:
            return None
        check = self.rm.check_availability
        best_i = -1
        best_rank = 0
        best_iid = 0
        for i, ins in enumerate(ready):
            rank = ins.iid - ins.num_users
            if best_i >= 0 and (rank > best_rank or (rank == best_rank and ins.iid >= best_iid)):
                continue
            busy = check(ins.desc)
            if busy:
                if self.pressure is not None:
                    self.pressure.on_busy(ins, busy)
                continue
            best_i = i
            best_rank = rank
            best_iid = ins.iid
        if best_i < 0:
            return None
        ins = ready[best_i]
        ready[best_i] = ready[-1]
        ready.pop()
        return ins

    def issue(self, ins: Instruction, promoted: list[Instruction]) -> list[tuple[int, int, int]]:
        """Release buffers, allocate units, start execution; promote newly unblocked users."""
        desc = ins.desc
        mem = desc.may_load or desc.may_store
        has_users = ins.num_users > 0 or (mem and self.lsu.has_dependent_users(ins.lsu_group))
        rm = self.rm
        if desc.used_buffers:
            rm.release_buffers(desc.used_buffers)
        used = rm.issue(desc) if desc.resources else []
        ins.execute()
        if mem:
            self.lsu.on_instruction_issued(ins.lsu_group)
        if ins.stage == EXECUTING:
            self.issued_set.append(ins)
        elif mem:
            self.lsu.on_instruction_executed(ins.lsu_group)
        if has_users and self.promote_to_pending():
            self.promote_to_ready(promoted)
        return used

    def cycle_event(self, executed: list[Instruction], promoted: list[Instruction]) -> None:
        """Start of cycle (4.6): release units, advance executing and waiting instructions."""
        self.rm.cycle_event()
        issued = self.issued_set
        if issued:
            lsu = self.lsu
            kept: list[Instruction] = []
            for ins in issued:
                ins.cycle_event()
                if ins.stage == EXECUTED:
                    desc = ins.desc
                    if desc.may_load or desc.may_store:
                        lsu.on_instruction_executed(ins.lsu_group)
                    executed.append(ins)
                else:
                    kept.append(ins)
            self.issued_set = kept
        for ins in self.pending_set:
            ins.cycle_event()
        for ins in self.wait_set:
            ins.cycle_event()
        self.promote_to_pending()
        self.promote_to_ready(promoted)
