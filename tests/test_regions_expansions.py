"""`.rept`/`.irp`/`.irpc`/macro expansions inside `LLVM-MCA-BEGIN/END` regions, as llvm-mca 19 places them.

llvm-mca adds an instruction to the regions it knows when llvm-mc emits it, comparing memory
addresses; an expansion's buffer lies above a heap-read input (files under 16 KiB) and below a
mapped one (regions.find_regions). Every expected value below was printed by llvm-mca-19 for the
text as a file (`llvm-mca-19 -mcpu=alderlake FILE`, or the CPU named), recorded here so the tests
run without LLVM.
"""

from __future__ import annotations

import pytest
from mcalens.analysis.api import AnalysisOptions, analyze
from mcalens.analysis.frontend.input_text import decode_input, expansions_below
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.frontend.regions import find_regions

ISSUE_EXAMPLE = "# LLVM-MCA-BEGIN\naddl %eax, %ebx\n.rept 4\nimull %ecx, %edx\n.endr\n# LLVM-MCA-END\n"
PADDING = ("#" + "x" * 100 + "\n") * 200  # 20,400 bytes: llvm-mca maps such a file


def counts(text: str, below: bool = False) -> list[int]:
    regions, _ = find_regions(parse_text(text), expansions_below=below)
    return [len(region.instructions) for region in regions]


def test_rept_in_a_region_is_analysed_like_llvm_mca() -> None:
    # llvm-mca-19 -mcpu=alderlake: Instructions 500, Total Cycles 1203 (mcalens on main: 100 and 103).
    analysis = analyze(ISSUE_EXAMPLE, cpu="alderlake")
    assert not analysis.failed
    (region,) = analysis.regions
    assert [i.text for i in region.instructions] == ["addl %eax, %ebx"] + ["imull %ecx, %edx"] * 4
    assert region.report.summary.total_cycles == 1203


def test_a_region_of_expanded_code_only_does_not_vanish() -> None:
    # "# LLVM-MCA-BEGIN\n.rept 4\nimull %ecx, %edx\n.endr\n# LLVM-MCA-END\n": Instructions 400.
    assert counts("# LLVM-MCA-BEGIN\n.rept 4\nimull %ecx, %edx\n.endr\n# LLVM-MCA-END\n") == [4]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # macro invocations: Instructions 300 (addl + 2 imull)
        (".macro m\nimull %ecx, %edx\n.endm\n# LLVM-MCA-BEGIN\naddl %eax, %ebx\nm\nm\n# LLVM-MCA-END\n", [3]),
        # .irp: Instructions 300
        ("# LLVM-MCA-BEGIN\n.irp r, eax, ebx, ecx\nincl %\\r\n.endr\n# LLVM-MCA-END\n", [3]),
        # .irpc in a named region: Instructions 300
        ("# LLVM-MCA-BEGIN foo\n.irpc r, 012\nimull $\\r, %ecx\n.endr\n# LLVM-MCA-END foo\n", [3]),
        # an expansion before the first BEGIN belongs to the default region it replaces: Instructions 100
        (".rept 4\nimull %ecx, %edx\n.endr\n# LLVM-MCA-BEGIN\nsubl %eax, %ebx\n# LLVM-MCA-END\n", [1]),
        # a and b: [0] a = addl + 2 imull (300), [1] b = 2 imull + 2 subl (400)
        ("# LLVM-MCA-BEGIN a\naddl %eax, %ebx\n# LLVM-MCA-BEGIN b\n.rept 2\nimull %ecx, %edx\n.endr\n"
         "# LLVM-MCA-END a\n.rept 2\nsubl %eax, %eax\n.endr\n# LLVM-MCA-END b\n", [3, 4]),
        # the default region ended by an anonymous END: the later expansion is above the END (200)
        (".rept 2\nimull %ecx, %edx\n.endr\n# LLVM-MCA-END\n.rept 3\nsubl %eax, %eax\n.endr\nnop\n", [2]),
        # markers inside a macro are read again at each invocation: two regions of one imull each
        (".macro m\n# LLVM-MCA-BEGIN\nimull %ecx, %edx\n# LLVM-MCA-END\n.endm\naddl %eax, %ebx\nm\nm\n"
         "subl %eax, %ebx\n", [1, 1]),
        # ... and inside .irp, with the parameter substituted in the names: [0] a, [1] b, 100 each
        (".irp n, a, b\n# LLVM-MCA-BEGIN \\n\nimull %ecx, %edx\n# LLVM-MCA-END \\n\n.endr\n", [1, 1]),
    ],
)
def test_expansions_join_the_regions_open_where_they_expand(text: str, expected: list[int]) -> None:
    assert counts(text) == expected


