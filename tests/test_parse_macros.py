"""`.macro`, `.rept`, `.irp`, `.irpc` and false `.if` branches, as llvm-mc 19 assembles them.

The expected instruction streams and messages were read off llvm-mc-19 / llvm-mca-19 (whole reports
are goldens under tests/golden/skylake/macro_*); here the parser's own contract is checked: what
each expanded instruction is, where it points, and that nothing runs away.
"""

from __future__ import annotations

import pytest
from mcalens.analysis.frontend import macros
from mcalens.analysis.frontend.parse import clear_caches, parse_text
from mcalens.analysis.frontend.regions import find_regions
from mcalens.analysis.source import Span
from mcalens.analysis.targets.x86.target import TARGET as X86


def texts(source: str) -> list[str]:
    return [instruction.text for instruction in parse_text(source).instructions]


def messages(source: str) -> list[tuple[int, int, str]]:
    return [(d.span.line + 1, d.span.start + 1, d.message) for d in parse_text(source).diagnostics]


def test_rept_repeats_its_body_at_the_body_lines() -> None:
    parsed = parse_text("\t.rept 3\n\taddl %eax, %ebx\n\timull %ecx, %ecx\n\t.endr\n\tnop\n")
    assert [i.text for i in parsed.instructions] == ["addl %eax, %ebx", "imull %ecx, %ecx"] * 3 + ["nop"]
    first = parsed.instructions[0]
    assert first.span == Span(1, 1, 16) and first.expanded_from == Span(0, 1, 8)
    assert [i.span.line for i in parsed.instructions] == [1, 2, 1, 2, 1, 2, 4]
    assert parsed.instructions[-1].expanded_from is None
    assert parsed.diagnostics == []


def test_irp_and_irpc_substitute_each_value() -> None:
    assert texts("\t.irp r, %ecx, %edx\n\timull \\r, \\r\n\t.endr\n") == ["imull %ecx, %ecx", "imull %edx, %edx"]
    assert texts("\t.irpc c, 012\n\tmovl $\\c, %eax\n\t.endr\n") == [f"movl ${c}, %eax" for c in "012"]
    # Substituted text has columns of its own: its spans cover the body statement as written.
    instruction = parse_text("\t.irp r, %ecx\n\timull \\r, \\r\n\t.endr\n").instructions[0]
    assert instruction.span == instruction.mnemonic_span == Span(1, 1, 13)
    assert all(operand.span == Span(1, 1, 13) for operand in instruction.operands)


def test_nested_repetitions() -> None:
    source = "\t.rept 2\n\t.irpc c, 01\n\tmovl $\\c, %eax\n\t.endr\n\t.endr\n"
    assert texts(source) == ["movl $0, %eax", "movl $1, %eax"] * 2


def test_macro_arguments_defaults_keywords_and_varargs() -> None:
    source = (
        ".macro two a, b=%ecx\n\taddl \\a, \\b\n.endm\n"
        "\ttwo %eax %edx\n\ttwo %eax,\n\ttwo b=%esi, a=%edi\n"
        ".macro va first, rest:vararg\n\tleal (\\first, \\rest), %eax\n.endm\n\tva %ebx, %ecx, 4\n"
        ".macro cat r\n\tnotl %e\\r\\()x\n.endm\n\tcat a\n"
    )
    assert texts(source) == [
        "addl %eax, %edx", "addl %eax, %ecx", "addl %edi, %esi", "leal (%ebx, %ecx, 4), %eax", "notl %eax"
    ]
    invocation = parse_text(source).instructions[0]
    assert invocation.span == invocation.expanded_from == Span(3, 1, 14)  # at the invocation, not the body


def test_macro_names_are_case_sensitive_and_purgeable() -> None:
    source = ".macro Inc\n\tincl %eax\n.endm\n\tInc\n\tinc\n.purgem Inc\n\tInc\n"
    parsed = parse_text(source)
    assert [i.mnemonic for i in parsed.instructions] == ["incl", "inc", "inc"]
    assert parsed.instructions[0].expanded_from is not None and parsed.instructions[2].expanded_from is None


def test_counter_and_exitm() -> None:
    source = ".macro lab\n1\\@: decl %ecx\n\tjne 1\\@b\n\t.exitm\n\tnop\n.endm\n\tlab\n\tlab\n"
    assert texts(source) == ["decl %ecx", "jne 10b", "decl %ecx", "jne 11b"]


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("\t.rept -1\n\tnop\n\t.endr\n", [(1, 8, "Count is negative"), (3, 7, "unmatched '.endr' directive")]),
        ("\tnop\n\t.rept 2\n\taddl %eax, %ebx\n", [(2, 2, "no matching '.endr' in definition")]),
        ("\tnop\n.macro foo\n\taddl %eax, %ebx\n", [(2, 1, "no matching '.endmacro' in definition")]),
        ("\t.endm\n", [(1, 7, "unexpected '.endm' in file, no current macro definition")]),
        (".macro m3 a:req, b\n\tnotl \\a\n.endm\n\tm3 , %ebx\n",
         [(4, 11, "missing value for required parameter 'a' in macro 'm3'")]),
        (".macro foo a\n\tnotl \\a\n.endm\n\tfoo %ebx, %ecx\n", [(4, 12, "too many positional arguments")]),
        (".macro foo\n.endm\n.macro foo\n.endm\n", [(3, 1, "macro 'foo' is already defined")]),
        (".macro a\n\ta\n.endm\n\ta\n", [(4, 2, "macros cannot be nested more than 20 levels deep")]),
    ],
)
def test_errors_are_llvm_mc_s(source: str, expected: list[tuple[int, int, str]]) -> None:
    assert messages(source) == expected


