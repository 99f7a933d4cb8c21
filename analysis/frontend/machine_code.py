"""Machine code in: `--input-format=hex` text -> the assembly text llvm-mc --disassemble prints
for it, which the rest of the pipeline reads like any other input (docs/decode.md).

The hex format is BHive's: one basic block per line, its bytes as hex digits (`4801d8`);
whitespace between bytes and a `0x` before each are accepted, and so is a CSV row (the first field
is the code, the rest is ignored: BHive's throughput and source files). Blank lines and lines
starting with `#` are skipped. One block gives the instructions alone, so the analysis is
llvm-mca's on the disassembly; several blocks give one region each, named by the input line
(`# LLVM-MCA-BEGIN line 3` ... `# LLVM-MCA-END`).

Decoding is the target's `Encoder.decoder` (x86-64 today); bytes it cannot decode are
refused with the line and byte offset, never skipped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..isa import Isa
from ..targets.target import Target

_SEPARATORS = re.compile(r"[\s,]+")


@dataclass(frozen=True, slots=True)
class Block:
    """One input line's machine code."""

    line: int  # 0-based input line
    code: bytes


@dataclass(frozen=True, slots=True)
class Disassembly:
    """The assembly text for the blocks, and the refusals (1-based line: message), each a reason the
    run must fail."""

    text: str
    errors: tuple[str, ...]


def read_hex(text: str) -> tuple[list[Block], list[str]]:
    """The blocks of hex input, and an error per line that is not hex."""
    blocks: list[Block] = []
    errors: list[str] = []
    for number, raw in enumerate(text.splitlines()):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        field = line.split(",", 1)[0].strip()
        pieces = [p for p in _SEPARATORS.split(field) if p]
        code = bytearray()
        bad = ""
        for piece in pieces:
            body = piece[2:] if piece[:2] in ("0x", "0X") else piece
            if len(body) % 2 or not all(c in "0123456789abcdefABCDEF" for c in body):
                bad = piece
                break
            code += bytes.fromhex(body)
        if bad:
            errors.append(f"line {number + 1}: '{bad[:40]}' is not hexadecimal machine code")
        elif not code:
            errors.append(f"line {number + 1}: no machine code")
        else:
            blocks.append(Block(number, bytes(code)))
    return blocks, errors


def disassemble_hex(text: str, target: Target, isa: Isa, triple: str) -> Disassembly:
    """The assembly text of hex input for `target` (see the module docstring)."""
    blocks, errors = read_hex(text)
    hook = target.encoder.decoder(isa, triple)
    if hook is None:
        return Disassembly("", (f"mcalens cannot decode {target.name} machine code yet",))
    if not blocks and not errors:
        errors.append("the input holds no machine code")
    marked = len(blocks) > 1
    lines: list[str] = []
    for block in blocks:
        if marked:
            lines.append(f"# LLVM-MCA-BEGIN line {block.line + 1}")
        for offset, printed, why in hook(block.code):
            if printed is None:
                shown = block.code[offset : offset + 8].hex(" ")
                errors.append(f"line {block.line + 1}, byte {offset}: cannot decode {shown}"
                              f"{' ...' if len(block.code) > offset + 8 else ''}: {why}")
                break
            lines.append("\t" + printed.replace("\n", "\n\t"))
        if marked:
            lines.append("# LLVM-MCA-END")
    return Disassembly("".join(line + "\n" for line in lines), tuple(errors))
