"""NEON structure loads and stores of one lane or of all lanes (`vld2.16 {d0[1], d1[1]}, [r0:32]!`,
`vld3.8 {d0[], d2[], d4[]}, [r1], r2`): the McInst ARMAsmParser builds and ARMInstPrinter's text.

ARMAsmParser matches these through its `V*LN*Asm_*` and `VLD{3,4}DUP*Asm_*` pseudo-instructions
(ARMInstrNEON.td) and processInstruction's shuffles into the real opcodes; VLD1DUP and VLD2DUP
match their real opcodes directly. The probes cannot spell them (a marker's lane list and
alignment print as text llvm-mc refuses for the spaced forms), so the layouts are built here:

  VLDnLN   Vd.., Rn, align, Vd.. (the tied sources), lane, pred
  VLDnLN_UPD   Vd.., Rn_wb, Rn, align, Rm (noreg for `[rn]!`), Vd.., lane, pred
  VSTnLN   Rn, align, Vd.., lane, pred          VSTnLN_UPD   Rn_wb, Rn, align, Rm, Vd.., lane, pred
  VLD3DUP/VLD4DUP   Vd.., Rn, align, pred   (_UPD: Vd.., Rn_wb, Rn, align, Rm, pred)
  VLD1DUP/VLD2DUP   Vd (a D, DPair or DPairSpc register), Rn, align, pred
                    (wb_fixed: Vd, 0, Rn, align, pred; wb_register: Vd, 0, Rn, align, Rm, pred)

The alignment is held in bytes; which ones an opcode takes comes from its addrmode6align* /
addrmode6dupalign* operand (the same table for lanes and all lanes, by count and element size).
"""

from __future__ import annotations

import re

from ...diagnostics import Diagnostic, Severity
from ...isa import Isa
from ...mcinst import Imm, McInst, Reg
from ...source import Span
from . import spellings, syntax
from .spellings import AL

BAD_OPERANDS = "MCL302"
_NAME = re.compile(r"v(ld|st)([1-4])$")
_TYPE = re.compile(r"[suifp]?(8|16|32)$")
# (structure count, element bits) -> alignments (bytes) besides none: addrmode6align16/32/64/64or128
ALIGNMENTS: dict[tuple[int, int], tuple[int, ...]] = {
    (1, 8): (), (1, 16): (2,), (1, 32): (4,),
    (2, 8): (2,), (2, 16): (4,), (2, 32): (8,),
    (3, 8): (), (3, 16): (), (3, 32): (),
    (4, 8): (4,), (4, 16): (8,), (4, 32): (8, 16),
}
_ALIGN_WORDS = {(): "alignment must be omitted", (2,): "alignment must be 16 or omitted",
                (4,): "alignment must be 32 or omitted", (8,): "alignment must be 64 or omitted",
                (8, 16): "alignment must be 64, 128 or omitted"}
_ALIGN_BITS = {16: 2, 32: 4, 64: 8, 128: 16, 256: 32}
# The alignments (bits) the multiple-register forms of VLDn/VSTn take (addrmode6align64or128or256,
# VLD3/VST3's addrmode6align64).
_MULTIPLE_ALIGN = {1: {64, 128, 256}, 2: {64, 128, 256}, 3: {64}, 4: {64, 128, 256}}
# Rm is any core register but PC (Thumb-2's rGPR leaves out SP before Armv8, which the resolver
# cannot tell apart: SP is taken in both modes, as thumbv8 llvm-mc does).
_RM = frozenset({f"R{n}" for n in range(13)} | {"SP", "LR"})
# ARMAsmParser's getRealVLDOpcode/getRealVSTOpcode give these `[rn]!` forms of the spaced (`q`)
# lists a spacing of 1, so processInstruction fills in consecutive registers whatever the list
# says (`vld3.16 {d1[3], d3[3], d5[3]}, [r2]!` is d1, d2, d3 in llvm-mc 19 and 22 alike).
_FIXED_WB_CONSECUTIVE = frozenset({"VST3LNq16_UPD", "VST4LNq16_UPD", "VLD2LNq16_UPD", "VLD3DUPq8_UPD",
                                   "VLD3LNq16_UPD", "VLD4DUPq8_UPD", "VLD4DUPq16_UPD"})


def _error(at: Span, message: str) -> list[Diagnostic]:
    return [Diagnostic(Span(at.line, at.start, at.start + 1), Severity.ERROR, BAD_OPERANDS, message)]


