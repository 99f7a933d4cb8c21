"""Thumb (M-profile) forms found by tools/arm_loop_corpus.py's `--through mcalens --m-profile` run on
compiled loops (arm-none-eabi-gcc and clang-19 for Cortex-M4/M7/M33/M55), against llvm-mc-19.

Each expected McInst is llvm-mc-19's, recorded with
    llvm-mc-19 -show-inst -triple=thumbv7em-none-eabi -mcpu=cortex-m4 t.s
(register numbers written as the ISA's names), and each printed text is the one llvm-mc printed.
"""

from __future__ import annotations

import pytest
from arm_resolve import resolve_on
from mcalens.analysis.cli import run
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg
from mcalens.analysis.targets.target import target_for_triple

M4 = "thumbv7em-none-eabi"
NO = Reg(None)
SP = Reg("SP")


def _resolve_on(text: str, triple: str = M4, cpu: str = "cortex-m4") -> list[tuple[McInst | None, str]]:
    mode = "\t.thumb\n" if triple.startswith("thumb") else ""
    return resolve_on("\t.syntax unified\n" + mode + text, triple, cpu)


def _regs(*names: str) -> tuple[Reg, ...]:
    return tuple(Reg(name) for name in names)


LIST_AND_BASE_CASES = [
    # gcc -O3 -mcpu=cortex-m4 (memcpy_words, unaligned): the 16-bit SP-relative form takes SP alone
    ("str r4, [ip]", McInst("t2STRi12", (Reg("R4"), Reg("R12"), Imm(0), Imm(14), NO)), "str.w\tr4, [r12]"),
    ("ldr lr, [r12, #4]", McInst("t2LDRi12", (Reg("LR"), Reg("R12"), Imm(4), Imm(14), NO)),
     "ldr.w\tlr, [r12, #4]"),
    ("ldr r4, [sp, #8]", McInst("tLDRspi", (Reg("R4"), SP, Imm(2), Imm(14), NO)), "ldr\tr4, [sp, #8]"),
    # gcc -O3 -mcpu=cortex-m7 (arm_abs_q15's epilogue): a high register takes the 32-bit list
    ("pop {r4, r5, r6, r7, r8, pc}",
     McInst("t2LDMIA_UPD", (SP, SP, Imm(14), NO, *_regs("R4", "R5", "R6", "R7", "R8", "PC"))),
     "pop.w\t{r4, r5, r6, r7, r8, pc}"),
    ("pop {r4, pc}", McInst("tPOP", (Imm(14), NO, *_regs("R4", "PC"))), "pop\t{r4, pc}"),
    ("pop {r4, lr}", McInst("t2LDMIA_UPD", (SP, SP, Imm(14), NO, *_regs("R4", "LR"))), "pop.w\t{r4, lr}"),
    ("push {r4, r8, lr}", McInst("t2STMDB_UPD", (SP, SP, Imm(14), NO, *_regs("R4", "R8", "LR"))),
     "push.w\t{r4, r8, lr}"),
    ("push {r4, lr}", McInst("tPUSH", (Imm(14), NO, *_regs("R4", "LR"))), "push\t{r4, lr}"),
    ("pop {r8}", McInst("t2LDR_POST", (Reg("R8"), SP, SP, Imm(4), Imm(14), NO)), "ldr\tr8, [sp], #4"),
    ("pop {lr}", McInst("t2LDR_POST", (Reg("LR"), SP, SP, Imm(4), Imm(14), NO)), "ldr\tlr, [sp], #4"),
    ("push {r8}", McInst("t2STR_PRE", (SP, Reg("R8"), SP, Imm(-4), Imm(14), NO)), "str\tr8, [sp, #-4]!"),
    ("ldm r0!, {r1, r8}", McInst("t2LDMIA_UPD", (Reg("R0"), Reg("R0"), Imm(14), NO, *_regs("R1", "R8"))),
     "ldm.w\tr0!, {r1, r8}"),
    ("stm r0!, {r1, r8}", McInst("t2STMIA_UPD", (Reg("R0"), Reg("R0"), Imm(14), NO, *_regs("R1", "R8"))),
     "stm.w\tr0!, {r1, r8}"),
    ("ldm r0!, {r1, r2}", McInst("tLDMIA", (Reg("R0"), Imm(14), NO, *_regs("R1", "R2"))), "ldm\tr0!, {r1, r2}"),
]


