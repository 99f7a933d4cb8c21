"""The DWARF data of `-g` assembly, blanked before the full parse.

gcc -O2 -g writes ~80% of its assembly into `.section .debug_*` (lz4.c: 235k of 295k lines of
`.uleb128`/`.byte`/`.long`, the location lists and DIEs); the analysis of the loops reads none of
it (`.file` and `.loc` are in the code sections), but the parser checks every value, which was the
larger part of the parse. `blank_debug_data` replaces those lines with empty ones before
`api.analyze` sees the text, so that every line number, span and source range stays what it was.

Only what certainly has no effect is blanked: a data directive (`.byte` ... `.sleb128`) whose
values are numbers that fit it or symbols (with at most one `+`/`-` of a symbol or number), alone
on its line, after a `.section .debug_...` line and before any other section change. Such a line cannot
hold an error llvm-mc reports (the parser only checks each value's syntax here), defines nothing
and emits no instruction. Labels, strings and everything else are left for the parser, and a file
that uses anything that could make "which section is this line in" a question for the full
assembler (macros, repetitions, conditionals, includes, section stacks) is left whole.
"""

from __future__ import annotations

import re

# Directives that change what the lines after them mean beyond a plain `.section` switch: with any
# of them in the file, nothing is blanked.
_UNSAFE = re.compile(r"^\s*\.(?:macro|rept|irp|irpc|if\w*|include|incbin|pushsection|popsection|previous|"
                     r"subsection|purgem|exitm|endr|endm)\b", re.IGNORECASE | re.MULTILINE)
_DEBUG_SECTION = re.compile(r"^\s*\.section\s+\"?\.debug_[\w.]*\"?\s*(?:,.*)?$")
_SECTION_SWITCH = re.compile(r"^\s*\.(?:section|text|data|bss)\b", re.IGNORECASE)
_NUMBER = r"(?:0[xX][0-9a-fA-F]+|[1-9][0-9]*|0)"
_SYMBOL = r"[A-Za-z_.$][\w.$]*"
_TERM = rf"(?:{_NUMBER}|{_SYMBOL})"
# one value: a number, a symbol, or a symbol and a term joined by + or - (either order); two
# numbers joined are a constant llvm-mc range-checks, left to the parser
_VALUE = rf"(?:{_SYMBOL}\s*[-+]\s*{_TERM}|{_NUMBER}\s*[-+]\s*{_SYMBOL}|{_TERM})"
_DATA_LINE = (rf"^\s*\.(?P<directive>byte|value|short|long|int|quad|2byte|4byte|8byte|uleb128|sleb128)\s+"
              rf"(?P<values>{_VALUE}(?:\s*,\s*{_VALUE})*)\s*")
# (x86's `#` starts a comment; on AArch64 it does not: a trailing `#` there is left to the parser)
_DATA_X86 = re.compile(_DATA_LINE + r"(?:#.*)?$")
_DATA_OTHER = re.compile(_DATA_LINE + r"$")
_LITERAL = re.compile(_NUMBER)
# The bytes of each directive's values: llvm-mc reports "out of range literal value" for a number
# that does not fit (the LEB128 forms take 64-bit values).
_BYTES = {"byte": 1, "value": 2, "short": 2, "2byte": 2, "long": 4, "int": 4, "4byte": 4, "quad": 8, "8byte": 8,
          "uleb128": 8, "sleb128": 8}


def _plain(match: re.Match[str]) -> bool:
    """Whether every plain number among the values fits the directive (so the line has no error)."""
    limit = 1 << (8 * _BYTES[match.group("directive")])
    for value in match.group("values").split(","):
        value = value.strip()
        if _LITERAL.fullmatch(value) and int(value, 0) >= limit:
            return False
    return True


def blank_debug_data(text: str, x86: bool) -> str:
    """`text` with the plain data lines of its `.debug_*` sections emptied (line breaks kept)."""
    if ".debug_" not in text or _UNSAFE.search(text):
        return text
    data = _DATA_X86 if x86 else _DATA_OTHER
    lines = text.split("\n")
    in_debug = False
    changed = False
    for number, line in enumerate(lines):
        match = data.match(line) if in_debug else None
        if match is not None and _plain(match):
            lines[number] = "\r" if line.endswith("\r") else ""
            changed = True
        elif _SECTION_SWITCH.match(line):
            in_debug = _DEBUG_SECTION.match(line.rstrip("\r")) is not None
    return "\n".join(lines) if changed else text
