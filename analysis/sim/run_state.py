"""What both pipelines build before their first cycle: the hardware units over one region, the
trace recorder, and the per-cycle scalars the stages share (`RunState`).

`RunSetup` is the one place a run's shared units are made from (region, ISA, model, options);
the out-of-order pipeline (pipeline.py) and the in-order one (inorder.py) differ in the stages
they compose over it and in the units only they have (the scheduler and the out-of-order LSUnit,
built by pipeline.py; the in-order LSUnit, built by its stage). Stage modules (entry, uop_queue,
dispatch, execute, retire, inorder_issue) receive these objects.
"""

from __future__ import annotations

from collections import deque

from ..isa import Isa
from ..machine.model import CpuModel
from ..machine.releases import ENGINE_OVERLAP_WORKLIST, model_engine
from .instr_desc import InstrDesc, register_table, resource_table
from .instruction import Instruction, dead_reads
from .options import SimOptions
from .regfile import RegisterFile
from .resources import ResourceManager


class RunSetup:
    """The hardware units one simulation shares between its stages, built from one recipe.

    `shared_reads` holds, per region position, the read states every instance starts with
    (instruction.dead_reads); a pipeline may replace them with its static-plan variant."""

    __slots__ = (
        "iterations",
        "lq_size",
        "n",
        "prf",
        "region",
        "regs",
        "rm",
        "shared_reads",
        "sq_size",
        "table",
        "total",
        "track_writeback",
    )

    def __init__(self, region: list[InstrDesc], isa: Isa, model: CpuModel, options: SimOptions) -> None:
        self.region = region
        n = self.n = len(region)
        iterations = self.iterations = max(1, options.iterations)
        self.total = n * iterations
        table = self.table = resource_table(model)
        regs = self.regs = register_table(isa)
        rm = self.rm = ResourceManager(model, table)
        rm.restrict_to(region)
        rm.honour_acquire = options.acquire_at_cycle
        rm.overlap_worklist = ENGINE_OVERLAP_WORKLIST in model_engine(model)  # the release's issue logic
        lq_size = options.load_queue
        if not lq_size and table.load_queue >= 0:
            lq_size = max(0, table.buffer_sizes[table.load_queue])
        sq_size = options.store_queue
        if not sq_size and table.store_queue >= 0:
            sq_size = max(0, table.buffer_sizes[table.store_queue])
        self.lq_size = lq_size
        self.sq_size = sq_size
        prf = self.prf = RegisterFile(isa, model, regs, options.register_file_size)
        # PERF: write-back cycles matter only to reads with a negative ReadAdvance.
        self.track_writeback = any(c < 0 for d in region for r in d.reads for _, c in r.advances)
        self.shared_reads: list = dead_reads(region, prf.rename_as, regs.subregs, regs.superregs)


class RunState:
    """The per-cycle scalars more than one stage reads or writes (everything else a stage keeps
    to itself; each stage is told the cycle by its cycleStart). `activity` is set by any state
    change in the cycle (a cycle without one may be followed by skipped idle cycles,
    pipeline.py); `cycle_dispatched` and `cycle_issued` count the micro-ops dispatched and issued
    in it; `rob` and `rob_free` are the retire control unit (reorder buffer) Dispatch fills and
    Retire drains."""

    __slots__ = ("activity", "cycle_dispatched", "cycle_issued", "rob", "rob_free")

    def __init__(self, rob_size: int) -> None:
        self.activity = 0
        self.cycle_dispatched = 0
        self.cycle_issued = 0
        self.rob: deque[Instruction] = deque()
        self.rob_free = rob_size


class SchedulerBuffers:
    """The out-of-order pipeline's scheduler buffers: per region position, what dispatch
    reserves and issue releases (ResourceManager.reserve_buffers/release_buffers inlined: the
    buffered resources with a size, as (mask, slot index), and the mask of the unbuffered ones),
    and llvm-mca's scheduler statistics, per resource index [in use, cumulative, max]."""

    __slots__ = ("buffer_use", "lq_res", "sched_buffers", "sized", "sq_res", "tracked", "unbuffered")

    def __init__(self, model: CpuModel, setup: RunSetup) -> None:
        region = setup.region
        rm = setup.rm
        table = setup.table
        buffer_use = self.buffer_use = [[0, 0, 0] for _ in model.resources]
        lq_res = self.lq_res = table.load_queue
        sq_res = self.sq_res = table.store_queue
        # PERF: only these counters can ever be non-zero; the cycle-end sampling visits just them.
        self.tracked = [buffer_use[i] for i in sorted(
            {i for d in region for i in d.buffers} | {i for i in (lq_res, sq_res) if i >= 0})]
        # PERF: per region position, the scheduler-buffer counters its instruction moves (the load
        # and store queues are counted at dispatch/execution instead).
        self.sched_buffers = [tuple(buffer_use[i] for i in d.buffers if i not in (lq_res, sq_res))
                              for d in region]
        self.sized = [tuple((low, s) for low, s, bs in rm._buffer_plan(d.used_buffers) if bs > 0) for d in region]
        self.unbuffered = [sum(low for low, _s, bs in rm._buffer_plan(d.used_buffers) if bs == 0) for d in region]

    def usage(self, model: CpuModel) -> list[tuple[str, int, int, int]]:
        """The scheduler statistics of the buffered resources (trace.facts.buffer_usage)."""
        return [(r.name, self.buffer_use[i][1], self.buffer_use[i][2], r.buffer_size)
                for i, r in enumerate(model.resources) if r.buffer_size > 0]
