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
    if name in ("SP", "LR", "PC", "ZR"):  # ZR: v8.1-M's zero register (the conditional selects)
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
            # ARMInstPrinter prints a relocation specifier's expression (`:lower16:sym`) without `#`
            return self.text if self.text.startswith(":") else "#" + self.text
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
    asl: bool = False  # written `asl`: lsl to ARMAsmParser's shift parsers, not to ssat/usat's

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
class LaneList:
    """A NEON list of one lane or of all lanes (`{d0[1], d1[1]}`, `{d0[], d2[]}`, `q0[]`): D registers
    one or two apart (`spacing`), each with the same lane (None: all lanes, `[]`)."""

    names: tuple[str, ...]
    lane: int | None
    span: Span
    spacing: int = 1
    braced: bool = True

    def shape(self) -> str:
        return "{d[" + ("" if self.lane is None else "#") + "]}"

    def atoms(self) -> list[tuple[str, object]]:
        return [("l", self.names)] + ([("i", self.lane)] if self.lane is not None else [])

    def render(self) -> str:
        lane = "" if self.lane is None else str(self.lane)
        return "{" + ", ".join(f"{print_register(n)}[{lane}]" for n in self.names) + "}"


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


@dataclass(frozen=True, slots=True)
class Pool:
    """`ldr r0, =value`'s operand (ARMAsmParser's constant pool immediate): a constant (`value`) or
    a symbol expression (`value` None). Only `ldr` takes it; the resolver turns it into a move or a
    load of a constant pool entry."""

    value: int | None
    text: str
    span: Span

    def shape(self) -> str:
        return "="

    def atoms(self) -> list[tuple[str, object]]:
        return [("=", self.value if self.value is not None else self.text)]

    def render(self) -> str:
        return "=" + self.text


@dataclass(frozen=True, slots=True)
class Option:
    """LDC/STC's coprocessor option `{4}` (ARMAsmParser's parseCoprocOptionOperand: a constant
    0-255), read only after those mnemonics; no spelling of the table has its shape."""

    value: int
    span: Span

    def shape(self) -> str:
        return "{#}"

    def atoms(self) -> list[tuple[str, object]]:
        return [("i", self.value)]

    def render(self) -> str:
        return "{" + str(self.value) + "}"


Operand = Reg | Imm | Sym | Word | Shift | RegList | LaneList | Mem | Pool | Option
_WORD = re.compile(r"[A-Za-z_.$][\w.$]*$")
_INTEGER = re.compile(r"(?<![\w.$])(0[xX][0-9a-fA-F]+|[1-9]\d*|0)(?![\w.$])")
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
        if low_kind != high_kind or a is None or b is None:
            return "invalid register in register list"
        if b < a:
            return "bad range in register list"
        for number in range(a, b + 1):
            names.append(f"R{number}" if low_kind == "r" and number < 13 else
                         ("SP", "LR", "PC")[number - 13] if low_kind == "r" else f"{low_kind.upper()}{number}")
    if not names:
        return "register expected"
    if all(register_kind(n) == "r" for n in names):
        # ARMAsmParser keeps a core register list sorted by encoding, each register once (with a
        # warning for the order and the duplicates: register_list_warnings)
        names = sorted(set(names), key=_core_number)
    return RegList(tuple(names), span, text.strip())


def _core_number(name: str) -> int:
    return {"SP": 13, "LR": 14, "PC": 15}.get(name) or int(name[1:])


def _list_items(text: str) -> list[tuple[int, str]]:
    """(offset in `text`, item) of a braced list's comma-separated items, stripped."""
    inner_start = text.find("{") + 1
    close = text.rfind("}")
    inner = text[inner_start:close if close >= 0 else len(text)]
    out = []
    for start, end in split_top(inner):
        piece = inner[start:end]
        lead = len(piece) - len(piece.lstrip())
        out.append((inner_start + start + lead, piece.strip()))
    return out


