"""Dynamic instruction state: one Instruction per IID with its ReadState/WriteState objects.

Mirrors llvm-mca's Instruction.{h,cpp} state machine (mca-semantics.md 2.5): DISPATCHED ->
PENDING -> READY -> EXECUTING -> EXECUTED -> RETIRED, with reads waiting on producer writes and
partial writes waiting on an older write (false dependencies).

PERF: llvm-mca counts every "cycles left" down once per cycle for every waiting instruction.
Here the same quantities are kept as absolute cycle numbers (e.g. a read reported `v` cycles at
cycle `t` is satisfied at `t + v`; a write issued at `i` has `latency - min(now - i, L)` cycles
left), which is exactly what the countdowns compute, so waiting costs nothing per cycle
(tools/profile_sim.py, bench36 skylake x 100 iterations: 234 -> 163 ms CPU on a loaded machine).
"""

from __future__ import annotations

from .instr_desc import InstrDesc, ReadDesc, WriteDesc

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from typing import Any

UNKNOWN = -512  # llvm-mca's UNKNOWN_CYCLES
NEVER = -(1 << 60)  # an absolute cycle before everything: "already satisfied"

DISPATCHED = 1
PENDING = 2
READY = 3
EXECUTING = 4
EXECUTED = 5
RETIRED = 6


class ReadState:
    """A register read: satisfied at `ready_at` once every producing write has reported."""

    __slots__ = ("crit_cycles", "crit_src", "dependent_writes", "desc", "independent", "is_zero",
                 "max_at", "owner", "ready_at", "reg")

    def __init__(self, desc: ReadDesc, owner: Instruction | None) -> None:
        self.desc = desc
        self.owner = owner  # None: a shared constant state (no producer, see dead_reads)
        self.reg = desc.reg
        self.dependent_writes = 0
        self.max_at = NEVER
        self.ready_at = NEVER
        self.independent = desc.independent
        self.is_zero = False
        # llvm-mca's CriticalDependency of this read (bottleneck analysis): the producer write
        # that last raised the wait, and the cycles it reported then.
        self.crit_src: WriteState | None = None
        self.crit_cycles = 0

    def set_dependent_writes(self, count: int) -> None:
        self.dependent_writes = count
        if count:
            self.owner.unknown += 1  # type: ignore[union-attr]

    def write_start(self, cycles: int, now: int, src: WriteState | None = None) -> None:
        """A producer issued (or had issued): this read is satisfied `cycles` from `now`."""
        at = now + cycles
        if at > self.max_at:
            self.max_at = at
            if cycles:
                self.crit_src = src
                self.crit_cycles = cycles
        self.dependent_writes -= 1
        if not self.dependent_writes:
            self.ready_at = self.max_at
            owner: Instruction = self.owner  # type: ignore[assignment]  # a read with a producer
            owner.unknown -= 1
            if not owner.unknown and owner.stage == DISPATCHED and owner.on_known is not None:
                owner.on_known(owner)


class WriteState:
    """A register write; `users` are reads (with their ReadAdvance) registered before issue."""

    __slots__ = ("clears_super", "crit_cycles", "crit_src", "dep_at", "dependent_write", "desc",
                 "eliminated", "issue_cycle", "latency", "owner", "partial_write", "prf", "reg",
                 "users", "write_id", "writes_zero")

    def __init__(self, desc: WriteDesc, owner: Instruction, writes_zero: bool) -> None:
        self.desc = desc
        self.owner = owner
        self.reg = desc.reg
        self.latency = desc.latency
        self.write_id = desc.write_id
        self.clears_super = desc.clears_super
        self.writes_zero = writes_zero
        self.eliminated = False
        self.issue_cycle = -1  # -1: not issued (llvm-mca: UNKNOWN_CYCLES left)
        # Any: ReadStates, or the reading Instructions where reads keep no state (pipeline's
        # `objectless` mode; a compiled build checks a declared type)
        self.users: list[tuple[Any, int]] = []
        self.partial_write: WriteState | None = None
        self.dependent_write: WriteState | None = None
        self.dep_at = NEVER  # cycle at which the older write of a false dependency is done
        self.prf = 0
        # llvm-mca's CriticalDependency of a partial write (bottleneck analysis).
        self.crit_src: WriteState | None = None
        self.crit_cycles = 0

    def cycles_left(self, now: int) -> int:
        """llvm-mca's WriteState::getCyclesLeft() at cycle `now` (UNKNOWN before issue)."""
        if self.eliminated:
            return 0
        issued = self.issue_cycle
        if issued < 0:
            return UNKNOWN
        elapsed = now - issued
        max_latency = self.owner.desc.max_latency
        return self.latency - (elapsed if elapsed < max_latency else max_latency)

    def add_user(self, read: ReadState, read_advance: int, now: int) -> None:
        if self.issue_cycle >= 0 or self.eliminated:
            left = self.cycles_left(now) - read_advance
            read.write_start(left if left > 0 else 0, now, self)
            return
        self.users.append((read, read_advance))
        owner = self.owner
        owner.num_users += 1
        owner.rank -= 1
        if owner.ready_group is not None:
            owner.ready_group.lowered(owner)

    def add_partial_user(self, write: WriteState, now: int) -> None:
        """`write` is a younger partial write of the same register: a false dependency."""
        if self.issue_cycle >= 0 or self.eliminated:
            left = self.cycles_left(now)
            write.dep_at = now + (left if left > 0 else 0)
            write.crit_src = self
            write.crit_cycles = left if left > 0 else 0
            return
        if self.partial_write is None:
            owner = self.owner
            owner.num_users += 1
            owner.rank -= 1
            if owner.ready_group is not None:
                owner.ready_group.lowered(owner)
        self.partial_write = write
        write.dependent_write = self
        write.owner.unknown += 1

    def on_issued(self, now: int) -> None:
        self.issue_cycle = now
        latency = self.latency
        for read, advance in self.users:
            left = latency - advance
            read.write_start(left if left > 0 else 0, now, self)
        if self.partial_write is not None:
            self.on_partial_issued(now)

    def on_partial_issued(self, now: int) -> None:
        """This write issued: the younger partial write waiting on it (false dependency) knows when."""
        latency = self.latency
        partial = self.partial_write
        if partial is not None:
            partial.dep_at = now + latency
            partial.crit_src = self
            partial.crit_cycles = latency
            partial.dependent_write = None
            owner = partial.owner
            owner.unknown -= 1
            if not owner.unknown and owner.stage == DISPATCHED and owner.on_known is not None:
                owner.on_known(owner)

    def ready_cycle(self) -> int:
        """First cycle at which this write no longer waits on its false dependency."""
        lat = self.latency
        return self.dep_at - (lat - 1) if lat > 1 else self.dep_at


