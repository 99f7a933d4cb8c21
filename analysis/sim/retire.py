"""The Retire stage (llvm-mca's RetireStage) of the out-of-order pipeline: executed
instructions leave the reorder buffer in program order, at most the model's retire width per
cycle, freeing their registers (RegisterFile) and load/store queue entries (LSUnit)."""

from __future__ import annotations

from collections.abc import Callable

from .instruction import EXECUTED, RETIRED
from .lsunit import LSUnit
from .plans import RenamePlans
from .recorder import TraceRecorder
from .run_state import RunSetup, RunState


def retire_stage(setup: RunSetup, rec: TraceRecorder, st: RunState, lsu: LSUnit, plans: RenamePlans,
                 retire_limit: int) -> Callable[[int], tuple[int, int]]:
    """Retire.cycleStart(cycle) over `st.rob`: returns (instructions retired, micro-ops released)."""
    prf = setup.prf
    rob = st.rob
    plain = plans.plain
    static = plans.static
    file_used = prf.file_used
    # PERF: per region position, what retirement reads (registers freed: static plans only).
    retire_plan = [(d.may_load or d.may_store, d.may_load, d.may_store, d.uops, d.fused,
                    plans.frees[p] if static is not None else ()) for p, d in enumerate(setup.region)]

    def cycle_start(cycle: int) -> tuple[int, int]:
        retired_now = 0
        retire_used = 0  # retire slots: a fused move (sim/hardware.py) takes none
        rcu_released = 0
        if prf.moves_dirty:
            prf.cycle_start()
        while rob:
            if retire_limit and retire_used == retire_limit:
                break
            head = rob[0]
            if head.stage != EXECUTED:
                break
            rob.popleft()
            mem, may_load, may_store, uops, fused, freed = retire_plan[head.pos]
            if mem:
                lsu.on_instruction_retired(may_load, may_store)
            st.rob_free += head.rob_slots
            rcu_released += uops
            head.stage = RETIRED
            for f, cost in freed:
                file_used[f] -= cost
            if not plain:
                for w in head.writes:
                    if static is None:
                        prf.remove_write(w)
                    # PERF: break the instruction -> read/write -> instruction reference cycles so
                    # reference counting frees retired instructions (the cyclic GC is paused while
                    # simulating). Read/write states keep their owner for anyone still holding them.
                    w.users = []
                    w.partial_write = None
                head.reads = []
            head.writes = []
            rec.t_retired[head.iid] = cycle
            retired_now += 1
            if not fused:
                retire_used += 1
        return retired_now, rcu_released

    return cycle_start
