"""llvm-mc's "deprecated" warnings for 32-bit Arm instructions it takes, as llvm-mca prints them
(twice: it parses the input twice); Thumb's SETEND and CPS; untyped register moves; register lists
(core lists sorted with their warnings, VFP/NEON list errors, load/store multiple refusals).

Expected stderr recorded with
    llvm-mca-19 -mtriple=armv7a-none-eabi -mcpu=<cpu> t.s
(llvm-mca-22 prints the same bytes); McInsts with llvm-mc-19 -show-inst -triple=thumbv8 -mcpu=cortex-a57.
"""

from __future__ import annotations

import pytest
from mcalens.analysis.cli import run
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.mcinst import Imm, McInst, Reg
from mcalens.analysis.targets.target import target_for_triple

SOURCE = ("setend be\n"
          "ldm r2, {r0, lr, pc}\n"
          "ldm r2, {lr, pc}\n"
          "ldmdb r2!, {r4, lr, pc}\n"
          "stm r2, {r0, pc}\n"
          "stmdb sp!, {r4, pc}\n"
          "mcr p15, #0, r0, c7, c5, #4\n"
          "mcr p15, #0, r1, c7, c10, #4\n"
          "mcr p15, #0, r2, c7, c10, #5\n"
          "add r0, r1, r2\n")
WARNINGS = [
    (1, "deprecated"),
    (2, "use of LR and PC simultaneously in the list is deprecated"),  # (line 3: the list's first is not read)
    (4, "use of LR and PC simultaneously in the list is deprecated"),
    (5, "use of PC in the list is deprecated"),
    (6, "use of PC in the list is deprecated"),
    (7, "deprecated since v7, use 'isb'"),
    (8, "deprecated since v7, use 'dsb'"),
    (9, "deprecated since v7, use 'dmb'"),
]


def _stderr(warnings: list[tuple[int, str]]) -> str:
    lines = SOURCE.splitlines()
    return "".join(f"<stdin>:{line}:1: warning: {message}\n{lines[line - 1]}\n^\n" for line, message in warnings)


@pytest.mark.parametrize("release", ["19", "22"])
def test_deprecated_forms_warn_twice_as_llvm_mca(release: str) -> None:
    code, out, err = run(["-mtriple=armv7a-none-eabi", "-mcpu=cortex-a57", f"--llvm-version={release}",
                          "--no-notes", "--no-banner"], stdin_text=SOURCE)
    assert code == 0 and out.startswith("Iterations:")
    assert err == _stderr(WARNINGS) * 2


def test_setend_is_deprecated_from_armv8_only() -> None:
    # cortex-a9 (Armv7): no SETEND warning; the model lacks SETEND, so llvm-mca then stops
    code, _, err = run(["-mtriple=armv7a-none-eabi", "-mcpu=cortex-a9", "--no-notes", "--no-banner"],
                       stdin_text=SOURCE)
    assert code == 1
    assert err == _stderr(WARNINGS[1:]) * 2 + (
        "error: found an unsupported instruction in the input assembly sequence, use "
        "-skip-unsupported-instructions=lack-sched to ignore these on the input.\n"
        "note: instruction: \tsetend\tbe\n")


THUMB = [
    ("setend be", McInst("tSETEND", (Imm(1),)), "setend\tbe"),
    ("setend le", McInst("tSETEND", (Imm(0),)), "setend\tle"),
    ("cpsie i", McInst("tCPS", (Imm(2), Imm(2))), "cpsie i"),
    ("cpsid if", McInst("tCPS", (Imm(3), Imm(3))), "cpsid if"),
    ("cpsie none", McInst("tCPS", (Imm(2), Imm(0))), "cpsie none"),
    ("cpsie aif, #16", McInst("t2CPS3p", (Imm(2), Imm(7), Imm(16))), "cpsie\taif, #16"),
    ("cps #16", McInst("t2CPS1p", (Imm(16),)), "cps\t#16"),
    ("cpsid.w f", McInst("t2CPS2p", (Imm(3), Imm(1))), "cpsid.w\tf"),
]


@pytest.mark.parametrize(("text", "expected", "printed"), THUMB)
def test_thumb_setend_and_cps(text: str, expected: McInst, printed: str) -> None:
    target = target_for_triple("thumbv8")
    isa = target.load_isa()
    (inst,) = parse_text(text, target).instructions
    mc, diags = target.assembler.resolve(inst, isa, "thumbv8")
    assert mc == expected, diags
    assert target.printer.print_inst(mc, isa, 0, False, "thumbv8") == printed


def test_a32_cps_with_a_mode_only() -> None:
    # llvm-mc-19 -show-inst -triple=armv8 -mcpu=cortex-a57: CPS1p, printed `cps #16`
    target = target_for_triple("armv8")
    isa = target.load_isa()
    (inst,) = parse_text("cps #16", target).instructions
    mc, _ = target.assembler.resolve(inst, isa, "armv8")
    assert mc == McInst("CPS1p", (Imm(16),))
    assert target.printer.print_inst(mc, isa, 0, False, "armv8") == "cps\t#16"


