"""tools/differential.py without LLVM: how outputs are compared and differences classed."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import differential  # noqa: E402

CASE = differential.Case("x86-000001", "x86", "bhive", differential.X86_TRIPLE, ["-mcpu=skylake"], text="nop\n")
TEXT = "Iterations:        100\nInstructions:      100\nTotal Cycles:      28\n\nInstruction Info:\n[1]: 1\n"


def test_identical_and_refused_outputs_are_not_differences() -> None:
    assert differential._compare(CASE, "", (0, TEXT, ""), (0, TEXT, "")).verdict == "same"
    assert differential._compare(CASE, "", (1, "", "error: a"), (1, "", "error: b")).verdict == "refused"


def test_a_text_difference_is_classed_by_its_section() -> None:
    outcome = differential._compare(CASE, "", (0, TEXT, ""), (0, TEXT.replace("28", "29"), ""))
    assert (outcome.verdict, outcome.klass) == ("differ", "x86 text: Iterations / Total Cycles")
    assert outcome.detail[1:] == ["  llvm-mca: Total Cycles:      28", "  mcalens:  Total Cycles:      29"]
    outcome = differential._compare(CASE, "", (0, TEXT, ""), (0, TEXT.replace("[1]: 1", "[1]: 2"), ""))
    assert outcome.klass == "x86 text: Instruction Info"


def test_json_is_compared_as_data_without_mcalens_extras() -> None:
    flags = ["-mcpu=skylake", "-json"]
    case = differential.Case("x86-000002", "x86", "bhive", differential.X86_TRIPLE, flags, text="nop\n")
    ref = {"CodeRegions": [{"SummaryView": {"TotalCycles": 28}}]}
    ours = {"CodeRegions": [{"SummaryView": {"TotalCycles": 28}, "SourceLines": [1]}]}
    assert differential._compare(case, "", (0, json.dumps(ref), ""), (0, json.dumps(ours), "")).verdict == "same"
    ours["CodeRegions"][0]["SummaryView"]["TotalCycles"] = 30
    outcome = differential._compare(case, "", (0, json.dumps(ref), ""), (0, json.dumps(ours), ""))
    assert outcome.klass == "x86 json: .CodeRegions[*].SummaryView.TotalCycles"


def test_exit_status_disagreements_are_classed_by_the_refusing_message() -> None:
    outcome = differential._compare(CASE, "", (1, "", "/tmp/x.s:3:5: error: invalid operand 'foo' for 7"),
                                    (0, TEXT, ""))
    assert outcome.verdict == "status"
    assert outcome.klass == "x86 exit llvm-mca 1 / mcalens 0: llvm-mca: error: invalid operand '…' for N"
