"""analyze(): the one entry point from assembly text to per-region traces, views and diagnostics.

Pipeline: parse -> regions -> resolve (McInst) -> instruction descriptors -> simulate (Trace) ->
views. Pure: nothing is printed; every problem is a Diagnostic, and llvm-mca's own stderr lines
(warnings, notes, errors) are kept as text in `Analysis.messages` so the CLI can reproduce them.
Loading the ISA and CPU models is cached, so repeated calls (the language server) stay cheap.
"""

from __future__ import annotations

import threading
from bisect import bisect_right
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from functools import lru_cache

from .diagnostics import Diagnostic, Related, Severity, split_notes
from .frontend.instruments import find_instruments
from .frontend.macros import MAX_EXPANDED_CHARS, MAX_EXPANDED_STATEMENTS
from .frontend.parse import SourceLines, is_expansion_limit, parse_text, source_lines
from .frontend.regions import NO_INSTRUCTIONS, Region, find_regions, marker_comment_string
from .frontend.syntax import Instruction, ParsedFile
from .instruments import ClassRefusal, InstrumentEffect, InstrumentManager
from .isa import Isa
from .machine import model_load
from .machine.model import CpuModel
from .machine.releases import (
    DEFAULT_RELEASE,
    ENGINE_BOTTLENECK_JSON,
    ENGINE_COMMENT_TEXT_WHOLE,
    ENGINE_ENCODING_UNRELAXED,
    ENGINE_INSTRUMENT_LATENCY,
    FULL_VERSIONS,
    RELEASES,
    base_target_dir,
    model_engine,
    release_engine,
    release_models_dir,
    release_of_dir,
)
from .mcinst import McInst
from .options import (
    DEFAULT_ITERATIONS,
    DEFAULT_TRIPLE,
    RTHROUGHPUT_LLVM,
    RTHROUGHPUT_SEGMENTS,
    SKIP_ANY,
    SKIP_LACK_SCHED,
    SKIP_NONE,
    SKIP_PARSE_FAILURE,
    AnalysisOptions,
    SimOptions,
    ViewSelection,
)
from .sim.instr_desc import DescriptorError, InstrDesc, build_descriptor, control_flow, is_recyclable
from .sim.options import STALL_LIMIT
from .sim.pipeline import simulate, simulator_descriptors
from .sim.trace import Trace
from .source import Span
from .targets.target import Target, UnknownTarget, target_for_triple
from .views.registry import NEEDS_HAZARDS, NEEDS_PRESSURE, NEEDS_TRACE, VIEWS, RegionInputs
from .views.report import RegionReport, Report
from .views.resource_pressure import ResourceColumn, resource_columns

# The options' public names, here as before (analysis/options.py defines them).
__all__ = ["DEFAULT_CPU", "DEFAULT_ITERATIONS", "DEFAULT_TRIPLE", "RTHROUGHPUT_LLVM", "RTHROUGHPUT_SEGMENTS",
           "SKIP_ANY", "SKIP_LACK_SCHED", "SKIP_NONE", "SKIP_PARSE_FAILURE", "Analysis", "AnalysisOptions",
           "RegionAnalysis", "SimOptions", "ViewSelection", "analyze", "clear_caches", "instruction_modes",
           "list_cpus", "release_target", "simulation_parameters"]

DEFAULT_CPU = "skylake"

# Stable diagnostic codes of this layer (MCL3xx resolution, MCL4xx configuration).
CODE_UNSUPPORTED = "MCL310"
CODE_UNRESOLVED = "MCL311"
CODE_UNENCODABLE = "MCL312"
CODE_NO_INSTRUCTIONS = "MCL320"
MAX_CALL_LATENCY = 32767
CODE_TRUNCATED = "MCL330"  # the simulation hit its cycle limit: no numbers
CODE_INTERNAL = "MCL900"  # the simulator failed on this region (a bug): no numbers
CODE_UNKNOWN_CPU = "MCL401"
CODE_LABEL = "MCL308"  # a numeric label reference llvm-mc cannot resolve (`jne 1f` with no `1:` after it)
CODE_FEATURE = "MCL313"  # an instruction the CPU's features (with -mattr, `.arch`) do not allow
CODE_SEQUENCE = "MCL316"  # refused for the instruction before it (AArch64: what follows a movprfx)
CODE_REWRITTEN = "MCL317"  # the assembler changed the instruction, with a warning (cyclone's movi v.2d, #0)
CODE_DEPRECATED = "MCL318"  # the assembler took the instruction with a warning (ARM's deprecated forms)


@dataclass(slots=True)
class RegionAnalysis:
    """One analysed region: its source instructions, what they resolved to, the trace and views."""

    index: int
    name: str
    instructions: list[Instruction]
    mcinsts: list[McInst]
    texts: list[str]
    trace: Trace | None
    report: RegionReport
    descriptors: list[InstrDesc] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    isa: Isa | None = None  # the target's ISA the instructions resolved against (views name registers)
    register_prefix: str = "%"  # what the target prints before register names (x86 AT&T "%", AArch64 none)
    # Per instruction, the instrument values its class was chosen with (RISC-V vector instructions:
    # (("LMUL", "M1"), ("SEW", "E32"))); () where none applied (InstrumentManager.settings).
    instrument_settings: list[tuple[tuple[str, str], ...]] = field(default_factory=list)
    # Per instruction, the instruments in effect as (kind, data), in llvm-mca's order: what a
    # standalone copy of the region must say in front to be analysed the same (the editor's regions).
    instruments_in_effect: list[tuple[tuple[str, str], ...]] = field(default_factory=list)

    @property
    def spans(self) -> list[Span]:
        return [i.span for i in self.instructions]


@dataclass(slots=True)
class Analysis:
    """The result of analyze(): regions, diagnostics, the report and llvm-mca's messages."""

    cpu: str
    model: CpuModel | None
    regions: list[RegionAnalysis] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    # llvm-mca-style stderr lines ("warning: ...", "note: ...", "error: ..."), in order.
    messages: list[str] = field(default_factory=list)
    failed: bool = False  # llvm-mca would exit with status 1
    report: Report | None = None


