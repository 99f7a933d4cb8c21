"""Source documents (C, C++, Fortran, Rust) in the editor: a saved file compiled and its loops as
plain data, without LSP.

`analyse_document` runs `mcalens source`'s steps (analysis/sources: the compile plan with its flag
sanitising, the compiler as a subprocess with a time budget and a `Cancellation`, the
`--auto-regions --verdict` analysis of the assembly) and returns a `SourceView`: per loop its first
source line, the hint label ("2.00 cyc/iter · bound by p0/p1 · skylake"), a `RegionResult` with
each instruction's facts (the numbers an assembly document's region shows), and the source lines
its instructions come from; the compiler's messages as diagnostics on the source; the generated
assembly as the text of a live assembly buffer (a `# mcalens:` first line names its target and CPU,
so that the buffer's own analysis is the same run) and the line correlation both ways.

Nothing is compiled when the request says so (`SourceRequest.trusted` False: an untrusted
workspace; `SourceSettings.enabled` False): the view is "stopped" and says why. A compile runs
only a compiler executable, never a shell (analysis/sources/command.py decides which, and which
flags pass); Cargo (which runs build scripts) only with `SourceSettings.cargo`.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, field

from ..diagnostics import Diagnostic, Severity
from ..machine.model import CpuModel
from ..source import Span
from ..sources.analyse import LoopResult, SourceAnalysis, SourceOptions, analyse_source
from ..sources.command import EXTENSIONS, PlanRequest
from ..sources.compile import Cancellation, CompileCache, CompilerMessage
from ..views.report import RegionReport
from . import core
from .results import AnalysisOptions, InstrResult, RegionResult, region_report_text, result_of_region
from .structure import split_lines
from .targets import AARCH64, X86_64

log = logging.getLogger(__name__)

# The editors' language ids of source documents (VS Code's, Neovim's filetypes, the Modern Fortran
# extension's); a document is also a source document by its file name (command.EXTENSIONS).
LANGUAGE_IDS = frozenset({"c", "cpp", "c++", "rust", "fortran", "fortran90", "fortranfreeform",
                          "fortranfixedform", "fortran_free-form", "fortran_fixed-form"})

# Stable codes of the compile's diagnostics (MCL7xx: compiling a source file).
CODE_COMPILER_MESSAGE = "MCL701"  # a positioned message of the compiler (error, warning, note)
CODE_COMPILE_FAILED = "MCL702"  # the compile did not produce assembly, or its analysis failed
CODE_NOT_COMPILED = "MCL703"  # nothing was compiled: why (untrusted workspace, turned off, ...)

ASM_HEADER_LINES = 2  # the `mcalens:` directive line and the "generated from" line of `SourceView.assembly`
DEFAULT_SOURCE_TIMEOUT = 60.0  # seconds: the editor's time budget for one compile

_SEVERITY = {"error": Severity.ERROR, "warning": Severity.WARNING, "note": Severity.INFORMATION}


def is_source_document(path: str, language_id: str | None = None) -> bool:
    """A C, C++, Fortran or Rust document, by its editor language id or else its file name."""
    if language_id and language_id.lower() in LANGUAGE_IDS:
        return True
    ext = os.path.splitext(path)[1]
    return ext in EXTENSIONS or ext.lower() in EXTENSIONS


@dataclass(frozen=True, slots=True)
class SourceSettings:
    """`mcalens.sources.*`: whether saved source documents are compiled, and how."""

    enabled: bool = True
    compiler: str = ""  # "" = the compile_commands.json entry's compiler, else the language's default on PATH
    flags: tuple[str, ...] = ()  # after the compile_commands.json entry's flags (mcalens source's `-- FLAGS`)
    compile_commands: str = ""  # the directory of compile_commands.json ("" = found as clangd finds it)
    cargo: bool = False  # Rust in a Cargo package through `cargo rustc` (runs the package's build scripts)
    timeout: float = DEFAULT_SOURCE_TIMEOUT


@dataclass(frozen=True, slots=True)
class SourceRequest:
    """One compile of a saved document and the analysis options its loops get."""

    path: str
    settings: SourceSettings = field(default_factory=SourceSettings)
    trusted: bool = True  # the workspace is trusted (False: nothing is compiled)
    cpu: str = ""  # the session's choice for this file (mcalens.setCpu): wins over the compiler flags
    default_cpus: tuple[tuple[str, str], ...] = ()  # (target, CPU) when neither cpu nor the flags name one
    options: AnalysisOptions = field(default_factory=AnalysisOptions)  # iterations, models, release
    environment_path: str | None = None  # PATH to find compilers on (None: the server's)


@dataclass(frozen=True, slots=True)
class SourceLoop:
    """One innermost loop (or marked region) of the compiled file."""

    index: int  # the region's index in the assembly's report
    name: str  # the assembly region's name ("loop .L3 (lines 27-42)")
    line: int  # 0-based line of this file the loop is shown on (-1: the compiler placed it nowhere here)
    column: int  # 0-based
    end_line: int  # 0-based last line of this file its instructions come from
    function: str  # the enclosing function's assembly symbol
    label: str  # the hint: "2.00 cyc/iter · bound by p0/p1 · skylake"
    result: RegionResult
    # (0-based line of this file, or -1 for another file or none; positions in result.instructions),
    # in the order the lines first appear in the loop
    by_line: tuple[tuple[int, tuple[int, ...]], ...]
    other_files: tuple[str, ...]  # per instruction: the file its line is in when not this one, else ""
    asm_first_line: int  # 0-based lines of SourceView.assembly
    asm_last_line: int
    # assembly lines of the loop mcalens could not analyse (an unknown instruction, inline assembly
    # it cannot read): left out of the numbers, which the label and hover then say (0-based, buffer lines)
    not_analysed: tuple[int, ...] = ()
    # the region's report, rendered as text only when the loop's report is asked for (`report_text`):
    # a save shows hints for every loop and reports for none
    report: RegionReport | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class SourceView:
    """What the editor shows for one compile of a source document."""

    path: str
    state: str  # "ok" | "failed" (the compiler or the analysis failed) | "stopped" (nothing compiled)
    message: str = ""  # why, when not "ok"
    loops: tuple[SourceLoop, ...] = ()
    diagnostics: tuple[Diagnostic, ...] = ()  # on this file's lines
    assembly: str = ""  # the generated assembly with ASM_HEADER_LINES lines in front ("" without)
    asm_source_lines: tuple[int, ...] = ()  # per line of `assembly`: the 0-based line of this file, -1 none
    cpu: str = ""
    target: str = ""  # X86_64 | AARCH64 ("" when not compiled)
    triple: str = ""
    command: str = ""  # the compiler command as run
    compile_seconds: float = 0.0
    analysis_seconds: float = 0.0  # mcalens' own time: the analysis of the assembly and the loops' results
    analysis_cpu_seconds: float = 0.0  # the same in CPU time of its thread
    cached: bool = False  # the compile came from the cache (same content and flags)
    notes: tuple[str, ...] = ()
    release: str = ""  # "LLVM 22.1.8" (core.release_label)

    def loop_at(self, line: int) -> SourceLoop | None:
        """The innermost loop whose lines hold `line` (the one starting last, as loops nest)."""
        found = [loop for loop in self.loops if loop.line >= 0 and loop.line <= line <= loop.end_line]
        return max(found, key=lambda loop: (loop.line, -loop.end_line)) if found else None

    def assembly_lines_for(self, line: int) -> tuple[int, ...]:
        """The 0-based lines of `assembly` whose instructions come from this file's `line`."""
        return tuple(number for number, source in enumerate(self.asm_source_lines) if source == line)

    def source_line_for(self, asm_line: int) -> int:
        """The 0-based line of this file an assembly line comes from (-1: none, or another file)."""
        return self.asm_source_lines[asm_line] if 0 <= asm_line < len(self.asm_source_lines) else -1

    def lens_title(self) -> str:
        """The line-0 lens: what was compiled for which CPU, or what stopped it."""
        if self.state == "stopped":
            return f"mcalens: not compiled: {self.message}"
        if self.state == "failed":
            return f"mcalens: {self.message}"
        loops = f"{len(self.loops)} loop{'s' if len(self.loops) != 1 else ''}"
        timing = "cached" if self.cached else f"compiled in {self.compile_seconds:.2f} s"
        return f"mcalens: {loops} · {self.cpu} · {self.release} · {timing}"


