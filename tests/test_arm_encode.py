"""The 32-bit Arm encoder (analysis/targets/arm/encode.py) against LLVM's emitter, without LLVM:
every probe's bytes (models/arm*/isa_probes.json.gz, written by llvm-mc's emitter), A32, T32 and
MVE lines through the resolver with llvm-mc's -show-encoding text, and llvm-mca's -show-encoding
column (relaxed in 19, not in 22)."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcalens.analysis.cli import run
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.isa import load_isa, model_directory
from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg
from mcalens.analysis.targets.arm import encode
from mcalens.analysis.targets.target import get_target
from shipped_models import probe_inst, probes

RELEASES = {"19": model_directory("arm"), "22": model_directory("arm") / "llvm22"}


COVERAGE = {"19": (5050, 5050), "22": (5049, 5049)}


@pytest.mark.parametrize("release", sorted(RELEASES))
def test_every_probe_encodes_as_llvm_or_not_at_all(release: str) -> None:
    """Each instruction LLVM's assembler made of a probe has the bytes LLVM's emitter wrote for it
    (in its subtarget's mode); the encoder never gives other bytes."""
    directory = RELEASES[release]
    table = encode.load_encoding_table(directory)
    assert table is not None
    data = probes(directory)
    labels = [row[0] for row in data["subtargets"]]
    checked, encoded, wrong = 0, 0, []
    for row in data["probes"]:
        error, insts = row[5]
        if error or not insts or len(insts) != 1:
            continue
        opcode, _flags, operands, (hex_bytes, _fixups) = insts[0]
        checked += 1
        code = encode.encode(probe_inst(opcode, operands), table, thumb=labels[row[6]] != "arm")
        if code is None:
            continue
        encoded += 1
        if code.hex() != hex_bytes:
            wrong.append((opcode, operands, hex_bytes, code.hex()))
    assert wrong == []
    # every probe form but those of the opcodes the exporter left out
    assert (checked, encoded) == COVERAGE[release]


def _mc_texts(text: str, triple: str, cpu: str = "generic", release: str = "19") -> list[str | None]:
    target = get_target("arm")
    isa = load_isa("arm", str(RELEASES[release]))
    table = encode.load_encoding_table(isa.directory or "")
    assert table is not None
    parsed = parse_text(text, target=target)
    target.subtarget.feature_checker(parsed, isa, cpu, "")
    thumb = triple.startswith("thumb")
    out = []
    for inst in parsed.instructions:
        mc, diagnostics = target.assembler.resolve(inst, isa, triple)
        assert mc is not None, diagnostics
        out.append(encode.mc_encoding_text(mc, table, thumb))
    return out


A32 = """\
adc r0, r1, #1
add r0, r1, r2, lsl #3
add r0, r1, r2, asr r3
ldr r3, [r8, #-12]
ldr r3, [r8, #12]
ldm r0!, {r1, r4, r7}
push {r4, r5, lr}
vldmia r1!, {d8, d9, d10}
vpush {s16, s17}
vadd.f32 s0, s1, s2
vadd.f32 d0, d1, d2
vmla.f32 q0, q1, q2
bne .L1
"""

# llvm-mc-19 -triple=armv7a-none-eabi -mattr=+neon,+vfp4 -show-encoding (fixup lines unpadded)
A32_MC = [
    "encoding: [0x01,0x00,0xa1,0xe2]", "encoding: [0x82,0x01,0x81,0xe0]", "encoding: [0x52,0x03,0x81,0xe0]",
    "encoding: [0x0c,0x30,0x18,0xe5]", "encoding: [0x0c,0x30,0x98,0xe5]",
    "encoding: [0x92,0x00,0xb0,0xe8]", "encoding: [0x30,0x40,0x2d,0xe9]", "encoding: [0x06,0x8b,0xb1,0xec]",
    "encoding: [0x02,0x8a,0x2d,0xed]", "encoding: [0x81,0x0a,0x30,0xee]", "encoding: [0x02,0x0d,0x01,0xf2]",
    "encoding: [0x54,0x0d,0x02,0xf2]",
    "encoding: [A,A,A,0x1a]\n  fixup A - offset: 0, value: .L1, kind: fixup_arm_condbranch",
]

T32 = """\
.syntax unified
.thumb
adc r0, r1, #1
add.w r0, r1, #0xff00ff00
adds r0, r1, #1
ldr r3, [r8, #-12]
ldr.w r3, [r8, #1020]
push {r4, r5, lr}
pop.w {r4, r8, pc}
vldmia r1!, {d8, d9, d10}
vadd.f32 s0, s1, s2
vadd.f32 d0, d1, d2
vmla.f32 q0, q1, q2
bne .L1
b .L1
cbz r0, .L1
"""

# llvm-mc-19 -triple=thumbv7a-none-eabi -mattr=+neon,+vfp4 -show-encoding: the halfwords of a
# 32-bit instruction high first, VFP and NEON as Thumb writes them
T32_MC = [
    "encoding: [0x41,0xf1,0x01,0x00]", "encoding: [0x01,0xf1,0xff,0x20]", "encoding: [0x48,0x1c]",
    "encoding: [0x58,0xf8,0x0c,0x3c]", "encoding: [0xd8,0xf8,0xfc,0x33]", "encoding: [0x30,0xb5]",
    "encoding: [0xbd,0xe8,0x10,0x81]", "encoding: [0xb1,0xec,0x06,0x8b]", "encoding: [0x30,0xee,0x81,0x0a]",
    "encoding: [0x01,0xef,0x02,0x0d]", "encoding: [0x02,0xef,0x54,0x0d]",
    "encoding: [A,0xd1]\n  fixup A - offset: 0, value: .L1, kind: fixup_arm_thumb_bcc",
    "encoding: [A,0xe0'A']\n  fixup A - offset: 0, value: .L1, kind: fixup_arm_thumb_br",
    "encoding: [A,0xb1'A']\n  fixup A - offset: 0, value: .L1, kind: fixup_arm_thumb_cb",
]

MVE = """\
.syntax unified
.thumb
vadd.i32 q0, q1, q2
vldrw.u32 q0, [r0, #16]!
vcmp.f32 eq, q0, q1
vdwdup.u32 q0, r0, r1, #4
vmla.u32 q0, q1, r2
"""

# llvm-mc-19 -triple=thumbv8.1m.main-none-eabi -mattr=+mve.fp,+lob -show-encoding
MVE_MC = [
    "encoding: [0x22,0xef,0x44,0x08]", "encoding: [0xb0,0xed,0x04,0x1f]", "encoding: [0x31,0xee,0x02,0x0f]",
    "encoding: [0x21,0xee,0xe0,0x1f]", "encoding: [0x23,0xee,0x42,0x0e]",
]


NEGATIVE = """\
.syntax unified
.thumb
ldr.w r4, [pc, #-0]
ldrsh r10, [r5, #-0]
strd r0, r1, [r2, #-0]
ldrd r0, r1, [r2, #-8]
"""

# llvm-mc-19 -triple=thumbv7a-none-eabi -show-encoding: sign and magnitude, `#-0` the subtract bit alone
NEGATIVE_MC = ["encoding: [0x5f,0xf8,0x00,0x40]", "encoding: [0x35,0xf9,0x00,0xac]", "encoding: [0x42,0xe9,0x00,0x01]",
               "encoding: [0x52,0xe9,0x02,0x01]"]

NEGATIVE_A32 = "ldr r3, [r8, #-0]\npldw [pc, #-128]\n"
# llvm-mc-19 -triple=armv7a-none-eabi -mattr=+mp -show-encoding
NEGATIVE_A32_MC = ["encoding: [0x00,0x30,0x18,0xe5]", "encoding: [0x80,0xf0,0x1f,0xf5]"]

# A32's immediate-offset post-indexed forms (LDR_POST_IMM, ...: the offset register absent, the
# immediate packed with its subtract bit), next to the register form.
# llvm-mc-19 -triple=armv7a-none-eabi -show-encoding (llvm-mc-22 prints the same)
POST_IMM_A32 = "ldr r3, [r1], #-30\nstrb r2, [r0], #4095\nldrt r1, [r2], #4\nldr r3, [r1], r2\n"
POST_IMM_A32_MC = ["encoding: [0x1e,0x30,0x11,0xe4]", "encoding: [0xff,0x2f,0xc0,0xe4]",
                   "encoding: [0x04,0x10,0xb2,0xe4]", "encoding: [0x02,0x30,0x91,0xe6]"]


@pytest.mark.parametrize("release", sorted(RELEASES))
def test_post_indexed_immediate_offsets(release: str) -> None:
    assert _mc_texts(POST_IMM_A32, "armv7a-none-eabi", "cortex-a57", release) == POST_IMM_A32_MC

# A32 addressing mode 2 with a shifted or subtracted offset register (the packed shift operand's
# table): llvm-mc-19 -triple=armv7a-none-eabi -mattr=+mp -show-encoding (llvm-mc-22 prints the same)
SHIFTED_A32 = """\
ldr r3, [r8, r1, lsl #2]
ldr r4, [r3], -r6
strb r7, [r12, -r3, lsl #5]
pldw [pc, r0, lsl #2]
pldw [pc, -r0]
ldr r1, [r0, r2, lsr #3]!
ldr r3, [r8, r1, rrx]
"""
SHIFTED_A32_MC = ["encoding: [0x01,0x31,0x98,0xe7]", "encoding: [0x06,0x40,0x13,0xe6]",
                  "encoding: [0x83,0x72,0x4c,0xe7]", "encoding: [0x00,0xf1,0x9f,0xf7]",
                  "encoding: [0x00,0xf0,0x1f,0xf7]", "encoding: [0xa2,0x11,0xb0,0xe7]",
                  "encoding: [0x61,0x30,0x98,0xe7]"]


@pytest.mark.parametrize("release", sorted(RELEASES))
def test_shifted_register_offsets(release: str) -> None:
    assert _mc_texts(SHIFTED_A32, "armv7a-none-eabi", "cortex-a57", release) == SHIFTED_A32_MC

# A32 addressing mode 3: one opcode takes a register or an immediate (the register-absent form's
# own rule), and NEON structure loads' writeback without a register.
# llvm-mc-19 -triple=armv7a-none-eabi -mattr=+neon -show-encoding (llvm-mc-22 prints the same)
AM3_A32 = """\
ldrd r2, r3, [r9, #-32]!
ldrd r2, r3, [r9, #32]!
ldrd r0, r1, [r5]
ldrd r2, r3, [r8], #-0
ldrh r3, [r4]
ldrsh r2, [r7], #-9
strh r1, [r8, #64]!
ldrd r2, r3, [r9, -r4]!
ldrh r3, [r4, r5]
vld3.16 {d8, d9, d10}, [r4]!
vld4.8 {d0[], d1[], d2[], d3[]}, [r4:32]!
"""
AM3_A32_MC = ["encoding: [0xd0,0x22,0x69,0xe1]", "encoding: [0xd0,0x22,0xe9,0xe1]", "encoding: [0xd0,0x00,0xc5,0xe1]",
              "encoding: [0xd0,0x20,0x48,0xe0]", "encoding: [0xb0,0x30,0xd4,0xe1]", "encoding: [0xf9,0x20,0x57,0xe0]",
              "encoding: [0xb0,0x14,0xe8,0xe1]", "encoding: [0xd4,0x20,0x29,0xe1]", "encoding: [0xb5,0x30,0x94,0xe1]",
              "encoding: [0x4d,0x84,0x24,0xf4]", "encoding: [0x1d,0x0f,0xa4,0xf4]"]


# A32 shifted registers by zero: ARMAsmParser keeps the shifted opcode (MVNsi, ADCrsi, ... holding
# lsl #0, a value the printer leaves out and the exporter reads back from the text written).
# llvm-mc-19 -triple=armv7a-none-eabi -mcpu=cortex-a57 -show-encoding -show-inst (llvm-mc-22 the same)
SHIFT_ZERO_A32 = "mvn r0, r1, lsl #0\nadc r0, r1, r2, lsl #0\ncmp r0, r1, lsl #0\nrsb r3, r4, r5, ror #0\ntst r6, r7, asr #0\n"
SHIFT_ZERO_A32_MC = ["encoding: [0x01,0x00,0xe0,0xe1]", "encoding: [0x02,0x00,0xa1,0xe0]",
                     "encoding: [0x01,0x00,0x50,0xe1]", "encoding: [0x05,0x30,0x64,0xe0]",
                     "encoding: [0x07,0x00,0x16,0xe1]"]


@pytest.mark.parametrize("release", sorted(RELEASES))
def test_shifts_by_zero_keep_their_opcode_and_encode(release: str) -> None:
    assert _mc_texts(SHIFT_ZERO_A32, "armv7a-none-eabi", "cortex-a57", release) == SHIFT_ZERO_A32_MC


@pytest.mark.parametrize("release", sorted(RELEASES))
def test_register_or_immediate_offsets(release: str) -> None:
    assert _mc_texts(AM3_A32, "armv7a-none-eabi", "cortex-a57", release) == AM3_A32_MC


@pytest.mark.parametrize("release", sorted(RELEASES))
def test_an_immediate_form_with_an_offset_register_has_no_bytes(release: str) -> None:
    # the immediate's field was learned with the register absent: with one, no bytes (never the
    # register form's bits under the immediate's rule)
    isa = load_isa("arm", str(RELEASES[release]))
    table = encode.load_encoding_table(isa.directory or "")
    assert table is not None
    ops = (Reg("R3"), Reg("R1"), Reg("R1"), Reg(None), Imm(30 | 1 << 12), Imm(14), Reg(None))
    assert encode.encode(McInst("LDR_POST_IMM", ops), table) == bytes.fromhex("1e3011e4")
    with_register = (*ops[:3], Reg("R2"), *ops[4:])
    assert encode.encode(McInst("LDR_POST_IMM", with_register), table) is None


@pytest.mark.parametrize(("text", "triple", "cpu", "expected"), [
    (NEGATIVE, "thumbv7a-none-eabi", "cortex-a57", NEGATIVE_MC),
    (NEGATIVE_A32, "armv7a-none-eabi", "cortex-a57", NEGATIVE_A32_MC),
    (A32, "armv7a-none-eabi", "cortex-a57", A32_MC),
    (T32, "thumbv7a-none-eabi", "cortex-a57", T32_MC),
    (MVE, "thumbv8.1m.main-none-eabi", "cortex-m55", MVE_MC),
])
def test_lines_through_the_resolver_print_llvm_mc_encodings(text: str, triple: str, cpu: str,
                                                            expected: list[str]) -> None:
    assert _mc_texts(text, triple, cpu) == expected


def test_an_opcode_both_modes_take_needs_the_mode() -> None:
    table = encode.load_encoding_table(RELEASES["19"])
    assert table is not None
    vadd = McInst("VADDS", (Reg("S0"), Reg("S1"), Reg("S2"), Imm(14), Reg(None)))
    assert encode.encode(vadd, table, thumb=False) == bytes.fromhex("810a30ee")
    assert encode.encode(vadd, table, thumb=True) == bytes.fromhex("30ee810a")
    # `ldrd r2, r3, [r9, #-32]!` (llvm-mc-19: [0xd0,0x22,0x69,0xe1]): the immediate's bits depend on
    # the offset register being absent: the row's register-absent form
    ldrd = McInst("LDRD_PRE", (Reg("R2"), Reg("R3"), Reg("R9"), Reg("R9"), Reg(None), Imm(288), Imm(14), Reg(None)))
    assert encode.encode(ldrd, table) == bytes.fromhex("d02269e1")
    # a file with both `.arm` and `.thumb` code: no bytes rather than one mode's
    assert encode.encode(vadd, table, thumb=None) is None
    # `itte ne` (llvm-mc-19 -triple=thumbv7m -show-inst: mask 6, [0x1a,0xbf]) and `ite eq` ([0x0c,0xbf]): the mask's
    # field depends on the condition
    assert encode.encode(McInst("t2IT", (Imm(1), Imm(6))), table, thumb=True) == bytes.fromhex("1abf")
    assert encode.encode(McInst("t2IT", (Imm(0), Imm(12))), table, thumb=True) == bytes.fromhex("0cbf")
    # a value outside the measured table (not a Thumb-2 modified immediate) has no encoding
    assert encode.encode(McInst("t2ADCri", (Reg("R0"), Reg("R1"), Imm(0x101), Imm(14), Reg(None), Reg(None))),
                         table, thumb=True) is None
    # an expression with a specifier the opcode takes no fixup for
    assert encode.encode(McInst("t2ADCri", (Reg("R0"), Reg("R1"), Expr("#:upper16:sym"), Imm(14), Reg(None),
                                            Reg(None))), table, thumb=True) is None


RELAX = """\
.syntax unified
.thumb
add r0, r1, r2
bne .L1
b .L1
ldr r0, .L1
add.w r0, r1, #0x00550055
vadd.f32 s0, s1, s2
.L1:
"""


@pytest.mark.parametrize(("release", "column"), [
    # llvm-mca-19 -mtriple=thumbv7m-none-eabi -mcpu=cortex-m7 -show-encoding -iterations=1: Thumb's
    # branches and literal load relaxed to their 32-bit forms
    ("19", ["01 eb 02 00", "40 f0 00 80", "00 f0 00 90", "5f f8 00 00", "01 f1 55 10", "30 ee 81 0a"]),
    # llvm-mca-22, the same command: encoded as parsed
    ("22", ["01 eb 02 00", "00 d1", "00 e0", "00 48", "01 f1 55 10", "30 ee 81 0a"]),
])
def test_llvm_mca_show_encoding_column(release: str, column: list[str], tmp_path: Path) -> None:
    source = tmp_path / "relax.s"
    source.write_text(RELAX)
    status, out, err = run(["--no-banner", "--no-notes", "--llvm-version", release, "-mtriple=thumbv7m-none-eabi",
                            "-mcpu=cortex-m7", "-show-encoding", "-iterations=1", str(source)])
    assert status == 0, err
    lines = out[out.index("Encodings:"):].splitlines()[1:7]
    for line, expected in zip(lines, column, strict=True):
        assert f" {expected} " in line, (line, expected)


# Opcodes whose probe marker LLVM's parser refuses, sampled from a variant the parser reads back:
# spaced NEON lists (VLD3q8_UPD, VST4q16_UPD, VLD2LNq32, VLD4DUPq16_UPD, VST4LNq16, VST3q32: the
# marker's `{d0, d1, d2}, [r0:8]` is refused), spaced pairs with no probe at all (VST2b8wb_fixed,
# VLD2b16wb_register, VLD2b32: built from the operand descriptions), VST3/VST4 writeback without a
# register (the register-absent form of an operand followed by the list), STRD_PRE/STRD_POST (the
# marker's odd Rt is refused), and a label in a base register's place (`vldr d0, next`: `[pc, #-0]`
# with the fixup).
# llvm-mc-19 -triple=armv7a-none-eabi -mattr=+neon -show-encoding (llvm-mc-22 prints the same)
REPAIRED_A32 = """\
vld3.8 {d16, d18, d20}, [r0:64]!
vst4.16 {d8, d10, d12, d14}, [r4], r6
vld2.32 {d17[0], d19[0]}, [r0:64]
vld4.16 {d0[], d2[], d4[], d6[]}, [r4:64], r5
vst4.16 {d17[3], d19[3], d21[3], d23[3]}, [r0:64]
vst3.32 {d8, d10, d12}, [r4]
vst2.8 {d8, d10}, [r4]!
vld2.16 {d8, d10}, [r4], r6
vld2.32 {d8, d10}, [r4]
vst3.8 {d8, d9, d10}, [r4]!
vst4.8 {d0[0], d1[0], d2[0], d3[0]}, [r0]!
strd r2, r3, [r7, #22]!
strd r6, r7, [r9], #-0
strd r4, r5, [r8], #7
strd r0, r1, [r2, -r3]!
vldr d0, next
"""
REPAIRED_A32_MC = [
    "encoding: [0x1d,0x05,0x60,0xf4]", "encoding: [0x46,0x81,0x04,0xf4]", "encoding: [0x5f,0x19,0xe0,0xf4]",
    "encoding: [0x75,0x0f,0xa4,0xf4]", "encoding: [0xff,0x17,0xc0,0xf4]", "encoding: [0x8f,0x85,0x04,0xf4]",
    "encoding: [0x0d,0x89,0x04,0xf4]", "encoding: [0x46,0x89,0x24,0xf4]", "encoding: [0x8f,0x89,0x24,0xf4]",
    "encoding: [0x0d,0x84,0x04,0xf4]", "encoding: [0x0d,0x03,0x80,0xf4]",
    "encoding: [0xf6,0x21,0xe7,0xe1]", "encoding: [0xf0,0x60,0x49,0xe0]", "encoding: [0xf7,0x40,0xc8,0xe0]",
    "encoding: [0xf3,0x00,0x22,0xe1]",
    "encoding: [A,0x0b'A',0x1f'A',0xed'A']\n  fixup A - offset: 0, value: next, kind: fixup_arm_pcrel_10",
]

# Thumb-2: `pld`/`pli` with a negative offset (t2PLDi8: the marker `pld [r0, #1]` is t2PLDi12),
# t2ADR's sign and magnitude (its subtract bits are also the magnitude's bit 12: a bounded rule), a
# label in a base register's place (`[pc, #-0]`, fixup_t2_pcrel_10).
# llvm-mc-19 -triple=thumbv7a-none-eabi -mattr=+neon -show-encoding (llvm-mc-22 prints the same)
REPAIRED_T32 = """\
.syntax unified
.thumb
pld [r5, #-4]
pli [r5, #-4]
adr.w r11, #-3270
adr.w r0, #1024
adr.w r1, #-0
ldrd r0, r2, next
vldr d1, next
"""
REPAIRED_T32_MC = [
    "encoding: [0x15,0xf8,0x04,0xfc]", "encoding: [0x15,0xf9,0x04,0xfc]", "encoding: [0xaf,0xf6,0xc6,0x4b]",
    "encoding: [0x0f,0xf2,0x00,0x40]", "encoding: [0xaf,0xf2,0x00,0x01]",
    "encoding: [0x5f'A',0xe9'A',A,0x02'A']\n  fixup A - offset: 0, value: next, kind: fixup_t2_pcrel_10",
    "encoding: [0x1f'A',0xed'A',A,0x1b'A']\n  fixup A - offset: 0, value: next, kind: fixup_t2_pcrel_10",
]

# `le` (the marker `le #1` is refused, and its probe's subtarget lacks the loop extension)
# llvm-mc-19 -triple=thumbv8.1m.main-none-eabi -mattr=+mve.fp,+lob -show-encoding (22 the same)
REPAIRED_LOB = "le lr, next\nle next\n"
REPAIRED_LOB_MC = [
    "encoding: [0x0f'A',0xf0'A',0x01'A',0xc0'A']\n  fixup A - offset: 0, value: next, kind: fixup_le",
    "encoding: [0x2f'A',0xf0'A',0x01'A',0xc0'A']\n  fixup A - offset: 0, value: next, kind: fixup_le",
]


@pytest.mark.parametrize("release", sorted(RELEASES))
@pytest.mark.parametrize(("text", "triple", "cpu", "expected"), [
    (REPAIRED_A32, "armv7a-none-eabi", "cortex-a57", REPAIRED_A32_MC),
    (REPAIRED_T32, "thumbv7a-none-eabi", "cortex-a57", REPAIRED_T32_MC),
    (REPAIRED_LOB, "thumbv8.1m.main-none-eabi", "cortex-m55", REPAIRED_LOB_MC),
])
def test_opcodes_whose_marker_llvm_refuses(release: str, text: str, triple: str, cpu: str,
                                           expected: list[str]) -> None:
    assert _mc_texts(text, triple, cpu, release) == expected


@pytest.mark.parametrize("release", sorted(RELEASES))
def test_adr_beyond_its_range_has_no_bytes(release: str) -> None:
    # t2ADR's rule holds for magnitudes below 4096 and `#-0` (the emitter's subtract bits are also
    # the magnitude's bit 12): -5795 would be written as a subtract of 1699, not encoded here
    table = encode.load_encoding_table(RELEASES[release])
    assert table is not None
    adr = McInst("t2ADR", (Reg("R8"), Imm(-4095), Imm(14), Reg(None)))
    # llvm-mc-19 -triple=thumbv7a-none-eabi -show-encoding: `adr.w r8, #-4095`
    assert encode.encode(adr, table, thumb=True) == bytes([0xaf, 0xf6, 0xff, 0x78])
    for value in (-5795, 4096, -4096):
        assert encode.encode(McInst("t2ADR", (Reg("R8"), Imm(value), Imm(14), Reg(None))), table, thumb=True) is None


# Thumb-2 branches to a number: J1 = NOT(I1 XOR S) and J2 = NOT(I2 XOR S), a rule over both signs
# whose word bits are sums mod 2 of the value's (before: a table over -256..512 only).
# llvm-mc-19 -triple=thumbv7a-none-eabi -show-encoding (llvm-mc-22 prints the same)
BRANCHES_T32 = ".syntax unified\n.thumb\nb.w #208962\nb.w #-208962\nbl #-1048576\nbl #16777214\n"
BRANCHES_T32_MC = ["encoding: [0x33,0xf0,0x21,0xb8]", "encoding: [0xcc,0xf7,0xdf,0xbf]",
                   "encoding: [0x00,0xf7,0x00,0xf8]", "encoding: [0xff,0xf3,0xff,0xd7]"]


@pytest.mark.parametrize("release", sorted(RELEASES))
def test_thumb2_branch_offsets(release: str) -> None:
    assert _mc_texts(BRANCHES_T32, "thumbv7a-none-eabi", "cortex-a57", release) == BRANCHES_T32_MC


# A32's `b`: one opcode (Bcc) whose fixup kind is the condition's (fixup_arm_uncondbranch under AL).
# llvm-mc-19 -triple=armv7a-none-eabi -show-encoding (llvm-mc-22 prints the same)
BRANCHES_A32 = "b .L1\nbne .L1\n.L1:\n"
BRANCHES_A32_MC = ["encoding: [A,A,A,0xea]\n  fixup A - offset: 0, value: .L1, kind: fixup_arm_uncondbranch",
                   "encoding: [A,A,A,0x1a]\n  fixup A - offset: 0, value: .L1, kind: fixup_arm_condbranch"]


@pytest.mark.parametrize("release", sorted(RELEASES))
def test_a32_branch_fixup_follows_the_condition(release: str) -> None:
    assert _mc_texts(BRANCHES_A32, "armv7a-none-eabi", "cortex-a57", release) == BRANCHES_A32_MC
