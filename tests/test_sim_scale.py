"""Cost independent of the iteration count: after a steady state is replayed the trace keeps its
per-instruction and per-cycle columns implicit (head + period x k + tail), and every view still
prints llvm-mca 19's numbers. Totals recorded from llvm-mca-19 (`llvm-mca-19 -mcpu=CPU
-iterations=N FILE`, Total Cycles) on examples/avx512-loop36.s and a two-vsqrtpd loop."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from mcalens.analysis.api import AnalysisOptions, ViewSelection, analyze
from mcalens.analysis.isa import load_isa
from mcalens.analysis.machine.model_load import load_model
from mcalens.analysis.sim.options import SimOptions
from mcalens.analysis.sim.pipeline import simulate
from mcalens.analysis.sim.trace import PeriodicColumn, value_counts
from test_sim_recorded import _mcinst, options_from_flags
from test_sim_steady import CASES, DATA

ROOT = Path(__file__).resolve().parent.parent
LOOP36 = (ROOT / "examples" / "avx512-loop36.s").read_text(encoding="utf-8")
SQRT2 = "vsqrtpd %ymm0, %ymm1\nvsqrtpd %ymm2, %ymm3\n"

# (source, cpu, iterations, llvm-mca-19 Total Cycles)
RECORDED = [
    (LOOP36, "skylake-avx512", 10_000, 125_027),
    (LOOP36, "skylake-avx512", 100_000, 1_250_027),
    (LOOP36, "skylake-avx512", 1_000_000, 12_500_027),
    (LOOP36, "skylake-avx512", 10_000_000, 125_000_027),
    (SQRT2, "skylake", 900_000, 21_600_009),
]


def _columns(trace) -> list:
    return [trace.dispatched, trace.ready, trace.issued, trace.executed, trace.retired,
            trace.dispatched_uops, trace.issued_uops, trace.retired_instructions, trace.rob_used]


@pytest.mark.parametrize(("source", "cpu", "iterations", "cycles"), RECORDED,
                         ids=[f"{c}-{i}" for _, c, i, _ in RECORDED])
def test_total_cycles_at_scale_match_llvm_mca(source: str, cpu: str, iterations: int, cycles: int) -> None:
    views = ViewSelection(timeline=True, dispatch_stats=True, scheduler_stats=True, retire_stats=True,
                          register_file_stats=True)
    analysis = analyze(source, cpu=cpu, options=AnalysisOptions(sim=SimOptions(iterations=iterations), views=views))
    assert not analysis.failed, analysis.messages
    region = analysis.regions[0]
    summary = region.report.summary
    assert summary is not None
    assert (summary.iterations, summary.total_cycles) == (iterations, cycles)
    assert region.report.dispatch_stats is not None
    assert sum(k for _, k in region.report.dispatch_stats.dispatched_histogram) == cycles
    # Nothing per simulated instruction or cycle is materialised beyond a few periods.
    trace = region.trace
    for column in _columns(trace):
        assert isinstance(column, PeriodicColumn)
        assert len(column.head) + len(column.block) + len(column.tail) < 20_000
    assert len(trace.dispatched) == iterations * trace.num_instructions
    assert len(trace.dispatched_uops) == cycles


@pytest.mark.parametrize("name", [c for c in CASES if (DATA / f"{c}.json").exists()])
def test_implicit_columns_read_like_the_full_simulation(name: str) -> None:
    case = json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))
    model, _ = load_model(case["cpu"])
    assert model is not None
    insts = [_mcinst(r) for r in case["mcinsts"]]
    opts = dataclasses.replace(options_from_flags(case["flags"]), iterations=700)
    fast = simulate(insts, load_isa(), model, opts)
    full = simulate(insts, load_isa(), model, dataclasses.replace(opts, extrapolate=False, skip_idle_cycles=False))
    fast.facts.extrapolated = None
    assert fast == full
    for ours, theirs in zip(_columns(fast), _columns(full), strict=True):
        assert list(ours) == theirs
        assert ours[-1] == theirs[-1] and ours[len(theirs) // 2] == theirs[len(theirs) // 2]
        assert ours[5:40:3] == theirs[5:40:3]
        assert value_counts(ours) == value_counts(theirs)


def test_periodic_column_reads_as_its_list() -> None:
    column = PeriodicColumn([0, 1], [5, -1, 6], 10, 3, [40, 41])
    expected = [0, 1, 5, -1, 6, 15, -1, 16, 25, -1, 26, 40, 41]
    assert list(column) == expected and column == expected and len(column) == len(expected)
    assert [column[i] for i in range(-len(expected), len(expected))] == expected * 2
    assert column[3:9:2] == expected[3:9:2]
    with pytest.raises(IndexError):
        column[len(expected)]
    cycles = PeriodicColumn([1, 2], [0, 3], 0, 4, [2])
    assert value_counts(cycles) == value_counts(list(cycles)) and value_counts(cycles, 3) == {1: 1, 2: 1, 0: 1}


def test_safety_limit_counts_only_simulated_cycles() -> None:
    case = json.loads((DATA / "a1.skylake.json").read_text(encoding="utf-8"))
    model, _ = load_model("skylake")
    assert model is not None
    insts = [_mcinst(r) for r in case["mcinsts"]]
    # Replayed periods do not count against the limit: the run finishes with llvm-mca's total.
    trace = simulate(insts, load_isa(), model, SimOptions(iterations=1000, max_cycles=300))
    assert trace.total_cycles == 1010 and trace.facts.truncated is None
    # Simulating every cycle, the same limit stops the run and says so.
    slow = simulate(insts, load_isa(), model, SimOptions(iterations=1000, max_cycles=300, extrapolate=False))
    assert slow.facts.truncated == (300, 300) and slow.total_cycles == 300


def test_truncated_simulation_is_an_error_not_a_number() -> None:
    analysis = analyze(LOOP36, cpu="skylake-avx512", options=AnalysisOptions(sim=SimOptions(iterations=1000, max_cycles=20)))
    assert analysis.failed
    assert analysis.report is not None and not analysis.report.regions
    assert any("safety limit of 20 simulated cycles" in m for m in analysis.messages)
    assert any(d.code == "MCL330" for d in analysis.diagnostics)


@pytest.mark.parametrize("name", [c for c in CASES if (DATA / f"{c}.json").exists()])
def test_pressure_recording_is_exact_under_extrapolation(name: str) -> None:
    """Bottleneck analysis and waits read the pressure record: replaying it must give the record of
    simulating every cycle (the recorder's state is part of the period fingerprint)."""
    case = json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))
    model, _ = load_model(case["cpu"])
    assert model is not None
    insts = [_mcinst(r) for r in case["mcinsts"]]
    opts = dataclasses.replace(options_from_flags(case["flags"]), iterations=300, record_pressure=True)
    fast = simulate(insts, load_isa(), model, opts)
    full = simulate(insts, load_isa(), model, dataclasses.replace(opts, extrapolate=False, skip_idle_cycles=False))
    fast.facts.extrapolated = None
    assert fast.facts.pressure == full.facts.pressure
    assert fast == full


