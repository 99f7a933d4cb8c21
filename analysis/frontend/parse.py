"""Assembly text -> ParsedFile: GNU-as style statements (the target reads the instructions), with spans and diagnostics.

One pass over the lines. Each line is split into code and comments (`#`, `//`, `/* */` which may
span lines), the code into statements at `;` (llvm-mc treats `;` as a statement separator in both
syntaxes), and each statement into labels, then a directive or an instruction; plain compiler lines
take the memoised fast path in parse_fast.py first. The parser checks syntax only; whether a
mnemonic exists is the resolver's business. It never raises: a malformed statement becomes an
MCL1xx diagnostic at its position and parsing continues.

Like llvm-mc 19 (each checked with llvm-mc-19, see tests/test_parse_*.py):
* A string literal without its closing quote on the line runs on to the next `"`, lines later; the
  lines in between are string text, and the string directives (.ascii, .string, .file, ...) warn
  at each line break in it ("unterminated string; newline inserted").
* A directive llvm-mc does not know on x86-64 ELF is an error (MCL109) at its name: generic names
  in any case (`.BYTE`), ELF and x86 names exactly as spelled (`.TEXT` is unknown), see x86_names.
* `.if`/`.else`/`.endif` and `.macro`/`.endm` are followed, so a directive in a false branch or a
  macro body (which llvm-mc reads only where the macro is used) is not reported.

How a target reads one instruction statement (its operands, x86's prefixes and decorations) is
the target's parser: targets/x86/operands.py, targets/aarch64/syntax.py.

Known differences from llvm-mc, chosen for the editor: a `/* */` comment spanning lines ends the
statement before it (llvm-mc reads it as whitespace, so `nop /*\n*/ nop` is one bad statement there);
a string with no closing quote anywhere below is reported at its quote and parsing goes on with the
next line (llvm-mc gives up on the rest of the file); a string spanning lines is taken in directives
only; an `.if` on a symbol defined only later is taken as true; an error inside a macro expansion is reported
at the invocation (llvm-mc points into an `<instantiation>` buffer); and a few nonsense forms
llvm-mc happens to accept (`foo%rbx` as modulo, `sym?` names) are errors.

Macros and repetitions (`mcalens.analysis.frontend.macros`) are expanded as llvm-mc does: the statements of a
`.rept`/`.irp`/`.irpc` body sit on their body lines once per repetition, those of a macro on the
invocation, each Instruction with `expanded_from` set; a false `.if` branch yields nothing. (Hovers
and hints show an expanded instruction at the line that produced it: the body line, or the macro
call.) The body's comments are read again per instantiation (ParsedFile.expanded_comments), and a
line comment right after the `.endr`/macro call once more after the expansion, as llvm-mc's lexer
hands them to llvm-mca's marker scanner; every comment carries its place in reading order.
"""

from __future__ import annotations

import dataclasses
import gc
import re

from ..diagnostics import Diagnostic, Severity
from ..lazy_re import lazy_compile
from ..source import Span
from ..targets.target import default_target
from . import macros, parse_fast
from .exprs import evaluate, evaluate_at
from .macros import NESTING_DIRECTIVES
from .syntax import (
    Comment,
    Directive,
    Instruction,
    Label,
    ParsedFile,
    Statement,
)

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from ..targets.target import Syntax, Target

# Re-exported for tools and tests that reset the memos between measurements.
clear_caches = parse_fast.clear_caches

# Diagnostic codes owned by the parser.
EXPANSION_LIMIT_MESSAGE = "expansion stopped after"  # how the expansion-limit error begins
BAD_STATEMENT = "MCL101"  # a statement that is neither label, directive nor instruction
UNBALANCED = "MCL102"  # unbalanced (), [] or {}
BAD_OPERAND = "MCL103"  # an operand that does not fit the operand grammar
BAD_NUMBER = "MCL104"  # invalid number literal or expression
UNTERMINATED = "MCL105"  # unterminated string, character literal or block comment
BAD_SYNTAX_DIRECTIVE = "MCL106"  # `.intel_syntax prefix` / `.att_syntax noprefix`
LONE_PSEUDO_PREFIX = "MCL107"  # `{vex}` with no instruction after it
UNKNOWN_PSEUDO_PREFIX = "MCL108"  # `{load}`: not one of llvm-mc 19's pseudo prefixes
UNKNOWN_DIRECTIVE = "MCL109"  # a directive llvm-mc 19 does not know (or rejects) on x86-64 ELF

_LABEL = lazy_compile(r"[ \t]*([A-Za-z_.$][\w.$]*|\d+|\"[^\"]*\")[ \t]*:(?![:=])")
# A directive's name is one identifier token to llvm-mc's lexer, whatever follows it (`.byte(1)`).
_DIRECTIVE_NAME = lazy_compile(r"\.[A-Za-z0-9_.$@]+")
_MACRO_NAME = lazy_compile(r"[A-Za-z_.$][\w.$@]*(?![\w.$@:])")
_ASSIGNMENT = lazy_compile(r"[ \t]*([A-Za-z_.$][\w.$]*)[ \t]*=(?!=)")
_STRUCTURE = lazy_compile(r"'(?:\\.|[^\\'])'|[()\[\]{},]")
# Directives whose string operands llvm-mc reads with escapes, warning at each line break inside one.
_ESCAPED_STRING_DIRECTIVES = frozenset({".ascii", ".asciz", ".string", ".file", ".incbin", ".include", ".cv_string"})
# Conditional assembly (`.if` and the tests llvm-mc evaluates) and macro definitions.
_VALUE_TESTS = {
    ".if": lambda value: value != 0,
    ".ifne": lambda value: value != 0,
    ".ifeq": lambda value: value == 0,
    ".ifge": lambda value: value >= 0,
    ".ifgt": lambda value: value > 0,
    ".ifle": lambda value: value <= 0,
    ".iflt": lambda value: value < 0,
}
_CONDITIONS = NESTING_DIRECTIVES - {".else", ".elseif", ".endif", ".macro", ".endm", ".endmacro"}
_SPECIAL_BY_TARGET: dict[tuple[str, ...], re.Pattern[str]] = {}


def _code_special(target: Syntax) -> re.Pattern[str]:
    """The characters the line scanner stops at: quotes, `/*`, the target's comment and separator
    tokens (longest first), NUL. For x86: `"|'|/\\*|//|#|;|\\x00`."""
    key = (*target.line_comments, "", *target.statement_separators, "", *target.statement_comments)
    special = _SPECIAL_BY_TARGET.get(key)
    if special is None:
        tokens = sorted((*target.line_comments, *target.statement_separators, *target.statement_comments),
                        key=len, reverse=True)
        special = _SPECIAL_BY_TARGET[key] = re.compile(
            "|".join(['"', "'", re.escape("/*"), *(re.escape(token) for token in tokens), "\x00"])
        )
    return special

