"""llvm-mc's near-miss lists for 32-bit Arm (ARMAsmParser's FilterNearMisses/ReportNearMisses):
several candidates of one mnemonic that each lack one thing print "invalid instruction, any one of
the following would fix this:" and a note per candidate, right after their error."""

from __future__ import annotations

from pathlib import Path

from arm_resolve import refused_stderr
from mcalens.analysis.diagnostics import split_notes, with_notes

A9_TEXT = ("\tvadd.i32\td16, d16, d18\n\tvadd.i32 q0, q1, q2\n\tvadd.i32 q8, q9, q10\n\tvcls.s16 q0, q2\n"
           "\tvsub.i16 d0, d1, d2\n")
# llvm-mca-19 -mtriple=armv7a -mcpu=cortex-a9 t.s (stderr): NEON against VFP's `vadd.f64` (its
# `.i32` the one wrong operand), NEON against MVE (q0-q7 are MVE registers, q8 is not: one message),
# `vcls` read as itself and not as `vc` + `ls`.
A9_STDERR = """\
t.s:1:2: error: invalid instruction, any one of the following would fix this:
        vadd.i32        d16, d16, d18
        ^
t.s:1:2: note: instruction requires: NEON
        vadd.i32        d16, d16, d18
        ^
t.s:1:6: note: invalid operand for instruction
        vadd.i32        d16, d16, d18
            ^
t.s:2:2: error: invalid instruction, any one of the following would fix this:
        vadd.i32 q0, q1, q2
        ^
t.s:2:2: note: instruction requires: mve
        vadd.i32 q0, q1, q2
        ^
t.s:2:2: note: instruction requires: NEON
        vadd.i32 q0, q1, q2
        ^
t.s:3:2: error: instruction requires: NEON
        vadd.i32 q8, q9, q10
        ^
t.s:4:2: error: invalid instruction, any one of the following would fix this:
        vcls.s16 q0, q2
        ^
t.s:4:2: note: instruction requires: mve
        vcls.s16 q0, q2
        ^
t.s:4:2: note: instruction requires: NEON
        vcls.s16 q0, q2
        ^
t.s:5:2: error: invalid instruction, any one of the following would fix this:
        vsub.i16 d0, d1, d2
        ^
t.s:5:2: note: instruction requires: NEON
        vsub.i16 d0, d1, d2
        ^
t.s:5:6: note: invalid operand for instruction
        vsub.i16 d0, d1, d2
            ^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""


def test_neon_without_neon_lists_the_near_misses(tmp_path: Path) -> None:
    assert refused_stderr(tmp_path, A9_TEXT, "armv7a", "cortex-a9") == A9_STDERR
    assert refused_stderr(tmp_path, A9_TEXT, "thumbv7a", "swift") == A9_STDERR  # (llvm-mca-19, the same)


M_TEXT = "\tvadd.i32 d0, d1, d2\n\tvadd.i64 q0, q1, q2\n"


def test_m_profile_reports_the_one_near_miss_left(tmp_path: Path) -> None:
    # The filter drops NEON on M-profile; what is left is the data type token of VFP's `vadd.f64`
    # (Cortex-M7 and M55 have fp64) or of MVE's `vadd.i32` (M55 has MVE; M7 lacks it, so that
    # candidate misses two things and nothing is left: "invalid instruction").
    # llvm-mca-19 -mtriple=thumbv8.1m.main -mcpu=cortex-m55 t.s
    assert refused_stderr(tmp_path, M_TEXT, "thumbv8.1m.main", "cortex-m55") == (
        "t.s:1:6: error: invalid operand for instruction\n        vadd.i32 d0, d1, d2\n            ^\n"
        "t.s:2:6: error: invalid operand for instruction\n        vadd.i64 q0, q1, q2\n            ^\n"
        "error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop "
        "failing lines from the input.\n")
    # llvm-mca-19 -mtriple=thumbv7em -mcpu=cortex-m7 t.s
    assert refused_stderr(tmp_path, M_TEXT, "thumbv7em", "cortex-m7") == (
        "t.s:1:6: error: invalid operand for instruction\n        vadd.i32 d0, d1, d2\n            ^\n"
        "t.s:2:2: error: invalid instruction\n        vadd.i64 q0, q1, q2\n        ^\n"
        "error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop "
        "failing lines from the input.\n")


def test_notes_round_trip_and_stray_marks_stay_text() -> None:
    message = with_notes("head", [(1, 2, "note one"), (5, 6, "two")])
    assert split_notes(message) == ("head", [(1, 2, "note one"), (5, 6, "two")])
    assert split_notes("plain") == ("plain", [])
    assert split_notes("a\x00b") == ("a b", [])


THUMB2_TWINS = (".arch armv4t\nclz r0, r1\nrev r0, r1\nrbit r0, r1\nmls r0, r1, r2, r3\nsmulbb r0, r1, r2\n"
                ".arch armv6\nubfx r0, r1, #1, #2\n")
# llvm-mca-19 -mtriple=armv7a-none-eabi -mcpu=cortex-a9 t.s (the errors and notes, without the echoed
# lines): in A32 code the Thumb-2 opcode that lacks only Thumb-2 is a near miss too, listed after
# the A32 one (its rGPR operands sort it first in the matcher's table, the filter walks backwards);
# t2SMULBB also lacks the DSP extension, so `smulbb` keeps one message
THUMB2_TWINS_ERRORS = [
    "t.s:2:1: error: invalid instruction, any one of the following would fix this:",
    "t.s:2:1: note: instruction requires: armv5t", "t.s:2:1: note: instruction requires: thumb2",
    "t.s:3:1: error: invalid instruction, any one of the following would fix this:",
    "t.s:3:1: note: instruction requires: armv6", "t.s:3:1: note: instruction requires: thumb2",
    "t.s:4:1: error: invalid instruction, any one of the following would fix this:",
    "t.s:4:1: note: instruction requires: armv6t2", "t.s:4:1: note: instruction requires: thumb2",
    "t.s:5:1: error: invalid instruction, any one of the following would fix this:",
    "t.s:5:1: note: instruction requires: armv6t2", "t.s:5:1: note: instruction requires: thumb2",
    "t.s:6:1: error: instruction requires: armv5te",
    "t.s:8:1: error: invalid instruction, any one of the following would fix this:",
    "t.s:8:1: note: instruction requires: armv6t2", "t.s:8:1: note: instruction requires: thumb2",
]


def test_thumb2_twin_in_a32_code(tmp_path: Path) -> None:
    err = refused_stderr(tmp_path, THUMB2_TWINS, "armv7a-none-eabi", "cortex-a9")
    assert [line for line in err.splitlines() if line.startswith("t.s:")] == THUMB2_TWINS_ERRORS


# `.s8`/`.u8` also match the `.i8` of VSHLLi8 (`vshll.s8 q8, d16, #8`, a shift by the lane size, is
# VSHLLi8 by the data type's token alias): without NEON that candidate lacks only the feature, the
# `.s8` one (VSHLLsv8i16, #1-#7) an operand as well, so the one near miss is the requirement. Recorded
# with `llvm-mca-19 -mtriple=armv7a -mcpu=cortex-a9 t.s` (stderr; llvm-mca-22 the same), from gcc
# -O3 -mcpu=cortex-a15 code (dsp.c's q7-to-q15 loop) run on Cortex-A9's model without `.fpu`.
VSHLL_TEXT = ("\tvshll.s8 q8, d16, #8\n\tvshll.u16 q0, d1, #16\n\tvshll.s32 q1, d2, #32\n"
              "\tvshll.s8 q8, d16, #7\n\tvshll.i8 q8, d16, #8\n")
VSHLL_STDERR = """\
t.s:1:2: error: instruction requires: NEON
        vshll.s8 q8, d16, #8
        ^
