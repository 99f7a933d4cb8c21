"""A document's structure, as the editor shows it: instructions (with their source lines and the
code mode in effect), regions (LLVM-MCA markers, innermost loops and the outer loops around them,
the whole file, a selection), the straight-line code outside every region, the file's `# mcalens:`
directive, its target and CPU, and the diagnostics of all that (parse, markers, coverage).

x86-64 files go through the core's own parser, marker rules (`frontend.regions`) and loop finder
(`frontend.loops`); other targets through `analysis.api` with their triple (`core.file_analysis`),
exactly as the CLI reads them. There is no second implementation of anything: when the core
raises, that is a bug, logged with its traceback and shown as an MCL900 diagnostic, never replaced
by numbers made up here. Everything here is plain, picklable data.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from ..diagnostics import Diagnostic, Related, Severity
from ..frontend import loops, regions
from ..frontend.debug_lines import source_lines as _source_lines
from ..frontend.debug_lines import source_lines_by_text as _source_lines_by_text
from ..frontend.parse import parse_text
from ..frontend.syntax import Directive, Instruction, ParsedFile
from ..source import Span
from ..targets.target import Target, default_target, target_for_triple
from . import core
from .targets import ARM, RISCV, TRIPLES, X86_64, CpuSettings, TargetChoice, decide_cpu, decide_target

log = logging.getLogger(__name__)

INTERNAL_ERROR = "MCL900"  # the core raised: a bug in mcalens, logged with its traceback
UNTERMINATED_REGION = "MCL209"  # editor-only note (llvm-mca is silent here); documented in docs/lsp.md
CALL_IN_REGION = "MCL510"
BRANCH_IN_LOOP = "MCL511"
# llvm-mca's error for a CPU without a scheduling model (RISC-V's `generic`).
_NO_SCHEDULING_MODEL = "unable to find instruction-level scheduling information"
NOT_X86 = "MCL512"  # a target mcalens has no package for (none is detected today)
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
    # The mode directive in effect at the instruction ("" before any: x86's `.code32`): llvm-mc
    # resolves `incl %eax` after `.code32` as INC32r_alt, so a region's own text must say it too.
    mode: str = ""
    # "call" or "branch" as LLVM's instruction description says (MCInstrDesc isCall), for the
    # target's branch mnemonics (Target.instr_analysis.is_branch); "" for every other instruction.
    flow: str = ""


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

    @property
    def straight_line(self) -> bool:
        """An outer loop is simulated as llvm-mca simulates any region, as straight-line code: its
        numbers are for one pass through every instruction (inner loops not repeated, branches
        never taken), not for the loop as it runs; surfaces say so."""
        return self.kind == "outer"


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
    # The file's instruction set (editor/targets.py); x86-64 unless the file or settings say otherwise.
    target: TargetChoice = field(default_factory=lambda: TargetChoice(X86_64, "the default target"))
    # The CPU the structure was checked with for a non-x86 target (targets.decide_cpu).
    target_cpu: str = ""
    # NASM documents (editor/nasm.py): per 0-based line, the instructions it made (llvm-mc's text)
    # and each one's innermost position ("x86inc.asm:1528"), for the hover.
    expansions: dict[int, tuple[tuple[str, str], ...]] = field(default_factory=dict)

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
                    cpu_settings: CpuSettings | None = None, llvm_version: str = core.DEFAULT_RELEASE) -> Structure:
    """Parse `text` and find its regions: markers first; else the innermost loops, or the whole file,
    per the `autoRegions` setting. The target comes first (editor/targets.py): x86-64 files go through
    the core's parser and region finder here; other targets through `analysis.api` with their triple
    on the CPU `targets.decide_cpu` picks. A core failure is an MCL900 diagnostic."""
    # llvm-mc ends a statement (and a comment) at a lone `\r` as at `\n`, and LSP ends a line there:
    # the same one-character substitution makes the parser's line numbers the editor's.
    text = _LONE_CR.sub("\n", text)
    lines = split_lines(text)
    directive, directive_line = parse_directive(lines)
    choice = decide_target(lines, target_setting, directive, directive_line)
    if choice.target != X86_64:
        directive_cpu = directive.get("mcpu") or directive.get("cpu")
        cpu = decide_cpu(choice.target, directive_cpu, cpu_settings or CpuSettings(), choice)[0] \
            if choice.target in TRIPLES else directive_cpu or ""
        structure = _foreign_structure(text, choice, cpu, auto_regions, llvm_version)
        structure.directive, structure.directive_line, structure.target_cpu = directive, directive_line, cpu
        return structure
    try:
        parsed = parse_text(text, core.release_target(default_target(), llvm_version))  # the release's ISA
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


def _foreign_structure(text: str, choice: TargetChoice, cpu: str, auto_regions: str,
                       llvm_version: str = core.DEFAULT_RELEASE) -> Structure:
    """A file for another target. One without a target package gets one MCL512
    warning. AArch64, RISC-V and 32-bit ARM go to the core with its triple (AnalysisOptions.triple): its regions when the
    core analyses it, else ONE MCL513 diagnostic with the core's answer (no x86 parse errors)."""
    if choice.target not in TRIPLES:
        return Structure(target=choice, diagnostics=[Diagnostic(
            _evidence_span(choice), Severity.WARNING, NOT_X86,
            f"this is {choice.display} assembly ({choice.reason}): mcalens has no {choice.display} target "
            "(it models x86-64, AArch64, RISC-V and 32-bit ARM), so these instructions are not analysed")])
    try:
        # The file as llvm-mca reads it: its marker regions, else one region of every instruction.
        analysis = core.file_analysis(text, cpu, choice.triple, auto_regions=False, llvm_version=llvm_version)
        everything = [i for region in analysis.regions for i in region.instructions]
        if not analysis.failed and auto_regions == "loops" and len(analysis.regions) == 1 \
                and not analysis.regions[0].name:
            # No markers: the core's loop regions (--auto-regions, the target's back-edges).
            analysis = core.file_analysis(text, cpu, choice.triple, auto_regions=True, llvm_version=llvm_version)
    except Exception as error:
        log.exception("mcalens.analysis.api.analyze failed on a %s file", choice.display)
        return Structure(target=choice, diagnostics=[internal_error("analysis", error)])
    if analysis.failed:
        answer = next((m for m in analysis.messages if m.startswith("error:")), "") \
            or next((m for m in analysis.messages if m.strip()), "") \
            or next((d.message for d in analysis.diagnostics), "") or "no answer"
        if _NO_SCHEDULING_MODEL in answer:
            # RISC-V's default CPU (`generic`) has no scheduling model: a CPU must be chosen, and
            # nothing is shown as numbers until one is.
            setting = {RISCV: "mcalens.riscv.cpu", ARM: "mcalens.arm.cpu"}.get(choice.target, "mcalens.aarch64.cpu")
            return Structure(target=choice, diagnostics=[Diagnostic(
                _evidence_span(choice), Severity.WARNING, TARGET_UNAVAILABLE,
                f"choose a {choice.display} CPU: this file is {choice.display} assembly (from {choice.reason}) and "
                f"CPU {cpu} has no scheduling model; llvm-mca answers \"{answer.removeprefix('error: ').rstrip('.')}\". "
                f"Set {setting}, add a `mcalens: mcpu=<cpu>` comment or use Select CPU"
                f"{' (e.g. sifive-x280)' if choice.target == RISCV else ''}")])
        return Structure(target=choice, diagnostics=[Diagnostic(
            _evidence_span(choice), Severity.WARNING, TARGET_UNAVAILABLE,
            f"this file is {choice.display} assembly (from {choice.reason}), and mcalens's analysis core did "
            f"not analyse it: asked for triple {choice.triple} on CPU {cpu}, it answered: "
            f"\"{answer.removeprefix('error: ').rstrip('.')}\". Nothing in this file is analysed (if it is x86-64, say so "
            "with a `# mcalens: target=x86-64` comment or the mcalens.target setting)")])
    return _structure_from_analysis(analysis, choice, auto_regions, split_lines(text), everything, llvm_version)


