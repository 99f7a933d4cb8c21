"""Assembler constant expressions: number literals and `$(1<<4)`-style arithmetic, evaluated like llvm-mc.

The parser needs a value for every immediate it can fold and a yes/no on whether the text is a
well-formed expression at all. Symbols (`.LC0`, `foo@PLT`, `1b`) make an expression well-formed but
not foldable (value None). Numbers follow llvm-mca, which lexes MASM suffixes too, so `$1b` is 1
(binary), `$0b101` is 0 followed by a stray name (an error), `2b` a local label reference. Operator precedence follows GNU as as llvm-mc 19 implements it: `|`, `&`,
`^`, `!` bind tighter than `+` and `-` (llvm-mc folds `$1|2+1` to 4), comparisons give -1 for true,
and results are signed 64-bit values.
"""

from __future__ import annotations

import functools
import operator
import re
import struct
from collections.abc import Callable, Mapping

_TOKEN_PATTERN = (
    r"""[ \t]*(?:
      (?P<real>(?:(?:[1-9][0-9]*|0)\.[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]*|[-+])?
              |[1-9][0-9]*[eE][-+]?[0-9]*(?![0-9A-Za-z_.$]))
    | (?P<num>[0-9][0-9A-Za-z_]*)
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
    """Raised inside this module only; `evaluate` turns it into an error message. `offset`: where in
    the expression llvm-mc points (a number's start, a stray token after it), when known."""

    def __init__(self, message: str, offset: int | None = None) -> None:
        super().__init__(message)
        self.offset = offset




_HEX_DIGITS = frozenset("0123456789abcdefABCDEF")


def parse_number(text: str) -> int:
    """Value of one number literal as llvm-mca reads it (the whole of `text`), else ExprError."""
    value, length = lex_number(text)
    if length != len(text):
        raise ExprError("unexpected token in argument list")
    return value


def lex_number(text: str) -> tuple[int, int]:
    """(value, characters taken) of the number token at the start of `text` (a digit first), as
    llvm-mca 19's lexer reads it with MASM integers on: a radix suffix first (`[0-9a-f]+h`, `t`,
    `o`/`q`, `y`, and a last `d` after decimal digits or `b` after binary ones), then decimal, `0x`
    hex (an `h` after it allowed) and leading-0 octal. So `0b101` is 0 and then a stray `b101` (no
    GNU `0b` prefix), `1b` is 1, `2b` is 2 and then `b` (a local label reference). Trailing
    U/L/LL suffixes are taken and ignored. Raises ExprError where llvm-mc's lexer fails (`09`,
    `0x`, `12y`), and for floating-point literals (`1.5`, `1e3`), which mcalens does not read."""
    if len(text) > _MAX_DIGITS:
        raise ExprError(f"number too large '{text[:20]}...'")
    length = len(text)
    first_non_binary = None if text[0] in "01" else 0
    first_non_decimal = None
    end = 1
    while end < length and text[end] in _HEX_DIGITS:
        char = text[end]
        if not ("0" <= char <= "9") and first_non_decimal is None:
            first_non_decimal = end
        if char not in "01" and first_non_binary is None:
            first_non_binary = end
        end += 1
    if text[end : end + 1] == ".":
        raise ExprError(f"floating-point literal '{text}' where an integer is expected")
    suffix = text[end : end + 1].lower()
    radix = _MASM_SUFFIX.get(suffix, 0) if suffix else 0
    if radix:
        end += 1
    elif first_non_decimal is not None and first_non_decimal + 1 == end and text[first_non_decimal] in "dD":
        radix = 10
    elif first_non_binary is not None and first_non_binary + 1 == end and text[first_non_binary] in "bB":
        radix = 2
    if radix:
        try:
            value = int(text[: end - 1], radix)
        except ValueError:
            raise ExprError(f"invalid {_RADIX_NAMES[radix]} number") from None
        return value, _suffix(text, end)
    if text[0] != "0" or text[1:2] == ".":
        end, radix = _hex_look_ahead(text, 10)
        if radix == 10 and text[end : end + 1] in (".", "e", "E"):
            raise ExprError(f"floating-point literal '{text}' where an integer is expected")
        try:
            value = int(text[:end], radix)
        except ValueError:
            raise ExprError(f"invalid {_RADIX_NAMES[radix]} number") from None
        return value, _suffix(text, end)
    if text[1:2] in ("x", "X"):
        end = 2
        while end < length and text[end] in _HEX_DIGITS:
            end += 1
        if text[end : end + 1] in (".", "p", "P"):
            raise ExprError(f"floating-point literal '{text}' where an integer is expected")
        if end == 2:
            raise ExprError("invalid hexadecimal number")
        value = int(text[2:end], 16)
        if text[end : end + 1] in ("h", "H"):
            end += 1
        return value, _suffix(text, end)
    end, radix = _hex_look_ahead(text, 8)
    try:
        value = int(text[:end], radix)
    except ValueError:
        raise ExprError(f"invalid {_RADIX_NAMES[radix]} number") from None
    return value, _suffix(text, end + (radix == 16))


_MASM_SUFFIX = {"h": 16, "t": 10, "o": 8, "q": 8, "y": 2}
_RADIX_NAMES = {2: "binary", 8: "octal", 10: "decimal", 16: "hexadecimal"}


def _hex_look_ahead(text: str, radix: int) -> tuple[int, int]:
    """llvm-mc's look-ahead for an `h` suffix from the second character: (end of the digits, radix),
    the digits being the decimal ones only unless an `h` follows hex digits (then radix 16)."""
    end, first_non_decimal = 1, None
    while True:
        char = text[end : end + 1]
        if char.isdigit() and char.isascii():
            end += 1
            continue
        if first_non_decimal is None:
            first_non_decimal = end
        if char and char in _HEX_DIGITS:
            end += 1
        else:
            break
    if text[end : end + 1] in ("h", "H"):
        return end, 16
    return first_non_decimal, radix


def _suffix(text: str, end: int) -> int:
    """After the ignored integer suffixes U, L, LL in either case (in that order, as llvm-mc skips them)."""
    for letter in "ull":
        if text[end : end + 1].lower() == letter:
            end += 1
    return end


def is_local_label_reference(text: str) -> bool:
    """`2b` / `1f`: a number followed by a lone `b` or `f`, which llvm-mc reads as a numeric local
    label reference (`1b` is the binary number 1 instead, to llvm-mca's MASM-integer lexer)."""
    if len(text) < 2 or text[-1] not in "bf":
        return False
    try:
        return lex_number(text)[1] == len(text) - 1
    except ExprError:
        return False


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
        if kind == "real":
            return real_bits(text)
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
        if kind == "num":
            _check_number(match.group(kind), match.start(kind))
        elif kind == "real":
            _check_real(match.group(kind), match.start(kind))
        tokens.append((kind, match.group(kind)))
        pos = match.end()
    return tokens


def _check_real(text: str, start: int) -> None:
    """llvm-mc's lexer: a sign straight after a float's fraction digits (`1.5+1`; `1e+3` and `1.5e-2`
    are exponents) is "invalid sign in float literal", at the sign."""
    if text[-1] in "+-" and text[-2:-1] not in ("e", "E"):
        raise ExprError("invalid sign in float literal", start + len(text) - 1)


def real_bits(text: str) -> int:
    """A float literal as llvm-mc's expression parser takes it: the IEEE double's bit pattern as an
    integer (`$1.5` is 0x3ff8000000000000; `5e` is 5.0)."""
    body = text.rstrip("+-")
    if body[-1:] in "eE":
        body += "0"
    return int.from_bytes(struct.pack("<d", float(body)), "little")


def _check_number(text: str, start: int) -> None:
    """A number token as llvm-mc's lexer splits it: the number, then at most a local label's `f`/`b`
    (anything else is a stray token there); its errors at the offset llvm-mc reports."""
    try:
        length = lex_number(text)[1]
    except ExprError as error:
        raise ExprError(str(error), start) from None
    if length != len(text) and text[length:] not in ("f", "b"):
        raise ExprError("unexpected token in argument list", start + length)


def evaluate(text: str, symbols: Mapping[str, int] | None = None) -> tuple[int | None, str | None]:
    """(value, error): value None when the expression names a symbol whose value is not in `symbols`
    (absolute symbols defined so far, `X = 5`); error None when well-formed."""
    value, error, _ = evaluate_at(text, symbols)
    return value, error


def evaluate_at(text: str, symbols: Mapping[str, int] | None = None) -> tuple[int | None, str | None, int | None]:
    """evaluate(), with where in `text` llvm-mc points for the error when it is known."""
    # PERF: plain decimal and hex literals are most immediates in compiler output; skip the tokenizer.
    stripped = text.strip()
    body = stripped[1:] if stripped[:1] == "-" else stripped
    if _ascii_digits(body) and (body == "0" or body[0] != "0") and len(body) <= _MAX_DIGITS:
        return to_int64(int(stripped)), None, None
    try:
        tokens = tokenize(text)
        if not tokens:
            return None, "expected an expression", None
        parser = _Parser(tokens, symbols or None)
        value = parser.binary(1)
        if parser.pos != len(tokens):
            return None, f"unexpected '{tokens[parser.pos][1]}' in expression", None
        return (None if value is None else to_int64(value)), None, None
    except ExprError as error:
        return None, str(error), error.offset
    except RecursionError:
        return None, "expression nested too deeply", None
