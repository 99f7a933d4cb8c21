"""The parsed form of an assembly file: statements with source spans, before any CPU model is involved.

Produced by `mcalens.analysis.frontend.parse.parse_text`; consumed by region detection and by the
target's resolver, which maps each `Instruction` to an LLVM opcode. Target-neutral: an instruction's
operands are the records its target's parser made (targets/<name>/syntax.py), opaque here.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..diagnostics import Diagnostic
from ..source import Span

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up)
if TYPE_CHECKING:
    from typing import Any


@dataclass(frozen=True, slots=True)
class Instruction:
    """One instruction statement as written, in the terms every target shares. A target's parser
    may build a subclass that adds what only its syntax has (x86's prefixes and AVX-512
    decorations: targets/x86/syntax.py)."""

    mnemonic: str  # lower-case, as written ("addl", "vaddps", "jne", "ldr")
    # The target's own operand records (targets/<name>/syntax.py), in the order written, each with
    # a `span`; the front end only re-positions them (expansions), never reads them.
    operands: tuple[Any, ...]
    syntax: str  # the target's syntax in force ("att" | "intel" on x86; AArch64's dialect)
    span: Span  # the instruction text on its line (without comments or labels)
    mnemonic_span: Span
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

    def expanded(self, replacements: dict[int, list[Statement]]) -> ParsedFile:
        """A copy with statement k replaced by `replacements[k]` (a target's expansion once the
        subtarget is known: Assembler.expand), every comment still read between the same statements
        (its `after` moved past the added ones). `self` is left as it is (parses are shared)."""
        statements: list[Statement] = []
        moved: list[int] = []  # old index -> new index
        for index, statement in enumerate(self.statements):
            moved.append(len(statements))
            statements.extend(replacements.get(index, (statement,)))
        moved.append(len(statements))

        def shifted(comments: list[Comment]) -> list[Comment]:
            return [replace(c, after=moved[c.after]) if 0 <= c.after < len(moved) else c for c in comments]

        return ParsedFile(statements, shifted(self.comments), shifted(self.expanded_comments),
                          shifted(self.peeked_comments), list(self.diagnostics), dict(self.symbols), self.target)
