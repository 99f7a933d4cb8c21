"""The Dispatch stage (llvm-mca's DispatchStage) of the out-of-order pipeline: instructions are
accepted up to the dispatch width (groups, an instruction wider than the width carried over
into the next cycles), checked against the reorder buffer, the register file (RAT) and the
scheduler's buffers and queues, renamed (RegisterFile, or the region's static plans:
plans.py) and filed into the scheduler; one that must issue at once goes straight to the
Execute stage.

`dispatch_stage` builds the stage as closures over its state and per-position tables (PERF:
cells, not attributes, on the per-instruction path) and returns its hooks (`Dispatch`).
"""

from __future__ import annotations

from collections.abc import Callable
from heapq import heappush

from .instr_desc import InstrDesc
from .instruction import DISPATCHED, NEVER, PENDING, READY, RETIRED, Instruction
from .lsunit import LSUnit
from .plans import RenamePlans, static_renamer
from .pressure import PressureRecorder
from .recorder import TraceRecorder
from .regfile import RegisterFile
from .run_state import RunSetup, RunState, SchedulerBuffers
from .scheduler import (
    SCHED_AVAILABLE,
    SCHED_BUFFERS_FULL,
    SCHED_GROUP_STALL,
    SCHED_LQ_FULL,
    Scheduler,
)
from .trace import STALL_REASONS, StallReason

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from typing import Any

_RAT = int(StallReason.RAT)
_RCU = int(StallReason.RCU)
_SCHEDQ = int(StallReason.SCHEDQ)
_LQ = int(StallReason.LQ)
_SQ = int(StallReason.SQ)
_GROUP = int(StallReason.GROUP)
# The stall a refusal by the scheduler counts (anything else: the store queue is full).
_STATUS_REASON = {SCHED_GROUP_STALL: _GROUP, SCHED_BUFFERS_FULL: _SCHEDQ, SCHED_LQ_FULL: _LQ}


class Dispatch:
    """The stage's hooks: `cycle_start(cycle)` (Dispatch.cycleStart: the dispatch slots of the cycle,
    less those an instruction carried over still takes), `can_dispatch(ins)` (acceptance,
    counting the stalls that refuse it), `dispatch(ins)`, and `carry()`: the micro-ops still to
    dispatch of an instruction wider than the dispatch width, and that instruction (None)."""

    __slots__ = ("can_dispatch", "carry", "cycle_start", "dispatch")

    def __init__(self, cycle_start: Callable[[int], None], can_dispatch: Callable[[Instruction], bool],
                 dispatch: Callable[[Instruction], None],
                 carry: Callable[[], tuple[int, Instruction | None]]) -> None:
        self.cycle_start = cycle_start
        self.can_dispatch = can_dispatch
        self.dispatch = dispatch
        self.carry = carry


