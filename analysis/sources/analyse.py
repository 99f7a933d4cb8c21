"""Source file -> per-loop results on source lines: compile (compile.py), then the same `api.analyze`
call `mcalens --auto-regions --verdict` makes on the assembly, so the numbers are equal by construction.

Plain data for the CLI and the editor: `analyse_source` composes the steps; `analyse_assembly` is
the analysis alone (an editor that compiled in the background calls it with the result's text).
A loop's source line comes from the `.loc` lines of its instructions (frontend/debug_lines.py): the
first that starts a statement in the enclosing function's own source, else the closing branch's
(`loop_location` has the rules and why). Its source range runs over the lines of its instructions in
that same file.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
import time
from bisect import bisect_right
from dataclasses import dataclass, field, replace

from ..api import SKIP_ANY, SKIP_PARSE_FAILURE, Analysis, AnalysisOptions, RegionCache, analyze, list_cpus
from ..frontend.debug_lines import DebugLocation, locations_in_force
from .command import CommandError, CompilePlan, PlanRequest, mcalens_triple
from .compile import (
    DEFAULT_TIMEOUT,
    Cancellation,
    Compilation,
    CompileCache,
    compile_to_asm,
    compiler_triple,
)
from .debug_sections import blank_debug_data, editor_text
from .plan import plan_compile

# A label at the start of a line (`name:`), and the `.type name, @function` declarations (ELF).
_LABEL = re.compile(r"^\s*(?P<name>[A-Za-z_$.][\w$.@]*|\"[^\"]+\"):")
_FUNCTION_TYPE = re.compile(r"^\s*\.type\s+(?P<name>[^,\s]+)\s*,\s*[@%]function")

# Loops simulated before, across the saves of source files: a save that changes one function
# simulates only the loops whose instructions changed. The key is a loop's resolved instructions, CPU, model and options (api.RegionCache).
# (lz4.c's 292 loops with their traces held about 100 MB: the bound keeps it to a few hundred MB.)
LOOP_CACHE = RegionCache(size=1024)


@dataclass(frozen=True, slots=True)
class SourceOptions:
    """The analysis side: CPU ("" = the CPU the compiler flags name when mcalens has a model for it,
    else the target's default) and llvm-mca's options (auto regions and the verdict are always on)."""

    cpu: str = ""
    analysis: AnalysisOptions = field(default_factory=AnalysisOptions)
    timeout: float = DEFAULT_TIMEOUT
    # (target name, CPU) used when neither `cpu` nor the compiler flags choose one: the editor's
    # mcalens.cpu / mcalens.aarch64.cpu settings (target names as target_detect spells them).
    default_cpus: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class LoopResult:
    """One innermost loop (or marked region) with its place in the source and in the assembly."""

    index: int  # the region's index in `SourceAnalysis.analysis.regions` / the report
    name: str  # the region's name ("loop .L3 (lines 27-42)", or a marker's name)
    kind: str  # "loop" | "region" (LLVM-MCA-BEGIN/END markers)
    location: DebugLocation | None  # `.loc` of the first statement instruction (None: the compiler gave none)
    end_line: int  # last source line of the loop's instructions in location.file (0 without location)
    asm_first_line: int  # 1-based lines of the region in the assembly
    asm_last_line: int
    function: str  # the enclosing function's (assembly) symbol, "" when none precedes it
    cycles_per_iteration: float | None  # steady state, as the verdict computes it (None: not simulated)
    total_cycles: int | None
    iterations: int | None
    block_rthroughput: float | None
    bound: str  # the verdict's first clause ("bound by dispatch width")
    verdict: str  # the whole verdict line
    instruction_locations: tuple[DebugLocation | None, ...] = ()  # per instruction of the region

    def to_json(self) -> dict[str, object]:
        loc = self.location
        return {
            "Region": self.index, "Name": self.name, "Kind": self.kind,
            "File": loc.file if loc else None,
            "Range": ({"Start": {"Line": loc.line, "Column": loc.column}, "End": {"Line": self.end_line}}
                      if loc else None),
            "AssemblyLines": [self.asm_first_line, self.asm_last_line],
            "Function": self.function,
            "CyclesPerIteration": None if self.cycles_per_iteration is None else round(self.cycles_per_iteration, 3),
            "TotalCycles": self.total_cycles, "Iterations": self.iterations,
            "BlockRThroughput": self.block_rthroughput,
            "Bound": self.bound, "Verdict": self.verdict,
            "InstructionLines": [[i.file, i.line] if i else None for i in self.instruction_locations],
        }


@dataclass(slots=True)
class SourceAnalysis:
    """Everything `mcalens source` prints: the compile, the target and CPU chosen, the loops."""

    compilation: Compilation
    triple: str = ""
    cpu: str = ""
    cpu_origin: str = ""  # why this CPU ("-mcpu", "the compiler's -march=skylake", "default")
    analysis: Analysis | None = None
    loops: list[LoopResult] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    error: str = ""  # why there are no loops (compile failure, unsupported target, analysis failure)
    analysis_seconds: float = 0.0  # mcalens' own time on the assembly (the compiler's is in compilation)
    analysis_cpu_seconds: float = 0.0  # the same as this thread's CPU time (independent of the machine's load)
    # per line of the assembly (`str.splitlines`), the `.loc` position in force after it: computed once
    # for the loops' places, kept for the editor's line correlation
    line_locations: list[DebugLocation | None] = field(default_factory=list, repr=False)

    @property
    def failed(self) -> bool:
        return bool(self.error) or (self.analysis is not None and self.analysis.failed)


def function_starts(lines: list[str]) -> list[tuple[int, str]]:
    """(0-based line, symbol) of each function's label: labels declared `.type X,@function` when the
    file declares any, otherwise labels that are not assembler-local (`.L*`, Mach-O `L*`/`l*`)."""
    typed = {m.group("name") for line in lines if ".type" in line and (m := _FUNCTION_TYPE.match(line))}
    found = []
    for number, line in enumerate(lines):
        match = _LABEL.match(line) if ":" in line else None
        if match is None:
            continue
        name = match.group("name").strip('"')
        if typed:
            if name in typed:
                found.append((number, name))
        elif not name.startswith((".L", "L", "l", ".")):
            found.append((number, name))
    return found


_ISA_STRING = re.compile(r"rv(?:32|64)[a-z]")


def choose_cpu(requested: str, plan: CompilePlan | None, triple: str, options: AnalysisOptions
               ) -> tuple[str, str, list[str]]:
    """(cpu, why, notes): mcalens' -mcpu wins; else the first CPU the compiler flags tune for
    (-mtune, -mcpu, -march) that mcalens has a model for; else "" (the target's default, which
    api.analyze picks), with a note when the flags named CPUs mcalens lacks."""
    if requested:
        return requested, "-mcpu", []
    named = plan.compiler_cpus if plan is not None else ()
    # RISC-V's -march is an ISA string (rv64gcv_zba), never a CPU name: only -mtune/-mcpu name CPUs there
    named = tuple(name for name in named if not _ISA_STRING.match(name))
    if not named:
        return "", "default", []
    known = {cpu for cpu, _ in list_cpus(options.model_dirs, triple)}
    notes: list[str] = []
    for cpu in named:
        if cpu in known:
            refusal = _cpu_refusal(cpu, triple)
            if refusal:  # a tuning name llvm-mca cannot take as -mcpu for this triple (RISC-V's rocket)
                notes.append(f"the compiler flags' '{cpu}' is not a CPU llvm-mca runs this code on: {refusal}")
                continue
            return cpu, f"the compiler flags' {cpu}", notes
    named = tuple(cpu for cpu in named if not (cpu in known and _cpu_refusal(cpu, triple)))
    if not named:
        return "", "default", notes
    listed = ", ".join(f"'{cpu}'" for cpu in named)
    return "", "default", [*notes, f"the compiler flags name {listed}, which mcalens has no model for; analysing for the "
                           f"target's default CPU (choose one with -mcpu)"]


def _cpu_refusal(cpu: str, triple: str) -> str:
    from ..targets.target import target_for_triple

    target = target_for_triple(triple)
    return target.subtarget.cpu_refusal(cpu, "", triple, target.load_isa())


def _in_file(location: DebugLocation, main_file: str) -> bool:
    """Whether a position is in the compiled file (by name: `.file` entries carry the compiler's
    spelling of the path, relative or joined to a directory)."""
    return not main_file or os.path.basename(location.file) == os.path.basename(main_file)


def _function_position(in_force: list[DebugLocation | None], start: int, end: int, main_file: str
                       ) -> DebugLocation | None:
    """The first `.loc` in the compiled file after a function's label (its opening line, unless the
    function begins with inlined code from elsewhere), looking no further than `end`."""
    for number in range(start + 1, min(end, len(in_force))):
        location = in_force[number]
        if location is not None and location is not in_force[number - 1] and _in_file(location, main_file):
            return location
    return None


def loop_location(locations: tuple[DebugLocation | None, ...], function: DebugLocation | None,
                  main_file: str = "") -> DebugLocation | None:
    """The line a loop is shown on, the first that applies:
    * its first instruction that starts a statement (is_stmt) in the enclosing function's own source
      (the compiled file, at or after the function's first line there);
    * the line of its closing branch when that is in the compiled file (the loop's condition, the
      `for` or `while` line: a loop inlined whole from a helper above the function);
    * its first statement instruction in the compiled file; its first statement instruction; its
      first instruction with a line.
    Helpers inlined into a loop (a `static inline` round function above it, a header, Rust's
    iterator code) come first in the body often enough that "the first instruction" would put the
    loop on the helper's line; gcc marks instructions scheduled away from their line `is_stmt 0`."""
    statements = [loc for loc in locations if loc is not None and loc.is_stmt]
    if function is not None:
        own = next((loc for loc in statements if loc.file == function.file and loc.line >= function.line), None)
        if own is not None:
            return own
    closing = locations[-1] if locations else None
    if closing is not None and _in_file(closing, main_file):  # (clang marks it is_stmt 0: still the line)
        return closing
    main = next((loc for loc in statements if _in_file(loc, main_file)), None)
    if main is not None:
        return main
    return next(iter(statements), next((loc for loc in locations if loc is not None), None))


def analyse_assembly(text: str, triple: str, cpu: str, options: AnalysisOptions, main_file: str = "",
                     cache: RegionCache | None = LOOP_CACHE) -> tuple[Analysis, list[LoopResult]]:
    """The generated assembly -> api.analyze with --auto-regions and --verdict -> one LoopResult per
    region. `main_file`: the compiled source file (loops are placed on its lines where they can be);
    `cache`: loops simulated before (None: simulate every one)."""
    analysis, loops, _ = _analyse_assembly(text, triple, cpu, options, main_file, cache)
    return analysis, loops


def _analyse_assembly(text: str, triple: str, cpu: str, options: AnalysisOptions, main_file: str,
                      cache: RegionCache | None) -> tuple[Analysis, list[LoopResult], list[DebugLocation | None]]:
    """`analyse_assembly`, and the `.loc` position in force per line of the text."""
    views = options.views.replace(verdict=True)
    options = replace(options, auto_regions=True, triple=triple, views=views)
    x86 = triple.startswith(("x86_64", "i386", "i486", "i586", "i686"))
    # (the DWARF data is blanked line for line: every line number and span stays the same; an
    # analysis that skips unsupported lines and prints no notes about `.loc` lines, the editor's,
    # also goes without the DWARF tail, the `.loc` lines and unused local labels: debug_sections.py)
    quiet = (options.skip_unsupported in (SKIP_PARSE_FAILURE, SKIP_ANY)
             and not (options.notes and options.debug_line_notes))
    analysis = analyze(editor_text(text, x86) if quiet else blank_debug_data(text, x86),
                       cpu=cpu, options=options, region_cache=cache)
    lines = text.splitlines()
    in_force = locations_in_force(lines)
    functions = function_starts(lines)
    function_lines = [line for line, _ in functions]
    total_lines = len(lines)
    loops = []
    for region in analysis.regions:
        asm_lines = [i.span.line for i in region.instructions]
        per_instruction = tuple(in_force[line] if 0 <= line < len(in_force) else None for line in asm_lines)
        function, function_at = "", None
        # the enclosing function: the last one that starts at or before the loop's first line
        position = bisect_right(function_lines, asm_lines[0]) - 1
        if position >= 0:
            line, function = functions[position]
            following = functions[position + 1][0] if position + 1 < len(functions) else total_lines
            function_at = _function_position(in_force, line, min(following, asm_lines[0] + 1), main_file)
        first = loop_location(per_instruction, function_at, main_file)
        same_file = [loc.line for loc in per_instruction if loc is not None and first is not None
                     and loc.file == first.file]
        report = region.report
        verdict = report.verdict
        summary = report.summary
        loops.append(LoopResult(
            index=region.index, name=region.name,
            kind="loop" if region.name.startswith("loop ") else "region",
            location=first, end_line=max(same_file) if same_file else 0,
            asm_first_line=min(asm_lines) + 1, asm_last_line=max(asm_lines) + 1, function=function,
            cycles_per_iteration=verdict.cycles_per_iteration if verdict is not None else None,
            total_cycles=summary.total_cycles if summary is not None else None,
            iterations=summary.iterations if summary is not None else None,
            block_rthroughput=summary.block_rthroughput if summary is not None else None,
            bound=verdict.text.split(": ")[0] if verdict is not None else "",
            verdict=verdict.text if verdict is not None else "",
            instruction_locations=per_instruction,
        ))
    return analysis, loops, in_force


def analyse_source(request: PlanRequest, options: SourceOptions | None = None, *,
                   cancel: Cancellation | None = None, cache: CompileCache | None = None) -> SourceAnalysis:
    """Compile `request.path` and analyse every innermost loop (and marked region) of the assembly.
    The target is settled before the compiler runs: a target mcalens does not model compiles nothing."""
    options = options or SourceOptions()
    scratch = tempfile.mkdtemp(prefix="mcalens-source-")
    try:
        try:
            plan = plan_compile(replace(request, scratch_dir=scratch))
        except CommandError as exc:
            return SourceAnalysis(Compilation(None, None, str(exc)), error=str(exc))
        result = SourceAnalysis(Compilation(plan, None))
        result.notes += plan.notes
        compiler_target, why = compiler_triple(plan)
        triple, refusal = mcalens_triple(compiler_target) if compiler_target else ("", why)
        if not triple:
            result.error = refusal
            return result
        compiled = compile_to_asm(plan, timeout=options.timeout, cancel=cancel, cache=cache)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    result.compilation.result = compiled
    if cancel is not None and cancel.cancelled:  # cancelled after the compiler finished: no analysis either
        result.error = "cancelled"
        return result
    if not compiled.ok:
        result.error = f"compiling {plan.source} failed: {compiled.problem}"
        return result
    mismatch = _target_mismatch(compiled.assembly, triple)
    if mismatch:
        result.error = mismatch
        return result
    result.triple = triple
    started, started_cpu = time.perf_counter(), time.thread_time()
    cpu, origin, notes = choose_cpu(options.cpu, plan, triple, options.analysis)
    if origin == "default" and options.default_cpus:
        from ..target_detect import target_name

        chosen = dict(options.default_cpus).get(target_name(triple) or "", "")
        if chosen:
            cpu, origin = chosen, "the editor's setting"
    if origin == "default":
        from ..targets.target import target_for_triple

        fallback, why = target_for_triple(triple).subtarget.compiled_code_cpu(compiled.assembly, triple)
        if fallback:
            cpu, origin = fallback, "default"
            notes.append(f"analysing for {fallback}: {why} (choose one with -mcpu, the compiler's -mtune or -mcpu, "
                         "or the editor's setting)")
    result.notes += notes
    analysis, loops, result.line_locations = _analyse_assembly(compiled.assembly, triple, cpu, options.analysis,
                                                                plan.source, LOOP_CACHE)
    result.analysis_seconds = time.perf_counter() - started
    result.analysis_cpu_seconds = time.thread_time() - started_cpu
    result.cpu, result.cpu_origin = analysis.cpu, origin
    result.analysis, result.loops = analysis, loops
    return result


def _target_mismatch(assembly: str, triple: str) -> str:
    """A refusal when the assembly itself shows another target than the triple (a compiler default or
    a Cargo configuration the flags did not show): analysing it as the wrong target would give numbers
    for code that is not there."""
    from ..target_detect import DISPLAY, detect_target, target_name

    expected = target_name(triple)
    choice = detect_target(assembly.splitlines()[:4000])
    if expected is None or choice.target == expected or choice.reason.startswith("the default"):
        return ""
    where = f" (line {choice.line + 1}: {choice.reason})" if choice.line is not None else f" ({choice.reason})"
    return (f"the generated assembly looks like {DISPLAY.get(choice.target, choice.target)}{where}, but the "
            f"compiler's target is '{triple}'; name the target in the compiler flags (--target=...)")
