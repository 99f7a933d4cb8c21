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
    # `-instruction-tables=full` (LLVM 22): the latency less the bypass delay of the slowest write,
    # the class's resources as LLVM lists them, the opcode's LLVM name, the line's `//` or `/* */`
    # comment.
    bypass: int = 0
    resources_text: str = ""
    opcode_name: str = ""
    comment: str = ""


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
    # `-instruction-tables=full`: the model's resources (name, units, the sub-units LLVM lists for a
    # group) printed before the table, and the rows' extra columns.
    full: bool = False
    resources: tuple[tuple[str, int, tuple[str, ...]], ...] = ()


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


def bypass_delay(sched_class: SchedClass) -> int:
    """MCSchedModel::getBypassDelayCycles (LLVM 22): the ReadAdvance cycles of the first entry for
    the write resource of the class's slowest write (the first of the longest; negative latencies
    count as 0), 0 without one."""
    if not sched_class.read_advances:
        return 0
    longest = 0
    write_id = 0
    for write in sched_class.writes:
        cycles = max(write.cycles, 0)
        if cycles > longest:
            longest, write_id = cycles, write.write_id
    for advance in sched_class.read_advances:
        if advance.write_id == write_id:
            return advance.cycles
    return 0


def resources_text(sched_class: SchedClass) -> str:
    """The Resources column of `-instruction-tables=full`: each write-proc-res entry with a release
    cycle, `Name`, `Name[release]` or `Name[acquire,release]` (the latter two only above 1 cycle)."""
    parts = []
    for use in sched_class.resources:
        if not use.release:
            continue
        if use.release > 1:
            parts.append(f"{use.resource}[{use.acquire},{use.release}]" if use.acquire > 0
                         else f"{use.resource}[{use.release}]")
        else:
            parts.append(use.resource)
    return ",".join(parts)


def line_comment(rest: str | None) -> str:
    """llvm-mca 22's comment of an instruction: `rest` is its line from the instruction on (None when
    no line break follows it: llvm-mca then finds none). A `/*` ... `*/` pair anywhere on it gives
    the text from `/*` on, as many characters as `*/`'s offset in the line (LLVM's substr); else
    `//` and the rest of the line; `#` comments are not looked at."""
    if rest is None:
        return ""
    start, end = rest.find("/*"), rest.find("*/")
    if start != -1 and end != -1:
        return rest[start : start + end]
    start = rest.find("//")
    return rest[start:] if start != -1 else ""


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


def _padded_flags(view: InstructionInfoView, row: InstructionInfo) -> Line:
    """LLVM 22's first six columns (uOps, latency, RThroughput, the three flags), each padded to its
    column's start: shared by the plain rows and `-instruction-tables=full`'s."""
    line = Line().pad_to(1).write(str(row.uops)).pad_to(8).write(str(row.latency)).pad_to(14)
    if row.rthroughput is not None:
        rt = round_places(row.rthroughput, 2) if view.round_rthroughput else row.rthroughput
        line.write(f"{rt:.2f}")
    else:
        line.write(" -")
    line.pad_to(22).write("*" if row.may_load else " ")
    line.pad_to(29).write("*" if row.may_store else " ")
    return line.pad_to(36).write("U" if row.has_side_effects else " ")


