"""32-bit Arm text llvm-mc accepts or refuses where the resolver once did the other: the McInst and
text are llvm-mc's (`-show-inst`), the refusals its words. Each expected value was recorded with
llvm-mc-19 and llvm-mc-22 (the same answer from both) with the triple and CPU the test names."""

from __future__ import annotations

from pathlib import Path

import pytest
from arm_resolve import refused_stderr, resolve_on
from mcalens.analysis.isa import load_isa, model_directory
from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg
from mcalens.analysis.targets.arm import encode

NO, CPSR, AL = Reg(None), Reg("CPSR"), Imm(14)
R0, R1, R2 = Reg("R0"), Reg("R1"), Reg("R2")



def _errors(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if ": error: " in line]


# llvm-mc-19 -show-inst -triple=thumbv7a-none-eabi -mcpu=cortex-a57 t.s: NEON's `vmov q, q` (VORRq),
# VFP's `vmov s, s` (VMOVS) and a hint carry a condition outside an IT block, as every other
# instruction does
def test_register_moves_and_hints_check_the_it_block(tmp_path: Path) -> None:
    text = "vmoveq q5, q3\nvmoveq s0, s1\nit eq\nvmovne q5, q3\nnopeq\n"
    assert _errors(refused_stderr(tmp_path, text, "thumbv7a-none-eabi", "cortex-a57")) == [
        "t.s:1:1: error: predicated instructions must be in IT block",
        "t.s:2:1: error: predicated instructions must be in IT block",
        "t.s:4:5: error: incorrect condition in IT block; got 'ne', but expected 'eq'",
        "t.s:5:1: error: predicated instructions must be in IT block",
    ]
    [_, (mc, printed)] = resolve_on("it eq\nvmoveq q5, q3\n", "thumbv7a-none-eabi", "cortex-a57")
    assert mc == McInst("VORRq", (Reg("Q5"), Reg("Q3"), Reg("Q3"), Imm(0), CPSR))
    assert printed == "vorreq\tq5, q3, q3"


# llvm-mc-19 -triple=thumbv7em-none-eabi -mcpu=cortex-m4 (and thumbv8.1m.main-none-eabi
# -mcpu=cortex-m55): the matcher refuses NEON's VORRq for its features before validateInstruction
# looks at the IT block, and its near-miss filter drops NEON on M-profile: "invalid instruction"
def test_m_profile_neon_move_is_refused_by_features_first(tmp_path: Path) -> None:
    for triple, cpu in (("thumbv7em-none-eabi", "cortex-m4"), ("thumbv8.1m.main-none-eabi", "cortex-m55")):
        assert _errors(refused_stderr(tmp_path, "vmoveq q5, q3\nit eq\nvmoveq q5, q3\n", triple, cpu)) == [
            "t.s:1:1: error: invalid instruction", "t.s:3:1: error: invalid instruction"]
    # VMOVS is no NEON instruction: its IT error stays
    assert _errors(refused_stderr(tmp_path, "vmoveq s0, s1\n", "thumbv7em-none-eabi", "cortex-m4")) == [
        "t.s:1:1: error: predicated instructions must be in IT block"]


# llvm-mc-19 -show-inst -triple=thumbv8.1m.main-none-eabi -mcpu=cortex-m55 (and -mcpu=cortex-m4):
# after `.fpu neon` the text both NEON and MVE spell is NEON's (its condition code sorts before
# MVE's vector predicate in the matcher's table)
NEON_AFTER_FPU = [
    ("vand q0, q1, q2", McInst("VANDq", (Reg("Q0"), Reg("Q1"), Reg("Q2"), AL, NO)), "vand\tq0, q1, q2"),
    ("vadd.i32 q0, q1, q2", McInst("VADDv4i32", (Reg("Q0"), Reg("Q1"), Reg("Q2"), AL, NO)), "vadd.i32\tq0, q1, q2"),
    ("vmov q0, q1", McInst("VORRq", (Reg("Q0"), Reg("Q1"), Reg("Q1"), AL, NO)), "vorr\tq0, q1, q1"),
    ("vdup.32 q0, r1", McInst("VDUP32q", (Reg("Q0"), R1, AL, NO)), "vdup.32\tq0, r1"),
    ("vmov.i32 q0, #0", McInst("VMOVv4i32", (Reg("Q0"), Imm(0), AL, NO)), "vmov.i32\tq0, #0x0"),
]


