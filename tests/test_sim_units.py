"""Pipeline units and edge cases on hand-built models (no LLVM, no shipped models)."""

from __future__ import annotations

import itertools

import pytest
from mcalens.analysis.isa import Isa, OpcodeInfo, OperandInfo, RegisterInfo
from mcalens.analysis.machine.model import CpuModel, ProcResource, ResourceUse, SchedClass, WriteLatency
from mcalens.analysis.mcinst import McInst, Reg
from mcalens.analysis.sim.instr_desc import UNSUPPORTED, resource_table
from mcalens.analysis.sim.options import SimOptions
from mcalens.analysis.sim.pipeline import simulate
from mcalens.analysis.sim.trace import StallReason

REGS = ["RAX", "RBX", "RCX", "RDX", "RSI", "RDI", "EFLAGS"]


def isa() -> Isa:
    regs = {n: RegisterInfo(n, i + 1, n.lower()) for i, n in enumerate(REGS)}
    gr = OperandInfo("reg", "GR64")
    ops = {"ADD64rr": OpcodeInfo("ADD64rr", 1, (gr, OperandInfo("reg", "GR64", tied_to=0), gr),
                                 implicit_defs=("EFLAGS",)),
           "DIV": OpcodeInfo("DIV", 1, (gr, OperandInfo("reg", "GR64", tied_to=0), gr))}
    return Isa("x86-64", ops, regs, {"GR64": frozenset(REGS[:6])})


def model(buffer: int = 60, issue_width: int = 6) -> CpuModel:
    ports = ("P0", "P1", "P5", "P6")
    res = (*(ProcResource(p, i + 1, 1) for i, p in enumerate(ports)),
           ProcResource("P0156", 5, 4, members=ports),
           ProcResource("PAny", 6, 4, buffer_size=buffer, members=ports))
    alu = SchedClass("alu", 1, (WriteLatency(1), WriteLatency(1)),
                     (ResourceUse("P0156", 1), ResourceUse("PAny", 1)))
    div = SchedClass("div", 1, (WriteLatency(20),), (ResourceUse("P0", 10), ResourceUse("PAny", 10)))
    return CpuModel("toy", "x86-64", ("toy",), issue_width, 100, resources=res,
                    classes={"alu": alu, "div": div}, opcode_class={"ADD64rr": "alu", "DIV": "div"})


def add(dst: str, src: str) -> McInst:
    return McInst("ADD64rr", (Reg(dst), Reg(dst), Reg(src)))


def test_round_robin_goes_from_the_highest_port_down() -> None:
    """Appendix A6: five independent adds use P6, P5, P1, P0, then P6 again."""
    m = model()
    trace = simulate([add(r, r) for r in REGS[:5]], isa(), m, SimOptions(iterations=1))
    names = resource_table(m).unit_names
    used = [names[uses[0].unit] for uses in trace.unit_uses]
    assert used == ["P6", "P5", "P1", "P0", "P6"]
    assert trace.issued == [1, 1, 1, 1, 2]  # four ports: the fifth add waits a cycle


def test_dependent_chain_issues_one_per_cycle() -> None:
    trace = simulate([add("RAX", "RAX")], isa(), model(), SimOptions(iterations=5))
    assert trace.issued == [1, 2, 3, 4, 5]
    assert trace.retired == [3, 4, 5, 6, 7]
    assert trace.total_cycles == 8


def test_full_scheduler_buffer_counts_schedq_stalls() -> None:
    """A 2-entry reservation station behind a 10-cycle divider: dispatch stalls on SCHEDQ."""
    trace = simulate([McInst("DIV", (Reg("RAX"), Reg("RAX"), Reg("RBX")))], isa(), model(buffer=2),
                     SimOptions(iterations=6, extrapolate=False))
    assert trace.stalls[StallReason.SCHEDQ] > 0
    issued = trace.issued
    assert all(b - a >= 10 for a, b in itertools.pairwise(issued))


def test_unsupported_instruction_is_reported_not_raised() -> None:
    trace = simulate([add("RAX", "RBX"), McInst("NOPE", ())], isa(), model(), SimOptions(iterations=3))
    assert trace.total_cycles == 0
    [err] = trace.facts.errors
    assert (err.position, err.message) == (1, UNSUPPORTED)


def test_skip_unsupported_simulates_the_rest() -> None:
    trace = simulate([McInst("NOPE", ()), add("RAX", "RBX")], isa(), model(),
                     SimOptions(iterations=3, skip_unsupported=True))
    assert trace.num_instructions == 1 and trace.total_cycles > 0
    assert trace.facts.kept_positions == [1]


def test_empty_region_and_zero_iterations() -> None:
    assert simulate([], isa(), model()).total_cycles == 0
    trace = simulate([add("RAX", "RBX")], isa(), model())
    assert trace.iterations == 100  # llvm-mca's default
    # -iterations=0 means the default on the command line only (cli.py); the record refuses it.
    with pytest.raises(ValueError, match="at least 1"):
        SimOptions(iterations=0)


def test_dispatch_width_option_limits_dispatch() -> None:
    trace = simulate([add(r, r) for r in REGS[:4]], isa(), model(), SimOptions(iterations=1, dispatch_width=2))
    assert trace.dispatched == [0, 0, 1, 1]
    assert max(trace.dispatched_uops) == 2


def test_broken_model_gives_an_error_trace_not_an_exception() -> None:
    trace = simulate([add("RAX", "RBX")], isa(), None, SimOptions(iterations=2))  # type: ignore[arg-type]
    assert trace.total_cycles == 0
    assert trace.facts.errors[0].position == -1


def test_garbage_collector_state_is_restored() -> None:
    import gc

    assert gc.isenabled()
    simulate([add("RAX", "RBX")], isa(), model(), SimOptions(iterations=3))
    assert gc.isenabled()
    gc.disable()
    try:
        simulate([add("RAX", "RBX")], isa(), model(), SimOptions(iterations=3))
        assert not gc.isenabled()  # a caller's choice is kept
    finally:
        gc.enable()
