"""Front-end delivery view (-frontend-view) and the optional front-end model (issue 16, seed 001)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from mcalens.analysis import api
from mcalens.analysis.cli import run
from mcalens.analysis.machine import model_load
from mcalens.analysis.sim.trace import Trace
from mcalens.analysis.targets.x86.predecode import has_length_changing_prefix
from mcalens.analysis.views.delivery import frontend_view, uops_delivered_per_cycle

ROOT = Path(__file__).resolve().parents[1]
FE_MODELS = str(ROOT / "models" / "frontend")


def _trace(per_cycle: list[int], width: int, **extra: object) -> Trace:
    trace = Trace(1, 1, len(per_cycle), width, (), dispatched_uops=list(per_cycle))
    for name, value in extra.items():
        setattr(trace.facts, name, value)
    return trace


# ---------------------------------------------------------------------------- the formulas


def test_seed_formulas_on_a_hand_computed_4_wide_case() -> None:
    # cycles:        0  1  2  3  4  5  6  7  8  9
    per_cycle = [4, 4, 3, 0, 2, 1, 4, 0, 0, 3]
    view = frontend_view(_trace(per_cycle, 4))
    assert view.cycles_by_uops == (3, 1, 1, 2, 3)  # c0..c4
    assert sum(view.cycles_by_uops) == view.total_cycles == 10
    # LE_3 = 7, LE_2 = 5, LE_1 = 4, LE_0 = 3 (cycles with <= k uops delivered).
    assert view.fe_delivering == pytest.approx(100 * (10 - 7) / 10)  # 30
    assert view.percent(3) == pytest.approx(100 * (7 - 5) / 10)  # 20
    assert view.percent(2) == pytest.approx(100 * (5 - 4) / 10)  # 10
    assert view.percent(1) == pytest.approx(100 * (4 - 3) / 10)  # 10
    assert view.percent(0) == pytest.approx(100 * 3 / 10)  # 30
    assert view.average_uops_per_cycle == pytest.approx((4 * 30 + 3 * 20 + 2 * 10 + 10) / 100)  # 2.1
    assert view.average_uops_per_cycle == pytest.approx(sum(per_cycle) / len(per_cycle))
    assert view.category(0) == "FrontEnd^FE_BW^Deliver0uop"
    assert view.category(4) == "FrontEnd^FE_BW^Deliver4uops"


def test_formulas_generalise_to_a_6_wide_front_end() -> None:
    per_cycle = [6, 5, 0, 6, 1, 2]
    view = frontend_view(_trace(per_cycle, 6))
    assert view.delivery_width == 6
    assert view.cycles_by_uops == (1, 1, 1, 0, 0, 1, 2)
    assert view.fe_delivering == pytest.approx(100 * 2 / 6)
    assert view.percent(5) == pytest.approx(100 * 1 / 6)
    assert view.average_uops_per_cycle == pytest.approx(20 / 6)
    assert view.category(6) == "6 uops delivered"


def test_modelled_front_end_width_wins_over_dispatch_width() -> None:
    view = frontend_view(_trace([4, 0, 2], 6, frontend={"delivery_width": 4, "uops_by_source": {"uop cache": 6}}))
    assert view.delivery_width == 4 and view.cycles_by_uops == (1, 0, 1, 0, 1)
    assert view.delivered_by == "front-end model"
    assert uops_delivered_per_cycle(_trace([1, 2], 4)) == [1, 2]


@pytest.mark.parametrize(("cpu", "args"), [
    ("skylake", ()), ("btver2", ("-skip-unsupported-instructions=lack-sched",)), ("znver4", ("-micro-op-queue-size=8", "-decoder-throughput=2")),
    ("skylake", ("-dispatch=2",)), ("haswell", ("-iterations=7",)),
])
def test_histogram_sums_to_total_cycles_on_llvm_pipeline(cpu: str, args: tuple[str, ...]) -> None:
    text = "vpgatherdd %ymm0, (%rax,%ymm1,4), %ymm2\naddl %eax, %ebx\nimull %ecx, %edx\nvdivps %ymm0, %ymm1, %ymm3\n"
    status, out, err = run([f"-mcpu={cpu}", "-json", "-frontend-view", *args], stdin_text=text)
    assert status == 0, err
    region = json.loads(out)["CodeRegions"][0]
    fe = region["FrontEndView"]
    total = region["SummaryView"]["TotalCycles"]
    assert sum(fe["CyclesByUopsDelivered"]) == fe["TotalCycles"] == total
    assert len(fe["CyclesByUopsDelivered"]) == fe["DeliveryWidth"] + 1
    uops = region["SummaryView"]["TotaluOps"]
    assert fe["AverageUopsPerCycle"] == pytest.approx(uops / total)
    assert fe["DeliveredBy"] == "dispatch"
    assert sum(fe["FEDeliverUops"]) + fe["FEDelivering"] == pytest.approx(100.0)


def test_not_part_of_all_views_and_text_says_what_delivered_means() -> None:
    status, out, _ = run(["-all-views", "--no-banner"], stdin_text="addl %eax, %ebx\n")
    assert status == 0 and "Front-end delivery" not in out
    status, out, _ = run(["-frontend-view", "--no-banner", "-mcpu=sandybridge"], stdin_text="addl %eax, %ebx\n")
    assert "Front-end delivery (delivery width 4)" in out
    assert "what the dispatch stage\nreceived each cycle, including -micro-op-queue-size and -decoder-throughput" in out
    assert "FrontEnd^FE_BW^Deliver3uops" in out and "AVG.uops.per.cycle:" in out


# ------------------------------------------------------------------------- prefixes


@pytest.mark.parametrize(("code", "lcp"), [
    ("66053412", True),  # add $imm16, %ax
    ("6681c33412", True),  # add $imm16, %bx
    ("66b83412", False),  # mov $imm16, %ax: no stall on Intel
    ("6683c001", False),  # add $imm8, %ax: the immediate does not change size
    ("664881c078563412", False),  # REX.W overrides 66h
    ("81c078563412", False),
    ("678b00", True),  # 67h before a ModRM
    ("c5f058c1", False),  # VEX
    ("660f58c1", False),  # 66h as a mandatory prefix of SSE
])
def test_length_changing_prefix(code: str, lcp: bool) -> None:
    assert has_length_changing_prefix(bytes.fromhex(code)) is lcp


# ------------------------------------------------------------------- the front-end model


def _analyze(text: str, cpu: str, iterations: int, dirs: tuple[str, ...] = (FE_MODELS,)) -> api.RegionAnalysis:
    views = api.ViewSelection(frontend=True, verdict=True)
    analysis = api.analyze(text, cpu=cpu, options=api.AnalysisOptions(
        sim=api.SimOptions(iterations=iterations), model_dirs=dirs, views=views))
    assert not analysis.failed, analysis.messages
    return analysis.regions[0]


def _zero_runs(per_cycle: list[int]) -> list[int]:
    """Lengths of the runs of 0-delivery cycles between deliveries."""
    runs, current, seen = [], 0, False
    for uops in per_cycle:
        if uops:
            if seen and current:
                runs.append(current)
            current, seen = 0, True
        else:
            current += 1
    return runs


def _iteration_cycles(region: api.RegionAnalysis, iteration: int) -> list[int]:
    trace = region.trace
    n = trace.num_instructions
    first, last = trace.dispatched[iteration * n], trace.dispatched[(iteration + 1) * n - 1]
    return uops_delivered_per_cycle(trace)[first : last + 1]


LCP_BLOCK = "".join(f"addw $0x1234, %{r}\n" for r in ("ax", "bx", "cx", "dx", "si", "di", "bp", "r8w") * 4)
PLAIN_BLOCK = "".join(f"addl $0x12345678, %{r}\n" for r in ("eax", "ebx", "ecx", "edx", "esi", "edi") * 5)


def test_lcp_block_shows_zero_delivery_runs_of_the_penalty() -> None:
    region = _analyze(LCP_BLOCK, "sandybridge-fe", 1)
    runs = _zero_runs(_iteration_cycles(region, 0))
    # One instruction per predecode cycle, then 3 cycles of LCP stall: 31 runs of 3 zero cycles.
    assert runs == [3] * 31
    fe = region.trace.facts.frontend
    assert fe["uops_by_source"]["legacy decoders"] == 32
    plain = _analyze(PLAIN_BLOCK, "sandybridge-fe", 1)
    assert not any(run >= 3 for run in _zero_runs(_iteration_cycles(plain, 0)))


def test_lcp_penalty_disappears_from_the_uop_cache_but_not_when_the_block_does_not_fit(tmp_path: Path) -> None:
    # 32 LCP instructions of 4-5 bytes fill 5 windows of 32 bytes (2 ways each): they fit in the
    # Sandy Bridge uop cache, so from the second iteration on they come from it, without stalls.
    fits = _analyze(LCP_BLOCK, "sandybridge-fe", 3)
    assert _zero_runs(_iteration_cycles(fits, 2)) == []
    assert fits.trace.facts.frontend["uops_by_source"]["uop cache"] == 64
    # The same block on a uop cache of one set of 4 ways (2 windows): larger than the cache, so
    # every iteration comes from the legacy decoders and keeps its 0-delivery runs.
    (tmp_path / "tiny.yaml").write_text(
        "schema: 1\nname: tiny-dsb\ninherit: sandybridge-fe\ncpus: [tiny-dsb]\n"
        "source: {note: test model}\nfrontend: {uop_cache: {sets: 1, ways: 4}, loop_stream_detector: 0}\n")
    model_load.load_model.cache_clear()
    api.clear_caches()
    small = _analyze(LCP_BLOCK, "tiny-dsb", 3, (FE_MODELS, str(tmp_path)))
    assert small.trace.facts.frontend["uops_by_source"] == {
        "loop stream detector": 0, "uop cache": 0, "legacy decoders": 96}
    assert _zero_runs(_iteration_cycles(small, 2)).count(3) == 31
    assert small.report.verdict.kind == "front-end"


def test_uop_cache_switch_penalty() -> None:
    # Window 0: four 8-byte leaq (cached); window 1: 32 nops = 32 uops > 3 ways x 6 uops, never
    # cached. Every later iteration starts in the uop cache and switches to the decoders.
    text = "leaq 0x12345678(%rax,%rbx), %rcx\n" * 4 + "nop\n" * 32
    region = _analyze(text, "sandybridge-fe", 10)
    fe = region.trace.facts.frontend
    assert fe["switches"] == 9
    assert fe["uops_by_source"]["uop cache"] == 9 * 4
    runs = _zero_runs(_iteration_cycles(region, 5))
    assert runs and min(runs) >= 2  # the switch penalty (2) plus the decoder pipeline
    assert region.report.verdict.kind == "front-end"
    assert "front-end bound" in region.report.verdict.text


def test_loop_stream_detector_on_sandy_bridge_not_on_skylake() -> None:
    text = "addl %eax, %ebx\naddl %ecx, %edx\naddl %esi, %edi\n"
    snb = _analyze(text, "sandybridge-fe", 50).trace.facts.frontend["uops_by_source"]
    skl = _analyze(text, "skylake-fe", 50).trace.facts.frontend["uops_by_source"]
    assert snb["loop stream detector"] == 3 * 48 and snb["uop cache"] == 3
    assert skl["loop stream detector"] == 0 and skl["uop cache"] == 3 * 49


def test_front_end_model_is_opt_in() -> None:
    plain = _analyze("addl %eax, %ebx\n", "sandybridge", 10, ())
    assert plain.trace.facts.frontend is None
    assert plain.report.frontend.delivered_by == "dispatch"
    # The -fe model inherits LLVM's scheduling data unchanged: same uops, latency, throughput.
    fe = _analyze("addl %eax, %ebx\n", "sandybridge-fe", 10)
    assert fe.report.instruction_info == plain.report.instruction_info


def test_frontend_section_diagnostics(tmp_path: Path) -> None:
    (tmp_path / "bad.yaml").write_text(
        "schema: 1\nname: bad-fe\ninherit: sandybridge\ncpus: [bad-fe]\nsource: {note: test}\n"
        "frontend: {uop_queue: 28, fetch_bytez: 16}\n")
    model, diags = model_load.load_model("bad-fe", model_dirs=[tmp_path])
    codes = {d.code for d in diags}
    assert "MCL404" in codes and "MCL411" in codes  # delivery_width missing; unknown key
    (tmp_path / "off.yaml").write_text(
        "schema: 1\nname: off-fe\ninherit: sandybridge-fe\ncpus: [off-fe]\nsource: {note: test}\nfrontend: null\n")
    model, diags = model_load.load_model("off-fe", model_dirs=[FE_MODELS, tmp_path])
    assert model is not None and model.frontend is None, diags


def test_wider_instructions_are_delivered_over_several_cycles() -> None:
    # vpgatherdd is 5 uops on Skylake: with a 4-wide front end dispatch gets 4, then 1.
    region = _analyze("vpgatherdd %ymm0, (%rax,%ymm1,4), %ymm2\n", "skylake-fe", 20)
    view = region.report.frontend
    assert view.delivery_width == 4 and len(view.cycles_by_uops) == 5
    assert sum(view.cycles_by_uops) == region.trace.total_cycles
    assert region.trace.dispatch_width == 4
    assert view.cycles_by_uops[4] == view.cycles_by_uops[1] == 20
