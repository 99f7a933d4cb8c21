"""Automatic loop regions: gcc output of tests/data/parse/loops/loops.c and small hand-written cases."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcalens.analysis.frontend.loops import find_loop_regions, find_loops
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.frontend.regions import RegionKind

DATA = Path(__file__).parent / "data" / "parse" / "loops"

# Checked by reading the assembly (llc: the loops its "Inner Loop Header" comments name): one
# innermost loop per function at -O2 (dot, saxpy, sum_list,
# find, matmul's k loop, count_if, crc's bit loop). At -O3 the vector/unrolled loops; `.L3`,
# `.L24`, `.L27` and `.L61` are blocks after a `ret` that jump back and are rightly not loops.
GCC_CASES = [
    pytest.param(
        "loops_O2.s",
        [("loop .L3 (lines 15-21)", 6), ("loop .L9 (lines 46-53)", 7), ("loop .L13 (lines 70-74)", 4),
         ("loop .L22 (lines 96-102)", 5), ("loop .L26 (lines 150-157)", 7), ("loop .L38 (lines 197-205)", 8),
         ("loop .L43 (lines 234-242)", 8)],
        id="gcc-O2-att",
    ),
    pytest.param(
        "loops_O2_intel.s",
        [("loop .L3 (lines 16-22)", 6), ("loop .L9 (lines 47-54)", 7), ("loop .L13 (lines 71-75)", 4),
         ("loop .L22 (lines 97-103)", 5), ("loop .L26 (lines 151-158)", 7), ("loop .L38 (lines 198-206)", 8),
         ("loop .L43 (lines 235-243)", 8)],
        id="gcc-O2-intel",
    ),
    pytest.param(
        "loops_O3_avx512.s",
        [("loop .L4 (lines 23-43)", 20), ("loop .L29 (lines 125-131)", 6), ("loop .L25 (lines 149-155)", 6),
         ("loop .L44 (lines 221-225)", 4), ("loop .L53 (lines 247-253)", 5), ("loop .L58 (lines 325-335)", 10),
         ("loop .L75 (lines 407-415)", 8), ("loop .L80 (lines 438-491)", 53)],
        id="gcc-O3-avx512",
    ),
    pytest.param(
        "llc_loops.s", [("loop .LBB0_3 (lines 15-20)", 4), ("loop .LBB1_1 (lines 38-44)", 5)], id="llc-att"
    ),
    pytest.param(
        "llc_loops_intel.s", [("loop .LBB0_3 (lines 16-21)", 4), ("loop .LBB1_1 (lines 39-45)", 5)],
        id="llc-intel",
    ),
]


@pytest.mark.parametrize(("filename", "expected"), GCC_CASES)
def test_gcc_loops(filename: str, expected: list[tuple[str, int]]) -> None:
    parsed = parse_text((DATA / filename).read_text())
    assert parsed.diagnostics == []
    loops = find_loops(parsed)
    assert [(loop.name, len(loop.instructions)) for loop in loops] == expected
    for index, loop in enumerate(loops):
        assert loop.index == index and loop.kind is RegionKind.AUTOMATIC
        first, last = parsed.instructions[loop.instructions[0]], parsed.instructions[loop.instructions[-1]]
        assert loop.begin is not None and loop.end == last.span
        assert loop.begin.line < first.span.line
        assert list(loop.instructions) == list(range(loop.instructions[0], loop.instructions[-1] + 1))


def loops_of(source: str) -> list[tuple[str, list[str]]]:
    parsed = parse_text(source)
    return [
        (loop.name, [parsed.instructions[index].mnemonic for index in loop.instructions])
        for loop in find_loops(parsed)
    ]


CASES = [
    pytest.param(".L3:\n addl %eax, %ebx\n decl %ecx\n jne .L3\n ret\n",
                 [("loop .L3 (lines 1-4)", ["addl", "decl", "jne"])], id="simple"),
    pytest.param("1:\n addl %eax, %ebx\n jne 1b\n2: nop\n1: subl %eax, %ebx\n jmp 1b\n",
                 [("loop 1 (lines 1-3)", ["addl", "jne"]), ("loop 1 (lines 5-6)", ["subl", "jmp"])],
                 id="numeric-labels-redefined"),
    pytest.param("1: nop\n jmp 1f\n1: ret\n", [], id="forward-numeric-is-not-a-loop"),
    pytest.param(".L1:\n nop\n.L2:\n addl %eax, %ebx\n jne .L2\n decl %ecx\n jne .L1\n",
                 [("loop .L2 (lines 3-5)", ["addl", "jne"])], id="only-innermost"),
    pytest.param(".L1:\n addl %eax, %ebx\n je .L1\n subl %eax, %ebx\n jne .L1\n ret\n",
                 [("loop .L1 (lines 1-5)", ["addl", "je", "subl", "jne"])], id="continue-extends-to-last-edge"),
    pytest.param(" jmp .L2\n.L3:\n addl %eax, %ebx\n.L2:\n cmpl %ecx, %ebx\n jne .L3\n",
                 [("loop .L3 (lines 2-6)", ["addl", "cmpl", "jne"])], id="rotated-loop-label-inside"),
    pytest.param(".L3:\n testl %eax, %eax\n je .L9\n addl %eax, %ebx\n jmp .L5\n.L6:\n nop\n.L5:\n decl %ecx\n"
                 " jne .L3\n.L9:\n ret\n",
                 [("loop .L3 (lines 1-10)", ["testl", "je", "addl", "jmp", "nop", "decl", "jne"])],
                 id="early-exit-and-forward-jump-in-body"),
    pytest.param(".L3:\n addl %eax, %ebx\n ret\n.L4:\n jmp .L3\n", [], id="dead-code-back-jump-is-not-a-loop"),
    pytest.param(".intel_syntax noprefix\n.L7:\n add eax, 1\n cmp eax, 10\n jl .L7\n",
                 [("loop .L7 (lines 2-5)", ["add", "cmp", "jl"])], id="intel"),
    pytest.param("top:\n loop top\n", [("loop top (lines 1-2)", ["loop"])], id="loop-instruction"),
    pytest.param("jmp *%rax\nfoo:\n call foo\n", [], id="calls-are-not-back-edges"),
    pytest.param("", [], id="empty"),
]


@pytest.mark.parametrize(("source", "expected"), CASES)
def test_loops(source: str, expected: list[tuple[str, list[str]]]) -> None:
    assert loops_of(source) == expected


def test_find_loop_regions_falls_back_to_markers_or_whole_file() -> None:
    loops, diagnostics = find_loop_regions(parse_text(".L3:\n decl %ecx\n jne .L3\n"))
    assert [loop.kind for loop in loops] == [RegionKind.AUTOMATIC] and diagnostics == []
    (whole,), diagnostics = find_loop_regions(parse_text("addl %eax, %ebx\nret\n"))
    assert whole.kind is RegionKind.DEFAULT and whole.instructions == (0, 1) and diagnostics == []
    (marked,), _ = find_loop_regions(parse_text("nop\n# LLVM-MCA-BEGIN x\nret\n"))
    assert marked.name == "x" and marked.instructions == (1,)


def test_resolving_only_the_loops_changes_none_of_their_numbers():
    # The editor's analysis of a compiled file resolves only the loops' instructions
    # (AnalysisOptions.resolve_regions_only, with -skip-unsupported-instructions=any): the loops'
    # reports are those of the full resolution, a bad line inside a loop is still skipped and said
    # so, and one outside the loops is no longer looked at.
    from dataclasses import replace

    from mcalens.analysis.api import SKIP_ANY, AnalysisOptions, ViewSelection, analyze
    from mcalens.analysis.output.render_text import render_text

    text = ("f:\n\tfrobnicate %eax\n\tmovl $3, %ecx\n.L2:\n\taddl (%rdi), %eax\n\tfrobnicate %ebx\n"
            "\taddq $4, %rdi\n\tdecl %ecx\n\tjne .L2\n\tbogus %eax\n.L4:\n\timull %eax, %eax\n\tjmp .L4\n\tret\n")
    options = AnalysisOptions(auto_regions=True, skip_unsupported=SKIP_ANY, notes=False,
                              views=ViewSelection(timeline=True, verdict=True))
    full = analyze(text, cpu="skylake", options=options)
    only = analyze(text, cpu="skylake", options=replace(options, resolve_regions_only=True))
    assert not full.failed and not only.failed
    assert [r.name for r in only.regions] == ["loop .L2 (lines 4-9)", "loop .L4 (lines 11-13)"]
    assert render_text(only.report) == render_text(full.report)
    assert [r.report.skipped_lines for r in only.regions] == [r.report.skipped_lines for r in full.regions] == [(5,), ()]
    assert any("frobnicate %eax" in m for m in full.messages) and any("bogus" in m for m in full.messages)
    assert not any("frobnicate %eax" in m or "bogus" in m for m in only.messages)
    assert any("frobnicate %ebx" in m for m in only.messages)
    # without skipping, an error anywhere fails the run as llvm-mca does: the option changes nothing
    strict = analyze(text, cpu="skylake", options=replace(options, skip_unsupported="none", resolve_regions_only=True))
    assert strict.failed and any("frobnicate %eax" in m for m in strict.messages)
