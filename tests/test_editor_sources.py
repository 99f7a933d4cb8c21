"""The editor layer's source documents (analysis/editor/sources.py): what is compiled and when not,
the loop's line, label and per-line breakdown (the numbers `mcalens source` prints), compiler
messages as diagnostics, the assembly buffer and its line correlation, cancellation. Tests that
compile need `cc` on PATH and are skipped without it."""

from __future__ import annotations

import json
import shutil
import threading
from pathlib import Path

import pytest
from mcalens.analysis.diagnostics import Severity
from mcalens.analysis.editor import sources
from mcalens.analysis.editor.sources import (
    ASM_HEADER_LINES,
    SourceRequest,
    SourceSettings,
    SourceView,
    analyse_document,
    is_source_document,
    loop_markdown,
)
from mcalens.analysis.sources.compile import Cancellation, CompileCache, CompilerMessage

needs_cc = pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler (cc) on PATH")

SAXPY = """\
void saxpy(float *restrict y, const float *restrict x, float a, int n) {
    for (int i = 0; i < n; i++)
        y[i] += a * x[i];
}

double dot(const double *x, const double *y, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}
"""


def test_source_documents_by_language_id_or_file_name() -> None:
    assert is_source_document("file:///w/k.c", "c")
    assert is_source_document("file:///w/k.txt", "cpp")
    assert is_source_document("file:///w/lib.rs", None)
    assert is_source_document("file:///w/k.F90", "plaintext")
    assert not is_source_document("file:///w/k.s", "asm")
    assert not is_source_document("file:///w/k.py", "python")


def test_untrusted_or_disabled_compiles_nothing_and_says_why(tmp_path: Path) -> None:
    # a compiler that would leave a trace if it ran
    marker = tmp_path / "ran"
    script = tmp_path / "gcc"
    script.write_text(f"#!/bin/sh\ntouch {marker}\n")
    script.chmod(0o755)
    source = tmp_path / "k.c"
    source.write_text(SAXPY)
    untrusted = analyse_document(SourceRequest(str(source), SourceSettings(compiler=str(script)), trusted=False))
    assert untrusted.state == "stopped" and "not trusted" in untrusted.message
    assert "not trusted" in untrusted.lens_title()
    assert [d.code for d in untrusted.diagnostics] == [sources.CODE_NOT_COMPILED]
    off = analyse_document(SourceRequest(str(source), SourceSettings(enabled=False, compiler=str(script))))
    assert off.state == "stopped" and "mcalens.sources.enabled" in off.message
    assert not marker.exists()


def test_compiler_messages_land_on_this_files_lines_and_others_on_line_one(tmp_path: Path) -> None:
    path = str(tmp_path / "k.c")
    messages = (
        CompilerMessage("k.c", 3, 25, "error", "expected ';' before '}' token"),
        CompilerMessage("inc/k.h", 7, 1, "warning", "unused variable 'x'"),
        CompilerMessage(str(tmp_path / "k.c"), 1, 0, "note", "in function 'saxpy'"),
    )
    found = sources._compiler_diagnostics(messages, path, str(tmp_path))
    assert [(d.span.line, d.span.start, d.severity, d.code) for d in found] == [
        (2, 24, Severity.ERROR, "MCL701"), (0, 0, Severity.WARNING, "MCL701"), (0, 0, Severity.INFORMATION, "MCL701")]
    assert found[1].message == "inc/k.h:7: unused variable 'x'"


def test_view_correlation_both_ways() -> None:
    view = SourceView("/w/k.c", "ok", asm_source_lines=(-1, -1, -1, 4, 4, -1, 5))
    assert view.assembly_lines_for(4) == (3, 4)
    assert view.assembly_lines_for(9) == ()
    assert view.source_line_for(6) == 5
    assert view.source_line_for(0) == -1 and view.source_line_for(99) == -1