def test_neon_on_m_profile_after_fpu_neon() -> None:
    text = ".fpu neon\n" + "".join(line + "\n" for line, _, _ in NEON_AFTER_FPU)
    for triple, cpu in (("thumbv8.1m.main-none-eabi", "cortex-m55"), ("thumbv7em-none-eabi", "cortex-m4")):
        got = resolve_on(text, triple, cpu)
        assert got == [(mc, printed) for _, mc, printed in NEON_AFTER_FPU]
    # without `.fpu neon` Cortex-M55's are MVE's
    [(mc, _)] = resolve_on("vand q0, q1, q2\n", "thumbv8.1m.main-none-eabi", "cortex-m55")
    assert mc is not None and mc.opcode == "MVE_VAND"


def test_neon_on_cortex_m55_has_no_scheduling_class(tmp_path: Path) -> None:
    # llvm-mca-19 -mtriple=thumbv8.1m.main-none-eabi -mcpu=cortex-m55 t.s: VANDq is no M55 instruction
    err = refused_stderr(tmp_path, ".fpu neon\nvand q0, q1, q2\n", "thumbv8.1m.main-none-eabi", "cortex-m55")
    assert err.splitlines()[:2] == [
        "error: found an unsupported instruction in the input assembly sequence, use "
        "-skip-unsupported-instructions=lack-sched to ignore these on the input.",
        "note: instruction: \tvand\tq0, q1, q2"]


# llvm-mc-19 -show-inst -triple=armv7a-none-eabi -mcpu=cortex-a57 t.s (and -triple=thumbv8.1m.main-none-eabi
# -mcpu=cortex-m55): `zr` is a register operand outside the conditional selects, which no other
# instruction's classes hold; `ldr r0, zr` "invalid operand for instruction" at the `zr`, `mov r0,
# zr` a near-miss list whose notes point there too
def test_zr_is_a_register_outside_the_selects(tmp_path: Path) -> None:
    for triple, cpu in (("armv7a-none-eabi", "cortex-a57"), ("thumbv8.1m.main-none-eabi", "cortex-m55")):
        got = resolve_on("mov r0, zr\nldr r0, zr\nadd r0, zr, r1\n", triple, cpu)
        assert [mc for mc, _ in got] == [None, None, None]
        assert _errors(refused_stderr(tmp_path, "ldr r0, zr\n", triple, cpu)) == [
            "t.s:1:9: error: invalid operand for instruction"]
    [(mc, printed)] = resolve_on("csel r0, zr, r1, eq\n", "thumbv8.1m.main-none-eabi", "cortex-m55")
    assert mc == McInst("t2CSEL", (R0, Reg("ZR"), R1, Imm(0)))
    assert printed == "csel\tr0, zr, r1, eq"


# ARMAsmParser::parseOperand reads the operand of `b` and `bl` as an expression even where it names a
# register: llvm-mc-19 -show-inst -show-encoding with -mcpu=cortex-a57
BRANCHES = [
    ("armv7a-none-eabi", "b r1", McInst("Bcc", (Expr("r1"), AL, NO)), "b\tr1",
     "encoding: [A,A,A,0xea]\n  fixup A - offset: 0, value: r1, kind: fixup_arm_uncondbranch"),
    ("armv7a-none-eabi", "bl r1", McInst("BL", (Expr("r1"),)), "bl\tr1",
     "encoding: [A,A,A,0xeb]\n  fixup A - offset: 0, value: r1, kind: fixup_arm_uncondbl"),
    ("armv7a-none-eabi", "beq sp", McInst("Bcc", (Expr("sp"), Imm(0), CPSR)), "beq\tsp",
     "encoding: [A,A,A,0x0a]\n  fixup A - offset: 0, value: sp, kind: fixup_arm_condbranch"),
    ("armv7a-none-eabi", "bl zr", McInst("BL", (Expr("zr"),)), "bl\tzr",
     "encoding: [A,A,A,0xeb]\n  fixup A - offset: 0, value: zr, kind: fixup_arm_uncondbl"),
    ("thumbv7a-none-eabi", "b r1", McInst("tB", (Expr("r1"), AL, NO)), "b\tr1",
     "encoding: [A,0xe0'A']\n  fixup A - offset: 0, value: r1, kind: fixup_arm_thumb_br"),
    ("thumbv7a-none-eabi", "bl r1", McInst("tBL", (AL, NO, Expr("r1"))), "bl\tr1",
     "encoding: [A,0xf0'A',A,0xd0'A']\n  fixup A - offset: 0, value: r1, kind: fixup_arm_thumb_bl"),
    ("thumbv7a-none-eabi", "beq sp", McInst("tBcc", (Expr("sp"), Imm(0), CPSR)), "beq\tsp",
     "encoding: [A,0xd0]\n  fixup A - offset: 0, value: sp, kind: fixup_arm_thumb_bcc"),
    ("thumbv7a-none-eabi", "b.w R1", McInst("t2B", (Expr("R1"), AL, NO)), "b.w\tR1", None),
]


