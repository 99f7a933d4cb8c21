"""Data type suffixes against register classes on 32-bit Arm: ARMAsmParser takes a `.dt` only
where the table spells it, through the TokenAlias records (`.u32` where `.i32` or `.32` is spelled,
`.f` where `.f32`), or through an InstAlias that adds it to an opcode without one (VLDRS's `.32`,
VLDRD's `.64`, VMOVRS's `.8`/`.16`/`.32`, vpush/vpop's sizes, NEON's vand/vorr/vmov...); `vldm`/
`vstm` drop it. A suffix of the wrong size is refused: `vldr.32 d0, [r0]` is not VLDRD."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcalens.analysis.cli import run
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.targets.target import target_for_triple

A32 = "armv7a-none-eabi"
M55 = "thumbv8.1m.main-none-eabi"


def _opcodes(text: str, triple: str, cpu: str) -> list[str | None]:
    target = target_for_triple(triple)
    isa = target.load_isa()
    parsed = parse_text(text, target)
    target.subtarget.feature_checker(parsed, isa, cpu, "")
    assert not [d for d in parsed.diagnostics if d.severity.name == "ERROR"]
    out: list[str | None] = []
    for inst in parsed.instructions:
        mc, _ = target.assembler.resolve(inst, isa, triple)
        out.append(None if mc is None else mc.opcode)
    return out


def _error_lines(tmp_path: Path, text: str, triple: str, cpu: str) -> set[int]:
    source = tmp_path / "t.s"
    source.write_text(text, encoding="utf-8")
    code, _, err = run([f"-mtriple={triple}", f"-mcpu={cpu}", "-iterations=1", str(source)])
    assert code == 1
    err = err.replace(str(source), "t.s")
    return {int(line.split(":")[1]) for line in err.splitlines() if line.startswith("t.s:") and ": error:" in line}


# Accepted by llvm-mc-19 -triple=armv7a-none-eabi -mcpu=cortex-a9 -show-inst, with these opcodes.
A32_ACCEPTED = [
    ("vldr.32 s0, [r0]", "VLDRS"), ("vldr.u32 s0, [r0]", "VLDRS"), ("vldr.f s0, [r0]", "VLDRS"),
    ("vldr.64 d0, [r0]", "VLDRD"), ("vldr.s64 d0, [r0]", "VLDRD"), ("vldr.d d0, [r0]", "VLDRD"),
    ("vstr.i32 s0, [r0]", "VSTRS"), ("vstr.f64 d0, [r0]", "VSTRD"),
    ("vldr.i64 d1, .L1", "VLDRD"), ("vldr.s32 s1, .L1", "VLDRS"),
    ("vmov.8 r0, s0", "VMOVRS"), ("vmov.p16 s0, r0", "VMOVSR"), ("vmov.f32 r0, s0", "VMOVRS"),
    ("vmov.f64 r0, r1, d0", "VMOVRRD"), ("vmov.d d0, r0, r1", "VMOVDRR"),
    ("vmov r0, d0[1]", "VGETLNi32"), ("vmov d0[1], r0", "VSETLNi32"), ("vmov.f r0, d0[1]", "VGETLNi32"),
    ("vmov.f s0, s1", "VMOVS"), ("vmov.d d0, d1", "VMOVD"),
    ("vpush.32 {d0}", "VSTMDDB_UPD"), ("vpop.u8 {s0}", "VLDMSIA_UPD"), ("vpush.d {s0, s1}", "VSTMSDB_UPD"),
    ("vldmia.f r0, {d0}", "VLDMDIA"), ("vstmdb.p16 r0!, {d0}", "VSTMDDB_UPD"),
]
# Refused by llvm-mc-19 (same command): a size that is not the register's, a suffix no alias
# spells, `.f`/`.d` before a floating-point immediate (parsed as one only after `.f32`/`.f64`).
A32_REFUSED = [
    "vldr.32 d0, [r0]", "vldr.64 s0, [r0]", "vstr.32 d0, [r0]", "vstr.64 s0, [r0]", "vldr.f32 d0, [r0]",
    "vldr.f64 s0, [r0]", "vldr.8 s0, [r0]", "vldr.16 d0, [r0]", "vldr.s16 d0, [r0]", "vldr.p8 s0, [r0]",
    "vldr.d s1, .L1", "vldr.32 d0, .L1", "vldr.f d1, .L1",
    "vmov.64 r0, s0", "vmov.f64 s0, r0", "vmov.d r0, s0", "vmov.32 s0, s1", "vmov.i32 s0, s1",
    "vmov.32 r0, r1, d0", "vmov.f32 d0, r0, r1", "vmov.f32 r0, r1, s0, s1", "vmov.8 r0, d0[1]",
    "vmov.u16 d0[1], r0", "vmov.f s0, #1.0", "vmov.d d0, #1.0", "vmov.f16 d0, d1",
    "vpush.f16 {d0}", "vpop.f16 {s0}", "vldmia.f16 r0, {d0}",
]


def test_a32_data_types_accepted_as_llvm_mc() -> None:
    text = "".join(line + "\n" for line, _ in A32_ACCEPTED) + ".L1:\n"
    assert _opcodes(text, A32, "cortex-a9") == [opcode for _, opcode in A32_ACCEPTED]


def test_a32_data_types_refused_as_llvm_mc(tmp_path: Path) -> None:
    text = "".join(line + "\n" for line in A32_REFUSED) + ".L1:\n"
    assert _error_lines(tmp_path, text, A32, "cortex-a9") == set(range(1, len(A32_REFUSED) + 1))


# NEON's type-free aliases (`.fpu neon`; llvm-mc-19 -triple=armv7a-none-eabi -mcpu=cortex-a9):
# NEONDTAnyInstAlias takes the four sizes and what stands for them, vbic/vbif/vbit/vbsl only with
# three registers.
NEON_ACCEPTED = [("vand.u8 d0, d1, d2", "VANDd"), ("vorr.f q0, q1", "VORRq"), ("vbsl.s64 q0, q1, q2", "VBSLq"),
                 ("vswp.p8 d0, d1", "VSWPd"), ("vmov.i32 q0, q1", "VORRq"), ("vmvn.d d0, d1", "VMVNd")]
NEON_REFUSED = ["vand.f16 d0, d1, d2", "vbic.i32 d0, d1", "vmov.f16 q0, q1", "vbif.32 d0, d1"]


def test_neon_untyped_aliases(tmp_path: Path) -> None:
    text = ".fpu neon\n" + "".join(line + "\n" for line, _ in NEON_ACCEPTED)
    assert _opcodes(text, A32, "cortex-a9") == [opcode for _, opcode in NEON_ACCEPTED]
    text = ".fpu neon\n" + "".join(line + "\n" for line in NEON_REFUSED)
    assert _error_lines(tmp_path, text, A32, "cortex-a9") == set(range(2, len(NEON_REFUSED) + 2))


# MVE (llvm-mc-19 -triple=thumbv8.1m.main-none-eabi -mcpu=cortex-m55): the bitwise operations'
# "ignored suffixes" (no `.8` or `.64`), the loads' and stores' MnemonicAliases to the canonical
# type; `vmov q0, q1` (MVE_VORR) takes no suffix at all.
MVE_ACCEPTED = [("vand.s8 q0, q1, q2", "MVE_VAND"), ("vorn.f q0, q1, q2", "MVE_VORN"),
                ("vpsel.f16 q0, q1, q2", "MVE_VPSEL"), ("vldrb.s8 q1, [r0]", "MVE_VLDRBU8"),
                ("vldrh.f16 q1, [r0]", "MVE_VLDRHU16"), ("vstrw.u32 q1, [r0]", "MVE_VSTRWU32"),
                ("vmov q0, q1", "MVE_VORR")]
MVE_REFUSED = ["vand.8 q0, q1, q2", "veor.i64 q0, q1, q2", "vmov.i32 q0, q1", "vmov.f q0, q1", "vldrb.f8 q1, [r0]"]


@pytest.mark.parametrize(("text", "opcode"), MVE_ACCEPTED)
def test_mve_suffixes_accepted(text: str, opcode: str) -> None:
    assert _opcodes(text + "\n", M55, "cortex-m55") == [opcode]


def test_mve_suffixes_refused(tmp_path: Path) -> None:
    text = "".join(line + "\n" for line in MVE_REFUSED)
    assert _error_lines(tmp_path, text, M55, "cortex-m55") == set(range(1, len(MVE_REFUSED) + 1))


VLDR_WORDS = "vldr.32 d0, [r0]\nvstr.64 s0, [r0]\nvldr.8 s0, [r0]\nvldr.16 d0, [r0]\nvldr.f16 s0, [r0]\nvldr.16 s0, [r0]\n"


@pytest.mark.parametrize(("triple", "cpu", "expected"), [
    # llvm-mca-19 -mtriple=armv7a-none-eabi -mcpu=cortex-a9 t.s (error and note lines): the untyped
    # opcode of the register's size and the alias the `.dt` names are the near misses, the
    # D-register one first; VLDRH wants 16-bit FP registers
    ("armv7a-none-eabi", "cortex-a9", [
        "t.s:1:1: error: invalid instruction, any one of the following would fix this:",
        "t.s:1:5: note: invalid operand for instruction",
        "t.s:1:9: note: operand must be a register in range [s0, s31]",
        "t.s:2:1: error: invalid instruction, any one of the following would fix this:",
        "t.s:2:9: note: operand must be a register in range [d0, d31]",
        "t.s:2:5: note: invalid operand for instruction",
        "t.s:3:5: error: invalid operand for instruction",
        "t.s:4:5: error: invalid operand for instruction",
        "t.s:5:5: error: invalid operand for instruction",
        "t.s:6:1: error: invalid instruction, any one of the following would fix this:",
        "t.s:6:5: note: invalid operand for instruction",
        "t.s:6:1: note: instruction requires: 16-bit fp registers"]),
    # llvm-mca-19 -mtriple=thumbv8.1m.main-none-eabi -mcpu=cortex-m55: no d32 (d0-d15), and with 16-bit
    # FP registers `vldr.16 d0` nearly matches VLDRH, `vldr.16 s0` is taken
    ("thumbv8.1m.main-none-eabi", "cortex-m55", [
        "t.s:1:1: error: invalid instruction, any one of the following would fix this:",
        "t.s:1:5: note: invalid operand for instruction",
        "t.s:1:9: note: operand must be a register in range [s0, s31]",
        "t.s:2:1: error: invalid instruction, any one of the following would fix this:",
        "t.s:2:9: note: operand must be a register in range [d0, d15]",
        "t.s:2:5: note: invalid operand for instruction",
        "t.s:3:5: error: invalid operand for instruction",
        "t.s:4:1: error: invalid instruction, any one of the following would fix this:",
        "t.s:4:5: note: invalid operand for instruction",
        "t.s:4:9: note: operand must be a register in range [s0, s31]",
        "t.s:5:5: error: invalid operand for instruction"]),
])
def test_vfp_load_store_size_refusals_in_llvm_mc_words(tmp_path: Path, triple: str, cpu: str,
                                                        expected: list[str]) -> None:
    source = tmp_path / "t.s"
    source.write_text(VLDR_WORDS, encoding="utf-8")
    code, _, err = run(["--llvm-version", "19", f"-mtriple={triple}", f"-mcpu={cpu}", str(source)])
    err = err.replace(str(source), "t.s")
    assert code == 1
    assert [line for line in err.splitlines() if line.startswith("t.s:")] == expected
