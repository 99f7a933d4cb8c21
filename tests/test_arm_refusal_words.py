"""llvm-mc's own words, at its line:column, for 32-bit Arm input it refuses: the parse-time checks
of shift operands (shift_checks.py), the conditional selects' near misses (resolve.select_refusal), MVE's compares without MVE, ... Each expected text is llvm-mca's stderr, recorded with the
command named beside it (LLVM 19 and 22 print the same bytes unless a case says otherwise)."""

from __future__ import annotations

from pathlib import Path

import pytest
from arm_resolve import refused_stderr

SHIFTS_A32 = """\
mvn r0, r1, lsl #33
add r0, r1, r2, ror #32
adc r4, r5, r6, lsl #-1
ldr r0, [r1, r2, lsr #33]
ldr r0, [r1, r2, lsl r3]
ssat r0, #1, r1, asr #0
ssat r0, #1, r1, lsl #32
ssat r8, #1, r10, lsl r2
ssat r0, #1, r1, lsr #33
pkhbt r0, r1, r2, lsl #32
pkhbt r0, r1, r2, asr #3
pkhtb r0, r1, r2, asr #0
sxtb r0, r1, ror #4
sxtab r0, r1, r2, ror r3
ssat r0, #1, r1, asr #32
ssat r0, #1, r1, lsl #31
"""
# llvm-mca-19 (and -22) -mtriple=armv7a-none-eabi -mcpu=cortex-a9 t.s: the generic shifted
# register's range at the amount, a memory offset's at its `#`, ssat/usat's, pkhbt/pkhtb's and the
# extends' own parsers (ssat's `lsr` is the generic parser's); the last two lines assemble
SHIFTS_A32_STDERR = """\
t.s:1:18: error: immediate shift value out of range
mvn r0, r1, lsl #33
                 ^
t.s:2:22: error: immediate shift value out of range
add r0, r1, r2, ror #32
                     ^
t.s:3:22: error: immediate shift value out of range
adc r4, r5, r6, lsl #-1
                     ^
t.s:4:22: error: immediate shift value out of range
ldr r0, [r1, r2, lsr #33]
                     ^
t.s:5:22: error: '#' expected
ldr r0, [r1, r2, lsl r3]
                     ^
t.s:6:23: error: 'asr' shift amount must be in range [1,32]
ssat r0, #1, r1, asr #0
                      ^
t.s:7:23: error: 'lsr' shift amount must be in range [0,31]
ssat r0, #1, r1, lsl #32
                      ^
t.s:8:23: error: '#' expected
ssat r8, #1, r10, lsl r2
                      ^
t.s:9:23: error: immediate shift value out of range
ssat r0, #1, r1, lsr #33
                      ^
t.s:10:24: error: immediate value out of range
pkhbt r0, r1, r2, lsl #32
                       ^
t.s:11:19: error: lsl operand expected.
pkhbt r0, r1, r2, asr #3
                  ^
t.s:12:24: error: immediate value out of range
pkhtb r0, r1, r2, asr #0
                       ^
t.s:13:19: error: 'ror' rotate amount must be 8, 16, or 24
sxtb r0, r1, ror #4
                  ^
t.s:14:23: error: '#' expected
sxtab r0, r1, r2, ror r3
                      ^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""

SHIFTS_THUMB = """\
ssat r0, #1, r1, asr #32
usat r0, #1, r1, asr #31
add.w r0, r1, r2, lsl #32
ldr r0, [r1, r2, lsl #-1]
"""
# llvm-mca-19 (and -22) -mtriple=thumbv7m-none-eabi -mcpu=cortex-m7 t.s: ssat's `asr #32` is A32's
# alone (mcalens took it before, as a negative memory shift)
SHIFTS_THUMB_STDERR = """\
t.s:1:23: error: 'asr #32' shift amount not allowed in Thumb mode
ssat r0, #1, r1, asr #32
                      ^
t.s:3:24: error: immediate shift value out of range
add.w r0, r1, r2, lsl #32
                       ^
t.s:4:22: error: immediate shift value out of range
ldr r0, [r1, r2, lsl #-1]
                     ^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""

SELECTS_M55 = """\
cset r0
cset
csel r0, r1, r2
cinc r0, r1
cset r0, sp
csel sp, r1, r2, eq
csel r0, r1, pc, eq
csel r0, r1, r2, eq, r3
csel r0, sp, r1
cseleq r0, r1, r2, eq
csel r0, zr, r1, eq
"""
# llvm-mca-19 (and -22) -mtriple=thumbv8.1m.main-none-eabi -mcpu=cortex-m55 t.s: one thing wrong is
# the matcher's near miss (too few at the last operand's end, rGPR's and GPRwithZRnosp's words),
# two are "invalid instruction"; the last line assembles
SELECTS_M55_STDERR = """\
t.s:1:8: error: too few operands for instruction
cset r0
       ^
t.s:2:1: error: too few operands for instruction
cset
^
t.s:3:16: error: too few operands for instruction
csel r0, r1, r2
               ^
t.s:4:12: error: too few operands for instruction
cinc r0, r1
           ^
t.s:5:10: error: invalid operand for instruction
cset r0, sp
         ^
t.s:6:6: error: operand must be a register in range [r0, r12] or r14
csel sp, r1, r2, eq
     ^
t.s:7:14: error: operand must be a register in range [r0, r12] or r14 or zr
csel r0, r1, pc, eq
             ^
t.s:8:22: error: too many operands for instruction
csel r0, r1, r2, eq, r3
                     ^
t.s:9:1: error: invalid instruction
csel r0, sp, r1
^
t.s:10:1: error: instruction 'csel' is not predicable, but condition code specified
cseleq r0, r1, r2, eq
^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""

SELECTS_M7 = "cset r0\ncsel r0, r1, r2, eq\ncset sp, eq\n"
# llvm-mca-19 (and -22) -mtriple=thumbv7m-none-eabi -mcpu=cortex-m7 t.s: without Armv8.1-M the
# condition is no operand, so the feature is never the one thing missing
SELECTS_M7_STDERR = """\
t.s:1:1: error: invalid instruction
cset r0
^
t.s:2:1: error: invalid instruction
csel r0, r1, r2, eq
^
t.s:3:1: error: invalid instruction
cset sp, eq
^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""

MVE_COMPARES_M7 = "vcmp.i32 eq, q0, q1\nvpte.u16 hi, q1, q2\nvcmp.f32 s0, s1\nvpst\nvcmp.s8 gt, q0, r1\n"
# llvm-mca-19 (and -22) -mtriple=thumbv7em-none-eabi -mcpu=cortex-m7 t.s: MVE's compares and VPT
# without MVE; the refused `vpte` opens no block, so VFP's `vcmp.f32` after it assembles
MVE_COMPARES_M7_STDERR = """\
t.s:1:1: error: invalid instruction
vcmp.i32 eq, q0, q1
^
t.s:2:1: error: invalid instruction
vpte.u16 hi, q1, q2
^
t.s:4:1: error: instruction requires: mve
vpst
^
t.s:5:1: error: invalid instruction
vcmp.s8 gt, q0, r1
^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""

MVE_COMPARES_A9 = "vcmp.i32 eq, q0, q1\nvpt.f32 ge, q0, r2\nvcmp.f32 s0, s1\n"
# llvm-mca-19 (and -22) -mtriple=thumbv7a-none-eabi -mcpu=cortex-a9 t.s (NEON, no MVE)
MVE_COMPARES_A9_STDERR = """\
t.s:1:1: error: invalid instruction
vcmp.i32 eq, q0, q1
^
t.s:2:1: error: invalid instruction
vpt.f32 ge, q0, r2
^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""

PAIRS_A32 = """\
ldrd r1, r2, [r3]
ldrd r0, r2, [r3]
ldrd lr, pc, [r0]
ldrd r1, r2, label
ldrd r3, [r2]
ldrexd r1, [r2]
ldrexd r3, [r2]
strexd r0, r1, r2, [r3]
strexd r0, r2, r4, [r3]
ldrd r4, [sp]
"""
# llvm-mca-19 (and -22) -mtriple=armv7a-none-eabi -mcpu=cortex-a9 t.s: A32's register pairs: validateInstruction's LDRD/STRD rules (mcalens took the first four), the one-register form fixupGNULDRDAlias leaves unpaired, the exclusives' GPRPair merge (its second register read from a memory operand's base; LLVM's 'start start'); the last line assembles
PAIRS_A32_STDERR = """\
t.s:1:6: error: Rt must be even-numbered
ldrd r1, r2, [r3]
     ^
t.s:2:6: error: destination operands must be sequential
ldrd r0, r2, [r3]
     ^
t.s:3:6: error: Rt can't be R14
ldrd lr, pc, [r0]
     ^
t.s:4:6: error: Rt must be even-numbered
ldrd r1, r2, label
     ^
t.s:5:1: error: invalid instruction
ldrd r3, [r2]
^
t.s:6:8: error: destination operands must start start at an even register
ldrexd r1, [r2]
       ^
t.s:7:12: error: destination operands must be sequential
ldrexd r3, [r2]
           ^
t.s:8:12: error: source operands must start start at an even register
strexd r0, r1, r2, [r3]
           ^
t.s:9:16: error: source operands must be sequential
strexd r0, r2, r4, [r3]
               ^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""

PAIRS_ARMV4T = """\
.arch armv4t
ldrd r0, r1, [r2, #-8]
ldrd r0, r1, [r2, r3]
ldrd r0, r1, label
ldrd r0, [r2]
ldrd r0, r1, [r2 , # 8 ]
"""
# llvm-mca-19 (and -22) -mtriple=armv7a-none-eabi -mcpu=cortex-a9 t.s: before Armv5TE: LDRD_PRE lacks only its '!' (too few operands, where LLVM ends the memory operand), LDRD its feature, t2LDRDi8 Thumb-2 where its offsets take the text
PAIRS_ARMV4T_STDERR = """\
t.s:2:1: error: invalid instruction, any one of the following would fix this:
ldrd r0, r1, [r2, #-8]
^
t.s:2:20: note: too few operands for instruction
ldrd r0, r1, [r2, #-8]
                   ^
t.s:2:1: note: instruction requires: armv5te
ldrd r0, r1, [r2, #-8]
^
t.s:2:1: note: instruction requires: thumb2
ldrd r0, r1, [r2, #-8]
^
t.s:3:1: error: invalid instruction, any one of the following would fix this:
ldrd r0, r1, [r2, r3]
^
t.s:3:22: note: too few operands for instruction
ldrd r0, r1, [r2, r3]
                     ^
t.s:3:1: note: instruction requires: armv5te
ldrd r0, r1, [r2, r3]
^
t.s:4:1: error: invalid instruction, any one of the following would fix this:
ldrd r0, r1, label
^
t.s:4:18: note: too few operands for instruction
ldrd r0, r1, label
                 ^
t.s:4:1: note: instruction requires: armv5te
ldrd r0, r1, label
^
t.s:4:1: note: instruction requires: thumb2
ldrd r0, r1, label
^
t.s:5:1: error: invalid instruction, any one of the following would fix this:
ldrd r0, [r2]
^
t.s:5:14: note: too few operands for instruction
ldrd r0, [r2]
             ^
t.s:5:1: note: instruction requires: armv5te
ldrd r0, [r2]
^
t.s:5:1: note: instruction requires: thumb2
ldrd r0, [r2]
^
t.s:6:1: error: invalid instruction, any one of the following would fix this:
ldrd r0, r1, [r2 , # 8 ]
^
t.s:6:22: note: too few operands for instruction
ldrd r0, r1, [r2 , # 8 ]
                     ^
t.s:6:1: note: instruction requires: armv5te
ldrd r0, r1, [r2 , # 8 ]
^
t.s:6:1: note: instruction requires: thumb2
ldrd r0, r1, [r2 , # 8 ]
^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""

HINTS_ARMV5TE = """\
.arch armv5te
yield
wfi
sevl
csdb
esb
yieldne
.thumb
sevl.w
esb.w
"""
# llvm-mca-19 (and -22) -mtriple=armv7a-none-eabi -mcpu=cortex-a9 t.s: the hint InstAliases' own Requires, not HINT's (Armv6): Armv6K, Armv8 (sevl), RAS (esb); A32 csdb also lists Thumb-2's
HINTS_ARMV5TE_STDERR = """\
t.s:2:1: error: instruction requires: armv6k
yield
^
t.s:3:1: error: instruction requires: armv6k
wfi
^
t.s:4:1: error: instruction requires: armv8
sevl
^
t.s:5:1: error: invalid instruction, any one of the following would fix this:
csdb
^
t.s:5:1: note: instruction requires: thumb2
csdb
^
t.s:5:1: note: instruction requires: armv6k
csdb
^
t.s:6:1: error: instruction requires: ras
esb
^
t.s:7:1: error: instruction requires: armv6k
yieldne
^
t.s:9:1: error: instruction requires: armv8 thumb2
sevl.w
^
t.s:10:1: error: instruction requires: ras thumb2
esb.w
^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""

SCALAR_SHIFTS_M55 = """\
uqshl r0, #33
urshr r0, #0
sqshl r0, r1
sqrshr r0, #1
sqrshr r0
sqshl r0, #1, r2
sqrshr r0, pc
sqshl sp, #0
srshr r0, #32
"""
# llvm-mca-19 (and -22) -mtriple=thumbv8.1m.main-none-eabi -mcpu=cortex-m55 t.s: MVE's scalar shifts, one matchable each: an immediate out of 1-32 (mcalens took #33 and #0 before), rGPR's words, too few/many, two misses 'invalid instruction'; the last line assembles
SCALAR_SHIFTS_M55_STDERR = """\
t.s:1:11: error: operand must be an immediate in the range [1,32]
uqshl r0, #33
          ^
t.s:2:11: error: operand must be an immediate in the range [1,32]
urshr r0, #0
          ^
t.s:3:11: error: operand must be an immediate in the range [1,32]
sqshl r0, r1
          ^
t.s:4:12: error: operand must be a register in range [r0, r12] or r14
sqrshr r0, #1
           ^
t.s:5:10: error: too few operands for instruction
sqrshr r0
         ^
t.s:6:15: error: too many operands for instruction
sqshl r0, #1, r2
              ^
t.s:7:12: error: operand must be a register in range [r0, r12] or r14
sqrshr r0, pc
           ^
t.s:8:1: error: invalid instruction
sqshl sp, #0
^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""

SCALAR_SHIFTS_M7 = """\
uqshl r0, #33
sqrshr r0, r1
"""
# llvm-mca-19 (and -22) -mtriple=thumbv7em-none-eabi -mcpu=cortex-m7 t.s: without MVE the features are one more miss
SCALAR_SHIFTS_M7_STDERR = """\
t.s:1:1: error: invalid instruction
uqshl r0, #33
^
t.s:2:1: error: instruction requires: mve armv8.1m.main
sqrshr r0, r1
^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""

SCALAR_SHIFTS_A32 = """\
sqshl r0, #1
uqshl r0, #33
"""
# llvm-mca-19 (and -22) -mtriple=armv7a-none-eabi -mcpu=cortex-a9 t.s: A32 code has neither feature
SCALAR_SHIFTS_A32_STDERR = """\
t.s:1:1: error: instruction requires: mve armv8.1m.main
sqshl r0, #1
^
t.s:2:1: error: invalid instruction
uqshl r0, #33
^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""

THUMB_OFFSETS_A9 = """\
ldr r0, [r1, r2, lsl #4]
ldr r0, [r1, r2, lsr #1]
strb r0, [r1, -r2]
ldrh r0, [r1, -r2]
ldrh r0, [r1, r2, lsl #4]
ldr.w r0, [r1, r2, lsl #4]
pld [r1, r2, ror #2]
ldrh r0, [r1, r2, lsl #1]
"""
# llvm-mca-19 (and -22) -mtriple=thumbv7a-none-eabi -mcpu=cortex-a9 t.s: Thumb-2's register offsets take lsl #0-3 only (mcalens took lsl #4 and lsr #1 as t2LDRs before); A32's form lists arm-mode where it takes the text, in the table's order; the last line assembles
THUMB_OFFSETS_A9_STDERR = """\
t.s:1:1: error: invalid instruction, any one of the following would fix this:
ldr r0, [r1, r2, lsl #4]
^
t.s:1:9: note: invalid operand for instruction
ldr r0, [r1, r2, lsl #4]
        ^
t.s:1:1: note: instruction requires: arm-mode
ldr r0, [r1, r2, lsl #4]
^
t.s:2:1: error: invalid instruction, any one of the following would fix this:
ldr r0, [r1, r2, lsr #1]
^
t.s:2:9: note: invalid operand for instruction
ldr r0, [r1, r2, lsr #1]
        ^
t.s:2:1: note: instruction requires: arm-mode
ldr r0, [r1, r2, lsr #1]
^
t.s:3:1: error: invalid instruction, any one of the following would fix this:
strb r0, [r1, -r2]
^
t.s:3:1: note: instruction requires: arm-mode
strb r0, [r1, -r2]
^
t.s:3:10: note: invalid operand for instruction
strb r0, [r1, -r2]
         ^
t.s:4:1: error: invalid instruction, any one of the following would fix this:
ldrh r0, [r1, -r2]
^
t.s:4:1: note: instruction requires: arm-mode
ldrh r0, [r1, -r2]
^
t.s:4:10: note: invalid operand for instruction
ldrh r0, [r1, -r2]
         ^
t.s:5:10: error: invalid operand for instruction
ldrh r0, [r1, r2, lsl #4]
         ^
t.s:6:11: error: invalid operand for instruction
ldr.w r0, [r1, r2, lsl #4]
          ^
t.s:7:1: error: invalid instruction, any one of the following would fix this:
pld [r1, r2, ror #2]
^
t.s:7:5: note: invalid operand for instruction
pld [r1, r2, ror #2]
    ^
t.s:7:1: note: instruction requires: arm-mode
pld [r1, r2, ror #2]
^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""

THUMB_OFFSETS_M7 = """\
ldr r0, [r1, r2, lsl #4]
ldr r0, [r1, -r2]
pldw [r1, r2, lsr #1]
"""
# llvm-mca-19 (and -22) -mtriple=thumbv7em-none-eabi -mcpu=cortex-m7 t.s: no ARM state: no arm-mode note; pldw without the MP extension misses two things
THUMB_OFFSETS_M7_STDERR = """\
t.s:1:9: error: invalid operand for instruction
ldr r0, [r1, r2, lsl #4]
        ^
t.s:2:9: error: invalid operand for instruction
ldr r0, [r1, -r2]
        ^
t.s:3:1: error: invalid instruction
pldw [r1, r2, lsr #1]
^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""

THUMB_OFFSETS_ARMV6M = """\
.arch armv6-m
ldr r0, [r1, r2, lsl #4]
ldr r0, [r1, r2, lsl #1]
ldr r8, [r1, r2, lsl #1]
ldr.w r0, [r1, r2, lsl #4]
"""
# llvm-mca-19 (and -22) -mtriple=thumbv7m-none-eabi -mcpu=cortex-m4 t.s: without Thumb-2 the 16-bit register-offset form is the near miss where it can be (low registers, no .w)
THUMB_OFFSETS_ARMV6M_STDERR = """\
t.s:2:9: error: invalid operand for instruction
ldr r0, [r1, r2, lsl #4]
        ^
t.s:3:1: error: invalid instruction, any one of the following would fix this:
ldr r0, [r1, r2, lsl #1]
^
t.s:3:1: note: instruction requires: thumb2
ldr r0, [r1, r2, lsl #1]
^
t.s:3:9: note: invalid operand for instruction
ldr r0, [r1, r2, lsl #1]
        ^
t.s:4:1: error: instruction requires: thumb2
ldr r8, [r1, r2, lsl #1]
^
t.s:5:1: error: invalid instruction
ldr.w r0, [r1, r2, lsl #4]
^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""

SHIFTS_POST_INDEXED = """\
ldr r0, [r1], r2, lsl #32
ldr r0, [r1], -r2, asr #33
ldr r0, [r1], r2, lsl r3
ldr r0, [r1], -r2, lsl #2
"""
# llvm-mca-19 (and -22) -mtriple=armv7a-none-eabi -mcpu=cortex-a9 t.s: a post-indexed offset register's shift is parseMemRegOffsetShift's: at the '#'; the last line assembles
SHIFTS_POST_INDEXED_STDERR = """\
t.s:1:23: error: immediate shift value out of range
ldr r0, [r1], r2, lsl #32
                      ^
t.s:2:24: error: immediate shift value out of range
ldr r0, [r1], -r2, asr #33
                       ^
t.s:3:23: error: '#' expected
ldr r0, [r1], r2, lsl r3
                      ^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""

MVE_IN_A32 = """\
vpst
vctp.32 r0
vldrw.u32 q0, [r0]
vaddv.u32 r0, q1
vmovlb.s8 q0, q1
"""
# llvm-mca-19 (and -22) -mtriple=armv7a-none-eabi -mcpu=cortex-a9 t.s: MVE's opcodes have no mode predicate: their feature is the one miss in A32 code too
MVE_IN_A32_STDERR = """\
t.s:1:1: error: instruction requires: mve
vpst
^
t.s:2:1: error: instruction requires: mve
vctp.32 r0
^
t.s:3:1: error: instruction requires: mve
vldrw.u32 q0, [r0]
^
t.s:4:1: error: instruction requires: mve
vaddv.u32 r0, q1
^
t.s:5:1: error: instruction requires: mve
vmovlb.s8 q0, q1
^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""


@pytest.mark.parametrize("version", ["19", "22"])
@pytest.mark.parametrize(("text", "triple", "cpu", "expected"), [
    (SHIFTS_A32, "armv7a-none-eabi", "cortex-a9", SHIFTS_A32_STDERR),
    (SHIFTS_THUMB, "thumbv7m-none-eabi", "cortex-m7", SHIFTS_THUMB_STDERR),
    (SELECTS_M55, "thumbv8.1m.main-none-eabi", "cortex-m55", SELECTS_M55_STDERR),
    (SELECTS_M7, "thumbv7m-none-eabi", "cortex-m7", SELECTS_M7_STDERR),
    (MVE_COMPARES_M7, "thumbv7em-none-eabi", "cortex-m7", MVE_COMPARES_M7_STDERR),
    (MVE_COMPARES_A9, "thumbv7a-none-eabi", "cortex-a9", MVE_COMPARES_A9_STDERR),
    (PAIRS_A32, "armv7a-none-eabi", "cortex-a9", PAIRS_A32_STDERR),
    (PAIRS_ARMV4T, "armv7a-none-eabi", "cortex-a9", PAIRS_ARMV4T_STDERR),
    (HINTS_ARMV5TE, "armv7a-none-eabi", "cortex-a9", HINTS_ARMV5TE_STDERR),
    (SCALAR_SHIFTS_M55, "thumbv8.1m.main-none-eabi", "cortex-m55", SCALAR_SHIFTS_M55_STDERR),
    (SCALAR_SHIFTS_M7, "thumbv7em-none-eabi", "cortex-m7", SCALAR_SHIFTS_M7_STDERR),
    (SCALAR_SHIFTS_A32, "armv7a-none-eabi", "cortex-a9", SCALAR_SHIFTS_A32_STDERR),
    (THUMB_OFFSETS_A9, "thumbv7a-none-eabi", "cortex-a9", THUMB_OFFSETS_A9_STDERR),
    (THUMB_OFFSETS_M7, "thumbv7em-none-eabi", "cortex-m7", THUMB_OFFSETS_M7_STDERR),
    (THUMB_OFFSETS_ARMV6M, "thumbv7m-none-eabi", "cortex-m4", THUMB_OFFSETS_ARMV6M_STDERR),
    (SHIFTS_POST_INDEXED, "armv7a-none-eabi", "cortex-a9", SHIFTS_POST_INDEXED_STDERR),
    (MVE_IN_A32, "armv7a-none-eabi", "cortex-a9", MVE_IN_A32_STDERR),
], ids=["shifts-a32", "shifts-thumb", "selects-m55", "selects-m7", "mve-compares-m7", "mve-compares-a9", "pairs-a32", "pairs-armv4t", "hints-armv5te", "scalar-shifts-m55", "scalar-shifts-m7", "scalar-shifts-a32", "thumb-offsets-a9", "thumb-offsets-m7", "thumb-offsets-armv6m", "shifts-post-indexed", "mve-in-a32"])
def test_refusal_words(tmp_path: Path, text: str, triple: str, cpu: str, expected: str, version: str) -> None:
    assert refused_stderr(tmp_path, text, triple, cpu, version) == expected


SUGGESTIONS = """\
asl r0, r1, #2
asleq r0, #2
asls r0, r1, r2
ad r0, r1
mvv r0, r1
vaddd.f32 s0, s1, s2
qqq r0
fmuls r0, r1
vabss r0, r1
"""
# llvm-mca-19 -mtriple=armv7a-none-eabi -mcpu=cortex-a9 t.s: ARMMnemonicSpellCheck over the
# matcher table's mnemonics whose features hold (models/arm/asm_mnemonics.json.gz), edit distance 2
# without replacements; `asleq` is `asl` with a condition, `asls` and `vabss` carry-setting forms of
# mnemonics that set no flags, `fmuls` a MnemonicAlias (vmul.f32) with other operands. llvm-mca-22
# prints the same, but LLVM 22's matcher table is not exported yet: mcalens --llvm-version 22 says
# "invalid instruction" alone.
SUGGESTIONS_STDERR = """\
t.s:1:1: error: invalid instruction, did you mean: asr, lsl, sel?
asl r0, r1, #2
^
t.s:2:1: error: invalid instruction, did you mean: asr, lsl, sel?
asleq r0, #2
^
t.s:3:1: error: instruction 'a' can not set flags, but 's' suffix specified
asls r0, r1, r2
^
t.s:4:1: error: invalid instruction, did you mean: adc, add, adr, and, qadd, vadd?
ad r0, r1
^
t.s:5:1: error: invalid instruction, did you mean: mov, mvn?
mvv r0, r1
^
t.s:6:1: error: invalid instruction, did you mean: add, faddd, vadd?
vaddd.f32 s0, s1, s2
^
t.s:7:1: error: invalid instruction
qqq r0
^
t.s:8:1: error: invalid instruction
fmuls r0, r1
^
t.s:9:1: error: instruction 'vabs' can not set flags, but 's' suffix specified
vabss r0, r1
^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""


def test_unknown_mnemonics_get_llvm_19s_suggestions(tmp_path: Path) -> None:
    assert refused_stderr(tmp_path, SUGGESTIONS, "armv7a-none-eabi", "cortex-a9", "19") == SUGGESTIONS_STDERR
