"""McInst: an instruction as LLVM's MC layer sees it (opcode name + operands in MCInst order).

This is the contract between the resolver (which turns parsed assembly into the opcode LLVM's
assembler would pick) and everything downstream (descriptor building, simulation, views).
Operands follow the opcode's MCInstrDesc operand list one-to-one: an x86 memory reference is
five operands (base, scale, index, displacement, segment), exactly as in LLVM.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Reg:
    """A register operand; `name` is LLVM's register name (e.g. "RAX", "XMM1"); None is NoRegister."""

    name: str | None


@dataclass(frozen=True, slots=True)
class Imm:
    """An immediate operand with a known value (condition codes, scales and literals are Imm)."""

    value: int


@dataclass(frozen=True, slots=True)
class Expr:
    """A symbolic operand (label, `foo@GOTPCREL`, `.LC0+8`): its value is unknown to timing."""

    text: str


McOperand = Reg | Imm | Expr


@dataclass(frozen=True, slots=True)
class McInst:
    """One resolved instruction: LLVM opcode name and its MC operands."""

    opcode: str
    operands: tuple[McOperand, ...]
    # LLVM MCInst flags (x86 prefixes the printer shows): 4 repne, 8 rep, 16 lock, 32 notrack.
    flags: int = 0

    def reg(self, index: int) -> str | None:
        """The register at operand `index`, or None when that operand is not a register."""
        if 0 <= index < len(self.operands):
            op = self.operands[index]
            if isinstance(op, Reg):
                return op.name
        return None

    def imm(self, index: int) -> int | None:
        """The immediate value at operand `index`, or None when it is not a known immediate."""
        if 0 <= index < len(self.operands):
            op = self.operands[index]
            if isinstance(op, Imm):
                return op.value
        return None
