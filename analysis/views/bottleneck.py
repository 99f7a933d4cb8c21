"""Bottleneck analysis (llvm-mca 19 -bottleneck-analysis), a pure function of the Trace.

Input: the `PressureRecord` the simulator keeps with SimOptions.record_pressure (per-cycle
back-pressure observations and per-issue critical dependencies), plus the trace's executed
column and stall counters. The replay below follows llvm-mca's BottleneckAnalysis view:

* a cycle counts as a "pressure increase" cycle when any back-pressure event was raised at its
  end; the per-resource distribution expands every busy bit (a group bit counts each member);
* every issue adds dependency edges to a graph of 3N nodes (previous, current and next
  iteration): resource edges from the last in-flight user of each unit of the instruction's
  critical resources, a register edge from its critical producer, a memory edge likewise; edge
  cost is the dependency's cycles plus twice the pressure cycles the instruction suffered;
* when the last instruction of the last iteration issues, rare edges (at most 10% of the
  iterations) are pruned, costs are propagated from the roots, and the most expensive path is
  the "critical sequence".

The report is printed only if at least one dispatch stall happened and at least one cycle saw a
back-pressure increase (otherwise llvm-mca prints that no bottleneck was found).
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace

from ..isa import Isa
from ..sim.trace import PressureRecord, StallReason, Trace, as_list

REGISTER = "register"
MEMORY = "memory"
RESOURCE = "resource"
# llvm-mca's DependencyEdge::DependencyType numbering (used in its JSON).
_TYPE_CODES = {REGISTER: 1, MEMORY: 2, RESOURCE: 3}


@dataclass(frozen=True, slots=True)
class CriticalEdge:
    """One edge of the critical sequence. from_node/to_node: graph nodes (0..3N-1), so the
    region position is node % N; `name` is the register or resource shown for it."""

    from_node: int
    to_node: int
    kind: str  # REGISTER | MEMORY | RESOURCE
    resource_or_reg: int  # register number, or the resource mask bit
    name: str
    cost: int
    frequency: int

    @property
    def type_code(self) -> int:
        return _TYPE_CODES[self.kind]


@dataclass(frozen=True, slots=True)
class BottleneckView:
    total_cycles: int
    iterations: int
    num_instructions: int
    seen_stalls: bool
    pressure_increase_cycles: int
    resource_pressure_cycles: int
    data_dependency_cycles: int
    register_dependency_cycles: int
    memory_dependency_cycles: int
    # (resource name, cycles) in resource-table order, non-zero only.
    resource_pressure: tuple[tuple[str, int], ...] = ()
    critical_sequence: tuple[CriticalEdge, ...] = ()
    intel: bool = False  # print registers in Intel syntax (no '%')

    @property
    def found(self) -> bool:
        """False when llvm-mca prints "No resource or data dependency bottlenecks discovered."."""
        return self.seen_stalls and self.pressure_increase_cycles > 0

    def percent(self, cycles: int) -> float:
        """`cycles` as a percentage of all cycles, rounded to 2 decimals as llvm-mca prints it."""
        if not self.total_cycles:
            return 0.0
        return math.floor(cycles * 100 / self.total_cycles * 100 + 0.5) / 100


@dataclass(slots=True)
class _Edge:
    kind: str
    ident: int
    cost: int
    src: int
    dst: int
    frequency: int


@dataclass(slots=True)
class _Node:
    preds: int = 0
    visited: int = 0
    cost: int = 0
    depth: int = 0
    critical: _Edge | None = None
    edges: list[_Edge] = field(default_factory=list)


class _JumpState:
    """Period boundaries of replayed issue records and the loop state seen at the last one."""

    __slots__ = ("before", "count", "cycles_before", "cycles_period", "iids", "last_graph", "last_state",
                 "period")

    def __init__(self, before: int, period: int, count: int, iids: int, cycles_before: int,
                 cycles_period: int) -> None:
        self.before = before
        self.period = period
        self.count = count
        self.iids = iids
        self.cycles_before = cycles_before
        self.cycles_period = cycles_period
        self.last_state: tuple | None = None
        self.last_graph: dict[int, tuple[int, int]] = {}

    @classmethod
    def of(cls, issues: Sequence, cycles: Sequence, last: int) -> _JumpState | None:
        a = _replayed(issues)
        b = _replayed(cycles)
        if a is None or b is None or a[2] != b[2] or a[3] != b[3] or a[4] != b[4] or a[2] < 3:
            return None
        before, period, count, _c, iids, _shift, _after = a
        if max(r[0] for r in period) + count * iids >= last:
            return None  # the last instruction issues inside the replayed part: no jump
        return cls(len(before), len(period), count, iids, len(b[0]), len(b[1]))

    def at_boundary(self, k: int) -> bool:
        rel = k - self.before
        return rel >= 0 and rel % self.period == 0 and rel // self.period < self.count

    def check(self, k: int, next_cycle: int, users: dict, res: dict, reg: dict, mem: dict,
              graph: _Graph) -> tuple | None:
        """At the boundary before issue record k: the state after jumping over every remaining
        period (and the graph updated), or None when the state is not yet periodic."""
        j = (k - self.before) // self.period  # periods already processed
        shift = j * self.iids
        state = (next_cycle - self.cycles_before - j * self.cycles_period,
                 {col: (iid - shift, c) for col, (iid, c) in users.items()},
                 {iid - shift: v for iid, v in res.items()},
                 {iid - shift: v for iid, v in reg.items()},
                 {iid - shift: v for iid, v in mem.items()})
        snapshot = {id(e): (e.cost, e.frequency) for node in graph.nodes for e in node.edges}
        if state != self.last_state:
            self.last_state = state
            self.last_graph = snapshot
            return None
        left = self.count - j  # periods still to add, each adding what the last one added
        previous = self.last_graph
        for node in graph.nodes:
            for e in node.edges:
                cost, freq = previous.get(id(e), (0, 0))
                e.cost += left * (e.cost - cost)
                e.frequency += left * (e.frequency - freq)
        d = left * self.iids
        return (k + left * self.period, next_cycle + left * self.cycles_period,
                {col: (iid + d, c) for col, (iid, c) in users.items()},
                {iid + d: v for iid, v in res.items()},
                {iid + d: v for iid, v in reg.items()},
                {iid + d: v for iid, v in mem.items()})


class _Graph:
    """llvm-mca's DependencyGraph: 3N nodes, edges merged by (target, id)."""

    def __init__(self, size: int) -> None:
        self.nodes = [_Node() for _ in range(size)]

    def add(self, src: int, dst: int, kind: str, ident: int, cost: int) -> None:
        for edge in self.nodes[src].edges:
            if edge.dst == dst and edge.ident == ident:  # llvm-mca does not compare the kind
                edge.cost += cost
                edge.frequency += 1
                return
        self.nodes[src].edges.append(_Edge(kind, ident, cost, src, dst, 1))
        self.nodes[dst].preds += 1

    def finalize(self, iterations: int) -> None:
        nodes = self.nodes
        for node in nodes:  # prune rare edges (the swapped-in edge is not re-examined)
            edges = node.edges
            size = end = len(edges)
            pruned = 0
            i = 0
            while i < end:
                edge = edges[i]
                if edge.frequency != iterations and edge.frequency / iterations <= 0.10:
                    nodes[edge.dst].preds -= 1
                    edges[i], edges[end - 1] = edges[end - 1], edges[i]
                    end -= 1
                    pruned += 1
                i += 1
            if pruned:
                del edges[size - pruned:]
        roots = [i for i, n in enumerate(nodes) if n.preds == 0 and n.edges]
        while roots:
            visit: list[int] = []
            for i in roots:
                node = nodes[i]
                for edge in node.edges:
                    dst = nodes[edge.dst]
                    cost = node.cost + edge.cost
                    if cost > dst.cost:
                        dst.critical = edge
                        dst.cost = cost
                        dst.depth = node.depth + 1
                    dst.visited += 1
                    if dst.visited == dst.preds:
                        visit.append(edge.dst)
            roots = visit

    def critical_sequence(self) -> list[_Edge]:
        nodes = self.nodes
        best = 0
        for i, node in enumerate(nodes):
            if node.cost > nodes[best].cost:
                best = i
        seq: list[_Edge] = []
        i = best
        for _ in range(nodes[best].depth):
            edge = nodes[i].critical
            if edge is None:
                break
            seq.append(edge)
            i = edge.src
        seq.reverse()
        return seq


