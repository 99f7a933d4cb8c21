"""The 32-bit Arm target: triples, the resolver (conditions, IT blocks, narrow/wide Thumb forms,
shifted operands, register lists, VFP in Thumb) and the printer, against llvm-mc-19's answers.

Each expected McInst is llvm-mc-19's, recorded with
    llvm-mc-19 -show-inst -triple=<triple> [-mcpu=cortex-m4] t.s
(register numbers written as the ISA's names), and each printed text is the one llvm-mc printed.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from arm_resolve import resolve_on
from mcalens.analysis.cli import run
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg
from mcalens.analysis.source import Span
from mcalens.analysis.targets.target import target_for_triple, target_name

M4 = "thumbv7m-none-eabi"
A32 = "armv7a-none-eabi"
NO = Reg(None)


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
    # only SP is the SP-relative form's base (its MC operand is any GPR)
    ("str r0, [r8, #12]", McInst("t2STRi12", (Reg("R0"), Reg("R8"), Imm(12), Imm(14), NO)), "str.w\tr0, [r8, #12]"),
    ("ldr r1, [r9, #8]", McInst("t2LDRi12", (Reg("R1"), Reg("R9"), Imm(8), Imm(14), NO)), "ldr.w\tr1, [r9, #8]"),
    ("ldr r0, [r1, #-4]", McInst("t2LDRi8", (Reg("R0"), Reg("R1"), Imm(-4), Imm(14), NO)), "ldr\tr0, [r1, #-4]"),
    ("vadd.f32 s0, s1, s2", McInst("VADDS", (Reg("S0"), Reg("S1"), Reg("S2"), Imm(14), NO)),
     "vadd.f32\ts0, s1, s2"),
    ("push {r4-r7, lr}", McInst("tPUSH", (Imm(14), NO, Reg("R4"), Reg("R5"), Reg("R6"), Reg("R7"), Reg("LR"))),
     "push\t{r4, r5, r6, r7, lr}"),
]


@pytest.mark.parametrize(("text", "expected", "printed"), THUMB_CASES)
def test_thumb_resolves_and_prints_as_llvm_mc(text: str, expected: McInst, printed: str) -> None:
    [(mc, out)] = resolve_on(text, M4)
    assert mc == expected
    assert out == printed


def test_it_block_makes_the_narrow_form_quiet() -> None:
    # inside `it ne`, `addne r0, r1, #1` is the 16-bit tADDi3 without flags (cc_out no register)
    results = resolve_on("it ne\naddne r0, r1, #1\n", M4)
    assert results[0] == (McInst("t2IT", (Imm(1), Imm(8))), "it\tne")
    assert results[1] == (McInst("tADDi3", (Reg("R0"), NO, Reg("R1"), Imm(1), Imm(1), Reg("CPSR"))),
                          "addne\tr0, r1, #1")


def test_predicated_outside_it_block_is_refused() -> None:
    # llvm-mc-19 -triple=thumbv7m-none-eabi: "predicated instructions must be in IT block"
    [(mc, message)] = resolve_on("addne r0, r1, r2\n", M4)
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
    [(mc, out)] = resolve_on(text, A32)
    assert mc == expected
    assert out == printed


def test_thumb_directive_switches_mode() -> None:
    # `.thumb` in an armv7a file: `adds r0, r1, #1` is tADDi3 as in a Thumb triple
    results = resolve_on(".thumb\nadds r0, r1, #1\n.arm\nadds r0, r1, #1\n", A32)
    assert [mc.opcode for mc, _ in results if mc is not None] == ["tADDi3", "ADDri"]


def test_line_memo_keeps_the_mode_apart() -> None:
    # The front end memoises a line by its text and position; an ARM line's statement also holds the
    # mode it is read in, so the same lines after `.thumb` must not reuse the `.arm` file's reading
    # (the language server re-parses edited buffers; a long-lived process saw `add` as A32 here).
    body = "{}\n.L3:\n\tvldmia.32\tr0!, {{s15}}\n\tadd\tip, ip, #1\n"
    assert [mc.opcode for mc, _ in resolve_on(body.format(".arm"), A32)] == ["VLDMSIA_UPD", "ADDri"]
    assert [mc.opcode for mc, _ in resolve_on(body.format(".thumb"), A32)] == ["VLDMSIA_UPD", "t2ADDri"]
    # the same for an IT block's slot: `addeq` is in the block only after the `it`
    block = "{}\n\taddeq\tr0, r0, #1\n"
    assert resolve_on(block.format("\t.thumb\n\tit eq"), A32)[1][0] is not None
    assert resolve_on(block.format("\t.thumb\n\tnop"), A32)[1] == (None, "predicated instructions must be in IT block")


def test_hostile_operands_never_raise() -> None:
    for text in ("ldr r0, [r1", "push {r9-r2}", "add r0, r1, lsl", "vmov d0[x], r1", "it", "ldr r0, [r1:zz]",
                 "add r0, #1 +", "b", "{", "[", "mov r0, #(1"):
        resolve_on(text + "\n", M4)
        resolve_on(text + "\n", A32)


# llvm-mc-19 -show-inst -triple=thumbv8.1m.main-none-eabi -mcpu=cortex-m55
M55 = "thumbv8.1m.main-none-eabi"
M55_CASES = [
    ("vmov.i32 q0, #0x2000", McInst("MVE_VMOVimmi32", (Reg("Q0"), Imm(544), Imm(0), NO, NO, NO)),
     "vmov.i32\tq0, #0x2000"),
    ("vldrb.8 q1, [r0]", McInst("MVE_VLDRBU8", (Reg("Q1"), Reg("R0"), Imm(0), Imm(0), NO, NO)), "vldrb.u8\tq1, [r0]"),
    ("mrs r0, apsr", McInst("t2MRS_M", (Reg("R0"), Imm(2048), Imm(14), NO)), "mrs\tr0, apsr"),
    ("vmov.f32 s0, #1.0", McInst("FCONSTS", (Reg("S0"), Imm(112), Imm(14), NO)), "vmov.f32\ts0, #1.000000e+00"),
    ("ldr.w r2, [pc, #-40]", McInst("t2LDRpci", (Reg("R2"), Imm(-40), Imm(14), NO)), "ldr.w\tr2, [pc, #-40]"),
    ("cmp r0, r10", McInst("tCMPhir", (Reg("R0"), Reg("R10"), Imm(14), NO)), "cmp\tr0, r10"),
]


@pytest.mark.parametrize(("text", "expected", "printed"), M55_CASES)
def test_m_profile_resolves_and_prints_as_llvm_mc(text: str, expected: McInst, printed: str) -> None:
    [(mc, out)] = resolve_on(text + "\n", M55, "cortex-m55")
    assert mc == expected
    assert out == printed


def test_vpt_block_predicates_mve_instructions() -> None:
    # vpt.s8 ge is MVE_VPTv16s8 (a signed condition), mask 8; vaddt.i32 in its slot is predicated
    # "then" (1) on P0 with the destination as the inactive lanes' register
    results = resolve_on("vpt.s8 ge, q2, q1\nvaddt.i32 q0, q1, q2\n", M55, "cortex-m55")
    assert results[0] == (McInst("MVE_VPTv16s8", (Imm(8), Reg("Q2"), Reg("Q1"), Imm(10))), "vpt.s8\tge, q2, q1")
    assert results[1] == (McInst("MVE_VADDi32", (Reg("Q0"), Reg("Q1"), Reg("Q2"), Imm(1), Reg("P0"), NO, Reg("Q0"))),
                          "vaddt.i32\tq0, q1, q2")


def test_a32_unconditional_branch_prints_without_al() -> None:
    # llvm-mc-19 -show-inst -triple=armv7a-none-eabi: `b .L1` and `bal .L1` are Bcc AL, printed `b\t.L1`
    results = resolve_on(".L1:\nb .L1\nbal .L1\nbne .L1\n", A32)
    assert [out for _, out in results] == ["b\t.L1", "b\t.L1", "bne\t.L1"]
    assert results[0][0] == McInst("Bcc", (Expr(".L1"), Imm(14), NO))


def test_neon_register_move_is_vorr() -> None:
    # llvm-mc-19 -show-inst -triple=armv7a-none-eabi -mcpu=cortex-a57 (and thumbv7a): NEON's
    # `vmov q14, q8` is VORRq with the source twice and prints as vorr; VFP's vmov.f64 stays VMOVD
    results = resolve_on("vmov q14, q8\nvmov.f32 d0, d1\nvmovne q1, q2\nvmov.f64 d0, d1\n", A32)
    assert results[0] == (McInst("VORRq", (Reg("Q14"), Reg("Q8"), Reg("Q8"), Imm(14), NO)), "vorr\tq14, q8, q8")
    assert results[1] == (McInst("VORRd", (Reg("D0"), Reg("D1"), Reg("D1"), Imm(14), NO)), "vorr\td0, d1, d1")
    assert results[2] == (McInst("VORRq", (Reg("Q1"), Reg("Q2"), Reg("Q2"), Imm(1), Reg("CPSR"))),
                          "vorrne\tq1, q2, q2")
    assert results[3] == (McInst("VMOVD", (Reg("D0"), Reg("D1"), Imm(14), NO)), "vmov.f64\td0, d1")
    [thumb] = resolve_on("vmov q14, q8\n", "thumbv7a-none-eabi")
    assert thumb == (McInst("VORRq", (Reg("Q14"), Reg("Q8"), Reg("Q8"), Imm(14), NO)), "vorr\tq14, q8, q8")


def test_neon_lists_of_q_registers_and_thumb_writeback() -> None:
    # llvm-mc-19 -show-inst -triple=thumbv7a-none-eabi -mcpu=cortex-a57 (gcc -mthumb -mfpu=neon's
    # loops): `{q8}` is the list {d16, d17}; `[r0]!` is the _UPD / wb_fixed form in Thumb as in A32
    results = resolve_on("vld1.32 {q11}, [r1]\nvst1.8 {q8}, [r4]!\nvld3.8 {d16, d17, d18}, [r0]!\n"
                       "vld1.8 {q8, q9}, [r0]!\n", "thumbv7a-none-eabi")
    assert results[0] == (McInst("VLD1q32", (Reg("Q11"), Reg("R1"), Imm(0), Imm(14), NO)), "vld1.32\t{d22, d23}, [r1]")
    # (llvm-mc shows the written-back base of VST1q8wb_fixed as Imm:0)
    assert results[1] == (McInst("VST1q8wb_fixed", (Imm(0), Reg("R4"), Imm(0), Reg("Q8"), Imm(14), NO)),
                          "vst1.8\t{d16, d17}, [r4]!")
    assert results[2] == (McInst("VLD3d8_UPD", (Reg("D16"), Reg("D17"), Reg("D18"), Reg("R0"), Reg("R0"), Imm(0),
                                                NO, Imm(14), NO)), "vld3.8\t{d16, d17, d18}, [r0]!")
    assert results[3] == (McInst("VLD1d8Qwb_fixed", (Reg("D16"), Imm(0), Reg("R0"), Imm(0), Imm(14), NO)),
                          "vld1.8\t{d16, d17, d18, d19}, [r0]!")


def test_gnu_one_register_ldrd_takes_the_next_register() -> None:
    # llvm-mc-19 -show-inst -mcpu=cortex-a57 (gcc's epilogues print `ldrd r4, [sp]`)
    a32 = resolve_on("ldrd r4, [sp]\nstrdgt r8, [r1, #20]\nstrexd r2, r0, [r1]\nldrd r1, [r2]\n", A32)
    assert a32[0] == (McInst("LDRD", (Reg("R4"), Reg("R5"), Reg("SP"), NO, Imm(0), Imm(14), NO)),
                      "ldrd\tr4, r5, [sp]")
    assert a32[1][1] == "strdgt\tr8, r9, [r1, #20]"
    assert a32[2][1] == "strexd\tr2, r0, r1, [r1]"
    assert a32[3][0] is None  # A32 wants an even first register: no pair is made
    thumb = resolve_on("ldrd r1, [r2]\nldrd r6, [sp, #8]\n", "thumbv7a-none-eabi")
    assert thumb[0] == (McInst("t2LDRDi8", (Reg("R1"), Reg("R2"), Reg("R2"), Imm(0), Imm(14), NO)),
                        "ldrd\tr1, r2, [r2]")
    assert thumb[1][1] == "ldrd\tr6, r7, [sp, #8]"


def test_vfp_load_store_offsets_are_addressing_mode_5() -> None:
    # llvm-mc-19 -show-inst -triple=armv7a-none-eabi -mcpu=cortex-a57: the scaled magnitude with the
    # subtract flag in bit 8 (gcc's unrolled loops load `[r4, #-76]`)
    results = resolve_on("vldr.32 s14, [r4, #-76]\nvstr d1, [sp, #8]\nvldr s0, [r3, #-0]\nvldr d8, [r3, #1024]\n", A32)
    assert results[0] == (McInst("VLDRS", (Reg("S14"), Reg("R4"), Imm(275), Imm(14), NO)), "vldr\ts14, [r4, #-76]")
    assert results[1] == (McInst("VSTRD", (Reg("D1"), Reg("SP"), Imm(2), Imm(14), NO)), "vstr\td1, [sp, #8]")
    assert results[2] == (McInst("VLDRS", (Reg("S0"), Reg("R3"), Imm(256), Imm(14), NO)), "vldr\ts0, [r3, #-0]")
    assert results[3][0] is None  # 1024 / 4 does not fit the 8-bit field
    [thumb] = resolve_on("vstr.32 s15, [r6, #-32]\n", "thumbv7a-none-eabi")
    assert thumb == (McInst("VSTRS", (Reg("S15"), Reg("R6"), Imm(264), Imm(14), NO)), "vstr\ts15, [r6, #-32]")


def test_lower16_upper16_print_without_hash() -> None:
    # llvm-mc-19 -show-inst -triple=armv7a-none-eabi (gcc writes `#:lower16:`, clang `:lower16:`)
    results = resolve_on("movw r5, #:lower16:.LANCHOR0\nmovt r5, #:upper16:.LANCHOR0\nmovw r5, :lower16:foo\n", A32)
    assert results[0] == (McInst("MOVi16", (Reg("R5"), Expr(":lower16:.LANCHOR0"), Imm(14), NO)),
                          "movw\tr5, :lower16:.LANCHOR0")
    assert results[1][1] == "movt\tr5, :upper16:.LANCHOR0"
    assert results[2] == (McInst("MOVi16", (Reg("R5"), Expr(":lower16:foo"), Imm(14), NO)), "movw\tr5, :lower16:foo")


def test_neon_aliases_in_gcc_output() -> None:
    # llvm-mc-19 -show-inst -triple=armv7a-none-eabi -mcpu=cortex-a57 (xxHash's NEON code, gcc -O3)
    results = resolve_on("vzip.32 d16, d17\nvuzp.i32 d16, d17\nvzipne.u32 d1, d2\nvzip.32 q1, q2\n"
                       "vshll.s8 q9, d16, #8\nvshll.u16 q9, d16, #16\nvshll.s8 q9, d16, #7\nvldm r0!, {d8-d9}\n", A32)
    assert results[0] == (McInst("VTRNd32", (Reg("D16"), Reg("D17"), Reg("D16"), Reg("D17"), Imm(14), NO)),
                          "vtrn.32\td16, d17")
    assert results[1][1] == "vtrn.32\td16, d17"
    assert results[2][1] == "vtrnne.32\td1, d2"
    assert results[3][0] is not None and results[3][0].opcode == "VZIPq32"
    assert results[4] == (McInst("VSHLLi8", (Reg("Q9"), Reg("D16"), Imm(8), Imm(14), NO)), "vshll.i8\tq9, d16, #8")
    assert results[5][0] is not None and results[5][0].opcode == "VSHLLi16"
    assert results[6][0] is not None and results[6][0].opcode == "VSHLLsv8i16"
    assert results[7] == (McInst("VLDMDIA_UPD", (Reg("R0"), Reg("R0"), Imm(14), NO, Reg("D8"), Reg("D9"))),
                          "vldmia\tr0!, {d8, d9}")


def test_conditional_branch_to_a_label() -> None:
    [(mc, out)] = resolve_on("bne next\nnext:\n", M55, "cortex-m55")
    assert mc == McInst("tBcc", (Expr("next"), Imm(1), Reg("CPSR")))
    assert out == "bne\tnext"


# llvm-mc-19 -show-inst -triple=armv8
A32_ENCODED = [
    ("mov r4, #4080", McInst("MOVi", (Reg("R4"), Imm(3839), Imm(14), NO, NO)), "mov\tr4, #4080"),
    ("ldrh r3, [r4, #-6]", McInst("LDRH", (Reg("R3"), Reg("R4"), NO, Imm(262), Imm(14), NO)), "ldrh\tr3, [r4, #-6]"),
    ("ldr r1, [r2], #-30", McInst("LDR_POST_IMM", (Reg("R1"), Reg("R2"), Reg("R2"), NO, Imm(4126), Imm(14), NO)),
     "ldr\tr1, [r2], #-30"),
    ("vld1.16 {d16}, [r0]", McInst("VLD1d16", (Reg("D16"), Reg("R0"), Imm(0), Imm(14), NO)), "vld1.16\t{d16}, [r0]"),
    ("vmov.i16 d16, #0x1000", McInst("VMOVv4i16", (Reg("D16"), Imm(2576), Imm(14), NO)), "vmov.i16\td16, #0x1000"),
    ("bfc r5, #3, #17", McInst("BFC", (Reg("R5"), Reg("R5"), Imm(4293918727), Imm(14), NO)), "bfc\tr5, #3, #17"),
    ("bfi r5, r2, #3, #17", McInst("BFI", (Reg("R5"), Reg("R5"), Reg("R2"), Imm(4293918727), Imm(14), NO)),
     "bfi\tr5, r2, #3, #17"),
    ("lsl r0, r1, #2", McInst("MOVsi", (Reg("R0"), Reg("R1"), Imm(18), Imm(14), NO, NO)), "lsl\tr0, r1, #2"),
    ("lsls r0, r1, r2", McInst("MOVsr", (Reg("R0"), Reg("R1"), Reg("R2"), Imm(2), Imm(14), NO, Reg("CPSR"))),
     "lsls\tr0, r1, r2"),
    ("rrx r0, r1", McInst("MOVsi", (Reg("R0"), Reg("R1"), Imm(5), Imm(14), NO, NO)), "rrx\tr0, r1"),
    ("vld3.8 {d16, d17, d18}, [r0:64]", McInst("VLD3d8", (Reg("D16"), Reg("D17"), Reg("D18"), Reg("R0"), Imm(8),
                                                          Imm(14), NO)), "vld3.8\t{d16, d17, d18}, [r0:64]"),
]


@pytest.mark.parametrize(("text", "expected", "printed"), A32_ENCODED)
def test_a32_encoded_operands_as_llvm_mc(text: str, expected: McInst, printed: str) -> None:
    [(mc, out)] = resolve_on(text + "\n", "armv8")
    assert mc == expected
    assert out == printed


def test_m_profile_cpu_assembles_thumb_on_an_arm_triple() -> None:
    # llvm-mca-19 -mtriple=arm -mcpu=cortex-m7 prints `add.w r0, r1, #1` (m7-negative-readadvance.s)
    [(mc, out)] = resolve_on("add r0, r1, #1\n", "arm", "cortex-m7")
    assert mc is not None and mc.opcode == "t2ADDri"
    assert out == "add.w\tr0, r1, #1"


# llvm-mc-19 -show-inst -triple=thumbv8.1m.main-none-eabi -mcpu=cortex-m55
M55_SPECIAL = [
    ("ssat r0, #1, r2, LSL #1", McInst("t2SSAT", (Reg("R0"), Imm(0), Reg("R2"), Imm(1), Imm(14), NO)),
     "ssat\tr0, #1, r2, lsl #1"),
    ("usat r0, #1, r1, asr #3", McInst("t2USAT", (Reg("R0"), Imm(1), Reg("R1"), Imm(35), Imm(14), NO)),
     "usat\tr0, #1, r1, asr #3"),
    ("msr apsr, r0", McInst("t2MSR_M", (Imm(2048), Reg("R0"), Imm(14), NO)), "msr\tapsr_nzcvq, r0"),
    ("le lr, next", McInst("t2LEUpdate", (Imm(0), Reg("LR"), Expr("next"))), "le\tlr, next"),
    ("vcadd.i8 q0, q2, q1, #90", McInst("MVE_VCADDi8", (Reg("Q0"), Reg("Q2"), Reg("Q1"), Imm(0), Imm(0), NO, NO, NO)),
     "vcadd.i8\tq0, q2, q1, #90"),
]


@pytest.mark.parametrize(("text", "expected", "printed"), M55_SPECIAL)
def test_m55_operands_llvm_mc_encodes(text: str, expected: McInst, printed: str) -> None:
    [(mc, out)] = resolve_on(text + "\n", M55, "cortex-m55")
    assert mc == expected
    assert out == printed


def test_a32_takes_the_wide_qualifier() -> None:
    # llvm-mc-19 -triple=armv7-unknown-unknown -show-inst: `add.w r1, r1, r12` is ADDrr, printed `add`
    [(mc, out)] = resolve_on("add.w r1, r1, r12\n", "armv7-unknown-unknown")
    assert mc == McInst("ADDrr", (Reg("R1"), Reg("R1"), Reg("R12"), Imm(14), NO, NO))
    assert out == "add\tr1, r1, r12"


def _refusals(text: str, triple: str, cpu: str, mattr: str = "") -> list[str | None]:
    """Per instruction: the feature checker's message, or None when it lets the instruction through."""
    target = target_for_triple(triple)
    isa = target.load_isa()
    parsed = parse_text(text, target)
    check = target.subtarget.feature_checker(parsed, isa, cpu, mattr)
    out: list[str | None] = []
    for inst in parsed.instructions:
        mc, _ = target.assembler.resolve(inst, isa, triple)
        assert mc is not None
        refusal = check(inst, mc) if check is not None else None
        out.append(refusal[1] if refusal is not None else None)
    return out


