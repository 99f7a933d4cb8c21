"""Assembly text -> ParsedFile: GNU-as style x86-64 in AT&T or Intel syntax, with spans and diagnostics.

One pass over the lines. Each line is split into code and comments (`#`, `//`, `/* */` which may
span lines), the code into statements at `;` (llvm-mc treats `;` as a statement separator in both
syntaxes), and each statement into labels, then a directive or an instruction; plain compiler lines
take the memoised fast path in parse_fast.py first. The parser checks syntax only; whether a
mnemonic exists is the resolver's business. It never raises: a malformed statement becomes an
MCL1xx diagnostic at its position and parsing continues.

Conventions that the resolver relies on:
* A prefix written alone (`lock` on its own line, `rep; movsb`) is an Instruction of its own with
  that mnemonic and no operands, as llvm-mc emits a separate LOCK_PREFIX/REP_PREFIX instruction.
  Before a mnemonic, lock/rep*/notrack go to Instruction.prefixes (llvm-mc sets flags), while
  data16, addr32, rex64, xacquire, xrelease and segment words are split off as instructions of
  their own, because llvm-mc emits DATA16_PREFIX, FS_PREFIX, ... before the instruction.
* `$expr` (AT&T) is an ImmediateOperand, value None when the expression names a symbol; Intel
  `OFFSET [FLAT:]x` is a SymbolOperand with is_offset.
* A bare expression operand (no `$`, no register, no brackets) is a SymbolOperand for branches and
  calls, and a MemoryOperand (absolute address) for every other mnemonic, as llvm-mc reads it.
* `*` before an AT&T branch operand (`jmp *%rax`) is dropped; the operand kind says the rest.

Known differences from llvm-mc, chosen for the editor: a `/* */` comment spanning lines ends the
statement before it (llvm-mc reads it as whitespace, so `nop /*\n*/ nop` is one bad statement there);
an unterminated `"` is reported on its line (llvm-mc's string runs on to the next `"`, lines later);
and a few nonsense forms llvm-mc happens to accept (`foo%rbx` as modulo, `sym?` names) are errors.
"""

from __future__ import annotations

import gc
import re

from . import parse_fast
from .diagnostics import Diagnostic, Severity
from .exprs import evaluate
from .source import Span
from .syntax import (
    Comment,
    Directive,
    ImmediateOperand,
    Instruction,
    Label,
    MemoryOperand,
    Operand,
    ParsedFile,
    RegisterOperand,
    SymbolOperand,
)
from .x86_names import ATT, BRANCH_PREFIXES, DATA_DIRECTIVES, INTEL, PREFIXES, REGISTERS, SEPARATE_PREFIXES

# Re-exported for tools and tests that reset the memos between measurements.
clear_caches = parse_fast.clear_caches

# Diagnostic codes owned by the parser.
BAD_STATEMENT = "MCL101"  # a statement that is neither label, directive nor instruction
UNBALANCED = "MCL102"  # unbalanced (), [] or {}
BAD_OPERAND = "MCL103"  # an operand that does not fit the operand grammar
BAD_NUMBER = "MCL104"  # invalid number literal or expression
UNTERMINATED = "MCL105"  # unterminated string, character literal or block comment
BAD_SYNTAX_DIRECTIVE = "MCL106"  # `.intel_syntax prefix` / `.att_syntax noprefix`
LONE_PSEUDO_PREFIX = "MCL107"  # `{vex}` with no instruction after it
UNKNOWN_PSEUDO_PREFIX = "MCL108"  # `{load}`: not one of llvm-mc 19's pseudo prefixes

# The `{...}` prefixes llvm-mc 19 accepts before a mnemonic (others: "unknown prefix").
PSEUDO_PREFIXES = frozenset({"vex", "vex2", "vex3", "evex", "disp8", "disp32", "rex", "rex2", "nf"})

