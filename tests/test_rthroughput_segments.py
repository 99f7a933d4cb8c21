"""-rthroughput=segments: RThroughput from [AcquireAtCycle, ReleaseAtCycle) segments, and the
simulator booking single-unit resources from the acquire cycle on (issue 16, seed 002)."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from mcalens.analysis.cli import run
from mcalens.analysis.machine.model import ResourceUse
from mcalens.analysis.views.instruction_info import (
    rthroughput_from_segments,
    rthroughput_held_cycles,
    rthroughput_llvm19,
    segment_period,
)

SINGLE = {"P0": 1, "P1": 1, "P2": 1}.__getitem__
P2_TWO_UNITS = {"P0": 1, "P1": 1, "P2": 2}.__getitem__


def uses(*segments: tuple[str, int, int]) -> tuple[ResourceUse, ...]:
    return tuple(ResourceUse(name, release, acquire) for name, acquire, release in segments)


def test_issue_examples() -> None:
    blah = uses(("P0", 0, 1), ("P1", 0, 3), ("P2", 0, 2))
    assert rthroughput_from_segments(blah, SINGLE, 1, 4) == 3.0
    late = uses(("P0", 0, 1), ("P1", 2, 3), ("P2", 0, 2))
    # Issue 16 says 1, but P2 [0,2) on one unit collides at distance 1 ([0,2) and [1,3)): the
    # smallest collision-free distance is 2. With two P2 units instances alternate and it is 1.
    assert rthroughput_from_segments(late, SINGLE, 1, 4) == 2.0
    assert rthroughput_from_segments(late, P2_TWO_UNITS, 1, 4) == 1.0
    assert rthroughput_llvm19(late, SINGLE, 1, 4) == 3.0  # LLVM 19 ignores the acquire


def test_seed_examples_are_the_longest_segment() -> None:
    blob = uses(("P0", 0, 2), ("P1", 2, 5), ("P2", 1, 3))  # second BLOB can issue at cycle 3
    assert rthroughput_from_segments(blob, SINGLE, 1, 4) == 3.0
    gap = uses(("P0", 0, 2), ("P1", 4, 5), ("P2", 1, 4))  # the counter-example: P2 dominates
    assert rthroughput_from_segments(gap, SINGLE, 1, 4) == 3.0
    assert rthroughput_llvm19(gap, SINGLE, 1, 4) == 5.0


def test_llvm22_counts_held_cycles() -> None:
    """LLVM 22's getReciprocalThroughput: 1 / min(units / (release - acquire)); a resource held for no
    cycle (release == acquire) is skipped as one with release 0 is (then uOps / issue width)."""
    gap = uses(("P0", 0, 2), ("P1", 4, 5), ("P2", 1, 4))
    assert rthroughput_held_cycles(gap, SINGLE, 1, 4) == 3.0  # P2's [1, 4): 3 cycles (19: 5.0)
    assert rthroughput_held_cycles(gap, P2_TWO_UNITS, 1, 4) == 2.0  # P0's 2 cycles now bound it
    assert rthroughput_held_cycles(uses(("P0", 2, 2)), SINGLE, 2, 4) == 0.5  # none held: 2 uOps / 4
    assert rthroughput_llvm19(uses(("P0", 2, 2)), SINGLE, 2, 4) == 2.0
    vl = uses(("P0", 1, 2))  # SiFive7's [VLEN512SiFive7VL, 2, 1] (vle8.v under MF8): 1.00 in 22
    assert rthroughput_held_cycles(vl, SINGLE, 1, 2) == 1.0


def test_segment_period_checks_every_later_instance() -> None:
    assert segment_period([(0, 3)]) == 3
    assert segment_period([(2, 5)]) == 3
    assert segment_period([]) == 0
    # One resource held twice: at distance 1 the 3rd instance's [0,1) lands on [2,3); at distance
    # 2 the 2nd instance's [0,1) does; 3 is the first distance at which nothing collides.
    assert segment_period([(0, 1), (2, 3)]) == 3
    assert segment_period([(0, 1), (3, 4)]) == 2
    # Constant distance d must also keep instance k*d clear: [0,1) and [4,5) fail at 2 (k=2).
    assert segment_period([(0, 1), (4, 5)]) == 3


def test_without_acquires_bits_equal_llvm19() -> None:
    units = {"P0": 1, "P01": 2, "P015": 3}.__getitem__
    for case in [uses(("P0", 0, 1), ("P01", 0, 3)), uses(("P015", 0, 1)), uses(("P015", 0, 2)), ()]:
        assert rthroughput_from_segments(case, units, 2, 6) == rthroughput_llvm19(case, units, 2, 6)


MODEL = """\
schema: 1
name: acq-test
inherit: skylake
cpus: [acq-test]
source: {note: "test model (not LLVM's): seed 002's BLAH with P1 acquired at cycle 2"}
resources:
  - {name: TP0, units: 1}
  - {name: TP1, units: 1}
  - {name: TP2, units: 1}