def _structure_from_analysis(analysis: core.Analysis, choice: TargetChoice, auto_regions: str,
                             text_lines: list[str] | None = None, everything: list[Any] | None = None,
                             llvm_version: str = core.DEFAULT_RELEASE) -> Structure:
    """Regions of a non-x86 file as the core found them (its markers, or its loop back-edges);
    `everything`: the file's instructions (those outside the regions get static hints)."""
    structure = Structure(target=choice, diagnostics=list(analysis.diagnostics))
    seen: dict[int, InstrLine] = {}
    # the release's ISA and rules: LLVM 22 decides RISC-V's calls per instance, 19 by opcode
    flows = _Flows(core.release_target(target_for_triple(choice.triple), llvm_version), choice.triple)
    for i in everything or ():
        seen.setdefault(i.span.line, InstrLine(i.span, i.text or i.mnemonic, "att", i.mnemonic, flow=flows.of(i)))
    for region in analysis.regions:
        members = tuple(
            seen.setdefault(i.span.line, InstrLine(i.span, i.text or i.mnemonic, "att", i.mnemonic, flow=flows.of(i)))
            for i in region.instructions)
        if not members or (auto_regions == "off" and not region.name):
            continue
        kind = "marker" if region.name and not region.name.startswith("loop") else (
            "loop" if auto_regions == "loops" else "file")
        structure.regions.append(RegionSpec(len(structure.regions), region.name, kind, members[0].span,
                                            members[-1].span.line, members,
                                            prelude=_instrument_prelude(region)))
    structure.instructions = sorted(seen.values(), key=lambda i: i.span.line)
    sources = _source_lines_by_text(text_lines, {i.span.line for i in structure.instructions})
    if sources:
        def with_source(i: InstrLine) -> InstrLine:
            return replace(i, source=sources.get(i.span.line))

        structure.instructions = [with_source(i) for i in structure.instructions]
        structure.regions = [replace(r, instructions=tuple(with_source(i) for i in r.instructions))
                             for r in structure.regions]
    for region in structure.regions:
        structure.diagnostics.extend(coverage_diagnostics(region))
    covered = {i.span.line for region in structure.regions for i in region.instructions}
    rest = tuple(i for i in structure.instructions if i.span.line not in covered)
    if rest:  # straight-line code: static hints only, as in x86 files
        structure.outside = RegionSpec(-1, "straight-line code", "outside", rest[0].span, rest[-1].span.line, rest)
    return structure


