"""Forms the learned spelling table once missed (issue 11), with llvm-mc-19 -show-inst's answers,
in 64-bit and 32-bit mode."""

from __future__ import annotations

import pytest
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.isa import load_isa
from mcalens.analysis.targets.x86.printer import print_inst
from mcalens.analysis.targets.x86.resolve import resolve


@pytest.fixture(scope="module")
def isa():
    return load_isa()


def _resolve(isa, text: str, mode: int = 64):
    instr = parse_text(text).instructions[0]
    return resolve(instr, isa, mode)


@pytest.mark.parametrize(
    ("text", "opcode", "registers"),
    [
        ("vaddps %zmm16, %zmm1, %zmm19", "VADDPSZrr", ["ZMM19", "ZMM1", "ZMM16"]),
        ("vaddps %xmm16, %xmm9, %xmm19", "VADDPSZ128rr", ["XMM19", "XMM9", "XMM16"]),
        ("vpshufb %ymm23, %ymm24, %ymm2", "VPSHUFBZ256rr", ["YMM2", "YMM24", "YMM23"]),
        ("vporq %zmm0, %zmm17, %zmm17", "VPORQZrr", ["ZMM17", "ZMM17", "ZMM0"]),
        ("movmskps %xmm0, %rcx", "MOVMSKPSrr", ["ECX", "XMM0"]),
        ("vpmovmskb %ymm0, %rcx", "VPMOVMSKBYrr", ["ECX", "YMM0"]),
        ("movsx %r9d, %r9", "MOVSX64rr32", ["R9", "R9D"]),
        ("blendvpd %xmm0, %xmm2", "BLENDVPDrr0", ["XMM2", "XMM2", "XMM0"]),
        ("sha256rnds2 %xmm0, %xmm2", "SHA256RNDS2rr", ["XMM2", "XMM2", "XMM0"]),
        ("invlpga %rax, %ecx", "INVLPGA64", []),
        ("int3", "INT3", []),
        ("int $3", "INT3", []),
        ("int $7", "INT", []),
        ("popq %gs", "POPGS64", []),
        ("popq %fs", "POPFS64", []),
        ("vgatherqps (%rax,%xmm1,4), %xmm2 {%k1}", "VGATHERQPSZ128rm", None),
        ("vgatherqps (%rax,%ymm1,4), %xmm2 {%k1}", "VGATHERQPSZ256rm", None),
        ("vgatherqps %xmm0, (%rax,%xmm1,4), %xmm2", "VGATHERQPSrm", None),
        ("vgatherqps %xmm0, (%rax,%ymm1,4), %xmm2", "VGATHERQPSYrm", None),
        ("vpgatherqd (%rax,%xmm1,4), %xmm2 {%k1}", "VPGATHERQDZ128rm", None),
    ],
)
def test_64bit_forms(isa, text: str, opcode: str, registers: list[str] | None) -> None:
    mc, diags = _resolve(isa, text)
    assert mc is not None, diags
    assert mc.opcode == opcode
    if registers is not None:
        assert [op.name for op in mc.operands if hasattr(op, "name")] == registers


def test_int_immediate_is_kept(isa) -> None:
    mc, _ = _resolve(isa, "int $7")
    assert [getattr(op, "value", None) for op in mc.operands] == [7]


@pytest.mark.parametrize(
    ("text", "opcode", "printed"),
    [
        ("pushl %eax", "PUSH32r", "pushl\t%eax"),
        ("push %eax", "PUSH32r", "pushl\t%eax"),
        ("incl %eax", "INC32r_alt", "incl\t%eax"),
        ("call foo", "CALLpcrel32", "calll\tfoo"),
        ("leal 4(%eax,%ebx,2), %edx", "LEA32r", "leal\t4(%eax,%ebx,2), %edx"),
        ("addl %ebx, %eax", "ADD32rr", "addl\t%ebx, %eax"),
    ],
)
def test_32bit_forms(isa, text: str, opcode: str, printed: str) -> None:
    mc, diags = _resolve(isa, text, 32)
    assert mc is not None, diags
    assert mc.opcode == opcode
    assert print_inst(mc, isa, mode=32) == printed


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("addq %rax, %rbx", "register %rax is only available in 64-bit mode"),
        ("movl (%r8), %eax", "register %r8 is only available in 64-bit mode"),
        ("vaddps %xmm9, %xmm1, %xmm2", "register %xmm9 is only available in 64-bit mode"),
        ("cltq", "instruction requires: 64-bit mode"),
        ("{nf} addl %eax, %ebx", "instruction requires: 64-bit mode"),
    ],
)
def test_32bit_refuses_64bit_only(isa, text: str, message: str) -> None:
    mc, diags = _resolve(isa, text, 32)
    assert mc is None
    assert diags and message in diags[0].message
    assert _resolve(isa, text)[0] is not None  # accepted in 64-bit mode
