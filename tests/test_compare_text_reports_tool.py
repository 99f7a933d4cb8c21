"""tools/compare_text_reports.py's report of --log files (no LLVM needed: nothing is run)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import compare_text_reports  # noqa: E402


def test_logs_of_runs_that_met_count_each_pair_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    forward = tmp_path / "forward.log"
    backward = tmp_path / "backward.log"
    forward.write_text(
        "same\tsifive-x280\tloops/a.s\t\n"
        "both-refuse\tsifive-s54\tloops/a.s\terror: x\n"
        "same\tsifive-x280\tloops/b.s\t\n"
    )
    # the backward run measured b.s again, and c.s on one CPU only before it was stopped
    backward.write_text(
        "differ\tsifive-x280\tloops/c.s\tline 3: llvm-mca 'x' / mcalens 'y'\n"
        "same\tsifive-s54\tloops/b.s\t\n"
        "same\tsifive-x280\tloops/b.s\t\n"
    )
    assert compare_text_reports.main(["--from-log", str(forward), str(backward)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "(1 files measured on some of the CPUs only)"
    assert out[1].split() == ["sifive-x280", "identical", "2", "both", "refuse", "0", "differ", "1"]
    assert out[2].split() == ["sifive-s54", "identical", "1", "both", "refuse", "1", "differ", "0"]
    assert out[3] == "3 files x 2 CPUs = 5 pairs: identical 3, both refuse 1, differ 1"
    assert out[4:] == ["- 1: line 3: llvm-mca 'x' / mcalens 'y'", "    c.s [sifive-x280]"]
