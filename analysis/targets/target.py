"""The target roles, the `Target` they make up, and the registry that picks a target from a triple.

The core (front end, CPU models, simulator, views, output) never imports a target package: `api`
asks this registry for the target of `-mtriple`/`-march`, and hands the `Target` object down. A
target is a folder `analysis/targets/<name>/` whose `target.py` defines `TARGET`, a `Target` whose
roles are subclasses of the role classes below (ARCHITECTURE.md "Target layer" lists what a new
target implements). Each role is one concern, as LLVM splits its MC layer (MCAsmInfo and the
AsmParser, MCInstrAnalysis, MCInstPrinter, MCCodeEmitter, MCSubtargetInfo), so a core module
takes only the role it needs. A member with a neutral answer ("no code modes", "no encoder") has
it here, in the role's base; the others are abstract, so a target that lacks one fails when its
`TARGET` is made, not when a file first needs the member. Nothing is probed with getattr.
"""

from __future__ import annotations

import importlib
import re
from abc import ABC, abstractmethod
from collections.abc import Callable

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from typing import Protocol

    from ..diagnostics import Diagnostic
    from ..frontend.syntax import Instruction, ParsedFile, Statement
    from ..instruments import TargetInstruments
    from ..isa import Isa
    from ..mcinst import McInst
    from ..source import Span
else:
    Protocol = object  # the interface below is for type checkers; at run time a plain class

class StatementContext(Protocol):
    """What the front end lends a target's instruction parser and dialect directives for one statement."""

    syntax: str  # the dialect in force (x86: "att"/"intel"), switched by the target's directives
    symbols: dict[str, int]  # absolute symbols defined so far (`X = 5`), folded into immediates
    result: ParsedFile  # append statements to result.statements
    # whether llvm-mc assembles the line: True, False (a false `.if` branch), None (undecided:
    # a macro body or a condition on symbols)
    active: bool | None

    def error(self, code: str, message: str, line: int, start: int, end: int) -> None: ...


class Syntax(ABC):
    """How statements read: the shared statement splitter's tokens (LLVM's MCAsmInfo) and the
    target's instruction parser (its AsmParser). The front end's only view of the target."""

    line_comments: tuple[str, ...]  # tokens that start a comment running to the end of the line
    statement_separators: tuple[str, ...] = (";",)  # tokens that end a statement inside a line
    # tokens that start a comment only where a statement starts (AArch64 `#`)
    statement_comments: tuple[str, ...] = ()
    # LLVM's MCAsmInfo comment string ("#" x86, "//" AArch64 ELF, ";" Apple): llvm-mca 19's lexer
    # hands the region-marker reader such a comment's text from the string's second character
    comment_string: str
    default_syntax: str  # the dialect a file starts in (Instruction.syntax; keys the line memos)

    @abstractmethod
    def parse_instruction(self, line: str, start: int, end: int, line_no: int, context: StatementContext) -> None:
        """One instruction statement line[start:end] -> Instruction records appended to
        context.result.statements (x86 emits stand-alone prefixes as instructions of their own);
        problems as context.error(...); never raises."""

    def fast_line(self, line: str, line_no: int, syntax: str, statements: list[Statement]) -> bool:
        """Append the statement of a plain compiler line and return True, or return False (nothing
        appended) to send the line to the full parser. Default: every line takes the full parser."""
        return False

    def clear_caches(self) -> None:
        """Forget the memos of fast_line and parse_instruction (benchmarks, tests). Default: none kept."""
        return None

    # Whether an instruction's statement depends on the statements before it beyond the dialect
    # (ARM's mode and IT/VPT block slot): the front end's line memos then key on line_state too.
    stateful_lines: bool = False

    def line_state(self, statements: list[Statement]) -> str:
        """The parser state the next line is read in, as a key for the line memos (stateful_lines)."""
        return ""


class Directives(ABC):
    """The directives llvm-mc takes on the target's platform, and those that change how
    instructions read."""

    platform: str  # for messages: "x86-64 ELF"
    data_directives: frozenset[str]  # directives whose arguments are values, checked as expressions
    directives_exact: frozenset[str] = frozenset()  # names known only in this spelling (for "did you mean")
    known_directives: tuple[str, ...]  # every directive name (for "did you mean")

    @abstractmethod
    def directive_problem(self, name: str) -> str | None:
        """None (llvm-mc takes it), "unknown" or "unsupported"."""

    def dialect_directive(self, name: str, args: str, line_no: int, start: int, end: int,
                          context: StatementContext) -> bool:
        """A directive that changes how instructions read (x86 `.intel_syntax`): handled -> True.
        Default: none does."""
        return False


