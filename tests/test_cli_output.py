"""What the CLI prints is right and readable (issue 18 items 1-4 and 6)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from mcalens.analysis.cli import run

GOLDEN = Path(__file__).parent / "golden"
STORES = "vmovdqa64 (%rax), %zmm1\nvmovdqa64 %zmm1, (%rbx)\nmovl (%rcx), %eax\n"


# 1. Resource names are printable everywhere (llvm-mca's JSON TargetInfo keeps its raw unit byte).
@pytest.mark.parametrize("cpu", ["znver3", "znver4", "bdver2"])
def test_verdict_and_waits_name_units_printably(cpu: str) -> None:
    code, out, err = run(["-json", "--verdict", "--waits", f"-mcpu={cpu}"], stdin_text=STORES)
    assert code == 0, err
    region = json.loads(out)["CodeRegions"][0]
    verdict = region["Verdict"]
    names = [*verdict["Resources"], *verdict["Bounds"], verdict["Text"],
             *(r for w in region["Waits"] for res in w["Resources"] for r in res["Resources"])]
    assert names and all(ch.isprintable() for name in names for ch in name), names
    code, text, err = run(["--verdict", "--waits", f"-mcpu={cpu}"], stdin_text=STORES)
    assert code == 0 and "Verdict:" in text
    assert all(line.replace("\t", " ").isprintable() for line in text.splitlines())


def test_multi_unit_names_read_like_the_pressure_view_columns() -> None:
    code, out, _err = run(["-json", "--verdict", "-mcpu=znver4"], stdin_text=STORES)
    assert code == 0
    resources = json.loads(out)["CodeRegions"][0]["Verdict"]["Resources"]
    assert any(name.startswith("Zn4") and name[-2:] in (".0", ".1", ".2") for name in resources), resources


# 2. --auto-regions keeps the user's regions.
def test_auto_regions_with_markers_uses_the_markers() -> None:
    source = (".L1:\naddl %eax, %ebx\ndecl %ecx\njne .L1\n"
              "# LLVM-MCA-BEGIN mine\nimull %eax, %eax\n# LLVM-MCA-END mine\n")
    code, out, err = run(["--auto-regions", "-json"], stdin_text=source)
    assert code == 0, err
    regions = json.loads(out)["CodeRegions"]
    assert [(r["Name"], r["Instructions"]) for r in regions] == [("mine", ["imull\t%eax, %eax"])]


def test_auto_regions_without_markers_finds_the_loop() -> None:
    source = "movl $1, %edx\n.L1:\naddl %eax, %ebx\ndecl %ecx\njne .L1\nret\n"
    code, out, err = run(["--auto-regions", "-json"], stdin_text=source)
    assert code == 0, err
    assert [r["Instructions"] for r in json.loads(out)["CodeRegions"]] == [
        ["addl\t%eax, %ebx", "decl\t%ecx", "jne\t.L1"]]


# 3. --waits has a text view.
def test_waits_text_view() -> None:
    source = "imulq %rax, %rax\naddq %rax, %rbx\n"
    code, out, err = run(["--waits", "--no-banner", "-iterations=10"], stdin_text=source)
    assert code == 0, err
    view = out[out.index("Waits (cycles one execution of the instruction waited, averaged over its 10 executions"):].splitlines()
    assert view[5].split() == ["Index", "[0]", "[1]", "[2]", "Instructions:"]
    assert view[6].split()[0] == "0" and view[6].endswith("imulq\t%rax, %rax")
    assert any("waiting for %rax from #0 (imulq)" in line for line in view)
    code, plain, _ = run(["--no-banner", "-iterations=10"], stdin_text=source)
    assert out.startswith(plain) and "Waits" not in plain  # default output untouched


# 4. The verdict's bound is never above the simulated rate, and counts read right.
def _golden_inputs(limit: int) -> list[Path]:
    return sorted(p for p in GOLDEN.glob("*/*.s") if p.parent.name not in ("errors", "kernels"))[:limit]


def test_verdict_bound_never_exceeds_simulated_rate() -> None:
    checked = 0
    for path in _golden_inputs(40):
        for cpu in ("skylake", "znver4"):
            code, out, _ = run(["-json", "--verdict", f"-mcpu={cpu}", "-skip-unsupported-instructions=any",
                                str(path)])
            if code:
                continue
            for region in json.loads(out)["CodeRegions"]:
                verdict = region.get("Verdict")
                if verdict and verdict["Bound"]:
                    checked += 1
                    assert verdict["Bound"] <= verdict["CyclesPerIteration"] + 1e-9, (path, cpu, verdict)
                    shown = verdict["Text"].split(": ", 1)[1].split(" cycles per iteration")[0]
                    if verdict["Kind"] != "dispatch":
                        assert float(shown) <= verdict["CyclesPerIteration"] + 0.005, verdict["Text"]
    assert checked > 20


@pytest.mark.parametrize(
    ("source", "fragment", "wrong"),
    [
        ("addq %rax, %rax\n", "(#0 addq -> #0 addq, 1 cycle)", "1 cycles"),
        ("imulq %rax, %rax\n", "(#0 imulq -> #0 imulq, 3 cycles)", "3 cycle)"),
    ],
)
def test_verdict_wording_singular_plural(source: str, fragment: str, wrong: str) -> None:
    code, out, _ = run(["--verdict", "--no-banner"], stdin_text=source)
    assert code == 0 and fragment in out and wrong not in out


def test_dispatch_verdict_counts_uops_in_words() -> None:
    code, out, _ = run(["--verdict", "--no-banner", "-mcpu=btver2", "-dispatch=1"], stdin_text="nop\n")
    line = next(line for line in out.splitlines() if line.startswith("Verdict:"))
    assert code == 0 and "bound by dispatch width (1 uop/cycle): 1 uop per iteration = 1.00 cycles" in line


# 6. Skipped lines are named per region.
SKIPPED = ("# LLVM-MCA-BEGIN a\naddl %eax, %eax\nfoo %eax\nvpaddq %zmm0, %zmm1, %zmm2\n# LLVM-MCA-END a\n"
           "# LLVM-MCA-BEGIN b\naddl %eax, %eax\n# LLVM-MCA-END b\n")


def test_skipped_lines_are_named_per_region() -> None:
    code, out, err = run(["-mcpu=btver2", "-skip-unsupported-instructions=any"], stdin_text=SKIPPED)
    assert code == 0
    assert "note: <stdin>: region 0 ('a') is analysed without 2 skipped lines: 3, 4\n" in err
    assert "region 1" not in err
    assert ("# mcalens: region 0 is analysed without 2 skipped lines (3, 4): its numbers are not the whole "
            "region's\n\n[0] Code Region - a") in out
    assert out.count("skipped") == 1
    code, out, _ = run(["-json", "--json-extras", "-mcpu=btver2", "-skip-unsupported-instructions=any"],
                       stdin_text=SKIPPED)
    assert [r.get("SkippedLines") for r in json.loads(out)["CodeRegions"]] == [[3, 4], None]
    # Without --json-extras, -json is llvm-mca's document: no SkippedLines key.
    code, out, _ = run(["-json", "-mcpu=btver2", "-skip-unsupported-instructions=any"], stdin_text=SKIPPED)
    assert [r.get("SkippedLines") for r in json.loads(out)["CodeRegions"]] == [None, None]


def test_no_banner_output_stays_llvm_mca_text() -> None:
    code, out, _ = run(["--no-banner", "-mcpu=btver2", "-skip-unsupported-instructions=any"], stdin_text=SKIPPED)
    assert code == 0 and "# mcalens" not in out and out.startswith("\n[0] Code Region - a\n")


@pytest.mark.parametrize("cpu", ["znver3", "znver4", "bdver2"])
def test_editor_bottleneck_label_is_printable_and_names_a_unit(cpu: str) -> None:
    from mcalens.analysis.editor import AnalysisOptions, analyze_region

    result = analyze_region(STORES, AnalysisOptions(cpu=cpu))
    assert result.error == ""
    for text in (result.bottleneck, result.verdict, *result.units):
        assert text.isprintable(), text
    if result.bottleneck_kind == "resource":
        # The label names units the pressure columns know, so the share shown beside it is real.
        assert all(label in result.units for label in result.bottleneck.split("/"))
        assert result.bottleneck_share > 0


# The call and return warnings, once per region that has a call (or a return), as llvm-mca 19 clears
# its InstrBuilder before every region. Recorded with `llvm-mca-19 -mcpu=skylake calls.s >/dev/null`.
CALLS = ("# LLVM-MCA-BEGIN a\ncall foo\naddq %rax, %rbx\ncall foo\nretq\n# LLVM-MCA-END\n"
         "# LLVM-MCA-BEGIN b\naddq %rax, %rbx\n# LLVM-MCA-END\n"
         "# LLVM-MCA-BEGIN c\ncallq *%rax\n# LLVM-MCA-END\n"
         "# LLVM-MCA-BEGIN d\nretq\ncall foo\n# LLVM-MCA-END\n")
_CALL = ("warning: found a call in the input assembly sequence.\n"
         "note: call instructions are not correctly modeled. Assume a latency of 100cy.\n")
_RETURN = "warning: found a return instruction in the input assembly sequence.\nnote: program counter updates are ignored.\n"


def test_call_and_return_warnings_come_once_per_region() -> None:
    code, _, err = run(["-mcpu=skylake", "--no-banner"], stdin_text=CALLS)
    assert code == 0
    assert err == _CALL + _RETURN + _CALL + _RETURN + _CALL
    # AArch64 the same (`llvm-mca-19 -mtriple=aarch64 -mcpu=neoverse-n1 a.s >/dev/null`).
    a64 = ("# LLVM-MCA-BEGIN a\nbl foo\nadd x0, x1, x2\nret\n# LLVM-MCA-END\n"
           "# LLVM-MCA-BEGIN b\nadd x0, x1, x2\n# LLVM-MCA-END\n# LLVM-MCA-BEGIN c\nblr x3\n# LLVM-MCA-END\n")
    code, _, err = run(["-mtriple=aarch64", "-mcpu=neoverse-n1"], stdin_text=a64)
    assert code == 0
    assert err == _CALL + _RETURN + _CALL


def test_no_notes_leaves_llvm_mca_stderr() -> None:
    # `llvm-mca-19 -mcpu=btver2 -skip-unsupported-instructions=any sk.s` (sk.s = SKIPPED) prints its
    # error twice and its warning; mcalens' skipped-lines note is its own and goes with --no-notes.
    recorded = ("<stdin>:3:1: error: invalid instruction mnemonic 'foo'\nfoo %eax\n^~~\n" * 2
                + "warning: found an unsupported instruction in the input assembly sequence, skipping with "
                "-skip-unsupported-instructions, note accuracy will be impacted:\n"
                "note: instruction: \tvpaddq\t%zmm0, %zmm1, %zmm2\n")
    code, out, err = run(["--no-notes", "-mcpu=btver2", "-skip-unsupported-instructions=any"], stdin_text=SKIPPED)
    assert code == 0 and err == recorded
    assert "skipped lines (3, 4)" in out  # the text output still says so (--no-banner removes it)
    # `llvm-mca-19 -mcpu=zen4 s.s`: two lines and exit 1; the did-you-mean note is mcalens'.
    code, _, err = run(["--no-notes", "-mcpu=zen4"], stdin_text="addl %eax, %eax\n")
    assert code == 1
    assert err == "'zen4' is not a recognized processor for this target (ignoring processor)\n" * 2
    _, _, err = run(["-mcpu=zen4"], stdin_text="addl %eax, %eax\n")
    assert "note: did you mean 'znver4'?" in err