@pytest.mark.parametrize(("triple", "text", "expected", "printed", "encoding"), BRANCHES)
def test_branch_to_a_register_name_is_a_label(triple: str, text: str, expected: McInst, printed: str,
                                             encoding: str | None) -> None:
    [(mc, out)] = resolve_on(text + "\n", triple, "cortex-a57")
    assert mc == expected
    assert out == printed
    if encoding is not None:
        isa = load_isa("arm", str(model_directory("arm")))
        table = encode.load_encoding_table(isa.directory or "")
        assert table is not None
        assert encode.mc_encoding_text(mc, table, triple.startswith("thumb")) == encoding
    # `blx r1` and `bx r1` stay register branches
    [(mc, _)] = resolve_on("blx r1\n", triple, "cortex-a57")
    assert mc is not None and mc.opcode in ("BLX", "tBLXr")


def _encoded(text: str, triple: str, cpu: str) -> list[str | None]:
    got = resolve_on(text, triple, cpu)
    isa = load_isa("arm", str(model_directory("arm")))
    table = encode.load_encoding_table(isa.directory or "")
    assert table is not None
    return [encode.mc_encoding_text(mc, table, triple.startswith("thumb")) if mc is not None else None
            for mc, _ in got]


# llvm-mc-19 -show-inst -show-encoding -triple=thumbv7m-none-eabi -mcpu=cortex-m7 (llvm-mc-22 the
# same): any shift by #0 is lsl #0, and processInstruction makes t2MOVsi/t2MOVSsi of lsl #0 a move,
# tMOVSr for `movs` of low registers outside an IT block (with t2MOVSsi's condition operands kept)
THUMB_BY_ZERO = [
    ("mov r0, r1, lsl #0", McInst("t2MOVr", (R0, R1, AL, NO, NO)), "mov.w\tr0, r1", "[0x4f,0xea,0x01,0x00]"),
    ("movs r0, r1, asr #0", McInst("tMOVSr", (R0, R1, AL, NO)), "movs\tr0, r1", "[0x08,0x00]"),
    ("mov r0, r1, ror #0", McInst("t2MOVr", (R0, R1, AL, NO, NO)), "mov.w\tr0, r1", "[0x4f,0xea,0x01,0x00]"),
    ("movs.w r0, r1, lsl #0", McInst("t2MOVr", (R0, R1, AL, NO, CPSR)), "movs.w\tr0, r1", "[0x5f,0xea,0x01,0x00]"),
    ("movs r8, r1, lsl #0", McInst("t2MOVr", (Reg("R8"), R1, AL, NO, CPSR)), "movs.w\tr8, r1",
     "[0x5f,0xea,0x01,0x08]"),
    ("mov lr, lr, lsl #0", McInst("t2MOVr", (Reg("LR"), Reg("LR"), AL, NO, NO)), "mov.w\tlr, lr", None),
    ("it eq\nmoveq r0, r1, lsl #0", McInst("t2MOVr", (R0, R1, Imm(0), CPSR, NO)), "moveq.w\tr0, r1",
     "[0x4f,0xea,0x01,0x00]"),
    ("it eq\nmovseq r0, r1, lsr #0", McInst("t2MOVr", (R0, R1, Imm(0), CPSR, CPSR)), "movseq.w\tr0, r1",
     "[0x5f,0xea,0x01,0x00]"),
]


@pytest.mark.parametrize(("text", "expected", "printed", "encoding"), THUMB_BY_ZERO)
def test_thumb_move_shifted_by_zero(text: str, expected: McInst, printed: str, encoding: str | None) -> None:
    assert resolve_on(text + "\n", "thumbv7m-none-eabi", "cortex-m7")[-1] == (expected, printed)
    if encoding is not None:
        assert _encoded(text + "\n", "thumbv7m-none-eabi", "cortex-m7")[-1] == "encoding: " + encoding


