"""The view registry, the one options type and the typed run facts (ARCHITECTURE.md, "Options and views")."""

from __future__ import annotations

import pickle

import pytest
from mcalens.analysis import api
from mcalens.analysis.cli import OPTIONS, parse_args
from mcalens.analysis.options import AnalysisOptions
from mcalens.analysis.sim.options import DEFAULT_ITERATIONS, FLAGS, SimOptions
from mcalens.analysis.views.registry import BY_NAME, NEEDS_PRESSURE, VIEWS, ViewSelection
from mcalens.analysis.views.report import RegionReport

LOOP = "addl %eax, %ebx\nimull %ebx, %eax\n"


def test_every_view_and_simulator_option_has_its_command_line_flag() -> None:
    for view in VIEWS:
        assert OPTIONS[view.flag][0] is False, view.flag  # a boolean flag, `=false` turns it off
    for flag, field, _kind in FLAGS:
        assert flag in OPTIONS and hasattr(SimOptions(), field)


def test_a_view_flag_reaches_the_selection_by_the_registry_name() -> None:
    for view in VIEWS:
        on = parse_args([f"-{view.flag}"]).analysis.views
        off = parse_args([f"-{view.flag}=false"]).analysis.views
        assert getattr(on, view.name) is True and getattr(off, view.name) is False, view.name


def test_selection_defaults_are_llvm_mca_s() -> None:
    selection = ViewSelection()
    assert selection.enabled == {"summary", "instruction_info", "resource_pressure"}
    assert {v.name for v in VIEWS if v.default} == selection.enabled


def test_selection_is_a_value() -> None:
    a = ViewSelection(timeline=True, summary=False)
    assert a == ViewSelection(summary=False, timeline=True) and hash(a) == hash(ViewSelection(summary=False, timeline=True))
    assert a != ViewSelection(timeline=True)
    assert pickle.loads(pickle.dumps(a)) == a  # batch hands options to worker processes
    with pytest.raises(AttributeError):
        a.timeline = False  # type: ignore[misc]
    assert a.replace(timeline=False) == ViewSelection(summary=False)
    with pytest.raises(TypeError, match="no view named"):
        ViewSelection(timelines=True)


def test_in_order_values_apply_on_in_order_cpus_only() -> None:
    selection = ViewSelection(bottleneck_analysis=True, in_order=(("bottleneck_analysis", False),))
    assert selection.bottleneck_analysis and not selection.for_in_order().bottleneck_analysis


def test_pressure_is_recorded_only_for_the_views_that_need_it() -> None:
    needing = {v.name for v in VIEWS if v.needs >= NEEDS_PRESSURE}
    assert needing == {"bottleneck_analysis", "waits"}
    assert not api._sim_options(AnalysisOptions()).record_pressure
    for name in needing:
        assert api._sim_options(AnalysisOptions(views=ViewSelection(**{name: True}))).record_pressure


def test_the_sim_record_reaches_the_simulator_unchanged() -> None:
    sim = SimOptions(iterations=7, dispatch_width=2, noalias=False, call_latency=9, max_cycles=1234)
    handed = api._sim_options(AnalysisOptions(sim=sim))
    assert (handed.iterations, handed.dispatch_width, handed.noalias, handed.call_latency, handed.max_cycles) == (
        7, 2, False, 9, 1234)
    analysis = api.analyze(LOOP, options=AnalysisOptions(sim=sim))
    assert analysis.report is not None and analysis.report.regions[0].summary.iterations == 7


def test_the_default_iteration_count_is_decided_once() -> None:
    assert DEFAULT_ITERATIONS == 100  # llvm-mca 19's
    assert AnalysisOptions().iterations == SimOptions().iterations == DEFAULT_ITERATIONS
    assert parse_args(["-iterations=0"]).analysis.sim.iterations == DEFAULT_ITERATIONS
    with pytest.raises(ValueError, match="at least 1"):
        SimOptions(iterations=0)


def test_a_report_reads_its_views_by_registry_name() -> None:
    region = RegionReport(index=0, name="", show_header=False, instructions=("nop",))
    assert all(getattr(region, name) is None for name in BY_NAME)
    region.views["verdict"] = "v"
    assert region.verdict == "v"
    with pytest.raises(AttributeError):
        _ = region.no_such_view


def test_run_facts_are_named_fields() -> None:
    options = AnalysisOptions(views=ViewSelection(waits=True))
    ooo = api.analyze(LOOP, cpu="skylake", options=options).regions[0].trace
    assert ooo is not None and not ooo.facts.in_order and ooo.facts.pressure is not None
    assert ooo.facts.rcu_usage is not None and ooo.facts.truncated is None and ooo.facts.errors == []
    in_order = api.analyze(LOOP, cpu="atom").regions[0].trace
    assert in_order is not None and in_order.facts.in_order and in_order.facts.pressure is None
