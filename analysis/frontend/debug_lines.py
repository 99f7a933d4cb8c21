"""Source positions of instructions from the `.file`/`.loc` directives a compiler writes with `-g`.

`.file N "name"` (DWARF 5 adds a directory: `.file N "dir" "name"`, clang an `md5 0x...` after it)
numbers the source files; `.loc N LINE [COLUMN] [options]` says that the instructions after it come
from that file, line and column until the next `.loc`. Line 0 is the compiler's "no source line"
(code it made up); instructions there, and before any `.loc`, have no position. `is_stmt 0`
marks positions that do not start a statement (an instruction scheduled away from its line). A `.loc` naming a
file number no `.file` defined is ignored, as the assembler would refuse it.

Two readers of the same rules: `source_lines` walks a `ParsedFile`'s statements (what the language
server holds for x86 files), `debug_locations_by_text` reads the text line by line (any target, one
statement per line, as compilers write it). The `mcalens source` command and the language server
both read positions here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable

    from .syntax import ParsedFile

_FILE_DIRECTIVE = re.compile(r'^\s*(?P<number>\d+)\s+(?:"(?P<dir>[^"]*)"\s+)?"(?P<name>[^"]*)"')
_LOC_DIRECTIVE = re.compile(r"^\s*(?P<number>\d+)\s+(?P<line>\d+)(?:\s+(?P<column>\d+))?")
_IS_STMT = re.compile(r"\bis_stmt\s+(?P<value>\d+)")
_LOC_LINE = re.compile(r"^\s*\.(?P<name>file|loc)\s+(?P<args>.*)$")
# Line breaks `str.splitlines` knows besides \n: with none of them, its lines are `text.split("\n")`.
_OTHER_BREAKS = re.compile("[\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]")


@dataclass(frozen=True, slots=True)
class DebugLocation:
    """A source position: the file as the assembly names it, 1-based line, 1-based column (0: none),
    and whether it starts a statement (DWARF's is_stmt: where a debugger would put a breakpoint)."""

    file: str
    line: int
    column: int = 0
    is_stmt: bool = True


class _Reader:
    """The `.file` table and the position in force, fed one directive at a time."""

    def __init__(self) -> None:
        self.files: dict[str, str] = {}
        self.current: DebugLocation | None = None
        # is_stmt is a register of the line-number state machine: `.loc ... is_stmt 0` holds for
        # the `.loc`s after it until another sets it (GNU as and llvm-mc both carry it over).
        self.is_stmt = True

    def directive(self, name: str, args: str) -> None:
        if name == ".file":
            match = _FILE_DIRECTIVE.match(args)
            if match is not None:
                file_name, directory = match.group("name"), match.group("dir")
                self.files[match.group("number")] = (
                    f"{directory}/{file_name}" if directory and not file_name.startswith("/") else file_name)
        elif name == ".loc":
            loc = _LOC_DIRECTIVE.match(args)
            if loc is not None and loc.group("number") in self.files:
                stmt = _IS_STMT.search(args, loc.end()) if "is_stmt" in args else None
                if stmt is not None:
                    self.is_stmt = stmt.group("value") != "0"
                line = int(loc.group("line"))
                column = int(loc.group("column") or 0)
                self.current = (DebugLocation(self.files[loc.group("number")], line, column, self.is_stmt)
                                if line > 0 else None)


def debug_locations(parsed: ParsedFile) -> dict[int, DebugLocation]:
    """Index in `parsed.instructions` -> its source position."""
    from .syntax import Directive, Instruction

    reader = _Reader()
    found: dict[int, DebugLocation] = {}
    index = 0
    for statement in parsed.statements:
        if isinstance(statement, Directive):
            reader.directive(statement.name, statement.args)
        elif isinstance(statement, Instruction):
            if reader.current is not None:
                found[index] = reader.current
            index += 1
    return found


def debug_locations_by_text(lines: Iterable[str] | None, instruction_lines: set[int]) -> dict[int, DebugLocation]:
    """0-based line of each instruction (`instruction_lines`) -> its source position, reading the
    directives as text (one statement per line, as compilers write assembly)."""
    reader = _Reader()
    found: dict[int, DebugLocation] = {}
    for number, line in enumerate(lines or ()):
        match = _LOC_LINE.match(line) if "." in line else None
        if match is not None:
            reader.directive("." + match.group("name"), match.group("args"))
        elif number in instruction_lines and reader.current is not None:
            found[number] = reader.current
    return found


def locations_in_force(lines: Iterable[str]) -> list[DebugLocation | None]:
    """Per text line, the position in force after it (one statement per line). A `.loc` line makes a
    new object even when the position repeats, so `result[i] is not result[i - 1]` finds them."""
    reader = _Reader()
    out: list[DebugLocation | None] = []
    for line in lines:
        match = _LOC_LINE.match(line) if "." in line else None
        if match is not None:
            reader.directive("." + match.group("name"), match.group("args"))
        out.append(reader.current)
    return out


def plain_lines(text: str) -> bool:
    """Whether `\\n` is the only line break in `text` (so `text.splitlines()`, the parser's lines and
    the editor's LSP lines are the same lines)."""
    return _OTHER_BREAKS.search(text) is None


def source_lines(parsed: ParsedFile) -> dict[int, tuple[str, int]]:
    """Instruction index -> (source file, line): `debug_locations` without columns."""
    return {index: (loc.file, loc.line) for index, loc in debug_locations(parsed).items()}


def source_lines_by_text(lines: list[str] | None, instruction_lines: set[int]) -> dict[int, tuple[str, int]]:
    """Line of each instruction -> (source file, line): `debug_locations_by_text` without columns."""
    return {number: (loc.file, loc.line) for number, loc in debug_locations_by_text(lines, instruction_lines).items()}
