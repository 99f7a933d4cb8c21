"""The x86 parser's fast path: compiler-emitted lines parsed by one regex per operand, memoised per line.

gcc and clang emit a small grammar (`\tmovq\t-8(%rbp), %rax`, `\tmov\trax, QWORD PTR 8[rsp]`,
`.L3:`, `\t.p2align 4`), and repeat lines often. `fast_simple_line` recognises such a line, turns
it into a recipe (columns and operand fields) cached by text, and builds the frozen statement from
it; anything unusual returns False and goes to the full parser (frontend/parse.py and
operands.py), which must give the
same result (tests/test_parse_fast.py checks both ways on real compiler output).
"""

from __future__ import annotations

import functools
import re

from ...frontend import parse_fast
from ...frontend.exprs import to_int64
from ...frontend.macros import NESTING_DIRECTIVES
from ...frontend.parse_fast import _look_alike, _positional_constructor
from ...frontend.syntax import Directive, Label, Statement
from ...lazy_re import lazy_compile
from ...source import Span
from .checks import REFUSED_OPERANDS, displacement_error, plain_address
from .names import (
    ATT,
    BRANCH_PREFIXES,
    DATA_DIRECTIVES,
    DIRECTIVES_ANY_CASE,
    DIRECTIVES_EXACT,
    DIRECTIVES_UNSUPPORTED,
    INTEL,
    PREFIXES,
    REGISTERS,
    WAIT_ALIASES,
)
from .syntax import ImmediateOperand, MemoryOperand, Operand, RegisterOperand, SymbolOperand, X86Instruction

_FAST_HEAD = lazy_compile(r"[ \t]*([a-z][a-z0-9]*)(?:[ \t]+|$)")
_FAST_NUMBER = r"-?(?:0x[0-9a-f]{1,16}|[1-9][0-9]{0,19}|0)(?![0-9a-z])"
_FAST_SYMBOL = r"(?:[A-Za-z_.][\w.$]*(?:@[A-Za-z]+)?(?:[+-][0-9]+)?|[0-9]+[bf](?![\w.$]))"
_FAST_LABEL = lazy_compile(r"[ \t]*([A-Za-z_.$][\w.$]*|[0-9]+):[ \t]*$")
_FAST_DIRECTIVE = lazy_compile(r"[ \t]*(\.[A-Za-z_][\w.]*)(?:[ \t]+(.*))?$")
_FAST_NUMBER_RE = lazy_compile(_FAST_NUMBER)
# Directives, spelled as written, whose line is just a statement: known to llvm-mc, no values to
# check, no effect on how later lines are read. Everything else goes to the full parser.
_FAST_DIRECTIVE_NAMES = (
    (DIRECTIVES_ANY_CASE | DIRECTIVES_EXACT)
    - DIRECTIVES_UNSUPPORTED
    - NESTING_DIRECTIVES
    - DATA_DIRECTIVES
    - {".att_syntax", ".intel_syntax"}
    - {".set", ".equ", ".equiv", ".eqv"}  # they define symbols that later lines fold
)
_FAST_OPERAND = lazy_compile(
    r"(?P<op>%(?P<reg>[a-z][a-z0-9]*)"
    rf"|\$(?P<imm>{_FAST_NUMBER})"
    rf"|(?P<disp>{_FAST_NUMBER}|{_FAST_SYMBOL})?\((?:%(?P<base>[a-z][a-z0-9]*))?"
    r"(?:,[ \t]*%(?P<index>[a-z][a-z0-9]*)(?:,[ \t]*(?P<scale>[1248]))?)?\)"
    rf"|(?P<sym>{_FAST_SYMBOL}))"
    r"[ \t]*(?P<sep>,[ \t]*|$)"
)


