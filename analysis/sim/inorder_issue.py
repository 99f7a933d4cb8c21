"""The InOrderIssue stage (llvm-mca 19's InOrderIssueStage, mca-semantics.md 2.8), over the
shared hardware units of `RunSetup`.

No ROB and no scheduler queues: an instruction dispatches and issues in the same cycle once its
register inputs, resources and memory group allow, and it is retired in the cycle it finishes
executing. A stalled instruction blocks everything behind it.

`in_order_issue` builds the stage as closures over its own state (PERF: cells, not attributes,
in the per-instruction paths) and returns its cycle hooks (`InOrderIssue`).
"""

from __future__ import annotations

from collections.abc import Callable

from .instruction import EXECUTED, RETIRED, UNKNOWN, Instruction, ReadState
from .lsunit import LSUnit
from .options import SimOptions
from .recorder import TraceRecorder, register_file_usage
from .regfile import alloc_totals
from .run_state import RunSetup
from .trace import STALL_REASONS, StallReason, UnitUse

_NO_EVENT = -1
_RAT = int(StallReason.RAT)
_GROUP = int(StallReason.GROUP)
# Stalls llvm-mca's InOrderIssueStage raises no stall event for (StallInfo DELAY and LOAD_STORE):
# negative, so they count in no llvm-mca statistic, but the stage's own record keeps them.
_DELAY = -2
_LOAD_STORE = -3
# The stage's own stall kinds (RunFacts.issue_stalls), by the code the check returns.
ISSUE_STALL_KINDS = {_RAT: "register", _GROUP: "resource", _DELAY: "write-back", _LOAD_STORE: "load-store"}


class InOrderIssue:
    """The stage's hooks: `cycle(now, held)` simulates cycle `now` (cycleStart, then instructions
    from the entry stage, `held` first, until one cannot issue, then cycleEnd; the per-cycle
    columns recorded) and returns the instruction left waiting (or None) and whether anything
    moved; `busy()` says whether any instruction is still in flight; `register_files()` the
    statistics of the register files; `issue_stalls()` what held stalled instructions (the stall
    kind's name, region position, producing position or -1, register or 0) -> cycles, and the
    write-back and load-store stall cycles as (cycle, kind name, IID), for RunFacts.issue_stalls
    and RunFacts.hazard_events (both None unless SimOptions.record_hazards)."""

    __slots__ = ("busy", "cycle", "issue_stalls", "register_files")

    def __init__(self, cycle: Callable[[int, Instruction | None], tuple[Instruction | None, int]],
                 busy: Callable[[], bool], register_files: Callable[[], list],
                 issue_stalls: Callable[[], tuple[dict | None, list | None]]) -> None:
        self.cycle = cycle
        self.busy = busy
        self.register_files = register_files
        self.issue_stalls = issue_stalls


def static_hazards(setup: RunSetup) -> tuple[list[tuple] | None, list[tuple], list[tuple]]:
    """PERF: producers resolved once per region (RegisterFile.static_plans) where no committed
    write-back is ever consulted (this pipeline never eliminates moves): per position, per read
    in order, the (position, write index, ReadAdvance) of its possible producers, and the
    registers it allocates. A read's hazard is then computed from the latest issued instance
    of each producing position, and reads and the mapping table keep no state."""
    region = setup.region
    plans = None if setup.track_writeback else setup.prf.static_plans(region)
    hazards: list[tuple] = []
    allocs: list[tuple] = []
    if plans is not None:
        for p, (single, multi, _partial, alloc, _zero) in enumerate(plans):
            d = region[p]
            by_read: dict[int, tuple] = {k: ((q, wi, ra),) for k, q, wi, ra in single}
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
        setup.shared_reads = [
            ([ReadState(rd, None) if dead is None or dead[0][k] is None else dead[0][k]  # type: ignore[arg-type]
              for k, rd in enumerate(d.reads)], (), None)
            for d, dead in zip(region, setup.shared_reads, strict=True)]
    return plans, hazards, allocs


