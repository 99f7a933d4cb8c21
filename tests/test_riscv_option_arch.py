"""`.option` refusals against recorded llvm-mca output (tests/golden_riscv/option-disable.s,
option-enable*.s, option-syntax.s; analysis/targets/riscv/arch_option.py).

RISCVAsmParser refuses `.option arch, -ext` when an enabled feature lists ext in its own Implies
list (not the closure: `-zicsr` under D names f, which lists zicsr, not d, which lists only f),
naming the first such feature in LLVM's table (sorted by name), at the extension's name. The words
before it have taken effect. Which features a CPU has differs per release (sifive-p670 has B in 22).
`+ext` is applied and RISCVISAInfo's checkDependency run on the result: refused, nothing changes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from mcalens.analysis.cli import run
from mcalens.analysis.isa import load_isa
from mcalens.analysis.targets.riscv import features

GOLDEN = Path(__file__).resolve().parent / "golden_riscv"

# (release, arguments, input, recorded output, exit status). Each output was recorded with
#   cd tests/golden_riscv && llvm-mca-<release> <arguments> <input> > <output> 2>&1
CASES = [
    *((release, f"-mtriple=riscv64 -mcpu={cpu}", "option-disable.s", f"option-disable.{cpu}.llvm{release}.txt", 1)
      for release in ("19", "22") for cpu in ("sifive-p670", "sifive-u74")),
    # `+ext`: RISCVISAInfo's dependency checks on the result (19's from its source, 22's measured),
    # names that are no extension or experimental ones, and the directive's own syntax
    *((release, f"-mtriple={triple} -mcpu={cpu}", f"{source}.s", f"{source}.{cpu}.llvm{release}.txt", 1)
      for release in ("19", "22") for triple, cpu in (("riscv64", "sifive-u74"), ("riscv32", "sifive-e76"))
      for source in ("option-enable", "option-enable-22", "option-syntax")),
]


@pytest.mark.parametrize(("release", "args", "source", "expected", "status"), CASES, ids=[c[3] for c in CASES])
def test_reports_match_llvm_mca(release: str, args: str, source: str, expected: str, status: int) -> None:
    code, out, err = run(["--llvm-version", release, "--no-banner", "--no-notes", *args.split(), str(GOLDEN / source)])
    # llvm-mca was run in tests/golden_riscv/: its messages name the file without a directory
    assert err.replace(f"{GOLDEN}/", "") + out == (GOLDEN / expected).read_text()
    assert code == status


def test_the_words_before_a_refusal_take_effect() -> None:
    directory = load_isa("riscv/llvm22").directory or ""
    _, implies = features.feature_data(directory)
    direct = features.direct_implies(directory)
    start = {"64bit", "i", "m"}
    after, error = features.apply_option(set(start), "arch, +b, -zbb, +zbc", [], implies, direct)
    assert error == (11, "can't disable zbb extension; b extension requires zbb extension")
    assert "b" in after and "zbc" not in after
    after, error = features.apply_option(set(start), "arch, -m", [], implies, direct)
    assert error is None and "m" not in after