_PSEUDO_PREFIX = re.compile(r"\{\s*([A-Za-z][\w]*)\s*\}\s*")
_LABEL = re.compile(r"[ \t]*([A-Za-z_.$][\w.$]*|\d+|\"[^\"]*\")[ \t]*:(?![:=])")
_WORD = re.compile(r"[ \t]*([A-Za-z_.][\w.]*)")
_ASSIGNMENT = re.compile(r"[ \t]*([A-Za-z_.$][\w.$]*)[ \t]*=(?!=)")
_SPACE_OR_END = re.compile(r"[ \t]+|$")
_STRUCTURE = re.compile(r"'(?:\\.|[^\\'])'|[()\[\]{},]")
_ROUNDING = frozenset({"rn-sae", "rd-sae", "ru-sae", "rz-sae", "sae"})
_BROADCAST = re.compile(r"1to\d+$")
_ATT_REGISTER = re.compile(r"%[ \t]*([A-Za-z][A-Za-z0-9]*)(?:[ \t]*\([ \t]*([0-7])[ \t]*\))?$")
_ATT_SEGMENT = re.compile(r"%[ \t]*([A-Za-z]s)[ \t]*:[ \t]*")
_INTEL_SIZE = re.compile(
    r"(byte|word|dword|qword|tbyte|fword|oword|mmword|xword|xmmword|ymmword|zmmword|real4|real8|real10)"
    r"[ \t]+ptr\b[ \t]*",
    re.I,
)
_INTEL_OFFSET = re.compile(r"offset[ \t]+(?:flat[ \t]*:[ \t]*)?", re.I)
_INTEL_SEGMENT = re.compile(r"%?([cdefgs]s)[ \t]*:[ \t]*", re.I)
_INTEL_ST = re.compile(r"%?st[ \t]*\([ \t]*([0-7])[ \t]*\)$", re.I)
_SCALED = re.compile(r"%?([A-Za-z]\w*)[ \t]*\*[ \t]*(\d+)$|(\d+)[ \t]*\*[ \t]*%?([A-Za-z]\w*)$")
_CODE_SPECIAL = re.compile(r"\"|'|/\*|//|#|;|\x00")

class _Context:
    """Per-file parse state: the syntax in force and the output being built."""

    __slots__ = ("diagnostics", "result", "syntax")

    def __init__(self) -> None:
        self.syntax = ATT
        self.result = ParsedFile()
        self.diagnostics = self.result.diagnostics

    def error(self, code: str, message: str, line: int, start: int, end: int) -> None:
        self.diagnostics.append(Diagnostic(Span(line, start, max(start, end)), Severity.ERROR, code, message))


def parse_text(text: str) -> ParsedFile:
    """Parse a whole assembly file; never raises (every problem is a positioned diagnostic)."""
    context = _Context()
    # PERF: the parser builds many small acyclic objects, which only trigger useless cyclic-GC
    # passes: pausing the collector takes a 2,000-line file from 11.2 to 9.8 ms CPU, 50,000 lines
    # from 282 to 179 ms.
    collecting = gc.isenabled()
    gc.disable()
    try:
        _parse_lines(text, context)
    except RecursionError:
        context.error(BAD_STATEMENT, "input nested too deeply to parse", 0, 0, 0)
    finally:
        if collecting:
            gc.enable()
    return context.result