@functools.cache
def _fast_intel_operand() -> re.Pattern[str]:
    """The Intel-syntax operand pattern, compiled on first use (~8 ms: AT&T files never need it)."""
    return re.compile(
        r"(?P<op>(?:(?P<size>(?i:byte|word|dword|qword|tbyte|xmmword|ymmword|zmmword))[ \t]+(?i:ptr)[ \t]+)?"
        r"(?:(?P<segment>[cdefgs]s):)?"
        rf"(?:(?P<disp>{_FAST_NUMBER}|[A-Za-z_.][\w.$]*(?:@[A-Za-z]+)?)?"
        r"\[(?P<base>[a-z][a-z0-9]*)(?:\+(?P<index>[a-z][a-z0-9]*)(?:\*(?P<scale>[1248]))?)?(?P<inner>[+-][0-9]{1,19})?\]"
        r"|(?P<word>[A-Za-z_.][\w.$]*(?:@[A-Za-z]+)?)"
        rf"|(?P<imm>{_FAST_NUMBER})))"
        r"[ \t]*(?P<sep>,[ \t]*|$)"
    )


_new_immediate = _positional_constructor(ImmediateOperand)
_new_symbol = _positional_constructor(SymbolOperand)
_new = object.__new__
_SpanLike = _look_alike(Span)
_InstructionLike = _look_alike(X86Instruction)
_RegisterLike = _look_alike(RegisterOperand)
_MemoryLike = _look_alike(MemoryOperand)
_LabelLike = _look_alike(Label)
_DirectiveLike = _look_alike(Directive)

_REGISTER_OPERAND, _IMMEDIATE_OPERAND, _SYMBOL_OPERAND, _MEMORY_OPERAND = range(4)
_MISSING = object()
# PERF: pure memos (generated 2,000-line gcc -O2 file, CPU time): line text -> recipe (or None when
# the line needs the full parser), since compiler output repeats lines such as `\tmovq\t%rax, %rdi`
# (27 ms with the full parser alone -> 10 ms). Bounded by parse_fast.CACHE_LIMIT, like the front
# end's statement memo, which fast_simple_line fills too.
fast_cache: dict[str, dict[str, tuple | None]] = {ATT: {}, INTEL: {}}  # syntax -> line -> recipe
# syntax -> (operands of other instructions, operands of branches) -> operand text -> recipe or None
operand_cache: dict[str, tuple[dict[str, tuple | None], dict[str, tuple | None]]] = {
    ATT: ({}, {}),
    INTEL: ({}, {}),
}


def clear_caches() -> None:
    """Forget the recipes (the front end's parse_fast.clear_caches calls this too)."""
    for recipes in fast_cache.values():
        recipes.clear()
    for memos in operand_cache.values():
        for memo in memos:
            memo.clear()


parse_fast.on_clear(clear_caches)


def fast_simple_line(line: str, line_no: int, syntax: str, statements: list[Statement]) -> bool:
    """Append the statement of a common compiler-emitted line, from a cached recipe; False means
    the line needs the full parser (nothing appended). The caller has already missed in
    `statement_cache` for this (syntax, line_no, line)."""
    recipes = fast_cache[syntax]
    recipe = recipes.get(line, _MISSING)
    if recipe is _MISSING:  # PERF: not try/except KeyError, which costs a raise per new line
        recipe = _simple_line_recipe(line, syntax)
        if len(recipes) >= parse_fast.CACHE_LIMIT:
            recipes.clear()
        recipes[line] = recipe
    if recipe is None:
        return False
    statement = _build_statement(recipe, line_no)
    statement_cache = parse_fast.statement_cache
    if len(statement_cache) >= parse_fast.CACHE_LIMIT:
        statement_cache.clear()
    statement_cache[(syntax, line_no, line)] = statement
    statements.append(statement)
    return True


