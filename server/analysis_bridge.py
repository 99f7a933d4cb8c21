"""The only place the server calls mcalens.analysis: parse a document into regions, analyse one region.

Everything the rest of the server sees is plain, picklable data defined here (`Structure`,
`RegionSpec`, `RegionResult`, ...), so switching between analysis back ends touches this file only.
When a piece of the analysis core is not importable yet, a small built-in fallback stands in for it
and every number it produces is labelled `placeholder` (the hover and the lens say so).

`analyze_region` is a module-level function of picklable arguments so it can run in a thread or in
a process executor.
"""

from __future__ import annotations

import importlib
import logging
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from mcalens.analysis.diagnostics import Diagnostic, Severity
from mcalens.analysis.source import Span

log = logging.getLogger(__name__)

_LINE_SPLIT = re.compile(r"\r\n|\r|\n")
_DIRECTIVE_COMMENT = re.compile(r"^\s*(?:#|//|;)\s*mcalens:\s*(?P<body>.*?)\s*$", re.IGNORECASE)
_MARKER = re.compile(r"LLVM-MCA-(?P<kind>BEGIN|END)\b\s*(?P<name>\S*)")


def split_lines(text: str) -> list[str]:
    """Lines as LSP counts them (\\n, \\r\\n and \\r end a line); no terminators."""
    return _LINE_SPLIT.split(text)


def _optional(module: str) -> Any | None:
    try:
        return importlib.import_module(module)
    except ImportError:
        return None
    except Exception as error:  # a half-written module must not kill the server
        if (module, str(error)) not in _IMPORT_FAILURES:
            _IMPORT_FAILURES.add((module, str(error)))
            log.exception("importing %s failed", module)
        return None


_IMPORT_FAILURES: set[tuple[str, str]] = set()


def backend_status() -> dict[str, bool]:
    """Which parts of the analysis core are importable (shown by `mcalens/debugStats`)."""
    names = ("parse", "regions", "loops", "api", "model_load")
    return {n: _optional(f"mcalens.analysis.{n}") is not None for n in names}


# ---------------------------------------------------------------------------------------------
# Document structure: instructions, regions, diagnostics, per-file directive.


@dataclass(frozen=True, slots=True)
class InstrLine:
    span: Span  # the instruction text (without label or comment) on its line
    text: str
    syntax: str = "att"


@dataclass(frozen=True, slots=True)
class RegionSpec:
    index: int
    name: str
    kind: str  # "marker" | "loop" | "file"
    header: Span  # where the lens goes: the BEGIN marker, the loop label, or the first instruction
    end_line: int  # last line belonging to the region (END marker or last instruction)
    instructions: tuple[InstrLine, ...]
    # `X = 5` lines for the file's absolute symbols the instructions name: llvm-mc folds them into
    # the instructions (`addl $X, %eax`), so the standalone region text must define them too.
    prelude: tuple[str, ...] = ()

    @property
    def key_text(self) -> str:
        """The region as a standalone assembly text: what is simulated and what the cache keys on."""
        body = "\n".join(i.text for i in self.instructions)
        head = "".join(line + "\n" for line in self.prelude)
        if self.instructions and self.instructions[0].syntax == "intel":
            return head + ".intel_syntax noprefix\n" + body + "\n"
        return head + body + "\n"

    @property
    def key_line_offset(self) -> int:
        return len(self.prelude) + (1 if self.instructions and self.instructions[0].syntax == "intel" else 0)

    def contains_line(self, line: int) -> bool:
        return self.header.line <= line <= self.end_line


@dataclass(slots=True)
class Structure:
    regions: list[RegionSpec] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)  # parse (MCL1xx) and markers (MCL2xx)
    directive: dict[str, str] = field(default_factory=dict)  # from `# mcalens: mcpu=... iterations=...`
    directive_line: int | None = None
    instructions: list[InstrLine] = field(default_factory=list)

    def region_at_line(self, line: int) -> RegionSpec | None:
        best = None
        for region in self.regions:
            if region.contains_line(line) and (best is None or region.header.line >= best.header.line):
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


