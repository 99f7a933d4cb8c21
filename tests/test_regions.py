"""Region markers against llvm-mca 19's recorded behaviour (tests/data/parse/regions/*.expected.json)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from mcalens.analysis.diagnostics import Severity
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.frontend.regions import Region, RegionKind, find_regions

DATA = Path(__file__).parent / "data" / "parse" / "regions"
CASES = sorted(DATA.glob("*.s"))
POSITIONED = re.compile(r"^[^:]+:(\d+):(\d+): (error|note): (.*)$")


def llvm_messages(stderr: list[str]) -> list[tuple[int, int, str, str]]:
    """(line, column, kind, message) of llvm-mca's region diagnostics, 1-based as printed."""
    found = []
    for line in stderr:
        match = POSITIONED.match(line)
        if match is not None:
            found.append((int(match.group(1)), int(match.group(2)), match.group(3), match.group(4)))
        elif line.startswith("error: "):
            found.append((0, 0, "error", line[len("error: "):]))
    return found


def our_messages(text: str) -> tuple[list[Region], list[tuple[int, int, str, str]]]:
    parsed = parse_text(text)
    regions, diagnostics = find_regions(parsed)
    found = []
    for diagnostic in diagnostics:
        kind = "error" if diagnostic.severity is Severity.ERROR else "note"
        if diagnostic.code == "MCL204":
            found.append((0, 0, kind, diagnostic.message))
            continue
        found.append((diagnostic.span.line + 1, diagnostic.span.start + 1, kind, diagnostic.message))
        for related in diagnostic.related:
            found.append((related.span.line + 1, related.span.start + 1, "note", related.message))
    return regions, found


@pytest.mark.parametrize("case", CASES, ids=[case.stem for case in CASES])
def test_matches_llvm_mca(case: Path) -> None:
    expected = json.loads(case.with_suffix(".expected.json").read_text())
    regions, messages = our_messages(case.read_text())
    assert messages == llvm_messages(expected["stderr"])
    if expected["rc"] == 0:
        got = [
            # A name from a multi-line /* */ comment prints over several lines; the recording keeps the first.
            {"index": r.index, "name": r.name.split("\n")[0], "header": r.has_header, "n_instructions": len(r.instructions)}
            for r in regions
        ]
        assert got == expected["regions"]
    else:
        assert messages, "llvm-mca failed, so we must report at least one error"


def test_error_keeps_analysing_the_rest() -> None:
    text = "# LLVM-MCA-BEGIN A\naddl %eax, %ebx\n# LLVM-MCA-BEGIN A\nimull %ebx, %ecx\n# LLVM-MCA-END A\nnop\n"
    regions, diagnostics = find_regions(parse_text(text))
    assert [d.code for d in diagnostics] == ["MCL201"]
    assert diagnostics[0].span.line == 2 and diagnostics[0].related[0].span.line == 0
    assert [(r.name, r.instructions) for r in regions] == [("A", (0, 1))]


def test_region_fields() -> None:
    text = "nop\n  # LLVM-MCA-BEGIN  hot loop\naddl %eax, %ebx\n# LLVM-MCA-END hot loop\nret\n"
    parsed = parse_text(text)
    (region,), diagnostics = find_regions(parsed)
    assert diagnostics == []
    assert region.kind is RegionKind.EXPLICIT and region.name == "hot loop"
    assert region.begin is not None and (region.begin.line, region.begin.start) == (1, 3)
    assert region.end is not None and region.end.line == 3
    assert [parsed.instructions[i].mnemonic for i in region.instructions] == ["addl"]


def test_default_region_covers_everything() -> None:
    parsed = parse_text("nop\n.L1:\naddl %eax, %ebx\njne .L1\n")
    (region,), diagnostics = find_regions(parsed)
    assert diagnostics == [] and region.kind is RegionKind.DEFAULT and not region.has_header
    assert region.instructions == (0, 1, 2) and region.begin is None and region.end is None


def test_marker_in_intel_file() -> None:
    text = ".intel_syntax noprefix\n# LLVM-MCA-BEGIN x\nadd eax, ebx ; sub ecx, edx\n# LLVM-MCA-END x\nnop\n"
    (region,), _ = find_regions(parse_text(text))
    assert len(region.instructions) == 2


@pytest.mark.llvm
@pytest.mark.skipif(shutil.which("llvm-mca-19") is None, reason="llvm-mca-19 not installed")
@pytest.mark.parametrize("case", CASES[:6], ids=[case.stem for case in CASES[:6]])
def test_recordings_are_current(case: Path) -> None:
    """The recorded expectations still match the installed llvm-mca-19."""
    run = subprocess.run(
        ["llvm-mca-19", "-mtriple=x86_64", "-mcpu=skylake", "-iterations=1", case.name],
        cwd=case.parent, capture_output=True, text=True, check=False,
    )
    expected = json.loads(case.with_suffix(".expected.json").read_text())
    assert run.returncode == expected["rc"]
    assert run.stderr.splitlines() == expected["stderr"]
