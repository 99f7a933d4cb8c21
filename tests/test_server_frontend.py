"""Editor side of issue 16: the delivery histogram on region hover, front-end-bound lenses, and
the `mcalens.rthroughput` setting reaching the hints' RThroughput."""

from __future__ import annotations

from pathlib import Path

from mcalens.analysis.editor import AnalysisOptions, analyze_region, parse_structure, static_region
from mcalens.server.config import parse_settings
from mcalens.server.hover import lens_title, region_markdown

FE_MODELS = str(Path(__file__).resolve().parents[1] / "models" / "frontend")


def test_region_hover_shows_delivery_histogram_and_lens_flags_front_end() -> None:
    text = "leaq 0x12345678(%rax,%rbx), %rcx\n" * 4 + "nop\n" * 32
    region = parse_structure(text, "file").regions[0]
    result = analyze_region(region.key_text, AnalysisOptions(cpu="sandybridge-fe", iterations=10,
                                                             model_path=(FE_MODELS,)))
    assert not result.error, result.error
    assert len(result.delivery) == 5 and sum(result.delivery) == result.total_cycles
    hover = region_markdown(result, region)
    assert "uops delivered per cycle (the model's front end; width 4)" in hover
    assert f"| 0 | {result.delivery[0]} |" in hover
    assert result.bottleneck_kind == "front-end"
    assert "bound by the front end" in lens_title(result)
    # The report text stays the CLI's default report (no -frontend-view section).
    assert "Front-end delivery" not in result.report_text


def test_rthroughput_setting_reaches_hints(tmp_path: Path) -> None:
    (tmp_path / "acq.yaml").write_text(
        "schema: 1\nname: acq-hints\ninherit: skylake\ncpus: [acq-hints]\nsource: {note: test}\n"
        "resources:\n  - {name: TP1, units: 1}\n  - {name: TP2, units: 1}\n"
        "instructions:\n  ADD32rr: {writes: [1], resources: [[TP1, 3, 2], [TP2, 2]]}\n")
    settings, errors = parse_settings({"rthroughput": "segments"})
    assert not errors and settings.rthroughput == "segments"
    assert parse_settings({"rthroughput": "fast"})[1]
    key = "addl %eax, %ebx\n"
    # LLVM 19's RThroughput (22 takes the held cycles itself: docs/llvm-releases.md)
    llvm = static_region(key, AnalysisOptions(cpu="acq-hints", model_path=(str(tmp_path),), llvm_version="19"))
    seg = static_region(key, AnalysisOptions(cpu="acq-hints", model_path=(str(tmp_path),), rthroughput="segments",
                                             llvm_version="19"))
    assert llvm.instructions[0].rthroughput == 3.0
    assert seg.instructions[0].rthroughput == 2.0  # TP1 [2,3), TP2 [0,2): the longest segment
