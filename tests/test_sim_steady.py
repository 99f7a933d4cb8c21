"""Steady-state replay and idle-cycle skipping must be invisible: same Trace as simulating
every cycle."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from mcalens.analysis.isa import load_isa
from mcalens.analysis.machine.model_load import load_model
from mcalens.analysis.sim.options import SimOptions
from mcalens.analysis.sim.pipeline import simulate
from test_sim_recorded import _mcinst, options_from_flags

DATA = Path(__file__).parent / "data" / "sim"
CASES = ["a1.skylake", "a5.znver3", "a7_small.skylake", "a8_alias.skylake", "fences.skylake",
         "div.btver2", "idioms.znver4", "bhive_b00165.znver3", "bhive_b00333.skylake",
         "bhive_b00202.icelake-server", "bhive_b00077.btver2", "vzeroupper_carry.btver2"]


@pytest.mark.parametrize("name", [c for c in CASES if (DATA / f"{c}.json").exists()])
def test_extrapolated_trace_equals_full_simulation(name: str) -> None:
    case = json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))
    model, _ = load_model(case["cpu"])
    assert model is not None
    insts = [_mcinst(r) for r in case["mcinsts"]]
    opts = dataclasses.replace(options_from_flags(case["flags"]), iterations=300, timeline_iterations=300)
    fast = simulate(insts, load_isa(), model, opts)
    full = simulate(insts, load_isa(), model,
                    dataclasses.replace(opts, extrapolate=False, skip_idle_cycles=False))
    assert full.facts.extrapolated is None
    fast.facts.extrapolated = None
    assert fast == full


def test_extrapolation_happens_on_a_periodic_loop() -> None:
    case = json.loads((DATA / "a1.skylake.json").read_text(encoding="utf-8"))
    model, _ = load_model("skylake")
    assert model is not None
    insts = [_mcinst(r) for r in case["mcinsts"]]
    trace = simulate(insts, load_isa(), model, SimOptions(iterations=1000))
    first, resumed, periods = trace.facts.extrapolated
    assert periods > 100 and resumed > first
    assert trace.total_cycles == 1010  # llvm-mca-19 -mcpu=skylake -iterations=1000


# A BHive block (b00061 of the shared corpus) whose replayed period ends with an instruction in
# flight that names an already retired producer as its critical register dependency.
_RETIRED_PRODUCER = """\
movq $-3, -16(%r15)
movq %rdx, -32(%r15)
movq 8(%rsi), %rax
movq %rax, -24(%r15)
movq %rcx, (%rax)
movq %rcx, 8(%rdi)
movq 24(%r12), %rdi
movq 8(%rdi), %rax
"""


def test_replayed_pressure_records_name_the_shifted_producer() -> None:
    from mcalens.analysis.api import analyze

    analysis = analyze(_RETIRED_PRODUCER, cpu="skylake")
    assert not analysis.failed
    insts = analysis.regions[0].mcinsts
    model, _ = load_model("skylake")
    assert model is not None
    opts = SimOptions(iterations=300, timeline_iterations=300, record_pressure=True)
    fast = simulate(insts, load_isa(), model, opts)
    full = simulate(insts, load_isa(), model, dataclasses.replace(opts, extrapolate=False, skip_idle_cycles=False))
    assert fast.facts.extrapolated is not None and fast.facts.extrapolated[2] > 10
    fast.facts.extrapolated = None
    assert list(fast.facts.pressure.issues) == list(full.facts.pressure.issues)
    assert fast == full


def test_period_search_fingerprints_one_tracked_summary() -> None:
    from mcalens.analysis.sim.steady import PeriodSearch

    search = PeriodSearch()
    # A transient (a, b, c), then a period of three summaries (d, e, f).
    wanted = [s for s in "abcdefdefdef" if search.wants((s,))]
    assert wanted == ["d", "d"]  # d repeats first: its repetitions are fingerprinted, e and f never
    # A tracked summary that stops coming back is dropped for the next repeating one.
    search = PeriodSearch()
    wanted = [s for s in "xyxyzwzwzw" if search.wants((s,))]
    assert wanted == ["x", "z", "z"]


def test_periodic_loop_needs_few_fingerprints(monkeypatch: pytest.MonkeyPatch) -> None:
    from mcalens.analysis.sim import pipeline

    calls = []
    real = pipeline.fingerprint

    def counted(*args: object) -> tuple:
        calls.append(1)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(pipeline, "fingerprint", counted)
    case = json.loads((DATA / "a1.skylake.json").read_text(encoding="utf-8"))
    model, _ = load_model("skylake")
    assert model is not None
    trace = simulate([_mcinst(r) for r in case["mcinsts"]], load_isa(), model, SimOptions(iterations=1000))
    assert trace.facts.extrapolated is not None and trace.total_cycles == 1010
    assert len(calls) <= 6  # 10 when every repeating summary was fingerprinted
