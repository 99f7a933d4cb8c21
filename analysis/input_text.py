"""Input bytes -> assembly text for the CLI and `mcalens parse`: binary files refused up front,
a UTF-8 byte-order mark dropped with a warning, invalid UTF-8 replaced rather than raised.

llvm-mca feeds a binary file to its assembler and prints an error (and the whole "line") for
every stray byte; mcalens says once that the file is not text. A byte-order mark is rejected by
llvm-mc ("invalid character in input"); mcalens accepts it and says so (docs/cli.md).
"""

from __future__ import annotations

from dataclasses import dataclass

BOM = "\ufeff"
_SAMPLE = 8192
# Control characters that never occur in assembly text (tab, LF, VT, FF and CR do).
_CONTROL = frozenset(range(32)) - {9, 10, 11, 12, 13}


class BinaryInput(Exception):
    """The input is not text; the message names the file."""


@dataclass(frozen=True, slots=True)
class InputText:
    text: str
    warnings: tuple[str, ...] = ()


def looks_binary(data: bytes) -> bool:
    """A NUL byte anywhere in the first 8 KiB, or more than 10% control bytes there."""
    sample = data[:_SAMPLE]
    if b"\0" in sample:
        return True
    if not sample:
        return False
    controls = sum(1 for b in sample if b in _CONTROL)
    return controls * 10 > len(sample)


def decode_input(data: bytes, name: str) -> InputText:
    """The text of an input file or stdin; raises BinaryInput when it is not text."""
    if looks_binary(data):
        raise BinaryInput(f"{name} looks like a binary file, not assembly text")
    text = data.decode("utf-8", errors="replace")
    warnings: tuple[str, ...] = ()
    if text.startswith(BOM):
        text = text[1:]
        warnings = (f"warning: {name}: ignoring the UTF-8 byte-order mark at the start "
                    "(llvm-mc would reject it: invalid character in input)",)
    return InputText(text, warnings)
