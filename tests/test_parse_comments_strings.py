"""Comments and strings that span lines, as llvm-mc 19 reads them, and the line caches around them.

Expectations were checked with `llvm-mc-19 -triple=x86_64-unknown-linux-gnu -show-inst`; the tests
marked `llvm` re-run llvm-mc-19 on the same inputs and compare which lines give instructions and
where its errors and warnings point.
"""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from mcalens.analysis.diagnostics import Severity
from mcalens.analysis.frontend.parse import clear_caches, parse_text
from mcalens.analysis.frontend.syntax import Directive, Instruction, Label, ParsedFile
from mcalens.analysis.source import Span

needs_llvm_mc = pytest.mark.skipif(shutil.which("llvm-mc-19") is None, reason="llvm-mc-19 not installed")

BANNER = """\
/*
 * Copyright notice of a hand-written kernel.
 * movl %eax, %ebx    <- not code, and not an error either
 * .foobar 1; "unbalanced quote
 */
\tmovl\t%eax, %ebx
\taddl $1, %eax /* trailing
 * comment over lines
 */ imull %ecx, %ecx
\tret
"""


def instruction_lines(parsed: ParsedFile) -> list[tuple[int, str]]:
    return [(i.span.line, i.mnemonic) for i in parsed.instructions]


def llvm_mc(text: str) -> tuple[int, list[tuple[int, int, str, str]]]:
    """(number of MCInsts, [(line, column, kind, message)] 0-based) from llvm-mc-19 on `text`."""
    run = subprocess.run(
        ["llvm-mc-19", "-triple=x86_64-unknown-linux-gnu", "-show-inst"],
        input=text, capture_output=True, text=True, check=False,
    )
    messages = []
    for err in run.stderr.splitlines():
        match = re.match(r"<stdin>:(\d+):(\d+): (error|warning): (.*)", err)
        if match is not None:
            messages.append((int(match.group(1)) - 1, int(match.group(2)) - 1, match.group(3), match.group(4)))
    return run.stdout.count("<MCInst #"), messages


def test_banner_comment_is_only_a_comment() -> None:
    parsed = parse_text(BANNER)
    assert instruction_lines(parsed) == [(5, "movl"), (6, "addl"), (8, "imull"), (9, "ret")]
    assert parsed.diagnostics == []
    first, trailing = parsed.comments
    assert first.span == Span(0, 2, 2)
    assert first.text.splitlines()[1] == " * Copyright notice of a hand-written kernel."
    assert trailing.span == Span(6, 17, 26) and trailing.text == " trailing\n * comment over lines\n "
    addl, imull = parsed.instructions[1:3]
    assert addl.span == Span(6, 1, 14) and addl.text == "addl $1, %eax"
    assert imull.span == Span(8, 4, 20) and imull.mnemonic_span == Span(8, 4, 9)


@pytest.mark.llvm
@needs_llvm_mc
def test_banner_comment_matches_llvm_mc() -> None:
    # llvm-mc reads the trailing comment as whitespace, so it makes `addl $1, %eax imull ...` one
    # (bad) statement; every line llvm-mc accepts must give our instructions, and nothing else does.
    text = BANNER.replace("\taddl $1, %eax /* trailing", "\taddl $1, %eax /* trailing */ # ").replace(
        " */ imull", "  imull"
    )
    text = "\n".join(line for line in text.split("\n") if "comment over lines" not in line)
    count, messages = llvm_mc(text)
    assert messages == []
    assert count == len(parse_text(text).instructions) == 4
    count, messages = llvm_mc(BANNER)
    assert count == 2 and messages == [(8, 4, "error", "unexpected token in argument list")]


def test_code_on_both_sides_of_a_multiline_comment() -> None:
    parsed = parse_text("x: nop /* one\ntwo */ y: ret /* three */ # four\n")
    assert [(type(s).__name__, s.span) for s in parsed.statements] == [
        ("Label", Span(0, 0, 1)), ("X86Instruction", Span(0, 3, 6)), ("Label", Span(1, 7, 8)),
        ("X86Instruction", Span(1, 10, 13)),
    ]
    assert [c.text for c in parsed.comments] == [" one\ntwo ", " three ", " four"]


