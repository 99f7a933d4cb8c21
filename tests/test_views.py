"""Views as pure functions of hand-made traces, with expected text taken from real llvm-mca-19 runs."""

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
from mcalens.analysis.output.render_text import (
    render_register_file_statistics,
    render_summary,
    render_timeline,
)
from mcalens.analysis.sim.trace import StallReason, Trace
from mcalens.analysis.views.instruction_info import (
    class_latency,
    forwarding_delay,
    instruction_info,
    rthroughput_from_segments,
    rthroughput_llvm19,
)
from mcalens.analysis.views.instruction_tables import instruction_tables_view
from mcalens.analysis.views.resource_pressure import resource_columns, resource_pressure_view
from mcalens.analysis.views.statistics import (
    dispatch_statistics_view,
    register_file_statistics_view,
    retire_statistics_view,
)
from mcalens.analysis.views.summary import block_rthroughput, executions, summary_view
from mcalens.analysis.views.timeline import timeline_view

# Appendix A1 of mca-semantics.md: skylake, 3 iterations of vmulps / vaddps / movq (load) / addq.
A1_ROWS = [
    # dispatched, ready, issued, executed, retired
    (0, 0, 1, 5, 6), (0, 5, 5, 9, 10), (0, 0, 1, 6, 10), (0, 6, 6, 7, 10),
    (0, 0, 1, 5, 10), (0, 5, 5, 9, 10), (1, 1, 2, 7, 10), (1, 7, 7, 8, 10),
    (1, 1, 2, 6, 10), (1, 6, 6, 10, 11), (1, 1, 2, 7, 11), (1, 7, 8, 9, 11),
]
A1_TEXT = [
    "vmulps\t%xmm0, %xmm1, %xmm2",
    "vaddps\t%xmm2, %xmm3, %xmm4",
    "movq\t(%rdi), %rax",
    "addq\t%rax, %rbx",
]


def _trace(rows: list[tuple[int, int, int, int, int]], n: int, total_cycles: int, width: int = 6) -> Trace:
    trace = Trace(num_instructions=n, iterations=len(rows) // n, total_cycles=total_cycles,
                  dispatch_width=width, units=())
    trace.dispatched, trace.ready, trace.issued, trace.executed, trace.retired = (list(c) for c in zip(*rows, strict=True))
    return trace


def test_a1_timeline_matches_llvm_mca() -> None:
    view = timeline_view(_trace(A1_ROWS, 4, 12))
    text = render_timeline(view, tuple(A1_TEXT))
    rows = [line for line in text.splitlines() if line.startswith("[") and "]     " in line]
    assert [r[:22].rstrip() for r in rows] == [
        "[0,0]     DeeeeER   ..", "[0,1]     D====eeeeER.", "[0,2]     DeeeeeE---R.",
        "[0,3]     D=====eE--R.", "[1,0]     DeeeeE----R.", "[1,1]     D====eeeeER.",
        "[1,2]     .DeeeeeE--R.", "[1,3]     .D=====eE-R.", "[2,0]     .DeeeeE---R.",
        "[2,1]     .D====eeeeER", "[2,2]     .DeeeeeE---R", "[2,3]     .D======eE-R",
    ]
    assert view.last_cycle == 11
    # Cycles 10 and 11 are labelled on the upper header row, as llvm-mca does.
    assert "Timeline view:\n                    01\nIndex     0123456789  \n" in text


def test_wait_times_average_over_window() -> None:
    view = timeline_view(_trace(A1_ROWS, 4, 12))
    # [0,0],[1,0],[2,0]: issued - dispatched = 1, 1, 1 ; executed 5,5,6 retired 6,10,10
    first = view.wait_times[0]
    assert (first.scheduler_queue, first.ready_in_queue, first.retire_lag) == (3, 3, 0 + 4 + 3)
    text = render_timeline(view, tuple(A1_TEXT))
    assert "0.     3     1.0    1.0    2.3       vmulps\t%xmm0, %xmm1, %xmm2\n" in text


def test_timeline_window_and_cycle_limit() -> None:
    trace = _trace(A1_ROWS, 4, 12)
    assert len(timeline_view(trace, max_iterations=1).entries) == 4
    limited = timeline_view(trace, max_cycles=10)
    assert limited.entries[0].retired == 6
    assert limited.entries[1].retired == 0  # retired in cycle 10: not recorded
    assert limited.truncated_at() == 1
    assert limited.last_cycle == 9
    text = render_timeline(limited, tuple(A1_TEXT))
    assert "Truncated display due to cycle limit\n" in text
    # Wait times still use the real retire cycle.
    assert limited.wait_times[1].retire_lag == timeline_view(trace).wait_times[1].retire_lag