def parse_structure(text: str, auto_regions: str = "loops") -> Structure:
    """Parse `text` and find its regions (markers first; else loops or the whole file per setting)."""
    lines = split_lines(text)
    directive, directive_line = parse_directive(lines)
    parse_mod = _optional("mcalens.analysis.parse")
    structure = None
    if parse_mod is not None:
        try:
            structure = _structure_from_core(parse_mod, text, auto_regions)
        except Exception:  # a parser bug must not cost the user every other line's numbers
            log.exception("mcalens.analysis.parse failed; using the line-based fallback")
    if structure is None:
        structure = _fallback_structure(lines, auto_regions)
    structure.directive, structure.directive_line = directive, directive_line
    return structure


def _structure_from_core(parse_mod: Any, text: str, auto_regions: str) -> Structure:
    parsed = parse_mod.parse_text(text)
    structure = _structure_from_parsed(parsed, auto_regions)
    structure.diagnostics.extend(_unresolved_outside_regions(parsed, structure))
    return structure


_RESOLVES_CLEANLY: set[tuple[str, str]] = set()


def _unresolved_outside_regions(parsed: Any, structure: Structure) -> list[Diagnostic]:
    """Resolver diagnostics for instructions no region covers.

    Region analysis reports unknown instructions inside regions; a line outside every region is
    never simulated, but the user still wants to know it would not assemble. Resolving costs a few
    microseconds per instruction.
    """
    covered = {i.span.line for region in structure.regions for i in region.instructions}
    outside = [i for i in parsed.instructions if i.span.line not in covered]
    if not outside:
        return []
    try:
        from mcalens.analysis.isa import load_isa
        from mcalens.analysis.resolve import resolve

        isa = load_isa()
        bad_lines = {d.span.line for d in structure.diagnostics}
        found: list[Diagnostic] = []
        for instr in outside:
            if instr.span.line in bad_lines:
                continue
            # PERF: an instruction text that resolved cleanly once always does (per keystroke on a
            # 2,000-line file: 15.5 -> ~5 ms); only unknown or changed lines are resolved again.
            key = (instr.syntax, instr.text)
            if key in _RESOLVES_CLEANLY:
                continue
            diagnostics = resolve(instr, isa)[1]
            if diagnostics:
                found.extend(diagnostics)
            else:
                if len(_RESOLVES_CLEANLY) >= 100_000:
                    _RESOLVES_CLEANLY.clear()
                _RESOLVES_CLEANLY.add(key)
        return found
    except Exception:  # the ISA could not load: region analysis reports that
        log.exception("resolving instructions outside regions failed")
        return []


def _structure_from_parsed(parsed: Any, auto_regions: str) -> Structure:
    structure = _structure_without_symbols(parsed, auto_regions)
    symbols = getattr(parsed, "symbols", None)
    if symbols:
        structure.regions = [replace(region, prelude=_prelude(region, symbols)) for region in structure.regions]
    return structure


def _prelude(region: RegionSpec, symbols: dict[str, int]) -> tuple[str, ...]:
    body = "\n".join(i.text for i in region.instructions)
    return tuple(f"{name} = {value}" for name, value in sorted(symbols.items()) if name in body)


def key_prelude_lines(key_text: str) -> int:
    """How many lines of a region's key text come before its first instruction."""
    count = 0
    for line in split_lines(key_text):
        if line.startswith(".intel_syntax") or _PRELUDE_LINE.fullmatch(line) is not None:
            count += 1
        else:
            break
    return count


_PRELUDE_LINE = re.compile(r"[A-Za-z_.$][\w.$@]* = -?\d+")


