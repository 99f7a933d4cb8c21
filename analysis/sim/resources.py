"""ResourceManager: processor-resource units, groups, round robin, reservations and buffers.

Behaviour of llvm-mca 19's ResourceManager (mca-semantics.md 4.1, 4.3-4.5, 4.7). Every resource
is addressed by its state index = the position of the highest bit of its mask; all state is in
flat lists indexed by that position so the hot path does no allocation beyond the busy table.
"""

from __future__ import annotations

from ..machine.model import CpuModel
from .instr_desc import InstrDesc, ResourceTable

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from typing import Any

BUFFER_AVAILABLE = 0
BUFFER_UNAVAILABLE = 1
BUFFER_RESERVED = 2


def _msb(mask: int) -> int:
    return 1 << (mask.bit_length() - 1)


# PERF: per resource table (by identity, kept alive here), the initial state the first manager
# built for it derived (mutable parts copied before use): later managers copy it.
_INITIAL: dict[int, tuple] = {}


class ResourceManager:
    """Ready masks, round-robin strategies, busy units, reserved groups and buffer slots."""

    __slots__ = (
        "availability_plans",
        "available_buffers",
        "available_slots",
        "buffer_plans",
        "buffer_size",
        "busy",
        "columns",
        "free",
        "group_states",
        "groups_of",
        "honour_acquire",
        "is_group",
        "issue_plans",
        "multi_unit",
        "n_states",
        "overlap_worklist",
        "ready_mask",
        "reserved",
        "reserved_bits",
        "reserved_buffers",
        "reserved_groups",
        "resource_of_state",
        "rr_all",
        "rr_next",
        "rr_removed",
        "size_mask",
        "table",
        "unit_mask",
    )

    # Attribute types (type-level only: _copy_initial sets these from a tuple, so mypy cannot
    # infer them; a compiled build keeps them unboxed).
    n_states: int
    is_group: list[bool]
    size_mask: list[int]
    buffer_size: list[int]
    rr_all: list[int]
    groups_of: list[int]
    resource_of_state: list[int]
    multi_unit: list[bool]
    unit_mask: int
    free: int
    ready_mask: list[int]
    available_slots: list[int]
    reserved: list[bool]
    rr_next: list[int]
    rr_removed: list[int]
    group_states: list[tuple[int, ...]]

    def __init__(self, model: CpuModel, table: ResourceTable) -> None:
        self.table = table
        hit = _INITIAL.get(id(table))
        if hit is not None and hit[0] is table:
            self._copy_initial(hit[1])
        else:
            self._build(table)
            _INITIAL[id(table)] = (table, (
                self.n_states, self.is_group, self.size_mask, self.buffer_size, self.rr_all, self.groups_of,
                self.resource_of_state, self.multi_unit, self.unit_mask, self.free, self.ready_mask.copy(),
                self.available_slots.copy(), self.reserved.copy(), self.rr_next.copy(), self.rr_removed.copy(),
                self.group_states))
        # PERF: per descriptor (by id; descriptors outlive the manager) the (state, units needed,
        # mask, buffered) of its resources for check_availability, or None for the general case.
        self.availability_plans: dict[int, tuple | bool] = {}
        # PERF: per descriptor (by id) its resource uses as (kind, mask, state, cycles, acquire).
        self.issue_plans: dict[int, tuple] = {}
        self.buffer_plans: dict[int, tuple] = {}  # PERF: used-buffers mask -> _buffer_plan
        self.reserved_groups = 0
        self.available_buffers = ~0
        self.reserved_buffers = 0
        # (resource mask, unit mask) -> remaining busy cycles; insertion order is irrelevant.
        self.busy: dict[tuple[int, int], int] = {}
        # (resource mask, unit mask) -> resource-pressure column, filled as units are used.
        self.columns: dict[tuple[int, int], int] = {}
        # -rthroughput=segments: a single-unit resource acquired `a` cycles after issue may be
        # taken while still busy for at most `a` more cycles (see _free_by).
        self.honour_acquire = False
        # The release's issue logic for descriptors with partially overlapping groups (LLVM 22:
        # groups with one ready unit first, then the others by fewest ready units; 19 takes the
        # uses in order). Set before the first issue (the issue plans are cached).
        self.overlap_worklist = False

    def _copy_initial(self, initial: tuple) -> None:
        """PERF: the initial state derived for this table by the first manager (_INITIAL):
        read-only tables shared, mutable ones copied."""
        (self.n_states, self.is_group, self.size_mask, self.buffer_size, self.rr_all, self.groups_of,
         self.resource_of_state, self.multi_unit, self.unit_mask, self.free, ready_mask, available_slots,
         reserved, rr_next, rr_removed, self.group_states) = initial  # restrict_to replaces group_states
        self.reserved_bits = 0
        self.ready_mask = ready_mask.copy()
        self.available_slots = available_slots.copy()
        self.reserved = reserved.copy()
        self.rr_next = rr_next.copy()
        self.rr_removed = rr_removed.copy()

    def _build(self, table: ResourceTable) -> None:
        n = max((m.bit_length() for m in table.masks), default=0)
        self.n_states = n
        self.is_group = [False] * n
        self.size_mask = [0] * n
        self.ready_mask = [0] * n
        self.buffer_size = [-1] * n
        self.available_slots = [0] * n
        self.reserved = [False] * n
        self.reserved_bits = 0  # PERF: `reserved` as a bit mask (bit s: state s reserved)
        self.rr_all = [0] * n
        self.rr_next = [0] * n
        self.rr_removed = [0] * n
        self.groups_of = [0] * n
        self.resource_of_state = [-1] * n
        self.multi_unit = [False] * n
        self.unit_mask = 0
        # PERF: a group's ready mask is not stored but read as `free & size_mask[group]`: `free`
        # has the bit of every unit resource with a unit ready (and every other state's bit), so a
        # unit filling up or freeing again flips one bit instead of updating each of its groups.
        self.free = 0
        for mask in table.masks:
            self.free |= mask
        for idx, mask in enumerate(table.masks):
            if not mask:
                continue
            s = mask.bit_length() - 1
            self.resource_of_state[s] = idx
            group = mask.bit_count() > 1
            self.is_group[s] = group
            size = (mask ^ (1 << s)) if group else (1 << max(1, table.units[idx])) - 1
            self.size_mask[s] = size
            self.ready_mask[s] = size
            bs = table.buffer_sizes[idx]
            self.buffer_size[s] = bs
            self.available_slots[s] = 0 if bs == -1 else bs
            self.multi_unit[s] = not group and table.units[idx] > 1
            self.rr_all[s] = size
            self.rr_next[s] = size
            if not group:
                self.unit_mask |= mask
        for mask in table.masks:
            if mask.bit_count() <= 1:
                continue
            s = mask.bit_length() - 1
            members = mask ^ (1 << s)
            while members:
                low = members & -members
                self.groups_of[low.bit_length() - 1] |= 1 << s
                members ^= low
        # PERF: the state indices of the groups containing each unit resource, as a tuple, in
        # increasing order. Walks the set bits only: testing every state of every state was
        # quadratic in the resource count (with shifts of n-bit integers: a user model of 10,000
        # resources spent 20 s here).
        group_states: list[tuple[int, ...]] = []
        for s in range(n):
            groups = self.groups_of[s]
            found: list[int] = []
            while groups:
                low = groups & -groups
                found.append(low.bit_length() - 1)
                groups ^= low
            group_states.append(tuple(found))
        self.group_states = group_states

    def restrict_to(self, descs) -> None:
        """PERF: keep only the group updates some instruction of `descs` can observe.

        A unit that is fully used (or free again) updates the ready mask and round-robin state of
        every group containing it (a Skylake port is in up to 8 groups). Only the groups that the
        region's instructions use, and the groups and units below them, are ever read (availability
        checks, pipe selection); the state of the others is never consulted, so their updates are
        dropped. Exact for every run over `descs`.
        """
        relevant: set[int] = set()
        todo = [use.mask.bit_length() - 1 for d in descs for use in d.resources]
        while todo:
            s = todo.pop()
            if s in relevant:
                continue
            relevant.add(s)
            if self.is_group[s]:
                members = self.size_mask[s]
                while members:
                    low = members & -members
                    members ^= low
                    todo.append(low.bit_length() - 1)
        self.group_states = [tuple(g for g in gs if g in relevant) for gs in self.group_states]

    # ---------------------------------------------------------------- round robin (4.4)
    def _rr_select(self, s: int, ready: int) -> int:
        nxt = self.rr_next[s]
        cand = ready & nxt
        if not cand:
            nxt = self.rr_all[s] ^ self.rr_removed[s]
            self.rr_removed[s] = 0
            cand = ready & nxt
            if not cand:
                nxt = self.rr_all[s]
                cand = ready & nxt
        h = 1 << (cand.bit_length() - 1)
        self.rr_next[s] = nxt & (h | (h - 1))
        return h

    def _rr_used(self, s: int, bit: int) -> None:
        nxt = self.rr_next[s]
        if bit > nxt:
            self.rr_removed[s] |= bit
            return
        nxt &= ~bit
        if not nxt:
            nxt = self.rr_all[s] ^ self.rr_removed[s]
            self.rr_removed[s] = 0
        self.rr_next[s] = nxt

    def ready(self, s: int) -> int:
        """The ready mask of state `s` (a group's: its members with a unit ready)."""
        return self.free & self.size_mask[s] if self.is_group[s] else self.ready_mask[s]

    def select_pipe(self, mask: int) -> tuple[int, int]:
        s = mask.bit_length() - 1
        while True:
            if not self.is_group[s] and not self.multi_unit[s]:
                return mask, self.ready_mask[s]
            sub = self._rr_select(s, self.ready(s))
            if self.is_group[s]:
                mask = sub
                s = sub.bit_length() - 1
                continue
            return mask, sub

    def use(self, res_mask: int, unit: int) -> None:
        s = res_mask.bit_length() - 1
        ready = self.ready_mask
        left = ready[s] ^ unit
        ready[s] = left
        if self.multi_unit[s]:
            self._rr_used(s, unit)
        if left:
            return
        # The resource is now fully used: every group containing it loses that member
        # (`_rr_used` inlined: this runs for every group of every issued unit).
        self.free ^= res_mask
        rr_next = self.rr_next
        rr_removed = self.rr_removed
        for g in self.group_states[s]:
            nxt = rr_next[g]
            if res_mask > nxt:
                rr_removed[g] |= res_mask
                continue
            nxt &= ~res_mask
            if not nxt:
                nxt = self.rr_all[g] ^ rr_removed[g]
                rr_removed[g] = 0
            rr_next[g] = nxt

    def release(self, res_mask: int, unit: int) -> None:
        s = res_mask.bit_length() - 1
        ready = self.ready_mask
        was_full = not ready[s]
        ready[s] ^= unit
        if was_full:
            self.free ^= res_mask

    def _release_resource(self, mask: int) -> None:
        s = mask.bit_length() - 1
        self.reserved[s] = False
        self.reserved_bits &= ~(1 << s)
        if self.is_group[s]:
            self.reserved_groups ^= 1 << s
        if self.buffer_size[s] == 0:
            self.reserved_buffers ^= 1 << s

    # ---------------------------------------------------------------- availability (4.3)
    def availability_plan(self, desc: InstrDesc) -> tuple | bool:
        """What check_availability reads for `desc` (PERF: callers may look it up once per region
        position)."""
        plans = self.availability_plans
        return plans[id(desc)] if id(desc) in plans else self._availability_plan(desc)

    def _availability_plan(self, desc: InstrDesc) -> tuple | bool:
        """(units, buffered, groups, entries, simple) for check_availability, or False for the
        general case (_check_availability).

        `entries` are (state, units needed, mask, buffered, group members or 0) per resource.
        PERF: when every resource needs at most one unit (`simple`) and no buffered one is
        reserved, availability is bit arithmetic: a unit resource needing one unit is busy when
        its bit of `free` is clear (`units`: their masks), a group when none of its members'
        bits is set (`groups`: (members, mask)); `buffered` has the state bit of every resource
        that a reservation blocks.
        """
        plan: tuple | bool
        if desc.partial_overlap or any(use.acquire for use in desc.resources):
            plan = False
        else:
            entries = tuple(
                (s, 0 if use.reserved else use.num_units, use.mask, self.buffer_size[s] != 0,
                 self.size_mask[s] if self.is_group[s] else 0)
                for use in desc.resources for s in (use.mask.bit_length() - 1,))
            units = buffered = 0
            groups = []
            for s, need, mask, buf, members in entries:
                if buf:
                    buffered |= 1 << s
                if need == 1:
                    if members:
                        groups.append((members, mask))
                    else:
                        units |= mask
            plan = (units, buffered, tuple(groups), entries, all(e[1] <= 1 for e in entries))
        self.availability_plans[id(desc)] = plan
        return plan

    def check_availability(self, desc: InstrDesc, plan: Any = None) -> int:
        """0 when every resource of `desc` can be used this cycle, else a busy mask (`plan`: its
        availability_plan)."""
        if plan is None:
            plans = self.availability_plans
            plan = plans[id(desc)] if id(desc) in plans else self._availability_plan(desc)
        if plan is False:
            return self._check_availability(desc)
        units, buffered_bits, groups, entries, simple = plan
        free = self.free
        if simple and not buffered_bits & self.reserved_bits:
            busy = units & ~free
            for members, mask in groups:
                if not free & members:
                    busy |= mask
        else:
            busy = 0
            ready = self.ready_mask
            reserved = self.reserved
            for s, need, mask, buffered, group in entries:
                if (buffered and reserved[s]) or (free & group if group else ready[s]).bit_count() < need:
                    busy |= mask
        busy &= self.unit_mask
        if busy:
            return busy
        return desc.used_groups & self.reserved_groups

    def _check_availability(self, desc: InstrDesc) -> int:
        """check_availability for partially overlapping groups and honoured AcquireAtCycles."""
        busy = 0
        ready = self.ready_mask
        free = self.free
        size = self.size_mask
        is_group = self.is_group
        reserved = self.reserved
        bsize = self.buffer_size
        partial = desc.partial_overlap
        avail: dict[int, int] = {}
        consumed = 0
        for use in desc.resources:
            mask = use.mask
            s = mask.bit_length() - 1
            need = 0 if use.reserved else use.num_units
            if ((reserved[s] and bsize[s] != 0)
                    or (free & size[s] if is_group[s] else ready[s]).bit_count() < need) and not (
                    use.acquire and self.honour_acquire and self._free_by(s, use.acquire)):
                busy |= mask
                continue
            if partial and not is_group[s]:
                n_avail = ready[s].bit_count() - need
                avail[mask] = n_avail
                if not n_avail:
                    consumed |= mask
        busy &= self.unit_mask
        if busy:
            return busy
        busy = desc.used_groups & self.reserved_groups
        if not partial or busy:
            return busy
        for use in desc.resources:
            s = use.mask.bit_length() - 1
            if use.reserved or not is_group[s]:
                continue
            group_ready = free & size[s]
            r = group_ready & ~consumed
            if not r:
                busy |= group_ready
                continue
            u = _msb(r)
            n = avail.get(u)
            if n is None:
                n = ready[u.bit_length() - 1].bit_count()
            if not n:
                busy |= u
                avail[u] = n
                continue
            n -= 1
            avail[u] = n
            if not n:
                consumed |= u
        return busy

    # ---------------------------------------------------------------- issue (4.4)
    def _issue_plan(self, desc: InstrDesc) -> tuple:
        if self.overlap_worklist and desc.partial_overlap:
            plan_w = self.issue_plans[id(desc)] = ((6, 0, 0, 0, 0),)
            return plan_w
        plan = []
        for use in desc.resources:
            mask = use.mask
            s = mask.bit_length() - 1
            if not use.cycles:
                kind = 0
            elif use.reserved:
                kind = 1
            elif use.acquire and self.honour_acquire and self._acquirable(s):
                kind = 2
            elif self.is_group[s] and not any(
                    self.is_group[m] or self.multi_unit[m] for m in range(s) if self.size_mask[s] >> m & 1):
                kind = 5  # a group of single-unit resources: round robin picks the unit
            elif self.is_group[s] or self.multi_unit[s]:
                kind = 3
            else:
                kind = 4
            plan.append((kind, mask, s, use.cycles, use.acquire))
        plan_t = self.issue_plans[id(desc)] = tuple(plan)
        return plan_t

    def issue_plan(self, desc: InstrDesc) -> tuple:
        """What `issue` does for `desc` (PERF: callers may look it up once per region position)."""
        plans = self.issue_plans
        return plans[id(desc)] if id(desc) in plans else self._issue_plan(desc)

    def issue(self, desc: InstrDesc, plan: tuple | None = None) -> list[tuple[int, int]]:
        """Allocate units for `desc` (`plan`: its issue_plan); returns (pressure column, cycles)
        per unit used."""
        used: list[tuple[int, int]] = []
        busy = self.busy
        columns = self.columns
        if plan is None:
            plans = self.issue_plans
            plan = plans[id(desc)] if id(desc) in plans else self._issue_plan(desc)
        for kind, mask, s, cycles, acquire in plan:
            if kind == 6:
                return self._issue_worklist(desc)
            if kind >= 4:  # PERF: a single-unit resource needs no selection
                ready = self.ready_mask
                if kind == 5:  # select_pipe(mask) inlined: one round-robin step to a unit
                    mask = self._rr_select(s, self.free & self.size_mask[s])
                    s = mask.bit_length() - 1
                key = (mask, ready[s])
                # self.use(*key) inlined: a single unit (no round robin) is now fully used
                ready[s] = 0
                self.free ^= mask
                groups = self.group_states[s]
                if groups:
                    rr_next = self.rr_next
                    rr_removed = self.rr_removed
                    for g in groups:
                        nxt = rr_next[g]
                        if mask > nxt:
                            rr_removed[g] |= mask
                            continue
                        nxt &= ~mask
                        if not nxt:
                            nxt = self.rr_all[g] ^ rr_removed[g]
                            rr_removed[g] = 0
                        rr_next[g] = nxt
            elif kind == 3:
                key = self.select_pipe(mask)
                self.use(key[0], key[1])
            elif kind == 0:
                self._release_resource(mask)
                continue
            elif kind == 1:
                self.reserved[s] = True
                self.reserved_bits |= 1 << s
                self.reserved_groups ^= 1 << s
                key = (mask, mask)
                busy[key] = busy.get(key, 0) + cycles
                continue
            else:
                # A segment [acquire, cycles): the unit is booked from now (no back-filling of the
                # gap before the acquire) until `cycles` after issue; it works cycles - acquire.
                key = (mask, self.size_mask[s])
                left = busy.get(key)
                if left is None:
                    self.use(mask, key[1])
                busy[key] = max(left or 0, cycles)
                col = columns[key] if key in columns else self._column(key)
                used.append((col, cycles - acquire))
                continue
            busy[key] = busy.get(key, 0) + cycles
            col = columns[key] if key in columns else self._column(key)
            used.append((col, cycles))
        return used

    def _issue_worklist(self, desc: InstrDesc) -> list[tuple[int, int]]:
        """`issue` for a descriptor with partially overlapping groups, as LLVM 22's ResourceManager
        does it: unit resources, reserved groups and groups with at most one ready member first, in
        order; then, round by round, the remaining groups sorted by ready members (then mask): the
        first, and every other one left with a single ready member, pick a unit; the rest wait for
        the next round. The order matters here: a group that picks early can take the only unit
        an overlapping group had left."""
        used: list[tuple[int, int]] = []
        busy = self.busy
        worklist: list[tuple[int, int]] = []  # (mask, cycles)

        def take(mask: int, cycles: int) -> None:
            key = self.select_pipe(mask)
            self.use(key[0], key[1])
            busy[key] = busy.get(key, 0) + cycles
            col = self.columns[key] if key in self.columns else self._column(key)
            used.append((col, cycles))

        for use in desc.resources:
            mask = use.mask
            s = mask.bit_length() - 1
            if not use.cycles:
                self._release_resource(mask)
            elif use.reserved:
                self.reserved[s] = True
                self.reserved_bits |= 1 << s
                self.reserved_groups ^= 1 << s
                key = (mask, mask)
                busy[key] = busy.get(key, 0) + use.cycles
            elif self.is_group[s] and self.ready(s).bit_count() > 1:
                worklist.append((mask, use.cycles))
            else:
                take(mask, use.cycles)
        while worklist:
            worklist.sort(key=lambda e: (self.ready(e[0].bit_length() - 1).bit_count(), e[0]))
            rest: list[tuple[int, int]] = []
            for i, (mask, cycles) in enumerate(worklist):
                if i == 0 or self.ready(mask.bit_length() - 1).bit_count() == 1:
                    take(mask, cycles)
                else:
                    rest.append((mask, cycles))
            worklist = rest
        return used

    def _column(self, key: tuple[int, int]) -> int:
        col = self.columns[key] = self.unit_column(key[0], key[1])
        return col

    def _acquirable(self, s: int) -> bool:
        """Resources whose AcquireAtCycle the simulator honours: one unit, not a group."""
        return not self.is_group[s] and not self.multi_unit[s]

    def _free_by(self, s: int, acquire: int) -> bool:
        """True when single-unit resource `s` is busy but released within `acquire` cycles and
        not reserved: a segment starting `acquire` cycles after issue does not collide."""
        if not self._acquirable(s) or self.reserved[s]:
            return False
        mask = 1 << s
        left = self.busy.get((mask, self.size_mask[s]))
        return left is not None and left <= acquire

    def cycle_event(self) -> None:
        """Start of cycle: count busy units down and release those reaching zero (4.5)."""
        busy = self.busy
        if not busy:
            return
        freed = None
        for key, left in busy.items():
            if left > 1:
                busy[key] = left - 1
            elif freed is None:
                freed = [key]
            else:
                freed.append(key)
        if freed:
            ready = self.ready_mask
            bsize = self.buffer_size
            free = self.free
            for key in freed:
                del busy[key]
                res_mask = key[0]
                s = res_mask.bit_length() - 1
                bit = 1 << s
                if res_mask == bit:  # a unit resource (`release` inlined)
                    if not ready[s]:
                        free ^= bit
                    ready[s] ^= key[1]
                else:  # a (reserved) group: _release_resource's group part
                    self.reserved_groups ^= bit
                # the rest of _release_resource, inlined
                if self.reserved_bits & bit:
                    self.reserved[s] = False
                    self.reserved_bits ^= bit
                if not bsize[s]:
                    self.reserved_buffers ^= bit
            self.free = free

    # ---------------------------------------------------------------- buffers (4.7)
    def can_be_dispatched(self, used_buffers: int) -> int:
        if used_buffers & self.reserved_buffers:
            return BUFFER_RESERVED
        if used_buffers & ~self.available_buffers:
            return BUFFER_UNAVAILABLE
        return BUFFER_AVAILABLE

    def _buffer_plan(self, used_buffers: int) -> tuple:
        """(bit, state, buffer size) of every buffer in `used_buffers`, lowest bit first."""
        plan = []
        rest = used_buffers
        while rest:
            low = rest & -rest
            rest ^= low
            s = low.bit_length() - 1
            plan.append((low, s, self.buffer_size[s]))
        plan_t = self.buffer_plans[used_buffers] = tuple(plan)
        return plan_t

    def reserve_buffers(self, used_buffers: int) -> None:
        plans = self.buffer_plans
        plan = plans[used_buffers] if used_buffers in plans else self._buffer_plan(used_buffers)
        for low, s, bs in plan:
            if bs > 0:
                slots = self.available_slots
                left = slots[s] - 1
                slots[s] = left
                if not left:
                    self.available_buffers ^= low
            elif bs == 0:
                self.reserved_buffers ^= low

    def release_buffers(self, used_buffers: int) -> None:
        self.available_buffers |= used_buffers
        plans = self.buffer_plans
        plan = plans[used_buffers] if used_buffers in plans else self._buffer_plan(used_buffers)
        for _, s, bs in plan:
            if bs > 0:
                self.available_slots[s] += 1

    def unit_column(self, res_mask: int, unit: int) -> int:
        """llvm-mca's resource-pressure column of unit `unit` of resource `res_mask`."""
        idx = self.resource_of_state[res_mask.bit_length() - 1]
        base = self.table.unit_base[idx]
        if self.multi_unit[res_mask.bit_length() - 1]:
            return base + unit.bit_length() - 1
        return base