def _unit_columns(trace: Trace, n_resources: int) -> list[list[int]]:
    """Unit columns of every resource index (empty for groups)."""
    unit_resource = trace.facts.unit_resource
    cols: list[list[int]] = [[] for _ in range(n_resources)]
    for col, res in enumerate(unit_resource):  # type: ignore[arg-type]
        if 0 <= res < n_resources:
            cols[res].append(col)
    return cols


def bottleneck_view(trace: Trace, isa: Isa | None = None, *, intel: bool = False,
                    in_order: bool = False) -> BottleneckView | None:
    """The bottleneck analysis of `trace`, or None when the trace has no PressureRecord.

    `isa` (static information) gives registers their assembler names (EFLAGS prints "flags").
    in_order: the trace comes from the in-order pipeline, whose stalls are its only pressure
    events (register hazards: register dependencies; resource hazards: resources, without a
    resource mask), and which records no critical dependencies (so no critical sequence).
    """
    if in_order:
        return _in_order_view(trace, intel)
    record = trace.facts.pressure
    if not isinstance(record, PressureRecord):
        return None
    n = trace.num_instructions
    iterations = trace.iterations
    masks = record.resource_masks
    names = record.resource_names
    by_bit = {m.bit_length() - 1: i for i, m in enumerate(masks) if m}

    # Cycle counters and the per-resource distribution.
    pressure = resource = data = register = memory = 0
    distribution = [0] * len(masks)
    for weight, (_cycle, busy, _by_res, regs, mems) in _weighted(record.cycles):
        pressure += weight
        if busy:
            resource += weight
            rest = busy
            while rest:
                low = rest & -rest
                idx = by_bit.get(low.bit_length() - 1)
                if idx is not None:
                    full = masks[idx]
                    if full == low:
                        distribution[idx] += weight
                    else:
                        members = full ^ low
                        while members:
                            sub = members & -members
                            j = by_bit.get(sub.bit_length() - 1)
                            if j is not None:
                                distribution[j] += weight
                            members ^= sub
                rest ^= low
        if regs:
            register += weight
        if mems:
            memory += weight
        if regs or mems:
            data += weight
    seen_stalls = any(trace.stalls.get(r, 0) for r in StallReason) or bool(trace.facts.stall_events)
    view = BottleneckView(
        total_cycles=trace.total_cycles,
        iterations=iterations,
        num_instructions=n,
        seen_stalls=seen_stalls,
        pressure_increase_cycles=pressure,
        resource_pressure_cycles=resource,
        data_dependency_cycles=data,
        register_dependency_cycles=register,
        memory_dependency_cycles=memory,
        resource_pressure=tuple((names[i], c) for i, c in enumerate(distribution) if c),
        intel=intel,
    )
    if not view.found or not n:
        return view
    return _with_critical_sequence(view, trace, record, isa)


