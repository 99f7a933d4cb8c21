"""RISC-V instruction statements in GNU syntax, as gcc and clang print them.

`parse_operands(mnemonic, text, offset, line_no, symbols)` -> operands or a diagnostic. Operands:
  Reg    `a0` `x10` `fa5` `f15` `v8`                     (kind "x", "f" or "v", number)
  Mask   `v0.t`
  Imm    `1` `-8` `0x10` `%lo(sym)` `.LBB0_1` `1f`       (value None: symbolic, `text` holds it)
  Mem    `8(a0)` `(a0)` `%lo(sym)(a0)`                    (offset an Imm or None)
  Word   `rtz` `rw` `fflags`                              (rounding modes, fence sets, CSR names)
  VType  `e32, m2, ta, ma`                                (one operand for the four words)
Each operand's `kind` letter makes the spelling key the resolver looks up (spellings.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...frontend.exprs import evaluate
from ...source import Span
from . import names


@dataclass(frozen=True, slots=True)
class Reg:
    kind: str  # "x" | "f" | "v"
    number: int
    span: Span


@dataclass(frozen=True, slots=True)
class Mask:
    span: Span
    kind: str = "t"


@dataclass(frozen=True, slots=True)
class Imm:
    value: int | None  # None: a symbol or relocation expression
    text: str
    span: Span
    kind: str = "i"


@dataclass(frozen=True, slots=True)
class Mem:
    offset: Imm | None
    base: Reg
    span: Span
    kind: str = "m"


@dataclass(frozen=True, slots=True)
class Word:
    text: str
    value: int
    span: Span
    kind: str = "w"


@dataclass(frozen=True, slots=True)
class VType:
    value: int
    text: str
    span: Span
    kind: str = "y"


Operand = Reg | Mask | Imm | Mem | Word | VType

_MEM = re.compile(r"(.*?)\(\s*([A-Za-z][\w]*)\s*\)\s*$", re.DOTALL)
_IDENT = re.compile(r"[A-Za-z_.$][\w.$]*")
_CSR_MNEMONICS = ("csrr", "csrw", "csrs", "csrc")


def _pieces(text: str, offset: int) -> list[tuple[str, int, int]]:
    """Comma-separated pieces outside parentheses: (stripped text, start, end) in line columns."""
    pieces: list[tuple[str, int, int]] = []
    depth = 0
    start = 0
    for index, char in enumerate(text + ","):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "," and depth <= 0:
            raw = text[start:index]
            stripped = raw.strip()
            lead = len(raw) - len(raw.lstrip())
            pieces.append((stripped, offset + start + lead, offset + start + lead + len(stripped)))
            start = index + 1
    return pieces


def _imm(text: str, span: Span, symbols: dict[str, int]) -> Imm:
    if text.startswith("%"):
        return Imm(None, text, span)
    value, _error = evaluate(text, symbols)
    return Imm(value, text, span)


def parse_operands(mnemonic: str, text: str, offset: int, line_no: int,
                   symbols: dict[str, int]) -> tuple[list[Operand], tuple[Span, str] | None]:  # fmt: skip
    """The operands of one instruction (text after the mnemonic), or a positioned problem."""
    operands: list[Operand] = []
    if not text.strip():
        return operands, None
    pieces = _pieces(text, offset)
    if mnemonic == "fence":
        problem = _fence_problem(pieces, offset - len(mnemonic), line_no)
        if problem is not None:
            return operands, problem
    index = 0
    vector_config = mnemonic in ("vsetvli", "vsetivli")
    while index < len(pieces):
        piece, start, end = pieces[index]
        span = Span(line_no, start, end)
        if not piece:
            return operands, (Span(line_no, start, start + 1), "unexpected token")
        lower = piece.lower()
        if vector_config and len(operands) == 2 and names.is_vtype_word(lower):
            words = [p[0].lower() for p in pieces[index:]]
            value = names.vtype_value(words)
            if value is None:
                return operands, (span, names.VTYPE_ERROR)
            operands.append(VType(value, ", ".join(words), Span(line_no, start, pieces[-1][2])))
            break
        register = names.REGISTERS.get(lower)
        if register is not None:
            operands.append(Reg(register[0], register[1], span))
        elif lower == "v0.t":
            operands.append(Mask(span))
        elif piece.endswith(")") and (found := _MEM.match(piece)) is not None and \
                names.REGISTERS.get(found.group(2).lower()) is not None and \
                (found.group(1).strip() == "" or not found.group(1).rstrip().endswith(("(", "%"))):
            kind, number = names.REGISTERS[found.group(2).lower()]
            base_at = start + found.start(2)
            base = Reg(kind, number, Span(line_no, base_at, base_at + len(found.group(2))))
            written = found.group(1).strip()
            off = _imm(written, Span(line_no, start, start + len(found.group(1).rstrip())), symbols) if written else None
            operands.append(Mem(off, base, span))
        else:
            word = _word(mnemonic, lower, len(operands))
            if word is not None:
                operands.append(Word(lower, word, span))
            else:
                operands.append(_imm(piece, span, symbols))
        index += 1
    return operands, None


FENCE_WORDS = "operand must be formed of letters selected in-order from 'iorw' or be 0"
_FENCE_TOKEN = re.compile(r"[A-Za-z_.$@?][\w.$@?]*|\d\w*")
_ZERO = re.compile(r"0+|0[xX]0+|0[bB]0+")


def _fence_problem(pieces: list[tuple[str, int, int]], mnemonic_at: int, line_no: int) -> tuple[Span, str] | None:
    """llvm-mc's refusal of `fence` operands (RISCVAsmParser's parseFenceArg, then the matcher): each
    of the two sets is letters from `iorw`, in that order, lower case, or the integer 0; one operand is
    too few, a third is an invalid operand. None: `fence` alone or two good sets."""
    for piece, start, _end in pieces[:2]:
        token = _FENCE_TOKEN.match(piece)
        text = token.group(0) if token is not None else ""
        good = _ZERO.fullmatch(text) is not None if text[:1].isdigit() else (
            text != "" and names.fence_set(text) is not None)
        if token is None or not good:
            return Span(line_no, start, start + 1), FENCE_WORDS
        rest = piece[token.end():]
        if rest.strip():
            at = start + token.end() + len(rest) - len(rest.lstrip())
            return Span(line_no, at, at + 1), "unexpected token"
    if len(pieces) == 1:
        return Span(line_no, mnemonic_at, mnemonic_at + 1), "too few operands for instruction"
    if len(pieces) > 2:
        start = pieces[2][1]
        return Span(line_no, start, start + 1), "invalid operand for instruction"
    return None


def _word(mnemonic: str, lower: str, position: int) -> int | None:
    """A named operand's value where the mnemonic takes one: fence sets, CSR names, rounding modes."""
    if not _IDENT.fullmatch(lower):
        return None
    if mnemonic == "fence":
        return names.fence_set(lower)
    if mnemonic.startswith(_CSR_MNEMONICS):
        return names.CSRS.get(lower)
    if mnemonic.startswith(("f", "vf")) and lower in names.ROUNDING_MODES:
        return names.ROUNDING_MODES[lower]
    return None


def shape(mnemonic: str, operands: list[Operand]) -> str:
    """The spelling key: mnemonic and one kind letter per operand (a fence's numbers read as sets)."""
    kinds = "".join(op.kind for op in operands)
    if mnemonic == "fence" or mnemonic.startswith(_CSR_MNEMONICS):
        kinds = kinds.replace("i", "w")  # a set or CSR written as a number reads as the name would
    return f"{mnemonic} {kinds}"
