"""Hover text (Markdown): one instruction's timing facts, or a region's summary on its header."""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from urllib.parse import unquote, urlparse

from mcalens.analysis.editor.results import InstrResult, RegionResult, TimelineRow, waits_definition
from mcalens.analysis.editor.structure import InstrLine, RegionSpec, split_lines

from .report import coverage_note, cpu_text, cycles_label, pass_label, region_title

MAX_SOURCE_BYTES = 4_000_000


@lru_cache(maxsize=16)
def _source_file(path: str, mtime: float) -> tuple[str, ...]:
    # Compilers number lines at \n, \r\n and \r only; splitlines() would also break at form feeds
    # (common in GNU sources) and shift every `.loc` line after one.
    return tuple(split_lines(Path(path).read_text(encoding="utf-8", errors="replace")))


def source_line(spec: InstrLine, document_uri: str = "") -> str:
    """`k.c:4` for an instruction under a `.loc`, with the C/C++ line when that file is readable
    (relative names are looked up next to the assembly file)."""
    if spec.source is None:
        return ""
    name, line = spec.source
    where = f"{os.path.basename(name)}:{line}"
    parsed = urlparse(document_uri)
    base = Path(unquote(parsed.path)).parent if parsed.scheme == "file" else None
    path = Path(name) if os.path.isabs(name) or base is None else base / name
    try:
        stat = path.stat()
        if stat.st_size <= MAX_SOURCE_BYTES and path.is_file():
            text = _source_file(str(path), stat.st_mtime)
            if 0 < line <= len(text) and text[line - 1].strip():
                return f"{where} `{text[line - 1].strip()}`"
    except OSError:
        pass
    return where


def instruction_markdown(
    instr: InstrResult, result: RegionResult, region: RegionSpec, document_uri: str = ""
) -> str:
    lines = [
        f"**`{instr.opcode}`** · {cpu_text(result)}",
        "",
        f"- uops: **{instr.uops}** · latency: **{instr.latency}** · RThroughput: **{instr.rthroughput:.2f}**",
    ]
    if instr.instruments:
        # What llvm-mca's instruments chose this instruction's class with (RISC-V vector: LMUL/SEW).
        values = " · ".join(f"{name} **{value}**" for name, value in instr.instruments)
        lines.append(f"- analysed with {values} (the vsetvli or LLVM-MCA instrument comment in effect)")
    if instr.position < len(region.instructions):
        source = source_line(region.instructions[instr.position], document_uri)
        if source:
            lines.append(f"- source: {source}")
    if instr.resources:
        used = ", ".join(f"{name} ×{cycles:g}" for name, cycles in instr.resources)
        lines.append(f"- resources: {used}")
    if instr.pressure:
        pressure = ", ".join(f"{unit} {cycles:.2f}" for unit, cycles in instr.pressure)
        lines.append(f"- simulated pressure per iteration: {pressure}")
    if not result.simulated:
        lines.append("- _simulating: pressure, timeline and waits follow_")
    elif instr.timeline:
        # llvm-mca's Average Wait times: over the timeline's iterations only (a window), not the
        # whole run the waits below average over; the text says which.
        ready, issue, retire = instr.avg_wait
        lines.append(
            f"- average wait over the timeline's {len(instr.timeline)} iterations (llvm-mca's timeline view):"
            f" {ready:.1f} cycles in scheduler · {issue:.1f} ready but not issued · {retire:.1f} before retiring"
        )
    if instr.position in result.critical_sequence:
        lines.append("- on the critical sequence (llvm-mca bottleneck analysis)")
    if instr.why_waited and result.simulated:
        lines.append(f"- why it waited ({waits_definition(result)}): {instr.why_waited}")
    if instr.timeline:
        lines += ["", "| iter | D | R | I | E | Ret |", "|---|---|---|---|---|---|"]
        outside = False
        for row in instr.timeline[:4]:
            cells = timeline_cells(row)
            outside = outside or "–" in cells
            lines.append(f"| {row.iteration} | " + " | ".join(cells) + " |")
        if outside:
            lines.append("")
            lines.append("– : after the timeline's window (llvm-mca records no cycle past it)")
    if result.simulated:
        lines += ["", f"region {region.index} ({region_title(region)}): {lens_title(result, region)}"]
    return "\n".join(lines)