def test_neon_needs_the_neon_feature() -> None:
    # llvm-mc-19 -triple=armv7-unknown-unknown -mcpu=swift: `vld1.32 {d16, d17}, [r1]!` is "invalid
    # instruction" (LLVM 19's swift has neonfp, not neon: the list is read as a plain register list,
    # which no opcode takes, before any matching); vfp arithmetic on S registers is fine
    assert resolve_on("vld1.32 {d16, d17}, [r1]!\n", "armv7-unknown-unknown", "swift") == [
        (None, "invalid instruction")]
    assert _refusals("vadd.f32 s0, s1, s2\n", "armv7-unknown-unknown", "swift") == [None]
    assert _refusals("vld1.32 {d16, d17}, [r1]!\n", "armv7-unknown-unknown", "cortex-a57") == [None]


BARE_LISTS = [
    # llvm-mc-19 -triple=armv7a-none-eabi -mcpu=cortex-a57 -show-inst: gas's bare register for a
    # one-register list; a Q register is its first D register alone
    ("vld1.32 d0, [r2]", McInst("VLD1d32", (Reg("D0"), Reg("R2"), Imm(0), Imm(14), Reg(None))), "vld1.32\t{d0}, [r2]"),
    ("vld1.32 q0, [r2]", McInst("VLD1d32", (Reg("D0"), Reg("R2"), Imm(0), Imm(14), Reg(None))), "vld1.32\t{d0}, [r2]"),
    ("vst1.8 d0, [r2]!", McInst("VST1d8wb_fixed", (Imm(0), Reg("R2"), Imm(0), Reg("D0"), Imm(14), Reg(None))),
     "vst1.8\t{d0}, [r2]!"),
    ("vld1.32 d0, [r2], r3", McInst("VLD1d32wb_register", (Reg("D0"), Imm(0), Reg("R2"), Imm(0), Reg("R3"), Imm(14),
                                                          Reg(None))), "vld1.32\t{d0}, [r2], r3"),
    ("vtbl.8 d0, d1, d2", McInst("VTBL1", (Reg("D0"), Reg("D1"), Reg("D2"), Imm(14), Reg(None))), "vtbl.8\td0, {d1}, d2"),
    ("vtbx.8 d0, d1, d2", McInst("VTBX1", (Reg("D0"), Reg("D0"), Reg("D1"), Reg("D2"), Imm(14), Reg(None))),
     "vtbx.8\td0, {d1}, d2"),
]


