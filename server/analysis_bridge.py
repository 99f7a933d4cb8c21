"""The only place the server calls mcalens.analysis: a thin, typed adapter.

`parse_structure` turns a document into regions with the core's own parser, marker rules
(`analysis.regions`) and loop finder (`analysis.loops`); `analyze_region` runs `analysis.api.analyze`
on one region. Everything the rest of the server sees is plain, picklable data defined here
(`Structure`, `RegionSpec`, `RegionResult`, ...). There is no second implementation of anything: when
the core raises, that is a bug, logged with its traceback and shown to the user as an MCL900
diagnostic, never replaced by numbers made up here.

`analyze_region` is a module-level function of picklable arguments so it can run in a thread or in
a process executor.
"""

from __future__ import annotations

import logging
import os
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from mcalens.analysis import api
from mcalens.analysis.diagnostics import Diagnostic, Severity
from mcalens.analysis.frontend import loops, regions
from mcalens.analysis.frontend.debug_lines import source_lines as _source_lines
from mcalens.analysis.frontend.debug_lines import source_lines_by_text as _source_lines_by_text
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.frontend.syntax import Directive, Instruction, ParsedFile
from mcalens.analysis.machine import model_cache, model_load
from mcalens.analysis.output.render_text import render_region
from mcalens.analysis.source import Span
from mcalens.analysis.targets.target import default_target
from mcalens.analysis.targets.x86.target import CODE_MODE_DIRECTIVES
from mcalens.analysis.views.bottleneck import BottleneckView
from mcalens.analysis.views.report import RegionReport
from mcalens.analysis.views.verdict import Verdict
from mcalens.analysis.views.waits import InstructionWaits

from . import target as target_mod
from .target import AARCH64, X86_64, TargetChoice

log = logging.getLogger(__name__)

INTERNAL_ERROR = "MCL900"  # the core raised: a bug in mcalens, logged with its traceback
UNTERMINATED_REGION = "MCL209"  # editor-only note (llvm-mca is silent here); documented in docs/lsp.md
CALL_IN_REGION = "MCL510"
BRANCH_IN_LOOP = "MCL511"
NOT_X86 = "MCL512"  # a target mcalens has no package for (32-bit ARM, RISC-V)
TARGET_UNAVAILABLE = "MCL513"  # a known target (AArch64) the analysis core did not analyse

_LINE_SPLIT = re.compile(r"\r\n|\r|\n")
_LONE_CR = re.compile(r"\r(?!\n)")
_DIRECTIVE_COMMENT = re.compile(r"^\s*(?:#|//|;)\s*mcalens:\s*(?P<body>.*?)\s*$", re.IGNORECASE)


def split_lines(text: str) -> list[str]:
    """Lines as LSP counts them (\\n, \\r\\n and \\r end a line); no terminators."""
    return _LINE_SPLIT.split(text)


def internal_error(where: str, error: Exception) -> Diagnostic:
    """The diagnostic for a core failure (on the region header, or line 1); the caller has logged the
    traceback."""
    return Diagnostic(
        Span(0, 0, 0),
        Severity.ERROR,
        INTERNAL_ERROR,
        f"internal error in mcalens ({where}: {type(error).__name__}: {error}); this is a bug, "
        "its traceback is in the language server's log",
    )


# ---------------------------------------------------------------------------------------------
# Document structure: instructions, regions, diagnostics, per-file directive.


@dataclass(frozen=True, slots=True)
class InstrLine:
    span: Span  # the instruction text (without label or comment) on its line
    text: str
    syntax: str = "att"
    mnemonic: str = ""
    source: tuple[str, int] | None = None  # (file, 1-based line) from `.file`/`.loc` (gcc -g -S)
    # The `.code32`/`.code64`/... directive in effect at the instruction ("" before any): llvm-mc
    # resolves `incl %eax` after `.code32` as INC32r_alt, so a region's own text must say it too.
    mode: str = ""


@dataclass(frozen=True, slots=True)
class RegionSpec:
    index: int
    name: str
    kind: str  # "marker" | "loop" | "outer" | "file" | "selection" | "outside"
    header: Span  # where the lens goes: the BEGIN marker, the loop label, or the first instruction
    end_line: int  # last line belonging to the region (END marker or last instruction)
    instructions: tuple[InstrLine, ...]
    # `X = 5` lines for the file's absolute symbols the instructions name: llvm-mc folds them into
    # the instructions (`addl $X, %eax`), so the standalone region text must define them too.
    prelude: tuple[str, ...] = ()
    # Lines inside the region that did not parse: they are not instructions, so they are not
    # simulated, and the region says so ("2 of 14 lines not analysed").
    unparsed_lines: tuple[int, ...] = ()

    @property
    def key_text(self) -> str:
        """The region as a standalone assembly text: what is simulated and what the cache keys on."""
        instructions = self.instructions
        # A mode switch between two instructions goes after the earlier one (`addl %eax, %ebx;
        # .code64`): the text keeps one instruction per line and each instruction's columns.
        body = "\n".join(
            i.text + (f"; {instructions[k + 1].mode}" if k + 1 < len(instructions) and instructions[k + 1].mode != i.mode else "")
            for k, i in enumerate(instructions)
        )
        head = "".join(line + "\n" for line in self.prelude)
        if instructions and instructions[0].mode:
            head += instructions[0].mode + "\n"
        if instructions and instructions[0].syntax == "intel":
            return head + ".intel_syntax noprefix\n" + body + "\n"
        return head + body + "\n"

    @property
    def key_line_offset(self) -> int:
        first = self.instructions[0] if self.instructions else None
        return len(self.prelude) + (1 if first is not None and first.mode else 0) + (
            1 if first is not None and first.syntax == "intel" else 0)

    def contains_line(self, line: int) -> bool:
        return self.header.line <= line <= self.end_line


