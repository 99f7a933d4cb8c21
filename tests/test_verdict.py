"""Verdicts on the five documented kernels (docs/verdicts.md) and on stall-bound kernels, the
recurrence finder on hand-made descriptors, and the CLI/JSON surface."""

from __future__ import annotations

import json
import math
from pathlib import Path
from types import SimpleNamespace

import pytest
from mcalens.analysis.api import AnalysisOptions, SimOptions, ViewSelection, analyze
from mcalens.analysis.cli import run
from mcalens.analysis.sim.instr_desc import InstrDesc, ReadDesc, WriteDesc
from mcalens.analysis.views.verdict import (
    DEPENDENCY,
    DISPATCH,
    QUEUE,
    REGISTERS,
    RESOURCE,
    recurrence,
    steady_cycles_per_iteration,
    verdict,
)

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
KERNELS = Path(__file__).parent / "golden" / "kernels"


def _verdict(path: Path, cpu: str):
    options = AnalysisOptions(views=ViewSelection(verdict=True))
    analysis = analyze(path.read_text(encoding="utf-8"), cpu=cpu, options=options)
    assert not analysis.failed, analysis.messages
    region = analysis.regions[0]
    assert region.report.verdict is not None
    return region, region.report.verdict


def test_dot_product_is_port_bound() -> None:
    region, v = _verdict(EXAMPLES / "dot-product.s", "btver2")
    assert v.kind == RESOURCE
    assert v.resources == ("JFPA", "JFPU0")
    assert v.cycles_per_iteration == pytest.approx(2.0)
    assert v.bound == pytest.approx(2.0)
    assert v.text.startswith("bound by port pressure on JFPA/JFPU0")
    assert verdict(region) == v  # the region-level entry point gives the same answer


def test_saxpy_is_dispatch_bound() -> None:
    _, v = _verdict(EXAMPLES / "saxpy.s", "skylake")
    assert v.kind == DISPATCH
    assert v.bound == pytest.approx(8 / 6)
    assert "dispatch width (6 uops/cycle)" in v.text


@pytest.mark.parametrize(("name", "cpu", "register", "cycles"), [
    ("pointer-chase.s", "skylake", "%rax", 5.0),
    ("crc.s", "skylake", "%rax", 3.0),
    ("avx512-reduction.s", "skylake-avx512", "%zmm0", 4.0),
])
def test_recurrence_bound_kernels(name: str, cpu: str, register: str, cycles: float) -> None:
    _, v = _verdict(EXAMPLES / name, cpu)
    assert v.kind == DEPENDENCY
    assert v.recurrence is not None
    assert v.recurrence.registers == (register,)
    assert v.recurrence.positions == (0, 0)
    assert v.cycles_per_iteration == pytest.approx(cycles)
    assert f"through {register}: {cycles:.2f} cycles per iteration" in v.text


def test_stall_bound_kernels_name_the_stall() -> None:
    _, calls = _verdict(KERNELS / "calls.s", "btver2")
    assert calls.kind == REGISTERS and "RAT full" in calls.text
    _, partial = _verdict(KERNELS / "partial_regs.s", "btver2")
    assert partial.kind == QUEUE and "SCHEDQ full" in partial.text
    assert partial.text.startswith("bound by the JALU01 scheduler queue")
    assert partial.cycles_per_iteration > 1.1 * max(partial.bounds.values())


def _desc(reads: tuple[int, ...], writes: tuple[tuple[int, int], ...], advance: int = 0) -> InstrDesc:
    return InstrDesc(
        opcode="X", uops=1, max_latency=max((lat for _, lat in writes), default=0),
        writes=tuple(WriteDesc(reg, lat) for reg, lat in writes),
        reads=tuple(ReadDesc(reg, i, advances=((0, advance),) if advance else ()) for i, reg in enumerate(reads)),
    )


def test_recurrence_through_two_instructions_and_read_advance() -> None:
    # a: r2 <- r1 (3 cycles); b: r1 <- r2 (1 cycle): 4 cycles per iteration through r1 and r2.
    rec = recurrence([_desc((1,), ((2, 3),)), _desc((2,), ((1, 1),))], None)
    assert rec is not None and rec.cycles_per_iteration == 4 and rec.distance == 1
    # A ReadAdvance of 2 on b's read of r2 shortens the cycle to 2.
    rec = recurrence([_desc((1,), ((2, 3),)), _desc((2,), ((1, 1),), advance=2)], None)
    assert rec is not None and rec.cycles_per_iteration == 2
    # No loop-carried read: no recurrence.
    assert recurrence([_desc((), ((1, 5),)), _desc((1,), ((2, 1),))], None) is None


