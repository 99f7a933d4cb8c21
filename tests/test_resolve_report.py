"""`mcalens parse`: per-instruction report (positions, opcode, operands, regions, diagnostics)."""

from __future__ import annotations

import json

from mcalens.analysis.output.parse_report import main, report

SOURCE = """# LLVM-MCA-BEGIN hot
\taddl\t$1, %eax
\tfoo %eax
# LLVM-MCA-END hot
\tvmulps %xmm0, %xmm1, %xmm2
"""


def test_report_rows():
    result = report(SOURCE)
    rows = result["instructions"]
    assert [row["opcode"] for row in rows] == ["ADD32ri8", None, "VMULPSrr"]
    first = rows[0]
    assert (first["line"], first["start"], first["end"]) == (2, 2, 14)
    assert first["text"] == "addl\t$1, %eax"
    assert first["operands"] == [{"reg": "EAX"}, {"reg": "EAX"}, {"imm": 1}]
    assert first["regions"] == ["hot"]
    assert rows[2]["regions"] == []
    [diag] = rows[1]["diagnostics"]
    assert diag["code"] == "MCL301" and diag["severity"] == "error" and diag["line"] == 3


def test_cli_json_and_exit_codes(tmp_path, capsys):
    path = tmp_path / "x.s"
    path.write_text(SOURCE)
    assert main(["--json", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["file"] == str(path) and len(data["instructions"]) == 3
    assert main(["--strict", str(path)]) == 1
    text = capsys.readouterr().out
    assert "ADD32ri8" in text and "error[MCL301]" in text
    path.write_text("addl $1, %eax\n")
    assert main(["--strict", str(path)]) == 0
    assert main([str(tmp_path / "missing.s")]) == 2


def test_report_shows_prefix_flags():
    rows = report("\tlock incq (%rdi)\n\tincq (%rdi)\n\trep movsb\n")["instructions"]
    assert [row["opcode"] for row in rows[:2]] == ["INC64m", "INC64m"]
    assert rows[0]["flags"] & 16 and not rows[1]["flags"] & 16
    assert rows[2]["flags"] & 8


def test_report_says_where_expansions_come_from():
    rows = report("\t.rept 2\n\tnop\n\t.endr\n\tnop\n")["instructions"]
    assert [row.get("expandedFrom") for row in rows] == [{"line": 1, "start": 2}] * 2 + [None]
    assert [row["line"] for row in rows] == [2, 2, 4]