def test_summary_a1() -> None:
    trace = _trace(A1_ROWS, 4, 12)
    view = summary_view(trace, [1, 1, 1, 1], 1.0)
    assert render_summary(view) == (
        "Iterations:        3\nInstructions:      12\nTotal Cycles:      12\nTotal uOps:        12\n\n"
        "Dispatch Width:    6\nuOps Per Cycle:    1.00\nIPC:               1.00\nBlock RThroughput: 1.0\n"
    )


def test_iterations_come_from_the_last_dispatched_instruction() -> None:
    rows = A1_ROWS[:8] + [(-1, -1, -1, -1, -1)] * 4
    trace = _trace(rows, 4, 12)
    assert executions(trace) == 2


def test_block_rthroughput_is_max_of_dispatch_and_resource_bounds() -> None:
    units = {"P0": 1, "P01": 2}
    assert block_rthroughput(6, 7, {"P0": 1, "P01": 2}, units) == pytest.approx(7 / 6)
    assert block_rthroughput(6, 3, {"P0": 1, "P01": 5}, units) == 2.5
    assert block_rthroughput(2, 3, {}, units) == 1.5


def _model() -> CpuModel:
    return CpuModel(
        name="toy", target="x86-64", cpus=("toy",), issue_width=4, micro_op_buffer_size=32,
        resources=(
            ProcResource("P0", 1, 1), ProcResource("P1", 2, 1), ProcResource("P2", 3, 1),
            ProcResource("FPU", 4, 2), ProcResource("P01", 5, 2, members=("P0", "P1")),
        ),
    )


def test_rthroughput_segment_formula_matches_llvm19_when_acquire_is_zero() -> None:
    model = _model()
    units = {r.name: r.units for r in model.resources}.__getitem__
    # Seed 002's BLAH: P0 [0,1), P1 [0,3), P2 [0,2) -> 3 cycles per instruction.
    blah = (ResourceUse("P0", 1), ResourceUse("P1", 3), ResourceUse("P2", 2))
    assert rthroughput_from_segments(blah, units, 1, 4) == rthroughput_llvm19(blah, units, 1, 4) == 3.0
    for uses in [(ResourceUse("P01", 3),), (ResourceUse("FPU", 5), ResourceUse("P0", 1)), ()]:
        assert rthroughput_from_segments(uses, units, 2, 4) == pytest.approx(rthroughput_llvm19(uses, units, 2, 4))
    # With a late acquire the two differ: LLVM 19 ignores AcquireAtCycle.
    late = (ResourceUse("P1", 4, acquire=2),)
    assert rthroughput_from_segments(late, units, 1, 4) == 2.0
    assert rthroughput_llvm19(late, units, 1, 4) == 4.0


def test_latency_includes_forwarding_delay_and_negative_write_wins() -> None:
    cls = SchedClass("X", uops=2, writes=(WriteLatency(3), WriteLatency(5)),
                     read_advances=(ReadAdvance(0, -2), ReadAdvance(1, 4), ReadAdvance(2, -7, write_id=3)))
    assert class_latency(cls) == 5
    assert forwarding_delay(cls) == 2  # write_id 3 does not count; only "any producer" entries
    info = instruction_info(cls, _model(), may_load=True, may_store=False, has_side_effects=False)
    assert (info.uops, info.latency, info.rthroughput, info.may_load) == (2, 7, 0.5, True)
    assert class_latency(SchedClass("N", 1, writes=(WriteLatency(4), WriteLatency(-1)))) == -1


def test_resource_columns_skip_groups_and_split_units() -> None:
    columns = resource_columns(_model())
    assert [c.label for c in columns] == ["[0]", "[1]", "[2]", "[3.0]", "[3.1]"]
    trace = _trace([(0, 0, 1, 2, 3), (1, 1, 2, 3, 4)], 1, 5)
    trace.unit_cycles = [{0: 1.0, 4: 3.0}]
    view = resource_pressure_view(trace, columns)
    assert view.per_iteration == (0.5, 0.0, 0.0, 0.0, 1.5)
    assert view.per_instruction == ((0.5, 0.0, 0.0, 0.0, 1.5),)


def test_dispatch_and_retire_statistics() -> None:
    trace = _trace(A1_ROWS, 4, 12)
    trace.dispatched_uops = [6, 6] + [0] * 10
    trace.stalls = {StallReason.SCHEDQ: 3}
    trace.retired_instructions = [0] * 6 + [1, 0, 0, 0, 8, 3]
    trace.rob_used = [6, 12, 12, 12, 12, 12, 11, 11, 11, 11, 3, 0]
    dispatch = dispatch_statistics_view(trace)
    assert dispatch.dispatched_histogram == ((0, 10), (6, 2))
    assert dispatch.stalls[StallReason.SCHEDQ] == 3 and sum(dispatch.stalls) == 3
    retire = retire_statistics_view(trace, 224)
    assert retire.retired_histogram == ((0, 9), (1, 1), (3, 1), (8, 1))
    assert retire.max_used == 12 and retire.used_sum == 113


