"""tools/lsp_transcript.py against the real server: what the editor is sent carries the CLI's numbers,
and the committed docs/transcript-dot-product.md is what the tool records today."""

from __future__ import annotations

import asyncio
import importlib.util
import re
import sys
from pathlib import Path

import pytest
from mcalens.analysis.cli import run

REPO = Path(__file__).resolve().parent.parent
EXAMPLE = REPO / "examples" / "dot-product.s"


def _tool():
    spec = importlib.util.spec_from_file_location("lsp_transcript", REPO / "tools" / "lsp_transcript.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("lsp_transcript", module)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def transcript() -> str:
    return asyncio.run(_tool().record(EXAMPLE, "btver2", 300, None))


def _report(transcript: str) -> str:
    block = transcript.split("`mcalens.showReport`", 1)[1].split("```\n", 1)[1].rsplit("\n```", 1)[0]
    lines = block.splitlines()
    assert lines[0] == "[mcalens] region 0 (whole file) on btver2"
    body = [line for line in lines if not line.startswith(("[mcalens]", "Verdict: "))]
    return "\n".join(body).lstrip("\n").rstrip("\n") + "\n"


def test_report_is_the_cli_report(transcript: str) -> None:
    code, out, err = run(["-mcpu=btver2", "-iterations=300", "-all-views", "--no-banner", str(EXAMPLE)])
    assert code == 0, err
    assert _report(transcript) == out.rstrip("\n") + "\n"


def test_hints_carry_the_cli_latency_and_throughput(transcript: str) -> None:
    code, out, _ = run(["-mcpu=btver2", "-iterations=300", "--no-banner", str(EXAMPLE)])
    assert code == 0
    info = re.findall(r"^ (\d+)\s+(\d+)\s+(\d+\.\d+)\s+.*?(v\w+)\t", out, flags=re.M)
    hints = re.findall(r'"label": "lat (\d+) · rthr (\d+\.\d+)', transcript)
    assert len(info) == 3
    assert hints == [(latency, rthroughput) for _, latency, rthroughput, _ in info]


def test_hover_and_lens_name_the_cpu_and_cycles(transcript: str) -> None:
    assert "**`VMULPSrr`** · btver2" in transcript
    assert '"title": "IPC 1.47 · 2.00 cyc/iter (steady state) · bound by JFPA/JFPU0 · btver2 · LLVM 22.1.8"' in transcript
    assert "cycles/iteration: 2.00 steady state · 2.04 average over 300 iterations" in transcript


def test_committed_transcript_is_current(transcript: str) -> None:
    committed = (REPO / "docs" / "transcript-dot-product.md").read_text(encoding="utf-8")
    # The report file name carries a content hash; everything else must match.
    normalise = lambda text: re.sub(r"[\w.-]+\.mca\.txt", "REPORT", text)  # noqa: E731
    assert normalise(committed) == normalise(transcript)
