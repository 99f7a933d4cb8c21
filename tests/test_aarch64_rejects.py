"""AArch64 rejections against llvm-mc-19's recorded verdicts (tests/golden_aarch64/mc_rejects.tsv.gz).

The golden holds 44,498 near-misses of LLVM's probe spellings and the corpus loops (immediates at
and past their bounds, shift kinds and amounts, register widths and classes, arrangements, lanes,
writeback bases) with what llvm-mc-19 said about each: accepted (and its opcode) or its first error,
column and words. Recorded by `python tools/aarch64_rejects.py record`; no LLVM needed here.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import aarch64_rejects
from mcalens.analysis.api import AnalysisOptions, analyze


@pytest.fixture(scope="module")
def verdicts():
    rows = aarch64_rejects.load_golden()
    mine = aarch64_rejects.ours([line for line, _ in rows], aarch64_rejects._features())
    return rows, mine


def test_golden_is_a_mutation_corpus(verdicts):
    rows, _ = verdicts
    assert len(rows) > 40_000
    rejected = sum(1 for _, theirs in rows if theirs[0] == "error")
    assert 0.5 < rejected / len(rows) < 0.95  # both verdicts well represented


def test_accept_reject_agreement(verdicts):
    rows, mine = verdicts
    agree = sum((theirs[0] == "ok") == (have[0] == "ok") for (_, theirs), have in zip(rows, mine, strict=True))
    # c94b5a6: 91.173%; d8babbd: 99.649%; now 100% (test_no_false_accepts / test_no_false_rejects)
    assert agree == len(rows)


def test_lines_llvm_takes_resolve_to_its_opcode(verdicts):
    rows, mine = verdicts
    wrong = [(line, theirs[1], have[1]) for (line, theirs), have in zip(rows, mine, strict=True)
             if theirs[0] == "ok" and have[0] == "ok" and theirs[1] not in ("-", have[1])]  # fmt: skip
    assert wrong == []


def test_message_and_column_agreement(verdicts):
    rows, mine = verdicts
    both = same = 0
    for (line, theirs), have in zip(rows, mine, strict=True):
        if theirs[0] == "error" and have[0] == "error":
            both += 1
            same += theirs[1:3] == list(have[1:3]) and (not line.startswith(".") or theirs[1:] == list(have[1:]))
    # c94b5a6: 21.253%; d8babbd: 91.881%; now 96.85%
    assert same / both >= 0.968


@pytest.mark.parametrize(
    "line, column, message",
    [
        ("tbz x0, #70, foo", 9, "immediate must be an integer in range [0, 63]."),
        ("ubfx x0, x1, #60, #10", 19, "requested extract overflows register"),
        ("ubfx x0, x1, #64, #1", 14, "expected integer in range [0, 31]"),
        ("movk x0, #1, lsl #8", 14, "expected 'lsl' with optional integer 0, 16, 32 or 48"),
        ("add x0, x1, w2", 1, "too few operands for instruction"),
        ("adds w0, w1, w2, ror #1", 18, "expected 'sxtx' 'uxtx' or 'lsl' with optional integer in range [0, 4]"),
        ("ldr x0, [x1, x2, sxtw]", 18, "expected 'lsl' or 'sxtx' with optional shift of #0 or #3"),
        ("cntb x0, vl1, mul #17", 20, "immediate must be an integer in range [1, 16]."),
        ("ldr x0, [x0, #8]!", 5, "unpredictable LDR instruction, writeback base is also a source"),
        ("ldp x1, x2, [x2], #8", 9, "unpredictable LDP instruction, writeback base is also a destination"),
        ("stxr w0, w0, [x1]", 6, "unpredictable STXR instruction, status is also a source"),
        ("ld1 { v0.4s, v1.2s }, [x0]", 14, "mismatched register size suffix"),
        ("add v0.4s, v1.4s, v2.8h", 19, "invalid operand for instruction"),
        ("abs z0.b, p0/m, z1.h", 17, "invalid element width"),
        ("mov z0.b, p0/m, za0h.b[w8, 1]", 24, "operand must be a register in range [w12, w15]"),
        ("umov x0, v0.d[2]", 14, "vector lane must be an integer in range [0, 1]."),
    ],
)
def test_llvm_words_at_llvm_columns(line, column, message):
    """The brief's examples and one of each class, as the CLI reports them (llvm-mc-19's words,
    checked against llvm-mc-19 when these were written)."""
    result = aarch64_rejects.ours([line], aarch64_rejects._features())[0]
    assert result == ("error", str(column), message)


def test_cli_prints_every_bad_extension_of_a_cpu_line():
    text = "  .cpu generic+nosve+bogus+crc+xyz\n  add x0, x0, #1\n"
    analysis = analyze(text, cpu="neoverse-n1", options=AnalysisOptions(triple="aarch64-unknown-linux-gnu"))
    errors = [m for m in analysis.messages if ": error: " in m]
    assert errors == ["<input>:1:20: error: unsupported architectural extension",
                      "<input>:1:30: error: unsupported architectural extension"]  # fmt: skip


def test_no_false_rejects(verdicts):
    """Valid code refused is the worst disagreement: none left in the golden (89 before this work)."""
    rows, mine = verdicts
    refused = [line for (line, theirs), have in zip(rows, mine, strict=True) if theirs[0] == "ok" and have[0] != "ok"]
    assert refused == []


# One line per rule, with what llvm-mc-19 made of it (opcode, printed text), checked against
# llvm-mc-19 -triple=aarch64 -mattr=<the golden's features> -show-inst when these were written.
@pytest.mark.parametrize(
    "line, opcode, printed",
    [
        # MOPS: the written-back size/source register is any X register (not a learned symbol)
        ("cpyp [x0]!, [x1]!, x5!", "CPYP", "cpyp\t[x0]!, [x1]!, x5!"),
        ("cpyp [x0]!, [x1]!, x31!", "CPYP", "cpyp\t[x0]!, [x1]!, xzr!"),
        ("setp [x0]!, x1!, x31", "SETP", "setp\t[x0]!, x1!, xzr"),
        # add/sub extended register: `lsl` is UXTX/UXTW; printArithExtend's `lsl` next to sp/wsp
        ("add x0, sp, x1, lsl #2", "ADDXrx64", "add\tx0, sp, x1, lsl #2"),
        ("add w0, wsp, w1, uxtw #2", "ADDWrx", "add\tw0, wsp, w1, lsl #2"),
        ("adds x0, x1, w2, lsl #1", "ADDSXrx", "adds\tx0, x1, w2, uxtw #1"),
        ("cmp sp, x1, lsl #2", "SUBSXrx64", "cmp\tsp, x1, lsl #2"),
        ("add x0, x1, x2, uxtx #2", "ADDXrx64", "add\tx0, x1, x2, uxtx #2"),
        # -mattr=+all meets every "instruction requires" (FeatureAll)
        ("dcps3 #0x11", "DCPS3", None),
        ("smc #0x2", "SMC", None),
        # offsets scaled by 32 (ld1ro*) and 3 (ld3/st3)
        ("ld1rob { z0.b }, p0/z, [x0, #-32]", "LD1RO_B_IMM", "ld1rob\t{ z0.b }, p0/z, [x0, #-32]"),
        ("st3w { z0.s - z2.s }, p0, [x0, #-3, mul vl]", "ST3W_IMM", "st3w\t{ z0.s - z2.s }, p0, [x0, #-3, mul vl]"),
        # SVE vector offsets: `#0` is the unscaled form
        ("ld1h { z0.d }, p0/z, [x0, z1.d, lsl #0]", "GLD1H_D", "ld1h\t{ z0.d }, p0/z, [x0, z1.d]"),
        ("ld1d { z0.d }, p0/z, [x0, z1.d, sxtw #0]", "GLD1D_SXTW", "ld1d\t{ z0.d }, p0/z, [x0, z1.d, sxtw]"),
        ("adr z0.d, [z1.d, z2.d, lsl #0]", "ADR_LSL_ZZZ_D_0", "adr\tz0.d, [z1.d, z2.d]"),
        # mov #bitmask: ORR with the zero register (the only form into wsp/sp), printed as LLVM does
        ("mov wsp, #0x10000", "ORRWri", "orr\twsp, wzr, #0x10000"),
        ("mov sp, #1", "ORRXri", "orr\tsp, xzr, #0x1"),
        ("mov w0, #0x55555555", "ORRWri", "mov\tw0, #1431655765"),
        ("mov w0, #0xff00ff00", "ORRWri", "mov\tw0, #-16711936"),
        # pmov: the vector's index defaults to 0
        ("pmov p0.h, z0", "PMOV_PZI_H", "pmov\tp0.h, z0[0]"),
        ("pmov z3, p1.d", "PMOV_ZIP_D", "pmov\tz3[0], p1.d"),
        # a bare `v0` is q0 where LLVM matches the register class
        ("stlur v0, [x0, #1]", "STLURqi", "stlur\tq0, [x0, #1]"),
        ("sha256h v0, v1, v2.4s", "SHA256Hrrr", "sha256h\tq0, q1, v2.4s"),
        # sxt*/uxt*: the register widths LLVM's parser rewrites
        ("uxtw x0, x1", "UBFMXri", "ubfx\tx0, x1, #0, #32"),
        ("uxtb x0, w1", "UBFMWri", "uxtb\tw0, w1"),
        ("sxth x3, x1", "SBFMXri", "sxth\tx3, w1"),
        ("sxtw x0, wzr", "SBFMXri", "sxtw\tx0, wzr"),
        # overlaps LLVM does not check
        ("ldnp x1, x1, [x1]", "LDNPXi", "ldnp\tx1, x1, [x1]"),
        ("ldp x0, x0, [x1], #8", "LDPXpost", "ldp\tx0, x0, [x1], #8"),
        # moves of expressions are MOVZ
        ("mov x0, foo", "MOVZXi", "movz\tx0, #foo"),
        ("mov w0, foo+4", "MOVZWi", "movz\tw0, #foo+4"),
        ("movz x0, #:abs_g0_nc:foo", "MOVZXi", "movz\tx0, #:abs_g0_nc:foo"),
        # movz/movn keep the written chunk and shift; `mov` only where isMOVZMovAlias/isMOVNMovAlias
        # allow it (a zero chunk with a shift is no alias, nor a MOVN whose value MOVZ builds)
        ("movz w2, #0, lsl #16", "MOVZWi", "movz\tw2, #0, lsl #16"),
        ("movz x8, #0, lsl #48", "MOVZXi", "movz\tx8, #0, lsl #48"),
        ("movn x2, #0, lsl #16", "MOVNXi", "movn\tx2, #0, lsl #16"),
        ("movn w2, #0xffff", "MOVNWi", "movn\tw2, #65535"),
        ("movn w2, #0xffff, lsl #16", "MOVNWi", "movn\tw2, #65535, lsl #16"),
        ("movz w2, #1, lsl #16", "MOVZWi", "mov\tw2, #65536"),
        ("movn x2, #12, lsl #32", "MOVNXi", "mov\tx2, #-51539607553"),
        ("movn x2, #0xffff, lsl #48", "MOVNXi", "mov\tx2, #281474976710655"),
        # Apple syntax (arrangement in the mnemonic) is taken on every triple, printed generic on ELF
        ("pmull.8h v0, v1, v2", "PMULLv8i8", "pmull\tv0.8h, v1.8b, v2.8b"),
        ("pmull2.8h v0, v1, v2", "PMULLv16i8", "pmull2\tv0.8h, v1.16b, v2.16b"),
        ("fmla.2d v0, v1, v2[1]", "FMLAv2i64_indexed", "fmla\tv0.2d, v1.2d, v2.d[1]"),
        ("ld1.16b {v0, v1, v2, v3}, [x0], x1", "LD1Fourv16b_POST", "ld1\t{ v0.16b, v1.16b, v2.16b, v3.16b }, [x0], x1"),
        ("mov.s w0, v0[1]", "UMOVvi32", "mov\tw0, v0.s[1]"),
        ("ins.s v0[1], w0", "INSvi32gpr", "mov\tv0.s[1], w0"),
        # `mov` of a whole vector in any arrangement: LLVM's parse-only ORR aliases
        ("mov v0.4s, v1.4s", "ORRv16i8", "mov\tv0.16b, v1.16b"),
        ("mov v0.1d, v1.1d", "ORRv8i8", "mov\tv0.8b, v1.8b"),
        # SVE DUP/CPY: an explicit `#0, lsl #8` stays as written (not for bytes)
        ("mov z0.h, #0, lsl #8", "DUP_ZI_H", "mov\tz0.h, #0, lsl #8"),
        ("mov z0.d, p0/z, #0, lsl #8", "CPY_ZPzI_D", "mov\tz0.d, p0/z, #0, lsl #8"),
    ],
)
def test_llvm_takes_and_prints(line, opcode, printed):
    assert aarch64_rejects.ours([line], aarch64_rejects._features())[0] == ("ok", opcode)
    if printed is not None:
        from mcalens.analysis.targets.aarch64.printer import print_inst
        from mcalens.analysis.targets.aarch64.resolve import resolve_text
        from mcalens.analysis.targets.target import target_for_triple

        isa = target_for_triple("aarch64").load_isa()
        mc = resolve_text(line, isa)
        assert mc is not None and print_inst(mc, isa) == printed


@pytest.mark.parametrize(
    "line, column, message",
    [
        ("cpyp [x0]!, [x0]!, x5!", 6, "invalid CPY instruction, destination and source registers are the same"),
        ("cpyfp [x1]!, [x0]!, x0!", 7, "invalid CPY instruction, source and size registers are the same"),
        ("setgp [x0]!, x1!, x0", 7, "invalid SET instruction, destination and source registers are the same"),
        ("setp [x1]!, x0!, x0", 6, "invalid SET instruction, source and size registers are the same"),
        ("cpyfp [x0]!, [x1]!, x2", 1, "too few operands for instruction"),
        ("ldp d0, d0, [x0], #8", 9, "unpredictable LDP instruction, Rt2==Rt"),
        ("ldpsw x0, x1, [x0, #8]!", 7, "unpredictable LDP instruction, writeback base is also a destination"),
        ("ldraa x0, [x0, #8]!", 7, "unpredictable LDRA instruction, writeback base is also a destination"),
        ("ldr za[w12, 1], [x0]", 7, "unpredictable instruction, immediate and offset mismatch."),
        ("movz x0, foo", 10, "immediate must be an integer in range [0, 65535]."),
        ("movz w2, #0x10000", 10, "immediate must be an integer in range [0, 65535]."),
        ("movn w2, #-1", 10, "immediate must be an integer in range [0, 65535]."),
        ("movz w3, #65536, lsl #17", 10, "immediate must be an integer in range [0, 65535]."),
        ("movz w3, #1, lsl #32", 14, "expected 'lsl' with optional integer 0 or 16"),
        ("movz w3, #1, msl #16", 14, "expected 'lsl' with optional integer 0 or 16"),
        ("movz x3, #1, lsl #8", 14, "expected 'lsl' with optional integer 0, 16, 32 or 48"),
        ("mov v0.4s[1], w0", 10, "invalid operand for instruction"),  # past `v0.4s` (the ORR alias)
        ("mov v0.4s, v1.2s", 12, "invalid operand for instruction"),
        # operands are parsed before the mnemonic is looked up: a second word after a name
        ("This is not a valid assembly file (for any architecture)", 9, "unexpected token in argument list"),
        ("foo x0 x1", 8, "unexpected token in argument list"),
        ("add x0 x1", 8, "unexpected token in argument list"),
        ("add x0, x1, w2, lsl #1", 17, "expected '[su]xt[bhw]' with optional integer in range [0, 4]"),
    ],
)
def test_llvm_refuses(line, column, message):
    assert aarch64_rejects.ours([line], aarch64_rejects._features())[0] == ("error", str(column), message)


@pytest.mark.parametrize("line", ["orr w0, w1, #0x155555555", "uxtb x0, x1", "ldr v0, [x0]", "sxtb w0, x1"])
def test_llvm_refuses_these_too(line):
    assert aarch64_rejects.ours([line], aarch64_rejects._features())[0][0] == "error"


def test_no_false_accepts(verdicts):
    """Code llvm-mc refuses gets no numbers: none left in the golden (67 before this work)."""
    rows, mine = verdicts
    taken = [line for (line, theirs), have in zip(rows, mine, strict=True) if theirs[0] != "ok" and have[0] == "ok"]
    assert taken == []


# The false accepts' rules, one line each (llvm-mc-19's words and columns).
@pytest.mark.parametrize(
    "line, column, message",
    [
        ("sqdecb x0, w1, vl1", 12, "operand must be 32-bit form of destination register"),
        ("sqincp x0, p0.s, wzr", 18, "operand must be 32-bit form of destination register"),
        ("and z0.s, z0.d, #0x3", 11, "invalid element width"),
        ("str d1, [x0, x32]", 14, "index must be an integer in range [-256, 255]."),
        ("ldrb w0, [x0, foo]", 15, "index must be an integer in range [-256, 255]."),
        ("prfm pldl1keep, [x0, foo]", 22, "index must be a multiple of 8 in range [0, 32760]."),
        ("prfm pldl1keep, [x0, #-8]", 22, "index must be a multiple of 8 in range [0, 32760]."),
        ("add z0.b, z0.b, #-9", 17, "immediate must be an integer in range [0, 255] with a shift amount of 0"),
        ("sub z0.b, z0.b, #256", 17, "immediate must be an integer in range [0, 255] with a shift amount of 0"),
        ("sub z0.h, z0.h, #-129", 17,
         "immediate must be an integer in range [0, 255] or a multiple of 256 in range [256, 65280]"),
        ("dcps1 #-1", 7, "immediate must be an integer in range [0, 65535]."),
        ("isb #16", 6, "barrier operand out of range"),
        ("msr UAO, #16", 10, "immediate must be an integer in range [0, 15]."),
        ("fmov x0, v0.d[0]", 14, "expected lane specifier '[1]'"),
        ("pmov p0.b, z0[1]", 14, "expected lane specifier '[0]'"),
        ("pmov z0[1], p0.b", 13, "invalid predicate register."),
        ("ld1w z4.s, p0/z, [x1, #8, mul vl]", 23, "index must be an integer in range [-8, 7]."),
        ("str za[w12, 0], [x0, #1, mul vl]", 7, "unpredictable instruction, immediate and offset mismatch."),
    ],
)
def test_llvm_refuses_what_was_taken(line, column, message):
    assert aarch64_rejects.ours([line], aarch64_rejects._features())[0] == ("error", str(column), message)


@pytest.mark.parametrize(
    "line, opcode",
    [("mul z0.b, z0.b, #-9", "MUL_ZI_B"), ("add z0.h, z0.h, #256", "ADD_ZI_H"), ("msr UAO, #15", "MSRpstateImm4"),
     ("fmov x0, v0.d[1]", "FMOVDXHighr"), ("prfm pldl1keep, [x0, #8]", "PRFMui"), ("ldr x0, [x0, :lo12:foo]", "LDRXui"),
     ("ld1w z4.s, p0/z, [x1, #7, mul vl]", "LD1W_IMM"), ("sqdecb xzr, wzr, vl1", "SQDECB_XPiWdI")],
)  # fmt: skip
def test_neighbours_llvm_takes(line, opcode):
    assert aarch64_rejects.ours([line], aarch64_rejects._features())[0] == ("ok", opcode)


def _golden_row(line: str) -> list[str]:
    return next(theirs for source, theirs in aarch64_rejects.load_golden() if source == line)


# The message rules, one golden line each (llvm-mc-19's verdict as recorded in the golden).
@pytest.mark.parametrize(
    "line",
    [
        "cpye [x0]!, [x29]!, z1!",  # not a register before `!`: an expression that ends badly
        "cpyen [x0]!, [x1]!, w2!",  # a register of another class
        "mov w3, z1",  # a bare z register is an expression
        "ld1w { z0.d }, p0/z, [x0, z1, lsl #2]",
        "add x10, x10, v1",  # the add/sub second-source operand class
        "cmp w4, x5",
        "tst w0, x1, lsl #1",  # the logical second-source operand class
        "and w0, w1, #0x9",  # an unencodable logical immediate
        "fmov d1, s0",  # the FP constant operand class
        "mov x0, w8",
        "ldr w32, [x10]",  # ZT0's class
        "ldr q4, [x3, sp]",  # ldr/str index registers no form takes
        "ldr h0, [x0, sp, sxtw]",
        "ld1d { z0.d }, p0/z, [x0, sp, lsl #3]",  # SVE scalar index classes
        "ld1b { z0.b }, p0/z, [x0, d1]",
        "ld1roh { z0.h }, p0/z, [x0, x29, uxth #1]",
        "caspal wsp, w1, w2, w3, [x4]",  # CASP register pairs
        "caspa w0, v1, w2, w3, [x4]",
        "add x0, x1, x29, lsl",  # a shift without its amount
        "ld1b { z0.d }, p0/z, [x0, z1.d, lsr]",
    ],
)
def test_llvm_message_rules(line):
    theirs = _golden_row(line)
    assert theirs[0] == "error"
    assert aarch64_rejects.ours([line], aarch64_rejects._features())[0] == tuple(theirs[:3])
