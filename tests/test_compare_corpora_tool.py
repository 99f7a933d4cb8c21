"""tools/compare_corpora.py without LLVM: which runs it builds and how it counts them."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import compare_corpora as cc  # noqa: E402


def _args(**kw: object) -> argparse.Namespace:
    base = {"bhive": None, "n": 0, "skip": 0, "x86_cpus": "a,b", "x86_files": None, "x86_file_cpus": "a",
            "aarch64": None, "aarch64_cpus": "c", "cpu_help": False, "flags": "-all-views"}
    base.update(kw)
    return argparse.Namespace(**base)


def test_cases_are_file_major_with_skip(tmp_path: Path) -> None:
    blocks = tmp_path / "blocks"
    blocks.mkdir()
    for i in range(4):
        (blocks / f"b{i}.s").write_text("nop\n", encoding="utf-8")
    cases = cc.build_cases(_args(bhive=str(tmp_path), n=2, skip=1, cpu_help=True))
    assert [(Path(c.path).name, c.cpu) for c in cases if c.corpus == "bhive"] == [
        ("b1.s", "a"), ("b1.s", "b"), ("b2.s", "a"), ("b2.s", "b")]
    assert all(c.flags == ("-all-views",) for c in cases if c.corpus == "bhive")
    assert [c.triple for c in cases if c.cpu == "help"] == list(cc.HELP_TRIPLES)


def test_summary_counts_per_cpu() -> None:
    def outcome(cpu: str, verdict: str, detail: str = "") -> cc.Outcome:
        return cc.Outcome(cc.Case("bhive", cpu, cc.X86_TRIPLE, "x.s", ()), verdict, detail)

    table = cc.summarise([outcome("a", "same"), outcome("a", "same", "both refuse"), outcome("a", "differ"),
                          outcome("b", "refusal-mismatch"), outcome("b", "extension")])
    assert "| bhive | a | 2 | 3 | 1 | 1 | 0 | 0 |" in table
    assert "| bhive | b | 0 | 2 | 0 | 0 | 1 | 1 |" in table