def _structure_without_symbols(parsed: Any, auto_regions: str) -> Structure:
    from mcalens.analysis.syntax import Label

    instructions = [InstrLine(i.span, i.text or i.mnemonic, i.syntax or "att") for i in parsed.instructions]
    labels = [(s.name, s.span) for s in parsed.statements if isinstance(s, Label)]
    structure = Structure(diagnostics=list(parsed.diagnostics), instructions=instructions)
    regions_mod = _optional("mcalens.analysis.regions")
    marker_regions: list[RegionSpec] | None = None
    if regions_mod is not None:
        try:
            marker_regions = _regions_from_core(
                regions_mod.find_regions(parsed), instructions, structure, "marker"
            )
        except Exception:
            log.exception("mcalens.analysis.regions failed; using the built-in marker scan")
    if marker_regions is None:
        comments = [(c.text, c.span) for c in parsed.comments]
        marker_regions = _marker_regions(comments, instructions, structure.diagnostics)
    if marker_regions:
        structure.regions = marker_regions
        return structure
    if auto_regions == "loops":
        loops_mod = _optional("mcalens.analysis.loops")
        finder = getattr(loops_mod, "find_loop_regions", None)
        if finder is not None:
            try:
                loop_structure = Structure(instructions=instructions)
                found = _regions_from_core(finder(parsed), instructions, loop_structure, "loop")
                if found:
                    structure.regions = found
                    structure.diagnostics.extend(loop_structure.diagnostics)
                    return structure
            except Exception:
                log.exception("mcalens.analysis.loops failed; using the built-in loop scan")
    structure.regions = _auto_regions(instructions, labels, auto_regions)
    return structure


def _regions_from_core(
    found: Any, instructions: list[InstrLine], structure: Structure, kind: str
) -> list[RegionSpec] | None:
    """Adapt `find_regions` / `find_loop_regions` results: `(regions, diagnostics)` where a region has
    `name`, `kind`, `begin`/`end` spans (None when implicit) and `instructions` (indexes into
    ParsedFile.instructions). The untouched default region (no markers at all) yields `[]` so the
    caller falls back to automatic regions; None means the shape was not understood."""
    regions, diagnostics = found if isinstance(found, tuple) else (found, [])
    untouched = [
        r
        for r in regions
        if getattr(r, "begin", None) is None
        and getattr(r, "end", None) is None
        and getattr(getattr(r, "kind", None), "value", "") == "default"
    ]
    no_markers = len(regions) <= 1 and len(untouched) == len(regions)
    for diagnostic in diagnostics:
        if no_markers and diagnostic.code == "MCL204":
            continue  # "no assembly instructions found" is noise for a file without markers
        structure.diagnostics.append(diagnostic)
    if no_markers:
        return []
    specs: list[RegionSpec] = []
    for region in regions:
        members = getattr(region, "instructions", None)
        if members is None:
            return None
        lines_ = [instructions[m] for m in members if isinstance(m, int) and 0 <= m < len(instructions)]
        if not lines_:
            continue
        begin, end = getattr(region, "begin", None), getattr(region, "end", None)
        header = begin if isinstance(begin, Span) else lines_[0].span
        end_line = end.line if isinstance(end, Span) else lines_[-1].span.line
        if kind == "marker" and isinstance(begin, Span) and end is None:
            structure.diagnostics.append(
                Diagnostic(
                    begin,
                    Severity.INFORMATION,
                    UNTERMINATED_REGION,
                    "region has no LLVM-MCA-END: it runs to the end of the file (llvm-mca accepts this)",
                )
            )
        specs.append(
            RegionSpec(
                len(specs), str(getattr(region, "name", "") or ""), kind, header, end_line, tuple(lines_)
            )
        )
    return specs


# Editor-only note (llvm-mca is silent here); documented in docs/lsp.md.
UNTERMINATED_REGION = "MCL209"


