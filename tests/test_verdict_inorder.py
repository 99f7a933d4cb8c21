"""Verdicts and waits on in-order CPU models (MicroOpBufferSize 0): no register renaming, reorder
buffer or scheduler queues, so llvm-mca's RAT stall there is a register dependency at issue, not a
full register file. Each expectation is checked against llvm-mca-19's timeline for the same loop."""

from __future__ import annotations

from dataclasses import replace

import pytest
from mcalens.analysis.api import AnalysisOptions, ViewSelection, analyze
from mcalens.analysis.sim.trace import StallReason
from mcalens.analysis.views.verdict import DATA_HAZARD, RESOURCE, WRITE_BACK
from mcalens.analysis.views.waits import why_waited

# A load whose address comes from the previous iteration's increment.
RISCV_LOOP = """loop:
  lw a0, 0(a1)
  add a2, a2, a0
  addi a1, a1, 4
  bnez a3, loop
"""

# A post-incremented load and two users of its result.
ARM_LOOP = """  ldr r0, [r1], #4
  add r2, r2, r0
  mul r3, r3, r0
"""

X86_LOOP = """  movl (%rdi), %eax
  addl %eax, %ecx
  addq $4, %rdi
"""


def _region(text: str, triple: str, cpu: str):
    options = AnalysisOptions(views=ViewSelection(verdict=True, waits=True))
    analysis = analyze(text, cpu=cpu, options=replace(options, triple=triple))
    assert not analysis.failed, analysis.messages
    region = analysis.regions[0]
    assert region.trace.facts.in_order
    assert region.report.verdict is not None
    return region, region.report.verdict


def test_sifive_u74_load_waits_for_the_previous_increment() -> None:
    # llvm-mca-19 -mtriple=riscv64 -mcpu=sifive-u74 -timeline -iterations=4:
    #   [0,0] DeeE        lw   [1,0] at cycle 4, [2,0] at 8: each lw waits for the addi of the
    #   [0,1] .DeeE       add  iteration before (latency 3, issued at 1, 5, ...), the add one
    #   [0,2] .DeeE       addi cycle for the lw; 402 cycles for 100 iterations (4.00 each), no
    #   [0,3] . DeeE      bnez resource busier than 2 cycles per iteration (issue width 2).
    region, v = _region(RISCV_LOOP, "riscv64", "sifive-u74")
    assert v.kind == DATA_HAZARD
    assert v.cycles_per_iteration == pytest.approx(4.0)
    assert "register file" not in v.text and "RAT" not in v.text
    assert v.text.startswith("bound by in-order issue stalls on register dependencies (2.98 stall cycles")
    assert "#0 lw waits 1.98 cycles per iteration for a1 from #2 addi of the previous iteration" in v.text
    assert v.bounds["issue width"] == pytest.approx(2.0)
    assert "dispatch width" not in v.bounds
    waits = why_waited(region)
    assert [w.reason for w in waits[0].dispatch] == ["register"]
    assert waits[0].dispatch[0].description == "register dependency (in-order issue)"
    assert [w.reason for w in waits[3].dispatch] == ["issue-width"]


def test_cortex_m7_load_use_and_write_back_stalls() -> None:
    # llvm-mca-19 -mtriple=thumbv7em -mcpu=cortex-m7 -timeline -iterations=3:
    #   [0,0] DE        ldr   the add waits one cycle for r0 (ldr latency 2); the mul issues
    #   [0,1] .DE       add   beside it; the next ldr could issue in cycle 2 but waits to 3 so
    #   [0,2] .DeE      mul   that it writes back after the mul (in-order write-back, no llvm-mca
    #   [1,0] .  DE     ldr   stall event); 301 cycles for 100 iterations, and -dispatch-stats
    # counts "RAT - Register unavailable: 100 (33.2%)": the add's register dependency.
    region, v = _region(ARM_LOOP, "thumbv7em", "cortex-m7")
    assert v.kind == DATA_HAZARD
    assert v.cycles_per_iteration == pytest.approx(3.0)
    assert "#1 add waits 1.00 cycles per iteration for r0 from #0 ldr;" in v.text
    assert "also 0.99 on in-order write-back" in v.text
    # llvm-mca's own statistic is unchanged: the write-back waits raise no stall event.
    assert region.trace.stalls[StallReason.RAT] == 100
    assert sum(region.trace.stalls.values()) == 100
    held = region.trace.facts.issue_stalls or {}
    assert {(k[0], k[1], k[2]): c for k, c in held.items()} == {("register", 1, -1): 100, ("write-back", 0, -1): 99}
    waits = why_waited(region)
    assert {w.reason: w.cycles for w in waits[0].dispatch} == pytest.approx({"issue-width": 0.99,
                                                                           "write-back": 0.99})
    assert [w.reason for w in waits[1].dispatch] == ["register"]