@pytest.mark.parametrize(("text", "expected", "printed"), BARE_LISTS)
def test_bare_register_as_a_one_register_list(text: str, expected: McInst, printed: str) -> None:
    assert resolve_on(text + "\n", "armv7a-none-eabi", "cortex-a57") == [(expected, printed)]


def test_bare_register_lists_without_neon() -> None:
    # llvm-mc-19 -triple=thumbv7a-none-eabi -mcpu=cortex-a9: "instruction requires: NEON" (the list
    # matches, the feature does not); -triple=thumbv7em-none-eabi -mcpu=cortex-m4: "invalid instruction"
    text = "vld1.32 d0, [r2]\nvtbl.8 d0, d1, d2\n"
    assert _refusals(text, "thumbv7a-none-eabi", "cortex-a9") == ["instruction requires: NEON"] * 2
    assert _refusals(text, M4, "cortex-m4") == ["invalid instruction"] * 2


def test_double_precision_needs_fp64() -> None:
    # llvm-mc-19 -triple=thumbv7m-none-eabi -mcpu=cortex-m4: vadd.f64 "instruction requires: double
    # precision VFP"; vldr/vmov of a D register and vpush are accepted; -mattr=+fp64 accepts vadd.f64
    text = "vadd.f64 d0, d2, d2\nvldr d0, [r0]\nvmov r0, r1, d0\nvpush {d8, d9}\n"
    assert _refusals(text, M4, "cortex-m4") == ["instruction requires: double precision VFP", None, None, None]
    assert _refusals(text, M4, "cortex-m4", "+fp64") == [None, None, None, None]


def test_llvm22_refuses_a_fixed_point_vcvt_with_another_source() -> None:
    # llvm-mca-22 -mtriple=thumbv8.1-m.main-none-none-eabi -mcpu=cortex-m55: 1:14 "source and
    # destination registers must be the same"; llvm-mc-19 takes it (as s1, s1)
    from mcalens.analysis.isa import load_isa

    target = target_for_triple(M55)
    parsed = parse_text("vcvt.f32.u16 s1, s2, #8\n", target)
    [inst] = parsed.instructions
    mc, diags = target.assembler.resolve(inst, load_isa("arm/llvm22"), M55)
    assert mc is None
    assert target.assembler.resolve_failure(inst, diags, load_isa("arm/llvm22")) == (
        Span(0, 13, 14), "source and destination registers must be the same")
    mc, _ = target.assembler.resolve(inst, target.load_isa(), M55)
    assert mc is not None and mc.opcode == "VUHTOS" and mc.operands[:2] == (Reg("S1"), Reg("S1"))


