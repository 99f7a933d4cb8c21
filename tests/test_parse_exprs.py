"""Constant expressions fold to what llvm-mc 19 prints for `movq $(expr), %rax` (MASM suffixes: llvm-mca).

The llvm-marked test re-checks every non-MASM row against the installed llvm-mc-19.
"""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from mcalens.analysis.frontend.exprs import evaluate

# (expression, value). Values verified with llvm-mc-19; the MASM-suffix rows with llvm-mca-19.
FOLDED = [
    ("42", 42), ("-1", -1), ("0x10", 16), ("010", 8), ("'a'", 97), ("'\\n'", 10),
    ("(1<<4)", 16), ("1|2+1", 4), ("3-5*2", -7), ("-7/2", -3), ("-7%3", -1), ("~0", -1), ("!5", 0),
    ("(1<2)", -1), ("(2>=2)", -1), ("(1==1)", -1), ("(1<>2)", -1), ("(1&&0)", 0), ("(0||3)", 1),
    ("(5!1)", -1), ("(8>>1)", 4), ("(-8>>1)", 0x7FFFFFFFFFFFFFFC), ("0xffffffffffffffff", -1),
    ("1+(2*(3+4))", 15),
    # a float literal is its IEEE double's bit pattern (llvm-mca-19 -instruction-tables on `movl $1.5, %eax`)
    ("1.5", 4609434218613702656), ("2.5", 4612811918334230528), ("1.5e3", 4654311885213007872),
    ("-1.5", -4609434218613702656), ("1.", 4607182418800017408), (".5", 4602678819172646912),
    ("1e3", 4652007308841189376), ("0.25", 4598175219545276416), ("1.5 + 1", 4609434218613702657),
    ("1.5e+2", 4639481672377565184), ("1.5E-2", 4579800533065604792), ("1.5*2", 9218868437227405312),
    ("5e", 4617315517961601024), ("1e+3", 4652007308841189376),
]
MASM = [("0ah", 10), ("101b", 5), ("17o", 15), ("10t", 10), ("1b", 1), ("10d", 10), ("11y", 3), ("10ull", 10),
        ("0xffh", 255), ("0b", 0)]
SYMBOLIC = ["foo", ".LC0+8", "foo@GOTPCREL", "1f", "2b", "x-y", "(foo)*2"]
ERRORS = [
    # llvm-mca-19's words (`movl $X, %eax`): its lexer reads MASM integers, so GNU's `0b101` is 0
    # and then a stray `b101`
    ("08", "invalid octal number"),
    ("0x", "invalid hexadecimal number"),
    ("12abc", "unexpected token in argument list"),
    ("0b101", "unexpected token in argument list"),
    ("12y", "invalid binary number"),
    ("1.5+1", "invalid sign in float literal"),
    ("1+", "expected an expression"),
    ("(1", "expected ')' in expression"),
    ("1 2", "unexpected '2' in expression"),
    ("%eax+1", "unexpected register '%eax+1' in expression"),
    ("9" * 100, "number too large '99999999999999999999...'"),
]


@pytest.mark.parametrize(("text", "value"), FOLDED + MASM, ids=[row[0] for row in FOLDED + MASM])
def test_folds(text: str, value: int) -> None:
    assert evaluate(text) == (value, None)


@pytest.mark.parametrize("text", SYMBOLIC)
def test_symbolic_is_well_formed_without_value(text: str) -> None:
    assert evaluate(text) == (None, None)


@pytest.mark.parametrize(("text", "message"), ERRORS, ids=[row[0][:12] for row in ERRORS])
def test_errors(text: str, message: str) -> None:
    assert evaluate(text) == (None, message)


@pytest.mark.llvm
@pytest.mark.skipif(shutil.which("llvm-mc-19") is None, reason="llvm-mc-19 not installed")
def test_table_matches_llvm_mc() -> None:
    source = "".join(f"movq ${text if text.startswith('(') else f'({text})'}, %rax\n" for text, _ in FOLDED)
    run = subprocess.run(["llvm-mc-19", "-triple=x86_64"], input=source, capture_output=True, text=True, check=True)
    printed = [int(match) for match in re.findall(r"mov(?:abs)?q\s+\$(-?\d+), %rax", run.stdout)]
    assert printed == [value for _, value in FOLDED]


@pytest.mark.parametrize("text", ["²", "t ²", "١٢", "0١", "1²b", "-²", "0b1²"])
def test_unicode_digits_are_errors_not_exceptions(text: str) -> None:
    # str.isdigit() accepts '²' and Arabic-Indic digits; llvm-mc calls them invalid characters.
    value, error = evaluate(text)
    assert value is None and error is not None


def test_unicode_digit_in_operand_is_a_positioned_diagnostic() -> None:
    from mcalens.analysis.api import analyze

    analysis = analyze("movl $\u00b2, %eax\nt \u00b2\n")
    errors = [d for d in analysis.diagnostics if d.severity.name == "ERROR"]
    assert [(d.span.line, d.span.start) for d in errors][:2] == [(0, 6), (1, 2)]