def test_m_profile_refuses_setend_and_cps_without_effect() -> None:
    # llvm-mc-19 -triple=thumbv7m -mcpu=cortex-m4: the 16-bit CPS only
    target = target_for_triple("thumbv7m")
    isa = target.load_isa()
    parsed = parse_text("setend be\ncps #16\ncpsie i\n", target)
    target.subtarget.feature_checker(parsed, isa, "cortex-m4", "")
    found = []
    for inst in parsed.instructions:
        mc, diags = target.assembler.resolve(inst, isa, "thumbv7m")
        found.append(mc if mc is not None else target.assembler.resolve_failure(inst, diags, isa))
    assert found[0][1] == "invalid instruction"
    assert found[1][1] == "instruction 'cps' requires effect for M-class"
    assert found[2] == McInst("tCPS", (Imm(2), Imm(2)))


@pytest.mark.parametrize(("text", "expected", "printed"), [
    # llvm-mc-19 -show-inst -triple=armv8 -mcpu=cortex-a57: the register-move aliases
    ("vmov s0, s1", McInst("VMOVS", (Reg("S0"), Reg("S1"), Imm(14), Reg(None))), "vmov.f32\ts0, s1"),
    ("vmovne s0, s1", McInst("VMOVS", (Reg("S0"), Reg("S1"), Imm(1), Reg("CPSR"))), "vmovne.f32\ts0, s1"),
    ("vmov d0, d1", McInst("VORRd", (Reg("D0"), Reg("D1"), Reg("D1"), Imm(14), Reg(None))), "vorr\td0, d1, d1"),
    ("vmov.i8 q0, q1", McInst("VORRq", (Reg("Q0"), Reg("Q1"), Reg("Q1"), Imm(14), Reg(None))), "vorr\tq0, q1, q1"),
    ("vorr d0, d1, d1", McInst("VORRd", (Reg("D0"), Reg("D1"), Reg("D1"), Imm(14), Reg(None))), "vorr\td0, d1, d1"),
    ("vmov.f64 d0, d1", McInst("VMOVD", (Reg("D0"), Reg("D1"), Imm(14), Reg(None))), "vmov.f64\td0, d1"),
])
def test_a32_register_moves(text: str, expected: McInst, printed: str) -> None:
    target = target_for_triple("armv8")
    isa = target.load_isa()
    (inst,) = parse_text(text, target).instructions
    mc, diags = target.assembler.resolve(inst, isa, "armv8")
    assert mc == expected, diags
    assert target.printer.print_inst(mc, isa, 0, False, "armv8") == printed


ORDER = "ldm r0, {r2, r1}\nldm r0, {r1, r1, r2}\npush {r4, r2-r3}\nadd r0, r1, r2\n"


def test_core_register_lists_sorted_with_llvm_mc_warnings() -> None:
    # llvm-mc-19 -show-inst -triple=armv8 -mcpu=cortex-a57: the list sorted, each register once
    target = target_for_triple("armv8")
    isa = target.load_isa()
    first, second, third, _ = parse_text(ORDER, target).instructions
    for inst, expected, printed in (
            (first, McInst("LDMIA", (Reg("R0"), Imm(14), Reg(None), Reg("R1"), Reg("R2"))), "ldm\tr0, {r1, r2}"),
            (second, McInst("LDMIA", (Reg("R0"), Imm(14), Reg(None), Reg("R1"), Reg("R2"))), "ldm\tr0, {r1, r2}"),
            (third, McInst("STMDB_UPD", (Reg("SP"), Reg("SP"), Imm(14), Reg(None), Reg("R2"), Reg("R3"), Reg("R4"))),
             "push\t{r2, r3, r4}")):
        mc, _ = target.assembler.resolve(inst, isa, "armv8")
        assert mc == expected
        assert target.printer.print_inst(mc, isa, 0, False, "armv8") == printed
    # llvm-mca-19 -mtriple=armv8 -mcpu=cortex-a57: its warnings, twice
    code, _, err = run(["-mtriple=armv8", "-mcpu=cortex-a57", "--no-notes", "--no-banner"], stdin_text=ORDER)
    once = ("<stdin>:1:14: warning: register list not in ascending order\nldm r0, {r2, r1}\n             ^\n"
            "<stdin>:2:14: warning: duplicated register (r1) in register list\nldm r0, {r1, r1, r2}\n"
            "             ^\n"
            "<stdin>:3:11: warning: register list not in ascending order\npush {r4, r2-r3}\n          ^\n")
    assert code == 0 and err == once * 2