def test_comment_markers_inside_other_comments_and_strings() -> None:
    parsed = parse_text('# /* not a block\nnop // /*\n.ascii "/*" # */\nret\n')
    assert instruction_lines(parsed) == [(1, "nop"), (3, "ret")]
    assert parsed.diagnostics == []
    assert [c.text for c in parsed.comments] == [" /* not a block", " /*", " */"]


def test_comment_closing_at_its_own_start() -> None:
    # `/*/` does not close the comment; `/**/` does.
    parsed = parse_text("/*/ nop\nret */ addl %eax, %eax /**/ ; nop\n")
    assert instruction_lines(parsed) == [(1, "addl"), (1, "nop")]


def test_multiline_comment_text_is_raw() -> None:
    # llvm-mca's marker scanner gets the text between /* and */ as is, `\r` of CRLF files included.
    parsed = parse_text("/* LLVM-MCA-BEGIN a\r\n b */\r\nnop\r\n")
    assert parsed.comments[0].text == " LLVM-MCA-BEGIN a\r\n b "
    assert parsed.instructions[0].span == Span(2, 0, 3)


def test_unterminated_comment() -> None:
    parsed = parse_text("nop\n\tnop /* never closed\nret # LLVM-MCA-BEGIN\n")
    assert instruction_lines(parsed) == [(0, "nop"), (1, "nop")]
    assert [(d.code, d.span, d.message) for d in parsed.diagnostics] == [
        ("MCL105", Span(1, 5, 20), "unterminated comment"),
    ]
    assert parsed.comments == []  # llvm-mca never hands an unterminated comment to its marker scanner


@pytest.mark.llvm
@needs_llvm_mc
def test_unterminated_comment_position_matches_llvm_mc() -> None:
    _, messages = llvm_mc("nop\n\tnop /* never closed\nret\n")
    assert messages[0] == (1, 5, "error", "unterminated comment")


def test_inserting_a_comment_above_reuses_no_stale_line() -> None:
    text = "\tmovl\t%eax, %ebx\n.foobar 1\n.L3:\n\taddq\t$1, %rax\n\tjne\t.L3\n\tret\n"
    clear_caches()
    parse_text(text)  # fills the statement and line caches
    edited = "/* commented out:\n" + text.replace("\tjne\t.L3\n", "*/\tjne\t.L3\n")
    warm = parse_text(edited)
    clear_caches()
    cold = parse_text(edited)
    assert warm.statements == cold.statements and warm.diagnostics == cold.diagnostics
    assert instruction_lines(warm) == [(5, "jne"), (6, "ret")]
    assert warm.diagnostics == []  # `.foobar` is inside the comment now
    reopened = parse_text(text)  # and back: the lines are code again, `.foobar` an error again
    assert instruction_lines(reopened) == [(0, "movl"), (3, "addq"), (4, "jne"), (5, "ret")]
    assert [d.code for d in reopened.diagnostics] == ["MCL109"]


def test_string_closed_lines_later() -> None:
    text = 'x: .ascii "abc\n\ndef", "g" ; y: nop # c\nret\n'
    parsed = parse_text(text)
    assert [(type(s).__name__, s.span) for s in parsed.statements] == [
        ("Label", Span(0, 0, 1)), ("Directive", Span(0, 3, 14)), ("Label", Span(2, 12, 13)),
        ("X86Instruction", Span(2, 15, 18)), ("X86Instruction", Span(3, 0, 3)),
    ]
    directive = parsed.statements[1]
    assert isinstance(directive, Directive) and directive.args == '"abc\n\ndef", "g"'
    assert [(d.severity, d.code, d.span, d.message) for d in parsed.diagnostics] == [
        (Severity.WARNING, "MCL105", Span(0, 14, 14), "unterminated string; newline inserted"),
        (Severity.WARNING, "MCL105", Span(1, 0, 0), "unterminated string; newline inserted"),
    ]
    assert [c.text for c in parsed.comments] == [" c"]


