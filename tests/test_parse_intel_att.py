"""AT&T and Intel spellings of the same instruction parse to the same operands (recorded llvm-mc-19 pairs).

tests/data/parse/llvm_att_intel_pairs.txt holds 638 instructions, each printed by llvm-mc-19 in both
syntaxes from the same bytes (random encodings, AVX-512 masks/broadcasts/rounding, APX registers,
segments, x87). Intel lists the destination first, so its operands are AT&T's reversed.
"""

from __future__ import annotations

from pathlib import Path

from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.frontend.syntax import Instruction
from mcalens.analysis.targets.x86.syntax import (
    ImmediateOperand,
    MemoryOperand,
    Operand,
    RegisterOperand,
)

PAIRS = Path(__file__).parent / "data" / "parse" / "llvm_att_intel_pairs.txt"


def shape(operand: Operand) -> tuple:
    """What both syntaxes must agree on (Intel adds a size keyword, AT&T a mnemonic suffix)."""
    if isinstance(operand, RegisterOperand):
        return ("reg", operand.name)
    if isinstance(operand, ImmediateOperand):
        return ("imm", operand.value)
    if isinstance(operand, MemoryOperand):
        scale = operand.scale if operand.index else 1
        return ("mem", operand.segment, operand.displacement, operand.symbol, operand.base, operand.index, scale,
                operand.broadcast)
    return ("sym", operand.text)


def instruction_shape(instruction: Instruction, reverse: bool) -> tuple:
    operands = [shape(operand) for operand in instruction.operands]
    if reverse:
        operands.reverse()
    return (tuple(operands), instruction.prefixes, instruction.mask, instruction.zeroing, instruction.rounding)


def test_att_and_intel_agree() -> None:
    lines = [line for line in PAIRS.read_text().split("\n") if line and not line.startswith("#")]
    # The disassembler prints `{%k0}` masks (an encoding); llvm-mc's assembler refuses them in AT&T
    # ("Register k0 can't be used as write mask", tests/test_x86_rejects.py), so only the rest pair up.
    pairs = [(a, i) for a, i in zip(lines[0::2], lines[1::2], strict=True) if "{%k0}" not in a]
    att_lines, intel_lines = [a for a, _ in pairs], [i for _, i in pairs]
    att = parse_text("\n".join(att_lines))
    intel = parse_text(".intel_syntax noprefix\n" + "\n".join(intel_lines))
    assert att.diagnostics == [] and intel.diagnostics == []
    assert len(att.instructions) == len(intel.instructions) >= len(att_lines)
    mismatches = [
        (a.text, i.text)
        for a, i in zip(att.instructions, intel.instructions, strict=True)
        if instruction_shape(a, reverse=True) != instruction_shape(i, reverse=False)
    ]
    assert mismatches == []
    decorated = [a for a in att.instructions if a.mask or a.rounding or any(
        isinstance(op, MemoryOperand) and op.broadcast for op in a.operands)]
    assert len(decorated) > 50  # the file really exercises AVX-512 decorations