# llvm-mc-19 -show-inst -triple=armv8 -mcpu=cortex-a57: A32 addressing modes 2 and 3 with a register
# offset (signed, shifted), pre/post-indexed and the unprivileged forms
A32_INDEXED = [
    ('ldr r3, [r8, r1, lsl #2]', McInst("LDRrs", (Reg("R3"), Reg("R8"), Reg("R1"), Imm(16386), Imm(14), NO)),
     'ldr\tr3, [r8, r1, lsl #2]'),
    ('ldr r2, [r5, -r3]', McInst("LDRrs", (Reg("R2"), Reg("R5"), Reg("R3"), Imm(4096), Imm(14), NO)),
     'ldr\tr2, [r5, -r3]'),
    ('ldr r6, [r7, -r8]!', McInst("LDR_PRE_REG", (Reg("R6"), Imm(0), Reg("R7"), Reg("R8"), Imm(4096), Imm(14), NO)),
     'ldr\tr6, [r7, -r8]!'),
    ('ldr r1, [r0, r2, lsr #3]!', McInst("LDR_PRE_REG", (Reg("R1"), Imm(0), Reg("R0"), Reg("R2"), Imm(24579), Imm(14), NO)),
     'ldr\tr1, [r0, r2, lsr #3]!'),
    ('ldr r4, [r3], -r6', McInst("LDR_POST_REG", (Reg("R4"), Reg("R3"), Reg("R3"), Reg("R6"), Imm(4096), Imm(14), NO)),
     'ldr\tr4, [r3], -r6'),
    ('ldr r1, [r5], r3, asr #15', McInst("LDR_POST_REG", (Reg("R1"), Reg("R5"), Reg("R5"), Reg("R3"), Imm(8207), Imm(14), NO)),
     'ldr\tr1, [r5], r3, asr #15'),
    ('ldr r3, [r8, -r2, lsl #15]', McInst("LDRrs", (Reg("R3"), Reg("R8"), Reg("R2"), Imm(20495), Imm(14), NO)),
     'ldr\tr3, [r8, -r2, lsl #15]'),
    ('ldrb r1, [r5, -r1]', McInst("LDRBrs", (Reg("R1"), Reg("R5"), Reg("R1"), Imm(4096), Imm(14), NO)),
     'ldrb\tr1, [r5, -r1]'),
    ('ldrbt r3, [r1], #4', McInst("LDRBT_POST_IMM", (Reg("R3"), Reg("R1"), Reg("R1"), NO, Imm(4), Imm(14), NO)),
     'ldrbt\tr3, [r1], #4'),
    ('ldrbt r2, [r8], #-8', McInst("LDRBT_POST_IMM", (Reg("R2"), Reg("R8"), Reg("R8"), NO, Imm(4104), Imm(14), NO)),
     'ldrbt\tr2, [r8], #-8'),
    ('ldrbt r1, [r2], -r6, lsl #12', McInst("LDRBT_POST_REG", (Reg("R1"), Reg("R2"), Reg("R2"), Reg("R6"), Imm(20492), Imm(14), NO)),
     'ldrbt\tr1, [r2], -r6, lsl #12'),
    ('ldrd r0, r1, [r5, -r2]', McInst("LDRD", (Reg("R0"), Reg("R1"), Reg("R5"), Reg("R2"), Imm(256), Imm(14), NO)),
     'ldrd\tr0, r1, [r5, -r2]'),
    ('ldrd r2, r3, [r9, #32]!', McInst("LDRD_PRE", (Reg("R2"), Reg("R3"), Imm(0), Reg("R9"), NO, Imm(32), Imm(14), NO)),
     'ldrd\tr2, r3, [r9, #32]!'),
    ('ldrd r6, r7, [r1], #8', McInst("LDRD_POST", (Reg("R6"), Reg("R7"), Reg("R1"), Reg("R1"), NO, Imm(8), Imm(14), NO)),
     'ldrd\tr6, r7, [r1], #8'),
    ('ldrd r2, r3, [r8], #-0', McInst("LDRD_POST", (Reg("R2"), Reg("R3"), Reg("R8"), Reg("R8"), NO, Imm(256), Imm(14), NO)),
     'ldrd\tr2, r3, [r8], #-0'),
    ('ldrd r0, r1, [r8], -r12', McInst("LDRD_POST", (Reg("R0"), Reg("R1"), Reg("R8"), Reg("R8"), Reg("R12"), Imm(256), Imm(14), NO)),
     'ldrd\tr0, r1, [r8], -r12'),
    ('ldrh r6, [r5, -r4]', McInst("LDRH", (Reg("R6"), Reg("R5"), Reg("R4"), Imm(256), Imm(14), NO)),
     'ldrh\tr6, [r5, -r4]'),
    ('ldrh r1, [r2, -r1]!', McInst("LDRH_PRE", (Reg("R1"), Imm(0), Reg("R2"), Reg("R1"), Imm(256), Imm(14), NO)),
     'ldrh\tr1, [r2, -r1]!'),
    ('ldrht r9, [r7], #128', McInst("LDRHTi", (Reg("R9"), Reg("R7"), Reg("R7"), Imm(384), Imm(14), NO)),
     'ldrht\tr9, [r7], #128'),
    ('ldrht r4, [r3], #-75', McInst("LDRHTi", (Reg("R4"), Reg("R3"), Reg("R3"), Imm(75), Imm(14), NO)),
     'ldrht\tr4, [r3], #-75'),
    ('ldrht r4, [r3], -r2', McInst("LDRHTr", (Reg("R4"), Reg("R3"), Reg("R3"), Reg("R2"), Imm(0), Imm(14), NO)),
     'ldrht\tr4, [r3], -r2'),
    ('str r8, [r0, -r2]', McInst("STRrs", (Reg("R8"), Reg("R0"), Reg("R2"), Imm(4096), Imm(14), NO)),
     'str\tr8, [r0, -r2]'),
    ('str r7, [r1, r6, lsl #2]!', McInst("STR_PRE_REG", (Imm(0), Reg("R7"), Reg("R1"), Reg("R6"), Imm(16386), Imm(14), NO)),
     'str\tr7, [r1, r6, lsl #2]!'),
    ('str r4, [r2], -r5', McInst("STR_POST_REG", (Reg("R2"), Reg("R4"), Reg("R2"), Reg("R5"), Imm(4096), Imm(14), NO)),
     'str\tr4, [r2], -r5'),
    ('strd r6, r7, [r3, r9]!', McInst("STRD_PRE", (Imm(0), Reg("R6"), Reg("R7"), Reg("R3"), Reg("R9"), Imm(0), Imm(14), NO)),
     'strd\tr6, r7, [r3, r9]!'),
    ('strd r6, r7, [r5], r8', McInst("STRD_POST", (Reg("R5"), Reg("R6"), Reg("R7"), Reg("R5"), Reg("R8"), Imm(0), Imm(14), NO)),
     'strd\tr6, r7, [r5], r8'),
    ('strht r6, [r8], -r0', McInst("STRHTr", (Reg("R8"), Reg("R6"), Reg("R8"), Reg("R0"), Imm(0), Imm(14), NO)),
     'strht\tr6, [r8], -r0'),
    ('strh r1, [r8, #64]!', McInst("STRH_PRE", (Imm(0), Reg("R1"), Reg("R8"), NO, Imm(64), Imm(14), NO)),
     'strh\tr1, [r8, #64]!'),
    ('strh r12, [sp], #4', McInst("STRH_POST", (Reg("SP"), Reg("R12"), Reg("SP"), NO, Imm(4), Imm(14), NO)),
     'strh\tr12, [sp], #4'),
    ('pldw [pc, r0, lsl #2]', McInst("PLDWrs", (Reg("PC"), Reg("R0"), Imm(16386))),
     'pldw\t[pc, r0, lsl #2]'),
    ('pldw [pc, -r0]', McInst("PLDWrs", (Reg("PC"), Reg("R0"), Imm(4096))),
     'pldw\t[pc, -r0]'),
    ('ldr r3, [r8, r1]', McInst("LDRrs", (Reg("R3"), Reg("R8"), Reg("R1"), Imm(0), Imm(14), NO)),
     'ldr\tr3, [r8, r1]'),
    ('ldrh r3, [r8, r1]', McInst("LDRH", (Reg("R3"), Reg("R8"), Reg("R1"), Imm(0), Imm(14), NO)),
     'ldrh\tr3, [r8, r1]'),
    ('ldrbt r1, [r2], r6', McInst("LDRBT_POST_REG", (Reg("R1"), Reg("R2"), Reg("R2"), Reg("R6"), Imm(0), Imm(14), NO)),
     'ldrbt\tr1, [r2], r6'),
    ('ldr r1, [r2], r6', McInst("LDR_POST_REG", (Reg("R1"), Reg("R2"), Reg("R2"), Reg("R6"), Imm(0), Imm(14), NO)),
     'ldr\tr1, [r2], r6'),
    ('ldr r1, [r2, #4]!', McInst("LDR_PRE_IMM", (Reg("R1"), Imm(0), Reg("R2"), Imm(4), Imm(14), NO)),
     'ldr\tr1, [r2, #4]!'),
    ('ldr r1, [r2], #4', McInst("LDR_POST_IMM", (Reg("R1"), Reg("R2"), Reg("R2"), NO, Imm(4), Imm(14), NO)),
     'ldr\tr1, [r2], #4'),
    ('strbt r6, [r2], #12', McInst("STRBT_POST_IMM", (Reg("R2"), Reg("R6"), Reg("R2"), NO, Imm(12), Imm(14), NO)),
     'strbt\tr6, [r2], #12'),
    ('strht r2, [r5], #76', McInst("STRHTi", (Reg("R5"), Reg("R2"), Reg("R5"), Imm(332), Imm(14), NO)),
     'strht\tr2, [r5], #76'),
    ('strht r8,[r1],#-25', McInst("STRHTi", (Reg("R1"), Reg("R8"), Reg("R1"), Imm(25), Imm(14), NO)),
     'strht\tr8, [r1], #-25'),
    ('ldrht r1,[r2],#-0', McInst("LDRHTi", (Reg("R1"), Reg("R2"), Reg("R2"), Imm(0), Imm(14), NO)),
     'ldrht\tr1, [r2], #-0'),
    ('ldrht r1,[r2],r3', McInst("LDRHTr", (Reg("R1"), Reg("R2"), Reg("R2"), Reg("R3"), Imm(1), Imm(14), NO)),
     'ldrht\tr1, [r2], r3'),
    ('strt r1,[r2],#4', McInst("STRT_POST_IMM", (Reg("R2"), Reg("R1"), Reg("R2"), NO, Imm(4), Imm(14), NO)),
     'strt\tr1, [r2], #4'),
    ('ldrt r1,[r2],-r3, lsl #3', McInst("LDRT_POST_REG", (Reg("R1"), Reg("R2"), Reg("R2"), Reg("R3"), Imm(20483), Imm(14), NO)),
     'ldrt\tr1, [r2], -r3, lsl #3'),
    ('ldr r1,[r2,r3,rrx]', McInst("LDRrs", (Reg("R1"), Reg("R2"), Reg("R3"), Imm(40960), Imm(14), NO)),
     'ldr\tr1, [r2, r3, rrx]'),
    ('pld [r1,-r2, ror #3]', McInst("PLDrs", (Reg("R1"), Reg("R2"), Imm(36867))),
     'pld\t[r1, -r2, ror #3]'),
    ('pli [r1,r2]', McInst("PLIrs", (Reg("R1"), Reg("R2"), Imm(0))),
     'pli\t[r1, r2]'),
    ('ldr r1,[r2,r3,asr #32]', McInst("LDRrs", (Reg("R1"), Reg("R2"), Reg("R3"), Imm(8192), Imm(14), NO)),
     'ldr\tr1, [r2, r3, asr #32]'),
    ('ldr r1,[r2],r3,lsr #32', McInst("LDR_POST_REG", (Reg("R1"), Reg("R2"), Reg("R2"), Reg("R3"), Imm(24576), Imm(14), NO)),
     'ldr\tr1, [r2], r3, lsr #32'),
    ('ldr r1, [r2,+r3]', McInst("LDRrs", (Reg("R1"), Reg("R2"), Reg("R3"), Imm(0), Imm(14), NO)),
     'ldr\tr1, [r2, r3]'),
    ('ldr r1,[r2,r3,lsl #0]', McInst("LDRrs", (Reg("R1"), Reg("R2"), Reg("R3"), Imm(16384), Imm(14), NO)),
     'ldr\tr1, [r2, r3]'),
    ('ldr r1,[r2],r3,lsl #0', McInst("LDR_POST_REG", (Reg("R1"), Reg("R2"), Reg("R2"), Reg("R3"), Imm(16384), Imm(14), NO)),
     'ldr\tr1, [r2], r3'),
    ('ldrd r2,r3,[r4,#-0]!', McInst("LDRD_PRE", (Reg("R2"), Reg("R3"), Imm(0), Reg("R4"), NO, Imm(256), Imm(14), NO)),
     'ldrd\tr2, r3, [r4, #-0]!'),
    ('ldr r1,[r2,pc]', McInst("LDRrs", (Reg("R1"), Reg("R2"), Reg("PC"), Imm(0), Imm(14), NO)),
     'ldr\tr1, [r2, pc]'),
    ('ldr pc,[r2,r3]!', McInst("LDR_PRE_REG", (Reg("PC"), Imm(0), Reg("R2"), Reg("R3"), Imm(0), Imm(14), NO)),
     'ldr\tpc, [r2, r3]!'),
    ('ldr r1,[r2,r1]!', McInst("LDR_PRE_REG", (Reg("R1"), Imm(0), Reg("R2"), Reg("R1"), Imm(0), Imm(14), NO)),
     'ldr\tr1, [r2, r1]!'),
]


