"""AArch64 end to end: every `tests/golden_aarch64/<cpu>/<case>.s` through the CLI (`mcalens -mtriple=aarch64...`),
against llvm-mca-19's recorded output, byte for byte.

The cases are real compiler loops (tools/make_aarch64_corpus.sh, README.md beside them) on 12 CPUs.
`<case>.json` / `<case>.txt` are llvm-mca-19's `-json` and text outputs, `<case>.err` its stderr and
exit status when it rejects the input (SVE on CPUs without it). Regenerate with
`tools/record_aarch64_goldens.sh`. The simulator alone (fed llvm-mc-19's McInsts) is checked on the
same cases by tests/test_aarch64_sim.py.

The hand-written syntax cases (`tests/golden_aarch64/syntax/<cpu>/<case>.s`, see
tests/test_aarch64_syntax_extras.py) go through the same three tests, with ids `syntax/<cpu>/<case>`.
"""

from __future__ import annotations

import json
import shlex
from functools import cache
from pathlib import Path

import pytest
from mcalens.analysis.cli import run

GOLDEN = Path(__file__).parent / "golden_aarch64"
# id prefix -> directory of <cpu>/<case>.s: the compiler loops and the hand-written syntax cases
DIRECTORIES = {"": GOLDEN, "syntax/": GOLDEN / "syntax"}


def cases(suffix: str, prefixes: tuple[str, ...] = tuple(DIRECTORIES)) -> list:
    """The recorded cases with a `suffix` output (.json, .txt, .err), as pytest params."""
    return [pytest.param(src, id=f"{prefix}{src.parent.name}/{src.stem}") for prefix in prefixes
            for src in sorted(DIRECTORIES[prefix].glob("*/*.s")) if src.with_suffix(suffix).exists()]  # fmt: skip


def _flags(case: Path) -> list[str]:
    first = case.read_text(encoding="utf-8").splitlines()[0]
    return shlex.split(first.split(":", 1)[1])


@cache
def _ours(case: Path, as_json: bool) -> tuple[int, str, str]:
    argv = ["--llvm-version", "19", *_flags(case), "--no-banner", str(case)]  # llvm-mca-19's goldens
    if as_json:
        argv.insert(0, "-json")
    return run(argv)


def test_the_goldens_cover_twelve_cpus_and_both_outcomes() -> None:
    assert len({p.parent.name for p in GOLDEN.glob("*/*.s")}) == 12
    assert len(cases(".json", ("",))) >= 200 and len(cases(".err", ("",))) >= 50


@pytest.mark.parametrize("case", cases(".json"))
def test_json_report_matches_llvm_mca(case: Path) -> None:
    code, out, err = _ours(case, True)
    assert code == 0, err
    expected = json.loads(case.with_suffix(".json").read_text(encoding="utf-8"))
    ours = json.loads(out)
    assert ours["TargetInfo"] == expected["TargetInfo"]
    assert ours["SimulationParameters"] == expected["SimulationParameters"]
    for mine, theirs in zip(ours["CodeRegions"], expected["CodeRegions"], strict=True):
        # Every key llvm-mca writes (our extras, e.g. SourceLines, are not llvm-mca's).
        assert {key: mine.get(key) for key in theirs} == theirs
    # And nothing else: -json without --json-extras is llvm-mca's document byte for byte.
    assert out == case.with_suffix(".json").read_text(encoding="utf-8")


@pytest.mark.parametrize("case", cases(".txt"))
def test_text_report_is_byte_identical(case: Path) -> None:
    code, out, err = _ours(case, False)
    assert code == 0, err
    assert out == case.with_suffix(".txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("case", cases(".err"))
def test_rejections_match_llvm_mca(case: Path) -> None:
    recorded = case.with_suffix(".err").read_text(encoding="utf-8").splitlines()
    status = int(recorded[0].split()[1])
    code, out, err = _ours(case, False)
    assert code == status
    assert out == ""
    assert err.splitlines() == [line.replace("<input>", str(case)) for line in recorded[1:]]
