"""Directive names as llvm-mc 19 takes them on x86-64 ELF: unknown ones are MCL109, known ones pass.

The name lists live in analysis/targets/x86/names.py; the tests marked `llvm` check them (and near misses)
against llvm-mc-19 itself, and the CLI's answer against llvm-mca-19's.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from mcalens.analysis.frontend.macros import NESTING_DIRECTIVES
from mcalens.analysis.frontend.parse import clear_caches, parse_text
from mcalens.analysis.frontend.syntax import Directive
from mcalens.analysis.source import Span
from mcalens.analysis.targets.x86.names import (
    DIRECTIVE_PREFIXES,
    DIRECTIVES_ANY_CASE,
    DIRECTIVES_EXACT,
    KNOWN_DIRECTIVES,
    directive_problem,
)
from mcalens.analysis.targets.x86.target import TARGET as X86

TESTS = Path(__file__).parent
needs_llvm_mc = pytest.mark.skipif(shutil.which("llvm-mc-19") is None, reason="llvm-mc-19 not installed")


def errors(text: str) -> list[tuple[str, Span, str]]:
    return [(d.code, d.span, d.message) for d in parse_text(text).diagnostics]


def test_unknown_directive_is_an_error_at_its_name() -> None:
    text = "nop\n.foobar 1, 2\n  .Foo\nret\n"
    assert errors(text) == [
        ("MCL109", Span(1, 0, 7), "unknown directive"),
        ("MCL109", Span(2, 2, 6), "unknown directive"),
    ]
    parsed = parse_text(text)
    assert [i.mnemonic for i in parsed.instructions] == ["nop", "ret"]  # the rest of the file still parses
    assert [s.name for s in parsed.statements if isinstance(s, Directive)] == [".foobar", ".Foo"]


def test_suggestions() -> None:
    assert errors("\t.globll main\n") == [("MCL109", Span(0, 1, 8), "unknown directive; did you mean '.globl', '.global'?")]
    assert errors(".p2alig 4\n")[0][2] == "unknown directive; did you mean '.p2align', '.p2alignw', '.p2alignl'?"
    assert errors(".TEXT\n") == [("MCL109", Span(0, 0, 5), "unknown directive; did you mean '.text'?")]


def test_case_rules() -> None:
    # Generic directives are looked up lower-cased, ELF and x86 ones exactly as spelled.
    assert errors(".BYTE 1\n.Quad 2\n.CFI_STARTPROC\n") == []
    assert [e[1].line for e in errors(".Section .text\n.TYPE f, @function\n.CODE64\n")] == [0, 1, 2]


def test_name_token_ends_at_any_non_identifier_character() -> None:
    parsed = parse_text(".byte(1)\n.foobar(1)\n.foo$bar 1\n")
    assert [(s.name, s.args) for s in parsed.statements if isinstance(s, Directive)] == [
        (".byte", "(1)"), (".foobar", "(1)"), (".foo$bar", "1"),
    ]
    assert [e[1] for e in errors(".byte(1)\n.foobar(1)\n.foo$bar 1\n")] == [Span(1, 0, 7), Span(2, 0, 8)]


def test_x86_prefix_directives() -> None:
    # llvm-mc's x86 parser takes any name starting with .att_syntax/.intel_syntax/.arch.
    parsed = parse_text(".intel_syntaxfoo noprefix\nmov eax, 1\n.att_syntax_x\nmovl $1, %eax\n.arch_extension x\n")
    assert parsed.diagnostics == []
    assert [i.syntax for i in parsed.instructions] == ["intel", "att"]
    assert [i.syntax for i in parse_text(".INTEL_SYNTAX noprefix\nmov eax, 1\n").instructions] == ["att"]


def test_att_noprefix_is_rejected_before_switching() -> None:
    parsed = parse_text(".intel_syntax noprefix\n.att_syntax noprefix\nmov eax, 1\n")
    assert [d.code for d in parsed.diagnostics] == ["MCL106"]
    assert parsed.instructions[0].syntax == "intel"


def test_unsupported_directives() -> None:
    assert errors(".stabs \"a\",1,2,3,4\n.dc.x 1\n.seh_pushreg %rbx\n.DCB.X 1, 2\n") == [
        ("MCL109", Span(0, 0, 6), ".stabs is not supported by llvm-mc on x86-64 ELF"),
        ("MCL109", Span(1, 0, 5), ".dc.x is not supported by llvm-mc on x86-64 ELF"),
        ("MCL109", Span(2, 0, 12), ".seh_pushreg is not supported by llvm-mc on x86-64 ELF"),
        ("MCL109", Span(3, 0, 6), ".DCB.X is not supported by llvm-mc on x86-64 ELF"),
    ]


CONDITIONAL = """\
.if 0
.foobar
.if 1
.barfoo
.endif
.else
.in_else
.endif
.if 2 - 2
.skipped
.elseif 1
.taken
.else
.not_taken
.endif
.ifdef SYMBOL
.unknown_either_way
.else
.still_unknown
.endif
.ifb
.blank_taken
.endif
.ifnb x
.nonblank_taken
.endif
"""


def test_conditional_assembly_decides_what_is_reported() -> None:
    reported = [(e[1].line, e[0]) for e in errors(CONDITIONAL)]
    assert reported == [(6, "MCL109"), (11, "MCL109"), (21, "MCL109"), (24, "MCL109")]


def test_macro_bodies_are_not_checked_until_used() -> None:
    text = ".macro m a\n.foobar \\a\n.byte \\a\n.macro inner\n.endm\n.endm\n.foobar\n.ENDM\n"
    assert [(e[1].line, e[0], e[2]) for e in errors(text)] == [
        (6, "MCL109", "unknown directive"),
        (7, "MCL101", "unexpected '.endm' in file, no current macro definition"),
    ]


def test_unmatched_conditionals() -> None:
    assert [e[2] for e in errors(".else\n.elseif 1\n.endif\n")] == [
        "Encountered a .else that doesn't follow an .if or an .elseif",
        "Encountered a .elseif that doesn't follow an .if or an .elseif",
        "Encountered a .endif that doesn't follow an .if or .else",
    ]


def test_data_values_not_checked_where_llvm_mc_skips() -> None:
    assert errors(".if 0\n.byte 08\n.endif\n.if 1\n.byte 08\n.endif\n") == [
        ("MCL104", Span(4, 6, 6), "invalid octal number")
    ]


def test_caches_follow_the_conditional_state(monkeypatch: pytest.MonkeyPatch) -> None:
    body = "\t.foobar\n\tmovl\t%eax, %ebx\n\t.p2align 4\n"
    clear_caches()
    plain = parse_text(body)
    wrapped = parse_text(body.replace("\t.foobar", "\t.foobar\n.if 0\n\t.foobar\n.endif"))
    again = parse_text(body)
    assert [d.span.line for d in plain.diagnostics] == [0]
    assert [d.span.line for d in wrapped.diagnostics] == [0]
    assert again.diagnostics == plain.diagnostics
    with monkeypatch.context() as patch:
        patch.setattr(X86.syntax, "fast_line", lambda *_: False)
        clear_caches()
        assert parse_text(body).statements == plain.statements


def test_directive_problem_table() -> None:
    assert directive_problem(".text") is None and directive_problem(".Text") == "unknown"
    assert directive_problem(".Byte") is None and directive_problem(".hword") == "unknown"
    assert directive_problem(".att_syntaxanything") is None and directive_problem(".stabs") == "unsupported"
    assert set(KNOWN_DIRECTIVES) == DIRECTIVES_ANY_CASE | DIRECTIVES_EXACT
    assert all(name == name.lower() for name in KNOWN_DIRECTIVES)
    assert NESTING_DIRECTIVES <= DIRECTIVES_ANY_CASE


def committed_assembly() -> list[Path]:
    # compiler output, BHive blocks, golden inputs (not the hand-written AArch64 directive cases, nor
    # RISC-V files: their `.attribute`/`.option` are directives of the RISC-V target, parsed there)
    return sorted(p for p in TESTS.rglob("*.s") if TESTS / "golden_aarch64" / "syntax" not in p.parents
                  and TESTS / "golden_riscv" not in p.parents and p != TESTS / "editors" / "data" / "rvv-kernels.s"
                  and p != TESTS / "editors" / "data" / "thumb2-loops.s"  # 32-bit Arm: its `.syntax`/`.thumb` are ARM's
                  and p != TESTS / "data" / "llvm22" / "aarch64" / "directives_22.s")


def test_no_unknown_directive_in_committed_compiler_output() -> None:
    files = committed_assembly()
    assert len(files) > 100
    for path in files:
        assert [d for d in parse_text(path.read_text()).diagnostics if d.code == "MCL109"] == [], path


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not installed")
@pytest.mark.parametrize("flags", [["-O2", "-g"], ["-O3", "-march=skylake-avx512", "-masm=intel"], ["-O1", "-pg", "-fPIC"]])
def test_gcc_output_has_only_known_directives(flags: list[str], tmp_path: Path) -> None:
    names: set[str] = set()
    for source in sorted((TESTS / "corpus" / "c").glob("*.c")):
        output = tmp_path / (source.stem + ".s")
        subprocess.run(["gcc", "-S", *flags, "-o", str(output), str(source)], check=True, capture_output=True)
        parsed = parse_text(output.read_text())
        assert [d for d in parsed.diagnostics if d.code == "MCL109"] == [], output
        names.update(s.name for s in parsed.statements if isinstance(s, Directive))
    assert {".text", ".globl", ".type", ".size", ".section", ".ident"} <= names


def llvm_rejects(names: list[str]) -> dict[str, bool]:
    """Whether llvm-mc-19 rejects each directive name written alone on a line (unknown or unsupported).

    Names that change how later lines are read (.macro, .if, .rept, .end, ...) run one per llvm-mc;
    the others in one file, each followed by lines closing whatever it might have opened.
    """
    rejected = re.compile(r"unknown directive|not currently supported|not supported on this target|unsupported directive")
    stateful = {".macro", ".rept", ".rep", ".irp", ".irpc", ".end", ".abort", *NESTING_DIRECTIVES}

    def run(text: str) -> str:
        return subprocess.run(
            ["llvm-mc-19", "-triple=x86_64-unknown-linux-gnu", "-o", "/dev/null"],
            input=text, capture_output=True, text=True, check=False,
        ).stderr

    result: dict[str, bool] = {}
    alone = [name for name in names if name.lower() in stateful]
    with ThreadPoolExecutor(4) as pool:
        for name, stderr in zip(alone, pool.map(lambda name: run(name + "\n"), alone), strict=True):
            first = [line for line in stderr.splitlines() if line.startswith("<stdin>:1:")]
            result[name] = bool(first) and rejected.search(first[0]) is not None
    batch = [name for name in names if name.lower() not in stateful]
    text = "".join(f"{name}\n.endm\n.endr\n.endif\n" for name in batch)
    flagged = {int(m.group(1)) for m in re.finditer(r"^<stdin>:(\d+):\d+: error: (.*)$", run(text), re.M)
               if rejected.search(m.group(2))}
    for index, name in enumerate(batch):
        result[name] = 4 * index + 1 in flagged
    return result


def candidate_names() -> list[str]:
    names = set(KNOWN_DIRECTIVES)
    names.update(name.upper() for name in KNOWN_DIRECTIVES)
    names.update(name[:2].upper() + name[2:] for name in KNOWN_DIRECTIVES)
    names.update(name + "x" for name in KNOWN_DIRECTIVES)
    names.update(prefix + "_foo" for prefix in DIRECTIVE_PREFIXES)
    names.update({".hword", ".code", ".codefoo", ".seh_proc", ".seh_endprologue", ".cfi_val_offset", ".base64",
                  ".loc_mark_labels", ".tex", ".globll", ".foobar", ".2bytes", ".dc.q", ".gnu_attribute"})
    return sorted(names)


@pytest.mark.llvm
@needs_llvm_mc
def test_directive_lists_match_llvm_mc() -> None:
    names = candidate_names()
    verdicts = llvm_rejects(names)
    disagreements = [
        name for name in names if verdicts[name] != (directive_problem(name) is not None)
    ]
    assert disagreements == []
    assert not any(verdicts[name] for name in KNOWN_DIRECTIVES if directive_problem(name) is None)


@pytest.mark.llvm
@pytest.mark.skipif(shutil.which("llvm-mca-19") is None, reason="llvm-mca-19 not installed")
def test_cli_fails_like_llvm_mca_on_an_unknown_directive(tmp_path: Path) -> None:
    source = tmp_path / "unknown.s"
    source.write_text("addl %eax, %ebx\n.foobar 1\nimull %ecx, %ecx\n")
    llvm = subprocess.run(["llvm-mca-19", "-mcpu=skylake", source.name], cwd=tmp_path, capture_output=True,
                          text=True, check=False)
    ours = subprocess.run([sys.executable, "-m", "mcalens", source.name, "-mcpu=skylake"], cwd=tmp_path,
                          capture_output=True, text=True, check=False)
    assert ours.returncode == llvm.returncode == 1
    assert ours.stdout == llvm.stdout == ""
    # Same message, position, source line and final verdict; only the caret's underline may differ.
    assert ours.stderr.splitlines()[:2] == llvm.stderr.splitlines()[:2] == ["unknown.s:2:1: error: unknown directive",
                                                                           ".foobar 1"]
    assert ours.stderr.splitlines()[-1] == llvm.stderr.splitlines()[-1]