@dataclass(slots=True)
class Structure:
    regions: list[RegionSpec] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)  # parse (MCL1xx) and markers (MCL2xx)
    directive: dict[str, str] = field(default_factory=dict)  # from `# mcalens: mcpu=... iterations=...`
    directive_line: int | None = None
    instructions: list[InstrLine] = field(default_factory=list)
    symbols: dict[str, int] = field(default_factory=dict)  # the file's absolute symbols (`X = 5`)
    # Instructions outside every region (straight-line code): static hints only, never simulated.
    outside: RegionSpec | None = None
    # The file's instruction set (server/target.py); x86-64 unless the file or settings say otherwise.
    target: TargetChoice = field(default_factory=lambda: TargetChoice(X86_64, "the default target"))
    # The CPU the structure was checked with for a non-x86 target (the file's directive, else `cpus`).
    target_cpu: str = ""

    def region_at_line(self, line: int) -> RegionSpec | None:
        """The innermost region containing `line` (the one whose header is nearest above it)."""
        best = None
        for region in self.regions:
            if region.contains_line(line) and (best is None or region.header.line > best.header.line):
                best = region
        return best


def parse_directive(lines: list[str]) -> tuple[dict[str, str], int | None]:
    """`# mcalens: mcpu=znver3 iterations=200` (or `//`, `;`): the first such comment wins."""
    for number, line in enumerate(lines):
        if "mcalens:" not in line.lower():
            continue
        match = _DIRECTIVE_COMMENT.match(line)
        if match is None:
            continue
        pairs: dict[str, str] = {}
        for token in match.group("body").split():
            key, sep, value = token.partition("=")
            if sep:
                pairs[key.strip().lower().lstrip("-")] = value.strip()
        return pairs, number
    return {}, None


def parse_structure(text: str, auto_regions: str = "loops", target_setting: str = "auto",
                    cpus: dict[str, str] | None = None) -> Structure:
    """Parse `text` and find its regions: markers first; else the innermost loops, or the whole file,
    per the `autoRegions` setting. The target comes first (server/target.py): x86-64 files go through
    the core's parser and region finder here; other targets through `analysis.api` with their triple
    (`cpus`: target -> CPU when the file names none). A core failure is an MCL900 diagnostic."""
    # llvm-mc ends a statement (and a comment) at a lone `\r` as at `\n`, and LSP ends a line there:
    # the same one-character substitution makes the parser's line numbers the editor's.
    text = _LONE_CR.sub("\n", text)
    lines = split_lines(text)
    directive, directive_line = parse_directive(lines)
    choice = target_mod.detect_target(lines, target_setting, directive, directive_line, _cpu_targets())
    if choice.target != X86_64:
        cpu = directive.get("mcpu") or directive.get("cpu") or (cpus or {}).get(choice.target) \
            or target_mod.DEFAULT_CPUS.get(choice.target, "")
        structure = _foreign_structure(text, choice, cpu, auto_regions)
        structure.directive, structure.directive_line, structure.target_cpu = directive, directive_line, cpu
        return structure
    try:
        parsed = parse_text(text)
        structure = _structure(parsed, auto_regions)
    except Exception as error:
        log.exception("parsing the document failed")
        structure = Structure(diagnostics=[internal_error("parser", error)])
    else:
        try:
            structure.diagnostics.extend(_unresolved_outside_regions(parsed, structure))
        except Exception as error:
            log.exception("resolving instructions outside regions failed")
            structure.diagnostics.append(internal_error("resolver", error))
    structure.directive, structure.directive_line = directive, directive_line
    structure.target = choice
    return structure


def _evidence_span(choice: TargetChoice) -> Span:
    return Span(choice.line, choice.start, choice.end) if choice.line is not None else Span(0, 0, 0)


def _foreign_structure(text: str, choice: TargetChoice, cpu: str, auto_regions: str) -> Structure:
    """A file for another target. One without a target package (32-bit ARM, RISC-V) gets one MCL512
    warning. AArch64 goes to the core with its triple (AnalysisOptions.triple): its regions when the
    core analyses it, else ONE MCL513 diagnostic with the core's answer (no x86 parse errors)."""
    if choice.target not in target_mod.TRIPLES:
        return Structure(target=choice, diagnostics=[Diagnostic(
            _evidence_span(choice), Severity.WARNING, NOT_X86,
            f"this is {choice.display} assembly ({choice.reason}): mcalens has no {choice.display} target "
            "(it models x86-64 and AArch64), so these instructions are not analysed")])
    options = api.AnalysisOptions(
        triple=choice.triple,
        instruction_tables=True,  # static facts only: regions and instructions, no simulation
        skip_unsupported=api.SKIP_ANY,
        views=api.ViewSelection(summary=False, resource_pressure=False),
    )
    try:
        # The file as llvm-mca reads it: its marker regions, else one region of every instruction.
        analysis = api.analyze(text, cpu=cpu, options=options)
        everything = [i for region in analysis.regions for i in region.instructions]
        if not analysis.failed and auto_regions == "loops" and len(analysis.regions) == 1 \
                and not analysis.regions[0].name:
            # No markers: the core's loop regions (--auto-regions, the target's back-edges).
            analysis = api.analyze(text, cpu=cpu, options=replace(options, auto_regions=True))
    except Exception as error:
        log.exception("mcalens.analysis.api.analyze failed on a %s file", choice.display)
        return Structure(target=choice, diagnostics=[internal_error("analysis", error)])
    if analysis.failed:
        answer = next((m for m in analysis.messages if m.startswith("error:")), "") \
            or next((m for m in analysis.messages if m.strip()), "") \
            or next((d.message for d in analysis.diagnostics), "") or "no answer"
        return Structure(target=choice, diagnostics=[Diagnostic(
            _evidence_span(choice), Severity.WARNING, TARGET_UNAVAILABLE,
            f"this file is {choice.display} assembly (from {choice.reason}), and mcalens's analysis core did "
            f"not analyse it: asked for triple {choice.triple} on CPU {cpu}, it answered: "
            f"\"{answer.removeprefix('error: ').rstrip('.')}\". Nothing in this file is analysed (if it is x86-64, say so "
            "with a `# mcalens: target=x86-64` comment or the mcalens.target setting)")])
    return _structure_from_analysis(analysis, choice, auto_regions, split_lines(text), everything)


