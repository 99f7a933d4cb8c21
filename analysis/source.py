"""Source positions: every instruction and diagnostic carries a Span (0-based line and columns)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass


@dataclass(frozen=True, slots=True, order=True)
class Span:
    """A range on one line: 0-based `line`, columns `start` (inclusive) to `end` (exclusive).

    Columns count Unicode code points of the line as read (tabs are one column); the server converts
    them to the client's position encoding.
    """

    line: int
    start: int
    end: int

    @staticmethod
    def whole_line(line: int, text: str) -> Span:
        return Span(line, 0, len(text))


def unquoted(text: str, quotes: str, start: int = 0) -> Iterator[tuple[int, str, int]]:
    """(index, character, depth of `(`/`[` nesting) for each character of text[start:] outside quoted
    strings, where a backslash escapes the next character; quote characters themselves are skipped.

    The one scanner for "where are the commas, blanks or colons that count" in operands and macro
    arguments, so quoting and nesting are decided the same way everywhere.
    """
    depth = 0
    quote = ""
    index = start
    length = len(text)
    while index < length:
        char = text[index]
        if quote:
            if char == "\\":
                index += 1
            elif char == quote:
                quote = ""
        elif char in quotes:
            quote = char
        else:
            if char in "([":
                depth += 1
            elif char in ")]":
                depth = max(0, depth - 1)
            yield index, char, depth
        index += 1