def _lane_list(operand: syntax.Operand) -> syntax.LaneList | None:
    """The operand as a lane list: a LaneList, or a bare `d0[1]` / `q0[1]` (gas's one- and
    two-register lists without braces)."""
    if isinstance(operand, syntax.LaneList):
        return operand
    if (isinstance(operand, syntax.Reg) and operand.lane is not None and not operand.writeback
            and not operand.negative and syntax.register_kind(operand.name) in ("d", "q")):
        number = int(operand.name[1:])
        if operand.name[0] == "Q":
            names: tuple[str, ...] = (f"D{2 * number}", f"D{2 * number + 1}")
        else:
            names = (operand.name,)
        if not 0 <= operand.lane <= 7:
            return None
        return syntax.LaneList(names, operand.lane, operand.span, 1, braced=False)
    return None


def resolve_lanes(mnemonic: str, operands: list[syntax.Operand], mnemonic_span: Span, isa: Isa, thumb: bool
                  ) -> McInst | list[Diagnostic] | None:  # fmt: skip
    """The McInst of a VLDn/VSTn with a lane or all-lanes list, llvm-mc's refusal, or None when the
    instruction is not one."""
    if not operands:
        return None
    lanes = _lane_list(operands[0])
    if lanes is None:
        return None
    head, _, tail = mnemonic.partition(".")
    reading = None
    for name, cond in spellings.split_condition(head):
        found = _NAME.match(name)
        if found is not None:
            reading = (found.group(1), int(found.group(2)), cond)
            break
    if reading is None:
        return None
    op, n, cond = reading
    at = Span(mnemonic_span.line, mnemonic_span.start, mnemonic_span.start + 1)
    kind = _TYPE.match(tail)
    if kind is None or "." in tail:
        return _error(at, "invalid instruction")
    size = int(kind.group(1))
    list_at = operands[0].span
    if len(operands) not in (2, 3) or not isinstance(operands[1], syntax.Mem):
        return _error(operands[1].span if len(operands) > 1 else list_at, "invalid operand for instruction")
    mem = operands[1]
    rm_operand = operands[2] if len(operands) == 3 else None
    # the list: its count, spacing and lane fit one opcode
    count, lane, spacing = len(lanes.names), lanes.lane, lanes.spacing
    load = op == "ld"
    if lane is not None:
        fits = (count == n and lane < 64 // size and (spacing == 1 or (n > 1 and size > 8)))
        letter = "q" if spacing == 2 else "d"
        stem = f"V{op.upper()}{n}LN{letter}{size}"
    elif not load:
        fits, stem = False, ""
    elif n == 1:
        fits = spacing == 1 and count in (1, 2)
        stem = f"VLD1DUP{'d' if count == 1 else 'q'}{size}"
    elif n == 2:
        fits = count == 2
        stem = f"VLD2DUPd{size}" + ("x2" if spacing == 2 else "")
    else:
        fits = count == n
        stem = f"VLD{n}DUP{'q' if spacing == 2 else 'd'}{size}"
    allowed = ALIGNMENTS[(n, size)]
    if not fits:
        # the matcher blames the list, or the whole instruction when no form of the mnemonic (the
        # multiple-register ones included) takes the address
        taken = {8 * a for a in allowed} | _MULTIPLE_ALIGN[n]
        misfit = bool(mem.items) or (mem.align is not None and mem.align not in taken)
        return _error(at if misfit else list_at, "invalid instruction" if misfit else "invalid operand for instruction")
    # the address: no offset, an alignment this opcode takes, an Rm other than PC
    if mem.align is not None and mem.align not in _ALIGN_BITS:
        return _error(mem.span, "alignment specifier must be 16, 32, 64, 128, or 256 bits")
    align = _ALIGN_BITS.get(mem.align or 0, 0)
    if mem.items or (align and align not in allowed):
        return _error(mem.span, _ALIGN_WORDS[allowed])
    if syntax.register_kind(mem.base.name) != "r":
        return _error(mem.span, "invalid operand for instruction")
    rm: Reg | None = None
    if rm_operand is not None:
        if (mem.writeback or not isinstance(rm_operand, syntax.Reg) or rm_operand.lane is not None
                or rm_operand.writeback or rm_operand.negative or rm_operand.name not in _RM):
            return _error(rm_operand.span, "invalid operand for instruction")
        rm = Reg(rm_operand.name)
    writeback = mem.writeback or rm is not None
    if n <= 2 and lane is None:
        opcode = stem + ("" if not writeback else "wb_register" if rm is not None else "wb_fixed")
    else:
        opcode = stem + ("_UPD" if writeback else "")
    if opcode not in isa.opcodes:
        return _error(list_at, "invalid operand for instruction")
    regs = tuple(Reg(name) for name in lanes.names)
    if opcode in _FIXED_WB_CONSECUTIVE and rm is None:
        first = int(lanes.names[0][1:])
        regs = tuple(Reg(f"D{first + i}") for i in range(count))
    rn = Reg(mem.base.name)
    offset = rm if rm is not None else Reg(None)
    pred = (Imm(cond), Reg("CPSR" if cond != AL else None))
    alignment = Imm(align)
    if lane is not None:
        index = Imm(lane)
        if load:
            address = (rn, rn, alignment, offset) if writeback else (rn, alignment)
            return McInst(opcode, (*regs, *address, *regs, index, *pred))
        address = (rn, rn, alignment, offset) if writeback else (rn, alignment)
        return McInst(opcode, (*address, *regs, index, *pred))
    if n >= 3:
        address = (rn, rn, alignment, offset) if writeback else (rn, alignment)
        return McInst(opcode, (*regs, *address, *pred))
    single = lanes.names[0] if count == 1 else spellings.list_register(lanes.names)
    if single is None:
        return _error(list_at, "invalid operand for instruction")
    if not writeback:
        return McInst(opcode, (Reg(single), rn, alignment, *pred))
    tail_ops = (offset,) if rm is not None else ()
    return McInst(opcode, (Reg(single), Imm(0), rn, alignment, *tail_ops, *pred))


_OPCODE = re.compile(r"V(LD|ST)([1-4])(LN|DUP)([dq])(8|16|32)(x2)?(_UPD|wb_fixed|wb_register)?$")


def _d_registers(name: str) -> list[str]:
    """The D registers of a list register (Q1 -> d2, d3; D1_D2; D0_D2), lower case."""
    if name.startswith("Q") and name[1:].isdigit():
        first = int(name[1:]) * 2
        return [f"d{first}", f"d{first + 1}"]
    return [piece.lower() for piece in name.split("_")]


def print_lanes(mc: McInst) -> str | None:
    """ARMInstPrinter's text for the opcodes resolve_lanes makes (None for any other McInst)."""
    found = _OPCODE.match(mc.opcode)
    if found is None:
        return None
    op, n, kind, size, wb = found.group(1), int(found.group(2)), found.group(3), found.group(5), found.group(7)
    ops = mc.operands
    if len(ops) < 4 or not all(isinstance(o, (Reg, Imm)) for o in ops):
        return None
    cond_op = ops[-2]
    cond = cond_op.value if isinstance(cond_op, Imm) and isinstance(cond_op.value, int) else AL
    body = list(ops[:-2])
    lane_text = "[]"
    if kind == "LN":
        lane_op = body.pop()
        if not isinstance(lane_op, Imm):
            return None
        lane_text = f"[{lane_op.value}]"
    address_size = 4 if wb else 2
    if kind == "LN" and op == "LD":
        regs, address = body[:n], body[n:n + address_size]
    elif kind == "LN":
        address, regs = body[:address_size], body[address_size:address_size + n]
    elif n >= 3:
        regs, address = body[:n], body[n:n + address_size]
    else:
        regs = body[:1]
        rest = body[1:]
        if wb:
            rest = rest[1:]  # the written-back base's slot (an immediate 0)
            address = [rest[0], rest[0], *rest[1:]] + ([Reg(None)] if wb == "wb_fixed" else [])
        else:
            address = rest
    if not all(isinstance(r, Reg) and r.name for r in regs) or len(address) != address_size:
        return None
    names: list[str] = []
    for r in regs:
        names.extend(_d_registers(r.name or ""))  # type: ignore[union-attr]
    rn = address[1] if wb else address[0]
    align = address[2] if wb else address[1]
    if not isinstance(rn, Reg) or not isinstance(align, Imm) or not isinstance(align.value, int):
        return None
    text = f"[{(rn.name or '').lower()}" + (f":{align.value * 8}" if align.value else "") + "]"
    if wb:
        rm = address[3]
        text += f", {rm.name.lower()}" if isinstance(rm, Reg) and rm.name else "!"
    condition = spellings.CONDITIONS[cond] if 0 <= cond < AL else ""
    items = ", ".join(name + lane_text for name in names)
    return f"v{op.lower()}{n}{condition}.{size}\t{{{items}}}, {text}"
