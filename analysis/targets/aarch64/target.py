"""`TARGET`: AArch64 as a `Target` and its roles (targets/target.py).

Ties together this package's pieces: syntax.py (GNU operand syntax), resolve.py and spellings.py
(Instruction -> McInst as llvm-mc-19 assembles it), printer.py (McInst -> llvm-mca's text, generic
and Apple), features.py (CPU features, -mattr, `.arch` directives, "instruction requires: ..."),
encode.py (McInst -> the 4 bytes LLVM 19's emitter writes) and the ISA tables in models/aarch64/.
Instructions reach the core as frontend `Instruction` records whose operands are this package's
operand types (syntax "aarch64").
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ...diagnostics import Diagnostic
from ...frontend.syntax import Directive, Instruction, Label, ParsedFile
from ...isa import Isa, model_directory
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
from . import directives, names, syntax
from .printer import is_bit_clear, print_inst
from .resolve import (
    BACKWARD_LOCAL_LABEL,
    LLVM_OPERAND_MESSAGE,
    OUT_OF_RANGE_OPCODE,
    UNKNOWN_MNEMONIC,
    llvm_failure,
    requirement,
    resolve,
)

if TYPE_CHECKING:
    from ...mcinst import McInst

SYNTAX = "aarch64"
# Instructions after which execution never reaches the next line.
_BARRIERS = frozenset({"b", "br", "ret", "retaa", "retab", "braa", "brab", "braaz", "brabz", "eret", "udf"})
_DATA_DIRECTIVES = directives.DATA_DIRECTIVES | {".inst"}
# SVE's names for condition codes (`b.any` = `b.ne`): llvm-mc knows them only with SVE or SME.
# AArch64AsmParser's warning where it rewrites `movi vN.2d, #0` (FeatureZCZeroingFPWorkaround).
_MOVI_WORKAROUND = ("instruction movi.2d with immediate #0 may not function correctly on this CPU, converting to "
                    "equivalent movi.16b")
_SVE_CONDITIONS = frozenset({"none", "any", "nlast", "last", "first", "nfrst", "pmore", "plast", "tcont", "tstop"})
# llvm-mc 19 reads the SVE condition names (`b.any`) only with FeatureSVE (checked: -mattr=+sme or +sme2
# alone refuses them, "invalid condition code"; +sve accepts)
_SVE_CONDITION_NAMES = "instruction requires: sve"


class _Sink:
    """Adapts syntax.parse_instruction's diagnostics to the front end's context.error."""

    __slots__ = ("context",)

    def __init__(self, context: StatementContext) -> None:
        self.context = context

    def append(self, diagnostic: Diagnostic) -> None:
        span = diagnostic.span
        self.context.error(diagnostic.code, diagnostic.message, span.line, span.start, span.end)


@lru_cache(maxsize=8)
def _cpu_table(directory: str | None) -> dict[str, dict[str, Any]]:
    """cpus.json of the model set at `directory` (an Isa's directory; None: the LLVM 19 set): every
    -mcpu name that release's llvm-mca accepts -> its model (or none), alias. Per directory: the
    releases differ (`grace` is an alias of neoverse-v2 in 19 and a CPU of its own in 22)."""
    import json

    from ...isa import data_path

    with open(data_path(os.path.join(_set_directory(directory), "cpus.json")), encoding="utf-8") as handle:
        return {row["name"]: row for row in json.load(handle)["cpus"]}


def _set_directory(directory: str | None) -> str:
    """The model set directory an Isa names, or the LLVM 19 AArch64 set's for an ISA built without one."""
    if directory is not None:
        return directory
    from mcalens.models import MODELS_DIR

    return str(MODELS_DIR / "aarch64")


@lru_cache(maxsize=64)
def _subtarget(cpu: str, mattr: str, directory: str | None) -> frozenset[str]:
    """The features the printer sees for -mcpu/-mattr (hint aliases print only with theirs), from the
    feature data of the model set at `directory`."""
    from . import features as feature_module

    data = feature_module.load_feature_data(_set_directory(directory))
    base = feature_module.cpu_features(data, cpu) if cpu else frozenset()
    return feature_module.with_mattr(data, base or frozenset(), mattr)


# The last file feature_checker saw: (its statements, features per instruction id, features at start).
_FILE_FEATURES: list[tuple[list, dict[int, frozenset[str]], frozenset[str]]] = []
# A numeric local label reference (`1f`, `2b`: lower-case only, as llvm-mc reads them) or a name
# MCContext's temporary symbols could take (`.Ltmp3`), inside an operand's expression.
_SYMBOL_REFERENCE = re.compile(r"(?<![\w.$])(?:(\d+)([fb])|\.Ltmp\d+)(?![\w.$])")
_TEMP_NAME = re.compile(r"(?<![\w.$])\.Ltmp\d+(?![\w.$])")
_REQ = re.compile(r"\s*([A-Za-z_.$][\w.$]*)\s+\.req\s+([^\s,]*)\s*$", re.IGNORECASE)
# context.syntax values carrying `.req` aliases -> the aliases (lower-case name -> register name)
_ALIAS_SYNTAX: dict[str, dict[str, str]] = {}


def _alias_syntax(base: str, aliases: dict[str, str]) -> str:
    if not aliases:
        return base
    key = base + "|req:" + ",".join(f"{name}={register}" for name, register in sorted(aliases.items()))
    if key not in _ALIAS_SYNTAX:
        if len(_ALIAS_SYNTAX) > 10_000:
            _ALIAS_SYNTAX.clear()
        _ALIAS_SYNTAX[key] = dict(aliases)
    return key


class AArch64Syntax(Syntax):
    """GNU AArch64 statements (syntax.py) on ELF: `//` comments, `;` separators, `#` a comment where
    a statement starts (llvm-mc's lexer; `#8` elsewhere), `name .req register` aliases. Every line
    goes through the statement splitter (whose line memo makes repeats cheap): no fast path."""

    line_comments: tuple[str, ...] = ("//",)
    comment_string = "//"
    statement_comments = ("#",)
    default_syntax = SYNTAX

    def __init__(self) -> None:
        self.clear_caches = syntax.clear_caches  # type: ignore[method-assign]

    def parse_instruction(
        self, line: str, start: int, end: int, line_no: int, context: StatementContext
    ) -> None:
        if line[start : start + 1] == "#" and not line[:start].strip():
            return  # `#` first on a line starts a comment (llvm-mc's lexer; cpp line markers)
        aliases = _ALIAS_SYNTAX.get(context.syntax)
        request = _REQ.match(line, start, end)
        if request is not None:
            self._define_alias(request, line_no, context, aliases or {})
            return
        inst = syntax.parse_instruction(line, start, end, line_no, _Sink(context), aliases)
        if inst is not None:
            context.result.statements.append(
                Instruction(
                    inst.mnemonic, inst.operands, SYNTAX, inst.span, inst.mnemonic_span, text=inst.text
                )
            )

    def _define_alias(self, request: re.Match[str], line_no: int, context: StatementContext,
                      aliases: dict[str, str]) -> None:  # fmt: skip
        """`name .req register`: llvm-mc's register alias, in force until `.unreq name`. The alias map
        rides in context.syntax (its own line memos, as `.intel_syntax` does for x86)."""
        name = request.group(1).lower()
        register = request.group(2).lower()
        register = aliases.get(register, register)
        if names.register(register) is None:
            at = request.start(2)
            context.error(syntax.BAD_OPERAND, "register name or alias expected", line_no, at,
                          max(request.end(2), at + 1))  # fmt: skip
            return
        if name in aliases:
            return  # llvm-mc keeps the first definition ("ignoring redefinition of register alias")
        context.syntax = _alias_syntax(self.default_syntax, {**aliases, name: register})


class AppleAArch64Syntax(AArch64Syntax):
    """Mach-O (`*-apple-*`): `;` comments, `%%` separators, as llvm-mc reads them there."""

    line_comments = ("//", ";")
    comment_string = ";"
    statement_separators = ("%%",)
    default_syntax = "apple"  # its own line memos: `;` and `%%` read differently here


class AArch64Directives(Directives):
    """The directives llvm-mc 19 takes on AArch64 ELF (directives.py), `.arch`/`.cpu` errors, `.unreq`."""

    platform = "AArch64 ELF"
    data_directives = _DATA_DIRECTIVES
    directives_exact = directives.DIRECTIVES_EXACT
    known_directives = directives.KNOWN_DIRECTIVES

    def directive_problem(self, name: str) -> str | None:
        """As llvm-mc 19 on AArch64 ELF (directives.py: names recorded with llvm-mc-19)."""
        return directives.directive_problem(name)

    def dialect_directive(
        self, name: str, args: str, line_no: int, start: int, end: int, context: StatementContext
    ) -> bool:
        """`.unreq name` ends a register alias; `.arch`/`.cpu` stay Directive statements (feature_checker
        reads them)."""
        if name in (".arch", ".arch_extension", ".cpu") and context.active is True:
            from . import features as feature_module

            args_start = end - len(args) if args else start + len(name)
            # the release's names (`.cpu c1-ultra` is a 22 CPU): the parse's target reads its set
            models_dir = getattr(getattr(context.result, "target", None), "models_dir", None)
            data = feature_module.load_feature_data(model_directory(models_dir) if isinstance(models_dir, str) else None)
            for offset, message in feature_module.directive_errors(data, name, args):
                at = args_start + offset  # llvm-mc's caret: the argument (or where it is missing)
                context.error(syntax.BAD_DIRECTIVE_ARGUMENT, message, line_no, at, at + 1)
            return False
        if name.lower() == ".unreq" and context.syntax in _ALIAS_SYNTAX:
            aliases = dict(_ALIAS_SYNTAX[context.syntax])
            aliases.pop(args.strip().lower(), None)
            context.syntax = _alias_syntax(context.syntax.partition("|")[0], aliases)
        return False


class AppleAArch64Directives(AArch64Directives):
    platform = "AArch64 Mach-O"


class AArch64Assembler(Assembler):
    """resolve.py's matcher as llvm-mc-19 assembles, movprfx sequences, cyclone's `movi` rewrite,
    numeric local labels."""

    def resolve(self, inst: Instruction, isa: Isa, triple: str) -> tuple[McInst | None, list[Diagnostic]]:
        result = resolve(inst, isa)  # type: ignore[arg-type]
        if isinstance(result, list):
            return None, result
        return result, []

    def resolve_failure(self, inst: Instruction, diagnostics: list[Diagnostic], isa: Isa) -> tuple[Span, str]:
        """llvm-mc's words: `unrecognized instruction mnemonic` at the mnemonic, else `invalid operand
        for instruction` (placed at the first operand; llvm-mc names the first one it cannot match)."""
        names.select_release(isa.directory)
        if not diagnostics or diagnostics[0].code == UNKNOWN_MNEMONIC:
            at = inst.mnemonic_span  # llvm-mc's caret is one column wide here
            return Span(at.line, at.start, at.start + 1), "unrecognized instruction mnemonic"
        first = diagnostics[0]
        if first.code == LLVM_OPERAND_MESSAGE and first.related:
            # LLVM's range message only where the CPU has that instruction (feature_checker's file)
            opcode = first.related[0].message.removeprefix(OUT_OF_RANGE_OPCODE)
            have = _features_of(inst)
            if have is not None:
                from . import features as feature_module

                data = feature_module.load_feature_data(_set_directory(isa.directory))
                if not feature_module.requirement_met(requirement(opcode, isa), have, data):
                    return first.span, "invalid operand for instruction"
        if first.code == BACKWARD_LOCAL_LABEL:  # llvm-mc's caret is one column wide
            return Span(first.span.line, first.span.start, first.span.start + 1), first.message
        if first.code == LLVM_OPERAND_MESSAGE:
            return first.span, first.message
        found = llvm_failure(inst, isa)  # the operand LLVM's matcher stops at
        if found is not None:
            return found
        where = inst.operands[0].span if inst.operands else inst.mnemonic_span
        # llvm-mc's caret is one column wide (at the operand it could not match; here the first)
        return Span(where.line, where.start, where.start + 1), "invalid operand for instruction"

    def assembler_rewrite(self) -> Callable[[Instruction], tuple[Instruction, tuple[Span, str] | None]]:
        """What llvm-mc's parser changes before matching, per instruction (call it after
        feature_checker, whose features it reads): on CPUs with `zcz-fp-workaround` (cyclone,
        apple-a7..a9) `movi vN.2d, #0` becomes `movi vN.16b, #0`, with llvm-mc's warning at the
        mnemonic. Returns the instruction to resolve and the warning, if any."""

        def rewrite(inst: Instruction) -> tuple[Instruction, tuple[Span, str] | None]:
            operands = inst.operands
            if inst.mnemonic != "movi" or len(operands) != 2:
                return inst, None
            vector, value = operands
            if not (isinstance(vector, syntax.Reg) and vector.kind == "v" and vector.arrangement == "2d"
                    and vector.lane is None and isinstance(value, syntax.Imm) and value.value == 0):
                return inst, None
            have = _features_of(inst)
            if have is None or "zcz-fp-workaround" not in have:
                return inst, None
            where = inst.mnemonic_span
            # The text changes with the operand: the resolver's memo is keyed by the text.
            start, end = vector.span.start - inst.span.start, vector.span.end - inst.span.start
            written = inst.text[start:end]
            text = inst.text[:start] + written[: written.rfind(".") + 1] + "16b" + inst.text[end:]
            changed = replace(inst, operands=(replace(vector, arrangement="16b"), value), text=text)
            return changed, (Span(where.line, where.start, where.start + 1), _MOVI_WORKAROUND)

        return rewrite

    def sequence_checker(self, isa: Isa) -> Callable[[Instruction, McInst], tuple[Span, str] | None]:
        """llvm-mc's refusals that depend on the instruction before: what may follow an SVE
        `movprfx` (movprfx.py). Call it for every matched instruction in source order."""
        from .movprfx import movprfx_checker

        return movprfx_checker(isa)

    def local_labels(self, parsed: ParsedFile) -> Callable[[Instruction, McInst], McInst] | None:
        """llvm-mc's names for numeric local labels (`1:`, `b 1f`), as MCContext gives them: every
        (label value, instance) becomes a temporary symbol `.LtmpN` when first defined or referred
        to (`01` and `1` are one label), N counting up from 0 over the names already used; a name of
        the file's own that a temporary symbol already took (`.Ltmp1`) is renamed with a suffix
        (`.Ltmp10`), and one the file took first is skipped by the temporaries. Returns the
        renaming of one instruction's McInst, or None when the file needs none."""

        used: set[str] = set()  # MCContext's UsedNames, as far as `.LtmpN` names go
        next_id: dict[str, int] = {}
        actual: dict[str, str] = {}  # a `.LtmpN` name written in the file -> the symbol's name
        created: dict[tuple[int, int], str] = {}
        instance: dict[int, int] = {}
        renames: dict[int, dict[str, str]] = {}

        def unique(base: str) -> str:
            number = next_id.get(base, 0)
            while f"{base}{number}" in used:
                number += 1
            next_id[base] = number + 1
            name = f"{base}{number}"
            used.add(name)
            return name

        def written(name: str) -> str:
            found = actual.get(name)
            if found is None:
                found = name if name not in used else unique(name)
                used.add(found)
                actual[name] = found
            return found

        def directional(label: int, number: int) -> str:
            name = created.get((label, number))
            if name is None:
                name = created[(label, number)] = unique(".Ltmp")
            return name

        def reference(match: re.Match[str]) -> str:
            if match.group(1) is not None:
                label = int(match.group(1))
                current = instance.get(label, 0)
                return directional(label, current + 1 if match.group(2) == "f" else current)
            return written(match.group(0))

        for statement in parsed.statements:
            if isinstance(statement, Label):
                if statement.name.isdigit():
                    label = int(statement.name)
                    instance[label] = instance.get(label, 0) + 1
                    directional(label, instance[label])
                elif _TEMP_NAME.fullmatch(statement.name):
                    written(statement.name)
            elif isinstance(statement, Directive):
                for name in _TEMP_NAME.findall(statement.args):
                    written(name)
            elif isinstance(statement, Instruction):
                for op in statement.operands:
                    if not isinstance(op, syntax.Sym):
                        continue
                    text = _SYMBOL_REFERENCE.sub(reference, op.text)
                    if text != op.text:
                        renames.setdefault(id(statement), {})[op.text] = text
        if not renames:
            return None
        return label_renamer(renames)


class AArch64InstrAnalysis(InstrAnalysis):
    """Branches (names.py) and the instructions after which execution never goes on."""

    def __init__(self) -> None:
        self.is_branch = names.is_branch  # type: ignore[method-assign]

    def is_branch(self, mnemonic: str) -> bool:
        return names.is_branch(mnemonic)

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


class AArch64Printer(Printer):
    """LLVM's AArch64InstPrinter, generic and Apple (printer.py)."""

    print_variants = (0, 1)  # -output-asm-variant: 0 generic, 1 Apple
    register_prefix = ""  # registers print bare (x4, q16)

    def print_inst(
        self, mc: McInst, isa: Isa, variant: int, imm_hex: bool, triple: str, cpu: str = "", mattr: str = ""
    ) -> str:
        directory = isa.directory
        features = _subtarget(cpu_name(cpu, directory), mattr, directory) if cpu or mattr else None
        return print_inst(mc, isa, "apple" if variant == 1 else "generic", features, imm_hex)


class AppleAArch64Printer(AArch64Printer):
    def print_variant(self, parsed: ParsedFile, requested: int) -> int:
        return requested if requested >= 0 else 1  # llvm-mca: `add.4s\tv0, v1, v2`


class AArch64Encoder(Encoder):
    branch_offsets_from_start = True  # `b.ne #-16`: from the branch itself

    def emitter(self, isa: Isa, triple: str, *, relax: bool) -> Callable[[McInst], bytes | None] | None:
        """The AArch64 encoder (encode.py: 4-byte words as LLVM 19's emitter writes them)."""
        from .encode import encoder  # only -show-encoding and front-end models need the table

        return encoder()  # AArch64 relaxes nothing: `relax` changes no byte

    def decoder(self, isa: Isa, triple: str) -> Callable[[bytes], list[tuple[int, str | None, str]]] | None:
        """decode.py: 4-byte little-endian words -> the text llvm-mc --disassemble prints (the
        generic syntax: llvm-mc disassembles arm64-apple code with it too)."""
        from .decode import decode  # only machine-code input needs the decoder

        printed: dict[McInst, str] = {}  # PERF: compiled code repeats its instructions; printing is the cost

        def text(inst: McInst) -> str:
            found = printed.get(inst)
            if found is None:
                # llvm-mc --disassemble prints a bit clear as `bfi ..., wzr` (its `bfc` alias needs
                # v8.2a, which neither its default features nor +all have)
                features = _NO_FEATURES if is_bit_clear(inst) else None
                found = printed[inst] = print_inst(inst, isa, features=features)
            return found

        return lambda code: [(offset, None if inst is None else text(inst), why)
                             for offset, inst, why in decode(code, isa)]


_NO_FEATURES: frozenset[str] = frozenset()


class AArch64Subtarget(Subtarget):
    """CPUs (the release's cpus.json: aliases) and features (features.py), from the model set of
    the ISA each call receives."""

    default_cpu = "generic"

    def cpu_name(self, cpu: str, isa: Isa) -> str:
        """The name llvm-mca reports for an alias (`-mcpu=apple-m1` is shown as apple-a14), in the
        release of `isa`'s model set."""
        return cpu_name(cpu, isa.directory)

    def feature_checker(
        self, parsed: ParsedFile, isa: Isa, cpu: str, mattr: str
    ) -> Callable[[Instruction, McInst], tuple[Span, str] | None] | None:
        """Per instruction: llvm-mc's "instruction requires: ..." (at the mnemonic) when the CPU,
        -mattr and the `.arch`/`.arch_extension`/`.cpu` directives before it lack the features."""
        from . import features as feature_module

        data = feature_module.load_feature_data(_set_directory(isa.directory))  # the release's CPUs
        base = feature_module.cpu_features(data, cpu)
        start = feature_module.with_mattr(data, base if base is not None else frozenset(), mattr)
        at: dict[int, frozenset[str]] = {}
        current = start
        for statement in parsed.statements:
            if isinstance(statement, Directive) and statement.name in (".arch", ".arch_extension", ".cpu"):
                current, _ = feature_module.apply_directive(data, current, statement.name, statement.args)
            elif isinstance(statement, Instruction):
                at[id(statement)] = current
        sys_needs = _sys_alias_features(_set_directory(isa.directory))
        sys_mnemonics = {key.partition(" ")[0] for key in sys_needs}
        sysreg_needs = _sysreg_features(_set_directory(isa.directory))
        # for resolve_failure (llvm-mc words some errors by the CPU's features); the statements are
        # kept so an id is never mistaken for another file's
        _FILE_FEATURES[:] = [(parsed.statements, at, start)]

        def check(inst: Instruction, mc: McInst) -> tuple[Span, str] | None:
            have = at.get(id(inst), start)
            where = inst.mnemonic_span  # llvm-mc's caret is one column wide
            mnemonic = inst.mnemonic
            if mnemonic[:2] == "b." and mnemonic[2:] in _SVE_CONDITIONS and not feature_module.requirement_met(
                _SVE_CONDITION_NAMES, have
            ):
                return Span(where.line, where.start + 2, where.start + 3), "invalid condition code"
            message = requirement(mc.opcode, isa)
            if not feature_module.requirement_met(message, have, data):
                return Span(where.line, where.start, where.start + 1), message or ""
            if sys_needs and mnemonic in sys_mnemonics:
                return _sys_alias_check(inst, sys_needs, have, data)
            if mnemonic in ("mrs", "msr") and sysreg_needs:
                return _sysreg_check(inst, mc.opcode, sysreg_needs, have)
            return None

        return check


class AArch64Target(Target):
    """The AArch64 target on ELF; one instance, `TARGET` (and `APPLE`, its Mach-O flavour)."""

    name = "aarch64"
    models_dir = "aarch64"

    def __init__(self, apple: bool = False) -> None:
        self.syntax = AppleAArch64Syntax() if apple else AArch64Syntax()
        self.directives = AppleAArch64Directives() if apple else AArch64Directives()
        self.assembler = AArch64Assembler()
        self.instr_analysis = AArch64InstrAnalysis()
        self.printer = AppleAArch64Printer() if apple else AArch64Printer()
        self.encoder = AArch64Encoder()
        self.subtarget = AArch64Subtarget()

    def march(self, triple: str) -> str:
        """llvm-mca's `-march` in SimulationParameters: the triple's architecture word."""
        return triple.partition("-")[0] or "aarch64"

    def triple_for_march(self, march: str, triple: str) -> str:
        """llvm-mca-19: -march=aarch64 and -march=arm64 both make the triple's architecture `aarch64`."""
        return "aarch64-" + triple.partition("-")[2]

    def for_triple(self, triple: str) -> AArch64Target:
        """The Apple flavour for `*-apple-*` triples (Mach-O: `;` comments, `%%` separators, the
        Apple printer variant by default, as llvm-mca prints them), else this ELF one."""
        return APPLE if "-apple" in triple else TARGET


def cpu_name(cpu: str, directory: str | None = None) -> str:
    """The name an alias stands for in the model set at `directory` (None: the LLVM 19 set)."""
    row = _cpu_table(directory).get(cpu)
    return (row.get("alias_of") or cpu) if row is not None else cpu


@lru_cache(maxsize=4)
def _sys_alias_features(directory: str) -> dict[str, tuple[str, str]]:
    """`dc civaps` -> ("DC CIVAPS", "pops"): a SYS alias' name and what it needs, as the release's
    llvm-mc words them (isa_sysop_features.json, tools/export_aarch64_sysop_features.py); empty when
    the file is missing."""
    import json

    from ...isa import data_path

    try:
        with open(data_path(os.path.join(directory, "isa_sysop_features.json")), encoding="utf-8") as handle:
            requires = json.load(handle)["requires"]
    except (OSError, ValueError, KeyError, TypeError):
        return {}
    if not isinstance(requires, dict):
        return {}
    return {str(k): (str(v[0]), str(v[1])) for k, v in requires.items() if isinstance(v, list) and len(v) == 2}


def _sys_alias_check(inst: Instruction, needs: dict[str, tuple[str, str]], have: frozenset[str],
                     data: Any) -> tuple[Span, str] | None:
    """llvm-mc's "DC CIVAPS requires: pops" (at the operation) when the features in force lack what
    the SYS alias needs. The names are LLVM's: a feature, or an extension that stands for one
    (`memtag` for `mte`); every one named must be there (`+all` allows everything)."""
    from . import features as feature_module

    if not inst.operands:
        return None
    first = inst.operands[0].span
    operation = inst.text[first.start - inst.span.start : first.end - inst.span.start].strip().lower() \
        if inst.text else ""
    need = needs.get(f"{inst.mnemonic} {operation}")
    if need is None or "all" in have:
        return None
    llvm_name, names = need
    for name in names.split(", "):
        if not feature_module.requirement_met("requires: " + name, have, data):
            return Span(first.line, first.start, first.start + 1), f"{llvm_name} requires: {names}"
    return None


@lru_cache(maxsize=4)
def _sysreg_features(directory: str) -> dict[str, dict[str, tuple[frozenset[str], ...]]]:
    """"read"/"write"/"pstate" -> system register or PSTATE field (lower case) -> the alternative
    feature sets, any one of which (all its features) makes LLVM's assembler know the name
    (isa_sysreg_features.json, tools/export_aarch64_sysreg_features.py); empty when the file is
    missing."""
    import json

    from ...isa import data_path

    try:
        with open(data_path(os.path.join(directory, "isa_sysreg_features.json")), encoding="utf-8") as handle:
            requires = json.load(handle)["requires"]
    except (OSError, ValueError, KeyError, TypeError):
        return {}
    if not isinstance(requires, dict):
        return {}
    out: dict[str, dict[str, tuple[frozenset[str], ...]]] = {}
    for kind, table in requires.items():
        if isinstance(table, dict):
            out[str(kind)] = {str(name): tuple(frozenset(str(f) for f in alt) for alt in alternatives
                                               if isinstance(alt, list))
                              for name, alternatives in table.items() if isinstance(alternatives, list)}
    return out


_SYSREG_KINDS = {"MRS": ("read", 1, "expected readable system register"),
                 "MSR": ("write", 0, "expected writable system register or pstate")}


def _sysreg_check(inst: Instruction, opcode: str, needs: dict[str, dict[str, tuple[frozenset[str], ...]]],
                  have: frozenset[str]) -> tuple[Span, str] | None:
    """LLVM's assembler knows a system register or PSTATE field only when the subtarget has the
    features its table gives it (`tco` needs `mte`); otherwise the name is unknown and llvm-mc
    says "expected readable system register" (MRS) or "expected writable system register or
    pstate" (MSR) at the name. Generic `s3_...` names need nothing."""
    kind = _SYSREG_KINDS.get(opcode)
    if kind is None and opcode.startswith("MSRpstate"):
        kind = ("pstate", 0, "expected writable system register or pstate")
    if kind is None or len(inst.operands) <= kind[1] or "all" in have:
        return None
    span = inst.operands[kind[1]].span
    name = inst.text[span.start - inst.span.start : span.end - inst.span.start].strip().lower() if inst.text else ""
    need = needs.get(kind[0], {}).get(name)
    if need is None or any(alternative <= have for alternative in need):
        return None
    return Span(span.line, span.start, span.start + 1), kind[2]


def _features_of(inst: Instruction) -> frozenset[str] | None:
    """The features in force at `inst` in the file feature_checker last saw, or None."""
    if not _FILE_FEATURES:
        return None
    statements, at, start = _FILE_FEATURES[0]
    found = at.get(id(inst))
    if found is not None:
        return found
    return start if any(statement is inst for statement in statements) else None


TARGET = AArch64Target()
APPLE = AArch64Target(apple=True)