def _replayed(events: Sequence) -> tuple | None:
    """(before, period, count, cycles, iids, shift, after) of a record list whose replayed
    steady-state periods are kept implicit (the simulator's ReplayedEvents), else None."""
    period = getattr(events, "period", None)
    count = getattr(events, "count", 0)
    if period is None or not count or not period:
        return None
    return (events.before, period, count, events.cycles, events.iids,  # type: ignore[attr-defined]
            events.shift, events.after)  # type: ignore[attr-defined]


def _weighted(events: Sequence) -> Iterator[tuple[int, tuple]]:
    """(how many times, record) covering `events`; each record of a replayed period once, with
    its repetition count (PERF: for counts that do not depend on the cycle or the IIDs)."""
    parts = _replayed(events)
    if parts is None:
        for e in events:
            yield 1, e
        return
    before, period, count, _cycles, _iids, _shift, after = parts
    for e in before:
        yield 1, e
    for e in period:
        yield count, e
    for e in after:
        yield 1, e


def _in_order_view(trace: Trace, intel: bool) -> BottleneckView:
    by_cycle: dict[int, set[StallReason]] = {}
    for cycle, reason, _iid in trace.facts.stall_events:
        by_cycle.setdefault(cycle, set()).add(StallReason(reason))
    register = sum(1 for r in by_cycle.values() if StallReason.RAT in r)
    resource = sum(1 for r in by_cycle.values() if StallReason.GROUP in r)
    pressure = sum(1 for r in by_cycle.values() if StallReason.RAT in r or StallReason.GROUP in r)
    return BottleneckView(
        total_cycles=trace.total_cycles,
        iterations=trace.iterations,
        num_instructions=trace.num_instructions,
        seen_stalls=bool(by_cycle),
        pressure_increase_cycles=pressure,
        resource_pressure_cycles=resource,
        data_dependency_cycles=register,
        register_dependency_cycles=register,
        memory_dependency_cycles=0,
        intel=intel,
    )


