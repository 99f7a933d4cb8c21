"""The parser's fast path: compiler-emitted lines parsed by one regex per operand, memoised per line.

gcc and clang emit a small grammar (`\tmovq\t-8(%rbp), %rax`, `\tmov\trax, QWORD PTR 8[rsp]`,
`.L3:`, `\t.p2align 4`), and repeat lines often. `fast_simple_line` recognises such a line, turns
it into a recipe (columns and operand fields) cached by text, and builds the frozen statement from
it; anything unusual returns False and goes to the full parser in parse.py, which must give the
same result (tests/test_parse_fast.py checks both ways on real compiler output).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

from .diagnostics import Diagnostic
from .exprs import to_int64
from .source import Span
from .syntax import (
    Directive,
    ImmediateOperand,
    Instruction,
    Label,
    MemoryOperand,
    Operand,
    RegisterOperand,
    Statement,
    SymbolOperand,
)
from .x86_names import (
    ATT,
    BRANCH_PREFIXES,
    DATA_DIRECTIVES,
    DIRECTIVES_ANY_CASE,
    DIRECTIVES_EXACT,
    DIRECTIVES_UNSUPPORTED,
    INTEL,
    NESTING_DIRECTIVES,
    PREFIXES,
    REGISTERS,
)

_FAST_HEAD = re.compile(r"[ \t]*([a-z][a-z0-9]*)(?:[ \t]+|$)")
_FAST_NUMBER = r"-?(?:0x[0-9a-f]{1,16}|[1-9][0-9]{0,19}|0)(?![0-9a-z])"
_FAST_SYMBOL = r"(?:[A-Za-z_.][\w.$]*(?:@[A-Za-z]+)?(?:[+-][0-9]+)?|[0-9]+[bf](?![\w.$]))"
_FAST_LABEL = re.compile(r"[ \t]*([A-Za-z_.$][\w.$]*|[0-9]+):[ \t]*$")
_FAST_DIRECTIVE = re.compile(r"[ \t]*(\.[A-Za-z_][\w.]*)(?:[ \t]+(.*))?$")
_FAST_NUMBER_RE = re.compile(_FAST_NUMBER)
# Directives, spelled as written, whose line is just a statement: known to llvm-mc, no values to
# check, no effect on how later lines are read. Everything else goes to the full parser.
_FAST_DIRECTIVE_NAMES = (
    (DIRECTIVES_ANY_CASE | DIRECTIVES_EXACT)
    - DIRECTIVES_UNSUPPORTED
    - NESTING_DIRECTIVES
    - DATA_DIRECTIVES
    - {".att_syntax", ".intel_syntax"}
)
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
CACHE_LIMIT = 50_000
# PERF: pure memos (generated 2,000-line gcc -O2 file, CPU time): line text -> recipe (or None when
# the line needs the full parser), since compiler output repeats lines such as `\tmovq\t%rax, %rdi`
# (27 ms with the full parser alone -> 10 ms); and (syntax, line number, text) -> the frozen
# statement itself, so re-parsing an edited buffer reuses every unchanged line (10 ms -> 0.9 ms).
fast_cache: dict[str, dict[str, tuple | None]] = {ATT: {}, INTEL: {}}  # syntax -> line -> recipe
statement_cache: dict[tuple[str, int, str], Instruction | Label | Directive] = {}
# (syntax, line number, text) -> what the full parser made of a comment-free line: statements,
# diagnostics and the syntax in force afterwards (Intel files and unusual lines re-parse for free).
line_cache: dict[tuple[str, int, str], tuple[tuple[Statement, ...], tuple[Diagnostic, ...], str]] = {}


def clear_caches() -> None:
    """Forget memoised lines (benchmarks measure a first parse with this)."""
    for recipes in fast_cache.values():
        recipes.clear()
    statement_cache.clear()
    line_cache.clear()


def fast_simple_line(line: str, line_no: int, syntax: str, statements: list[Statement]) -> bool:
    """Append the statement of a common compiler-emitted line, from a cached recipe; False means
    the line needs the full parser (nothing appended). The caller has already missed in
    `statement_cache` for this (syntax, line_no, line)."""
    recipes = fast_cache[syntax]
    try:
        recipe = recipes[line]
    except KeyError:
        recipe = _simple_line_recipe(line, syntax)
        if len(recipes) >= CACHE_LIMIT:
            recipes.clear()
        recipes[line] = recipe
    if recipe is None:
        return False
    statement = _build_statement(recipe, line_no)
    if len(statement_cache) >= CACHE_LIMIT:
        statement_cache.clear()
    statement_cache[(syntax, line_no, line)] = statement
    statements.append(statement)
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
        if directive is not None and directive.group(1) in _FAST_DIRECTIVE_NAMES:
            args = (directive.group(2) or "").rstrip()
            if args.startswith("=") and not args.startswith("=="):
                return None  # `.x = 5` is an assignment
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
        is_branch = mnemonic.startswith(BRANCH_PREFIXES)
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
