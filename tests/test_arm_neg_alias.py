"""`neg{s}{cond} rd, rm`: ARMInstrInfo.td's, ARMInstrThumb.td's and ARMInstrThumb2.td's InstAliases
for `rsb{s}{cond} rd, rm, #0` (gcc -O3 -mcpu=cortex-m4 writes `negs r3, r3` in xxHash 0.8.1's
xxhash.c). Expected opcodes and texts are llvm-mc-19's, recorded with
    llvm-mc-19 -show-inst -triple=thumbv7em-none-eabi -mcpu=cortex-m4 t.s
    llvm-mc-19 -show-inst -triple=armv7a-none-eabi t.s
"""

from __future__ import annotations

import pytest
from arm_resolve import resolve_on

THUMB = [
    ("negs r3, r3", "tRSB", "rsbs\tr3, r3, #0"),
    ("negs r3, r4", "tRSB", "rsbs\tr3, r4, #0"),
    ("neg r3, r4", "t2RSBri", "rsb.w\tr3, r4, #0"),
    ("neg r8, r4", "t2RSBri", "rsb.w\tr8, r4, #0"),
]


@pytest.mark.parametrize(("text", "opcode", "printed"), THUMB)
def test_thumb_neg(text: str, opcode: str, printed: str) -> None:
    [(mc, out)] = resolve_on(f"\t.syntax unified\n\t.thumb\n\t{text}\n", "thumbv7em-none-eabi", "cortex-m4")
    assert mc is not None and mc.opcode == opcode
    assert out == printed


def test_thumb_neg_in_an_it_block() -> None:
    # llvm-mc-19: `rsbeq r1, r2, #0` as tRSB (the 16-bit form, not setting the flags in the block)
    [_, (mc, out)] = resolve_on("\t.syntax unified\n\t.thumb\n\tit eq\n\tnegeq r1, r2\n", "thumbv7em-none-eabi",
                                "cortex-m4")
    assert mc is not None and mc.opcode == "tRSB"
    assert out == "rsbeq\tr1, r2, #0"


def test_a32_neg() -> None:
    got = resolve_on("\t.syntax unified\n\t.arm\n\tneg r1, r2\n\tnegseq r1, r2\n", "armv7a-none-eabi", "cortex-a9")
    assert [(mc.opcode if mc else None, out) for mc, out in got] == [
        ("RSBri", "rsb\tr1, r2, #0"), ("RSBri", "rsbseq\tr1, r2, #0")]


def test_width_qualified_neg_refused() -> None:
    # llvm-mc-19 refuses both: "invalid instruction"
    got = resolve_on("\t.syntax unified\n\t.thumb\n\tnegs.w r1, r2\n\tneg.w r1, r2\n", "thumbv7em-none-eabi",
                     "cortex-m4")
    assert got == [(None, "invalid instruction"), (None, "invalid instruction")]