def _structure_from_analysis(analysis: api.Analysis, choice: TargetChoice, auto_regions: str,
                             text_lines: list[str] | None = None, everything: list[Any] | None = None) -> Structure:
    """Regions of a non-x86 file as the core found them (its markers, or its loop back-edges);
    `everything`: the file's instructions (those outside the regions get static hints)."""
    structure = Structure(target=choice, diagnostics=list(analysis.diagnostics))
    seen: dict[int, InstrLine] = {}
    for i in everything or ():
        seen.setdefault(i.span.line, InstrLine(i.span, i.text or i.mnemonic, "att", i.mnemonic))
    for region in analysis.regions:
        members = tuple(
            seen.setdefault(i.span.line, InstrLine(i.span, i.text or i.mnemonic, "att", i.mnemonic))
            for i in region.instructions)
        if not members or (auto_regions == "off" and not region.name):
            continue
        kind = "marker" if region.name and not region.name.startswith("loop") else (
            "loop" if auto_regions == "loops" else "file")
        structure.regions.append(RegionSpec(len(structure.regions), region.name, kind, members[0].span,
                                            members[-1].span.line, members))
    structure.instructions = sorted(seen.values(), key=lambda i: i.span.line)
    sources = _source_lines_by_text(text_lines, {i.span.line for i in structure.instructions})
    if sources:
        def with_source(i: InstrLine) -> InstrLine:
            return replace(i, source=sources.get(i.span.line))

        structure.instructions = [with_source(i) for i in structure.instructions]
        structure.regions = [replace(r, instructions=tuple(with_source(i) for i in r.instructions))
                             for r in structure.regions]
    for region in structure.regions:
        structure.diagnostics.extend(coverage_diagnostics(region, choice.target))
    covered = {i.span.line for region in structure.regions for i in region.instructions}
    rest = tuple(i for i in structure.instructions if i.span.line not in covered)
    if rest:  # straight-line code: static hints only, as in x86 files
        structure.outside = RegionSpec(-1, "straight-line code", "outside", rest[0].span, rest[-1].span.line, rest)
    return structure


def cpu_target(cpu: str) -> str | None:
    """The one target whose CPUs include `cpu`, or None (both have it, or neither)."""
    return _cpu_targets().get(cpu)


@lru_cache(maxsize=1)
def _cpu_targets() -> dict[str, str]:
    """CPU name -> the one target that has it (`mcalens: mcpu=neoverse-v2` implies AArch64)."""
    names: dict[str, set[str]] = {}
    for target in (X86_64, AARCH64):
        for cpu, _ in target_cpus(target):
            names.setdefault(cpu, set()).add(target)
    return {cpu: next(iter(found)) for cpu, found in names.items() if len(found) == 1}


def _structure(parsed: ParsedFile, auto_regions: str) -> Structure:
    sources = _source_lines(parsed)
    modes = _code_modes(parsed)
    instructions = [
        InstrLine(i.span, i.text or i.mnemonic, i.syntax or "att", i.mnemonic, sources.get(k), modes.get(k, ""))
        for k, i in enumerate(parsed.instructions)
    ]
    structure = Structure(diagnostics=list(parsed.diagnostics), instructions=instructions)
    found, marker_diagnostics = regions.find_regions(parsed)
    untouched = len(found) <= 1 and all(not r.has_header for r in found)
    if not untouched:
        structure.diagnostics.extend(marker_diagnostics)
        structure.regions = _specs(found, instructions, structure, "marker")
    elif auto_regions == "loops":
        found_loops = loops.find_loops(parsed)
        structure.regions = _specs(found_loops, instructions, structure, "loop")
        if structure.regions:
            # Outer loops come after the innermost ones: hints and hovers prefer the inner loop's
            # numbers on a shared line, and the outer loop still gets its lens and report.
            outer = _specs(loops.find_outer_loops(parsed), instructions, structure, "outer")
            count = len(structure.regions)
            structure.regions += [replace(spec, index=count + k) for k, spec in enumerate(outer)]
    if not structure.regions and untouched and auto_regions in ("loops", "file") and instructions:
        first, last = instructions[0], instructions[-1]
        whole = RegionSpec(0, "", "file", first.span, last.span.line, tuple(instructions))
        structure.regions = [whole]
    error_lines = sorted({d.span.line for d in structure.diagnostics if _is_parse_error(d)})
    symbols = parsed.symbols
    structure.symbols = dict(symbols)
    structure.regions = [
        replace(
            region,
            prelude=_prelude(region, symbols) if symbols else (),
            unparsed_lines=tuple(line for line in error_lines if region.contains_line(line)),
        )
        for region in structure.regions
    ]
    for region in structure.regions:
        structure.diagnostics.extend(coverage_diagnostics(region))
    covered = {i.span.line for region in structure.regions for i in region.instructions}
    rest = tuple(i for i in instructions if i.span.line not in covered)
    if rest:
        outside = RegionSpec(-1, "straight-line code", "outside", rest[0].span, rest[-1].span.line, rest)
        structure.outside = replace(outside, prelude=_prelude(outside, symbols)) if symbols else outside
    return structure


def _code_modes(parsed: ParsedFile) -> dict[int, str]:
    """Instruction index -> the `.code32`/`.code64`/`.code16` directive in effect there (none before
    the first such directive), as llvm-mc switches its mode."""
    current = ""
    found: dict[int, str] = {}
    index = 0
    for statement in parsed.statements:
        if isinstance(statement, Directive):
            if statement.name in CODE_MODE_DIRECTIVES:
                current = statement.name
        elif isinstance(statement, Instruction):
            if current:
                found[index] = current
            index += 1
    return found


def selection_region(structure: Structure, first_line: int, last_line: int) -> RegionSpec | None:
    """The instructions on lines first_line..last_line as an ephemeral region (Analyze Selection):
    nothing is written into the document."""
    members = tuple(i for i in structure.instructions if first_line <= i.span.line <= last_line)
    if not members:
        return None
    error_lines = {d.span.line for d in structure.diagnostics if _is_parse_error(d)}
    region = RegionSpec(
        len(structure.regions),
        f"selection (lines {first_line + 1}-{last_line + 1})",
        "selection",
        members[0].span,
        members[-1].span.line,
        members,
        unparsed_lines=tuple(sorted(line for line in error_lines if first_line <= line <= last_line)),
    )
    return replace(region, prelude=_prelude(region, structure.symbols)) if structure.symbols else region


