"""Inlay hints at the end of instruction lines: `lat 4 · rthr 0.50 ▲ p5 62%`, `lat 4 · rthr 2.00 · LMUL M2
SEW E32` where instruments chose the class (RISC-V vector instructions)."""

from __future__ import annotations

from collections.abc import Callable

from lsprotocol import types
from mcalens.analysis.editor.results import InstrResult, RegionResult
from mcalens.analysis.editor.structure import RegionSpec

from .config import HintSettings
from .convert import Converter


def hint_label(instr: InstrResult, result: RegionResult, settings: HintSettings) -> str:
    parts = []
    if settings.latency:
        parts.append(f"lat {instr.latency}")
    if settings.throughput:
        parts.append(f"rthr {instr.rthroughput:.2f}")
    if parts and instr.instruments:
        # The instrument values the class was chosen with (RISC-V vector: `LMUL M2 SEW E32`): the same
        # line's numbers change with them, so the hint names them (the hover says where they came from).
        parts.append(" ".join(f"{name} {value}" for name, value in instr.instruments))
    label = " · ".join(parts)
    if settings.bottleneck and result.bottleneck and uses_bottleneck(instr, result):
        if result.bottleneck_kind == "dependency":
            label += f" ▲ {result.bottleneck}"
        else:
            label += f" ▲ {result.bottleneck} {round(result.bottleneck_share * 100)}%"
    return label.strip()


def line_label(instrs: list[InstrResult], result: RegionResult, settings: HintSettings) -> str:
    """The hint of a line holding several instructions (`nop; nop`, a `.rept` or `.irp` body, a macro
    invocation): one that marks the bottleneck if any does, and how many there are, as `4× lat 7 ·
    rthr 0.50` when they are all the same opcode, else `lat 7 · rthr 0.50 (+3 more)`."""
    shown = next((i for i in instrs if uses_bottleneck(i, result)), instrs[0])
    label = hint_label(shown, result, settings)
    if len(instrs) == 1 or not label:
        return label
    if all(i.opcode == shown.opcode for i in instrs):
        return f"{len(instrs)}× {label}"
    return f"{label} (+{len(instrs) - 1} more)"


def uses_bottleneck(instr: InstrResult, result: RegionResult) -> bool:
    """On the binding recurrence, or using the saturated unit(s)."""
    if instr.on_bottleneck:
        return True
    if result.bottleneck_kind not in ("", "resource"):
        return False
    units = set(result.bottleneck.split("/"))
    return any(unit in units and cycles > 0 for unit, cycles in instr.pressure)


def inlay_hints(
    uri: str,
    regions: list[RegionSpec],
    result_for: Callable[[RegionSpec], RegionResult | None],
    converter: Converter,
    settings: HintSettings,
    first_line: int,
    last_line: int,
) -> list[types.InlayHint]:
    hints: list[types.InlayHint] = []
    seen: set[int] = set()
    for region in regions:
        if region.end_line < first_line or region.header.line > last_line:
            continue
        result = result_for(region)
        if result is None:
            continue
        by_line: dict[int, list[tuple[int, InstrResult]]] = {}
        for position, spec in enumerate(region.instructions):
            line = spec.span.line
            if line in seen or not first_line <= line <= last_line:
                continue
            instr = result.at(position)
            if instr is not None:
                by_line.setdefault(line, []).append((position, instr))
        for line, entries in by_line.items():
            label = line_label([instr for _, instr in entries], result, settings)
            if not label:
                continue
            seen.add(line)
            hints.append(
                types.InlayHint(
                    position=converter.line_end(line),
                    label=label,
                    padding_left=True,
                    data={"uri": uri, "region": region.index, "position": entries[0][0], "line": line},
                )
            )
    hints.sort(key=lambda h: h.position.line)
    return hints