@pytest.mark.parametrize(("text", "expected", "printed"), LIST_AND_BASE_CASES)
def test_narrow_forms_only_with_their_registers(text: str, expected: McInst, printed: str) -> None:
    [(mc, out)] = _resolve_on(text + "\n")
    assert mc == expected
    assert out == printed


LITERAL_CASES = [
    # gcc -O3 -mcpu=cortex-m7 (arm_scale_f32's constant): VFP loads and stores of a label
    ("vldr.32 s15, .L53", McInst("VLDRS", (Reg("S15"), Expr(".L53"), Imm(0), Imm(14), NO)), "vldr\ts15, .L53"),
    ("vldr s15, .L53", McInst("VLDRS", (Reg("S15"), Expr(".L53"), Imm(0), Imm(14), NO)), "vldr\ts15, .L53"),
    ("vldr.f32 s0, .L5", McInst("VLDRS", (Reg("S0"), Expr(".L5"), Imm(0), Imm(14), NO)), "vldr\ts0, .L5"),
    ("vldr.64 d1, .L53", McInst("VLDRD", (Reg("D1"), Expr(".L53"), Imm(0), Imm(14), NO)), "vldr\td1, .L53"),
    ("vldr.f64 d0, .L5", McInst("VLDRD", (Reg("D0"), Expr(".L5"), Imm(0), Imm(14), NO)), "vldr\td0, .L5"),
    ("vstr s0, .L5", McInst("VSTRS", (Reg("S0"), Expr(".L5"), Imm(0), Imm(14), NO)), "vstr\ts0, .L5"),
    # the `[pc]` form is unchanged
    ("vldr s0, [pc, #8]", McInst("VLDRS", (Reg("S0"), Reg("PC"), Imm(2), Imm(14), NO)), "vldr\ts0, [pc, #8]"),
]


@pytest.mark.parametrize(("text", "expected", "printed"), LITERAL_CASES)
def test_vfp_literal_loads(text: str, expected: McInst, printed: str) -> None:
    [(mc, out)] = _resolve_on(text + "\n", "thumbv8.1m.main-none-eabi", "cortex-m55")
    assert mc == expected
    assert out == printed


def test_vfp_literal_keeps_the_register_size_check() -> None:
    # llvm-mc-19: "invalid instruction, any one of the following would fix this" (the `.32` wants an S register)
    [(mc, message)] = _resolve_on("vldr.32 d0, .L5\n", "thumbv8.1m.main-none-eabi", "cortex-m55")
    assert mc is None and message


def test_vfp_literal_in_a32_with_a_condition() -> None:
    # llvm-mc-19 -show-inst -triple=armv7a-none-eabi -mcpu=cortex-a9: VLDRS with NE's 1 and CPSR
    [(mc, out)] = _resolve_on("vldrne s0, .L5\n", "armv7a-none-eabi", "cortex-a9")
    assert mc == McInst("VLDRS", (Reg("S0"), Expr(".L5"), Imm(0), Imm(1), Reg("CPSR")))
    assert out == "vldrne\ts0, .L5"


LDM_CASES = [
    # clang-19 --target=thumbv7em-none-eabi -mcpu=cortex-m4 -O2 (arm_mat_mult_f32): base in the list, no `!`
    ("ldm r6, {r4, r5, r6}", McInst("tLDMIA", (Reg("R6"), Imm(14), NO, *_regs("R4", "R5", "R6"))),
     "ldm\tr6, {r4, r5, r6}"),
    ("ldmfd r6, {r6}", McInst("tLDMIA", (Reg("R6"), Imm(14), NO, Reg("R6"))), "ldm\tr6, {r6}"),
    ("ldm.w r6, {r4, r5, r6}", McInst("t2LDMIA", (Reg("R6"), Imm(14), NO, *_regs("R4", "R5", "R6"))),
     "ldm.w\tr6, {r4, r5, r6}"),
    ("ldm r6, {r4, r5}", McInst("t2LDMIA", (Reg("R6"), Imm(14), NO, *_regs("R4", "R5"))), "ldm.w\tr6, {r4, r5}"),
    ("stm r6, {r4, r6}", McInst("t2STMIA", (Reg("R6"), Imm(14), NO, *_regs("R4", "R6"))), "stm.w\tr6, {r4, r6}"),
]


