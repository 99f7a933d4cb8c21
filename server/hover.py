"""Hover text (Markdown): one instruction's timing facts, or a region's summary on its header."""

from __future__ import annotations

from .analysis_bridge import InstrResult, RegionResult, RegionSpec
from .report import region_title


def _placeholder_note(result: RegionResult) -> str:
    if result.placeholder:
        return "\n\n_placeholder numbers: the mcalens analysis core is not installed_"
    return ""


def instruction_markdown(instr: InstrResult, result: RegionResult, region: RegionSpec) -> str:
    lines = [
        f"**`{instr.opcode}`** · {result.cpu} ({result.model})",
        "",
        f"- uops: **{instr.uops}** · latency: **{instr.latency}** · RThroughput: **{instr.rthroughput:.2f}**",
    ]
    if instr.resources:
        used = ", ".join(f"{name} ×{cycles:g}" for name, cycles in instr.resources)
        lines.append(f"- resources: {used}")
    if instr.pressure:
        pressure = ", ".join(f"{unit} {cycles:.2f}" for unit, cycles in instr.pressure)
        lines.append(f"- simulated pressure per iteration: {pressure}")
    if not result.simulated:
        lines.append("- _simulating: pressure, timeline and waits follow_")
    else:
        ready, issue, retire = instr.avg_wait
        lines.append(
            f"- average wait: {ready:.1f} cycles in scheduler · {issue:.1f} ready but not issued"
            f" · {retire:.1f} before retiring"
        )
    if instr.position in result.critical_sequence:
        lines.append("- on the critical sequence (llvm-mca bottleneck analysis)")
    if instr.why_waited:
        lines.append(f"- why it waited: {instr.why_waited}")
    if instr.timeline:
        lines += ["", "| iter | D | R | I | E | Ret |", "|---|---|---|---|---|---|"]
        for row in instr.timeline[:4]:
            lines.append(
                f"| {row.iteration} | {row.dispatched} | {row.ready} | {row.issued} | {row.executed} "
                f"| {row.retired} |"
            )
    if result.simulated:
        lines += ["", f"region {region.index} ({region_title(region)}): {lens_title(result)}"]
    return "\n".join(lines) + _placeholder_note(result)


def expansion_note(instrs: list[InstrResult]) -> str:
    """For a line that makes several instructions (`.rept`, `.irp`, a macro): what they all are."""
    counts: dict[str, int] = {}
    for instr in instrs:
        counts[instr.opcode] = counts.get(instr.opcode, 0) + 1
    made = ", ".join(f"`{opcode}` ×{count}" if count > 1 else f"`{opcode}`" for opcode, count in counts.items())
    return f"\n\nThis line makes {len(instrs)} instructions in the region: {made}."


def region_markdown(result: RegionResult, region: RegionSpec) -> str:
    if not result.simulated:
        return (
            f"**mcalens · region {region.index} ({region_title(region)})** on **{result.cpu}**: simulating…"
        )
    lines = [
        f"**mcalens · region {region.index} ({region_title(region)})** on **{result.cpu}** ({result.model})",
        "",
        f"- iterations: {result.iterations} · instructions: {result.instructions_total}",
        f"- total cycles: {result.total_cycles} · total uops: {result.total_uops}",
        f"- cycles/iteration: **{result.cycles_per_iteration:.2f}** · IPC: **{result.ipc:.2f}**"
        f" · uops/cycle: {result.uops_per_cycle:.2f}",
        f"- dispatch width: {result.dispatch_width} · block RThroughput: {result.block_rthroughput:.2f}",
    ]
    if result.verdict:
        lines.append(f"- verdict: {result.verdict}")
    lines += delivery_markdown(result)
    return "\n".join(lines) + _placeholder_note(result)


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


def lens_title(result: RegionResult) -> str:
    if result.error:
        return f"mcalens: {result.error} · {result.cpu}"
    if not result.simulated:
        return f"mcalens: simulating… · {result.cpu}"
    parts = [f"IPC {result.ipc:.2f}", f"{result.cycles_per_iteration:.2f} cyc/iter"]
    if result.bottleneck:
        parts.append(f"bound by {result.bottleneck}")
    parts.append(result.cpu)
    title = " · ".join(parts)
    return title + (" (placeholder)" if result.placeholder else "")
