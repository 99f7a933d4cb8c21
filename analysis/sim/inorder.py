"""The in-order pipeline (Entry -> InOrderIssueStage), used when MicroOpBufferSize <= 1.

llvm-mca 19's InOrderIssueStage (mca-semantics.md 2.8): no ROB and no scheduler queues; an
instruction dispatches and issues in the same cycle once its register inputs, resources and
memory group allow, and it is retired in the cycle it finishes executing. A stalled instruction
blocks everything behind it.
"""

from __future__ import annotations

from ..isa import Isa
from ..machine.model import CpuModel
from .instr_desc import InstrDesc, register_table, resource_table
from .instruction import EXECUTED, RETIRED, UNKNOWN, Instruction, ReadState, dead_reads
from .lsunit import LSUnit
from .options import STALL_LIMIT, SimOptions
from .regfile import RegisterFile, alloc_totals
from .resources import ResourceManager
from .trace import StallReason, Trace, UnitUse

_NO_EVENT = -1
_RAT = int(StallReason.RAT)


def run_in_order(region: list[InstrDesc], isa: Isa, model: CpuModel, options: SimOptions) -> Trace:
    n = len(region)
    iterations = max(1, options.iterations)
    total = n * iterations
    issue_width = max(1, model.issue_width)
    width = options.dispatch_width or issue_width
    table = resource_table(model)
    rm = ResourceManager(model, table)
    rm.restrict_to(region)
    rm.honour_acquire = options.acquire_at_cycle
    prf = RegisterFile(isa, model, register_table(isa), options.register_file_size)
    shared_reads = dead_reads(region, prf.rename_as, prf.subregs, prf.superregs)
    # PERF: producers resolved once per region (RegisterFile.static_plans) where no committed
    # write-back is ever consulted (this pipeline never eliminates moves): per position, per read
    # in order, the (position, write index, ReadAdvance) of its possible producers, and the
    # registers it allocates. A read's hazard is then computed from the latest issued instance
    # of each producing position (`last`), and reads and the mapping table keep no state.
    track_writeback = any(c < 0 for d in region for r in d.reads for _, c in r.advances)
    plans = None if track_writeback else prf.static_plans(region)
    hazards: list[tuple] = []
    allocs: list[tuple] = []
    if plans is not None:
        for p, (single, multi, _partial, alloc, _zero) in enumerate(plans):
            d = region[p]
            by_read = {k: ((q, wi, ra),) for k, q, wi, ra in single}
            for k, entries in multi:
                rd = d.reads[k]
                cands = []
                for e in dict.fromkeys(e for e in entries if e is not None):
                    q, wi = e
                    cands.append((q, wi, rd.read_advance(region[q].writes[wi].write_id) if rd.advances else 0))
                by_read[k] = tuple(cands)
            hazards.append(tuple(by_read[k] for k in sorted(by_read)))
            allocs.append(alloc_totals(alloc))
        # Reads keep no state: one shared constant per read.
        shared_reads = [([ReadState(rd, None) if dead is None or dead[0][k] is None else dead[0][k]  # type: ignore[arg-type]
                          for k, rd in enumerate(d.reads)], (), None)
                        for d, dead in zip(region, shared_reads, strict=True)]
    last: list[Instruction | None] = [None] * n
    # PERF: what the availability check and issue read, per region position.
    avail_plans = [rm.availability_plan(d) for d in region]
    issue_plans = [rm.issue_plan(d) for d in region]
    lq_size = options.load_queue
    if not lq_size and table.load_queue >= 0:
        lq_size = max(0, table.buffer_sizes[table.load_queue])
    sq_size = options.store_queue
    if not sq_size and table.store_queue >= 0:
        sq_size = max(0, table.buffer_sizes[table.store_queue])
    lsu = LSUnit(lq_size, sq_size, options.noalias)

    trace = Trace(n, iterations, 0, width, table.unit_names)
    # Per-IID columns grow as instructions are fetched (a run stopped by the cycle limit never
    # allocates the IIDs it did not reach; -iterations=10^7 used to allocate them all up front).
    cap = min(total, 4096)
    t_dispatched = [-1] * cap
    t_ready = [-1] * cap
    t_issued = [-1] * cap
    t_executed = [-1] * cap
    t_retired = [-1] * cap
    unit_cycles: list[dict[int, float]] = [{} for _ in range(n)]
    timeline_limit = n * min(max(1, options.timeline_iterations), iterations)
    unit_uses: list[tuple[UnitUse, ...]] = [()] * timeline_limit
    per_dispatched: list[int] = []
    per_issued: list[int] = []
    per_retired: list[int] = []
    stalls = [0] * len(StallReason)
    stall_events: list[tuple[int, StallReason, int]] = []
    n_files = prf.n_files
    rf_current = [0] * n_files
    rf_total = [0] * n_files
    rf_max = [0] * n_files

    issued: list[Instruction] = []
    stalled: Instruction | None = None
    stall_left = 0
    stall_kind = _NO_EVENT
    carried: Instruction | None = None
    carry_over = 0
    bandwidth = issue_width
    num_issued = 0
    last_write_back = 0
    next_iid = 0
    held: Instruction | None = None
    cycle = 0
    c_dispatched = 0
    c_issued = 0
    c_retired = 0

    def retire(ins: Instruction) -> None:
        nonlocal c_retired
        ins.stage = RETIRED
        if plans is not None:
            for f, cost in allocs[ins.pos]:
                rf_current[f] -= cost
            desc = ins.desc
            if desc.may_load or desc.may_store:
                lsu.on_instruction_retired(desc.may_load, desc.may_store)
            t_retired[ins.iid] = cycle
            c_retired += 1
            ins.writes = []  # PERF: break the instruction <-> write reference cycle
            return
        freed = [0] * n_files
        for w in ins.writes:
            prf.remove_write(w, freed)
        for f in range(n_files):
            rf_current[f] -= freed[f]
        desc = ins.desc
        if desc.may_load or desc.may_store:
            lsu.on_instruction_retired(desc.may_load, desc.may_store)
        t_retired[ins.iid] = cycle
        c_retired += 1
        # PERF: break reference cycles; the cyclic GC is paused while simulating.
        for w in ins.writes:
            w.users = []
            w.partial_write = None
        ins.reads = []
        ins.writes = []


    def executed(ins: Instruction) -> None:
        if track_writeback:
            prf.on_instruction_executed(ins.writes)
        desc = ins.desc
        if desc.may_load or desc.may_store:
            lsu.on_instruction_executed(ins.lsu_group)
        t_executed[ins.iid] = cycle

    def can_execute(ins: Instruction) -> bool:
        nonlocal stalled, stall_left, stall_kind
        if plans is not None:  # RegisterFile.raw_hazard from the static plans
            now = prf.cycle
            for cands in hazards[ins.pos]:
                found = False
                hazard = 0
                for q, wi, ra in cands:
                    prod = last[q]
                    if prod is None or prod.stage == RETIRED:
                        continue
                    w = prod.writes[wi]
                    issued_at = w.issue_cycle
                    if issued_at < 0:
                        if not found:
                            found = True
                            hazard = UNKNOWN
                        continue
                    elapsed = now - issued_at
                    ml = prod.desc.max_latency
                    left = w.latency - (elapsed if elapsed < ml else ml) - ra
                    if left > 0 and hazard < left:
                        found = True
                        hazard = left
                if found and hazard:
                    stalled, stall_left, stall_kind = ins, (1 if hazard == UNKNOWN else hazard), _RAT
                    return False
        else:
            for r in ins.reads:
                if r.independent:
                    continue
                hazard = prf.raw_hazard(r)
                if hazard:
                    stalled, stall_left, stall_kind = ins, (1 if hazard == UNKNOWN else hazard), _RAT
                    return False
        desc = ins.desc
        if rm.check_availability(desc, avail_plans[ins.pos]):
            stalled, stall_left, stall_kind = ins, 1, int(StallReason.GROUP)
            return False
        if (desc.may_load or desc.may_store) and not lsu.is_ready(ins.lsu_group):
            stalled, stall_left, stall_kind = ins, 1, _NO_EVENT
            return False
        if last_write_back and not desc.retire_ooo:
            first = desc.max_latency
            for w in ins.writes:
                # Not issued yet: llvm-mca's UNKNOWN cycles left fall back to the write latency.
                first = min(first, max(0, w.latency))
            if first < last_write_back:
                stalled, stall_left, stall_kind = ins, last_write_back - first, _NO_EVENT
                return False
        return True

    def notify_stall() -> None:
        if stall_kind != _NO_EVENT and stalled is not None:
            stalls[stall_kind] += 1
            stall_events.append((cycle, StallReason(stall_kind), stalled.iid))

    def try_issue(ins: Instruction) -> None:
        nonlocal bandwidth, num_issued, carry_over, carried, last_write_back, c_dispatched, c_issued
        if not can_execute(ins):
            bandwidth = 0
            return
        desc = ins.desc
        ins.dispatch(cycle)
        iid = ins.iid
        if plans is not None:
            # Every producer has issued (can_execute): nothing to register.
            for f, cost in allocs[ins.pos]:
                rf_current[f] += cost
                rf_total[f] += cost
                if rf_current[f] > rf_max[f]:
                    rf_max[f] = rf_current[f]
            last[ins.pos] = ins
        else:
            used_regs = [0] * n_files
            prf.add_reads(ins.reads)
            for w in ins.writes:
                prf.add_write(w, iid, used_regs)
            for f in range(n_files):
                if used_regs[f]:
                    rf_current[f] += used_regs[f]
                    rf_total[f] += used_regs[f]
                    rf_max[f] = max(rf_max[f], rf_current[f])
        uops = desc.uops
        t_dispatched[iid] = cycle
        c_dispatched += uops
        used = rm.issue(desc, issue_plans[ins.pos]) if desc.resources else []
        ins.execute(cycle)
        if desc.may_load or desc.may_store:
            lsu.on_instruction_issued(ins.lsu_group)
        t_ready[iid] = cycle
        t_issued[iid] = cycle
        c_issued += uops
        if used:
            pos_cycles = unit_cycles[ins.pos]
            for col, cycles in used:
                pos_cycles[col] = pos_cycles.get(col, 0) + cycles
            if iid < timeline_limit:  # PERF: only the timeline's iterations keep their units
                unit_uses[iid] = tuple([UnitUse(col, cycles) for col, cycles in used])
        carry = uops > bandwidth
        if carry:
            carry_over = uops - bandwidth
            carried = ins
            bandwidth = 0
        else:
            num_issued += uops
            bandwidth = 0 if desc.end_group else bandwidth - uops
        if ins.stage == EXECUTED and not carry:
            executed(ins)
            retire(ins)
            return
        issued.append(ins)
        if not desc.retire_ooo:
            last_write_back = desc.max_latency

    def next_instruction() -> Instruction | None:
        nonlocal next_iid, cap
        if next_iid >= total:
            return None
        iid = next_iid
        next_iid += 1
        if iid >= cap:
            size = min(total, 2 * cap)
            extra = [-1] * (size - cap)
            for column in (t_dispatched, t_ready, t_issued, t_executed, t_retired):
                column.extend(extra)
            cap = size
        pos = iid % n
        return Instruction(iid, pos, region[pos], shared_reads[pos])

    max_cycles = options.max_cycles
    last_progress = 0
    while True:
        c_dispatched = c_issued = c_retired = 0
        # ---- InOrderIssue.cycleStart
        num_issued = 0
        bandwidth = issue_width
        if prf.moves_dirty:
            prf.cycle_start()
        if rm.busy:
            rm.cycle_event()
        if issued:
            kept: list[Instruction] = []
            for ins in issued:
                if cycle < ins.executed_at:
                    kept.append(ins)
                    continue
                ins.stage = EXECUTED
                # llvm-mca 19 (InOrderIssueStage::updateIssuedInst) neither notifies nor retires
                # an instruction that completes while any instruction is carried over: its
                # registers stay mapped (RegisterFileStatistics) and it never retires.
                if carried is None:
                    executed(ins)
                    retire(ins)
            issued = kept
        if carried is not None:
            if carry_over > bandwidth:
                carry_over -= bandwidth
                bandwidth = 0
            else:
                bandwidth = 0 if carried.desc.end_group else bandwidth - carry_over
                if carried.stage == EXECUTED:
                    executed(carried)
                    retire(carried)
                carried = None
                carry_over = 0
        if stalled is not None:
            if not stall_left:
                retry = stalled
                stalled = None
                stall_kind = _NO_EVENT
                try_issue(retry)
            if stalled is not None and stall_left:
                notify_stall()
                bandwidth = 0
        # ---- Entry.cycleStart
        if held is None:
            held = next_instruction()
        # ---- feed loop
        while held is not None and stalled is None and carried is None:
            uops = held.desc.uops
            if bandwidth < uops and uops <= issue_width:
                break
            if held.desc.begin_group and num_issued:
                break
            ins = held
            desc = ins.desc
            if desc.may_load or desc.may_store:
                ins.lsu_group = lsu.dispatch(desc.may_load, desc.may_store, desc.load_barrier,
                                             desc.store_barrier)
            try_issue(ins)
            if stalled is not None:
                notify_stall()
            held = next_instruction()
        # ---- cycle end
        prf.cycle += 1  # RegisterFile.cycle_end
        if stalled is not None and stall_left:
            stall_left -= 1
        if last_write_back > 0:
            last_write_back -= 1
        per_dispatched.append(c_dispatched)
        per_issued.append(c_issued)
        per_retired.append(c_retired)
        cycle += 1
        if held is None and next_iid >= total and not issued and stalled is None and carried is None:
            break
        if c_dispatched or c_issued or c_retired:
            last_progress = cycle
        elif cycle - last_progress > STALL_LIMIT:
            trace.extra["truncated"], trace.extra["stuck"] = (cycle, max_cycles), True  # nothing can ever move again
            break
        if cycle >= max_cycles:  # every cycle is simulated one by one here
            trace.extra["truncated"] = (cycle, max_cycles)
            break

    trace.store_run(
        total_cycles=cycle,
        instruction_cycles=(t_dispatched, t_ready, t_issued, t_executed, t_retired),
        cycle_counts=(per_dispatched, per_issued, per_retired, [0] * cycle),
        unit_cycles=unit_cycles,
        unit_uses=unit_uses,
        stalls=stalls,
        stall_events=stall_events,
        unit_resource=table.unit_resource,
    )
    trace.extra["eliminated"] = []
    trace.extra["rob_size"] = 0
    trace.extra["retire_limit"] = 0
    trace.extra["in_order"] = True
    trace.extra["buffer_usage"] = []
    trace.extra["register_files"] = [
        (prf.file_names[f], prf.file_size[f], rf_total[f], rf_max[f]) for f in range(n_files)
    ]
    trace.extra["move_elimination"] = []
    return trace
