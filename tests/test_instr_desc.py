"""Instruction descriptors on hand-built models: resource normalization (mca-semantics.md 1.3),
writes/reads and their UseIndex, zero idioms, errors."""

from __future__ import annotations

import pytest
from mcalens.analysis.isa import Isa, OpcodeInfo, OperandInfo, RegisterInfo, model_directory
from mcalens.analysis.machine.model import (
    Condition,
    CpuModel,
    PredicateRule,
    ProcResource,
    ReadAdvance,
    ResourceUse,
    SchedClass,
    VariantClass,
    VariantRule,
    WriteLatency,
)
from mcalens.analysis.mcinst import Imm, McInst, Reg
from mcalens.analysis.sim.instr_desc import (
    UNRESOLVED_VARIANT,
    UNSUPPORTED,
    DescriptorError,
    InstrDesc,
    build_descriptor,
    normalize_resources,
    resource_table,
)

PORTS = ("P0", "P1", "P5", "P6")


def skl_like_resources() -> tuple[ProcResource, ...]:
    units = [ProcResource(p, i + 1, 1) for i, p in enumerate(PORTS)]
    groups = [
        ProcResource("P01", 5, 2, members=("P0", "P1")),
        ProcResource("P05", 6, 2, members=("P0", "P5")),
        ProcResource("P15", 7, 2, members=("P1", "P5")),
        ProcResource("P56", 8, 2, members=("P5", "P6")),
        ProcResource("P015", 9, 3, members=("P0", "P1", "P5")),
        ProcResource("P056", 10, 3, members=("P0", "P5", "P6")),
        ProcResource("P0156", 11, 4, members=PORTS),
        ProcResource("PAny", 12, 4, buffer_size=60, members=PORTS),
    ]
    return (*units, *groups)


def model_with(classes: dict[str, SchedClass], opcode_class: dict[str, str], **kw) -> CpuModel:
    return CpuModel(name="toy", target="x86-64", cpus=("toy",), issue_width=4, micro_op_buffer_size=64,
                    resources=skl_like_resources(), classes=classes, opcode_class=opcode_class, **kw)


def test_masks_units_first_then_groups() -> None:
    model = model_with({}, {})
    table = resource_table(model)
    assert table.masks[:4] == [1, 2, 4, 8]
    assert table.masks[4] == 0b10000 | 0b0011  # P01: own bit + P0 + P1
    assert table.masks[-1] == (1 << 11) | 0b1111
    assert table.unit_names == PORTS


def test_vhaddps_normalizes_to_units_with_buffer_kept() -> None:
    """SKL VHADDPSrr's expanded list collapses to P5 x2 + P01 x1; PAny keeps only its buffer bit."""
    cls = SchedClass("hadd", 3, (WriteLatency(6),), (
        ResourceUse("P5", 2), ResourceUse("P01", 1), ResourceUse("P05", 2), ResourceUse("P15", 2),
        ResourceUse("P56", 2), ResourceUse("P015", 3), ResourceUse("P056", 2), ResourceUse("P0156", 3),
        ResourceUse("PAny", 3)))
    model = model_with({"hadd": cls}, {})
    table = resource_table(model)
    norm = normalize_resources(model, cls)
    got = [(u.mask, u.cycles, u.num_units, u.reserved) for u in norm.resources]
    assert got == [(table.masks[2], 2, 1, False), (table.masks[4], 1, 1, False)]
    assert norm.used_buffers == 1 << 11
    assert not norm.must_issue_immediately
    # every group touched is in used_groups, including the absorbed ones
    for idx in range(4, 12):
        assert norm.used_groups & (1 << (table.masks[idx].bit_length() - 1))


def test_group_needing_more_units_than_it_has_is_reserved() -> None:
    """HSW-style [P0 2cy, P1 2cy, P01 3cy extra]: TableGen lists P01 with 2+2+3 = 7 cycles."""
    cls = SchedClass("x", 2, (WriteLatency(3),), (ResourceUse("P0", 2), ResourceUse("P1", 2),
                                                  ResourceUse("P01", 7)))
    model = model_with({"x": cls}, {})
    norm = normalize_resources(model, cls)
    group = norm.resources[-1]
    assert (group.cycles, group.num_units, group.reserved) == (3, 2, True)


