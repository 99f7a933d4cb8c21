"""Optional recording of backend-pressure events (llvm-mca's -bottleneck-analysis inputs).

Only built when `SimOptions.record_pressure` is set; the pipeline then calls these hooks, and
nothing else in the hot loop changes. What is recorded (see `trace.PressureRecord`):

* at the end of every cycle in which llvm-mca's ExecuteStage would look for back-pressure (the
  last scheduler-availability query was a buffer/LSU stall, or more micro-ops entered the
  scheduler than left it), the resources `select` found busy this cycle, the ready instructions
  delayed by them, and the pending instructions (not dispatched this cycle) whose resources are
  free but whose registers / memory group are not ready;
* for every issue, in issue order: the unit columns used, the instruction's critical resource
  mask (the last non-zero busy mask `select` saw for it), its critical register dependency
  (producer IID, register, cycles) and critical memory dependency (producer IID, cycles).
"""

from __future__ import annotations

from .instruction import DISPATCHED, READY, Instruction
from .trace import PressureRecord

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from typing import Any

    from .scheduler import Scheduler


class PressureRecorder:
    """Collects `PressureRecord` data while the out-of-order pipeline runs."""

    __slots__ = (
        "binding_deps",
        "busy",
        "check",
        "crit_mask",
        "cycles",
        "dispatched_uops",
        "issued_uops",
        "issues",
        "lsu",
        "mem_crit",
        "now",
        "pend_order",
        "ready_order",
        "reg_names",
        "register_names",
        "to_pending",
        "token_stall",
        "wait_order",
    )

    def __init__(self, check: object, lsu: object, reg_names: list[str]) -> None:
        self.check = check  # ResourceManager.check_availability
        self.now = 0
        # Per MemoryGroup (by identity): [critical memory instruction, critical predecessor IID,
        # its cycles] -- llvm-mca's MemoryGroup::CriticalMemoryInstruction/CriticalPredecessor.
        self.mem_crit: dict[object, list] = {}
        self.lsu = lsu
        self.reg_names = reg_names
        self.register_names: dict[int, str] = {}
        self.token_stall = False  # llvm-mca Scheduler::HadTokenStall (never reset per cycle)
        self.busy = 0  # Scheduler::BusyResourceUnits of this cycle
        self.dispatched_uops = 0  # ExecuteStage::NumDispatchedOpcodes
        self.issued_uops = 0  # ExecuteStage::NumIssuedOpcodes
        self.to_pending: set[int] = set()  # IIDs dispatched straight into the pending set
        self.crit_mask: dict[int, int] = {}
        # llvm-mca's WaitSet, PendingSet and ReadySet as the vectors they are, in their order
        # (the scheduler keeps no order: heaps and groups). `select` checks a ready instruction
        # only while no better-ranked issuable one precedes it in the ReadySet, so which busy
        # masks it sees depends on that order; the other two sets feed it (promotions append
        # in scan order, and each scan moves the element it takes to the end).
        self.wait_order: list[Instruction] = []
        self.pend_order: list[Instruction] = []
        self.ready_order: list[Instruction] = []
        # Any (type-level): after a steady-state replay these hold ReplayedEvents / ReplayedBindings
        # (pipeline.replay), which a compiled build would refuse in a list or dict slot.
        # cycles: list[tuple[int, int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]]
        # binding_deps: dict[int, tuple[int, int, int]]
        # issues: list[tuple[int, int, tuple[tuple[int, int], ...], int, tuple[int, int, int] | None,
        #                    tuple[int, int] | None]]
        self.cycles: Any = []
        self.binding_deps: Any = {}
        self.issues: Any = []

    # ------------------------------------------------------------------ hooks
    def before_select(self, picked: Instruction) -> None:
        """The `select` call that picks `picked`, against the resource state of that moment.

        Scheduler::select walks the ReadySet in its order and checks an instruction when no
        issuable one has been found yet, or when it ranks before the best found so far; so a
        worse-ranked instruction is checked when it precedes every better issuable one. A busy
        mask is not monotonic within a cycle: once an issue takes a unit, the check returns that
        unit alone, where earlier it returned a reserved group's mask (or the units an
        overlapping group had left), so each call's masks are taken at its own moment. The
        picked instruction then leaves the vector as llvm-mca's does: swapped with the last.
        """
        check = self.check
        crit = self.crit_mask
        busy = self.busy
        order = self.ready_order
        best: Instruction | None = None
        at = -1
        for index, ins in enumerate(order):
            if best is None or ins.rank < best.rank or (ins.rank == best.rank and ins.iid < best.iid):
                mask = check(ins.desc)  # type: ignore[operator]
                if mask:
                    crit[ins.iid] = mask
                    busy |= mask
                else:
                    best = ins
            if ins is picked:
                at = index
        self.busy = busy
        if at >= 0:
            order[at] = order[-1]
            order.pop()

    def promoted(self, sched: Scheduler) -> None:
        """After a promotion point (a cycle's start, or an issue with dependent users): replay
        promoteToPendingSet and promoteToReadySet over the vectors, with the instructions the
        scheduler moved as the ones those scans take."""
        held = {id(i) for g in sched.wait_lsu.values() for i in g}
        wait = self.wait_order
        if wait:
            self._scan(wait, self.pend_order,
                       [i.stage != DISPATCHED and id(i) not in held for i in wait])
        held = {id(i) for g in sched.pending_lsu.values() for i in g}
        pend = self.pend_order
        if pend:
            self._scan(pend, self.ready_order,
                       [i.stage >= READY and id(i) not in held for i in pend])

    @staticmethod
    def _scan(vector: list[Instruction], into: list[Instruction], moves: list[bool]) -> None:
        """llvm-mca's promotion scan: a taken element is appended to `into` and swapped with the
        last element not yet taken, which is looked at next in its place."""
        end = len(vector)
        index = 0
        while index < end:
            if not moves[index]:
                index += 1
                continue
            into.append(vector[index])
            end -= 1
            vector[index], vector[end] = vector[end], vector[index]
            moves[index], moves[end] = moves[end], moves[index]
        del vector[end:]

    def after_select(self, blocked: list[Instruction]) -> None:
        """After the issue loop: what llvm-mca's last `select` call of the cycle saw.

        That call finds nothing to issue, so it checks every instruction left in the ready set
        against the final resource state (the earlier calls: `before_select`).
        """
        check = self.check
        crit = self.crit_mask
        busy = self.busy
        for ins in blocked:
            mask = check(ins.desc)  # type: ignore[operator]
            if mask:
                crit[ins.iid] = mask
                busy |= mask
        self.busy = busy

    def _group(self, gid: int) -> list:
        group = self.lsu.groups.get(gid)  # type: ignore[attr-defined]
        if group is None:
            return [None, 0, 0]
        state = self.mem_crit.get(group)
        if state is None:
            state = self.mem_crit[group] = [None, 0, 0]
        return state

    def _group_issued(self, state: list, crit: Instruction | None) -> None:
        """MemoryGroup::onGroupIssued over a data edge: remember the slowest predecessor."""
        if crit is None:
            return
        left = crit.executed_at - self.now if crit.executed_at >= 0 else 0
        if left > state[2]:
            state[1] = crit.iid
            state[2] = left

    def on_dispatch(self, ins: Instruction, ready_now: bool, must_issue: bool) -> None:
        self.dispatched_uops += ins.desc.uops
        desc = ins.desc
        # Scheduler::dispatch: the set the instruction joins (none when it issues at once).
        if ready_now:
            if not must_issue:
                self.ready_order.append(ins)
        elif ins.stage == DISPATCHED or ((desc.may_load or desc.may_store)
                                         and self.lsu.is_waiting(ins.lsu_group)):  # type: ignore[attr-defined]
            self.wait_order.append(ins)
        else:
            self.pend_order.append(ins)
        if desc.may_load or desc.may_store:
            # A new memory group linked by data edges to groups already executing learns their
            # critical instruction now (MemoryGroup::addSuccessor).
            lsu = self.lsu
            group = lsu.groups.get(ins.lsu_group)  # type: ignore[attr-defined]
            if group is not None and group.num_instructions == 1:
                state = None
                for other in lsu.groups.values():  # type: ignore[attr-defined]
                    if other is not group and other.is_executing() and group in other.data_succ:
                        crit = self.mem_crit.get(other)
                        if crit is not None:
                            if state is None:
                                state = self._group(ins.lsu_group)
                            self._group_issued(state, crit[0])
        if ready_now or ins.stage == DISPATCHED:
            return
        desc = ins.desc
        if (desc.may_load or desc.may_store) and self.lsu.is_waiting(ins.lsu_group):  # type: ignore[attr-defined]
            return
        self.to_pending.add(ins.iid)  # llvm-mca: NumDispatchedToThePendingSet

    def on_issue(self, ins: Instruction, cycle: int, uses: tuple[tuple[int, int], ...]) -> None:
        self.issued_uops += ins.desc.uops
        self.now = cycle
        mem_dep = None
        desc = ins.desc
        if desc.may_load or desc.may_store:
            mem_dep = self._memory_issue(ins)
        reg_dep = None
        binding = None
        # llvm-mca's computeCriticalRegDep: the last def, then the last use, with non-zero cycles.
        # `binding` is the operand with the most cycles left: the one the instruction waited for.
        for w in ins.writes:
            if w.crit_cycles > 0 and w.crit_src is not None:
                reg_dep = (w.crit_src.owner.iid, w.crit_src.reg, w.crit_cycles)
                if binding is None or reg_dep[2] > binding[2]:
                    binding = reg_dep
        for r in ins.reads:
            if r.crit_cycles > 0 and r.crit_src is not None:
                reg_dep = (r.crit_src.owner.iid, r.crit_src.reg, r.crit_cycles)
                if binding is None or reg_dep[2] > binding[2]:
                    binding = reg_dep
        if binding is not None and binding != reg_dep:
            self.binding_deps[ins.iid] = binding
            if binding[1] not in self.register_names:
                reg = binding[1]
                self.register_names[reg] = self.reg_names[reg] if 0 <= reg < len(self.reg_names) else str(reg)
        if reg_dep is not None and reg_dep[1] not in self.register_names:
            reg = reg_dep[1]
            self.register_names[reg] = self.reg_names[reg] if 0 <= reg < len(self.reg_names) else str(reg)
        self.issues.append((ins.iid, cycle, uses, self.crit_mask.pop(ins.iid, 0), reg_dep, mem_dep))

    def _memory_issue(self, ins: Instruction) -> tuple[int, int] | None:
        """MemoryGroup::onInstructionIssued, then LSUnit::getCriticalPredecessor."""
        group = self.lsu.groups.get(ins.lsu_group)  # type: ignore[attr-defined]
        if group is None:
            return None
        state = self._group(ins.lsu_group)
        crit = state[0]
        now = self.now
        if crit is None or (crit.executed_at - now) < (ins.executed_at - now):
            state[0] = crit = ins
        if group.is_executing():
            for succ in group.data_succ:
                self._group_issued(self._group_by_object(succ), crit)
        return (state[1], state[2]) if state[2] else None

    def _group_by_object(self, group: object) -> list:
        state = self.mem_crit.get(group)
        if state is None:
            state = self.mem_crit[group] = [None, 0, 0]
        return state

    def on_eliminated(self, ins: Instruction, cycle: int) -> None:
        """A move eliminated at register renaming: an issue event with nothing attached."""
        self.issues.append((ins.iid, cycle, (), 0, None, None))

    def cycle_end(self, cycle: int, sched: Scheduler) -> None:
        """ExecuteStage::cycleEnd with pressure events enabled."""
        if self.token_stall or self.dispatched_uops > self.issued_uops:
            busy = self.busy
            by_resources: tuple[int, ...] = ()
            if busy:
                crit = self.crit_mask
                by_resources = tuple(sorted(i.iid for i in sched.ready_instructions() if crit.get(i.iid, 0) & busy))
            regs: list[int] = []
            mems: list[int] = []
            check = self.check
            lsu = self.lsu
            skip = self.to_pending
            # The PendingSet: instructions waiting for their inputs (their ready cycle is in the
            # future, llvm-mca stage PENDING) and ready ones held by their memory group.
            members = [entry[2] for entry in sched.pending_heap]
            for ins in members + sched.lsu_held()[1]:
                if ins.iid in skip:
                    continue
                desc = ins.desc
                if check(desc):  # type: ignore[operator]
                    continue
                if (desc.may_load or desc.may_store) and lsu.is_pending(ins.lsu_group):  # type: ignore[attr-defined]
                    mems.append(ins.iid)
                if ins.stage != READY:
                    regs.append(ins.iid)
            if busy or regs or mems:
                self.cycles.append((cycle, busy, by_resources, tuple(sorted(regs)), tuple(sorted(mems))))
        self.busy = 0
        self.dispatched_uops = 0
        self.issued_uops = 0
        if self.to_pending:
            self.to_pending.clear()
        # LSUnit::cycleEvent (start of the next cycle): waiting groups count their wait down.
        if self.mem_crit:
            live = self.lsu.groups  # type: ignore[attr-defined]
            alive = {id(g) for g in live.values()}
            for group in list(self.mem_crit):
                if id(group) not in alive:
                    del self.mem_crit[group]
                    continue
                state = self.mem_crit[group]
                if state[2] and group.is_waiting():  # type: ignore[attr-defined]
                    state[2] -= 1
        self.now = cycle + 1

    def record(self, resource_names: tuple[str, ...], resource_masks: tuple[int, ...]) -> PressureRecord:
        return PressureRecord(
            cycles=self.cycles,
            issues=self.issues,
            resource_names=resource_names,
            resource_masks=resource_masks,
            register_names=self.register_names,
            binding_deps=self.binding_deps,
        )
