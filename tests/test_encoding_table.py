"""The operand rules the measured encoders share (analysis/targets/encoding_table.py), checked on the
shipped tables without LLVM: every rule of the RISC-V, AArch64 and ARM tables of both releases
reads, an ARM immediate rule (sign and magnitude, inverted bits) places a value as the ARM
encoder's own placement does, and a relaxation's operands are made from the table's sources."""

from __future__ import annotations

import gzip
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from mcalens.analysis.isa import model_directory
from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg
from mcalens.analysis.targets.arm import encode as arm_encode
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
def test_arm_immediates_place_as_the_arm_encoder(directory: Path) -> None:
    # ARM's 'i' rules with inverted bits and sign and magnitude (addressing-mode offsets): the
    # shared placement is the ARM encoder's, for small, large and negative values and #-0
    tables = _table(directory)["register_tables"]
    signed = [operand_field(spec, tables) for spec in _learner_rules(directory)
              if spec not in (0, "e") and spec[0] == "i" and len(spec) > 4]
    assert len(signed) > 100 and any(f is not None and f.negative for f in signed)
    values = [*range(-300, 300, 7), 4095, -4095, 1 << 20, -(1 << 31), (1 << 31) - 1]
    for field in signed:
        assert field is not None
        for value in values:
            assert immediate_bits(field, value) == arm_encode._immediate(field, value), (field, value)  # type: ignore[arg-type]


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
