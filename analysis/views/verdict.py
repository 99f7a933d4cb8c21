"""A one-line verdict per region: what bounds its throughput, with the numbers behind it.

Candidate lower bounds on cycles per iteration (docs/verdicts.md has the rules and examples):

* port pressure: the busiest resource unit's cycles per iteration in the simulation (the
  resource pressure view's numbers; the static Block RThroughput bound is kept as evidence);
* loop-carried dependency: the heaviest register recurrence of the loop body, the maximum over
  dependency cycles of (sum of write latency minus ReadAdvance) / (iterations spanned);
* dispatch width: micro-ops per iteration / dispatch width (with a model's front end, its
  delivery width when narrower: "front-end bound").

With a model's front end, a rate no static bound explains is "front-end bound" when the uop
queue was empty in at least 10% of the delivery slots (LCP stalls, uop cache switches, decoders).

The simulated cycles per iteration (steady state: retirement rate over the second half of the run)
are compared with the bounds: the largest bound within 10% of the simulated rate binds. When
none comes close, the dispatch stalls the simulator recorded say why (scheduler queue, load or
store queue, reorder buffer, register file); failing that the region is latency bound (too few
iterations in flight to overlap a long chain).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..isa import Isa
from ..sim.trace import StallReason, Trace
from .bottleneck import register_asm_name

RESOURCE = "resource"
DEPENDENCY = "dependency"
DISPATCH = "dispatch"
QUEUE = "queue"  # a buffered scheduler resource, the load queue or the store queue is full
ROB = "rob"
REGISTERS = "registers"
LATENCY = "latency"
FRONTEND = "front-end"  # only with a model's front end (analysis/sim/delivery.py)
STORE_FORWARDING = "store-forwarding"  # only with hardware.memory_dependences (analysis/sim/hardware.py)
STACK_ENGINE = "stack-engine"  # a %rsp chain beside push/pop (only with hardware.stack_engine)
FRONTEND_STARVED = 0.10  # front-end bound when the uop queue left >= 10% of delivery slots empty
NONE = "none"
# In-order pipelines (no renaming, no scheduler queues): what held instructions at issue, after
# llvm-mca's InOrderIssueStage stall kinds (RunFacts.issue_stalls).
DATA_HAZARD = "data-hazard"  # an operand not yet written (a load-use or multi-cycle result)
STRUCTURAL = "structural-hazard"  # a unit still busy (a non-pipelined or fully used resource)
WRITE_BACK = "write-back"  # results must be written back in order behind a longer-latency one
MEMORY_ORDER = "memory-order"  # a load/store waits for its memory group
_ISSUE_STALL = {
    "register": (DATA_HAZARD, "register dependencies"),
    "resource": (STRUCTURAL, "busy resources"),
    "write-back": (WRITE_BACK, "in-order write-back"),
    "load-store": (MEMORY_ORDER, "memory ordering"),
}

# Nodes visited by the recurrence search before it stops with the heaviest cycle found so far: about
# 2 s of CPU; only a dependency knot of thousands of instructions with many loop-carried entries
# reaches it (normal regions search a few thousand nodes).
SEARCH_BUDGET = 5_000_000
TOLERANCE = 0.10  # a bound "binds" within 10% of the simulated rate
SECONDARY_STALLS = 0.25  # an in-order verdict also names stall kinds with >= 25% of the top kind's cycles

_STALL_KIND = {
    StallReason.SCHEDQ: (QUEUE, "a full scheduler queue"),
    StallReason.LQ: (QUEUE, "the load queue"),
    StallReason.SQ: (QUEUE, "the store queue"),
    StallReason.RCU: (ROB, "the reorder buffer"),
    StallReason.RAT: (REGISTERS, "the physical register file"),
    StallReason.GROUP: (DISPATCH, "dispatch-group restrictions"),
    StallReason.USH: (DISPATCH, "dispatch hazards"),
}


@dataclass(frozen=True, slots=True)
class Recurrence:
    """A loop-carried dependency cycle: positions in order, the registers on its edges."""

    cycles_per_iteration: float
    positions: tuple[int, ...]
    registers: tuple[str, ...]
    latency: int  # sum of edge latencies around the cycle
    distance: int  # iterations the cycle spans
    complete: bool = True  # False: the search stopped at SEARCH_BUDGET; a heavier cycle may exist


@dataclass(frozen=True, slots=True)
class Verdict:
    # RESOURCE | DEPENDENCY | DISPATCH | QUEUE | ROB | REGISTERS | LATENCY | NONE; on in-order CPUs
    # also DATA_HAZARD | STRUCTURAL | WRITE_BACK | MEMORY_ORDER
    kind: str
    text: str
    cycles_per_iteration: float  # simulated, steady state
    bound: float  # cycles per iteration of the binding candidate (0 when none binds)
    # Every candidate bound, cycles per iteration, by name ("port JFPA", "dependency", ...).
    bounds: dict[str, float] = field(default_factory=dict)
    resources: tuple[str, ...] = ()  # the busiest units (RESOURCE)
    recurrence: Recurrence | None = None  # the heaviest recurrence (always when one exists)
    stalls: dict[str, float] = field(default_factory=dict)  # % of cycles with each dispatch stall

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "Kind": self.kind,
            "Text": self.text,
            "CyclesPerIteration": round(self.cycles_per_iteration, 3),
            "Bound": round(self.bound, 3),
            "Bounds": {k: round(v, 3) for k, v in self.bounds.items()},
            "Resources": list(self.resources),
            "StallPercent": {k: round(v, 2) for k, v in self.stalls.items()},
        }
        if self.recurrence is not None:
            r = self.recurrence
            out["Recurrence"] = {"Positions": list(r.positions), "Registers": list(r.registers),
                                 "Latency": r.latency, "Iterations": r.distance,
                                 "CyclesPerIteration": round(r.cycles_per_iteration, 3)}
            if not r.complete:
                out["Recurrence"]["Partial"] = True  # the search stopped at its budget
        return out


# ------------------------------------------------------------------------------ recurrences


def _overlaps(isa_regs: Any, a: int, b: int) -> bool:
    if a == b:
        return True
    return b in isa_regs.subregs[a] or b in isa_regs.superregs[a]


def _components(edges: list[list[tuple[int, int, int, int]]]) -> list[int]:
    """Strongly connected component id of every position (iterative Tarjan over edges i -> j)."""
    n = len(edges)
    successors: list[list[int]] = [[] for _ in range(n)]
    for j, incoming in enumerate(edges):
        for i, *_rest in incoming:
            successors[i].append(j)
    index = [-1] * n
    low = [0] * n
    on_stack = [False] * n
    component = [-1] * n
    stack: list[int] = []
    counter = 0
    for root in range(n):
        if index[root] >= 0:
            continue
        work = [(root, 0)]
        while work:
            node, child = work.pop()
            if child == 0:
                index[node] = low[node] = counter
                counter += 1
                stack.append(node)
                on_stack[node] = True
            if child < len(successors[node]):
                work.append((node, child + 1))
                nxt = successors[node][child]
                if index[nxt] < 0:
                    work.append((nxt, 0))
                elif on_stack[nxt]:
                    low[node] = min(low[node], index[nxt])
                continue
            if low[node] == index[node]:
                while True:
                    member = stack.pop()
                    on_stack[member] = False
                    component[member] = node
                    if member == node:
                        break
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    return component


def recurrence(descs: Sequence[Any], isa: Isa | None, *, max_span: int = 4,
               budget: int = SEARCH_BUDGET, register_prefix: str = "%") -> Recurrence | None:
    """The heaviest loop-carried register recurrence of the region, or None.

    Each read depends on the closest earlier write (in program order, wrapping around to the
    previous iteration) of an overlapping register; the edge weight is the write's latency minus
    the read's ReadAdvance for that write. Zero idioms do not depend on their inputs.
    """
    n = len(descs)
    if not n:
        return None
    regs = None
    if isa is not None:
        from ..sim.instr_desc import register_table

        regs = register_table(isa)
    # edges[j] = [(i, weight, carried, reg)]: instruction j reads what instruction i wrote.
    edges: list[list[tuple[int, int, int, int]]] = [[] for _ in range(n)]
    # PERF: a read of a register no instruction writes (a base pointer) would scan the whole region.
    written: set[int] = set()
    for d in descs:
        for w in getattr(d, "writes", ()):
            if w.reg > 0:
                written.add(w.reg)
                if regs is not None:
                    written.update(regs.subregs[w.reg])
                    written.update(regs.superregs[w.reg])
    # PERF: the closest earlier write of each register comes from a table of last writers kept while
    # walking the region (the writers of the whole region stand for the previous iteration), not from
    # a scan back per read, which was quadratic on long regions. Same edges: among overlapping
    # registers the latest (position, write index) is the closest, as the scan found it.
    final: dict[int, tuple[int, int]] = {}
    for i, d in enumerate(descs):
        for k, w in enumerate(getattr(d, "writes", ())):
            if w.reg > 0:
                final[w.reg] = (i, k)
    current: dict[int, tuple[int, int]] = {}
    for j, d in enumerate(descs):
        reads = () if getattr(d, "zero_idiom", False) else getattr(d, "reads", ())
        for read in reads:
            if read.reg <= 0 or read.reg not in written:
                continue
            keys: Iterable[int] = (read.reg,) if regs is None else (
                read.reg, *regs.subregs[read.reg], *regs.superregs[read.reg])
            carried = 0
            at = max((current[r] for r in keys if r in current), default=None)
            if at is None:
                carried = 1
                at = max((final[r] for r in keys if r in final), default=None)
            if at is None:
                continue
            i, k = at
            w = descs[i].writes[k]
            weight = max(0, w.latency - read.read_advance(w.write_id))
            edges[j].append((i, weight, carried, w.reg))
        for k, w in enumerate(getattr(d, "writes", ())):
            if w.reg > 0:
                current[w.reg] = (j, k)
    # Longest paths over `k` unrolled iterations: node (iteration, position). A path from a start
    # back to itself stays inside the start's strongly connected component, so only starts on a
    # cycle are searched, each over its own component (PERF: same result; a 1,000-instruction
    # region took 8.5 s when every start searched the whole region).
    component = _components(edges)
    members: dict[int, list[int]] = {}
    for j in range(n):
        members.setdefault(component[j], []).append(j)
    inner = [[e for e in edges[j] if component[e[0]] == component[j]] for j in range(n)]
    # Only starts entered by a loop-carried edge are searched (PERF: same result). The winning start is
    # the earliest on the heaviest cycle, so the cycle's lowest position; the edge closing the cycle
    # into it cannot come from an earlier position of the same iteration, so it is carried.
    entered = [any(e[2] for e in inner[j]) for j in range(n)]
    best: Recurrence | None = None
    work = 0
    complete = True
    for start in range(n):
        if not entered[start]:
            continue  # on no cycle, or never the lowest position of one
        nodes = members[component[start]]
        if work > budget:
            complete = False  # a huge dependency knot: the heaviest cycle found so far is reported
            break
        for span in range(1, max_span + 1):
            work += (span + 1) * len(nodes)
            # length[it][pos] and its predecessor, for the nodes reached (PERF: dicts, not region-wide lists)
            neg = -(1 << 60)
            length: list[dict[int, int]] = [{} for _ in range(span + 1)]
            prev: list[dict[int, tuple[int, int, int]]] = [{} for _ in range(span + 1)]
            length[0][start] = 0
            for it in range(span + 1):
                row = length[it]
                for j in nodes:
                    if it == 0 and j <= start:
                        continue
                    for i, wgt, carried, reg in inner[j]:
                        src_it = it - carried
                        if src_it < 0 or (src_it == 0 and i < start):
                            continue
                        source = length[src_it].get(i, neg)
                        if source == neg:
                            continue
                        cand = source + wgt
                        if cand > row.get(j, neg):
                            row[j] = cand
                            prev[it][j] = (src_it, i, reg)
            total = length[span].get(start, neg)
            if total <= 0 or total == neg:
                continue
            rate = total / span
            if best is not None and rate <= best.cycles_per_iteration + 1e-9:
                continue
            positions: list[int] = []
            registers: list[int] = []
            it, j = span, start
            while (it, j) != (0, start):
                step = prev[it].get(j)
                if step is None:
                    break
                positions.append(j)
                registers.append(step[2])
                it, j = step[0], step[1]
            positions.append(start)
            positions.reverse()
            registers.reverse()
            names = tuple(dict.fromkeys(_reg_name(r, regs, isa, register_prefix) for r in registers))
            best = Recurrence(rate, tuple(positions), names, total, span)
    if best is not None and not complete:
        best = replace(best, complete=False)
    return best


def _reg_name(reg: int, regs: Any, isa: Isa | None, prefix: str = "%") -> str:
    name = regs.names[reg] if regs is not None and 0 <= reg < len(regs.names) else str(reg)
    return prefix + register_asm_name(name, isa)


# ------------------------------------------------------------------------------- verdict


def steady_cycles_per_iteration(trace: Trace) -> float:
    """Cycles per iteration in the steady state, from the retire cycles R(k) of each iteration's
    last instruction over the second half of the run (k = it // 2 ... it): when R repeats with a
    period of p iterations there (R(k) - R(k - p) the same for every k), that difference / p;
    otherwise the least-squares slope of R(k); runs of fewer than 3 iterations: total / iterations.

    The first half is left out because later iterations run ahead while the first ones wait for
    their latencies (`movzbl 96(%rsp), %eax; cmpb 99(%rsp,%rax), %dl` on znver4: 2/3 cycle per
    iteration in the long run, 0.64 from the first iteration's retirement on), and a period or a
    fitted slope, rather than two end points, does not depend on where in a repeating pattern the
    window starts and ends (4 iterations per cycle: 0.25, not 12 / 50). At the default 100
    iterations this is the rate of a 1,000-iteration run (docs/accuracy.md, sixth session)."""
    n, it = trace.num_instructions, trace.iterations
    retired = trace.retired
    if it < 3 or len(retired) < n * it:
        return trace.total_cycles / max(1, it)
    ks = range(it // 2, it + 1)
    ys = [retired[n * k - 1] for k in ks]
    if min(ys) < 0:
        return trace.total_cycles / max(1, it)
    for p in range(1, len(ys) // 3 + 1):  # a period that repeats at least 3 times in the window
        d = ys[p] - ys[0]
        if all(ys[i] - ys[i - p] == d for i in range(p + 1, len(ys))):
            return d / p
    mk = (ks[0] + ks[-1]) / 2
    my = sum(ys) / len(ys)
    return sum((k - mk) * (y - my) for k, y in zip(ks, ys, strict=True)) / sum((k - mk) ** 2 for k in ks)


def verdict(region: Any, isa: Isa | None = None) -> Verdict | None:
    """The verdict of an analysed region (mcalens.analysis.api.RegionAnalysis), or None
    when it was not simulated."""
    trace: Trace | None = getattr(region, "trace", None)
    if trace is None or not trace.total_cycles:
        return None
    if isa is None:  # the ISA the region resolved against; without one, LLVM's register enum names
        isa = getattr(region, "isa", None)
    return region_verdict(trace, getattr(region, "descriptors", []), isa, list(getattr(region, "texts", [])),
                          register_prefix=getattr(region, "register_prefix", "%"))


def region_verdict(trace: Trace, descs: Sequence[Any], isa: Isa | None, texts: Sequence[str] = (), *,
                   register_prefix: str = "%") -> Verdict:
    """`register_prefix`: what the target prints before register names (x86 AT&T "%", AArch64 none)."""
    it = max(1, trace.iterations)
    simulated = steady_cycles_per_iteration(trace)
    bounds: dict[str, float] = {}
    # Port pressure, from the simulation's unit usage.
    usage = [0.0] * len(trace.units)
    for per_pos in trace.unit_cycles:
        for col, cycles in per_pos.items():
            if 0 <= col < len(usage):
                usage[col] += cycles
    per_iter = [u / it for u in usage]
    top = max(per_iter, default=0.0)
    busiest = tuple(trace.units[c] for c, u in enumerate(per_iter) if top > 0 and u >= top - 1e-9)
    if top > 0:
        bounds["port " + "/".join(busiest)] = top
    # Dispatch width (an in-order pipeline's issue width: it dispatches and issues at once).
    in_order = trace.facts.in_order
    uops = sum(getattr(d, "uops", 0) for d in descs)
    width = trace.dispatch_width or 1
    front_end = trace.facts.frontend
    fe: dict[str, Any] = front_end if isinstance(front_end, dict) else {}
    delivery = int(fe.get("delivery_width", 0))
    fe_narrower = 0 < delivery <= width  # the front end's delivery width is the dispatch width
    if fe_narrower:
        width = delivery
    dispatch_bound = uops / width
    width_name = "issue width" if in_order else "dispatch width"
    bounds["front-end delivery width" if fe_narrower else width_name] = dispatch_bound
    # Loop-carried dependency.
    rec = recurrence(descs, isa, register_prefix=register_prefix)
    if rec is not None:
        bounds["dependency " + "/".join(rec.registers)] = rec.cycles_per_iteration
    cycles = max(1, trace.total_cycles)
    stalls = {r.name: 100.0 * trace.stalls.get(r, 0) / cycles for r in StallReason if trace.stalls.get(r, 0)}

    candidates: list[tuple[float, int, str]] = []
    if top > 0:
        candidates.append((top, 2, RESOURCE))
    if rec is not None:
        candidates.append((rec.cycles_per_iteration, 3, DEPENDENCY))  # a recurrence wins ties
    candidates.append((dispatch_bound, 1, DISPATCH))
    common = {"cycles_per_iteration": simulated, "bounds": bounds, "recurrence": rec, "stalls": stalls}
    # A bound the simulation clearly beats is not what binds the loop. Within the tolerance (the
    # static figures average over every iteration) it still binds, and is stated as the simulated
    # rate below: a stated bound never exceeds the simulated rate.
    stated = [c for c in candidates if c[0] <= simulated * (1 + TOLERANCE) + 1e-9]
    if not stated:
        lowest = min(c[0] for c in candidates)
        text = (f"simulated {_num(simulated)} cycles per iteration, below every static bound (lowest "
                f"{_num(lowest)}): the simulation overlaps more than the bounds assume")
        return Verdict(NONE, text, bound=0.0, **common)  # type: ignore[arg-type]
    bound, _, kind = max(stated)
    if simulated <= bound * (1 + TOLERANCE) + 1e-9:
        # A bound is a lower limit on the rate. The static figures are averages over every
        # iteration (ramp-up included), so one can come out a hair above the steady simulated
        # rate; it is then shown as the simulated rate, never above it (`Bounds` keeps the raw ones).
        bound = min(bound, simulated) if simulated > 0 else bound
        if kind == DEPENDENCY and rec is not None:
            chain = " -> ".join(_short(texts, p) for p in rec.positions)
            span = "" if rec.distance == 1 else f" over {rec.distance} iterations"
            # Measured models: memory dependences travel through the target's spare registers
            # (sim/hardware.py), and a stack engine leaves only explicit stack-pointer updates
            # chained; which registers and opcodes those are is the ISA's hardware rules' data.
            from ..sim.hardware_rules import HardwareRules, hardware_rules
            from ..sim.instr_desc import STACK_BASE_USE, register_table

            rules = hardware_rules(isa) if isa is not None else HardwareRules()
            spare = {name.lower() for name in rules.spare_registers}
            if any(r.lower().lstrip("%") in spare for r in rec.registers):
                text = (f"bound by store-to-load forwarding through memory: "
                        f"{_num(rec.cycles_per_iteration)} cycles per iteration ({chain}, "
                        f"{rec.latency} cycles{span}); simulated {_num(simulated)}")
                return Verdict(STORE_FORWARDING, text, bound=bound, **common)  # type: ignore[arg-type]
            # push/pop that neither read nor write a register: a stack engine tracks the stack pointer.
            sp = rules.stack_pointer.lower()
            rsp = register_table(isa).index.get(rules.stack_pointer, -1) if isa is not None else -1
            push_pop = rules.opcodes("push_or_pop")
            engine = any(getattr(d, "opcode", "") in push_pop
                         and all(r.reg != rsp or r.use_index == STACK_BASE_USE for r in getattr(d, "reads", ()))
                         for d in descs)
            if engine and sp and any(r.lower().lstrip("%") == sp for r in rec.registers):
                text = (f"bound by the stack engine: explicit {register_prefix}{sp} updates beside push/pop chain "
                        f"{_num(rec.cycles_per_iteration)} cycles per iteration ({chain}); "
                        f"simulated {_num(simulated)}")
                return Verdict(STACK_ENGINE, text, bound=bound, **common)  # type: ignore[arg-type]
            text = (f"bound by a loop-carried dependency through {'/'.join(rec.registers)}: "
                    f"{_num(bound)} cycles per iteration ({chain}, "
                    f"{_plural(rec.latency, 'cycle')}{span}); simulated {_num(simulated)}")
            return Verdict(DEPENDENCY, text, bound=bound, **common)  # type: ignore[arg-type]
        if kind == RESOURCE:
            share = 100.0 * top * it / cycles
            text = (f"bound by port pressure on {'/'.join(busiest)} ({share:.1f}% of cycles busy): "
                    f"{_num(bound)} cycles per iteration; simulated {_num(simulated)}")
            return Verdict(RESOURCE, text, bound=bound, resources=busiest, **common)  # type: ignore[arg-type]
        what = "front-end bound: delivery width" if fe_narrower else f"bound by {width_name}"
        text = (f"{what} ({_plural(width, 'uop')}/cycle): {_plural(uops, 'uop')} per iteration = "
                f"{_num(bound)} cycles; simulated {_num(simulated)}")
        return Verdict(FRONTEND if fe_narrower else DISPATCH, text, bound=bound, **common)  # type: ignore[arg-type]
    # A modelled front end that left delivery slots empty explains what the back end does not.
    if fe and delivery:
        starved = fe.get("starved_slots", 0) / (delivery * cycles)
        if starved >= FRONTEND_STARVED:
            sources = fe.get("uops_by_source", {})
            mix = ", ".join(f"{name} {count}" for name, count in sources.items() if count)
            text = (f"front-end bound: the uop queue was empty in {100 * starved:.1f}% of delivery slots "
                    f"({fe.get('lcp_stall_cycles', 0)} LCP stall cycles, {fe.get('switches', 0)} uop cache "
                    f"switches; uops from {mix}): simulated {_num(simulated)} cycles per iteration vs "
                    f"{_num(bound)} from the best static bound")
            return Verdict(FRONTEND, text, bound=0.0, **common)  # type: ignore[arg-type]
    # Nothing static explains the rate. An in-order pipeline has no register renaming, reorder
    # buffer or scheduler queues: its stalls are hazards at issue, named by what held the
    # instruction (llvm-mca counts a register dependency as a RAT stall there, which is not a
    # full register file).
    if in_order:
        held = trace.facts.issue_stalls or {}
        return _in_order_stall_verdict(held, simulated, bound, it, cycles, descs, texts, isa, register_prefix, common)
    # Look at what stopped dispatch.
    if stalls:
        reason = max(stalls, key=lambda k: stalls[k])
        stall_kind, what = _STALL_KIND[StallReason[reason]]
        queue = _fullest_scheduler_queue(trace) if reason == "SCHEDQ" else None
        if queue is not None:
            what = f"the {queue} scheduler queue"
        text = (f"bound by {what} ({reason} full in {stalls[reason]:.1f}% of cycles): simulated "
                f"{_num(simulated)} cycles per iteration vs {_num(bound)} from the best static bound")
        return Verdict(stall_kind, text, bound=0.0, **common)  # type: ignore[arg-type]
    text = (f"latency bound: simulated {_num(simulated)} cycles per iteration, more than any "
            f"throughput bound ({_num(bound)}); too little independent work to overlap")
    return Verdict(LATENCY, text, bound=0.0, **common)  # type: ignore[arg-type]


def _closest_writer(descs: Sequence[Any], pos: int, reg: int, regs: Any) -> int:
    """The position of the closest write before `pos` (wrapping to the previous iteration) of a
    register overlapping `reg`, or -1."""
    n = len(descs)
    for back in range(1, n + 1):
        q = (pos - back) % n
        for w in getattr(descs[q], "writes", ()):
            if w.reg > 0 and (w.reg == reg if regs is None else _overlaps(regs, w.reg, reg)):
                return q
    return -1


def _in_order_stall_verdict(held: dict[tuple[str, int, int, int], int], simulated: float, bound: float,
                            iterations: int, cycles: int, descs: Sequence[Any], texts: Sequence[str], isa: Isa | None,
                            register_prefix: str, common: dict[str, Any]) -> Verdict:
    """The verdict of an in-order region no static bound explains: the stall kind that held
    instructions longest, with the instruction it held most (and, for a register dependency,
    the producer and register it waited for)."""
    by_kind: dict[str, int] = {}
    for (kind, _pos, _q, _reg), c in held.items():
        by_kind[kind] = by_kind.get(kind, 0) + c
    if not by_kind:
        text = (f"latency bound: simulated {_num(simulated)} cycles per iteration, more than any "
                f"throughput bound ({_num(bound)}), with no issue stall recorded")
        return Verdict(LATENCY, text, bound=0.0, **common)  # type: ignore[arg-type]
    top = max(by_kind, key=lambda k: (by_kind[k], k))
    kind, what = _ISSUE_STALL.get(top, (LATENCY, top))
    (_, pos, q, reg), worst = max(((k, c) for k, c in held.items() if k[0] == top), key=lambda e: (e[1], -e[0][1]))
    detail = f"{_short(texts, pos)} waits {worst / iterations:.2f} cycles per iteration"
    if top == "register" and reg > 0:
        regs = None
        if isa is not None:
            from ..sim.instr_desc import register_table

            regs = register_table(isa)
        if q < 0:  # the register file path records no producer: the closest earlier writer
            q = _closest_writer(descs, pos, reg, regs)
        source = ""
        if q >= 0:
            source = f" from {_short(texts, q)}" + (" of the previous iteration" if q >= pos else "")
        detail += f" for {_reg_name(reg, regs, isa, register_prefix)}{source}"
    elif top == "resource":
        detail += " for a busy unit"
    elif top == "write-back":
        detail += " to write back after a longer-latency instruction"
    elif top == "load-store":
        detail += " for an earlier memory access"
    per_iteration = by_kind[top] / iterations
    share = 100.0 * by_kind[top] / cycles
    # Other stall kinds that hold a fair share of the cycles too (an in-order loop often pays both a
    # load-use stall and a write-back wait per iteration).
    others = [f"{_num(c / iterations)} on {_ISSUE_STALL.get(k, (LATENCY, k))[1]}"
              for k, c in sorted(by_kind.items(), key=lambda e: (-e[1], e[0]))
              if k != top and c >= SECONDARY_STALLS * by_kind[top]]
    also = f"; also {', '.join(others)}" if others else ""
    text = (f"bound by in-order issue stalls on {what} ({_num(per_iteration)} stall cycles per iteration, "
            f"{share:.1f}% of cycles; {detail}{also}): simulated {_num(simulated)} cycles per iteration vs "
            f"{_num(bound)} from the best static bound")
    return Verdict(kind, text, bound=0.0, **common)  # type: ignore[arg-type]


def _fullest_scheduler_queue(trace: Trace) -> str | None:
    """The buffered resource that filled up and was fullest on average (SchedulerStatistics)."""
    best: tuple[float, str] | None = None
    for entry in trace.facts.buffer_usage or ():
        name, used_sum, used_max, size = entry
        if size <= 0 or used_max < size:
            continue
        share = used_sum / (max(1, trace.total_cycles) * size)
        if best is None or share > best[0]:
            best = (share, name)
    return best[1] if best is not None else None


def _short(texts: Sequence[str], pos: int) -> str:
    if 0 <= pos < len(texts) and texts[pos]:
        return f"#{pos} {texts[pos].split()[0]}"
    return f"#{pos}"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _num(x: float) -> str:
    return f"{x:.2f}"
