"""LLVM 19's Instruction Info numbers from a class (mca-semantics.md 1.2 and 6.2)."""

from __future__ import annotations

import pytest
from mcalens.analysis.machine.model import (
    CpuModel,
    ProcResource,
    ReadAdvance,
    ResourceUse,
    SchedClass,
    WriteLatency,
)
from mcalens.analysis.machine.sched_math import forwarding_delay, instr_latency, reciprocal_throughput

MODEL = CpuModel(
    name="m", target="x86-64", cpus=("m",), issue_width=6, micro_op_buffer_size=100,
    resources=(ProcResource("P0", 1, 1), ProcResource("P1", 2, 1), ProcResource("P01", 3, 2, members=("P0", "P1")),
               ProcResource("Div", 4, 1)),
)


@pytest.mark.parametrize(
    ("cls", "latency", "rthroughput", "delay"),
    [
        pytest.param(SchedClass("zero", 1), 0, 1 / 6, 0, id="no-resources-uses-issue-width"),
        pytest.param(SchedClass("alu", 1, (WriteLatency(1),), (ResourceUse("P01", 1),)), 1, 0.5, 0, id="group"),
        pytest.param(SchedClass("div", 2, (WriteLatency(3), WriteLatency(25)),
                                (ResourceUse("P0", 1), ResourceUse("Div", 10), ResourceUse("P01", 2))),
                     25, 10.0, 0, id="slowest-resource-wins"),
        pytest.param(SchedClass("acq", 1, (WriteLatency(2),), (ResourceUse("P0", 3, acquire=2),)), 2, 3.0, 0,
                     id="acquire-ignored-in-19"),
        pytest.param(SchedClass("zero-release", 3, (), (ResourceUse("P0", 0),)), 0, 0.5, 0, id="release-0-skipped"),
        pytest.param(SchedClass("neg", 1, (WriteLatency(4), WriteLatency(-1), WriteLatency(9))), -1, 1 / 6, 0,
                     id="negative-latency-returned"),
        pytest.param(SchedClass("ra", 1, (WriteLatency(5),), (),
                                (ReadAdvance(0, 3), ReadAdvance(1, -2), ReadAdvance(2, -4, write_id=7))),
                     5, 1 / 6, 2, id="forwarding-delay-any-writer-only"),
    ],
)
def test_class_numbers(cls: SchedClass, latency: int, rthroughput: float, delay: int) -> None:
    assert instr_latency(cls) == latency
    assert reciprocal_throughput(cls, MODEL) == pytest.approx(rthroughput)
    assert forwarding_delay(cls) == delay
