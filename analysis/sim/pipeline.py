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
from dataclasses import dataclass

from ..instruments import InstrumentEffect
from ..isa import Isa
from ..machine.model import CpuModel
from ..mcinst import McInst
from .dispatch import dispatch_stage
from .entry import entry_stage
from .execute import execute_stage
from .instr_desc import (
    DescriptorError,
    InstrDesc,
    build_descriptor,
    descriptor_template,
    resource_table,
)
from .instruction import Instruction
from .lsunit import LSUnit
from .options import STALL_LIMIT, SimOptions
from .plans import RenamePlans
from .pressure import PressureRecorder
from .recorder import TraceRecorder, register_file_usage, stop
from .regfile import RegisterFile
from .resources import ResourceManager
from .retire import retire_stage
from .run_state import RunSetup, RunState, SchedulerBuffers
from .scheduler import Scheduler
from .steady import (
    PeriodSearch,
    ReplayedBindings,
    ReplayedEvents,
    fingerprint,
    shift_pressure_cycle,
    shift_pressure_issue,
    shift_state,
)
from .trace import STALL_REASONS, Trace
from .uop_queue import micro_op_queue


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
    own = [build_descriptor(inst, isa, model, call_latency, custom_behaviour) for inst in instrs]
    return simulator_descriptors(instrs, own, isa, model, call_latency, custom_behaviour)


def simulator_descriptors(
    instrs: Sequence[McInst], own: Sequence[InstrDesc | DescriptorError], isa: Isa, model: CpuModel,
    call_latency: int = 100, custom_behaviour: bool = True, linked: Sequence[InstrDesc] | None = None,
    effects: Sequence[InstrumentEffect | None] | None = None,
) -> tuple[list[InstrDesc | None], list[SimError]]:
    """What the simulator runs `instrs` with, from each instruction's own descriptor (`own[pos]`, as
    `build_descriptor` builds it without a template): per position the descriptor (None where
    building failed) and the errors, in order. The api builds `own` for its views and hands the
    result to `simulate`, so a region's descriptors are built once.

    llvm-mca reuses the first instance's descriptor of an opcode (`descriptor_template`: AArch64
    XZR/WZR), so an instance whose constant operands differ from the first's is built again from
    that template. Measured models then link the region's memory dependences (sim/hardware.py);
    `linked` is `own` already linked (the views' descriptors), taken as it is when no template
    changed anything.

    `effects`: per position what the instruments in effect change (None: nothing); llvm-mca's
    descriptor cache keys on them, so the first instance is the first with the same effect.
    """
    descs: list[InstrDesc | None] = []
    errors: list[SimError] = []
    first: dict[tuple[str, InstrumentEffect | None], McInst] = {}
    templated = False
    for pos, inst in enumerate(instrs):
        effect = effects[pos] if effects is not None else None
        template = descriptor_template(inst, first.setdefault((inst.opcode, effect), inst), isa, model)
        d = own[pos]
        if template is not None:
            d = build_descriptor(inst, isa, model, call_latency, custom_behaviour, template, effect)
            templated = True
        if isinstance(d, DescriptorError):
            descs.append(None)
            errors.append(SimError(pos, d.message, d.detail))
        else:
            descs.append(d)
    if model.hardware is not None:  # HOOK: measured models' memory dependences (sim/hardware.py)
        if linked is not None and not templated and not errors:
            given: list[InstrDesc | None] = list(linked)
            return given, errors
        from .hardware import link_memory

        descs = link_memory(instrs, descs, isa, model)
    return descs, errors


def simulate(instrs: Sequence[McInst], isa: Isa, model: CpuModel,
             options: SimOptions | None = None,
             descriptors: tuple[list[InstrDesc | None], list[SimError]] | None = None) -> Trace:
    """Simulate `instrs` repeated `options.iterations` times, as llvm-mca 19 does.

    `descriptors`: what `simulator_descriptors` (or `build_descriptors`) gave for `instrs` with
    `options`' call latency and custom behaviour, when the caller has built them already (the api);
    otherwise they are built here.

    Unsupported instructions: the trace is empty (0 cycles) and `trace.facts.errors` lists
    them, unless `options.skip_unsupported`, in which case they are dropped and
    `trace.facts.kept_positions` maps trace positions back to `instrs` positions.
    """
    options = options or SimOptions()
    try:
        return _simulate(instrs, isa, model, options, descriptors)
    except Exception as exc:  # a simulator bug must not take the caller down
        width = options.dispatch_width or getattr(model, "issue_width", 0) or 1
        trace = Trace(len(instrs), options.iterations, 0, width, ())
        trace.facts.errors = [SimError(-1, "internal simulator error", repr(exc))]
        return trace


