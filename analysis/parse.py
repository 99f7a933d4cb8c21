"""Assembly text -> ParsedFile: GNU-as style x86-64 in AT&T or Intel syntax, with spans and diagnostics.

One pass over the lines. Each line is split into code and comments (`#`, `//`, `/* */` which may
span lines), the code into statements at `;` (llvm-mc treats `;` as a statement separator in both
syntaxes), and each statement into labels, then a directive or an instruction. The parser checks
syntax only; whether a mnemonic exists is the resolver's business. It never raises: a malformed
statement becomes an MCL1xx diagnostic at its position and parsing continues.

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
"""

from __future__ import annotations

import dataclasses
import gc
import re
from collections.abc import Callable
from typing import Any

from .diagnostics import Diagnostic, Severity
from .exprs import evaluate, to_int64
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
    Statement,
    SymbolOperand,
)

# Diagnostic codes owned by the parser.
BAD_STATEMENT = "MCL101"  # a statement that is neither label, directive nor instruction
UNBALANCED = "MCL102"  # unbalanced (), [] or {}
BAD_OPERAND = "MCL103"  # an operand that does not fit the operand grammar
BAD_NUMBER = "MCL104"  # invalid number literal or expression
UNTERMINATED = "MCL105"  # unterminated string, character literal or block comment
BAD_SYNTAX_DIRECTIVE = "MCL106"  # `.intel_syntax prefix` / `.att_syntax noprefix`
LONE_PSEUDO_PREFIX = "MCL107"  # `{vex}` with no instruction after it

ATT = "att"
INTEL = "intel"

PREFIXES = frozenset(
    {
        "lock", "rep", "repe", "repz", "repne", "repnz", "data16", "data32", "addr16", "addr32",
        "rex", "rex64", "notrack", "xacquire", "xrelease", "cs", "ds", "es", "fs", "gs", "ss",
    }
)
# Prefix words written before a mnemonic. llvm-mc folds lock/rep*/notrack into the instruction's
# flags (kept in Instruction.prefixes); the others become separate instructions, as below.
SEPARATE_PREFIXES = PREFIXES - {"lock", "rep", "repe", "repz", "repne", "repnz", "notrack"}

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
_INTEL_TERM = re.compile(r"[ \t]*([-+])?[ \t]*([^-+]+)")
_SCALED = re.compile(r"%?([A-Za-z]\w*)[ \t]*\*[ \t]*(\d+)$|(\d+)[ \t]*\*[ \t]*%?([A-Za-z]\w*)$")
_CODE_SPECIAL = re.compile(r"\"|'|/\*|//|#|;|\x00")

_BRANCH_PREFIXES = ("j", "call", "loop", "xbegin")


def _register_names() -> frozenset[str]:
    """Every x86-64 register name llvm-mc 19 parses (checked with `pushq %name`; x87 is `st`/`st(N)`)."""
    names = set()
    for base in ("ax", "bx", "cx", "dx", "si", "di", "bp", "sp"):
        names.update({base, "e" + base, "r" + base})
    names.update({"al", "bl", "cl", "dl", "ah", "bh", "ch", "dh", "sil", "dil", "bpl", "spl"})
    for number in range(8, 32):
        names.update({f"r{number}", f"r{number}d", f"r{number}w", f"r{number}b"})
    for number in range(32):
        names.update({f"xmm{number}", f"ymm{number}", f"zmm{number}"})
    for number in range(8):
        names.update({f"k{number}", f"mm{number}", f"tmm{number}"})
    for number in range(16):
        names.update({f"cr{number}", f"dr{number}"})
    names.update({"bnd0", "bnd1", "bnd2", "bnd3"})
    names.update({"cs", "ds", "es", "fs", "gs", "ss", "rip", "eip", "ip", "st", "eflags", "rflags", "riz", "eiz", "flags", "mxcsr", "ssp"})
    return frozenset(names)