def test_thumb_move_shifted_by_zero_refusals(tmp_path: Path) -> None:
    # t2MOVsi's registers are r0-r12 and lr (llvm-mc: near-miss lists), and its condition is
    # checked against the IT block
    got = resolve_on("mov sp, r1, lsl #0\nmov r0, pc, lsl #0\n", "thumbv7m-none-eabi", "cortex-m7")
    assert [mc for mc, _ in got] == [None, None]
    assert _errors(refused_stderr(tmp_path, "movseq r0, r1, lsl #0\nit eq\nmovne r0, r1, lsl #0\n",
                           "thumbv7m-none-eabi", "cortex-m7")) == [
        "t.s:1:1: error: predicated instructions must be in IT block",
        "t.s:3:4: error: incorrect condition in IT block; got 'ne', but expected 'eq'"]


# llvm-mc-19 -show-inst -show-encoding -triple=armv7a-none-eabi -mcpu=cortex-a57: a register offset
# shifted by #0 is lsl #0 (parseMemRegOffsetShift), getAM2Opc's 16384 (subtracting: 20480)
A32_MEMORY_BY_ZERO = [
    ("ldr r0, [r1, r2, ror #0]", McInst("LDRrs", (R0, R1, R2, Imm(16384), AL, NO)), "ldr\tr0, [r1, r2]",
     "[0x02,0x00,0x91,0xe7]"),
    ("ldr r0, [r1, -r2, asr #0]", McInst("LDRrs", (R0, R1, R2, Imm(20480), AL, NO)), "ldr\tr0, [r1, -r2]",
     "[0x02,0x00,0x11,0xe7]"),
    ("str r0, [r1, r2, lsr #0]!", McInst("STR_PRE_REG", (Imm(0), R0, R1, R2, Imm(16384), AL, NO)),
     "str\tr0, [r1, r2]!", "[0x02,0x00,0xa1,0xe7]"),
    ("ldrb r0, [r1], r2, ror #0", McInst("LDRB_POST_REG", (R0, R1, R1, R2, Imm(16384), AL, NO)),
     "ldrb\tr0, [r1], r2", "[0x02,0x00,0xd1,0xe6]"),
    ("pld [r1, r2, ror #0]", McInst("PLDrs", (R1, R2, Imm(16384))), "pld\t[r1, r2]", "[0x02,0xf0,0xd1,0xf7]"),
]


@pytest.mark.parametrize(("text", "expected", "printed", "encoding"), A32_MEMORY_BY_ZERO)
def test_a32_register_offset_shifted_by_zero(text: str, expected: McInst, printed: str, encoding: str) -> None:
    assert resolve_on(text + "\n", "armv7a-none-eabi", "cortex-a57") == [(expected, printed)]
    # encode.py does not encode an addressing-mode-2 shift of lsl #0 yet: no bytes, never others
    assert _encoded(text + "\n", "armv7a-none-eabi", "cortex-a57") in ([None], ["encoding: " + encoding])


