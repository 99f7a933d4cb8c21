"""Trace: everything a simulation observed, in compact columnar form. Views read only this.

The simulator (mcalens.analysis.sim) records into a TraceBuilder and returns a frozen Trace.
Dynamic instruction IID = iteration * num_instructions + position. Cycles are numbered from 0.
Per-IID columns cover every simulated instruction; per-cycle columns cover every cycle.

`extra` keys written by mcalens.analysis.sim (all optional for readers):

* "buffer_usage": [(resource name, sum over cycles of entries in use, max entries in use,
  buffer size)] for every resource with BufferSize > 0, in resource-table order (llvm-mca
  SchedulerStatistics: LQ/SQ count dispatch -> executed, other buffers dispatch -> issue).
* "register_files": [(file name, physical registers (0 = unbounded), total mappings,
  max mappings in use)], file #0 first (llvm-mca RegisterFileStatistics).
* "move_elimination": [(file name, candidates, eliminated, zero moves, max per cycle)] for
  files 1..k.
* "rob_size": int; "retire_limit": int.
* "stall_events": [(cycle, StallReason, IID)] each refused dispatch check (hook for bottleneck
  analysis).
* "eliminated": sorted IIDs of moves eliminated at register renaming.
* "unit_resource": per unit column, the index of its resource in CpuModel.resources.
* "errors": [SimError] instructions whose descriptor could not be built (position -1: an
  internal simulator error, reported instead of raised).
* "kept_positions": with SimOptions.skip_unsupported, trace position -> input position.
* "extrapolated": (first cycle of the replayed period, cycle where simulation resumed, periods)
  when a steady state was replayed instead of simulated (the trace is identical either way).
* "in_order": True for the in-order pipeline (no ROB; retire == executed cycle).
* "pressure": PressureRecord, only with SimOptions.record_pressure (bottleneck analysis, waits).
"""


from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum


class StallReason(IntEnum):
    """Dispatch refusals llvm-mca counts (DispatchStatistics), in its report order."""

    RAT = 0  # register file (physical registers) full
    RCU = 1  # reorder buffer full
    SCHEDQ = 2  # scheduler queue (buffered resource) full
    LQ = 3  # load queue full
    SQ = 4  # store queue full
    GROUP = 5  # dispatch-group / hazard restriction
    USH = 6  # unsupported/target-specific hazard (in-order pipeline)


@dataclass(frozen=True, slots=True)
class UnitUse:
    """One resource unit an instruction held at issue.

    unit: index into Trace.units (llvm-mca's TargetInfo.Resources order); cycles: how long.
    """

    unit: int
    cycles: int


@dataclass(slots=True)
class PressureRecord:
    """Back-pressure observations, recorded only with SimOptions.record_pressure (trace.extra
    "pressure"); the input of the bottleneck analysis and of mcalens.analysis.waits.

    cycles: per cycle with a back-pressure increase, (cycle, busy resource mask seen by select,
    ready IIDs blocked by those resources, pending IIDs waiting on registers, pending IIDs waiting
    on memory). issues: per issue in issue order, (IID, cycle, ((unit column, cycles), ...),
    critical resource mask, (producer IID, register number, cycles) | None,
    (producer IID, cycles) | None). Masks use llvm-mca's processor-resource mask encoding:
    resource_masks[i] is the mask of CpuModel.resources[i], named resource_names[i].
    """

    cycles: list[tuple[int, int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]]
    issues: list[tuple[int, int, tuple[tuple[int, int], ...], int,
                       tuple[int, int, int] | None, tuple[int, int] | None]]
    resource_names: tuple[str, ...]
    resource_masks: tuple[int, ...]
    register_names: dict[int, str]
    # Per IID, where it differs from the issue's llvm-mca critical dependency (which keeps the *last*
    # operand with cycles left, not the longest): (producer IID, register number, cycles) of the
    # operand that arrived last, i.e. the one that actually held the instruction back.
    binding_deps: dict[int, tuple[int, int, int]] = field(default_factory=dict)


@dataclass(slots=True)
class Trace:
    num_instructions: int  # N, instructions per iteration
    iterations: int
    total_cycles: int
    dispatch_width: int
    units: tuple[str, ...]  # every non-group resource unit, in llvm-mca's column order
    # Per IID (length iterations * N; -1 where an event never happened).
    dispatched: list[int] = field(default_factory=list)
    ready: list[int] = field(default_factory=list)
    issued: list[int] = field(default_factory=list)
    executed: list[int] = field(default_factory=list)
    retired: list[int] = field(default_factory=list)
    # Units used, summed over all iterations, per position: {unit index: total cycles}.
    unit_cycles: list[dict[int, float]] = field(default_factory=list)
    # Per IID units, kept for the timeline window only (first timeline iterations).
    unit_uses: list[tuple[UnitUse, ...]] = field(default_factory=list)
    # Per cycle counters (length total_cycles).
    dispatched_uops: list[int] = field(default_factory=list)
    issued_uops: list[int] = field(default_factory=list)
    retired_instructions: list[int] = field(default_factory=list)
    rob_used: list[int] = field(default_factory=list)
    # Stall counts per reason over the whole run, and per cycle where needed by bottleneck views.
    stalls: dict[StallReason, int] = field(default_factory=dict)
    extra: dict[str, object] = field(default_factory=dict)  # view-specific statistics, by name

    def store_run(
        self,
        *,
        total_cycles: int,
        instruction_cycles: tuple[list[int], list[int], list[int], list[int], list[int]],
        cycle_counts: tuple[list[int], list[int], list[int], list[int]],
        unit_cycles: list[dict[int, float]],
        unit_uses: list[tuple[UnitUse, ...]],
        stalls: list[int],
        stall_events: object,
        unit_resource: object,
    ) -> None:
        """Store the columns every pipeline records, in one place, so the out-of-order and in-order
        pipelines cannot drift apart on what a Trace holds.

        instruction_cycles: per IID (dispatched, ready, issued, executed, retired);
        cycle_counts: per cycle (dispatched uops, issued uops, retired instructions, ROB used);
        stalls: counts indexed by StallReason.
        """
        self.total_cycles = total_cycles
        self.dispatched, self.ready, self.issued, self.executed, self.retired = instruction_cycles
        self.dispatched_uops, self.issued_uops, self.retired_instructions, self.rob_used = cycle_counts
        self.unit_cycles = unit_cycles
        self.unit_uses = unit_uses
        self.stalls = {reason: stalls[int(reason)] for reason in StallReason}
        self.extra["stall_events"] = stall_events
        self.extra["unit_resource"] = unit_resource