def test_false_if_branch_is_not_assembled() -> None:
    source = ".if 0\n\tfoo bar\n\taddl %eax, %ebx\n.else\n\tsubl %eax, %ebx\n.endif\n.macro m\n\tjunk here\n.endm\n\tnop\n"
    parsed = parse_text(source)
    assert [i.text for i in parsed.instructions] == ["subl %eax, %ebx", "nop"]
    assert parsed.diagnostics == []


def test_marked_regions_take_the_expansions_read_while_they_are_open() -> None:
    # llvm-mca-19 -mcpu=skylake on this text (a 99-byte file): Instructions 400, three addl then imull.
    marked = "nop\n# LLVM-MCA-BEGIN r\n.rept 3\naddl %eax, %ebx\n.endr\nimull %ecx, %ecx\n# LLVM-MCA-END r\n"
    parsed = parse_text(marked)
    regions, _ = find_regions(parsed)
    assert [[parsed.instructions[i].text for i in r.instructions] for r in regions] == [
        ["addl %eax, %ebx"] * 3 + ["imull %ecx, %ecx"]
    ]
    # The same text at the end of a file llvm-mca maps into memory: the expansion lies below it.
    regions, _ = find_regions(parsed, expansions_below=True)
    assert [[parsed.instructions[i].text for i in r.instructions] for r in regions] == [["imull %ecx, %ecx"]]
    unmarked = parse_text("\t.rept 3\n\taddl %eax, %ebx\n\t.endr\n\tnop\n")
    regions, _ = find_regions(unmarked)
    assert [len(r.instructions) for r in regions] == [4]


def test_runaway_expansion_stops_with_a_diagnostic() -> None:
    parsed = parse_text("\t.rept 100000000\n\tnop\n\t.endr\n\tnop\n")
    assert len(parsed.instructions) == macros.MAX_EXPANDED_STATEMENTS + 1
    assert [d.span.line for d in parsed.diagnostics] == [0]
    assert "expansion stopped" in parsed.diagnostics[0].message
    exponential = ".macro b\n\t.rept 10\n\tnop\n\t.endr\n\tb\n.endm\n\tb\n"
    assert len(parse_text(exponential).instructions) <= macros.MAX_EXPANDED_STATEMENTS


def test_caches_do_not_outlive_a_new_macro(monkeypatch: pytest.MonkeyPatch) -> None:
    clear_caches()
    assert texts("\n\n\n\tfoo %eax\n") == ["foo %eax"]  # an unknown mnemonic, now cached for line 3
    assert texts(".macro foo a\n\tnotl \\a\n.endm\n\tfoo %eax\n") == ["notl %eax"]
    with monkeypatch.context() as patch:
        patch.setattr(X86.syntax, "fast_line", lambda *_: False)
        clear_caches()
        slow = parse_text("\t.rept 2\n\taddl %eax, %ebx\n\t.endr\n\tnop\n")
    clear_caches()
    assert parse_text("\t.rept 2\n\taddl %eax, %ebx\n\t.endr\n\tnop\n").statements == slow.statements


def test_absolute_symbols_fold_into_immediates_conditions_and_counts() -> None:
    source = (
        "X = 5\n.set Y, X*2\n.equ Z, 300\n\taddl $Z, %eax\n\taddl $W, %eax\nW = 1\n"
        ".if Y == 10\n\tnop\n.else\n\tpause\n.endif\n\t.rept X\n\tincl %eax\n\t.endr\n"
    )
    parsed = parse_text(source)
    assert parsed.diagnostics == []
    assert [i.mnemonic for i in parsed.instructions] == ["addl", "addl", "nop"] + ["incl"] * 5
    z, w = parsed.instructions[0].operands[0], parsed.instructions[1].operands[0]
    assert (z.value, w.value) == (300, None)  # W is only known after its use, as in llvm-mc


def test_intel_absolute_value_outside_brackets_is_an_immediate() -> None:
    source = ".intel_syntax noprefix\nX = 5\n\tmov eax, DWORD PTR X\n\tpush QWORD PTR 5\n\tmov eax, DWORD PTR [5]\n"
    kinds = [type(i.operands[-1]).__name__ for i in parse_text(source).instructions]
    assert kinds == ["ImmediateOperand", "ImmediateOperand", "MemoryOperand"]


def test_caches_do_not_outlive_a_new_symbol() -> None:
    clear_caches()
    assert parse_text("\n\taddl $X, %eax\n\t.equ Y, 300\n").instructions[0].operands[0].value is None
    parsed = parse_text("X = 7\n\taddl $X, %eax\n\t.equ Y, 300\n\taddl $Y, %eax\n")
    assert [i.operands[0].value for i in parsed.instructions] == [7, 300]


def test_empty_bodies_repeat_nothing_at_once() -> None:
    parsed = parse_text("\t.rept 1000000000000\n\t.endr\n\t.irp r\n\t# a comment\n\t.endr\n\tnop\n")
    assert [i.text for i in parsed.instructions] == ["nop"] and parsed.diagnostics == []
