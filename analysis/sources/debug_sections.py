"""The DWARF data of `-g` assembly, blanked before the full parse.

gcc -O2 -g writes ~80% of its assembly into `.section .debug_*` (lz4.c: 235k of 295k lines of
`.uleb128`/`.byte`/`.long`, the location lists and DIEs; clang's adds a `#DEBUG_VALUE:` comment
line per variable location among the code); the analysis of the loops reads none of
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
from collections import Counter

# Directives that change what the lines after them mean beyond a plain `.section` switch: with any
# of them in the file, nothing is blanked.
_UNSAFE = re.compile(r"^\s*\.(?:macro|rept|irp|irpc|if\w*|include|incbin|pushsection|popsection|previous|"
                     r"subsection|purgem|exitm|endr|endm)\b", re.IGNORECASE | re.MULTILINE)
# (`[ \t]`, never `\s`: a pattern must not reach over a line break; a lone CR ends a line for the
# parser, so none of these runs over one either)
_SWITCH = re.compile(r"^[ \t]*\.(?:section|text|data|bss)\b[^\r\n]*", re.IGNORECASE | re.MULTILINE)
_DEBUG_SECTION = re.compile(r"[ \t]*\.section[ \t]+\"?\.debug_[\w.]*\"?[ \t]*(?:,[^\r\n]*)?")
_NUMBER = r"(?:0[xX][0-9a-fA-F]+|[1-9][0-9]*|0)"
_SYMBOL = r"[A-Za-z_.$][\w.$]*"
_TERM = rf"(?:{_NUMBER}|{_SYMBOL})"
# one value: a number, a symbol, or a symbol and a term joined by + or - (either order); two
# numbers joined are a constant llvm-mc range-checks, left to the parser
_VALUE = rf"(?:{_SYMBOL}[ \t]*[-+][ \t]*{_TERM}|{_NUMBER}[ \t]*[-+][ \t]*{_SYMBOL}|{_TERM})"
_DATA_LINE = (rf"^[ \t]*\.(?P<directive>byte|value|short|long|int|quad|2byte|4byte|8byte|uleb128|sleb128)[ \t]+"
              rf"(?P<values>{_VALUE}(?:[ \t]*,[ \t]*{_VALUE})*)[ \t]*")
_LINE_END = r"(?=\r?\n|\Z)"
# (x86's `#` starts a comment; on AArch64 it does not: a trailing `#` there is left to the parser)
_DATA_X86 = re.compile(_DATA_LINE + r"(?:#[^\r\n]*)?" + _LINE_END, re.MULTILINE)
_DATA_OTHER = re.compile(_DATA_LINE + _LINE_END, re.MULTILINE)
# The same lines when every number has at most two digits (fits any of the directives): blanked by
# a regex alone, without a check per line in Python (most of the DWARF data: `.uleb128 0x1`).
_SMALL = r"(?:0[xX][0-9a-fA-F]{1,2}|[1-9][0-9]?|0)"
_SMALL_VALUE = (rf"(?:{_SYMBOL}[ \t]*[-+][ \t]*(?:{_SMALL}|{_SYMBOL})|{_SMALL}[ \t]*[-+][ \t]*{_SYMBOL}|{_SMALL}"
                rf"|{_SYMBOL})")
_SMALL_LINE = (r"^[ \t]*\.(?:byte|value|short|long|int|quad|2byte|4byte|8byte|uleb128|sleb128)[ \t]+"
               rf"{_SMALL_VALUE}(?:[ \t]*,[ \t]*{_SMALL_VALUE})*[ \t]*")
_SMALL_X86 = re.compile(_SMALL_LINE + r"(?:#[^\r\n]*)?" + _LINE_END, re.MULTILINE)
_SMALL_OTHER = re.compile(_SMALL_LINE + _LINE_END, re.MULTILINE)
_LITERAL = re.compile(_NUMBER)
# A number that may not fit a `.byte` (three digits or more, not inside a symbol's name): only then
# are the values checked one by one.
_LARGE = re.compile(r"(?<![\w.$])(?:0[xX][0-9a-fA-F]{3,}|[1-9][0-9]{2,})")
# The bytes of each directive's values: llvm-mc reports "out of range literal value" for a number
# that does not fit (the LEB128 forms take 64-bit values).
_BYTES = {"byte": 1, "value": 2, "short": 2, "2byte": 2, "long": 4, "int": 4, "4byte": 4, "quad": 8, "8byte": 8,
          "uleb128": 8, "sleb128": 8}


def _blank(match: re.Match[str]) -> str:
    """"" for a data line whose plain numbers all fit its directive (so it has no error), else itself."""
    values = match.group("values")
    if _LARGE.search(values) is None:
        return ""
    limit = 1 << (8 * _BYTES[match.group("directive")])
    for value in values.split(","):
        value = value.strip()
        if _LITERAL.fullmatch(value) and int(value, 0) >= limit:
            return match.group(0)
    return ""


# clang's `#DEBUG_VALUE: name <- $reg` lines among the code (111,000 of lz4.c's -O2 -g output): a
# whole-line comment on x86 (never a region marker or an instrument, which start `LLVM-MCA-`); a
# line with `/*` or `*/` in it is left to the parser (block comments).
_DEBUG_VALUE = re.compile(r"^[ \t]*#DEBUG_VALUE:[^\r\n*/]*(?:(?:\*(?!/)|/(?!\*))[^\r\n*/]*)*" + _LINE_END,
                          re.MULTILINE)


def blank_debug_data(text: str, x86: bool) -> str:
    """`text` with the plain data lines of its `.debug_*` sections emptied (line breaks kept), and on
    x86 clang's `#DEBUG_VALUE:` comment lines."""
    if ".debug_" not in text or _UNSAFE.search(text):
        return text
    if x86 and "#DEBUG_VALUE:" in text:
        text = _DEBUG_VALUE.sub("", text)
    data = _DATA_X86 if x86 else _DATA_OTHER
    small = _SMALL_X86 if x86 else _SMALL_OTHER

    def blank(section: str) -> str:
        return data.sub(_blank, small.sub("", section))

    parts = []
    done = 0  # text[:done] is in `parts`
    debug_from = -1  # where the current debug section's lines start (-1: not in one)
    for switch in _SWITCH.finditer(text):
        if debug_from >= 0:
            parts.append(blank(text[debug_from:switch.start()]))
            done = switch.start()
        debug_from = switch.end() if _DEBUG_SECTION.fullmatch(switch.group(0)) else -1
        if debug_from >= 0:
            parts.append(text[done:debug_from])
            done = debug_from
    if debug_from >= 0:
        parts.append(blank(text[debug_from:]))
        done = len(text)
    parts.append(text[done:])
    return "".join(parts)