class _Context:
    """Per-file parse state: the syntax in force, the conditional/macro nesting and the output being built.

    `nest` holds one entry per open `.if` (an `_If`) or body being collected (`macros.Body`: a
    `.macro`, `.rept`, `.irp` or `.irpc` up to its end); `active` says whether llvm-mc assembles the
    current line: True, False (a false `.if` branch) or None (we cannot tell: a condition on symbols).
    """

    __slots__ = (
        "active",
        "asm",
        "comment_tokens",
        "counter",
        "depth_reported",
        "diagnostics",
        "directives",
        "epoch",
        "exit_macro",
        "expanded",
        "expanded_chars",
        "expansion_depth",
        "expansions",
        "if_left_open",
        "line_serial",
        "lines",
        "macros",
        "markers",
        "nest",
        "result",
        "separators",
        "special",
        "statement_comments",
        "symbols",
        "syntax",
        "target",
        "trailing",
    )

    def __init__(self, target: Target) -> None:
        self.target = target
        self.asm = asm = target.syntax  # the target's roles the front end reads
        self.directives = target.directives
        self.syntax = asm.default_syntax
        self.special = _code_special(asm)
        self.comment_tokens = frozenset(asm.line_comments)
        self.statement_comments = frozenset(asm.statement_comments)
        self.separators = frozenset(asm.statement_separators)
        self.nest: tuple[_If | macros.Body, ...] = ()
        self.active: bool | None = True
        self.result = ParsedFile()
        self.diagnostics = self.result.diagnostics
        self.macros: dict[str, macros.Macro] = {}  # defined so far, by name (case-sensitive, as llvm-mc)
        self.counter = 0  # macro instantiations so far: the value of `\@`
        self.expansion_depth = 0
        self.expanded = 0  # statements read from expansions, against macros.MAX_EXPANDED_STATEMENTS
        self.expanded_chars = 0  # characters of substituted lines, against macros.MAX_EXPANDED_CHARS
        self.exit_macro = False  # `.exitm` seen: the innermost macro expansion stops
        # Absolute symbols defined so far (`X = 5`, `.set X, 5`, `.equ`): llvm-mc folds them into
        # immediates, conditions and counts from their definition on.
        self.symbols: dict[str, int] = self.result.symbols
        self.epoch = 0  # bumped whenever nesting, macros or symbols change (see plain())
        self.expansions = 0  # instantiations started so far
        self.depth_reported = False
        self.line_serial = 0  # physical lines read so far, file and expansion lines alike
        # The line comment right after the statement being read (text, span), or None: llvm-mc
        # reads it once more after an expansion that statement starts (see _reread_trailing).
        self.trailing: tuple[str, Span, str] | None = None
        self.lines: list[str] = []  # the file's lines (for the lexer's look-ahead past a `#`)
        self.markers = False  # whether the file mentions `LLVM-MCA-` at all
        self.if_left_open = False  # an `.if` opened in an expansion was not closed in it

    def comments_read(self) -> int:
        result = self.result
        return len(result.comments) + len(result.expanded_comments) + len(result.peeked_comments)

    def comment(self, text: str, span: Span, opener: str = "") -> None:
        """A comment llvm-mc's lexer reads here: a source comment (or, inside an expansion, one read
        again from the instantiation), and one more comment of a body being collected."""
        result = self.result
        comment = Comment(text, span, len(result.statements), self.comments_read(), opener)
        (result.expanded_comments if self.expansion_depth else result.comments).append(comment)
        if self.nest:
            top = self.nest[-1]
            if isinstance(top, macros.Body):
                top.comments.append(macros.BodyComment(len(top.lines), self.line_serial, span.line, span.start,
                                                       span.end, text, opener))

    def error(self, code: str, message: str, line: int, start: int, end: int) -> None:
        self.diagnostics.append(Diagnostic(Span(line, start, max(start, end)), Severity.ERROR, code, message))

    def plain(self, line: str) -> bool:
        """Whether `line` reads the same whatever came before it, so the memoised fast path and line
        caches may serve it: outside `.if` and bodies, not invoking a macro (nor labelled, since a
        label may precede an invocation), and naming no absolute symbol."""
        if self.nest:
            return False
        if self.macros:
            if ":" in line:
                return False
            word = _MACRO_NAME.match(line, len(line) - len(line.lstrip(" \t")))
            if word is not None and word.group(0) in self.macros:
                return False
        return not self.symbols or not any(name in line for name in self.symbols)

    def set_nest(self, nest: tuple[_If | macros.Body, ...]) -> None:
        self.epoch += 1
        self.nest = nest
        if not nest:
            self.active = True
        else:
            top = nest[-1]
            # A body being collected is raw text: nothing in it is assembled until it is expanded.
            self.active = top.active if isinstance(top, _If) else None


class _If:
    """An open `.if`: whether its surroundings are assembled, whether a branch was taken, and whether
    the current branch is assembled (None where that depends on symbols we do not evaluate).
    (A plain class: a NamedTuple costs typing's import and a compile at start-up, issue 17.)"""

    __slots__ = ("active", "met", "outer")

    def __init__(self, outer: bool | None, met: bool | None, active: bool | None) -> None:
        self.outer = outer
        self.met = met
        self.active = active


class _StringRun:
    """A statement whose string literal runs past the end of its line, as llvm-mc's lexer allows."""

    __slots__ = ("breaks", "line", "parts", "quote", "start")

    def __init__(self, line: int, start: int, quote: int, first_part: str, line_length: int) -> None:
        self.line = line  # where the statement starts
        self.start = start
        self.quote = (line, quote)  # where the string still open begins
        self.parts = [first_part]  # the statement's text, one entry per line (the first from column 0)
        self.breaks = [(line, line_length)]  # each line end inside the string


def is_expansion_limit(diagnostic: Diagnostic) -> bool:
    """Whether `diagnostic` is the error of an expansion cut off at macros.MAX_EXPANDED_STATEMENTS:
    the statements read stop short of what llvm-mc would assemble, so no line may be skipped for it."""
    return diagnostic.code == BAD_STATEMENT and diagnostic.message.startswith(EXPANSION_LIMIT_MESSAGE)


