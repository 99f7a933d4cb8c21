"""LLVM 22's Xqci and experimental P immediate classes, and its experimental extensions' requirements,
against recorded llvm-mca-22 output (tests/golden_riscv/ranges-xqci.s, ranges-p.s, experimental-p-zibi.s).

The classes (analysis/targets/riscv/ranges.py) were found by listing the operand types of LLVM 22's
QC_* and P opcodes that no class covered and writing each opcode's probe text with an out-of-range
immediate through llvm-mc-22: before, every one of them was accepted whatever its value. llvm-mc
names an experimental extension by its predicate's words ('Base P', 'Zibi'), not by the feature
(experimental-p), so `-mattr=+experimental-p` had P instructions refused as missing P."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcalens.analysis.cli import run
from mcalens.analysis.isa import load_isa
from mcalens.analysis.targets.riscv import features, ranges

GOLDEN = Path(__file__).resolve().parent / "golden_riscv"

# (arguments, input, recorded output, exit status). Each output was recorded with
#   cd tests/golden_riscv && llvm-mca-22 <arguments> <input> > <output> 2>&1
CASES = [
    ("-mtriple=riscv32 -mcpu=syntacore-scr3-rv32 -mattr=+xqci", "ranges-xqci.s", "ranges-xqci.llvm22.txt", 1),
    ("-mtriple=riscv64 -mcpu=syntacore-scr3-rv64 -mattr=+experimental-p", "ranges-p.s", "ranges-p.llvm22.txt", 1),
    ("-mtriple=riscv64 -mcpu=syntacore-scr3-rv64 -mattr=+experimental-p,+experimental-zibi -show-encoding "
     "-skip-unsupported-instructions=lack-sched", "experimental-p-zibi.s", "experimental-p-zibi.llvm22.txt", 0),
    ("-mtriple=riscv64 -mcpu=syntacore-scr3-rv64", "experimental-p-zibi.s", "experimental-p-zibi.without.llvm22.txt", 1),
    # Zibi's and Andes' branch immediates, `c.nop`'s hint, T-Head's pair constants
    ("-mtriple=riscv64 -mcpu=sifive-u74 -mattr=+experimental-zibi,+xandesperf,+xtheadmempair,+c", "ranges-22-more.s",
     "ranges-22-more.llvm22.txt", 1),
]
# T-Head's written immediates beside a memory operand without offset (`th.ldd a0, a1, (a2), 2, 4`):
# encoded and printed as llvm-mca prints them, in both releases (recorded with llvm-mca-<release>)
THEAD = ("-mtriple=riscv64 -mcpu=sifive-u74 -mattr=+xtheadmempair,+xtheadmemidx -show-encoding -instruction-info "
         "-resource-pressure=0")


@pytest.mark.parametrize("release", ["19", "22"])
def test_thead_immediates_beside_a_bare_base(release: str) -> None:
    code, out, err = run(["--llvm-version", release, "--no-banner", "--no-notes", *THEAD.split(),
                          str(GOLDEN / "thead-operands.s")])
    assert err.replace(f"{GOLDEN}/", "") + out == (GOLDEN / f"thead-operands.sifive-u74.llvm{release}.txt").read_text()
    assert code == 0


@pytest.mark.parametrize(("args", "source", "expected", "status"), CASES, ids=[c[2] for c in CASES])
def test_reports_match_llvm_mca(args: str, source: str, expected: str, status: int) -> None:
    code, out, err = run(["--llvm-version", "22", "--no-banner", "--no-notes", *args.split(), str(GOLDEN / source)])
    # llvm-mca was run in tests/golden_riscv/: its messages name the file without a directory
    assert err.replace(f"{GOLDEN}/", "") + out == (GOLDEN / expected).read_text()
    assert code == status


def test_every_xqci_and_p_immediate_has_a_class() -> None:
    isa = load_isa("riscv/llvm22")
    missing = []
    for name, info in isa.opcodes.items():
        if not name.startswith(("QC_", "PLI_", "PLUI_")):
            continue
        for index, operand in enumerate(info.operands):
            if operand.kind == "imm" and ranges.imm_range(isa, name, index) is None and not name.startswith("QC_CM_"):
                missing.append((name, index))  # the push/pop lists and adjustments are zcmp.py's
    assert missing == []


def test_requirement_names_map_to_experimental_features() -> None:
    names = features.requirement_names(load_isa("riscv/llvm22").directory or "")
    assert names["base p"] == "experimental-p" and names["zibi"] == "experimental-zibi"
    message = "instruction requires the following: 'Base P' (Packed SIMD)"
    assert features.requirement_met(message, frozenset({"experimental-p"}), names)
    assert not features.requirement_met(message, frozenset({"p"}), names)