def register_asm_name(name: str, isa: Isa | None) -> str:
    """A register's assembler spelling as the ISA records it (no '%'): AArch64's register tuples
    print as their record names (`Q16_Q17_Q18_Q19`); a name without an ISA entry in lower case."""
    info = isa.registers.get(name) if isa is not None else None
    return info.asm_name if info is not None and info.asm_name else name.lower()


def _with_critical_sequence(view: BottleneckView, trace: Trace, record: PressureRecord,
                            isa: Isa | None) -> BottleneckView:
    n = trace.num_instructions
    iterations = trace.iterations
    masks = record.resource_masks
    by_bit = {m.bit_length() - 1: i for i, m in enumerate(masks) if m}
    unit_cols = _unit_columns(trace, len(masks))
    last = iterations * n - 1
    jump = _JumpState.of(record.issues, record.cycles, last)
    # Index access on an implicit column is slow, but when the replayed periods are jumped over
    # only a few periods' worth is read; otherwise a list (memory only on very long runs).
    executed = (trace.executed if jump is not None or len(trace.executed) > 1 << 20
                else as_list(trace.executed))
    graph = _Graph(3 * n)

    def add(src_iid: int, dst_iid: int, kind: str, ident: int, cost: int) -> None:
        src = src_iid % n
        dst = dst_iid % n
        if src >= dst:  # loop carried: previous -> current and current -> next iteration
            graph.add(src, dst + n, kind, ident, cost)
            graph.add(src + n, dst + 2 * n, kind, ident, cost)
        else:
            graph.add(src + n, dst + n, kind, ident, cost)

    # Per-IID pressure cycles (resources, registers, memory) seen before each issue; an entry
    # is dropped when its IID issues (it is never counted again: only waiting IIDs are listed).
    res_cycles: dict[int, int] = {}
    reg_cycles: dict[int, int] = {}
    mem_cycles: dict[int, int] = {}
    cycles = record.cycles
    n_cycles = len(cycles)
    next_cycle = 0
    users: dict[int, tuple[int, int]] = {}  # unit column -> (IID, cycles) of its last user
    issues = record.issues
    n_issues = len(issues)
    # PERF: a replayed steady state repeats its issues and pressure cycles period after period.
    # At every period boundary the state of this loop (last users, counts of waiting IIDs, the
    # position in the cycle records), taken relative to the period, is compared with the one
    # at the previous boundary: once they are equal every later period adds exactly what the
    # last one added to the graph, so the remaining periods are added at once (the result is the
    # one of processing every record; tests/test_sim_scale.py compares both).
    k = 0
    while k < n_issues:
        if jump is not None and jump.at_boundary(k):
            target = jump.check(k, next_cycle, users, res_cycles, reg_cycles, mem_cycles, graph)
            if target is not None:
                k, next_cycle, users, res_cycles, reg_cycles, mem_cycles = target
                jump = None
                continue
        iid, cycle, uses, crit_mask, reg_dep, mem_dep = issues[k]
        k += 1
        while next_cycle < n_cycles:
            _c, _busy, by_res, regs, mems = cycles[next_cycle]
            if _c >= cycle:
                break
            for i in by_res:
                res_cycles[i] = res_cycles.get(i, 0) + 1
            for i in regs:
                reg_cycles[i] = reg_cycles.get(i, 0) + 1
            for i in mems:
                mem_cycles[i] = mem_cycles.get(i, 0) + 1
            next_cycle += 1
        extra = 2 * res_cycles.pop(iid, 0)
        waited_reg = reg_cycles.pop(iid, 0)
        waited_mem = mem_cycles.pop(iid, 0)
        rest = crit_mask
        while rest:
            low = rest & -rest
            idx = by_bit.get(low.bit_length() - 1)
            if idx is not None:
                for col in unit_cols[idx]:
                    user = users.get(col)
                    if user is None or not user[1]:
                        continue
                    done = executed[user[0]] if user[0] < len(executed) else -1
                    if 0 <= done <= cycle:  # no longer in flight when this one issued
                        continue
                    add(user[0], iid, RESOURCE, low, user[1] + extra)
            rest ^= low
        if reg_dep is not None and reg_dep[2]:
            add(reg_dep[0], iid, REGISTER, reg_dep[1], reg_dep[2] + 2 * waited_reg)
        if mem_dep is not None and mem_dep[1]:
            add(mem_dep[0], iid, MEMORY, 0, mem_dep[1] + 2 * waited_mem)
        for col, used in uses:
            users[col] = (iid, used)
        if iid == last:
            graph.finalize(iterations)
            finished = True
            break
    else:
        finished = False
    if not finished:
        graph.finalize(iterations)
    sequence = []
    for edge in graph.critical_sequence():
        if edge.kind == RESOURCE:
            idx = by_bit.get(edge.ident.bit_length() - 1)
            name = record.resource_names[idx] if idx is not None else str(edge.ident)
        elif edge.kind == REGISTER:
            name = register_asm_name(record.register_names.get(edge.ident, str(edge.ident)), isa)
        else:
            name = ""
        sequence.append(CriticalEdge(edge.src, edge.dst, edge.kind, edge.ident, name, edge.cost, edge.frequency))
    return replace(view, critical_sequence=tuple(sequence))