class RegionCache:
    """Simulated regions (trace and views) kept from one `analyze` to the next, so that a file analysed
    again after a small change (a saved source file's assembly) simulates only its changed regions.

    A region's results depend only on its resolved instructions (llvm-mca clears its instruction
    builder before each region), the instruments in effect on them, the CPU's model and the
    options: that is the key (position, index and name are not in it; they are set per run). The
    model object itself must be the same (`is`): a reloaded model is another model. Least recently
    used entries go first beyond `size`."""

    def __init__(self, size: int = 1024) -> None:
        self.size = size
        self.hits = 0
        self.misses = 0
        self._entries: OrderedDict[object, tuple[CpuModel, Trace | None, dict[str, object]]] = OrderedDict()
        self._lock = threading.Lock()  # (the server analyses in worker threads)

    def get(self, key: object, model: CpuModel) -> tuple[Trace | None, dict[str, object]] | None:
        with self._lock:
            entry = self._entries.get(key)
            if entry is None or entry[0] is not model:
                self.misses += 1
                return None
            self._entries.move_to_end(key)
            self.hits += 1
            return entry[1], entry[2]

    def put(self, key: object, model: CpuModel, trace: Trace | None, views: dict[str, object]) -> None:
        with self._lock:
            self._entries[key] = (model, trace, views)
            self._entries.move_to_end(key)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)

    def __len__(self) -> int:
        return len(self._entries)


def _region_key(mcinsts: list[McInst], effects: list[InstrumentEffect | None], options: AnalysisOptions,
                target: Target, model_cpu: str) -> object | None:
    """A region's `RegionCache` key (None: an operand that cannot be a key, so no caching)."""
    key = (target.name, model_cpu, repr(options), tuple(mcinsts), tuple(effects))
    try:
        hash(key)
    except TypeError:
        return None
    return key


class _Failure(Exception):
    """Internal: stop the analysis the way llvm-mca stops (message already recorded)."""


# ---------------------------------------------------------------------------------------------
# Cached loading: the ISA and each model are read once per process.


def _isa(triple: str = DEFAULT_TRIPLE) -> Isa:
    """The ISA tables of the target `triple` selects (loaded once per process)."""
    return target_for_triple(triple).load_isa()


@lru_cache(maxsize=32)
def _model(cpu: str, model_dirs: tuple[str, ...], models_dir: str = model_load.TARGET_DIR
           ) -> tuple[CpuModel | None, tuple[Diagnostic, ...]]:
    model, diags = model_load.load_model(cpu, model_dirs=list(model_dirs), target_dir=models_dir)
    return model, tuple(diags)


_RELEASE_TARGETS: dict[tuple[int, str], Target] = {}


def release_target(target: Target, release: str) -> Target:
    """`target` reading a release's model set: the same object for LLVM 19, else a copy whose
    `models_dir` is the release's directory (its ISA, spellings and encoder tables follow from it)."""
    models_dir = release_models_dir(target.models_dir, release)
    if models_dir == target.models_dir:
        return target
    key = (id(target), models_dir)
    copy = _RELEASE_TARGETS.get(key)
    if copy is None:
        import copy as copy_module

        copy = copy_module.copy(target)
        copy.models_dir = models_dir
        _RELEASE_TARGETS[key] = copy
    return copy


def clear_caches() -> None:
    """Forget loaded models and their memoised descriptors (call after a model file changed on disk)."""
    from .sim.instr_desc import clear_descriptor_memos

    _model.cache_clear()
    clear_descriptor_memos()


def list_cpus(model_dirs: tuple[str, ...] = (), triple: str = DEFAULT_TRIPLE, llvm_version: str = DEFAULT_RELEASE
              ) -> list[tuple[str, str]]:
    """(cpu name, model name) pairs of the triple's target known to the model loader, by CPU name."""
    models_dir = release_models_dir(target_for_triple(triple).models_dir, llvm_version)
    return sorted((cpu, name) for cpu, name, _ in model_load.list_cpus(model_dirs=list(model_dirs),
                                                                        target_dir=models_dir))


def _diag(code: str, message: str, span: Span | None = None, severity: Severity = Severity.ERROR) -> Diagnostic:
    return Diagnostic(span or Span(0, 0, 0), severity, code, message)


# ---------------------------------------------------------------------------------------------
# Regions


@dataclass(slots=True)
class _Region:
    """One region on its way through resolution and simulation."""

    index: int
    name: str
    show_header: bool
    instructions: list[Instruction]
    first_line: int = 0  # source lines the region covers (its markers, or the whole file)
    last_line: int = 1 << 62


def _located(kind: str, span: Span, message: str, lines: list[str], *, caret_only: bool = False) -> list[str]:
    """An assembler-style message with the source line and a caret, as llvm-mca's SourceMgr prints."""
    # A file with lone CRs: llvm-mc counts `\n` only.
    number = lines.number(span.line) if isinstance(lines, SourceLines) else span.line + 1
    head = f"<input>:{number}:{span.start + 1}: {kind}: {message}"
    if not 0 <= span.line <= len(lines):
        return [head]
    source = lines[span.line] if span.line < len(lines) else ""  # where a file ending in a line break ends
    # SourceMgr expands tabs to 8-column stops in both the echoed line and the caret line.
    start = len(source[: span.start].expandtabs(8))
    end = len(source[: max(span.end, span.start + 1)].expandtabs(8))
    width = 1 if caret_only else max(end - start, 1)
    return [head, source.expandtabs(8), " " * start + "^" + "~" * (width - 1)]


MAX_PRINTED_ERRORS = 50


def _capped_errors(failures: list[tuple[Span, str]], lines: list[str],
                   warnings: list[tuple[Span, str]] | None = None) -> list[str]:
    """Assembler errors as printed: the first per line, in line order, at most MAX_PRINTED_ERRORS of
    them and then a count of the rest (like a compiler's error limit; llvm-mc has none). The
    assembler's warnings are printed among them in line order (never capped)."""
    first: dict[int, tuple[Span, str]] = {}
    kept: list[tuple[Span, str]] = []
    for span, message in sorted(failures, key=lambda f: (f[0].line, f[0].start)):
        line_first = first.setdefault(span.line, (span, message))
        # (the same error again further along the line is printed too: `.cpu a+bad1+bad2`)
        if line_first == (span, message) or (line_first[1] == message and line_first[0] != span):
            kept.append((span, message))
    shown = [(span, "error", message) for span, message in kept[:MAX_PRINTED_ERRORS]]
    if warnings:
        # on one line the warnings first, in the order the assembler gave them: llvm-mc warns of a
        # register list out of order while parsing, before it matches (its error, or the
        # "deprecated" warning at the mnemonic)
        shown.extend((span, "warning", message) for span, message in warnings)
        shown.sort(key=lambda item: (item[0].line, item[1] == "error"))
    out: list[str] = []
    for span, kind, message in shown:
        # an error's notes (ARM's near-miss list) print right after it, each with its own caret
        head, notes = split_notes(message)
        out.extend(_located(kind, span, head, lines))
        for start, end, text in notes:
            out.extend(_located("note", Span(span.line, start, end), text, lines))
    if len(kept) > MAX_PRINTED_ERRORS:
        rest = len(kept) - MAX_PRINTED_ERRORS
        out.append(f"note: {rest} more line{'s' if rest != 1 else ''} with errors not shown "
                   f"(mcalens prints the first {MAX_PRINTED_ERRORS})")
    return out