REGISTERS = _register_names()


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
    cached_statement = _statement_cache.get
    cached_line = _line_cache.get
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
            if line and not line.isspace() and not _fast_simple_line(line, line_no, context):
                key = (context.syntax, line_no, line)
                known = cached_line(key)
                if known is not None:
                    statements.extend(known[0])
                    diagnostics.extend(known[1])
                    context.syntax = known[2]
                    continue
                n_statements, n_diagnostics = len(statements), len(diagnostics)
                _parse_statement(line, 0, len(line), line_no, context)
                if len(_line_cache) >= _CACHE_LIMIT:
                    _line_cache.clear()
                _line_cache[key] = (
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


_FAST_HEAD = re.compile(r"[ \t]*([a-z][a-z0-9]*)(?:[ \t]+|$)")
_FAST_NUMBER = r"-?(?:0x[0-9a-f]{1,16}|[1-9][0-9]{0,19}|0)(?![0-9a-z])"
_FAST_SYMBOL = r"(?:[A-Za-z_.][\w.$]*(?:@[A-Za-z]+)?(?:[+-][0-9]+)?|[0-9]+[bf](?![\w.$]))"
_FAST_LABEL = re.compile(r"[ \t]*([A-Za-z_.$][\w.$]*|[0-9]+):[ \t]*$")
_FAST_DIRECTIVE = re.compile(r"[ \t]*(\.[A-Za-z_][\w.]*)(?:[ \t]+(.*))?$")
_FAST_NUMBER_RE = re.compile(_FAST_NUMBER)
_FAST_OPERAND = re.compile(
    r"(?P<op>%(?P<reg>[a-z][a-z0-9]*)"
    rf"|\$(?P<imm>{_FAST_NUMBER})"
    rf"|(?P<disp>{_FAST_NUMBER}|{_FAST_SYMBOL})?\((?:%(?P<base>[a-z][a-z0-9]*))?"
    r"(?:,[ \t]*%(?P<index>[a-z][a-z0-9]*)(?:,[ \t]*(?P<scale>[1248]))?)?\)"
    rf"|(?P<sym>{_FAST_SYMBOL}))"
    r"[ \t]*(?P<sep>,[ \t]*|$)"
)

_FAST_INTEL_OPERAND = re.compile(
    r"(?P<op>(?:(?P<size>(?i:byte|word|dword|qword|tbyte|xmmword|ymmword|zmmword))[ \t]+(?i:ptr)[ \t]+)?"
    r"(?:(?P<segment>[cdefgs]s):)?"
    rf"(?:(?P<disp>{_FAST_NUMBER}|[A-Za-z_.][\w.$]*(?:@[A-Za-z]+)?)?"
    r"\[(?P<base>[a-z][a-z0-9]*)(?:\+(?P<index>[a-z][a-z0-9]*)(?:\*(?P<scale>[1248]))?)?(?P<inner>[+-][0-9]{1,19})?\]"
    r"|(?P<word>[A-Za-z_.][\w.$]*(?:@[A-Za-z]+)?)"
    rf"|(?P<imm>{_FAST_NUMBER})))"
    r"[ \t]*(?P<sep>,[ \t]*|$)"
)


def _positional_constructor(cls: type) -> Callable[..., Any]:
    """A constructor taking every field positionally that fills the slots directly.

    PERF: a frozen dataclass's __init__ routes each field through object.__setattr__; writing the
    slot descriptors directly halves construction time (Span 0.55 -> 0.33 us, Instruction 1.5 ->
    0.77 us), about 3 ms on a 2,000-line gcc file. The result compares equal to cls(...); every field
    must be passed, so a field added to the contract fails loudly here rather than going missing.
    """
    names = [field.name for field in dataclasses.fields(cls)]
    namespace: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    namespace.update({f"_set_{name}": getattr(cls, name).__set__ for name in names})
    body = "".join(f"    _set_{name}(obj, {name})\n" for name in names)
    exec(f"def make({', '.join(names)}):\n    obj = _new(_cls)\n{body}    return obj\n", namespace)
    return namespace["make"]


_new_span = _positional_constructor(Span)
_new_instruction = _positional_constructor(Instruction)
_new_register = _positional_constructor(RegisterOperand)
_new_immediate = _positional_constructor(ImmediateOperand)
_new_symbol = _positional_constructor(SymbolOperand)
_new_memory = _positional_constructor(MemoryOperand)
_new_label = _positional_constructor(Label)
_new_directive = _positional_constructor(Directive)

_REGISTER_OPERAND, _IMMEDIATE_OPERAND, _SYMBOL_OPERAND, _MEMORY_OPERAND = range(4)
_CACHE_LIMIT = 50_000
# PERF: two pure memos for the common lines (generated gcc -O2 file, 2,000 lines, CPU time):
# line text -> recipe (or None when the line needs the full parser), since compiler output repeats
# lines such as `\tmovq\t%rax, %rdi`: 27 ms -> 10 ms for a first parse with the fast path; and
# (line number, text) -> the frozen statement itself, so re-parsing an edited buffer reuses every
# unchanged line: 10 ms -> ~3 ms.
_fast_cache: dict[tuple[str, str], tuple | None] = {}
_statement_cache: dict[tuple[str, int, str], Instruction | Label | Directive] = {}
# (syntax, line number, text) -> what the full parser made of a comment-free line: statements,
# diagnostics and the syntax in force afterwards (Intel files and unusual lines re-parse for free).
_line_cache: dict[tuple[str, int, str], tuple[tuple[Statement, ...], tuple[Diagnostic, ...], str]] = {}


def clear_caches() -> None:
    """Forget memoised lines (benchmarks measure a first parse with this)."""
    _fast_cache.clear()
    _statement_cache.clear()
    _line_cache.clear()


def _fast_simple_line(line: str, line_no: int, context: _Context) -> bool:
    """Parse a common compiler-emitted line from a cached recipe; False means use the full parser."""
    syntax = context.syntax
    key = (syntax, line_no, line)
    statement = _statement_cache.get(key)
    if statement is None:
        recipe_key = (syntax, line)
        try:
            recipe = _fast_cache[recipe_key]
        except KeyError:
            recipe = _simple_line_recipe(line, syntax)
            if len(_fast_cache) >= _CACHE_LIMIT:
                _fast_cache.clear()
            _fast_cache[recipe_key] = recipe
        if recipe is None:
            return False
        statement = _build_statement(recipe, line_no)
        if len(_statement_cache) >= _CACHE_LIMIT:
            _statement_cache.clear()
        _statement_cache[key] = statement
    context.result.statements.append(statement)
    return True


def _build_statement(recipe: tuple, line_no: int) -> Instruction | Label | Directive:
    kind = recipe[0]
    if kind is Label:
        _, name, start, end = recipe
        return _new_label(name, _new_span(line_no, start, end))
    if kind is Directive:
        _, name, args, start, end = recipe
        return _new_directive(name, args, _new_span(line_no, start, end))
    _, mnemonic, start, mnemonic_end, end, text, operand_recipes, syntax = recipe
    operands: list[Operand] = []
    for kind, op_start, op_end, first, second, third, fourth, fifth, segment, size in operand_recipes:
        span = _new_span(line_no, op_start, op_end)
        if kind == _REGISTER_OPERAND:
            operands.append(_new_register(first, span))
        elif kind == _MEMORY_OPERAND:
            operands.append(_new_memory(span, segment, first, second, third, fourth, fifth, size, None))
        elif kind == _IMMEDIATE_OPERAND:
            operands.append(_new_immediate(first, second, span))
        else:
            operands.append(_new_symbol(first, span, False))
    return _new_instruction(
        mnemonic, tuple(operands), syntax, _new_span(line_no, start, end), _new_span(line_no, start, mnemonic_end),
        (), None, False, None, text,
    )


def _simple_line_recipe(line: str, syntax: str) -> tuple | None:
    """Columns and fields of a lone label, directive or simple instruction line; None otherwise."""
    head = _FAST_HEAD.match(line)
    if head is None:
        label = _FAST_LABEL.match(line)
        if label is not None:
            return (Label, label.group(1), label.start(1), label.end(1))
        directive = _FAST_DIRECTIVE.match(line)
        if directive is not None and directive.group(1).lower() not in (".intel_syntax", ".att_syntax"):
            args = (directive.group(2) or "").rstrip()
            return (Directive, directive.group(1), args, directive.start(1), len(line.rstrip()))
        return None
    mnemonic = head.group(1)
    if mnemonic in PREFIXES:
        return None
    pattern, operand_recipe = (_FAST_INTEL_OPERAND, _intel_operand_recipe) if syntax == INTEL else (
        _FAST_OPERAND, _att_operand_recipe
    )
    pos = head.end()
    end = len(line)
    operand_recipes = []
    if pos < end:
        if line[end - 1] == ",":
            return None
        is_branch = mnemonic.startswith(_BRANCH_PREFIXES)
        while pos < end:
            match = pattern.match(line, pos)
            if match is None:
                return None
            recipe = operand_recipe(match, pos, is_branch)
            if recipe is None:
                return None
            operand_recipes.append(recipe)
            pos = match.end()
            if not match.group("sep") and pos < end:
                return None
    stripped_end = len(line.rstrip())
    start = head.start(1)
    return (
        Instruction, mnemonic, start, head.end(1), stripped_end, line[start:stripped_end], tuple(operand_recipes),
        syntax,
    )


def _att_operand_recipe(match: re.Match[str], pos: int, is_branch: bool) -> tuple | None:
    """Fields of one `_FAST_OPERAND` match, or None when the full parser must decide."""
    _, register, immediate, displacement_text, base, index, scale, symbol, _ = match.groups()
    op_end = match.end("op")
    if register is not None:
        if register not in REGISTERS:
            return None
        return (_REGISTER_OPERAND, pos, op_end, register, None, None, None, None, None, None)
    if immediate is not None:
        return (_IMMEDIATE_OPERAND, pos, op_end, to_int64(int(immediate, 0)), immediate, None, None, None, None, None)
    if symbol is not None:
        if symbol[0].isdigit() and not is_branch:
            return None  # `1b` outside a branch is a number to llvm-mca (MASM binary)
        if is_branch:
            return (_SYMBOL_OPERAND, pos, op_end, symbol, None, None, None, None, None, None)
        return (_MEMORY_OPERAND, pos, op_end, 0, symbol, None, None, 1, None, None)
    if (base is not None and base not in REGISTERS) or (index is not None and index not in REGISTERS):
        return None
    displacement = 0
    if displacement_text is not None and _FAST_NUMBER_RE.fullmatch(displacement_text) is not None:
        displacement = to_int64(int(displacement_text, 0))
        displacement_text = None
    return (_MEMORY_OPERAND, pos, op_end, displacement, displacement_text, base, index,
            int(scale) if scale is not None else 1, None, None)


def _intel_operand_recipe(match: re.Match[str], pos: int, is_branch: bool) -> tuple | None:
    """Fields of one `_FAST_INTEL_OPERAND` match, or None when the full parser must decide."""
    _, size, segment, outer, base, index, scale, inner, word, immediate, _ = match.groups()
    op_end = match.end("op")
    if word is not None or immediate is not None:
        if size is not None or segment is not None:
            return None
        if immediate is not None:
            if is_branch:
                return None
            return (_IMMEDIATE_OPERAND, pos, op_end, to_int64(int(immediate, 0)), immediate, None, None, None, None, None)
        assert word is not None
        register = word.lower()
        if register in REGISTERS:
            return (_REGISTER_OPERAND, pos, op_end, register, None, None, None, None, None, None)
        if is_branch:
            return (_SYMBOL_OPERAND, pos, op_end, word, None, None, None, None, None, None)
        return (_MEMORY_OPERAND, pos, op_end, 0, word, None, None, 1, None, None)
    if base not in REGISTERS or (index is not None and index not in REGISTERS):
        return None
    displacement = 0
    symbol = None
    if outer is not None and _FAST_NUMBER_RE.fullmatch(outer) is None:
        symbol = outer + (inner or "")
    else:
        displacement = to_int64((int(outer, 0) if outer is not None else 0) + (int(inner) if inner is not None else 0))
    return (_MEMORY_OPERAND, pos, op_end, displacement, symbol, base, index,
            int(scale) if scale is not None else 1, segment, size.lower() if size is not None else None)


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
                context.error(UNTERMINATED, "unterminated string", line_no, where, length)
                _emit_statement(line, masked, statement_start, where, line_no, context, quiet=True)
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


def _emit_statement(
    line: str, masked: list[str] | None, start: int, end: int, line_no: int, context: _Context, quiet: bool = False
) -> None:
    source = "".join(masked) if masked is not None else line
    segment = source[start:end]
    if segment and not segment.isspace():
        if quiet:
            return
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
    first = line[pos]
    if first == ".":
        word = _WORD.match(line, pos, end)
        if word is not None and _SPACE_OR_END.match(line, word.end(), end) is not None:
            _parse_directive(line, pos, word.end(), end, line_no, context)
            return
    assignment = _ASSIGNMENT.match(line, pos, end)
    if assignment is not None:
        value_start = assignment.end()
        _, ok = _expression(line[value_start:end], value_start, line_no, context)
        if ok:
            statements.append(Directive("=", line[pos:end], Span(line_no, pos, end)))
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


def _parse_instruction(line: str, pos: int, end: int, line_no: int, context: _Context) -> None:
    statement_start = pos
    prefixes: list[str] = []
    while True:
        pseudo = _PSEUDO_PREFIX.match(line, pos, end)
        if pseudo is not None:
            prefixes.append("{" + pseudo.group(1).lower() + "}")
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
    is_branch = mnemonic.startswith(_BRANCH_PREFIXES)
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
