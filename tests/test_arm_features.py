"""32-bit Arm subtarget features: `.cpu`/`.arch`/`.fpu`/`.arch_extension` read per position as
ARMAsmParser reads them, and each instruction checked against its assembler predicates
(analysis/targets/arm/features.py, models/arm/asm_features.json.gz).

Every expected error is llvm-mca's, recorded with the command named beside it (llvm-mca-19 and
llvm-mca-22 print the same for these files).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from mcalens.analysis.cli import run
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.targets.target import target_for_triple

# The command line's CPU (cortex-m4) gives the scheduling model; the directives give the features.
DIRECTIVES = """\
	.syntax unified
	.cpu cortex-m0
	.thumb
	sdiv r0, r1, r2
	add.w r0, r1, r2
	mla r0, r1, r2, r3
	vadd.f32 s0, s1, s2
	ldrd r0, r1, [r2]
	.cpu cortex-m4
	sdiv r0, r1, r2
	vadd.f64 d0, d1, d2
	vadd.f32 s0, s1, s2
	vadd.i32 q0, q1, q2
	.fpu fpv4-sp-d16
	vadd.f64 d0, d1, d2
	vmov d0, r0, r1
	vldr d0, [r0]
	.fpu fpv5-d16
	vadd.f64 d0, d1, d2
	.arch armv8.1-m.main
	.arch_extension mve
	vadd.i32 q0, q1, q2
	.cpu cortex-a9
	sdiv r0, r1, r2
	aese.8 q0, q1
	.arch_extension crypto
	aese.8 q0, q1
	.cpu foo
	.fpu bar
	.arch baz
	.arch_extension qux