t.s:2:2: error: instruction requires: NEON
        vshll.u16 q0, d1, #16
        ^
t.s:3:2: error: instruction requires: NEON
        vshll.s32 q1, d2, #32
        ^
t.s:4:2: error: instruction requires: NEON
        vshll.s8 q8, d16, #7
        ^
t.s:5:2: error: instruction requires: NEON
        vshll.i8 q8, d16, #8
        ^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""


def test_vshll_by_the_lane_size_without_neon_names_the_feature(tmp_path: Path) -> None:
    assert refused_stderr(tmp_path, VSHLL_TEXT, "armv7a", "cortex-a9") == VSHLL_STDERR


# llvm-mca-19 -mtriple=thumbv7a-none-eabi -mcpu=cortex-a9 t.s (stderr; swift the same): text that
# both NEON and MVE spell, without a data type, lists MVE's requirement then NEON's; `q8` is no MVE
# register (one message)
UNDOTTED_TEXT = "\tvmov q5, q3\n\tvmov q8, q3\n\tvand q1, q2, q3\n"
UNDOTTED_STDERR = """\
t.s:1:2: error: invalid instruction, any one of the following would fix this:
        vmov q5, q3
        ^
t.s:1:2: note: instruction requires: mve
        vmov q5, q3
        ^
t.s:1:2: note: instruction requires: NEON
        vmov q5, q3
        ^
t.s:2:2: error: instruction requires: NEON
        vmov q8, q3
        ^
t.s:3:2: error: invalid instruction, any one of the following would fix this:
        vand q1, q2, q3
        ^
t.s:3:2: note: instruction requires: mve
        vand q1, q2, q3
        ^
t.s:3:2: note: instruction requires: NEON
        vand q1, q2, q3
        ^
"""


def test_undotted_neon_and_mve_candidates(tmp_path: Path) -> None:
    for cpu in ("cortex-a9", "swift"):
        err = refused_stderr(tmp_path, UNDOTTED_TEXT, "thumbv7a-none-eabi", cpu)
        assert err.startswith(UNDOTTED_STDERR), err
