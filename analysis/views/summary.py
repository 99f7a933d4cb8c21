"""SummaryView: llvm-mca's opening block (iterations, cycles, uOps, IPC, Block RThroughput).

Numbers follow llvm-mca 19 (`Views/SummaryView.cpp`, `MCA/Support.cpp`): iterations are counted
from the last dispatched instruction, total uOps from the descriptors of one iteration, and Block
RThroughput is the larger of the dispatch bound and the busiest resource's cycles per unit.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..sim.trace import Trace
from .text import round_places

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up)
if TYPE_CHECKING:
    from .registry import RegionInputs


@dataclass(frozen=True, slots=True)
class SummaryView:
    """llvm-mca's summary view (iterations, cycles, uops, IPC, ...)."""

    iterations: int
    instructions: int  # total simulated instructions (N x iterations)
    total_cycles: int
    total_uops: int
    dispatch_width: int
    uops_per_cycle: float
    ipc: float
    block_rthroughput: float


def executions(trace: Trace) -> int:
    """llvm-mca's iteration count: index of the last dispatched instruction / N + 1."""
    n = trace.num_instructions
    if n <= 0:
        return 0
    last = -1
    for iid in range(len(trace.dispatched) - 1, -1, -1):
        if trace.dispatched[iid] >= 0:
            last = iid
            break
    if last < 0:
        return trace.iterations
    return last // n + 1


def block_rthroughput(
    dispatch_width: int,
    uops_per_iteration: int,
    resource_cycles: Mapping[str, float],
    resource_units: Mapping[str, int],
) -> float:
    """max(uOps / dispatch width, max over resources of cycles per iteration / units).

    `resource_cycles` holds the *normalized* descriptor cycles of one iteration per resource
    (groups included, after the subtraction of member usage), as the simulator consumes them.
    """
    best = uops_per_iteration / dispatch_width if dispatch_width > 0 else 0.0
    for name, cycles in resource_cycles.items():
        units = resource_units.get(name, 0)
        if cycles and units > 0:
            best = max(best, cycles / units)
    return best


def summary_view(trace: Trace, uops: Sequence[int], block_rthroughput_value: float) -> SummaryView:
    """Build the summary from a trace, the per-instruction uOp counts and the block throughput."""
    iterations = executions(trace)
    total_instructions = trace.num_instructions * iterations
    total_uops = sum(uops) * iterations
    cycles = trace.total_cycles
    return SummaryView(
        iterations=iterations,
        instructions=total_instructions,
        total_cycles=cycles,
        total_uops=total_uops,
        dispatch_width=trace.dispatch_width,
        uops_per_cycle=total_uops / cycles if cycles else 0.0,
        ipc=total_instructions / cycles if cycles else 0.0,
        block_rthroughput=block_rthroughput_value,
    )


def render_summary(view: SummaryView) -> str:
    return (
        f"Iterations:        {view.iterations}\n"
        f"Instructions:      {view.instructions}\n"
        f"Total Cycles:      {view.total_cycles}\n"
        f"Total uOps:        {view.total_uops}\n"
        "\n"
        f"Dispatch Width:    {view.dispatch_width}\n"
        f"uOps Per Cycle:    {round_places(view.uops_per_cycle, 2):.2f}\n"
        f"IPC:               {round_places(view.ipc, 2):.2f}\n"
        f"Block RThroughput: {round_places(view.block_rthroughput, 1):.1f}\n"
    )



def summary_json(view: SummaryView) -> dict[str, object]:
    """`-json` "SummaryView"."""
    return {
        "Iterations": view.iterations,
        "Instructions": view.instructions,
        "TotalCycles": view.total_cycles,
        "TotaluOps": view.total_uops,
        "DispatchWidth": view.dispatch_width,
        "uOpsPerCycle": float(view.uops_per_cycle),
        "IPC": float(view.ipc),
        "BlockRThroughput": float(view.block_rthroughput),
    }


def compute(inputs: RegionInputs) -> SummaryView:
    """The view of a region (views/registry.py): Block RThroughput from the normalized resource
    cycles of one iteration's descriptors, at the dispatch width the run used."""
    trace, model = inputs.trace, inputs.model
    assert trace is not None
    width = trace.dispatch_width or inputs.options.sim.dispatch_width or model.issue_width
    # llvm-mca's SummaryView counts iteration 0's instructions as they retire: one the in-order
    # stage never retires (it can lose an instruction that executes while another is carried
    # over) adds neither its uOps nor its resources.
    retired = trace.retired
    descs = [d for i, d in enumerate(inputs.descs) if i >= len(retired) or retired[i] >= 0]
    cycles: dict[str, float] = {}
    for desc in descs:
        for use in desc.resources:
            if 0 <= use.resource < len(model.resources) and use.cycles:
                name = model.resources[use.resource].name
                cycles[name] = cycles.get(name, 0) + use.cycles
    units = {r.name: r.units for r in model.resources}
    uops = [d.uops for d in descs]
    return summary_view(trace, uops, block_rthroughput(width, sum(uops), cycles, units))
