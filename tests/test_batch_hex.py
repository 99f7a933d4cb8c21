"""`mcalens batch --input-format=hex`: BHive CSVs read directly, one block per row, with the numbers
of `mcalens --input-format=hex` on that row."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from mcalens.analysis.batch import BatchUsageError, csv_jobs, parse_batch_args, run_batch
from mcalens.analysis.cli import run

# Seven rows of BHive's benchmark/sources/gzip-compress.csv (rows 1-4, 100, 200 and 300), as they are.
ROWS = [
    "4883c2014883fa40,0.00001339",
    "f30f6f0ff30f6f06660f74c1660fdac1660fefc9660f74c1660fd7c04885c0,0.00001339",
    "baffffffff,0.00001339",
    "498b4508488b75a0488906488d65d84c89e85b415c415d415e415f5d,0.00001339",
    "8b13f6c202,0.00002678",
    "85c0ba01000000,0.00002678",
    "4883bb2804000000,0.00002678",
]
# `llvm-mc-19 --disassemble -triple=x86_64` of each row's bytes, then `llvm-mca-19 -mcpu=skylake`:
# (Total Cycles, Block RThroughput) as printed.
LLVM_MCA = [(104, 0.5), (212, 1.5), (28, 0.3), (3703, 4.0), (58, 0.5), (53, 0.5), (58, 0.5)]


def _table(tmp_path: Path, text: str) -> str:
    path = tmp_path / "bhive.csv"
    path.write_text(text, encoding="utf-8")
    return str(path)


def _run(argv: list[str]) -> tuple[int, list[dict]]:
    out, err = io.StringIO(), io.StringIO()
    status = run_batch(parse_batch_args(argv), out, err)
    return status, [json.loads(line) for line in out.getvalue().splitlines()]


def _summary(text: str) -> dict[str, str]:
    return {key.strip(): value.strip() for key, _, value in (line.partition(":") for line in text.splitlines())
            if key.strip() in ("Total Cycles", "Total uOps", "Instructions", "IPC", "uOps Per Cycle",
                               "Block RThroughput")}


def test_bhive_rows_give_the_numbers_of_the_main_command(tmp_path: Path) -> None:
    table = _table(tmp_path, "".join(row + "\n" for row in ROWS))
    status, lines = _run(["--llvm-version", "19", "-mcpu=skylake", "-j1", "--input-format=hex", "--csv", table])
    assert status == 0
    assert [line["row"] for line in lines] == list(range(1, 8))
    assert [line["input"] for line in lines] == [f"{table}:{n}" for n in range(1, 8)]
    assert [line["csv_fields"] for line in lines] == [{"1": row.split(",")[1]} for row in ROWS]
    for row, line, (cycles, rthroughput) in zip(ROWS, lines, LLVM_MCA, strict=True):
        status, out, _ = run(["--llvm-version", "19", "--input-format=hex", "-mcpu=skylake", "-"], stdin_text=row + "\n")
        assert status == 0
        summary = _summary(out)
        region = line["regions"][0]
        assert len(line["regions"]) == 1
        assert str(region["total_cycles"]) == summary["Total Cycles"] == str(cycles)
        assert str(region["total_uops"]) == summary["Total uOps"]
        assert str(region["instructions"]) == summary["Instructions"]
        assert f"{region['ipc']:.2f}" == summary["IPC"]
        assert f"{region['uops_per_cycle']:.2f}" == summary["uOps Per Cycle"]
        assert f"{region['block_rthroughput']:.1f}" == summary["Block RThroughput"] == f"{rthroughput:.1f}"


def test_block_rthroughput_is_rounded_as_llvm_mca_prints_it(tmp_path: Path) -> None:
    # 0.25 (one `movl`) is printed 0.3 by llvm-mca (half up); Python's round() gave 0.2.
    table = _table(tmp_path, "baffffffff,1\n")
    _, lines = _run(["--llvm-version", "19", "-mcpu=skylake", "-j1", "--input-format=hex", "--csv", table])
    assert lines[0]["regions"][0]["block_rthroughput"] == 0.3


def test_full_report_is_the_json_of_the_main_command(tmp_path: Path) -> None:
    table = _table(tmp_path, "".join(row + "\n" for row in ROWS[:3]))
    _, lines = _run(["--llvm-version", "19", "-mcpu=skylake", "-j1", "--full", "--input-format=hex", "--csv", table])
    for row, line in zip(ROWS, lines, strict=False):
        _, out, _ = run(["--llvm-version", "19", "--input-format=hex", "-mcpu=skylake", "-json", "-"], stdin_text=row + "\n")
        assert line["report"] == json.loads(out)


def test_undecodable_rows_are_reported_and_the_others_analysed(tmp_path: Path) -> None:
    table = _table(tmp_path, f"{ROWS[0]}\n8fe878c0c101,1.5\n4801d8ff,2\nzz,3\n\"4801,d8\",4\n{ROWS[2]}\n")
    status, lines = _run(["--llvm-version", "19", "-mcpu=skylake", "-j1", "--input-format=hex", "--csv", table])
    assert status == 1
    assert [line["ok"] for line in lines] == [True, False, False, False, False, True]
    assert [line["row"] for line in lines] == [1, 2, 3, 4, 5, 6]
    assert lines[1]["messages"] == [f"error: {table}:2: byte 0: cannot decode 8f e8 78 c0 c1 01: "
                                    "XOP encodings are not decoded yet"]
    assert lines[1]["csv_fields"] == {"1": "1.5"}
    assert lines[2]["messages"][0].startswith(f"error: {table}:3: byte 3: cannot decode ff")
    assert lines[3]["messages"] == [f"error: {table}:4: 'zz' is not hexadecimal machine code"]
    assert "comma inside the machine code cell" in lines[4]["messages"][0]
    assert lines[5]["regions"][0]["total_cycles"] == 28


def test_a_header_names_the_hex_column_and_the_fields(tmp_path: Path) -> None:
    table = _table(tmp_path, "throughput,hex\n1.5,4883c2014883fa40\n")
    status, lines = _run(["--llvm-version", "19", "-mcpu=skylake", "-j1", "--input-format=hex", "--csv", table])
    assert status == 0
    assert lines[0]["row"] == 2 and lines[0]["csv_fields"] == {"throughput": "1.5"}
    assert lines[0]["regions"][0]["total_cycles"] == 104


def test_hex_files_are_read_as_the_main_command_reads_them(tmp_path: Path) -> None:
    path = tmp_path / "blocks.hex"
    path.write_text("4883c2014883fa40\nbaffffffff\n", encoding="utf-8")
    _, lines = _run(["--llvm-version", "19", "-mcpu=skylake", "-j1", "--input-format=hex", str(path)])
    assert "row" not in lines[0] and "csv_fields" not in lines[0]
    assert [region["name"] for region in lines[0]["regions"]] == ["line 1", "line 2"]
    assert [region["total_cycles"] for region in lines[0]["regions"]] == [104, 28]


def test_hex_rows_in_assembly_mode_name_the_option(tmp_path: Path) -> None:
    table = _table(tmp_path, "4883c2014883fa40,1\n")
    _, lines = _run(["--llvm-version", "19", "-mcpu=skylake", "-j1", "--csv", table])
    assert "--input-format=hex" in lines[0]["messages"][0]


def test_elf_input_is_refused_not_ignored() -> None:
    for argv in (["--input-format=elf", "x.o"], ["--symbol", "f", "x.o"]):
        with pytest.raises(BatchUsageError, match="ELF"):
            parse_batch_args(argv)


def test_many_rows_are_read_lazily_with_bounded_cells(tmp_path: Path) -> None:
    # A huge cell is its row's error (the csv field limit), the rows after it are read.
    table = _table(tmp_path, "48" * (9 * 1024 * 1024) + ",1\n" + ROWS[0] + "\n")
    jobs = list(csv_jobs(table, None, True))
    assert jobs[0].text is None and "unreadable row" in jobs[0].error
    assert jobs[1].text == "4883c2014883fa40" and jobs[1].hex and jobs[1].row == 2


def test_rows_decode_with_the_release_tables(tmp_path: Path) -> None:
    """`mcalens batch --llvm-version 22` decodes with LLVM 22's tables as the main command does:
    MOVRS (48 0f 38 8b 18) is an instruction of 22 only (llvm-mc-22 -show-encoding of `movrsq
    (%rax), %rbx`; llvm-mc-19 --disassemble: invalid instruction encoding)."""
    table = _table(tmp_path, "480f388b18,1.0\n")
    _, lines = _run(["--llvm-version", "22", "-mcpu=skylake", "-j1", "--input-format=hex", "--csv", table])
    assert lines[0]["ok"] and lines[0]["regions"][0]["instructions"] == 100, lines[0]
    _, lines = _run(["--llvm-version", "19", "-mcpu=skylake", "-j1", "--input-format=hex", "--csv", table])
    assert not lines[0]["ok"] and "cannot decode 48 0f 38 8b 18" in lines[0]["messages"][0]
