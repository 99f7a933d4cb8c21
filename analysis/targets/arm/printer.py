"""ARMInstPrinter's text for an McInst: the probe text that parses back to the opcode (with or
without flags set) is the template; its atoms are refilled from the McInst through the inverse of
the spelling's recipe (spellings.decode), the condition goes before the data type suffix
(`vaddne.f64`, `addne.w`) and a zero offset of a plain memory operand is left out (`[r0]`), as
printAddrModeImm12Operand and its kin do."""

from __future__ import annotations

from ...isa import Isa
from ...mcinst import Expr, Imm, McInst, Reg
from . import spellings, syntax
from .spellings import AL


def _mnemonic(base: str, cond: int) -> str:
    if cond == AL:
        return base
    head, dot, tail = base.partition(".")
    return head + spellings.CONDITIONS[cond] + dot + tail


def _hex(value: int) -> str:
    return f"-0x{-value:x}" if value < 0 else f"0x{value:x}"


def print_inst(mc: McInst, isa: Isa, imm_hex: bool = False) -> str:
    """The text llvm-mca prints for `mc` (the opcode's name in lower case when no probe printed it)."""
    flags = any(isinstance(op, Reg) and op.name == "CPSR" for op in mc.operands)
    cond_at, pred_at = spellings.predicate_positions(isa, mc.opcode)
    if cond_at >= 0 and pred_at >= 0:
        # the predicate's CPSR is not the flags being set
        flags = any(isinstance(op, Reg) and op.name == "CPSR" for i, op in enumerate(mc.operands) if i != pred_at)
    table = spellings.templates(isa)
    spelling = table.get((mc.opcode, flags)) or table.get((mc.opcode, not flags))
    if spelling is None:
        return mc.opcode.lower()
    cond = AL
    if 0 <= cond_at < len(mc.operands) and isinstance(mc.operands[cond_at], Imm):
        cond = int(mc.operands[cond_at].value)  # type: ignore[union-attr]
    base = spelling.mnemonic
    if (any(s == ("reg", "CPSR") for s in spelling.recipe) and not flags):
        head, dot, tail = base.partition(".")
        base = head.removesuffix("s") + dot + tail
    template_atoms = syntax.atoms(spelling.template)
    values = list(template_atoms)
    for position, source in enumerate(spelling.recipe):
        if source[0] != "atom" or source[1] >= len(values):
            continue
        index, how = source[1], source[2]
        if how == "list":
            values[index] = ("l", tuple(op.name for op in mc.operands[position:] if isinstance(op, Reg)
                                        and op.name is not None))
            break
        if position >= len(mc.operands):
            continue
        op = mc.operands[position]
        if how == "pair":
            continue  # printed as the template's list: rebuilt below from the register
        if isinstance(op, Reg):
            values[index] = ("r", op.name or "")
        elif isinstance(op, Expr):
            values[index] = ("i", op.text)
        elif isinstance(op, Imm):
            decoded = spellings.decode(how, op.value, values[index])
            if decoded is not None:
                values[index] = decoded
    for position, source in enumerate(spelling.recipe):
        if source[0] == "atom" and source[2] == "pair" and position < len(mc.operands):
            op = mc.operands[position]
            if isinstance(op, Reg) and op.name is not None:
                values[source[1]] = ("l", _list_of(op.name))
    operands = syntax.with_atoms(spelling.template, values)
    # a zero shift or rotation is left out (`sxtab r0, r1, r2`, `[r0, r1]`)
    operands = [op for op in operands if not (isinstance(op, syntax.Shift) and op.amount == 0 and op is operands[-1])]
    operands = [syntax.Mem(op.base, tuple(i for i in op.items if not (isinstance(i, syntax.Shift) and i.amount == 0)),
                           op.align, op.writeback, op.span) if isinstance(op, syntax.Mem) else op for op in operands]
    parts = []
    for op in operands:
        if isinstance(op, syntax.Mem) and not op.writeback and len(op.items) == 1 and isinstance(
                op.items[0], syntax.Imm) and op.items[0].value == 0:
            op = syntax.Mem(op.base, (), op.align, op.writeback, op.span)
        if imm_hex and isinstance(op, syntax.Imm) and op.value is not None:
            parts.append("#" + _hex(op.value))
        else:
            parts.append(op.render())
    text = _mnemonic(base, cond)
    return text + ("\t" + ", ".join(parts) if parts else "")


def _list_of(name: str) -> tuple[str, ...]:
    """The D registers of a NEON list register (Q1 -> d2, d3; D1_D2 -> d1, d2)."""
    if name.startswith("Q") and name[1:].isdigit():
        first = int(name[1:]) * 2
        return (f"D{first}", f"D{first + 1}")
    if "_" in name:
        out: list[str] = []
        for piece in name.split("_"):
            out.extend(_list_of(piece))
        return tuple(out)
    return (name,)
