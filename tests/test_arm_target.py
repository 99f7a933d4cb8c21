"""The 32-bit Arm target: triples, the resolver (conditions, IT blocks, narrow/wide Thumb forms,
shifted operands, register lists, VFP in Thumb) and the printer, against llvm-mc-19's answers.

Each expected McInst is llvm-mc-19's, recorded with
    llvm-mc-19 -show-inst -triple=<triple> [-mcpu=cortex-m4] t.s
(register numbers written as the ISA's names), and each printed text is the one llvm-mc printed.
"""

from __future__ import annotations

import pytest
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.mcinst import Imm, McInst, Reg
from mcalens.analysis.targets.target import target_for_triple, target_name

M4 = "thumbv7m-none-eabi"
A32 = "armv7a-none-eabi"
NO = Reg(None)


def _resolve(text: str, triple: str) -> list[tuple[McInst | None, str]]:
    target = target_for_triple(triple)
    isa = target.load_isa()
    parsed = parse_text(text, target)
    out: list[tuple[McInst | None, str]] = []
    for inst in parsed.instructions:
        mc, diags = target.assembler.resolve(inst, isa, triple)
        if mc is None:
            out.append((None, target.assembler.resolve_failure(inst, diags, isa)[1]))
        else:
            out.append((mc, target.printer.print_inst(mc, isa, 0, False, triple)))
    return out


def test_triples_name_the_arm_target() -> None:
    for triple in ("thumbv7m-none-eabi", "armv7a-none-eabi", "thumbv8.1m.main-none-eabi", "arm-eabi", "armv8",
                   "thumbv7-m.main-none-none-eabi", "thumb"):
        assert target_name(triple) == "arm", triple
    for triple in ("arm64-apple-macos", "aarch64-linux-gnu"):
        assert target_name(triple) == "aarch64"


# llvm-mc-19 -show-inst -triple=thumbv7m-none-eabi -mcpu=cortex-m4
THUMB_CASES = [
    ("adds r0, r1, #1", McInst("tADDi3", (Reg("R0"), Reg("CPSR"), Reg("R1"), Imm(1), Imm(14), NO)),
     "adds\tr0, r1, #1"),
    ("add r0, r1, #1", McInst("t2ADDri", (Reg("R0"), Reg("R1"), Imm(1), Imm(14), NO, NO)), "add.w\tr0, r1, #1"),
    ("ldr r0, [r1, #4]", McInst("tLDRi", (Reg("R0"), Reg("R1"), Imm(1), Imm(14), NO)), "ldr\tr0, [r1, #4]"),
    ("ldr r2, [sp, #8]", McInst("tLDRspi", (Reg("R2"), Reg("SP"), Imm(2), Imm(14), NO)), "ldr\tr2, [sp, #8]"),
    ("ldr r0, [r1, #-4]", McInst("t2LDRi8", (Reg("R0"), Reg("R1"), Imm(-4), Imm(14), NO)), "ldr\tr0, [r1, #-4]"),
    ("vadd.f32 s0, s1, s2", McInst("VADDS", (Reg("S0"), Reg("S1"), Reg("S2"), Imm(14), NO)),
     "vadd.f32\ts0, s1, s2"),
    ("push {r4-r7, lr}", McInst("tPUSH", (Imm(14), NO, Reg("R4"), Reg("R5"), Reg("R6"), Reg("R7"), Reg("LR"))),
     "push\t{r4, r5, r6, r7, lr}"),
]


@pytest.mark.parametrize(("text", "expected", "printed"), THUMB_CASES)
def test_thumb_resolves_and_prints_as_llvm_mc(text: str, expected: McInst, printed: str) -> None:
    [(mc, out)] = _resolve(text, M4)
    assert mc == expected
    assert out == printed


def test_it_block_makes_the_narrow_form_quiet() -> None:
    # inside `it ne`, `addne r0, r1, #1` is the 16-bit tADDi3 without flags (cc_out no register)
    results = _resolve("it ne\naddne r0, r1, #1\n", M4)
    assert results[0] == (McInst("t2IT", (Imm(1), Imm(8))), "it\tne")
    assert results[1] == (McInst("tADDi3", (Reg("R0"), NO, Reg("R1"), Imm(1), Imm(1), Reg("CPSR"))),
                          "addne\tr0, r1, #1")


def test_predicated_outside_it_block_is_refused() -> None:
    # llvm-mc-19 -triple=thumbv7m-none-eabi: "predicated instructions must be in IT block"
    [(mc, message)] = _resolve("addne r0, r1, r2\n", M4)
    assert mc is None
    assert message == "predicated instructions must be in IT block"


# llvm-mc-19 -show-inst -triple=armv7a-none-eabi
ARM_CASES = [
    ("add r3, r1, r12, lsl #2", McInst("ADDrsi", (Reg("R3"), Reg("R1"), Reg("R12"), Imm(18), Imm(14), NO, NO)),
     "add\tr3, r1, r12, lsl #2"),
    ("ldr r0, [r1, #-4]", McInst("LDRi12", (Reg("R0"), Reg("R1"), Imm(-4), Imm(14), NO)), "ldr\tr0, [r1, #-4]"),
    ("ldmia r2!, {r3, r4, r5}", McInst("LDMIA_UPD", (Reg("R2"), Reg("R2"), Imm(14), NO, Reg("R3"), Reg("R4"),
                                                     Reg("R5"))), "ldm\tr2!, {r3, r4, r5}"),
    ("vldr d0, [r0, #8]", McInst("VLDRD", (Reg("D0"), Reg("R0"), Imm(2), Imm(14), NO)), "vldr\td0, [r0, #8]"),
]


@pytest.mark.parametrize(("text", "expected", "printed"), ARM_CASES)
def test_arm_resolves_and_prints_as_llvm_mc(text: str, expected: McInst, printed: str) -> None:
    [(mc, out)] = _resolve(text, A32)
    assert mc == expected
    assert out == printed


def test_thumb_directive_switches_mode() -> None:
    # `.thumb` in an armv7a file: `adds r0, r1, #1` is tADDi3 as in a Thumb triple
    results = _resolve(".thumb\nadds r0, r1, #1\n.arm\nadds r0, r1, #1\n", A32)
    assert [mc.opcode for mc, _ in results if mc is not None] == ["tADDi3", "ADDri"]


def test_hostile_operands_never_raise() -> None:
    for text in ("ldr r0, [r1", "push {r9-r2}", "add r0, r1, lsl", "vmov d0[x], r1", "it", "ldr r0, [r1:zz]",
                 "add r0, #1 +", "b", "{", "[", "mov r0, #(1"):
        _resolve(text + "\n", M4)
        _resolve(text + "\n", A32)