def _render_full(view: InstructionInfoView, instructions: tuple[str, ...]) -> str:
    """`-instruction-tables=full` (LLVM 22): the resource list, then every column padded to fixed
    columns (LLVM pads with a formatted stream: at least one space after a long cell)."""
    out = ["\n\nResources:\n"]
    for index, (name, units, sub_units) in enumerate(view.resources):
        line = Line().write(f"[{index}]").pad_to(6).write(f"- {name}:{units}")
        if sub_units:
            line.pad_to(20).write(", ".join(sub_units))
        out.append(line.text() + "\n")
    paddings = [0, 7, 14, 21, 28, 35, 42, 49, 92, 119]
    fields = ["#uOps", "Latency", "RThroughput", "MayLoad", "MayStore", "HasSideEffects (U)", "Bypass Latency",
              "Resources (<Name> | <Name>[<ReleaseAtCycle>] | <Name>[<AcquireAtCycle>,<ReleaseAtCycle])",
              "LLVM Opcode Name"]
    end_fields = []
    if view.show_barriers:
        fields += ["LoadBarrier", "StoreBarrier"]
        paddings += [paddings[-1] + 7, paddings[-1] + 14]
    if view.show_encoding:
        fields.append("Encoding Size")
        end_fields.append("Encodings:")
        paddings += [paddings[-1] + 7, paddings[-1] + 37]
    end_fields.append("Instructions:")
    out.append("\n\nInstruction Info:\n")
    out.extend(f"[{i + 1}]: {field}\n" for i, field in enumerate(fields))
    out.append("\n")
    header = Line()
    for i, padding in enumerate(paddings):
        if padding:
            header.pad_to(padding)
        header.write(f"[{i + 1}]" if i < len(fields) else end_fields[i - len(fields)])
    out.append(header.text() + "\n")
    for row, text in zip(view.rows, instructions, strict=False):
        line = _padded_flags(view, row)
        line.pad_to(43).write(str(row.bypass)).pad_to(49).write(row.resources_text)
        line.pad_to(92).write(row.opcode_name)
        at = 8
        if view.show_barriers:
            line.pad_to(paddings[at + 1] + 1).write("*" if row.load_barrier else " ")
            line.pad_to(paddings[at + 2] + 1).write("*" if row.store_barrier else " ")
            at += 2
        if view.show_encoding:
            code = row.encoding or b""
            line.pad_to(paddings[at + 1] + 1).write(str(len(code)))
            line.pad_to(paddings[at + 2]).write("".join(f"{byte:02x} " for byte in code))
            at += 2
        line.pad_to(paddings[at + 1]).write(text).write("\t").write(row.comment)
        out.append(line.text() + "\n")
    return "".join(out)


def _padded_row(view: InstructionInfoView, row: InstructionInfo) -> str:
    """A row up to its instruction text as LLVM 22 lays it out: each field padded to its column's
    start (columns 7 apart; the instruction after the last one, or 44 after the flags with
    -show-encoding), at least one space when the field before is wider (`1024  1024.00 *`)."""
    line = _padded_flags(view, row)
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
    if view.full:
        return _render_full(view, instructions)
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


def _row(mc: McInst, desc: InstrDesc, isa: Isa, model: CpuModel, segments: bool, full: bool = False,
         comment: str = "") -> InstructionInfo:
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
    if full:
        # an unsigned difference in llvm-mca, as the latency is
        bypass = (row.latency - bypass_delay(sched_class)) % (1 << 32) if sched_class is not None else row.latency
        row = replace(row, bypass=bypass, resources_text=resources_text(sched_class) if sched_class else "",
                      opcode_name=mc.opcode, comment=comment)
    if desc.load_barrier or desc.store_barrier:  # PERF: rows are built without (dataclasses.replace is slow)
        row = replace(row, load_barrier=desc.load_barrier, store_barrier=desc.store_barrier)
    return row


def compute(inputs: RegionInputs) -> InstructionInfoView:
    """The view of a region (views/registry.py): a row per instruction, with its machine code
    under -show-encoding (relaxed as llvm-mca's CodeEmitter encodes)."""
    options = inputs.options
    segments = options.rthroughput == RTHROUGHPUT_SEGMENTS
    full = options.instruction_tables and options.instruction_tables_full
    comments = inputs.comments if full and len(inputs.comments) == len(inputs.mcinsts) else ("",) * len(inputs.mcinsts)
    rows = [_row(mc, d, inputs.isa, inputs.model, segments, full, comment)
            for mc, d, comment in zip(inputs.mcinsts, inputs.descs, comments, strict=True)]
    if options.show_encoding:
        encode = inputs.encoder()
        rows = [replace(row, encoding=encode(mc) if encode is not None else None)
                for row, mc in zip(rows, inputs.mcinsts, strict=True)]
    engine = model_engine(inputs.model)  # the release's llvm-mca printing (release.json "engine")
    return InstructionInfoView(tuple(rows), show_barriers=options.show_barriers, show_encoding=options.show_encoding,
                               round_rthroughput=ENGINE_RTHROUGHPUT_ROUNDED in engine,
                               pad_columns=ENGINE_LATENCY_JUSTIFIED in engine, full=full,
                               resources=_resource_list(inputs.model) if full else ())


def _resource_list(model: CpuModel) -> tuple[tuple[str, int, tuple[str, ...]], ...]:
    """`-instruction-tables=full`'s resource list: every resource with units, and for a group the
    sub-units LLVM's table gives it (the walk instruction_tables reads from LLVM for shipped models)."""
    from .instruction_tables import group_sub_units

    out = []
    for index, resource in enumerate(model.resources):
        if resource.units <= 0:
            continue
        subs = tuple(group_sub_units(model, index)) if resource.is_group else ()
        out.append((resource.name, resource.units, subs))
    return tuple(out)
