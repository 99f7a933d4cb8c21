"""Inlay hints at the end of instruction lines: `lat 4 · rthr 0.50 ▲ p5 62%`."""

from __future__ import annotations

from collections.abc import Callable

from lsprotocol import types

from .analysis_bridge import InstrResult, RegionResult, RegionSpec
from .config import HintSettings
from .convert import Converter


def hint_label(instr: InstrResult, result: RegionResult, settings: HintSettings) -> str:
    parts = []
    if settings.latency:
        parts.append(f"lat {instr.latency}")
    if settings.throughput:
        parts.append(f"rthr {instr.rthroughput:.2f}")
    label = " · ".join(parts)
    if settings.bottleneck and result.bottleneck and uses_bottleneck(instr, result):
        if result.bottleneck_kind == "dependency":
            label += f" ▲ {result.bottleneck}"
        else:
            label += f" ▲ {result.bottleneck} {round(result.bottleneck_share * 100)}%"
    return label.strip()


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
        for position, spec in enumerate(region.instructions):
            line = spec.span.line
            if line in seen or not first_line <= line <= last_line:
                continue
            instr = result.at(position)
            if instr is None:
                continue
            label = hint_label(instr, result, settings)
            if not label:
                continue
            seen.add(line)
            hints.append(
                types.InlayHint(
                    position=converter.line_end(line),
                    label=label,
                    padding_left=True,
                    data={"uri": uri, "region": region.index, "position": position, "line": line},
                )
            )
    hints.sort(key=lambda h: h.position.line)
    return hints
