"""Register renaming resolved once per region, for the out-of-order pipeline's Dispatch stage.

Where the register mapping table is static (no move elimination, no committed write-back
consulted), every read's possible producers are known per region position
(RegisterFile.static_plans): dispatch then links a read to the latest dispatched instance of
the producing position (`RenamePlans.last`) instead of renaming through the mapping table.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter

from ..isa import Isa
from ..machine.model import CpuModel
from .instr_desc import InstrDesc
from .instruction import NEVER, RETIRED, Instruction, ReadState
from .regfile import RegisterFile, alloc_totals
from .run_state import RunSetup

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from typing import Any

_READY_MAX = attrgetter("ready_max")

# PERF: static producer plans per (ISA, model, region descriptors), by identity; the entry keeps
# them alive, so their ids cannot be reused while it exists (descriptors are cached per model).
_STATIC_PLANS: dict[tuple, tuple] = {}


def static_plans(region: list[InstrDesc], isa: Isa, model: CpuModel, prf: RegisterFile,
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


class RenamePlans:
    """How Dispatch renames and Retire frees registers in this run.

    `static`: per position the plans (see static_plans), or None where the mapping table is
    dynamic. `objectless`: reads keep no ReadState (nothing reads their critical dependency,
    no pressure recording, each has at most one producer). `plain`: besides, no false
    dependencies (partial writes): an instruction's inputs are known by its ready_max alone, no
    read or write state links back to an older instruction, and writes keep no WriteState (an
    optimizable move keeps its own, for the move statistics): a reader waits on the producing
    instruction (`Instruction.waiters`) and finds an issued producer's issue cycle from its
    execution end; `plain_reads` per position (producing position, cycles from its issue, the
    same clamped at 0). `frees` per position the registers retiring it frees. `last` holds the
    latest dispatched instruction of each position. `rat_writes` the writes the RAT check counts
    (every write, kept or not). `ready_of` the scheduler's ready-cycle function where `plain`.
    Sets `setup.shared_reads` to the read states the entry stage starts every instance with."""

    __slots__ = ("frees", "last", "objectless", "plain", "plain_reads", "rat_writes", "ready_of", "static")

    def __init__(self, setup: RunSetup, isa: Isa, model: CpuModel, recording: bool) -> None:
        region = setup.region
        n = setup.n
        static = self.static = static_plans(region, isa, model, setup.prf, setup.track_writeback)
        self.rat_writes = [d.writes for d in region]
        objectless = self.objectless = static is not None and not recording and not any(plan[1] for plan in static)
        plain = self.plain = objectless and not any(plan[2] for plan in static)  # type: ignore[union-attr]
        self.ready_of = _READY_MAX if plain else None
        plain_reads: list[tuple] = []
        if plain:
            for plan in static:  # type: ignore[union-attr]
                entries = []
                for _k, q, wi, ra, _rd, _z in plan[0]:
                    wd = (static[q][4] or region[q].writes)[wi]  # type: ignore[index]
                    entries.append((q, wd.latency - ra, max(0, wd.latency - ra)))
                plain_reads.append(tuple(entries))
        self.plain_reads = plain_reads
        self.frees = [plan[3] for plan in static] if static is not None else []
        self.last: list[Instruction | None] = [None] * n
        if static is not None:
            shared_reads = setup.shared_reads
            setup.shared_reads = [(_no_producer_reads(region[p], shared_reads[p], static[p]), (),
                                   static[p][4] if not plain or region[p].optimizable_move else ())
                                  for p in range(n)]


def static_renamer(plans: RenamePlans, prf: RegisterFile) -> Callable[[Instruction, int, int, tuple, tuple, tuple], Any]:
    """Dispatch's renaming from the static plans where reads are not `plain` (objectless reads, or
    ReadStates: single and multiple producers, partial writes), as a closure (PERF: cells)."""
    objectless = plans.objectless
    last = plans.last
    attach_static = prf.attach_static

    def rename(ins: Instruction, pos: int, cycle: int, single: tuple, multi: tuple, partial: tuple) -> Any:
        """Register renaming from the static plans where reads are not `plain` (see dispatch): the
        ready cycle the reads give (an int, NEVER without a live producer, None where the reads
        decide: multi, partial)."""
        reads = ins.reads
        ready: Any = NEVER  # an int, or None where the reads decide (multi, partial)
        if objectless:
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
        return ready

    return rename