def _marker_regions(
    comments: list[tuple[str, Span]], instructions: list[InstrLine], diagnostics: list[Diagnostic]
) -> list[RegionSpec]:
    """LLVM-MCA-BEGIN/END scan used until mcalens.analysis.regions lands (no nesting, no overlap)."""
    regions: list[RegionSpec] = []
    open_at: tuple[str, Span] | None = None
    for text, span in comments:
        match = _MARKER.search(text)
        if match is None:
            continue
        if match.group("kind") == "BEGIN":
            if open_at is not None:
                diagnostics.append(
                    Diagnostic(span, Severity.ERROR, "MCL201", "LLVM-MCA-BEGIN inside an open region")
                )
                continue
            open_at = (match.group("name"), span)
        else:
            if open_at is None:
                diagnostics.append(
                    Diagnostic(span, Severity.ERROR, "MCL202", "LLVM-MCA-END without a matching BEGIN")
                )
                continue
            name, begin = open_at
            members = tuple(i for i in instructions if begin.line < i.span.line < span.line)
            regions.append(RegionSpec(len(regions), name, "marker", begin, span.line, members))
            open_at = None
    if open_at is not None:
        name, begin = open_at
        diagnostics.append(
            Diagnostic(begin, Severity.ERROR, "MCL203", "LLVM-MCA-BEGIN without a matching LLVM-MCA-END")
        )
    return regions


_BRANCH = re.compile(r"^\s*j[a-z]+\s+(?P<target>[\w.$@]+)\s*$")


def _auto_regions(
    instructions: list[InstrLine], labels: list[tuple[str, Span]], auto_regions: str
) -> list[RegionSpec]:
    if not instructions or auto_regions == "off":
        return []
    if auto_regions == "file":
        first, last = instructions[0], instructions[-1]
        return [RegionSpec(0, "", "file", first.span, last.span.line, tuple(instructions))]
    # Built-in stand-in: a backward conditional/unconditional jump to a label above closes a loop;
    # keep the innermost (a loop that contains another loop's label is dropped).
    label_lines = {name: span for name, span in labels}
    loops: list[tuple[int, int, str, Span]] = []
    for instr in instructions:
        match = _BRANCH.match(instr.text)
        if match is None:
            continue
        label = label_lines.get(match.group("target"))
        if label is None or label.line >= instr.span.line:
            continue
        loops.append((label.line, instr.span.line, match.group("target"), label))
    innermost = [
        loop
        for loop in loops
        if not any(o is not loop and loop[0] <= o[0] and o[1] <= loop[1] for o in loops)
    ]
    innermost.sort()
    regions: list[RegionSpec] = []
    for start, end, name, label in innermost:
        members = tuple(i for i in instructions if start <= i.span.line <= end)
        if members:
            regions.append(RegionSpec(len(regions), name, "loop", label, end, members))
    return regions or _auto_regions(instructions, labels, "file")


def _fallback_structure(lines: list[str], auto_regions: str) -> Structure:
    """A line-based reading of gas syntax, used only while mcalens.analysis.parse is missing."""
    instructions: list[InstrLine] = []
    labels: list[tuple[str, Span]] = []
    comments: list[tuple[str, Span]] = []
    syntax = "att"
    for number, raw in enumerate(lines):
        code = raw
        for delim in ("#", "//", ";"):
            at = code.find(delim)
            if at >= 0:
                comments.append((code[at + len(delim) :], Span(number, at, len(raw))))
                code = code[:at]
        stripped = code.strip()
        offset = len(code) - len(code.lstrip())
        while True:
            match = re.match(r"([\w.$@]+):\s*", stripped)
            if match is None:
                break
            labels.append((match.group(1), Span(number, offset, offset + len(match.group(1)))))
            offset += match.end()
            stripped = stripped[match.end() :]
        if not stripped:
            continue
        if stripped.startswith("."):
            if stripped.startswith(".intel_syntax"):
                syntax = "intel"
            elif stripped.startswith(".att_syntax"):
                syntax = "att"
            continue
        instructions.append(InstrLine(Span(number, offset, offset + len(stripped)), stripped, syntax))
    structure = Structure(instructions=instructions)
    marker_regions = _marker_regions(comments, instructions, structure.diagnostics)
    structure.regions = marker_regions or _auto_regions(instructions, labels, auto_regions)
    return structure


# ---------------------------------------------------------------------------------------------
# Region analysis.