def _build_statement(recipe: tuple, line_no: int) -> X86Instruction | Label | Directive:
    # PERF: written out with look-alikes (see _look_alike) rather than through the _new_* helpers,
    # which saves a Python call per object.
    span = _new(_SpanLike)
    span.line = line_no
    kind = recipe[0]
    if kind is not X86Instruction:
        if kind is Label:
            _, name, span.start, span.end = recipe
            span.__class__ = Span
            label = _new(_LabelLike)
            label.name = name
            label.span = span
            label.__class__ = Label
            return label
        _, name, args, span.start, span.end = recipe
        span.__class__ = Span
        directive = _new(_DirectiveLike)
        directive.name = name
        directive.args = args
        directive.span = span
        directive.__class__ = Directive
        return directive
    _, mnemonic, start, mnemonic_end, end, text, operand_recipes, syntax = recipe
    operands: list[Operand] = []
    for op_start, (kind, length, first, second, third, fourth, fifth, segment, size) in operand_recipes:
        op_span = _new(_SpanLike)
        op_span.line = line_no
        op_span.start = op_start
        op_span.end = op_start + length
        op_span.__class__ = Span
        if kind == _REGISTER_OPERAND:
            operand = _new(_RegisterLike)
            operand.name = first
            operand.span = op_span
            operand.__class__ = RegisterOperand
            operands.append(operand)
        elif kind == _MEMORY_OPERAND:
            operand = _new(_MemoryLike)
            operand.span = op_span
            operand.segment = segment
            operand.displacement = first
            operand.symbol = second
            operand.base = third
            operand.index = fourth
            operand.scale = fifth
            operand.size = size
            operand.broadcast = None
            operand.__class__ = MemoryOperand
            operands.append(operand)
        elif kind == _IMMEDIATE_OPERAND:
            operands.append(_new_immediate(first, second, op_span))
        else:
            operands.append(_new_symbol(first, op_span, False))
    span.start = start
    span.end = end
    span.__class__ = Span
    mnemonic_span = _new(_SpanLike)
    mnemonic_span.line = line_no
    mnemonic_span.start = start
    mnemonic_span.end = mnemonic_end
    mnemonic_span.__class__ = Span
    instruction = _new(_InstructionLike)
    instruction.mnemonic = mnemonic
    instruction.operands = tuple(operands)
    instruction.syntax = syntax
    instruction.span = span
    instruction.mnemonic_span = mnemonic_span
    instruction.prefixes = ()
    instruction.mask = None
    instruction.zeroing = False
    instruction.rounding = None
    instruction.text = text
    instruction.expanded_from = None
    instruction.__class__ = X86Instruction
    return instruction


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
    if mnemonic in PREFIXES or mnemonic in WAIT_ALIASES:
        return None  # (a wait alias is two instructions: the full parser makes both)
    stripped_end = len(line.rstrip())
    operand_recipes: tuple = ()
    pos = head.end()
    if pos < stripped_end:
        if line[stripped_end - 1] == ",":
            return None
        operand_recipes = _operand_recipes(
            line, pos, stripped_end, syntax, mnemonic.startswith(BRANCH_PREFIXES)
        )
        if operand_recipes is None:
            return None
    start = head.start(1)
    return (
        X86Instruction,
        mnemonic,
        start,
        head.end(1),
        stripped_end,
        line[start:stripped_end],
        operand_recipes,
        syntax,
    )


def _operand_recipes(line: str, pos: int, end: int, syntax: str, is_branch: bool) -> tuple | None:
    """((column, operand recipe), ...) for the operands in line[pos:end], or None for the full parser.

    PERF: operands repeat far more than whole lines (a 2,000-line gcc file has 947 operands on its
    distinct lines but 372 distinct ones), so each operand text `, `-separated as compilers write
    it is looked up in its own memo. A split inside a memory operand (`(%rax, %rbx)`) leaves a piece
    no operand pattern accepts, and then the line is scanned operand by operand instead.
    """
    memo = operand_cache[syntax][is_branch]
    recipes = []
    column = pos
    for piece in line[pos:end].split(", "):
        recipe = memo.get(piece, _MISSING)
        if recipe is _MISSING:
            recipe = _piece_recipe(piece, syntax, is_branch)
            if len(memo) >= parse_fast.CACHE_LIMIT:
                memo.clear()
            memo[piece] = recipe
        if recipe is None:
            return _scanned_operand_recipes(line, pos, end, syntax, is_branch)
        recipes.append((column, recipe))
        column += len(piece) + 2
    return tuple(recipes)


def _piece_recipe(piece: str, syntax: str, is_branch: bool) -> tuple | None:
    """The recipe of `piece` when it is exactly one operand (trailing blanks allowed), else None."""
    pattern, operand_recipe = (
        (_fast_intel_operand(), _intel_operand_recipe) if syntax == INTEL else (_FAST_OPERAND, _att_operand_recipe)
    )
    match = pattern.match(piece)
    # The pattern's last group is the separator after the operand; here it must be the end.
    if match is None or match.start(pattern.groups) != len(piece):
        return None
    return operand_recipe(match, 0, is_branch)


