"""InstructionInfoView: per-instruction uOps, latency, reciprocal throughput and memory/side-effect flags.

Static data only (llvm-mca 19 `Views/InstructionInfoView.cpp` + `MC/MCSchedule.cpp`): it reads the
resolved scheduling class, never the simulation. Latency adds the forwarding delay of negative
ReadAdvance entries; RThroughput is LLVM 19's (acquire ignored) or, with -rthroughput=segments,
derived from the class's resource segments. With
-show-encoding each row also carries the instruction's machine code.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from ..machine.model import CpuModel, ResourceUse, SchedClass
from ..machine.releases import (
    ENGINE_LATENCY_JUSTIFIED,
    ENGINE_RTHROUGHPUT_HELD,
    ENGINE_RTHROUGHPUT_ROUNDED,
    model_engine,
)
from .text import Line, round_places

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up)
if TYPE_CHECKING:
    from ..isa import Isa
    from ..mcinst import McInst
    from ..sim.instr_desc import InstrDesc
    from .registry import RegionInputs

# -rthroughput: LLVM 19's computation (AcquireAtCycle ignored), or from the [acquire, release) segments.
RTHROUGHPUT_LLVM = "llvm"
RTHROUGHPUT_SEGMENTS = "segments"


@dataclass(frozen=True, slots=True)
class InstructionInfo:
    """One row of the instruction info view."""

    uops: int
    latency: int
    rthroughput: float | None
    may_load: bool
    may_store: bool
    has_side_effects: bool
    load_barrier: bool = False  # shown only with -show-barriers
    store_barrier: bool = False
    # Machine code as llvm-mca's -show-encoding prints it (analysis.encode, relaxed like llvm-mca);
    # None when it was not asked for or the instruction could not be encoded.
    encoding: bytes | None = None


@dataclass(frozen=True, slots=True)
class InstructionInfoView:
    """llvm-mca's instruction info view."""

    rows: tuple[InstructionInfo, ...]
    show_barriers: bool = False
    show_encoding: bool = False  # -show-encoding: Encoding Size and Encodings columns
    round_rthroughput: bool = False  # the release rounds RThroughput half up before printing it
    # The release pads every column to its fixed start (at least one space), so a wide Latency or
    # RThroughput shifts only what follows it on that row (release engine `latency-justified`).
    pad_columns: bool = False


def class_latency(sched_class: SchedClass) -> int:
    """MCSchedModel::computeInstrLatency: the largest write latency; a negative one wins at once."""
    latency = 0
    for write in sched_class.writes:
        if write.cycles < 0:
            return write.cycles
        latency = max(latency, write.cycles)
    return latency


def forwarding_delay(sched_class: SchedClass) -> int:
    """|most negative ReadAdvance that applies to any producer| (write_id 0), else 0."""
    delay = 0
    for advance in sched_class.read_advances:
        if advance.write_id == 0:
            delay = min(delay, advance.cycles)
    return abs(delay)


