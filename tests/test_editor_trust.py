"""What the editor surfaces show can be trusted: numbers on partly analysed code say so, one labelled
cycles-per-iteration everywhere, bounds never above the simulated rate, ▲ only where the unit is
used, warnings for what the model does not cover, and a core failure is a visible bug, not a toy."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from mcalens.analysis import api, editor
from mcalens.server import hover, report
from mcalens.server.config import HintSettings, parse_settings
from mcalens.server.hints import hint_label, uses_bottleneck

REPO = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((REPO / "examples").glob("*.s"))

PARTLY = """\
.L3:
\tvaddss\t(%rdi,%rax,4), %xmm0, %xmm0
\tfrobnicate\t%eax, %ebx
\tvmulss\t%xmm1, %xmm0, %xmm0
\taddl\t$1, %eax,
\taddq\t$1, %rax
\tcmpq\t%rsi, %rax
\tjne\t.L3
"""


def analysed(text: str, cpu: str = "skylake") -> tuple[editor.Structure, list[editor.RegionResult]]:
    structure = editor.parse_structure(text, "loops")
    options = editor.AnalysisOptions(cpu=cpu, iterations=100)
    return structure, [editor.analyze_region(r.key_text, options) for r in structure.regions]


def test_partly_analysed_region_says_how_many_lines_were_left_out() -> None:
    structure, (result,) = analysed(PARTLY)
    region = structure.regions[0]
    assert region.unparsed_lines == (4,)  # `addl $1, %eax,` does not parse
    assert editor.not_analysed(region, result) == (2, 7)  # + the unknown `frobnicate`
    note = "2 of 7 lines not analysed"
    assert note in hover.lens_title(result, region)
    assert note in hover.region_markdown(result, region)
    text = report.report_text(region, result)
    assert f"{note}: 3, 5" in text
    assert report.report_json(region, result)["notAnalysed"] == {"count": 2, "lines": [2, 4], "of": 7}


def test_fully_analysed_region_has_no_note() -> None:
    structure, (result,) = analysed((REPO / "examples" / "dot-product.s").read_text())
    assert editor.not_analysed(structure.regions[0], result)[0] == 0
    assert "not analysed" not in hover.lens_title(result, structure.regions[0])


def test_cli_skip_unsupported_names_the_skipped_lines(tmp_path: Path) -> None:
    from mcalens.analysis.cli import run

    path = tmp_path / "partly.s"
    path.write_text(PARTLY)
    code, out, err = run(["-skip-unsupported-instructions=any", "--no-banner", str(path)])
    assert code == 0
    assert "frobnicate" in err and "Iterations:" in out


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_one_labelled_cycles_per_iteration_everywhere(path: Path) -> None:
    structure, results = analysed(path.read_text())
    for region, result in zip(structure.regions, results, strict=True):
        if not result.simulated or result.error:
            continue
        steady = f"{result.steady_cycles_per_iteration:.2f}"
        assert f"{steady} cyc/iter (steady state)" in hover.lens_title(result, region)
        assert f"**{steady}** steady state" in hover.region_markdown(result, region)
        assert f"cycles/iteration: {steady} steady state" in report.report_text(region, result)
        assert report.report_json(region, result)["summary"]["cyclesPerIteration"] == round(
            result.steady_cycles_per_iteration, 2
        )
        if "simulated " in result.verdict:
            assert f"simulated {steady}" in result.verdict


def _stated_bounds(verdict: str) -> list[float]:
    """The cycles-per-iteration figure a verdict states as the binding bound."""
    import re

    match = re.search(r"(\d+\.\d\d) cycles per iteration", verdict.split("; simulated")[0])
    return [float(match.group(1))] if match and verdict.startswith("bound by") else []


CORPUS = [*EXAMPLES, *sorted((REPO / "tests" / "golden").glob("**/*.s"))[:40]]


@pytest.mark.parametrize("cpu", ["skylake", "znver3", "btver2"])
def test_a_stated_bound_never_exceeds_the_simulated_rate(cpu: str) -> None:
    checked = 0
    for path in CORPUS:
        _structure, results = analysed(path.read_text(errors="replace"), cpu)
        for result in results:
            for bound in _stated_bounds(result.verdict):
                assert bound <= round(result.steady_cycles_per_iteration, 2), (path.name, result.verdict)
                checked += 1
    assert checked >= 5


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_the_unit_hint_goes_only_on_instructions_that_use_the_unit(path: Path) -> None:
    _structure, results = analysed(path.read_text())
    for result in results:
        for instr in result.instructions:
            label = hint_label(instr, result, HintSettings())
            if result.bottleneck_kind == "resource" and "▲" in label:
                units = set(result.bottleneck.split("/"))
                assert any(u in units and c > 0 for u, c in instr.pressure), (instr.text, label)
            assert ("▲" in label) == (bool(result.bottleneck) and uses_bottleneck(instr, result))


def test_one_unit_naming_in_hover_hints_and_report() -> None:
    _structure, (result,) = analysed((REPO / "examples" / "saxpy.s").read_text())
    assert result.units
    for instr in result.instructions:
        assert {name for name, _ in instr.pressure} <= set(result.units)
        # Static resources use the same short names (`p5`, not `SKLPort5`).
        assert not any(name.startswith("SKLPort") for name, _ in instr.resources)


def test_calls_and_branches_inside_regions_are_one_note_per_region() -> None:
    text = ".L3:\n\tcall\tfoo\n\ttestl\t%eax, %eax\n\tje\t.L5\n\taddl\t$1, %ebx\n.L5:\n\tdecl\t%ecx\n\tjne\t.L3\n"
    structure = editor.parse_structure(text, "loops")
    (note,) = [d for d in structure.diagnostics if d.code in (editor.CALL_IN_REGION, editor.BRANCH_IN_LOOP)]
    # One Information note on the region's header, not a warning per branch.
    assert (note.code, note.severity, note.span.line) == (editor.BRANCH_IN_LOOP, editor.Severity.INFORMATION, 0)
    assert note.message.startswith("this region holds 1 branch before its end (line 4): llvm-mca simulates")
    assert "; and 1 call (line 2), each simulated as one instruction of 100 cycles latency" in note.message
    # Each one a related location; the loop's own back edge (line 8) is not one.
    assert [(r.span.line, r.message.split(":")[0]) for r in note.related] == [(1, "call"), (3, "branch")]


def test_a_compiler_file_has_at_most_one_coverage_note_per_region() -> None:
    # A loop with 40 early exits, as unrolled compiler output has.
    body = "".join(f"\tcmpl\t${k}, %eax\n\tje\t.Lout\n" for k in range(40))
    text = f".L3:\n{body}\tdecl\t%ecx\n\tjne\t.L3\n.Lout:\n\tret\n"
    structure = editor.parse_structure(text, "loops")
    notes = [d for d in structure.diagnostics if d.code.startswith("MCL51")]
    assert len(notes) == len(structure.regions) == 1
    assert "40 branches before its end (lines 3, 5, 7, 9, 11, 13, 15, 17, … (32 more))" in notes[0].message
    assert len(notes[0].related) == 40


def test_quiet_by_default_and_every_class_can_be_switched_off() -> None:
    settings, errors = parse_settings({})
    assert not errors and settings.diagnostics.performance is False and settings.diagnostics.coverage
    off, errors = parse_settings({"diagnostics": {"coverage": False, "parse": False}})
    assert not errors and not off.diagnostics.coverage and not off.diagnostics.parse


def test_a_core_failure_is_a_visible_diagnostic_and_a_logged_bug(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(*args: object, **kwargs: object) -> object:
        raise RuntimeError("simulated core bug")

    monkeypatch.setattr(api, "analyze", broken)
    with caplog.at_level(logging.ERROR):
        result = editor.analyze_region("addl %eax, %ebx\n", editor.AnalysisOptions())
    assert result.instructions == () and result.total_cycles == 0  # no invented numbers
    assert [d.code for d in result.diagnostics] == [editor.INTERNAL_ERROR]
    assert "simulated core bug" in result.diagnostics[0].message
    assert "simulated core bug" in caplog.text and "Traceback" in caplog.text
    assert result.skipped == (0,)


def test_a_parser_failure_is_a_visible_diagnostic(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(*args: object) -> object:
        raise ValueError("parser bug")

    monkeypatch.setattr(editor.structure, "parse_text", broken)
    with caplog.at_level(logging.ERROR):
        structure = editor.parse_structure("nop\n")
    assert structure.regions == []
    assert [d.code for d in structure.diagnostics] == [editor.INTERNAL_ERROR]
    assert "parser bug" in caplog.text


def test_the_editor_layer_has_no_second_implementation() -> None:
    for path in (REPO / "analysis" / "editor").glob("*.py"):
        if path.name == "__init__.py":
            continue  # its lazy re-export imports submodules by name
        source = path.read_text()
        for scaffolding in ("importlib", "getattr(", "placeholder", "LLVM-MCA-BEGIN|END", "_fallback"):
            assert scaffolding not in source, (path.name, scaffolding)


def test_why_it_waited_names_the_operand_that_arrived_last() -> None:
    # #2 reads %xmm0 (a 11-cycle divide) and %xmm1 (a 4-cycle add): llvm-mca's critical register
    # dependency keeps the last operand with cycles left (%xmm1); the hover must name %xmm0.
    text = "vdivps %xmm2, %xmm3, %xmm0\nvaddps %xmm4, %xmm5, %xmm1\nvaddps %xmm1, %xmm0, %xmm6\n"
    result = editor.analyze_region(text, editor.AnalysisOptions(iterations=10))
    last = result.instructions[2]
    assert last.why_waited.startswith("22.50 cy waiting for %xmm0 from #0 (vdivps)"), last.why_waited
    row = last.timeline[0]
    assert row.ready == result.instructions[0].timeline[0].executed  # the divide's result freed it
    structure = editor.parse_structure(text, "file")
    markdown = hover.instruction_markdown(last, result, structure.regions[0])
    assert ("why it waited (cycles one execution of the instruction waited, averaged over its 10 executions"
            " (one per iteration); executions overlap") in markdown
    assert "): 22.50 cy waiting for %xmm0" in markdown


def test_waits_name_units_as_the_hints_do() -> None:
    text = "vdivps %xmm2, %xmm3, %xmm0\nvaddps %xmm4, %xmm5, %xmm1\nvaddps %xmm1, %xmm0, %xmm6\n"
    result = editor.analyze_region(text, editor.AnalysisOptions(iterations=10))
    assert "waiting for p0/p1" in result.instructions[1].why_waited
    assert "SKLPort" not in " ".join(i.why_waited for i in result.instructions)


GCC_G = """\
\t.file\t"k.c"
\t.text
\t.file 0 "/tmp" "k.c"
\t.file 1 "k.c"
dot:
\t.loc 1 3 5 view .LVU2
\txorl\t%eax, %eax
.L3:
\t.loc 1 4 9 view .LVU7
\tvmovss\t(%rdi,%rax,4), %xmm1
\tvmulss\t(%rsi,%rax,4), %xmm1, %xmm1
\t.loc 1 3 24 view .LVU8
\taddq\t$1, %rax
\tvaddss\t%xmm1, %xmm0, %xmm0
\tcmpq\t%rdx, %rax
\tjne\t.L3
"""


def test_loc_directives_name_the_source_line_in_hover_and_report(tmp_path: Path) -> None:
    (tmp_path / "k.c").write_text("float dot(...) {\n  float s = 0;\n  for (long i = 0; i < n; i++)\n    s += a[i] * b[i];\n")
    uri = (tmp_path / "k.s").as_uri()
    structure, (result,) = analysed(GCC_G)
    region = structure.regions[0]
    assert [i.source for i in region.instructions] == [("k.c", 4)] * 2 + [("k.c", 3)] * 4
    # A relative name is found next to the .s file.
    markdown = hover.instruction_markdown(result.instructions[1], result, region, uri)
    assert "- source: k.c:4 `s += a[i] * b[i];`" in markdown
    text = report.report_text(region, result)
    assert "[mcalens] source lines: [0] k.c:4, [1] k.c:4, [2] k.c:3" in text
    assert report.report_json(region, result)["instructions"][1]["source"] == {"file": "k.c", "line": 4}


def test_straight_line_hints_setting() -> None:
    assert parse_settings({})[0].hints.straight_line is True
    assert parse_settings({"hints": {"straightLine": False}})[0].hints.straight_line is False
    structure = editor.parse_structure("\tnop\n.L3:\n\taddl %eax, %ebx\n\tjne .L3\n\tret\n", "loops")
    assert structure.outside is not None
    assert [i.text for i in structure.outside.instructions] == ["nop", "ret"]


NESTED = ".L2:\n\tmovl $0, %eax\n.L3:\n\taddl %ebx, %eax\n\tdecl %ecx\n\tjne .L3\n\tdecl %edx\n\tjne .L2\n"


def test_nested_outer_loops_get_a_region_and_lens_of_their_own() -> None:
    structure, results = analysed(NESTED)
    inner, outer = structure.regions
    assert (inner.kind, inner.name, inner.header.line) == ("loop", "loop .L3 (lines 3-6)", 2)
    assert (outer.kind, outer.name, outer.header.line, outer.index) == ("outer", "outer loop .L2 (lines 1-8)", 0, 1)
    assert len(outer.instructions) == 6 and results[1].total_cycles > 0
    # The outer loop's lens says what its number is: one pass, inner loops once (not the loop's rate).
    steady = results[1].steady_cycles_per_iteration
    assert hover.lens_title(results[1], outer) == (
        f"outer loop as straight-line code · IPC {results[1].ipc:.2f} · {steady:.2f} cyc/pass (steady state)"
        f"{' · bound by ' + results[1].bottleneck if results[1].bottleneck else ''} · skylake · LLVM 22.1.8")  # the default release
    assert outer.straight_line and not inner.straight_line
    assert hover.lens_title(results[0], inner).startswith(f"IPC {results[0].ipc:.2f} · ")
    # The inner loop's lines keep the inner loop's numbers; the outer loop's own lines get its.
    assert structure.region_at_line(3) is inner and structure.region_at_line(6) is outer
    # The inner loop's back edge is a branch inside the outer loop: simulated as straight-line code.
    assert any(d.code == editor.BRANCH_IN_LOOP and d.span == outer.header and [r.span.line for r in d.related] == [5]
               for d in structure.diagnostics)


ARM = "\t.arch armv8-a\n\t.text\nloop:\n\tldr x1, [x0], #8\n\tadd x2, x2, x1\n\tsubs x3, x3, #1\n\tb.ne loop\n"
RISCV = "loop:\n\taddi a0, a0, 1\n\tbne a0, a1, loop\n"


def test_non_x86_input_is_flagged_once() -> None:
    """AArch64, RISC-V and 32-bit ARM go to the core with their triple (tests/test_server_target.py,
    tests/test_arm_editor.py); RISC-V on its default CPU (`generic`, no scheduling model) is one
    warning asking for a CPU; no x86 parse errors."""
    structure = editor.parse_structure(RISCV)
    assert [(d.code, d.span.line) for d in structure.diagnostics] == [(editor.TARGET_UNAVAILABLE, 1)]
    assert structure.diagnostics[0].message.startswith("choose a RISC-V CPU") and not structure.regions
    arm32 = "\t.syntax unified\n\t.arch armv7-a\n\t.thumb\nloop:\n\tadds r0, r0, #1\n\tbne loop\n"
    structure = editor.parse_structure(arm32)
    # Thumb on an A-profile architecture: thumbv7a on the A-profile default CPU, its loop analysed
    assert (structure.target.triple, structure.target_cpu, structure.diagnostics) == (
        "thumbv7a-none-eabi", "cortex-a57", [])
    assert [len(r.instructions) for r in structure.regions] == [2]
    codes = [d.code for d in editor.parse_structure(ARM).diagnostics]
    assert editor.NOT_X86 not in codes and not any(c.startswith("MCL1") for c in codes)


def test_no_x86_file_is_called_non_x86() -> None:
    aarch64 = (REPO / "tests" / "golden_aarch64", REPO / "tests" / "golden" / "aarch64_target",
               REPO / "tests" / "data" / "llvm22" / "aarch64", REPO / "tests" / "data" / "instruments" / "aarch64",
               REPO / "tests" / "golden_riscv", REPO / "tests" / "data" / "llvm22" / "riscv",  # RISC-V: not x86 either
               *(REPO / "tests" / "golden22" / cpu for cpu in ("neoverse-v3", "neoverse-n3", "cortex-x4")))
    other_editor_files = (REPO / "tests" / "editors" / "data" / "dot-aarch64-gcc.s",
                          REPO / "tests" / "editors" / "data" / "rvv-kernels.s",
                          REPO / "tests" / "editors" / "data" / "thumb2-loops.s")  # the e2e's AArch64, RISC-V and Thumb files
    files = [*EXAMPLES, *sorted(p for p in (REPO / "tests").glob("**/*.s")
                                if not any(a in p.parents for a in aarch64) and p not in other_editor_files)]
    assert len(files) > 50
    for path in files:
        structure = editor.parse_structure(path.read_text(errors="replace"))
        assert structure.target.target == "x86-64", (path, structure.target)
        assert not any(d.code in (editor.NOT_X86, editor.TARGET_UNAVAILABLE) for d in structure.diagnostics), path


def test_aarch64_compiler_output_is_called_aarch64() -> None:
    """The AArch64 acceptance goldens (gcc/clang cross output) are AArch64 files: never x86 parse
    errors; one MCL513 diagnostic while the core does not analyse AArch64, else its regions."""
    files = sorted((REPO / "tests" / "golden_aarch64").glob("*/*.s"))
    assert len(files) > 100
    for path in files[::12]:
        structure = editor.parse_structure(path.read_text(errors="replace"))
        assert structure.target.target == "aarch64", path
        assert not any(d.code.startswith("MCL1") or d.code == editor.NOT_X86 for d in structure.diagnostics), path


def test_hover_names_the_cpu_once_and_defines_its_waits() -> None:
    text = "imull %eax, %ebx\naddl %ebx, %ecx\n"
    structure = editor.parse_structure(text, "file")
    result = editor.analyze_region(structure.regions[0].key_text, editor.AnalysisOptions())
    markdown = hover.instruction_markdown(result.instructions[0], result, structure.regions[0])
    assert markdown.startswith("**`IMUL32rr`** · skylake\n")  # not "skylake (skylake)"
    assert "**mcalens · region 0 (whole file)** on **skylake**\n" in hover.region_markdown(result, structure.regions[0])
    # The timeline's average wait says it is over the timeline's 10 iterations, the waits below
    # over the whole run.
    assert "- average wait over the timeline's 10 iterations (llvm-mca's timeline view): " in markdown
    assert "why it waited (cycles one execution of the instruction waited, averaged over its 100 executions" in markdown


def test_a_timeline_cycle_past_the_window_is_not_shown_as_0() -> None:
    # llvm-mca leaves 0 where an instruction retires after the timeline's 80-cycle window.
    row = editor.TimelineRow(3, 75, 85, 85, 90, 0)
    assert hover.timeline_cells(row) == ["75", "85", "85", "90", "–"]
    assert hover.timeline_cells(editor.TimelineRow(0, 0, 0, 1, 4, 5)) == ["0", "0", "1", "4", "5"]


def test_a_queue_bound_lens_names_the_queue_and_how_full_it_is() -> None:
    # tests/golden/kernels/partial_regs.s on btver2: `mcalens -mcpu=btver2 --verdict` says "bound by
    # the JALU01 scheduler queue (SCHEDQ full in 85.8% of cycles)"; the lens said "a full queue".
    text = (REPO / "tests" / "golden" / "kernels" / "partial_regs.s").read_text(encoding="utf-8")
    structure = editor.parse_structure(text, "file")
    region = structure.regions[0]
    result = editor.analyze_region(region.key_text, editor.AnalysisOptions(cpu="btver2"))
    assert result.bottleneck_kind == "queue"
    assert result.bottleneck == "the JALU01 scheduler queue (full 86% of cycles)"
    assert "bound by the JALU01 scheduler queue (full 86% of cycles) · btver2" in hover.lens_title(result, region)
    calls = (REPO / "tests" / "golden" / "kernels" / "calls.s").read_text(encoding="utf-8")
    spec = editor.parse_structure(calls, "file").regions[0]
    rat = editor.analyze_region(spec.key_text, editor.AnalysisOptions(cpu="btver2"))
    assert rat.bottleneck == "the physical register file (full 61% of cycles)"
