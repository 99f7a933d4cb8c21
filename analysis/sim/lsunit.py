"""LSUnit: load/store queues and memory-ordering groups (mca-semantics.md 5).

Each memory instruction joins a MemoryGroup; groups are linked by order edges (released when the
predecessor group has fully issued) and data edges (released when it has fully executed). An
instruction may issue only when its group is ready.
"""

from __future__ import annotations


class MemoryGroup:
    """A set of memory instructions that become issuable together."""

    __slots__ = (
        "data_succ",
        "gid",
        "num_executed",
        "num_executed_preds",
        "num_executing",
        "num_executing_preds",
        "num_instructions",
        "num_preds",
        "order_succ",
    )

    def __init__(self, gid: int) -> None:
        self.gid = gid
        self.num_preds = 0
        self.num_executing_preds = 0
        self.num_executed_preds = 0
        self.num_instructions = 0
        self.num_executing = 0
        self.num_executed = 0
        self.order_succ: list[MemoryGroup] = []
        self.data_succ: list[MemoryGroup] = []

    def is_waiting(self) -> bool:
        return self.num_preds > self.num_executing_preds + self.num_executed_preds

    def is_pending(self) -> bool:
        return bool(self.num_executing_preds) and (
            self.num_executed_preds + self.num_executing_preds == self.num_preds
        )

    def is_ready(self) -> bool:
        return self.num_executed_preds == self.num_preds

    def is_executing(self) -> bool:
        return bool(self.num_executing) and (
            self.num_executing == self.num_instructions - self.num_executed
        )

    def is_executed(self) -> bool:
        return self.num_instructions == self.num_executed

    def add_successor(self, group: MemoryGroup, data: bool) -> None:
        if not data and self.is_executing():
            return
        group.num_preds += 1
        if self.is_executing():
            group.num_executing_preds += 1
        if data:
            self.data_succ.append(group)
        else:
            self.order_succ.append(group)

    def on_instruction_issued(self) -> bool:
        """True when the successors were told (this group is now executing)."""
        self.num_executing += 1
        if not self.is_executing():
            return False
        for g in self.order_succ:
            g.num_executed_preds += 1  # issued then immediately released (order edge)
        for g in self.data_succ:
            g.num_executing_preds += 1
        return True

    def on_instruction_executed(self) -> bool:
        """True when the data successors were told (this group has fully executed)."""
        self.num_executing -= 1
        self.num_executed += 1
        if not self.is_executed():
            return False
        for g in self.data_succ:
            g.num_executing_preds -= 1
            g.num_executed_preds += 1
        return True