# ----------------------------------------------------------------------------------- text


def _advance(column: int, text: str) -> int:
    """formatted_raw_ostream's column after `text` (a tab moves to the next multiple of 8,
    and not at all when already on one)."""
    for ch in text:
        if ch == "\n" or ch == "\r":
            column = 0
        elif ch == "\t":
            column += (8 - (column & 7)) & 7
        else:
            column += 1
    return column


class _Out:
    def __init__(self) -> None:
        self.parts: list[str] = []
        self.column = 0

    def write(self, text: str) -> None:
        self.parts.append(text)
        self.column = _advance(self.column, text)

    def pad_to(self, column: int) -> None:
        self.write(" " * max(column - self.column, 1))

    def text(self) -> str:
        return "".join(self.parts)


def _register_text(name: str, intel: bool) -> str:
    """`name` is already the assembler spelling (register_asm_name)."""
    return name if intel else f"%{name}"


def render_bottleneck(view: BottleneckView, instructions: tuple[str, ...], *, intel: bool = False) -> str:
    """The view in llvm-mca 19's text layout (starts with the blank lines it prints)."""
    if not view.found:
        return "\n\nNo resource or data dependency bottlenecks discovered.\n"
    out = [
        f"\n\nCycles with backend pressure increase [ {view.percent(view.pressure_increase_cycles):.2f}% ]",
        "\nThroughput Bottlenecks: ",
        f"\n  Resource Pressure       [ {view.percent(view.resource_pressure_cycles):.2f}% ]",
    ]
    for name, cycles in view.resource_pressure:
        out.append(f"\n  - {name}  [ {view.percent(cycles):.2f}% ]")
    out.append(f"\n  Data Dependencies:      [ {view.percent(view.data_dependency_cycles):.2f}% ]")
    out.append(f"\n  - Register Dependencies [ {view.percent(view.register_dependency_cycles):.2f}% ]")
    out.append(f"\n  - Memory Dependencies   [ {view.percent(view.memory_dependency_cycles):.2f}% ]\n")
    return "".join(out) + _render_sequence(view, instructions, intel)


