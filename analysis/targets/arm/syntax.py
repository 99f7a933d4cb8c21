"""32-bit Arm statements in unified syntax, as gcc and clang print them.

`parse_operands(text, offset, line_no, symbols)` -> operands or a problem. Operands:
  Reg     `r0` `sp` `ip` `s3` `d16` `q2` `r0!`           (LLVM register name, writeback flag)
  Imm     `#1` `#-8` `#0x10` `0` `#:lower16:sym`          (value None: symbolic, `text` holds it)
  Sym     `.LBB0_1` `foo`                                 (a label or other name)
  Shift   `lsl #2` `asr r3` `rrx`                         (kind, amount or register)
  Mem     `[r0]` `[r0, #4]!` `[r0, -r1, lsl #2]` `[r0:64]` (base, items inside, writeback)
  RegList `{r4-r7, lr}` `{d8, d9}`                        (LLVM register names)
  Word    `eq` `apsr_nzcv` `fpscr` `p15` `c7` `sy`        (any other bare word)
Every operand has `shape()` (the spelling key piece) and `atoms()` (the values a spelling's recipe
maps to MC operands, spellings.py); `render()` writes it back as LLVM's printer spaces it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ...frontend.exprs import evaluate
from ...source import Span

_CORE_ALIASES = {"sp": "SP", "lr": "LR", "pc": "PC", "r13": "SP", "r14": "LR", "r15": "PC", "ip": "R12",
                 "fp": "R11", "sl": "R10", "sb": "R9", "tr": "R9", "a1": "R0", "a2": "R1", "a3": "R2", "a4": "R3",
                 "v1": "R4", "v2": "R5", "v3": "R6", "v4": "R7", "v5": "R8", "v6": "R9", "v7": "R10",
                 "v8": "R11"}
_NUMBERED = re.compile(r"([rsdq])(\d{1,2})$")
_LIMITS = {"r": 12, "s": 31, "d": 31, "q": 15}
NEGATIVE_ZERO = -(1 << 31)  # an offset written `#-0` (subtract zero), as ARMAsmParser holds it
SHIFT_KINDS = ("asr", "lsl", "lsr", "ror", "rrx", "uxtw")  # uxtw: MVE gather/scatter offsets
# ARM_AM::ShiftOpc: the value an MC shift operand holds for each kind.
SHIFT_CODES = {"asr": 1, "lsl": 2, "lsr": 3, "ror": 4, "rrx": 5}


def register_name(word: str) -> str | None:
    """LLVM's name for a core or FP/NEON register as written (`r0` R0, `ip` R12, `d16` D16), or None."""
    lowered = word.lower()
    alias = _CORE_ALIASES.get(lowered)
    if alias is not None:
        return alias
    found = _NUMBERED.match(lowered)
    if found is None or (len(found.group(2)) > 1 and found.group(2)[0] == "0"):
        return None
    kind, number = found.group(1), int(found.group(2))
    if number > _LIMITS[kind]:
        return None
    return f"{kind.upper()}{number}"


def register_kind(name: str) -> str:
    """The shape letter of an LLVM register name: r (core), s, d, q."""
    if name in ("SP", "LR", "PC"):
        return "r"
    head = name[:1]
    return head.lower() if head in "RSDQ" and name[1:].isdigit() else name.lower()


def print_register(name: str) -> str:
    return name.lower()


@dataclass(frozen=True, slots=True)
class Reg:
    name: str
    span: Span
    writeback: bool = False
    negative: bool = False
    lane: int | None = None  # `d0[1]`, `q0[2]`

    def shape(self) -> str:
        return (("-" if self.negative else "") + register_kind(self.name) + ("[]" if self.lane is not None else "")
                + ("!" if self.writeback else ""))

    def atoms(self) -> list[tuple[str, object]]:
        return [("r", self.name)] if self.lane is None else [("r", self.name), ("i", self.lane)]

    def render(self) -> str:
        lane = f"[{self.lane}]" if self.lane is not None else ""
        return ("-" if self.negative else "") + print_register(self.name) + lane + ("!" if self.writeback else "")