def _is_parse_error(diagnostic: Diagnostic) -> bool:
    return diagnostic.code.startswith("MCL1") and diagnostic.severity == Severity.ERROR


def _specs(
    found: list[regions.Region], instructions: list[InstrLine], structure: Structure, kind: str
) -> list[RegionSpec]:
    """The core's regions (`instructions` index ParsedFile.instructions) as RegionSpecs."""
    specs: list[RegionSpec] = []
    for region in found:
        members = tuple(instructions[m] for m in region.instructions)
        if not members:
            continue
        header = region.begin if region.begin is not None else members[0].span
        end_line = region.end.line if region.end is not None else members[-1].span.line
        if kind == "marker" and region.begin is not None and region.end is None:
            structure.diagnostics.append(
                Diagnostic(
                    region.begin,
                    Severity.INFORMATION,
                    UNTERMINATED_REGION,
                    "region has no LLVM-MCA-END: it runs to the end of the file (llvm-mca accepts this)",
                )
            )
        specs.append(RegionSpec(len(specs), region.name, kind, header, end_line, members))
    return specs


def _prelude(region: RegionSpec, symbols: dict[str, int]) -> tuple[str, ...]:
    body = "\n".join(i.text for i in region.instructions)
    return tuple(f"{name} = {value}" for name, value in sorted(symbols.items()) if name in body)


def key_prelude_lines(key_text: str) -> int:
    """How many lines of a region's key text come before its first instruction."""
    count = 0
    for line in split_lines(key_text):
        if line.startswith((".intel_syntax", ".code")) or _PRELUDE_LINE.fullmatch(line) is not None:
            count += 1
        else:
            break
    return count


_PRELUDE_LINE = re.compile(r"[A-Za-z_.$][\w.$@]* = -?\d+")
_RESOLVES_CLEANLY: set[tuple[str, str, str]] = set()


def _unresolved_outside_regions(parsed: ParsedFile, structure: Structure) -> list[Diagnostic]:
    """Resolver diagnostics for instructions no region covers.

    Region analysis reports unknown instructions inside regions; a line outside every region is
    never simulated, but the user still wants to know it would not assemble. Resolving costs a few
    microseconds per instruction.
    """
    covered = {i.span.line for region in structure.regions for i in region.instructions}
    outside: list[Instruction] = [i for i in parsed.instructions if i.span.line not in covered]
    if not outside:
        return []
    target = parsed.target or default_target()
    isa = target.load_isa()
    bad_lines = {d.span.line for d in structure.diagnostics}
    found: list[Diagnostic] = []
    # `.code32`: resolved in the mode in effect, as llvm-mc would (`pushl %eax` is fine there).
    # Nothing after a `.code16` is resolved: mcalens does not model 16-bit code, and says so there.
    modes, refused = api.instruction_modes(target, parsed, api.DEFAULT_TRIPLE)
    stop = refused[0][0].line if refused else None
    for span, message in refused:
        found.append(Diagnostic(span, Severity.ERROR, api.CODE_UNSUPPORTED, message))
    for instr in outside:
        if instr.span.line in bad_lines or (stop is not None and instr.span.line >= stop):
            continue
        triple = modes.get(id(instr), api.DEFAULT_TRIPLE)
        # PERF: an instruction text that resolved cleanly once always does (per keystroke on a
        # 2,000-line file: 15.5 -> ~5 ms); only unknown or changed lines are resolved again.
        key = (instr.syntax, instr.text, triple)
        if key in _RESOLVES_CLEANLY:
            continue
        diagnostics = target.assembler.resolve(instr, isa, triple)[1]
        if diagnostics:
            found.extend(diagnostics)
        else:
            if len(_RESOLVES_CLEANLY) >= 100_000:
                _RESOLVES_CLEANLY.clear()
            _RESOLVES_CLEANLY.add(key)
    return found


_A64_CALLS = frozenset({"bl", "blr", "blraa", "blraaz", "blrab", "blrabz"})
_A64_BRANCH = re.compile(r"^(?:b|br|b\.\w+|b[a-z]{2}|cbn?z|tbn?z|ret)$")


def _is_call(mnemonic: str, target: str) -> bool:
    return mnemonic in _A64_CALLS if target == AARCH64 else mnemonic.startswith("call")


def _is_branch(mnemonic: str, target: str) -> bool:
    if target == AARCH64:
        return _A64_BRANCH.match(mnemonic) is not None and mnemonic not in ("bic", "bif", "bit", "bsl", "bfi")
    return mnemonic.startswith("j") or mnemonic.startswith("loop")


def coverage_diagnostics(region: RegionSpec, target: str = X86_64) -> list[Diagnostic]:
    """What the model does not cover inside a region: calls (a fixed latency stands in for the
    callee) and branches before the region's last instruction (simulated as straight-line code)."""
    found: list[Diagnostic] = []
    last = len(region.instructions) - 1
    for position, instr in enumerate(region.instructions):
        mnemonic = instr.mnemonic.lower()
        if _is_call(mnemonic, target):
            found.append(
                Diagnostic(
                    instr.span,
                    Severity.WARNING,
                    CALL_IN_REGION,
                    "call inside the region: simulated as one instruction of 100 cycles latency "
                    "(llvm-mca's -call-latency); the called function is not analysed",
                )
            )
        elif position < last and _is_branch(mnemonic, target):
            found.append(
                Diagnostic(
                    instr.span,
                    Severity.WARNING,
                    BRANCH_IN_LOOP,
                    "branch inside the region: llvm-mca simulates the region as straight-line code, "
                    "every instruction once per iteration whichever way the branch goes",
                )
            )
    return found


# ---------------------------------------------------------------------------------------------
# Region analysis.


