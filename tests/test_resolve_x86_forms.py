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
        # the x/y/z vector-length suffix on broadcast and register forms (llvm-mc-19 -show-inst)
        ("vfpclasspdz $0xab, (%rax){1to8}, %k1", "VFPCLASSPDZrmb", ["K1", "RAX", None, None]),
        ("vfpclasspdx $171, (%rax){1to2}, %k1 {%k2}", "VFPCLASSPDZ128rmbk", None),
        ("vfpclasspsy $1, %ymm1, %k1", "VFPCLASSPSZ256rr", ["K1", "YMM1"]),
        ("vfpclasspdz $0xab, (%rax), %k1", "VFPCLASSPDZrm", None),
        # a 64-bit destination beside xmm16-31 (GR32orGR64; llvm-mc-19 -show-inst: EAX)
        ("vpextrb $0, %xmm16, %rax", "VPEXTRBZrr", ["EAX", "XMM16"]),
        ("vpextrw $0, %xmm16, %rax", "VPEXTRWZrr", ["EAX", "XMM16"]),
        ("vpinsrb $1, %rax, %xmm16, %xmm17", "VPINSRBZrr", ["XMM17", "XMM16", "EAX"]),
        ("vpinsrw $1, %rax, %xmm16, %xmm17", "VPINSRWZrr", ["XMM17", "XMM16", "EAX"]),
        ("vpextrb $1, %xmm16, %rax", "VPEXTRBZrr", ["EAX", "XMM16"]),
        # EVEX-only spellings (a mask destination) with xmm/ymm/zmm16-31, which no probe wrote
        ("vcmpltps %ymm16, %ymm1, %k1", "VCMPPSZ256rri", ["K1", "YMM1", "YMM16"]),
        ("vpcmpnled %zmm16, %zmm1, %k1", "VPCMPDZrri", ["K1", "ZMM1", "ZMM16"]),
        ("vcmpss $160, %xmm2, %xmm31, %k1", "VCMPSSZrri_Int", ["K1", "XMM31", "XMM2"]),
        # {vex}/{evex} on a four-operand spelling (the operand count is the plain spelling's)
        ("{vex} vshufps $64, %ymm3, %ymm2, %ymm1", "VSHUFPSYrri", ["YMM1", "YMM2", "YMM3"]),
        ("{evex} vshufi32x4 $160, %zmm3, %zmm2, %zmm1", "VSHUFI32X4Zrri", ["ZMM1", "ZMM2", "ZMM3"]),
    ],
)
def test_64bit_forms(isa, text: str, opcode: str, registers: list[str] | None) -> None:
    mc, diags = _resolve(isa, text)
    assert mc is not None, diags
    assert mc.opcode == opcode
    if registers is not None:
        assert [op.name for op in mc.operands if hasattr(op, "name")] == registers