def register_list_warnings(op: RegList) -> list[tuple[int, str]]:
    """ARMAsmParser::parseRegisterList's warnings for a core register list, as (offset in the
    list's text, message): a register below the one before it, a register twice."""
    seen: set[int] = set()
    out: list[tuple[int, str]] = []
    previous = -1
    for offset, item in _list_items(op.text):
        first, dash, last = item.partition("-")
        low = register_name(first.strip())
        if low is None or register_kind(low) != "r":
            return []
        number = _core_number(low)
        if previous >= 0:
            if number < previous:
                out.append((offset, "register list not in ascending order"))
            if number in seen:
                out.append((offset, f"duplicated register ({first.strip()}) in register list"))
        seen.add(number)
        previous = number
        if dash:
            high = register_name(last.strip())
            if high is None or register_kind(high) != "r":
                return out
            after = offset + len(first) + 1 + (len(last) - len(last.lstrip()))
            for value in range(number + 1, _core_number(high) + 1):
                if value in seen:
                    out.append((after, f"duplicated register ({('r' + str(value)) if value < 13 else ('sp', 'lr', 'pc')[value - 13]}) in register list"))
                seen.add(value)
            previous = _core_number(high)
    return out


def register_list_error(text: str, vector: bool, symbols: dict[str, int]) -> tuple[int, str] | None:
    """llvm-mc's error for a braced S/D/Q list, as (offset in `text`, message): a NEON structure
    list (`vector`: parseVectorList's rules, one or two apart) or a VFP register list
    (parseRegisterList's: ascending, contiguous, one kind)."""
    if vector:
        found = parse_lane_list(text, Span(0, 0, 0), symbols)
        return found if isinstance(found, tuple) else None
    kind = ""
    current = -1
    for offset, item in _list_items(text):
        first, dash, last = item.partition("-")
        name = register_name(first.strip())
        if name is None:
            return (offset, "register expected")
        this = register_kind(name)
        number = int(name[1:]) if this in ("s", "d", "q") else -1
        low, high = (2 * number, 2 * number + 1) if this == "q" else (number, number)
        this = "d" if this == "q" else this
        if not kind:
            kind = this
        elif this != kind:
            return (offset, "invalid register in register list")
        elif kind == "r":
            pass  # a core register list: warnings only (register_list_warnings)
        elif low < current:
            return (offset, "register list not in ascending order")
        elif low != current + 1:
            return (offset, "non-contiguous register range")
        current = high if kind != "r" else _core_number(name)
        if dash:
            after = offset + len(first) + 1 + (len(last) - len(last.lstrip()))
            end = register_name(last.strip())
            if end is None:
                return (after, "register expected")
            end_kind = register_kind(end)
            end_number = int(end[1:]) if end_kind in ("s", "d", "q") else _core_number(end) if end_kind == "r" else -1
            end_number = 2 * end_number + 1 if end_kind == "q" else end_number
            if ("d" if end_kind == "q" else end_kind) != kind:
                return (after, "invalid register in register list")
            if end_number < current:
                return (after, "bad range in register list")
            current = end_number
    return None


_LIST_REGISTER = re.compile(r"[A-Za-z_][\w]*")
_HIGH_D_NAME = re.compile(r"D(1[6-9]|2\d|3[01])$")