def test_register_file_statistics_text_matches_llvm_mca() -> None:
    # llvm-mca-19 -mcpu=znver3 -register-file-stats -iterations=10 tests/golden/kernels/reg_moves.s
    trace = _trace(A1_ROWS, 4, 12)
    trace.facts.register_files = [("", 0, 50, 33), ("Zn3FpPRF", 160, 10, 7), ("Zn3IntegerPRF", 192, 40, 26)]
    trace.facts.move_elimination = [("Zn3FpPRF", 20, 20, 0, 2), ("Zn3IntegerPRF", 30, 30, 0, 3)]
    view = register_file_statistics_view(trace)
    assert view is not None
    assert render_register_file_statistics(view) == (
        "\n\nRegister File statistics:\n"
        "Total number of mappings created:    50\n"
        "Max number of mappings used:         33\n"
        "\n*  Register File #1 -- Zn3FpPRF:\n"
        "   Number of physical registers:     160\n"
        "   Total number of mappings created: 10\n"
        "   Max number of mappings used:      7\n"
        "   Number of optimizable moves:      20\n"
        "   Number of moves eliminated:       20  (100.0%)\n"
        "   Number of zero moves:             0  (0.0%)\n"
        "   Max moves eliminated per cycle:   2\n"
        "\n*  Register File #2 -- Zn3IntegerPRF:\n"
        "   Number of physical registers:     192\n"
        "   Total number of mappings created: 40\n"
        "   Max number of mappings used:      26\n"
        "   Number of optimizable moves:      30\n"
        "   Number of moves eliminated:       30  (100.0%)\n"
        "   Number of zero moves:             0  (0.0%)\n"
        "   Max moves eliminated per cycle:   3\n"
    )
    assert register_file_statistics_view(_trace(A1_ROWS, 4, 12)) is None


def test_instruction_tables_spread_cycles_over_units() -> None:
    model = CpuModel(
        name="toy", target="x86-64", cpus=("toy",), issue_width=4, micro_op_buffer_size=32,
        resources=(
            ProcResource("A", 1, 1), ProcResource("B", 2, 1), ProcResource("M", 3, 3),
            ProcResource("AB", 4, 2, members=("A", "B")), ProcResource("AM", 5, 4, members=("A", "M")),
        ),
    )
    columns = resource_columns(model)
    assert [c.label for c in columns] == ["[0]", "[1]", "[2.0]", "[2.1]", "[2.2]"]
    # one instruction: 3 cycles on M (1 each unit); one: 2 cycles on group AB (1 on A, 1 on B)
    view = instruction_tables_view(model, columns, [[(2, 3)], [(3, 2)]])
    assert view.per_instruction == ((0.0, 0.0, 1.0, 1.0, 1.0), (1.0, 1.0, 0.0, 0.0, 0.0))
    assert view.per_iteration == (1.0, 1.0, 1.0, 1.0, 1.0)
    # Group AM has 4 units but 2 members: LLVM walks 4 entries of the flat member table
    # (A, M, then past the end of the table: nothing) and divides by 4 x member units.
    view = instruction_tables_view(model, columns, [[(4, 12)]])
    assert view.per_instruction[0] == (3.0, 0.0, 1.0, 1.0, 1.0)


@pytest.mark.parametrize("cpu", ["btver2", "skylake", "skylake-avx512", "haswell", "icelake-server", "znver3",
                                 "znver4", "alderlake"])
def test_segment_formula_equals_llvm19_on_shipped_models(cpu: str) -> None:
    """Every scheduling class of the shipped x86 models has AcquireAtCycle 0, so both formulas agree."""
    from mcalens.analysis.machine.model_load import load_model

    model, _ = load_model(cpu)
    if model is None:
        pytest.skip(f"model {cpu} not generated")
    units = {r.name: r.units for r in model.resources}

    def units_of(name: str) -> int:
        return units.get(name, 0)

    checked = 0
    for cls in model.classes.values():
        if cls.unsupported:
            continue
        assert all(use.acquire == 0 for use in cls.resources), cls.name
        ours = rthroughput_from_segments(cls.resources, units_of, cls.uops, model.issue_width)
        llvm = rthroughput_llvm19(cls.resources, units_of, cls.uops, model.issue_width)
        assert ours == pytest.approx(llvm, rel=1e-12), cls.name
        assert f"{ours:.2f}" == f"{llvm:.2f}", cls.name
        checked += 1
    assert checked > 100