@pytest.mark.parametrize(("text", "expected", "printed"), LDM_CASES)
def test_ldm_without_writeback_holding_its_base(text: str, expected: McInst, printed: str) -> None:
    [(mc, out)] = _resolve_on(text + "\n")
    assert mc == expected
    assert out == printed


def test_ldm_in_an_it_block() -> None:
    [_, (mc, out)] = _resolve_on("it eq\nldmeq r6, {r4, r6}\n")
    assert mc == McInst("tLDMIA", (Reg("R6"), Imm(0), Reg("CPSR"), *_regs("R4", "R6")))
    assert out == "ldmeq\tr6, {r4, r6}"


M55 = "thumbv8.1m.main-none-eabi"
Q = Reg


def test_vpt_predicates_mve_loads_and_stores() -> None:
    # gcc -O3 -mcpu=cortex-m55 (vld1q_z/vst1q_p): vpred_n operands (no inactive-lanes register);
    # llvm-mc-19 -show-inst -triple=thumbv8.1m.main-none-eabi -mcpu=cortex-m55
    out = _resolve_on("vpst\nvldrwt.32 q2, [r0], #16\nvpst\nvstrwt.32 q3, [r2], #16\nvpste\n"
                      "vldrwt.u32 q1, [r1]\nvldrwe.u32 q2, [r1]\n", M55, "cortex-m55")
    assert out[1] == (McInst("MVE_VLDRWU32_post", (Reg("R0"), Q("Q2"), Reg("R0"), Imm(16), Imm(1), Reg("P0"), NO)),
                      "vldrwt.u32\tq2, [r0], #16")
    assert out[3] == (McInst("MVE_VSTRWU32_post", (Reg("R2"), Q("Q3"), Reg("R2"), Imm(16), Imm(1), Reg("P0"), NO)),
                      "vstrwt.32\tq3, [r2], #16")
    assert out[5] == (McInst("MVE_VLDRWU32", (Q("Q1"), Reg("R1"), Imm(0), Imm(1), Reg("P0"), NO)), "vldrwt.u32\tq1, [r1]")
    assert out[6] == (McInst("MVE_VLDRWU32", (Q("Q2"), Reg("R1"), Imm(0), Imm(2), Reg("P0"), NO)), "vldrwe.u32\tq2, [r1]")


def test_mve_vector_move_is_vorr() -> None:
    out = _resolve_on("vmov q3, q0\nvpst\nvmovt q3, q0\n", M55, "cortex-m55")
    assert out[0] == (McInst("MVE_VORR", (Q("Q3"), Q("Q0"), Q("Q0"), Imm(0), NO, NO, NO)), "vmov\tq3, q0")
    assert out[2] == (McInst("MVE_VORR", (Q("Q3"), Q("Q0"), Q("Q0"), Imm(1), Reg("P0"), NO, Q("Q3"))), "vmovt\tq3, q0")