def _simulate(instrs: Sequence[McInst], isa: Isa, model: CpuModel, options: SimOptions,
              descriptors: tuple[list[InstrDesc | None], list[SimError]] | None) -> Trace:
    if descriptors is None:
        descriptors = build_descriptors(instrs, isa, model, options.call_latency, options.custom_behaviour)
    descs, errors = descriptors
    kept = [i for i, d in enumerate(descs) if d is not None]
    width = options.dispatch_width or model.issue_width or 1
    units = resource_table(model).unit_names
    if (errors and not options.skip_unsupported) or not kept:
        trace = Trace(len(instrs), max(1, options.iterations), 0, width, units)
        trace.facts.errors = errors
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
            from .delivery import front_end_layout

            layout, problem = front_end_layout([instrs[i] for i in kept], region, options.encoder)
            trace = run_out_of_order(region, isa, model, options, layout)
            if problem:
                trace.facts.frontend_error = problem
        else:
            trace = run_out_of_order(region, isa, model, options)
    finally:
        _resume_gc()
    trace.facts.errors = errors
    if errors:
        trace.facts.kept_positions = kept
    return trace


def run_out_of_order(region: list[InstrDesc], isa: Isa, model: CpuModel,
                     options: SimOptions, front_end: list | None = None) -> Trace:
    """The default pipeline: Entry -> [MicroOpQueue] -> Dispatch -> Execute -> Retire, over the
    hardware units of `RunSetup`; this function is the driver loop (one cycle: the stages'
    cycleStart from the last back to the first, the entry stage feeding forward, cycle end).

    With `front_end` (the region's code layout, when the model has `frontend:` data) the entry
    stage is fed through the modelled front end (frontend.py) and the shortcuts are off.
    """
    setup = RunSetup(region, isa, model, options)
    n = setup.n
    iterations = setup.iterations
    total = setup.total
    width = options.dispatch_width or model.issue_width or 1
    if front_end is not None and model.frontend is not None:
        # The modelled front end delivers at most delivery_width uops per cycle: dispatch (rename)
        # cannot be wider, and an instruction with more uops is delivered over several cycles.
        width = min(width, model.frontend.delivery_width)
    table = setup.table
    rm = setup.rm
    prf = setup.prf
    # HOOK: measured models with their own memory dependences let stores pass older loads (and,
    # with hardware.stores_out_of_order, older stores)
    lsu = LSUnit(setup.lq_size, setup.sq_size, options.noalias,
                 not (model.hardware is not None and model.hardware.memory_dependences),
                 not (model.hardware is not None and model.hardware.stores_out_of_order))
    sched = Scheduler(rm, lsu, region)
    prec: PressureRecorder | None = None
    if options.record_pressure:
        prec = PressureRecorder(rm.check_availability, lsu, setup.regs.names)
    rob_size = model.reorder_buffer_size or model.micro_op_buffer_size
    retire_limit = model.max_retire_per_cycle

    trace = Trace(n, iterations, 0, width, table.unit_names)
    trace.position_uops = tuple(desc.uops for desc in region)
    rec = TraceRecorder(n, iterations, options.timeline_iterations)
    st = RunState(rob_size)
    rob = st.rob
    bufs = SchedulerBuffers(model, setup)
    tracked_buffers = bufs.tracked
    # Reorder-buffer use as llvm-mca's retire statistics count it: in use, sum over cycles, max.
    rcu_in_use = rcu_sum = rcu_max = 0
    n_files = prf.n_files
    moves = [[0, 0, 0, 0, 0] for _ in range(n_files)]  # candidates, elim, zero, cur, max
    has_moves = n_files > 1 and any(d.optimizable_move for d in region)
    plans = RenamePlans(setup, isa, model, prec is not None)
    static = plans.static
    if plans.ready_of is not None:
        sched.ready_of = plans.ready_of  # type: ignore[assignment]
    entry = entry_stage(region, setup.shared_reads, rec)
    next_instruction = entry.next
    fe = None
    if front_end is not None and model.frontend is not None:
        from .delivery import FrontEnd

        fe = FrontEnd(model.frontend, front_end, total, next_instruction)
    skip_idle = options.skip_idle_cycles and prec is None and front_end is None
    cycle_stalls: list[tuple[int, int]] = []  # (reason, IID) refused this cycle
    execute = execute_stage(setup, rec, st, sched, lsu, prec, plans, bufs)
    stage = dispatch_stage(setup, rec, st, sched, lsu, prec, plans, bufs, width, rob_size, moves, cycle_stalls,
                           execute.issue, execute.on_executed)
    can_dispatch = stage.can_dispatch
    dispatch = stage.dispatch
    retire_cycle_start = retire_stage(setup, rec, st, lsu, plans, retire_limit)
    execute_cycle_start = execute.cycle_start
    dispatch_cycle_start = stage.cycle_start
    uq = None
    uopq: deque[Instruction] = deque()
    if options.micro_op_queue_size:
        uq = micro_op_queue(options.micro_op_queue_size, options.decoder_throughput, st, next_instruction,
                            can_dispatch, dispatch)
        uopq = uq.queue
    direct = fe is None and uq is None  # the entry stage feeds dispatch directly

    # Steady-state detection (steady.py): one fingerprint per cycle that starts a new iteration.
    seen: dict[tuple, tuple] | None = (
        {} if options.extrapolate and iterations > 2 and fe is None else None)
    horizon = max(d.max_latency for d in region) + 2 + max(
        (abs(c) for d in region for r in d.reads for _, c in r.advances), default=0)
    last_snapshot = -1
    search = PeriodSearch()  # which snapshots get a full fingerprint (steady.py)
    # The per-cycle columns (rebound once a steady state is replayed).
    per_dispatched, per_issued, per_retired, per_rob = rec.per_dispatched, rec.per_issued, rec.per_retired, rec.per_rob
    held: Instruction | None = None
    cycle = 0
    max_cycles = options.max_cycles
    last_progress = 0
    simulated = 0  # cycles simulated one by one (the safety limit counts only these)
    while True:
        # One fingerprint per iteration crossed by dispatch: a fixed position could be skipped
        # forever (e.g. 6-wide dispatch of a 4-instruction loop holds position 2 every cycle).
        if seen is not None and held is not None and held.iid // n > last_snapshot:
            last_snapshot = held.iid // n
            base = held.iid
            carry_over, carried = stage.carry()
            # PERF: a cheap summary of the state filters candidates; the full fingerprint is
            # only built for states whose summary was seen before (costs at most one extra
            # period before detection; bench36: 21 -> 4 full fingerprints).
            coarse = (held.pos, len(rob), len(uopq), carry_over, rob[0].iid - base if rob else 0,
                      sched.waiting, sched.ready_count(), len(sched.pending_heap),
                      tuple(rm.ready_mask), tuple(rm.rr_next), tuple(rm.available_slots),
                      lsu.lq_used, lsu.sq_used, len(lsu.groups), tuple(prf.file_used))
            if search.wants(coarse):
                key = (held.pos, fingerprint(cycle, base, horizon, rob, uopq, carry_over, carried,
                                             sched, rm, prf, lsu, prec))
            else:
                key = None
        else:
            key = None
        if key is not None and seen is not None:
            previous = seen.get(key)
            if previous is None:
                lo = rob[0].iid if rob else (uopq[0].iid if uopq else base)
                seen[key] = (cycle, base, lo, _counters(rec, bufs, prf, moves, rcu_sum, prec))
                search.missed()
            else:
                c1, b1, lo, before = previous
                m = _replay(c1, b1, lo, before, cycle, base, rec, held, uopq, st, sched, prf, prec, bufs, moves)
                seen = None
                if m:
                    rcu_sum += m * (rcu_sum - before[4])
                    cycle += m * (cycle - c1)
                    last_progress = cycle  # the replayed periods all made progress
                    entry.advance(m * (base - b1))
                    trace.facts.extrapolated = (c1, cycle, m)
                    per_dispatched, per_issued, per_retired, per_rob = (
                        rec.per_dispatched, rec.per_issued, rec.per_retired, rec.per_rob)
        st.cycle_dispatched = 0
        st.cycle_issued = 0
        st.activity = 0
        cycle_stalls.clear()
        # ---- Retire.cycleStart, Execute.cycleStart, Dispatch.cycleStart
        retired_now, rcu_released = retire_cycle_start(cycle)
        execute_cycle_start(cycle)
        dispatch_cycle_start(cycle)
        # ---- MicroOpQueue.cycleStart / Entry.cycleStart
        if held is None and fe is None:
            held = next_instruction()
            if held is not None:
                st.activity = 1
        # ---- feed loop
        if direct:
            while held is not None and can_dispatch(held):
                dispatch(held)
                held = next_instruction()
        elif fe is not None:  # the modelled front end (frontend.py): uop queue -> dispatch, then fill
            fe.deliver(can_dispatch, dispatch)  # type: ignore[arg-type]
            fe.produce(cycle)
        elif uq is not None:
            held = uq.feed(held)
        # ---- cycle end
        if prec is not None:
            prec.cycle_end(cycle, sched)
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
        cycle_dispatched = st.cycle_dispatched
        cycle_issued = st.cycle_issued
        per_dispatched.append(cycle_dispatched)
        per_issued.append(cycle_issued)
        per_retired.append(retired_now)
        per_rob.append(rob_size - st.rob_free)
        rcu_in_use += cycle_dispatched - rcu_released
        rcu_sum += rcu_in_use
        if rcu_in_use > rcu_max:
            rcu_max = rcu_in_use
        cycle += 1
        simulated += 1
        if not rob and held is None and not uopq and entry.done() and not stage.carry()[0] and (
                fe is None or fe.done()):
            break
        # Activity: any state change (dispatch and issue set it; carried-over micro-ops count as
        # dispatch, and retirement).
        if skip_idle and not (st.activity or cycle_dispatched or retired_now):
            skip = _idle_cycles_ahead(cycle, sched, rm)
            if skip > 0:
                _skip_cycles(skip, cycle, rec, cycle_stalls, bufs, rm, prf)
                rcu_sum += rcu_in_use * skip
                cycle += skip
        if cycle_dispatched or cycle_issued or retired_now:
            last_progress = cycle
        elif cycle - last_progress > STALL_LIMIT:  # nothing can ever move again
            stop(trace, simulated, max_cycles, cycle - last_progress)
            break
        if simulated >= max_cycles:
            stop(trace, simulated, max_cycles, 0)
            break

    instruction_cycles, cycle_counts = rec.finish_columns()
    if fe is not None:
        trace.facts.frontend = fe.summary()
    if prec is not None:
        trace.facts.pressure = prec.record(tuple(r.name for r in model.resources), tuple(table.masks))
    trace.facts.rcu_usage = (rcu_max, rcu_sum)
    rec.store(trace, cycle, instruction_cycles, cycle_counts, table.unit_resource,
              eliminated=rec.implicit_elim[0] if rec.implicit_elim else rec.eliminated_iids,
              rob_size=rob_size, retire_limit=retire_limit, buffer_usage=bufs.usage(model),
              register_files=register_file_usage(prf, prf.allocated, prf.max_used),
              move_elimination=[(prf.file_names[f], moves[f][0], moves[f][1], moves[f][2], moves[f][4])
                                for f in range(1, n_files)])
    return trace


