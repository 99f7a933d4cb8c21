"""Printer: McInst -> LLVM 19 MCInstPrinter text, byte for byte (AT&T, Intel, -print-imm-hex).

Expectations come from `tests/data/asm/llvm_mc_golden.jsonl` (recorded with llvm-mc-19, whose asm
streamer prints with the same MCInstPrinter llvm-mca uses); llvm-mca trims leading whitespace.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.isa import load_isa
from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg
from mcalens.analysis.targets.x86.printer import expression_text, print_inst
from mcalens.analysis.targets.x86.resolve import resolve

DATA = Path(__file__).parent / "data" / "asm"
GOLDEN = [json.loads(line) for line in (DATA / "llvm_mc_golden.jsonl").read_text().splitlines() if line]


@pytest.fixture(scope="module")
def isa():
    return load_isa()


@pytest.fixture(scope="module")
def resolved(isa):
    rows = []
    for syntax, text, _opcode, _operands, att, intel, att_hex in GOLDEN:
        header = ".intel_syntax noprefix\n" if syntax == "intel" else ""
        [instr] = parse_text(header + text).instructions
        inst, _ = resolve(instr, isa)
        rows.append((text, inst, att, intel, att_hex))
    return rows


@pytest.mark.parametrize(
    ("column", "options"),
    [
        pytest.param(2, {"syntax": "att"}, id="att"),
        pytest.param(3, {"syntax": "intel"}, id="intel"),
        pytest.param(4, {"syntax": "att", "imm_hex": True}, id="att-imm-hex"),
    ],
)
def test_golden_printing(isa, resolved, column, options):
    failures = [
        (row[0], print_inst(row[1], isa, **options), row[column])
        for row in resolved
        if row[1] is not None and print_inst(row[1], isa, **options) != row[column]
    ]
    assert failures == []


@pytest.mark.parametrize(
    ("inst", "syntax", "expected"),
    [
        pytest.param(McInst("VMULPSrr", (Reg("XMM2"), Reg("XMM1"), Reg("XMM0"))), "att",
                     "vmulps\t%xmm0, %xmm1, %xmm2", id="three-operand-avx"),
        pytest.param(McInst("MOV64rm", (Reg("RAX"), Reg("RDI"), Imm(1), Reg(None), Imm(0), Reg(None))), "att",
                     "movq\t(%rdi), %rax", id="plain-load"),
        pytest.param(McInst("MOV32rm", (Reg("EAX"), Reg("RBX"), Imm(8), Reg("RCX"), Imm(-16), Reg("FS"))), "intel",
                     "mov\teax, dword ptr fs:[rbx + 8*rcx - 16]", id="intel-memory"),
        pytest.param(McInst("JCC_1", (Expr(".L7"), Imm(15))), "att", "jg\t.L7", id="condition-code"),
        pytest.param(McInst("VCMPPSrri", (Reg("XMM1"), Reg("XMM2"), Reg("XMM3"), Imm(0))), "att",
                     "vcmpeqps\t%xmm3, %xmm2, %xmm1", id="predicate-alias"),
        pytest.param(McInst("VCMPPSrri", (Reg("XMM1"), Reg("XMM2"), Reg("XMM3"), Imm(40))), "att",
                     "vcmpps\t$40, %xmm3, %xmm2, %xmm1", id="predicate-out-of-alias-range"),
        pytest.param(McInst("ADD32mi8", (Reg("RAX"), Imm(1), Reg(None), Imm(0), Reg(None), Imm(1)), flags=16), "att",
                     "lock\t\taddl\t$1, (%rax)", id="lock-flag"),
        pytest.param(McInst("PSHUFDri", (Reg("XMM2"), Reg("XMM1"), Imm(-1))), "att",
                     "pshufd\t$255, %xmm1, %xmm2", id="u8-immediate"),
        pytest.param(McInst("ST_FPrr", (Reg("ST0"),)), "att", "fstp\t%st(0)", id="x87-stack-register"),
    ],
)  # fmt: skip
def test_examples(isa, inst, syntax, expected):
    assert print_inst(inst, isa, syntax=syntax) == expected


def test_imm_hex(isa):
    inst = McInst("ADD32ri", (Reg("ECX"), Reg("ECX"), Imm(-300)))
    assert print_inst(inst, isa, imm_hex=True) == "addl\t$-0x12c, %ecx"
    assert print_inst(inst, isa, syntax="intel", imm_hex=True) == "add\tecx, -0x12c"


def test_expression_text_normalised():
    assert expression_text("tls_var@tpoff") == "tls_var@TPOFF"
    assert expression_text("foo + 8") == "foo+8"


def test_unknown_opcode_falls_back(isa):
    text = print_inst(McInst("NOT_AN_OPCODE", (Reg("RAX"), Imm(3))), isa)
    assert text == "not_an_opcode\t%rax, 3"
