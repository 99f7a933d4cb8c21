"""NEON structure loads and stores of one lane or of all lanes (analysis/targets/arm/lanes.py):
the McInst llvm-mc makes and the text it prints, and its refusals.

Each expected McInst and text was recorded with
    llvm-mc-19 -show-inst -triple=armv8 -mcpu=cortex-a57 t.s
(register numbers written as the ISA's names); llvm-mc-22 gives the same. The refusals' messages
and columns are llvm-mc-19's for the same command.
"""

from __future__ import annotations

import pytest
from arm_resolve import resolve_on
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.mcinst import Imm, McInst, Reg
from mcalens.analysis.targets.target import target_for_triple

A32 = "armv8"
NO = Reg(None)
AL = (Imm(14), NO)


def _d(*numbers: int) -> tuple[Reg, ...]:
    return tuple(Reg(f"D{n}") for n in numbers)


CASES = [
    ("vld1.8 {d16[3]}, [r0]", McInst("VLD1LNd8", (*_d(16), Reg("R0"), Imm(0), *_d(16), Imm(3), *AL)),
     "vld1.8\t{d16[3]}, [r0]"),
    ("vld1.16 {d16[2]}, [r0:16]", McInst("VLD1LNd16", (*_d(16), Reg("R0"), Imm(2), *_d(16), Imm(2), *AL)),
     "vld1.16\t{d16[2]}, [r0:16]"),
    ("vld2.32 {d17[0], d19[0]}, [r0:64]",
     McInst("VLD2LNq32", (*_d(17, 19), Reg("R0"), Imm(8), *_d(17, 19), Imm(0), *AL)),
     "vld2.32\t{d17[0], d19[0]}, [r0:64]"),
    ("vld3.8 {d0[], d1[], d2[]}, [r4]!",
     McInst("VLD3DUPd8_UPD", (*_d(0, 1, 2), Reg("R4"), Reg("R4"), Imm(0), NO, *AL)),
     "vld3.8\t{d0[], d1[], d2[]}, [r4]!"),
    ("vld3.8 {d0[], d2[], d4[]}, [r4], r5",
     McInst("VLD3DUPq8_UPD", (*_d(0, 2, 4), Reg("R4"), Reg("R4"), Imm(0), Reg("R5"), *AL)),
     "vld3.8\t{d0[], d2[], d4[]}, [r4], r5"),
    ("vld4.32 {d0[], d1[], d2[], d3[]}, [r4:128]!",
     McInst("VLD4DUPd32_UPD", (*_d(0, 1, 2, 3), Reg("R4"), Reg("R4"), Imm(16), NO, *AL)),
     "vld4.32\t{d0[], d1[], d2[], d3[]}, [r4:128]!"),
    ("vst1.8 {d0[2]}, [r0], r5",
     McInst("VST1LNd8_UPD", (Reg("R0"), Reg("R0"), Imm(0), Reg("R5"), *_d(0), Imm(2), *AL)),
     "vst1.8\t{d0[2]}, [r0], r5"),
    ("vst4.16 {d17[3], d19[3], d21[3], d23[3]}, [r0:64]",
     McInst("VST4LNq16", (Reg("R0"), Imm(8), *_d(17, 19, 21, 23), Imm(3), *AL)),
     "vst4.16\t{d17[3], d19[3], d21[3], d23[3]}, [r0:64]"),
    # VLD1DUP / VLD2DUP: one D, DPair or DPairSpc register; writeback holds an immediate 0
    ("vld1.8 {d0[]}, [r0]!", McInst("VLD1DUPd8wb_fixed", (Reg("D0"), Imm(0), Reg("R0"), Imm(0), *AL)),
     "vld1.8\t{d0[]}, [r0]!"),
    ("vld1.16 {d0[], d1[]}, [r0:16], r3",
     McInst("VLD1DUPq16wb_register", (Reg("Q0"), Imm(0), Reg("R0"), Imm(2), Reg("R3"), *AL)),
     "vld1.16\t{d0[], d1[]}, [r0:16], r3"),
    ("vld2.32 {d1[], d3[]}, [r0]!",
     McInst("VLD2DUPd32x2wb_fixed", (Reg("D1_D3"), Imm(0), Reg("R0"), Imm(0), *AL)),
     "vld2.32\t{d1[], d3[]}, [r0]!"),
    ("vld2.8 {d1[], d2[]}, [r0]", McInst("VLD2DUPd8", (Reg("D1_D2"), Reg("R0"), Imm(0), *AL)),
     "vld2.8\t{d1[], d2[]}, [r0]"),
    # gas's forms: no braces, q registers, ranges, any data type letter, a condition
    ("vld1.8 d0[2], [r0]", McInst("VLD1LNd8", (*_d(0), Reg("R0"), Imm(0), *_d(0), Imm(2), *AL)),
     "vld1.8\t{d0[2]}, [r0]"),
    ("vld1.8 q0[], [r0]", McInst("VLD1DUPq8", (Reg("Q0"), Reg("R0"), Imm(0), *AL)), "vld1.8\t{d0[], d1[]}, [r0]"),
    ("vld4.16 {q0[1], q1[1]}, [r0]",
     McInst("VLD4LNd16", (*_d(0, 1, 2, 3), Reg("R0"), Imm(0), *_d(0, 1, 2, 3), Imm(1), *AL)),
     "vld4.16\t{d0[1], d1[1], d2[1], d3[1]}, [r0]"),
    ("vld4.16 {d0[]-d3[]}, [r0]", McInst("VLD4DUPd16", (*_d(0, 1, 2, 3), Reg("R0"), Imm(0), *AL)),
     "vld4.16\t{d0[], d1[], d2[], d3[]}, [r0]"),
    ("vld1.f32 {d0[1]}, [r0]", McInst("VLD1LNd32", (*_d(0), Reg("R0"), Imm(0), *_d(0), Imm(1), *AL)),
     "vld1.32\t{d0[1]}, [r0]"),
    ("vld1ne.8 {d0[1]}, [r0]", McInst("VLD1LNd8", (*_d(0), Reg("R0"), Imm(0), *_d(0), Imm(1), Imm(1), Reg("CPSR"))),
     "vld1ne.8\t{d0[1]}, [r0]"),
    ("vld1.8 {d0[1]}, [sp], sp",
     McInst("VLD1LNd8_UPD", (*_d(0), Reg("SP"), Reg("SP"), Imm(0), Reg("SP"), *_d(0), Imm(1), *AL)),
     "vld1.8\t{d0[1]}, [sp], sp"),
    # ARMAsmParser gives these spaced `[rn]!` forms a spacing of 1: consecutive registers (19 and 22)
    ("vld3.16 {d1[3], d3[3], d5[3]}, [r2]!",
     McInst("VLD3LNq16_UPD", (*_d(1, 2, 3), Reg("R2"), Reg("R2"), Imm(0), NO, *_d(1, 2, 3), Imm(3), *AL)),
     "vld3.16\t{d1[3], d2[3], d3[3]}, [r2]!"),
    ("vld4.8 {d1[], d3[], d5[], d7[]}, [r2:32]!",
     McInst("VLD4DUPq8_UPD", (*_d(1, 2, 3, 4), Reg("R2"), Reg("R2"), Imm(4), NO, *AL)),
     "vld4.8\t{d1[], d2[], d3[], d4[]}, [r2:32]!"),
    ("vld4.8 {d1[], d3[], d5[], d7[]}, [r2:32], r3",
     McInst("VLD4DUPq8_UPD", (*_d(1, 3, 5, 7), Reg("R2"), Reg("R2"), Imm(4), Reg("R3"), *AL)),
     "vld4.8\t{d1[], d3[], d5[], d7[]}, [r2:32], r3"),
]