def _counters(rec: TraceRecorder, bufs: SchedulerBuffers, prf: RegisterFile, moves: list[list[int]],
              rcu_sum: int, prec: PressureRecorder | None) -> tuple:
    """The counters a replayed period scales, at a candidate period start."""
    return (rec.snapshot(), [b[1] for b in bufs.buffer_use], list(prf.allocated),
            [list(mv) for mv in moves], rcu_sum,
            (len(prec.cycles), len(prec.issues), len(prec.binding_deps)) if prec is not None else None)


def _replay(c1: int, b1: int, lo: int, before: tuple, c2: int, b2: int, rec: TraceRecorder,
            held: Instruction | None, uopq: deque[Instruction], st: RunState, sched: Scheduler,
            prf: RegisterFile, prec: PressureRecorder | None, bufs: SchedulerBuffers,
            moves: list[list[int]]) -> int:
    """Replay the events of cycles [c1, c2) as many whole periods as the source allows, and
    shift the live state forward by as many; returns the number of periods (0: none).

    The recorder's columns are kept implicit (TraceRecorder.replay); the counters grow by the
    period's increment per replayed period (the caller scales its own, the RCU sum).
    """
    period = c2 - c1
    span = b2 - b1
    m = (rec.total - 1 - b2) // span
    if m < 1:
        return 0
    rob = st.rob
    # The oldest IID still in flight when simulation resumes.
    first_live = (rob[0].iid if rob else (uopq[0].iid if uopq else b2)) + m * span
    rec_before, old_buffers, old_rf, old_moves, _old_rcu, n_recorded = before
    rec.replay(c1, c2, lo, b2, span, m, first_live, rec_before)
    if prec is not None:
        # Pressure records of the period, shifted (IIDs and cycles) once per replayed period,
        # kept implicit like the stall events.
        prec.cycles = ReplayedEvents(prec.cycles, prec.cycles[n_recorded[0]:], period, span, m,
                                     shift_pressure_cycle)  # type: ignore[assignment]
        prec.issues = ReplayedEvents(prec.issues, prec.issues[n_recorded[1]:], period, span, m,
                                     shift_pressure_issue)  # type: ignore[assignment]
        # The binding operands of the period (sparse: only where it is not llvm-mca's critical
        # dependency), shifted by whole periods like the issues they belong to.
        bound = dict(list(prec.binding_deps.items())[n_recorded[2]:])
        prec.binding_deps = ReplayedBindings(prec.binding_deps, bound, span, m)  # type: ignore[assignment]
    for i, b in enumerate(bufs.buffer_use):
        b[1] += m * (b[1] - old_buffers[i])
    rf_total = prf.allocated
    for f in range(prf.n_files):
        rf_total[f] += m * (rf_total[f] - old_rf[f])
        for q in range(3):
            moves[f][q] += m * (moves[f][q] - old_moves[f][q])
    live = [*rob, *uopq]
    if held is not None:
        live.append(held)
    shift_state(m * period, m * span, live, sched, prf, prec)
    sched.rebuild_ready()
    return m


