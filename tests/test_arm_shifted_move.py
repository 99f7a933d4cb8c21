"""A32 `mov`/`mvn` with a shifted register and the shifter operand's amounts. Expected McInsts and
texts are llvm-mc-19's, recorded with
    llvm-mc-19 -show-inst -show-encoding -triple=armv7a-none-eabi t.s
(register numbers written as the ISA's names); the refused lines are llvm-mc-19's refusals, parse
errors ("immediate shift value out of range", pkhbt/pkhtb's "immediate value out of range").
"""

from __future__ import annotations

import pytest
from arm_resolve import resolve_on
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.isa import load_isa, model_directory
from mcalens.analysis.mcinst import Imm, McInst, Reg
from mcalens.analysis.targets.arm import encode
from mcalens.analysis.targets.target import get_target

A32 = "armv7a-none-eabi"
NO, CPSR, AL = Reg(None), Reg("CPSR"), Imm(14)
R0, R1, R2 = Reg("R0"), Reg("R1"), Reg("R2")

CASES = [
    ("mov r0, r1, lsl #3", McInst("MOVsi", (R0, R1, Imm(26), AL, NO, NO)), "lsl\tr0, r1, #3"),
    ("mov r0, r1, lsr #32", McInst("MOVsi", (R0, R1, Imm(3), AL, NO, NO)), "lsr\tr0, r1, #32"),
    ("mov r0, r1, ror #7", McInst("MOVsi", (R0, R1, Imm(60), AL, NO, NO)), "ror\tr0, r1, #7"),
    ("mov r0, r1, rrx", McInst("MOVsi", (R0, R1, Imm(5), AL, NO, NO)), "rrx\tr0, r1"),
    ("mov r0, r1, asl #3", McInst("MOVsi", (R0, R1, Imm(26), AL, NO, NO)), "lsl\tr0, r1, #3"),
    ("mov r0, r1, lsl r2", McInst("MOVsr", (R0, R1, R2, Imm(2), AL, NO, NO)), "lsl\tr0, r1, r2"),
    ("movseq r0, r1, lsr r2", McInst("MOVsr", (R0, R1, R2, Imm(3), Imm(0), CPSR, CPSR)), "lsrseq\tr0, r1, r2"),
    ("mov pc, r1, lsl #2", McInst("MOVsi", (Reg("PC"), R1, Imm(18), AL, NO, NO)), "lsl\tpc, r1, #2"),
    # a shift by zero is sent through as lsl #0: MOV becomes MOVr, `ror #0` is not rrx
    ("mov r0, r1, ror #0", McInst("MOVr", (R0, R1, AL, NO, NO)), "mov\tr0, r1"),
    ("movs r0, r1, lsl #0", McInst("MOVr", (R0, R1, AL, NO, CPSR)), "movs\tr0, r1"),
    ("mvn r0, r1, ror #0", McInst("MVNsi", (R0, R1, Imm(2), AL, NO, NO)), "mvn\tr0, r1"),
    ("mvn r0, r1, lsr #0", McInst("MVNsi", (R0, R1, Imm(2), AL, NO, NO)), "mvn\tr0, r1"),
    ("mvn r0, r1, asr #32", McInst("MVNsi", (R0, R1, Imm(1), AL, NO, NO)), "mvn\tr0, r1, asr #32"),
    # processInstruction makes ADD/AND/BIC/EOR/ORR/SUB plain by a zero shift, not ADC/RSB/RSC/SBC
    ("add r0, r1, r2, ror #0", McInst("ADDrr", (R0, R1, R2, AL, NO, NO)), "add\tr0, r1, r2"),
    ("and r0, r1, r2, lsl #0", McInst("ANDrr", (R0, R1, R2, AL, NO, NO)), "and\tr0, r1, r2"),
    ("add r0, r1, r2, lsr #32", McInst("ADDrsi", (R0, R1, R2, Imm(3), AL, NO, NO)), "add\tr0, r1, r2, lsr #32"),
    ("adc r0, r1, r2, lsl #0", McInst("ADCrsi", (R0, R1, R2, Imm(2), AL, NO, NO)), "adc\tr0, r1, r2"),
]


