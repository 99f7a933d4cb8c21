"""The 32-bit Arm models through the simulator, fed LLVM's own MCInsts (no ARM parser yet).

The MCInsts are `llvm-mc-19 -show-inst`'s for the named triple and CPU (register numbers turned
into names); the expected numbers are llvm-mca-19's, recorded with the command in a comment, so
the test needs no LLVM. tools/check_arm_sim.py runs the same route on LLVM's own ARM tests.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from mcalens.analysis.isa import Isa, load_isa
from mcalens.analysis.machine import model_load
from mcalens.analysis.machine.model import CpuModel
from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg
from mcalens.analysis.sim.options import SimOptions
from mcalens.analysis.sim.pipeline import simulate

MODELS = Path(__file__).resolve().parent.parent / "models" / "arm"
NOREG = Reg(None)
AL = (Imm(14), NOREG)  # the `pred` operand pair: condition AL, no CPSR


@cache
def _isa() -> Isa:
    return load_isa("arm", MODELS)


@cache
def _model(name: str) -> CpuModel:
    model, diagnostics = model_load.load_model_file(MODELS / f"{name}.yaml", target_dir="arm")
    assert model is not None and not diagnostics, [str(d) for d in diagnostics]
    return model


def _timeline(insts: list[McInst], model: str, iterations: int) -> tuple[int, list[tuple[int, ...]]]:
    trace = simulate(insts, _isa(), _model(model), SimOptions(iterations=iterations, timeline_iterations=iterations))
    assert not trace.facts.errors, trace.facts.errors
    rows = [(trace.dispatched[i], trace.ready[i], trace.issued[i], trace.executed[i], trace.retired[i])
            for i in range(len(insts) * iterations)]
    return trace.total_cycles, rows


def test_thumb1_cc_out_among_the_defs_leaves_a_latency_0_write() -> None:
    # tLSLri's cc_out is its second def: llvm-mca leaves that write slot zeroed (operand 0 at latency
    # 0), so the in-order stage sees a first write-back at 0 and holds `lsls` until the 2-cycle ldrt
    # before it has written back.
    # printf 'ldrt r0, [r1, #1]\nlsls r0, r1, #1\n' | llvm-mca-19 -mtriple=thumbv7m-none-eabi
    #   -mcpu=cortex-m4 -iterations=3 -json -timeline  (Total Cycles, then per-instruction
    #   CycleDispatched, CycleReady, CycleIssued, CycleExecuted, CycleRetired)
    insts = [
        McInst("t2LDRT", (Reg("R0"), Reg("R1"), Imm(1), *AL)),
        McInst("tLSLri", (Reg("R0"), Reg("CPSR"), Reg("R1"), Imm(1), *AL)),
    ]
    assert _timeline(insts, "cortex-m4", 3) == (10, [
        (0, 0, 0, 2, 2), (2, 2, 2, 3, 3), (3, 3, 3, 5, 5), (5, 5, 5, 6, 6), (6, 6, 6, 8, 8), (8, 8, 8, 9, 9)])


def test_trailing_cc_out_writes_the_flags() -> None:
    # ADDrr's cc_out is its last operand: `adds` writes CPSR (at the class's latency) and the
    # conditional `addeq` (pred: EQ, CPSR) waits for it.
    # printf 'adds r0, r1, r2\naddeq r3, r4, r5\n' | llvm-mca-19 -mtriple=armv8 -mcpu=cortex-a57
    #   -iterations=3 -json -timeline
    insts = [
        McInst("ADDrr", (Reg("R0"), Reg("R1"), Reg("R2"), *AL, Reg("CPSR"))),
        McInst("ADDrr", (Reg("R3"), Reg("R4"), Reg("R5"), Imm(0), Reg("CPSR"), NOREG)),
    ]
    assert _timeline(insts, "cortex-a57", 3) == (7, [
        (0, 0, 1, 2, 3), (0, 2, 2, 3, 4), (0, 0, 1, 2, 4), (1, 2, 2, 3, 4), (1, 1, 3, 4, 5), (1, 4, 4, 5, 6)])


def test_a_buffer_released_in_the_cycle_it_was_taken_is_never_in_use() -> None:
    # VADDS on Cortex-A9 takes A9UnitAGU (buffer 1) and A9UnitFP (buffer 0): it must issue at once and
    # gives its AGU slot back in its dispatch cycle, before llvm-mca samples the buffers at cycle end.
    # printf 'vadd.f32 s0, s2, s2\n' | llvm-mca-19 -mtriple=arm-eabi -mcpu=cortex-a9 -iterations=100
    #   -all-stats: Total Cycles 105; "Scheduler's queue usage: No scheduler resources used."
    insts = [McInst("VADDS", (Reg("S0"), Reg("S2"), Reg("S2"), *AL))]
    trace = simulate(insts, _isa(), _model("cortex-a9"), SimOptions(iterations=100))
    assert trace.total_cycles == 105
    assert trace.facts.buffer_usage == [("A9UnitAGU", 0, 0, 1)]


def test_a_label_in_the_first_instance_drops_the_read_for_later_ones() -> None:
    # llvm-mca builds VLDRS's descriptor once, from `vldr s0, .LCPI0_0` (a label where the base
    # register goes): the later `vldr s2, [r3]` reuses it and does not wait for r3 (nor for the -1
    # read advance of M7's address reads).
    # printf '.syntax unified\n.thumb\nvldr s0, .LCPI0_0\nadd.w r3, r0, r2, lsl #2\nvldr s2, [r3]\n'
    #   | llvm-mca-19 -mtriple=thumbv7em-none-eabi -mcpu=cortex-m7 -iterations=3 -json -timeline
    insts = [
        McInst("VLDRS", (Reg("S0"), Expr("(.LCPI0_0)"), Imm(0), *AL)),
        McInst("t2ADDrs", (Reg("R3"), Reg("R0"), Reg("R2"), Imm(18), *AL, NOREG)),
        McInst("VLDRS", (Reg("S2"), Reg("R3"), Imm(0), *AL)),
    ]
    assert _timeline(insts, "cortex-m7", 3) == (6, [
        (0, 0, 0, 1, 1), (0, 0, 0, 1, 1), (1, 1, 1, 2, 2), (1, 1, 1, 2, 2), (2, 2, 2, 3, 3), (2, 2, 2, 3, 3),
        (3, 3, 3, 4, 4), (3, 3, 3, 4, 4), (4, 4, 4, 5, 5)])


def test_summary_counts_iteration_0_as_it_retires() -> None:
    # On Cortex-M4 the in-order stage never retires the mla here (it executes while the two-uop
    # umull is carried over), and llvm-mca's summary adds uOps (and resource cycles) only as
    # iteration 0's instructions retire: 3 uOps an iteration, not 4.
    # printf '.syntax unified\n.thumb\nmla ip, r4, r0, ip\numull r9, lr, lr, r4\nadd ip, ip, lr\n'
    #   | llvm-mca-19 -mtriple=thumbv7em-none-eabi -mcpu=cortex-m4 -iterations=2: Total Cycles 9,
    #   Total uOps 6, uOps Per Cycle 0.67, Block RThroughput 3.0
    from mcalens.analysis.options import AnalysisOptions
    from mcalens.analysis.sim.instr_desc import InstrDesc, build_descriptor
    from mcalens.analysis.views.registry import RegionInputs
    from mcalens.analysis.views.resource_pressure import resource_columns
    from mcalens.analysis.views.summary import compute

    insts = [
        McInst("t2MLA", (Reg("R12"), Reg("R4"), Reg("R0"), Reg("R12"), *AL)),
        McInst("t2UMULL", (Reg("R9"), Reg("LR"), Reg("LR"), Reg("R4"), *AL)),
        McInst("tADDhirr", (Reg("R12"), Reg("R12"), Reg("LR"), *AL)),
    ]
    model = _model("cortex-m4")
    trace = simulate(insts, _isa(), model, SimOptions(iterations=2, timeline_iterations=1))
    descs = [build_descriptor(mc, _isa(), model) for mc in insts]
    assert all(isinstance(d, InstrDesc) for d in descs)
    view = compute(RegionInputs(trace=trace, mcinsts=insts, descs=descs, texts=("",) * 3, isa=_isa(), model=model,
                                columns=resource_columns(model), options=AnalysisOptions(), register_prefix="",
                                bare_registers=True, encoder=lambda: None))
    assert (view.total_cycles, view.total_uops, round(view.uops_per_cycle, 2), view.block_rthroughput) == (9, 6, 0.67, 3.0)
