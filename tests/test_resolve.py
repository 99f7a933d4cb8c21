"""Resolver: assembly -> the LLVM opcode and MC operands llvm-mc 19 produces.

Most expectations come from `tests/data/asm/llvm_mc_golden.jsonl`, recorded from `llvm-mc-19 -show-inst`
by `tools/validate_parser.py --record` (hand-picked spellings, gcc 12 output, BHive blocks).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mcalens.analysis.diagnostics import Severity
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.isa import load_isa
from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg
from mcalens.analysis.source import Span
from mcalens.analysis.targets.x86.printer import print_inst
from mcalens.analysis.targets.x86.resolve import AMBIGUOUS_SIZE, NO_MATCHING_FORM, UNKNOWN_MNEMONIC, resolve
from mcalens.analysis.targets.x86.syntax import (
    ImmediateOperand,
    MemoryOperand,
    RegisterOperand,
    SymbolOperand,
)
from mcalens.analysis.targets.x86.syntax import X86Instruction as Instruction

DATA = Path(__file__).parent / "data" / "asm"
GOLDEN = [json.loads(line) for line in (DATA / "llvm_mc_golden.jsonl").read_text().splitlines() if line]


@pytest.fixture(scope="module")
def isa():
    return load_isa()


def parse_one(text: str, syntax: str = "att") -> Instruction:
    header = ".intel_syntax noprefix\n" if syntax == "intel" else ""
    instructions = parse_text(header + text).instructions
    assert len(instructions) == 1, text
    return instructions[0]


def check(isa, text: str, syntax: str = "att") -> McInst:
    inst, diagnostics = resolve(parse_one(text, syntax), isa)
    assert diagnostics == [], text
    assert inst is not None
    return inst


def operand_strings(inst: McInst, isa) -> list[str]:
    """Our operands in llvm-mc's -show-inst notation (register numbers, immediates, Expr)."""
    out = []
    for op in inst.operands:
        if isinstance(op, Reg):
            out.append(f"Reg:{isa.registers[op.name].number if op.name else 0}")
        elif isinstance(op, Imm):
            out.append(f"Imm:{op.value}")
        else:
            out.append("Expr")
    return out


def test_golden_opcodes_and_operands(isa):
    """Every recorded line resolves to llvm-mc's opcode with the same MC operands."""
    failures = []
    for syntax, text, opcode, operands, *_ in GOLDEN:
        inst, _ = resolve(parse_one(text, syntax), isa)
        theirs = ["Expr" if item.startswith("Expr:") else item for item in operands]
        if inst is None or inst.opcode != opcode or operand_strings(inst, isa) != theirs:
            failures.append((text, opcode, inst))
    assert failures == []
    assert len(GOLDEN) > 2500


@pytest.mark.parametrize(
    ("text", "opcode", "operands"),
    [
        pytest.param("addl $127, %ecx", "ADD32ri8", (Reg("ECX"), Reg("ECX"), Imm(127)), id="imm8-form"),
        pytest.param("addl $128, %ecx", "ADD32ri", (Reg("ECX"), Reg("ECX"), Imm(128)), id="imm32-form"),
        pytest.param("addl $300, %eax", "ADD32i32", (Imm(300),), id="accumulator-form"),
        pytest.param("movq $2147483648, %rax", "MOV64ri", (Reg("RAX"), Imm(2147483648)), id="movabs-needed"),
        pytest.param("shll %eax", "SHL32r1", (Reg("EAX"), Reg("EAX")), id="shift-by-one"),
        pytest.param("jne .L3", "JCC_1", (Expr(".L3"), Imm(5)), id="jcc-condition-operand"),
        pytest.param("jz .L3", "JCC_1", (Expr(".L3"), Imm(4)), id="jcc-alias"),
        pytest.param("vmovaps %xmm9, %xmm3", "VMOVAPSrr_REV", (Reg("XMM3"), Reg("XMM9")), id="vex2-swap"),
        pytest.param(
            "movq .LC0+8(%rip), %rax",
            "MOV64rm",
            (Reg("RAX"), Reg("RIP"), Imm(1), Reg(None), Expr(".LC0+8"), Reg(None)),
            id="rip-relative-symbol",
        ),
        pytest.param(
            "vaddps {rz-sae}, %zmm3, %zmm2, %zmm1 {%k7}",
            "VADDPSZrrbk",
            (Reg("ZMM1"), Reg("ZMM1"), Reg("K7"), Reg("ZMM2"), Reg("ZMM3"), Imm(3)),
            id="mask-and-rounding",
        ),
        pytest.param("{evex} vaddps %xmm1, %xmm2, %xmm3", "VADDPSZ128rr", None, id="forced-evex"),
        pytest.param("vaddps %xmm17, %xmm2, %xmm3", "VADDPSZ128rr", None, id="xmm16-needs-evex"),
        pytest.param("cmpeqps %xmm1, %xmm2", "CMPPSrri", None, id="predicate-in-mnemonic"),
        pytest.param("add %eax, %ebx", "ADD32rr", None, id="suffixless-att"),
    ],
)
def test_att_choices(isa, text, opcode, operands):
    inst = check(isa, text)
    assert inst.opcode == opcode
    if operands is not None:
        assert inst.operands == operands