NOTE_LINES_LISTED = 10


def _grouped_notes(notes: list[tuple[Span, str]], lines: list[str]) -> list[str]:
    """Informational notes once per message: the first occurrence with its source line and caret,
    then one line counting (and listing the first of) the other lines that got the same note. gcc's
    Intel output has a `movsx r64, r32` in most functions; a note per instruction buried the report."""
    by_message: dict[str, list[Span]] = {}
    for span, message in notes:
        by_message.setdefault(message, []).append(span)
    out: list[str] = []
    for message, spans in by_message.items():
        out += _located("note", spans[0], message, lines, caret_only=True)
        rest = sorted({span.line + 1 for span in spans[1:]} - {spans[0].line + 1})
        if rest:
            shown = ", ".join(str(line) for line in rest[:NOTE_LINES_LISTED])
            more = f" and {len(rest) - NOTE_LINES_LISTED} more" if len(rest) > NOTE_LINES_LISTED else ""
            out.append(f"note: <input>: the same on {len(rest)} more line{'s' if len(rest) != 1 else ''}: "
                       f"{shown}{more}")
    return out


def _regions(parsed: ParsedFile, options: AnalysisOptions, analysis: Analysis, lines: list[str]) -> list[_Region]:
    if options.auto_regions:
        from .frontend.loops import find_loop_regions  # -auto-regions only (start-up, issue 17)

        finder = find_loop_regions
    else:
        finder = find_regions
    found, diags = finder(parsed, options.expansions_below, _comment_string(parsed.target))
    for d in diags:
        if d.code == NO_INSTRUCTIONS:
            continue  # reported after resolution, when skipped lines are known
        analysis.diagnostics.append(d)
        if d.severity == Severity.ERROR:
            analysis.messages.extend(_located("error", d.span, d.message, lines, caret_only=True))
            for related in d.related:
                analysis.messages.extend(_located("note", related.span, related.message, lines, caret_only=True))
            analysis.failed = True
    instructions = parsed.instructions
    out: list[_Region] = []
    for region in found:
        members = _region_instructions(region, instructions)
        if members:  # llvm-mca skips empty regions without using up an index
            first = region.begin.line if region.begin is not None else 0
            last = region.end.line if region.end is not None else 1 << 62
            out.append(_Region(len(out), region.name, region.has_header, members, first, last))
    return out


def _region_instructions(region: Region, instructions: list[Instruction]) -> list[Instruction]:
    """Region members are indices into the parsed file's instructions."""
    return [instructions[i] for i in region.instructions if 0 <= i < len(instructions)]


# ---------------------------------------------------------------------------------------------
# Per-instruction steps


def _print(mc: McInst, isa: Isa, options: AnalysisOptions, target: Target, cpu: str) -> str:
    """The instruction column as llvm-mca prints it (printer output, leading whitespace trimmed)."""
    return target.printer.print_inst(mc, isa, options.output_asm_variant, options.print_imm_hex, options.triple,
                                     cpu, options.mattr).lstrip(" \t")


def _sim_options(options: AnalysisOptions, encoder: object = None) -> SimOptions:
    """The `sim` record as this run hands it to the simulator: the views decide whether back-pressure
    is recorded (it costs time), -rthroughput=segments books units from their acquire cycle, and
    models with front-end data get the target's predecoder."""
    return replace(
        options.sim,
        # Trace.unit_uses (the units of each issue in the first `timeline_iterations`) is read by
        # no view: the timeline prints from the columns. One iteration's, the least the simulator
        # takes (PERF: ten cost ~0.4 ms of a 11 ms warm loop36 analyze).
        timeline_iterations=1,
        record_pressure=options.views.needs() >= NEEDS_PRESSURE,
        record_hazards=options.views.needs() >= NEEDS_HAZARDS,
        acquire_at_cycle=options.rthroughput == RTHROUGHPUT_SEGMENTS,
        encoder=encoder,
    )


# ---------------------------------------------------------------------------------------------


def simulation_parameters(options: AnalysisOptions, cpu: str, model: CpuModel | None) -> dict[str, object]:
    """llvm-mca's `SimulationParameters`: always -march/-mcpu/-mtriple; the rest only when set."""
    arch = target_for_triple(options.triple).march(options.triple)
    params: dict[str, object] = {"-march": arch, "-mcpu": cpu, "-mtriple": options.triple}
    if model is not None and model.micro_op_buffer_size <= 1:
        return params  # llvm-mca lists pipeline options only for out-of-order CPUs
    sim = options.sim
    for key, value in (
        ("-register-file-size", sim.register_file_size),
        ("-decoder-throughput", sim.decoder_throughput),
        ("-micro-op-queue-size", sim.micro_op_queue_size),
        ("-dispatch", sim.dispatch_width),
        ("-lqueue", sim.load_queue),
        ("-squeue", sim.store_queue),
    ):
        if value:
            params[key] = value
    if not sim.noalias:
        params["-noalias"] = False
    return params


def analyze(text: str, *, cpu: str = DEFAULT_CPU, options: AnalysisOptions | None = None,
            region_cache: RegionCache | None = None) -> Analysis:
    """Analyse assembly `text` on `cpu` ("" = the target's default CPU). Never raises on user input;
    see Analysis.failed/messages. `region_cache`: regions simulated before are taken from it (and new
    ones put in it); the results are the same as without it."""
    options = options or AnalysisOptions()
    analysis = Analysis(cpu=cpu, model=None)
    try:
        _analyze(text, cpu, options, analysis, region_cache)
    except _Failure as failure:
        analysis.diagnostics.extend(failure.args[1:])
        if str(failure.args[0] if failure.args else ""):
            analysis.messages.append(f"error: {failure.args[0]}")
        analysis.failed = True
    return analysis


