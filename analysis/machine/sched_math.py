"""The per-class numbers of MCSchedModel (computeInstrLatency, getReciprocalThroughput): LLVM 19's,
and the model's release's where its engine differs (release.json `rthroughput-held-cycles`).

These are the Instruction Info view's columns; they read the raw (TableGen-expanded) write-resource
list, unlike the simulator, which normalises it first (mca-semantics.md 1.3 and 6.2).
"""

from __future__ import annotations

from .model import CpuModel, SchedClass
from .releases import ENGINE_RTHROUGHPUT_HELD, model_engine


def instr_latency(sched_class: SchedClass) -> int:
    """Largest write-latency cycles, 0 without writes; a negative entry is returned as is."""
    latency = 0
    for write in sched_class.writes:
        if write.cycles < 0:
            return write.cycles
        if write.cycles > latency:
            latency = write.cycles
    return latency


def reciprocal_throughput(sched_class: SchedClass, model: CpuModel, units: dict[str, int] | None = None) -> float:
    """1 / min(units / release) over resources with release > 0, else uops / issue width.

    LLVM 19 ignores AcquireAtCycle here; LLVM 22 (the model's release engine
    `rthroughput-held-cycles`) divides by the held cycles, release - acquire, and skips a resource
    held for none. `units` (resource name -> NumUnits) may be passed by callers that evaluate many
    classes, to skip rebuilding the lookup.
    """
    if units is None:
        units = {r.name: r.units for r in model.resources}
    held = ENGINE_RTHROUGHPUT_HELD in model_engine(model)
    best: float | None = None
    for use in sched_class.resources:
        if not use.release or (held and use.release == use.acquire):
            continue
        # LLVM's unsigned subtraction (TableGen refuses an acquire after the release)
        cycles = (use.release - use.acquire) % (1 << 32) if held else use.release
        per_cycle = units[use.resource] / cycles
        if best is None or per_cycle < best:
            best = per_cycle
    if best is not None:
        return 1.0 / best
    return sched_class.uops / model.issue_width


def forwarding_delay(sched_class: SchedClass) -> int:
    """|most negative ReadAdvance cycles among entries for any writer (write_id 0)|, else 0."""
    delay = 0
    for advance in sched_class.read_advances:
        if advance.write_id == 0 and advance.cycles < delay:
            delay = advance.cycles
    return -delay