def _parse_lines(text: str, context: _Context) -> None:
    comments = context.result.comments
    block_start: tuple[int, int] | None = None  # (line, column of the text) of an open /* comment
    block_parts: list[str] = []
    lines = text.split("\n")
    has_carriage_returns = "\r" in text
    statements = context.result.statements
    diagnostics = context.diagnostics
    cached_statement = parse_fast.statement_cache.get
    cached_line = parse_fast.line_cache.get
    special = _CODE_SPECIAL.search
    for line_no, raw_line in enumerate(lines):
        line = raw_line[:-1] if has_carriage_returns and raw_line.endswith("\r") else raw_line
        start_col = 0
        if block_start is not None:
            close = line.find("*/")
            if close < 0:
                block_parts.append(line)
                continue
            block_parts.append(line[:close])
            comments.append(
                Comment("\n".join(block_parts), Span(block_start[0], block_start[1], len(lines[block_start[0]].rstrip("\r"))))
            )
            block_start = None
            block_parts = []
            start_col = close + 2
        # PERF: most compiler lines carry none of the characters that need the careful scanner.
        if start_col == 0 and special(line) is None:
            # PERF: an unchanged line at an unchanged position is the statement already built.
            statement = cached_statement((context.syntax, line_no, line))
            if statement is not None:
                statements.append(statement)
                continue
            if line and not line.isspace() and not parse_fast.fast_simple_line(
                line, line_no, context.syntax, statements
            ):
                key = (context.syntax, line_no, line)
                known = cached_line(key)
                if known is not None:
                    statements.extend(known[0])
                    diagnostics.extend(known[1])
                    context.syntax = known[2]
                    continue
                n_statements, n_diagnostics = len(statements), len(diagnostics)
                _parse_statement(line, 0, len(line), line_no, context)
                if len(parse_fast.line_cache) >= parse_fast.CACHE_LIMIT:
                    parse_fast.line_cache.clear()
                parse_fast.line_cache[key] = (
                    tuple(statements[n_statements:]), tuple(diagnostics[n_diagnostics:]), context.syntax
                )
            continue
        pending = _split_line(line, start_col, line_no, context)
        if isinstance(pending, tuple):
            block_start = (line_no, pending[0])
            block_parts = [line[pending[0]:]]
    if block_start is not None:
        line_no, column = block_start
        end_line = lines[line_no].rstrip("\r")
        context.error(UNTERMINATED, "unterminated comment", line_no, max(0, column - 2), len(end_line))
        comments.append(Comment("\n".join(block_parts), Span(line_no, column, len(end_line))))


def _split_line(line: str, start_col: int, line_no: int, context: _Context) -> tuple[int] | None:
    """Separate comments and `;`-separated statements of one line; returns (column,) of an open `/*`."""
    comments = context.result.comments
    masked = list(line) if "/*" in line else None
    statement_start = start_col
    pos = start_col
    length = len(line)
    while pos < length:
        match = _CODE_SPECIAL.search(line, pos)
        if match is None:
            break
        token = match.group()
        where = match.start()
        if token == '"':
            close = _string_end(line, where + 1)
            if close < 0:
                # The statement holding the string is dropped; its error is the one reported.
                context.error(UNTERMINATED, "unterminated string", line_no, where, length)
                return None
            pos = close + 1
        elif token == "'":
            literal_end = _char_literal_end(line, where)
            pos = literal_end if literal_end > 0 else where + 1
        elif token == "#" or token == "//":
            text_start = where + len(token)
            comments.append(Comment(line[text_start:], Span(line_no, text_start, length)))
            _emit_statement(line, masked, statement_start, where, line_no, context)
            return None
        elif token == "/*":
            close = line.find("*/", where + 2)
            if close < 0:
                _emit_statement(line, masked, statement_start, where, line_no, context)
                return (where + 2,)
            comments.append(Comment(line[where + 2:close], Span(line_no, where + 2, close)))
            assert masked is not None
            masked[where:close + 2] = " " * (close + 2 - where)
            pos = close + 2
        elif token == ";":
            _emit_statement(line, masked, statement_start, where, line_no, context)
            statement_start = pos = where + 1
        else:  # NUL: llvm-mc stops reading at a NUL byte; we report it and skip the character.
            context.error(BAD_STATEMENT, "unexpected NUL character", line_no, where, where + 1)
            _emit_statement(line, masked, statement_start, where, line_no, context)
            statement_start = pos = where + 1
    _emit_statement(line, masked, statement_start, length, line_no, context)
    return None


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