INTERLEAVED_CASES = [
    # gcc -O3 -mcpu=cortex-m55 (vld2q): llvm-mc-19 -show-inst -triple=thumbv8.1m.main-none-eabi -mcpu=cortex-m55
    ("vld20.32 {q2, q3}, [r0]", McInst("MVE_VLD20_32", (Q("Q2_Q3"), Q("Q2_Q3"), Reg("R0")))),
    ("vld21.32 {q2, q3}, [r0]!", McInst("MVE_VLD21_32_wb", (Q("Q2_Q3"), Reg("R0"), Q("Q2_Q3"), Reg("R0")))),
    ("vst20.16 {q0, q1}, [r1]", McInst("MVE_VST20_16", (Q("Q0_Q1"), Reg("R1")))),
    ("vld40.8 {q0, q1, q2, q3}, [r2]", McInst("MVE_VLD40_8", (Q("Q0_Q1_Q2_Q3"), Q("Q0_Q1_Q2_Q3"), Reg("R2")))),
    ("vld43.8 {q4, q5, q6, q7}, [r2]!",
     McInst("MVE_VLD43_8_wb", (Q("Q4_Q5_Q6_Q7"), Reg("R2"), Q("Q4_Q5_Q6_Q7"), Reg("R2")))),
    ("vst43.32 {q4, q5, q6, q7}, [r2]!", McInst("MVE_VST43_32_wb", (Reg("R2"), Q("Q4_Q5_Q6_Q7"), Reg("R2")))),
]


@pytest.mark.parametrize(("text", "expected"), INTERLEAVED_CASES)
def test_mve_interleaving_loads_and_stores(text: str, expected: McInst) -> None:
    [(mc, out)] = _resolve_on(text + "\n", M55, "cortex-m55")
    assert mc == expected
    assert out == text.replace(" ", "\t", 1)


@pytest.mark.parametrize("text", ["vld20.32 {q2, q4}, [r0]", "vld22.32 {q2, q3}, [r0]", "vld40.8 {q0, q1}, [r2]",
                                  "vld20.32 {q7, q8}, [r0]", "vld20.64 {q2, q3}, [r0]"])
def test_mve_interleaving_refuses_what_llvm_mc_refuses(text: str) -> None:
    # `{q2, q4}` is refused by the list parser itself (llvm-mc-19: "non-contiguous register range" at
    # q4), so no instruction reaches the resolver; the others are refused there
    status, _, err = run(["--llvm-version", "19", f"-mtriple={M55}", "-mcpu=cortex-m55", "-"], stdin_text=text + "\n")
    assert status == 1 and "error:" in err
    for mc, message in _resolve_on(text + "\n", M55, "cortex-m55"):
        assert mc is None and message


LABEL_OFFSET_CASES = [
    # arm-none-eabi-gcc -O2 -mcpu=cortex-m4 (xxhash.c: constants past a literal pool label); llvm-mc-19
    # -show-inst -triple=thumbv7em-none-eabi -mcpu=cortex-m4: a label with an offset is an MCBinaryExpr,
    # which the 16-bit forms do not take, and printOperand writes after `#`
    ("ldr r5, .L186+8", McInst("t2LDRpci", (Reg("R5"), Expr(".L186+8"), Imm(14), NO)), "ldr.w\tr5, .L186+8"),
    ("ldr r5, .L186 + 0x8", McInst("t2LDRpci", (Reg("R5"), Expr(".L186+8"), Imm(14), NO)), "ldr.w\tr5, .L186+8"),
    ("ldr r8, .L186-4", McInst("t2LDRpci", (Reg("R8"), Expr(".L186-4"), Imm(14), NO)), "ldr.w\tr8, .L186-4"),
    ("ldr r5, .L186", McInst("tLDRpci", (Reg("R5"), Expr(".L186"), Imm(14), NO)), "ldr\tr5, .L186"),
    ("vldr.32 s0, .L186+4", McInst("VLDRS", (Reg("S0"), Expr(".L186+4"), Imm(0), Imm(14), NO)), "vldr\ts0, #.L186+4"),
    ("b .L186+2", McInst("t2B", (Expr(".L186+2"), Imm(14), NO)), "b.w\t#.L186+2"),
    ("ldrd r0, r1, .L186+8", McInst("t2LDRDi8", (Reg("R0"), Reg("R1"), Expr(".L186+8"), Imm(0), Imm(14), NO)),
     "ldrd\tr0, r1, #.L186+8"),
]