# llvm-mc-19 -show-inst -triple=armv7a-none-eabi: ARMAsmParser's substitutions for an immediate only
# its negation or complement encodes
A32_SUBSTITUTED = [
    ("add r0, r1, #-4", McInst("SUBri", (Reg("R0"), Reg("R1"), Imm(4), Imm(14), NO, NO)), "sub\tr0, r1, #4"),
    ("sub r0, r1, #-4", McInst("ADDri", (Reg("R0"), Reg("R1"), Imm(4), Imm(14), NO, NO)), "add\tr0, r1, #4"),
    ("add r0, #-4", McInst("SUBri", (Reg("R0"), Reg("R0"), Imm(4), Imm(14), NO, NO)), "sub\tr0, r0, #4"),
    ("adds r0, r1, #-256", McInst("SUBri", (Reg("R0"), Reg("R1"), Imm(3073), Imm(14), NO, Reg("CPSR"))),
     "subs\tr0, r1, #256"),
    ("cmp r0, #-1", McInst("CMNri", (Reg("R0"), Imm(1), Imm(14), NO)), "cmn\tr0, #1"),
    ("cmpne r0, #-1", McInst("CMNri", (Reg("R0"), Imm(1), Imm(1), Reg("CPSR"))), "cmnne\tr0, #1"),
    ("cmn r0, #-1", McInst("CMPri", (Reg("R0"), Imm(1), Imm(14), NO)), "cmp\tr0, #1"),
    ("mov r0, #-1", McInst("MVNi", (Reg("R0"), Imm(0), Imm(14), NO, NO)), "mvn\tr0, #0"),
    ("movs r0, #-2", McInst("MVNi", (Reg("R0"), Imm(1), Imm(14), NO, Reg("CPSR"))), "mvns\tr0, #1"),
    ("mvn r0, #-1", McInst("MOVi", (Reg("R0"), Imm(0), Imm(14), NO, NO)), "mov\tr0, #0"),
    ("and r0, r1, #-256", McInst("BICri", (Reg("R0"), Reg("R1"), Imm(255), Imm(14), NO, NO)), "bic\tr0, r1, #255"),
    ("bic r0, r1, #-256", McInst("ANDri", (Reg("R0"), Reg("R1"), Imm(255), Imm(14), NO, NO)), "and\tr0, r1, #255"),
    ("adc r0, r1, #-2", McInst("SBCri", (Reg("R0"), Reg("R1"), Imm(1), Imm(14), NO, NO)), "sbc\tr0, r1, #1"),
    ("sbc r0, r1, #-2", McInst("ADCri", (Reg("R0"), Reg("R1"), Imm(1), Imm(14), NO, NO)), "adc\tr0, r1, #1"),
]


@pytest.mark.parametrize(("text", "expected", "printed"), A32_SUBSTITUTED)
def test_a32_immediate_substitutions_as_llvm_mc(text: str, expected: McInst, printed: str) -> None:
    [(mc, out)] = resolve_on(text + "\n", A32)
    assert mc == expected
    assert out == printed


# llvm-mc-19 -show-inst -triple=thumbv7a-none-eabi -mcpu=cortex-a57: Thumb's negative immediates
# (gcc -mthumb writes `add r2, r2, #-1` in its loops)
THUMB_SUBSTITUTED = [
    ("add r12, lr, #-1", "t2SUBri", "sub.w\tr12, lr, #1"),
    ("add r12, lr, #0xffffffff", "t2SUBri", "sub.w\tr12, lr, #1"),
    ("add.w r12, lr, #-1", "t2ADDri", "add.w\tr12, lr, #-1"),
    ("add r0, r0, #-4", "t2SUBri", "sub.w\tr0, r0, #4"),
    ("add r0, #-4", "t2SUBri", "sub.w\tr0, r0, #4"),
    ("sub r3, r7, #-1", "t2ADDri", "add.w\tr3, r7, #1"),
    ("add r0, r1, #-257", "t2SUBri12", "subw\tr0, r1, #257"),
    ("addw r0, r1, #-4", "t2SUBri12", "subw\tr0, r1, #4"),
    ("add r0, r1, #-4096", "t2SUBri", "sub.w\tr0, r1, #4096"),
    ("add.w r0, r1, #-256", "t2SUBri", "sub.w\tr0, r1, #256"),
    ("add sp, sp, #-8", "tSUBspi", "sub\tsp, #8"),
    ("adds r0, r1, #-1", "tSUBi3", "subs\tr0, r1, #1"),
    ("subs r1, r1, #-8", "tADDi8", "adds\tr1, #8"),
    ("adds r8, r8, #-1", "t2ADDri", "adds.w\tr8, r8, #-1"),
    ("cmp r0, #-1", "t2CMPri", "cmp.w\tr0, #-1"),
    ("cmn r0, #-2", "t2CMPri", "cmp.w\tr0, #2"),
    ("mov r0, #-2", "t2MVNi", "mvn\tr0, #1"),
    ("orr r0, r1, #-256", "t2ORNri", "orn\tr0, r1, #255"),
    ("and r0, r1, #-256", "t2BICri", "bic\tr0, r1, #255"),
]


@pytest.mark.parametrize(("text", "opcode", "printed"), THUMB_SUBSTITUTED)
def test_thumb_negative_immediates_as_llvm_mc(text: str, opcode: str, printed: str) -> None:
    [(mc, out)] = resolve_on(text + "\n", "thumbv7a-none-eabi")
    assert mc is not None and mc.opcode == opcode
    assert out == printed


def test_thumb_negative_immediate_in_an_it_block_and_refusals() -> None:
    # in an IT block the 16-bit alias: `addne r0, r0, #-4` is tSUBi3 (llvm-mc-19, thumbv7a)
    results = resolve_on("it ne\naddne r0, r0, #-4\nit ne\naddne r8, r8, #-1\n", "thumbv7a-none-eabi")
    assert results[1][1] == "subne\tr0, r0, #4"
    assert results[3][1] == "subne.w\tr8, r8, #1"
    # llvm-mc-19 refuses these ("invalid instruction, any one of the following would fix this")
    for text in ("movs r0, #-2", "cmp.w r0, #-2", "add r0, r1, #-5000"):
        [(mc, _)] = resolve_on(text + "\n", "thumbv7a-none-eabi")
        assert mc is None


def test_a32_conditional_and_two_operand_shifts() -> None:
    # llvm-mc-19 -show-inst -triple=armv7a-none-eabi (gcc -marm writes `lsrgt r3, r3, #7`)
    results = resolve_on("lsrgt r3, r3, #7\nlslsne r0, r1, r2\nasrgt r3, #7\n", A32)
    assert results[0] == (McInst("MOVsi", (Reg("R3"), Reg("R3"), Imm(59), Imm(12), Reg("CPSR"), NO)),
                          "lsrgt\tr3, r3, #7")
    assert results[1] == (McInst("MOVsr", (Reg("R0"), Reg("R1"), Reg("R2"), Imm(2), Imm(1), Reg("CPSR"), Reg("CPSR"))),
                          "lslsne\tr0, r1, r2")
    assert results[2][1] == "asrgt\tr3, r3, #7"


