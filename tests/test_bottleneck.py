"""-bottleneck-analysis against llvm-mca 19: recorded goldens, the LLVM binary itself, and the
view's own rules on hand-made traces.

Goldens live in tests/golden/bottleneck/<cpu>__<kernel>[__<variant>].s (first line: the flags, the
tests/test_golden.py convention, so that suite also checks their text byte for byte) with
llvm-mca-19's text output beside them (.txt) and its stderr (.stderr) when it warned.
Re-record with `python tests/test_bottleneck.py --record` (needs llvm-mca-19).
"""

from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from mcalens.analysis.cli import run
from mcalens.analysis.sim.trace import PressureRecord, StallReason, Trace
from mcalens.analysis.views.bottleneck import _Graph, bottleneck_json, bottleneck_view, render_bottleneck

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = Path(__file__).parent / "golden" / "bottleneck"
KERNELS = Path(__file__).parent / "golden" / "kernels"
EXAMPLES = ROOT / "examples"
PREFIX = "# mcalens-golden:"

# (cpu, source, variant name, extra flags)
CASES: list[tuple[str, Path, str, tuple[str, ...]]] = [
    ("btver2", EXAMPLES / "dot-product.s", "", ()),
    ("btver2", KERNELS / "loads_stores.s", "", ()),
    ("btver2", KERNELS / "memory_order.s", "alias", ("-noalias=false",)),
    ("btver2", KERNELS / "calls.s", "", ()),
    ("btver2", KERNELS / "partial_regs.s", "", ()),
    ("skylake", EXAMPLES / "dot-product.s", "", ()),
    ("skylake", EXAMPLES / "saxpy.s", "", ()),
    ("skylake", EXAMPLES / "pointer-chase.s", "", ()),
    ("skylake", EXAMPLES / "crc.s", "", ()),
    ("skylake", KERNELS / "memory_order.s", "alias", ("-noalias=false",)),
    ("skylake", KERNELS / "regions.s", "", ()),
    ("znver3", EXAMPLES / "dot-product.s", "", ()),
    ("znver3", KERNELS / "loads_stores.s", "alias", ("-noalias=false",)),
    ("znver3", KERNELS / "divides.s", "", ()),
    ("znver3", KERNELS / "sse_fp.s", "", ()),
    ("haswell", KERNELS / "scalar_int.s", "", ()),
    ("haswell", KERNELS / "reg_moves.s", "", ()),
    ("skylake-avx512", EXAMPLES / "avx512-reduction.s", "", ()),
    ("icelake-server", KERNELS / "avx512.s", "", ()),
    ("atom", EXAMPLES / "dot-product.s", "", ()),  # in-order: warning, hints only
]


def _name(cpu: str, source: Path, variant: str) -> str:
    stem = source.stem.replace("-", "_")
    return f"{cpu}__{stem}" + (f"__{variant}" if variant else "")


def _golden_cases() -> list:
    return [pytest.param(path, id=path.stem) for path in sorted(GOLDEN.glob("*.s"))]


def _flags(case: Path) -> list[str]:
    first = case.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith(PREFIX)
    return shlex.split(first[len(PREFIX):])


def _ours(case: Path) -> list[str]:
    """mcalens' arguments for a case: its flags, pinned to the release the goldens are from (llvm-mca-19)."""
    return ["--llvm-version", "19", *_flags(case)]


def test_goldens_exist() -> None:
    names = {p.stem for p in GOLDEN.glob("*.s")}
    assert {_name(cpu, src, variant) for cpu, src, variant, _ in CASES} <= names
    assert len({cpu for cpu, *_ in CASES}) >= 3


@pytest.mark.parametrize("case", _golden_cases())
def test_bottleneck_text_matches_llvm_mca(case: Path) -> None:
    code, out, err = run([*_ours(case), "--no-banner", str(case)])
    assert code == 0, err
    assert out == case.with_suffix(".txt").read_text(encoding="utf-8")
    stderr = case.with_suffix(".stderr")
    assert err == (stderr.read_text(encoding="utf-8") if stderr.exists() else "")


