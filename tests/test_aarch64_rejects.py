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
    # c94b5a6 (before this work): 91.173%; now 99.65%
    assert agree / len(rows) >= 0.995


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
    # c94b5a6: 21.253%; now 91.9%
    assert same / both >= 0.915


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