def parse_text(text: str, target: Target | None = None) -> ParsedFile:
    """Parse a whole assembly file for `target` (default: x86-64); never raises (every problem is a
    positioned diagnostic)."""
    context = _Context(target or default_target())
    context.result.target = context.target
    # PERF: the parser builds many small acyclic objects, which only trigger useless cyclic-GC
    # passes: pausing the collector takes a 2,000-line file from 11.2 to 9.8 ms CPU, 50,000 lines
    # from 282 to 179 ms.
    collecting = gc.isenabled()
    gc.disable()
    try:
        _parse_lines(text, context)
        check_open_bodies(context)
    except RecursionError:
        context.error(BAD_STATEMENT, "input nested too deeply to parse", 0, 0, 0)
    finally:
        if collecting:
            gc.enable()
    return context.result


def _parse_lines(text: str, context: _Context) -> None:
    # What the previous line left open: a `/*` comment as [line, column of its text, raw parts], or a
    # string literal as a _StringRun. Lines inside either never reach the line caches.
    block: list | None = None
    run: _StringRun | None = None
    no_close_after = len(text)  # no unescaped `"` in any line from this one on (see _string_closes)
    lines = text.split("\n")
    has_carriage_returns = "\r" in text
    if has_carriage_returns:
        lines = split_lone_carriage_returns(lines)
    context.lines = lines
    context.markers = "LLVM-MCA-" in text
    statements = context.result.statements
    diagnostics = context.diagnostics
    cached_statement = parse_fast.statement_cache.get
    cached_line = parse_fast.line_cache.get
    # a line's diagnostics can depend on the release's data (AArch64 `.cpu c1-ultra` is known to 22
    # only), so its memo is the release's too
    models_dir = context.target.models_dir
    special = context.special.search
    fast_line = context.asm.fast_line
    memo = context.asm.memo_lines
    for line_no, raw_line in enumerate(lines):
        context.line_serial += 1
        line = raw_line[:-1] if has_carriage_returns and raw_line.endswith("\r") else raw_line
        start_col = 0
        if block is not None or run is not None:
            if block is not None:
                close = line.find("*/")
                if close < 0:
                    block[2].append(raw_line)
                    continue
                block[2].append(line[:close])
                first_line, column, parts = block
                context.comment("\n".join(parts), Span(first_line, column, len(lines[first_line].rstrip("\r"))), "/*")
                block = None
                start_col = close + 2
            else:
                close = _string_end(line, 0)
                if close < 0:
                    run.parts.append(line)
                    run.breaks.append((line_no, len(line)))
                    continue
                start_col = close + 1
            pending = _split_line(line, start_col, line_no, context, run)
            run = None
        # PERF: most compiler lines carry none of the characters that need the careful scanner.
        elif memo and special(line) is None and (
            not (context.nest or context.macros or context.symbols) or context.plain(line)
        ):
            # PERF: an unchanged line at an unchanged position is the statement already built.
            # (Inside an `.if` or a body, or once macros exist, lines take the careful path.)
            statement = cached_statement((context.syntax, line_no, line))
            if statement is not None:
                statements.append(statement)
                continue
            if line and not line.isspace() and not fast_line(line, line_no, context.syntax, statements):
                key = (context.syntax, line_no, line, models_dir)
                known = cached_line(key)
                if known is not None:
                    statements.extend(known[0])
                    diagnostics.extend(known[1])
                    context.syntax = known[2]
                    continue
                n_statements, n_diagnostics = len(statements), len(diagnostics)
                epoch = context.epoch
                _parse_statement(line, 0, len(line), line_no, context)
                if context.epoch != epoch:
                    continue  # the line opened an `.if` or a body, or set a symbol: later lines depend on it
                if len(parse_fast.line_cache) >= parse_fast.CACHE_LIMIT:
                    parse_fast.line_cache.clear()
                parse_fast.line_cache[key] = (
                    tuple(statements[n_statements:]), tuple(diagnostics[n_diagnostics:]), context.syntax
                )
            continue
        else:
            pending = _split_line(line, 0, line_no, context, None)
        if pending is None:
            continue
        if isinstance(pending, int):
            # An open `/*`: its text is kept raw (a `\r` before a line break included, as llvm-mca sees it).
            block = [line_no, pending, [raw_line[pending:]]]
        elif line_no >= no_close_after or not _string_closes(lines, line_no + 1):
            # llvm-mc's lexer reads to the end of the file looking for the closing quote and gives up there;
            # we report the quote and go on with the next line, which is what an editor needs.
            no_close_after = min(no_close_after, line_no)
            quote_line, quote_column = pending.quote
            quoted = lines[quote_line].rstrip("\r")
            context.error(UNTERMINATED, "unterminated string constant", quote_line, quote_column, len(quoted))
        else:
            run = pending
    if block is not None:
        line_no, column, _ = block
        end_line = lines[line_no].rstrip("\r")
        # llvm-mc stops at the unterminated comment, and llvm-mca's marker scanner never sees it, so it
        # is not a Comment here either (a marker in it opens no region).
        context.error(UNTERMINATED, "unterminated comment", line_no, max(0, column - 2), len(end_line))


def split_lone_carriage_returns(lines: list[str]) -> list[str]:
    """`text.split("\n")` with a lone `\r` ending a line too, as llvm-mc's lexer ends a statement
    there (and an editor a line); a `\r` before `\n` stays at the end of its line."""
    if not any("\r" in line[:-1] for line in lines):
        return lines
    out: list[str] = []
    for line in lines:
        if "\r" not in line[:-1]:
            out.append(line)
            continue
        crlf = line.endswith("\r")
        parts = (line[:-1] if crlf else line).split("\r")
        if crlf:
            parts[-1] += "\r"
        out.extend(parts)
    return out


class SourceLines(list[str]):
    """Lines of a text numbered as Spans are, and the number llvm-mc's SourceMgr prints for each
    (it counts `\n` only, so a lone `\r` starts a line of ours but not of its numbering)."""

    printed: list[int] | None = None  # None: line k prints as k + 1

    def number(self, line: int) -> int:
        """The 1-based number llvm-mc prints for our line `line` (0-based)."""
        printed = self.printed
        return printed[line] if printed is not None and 0 <= line < len(printed) else line + 1


def source_lines(text: str) -> SourceLines:
    """The lines of `text` as the parser numbers them (Span.line), without their line ends."""
    raw = text.split("\n")
    if raw and raw[-1] == "":
        raw.pop()  # as str.splitlines: no line after a final line break
    if "\r" not in text:
        return SourceLines(raw)
    lines = SourceLines()
    printed: list[int] = []
    for number, line in enumerate(raw, 1):
        parts = split_lone_carriage_returns([line])
        lines.extend(part[:-1] if part.endswith("\r") else part for part in parts)
        printed.extend([number] * len(parts))
    if len(printed) != len(raw):
        lines.printed = printed
    return lines


