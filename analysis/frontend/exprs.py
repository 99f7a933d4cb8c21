"""Assembler constant expressions: number literals and `$(1<<4)`-style arithmetic, evaluated like llvm-mc.

The parser needs a value for every immediate it can fold and a yes/no on whether the text is a
well-formed expression at all. Symbols (`.LC0`, `foo@PLT`, `1b`) make an expression well-formed but
not foldable (value None). Numbers follow llvm-mca, which lexes MASM suffixes too, so `$1b` is 1
(binary) while `jne 1b` is still a branch to a local label for the parser. Operator precedence follows GNU as as llvm-mc 19 implements it: `|`, `&`,
`^`, `!` bind tighter than `+` and `-` (llvm-mc folds `$1|2+1` to 4), comparisons give -1 for true,
and results are signed 64-bit values.
"""

from __future__ import annotations

import functools
import operator
import re
from collections.abc import Callable, Mapping

_TOKEN_PATTERN = (
    r"""[ \t]*(?:
      (?P<num>[0-9][0-9A-Za-z_]*)
    | (?P<chr>'(?:\\.|[^\\'])')
    | (?P<sym>[A-Za-z_.$][\w.$]*(?:@[A-Za-z_]\w*)?|"[^"]*")
    | (?P<op><<|>>|&&|\|\||==|!=|<>|<=|>=|[-+*/%&|^~!<>()])
    )"""
)


@functools.cache
def _token() -> re.Pattern[str]:
    """The token pattern, compiled on first use: compiler output rarely needs the tokenizer (start-up)."""
    return re.compile(_TOKEN_PATTERN, re.X)


# Binary operator precedence of llvm-mc's GNU-mode expression parser (higher binds tighter).
_BINARY_PRECEDENCE = {
    "||": 1,
    "&&": 2,
    "==": 3, "!=": 3, "<>": 3, "<": 3, "<=": 3, ">": 3, ">=": 3,
    "+": 4, "-": 4,
    "|": 5, "&": 5, "^": 5, "!": 5,
    "*": 6, "/": 6, "%": 6, "<<": 6, ">>": 6,
}

_ESCAPES = {"n": 10, "t": 9, "r": 13, "0": 0, "\\": 92, "'": 39, '"': 34, "b": 8, "f": 12, "v": 11, "a": 7}

_MASK64 = (1 << 64) - 1
_MAX_DIGITS = 80  # beyond any 64-bit literal; also below Python's int() digit limit


def _ascii_digits(text: str) -> bool:
    """0-9 only: `str.isdigit` also accepts `²` and `١`, which int() then rejects or reads as digits."""
    return text.isascii() and text.isdigit()


class ExprError(Exception):
    """Raised inside this module only; `evaluate` turns it into an error message."""


_MASM_RADIX = {"h": 16, "b": 2, "y": 2, "o": 8, "q": 8, "t": 10, "d": 10}


def parse_number(text: str) -> int:
    """Value of one number literal as llvm-mca reads it.

    Prefix forms 0x/0b and leading-0 octal as in GNU as, plus the MASM suffixes (`0ah`, `101b`,
    `17o`, `10t`) that llvm-mca 19 switches on in its lexer (verified: `movl $0ah, %eax` is 10).
    """
    if len(text) > _MAX_DIGITS:
        raise ExprError(f"number too large '{text[:20]}...'")
    lower = text.lower()
    try:
        if lower.startswith("0x"):
            return int(lower[2:], 16)
        if lower.startswith("0b") and len(lower) > 2 and _ascii_digits(lower[2:]):
            return int(lower[2:], 2)
        radix = _MASM_RADIX.get(lower[-1])
        if radix is not None and len(lower) > 1:
            return int(lower[:-1], radix)
        if len(lower) > 1 and lower[0] == "0":
            if not _ascii_digits(lower):
                raise ValueError
            try:
                return int(lower, 8)
            except ValueError:
                raise ExprError(f"invalid octal number '{text}'") from None
        if not _ascii_digits(lower):
            raise ValueError
        return int(lower, 10)
    except ValueError:
        raise ExprError(f"invalid number '{text}'") from None


def is_local_label_reference(text: str) -> bool:
    """`1b` / `2f`: GNU numeric local label references (a `b` form that is valid binary is a number)."""
    if len(text) < 2 or text[-1] not in "bfBF" or not _ascii_digits(text[:-1]):
        return False
    return not (text[-1] in "bB" and set(text[:-1]) <= {"0", "1"})


def _char_value(literal: str) -> int:
    body = literal[1:-1]
    if body.startswith("\\"):
        return _ESCAPES.get(body[1], ord(body[1]))
    return ord(body)