def test_partially_overlapping_groups_are_flagged() -> None:
    cls = SchedClass("x", 2, (WriteLatency(1),), (ResourceUse("P01", 1), ResourceUse("P15", 1)))
    norm = normalize_resources(model_with({"x": cls}, {}), cls)
    assert norm.partial_overlap
    assert [u.num_units for u in norm.resources] == [1, 1]


def test_dispatch_hazard_resource_must_issue_immediately() -> None:
    res = (ProcResource("U", 1, 1, buffer_size=0), ProcResource("V", 2, 1, buffer_size=1))
    cls = SchedClass("x", 1, (WriteLatency(1),), (ResourceUse("U", 1), ResourceUse("V", 1)))
    model = CpuModel("m", "x86-64", ("m",), 2, 0, resources=res, classes={"x": cls})
    norm = normalize_resources(model, cls)
    assert norm.must_issue_immediately
    assert norm.used_buffers == 0b11


# ---------------------------------------------------------------- writes / reads


def toy_isa(directory: str | None = None) -> Isa:
    """x86-like tables; the target facts (clearsSuperRegisters, barriers) come from the shipped
    models/x86-64/mca_rules.json unless `directory` says where else to look ("" nowhere)."""
    names = ["RAX", "RBX", "RCX", "EAX", "EBX", "XMM0", "XMM1"]
    regs = {n: RegisterInfo(n, i + 1, n.lower()) for i, n in enumerate(names)}
    regs["RAX"] = RegisterInfo("RAX", 1, "rax", sub_registers=("EAX",))
    regs["EAX"] = RegisterInfo("EAX", 4, "eax", super_registers=("RAX",))
    mem = (OperandInfo("mem"),) * 5
    ops = {
        "ADD64rr": OpcodeInfo("ADD64rr", 1, (OperandInfo("reg", "GR64"), OperandInfo("reg", "GR64", tied_to=0),
                                             OperandInfo("reg", "GR64")), implicit_defs=("EFLAGS",)),
        "ADD64rm": OpcodeInfo("ADD64rm", 1, (OperandInfo("reg", "GR64"), OperandInfo("reg", "GR64", tied_to=0),
                                             *mem), may_load=True),
        "XOR32rr": OpcodeInfo("XOR32rr", 1, (OperandInfo("reg", "GR32"), OperandInfo("reg", "GR32"),
                                             OperandInfo("reg", "GR32"))),
        "CMOV64rr": OpcodeInfo("CMOV64rr", 1, (OperandInfo("reg", "GR64"), OperandInfo("reg", "GR64"),
                                               OperandInfo("reg", "GR64"), OperandInfo("imm"))),
        "CALL64pcrel32": OpcodeInfo("CALL64pcrel32", 0, (OperandInfo("pcrel"),), is_call=True),
        "MFENCE": OpcodeInfo("MFENCE", 0, (), has_side_effects=True),
        "LFENCE": OpcodeInfo("LFENCE", 0, (), has_side_effects=True),
        "VMOVAPSrr": OpcodeInfo("VMOVAPSrr", 1, (OperandInfo("reg", "VR128"), OperandInfo("reg", "VR128")),
                                encoding="vex"),
        "MOVAPSrr": OpcodeInfo("MOVAPSrr", 1, (OperandInfo("reg", "VR128"), OperandInfo("reg", "VR128"))),
    }
    regs["EFLAGS"] = RegisterInfo("EFLAGS", 8, "eflags")
    classes = {"GR32": frozenset({"EAX", "EBX"}), "GR64": frozenset({"RAX", "RBX", "RCX"}),
               "VR128X": frozenset({"XMM0", "XMM1"})}
    if directory is None:
        directory = str(model_directory("x86-64"))
    return Isa("x86-64", ops, regs, classes, directory=directory or None)


