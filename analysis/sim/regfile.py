"""RegisterFile: register renaming, RAW dependencies, physical-register costs, move elimination.

llvm-mca 19's RegisterFile (mca-semantics.md 3). File #0 sees every register (size from
-register-file-size, 0 = unbounded); files 1..k come from the model. The mapping table keeps,
per register, the latest write (live WriteState, or after retirement only the write-back cycle
and write id) and an alias set by move elimination.
"""

from __future__ import annotations

from operator import itemgetter

from ..isa import Isa
from ..machine.model import CpuModel
from .instr_desc import RegisterTable, WriteDesc
from .instruction import RETIRED, UNKNOWN, ReadState, WriteState

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from typing import Any

# PERF: per register table (by identity, kept alive here): each register with its sub-registers,
# and an itemgetter of their mappings (read-only once built).
_LOOKUPS: dict[int, tuple] = {}


class RegisterFile:
    """Register mapping table plus one usage tracker per register file."""

    __slots__ = (
        "alias",
        "allocated",
        "allow_move_elim",
        "bounded",
        "committed_cycle",
        "committed_id",
        "cost_of",
        "cycle",
        "file_names",
        "file_of",
        "file_size",
        "file_used",
        "live",
        "max_moves",
        "max_used",
        "moves_dirty",
        "moves_this_cycle",
        "n_files",
        "regs",
        "rename_as",
        "self_and_subs",
        "sub_getter",
        "subregs",
        "superregs",
        "write_subregs",
        "zero",
        "zero_moves_only",
    )

    def __init__(self, isa: Isa, model: CpuModel, regs: RegisterTable, file0_size: int) -> None:
        n = len(regs.names)
        self.regs = regs
        self.subregs = regs.subregs
        self.superregs = regs.superregs
        # what a write updates; reads look at every sub-register (`subregs`)
        self.write_subregs = regs.write_subregs if regs.write_subregs is not None else regs.subregs
        self.file_of = [0] * n
        self.cost_of = [1] * n
        self.rename_as = [0] * n
        self.allow_move_elim = [False] * n
        self.alias = [0] * n
        self.live: list[WriteState | None] = [None] * n
        self.committed_cycle: list[int | None] = [None] * n
        self.committed_id = [0] * n
        self.zero = [False] * n
        self.file_size = [max(0, file0_size)]
        self.file_used = [0]
        self.max_moves = [0]
        self.zero_moves_only = [False]
        self.file_names = ["default"]
        for rf in model.register_files:
            fi = len(self.file_size)
            self.file_size.append(max(0, rf.physical_registers))
            self.file_used.append(0)
            self.max_moves.append(rf.max_moves_eliminated_per_cycle)
            self.zero_moves_only.append(rf.allow_zero_move_elimination_only)
            self.file_names.append(rf.name)
            for entry in rf.classes:
                members = isa.register_classes.get(entry.reg_class, frozenset())
                ordered = sorted(regs.index[m] for m in members if m in regs.index)
                for r in ordered:
                    self.file_of[r] = fi
                    self.cost_of[r] = entry.cost
                    self.rename_as[r] = r
                    self.allow_move_elim[r] = entry.allow_move_elimination
                    for sub in self.subregs[r]:
                        if not self.file_of[sub]:
                            self.file_of[sub] = fi
                            self.cost_of[sub] = entry.cost
                            self.rename_as[sub] = r
        self.n_files = len(self.file_size)
        # Statistics: physical registers allocated so far and the most in use at once, per file.
        self.allocated = [0] * self.n_files
        self.max_used = [0] * self.n_files
        # PERF: with every file unbounded (most Intel models) the RAT check is always true.
        self.bounded = any(self.file_size)
        hit = _LOOKUPS.get(id(regs))
        if hit is None or hit[0] is not regs:
            self_and_subs = [(r, *subs) for r, subs in enumerate(self.subregs)]
            hit = _LOOKUPS[id(regs)] = (
                regs, self_and_subs, [itemgetter(*rs) if len(rs) > 1 else None for rs in self_and_subs])
        self.self_and_subs = hit[1]
        self.sub_getter = hit[2]
        self.moves_this_cycle = [0] * self.n_files
        self.moves_dirty = False  # some move was eliminated since cycle_start
        self.cycle = 0

    # ------------------------------------------------------------------ dispatch checks (3.4)
    def is_available(self, writes: list[WriteState] | tuple[WriteDesc, ...]) -> bool:
        """False when some register file lacks room for all of `writes` (a RAT stall)."""
        if not writes or not self.bounded:
            return True
        needed = [0] * self.n_files
        file_of = self.file_of
        cost_of = self.cost_of
        for w in writes:
            r = w.reg
            f = file_of[r]
            if f:
                needed[f] += cost_of[r]
            needed[0] += cost_of[r]
        for f, need in enumerate(needed):
            if not need:
                continue
            size = self.file_size[f]
            if not size:
                continue
            if size < need:
                need = size
            if size < self.file_used[f] + need:
                return False
        return True

    def _allocate(self, reg: int, used: list[int] | None) -> None:
        f = self.file_of[reg]
        cost = self.cost_of[reg]
        file_used = self.file_used
        if f:
            file_used[f] += cost
            self.allocated[f] += cost
            if file_used[f] > self.max_used[f]:
                self.max_used[f] = file_used[f]
            if used is not None:
                used[f] += cost
        file_used[0] += cost
        self.allocated[0] += cost
        if file_used[0] > self.max_used[0]:
            self.max_used[0] = file_used[0]
        if used is not None:
            used[0] += cost

    # ------------------------------------------------------------------ writes (3.3)
    def add_write(self, w: WriteState, iid: int, used: list[int] | None = None) -> None:
        reg = w.reg
        if not reg:
            return
        writes_zero = w.writes_zero
        eliminated = w.eliminated
        allocate = not writes_zero and not eliminated
        rename = self.rename_as[reg]
        w.prf = self.file_of[reg]
        live = self.live
        if rename and rename != reg:
            reg = rename
            if not w.clears_super:
                allocate = False
                other = live[reg]
                if other is not None and other.owner.iid != iid:
                    other.add_partial_user(w, self.cycle)
        zero = self.zero
        zreg = reg if w.clears_super else w.reg
        zero[zreg] = writes_zero
        for sub in self.write_subregs[zreg]:
            zero[sub] = writes_zero
        if not eliminated:
            other = live[reg]
            if other is not None and other.owner.iid == iid and other.latency > w.latency:
                if allocate:
                    self._allocate(reg, used)
                return
            alias = self.alias
            committed = self.committed_cycle
            live[reg] = w
            alias[reg] = 0
            committed[reg] = None
            for sub in self.write_subregs[reg]:
                live[sub] = w
                alias[sub] = 0
                committed[sub] = None
            if allocate:
                self._allocate(reg, used)
        if not w.clears_super:
            return
        for sup in self.superregs[reg]:
            if not eliminated:
                live[sup] = w
                self.alias[sup] = 0
                self.committed_cycle[sup] = None
            zero[sup] = writes_zero

    def remove_write(self, w: WriteState, freed: list[int] | None = None) -> None:
        """Retirement: free physical registers and turn mappings into committed writes."""
        if w.eliminated:
            return
        reg = w.reg
        if not reg:
            return
        free = not w.writes_zero
        rename = self.rename_as[reg]
        if rename and rename != reg:
            reg = rename
            if not w.clears_super:
                free = False
        if free:
            f = self.file_of[reg]
            cost = self.cost_of[reg]
            if f:
                self.file_used[f] -= cost
                if freed is not None:
                    freed[f] += cost
            self.file_used[0] -= cost
            if freed is not None:
                freed[0] += cost
        live = self.live
        if live[reg] is w:
            live[reg] = None
            self.committed_id[reg] = w.write_id
        for r in self.subregs[reg]:
            if live[r] is w:
                live[r] = None
                self.committed_id[r] = w.write_id
        if w.clears_super:
            for r in self.superregs[reg]:
                if live[r] is w:
                    live[r] = None
                    self.committed_id[r] = w.write_id

    def on_instruction_executed(self, writes: list[WriteState]) -> None:
        """Record write-back cycles (only used by negative ReadAdvance)."""
        live = self.live
        for w in writes:
            if w.eliminated:
                return
            reg = w.reg
            if not reg:
                continue
            rename = self.rename_as[reg]
            if rename and rename != reg:
                reg = rename
            targets = [reg, *self.subregs[reg]]
            if w.clears_super:
                targets.extend(self.superregs[reg])
            for r in targets:
                if live[r] is w:
                    self.committed_cycle[r] = self.cycle

    # ------------------------------------------------------------------ reads (3.6)
    def add_reads(self, reads: list[ReadState]) -> None:
        """Register an instruction's reads with their producers, in order (PERF: one call per
        instruction; nothing a read does changes the mapping table the next one looks at)."""
        zero = self.zero
        aliases = self.alias
        live = self.live
        sub_getter = self.sub_getter
        for rs in reads:
            if rs.independent:
                continue
            reg = rs.reg
            if zero[reg]:
                rs.is_zero = True
            alias = aliases[reg]
            if alias:
                reg = alias
            desc = rs.desc
            advances = desc.advances
            # PERF: usually one write covers the register and all its sub-registers: their
            # mappings in one C call, and the general case (distinct writes, committed write-backs
            # of a negative ReadAdvance) only when they differ.
            getter = sub_getter[reg]
            if getter is None:
                first = live[reg]
            else:
                entries = getter(live)
                first = entries[0]
                if entries.count(first) != len(entries):
                    self._collect(reg, desc, advances, rs)
                    continue
            if first is None:
                if advances:
                    self._collect(reg, desc, advances, rs)
                continue  # else rs.set_dependent_writes(0): nothing to wait for
            # One producer: set_dependent_writes(1) and add_user inlined.
            rs.dependent_writes = 1
            rs.owner.unknown += 1  # type: ignore[union-attr]
            ra = desc.read_advance(first.write_id) if advances else 0
            if first.issue_cycle >= 0 or first.eliminated:
                now = self.cycle
                left = first.cycles_left(now) - ra
                rs.write_start(left if left > 0 else 0, now, first)
                continue
            first.users.append((rs, ra))
            owner = first.owner
            owner.num_users += 1
            owner.rank -= 1
            if owner.ready_group is not None:
                owner.ready_group.lowered(owner)

    def _collect(self, reg: int, desc, advances, rs: ReadState) -> None:
        """add_reads' general case: distinct writes on sub-registers, committed write-backs."""
        live = self.live
        first: WriteState | None = None
        writes: list[WriteState] | None = None
        committed: list[int] | None = None
        for r in self.self_and_subs[reg]:
            w = live[r]
            if w is not None:
                if first is None:
                    first = w
                elif w is not first and (writes is None or w not in writes):
                    if writes is None:
                        writes = [w]
                    else:
                        writes.append(w)
            elif advances:
                wb = self.committed_cycle[r]
                if wb is not None:
                    ra = desc.read_advance(self.committed_id[r])
                    if ra < 0:
                        elapsed = self.cycle - wb
                        if elapsed < -ra:
                            if committed is None:
                                committed = []
                            committed.append(-ra - elapsed)
        if first is None and committed is None:
            return  # rs.set_dependent_writes(0): nothing to wait for
        self._attach(rs, desc, advances, first, writes, committed)

    def _attach(self, rs: ReadState, desc, advances, first: WriteState | None,
                writes: list[WriteState] | None, committed: list[int] | None) -> None:
        """Register `rs` with its producers (and committed write-backs still in flight)."""
        if writes:
            # llvm-mca sorts the collected writes by address: one instruction's writes in def
            # order (its WriteStates are one array). Which equal-latency write a read names as its
            # critical dependency depends on it (an AArch64 `ldp q24, q25` read as {v24, v25}).
            ordered: list[WriteState] = [first, *writes]  # type: ignore[list-item]  # first is set here
            owners = {id(w.owner): k for k, w in enumerate(reversed(ordered))}
            ordered.sort(key=lambda w: (-owners[id(w.owner)], w.owner.writes.index(w)))
            first, writes = ordered[0], ordered[1:]
        now = self.cycle
        rs.set_dependent_writes((first is not None) + (len(writes) if writes else 0)
                                + (len(committed) if committed else 0))
        if first is not None:
            first.add_user(rs, desc.read_advance(first.write_id) if advances else 0, now)
            if writes:
                for w in writes:
                    w.add_user(rs, desc.read_advance(w.write_id) if advances else 0, now)
        if committed:
            for cycles in committed:
                rs.write_start(cycles, now)

    # ------------------------------------------------------------------ move elimination (3.5)
    def try_eliminate(self, writes: list[WriteState], reads: list[ReadState]) -> bool:
        n = len(writes)
        if n != len(reads) or n == 0 or n > 2:
            return False
        f = self.file_of[writes[0].reg]
        limit = self.max_moves[f]
        if limit and self.moves_this_cycle[f] + n > limit:
            return False
        file_of = self.file_of
        rename_as = self.rename_as
        for i in range(n):
            rs = reads[i]
            ws = writes[n - 1 - i]
            if file_of[rs.reg] != f or file_of[ws.reg] != f:
                return False
            if not self.allow_move_elim[rename_as[ws.reg]]:
                return False
            if rename_as[ws.reg] and rename_as[ws.reg] != ws.reg and not ws.clears_super:
                return False
            if self.zero_moves_only[f] and not self.zero[rs.reg]:
                return False
        alias = self.alias
        for i in range(n):
            rs = reads[i]
            ws = writes[n - 1 - i]
            aliased = rename_as[rs.reg] or rs.reg
            alias_reg = rename_as[ws.reg] or ws.reg
            if alias[aliased]:
                aliased = alias[aliased]
            alias[alias_reg] = aliased
            for sub in self.write_subregs[alias_reg]:
                alias[sub] = aliased
            if self.zero[rs.reg]:
                ws.writes_zero = True
                rs.is_zero = True
            ws.eliminated = True
            self.moves_this_cycle[f] += 1
            self.moves_dirty = True
        return True

    def cycle_start(self) -> None:
        self.moves_dirty = False
        moves = self.moves_this_cycle
        for i in range(len(moves)):
            moves[i] = 0

    def cycle_end(self) -> None:
        self.cycle += 1


    # ------------------------------------------------------------------ producers resolved once (PERF)
    def can_eliminate(self, region) -> bool:
        """Whether some optimizable move of `region` passes try_eliminate's static checks (then
        the mapping table is dynamic: an eliminated move aliases registers)."""
        file_of = self.file_of
        rename_as = self.rename_as
        for d in region:
            if not d.optimizable_move:
                continue
            n = len(d.writes)
            if n != len(d.reads) or n == 0 or n > 2:
                continue
            f = file_of[d.writes[0].reg]
            ok = True
            for i in range(n):
                rd = d.reads[i]
                wd = d.writes[n - 1 - i]
                r = rename_as[wd.reg]
                if file_of[rd.reg] != f or file_of[wd.reg] != f or not self.allow_move_elim[r] or (
                        r and r != wd.reg and not wd.clears_super):
                    ok = False
                    break
            if ok:
                return True
        return False

    def static_plans(self, region) -> list | None:
        """PERF: the region's producers resolved once (the mapping table run symbolically).

        Valid when no move can be eliminated and no committed write-back is ever consulted (no
        negative ReadAdvance): the mapping of a register is then the latest write of the region
        before the read in program order, unless that write's instruction retired. Every such
        write is the latest dispatched instance of its position, so a read names (position, write
        index) pairs. Returns per position (single, multi, partial, alloc, zero_reads) or None
        when the region does not fit (checked over four iterations):

        * single: (read index, position, write index, ReadAdvance) of reads with one producer;
        * multi: (read index, per register of the read and its sub-registers: (position, write
          index) or None) of reads whose sub-registers map to distinct writes;
        * partial: (write index, position, write index) of partial writes and the older write of
          their renamed register they wait on (a false dependency), not of the same instance;
        * alloc: (file, cost) of each physical register the instruction allocates;
        * zero_reads: read indices whose register holds a zero idiom's result (steady state).
        """
        n_pos = len(region)
        n_regs = len(self.file_of)
        live: list[tuple[int, int, int] | None] = [None] * n_regs  # (iteration, position, write)
        zero = [False] * n_regs
        rename_as = self.rename_as
        subregs = self.write_subregs  # what the writes below update
        superregs = self.superregs
        self_and_subs = self.self_and_subs
        file_of = self.file_of
        cost_of = self.cost_of
        per_iter: list[list[tuple]] = []
        for it in range(4):
            plans = []
            for p, d in enumerate(region):
                # Any (reads, partial, alloc): lists here, tuples where the loop below rebinds
                # them (a compiled build checks a declared type)
                reads: Any = []
                for k, rd in enumerate(d.reads):
                    if rd.independent:
                        continue
                    # Any: a list here, a tuple where the loop below rebinds it (a compiled build
                    # checks a declared type)
                    entries: Any = []
                    for r in self_and_subs[rd.reg]:
                        tok = live[r]
                        if tok is None:
                            entries.append(None)
                            continue
                        ti, q, wi = tok
                        if not ((ti == it and q < p) or (ti == it - 1 and q >= p)):
                            return None
                        entries.append((q, wi))
                    reads.append((k, tuple(entries), zero[rd.reg]))
                partial: Any = []
                alloc: Any = []
                for wi, wd in enumerate(d.writes):
                    reg = wd.reg
                    if not reg:
                        continue
                    writes_zero = d.zero_idiom
                    allocate = not writes_zero
                    rename = rename_as[reg]
                    if rename and rename != reg:
                        reg = rename
                        if not wd.clears_super:
                            allocate = False
                            other = live[reg]
                            if other is not None and (other[0], other[1]) != (it, p):
                                ti, q, owi = other
                                if not ((ti == it and q < p) or (ti == it - 1 and q >= p)):
                                    return None
                                partial.append((wi, q, owi))
                    zreg = reg if wd.clears_super else wd.reg
                    zero[zreg] = writes_zero
                    for sub in subregs[zreg]:
                        zero[sub] = writes_zero
                    if allocate:
                        alloc.append((file_of[reg], cost_of[reg]))
                    other = live[reg]
                    if other is not None and (other[0], other[1]) == (it, p) and \
                            region[p].writes[other[2]].latency > wd.latency:
                        continue
                    tok = (it, p, wi)
                    live[reg] = tok
                    for sub in subregs[reg]:
                        live[sub] = tok
                    if not wd.clears_super:
                        continue
                    for sup in superregs[reg]:
                        live[sup] = tok
                        zero[sup] = writes_zero
                plans.append((tuple(reads), tuple(partial), tuple(alloc)))
            per_iter.append(plans)
        steady = per_iter[1]
        if per_iter[2] != steady or per_iter[3] != steady:
            return None
        out = []
        for p in range(n_pos):
            reads, partial, alloc = steady[p]
            first_reads, first_partial, first_alloc = per_iter[0][p]
            # The first iteration sees no previous one: the same plan with those entries None.
            if first_alloc != alloc or first_partial != tuple(e for e in partial if e[1] < p):
                return None
            for (k, entries, z), (k0, entries0, z0) in zip(reads, first_reads, strict=True):
                if k != k0 or (z != z0 and region[p].optimizable_move) or entries0 != tuple(
                        None if e is None or e[0] >= p else e for e in entries):
                    return None
            desc = region[p]
            single = []
            multi = []
            for k, entries, _z in reads:
                distinct = set(entries)
                if distinct == {None}:
                    continue  # never a producer
                rd = desc.reads[k]
                if len(distinct) == 1:
                    q, wi = entries[0]
                    ra = rd.read_advance(region[q].writes[wi].write_id) if rd.advances else 0
                    single.append((k, q, wi, ra))
                else:
                    multi.append((k, entries))
            # Zero registers matter to move elimination's statistics only.
            zero_reads = tuple(k for k, _e, z in reads if z) if desc.optimizable_move else ()
            out.append((tuple(single), tuple(multi), partial, alloc, zero_reads))
        return out

    def attach_static(self, rs: ReadState, entries: tuple, last: list) -> None:
        """A read whose register and sub-registers map to distinct writes (static_plans' multi
        entries): its live producers in mapping-table order, as _collect finds them."""
        first: WriteState | None = None
        writes: list[WriteState] | None = None
        for e in entries:
            if e is None:
                continue
            prod = last[e[0]]
            if prod is None or prod.stage == RETIRED:
                continue
            w = prod.writes[e[1]]
            if first is None:
                first = w
            elif w is not first and (writes is None or w not in writes):
                if writes is None:
                    writes = [w]
                else:
                    writes.append(w)
        if first is not None:
            desc = rs.desc
            self._attach(rs, desc, desc.advances, first, writes, None)

    # ------------------------------------------------------------------ in-order hazards (2.8)
    def raw_hazard(self, rs: ReadState) -> int:
        """Cycles until `rs` can be read (0 = no hazard, UNKNOWN = producer not yet issued)."""
        reg = rs.reg
        alias = self.alias[reg]
        if alias:
            reg = alias
        live = self.live
        desc = rs.desc
        found = False
        hazard = 0
        seen: list[WriteState] = []
        for r in (reg, *self.subregs[reg]):
            w = live[r]
            if w is not None:
                if w in seen:
                    continue
                seen.append(w)
                cycles_left = w.cycles_left(self.cycle)
                if cycles_left == UNKNOWN:
                    if not found:
                        found = True
                        hazard = UNKNOWN
                    continue
                left = cycles_left - (desc.read_advance(w.write_id) if desc.advances else 0)
                if left > 0 and hazard < left:
                    found = True
                    hazard = left
            else:
                wb = self.committed_cycle[r]
                if wb is not None and desc.advances:
                    ra = desc.read_advance(self.committed_id[r])
                    if ra < 0:
                        left = -ra - (self.cycle - wb)
                        if left > 0 and hazard < left:
                            found = True
                            hazard = left
        return hazard if found else 0


def alloc_totals(alloc: tuple) -> tuple:
    """(file, cost) allocations -> (file, total cost) per file, file #0 (every register) included."""
    totals: dict[int, int] = {}
    for f, cost in alloc:
        if f:
            totals[f] = totals.get(f, 0) + cost
        totals[0] = totals.get(0, 0) + cost
    return tuple(sorted(totals.items()))