def plain_list_error(text: str, d32: bool) -> tuple[int, str] | None:
    """llvm-mc's error for a braced list read by ARMAsmParser::parseRegisterList, as (offset in
    `text`, message), or None where that reading succeeds. This is how a NEON structure or table
    list (`{d16, d18}`, `{d16[], d17[]}`) is read without NEON: the generated matcher runs the
    vector-list operand parser only for match entries whose features are present, and the generic
    operand parser reads a `{` as a register list. Token by token: a Q register is its two D
    registers, D and S lists must go up one register at a time, and anything else after a register
    (a lane's `[`) ends the list where a `}` must stand. Without `d32` D16-D31 are not registers."""
    position = 0

    def skip() -> None:
        nonlocal position
        while position < len(text) and text[position].isspace():
            position += 1

    def register() -> str | None:
        nonlocal position
        found = _LIST_REGISTER.match(text, position)
        name = register_name(found.group(0)) if found is not None else None
        if name is None or (not d32 and _HIGH_D_NAME.match(name)):
            return None
        position = found.end()  # type: ignore[union-attr]
        return name

    def number(name: str) -> tuple[str, int]:
        """(class, encoding) of a register: a Q register as its first D register."""
        kind = register_kind(name)
        if kind == "q":
            return "d", int(name[1:]) * 2
        return kind, _core_number(name) if kind == "r" else int(name[1:])

    skip()
    if not text.startswith("{", position):
        return None
    position += 1
    skip()
    first = register()
    if first is None:
        return (position, "register expected")
    kind, current = number(first)
    if register_kind(first) == "q":
        current += 1
    if kind not in ("r", "s", "d"):
        return (position, "invalid register in register list")
    while True:
        skip()
        if position >= len(text) or text[position] not in ",-":
            break
        separator = text[position]
        position += 1
        skip()
        at = position
        name = register()
        if name is None:
            return (at, "register expected")
        this, value = number(name)
        if separator == "-":
            if register_kind(name) == "q":
                value += 1
            if this != kind:
                return (at, "invalid register in register list")
            if value < current:
                return (at, "bad range in register list")
            current = value
            continue
        if this != kind:
            return (at, "invalid register in register list")
        if kind != "r":
            if value < current:
                return (at, "register list not in ascending order")
            if value != current + 1:
                return (at, "non-contiguous register range")
        current = value + 1 if register_kind(name) == "q" else value
    if position >= len(text) or text[position] != "}":
        return (position, "'}' expected")
    return None


def parse_lane_list(text: str, span: Span, symbols: dict[str, int]) -> LaneList | tuple[int, str] | None:
    """A braced NEON list with lanes as ARMAsmParser::parseVectorList reads it (a `q` register is its
    two D registers; `d0-d3` a range; the spacing from the first two registers), or (offset in
    `text`, llvm-mc's message), or None for a list without lanes (the plain register lists')."""
    position = 0

    def skip() -> None:
        nonlocal position
        while position < len(text) and text[position].isspace():
            position += 1

    def register() -> tuple[str, int] | None:
        """(kind, D number or Q number) of the register at `position`, moving past it."""
        nonlocal position
        skip()
        found = _LIST_REGISTER.match(text, position)
        if found is None:
            return None
        name = register_name(found.group(0))
        if name is None:
            return None
        position = found.end()
        kind = register_kind(name)
        return (kind, int(name[1:])) if kind in ("d", "q") else (kind, -1)

    def lane() -> tuple[str, int] | tuple[int, str]:
        """("none"|"all"|"index", value) of the lane suffix at `position`, or (offset, message)."""
        nonlocal position
        skip()
        if position >= len(text) or text[position] != "[":
            return ("none", 0)
        position += 1
        skip()
        if position < len(text) and text[position] == "]":
            position += 1
            return ("all", 0)
        start = position
        close = text.find("]", position)
        if close < 0:
            return (len(text), "']' expected")
        body = text[start:close].strip()
        if body.startswith(("#", "$")):
            body = body[1:]
        value, error = evaluate(body, symbols) if body else (None, "illegal expression")
        if error is not None or value is None:
            return (start, "lane index must be empty or an integer" if body else "illegal expression")
        position = close + 1
        if not 0 <= value <= 7:
            skip()
            return (position, "lane index out of range")
        return ("index", value)

    skip()
    if not text.startswith("{", position):
        return None
    position += 1
    skip()
    at = position
    first_reg = register()
    if first_reg is None or first_reg[0] not in ("d", "q"):
        return None if first_reg is not None else (at, "register expected")
    count, spacing = 1, 0
    first = current = first_reg[1]
    if first_reg[0] == "q":
        first = current = first_reg[1] * 2
        spacing, current, count = 1, current + 1, 2
    kind = lane()
    if isinstance(kind[0], int):
        return kind  # type: ignore[return-value]
    while True:
        skip()
        if position >= len(text) or text[position] not in ",-":
            break
        if text[position] == "-":
            if spacing == 2:
                return (position, "sequential registers in double spaced list")
            spacing = 1
            position += 1
            skip()
            after = position
            end = register()
            if end is None:
                return (after, "register expected")
            number = end[1] * 2 + 1 if end[0] == "q" else end[1]
            if number == current:
                continue
            if end[0] not in ("d", "q"):
                return (after, "invalid register in register list")
            if current > number:
                return (after, "bad range in register list")
            again = lane()
            if isinstance(again[0], int):
                return again  # type: ignore[return-value]
            if again != kind:
                return (after, "mismatched lane index in register list")
            count += number - current
            current = number
            continue
        position += 1
        skip()
        at = position
        reg = register()
        if reg is None:
            return (at, "register expected")
        if reg[0] == "q":
            if spacing == 2:
                return (at, "invalid register in double-spaced list (must be 'D' register')")
            spacing = 1
            if reg[1] * 2 != current + 1:
                return (at, "non-contiguous register range")
            current, count = reg[1] * 2 + 1, count + 2
        else:
            if not spacing:
                spacing = 2 if reg[1] == current + 2 else 1
            if reg[0] != "d" or reg[1] != current + spacing:
                return (at, "non-contiguous register range")
            current, count = reg[1], count + 1
        skip()
        at = position
        again = lane()
        if isinstance(again[0], int):
            return again  # type: ignore[return-value]
        if again != kind:
            return (at, "mismatched lane index in register list")
    if position >= len(text) or text[position] != "}":
        return (position, "'}' expected")
    if text[position + 1:].strip() or kind[0] == "none":
        return None
    step = spacing or 1
    names = tuple(f"D{first + i * step}" for i in range(count))
    return LaneList(names, None if kind[0] == "all" else kind[1], span, step)