def alu_model() -> CpuModel:
    alu = SchedClass("alu", 1, (WriteLatency(1), WriteLatency(1)), (ResourceUse("P0156", 1), ResourceUse("PAny", 1)))
    load = SchedClass("load", 2, (WriteLatency(6),), (ResourceUse("P0156", 1),),
                      read_advances=(ReadAdvance(6, 5), ReadAdvance(5, 5), ReadAdvance(0, 5)))
    cmov2 = SchedClass("cmov2", 2, (WriteLatency(2),), (ResourceUse("P0156", 2),))
    variants = {"cmov": VariantClass("cmov", (
        VariantRule(Condition(imm_in=((3, frozenset({6, 7})),)), "cmov2"),))}
    return model_with(
        {"alu": alu, "load": load, "cmov2": cmov2,
         "call": SchedClass("call", 2, (WriteLatency(3),), (ResourceUse("P0156", 1),))},
        {"ADD64rr": "alu", "XOR32rr": "alu", "ADD64rm": "load", "CMOV64rr": "cmov", "CALL64pcrel32": "call",
         "MFENCE": "alu", "LFENCE": "alu", "VMOVAPSrr": "alu", "MOVAPSrr": "alu"},
        variants=variants,
        zero_idioms={"XOR32rr": (PredicateRule(Condition(same_regs=((1, 2),))),)},
    )


def desc(inst: McInst, model: CpuModel | None = None) -> InstrDesc:
    d = build_descriptor(inst, toy_isa(), model or alu_model())
    assert isinstance(d, InstrDesc), d
    return d


def test_writes_explicit_then_implicit_with_latency_entries() -> None:
    d = desc(McInst("ADD64rr", (Reg("RAX"), Reg("RAX"), Reg("RBX"))))
    isa = toy_isa()
    assert [(w.reg, w.latency, w.implicit) for w in d.writes] == [
        (isa.registers["RAX"].number, 1, False), (isa.registers["EFLAGS"].number, 1, True)]
    assert [r.use_index for r in d.reads] == [0, 1]


def test_use_index_counts_memory_operands_and_read_advance() -> None:
    inst = McInst("ADD64rm", (Reg("RAX"), Reg("RAX"), Reg("RBX"), Imm(1), Reg(None), Imm(8), Reg(None)))
    d = desc(inst)
    # uses: RAX (0), base RBX (1), scale, index NoReg (3), disp, segment NoReg (5)
    assert [r.use_index for r in d.reads] == [0, 1]
    assert d.reads[0].read_advance(0) == 5  # UseIndex 0 has a ReadAdvance entry
    assert d.reads[1].read_advance(0) == 0
    assert d.may_load and not d.may_store


def test_gr32_def_clears_super_registers() -> None:
    d = desc(McInst("XOR32rr", (Reg("EAX"), Reg("EBX"), Reg("EAX"))))
    assert d.writes[0].clears_super
    assert not d.zero_idiom


def test_target_facts_are_model_data_not_the_target_name() -> None:
    """x86's clearsSuperRegisters (GR32 always, VR128X/VR256X only for VEX/EVEX/XOP encodings) and its
    fences (X86CustomBehaviour) come from models/x86-64/mca_rules.json: an ISA named x86-64
    without that file beside it has none of them."""
    vex = desc(McInst("VMOVAPSrr", (Reg("XMM0"), Reg("XMM1"))))
    legacy = desc(McInst("MOVAPSrr", (Reg("XMM0"), Reg("XMM1"))))
    assert vex.writes[0].clears_super and not legacy.writes[0].clears_super
    fence = build_descriptor(McInst("MFENCE", ()), toy_isa(), alu_model())
    lfence = build_descriptor(McInst("LFENCE", ()), toy_isa(), alu_model())
    assert isinstance(fence, InstrDesc) and isinstance(lfence, InstrDesc)
    assert (fence.load_barrier, fence.store_barrier, lfence.load_barrier, lfence.store_barrier) == (True, True, True, False)
    off = build_descriptor(McInst("MFENCE", ()), toy_isa(), alu_model(), custom_behaviour=False)
    assert isinstance(off, InstrDesc) and not (off.load_barrier or off.store_barrier)  # -disable-cb
    bare = toy_isa("")
    plain = build_descriptor(McInst("XOR32rr", (Reg("EAX"), Reg("EBX"), Reg("EAX"))), bare, alu_model())
    bare_fence = build_descriptor(McInst("MFENCE", ()), bare, alu_model())
    assert isinstance(plain, InstrDesc) and not plain.writes[0].clears_super
    assert isinstance(bare_fence, InstrDesc) and not bare_fence.load_barrier