def test_pressure_recording_replays_on_loop36() -> None:
    options = AnalysisOptions(sim=SimOptions(iterations=100), views=ViewSelection(bottleneck_analysis=True, waits=True, verdict=True))
    analysis = analyze(LOOP36, cpu="skylake-avx512", options=options)
    trace = analysis.regions[0].trace
    assert trace.facts.extrapolated
    full = simulate(analysis.regions[0].mcinsts, load_isa(), analysis.model,
                    SimOptions(iterations=100, record_pressure=True, extrapolate=False))
    assert trace.facts.pressure == full.facts.pressure


@pytest.mark.parametrize("name", [c for c in CASES if (DATA / f"{c}.json").exists()])
def test_bottleneck_view_is_exact_under_extrapolation(name: str) -> None:
    """The bottleneck analysis adds the replayed periods of the pressure record at once (issue 17):
    it must equal the analysis of simulating (and recording) every cycle."""
    from mcalens.analysis.views.bottleneck import bottleneck_view

    case = json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))
    model, _ = load_model(case["cpu"])
    assert model is not None
    insts = [_mcinst(r) for r in case["mcinsts"]]
    opts = dataclasses.replace(options_from_flags(case["flags"]), iterations=300, record_pressure=True)
    fast = simulate(insts, load_isa(), model, opts)
    full = simulate(insts, load_isa(), model, dataclasses.replace(opts, extrapolate=False, skip_idle_cycles=False))
    assert bottleneck_view(fast, load_isa()) == bottleneck_view(full, load_isa())