class Assembler(ABC):
    """What llvm-mc's assembler makes of the parsed file: the matcher (Instruction -> McInst), its
    refusals, and the file-level facts it applies on the way (mode directives, local labels)."""

    @abstractmethod
    def resolve(self, inst: Instruction, isa: Isa, triple: str) -> tuple[McInst | None, list[Diagnostic]]:
        """The McInst llvm-mc assembles `inst` to, or None and positioned diagnostics; never raises."""

    @abstractmethod
    def resolve_failure(self, inst: Instruction, diagnostics: list[Diagnostic], isa: Isa) -> tuple[Span, str]:
        """Where and how llvm-mc reports an instruction resolve() refused (the CLI's assembler error)."""

    def expand(self, parsed: ParsedFile, isa: Isa, cpu: str, mattr: str, triple: str) -> ParsedFile:
        """The file with the statements llvm-mc's parser expands only with the subtarget in force
        at them (RISC-V's `li`: its sequence depends on the CPU's, -mattr's and the directives'
        extensions) replaced by their instructions, each on the statement's source range; called
        once, right after the parse, so regions, instruments and resolve see the same statements.
        Never raises. Default: `parsed` itself."""
        return parsed

    def emits_nothing(self, inst: Instruction, triple: str) -> bool:
        """An instruction llvm-mc reads, keeps the state of and then emits nothing for (ARM's `it`
        in A32 code: its block's conditions are checked, no instruction is made). Default: none."""
        return False

    def code_modes(self, parsed: ParsedFile, triple: str) -> tuple[dict[int, str], list[tuple[Span, str]]]:
        """Mode directives (x86 `.code32`): id(instruction) -> the triple it resolves with where it
        differs from `triple`, and the directives refused. Default: no mode directives."""
        return {}, []

    def local_labels(self, parsed: ParsedFile) -> Callable[[Instruction, McInst], McInst] | None:
        """llvm-mc's names for numeric local label references (`b 1f` prints `b .Ltmp1`): the
        renaming of one instruction's McInst, or None when the file needs none (the default)."""
        return None

    def label_errors(self, parsed: ParsedFile) -> list[tuple[Span, str]]:
        """References no label resolves (`jne 1f` with no `1:` after it), as (caret, message), for
        whole files (AnalysisOptions.label_errors). Default: none."""
        return []

    def assembler_rewrite(self) -> Callable[[Instruction], tuple[Instruction, tuple[Span, str] | None]] | None:
        """What llvm-mc's parser changes before matching, per instruction (called after the
        subtarget's feature_checker, which it may read): the instruction to resolve and a warning.
        Default None: nothing is rewritten."""
        return None

    def sequence_checker(self, isa: Isa) -> Callable[[Instruction, McInst], tuple[Span, str] | None] | None:
        """llvm-mc's refusals that depend on the instruction before (AArch64 `movprfx`), called for
        every matched instruction in source order. Default None: no such refusals."""
        return None


class InstrAnalysis(ABC):
    """Control flow as the target's instructions read (LLVM's MCInstrAnalysis), for `--auto-regions`."""

    @abstractmethod
    def is_branch(self, mnemonic: str) -> bool:
        """A mnemonic whose bare operand is a code address."""

    @abstractmethod
    def branch_label(self, instruction: Instruction) -> str | None:
        """The label a direct branch that can close a loop jumps to, else None."""

    @abstractmethod
    def falls_through(self, instruction: Instruction) -> bool:
        """False after instructions execution never passes (jmp/ret, b/br)."""


class Printer(ABC):
    """McInst -> llvm-mca's instruction text (LLVM's MCInstPrinter) and how views name registers."""

    print_variants: tuple[int, ...] = (0,)  # -output-asm-variant values the printer has
    register_prefix: str = ""  # printed before register names in views (x86 AT&T "%", AArch64 none)

    @abstractmethod
    def print_inst(self, mc: McInst, isa: Isa, variant: int, imm_hex: bool, triple: str,
                   cpu: str = "", mattr: str = "") -> str:
        """The text; cpu/mattr: the subtarget the printer sees (AArch64 prints hint aliases only
        with their feature)."""

    def print_variant(self, parsed: ParsedFile, requested: int) -> int:
        """-output-asm-variant: `requested` (-1 = not given) -> the variant llvm-mca prints with.
        Default: the one asked for, else 0."""
        return requested if requested >= 0 else 0


