"""Region reports: the llvm-mca-style text shown by `mcalens.showReport` and the JSON for webviews.

When the analysis core renders its own llvm-mca layout (`RegionResult.report_text`) that text is
used verbatim; otherwise a compact rendering of the same numbers is produced here.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import tempfile
from pathlib import Path
from typing import Any

from mcalens.analysis.editor.results import RegionResult, not_analysed
from mcalens.analysis.editor.services import private_cache_directory
from mcalens.analysis.editor.structure import RegionSpec

_fallback_dir: Path | None = None


def cycles_label(result: RegionResult, *, short: bool = False, markdown: bool = False) -> str:
    """The one cycles-per-iteration of every surface: the steady-state rate the verdict also states;
    the long form names the run's average (total cycles / iterations, warm-up included) next to it."""
    steady = result.steady_cycles_per_iteration
    if short:
        if steady:
            return f"{steady:.2f} cyc/iter (steady state)"
        return f"{result.cycles_per_iteration:.2f} cyc/iter (average)"
    bold = "**" if markdown else ""
    average = f"{result.cycles_per_iteration:.2f} average over {result.iterations} iterations (total cycles / iterations)"
    if steady:
        return f"cycles/iteration: {bold}{steady:.2f}{bold} steady state · {average}"
    return f"cycles/iteration: {bold}{result.cycles_per_iteration:.2f}{bold} " + average.split(" ", 1)[1]


def pass_label(result: RegionResult) -> str:
    """cycles_label for an outer loop: per pass through its instructions (inner loops once)."""
    return cycles_label(result, short=True).replace(" cyc/iter ", " cyc/pass ", 1)


def coverage_note(region: RegionSpec, result: RegionResult | None) -> str:
    """`2 of 14 lines not analysed` when some lines of the region did not parse or resolve."""
    missing, total = not_analysed(region, result)
    return f"{missing} of {total} lines not analysed" if missing else ""


def region_title(region: RegionSpec) -> str:
    if region.name:
        return region.name
    return {"loop": "loop", "file": "whole file"}.get(region.kind, f"region {region.index}")


def not_analysed_lines(region: RegionSpec, result: RegionResult) -> list[int]:
    """0-based document lines of the region that were not analysed, in order."""
    lines = set(region.unparsed_lines)
    lines |= {region.instructions[p].span.line for p in result.skipped if p < len(region.instructions)}
    return sorted(lines)


def summary_dict(result: RegionResult) -> dict[str, Any]:
    return {
        "iterations": result.iterations,
        "instructions": result.instructions_total,
        "totalCycles": result.total_cycles,
        "totalUops": result.total_uops,
        "dispatchWidth": result.dispatch_width,
        "uopsPerCycle": result.uops_per_cycle,
        "ipc": result.ipc,
        "blockRThroughput": result.block_rthroughput,
        # The steady-state rate (the verdict's); the run's average, warm-up included, beside it.
        "cyclesPerIteration": round(result.steady_cycles_per_iteration or result.cycles_per_iteration, 2),
        "averageCyclesPerIteration": round(result.cycles_per_iteration, 2),
    }


def cpu_text(result: RegionResult, cpu_label: str = "") -> str:
    """The CPU as lenses and reports name it, always with the model used when the CPU borrows
    another's (`cascadelake (skylake-avx512 model)`) and, from `cpu_label`, the target when it is not
    x86-64 (`generic (AArch64 default)`)."""
    notes: list[str] = []
    if result.model and result.model != result.cpu:
        notes.append(f"{result.model} model")
    if cpu_label.startswith(result.cpu + " ("):
        notes.append(cpu_label[len(result.cpu) + 2:].rstrip(")"))
    return f"{result.cpu} ({', '.join(notes)})" if notes else result.cpu


def report_text(region: RegionSpec, result: RegionResult, cpu_label: str = "") -> str:
    """`cpu_label`: the CPU as the lens names it ("generic (AArch64 default)"), else result.cpu."""
    header = f"[mcalens] region {region.index} ({region_title(region)}) on {cpu_text(result, cpu_label)}"
    if result.release:
        header += f"\n[mcalens] {result.release} (the llvm-mca release matched; mcalens.llvmVersion)"
    note = coverage_note(region, result)
    if note:
        header += f"\n[mcalens] {note}: " + ", ".join(
            str(line + 1) for line in not_analysed_lines(region, result)
        )
    if result.simulated and result.total_cycles:
        header += f"\n[mcalens] {cycles_label(result)}"
    sources = [
        (k, spec.source) for k, spec in enumerate(region.instructions) if spec.source is not None
    ]
    if sources:
        header += "\n[mcalens] source lines: " + ", ".join(
            f"[{k}] {os.path.basename(name)}:{line}" for k, (name, line) in sources
        )
    if result.report_text:
        return header + "\n\n" + result.report_text
    lines = [header, ""]
    lines += [
        f"Iterations:        {result.iterations}",
        f"Instructions:      {result.instructions_total}",
        f"Total Cycles:      {result.total_cycles}",
        f"Total uOps:        {result.total_uops}",
        "",
        f"Dispatch Width:    {result.dispatch_width}",
        f"uOps Per Cycle:    {result.uops_per_cycle:.2f}",
        f"IPC:               {result.ipc:.2f}",
        f"Block RThroughput: {result.block_rthroughput:.1f}",
        "",
        "Instruction Info:",
        "[1]: #uOps",
        "[2]: Latency",
        "[3]: RThroughput",
        "",
        "[1]    [2]    [3]    Instructions:",
    ]
    for instr in result.instructions:
        lines.append(f" {instr.uops:<6} {instr.latency:<6} {instr.rthroughput:<6.2f} {instr.text}")
    if result.verdict:
        lines += ["", f"Verdict: {result.verdict}"]
    if result.units:
        lines += ["", "Resource pressure per iteration:"]
        lines.append("  ".join(f"[{k}]" for k in range(len(result.units))))
        lines.append("  ".join(f"{p:.2f}" for p in result.unit_pressure))
        lines.append("Resources: " + ", ".join(f"[{k}] {u}" for k, u in enumerate(result.units)))
    rows = [(i, instr, row) for i, instr in enumerate(result.instructions) for row in instr.timeline]
    if rows:
        lines += ["", "Timeline (D dispatched, R ready, I issued, E executed, R retired):"]
        lines.append("[iter,instr]  D    R    I    E    Ret  Instruction")
        rows.sort(key=lambda r: (r[2].iteration, r[0]))
        for position, instr, row in rows:
            lines.append(
                f"[{row.iteration},{position}]".ljust(13)
                + f"{row.dispatched:<5}{row.ready:<5}{row.issued:<5}{row.executed:<5}{row.retired:<5}"
                + instr.text
            )
    return "\n".join(lines) + "\n"


