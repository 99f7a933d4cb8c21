"""The `Target` interface and the registry that picks a target from a triple.

The core (front end, CPU models, simulator, views, output) never imports a target package: `api`
asks this registry for the target of `-mtriple`/`-march`, and hands the `Target` object down. A
target is a folder `analysis/targets/<name>/` whose `target.py` defines `TARGET`, an object with the
attributes and methods below; adding one is adding a folder and a line to `_ARCHES`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from typing import Any, Protocol

    from ..diagnostics import Diagnostic
    from ..frontend.syntax import Instruction, ParsedFile, Statement
    from ..isa import Isa
    from ..mcinst import McInst
    from ..source import Span
else:
    Protocol = object  # the interfaces below are for type checkers; at run time plain classes


class StatementContext(Protocol):
    """What the front end lends a target's instruction parser for one statement."""

    syntax: str  # the dialect in force (x86: "att"/"intel"), switched by the target's directives
    symbols: dict[str, int]  # absolute symbols defined so far (`X = 5`), folded into immediates
    result: ParsedFile  # append statements to result.statements

    def error(self, code: str, message: str, line: int, start: int, end: int) -> None: ...


class Target(Protocol):
    """One instruction set: its assembler syntax, names, resolution, printing, encoding and tables."""

    name: str  # "x86", "aarch64"
    models_dir: str  # under mcalens/models/: "x86-64", "aarch64"
    default_cpu: str  # what llvm-mca-19 picks without -mcpu (resolved through the CPU table)
    # -- assembler syntax the target-neutral statement splitter (frontend/parse.py) needs
    line_comments: tuple[str, ...]  # tokens that start a comment running to the end of the line
    statement_separators: tuple[str, ...]  # tokens that end a statement inside a line
    statement_comments: tuple[str, ...]  # tokens that start a comment only where a statement starts (AArch64 `#`)
    # LLVM's MCAsmInfo comment string ("#" x86, "//" AArch64 ELF, ";" Apple): llvm-mca 19's lexer
    # hands the region-marker reader such a comment's text from the string's second character
    comment_string: str
    default_syntax: str  # the dialect a file starts in (Instruction.syntax)
    platform: str  # for messages: "x86-64 ELF"
    print_variants: tuple[int, ...]  # -output-asm-variant values the printer has (x86: 0 AT&T, 1 Intel)
    register_prefix: str  # printed before register names in views (x86 AT&T "%", AArch64 none)
    data_directives: frozenset[str]  # directives whose arguments are values, checked as expressions
    directives_exact: frozenset[str]  # directive names known only in this spelling (for "did you mean")
    known_directives: tuple[str, ...]  # every directive name (for "did you mean")
    # fast_line(line, line_no, syntax, statements) -> bool: append the statement of a plain compiler
    # line and return True, or return False (nothing appended) to send the line to the full parser.
    fast_line: Callable[[str, int, str, list[Statement]], bool]

    def directive_problem(self, name: str) -> str | None: ...  # None, "unknown" or "unsupported"

    def dialect_directive(
        self, name: str, args: str, line_no: int, start: int, end: int, context: StatementContext
    ) -> bool:
        ...
        # a directive that changes how instructions read (x86 `.intel_syntax`): handled -> True

    def parse_instruction(
        self, line: str, start: int, end: int, line_no: int, context: StatementContext
    ) -> None:
        ...
        # one instruction statement line[start:end] -> Instruction records appended to
        # context.result.statements (x86 emits stand-alone prefixes as instructions of their own);
        # problems as context.error(...); never raises.

    def clear_caches(self) -> None: ...  # forget the memos of fast_line (benchmarks, tests)

    def is_branch(self, mnemonic: str) -> bool: ...  # a bare operand is a code address

    # -- the instruction set
    def load_isa(self) -> Isa: ...

    def triple_mode(self, triple: str) -> int: ...  # x86: 32 or 64; others 64

    def march(self, triple: str) -> str: ...  # llvm-mca's "-march" in SimulationParameters

    def triple_for_march(self, march: str, triple: str) -> str: ...  # -march=M applied to the triple

    def resolve(self, inst: Instruction, isa: Isa, triple: str) -> tuple[McInst | None, list[Diagnostic]]: ...

    def resolve_failure(self, inst: Instruction, diagnostics: list[Diagnostic]) -> tuple[Span, str]:
        ...
        # where and how llvm-mc reports an instruction resolve() refused (the CLI's assembler error)

    def print_variant(self, parsed: ParsedFile, requested: int) -> int:
        ...
        # -output-asm-variant: `requested` (-1 = not given) -> the printer variant llvm-mca uses

    def print_inst(self, mc: McInst, isa: Isa, variant: int, imm_hex: bool, triple: str,
                   cpu: str = "", mattr: str = "") -> str: ...
        # cpu/mattr: the subtarget the printer sees (AArch64 prints hint aliases only with their feature)

    def cpu_name(self, cpu: str) -> str: ...  # the name llvm-mca reports for -mcpu=cpu (aliases resolved)

    def feature_checker(self, parsed: ParsedFile, cpu: str, mattr: str
                        ) -> Callable[[Instruction, McInst], tuple[Span, str] | None] | None: ...
        # per-instruction subtarget check (CPU features, -mattr, `.arch` directives): where and what
        # llvm-mc reports ("instruction requires: sve or sme"), or None; None: the target checks nothing

    def encoder(self, isa: Isa, triple: str, *, relax: bool) -> Callable[[McInst], bytes | None] | None:
        ...
        # McInst -> machine code (-show-encoding with relax=True; front-end models' instruction
        # lengths with relax=False); the callable returns None for an instruction it cannot encode;
        # None: the target has no encoder

    def branch_label(self, instruction: Instruction) -> str | None:
        ...
        # the label a direct branch that can close a loop jumps to (--auto-regions), else None

    def falls_through(self, instruction: Instruction) -> bool: ...  # False after jmp/ret/b/br