def dead_reads(region: list[InstrDesc], rename_as: list[int], subregs: list[tuple[int, ...]],
               superregs: list[tuple[int, ...]]) -> list[tuple | None]:
    """PERF: per region position, the `shared_reads` argument of Instruction, or None.

    A read of a register that no write of the region touches (the register, its sub-registers,
    a super-register, their renamed register or a move-elimination alias) never has a producer,
    is never a zero register and never waits: its state is the same constant for every
    instruction, so one ReadState (marked independent: the register file skips it) is shared.
    Returns (a template list with the shared states, ((index, ReadDesc), ...) of the others,
    None: the writes are the descriptor's).
    """
    touched: set[int] = set()
    for d in region:
        for w in d.writes:
            for reg in (w.reg, rename_as[w.reg]):
                if reg:
                    touched.add(reg)
                    touched.update(subregs[reg])
                    touched.update(superregs[reg])
    plans: list[tuple | None] = []
    for d in region:
        dead = [not r.independent and r.reg not in touched and not touched.intersection(subregs[r.reg])
                for r in d.reads]
        if not any(dead):
            plans.append(None)
            continue
        template: list[ReadState | None] = []
        own = []
        for k, r in enumerate(d.reads):
            if dead[k]:
                rs = ReadState(r, None)  # type: ignore[arg-type]
                rs.independent = True
                template.append(rs)
            else:
                template.append(None)
                own.append((k, r))
        plans.append((template, tuple(own), None))
    return plans


class Instruction:
    """One dynamic instruction (IID = iteration * N + position)."""

    __slots__ = ("desc", "eliminated", "executed_at", "iid", "lsu_group", "num_users", "on_known",
                 "optimizable_move", "pos", "rank", "reads", "ready_group", "ready_max", "rob_slots", "stage",
                 "unknown", "waiters", "writes")

    def __init__(self, iid: int, pos: int, desc: InstrDesc, shared_reads: tuple | None = None) -> None:
        self.iid = iid
        self.pos = pos
        self.desc = desc
        self.stage = 0
        self.executed_at = -1
        self.num_users = 0
        self.rank = iid  # the scheduler's selection rank, iid - num_users (kept in step)
        self.unknown = 0  # reads with unreported producers + writes with an unissued older write
        self.on_known: Any = None
        self.ready_group: Any = None  # the scheduler's ReadyGroup holding this READY instruction
        # PERF: where reads keep no ReadState (the pipeline's static plans without pressure
        # recording), the latest cycle its producers have reported so far.
        self.ready_max = NEVER
        # PERF: (reader, cycles after this instruction's issue) of readers waiting on it, where
        # writes keep no WriteState (the pipeline's `plain` mode); None once issued.
        self.waiters: list[tuple[Instruction, int]] | None = None
        self.eliminated = False
        self.lsu_group = 0
        self.rob_slots = 0
        self.optimizable_move = desc.optimizable_move
        # PERF: plain loops (a list comprehension is one more frame in Python 3.11)
        wdescs = desc.writes
        if shared_reads is None:
            reads: list[ReadState] = []
            for r in desc.reads:
                reads.append(ReadState(r, self))
        else:  # PERF: reads that can never have a producer share one constant state (dead_reads)
            template, own, kept = shared_reads
            reads = template.copy()
            for k, r in own:
                reads[k] = ReadState(r, self)
            if kept is not None:  # PERF: only the writes someone reads (pipeline's static plans)
                wdescs = kept
        self.reads = reads
        writes: list[WriteState] = []
        if wdescs:
            zero = desc.zero_idiom
            for w in wdescs:
                writes.append(WriteState(w, self, zero))
        self.writes = writes

    def ready_cycle(self) -> int:
        """When every input is satisfied (valid once `unknown` is 0): PENDING -> READY time."""
        at = self.ready_max
        for r in self.reads:
            if r.ready_at > at:
                at = r.ready_at
        for w in self.writes:
            if w.dep_at != NEVER:
                c = w.ready_cycle()
                if c > at:
                    at = c
        return at

    def dispatch(self, now: int) -> None:
        self.stage = DISPATCHED
        if not self.unknown:
            self.stage = PENDING
            if self.ready_cycle() <= now:
                self.stage = READY

    def execute(self, now: int) -> None:
        self.stage = EXECUTING
        latency = self.desc.max_latency
        self.executed_at = now + latency
        for w in self.writes:
            w.on_issued(now)
        if not latency:
            self.stage = EXECUTED

    def force_executed(self, now: int) -> None:
        self.executed_at = now
        self.stage = EXECUTED