def report_json(region: RegionSpec, result: RegionResult, cpu_label: str = "") -> dict[str, Any]:
    return {
        "cpu": cpu_text(result, cpu_label),
        "llvm": result.release,
        "model": result.model,
        "notAnalysed": {"count": not_analysed(region, result)[0], "lines": not_analysed_lines(region, result),
                        "of": not_analysed(region, result)[1]},
        "steadyCyclesPerIteration": round(result.steady_cycles_per_iteration, 2),
        "index": region.index,
        "name": region_title(region),
        "kind": region.kind,
        "lines": [
            region.instructions[i.position].span.line
            for i in result.instructions
            if i.position < len(region.instructions)
        ],
        "error": result.error or None,
        "summary": summary_dict(result),
        "instructions": [
            {
                "line": region.instructions[instr.position].span.line
                if instr.position < len(region.instructions)
                else None,
                "text": instr.text,
                "opcode": instr.opcode,
                "uops": instr.uops,
                "latency": instr.latency,
                "rthroughput": instr.rthroughput,
                "resources": [{"resource": r, "cycles": c} for r, c in instr.resources],
                "pressure": [{"unit": u, "cycles": c} for u, c in instr.pressure],
                "averageWait": list(instr.avg_wait),
                "onBottleneck": instr.on_bottleneck,
                "source": _source(region, instr.position),
            }
            for instr in result.instructions
        ],
        "timeline": [
            {
                "instruction": instr.position,
                "iteration": row.iteration,
                "dispatched": row.dispatched,
                "ready": row.ready,
                "issued": row.issued,
                "executed": row.executed,
                "retired": row.retired,
            }
            for instr in result.instructions
            for row in instr.timeline
        ],
        "resourcePressure": {
            "units": list(result.units),
            "perIteration": list(result.unit_pressure),
        },
        "bottleneck": {
            "unit": result.bottleneck or None,
            "share": result.bottleneck_share,
            "verdict": result.verdict,
        },
        "criticalSequence": list(result.critical_sequence),
        "frontEnd": {  # -frontend-view: cycles by uops delivered to dispatch, 0..width
            "cyclesByUopsDelivered": list(result.delivery),
            "deliveredBy": result.delivered_by,
        },
        # The whole report in llvm-mca's text layout (every view: summary, instruction info,
        # statistics, resource pressure, timeline, bottleneck analysis), for "Open as llvm-mca text".
        "text": report_text(region, result, cpu_label),
    }


def _source(region: RegionSpec, position: int) -> dict[str, Any] | None:
    spec = region.instructions[position] if position < len(region.instructions) else None
    if spec is None or spec.source is None:
        return None
    return {"file": spec.source[0], "line": spec.source[1]}


def report_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "mcalens" / "reports"


def private_report_dir() -> Path:
    """report_dir() when it is (or can be made) a 0700 directory of the user's own; otherwise a fresh
    private temporary directory for this process (never a directory others can plant files in)."""
    global _fallback_dir
    directory = private_cache_directory(report_dir())
    if directory is not None:
        return directory
    if _fallback_dir is None or not _fallback_dir.is_dir():
        _fallback_dir = Path(tempfile.mkdtemp(prefix="mcalens-reports-"))
    return _fallback_dir


def write_report(uri: str, name: str, text: str, suffix: str = ".mca.txt") -> Path:
    """Write a report in the private report directory; one file per (document, region), replaced.

    The text goes to a new file made with O_EXCL (mode 0600) that is then renamed over the final
    name: a symlink or file planted at that name is replaced, never followed or written through.
    """
    directory = private_report_dir()
    digest = hashlib.sha1(uri.encode("utf-8")).hexdigest()[:10]
    stem = os.path.basename(uri.rstrip("/"))[-80:] or "document"
    safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in f"{stem}-{name}")
    path = directory / f"{safe}-{digest}{suffix}"
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".tmp-", suffix=suffix)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return path