@dataclass(frozen=True, slots=True)
class AnalysisOptions:
    cpu: str = "skylake"
    iterations: int = 100
    timeline_iterations: int = 10
    model_path: tuple[str, ...] = ()
    model_generation: int = 0  # bumped when a watched model file changes, so cached results expire
    rthroughput: str = "llvm"  # -rthroughput: "llvm" or "segments"
    triple: str = ""  # AnalysisOptions.triple for the core; "" = its default (x86-64)


@dataclass(frozen=True, slots=True)
class TimelineRow:
    iteration: int
    dispatched: int
    ready: int
    issued: int
    executed: int
    retired: int


@dataclass(frozen=True, slots=True)
class InstrResult:
    position: int  # index into RegionSpec.instructions (skipped instructions have no result)
    text: str
    opcode: str
    uops: int
    latency: int
    rthroughput: float
    resources: tuple[tuple[str, float], ...] = ()  # from the model: (unit label, cycles)
    pressure: tuple[tuple[str, float], ...] = ()  # simulated, per iteration: (unit label, cycles)
    timeline: tuple[TimelineRow, ...] = ()
    avg_wait: tuple[float, float, float] = (0.0, 0.0, 0.0)  # llvm-mca's [0] [1] [2] columns
    on_bottleneck: bool = False
    why_waited: str = ""


@dataclass(frozen=True, slots=True)
class RegionResult:
    cpu: str
    model: str
    iterations: int
    instructions_total: int
    total_cycles: int
    total_uops: int
    dispatch_width: int
    ipc: float
    uops_per_cycle: float
    block_rthroughput: float
    instructions: tuple[InstrResult, ...]
    units: tuple[str, ...] = ()
    unit_pressure: tuple[float, ...] = ()  # per unit, cycles per iteration
    bottleneck: str = ""  # e.g. "p5" (a unit) or "" when none was found
    bottleneck_share: float = 0.0  # 0..1: how busy the bottleneck unit is
    bottleneck_kind: str = ""  # "resource" | "dependency" | "dispatch" | ... (verdict kinds)
    verdict: str = ""  # one line, e.g. "bound by port 5 (62% busy)"
    critical_sequence: tuple[int, ...] = ()  # instruction positions
    # Positions are relative to the region's key_text (line = instruction position).
    diagnostics: tuple[Diagnostic, ...] = ()
    report_text: str = ""
    error: str = ""  # why there are no numbers (unknown CPU, unsupported instruction, ...)
    simulated: bool = True  # False: static facts only (uops, latency, RThroughput), no timing run
    # -frontend-view: cycles by uops delivered to dispatch (0..delivery_width), and by what.
    delivery: tuple[int, ...] = ()
    delivered_by: str = ""
    # Cycles per iteration once the loop runs steadily (the verdict's figure); 0 when not simulated.
    steady_cycles_per_iteration: float = 0.0
    skipped: tuple[int, ...] = ()  # positions of instructions that were not analysed

    @property
    def cycles_per_iteration(self) -> float:
        """Average over the whole run: total cycles / iterations (what llvm-mca's summary implies)."""
        return self.total_cycles / self.iterations if self.iterations else 0.0

    def at(self, position: int) -> InstrResult | None:
        """The result for the region's `position`-th instruction, if it was simulated."""
        if position < len(self.instructions) and self.instructions[position].position == position:
            return self.instructions[position]
        return next((i for i in self.instructions if i.position == position), None)


def not_analysed(region: RegionSpec, result: RegionResult | None) -> tuple[int, int]:
    """(lines not analysed, lines of code) of a region: lines that did not parse, and instruction
    lines whose instructions the analysis skipped (unknown or unsupported)."""
    code_lines = {i.span.line for i in region.instructions} | set(region.unparsed_lines)
    bad = set(region.unparsed_lines)
    if result is not None:
        bad |= {region.instructions[p].span.line for p in result.skipped if p < len(region.instructions)}
    return len(bad), len(code_lines)


def analyze_region(key_text: str, options: AnalysisOptions) -> RegionResult:
    """Simulate one region given as standalone text; never raises. Every llvm-mca view is computed
    (as `-all-views`), so the report carries the same text views as the CLI."""
    views = api.ViewSelection(
        timeline=options.timeline_iterations > 0,
        dispatch_stats=True,
        scheduler_stats=True,
        retire_stats=True,
        register_file_stats=True,
        verdict=True,
        waits=True,
        bottleneck_analysis=True,
        frontend=True,
    )
    return _guarded(key_text, options, views)


def static_region(key_text: str, options: AnalysisOptions) -> RegionResult:
    """Only the static facts of each instruction (uops, latency, RThroughput, resources): no
    simulation, so it takes milliseconds and hints can appear before the timing run finishes."""
    views = api.ViewSelection(summary=False, resource_pressure=False, timeline=False)
    return replace(_guarded(key_text, options, views), simulated=False)


def _guarded(key_text: str, options: AnalysisOptions, views: api.ViewSelection) -> RegionResult:
    try:
        return _analyze(key_text, options, views)
    except Exception as error:
        log.exception("mcalens.analysis.api.analyze failed on a region of %d lines", key_text.count("\n"))
        diagnostic = internal_error("analysis", error)
        return _error_result(key_text, options, "internal error (see the log)", (diagnostic,))


def static_options(options: AnalysisOptions) -> AnalysisOptions:
    """Options with the simulation-only fields blanked: the cache key of a static result."""
    return AnalysisOptions(options.cpu, 0, 0, options.model_path, options.model_generation, options.rthroughput,
                           options.triple)


def cache_directory() -> Path:
    """Where mcalens keeps its compiled caches (the model cache's directory)."""
    return model_cache.cache_dir()


def private_cache_directory(directory: Path | None = None) -> Path | None:
    """`directory` (default: the cache directory), created 0700; None when it is a symlink or
    someone else's (see model_cache.private_dir)."""
    from mcalens.analysis.machine.model_cache import private_dir

    return private_dir(directory)


def read_cache_entry(path: Path) -> bytes | None:
    """A cache file's bytes when it and its directory are the user's alone, else None."""
    from mcalens.analysis.machine.model_cache import open_private

    return open_private(path)


