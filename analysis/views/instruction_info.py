"""InstructionInfoView: per-instruction uOps, latency, reciprocal throughput and memory/side-effect flags.

Static data only (llvm-mca 19 `Views/InstructionInfoView.cpp` + `MC/MCSchedule.cpp`): it reads the
resolved scheduling class, never the simulation. Latency adds the forwarding delay of negative
ReadAdvance entries; RThroughput is LLVM 19's (acquire ignored) or, with -rthroughput=segments,
derived from the class's resource segments. With
-show-encoding each row also carries the instruction's machine code.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..machine.model import CpuModel, ResourceUse, SchedClass


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
    justify_latency: bool = False  # the release left-justifies the Latency column to six characters


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


def instruction_info(
    sched_class: SchedClass, model: CpuModel, *, may_load: bool, may_store: bool, has_side_effects: bool,
    segments: bool = False,
) -> InstructionInfo:
    """One Instruction Info row for a resolved scheduling class on `model`; `segments` selects
    `-rthroughput=segments` (default: LLVM 19's computation, which ignores AcquireAtCycle)."""
    by_name = {r.name: r for r in model.resources}

    def units_of(name: str) -> int:
        resource = by_name.get(name)
        return resource.units if resource is not None else 0

    compute = rthroughput_from_segments if segments else rthroughput_llvm19
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
