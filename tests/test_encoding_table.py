"""The operand rules the measured encoders share (analysis/targets/encoding_table.py), checked on the
shipped tables without LLVM: every rule of the RISC-V, AArch64 and ARM tables of both releases
reads, a bounded rule (ARM's t2ADR) holds below its bound and for `#-0` with no minimum, and a
relaxation's operands are made from the table's sources."""

from __future__ import annotations

import gzip
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from mcalens.analysis.isa import model_directory
from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg
from mcalens.analysis.targets.encoding_table import (
    IMMEDIATE,
    REGISTER,
    OperandField,
    field_bits,
    immediate_bits,
    operand_field,
    relaxed_instruction,
)

TABLES = [model_directory(t) / r for t in ("riscv", "aarch64", "arm") for r in ("", "llvm22")]


@cache
def _table(directory: Path) -> dict[str, Any]:
    with gzip.open(directory / "isa_encoding.json.gz", "rt", encoding="utf-8") as handle:
        data: dict[str, Any] = json.load(handle)
    return data


def _learner_rules(directory: Path) -> list[Any]:
    """Every operand rule of the table written in the Learner's shared kinds (ARM's own kinds and
    value-table references left out)."""
    data = _table(directory)
    operands = 2 if data["target"] == "aarch64" else 3
    rows = data["opcodes"] + data.get("thumb_opcodes", [])
    return [spec for row in rows for spec in row[operands]
            if spec in (0, "e") or (spec[0] in "rit" and not (spec[0] == "t" and isinstance(spec[1], int)))]


@pytest.mark.parametrize("directory", TABLES, ids=lambda d: f"{d.parent.name}/{d.name}")
def test_every_shared_rule_reads(directory: Path) -> None:
    rules = _learner_rules(directory)
    assert len(rules) > 5000
    tables = _table(directory)["register_tables"]
    fields = [operand_field(spec, tables) for spec in rules]
    assert sum(f is not None and f.kind == REGISTER for f in fields) > 2000
    assert any(f is not None and f.kind == IMMEDIATE for f in fields)


@pytest.mark.parametrize("directory", TABLES[4:], ids=lambda d: d.name or "19")
def test_a_bounded_rule_has_no_minimum_and_takes_negative_zero(directory: Path) -> None:
    # t2ADR's immediate: sign and magnitude whose subtract bits (160) are also the magnitude's bit
    # 12, so the Learner bounds it (eighth item 4096) and writes its minimum as null (none)
    data = _table(directory)
    [row] = [row for row in data["opcodes"] if row[0] == "t2ADR"]
    spec = row[3][1]
    assert spec[6:] == [None, 4096]
    field = operand_field(spec, data["register_tables"])
    assert field is not None and not field.nonnegative and field.below == 4096
    # `adr.w r8, #-4095` is encoded (test_arm_encode.py has llvm-mc's bytes), #-4096 and #4096 not
    assert field_bits(field, Imm(-4095)) == immediate_bits(field, -4095)
    assert field_bits(field, Imm(4095)) == immediate_bits(field, 4095)
    assert field_bits(field, Imm(4096)) is None and field_bits(field, Imm(-4096)) is None
    # `#-0` is held as INT32_MIN: the subtract bits alone
    assert field_bits(field, Imm(-(1 << 31))) == 160


def test_field_bits_refuses_what_has_no_encoding() -> None:
    register = OperandField(REGISTER, (5, 6), {"X1": 1, "X2": 2})
    assert field_bits(register, Reg("X2")) == 0b1000000
    assert field_bits(register, Reg("X3")) is None and field_bits(register, Imm(1)) is None
    from_zero = OperandField(IMMEDIATE, runs=((0, 8, 4),), nonnegative=True)
    assert field_bits(from_zero, Imm(3)) == 3 << 8 and field_bits(from_zero, Imm(-1)) is None
    assert field_bits(from_zero, Expr("sym")) is None


def test_relaxed_instruction_takes_its_sources() -> None:
    # RISC-V's c.beqz relaxes to beq with X0 as the second register (the table's relaxed entry)
    inst = McInst("C_BEQZ", (Reg("X8"), Expr(".L1")))
    relaxed = relaxed_instruction(inst, ("BEQ", (("op", 0), ("reg", "X0"), ("op", 1))))
    assert relaxed == McInst("BEQ", (Reg("X8"), Reg("X0"), Expr(".L1")))
    assert relaxed_instruction(inst, ("BEQ", (("op", 5),))) is None
    assert relaxed_instruction(inst, ("X", (("reg", "NoRegister"), ("imm", 3)))) == McInst("X", (Reg(None), Imm(3)))
