"""The in-order pipeline (Entry -> InOrderIssue), used when MicroOpBufferSize <= 1 (e.g. atom,
cortex-a55): llvm-mca 19's in-order pipeline over the same hardware units as the out-of-order
one (run_state.RunSetup), with the InOrderIssue stage (inorder_issue.py) in place of Dispatch,
Execute and Retire.
"""

from __future__ import annotations

from ..isa import Isa
from ..machine.model import CpuModel
from .entry import entry_stage
from .inorder_issue import in_order_issue, static_hazards
from .instr_desc import InstrDesc
from .options import STALL_LIMIT, SimOptions
from .recorder import TraceRecorder, stop
from .run_state import RunSetup
from .trace import Trace


def run_in_order(region: list[InstrDesc], isa: Isa, model: CpuModel, options: SimOptions) -> Trace:
    setup = RunSetup(region, isa, model, options)
    issue_width = max(1, model.issue_width)
    width = options.dispatch_width or issue_width
    rec = TraceRecorder(setup.n, setup.iterations, options.timeline_iterations)
    static = static_hazards(setup)  # may share one read state per read (setup.shared_reads)
    entry = entry_stage(region, setup.shared_reads, rec)
    stage = in_order_issue(setup, rec, options, issue_width, entry.next, static)
    trace = Trace(setup.n, setup.iterations, 0, width, setup.table.unit_names)
    run_cycle = stage.cycle
    entry_done = entry.done
    held = None
    cycle = 0
    max_cycles = options.max_cycles
    last_progress = 0
    while True:
        held, moved = run_cycle(cycle, held)
        cycle += 1
        if held is None and entry_done() and not stage.busy():
            break
        if moved:
            last_progress = cycle
        elif cycle - last_progress > STALL_LIMIT:  # nothing can ever move again
            stop(trace, cycle, max_cycles, cycle - last_progress)
            break
        if cycle >= max_cycles:  # every cycle is simulated one by one here
            stop(trace, cycle, max_cycles, 0)
            break

    trace.facts.in_order = True
    trace.facts.issue_stalls, trace.facts.hazard_events = stage.issue_stalls()
    rec.store(trace, cycle, (rec.t_dispatched, rec.t_ready, rec.t_issued, rec.t_executed, rec.t_retired),
              (rec.per_dispatched, rec.per_issued, rec.per_retired, [0] * cycle), setup.table.unit_resource,
              eliminated=[], rob_size=0, retire_limit=0, buffer_usage=[], register_files=stage.register_files(),
              move_elimination=[])
    return trace