class Encoder:
    """McInst -> machine code as LLVM's MCCodeEmitter writes it (-show-encoding, and the instruction
    lengths of front-end models). Default: the target has no encoder."""

    def emitter(self, isa: Isa, triple: str, *, relax: bool) -> Callable[[McInst], bytes | None] | None:
        """The encoding function (it returns None for an instruction it cannot encode; relax=True
        for -show-encoding, as llvm-mca relaxes before encoding), or None: no encoder."""
        return None

    # How llvm-mc prints a decoded relative branch's operand: from the end of the instruction
    # (x86: `jne -23`) or from its start (AArch64: `b.ne #-16`); machine-code loops follow it.
    branch_offsets_from_start: bool = False

    def decoder(self, isa: Isa, triple: str) -> Callable[[bytes], list[tuple[int, str | None, str]]] | None:
        """The inverse of `emitter`, for machine-code input (frontend/machine_code.py): bytes ->
        (offset, the line llvm-mc --disassemble prints, or None and then why not) per instruction,
        nothing after a refusal. Default: None, the target has no decoder."""
        return None

    def length_changing_prefix(self, code: bytes) -> bool:
        """Whether the predecoder first reads `code` at another length than it has (x86's 66h/67h
        prefixes, stalling front-end models' predecoders). Default: never."""
        return False

    def predecoder(self, isa: Isa, triple: str) -> Callable[[McInst], tuple[int, bool] | None] | None:
        """For models with front-end data (sim/delivery.py): each instruction's length in its
        unrelaxed encoding and whether it has a length-changing prefix (None: it cannot be
        encoded), or None when the target has no encoder. Built from the two members above."""
        encode = self.emitter(isa, triple, relax=False)
        if encode is None:
            return None
        length_changing = self.length_changing_prefix

        def predecode(mc: McInst) -> tuple[int, bool] | None:
            code = encode(mc)
            return None if code is None else (len(code), length_changing(code))

        return predecode


class Subtarget:
    """CPUs and features (LLVM's MCSubtargetInfo)."""

    default_cpu: str  # what mcalens models without -mcpu (llvm-mca would take the host's)

    def cpu_name(self, cpu: str, isa: Isa) -> str:
        """The name llvm-mca reports for -mcpu=cpu (aliases resolved) in the release of `isa`'s model
        set (`isa.directory`). Default: the name itself."""
        return cpu

    def feature_checker(self, parsed: ParsedFile, isa: Isa, cpu: str, mattr: str
                        ) -> Callable[[Instruction, McInst], tuple[Span, str] | None] | None:
        """Per instruction, the subtarget check (CPU features, -mattr, `.arch` directives): where and
        what llvm-mc reports ("instruction requires: sve or sme"), or None. Default None: every
        instruction the assembler matches is on every CPU."""
        return None

    def warning_checker(self, parsed: ParsedFile, isa: Isa, cpu: str, mattr: str
                        ) -> Callable[[Instruction, McInst | None], list[tuple[Span, str]]] | None:
        """Per instruction the assembler matched, the warnings llvm-mc prints for it on this CPU (ARM's
        "deprecated" forms, register lists out of order): where and what, in the order llvm-mc
        gives them; with None for the McInst of an instruction it refuses, those its parser gave
        (ARM's list order). Default None: none."""
        return None

    def directive_errors(self, parsed: ParsedFile, isa: Isa, cpu: str, mattr: str, triple: str
                         ) -> list[tuple[Span, str, bool]]:  # fmt: skip
        """llvm-mc's messages for feature directives that depend on the subtarget in effect where
        they stand (ARM: `.arch_extension crypto` "is not allowed for the current base
        architecture", the warning of a forced switch to Thumb), as (where, message, is an error).
        Default: none."""
        return []

    def cpu_refusal(self, cpu: str, mattr: str, triple: str, isa: Isa) -> str:
        """LLVM's fatal error for a CPU (with -mattr) that cannot run the triple's code, as llvm-mca
        stops on it before reading the input; "" when there is none (the default)."""
        return ""

    def compiled_code_cpu(self, assembly: str, triple: str) -> tuple[str, str]:
        """(CPU, why) for compiled code (`mcalens source`, the editor's C path) when neither mcalens'
        -mcpu, the compiler flags nor the editor's settings name one and `default_cpu` has no
        scheduling model; ("", "") to keep `default_cpu`."""
        return "", ""

    def instruments(self, isa: Isa) -> TargetInstruments | None:
        """The instrument kinds this target's llvm-mca InstrumentManager offers, for the release of
        `isa`'s model set (RISC-V: `RISCV-LMUL`/`RISCV-SEW` and `vsetvli`, choosing the vector pseudo's
        class). Default None: LLVM's default manager, which offers none (the release may still add
        its generic ones: analysis/instruments.py)."""
        return None


