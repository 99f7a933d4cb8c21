"""Armv8.1-M's conditional selects (t2CSEL, t2CSINC, t2CSINV, t2CSNEG) and their aliases `cset`,
`csetm`, `cinc`, `cinv`, `cneg`, with `zr` as a source (clang -mcpu=cortex-m55 writes `csetm r12,
ne`). Expected McInsts, texts and encodings are llvm-mc-19's, recorded with
    llvm-mc-19 -show-inst -show-encoding -triple=thumbv8.1m.main -mcpu=cortex-m55 t.s
(llvm-mc-22 gives the same); register numbers are written as the ISA's names.
"""

from __future__ import annotations

import pytest
from arm_resolve import resolve_on
from mcalens.analysis.cli import run
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.isa import load_isa, model_directory
from mcalens.analysis.mcinst import Imm, McInst, Reg
from mcalens.analysis.targets.arm import encode
from mcalens.analysis.targets.target import get_target

M55 = "thumbv8.1m.main-none-eabi"
ZR = Reg("ZR")
R0, R1, R2 = Reg("R0"), Reg("R1"), Reg("R2")
EQ, NE = Imm(0), Imm(1)

CASES = [
    ("csel r0, r1, r2, eq", McInst("t2CSEL", (R0, R1, R2, EQ)), "csel\tr0, r1, r2, eq", "[0x51,0xea,0x02,0x80]"),
    ("csetm r12, ne", McInst("t2CSINV", (Reg("R12"), ZR, ZR, EQ)), "csetm\tr12, ne", "[0x5f,0xea,0x0f,0xac]"),
    ("cset r0, eq", McInst("t2CSINC", (R0, ZR, ZR, NE)), "cset\tr0, eq", "[0x5f,0xea,0x1f,0x90]"),
    ("cset r0, hs", McInst("t2CSINC", (R0, ZR, ZR, Imm(3))), "cset\tr0, hs", "[0x5f,0xea,0x3f,0x90]"),
    ("cset r0, cs", McInst("t2CSINC", (R0, ZR, ZR, Imm(3))), "cset\tr0, hs", "[0x5f,0xea,0x3f,0x90]"),
    ("CSETM R0, NE", McInst("t2CSINV", (R0, ZR, ZR, EQ)), "csetm\tr0, ne", "[0x5f,0xea,0x0f,0xa0]"),
    ("csinc r0, r1, r2, eq", McInst("t2CSINC", (R0, R1, R2, EQ)), "csinc\tr0, r1, r2, eq", "[0x51,0xea,0x02,0x90]"),
    ("csinv r0, r1, r2, eq", McInst("t2CSINV", (R0, R1, R2, EQ)), "csinv\tr0, r1, r2, eq", "[0x51,0xea,0x02,0xa0]"),
    ("csneg r0,r1,r2,ne", McInst("t2CSNEG", (R0, R1, R2, NE)), "csneg\tr0, r1, r2, ne", "[0x51,0xea,0x12,0xb0]"),
    # written in full, printed as the alias
    ("csinv r0, zr, zr, eq", McInst("t2CSINV", (R0, ZR, ZR, EQ)), "csetm\tr0, ne", "[0x5f,0xea,0x0f,0xa0]"),
    ("csinc r0, zr, zr, ne", McInst("t2CSINC", (R0, ZR, ZR, NE)), "cset\tr0, eq", "[0x5f,0xea,0x1f,0x90]"),
    ("csinc r0, r1, r1, ne", McInst("t2CSINC", (R0, R1, R1, NE)), "cinc\tr0, r1, eq", "[0x51,0xea,0x11,0x90]"),
    ("csinc r0, lr, lr, gt", McInst("t2CSINC", (R0, Reg("LR"), Reg("LR"), Imm(12))), "cinc\tr0, lr, le",
     "[0x5e,0xea,0xce,0x90]"),
    # CSNEG has no `csetm`-like alias: both sources ZR print as cneg of zr
    ("csneg r0, zr, zr, eq", McInst("t2CSNEG", (R0, ZR, ZR, EQ)), "cneg\tr0, zr, ne", "[0x5f,0xea,0x0f,0xb0]"),
    ("cinc r0, r1, eq", McInst("t2CSINC", (R0, R1, R1, NE)), "cinc\tr0, r1, eq", "[0x51,0xea,0x11,0x90]"),
    ("cinv r0,r1,eq", McInst("t2CSINV", (R0, R1, R1, NE)), "cinv\tr0, r1, eq", "[0x51,0xea,0x11,0xa0]"),
    ("cneg r0,r1,eq", McInst("t2CSNEG", (R0, R1, R1, NE)), "cneg\tr0, r1, eq", "[0x51,0xea,0x11,0xb0]"),
    ("cinc r0, zr, eq", McInst("t2CSINC", (R0, ZR, ZR, NE)), "cset\tr0, eq", "[0x5f,0xea,0x1f,0x90]"),
    ("csinc r0, zr, r1, eq", McInst("t2CSINC", (R0, ZR, R1, EQ)), "csinc\tr0, zr, r1, eq", "[0x5f,0xea,0x01,0x90]"),
    ("csinc r0, r1, zr, eq", McInst("t2CSINC", (R0, R1, ZR, EQ)), "csinc\tr0, r1, zr, eq", "[0x51,0xea,0x0f,0x90]"),
    ("csel r0, zr, r1, eq", McInst("t2CSEL", (R0, ZR, R1, EQ)), "csel\tr0, zr, r1, eq", "[0x5f,0xea,0x01,0x80]"),
]