def _emit_statement(line: str, masked: list[str] | None, start: int, end: int, line_no: int, context: _Context) -> None:
    """Parse line[start:end] as one statement unless blank; `masked` is the line with /* */ blanked."""
    source = "".join(masked) if masked is not None else line
    segment = source[start:end]
    if segment and not segment.isspace():
        _parse_statement(source, start, end, line_no, context)


def _parse_statement(line: str, start: int, end: int, line_no: int, context: _Context) -> None:
    """Labels, then a directive, an assignment or an instruction, within line[start:end]."""
    statements = context.result.statements
    pos = start
    while True:
        match = _LABEL.match(line, pos, end)
        if match is None:
            break
        name = match.group(1)
        statements.append(Label(name, Span(line_no, match.start(1), match.end(1))))
        pos = match.end()
    while pos < end and line[pos] in " \t\r\f\v":
        pos += 1
    while end > pos and line[end - 1] in " \t\r\f\v":
        end -= 1
    if pos >= end:
        return
    assignment = _ASSIGNMENT.match(line, pos, end)
    if assignment is not None:  # before directives: `.x = 5` assigns a symbol named `.x`
        value_start = assignment.end()
        _, ok = _expression(line[value_start:end], value_start, line_no, context)
        if ok:
            statements.append(Directive("=", line[pos:end], Span(line_no, pos, end)))
        return
    if line[pos] == ".":
        word = _WORD.match(line, pos, end)
        if word is not None and _SPACE_OR_END.match(line, word.end(), end) is not None:
            _parse_directive(line, pos, word.end(), end, line_no, context)
            return
    _parse_instruction(line, pos, end, line_no, context)


def _parse_directive(line: str, pos: int, name_end: int, end: int, line_no: int, context: _Context) -> None:
    name = line[pos:name_end]
    args = line[name_end:end].strip()
    span = Span(line_no, pos, end)
    context.result.statements.append(Directive(name, args, span))
    lowered = name.lower()
    if lowered == ".intel_syntax":
        if args.lower() == "prefix":
            context.error(
                BAD_SYNTAX_DIRECTIVE,
                "'.intel_syntax prefix' is not supported: registers must not have a '%' prefix in .intel_syntax",
                line_no, pos, end,
            )
        context.syntax = INTEL
    elif lowered == ".att_syntax":
        if args.lower() == "noprefix":
            context.error(
                BAD_SYNTAX_DIRECTIVE,
                "'.att_syntax noprefix' is not supported: registers must have a '%' prefix in .att_syntax",
                line_no, pos, end,
            )
        context.syntax = ATT
    elif lowered in DATA_DIRECTIVES:
        _check_data_values(line, name_end, end, line_no, context)


def _check_data_values(line: str, start: int, end: int, line_no: int, context: _Context) -> None:
    """Each comma-separated value of `.byte 1, 2` must be an expression; report the first bad one."""
    if not line[start:end].strip():
        return  # `.byte` alone emits nothing
    ranges = _split_operands(line, start, end, line_no, context)
    for value_start, value_end in ranges or ():
        text = line[value_start:value_end]
        stripped = text.strip()
        column = value_start + len(text) - len(text.lstrip())
        if not stripped:
            context.error(BAD_NUMBER, "expected a value", line_no, value_start, value_end)
            return
        if _expression(stripped, column, line_no, context)[1] is False:
            return


