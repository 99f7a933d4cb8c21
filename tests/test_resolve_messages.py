"""Operand errors list every accepted form (or say how many more), and gcc's Intel `movsx r64, r32`
is read as movsxd with a note (issue 18 item 5)."""

from __future__ import annotations

import pytest
from mcalens.analysis.api import _isa
from mcalens.analysis.cli import run
from mcalens.analysis.diagnostics import Severity
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.targets.x86.resolve import (
    GCC_EXTENSION,
    MAX_LISTED_FORMS,
    NO_MATCHING_FORM,
    UNKNOWN_MNEMONIC,
    resolve,
)


def _resolve(source: str):
    instr = parse_text(source).instructions[-1]
    return resolve(instr, _isa())


def test_listing_includes_the_forms_with_the_written_destination() -> None:
    mc, diags = _resolve(".intel_syntax noprefix\nmovsx rax, xmm0\n")
    assert mc is None and diags[0].code == NO_MATCHING_FORM
    accepted = diags[0].message.split("accepted: ", 1)[1]
    assert accepted.startswith("(r64, ")  # forms sharing the destination come first
    assert "(r64, r16)" in accepted and "(r64, r8)" in accepted and "(r32, r16)" in accepted
    assert "more" not in accepted  # all ten forms are listed


def test_long_listings_say_how_many_more() -> None:
    _mc, diags = _resolve(".intel_syntax noprefix\nmov zmm0, zmm1\n")
    accepted = diags[0].message.split("accepted: ", 1)[1]
    assert accepted.count("(") == MAX_LISTED_FORMS
    assert accepted.endswith(" more") and "… and " in accepted


def test_short_listings_are_complete_and_closest_first() -> None:
    _mc, diags = _resolve(".intel_syntax noprefix\nvaddps zmm0, zmm1, eax\n")
    accepted = diags[0].message.split("accepted: ", 1)[1]
    assert "more" not in accepted and 1 < accepted.count("(") < MAX_LISTED_FORMS
    assert accepted.startswith("(zmm, zmm, ") and "(xmm, xmm, xmm)" in accepted


def test_mnemonic_of_the_other_syntax_is_an_unknown_mnemonic_like_llvm_mc() -> None:
    mc, diags = _resolve("movsxd %ecx, %rax\n")
    assert mc is None and diags[0].code == UNKNOWN_MNEMONIC
    assert "accepted: " not in diags[0].message and "Intel-syntax mnemonic" in diags[0].message
    code, out, err = run(["-"], stdin_text="movsxd %ecx, %rax\n")
    assert code == 1 and out == ""
    assert err.startswith("<stdin>:1:1: error: invalid instruction mnemonic 'movsxd'\n")  # llvm-mc's words


@pytest.mark.parametrize(
    ("operands", "opcode"),
    [("rax, ecx", "MOVSX64rr32"), ("r9, dword ptr [rcx]", "MOVSX64rm32"), ("rax, DWORD PTR x[rip]", "MOVSX64rm32")],
)
def test_gcc_intel_movsx_r64_r32_is_movsxd_with_a_note(operands: str, opcode: str) -> None:
    mc, diags = _resolve(f".intel_syntax noprefix\nmovsx {operands}\n")
    assert mc is not None and mc.opcode == opcode
    assert [(d.code, d.severity) for d in diags] == [(GCC_EXTENSION, Severity.INFORMATION)]


def test_other_movsx_forms_are_unchanged() -> None:
    mc, diags = _resolve(".intel_syntax noprefix\nmovsx rax, cx\n")
    assert mc is not None and mc.opcode == "MOVSX64rr16" and diags == []
    mc, diags = _resolve(".intel_syntax noprefix\nmovsx eax, ecx\n")
    assert mc is None and diags[0].code == NO_MATCHING_FORM


def test_cli_analyses_gcc_intel_output_and_prints_the_note() -> None:
    source = ".intel_syntax noprefix\nmovsx rax, ecx\nimul rax, rax\n"
    code, out, err = run(["--no-banner", "-instruction-tables"], stdin_text=source)
    assert code == 0 and "movsxd\trax, ecx" in out
    assert err.startswith("<stdin>:2:1: note: read as 'movsxd'")