class LSUnit:
    """Load queue, store queue and the current load/store/barrier groups."""

    __slots__ = (
        "cur_load",
        "cur_load_barrier",
        "cur_store",
        "cur_store_barrier",
        "groups",
        "lq_size",
        "lq_used",
        "next_id",
        "noalias",
        "released_ready",
        "released_wait",
        "sq_size",
        "sq_used",
        "stores_after_loads",
        "stores_after_stores",
        "version",
    )

    def __init__(self, lq_size: int, sq_size: int, noalias: bool, stores_after_loads: bool = True,
                 stores_after_stores: bool = True) -> None:
        # HOOK (measured models, sim/hardware.py): False drops the order edge from older loads to a
        # store (llvm-mca: a store issues only after older loads have issued); set when the model
        # describes same-address memory dependences itself (hardware.memory_dependences), which
        # make a forwarded load late and, through that edge, every later store.
        self.stores_after_loads = stores_after_loads
        # HOOK (measured models, hardware.stores_out_of_order): False drops the order edge from the
        # previous store (stores take address and data out of order; commit order is the ROB's).
        self.stores_after_stores = stores_after_stores
        self.lq_size = max(0, lq_size)
        self.sq_size = max(0, sq_size)
        self.lq_used = 0
        self.sq_used = 0
        self.noalias = noalias
        self.groups: dict[int, MemoryGroup] = {}
        self.next_id = 1
        self.cur_load = 0
        self.cur_store = 0
        self.cur_load_barrier = 0
        self.cur_store_barrier = 0
        # Bumped whenever a group's state may change.
        self.version = 0
        # PERF: ids of groups that may have stopped waiting (a predecessor issued) or become
        # ready (a predecessor issued or executed) since the scheduler last looked; it rechecks
        # only the instructions it holds for these groups.
        self.released_wait: list[int] = []
        self.released_ready: list[int] = []

    def lq_full(self) -> bool:
        return bool(self.lq_size) and self.lq_used == self.lq_size

    def sq_full(self) -> bool:
        return bool(self.sq_size) and self.sq_used == self.sq_size

    def _new_group(self) -> int:
        gid = self.next_id
        self.next_id += 1
        self.groups[gid] = MemoryGroup(gid)
        return gid

    def dispatch(self, may_load: bool, may_store: bool, load_barrier: bool,
                 store_barrier: bool) -> int:
        """Take LQ/SQ entries and place the instruction in a memory group; returns its id."""
        if may_load:
            self.lq_used += 1
        if may_store:
            self.sq_used += 1
        self.version += 1
        groups = self.groups
        noalias = self.noalias
        if may_store:
            gid = self._new_group()
            new = groups[gid]
            new.num_instructions += 1
            dom = max(self.cur_load, self.cur_load_barrier)
            if dom and (self.stores_after_loads or dom == self.cur_load_barrier):
                groups[dom].add_successor(new, not noalias)
            if self.cur_store_barrier:
                groups[self.cur_store_barrier].add_successor(new, True)
            if self.cur_store and self.cur_store != self.cur_store_barrier and self.stores_after_stores:
                groups[self.cur_store].add_successor(new, not noalias)
            self.cur_store = gid
            if store_barrier:
                self.cur_store_barrier = gid
            if may_load:
                self.cur_load = gid
                if load_barrier:
                    self.cur_load_barrier = gid
            return gid
        dom = max(self.cur_load, self.cur_load_barrier)
        new_group = (
            load_barrier
            or not dom
            or self.cur_load_barrier == dom
            or dom <= self.cur_store
            or groups[dom].is_executing()
        )
        if new_group:
            gid = self._new_group()
            new = groups[gid]
            new.num_instructions += 1
            if not noalias and self.cur_store:
                groups[self.cur_store].add_successor(new, True)
            if load_barrier:
                if dom:
                    groups[dom].add_successor(new, True)
            elif self.cur_load_barrier:
                groups[self.cur_load_barrier].add_successor(new, True)
            self.cur_load = gid
            if load_barrier:
                self.cur_load_barrier = gid
            return gid
        groups[self.cur_load].num_instructions += 1
        return self.cur_load

    def is_waiting(self, gid: int) -> bool:
        g = self.groups.get(gid)
        return g is not None and g.is_waiting()

    def is_pending(self, gid: int) -> bool:
        g = self.groups.get(gid)
        return g is not None and g.is_pending()

    def is_ready(self, gid: int) -> bool:
        g = self.groups.get(gid)
        return g is None or g.is_ready()

    def has_dependent_users(self, gid: int) -> bool:
        g = self.groups.get(gid)
        return g is not None and bool(g.order_succ or g.data_succ)

    def on_instruction_issued(self, gid: int) -> None:
        self.version += 1
        g = self.groups.get(gid)
        if g is not None and g.on_instruction_issued():
            for s in (*g.order_succ, *g.data_succ):
                self.released_wait.append(s.gid)
            for s in g.order_succ:
                self.released_ready.append(s.gid)

    def on_instruction_executed(self, gid: int) -> None:
        self.version += 1
        g = self.groups.get(gid)
        if g is None:
            return
        if g.on_instruction_executed():
            for s in g.data_succ:
                self.released_ready.append(s.gid)
        if g.is_executed():
            del self.groups[gid]
            if gid == self.cur_load:
                self.cur_load = 0
            if gid == self.cur_store:
                self.cur_store = 0
            if gid == self.cur_load_barrier:
                self.cur_load_barrier = 0
            if gid == self.cur_store_barrier:
                self.cur_store_barrier = 0

    def on_instruction_retired(self, may_load: bool, may_store: bool) -> None:
        if may_load:
            self.lq_used -= 1
        if may_store:
            self.sq_used -= 1