def _resolve(text: str) -> list[tuple[McInst | None, str]]:
    return resolve_on("\t.syntax unified\n\t.thumb\n" + text, M55, "cortex-m55")


@pytest.mark.parametrize(("text", "expected", "printed", "encoding"), CASES)
def test_conditional_selects_and_their_aliases(text: str, expected: McInst, printed: str, encoding: str) -> None:
    [(mc, out)] = _resolve(text + "\n")
    assert mc == expected
    assert out == printed


@pytest.mark.parametrize("release", ["19", "22"])
def test_conditional_select_encodings(release: str) -> None:
    target = get_target("arm")
    isa = load_isa("arm", str(model_directory("arm") if release == "19" else model_directory("arm") / "llvm22"))
    table = encode.load_encoding_table(isa.directory or "")
    assert table is not None
    parsed = parse_text("".join(text + "\n" for text, _, _, _ in CASES), target=target)
    target.subtarget.feature_checker(parsed, isa, "cortex-m55", "")
    got = []
    for inst in parsed.instructions:
        mc, diagnostics = target.assembler.resolve(inst, isa, M55)
        assert mc is not None, diagnostics
        got.append(encode.mc_encoding_text(mc, table, True))
    assert got == ["encoding: " + encoding for _, _, _, encoding in CASES]


# llvm-mc-19 (and -22) -triple=thumbv8.1m.main -mcpu=cortex-m55 refuse these with these words
REFUSED = [
    ("cset r0, al", "invalid operand for instruction"),
    ("cset r0, nv", "invalid operand for instruction"),
    ("csel r0, r1, r2, al", "invalid operand for instruction"),
    ("csel r0, r1, r2, nv", "invalid operand for instruction"),
    ("cset.w r0, eq", "invalid instruction"),
]


@pytest.mark.parametrize(("text", "message"), REFUSED)
def test_conditional_select_refusals(text: str, message: str) -> None:
    [(mc, out)] = _resolve(text + "\n")
    assert mc is None
    assert out == message