def _string_closes(lines: list[str], first: int) -> bool:
    """Whether a line from `first` on has an unescaped `"`, which would close a string left open above.

    A backslash at the end of a line escapes the line break, so every line is scanned from its start.
    """
    return any('"' in line and _string_end(line, 0) >= 0 for line in lines[first:])


def _split_line(
    line: str, start_col: int, line_no: int, context: _Context, run: _StringRun | None
) -> int | _StringRun | None:
    """Separate comments and `;`-separated statements of one line.

    `run` is a statement continued from the lines above (its string closed before `start_col`).
    Returns the column of the text of a `/*` left open, a _StringRun for a string left open, or None.
    """
    special = context.special.search
    masked = list(line) if "/*" in line else None
    statement_start = 0 if run is not None else start_col
    pos = start_col
    length = len(line)
    while pos < length:
        match = special(line, pos)
        if match is None:
            break
        token = match.group()
        where = match.start()
        if token == '"':
            close = _string_end(line, where + 1)
            if close < 0:
                source = "".join(masked) if masked is not None else line
                if run is not None:
                    run.parts.append(source)
                    run.breaks.append((line_no, length))
                    run.quote = (line_no, where)
                    return run
                return _StringRun(line_no, statement_start, where, source, length)
            pos = close + 1
        elif token == "'":
            literal_end = _char_literal_end(line, where)
            pos = literal_end if literal_end > 0 else where + 1
        elif token in context.comment_tokens or (
            token in context.statement_comments and _at_statement_start(line, statement_start, where, run)
        ):
            text_start = where + len(token)
            if token == "#" and context.markers and run is None and not line[statement_start:where].strip():
                _peek(line_no, text_start, context)
            context.comment(line[text_start:], Span(line_no, text_start, length), token)
            # llvm-mc resumes reading at this comment after an expansion the statement starts.
            context.trailing = (line[text_start:], Span(line_no, text_start, length), token)
            try:
                _emit_statement(line, masked, statement_start, where, line_no, context, run)
            finally:
                context.trailing = None
            return None
        elif token == "/*":
            close = line.find("*/", where + 2)
            if close < 0:
                _emit_statement(line, masked, statement_start, where, line_no, context, run)
                return where + 2
            context.comment(line[where + 2:close], Span(line_no, where + 2, close), "/*")
            assert masked is not None
            masked[where:close + 2] = " " * (close + 2 - where)
            pos = close + 2
        elif token in context.statement_comments:
            pos = where + len(token)  # inside a statement (AArch64 `#imm`): an ordinary character
        elif token in context.separators:
            _emit_statement(line, masked, statement_start, where, line_no, context, run)
            run = None
            statement_start = pos = where + len(token)
        else:  # NUL: llvm-mc stops reading at a NUL byte; we report it and skip the character.
            context.error(BAD_STATEMENT, "unexpected NUL character", line_no, where, where + 1)
            _emit_statement(line, masked, statement_start, where, line_no, context, run)
            run = None
            statement_start = pos = where + 1
    _emit_statement(line, masked, statement_start, length, line_no, context, run)
    return None


def _peek(line_no: int, column: int, context: _Context) -> None:
    """llvm-mc's lexer, meeting `#` where a statement starts, first reads the next two tokens (blanks
    skipped) to tell a cpp line marker from a comment; a comment among them reaches llvm-mca's marker
    scanner then, before the `#` comment itself, even one on the next line (read again there)."""
    lines = context.lines
    for _ in range(2):
        if line_no >= len(lines):
            return
        line = lines[line_no][:-1] if lines[line_no].endswith("\r") else lines[line_no]
        while column < len(line) and line[column] in " \t":
            column += 1
        if column >= len(line):  # a line end: the next token starts the next line
            line_no, column = line_no + 1, 0
            continue
        if line.startswith("/*", column):
            close = line.find("*/", column + 2)
            if close < 0:
                return  # a block comment running on: nothing more worth following
            _peeked(line[column + 2:close], Span(line_no, column + 2, close), context)
            column = close + 2
            continue
        token = next((t for t in context.asm.line_comments if line.startswith(t, column)), None)
        if token is not None:
            _peeked(line[column + len(token):], Span(line_no, column + len(token), len(line)), context)
            line_no, column = line_no + 1, 0
            continue
        separator = next((t for t in context.asm.statement_separators if line.startswith(t, column)), None)
        if separator is not None:
            column += len(separator)
            continue
        word = _PEEK_TOKEN.match(line, column)
        column = word.end() if word is not None else column + 1


# One token of llvm-mc's lexer, as far as where the next one starts goes: a name or number, a
# string, a character literal, a two-character operator.
_PEEK_TOKEN = lazy_compile(r"""[A-Za-z0-9_.$@]+|"(?:\\.|[^"\\])*"|'\\?.'|==|!=|<=|>=|<<|>>|&&|\|\||->|<>""")


def _peeked(text: str, span: Span, context: _Context) -> None:
    """A comment read during the look-ahead: only a marker matters (to llvm-mca's region scanner)."""
    if "LLVM-MCA-" in text:
        context.result.peeked_comments.append(Comment(text, span, len(context.result.statements),
                                                      context.comments_read(), "#"))


def _at_statement_start(line: str, statement_start: int, where: int, run: _StringRun | None) -> bool:
    """Whether only blanks and labels precede `where` in its statement: there a statement comment
    token (AArch64 `#`, as llvm-mc's lexer reads it) starts a comment to the end of the line."""
    if run is not None:
        return False
    pos = statement_start
    while True:
        match = _LABEL.match(line, pos, where)
        if match is None:
            break
        pos = match.end()
    return not line[pos:where].strip()


def _string_end(line: str, pos: int) -> int:
    """Index of the closing quote of a string starting before `pos`, or -1."""
    length = len(line)
    while pos < length:
        char = line[pos]
        if char == "\\":
            pos += 2
            continue
        if char == '"':
            return pos
        pos += 1
    return -1


def _char_literal_end(line: str, pos: int) -> int:
    """End (exclusive) of a `'c'` or `'\\c'` literal at `pos`, or -1 when it is not one."""
    if line.startswith("\\", pos + 1):
        return pos + 4 if line.startswith("'", pos + 3) else -1
    return pos + 3 if line.startswith("'", pos + 2) and pos + 1 < len(line) else -1