def _unknown_model(cpu: str, options: AnalysisOptions, model_diags: tuple[Diagnostic, ...],
                   analysis: Analysis) -> None:
    """No usable model: llvm-mca's words for a CPU it does not know or has no scheduling model for;
    a broken model file is named with file, line and column."""
    from .machine.llvm_names import cpus_with_itineraries, did_you_mean, llvm_cpus, normalize_triple

    models_dir = release_models_dir(target_for_triple(options.triple).models_dir, options.llvm_version)

    if not model_diags or any(d.code != CODE_UNKNOWN_CPU for d in model_diags):
        analysis.diagnostics.append(_diag(CODE_UNKNOWN_CPU, f"the model for CPU '{cpu}' does not load"))
        for d in model_diags:
            where = f"{d.file}:{d.span.line + 1}:{d.span.start + 1}: " if d.file else ""
            kind = "error" if d.severity == Severity.ERROR else "warning"
            analysis.messages.append(f"{where}{kind}: {d.message}")
        raise _Failure(f"the model for CPU '{cpu}' does not load")
    if cpu in llvm_cpus(models_dir):
        # llvm-mca names the normalised triple, and adds a note where the CPU has itineraries
        message = (f"unable to find instruction-level scheduling information for target triple "
                   f"'{normalize_triple(options.triple)}' and cpu '{cpu}'.")
        analysis.diagnostics.append(_diag(CODE_UNKNOWN_CPU, message))
        if cpu in cpus_with_itineraries(models_dir):
            message += (f"\nnote: cpu '{cpu}' provides itineraries. However, instruction itineraries are "
                        f"currently unsupported.")
        raise _Failure(message)
    # llvm-mca prints this line twice (it makes the subtarget twice) and stops with status 1.
    line = f"'{cpu}' is not a recognized processor for this target (ignoring processor)"
    analysis.messages.extend([line, line])
    known = sorted({c for c, _ in list_cpus(options.model_dirs, options.triple, options.llvm_version)}
                   | set(llvm_cpus(models_dir)))
    guess = did_you_mean(cpu, known)
    hint = f"did you mean '{guess}'? " if guess else ""
    # A model of another release's set (the shipped measured models are LLVM 19's): say which release has it.
    elsewhere = next((r for r in RELEASES if r != options.llvm_version
                      and cpu in {c for c, _ in list_cpus(options.model_dirs, options.triple, r)}), None)
    if options.notes and elsewhere is not None:
        analysis.messages.append(f"note: '{cpu}' has a model in LLVM {FULL_VERSIONS[elsewhere]}'s set: "
                                 f"--llvm-version {elsewhere} selects it (editor: mcalens.llvmVersion)")
    elif options.notes:  # mcalens' own note: --no-notes leaves llvm-mca's two lines alone
        analysis.messages.append(f"note: {hint}(mcalens --list-cpus lists the CPUs that have a model)")
    analysis.diagnostics.append(_diag(CODE_UNKNOWN_CPU, f"unknown CPU '{cpu}'" + (f"; did you mean '{guess}'?"
                                                                                  if guess else "")))
    raise _Failure("")


def _shipped_model_name(cpu: str, options: AnalysisOptions, models_dir: str) -> bool:
    """Whether `cpu` is only the name of a model generated from LLVM (not a CPU LLVM knows); user and
    measured models are asked for by their names."""
    from .machine.llvm_names import llvm_cpus

    kinds = model_load.model_kinds(model_dirs=list(options.model_dirs), target_dir=models_dir)
    return kinds.get(cpu) == "llvm" and cpu not in llvm_cpus(models_dir)


def instruction_modes(target: Target, parsed: ParsedFile, triple: str) -> tuple[dict[int, str], list[tuple[Span, str]]]:
    """id(instruction) -> the triple it resolves in where a mode directive switched it (x86: `.code32`
    resolves in 32-bit mode from there on), and the directives refused (`.code16`); ({}, []) for
    targets without mode directives. The CLI and the editor both ask here."""
    return target.assembler.code_modes(parsed, triple)


