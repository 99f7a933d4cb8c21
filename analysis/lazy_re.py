"""Regular expressions compiled on first use (start-up, issue 17).

Compiling a pattern costs 50-500 µs; a module that compiles a dozen at import makes every start pay
for patterns most runs never use (the full parser's, when compiler output takes the fast path).
`lazy_compile(pattern, flags)` stands where `re.compile(pattern, flags)` stood: the first attribute
read compiles the pattern and copies the compiled pattern's methods onto the object, so later
calls (`.match(...)`) cost what they cost on the compiled pattern itself.
"""

from __future__ import annotations

import re

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from typing import Any

_COPIED = ("match", "fullmatch", "search", "finditer", "findall", "sub", "subn", "split", "scanner",
           "pattern", "flags", "groups", "groupindex")


class LazyPattern:
    """A `re.Pattern` stand-in that compiles on first use (see the module doc)."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self._source = pattern
        self._flags = flags

    def __getattr__(self, name: str) -> Any:  # only called while an attribute is missing: the first use
        compiled = re.compile(self._source, self._flags)
        for attribute in _COPIED:
            setattr(self, attribute, getattr(compiled, attribute))
        return getattr(compiled, name)

    def __repr__(self) -> str:
        return f"lazy_compile({self._source!r}, {self._flags!r})"


def lazy_compile(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """`re.compile(pattern, flags)`, compiled when first used."""
    return LazyPattern(pattern, flags)  # type: ignore[return-value]