def timeline_cells(row: TimelineRow) -> list[str]:
    """A timeline row's cycles (dispatched, ready, issued, executed, retired: never decreasing); a
    cycle the timeline did not record (past its window, where llvm-mca leaves 0) is `–`, not 0."""
    cells: list[str] = []
    last = 0
    for value in (row.dispatched, row.ready, row.issued, row.executed, row.retired):
        if value < last:
            cells.append("–")
        else:
            cells.append(str(value))
            last = value
    return cells


def expansion_note(instrs: list[InstrResult]) -> str:
    """For a line that makes several instructions (`.rept`, `.irp`, a macro): what they all are."""
    counts: dict[str, int] = {}
    for instr in instrs:
        counts[instr.opcode] = counts.get(instr.opcode, 0) + 1
    made = ", ".join(f"`{opcode}` ×{count}" if count > 1 else f"`{opcode}`" for opcode, count in counts.items())
    return f"\n\nThis line makes {len(instrs)} instructions in the region: {made}."


def nasm_expansion(made: tuple[tuple[str, str], ...], shown: int = 24) -> str:
    """A NASM line's expansion: the instructions nasm made for it (every variant of a function
    template, in the object's order), as llvm-mc prints them, with the line that wrote each."""
    rows = [f"{' '.join(text.split())}" + (f"  ; {where}" if where else "") for text, where in made[:shown]]
    more = f"\n; ... {len(made) - shown} more" if len(made) > shown else ""
    return "\n\nnasm made:\n```\n" + "\n".join(rows) + more + "\n```"


def region_markdown(result: RegionResult, region: RegionSpec) -> str:
    if not result.simulated:
        return (
            f"**mcalens · region {region.index} ({region_title(region)})** on **{result.cpu}**: simulating…"
        )
    lines = [
        f"**mcalens · region {region.index} ({region_title(region)})** on **{cpu_text(result)}**",
        "",
        *([f"- release: {result.release}"] if result.release else []),  # the llvm-mca release matched
        f"- iterations: {result.iterations} · instructions: {result.instructions_total}",
        f"- total cycles: {result.total_cycles} · total uops: {result.total_uops}",
        f"- {cycles_label(result, markdown=True)} · IPC: **{result.ipc:.2f}** · uops/cycle: {result.uops_per_cycle:.2f}",
        f"- dispatch width: {result.dispatch_width} · block RThroughput: {result.block_rthroughput:.2f}",
    ]
    if result.verdict:
        lines.append(f"- verdict: {result.verdict}")
    note = coverage_note(region, result)
    if note:
        lines.append(f"- **{note}**")
    lines += delivery_markdown(result)
    return "\n".join(lines)


def delivery_markdown(result: RegionResult) -> list[str]:
    """The -frontend-view histogram: cycles by uops delivered to dispatch."""
    if not result.delivery or not result.total_cycles:
        return []
    source = "the model's front end" if result.delivered_by == "front-end model" else "dispatch received"
    lines = ["", f"uops delivered per cycle ({source}; width {len(result.delivery) - 1}):", "",
             "| uops | cycles | % |", "|---|---|---|"]
    for k, cycles in enumerate(result.delivery):
        lines.append(f"| {k} | {cycles} | {100.0 * cycles / result.total_cycles:.1f} |")
    return lines


def lens_title(result: RegionResult, region: RegionSpec | None = None, cpu_label: str = "") -> str:
    """`cpu_label` names the CPU when it says more than result.cpu ("generic (AArch64 default)")."""
    note = coverage_note(region, result) if region is not None else ""
    tail = f" · {note}" if note else ""
    cpu = cpu_text(result, cpu_label)
    release = f" · {result.release}" if result.release else ""  # the llvm-mca release matched, always named
    if result.error:
        return f"mcalens: {result.error} · {cpu}{release}{tail}"
    if not result.simulated:
        return f"mcalens: simulating… · {cpu}{release}{tail}"
    parts = [f"IPC {result.ipc:.2f}", cycles_label(result, short=True)]
    if region is not None and region.straight_line:
        # Not the loop as it runs: one pass through its instructions, inner loops once.
        parts = ["outer loop as straight-line code", f"IPC {result.ipc:.2f}", pass_label(result)]
    if result.bottleneck:
        parts.append(f"bound by {result.bottleneck}")
    parts.append(cpu + release)
    return " · ".join(parts) + tail
