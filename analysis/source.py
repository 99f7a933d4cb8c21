"""Source positions: every instruction and diagnostic carries a Span (0-based line and columns)."""

from __future__ import annotations

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
