"""Text rendering of a Report in llvm-mca 19's exact layout (byte for byte, colours off).

Column padding follows LLVM's formatted_raw_ostream::PadToColumn: pad to the column, but always
write at least one space. Rounding follows the views: `floor(x * 10^k + 0.5) / 10^k` then printf.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..views.report import RegionReport, Report

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:  # annotations only: a view's module loads when that view is computed (issue 17)
    from typing import Any

    from ..views.instruction_info import InstructionInfoView
    from ..views.resource_pressure import ResourceColumn, ResourcePressureView
    from ..views.statistics import (
        DispatchStatisticsView,
        RegisterFileStatisticsView,
        RetireStatisticsView,
        SchedulerStatisticsView,
    )
    from ..views.summary import SummaryView
    from ..views.timeline import TimelineView, WaitTime


def _round(value: float, digits: int) -> float:
    scale = 10**digits
    return math.floor(value * scale + 0.5) / scale


class _Line:
    """A line being built with LLVM's pad-to-column rule (at least one space)."""

    __slots__ = ("parts", "width")

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.width = 0

    def write(self, text: str) -> _Line:
        self.parts.append(text)
        self.width += len(text)
        return self

    def pad_to(self, column: int) -> _Line:
        return self.write(" " * max(column - self.width, 1))

    def text(self) -> str:
        return "".join(self.parts)


def render_summary(view: SummaryView) -> str:
    return (
        f"Iterations:        {view.iterations}\n"
        f"Instructions:      {view.instructions}\n"
        f"Total Cycles:      {view.total_cycles}\n"
        f"Total uOps:        {view.total_uops}\n"
        "\n"
        f"Dispatch Width:    {view.dispatch_width}\n"
        f"uOps Per Cycle:    {_round(view.uops_per_cycle, 2):.2f}\n"
        f"IPC:               {_round(view.ipc, 2):.2f}\n"
        f"Block RThroughput: {_round(view.block_rthroughput, 1):.1f}\n"
    )


def render_instruction_info(view: InstructionInfoView, instructions: tuple[str, ...]) -> str:
    legend = "[1]: #uOps\n[2]: Latency\n[3]: RThroughput\n[4]: MayLoad\n[5]: MayStore\n[6]: HasSideEffects (U)\n"
    columns = "\n[1]    [2]    [3]    [4]    [5]    [6]    "
    if view.show_barriers:
        legend += "[7]: LoadBarrier\n[8]: StoreBarrier\n"
        columns += "[7]    [8]    "
    if view.show_encoding:
        size_column = 9 if view.show_barriers else 7
        legend += f"[{size_column}]: Encoding Size\n"
        columns += f"[{size_column}]    Encodings:                    "
    out = ["\n\nInstruction Info:\n" + legend + columns + "Instructions:\n"]
    for row, text in zip(view.rows, instructions, strict=False):
        cell = f" {row.uops}    " + ("  " if row.uops < 10 else " " if row.uops < 100 else "")
        if view.justify_latency:
            cell += f"{row.latency:<6}"
        else:
            cell += f"{row.latency}   " + ("  " if row.latency < 10 else " " if row.latency < 100 else "")
        if row.rthroughput is not None:
            rt = _round(row.rthroughput, 2) if view.round_rthroughput else row.rthroughput
            cell += f"{rt:.2f} " + ("  " if rt < 10.0 else " " if rt < 100.0 else "")
        else:
            cell += " -     "
        cell += " *     " if row.may_load else "       "
        cell += " *     " if row.may_store else "       "
        cell += " U     " if row.has_side_effects else "       "
        if view.show_barriers:
            cell += " *     " if row.load_barrier else "       "
            cell += " *     " if row.store_barrier else "       "
        if view.show_encoding:
            code = row.encoding or b""
            cell += f" {len(code)}" + ("     " if len(code) < 10 else "    ")
            # The bytes are padded to column 30 counted from their own start (LLVM pads with a
            # formatted stream opened there), with at least one space after a long encoding.
            cell += _Line().write("".join(f"{byte:02x} " for byte in code)).pad_to(30).text()
        out.append(cell + text + "\n")
    return "".join(out)


def _pressure_cell(line: _Line, value: float, column: int) -> None:
    if not value or value < 0.005:
        line.write(" - ")
    else:
        line.write(f"{_round(value, 2):.2f}")
    line.pad_to(column)


def _column_names(line: _Line, columns: tuple[ResourceColumn, ...]) -> None:
    column = line.width
    for col in columns:
        column += 7
        line.write(col.label).pad_to(column)