def _emit_statement(
    line: str, masked: list[str] | None, start: int, end: int, line_no: int, context: _Context, run: _StringRun | None
) -> None:
    """Parse line[start:end] as one statement unless blank; `masked` is the line with /* */ blanked.

    With `run`, the statement began lines above and line[:end] is its last part."""
    source = "".join(masked) if masked is not None else line
    if run is not None:
        joined = "\n".join([*run.parts, source[:end]])
        diagnostics = context.diagnostics
        first = len(diagnostics)
        _parse_statement(joined, run.start, len(joined), run.line, context, run)
        # Diagnostics about the whole statement stop at the end of its first line, like its spans.
        width = len(run.parts[0])
        for k in range(first, len(diagnostics)):
            d = diagnostics[k]
            if d.span.line == run.line and d.span.end > width:
                span = Span(d.span.line, min(d.span.start, width), width)
                diagnostics[k] = dataclasses.replace(d, span=span)
        for entry in context.nest:  # so does a body it opened, reported later if never closed
            if isinstance(entry, macros.Body) and entry.line == run.line and entry.end > width:
                entry.start, entry.end = min(entry.start, width), width
        return
    segment = source[start:end]
    if segment and not segment.isspace():
        _parse_statement(source, start, end, line_no, context)


def _parse_statement(
    line: str, start: int, end: int, line_no: int, context: _Context, run: _StringRun | None = None
) -> None:
    """Labels, then a directive, an assignment or an instruction, within line[start:end].

    With `run` the statement runs over several lines (a string literal holding line breaks): `line`
    is then the joined text, and spans stop at the end of its first line."""
    if context.nest and _collected_or_skipped(line, start, end, line_no, context):
        return
    statements = context.result.statements
    pos = start
    while True:
        match = _LABEL.match(line, pos, end)
        if match is None:
            break
        name = match.group(1)
        # A quoted name may hold line breaks (llvm-mc takes it): its span stops at its first line's end.
        name_end = match.end(1) if run is None else min(match.end(1), len(run.parts[0]))
        statements.append(Label(name, Span(line_no, match.start(1), name_end)))
        pos = match.end()
    while pos < end and line[pos] in " \t\r\f\v\n":
        pos += 1
    while end > pos and line[end - 1] in " \t\r\f\v\n":
        end -= 1
    if pos >= end:
        return
    if context.macros:
        # llvm-mc looks a statement's first word up among the macros before directives and mnemonics.
        word = _MACRO_NAME.match(line, pos, end)
        if word is not None and word.group(0) in context.macros:
            _invoke(context.macros[word.group(0)], line, pos, word.end(), end, line_no, context)
            return
    if line[pos] == ".":
        word = _DIRECTIVE_NAME.match(line, pos, end)
        if word is not None and _ASSIGNMENT.match(line, pos, end) is None:
            _parse_directive(line, pos, word.end(), end, line_no, context, run)
            return
    if run is not None:
        # llvm-mc would take a multi-line string as a symbol name here; spans cannot follow it.
        context.error(BAD_OPERAND, "a string spanning lines is only supported in directives",
                      line_no, pos, len(run.parts[0]))
        return
    assignment = _ASSIGNMENT.match(line, pos, end)
    if assignment is not None:  # before directives: `.x = 5` assigns a symbol named `.x`
        value_start = assignment.end()
        value, ok = expression_value(line[value_start:end], value_start, line_no, context)
        if ok:
            statements.append(Directive("=", line[pos:end], Span(line_no, pos, end)))
            _define_symbol(assignment.group(1), value, context)
        return
    context.asm.parse_instruction(line, pos, end, line_no, context)


def _parse_directive(
    line: str, pos: int, name_end: int, end: int, line_no: int, context: _Context, run: _StringRun | None = None
) -> None:
    name = line[pos:name_end]
    args = line[name_end:end].strip()
    span_end = end if run is None else len(run.parts[0])
    context.result.statements.append(Directive(name, args, Span(line_no, pos, span_end)))
    lowered = name.lower()
    if lowered in macros.BODY_DIRECTIVES:
        if context.active is not False:
            _body_directive(lowered, args, line, name_end, end, line_no, pos, context)
        return
    if lowered in NESTING_DIRECTIVES:
        _track_nesting(lowered, args, line_no, pos, span_end, context)
        return
    active = context.active
    if active is False:
        return  # in a false `.if` branch llvm-mc skips everything but the conditionals
    if active is True:
        # (None: a macro body or a symbolic `.if`, where llvm-mc has not decided yet; no errors there.)
        problem = context.directives.directive_problem(name)
        if problem is not None:
            _report_directive(name, problem, line_no, pos, name_end, context)
            return
        if run is not None and lowered in _ESCAPED_STRING_DIRECTIVES:
            for break_line, column in run.breaks:
                context.diagnostics.append(Diagnostic(
                    Span(break_line, column, column), Severity.WARNING, UNTERMINATED,
                    "unterminated string; newline inserted",
                ))
    if run is not None:
        return
    if lowered in _SYMBOL_DEFINITIONS:
        definition = _SYMBOL_DEFINITION.match(args)
        if definition is not None:
            value, error = evaluate(definition.group(2), context.symbols)
            _define_symbol(definition.group(1), value if error is None else None, context)
        return
    if context.directives.dialect_directive(name, args, line_no, pos, end, context):
        return
    if active is True and lowered in context.directives.data_directives:
        _check_data_values(line, name_end, end, line_no, context)


def _report_directive(name: str, problem: str, line_no: int, start: int, end: int, context: _Context) -> None:
    """MCL109 at the directive's name: unknown to llvm-mc 19 (with the closest known names), or rejected."""
    if problem == "unsupported":
        message = f"{name} is not supported by llvm-mc on {context.directives.platform}"
    else:
        lowered = name.lower()
        if lowered != name and lowered in context.directives.directives_exact:
            close = [lowered]
        else:
            import difflib  # only for a diagnostic (start-up, issue 17)

            close = difflib.get_close_matches(lowered, context.directives.known_directives, n=3, cutoff=0.75)
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        message = f"unknown directive{hint}"
    context.error(UNKNOWN_DIRECTIVE, message, line_no, start, end)


_SYMBOL_DEFINITIONS = frozenset({".set", ".equ", ".equiv", ".eqv"})
_SYMBOL_DEFINITION = lazy_compile(r"([A-Za-z_.$][\w.$@]*)[ \t]*,[ \t]*(.+)$", re.S)


def _define_symbol(name: str, value: int | None, context: _Context) -> None:
    """Remember an absolute symbol (or forget one redefined as an address or other relocatable)."""
    context.epoch += 1
    if value is None:
        context.symbols.pop(name, None)
    else:
        context.symbols[name] = value