def test_it_block_condition_error_points_at_the_condition() -> None:
    # llvm-mc-19 -triple=thumbv7a-none-eabi: `itc.s:5:6: error: incorrect condition in IT block; got
    # 'ne', but expected 'eq'` for `\taddsne r0, r0, #1` (column 6, the `ne`), 5 for `addne.w`
    triple = "thumbv7a-none-eabi"
    target = target_for_triple(triple)
    isa = target.load_isa()
    parsed = parse_text("\tit eq\n\taddsne r0, r0, #1\n\tit eq\n\taddne.w r0, r0, #1\n", target)
    spans = []
    for inst in parsed.instructions[1::2]:
        mc, diags = target.assembler.resolve(inst, isa, triple)
        assert mc is None
        span, message = target.assembler.resolve_failure(inst, diags, isa)
        assert message == "incorrect condition in IT block; got 'ne', but expected 'eq'"
        spans.append(span.start + 1)
    assert spans == [6, 5]


def test_thumb_prefers_tadd_hirr_and_movw() -> None:
    # llvm-mc-19 -show-inst -triple=thumbv7a-none-eabi -mcpu=cortex-a57 (gcc -mthumb's loops)
    results = resolve_on("add r3, r1, r3\nadd r0, fp, r0\nadds r3, r1, r3\nadd.w r3, r1, r3\nadd r0, r1, r2\n"
                       "mov r0, #380\nmov r0, #65535\nmov.w r0, #256\nmov r0, #0x10000\n", "thumbv7a-none-eabi")
    assert results[0] == (McInst("tADDhirr", (Reg("R3"), Reg("R3"), Reg("R1"), Imm(14), NO)), "add\tr3, r1")
    assert results[1][1] == "add\tr0, r11"
    assert [mc.opcode for mc, _ in results[2:5]] == ["tADDrr", "t2ADDrr", "t2ADDrr"]  # type: ignore[union-attr]
    assert results[5] == (McInst("t2MOVi16", (Reg("R0"), Imm(380), Imm(14), NO)), "movw\tr0, #380")
    assert results[6][1] == "movw\tr0, #65535"
    assert [mc.opcode for mc, _ in results[7:]] == ["t2MOVi", "t2MOVi"]  # type: ignore[union-attr]


def test_a32_without_a_substitute_is_refused() -> None:
    # orr, eor, rsb and tst have no twin: llvm-mc-19 refuses them ("invalid instruction, any one of
    # the following would fix this"), and so does mcalens (its first line's words differ)
    for text in ("orr r0, r1, #-256", "eor r0, r1, #-256", "rsb r0, r1, #-4", "tst r0, #-2", "add r0, r1, #0x101"):
        [(mc, _)] = resolve_on(text + "\n", A32)
        assert mc is None


@pytest.mark.parametrize(("text", "expected", "printed"), A32_INDEXED)
def test_a32_indexed_addressing_as_llvm_mc(text: str, expected: McInst, printed: str) -> None:
    [(mc, out)] = resolve_on(text + "\n", "armv8")
    assert mc == expected
    assert out == printed


def test_a32_indexed_addressing_refuses_what_llvm_mc_refuses() -> None:
    # llvm-mc-19 -triple=armv8 (its messages, line by line); the unprivileged ldrht takes its base
    text = ("ldr r1, [r1, r2]!\nldrh r1, [r1], #2\nstr r1, [r1, r2]!\nldrd r1, r2, [r3, r4]\n"
            "ldrd lr, pc, [r3, r4]\nldrd r0, r2, [r3, r4]\nstrd r0, r2, [r3, r4]\nldrd r2, r3, [r3], #4\n"
            "strd r2, r3, [r3, #4]!\nldrb r1, [r1], r2\n")
    assert [out for _, out in resolve_on(text, "armv8")] == [
        "destination register and base register can't be identical",
        "destination register and base register can't be identical",
        "source register and base register can't be identical",
        "Rt must be even-numbered",
        "Rt can't be R14",
        "destination operands must be sequential",
        "source operands must be sequential",
        "base register needs to be different from destination registers",
        "source register and base register can't be identical",
        "destination register and base register can't be identical",
    ]
    [(mc, out)] = resolve_on("ldrht r1, [r1], #2\n", "armv8")
    assert mc == McInst("LDRHTi", (Reg("R1"), Reg("R1"), Reg("R1"), Imm(258), Imm(14), NO))
    assert out == "ldrht\tr1, [r1], #2"


# llvm-mc-19 -show-inst -triple=armv8 -mcpu=cortex-a57: A32 modified immediates written `#bits, #rot`
# (kept as written where a smaller rotation exists) and MSR's immediate (a modified immediate too)
A32_ROTATED = [
    ('adc r7, r8, #40, #2', McInst("ADCri", (Reg("R7"), Reg("R8"), Imm(296), Imm(14), NO, NO)),
     'adc\tr7, r8, #40, #2'),
    ('movs r11, #240, #30', McInst("MOVi", (Reg("R11"), Imm(4080), Imm(14), NO, Reg("CPSR"))),
     'movs\tr11, #240, #30'),
    ('msr SPSR_fsxc, #40, #2', McInst("MSRi", (Imm(31), Imm(296), Imm(14), NO)),
     'msr\tSPSR_fsxc, #40, #2'),
    ('add r1, r2, #1, #0', McInst("ADDri", (Reg("R1"), Reg("R2"), Imm(1), Imm(14), NO, NO)),
     'add\tr1, r2, #1'),
    ('msr APSR_nzcvq, #2147483658', McInst("MSRi", (Imm(8), Imm(298), Imm(14), NO)),
     'msr\tAPSR_nzcvq, #2147483658'),
    ('mvn r7, #40, #2', McInst("MVNi", (Reg("R7"), Imm(296), Imm(14), NO, NO)),
     'mvn\tr7, #40, #2'),
]


@pytest.mark.parametrize(("text", "expected", "printed"), A32_ROTATED)
def test_a32_explicit_rotation_as_llvm_mc(text: str, expected: McInst, printed: str) -> None:
    [(mc, out)] = resolve_on(text + "\n", "armv8")
    assert mc == expected
    assert out == printed


def test_a32_explicit_rotation_out_of_range() -> None:
    # llvm-mc-19 -triple=armv8; sbfx's two immediates are no rotation
    text = "add r1, r2, #256, #2\nadd r1, r2, #1, #3\nsbfx r4, r5, #16, #1\n"
    assert [out for _, out in resolve_on(text, "armv8")] == [
        "immediate operand must a number in the range [0, 255]",
        "immediate operand must an even number in the range [0, 30]",
        "sbfx\tr4, r5, #16, #1",
    ]


def test_a32_register_move_outside_tcgpr_is_movr() -> None:
    # llvm-mc-19 -show-inst -triple=armv8: MOVr_TC while both registers are r0-r3/r12, MOVr otherwise
    text = "mov r0, r1\nmov r12, r3\nmovne r4, r11\nmov r0, sp\nmovseq pc, r2\n"
    assert resolve_on(text, "armv8") == [
        (McInst("MOVr_TC", (Reg("R0"), Reg("R1"), Imm(14), NO, NO)), "mov\tr0, r1"),
        (McInst("MOVr_TC", (Reg("R12"), Reg("R3"), Imm(14), NO, NO)), "mov\tr12, r3"),
        (McInst("MOVr", (Reg("R4"), Reg("R11"), Imm(1), Reg("CPSR"), NO)), "movne\tr4, r11"),
        (McInst("MOVr", (Reg("R0"), Reg("SP"), Imm(14), NO, NO)), "mov\tr0, sp"),
        (McInst("MOVr", (Reg("PC"), Reg("R2"), Imm(0), Reg("CPSR"), Reg("CPSR"))), "movseq\tpc, r2"),
    ]


def test_a32_add_to_pc_is_adr() -> None:
    # llvm-mc-19 -show-inst -triple=armv8: `add rd, pc, #imm` without `s` is ADR (sub and adds stay)
    text = "add r2, pc, #3\nadd r1, pc, #301989888\naddne r2, pc, #40, #2\nsub r2, pc, #3\nadds r2, pc, #3\n"
    assert resolve_on(text, "armv8") == [
        (McInst("ADR", (Reg("R2"), Imm(3), Imm(14), NO)), "adr\tr2, #3"),
        (McInst("ADR", (Reg("R1"), Imm(301989888), Imm(14), NO)), "adr\tr1, #301989888"),
        (McInst("ADR", (Reg("R2"), Imm(10), Imm(1), Reg("CPSR"))), "adrne\tr2, #10"),
        (McInst("SUBri", (Reg("R2"), Reg("PC"), Imm(3), Imm(14), NO, NO)), "sub\tr2, pc, #3"),
        (McInst("ADDri", (Reg("R2"), Reg("PC"), Imm(3), Imm(14), NO, Reg("CPSR"))), "adds\tr2, pc, #3"),
    ]


