"""Machine code in: `--input-format=hex` text -> the assembly text llvm-mc --disassemble prints
for it, which the rest of the pipeline reads like any other input (docs/decode.md).

The hex format is BHive's: one basic block per line, its bytes as hex digits (`4801d8`);
whitespace between bytes and a `0x` before each are accepted, and so is a CSV row (the first field
is the code, the rest is ignored: BHive's throughput and source files). Blank lines and lines
starting with `#` are skipped. One block gives the instructions alone, so the analysis is
llvm-mca's on the disassembly; several blocks give one region each, named by the input line
(`# LLVM-MCA-BEGIN line 3` ... `# LLVM-MCA-END`).

Decoding is the target's `Encoder.decoder` (x86-64 and AArch64); bytes it cannot decode are
refused with the line and byte offset, never skipped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..isa import Isa
from ..targets.target import Target

if TYPE_CHECKING:
    from .debug_lines import DebugLocation
    from .elf_file import Code, ElfFile

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


@dataclass(frozen=True, slots=True)
class ElfDisassembly:
    """`Disassembly` for an ELF file, with the source position of each instruction line of `text`
    (0-based text line -> position, from the DWARF line table) and warnings that do not stop a run."""

    text: str
    errors: tuple[str, ...]
    warnings: tuple[str, ...] = ()
    locations: dict[int, DebugLocation | None] | None = None


# An instruction whose last operand is a bare number, as llvm-mc prints an unrelocated relative
# branch (x86 `jne -23`, AArch64 `b.ne #-16`, `tbz w1, #3, #-12`); whether the mnemonic is a
# branch is the target's (InstrAnalysis.is_branch).
_RELATIVE_OPERAND = re.compile(
    r"^(?P<head>\s*(?P<mnemonic>[a-z][a-z0-9.]*)\s+(?:[^\n]*,\s*)?)#?(?P<offset>-?\d+)\s*$")


def function_list(elf: ElfFile, limit: int = 60) -> str:
    names = sorted({symbol.name for symbol in elf.functions() if symbol.name})
    shown = ", ".join(names[:limit]) + (f", ... ({len(names)} in all)" if len(names) > limit else "")
    return shown or "none (the file has no function symbols with a size; use --address START-END)"


def disassemble_elf(data: bytes, target: Target, isa: Isa, triple: str, *, symbols: list[str],
                    address: str | None, loops: bool, lines: bool = True) -> ElfDisassembly:
    """The assembly text of an ELF file's functions (`symbols`) or address range: one region per
    function, or with `loops` the innermost loops found as in assembly text (`--auto-regions`); with
    `lines`, each instruction's source position (reading the DWARF line table takes seconds for a
    large object, so only when it is shown)."""
    from .elf_file import MACHINE_TRIPLES, MACHINES, ElfError, parse_address_range, read_elf

    try:
        elf = read_elf(data)
        wanted, shown = MACHINES[elf.machine]
        x86_mode = target.triple_mode(triple) if wanted == "x86" and target.name == "x86" else 0
        if target.name != wanted or x86_mode != {62: 64, 3: 32}.get(elf.machine, 0):
            return ElfDisassembly("", (f"the file holds {shown} code (ELF machine {elf.machine}), not "
                                       f"code for -mtriple={triple}; leave -mtriple out or give -mtriple="
                                       f"{MACHINE_TRIPLES[elf.machine].partition('-')[0]}",))
        hook = target.encoder.decoder(isa, triple)
        if hook is None:
            return ElfDisassembly("", (f"mcalens cannot decode {shown} machine code",))
        codes: list[Code] = []
        if address is not None:
            bounds = parse_address_range(address)
            if bounds is None:
                return ElfDisassembly("", (f"--address '{address}' is not START-END (hex with 0x, or decimal)",))
            codes.append(elf.address_code(*bounds))
        for name in symbols:
            found = elf.symbol_code(name)
            if not found:
                return ElfDisassembly("", (f"no function symbol '{name}' in the file; its functions: "
                                           f"{function_list(elf)}",))
            codes.extend(found)
    except ElfError as exc:
        return ElfDisassembly("", (str(exc),))
    if not codes:
        return ElfDisassembly("", ("name the code with --symbol NAME or --address START-END; the file's "
                                   f"functions: {function_list(elf)}",))
    from .elf_lines import LineTable, read_line_table

    table = read_line_table(elf) if lines else LineTable()
    decoded: list[tuple[Code, list[tuple[int, str]]]] = []
    errors: list[str] = []
    for code in codes:
        instructions: list[tuple[int, str]] = []
        for offset, printed, why in hook(code.data):
            if printed is None:
                shown = code.data[offset : offset + 8].hex(" ")
                errors.append(f"{code.name} at {code.address + offset:#x} ({code.section.name}): cannot decode "
                              f"{shown}{' ...' if len(code.data) > offset + 8 else ''}: {why}")
                break
            instructions.append((offset, printed))
        decoded.append((code, instructions))
    if errors:
        return ElfDisassembly("", tuple(errors), tuple(table.warnings))
    regions: list[tuple[str, Code, list[tuple[int, str]]]] = []
    for code, instructions in decoded:
        found = _loops(code, instructions, target) if loops else []
        regions.extend(found or ([] if loops else [(code.name, code, instructions)]))
    if loops and not regions:  # no loop anywhere: the whole code, as --auto-regions does for text
        regions = [(code.name, code, instructions) for code, instructions in decoded]
    marked = len(regions) > 1 or (loops and regions[0][2] is not decoded[0][1])
    lines: list[str] = []
    locations: dict[int, DebugLocation | None] = {}
    for name, code, instructions in regions:
        if marked:
            lines.append(f"# LLVM-MCA-BEGIN {name}")
        for offset, printed in instructions:
            location = table.locate(code.section.index, code.address + offset)
            for part in printed.split("\n"):
                locations[len(lines)] = location
                lines.append("\t" + part)
        if marked:
            lines.append("# LLVM-MCA-END")
    return ElfDisassembly("".join(line + "\n" for line in lines), (), tuple(table.warnings), locations)


def _loops(code: Code, instructions: list[tuple[int, str]], target: Target) -> list[tuple[str, Code, list[tuple[int, str]]]]:
    """The innermost loops of one function, found by `loops.find_loops` on a copy of its text in
    which each relative branch into the function names a label at its target (the analysed text
    keeps llvm-mc's printing, `jne -23`)."""
    from .loops import find_loops
    from .parse import parse_text

    is_branch = target.instr_analysis.is_branch
    from_start = target.encoder.branch_offsets_from_start
    starts = {offset for offset, _ in instructions}
    ends = [offset for offset, _ in instructions[1:]] + [len(code.data)]
    labelled: dict[int, str] = {}
    rewritten: list[str] = []
    for (offset, printed), end in zip(instructions, ends, strict=True):
        match = _RELATIVE_OPERAND.match(printed)
        if match is not None and "\n" not in printed and is_branch(match.group("mnemonic")):
            goal = (offset if from_start else end) + int(match.group("offset"))
            if goal in starts:
                labelled[goal] = f".Lmc_{goal:x}"
                printed = match.group("head") + labelled[goal]
        rewritten.append(printed)
    text_lines: list[str] = []
    owner: dict[int, int] = {}  # text line -> index in instructions
    for index, ((offset, _), printed) in enumerate(zip(instructions, rewritten, strict=True)):
        if offset in labelled:
            text_lines.append(labelled[offset] + ":")
        for part in printed.split("\n"):
            owner[len(text_lines)] = index
            text_lines.append("\t" + part)
    parsed = parse_text("".join(line + "\n" for line in text_lines), target)
    found = []
    for region in find_loops(parsed):
        indices = sorted({owner[parsed.instructions[i].span.line] for i in region.instructions
                          if parsed.instructions[i].span.line in owner})
        if not indices:
            continue
        first, last = indices[0], indices[-1]
        start = code.address + instructions[first][0]
        end = code.address + ends[last]
        found.append((f"loop {code.name}+{instructions[first][0]:#x} ({start:#x}-{end:#x})", code,
                      instructions[first : last + 1]))
    return found