def _parse_instruction(line: str, pos: int, end: int, line_no: int, context: _Context) -> None:
    statement_start = pos
    prefixes: list[str] = []
    while True:
        pseudo = _PSEUDO_PREFIX.match(line, pos, end)
        if pseudo is not None:
            name = pseudo.group(1).lower()
            if name not in PSEUDO_PREFIXES:
                context.error(UNKNOWN_PSEUDO_PREFIX, f"unknown prefix '{{{pseudo.group(1)}}}'",
                              line_no, pos, pos + len(pseudo.group(0).rstrip()))
                return
            prefixes.append("{" + name + "}")
            pos = pseudo.end()
            if pos >= end:
                context.error(LONE_PSEUDO_PREFIX, "expected an instruction after the pseudo prefix",
                              line_no, statement_start, end)
                return
            continue
        word = _WORD.match(line, pos, end)
        if word is None or word.start(1) != pos:
            context.error(BAD_STATEMENT, "expected a label, a directive or an instruction mnemonic",
                          line_no, pos, end)
            return
        mnemonic = word.group(1).lower()
        after = word.end()
        rest = after
        while rest < end and line[rest] in " \t":
            rest += 1
        if mnemonic in PREFIXES and rest < end and rest > after and _WORD.match(line, rest, end) is not None:
            if mnemonic in SEPARATE_PREFIXES:
                # llvm-mc emits these as instructions of their own (DATA16_PREFIX, FS_PREFIX, ...),
                # which llvm-mca then simulates like any other instruction.
                context.result.statements.append(
                    Instruction(mnemonic, (), context.syntax, Span(line_no, statement_start, after),
                                Span(line_no, pos, after), tuple(prefixes), text=line[statement_start:after])
                )
                prefixes = []
                statement_start = pos = rest
                continue
            prefixes.append(mnemonic)
            pos = rest
            continue
        break
    if after < end and line[after] not in " \t*%$({[-+~!'\"":
        context.error(BAD_STATEMENT, f"unexpected character {line[after]!r} after the mnemonic",
                      line_no, after, end)
        return
    operands, decorations = _parse_operands(line, rest, end, line_no, mnemonic, context)
    if operands is None:
        return
    mask, zeroing, rounding = decorations
    context.result.statements.append(
        Instruction(
            mnemonic=mnemonic,
            operands=tuple(operands),
            syntax=context.syntax,
            span=Span(line_no, statement_start, end),
            mnemonic_span=Span(line_no, pos, after),
            prefixes=tuple(prefixes),
            mask=mask,
            zeroing=zeroing,
            rounding=rounding,
            text=line[statement_start:end],
        )
    )


def _split_operands(line: str, start: int, end: int, line_no: int, context: _Context) -> list[tuple[int, int]] | None:
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


def _parse_operands(
    line: str, start: int, end: int, line_no: int, mnemonic: str, context: _Context
) -> tuple[list[Operand] | None, tuple[str | None, bool, str | None]]:
    no_decorations: tuple[str | None, bool, str | None] = (None, False, None)
    if start >= end:
        return [], no_decorations
    ranges = _split_operands(line, start, end, line_no, context)
    if ranges is None:
        return None, no_decorations
    operands: list[Operand] = []
    mask: str | None = None
    zeroing = False
    rounding: str | None = None
    is_branch = mnemonic.startswith(BRANCH_PREFIXES)
    intel = context.syntax == INTEL
    for piece_start, piece_end in ranges:
        while piece_start < piece_end and line[piece_start] in " \t":
            piece_start += 1
        while piece_end > piece_start and line[piece_end - 1] in " \t":
            piece_end -= 1
        if piece_start >= piece_end:
            context.error(BAD_OPERAND, "expected an operand", line_no, piece_start, piece_start)
            return None, no_decorations
        body_end = piece_end
        broadcast: str | None = None
        # AVX-512 decorations trail the operand they apply to: {%k1}{z}, {1to16}, or stand alone ({rn-sae}).
        if line[body_end - 1] == "}":
            while body_end > piece_start and line[body_end - 1] == "}":
                # rfind keeps this linear in the operand length however many decorations are stacked.
                open_at = line.rfind("{", piece_start, body_end - 1)
                if open_at < 0 or "}" in line[open_at:body_end - 1]:
                    break
                written = line[open_at + 1:body_end - 1].strip(" \t")
                word = written.lower().lstrip("%")
                if word in _ROUNDING:
                    rounding = word
                elif word == "z":
                    zeroing = True
                elif _BROADCAST.match(word):
                    broadcast = word
                elif len(word) == 2 and word[0] == "k" and word[1].isdigit():
                    mask = word
                else:
                    context.error(BAD_OPERAND, f"unknown operand decoration '{{{written}}}'",
                                  line_no, open_at, body_end)
                    return None, no_decorations
                body_end = open_at
                while body_end > piece_start and line[body_end - 1] in " \t":
                    body_end -= 1
            if body_end == piece_start:
                continue  # a standalone rounding operand, already recorded
        parse_one = _intel_operand if intel else _att_operand
        operand = parse_one(line[piece_start:body_end], piece_start, line_no, is_branch, context)
        if operand is None:
            return None, no_decorations
        if broadcast is not None:
            if not isinstance(operand, MemoryOperand):
                context.error(BAD_OPERAND, "broadcast applies only to a memory operand", line_no, piece_start, piece_end)
                return None, no_decorations
            operand = MemoryOperand(
                Span(line_no, piece_start, piece_end), operand.segment, operand.displacement, operand.symbol,
                operand.base, operand.index, operand.scale, operand.size, broadcast,
            )
        operands.append(operand)
    return operands, (mask, zeroing, rounding)