def touch_cache_entry(path: Path) -> None:
    """Mark a file in the cache directory as recently used (see model_cache.prune)."""
    model_cache.touch(path)


def prune_cache(directory: Path) -> None:
    """Keep the cache directory to its most recently used entries (see model_cache.prune)."""
    model_cache.prune(directory)


def warm_up(cpu: str, model_path: tuple[str, ...] = ()) -> None:
    """Load the ISA and the CPU model ahead of the first document (both are cached in-process)."""
    static_region("nop\n", AnalysisOptions(cpu=cpu, model_path=model_path))


def _core_options(options: AnalysisOptions, views: api.ViewSelection) -> api.AnalysisOptions:
    return api.AnalysisOptions(
        iterations=options.iterations,
        timeline_max_iterations=options.timeline_iterations,
        model_dirs=options.model_path,
        skip_unsupported=api.SKIP_ANY,  # an editor shows every other instruction's numbers anyway
        views=views,
        **({"rthroughput": options.rthroughput} if options.rthroughput != "llvm" else {}),
        **({"triple": options.triple} if options.triple else {}),
    )


_PORT_NAME = re.compile(r"^[A-Za-z]*?Port(?P<n>\d+)$")


def unit_label(name: str, unit: int = 0, num_units: int = 1) -> str:
    """The one unit naming of hints, hovers, lenses and reports: `SKLPort5` -> `p5`, other resources
    by their model name; multi-unit resources get `.unit`."""
    match = _PORT_NAME.match(name)
    label = f"p{match.group('n')}" if match else name
    return f"{label}.{unit}" if num_units > 1 else label


def _key_instruction_count(key_text: str) -> int:
    return max(0, len(split_lines(key_text)) - 1 - key_prelude_lines(key_text))


def _analyze(key_text: str, options: AnalysisOptions, views: api.ViewSelection) -> RegionResult:
    analysis = api.analyze(key_text, cpu=options.cpu, options=_core_options(options, views))
    offset = key_prelude_lines(key_text)
    diagnostics = tuple(analysis.diagnostics)
    model = analysis.model
    if analysis.failed or not analysis.regions:
        error = next((m for m in analysis.messages if "error" in m), "") or "analysis failed"
        failed = _error_result(key_text, options, error.removeprefix("error: "), diagnostics)
        return replace(failed, model=model.name if model is not None else "")
    assert model is not None  # a successful analysis has a model
    region = analysis.regions[0]
    report = region.report
    summary = report.summary
    pressure = report.resource_pressure
    columns = pressure.columns if pressure is not None else ()
    units = tuple(unit_label(c.name, c.unit, c.num_units) for c in columns)
    timeline = report.timeline
    n = len(region.instructions)
    per_instr: list[InstrResult] = []
    for k, instr in enumerate(region.instructions):
        info = report.instruction_info.rows[k] if report.instruction_info is not None else None
        desc = region.descriptors[k] if k < len(region.descriptors) else None
        resources: list[tuple[str, float]] = []
        for use in desc.resources if desc is not None else ():
            if 0 <= use.resource < len(model.resources) and use.cycles:
                resources.append((unit_label(model.resources[use.resource].name), float(use.cycles)))
        used: tuple[tuple[str, float], ...] = ()
        if pressure is not None and k < len(pressure.per_instruction):
            used = tuple((units[c], v) for c, v in enumerate(pressure.per_instruction[k]) if v)
        rows: tuple[TimelineRow, ...] = ()
        waits = (0.0, 0.0, 0.0)
        if timeline is not None and n:
            rows = tuple(
                TimelineRow(it, e.dispatched, e.ready, e.issued, e.executed, e.retired)
                for it in range(timeline.iterations)
                for e in (timeline.entries[it * n + k],)
            )
            if k < len(timeline.wait_times) and timeline.iterations:
                w = timeline.wait_times[k]
                waits = (
                    w.scheduler_queue / timeline.iterations,
                    w.ready_in_queue / timeline.iterations,
                    w.retire_lag / timeline.iterations,
                )
        per_instr.append(
            InstrResult(
                position=instr.span.line - offset,
                text=region.texts[k],
                opcode=region.mcinsts[k].opcode,
                uops=info.uops if info is not None else 0,
                latency=info.latency if info is not None else 0,
                rthroughput=(info.rthroughput or 0.0) if info is not None else 0.0,
                resources=tuple(resources),
                pressure=used,
                timeline=rows,
                avg_wait=waits,
                why_waited=_waits_summary(report, k) or why_waited(waits),
            )
        )
    analysed = {item.position for item in per_instr}
    skipped = tuple(p for p in range(_key_instruction_count(key_text)) if p not in analysed)
    iterations = summary.iterations if summary is not None else options.iterations
    total_cycles = summary.total_cycles if summary is not None else 0
    per_iteration = tuple(pressure.per_iteration) if pressure is not None else ()
    core_verdict: Verdict | None = report.verdict
    steady = core_verdict.cycles_per_iteration if core_verdict is not None else 0.0
    kind, bottleneck, share, verdict, on_chain = "", "", 0.0, "", set[int]()
    if core_verdict is not None:
        average = total_cycles / iterations if iterations else 0.0
        kind, bottleneck, share, verdict, on_chain = _from_verdict(core_verdict, units, per_iteration, average)
    critical = _critical_positions(report.bottleneck, len(per_instr))
    positions_by_k = {k: item.position for k, item in enumerate(per_instr)}
    marked_units = set(bottleneck.split("/")) if kind == "resource" else set()
    per_instr = [
        replace(
            item,
            on_bottleneck=(kind == "dependency" and k in on_chain)
            or any(unit in marked_units and cycles > 0 for unit, cycles in item.pressure),
        )
        for k, item in enumerate(per_instr)
    ]
    return RegionResult(
        cpu=options.cpu,
        model=model.name + (", a measured model" if model.kind == "measured" else ""),
        iterations=iterations,
        instructions_total=summary.instructions if summary is not None else 0,
        total_cycles=total_cycles,
        total_uops=summary.total_uops if summary is not None else 0,
        dispatch_width=summary.dispatch_width if summary is not None else 0,
        ipc=summary.ipc if summary is not None else 0.0,
        uops_per_cycle=summary.uops_per_cycle if summary is not None else 0.0,
        block_rthroughput=summary.block_rthroughput if summary is not None else 0.0,
        instructions=tuple(per_instr),
        units=units,
        unit_pressure=per_iteration,
        bottleneck=bottleneck,
        bottleneck_share=share,
        bottleneck_kind=kind,
        verdict=verdict,
        critical_sequence=tuple(positions_by_k.get(k, k) for k in critical),
        diagnostics=diagnostics,
        # The report stays the CLI's (its -frontend-view part is in RegionResult.delivery).
        report_text=render_region(replace(report, frontend=None)) if summary is not None else "",
        simulated=summary is not None,
        delivery=tuple(report.frontend.cycles_by_uops) if report.frontend is not None else (),
        delivered_by=report.frontend.delivered_by if report.frontend is not None else "",
        steady_cycles_per_iteration=steady,
        skipped=skipped,
    )