def in_order_issue(setup: RunSetup, rec: TraceRecorder, options: SimOptions, issue_width: int,
                   entry_next: Callable[[], Instruction | None],
                   static: tuple[list[tuple] | None, list[tuple], list[tuple]]) -> InOrderIssue:
    """The stage over `setup`'s units, writing `rec`; `entry_next` is the entry stage's source,
    `static` what `static_hazards` made of the region (before the entry stage was built)."""
    region, rm, prf = setup.region, setup.rm, setup.prf
    plans, hazards, allocs = static
    last: list[Instruction | None] = [None] * setup.n
    # PERF: what issue reads, per region position.
    issue_plans = [rm.issue_plan(d) for d in region]
    lsu = LSUnit(setup.lq_size, setup.sq_size, options.noalias)
    log = _StallLog() if options.record_hazards else None  # PERF: what held each stall, when a view reads it
    check = _issue_check(setup, lsu, plans, hazards, last, log.culprit if log is not None else [-1, 0])
    # The in-order pipeline replays no steady state: the recorder's columns are never rebound.
    t_dispatched, t_ready, t_issued = rec.t_dispatched, rec.t_ready, rec.t_issued
    unit_cycles, timeline_limit, unit_uses = rec.unit_cycles, rec.timeline_limit, rec.unit_uses
    stalls, stall_events = rec.stalls, rec.stall_events
    n_files = prf.n_files
    rf_current = [0] * n_files
    rf_total = [0] * n_files
    rf_max = [0] * n_files
    executed, retire = _retirement(setup, rec, lsu, plans, allocs, rf_current)

    issued: list[Instruction] = []
    stalled: Instruction | None = None
    stall_left = 0
    stall_kind = _NO_EVENT
    carried: Instruction | None = None
    carry_over = 0
    bandwidth = issue_width
    num_issued = 0
    last_write_back = 0
    cycle = 0
    c_dispatched = 0
    c_issued = 0
    c_retired = 0

    def notify_stall() -> None:
        if stall_kind >= 0 and stalled is not None:
            stalls[stall_kind] += 1
            stall_events.append((cycle, STALL_REASONS[stall_kind], stalled.iid))
        elif log is not None and stall_kind != _NO_EVENT and stalled is not None:  # no llvm-mca event
            log.events.append((cycle, ISSUE_STALL_KINDS[stall_kind], stalled.iid))

    def try_issue(ins: Instruction) -> bool:
        """Issue `ins` now if it can; True where it has to wait (it is then `stalled`)."""
        nonlocal bandwidth, num_issued, carry_over, carried, last_write_back, c_dispatched, c_issued, c_retired
        nonlocal stalled, stall_left, stall_kind
        stall = check(ins, last_write_back)
        if stall is not None:
            stalled = ins
            stall_left, stall_kind = stall
            if log is not None:
                log.hold(stall_kind, ins.pos, stall_left)
            bandwidth = 0
            return True
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
            executed(ins, cycle)
            retire(ins, cycle)
            c_retired += 1
            return False
        issued.append(ins)
        if not desc.retire_ooo:
            last_write_back = desc.max_latency
        return False

    per_dispatched = rec.per_dispatched
    per_issued = rec.per_issued
    per_retired = rec.per_retired

    def run_cycle(now: int, held: Instruction | None) -> tuple[Instruction | None, int]:
        nonlocal cycle, c_dispatched, c_issued, c_retired, num_issued, bandwidth, issued, carried, carry_over
        nonlocal stalled, stall_kind, stall_left, last_write_back
        cycle = now
        c_dispatched = c_issued = c_retired = 0
        # ---- InOrderIssue.cycleStart: completions, retirement, the carried-over instruction, and
        # a stalled instruction's retry.
        num_issued = 0
        bandwidth = issue_width
        if prf.moves_dirty:
            prf.cycle_start()
        if rm.busy:
            rm.cycle_event()
        if issued:
            kept: list[Instruction] = []
            for ins in issued:
                if now < ins.executed_at:
                    kept.append(ins)
                    continue
                ins.stage = EXECUTED
                # llvm-mca 19 (InOrderIssueStage::updateIssuedInst) neither notifies nor retires
                # an instruction that completes while any instruction is carried over: its
                # registers stay mapped (RegisterFileStatistics) and it never retires.
                if carried is None:
                    executed(ins, now)
                    retire(ins, now)
                    c_retired += 1
            issued = kept
        if carried is not None:
            if carry_over > bandwidth:
                carry_over -= bandwidth
                bandwidth = 0
            else:
                bandwidth = 0 if carried.desc.end_group else bandwidth - carry_over
                if carried.stage == EXECUTED:
                    executed(carried, now)
                    retire(carried, now)
                    c_retired += 1
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
        # ---- Entry.cycleStart, then the instructions the entry stage offers, until one waits.
        if held is None:
            held = entry_next()
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
            # (mypyc: `stalled` is read back through try_issue's result, not the narrowed name)
            if try_issue(ins):
                notify_stall()
            held = entry_next()
        # ---- cycle end
        prf.cycle += 1  # RegisterFile.cycle_end
        if stalled is not None and stall_left:
            stall_left -= 1
        if last_write_back > 0:
            last_write_back -= 1
        per_dispatched.append(c_dispatched)
        per_issued.append(c_issued)
        per_retired.append(c_retired)
        return held, c_dispatched or c_issued or c_retired

    def busy() -> bool:
        return bool(issued) or stalled is not None or carried is not None

    def register_files() -> list:
        return register_file_usage(prf, rf_total, rf_max)

    return InOrderIssue(run_cycle, busy, register_files, log.result if log is not None else _unrecorded)


def _unrecorded() -> tuple[dict | None, list | None]:
    return None, None