@dataclass(frozen=True, slots=True)
class AnalysisOptions:
    cpu: str = "skylake"
    iterations: int = 100
    timeline_iterations: int = 10
    model_path: tuple[str, ...] = ()
    model_generation: int = 0  # bumped when a watched model file changes, so cached results expire


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
    resources: tuple[tuple[str, float], ...] = ()  # from the model: (resource, cycles)
    pressure: tuple[tuple[str, float], ...] = ()  # simulated, per iteration: (unit, cycles)
    timeline: tuple[TimelineRow, ...] = ()
    avg_wait: tuple[float, float, float] = (0.0, 0.0, 0.0)  # llvm-mca's [0] [1] [2] columns
    on_bottleneck: bool = False
    why_waited: str = ""


@dataclass(frozen=True, slots=True)
class RegionResult:
    cpu: str
    model: str
    placeholder: bool
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

    @property
    def cycles_per_iteration(self) -> float:
        return self.total_cycles / self.iterations if self.iterations else 0.0

    def at(self, position: int) -> InstrResult | None:
        """The result for the region's `position`-th instruction, if it was simulated."""
        if position < len(self.instructions) and self.instructions[position].position == position:
            return self.instructions[position]
        return next((i for i in self.instructions if i.position == position), None)


def analyze_region(key_text: str, options: AnalysisOptions) -> RegionResult:
    """Simulate one region given as standalone text; never raises on user input."""
    api = _optional("mcalens.analysis.api")
    if api is not None:
        try:
            views = _full_views(api, options)
            return _analyze_with_core(api, key_text, options, views)
        except Exception as error:
            log.exception("mcalens.analysis.api.analyze failed")
            return _error_result(options, f"internal error in the analysis core ({type(error).__name__})")
    return _placeholder_analysis(key_text, options)


def _full_views(api: Any, options: AnalysisOptions) -> Any:
    """Timeline, plus the diagnosing views (verdict, waits, critical sequence) when available."""
    wanted = {
        "timeline": options.timeline_iterations > 0,
        "verdict": True,
        "waits": True,
        "bottleneck_analysis": True,
    }
    known = set(getattr(api.ViewSelection, "__dataclass_fields__", {}))
    return api.ViewSelection(**{k: v for k, v in wanted.items() if k in known})


def static_region(key_text: str, options: AnalysisOptions) -> RegionResult:
    """Only the static facts of each instruction (uops, latency, RThroughput, resources): no
    simulation, so it takes milliseconds and hints can appear before the timing run finishes."""
    api = _optional("mcalens.analysis.api")
    if api is not None:
        try:
            views = api.ViewSelection(summary=False, resource_pressure=False, timeline=False)
            return _analyze_with_core(api, key_text, options, views)
        except Exception as error:
            log.exception("mcalens.analysis.api.analyze failed")
            message = f"internal error in the analysis core ({type(error).__name__})"
            return replace(_error_result(options, message), simulated=False)
    return replace(_placeholder_analysis(key_text, options), simulated=False)


def static_options(options: AnalysisOptions) -> AnalysisOptions:
    """Options with the simulation-only fields blanked: the cache key of a static result."""
    return AnalysisOptions(options.cpu, 0, 0, options.model_path, options.model_generation)


def cache_directory() -> Path:
    """Where mcalens keeps its compiled caches (the model cache's directory)."""
    from mcalens.analysis.model_cache import cache_dir

    return cache_dir()


def private_cache_directory(directory: Path | None = None) -> Path | None:
    """`directory` (default: the cache directory), created 0700; None when it is a symlink or
    someone else's (see model_cache.private_dir)."""
    from mcalens.analysis.model_cache import private_dir

    return private_dir(directory)


def read_cache_entry(path: Path) -> bytes | None:
    """A cache file's bytes when it and its directory are the user's alone, else None."""
    from mcalens.analysis.model_cache import open_private

    return open_private(path)


def touch_cache_entry(path: Path) -> None:
    """Mark a file in the cache directory as recently used (see model_cache.prune)."""
    from mcalens.analysis.model_cache import touch

    touch(path)


def prune_cache(directory: Path) -> None:
    """Keep the cache directory to its most recently used entries (see model_cache.prune)."""
    from mcalens.analysis.model_cache import prune

    prune(directory)


