"""The Execute stage (llvm-mca's ExecuteStage) of the out-of-order pipeline: instructions
complete, waiting ones become pending and ready, and the scheduler issues ready ones to the
units (Scheduler, ResourceManager, LSUnit), oldest-first by its selection rule.

`execute_stage` builds the stage as closures over its per-position tables (PERF: cells, not
attributes, on the per-instruction path) and returns its hooks (`Execute`).
"""

from __future__ import annotations

from collections.abc import Callable

from .instruction import DISPATCHED, EXECUTED, EXECUTING, Instruction
from .lsunit import LSUnit
from .plans import RenamePlans
from .pressure import PressureRecorder
from .recorder import TraceRecorder
from .run_state import RunSetup, RunState, SchedulerBuffers
from .scheduler import Scheduler
from .trace import UnitUse


class Execute:
    """The stage's hooks: `cycle_start(cycle)` (Execute.cycleStart: completions, promotions, issue
    of ready instructions), `issue(ins)` (one instruction to the units: also Dispatch's for an
    instruction that must issue at once) and `on_executed(ins)` (an instruction that executes
    when issued or dispatched)."""

    __slots__ = ("cycle_start", "issue", "on_executed")

    def __init__(self, cycle_start: Callable[[int], None], issue: Callable[[Instruction], None],
                 on_executed: Callable[[Instruction], None]) -> None:
        self.cycle_start = cycle_start
        self.issue = issue
        self.on_executed = on_executed