def _idle_cycles_ahead(cycle: int, sched: Scheduler, rm: ResourceManager) -> int:
    """Cycles from `cycle` on that provably repeat the cycle just simulated (nothing changed in
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


def _skip_cycles(k: int, cycle: int, rec: TraceRecorder, cycle_stalls: list[tuple[int, int]],
                 bufs: SchedulerBuffers, rm: ResourceManager, prf: RegisterFile) -> None:
    """PERF: account for `k` idle cycles from `cycle` on at once (same stalls, no other change;
    the caller moves the cycle and the RCU sum)."""
    last = cycle - 1
    if cycle_stalls:
        stalls = rec.stalls
        stall_events = rec.stall_events
        refused = [(STALL_REASONS[reason], iid) for reason, iid in cycle_stalls]
        for reason, _ in cycle_stalls:
            stalls[reason] += k
        for j in range(1, k + 1):
            for sr, iid in refused:
                stall_events.append((last + j, sr, iid))
    rec.per_dispatched.extend([0] * k)
    rec.per_issued.extend([0] * k)
    rec.per_retired.extend([0] * k)
    rec.per_rob.extend([rec.per_rob[-1]] * k)
    for b in bufs.tracked:
        if b[0]:
            b[1] += b[0] * k
    busy = rm.busy
    for key in busy:
        busy[key] -= k
    prf.cycle += k