def test_prefixes_become_flags(isa):
    assert check(isa, "lock addl $1, (%rax)").flags == 16
    rep = check(isa, "rep movsb")
    assert (rep.opcode, rep.flags) == ("MOVSB", 8)
    assert check(isa, "movsb").flags == 0
    assert check(isa, "lock").opcode == "LOCK_PREFIX"


@pytest.mark.parametrize(
    ("text", "opcode"),
    [
        pytest.param("add DWORD PTR [rdi+rsi*4+88], 3", "ADD32mi8", id="sized-memory"),
        pytest.param("mov eax, [rdi]", "MOV32rm", id="unsized-memory"),
        pytest.param("vaddps zmm1 {k1} {z}, zmm2, zmm3", "VADDPSZrrkz", id="zero-masking"),
        pytest.param("lea rsi, .LC0[rip+8]", "LEA64r", id="gcc-rip-symbol"),
        pytest.param("xchg rax, QWORD PTR counter[rip]", "XCHG64rm", id="swapped-xchg"),
    ],
)
def test_intel_choices(isa, text, opcode):
    assert check(isa, text, "intel").opcode == opcode


def test_intel_operands_in_mcinst_order(isa):
    att = check(isa, "vaddps %zmm3, %zmm2, %zmm1 {%k1} {z}")
    intel = check(isa, "vaddps zmm1 {k1} {z}, zmm2, zmm3", "intel")
    assert att == intel
    assert att.operands == (Reg("ZMM1"), Reg("K1"), Reg("ZMM2"), Reg("ZMM3"))


def test_unknown_mnemonic_suggests(isa):
    inst, diagnostics = resolve(parse_one("vaddpx %xmm1, %xmm2, %xmm3"), isa)
    assert inst is None
    [diag] = diagnostics
    assert diag.code == UNKNOWN_MNEMONIC and diag.severity == Severity.ERROR
    assert "vaddpx" in diag.message and "did you mean" in diag.message
    assert diag.span == Span(0, 0, 6)


def test_invalid_operands(isa):
    inst, diagnostics = resolve(parse_one("addl %eax"), isa)
    assert inst is None
    [diag] = diagnostics
    assert diag.code == NO_MATCHING_FORM
    assert "addl" in diag.message and "addl $" in diag.message


def test_odd_instruction_objects_never_raise(isa):
    span = Span(0, 0, 1)
    odd = [
        Instruction("", (), "att", span, span),
        Instruction(
            "addl", (MemoryOperand(span), MemoryOperand(span), MemoryOperand(span)), "att", span, span
        ),
        Instruction(
            "movq", (ImmediateOperand(None, "foo", span), RegisterOperand("bogus", span)), "att", span, span
        ),
        Instruction(
            "vaddps", (RegisterOperand("xmm1", span),) * 3, "intel", span, span, mask="k9", rounding="xx"
        ),
    ]
    for instr in odd:
        inst, diagnostics = resolve(instr, isa)
        assert inst is not None or diagnostics


def test_garbage_text_never_raises(isa):
    lines = ["mov %eax,", "add $, %eax", "vaddps {%k1}", "jmp *", "lea (%rax,%rbx,3), %rcx", "xyzzy 1, 2, 3"]
    for instr in parse_text("\n".join(lines)).instructions:
        inst, diagnostics = resolve(instr, isa)
        assert inst is not None or diagnostics


def test_resolving_2000_lines_is_fast(isa):
    instructions = [parse_one(text, syntax) for syntax, text, *_ in GOLDEN[:2000]]
    resolve(instructions[0], isa)  # tables loaded
    started = time.process_time()
    for instr in instructions:
        resolve(instr, isa)
    elapsed = time.process_time() - started
    assert elapsed < 0.25, f"{elapsed * 1000:.0f} ms for 2000 instructions"