# --- The editor's analysis text: what the loops' analysis cannot see, left out -------------------------
#
# The editor analyses a compiled source's assembly with -skip-unsupported-instructions=any and
# without notes, so a line that is no instruction, marker, instrument or state directive can
# change nothing of the loops. Three kinds of such lines make up most of gcc's -g output:

# (1) The tail of DWARF sections gcc and clang write after the code: cut off rather than blanked (every
# earlier line keeps its number). Only when every line of the tail is one of these: a `.section` line,
# a data or string directive, a label, a comment (no `LLVM-MCA-` in the text: markers and instruments
# are comments), a blank line. Anything else there (an instruction, `.set`, a dialect or mode
# directive, which the end of the input decides for the printer) leaves the tail to `blank_debug_data`.
_TAIL_START = re.compile(r"^[ \t]*\.section[ \t]+\"?\.debug_", re.MULTILINE)
_TAIL_DIRECTIVES = (r"section|byte|value|short|long|int|quad|2byte|4byte|8byte|uleb128|sleb128|string|ascii|asciz|"
                    r"ident|zero|p2align|balign|align|addrsig|addrsig_sym")
# (a line's comment: `#` on x86, `//` on AArch64, where `#` starts no comment)
_TAIL_OTHER_X86 = re.compile(rf"^(?![ \t]*(?:$|#|\.(?:{_TAIL_DIRECTIVES})(?:[ \t]|$)|[A-Za-z_.$][\w.$]*:[ \t]*$))",
                             re.MULTILINE)
_TAIL_OTHER = re.compile(rf"^(?![ \t]*(?:$|//|\.(?:{_TAIL_DIRECTIVES})(?:[ \t]|$)|[A-Za-z_.$][\w.$]*:[ \t]*$))",
                         re.MULTILINE)
# (2) `.loc` lines of the form compilers write (read for the loops' places from the original text;
# the parser only keeps them for the notes the editor leaves out).
_LOC = (r"\.loc[ \t]+\d+[ \t]+\d+(?:[ \t]+\d+)?(?:[ \t]+(?:is_stmt[ \t]+[01]|view[ \t]+-?[\w.$]+|"
        r"discriminator[ \t]+\d+|prologue_end|epilogue_begin|basic_block|isa[ \t]+\d+))*")
# (3) Assembler-local labels (`.L...`) alone on their line, defined once and named by no other line
# left in the text (gcc's `.LVL`/`.LBB`/`.LBE` labels for the location lists it writes): a label
# no branch names is no loop's header, and an unused symbol changes no instruction.
_LOC_OR_LABEL = re.compile(rf"^[ \t]*(?:{_LOC}|(?P<label>\.L[\w.$]*):)[ \t]*$", re.MULTILINE)
_LOCAL_NAME = re.compile(r"\.L[\w.$]*")


def editor_text(text: str, x86: bool) -> str:
    """The text the editor analyses a compiled source's loops in: `blank_debug_data`'s, with the
    DWARF tail cut off (1), and `.loc` lines (2) and unused local labels (3) emptied, every other
    line where it was. Valid for an analysis that skips unsupported lines and prints no notes (the
    loops' numbers are those of the whole text); `text` as it is when it holds macros, conditionals
    or section stacks, and without (2) and (3) when it holds a carriage return."""
    start = _TAIL_START.search(text)
    other = _TAIL_OTHER_X86 if x86 else _TAIL_OTHER
    # (`;` separates statements: `.byte 1; nop` would hide an instruction; a lone CR ends a line for
    # the parser, not for these patterns)
    if (start is not None and "LLVM-MCA-" not in text and "\r" not in text and text.find(";", start.start()) < 0
            and other.search(text, start.start()) is None):
        # (the tail holds none of the directives `_UNSAFE` names, nor anything else but data)
        text = text[:start.start()]
        if _UNSAFE.search(text):
            return text
        if x86 and "#DEBUG_VALUE:" in text:
            text = _DEBUG_VALUE.sub("", text)
    else:
        if _UNSAFE.search(text):
            return text
        text = blank_debug_data(text, x86)
    if "\r" in text:  # (a lone CR ends a line for the parser, never for these patterns)
        return text
    # A name found once in the whole text is found only where it is defined: a label no line names.
    seen = Counter(_LOCAL_NAME.findall(text))

    def blank(match: re.Match[str]) -> str:
        name = match.group("label")
        return "" if name is None or seen[name] == 1 else match.group(0)

    return _LOC_OR_LABEL.sub(blank, text)