def _expression(
    text: str, column: int, line_no: int, context: _Context
) -> tuple[int | None, bool]:
    """(value, ok) of an expression; a bad one is diagnosed here."""
    value, error = evaluate(text)
    if error is not None:
        context.error(BAD_NUMBER, error, line_no, column, column + len(text))
        return None, False
    return value, True


def _att_operand(text: str, column: int, line_no: int, is_branch: bool, context: _Context) -> Operand | None:
    span = Span(line_no, column, column + len(text))
    first = text[0]
    if first == "*":
        stripped = text[1:].lstrip()
        if not is_branch:
            context.error(BAD_OPERAND, "'*' is only valid before a jump or call target", line_no, column, column + 1)
            return None
        if not stripped:
            context.error(BAD_OPERAND, "expected an operand after '*'", line_no, column, column + 1)
            return None
        return _att_operand(stripped, column + len(text) - len(stripped), line_no, is_branch, context)
    if first == "%":
        register = _ATT_REGISTER.match(text)
        if register is not None:
            name = register.group(1).lower()
            if name not in REGISTERS:
                context.error(BAD_OPERAND, f"invalid register name '%{register.group(1)}'",
                              line_no, column, column + len(text))
                return None
            if register.group(2) is not None:
                if name != "st":
                    context.error(BAD_OPERAND, f"invalid register name '{text}'", line_no, column, column + len(text))
                    return None
                name = f"{name}({register.group(2)})"
            return RegisterOperand(name, span)
        segment = _ATT_SEGMENT.match(text)
        if segment is None:
            context.error(BAD_OPERAND, f"invalid register operand '{text}'", line_no, column, column + len(text))
            return None
        return _att_memory(text, segment.end(), segment.group(1).lower(), span, context)
    if first == "$":
        expression = text[1:]
        if not expression.strip():
            context.error(BAD_OPERAND, "expected an immediate after '$'", line_no, column, column + len(text))
            return None
        value, ok = _expression(expression, column + 1, line_no, context)
        if not ok:
            return None
        return ImmediateOperand(value, expression.strip(), span)
    if text[-1] == ")":
        return _att_memory(text, 0, None, span, context)
    value, ok = _expression(text, column, line_no, context)
    if not ok:
        return None
    if is_branch:
        return SymbolOperand(text, span)
    if value is None:
        return MemoryOperand(span, displacement=0, symbol=text)
    return MemoryOperand(span, displacement=value)


def _matching_open(text: str) -> int:
    """Index of the `(` that matches the final `)` of text (balanced by the splitter), or -1."""
    depth = 0
    for index in range(len(text) - 1, -1, -1):
        char = text[index]
        if char == ")":
            depth += 1
        elif char == "(":
            depth -= 1
            if depth == 0:
                return index
    return -1