def _resolve(text: str, triple: str = A32) -> list[tuple[McInst | None, str]]:
    return resolve_on("\t.syntax unified\n" + text, triple, "cortex-a57")


@pytest.mark.parametrize(("text", "expected", "printed"), CASES)
def test_shifted_register_moves(text: str, expected: McInst, printed: str) -> None:
    [(mc, out)] = _resolve(text + "\n")
    assert mc == expected
    assert out == printed


# llvm-mc-19 -show-encoding -triple=armv7a-none-eabi
ENCODED = [
    ("mov r0, r1, lsl #3", "[0x81,0x01,0xa0,0xe1]"),
    ("mov r0, r1, lsr #32", "[0x21,0x00,0xa0,0xe1]"),
    ("mov r0, r1, rrx", "[0x61,0x00,0xa0,0xe1]"),
    ("mov r0, r1, lsl r2", "[0x11,0x02,0xa0,0xe1]"),
    ("movseq r0, r1, lsr r2", "[0x31,0x02,0xb0,0x01]"),
    ("mov r0, r1, ror #0", "[0x01,0x00,0xa0,0xe1]"),
]


def test_shifted_move_encodings() -> None:
    target = get_target("arm")
    isa = load_isa("arm", str(model_directory("arm")))
    table = encode.load_encoding_table(isa.directory or "")
    assert table is not None
    parsed = parse_text("".join(text + "\n" for text, _ in ENCODED), target=target)
    target.subtarget.feature_checker(parsed, isa, "cortex-a57", "")
    got = []
    for inst in parsed.instructions:
        mc, diagnostics = target.assembler.resolve(inst, isa, A32)
        assert mc is not None, diagnostics
        got.append(encode.mc_encoding_text(mc, table, False))
    assert got == ["encoding: " + encoding for _, encoding in ENCODED]


@pytest.mark.parametrize("text", ["mvn r0, r1, lsr #33", "mvn r0, r1, ror #32", "mvn r0, r1, lsl #-1",
                                  "add r0, r1, r2, lsl #32", "mov r0, r1, lsl #32", "mov r0, r1, ror #32"])
def test_shift_amount_out_of_range_is_refused(text: str) -> None:
    # llvm-mc-19: "immediate shift value out of range" while parsing; taken modulo 32 once
    assert _parse_refusal(text) == "immediate shift value out of range"


@pytest.mark.parametrize(("text", "code"), [("add r0, r1, r2, lsr #0", 2), ("add.w r0, r1, r2, ror #0", 2)])
def test_thumb_shift_by_zero_is_lsl(text: str, code: int) -> None:
    # llvm-mc-19 -show-inst -triple=thumbv7m-none-eabi: t2ADDrs with the shifter operand 2 (lsl #0)
    [(mc, out)] = _resolve(text + "\n", "thumbv7m-none-eabi")
    assert mc == McInst("t2ADDrs", (R0, R1, R2, Imm(code), AL, NO, NO))
    assert out == "add.w\tr0, r1, r2"