@needs_cc
def test_loops_on_their_for_lines_with_the_numbers_of_mcalens_source(tmp_path: Path) -> None:
    from mcalens.analysis.sources.cli import run

    source = tmp_path / "k.c"
    source.write_text(SAXPY)
    view = analyse_document(SourceRequest(str(source), SourceSettings(flags=("-O2",))))
    assert view.state == "ok", view.message
    assert [loop.line for loop in view.loops] == [1, 7]  # the two `for` lines, 0-based
    status, out, _ = run([str(source), "-json", "--", "-O2"])
    assert status == 0
    cli = json.loads(out)["Loops"]
    for loop, expected in zip(view.loops, cli, strict=True):
        assert loop.line + 1 == expected["Range"]["Start"]["Line"]
        assert loop.label.startswith(f"{expected['CyclesPerIteration']:.2f} cyc/iter · ")
        assert loop.label.endswith(" · skylake")
        assert loop.result.cpu == "skylake"
    assert view.loop_at(2) is view.loops[0] and view.loop_at(4) is None
    # the hover: instructions grouped by the source line they come from
    markdown = loop_markdown(view.loops[0], view, SAXPY.splitlines())
    assert "**line 3** `y[i] += a * x[i];`" in markdown and "**line 2** `for (int i = 0; i < n; i++)`" in markdown
    assert markdown.count("\n- `") == len(view.loops[0].result.instructions)
    # the assembly buffer: a directive naming target and CPU, then the compiler's text, mapped back
    lines = view.assembly.splitlines()
    assert lines[0] == "# mcalens: target=x86-64 mcpu=skylake"
    assert len(view.asm_source_lines) == len(lines)
    mapped = view.assembly_lines_for(2)
    assert mapped and all("\t" in lines[n] and not lines[n].lstrip().startswith(".") for n in mapped)
    loop = view.loops[0]
    assert ASM_HEADER_LINES <= loop.asm_first_line <= min(mapped) <= loop.asm_last_line
    assert all(view.source_line_for(n) == 2 for n in mapped)


@needs_cc
def test_the_flags_cpu_wins_over_the_editor_default_and_the_session_cpu_over_both(tmp_path: Path) -> None:
    source = tmp_path / "k.c"
    source.write_text(SAXPY)
    defaults = (("x86-64", "btver2"),)
    by_default = analyse_document(SourceRequest(str(source), SourceSettings(flags=("-O2",)), default_cpus=defaults))
    assert by_default.cpu == "btver2"
    by_flags = analyse_document(SourceRequest(str(source), SourceSettings(flags=("-O2", "-march=znver3")),
                                              default_cpus=defaults))
    assert by_flags.cpu == "znver3" and by_flags.assembly.startswith("# mcalens: target=x86-64 mcpu=znver3\n")
    chosen = analyse_document(SourceRequest(str(source), SourceSettings(flags=("-O2", "-march=znver3")),
                                            cpu="icelake-server", default_cpus=defaults))
    assert chosen.cpu == "icelake-server"


@needs_cc
def test_compile_errors_fail_with_diagnostics_and_no_loops(tmp_path: Path) -> None:
    source = tmp_path / "k.c"
    source.write_text(SAXPY.replace("y[i] += a * x[i];", "y[i] += a * x[i]"))
    view = analyse_document(SourceRequest(str(source), SourceSettings(flags=("-O2",))))
    assert view.state == "failed" and not view.loops and "failed" in view.message
    errors = [d for d in view.diagnostics if d.severity == Severity.ERROR]
    assert errors and errors[0].code == "MCL701" and errors[0].span.line in (2, 3)