class UnknownTarget(Exception):
    """The triple or -march names no target mcalens has."""


# Triples per target package: beginnings of the triple (case-sensitive, as the CLI has always
# accepted x86: `x86_64h-...`, `i686-...`) and exact architecture words (the part before the first
# '-': `aarch64`, `arm64-apple-macos`; not aarch64_be or arm64_32, whose code differs).
_ARCHES: dict[str, tuple[str, ...]] = {
    "x86": ("x86_64", "x86-64", "amd64", "i386", "i486", "i586", "i686", "i786"),
}
_ARCH_WORDS: dict[str, tuple[str, ...]] = {
    "aarch64": ("aarch64", "arm64", "arm64e"),
}
# -march values per target.
_MARCHES: dict[str, tuple[str, ...]] = {
    "x86": ("x86-64", "x86_64", "x86"),
    "aarch64": ("aarch64", "arm64"),
}
# What the CLI says when a triple names no target.
SUPPORTED = "mcalens models x86 (32-bit), x86-64 and AArch64 only"
_LOADED: dict[str, Any] = {}


def target_name(triple: str) -> str | None:
    """The name of the target package for `triple`, or None."""
    for name, arches in _ARCHES.items():
        if triple.startswith(arches):
            return name
    arch = triple.partition("-")[0]
    for name, words in _ARCH_WORDS.items():
        if arch in words:
            return name
    return None


def march_target(value: str) -> str | None:
    """The target package a `-march` value selects, or None."""
    for name, values in _MARCHES.items():
        if value in values:
            return name
    return None


def get_target(name: str) -> Target:
    """The `TARGET` object of package analysis/targets/<name>/ (imported once)."""
    target = _LOADED.get(name)
    if target is None:
        try:
            module = importlib.import_module(f"{__package__}.{name}.target")
        except ImportError as error:
            raise UnknownTarget(name) from error
        target = _LOADED[name] = module.TARGET
    return target


def target_for_triple(triple: str) -> Target:
    """The target object for `triple`; a target with several assembler flavours (AArch64: ELF and
    Apple) picks one with its optional `for_triple(triple)`."""
    name = target_name(triple)
    if name is None:
        raise UnknownTarget(triple)
    target = get_target(name)
    flavour = getattr(target, "for_triple", None)
    return flavour(triple) if flavour is not None else target


def default_target() -> Target:
    """The target of mcalens' default triple (x86_64-unknown-linux-gnu)."""
    return get_target("x86")


def label_renamer(renames: dict[int, dict[str, str]]) -> Callable[[Instruction, McInst], McInst]:
    """The hook `Target.local_labels` returns: the symbol operands of each instruction named in
    `renames` (id(instruction) -> written name -> llvm-mc's temporary symbol) take their new names."""
    from ..mcinst import Expr, McInst

    def relabel(inst: Instruction, mc: McInst) -> McInst:
        names_here = renames.get(id(inst))
        if not names_here:
            return mc
        operands = tuple(Expr(names_here.get(op.text, op.text)) if isinstance(op, Expr) else op
                         for op in mc.operands)  # fmt: skip
        return McInst(mc.opcode, operands, mc.flags)

    return relabel