def _structure(parsed: ParsedFile, auto_regions: str) -> Structure:
    sources = _source_lines(parsed)
    target = parsed.target or default_target()
    modes = _code_modes(parsed, target)
    flows = _Flows(target, core.DEFAULT_TRIPLE)
    instructions = [
        InstrLine(i.span, i.text or i.mnemonic, i.syntax or "att", i.mnemonic, sources.get(k), modes.get(k, ""),
                  flows.of(i))
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


def _code_modes(parsed: ParsedFile, target: Target) -> dict[int, str]:
    """Instruction index -> the mode directive that restates the mode it resolves in, for files
    that switch modes (x86's `.code32`; none for files that never do, and for targets without
    modes): the mode the core resolves the instruction in (`core.instruction_modes`, the CLI's
    answer), spelled `.code<bits>`; from a refused mode directive on (`.code16`), that directive,
    so a region after it is refused as the CLI refuses the file."""
    modes, refused = core.instruction_modes(target, parsed)
    if not modes and not refused:
        return {}
    stop = refused[0][0] if refused else None
    refusing = next((s.name for s in parsed.statements if isinstance(s, Directive) and s.span == stop), "")
    found: dict[int, str] = {}
    for index, instruction in enumerate(parsed.instructions):
        if stop is not None and (instruction.span.line, instruction.span.start) >= (stop.line, stop.start):
            found[index] = refusing
        else:
            found[index] = f".code{target.triple_mode(modes.get(id(instruction), core.DEFAULT_TRIPLE))}"
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


def _instrument_prelude(region: Any) -> tuple[str, ...]:
    """The instrument comments a standalone copy of a core region needs in front to be analysed as
    in the file: the last RISC-V LMUL and SEW in effect at its first instruction (a `vsetvli` before
    the loop). Without them the region's vector instructions would take their own, worst-case class."""
    active = region.instruments_in_effect[0] if region.instruments_in_effect else ()
    last: dict[str, str] = {}
    for kind, data in active:
        if kind in _CARRIED_INSTRUMENTS:
            last[kind] = data
    return tuple(f"# LLVM-MCA-{kind} {data}" for kind, data in last.items())


# The instruments carried into a region's own text (LLVM 19's: RISC-V's LMUL and SEW).
_CARRIED_INSTRUMENTS = ("RISCV-LMUL", "RISCV-SEW")


def key_prelude_lines(key_text: str) -> int:
    """How many lines of a region's key text come before its first instruction."""
    count = 0
    for line in split_lines(key_text):
        if line.startswith((".intel_syntax", ".code", "# LLVM-MCA-")) or _PRELUDE_LINE.fullmatch(line) is not None:
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
    modes, refused = core.instruction_modes(target, parsed)
    stop = refused[0][0].line if refused else None
    for span, message in refused:
        found.append(Diagnostic(span, Severity.ERROR, core.CODE_UNSUPPORTED, message))
    for instr in outside:
        if instr.span.line in bad_lines or (stop is not None and instr.span.line >= stop):
            continue
        triple = modes.get(id(instr), core.DEFAULT_TRIPLE)
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


class _Flows:
    """Which instructions are calls or branches: the target's branch mnemonics (Target.instr_analysis.is_branch),
    told apart once resolved as the simulator tells them apart (core.control_flow: the opcode's
    MCInstrDesc flags, or the release's per-instance rules, LLVM 22 RISC-V's `jal t0, 8`; llvm-mca
    gives a call the -call-latency). Memoised per text and model set: a document has few distinct
    branches."""

    _memo: ClassVar[dict[tuple[str, str, str, str, str], str]] = {}

    def __init__(self, target: Target, triple: str) -> None:
        self.target = target
        self.triple = triple
        self.isa: Any = None

    def of(self, instruction: Instruction) -> str:
        if not self.target.instr_analysis.is_branch(instruction.mnemonic.lower()):
            return ""
        key = (self.target.models_dir, self.triple, instruction.syntax or "", instruction.text or instruction.mnemonic,
               instruction.mnemonic)
        flow = self._memo.get(key)
        if flow is None:
            if self.isa is None:
                self.isa = self.target.load_isa()
            mc = self.target.assembler.resolve(instruction, self.isa, self.triple)[0]
            flow = "call" if mc is not None and core.control_flow(mc, self.isa)[0] else "branch"
            if len(self._memo) >= 10_000:
                self._memo.clear()
            self._memo[key] = flow
        return flow


def coverage_diagnostics(region: RegionSpec) -> list[Diagnostic]:
    """What the model does not cover inside a region, as ONE information note on the region's
    header (a compiler's file has hundreds of branches: one warning each flooded the Problems
    panel): branches before the region's last instruction (simulated as straight-line code) and
    calls (a fixed latency stands in for the callee), each listed as a related location."""
    last = len(region.instructions) - 1
    calls = [i for i in region.instructions if i.flow == "call"]
    branches = [i for k, i in enumerate(region.instructions) if k < last and i.flow == "branch"]
    if not calls and not branches:
        return []
    parts: list[str] = []
    if branches:
        parts.append(f"{_count(len(branches), 'branch', 'branches')} before its end ({_lines(branches)}): "
                     "llvm-mca simulates the region as straight-line code, every instruction once per "
                     "iteration whichever way a branch goes")
    if calls:
        parts.append(f"{_count(len(calls), 'call', 'calls')} ({_lines(calls)}), each simulated as one instruction "
                     "of 100 cycles latency (llvm-mca's -call-latency); the called function is not analysed")
    related = tuple(
        Related(i.span, "call: 100 cycles latency, the callee is not analysed" if i.flow == "call"
                else "branch: simulated as straight-line code")
        for i in sorted((*branches, *calls), key=lambda i: i.span.line))
    return [Diagnostic(region.header, Severity.INFORMATION, BRANCH_IN_LOOP if branches else CALL_IN_REGION,
                       "this region holds " + "; and ".join(parts), related)]


def _count(n: int, one: str, many: str) -> str:
    return f"1 {one}" if n == 1 else f"{n} {many}"


def _lines(instructions: list[InstrLine], shown: int = 8) -> str:
    numbers = [str(i.span.line + 1) for i in instructions]
    more = f", … ({len(numbers) - shown} more)" if len(numbers) > shown else ""
    return ("line " if len(numbers) == 1 else "lines ") + ", ".join(numbers[:shown]) + more