def test_irp_region_names_are_substituted() -> None:
    regions, diagnostics = find_regions(parse_text(".irp n, a, b\n# LLVM-MCA-BEGIN \\n\nnop\n# LLVM-MCA-END \\n\n.endr\n"))
    assert [region.name for region in regions] == ["a", "b"] and diagnostics == []


@pytest.mark.parametrize(
    ("text", "message"),
    [
        # llvm-mca: "5:8: error: found an invalid region end directive" (the `.endr` line's comment is
        # read again when llvm-mc comes back from the expansion), exit status 1
        ("# LLVM-MCA-BEGIN\naddl %eax, %ebx\n.rept 2\nimull %ecx, %edx\n.endr # LLVM-MCA-END\nsubl %eax, %eax\n",
         (4, 7, "found an invalid region end directive")),
        # the same after a macro invocation: "6:4: error: found an invalid region end directive"
        (".macro m\nimull %ecx, %edx\n.endm\n# LLVM-MCA-BEGIN\naddl %eax, %ebx\nm # LLVM-MCA-END\nsubl %eax, %eax\n",
         (5, 3, "found an invalid region end directive")),
    ],
)
def test_a_comment_after_an_expanding_statement_is_read_twice(text: str, message: tuple[int, int, str]) -> None:
    _, diagnostics = find_regions(parse_text(text))
    assert [(d.span.line, d.span.start, d.message) for d in diagnostics] == [message]


def test_a_mapped_file_keeps_expansions_out_of_begun_regions() -> None:
    # ISSUE_EXAMPLE + PADDING (20,400 bytes) as a file: Instructions 100 (llvm-mca maps it; its
    # expansion buffer lies below). PADDING + ISSUE_EXAMPLE: the same.
    assert counts(ISSUE_EXAMPLE + PADDING, below=True) == [1]
    assert counts(PADDING + ISSUE_EXAMPLE, below=True) == [1]
    # Below the mapped file, an expansion still joins a region without a BEGIN, even after its END:
    # Instructions 500 for this text + PADDING + "#\n" (20,482 bytes; 200 as a small file).
    text = ".rept 2\nimull %ecx, %edx\n.endr\n# LLVM-MCA-END\n.rept 3\nsubl %eax, %eax\n.endr\nnop\n"
    assert expansions_below(len(text + PADDING + "#\n"), from_stdin=False)
    assert counts(text + PADDING + "#\n", below=True) == [5]
    assert counts(text) == [2]


@pytest.mark.parametrize(
    ("size", "stdin", "below"),
    # llvm-mca-19 on ISSUE_EXAMPLE padded to `size` bytes: 500 instructions (above) or 100 (below)
    [(16383, False, False), (16384, False, False), (16385, False, True), (20480, False, False),
     (20481, False, True), (49155, True, False), (49156, True, True)],
)
def test_where_llvm_mca_puts_expansion_buffers(size: int, stdin: bool, below: bool) -> None:
    assert expansions_below(size, stdin) is below
    data = (ISSUE_EXAMPLE + "#" + "x" * (size - len(ISSUE_EXAMPLE) - 2) + "\n").encode()
    assert len(data) == size
    source = decode_input(data, "-" if stdin else "f.s", from_stdin=stdin)
    analysis = analyze(source.text, cpu="alderlake", options=AnalysisOptions(expansions_below=source.expansions_below))
    assert [len(region.instructions) for region in analysis.regions] == [1 if below else 5]
