"""The per-instruction behaviours of measured models (`hardware:` data, see sim/hardware.py):
the adjustments instr_desc.build_descriptor applies to one descriptor (stack engine, load-op
scheduling, cmov flags), in terms of the ISA's hardware rules (sim/hardware_rules.py: which
opcodes push and pop, the stack pointer, ...). A module of its own so the descriptor builder calls it without importing
sim/hardware.py, which builds on the descriptors (the region-level behaviours, link_memory)."""

from __future__ import annotations

from dataclasses import replace

from ..isa import Isa
from ..machine.model import HardwareModel
from ..mcinst import Imm, McInst
from .hardware_rules import HardwareRules, hardware_rules

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up)
if TYPE_CHECKING:
    from .instr_desc import InstrDesc, RegisterTable


def mem_start(inst: McInst, isa: Isa, rules: HardwareRules) -> int:
    """Where the instruction's memory operand starts among its MC operands (-1: none, or fewer
    operands than the target's memory operand has)."""
    info = isa.opcodes.get(inst.opcode)
    size = rules.memory_operand.size
    if info is None or not size:
        return -1
    for k, op in enumerate(info.operands):
        if op.kind == "mem":
            return k if k + size <= len(inst.operands) else -1
    return -1


def adjust(desc: InstrDesc, inst: McInst, isa: Isa, hw: HardwareModel, regs: RegisterTable) -> InstrDesc:
    """Per-instruction behaviours: stack engine, load-op scheduling, cmov flags (`regs`: the
    ISA's register table; the opcodes and registers they concern: the ISA's hardware rules)."""
    rules = hardware_rules(isa)
    stack = inst.opcode in rules.opcodes("stack")
    if hw.stack_engine and stack:
        sp = regs.index.get(rules.stack_pointer, -1)
        desc = replace(desc, reads=tuple(r for r in desc.reads if r.reg != sp),
                       writes=tuple(w for w in desc.writes if w.reg != sp))
    if hw.load_op_advance and desc.may_load and not stack:
        info = isa.opcodes.get(inst.opcode)
        start = mem_start(inst, isa, rules)
        if info is not None and start >= 0:
            lat = hw.load_op_advance
            address_uses = {k - info.num_defs for k in range(start, start + rules.memory_operand.size)}
            address = [r for r in desc.reads if not r.implicit and r.use_index in address_uses]
            others = [r for r in desc.reads if r.implicit or r.use_index not in address_uses]
            if others and not desc.may_store and desc.writes and min(w.latency for w in desc.writes) > lat:
                # A load-op as the hardware runs it: load then op. The op's inputs are needed at
                # issue and its result comes the ALU part (latency - load) later; the address
                # must be ready `lat` cycles before issue (a negative ReadAdvance adds latency).
                reads = tuple(replace(r, advances=((0, -lat),)) if r in address else replace(r, advances=())
                              for r in desc.reads)
                writes = tuple(replace(w, latency=w.latency - lat) for w in desc.writes)
                desc = replace(desc, reads=reads, writes=writes)
            elif others:
                # Read-modify-write (or a short-latency load-op): only the load waits for the
                # address; the other inputs are read `lat` cycles after issue.
                desc = replace(desc, reads=tuple(
                    replace(r, advances=((0, lat),)) if r in others and not r.advances else r for r in desc.reads))
    # a conditional move whose condition (its last operand) combines two flag groups
    if hw.cmov_flags_latency and inst.opcode in rules.opcodes("conditional_move") and inst.operands \
            and isinstance(inst.operands[-1], Imm) and inst.operands[-1].value in rules.two_flag_conditions:
        flags = regs.index.get(rules.flags_register, -1)
        desc = replace(desc, reads=tuple(
            replace(r, advances=((0, -hw.cmov_flags_latency),)) if r.reg == flags and not r.advances else r
            for r in desc.reads))
    return desc