def _collected_or_skipped(line: str, start: int, end: int, line_no: int, context: _Context) -> bool:
    """Whether the statement in line[start:end] is taken by an open body or skipped in a false `.if`."""
    top = context.nest[-1]
    pos = start
    while pos < end and line[pos] in " \t":
        pos += 1
    stop = end
    while stop > pos and line[stop - 1] in " \t\r":
        stop -= 1
    word = _DIRECTIVE_NAME.match(line, pos, stop) if pos < stop and line[pos] == "." else None
    lowered = word.group(0).lower() if word is not None else ""
    if isinstance(top, macros.Body):
        if top.kind == ".macro":
            top.depth += (lowered == ".macro") - (lowered in macros.MACRO_ENDS)
        else:
            top.depth += (lowered in macros.REPETITIONS) - (lowered == ".endr")
        if top.depth > 0:
            if pos < stop:
                top.lines.append((line_no, pos, line[pos:stop]))
            return True
        assert word is not None
        context.result.statements.append(Directive(word.group(0), line[word.end():stop].strip(),
                                                   Span(line_no, pos, stop)))
        # A comment on the end directive's line follows the body, which llvm-mc instantiates without it.
        while top.comments and top.comments[-1].serial == context.line_serial:
            top.comments.pop()
        context.set_nest(context.nest[:-1])
        _finish_body(top, context)
        return True
    if context.active is not False:
        return False
    # In a false `.if` branch llvm-mc reads nothing but the conditionals that open and close branches.
    if word is not None and lowered in NESTING_DIRECTIVES and lowered not in macros.BODY_DIRECTIVES:
        _parse_directive(line, pos, word.end(), stop, line_no, context)
    return True


def _body_directive(
    lowered: str, args: str, line: str, name_end: int, end: int, line_no: int, start: int, context: _Context
) -> None:
    """`.macro`, `.rept`/`.rep`, `.irp`, `.irpc` open a body; `.endr`, `.endm`, `.exitm`, `.purgem`."""
    args_column = name_end
    while args_column < end and line[args_column] in " \t":
        args_column += 1
    if lowered == ".macro":
        definition = macros.parse_parameters(args)
        if isinstance(definition, str):
            context.error(BAD_STATEMENT, definition, line_no, args_column, end)
            definition = None
        elif definition[0] in context.macros:
            context.error(BAD_STATEMENT, f"macro '{definition[0]}' is already defined", line_no, start, end)
            definition = None
        body = macros.Body(lowered, line_no, start, end, args)
        body.definition = definition
        context.set_nest((*context.nest, body))
    elif lowered in (".rept", ".rep"):
        count, error = evaluate(args, context.symbols) if args else (None, "expected absolute expression")
        if error is None and count is None:
            error = "unexpected token in '.rept' directive"
        elif count is not None and count < 0:
            error = "Count is negative"
        if error is not None:
            context.error(BAD_NUMBER, error, line_no, args_column, args_column)
            return  # llvm-mc then reads the body lines as ordinary statements
        body = macros.Body(".rept", line_no, start, end, args)
        body.count = count
        context.set_nest((*context.nest, body))
    elif lowered in (".irp", ".irpc"):
        header = re.match(r"([A-Za-z_.$][\w.$]*)[ \t]*,?", args)
        if header is None:
            context.error(BAD_STATEMENT, f"expected identifier in '{lowered}' directive", line_no, args_column, end)
            return
        body = macros.Body(lowered, line_no, start, end, args)
        values = macros.split_arguments(args[header.end():], args_column + header.end())
        if lowered == ".irpc":
            text = "".join(value for _, value in values)
            values = [(args_column, char) for char in text]
        body.parameter = header.group(1)
        body.values = [value for _, value in values] or [""]
        context.set_nest((*context.nest, body))
    elif lowered == ".endr":
        context.error(BAD_STATEMENT, "unmatched '.endr' directive", line_no, name_end, name_end)
    elif lowered in macros.MACRO_ENDS:
        context.error(BAD_STATEMENT, f"unexpected '{lowered}' in file, no current macro definition",
                      line_no, name_end, name_end)
    elif lowered == ".exitm":
        if context.expansion_depth:
            context.exit_macro = True
        else:
            context.error(BAD_STATEMENT, "unexpected '.exitm' in file, no current macro definition",
                          line_no, name_end, name_end)
    elif lowered == ".purgem":
        name = args.strip()
        context.epoch += 1
        if context.macros.pop(name, None) is None:
            context.error(BAD_STATEMENT, f"macro '{name}' is not defined", line_no, start, end)


def _finish_body(body: macros.Body, context: _Context) -> None:
    origin = Span(body.line, body.start, body.end)
    if body.kind == ".macro":
        if body.definition is not None:
            name, parameters = body.definition
            context.macros[name] = macros.Macro(name, parameters, tuple(body.lines), tuple(body.comments))
            context.epoch += 1
        return
    trailing, context.trailing = context.trailing, None
    if not body.lines and not body.comments:
        _reread_trailing(trailing, context)  # llvm-mc instantiates the empty body all the same
        return  # nothing to repeat (and `.rept 1000000000` of nothing must not spin)
    if body.kind == ".rept":
        for _ in range(body.count):
            if not _feed(body.lines, {}, origin, None, context, None, body.comments):
                break
    else:
        for value in body.values:
            if not _feed(body.lines, {body.parameter: value}, origin, None, context, None, body.comments):
                break
    _reread_trailing(trailing, context)


def _reread_trailing(trailing: tuple[str, Span, str] | None, context: _Context) -> None:
    """An expansion ends by jumping back to the token after the statement that started it: a line
    comment there is read a second time (llvm-mca sees `.endr # LLVM-MCA-END` twice)."""
    if trailing is not None:
        context.comment(*trailing)


def _invoke(macro: macros.Macro, line: str, start: int, name_end: int, end: int, line_no: int,
            context: _Context) -> None:
    """Expand a macro invocation in place: its statements all sit at the invocation's span."""
    stop = end
    while stop > start and line[stop - 1] in " \t\r":
        stop -= 1
    bound = macros.bind_arguments(macro, macros.split_arguments(line[name_end:stop], name_end))
    if isinstance(bound, tuple):
        column, message = bound
        context.error(BAD_OPERAND, message, line_no, column, max(column, stop))
        return
    invocation = Span(line_no, start, stop)
    counter = context.counter
    context.counter += 1
    trailing, context.trailing = context.trailing, None
    _feed(macro.body, bound, invocation, invocation, context, counter, macro.comments)
    context.exit_macro = False
    _reread_trailing(trailing, context)