def input_key(request: SourceRequest) -> str:
    """What a view was computed from, as far as the editor knows it: the saved file's bytes and the
    whole request (settings, trust, CPU, options). Equal keys give equal views (headers aside, as
    with the compile cache), so a save without changes or a settings refresh that changed nothing
    reuses the last view instead of analysing every loop again."""
    digest = hashlib.sha256(repr(request).encode("utf-8", "replace"))
    try:
        with open(request.path, "rb") as handle:
            digest.update(handle.read())
    except OSError:
        digest.update(b"\0<unreadable>")
    return digest.hexdigest()


def stopped(path: str, why: str) -> SourceView:
    """A view of a document that is not compiled, saying why (on line 1 as an information)."""
    return SourceView(path, "stopped", why,
                      diagnostics=(Diagnostic(Span(0, 0, 0), Severity.INFORMATION, CODE_NOT_COMPILED,
                                              f"mcalens: not compiled: {why}"),))


def analyse_document(request: SourceRequest, cancel: Cancellation | None = None,
                     cache: CompileCache | None = None) -> SourceView:
    """Compile the saved file and analyse its loops; never raises (a failure is a "failed" view)."""
    if not request.trusted:
        return stopped(request.path, "this workspace is not trusted (mcalens runs no compiler in an untrusted "
                                     "workspace; trust it to see each loop's cycles)")
    if not request.settings.enabled:
        return stopped(request.path, "compiling source files is off (mcalens.sources.enabled)")
    try:
        return _analyse(request, cancel, cache)
    except Exception as exc:  # a bug: say so on the document, keep the server alive
        log.exception("analysing %s failed", request.path)
        return SourceView(request.path, "failed", f"internal error in mcalens ({type(exc).__name__}: {exc})",
                          diagnostics=(Diagnostic(Span(0, 0, 0), Severity.ERROR, CODE_COMPILE_FAILED,
                                                  f"internal error in mcalens ({type(exc).__name__}: {exc}); "
                                                  "this is a bug, the traceback is in the server log"),))


