"""The front end's line memos, shared by the statement splitter and the targets' fast paths.

Re-parsing an edited buffer reuses every unchanged line: (syntax, line number, text) -> the frozen
statement a target's fast path built (`statement_cache`), or what the full parser made of a
comment-free line (`line_cache`: statements, diagnostics and the syntax in force afterwards). Both
are bounded by CACHE_LIMIT (the language server lowers it). Also the look-alike constructors that
build frozen statements quickly (see _look_alike).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from .. import dataclass_code
from ..diagnostics import Diagnostic
from .syntax import Directive, Instruction, Label, Statement

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from typing import Any

CACHE_LIMIT = 50_000
# PERF: (syntax, line number, text) -> the frozen statement itself, so re-parsing an edited buffer
# reuses every unchanged line (generated 2,000-line gcc -O2 file: 10 ms -> 0.9 ms CPU).
statement_cache: dict[tuple[str, int, str], Instruction | Label | Directive] = {}
# (syntax, line number, text) -> what the full parser made of a comment-free line: statements,
# diagnostics and the syntax in force afterwards (Intel files and unusual lines re-parse for free).
# keyed by (syntax, line number, line, the target's models directory: its release)
line_cache: dict[tuple[str, int, str, str], tuple[tuple[Statement, ...], tuple[Diagnostic, ...], str]] = {}
_ON_CLEAR: list[Callable[[], None]] = []


def on_clear(forget: Callable[[], None]) -> None:
    """Register a target's own memos, forgotten with these (a fast path registers at import)."""
    _ON_CLEAR.append(forget)


def clear_caches() -> None:
    """Forget memoised lines (benchmarks measure a first parse with this)."""
    statement_cache.clear()
    line_cache.clear()
    for forget in _ON_CLEAR:
        forget()


def _look_alike(cls: type) -> type:
    """A plain class with exactly the slots of dataclass `cls`, to build `cls` objects quickly.

    PERF: a frozen dataclass can only be filled through its __init__ (object.__setattr__ per field)
    or its slot descriptors, a C call per field either way. An instance of a class with the same
    __slots__ has the same memory layout and takes plain attribute stores, which CPython specialises
    into direct slot writes; assigning __class__ (allowed between heap types of identical layout)
    then makes it a `cls` equal to cls(...). Built like this the statements of a 2,000-line gcc file
    cost 5.5 -> 4.2 ms CPU.
    """
    base = cls.__base__
    if base is object:
        return type(f"_Building{cls.__name__}", (), {"__slots__": cls.__slots__})
    # A subclass that adds slots (x86's X86Instruction): CPython allows the __class__ assignment only
    # between types over the same base, so the look-alike derives from that base too. The base is
    # frozen (its __setattr__ and __delattr__ raise); both are put back to object's, because the
    # two share one type slot: with either one left a Python function every store goes through a
    # Python-level call (measured 8x slower per store), with both the slot is the generic setter
    # and CPython specialises the stores as for a plain class.
    return type(f"_Building{cls.__name__}", (base,), {"__slots__": cls.__slots__, "__setattr__": object.__setattr__,
                                                      "__delattr__": object.__delattr__})


def _positional_constructor(cls: type) -> Callable[..., Any]:
    """A constructor taking every field positionally that builds a `cls` as a look-alike (above).

    Every field must be passed, so a field added to the contract fails loudly here rather than
    going missing.
    """
    names = [field.name for field in dataclasses.fields(cls)]
    namespace: dict[str, Any] = {"_new": object.__new__, "_look_alike": _look_alike(cls), "_cls": cls}
    body = "".join(f"    obj.{name} = {name}\n" for name in names)
    # PERF: compiled once and kept with the dataclasses' generated code (~0.15 ms each at start-up).
    dataclass_code.exec_cached(
        f"def make({', '.join(names)}):\n    obj = _new(_look_alike)\n{body}    obj.__class__ = _cls\n    return obj\n",
        namespace, __name__,
    )
    return namespace["make"]
