"""AArch64 instruction statements: GNU operand syntax as gcc 12 / clang 19 emit it (and people write it).

Public entry point:

    parse_instruction(text, start, end, line_no, sink) -> Instruction | None

`text` is the whole source line, `text[start:end]` one instruction statement (mnemonic and operands;
comments and labels already removed by the statement splitter). Problems go into `sink` (anything
with `append(Diagnostic)`) as positioned MCL1xx diagnostics; the function never raises and
returns None when the statement is unusable.

Operands (frozen dataclasses, each with its `span`):
  Reg       `x0` `w1` `sp` `xzr` `fp` `v0.4s` `v1.d[1]` `z0.d` `z2.s[1]` `p0/z` `p1.b` `pn8.b` `q3`
  RegList   `{v0.4s, v1.4s}` `{v0.4s - v3.4s}` `{ v0.b }[1]` `{z0.d}`
  Imm       `#8` `8` `#-16` `#0x1f` `#(1<<4)` (value None: symbolic, then `text` holds it)
  FImm      `#1.0` `#-2.5e0`
  Shift     `lsl #3` `lsr 2` `sxtw` `uxtw #2` `msl #8` `mul #4` (op "mul") `mul vl` (op "mulvl")
  Mem       `[x0]` `[x0, #8]` `[x0, #8]!` `[x0, x1, lsl #3]` `[x0, w1, sxtw]` `[x0, #1, mul vl]`
            `[x0, z1.d, lsl #3]` `[z0.d, #8]` `[x0, :lo12:sym]` (post-index `[x0], #8` is Mem + Imm)
  Sym       labels, expressions, `:lo12:sym` style relocations, `=sym` literals, and bare words that
            the resolver reads as condition codes or named operands (`eq`, `ish`, `pldl1keep`, `vl4`)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...diagnostics import Diagnostic, Severity
from ...frontend.exprs import evaluate
from ...source import Span
from . import names

BAD_OPERAND = "MCL103"
BAD_NUMBER = "MCL104"
UNBALANCED = "MCL102"
BAD_DIRECTIVE_ARGUMENT = "MCL103"  # `.arch_extension foo`: llvm-mc's words (target.py)


@dataclass(frozen=True, slots=True)
class Reg:
    name: str  # lower-case base name as written: "x0", "v1", "sp", "fp", "p0"
    kind: str  # x w b h s d q v z p pn
    number: int  # 0..31 (sp, xzr, wsp, wzr: 31)
    special: str  # "sp", "zr" or ""
    arrangement: str  # "4s", "d", "b" (after the dot), "" when none
    lane: int | None
    qualifier: str  # "z" / "m" for predicates written p0/z, p0/m; "!" for MOPS `x2!`; "" otherwise
    span: Span


@dataclass(frozen=True, slots=True)
class RegList:
    regs: tuple[Reg, ...]  # or Za items (`{za0h.b[w12, 0]}`, `zero {za0.d, za1.d}`)
    lane: int | None
    span: Span


@dataclass(frozen=True, slots=True)
class Imm:
    value: int | None
    text: str  # the expression without '#'
    span: Span


@dataclass(frozen=True, slots=True)
class FImm:
    value: float
    text: str
    span: Span


@dataclass(frozen=True, slots=True)
class Shift:
    op: str  # lsl lsr asr ror msl, uxtb..sxtx, "mul" (`mul #4`), "mulvl" (`mul vl`)
    amount: int | None  # None when not written (`sxtw`, `mul vl`)
    span: Span


@dataclass(frozen=True, slots=True)
class Mem:
    base: Reg
    offset: Imm | None
    index: Reg | None
    extend: Shift | None  # index shift/extend, or Shift("mulvl") after an immediate offset
    writeback: bool
    span: Span


@dataclass(frozen=True, slots=True)
class Za:
    """SME's ZA array: `za`, a tile `za0.s`, a slice `za0h.s[w12, 0]` or `za0v.d[w12, 0:1]`, an array
    vector (group) `za.d[w8, 0]` / `za.d[w8, 0, vgx2]` / `za.s[w8, 0:1, vgx4]` / `za[w12, 0]`."""

    tile: int | None  # za0.s -> 0; None for the whole array
    direction: str  # "h", "v" or ""
    arrangement: str  # b h s d q, or ""
    index: Reg | None  # the slice index register (w8-w15); None for a tile / `za`
    offset: int | None  # first offset; None without brackets
    count: int  # 1, or the length of a range `0:1` (2), `0:3` (4)
    group: str  # "vgx2", "vgx4" or ""
    span: Span


@dataclass(frozen=True, slots=True)
class Sym:
    text: str  # blanks removed
    span: Span


Operand = Reg | RegList | Imm | FImm | Shift | Mem | Sym | Za


@dataclass(frozen=True, slots=True)
class Instruction:
    mnemonic: str  # lower-case ("add", "b.ne", "ld1")
    operands: tuple[Operand, ...]
    span: Span
    mnemonic_span: Span
    text: str
    expanded_from: Span | None = None


class _Bad(Exception):
    def __init__(self, start: int, end: int, code: str, message: str) -> None:
        super().__init__(message)
        self.start = start
        self.end = end
        self.code = code
        self.message = message


_REG = re.compile(r"([a-z]+[0-9]*)(?:\.([0-9]*[bhsdq]))?(?:\[\s*([0-9]+)\s*\])?(?:/([zm])|(!))?$")
_FLOAT = re.compile(r"[-+]?(?:[0-9]+\.[0-9]*|\.[0-9]+|[0-9]+(?=[eE]))(?:[eE][-+]?[0-9]+)?$")
_SHIFT_WORDS = frozenset(names.SHIFTS) | frozenset(names.EXTENDS) | {"mul"}


# `.req` register aliases in force while one statement is parsed (parse_instruction's `aliases`).
_ALIASES: dict[str, str] = {}


def _register(word: str, start: int, line: int) -> Reg | None:
    """A register operand (with arrangement, lane, predicate qualifier), or None if not one."""
    match = _REG.match(word.lower())
    if match is None:
        return None
    name = match.group(1)
    base = names.register(name)
    if base is None:
        if not _ALIASES or name not in _ALIASES:
            return None
        name = _ALIASES[name]  # `acc .req x0` ... `add acc, acc, #1`
        base = names.register(name)
        if base is None:
            return None
    kind, number, special = base
    arrangement = match.group(2) or ""
    lane = match.group(3)
    qualifier = match.group(4) or match.group(5) or ""
    if arrangement and kind not in ("v", "z", "p", "pn"):
        return None
    if qualifier and kind not in (("x",) if qualifier == "!" else ("p", "pn")):
        return None  # (`x2!`: a MOPS register written back, `cpyp [x0]!, [x1]!, x2!`)
    return Reg(
        name,
        kind,
        number,
        special,
        arrangement,
        int(lane) if lane is not None else None,
        qualifier,
        Span(line, start, start + len(word)),
    )


_ZA = re.compile(r"za(?:([0-9]|1[0-5])([hv])?)?(?:\.([bhsdq]))?$")
_ZA_OFFSET = re.compile(r"\s*([0-9]+)\s*(?::\s*([0-9]+)\s*)?$")


def _za(text: str, start: int, end: int, line: int) -> Za | None:
    """A ZA operand (see Za), or None when text[start:end] is not one."""
    piece = text[start:end]
    bracket = piece.find("[")
    head = (piece if bracket < 0 else piece[:bracket]).strip().lower()
    match = _ZA.match(head)
    if match is None:
        return None
    tile = int(match.group(1)) if match.group(1) is not None else None
    direction = match.group(2) or ""
    arrangement = match.group(3) or ""
    span = Span(line, start, end)
    if bracket < 0:
        if direction:
            return None
        return Za(tile, "", arrangement, None, None, 1, "", span)
    if piece[-1] != "]" or (tile is not None and not direction):
        raise _Bad(start, end, BAD_OPERAND, f"invalid ZA operand '{piece}'")
    inner_start = start + bracket + 1
    parts = [_strip(text, s, e) for s, e in _split(text, inner_start, end - 1)]
    if len(parts) not in (2, 3):
        raise _Bad(inner_start, end - 1, BAD_OPERAND, "expected '[wN, offset]' in the ZA operand")
    s0, e0 = parts[0]
    index = _register(text[s0:e0], s0, line)
    # LLVM's slice index classes: w12-w15 for tiles and `za[wN, off]`, w8-w11 for array vectors
    low = 12 if tile is not None or not arrangement else 8
    if index is None or index.kind != "w" or index.special or not low <= index.number <= low + 3:
        if tile is not None or arrangement or len(parts) == 2:
            raise _Bad(
                s0, max(e0, s0 + 1), BAD_OPERAND, f"operand must be a register in range [w{low}, w{low + 3}]"
            )
        if index is None or index.kind != "w":
            raise _Bad(s0, max(e0, s0 + 1), BAD_OPERAND, "expected a 32-bit index register (w8-w15)")
    s1, e1 = parts[1]
    body = text[s1 + 1 : e1] if text[s1 : s1 + 1] == "#" else text[s1:e1]
    offset_match = _ZA_OFFSET.match(body)
    if offset_match is None:
        value, error = evaluate(body)
        if error is not None or value is None:
            raise _Bad(s1, max(e1, s1 + 1), BAD_NUMBER, f"invalid ZA offset '{body}'")
        first, count = value, 1
    else:
        first = int(offset_match.group(1))
        last = offset_match.group(2)
        count = int(last) - first + 1 if last is not None else 1
        if count < 1:
            raise _Bad(s1, e1, BAD_OPERAND, f"invalid ZA offset range '{body}'")
    group = ""
    if len(parts) == 3:
        s2, e2 = parts[2]
        group = text[s2:e2].lower()
        if group not in ("vgx2", "vgx4"):
            raise _Bad(s2, max(e2, s2 + 1), BAD_OPERAND, f"expected vgx2 or vgx4, got '{text[s2:e2]}'")
    return Za(tile, direction, arrangement, index, first, count, group, span)


def _split(text: str, start: int, end: int, separator: str = ",") -> list[tuple[int, int]]:
    """Top-level pieces of text[start:end] split at `separator` outside [] {} () and quotes."""
    pieces = []
    depth = 0
    piece_start = start
    quote = ""
    index = start
    while index < end:
        char = text[index]
        if quote:
            if char == "\\":
                index += 1
            elif char == quote:
                quote = ""
        elif char == '"':
            quote = char
        elif char in "[{(":
            depth += 1
        elif char in "]})":
            depth -= 1
            if depth < 0:
                raise _Bad(index, index + 1, UNBALANCED, f"unbalanced '{char}'")
        elif char == separator and depth == 0:
            pieces.append((piece_start, index))
            piece_start = index + 1
        index += 1
    if depth != 0 or quote:
        raise _Bad(start, end, UNBALANCED, "unbalanced brackets or quotes in operands")
    pieces.append((piece_start, end))
    return pieces


def _strip(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start] in " \t":
        start += 1
    while end > start and text[end - 1] in " \t":
        end -= 1
    return start, end


def _number(body: str, start: int, end: int, line: int) -> Imm | FImm:
    """`#`-less immediate text: integer expression, float, or symbolic expression."""
    if _FLOAT.match(body):
        try:
            return FImm(float(body), body, Span(line, start, end))
        except ValueError:
            pass
    value, error = evaluate(body)
    if error is not None:
        raise _Bad(start, end, BAD_NUMBER, f"invalid immediate '{body}': {error}")
    return Imm(value, "".join(body.split()), Span(line, start, end))


def _shift(text: str, start: int, end: int, line: int) -> Shift | None:
    word_end = start
    while word_end < end and text[word_end].isalpha():
        word_end += 1
    word = text[start:word_end].lower()
    if word not in _SHIFT_WORDS:
        return None
    rest_start, rest_end = _strip(text, word_end, end)
    span = Span(line, start, end)
    if word == "mul":
        rest = text[rest_start:rest_end].lower()
        if rest == "vl":
            return Shift("mulvl", None, span)
    if rest_start == rest_end:
        if word in names.EXTENDS:
            return Shift(word, None, span)
        # llvm-mc's words, just after the shift word (`add x0, x1, x2, lsl`)
        raise _Bad(word_end, word_end + 1, BAD_OPERAND, "expected #imm after shift specifier")
    if rest_start == word_end and text[rest_start] not in "#":
        return None  # a word such as `lslx`
    body_start = rest_start + 1 if text[rest_start] == "#" else rest_start
    value, error = evaluate(text[body_start:rest_end])
    if error is not None or value is None:
        raise _Bad(body_start, rest_end, BAD_NUMBER, f"invalid shift amount '{text[body_start:rest_end]}'")
    return Shift(word, value, span)


def _memory(text: str, start: int, end: int, line: int) -> Mem:
    # text[start] == '[', text[end-1] in "]!"
    writeback = text[end - 1] == "!"
    close = end - 1 if writeback else end
    while writeback and close > start and text[close - 1] in " \t":
        close -= 1
    if text[close - 1] != "]":
        raise _Bad(start, end, BAD_OPERAND, "expected ']' closing the memory operand")
    pieces = [_strip(text, s, e) for s, e in _split(text, start + 1, close - 1)]
    span = Span(line, start, end)
    s0, e0 = pieces[0]
    base = _register(text[s0:e0], s0, line)
    if base is None:
        raise _Bad(s0, e0, BAD_OPERAND, "invalid operand for instruction")  # llvm-mc's words (`[x32]`)
    offset: Imm | None = None
    index: Reg | None = None
    extend: Shift | None = None
    for s, e in pieces[1:]:
        if s == e:
            raise _Bad(s, e, BAD_OPERAND, "empty memory operand part")
        piece = text[s:e]
        if offset is None and index is None:
            reg = _register(piece, s, line)
            if reg is not None:
                index = reg
                continue
            if piece[0] == "#":
                body_start, _ = _strip(text, s + 1, e)
                if text[body_start : body_start + 1] == ":":  # `[x4, #:lo12:.LC0]`
                    imm = Imm(None, "".join(text[body_start:e].split()), Span(line, s, e))
                else:
                    imm = _number(text[body_start:e], body_start, e, line)
            elif piece[0] == ":":
                imm = Imm(None, "".join(piece.split()), Span(line, s, e))
            else:
                imm = _number(piece, s, e, line)
            if isinstance(imm, FImm):
                raise _Bad(s, e, BAD_OPERAND, "a floating-point offset is not valid in a memory operand")
            offset = imm
            continue
        if extend is None:
            shift = _shift(text, s, e, line)
            if shift is not None:
                extend = shift
                continue
        raise _Bad(s, e, BAD_OPERAND, f"unexpected '{piece}' in memory operand")
    return Mem(base, offset, index, extend, writeback, span)


def _reg_list(text: str, start: int, end: int, line: int) -> RegList:
    close = text.rfind("}", start, end)
    if close < 0:
        raise _Bad(start, end, UNBALANCED, "expected '}' closing the register list")
    lane: int | None = None
    tail_start, tail_end = _strip(text, close + 1, end)
    if tail_start < tail_end:
        tail = text[tail_start:tail_end]
        if not (tail[0] == "[" and tail[-1] == "]" and tail[1:-1].strip().isdigit()):
            raise _Bad(tail_start, tail_end, BAD_OPERAND, f"unexpected '{tail}' after the register list")
        lane = int(tail[1:-1])
    regs: list[Reg] = []
    for s, e in _split(text, start + 1, close):
        s, e = _strip(text, s, e)
        piece = text[s:e]
        dash = piece.find("-")
        if dash > 0:
            first = _register(piece[:dash].strip(), s, line)
            last = _register(piece[dash + 1 :].strip(), s + dash + 1, line)
            if first is None or last is None or first.kind != last.kind:
                raise _Bad(s, e, BAD_OPERAND, f"invalid register range '{piece}'")
            if first.arrangement != last.arrangement:
                at = s + dash + 1 + (len(piece[dash + 1 :]) - len(piece[dash + 1 :].lstrip()))
                raise _Bad(at, at + 1, BAD_OPERAND, "mismatched register size suffix")
            if regs and isinstance(regs[0], Reg) and first.arrangement != regs[0].arrangement:
                raise _Bad(s, s + 1, BAD_OPERAND, "mismatched register size suffix")
            count = (last.number - first.number) % 32 + 1
            for k in range(count):
                regs.append(Reg(f"{first.kind}{(first.number + k) % 32}", first.kind, (first.number + k) % 32,
                                "", first.arrangement, None, "", Span(line, s, e)))  # fmt: skip
            continue
        reg = _register(piece, s, line)
        if reg is None and piece[:2].lower() == "za":
            reg = _za(text, s, e, line)  # type: ignore[assignment]
        if reg is None:
            raise _Bad(s, s + 1, BAD_OPERAND, "vector register expected")  # llvm-mc's words
        if regs and isinstance(reg, Reg) and isinstance(regs[0], Reg):
            # llvm-mc: every element of a list has the first one's register kind and size suffix
            if reg.kind != regs[0].kind:
                raise _Bad(s, s + 1, BAD_OPERAND, "vector register expected")  # (llvm-mc's caret: one column)
            if reg.arrangement != regs[0].arrangement:
                raise _Bad(s, s + 1, BAD_OPERAND, "mismatched register size suffix")
        regs.append(reg)
    if not regs:
        raise _Bad(start, end, BAD_OPERAND, "empty register list")
    return RegList(tuple(regs), lane, Span(line, start, end))


_LOCAL_LABEL_START = re.compile(r"\d+[bf](?![\w.$])")
_UPPER_LOCAL_LABEL = re.compile(r"\d+[BF](?![\w.$])")


def _operand(text: str, start: int, end: int, line: int) -> Operand:
    piece = text[start:end]
    first = piece[0]
    if first == "[":
        return _memory(text, start, end, line)
    if first == "{":
        return _reg_list(text, start, end, line)
    if first == "#":
        body_start, _ = _strip(text, start + 1, end)
        if body_start < end and text[body_start] == ":":
            return Imm(None, "".join(text[body_start:end].split()), Span(line, start, end))
        return _number(text[body_start:end], body_start, end, line)
    if first in ":=":
        return Sym("".join(piece.split()), Span(line, start, end))
    reg = _register(piece, start, line)
    if reg is not None:
        return reg
    if first in "zZ" and piece[1:2] in "aA":
        za = _za(text, start, end, line)
        if za is not None:
            return za
    if first.isalpha():
        shift = _shift(text, start, end, line)
        if shift is not None:
            return shift
    # `1b`, `2f`, and expressions starting with one (`1f+4`, `2b - 8`)
    local_label = first.isdigit() and _LOCAL_LABEL_START.match(piece) is not None
    upper = _UPPER_LOCAL_LABEL.match(piece) if first.isdigit() else None
    if upper is not None:  # `1F`: llvm-mc reads the number 1 and then an unexpected `F`
        at = start + upper.end() - 1
        raise _Bad(at, at + 1, BAD_OPERAND, "unexpected token in argument list")
    if (first.isdigit() or first in "-+(~") and not local_label:
        return _number(piece, start, end, line)
    run_on = _RUN_ON.match(piece)
    if run_on is not None:  # `x0 x1`, `is not valid`: llvm-mc reads one name and stops at the next word
        at = start + run_on.end(1)
        raise _Bad(at, at + 1, BAD_OPERAND, "unexpected token in argument list")
    return Sym("".join(piece.split()), Span(line, start, end))


# A name, blanks, then a token that cannot continue an expression (a name or a number): what
# LLVM's operand parser leaves unread, so its "unexpected token in argument list" at that token.
_RUN_ON = re.compile(r"[A-Za-z_.$][\w.$]*\s+()[A-Za-z_.$0-9]")


def parse_operands(text: str, start: int, end: int, line: int) -> tuple[Operand, ...]:
    """Operands of text[start:end] (raises _Bad)."""
    start, end = _strip(text, start, end)
    if start == end:
        return ()
    operands = []
    for s, e in _split(text, start, end):
        s, e = _strip(text, s, e)
        if s == e:
            raise _Bad(s, max(e, s + 1), BAD_OPERAND, "empty operand")
        operands.append(_operand(text, s, e, line))
    return tuple(operands)


def parse_instruction(
    text: str, start: int, end: int, line_no: int, sink, aliases: dict[str, str] | None = None
) -> Instruction | None:
    """One instruction statement `text[start:end]` on line `line_no` -> Instruction, or None (see module).

    aliases: `.req` register aliases in force (lower-case name -> register name), or None."""
    if aliases:
        _ALIASES.update(aliases)
        try:
            return _parse_uncached(text, start, end, line_no, sink)
        finally:
            _ALIASES.clear()
    key = (text, start, end, line_no)
    hit = _INSTRUCTIONS.get(key)
    if hit is not None:
        return hit
    inst = _parse_uncached(text, start, end, line_no, sink, memoise=True)
    if inst is not None:
        if len(_INSTRUCTIONS) >= _CACHE_LIMIT:
            _INSTRUCTIONS.clear()
        _INSTRUCTIONS[key] = inst
    return inst


def _parse_uncached(
    text: str, start: int, end: int, line_no: int, sink, memoise: bool = False
) -> Instruction | None:
    try:
        start, end = _strip(text, start, end)
        mnemonic_end = start
        while mnemonic_end < end and text[mnemonic_end] not in " \t":
            mnemonic_end += 1
        if mnemonic_end == start:
            return None
        mnemonic = text[start:mnemonic_end].lower()
        if memoise:
            operands = _cached_operands(text[mnemonic_end:end], line_no, mnemonic_end)
        else:
            operands = parse_operands(text, mnemonic_end, end, line_no)
        return Instruction(
            mnemonic,
            operands,
            Span(line_no, start, end),
            Span(line_no, start, mnemonic_end),
            text[start:end],
        )
    except _Bad as bad:
        sink.append(Diagnostic(Span(line_no, bad.start, bad.end), Severity.ERROR, bad.code, bad.message))
        return None
    except (RecursionError, ValueError, IndexError) as error:  # defensive: never raise on user text
        sink.append(
            Diagnostic(
                Span(line_no, start, end), Severity.ERROR, BAD_OPERAND, f"cannot parse operands: {error}"
            )
        )
        return None


# PERF: compiler output repeats operand texts; parsing is memoised per (operand text, column) and
# the spans' line is patched in when the same text comes back on another line.
_CACHE: dict[tuple[str, int], tuple[int, tuple[Operand, ...]]] = {}  # -> (line parsed on, operands)
# Whole statements by (line text, start, end, line): re-parsing an edited buffer hits for every
# line that did not change or move (instructions are immutable, so sharing them is safe).
_INSTRUCTIONS: dict[tuple[str, int, int, int], Instruction] = {}
_CACHE_LIMIT = 50_000


def clear_caches() -> None:
    """Forget memoised operand parses (benchmarks: a cold first parse)."""
    _CACHE.clear()
    _INSTRUCTIONS.clear()


def _cached_operands(operand_text: str, line_no: int, column: int) -> tuple[Operand, ...]:
    key = (operand_text, column)
    cached = _CACHE.get(key)
    if cached is None:
        if len(_CACHE) >= _CACHE_LIMIT:
            _CACHE.clear()
        operands = parse_operands(" " * column + operand_text, column, column + len(operand_text), line_no)
        _CACHE[key] = (line_no, operands)
        return operands
    line, operands = cached
    if line == line_no:
        return operands
    return tuple(_moved(op, line_no) for op in operands)


def _moved(op: Operand, line: int):
    """The operand with every span on `line` (a cached parse of the same text on another line)."""
    span = Span(line, op.span.start, op.span.end)
    if isinstance(op, Mem):
        return Mem(
            _moved(op.base, line),
            _moved(op.offset, line) if op.offset is not None else None,
            _moved(op.index, line) if op.index is not None else None,
            _moved(op.extend, line) if op.extend is not None else None,
            op.writeback,
            span,
        )
    if isinstance(op, RegList):
        return RegList(tuple(_moved(r, line) for r in op.regs), op.lane, span)
    if isinstance(op, Za):
        index = _moved(op.index, line) if op.index is not None else None
        return Za(op.tile, op.direction, op.arrangement, index, op.offset, op.count, op.group, span)
    if isinstance(op, Reg):
        return Reg(op.name, op.kind, op.number, op.special, op.arrangement, op.lane, op.qualifier, span)
    if isinstance(op, Imm):
        return Imm(op.value, op.text, span)
    if isinstance(op, FImm):
        return FImm(op.value, op.text, span)
    if isinstance(op, Shift):
        return Shift(op.op, op.amount, span)
    return Sym(op.text, span)


_LABEL_PREFIX = re.compile(r"\s*(?:[A-Za-z_.$][\w.$]*|\d+):")


def instruction_statements(text: str, apple: bool = False) -> list[tuple[int, int, int]]:
    """(line, start, end) of every instruction statement of `text`, for tools and tests (the
    analysis itself uses the shared statement splitter): `//` and `/* */` comments (and `;` on
    Apple triples) removed, `;` separating statements on ELF, labels and directives skipped."""
    out: list[tuple[int, int, int]] = []
    in_block = False
    for line_no, line in enumerate(text.split("\n")):
        code = list(line)
        index = 0
        while index < len(code):  # blank out comments, keeping columns
            if in_block:
                if line.startswith("*/", index):
                    code[index] = code[index + 1] = " "
                    in_block = False
                    index += 2
                    continue
                code[index] = " "
            elif line.startswith("/*", index):
                in_block = True
                continue
            elif line.startswith("//", index) or (apple and line[index] == ";"):
                code[index:] = " " * (len(code) - index)
                break
            index += 1
        cleaned = "".join(code)
        if cleaned.lstrip().startswith("#"):
            continue
        start = 0
        for piece in [*cleaned.split(";")] if not apple else [cleaned]:
            end = start + len(piece)
            label = _LABEL_PREFIX.match(piece)
            body_start = start + (label.end() if label else 0)
            stripped = cleaned[body_start:end].strip()
            if stripped and not stripped.startswith("."):
                lead = len(cleaned[body_start:end]) - len(cleaned[body_start:end].lstrip())
                out.append((line_no, body_start + lead, body_start + lead + len(stripped)))
            start = end + 1
    return out