def _analyse(request: SourceRequest, cancel: Cancellation | None, cache: CompileCache | None) -> SourceView:
    settings = request.settings
    options = request.options
    plan_request = PlanRequest(path=request.path, compiler=settings.compiler,
                               compile_commands_dir=settings.compile_commands, flags=settings.flags,
                               cargo=settings.cargo, environment_path=request.environment_path)
    source_options = SourceOptions(
        cpu=request.cpu, timeout=settings.timeout, default_cpus=request.default_cpus,
        analysis=core.source_options(iterations=options.iterations, timeline_iterations=options.timeline_iterations,
                                     model_dirs=options.model_path, llvm_version=options.llvm_version))
    result = analyse_source(plan_request, source_options, cancel=cancel, cache=cache)
    return view_of(request, result)


def view_of(request: SourceRequest, result: SourceAnalysis) -> SourceView:
    """A `SourceAnalysis` (analysis/sources) as the editor shows it."""
    path = os.path.abspath(request.path)
    compiled = result.compilation.result
    plan = result.compilation.plan
    cwd = plan.cwd if plan is not None else os.path.dirname(path)
    diagnostics = list(_compiler_diagnostics(compiled.messages if compiled is not None else (), path, cwd))
    common = {
        "command": " ".join(plan.argv) if plan is not None else "",
        "compile_seconds": compiled.seconds if compiled is not None else 0.0,
        "cached": bool(compiled is not None and compiled.cached),
        "notes": tuple(result.notes),
        "release": core.release_label(request.options.llvm_version),
    }
    analysis = result.analysis
    if result.error or analysis is None or analysis.failed:
        message = result.error or next((m for m in (analysis.messages if analysis else []) if "error" in m),
                                       "the analysis of the generated assembly failed")
        if not any(d.severity == Severity.ERROR for d in diagnostics):
            diagnostics.append(Diagnostic(Span(0, 0, 0), Severity.ERROR, CODE_COMPILE_FAILED, f"mcalens: {message}"))
        return SourceView(path, "failed", message, diagnostics=tuple(diagnostics), **common)  # type: ignore[arg-type]
    target = X86_64 if result.triple.startswith(("x86_64", "i386", "i486", "i586", "i686")) else AARCH64
    started, started_cpu = time.perf_counter(), time.thread_time()
    assembly, per_line = _assembly_buffer(compiled.assembly if compiled is not None else "", result, target, path)
    options = AnalysisOptions(cpu=result.cpu, iterations=request.options.iterations,
                              timeline_iterations=request.options.timeline_iterations,
                              model_path=request.options.model_path, llvm_version=request.options.llvm_version)
    loops = []
    model = analysis.model
    for loop in result.loops:
        region = analysis.regions[loop.index]
        if model is None:
            continue
        region_result = _loop_result(region, model, options)
        skipped = tuple(line + ASM_HEADER_LINES for line in region.report.skipped_lines)
        loops.append(_loop(loop, region_result, path, result.cpu, skipped, region.report))
    return SourceView(path, "ok", loops=tuple(loops), diagnostics=tuple(diagnostics), assembly=assembly,
                      asm_source_lines=per_line, cpu=result.cpu, target=target, triple=result.triple,
                      analysis_seconds=result.analysis_seconds + (time.perf_counter() - started),
                      analysis_cpu_seconds=result.analysis_cpu_seconds + (time.thread_time() - started_cpu),
                      **common)  # type: ignore[arg-type]


