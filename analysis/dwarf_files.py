"""The DWARF file table of `.file`/`.loc` directives, as llvm-mc 19 keeps it, to say when llvm-mca
would refuse a file that mcalens analyses.

mcalens ignores debug-line directives: they change no instruction. llvm-mc checks them, and gcc 11+
`-g` output (DWARF 5) trips one of its checks: gcc writes `.file 0 "dir" "t.c"` and then
`.file 1 "t.c"`. LLVM's MCDwarfLineTableHeader::tryGetFile returns 0 for a file whose name and MD5
equal the root file's (`.file 0`) once the DWARF version is 5, so number 1 stays unassigned, and
every `.loc 1 ...` is "unassigned file number in '.loc' directive" (llvm-mca exits 1). The checks
replayed here are AsmParser's parseDirectiveFile, parseDirectiveLoc and its end-of-file check:

* `.file 0 ...` raises the DWARF version to 5 (llvm-mca starts at 4) and sets the root file;
* `.file N ...` (N > 0) names file N unless it is the root file under DWARF 5; a number named twice
  is "file number already allocated";
* `.loc N` needs N assigned (0 only under DWARF 5; N < 1 under DWARF 4 is its own error);
* at the end, a number below the highest assigned one left unassigned is "unassigned file number:
  N for .file directives" (gcc's `.file 2 "t.h"` after the collision above).

Directives whose arguments do not read as these forms are left alone (llvm-mc reports them in its
own words; mcalens ignores them). The result is a list of (span, message) notes; nothing is refused.
"""

from __future__ import annotations

import re

from .frontend.syntax import Directive, ParsedFile
from .source import Span

_STRING = r'"(?:[^"\\]|\\.)*"'
_NUMBER = r"(?:0[xX][0-9a-fA-F]+|0[bB][01]+|\d+)"
_FILE = re.compile(rf"\s*(?P<number>{_NUMBER})?\s*(?P<first>{_STRING})\s*(?P<second>{_STRING})?(?P<rest>.*)$")
_MD5 = re.compile(r"\bmd5\s+(?P<value>" + _NUMBER + r")", re.I)
_LOC = re.compile(rf"\s*(?P<number>{_NUMBER})(?:\s|$)")
_ESCAPE = re.compile(r"\\(?:([0-7]{1,3})|[xX]([0-9a-fA-F]+)|(.))", re.S)
_SIMPLE = {"b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}

NOTE_TAIL = "; mcalens ignores debug-line directives and analyses the file"


def _int(text: str) -> int:
    lowered = text.lower()
    if lowered.startswith("0x"):
        return int(lowered[2:], 16)
    if lowered.startswith("0b"):
        return int(lowered[2:], 2)
    if len(lowered) > 1 and lowered.startswith("0") and all(c in "01234567" for c in lowered):
        return int(lowered, 8)
    return int(lowered)


def _unquote(quoted: str) -> str:
    """A string token's value, with the escapes llvm-mc's parseEscapedString reads."""

    def one(match: re.Match[str]) -> str:
        octal, hexa, other = match.groups()
        if octal is not None:
            return chr(int(octal, 8) & 0xFF)
        if hexa is not None:
            return chr(int(hexa, 16) & 0xFF)
        return _SIMPLE.get(other, other)

    return _ESCAPE.sub(one, quoted[1:-1])


def _number_span(directive: Directive, lines: list[str]) -> Span:
    """Where llvm-mc points for a `.loc` error: the file number after the directive name."""
    line = lines[directive.span.line] if 0 <= directive.span.line < len(lines) else ""
    start = directive.span.start + len(directive.name)
    while start < len(line) and line[start] in " \t":
        start += 1
    end = start
    while end < len(line) and not line[end].isspace():
        end += 1
    return Span(directive.span.line, start, max(end, start + 1))


def dwarf_file_refusals(parsed: ParsedFile, lines: list[str]) -> list[tuple[Span, str]]:
    """The `.file`/`.loc` lines llvm-mc 19 would refuse, each with a note saying why."""
    version = 4
    root: tuple[str, int | None] | None = None
    files: list[str] = []  # index = file number; "" = unassigned
    root_named: dict[int, int] = {}  # file number -> line of the `.file N` that named the root file
    found: list[tuple[Span, str]] = []
    for statement in parsed.statements:
        if not isinstance(statement, Directive) or statement.name not in (".file", ".loc"):
            continue
        if statement.name == ".file":
            match = _FILE.match(statement.args)
            if match is None or match["number"] is None:
                continue  # `.file "t.c"`: the object file's name, no line-table entry
            number = _int(match["number"])
            name = _unquote(match["second"] or match["first"])
            md5 = _MD5.search(match["rest"] or "")
            checksum = _int(md5["value"]) if md5 is not None else None
            if number == 0:
                version = 5
                root = (name, checksum)
                continue
            name = name or "<stdin>"
            if version >= 5 and root is not None and root[0] and root == (name, checksum):
                root_named.setdefault(number, statement.span.line)
                continue
            if number >= len(files):
                files.extend([""] * (number + 1 - len(files)))
            if files[number]:
                found.append((statement.span, "llvm-mca 19 refuses this line: file number already allocated"
                              + NOTE_TAIL))
            else:
                files[number] = name
            continue
        loc = _LOC.match(statement.args)
        if loc is None:
            continue
        number = _int(loc["number"])
        if number < 1 and version < 5:
            reason = "file number less than one in '.loc' directive"
        elif (number == 0 and version >= 5) or (0 < number < len(files) and files[number]):
            continue
        elif number in root_named:
            reason = (f"unassigned file number in '.loc' directive (`.file {number}` on line "
                      f"{root_named[number] + 1} names the root file of `.file 0`, which leaves number "
                      f"{number} unassigned under DWARF 5: gcc's -g output)")
        else:
            reason = f"unassigned file number in '.loc' directive (no `.file {number}` before it)"
        found.append((_number_span(statement, lines), f"llvm-mca 19 refuses this line: {reason}{NOTE_TAIL}"))
    end = Span(len(lines), 0, 1)
    for number, name in enumerate(files):
        if number and not name:
            cause = (f" (`.file {number}` on line {root_named[number] + 1} names the root file)"
                     if number in root_named else "")
            found.append((end, f"llvm-mca 19 refuses this file: unassigned file number: {number} for .file "
                               f"directives{cause}{NOTE_TAIL}"))
    return found
