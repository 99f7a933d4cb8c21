"""isa.json as exported from LLVM 19: opcode operand info, implicit registers, encodings, registers."""

from __future__ import annotations

import pytest
from mcalens.analysis.isa import OperandInfo, load_isa


@pytest.fixture(scope="module")
def isa():
    return load_isa()


def test_counts_match_llvm19(isa):
    assert len(isa.opcodes) == 19817
    assert sum(not op.is_pseudo for op in isa.opcodes.values()) == 19426
    assert isa.opcode_order[0] == "PHI"
    assert len(isa.opcode_order) == len(isa.opcodes)


def test_load_is_cached(isa):
    assert load_isa() is isa


def test_two_address_add(isa):
    add = isa.opcodes["ADD32rr"]
    assert add.num_defs == 1
    assert [(op.kind, op.reg_class, op.tied_to) for op in add.operands] == [
        ("reg", "GR32", -1),
        ("reg", "GR32", 0),
        ("reg", "GR32", -1),
    ]
    assert add.implicit_defs == ("EFLAGS",)
    assert not add.may_load and not add.may_store


def test_memory_reference_is_five_mem_operands(isa):
    load = isa.opcodes["ADD32rm"]
    assert [op.kind for op in load.operands] == ["reg", "reg", "mem", "mem", "mem", "mem", "mem"]
    assert load.operands[2].reg_class is None  # LLVM's pointer-lookup class, not GR8
    assert load.operands[6].reg_class == "SEGMENT_REG"
    assert load.may_load
    lea = isa.opcodes["LEA64r"]
    assert [op.kind for op in lea.operands] == ["reg", "mem", "mem", "mem", "mem", "mem"]
    assert not lea.may_load


@pytest.mark.parametrize(
    ("opcode", "encoding"),
    [
        pytest.param("ADD32rr", "legacy", id="legacy"),
        pytest.param("VADDPSrr", "vex", id="vex"),
        pytest.param("VADDPSZrr", "evex", id="evex"),
        pytest.param("VPCMOVrrr", "xop", id="xop"),
        pytest.param("PFADDrr", "3dnow", id="3dnow"),
    ],
)
def test_encoding(isa, opcode, encoding):
    assert isa.opcodes[opcode].encoding == encoding


def test_control_flow_flags_and_operand_types(isa):
    jcc = isa.opcodes["JCC_1"]
    assert jcc.is_branch and not jcc.is_call
    assert [op.operand_type for op in jcc.operands] == [4, 14]  # pcrel target, condition code
    assert isa.opcodes["CALL64pcrel32"].is_call
    assert isa.opcodes["RET64"].is_return
    assert isa.opcodes["VADDPSZrrb"].operands[-1] == OperandInfo("imm", None, -1, False, 13)


def test_registers_and_classes(isa):
    eax = isa.registers["EAX"]
    assert eax.asm_name == "eax"
    assert set(eax.sub_registers) >= {"AX", "AL", "AH"}
    assert eax.super_registers == ("RAX",)
    assert isa.registers["XMM0"].super_registers == ("YMM0", "ZMM0")
    assert isa.registers["ST1"].asm_name == "st(1)"
    numbers = [reg.number for reg in isa.registers.values()]
    assert numbers == sorted(numbers)
    assert "XMM16" in isa.register_classes["VR128X"]
    assert "XMM16" not in isa.register_classes["VR128"]
    assert isa.in_class("R15D", "GR32")
    assert not isa.in_class("R15", "GR32")


def test_printer_observations_present(isa):
    row = isa.print_data["ADD32rr"]
    assert row[2].startswith("addl\t%")
    assert isa.flag_prefixes["16"] == ["\tlock\t", "\tlock\t"]
