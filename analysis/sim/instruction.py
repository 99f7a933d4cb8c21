"""Dynamic instruction state: one Instruction per IID with its ReadState/WriteState objects.

Mirrors llvm-mca's Instruction.{h,cpp} state machine (mca-semantics.md 2.5): DISPATCHED ->
PENDING -> READY -> EXECUTING -> EXECUTED -> RETIRED, with reads waiting on producer writes and
partial writes waiting on an older write (false dependencies).
"""

from __future__ import annotations

from ..instr_desc import InstrDesc, ReadDesc, WriteDesc

UNKNOWN = -512  # llvm-mca's UNKNOWN_CYCLES

DISPATCHED = 1
PENDING = 2
READY = 3
EXECUTING = 4
EXECUTED = 5
RETIRED = 6


class ReadState:
    """A register read: ready once every producing write reported its remaining cycles."""

    __slots__ = (
        "crit_cycles",
        "crit_src",
        "cycles_left",
        "dependent_writes",
        "desc",
        "independent",
        "is_zero",
        "ready",
        "reg",
        "total_cycles",
    )

    def __init__(self, desc: ReadDesc) -> None:
        self.desc = desc
        self.reg = desc.reg
        self.dependent_writes = 0
        self.total_cycles = 0
        self.cycles_left = UNKNOWN
        self.ready = True
        self.independent = desc.independent
        self.is_zero = False
        # llvm-mca's CriticalDependency of this read: the producer write that set total_cycles.
        self.crit_src: WriteState | None = None
        self.crit_cycles = 0

    def set_dependent_writes(self, count: int) -> None:
        self.dependent_writes = count
        self.ready = not count

    def write_start(self, cycles: int, src: WriteState | None = None) -> None:
        """A producer issued (or was already issued): `cycles` until this read is satisfied."""
        self.dependent_writes -= 1
        if self.total_cycles < cycles:
            self.total_cycles = cycles
            self.crit_src = src
            self.crit_cycles = cycles
        if not self.dependent_writes:
            self.cycles_left = self.total_cycles
            self.ready = not self.cycles_left

    def cycle_event(self) -> None:
        if self.dependent_writes and self.total_cycles:
            self.total_cycles -= 1
            return
        if self.cycles_left == UNKNOWN:
            return
        if self.cycles_left:
            self.cycles_left -= 1
            self.ready = not self.cycles_left


class WriteState:
    """A register write; `users` are reads (with their ReadAdvance) registered before issue."""

    __slots__ = (
        "clears_super",
        "crit_cycles",
        "crit_src",
        "cycles_left",
        "dep_cycles_left",
        "dependent_write",
        "desc",
        "eliminated",
        "latency",
        "owner",
        "partial_write",
        "prf",
        "reg",
        "users",
        "write_id",
        "writes_zero",
    )

    def __init__(self, desc: WriteDesc, owner: Instruction, writes_zero: bool) -> None:
        self.desc = desc
        self.owner = owner
        self.reg = desc.reg
        self.latency = desc.latency
        self.write_id = desc.write_id
        self.clears_super = desc.clears_super
        self.writes_zero = writes_zero
        self.eliminated = False
        self.cycles_left = UNKNOWN
        self.users: list[tuple[ReadState, int]] = []
        self.partial_write: WriteState | None = None
        self.dependent_write: WriteState | None = None
        self.dep_cycles_left = 0
        self.prf = 0
        # llvm-mca's CriticalDependency of a partial write: the older write it waited for.
        self.crit_src: WriteState | None = None
        self.crit_cycles = 0

    def add_user(self, read: ReadState, read_advance: int) -> None:
        cycles_left = self.cycles_left
        if cycles_left != UNKNOWN:
            read.write_start(max(0, cycles_left - read_advance), self)
            return
        self.users.append((read, read_advance))
        self.owner.num_users += 1

    def add_partial_user(self, write: WriteState) -> None:
        """`write` is a younger partial write of the same register: a false dependency."""
        if self.cycles_left != UNKNOWN:
            write.dependent_write = None
            write.dep_cycles_left = max(0, self.cycles_left)
            write.crit_src = self
            write.crit_cycles = write.dep_cycles_left
            return
        if self.partial_write is None:
            self.owner.num_users += 1
        self.partial_write = write
        write.dependent_write = self

    def on_issued(self) -> None:
        latency = self.latency
        self.cycles_left = latency
        for read, advance in self.users:
            read.write_start(max(0, latency - advance), self)
        partial = self.partial_write
        if partial is not None:
            partial.dep_cycles_left = latency
            partial.dependent_write = None
            partial.crit_src = self
            partial.crit_cycles = latency

    def is_ready(self) -> bool:
        if self.dependent_write is not None:
            return False
        left = self.dep_cycles_left
        return not left or left < self.latency

    def cycle_event(self) -> None:
        if self.cycles_left != UNKNOWN:
            self.cycles_left -= 1
        if self.dep_cycles_left:
            self.dep_cycles_left -= 1


class Instruction:
    """One dynamic instruction (IID = iteration * N + position)."""

    __slots__ = (
        "cycles_left",
        "desc",
        "eliminated",
        "iid",
        "lsu_group",
        "num_users",
        "optimizable_move",
        "pos",
        "reads",
        "rob_slots",
        "stage",
        "writes",
    )

    def __init__(self, iid: int, pos: int, desc: InstrDesc) -> None:
        self.iid = iid
        self.pos = pos
        self.desc = desc
        self.stage = 0
        self.cycles_left = UNKNOWN
        self.num_users = 0
        self.eliminated = False
        self.lsu_group = 0
        self.rob_slots = 0
        self.optimizable_move = desc.optimizable_move
        self.reads = [ReadState(r) for r in desc.reads]
        zero = desc.zero_idiom
        self.writes = [WriteState(w, self, zero) for w in desc.writes]

    def dispatch(self) -> None:
        self.stage = DISPATCHED
        if self.update_dispatched():
            self.update_pending()

    def update_dispatched(self) -> bool:
        for r in self.reads:
            if not r.ready and (r.independent or r.cycles_left <= 0):
                return False
        for w in self.writes:
            if w.dependent_write is not None:
                return False
        self.stage = PENDING
        return True

    def update_pending(self) -> bool:
        for r in self.reads:
            if not r.ready:
                return False
        for w in self.writes:
            if not w.is_ready():
                return False
        self.stage = READY
        return True

    def execute(self) -> None:
        self.stage = EXECUTING
        self.cycles_left = self.desc.max_latency
        for w in self.writes:
            w.on_issued()
        if not self.cycles_left:
            self.stage = EXECUTED

    def force_executed(self) -> None:
        self.cycles_left = 0
        self.stage = EXECUTED

    def cycle_event(self) -> None:
        stage = self.stage
        if stage == READY:
            return
        if stage in (DISPATCHED, PENDING):
            for r in self.reads:
                r.cycle_event()
            for w in self.writes:
                w.cycle_event()
            if stage == DISPATCHED:
                if self.update_dispatched():
                    self.update_pending()
            else:
                self.update_pending()
            return
        for w in self.writes:
            w.cycle_event()
        self.cycles_left -= 1
        if not self.cycles_left:
            self.stage = EXECUTED