@pytest.mark.llvm
@pytest.mark.skipif(shutil.which("llvm-mc-19") is None, reason="llvm-mc-19 not installed")
def test_validator_agrees_with_live_llvm_mc():
    tool = Path(__file__).parents[1] / "tools" / "validate_parser.py"
    result = subprocess.run(
        [sys.executable, str(tool), "--printer", str(DATA / "special_att.s"), str(DATA / "special_intel.s")],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "opcode agreement:" in result.stdout
    assert "= 100.000%" in result.stdout, result.stdout


@pytest.mark.parametrize(
    ("text", "opcode"),
    [
        pytest.param("mov eax, [rdi]", "MOV32rm", id="register-implies-size"),
        pytest.param("push [rax]", "PUSH64rmm", id="stack-default-qword"),
        pytest.param("vaddps zmm1, zmm2, [rdi]{1to16}", "VADDPSZrmb", id="unsized-broadcast"),
        pytest.param("lea rax, [rdi+8]", "LEA64r", id="lea-has-no-size"),
    ],
)
def test_intel_unsized_memory(isa, text, opcode):
    assert check(isa, text, "intel").opcode == opcode


def test_intel_unsized_memory_ambiguous(isa):
    inst, diagnostics = resolve(parse_one("add [rax], 1", "intel"), isa)
    assert inst is None
    [diag] = diagnostics
    assert diag.code == AMBIGUOUS_SIZE
    assert "dword ptr (ADD32mi8)" in diag.message and "byte ptr (ADD8mi)" in diag.message


_REGISTERS = [
    "eax",
    "rax",
    "al",
    "cl",
    "xmm0",
    "xmm9",
    "xmm17",
    "ymm3",
    "zmm30",
    "k1",
    "st",
    "st(3)",
    "cs",
    "bogus",
]
_SIZES = [None, "byte", "dword", "zmmword", "weird"]


@st.composite
def _operands(draw):
    span = Span(0, 0, 1)
    kind = draw(st.integers(0, 3))
    if kind == 0:
        return RegisterOperand(draw(st.sampled_from(_REGISTERS)), span)
    if kind == 1:
        value = draw(st.one_of(st.none(), st.integers(-(2**70), 2**70)))
        return ImmediateOperand(value, "sym" if value is None else str(value), span)
    if kind == 2:
        return MemoryOperand(
            span,
            segment=draw(st.sampled_from([None, "fs", "zz"])),
            displacement=draw(st.integers(-(2**40), 2**40)),
            symbol=draw(st.sampled_from([None, "x", "foo@GOTPCREL"])),
            base=draw(st.sampled_from([None, "rax", "rip", "xmm1", "nope"])),
            index=draw(st.sampled_from([None, "rbx", "zmm2"])),
            scale=draw(st.sampled_from([1, 2, 3, 8])),
            size=draw(st.sampled_from(_SIZES)),
            broadcast=draw(st.sampled_from([None, "1to16", "1to99"])),
        )
    return SymbolOperand(draw(st.sampled_from([".L1", "foo@PLT", ""])), span, draw(st.booleans()))


@settings(max_examples=300, deadline=None)
@given(
    mnemonic=st.sampled_from(
        ["addl", "add", "vaddps", "mov", "movq", "jne", "call", "fadd", "kmovw", "xyz", ""]
    ),
    operands=st.lists(_operands(), max_size=4),
    syntax=st.sampled_from(["att", "intel"]),
    mask=st.sampled_from([None, "k1", "k9"]),
    zeroing=st.booleans(),
    rounding=st.sampled_from([None, "rn-sae", "sae", "bogus"]),
    prefixes=st.sampled_from([(), ("lock",), ("{evex}",), ("{vex}", "rep")]),
)
def test_resolve_never_fails_internally(isa, mnemonic, operands, syntax, mask, zeroing, rounding, prefixes):
    span = Span(0, 0, 1)
    instr = Instruction(
        mnemonic, tuple(operands), syntax, span, span, mnemonic, None, prefixes, mask, zeroing, rounding
    )
    inst, diagnostics = resolve(instr, isa)
    assert (inst is None) == bool(diagnostics)
    assert all(d.code != "MCL309" for d in diagnostics), diagnostics
    if inst is not None:
        for printed in (print_inst(inst, isa), print_inst(inst, isa, syntax="intel", imm_hex=True)):
            assert printed and not printed[0].isspace()