@pytest.mark.parametrize(("text", "expected", "printed"), CASES)
def test_lane_lists_resolve_and_print_as_llvm_mc(text: str, expected: McInst, printed: str) -> None:
    assert resolve_on(text, A32) == [(expected, printed)]


def test_lane_lists_in_thumb() -> None:
    # llvm-mc-19 -show-inst -triple=thumbv8 -mcpu=cortex-a57
    (mc, text), = resolve_on("vld2.16 {d0[], d2[]}, [r3:32], r4", "thumbv8")
    assert mc == McInst("VLD2DUPd16x2wb_register", (Reg("D0_D2"), Imm(0), Reg("R3"), Imm(4), Reg("R4"), *AL))
    assert text == "vld2.16\t{d0[], d2[]}, [r3:32], r4"


REFUSED = [
    # the list fits no opcode, the alignment no form of the mnemonic
    ("vld2.8 {d1[7], d3[7]}, [r2]", "invalid operand for instruction"),
    ("vld2.8 {d1[7], d3[7]}, [r2:32]", "invalid instruction"),
    ("vst3.8 {d0[], d1[], d2[]}, [r0]", "invalid operand for instruction"),
    # alignments: addrmode6align* / addrmode6dupalign*'s words
    ("vld1.8 {d4[7]}, [r2:16]", "alignment must be omitted"),
    ("vld1.16 {d4[3]}, [r2:32]", "alignment must be 16 or omitted"),
    ("vld2.32 {d1[1], d3[1]}, [r2:16]", "alignment must be 64 or omitted"),
    ("vld4.32 {d4[1], d5[1], d6[1], d7[1]}, [r2:16]", "alignment must be 64, 128 or omitted"),
    ("vld1.8 {d0[1]}, [r0, #4]", "alignment must be omitted"),
]