def warm_up(cpu: str, model_path: tuple[str, ...] = ()) -> None:
    """Load the ISA and the CPU model ahead of the first document (both are cached in-process)."""
    static_region("nop\n", AnalysisOptions(cpu=cpu, model_path=model_path))


def _core_options(api: Any, options: AnalysisOptions, views: Any) -> Any:
    return api.AnalysisOptions(
        iterations=options.iterations,
        timeline_max_iterations=options.timeline_iterations,
        model_dirs=options.model_path,
        skip_unsupported=api.SKIP_ANY,  # an editor shows every other instruction's numbers anyway
        views=views,
    )


_PORT_NAME = re.compile(r"^[A-Za-z]*?Port(?P<n>\d+)$")


def unit_label(name: str, unit: int = 0, num_units: int = 1) -> str:
    """Short unit names for hints: `SKLPort5` -> `p5`; multi-unit resources get `.unit`."""
    match = _PORT_NAME.match(name)
    label = f"p{match.group('n')}" if match else name
    return f"{label}.{unit}" if num_units > 1 else label


def _analyze_with_core(api: Any, key_text: str, options: AnalysisOptions, views: Any) -> RegionResult:
    analysis = api.analyze(key_text, cpu=options.cpu, options=_core_options(api, options, views))
    missing = any(d.code == "MCL490" for d in analysis.diagnostics) or any(
        "is not available" in m for m in analysis.messages
    )
    if analysis.failed and missing:
        return _placeholder_analysis(key_text, options)
    offset = key_prelude_lines(key_text)
    diagnostics = tuple(analysis.diagnostics)
    if analysis.failed or not analysis.regions:
        error = next((m for m in analysis.messages if "error" in m), "") or "analysis failed"
        failed = _error_result(options, error.removeprefix("error: "), diagnostics)
        return replace(failed, model=getattr(analysis.model, "name", "") or "")
    region = analysis.regions[0]
    report = region.report
    model = analysis.model
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
        for use in getattr(desc, "resources", ()) or ():
            index = getattr(use, "resource", -1)
            if model is not None and 0 <= index < len(model.resources) and getattr(use, "cycles", 0):
                resources.append((model.resources[index].name, float(use.cycles)))
        used = ()
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
    iterations = summary.iterations if summary is not None else options.iterations
    total_cycles = summary.total_cycles if summary is not None else 0
    per_iteration = tuple(pressure.per_iteration) if pressure is not None else ()
    cycles_per_iteration = total_cycles / iterations if iterations else 0
    bottleneck, share, verdict = _busiest_unit(units, per_iteration, cycles_per_iteration)
    kind = "resource" if bottleneck else ""
    core_verdict = getattr(report, "verdict", None)
    on_chain: set[int] = set()
    if core_verdict is not None:
        kind, bottleneck, share, verdict, on_chain = _from_verdict(
            core_verdict, units, per_iteration, cycles_per_iteration
        )
    critical = _critical_positions(getattr(report, "bottleneck", None), len(per_instr))
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
    render = _optional("mcalens.analysis.render_text")
    try:
        report_text = render.render_region(report) if render is not None else ""
    except Exception:  # the numbers stand without the llvm-mca layout; report.py renders its own
        log.exception("render_region failed")
        report_text = ""
    return RegionResult(
        cpu=options.cpu,
        model=getattr(model, "name", "") or "",
        placeholder=False,
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
        report_text=report_text,
        simulated=summary is not None,
    )


def _waits_summary(report: Any, k: int) -> str:
    waits = getattr(report, "waits", None)
    if not waits or k >= len(waits):
        return ""
    try:
        return str(waits[k].summary(report.instructions))
    except Exception:
        log.exception("waits summary failed")
        return ""


_SHORT_KIND = {
    "dispatch": "dispatch width",
    "queue": "a full queue",
    "rob": "the reorder buffer",
    "registers": "the register file",
    "latency": "latency",
}


