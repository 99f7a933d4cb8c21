"""analyze() and the CLI end to end on the shipped models (no LLVM needed: answers are recorded goldens)."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest
from mcalens.analysis.api import SKIP_ANY, AnalysisOptions, SimOptions, ViewSelection, analyze
from mcalens.analysis.cli import run
from mcalens.analysis.diagnostics import Severity

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden"
EXAMPLE = ROOT / "examples" / "dot-product.s"

pytestmark = pytest.mark.skipif(not (ROOT / "models" / "x86-64" / "btver2.yaml").exists(),
                                reason="shipped models not generated")


def _golden(case: str) -> tuple[list[str], Path]:
    src = GOLDEN / f"{case}.s"
    flags = shlex.split(src.read_text(encoding="utf-8").splitlines()[0].split(":", 1)[1])
    return flags, src


def test_readme_example_matches_llvm_mca() -> None:
    flags, src = _golden("btver2/dot_product_300")
    code, out, err = run([*flags, "--no-banner", str(EXAMPLE)])
    assert code == 0, err
    assert out == src.with_suffix(".txt").read_text(encoding="utf-8")


def test_banner_names_the_cpu_and_model() -> None:
    code, out, _ = run(["-iterations=2", str(EXAMPLE)])
    assert code == 0
    assert out.splitlines()[0] == "# mcalens: -mcpu=skylake (model skylake, default CPU, LLVM 22.1.8)"
    code, out, _ = run(["-mcpu=btver2", "-iterations=2", str(EXAMPLE)])
    assert out.splitlines()[0] == "# mcalens: -mcpu=btver2 (model btver2, LLVM 22.1.8)"
    code, out, _ = run(["--llvm-version", "19", "-mcpu=btver2", "-iterations=2", str(EXAMPLE)])
    assert out.splitlines()[0] == "# mcalens: -mcpu=btver2 (model btver2, LLVM 19.1.7)"  # the release always named
    assert out.splitlines()[1] == "Iterations:        2"


def test_json_names_cpu_and_adds_source_lines_when_asked() -> None:
    code, plain, _ = run(["-mcpu=znver3", "-json", "-iterations=2", str(EXAMPLE)])
    assert code == 0 and "SourceLines" not in plain  # -json alone is llvm-mca's document
    code, out, _ = run(["-mcpu=znver3", "-json", "--json-extras", "-iterations=2", str(EXAMPLE)])
    assert code == 0
    data = json.loads(out)
    assert data["TargetInfo"]["CPUName"] == "znver3"
    assert data["SimulationParameters"]["-mcpu"] == "znver3"
    lines = EXAMPLE.read_text(encoding="utf-8").splitlines()
    region = data["CodeRegions"][0]
    assert [lines[n - 1].strip().split()[0] for n in region["SourceLines"]] == ["vmulps", "vhaddps", "vhaddps"]
    assert [t.split("\t")[0] for t in region["Instructions"]] == ["vmulps", "vhaddps", "vhaddps"]


def test_stdin_input() -> None:
    code, out, err = run(["--no-banner", "-iterations=1", "-"], stdin_text="addq %rax, %rbx\n")
    assert code == 0, err
    assert out.startswith("Iterations:        1\nInstructions:      1\n")


def test_analysis_exposes_spans_mcinsts_traces_and_views() -> None:
    text = EXAMPLE.read_text(encoding="utf-8")
    options = AnalysisOptions(sim=SimOptions(iterations=3), views=ViewSelection(timeline=True))
    result = analyze(text, cpu="btver2", options=options)
    assert not result.failed, result.messages
    (region,) = result.regions
    assert [s.line for s in region.spans] == [2, 3, 4]
    assert [m.opcode for m in region.mcinsts] == ["VMULPSrr", "VHADDPSrr", "VHADDPSrr"]
    assert region.trace is not None and region.trace.iterations == 3
    assert region.report.summary is not None
    assert region.report.summary.total_cycles == region.trace.total_cycles
    assert region.report.timeline is not None and len(region.report.timeline.entries) == 9
    again = analyze(text, cpu="btver2", options=options)
    assert again.model is result.model  # models are loaded once and cached


def test_unsupported_instruction_fails_like_llvm_mca_and_is_positioned() -> None:
    _, src = _golden("skylake/avx512")
    text = src.read_text(encoding="utf-8")
    result = analyze(text, cpu="skylake")
    assert result.failed
    assert result.messages[0].startswith("error: found an unsupported instruction")
    first = next(d for d in result.diagnostics if d.code == "MCL310")
    assert first.severity == Severity.ERROR
    assert text.splitlines()[first.span.line].strip().startswith("vfmadd213ps")
    assert "-skip-unsupported-instructions" in first.message


def test_skipping_unsupported_instructions_matches_llvm_mca() -> None:
    flags, src = _golden("skylake/avx512_skip")
    code, out, err = run([*flags, "--no-banner", str(src)])
    assert code == 0
    assert out == src.with_suffix(".txt").read_text(encoding="utf-8")
    assert err.count("warning: found an unsupported instruction") == 3
    result = analyze(src.read_text(encoding="utf-8"), cpu="skylake", options=AnalysisOptions(skip_unsupported=SKIP_ANY))
    assert len(result.regions[0].mcinsts) == 3
    assert sum(d.code == "MCL310" and d.severity == Severity.WARNING for d in result.diagnostics) == 3


def test_calls_warn_once_like_llvm_mca() -> None:
    result = analyze("callq foo\ncallq bar\nretq\n", cpu="skylake", options=AnalysisOptions(sim=SimOptions(iterations=1)))
    assert result.messages == [
        "warning: found a call in the input assembly sequence.",
        "note: call instructions are not correctly modeled. Assume a latency of 100cy.",
        "warning: found a return instruction in the input assembly sequence.",
        "note: program counter updates are ignored.",
    ]


def test_bad_input_never_raises() -> None:
    for text in ["", "\x00\x01", "addq %rax,", "# LLVM-MCA-END\n", "vaddps (%rax,%rbx,3), %xmm0, %xmm1\n" * 3]:
        result = analyze(text, cpu="skylake")
        assert result.failed or result.regions