def _shift(text: str, span: Span, symbols: dict[str, int]) -> Shift | str | None:
    lowered = text.strip().lower()
    kind = lowered[:4] if lowered.startswith("uxtw") else lowered[:3]
    if (kind not in SHIFT_KINDS and kind != "asl") or (len(lowered) > len(kind) and not lowered[len(kind)].isspace()):
        return None
    asl = kind == "asl"  # ARMAsmParser reads `asl` as lsl (shifted registers and memory offsets)
    if asl:
        kind = "lsl"
    if kind == "rrx":
        return Shift("rrx", 0, None, span) if lowered == "rrx" else "illegal shift operator"
    rest = lowered[len(kind):].strip()
    if rest.startswith("#") or rest[:1].isdigit() or rest[:1] == "-":
        imm = _immediate(rest, span, symbols)
        if isinstance(imm, str):
            return imm
        if imm.value is None:
            return "invalid immediate shift value"
        return Shift(kind, imm.value, None, span, asl)
    name = register_name(rest)
    if name is None:
        return "illegal shift operator"
    return Shift(kind, None, name, span, asl)


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
    if base_name is None and base_text.strip().lower() == "zr":
        base_name = "ZR"  # a register to ARMAsmParser, which no base register class holds
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
        written = piece[1:].strip() if piece[:1] in "+-" else piece.strip()
        name = register_name(written) or ("ZR" if written.lower() == "zr" else None)
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
        if "[" in stripped:
            lanes = parse_lane_list(stripped, span, symbols)
            if isinstance(lanes, LaneList):
                return lanes
            if lanes is not None:
                return lanes[1]
        if not stripped.endswith("}"):
            # `{r4, r5}^` (user-mode registers) and other decorations are not read yet
            return "'}' expected"
        return _register_list(stripped, span)
    if head == "[":
        return _memory(stripped, span, symbols)
    if head == "=":
        body = stripped[1:].strip()
        # a register's name after `=` is a symbol to llvm-mc (`ldr r0, =r1` loads a pool entry)
        if _WORD.match(body) and body not in symbols:
            return Pool(None, body, span)
        offset = _LABEL_OFFSET.match(body)
        if offset is not None and offset.group(1) not in symbols:
            return Pool(None, body, span)
        if any(int(number, 0) >= 1 << 64 for number in _INTEGER.findall(body)):
            return "literal value out of range for directive"  # AsmLexer: no integer wider than 64 bits
        imm = _immediate(body, span, symbols)
        if isinstance(imm, str):
            return imm
        if imm.value is None or imm.floating is not None:
            return "unexpected token in operand"
        if not -(1 << 63) <= imm.value < 1 << 64:
            return "literal value out of range for directive"
        # MCConstantExpr holds 64 bits, signed (`=0xffffffffffffffff` is `mov.w r0, #-1`)
        return Pool(imm.value - (1 << 64) if imm.value >= 1 << 63 else imm.value, body, span)
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
        bare = register_name(word.strip())
        if not index.strip() and not writeback and bare is not None and register_kind(bare) in ("d", "q"):
            # `d0[]`, `q0[]`: a one- or two-register all-lanes list without braces (as gas takes it)
            number = int(bare[1:]) * (2 if bare[0] == "Q" else 1)
            names = (f"D{number}", f"D{number + 1}") if bare[0] == "Q" else (bare,)
            return LaneList(names, None, span, 1, braced=False)
        if not index.strip().isdigit():
            return "expected lane index"
        lane = int(index)
    name = register_name(word.strip())
    if name is None and word.strip().lower() == "zr" and lane is None:
        # ARMAsmParser's register parser knows v8.1-M's zero register whatever the instruction: `zr`
        # is a register operand (only the conditional selects take it; `mov r0, zr` is refused)
        name = "ZR"
    if name is not None:
        return Reg(name, span, writeback=writeback, lane=lane)
    if writeback:
        return "register expected"
    if head.isdigit() or head in "-+(~:":  # `:lower16:sym` without `#`, as clang prints it
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