@needs_cc
def test_cache_by_content_and_flags_and_cancellation(tmp_path: Path) -> None:
    source = tmp_path / "k.c"
    source.write_text(SAXPY)
    cache = CompileCache()
    request = SourceRequest(str(source), SourceSettings(flags=("-O2",)))
    first = analyse_document(request, cache=cache)
    again = analyse_document(request, cache=cache)
    assert not first.cached and again.cached and "cached" in again.lens_title()
    assert [loop.label for loop in again.loops] == [loop.label for loop in first.loops]
    other = analyse_document(SourceRequest(str(source), SourceSettings(flags=("-O3",))), cache=cache)
    assert not other.cached
    cancel = Cancellation()
    cancel.cancel()  # a newer save cancelled this compile before its compiler started
    cancelled = analyse_document(SourceRequest(str(source), SourceSettings(flags=("-O1",))), cancel, cache)
    assert cancelled.state == "failed" and "cancelled" in cancelled.message


def test_a_running_compile_is_killed_by_its_cancellation(tmp_path: Path) -> None:
    # a "compiler" that never finishes: the cancellation must end it long before its time budget
    script = tmp_path / "cc"
    script.write_text("#!/bin/sh\nif [ \"$1\" = -dumpmachine ]; then echo x86_64-linux-gnu; exit 0; fi\nsleep 60\n")
    script.chmod(0o755)
    source = tmp_path / "k.c"
    source.write_text(SAXPY)
    cancel = Cancellation()
    timer = threading.Timer(0.5, cancel.cancel)
    timer.start()
    try:
        view = analyse_document(SourceRequest(str(source), SourceSettings(compiler=str(script), timeout=30)), cancel)
    finally:
        timer.cancel()
    assert view.state == "failed" and "cancelled" in view.message
    assert view.compile_seconds < 10


@needs_cc
def test_a_cancellation_after_the_compile_skips_the_analysis(tmp_path: Path) -> None:
    # a newer save cancelled this one while its compile was finishing: its (possibly long) analysis
    # must not run, the result would be dropped anyway
    source = tmp_path / "k.c"
    source.write_text(SAXPY)
    cache = CompileCache()
    analyse_document(SourceRequest(str(source), SourceSettings(flags=("-O2",))), cache=cache)  # now cached
    cancel = Cancellation()
    cancel.cancel()  # a cached compile never attaches a process: only the check after it can stop it
    view = analyse_document(SourceRequest(str(source), SourceSettings(flags=("-O2",))), cancel, cache)
    assert view.state == "failed" and view.message == "cancelled" and view.cached and not view.loops


def test_source_text_with_backticks_stays_one_code_span() -> None:
    # a source line is file content: a backtick in it (a string, a comment) must not end the span early
    assert sources._code("y[i] += a;") == "`y[i] += a;`"
    assert sources._code('puts("`x`");') == '``puts("`x`");``'
    assert sources._code("``a") == "``` ``a ```"


RUST = """\
pub fn saxpy(y: &mut [f32], x: &[f32], a: f32) {
    for (yi, xi) in y.iter_mut().zip(x) {
        *yi += a * xi;
    }
}
"""

FORTRAN = """\
subroutine saxpy(n, a, x, y)
  integer, intent(in) :: n
  real, intent(in) :: a, x(n)
  real, intent(inout) :: y(n)
  integer :: i
  do i = 1, n
    y(i) = y(i) + a * x(i)
  end do
end subroutine saxpy
"""


@pytest.mark.parametrize(("name", "text", "flags", "compiler"), [
    ("k.rs", RUST, ("-O",), "rustc"), ("k.f90", FORTRAN, ("-O2",), "gfortran")])
def test_rust_and_fortran_loops_as_mcalens_source_places_them(tmp_path: Path, name: str, text: str,
                                                              flags: tuple[str, ...], compiler: str) -> None:
    if shutil.which(compiler) is None:
        pytest.skip(f"no {compiler} on PATH")
    from mcalens.analysis.sources.cli import run

    source = tmp_path / name
    source.write_text(text)
    view = analyse_document(SourceRequest(str(source), SourceSettings(flags=flags)))
    assert view.state == "ok", view.message
    status, out, _ = run([str(source), "-json", "--", *flags])
    assert status == 0
    cli = json.loads(out)["Loops"]
    assert view.loops and [loop.line + 1 for loop in view.loops] == [c["Range"]["Start"]["Line"] for c in cli]
    assert [loop.label.split(" cyc/iter")[0] for loop in view.loops] == [f"{c['CyclesPerIteration']:.2f}" for c in cli]
    assert all(0 <= loop.line < len(text.splitlines()) for loop in view.loops)