def test_list_order_warning_before_the_deprecation_and_on_a_refused_line() -> None:
    # llvm-mca-19 -mtriple=armv7a-none-eabi -mcpu=cortex-a9 (stderr, each warning twice: two parses):
    # the parse's list-order warning comes before the matcher's "deprecated" one at the mnemonic
    text = "pop {r0, pc, lr}\n"
    code, _, err = run(["-mtriple=armv7a-none-eabi", "-mcpu=cortex-a9", "-iterations=1", "--no-notes", "--no-banner"],
                       stdin_text=text)
    once = ("<stdin>:1:14: warning: register list not in ascending order\npop {r0, pc, lr}\n             ^\n"
            "<stdin>:1:1: warning: use of LR and PC simultaneously in the list is deprecated\npop {r0, pc, lr}\n^\n")
    assert err.startswith(once * 2)
    # llvm-mca-19 -mtriple=thumbv7m-none-eabi -mcpu=cortex-m4: Thumb refuses the list, and the parse's
    # warning is printed before the error
    code, _, err = run(["-mtriple=thumbv7m-none-eabi", "-mcpu=cortex-m4", "--no-notes", "--no-banner"],
                       stdin_text=text + "push {r3, r1, pc}\n")
    assert code == 1
    assert err.startswith(
        "<stdin>:1:14: warning: register list not in ascending order\npop {r0, pc, lr}\n             ^\n"
        "<stdin>:1:5: error: PC and LR may not be in the register list simultaneously\npop {r0, pc, lr}\n    ^\n"
        "<stdin>:2:11: warning: register list not in ascending order\npush {r3, r1, pc}\n          ^\n"
        "<stdin>:2:6: error: PC may not be in the register list\npush {r3, r1, pc}\n     ^\n")


@pytest.mark.parametrize(("text", "column", "message"), [
    # llvm-mc-19 -triple=armv8 -mcpu=cortex-a57: parseRegisterList's and parseVectorList's errors
    ("vpush {d0, d2}", 12, "non-contiguous register range"),
    ("vpop {s0, s2}", 11, "non-contiguous register range"),
    ("vldmia r0, {d0, d2}", 17, "non-contiguous register range"),
    ("vstmia r0, {s1, s3}", 17, "non-contiguous register range"),
    ("vld1.8 {d0, d2, d3}, [r0]", 17, "non-contiguous register range"),
    ("vld2.8 {d0, q1}, [r0]", 13, "non-contiguous register range"),
    ("vld1.8 {d3-d1}, [r0]", 12, "bad range in register list"),
])
def test_register_list_errors_where_llvm_mc_points(text: str, column: int, message: str) -> None:
    diagnostics = parse_text(text, target_for_triple("armv8")).diagnostics
    assert [(d.span.start + 1, d.message) for d in diagnostics] == [(column, message)]


MULTIPLE = ("ldm r0!, {r0, r1}\npop {r0, sp}\nldm r8!, {r8, r9}\npop {r4, lr, pc}\npush {r4, sp}\npush {r4, pc}\n"
            "push {sp, pc}\nldm r0, {r1, sp}\nldm r0, {r1, lr, pc}\nstm r0!, {r0, r1}\nstm r8!, {r1, r8}\n"
            "ldmdb r0!, {r0, r1}\nldm r0!, {r1, r2}\npop {r4, pc}\npush {r4, lr}\n")
WRITEBACK = "writeback register not allowed in register list"


@pytest.mark.parametrize(("triple", "cpu", "expected"), [
    # llvm-mc-19 -triple=<triple> -mcpu=<cpu>: validateInstruction's load/store-multiple errors
    ("armv8", "cortex-a57", {1: (10, WRITEBACK), 2: (5, WRITEBACK), 3: (10, WRITEBACK), 12: (12, WRITEBACK)}),
    ("thumbv7m", "cortex-m4", {
        1: (7, "writeback operator '!' not allowed when base register in register list"),
        2: (5, "SP may not be in the register list"), 3: (10, WRITEBACK),
        4: (5, "PC and LR may not be in the register list simultaneously"),
        5: (6, "SP may not be in the register list"), 6: (6, "PC may not be in the register list"),
        7: (6, "SP and PC may not be in the register list"), 8: (9, "SP may not be in the register list"),
        9: (9, "PC and LR may not be in the register list simultaneously"), 11: (10, WRITEBACK),
        12: (12, WRITEBACK)}),
])
def test_load_store_multiple_refusals_as_llvm_mc(triple: str, cpu: str, expected: dict[int, tuple[int, str]]) -> None:
    target = target_for_triple(triple)
    isa = target.load_isa()
    parsed = parse_text(MULTIPLE, target)
    target.subtarget.feature_checker(parsed, isa, cpu, "")
    found = {}
    for inst in parsed.instructions:
        mc, diags = target.assembler.resolve(inst, isa, triple)
        if mc is None:
            span, message = target.assembler.resolve_failure(inst, diags, isa)
            found[inst.span.line + 1] = (span.start + 1, message)
    assert found == expected


def test_thumb_pop_of_a_high_register_is_the_wide_form() -> None:
    # llvm-mc-19 -show-inst -triple=thumbv8 -mcpu=cortex-a57: `pop {r0, sp}` is t2LDMIA_UPD (A-profile)
    target = target_for_triple("thumbv8")
    isa = target.load_isa()
    (inst,) = parse_text("pop {r0, sp}", target).instructions
    mc, _ = target.assembler.resolve(inst, isa, "thumbv8")
    assert mc == McInst("t2LDMIA_UPD", (Reg("SP"), Reg("SP"), Imm(14), Reg(None), Reg("R0"), Reg("SP")))
    assert target.printer.print_inst(mc, isa, 0, False, "thumbv8") == "pop.w\t{r0, sp}"
