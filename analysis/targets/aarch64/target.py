"""`TARGET`: AArch64 behind the `Target` interface (targets/target.py).

Ties together this package's pieces: syntax.py (GNU operand syntax), resolve.py and spellings.py
(Instruction -> McInst as llvm-mc-19 assembles it), printer.py (McInst -> llvm-mca's text, generic
and Apple), features.py (CPU features, -mattr, `.arch` directives, "instruction requires: ..."),
and the ISA tables in models/aarch64/. Instructions reach the core as frontend `Instruction`
records whose operands are this package's operand types (syntax "aarch64"). No encoder yet.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...diagnostics import Diagnostic
from ...frontend.syntax import Directive, Instruction, ParsedFile
from ...isa import Isa, load_isa
from ...source import Span
from ..target import StatementContext
from . import names, syntax
from .printer import print_inst
from .resolve import BACKWARD_LOCAL_LABEL, UNKNOWN_MNEMONIC, requirement, resolve

if TYPE_CHECKING:
    from ...frontend.syntax import Statement
    from ...mcinst import McInst

SYNTAX = "aarch64"
# Condition names AArch64AsmParser accepts only with the SVE feature (aliases of eq, ne, hs, ...).
_SVE_CONDITIONS = frozenset({"none", "any", "nlast", "last", "first", "nfrst", "pmore", "plast", "tcont", "tstop"})
# Instructions after which execution never reaches the next line.
_BARRIERS = frozenset({"b", "br", "ret", "retaa", "retab", "braa", "brab", "braaz", "brabz", "eret", "udf"})
_DATA_DIRECTIVES = frozenset(
    {".byte", ".hword", ".short", ".2byte", ".word", ".long", ".int", ".4byte", ".quad", ".xword",
     ".dword", ".8byte", ".inst"}
)  # fmt: skip
# Directives only the x86 assembler takes.
_X86_ONLY = frozenset(
    {".intel_syntax", ".att_syntax", ".code16", ".code16gcc", ".code32", ".code64", ".nops"}
)
_AARCH64_DIRECTIVES = frozenset(
    {".arch", ".arch_extension", ".cpu", ".inst", ".tlsdesccall", ".ltorg", ".pool", ".req", ".unreq",
     ".variant_pcs", ".cfi_b_key_frame", ".cfi_mte_tagged_frame", ".cfi_negate_ra_state", ".xword", ".dword",
     ".hword"}
)  # fmt: skip


class _Sink:
    """Adapts syntax.parse_instruction's diagnostics to the front end's context.error."""

    __slots__ = ("context",)

    def __init__(self, context: StatementContext) -> None:
        self.context = context

    def append(self, diagnostic: Diagnostic) -> None:
        span = diagnostic.span
        self.context.error(diagnostic.code, diagnostic.message, span.line, span.start, span.end)


def _no_fast_line(line: str, line_no: int, syntax_name: str, statements: list[Statement]) -> bool:
    return False  # every line goes through the statement splitter (whose line memo makes repeats cheap)


class AArch64Target:
    """The AArch64 target; one instance, `TARGET`."""

    name = "aarch64"
    models_dir = "aarch64"
    default_cpu = "generic"
    line_comments = ("//",)
    statement_separators = (";",)
    statement_comments = ("#",)  # `#` where a statement starts (llvm-mc's lexer); `#8` elsewhere
    default_syntax = SYNTAX
    platform = "AArch64 ELF"
    print_variants = (0, 1)  # -output-asm-variant: 0 generic, 1 Apple
    register_prefix = ""  # registers print bare (x4, q16)
    data_directives = _DATA_DIRECTIVES
    directives_exact = _AARCH64_DIRECTIVES
    known_directives = tuple(sorted(_AARCH64_DIRECTIVES | _DATA_DIRECTIVES))

    def __init__(self) -> None:
        self._aliases: dict[str, str] | None = None
        self.fast_line = _no_fast_line
        self.clear_caches = syntax.clear_caches
        self.is_branch = names.is_branch

    # -- front end

    def directive_problem(self, name: str) -> str | None:
        return "unknown" if name.lower() in _X86_ONLY else None

    def dialect_directive(
        self, name: str, args: str, line_no: int, start: int, end: int, context: StatementContext
    ) -> bool:
        return False  # `.arch`/`.cpu` stay Directive statements (feature_checker reads them)

    def parse_instruction(
        self, line: str, start: int, end: int, line_no: int, context: StatementContext
    ) -> None:
        if line[start : start + 1] == "#" and not line[:start].strip():
            return  # `#` first on a line starts a comment (llvm-mc's lexer; cpp line markers)
        inst = syntax.parse_instruction(line, start, end, line_no, _Sink(context))
        if inst is not None:
            context.result.statements.append(
                Instruction(
                    inst.mnemonic, inst.operands, SYNTAX, inst.span, inst.mnemonic_span, text=inst.text
                )
            )

    def branch_label(self, instruction: Instruction) -> str | None:
        """The label of a direct branch that can close a loop (b, b.cond/bcond, bc.cond, cbz, cbnz,
        tbz, tbnz), else None."""
        mnemonic = instruction.mnemonic
        if (
            not names.is_branch(mnemonic)
            or mnemonic in ("bl", "br", "blr", "ret")
            or not instruction.operands
        ):
            return None
        operand = instruction.operands[-1]
        if not isinstance(operand, syntax.Sym) or operand.text[:1] in ":=":
            return None
        return operand.text

    def falls_through(self, instruction: Instruction) -> bool:
        return instruction.mnemonic not in _BARRIERS

    # -- instruction set

    def load_isa(self) -> Isa:
        return load_isa(self.models_dir)

    def triple_mode(self, triple: str) -> int:
        return 64

    def march(self, triple: str) -> str:
        """llvm-mca's `-march` in SimulationParameters: the triple's architecture word."""
        return triple.partition("-")[0] or "aarch64"

    def triple_for_march(self, march: str, triple: str) -> str:
        return march + "-" + triple.partition("-")[2]

    def resolve(self, inst: Instruction, isa: Isa, triple: str) -> tuple[McInst | None, list[Diagnostic]]:
        result = resolve(inst, isa)  # type: ignore[arg-type]
        if isinstance(result, list):
            return None, result
        return result, []

    def resolve_failure(self, inst: Instruction, diagnostics: list[Diagnostic]) -> tuple[Span, str]:
        """llvm-mc's words: `unrecognized instruction mnemonic` at the mnemonic, else `invalid operand
        for instruction` (placed at the first operand; llvm-mc names the first one it cannot match)."""
        if not diagnostics or diagnostics[0].code == UNKNOWN_MNEMONIC:
            return inst.mnemonic_span, "unrecognized instruction mnemonic"
        if diagnostics[0].code == BACKWARD_LOCAL_LABEL:
            return diagnostics[0].span, diagnostics[0].message
        where = inst.operands[0].span if inst.operands else inst.mnemonic_span
        return where, "invalid operand for instruction"

    def print_variant(self, parsed: ParsedFile, requested: int) -> int:
        return requested if requested >= 0 else 0

    def print_inst(
        self, mc: McInst, isa: Isa, variant: int, imm_hex: bool, triple: str, cpu: str = "", mattr: str = ""
    ) -> str:
        features = None
        if cpu or mattr:
            from . import features as feature_module

            data = feature_module.load_feature_data()
            base = feature_module.cpu_features(data, cpu) if cpu else frozenset()
            features = feature_module.with_mattr(data, base or frozenset(), mattr)
        return print_inst(mc, isa, "apple" if variant == 1 else "generic", features)

    def feature_checker(
        self, parsed: ParsedFile, cpu: str, mattr: str
    ) -> Callable[[Instruction, McInst], tuple[Span, str] | None] | None:
        """Per instruction: llvm-mc's "instruction requires: ..." (at the mnemonic) when the CPU,
        -mattr and the `.arch`/`.arch_extension`/`.cpu` directives before it lack the features."""
        from . import features as feature_module

        data = feature_module.load_feature_data()
        base = feature_module.cpu_features(data, cpu)
        start = feature_module.with_mattr(data, base if base is not None else frozenset(), mattr)
        at: dict[int, frozenset[str]] = {}
        current = start
        for statement in parsed.statements:
            if isinstance(statement, Directive) and statement.name in (".arch", ".arch_extension", ".cpu"):
                current, _ = feature_module.apply_directive(data, current, statement.name, statement.args)
            elif isinstance(statement, Instruction):
                at[id(statement)] = current
        isa = self.load_isa()

        def check(inst: Instruction, mc: McInst) -> tuple[Span, str] | None:
            features = at.get(id(inst), start)
            mnemonic = inst.mnemonic.lower()
            head, dot, condition = mnemonic.partition(".")
            if dot and head in ("b", "bc") and condition in _SVE_CONDITIONS and "sve" not in features:
                # llvm-mc reads the SVE condition names (b.any, b.none, ...) only with SVE.
                column = inst.mnemonic_span.start + len(head) + 1
                return Span(inst.mnemonic_span.line, column, column + 1), "invalid condition code"
            message = requirement(mc.opcode, isa)
            if feature_module.requirement_met(message, features):
                return None
            # llvm-mc marks the mnemonic's first column only (a caret without a range).
            where = inst.mnemonic_span
            return Span(where.line, where.start, where.start + 1), message or ""

        return check

    def encoder(self, isa: Isa, triple: str, *, relax: bool) -> Callable[[McInst], bytes | None] | None:
        return None  # AArch64 encodings: not yet

    def cpu_name(self, cpu: str) -> str:
        """llvm-mca reports an alias as the CPU it stands for (apple-m1 -> apple-a14; cpus.json)."""
        aliases = self._aliases
        if aliases is None:
            import json

            from ...isa import model_directory

            try:
                rows = json.loads((model_directory(self.models_dir) / "cpus.json").read_text(encoding="utf-8"))["cpus"]
                aliases = {r["name"]: r["alias_of"] for r in rows if isinstance(r, dict) and r.get("alias_of")}
            except (OSError, ValueError, KeyError, TypeError):
                aliases = {}
            self._aliases = aliases
        return aliases.get(cpu, cpu)

    def for_triple(self, triple: str) -> AArch64Target:
        """The Apple flavour for `*-apple-*` triples (Mach-O: `;` comments, `%%` separators, the
        Apple printer variant by default, as llvm-mca prints them), else this ELF one."""
        return APPLE if "-apple" in triple else self


class AppleAArch64Target(AArch64Target):
    line_comments = ("//", ";")
    statement_separators = ("%%",)
    platform = "AArch64 Mach-O"

    def print_variant(self, parsed: ParsedFile, requested: int) -> int:
        return requested if requested >= 0 else 1  # llvm-mca: `add.4s\tv0, v1, v2`


TARGET = AArch64Target()
APPLE = AppleAArch64Target()