def test_coprocessor_moves_keep_their_fields_apart() -> None:
    # llvm-mc-19 -show-inst -triple=armv7a / thumbv7a: MRC is (Rt, cop, opc1, CRn, CRm, opc2), MCR
    # (cop, opc1, Rt, CRn, CRm, opc2); opc2 defaults to 0; MRC2 has no condition in A32
    text = "mrc p14, #0, r1, c1, c2, #4\nmcr p15, #1, r1, c2, c3, #5\nmrcne p15, #1, apsr_nzcv, c2, c3\n"
    assert resolve_on(text + "mrc2 p14, #0, r1, c1, c2, #4\n", "armv7a") == [
        (McInst("MRC", (Reg("R1"), Imm(14), Imm(0), Imm(1), Imm(2), Imm(4), Imm(14), NO)),
         "mrc\tp14, #0, r1, c1, c2, #4"),
        (McInst("MCR", (Imm(15), Imm(1), Reg("R1"), Imm(2), Imm(3), Imm(5), Imm(14), NO)),
         "mcr\tp15, #1, r1, c2, c3, #5"),
        (McInst("MRC", (Reg("APSR_NZCV"), Imm(15), Imm(1), Imm(2), Imm(3), Imm(0), Imm(1), Reg("CPSR"))),
         "mrcne\tp15, #1, apsr_nzcv, c2, c3, #0"),
        (McInst("MRC2", (Reg("R1"), Imm(14), Imm(0), Imm(1), Imm(2), Imm(4))), "mrc2\tp14, #0, r1, c1, c2, #4"),
    ]
    [(mc, out)] = resolve_on("mrc p14, #0, r1, c1, c2, #4\n", "thumbv7a")
    assert mc == McInst("t2MRC", (Reg("R1"), Imm(14), Imm(0), Imm(1), Imm(2), Imm(4), Imm(14), NO))
    assert out == "mrc\tp14, #0, r1, c1, c2, #4"
    # llvm-mc-19 -triple=armv8: "operand must be a register in range [r0, r14] or apsr_nzcv"
    assert [out for _, out in resolve_on("mrc p15, #0, pc, c1, c2, #4\n", "armv8")] == [
        "operand must be a register in range [r0, r14] or apsr_nzcv"]


def test_a32_setend_cps_and_exclusive_pairs() -> None:
    # llvm-mc-19 -show-inst -triple=armv8
    text = ("setend le\ncpsie aif\ncpsid if, #10\ncpsie none\nldrexd r6, r7, [r8]\nstrexd sp, r0, r1, [r0]\n"
            "ldrexd r12, sp, [r0]\nstlexd r1, r10, r11, [r4]\n")
    assert resolve_on(text, "armv8") == [
        (McInst("SETEND", (Imm(0),)), "setend\tle"),
        (McInst("CPS2p", (Imm(2), Imm(7))), "cpsie\taif"),
        (McInst("CPS3p", (Imm(3), Imm(3), Imm(10))), "cpsid\tif, #10"),
        (McInst("CPS2p", (Imm(2), Imm(0))), "cpsie\tnone"),
        (McInst("LDREXD", (Reg("R6_R7"), Reg("R8"), Imm(14), NO)), "ldrexd\tr6, r7, [r8]"),
        (McInst("STREXD", (Reg("SP"), Reg("R0_R1"), Reg("R0"), Imm(14), NO)), "strexd\tsp, r0, r1, [r0]"),
        (McInst("LDREXD", (Reg("R12_SP"), Reg("R0"), Imm(14), NO)), "ldrexd\tr12, sp, [r0]"),
        (McInst("STLEXD", (Reg("R1"), Reg("R10_R11"), Reg("R4"), Imm(14), NO)), "stlexd\tr1, r10, r11, [r4]"),
    ]


def test_neon_structure_lists_one_or_two_apart() -> None:
    # llvm-mc-19 -show-inst -triple=armv8 -mcpu=cortex-a57: every other D register is the `q` opcode;
    # a list with another spacing is no VLD3/VLD4 form: llvm-mc's "non-contiguous register range" at d11
    text = "vld3.8 {d8, d9, d10}, [r4]\nvld3.8 {d8, d10, d12}, [r4]\nvst3.8 {d8, d10, d12}, [r4]\n"
    refused = parse_text("vld3.8 {d8, d11, d12}, [r4]\n", target_for_triple("armv8")).diagnostics
    assert [(d.span.start, d.message) for d in refused] == [(12, "non-contiguous register range")]
    assert resolve_on(text + "vld4.16 {d8, d10, d12, d14}, [r4]\n", "armv8") == [
        (McInst("VLD3d8", (Reg("D8"), Reg("D9"), Reg("D10"), Reg("R4"), Imm(0), Imm(14), NO)),
         "vld3.8\t{d8, d9, d10}, [r4]"),
        (McInst("VLD3q8", (Reg("D8"), Reg("D10"), Reg("D12"), Reg("R4"), Imm(0), Imm(14), NO)),
         "vld3.8\t{d8, d10, d12}, [r4]"),
        (McInst("VST3q8", (Reg("R4"), Imm(0), Reg("D8"), Reg("D10"), Reg("D12"), Imm(14), NO)),
         "vst3.8\t{d8, d10, d12}, [r4]"),
        (McInst("VLD4q16", (Reg("D8"), Reg("D10"), Reg("D12"), Reg("D14"), Reg("R4"), Imm(0), Imm(14), NO)),
         "vld4.16\t{d8, d10, d12, d14}, [r4]"),
    ]


def test_neon_structure_writeback_and_table_lookups() -> None:
    # llvm-mc-19 -show-inst -triple=armv8 -mcpu=cortex-a57: `[rn]!` is the _UPD opcode with no Rm;
    # VTBL/VTBX with 3 or 4 registers hold the list's first
    text = ("vld3.8 {d16, d18, d20}, [r0:64]!\nvst4.32 {d17, d19, d21, d23}, [r0]!\n"
            "vtbl.8 d16, {d16, d17, d18}, d20\nvtbx.8 d20, {d16, d17, d18, d19}, d21\n")
    assert resolve_on(text, "armv8") == [
        (McInst("VLD3q8_UPD", (Reg("D16"), Reg("D18"), Reg("D20"), Reg("R0"), Reg("R0"), Imm(8), NO, Imm(14), NO)),
         "vld3.8\t{d16, d18, d20}, [r0:64]!"),
        (McInst("VST4q32_UPD", (Reg("R0"), Reg("R0"), Imm(0), NO, Reg("D17"), Reg("D19"), Reg("D21"), Reg("D23"),
                                Imm(14), NO)), "vst4.32\t{d17, d19, d21, d23}, [r0]!"),
        (McInst("VTBL3", (Reg("D16"), Reg("D16"), Reg("D20"), Imm(14), NO)), "vtbl.8\td16, {d16, d17, d18}, d20"),
        (McInst("VTBX4", (Reg("D20"), Reg("D20"), Reg("D16"), Reg("D21"), Imm(14), NO)),
         "vtbx.8\td20, {d16, d17, d18, d19}, d21"),
    ]


def test_neon_three_and_four_register_lists_hold_their_first() -> None:
    # llvm-mc-19 -show-inst -triple=armv8 -mcpu=cortex-a57: VLD1's three/four-register lists and
    # VLD2's four are a DPR operand holding the first register
    text = ("vld1.8 {d8, d9, d10}, [r4]\nvld1.8 {d8, d9, d10}, [r4]!\nvst1.8 {d8, d9, d10}, [r4], r6\n"
            "vld2.8 {d8, d9, d10, d11}, [r4]\n")
    assert resolve_on(text, "armv8") == [
        (McInst("VLD1d8T", (Reg("D8"), Reg("R4"), Imm(0), Imm(14), NO)), "vld1.8\t{d8, d9, d10}, [r4]"),
        (McInst("VLD1d8Twb_fixed", (Reg("D8"), Imm(0), Reg("R4"), Imm(0), Imm(14), NO)),
         "vld1.8\t{d8, d9, d10}, [r4]!"),
        (McInst("VST1d8Twb_register", (Imm(0), Reg("R4"), Imm(0), Reg("R6"), Reg("D8"), Imm(14), NO)),
         "vst1.8\t{d8, d9, d10}, [r4], r6"),
        (McInst("VLD2q8", (Reg("D8"), Reg("R4"), Imm(0), Imm(14), NO)), "vld2.8\t{d8, d9, d10, d11}, [r4]"),
    ]


def test_neon_two_registers_two_apart() -> None:
    # llvm-mc-19 -show-inst -triple=armv8 -mcpu=cortex-a57: `{d8, d10}` is VLD2b/VST2b's D8_D10
    assert resolve_on("vld2.8 {d8, d10}, [r4]\nvst2.16 {d8, d10}, [r4], r6\nvld2.32 {d8, d10}, [r4]!\n", "armv8") == [
        (McInst("VLD2b8", (Reg("D8_D10"), Reg("R4"), Imm(0), Imm(14), NO)), "vld2.8\t{d8, d10}, [r4]"),
        (McInst("VST2b16wb_register", (Imm(0), Reg("R4"), Imm(0), Reg("R6"), Reg("D8_D10"), Imm(14), NO)),
         "vst2.16\t{d8, d10}, [r4], r6"),
        (McInst("VLD2b32wb_fixed", (Reg("D8_D10"), Imm(0), Reg("R4"), Imm(0), Imm(14), NO)),
         "vld2.32\t{d8, d10}, [r4]!"),
    ]


