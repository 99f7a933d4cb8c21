"""ResourcePressureView: resource cycles per iteration, per unit and per instruction.

llvm-mca 19 `Views/ResourcePressureView.cpp`: one column per unit of every non-group resource (in
the model's table order), every Issued event adds its unit cycles, and the sums are divided by the
number of executed iterations. Groups are never shown; reserved-group usage is not counted.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..machine.model import CpuModel
from ..sim.trace import Trace
from .summary import executions
from .text import Line, round_places


@dataclass(frozen=True, slots=True)
class ResourceColumn:
    """One resource unit column: `[index]` or `[index.unit]` in the text legend."""

    index: int  # display index of the resource (non-group resources, counted from 0)
    name: str  # the resource's name (repeated for each unit)
    unit: int
    num_units: int

    @property
    def label(self) -> str:
        return f"[{self.index}.{self.unit}]" if self.num_units > 1 else f"[{self.index}]"

    @property
    def json_name(self) -> str:
        """TargetInfo.Resources entry; LLVM 19 appends the unit as a raw character, a known quirk."""
        return f"{self.name}.{chr(self.unit)}" if self.num_units > 1 else self.name


@dataclass(frozen=True, slots=True)
class ResourcePressureView:
    """llvm-mca's resource pressure views (per iteration and per instruction)."""

    columns: tuple[ResourceColumn, ...]
    # per_instruction[i][c]: average cycles per iteration of instruction i on column c.
    per_instruction: tuple[tuple[float, ...], ...]
    per_iteration: tuple[float, ...]
    # The same, before division: llvm-mca's JSON lists the non-zero raw cells only.
    raw_per_instruction: tuple[tuple[float, ...], ...]
    raw_per_iteration: tuple[float, ...]
    executions: int


def resource_columns(model: CpuModel) -> tuple[ResourceColumn, ...]:
    """Columns in llvm-mca order: non-group resources with units, each unit on its own column."""
    columns: list[ResourceColumn] = []
    index = 0
    for resource in model.resources:
        if resource.is_group or resource.units <= 0:
            continue
        for unit in range(resource.units):
            columns.append(ResourceColumn(index, resource.name, unit, resource.units))
        index += 1
    return tuple(columns)


def resource_pressure_view(trace: Trace, columns: tuple[ResourceColumn, ...]) -> ResourcePressureView:
    """Average per-iteration pressure from the trace's per-position unit cycle sums."""
    n = trace.num_instructions
    width = len(columns)
    raw_rows: list[tuple[float, ...]] = []
    totals = [0.0] * width
    for position in range(n):
        row = [0.0] * width
        cycles = trace.unit_cycles[position] if position < len(trace.unit_cycles) else {}
        for unit, value in cycles.items():
            if 0 <= unit < width:
                row[unit] += value
                totals[unit] += value
        raw_rows.append(tuple(row))
    runs = executions(trace) or 1
    return ResourcePressureView(
        columns=columns,
        per_instruction=tuple(tuple(v / runs for v in row) for row in raw_rows),
        per_iteration=tuple(v / runs for v in totals),
        raw_per_instruction=tuple(raw_rows),
        raw_per_iteration=tuple(totals),
        executions=runs,
    )


def _pressure_cell(line: Line, value: float, column: int) -> None:
    if not value or value < 0.005:
        line.write(" - ")
    else:
        line.write(f"{round_places(value, 2):.2f}")
    line.pad_to(column)


def _column_names(line: Line, columns: tuple[ResourceColumn, ...]) -> None:
    column = line.width
    for col in columns:
        column += 7
        line.write(col.label).pad_to(column)


def render_resource_pressure(view: ResourcePressureView, instructions: tuple[str, ...]) -> str:
    out = ["\n\nResources:\n"]
    for col in view.columns:
        out.append(Line().write(col.label).pad_to(6).write(f"- {col.name}\n").text())
    out.append("\n\nResource pressure per iteration:\n")
    header = Line()
    _column_names(header, view.columns)
    out.append(header.text() + "\n")
    row = Line()
    for i, value in enumerate(view.per_iteration):
        _pressure_cell(row, value, (i + 1) * 7)
    out.append(row.text())
    out.append("\n\nResource pressure by instruction:\n")
    header = Line()
    _column_names(header, view.columns)
    out.append(header.text() + "Instructions:\n")
    for values, text in zip(view.per_instruction, instructions, strict=False):
        row = Line()
        for i, value in enumerate(values):
            _pressure_cell(row, value, (i + 1) * 7)
        out.append(row.text() + text + "\n")
    return "".join(out)



def resource_pressure_json(view: ResourcePressureView) -> dict[str, object]:
    """`-json` "ResourcePressureView": the non-zero cells, per instruction then the iteration row."""
    cells: list[object] = []
    rows = [*view.raw_per_instruction, view.raw_per_iteration]
    for instr_index, row in enumerate(rows):
        for unit, value in enumerate(row):
            if value:
                cells.append({"InstructionIndex": instr_index, "ResourceIndex": unit,
                              "ResourceUsage": float(value / view.executions)})
    return {"ResourcePressureInfo": cells}
