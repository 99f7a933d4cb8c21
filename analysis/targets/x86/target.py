"""`TARGET`: x86 and x86-64 as a `Target` and its roles (targets/target.py).

Ties together this package's pieces: names.py (registers, prefixes, directives llvm-mc knows on
x86-64 ELF), operands.py and fast_path.py (AT&T/Intel instruction statements), resolve.py and
spellings.py (Instruction -> McInst), printer.py (McInst -> text), encode.py (-show-encoding), and
the ISA tables in models/x86-64/.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from ...diagnostics import Diagnostic, Related
from ...frontend.parse import BAD_SYNTAX_DIRECTIVE
from ...frontend.syntax import Directive, Instruction, Label, ParsedFile
from ...isa import Isa
from ...lazy_re import lazy_compile
from ...mcinst import McInst
from ...source import Span
from ..target import (
    Assembler,
    Directives,
    Encoder,
    InstrAnalysis,
    Printer,
    StatementContext,
    Subtarget,
    Syntax,
    Target,
    label_renamer,
)
from . import fast_path, names
from .predecode import has_length_changing_prefix
from .printer import has_template, print_inst
from .resolve import (
    ADDRESS_16,
    NO_MATCHING_FORM,
    NOT_IN_32BIT,
    REX_CONFLICT,
    UNKNOWN_MNEMONIC,
    llvm_failure,
    resolve,
)
from .syntax import ImmediateOperand, MemoryOperand, SymbolOperand

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up)
if TYPE_CHECKING:
    from typing import Any

    from .decode import Decoded


# Marks mcalens' own explanation of a refusal (related information beside llvm-mc's words).
EXPLANATION = "mcalens: "
_ARCH_32 = ("i386", "i486", "i586", "i686", "i786", "x86")
_LOOP_MNEMONICS = frozenset({"loop", "loope", "loopne", "loopz", "loopnz"})
# Instructions after which execution never reaches the next line.
_BARRIERS = frozenset(
    {
        "jmp",
        "jmpq",
        "jmpl",
        "ljmp",
        "ret",
        "retq",
        "retl",
        "retw",
        "lret",
        "lretq",
        "iret",
        "iretq",
        "iretl",
        "sysret",
        "sysretq",
        "ud2",
        "hlt",
    }
)


@lru_cache(maxsize=4)
def triple_mode(triple: str) -> int:
    """32 for the 32-bit x86 triples llvm-mca accepts (i386..i686, `-march=x86`), else 64."""
    arch = triple.partition("-")[0].lower()
    return 32 if arch in _ARCH_32 else 64


class X86Syntax(Syntax):
    """AT&T and Intel statements (operands.py), with a memoised fast path for compiler lines
    (fast_path.py). Hot hooks are plain instance attributes (no bound method is made per call,
    which the per-line parser hooks would pay)."""

    line_comments = ("#", "//")
    comment_string = "#"
    statement_separators = (";",)
    default_syntax = names.ATT

    def __init__(self) -> None:
        self.fast_line = fast_path.fast_simple_line  # type: ignore[method-assign]
        self.clear_caches = fast_path.clear_caches  # type: ignore[method-assign]

    def parse_instruction(self, line: str, start: int, end: int, line_no: int, context: StatementContext) -> None:
        """The full instruction parser (operands.py), imported the first time a line needs it: compiler
        output goes through the fast path alone (start-up, issue 17). Rebinds the hook, then parses."""
        from . import operands

        self.parse_instruction = operands.parse_instruction  # type: ignore[method-assign]
        operands.parse_instruction(line, start, end, line_no, context)


class X86Directives(Directives):
    """The directives llvm-mc takes on x86-64 ELF (names.py) and the dialect switches."""

    platform = "x86-64 ELF"
    data_directives = names.DATA_DIRECTIVES
    directives_exact = names.DIRECTIVES_EXACT
    known_directives = names.KNOWN_DIRECTIVES

    def __init__(self) -> None:
        self.directive_problem = names.directive_problem  # type: ignore[method-assign]

    def directive_problem(self, name: str) -> str | None:
        return names.directive_problem(name)

    def dialect_directive(
        self, name: str, args: str, line_no: int, start: int, end: int, context: StatementContext
    ) -> bool:
        """`.intel_syntax` / `.att_syntax` (any name starting so, as llvm-mc's x86 parser takes it)."""
        if name.startswith(".intel_syntax"):
            if args.lower() == "prefix":
                context.error(
                    BAD_SYNTAX_DIRECTIVE,
                    "'.intel_syntax prefix' is not supported: registers must not have a '%' prefix in .intel_syntax",
                    line_no,
                    start,
                    end,
                )
            context.syntax = names.INTEL
            return True
        if name.startswith(".att_syntax"):
            if args.lower() == "noprefix":
                # llvm-mc rejects the directive before switching, so the syntax in force stays.
                context.error(
                    BAD_SYNTAX_DIRECTIVE,
                    "'.att_syntax noprefix' is not supported: registers must have a '%' prefix in .att_syntax",
                    line_no,
                    start,
                    end,
                )
                return True
            context.syntax = names.ATT
            return True
        return False


class X86Assembler(Assembler):
    """resolve.py's matcher, `.code32`/`.code64` and numeric local labels."""

    def resolve(self, inst: Instruction, isa: Isa, triple: str) -> tuple[McInst | None, list[Diagnostic]]:
        """resolve.resolve; a refusal in 64-bit AT&T is worded as llvm-mc words it, at its column, with
        mcalens' own explanation (the forms it accepts, close mnemonics) as related information."""
        mode = triple_mode(triple)
        mc, diagnostics = resolve(inst, isa, mode)
        if mc is None and mode == 64 and diagnostics and diagnostics[0].code in (NO_MATCHING_FORM, UNKNOWN_MNEMONIC):
            found = llvm_failure(inst, isa)
            if found is not None:
                first = diagnostics[0]
                explanation = Related(first.span, EXPLANATION + first.message)
                diagnostics = [Diagnostic(found[0], first.severity, first.code, found[1], (explanation, *first.related)),
                               *diagnostics[1:]]  # fmt: skip
        return mc, diagnostics

    def resolve_failure(self, inst: Instruction, diagnostics: list[Diagnostic], isa: Isa) -> tuple[Span, str]:
        """llvm-mc's words and column (resolve put them first, the editor shows our explanation too)."""
        if diagnostics and diagnostics[0].related and diagnostics[0].related[0].message.startswith(EXPLANATION):
            return diagnostics[0].span, diagnostics[0].message
        if not diagnostics or diagnostics[0].code == UNKNOWN_MNEMONIC:
            message = f"invalid instruction mnemonic '{inst.mnemonic}'"
        else:
            message = diagnostics[0].message
        span = (
            diagnostics[0].span
            if diagnostics and diagnostics[0].code in (NOT_IN_32BIT, REX_CONFLICT, ADDRESS_16)
            else inst.mnemonic_span
        )
        return span, message

    def local_labels(self, parsed: ParsedFile) -> Callable[[Instruction, McInst], McInst] | None:
        """llvm-mca's names for numeric local label references (branch targets, `$2b`, `2f(%rip)`): `jne 1f` prints
        `jne .Ltmp0` (each (label, instance) a temporary symbol `.LtmpN`, N counting in the order
        first defined or referred to), while `jne 1b` prints `jne 1`: llvm-mca lexes MASM integers,
        and `[01]+b` is a binary number before it can be a label. None when nothing is renamed."""
        renames = _directional(parsed)[0]
        if not renames:
            return None
        return label_renamer(renames)

    def label_errors(self, parsed: ParsedFile) -> list[tuple[Span, str]]:
        """llvm-mc's "directional label undefined" for `jne 3b` with no `3:` before it, or `jne 1f`
        with no `1:` after it, at the operand (`jne 2B`: "unexpected token in argument list" at the
        `B`), as (caret, message)."""
        return _directional(parsed)[1]

    def code_modes(self, parsed: ParsedFile, triple: str) -> tuple[dict[int, str], list[tuple[Span, str]]]:
        """`.code32`/`.code64` switch llvm-mc's mode from there on (`incl %eax` is INC32r_alt in
        32-bit code): the triple each instruction (by id) resolves with where it differs from
        `triple`, and a refusal at each `.code16`/`.code16gcc`, whose 16-bit mode mcalens does not
        resolve (llvm-mc's CALLpcrel16, RET16, ...: no silent 32-bit stand-in)."""
        modes: dict[int, str] = {}
        refused: list[tuple[Span, str]] = []
        current = triple
        for statement in parsed.statements:
            if isinstance(statement, Instruction):
                if current != triple:
                    modes[id(statement)] = current
            elif isinstance(statement, Directive) and statement.name in _CODE_MODES:
                arch = _CODE_MODES[statement.name]
                if arch is None:
                    refused.append((statement.span, f"{statement.name}: mcalens does not model 16-bit code"))
                    break
                current = triple_for_march("x86" if arch == "i386" else "x86-64", triple)
        return modes, refused


class X86InstrAnalysis(InstrAnalysis):
    """Branches (j*, call, loop*) and the instructions after which execution never goes on."""

    def is_branch(self, mnemonic: str) -> bool:
        """A mnemonic whose bare operand is a code address (j*, call, loop*, xbegin, ljmp, lcall)."""
        return mnemonic.startswith(names.BRANCH_PREFIXES)

    def branch_label(self, instruction: Instruction) -> str | None:
        """The label of a direct jump that can close a loop (every j* and loop*), else None."""
        mnemonic = instruction.mnemonic
        if not (mnemonic.startswith("j") or mnemonic in _LOOP_MNEMONICS) or len(instruction.operands) != 1:
            return None
        operand = instruction.operands[0]
        if not isinstance(operand, SymbolOperand) or operand.is_offset:
            return None
        return operand.text

    def falls_through(self, instruction: Instruction) -> bool:
        """False for instructions after which execution never reaches the next line (jmp, ret, ud2)."""
        return instruction.mnemonic not in _BARRIERS


class X86Printer(Printer):
    """LLVM's X86 AT&T and Intel printers (printer.py)."""

    print_variants = (0, 1)  # -output-asm-variant: 0 AT&T, 1 Intel
    register_prefix = "%"  # AT&T spelling of registers in views (%rax)

    def print_variant(self, parsed: ParsedFile, requested: int) -> int:
        """llvm-mca prints in the dialect left in force by the input (`.intel_syntax`) unless told."""
        if requested >= 0:
            return requested
        dialect = 0
        for statement in parsed.statements:
            if isinstance(statement, Directive):
                if statement.name == ".intel_syntax":
                    dialect = 1
                elif statement.name == ".att_syntax":
                    dialect = 0
        return dialect

    def print_inst(self, mc: McInst, isa: Isa, variant: int, imm_hex: bool, triple: str,
                   cpu: str = "", mattr: str = "") -> str:
        syntax = "intel" if variant == 1 else "att"
        return print_inst(mc, isa, syntax=syntax, imm_hex=imm_hex, mode=triple_mode(triple))


class X86Encoder(Encoder):
    """encode.py: the bytes LLVM 19's X86 emitter writes; the predecoder's length-changing prefixes."""

    def emitter(self, isa: Isa, triple: str, *, relax: bool) -> Callable[[McInst], bytes | None] | None:
        """McInst -> bytes as LLVM 19's X86 emitter writes them (None: no encoding table). With
        `relax`, short branches and symbolic imm8 forms are relaxed first, as llvm-mca's CodeEmitter
        does for -show-encoding; the front-end model lays out the unrelaxed bytes."""
        table = _encoding_table(isa.directory)  # the release's (22 renamed opcodes: VEXTRACTI128rri)
        if table is None:
            return None
        from .encode import encode  # only -show-encoding and front-end models need the encoder

        mode = triple_mode(triple)
        return lambda mc: encode(mc, table, relax=relax, mode=mode)

    def decoder(self, isa: Isa, triple: str) -> Callable[[bytes], list[tuple[int, str | None, str]]] | None:
        """64-bit and 32-bit mode (the i386..i686 triples); 16-bit code is refused as a whole."""
        mode = triple_mode(triple)
        if mode not in (32, 64):
            return lambda code: [(0, None, "mcalens decodes 32-bit and 64-bit x86 code only")] if code else []
        from .decode import decode  # only machine-code input needs the decoder

        return lambda code: _printed(decode(code, isa, mode=mode), isa, mode)

    def length_changing_prefix(self, code: bytes) -> bool:
        return has_length_changing_prefix(code)


def _printed(decoded: list[Decoded], isa: Isa, mode: int = 64) -> list[tuple[int, str | None, str]]:
    """Decoded instructions as llvm-mc prints them; one the printer has no recorded text for
    (APX's CCMP/CTEST) is refused there, and the rest of the code with it."""
    out: list[tuple[int, str | None, str]] = []
    for d in decoded:
        if d.inst is not None and not has_template(d.inst, isa):
            out.append((d.offset, None, f"decoded as {d.inst.opcode}, which mcalens cannot print as llvm-mc does"))
            break
        out.append((d.offset, None if d.inst is None else print_inst(d.inst, isa, mode=mode), d.error))
    return out


class X86Subtarget(Subtarget):
    """x86 resolves every instruction the same way whatever the CPU (as mcalens always has): no
    feature checks, no CPU aliases."""

    default_cpu = "skylake"  # mcalens' fixed default (llvm-mca would take the host CPU)


class X86Target(Target):
    """The x86 target; one instance, `TARGET`."""

    name = "x86"
    models_dir = "x86-64"

    def __init__(self) -> None:
        self.syntax = X86Syntax()
        self.directives = X86Directives()
        self.assembler = X86Assembler()
        self.instr_analysis = X86InstrAnalysis()
        self.printer = X86Printer()
        self.encoder = X86Encoder()
        self.subtarget = X86Subtarget()
        self.triple_mode = triple_mode  # type: ignore[method-assign]

    def triple_mode(self, triple: str) -> int:
        return triple_mode(triple)

    def march(self, triple: str) -> str:
        """llvm-mca's `-march` in SimulationParameters."""
        return "x86_64" if triple_mode(triple) == 64 else triple.partition("-")[0]

    def triple_for_march(self, march: str, triple: str) -> str:
        return triple_for_march(march, triple)


def triple_for_march(march: str, triple: str) -> str:
    """llvm-mca: -march replaces the triple's architecture (x86 -> i386: 32-bit mode)."""
    return ("i386" if march == "x86" else "x86_64") + "-" + triple.partition("-")[2]


_CODE_MODES = {".code16": None, ".code16gcc": None, ".code32": "i386", ".code64": "x86_64"}
# The directives that switch the mode: the language server restates the one in effect at the start
# of a region whose text it analyses on its own (server/analysis_bridge.py).
CODE_MODE_DIRECTIVES = frozenset(_CODE_MODES)
_DIRECTIONAL = lazy_compile(r"(\d+)([fbFB])$")


def _directional(parsed: ParsedFile) -> tuple[dict[int, dict[str, str]], list[tuple[Span, str]]]:
    """(renames per instruction id, undefined references) of the numeric label references in the
    branch targets of `parsed`, as llvm-mc reads them."""
    defined: dict[str, int] = {}
    for statement in parsed.statements:
        if isinstance(statement, Label) and statement.name.isdigit():
            label = str(int(statement.name))
            defined[label] = defined.get(label, 0) + 1
    created: dict[tuple[str, int], str] = {}
    instance: dict[str, int] = {}
    renames: dict[int, dict[str, str]] = {}
    undefined: list[tuple[Span, str]] = []

    def symbol(label: str, number: int) -> str:
        name = created.get((label, number))
        if name is None:
            name = created[(label, number)] = f".Ltmp{len(created)}"
        return name

    for statement in parsed.statements:
        if isinstance(statement, Label):
            if statement.name.isdigit():
                label = str(int(statement.name))
                instance[label] = instance.get(label, 0) + 1
                symbol(label, instance[label])
            continue
        if not isinstance(statement, Instruction):
            continue
        for op in statement.operands:
            text = _reference_text(op)
            match = _DIRECTIONAL.match(text) if text is not None else None
            if match is None:
                continue
            digits, direction = match.group(1), match.group(2)
            if direction in "bB" and set(digits) <= {"0", "1"}:
                name = str(int(digits, 2))  # a MASM binary number: `jne 1b` is `jne 1`
            elif direction in "FB":  # only `f` and `b` make a reference: a number, then a stray name
                at = (op.span.end - len(text) if isinstance(op, ImmediateOperand) else op.span.start) + len(digits)
                undefined.append((Span(op.span.line, at, at), "unexpected token in argument list"))
                continue
            else:
                label = str(int(digits))
                number = instance.get(label, 0) + (direction == "f")
                if number == 0 or number > defined.get(label, 0):
                    # (an immediate's span starts at its `$`; llvm-mc points at the number)
                    at = op.span.end - len(text) if isinstance(op, ImmediateOperand) else op.span.start
                    undefined.append((Span(op.span.line, at, at), "directional label undefined"))
                    continue
                name = symbol(label, number)
            renames.setdefault(id(statement), {})[text] = name
    return renames, undefined


def _reference_text(op: object) -> str | None:
    """The text of an operand that may be a numeric label reference: a branch target, a symbolic
    immediate (`$2b`) or a memory operand's symbol (`2f(%rip)`)."""
    if isinstance(op, SymbolOperand):
        return op.text
    if isinstance(op, ImmediateOperand) and op.value is None:
        return op.text.removeprefix("$")
    if isinstance(op, MemoryOperand):
        return op.symbol
    return None


@lru_cache(maxsize=1)
def _encoding_table(directory: str | None = None) -> Any:
    """The encoder's table of the model set at `directory` (an Isa's), else the LLVM 19 set's."""
    from .encode import load_encoding_table

    return load_encoding_table(directory=directory)


TARGET = X86Target()
