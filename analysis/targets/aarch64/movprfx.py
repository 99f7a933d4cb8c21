"""llvm-mc's checks of the instruction that follows an SVE `movprfx` (AArch64AsmParser::validateInstruction).

A `movprfx` only makes sense in front of a destructive instruction that writes the same Z register
(and, for a predicated `movprfx`, uses the same governing predicate and element size). llvm-mc
refuses anything else as "unpredictable", and llvm-mca with it. The state is the assembler's: every
instruction that matched (and has its features) sets the prefix for the next one, before its own
check, so labels, directives and lines that fail to match in between do not clear it.

The two TSFlags fields the checks read come from LLVM (`isa_movprfx.json.gz` of the release's set,
tools/llvm_export/export_movprfx_aarch64.cpp): which opcodes are destructive, and each opcode's
element size.
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Callable
from dataclasses import dataclass

from ...frontend.syntax import Instruction
from ...isa import Isa, data_path, model_directory
from ...mcinst import McInst, Reg
from ...source import Span

_UNPREDICTABLE = "instruction is unpredictable when following a"
# LLVM's BRK and HLT may follow a movprfx without further checks.
_EXEMPT = frozenset({"BRK", "HLT"})
_ZREG = re.compile(r"Z(\d+)")
# isMatchingOrAlias: the B/H/S/D/Q/Z register with the Z destination's number.
_ALIAS = re.compile(r"[BHSDQZ](\d+)")


@dataclass(frozen=True, slots=True)
class _Prefix:
    dst: str | None  # the Z register the movprfx writes
    pg: str | None = None  # governing predicate of a predicated movprfx, else None
    element_size: int = 0


@functools.lru_cache(maxsize=8)
def _tables(directory: str | None) -> tuple[frozenset[str], dict[str, int]]:
    """(destructive opcodes, opcode -> TSFlags element size) of the model set at `directory` (an
    Isa's directory: the release's opcodes; None: the LLVM 19 set); empty when the file is missing."""
    import gzip
    import json

    base = directory if directory is not None else str(model_directory("aarch64"))
    try:
        path = data_path(os.path.join(base, "isa_movprfx.json"))  # a file the release shares: 19's
        with open(path, "rb") as handle:
            raw = handle.read()
        data = json.loads(gzip.decompress(raw) if path.endswith(".gz") else raw)
        return frozenset(data["destructive"]), dict(data["element_size"])
    except (OSError, EOFError, ValueError, KeyError, TypeError):
        return frozenset(), {}


def _register(mc: McInst, index: int) -> str | None:
    if index < len(mc.operands):
        op = mc.operands[index]
        if isinstance(op, Reg):
            return op.name
    return None


def _prefix_of(mc: McInst, sizes: dict[str, int]) -> _Prefix | None:
    """PrefixInfo::CreateFromInst: what a movprfx sets for the next instruction, or None."""
    opcode = mc.opcode
    if opcode == "MOVPRFX_ZZ":
        return _Prefix(_register(mc, 0))
    if opcode.startswith(("MOVPRFX_ZPmZ_", "MOVPRFX_ZPzZ_")):
        # Merging form: Zd, Zd (tied), Pg, Zn; zeroing form: Zd, Pg, Zn.
        pg = _register(mc, 2 if opcode.startswith("MOVPRFX_ZPmZ_") else 1)
        return _Prefix(_register(mc, 0), pg, sizes.get(opcode, 0))
    return None


def _aliases(dst: str | None, register: str | None) -> bool:
    if dst is None or register is None:
        return False
    z, other = _ZREG.fullmatch(dst), _ALIAS.fullmatch(register)
    return z is not None and other is not None and z.group(1) == other.group(1)


def movprfx_checker(isa: Isa) -> Callable[[Instruction, McInst], tuple[Span, str] | None]:
    """A check to call, in source order, for every instruction llvm-mc matched: llvm-mc's error
    (position, message) when the instruction may not follow the `movprfx` before it, else None."""
    destructive, sizes = _tables(isa.directory)
    predicates = isa.register_classes.get("PPR", frozenset())
    state: list[_Prefix | None] = [None]

    def check(instr: Instruction, mc: McInst) -> tuple[Span, str] | None:
        prefix = state[0]
        state[0] = _prefix_of(mc, sizes)
        if prefix is None or mc.opcode in _EXEMPT:
            return None
        # llvm-mc's caret is one column wide: IDLoc (the mnemonic) or Loc[0] (the first operand).
        mnemonic = instr.mnemonic_span
        at_mnemonic = Span(mnemonic.line, mnemonic.start, mnemonic.start + 1)
        operand = instr.operands[0].span if instr.operands else mnemonic
        first = Span(operand.line, operand.start, operand.start + 1)
        if mc.opcode not in destructive:
            return at_mnemonic, f"{_UNPREDICTABLE} movprfx, suggest replacing movprfx with mov"
        if _register(mc, 0) != prefix.dst:
            return first, f"{_UNPREDICTABLE} movprfx writing to a different destination"
        info = isa.opcodes.get(mc.opcode)
        operand_info = info.operands if info is not None else ()
        for index in range(1, len(mc.operands)):
            tied = operand_info[index].tied_to if index < len(operand_info) else -1
            if tied == -1 and _aliases(prefix.dst, _register(mc, index)):
                return first, f"{_UNPREDICTABLE} movprfx and destination also used as non-destructive source"
        if prefix.pg is None:
            return None
        pg_index = next((i for i in range(1, len(mc.operands)) if _register(mc, i) in predicates), -1)
        size = sizes.get(mc.opcode, 0)
        if pg_index == -1 or size == 0:
            return at_mnemonic, f"{_UNPREDICTABLE} predicated movprfx, suggest using unpredicated movprfx"
        if _register(mc, pg_index) != prefix.pg:
            return at_mnemonic, f"{_UNPREDICTABLE} predicated movprfx using a different general predicate"
        if size != prefix.element_size:
            return at_mnemonic, f"{_UNPREDICTABLE} predicated movprfx with a different element size"
        return None

    return check