@pytest.mark.parametrize(("text", "message"), REFUSED)
def test_lane_lists_refused_with_llvm_mc_words(text: str, message: str) -> None:
    assert resolve_on(text, A32) == [(None, message)]


def test_lane_list_syntax_errors_where_llvm_mc_points() -> None:
    target = target_for_triple(A32)
    text = ("vld1.8 {d0[8]}, [r0]\n"
            "vld2.8 {d0[1], d1[2]}, [r0]\n"
            "vld2.8 {d0[1], d1}, [r0]\n"
            "vld2.8 {d0[1], d3[1]}, [r0]\n"
            "vld4.8 {d30[], d31[], d32[], d33[]}, [r0]\n"
            "vld2.8 {d31[], d0[]}, [r0]\n")
    found = [(d.span.line + 1, d.span.start + 1, d.message) for d in parse_text(text, target).diagnostics]
    assert found == [(1, 14, "lane index out of range"), (2, 18, "mismatched lane index in register list"),
                     (3, 18, "mismatched lane index in register list"), (4, 16, "non-contiguous register range"),
                     (5, 23, "register expected"), (6, 16, "non-contiguous register range")]


def test_hostile_lane_lists_never_raise() -> None:
    target = target_for_triple(A32)
    isa = target.load_isa()
    for text in ("vld1.8 {d0[", "vld1.8 {d0[]", "vld1.8 {d0[x]}, [r0]", "vld1.8 {d0[] - q9[]}, [r0]",
                 "vld4.8 {d0[]-d1[]-d3[]}, [r0]", "vld1.8 {q0[1], d2[1]}, [r0]", "vld1.8 {d0[1]} x, [r0]",
                 "vld1 {d0[1]}, [r0]", "vld1.64 {d0[]}, [r0]", "vst1.8 d0[], [r0]", "vld1.8 {d0[]}, r0",
                 "vld1.8 {d0[]}, [r0]!, r1", "vld1.8 {d0[]}, [d1]", "vld1.8 {d0[1]}, [r0:8]",
                 "vmov.8 {d0[1]}, r0", "vld1.8 {r0[1]}, [r1]", "vld2.8 {d0[], q1[]}, [r0]"):
        parsed = parse_text(text, target)
        for inst in parsed.instructions:
            target.assembler.resolve(inst, isa, A32)
