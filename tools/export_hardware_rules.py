"""Writes models/x86-64/hardware_rules.json: the x86 facts the measured models' hardware behaviours
(analysis/sim/hardware.py, hardware_adjust.py, views/verdict.py) need, as data the simulator reads
through the ISA's directory (analysis/sim/hardware_rules.py), so no module below the target layer
names an x86 opcode or register.

Two kinds of facts: the hand-written ones below (opcode classes by LLVM's opcode names, registers,
LLVM's X86::CondCode numbers), and two tables derived from the x86-64 ISA's own names by the rules
this file keeps: the bytes a move or ALU instruction reads or writes in memory (`memory_widths`, from
the opcode name: `MOV32mr` 4, `MOVZX32rm16` 2, `MOVUPSmr` 16, `PUSH64r` 8) and the registers whose
write zero-extends into the 64-bit register (`zero_extending_registers`: the 32-bit general-purpose
ones). Run: .venv/bin/python tools/export_hardware_rules.py [--check]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from mcalens.analysis.isa import load_isa

OUT = Path(__file__).resolve().parent.parent / "models" / "x86-64" / "hardware_rules.json"

_VECTOR_WIDTHS = (("SS", 4), ("SD", 8), ("HPS", 8), ("LPS", 8), ("HPD", 8), ("LPD", 8), ("MOVQ", 8),
                  ("MOVD", 4), ("MOV64toPQI", 8), ("MOVDI2PDI", 4), ("MOVPQI2QI", 8), ("MOVPDI2DI", 4))


def memory_width(opcode: str) -> int:
    """Bytes a plain move or ALU instruction reads or writes in memory, from LLVM's opcode name
    (0: not known; only the forms compiled code uses around stores and reloads)."""
    if opcode.startswith(("PUSH", "POP")):
        return 8
    if opcode.startswith(("MOVZX", "MOVSX")):
        tail = opcode.rstrip("0123456789")
        return int(opcode[len(tail):]) // 8 if tail.endswith("rm") else 0
    base = opcode[1:] if opcode.startswith("V") else opcode
    if base.startswith(("MOVUP", "MOVAP", "MOVDQU", "MOVDQA", "MOVUPD", "MOVAPD")):
        return 32 if "Y" in base else 64 if "Z" in base else 16
    for key, width in _VECTOR_WIDTHS:
        if key in base:
            return width
    digits = ""
    for ch in base:
        if ch.isdigit():
            digits += ch
        elif digits:
            break
    return int(digits) // 8 if digits in ("8", "16", "32", "64") else 0


def zero_extends(name: str) -> bool:
    """A 32-bit general-purpose register: writing it clears bits 32-63 of the 64-bit one."""
    return (len(name) == 3 and name[0] == "E" and name != "EIP") or (name[0] == "R" and name.endswith("D")
                                                                     and name[1:-1].isdigit())


def rules() -> dict[str, object]:
    isa = load_isa("x86-64")
    widths = {name: w for name in sorted(isa.opcodes) if (w := memory_width(name))}
    return {
        "format": 1,
        "target": "x86-64",
        "source": {
            "llvm": "19.1.7",
            "tool": "tools/export_hardware_rules.py: opcode classes and registers written by hand from LLVM's "
                    "X86 opcode and register names (X86InstrInfo.td, X86RegisterInfo.td) and X86::CondCode; "
                    "memory_widths and zero_extending_registers derived from the x86-64 ISA's names",
        },
        # Registers: the stack pointer push/pop move, the flags a conditional move reads, spare
        # registers that carry store-to-load dependences (moves to/from debug registers are
        # privileged: no measurable block uses them).
        "stack_pointer": "RSP",
        "flags_register": "EFLAGS",
        "spare_registers": [f"DR{i}" for i in range(16)],
        # Vector registers by name: prefix + number (XMM3, YMM3, ZMM3 are one register number); the
        # 128-bit one, whose legacy-SSE write keeps the upper bits; the registers whose data store
        # forwarding treats as vector (or x87) data.
        "vector_register_prefixes": ["XMM", "YMM", "ZMM"],
        "merging_vector_prefix": "XMM",
        "vector_data_prefixes": ["XMM", "YMM", "ZMM", "ST"],
        # A memory operand: its MC operand count and where each part is (LLVM's X86 AddrBase..AddrSegmentReg).
        "memory_operand": {"base": 0, "scale": 1, "index": 2, "displacement": 3, "segment": 4},
        # LLVM's X86::CondCode values that combine two flag groups: be/a (CF, ZF), l/ge (SF, OF), le/g (ZF, SF, OF).
        "two_flag_conditions": [6, 7, 12, 13, 14, 15],
        # Opcode classes: {"prefixes": [...], "except_prefixes": [...], "opcodes": [...]}
        "opcode_classes": {
            "stack": {"prefixes": ["PUSH", "POP"], "except_prefixes": ["POPCNT"]},
            "push": {"prefixes": ["PUSH"]},
            # the verdict's test for a stack engine at work (views/verdict.py): every opcode named
            # PUSH* or POP* (POPCNT included, as that test has always read it)
            "push_or_pop": {"prefixes": ["PUSH", "POP"]},
            "push_register": {"opcodes": ["PUSH64r"]},
            "conditional_move": {"prefixes": ["CMOV"]},
            "address_computation": {"prefixes": ["LEA"]},
            "fusible_move": {"opcodes": ["MOV32rr", "MOV32rr_REV", "MOV64rr", "MOV64rr_REV"]},
            "register_move": {"opcodes": ["MOV64rr", "MOV64rr_REV"]},
            "constant_move": {"opcodes": ["MOV64ri", "MOV64ri32", "MOV32ri"]},
            "plain_load": {"opcodes": ["MOV64rm", "MOV32rm", "MOVSX64rm32", "MOVZX32rm8", "MOVZX32rm16"]},
            "pointer_load": {"opcodes": ["MOV64rm"]},
            "pointer_pop": {"opcodes": ["POP64r"]},
            "pointer_store": {"opcodes": ["MOV64mr"]},
            "extending_load": {"prefixes": ["MOVZX", "MOVSX"]},
            "prefetch": {"prefixes": ["PREFETCH"]},
            "vex": {"prefixes": ["V"]},
            "upper_zeroing": {"opcodes": ["VZEROUPPER", "VZEROALL"]},
        },
        "zero_extending_registers": sorted(name for name in isa.registers if zero_extends(name)),
        "memory_widths": widths,
    }


def main(argv: list[str]) -> int:
    text = json.dumps(rules(), indent=1) + "\n"
    if "--check" in argv:
        if OUT.read_text() != text:
            print(f"{OUT} is out of date: run tools/export_hardware_rules.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text)
    print(f"wrote {OUT} ({len(text)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