@dataclass(frozen=True, slots=True)
class Imm:
    value: int | None
    text: str
    span: Span
    hex: bool = False  # written in hexadecimal (the printer keeps a template's hex operands hex)
    floating: float | None = None  # a floating-point immediate (`#1.0`; value None)
    offset: bool = False  # inside a memory operand

    def shape(self) -> str:
        return "#"

    def atoms(self) -> list[tuple[str, object]]:
        if self.floating is not None:
            return [("f", self.floating)]
        return [("o" if self.offset else "i", self.value if self.value is not None else self.text)]

    def render(self) -> str:
        if self.floating is not None:
            return "#" + f"{self.floating:e}"
        if self.value is None:
            return "#" + self.text
        if self.value == NEGATIVE_ZERO and self.offset:
            return "#-0"
        if self.hex:
            return "#" + (f"-0x{-self.value:x}" if self.value < 0 else f"0x{self.value:x}")
        return "#" + str(self.value)


@dataclass(frozen=True, slots=True)
class Sym:
    text: str
    span: Span

    def shape(self) -> str:
        return "L"

    def atoms(self) -> list[tuple[str, object]]:
        return [("i", self.text)]

    def render(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class Word:
    text: str  # as written (a label keeps its case)
    span: Span

    def shape(self) -> str:
        return "w"

    def atoms(self) -> list[tuple[str, object]]:
        return [("w", self.text)]

    def render(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class Shift:
    kind: str  # one of SHIFT_KINDS
    amount: int | None  # immediate shifts; None for rrx and register shifts
    register: str | None
    span: Span

    def shape(self) -> str:
        return "sr" if self.register is not None else "s#"

    def atoms(self) -> list[tuple[str, object]]:
        if self.register is not None:
            return [("k", self.kind), ("r", self.register)]
        return [("s", (self.kind, self.amount))]

    def render(self) -> str:
        if self.kind == "rrx":
            return "rrx"
        if self.register is not None:
            return f"{self.kind} {print_register(self.register)}"
        return f"{self.kind} #{self.amount}"


@dataclass(frozen=True, slots=True)
class RegList:
    names: tuple[str, ...]
    span: Span
    text: str = ""

    def shape(self) -> str:
        kinds = {register_kind(n) for n in self.names}
        return "{" + (kinds.pop() if len(kinds) == 1 else "?") + "}"

    def atoms(self) -> list[tuple[str, object]]:
        return [("l", self.names)]

    def render(self) -> str:
        return "{" + ", ".join(print_register(n) for n in self.names) + "}"


@dataclass(frozen=True, slots=True)
class Mem:
    base: Reg
    items: tuple[Reg | Imm | Shift, ...]
    align: int | None
    writeback: bool
    span: Span

    def shape(self) -> str:
        inner = register_kind(self.base.name) + (":a" if self.align is not None else "")
        return "[" + ",".join([inner, *(item.shape() for item in self.items)]) + "]" + ("!" if self.writeback else "")

    def atoms(self) -> list[tuple[str, object]]:
        out: list[tuple[str, object]] = [("r", self.base.name)]
        if self.align is not None:
            out.append(("a", self.align))
        for item in self.items:
            out.extend(item.atoms())
        return out

    def render(self) -> str:
        inner = print_register(self.base.name) + (f":{self.align}" if self.align else "")
        parts = [inner, *(item.render() for item in self.items)]
        return "[" + ", ".join(parts) + "]" + ("!" if self.writeback else "")


Operand = Reg | Imm | Sym | Word | Shift | RegList | Mem
_WORD = re.compile(r"[A-Za-z_.$][\w.$]*$")
_LABEL_OFFSET = re.compile(r"([A-Za-z_.$][\w.$]*)\s*([+-])\s*(\d+|0[xX][0-9a-fA-F]+)$")


def label_offset(text: str) -> bool:
    """Whether a Word is a label with an offset (`.L186+8`): an MCBinaryExpr, which the 16-bit
    label forms (tLDRpci, tB, tADR ...) do not take and ARMInstPrinter prints after `#` where it
    prints an operand (`vldr s0, #.L186+4`)."""
    return _LABEL_OFFSET.match(text) is not None
_FLOAT = re.compile(r"[-+]?(\d+\.\d*|\.\d+)([eE][-+]?\d+)?$|[-+]?\d+[eE][-+]?\d+$")


def split_top(text: str) -> list[tuple[int, int]]:
    """(start, end) of the comma-separated pieces of `text` outside brackets and braces."""
    pieces: list[tuple[int, int]] = []
    depth = 0
    start = 0
    for i, char in enumerate(text):
        if char in "[{(":
            depth += 1
        elif char in "]})":
            depth -= 1
        elif char == "," and depth == 0:
            pieces.append((start, i))
            start = i + 1
    if text.strip():
        pieces.append((start, len(text)))
    return pieces


def _immediate(text: str, span: Span, symbols: dict[str, int]) -> Imm | str:
    body = text.strip()
    if body.startswith("#"):
        body = body[1:].strip()
    if not body:
        return "expected expression"
    if body.startswith(":"):  # `#:lower16:sym`
        return Imm(None, body, span)
    if _FLOAT.match(body):
        if float(body) == 0.0 and not body.startswith("-"):
            return Imm(0, body, span)  # `vcmp.f32 s1, #0.0` is the compare with zero (printed `#0`)
        return Imm(None, body, span, floating=float(body))
    value, error = evaluate(body, symbols)
    if error is not None:
        return error
    return Imm(value, body, span, body.lower().startswith(("0x", "-0x")))


def _register_list(text: str, span: Span) -> RegList | str:
    inner = text.strip()[1:-1]
    names: list[str] = []
    for start, end in split_top(inner):
        item = inner[start:end].strip()
        first, dash, last = item.partition("-")
        low = register_name(first.strip())
        if low is None:
            return "register expected"
        if not dash:
            names.append(low)
            continue
        high = register_name(last.strip())
        if high is None:
            return "register expected"
        low_kind, high_kind = register_kind(low), register_kind(high)
        numbers = {"SP": 13, "LR": 14, "PC": 15}
        a = numbers.get(low) if low in numbers else int(low[1:])
        b = numbers.get(high) if high in numbers else int(high[1:])
        if low_kind != high_kind or a is None or b is None or b < a:
            return "invalid register in register list"
        for number in range(a, b + 1):
            names.append(f"R{number}" if low_kind == "r" and number < 13 else
                         ("SP", "LR", "PC")[number - 13] if low_kind == "r" else f"{low_kind.upper()}{number}")
    if not names:
        return "register expected"
    return RegList(tuple(names), span, text.strip())


def _shift(text: str, span: Span, symbols: dict[str, int]) -> Shift | str | None:
    lowered = text.strip().lower()
    kind = lowered[:4] if lowered.startswith("uxtw") else lowered[:3]
    if kind not in SHIFT_KINDS or (len(lowered) > len(kind) and not lowered[len(kind)].isspace()):
        return None
    if kind == "rrx":
        return Shift("rrx", 0, None, span) if lowered == "rrx" else "illegal shift operator"
    rest = lowered[len(kind):].strip()
    if rest.startswith("#") or rest[:1].isdigit() or rest[:1] == "-":
        imm = _immediate(rest, span, symbols)
        if isinstance(imm, str):
            return imm
        if imm.value is None:
            return "invalid immediate shift value"
        return Shift(kind, imm.value, None, span)
    name = register_name(rest)
    if name is None:
        return "illegal shift operator"
    return Shift(kind, None, name, span)


def _memory(text: str, span: Span, symbols: dict[str, int]) -> Mem | str:
    stripped = text.strip()
    writeback = stripped.endswith("!")
    if writeback:
        stripped = stripped[:-1].rstrip()
    if not stripped.endswith("]"):
        return "']' expected"
    inner = stripped[1:-1]
    pieces = [inner[s:e].strip() for s, e in split_top(inner)]
    if not pieces:
        return "register expected"
    base_text, colon, align_text = pieces[0].partition(":")
    base_name = register_name(base_text.strip())
    if base_name is None:
        return "register expected"
    align = None
    if colon:
        value, error = evaluate(align_text.strip(), symbols)
        if error is not None or value is None:
            return "alignment must be 64, 128, 256 or omitted"
        align = value
    items: list[Reg | Imm | Shift] = []
    for piece in pieces[1:]:
        shift = _shift(piece, span, symbols)
        if isinstance(shift, str):
            return shift
        if shift is not None:
            items.append(shift)
            continue
        negative = piece.startswith("-")
        name = register_name(piece[1:].strip() if piece[:1] in "+-" else piece)
        if name is not None:
            items.append(Reg(name, span, negative=negative))
            continue
        imm = _immediate(piece, span, symbols)
        if isinstance(imm, str):
            return imm
        if imm.value == 0 and imm.text.replace(" ", "") == "-0":
            imm = replace(imm, value=NEGATIVE_ZERO)  # `#-0`: LLVM's offset operands hold INT32_MIN
        items.append(replace(imm, offset=True))
    return Mem(Reg(base_name, span), tuple(items), align, writeback, span)


def parse_operand(text: str, span: Span, symbols: dict[str, int]) -> Operand | str:
    """One operand, or the problem's message."""
    stripped = text.strip()
    if not stripped:
        return "expected operand"
    head = stripped[0]
    if head == "{":
        if not stripped.endswith("}"):
            # `{r4, r5}^` (user-mode registers) and other decorations are not read yet
            return "'}' expected"
        return _register_list(stripped, span)
    if head == "[":
        return _memory(stripped, span, symbols)
    if head == "#":
        imm = _immediate(stripped, span, symbols)
        if isinstance(imm, Imm) and imm.value == 0 and stripped[1:].replace(" ", "") == "-0":
            return replace(imm, value=NEGATIVE_ZERO, offset=True)
        return imm
    shift = _shift(stripped, span, symbols)
    if shift is not None:
        return shift
    writeback = stripped.endswith("!")
    word = stripped[:-1].rstrip() if writeback else stripped
    lane = None
    if word.endswith("]") and "[" in word:
        word, _, index = word[:-1].partition("[")
        if not index.strip().isdigit():
            return "expected lane index"
        lane = int(index)
    name = register_name(word.strip())
    if name is not None:
        return Reg(name, span, writeback=writeback, lane=lane)
    if writeback:
        return "register expected"
    if head.isdigit() or head in "-+(~":
        return _immediate(stripped, span, symbols)
    if _WORD.match(stripped):
        return Word(stripped, span)
    offset = _LABEL_OFFSET.match(stripped)
    if offset is not None:
        # gcc's `ldr r5, .L186+8` (a literal pool entry past the label): one expression, printed by
        # MCBinaryExpr as `.L186+8` whatever the spacing or base of the number
        digits = offset.group(3)
        amount = int(digits[2:], 16) if digits[:2] in ("0x", "0X") else int(digits)
        return Word(f"{offset.group(1)}{offset.group(2)}{amount}", span)
    return "unexpected token in operand"


def parse_operands(text: str, offset: int, line_no: int, symbols: dict[str, int]
                   ) -> tuple[list[Operand], tuple[Span, str] | None]:  # fmt: skip
    """The operands of `text` (which starts at column `offset`), or the first problem."""
    operands: list[Operand] = []
    for start, end in split_top(text):
        piece = text[start:end]
        lead = len(piece) - len(piece.lstrip())
        span = Span(line_no, offset + start + lead, offset + start + len(piece.rstrip()))
        found = parse_operand(piece, span, symbols)
        if isinstance(found, str):
            return operands, (span, found)
        operands.append(found)
    return operands, None


def shape(operands: list[Operand] | tuple[Operand, ...]) -> str:
    return ",".join(op.shape() for op in operands)


def atoms(operands: list[Operand] | tuple[Operand, ...]) -> list[tuple[str, object]]:
    out: list[tuple[str, object]] = []
    for op in operands:
        out.extend(op.atoms())
    return out


def with_atoms(operands: list[Operand] | tuple[Operand, ...], values: list[tuple[str, object]]) -> list[Operand]:
    """The operands with their atoms replaced, in order (the printer fills a template with them)."""
    out: list[Operand] = []
    position = 0

    def take() -> tuple[str, object]:
        nonlocal position
        atom = values[position]
        position += 1
        return atom

    def redo(op: Operand) -> Operand:
        if isinstance(op, Reg):
            name = str(take()[1])
            return replace(op, name=name) if op.lane is None else replace(op, name=name, lane=take()[1])
        if isinstance(op, Imm):
            tag, value = take()
            if tag == "f":
                return replace(op, value=None, floating=float(value))  # type: ignore[arg-type]
            return replace(op, value=value, text=str(value)) if isinstance(value, int) else replace(
                op, value=None, text=str(value))
        if isinstance(op, Sym):
            return replace(op, text=str(take()[1]))
        if isinstance(op, Word):
            return replace(op, text=str(take()[1]))
        if isinstance(op, Shift):
            if op.register is not None:
                kind = str(take()[1])
                return replace(op, kind=kind, register=str(take()[1]))
            kind, amount = take()[1]  # type: ignore[misc]
            return replace(op, kind=kind, amount=amount)
        if isinstance(op, RegList):
            return replace(op, names=tuple(take()[1]))  # type: ignore[arg-type]
        base = replace(op.base, name=str(take()[1]))
        align = take()[1] if op.align is not None else None
        items = tuple(redo(item) for item in op.items)
        return replace(op, base=base, align=align, items=items)  # type: ignore[arg-type]

    for op in operands:
        out.append(redo(op))
    return out
