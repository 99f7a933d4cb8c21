"""Zcmp's push/pop (and LLVM 22's Xqccmp) against recorded llvm-mca output (tests/golden_riscv/zcmp*.s):
the register list and stack adjustment as RISCVAsmParser reads them, the McInst, the printed text
and the encoding, and the refusals in each release's words (analysis/targets/riscv/zcmp.py).

Before, `{ra, s0-s1}` did not parse and `cm.push {ra}, -16` took the probe's adjustment (-48's)
and printed `cm_push`: a wrong encoding, silently."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcalens.analysis.cli import run
from mcalens.analysis.mcinst import Imm, McInst
from mcalens.analysis.targets.riscv import zcmp

GOLDEN = Path(__file__).resolve().parent / "golden_riscv"

# (release, arguments, input, recorded output, exit status). Each output was recorded with
#   cd tests/golden_riscv && llvm-mca-<release> <arguments> <input> > <output> 2>&1
CASES = [
    *((release, f"-mtriple=riscv{w} -mcpu=syntacore-scr3-rv{w} -mattr=+zcmp -show-encoding -iterations=10", "zcmp.s",
       f"zcmp.scr3-rv{w}.llvm{release}.txt", 0 if w == 64 else 1) for release in ("19", "22") for w in (64, 32)),
    *((release, f"-mtriple=riscv{w} -mcpu=syntacore-scr3-rv{w} -mattr=+zcmp", "zcmp-errors.s",
       f"zcmp-errors.scr3-rv{w}.llvm{release}.txt", 1) for release in ("19", "22") for w in (64, 32)),
    *((release, "-mtriple=riscv64 -mcpu=syntacore-scr3-rv64", "zcmp-nozcmp.s", f"zcmp-nozcmp.llvm{release}.txt", 1)
      for release in ("19", "22")),
    ("22", "-mtriple=riscv32 -mcpu=syntacore-scr3-rv32 -mattr=+xqccmp -show-encoding -iterations=10", "zcmp-xqccmp.s",
     "zcmp-xqccmp.llvm22.txt", 0),
    ("22", "-mtriple=riscv32 -mcpu=syntacore-scr3-rv32 -mattr=+xqccmp", "zcmp-xqccmp-errors.s",
     "zcmp-xqccmp-errors.llvm22.txt", 1),
]


@pytest.mark.parametrize(("release", "args", "source", "expected", "status"), CASES, ids=[c[3] for c in CASES])
def test_reports_match_llvm_mca(release: str, args: str, source: str, expected: str, status: int) -> None:
    code, out, err = run(["--llvm-version", release, "--no-banner", "--no-notes", *args.split(), str(GOLDEN / source)])
    # llvm-mca was run in tests/golden_riscv/: its messages name the file without a directory
    assert err.replace(f"{GOLDEN}/", "") + out == (GOLDEN / expected).read_text()
    assert code == status


def test_adjustment_ranges_per_list_and_xlen() -> None:
    # llvm-mc-22 -triple=riscv64/riscv32 -mattr=+zcmp: "... in the range [-80, -32]" for {ra, s0-s1} on
    # RV64; [-160, -112] for {ra, s0-s11} on RV64, [-112, -64] on RV32
    assert zcmp.base_bytes(6, rv32=False) == 32 and zcmp.base_bytes(15, rv32=False) == 112
    assert zcmp.base_bytes(15, rv32=True) == 64 and zcmp.base_bytes(4, rv32=True) == 16
    # `cm.push {ra, s0-s2}, -32` is CM_PUSH 7, 0 and `cm.pop {ra, s0-s1}, 48` CM_POP 6, 16 (llvm-mc-19/-22 -show-inst)
    assert zcmp.parse("CM_PUSH", " {ra,s0-s2},-32", False, True, True) == McInst("CM_PUSH", (Imm(7), Imm(0)))
    assert zcmp.parse("CM_POP", " {ra, s0-s1}, 48", False, False, True) == McInst("CM_POP", (Imm(6), Imm(16)))
    refused = zcmp.parse("CM_PUSH", " {ra, s0-s1}, -16", False, True, True)
    assert refused == zcmp.Refusal(14, "stack adjustment for register list must be a multiple of 16 bytes in the range "
                                       "[-80, -32]")
