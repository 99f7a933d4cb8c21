"""InstructionInfoView: per-instruction uOps, latency, reciprocal throughput and memory/side-effect flags.

Static data only (llvm-mca 19 `Views/InstructionInfoView.cpp` + `MC/MCSchedule.cpp`): it reads the
resolved scheduling class, never the simulation. Latency adds the forwarding delay of negative
ReadAdvance entries; RThroughput is derived from the class's resource segments. With
-show-encoding each row also carries the instruction's machine code.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..model import CpuModel, ResourceUse, SchedClass


@dataclass(frozen=True, slots=True)
class InstructionInfo:
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
    rows: tuple[InstructionInfo, ...]
    show_barriers: bool = False
    show_encoding: bool = False  # -show-encoding: Encoding Size and Encodings columns


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


def rthroughput_from_segments(
    resources: Sequence[ResourceUse], units_of: Callable[[str], int], uops: int, issue_width: int
) -> float:
    """Reciprocal throughput from resource segments: max over resources of (release - acquire) / units.

    A resource held over [acquire, release) blocks that many cycles per unit; the slowest
    resource bounds throughput. Without any resource the dispatch width bounds it instead
    (uOps / issue width). This is the formula LLVM adopted after 19; it equals LLVM 19's
    `getReciprocalThroughput` whenever every acquire is 0, as on all x86 models.
    """
    best: float | None = None
    for use in resources:
        if use.release == 0:
            continue
        units = units_of(use.resource)
        if units <= 0:
            continue
        value = (use.release - use.acquire) / units
        best = value if best is None else max(best, value)
    if best is not None:
        return best
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


def instruction_info(
    sched_class: SchedClass, model: CpuModel, *, may_load: bool, may_store: bool, has_side_effects: bool
) -> InstructionInfo:
    """One Instruction Info row for a resolved scheduling class on `model`."""
    by_name = {r.name: r for r in model.resources}

    def units_of(name: str) -> int:
        resource = by_name.get(name)
        return resource.units if resource is not None else 0

    # The segment formula gives the same value whenever acquire is 0 (all x86 models); LLVM 19's
    # own expression is used so that even the last bit of the JSON number matches.
    rthroughput = rthroughput_llvm19(sched_class.resources, units_of, sched_class.uops, model.issue_width)
    return InstructionInfo(
        uops=sched_class.uops,
        latency=class_latency(sched_class) + forwarding_delay(sched_class),
        rthroughput=rthroughput,
        may_load=may_load,
        may_store=may_store,
        has_side_effects=has_side_effects,
    )
