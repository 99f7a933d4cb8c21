"""Thumb `adr rd, label`: ARMAsmParser's t_adrlabel (isUnsignedOffset<8, 2>) takes a plain symbol,
so a low register and a label is the 16-bit tADR; a label with an offset, a high register or `.w`
is t2ADR (gcc -O2 -mcpu=cortex-m4 writes `adr r5, .L517` ... `adr r5, .L517+8` in xxHash 0.8.1's
xxhash.c). Expected opcodes and texts are llvm-mc-19's, recorded with
    llvm-mc-19 -show-inst -triple=thumbv7em-none-eabi -mcpu=cortex-m4 t.s
"""

from __future__ import annotations

from arm_resolve import resolve_on


def test_adr_of_a_label() -> None:
    text = "\t.syntax unified\n\t.thumb\n\tadr r5, .L517\n\tadr r5, .L517+8\n\tadr r8, .L5\n\tadr.w r1, .L5\n" \
           "\tadr r1, #8\n"
    got = resolve_on(text, "thumbv7em-none-eabi", "cortex-m4")
    assert [(mc.opcode if mc else None, out) for mc, out in got] == [
        ("tADR", "adr\tr5, .L517"), ("t2ADR", "adr.w\tr5, .L517+8"), ("t2ADR", "adr.w\tr8, .L5"),
        ("t2ADR", "adr.w\tr1, .L5"), ("tADR", "adr\tr1, #8")]