@pytest.mark.parametrize(
    "text",
    [
        "vfpclasspdz $1, (%rax){1to2}, %k1",
        "vfpclasspdx $1, (%rax){1to8}, %k1",
        "vfpclasspdx $1, %zmm1, %k1",
        "vpextrw $0, %xmm16, %rax {%k1}",  # no masked form
    ],
)
def test_llvm_refuses(isa, text: str) -> None:
    # llvm-mc-19: "invalid operand for instruction"
    assert _resolve(isa, text)[0] is None


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
        # Forms whose every 64-bit probe named a 64-bit-only register (`addb %r8b, %bl`), so they
        # were never tried in 32-bit mode; llvm-mc-19 -triple=i686 -show-inst takes them all.
        ("testb %bl, %bl", "TEST8rr", "testb\t%bl, %bl"),
        ("testb %ah, %ah", "TEST8rr", "testb\t%ah, %ah"),
        ("orb %cl, %cl", "OR8rr", "orb\t%cl, %cl"),
        ("addb %bl, %cl", "ADD8rr", "addb\t%bl, %cl"),
        ("subb %dl, %bl", "SUB8rr", "subb\t%dl, %bl"),
        ("adcb %cl, %dl", "ADC8rr", "adcb\t%cl, %dl"),
        ("sbbb %bh, %ch", "SBB8rr", "sbbb\t%bh, %ch"),
        ("xchgb %bl, %cl", "XCHG8rr", "xchgb\t%bl, %cl"),
        ("andb %bh, %bl", "AND8rr", "andb\t%bh, %bl"),
        ("cmpb %dl, %bl", "CMP8rr", "cmpb\t%dl, %bl"),
        ("mulx (%eax), %ecx, %ebx", "MULX32rm", "mulxl\t(%eax), %ecx, %ebx"),
        # LLVM's 32-bit-only aliases: base 10 by default, printed bare
        ("aad", "AAD8i8", "aad"),
        ("aam", "AAM8i8", "aam"),
        ("aad $10", "AAD8i8", "aad"),
        ("aad $7", "AAD8i8", "aad\t$7"),
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
        # APX forms of the byte instructions above: never tried in 32-bit mode either, but their
        # opcodes have no 32-bit spelling at all, so they stay refused (llvm-mc-19 -triple=i686)
        ("addb %bl, %cl, %dl", "instruction requires: 64-bit mode"),
        ("rorb $3, %bl, %cl", "instruction requires: 64-bit mode"),
    ],
)
def test_32bit_refuses_64bit_only(isa, text: str, message: str) -> None:
    mc, diags = _resolve(isa, text, 32)
    assert mc is None
    assert diags and message in diags[0].message
    assert _resolve(isa, text)[0] is not None  # accepted in 64-bit mode


def test_to_32bit_is_the_exporters_rewrite() -> None:
    from mcalens.analysis.targets.x86.spellings import to_32bit

    assert to_32bit("movq %rax, 88(%rdi,%rsi,4)", False) == "movq %eax, 88(%edi,%esi,4)"
    assert to_32bit("mov rax, qword ptr [rdi + 8*rsi]", True) == "mov eax, qword ptr [edi + 8*esi]"
    assert to_32bit("addb %r8b, %bl", False) is None  # never tried in 32-bit mode
    assert to_32bit("vaddps %xmm9, %xmm1, %xmm2", False) is None
    assert to_32bit("movb %sil, %al", False) is None
    assert to_32bit("cqto", False) == "cqto"


def test_unprobed_rejections_are_dropped_only_for_opcodes_32bit_mode_takes() -> None:
    from mcalens.analysis.targets.x86.spellings import REJECTED_IN_32BIT, drop_unprobed_rejections

    forms = [["TEST8rr", 0, ""], ["ADD8rr_ND", 0, ""], ["CQO", 0, ""]]
    keys = {
        "testb al,r8|": 0,  # tried in 32-bit mode and taken there (no "32:" entry)
        "testb r8,r8|": 0,
        "32:testb r8,r8|": REJECTED_IN_32BIT,  # never tried: only `%r8b` probes
        "addb r8,r8,r8|": 1,
        "32:addb r8,r8,r8|": REJECTED_IN_32BIT,  # never tried, and no 32-bit form of ADD8rr_ND
        "cqto |": 2,
        "32:cqto |": REJECTED_IN_32BIT,  # tried and refused
    }
    assert drop_unprobed_rejections(keys, forms, probed={"testb al,r8|", "cqto |"}) == 1
    assert "32:testb r8,r8|" not in keys
    assert keys["32:addb r8,r8,r8|"] == keys["32:cqto |"] == REJECTED_IN_32BIT


def test_the_last_encoding_pseudo_prefix_wins(isa) -> None:
    # llvm-mc-19 -show-inst: `{vex} {evex} vcmpss $160, %xmm2, %xmm1, %k1` is VCMPSSZrri_Int,
    # printed `{evex}\tvcmpss\t$160, %xmm2, %xmm1, %k1`
    mc, diags = _resolve(isa, "{vex} {evex} vcmpss $160, %xmm2, %xmm1, %k1")
    assert mc is not None, diags
    assert mc.opcode == "VCMPSSZrri_Int"
    assert print_inst(mc, isa) == "{evex}\tvcmpss\t$160, %xmm2, %xmm1, %k1"