def test_bottleneck_view_jumps_over_replayed_periods(monkeypatch: pytest.MonkeyPatch) -> None:
    """On loop36 x 2000 the critical-sequence pass skips the replayed periods (cost independent of
    the iteration count) and finds what processing every record finds."""
    from mcalens.analysis.views import bottleneck

    options = AnalysisOptions(sim=SimOptions(iterations=2000), views=ViewSelection(bottleneck_analysis=True))
    trace = analyze(LOOP36, cpu="skylake-avx512", options=options).regions[0].trace
    jumps: list[int] = []
    check = bottleneck._JumpState.check

    def spy(self, k, *args):
        target = check(self, k, *args)
        if target is not None:
            jumps.append(target[0] - k)
        return target

    monkeypatch.setattr(bottleneck._JumpState, "check", spy)
    fast = bottleneck.bottleneck_view(trace, load_isa())
    assert jumps and jumps[0] > 10 * trace.num_instructions
    monkeypatch.setattr(bottleneck._JumpState, "of", classmethod(lambda cls, *a: None))
    assert bottleneck.bottleneck_view(trace, load_isa()) == fast
    assert fast is not None and fast.critical_sequence


@pytest.mark.parametrize("name", [c for c in CASES if (DATA / f"{c}.json").exists()])
def test_waits_are_exact_under_extrapolation(name: str) -> None:
    """--waits adds the replayed periods block by block (issue 17): the result must equal the
    waits of simulating every cycle, averages and per-iteration details alike."""
    from mcalens.analysis.views.waits import instruction_waits

    case = json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))
    model, _ = load_model(case["cpu"])
    assert model is not None
    insts = [_mcinst(r) for r in case["mcinsts"]]
    opts = dataclasses.replace(options_from_flags(case["flags"]), iterations=300, record_pressure=True)
    fast = simulate(insts, load_isa(), model, opts)
    full = simulate(insts, load_isa(), model, dataclasses.replace(opts, extrapolate=False, skip_idle_cycles=False))
    texts = [str(k) for k in range(len(insts))]
    assert instruction_waits(fast, texts, isa=load_isa()) == instruction_waits(full, texts, isa=load_isa())


def test_waits_skip_replayed_periods_on_loop36() -> None:
    from mcalens.analysis.views import waits

    options = AnalysisOptions(sim=SimOptions(iterations=2000), views=ViewSelection(waits=True))
    trace = analyze(LOOP36, cpu="skylake-avx512", options=options).regions[0].trace
    record = trace.facts.pressure
    skipped = waits._periodic_iids(trace, record, 10 * trace.num_instructions)
    assert skipped is not None and skipped[1] - skipped[0] > 1000 * trace.num_instructions
    texts = [str(k) for k in range(trace.num_instructions)]
    full = simulate(analyze(LOOP36, cpu="skylake-avx512", options=options).regions[0].mcinsts, load_isa(),
                    load_model("skylake-avx512")[0],
                    SimOptions(iterations=2000, record_pressure=True, extrapolate=False))
    assert waits.instruction_waits(trace, texts) == waits.instruction_waits(full, texts)


def test_in_order_columns_grow_with_the_run_not_the_iteration_count() -> None:
    """The in-order pipeline allocates per-IID columns as instructions are fetched: a run stopped
    by the cycle limit at 10^7 iterations holds only the IIDs it reached (it allocated 5 x 2*10^7
    entries up front before)."""
    model, _ = load_model("atom")
    assert model is not None and model.micro_op_buffer_size <= 1
    insts = analyze("addl %eax, %ebx\nimull %ecx, %edx\n", cpu="atom",
                    options=AnalysisOptions(sim=SimOptions(iterations=1))).regions[0].mcinsts
    trace = simulate(insts, load_isa(), model, SimOptions(iterations=10_000_000, max_cycles=2000))
    assert trace.facts.truncated == (2000, 2000)
    assert len(trace.dispatched) < 20_000
    complete = simulate(insts, load_isa(), model, SimOptions(iterations=3000))
    assert len(complete.dispatched) == 6000 and min(complete.retired) >= 0
