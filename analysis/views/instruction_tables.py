"""Theoretical resource pressure for `-instruction-tables` (no simulation), as llvm-mca 19 computes it.

`MCA/Stages/InstructionTables.cpp`: each normalized descriptor resource spreads its cycles over
units. A non-group resource gives cycles/units to each of its units; a group gives
cycles/(group units x member units) to each unit of its first `group units` sub-unit entries. LLVM
reads those entries from one flat table of all groups' members, so a group whose members have
several units reads on into LLVM's generated table. The exact walk of every group of the shipped
models is read from LLVM (`models/<target>/instruction_table_walks.json`, tools/llvm_export/
export_walks.cpp); other models walk their members' list in model order. Sums are kept as exact
fractions, as LLVM's ReleaseAtCycles values are.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from fractions import Fraction

from ..isa import model_directory, read_json_file
from ..machine.model import CpuModel
from .resource_pressure import ResourceColumn, ResourcePressureView


def _sub_unit_table(model: CpuModel) -> tuple[list[int], dict[int, int]]:
    """The flat member table (resource indices) and each group's offset into it."""
    by_name = {r.name: i for i, r in enumerate(model.resources)}
    flat: list[int] = []
    begin: dict[int, int] = {}
    for index, resource in enumerate(model.resources):
        if resource.is_group:
            begin[index] = len(flat)
            flat.extend(by_name[m] for m in resource.members if m in by_name)
    return flat, begin


@functools.cache
def _llvm_walks(target: str, release: str = "19") -> dict[str, dict[str, list[str]]]:
    """Model name -> group name -> the sub-units llvm-mca walks, for the shipped models of `target`
    in that LLVM release (empty when the file is missing)."""
    from ..machine.releases import release_models_dir

    try:
        return read_json_file(model_directory(release_models_dir(target, release))
                              / "instruction_table_walks.json")["walks"]
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def _walk(model: CpuModel, resource_index: int, flat: list[int], begin: dict[int, int]) -> list[int]:
    """Resource indices of the sub-units llvm-mca spreads a group's cycles over."""
    resource = model.resources[resource_index]
    release = str(model.source.get("llvm_version", "19")).partition(".")[0]  # the release it was exported from
    walk = _llvm_walks(model.target, release if release == "22" else "19").get(model.name, {}).get(resource.name)
    if walk is not None and model.source.get("generator") == "tools/llvm_export/export_sched":
        by_name = {r.name: i for i, r in enumerate(model.resources)}
        if all(name in by_name for name in walk):
            return [by_name[name] for name in walk]
    start = begin.get(resource_index, len(flat))
    # Past LLVM's table the read is undefined there; nothing is counted here.
    return flat[start : start + resource.units]


def group_sub_units(model: CpuModel, resource_index: int) -> list[str]:
    """The names of a group's sub-units as LLVM's table lists them (a member with several units
    once per unit: neoverse-v1's V1UnitI is V1UnitS, V1UnitS, V1UnitM0, V1UnitM1)."""
    flat, begin = _sub_unit_table(model)
    return [model.resources[i].name for i in _walk(model, resource_index, flat, begin)]


def instruction_tables_view(
    model: CpuModel, columns: tuple[ResourceColumn, ...], uses: Sequence[Sequence[tuple[int, int]]]
) -> ResourcePressureView:
    """`uses[i]`: (resource index in model.resources, cycles) of instruction i's normalized resources."""
    first_column: dict[str, int] = {}
    for position, column in enumerate(columns):
        first_column.setdefault(column.name, position)
    flat, begin = _sub_unit_table(model)
    width = len(columns)
    rows: list[list[Fraction]] = []
    for instruction in uses:
        row = [Fraction(0)] * width
        for resource_index, cycles in instruction:
            if not cycles or not 0 <= resource_index < len(model.resources):
                continue
            resource = model.resources[resource_index]
            if not resource.is_group:
                base = first_column.get(resource.name)
                if base is None:
                    continue
                for unit in range(resource.units):
                    row[base + unit] += Fraction(cycles, resource.units)
                continue
            for member_index in _walk(model, resource_index, flat, begin):
                member = model.resources[member_index]
                base = first_column.get(member.name)
                if base is None:
                    continue
                for unit in range(member.units):
                    row[base + unit] += Fraction(cycles, resource.units * member.units)
        rows.append(row)
    totals = [sum((r[c] for r in rows), Fraction(0)) for c in range(width)]
    per_instruction = tuple(tuple(float(v) for v in row) for row in rows)
    return ResourcePressureView(
        columns=columns,
        per_instruction=per_instruction,
        per_iteration=tuple(float(v) for v in totals),
        raw_per_instruction=per_instruction,
        raw_per_iteration=tuple(float(v) for v in totals),
        executions=1,
    )