def test_lines_inside_a_string_are_text() -> None:
    parsed = parse_text('.string "one\nmovl %eax, %ebx\n# LLVM-MCA-BEGIN\n.foobar"\nnop\n')
    assert instruction_lines(parsed) == [(4, "nop")]
    assert parsed.comments == []
    assert [(d.severity, d.span.line) for d in parsed.diagnostics] == [(Severity.WARNING, n) for n in range(3)]


def test_only_string_directives_warn() -> None:
    # `.section "a\nb"` is accepted silently; an unknown directive is still an error.
    parsed = parse_text('.section "a\nb"\n.foobar "c\nd"\n')
    assert [(d.severity, d.code, d.span) for d in parsed.diagnostics] == [
        (Severity.ERROR, "MCL109", Span(2, 0, 7)),
    ]


def test_escaped_quote_and_backslash() -> None:
    parsed = parse_text('.ascii "a\\"b\\\\"\nnop\n.ascii "c\\\\\nd"\n')
    assert instruction_lines(parsed) == [(1, "nop")]
    assert [(d.severity, d.span) for d in parsed.diagnostics] == [(Severity.WARNING, Span(2, 11, 11))]


def test_string_never_closed() -> None:
    text = 'nop\n.ascii "abc\naddl %eax, %ebx\n\tret\n'
    parsed = parse_text(text)
    assert [(d.severity, d.code, d.span, d.message) for d in parsed.diagnostics] == [
        (Severity.ERROR, "MCL105", Span(1, 7, 11), "unterminated string constant"),
    ]
    # llvm-mc gives up on the rest of the file; an editor wants the following lines.
    assert instruction_lines(parsed) == [(0, "nop"), (2, "addl"), (3, "ret")]


def test_many_lines_with_lone_quotes_stay_linear() -> None:
    parsed = parse_text('\\"\n' * 3000)
    assert len(parsed.diagnostics) == 3000
    parsed = parse_text('.ascii "\n' * 3001)  # pairs close each other: 1500 strings over two lines
    assert sum(d.severity is Severity.WARNING for d in parsed.diagnostics) == 1500
    assert [d.message for d in parsed.diagnostics if d.severity is Severity.ERROR] == ["unterminated string constant"]


def test_string_spanning_lines_in_an_instruction() -> None:
    parsed = parse_text('movl $"a\nb", %eax\nnop\n')
    assert instruction_lines(parsed) == [(2, "nop")]
    assert [(d.code, d.span) for d in parsed.diagnostics] == [("MCL103", Span(0, 0, 8))]


STRING_CASES = {
    "closed-later": '.ascii "abc\ndef"\nnop\n',
    "blank-line-inside": 'x: .ascii "a\n\nb", "c" ; y: nop\nret\n',
    "never-closed": 'nop\n.ascii "abc\n',
    "file-directive": '.file "a\nb"\nnop\n',
}


@pytest.mark.llvm
@needs_llvm_mc
@pytest.mark.parametrize("text", STRING_CASES.values(), ids=STRING_CASES.keys())
def test_strings_match_llvm_mc(text: str) -> None:
    count, messages = llvm_mc(text)
    parsed = parse_text(text)
    ours = [
        (d.span.line, d.span.start, "error" if d.severity is Severity.ERROR else "warning") for d in parsed.diagnostics
    ]
    assert ours == [message[:3] for message in messages]
    if not any(kind == "error" for _, _, kind, _ in messages):
        assert len(parsed.instructions) == count


def test_label_and_statement_kinds_around_strings() -> None:
    parsed = parse_text('a: .asciz "x;y#z" ; b: .byte 1\n')
    assert [type(s) for s in parsed.statements] == [Label, Directive, Label, Directive]
    assert not any(isinstance(s, Instruction) for s in parsed.statements) and parsed.diagnostics == []