class Target(ABC):
    """One instruction set: its identity and triples, its ISA tables, and its roles."""

    name: str  # "x86", "aarch64": the package's folder name
    models_dir: str  # under mcalens/models/: "x86-64", "aarch64" (a release's copy: "x86-64/llvm22")
    syntax: Syntax
    directives: Directives
    assembler: Assembler
    instr_analysis: InstrAnalysis
    printer: Printer
    encoder: Encoder
    subtarget: Subtarget

    def load_isa(self) -> Isa:
        """The ISA tables of `models_dir` (loaded once per process)."""
        from ..isa import load_isa

        return load_isa(self.models_dir)

    def triple_mode(self, triple: str) -> int:
        """The code mode a triple selects (x86: 32 or 64). Default: 64."""
        return 64

    def march(self, triple: str) -> str:
        """llvm-mca's "-march" in SimulationParameters. Default: the triple's architecture word."""
        return triple.partition("-")[0]

    @abstractmethod
    def triple_for_march(self, march: str, triple: str) -> str:
        """-march=`march` (one of the target's -march values) applied to `triple`."""

    def for_triple(self, triple: str) -> Target:
        """The flavour of the target for `triple` (AArch64: ELF or Apple). Default: this one."""
        return self


# Every role, with the Target attribute that holds it.
ROLES: dict[str, type] = {"syntax": Syntax, "directives": Directives, "assembler": Assembler,
                          "instr_analysis": InstrAnalysis, "printer": Printer, "encoder": Encoder,
                          "subtarget": Subtarget}



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
    "riscv": ("riscv32", "riscv64"),
}
# Architecture words matched by pattern: every 32-bit Arm word (`arm`, `armv7a`, `thumbv7m`,
# `thumbv8.1m.main`, `armv7-a`'s first word `armv7`), not arm64.
_ARCH_PATTERNS: dict[str, re.Pattern[str]] = {
    "arm": re.compile(r"(arm|thumb)(eb)?(v[0-9][\w.]*)?$"),
}
# -march values per target.
_MARCHES: dict[str, tuple[str, ...]] = {
    "x86": ("x86-64", "x86_64", "x86"),
    "aarch64": ("aarch64", "arm64"),
    "riscv": ("riscv32", "riscv64"),
    "arm": ("arm", "armeb", "thumb", "thumbeb"),
}
# What the CLI says when a triple names no target.
SUPPORTED = "mcalens models x86 (32-bit), x86-64, AArch64, RISC-V (RV32, RV64) and 32-bit Arm only"
_LOADED: dict[str, Target] = {}


def target_name(triple: str) -> str | None:
    """The name of the target package for `triple`, or None."""
    for name, arches in _ARCHES.items():
        if triple.startswith(arches):
            return name
    arch = triple.partition("-")[0]
    for name, words in _ARCH_WORDS.items():
        if arch in words:
            return name
    for name, pattern in _ARCH_PATTERNS.items():
        if pattern.match(arch):
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
    Apple) picks one in `for_triple(triple)`."""
    name = target_name(triple)
    if name is None:
        raise UnknownTarget(triple)
    return get_target(name).for_triple(triple)


def default_target() -> Target:
    """The target of mcalens' default triple (x86_64-unknown-linux-gnu)."""
    return get_target("x86")


def label_renamer(renames: dict[int, dict[str, str]]) -> Callable[[Instruction, McInst], McInst]:
    """What `Assembler.local_labels` returns: the symbol operands of each instruction named in
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
