"""LLVM 22 goldens: every `tests/golden22/<cpu>/<case>.s` through `mcalens --llvm-version 22`, against
llvm-mca-22's recorded output (22.1.8, Debian's llvm-22), byte for byte; no LLVM needed.

The inputs are the 19 goldens' (x86: tests/golden/skylake, AArch64: tests/golden_aarch64/neoverse-v2)
on the CPUs whose numbers LLVM 22 changed or added (skylake, alderlake, sapphirerapids, lunarlake,
znver4; neoverse-v3, neoverse-n3, cortex-x4). Each case's first line holds the llvm-mca flags;
`<case>.txt` / `<case>.json` are llvm-mca-22's text and `-json` outputs, `<case>.err` its exit status
and stderr when it refused the input. Regenerate with `sh tools/record_goldens22.sh`.
"""

from __future__ import annotations

import shlex
from functools import cache
from pathlib import Path

import pytest
from mcalens.analysis.cli import run

GOLDEN = Path(__file__).parent / "golden22"
# the one stderr line of a release that is not exact yet (machine/releases.py), not llvm-mca's
_INEXACT = "warning: --llvm-version 22:"


def _cases(suffix: str) -> list:
    return [pytest.param(src, id=f"{src.parent.name}/{src.stem}") for src in sorted(GOLDEN.glob("*/*.s"))
            if src.with_suffix(suffix).exists()]


def _flags(case: Path) -> list[str]:
    first = case.read_text(encoding="utf-8").splitlines()[0]
    return shlex.split(first.split(":", 1)[1])


@cache
def _ours(case: Path, as_json: bool) -> tuple[int, str, str]:
    argv = ["--llvm-version", "22", *_flags(case), "--no-banner", str(case)]
    if as_json:
        argv.insert(0, "-json")
    code, out, err = run(argv)
    return code, out, "".join(line for line in err.splitlines(keepends=True) if not line.startswith(_INEXACT))


def test_the_goldens_cover_both_targets() -> None:
    cpus = {p.parent.name for p in GOLDEN.glob("*/*.s")}
    assert {"skylake", "alderlake", "sapphirerapids", "lunarlake", "znver4"} <= cpus
    assert {"neoverse-v3", "neoverse-n3", "cortex-x4"} <= cpus
    assert len(_cases(".txt")) >= 100 and len(_cases(".err")) >= 1


@pytest.mark.parametrize("case", _cases(".txt"))
def test_text_report_is_byte_identical(case: Path) -> None:
    code, out, err = _ours(case, False)
    assert code == 0, err
    assert out == case.with_suffix(".txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("case", _cases(".json"))
def test_json_report_is_byte_identical(case: Path) -> None:
    code, out, err = _ours(case, True)
    assert code == 0, err
    assert out == case.with_suffix(".json").read_text(encoding="utf-8")


@pytest.mark.parametrize("case", _cases(".err"))
def test_rejections_match_llvm_mca(case: Path) -> None:
    status_line, _, expected = case.with_suffix(".err").read_text(encoding="utf-8").partition("\n")
    code, out, err = _ours(case, False)
    assert code == int(status_line.split()[1]) and out == ""
    assert err == expected.replace(str(case), case.name) or err == expected
