"""ARMAsmParser's parse-time checks of shift operands, with its words at its columns.

A shift is read by one of several parsers, each with its own range and message:

* the custom operand parsers the matcher tries first at one operand position of a mnemonic:
  parseShifterImm (`ssat`/`usat`'s `lsl #0-31` / `asr #1-32`), parsePKHImm (`pkhbt`'s `lsl
  #0-31`, `pkhtb`'s `asr #1-32`) and parseRotImm (the extends' `ror #0/8/16/24`); each gives up
  (NoMatch) on a shift name it does not read, leaving the text to the generic parser;
* tryParseShiftRegister, the generic parser's shifted register (`add r0, r1, r2, lsl #3`):
  lsl/ror 0-31, lsr/asr 0-32, "immediate shift value out of range" at the amount;
* parseMemRegOffsetShift, a memory operand's offset shift (`[r1, r2, lsl #2]`, and a post-indexed
  `[r1], -r2, asr #3`): the same ranges (uxtw: only not negative), its error at the `#`.

These are parse errors: llvm-mc reports them before matching, so before any feature or operand
class check. The checks run on the operands syntax.py parsed (where the line's text gives the
columns), in operand order.
"""

from __future__ import annotations

from ...source import Span
from . import spellings, syntax

# mnemonic -> (the operand position its custom parser is tried at, the shift it reads, low, high)
_PKH = {"pkhbt": ("lsl", 0, 31), "pkhtb": ("asr", 1, 32)}
_SAT = frozenset({"ssat", "usat"})
_ROTATE_AT = {
    **{name: 2 for name in ("sxtb", "sxth", "sxtb16", "uxtb", "uxth", "uxtb16")},
    **{name: 3 for name in ("sxtab", "sxtah", "sxtab16", "uxtab", "uxtah", "uxtab16")},
}
_ROTATIONS = frozenset({0, 8, 16, 24})
THUMB_ASR_32 = "'asr #32' shift amount not allowed in Thumb mode"


def _bases(mnemonic: str) -> set[str]:
    """The mnemonic's readings without condition code or width qualifier."""
    head = mnemonic.lower().partition(".")[0]
    return {base for base, _ in spellings.split_condition(head)}


def _after(line: str, start: int, end: int, char: str) -> int | None:
    """The column of the first non-space after the first `char` in line[start:end]."""
    at = line.find(char, start, end)
    if at < 0:
        return None
    at += 1
    while at < end and line[at].isspace():
        at += 1
    return at


def _word_after_kind(line: str, start: int, end: int) -> int:
    """The column of what follows the shift's name (a register, where `#` was expected)."""
    at = start
    while at < end and line[at].isalpha():
        at += 1
    while at < end and line[at].isspace():
        at += 1
    return at


def _point(line_no: int, column: int, message: str) -> tuple[Span, str]:
    return Span(line_no, column, column + 1), message


def _generic_range(kind: str, amount: int) -> bool:
    """tryParseShiftRegister's and parseMemRegOffsetShift's range (uxtw: only not negative)."""
    if amount < 0:
        return False
    if kind in ("lsl", "ror"):
        return amount <= 31
    if kind in ("lsr", "asr"):
        return amount <= 32
    return True


def _custom(bases: set[str], index: int, op: syntax.Shift, line: str
            ) -> tuple[tuple[Span, str] | None, bool]:  # fmt: skip
    """(the custom parser's error, whether a custom parser took the shift)."""
    span = op.span
    # parseShifterImm and parseRotImm compare the name as written, in one case: `asl` and `Lsl`
    # are left to the generic parser
    written = line[span.start:span.start + 3]
    if written.isupper():
        written = written.lower()
    if index == 3 and bases & _SAT and written in ("lsl", "asr"):
        if op.register is not None:
            return _point(span.line, _word_after_kind(line, span.start, span.end), "'#' expected"), True
        at = _after(line, span.start, span.end, "#")
        amount = op.amount if op.amount is not None else 0
        if written == "asr" and not 1 <= amount <= 32:
            return _point(span.line, at or span.start, "'asr' shift amount must be in range [1,32]"), True
        if written == "lsl" and not 0 <= amount <= 31:
            return _point(span.line, at or span.start, "'lsr' shift amount must be in range [0,31]"), True
        return None, True
    pkh = next((_PKH[b] for b in bases if b in _PKH), None)
    if index == 3 and pkh is not None and op.kind in ("lsl", "asr", "lsr", "ror", "rrx"):
        wanted, low, high = pkh
        if op.kind != wanted:
            return _point(span.line, span.start, f"{wanted} operand expected."), True
        if op.register is not None:
            return None, False  # no `#`: NoMatch, the generic parser reads it
        at = _after(line, span.start, span.end, "#")
        if op.amount is not None and not low <= op.amount <= high:
            return _point(span.line, at or span.start, "immediate value out of range"), True
        return None, True
    if any(_ROTATE_AT.get(b) == index for b in bases) and written == "ror":
        if op.register is not None:
            return _point(span.line, _word_after_kind(line, span.start, span.end), "'#' expected"), True
        at = _after(line, span.start, span.end, "#")
        if op.amount is not None and op.amount not in _ROTATIONS:
            return _point(span.line, at or span.start, "'ror' rotate amount must be 8, 16, or 24"), True
        return None, True
    return None, False