def segment_period(segments: Sequence[tuple[int, int]]) -> int:
    """Smallest issue distance D >= 1 at which instances of one instruction, issued every D cycles
    onto one unit, never collide: the set of [acquire, release) segments and its copies shifted by
    D, 2D, ... are pairwise disjoint. One segment [a, r) gives r - a (seed 002's longest segment);
    several segments on the same resource can need more than their total length."""
    spans = sorted((a, r) for a, r in segments if r > a)
    if not spans:
        return 0
    reach = max(r for _, r in spans) - min(a for a, _ in spans)
    distance = max(r - a for a, r in spans)
    while distance < reach:
        if all(_disjoint(spans, k * distance) for k in range(1, (reach - 1) // distance + 1)):
            return distance
        distance += 1
    return distance


def _disjoint(spans: list[tuple[int, int]], shift: int) -> bool:
    for a, r in spans:
        for b, s in spans:
            if a < s + shift and b + shift < r:
                return False
    return True


def rthroughput_from_segments(
    resources: Sequence[ResourceUse], units_of: Callable[[str], int], uops: int, issue_width: int
) -> float:
    """`-rthroughput=segments`: the smallest average issue distance at which instances' resource
    segments [acquire, release) never collide on a unit.

    Per resource, `segment_period` of its segments (a resource listed twice holds a unit twice);
    a resource with U units takes instances in turn, so its distance is that period / U. The
    slowest resource bounds throughput; without any resource the dispatch width bounds it
    (uOps / issue width). With every acquire at 0 and each resource listed once this is LLVM 19's
    `getReciprocalThroughput`, to the last bit.
    """
    by_resource: dict[str, list[tuple[int, int]]] = {}
    for use in resources:
        if use.release == 0:
            continue
        by_resource.setdefault(use.resource, []).append((use.acquire, use.release))
    best: float | None = None
    for name, segments in by_resource.items():
        units = units_of(name)
        period = segment_period(segments)
        if units <= 0 or period <= 0:
            continue
        per_cycle = units * 1.0 / period  # LLVM's expression, so equal inputs give equal bits
        best = per_cycle if best is None else min(best, per_cycle)
    if best is not None:
        return 1.0 / best
    return uops / issue_width if issue_width > 0 else 0.0


def rthroughput_llvm19(
    resources: Sequence[ResourceUse], units_of: Callable[[str], int], uops: int, issue_width: int
) -> float:
    """LLVM 19's exact computation: 1 / min(units / release), acquire ignored."""
    best: float | None = None
    for use in resources:
        if use.release == 0:
            continue
        units = units_of(use.resource)
        if units <= 0:
            continue  # a unit-less resource cannot appear in LLVM's tables; skip rather than divide by 0
        temp = units * 1.0 / use.release
        best = temp if best is None else min(best, temp)
    if best is not None:
        return 1.0 / best
    return uops / issue_width if issue_width > 0 else 0.0


def rthroughput_held_cycles(
    resources: Sequence[ResourceUse], units_of: Callable[[str], int], uops: int, issue_width: int
) -> float:
    """LLVM 22's computation (release engine `rthroughput-held-cycles`): 1 / min(units / (release -
    acquire)) over the resources held for at least one cycle, else uOps / issue width."""
    best: float | None = None
    for use in resources:
        if use.release == 0 or use.release == use.acquire:
            continue
        units = units_of(use.resource)
        if units <= 0:
            continue  # a unit-less resource cannot appear in LLVM's tables; skip rather than divide by 0
        # LLVM subtracts unsigned values (an acquire after the release is refused by TableGen, and
        # asserted against): the same wrap keeps a hand-written model's answer LLVM's.
        held = (use.release - use.acquire) % (1 << 32)
        temp = units * 1.0 / held
        best = temp if best is None else min(best, temp)
    if best is not None:
        return 1.0 / best
    return uops / issue_width if issue_width > 0 else 0.0


def instruction_info(
    sched_class: SchedClass, model: CpuModel, *, may_load: bool, may_store: bool, has_side_effects: bool,
    segments: bool = False,
) -> InstructionInfo:
    """One Instruction Info row for a resolved scheduling class on `model`; `segments` selects
    `-rthroughput=segments` (default: the model's release's computation: LLVM 19's ignores
    AcquireAtCycle, LLVM 22's counts the cycles a resource is held)."""
    by_name = {r.name: r for r in model.resources}

    def units_of(name: str) -> int:
        resource = by_name.get(name)
        return resource.units if resource is not None else 0

    if segments:
        compute = rthroughput_from_segments
    elif ENGINE_RTHROUGHPUT_HELD in model_engine(model):
        compute = rthroughput_held_cycles
    else:
        compute = rthroughput_llvm19
    rthroughput = compute(sched_class.resources, units_of, sched_class.uops, model.issue_width)
    return InstructionInfo(
        uops=sched_class.uops,
        # an unsigned field in llvm-mca: WriteSys' latency -1 (apple-m4's `smstart`) shows 4294967295
        latency=(class_latency(sched_class) + forwarding_delay(sched_class)) % (1 << 32),
        rthroughput=rthroughput,
        may_load=may_load,
        may_store=may_store,
        has_side_effects=has_side_effects,
    )


def _padded_row(view: InstructionInfoView, row: InstructionInfo) -> str:
    """A row up to its instruction text as LLVM 22 lays it out: each field padded to its column's
    start (columns 7 apart; the instruction after the last one, or 44 after the flags with
    -show-encoding), at least one space when the field before is wider (`1024  1024.00 *`)."""
    line = Line().pad_to(1).write(str(row.uops)).pad_to(8).write(str(row.latency)).pad_to(14)
    if row.rthroughput is not None:
        rt = round_places(row.rthroughput, 2) if view.round_rthroughput else row.rthroughput
        line.write(f"{rt:.2f}")
    else:
        line.write(" -")
    line.pad_to(22).write("*" if row.may_load else " ")
    line.pad_to(29).write("*" if row.may_store else " ")
    line.pad_to(36).write("U" if row.has_side_effects else " ")
    last = 35
    if view.show_barriers:
        line.pad_to(last + 8).write("*" if row.load_barrier else " ")
        line.pad_to(last + 15).write("*" if row.store_barrier else " ")
        last += 14
    if view.show_encoding:
        code = row.encoding or b""
        line.pad_to(last + 8).write(str(len(code))).pad_to(last + 14)
        line.write("".join(f"{byte:02x} " for byte in code))
        return line.pad_to(last + 44).text()
    return line.pad_to(last + 7).text()


def render_instruction_info(view: InstructionInfoView, instructions: tuple[str, ...]) -> str:
    legend = "[1]: #uOps\n[2]: Latency\n[3]: RThroughput\n[4]: MayLoad\n[5]: MayStore\n[6]: HasSideEffects (U)\n"
    columns = "\n[1]    [2]    [3]    [4]    [5]    [6]    "
    if view.show_barriers:
        legend += "[7]: LoadBarrier\n[8]: StoreBarrier\n"
        columns += "[7]    [8]    "
    if view.show_encoding:
        size_column = 9 if view.show_barriers else 7
        legend += f"[{size_column}]: Encoding Size\n"
        columns += f"[{size_column}]    Encodings:                    "
    out = ["\n\nInstruction Info:\n" + legend + columns + "Instructions:\n"]
    for row, text in zip(view.rows, instructions, strict=False):
        if view.pad_columns:
            out.append(_padded_row(view, row) + text + "\n")
            continue
        cell = f" {row.uops}    " + ("  " if row.uops < 10 else " " if row.uops < 100 else "")
        cell += f"{row.latency}   " + ("  " if row.latency < 10 else " " if row.latency < 100 else "")
        if row.rthroughput is not None:
            rt = round_places(row.rthroughput, 2) if view.round_rthroughput else row.rthroughput
            cell += f"{rt:.2f} " + ("  " if rt < 10.0 else " " if rt < 100.0 else "")
        else:
            cell += " -     "
        cell += " *     " if row.may_load else "       "
        cell += " *     " if row.may_store else "       "
        cell += " U     " if row.has_side_effects else "       "
        if view.show_barriers:
            cell += " *     " if row.load_barrier else "       "
            cell += " *     " if row.store_barrier else "       "
        if view.show_encoding:
            code = row.encoding or b""
            cell += f" {len(code)}" + ("     " if len(code) < 10 else "    ")
            # The bytes are padded to column 30 counted from their own start (LLVM pads with a
            # formatted stream opened there), with at least one space after a long encoding.
            cell += Line().write("".join(f"{byte:02x} " for byte in code)).pad_to(30).text()
        out.append(cell + text + "\n")
    return "".join(out)



def instruction_info_json(view: InstructionInfoView) -> dict[str, object]:
    """`-json` "InstructionInfoView" (llvm-mca 19 leaves barriers and encodings out of it)."""
    return {
        "InstructionList": [
            {
                "Instruction": i,
                "NumMicroOpcodes": row.uops,
                "Latency": row.latency,
                "RThroughput": float(row.rthroughput or 0.0),
                "mayLoad": row.may_load,
                "mayStore": row.may_store,
                "hasUnmodeledSideEffects": row.has_side_effects,
            }
            for i, row in enumerate(view.rows)
        ]
    }


def _row(mc: McInst, desc: InstrDesc, isa: Isa, model: CpuModel, segments: bool) -> InstructionInfo:
    opcode = isa.opcodes.get(mc.opcode)
    sched_class = model.classes.get(desc.sched_class) or model.resolve_class(mc)
    may_load = bool(opcode and opcode.may_load)
    may_store = bool(opcode and opcode.may_store)
    side_effects = bool(opcode and opcode.has_side_effects)
    if sched_class is None:
        row = InstructionInfo(desc.uops, desc.max_latency, None, may_load, may_store, side_effects)
    else:
        row = instruction_info(sched_class, model, may_load=may_load, may_store=may_store,
                               has_side_effects=side_effects, segments=segments)
    if desc.load_barrier or desc.store_barrier:  # PERF: rows are built without (dataclasses.replace is slow)
        row = replace(row, load_barrier=desc.load_barrier, store_barrier=desc.store_barrier)
    return row


def compute(inputs: RegionInputs) -> InstructionInfoView:
    """The view of a region (views/registry.py): a row per instruction, with its machine code
    under -show-encoding (relaxed as llvm-mca's CodeEmitter encodes)."""
    options = inputs.options
    segments = options.rthroughput == RTHROUGHPUT_SEGMENTS
    rows = [_row(mc, d, inputs.isa, inputs.model, segments) for mc, d in zip(inputs.mcinsts, inputs.descs, strict=True)]
    if options.show_encoding:
        encode = inputs.encoder()
        rows = [replace(row, encoding=encode(mc) if encode is not None else None)
                for row, mc in zip(rows, inputs.mcinsts, strict=True)]
    engine = model_engine(inputs.model)  # the release's llvm-mca printing (release.json "engine")
    return InstructionInfoView(tuple(rows), show_barriers=options.show_barriers, show_encoding=options.show_encoding,
                               round_rthroughput=ENGINE_RTHROUGHPUT_ROUNDED in engine,
                               pad_columns=ENGINE_LATENCY_JUSTIFIED in engine)