@needs_cc
def test_a_loop_with_an_instruction_mcalens_cannot_read_says_so(tmp_path: Path) -> None:
    # `mcalens source` refuses the file; the editor shows the other instructions' numbers, as for an
    # assembly document, and the label and hover name what was left out (never a silent number)
    source = tmp_path / "u.c"
    source.write_text(SAXPY.replace("        y[i] += a * x[i];", '        { __asm__ volatile("frobnicate %eax");'
                                                                   " y[i] += a * x[i]; }"))
    view = analyse_document(SourceRequest(str(source), SourceSettings(flags=("-O2",))))
    assert view.state == "ok", view.message
    loop = view.loops[0]
    total = len(loop.result.instructions) + 1
    assert loop.label.endswith(f" · skylake · 1 of {total} instructions not analysed")
    assert len(loop.not_analysed) == 1
    assert "frobnicate" in view.assembly.splitlines()[loop.not_analysed[0]]
    markdown = loop_markdown(loop, view, source.read_text().splitlines())
    assert f"not analysed (left out of these numbers): assembly line {loop.not_analysed[0] + 1} " in markdown
    assert all(not lp.not_analysed and "not analysed" not in lp.label for lp in view.loops[1:])


@needs_cc
def test_a_save_reuses_the_loop_results_and_renders_a_report_when_asked(tmp_path: Path) -> None:
    source = tmp_path / "k.c"
    source.write_text(SAXPY)
    cache = CompileCache()
    request = SourceRequest(str(source), SourceSettings(flags=("-O2",)))
    first = analyse_document(request, cache=cache)
    again = analyse_document(request, cache=cache)
    assert first.state == again.state == "ok" and len(first.loops) == len(again.loops) == 2
    # a save shows hints: no loop's report text is rendered until the report is asked for
    assert all(loop.result.report_text == "" for loop in first.loops)
    # the loops came from the region cache: their results are the earlier save's, not made again
    assert all(a.result is b.result for a, b in zip(first.loops, again.loops, strict=True))
    text = sources.report_text(first.loops[0], first)
    assert text.startswith("# mcalens: k.c:2: ")
    assert "Iterations:        100" in text and "Timeline view:" in text and "Resource pressure by instruction:" in text
    assert text == sources.report_text(again.loops[0], again)


def test_the_assembly_buffer_maps_instruction_lines_whatever_the_line_breaks(tmp_path: Path) -> None:
    from mcalens.analysis.sources.analyse import SourceAnalysis
    from mcalens.analysis.sources.compile import Compilation

    path = str(tmp_path / "k.c")
    lines = ['\t.file 1 "k.c"', "\t.file 2 \"k.h\"", "f:", "\t.loc 1 3 5", "\tnop", "# c", ".L2:",
             "\t.loc 1 4 1 is_stmt 0", "\taddl $1, %eax  # x", "\t.p2align 4", "// d", "; e", "\t.loc 2 9 1",
             "\tjne .L2", "\t.loc 1 0 0", "\tret", "x: ", "\u00a0 .loc 1 7 1", "\u00a0 nop", ""]
    expected = (-1, -1, *(-1, -1, -1, -1, 2, -1, -1, -1, 3, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6))
    result = SourceAnalysis(Compilation(None, None), cpu="skylake")
    for ending in ("\n", "\r\n"):
        for final in ("", ending):
            assembly = ending.join(lines[:-1]) + final
            text, per_line = sources._assembly_buffer(assembly, result, "x86-64", path)
            assert per_line == expected[:len(per_line)] and len(per_line) == ASM_HEADER_LINES + len(lines) - 1
            assert text.split("\n")[ASM_HEADER_LINES:] == lines[:-1]