def _analyze(text: str, cpu: str, options: AnalysisOptions, analysis: Analysis,
             region_cache: RegionCache | None = None) -> None:
    if not 0 <= options.sim.call_latency <= MAX_CALL_LATENCY:
        # A call's latency becomes a write latency, which LLVM's tables hold in an int16_t; 10^9
        # made the simulator allocate per cycle of it (20 GB) before llvm-mca-style hanging.
        raise _Failure(f"-call-latency must be between 0 and {MAX_CALL_LATENCY}, got {options.sim.call_latency}")
    target, cpu, model = _target_and_model(cpu, options, analysis)
    if options.views.in_order and model.micro_op_buffer_size <= 1:
        options = replace(options, views=options.views.for_in_order())
    isa = target.load_isa()
    # what the assembler expands with the subtarget's features (RISC-V `li`), before regions are found
    parsed = target.assembler.expand(parse_text(text, target), isa, cpu, options.mattr, options.triple)
    if options.output_asm_variant < 0:
        options = replace(options, output_asm_variant=target.printer.print_variant(parsed, options.output_asm_variant))
    analysis.diagnostics.extend(parsed.diagnostics)
    lines = source_lines(text)  # numbered as Spans are (a lone CR ends a line, a form feed does not)
    skip_parse = options.skip_unsupported in (SKIP_PARSE_FAILURE, SKIP_ANY)
    early_regions: list[_Region] | None = None
    if (options.resolve_regions_only and skip_parse and target.assembler.sequence_checker(isa) is None
            and target.subtarget.instruments(isa) is None):
        # Only the regions' lines need resolving when errors elsewhere are skipped anyway: the
        # regions come from the parse alone, so they are found first.
        early_regions = _regions(parsed, options, analysis, lines)
    resolution = _resolve(parsed, lines, target, isa, cpu, options, analysis,
                          None if early_regions is None else _line_ranges(early_regions))
    failures = resolution.failures
    located = _capped_errors(failures, lines, resolution.warnings)
    notes = resolution.notes
    if options.notes and options.debug_line_notes and (".loc" in text or ".file" in text):
        # gcc's -g output (DWARF 5) that llvm-mc refuses for its file table: analysed, and said so.
        from .dwarf_files import dwarf_file_refusals

        notes.extend(dwarf_file_refusals(parsed, lines))
    if options.notes:
        analysis.messages.extend(_grouped_notes(notes, lines))
    if any(is_expansion_limit(d) for d in parsed.diagnostics if d.severity == Severity.ERROR):
        # mcalens' own bound, not a line llvm-mc would reject: skipping it would simulate a truncated
        # expansion (50,000 instructions of a `.rept 100000`) as if it were the input, so it is fatal
        # even with -skip-unsupported-instructions.
        analysis.messages.extend(located)
        raise _Failure("an expansion exceeds mcalens' limit of "
                       f"{MAX_EXPANDED_STATEMENTS:,} statements or {MAX_EXPANDED_CHARS:,} characters; "
                       "-skip-unsupported-instructions does not skip it")
    if failures and not skip_parse:
        analysis.messages.extend(located)
        raise _Failure("Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure "
                       "to drop failing lines from the input.")
    # llvm-mca parses the input twice (regions, then instruments) and skipped errors print both
    # times, unless it stops after the first parse (bad regions, no instructions left).
    analysis.messages.extend(located)
    regions = _regions(parsed, options, analysis, lines) if early_regions is None else early_regions
    if analysis.failed:
        raise _Failure("")
    columns = resource_columns(model)
    reported_cpu = target.subtarget.cpu_name(cpu, isa)  # llvm-mca names the CPU an alias stands for
    report = Report(cpu=reported_cpu, columns=columns,
                    simulation_parameters=simulation_parameters(options, reported_cpu, model),
                    model_name=model.name, model_kind=model.kind, llvm_version=FULL_VERSIONS[options.llvm_version],
                    json_views=frozenset({"bottleneck_analysis"}) if ENGINE_BOTTLENECK_JSON in model_engine(model)
                    else frozenset())
    analysis.report = report
    resolved_by_id = resolution.by_id
    resolved: list[list[tuple[Instruction, McInst]]] = [
        [(i, resolved_by_id[id(i)]) for i in region.instructions if id(i) in resolved_by_id] for region in regions
    ]
    if not any(resolved):
        analysis.diagnostics.append(_diag(CODE_NO_INSTRUCTIONS, "no assembly instructions found."))
        raise _Failure("no assembly instructions found.")
    refusal = target.subtarget.cpu_refusal(cpu, options.mattr, options.triple, isa)
    if refusal:
        # LLVM's fatal error when llvm-mca makes the asm backend, after it parsed the input: the
        # assembler's errors and "no assembly instructions found" come first, else it aborts.
        message = f"{refusal} (-mcpu={cpu}; llvm-mca stops with 'LLVM ERROR: {refusal}')"
        analysis.diagnostics.append(_diag(CODE_UNKNOWN_CPU, message))
        raise _Failure(message)
    analysis.messages.extend(located)
    shown: dict[int, tuple[tuple[str, str], ...]] = {}
    in_effect: dict[int, tuple[tuple[str, str], ...]] = {}
    effects = _instrument_effects(parsed, target, isa, options, resolved_by_id, analysis, lines, shown, in_effect)

    failed_lines = sorted({span.line for span, _ in failures}) if skip_parse else []
    cut_short = 0  # regions whose simulation hit the safety limit
    for region, pairs in zip(regions, resolved, strict=True):
        skipped = [line for line in failed_lines if region.first_line <= line <= region.last_line]
        kept = _described(pairs, isa, model, options, target, cpu, skipped, analysis, effects)
        if not kept:
            continue
        if options.views.bottleneck_analysis and not options.instruction_tables and model.micro_op_buffer_size <= 1:
            analysis.messages.append(f"warning: bottleneck analysis is not supported for in-order CPU '{cpu}'.")
        result = _analyze_region(region, kept, isa, model, columns, options, len(analysis.regions), target, cpu,
                                 (lines, text.endswith("\n")), region_cache)
        if skipped:
            _note_skipped(result, region, skipped, options, analysis)
        _report_unencodable(result, analysis)
        if _report_truncated(result, analysis):
            cut_short += 1  # a run cut short has no numbers to report
            continue
        if shown:
            result.instrument_settings = [shown.get(id(i), ()) for i in result.instructions]
        if in_effect:
            result.instruments_in_effect = [in_effect.get(id(i), ()) for i in result.instructions]
        region_lines = {i.span.line for i in region.instructions}
        result.diagnostics = [d for d in analysis.diagnostics if d.file is None and d.span.line in region_lines]
        analysis.regions.append(result)
        report.regions.append(result.report)
    if not analysis.regions and not cut_short:
        # Every instruction was skipped (-skip-unsupported-instructions=lack-sched): llvm-mca's error.
        analysis.diagnostics.append(_diag(CODE_NO_INSTRUCTIONS, "no assembly instructions found."))
        raise _Failure("no assembly instructions found.")


def _target_and_model(cpu: str, options: AnalysisOptions, analysis: Analysis) -> tuple[Target, str, CpuModel]:
    """The target, the CPU ("" = the target's default) and its model, or llvm-mca's error for a
    target, CPU or printer variant it does not have."""
    try:
        target = release_target(target_for_triple(options.triple), options.llvm_version)
    except UnknownTarget:
        raise _Failure(f"unable to get target for '{options.triple}', see --version and --triple.") from None
    if not cpu:
        cpu = analysis.cpu = target.subtarget.default_cpu
    model, model_diags = _model(cpu, options.model_dirs, target.models_dir)
    analysis.diagnostics.extend(model_diags)
    if model is not None and cpu not in model.cpus and _shipped_model_name(cpu, options, target.models_dir):
        # `-mcpu=icelake` names LLVM's model file (icelake-client/-server, tigerlake, ...), not a CPU:
        # llvm-mca does not know it, so neither do we.
        model, model_diags = None, (_diag(CODE_UNKNOWN_CPU, f"unknown CPU '{cpu}'"),)
    if model is None:
        _unknown_model(cpu, options, model_diags, analysis)
    assert model is not None  # _unknown_model raises
    analysis.model = model
    if options.output_asm_variant != -1 and options.output_asm_variant not in target.printer.print_variants:
        # llvm-mca makes its printer after the subtarget and before reading the input.
        raise _Failure(f"unable to create instruction printer for target triple '{options.triple}' with "
                       f"assembly variant {options.output_asm_variant % 2**32}.")
    return target, cpu, model


@dataclass(slots=True)
class _Resolution:
    """Every instruction of a file resolved once: the McInsts by id(Instruction), and what the
    assembler said (errors and warnings as llvm-mc prints them, mcalens' notes), in source order."""

    by_id: dict[int, McInst]
    failures: list[tuple[Span, str]]
    warnings: list[tuple[Span, str]]
    notes: list[tuple[Span, str]]


def _line_ranges(regions: list[_Region]) -> tuple[list[int], list[int]]:
    """The regions' line ranges merged, as (starts, ends) sorted for `_in_ranges`: each region's
    from its first to its last line, and each of its instructions' own line."""
    spans = sorted([(r.first_line, r.last_line) for r in regions]
                   + [(i.span.line, i.span.line) for r in regions for i in r.instructions])
    starts: list[int] = []
    ends: list[int] = []
    for first, last in spans:
        if ends and first <= ends[-1] + 1:
            ends[-1] = max(ends[-1], last)
        else:
            starts.append(first)
            ends.append(last)
    return starts, ends


def _in_ranges(line: int, ranges: tuple[list[int], list[int]]) -> bool:
    starts, ends = ranges
    at = bisect_right(starts, line) - 1
    return at >= 0 and line <= ends[at]