class _StallLog:
    """What held stalled instructions, beside llvm-mca's statistics: `held` (stall code, region
    position, producing position or -1, register or 0) -> cycles held, the check writing the
    producer and register of a register hazard into `culprit`; `events` (cycle, stall kind name,
    IID) of each cycle a write-back or load-store stall (no llvm-mca event) held an instruction."""

    __slots__ = ("culprit", "events", "held")

    def __init__(self) -> None:
        self.culprit = [-1, 0]
        self.held: dict[tuple[int, int, int, int], int] = {}
        self.events: list[tuple[int, str, int]] = []

    def hold(self, kind: int, pos: int, cycles: int) -> None:
        culprit = self.culprit
        key = (kind, pos, culprit[0], culprit[1])
        self.held[key] = self.held.get(key, 0) + cycles
        culprit[0] = -1
        culprit[1] = 0

    def result(self) -> tuple[dict | None, list | None]:
        return {(ISSUE_STALL_KINDS[k], pos, q, reg): c for (k, pos, q, reg), c in self.held.items()}, self.events


def _issue_check(setup: RunSetup, lsu: LSUnit, plans: list[tuple] | None, hazards: list[tuple],
                 last: list[Instruction | None],
                 culprit: list[int]) -> Callable[[Instruction, int], tuple[int, int] | None]:
    """The stage's check that an instruction can issue now: register hazards (from the static
    plans and the latest issued instance of each producing position in `last`, or the register
    file), resources, memory group, and llvm-mca's in-order write-back order. A register hazard
    leaves its producing position (static plans only, else -1) and register in `culprit`."""
    rm = setup.rm
    prf = setup.prf
    # PERF: what the availability check reads, per region position.
    avail_plans = [rm.availability_plan(d) for d in setup.region]

    def check(ins: Instruction, last_write_back: int) -> tuple[int, int] | None:
        """None where `ins` can issue now, else (cycles to wait, the stall it counts)."""
        if plans is not None:  # RegisterFile.raw_hazard from the static plans
            now = prf.cycle
            for cands in hazards[ins.pos]:
                found = False
                hazard = 0
                who = -1
                reg = 0
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
                            who = q
                            reg = w.reg
                        continue
                    elapsed = now - issued_at
                    ml = prod.desc.max_latency
                    left = w.latency - (elapsed if elapsed < ml else ml) - ra
                    if left > 0 and hazard < left:
                        found = True
                        hazard = left
                        who = q
                        reg = w.reg
                if found and hazard:
                    culprit[0] = who
                    culprit[1] = reg
                    return (1 if hazard == UNKNOWN else hazard), _RAT
        else:
            for r in ins.reads:
                if r.independent:
                    continue
                hazard = prf.raw_hazard(r)
                if hazard:
                    culprit[1] = r.reg
                    return (1 if hazard == UNKNOWN else hazard), _RAT
        desc = ins.desc
        if rm.check_availability(desc, avail_plans[ins.pos]):
            return 1, _GROUP
        if (desc.may_load or desc.may_store) and not lsu.is_ready(ins.lsu_group):
            return 1, _LOAD_STORE
        if last_write_back and not desc.retire_ooo:
            first = desc.max_latency
            for w in ins.writes:
                # Not issued yet: llvm-mca's UNKNOWN cycles left fall back to the write latency.
                first = min(first, max(0, w.latency))
            if first < last_write_back:
                return last_write_back - first, _DELAY
        return None

    return check


def _retirement(setup: RunSetup, rec: TraceRecorder, lsu: LSUnit, plans: list[tuple] | None, allocs: list[tuple],
                rf_current: list[int]) -> tuple[Callable[[Instruction, int], None], Callable[[Instruction, int], None]]:
    """The stage's (executed, retire): an instruction's execution end, and its retirement (its
    registers freed, from the static plans' `allocs` where there are any)."""
    prf = setup.prf
    n_files = prf.n_files
    track_writeback = setup.track_writeback
    t_executed = rec.t_executed
    t_retired = rec.t_retired

    def retire(ins: Instruction, cycle: int) -> None:
        ins.stage = RETIRED
        if plans is not None:
            for f, cost in allocs[ins.pos]:
                rf_current[f] -= cost
            desc = ins.desc
            if desc.may_load or desc.may_store:
                lsu.on_instruction_retired(desc.may_load, desc.may_store)
            t_retired[ins.iid] = cycle
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
        # PERF: break reference cycles; the cyclic GC is paused while simulating.
        for w in ins.writes:
            w.users = []
            w.partial_write = None
        ins.reads = []
        ins.writes = []

    def executed(ins: Instruction, cycle: int) -> None:
        if track_writeback:
            prf.on_instruction_executed(ins.writes)
        desc = ins.desc
        if desc.may_load or desc.may_store:
            lsu.on_instruction_executed(ins.lsu_group)
        t_executed[ins.iid] = cycle

    return executed, retire