def dispatch_stage(setup: RunSetup, rec: TraceRecorder, st: RunState, sched: Scheduler, lsu: LSUnit,
                   prec: PressureRecorder | None, plans: RenamePlans, bufs: SchedulerBuffers, width: int,
                   rob_size: int, moves: list[list[int]], cycle_stalls: list[tuple[int, int]],
                   issue: Callable[[Instruction], None], on_executed: Callable[[Instruction], None]) -> Dispatch:
    """The stage over `setup`'s units and `sched`/`lsu`, writing `rec` (and `prec`); `moves`: the
    move-elimination statistics per register file (candidates, eliminated, zero, this cycle, max);
    `cycle_stalls`: the (reason, IID) refused this cycle; `issue`, `on_executed`: Execute's."""
    region, rm, prf, rob = setup.region, setup.rm, setup.prf, st.rob
    static, plain, plain_reads, rat_writes, last = plans.static, plans.plain, plans.plain_reads, plans.rat_writes, plans.last
    buffer_use, lq_res, sq_res, sized_buffers, unbuffered = bufs.buffer_use, bufs.lq_res, bufs.sq_res, bufs.sized, bufs.unbuffered
    buffer_slots = rm.available_slots
    sched_on_known = sched.on_known
    rename = static_renamer(plans, prf)
    # The register file and its statistics.
    prf_bounded, file_used, file_of, rf_total, rf_max = prf.bounded, prf.file_used, prf.file_of, prf.allocated, prf.max_used
    dispatch_info, dispatch_plan = _dispatch_tables(region, width, rob_size, bufs)
    cycle = 0  # the cycle being simulated (set by cycle_start)
    available = width
    carry_over = 0
    carried: Instruction | None = None

    def can_dispatch(ins: Instruction) -> bool:
        """Dispatch-stage acceptance (2.3): width, groups, then RCU, RAT and scheduler checks."""
        if not available:
            return False
        need, begin_group, rob_slots, ub, may_load, may_store = dispatch_info[ins.pos]
        if need > available:
            return False
        if begin_group and available != width:
            return False
        ok = True
        if st.rob_free < rob_slots:
            ok = _refuse(_RCU, ins, cycle, rec, cycle_stalls)
        if prf_bounded and (static is None or rat_writes[ins.pos]) and not prf.is_available(
                ins.writes if static is None else rat_writes[ins.pos]):
            ok = _refuse(_RAT, ins, cycle, rec, cycle_stalls)
        # PERF: the usual case (buffers free, queues not full) without Scheduler.is_available.
        if (ub and (ub & rm.reserved_buffers or ub & ~rm.available_buffers)) or (
                may_load and lsu.lq_size and lsu.lq_used == lsu.lq_size) or (
                may_store and lsu.sq_size and lsu.sq_used == lsu.sq_size):
            status = sched.is_available(ins.desc)
            if prec is not None:
                prec.token_stall = status != SCHED_AVAILABLE
            if status != SCHED_AVAILABLE:
                ok = _refuse(_STATUS_REASON.get(status, _SQ), ins, cycle, rec, cycle_stalls)
        elif prec is not None:
            prec.token_stall = False
        return ok

    def dispatch(ins: Instruction) -> None:
        nonlocal available, carry_over, carried
        st.activity = 1
        pos = ins.pos
        (uops, end_group, slots, wneed, lq_counted, sq_counted, used_buffers, mem, must,
         sbufs) = dispatch_plan[pos]
        if uops > width:
            available = 0
            carry_over = uops - width
            carried = ins
        else:
            available -= uops
        if end_group:
            available = 0
        eliminated = False
        iid = ins.iid
        if static is not None:
            # PERF: producers resolved once per region (RegisterFile.static_plans): the latest
            # dispatched instance of the producing position, unless it retired.
            # Every read starts as its position's shared no-producer state; one with a live
            # producer gets its own ReadState here.
            single, multi, partial, alloc, _kept = static[pos]
            if plain:
                ready: Any = NEVER  # an int (plain reads decide it here)
                for q, wait, wait0 in plain_reads[pos]:
                    prod = last[q]
                    if prod is None or prod.stage == RETIRED:
                        continue
                    done = prod.executed_at
                    if done >= 0:  # issued at done - max latency
                        ml = prod.desc.max_latency
                        elapsed = cycle - done + ml
                        at = cycle + wait - (elapsed if elapsed < ml else ml)
                        if at > ready:
                            ready = at
                        continue
                    ins.unknown += 1
                    waiters = prod.waiters
                    if waiters is None:
                        prod.waiters = [(ins, wait0)]
                    else:
                        waiters.append((ins, wait0))
                    prod.num_users += 1
                    prod.rank -= 1
                    if prod.ready_group is not None:
                        prod.ready_group.lowered(prod)
                if ready != NEVER:
                    if ready < cycle:
                        ready = cycle
                    ins.ready_max = ready
            else:
                ready = rename(ins, pos, cycle, single, multi, partial)
            for f, cost in alloc:
                used_now = file_used[f] + cost
                file_used[f] = used_now
                rf_total[f] += cost
                if used_now > rf_max[f]:
                    rf_max[f] = used_now
            if ins.optimizable_move:
                for w in ins.writes:
                    w.prf = file_of[w.reg]
            last[pos] = ins
        else:
            eliminated = _rename_dynamic(ins, prf)
        ins.rob_slots = slots
        st.rob_free -= slots
        rob.append(ins)
        # Instruction.dispatch, keeping the ready cycle for the scheduler (PERF)
        if ins.unknown:
            ins.stage = DISPATCHED
            ready_at: Any = None  # an int when known
        else:
            ready_at = ins.ready_cycle() if static is None or ready is None else ready
            ins.stage = READY if ready_at <= cycle else PENDING
        rec.t_dispatched[iid] = cycle
        st.cycle_dispatched += wneed
        if ins.optimizable_move:
            _count_move(ins, moves)
        if lq_counted:
            buffer_use[lq_res][0] += 1
        if sq_counted:
            buffer_use[sq_res][0] += 1
        # Execute.execute (2.4)
        if eliminated:
            _execute_eliminated(ins, cycle, rec, st, prec, on_executed)
            return
        # Scheduler.dispatch, inlined (PERF): file the instruction into a set.
        if used_buffers:
            for low, s in sized_buffers[pos]:
                left = buffer_slots[s] - 1
                buffer_slots[s] = left
                if not left:
                    rm.available_buffers ^= low
            if unbuffered[pos]:
                rm.reserved_buffers ^= unbuffered[pos]
        ready_now = False
        if mem:
            desc = ins.desc
            gid = ins.lsu_group = lsu.dispatch(desc.may_load, desc.may_store, desc.load_barrier,
                                               desc.store_barrier)
            if ins.stage == DISPATCHED:
                sched.waiting += 1
                ins.on_known = sched_on_known
            elif lsu.is_waiting(gid):
                sched.hold_waiting(ins)
            elif ins.stage != READY:
                heappush(sched.pending_heap, (ready_at, iid, ins))
            elif lsu.is_pending(gid):
                sched.hold_pending(ins)
            else:
                ready_now = True
        elif ins.stage == DISPATCHED:
            sched.waiting += 1
            ins.on_known = sched_on_known
        elif ins.stage != READY:
            heappush(sched.pending_heap, (ready_at, iid, ins))
        else:
            ready_now = True
        if ready_now and not must:
            sched.ready_set.append(ins)
        if prec is not None:
            prec.on_dispatch(ins, ready_now, must)
        # The maximum is sampled at cycle end only (SchedulerStatistics::updateHistograms): an
        # instruction that must issue immediately releases its slots before then and never counts.
        for b in sbufs:
            b[0] += 1
        if not ready_now:
            return
        rec.t_ready[iid] = cycle
        if must:
            issue(ins)

    def cycle_start(now: int) -> None:
        """The dispatch slots of cycle `now` (carry-over of an instruction wider than the width)."""
        nonlocal cycle, available, carry_over, carried
        cycle = now
        if not carry_over:
            available = width
        else:
            available = 0 if carry_over >= width else width - carry_over
            used_slots = width - available
            carry_over -= used_slots
            st.cycle_dispatched += used_slots
            if not carry_over:
                carried = None

    def carry() -> tuple[int, Instruction | None]:
        return carry_over, carried

    return Dispatch(cycle_start, can_dispatch, dispatch, carry)