def test_refused_where_llvm_mc_points() -> None:
    # llvm-mc-19 points at the condition: `t.s:1:19: error: invalid operand for instruction`
    status, _, err = run(["--llvm-version", "19", f"-mtriple={M55}", "-mcpu=cortex-m55", "-"],
                         stdin_text="\tcsel r0, r1, r2, al\n")
    assert status == 1
    assert "<stdin>:1:19: error: invalid operand for instruction" in err


def test_not_predicable_in_an_it_block() -> None:
    # llvm-mc-19: `error: instructions in IT block must be predicable` on both
    for text in ("it eq\ncsetm r0, ne\n", "it eq\ncsel r0, r1, r2, ne\n"):
        [_, (mc, out)] = _resolve(text)
        assert mc is None
        assert out == "instructions in IT block must be predicable"


# llvm-mca-19 -mtriple=thumbv8.1m.main-none-eabi -mcpu=cortex-m55 -iterations=2 -timeline t.s
WHOLE_REPORT = (
    'Iterations:        2\n'
    'Instructions:      4\n'
    'Total Cycles:      5\n'
    'Total uOps:        4\n'
    '\n'
    'Dispatch Width:    2\n'
    'uOps Per Cycle:    0.80\n'
    'IPC:               0.80\n'
    'Block RThroughput: 2.0\n'
    '\n'
    '\n'
    'Instruction Info:\n'
    '[1]: #uOps\n'
    '[2]: Latency\n'
    '[3]: RThroughput\n'
    '[4]: MayLoad\n'
    '[5]: MayStore\n'
    '[6]: HasSideEffects (U)\n'
    '\n'
    '[1]    [2]    [3]    [4]    [5]    [6]    Instructions:\n'
    ' 1      1     1.00                        csetm\tr12, ne\n'
    ' 1      1     1.00                        cinc\tr4, r12, lo\n'
    '\n'
    '\n'
    'Resources:\n'
    '[0]   - M55UnitALU\n'
    '[1]   - M55UnitLoadStore\n'
    '[2]   - M55UnitVecALU\n'
    '[3]   - M55UnitVecFPALU\n'
    '[4]   - M55UnitVecSys\n'
    '\n'
    '\n'
    'Resource pressure per iteration:\n'
    '[0]    [1]    [2]    [3]    [4]    \n'
    '2.00    -      -      -      -     \n'
    '\n'
    'Resource pressure by instruction:\n'
    '[0]    [1]    [2]    [3]    [4]    Instructions:\n'
    '1.00    -      -      -      -     csetm\tr12, ne\n'
    '1.00    -      -      -      -     cinc\tr4, r12, lo\n'
    '\n'
    '\n'
    'Timeline view:\n'
    'Index     01234\n'
    '\n'
    '[0,0]     DE  .   csetm\tr12, ne\n'
    '[0,1]     .DE .   cinc\tr4, r12, lo\n'
    '[1,0]     . DE.   csetm\tr12, ne\n'
    '[1,1]     .  DE   cinc\tr4, r12, lo\n'
    '\n'
    '\n'
    'Average Wait times (based on the timeline view):\n'
    '[0]: Executions\n'
    "[1]: Average time spent waiting in a scheduler's queue\n"
    "[2]: Average time spent waiting in a scheduler's queue while ready\n"
    '[3]: Average time elapsed from WB until retire stage\n'
    '\n'
    '      [0]    [1]    [2]    [3]\n'
    '0.     2     0.0    0.0    0.0       csetm\tr12, ne\n'
    '1.     2     0.0    0.0    0.0       cinc\tr4, r12, lo\n'
    '       2     0.0    0.0    0.0       <total>\n'
)


def test_whole_report_matches_llvm_mca() -> None:
    status, out, err = run(["--no-banner", "--llvm-version", "19", f"-mtriple={M55}", "-mcpu=cortex-m55",
                            "-iterations=2", "-timeline", "-"], stdin_text="\tcsetm r12, ne\n\tcinc r4, r12, lo\n")
    assert (status, err) == (0, "")
    assert out == "".join(WHOLE_REPORT)