def _render_sequence(view: BottleneckView, instructions: tuple[str, ...], intel: bool) -> str:
    seq = view.critical_sequence
    n = len(instructions)
    if not seq or not n:
        return ""
    fos = _Out()
    fos.write("\nCritical sequence based on the simulation:\n\n")
    first = seq[0]
    from_pos = first.from_node % n
    to_pos = first.to_node % n
    fos.pad_to(14)
    fos.write("Instruction")
    fos.pad_to(58)
    fos.write("Dependency Information")

    def inst(pos: int) -> None:
        fos.pad_to(14)
        fos.write(instructions[pos])

    current = 0
    if from_pos >= to_pos:
        fos.write(f"\n +----< {from_pos}.")
        inst(from_pos)
        fos.write("\n |\n |    < loop carried > \n |")
    else:
        while current < from_pos:
            fos.write(f"\n        {current}.")
            inst(current)
            current += 1
        fos.write(f"\n +----< {current}.")
        inst(current)
        current += 1
    for edge in seq:
        to_pos = edge.to_node % n
        last = n if current > to_pos else to_pos
        while current < last:
            fos.write(f"\n |      {current}.")
            inst(current)
            current += 1
        if current == to_pos:
            fos.write(f"\n +----> {to_pos}.")
            inst(current)
        else:
            fos.write(f"\n |\n |    < loop carried > \n |\n +----> {to_pos}.")
            inst(to_pos)
        fos.pad_to(58)
        if edge.kind == REGISTER:
            fos.write("## REGISTER dependency:  " + _register_text(edge.name, intel))
        elif edge.kind == MEMORY:
            fos.write("## MEMORY dependency.")
        else:
            probability = edge.frequency * 100 // view.iterations if view.iterations else 0
            fos.write(f"## RESOURCE interference:  {edge.name} [ probability: {probability}% ]")
        current += 1
    while current < n:
        fos.write(f"\n        {current}.")
        inst(current)
        current += 1
    fos.write("\n")
    return fos.text()


def bottleneck_json(view: BottleneckView) -> dict[str, object]:
    """llvm-mca's BottleneckAnalysis::toJSON shape (mcalens adds it under "BottleneckAnalysis")."""
    if not view.found:
        return {"PressureIncreaseCycles": 0}
    return {
        "PressureIncreaseCycles": view.pressure_increase_cycles,
        "ResourcePressureCycles": view.resource_pressure_cycles,
        "DataDependencyCycles": view.data_dependency_cycles,
        "RegisterDependencyCycles": view.register_dependency_cycles,
        "MemoryDependencyCycles": view.memory_dependency_cycles,
        "TotalCycles": view.total_cycles,
        "DependencyEdge": [
            {"FromID": e.from_node, "ToID": e.to_node, "Type": e.type_code, "ResourceOrRegID": e.resource_or_reg}
            for e in view.critical_sequence
        ],
        "ResourcePressure": [{name: cycles} for name, cycles in view.resource_pressure],
    }