def _from_verdict(
    verdict: Any, units: tuple[str, ...], per_iteration: tuple[float, ...], cycles_per_iteration: float
) -> tuple[str, str, float, str, set[int]]:
    """(kind, short bottleneck label, share of cycles busy, verdict text, positions on the chain)
    from mcalens.analysis.verdict.Verdict."""
    kind = str(getattr(verdict, "kind", "") or "")
    text = str(getattr(verdict, "text", "") or "")
    chain: set[int] = set()
    if kind == "resource":
        labels = tuple(unit_label(r) for r in getattr(verdict, "resources", ()) or ())
        busiest = [per_iteration[units.index(u)] for u in labels if u in units]
        share = min(1.0, max(busiest) / cycles_per_iteration) if busiest and cycles_per_iteration else 0.0
        return kind, "/".join(labels), share, text, chain
    if kind == "dependency":
        recurrence = getattr(verdict, "recurrence", None)
        registers = tuple(getattr(recurrence, "registers", ()) or ())
        chain = set(getattr(recurrence, "positions", ()) or ())
        label = "dep " + "/".join(dict.fromkeys(registers)) if registers else "dependency"
        share = min(1.0, verdict.bound / cycles_per_iteration) if cycles_per_iteration else 0.0
        return kind, label, share, text, chain
    if kind in _SHORT_KIND:
        return kind, _SHORT_KIND[kind], 0.0, text, chain
    return kind, "", 0.0, text, chain


def _critical_positions(view: Any, n: int) -> list[int]:
    """Region positions along llvm-mca's critical sequence (graph nodes modulo N), in order."""
    edges = getattr(view, "critical_sequence", ()) or ()
    out: list[int] = []
    for edge in edges:
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


BOTTLENECK_SHARE = 0.75  # a unit busy at least this much of every iteration is called the bound


def _busiest_unit(
    units: tuple[str, ...], per_iteration: tuple[float, ...], cycles_per_iteration: float
) -> tuple[str, float, str]:
    """Until the diagnosing views land: the most used unit, named only when it is nearly saturated."""
    if not units or not per_iteration or cycles_per_iteration <= 0:
        return "", 0.0, ""
    best = max(range(len(units)), key=lambda c: per_iteration[c])
    share = min(1.0, per_iteration[best] / cycles_per_iteration)
    if share < BOTTLENECK_SHARE:
        return "", share, f"no saturated resource (busiest: {units[best]} {share:.0%})"
    return units[best], share, f"bound by {units[best]} ({share:.0%} busy)"


def _error_result(
    options: AnalysisOptions, error: str, diagnostics: tuple[Diagnostic, ...] = ()
) -> RegionResult:
    """No numbers, only why (shown by the lens; the diagnostics say where)."""
    return RegionResult(
        cpu=options.cpu,
        model="",
        placeholder=False,
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
    )