def _scanned_operand_recipes(line: str, pos: int, end: int, syntax: str, is_branch: bool) -> tuple | None:
    """Like _operand_recipes, for operands separated other than by `, ` (`%eax,%ebx`, `(%rax, %rbx)`)."""
    pattern, operand_recipe = (
        (_fast_intel_operand(), _intel_operand_recipe) if syntax == INTEL else (_FAST_OPERAND, _att_operand_recipe)
    )
    recipes = []
    while pos < end:
        # The pattern ends with `,` or the end of the text, so a match ends where the next operand starts.
        match = pattern.match(line, pos, end)
        if match is None:
            return None
        recipe = operand_recipe(match, pos, is_branch)
        if recipe is None:
            return None
        recipes.append((pos, recipe))
        pos = match.end()
    return tuple(recipes)


def _att_operand_recipe(match: re.Match[str], pos: int, is_branch: bool) -> tuple | None:
    """(kind, length, fields...) of one `_FAST_OPERAND` match at `pos`, or None for the full parser."""
    _, register, immediate, displacement_text, base, index, scale, symbol, _ = match.groups()
    length = match.end(1) - pos
    if register is not None:
        if register not in REGISTERS or register in REFUSED_OPERANDS:
            return None
        return (_REGISTER_OPERAND, length, register, None, None, None, None, None, None)
    if immediate is not None:
        if not -(1 << 64) < int(immediate, 0) < 1 << 64:
            return None  # llvm-mc's lexer refuses the literal (the full parser says so)
        return (
            _IMMEDIATE_OPERAND,
            length,
            to_int64(int(immediate, 0)),
            immediate,
            None,
            None,
            None,
            None,
            None,
        )
    if symbol is not None:
        if symbol[0].isdigit() and not is_branch:
            return None  # `1b` outside a branch is a number to llvm-mca (MASM binary)
        if is_branch:
            return (_SYMBOL_OPERAND, length, symbol, None, None, None, None, None, None)
        return (_MEMORY_OPERAND, length, 0, symbol, None, None, 1, None, None)
    if (base is not None and base not in REGISTERS) or (index is not None and index not in REGISTERS):
        return None
    if (base is not None or index is not None) and not plain_address(base, index):
        return None  # the full parser reports llvm-mc's address errors
    displacement = 0
    if displacement_text is not None and _FAST_NUMBER_RE.fullmatch(displacement_text) is not None:
        displacement = to_int64(int(displacement_text, 0))
        if displacement_error(displacement, base, index) is not None:
            return None  # the full parser reports llvm-mc's refusal
        displacement_text = None
    return (
        _MEMORY_OPERAND,
        length,
        displacement,
        displacement_text,
        base,
        index,
        int(scale) if scale is not None else 1,
        None,
        None,
    )


def _intel_operand_recipe(match: re.Match[str], pos: int, is_branch: bool) -> tuple | None:
    """(kind, length, fields...) of one `_fast_intel_operand()` match at `pos`, or None for the full parser."""
    _, size, segment, outer, base, index, scale, inner, word, immediate, _ = match.groups()
    length = match.end(1) - pos
    if word is not None or immediate is not None:
        if size is not None or segment is not None:
            return None
        if immediate is not None:
            if is_branch:
                return None
            return (
                _IMMEDIATE_OPERAND,
                length,
                to_int64(int(immediate, 0)),
                immediate,
                None,
                None,
                None,
                None,
                None,
            )
        assert word is not None
        register = word.lower()
        if register in REGISTERS:
            return (_REGISTER_OPERAND, length, register, None, None, None, None, None, None)
        if is_branch:
            return (_SYMBOL_OPERAND, length, word, None, None, None, None, None, None)
        return (_MEMORY_OPERAND, length, 0, word, None, None, 1, None, None)
    if base not in REGISTERS or (index is not None and index not in REGISTERS):
        return None
    displacement = 0
    symbol = None
    if outer is not None and _FAST_NUMBER_RE.fullmatch(outer) is None:
        symbol = outer + (inner or "")
    else:
        displacement = to_int64(
            (int(outer, 0) if outer is not None else 0) + (int(inner) if inner is not None else 0)
        )
    return (
        _MEMORY_OPERAND,
        length,
        displacement,
        symbol,
        base,
        index,
        int(scale) if scale is not None else 1,
        segment,
        size.lower() if size is not None else None,
    )