@pytest.mark.parametrize("case", _golden_cases())
def test_bottleneck_json_extra_key(case: Path) -> None:
    import json

    code, out, err = run([*_ours(case), "-json", "--json-extras", "--no-banner", str(case)])
    assert code == 0, err
    # llvm-mca 19 leaves the bottleneck analysis out of -json: the key needs --json-extras.
    code, plain, _ = run([*_ours(case), "-json", "--no-banner", str(case)])
    assert code == 0 and all("BottleneckAnalysis" not in r for r in json.loads(plain)["CodeRegions"])
    text = case.with_suffix(".txt").read_text(encoding="utf-8")
    for region in json.loads(out)["CodeRegions"]:
        info = region["BottleneckAnalysis"]
        if "No resource or data dependency bottlenecks discovered." in text and "Cycles with backend" not in text:
            assert info == {"PressureIncreaseCycles": 0}
        else:
            assert info["TotalCycles"] == region["SummaryView"]["TotalCycles"]
            assert info["PressureIncreaseCycles"] >= info["ResourcePressureCycles"]
            assert info["DataDependencyCycles"] >= info["RegisterDependencyCycles"]


@pytest.mark.llvm
@pytest.mark.parametrize("case", _golden_cases())
def test_goldens_are_llvm_mca_19_output(case: Path) -> None:
    if shutil.which("llvm-mca-19") is None:
        pytest.skip("llvm-mca-19 not on PATH")
    done = subprocess.run(["llvm-mca-19", *_flags(case), str(case)], capture_output=True, text=True, check=False)
    assert done.stdout == case.with_suffix(".txt").read_text(encoding="utf-8")


# ------------------------------------------------------------------------ the view's own rules


def _trace(n: int, iterations: int, cycles: int) -> Trace:
    trace = Trace(n, iterations, cycles, 2, ("P0", "P1"))
    trace.executed = [10_000] * (n * iterations)
    trace.facts.unit_resource = (0, 1)
    return trace


def test_no_stall_means_no_report() -> None:
    trace = _trace(1, 10, 20)
    trace.facts.pressure = PressureRecord([(3, 1, (0,), (), ())], [], ("P0", "P1"), (1, 2), {})
    view = bottleneck_view(trace)
    assert view is not None and not view.found
    assert render_bottleneck(view, ("nop",)) == "\n\nNo resource or data dependency bottlenecks discovered.\n"
    assert bottleneck_json(view) == {"PressureIncreaseCycles": 0}


def test_cycle_counts_and_group_bits_count_members() -> None:
    trace = _trace(1, 10, 8)
    trace.stalls = {StallReason.SCHEDQ: 1}
    # Resources: P0 (bit 0), P1 (bit 1), group P01 = bit 2 | P0 | P1.
    cycles = [(0, 0b111, (), (), ()), (1, 0b001, (), (0,), ()), (2, 0, (), (), (0,))]
    trace.facts.pressure = PressureRecord(cycles, [], ("P0", "P1", "P01"), (1, 2, 7), {})
    view = bottleneck_view(trace)
    assert view is not None and view.found
    assert (view.pressure_increase_cycles, view.resource_pressure_cycles) == (3, 2)
    assert (view.data_dependency_cycles, view.register_dependency_cycles, view.memory_dependency_cycles) == (2, 1, 1)
    # The group's own bit expands into its members: P0 twice in cycle 0 and once in cycle 1.
    assert view.resource_pressure == (("P0", 3), ("P1", 2))
    text = render_bottleneck(view, ("nop",))
    assert "Cycles with backend pressure increase [ 37.50% ]" in text
    assert "  - P0  [ 37.50% ]" in text


def test_pruning_skips_the_swapped_in_edge() -> None:
    # llvm-mca's prune loop advances past the edge it swapped in: [rare a, common, rare b] -> the
    # last edge (rare b) is swapped into slot 0 and never examined, so it survives.
    graph = _Graph(3)
    graph.add(0, 1, "register", 5, 1)
    for _ in range(100):
        graph.add(0, 2, "register", 6, 1)
    graph.add(0, 1, "register", 7, 1)
    graph.finalize(100)
    assert [(e.dst, e.ident) for e in graph.nodes[0].edges] == [(1, 7), (2, 6)]
    assert graph.nodes[1].preds == 1 and graph.nodes[2].preds == 1