# Loop results made before, by the loop's views: a save whose loops came from the analysis' region
# cache (analysis/sources LOOP_CACHE) gets the very view objects of the earlier analysis back, so the
# RegionResult made from them then is this one too (same texts, instruments, model and options).
_RESULTS_SIZE = 1024
_results: OrderedDict[tuple[object, ...], tuple[tuple[object, ...], RegionResult]] = OrderedDict()
_results_lock = threading.Lock()


def _loop_result(region: core.RegionAnalysis, model: CpuModel, options: AnalysisOptions) -> RegionResult:
    """`result_of_region` of a compiled source's loop (its report text made when asked), reused from
    an earlier save when the region's views are the same objects."""
    views = tuple(region.report.views.values())
    key = (tuple(id(view) for view in views), tuple(region.texts), repr(region.instrument_settings), id(model),
           options)
    with _results_lock:
        found = _results.get(key)
        if found is not None and all(a is b for a, b in zip(found[0], views, strict=True)):
            _results.move_to_end(key)
            return found[1]
    made = result_of_region(region, model, options, list(range(len(region.instructions))), report_text=False)
    with _results_lock:
        # (the views are kept with the result: their ids stay theirs while the entry lives)
        _results[key] = (views, made)
        while len(_results) > _RESULTS_SIZE:
            _results.popitem(last=False)
    return made


def _same_file(name: str, path: str, cwd: str) -> bool:
    """Whether a file as the compiler spells it (relative to its directory, or absolute) is `path`."""
    candidate = os.path.normpath(os.path.join(cwd, name))
    if candidate == path:
        return True
    try:
        return os.path.samefile(candidate, path)
    except OSError:
        return os.path.basename(name) == os.path.basename(path)


def _compiler_diagnostics(messages: tuple[CompilerMessage, ...], path: str, cwd: str) -> list[Diagnostic]:
    """Messages on this file at their line and column; those on other files (headers) on line 1,
    naming where they are."""
    found = []
    for message in messages[:200]:
        severity = _SEVERITY.get(message.severity, Severity.INFORMATION)
        if _same_file(message.file, path, cwd):
            line = max(0, message.line - 1)
            column = max(0, message.column - 1)
            found.append(Diagnostic(Span(line, column, column), severity, CODE_COMPILER_MESSAGE, message.message))
        else:
            found.append(Diagnostic(Span(0, 0, 0), severity, CODE_COMPILER_MESSAGE,
                                    f"{message.file}:{message.line}: {message.message}"))
    return found