def render_resource_pressure(view: ResourcePressureView, instructions: tuple[str, ...]) -> str:
    out = ["\n\nResources:\n"]
    for col in view.columns:
        out.append(_Line().write(col.label).pad_to(6).write(f"- {col.name}\n").text())
    out.append("\n\nResource pressure per iteration:\n")
    header = _Line()
    _column_names(header, view.columns)
    out.append(header.text() + "\n")
    row = _Line()
    for i, value in enumerate(view.per_iteration):
        _pressure_cell(row, value, (i + 1) * 7)
    out.append(row.text())
    out.append("\n\nResource pressure by instruction:\n")
    header = _Line()
    _column_names(header, view.columns)
    out.append(header.text() + "Instructions:\n")
    for values, text in zip(view.per_instruction, instructions, strict=False):
        row = _Line()
        for i, value in enumerate(values):
            _pressure_cell(row, value, (i + 1) * 7)
        out.append(row.text() + text + "\n")
    return "".join(out)


def _timeline_header(cycles: int) -> str:
    out = "\n\nTimeline view:\n"
    if cycles >= 10:
        out += " " * 10 + "".join(" " if (i // 10) % 2 == 0 else str(i % 10) for i in range(cycles + 1)) + "\n"
    out += "Index     " + "".join(str(i % 10) if (i // 10) % 2 == 0 else " " for i in range(cycles + 1)) + "\n"
    return out


def render_timeline(view: TimelineView, instructions: tuple[str, ...]) -> str:
    n = view.num_instructions
    out = [_timeline_header(view.last_cycle)]
    last = view.last_cycle
    for iid, entry in enumerate(view.entries):
        if entry.retired == 0 and entry.executed != 0:
            out.append("Truncated display due to cycle limit\n")
            break
        iteration, position = divmod(iid, n)
        if iid == 0:
            out.append("\n")
        line = _Line().write(f"[{iteration},{position}]").pad_to(10)
        chars: list[str] = [("." if c % 5 == 0 else " ") for c in range(entry.dispatched)]
        chars.append("D")
        if entry.dispatched != entry.executed:
            chars.extend("=" * max(entry.issued - entry.dispatched - 1, 0))
            if entry.issued == entry.executed:
                chars.append("E")
            else:
                if entry.dispatched != entry.issued:
                    chars.append("e")
                chars.extend("e" * max(entry.executed - entry.issued - 1, 0))
                chars.append("E")
        chars.extend("-" * max(entry.retired - entry.executed - 1, 0))
        if entry.executed < entry.retired:
            chars.append("R")
        for c in range(entry.retired + 1, last + 1):
            chars.append("." if c % 5 == 0 or c == last else " ")
        line.write("".join(chars))
        out.append(line.text() + "   " + instructions[position] + "\n")
    out.append(render_wait_times(view, instructions))
    return "".join(out)


def _wait_row(wait: WaitTime, label: str, executions: int, divisor: int) -> str:
    line = _Line().write(label).pad_to(7).write(str(executions)).pad_to(13)
    for value, column in ((wait.scheduler_queue, 20), (wait.ready_in_queue, 27), (wait.retire_lag, 34)):
        average = value * 10 / divisor if divisor else 0.0
        line.write(f"{math.floor(average + 0.5) / 10:.1f}").pad_to(column)
    return line.text()


def render_wait_times(view: TimelineView, instructions: tuple[str, ...]) -> str:
    out = [
        "\n\nAverage Wait times (based on the timeline view):\n"
        "[0]: Executions\n"
        "[1]: Average time spent waiting in a scheduler's queue\n"
        "[2]: Average time spent waiting in a scheduler's queue while ready\n"
        "[3]: Average time elapsed from WB until retire stage\n\n"
        "      [0]    [1]    [2]    [3]\n"
    ]
    executions = view.iterations
    for position, wait in enumerate(view.wait_times):
        out.append(_wait_row(wait, f"{position}.", executions, executions) + "   " + instructions[position] + "\n")
    if view.num_instructions != 1:
        out.append(_wait_row(view.total_wait, "", executions, len(view.entries)) + "   <total>\n")
    return "".join(out)


def _stall(count: int, cycles: int) -> str:
    if not count:
        return "0"
    return f"{count}  ({_round(count / cycles * 100.0, 1):.1f}%)"


_STALL_LABELS = (
    "RAT     - Register unavailable:                      ",
    "RCU     - Retire tokens unavailable:                 ",
    "SCHEDQ  - Scheduler full:                            ",
    "LQ      - Load queue full:                           ",
    "SQ      - Store queue full:                          ",
    "GROUP   - Static restrictions on the dispatch group: ",
    "USH     - Uncategorised Structural Hazard:           ",
)


def render_dispatch_statistics(view: DispatchStatisticsView) -> str:
    out = ["\n\nDynamic Dispatch Stall Cycles:\n"]
    out.append("\n".join(label + _stall(count, view.cycles) for label, count in zip(_STALL_LABELS, view.stalls, strict=False)))
    out.append("\n")
    out.append("\n\nDispatch Logic - number of cycles where we saw N micro opcodes dispatched:\n")
    out.append("[# dispatched], [# cycles]\n")
    for uops, cycles in view.dispatched_histogram:
        percent = _round(cycles / view.cycles * 100.0, 1) if view.cycles else 0.0
        out.append(f" {uops},              {cycles}  ({percent:.1f}%)\n")
    return "".join(out)


def render_scheduler_statistics(view: SchedulerStatisticsView) -> str:
    out = ["\n\nSchedulers - number of cycles where we saw N micro opcodes issued:\n", "[# issued], [# cycles]\n"]
    for uops, cycles in view.issued_histogram:
        percent = cycles / view.cycles * 100 if view.cycles else 0.0
        out.append(f" {uops},          {cycles}  ({percent:.1f}%)\n")
    out.append("\nScheduler's queue usage:\n")
    buffers = view.buffers or ()
    if all(not b.maximum for b in buffers):
        out.append("No scheduler resources used.\n")
        return "".join(out)
    out.append(
        "[1] Resource name.\n"
        "[2] Average number of used buffer entries.\n"
        "[3] Maximum number of used buffer entries.\n"
        "[4] Total number of buffer entries.\n\n"
        " [1]            [2]        [3]        [4]\n"
    )
    for buffer in buffers:
        if buffer.size <= 0:
            continue
        average = buffer.cumulative / view.cycles if view.cycles else 0.0
        normalized = int(math.floor(average * 10 + 0.5) / 10)
        line = _Line().write(buffer.name).pad_to(17).write(str(normalized)).pad_to(28)
        line.write(str(buffer.maximum)).pad_to(39).write(str(buffer.size))
        out.append(line.text() + "\n")
    return "".join(out)


def _rob_percent(used: int, size: int) -> str:
    """llvm-mca divides by the ROB size in floating point: an in-order CPU (no ROB) prints `inf`,
    or `-nan` for 0/0 (the NaN x86 produces has its sign bit set, and glibc prints the sign)."""
    if size <= 0:
        return "inf" if used else "-nan"
    return f"{_round(used / size * 100.0, 1):.1f}"


def render_retire_statistics(view: RetireStatisticsView) -> str:
    out = [
        "\n\nRetire Control Unit - number of cycles where we saw N instructions retired:\n",
        "[# retired], [# cycles]\n",
    ]
    for retired, cycles in view.retired_histogram:
        sep = ",           " if retired < 10 else ",          "
        percent = cycles / view.cycles * 100.0 if view.cycles else 0.0
        out.append(f" {retired}{sep}{cycles}  ({percent:.1f}%)\n")
    average = int(view.used_sum / view.cycles) if view.cycles else 0
    max_percent = _rob_percent(view.max_used, view.rob_size)
    avg_percent = _rob_percent(average, view.rob_size)
    out.append(
        f"\nTotal ROB Entries:                {view.rob_size}"
        f"\nMax Used ROB Entries:             {view.max_used}  ( {max_percent}% )"
        f"\nAverage Used ROB Entries per cy:  {average}  ( {avg_percent}% )\n"
    )
    return "".join(out)


def render_register_file_statistics(view: RegisterFileStatisticsView) -> str:
    main = view.files[0]
    out = [
        "\n\nRegister File statistics:",
        f"\nTotal number of mappings created:    {main.total_mappings}",
        f"\nMax number of mappings used:         {main.max_mappings}\n",
    ]
    for number, (usage, moves) in enumerate(zip(view.files, view.moves, strict=False)):
        if number == 0 or not usage.physical_registers:
            continue  # llvm-mca skips file #0 here and files without physical registers
        out.append(f"\n*  Register File #{number} -- {usage.name}:")
        out.append(f"\n   Number of physical registers:     {usage.physical_registers}")
        out.append(f"\n   Total number of mappings created: {usage.total_mappings}")
        out.append(f"\n   Max number of mappings used:      {usage.max_mappings}\n")
        if moves is not None and moves.candidates:
            eliminated = _round(moves.eliminated / moves.candidates * 100.0, 1)
            zero = _round(moves.zero_moves / moves.candidates * 100.0, 1)
            out.append(f"   Number of optimizable moves:      {moves.candidates}")
            out.append(f"\n   Number of moves eliminated:       {moves.eliminated}  ({eliminated:.1f}%)")
            out.append(f"\n   Number of zero moves:             {moves.zero_moves}  ({zero:.1f}%)")
            out.append(f"\n   Max moves eliminated per cycle:   {moves.max_per_cycle}\n")
    return "".join(out)


def render_region(region: RegionReport, *, notes: bool = False, waits: bool = False) -> str:
    """One region in llvm-mca's view order: summary, instruction info, statistics, pressure, timeline.

    notes: also print mcalens's own `# mcalens:` line before a region that lines were skipped from.
    waits: also print the waits view when the region has one (the CLI's --waits; the language server
    shows waits in hovers instead).
    """
    out: list[str] = []
    if notes and region.skipped_lines:
        count = len(region.skipped_lines)
        lines = ", ".join(str(line + 1) for line in region.skipped_lines)
        out.append(f"# mcalens: region {region.index} is analysed without {count} skipped "
                   f"line{'s' if count != 1 else ''} ({lines}): its numbers are not the whole region's\n")
    if region.show_header:
        out.append(f"\n[{region.index}] Code Region" + (f" - {region.name}" if region.name else "") + "\n\n")
    if region.summary is not None:
        out.append(render_summary(region.summary))
    if region.bottleneck is not None:
        from ..views.bottleneck import render_bottleneck

        out.append(render_bottleneck(region.bottleneck, region.instructions, intel=region.bottleneck.intel))
    if region.instruction_info is not None:
        out.append(render_instruction_info(region.instruction_info, region.instructions))
    if region.dispatch_stats is not None:
        out.append(render_dispatch_statistics(region.dispatch_stats))
    if region.scheduler_stats is not None:
        out.append(render_scheduler_statistics(region.scheduler_stats))
    if region.retire_stats is not None:
        out.append(render_retire_statistics(region.retire_stats))
    if region.register_file_stats is not None:
        out.append(render_register_file_statistics(region.register_file_stats))
    if region.resource_pressure is not None:
        out.append(render_resource_pressure(region.resource_pressure, region.instructions))
    if region.timeline is not None:
        out.append(render_timeline(region.timeline, region.instructions))
    if region.frontend is not None:  # mcalens -frontend-view only
        from ..views.frontend import render_frontend

        out.append(render_frontend(region.frontend))
    if region.verdict is not None:  # mcalens --verdict only
        out.append(f"\n\nVerdict: {region.verdict.text}\n")
    if waits and region.waits is not None:  # mcalens --waits only
        out.append(render_waits(region.waits, region.instructions))
    return "".join(out)


def render_waits(waits: Any, instructions: Sequence[str]) -> str:
    """mcalens --waits as text: per instruction, the average cycles per iteration lost before
    dispatch, waiting for operands and waiting for a free unit, then the causes, biggest first."""
    iterations = waits[0].iterations if waits else 0
    lines = [f"\n\nWaits (average cycles per iteration, over {iterations} iterations):\n",
             "[0]: dispatch (before the instruction entered the scheduler)\n",
             "[1]: operands (a register or memory ordering not ready)\n",
             "[2]: resources (ready, but no free execution unit)\n\n",
             "Index  [0]      [1]      [2]      Instructions:\n"]
    for w in waits:
        text = instructions[w.position] if 0 <= w.position < len(instructions) else w.text
        lines.append(f"{w.position:<7}{w.dispatch_cycles:<9.2f}{w.data_cycles:<9.2f}{w.resource_cycles:<9.2f}"
                     f"{text}\n")
        if w.total_cycles:
            lines.append(f"{'':7}{w.summary(instructions)}\n")
    return "".join(lines)


def render_text(report: Report, *, notes: bool = False, waits: bool = False) -> str:
    text = "".join(render_region(region, notes=notes, waits=waits) for region in report.regions)
    if report.model_kind == "measured":  # mcalens only: never for LLVM's models (byte-exact)
        text = (f"Model: {report.model_name} (measured on real hardware; "
                f"not an LLVM scheduling model)\n\n") + text
    return text