def _feed(
    lines: tuple[tuple[int, int, str], ...] | list[tuple[int, int, str]],
    values: dict[str, str],
    origin: Span,
    at: Span | None,
    context: _Context,
    counter: int | None = None,
    comments: Sequence[macros.BodyComment] = (),
) -> bool:
    """Read one instantiation of a body: each statement with its parameters substituted, where it
    stood in the body (`at` None) or at a macro's invocation. False when expansion must stop.

    The body's comments are read again too, before the line they preceded (llvm-mc lexes the
    instantiation's buffer, and llvm-mca's marker scanner sees every comment in it)."""
    if context.expansion_depth >= macros.MAX_DEPTH:
        if not context.depth_reported:  # a recursive macro hits the limit on every branch: say it once
            context.depth_reported = True
            context.error(BAD_STATEMENT, f"macros cannot be nested more than {macros.MAX_DEPTH} levels deep",
                          origin.line, origin.start, origin.end)
        return False
    statements = context.result.statements
    diagnostics = context.diagnostics
    nest_depth = len(context.nest)
    # Only the outermost instantiation places what it makes: inner ones read text that is not in the
    # file (a macro body, substituted lines), so their positions are replaced anyway.
    outermost = context.expansion_depth == 0
    context.expansion_depth += 1
    context.expansions += 1
    instance = context.counter if counter is None else counter
    next_comment = 0
    try:
        for index, (line_no, column, text) in enumerate(lines):
            context.line_serial += 1
            while next_comment < len(comments) and comments[next_comment].before <= index:
                _expanded_comment(comments[next_comment], values, instance, at, context)
                next_comment += 1
            if context.expanded >= macros.MAX_EXPANDED_STATEMENTS:
                if context.expanded == macros.MAX_EXPANDED_STATEMENTS:  # said once, where it happened
                    context.error(BAD_STATEMENT, f"{EXPANSION_LIMIT_MESSAGE} {macros.MAX_EXPANDED_STATEMENTS:,} "
                                  "statements (mcalens' limit; llvm-mc has none)", origin.line, origin.start,
                                  origin.end)
                    context.expanded += 1
                return False
            context.expanded += 1
            substituted = macros.substitute(text, values, instance)
            context.expanded_chars += len(substituted)
            if context.expanded_chars > macros.MAX_EXPANDED_CHARS:
                # A macro whose argument doubles per level makes lines of 2^20 characters.
                context.error(BAD_STATEMENT, f"{EXPANSION_LIMIT_MESSAGE} {macros.MAX_EXPANDED_CHARS:,} "
                              "characters (mcalens' limit; llvm-mc has none)", origin.line, origin.start, origin.end)
                context.expanded = macros.MAX_EXPANDED_STATEMENTS + 1  # stop every enclosing expansion
                return False
            n_statements, n_diagnostics = len(statements), len(diagnostics)
            expansions = context.expansions
            if at is None:
                padded = " " * column + substituted
                # PERF: a `.rept` body repeats the same lines, which the fast path has recipes for.
                if (context.special.search(padded) is not None or not context.plain(padded)
                        or not context.asm.fast_line(padded, line_no, context.syntax, statements)):
                    _parse_statement(padded, column, len(padded), line_no, context)
                exact = substituted == text and context.expansions == expansions
                span = None if exact else Span(line_no, column, column + len(text))
            else:
                padded = " " * at.start + substituted
                _parse_statement(padded, at.start, len(padded), at.line, context)
                span = at
            if outermost:
                _mark_expanded(statements, n_statements, diagnostics, n_diagnostics, origin, span)
            if context.exit_macro:
                # llvm-mc has read one token past `.exitm`: a comment starting the next line.
                while (next_comment < len(comments) and comments[next_comment].before == index + 1
                       and comments[next_comment].line == line_no + 1):
                    _expanded_comment(comments[next_comment], values, instance, at, context)
                    next_comment += 1
                break
        else:
            for comment in comments[next_comment:]:  # after the last statement, before the end directive
                _expanded_comment(comment, values, instance, at, context)
    finally:
        context.expansion_depth -= 1
    while len(context.nest) > nest_depth:
        # A body opened inside this instantiation never ended in it: llvm-mc stops there too.
        open_body = context.nest[-1]
        context.set_nest(context.nest[:-1])
        if isinstance(open_body, macros.Body):
            where = at or Span(open_body.line, open_body.start, open_body.end)
            context.error(BAD_STATEMENT, f"no matching '{open_body.closer}' in definition",
                          where.line, where.start, where.end)
        else:
            context.if_left_open = True  # llvm-mc keeps it open past the expansion: an error at the end
    return True


def _expanded_comment(
    comment: macros.BodyComment, values: dict[str, str], counter: int, at: Span | None, context: _Context
) -> None:
    """A body's comment as an instantiation reads it: parameters substituted like the statements."""
    context.comment(macros.substitute(comment.text, values, counter), at or Span(comment.line, comment.column, comment.end),
                    comment.opener)


def _mark_expanded(
    statements: list[Statement], first: int, diagnostics: list[Diagnostic], first_diagnostic: int,
    origin: Span, span: Span | None,
) -> None:
    """Tag the statements read from an expansion with where they came from; with `span`, also move
    them (and their diagnostics) there, because substituted text has columns of its own."""
    for index in range(first, len(statements)):
        statement = statements[index]
        if isinstance(statement, Instruction):
            if span is None:
                operands, where, mnemonic_where = statement.operands, statement.span, statement.mnemonic_span
            else:
                operands = tuple(_respan(operand, span) for operand in statement.operands)
                where = mnemonic_where = span
            statements[index] = _tagged(statement, operands, where, mnemonic_where, origin)
        elif span is not None:
            statements[index] = _respan(statement, span)
    if span is not None:
        for index in range(first_diagnostic, len(diagnostics)):
            diagnostics[index] = dataclasses.replace(diagnostics[index], span=span, related=())


# PERF: a `.rept 10000` tags every instruction it makes; dataclasses.replace costs 16 us per call.
# Per instruction type (a target may add fields: x86's X86Instruction): its positional constructor
# and the fields copied unchanged.
_TAGGED: dict[type, tuple[Any, tuple[str, ...]]] = {}
_RETAGGED_FIELDS = ("mnemonic", "operands", "syntax", "span", "mnemonic_span", "text", "expanded_from")