def _resolve(parsed: ParsedFile, lines: SourceLines, target: Target, isa: Isa, cpu: str, options: AnalysisOptions,
             analysis: Analysis, only: tuple[list[int], list[int]] | None = None) -> _Resolution:
    """Resolve every instruction once, in source order: an unresolvable line is an assembler error
    in llvm-mca, reported together with syntax errors, in line order. `only`: the line ranges whose
    instructions are resolved (`_line_ranges`), the others left alone (`resolve_regions_only`)."""
    parse_errors = [d for d in parsed.diagnostics if d.severity == Severity.ERROR]
    bad_lines = {d.span.line for d in parse_errors}
    failures: list[tuple[Span, str]] = [(d.span, d.message) for d in parse_errors]
    assembler = target.assembler
    resolve = assembler.resolve
    triple = options.triple
    check = target.subtarget.feature_checker(parsed, isa, cpu, options.mattr)
    warn = target.subtarget.warning_checker(parsed, isa, cpu, options.mattr)
    directive_warnings: list[tuple[Span, str]] = []
    for span, message, error in target.subtarget.directive_errors(parsed, isa, cpu, options.mattr, triple):
        (failures if error else directive_warnings).append((span, message))
        analysis.diagnostics.append(Diagnostic(span, Severity.ERROR if error else Severity.WARNING, CODE_FEATURE,
                                               message))
    relabel = assembler.local_labels(parsed)  # AArch64: `b 1f` prints `b .Ltmp1`
    if options.label_errors:
        for span, message in assembler.label_errors(parsed):  # x86: `jne 1f` with no `1:` after it
            if span.line not in bad_lines:
                failures.append((span, message))
                bad_lines.add(span.line)
                analysis.diagnostics.append(Diagnostic(span, Severity.ERROR, CODE_LABEL, message))
    # AArch64: what may follow a `movprfx`; llvm-mc checks it on every instruction it matched.
    in_sequence = assembler.sequence_checker(isa)
    # AArch64: what llvm-mc's parser changes before matching (cyclone's `movi v0.2d, #0`), with its warning.
    rewrite = assembler.assembler_rewrite()
    result = _Resolution({}, failures, directive_warnings, [])
    modes, refused = instruction_modes(target, parsed, triple)
    failures.extend(refused)
    if refused:
        bad_lines.update(range(refused[0][0].line, len(lines) + 1))
    for instr in parsed.instructions:
        if instr.span.line in bad_lines or (only is not None and not _in_ranges(instr.span.line, only)):
            continue
        if assembler.emits_nothing(instr, modes.get(id(instr), triple) if modes else triple):
            continue
        as_matched = instr
        if rewrite is not None:
            as_matched, warning = rewrite(instr)
            if warning is not None:
                result.warnings.append(warning)
                analysis.diagnostics.append(Diagnostic(warning[0], Severity.WARNING, CODE_REWRITTEN, warning[1]))
        mc, diags = resolve(as_matched, isa, modes.get(id(instr), triple) if modes else triple)
        if mc is not None and relabel is not None:
            mc = relabel(instr, mc)
        analysis.diagnostics.extend(diags)
        if mc is None:
            # what the parse warned of stays printed on a line the matcher then refuses (ARM's
            # `pop {r0, pc, lr}` in Thumb: the list order, then the error)
            _add_warnings(result, analysis, warn(instr, None) if warn is not None else ())
            # The editor diagnostic keeps our fuller wording (with suggestions); the CLI reproduces
            # llvm-mc's words (the target knows them). A statement the parser expanded (RISC-V's
            # `li`) is refused once, as llvm-mc refuses the statement.
            failure = assembler.resolve_failure(instr, diags, isa)
            if not failures or failures[-1] != failure:
                failures.append(failure)
        elif check is not None and (refusal := check(instr, mc)) is not None:
            # The CPU (with -mattr and `.arch`) lacks the instruction's features: llvm-mc's error.
            _add_warnings(result, analysis, warn(instr, None) if warn is not None else ())
            failures.append(refusal)
            head, notes = split_notes(refusal[1])
            line = refusal[0].line
            analysis.diagnostics.append(Diagnostic(
                refusal[0], Severity.ERROR, CODE_FEATURE, f"{head} (not on CPU '{cpu}'; -mattr adds features)",
                tuple(Related(Span(line, start, end), text) for start, end, text in notes)))
        elif in_sequence is not None and (refusal := in_sequence(instr, mc)) is not None:
            _add_warnings(result, analysis, warn(instr, None) if warn is not None else ())
            failures.append(refusal)
            analysis.diagnostics.append(Diagnostic(refusal[0], Severity.ERROR, CODE_SEQUENCE, refusal[1]))
        else:
            result.by_id[id(instr)] = mc
            # llvm-mc's warnings for an instruction it takes (ARM: "deprecated"), printed with its errors
            _add_warnings(result, analysis, warn(instr, mc) if warn is not None else ())
            # A documented extension (resolve.GCC_EXTENSION): accepted, and said so on stderr.
            result.notes.extend((d.span, d.message) for d in diags if d.severity == Severity.INFORMATION)
    return result


def _add_warnings(result: _Resolution, analysis: Analysis, warnings: Iterable[tuple[Span, str]]) -> None:
    for warning in warnings:
        result.warnings.append(warning)
        analysis.diagnostics.append(Diagnostic(warning[0], Severity.WARNING, CODE_DEPRECATED, warning[1]))


def _release_engine(target: Target) -> frozenset[str]:
    """The engine behaviours of the release whose model set `target` reads (its release.json)."""
    return release_engine(base_target_dir(target.models_dir), release_of_dir(target.models_dir))


def _comment_string(target: Target) -> str:
    """The comment string llvm-mca's lexer shortens by one character in the release (regions.py)."""
    return marker_comment_string(target.syntax.comment_string, ENGINE_COMMENT_TEXT_WHOLE in _release_engine(target))


def _instrument_effects(parsed: ParsedFile, target: Target, isa: Isa, options: AnalysisOptions,
                        resolved: dict[int, McInst], analysis: Analysis, lines: SourceLines,
                        shown: dict[int, tuple[tuple[str, str], ...]] | None = None,
                        in_effect: dict[int, tuple[tuple[str, str], ...]] | None = None,
                        ) -> dict[int, InstrumentEffect | ClassRefusal]:
    """Per instruction (by id) what the instruments in effect change, as llvm-mca's second parse
    reads them (frontend/instruments.py): the target's kinds, the release's generic ones (its
    release.json "engine"), none under -disable-im. A bad instrument comment is llvm-mca's error.
    `shown` receives, per instruction, the values its class was chosen with, `in_effect` the
    instruments in effect as (kind, data) (both for the editor)."""
    generic = ENGINE_INSTRUMENT_LATENCY in _release_engine(target)
    manager = InstrumentManager(target.subtarget.instruments(isa), generic, not options.disable_im)
    if manager.ignores:
        return {}
    found = find_instruments(parsed, manager, resolved, options.expansions_below, _comment_string(target))
    if found.diagnostics:
        for d in found.diagnostics:
            analysis.diagnostics.append(d)
            analysis.messages.extend(_located("error", d.span, d.message, lines, caret_only=True))
        raise _Failure("There was an error parsing comments.")
    effects: dict[int, InstrumentEffect | ClassRefusal] = {}
    for ident, active in found.active.items():
        mc = resolved.get(ident)
        if mc is not None and (effect := manager.effect(mc, active)) is not None:
            effects[ident] = effect
        if mc is not None and shown is not None and (values := manager.settings(mc, active)):
            shown[ident] = values
        if in_effect is not None and active:
            in_effect[ident] = tuple((i.kind, i.data) for i in active)
    return effects