def test_zero_idiom_marks_explicit_reads_independent() -> None:
    d = desc(McInst("XOR32rr", (Reg("EAX"), Reg("EAX"), Reg("EAX"))))
    assert d.zero_idiom and d.dependency_breaking
    assert all(r.independent for r in d.reads)


def test_variant_resolution_and_its_failure() -> None:
    d = desc(McInst("CMOV64rr", (Reg("RAX"), Reg("RAX"), Reg("RBX"), Imm(7))))
    assert d.uops == 2 and d.max_latency == 2
    err = build_descriptor(McInst("CMOV64rr", (Reg("RAX"), Reg("RAX"), Reg("RBX"), Imm(4))), toy_isa(), alu_model())
    assert isinstance(err, DescriptorError) and err.message == UNRESOLVED_VARIANT


def test_calls_take_the_call_latency() -> None:
    d = build_descriptor(McInst("CALL64pcrel32", (Imm(0),)), toy_isa(), alu_model(), call_latency=42)
    assert isinstance(d, InstrDesc) and d.max_latency == 42 and d.is_call


@pytest.mark.parametrize("inst", [
    McInst("NOPE", ()),
    McInst("ADD64rr", ()),
    McInst("ADD64rr", (Imm(1), Imm(2), Imm(3))),
], ids=["unknown-opcode", "no-operands", "imm-defs"])
def test_bad_input_gives_unsupported_not_exception(inst: McInst) -> None:
    d = build_descriptor(inst, toy_isa(), alu_model())
    assert isinstance(d, DescriptorError) and d.message == UNSUPPORTED


# ---------------------------------------------------------------- memo (issue 17: warm analyze)


def test_descriptors_are_memoised_per_model_and_arguments() -> None:
    from mcalens.analysis.sim import instr_desc

    isa, model = toy_isa(), alu_model()
    add = McInst("ADD64rr", (Reg("RAX"), Reg("RAX"), Reg("RBX")))
    first = build_descriptor(add, isa, model)
    # An equal instruction (another object, as a re-parse makes) gets the same descriptor object.
    assert build_descriptor(McInst("ADD64rr", (Reg("RAX"), Reg("RAX"), Reg("RBX"))), isa, model) is first
    # Every argument that changes the result is part of the key.
    call = McInst("CALL64pcrel32", (Imm(0),))
    call_desc = build_descriptor(call, isa, model, call_latency=42)
    assert isinstance(call_desc, InstrDesc)
    assert call_desc.max_latency == 42
    other = build_descriptor(call, isa, model, call_latency=7)
    assert isinstance(other, InstrDesc) and other.max_latency == 7
    # Another model object (a derived copy) never sees this model's descriptors.
    slower = alu_model()
    slower.classes["alu"] = SchedClass("alu", 1, (WriteLatency(9), WriteLatency(9)), (ResourceUse("P0156", 1),))
    slow = build_descriptor(add, isa, slower)
    assert isinstance(slow, InstrDesc) and slow.max_latency == 9 and first.max_latency == 1
    # Forgetting the memos builds anew (equal, not the same object).
    instr_desc.clear_descriptor_memos()
    again = build_descriptor(add, isa, model)
    assert again == first and again is not first


def test_descriptor_memo_is_bounded() -> None:
    from mcalens.analysis.sim import instr_desc

    isa = toy_isa()
    models = [alu_model() for _ in range(instr_desc.MEMO_MODELS + 3)]
    for model in models:
        build_descriptor(McInst("ADD64rr", (Reg("RAX"), Reg("RAX"), Reg("RBX"))), isa, model)
    assert len(instr_desc._MEMOS) <= instr_desc.MEMO_MODELS
    model = models[-1]
    limit = instr_desc.MEMO_LIMIT
    try:
        instr_desc.MEMO_LIMIT = 5
        for k in range(12):
            build_descriptor(McInst("CALL64pcrel32", (Imm(k),)), isa, model)
        assert len(instr_desc._memo(model, isa)) <= 5
    finally:
        instr_desc.MEMO_LIMIT = limit