def execute_stage(setup: RunSetup, rec: TraceRecorder, st: RunState, sched: Scheduler, lsu: LSUnit,
                  prec: PressureRecorder | None, plans: RenamePlans, bufs: SchedulerBuffers) -> Execute:
    """The stage over `setup`'s units and `sched`/`lsu`, writing `rec` (and `prec`, the pressure
    recorder, when bottlenecks are recorded)."""
    region = setup.region
    rm = setup.rm
    prf = setup.prf
    track_writeback = setup.track_writeback
    plain = plans.plain
    objectless = plans.objectless
    buffer_use = bufs.buffer_use
    lq_res = bufs.lq_res
    sq_res = bufs.sq_res
    sized_buffers = bufs.sized
    unit_cycles = rec.unit_cycles
    unit_uses = rec.unit_uses
    timeline_limit = rec.timeline_limit
    promoted: list[Instruction] = []
    cycle = 0  # the cycle being simulated (set by cycle_start)

    def on_executed(ins: Instruction) -> None:
        rec.t_executed[ins.iid] = cycle
        if track_writeback:
            prf.on_instruction_executed(ins.writes)
        desc = ins.desc
        if desc.may_load and lq_res >= 0:
            buffer_use[lq_res][0] -= 1
        if desc.may_store and sq_res >= 0:
            buffer_use[sq_res][0] -= 1

    # PERF: per region position, what issuing its instruction needs (Scheduler.issue inlined).
    issue_info = [(d.may_load or d.may_store, d.used_buffers, rm.issue_plan(d), d.max_latency, d.uops,
                   bufs.sched_buffers[p], unit_cycles[p]) for p, d in enumerate(region)]
    buffer_slots = rm.available_slots
    rm_issue = rm.issue

    def issue(ins: Instruction) -> None:
        """Scheduler.issue (4.4) and the Execute stage's bookkeeping of one issued instruction."""
        st.activity = 1
        mem, used_buffers, plan, latency, uops, buffers, pos_cycles = issue_info[ins.pos]
        has_users = ins.num_users > 0 or (mem and lsu.has_dependent_users(ins.lsu_group))
        if used_buffers:
            rm.available_buffers |= used_buffers
            for _low, s in sized_buffers[ins.pos]:
                buffer_slots[s] += 1
        used = rm_issue(ins.desc, plan) if plan else ()
        # Instruction.execute and WriteState.on_issued, inlined
        now = cycle
        ins.stage = EXECUTING
        done_at = ins.executed_at = now + latency
        if plain:
            waiters = ins.waiters
            if waiters is not None:
                ins.waiters = None
                for owner, wait in waiters:
                    at = now + wait
                    if at > owner.ready_max:
                        owner.ready_max = at
                    owner.unknown -= 1
                    if not owner.unknown and owner.stage == DISPATCHED and owner.on_known is not None:
                        owner.on_known(owner)
        for w in ins.writes if not plain else ():
            w.issue_cycle = now
            if w.users and objectless:
                wl = w.latency
                for owner, advance in w.users:  # instructions (see dispatch)
                    left = wl - advance
                    at = now + left if left > 0 else now
                    if at > owner.ready_max:
                        owner.ready_max = at
                    owner.unknown -= 1
                    if not owner.unknown and owner.stage == DISPATCHED and owner.on_known is not None:
                        owner.on_known(owner)
            elif w.users:
                wl = w.latency
                for read, advance in w.users:
                    # ReadState.write_start(max(0, wl - advance), now, w), inlined (PERF)
                    left = wl - advance
                    if left < 0:
                        left = 0
                    at = now + left
                    if at > read.max_at:
                        read.max_at = at
                        if left:
                            read.crit_src = w
                            read.crit_cycles = left
                    waiting = read.dependent_writes - 1
                    read.dependent_writes = waiting
                    if not waiting:
                        read.ready_at = read.max_at
                        owner = read.owner
                        owner.unknown -= 1
                        if not owner.unknown and owner.stage == DISPATCHED and owner.on_known is not None:
                            owner.on_known(owner)
            if w.partial_write is not None:
                w.on_partial_issued(now)
        if mem:
            lsu.on_instruction_issued(ins.lsu_group)
        if latency:
            running = sched.running  # (replaced when a steady state is replayed)
            bucket = running.get(done_at)
            if bucket is None:
                running[done_at] = [ins]
            else:
                bucket.append(ins)
        else:
            ins.stage = EXECUTED
            if mem:
                lsu.on_instruction_executed(ins.lsu_group)
        if has_users and (sched.known or lsu.released_wait) and sched.promote_to_pending(now):
            sched.promote_to_ready(now, promoted)
            if prec is not None:
                prec.promoted(sched)
        iid = ins.iid
        rec.t_issued[iid] = now
        st.cycle_issued += uops
        for b in buffers:
            b[0] -= 1
        if used:
            for col, cycles in used:
                pos_cycles[col] = pos_cycles.get(col, 0) + cycles
            if iid < timeline_limit:
                unit_uses[iid] = tuple([UnitUse(col, cycles) for col, cycles in used])
        if prec is not None:
            prec.on_issue(ins, now, tuple(used))
        if not latency:  # zero latency: executed at issue
            on_executed(ins)
        if promoted:
            t_ready = rec.t_ready
            for p in promoted:
                t_ready[p.iid] = now
            promoted.clear()

    # Per region position: a memory operation, counted in the load queue, in the store queue.
    queue_counted = [(d.may_load or d.may_store, d.may_load and lq_res >= 0, d.may_store and sq_res >= 0)
                     for d in region]

    def issue_selected(ins: Instruction) -> None:
        """`issue` for an instruction the scheduler's select picked: the pressure recorder sees
        that select call's availability checks first."""
        if prec is not None:
            prec.before_select(ins)
        issue(ins)

    # PERF: the select hook chosen once, so a run without pressure recording reads one cell per
    # cycle, as before the hook existed (the conditional cost 3 bytecodes an instruction on dot).
    select_hook = issue if prec is None else issue_selected

    def cycle_start(now: int) -> None:
        """Execute.cycleStart: Scheduler.cycle_event and on_executed, inlined (PERF)."""
        nonlocal cycle
        cycle = now
        if rm.busy:
            rm.cycle_event()
        done = sched.running.pop(cycle, None)
        if done:
            st.activity = 1
            t_executed = rec.t_executed
            for ins in done:
                ins.stage = EXECUTED
                mem, lq_counted, sq_counted = queue_counted[ins.pos]
                if mem:
                    lsu.on_instruction_executed(ins.lsu_group)
                t_executed[ins.iid] = cycle
                if track_writeback:
                    prf.on_instruction_executed(ins.writes)
                if lq_counted:
                    buffer_use[lq_res][0] -= 1
                if sq_counted:
                    buffer_use[sq_res][0] -= 1
        if sched.known or lsu.released_wait:
            sched.promote_to_pending(cycle)
        pending = sched.pending_heap
        if (pending and pending[0][0] <= cycle) or lsu.released_ready:
            sched.promote_to_ready(cycle, promoted)
        if promoted:
            st.activity = 1
            t_ready = rec.t_ready
            for p in promoted:
                t_ready[p.iid] = cycle
            promoted.clear()
        if prec is not None:
            prec.promoted(sched)
        if sched.ready_set or sched.ready_groups:
            sched.issue_ready(select_hook)
        if prec is not None:
            prec.after_select(sched.ready_instructions())

    return Execute(cycle_start, issue, on_executed)