@pytest.mark.parametrize(("text", "expected", "printed"), LABEL_OFFSET_CASES)
def test_label_with_an_offset(text: str, expected: McInst, printed: str) -> None:
    [(mc, out)] = _resolve_on(text + "\n")
    assert mc == expected
    assert out == printed


def test_label_offset_never_raises() -> None:
    for text in ("ldr r0, .L1+08", "ldr r0, .L1+0x", "ldr r0, .L1++8", "ldr r0, .L1+99999999999999999999"):
        _resolve_on(text + "\n")


def test_a32_branch_prints_without_al() -> None:
    # llvm-mc-19 -show-inst -triple=armv7a-none-eabi: Bcc with AL prints `b`
    [(mc, out)] = _resolve_on("b .L186\n", "armv7a-none-eabi", "cortex-a9")
    assert mc == McInst("Bcc", (Expr(".L186"), Imm(14), NO))
    assert out == "b\t.L186"


def test_it_slot_not_served_from_another_files_line_memo() -> None:
    # The corpus run (many files in one process, as the language server parses edits) found
    # `movlt r0, r4` refused in an IT block: the front end's line memo served the same line, at the
    # same line number, as parsed in an earlier file outside a block.
    target = target_for_triple(M4)
    before = parse_text("\t.thumb\n\tcmp r0, r4\n\tit lt\n\tmovlt r5, r3\n\tmovlt r0, r4\n", target)
    after = parse_text("\t.thumb\n\tcmp r0, r4\n\titt lt\n\tmovlt r5, r3\n\tmovlt r0, r4\n", target)
    assert [getattr(i, "it_slot", None) for i in before.instructions] == [None, None, 11, None]
    assert [getattr(i, "it_slot", None) for i in after.instructions] == [None, None, 11, 11]
    mode_before = parse_text("\tadd r0, r1, r2\n", target)
    mode_after = parse_text("\t.arm\n\tadd r0, r1, r2\n", target)
    assert getattr(mode_before.instructions[0], "mode", None) == ""
    assert getattr(mode_after.instructions[0], "mode", None) == "arm"


AM5_CASES = [
    # clang-19 --target=thumbv8.1m.main-none-eabi -mcpu=cortex-m55 -O2 (arm_biquad_f32): addrmode5 holds
    # the subtract bit (256) above offset / 4; llvm-mc-19 -show-inst -triple=thumbv8.1m.main-none-eabi
    ("vldr s4, [r3, #-8]", McInst("VLDRS", (Reg("S4"), Reg("R3"), Imm(258), Imm(14), NO)), "vldr\ts4, [r3, #-8]"),
    ("vldr s4, [r3, #8]", McInst("VLDRS", (Reg("S4"), Reg("R3"), Imm(2), Imm(14), NO)), "vldr\ts4, [r3, #8]"),
    ("vstr d1, [r3, #-1020]", McInst("VSTRD", (Reg("D1"), Reg("R3"), Imm(511), Imm(14), NO)),
     "vstr\td1, [r3, #-1020]"),
    ("vldr d1, [r3, #-0]", McInst("VLDRD", (Reg("D1"), Reg("R3"), Imm(256), Imm(14), NO)), "vldr\td1, [r3, #-0]"),
    ("vldr.16 s1, [r3, #-6]", McInst("VLDRH", (Reg("S1"), Reg("R3"), Imm(259), Imm(14), NO)),
     "vldr.16\ts1, [r3, #-6]"),
    ("vldr s4, [r3]", McInst("VLDRS", (Reg("S4"), Reg("R3"), Imm(0), Imm(14), NO)), "vldr\ts4, [r3]"),
]


@pytest.mark.parametrize(("text", "expected", "printed"), AM5_CASES)
def test_vfp_negative_offsets_hold_the_subtract_bit(text: str, expected: McInst, printed: str) -> None:
    [(mc, out)] = _resolve_on(text + "\n", M55, "cortex-m55")
    assert mc == expected
    assert out == printed


def test_vfp_offset_out_of_range_is_refused() -> None:
    [(mc, _)] = _resolve_on("vldr s4, [r3, #-1024]\n", M55, "cortex-m55")
    assert mc is None
