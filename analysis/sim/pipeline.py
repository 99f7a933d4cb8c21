"""The llvm-mca 19 default (out-of-order) pipeline and `simulate()`, the simulator's entry point.

One cycle (mca-semantics.md 2.2): cycleStart hooks run from the last stage back to the first
(Retire, Execute, Dispatch, [MicroOpQueue], Entry) so that slots freed by retirement and units
freed by the scheduler are visible to issue and dispatch in the same cycle; then the entry stage
feeds instructions forward in program order until a stage refuses; then cycleEnd hooks run
forward. The simulation stops after the first cycle at whose end no stage has work.

`simulate` is pure: equal inputs give equal traces. Two exact shortcuts keep it fast, both
checked against simulating every cycle (tests/test_sim_steady.py, tools/mcinst_harness.py):
a periodic steady state is replayed instead of simulated (steady.py), and cycles in which
provably nothing can change are accounted for in one step (`skip_cycles`).
"""

from __future__ import annotations

import gc
import threading
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, replace
from heapq import heappush
from operator import attrgetter

from ..isa import Isa
from ..machine.model import CpuModel
from ..mcinst import McInst
from .instr_desc import (
    DescriptorError,
    InstrDesc,
    build_descriptor,
    descriptor_template,
    register_table,
    resource_table,
)
from .instruction import (
    DISPATCHED,
    EXECUTED,
    EXECUTING,
    NEVER,
    PENDING,
    READY,
    RETIRED,
    Instruction,
    ReadState,
    dead_reads,
)
from .lsunit import LSUnit
from .options import STALL_LIMIT, SimOptions
from .pressure import PressureRecorder
from .regfile import RegisterFile, alloc_totals
from .resources import ResourceManager
from .scheduler import (
    SCHED_AVAILABLE,
    SCHED_BUFFERS_FULL,
    SCHED_GROUP_STALL,
    SCHED_LQ_FULL,
    Scheduler,
)
from .steady import (
    PeriodSearch,
    ReplayedBindings,
    ReplayedEvents,
    fingerprint,
    shift_pressure_cycle,
    shift_pressure_issue,
    shift_state,
)
from .trace import PeriodicColumn, StallReason, Trace, UnitUse

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from typing import Any

_RAT = int(StallReason.RAT)
_RCU = int(StallReason.RCU)
_SCHEDQ = int(StallReason.SCHEDQ)
_LQ = int(StallReason.LQ)
_SQ = int(StallReason.SQ)
_GROUP = int(StallReason.GROUP)
_REASONS = {int(r): r for r in StallReason}  # PERF: StallReason(n) is a slow call


@dataclass(frozen=True, slots=True)
class SimError:
    """An instruction the simulator cannot handle: region position and llvm-mca's message."""

    position: int
    message: str
    detail: str = ""


_gc_lock = threading.Lock()
_gc_state = {"depth": 0, "was_enabled": False}


def _pause_gc() -> None:
    """Disable the cyclic GC; nested or concurrent simulations re-enable it only when the last
    one finishes (the switch is process-wide)."""
    with _gc_lock:
        if not _gc_state["depth"]:
            _gc_state["was_enabled"] = gc.isenabled()
            gc.disable()
        _gc_state["depth"] += 1


def _resume_gc() -> None:
    with _gc_lock:
        _gc_state["depth"] -= 1
        if not _gc_state["depth"] and _gc_state["was_enabled"]:
            gc.enable()


def build_descriptors(
    instrs: Sequence[McInst], isa: Isa, model: CpuModel, call_latency: int = 100, custom_behaviour: bool = True
) -> tuple[list[InstrDesc | None], list[SimError]]:
    """Descriptors per position (None where building failed) and the errors, in order."""
    descs: list[InstrDesc | None] = []
    errors: list[SimError] = []
    first: dict[str, McInst] = {}  # llvm-mca reuses the first instance's descriptor (descriptor_template)
    for pos, inst in enumerate(instrs):
        template = descriptor_template(inst, first.setdefault(inst.opcode, inst), isa, model)
        d = build_descriptor(inst, isa, model, call_latency, custom_behaviour, template)
        if isinstance(d, DescriptorError):
            descs.append(None)
            errors.append(SimError(pos, d.message, d.detail))
        else:
            descs.append(d)
    if model.hardware is not None:  # HOOK: measured models' memory dependences (sim/hardware.py)
        from .hardware import link_memory

        descs = link_memory(instrs, descs, isa, model)
    return descs, errors


_READY_MAX = attrgetter("ready_max")

# PERF: static producer plans per (ISA, model, region descriptors), by identity; the entry keeps
# them alive, so their ids cannot be reused while it exists (descriptors are cached per model).
_STATIC_PLANS: dict[tuple, tuple] = {}


def _static_plans(region: list[InstrDesc], isa: Isa, model: CpuModel, prf: RegisterFile,
                  track_writeback: bool) -> list | None:
    """RegisterFile.static_plans for the pipeline (read descriptors and zero flags folded in,
    allocations summed per file), or None where the mapping table is dynamic."""
    key = (id(isa), id(model), *map(id, region))
    hit = _STATIC_PLANS.get(key)
    if hit is not None:
        return hit[3]
    static: list | None = None
    if not track_writeback and not prf.can_eliminate(region):
        static = prf.static_plans(region)
    if static is not None:
        static = [(tuple((k, q, wi, ra, region[p].reads[k], k in zero_reads) for k, q, wi, ra in single),
                   tuple((k, entries, region[p].reads[k], k in zero_reads) for k, entries in multi),
                   partial, alloc_totals(alloc))
                  for p, (single, multi, partial, alloc, zero_reads) in enumerate(static)]
        static = _drop_unread_writes(region, static)
    if len(_STATIC_PLANS) >= 512:
        _STATIC_PLANS.clear()
    _STATIC_PLANS[key] = (isa, model, tuple(region), static)
    return static


