"""Why it waited: where every instruction lost cycles, beyond llvm-mca (llvm/llvm-project#136423).

A dynamic instruction's life splits into three waits, each read off the trace:

* dispatch: cycles between its predecessor's dispatch and its own (instructions dispatch in
  program order). Each such cycle is charged to the dispatch stall llvm-mca recorded for the
  instruction in that cycle (RAT, RCU, SCHEDQ, LQ, SQ, GROUP, USH), or to the dispatch width
  when nothing was refused (the cycle's slots were used up or a group boundary closed it).
* data: from the earliest possible issue (the cycle after dispatch) to ready, charged to the critical producer the simulator recorded at issue
  (which instruction, which register, whether it came from an earlier iteration), or to memory
  ordering for loads/stores held by their memory group.
* resources: from ready (or the earliest possible issue) to issue, charged to the resources the scheduler found busy for it (the
  instruction's critical resource mask).

Causes need the trace's PressureRecord (SimOptions.record_pressure); without it the cycles are
still split, with unknown causes. Pure functions of the trace plus instruction texts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import islice
from typing import Any

from ..isa import Isa
from ..sim.trace import PeriodicColumn, PressureRecord, StallReason, Trace, as_list
from .bottleneck import register_asm_name

WIDTH = "width"  # dispatch cause: no slot left in the cycle (dispatch width / group boundary)
ISSUE_WIDTH = "issue-width"  # the same on an in-order pipeline (no slot left, or a group boundary)
_STALL_TEXT = {
    "RAT": "register file full (RAT)",
    "RCU": "reorder buffer full (RCU)",
    "SCHEDQ": "scheduler queue full (SCHEDQ)",
    "LQ": "load queue full (LQ)",
    "SQ": "store queue full (SQ)",
    "GROUP": "dispatch group restriction (GROUP)",
    "USH": "unsupported hazard (USH)",
    WIDTH: "dispatch width",
    # In-order pipelines dispatch and issue at once: their stalls are issue hazards (llvm-mca's
    # InOrderIssueStage counts a register dependency as RAT and a busy resource as GROUP).
    "register": "register dependency (in-order issue)",
    "resource": "busy resource (in-order issue)",
    "write-back": "in-order write-back (behind a longer-latency result)",
    "load-store": "memory ordering (in-order issue)",
    ISSUE_WIDTH: "issue width",
}
# The in-order stage's stall events, renamed as its hazards.
_IN_ORDER_REASON = {"RAT": "register", "GROUP": "resource"}


@dataclass(frozen=True, slots=True)
class DataWait:
    """Cycles lost waiting for a producer. producer: region position (-1 unknown); register:
    "%xmm3"-style name, "memory" for memory ordering, "" when unknown."""

    producer: int
    register: str
    loop_carried: bool
    cycles: float


@dataclass(frozen=True, slots=True)
class ResourceWait:
    resources: tuple[str, ...]  # busy resources (a group replaces its members); () unknown
    cycles: float


@dataclass(frozen=True, slots=True)
class DispatchWait:
    reason: str  # a StallReason name or WIDTH
    cycles: float

    @property
    def description(self) -> str:
        return _STALL_TEXT.get(self.reason, self.reason)


@dataclass(frozen=True, slots=True)
class IterationWaits:
    """One dynamic instruction (timeline window): its events and its waits."""

    iteration: int
    dispatched: int
    ready: int
    issued: int
    dispatch: tuple[DispatchWait, ...]
    data: tuple[DataWait, ...]
    resources: tuple[ResourceWait, ...]


@dataclass(frozen=True, slots=True)
class InstructionWaits:
    """Average waits per iteration of one region instruction (biggest causes first)."""

    position: int
    text: str
    iterations: int
    dispatch: tuple[DispatchWait, ...]
    data: tuple[DataWait, ...]
    resources: tuple[ResourceWait, ...]
    per_iteration: tuple[IterationWaits, ...] = field(default=())

    @property
    def dispatch_cycles(self) -> float:
        return sum(w.cycles for w in self.dispatch)

    @property
    def data_cycles(self) -> float:
        return sum(w.cycles for w in self.data)

    @property
    def resource_cycles(self) -> float:
        return sum(w.cycles for w in self.resources)

    @property
    def total_cycles(self) -> float:
        return self.dispatch_cycles + self.data_cycles + self.resource_cycles

    def summary(self, texts: Sequence[str] = (), unit_name: Callable[[str], str] = str) -> str:
        """One line for the CLI's view and the editor's hover (the same words in both): the causes,
        biggest first, in cycles per execution (see wait_definition); unit_name: how resources are
        named (the CLI prints the model's names, the editor its `p0` labels)."""
        parts: list[tuple[float, str]] = []
        for d in self.data:
            if d.register == "memory":
                what = "memory ordering"
            elif d.producer >= 0:
                src = f"#{d.producer}"
                if 0 <= d.producer < len(texts) and texts[d.producer].split():
                    src += f" ({texts[d.producer].split()[0]})"
                what = f"{d.register or 'a register'} from {src}" + (", previous iteration" if d.loop_carried else "")
            else:
                what = "operands"
            parts.append((d.cycles, f"{_fmt(d.cycles)} cy waiting for {what}"))
        for r in self.resources:
            what = "/".join(unit_name(name) for name in r.resources) if r.resources else "execution units"
            parts.append((r.cycles, f"{_fmt(r.cycles)} cy waiting for {what}"))
        for s in self.dispatch:
            parts.append((s.cycles, f"{_fmt(s.cycles)} cy at dispatch: {s.description}"))
        parts.sort(key=lambda p: -p[0])
        shown = [text for cycles, text in parts if cycles >= 0.005]  # what prints as 0.00 is no cause
        if not shown:
            return NO_WAITS
        return "; ".join(shown)

    def hover(self, texts: Sequence[str] = (), unit_name: Callable[[str], str] = str) -> str:
        """A few Markdown lines for an editor hover: the total, then each cause."""
        head = f"**Waits** ({wait_definition(self.iterations)}): {_fmt(self.total_cycles)} cy"
        causes = self.summary(texts, unit_name)
        if causes == NO_WAITS:
            return f"{head}\n\n{causes}"
        return head + "\n\n" + "\n".join(f"- {part}" for part in causes.split("; "))

    def to_json(self) -> dict[str, Any]:
        return {
            "Position": self.position,
            "Instruction": self.text,
            "DispatchCycles": _round(self.dispatch_cycles),
            "DataCycles": _round(self.data_cycles),
            "ResourceCycles": _round(self.resource_cycles),
            "Dispatch": [{"Reason": s.reason, "Cycles": _round(s.cycles)} for s in self.dispatch],
            "Data": [{"Producer": d.producer, "Register": d.register, "LoopCarried": d.loop_carried,
                      "Cycles": _round(d.cycles)} for d in self.data],
            "Resources": [{"Resources": list(r.resources), "Cycles": _round(r.cycles)} for r in self.resources],
            "Iterations": [
                {"Iteration": w.iteration, "Dispatched": w.dispatched, "Ready": w.ready, "Issued": w.issued,
                 "Dispatch": [{"Reason": s.reason, "Cycles": int(s.cycles)} for s in w.dispatch],
                 "Data": [{"Producer": d.producer, "Register": d.register, "LoopCarried": d.loop_carried,
                           "Cycles": int(d.cycles)} for d in w.data],
                 "Resources": [{"Resources": list(r.resources), "Cycles": int(r.cycles)} for r in w.resources]}
                for w in self.per_iteration
            ],
        }


def _round(x: float) -> float:
    return round(x, 2)


def _fmt(x: float) -> str:
    # Always two decimals, as the view's columns: 2.00, never "2" beside "1.14".
    return f"{x:.2f}"


NO_WAITS = "no waits: dispatched, ready and issued without delay"


def wait_definition(iterations: int, cycles_per_iteration: float = 0.0) -> str:
    """What a wait figure is, in the words of the CLI's `--waits` view and of the editor's hover.

    A wait is counted per dynamic instruction (one execution of a region instruction, one per
    iteration) and averaged over the run's executions. Executions of successive iterations
    overlap, so a wait is not a share of the loop's cycles per iteration and can exceed them (a
    pointer chase dispatched far ahead of its 5-cycle chain waits 86 cycles per execution)."""
    text = f"cycles one execution of the instruction waited, averaged over its {iterations} executions (one per iteration)"
    if cycles_per_iteration > 0:
        text += (f"; executions overlap, so a wait can be longer than the loop's"
                 f" {cycles_per_iteration:.2f} cycles per iteration")
    return text


def mask_names(mask: int, record: PressureRecord) -> tuple[str, ...]:
    """Resources named by a busy mask: groups whose bit is set replace their member units."""
    masks = record.resource_masks
    chosen = [i for i, m in enumerate(masks) if m and (mask & (1 << (m.bit_length() - 1)))]
    groups = [i for i in chosen if masks[i].bit_count() > 1]
    covered = 0
    for g in groups:
        covered |= masks[g] ^ (1 << (masks[g].bit_length() - 1))
    return tuple(record.resource_names[i] for i in chosen
                 if masks[i].bit_count() > 1 or not masks[i] & covered)


def instruction_waits(trace: Trace, texts: Sequence[str], *, isa: Isa | None = None,
                      memory: Sequence[bool] = (), window: int = 10,
                      register_prefix: str = "%") -> list[InstructionWaits]:
    """Per region instruction, the average waits per iteration and the first `window`
    iterations in detail. memory[pos]: the instruction may load or store (static info);
    register_prefix: what the target prints before register names (x86 AT&T "%", AArch64 none)."""
    n = trace.num_instructions
    iterations = trace.iterations
    total = min(n * iterations, len(trace.dispatched))
    record = trace.facts.pressure
    record = record if isinstance(record, PressureRecord) else None
    # PERF: IIDs [skip_from, skip_to) of a replayed steady state wait exactly like the IIDs one
    # period (`span` IIDs) earlier; their sums are added block by block without reading them.
    skip = _periodic_iids(trace, record, n * window)
    skip_from, skip_to, span = skip if skip is not None else (total, total, 0)
    causes: dict[int, tuple[int, tuple[int, int, int] | None, tuple[int, int] | None]] = {}
    if record is not None:
        binding = record.binding_deps
        for iid, _cycle, _uses, crit, reg_dep, mem_dep in _outside(record.issues, skip_from, skip_to):
            causes[iid] = (crit, binding.get(iid, reg_dep), mem_dep)
    stalls: dict[int, dict[int, str]] = {}
    names_of = {int(r): r.name for r in StallReason}
    in_order = trace.facts.in_order
    if in_order:
        names_of = {k: _IN_ORDER_REASON.get(v, v) for k, v in names_of.items()}
    for cycle, reason, iid in _outside(trace.facts.stall_events, skip_from, skip_to,
                                       iid_at=2):  # type: ignore[arg-type]
        per = stalls.setdefault(iid, {})
        per.setdefault(cycle, names_of[reason])  # first refusal of the cycle wins
    if in_order:  # the stalls llvm-mca raises no event for (never replayed: no steady state there)
        for cycle, kind, iid in trace.facts.hazard_events or ():
            stalls.setdefault(iid, {}).setdefault(cycle, kind)
    width_reason = ISSUE_WIDTH if in_order else WIDTH
    may_mem = [bool(memory[p]) if p < len(memory) else False for p in range(n)]
    columns = (trace.dispatched, trace.ready, trace.issued)
    # IID iid is read at [iid - offset]; after the skipped blocks, from the columns' tails.
    offset = 0
    if skip is None:
        dispatched, ready, issued = (as_list(c) for c in columns)
        tails: tuple = ()
    else:  # only the IIDs outside the skipped blocks are read: materialise those two stretches
        # PERF: reading a PeriodicColumn by index costs three calls per value (~1 ms a run).
        dispatched, ready, issued = (list(islice(c, skip_from)) for c in columns)
        tails = tuple(c[skip_to - 1:total] for c in columns)  # from the predecessor of the first
    sums_dispatch: list[dict[str, float]] = [{} for _ in range(n)]
    sums_data: list[dict[tuple[int, str, bool], float]] = [{} for _ in range(n)]
    sums_res: list[dict[tuple[str, ...], float]] = [{} for _ in range(n)]
    details: list[list[IterationWaits]] = [[] for _ in range(n)]
    names_cache: dict[int, tuple[str, ...]] = {}
    block_start: tuple | None = None
    iid = -1
    while iid + 1 < total:
        iid += 1
        if iid == skip_from - span:
            block_start = _copy_sums(sums_dispatch, sums_data, sums_res)
        elif iid == skip_from and block_start is not None:
            _add_repeated(block_start, (sums_dispatch, sums_data, sums_res), (skip_to - skip_from) // span)
            iid = skip_to - 1
            dispatched, ready, issued = tails
            offset = iid
            continue
        pos = iid % n
        at = iid - offset
        d, r, i = dispatched[at], ready[at], issued[at]
        if d < 0 or i < 0:
            continue
        if r < 0:
            r = i
        # An instruction dispatched in cycle d can issue at d + 1 at the earliest (issue comes
        # before dispatch within a cycle), unless it issues at dispatch (zero latency).
        base = d + 1 if i > d else d
        if r < base:
            r = base
        # Dispatch waits.
        prev = dispatched[at - 1] if iid else 0
        disp: dict[str, int] = {}
        if d > prev:
            per = stalls.get(iid, {})
            for c in range(prev, d):
                reason = per.get(c, width_reason)
                disp[reason] = disp.get(reason, 0) + 1
        # Data waits.
        data: dict[tuple[int, str, bool], int] = {}
        if r > base:
            crit, reg_dep, mem_dep = causes.get(iid, (0, None, None))
            if reg_dep is not None:
                name = record.register_names.get(reg_dep[1], str(reg_dep[1])) if record else str(reg_dep[1])
                key = (reg_dep[0] % n, register_prefix + register_asm_name(name, isa), reg_dep[0] // n < iid // n)
            elif mem_dep is not None or may_mem[pos]:
                src = mem_dep[0] if mem_dep is not None else -1
                key = (src % n if src >= 0 else -1, "memory", src >= 0 and src // n < iid // n)
            else:
                key = (-1, "", False)
            data[key] = r - base
        # Resource waits.
        res: dict[tuple[str, ...], int] = {}
        if i > r:
            crit = causes.get(iid, (0, None, None))[0]
            names = names_cache.get(crit)
            if names is None:
                names = mask_names(crit, record) if (record is not None and crit) else ()
                names_cache[crit] = names
            res[names] = i - r
        for k, v in disp.items():
            sums_dispatch[pos][k] = sums_dispatch[pos].get(k, 0) + v
        for k2, v in data.items():
            sums_data[pos][k2] = sums_data[pos].get(k2, 0) + v
        for k3, v in res.items():
            sums_res[pos][k3] = sums_res[pos].get(k3, 0) + v
        if iid // n < window:
            details[pos].append(IterationWaits(
                iteration=iid // n, dispatched=d, ready=r, issued=i,
                dispatch=tuple(DispatchWait(k, v) for k, v in disp.items()),
                data=tuple(DataWait(k[0], k[1], k[2], v) for k, v in data.items()),
                resources=tuple(ResourceWait(k, v) for k, v in res.items())))
    out = []
    for pos in range(n):
        it = max(1, iterations)
        out.append(InstructionWaits(
            position=pos,
            text=texts[pos] if pos < len(texts) else "",
            iterations=iterations,
            dispatch=tuple(sorted((DispatchWait(k, v / it) for k, v in sums_dispatch[pos].items()),
                                  key=lambda w: -w.cycles)),
            data=tuple(sorted((DataWait(k[0], k[1], k[2], v / it) for k, v in sums_data[pos].items()),
                              key=lambda w: -w.cycles)),
            resources=tuple(sorted((ResourceWait(k, v / it) for k, v in sums_res[pos].items()),
                                   key=lambda w: -w.cycles)),
            per_iteration=tuple(details[pos]),
        ))
    return out


def _copy_sums(*sums: list[dict]) -> tuple:
    return tuple([dict(d) for d in per_pos] for per_pos in sums)


def _add_repeated(before: tuple, sums: tuple, times: int) -> None:
    """Add `times` more of what was added to `sums` since `before` (a _copy_sums snapshot)."""
    for old_lists, new_lists in zip(before, sums, strict=True):
        for old, new in zip(old_lists, new_lists, strict=True):
            for key, value in list(new.items()):
                delta = value - old.get(key, 0)
                if delta:
                    new[key] = value + times * delta


def _replay_parts(events: Sequence) -> tuple | None:
    """(before, period, count, cycles, iids, shift, after) of a list with replayed periods kept
    implicit (the simulator's ReplayedEvents), else None."""
    period = getattr(events, "period", None)
    if period is None or not getattr(events, "count", 0):
        return None
    return (events.before, period, events.count, events.cycles, events.iids,  # type: ignore[attr-defined]
            events.shift, events.after)  # type: ignore[attr-defined]


def _outside(events: Sequence, lo: int, hi: int, iid_at: int = 0):
    """The records of `events`, except replayed copies whose IIDs all lie in [lo, hi)."""
    parts = _replay_parts(events) if hi > lo else None
    if parts is None:
        yield from events
        return
    before, period, count, cycles, iids, shift, after = parts
    yield from before
    if period:
        first = min(e[iid_at] for e in period)
        last = max(e[iid_at] for e in period)
        for j in range(1, count + 1):
            di = j * iids
            if lo <= first + di and last + di < hi:
                continue
            dc = j * cycles
            for e in period:
                if shift is None:
                    c, r, i = e
                    yield (c + dc, r, i + di)
                else:
                    yield shift(e, dc, di)
    yield from after


def _periodic_iids(trace: Trace, record: PressureRecord | None, first: int) -> tuple[int, int, int] | None:
    """(lo, hi, span): IIDs in [lo, hi) (whole blocks of `span`, lo >= first + span) whose waits
    equal those of the IID `span` earlier, or None.

    In a replayed steady state (period P cycles, `span` IIDs, replayed m times after the
    detected period [c1, c2)) IID y waits like y - span when the dispatch, ready and issue
    columns of y, y - 1, y - span and y - span - 1 are in the periodic block, and the events that
    decide y's waits (its dispatch refusals in [d(y-1), d(y)] and its issue record at i(y)) fall
    in the replayed cycles [c2, c2 + m P): each is then the copy of y - span's event.
    """
    extrapolated = trace.facts.extrapolated
    columns = (trace.dispatched, trace.ready, trace.issued)
    if not extrapolated or not all(isinstance(c, PeriodicColumn) for c in columns):
        return None
    d, _r, i = columns
    span = len(d.block)
    step, reps, b2 = d.step, d.repeats, len(d.head)
    if any((len(c.block), c.step, c.repeats, len(c.head)) != (span, step, reps, b2)  # type: ignore[attr-defined]
           for c in columns) or not span or step <= 0 or reps < 4:
        return None
    c1, resumed, m = extrapolated
    c2 = c1 + step
    if resumed != c2 + m * step:
        return None
    for events in (trace.facts.stall_events, record.issues if record is not None else ()):
        parts = _replay_parts(events)  # type: ignore[arg-type]
        if parts is None:
            if events:  # recorded, but not as replayed copies: nothing is known to repeat
                return None
        elif (parts[2], parts[3], parts[4]) != (m, step, span):
            return None
    if min(i.block) < 0 or min(d.block) < 0:
        return None
    last_d = d.block[-1]  # dispatch is in order: d(first of block q) - 1 = last_d + (q - 1) P
    lo_i, hi_i = min(i.block), max(i.block)
    end = c2 + m * step
    q_lo = 2
    while q_lo < reps and (last_d + (q_lo - 1) * step < c2 or lo_i + q_lo * step < c2
                           or b2 + q_lo * span < first + span):
        q_lo += 1
    q_hi = q_lo - 1
    while q_hi + 1 < reps and last_d + (q_hi + 1) * step < end and hi_i + (q_hi + 1) * step < end:
        q_hi += 1
    if q_hi - q_lo + 1 < 2:
        return None
    return b2 + q_lo * span, b2 + (q_hi + 1) * span, span


def why_waited(region: Any, *, window: int = 10) -> list[InstructionWaits]:
    """The waits of an analysed region (mcalens.analysis.api.RegionAnalysis), for hovers.

    Causes are filled in when the region was analysed with waits, verdict or bottleneck
    analysis requested (the trace then carries a PressureRecord).
    """
    trace = getattr(region, "trace", None)
    if trace is None:
        return []
    isa = getattr(region, "isa", None)  # the region's ISA; without one, LLVM's register enum names
    descs = getattr(region, "descriptors", None) or []
    memory = [bool(getattr(d, "may_load", False) or getattr(d, "may_store", False)) for d in descs]
    return instruction_waits(trace, list(getattr(region, "texts", [])), isa=isa, memory=memory, window=window,
                             register_prefix=getattr(region, "register_prefix", "%"))


def render_waits(waits: Any, instructions: Sequence[str], cycles_per_iteration: float = 0.0) -> str:
    """mcalens --waits as text: per instruction, the cycles one execution lost before dispatch,
    waiting for operands and waiting for a free unit (averaged over the run), then the causes,
    biggest first (wait_definition says what the figures are, in the hover's words)."""
    iterations = waits[0].iterations if waits else 0
    lines = [f"\n\nWaits ({wait_definition(iterations, cycles_per_iteration)}):\n",
             "[0]: dispatch (before the instruction entered the scheduler)\n",
             "[1]: operands (a register or memory ordering not ready)\n",
             "[2]: resources (ready, but no free execution unit)\n\n",
             "Index  [0]      [1]      [2]      Instructions:\n"]
    for w in waits:
        text = instructions[w.position] if 0 <= w.position < len(instructions) else w.text
        lines.append(f"{w.position:<7}{w.dispatch_cycles:<9.2f}{w.data_cycles:<9.2f}{w.resource_cycles:<9.2f}"
                     f"{text}\n")
        if w.total_cycles:
            lines.append(f"{'':7}{w.summary(instructions)}\n")
    return "".join(lines)

