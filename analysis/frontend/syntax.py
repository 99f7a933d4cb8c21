"""The parsed form of an assembly file: statements with source spans, before any CPU model is involved.

Produced by `mcalens.analysis.frontend.parse.parse_text`; consumed by region detection and by the resolver,
which maps each `Instruction` to an LLVM opcode. Operands are kept in the order they were
written (AT&T: sources first; Intel: destination first) together with the syntax in force.
Register names are lower-case without `%`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..diagnostics import Diagnostic
from ..source import Span

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from typing import Any


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
class Instruction:
    """One instruction statement as written."""

    mnemonic: str  # lower-case, as written ("addl", "vaddps", "jne", "rep movsb" keeps rep in prefixes)
    operands: tuple[Operand, ...]
    syntax: str  # "att" | "intel"
    span: Span  # the instruction text on its line (without comments or labels)
    mnemonic_span: Span
    prefixes: tuple[str, ...] = ()  # "lock", "rep", "repne", "data16", "{vex}", "{evex}", ...
    mask: str | None = None  # AVX-512 write mask register, e.g. "k1"
    zeroing: bool = False  # {z}
    rounding: str | None = None  # "rn-sae", "rd-sae", "ru-sae", "rz-sae", "sae"
    text: str = ""  # source text of the instruction, as written
    # The `.rept`/`.irp`/`.irpc` header or macro invocation this instruction was expanded from, or
    # None. llvm-mc assembles expansions from a buffer of their own, which llvm-mca places in its
    # marked regions by memory address (see regions.find_regions).
    expanded_from: Span | None = None


@dataclass(frozen=True, slots=True)
class Label:
    """A label definition (`name:`)."""

    name: str
    span: Span


@dataclass(frozen=True, slots=True)
class Directive:
    """An assembler directive and its unparsed arguments."""

    name: str  # ".p2align", ".intel_syntax", ...
    args: str
    span: Span


@dataclass(frozen=True, slots=True)
class Comment:
    """A comment's text without its delimiter; region markers are found in these."""

    text: str
    span: Span
    # Where llvm-mc's lexer handed this comment to llvm-mca in reading order: after `after`
    # statements, as the `seq`-th comment (source and expanded ones counted together). A `.rept`
    # expands after the comment on its `.endr` line, so position alone cannot say.
    after: int = field(default=0, compare=False)
    seq: int = field(default=0, compare=False)
    opener: str = ""  # the delimiter that started it ("#", "//", "/*", ...); "" when unknown


Statement = Instruction | Label | Directive


@dataclass(slots=True)
class ParsedFile:
    """What the parser made of a file: statements, comments, diagnostics."""

    statements: list[Statement] = field(default_factory=list)
    comments: list[Comment] = field(default_factory=list)
    # Comments read again from `.rept`/`.irp`/`.irpc` and macro expansions (each instantiation has
    # them in its own buffer, where llvm-mca's marker scanner sees them once more); at the body
    # line, or at the macro invocation.
    expanded_comments: list[Comment] = field(default_factory=list)
    # Marker comments llvm-mc's lexer also hands over while it looks two tokens past a `#` that
    # starts a statement (`## LLVM-MCA-BEGIN`, or `#` on the line before a marker: read twice).
    peeked_comments: list[Comment] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    # Absolute symbols as defined at the end of the file (`X = 5`, `.set`, `.equ`); the parser has
    # already folded them into what follows each definition.
    symbols: dict[str, int] = field(default_factory=dict)
    # The Target (targets/target.py) whose syntax the statements follow, always set by parse_text:
    # regions read its comment string, loops its instruction analysis.
    target: Any = field(default=None, repr=False, compare=False)

    @property
    def instructions(self) -> list[Instruction]:
        return [s for s in self.statements if isinstance(s, Instruction)]