def _memory(op: syntax.Mem, line: str) -> tuple[Span, str] | None:
    span = op.span
    opened = line.find("[", span.start, span.end)
    closed = line.rfind("]", span.start, span.end)
    if opened < 0 or closed < 0:
        return None
    inner = line[opened + 1:closed]
    pieces = syntax.split_top(inner)[1:]
    shifts = [item for item in op.items if isinstance(item, syntax.Shift)]
    for shift, (start, end) in zip(shifts, (p for p in pieces if _is_shift(inner[p[0]:p[1]])), strict=False):
        first = opened + 1 + start
        last = opened + 1 + end
        if shift.kind == "rrx":
            continue
        if shift.register is not None:
            return _point(span.line, _word_after_kind(line, _skip_space(line, first, last), last), "'#' expected")
        if shift.amount is not None and not _generic_range(shift.kind, shift.amount):
            return _point(span.line, line.find("#", first, last), "immediate shift value out of range")
    return None


def _skip_space(line: str, start: int, end: int) -> int:
    while start < end and line[start].isspace():
        start += 1
    return start


def _is_shift(piece: str) -> bool:
    word = piece.strip().lower()
    return word[:4] == "uxtw" or word[:3] in syntax.SHIFT_KINDS or word[:3] == "asl"


def _offset_register(op: syntax.Operand | None) -> bool:
    """A post-indexed offset register, `r2` or `-r2` (which syntax.py reads as an expression)."""
    if isinstance(op, syntax.Reg):
        return True
    if isinstance(op, syntax.Imm) and op.value is None and op.text[:1] in "+-":
        return syntax.register_name(op.text[1:].strip()) is not None
    return False


def shift_problem(mnemonic: str, operands: list[syntax.Operand], line: str
                  ) -> tuple[tuple[Span, str] | None, tuple[Span, str] | None]:  # fmt: skip
    """(the first parse error of the operands' shifts, the error Thumb code alone has: an `ssat`/
    `usat` `asr #32`, which the mode decides and the resolver reports)."""
    bases = _bases(mnemonic)
    thumb_only = None
    for index, op in enumerate(operands):
        if isinstance(op, syntax.Mem):
            found = _memory(op, line)
            if found is not None:
                return found, thumb_only
            continue
        if not isinstance(op, syntax.Shift):
            continue
        found, taken = _custom(bases, index, op, line)
        if found is not None:
            return found, thumb_only
        if taken:
            if op.kind == "asr" and op.amount == 32 and bases & _SAT:
                at = _after(line, op.span.start, op.span.end, "#")
                thumb_only = _point(op.span.line, at or op.span.start, THUMB_ASR_32)
            continue
        previous = operands[index - 1] if index else None
        if index >= 2 and isinstance(operands[index - 2], syntax.Mem) and _offset_register(previous):
            # a post-indexed offset register's shift is parsePostIdxReg's, through
            # parseMemRegOffsetShift: its words at the `#`, and "'#' expected" at a register
            if op.kind == "rrx":
                continue
            if op.register is not None:
                return _point(op.span.line, _word_after_kind(line, op.span.start, op.span.end),
                              "'#' expected"), thumb_only
            if op.amount is not None and not _generic_range(op.kind, op.amount):
                return _point(op.span.line, line.find("#", op.span.start, op.span.end),
                              "immediate shift value out of range"), thumb_only
            continue
        if not isinstance(previous, syntax.Reg) or op.kind == "rrx" or op.register is not None:
            continue  # not a shifted register (the matcher refuses it) or nothing to range-check
        if op.amount is not None and not _generic_range(op.kind, op.amount):
            at = _after(line, op.span.start, op.span.end, "#")
            return _point(op.span.line, at or op.span.start, "immediate shift value out of range"), thumb_only
    return None, thumb_only
