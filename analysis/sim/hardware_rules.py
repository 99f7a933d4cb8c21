"""The target facts the measured models' hardware behaviours need (sim/hardware.py,
sim/hardware_adjust.py, views/verdict.py): which opcodes push or pop, move, load a pointer or
prefetch, which register is the stack pointer, how a memory operand is laid out, how many bytes an
opcode moves. They are data, `hardware_rules.json` beside the target's ISA (x86-64: written by
tools/export_hardware_rules.py), read once per ISA, so nothing in the simulator names an opcode or
register of its own. A target without the file gets empty rules: no opcode is in any class, and the
behaviours that need them change nothing."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..isa import Isa

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up)
if TYPE_CHECKING:
    from typing import Any

RULES_FILE = "hardware_rules.json"


@dataclass(frozen=True, slots=True)
class OpcodeClass:
    """Opcodes by name: listed ones, and those that start with a prefix but not an excluded one."""

    opcodes: frozenset[str] = frozenset()
    prefixes: tuple[str, ...] = ()
    except_prefixes: tuple[str, ...] = ()

    def __contains__(self, opcode: object) -> bool:
        if not isinstance(opcode, str):
            return False
        return opcode in self.opcodes or (opcode.startswith(self.prefixes)
                                          and not opcode.startswith(self.except_prefixes))


_EMPTY = OpcodeClass()


@dataclass(frozen=True, slots=True)
class MemoryOperand:
    """Where the parts of a memory operand are among its MC operands (x86: base, scale, index,
    displacement, segment); `size` is their count. An empty layout (size 0) means no memory operand
    the behaviours can read."""

    base: int = 0
    scale: int = 1
    index: int = 2
    displacement: int = 3
    segment: int = 4
    size: int = 0


@dataclass(frozen=True, slots=True)
class HardwareRules:
    stack_pointer: str = ""
    flags_register: str = ""
    spare_registers: tuple[str, ...] = ()
    vector_register_prefixes: tuple[str, ...] = ()
    merging_vector_prefix: str = ""
    vector_data_prefixes: tuple[str, ...] = ()
    memory_operand: MemoryOperand = MemoryOperand()
    two_flag_conditions: frozenset[int] = frozenset()
    classes: dict[str, OpcodeClass] = field(default_factory=dict)
    zero_extending_registers: frozenset[str] = frozenset()
    memory_widths: dict[str, int] = field(default_factory=dict)

    def opcodes(self, name: str) -> OpcodeClass:
        """The opcode class `name` of hardware_rules.json's "opcode_classes" (empty when absent)."""
        return self.classes.get(name, _EMPTY)

    def width(self, opcode: str) -> int:
        """Bytes a move or ALU instruction reads or writes in memory (0: not known)."""
        return self.memory_widths.get(opcode, 0)

    def vector_index(self, name: str) -> int:
        """The register number of a vector register by name (XMM3, YMM3 and ZMM3 are 3), else -1."""
        for prefix in self.vector_register_prefixes:
            if name.startswith(prefix) and name[len(prefix):].isdigit():
                return int(name[len(prefix):])
        return -1

    def is_vector_data(self, name: str) -> bool:
        """A register whose data store forwarding treats as vector (or x87) data."""
        return name.startswith(self.vector_data_prefixes)


_RULES: dict[int, tuple[Isa, HardwareRules]] = {}


def hardware_rules(isa: Isa) -> HardwareRules:
    """The rules beside `isa` (its directory's hardware_rules.json), cached per Isa object."""
    hit = _RULES.get(id(isa))
    if hit is not None and hit[0] is isa:
        return hit[1]
    rules = _read(isa)
    _RULES[id(isa)] = (isa, rules)
    return rules


def _strings(value: object) -> tuple[str, ...]:
    return tuple(v for v in value if isinstance(v, str)) if isinstance(value, list) else ()


def _read(isa: Isa) -> HardwareRules:
    if isa.directory is None:
        return HardwareRules()
    import os.path  # not pathlib: a default run does not import it (start-up)

    from ..cache import store
    from ..isa import data_path

    path = data_path(os.path.join(str(isa.directory), RULES_FILE))
    data = store.json_records(path, "hardware-rules-v1") if os.path.isfile(path) else None
    if not isinstance(data, dict):
        return HardwareRules()
    classes: dict[str, OpcodeClass] = {}
    listed = data.get("opcode_classes")
    for name, spec in (listed.items() if isinstance(listed, dict) else ()):
        if isinstance(spec, dict):
            classes[str(name)] = OpcodeClass(frozenset(_strings(spec.get("opcodes"))), _strings(spec.get("prefixes")),
                                             _strings(spec.get("except_prefixes")))
    layout: Any = data.get("memory_operand")
    memory = MemoryOperand()
    if isinstance(layout, dict) and all(isinstance(layout.get(k), int) for k in
                                        ("base", "scale", "index", "displacement", "segment")):
        memory = MemoryOperand(layout["base"], layout["scale"], layout["index"], layout["displacement"],
                               layout["segment"], len(layout))
    widths = data.get("memory_widths")
    conditions = data.get("two_flag_conditions")
    return HardwareRules(
        stack_pointer=str(data.get("stack_pointer", "")),
        flags_register=str(data.get("flags_register", "")),
        spare_registers=_strings(data.get("spare_registers")),
        vector_register_prefixes=_strings(data.get("vector_register_prefixes")),
        merging_vector_prefix=str(data.get("merging_vector_prefix", "")),
        vector_data_prefixes=_strings(data.get("vector_data_prefixes")),
        memory_operand=memory,
        two_flag_conditions=frozenset(c for c in conditions if isinstance(c, int)) if isinstance(conditions, list)
        else frozenset(),
        classes=classes,
        zero_extending_registers=frozenset(_strings(data.get("zero_extending_registers"))),
        memory_widths={k: v for k, v in widths.items() if isinstance(v, int)} if isinstance(widths, dict) else {},
    )