def _placeholder_analysis(key_text: str, options: AnalysisOptions) -> RegionResult:
    """Deterministic stand-in numbers (1 uop, latency 1, 4-wide) so the plumbing can be exercised."""
    texts = [t for t in split_lines(key_text)[key_prelude_lines(key_text):] if t]
    n = len(texts)
    width = 4
    iterations = options.iterations
    total_cycles = max(1, (n * iterations + width - 1) // width + 3) if n else 0
    per_instr = []
    for position, text in enumerate(texts):
        opcode = (text.split() or ["?"])[0].upper()
        rows = tuple(
            TimelineRow(
                it,
                it * n // width,
                it * n // width + 1,
                it * n // width + 1,
                it * n // width + 2,
                it * n // width + 3,
            )
            for it in range(min(options.timeline_iterations, iterations))
        )
        per_instr.append(
            InstrResult(
                position=position,
                text=text,
                opcode=opcode,
                uops=1,
                latency=1,
                rthroughput=0.25,
                resources=(("Port0156", 1.0),),
                pressure=((f"p{position % 4}", 1.0),),
                timeline=rows,
                avg_wait=(1.0, 0.0, 0.0),
            )
        )
    ipc = (n * iterations / total_cycles) if total_cycles else 0.0
    return RegionResult(
        cpu=options.cpu,
        model="placeholder",
        placeholder=True,
        iterations=iterations,
        instructions_total=n * iterations,
        total_cycles=total_cycles,
        total_uops=n * iterations,
        dispatch_width=width,
        ipc=round(ipc, 2),
        uops_per_cycle=round(ipc, 2),
        block_rthroughput=n / width,
        instructions=tuple(per_instr),
        units=("p0", "p1", "p2", "p3"),
        unit_pressure=tuple(sum(1.0 for k in range(n) if k % 4 == u) for u in range(4)),
        verdict="placeholder numbers: the analysis core is not installed yet",
    )


# ---------------------------------------------------------------------------------------------
# Models.


@lru_cache(maxsize=1)
def list_cpus() -> tuple[tuple[str, str], ...]:
    """(cpu, model name) for every CPU the installed models know; ("skylake", ...) at least."""
    model_load = _optional("mcalens.analysis.model_load")
    if model_load is not None:
        try:
            found = model_load.list_cpus()
            pairs: list[tuple[str, str]] = []
            for item in found:
                if isinstance(item, str):
                    pairs.append((item, item))
                elif isinstance(item, tuple | list) and len(item) >= 2:
                    pairs.append((str(item[0]), str(item[1])))
                else:
                    pairs.append((str(getattr(item, "cpu", item)), str(getattr(item, "model", ""))))
            if pairs:
                return tuple(pairs)
        except Exception:
            log.exception("list_cpus failed")
    return (
        ("btver2", "BtVer2Model"),
        ("haswell", "HaswellModel"),
        ("skylake", "SkylakeClientModel"),
        ("skylake-avx512", "SkylakeServerModel"),
        ("icelake-server", "IceLakeModel"),
        ("alderlake", "AlderlakePModel"),
        ("znver3", "Znver3Model"),
        ("znver4", "Znver4Model"),
    )


def check_model_file(path: str) -> list[Diagnostic]:
    """Validate a user model YAML; diagnostics carry positions in that file."""
    model_load = _optional("mcalens.analysis.model_load")
    if model_load is not None and hasattr(model_load, "load_model_file"):
        try:
            result = model_load.load_model_file(path)
            if isinstance(result, tuple) and len(result) == 2:
                return list(result[1])
            return list(getattr(result, "diagnostics", []))
        except Exception as error:
            log.exception("load_model_file failed")
            return [Diagnostic(Span(0, 0, 1), Severity.ERROR, "MCL400", f"model file not loaded: {error}")]
    try:
        import yaml

        with open(path, encoding="utf-8") as handle:
            yaml.safe_load(handle)
    except OSError as error:
        return [Diagnostic(Span(0, 0, 1), Severity.ERROR, "MCL400", f"cannot read model file: {error}")]
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line, col = (mark.line, mark.column) if mark is not None else (0, 0)
        return [Diagnostic(Span(line, col, col + 1), Severity.ERROR, "MCL401", f"invalid YAML: {error}")]
    return []


def reset_model_caches() -> None:
    """Forget loaded models so an edited model file is read again."""
    list_cpus.cache_clear()
    model_load = _optional("mcalens.analysis.model_load")
    loader = getattr(model_load, "load_model", None)
    if loader is not None and hasattr(loader, "cache_clear"):
        loader.cache_clear()


def known_cpu(cpu: str, model_path: tuple[str, ...] = ()) -> bool:
    """Whether `cpu` names a CPU of the installed models or of the user's model directories."""
    from mcalens.analysis import model_load

    if cpu in {name for name, _ in list_cpus()}:
        return True
    try:
        return any(name == cpu for name, _, _ in model_load.list_cpus(model_dirs=model_path))
    except Exception:
        log.exception("list_cpus(%s) failed", model_path)
        return False


def limit_parse_memos(entries: int) -> None:
    """Bound the parser's line memos (parse_fast.CACHE_LIMIT, 50,000 by default for the CLI's big
    files). Every edit adds a few never-reused entries, so a long editing session grew the server by
    about 1.6 MB per 1,000 edits until the default bound; a small bound keeps its memory flat."""
    from mcalens.analysis import parse_fast

    parse_fast.CACHE_LIMIT = entries