def test_a32_pop_and_push_of_one_register_are_ldr_and_str() -> None:
    """ARMAsmParser turns an A32 `pop`/`push` of one register into LDR_POST_IMM / STR_PRE_IMM
    (llvm-mc-19 -triple=armv7a -show-inst); mcalens kept LDMIA_UPD/STMDB_UPD, a silent wrong answer:
    llvm-mca-19 -mtriple=armv7a -mcpu=cortex-a57 on `pop {r4}`, `push {r5}`, `add r0, r0, r1` gives
    Total Cycles 205 and Total uOps 500 (mcalens gave 303 and 700). `ldm sp!, {r6}` stays LDMIA_UPD."""
    from mcalens.analysis.cli import run
    from mcalens.analysis.frontend.parse import parse_text
    from mcalens.analysis.targets.target import target_for_triple

    code, out, err = run(["--llvm-version", "19", "-mtriple=armv7a", "-mcpu=cortex-a57", "-"],
                         stdin_text="pop {r4}\npush {r5}\nadd r0, r0, r1\n")
    assert code == 0, err
    assert "Total Cycles:      205\nTotal uOps:        500\n" in out
    target = target_for_triple("armv7a")
    isa = target.load_isa()
    parsed = parse_text("pop {r4}\npush {r5}\npopne {r4}\nldm sp!, {r6}\n", target)
    target.subtarget.feature_checker(parsed, isa, "cortex-a9", "")
    opcodes = [target.assembler.resolve(inst, isa, "armv7a")[0].opcode for inst in parsed.instructions]
    assert opcodes == ["LDR_POST_IMM", "STR_PRE_IMM", "LDR_POST_IMM", "LDMIA_UPD"]


A32_IT = "cmp r0, #1\nit eq\naddeq r0, r0, #1\nitte ne\naddne r1, r1, #1\naddne r2, r2, #1\naddeq r3, r3, #1\nit al\nadd r0, r0, #1\n"
# llvm-mca-19 -mtriple=armv7a-none-eabi -mcpu=cortex-a9 -iterations=1 -resource-pressure=0 (stdout):
# ARMAsmParser matches `it` in A32 code as ITasm and emits nothing for it
A32_IT_REPORT = """\
Iterations:        1
Instructions:      6
Total Cycles:      7
Total uOps:        6

Dispatch Width:    2
uOps Per Cycle:    0.86
IPC:               0.86
Block RThroughput: 3.0


Instruction Info:
[1]: #uOps
[2]: Latency
[3]: RThroughput
[4]: MayLoad
[5]: MayStore
[6]: HasSideEffects (U)

[1]    [2]    [3]    [4]    [5]    [6]    Instructions:
 1      1     0.50                        cmp	r0, #1
 1      1     0.50                        addeq	r0, r0, #1
 1      1     0.50                        addne	r1, r1, #1
 1      1     0.50                        addne	r2, r2, #1
 1      1     0.50                        addeq	r3, r3, #1
 1      1     0.50                        add	r0, r0, #1
"""


def test_it_in_a32_code_emits_nothing_and_checks_its_block() -> None:
    code, out, _ = run(["--llvm-version", "19", "--no-banner", "-mtriple=armv7a-none-eabi", "-mcpu=cortex-a9",
                        "-iterations=1", "-resource-pressure=0"], stdin_text=A32_IT)
    assert (code, out) == (0, A32_IT_REPORT)
    # the same command on a block whose instructions break it (stderr)
    code, _, err = run(["--llvm-version", "19", "-mtriple=armv7a-none-eabi", "-mcpu=cortex-a9"],
                       stdin_text="it eq\nadd r0, r0, #1\nite eq\naddeq r0, r0, #1\naddeq r0, r0, #1\n")
    assert code == 1
    assert err.startswith(
        "<stdin>:2:1: error: incorrect condition in IT block; got 'al', but expected 'eq'\nadd r0, r0, #1\n^\n"
        "<stdin>:5:4: error: incorrect condition in IT block; got 'eq', but expected 'ne'\naddeq r0, r0, #1\n   ^\n")


@pytest.mark.parametrize(("triple", "cpu", "text", "opcode", "printed"), [
    # llvm-mc-19 -show-inst with the triple and CPU: a preload of a label is the literal form
    ("armv7a-none-eabi", "cortex-a9", "pld .L5", "PLDi12", "pld\t.L5"),
    ("armv7a-none-eabi", "cortex-a9", "pldw .L5", "PLDWi12", "pldw\t.L5"),
    ("armv7a-none-eabi", "cortex-a9", "pli .L5+4", "PLIi12", "pli\t#.L5+4"),
    ("thumbv7em-none-eabi", "cortex-m7", "pld .L5+4", "t2PLDpci", "pld\t.L5+4"),
    ("thumbv7em-none-eabi", "cortex-m7", "pli .L5", "t2PLIpci", "pli\t.L5"),
    # `b` takes a label with an offset as t2B, even written `b.n`; tB takes -2048..2046
    ("thumbv7m-none-eabi", "cortex-m4", "b.n .L5+2", "t2B", "b.w\t#.L5+2"),
    ("thumbv7m-none-eabi", "cortex-m3", "b #2048", "t2B", "b.w\t#2048"),
    ("thumbv7m-none-eabi", "cortex-m3", "b #-2048", "tB", "b\t#-2048"),
])
def test_preloads_of_labels_and_thumb_branch_targets(triple: str, cpu: str, text: str, opcode: str,
                                                     printed: str) -> None:
    [(mc, out)] = resolve_on(text + "\n.L5:\n", triple, cpu)
    assert mc is not None and mc.opcode == opcode
    assert out == printed


def test_thumb_branch_targets_out_of_range(tmp_path: Path) -> None:
    # llvm-mca-19 -mtriple=thumbv7m-none-eabi -mcpu=cortex-m4 t.s: the conditional branches and
    # cbz/cbnz take a label or a number in range only (isSignedOffset: an MCBinaryExpr is neither);
    # `pldw` has no Thumb form for a label
    text = ("beq .L5+2\ncbz r0, .L5+2\nbne.w .L5+2\nbeq.n .L5+2\nb #3\n.L5:\nnop\n")
    source = tmp_path / "t.s"
    source.write_text(text, encoding="utf-8")
    code, _, err = run(["--llvm-version", "19", "-mtriple=thumbv7m-none-eabi", "-mcpu=cortex-m4", str(source)])
    errors = [line.split(": ", 1)[0].removeprefix(str(source) + ":") + " " + line.split("error: ", 1)[1]
              for line in err.splitlines() if ": error: " in line and line.startswith(str(source))]
    assert code == 1
    assert errors == ["1:5 branch target out of range", "2:9 branch target out of range",
                      "3:7 branch target out of range", "4:7 branch target out of range",
                      "5:3 branch target out of range"]


def test_thumb1_branch_targets_out_of_range() -> None:
    # llvm-mc-19 -triple=thumbv6m-none-eabi -mcpu=cortex-m0: without Thumb-2 only the 16-bit branch is a
    # candidate, so a target it cannot hold is "branch target out of range" at the target
    target = target_for_triple("thumbv6m-none-eabi")
    isa = target.load_isa()
    parsed = parse_text("b .L5+2\nb #2048\nbeq #-300\nb #-2048\n.L5:\n", target)
    check = target.subtarget.feature_checker(parsed, isa, "cortex-m0", "")
    assert check is not None
    found = []
    for inst in parsed.instructions:
        mc, diags = target.assembler.resolve(inst, isa, "thumbv6m-none-eabi")
        refusal = target.assembler.resolve_failure(inst, diags, isa) if mc is None else check(inst, mc)
        found.append((refusal[0].start + 1, refusal[1]) if refusal is not None else mc.opcode)  # type: ignore[union-attr]
    assert found == [(3, "branch target out of range"), (3, "branch target out of range"),
                     (5, "branch target out of range"), "tB"]


@pytest.mark.parametrize(("triple", "cpu", "text", "opcode"), [
    # llvm-mc-19 -show-inst (`.fpu neon-fp-armv8` on Cortex-A57): two registers for three where the
    # instruction has ARM's two-operand alias ...
    ("armv8a-none-eabi", "cortex-a57", "vadd.i32 d0, d1", "VADDv2i32"),
    ("armv8a-none-eabi", "cortex-a57", "vand q0, q1", "VANDq"),
    ("armv8a-none-eabi", "cortex-a57", "vadd.f32 s0, s1", "VADDS"),
    # ... and refused where it has none: an accumulating opcode (a source tied to the destination),
    # vorn, vmaxnm, VFP's vsel, any MVE instruction
    ("armv8a-none-eabi", "cortex-a57", "vmla.f32 d0, d1", None),
    ("armv8a-none-eabi", "cortex-a57", "vbsl q0, q1", None),
    ("armv8a-none-eabi", "cortex-a57", "vaba.s8 d0, d1", None),
    ("armv8a-none-eabi", "cortex-a57", "vorn d0, d1", None),
    ("armv8a-none-eabi", "cortex-a57", "vmaxnm.f32 q0, q1", None),
    ("armv8a-none-eabi", "cortex-a57", "vseleq.f64 d0, d1", None),
    ("thumbv8.1m.main-none-eabi", "cortex-m55", "vadd.i32 q0, q1", None),
    ("thumbv8.1m.main-none-eabi", "cortex-m55", "vpsel q0, q1", None),
])
def test_two_register_forms_of_three_register_instructions(triple: str, cpu: str, text: str,
                                                             opcode: str | None) -> None:
    target = target_for_triple(triple)
    isa = target.load_isa()
    parsed = parse_text(".fpu neon-fp-armv8\n" * triple.startswith("arm") + text + "\n", target)
    check = target.subtarget.feature_checker(parsed, isa, cpu, "")
    assert check is not None
    [inst] = parsed.instructions
    mc, _ = target.assembler.resolve(inst, isa, triple)
    if mc is not None and check(inst, mc) is not None:
        mc = None  # (Cortex-M55: NEON's VADDv4i32 is no candidate on an M-profile CPU)
    assert (mc.opcode if mc is not None else None) == opcode
