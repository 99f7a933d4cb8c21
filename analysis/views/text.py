"""Text layout helpers of llvm-mca's views: LLVM's pad-to-column rule and its rounding."""

from __future__ import annotations

import math


def round_places(value: float, digits: int) -> float:
    scale = 10**digits
    return math.floor(value * scale + 0.5) / scale


class Line:
    """A line being built with LLVM's pad-to-column rule (at least one space)."""

    __slots__ = ("parts", "width")

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.width = 0

    def write(self, text: str) -> Line:
        self.parts.append(text)
        self.width += len(text)
        return self

    def pad_to(self, column: int) -> Line:
        return self.write(" " * max(column - self.width, 1))

    def text(self) -> str:
        return "".join(self.parts)