def _drop_unread_writes(region: list[InstrDesc], static: list) -> list:
    """PERF: a write no read of the region names (typically flags) and that waits on no older
    write needs no WriteState: the plans index each position's kept writes, listed (WriteDescs)
    as a fifth member where some are dropped. An optimizable move keeps every write (its
    statistics pair writes with reads)."""
    used: set[tuple[int, int]] = set()
    for p, (single, multi, partial, _alloc) in enumerate(static):
        for _k, q, wi, *_rest in single:
            used.add((q, wi))
        for _k, entries, *_rest in multi:
            used.update(e for e in entries if e is not None)
        for wi, q, owi in partial:
            used.add((p, wi))
            used.add((q, owi))
    index: list[dict[int, int]] = []
    kept: list[tuple | None] = []
    for p, d in enumerate(region):
        keep = [wi for wi in range(len(d.writes)) if d.optimizable_move or (p, wi) in used]
        index.append({wi: i for i, wi in enumerate(keep)})
        kept.append(None if len(keep) == len(d.writes) else tuple(d.writes[wi] for wi in keep))
    return [(tuple((k, q, index[q][wi], *rest) for k, q, wi, *rest in single),
             tuple((k, tuple(None if e is None else (e[0], index[e[0]][e[1]]) for e in entries), *rest)
                   for k, entries, *rest in multi),
             tuple((index[p][wi], q, index[q][owi]) for wi, q, owi in partial),
             alloc, kept[p])
            for p, (single, multi, partial, alloc) in enumerate(static)]


def _no_producer_reads(desc: InstrDesc, dead: tuple | None, plan: tuple) -> list[ReadState]:
    """PERF: one shared ReadState per read of a position, as it is while no producer is live
    (dispatch gives a read with a live producer its own state): dead reads keep theirs."""
    zero = {k for k, *_rest, is_zero in (*plan[0], *plan[1]) if is_zero}
    states: list[ReadState] = []
    for k, rd in enumerate(desc.reads):
        rs = dead[0][k] if dead is not None else None
        if rs is None:
            rs = ReadState(rd, None)  # type: ignore[arg-type]
            rs.is_zero = k in zero
        states.append(rs)
    return states


def simulate(instrs: Sequence[McInst], isa: Isa, model: CpuModel,
             options: SimOptions | None = None) -> Trace:
    """Simulate `instrs` repeated `options.iterations` times, as llvm-mca 19 does.

    Unsupported instructions: the trace is empty (0 cycles) and `trace.extra["errors"]` lists
    them, unless `options.skip_unsupported`, in which case they are dropped and
    `trace.extra["kept_positions"]` maps trace positions back to `instrs` positions.
    """
    options = options or SimOptions()
    if options.iterations <= 0:  # llvm-mca: -iterations=0 means the default, 100
        options = replace(options, iterations=100)
    try:
        return _simulate(instrs, isa, model, options)
    except Exception as exc:  # a simulator bug must not take the caller down
        width = options.dispatch_width or getattr(model, "issue_width", 0) or 1
        trace = Trace(len(instrs), options.iterations, 0, width, ())
        trace.extra["errors"] = [SimError(-1, "internal simulator error", repr(exc))]
        return trace


def _simulate(instrs: Sequence[McInst], isa: Isa, model: CpuModel, options: SimOptions) -> Trace:
    descs, errors = build_descriptors(instrs, isa, model, options.call_latency, options.custom_behaviour)
    kept = [i for i, d in enumerate(descs) if d is not None]
    width = options.dispatch_width or model.issue_width or 1
    units = resource_table(model).unit_names
    if (errors and not options.skip_unsupported) or not kept:
        trace = Trace(len(instrs), max(1, options.iterations), 0, width, units)
        trace.extra["errors"] = errors
        return trace
    region = [d for d in descs if d is not None]
    # PERF: the cyclic garbage collector kept rescanning the live instruction window (about 30%
    # of run time on bench36); retired instructions are freed by reference counting instead.
    _pause_gc()
    try:
        if model.micro_op_buffer_size <= 1:
            from .inorder import run_in_order

            trace = run_in_order(region, isa, model, options)
        elif model.frontend is not None:
            from .frontend import front_end_layout

            layout, problem = front_end_layout([instrs[i] for i in kept], region, options.encoder)
            trace = run_out_of_order(region, isa, model, options, layout)
            if problem:
                trace.extra["frontend_error"] = problem
        else:
            trace = run_out_of_order(region, isa, model, options)
    finally:
        _resume_gc()
    trace.extra["errors"] = errors
    if errors:
        trace.extra["kept_positions"] = kept
    return trace


