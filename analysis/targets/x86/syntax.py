"""x86's parsed instruction: `X86Instruction` (the front end's `Instruction` with the decorations
only x86 has) and its operand records, as the x86 parser (operands.py, fast_path.py) builds them
and the resolver (resolve.py, spellings.py) reads them.

Operands are kept in the order they were written (AT&T: sources first; Intel: destination first)
together with the syntax in force. Register names are lower-case without `%`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...frontend.syntax import Instruction
from ...source import Span


@dataclass(frozen=True, slots=True)
class RegisterOperand:
    """A register operand, by its lower-case name."""

    name: str  # "rax", "xmm3", "st(1)", "k1", "cr0"
    span: Span


@dataclass(frozen=True, slots=True)
class ImmediateOperand:
    """`$42`, `$-1`, `$0x10`, `$'a'`, `$(1<<4)`, Intel `42`; value None when it names a symbol."""

    value: int | None
    text: str
    span: Span


@dataclass(frozen=True, slots=True)
class MemoryOperand:
    """`seg:disp(base,index,scale)` / `[seg:base+index*scale+disp]`, with Intel size and broadcast."""

    span: Span
    segment: str | None = None
    displacement: int | None = None  # numeric part of the displacement (0 when absent)
    symbol: str | None = None  # symbolic part: ".LC0", "foo@GOTPCREL", "x+8"
    base: str | None = None  # "rip" for RIP-relative
    index: str | None = None
    scale: int = 1
    size: str | None = None  # Intel "byte"/"word"/"dword"/"qword"/"xmmword"/"ymmword"/"zmmword"/...
    broadcast: str | None = None  # "1to16"


@dataclass(frozen=True, slots=True)
class SymbolOperand:
    """A bare symbol or expression: branch/call targets (`.L3`, `1b`, `foo@PLT`), Intel `OFFSET x`."""

    text: str
    span: Span
    is_offset: bool = False  # Intel `OFFSET FLAT:x` / AT&T `$sym`


Operand = RegisterOperand | ImmediateOperand | MemoryOperand | SymbolOperand


@dataclass(frozen=True, slots=True)
class X86Instruction(Instruction):
    """One x86 instruction statement as written: the front end's record (mnemonic, operands, syntax
    ("att" | "intel"), spans, text, expansion origin) and the decorations llvm-mc reads beside the
    operands. The mnemonic is lower-case as written ("rep movsb" keeps rep in `prefixes`)."""

    prefixes: tuple[str, ...] = ()  # "lock", "rep", "repne", "data16", "{vex}", "{evex}", ...
    mask: str | None = None  # AVX-512 write mask register, e.g. "k1"
    zeroing: bool = False  # {z}
    rounding: str | None = None  # "rn-sae", "rd-sae", "ru-sae", "rz-sae", "sae"
