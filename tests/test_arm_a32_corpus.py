"""A- and R-profile forms found by tools/arm_corpus_mcalens.py's run over real compiled loops (gcc and
clang for Cortex-A9/A15/A57/A72, A32 and Thumb-2): each text with the McInst and printed text
`llvm-mc-19 -show-inst` gives for it (the command is named by each case)."""

from __future__ import annotations

import pytest
from arm_resolve import resolve_on
from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg

A32 = "armv7a-none-eabi"
T32 = "thumbv7a-none-eabi"
NO = Reg(None)


def _resolve_on(text: str, triple: str, cpu: str = "cortex-a9") -> list[tuple[McInst | None, str]]:
    mode = "\t.thumb\n" if triple.startswith("thumb") else "\t.arm\n"
    return resolve_on("\t.syntax unified\n" + mode + text, triple, cpu)


ASL_CASES = [
    # `asl` is ARMAsmParser's other name for lsl, in shifted registers and in memory offsets alike: gcc
    # -O3 -marm -mcpu=cortex-a15 writes `ldrls pc, [pc, r2, asl #2]` for a switch's jump (lz4's
    # xxhash.c). llvm-mc-19 -show-inst -triple=armv7a-none-eabi -mcpu=cortex-a9 (and thumbv7a for T32)
    ("ldrls pc, [pc, r2, asl #2]", A32,
     McInst("LDRrs", (Reg("PC"), Reg("PC"), Reg("R2"), Imm(16386), Imm(9), Reg("CPSR"))), "ldrls\tpc, [pc, r2, lsl #2]"),
    ("add r0, r1, r2, asl r3", A32,
     McInst("ADDrsr", (Reg("R0"), Reg("R1"), Reg("R2"), Reg("R3"), Imm(2), Imm(14), NO, NO)), "add\tr0, r1, r2, lsl r3"),
    ("cmp r0, r1, ASL #3", A32, McInst("CMPrsi", (Reg("R0"), Reg("R1"), Imm(26), Imm(14), NO)), "cmp\tr0, r1, lsl #3"),
    ("str r0, [r1, -r2, asl #1]", A32,
     McInst("STRrs", (Reg("R0"), Reg("R1"), Reg("R2"), Imm(20481), Imm(14), NO)), "str\tr0, [r1, -r2, lsl #1]"),
    ("ldr r0, [r1], r2, asl #2", A32,
     McInst("LDR_POST_REG", (Reg("R0"), Reg("R1"), Reg("R1"), Reg("R2"), Imm(16386), Imm(14), NO)),
     "ldr\tr0, [r1], r2, lsl #2"),
    ("ldr r0, [r1, r2, asl #2]", T32, McInst("t2LDRs", (Reg("R0"), Reg("R1"), Reg("R2"), Imm(2), Imm(14), NO)),
     "ldr.w\tr0, [r1, r2, lsl #2]"),
    ("add r0, r1, r2, asl #2", T32,
     McInst("t2ADDrs", (Reg("R0"), Reg("R1"), Reg("R2"), Imm(18), Imm(14), NO, NO)), "add.w\tr0, r1, r2, lsl #2"),
]


@pytest.mark.parametrize(("text", "triple", "expected", "printed"), ASL_CASES)
def test_asl_is_lsl(text: str, triple: str, expected: McInst, printed: str) -> None:
    [(mc, out)] = _resolve_on(text + "\n", triple)
    assert mc == expected
    assert out == printed


def test_ssat_takes_no_asl() -> None:
    # llvm-mc-19 -triple=armv7a-none-eabi: "operand must be a register in range [r0, r14]" (ssat's own
    # shift parser knows lsl and asr only)
    assert all(mc is None and message for mc, message in _resolve_on("ssat r0, #8, r1, asl #2\n", A32))
    [(mc, _)] = _resolve_on("ssat r0, #8, r1, lsl #2\n", A32)
    assert mc is not None and mc.opcode == "SSAT"