def _waits_summary(report: RegionReport, k: int) -> str:
    """The causes of instruction k's waits, biggest first, in cycles per iteration: the operand that
    arrived last (the one that held it), the busy units (named as in hints: `p0`), dispatch stalls."""
    waits: list[InstructionWaits] | None = report.waits
    if not waits or k >= len(waits):
        return ""
    item = waits[k]
    texts = report.instructions
    parts: list[tuple[float, str]] = []
    for d in item.data:
        if d.register == "memory":
            what = "memory ordering"
        elif d.producer >= 0:
            source = f"#{d.producer}"
            if 0 <= d.producer < len(texts) and texts[d.producer]:
                source += f" ({texts[d.producer].split()[0]})"
            what = f"{d.register or 'a register'} from {source}"
            what += ", previous iteration" if d.loop_carried else ""
        else:
            what = "operands"
        parts.append((d.cycles, f"{d.cycles:.1f} cy waiting for {what}"))
    for r in item.resources:
        what = "/".join(unit_label(name) for name in r.resources) if r.resources else "execution units"
        parts.append((r.cycles, f"{r.cycles:.1f} cy waiting for {what}"))
    for s in item.dispatch:
        parts.append((s.cycles, f"{s.cycles:.1f} cy at dispatch: {s.description}"))
    parts.sort(key=lambda part: -part[0])
    shown = [text for cycles, text in parts if cycles >= 0.05]
    return "; ".join(shown) if shown else "no waits: dispatched, ready and issued without delay"


_SHORT_KIND = {
    "dispatch": "dispatch width",
    "queue": "a full queue",
    "rob": "the reorder buffer",
    "registers": "the register file",
    "latency": "latency",
    "front-end": "the front end",
}


def _from_verdict(
    verdict: Verdict, units: tuple[str, ...], per_iteration: tuple[float, ...], cycles_per_iteration: float
) -> tuple[str, str, float, str, set[int]]:
    """(kind, short bottleneck label, share of cycles busy, verdict text, positions on the chain)."""
    kind = verdict.kind
    text = verdict.text
    chain: set[int] = set()
    if kind == "resource":
        labels = tuple(unit_label(r) for r in verdict.resources)
        busiest = [per_iteration[units.index(u)] for u in labels if u in units]
        share = min(1.0, max(busiest) / cycles_per_iteration) if busiest and cycles_per_iteration else 0.0
        return kind, "/".join(labels), share, text, chain
    if kind == "dependency":
        recurrence = verdict.recurrence
        registers = recurrence.registers if recurrence is not None else ()
        chain = set(recurrence.positions) if recurrence is not None else set()
        label = "dep " + "/".join(dict.fromkeys(registers)) if registers else "dependency"
        share = min(1.0, verdict.bound / cycles_per_iteration) if cycles_per_iteration else 0.0
        return kind, label, share, text, chain
    if kind in _SHORT_KIND:
        return kind, _SHORT_KIND[kind], 0.0, text, chain
    return kind, "", 0.0, text, chain


def _critical_positions(view: BottleneckView | None, n: int) -> list[int]:
    """Region positions along llvm-mca's critical sequence (graph nodes modulo N), in order."""
    out: list[int] = []
    for edge in view.critical_sequence if view is not None else ():
        for node in (edge.from_node, edge.to_node):
            if n and node % n not in out:
                out.append(node % n)
    return out


def why_waited(waits: tuple[float, float, float]) -> str:
    """Split the time in the scheduler (llvm-mca's wait columns [1] and [2]) into its two causes:
    operands not ready yet (a dependency) versus ready but no free execution resource."""
    in_scheduler, ready_not_issued, _ = waits
    for_operands = max(0.0, in_scheduler - ready_not_issued)
    if in_scheduler < 0.5:
        return ""
    if for_operands >= ready_not_issued:
        return f"mostly operands not ready ({for_operands:.1f} cycles: a dependency); {ready_not_issued:.1f} for a free unit"
    return f"mostly no free execution unit ({ready_not_issued:.1f} cycles); {for_operands:.1f} for operands"


def _error_result(
    key_text: str, options: AnalysisOptions, error: str, diagnostics: tuple[Diagnostic, ...] = ()
) -> RegionResult:
    """No numbers, only why (shown by the lens; the diagnostics say where)."""
    return RegionResult(
        cpu=options.cpu,
        model="",
        iterations=options.iterations,
        instructions_total=0,
        total_cycles=0,
        total_uops=0,
        dispatch_width=0,
        ipc=0.0,
        uops_per_cycle=0.0,
        block_rthroughput=0.0,
        instructions=(),
        diagnostics=diagnostics,
        error=error,
        skipped=tuple(range(_key_instruction_count(key_text))),
    )


# ---------------------------------------------------------------------------------------------
# Models.


@lru_cache(maxsize=1)
def list_cpus() -> tuple[tuple[str, str], ...]:
    """(cpu, model name) for every CPU the installed models know."""
    return tuple(api.list_cpus())