"""
# llvm-mca-19 -mtriple=thumbv7m-none-eabi -mcpu=cortex-m4 t.s (and llvm-mca-22): (line, column, error)
DIRECTIVES_ERRORS = [
    (4, 2, "instruction requires: divide in THUMB armv8m.base"),
    (5, 2, "instruction requires: thumb2"),
    (6, 2, "instruction requires: thumb2"),
    (7, 2, "instruction requires: VFP2"),
    (8, 2, "instruction requires: thumb2"),
    (11, 2, "instruction requires: double precision VFP"),
    (13, 2, "instruction requires: mve"),
    (15, 2, "instruction requires: double precision VFP"),
    (21, 18, "unknown architectural extension: mve"),
    (22, 2, "instruction requires: mve"),
    (24, 2, "instruction requires: divide in THUMB"),
    (25, 2, "instruction requires: aes armv8"),
    (26, 18, "architectural extension 'crypto' is not allowed for the current base architecture"),
    (27, 2, "instruction requires: aes armv8"),
    (28, 2, "Unknown CPU name"),
    (29, 7, "Unknown FPU name"),
    (30, 2, "Unknown arch name"),
    (31, 18, "unknown architectural extension: qux"),
]
_ERROR = re.compile(r"^t\.s:(\d+):(\d+): error: (.*)$", re.M)


def _errors(tmp_path: Path, text: str, triple: str, cpu: str, release: str = "19", mattr: str = ""
            ) -> tuple[int, list[tuple[int, int, str]]]:
    source = tmp_path / "t.s"
    source.write_text(text, encoding="utf-8")
    argv = ["--llvm-version", release, f"-mtriple={triple}", f"-mcpu={cpu}", "-iterations=1", str(source)]
    if mattr:
        argv.insert(0, f"-mattr={mattr}")
    code, _, err = run(argv)
    err = err.replace(str(source), "t.s")
    return code, [(int(line), int(column), message) for line, column, message in _ERROR.findall(err)]


@pytest.mark.parametrize("release", ["19", "22"])
def test_feature_directives_change_what_follows(tmp_path: Path, release: str) -> None:
    code, errors = _errors(tmp_path, DIRECTIVES, "thumbv7m-none-eabi", "cortex-m4", release)
    assert code == 1
    assert errors == DIRECTIVES_ERRORS


def test_gcc_cortex_m0_prologue_is_accepted(tmp_path: Path) -> None:
    # arm-none-eabi-gcc -mcpu=cortex-m0 prints `.arch armv6s-m` (ARM::parseArch's synonym for
    # armv6-m) and `.fpu softvfp`; llvm-mca-19 -mtriple=thumbv7em-none-eabi -mcpu=cortex-m4 analyses it
    text = ("\t.syntax unified\n\t.cpu cortex-m0\n\t.arch armv6s-m\n\t.fpu softvfp\n\t.thumb\n"
            "\tadds r0, r0, #1\n\tmov r8, r1\n\tmuls r4, r5, r4\n\tdmb ish\n\tbx lr\n")
    code, errors = _errors(tmp_path, text, "thumbv7em-none-eabi", "cortex-m4")
    assert (code, errors) == (0, [])


def test_arch_resets_the_fpu_and_fpu_restores_it(tmp_path: Path) -> None:
    # gcc -mcpu=cortex-m4 -mfloat-abi=hard: `.cpu cortex-m4`, `.arch armv7e-m` (no FPU: ARMAsmParser
    # sets the architecture's features alone), `.fpu fpv4-sp-d16`.
    # llvm-mca-19 -mtriple=thumbv7em-none-eabi -mcpu=cortex-m4: line 4 "instruction requires: VFP2"
    text = ("\t.cpu cortex-m4\n\t.arch armv7e-m\n\t.thumb\n\tvadd.f32 s0, s1, s2\n\t.fpu fpv4-sp-d16\n"
            "\tvadd.f32 s0, s1, s2\n\tsmlabb r0, r1, r2, r3\n")
    assert _errors(tmp_path, text, "thumbv7em-none-eabi", "cortex-m4")[1] == [
        (4, 2, "instruction requires: VFP2")]


def test_command_line_cpu_and_mattr(tmp_path: Path) -> None:
    # llvm-mca-19 -mtriple=armv7a-none-eabi -mcpu=cortex-a9: `sdiv` "instruction requires: divide in
    # ARM" (the A9 has no hardware divide), `vfma.f32 d0, d1, d2` "instruction requires: NEON VFP4"
    # (LLVM's cortex-a9 has neither); with -mattr=+hwdiv-arm the sdiv is accepted
    text = "\tsdiv r0, r1, r2\n\tvfma.f32 d0, d1, d2\n\tadd r0, r1, r2\n"
    assert _errors(tmp_path, text, "armv7a-none-eabi", "cortex-a9")[1] == [
        (1, 2, "instruction requires: divide in ARM"), (2, 2, "instruction requires: NEON VFP4")]
    assert _errors(tmp_path, text, "armv7a-none-eabi", "cortex-a9", mattr="+hwdiv-arm")[1] == [
        (2, 2, "instruction requires: NEON VFP4")]


def test_arch_extension_turns_features_on_and_off(tmp_path: Path) -> None:
    # llvm-mca-19 -mtriple=armv8a-none-eabi -mcpu=cortex-a57: after `.arch_extension nocrypto` (sha2
    # and aes off) aese and sha1h are refused; `.arch_extension idiv` on an M-profile `.cpu` is "not
    # allowed", `.arch_extension os` "unsupported"
    text = ("\t.arch_extension nocrypto\n\taese.8 q0, q1\n\tsha1h.32 q0, q1\n\t.arch_extension crypto\n"
            "\taese.8 q0, q1\n\t.arch_extension os\n\t.cpu cortex-m3\n\t.arch_extension idiv\n")
    assert _errors(tmp_path, text, "armv8a-none-eabi", "cortex-a57")[1] == [
        (2, 2, "instruction requires: aes"), (3, 2, "instruction requires: sha2"),
        (6, 18, "unsupported architectural extension: os"),
        (8, 18, "architectural extension 'idiv' is not allowed for the current base architecture")]


def test_cpu_without_arm_state_switches_to_thumb(tmp_path: Path) -> None:
    # llvm-mc-19 -triple=armv7a-none-eabi -show-inst: after `.cpu cortex-m0` (warning at 1:2 "new
    # target does not support arm mode, switching to thumb mode") `adds r0, r0, #1` is tADDi3, and
    # still after `.cpu cortex-a9` (FixModeAfterArchChange keeps Thumb); after `.arm` it is ADDri
    from mcalens.analysis.frontend.parse import parse_text
    from mcalens.analysis.targets.target import target_for_triple

    text = "\t.cpu cortex-m0\n\tadds r0, r0, #1\n\t.cpu cortex-a9\n\tadds r0, r0, #1\n\t.arm\n\tadds r0, r0, #1\n"
    triple = "armv7a-none-eabi"
    target = target_for_triple(triple)
    isa = target.load_isa()
    parsed = parse_text(text, target)
    check = target.subtarget.feature_checker(parsed, isa, "cortex-a9", "")
    assert check is not None
    opcodes = []
    for inst in parsed.instructions:
        mc, _ = target.assembler.resolve(inst, isa, triple)
        assert mc is not None and check(inst, mc) is None
        opcodes.append(mc.opcode)
    assert opcodes == ["tADDi3", "tADDi3", "ADDri"]
    source = tmp_path / "t.s"
    source.write_text(text, encoding="utf-8")
    # llvm-mca-19 -mtriple=armv7a-none-eabi -mcpu=cortex-a9 -iterations=1 t.s: the warning twice (it
    # parses the input twice), then the report
    code, out, err = run(["--llvm-version", "19", f"-mtriple={triple}", "-mcpu=cortex-a9", "-iterations=1",
                          str(source)])
    assert code == 0 and "Instructions:      3" in out
    warning = "t.s:1:2: warning: new target does not support arm mode, switching to thumb mode\n" \
              "        .cpu cortex-m0\n        ^\n"
    assert err.replace(str(source), "t.s") == warning * 2


def test_pre_v6_multiplies_match_through_their_alias(tmp_path: Path) -> None:
    # llvm-mca-19 -mtriple=arm-none-eabi -mcpu=cortex-a9 t.s: on `.cpu arm7tdmi` (Armv4T) `mul` and
    # `smull` are accepted (MUL/SMULL through InstAliases without HasV6), `blx r0` is "instruction
    # requires: armv5t"
    text = "\t.cpu arm7tdmi\n\t.arm\n\tmul r0, r1, r2\n\tmla r0, lr, ip, r0\n\tsmull r0, r1, r2, r3\n\tblx r0\n"
    assert _errors(tmp_path, text, "arm-none-eabi", "cortex-a9")[1] == [(6, 2, "instruction requires: armv5t")]


@pytest.mark.parametrize(("header", "cpu", "why"), [
    # arm-none-eabi-gcc -mcpu=cortex-m0 -mthumb -S: no model for the M0 in LLVM
    ("\t.cpu cortex-m0\n\t.arch armv6s-m\n\t.fpu softvfp\n", "cortex-m4",
     "M-profile code (the code's .cpu cortex-m0, which has no scheduling model in LLVM); no CPU named"),
    # arm-none-eabi-gcc -mcpu=cortex-m7 -S: the code's own CPU has a model
    ("\t.cpu cortex-m7\n\t.arch armv7e-m\n\t.fpu fpv5-d16\n", "cortex-m7", "the code's .cpu cortex-m7"),
    # arm-none-eabi-gcc -march=armv8.1-m.main+mve -mthumb -S: no .cpu, the architecture's
    ("\t.arch armv8.1-m.main\n\t.arch_extension dsp\n\t.arch_extension mve\n", "cortex-m55",
     "Armv8.1-M code (no .cpu in the code); no CPU named"),
    # arm-none-eabi-gcc -S (gcc's default CPU): Armv4T A32
    ("\t.cpu arm7tdmi\n\t.arch armv4t\n\t.fpu softvfp\n", "cortex-a9",
     "A32 code older than Armv7 (the code's .cpu arm7tdmi, which has no scheduling model in LLVM; no such "
     "core has a model in LLVM); no CPU named"),
    ("\t.cpu cortex-a53\n\t.arch armv8-a\n", "cortex-a57",
     "Armv8-A code (the code's .cpu cortex-a53, which has no scheduling model in LLVM); no CPU named"),
    ("\t.cpu cortex-r5\n", "cortex-r52",
     "R-profile code (the code's .cpu cortex-r5, which has no scheduling model in LLVM); no CPU named"),
])
def test_compiled_code_cpu_from_the_code(header: str, cpu: str, why: str) -> None:
    from mcalens.analysis.targets.target import target_for_triple

    target = target_for_triple("arm-none-eabi")
    assembly = "\t.syntax unified\n" + header + "\t.text\nf:\n\tadds r0, r0, #1\n\t.cpu cortex-m85\n"
    assert target.subtarget.compiled_code_cpu(assembly, "arm-none-eabi") == (cpu, why)


@pytest.mark.skipif(shutil.which("arm-none-eabi-gcc") is None, reason="arm-none-eabi-gcc not installed")
def test_source_on_a_cortex_m0_file_picks_a_modelled_cpu(tmp_path: Path) -> None:
    # gcc's `-mcpu=cortex-m0` has no model in LLVM: the code (`.cpu cortex-m0`, Armv6-M) is analysed
    # on the Cortex-M4 model, said in a note, rather than stopping at `generic`
    from mcalens.analysis.sources.cli import run as source_run

    source = tmp_path / "add.c"
    source.write_text("void add(int *a, const int *b, int n) { for (int i = 0; i < n; i++) a[i] += b[i]; }\n")
    code, out, err = source_run([str(source), "--compiler", "arm-none-eabi-gcc", "--", "-O2", "-mcpu=cortex-m0",
                                 "-mthumb"])
    assert code == 0, err
    assert "note: analysing for cortex-m4: M-profile code (the code's .cpu cortex-m0" in err
    assert "-mcpu=cortex-m4 (model cortex-m4, default)" in out and "add.c:1:" in out


def test_barrier_options_and_refused_modes(tmp_path: Path) -> None:
    # llvm-mca-19 -mtriple=arm-none-eabi -mcpu=cortex-a9 t.s: on Armv4T a barrier with an option is
    # "invalid instruction" (its operand parser runs only where the features are), without one
    # "instruction requires: data-barriers"; `.arm`/`.code 32` on Cortex-M3 "target does not support
    # ARM mode" (at the directive; 8:2 is the switch warning), `.cpu arm7` "Unknown CPU name"
    text = ("\t.cpu arm7tdmi\n\t.arm\n\tdmb ish\n\tdmb\n\tdmb #15\n\tisb sy\n\tdsb\n\t.cpu cortex-m3\n\t.arm\n"
            "\tadds r0, r0, #1\n\t.code 32\n\t.cpu arm7tdmi\n\t.thumb\n\t.cpu arm7\n\t.thumb\n")
    assert _errors(tmp_path, text, "arm-none-eabi", "cortex-a9")[1] == [
        (3, 2, "invalid instruction"), (4, 2, "instruction requires: data-barriers"), (5, 2, "invalid instruction"),
        (6, 2, "invalid instruction"), (7, 2, "instruction requires: data-barriers"),
        (9, 2, "target does not support ARM mode"), (11, 2, "target does not support ARM mode"),
        (14, 2, "Unknown CPU name")]


def test_nocrypto_before_armv8_reports_its_first_refusal(tmp_path: Path) -> None:
    # llvm-mca-19 -mtriple=thumbv7em-none-eabi -mcpu=cortex-m4 t.s: `.arch_extension nocrypto` turns
    # sha2, aes and crypto off in turn, each "not allowed" before Armv8 (three errors at 1:18; the
    # first per line is the one mcalens prints)
    text = "\t.arch_extension nocrypto\n\taese.8 q0, q1\n"
    assert _errors(tmp_path, text, "thumbv7em-none-eabi", "cortex-m4")[1] == [
        (1, 18, "architectural extension 'sha2' is not allowed for the current base architecture"),
        (2, 2, "instruction requires: aes armv8")]


def test_high_d_registers_need_d32_and_neon_lists(tmp_path: Path) -> None:
    # llvm-mca-19 -mtriple=armv7a-none-eabi -mcpu=cortex-a9 t.s: LLVM's Cortex-A9 has 32 D registers
    # and no NEON: `vadd.f64 d16, d17, d18` is accepted, a NEON list is "invalid instruction" (its
    # operand parser is feature-gated), `vadd.i32 q8, q9, q10` "instruction requires: NEON"; after
    # `.fpu vfpv3-d16` d16-d31 do not parse as registers: "invalid instruction"
    text = ("\tvadd.f64 d16, d17, d18\n\tvld1.32 {d16, d17}, [r0]\n\tvadd.i32 q8, q9, q10\n\t.fpu vfpv3-d16\n"
            "\tvadd.f64 d16, d17, d18\n\tvadd.f64 d0, d1, d2\n")
    assert _errors(tmp_path, text, "armv7a-none-eabi", "cortex-a9")[1] == [
        (2, 2, "invalid instruction"), (3, 2, "instruction requires: NEON"), (5, 2, "invalid instruction")]


def test_high_d_registers_in_lists_and_lanes(tmp_path: Path) -> None:
    # llvm-mca-19 -mtriple=armv7a-none-eabi -mcpu=cortex-a9 t.s after `.fpu vfpv3-d16`: "register
    # expected" at d16 in a list, "unexpected token in argument list" at a lane's `[` (d16 read as a
    # symbol); d8-d15 lists are fine
    text = "\t.fpu vfpv3-d16\n\tvpush {d8-d15}\n\tvpush {d16-d17}\n\tvmov.32 d16[0], r0\n\tvpop {d8, d17}\n"
    assert _errors(tmp_path, text, "armv7a-none-eabi", "cortex-a9")[1] == [
        (3, 9, "register expected"), (4, 13, "unexpected token in argument list"), (5, 12, "register expected")]


def test_list_errors_after_a_high_d_register_follow_the_fpu(tmp_path: Path) -> None:
    # llvm-mca-19 -mtriple=armv7a-none-eabi -mcpu=cortex-a9 t.s: a list's order or gap is found
    # at parse time, but a d16-d31 before it is no register without d32 (the parser stops there);
    # with `.fpu vfpv3` (d32) the list's own error stands
    text = ("\t.fpu vfpv3-d16\n\tvpop {d8, d17}\n\tvpop {d8, d10}\n\tvpush {d17, d8}\n\t.fpu vfpv3\n"
            "\tvpop {d8, d17}\n\tvpush {d17, d8}\n")
    assert _errors(tmp_path, text, "armv7a-none-eabi", "cortex-a9")[1] == [
        (2, 12, "register expected"), (3, 12, "non-contiguous register range"), (4, 9, "register expected"),
        (6, 12, "non-contiguous register range"), (7, 14, "register list not in ascending order")]


NEON_LISTS = ("\tvst4.32 {d16, d18, d20, d22}, [r2:64]!\n\tvst4.32 {d16, d17, d18, d19}, [r2:64]!\n"
              "\tvld1.32 {d16[], d17[]}, [r2]\n\tvld2.32 {d16[1], d18[1]}, [r2]\n\tvtbl.8 d0, {d16, d18}, d1\n"
              "\tvst2.32 {d18, d16}, [r2]\n\tvst2.32 {d16, s1}, [r2]\n\tvst2.32 {q8, d20}, [r2]\n"
              "\tvst1.32 {d16-d17, d18}, [r2]\n\tvst1.32 {d16, d17}, [r2]\n")


@pytest.mark.parametrize("release", ["19", "22"])
@pytest.mark.parametrize("cpu", ["cortex-a9", "swift"])
def test_neon_lists_without_neon_are_plain_register_lists(tmp_path: Path, cpu: str, release: str) -> None:
    # llvm-mca-19 and llvm-mca-22 -mtriple=thumbv7a-none-eabi -mcpu=cortex-a9 (and -mcpu=swift) t.s:
    # the vector-list operand parser runs only with NEON, so the list is read as a register list:
    # gcc's spaced lists (`vst4.32 {d16, d18, d20, d22}`, lz4hc.c at -O3) stop at the gap and a
    # lane's `[` where a `}` must be; a list that reads is "invalid instruction"
    assert _errors(tmp_path, NEON_LISTS, "thumbv7a-none-eabi", cpu, release)[1] == [
        (1, 16, "non-contiguous register range"), (2, 2, "invalid instruction"), (3, 14, "'}' expected"),
        (4, 14, "'}' expected"), (5, 19, "non-contiguous register range"),
        (6, 16, "register list not in ascending order"), (7, 16, "invalid register in register list"),
        (8, 15, "non-contiguous register range"), (9, 2, "invalid instruction"), (10, 2, "invalid instruction")]


def test_neon_lists_on_cortex_m4(tmp_path: Path) -> None:
    # llvm-mca-19 -mtriple=thumbv7em-none-eabi -mcpu=cortex-m4 t.s (and llvm-mca-22): no NEON and no
    # d16-d31, so d16 is no register at all
    text = "\tvld1.32 {d16[], d17[]}, [r2]\n\tvld1.32 {d8[], d9[]}, [r2]\n\tvst2.32 {d8, d10}, [r2]\n" \
           "\tvst2.32 {d8, d9}, [r2]\n"
    assert _errors(tmp_path, text, "thumbv7em-none-eabi", "cortex-m4")[1] == [
        (1, 11, "register expected"), (2, 13, "'}' expected"), (3, 15, "non-contiguous register range"),
        (4, 2, "invalid instruction")]


COPROCESSORS = "mcrr p5, #1, r0, r1, c2\nldcl p5, c1, [r0]\nmrc p7, #1, r0, c1, c2, #3\nmcr p14, #0, r0, c7, c5, #4\n"


@pytest.mark.parametrize(("triple", "cpu", "expected"), [
    # llvm-mc-19 -triple=... -mcpu=... -show-inst (isValidCoprocessorNumber): Armv8-A takes p14 and
    # p15 only ("invalid operand" at the number), Armv7 any, Armv8.1-M neither p8/p9 nor p14/p15
    ("armv8a-none-eabi", "cortex-a57", [(1, 6, "invalid operand for instruction"),
                                        (2, 6, "invalid operand for instruction"),
                                        (3, 5, "invalid operand for instruction")]),
    ("armv7a-none-eabi", "cortex-a9", []),
    ("thumbv8.1m.main-none-eabi", "cortex-m55", [(4, 5, "invalid operand for instruction")]),
])
def test_coprocessor_numbers_by_architecture(tmp_path: Path, triple: str, cpu: str,
                                             expected: list[tuple[int, int, str]]) -> None:
    assert _errors(tmp_path, COPROCESSORS, triple, cpu)[1] == expected
    if not expected:
        target = target_for_triple(triple)
        isa = target.load_isa()
        parsed = parse_text(COPROCESSORS, target)
        target.subtarget.feature_checker(parsed, isa, cpu, "")
        opcodes = [target.assembler.resolve(inst, isa, triple)[0] for inst in parsed.instructions]
        assert [mc.opcode if mc is not None else None for mc in opcodes] == ["MCRR", "LDCL_OFFSET", "MRC", "MCR"]


def test_mcr_to_cp10_and_cp11_warns_from_armv7() -> None:
    # llvm-mca-19 -mtriple=armv7a-none-eabi -mcpu=cortex-a9 (stderr; MRC's check reads its Rt and
    # never warns; the model has no data for MCR: llvm-mca stops after the warnings, twice)
    text = "mcr p10, #0, r0, c7, c5, #4\nmcr p11, #1, r0, c1, c2\nmrc p10, #0, r0, c7, c5, #4\n"
    code, _, err = run(["-mtriple=armv7a-none-eabi", "-mcpu=cortex-a9", "--no-notes"], stdin_text=text)
    once = ("<stdin>:1:1: warning: since v7, cp10 and cp11 are reserved for advanced SIMD or floating point "
            "instructions\nmcr p10, #0, r0, c7, c5, #4\n^\n"
            "<stdin>:2:1: warning: since v7, cp10 and cp11 are reserved for advanced SIMD or floating point "
            "instructions\nmcr p11, #1, r0, c1, c2\n^\n")
    assert code == 1
    assert err.startswith(once * 2)


# llvm-mc-19 -show-inst -triple=armv7a-none-eabi -mcpu=cortex-a9 (A32) and -triple=thumbv7m-none-eabi
# -mcpu=cortex-m4 (t2 opcodes, a condition operand on the 2-forms too): the operands and the text
COPROCESSOR_DATA = [
    ("cdp p5, #1, c0, c1, c2, #3", "CDP", (5, 1, 0, 1, 2, 3), "cdp\tp5, #1, c0, c1, c2, #3"),
    ("cdp2 p5, #1, c0, c1, c2, #3", "CDP2", (5, 1, 0, 1, 2, 3), "cdp2\tp5, #1, c0, c1, c2, #3"),
    ("ldc p5, c1, [r0, #-8]", "LDC_OFFSET", (5, 1, "R0", 258), "ldc\tp5, c1, [r0, #-8]"),
    ("ldc p5, c1, [r0]", "LDC_OFFSET", (5, 1, "R0", 0), "ldc\tp5, c1, [r0]"),
    ("stcl p5, c1, [r0, #-0]", "STCL_OFFSET", (5, 1, "R0", 256), "stcl\tp5, c1, [r0, #-0]"),
    ("ldc p5, c1, [r0, #4]!", "LDC_PRE", (5, 1, "R0", 1), "ldc\tp5, c1, [r0, #4]!"),
    ("stc p14, c5, [r0, #-8]!", "STC_PRE", (14, 5, "R0", 258), "stc\tp14, c5, [r0, #-8]!"),
    ("ldc p5, c1, [r0], #-8", "LDC_POST", (5, 1, "R0", 2), "ldc\tp5, c1, [r0], #-8"),
    ("stc2 p5, c1, [r0], #1020", "STC2_POST", (5, 1, "R0", 511), "stc2\tp5, c1, [r0], #1020"),
    ("ldc2l p5, c1, [r0, #4]", "LDC2L_OFFSET", (5, 1, "R0", 1), "ldc2l\tp5, c1, [r0, #4]"),
    ("mrrc2 p5, #1, r0, r1, c2", "MRRC2", ("R0", "R1", 5, 1, 2), "mrrc2\tp5, #1, r0, r1, c2"),
]


@pytest.mark.parametrize(("text", "opcode", "fields", "printed"), COPROCESSOR_DATA)
@pytest.mark.parametrize(("triple", "cpu"), [("armv7a-none-eabi", "cortex-a9"), ("thumbv7m-none-eabi", "cortex-m4")])
def test_coprocessor_data_and_memory_forms(triple: str, cpu: str, text: str, opcode: str,
                                           fields: tuple[int | str, ...], printed: str) -> None:
    target = target_for_triple(triple)
    isa = target.load_isa()
    parsed = parse_text(text + "\n", target)
    check = target.subtarget.feature_checker(parsed, isa, cpu, "")
    [inst] = parsed.instructions
    mc, _ = target.assembler.resolve(inst, isa, triple)
    assert mc is not None and check is not None and check(inst, mc) is None
    thumb = triple.startswith("thumb")
    assert mc.opcode == ("t2" if thumb else "") + opcode
    values = tuple(getattr(op, "value", None) if not hasattr(op, "name") else op.name for op in mc.operands)
    pred = (14, None) if thumb or not opcode.startswith(("CDP2", "LDC2", "STC2", "MRRC2")) else ()
    assert values == (*fields, *pred)
    assert target.printer.print_inst(mc, isa, 0, False, triple) == printed


def test_coprocessor_offsets_out_of_range_and_v8(tmp_path: Path) -> None:
    # llvm-mca-19 -mtriple=armv7a-none-eabi -mcpu=cortex-a9: addrmode5 holds multiples of 4 up to 1020
    # (at the `[`); llvm-mc-19 -triple=armv8a-none-eabi -mcpu=cortex-a57: the pre-v8 coprocessor
    # instructions are "invalid instruction"
    assert _errors(tmp_path, "ldc p5, c1, [r0, #1024]\nldc p5, c1, [r0, #2]\n", "armv7a-none-eabi",
                   "cortex-a9")[1] == [(1, 13, "invalid operand for instruction"),
                                       (2, 13, "invalid operand for instruction")]
    assert _errors(tmp_path, "cdp p14, #15, c15, c1, c2, #7\nstc2 p14, c1, [r0]\n", "armv8a-none-eabi",
                   "cortex-a57")[1] == [(1, 1, "invalid instruction"), (2, 1, "invalid instruction")]
