"""x86 instruction statements -> `X86Instruction` (syntax.py): prefixes, AT&T and Intel operands (the front end's
instruction hook for x86, `X86Target.parse_instruction`).

The target-neutral statement splitter (frontend/parse.py) hands over one statement that is not a
label, directive or assignment; this module reads its prefixes, mnemonic and operands and appends
the instruction(s), or reports MCL1xx diagnostics at their position.

Conventions that the resolver relies on:
* A prefix written alone (`lock` on its own line, `rep; movsb`) is an Instruction of its own with
  that mnemonic and no operands, as llvm-mc emits a separate LOCK_PREFIX/REP_PREFIX instruction.
  Before a mnemonic, lock/rep*/notrack go to X86Instruction.prefixes (llvm-mc sets flags), while
  data16, addr32, rex64, xacquire, xrelease and segment words are split off as instructions of
  their own, because llvm-mc emits DATA16_PREFIX, FS_PREFIX, ... before the instruction.
* `$expr` (AT&T) is an ImmediateOperand, value None when the expression names a symbol; Intel
  `OFFSET x` is a SymbolOperand with is_offset. gcc's `OFFSET FLAT:x` is an error at the colon, as
  in llvm-mc 19 (any `:` in an Intel operand other than after its leading segment register is).
* A bare expression operand (no `$`, no register, no brackets) is a SymbolOperand for branches and
  calls, and a MemoryOperand (absolute address) for every other mnemonic, as llvm-mc reads it.
* `*` before an AT&T branch operand (`jmp *%rax`) is dropped; the operand kind says the rest.
"""

from __future__ import annotations

import re

from ...diagnostics import Diagnostic, Related, Severity
from ...frontend.exprs import evaluate
from ...frontend.parse import (
    BAD_NUMBER,
    BAD_OPERAND,
    BAD_STATEMENT,
    LONE_PSEUDO_PREFIX,
    UNBALANCED,
    UNKNOWN_PSEUDO_PREFIX,
    expression_value,
    split_operands,
)
from ...source import Span, unquoted
from ..target import StatementContext
from .checks import (
    BAD_SCALE,
    UNKNOWN_IN_64BIT,
    address_error,
    decoration_error,
    displacement_error,
    sixteen_bit,
)
from .names import BRANCH_PREFIXES, INTEL, PREFIXES, REGISTERS, SEPARATE_PREFIXES, WAIT_ALIASES
from .syntax import ImmediateOperand, MemoryOperand, Operand, RegisterOperand, SymbolOperand, X86Instruction

# The `{...}` prefixes llvm-mc 19 accepts before a mnemonic (others: "unknown prefix").
PSEUDO_PREFIXES = frozenset({"vex", "vex2", "vex3", "evex", "disp8", "disp32", "rex", "rex2", "nf"})

_PSEUDO_PREFIX = re.compile(r"\{\s*([A-Za-z][\w]*)\s*\}\s*")
_WORD = re.compile(r"[ \t]*([A-Za-z_.][\w.]*)")
_ROUNDING = frozenset({"rn-sae", "rd-sae", "ru-sae", "rz-sae", "sae"})
_BROADCAST = re.compile(r"1to\d+$")
_ATT_REGISTER = re.compile(r"%[ \t]*([A-Za-z][A-Za-z0-9]*)(?:[ \t]*\([ \t]*([0-7])[ \t]*\))?$")
_ATT_SEGMENT = re.compile(r"%[ \t]*([A-Za-z]s)[ \t]*:[ \t]*")
_INTEL_SIZE = re.compile(
    r"(byte|word|dword|qword|tbyte|fword|oword|mmword|xword|xmmword|ymmword|zmmword|real4|real8|real10)"
    r"[ \t]+ptr\b[ \t]*",
    re.I,
)
_INTEL_OFFSET = re.compile(r"offset[ \t]+", re.I)
_FLAT = re.compile(r"flat[ \t]*:", re.I)
_INTEL_SEGMENT = re.compile(r"%?([cdefgs]s)[ \t]*:[ \t]*", re.I)
_INTEL_ST = re.compile(r"%?st[ \t]*\([ \t]*([0-7])[ \t]*\)$", re.I)
_TRAILING_TOKEN = re.compile(r"(?:[A-Za-z_.][\w.$@]*|[0-9]\w*)[ \t]+(?=[^-+*/|&^<>=()!~%,\s])")
_WIDE_LITERAL = re.compile(r"(?<![\w.])(0[xX][0-9a-fA-F]{16,}|[0-9]{20,})\b")
_SCALED = re.compile(r"%?([A-Za-z]\w*)[ \t]*\*[ \t]*(\d+)$|(\d+)[ \t]*\*[ \t]*%?([A-Za-z]\w*)$")


