"""AArch64 numbers and printing that must be llvm-mca-19's, each recorded from llvm-mca-19 / llvm-mc-19
(the command that produced the expected text is in a comment beside it; no LLVM is needed here).
"""

from __future__ import annotations

from pathlib import Path

from mcalens.analysis.cli import run


def _mca(tmp_path: Path, text: str, *args: str) -> tuple[int, str, str]:
    source = tmp_path / "input.s"
    source.write_text(text)
    return run(["--no-banner", "-mtriple=aarch64", *args, str(source)])


def _section(out: str, title: str) -> list[str]:
    """The lines of one view, from its title to the next blank line."""
    lines = out.splitlines()
    start = lines.index(title)
    end = lines.index("", start) if "" in lines[start:] else len(lines)
    return lines[start:end]


def test_instruction_tables_walk_group_sub_units_as_llvm_does(tmp_path: Path) -> None:
    # A group's cycles go to the first NumUnits entries of LLVM's flat sub-unit table, which read on
    # past the group's own members (models/aarch64/instruction_table_walks.json, export_walks).
    # printf 'add x0, x1, x2\nld1 { v0.2d, v1.2d, v2.2d }, [x0], #48\n' > t.s
    # llvm-mca-19 -mtriple=aarch64 -mcpu=CPU -instruction-tables t.s
    text = "add x0, x1, x2\nld1 { v0.2d, v1.2d, v2.2d }, [x0], #48\n"
    expected = {
        "neoverse-n1": [
            "[0]    [1.0]  [1.1]  [2.0]  [2.1]  [3]    [4.0]  [4.1]  [5]    [6]    Instructions:",
            " -      -      -      -      -     0.33   0.33   0.33    -      -     add\tx0, x1, x2",
            " -      -      -     1.50   1.50   0.33   0.33   0.33    -      -     "
            "ld1\t{ v0.2d, v1.2d, v2.2d }, [x0], #48",
        ],
        "cortex-x2": [
            "[0.0]  [0.1]  [1.0]  [1.1]  [2]    [3.0]  [3.1]  [4]    [5]    [6.0]  [6.1]  [7]    [8]    "
            "Instructions:",
            " -      -      -      -      -      -      -     0.25   0.25   0.25   0.25    -      -     "
            "add\tx0, x1, x2",
            " -      -      -      -     1.00   1.00   1.00   0.25   0.25   0.25   0.25    -      -     "
            "ld1\t{ v0.2d, v1.2d, v2.2d }, [x0], #48",
        ],
    }
    for cpu, rows in expected.items():
        code, out, err = _mca(tmp_path, text, f"-mcpu={cpu}", "-instruction-tables")
        assert code == 0, err
        assert _section(out, "Resource pressure by instruction:")[1:] == rows, cpu
