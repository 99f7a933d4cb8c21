"""The api builds a region's descriptors once and hands them to the simulator."""

from __future__ import annotations

from typing import Any

import pytest
from mcalens.analysis.api import AnalysisOptions, analyze
from mcalens.analysis.sim import pipeline
from mcalens.analysis.sim.options import SimOptions

AARCH64 = AnalysisOptions(triple="aarch64-unknown-linux-gnu")
# `mov x0, x9` is ORRXrs reading XZR: llvm-mca 19 reuses this first instance's descriptor for the
# second ORRXrs, which so loses its first register read (descriptor_template).
REUSED = "mov x0, x9\norr x2, x3, x4\nadd x5, x2, x0\n"


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    built: list[str] = []
    real = pipeline.build_descriptor

    def counting(inst: Any, *args: Any, **kwargs: Any) -> Any:
        built.append(inst.opcode)
        return real(inst, *args, **kwargs)

    monkeypatch.setattr(pipeline, "build_descriptor", counting)
    return built


def test_the_simulator_builds_no_descriptor_the_api_built(monkeypatch: pytest.MonkeyPatch) -> None:
    built = _counting(monkeypatch)
    analysis = analyze("addq %rax, %rbx\nimulq %rbx, %rcx\n", cpu="skylake")
    assert not analysis.failed and analysis.regions[0].trace is not None
    assert built == []  # every descriptor came from the api


def test_only_a_reused_first_instance_is_built_again(monkeypatch: pytest.MonkeyPatch) -> None:
    built = _counting(monkeypatch)
    analysis = analyze(REUSED, cpu="neoverse-n1", options=AARCH64)
    assert not analysis.failed
    assert built == ["ORRXrs"]  # the second ORRXrs, from the first instance's operands


def test_the_views_and_the_simulator_keep_their_own_descriptors() -> None:
    """The views see each instruction's own descriptor; the simulator llvm-mca's reused one, the
    same as when simulate() builds them itself."""
    analysis = analyze(REUSED, cpu="neoverse-n1", options=AARCH64)
    region = analysis.regions[0]
    assert analysis.model is not None and region.isa is not None and region.trace is not None
    assert [len(d.reads) for d in region.descriptors] == [1, 2, 2]
    run, errors = pipeline.build_descriptors(region.mcinsts, region.isa, analysis.model)
    assert not errors and [len(d.reads) for d in run if d is not None] == [1, 1, 2]
    own_built = pipeline.simulator_descriptors(region.mcinsts, region.descriptors, region.isa, analysis.model)
    assert own_built == (run, errors)
    alone = pipeline.simulate(region.mcinsts, region.isa, analysis.model, SimOptions())
    # llvm-mca-19 -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-n1 (100 iterations): Total Cycles 104
    assert alone.total_cycles == region.trace.total_cycles == 104
    assert list(alone.issued) == list(region.trace.issued) and list(alone.retired) == list(region.trace.retired)