def test_recurrence_spanning_two_iterations() -> None:
    # a: r1 <- r2 (6); b: r2 <- r3 (1); c: r3 <- r1 (1). c reads a's r1 in the same iteration,
    # b reads c's r3 and a reads b's r2 from the previous one: a -> c -> b' -> a'' is 8 cycles
    # over 2 iterations.
    descs = [_desc((2,), ((1, 6),)), _desc((3,), ((2, 1),)), _desc((1,), ((3, 1),))]
    rec = recurrence(descs, None)
    assert rec is not None
    assert (rec.latency, rec.distance, rec.cycles_per_iteration) == (8, 2, 4.0)


def test_cli_prints_verdict_only_when_asked(tmp_path: Path) -> None:
    path = str(EXAMPLES / "dot-product.s")
    code, plain, _ = run(["--no-banner", "-mcpu=btver2", path])
    assert code == 0 and "Verdict" not in plain
    code, out, _ = run(["--no-banner", "-mcpu=btver2", "--verdict", path])
    assert code == 0
    assert out.startswith(plain)
    assert out[len(plain):].startswith("\n\nVerdict: bound by port pressure on JFPA/JFPU0")
    code, js, _ = run(["-json", "-mcpu=btver2", "--verdict", path])
    info = json.loads(js)["CodeRegions"][0]["Verdict"]
    assert info["Kind"] == RESOURCE and info["Resources"] == ["JFPA", "JFPU0"]
    assert "Verdict" not in json.loads(run(["-json", "-mcpu=btver2", path])[1])["CodeRegions"][0]


def _retire_trace(retire_of_iteration: list[int]) -> SimpleNamespace:
    """A one-instruction trace whose iteration k (1-based) retires at retire_of_iteration[k - 1]."""
    r = retire_of_iteration
    return SimpleNamespace(num_instructions=1, iterations=len(r), retired=list(r), total_cycles=r[-1] + 1)


def test_steady_state_is_the_period_of_the_second_half() -> None:
    # 3 iterations every 2 cycles after a faster start: the period (2 cycles / 3 iterations), where
    # the end points of the second half (iterations 50 to 100) would give 33 / 50
    fast = [10 + (2 * k) // 3 for k in range(1, 101)]
    slow_start = [min(5 * k, v) for k, v in zip(range(1, 101), fast, strict=True)]
    assert steady_cycles_per_iteration(_retire_trace(slow_start)) == pytest.approx(2 / 3, abs=1e-12)
    # the first iterations' latency does not count: 20 cycles for the first, then 1 per iteration
    # (a rate from the first iteration on would be 119 / 99 vs 1)
    head = [20 + k for k in range(1, 101)]
    head[0] = 1
    assert steady_cycles_per_iteration(_retire_trace(head)) == 1.0
    # no period repeating 3 times in the window: the least-squares slope
    irregular = [math.floor(k * math.sqrt(2) + 0.3 * math.sin(k * k)) for k in range(1, 101)]
    assert steady_cycles_per_iteration(_retire_trace(irregular)) == pytest.approx(math.sqrt(2), abs=0.01)
    # too short to have a second half: total / iterations
    assert steady_cycles_per_iteration(_retire_trace([4, 9])) == 5.0


@pytest.mark.parametrize("cpu", ["znver4", "skylake"])
def test_steady_state_of_100_iterations_is_the_long_run_rate(cpu: str) -> None:
    # two loads per iteration, the second's address from the first: later iterations run ahead
    # while the first waits (from the first iteration on: znver4 0.64, skylake 0.95)
    text = "movzbl 96(%rsp), %eax\ncmpb 99(%rsp,%rax), %dl\n"
    rates = []
    for iterations in (100, 1000):
        an = analyze(text, cpu=cpu, options=AnalysisOptions(sim=SimOptions(iterations=iterations)))
        assert not an.failed and an.regions[0].trace is not None
        rates.append(steady_cycles_per_iteration(an.regions[0].trace))
    assert rates[0] == pytest.approx(rates[1], abs=1e-9)
    assert rates[0] == pytest.approx({"znver4": 2 / 3, "skylake": 1.0}[cpu], abs=1e-9)