def _att_memory(text: str, start: int, segment: str | None, span: Span, context: _Context) -> Operand | None:
    """`disp(base,index,scale)` or a bare `disp` after an optional `%seg:`; text[start:] is that part."""
    line_no = span.line
    column = span.start
    base = index = None
    scale = 1
    end = len(text)
    body = text[start:]
    if body.endswith(")"):
        open_at = _matching_open(body)
        inner = body[open_at + 1:-1].strip() if open_at >= 0 else ""
        if open_at >= 0 and (not inner or inner[0] in "%,"):
            end = start + open_at
            parts = [part.strip() for part in body[open_at + 1:-1].split(",")]
            if len(parts) > 3:
                context.error(BAD_OPERAND, "too many components in memory operand", line_no, span.start, span.end)
                return None
            registers = []
            for part in parts[:2]:
                if not part:
                    registers.append(None)
                    continue
                register = _ATT_REGISTER.match(part)
                if register is None or register.group(2) is not None or register.group(1).lower() not in REGISTERS:
                    context.error(BAD_OPERAND, f"expected a register in memory operand, found '{part}'",
                                  line_no, span.start, span.end)
                    return None
                registers.append(register.group(1).lower())
            base = registers[0]
            index = registers[1] if len(registers) > 1 else None
            if len(parts) == 3:
                scale_value, error = evaluate(parts[2]) if parts[2] else (None, "expected a scale")
                if error is not None or scale_value not in (1, 2, 4, 8):
                    context.error(BAD_OPERAND, "scale factor in address must be 1, 2, 4 or 8",
                                  line_no, span.start, span.end)
                    return None
                scale = scale_value
                if index is None:
                    context.error(BAD_OPERAND, "scale factor without an index register", line_no, span.start, span.end)
                    return None
        elif segment is None and open_at >= 0:
            pass  # a parenthesised expression such as `(1<<4)`: an absolute address
    displacement_text = text[start:end].strip()
    displacement: int | None = 0
    symbol: str | None = None
    if displacement_text:
        value, ok = _expression(displacement_text, column + start, line_no, context)
        if not ok:
            return None
        if value is None:
            symbol = displacement_text
        else:
            displacement = value
    elif base is None and index is None:
        context.error(BAD_OPERAND, "expected a memory address", line_no, span.start, span.end)
        return None
    return MemoryOperand(span, segment=segment, displacement=displacement, symbol=symbol, base=base,
                         index=index, scale=scale)


def _intel_register(text: str) -> str | None:
    lowered = text.lower()
    if lowered.startswith("%"):
        lowered = lowered[1:]
    if lowered in REGISTERS:
        return lowered
    st = _INTEL_ST.match(lowered)
    if st is not None:
        return f"st({st.group(1)})"
    return None


def _intel_operand(text: str, column: int, line_no: int, is_branch: bool, context: _Context) -> Operand | None:
    span = Span(line_no, column, column + len(text))
    register = _intel_register(text)
    if register is not None:
        return RegisterOperand(register, span)
    pos = 0
    size: str | None = None
    sized = _INTEL_SIZE.match(text)
    if sized is not None:
        size = sized.group(1).lower()
        pos = sized.end()
    offset = _INTEL_OFFSET.match(text, pos)
    if offset is not None and size is None:
        rest = text[offset.end():]
        _, ok = _expression(rest, column + offset.end(), line_no, context)
        return SymbolOperand(rest.strip(), span, is_offset=True) if ok else None
    segment: str | None = None
    seg = _INTEL_SEGMENT.match(text, pos)
    if seg is not None:
        segment = seg.group(1).lower()
        pos = seg.end()
    bracket = text.find("[", pos)
    if bracket >= 0:
        return _intel_memory(text, pos, bracket, segment, size, span, context)
    rest = text[pos:]
    if not rest.strip():
        context.error(BAD_OPERAND, "expected an operand", line_no, column, column + len(text))
        return None
    value, ok = _expression(rest, column + pos, line_no, context)
    if not ok:
        return None
    if segment is None and size is None:
        if is_branch:
            return SymbolOperand(rest.strip(), span)
        if value is not None:
            return ImmediateOperand(value, rest.strip(), span)
    if value is None:
        return MemoryOperand(span, segment=segment, displacement=0, symbol=rest.strip(), size=size)
    return MemoryOperand(span, segment=segment, displacement=value, size=size)