LABEL_LOAD_CASES = [
    # A32 loads of a label (gcc's literal pool entries, `ldr r0, .L440+296`): llvm-mc-19 -show-inst
    # -triple=armv7a-none-eabi -mcpu=cortex-a9; the label sits in the addressing mode's place, printed
    # alone, an offset after `#` (an MCBinaryExpr)
    ("ldr r0, .L19+8", McInst("LDRi12", (Reg("R0"), Expr(".L19+8"), Imm(0), Imm(14), NO)), "ldr\tr0, #.L19+8"),
    ("ldr r0, .L19 + 0x8", McInst("LDRi12", (Reg("R0"), Expr(".L19+8"), Imm(0), Imm(14), NO)), "ldr\tr0, #.L19+8"),
    ("ldr r0, .L19", McInst("LDRi12", (Reg("R0"), Expr(".L19"), Imm(0), Imm(14), NO)), "ldr\tr0, .L19"),
    ("ldrne r0, .L19", McInst("LDRi12", (Reg("R0"), Expr(".L19"), Imm(0), Imm(1), Reg("CPSR"))), "ldrne\tr0, .L19"),
    ("ldr pc, .L19", McInst("LDRi12", (Reg("PC"), Expr(".L19"), Imm(0), Imm(14), NO)), "ldr\tpc, .L19"),
    ("ldrb r1, .L19", McInst("LDRBi12", (Reg("R1"), Expr(".L19"), Imm(0), Imm(14), NO)), "ldrb\tr1, .L19"),
    ("ldrh r1, .L19", McInst("LDRH", (Reg("R1"), Expr(".L19"), NO, Imm(0), Imm(14), NO)), "ldrh\tr1, .L19"),
    ("ldrsb r1, .L19+2", McInst("LDRSB", (Reg("R1"), Expr(".L19+2"), NO, Imm(0), Imm(14), NO)), "ldrsb\tr1, #.L19+2"),
    ("ldrsh r1, .L19", McInst("LDRSH", (Reg("R1"), Expr(".L19"), NO, Imm(0), Imm(14), NO)), "ldrsh\tr1, .L19"),
    ("ldrd r0, r1, .L19+8", McInst("LDRD", (Reg("R0"), Reg("R1"), Expr(".L19+8"), NO, Imm(0), Imm(14), NO)),
     "ldrd\tr0, r1, #.L19+8"),
]


@pytest.mark.parametrize(("text", "expected", "printed"), LABEL_LOAD_CASES)
def test_a32_label_loads(text: str, expected: McInst, printed: str) -> None:
    [(mc, out)] = _resolve_on(".L19:\n" + text + "\n", A32)
    assert mc == expected
    assert out == printed


def test_a32_label_load_register_checks() -> None:
    # ldrd's registers must be an even one below r14 and the next (llvm-mc-19 refuses these)
    for text in ("ldrd r1, r2, .L19", "ldrd r0, r2, .L19", "ldrd lr, pc, .L19", "ldrb pc, .L19"):
        [(mc, message)] = _resolve_on(text + "\n", A32)
        assert mc is None and message


IT_ADD_CASES = [
    # clang-19 -O3 --target=thumbv7a-none-eabihf (lz4.c): a two-operand add in an IT block is tADDhirr,
    # the three-operand one tADDrr. llvm-mc-19 -show-inst -triple=thumbv7a-none-eabi -mcpu=cortex-a57
    ("it hs\naddhs r4, r0", McInst("tADDhirr", (Reg("R4"), Reg("R4"), Reg("R0"), Imm(2), Reg("CPSR"))),
     "addhs\tr4, r0"),
    ("it hs\naddhs.n r4, r0", McInst("tADDhirr", (Reg("R4"), Reg("R4"), Reg("R0"), Imm(2), Reg("CPSR"))),
     "addhs\tr4, r0"),
    ("it hs\naddhs r4, r4, r0", McInst("tADDrr", (Reg("R4"), NO, Reg("R4"), Reg("R0"), Imm(2), Reg("CPSR"))),
     "addhs\tr4, r4, r0"),
    ("adds r4, r0", McInst("tADDrr", (Reg("R4"), Reg("CPSR"), Reg("R4"), Reg("R0"), Imm(14), NO)), "adds\tr4, r4, r0"),
]


@pytest.mark.parametrize(("text", "expected", "printed"), IT_ADD_CASES)
def test_two_operand_add_in_an_it_block(text: str, expected: McInst, printed: str) -> None:
    [*_, (mc, out)] = _resolve_on(text + "\n", T32, "cortex-a57")
    assert mc == expected
    assert out == printed