# llvm-mc-19 -show-inst -show-encoding -mcpu=cortex-a9, -triple=armv7a-none-eabi and
# thumbv7a-none-eabi (llvm-mc-22 the same): LDC/STC's `[rn], {option}` (the _OPTION opcodes) and a
# label in the address's place (_OFFSET of the expression, offset 0, a pcrel_10 fixup)
COPROCESSOR = [
    ("armv7a-none-eabi", "ldc p5, c1, [r0], {4}", McInst("LDC_OPTION", (Imm(5), Imm(1), R0, Imm(4), AL, NO)),
     "ldc\tp5, c1, [r0], {4}", "encoding: [0x04,0x15,0x90,0xec]"),
    ("armv7a-none-eabi", "ldcl p5, c1, [r0], {255}", McInst("LDCL_OPTION", (Imm(5), Imm(1), R0, Imm(255), AL, NO)),
     "ldcl\tp5, c1, [r0], {255}", "encoding: [0xff,0x15,0xd0,0xec]"),
    ("armv7a-none-eabi", "stc2l p5, c1, [r0], {0}", McInst("STC2L_OPTION", (Imm(5), Imm(1), R0, Imm(0))),
     "stc2l\tp5, c1, [r0], {0}", "encoding: [0x00,0x15,0xc0,0xfc]"),
    ("armv7a-none-eabi", "ldc p5, c1, [r0], { 2+2 }", McInst("LDC_OPTION", (Imm(5), Imm(1), R0, Imm(4), AL, NO)),
     "ldc\tp5, c1, [r0], {4}", "encoding: [0x04,0x15,0x90,0xec]"),
    ("armv7a-none-eabi", "ldc p5, c1, .L1", McInst("LDC_OFFSET", (Imm(5), Imm(1), Expr(".L1"), Imm(0), AL, NO)),
     "ldc\tp5, c1, .L1",
     "encoding: [A,0x15'A',0x1f'A',0xed'A']\n  fixup A - offset: 0, value: .L1, kind: fixup_arm_pcrel_10"),
    ("armv7a-none-eabi", "stc p5, c1, .L1", McInst("STC_OFFSET", (Imm(5), Imm(1), Expr(".L1"), Imm(0), AL, NO)),
     "stc\tp5, c1, .L1",
     "encoding: [A,0x15'A',0x0f'A',0xed'A']\n  fixup A - offset: 0, value: .L1, kind: fixup_arm_pcrel_10"),
    # (encode.py has no bytes for A32's LDC2_OFFSET of a label: [A,0x15'A',0x1f'A',0xfd'A'])
    ("armv7a-none-eabi", "ldc2 p5, c1, .L1", McInst("LDC2_OFFSET", (Imm(5), Imm(1), Expr(".L1"), Imm(0))),
     "ldc2\tp5, c1, .L1", None),
    ("thumbv7a-none-eabi", "ldc2 p5, c1, [r0], {4}", McInst("t2LDC2_OPTION", (Imm(5), Imm(1), R0, Imm(4), AL, NO)),
     "ldc2\tp5, c1, [r0], {4}", "encoding: [0x90,0xfc,0x04,0x15]"),
    ("thumbv7a-none-eabi", "ldcl p5, c1, .L1", McInst("t2LDCL_OFFSET", (Imm(5), Imm(1), Expr(".L1"), Imm(0), AL, NO)),
     "ldcl\tp5, c1, .L1",
     "encoding: [0x5f'A',0xed'A',A,0x15'A']\n  fixup A - offset: 0, value: .L1, kind: fixup_t2_pcrel_10"),
]


@pytest.mark.parametrize(("triple", "text", "expected", "printed", "encoding"), COPROCESSOR)
def test_coprocessor_option_and_label(triple: str, text: str, expected: McInst, printed: str,
                                      encoding: str | None) -> None:
    source = text + "\n.L1:\n"
    assert resolve_on(source, triple, "cortex-a9") == [(expected, printed)]
    assert _encoded(source, triple, "cortex-a9") == [encoding]


def test_coprocessor_option_range(tmp_path: Path) -> None:
    # llvm-mc-19 -triple=armv7a-none-eabi -mcpu=cortex-a9: at the token after the `{`
    text = "ldc p5, c1, [r0], {256}\nldc p5, c1, [r0], {-1}\nldc p5, c1, [r0], {x}\n"
    assert _errors(refused_stderr(tmp_path, text, "armv7a-none-eabi", "cortex-a9")) == [
        f"t.s:{n}:20: error: coprocessor option must be an immediate in range [0, 255]" for n in (1, 2, 3)]


def test_short_extend_and_saturate_aliases_before_armv6(tmp_path: Path) -> None:
    # llvm-mc-19 (and -22) -triple=armv7a-none-eabi -mcpu=cortex-a9: after `.arch armv4t` the text
    # without the shift or rotation is ARMInstAlias's (IsARM only) and assembles; with it, the
    # instruction needs armv6 and llvm-mc reports the alias's operand at the extra operand
    text = (".arch armv4t\nusat r0, #8, r1\nssat r0, #8, r1\nsxtb r0, r1\nuxtab16 r0, r1, r2\n"
            "sxtb r0, r1, ror #8\nusat r0, #8, r1, lsl #4\nssat16 r0, #8, r1\n")
    assert _errors(refused_stderr(tmp_path, text, "armv7a-none-eabi", "cortex-a9")) == [
        "t.s:6:14: error: operand must be a register in range [r0, r14]",
        "t.s:7:18: error: operand must be a register in range [r0, r14]",
        "t.s:8:1: error: instruction requires: armv6"]
    # llvm-mc-19 -show-inst: SSAT holds the saturation less one, USAT as written
    got = resolve_on(text, "armv7a-none-eabi", "cortex-a9")[:4]
    assert got == [
        (McInst("USAT", (R0, Imm(8), R1, Imm(0), AL, NO)), "usat\tr0, #8, r1"),
        (McInst("SSAT", (R0, Imm(7), R1, Imm(0), AL, NO)), "ssat\tr0, #8, r1"),
        (McInst("SXTB", (R0, R1, Imm(0), AL, NO)), "sxtb\tr0, r1"),
        (McInst("UXTAB16", (R0, R1, R2, Imm(0), AL, NO)), "uxtab16\tr0, r1, r2"),
    ]