def _coprocessor_option(piece: str, span: Span, symbols: dict[str, int]) -> Option | tuple[Span, str]:
    """`{expr}` after LDC/STC: its value 0-255, or llvm-mc's error at the token after the `{`."""
    inner = piece.strip()[1:-1]
    column = span.start + 1 + len(inner) - len(inner.lstrip())
    value, error = evaluate(inner, symbols) if inner.strip() else (None, "illegal expression")
    if value is None or error is not None or not 0 <= value <= 255:
        return Span(span.line, column, column + 1), "coprocessor option must be an immediate in range [0, 255]"
    return Option(value, span)


def parse_operands(text: str, offset: int, line_no: int, symbols: dict[str, int], coprocessor_option: bool = False
                   ) -> tuple[list[Operand], tuple[Span, str] | None]:  # fmt: skip
    """The operands of `text` (which starts at column `offset`), or the first problem.
    `coprocessor_option`: braces hold LDC/STC's option (`{4}`), not a register list."""
    operands: list[Operand] = []
    for start, end in split_top(text):
        piece = text[start:end]
        lead = len(piece) - len(piece.lstrip())
        span = Span(line_no, offset + start + lead, offset + start + len(piece.rstrip()))
        if coprocessor_option and piece.strip()[:1] == "{" and piece.strip()[-1:] == "}":
            option = _coprocessor_option(piece, span, symbols)
            if isinstance(option, tuple):
                return operands, option
            operands.append(option)
            continue
        found = parse_operand(piece, span, symbols)
        if isinstance(found, str):
            stripped = piece.strip()
            if stripped.startswith("{") and "[" in stripped:
                lanes = parse_lane_list(stripped, span, symbols)
                if isinstance(lanes, tuple):
                    # llvm-mc points at the token it stopped at
                    column = span.start + lanes[0]
                    return operands, (Span(line_no, column, column + 1), lanes[1])
            if stripped.startswith("{") and found == "bad range in register list":
                at = register_list_error(stripped, False, symbols)
                offset = at[0] if at is not None and at[1] == found else 0
                return operands, (Span(line_no, span.start + offset, span.start + offset + 1), found)
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
        if isinstance(op, LaneList):
            names = tuple(take()[1])  # type: ignore[arg-type]
            return replace(op, names=names) if op.lane is None else replace(op, names=names, lane=take()[1])
        base = replace(op.base, name=str(take()[1]))
        align = take()[1] if op.align is not None else None
        items = tuple(redo(item) for item in op.items)
        return replace(op, base=base, align=align, items=items)  # type: ignore[arg-type]

    for op in operands:
        out.append(redo(op))
    return out
