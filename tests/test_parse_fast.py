"""The parser's fast path and line caches are invisible: same result as the full parser, cold or warm."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcalens.analysis.frontend import parse, parse_fast
from mcalens.analysis.frontend.parse import clear_caches, parse_text
from mcalens.analysis.frontend.syntax import Instruction
from mcalens.analysis.source import Span
from mcalens.analysis.targets.x86.syntax import MemoryOperand, RegisterOperand, X86Instruction
from mcalens.analysis.targets.x86.target import TARGET as X86

DATA = Path(__file__).parent / "data" / "parse"
FILES = sorted((DATA / "loops").glob("*.s"))
EXTRA = """\
\tmovq\t%fs:40, %rax
\tmovl\t$0ah, %eax
\tmovl\t1b, %eax
\tjne\t1b
\tmovl\t%eax , %ebx
\tmovl\t%eax,%ebx
\taddl\t$1,  %eax
\tleaq\t(%rax, %rbx, 2), %rcx
\tleaq\t8(%rax,%rbx,2), %rcx
\tvpaddd\t%ymm0, %ymm1, %ymm2 \t
\tmovl\t%eax, %ebx,\t
\tmovl\t%eax,, %ebx
\tjmp\t.L3, %eax
\tpopq\t%r12x
\tmovq\t.LC0+8(%rip), %xmm0
.intel_syntax noprefix
\tmov\tQWORD PTR g[rip+64], rax
\tmov\teax, DWORD PTR -4[rbp]
\tmov\tBYTE PTR 8[rsp+rdx], al
\tmov\tecx, DWORD PTR fs:[rax]
\tjmp\t.L3
\tjmp\t5
\tmov\teax, foo
\tmov\tRAX, 8
\tlea\trax, [rbx+rcx*4+8]
\tlea\trax, [rbx + rcx*4 + 8]
\tmov\teax , ebx
.att_syntax
\t.foobar 1
\t.BYTE 1
\t.TEXT
\t.Text
.if 0
\t.foobar 1
\t.text
.endif
\t.stabs 1
\t.section .text.x,"ax",@progbits
"""


def parse_without_fast_path(text: str, monkeypatch: pytest.MonkeyPatch) -> parse.ParsedFile:
    with monkeypatch.context() as patch:
        patch.setattr(X86.syntax, "fast_line", lambda *_: False)
        clear_caches()
        return parse_text(text)


@pytest.mark.parametrize("text", [*(path.read_text() for path in FILES), EXTRA], ids=[*(p.stem for p in FILES), "extra"])
def test_fast_path_matches_full_parser(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    slow = parse_without_fast_path(text, monkeypatch)
    clear_caches()
    cold = parse_text(text)
    warm = parse_text(text)
    assert cold.statements == slow.statements and cold.diagnostics == slow.diagnostics
    assert warm.statements == slow.statements and warm.diagnostics == slow.diagnostics


def test_cache_respects_syntax_and_position() -> None:
    clear_caches()
    att = parse_text("\tmovq\t(%rax), %rbx\n\tret\n")
    intel = parse_text(".intel_syntax noprefix\n\tret\n")
    assert [i.syntax for i in att.instructions] == ["att", "att"]
    assert [i.syntax for i in intel.instructions] == ["intel"]
    moved = parse_text("\n\tmovq\t(%rax), %rbx\n")
    assert moved.instructions[0].span == Span(1, 1, 18)


def test_positional_constructor_equals_dataclass_init() -> None:
    new_span = parse_fast._positional_constructor(Span)
    span = new_span(3, 1, 4)
    assert type(span) is Span and span == Span(3, 1, 4) and hash(span) == hash(Span(3, 1, 4))
    built = parse_fast._positional_constructor(Instruction)("ret", (), "att", span, span, "ret", None)
    assert type(built) is Instruction and built == Instruction("ret", (), "att", span, span, text="ret")
    # a target's subclass (x86 adds prefixes and decorations): base fields first, then its own
    x86 = parse_fast._positional_constructor(X86Instruction)("ret", (), "att", span, span, "ret", None, ("rep",),
                                                              None, False, None)
    assert type(x86) is X86Instruction and x86 == X86Instruction("ret", (), "att", span, span, "ret", prefixes=("rep",))
    assert hash(x86) == hash(X86Instruction("ret", (), "att", span, span, "ret", prefixes=("rep",)))
    assert parse_fast._positional_constructor(RegisterOperand)("rax", span) == RegisterOperand("rax", span)
    memory = parse_fast._positional_constructor(MemoryOperand)(span, "fs", 8, None, "rax", None, 1, "qword", None)
    assert memory == MemoryOperand(span, "fs", 8, None, "rax", size="qword")
    with pytest.raises(TypeError):
        new_span(3, 1)  # every field must be passed


def test_built_statements_are_real_frozen_dataclasses() -> None:
    clear_caches()
    instruction = parse_text("\tmovq\t8(%rax,%rbx,2), %rcx\n").instructions[0]
    assert type(instruction) is X86Instruction and type(instruction.span) is Span
    assert [type(operand) for operand in instruction.operands] == [MemoryOperand, RegisterOperand]
    with pytest.raises(AttributeError):
        instruction.mnemonic = "addq"  # type: ignore[misc]