def test_sequence_columns_follow_tab_stops() -> None:
    trace = _trace(2, 10, 10)
    trace.stalls = {StallReason.RCU: 1}
    trace.executed = [100] * 20
    issues = [
        (0, 0, ((0, 1),), 0, None, None),
        (1, 1, ((0, 1),), 1, (0, 7, 3), None),
        *[(i, 2 + i, ((0, 1),), 1, (i - 1, 7, 3), None) for i in range(2, 20)],
    ]
    record = PressureRecord([(0, 1, (1,), (), ())], issues, ("P0", "P1"), (1, 2), {7: "XMM3"})
    trace.facts.pressure = record
    view = bottleneck_view(trace)
    assert view is not None and view.critical_sequence
    text = render_bottleneck(view, ("vmulps\t%xmm0, %xmm1, %xmm2", "vhaddps\t%xmm2, %xmm2, %xmm3"))
    line = next(li for li in text.splitlines() if "REGISTER dependency" in li)
    # "vhaddps" at column 14 ends at 21, the tab moves to 24, the operands end at 43, pad to 58.
    assert line.index("##") == line.index("\t") + 1 + 19 + 15
    assert line.endswith("## REGISTER dependency:  %xmm3")


def _record() -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for cpu, source, variant, extra in CASES:
        name = _name(cpu, source, variant)
        flags = ["-mtriple=x86_64-unknown-linux-gnu", f"-mcpu={cpu}", "-bottleneck-analysis", *extra]
        body = source.read_text(encoding="utf-8")
        case = GOLDEN / f"{name}.s"
        case.write_text(f"{PREFIX} {shlex.join(flags)}\n{body}", encoding="utf-8")
        done = subprocess.run(["llvm-mca-19", *flags, str(case)], capture_output=True, text=True, check=True)
        case.with_suffix(".txt").write_text(done.stdout, encoding="utf-8")
        stderr = case.with_suffix(".stderr")
        if done.stderr:
            stderr.write_text(done.stderr, encoding="utf-8")
        elif stderr.exists():
            stderr.unlink()
        print(name)


if __name__ == "__main__":
    if sys.argv[1:] == ["--record"]:
        _record()


def test_select_checks_ready_instructions_in_ready_set_order() -> None:
    """Scheduler::select checks a worse-ranked ready instruction when it precedes every
    better-ranked issuable one in the ReadySet vector; its busy group (alderlake's
    ADLPPort00_01_05_06, counted on each member) then counts in that cycle."""
    source = "movq %rdi, %rax\nxchgq counter(%rip), %rax\nfxch %st(2)\ncall *%r12\nmovl %eax, %ebp\n"
    # llvm-mca-19 -mtriple=x86_64-unknown-linux-gnu -mcpu=alderlake -bottleneck-analysis (this
    # source; reduced from gcc 12 -O2 -march=skylake-avx512 -S of tests/corpus/c/misc.c), lines 12-25.
    # The ports' shares were 0.28% lower each when only instructions ranked before the picked
    # one were checked.
    expected = """\
Cycles with backend pressure increase [ 38.81% ]
Throughput Bottlenecks:\x20
  Resource Pressure       [ 35.50% ]
  - ADLPPort00  [ 41.85% ]
  - ADLPPort01  [ 43.37% ]
  - ADLPPort04  [ 1.93% ]
  - ADLPPort05  [ 42.82% ]
  - ADLPPort06  [ 41.02% ]
  - ADLPPort07  [ 1.93% ]
  - ADLPPort08  [ 1.93% ]
  - ADLPPort09  [ 1.93% ]
  - ADLPPort10  [ 2.90% ]
  Data Dependencies:      [ 37.43% ]
  - Register Dependencies [ 37.43% ]
"""
    status, out, _ = run(["--llvm-version", "19", "-mtriple=x86_64-unknown-linux-gnu", "-mcpu=alderlake",
                          "-bottleneck-analysis", "--no-banner", "-"], stdin_text=source)
    assert status == 0
    start = out.index("Cycles with backend pressure increase")
    assert out[start:start + len(expected)] == expected