def _described(pairs: list[tuple[Instruction, McInst]], isa: Isa, model: CpuModel, options: AnalysisOptions,
               target: Target, cpu: str, skipped: list[int], analysis: Analysis,
               effects: dict[int, InstrumentEffect | ClassRefusal] | None = None,
               ) -> list[tuple[Instruction, McInst, InstrDesc, InstrumentEffect | None]]:
    """A region's instructions with their own descriptors (as `build_descriptor` builds them without
    a template), those without a scheduling model dropped under -skip-unsupported-instructions
    (their lines added to `skipped`), with llvm-mca's call and return warnings."""
    skip_sched = options.skip_unsupported in (SKIP_LACK_SCHED, SKIP_ANY)
    kept: list[tuple[Instruction, McInst, InstrDesc, InstrumentEffect | None]] = []
    # llvm-mca clears its InstrBuilder before each region, so the call and return warnings come
    # once per region that has one (its first), not once per file.
    warned_call = warned_return = False
    # llvm-mca asks whether an instruction calls or returns only when it builds a descriptor: for
    # the first instance of a recyclable opcode (per instrument effect), later ones reuse it. Where
    # the release decides per instance (LLVM 22 RISC-V: `jalr zero, 0(a1)` then `ret`), the
    # warnings follow the instance that built the descriptor.
    built: set[tuple[str, InstrumentEffect | None]] = set()
    for instr, mc in pairs:
        effect = effects.get(id(instr)) if effects else None
        if isinstance(effect, ClassRefusal):
            # llvm-mca dies choosing this class (RISC-V: SIGFPE); mcalens refuses rather than guess.
            analysis.diagnostics.append(Diagnostic(instr.span, Severity.ERROR, CODE_UNSUPPORTED, effect.message))
            analysis.messages.append(f"error: {effect.message}")
            analysis.messages.append(f"note: instruction: \t{_print(mc, isa, options, target, cpu)}")
            raise _Failure("")
        desc = build_descriptor(mc, isa, model, options.sim.call_latency, options.sim.custom_behaviour,
                                effect=effect)
        opcode = isa.opcodes.get(mc.opcode)
        if isinstance(desc, DescriptorError):
            text_printed = _print(mc, isa, options, target, cpu)
            message = desc.message
            analysis.diagnostics.append(Diagnostic(
                instr.span, Severity.WARNING if skip_sched else Severity.ERROR, CODE_UNSUPPORTED,
                f"{message}; -skip-unsupported-instructions=lack-sched skips it"))
            if skip_sched:
                skipped.append(instr.span.line)
                analysis.messages.append(  # llvm-mca words the warning with the error it skips
                    f"warning: {message}, skipping with -skip-unsupported-instructions, note accuracy will be impacted:")
                analysis.messages.append(f"note: instruction: \t{text_printed}")
                continue
            analysis.messages.append(
                f"error: {message}, use -skip-unsupported-instructions=lack-sched to ignore these on the input.")
            analysis.messages.append(f"note: instruction: \t{text_printed}")
            raise _Failure("")
        is_call = is_return = False
        if opcode is not None:
            key = (mc.opcode, effect)
            if not is_recyclable(mc, isa, model):
                is_call, is_return = control_flow(mc, isa)
            elif key not in built:
                built.add(key)
                is_call, is_return = control_flow(mc, isa)
        if is_call and not warned_call:
            warned_call = True
            analysis.messages.append("warning: found a call in the input assembly sequence.")
            analysis.messages.append(
                f"note: call instructions are not correctly modeled. Assume a latency of {options.sim.call_latency}cy.")
        if is_return and not warned_return:
            warned_return = True
            analysis.messages.append("warning: found a return instruction in the input assembly sequence.")
            analysis.messages.append("note: program counter updates are ignored.")
        kept.append((instr, mc, desc, effect))
    return kept


def _note_skipped(result: RegionAnalysis, region: _Region, skipped: list[int], options: AnalysisOptions,
                  analysis: Analysis) -> None:
    """Numbers for a partial region must never pass for the whole: say what was left out."""
    result.report.skipped_lines = tuple(sorted(set(skipped)))
    lines_text = ", ".join(str(line + 1) for line in result.report.skipped_lines)
    count = len(result.report.skipped_lines)
    label = f"region {result.index}" + (f" ('{region.name}')" if region.name else "")
    # mcalens' own note (llvm-mca's warnings or errors for the skipped lines stay either way),
    # so --no-notes drops it and stderr is llvm-mca's.
    if options.notes:
        analysis.messages.append(f"note: <input>: {label} is analysed without {count} skipped "
                                 f"line{'s' if count != 1 else ''}: {lines_text}")


def _report_truncated(result: RegionAnalysis, analysis: Analysis) -> bool:
    """A simulation stopped by the safety limit is an error naming the limit, never a cycle count;
    one the simulator could not run (its own bug, caught in `simulate`) is an internal error."""
    truncated = result.trace.facts.truncated if result.trace is not None else None
    errors = result.trace.facts.errors if result.trace is not None else None
    if errors and not truncated:
        where = f"region {result.index + 1}" + (f" ('{result.name}')" if result.name else "")
        detail = "; ".join(f"{e.message}{f': {e.detail}' if e.detail else ''}" for e in errors)  # type: ignore[attr-defined]
        message = f"{where} could not be simulated ({detail}); it has no results (a bug in mcalens)"
        analysis.messages.append(f"error: {message}")
        span = result.instructions[0].span if result.instructions else Span(0, 0, 0)
        analysis.diagnostics.append(Diagnostic(span, Severity.ERROR, CODE_INTERNAL, message))
        analysis.failed = True
        return True
    if not truncated:
        return False
    _simulated, limit = truncated  # type: ignore[misc]
    trace = result.trace
    assert trace is not None
    where = f"region {result.index + 1}" + (f" ('{result.name}')" if result.name else "")
    if trace.facts.stuck:
        reason = (f"nothing was dispatched, issued or retired for {STALL_LIMIT:,} cycles: the model never lets "
                  f"an instruction proceed (a resource with buffer_size 0 or too few units?)")
    else:
        reason = (f"the cycle limit was reached: mcalens's safety limit of {limit:,} simulated cycles "
                  f"(use fewer -iterations; or the model's latencies are too large)")
    message = (f"{where} stopped at cycle {trace.total_cycles:,} without retiring every instruction; {reason}; "
               f"it has no results")
    analysis.messages.append(f"error: {message}")
    span = result.instructions[0].span if result.instructions else Span(0, 0, 0)
    analysis.diagnostics.append(Diagnostic(span, Severity.ERROR, CODE_TRUNCATED, message))
    analysis.failed = True
    return True


