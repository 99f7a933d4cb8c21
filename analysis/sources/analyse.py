"""Source file -> per-loop results on source lines: compile (compile.py), then the same `api.analyze`
call `mcalens --auto-regions --verdict` makes on the assembly, so the numbers are equal by construction.

Plain data for the CLI and the editor: `analyse_source` composes the steps; `analyse_assembly` is
the analysis alone (an editor that compiled in the background calls it with the result's text).
A loop's source line is the `.loc` line of its first instruction that starts a statement (`is_stmt`,
frontend/debug_lines.py), else of its first instruction with a line: gcc attributes a reduction's
first `addsd` to the accumulator's declaration (`is_stmt 0`), which is not where the loop is. Its
source range runs over the lines of its instructions in that same file.
"""

from __future__ import annotations

import re
import shutil
import tempfile
from dataclasses import dataclass, field, replace

from ..api import Analysis, AnalysisOptions, analyze, list_cpus
from ..frontend.debug_lines import DebugLocation, debug_locations_by_text
from .command import CommandError, CompilePlan, PlanRequest, mcalens_triple
from .compile import (
    DEFAULT_TIMEOUT,
    Cancellation,
    Compilation,
    CompileCache,
    compile_to_asm,
    compiler_triple,
)
from .plan import plan_compile

# A label at the start of a line (`name:`), and the `.type name, @function` declarations (ELF).
_LABEL = re.compile(r"^\s*(?P<name>[A-Za-z_$.][\w$.@]*|\"[^\"]+\"):")
_FUNCTION_TYPE = re.compile(r"^\s*\.type\s+(?P<name>[^,\s]+)\s*,\s*[@%]function")


@dataclass(frozen=True, slots=True)
class SourceOptions:
    """The analysis side: CPU ("" = the CPU the compiler flags name when mcalens has a model for it,
    else the target's default) and llvm-mca's options (auto regions and the verdict are always on)."""

    cpu: str = ""
    analysis: AnalysisOptions = field(default_factory=AnalysisOptions)
    timeout: float = DEFAULT_TIMEOUT


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


def choose_cpu(requested: str, plan: CompilePlan | None, triple: str, options: AnalysisOptions
               ) -> tuple[str, str, list[str]]:
    """(cpu, why, notes): mcalens' -mcpu wins; else the first CPU the compiler flags tune for
    (-mtune, -mcpu, -march) that mcalens has a model for; else "" (the target's default, which
    api.analyze picks), with a note when the flags named CPUs mcalens lacks."""
    if requested:
        return requested, "-mcpu", []
    named = plan.compiler_cpus if plan is not None else ()
    if not named:
        return "", "default", []
    known = {cpu for cpu, _ in list_cpus(options.model_dirs, triple)}
    for cpu in named:
        if cpu in known:
            return cpu, f"the compiler flags' {cpu}", []
    listed = ", ".join(f"'{cpu}'" for cpu in named)
    return "", "default", [f"the compiler flags name {listed}, which mcalens has no model for; analysing for the "
                           f"target's default CPU (choose one with -mcpu)"]


def analyse_assembly(text: str, triple: str, cpu: str, options: AnalysisOptions) -> tuple[Analysis, list[LoopResult]]:
    """The generated assembly -> api.analyze with --auto-regions and --verdict -> one LoopResult per region."""
    views = replace(options.views, verdict=True)
    options = replace(options, auto_regions=True, triple=triple, views=views)
    analysis = analyze(text, cpu=cpu, options=options)
    lines = text.splitlines()
    instruction_lines = {i.span.line for region in analysis.regions for i in region.instructions}
    locations = debug_locations_by_text(lines, instruction_lines)
    functions = function_starts(lines)
    loops = []
    for region in analysis.regions:
        asm_lines = [i.span.line for i in region.instructions]
        per_instruction = tuple(locations.get(line) for line in asm_lines)
        first = next((loc for loc in per_instruction if loc is not None and loc.is_stmt),
                     next((loc for loc in per_instruction if loc is not None), None))
        same_file = [loc.line for loc in per_instruction if loc is not None and first is not None
                     and loc.file == first.file]
        function = ""
        for line, name in functions:
            if line > asm_lines[0]:
                break
            function = name
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
    return analysis, loops


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
    if not compiled.ok:
        result.error = f"compiling {plan.source} failed: {compiled.problem}"
        return result
    mismatch = _target_mismatch(compiled.assembly, triple)
    if mismatch:
        result.error = mismatch
        return result
    result.triple = triple
    cpu, origin, notes = choose_cpu(options.cpu, plan, triple, options.analysis)
    result.notes += notes
    analysis, loops = analyse_assembly(compiled.assembly, triple, cpu, options.analysis)
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
