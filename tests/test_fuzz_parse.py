"""Property tests: any input parses without raising, and every span points inside the text.

Three sources of input: random text (bytes decoded leniently, NUL and non-ASCII included), token
soup from an assembly alphabet, and real compiler output with random edits. Region and loop
detection run on each result too, since they consume whatever the parser produces.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mcalens.analysis.frontend.loops import find_loops
from mcalens.analysis.frontend.parse import parse_text, split_lone_carriage_returns
from mcalens.analysis.frontend.regions import find_regions
from mcalens.analysis.frontend.syntax import Instruction, ParsedFile
from mcalens.analysis.source import Span
from mcalens.analysis.targets.x86.syntax import MemoryOperand

DATA = Path(__file__).parent / "data" / "parse" / "loops"
REAL_FILES = [(DATA / name).read_text() for name in ("loops_O2.s", "loops_O2_intel.s")]

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

TOKENS = [
    "movl", "addq", "vaddps", "lock", "rep", "{vex}", "{evex}", "jne", "1b", "1f", ".L3", ".L3:", "1:", "foo@PLT",
    "%eax", "%rax", "%st(1)", "%zmm1", "%k1", "%fs:", "fs:", "$", "$-1", "$0x10", "$'a'", "'", '"', "0b101", "08",
    "0ah", "(", ")", "[", "]", "{", "}", "{z}", "{1to16}", "{rn-sae}", "{sae}", ",", ";", ":", "#", "//", "/*",
    "*/", "*", "+", "-", "<<", "DWORD PTR", "QWORD PTR", "OFFSET FLAT:", "rip", "rax", "rcx*8", ".intel_syntax",
    "noprefix", ".att_syntax", ".p2align", "LLVM-MCA-BEGIN", "LLVM-MCA-END", "# LLVM-MCA-BEGIN\n", "## LLVM-MCA-END", " ", " ", "\t", "\n", "\r\n", "\r",
    "\x00",
    "é", "✓", ".if 0", ".if x", ".else", ".elseif 1", ".endif", ".macro m", ".endm", ".foobar", ".ascii", "\\",
    ".BYTE", ".TEXT", ".rept 3", ".rept", ".rep -1", ".endr", ".irp r, 1, %eax", ".irpc c, ab", "\\r", "\\c",
    "\\@", "\\()", ".exitm", ".purgem m", "m", "m %eax", ".macro m a=1, b:req, c:vararg", "X = 3", ".set X, 2",
    ".equ Y, X+1", "X", "$X", "DWORD PTR 5",
]


def assert_span(span: Span, lines: list[str]) -> None:
    assert 0 <= span.line < len(lines), span
    assert 0 <= span.start <= span.end <= len(lines[span.line]), (span, lines[span.line])


def check_everything(text: str) -> ParsedFile:
    parsed = parse_text(text)
    lines = split_lone_carriage_returns(text.split("\n"))  # a lone CR ends a line, as in llvm-mc and LSP
    for diagnostic in parsed.diagnostics:
        assert_span(diagnostic.span, lines)
    for comment in (*parsed.comments, *parsed.expanded_comments, *parsed.peeked_comments):
        assert_span(comment.span, lines)
    for statement in parsed.statements:
        assert_span(statement.span, lines)
        if isinstance(statement, Instruction):
            assert_span(statement.mnemonic_span, lines)
            assert statement.mnemonic and statement.mnemonic == statement.mnemonic.lower()
            for operand in statement.operands:
                assert_span(operand.span, lines)
                assert statement.span.start <= operand.span.start <= operand.span.end <= statement.span.end
                if isinstance(operand, MemoryOperand):
                    assert operand.scale in (1, 2, 4, 8)
    regions, region_diagnostics = find_regions(parsed)
    for diagnostic in region_diagnostics:
        if diagnostic.code != "MCL204":  # "no assembly instructions found." has no position
            assert_span(diagnostic.span, lines)
    n_instructions = len(parsed.instructions)
    for region in [*regions, *find_loops(parsed)]:
        assert all(0 <= index < n_instructions for index in region.instructions)
    return parsed


@FUZZ
@given(st.binary(max_size=400))
def test_random_bytes(data: bytes) -> None:
    check_everything(data.decode("utf-8", errors="replace"))


@FUZZ
@given(st.text(max_size=300))
def test_random_text(text: str) -> None:
    check_everything(text)


@FUZZ
@given(st.lists(st.sampled_from(TOKENS), max_size=80))
def test_token_soup(tokens: list[str]) -> None:
    check_everything("".join(tokens))


@FUZZ
@given(
    st.sampled_from(REAL_FILES),
    st.lists(st.tuples(st.integers(min_value=0), st.integers(0, 8), st.sampled_from(TOKENS)), max_size=12),
)
def test_mutated_real_files(original: str, edits: list[tuple[int, int, str]]) -> None:
    text = original
    for position, deleted, inserted in edits:
        at = position % (len(text) + 1)
        text = text[:at] + inserted + text[at + deleted:]
    check_everything(text)


def test_unmutated_real_files_are_clean() -> None:
    for text in REAL_FILES:
        assert check_everything(text).diagnostics == []


PATHOLOGICAL = {
    "long-decimal": "movl $" + "9" * 6000 + ", %eax\n",
    "long-displacement": "movl " + "1" * 6000 + "(%rax), %eax\n",
    "long-intel-displacement": ".intel_syntax noprefix\nmov eax, [rax+" + "9" * 6000 + "]\n",
    "long-intel-scale": ".intel_syntax noprefix\nmov eax, [rax+rcx*" + "4" * 6000 + "]\n",
    "long-hex": "movl $0x" + "f" * 6000 + ", %eax\n",
    "stacked-decorations": "vaddps %zmm1, %zmm2, %zmm3" + "{z}" * 3000 + "\n",
    "open-braces": "vaddps " + "{" * 3000 + "\n",
    "deep-parentheses": "movl $" + "(" * 3000 + "1" + ")" * 3000 + ", %eax\n",
    "many-markers": "# LLVM-MCA-BEGIN\nnop\n# LLVM-MCA-END\n" * 2000,
    "many-loops": ".L1:\n jmp .L1\n" * 2000,
    "many-numeric-labels": "1:\n" * 3000 + "jmp 1b\n",
    "block-comment-soup": "/*" * 3000,
    "lone-escaped-quotes": '\\"\n' * 3000,
    "quotes-closing-each-other": '.ascii "\n' * 3000,
    "deep-conditionals": ".if 1\n" * 3000 + ".foobar\n" + ".endif\n" * 3000,
    "deep-macros": ".macro m\n" * 3000 + ".endm\n" * 3000,
}


@pytest.mark.parametrize("text", PATHOLOGICAL.values(), ids=PATHOLOGICAL.keys())
def test_pathological_inputs(text: str) -> None:
    check_everything(text)


MACRO_LINES = [
    ".macro m a, b=%ebx", ".macro m", ".macro n x:req, rest:vararg", ".endm", ".endmacro", ".exitm", ".purgem m",
    "\tm %eax", "\tm %eax, %ecx", "\tm", "\tn 1, 2, 3", "\tn", "\taddl \\a, \\b", "\tnotl \\x", "\t.rept 3", "\t.rept X",
    "\t.rept -2", "\t.endr", "\t.irp r, %eax, %ecx", "\t.irpc c, 012", "\tmovl $\\c, \\r", "1\\@: decl %ecx",
    "\tjne 1\\@b", ".if X", ".if 0", ".else", ".endif", "X = 2", ".set X, X*3", "\tnop", "# LLVM-MCA-BEGIN", "# LLVM-MCA-END",
    "\tmovl $X, %eax", ".intel_syntax noprefix", ".att_syntax", "\tmov eax, DWORD PTR X", "\tm \\a", "",
    "\t.rept 99999999999", "\t.irp r",
]


@FUZZ
@given(st.lists(st.sampled_from(MACRO_LINES), max_size=40))
def test_macro_programs(lines: list[str]) -> None:
    """Macros, repetitions, conditionals and symbols in any order: no exception, spans in the text,
    and the expansion limit holds however the definitions nest or recurse."""
    from mcalens.analysis.frontend.macros import MAX_EXPANDED_STATEMENTS

    parsed = check_everything("\n".join(lines) + "\n")
    assert len(parsed.statements) <= MAX_EXPANDED_STATEMENTS + 2 * len(lines) + 2


def test_quoted_label_spanning_lines() -> None:
    # Found by test_mutated_real_files: a quoted label holding a line break (llvm-mc accepts it)
    # had a span ending thousands of columns past its line.
    text = 'a:"x\ny":\nnop\n.L1:"cfi\n\ttest %eax, %eax\n":\n'
    parsed = check_everything(text)
    labels = [s for s in parsed.statements if not isinstance(s, Instruction)]
    assert [label.span for label in labels[:2]] == [Span(0, 0, 1), Span(0, 2, 4)]
    assert [i.mnemonic for i in parsed.instructions] == ["nop"]
    assert parsed.diagnostics == []


@pytest.mark.parametrize("text", [
    '.macro m a=1, b:req, c:vararg"\n"',  # found by test_token_soup: span end 32 on a 30-column line
    '.macro m a=1, b:req, c:vararg "\n"\n.endm',
    '.macro m a=1, b:req, c:vararg"\n"\nm\n',
])
def test_statement_string_across_lines_keeps_spans_on_first_line(text: str) -> None:
    parsed = check_everything(text)
    assert parsed.diagnostics  # each of these is an error llvm-mc reports too