def test_cortex_m55_single_issue_load_use() -> None:
    # llvm-mca-19 -mtriple=thumbv8.1m.main -mcpu=cortex-m55 -timeline -iterations=3:
    #   [0,0] DeE       ldr   the add issues two cycles after the ldr (latency 2), the next
    #   [0,1] . DE      add   ldr right after the mul: 4 cycles per iteration, 2 of them the
    #   [0,2] .  DeE    mul   add's register dependency (RAT 49.8% of cycles in -dispatch-stats).
    _, v = _region(ARM_LOOP, "thumbv8.1m.main", "cortex-m55")
    assert v.kind == DATA_HAZARD
    assert v.cycles_per_iteration == pytest.approx(4.0)
    assert "#1 add waits 2.00 cycles per iteration for r0 from #0 ldr" in v.text


def test_atom_port_bound_loop_stays_a_port_verdict() -> None:
    # llvm-mca-19 -mtriple=x86_64 -mcpu=atom: "Resource pressure per iteration: AtomPort0 2.00,
    # AtomPort1 1.00", 301 cycles for 100 iterations; the timeline issues one iteration every
    # 2 cycles ([1,0] at 2, [2,0] at 4): the load and one add share port 0.
    _, v = _region(X86_LOOP, "x86_64", "atom")
    assert v.kind == RESOURCE
    assert v.resources == ("AtomPort0",)
    assert v.cycles_per_iteration == pytest.approx(2.0)


def test_cortex_m7_write_back_order() -> None:
    # A 2-cycle multiply and two independent adds. llvm-mca-19 -mtriple=thumbv7em -mcpu=cortex-m7
    # -timeline -iterations=3 -dispatch-stats:
    #   [0,0] DeE       mul    the first add could pair with the mul but issues a cycle later
    #   [0,1] .DE       add.w  so that it does not write back before it (no operand is shared:
    #   [0,2] .DE       add.w  "RAT - Register unavailable: 0"); 201 cycles for 100 iterations.
    text = "  mul r0, r1, r2\n  add r3, r4, r5\n  add r6, r7, r8\n"
    region, v = _region(text, "thumbv7em", "cortex-m7")
    assert v.kind == WRITE_BACK
    assert v.cycles_per_iteration == pytest.approx(2.0)
    assert v.text.startswith("bound by in-order issue stalls on in-order write-back (1.00 stall cycles per iteration")
    assert "#1 add.w waits 1.00 cycles per iteration to write back after a longer-latency instruction" in v.text
    assert sum(region.trace.stalls.values()) == 0  # llvm-mca counts no stall for it
    assert region.trace.facts.issue_stalls == {("write-back", 1, -1, 0): 100}
    waits = why_waited(region)
    assert [w.reason for w in waits[1].dispatch] == ["write-back"]


def test_cortex_m7_divide_holds_the_following_add_for_write_back() -> None:
    # llvm-mca-19 -mtriple=thumbv7em -mcpu=cortex-m7 -timeline -iterations=2 (1502 cycles for 100):
    #   [0,0] DeeeeeeeeeeeeeeeE      vdiv.f32 s0, s1, s2
    #   [0,1] .    .    .  DeeE      vadd.f32 s3, s4, s5   independent, yet issued in cycle 14
    #   [0,2] .    .    .    DE      add r0, r1            so as not to write back before the
    # divide; llvm-mca counts no stall for it (-dispatch-stats: all zero but one GROUP cycle).
    text = "  vdiv.f32 s0, s1, s2\n  vadd.f32 s3, s4, s5\n  add r0, r0, r1\n"
    region, v = _region(text, "thumbv7em", "cortex-m7")
    assert v.kind == WRITE_BACK
    assert v.cycles_per_iteration == pytest.approx(15.0)
    assert "(14.00 stall cycles per iteration" in v.text
    assert "#1 vadd.f32 waits 12.00 cycles per iteration to write back" in v.text
    assert region.trace.stalls[StallReason.GROUP] == 1 and region.trace.stalls[StallReason.RAT] == 0


def test_hazards_are_recorded_only_for_the_views_that_read_them() -> None:
    # The stage's own record of what held each stall costs time at every stall: the default views
    # (no verdict, no waits) leave it out, the verdict alone asks for it, and the numbers llvm-mca
    # prints are the same either way.
    plain = analyze(RISCV_LOOP, cpu="sifive-u74", options=AnalysisOptions(triple="riscv64"))
    verdict = analyze(RISCV_LOOP, cpu="sifive-u74",
                      options=AnalysisOptions(triple="riscv64", views=ViewSelection(verdict=True)))
    assert not plain.failed and not verdict.failed
    quiet, held = plain.regions[0].trace, verdict.regions[0].trace
    assert quiet.facts.issue_stalls is None and quiet.facts.hazard_events is None
    assert held.facts.issue_stalls and held.facts.hazard_events is not None
    assert sum(c for (kind, *_), c in held.facts.issue_stalls.items() if kind == "register") > 0
    assert quiet.total_cycles == held.total_cycles == 402
    assert quiet.facts.stall_events == held.facts.stall_events
    assert verdict.regions[0].report.verdict.kind == DATA_HAZARD