def _assembly_buffer(assembly: str, result: SourceAnalysis, target: str, path: str
                     ) -> tuple[str, tuple[int, ...]]:
    """The assembly as a live buffer shows it: a `mcalens:` directive naming the target and CPU the
    source was analysed for (so the buffer's own analysis is the same), a line saying where it came
    from, then the compiler's text; and each line's 0-based source line in this file."""
    comment = "//" if target == AARCH64 else "#"
    command = " ".join(result.compilation.plan.argv) if result.compilation.plan is not None else ""
    header = [f"{comment} mcalens: target={target} mcpu={result.cpu}",
              f"{comment} generated from {os.path.basename(path)} by mcalens on save: {command[:300]}"]
    from ..frontend.debug_lines import locations_in_force, plain_lines

    plain = plain_lines(assembly)
    if plain:  # (the lines `split_lines` gives, counted rather than made)
        count = assembly.count("\n") + (1 if assembly and not assembly.endswith("\n") else 0)
        text = "\n".join(header) + ("\n" + assembly.removesuffix("\n") if assembly else "")
        lines: list[str] = []
    else:
        lines = split_lines(assembly)
        if lines and lines[-1] == "":
            lines.pop()  # the final newline ends the last line; it starts none
        count = len(lines)
        text = "\n".join(header + lines)
    # the positions the loops were placed with (the same lines when `\n` is the only line break)
    in_force = (result.line_locations if plain and len(result.line_locations) == count
                else locations_in_force(lines if not plain else assembly.splitlines()))
    plan = result.compilation.plan
    cwd = plan.cwd if plan is not None else os.path.dirname(path)
    verdicts: dict[str, bool] = {}
    per_line: list[int] = [-1] * (ASM_HEADER_LINES + count)
    # only instruction lines map (directives and labels carry the position in force, not code)
    if plain:
        numbered = _instruction_lines(assembly)
    else:
        numbered = (number for number, line in enumerate(lines) if _is_instruction_line(line))
    for number in numbered:
        location = in_force[number] if number < len(in_force) else None
        if location is None:
            continue
        if location.file not in verdicts:
            verdicts[location.file] = _same_file(location.file, path, cwd)
        if verdicts[location.file] and location.line > 0:
            per_line[ASM_HEADER_LINES + number] = location.line - 1
    return text, tuple(per_line)


# An instruction line as `_is_instruction_line` decides, found in a whole text with `\n` line breaks
# only (`[^\S\n]`: the whitespace `str.lstrip` strips inside a line).
_INSTRUCTION_LINE = re.compile(r"^[^\S\n]*(?![.#;]|//)\S[^\n]*(?<!:)$", re.MULTILINE)


def _is_instruction_line(line: str) -> bool:
    """Not empty, a directive, a comment or a label: a line whose `.loc` position is an instruction's."""
    stripped = line.lstrip()
    return bool(stripped) and not stripped.startswith((".", "#", "//", ";")) and not stripped.endswith(":")


def _instruction_lines(text: str) -> list[int]:
    """The 0-based numbers of the lines `_is_instruction_line` accepts, for a text whose only line
    break is `\n` (one scan of the text: gcc's -g output is mostly DWARF data and `.loc` lines)."""
    found = []
    line, position = 0, 0
    for match in _INSTRUCTION_LINE.finditer(text):
        line += text.count("\n", position, match.start())
        position = match.start()
        found.append(line)
    return found


def _loop(loop: LoopResult, result: RegionResult, path: str, cpu: str, skipped: tuple[int, ...],
          report: RegionReport | None = None) -> SourceLoop:
    location = loop.location
    here = location is not None and os.path.basename(location.file) == os.path.basename(path)
    by_line: dict[int, list[int]] = {}
    others = []
    for position, where in enumerate(loop.instruction_locations):
        inside = where is not None and os.path.basename(where.file) == os.path.basename(path) and where.line > 0
        line = where.line - 1 if where is not None and inside else -1
        others.append(where.file if where is not None and not inside else "")
        by_line.setdefault(line, []).append(position)
    return SourceLoop(
        index=loop.index, name=loop.name,
        line=location.line - 1 if here and location is not None else -1,
        column=max(0, location.column - 1) if here and location is not None else 0,
        end_line=loop.end_line - 1 if here else -1,
        function=loop.function, label=loop_label(result, cpu, len(skipped)), result=result,
        by_line=tuple((line, tuple(positions)) for line, positions in by_line.items()),
        other_files=tuple(others),
        asm_first_line=loop.asm_first_line - 1 + ASM_HEADER_LINES,
        asm_last_line=loop.asm_last_line - 1 + ASM_HEADER_LINES,
        not_analysed=skipped,
        report=report,
    )