def test_branch_to_a_register_name_with_writeback_is_refused(tmp_path: Path) -> None:
    # llvm-mc-19 -triple=armv7a-none-eabi: the expression `r1` ends before the `!`
    assert _errors(refused_stderr(tmp_path, "b r1!\nbl r1 !\n", "armv7a-none-eabi", "cortex-a9")) == [
        "t.s:1:5: error: unexpected token in argument list", "t.s:2:7: error: unexpected token in argument list"]


def test_zr_in_memory_operands_is_refused(tmp_path: Path) -> None:
    # llvm-mc-19 (-triple=armv7a-none-eabi -mcpu=cortex-a9; thumbv7a-none-eabi for the Thumb line):
    # `zr` is a register in a memory operand too, which no addressing mode takes ("invalid operand for
    # instruction" at the `[`); as an index it had been read as a symbol offset (t2LDRi8 of `zr`)
    text = "ldr r0, [zr]\nldrd r0, r1, [zr]\nldr r2, [r5, zr]\n"
    assert _errors(refused_stderr(tmp_path, text, "armv7a-none-eabi", "cortex-a9")) == [
        "t.s:1:9: error: invalid operand for instruction", "t.s:2:14: error: invalid operand for instruction",
        "t.s:3:9: error: invalid operand for instruction"]
    assert [mc for mc, _ in resolve_on(text, "thumbv7a-none-eabi", "cortex-a9")] == [None, None, None]


def test_low_overhead_loops_take_no_condition(tmp_path: Path) -> None:
    # llvm-mc-19 and -22 -triple=thumbv8.1m.main-none-eabi -mcpu=cortex-m55: ParseInstruction's
    # refusals (`wlsne` splits as `wl` with an `s`); `leeq` had been t2LEUpdate without its condition
    text = "leeq lr, .L1\nletpne lr, .L1\nwlsne lr, r0, .L1\ndlseq lr, r0\nwlstpeq.8 lr, r0, .L1\n.L1:\n"
    expected = ["t.s:1:1: error: instruction 'le' is not predicable, but condition code specified",
                "t.s:2:1: error: instruction 'letp' is not predicable, but condition code specified",
                "t.s:3:1: error: instruction 'wl' can not set flags, but 's' suffix specified",
                "t.s:4:1: error: instruction 'dl' can not set flags, but 's' suffix specified",
                "t.s:5:1: error: instruction 'wlstp' is not predicable, but condition code specified"]
    assert _errors(refused_stderr(tmp_path, text, "thumbv8.1m.main-none-eabi", "cortex-m55")) == expected
    # without MVE (-triple=thumbv7a-none-eabi -mcpu=cortex-a57) the tail-predicated ones are unknown
    assert _errors(refused_stderr(tmp_path, text, "thumbv7a-none-eabi", "cortex-a57")) == [
        expected[0], "t.s:2:1: error: invalid instruction", *expected[2:4], "t.s:5:1: error: invalid instruction"]


def test_loop_end_width(tmp_path: Path) -> None:
    # llvm-mc-19 and -22 -triple=thumbv8.1m.main-none-eabi -mcpu=cortex-m55: `.n` is taken (t2LEUpdate,
    # MVE_LETP, t2LE), `.w` refused
    text = "le.n lr, .L1\nle.w lr, .L1\nletp.w lr, .L1\nle.w .L1\n.L1:\n"
    assert _errors(refused_stderr(tmp_path, text, "thumbv8.1m.main-none-eabi", "cortex-m55")) == [
        "t.s:2:1: error: invalid instruction", "t.s:3:1: error: invalid instruction",
        "t.s:4:3: error: invalid operand for instruction"]
    [(mc, printed), *_] = resolve_on(text, "thumbv8.1m.main-none-eabi", "cortex-m55")
    assert mc == McInst("t2LEUpdate", (Imm(0), Reg("LR"), Expr(".L1")))
    assert printed == "le\tlr, .L1"