def _tagged(statement: Instruction, operands: tuple[Any, ...], where: Span, mnemonic_where: Span,
            origin: Span) -> Instruction:
    """`statement` with new operands and spans, marked as expanded from `origin`."""
    known = _TAGGED.get(type(statement))
    if known is None:
        names = tuple(f.name for f in dataclasses.fields(statement))
        # the base record's fields lead, in order: the constructor takes them first
        assert names[: len(_RETAGGED_FIELDS)] == _RETAGGED_FIELDS, names
        known = _TAGGED[type(statement)] = (parse_fast._positional_constructor(type(statement)),
                                            names[len(_RETAGGED_FIELDS):])
    make, rest = known
    return make(statement.mnemonic, operands, statement.syntax, where, mnemonic_where, statement.text, origin,
                *[getattr(statement, name) for name in rest])


_RESPAN: dict[type, tuple[Any, tuple[str, ...]]] = {}


def _respan(value: Any, span: Span) -> Any:
    """`value` (a frozen statement or operand dataclass) with every `span` field set to `span`."""
    known = _RESPAN.get(type(value))
    if known is None:
        names = tuple(f.name for f in dataclasses.fields(value))
        known = _RESPAN[type(value)] = (parse_fast._positional_constructor(type(value)), names)
    make, names = known
    return make(*[span if name == "span" else getattr(value, name) for name in names])


def check_open_bodies(context: _Context) -> None:
    """At the end of the file: a body still open never ended, which llvm-mc reports at its directive;
    an `.if` still open (`.ifdef` without `.endif`), which it reports once where the file ends."""
    for entry in context.nest:
        if isinstance(entry, macros.Body):
            context.error(BAD_STATEMENT, f"no matching '{entry.closer}' in definition",
                          entry.line, entry.start, entry.end)
    if context.if_left_open or any(isinstance(entry, _If) for entry in context.nest):
        lines = context.lines or [""]
        last = len(lines) - 1
        context.error(BAD_STATEMENT, "unmatched .ifs or .elses", last, len(lines[last]), len(lines[last]))


def _track_nesting(lowered: str, args: str, line_no: int, start: int, end: int, context: _Context) -> None:
    """Follow `.if`/`.else`/`.endif` as llvm-mc does, to know which lines it assembles."""
    nest = context.nest
    top = nest[-1] if nest else None
    active = context.active
    if lowered in _CONDITIONS:
        if active is True:
            value = _condition(lowered, args, context.symbols)
            context.set_nest((*nest, _If(True, value, value)))
        else:
            # Inside a skipped branch every branch of the nested `.if` is skipped too.
            context.set_nest((*nest, _If(active, True if active is False else None, active)))
    elif lowered in (".else", ".elseif", ".endif"):
        if not isinstance(top, _If):
            message = {
                ".else": "Encountered a .else that doesn't follow an .if or an .elseif",
                ".elseif": "Encountered a .elseif that doesn't follow an .if or an .elseif",
                ".endif": "Encountered a .endif that doesn't follow an .if or .else",
            }[lowered]
            context.error(BAD_STATEMENT, message, line_no, start, end)
            return
        if lowered == ".endif":
            context.set_nest(nest[:-1])
            return
        outer, met = top.outer, top.met
        if outer is not True or met is None:
            branch = _If(outer, met, False if outer is False else None)
        elif met:
            branch = _If(outer, True, False)
        elif lowered == ".else":
            branch = _If(outer, True, True)
        else:
            value = _condition(".if", args, context.symbols)
            branch = _If(outer, value, value)
        context.set_nest((*nest[:-1], branch))


def _condition(lowered: str, args: str, symbols: dict[str, int]) -> bool | None:
    """Whether llvm-mc takes the branch of `.if<kind> args`; None when it depends on symbols."""
    if lowered == ".ifb":
        return not args
    if lowered == ".ifnb":
        return bool(args)
    test = _VALUE_TESTS.get(lowered)
    if test is None:
        return None  # .ifdef, .ifc, .ifeqs, ...: symbol and string tests are not evaluated
    value, error = evaluate(args, symbols)
    if error is not None or value is None:
        return None  # llvm-mc wants an absolute expression; a symbol defined later may still be one
    return test(value)


def _check_data_values(line: str, start: int, end: int, line_no: int, context: _Context) -> None:
    """Each comma-separated value of `.byte 1, 2` must be an expression; report the first bad one."""
    if not line[start:end].strip():
        return  # `.byte` alone emits nothing
    ranges = split_operands(line, start, end, line_no, context)
    for value_start, value_end in ranges or ():
        text = line[value_start:value_end]
        stripped = text.strip()
        column = value_start + len(text) - len(text.lstrip())
        if not stripped:
            context.error(BAD_NUMBER, "expected a value", line_no, value_start, value_end)
            return
        if expression_value(stripped, column, line_no, context)[1] is False:
            return


def expression_value(
    text: str, column: int, line_no: int, context: _Context
) -> tuple[int | None, bool]:
    """(value, ok) of an expression; a bad one is diagnosed here (where llvm-mc points, when known)."""
    value, error, offset = evaluate_at(text, context.symbols)
    if error is not None:
        if offset is None:
            context.error(BAD_NUMBER, error, line_no, column, column + len(text))
        else:
            context.error(BAD_NUMBER, error, line_no, column + offset, column + offset)
        return None, False
    return value, True


def split_operands(line: str, start: int, end: int, line_no: int, context: _Context) -> list[tuple[int, int]] | None:
    """Column ranges of the comma-separated operands in line[start:end], or None (diagnosed)."""
    pieces: list[tuple[int, int]] = []
    text = line[start:end]
    # PERF: without brackets or quotes a plain split is enough (most AT&T register/immediate lists).
    if not any(char in text for char in "()[]{}'"):
        offset = start
        for piece in text.split(","):
            pieces.append((offset, offset + len(piece)))
            offset += len(piece) + 1
        return pieces
    depth: list[tuple[str, int]] = []
    piece_start = start
    closing_for = {")": "(", "]": "[", "}": "{"}
    for match in _STRUCTURE.finditer(line, start, end):
        token = match.group()
        if len(token) > 1:
            continue
        if token in "([{":
            depth.append((token, match.start()))
        elif token in ")]}":
            if not depth or depth[-1][0] != closing_for[token]:
                context.error(UNBALANCED, f"unexpected '{token}'", line_no, match.start(), match.start() + 1)
                return None
            depth.pop()
        elif not depth:
            pieces.append((piece_start, match.start()))
            piece_start = match.end()
    if depth:
        opener, where = depth[-1]
        context.error(UNBALANCED, f"unbalanced '{opener}'", line_no, where, end)
        return None
    pieces.append((piece_start, end))
    return pieces
