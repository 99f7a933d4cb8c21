"""The x86-64 instruction set as LLVM 19 describes it: opcodes, operands and registers.

Loaded from `models/<target>/isa.json`, which tools/llvm_export writes from LLVM's MCInstrInfo and
MCRegisterInfo. The fields below are the contract used by descriptor building and simulation;
the resolver's matching tables (spellings, immediate ranges, preference order) live beside them.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class OperandInfo:
    """One MCInstrDesc operand.

    kind: "reg" | "imm" | "mem" | "pcrel" | "unknown" (x86 memory references are five "mem"
    operands: base, scale, index, displacement, segment).
    """

    kind: str
    reg_class: str | None = None
    tied_to: int = -1
    is_optional_def: bool = False


@dataclass(frozen=True, slots=True)
class OpcodeInfo:
    """Static facts about one LLVM opcode (MCInstrDesc)."""

    name: str
    num_defs: int
    operands: tuple[OperandInfo, ...]
    implicit_defs: tuple[str, ...] = ()
    implicit_uses: tuple[str, ...] = ()
    may_load: bool = False
    may_store: bool = False
    has_side_effects: bool = False
    is_call: bool = False
    is_return: bool = False
    is_branch: bool = False
    is_pseudo: bool = False
    variadic: bool = False
    variadic_ops_are_defs: bool = False
    # "legacy" | "vex" | "evex" | "xop" | "3dnow": x86 clears super-registers of VR128X/VR256X
    # defs only for VEX/EVEX/XOP encodings (X86MCTargetDesc clearsSuperRegisters).
    encoding: str = "legacy"


@dataclass(frozen=True, slots=True)
class RegisterInfo:
    """One target register. Sub/super lists are transitive, in MCRegisterInfo iteration order."""

    name: str
    number: int
    asm_name: str
    sub_registers: tuple[str, ...] = ()
    super_registers: tuple[str, ...] = ()
    is_constant: bool = False


@dataclass(slots=True)
class Isa:
    """Everything about a target's instructions and registers that timing needs."""

    target: str
    opcodes: dict[str, OpcodeInfo]
    registers: dict[str, RegisterInfo]
    register_classes: dict[str, frozenset[str]]
    source: dict[str, str] = field(default_factory=dict)

    def in_class(self, register: str, class_name: str) -> bool:
        members = self.register_classes.get(class_name)
        return members is not None and register in members