def _dispatch_tables(region: list[InstrDesc], width: int, rob_size: int,
                     bufs: SchedulerBuffers) -> tuple[list[tuple], list[tuple]]:
    """PERF: per region position, what the dispatch checks read (see can_dispatch) and what
    dispatch reads (one unpacking instead of attribute loads)."""
    lq_res = bufs.lq_res
    sq_res = bufs.sq_res
    # Per region position: dispatch slots counted against the width, reorder-buffer slots,
    # and whether the instruction issues as soon as it is dispatched ready.
    width_need = [min(d.uops, width) for d in region]
    rob_need = [max(1, min(d.uops, rob_size)) for d in region]
    must_issue = [Scheduler.must_issue_immediately(d) for d in region]
    dispatch_info = [(width_need[p], d.begin_group, rob_need[p], d.used_buffers, d.may_load, d.may_store)
                     for p, d in enumerate(region)]
    dispatch_plan = [(d.uops, d.end_group, rob_need[p], width_need[p], d.may_load and lq_res >= 0,
                      d.may_store and sq_res >= 0, d.used_buffers, d.may_load or d.may_store, must_issue[p],
                      bufs.sched_buffers[p]) for p, d in enumerate(region)]
    return dispatch_info, dispatch_plan


def _count_move(ins: Instruction, moves: list[list[int]]) -> None:
    """The move-elimination statistics of an optimizable move (candidates, zero moves, and the
    eliminated ones of this cycle) in its register file."""
    if len(ins.writes) == len(ins.reads):
        nw = len(ins.writes)
        for k in range(nw):
            ws = ins.writes[k]
            rs = ins.reads[nw - 1 - k]
            mv = moves[ins.writes[0].prf]
            mv[0] += 1
            if ws.eliminated:
                mv[3] += 1
            if ws.writes_zero and rs.is_zero:
                mv[2] += 1


def _execute_eliminated(ins: Instruction, cycle: int, rec: TraceRecorder, st: RunState,
                        prec: PressureRecorder | None, on_executed: Callable[[Instruction], None]) -> None:
    """A move eliminated at register renaming: ready, issued and executed when dispatched."""
    iid = ins.iid
    ins.eliminated = True
    rec.eliminated_iids.append(iid)
    rec.t_ready[iid] = cycle
    rec.t_issued[iid] = cycle
    if prec is not None:
        prec.on_eliminated(ins, cycle)
    ins.force_executed(cycle)
    st.cycle_issued += ins.desc.uops
    on_executed(ins)


def _refuse(reason: int, ins: Instruction, cycle: int, rec: TraceRecorder, cycle_stalls: list[tuple[int, int]]) -> bool:
    """Count a dispatch stall of `ins` (a StallReason's value) in `cycle`; False (not accepted)."""
    rec.stalls[reason] += 1
    rec.stall_events.append((cycle, STALL_REASONS[reason], ins.iid))
    cycle_stalls.append((reason, ins.iid))
    return False


def _rename_dynamic(ins: Instruction, prf: RegisterFile) -> bool:
    """Register renaming through the mapping table (no static plans); True where the
    instruction is a move eliminated here."""
    eliminated = False
    if ins.optimizable_move:
        eliminated = prf.try_eliminate(ins.writes, ins.reads)
    if not eliminated:
        prf.add_reads(ins.reads)
    iid = ins.iid
    for w in ins.writes:
        prf.add_write(w, iid)
    return eliminated