# Registers llvm-mc 19 refuses as a whole operand in 64-bit mode, with its words.
_REFUSED_REGISTER_OPERANDS = {
    "rip": "%rip can only be used as a base register",
    "eiz": "%eiz and %riz can only be used as index registers",
    "riz": "%eiz and %riz can only be used as index registers",
    **dict.fromkeys(UNKNOWN_IN_64BIT, "invalid register name"),
}


def _separate_prefix(
    context: StatementContext, line: str, line_no: int, mnemonic: str, prefixes: list[str],
    statement_start: int, pos: int, after: int,
) -> None:
    """A prefix llvm-mc emits as an instruction of its own (DATA16_PREFIX, FS_PREFIX, ...), which
    llvm-mca then simulates like any other instruction."""
    context.result.statements.append(
        X86Instruction(mnemonic, (), context.syntax, Span(line_no, statement_start, after), Span(line_no, pos, after),
                       text=line[statement_start:after], prefixes=tuple(prefixes))
    )


def parse_instruction(line: str, pos: int, end: int, line_no: int, context: StatementContext) -> None:
    statement_start = pos
    prefixes: list[str] = []
    while True:
        pseudo = _PSEUDO_PREFIX.match(line, pos, end)
        if pseudo is not None:
            name = pseudo.group(1).lower()
            if name not in PSEUDO_PREFIXES:
                context.error(UNKNOWN_PSEUDO_PREFIX, "unknown prefix", line_no, pos,
                              pos + len(pseudo.group(0).rstrip()))  # fmt: skip
                return
            prefixes.append("{" + name + "}")
            pos = pseudo.end()
            if pos >= end:
                # llvm-mc's words, where the mnemonic should have been
                context.error(LONE_PSEUDO_PREFIX, "Expected identifier", line_no, pos, pos)  # (at the end)
                return
            continue
        if prefixes and line[pos] == "{":
            # `{evex} {rn-sae}, ...`: llvm-mc reads another pseudo prefix and stops inside it
            inner = _WORD.match(line, pos + 1, end)
            if inner is None:
                context.error(LONE_PSEUDO_PREFIX, "Expected identifier", line_no, pos + 1, pos + 2)
            else:
                context.error(LONE_PSEUDO_PREFIX, "Expected '}'", line_no, inner.end(), inner.end() + 1)
            return
        word = _WORD.match(line, pos, end)
        if prefixes and (word is None or word.start(1) != pos):
            context.error(LONE_PSEUDO_PREFIX, "Expected identifier", line_no, pos, pos + 1)
            return
        if word is None or word.start(1) != pos:
            context.error(
                BAD_STATEMENT, "expected a label, a directive or an instruction mnemonic", line_no, pos, end
            )
            return
        mnemonic = word.group(1).lower()
        after = word.end()
        rest = after
        while rest < end and line[rest] in " \t":
            rest += 1
        if (mnemonic in PREFIXES and rest < end and rest > after and line[rest] == "{"
                and _PSEUDO_PREFIX.match(line, rest, end) is not None):  # fmt: skip
            if mnemonic not in SEPARATE_PREFIXES:
                # llvm-mc: `lock {evex} ...` stops at the pseudo prefix's `}`
                close = line.find("}", rest)
                context.error(BAD_STATEMENT, "unexpected token in argument list", line_no, close, close + 1)
                return
            _separate_prefix(context, line, line_no, mnemonic, prefixes, statement_start, pos, after)
            prefixes = []
            statement_start = pos = rest
            continue
        if mnemonic in PREFIXES and rest < end and rest > after and _WORD.match(line, rest, end) is not None:
            if mnemonic in SEPARATE_PREFIXES:
                _separate_prefix(context, line, line_no, mnemonic, prefixes, statement_start, pos, after)
                prefixes = []
                statement_start = pos = rest
                continue
            prefixes.append(mnemonic)
            pos = rest
            continue
        break
    if after < end and line[after] not in " \t*%$({[-+~!'\"":
        context.error(
            BAD_STATEMENT, f"unexpected character {line[after]!r} after the mnemonic", line_no, after, end
        )
        return
    operands, decorations = _parse_operands(line, rest, end, line_no, mnemonic, context)
    if operands is None:
        return
    mask, zeroing, rounding = decorations
    if mnemonic in WAIT_ALIASES:
        # llvm-mc emits WAIT before the instruction (and before its prefixes' instruction)
        statement = Span(line_no, statement_start, end)
        wait = X86Instruction("wait", (), context.syntax, statement, Span(line_no, pos, after), text=line[statement_start:end])
        context.result.statements.append(wait)
        mnemonic = WAIT_ALIASES[mnemonic]
    context.result.statements.append(
        X86Instruction(
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


def _parse_operands(
    line: str, start: int, end: int, line_no: int, mnemonic: str, context: StatementContext
) -> tuple[list[Operand] | None, tuple[str | None, bool, str | None]]:
    no_decorations: tuple[str | None, bool, str | None] = (None, False, None)
    if start >= end:
        return [], no_decorations
    ranges = split_operands(line, start, end, line_no, context)
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
            if not intel:
                # llvm-mc's reading of the decorations (and its words when it refuses them)
                groups: list[tuple[int, int]] = []
                scan = body_end
                while scan > piece_start and line[scan - 1] == "}":
                    open_at = line.rfind("{", piece_start, scan - 1)
                    if open_at < 0 or "}" in line[open_at : scan - 1]:
                        break
                    groups.append((open_at, scan - 1))
                    scan = open_at
                    while scan > piece_start and line[scan - 1] in " \t":
                        scan -= 1
                groups.reverse()
                if groups and scan > piece_start:
                    problem = decoration_error(line, groups, REGISTERS)
                    if problem is not None:
                        context.error(BAD_OPERAND, problem[0], line_no, problem[1], problem[1] + 1)
                        return None, no_decorations
                    words = [line[a + 1 : b].strip(" \t").lower() for a, b in groups]
                    if words == ["z"]:
                        body_end = scan  # `{z}` alone: llvm-mc ignores it
            while body_end > piece_start and line[body_end - 1] == "}":
                # rfind keeps this linear in the operand length however many decorations are stacked.
                open_at = line.rfind("{", piece_start, body_end - 1)
                if open_at < 0 or "}" in line[open_at : body_end - 1]:
                    break
                written = line[open_at + 1 : body_end - 1].strip(" \t")
                word = written.lower().lstrip("%")
                if word in _ROUNDING:
                    rounding = word  # (two of them: resolve refuses it, see checks.matcher_only)
                elif word == "z":
                    zeroing = True
                elif _BROADCAST.match(word):
                    broadcast = word
                elif len(word) == 2 and word[0] == "k" and word[1].isdigit():
                    mask = word
                else:
                    context.error(
                        BAD_OPERAND, f"unknown operand decoration '{{{written}}}'", line_no, open_at, body_end
                    )
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
                context.error(
                    BAD_OPERAND, "broadcast applies only to a memory operand", line_no, piece_start, piece_end
                )
                return None, no_decorations
            operand = MemoryOperand(
                Span(line_no, piece_start, piece_end),
                operand.segment,
                operand.displacement,
                operand.symbol,
                operand.base,
                operand.index,
                operand.scale,
                operand.size,
                broadcast,
            )
        operands.append(operand)
    return operands, (mask, zeroing, rounding)


def _att_operand(
    text: str, column: int, line_no: int, is_branch: bool, context: StatementContext
) -> Operand | None:
    span = Span(line_no, column, column + len(text))
    first = text[0]
    if first == "*":
        stripped = text[1:].lstrip()
        if not is_branch:
            context.error(
                BAD_OPERAND, "'*' is only valid before a jump or call target", line_no, column, column + 1
            )
            return None
        if not stripped:
            context.error(BAD_OPERAND, "expected an operand after '*'", line_no, column, column + 1)
            return None
        # `*%rax` is the register; anything else after `*` is memory (`jmp *foo` reads foo's address
        # from memory, a bare `foo` being an absolute address as in any non-branch operand).
        return _att_operand(stripped, column + len(text) - len(stripped), line_no,
                            is_branch and stripped[0] == "%", context)
    if first == "%":
        register = _ATT_REGISTER.match(text)
        if register is not None:
            name = register.group(1).lower()
            if name not in REGISTERS:
                context.error(
                    BAD_OPERAND,
                    f"invalid register name '%{register.group(1)}'",
                    line_no,
                    column,
                    column + len(text),
                )
                return None
            if name in _REFUSED_REGISTER_OPERANDS:
                context.error(BAD_OPERAND, _REFUSED_REGISTER_OPERANDS[name], line_no, column, column + len(text))
                return None
            if register.group(2) is not None:
                if name != "st":
                    context.error(
                        BAD_OPERAND, f"invalid register name '{text}'", line_no, column, column + len(text)
                    )
                    return None
                name = f"{name}({register.group(2)})"
            return RegisterOperand(name, span)
        segment = _ATT_SEGMENT.match(text)
        if segment is None:
            context.error(
                BAD_OPERAND, f"invalid register operand '{text}'", line_no, column, column + len(text)
            )
            return None
        return _att_memory(text, segment.end(), segment.group(1).lower(), span, context)
    if first == "$":
        expression = text[1:]
        if not expression.strip():
            context.error(BAD_OPERAND, "expected an immediate after '$'", line_no, column, column + len(text))
            return None
        wide = _WIDE_LITERAL.search(expression)
        if wide is not None and _beyond_64_bits(wide.group(1)):
            at = column + 1 + wide.start(1)
            context.error(BAD_NUMBER, "literal value out of range for directive", line_no, at, at + 1)
            return None
        value, ok = expression_value(expression, column + 1, line_no, context)
        if not ok:
            return None
        return ImmediateOperand(value, expression.strip(), span)
    trailing = _TRAILING_TOKEN.match(text)
    if trailing is not None:
        # `vmovdqu64 88(%rdi)` as an operand: llvm-mc reads the expression and stops at the next token
        at = column + trailing.end()
        context.error(BAD_OPERAND, "unexpected token in argument list", line_no, at, at + 1)
        return None
    if text[-1] == ")":
        return _att_memory(text, 0, None, span, context)
    value, ok = expression_value(text, column, line_no, context)
    if not ok:
        return None
    if is_branch:
        return SymbolOperand(text, span)
    if value is None:
        return MemoryOperand(span, displacement=0, symbol=text)
    return MemoryOperand(span, displacement=value)


def _beyond_64_bits(literal: str) -> bool:
    """A decimal or 0x literal of 2**64 or more (llvm-mc's lexer refuses it), without int() on a
    string of any length."""
    if literal[:2] in ("0x", "0X"):
        digits = literal[2:].lstrip("0")
        return len(digits) > 16
    digits = literal.lstrip("0")
    return len(digits) > 20 or (len(digits) == 20 and digits >= "18446744073709551616")


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


def _att_memory(
    text: str, start: int, segment: str | None, span: Span, context: StatementContext
) -> Operand | None:
    """`disp(base,index,scale)` or a bare `disp` after an optional `%seg:`; text[start:] is that part."""
    line_no = span.line
    column = span.start
    base = index = None
    scale = 1
    end = len(text)
    body = text[start:]
    if body.endswith(")"):
        open_at = _matching_open(body)
        inner = body[open_at + 1 : -1].strip() if open_at >= 0 else ""
        if open_at >= 0 and (not inner or inner[0] in "%,"):
            end = start + open_at
            parts = []  # (text, column) of base, index, scale
            part_start = start + open_at + 1
            for piece in body[open_at + 1 : -1].split(","):
                stripped = piece.strip()
                offset = piece.find(stripped[:1]) if stripped else len(piece)
                parts.append((stripped, column + part_start + offset))
                part_start += len(piece) + 1
            if len(parts) > 3:
                context.error(
                    BAD_OPERAND, "too many components in memory operand", line_no, span.start, span.end
                )
                return None
            registers = []
            for part, part_column in parts[:2]:
                if not part:
                    registers.append(None)
                    continue
                register = _ATT_REGISTER.match(part)
                if register is not None and register.group(2) is not None and register.group(1).lower() == "st":
                    registers.append("st")  # llvm-mc: not an address register (reported below)
                    continue
                if (
                    register is None
                    or register.group(2) is not None
                    or register.group(1).lower() not in REGISTERS
                ):
                    context.error(
                        BAD_OPERAND,
                        f"expected a register in memory operand, found '{part}'",
                        line_no,
                        span.start,
                        span.end,
                    )
                    return None
                name = register.group(1).lower()
                if name in UNKNOWN_IN_64BIT:
                    context.error(BAD_OPERAND, "invalid register name", line_no, part_column,
                                  part_column + len(part))  # fmt: skip
                    return None
                registers.append(name)
            base = registers[0]
            index = registers[1] if len(registers) > 1 else None
            written_scale = None
            if len(parts) == 3 and parts[2][0]:
                scale_value, error = evaluate(parts[2][0])
                if error is not None or scale_value is None:
                    context.error(BAD_OPERAND, BAD_SCALE, line_no, parts[2][1], parts[2][1] + len(parts[2][0]))
                    return None
                written_scale = scale_value
                if index is None:
                    context.error(
                        BAD_OPERAND, "scale factor without an index register", line_no, span.start, span.end
                    )
                    return None
            # (a 16-bit address is valid in 32-bit mode: resolve, which knows the mode, checks it)
            problem = None if sixteen_bit(base, index) else address_error(base, index, written_scale)
            if base == "dx" and index is None and segment is None and not text[start:end].strip():
                return RegisterOperand("dx", span)  # `(%dx)`: llvm-mc reads the port register of in/out
            if problem is not None:
                where, message = problem
                at = parts[1] if where == "index" else parts[2] if where == "scale" else (
                    "", column + start + open_at + 1)  # fmt: skip
                context.error(BAD_OPERAND, message, line_no, at[1], at[1] + 1)  # llvm-mc: a caret only
                return None
            scale = written_scale if written_scale is not None else 1
        elif segment is None and open_at >= 0:
            pass  # a parenthesised expression such as `(1<<4)`: an absolute address
    displacement_text = text[start:end].strip()
    displacement: int | None = 0
    symbol: str | None = None
    if displacement_text:
        value, ok = expression_value(displacement_text, column + start, line_no, context)
        if not ok:
            return None
        if value is None:
            symbol = displacement_text
        else:
            displacement = value
            wide = displacement_error(value, base, index) if base or index else None
            if wide is not None:
                after_paren = parts[0][1]
                context.error(BAD_OPERAND, wide, line_no, after_paren, after_paren + 1)  # llvm-mc: a caret only
                return None
    elif base is None and index is None:
        context.error(BAD_OPERAND, "expected a memory address", line_no, span.start, span.end)
        return None
    return MemoryOperand(
        span, segment=segment, displacement=displacement, symbol=symbol, base=base, index=index, scale=scale
    )


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


def _intel_operand(
    text: str, column: int, line_no: int, is_branch: bool, context: StatementContext
) -> Operand | None:
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
        if _stray_colon(text, offset.end(), column, line_no, context):
            return None
        rest = text[offset.end() :]
        _, ok = expression_value(rest, column + offset.end(), line_no, context)
        return SymbolOperand(rest.strip(), span, is_offset=True) if ok else None
    segment: str | None = None
    seg = _INTEL_SEGMENT.match(text, pos)
    if seg is not None:
        segment = seg.group(1).lower()
        pos = seg.end()
    if _stray_colon(text, pos, column, line_no, context):
        return None
    bracket = text.find("[", pos)
    if bracket >= 0:
        return _intel_memory(text, pos, bracket, segment, size, span, context)
    rest = text[pos:]
    if not rest.strip():
        context.error(BAD_OPERAND, "expected an operand", line_no, column, column + len(text))
        return None
    value, ok = expression_value(rest, column + pos, line_no, context)
    if not ok:
        return None
    if segment is None and size is None and is_branch:
        return SymbolOperand(rest.strip(), span)
    if segment is None and value is not None and not is_branch:
        # llvm-mc: an absolute value outside brackets is an immediate, `DWORD PTR 5` too.
        return ImmediateOperand(value, rest.strip(), span)
    if value is None:
        return MemoryOperand(span, segment=segment, displacement=0, symbol=rest.strip(), size=size)
    return MemoryOperand(span, segment=segment, displacement=value, size=size)


def _stray_colon(text: str, start: int, column: int, line_no: int, context: StatementContext) -> bool:
    """Diagnose a `:` in an Intel operand other than after its leading segment register, as llvm-mc does.

    llvm-mc 19 stops at such a colon with "unexpected token in argument list": gcc's
    `OFFSET FLAT:sym`, `[fs:rax]` and far pointers `8:0x1000` all end there.
    """
    colon = text.find(":", start)
    if colon < 0:
        return False
    if "'" in text or '"' in text:  # a colon in a character literal is a value (`mov al, ':'`)
        colon = next((index for index, char, _ in unquoted(text, "'\"", start) if char == ":"), -1)
        if colon < 0:
            return False
    where = column + colon
    related: tuple[Related, ...] = ()
    flat = _FLAT.search(text, start, colon + 1)
    if flat is not None and flat.end() == colon + 1:
        related = (
            Related(
                Span(line_no, column + flat.start(), where + 1),
                "gcc's `OFFSET FLAT:sym` is not accepted by llvm-mc 19 (nor llvm-mca): write `OFFSET sym`",
            ),
        )
    context.diagnostics.append(
        Diagnostic(
            Span(line_no, where, where + 1),
            Severity.ERROR,
            BAD_OPERAND,
            "unexpected token in argument list",
            related,
        )
    )
    return True


def _intel_memory(
    text: str,
    pos: int,
    bracket: int,
    segment: str | None,
    size: str | None,
    span: Span,
    context: StatementContext,
) -> Operand | None:
    """`[seg:] [disp] '[' base + index*scale + disp ']' [disp]` with the size already taken off."""
    line_no = span.line
    close = text.rfind("]")
    if close < bracket:
        context.error(UNBALANCED, "unbalanced '['", line_no, span.start + bracket, span.end)
        return None
    outside = (text[pos:bracket] + " " + text[close + 1 :]).strip()
    inner = text[bracket + 1 : close].replace("[", "+").replace("]", " ")
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
                context.error(
                    BAD_OPERAND,
                    "a register cannot be subtracted in a memory operand",
                    line_no,
                    span.start,
                    span.end,
                )
                return None
            if base is None:
                base = register
            elif index is None:
                index = register
            else:
                context.error(
                    BAD_OPERAND, "too many registers in memory operand", line_no, span.start, span.end
                )
                return None
            continue
        scaled = _SCALED.match(term)
        if scaled is not None:
            name = scaled.group(1) or scaled.group(4)
            factor = scaled.group(2) or scaled.group(3)
            register = _intel_register(name)
            if register is not None:
                if index is not None or sign == "-":
                    context.error(
                        BAD_OPERAND, "invalid index register in memory operand", line_no, span.start, span.end
                    )
                    return None
                if factor not in ("1", "2", "4", "8"):
                    context.error(
                        BAD_OPERAND,
                        "scale factor in address must be 1, 2, 4 or 8",
                        line_no,
                        span.start,
                        span.end,
                    )
                    return None
                index = register
                scale = int(factor)
                continue
        displacement_terms.append(sign + term)
    displacement: int | None = 0
    symbol: str | None = None
    if displacement_terms:
        expression = "".join(displacement_terms).lstrip("+")
        value, error = evaluate(expression, context.symbols)
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
    return MemoryOperand(
        span,
        segment=segment,
        displacement=displacement,
        symbol=symbol,
        base=base,
        index=index,
        scale=scale,
        size=size,
    )