# llvm-mc-19 -show-inst -triple=thumbv7m-none-eabi -mcpu=cortex-m7: processInstruction makes
# t2MOVsi/t2MOVsr the shift instruction, narrowed as the `lsl` spelling would be; a right shift's
# #32 is held as 0 (printed #32)
THUMB_CASES = [
    ("mov r0, r1, lsl #3", McInst("t2LSLri", (R0, R1, Imm(3), AL, NO, NO)), "lsl.w\tr0, r1, #3"),
    ("movs r0, r1, lsl #3", McInst("tLSLri", (R0, CPSR, R1, Imm(3), AL, NO)), "lsls\tr0, r1, #3"),
    ("movs.w r0, r1, lsl #3", McInst("t2LSLri", (R0, R1, Imm(3), AL, NO, CPSR)), "lsls.w\tr0, r1, #3"),
    ("mov r0, r1, ror #7", McInst("t2RORri", (R0, R1, Imm(7), AL, NO, NO)), "ror.w\tr0, r1, #7"),
    ("mov r0, r1, rrx", McInst("t2RRX", (R0, R1, AL, NO, NO)), "rrx\tr0, r1"),
    ("movs r0, r0, lsl r2", McInst("tLSLrr", (R0, CPSR, R0, R2, AL, NO)), "lsls\tr0, r2"),
    ("movs r0, r1, lsr #32", McInst("tLSRri", (R0, CPSR, R1, Imm(0), AL, NO)), "lsrs\tr0, r1, #32"),
    ("mov r0, r1, asr #32", McInst("t2ASRri", (R0, R1, Imm(0), AL, NO, NO)), "asr.w\tr0, r1, #32"),
    ("it eq\nmoveq r0, r1, lsl #3", McInst("tLSLri", (R0, NO, R1, Imm(3), Imm(0), CPSR)), "lsleq\tr0, r1, #3"),
]


@pytest.mark.parametrize(("text", "expected", "printed"), THUMB_CASES)
def test_thumb_shifted_register_moves(text: str, expected: McInst, printed: str) -> None:
    (mc, out) = _resolve(text + "\n", "thumbv7m-none-eabi")[-1]
    assert mc == expected
    assert out == printed


def test_thumb_shifted_move_encodings() -> None:
    # llvm-mc-19 -show-encoding -triple=thumbv7m-none-eabi
    target = get_target("arm")
    isa = load_isa("arm", str(model_directory("arm")))
    table = encode.load_encoding_table(isa.directory or "")
    assert table is not None
    parsed = parse_text("\t.thumb\n\tmov r0, r1, asr #32\n\tmovs r0, r1, lsr #32\n", target=target)
    got = []
    for inst in parsed.instructions:
        mc, diagnostics = target.assembler.resolve(inst, isa, "thumbv7m-none-eabi")
        assert mc is not None, diagnostics
        got.append(encode.mc_encoding_text(mc, table, True))
    assert got == ["encoding: [0x4f,0xea,0x21,0x00]", "encoding: [0x08,0x08]"]


# llvm-mc-19 -show-inst -show-encoding -triple=armv7a-none-eabi (and thumbv7em -mcpu=cortex-m4):
# pkhtb's asr #32 is held as 0 and printed back; out of range is "immediate value out of range"
PKH_CASES = [
    ("pkhtb r0, r1, r2, asr #32", McInst("PKHTB", (R0, R1, R2, Imm(0), AL, NO)), "pkhtb\tr0, r1, r2, asr #32"),
    ("pkhbt r0, r1, r2, lsl #31", McInst("PKHBT", (R0, R1, R2, Imm(31), AL, NO)), "pkhbt\tr0, r1, r2, lsl #31"),
]


@pytest.mark.parametrize(("text", "expected", "printed"), PKH_CASES)
def test_pack_halfword_shifts(text: str, expected: McInst, printed: str) -> None:
    [(mc, out)] = _resolve(text + "\n")
    assert mc == expected
    assert out == printed


@pytest.mark.parametrize("text", ["pkhtb r0, r1, r2, asr #33", "pkhbt r0, r1, r2, lsl #-1", "pkhtb r0, r1, r2, asr #0",
                                  "pkhbt r0, r1, r2, lsl #32"])
def test_pack_halfword_shift_out_of_range_is_refused(text: str) -> None:
    assert _parse_refusal(text) == "immediate value out of range"


def _parse_refusal(text: str) -> str:
    """The parse error of a one-line A32 file (no instruction parsed)."""
    parsed = parse_text(text + "\n", target=get_target("arm"))
    assert not parsed.instructions
    [diagnostic] = parsed.diagnostics
    return diagnostic.message