def loop_label(result: RegionResult, cpu: str, not_analysed: int = 0) -> str:
    """"2.00 cyc/iter · bound by p0/p1 · skylake": the steady-state cycles per iteration (the
    verdict's, as `mcalens source` prints), the bottleneck as an assembly region's lens names it;
    "· 1 of 8 instructions not analysed" when some were left out (`mcalens source` refuses such a
    loop; the editor shows the rest's numbers, as for an assembly document, and says so)."""
    if result.error:
        return f"mcalens: {result.error}"
    cycles = result.steady_cycles_per_iteration or result.cycles_per_iteration
    parts = [f"{cycles:.2f} cyc/iter"]
    if result.bottleneck:
        parts.append(f"bound by {result.bottleneck}")
    parts.append(cpu)
    if not_analysed:
        total = len(result.instructions) + not_analysed
        parts.append(f"{not_analysed} of {total} instructions not analysed")
    return " · ".join(parts)


def _code(text: str) -> str:
    """`text` as a Markdown code span whatever backticks it holds (a delimiter longer than its
    longest run of them, padded when it starts or ends with one)."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def _instruction_line(instr: InstrResult, result: RegionResult) -> str:
    units = ", ".join(f"{unit} {cycles:.2f}" for unit, cycles in instr.pressure)
    mark = " ▲" if instr.on_bottleneck else ""
    return (f"- {_code(instr.text.replace(chr(9), ' '))} · {instr.uops} uop{'s' if instr.uops != 1 else ''} · lat {instr.latency} · "
            f"rthr {instr.rthroughput:.2f}{' · ' + units if units else ''}{mark}")


def loop_markdown(loop: SourceLoop, view: SourceView, source_lines: list[str]) -> str:
    """The hover of a loop: its numbers and verdict, then each instruction grouped by the source
    line it comes from (in the order the lines first appear in the loop)."""
    result = loop.result
    where = f"line {loop.line + 1}" if loop.line >= 0 else "no line of this file"
    head = [f"**mcalens** · loop at {where} in {_code(loop.function or '?')} · {loop.label} · {view.release}", ""]
    if loop.not_analysed:
        lines = ", ".join(str(n + 1) for n in loop.not_analysed[:10])
        head += [f"⚠ not analysed (left out of these numbers): assembly line{'s' if len(loop.not_analysed) > 1 else ''} "
                 f"{lines} of Show Assembly", ""]
    if result.verdict:
        head += [result.verdict, ""]
    head.append(f"IPC {result.ipc:.2f} · {result.iterations} iterations · {result.total_cycles} cycles · "
                f"block RThroughput {result.block_rthroughput:.2f}")
    body = []
    for line, positions in loop.by_line:
        if line >= 0:
            text = source_lines[line].strip() if line < len(source_lines) else ""
            body += ["", f"**line {line + 1}** {_code(text[:80])}" if text else f"**line {line + 1}**"]
        else:
            files = sorted({loop.other_files[p] for p in positions if loop.other_files[p]})
            body += ["", f"**from {', '.join(os.path.basename(f) for f in files)}**" if files else "**no source line**"]
        for position in positions:
            instr = result.at(position)
            if instr is not None:
                body.append(_instruction_line(instr, result))
    return "\n".join(head + body)


def report_text(loop: SourceLoop, view: SourceView) -> str:
    """The loop's report: where it is, how it was compiled, then the CLI's views of its region."""
    where = f"{os.path.basename(view.path)}:{loop.line + 1}" if loop.line >= 0 else os.path.basename(view.path)
    head = [f"# mcalens: {where}: {loop.label} ({loop.function})",
            f"# compiled with: {view.command}",
            f"# target {view.triple}, -mcpu={view.cpu}, {view.release}; assembly lines "
            f"{loop.asm_first_line + 1}-{loop.asm_last_line + 1} of Show Assembly",
            ""]
    if loop.result.verdict:
        head += [f"Verdict: {loop.result.verdict}", ""]
    text = loop.result.report_text or (region_report_text(loop.report) if loop.report is not None else "")
    return "\n".join(head) + text