def _report_unencodable(result: RegionAnalysis, analysis: Analysis) -> None:
    """-show-encoding: an instruction the encoder cannot encode is shown with size 0 and no bytes,
    and named in a warning (llvm-mca itself would always have its bytes)."""
    view = result.report.instruction_info
    if view is None or not view.show_encoding:
        return
    for row, instr, text in zip(view.rows, result.instructions, result.texts, strict=False):
        if row.encoding is None:
            analysis.messages.append("warning: mcalens cannot encode this instruction; its encoding is left empty:")
            analysis.messages.append(f"note: instruction: \t{text}")
            analysis.diagnostics.append(Diagnostic(instr.span, Severity.WARNING, CODE_UNENCODABLE,
                                                   f"cannot encode '{text}'"))


def _comments(instrs: list[Instruction], source: tuple[SourceLines, bool]) -> tuple[str, ...]:
    """Each instruction's comment as `-instruction-tables=full` prints it (views/instruction_info.py
    line_comment): from the instruction's line, from the instruction on; the last line only when a
    line break ends the text (llvm-mca looks for one)."""
    from .views.instruction_info import line_comment

    lines, final_break = source
    out = []
    for instr in instrs:
        line = instr.span.line
        if instr.expanded_from is not None or not 0 <= line < len(lines):
            out.append("")  # llvm-mc assembles expansions from a buffer of their own
            continue
        last = line == len(lines) - 1
        out.append(line_comment(None if last and not final_break else lines[line][instr.span.start:]))
    return tuple(out)


def _analyze_region(region: _Region, kept: list[tuple[Instruction, McInst, InstrDesc, InstrumentEffect | None]],
                    isa: Isa, model: CpuModel,
                    columns: tuple[ResourceColumn, ...], options: AnalysisOptions, index: int,
                    target: Target, model_cpu: str = "",
                    source: tuple[SourceLines, bool] | None = None, cache: RegionCache | None = None
                    ) -> RegionAnalysis:
    """Print, simulate (when a selected view needs a trace) and compute the selected views, as the
    view registry (views/registry.py) declares them."""
    instrs = [k[0] for k in kept]
    mcinsts = [k[1] for k in kept]
    own = [k[2] for k in kept]  # each instruction's own descriptor, built once (`_described`)
    effects = [k[3] for k in kept]  # what the instruments in effect change (None: nothing)
    descs = own
    if model.hardware is not None:  # measured models: memory dependences (sim/hardware.py)
        from .sim.hardware import link_memory

        linkable: list[InstrDesc | None] = list(own)
        # link_memory keeps every descriptor (None only where it was given None)
        descs = [d for d in link_memory(mcinsts, linkable, isa, model) if d is not None]
    texts = [_print(mc, isa, options, target, model_cpu) for mc in mcinsts]
    report = RegionReport(
        index=index,
        name=region.name,
        show_header=region.show_header,
        instructions=tuple(texts),
        source_lines=tuple(i.span.line for i in instrs),
    )
    # `-instruction-tables=full` prints each line's comment, which the key does not hold: not cached.
    cacheable = cache is not None and not options.instruction_tables_full
    key = _region_key(mcinsts, effects, options, target, model_cpu) if cacheable else None
    cached = cache.get(key, model) if cache is not None and key is not None else None
    if cached is not None:
        report.views.update(cached[1])
        return RegionAnalysis(index, region.name, instrs, mcinsts, texts, cached[0], report, descs, isa=isa,
                              register_prefix=target.printer.register_prefix)
    selected = options.views.enabled
    trace: Trace | None = None
    if not options.instruction_tables and options.views.needs() >= NEEDS_TRACE:
        # front-end models lay out the region's machine code (sim/delivery.py)
        encoder = target.encoder.predecoder(isa, options.triple) if model.frontend is not None else None
        # The simulator takes the descriptors built here (with llvm-mca's reuse of an opcode's first
        # instance applied) instead of building them again.
        run_descs = simulator_descriptors(mcinsts, own, isa, model, options.sim.call_latency,
                                          options.sim.custom_behaviour, linked=descs,
                                          effects=effects if any(effects) else None)
        trace = simulate(mcinsts, isa, model, _sim_options(options, encoder), run_descs)
        if trace.facts.truncated or trace.facts.errors:
            # A simulation cut off at its cycle limit, or that failed, has no meaningful numbers
            # (_report_truncated says why); only the views that need no trace are computed.
            selected = frozenset(v.name for v in VIEWS if v.name in selected and v.needs < NEEDS_TRACE)
    inputs = RegionInputs(
        trace=trace, mcinsts=mcinsts, descs=descs, texts=tuple(texts), isa=isa, model=model, columns=columns,
        options=options, register_prefix=target.printer.register_prefix,
        # Registers print without a prefix in Intel syntax and on targets whose printer has none.
        bare_registers=options.output_asm_variant == 1 or not target.printer.register_prefix,
        # llvm-mca 19 relaxes short branches and symbolic imm8 forms before encoding (its
        # CodeEmitter); a release whose set lists "encoding-unrelaxed" encodes them as parsed.
        encoder=lambda: target.encoder.emitter(
            isa, options.triple, relax=ENGINE_ENCODING_UNRELAXED not in model_engine(model)),
        comments=_comments(instrs, source) if options.instruction_tables_full and source is not None else (),
    )
    for view in VIEWS:
        if options.instruction_tables:
            # llvm-mca honours -instruction-info(=false) here; the pressure table is always printed.
            if view.tables is not None and (view.name in selected or view.tables_always):
                report.views[view.name] = view.tables(inputs)
        elif view.name in selected:
            report.views[view.name] = view.compute(inputs)
    if cache is not None and key is not None:
        cache.put(key, model, trace, dict(report.views))
    return RegionAnalysis(index, region.name, instrs, mcinsts, texts, trace, report, descs, isa=isa,
                          register_prefix=target.printer.register_prefix)
