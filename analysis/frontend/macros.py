"""GNU assembler macros and repetitions as llvm-mc 19 expands them: `.macro`/`.endm`, `.rept`,
`.irp`, `.irpc` (`.endr`), with `\\param`, `\\()` and `\\@` substitution.

Pure text work: a body is collected statement by statement (comments already removed), then each
instantiation is the body text with its parameters substituted, which the parser reads again as
if it stood at the body's (or, for a macro, the invocation's) source position. The parser owns
where the text goes; this module owns what the text becomes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..lazy_re import lazy_compile
from ..source import unquoted

# Directives that open a body read up to a matching `.endr` (llvm-mc's parseMacroLikeBody counts
# these against `.endr`).
REPETITIONS = frozenset({".rept", ".rep", ".irp", ".irpc"})
MACRO_ENDS = frozenset({".endm", ".endmacro"})
# Conditional assembly and macro definitions: they decide which of the following lines llvm-mc reads.
NESTING_DIRECTIVES = frozenset(
    {
        ".if", ".ifne", ".ifeq", ".ifge", ".ifgt", ".ifle", ".iflt", ".ifb", ".ifnb", ".ifc", ".ifnc", ".ifeqs",
        ".ifnes", ".ifdef", ".ifndef", ".ifnotdef", ".else", ".elseif", ".endif", ".macro", ".endm", ".endmacro",
        ".rept", ".rep", ".irp", ".irpc", ".endr", ".exitm", ".purgem",
    }
)
BODY_DIRECTIVES = REPETITIONS | MACRO_ENDS | {".macro", ".endr", ".exitm", ".purgem"}

# llvm-mc: "macros cannot be nested more than 20 levels deep" (AsmParser's MaxNestingDepth).
MAX_DEPTH = 20
# Not in llvm-mc, which would run out of memory: an editor must never hang on `.rept 100000000`.
MAX_EXPANDED_STATEMENTS = 50_000
MAX_EXPANDED_CHARS = 5_000_000  # substituted text, all expansions of a file together

_IDENTIFIER_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$.")
_PARAMETER = lazy_compile(r"[ \t]*([A-Za-z_.$][\w.$]*)(?:[ \t]*:[ \t]*([A-Za-z]+))?(?:[ \t]*=[ \t]*)?")
# Tokens after which a blank does not end a macro argument (llvm-mc's isOperator, AT&T flavour).
_OPERATOR_START = "+-~/*.=|^&!<>"


@dataclass(frozen=True, slots=True)
class Parameter:
    """One `.macro` parameter: name, default, `:req` / `:vararg`."""

    name: str
    default: str = ""
    required: bool = False
    vararg: bool = False


@dataclass(frozen=True, slots=True)
class BodyComment:
    """A comment inside a body: read before body line `before` (of `lines`) in each instantiation."""

    before: int
    serial: int  # the physical line it was read from (`_Context.line_serial`), to drop an end line's comment
    line: int
    column: int
    end: int
    text: str
    opener: str = ""  # the delimiter that started it (frontend.syntax.Comment.opener)


@dataclass(frozen=True, slots=True)
class Macro:
    """A `.macro` definition: its parameters and the body statements collected."""

    name: str
    parameters: tuple[Parameter, ...]
    body: tuple[tuple[int, int, str], ...]  # (line, column, statement text) as collected
    comments: tuple[BodyComment, ...] = ()  # the comments in the body, read again at each invocation


@dataclass(slots=True)
class Body:
    """A `.macro`/`.rept`/`.irp`/`.irpc` whose lines are being collected up to its end directive."""

    kind: str  # ".macro", ".rept", ".irp", ".irpc"
    line: int
    start: int  # column of the directive
    end: int
    header: str  # the directive's arguments as written
    depth: int = 1
    lines: list[tuple[int, int, str]] = field(default_factory=list)
    definition: tuple[str, tuple[Parameter, ...]] | None = None  # `.macro`: name and parameters
    count: int = 0  # `.rept`
    parameter: str = ""  # `.irp`/`.irpc`: the name substituted ...
    values: list[str] = field(default_factory=list)  # ... by each of these in turn
    comments: list[BodyComment] = field(default_factory=list)  # comments between header and end

    @property
    def closer(self) -> str:
        return ".endmacro" if self.kind == ".macro" else ".endr"


def parse_parameters(text: str) -> tuple[str, tuple[Parameter, ...]] | str:
    """(name, parameters) of `.macro name a, b=1, c:req, d:vararg`, or an error message."""
    text = text.strip()
    name_match = re.match(r"[A-Za-z_.$][\w.$@]*", text)
    if name_match is None:
        return "expected identifier in '.macro' directive"
    name = name_match.group(0)
    rest = text[name_match.end():]
    parameters: list[Parameter] = []
    for piece in _split_blank_or_comma(rest.lstrip(" \t,")):
        match = _PARAMETER.match(piece)
        if match is None or not match.group(1):
            return "expected identifier in '.macro' directive"
        qualifier = (match.group(2) or "").lower()
        if qualifier not in ("", "req", "vararg"):
            return f"{qualifier} is not a valid parameter qualifier for '{match.group(1)}' in macro '{name}'"
        default = piece[match.end():].strip() if "=" in piece[: match.end()] else ""
        parameters.append(Parameter(match.group(1), default, qualifier == "req", qualifier == "vararg"))
    return name, tuple(parameters)


def _split_blank_or_comma(text: str) -> list[str]:
    """Parameter declarations: separated by commas or blanks, `name = default` kept together."""
    pieces: list[str] = []
    for chunk in _split_top_level_commas(text):
        chunk = chunk.strip()
        if not chunk:
            continue
        # `a b=1 c` → a, b=1, c: a blank separates unless next to `=`.
        current = ""
        for word in re.split(r"[ \t]+", chunk):
            if current and not current.endswith("=") and not word.startswith("="):
                pieces.append(current)
                current = word
            else:
                current += word
        if current:
            pieces.append(current)
    return pieces


def _split_top_level_commas(text: str) -> list[str]:
    pieces, start = [], 0
    for index, char, depth in unquoted(text, '"'):
        if char == "," and depth == 0:
            pieces.append(text[start:index])
            start = index + 1
    pieces.append(text[start:])
    return pieces


def split_arguments(text: str, start: int) -> list[tuple[int, str]]:
    """Macro or `.irp` arguments as (column, text), separated like llvm-mc's parseMacroArguments:
    by commas, or by blanks unless the blank is followed by an operator (`4 + 5` is one argument)."""
    arguments: list[tuple[int, str]] = []
    offset = 0
    for piece in _split_top_level_commas(text):
        column = start + offset
        offset += len(piece) + 1
        stripped = piece.strip(" \t")
        lead = column + len(piece) - len(piece.lstrip(" \t"))
        if not stripped:
            arguments.append((lead, ""))
            continue
        arguments.extend(_split_blanks(stripped, lead))
    if len(arguments) == 1 and arguments[0][1] == "" and not text.strip():
        return []
    return arguments


def _split_blanks(text: str, column: int) -> list[tuple[int, str]]:
    parts: list[tuple[int, str]] = []
    begin = 0
    for index, char, depth in unquoted(text, '"'):
        if char not in " \t" or depth or (index and text[index - 1] in " \t"):
            continue  # only the first blank of a run at the top level decides
        blank_end = index
        while blank_end < len(text) and text[blank_end] in " \t":
            blank_end += 1
        previous = text[index - 1] if index else ""
        following = text[blank_end] if blank_end < len(text) else ""
        if following in _OPERATOR_START or previous in _OPERATOR_START:
            continue
        parts.append((column + begin, text[begin:index]))
        begin = blank_end
    parts.append((column + begin, text[begin:]))
    return parts


def substitute(text: str, values: dict[str, str], counter: int) -> str:
    """The body text with `\\name` replaced by its value, `\\()` removed and `\\@` the counter.

    An unknown `\\name` stays as written, as llvm-mc leaves it (the assembler then rejects it)."""
    if "\\" not in text:
        return text
    out: list[str] = []
    index = 0
    length = len(text)
    while index < length:
        char = text[index]
        if char != "\\" or index + 1 >= length:
            out.append(char)
            index += 1
            continue
        following = text[index + 1]
        if following == "(" and index + 2 < length and text[index + 2] == ")":
            index += 3
            continue
        if following == "@":
            out.append(str(counter))
            index += 2
            continue
        end = index + 1
        while end < length and text[end] in _IDENTIFIER_CHARS:
            end += 1
        name = text[index + 1:end]
        if name in values:
            out.append(values[name])
        else:
            out.append(text[index:end] if end > index + 1 else char)
        index = end
    return "".join(out)


def bind_arguments(macro: Macro, arguments: list[tuple[int, str]]) -> dict[str, str] | tuple[int, str]:
    """Parameter values for one invocation, or (column, llvm-mc's error message)."""
    values = {parameter.name: parameter.default for parameter in macro.parameters}
    positional = 0
    names = {parameter.name for parameter in macro.parameters}
    given: set[str] = set()
    for index, (column, text) in enumerate(arguments):
        keyword = re.match(r"([A-Za-z_.$][\w.$]*)[ \t]*=(?!=)", text)
        if keyword is not None and keyword.group(1) in names:
            name = keyword.group(1)
            values[name] = text[keyword.end():].strip() or values[name]
            given.add(name)
            continue
        if positional >= len(macro.parameters):
            return column, "too many positional arguments"
        parameter = macro.parameters[positional]
        if parameter.vararg:
            values[parameter.name] = ", ".join(value for _, value in arguments[index:])
            given.add(parameter.name)
            positional = len(macro.parameters)
            break
        if text:
            values[parameter.name] = text
            given.add(parameter.name)
        positional += 1
    for parameter in macro.parameters:
        if parameter.required and (parameter.name not in given or not values[parameter.name]):
            end = arguments[-1][0] + len(arguments[-1][1]) if arguments else 0
            return end, f"missing value for required parameter '{parameter.name}' in macro '{macro.name}'"
    return values