instructions:
  ADD32rr: {writes: [1], resources: [[TP0, 1], [TP1, 3, 2], [TP2, 2]]}
  ADC32rr: {writes: [1], resources: [[TP0, 1], [TP1, 3], [TP2, 2]]}
"""


@pytest.fixture()
def model_dir(tmp_path: Path) -> Path:
    (tmp_path / "acq-test.yaml").write_text(MODEL)
    return tmp_path


def _mca(model_dir: Path, text: str, *args: str) -> str:
    # LLVM 19 (22 takes the held cycles itself for its RThroughput: docs/llvm-releases.md)
    status, out, err = run(["--llvm-version", "19", "-mcpu=acq-test", "--model-dir", str(model_dir), "--no-banner", *args],
                           stdin_text=text)
    assert status == 0, err
    return out


def _info_column(out: str) -> str:
    row = out.split("[6]    Instructions:\n", 1)[1].splitlines()[0]
    return row.split()[2]


@pytest.mark.parametrize("args", [(), ("-instruction-tables",)])
def test_cli_instruction_info(model_dir: Path, args: tuple[str, ...]) -> None:
    add = "addl %eax, %ebx\n"
    assert _info_column(_mca(model_dir, add, *args)) == "3.00"
    assert _info_column(_mca(model_dir, add, "-rthroughput=segments", *args)) == "2.00"
    # No late acquire: both agree.
    assert _info_column(_mca(model_dir, "adcl %eax, %ebx\n", "-rthroughput=segments", *args)) == "3.00"


def test_json_and_simulation_follow_the_segments(model_dir: Path) -> None:
    add = "addl %eax, %ebx\n"
    llvm = json.loads(_mca(model_dir, add, "-json", "-timeline", "-iterations=10"))
    seg = json.loads(_mca(model_dir, add, "-json", "-timeline", "-iterations=10", "-rthroughput=segments"))
    assert llvm["CodeRegions"][0]["InstructionInfoView"]["InstructionList"][0]["RThroughput"] == 3.0
    assert seg["CodeRegions"][0]["InstructionInfoView"]["InstructionList"][0]["RThroughput"] == 2.0
    # LLVM 19 holds TP1 from issue: one instance every 3 cycles. With the acquire at cycle 2 the
    # next instance may issue while TP1 is still busy for <= 2 cycles: every 2 cycles (TP2 bounds).
    issued = [e["CycleIssued"] for e in llvm["CodeRegions"][0]["TimelineView"]["TimelineInfo"]]
    assert [b - a for a, b in itertools.pairwise(issued)] == [3] * 9
    issued = [e["CycleIssued"] for e in seg["CodeRegions"][0]["TimelineView"]["TimelineInfo"]]
    assert [b - a for a, b in itertools.pairwise(issued)] == [2] * 9
    # Without a late acquire the option changes nothing.
    adc = "adcl %eax, %ebx\n"
    assert (_mca(model_dir, adc, "-timeline", "-rthroughput=segments")
            == _mca(model_dir, adc, "-timeline"))


def test_bad_value_is_a_usage_error() -> None:
    status, _out, err = run(["-rthroughput=fast"], stdin_text="nop\n")
    assert status == 1 and "rthroughput" in err


def test_llvm_models_unchanged_by_segments() -> None:
    text = "vmulps %xmm0, %xmm1, %xmm2\naddl %eax, %ebx\nvdivps %ymm0, %ymm1, %ymm2\n"
    for cpu in ("skylake", "znver4", "btver2"):
        base = run([f"-mcpu={cpu}", "-timeline", "-all-stats"], stdin_text=text)
        seg = run([f"-mcpu={cpu}", "-timeline", "-all-stats", "-rthroughput=segments"], stdin_text=text)
        assert base == seg


def test_acquire_simulation_shortcuts_are_exact(model_dir: Path) -> None:
    """Steady-state replay and idle skipping give the same trace with acquires honoured."""
    from mcalens.analysis import api
    from mcalens.analysis.machine.model_load import load_model
    from mcalens.analysis.sim.options import SimOptions
    from mcalens.analysis.sim.pipeline import simulate

    model, _ = load_model("acq-test", model_dirs=[model_dir])
    assert model is not None
    text = "addl %eax, %ebx\nimull %ecx, %edx\naddl %esi, %edi\nadcl %eax, %ecx\n"
    analysis = api.analyze(text, cpu="acq-test", options=api.AnalysisOptions(
        model_dirs=(str(model_dir),), views=api.ViewSelection(summary=False, resource_pressure=False)))
    insts = analysis.regions[0].mcinsts
    opts = SimOptions(iterations=300, timeline_iterations=300, acquire_at_cycle=True)
    fast = simulate(insts, api._isa(), model, opts)
    full = simulate(insts, api._isa(), model, SimOptions(iterations=300, timeline_iterations=300,
                                                         acquire_at_cycle=True, extrapolate=False,
                                                         skip_idle_cycles=False))
    fast.facts.extrapolated = None
    assert fast == full
    assert fast != simulate(insts, api._isa(), model, SimOptions(iterations=300, timeline_iterations=300))