class _Parser:
    """Precedence-climbing parser over the token list; value None once any symbol is involved."""

    __slots__ = ("pos", "symbols", "tokens")

    def __init__(self, tokens: list[tuple[str, str]], symbols: Mapping[str, int] | None = None) -> None:
        self.tokens = tokens
        self.pos = 0
        self.symbols = symbols

    def peek(self) -> tuple[str, str] | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def primary(self) -> int | None:
        token = self.peek()
        if token is None:
            raise ExprError("expected an expression")
        kind, text = token
        self.pos += 1
        if kind == "num":
            if is_local_label_reference(text):
                return None
            return parse_number(text)
        if kind == "chr":
            return _char_value(text)
        if kind == "sym":
            return None if self.symbols is None else self.symbols.get(text)
        if text == "(":
            value = self.binary(1)
            closing = self.peek()
            if closing is None or closing[1] != ")":
                raise ExprError("expected ')' in expression")
            self.pos += 1
            return value
        if text in ("-", "~", "!", "+"):
            operand = self.primary()
            if operand is None:
                return None
            if text == "-":
                return -operand
            if text == "~":
                return ~operand
            if text == "!":
                return int(operand == 0)
            return operand
        raise ExprError(f"unexpected '{text}' in expression")

    def binary(self, min_precedence: int) -> int | None:
        left = self.primary()
        while True:
            token = self.peek()
            if token is None or token[0] != "op":
                return left
            precedence = _BINARY_PRECEDENCE.get(token[1])
            if precedence is None or precedence < min_precedence:
                return left
            self.pos += 1
            right = self.binary(precedence + 1)
            left = _apply(token[1], left, right)


_OPERATORS: dict[str, Callable[[int, int], int]] = {
    "+": operator.add,
    "-": operator.sub,
    "*": operator.mul,
    "|": operator.or_,
    "&": operator.and_,
    "^": operator.xor,
    "!": lambda left, right: left | ~right,
    "&&": lambda left, right: int(bool(left) and bool(right)),
    "||": lambda left, right: int(bool(left) or bool(right)),
    "==": lambda left, right: -int(left == right),
    "!=": lambda left, right: -int(left != right),
    "<>": lambda left, right: -int(left != right),
    "<": lambda left, right: -int(left < right),
    "<=": lambda left, right: -int(left <= right),
    ">": lambda left, right: -int(left > right),
    ">=": lambda left, right: -int(left >= right),
}


def _apply(op: str, left: int | None, right: int | None) -> int | None:
    if left is None or right is None:
        return None
    if op in ("/", "%"):
        if right == 0:
            return None
        quotient = abs(left) // abs(right) * (1 if (left < 0) == (right < 0) else -1)
        return quotient if op == "/" else left - quotient * right
    if op in ("<<", ">>"):
        if right < 0 or right > 127:
            return None
        # llvm-mc shifts the 64-bit pattern: `>>` is logical (`-8>>1` is 0x7ffffffffffffffc).
        return (left << right) & _MASK64 if op == "<<" else (left & _MASK64) >> right
    return _OPERATORS[op](left, right)


def to_int64(value: int) -> int:
    """Wrap to a signed 64-bit value, as llvm-mc stores every constant (`$0xffffffffffffffff` is -1)."""
    if -(1 << 63) <= value < (1 << 63):
        return value
    return ((value + (1 << 63)) & _MASK64) - (1 << 63)


def tokenize(text: str) -> list[tuple[str, str]]:
    """Split an expression into (kind, text) tokens; raises ExprError on a stray character."""
    tokens: list[tuple[str, str]] = []
    pos = 0
    end = len(text.rstrip())
    token = _token().match
    while pos < end:
        match = token(text, pos)
        if match is not None and match.group("op") == "%" and text[match.end():match.end() + 1].isalpha():
            raise ExprError(f"unexpected register '{text[match.start('op'):].split()[0]}' in expression")
        if match is None or match.end() == pos:
            raise ExprError(f"unexpected character {text[pos]!r} in expression")
        kind = match.lastgroup or "op"
        tokens.append((kind, match.group(kind)))
        pos = match.end()
    return tokens


def evaluate(text: str, symbols: Mapping[str, int] | None = None) -> tuple[int | None, str | None]:
    """(value, error): value None when the expression names a symbol whose value is not in `symbols`
    (absolute symbols defined so far, `X = 5`); error None when well-formed."""
    # PERF: plain decimal and hex literals are most immediates in compiler output; skip the tokenizer.
    stripped = text.strip()
    body = stripped[1:] if stripped[:1] == "-" else stripped
    if _ascii_digits(body) and (body == "0" or body[0] != "0") and len(body) <= _MAX_DIGITS:
        return to_int64(int(stripped)), None
    try:
        tokens = tokenize(text)
        if not tokens:
            return None, "expected an expression"
        parser = _Parser(tokens, symbols or None)
        value = parser.binary(1)
        if parser.pos != len(tokens):
            return None, f"unexpected '{tokens[parser.pos][1]}' in expression"
        return (None if value is None else to_int64(value)), None
    except ExprError as error:
        return None, str(error)
    except RecursionError:
        return None, "expression nested too deeply"