def run_out_of_order(region: list[InstrDesc], isa: Isa, model: CpuModel,
                     options: SimOptions, front_end: list | None = None) -> Trace:
    """The default pipeline: Entry -> [MicroOpQueue] -> Dispatch -> Execute -> Retire.

    With `front_end` (the region's code layout, when the model has `frontend:` data) the entry
    stage is replaced by the modelled front end (frontend.py) and the shortcuts are off.
    """
    n = len(region)
    iterations = max(1, options.iterations)
    total = n * iterations
    width = options.dispatch_width or model.issue_width or 1
    if front_end is not None and model.frontend is not None:
        # The modelled front end delivers at most delivery_width uops per cycle: dispatch (rename)
        # cannot be wider, and an instruction with more uops is delivered over several cycles.
        width = min(width, model.frontend.delivery_width)
    table = resource_table(model)
    regs = register_table(isa)
    rm = ResourceManager(model, table)
    rm.restrict_to(region)
    rm.honour_acquire = options.acquire_at_cycle
    lq_size = options.load_queue
    if not lq_size and table.load_queue >= 0:
        lq_size = max(0, table.buffer_sizes[table.load_queue])
    sq_size = options.store_queue
    if not sq_size and table.store_queue >= 0:
        sq_size = max(0, table.buffer_sizes[table.store_queue])
    # HOOK: measured models with their own memory dependences let stores pass older loads (and,
    # with hardware.stores_out_of_order, older stores)
    lsu = LSUnit(lq_size, sq_size, options.noalias,
                 not (model.hardware is not None and model.hardware.memory_dependences),
                 not (model.hardware is not None and model.hardware.stores_out_of_order))
    prf = RegisterFile(isa, model, regs, options.register_file_size)
    sched = Scheduler(rm, lsu, region)
    rec: PressureRecorder | None = None
    if options.record_pressure:
        rec = PressureRecorder(rm.check_availability, lsu, regs.names)
    rob_size = model.reorder_buffer_size or model.micro_op_buffer_size
    retire_limit = model.max_retire_per_cycle

    trace = Trace(n, iterations, 0, width, table.unit_names)
    trace.position_uops = tuple(desc.uops for desc in region)
    # Per-IID columns grow as instructions are fetched (a replayed steady state never
    # materialises its instructions; see replay) and become dicts once simulation resumes.
    cap = min(total, 4096)
    t_dispatched: list[int] | dict[int, int] = [-1] * cap
    t_ready: list[int] | dict[int, int] = [-1] * cap
    t_issued: list[int] | dict[int, int] = [-1] * cap
    t_executed: list[int] | dict[int, int] = [-1] * cap
    t_retired: list[int] | dict[int, int] = [-1] * cap
    unit_cycles: list[dict[int, float]] = [{} for _ in range(n)]
    timeline_limit = n * min(max(1, options.timeline_iterations), iterations)
    unit_uses: list[tuple[UnitUse, ...]] = [()] * timeline_limit
    per_dispatched: list[int] = []
    per_issued: list[int] = []
    per_retired: list[int] = []
    per_rob: list[int] = []
    stalls = [0] * len(StallReason)
    stall_events: list[tuple[int, StallReason, int]] | ReplayedEvents = []
    eliminated_iids: list[int] = []
    # Reorder-buffer use as llvm-mca's retire statistics count it: in use, sum over cycles, max.
    rcu_in_use = rcu_sum = rcu_max = 0
    # Scheduler statistics: per resource index [in use, cumulative, max].
    buffer_use = [[0, 0, 0] for _ in model.resources]
    lq_res = table.load_queue
    sq_res = table.store_queue
    # PERF: only these counters can ever be non-zero; the cycle-end sampling visits just them.
    tracked_buffers = [buffer_use[i] for i in sorted(
        {i for d in region for i in d.buffers} | {i for i in (lq_res, sq_res) if i >= 0})]
    # PERF: per region position, the scheduler-buffer counters its instruction moves (the load and
    # store queues are counted at dispatch/execution instead).
    sched_buffers = [tuple(buffer_use[i] for i in d.buffers if i not in (lq_res, sq_res)) for d in region]
    # PERF: per region position: dispatch slots counted against the width, reorder-buffer slots,
    # and whether the instruction issues as soon as it is dispatched ready.
    width_need = [min(d.uops, width) for d in region]
    rob_need = [max(1, min(d.uops, rob_size)) for d in region]
    must_issue = [Scheduler.must_issue_immediately(d) for d in region]
    # Register file statistics.
    n_files = prf.n_files
    rf_total = prf.allocated
    rf_max = prf.max_used
    add_reads = prf.add_reads
    prf_bounded = prf.bounded
    add_write = prf.add_write
    moves = [[0, 0, 0, 0, 0] for _ in range(n_files)]  # candidates, elim, zero, cur, max
    has_moves = n_files > 1 and any(d.optimizable_move for d in region)

    rob: deque[Instruction] = deque()
    rob_free = rob_size

    # Stage state.
    next_iid = 0
    held: Instruction | None = None
    available = width
    carry_over = 0
    carried: Instruction | None = None
    uopq_size = options.micro_op_queue_size
    uopq: deque[Instruction] = deque()
    uopq_free = uopq_size
    decoder_ipc = options.decoder_throughput
    cycle = 0
    cycle_dispatched = 0
    cycle_issued = 0
    promoted: list[Instruction] = []
    cycle_stalls: list[tuple[int, int]] = []  # (reason, IID) refused this cycle
    activity = 0  # state changes this cycle (fetch, dispatch, issue, execute, promote, retire)
    skip_idle = options.skip_idle_cycles and rec is None and front_end is None
    fe = None
    if front_end is not None and model.frontend is not None:
        from .frontend import FrontEnd

        fe = FrontEnd(model.frontend, front_end, total, lambda: next_instruction())

    # PERF: write-back cycles matter only to reads with a negative ReadAdvance.
    track_writeback = any(c < 0 for d in region for r in d.reads for _, c in r.advances)
    # PERF: producers resolved once per region where the mapping table is static (no move
    # elimination, no committed write-back consulted): per position, see static_plans; `last`
    # holds the latest dispatched instruction of each position.
    static = _static_plans(region, isa, model, prf, track_writeback)
    rat_writes = [d.writes for d in region]  # the RAT check counts every write, kept or not
    # PERF: reads keep no ReadState where nothing reads their critical dependency (no pressure
    # recording) and each has at most one producer.
    objectless = static is not None and rec is None and not any(plan[1] for plan in static)
    # Without false dependencies (partial writes) either, an instruction's inputs are known by
    # its ready_max alone, and no read or write state links back to an older instruction: a
    # retired one needs only its writes list dropped to be freed.
    plain = objectless and not any(plan[2] for plan in static)  # type: ignore[union-attr]
    # PERF: and then writes keep no WriteState (an optimizable move keeps its own, for the move
    # statistics): a reader waits on the producing instruction (`Instruction.waiters`: reader and
    # cycles from issue) and finds an issued producer's issue cycle from its execution end.
    plain_reads: list[tuple] = []
    if plain:
        sched.ready_of = _READY_MAX  # type: ignore[assignment]
        for plan in static:  # type: ignore[union-attr]
            entries = []
            for _k, q, wi, ra, _rd, _z in plan[0]:
                wd = (static[q][4] or region[q].writes)[wi]  # type: ignore[index]
                # (position, cycles from the producer's issue, the same clamped at 0)
                entries.append((q, wd.latency - ra, max(0, wd.latency - ra)))
            plain_reads.append(tuple(entries))
    frees = [plan[3] for plan in static] if static is not None else []
    last: list[Instruction | None] = [None] * n
    attach_static = prf.attach_static
    file_used = prf.file_used
    file_of = prf.file_of

    def on_executed(ins: Instruction) -> None:
        t_executed[ins.iid] = cycle
        if track_writeback:
            prf.on_instruction_executed(ins.writes)
        desc = ins.desc
        if desc.may_load and lq_res >= 0:
            buffer_use[lq_res][0] -= 1
        if desc.may_store and sq_res >= 0:
            buffer_use[sq_res][0] -= 1

    # PERF: per region position, what issuing its instruction needs (Scheduler.issue inlined).
    issue_info = [(d.may_load or d.may_store, d.used_buffers, rm.issue_plan(d), d.max_latency, d.uops,
                   sched_buffers[p], unit_cycles[p]) for p, d in enumerate(region)]
    # PERF: ResourceManager.reserve_buffers/release_buffers inlined: per position, the buffered
    # resources with a size (slots counted) and the mask of the unbuffered ones (reserved).
    buffer_slots = rm.available_slots
    sized_buffers = [tuple((low, s) for low, s, bs in rm._buffer_plan(d.used_buffers) if bs > 0)
                     for d in region]
    unbuffered = [sum(low for low, _s, bs in rm._buffer_plan(d.used_buffers) if bs == 0) for d in region]
    sched_on_known = sched.on_known
    rm_issue = rm.issue

    def issue(ins: Instruction) -> None:
        """Scheduler.issue (4.4) and the Execute stage's bookkeeping of one issued instruction."""
        nonlocal cycle_issued, activity
        activity += 1
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
        iid = ins.iid
        t_issued[iid] = now
        cycle_issued += uops
        for b in buffers:
            b[0] -= 1
        if used:
            for col, cycles in used:
                pos_cycles[col] = pos_cycles.get(col, 0) + cycles
            if iid < timeline_limit:
                unit_uses[iid] = tuple([UnitUse(col, cycles) for col, cycles in used])
        if rec is not None:
            rec.on_issue(ins, now, tuple(used))
        if not latency:  # zero latency: executed at issue
            on_executed(ins)
        if promoted:
            for p in promoted:
                t_ready[p.iid] = now
            promoted.clear()

    # PERF: per region position, what the dispatch checks read (see can_dispatch).
    dispatch_info = [(width_need[p], d.begin_group, rob_need[p], d.used_buffers, d.may_load, d.may_store)
                     for p, d in enumerate(region)]

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
        if rob_free < rob_slots:
            stalls[_RCU] += 1
            stall_events.append((cycle, StallReason.RCU, ins.iid))
            cycle_stalls.append((_RCU, ins.iid))
            ok = False
        if prf_bounded and (static is None or rat_writes[ins.pos]) and not prf.is_available(
                ins.writes if static is None else rat_writes[ins.pos]):
            stalls[_RAT] += 1
            stall_events.append((cycle, StallReason.RAT, ins.iid))
            cycle_stalls.append((_RAT, ins.iid))
            ok = False
        # PERF: the usual case (buffers free, queues not full) without Scheduler.is_available.
        if (ub and (ub & rm.reserved_buffers or ub & ~rm.available_buffers)) or (
                may_load and lsu.lq_size and lsu.lq_used == lsu.lq_size) or (
                may_store and lsu.sq_size and lsu.sq_used == lsu.sq_size):
            status = sched.is_available(ins.desc)
        else:
            status = SCHED_AVAILABLE
        if rec is not None:
            rec.token_stall = status != SCHED_AVAILABLE
        if status != SCHED_AVAILABLE:
            if status == SCHED_GROUP_STALL:
                reason = _GROUP
            elif status == SCHED_BUFFERS_FULL:
                reason = _SCHEDQ
            elif status == SCHED_LQ_FULL:
                reason = _LQ
            else:
                reason = _SQ
            stalls[reason] += 1
            stall_events.append((cycle, _REASONS[reason], ins.iid))
            cycle_stalls.append((reason, ins.iid))
            ok = False
        return ok

    # PERF: per region position, what dispatch reads (one unpacking instead of attribute loads).
    dispatch_plan = [(d.uops, d.end_group, rob_need[p], width_need[p], d.may_load and lq_res >= 0,
                      d.may_store and sq_res >= 0, d.used_buffers, d.may_load or d.may_store, must_issue[p],
                      sched_buffers[p]) for p, d in enumerate(region)]

    def dispatch(ins: Instruction) -> None:
        nonlocal available, carry_over, carried, rob_free, cycle_dispatched, cycle_issued, activity
        activity += 1
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
            reads = ins.reads
            ready: Any = NEVER  # an int, or None where the reads decide (multi, partial)
            if plain:
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
                single = ()
            elif objectless:
                # PERF: no ReadState: a producer that issued gives a cycle now, one that has not
                # counts the instruction as waiting and reports to it (ready_max).
                for _k, q, wi, ra, _rd, _z in single:
                    prod = last[q]
                    if prod is None or prod.stage == RETIRED:
                        continue
                    w = prod.writes[wi]
                    issued = w.issue_cycle
                    if issued >= 0:
                        elapsed = cycle - issued
                        ml = prod.desc.max_latency
                        at = cycle + w.latency - (elapsed if elapsed < ml else ml) - ra
                        if at > ready:
                            ready = at
                        continue
                    ins.unknown += 1
                    w.users.append((ins, ra))
                    prod.num_users += 1
                    prod.rank -= 1
                    if prod.ready_group is not None:
                        prod.ready_group.lowered(prod)
                if ready != NEVER:
                    if ready < cycle:
                        ready = cycle
                    ins.ready_max = ready
                single = ()
            for k, q, wi, ra, rd, is_zero in single:
                prod = last[q]
                if prod is None or prod.stage == RETIRED:
                    continue
                w = prod.writes[wi]
                rs = reads[k] = ReadState(rd, ins)
                if is_zero:
                    rs.is_zero = True
                issued = w.issue_cycle
                if issued >= 0:  # add_user -> cycles_left -> write_start, inlined
                    elapsed = cycle - issued
                    ml = prod.desc.max_latency
                    left = w.latency - (elapsed if elapsed < ml else ml) - ra
                    if left > 0:
                        at = cycle + left
                        rs.crit_src = w
                        rs.crit_cycles = left
                    else:
                        at = cycle
                    rs.max_at = rs.ready_at = at
                    if at > ready:
                        ready = at
                    continue
                rs.dependent_writes = 1
                ins.unknown += 1
                w.users.append((rs, ra))
                prod.num_users += 1
                prod.rank -= 1
                if prod.ready_group is not None:
                    prod.ready_group.lowered(prod)
            if multi:
                ready = None
                prf.cycle = cycle
                for k, entries, rd, is_zero in multi:
                    rs = reads[k] = ReadState(rd, ins)
                    rs.is_zero = is_zero
                    attach_static(rs, entries, last)
            if partial:
                ready = None
                writes = ins.writes
                for wi, q, owi in partial:
                    prod = last[q]
                    if prod is not None and prod.stage != RETIRED:
                        prod.writes[owi].add_partial_user(writes[wi], cycle)
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
            if ins.optimizable_move:
                eliminated = prf.try_eliminate(ins.writes, ins.reads)
            if not eliminated:
                add_reads(ins.reads)
            for w in ins.writes:
                add_write(w, iid)
        ins.rob_slots = slots
        rob_free -= slots
        rob.append(ins)
        # Instruction.dispatch, keeping the ready cycle for the scheduler (PERF)
        if ins.unknown:
            ins.stage = DISPATCHED
            ready_at: Any = None  # an int when known
        else:
            ready_at = ins.ready_cycle() if static is None or ready is None else ready
            ins.stage = READY if ready_at <= cycle else PENDING
        t_dispatched[iid] = cycle
        cycle_dispatched += wneed
        if ins.optimizable_move and len(ins.writes) == len(ins.reads):
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
        if lq_counted:
            buffer_use[lq_res][0] += 1
        if sq_counted:
            buffer_use[sq_res][0] += 1
        # Execute.execute (2.4)
        if eliminated:
            ins.eliminated = True
            eliminated_iids.append(iid)
            t_ready[iid] = cycle
            t_issued[iid] = cycle
            if rec is not None:
                rec.on_eliminated(ins, cycle)
            ins.force_executed(cycle)
            cycle_issued += uops
            on_executed(ins)
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
        if rec is not None:
            rec.on_dispatch(ins, ready_now)
        for b in sbufs:
            in_use = b[0] + 1
            b[0] = in_use
            if in_use > b[2]:
                b[2] = in_use
        if not ready_now:
            return
        t_ready[iid] = cycle
        if must:
            issue(ins)

    def grow(size: int) -> None:
        nonlocal cap
        size = min(total, size)
        if size > cap:
            extra = [-1] * (size - cap)
            for arr in (t_dispatched, t_ready, t_issued, t_executed, t_retired):
                arr.extend(extra)  # type: ignore[union-attr]
            cap = size

    shared_reads = dead_reads(region, prf.rename_as, regs.subregs, regs.superregs)
    if static is not None:
        shared_reads = [(_no_producer_reads(region[p], shared_reads[p], static[p]), (),
                         static[p][4] if not plain or region[p].optimizable_move else ())
                        for p in range(n)]

    def next_instruction() -> Instruction | None:
        nonlocal next_iid
        if next_iid >= total:
            return None
        iid = next_iid
        next_iid += 1
        if iid >= cap:
            grow(2 * cap)
        pos = iid % n
        return Instruction(iid, pos, region[pos], shared_reads[pos])

    def uopq_entries(ins: Instruction) -> int:
        return max(1, min(uopq_size, ins.desc.uops))

    # Steady-state detection (steady.py): one fingerprint per cycle that starts a new iteration.
    seen: dict[tuple, tuple] | None = (
        {} if options.extrapolate and iterations > 2 and fe is None else None)
    horizon = max(d.max_latency for d in region) + 2 + max(
        (abs(c) for d in region for r in d.reads for _, c in r.advances), default=0)
    last_snapshot = -1
    search = PeriodSearch()  # which snapshots get a full fingerprint (steady.py)
    # The implicit parts of the columns once a period has been replayed (see replay/finish).
    implicit_iids: tuple | None = None
    implicit_cycles: tuple | None = None

    def counters() -> tuple:
        return (list(stalls), [b[1] for b in buffer_use], list(rf_total),
                [list(mv) for mv in moves], [dict(c) for c in unit_cycles],
                len(stall_events), len(eliminated_iids), rcu_sum,
                (len(rec.cycles), len(rec.issues), len(rec.binding_deps)) if rec is not None else None)

    def replay(c1: int, b1: int, lo: int, before: tuple, c2: int, b2: int) -> int:
        """Replay the events of cycles [c1, c2) as many whole periods as the source allows.

        PERF: nothing is materialised per replayed instruction or cycle. Every event of an IID
        y >= b2 that happens before simulation resumes is the event of y - span one period
        later, so the per-IID columns are kept as IIDs [0, b2) explicit, then the complete
        values of [b2, b2 + span) shifted by the period per repetition, then what is simulated
        after resuming (dicts, turned into the columns' tails by `finish`). Per-cycle columns
        repeat cycles [c1, c2) unchanged.
        """
        nonlocal t_dispatched, t_ready, t_issued, t_executed, t_retired, cap, implicit_iids
        nonlocal per_dispatched, per_issued, per_retired, per_rob, implicit_cycles, eliminated_iids, rcu_sum
        period = c2 - c1
        span = b2 - b1
        m = (total - 1 - b2) // span
        if m < 1:
            return 0
        per_iid = (t_dispatched, t_ready, t_issued, t_executed, t_retired)
        # Issues of the period whose unit uses the timeline shows (copied below).
        hi = min(b2, timeline_limit)
        shown = [y for y, t in zip(range(lo, hi), t_issued[lo:hi], strict=True)  # type: ignore[index, arg-type]
                 if c1 <= t < c2] if lo < hi else ()
        # The oldest IID still in flight when simulation resumes.
        first_live = (rob[0].iid if rob else (uopq[0].iid if uopq else b2)) + m * span
        if first_live >= b2 + span:
            limit = b2 + span
            grow(limit)
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
            implicit_iids = (b2, span, period, m, (first_live - b2) // span,
                             [arr[:b2] for arr in per_iid],  # type: ignore[index]
                             [arr[b2:limit] for arr in per_iid])  # type: ignore[index]
            t_dispatched, t_ready, t_issued, t_executed, t_retired = {}, {}, {}, {}, {}
            cap = total
        else:  # too few periods to be worth it: materialise them
            events = [(k, y, t) for k, arr in enumerate(per_iid)
                      for y, t in zip(range(lo, b2), arr[lo:b2], strict=True)  # type: ignore[index, arg-type]
                      if c1 <= t < c2]
            grow(total)
            end = m + 1
            for k, y, t in events:
                # PERF: one strided slice assignment per event.
                per_iid[k][y + span: y + end * span: span] = range(  # type: ignore[index, assignment]
                    t + period, t + end * period, period)
        for y in shown:
            for j in range(1, min(m, (timeline_limit - 1 - y) // span) + 1):
                unit_uses[y + j * span] = unit_uses[y]
        cyc = (per_dispatched, per_issued, per_retired, per_rob)
        implicit_cycles = (m, list(cyc), [lst[c1:c2] for lst in cyc])
        per_dispatched, per_issued, per_retired, per_rob = [], [], [], []
        old_stalls, old_buffers, old_rf, old_moves, old_units, n_events, n_elim, old_rcu, n_recorded = before
        rcu_sum += m * (rcu_sum - old_rcu)
        if rec is not None:
            # Pressure records of the period, shifted (IIDs and cycles) once per replayed period,
            # kept implicit like the stall events.
            rec.cycles = ReplayedEvents(rec.cycles, rec.cycles[n_recorded[0]:], period, span, m,
                                        shift_pressure_cycle)  # type: ignore[assignment]
            rec.issues = ReplayedEvents(rec.issues, rec.issues[n_recorded[1]:], period, span, m,
                                        shift_pressure_issue)  # type: ignore[assignment]
            # The binding operands of the period (sparse: only where it is not llvm-mca's critical
            # dependency), shifted by whole periods like the issues they belong to.
            bound = dict(list(rec.binding_deps.items())[n_recorded[2]:])
            rec.binding_deps = ReplayedBindings(rec.binding_deps, bound, span, m)  # type: ignore[assignment]
        for i in range(len(stalls)):
            stalls[i] += m * (stalls[i] - old_stalls[i])
        for i, b in enumerate(buffer_use):
            b[1] += m * (b[1] - old_buffers[i])
        for f in range(n_files):
            rf_total[f] += m * (rf_total[f] - old_rf[f])
            for q in range(3):
                moves[f][q] += m * (moves[f][q] - old_moves[f][q])
        for pos in range(n):
            cells = unit_cycles[pos]
            old = old_units[pos]
            for col, value in list(cells.items()):
                delta = value - old.get(col, 0)
                if delta:
                    cells[col] = value + m * delta
        nonlocal stall_events
        period_events = [e for e in stall_events[n_events:] if c1 <= e[0] < c2]
        stall_events = ReplayedEvents(stall_events, period_events, period, span, m)  # type: ignore[arg-type]
        period_elim = [i + span for i in eliminated_iids[n_elim:] if c1 <= per_iid[0][i] < c2]
        if period_elim:
            implicit_elim.append(PeriodicColumn(eliminated_iids, period_elim, span, m, []))
            eliminated_iids = implicit_elim[0].tail
        live = [*rob, *uopq]
        if held is not None:
            live.append(held)
        shift_state(m * period, m * span, live, sched, prf, rec)
        sched.rebuild_ready()
        return m

    implicit_elim: list[PeriodicColumn] = []

    def finish_columns() -> tuple[tuple, tuple]:
        """The per-IID and per-cycle columns, with the replayed parts implicit."""
        per_iid = (t_dispatched, t_ready, t_issued, t_executed, t_retired)
        cyc: tuple = (per_dispatched, per_issued, per_retired, per_rob)
        if implicit_cycles is not None:
            m, heads, blocks = implicit_cycles
            cyc = tuple(PeriodicColumn(h, b, 0, m, t) for h, b, t in zip(heads, blocks, cyc, strict=True))
        if implicit_iids is None:
            return per_iid, cyc
        b2, span, period, m, reps, heads, blocks = implicit_iids
        start = b2 + reps * span
        generated = b2 + m * span  # IIDs below this had every pre-resume event replayed
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

    def idle_cycles_ahead() -> int:
        """Cycles from now on that provably repeat the cycle just simulated (nothing changed in
        it, so nothing changes until the next timed event: an execution completes, a pending
        instruction's inputs become ready, or a busy unit is released)."""
        nxt = -1
        if sched.running:
            nxt = min(sched.running)
        if sched.pending_heap:
            at = sched.pending_heap[0][0]
            nxt = at if nxt < 0 or at < nxt else nxt
        if rm.busy:
            at = cycle - 1 + min(rm.busy.values())
            nxt = at if nxt < 0 or at < nxt else nxt
        if nxt < 0:
            return 0
        return nxt - cycle

    def skip_cycles(k: int) -> None:
        """PERF: account for `k` idle cycles at once (same stalls, no other change)."""
        nonlocal cycle, rcu_sum
        last = cycle - 1
        if cycle_stalls:
            refused = [(_REASONS[reason], iid) for reason, iid in cycle_stalls]
            for reason, _ in cycle_stalls:
                stalls[reason] += k
            for j in range(1, k + 1):
                for sr, iid in refused:
                    stall_events.append((last + j, sr, iid))
        per_dispatched.extend([0] * k)
        per_issued.extend([0] * k)
        per_retired.extend([0] * k)
        per_rob.extend([per_rob[-1]] * k)
        for b in tracked_buffers:
            if b[0]:
                b[1] += b[0] * k
        rcu_sum += rcu_in_use * k
        busy = rm.busy
        for key in busy:
            busy[key] -= k
        prf.cycle += k
        cycle += k

    # memory operation, load/store queue counters
    queue_counted = [(plan[7], plan[4], plan[5]) for plan in dispatch_plan]
    # PERF: per region position, what retirement reads (registers freed: static plans only).
    retire_plan = [(d.may_load or d.may_store, d.may_load, d.may_store, d.uops, d.fused,
                    frees[p] if static is not None else ()) for p, d in enumerate(region)]
    max_cycles = options.max_cycles
    last_progress = 0
    simulated = 0  # cycles simulated one by one (the safety limit counts only these)
    while True:
        # One fingerprint per iteration crossed by dispatch: a fixed position could be skipped
        # forever (e.g. 6-wide dispatch of a 4-instruction loop holds position 2 every cycle).
        if seen is not None and held is not None and held.iid // n > last_snapshot:
            last_snapshot = held.iid // n
            base = held.iid
            # PERF: a cheap summary of the state filters candidates; the full fingerprint is
            # only built for states whose summary was seen before (costs at most one extra
            # period before detection; bench36: 21 -> 4 full fingerprints).
            coarse = (held.pos, len(rob), len(uopq), carry_over, rob[0].iid - base if rob else 0,
                      sched.waiting, sched.ready_count(), len(sched.pending_heap),
                      tuple(rm.ready_mask), tuple(rm.rr_next), tuple(rm.available_slots),
                      lsu.lq_used, lsu.sq_used, len(lsu.groups), tuple(prf.file_used))
            if search.wants(coarse):
                key = (held.pos, fingerprint(cycle, base, horizon, rob, uopq, carry_over, carried,
                                             sched, rm, prf, lsu, rec))
            else:
                key = None
        else:
            key = None
        if key is not None and seen is not None:
            previous = seen.get(key)
            if previous is None:
                lo = rob[0].iid if rob else (uopq[0].iid if uopq else base)
                seen[key] = (cycle, base, lo, counters())
                search.missed()
            else:
                c1, b1, lo, before = previous
                m = replay(c1, b1, lo, before, cycle, base)
                seen = None
                if m:
                    cycle += m * (cycle - c1)
                    last_progress = cycle  # the replayed periods all made progress
                    next_iid += m * (base - b1)
                    trace.extra["extrapolated"] = (c1, cycle, m)
        cycle_dispatched = 0
        cycle_issued = 0
        retired_now = 0
        retire_used = 0  # retire slots: a fused move (sim/hardware.py) takes none
        rcu_released = 0
        activity = 0
        cycle_stalls.clear()
        # ---- Retire.cycleStart
        if prf.moves_dirty:
            prf.cycle_start()
        while rob:
            if retire_limit and retire_used == retire_limit:
                break
            head = rob[0]
            if head.stage != EXECUTED:
                break
            rob.popleft()
            mem, may_load, may_store, uops, fused, freed = retire_plan[head.pos]
            if mem:
                lsu.on_instruction_retired(may_load, may_store)
            rob_free += head.rob_slots
            rcu_released += uops
            head.stage = RETIRED
            for f, cost in freed:
                file_used[f] -= cost
            if not plain:
                for w in head.writes:
                    if static is None:
                        prf.remove_write(w)
                    # PERF: break the instruction -> read/write -> instruction reference cycles so
                    # reference counting frees retired instructions (the cyclic GC is paused while
                    # simulating). Read/write states keep their owner for anyone still holding them.
                    w.users = []
                    w.partial_write = None
                head.reads = []
            head.writes = []
            t_retired[head.iid] = cycle
            retired_now += 1
            if not fused:
                retire_used += 1
        # ---- Execute.cycleStart
        # Scheduler.cycle_event and on_executed, inlined (PERF)
        if rm.busy:
            rm.cycle_event()
        done = sched.running.pop(cycle, None)
        if done:
            activity += 1
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
            activity += 1
            for p in promoted:
                t_ready[p.iid] = cycle
            promoted.clear()
        if sched.ready_set or sched.ready_groups:
            sched.issue_ready(issue)
        if rec is not None:
            rec.after_select(sched.ready_instructions())
        # ---- Dispatch.cycleStart (carry-over of an instruction wider than the dispatch width)
        if not carry_over:
            available = width
        else:
            available = 0 if carry_over >= width else width - carry_over
            used_slots = width - available
            carry_over -= used_slots
            cycle_dispatched += used_slots
            if not carry_over:
                carried = None
        # ---- MicroOpQueue.cycleStart / Entry.cycleStart
        decoded = 0
        if cycle_dispatched or retired_now:  # carried-over micro-ops count as dispatch
            activity += 1
        if held is None and fe is None:
            held = next_instruction()
            if held is not None:
                activity += 1
        # ---- feed loop
        if fe is not None:  # the modelled front end (frontend.py): uop queue -> dispatch, then fill
            fe.deliver(can_dispatch, dispatch)  # type: ignore[arg-type]
            fe.produce(cycle)
        elif uopq_size:
            while held is not None:
                if decoder_ipc and decoded == decoder_ipc:
                    break
                need = uopq_entries(held)
                if need > uopq_free:
                    break
                uopq.append(held)
                uopq_free -= need
                decoded += 1
                activity += 1
                held = next_instruction()
            # MicroOpQueue.cycleEnd: a zero-latency stage forwards to dispatch now.
            while uopq and can_dispatch(uopq[0]):
                ins = uopq.popleft()
                uopq_free += uopq_entries(ins)
                dispatch(ins)
        else:
            while held is not None and can_dispatch(held):
                dispatch(held)
                held = next_instruction()
        # ---- cycle end
        if rec is not None:
            rec.cycle_end(cycle, sched)
        if static is None:  # RegisterFile.cycle_end (static plans set it where they need it)
            prf.cycle += 1
        for b in tracked_buffers:
            if b[0]:
                b[1] += b[0]
                if b[0] > b[2]:
                    b[2] = b[0]
        if has_moves:
            for mv in moves:
                if mv[3]:
                    if mv[3] > mv[4]:
                        mv[4] = mv[3]
                    mv[1] += mv[3]
                    mv[3] = 0
        per_dispatched.append(cycle_dispatched)
        per_issued.append(cycle_issued)
        per_retired.append(retired_now)
        per_rob.append(rob_size - rob_free)
        rcu_in_use += cycle_dispatched - rcu_released
        rcu_sum += rcu_in_use
        if rcu_in_use > rcu_max:
            rcu_max = rcu_in_use
        cycle += 1
        simulated += 1
        if not rob and held is None and not uopq and next_iid >= total and not carry_over and (
                fe is None or fe.done()):
            break
        if skip_idle and not activity:
            skip = idle_cycles_ahead()
            if skip > 0:
                skip_cycles(skip)
        if cycle_dispatched or cycle_issued or retired_now:
            last_progress = cycle
        elif cycle - last_progress > STALL_LIMIT:
            trace.extra["truncated"], trace.extra["stuck"] = (simulated, max_cycles), True  # nothing can ever move again
            break
        if simulated >= max_cycles:
            trace.extra["truncated"] = (simulated, max_cycles)
            break

    instruction_cycles, cycle_counts = finish_columns()
    trace.store_run(
        total_cycles=cycle,
        instruction_cycles=instruction_cycles,  # type: ignore[arg-type]
        cycle_counts=cycle_counts,  # type: ignore[arg-type]
        unit_cycles=unit_cycles,
        unit_uses=unit_uses,
        stalls=stalls,
        stall_events=stall_events,
        unit_resource=table.unit_resource,
    )
    trace.extra["eliminated"] = implicit_elim[0] if implicit_elim else eliminated_iids
    trace.extra["rcu_usage"] = (rcu_max, rcu_sum)
    if fe is not None:
        trace.extra["frontend"] = fe.summary()
    trace.extra["rob_size"] = rob_size
    trace.extra["retire_limit"] = retire_limit
    if rec is not None:
        trace.extra["pressure"] = rec.record(tuple(r.name for r in model.resources), tuple(table.masks))
    trace.extra["buffer_usage"] = [
        (r.name, buffer_use[i][1], buffer_use[i][2], r.buffer_size)
        for i, r in enumerate(model.resources)
        if r.buffer_size > 0
    ]
    trace.extra["register_files"] = [
        (prf.file_names[f], prf.file_size[f], rf_total[f], rf_max[f]) for f in range(n_files)
    ]
    trace.extra["move_elimination"] = [
        (prf.file_names[f], moves[f][0], moves[f][1], moves[f][2], moves[f][4])
        for f in range(1, n_files)
    ]
    return trace