@lru_cache(maxsize=4)
def target_cpus(target: str) -> tuple[tuple[str, str], ...]:
    """(cpu, model name) for every CPU of `target`: x86-64 from the core's model loader; AArch64
    from the exported CPU table (models/aarch64/cpus.json, every name llvm-mca-19 accepts; "" as
    the model when LLVM has no scheduling model for it)."""
    if target == X86_64:
        return list_cpus()
    if target != AARCH64:
        return ()
    import json

    import mcalens.models

    table = Path(mcalens.models.__file__).parent / "aarch64" / "cpus.json"
    try:
        entries = json.loads(table.read_text(encoding="utf-8")).get("cpus", [])
    except (OSError, ValueError):
        log.exception("reading %s failed", table)
        return ()
    return tuple(sorted((str(e["name"]), str(e.get("model") or "")) for e in entries if e.get("name")))


def check_model_file(path: str) -> list[Diagnostic]:
    """Validate a user model YAML; diagnostics carry positions in that file."""
    try:
        return model_load.load_model_file(path)[1]
    except Exception as error:
        log.exception("load_model_file failed on %s", path)
        return [internal_error("model loader", error)]


def load_model_dir(directory: str, names: list[str]) -> None:
    """Load the headers and every named model file of a user model directory (model_vet's child)."""
    from mcalens.analysis.machine import model_load

    model_load.list_cpus(model_dirs=[directory])
    for name in names:
        model_load.load_model_file(os.path.join(directory, name), search_path=[directory])


def reset_model_caches() -> None:
    """Forget loaded models so an edited model file is read again."""
    list_cpus.cache_clear()
    target_cpus.cache_clear()
    _cpu_targets.cache_clear()
    api.clear_caches()


def known_cpu(cpu: str, model_path: tuple[str, ...] = (), target: str = X86_64) -> bool:
    """Whether `cpu` names a CPU of `target` in the installed models or the user's model directories."""
    from mcalens.analysis.machine import model_load

    if target != X86_64:
        return cpu in {name for name, _ in target_cpus(target)}
    if cpu in {name for name, _ in list_cpus()}:
        return True
    try:
        return any(name == cpu for name, _, _ in model_load.list_cpus(model_dirs=model_path))
    except Exception:
        log.exception("list_cpus(%s) failed", model_path)
        return False


@dataclass(frozen=True, slots=True)
class RegionMeasurement:
    """A region timed on this machine (`mcalens measure`), for the lens and the report."""

    cpu: str
    measured: float | None  # cycles per iteration, median over passes
    spread: float | None
    predicted: float | None  # steady-state cycles per iteration (the lens's "predicted")
    clock: str = ""
    bimodal: bool = False
    failure: str | None = None
    notes: tuple[str, ...] = ()

    @property
    def lens_title(self) -> str:
        if self.measured is None or self.spread is None:
            return f"not measurable here: {self.failure}"
        predicted = f" · predicted {self.predicted:.2f}" if self.predicted is not None else ""
        flag = " (bimodal)" if self.bimodal else ""
        return f"measured {self.measured:.2f} ± {self.spread:.2f} cyc/iter here{flag}{predicted}"

    def to_json(self) -> dict[str, Any]:
        return {"cpu": self.cpu, "measured": self.measured, "spread": self.spread, "predicted": self.predicted,
                "clock": self.clock, "bimodal": self.bimodal, "failure": self.failure, "notes": list(self.notes)}


def measure_region(key_text: str, cpu: str, passes: int = 3) -> RegionMeasurement:
    """Run the region on this machine (a forked child; see docs/measure.md). Never raises."""
    from mcalens.analysis.measure.api import measure_text

    try:
        run = measure_text(key_text, cpu=cpu, passes=passes, undefined_targets_inside=True)
    except Exception as error:  # a bug must not take the server down
        log.exception("measuring failed")
        return RegionMeasurement(cpu, None, None, None, failure=f"internal error: {error}")
    if run.failed or not run.regions:
        return RegionMeasurement(cpu, None, None, None, failure=run.failed or "no instructions to measure")
    region = run.regions[0]
    predicted = region.prediction.steady if region.prediction else None
    notes = tuple(d.message for d in region.diagnostics) + tuple(run.messages)
    if region.measured is None:
        return RegionMeasurement(run.cpu, None, None, predicted, failure=region.failure, notes=notes)
    m = region.measured
    return RegionMeasurement(run.cpu, m.cycles_per_iteration, m.spread, predicted, m.clock.describe(), m.bimodal,
                             notes=notes)


def memo_sizes() -> dict[str, int]:
    """Entries in the core's process-wide memos (mcalens/debugStats; tests check they stay bounded
    over long editing sessions)."""
    from mcalens.analysis.frontend import parse_fast
    from mcalens.analysis.sim import instr_desc
    from mcalens.analysis.targets.x86 import fast_path

    return {
        "statements": len(parse_fast.statement_cache),
        "lines": len(parse_fast.line_cache),
        "fastLines": sum(len(memo) for memo in fast_path.fast_cache.values()),
        "fastOperands": sum(len(memo) for pair in fast_path.operand_cache.values() for memo in pair),
        "descriptors": sum(len(entry[2]) for entry in list(instr_desc._MEMOS.values())),
    }


def memo_limits() -> dict[str, int]:
    """The bounds memo_sizes must stay within (per memo; fast operands: four memos)."""
    from mcalens.analysis.frontend import parse_fast
    from mcalens.analysis.sim import instr_desc

    limit = parse_fast.CACHE_LIMIT
    return {"statements": limit, "lines": limit, "fastLines": 2 * limit, "fastOperands": 4 * limit,
            "descriptors": instr_desc.MEMO_MODELS * instr_desc.MEMO_LIMIT}


def limit_parse_memos(entries: int) -> None:
    """Bound the parser's line memos (parse_fast.CACHE_LIMIT, 50,000 by default for the CLI's big
    files). Every edit adds a few never-reused entries, so a long editing session grew the server by
    about 1.6 MB per 1,000 edits until the default bound; a small bound keeps its memory flat."""
    from mcalens.analysis.frontend import parse_fast

    parse_fast.CACHE_LIMIT = entries