def _intel_memory(
    text: str, pos: int, bracket: int, segment: str | None, size: str | None, span: Span, context: _Context
) -> Operand | None:
    """`[seg:] [disp] '[' base + index*scale + disp ']' [disp]` with the size already taken off."""
    line_no = span.line
    close = text.rfind("]")
    if close < bracket:
        context.error(UNBALANCED, "unbalanced '['", line_no, span.start + bracket, span.end)
        return None
    outside = (text[pos:bracket] + " " + text[close + 1:]).strip()
    inner = text[bracket + 1:close].replace("[", "+").replace("]", " ")
    inner_segment = _INTEL_SEGMENT.match(inner.lstrip())
    if inner_segment is not None:
        segment = inner_segment.group(1).lower()
        inner = inner.lstrip()[inner_segment.end():]
    base = index = None
    scale = 1
    displacement_terms: list[str] = []
    if outside:
        displacement_terms.append(outside if outside[0] in "+-" else "+" + outside)
    position = 0
    # Split at + and - outside parentheses: registers and scaled registers are separated out,
    # everything else is displacement arithmetic kept as text for the evaluator.
    terms: list[tuple[str, str]] = []
    depth = 0
    current_sign = "+"
    current_start = 0
    for position, char in enumerate(inner):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char in "+-" and depth == 0:
            piece = inner[current_start:position].strip()
            if piece:
                terms.append((current_sign, piece))
                current_sign = char
            elif char == "-":
                current_sign = "-" if current_sign == "+" else "+"
            current_start = position + 1
    tail = inner[current_start:].strip()
    if tail:
        terms.append((current_sign, tail))
    for sign, term in terms:
        register = _intel_register(term)
        if register is not None:
            if sign == "-":
                context.error(BAD_OPERAND, "a register cannot be subtracted in a memory operand",
                              line_no, span.start, span.end)
                return None
            if base is None:
                base = register
            elif index is None:
                index = register
            else:
                context.error(BAD_OPERAND, "too many registers in memory operand", line_no, span.start, span.end)
                return None
            continue
        scaled = _SCALED.match(term)
        if scaled is not None:
            name = scaled.group(1) or scaled.group(4)
            factor = scaled.group(2) or scaled.group(3)
            register = _intel_register(name)
            if register is not None:
                if index is not None or sign == "-":
                    context.error(BAD_OPERAND, "invalid index register in memory operand",
                                  line_no, span.start, span.end)
                    return None
                if factor not in ("1", "2", "4", "8"):
                    context.error(BAD_OPERAND, "scale factor in address must be 1, 2, 4 or 8",
                                  line_no, span.start, span.end)
                    return None
                index = register
                scale = int(factor)
                continue
        displacement_terms.append(sign + term)
    displacement: int | None = 0
    symbol: str | None = None
    if displacement_terms:
        expression = "".join(displacement_terms).lstrip("+")
        value, error = evaluate(expression)
        if error is not None:
            context.error(BAD_NUMBER, error, line_no, span.start, span.end)
            return None
        if value is None:
            symbol = expression
        else:
            displacement = value
    elif base is None and index is None:
        context.error(BAD_OPERAND, "expected a memory address", line_no, span.start, span.end)
        return None
    return MemoryOperand(span, segment=segment, displacement=displacement, symbol=symbol, base=base,
                         index=index, scale=scale, size=size)
