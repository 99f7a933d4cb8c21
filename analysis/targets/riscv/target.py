"""`TARGET`: RISC-V (RV32 and RV64) as a `Target` and its roles (targets/target.py).

Ties together syntax.py (GNU operand syntax), spellings.py and resolve.py (Instruction -> McInst as
llvm-mc-19 assembles it, from LLVM's probes), compress.py (the compressed forms llvm-mc emits with C),
printer.py (RISCVInstPrinter's text), encode.py (RISCVMCCodeEmitter's bytes), features.py (CPU, -mattr, `.option`, `.attribute arch`) and
the data in models/riscv/. `li` with a constant beyond 12 bits is expanded here once the features in
force at its line are known (`RiscvAssembler.expand`, matint.py), as RISCVAsmParser expands it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from ...diagnostics import Diagnostic, Severity
from ...frontend.syntax import Directive, Instruction, Label, ParsedFile, Statement
from ...isa import Isa
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
from . import aliases, directives, features, matint, syntax, zcmp
from .compress import compress
from .printer import print_inst
from .resolve import (
    BAD_OPERANDS,
    LI_STEP,
    TLS_IE_LOAD,
    UNKNOWN_MNEMONIC,
    resolve,
    resolve_li_step,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ...instruments import TargetInstruments

SYNTAX = "riscv"
BAD_OPERAND = "MCL103"
_ATTRIBUTE_ARCH = re.compile(r'^\s*\.attribute\s+(?:arch|5)\s*,\s*"([^"\n]*)"', re.MULTILINE)
_MNEMONIC = re.compile(r"[A-Za-z][\w.]*")
_CONDITIONAL = frozenset({"beq", "bne", "blt", "bge", "bltu", "bgeu", "beqz", "bnez", "blez", "bgez", "bltz",
                          "bgtz", "bgt", "ble", "bgtu", "bleu", "c.beqz", "c.bnez"})
_JUMPS = frozenset({"j", "c.j"})
_INDIRECT = frozenset({"jr", "jalr", "ret", "c.jr", "c.jalr", "jal", "c.jal", "call", "tail", "mret", "sret"})
_BRANCHES = _CONDITIONAL | _JUMPS | _INDIRECT
_NO_FALL_THROUGH = frozenset({"j", "c.j", "jr", "c.jr", "ret", "tail", "mret", "sret"})
_SYMBOL_REFERENCE = re.compile(r"(?<![\w.$])(?:(\d+)([fb])|\.Ltmp\d+)(?![\w.$])")
_TEMP_NAME = re.compile(r"(?<![\w.$])\.Ltmp\d+(?![\w.$])")

# The last file feature_checker saw: (its statements, features per instruction id, features at start).
_FILE_FEATURES: list[tuple[list, dict[int, frozenset[str]], frozenset[str]]] = []


def _features_of(inst: Instruction) -> frozenset[str] | None:
    if not _FILE_FEATURES:
        return None
    statements, at, start = _FILE_FEATURES[0]
    found = at.get(id(inst))
    if found is not None:
        return found
    return start if any(statement is inst for statement in statements) else None


def _li_symbol(operands: list[syntax.Operand]) -> list[tuple[str, tuple[syntax.Operand, ...]]] | None:
    """`li rd, %lo(sym)` (and `%pcrel_lo`, `%tprel_lo`) is ADDI rd, zero, as llvm-mc takes it; None
    for any other `li` (a constant is expanded once the features at its line are known: _li_steps)."""
    if len(operands) != 2:
        return None
    rd, value = operands
    if not isinstance(rd, syntax.Reg) or rd.kind != "x" or not isinstance(value, syntax.Imm):
        return None
    if value.value is None and value.text.startswith(("%lo(", "%pcrel_lo(", "%tprel_lo(")):
        return [("addi", (rd, syntax.Reg("x", 0, rd.span), value))]
    return None


def _li_steps(inst: Instruction, have: frozenset[str], rv32: bool, llvm22: bool) -> list[Instruction] | None:
    """`li rd, imm` beyond simm12 as RISCVMatInt builds it under the features `have` in force at the
    line (matint.py): one `li.<OPCODE>` instruction per step, with rd, the step's source register (x0
    first, then rd) and the immediate, on the `li`'s source range; resolve_li_step makes each the
    McInst llvm-mc emits. None: not a constant `li` beyond simm12, or one llvm-mc refuses (resolve
    says why). `rv32`: the triple is riscv32 or the features have no 64bit (llvm-mc's isRV64)."""
    if len(inst.operands) != 2:
        return None
    rd, value = inst.operands
    if not isinstance(rd, syntax.Reg) or rd.kind != "x" or not isinstance(value, syntax.Imm) or value.value is None:
        return None
    if -2048 <= value.value < 2048:
        return None
    found = matint.materialize(value.value, not rv32, have, llvm22)
    if found is None:
        return None
    steps: list[Instruction] = []
    for index, (opcode, imm) in enumerate(found):
        source = syntax.Reg("x", 0, rd.span) if index == 0 else rd
        steps.append(Instruction(LI_STEP + opcode, (rd, source, syntax.Imm(imm, str(imm), value.span)), inst.syntax,
                                 inst.span, inst.mnemonic_span, inst.text, inst.expanded_from))
    return steps


def _features_by_statement(statements: list, directory: str, cpu: str, mattr: str, rv32: bool
                           ) -> tuple[dict[int, frozenset[str]], frozenset[str], list[tuple[Span, str]]]:  # fmt: skip
    """The closed features in force at each instruction (id -> features) and at the start: the
    CPU's with -mattr, then each `.option` and `.attribute arch` in turn; and llvm-mc's errors for
    the `.option` directives (where, what)."""
    _, implies = features.feature_data(directory)
    direct = features.direct_implies(directory)
    descriptions = features.feature_descriptions(directory)
    llvm22 = "llvm22" in directory
    current = features.initial(directory, cpu, mattr, rv32)
    start = features.closure(current, implies)
    at: dict[int, frozenset[str]] = {}
    errors: list[tuple[Span, str]] = []
    stack: list[set[str]] = []
    closed = start
    for statement in statements:
        if isinstance(statement, Directive) and statement.name == ".option":
            current, error = features.apply_option(current, statement.args, stack, implies, direct, descriptions,
                                                   llvm22)
            closed = features.closure(current, implies)
            if error is not None:
                column = statement.span.end - len(statement.args) + error[0]
                errors.append((Span(statement.span.line, column, column + 1), error[1]))
        elif isinstance(statement, Directive) and statement.name == ".attribute":
            name, _, value = statement.args.partition(",")
            if name.strip() in ("arch", "5"):
                parsed_arch = features.from_isa_string(value)
                if parsed_arch is not None:
                    current = parsed_arch
                    closed = features.closure(current, implies)
        elif isinstance(statement, Instruction):
            at[id(statement)] = closed
    return at, start, errors


# The `%pcrel_lo` operand of the second instruction of `lla`/`la` and of a load or store of a symbol:
# llvm-mc labels each AUIPC with a temporary symbol `.Lpcrel_hiN`, numbered in source order (local_labels).
PCREL_LO = "%pcrel_lo(.Lpcrel_hi)"
_LOADS = frozenset({"lb", "lh", "lw", "ld", "lbu", "lhu", "lwu", "flh", "flw", "fld"})
_STORES = frozenset({"sb", "sh", "sw", "sd", "fsh", "fsw", "fsd"})


def _expand_symbol_access(mnemonic: str, operands: list[syntax.Operand]
                          ) -> list[tuple[str, tuple[syntax.Operand, ...]]] | None:  # fmt: skip
    """`lla`/`la rd, sym`, `la.tls.gd`/`la.tls.ie rd, sym` and loads/stores of a symbol (`ld a0, sym`,
    `flw ft0, sym, a5`, `sd a1, sym, t0`) as RISCVAsmParser expands them (non-PIC, as llvm-mca
    assembles): AUIPC of `%pcrel_hi(sym)` (`%tls_gd_pcrel_hi`, `%tls_ie_pcrel_hi`) into rd (the
    temporary register for FP loads and for stores), then the ADDI, load or store of `%pcrel_lo` of
    the AUIPC's label."""
    kinds = "".join(op.kind for op in operands)
    symbol = operands[1] if len(operands) >= 2 else None
    if not isinstance(symbol, syntax.Imm) or symbol.value is not None or symbol.text.startswith("%"):
        return None
    rd = operands[0]
    high_specifier = "%pcrel_hi"
    if mnemonic in ("lla", "la") and kinds == "xi":
        temp = rd
        second = ("addi", (rd, rd, syntax.Imm(None, PCREL_LO, symbol.span)))
    elif mnemonic == "la.tls.gd" and kinds == "xi":
        temp, high_specifier = rd, "%tls_gd_pcrel_hi"
        second = ("addi", (rd, rd, syntax.Imm(None, PCREL_LO, symbol.span)))
    elif mnemonic == "la.tls.ie" and kinds == "xi":
        # the GOT entry's load: LD on RV64, LW on RV32 (resolve.TLS_IE_LOAD, once the width is known)
        temp, high_specifier = rd, "%tls_ie_pcrel_hi"
        second = (TLS_IE_LOAD, (rd, syntax.Mem(syntax.Imm(None, PCREL_LO, symbol.span), rd, symbol.span)))  # type: ignore[arg-type]
    elif mnemonic in _LOADS and kinds in ("xi", "fix"):
        temp = operands[2] if kinds == "fix" else rd
        second = (mnemonic, (rd, syntax.Mem(syntax.Imm(None, PCREL_LO, symbol.span), temp, symbol.span)))  # type: ignore[arg-type]
    elif mnemonic in _STORES and kinds in ("xix", "fix"):
        temp = operands[2]
        second = (mnemonic, (rd, syntax.Mem(syntax.Imm(None, PCREL_LO, symbol.span), temp, symbol.span)))  # type: ignore[arg-type]
    else:
        return None
    if not isinstance(temp, syntax.Reg) or temp.kind != "x":
        return None
    high = syntax.Imm(None, f"{high_specifier}({symbol.text})", symbol.span)
    return [("auipc", (temp, high)), second]


# Opcodes whose probe marker printed as an alias with a requirement of its own (`pause` needs
# Zihintpause, `fsflags` F): the generic-CPU message is the alias's, the opcode itself needs nothing.
_ALIAS_REQUIREMENTS = frozenset({"FENCE", "CSRRW", "CSRRWI"})
# LLVM 22's Zclsd forms print as `ld`/`sd`, so their probes' generic-CPU message is Zilsd's; written as
# `c.ld`/`c.sd`/`c.ldsp`/`c.sdsp` (the only way to reach them without Zclsd: compression needs it)
# llvm-mca-22 names Zclsd (`llvm-mca-22 -mtriple=riscv32 -mcpu=syntacore-scr3-rv32 -mattr=+c,+zilsd`).
# The FP CSR aliases (`frflags a4` is CSRRS a4, fflags, zero): llvm-mc refuses them without F.
_FP_CSR_ALIASES = frozenset({"frflags", "fsflags", "fsflagsi", "frrm", "fsrm", "fsrmi", "frcsr", "fscsr"})
_ZCLSD = "instruction requires the following: 'Zclsd' (Compressed Load/Store pair instructions)"
_OWN_REQUIREMENTS = dict.fromkeys(("C_LD_RV32", "C_SD_RV32", "C_LDSP_RV32", "C_SDSP_RV32"), _ZCLSD)


# The offset ranges of the branches and jumps (llvm-mc's operand classes simm13_lsb0, simm21_lsb0,
# simm9_lsb0, simm12_lsb0): a constant target outside its range or odd is refused with llvm-mc's
# message. llvm-mca lexes MASM integers, so gcc's `bnez a0, 1b` is the constant 1 there: refused
# (llvm-mca-19 and -22), while `2b` stays a label.
_BRANCH_RANGES = {
    **dict.fromkeys(("beq", "bne", "blt", "bge", "bltu", "bgeu", "beqz", "bnez", "blez", "bgez", "bltz", "bgtz",
                     "bgt", "ble", "bgtu", "bleu"), (-4096, 4094)),
    **dict.fromkeys(("j", "jal"), (-1048576, 1048574)),
    **dict.fromkeys(("c.beqz", "c.bnez"), (-256, 254)),
    **dict.fromkeys(("c.j", "c.jal"), (-2048, 2046)),
}


def _branch_offset(mnemonic: str, operands: list[syntax.Operand]) -> tuple[Span, str] | None:
    """llvm-mc's refusal of a branch's constant offset (where and what), or None."""
    bounds = _BRANCH_RANGES.get(mnemonic)
    if bounds is None or not operands:
        return None
    target = operands[-1]
    if not isinstance(target, syntax.Imm) or target.value is None:
        return None
    low, high = bounds
    if low <= target.value <= high and not target.value & 1:
        return None
    return target.span, f"immediate must be a multiple of 2 bytes in the range [{low}, {high}]"


class RiscvSyntax(Syntax):
    """GNU RISC-V statements: `#` comments, `;` separators; every line to the full parser."""

    line_comments: tuple[str, ...] = ("#",)
    comment_string = "#"
    default_syntax = SYNTAX

    def parse_instruction(self, line: str, start: int, end: int, line_no: int, context: StatementContext) -> None:
        found = _MNEMONIC.match(line, start, end)
        if found is None:
            context.error(BAD_OPERAND, "unexpected token at start of statement", line_no, start, start + 1)
            return
        mnemonic = found.group(0).lower()
        mnemonic_span = Span(line_no, start, found.end())
        text = line[start:end]
        if mnemonic in zcmp.OPCODES:
            # a register list (`{ra, s0-s1}`): read whole from the text when resolved (zcmp.py)
            context.result.statements.append(
                Instruction(mnemonic, (), SYNTAX, Span(line_no, start, end), mnemonic_span, text=text))
            return
        operands, problem = syntax.parse_operands(mnemonic, line[found.end():end], found.end(), line_no,
                                                  context.symbols)  # fmt: skip
        if problem is not None:
            where, message = problem
            context.error(BAD_OPERAND, message, where.line, where.start, max(where.end, where.start + 1))
            return
        refused = _branch_offset(mnemonic, operands)
        if refused is not None:
            context.error(BAD_OPERAND, refused[1], refused[0].line, refused[0].start, refused[0].start + 1)
            return
        span = Span(line_no, start, end)
        steps = (_li_symbol(operands) if mnemonic == "li" else
                 _expand_symbol_access(mnemonic, operands) or aliases.rewrite(mnemonic, operands))
        if steps is None:
            context.result.statements.append(
                Instruction(mnemonic, tuple(operands), SYNTAX, span, mnemonic_span, text=text))
            return
        for step_mnemonic, step_operands in steps:
            context.result.statements.append(
                Instruction(step_mnemonic, step_operands, SYNTAX, span, mnemonic_span, text=text))


class RiscvDirectives(Directives):
    """The directives llvm-mc 19 takes on RISC-V ELF (directives.py); `.option` and `.attribute` stay
    Directive statements (feature_checker reads them)."""

    platform = "RISC-V ELF"
    data_directives = directives.DATA_DIRECTIVES
    directives_exact = directives.DIRECTIVES_EXACT
    known_directives = directives.KNOWN_DIRECTIVES

    def directive_problem(self, name: str) -> str | None:
        return directives.directive_problem(name)


class RiscvAssembler(Assembler):
    """resolve.py's matcher, then compression where C (or Zca) is on at the instruction."""

    def expand(self, parsed: ParsedFile, isa: Isa, cpu: str, mattr: str, triple: str) -> ParsedFile:
        """Each `li` of a constant beyond simm12 replaced by RISCVMatInt's sequence under the features
        in force at its line (CPU, -mattr, `.option`, `.attribute arch`), as RISCVAsmParser expands
        it with the subtarget of the moment."""
        lis = [index for index, statement in enumerate(parsed.statements)
               if isinstance(statement, Instruction) and statement.mnemonic == "li"]
        if not lis:
            return parsed
        rv32_triple = triple.startswith("riscv32")
        at, start, _ = _features_by_statement(parsed.statements, isa.directory or "", cpu, mattr, rv32_triple)
        replacements: dict[int, list[Statement]] = {}
        for index in lis:
            inst = parsed.statements[index]
            have = at.get(id(inst), start)
            steps = _li_steps(inst, have, rv32_triple or "64bit" not in have,  # type: ignore[arg-type]
                              "llvm22" in (isa.directory or ""))
            if steps is not None:
                replacements[index] = list(steps)
        return parsed.expanded(replacements) if replacements else parsed

    def resolve(self, inst: Instruction, isa: Isa, triple: str) -> tuple[McInst | None, list[Diagnostic]]:
        have = _features_of(inst)
        # llvm-mc's isRV64 is the 64bit feature: a riscv64 CPU without it assembles as RV32
        rv32 = triple.startswith("riscv32") or (have is not None and "64bit" not in have)
        if inst.mnemonic.startswith(LI_STEP):
            step = resolve_li_step(inst, rv32, "llvm22" in (isa.directory or ""))
            return self._compressed(step, have, rv32), []
        if inst.mnemonic == "li" and len(inst.operands) == 2 and isinstance(inst.operands[1], syntax.Imm) and not (
                inst.operands[1].value is not None and -2048 <= inst.operands[1].value < 2048):
            # a symbol (llvm-mc's `li` takes a constant or a %lo-like specifier only) or a constant
            # beyond the width (the expansion left it)
            at = inst.operands[1].span
            message = ("immediate must be an integer in the range [-2147483648, 4294967295]" if rv32
                       else "operand must be a constant 64-bit integer")
            number = inst.operands[1].value
            if number is not None and matint.materialize(number, not rv32, have or frozenset()) is not None:
                # a constant expand() would have made a sequence of: the caller skipped it
                message = "`li` of a constant beyond 12 bits is expanded by Assembler.expand before resolve"
            return None, [Diagnostic(Span(at.line, at.start, at.start + 1), Severity.ERROR, BAD_OPERANDS, message)]
        written = _MNEMONIC.match(inst.text or "")
        if (written is not None and written.group(0).lower() in ("fmv.s", "fmv.d") and "llvm22" not in (isa.directory or "")
                and inst.operands and isinstance(inst.operands[0], syntax.Reg) and inst.operands[0].kind == "x"):
            # LLVM 19's `fmv.s`/`fmv.d` take F registers only (its Zfinx aliases are fabs/fneg/fgt/fge)
            at = inst.operands[0].span
            return None, [Diagnostic(Span(at.line, at.start, at.start + 1), Severity.ERROR, BAD_OPERANDS,
                                     "invalid operand for instruction")]
        available = _available(isa.directory or "", have, inst)
        opcode = zcmp.OPCODES.get(inst.mnemonic)
        if opcode is not None and opcode in isa.opcodes:
            return _push_pop(inst, opcode, isa, rv32, available is None or available(opcode))
        result = resolve(inst, isa, rv32, available)
        if isinstance(result, list):
            return None, result
        return self._compressed(result, have, rv32), []

    @staticmethod
    def _compressed(result: McInst, have: frozenset[str] | None, rv32: bool) -> McInst:
        if have is not None and ("c" in have or "zca" in have):
            return compress(result, not rv32 and "32bit" not in have, "d" in have, "f" in have, have)
        return result

    def resolve_failure(self, inst: Instruction, diagnostics: list[Diagnostic], isa: Isa) -> tuple[Span, str]:
        if not diagnostics or diagnostics[0].code == UNKNOWN_MNEMONIC:
            at = inst.mnemonic_span
            return Span(at.line, at.start, at.start + 1), "unrecognized instruction mnemonic"
        first = diagnostics[0]
        return Span(first.span.line, first.span.start, first.span.start + 1), first.message

    def local_labels(self, parsed: ParsedFile) -> Callable[[Instruction, McInst], McInst] | None:
        """llvm-mc's names for numeric local labels (`1:`, `beqz a0, 1f` -> `.Ltmp0`), as MCContext
        gives them (the same rule as AArch64's: each (label, instance) a `.LtmpN` when first defined
        or referred to)."""
        used: set[str] = set()
        counter = [0]
        created: dict[tuple[int, int], str] = {}
        instance: dict[int, int] = {}
        renames: dict[int, dict[str, str]] = {}
        pcrel = 0

        def unique() -> str:
            while f".Ltmp{counter[0]}" in used:
                counter[0] += 1
            name = f".Ltmp{counter[0]}"
            counter[0] += 1
            used.add(name)
            return name

        def directional(label: int, number: int) -> str:
            name = created.get((label, number))
            if name is None:
                name = created[(label, number)] = unique()
            return name

        def reference(match: re.Match[str]) -> str:
            if match.group(1) is not None:
                label = int(match.group(1))
                current = instance.get(label, 0)
                return directional(label, current + 1 if match.group(2) == "f" else current)
            return match.group(0)

        for statement in parsed.statements:
            if isinstance(statement, Label):
                if statement.name.isdigit():
                    label = int(statement.name)
                    instance[label] = instance.get(label, 0) + 1
                    directional(label, instance[label])
                elif _TEMP_NAME.fullmatch(statement.name):
                    used.add(statement.name)
            elif isinstance(statement, Directive):
                used.update(_TEMP_NAME.findall(statement.args))
            elif isinstance(statement, Instruction):
                for op in statement.operands:
                    written = op.text if isinstance(op, syntax.Imm) and op.value is None else None
                    if isinstance(op, syntax.Mem) and op.offset is not None and op.offset.value is None:
                        written = op.offset.text
                    if written is None:
                        continue
                    if written == PCREL_LO:
                        renames.setdefault(id(statement), {})[written] = f"%pcrel_lo(.Lpcrel_hi{pcrel})"
                        pcrel += 1
                        continue
                    text = _SYMBOL_REFERENCE.sub(reference, written)
                    if text != written:
                        renames.setdefault(id(statement), {})[written] = text
        if not renames:
            return None
        return label_renamer(renames)


def _push_pop(inst: Instruction, opcode: str, isa: Isa, rv32: bool, available: bool
              ) -> tuple[McInst | None, list[Diagnostic]]:  # fmt: skip
    """A Zcmp/Xqccmp push or pop read from its text (zcmp.py), or llvm-mc's refusal where it points."""
    written = inst.mnemonic_span.end - inst.span.start
    found = zcmp.parse(opcode, (inst.text or "")[written:], rv32, "llvm22" in (isa.directory or ""), available)
    if isinstance(found, McInst):
        return found, []
    line = inst.mnemonic_span.line
    column = inst.mnemonic_span.start if found.column < 0 else inst.mnemonic_span.end + found.column
    return None, [Diagnostic(Span(line, column, column + 1), Severity.ERROR, BAD_OPERANDS, found.message)]


class RiscvInstrAnalysis(InstrAnalysis):
    def is_branch(self, mnemonic: str) -> bool:
        return mnemonic in _BRANCHES

    def branch_label(self, instruction: Instruction) -> str | None:
        """The label of a conditional branch or `j` (the branches that can close a loop)."""
        if instruction.mnemonic not in _CONDITIONAL and instruction.mnemonic not in _JUMPS:
            return None
        if not instruction.operands:
            return None
        operand = instruction.operands[-1]
        if not isinstance(operand, syntax.Imm) or operand.value is not None or operand.text.startswith("%"):
            return None
        return operand.text

    def falls_through(self, instruction: Instruction) -> bool:
        return instruction.mnemonic not in _NO_FALL_THROUGH


class RiscvPrinter(Printer):
    register_prefix = ""

    def print_inst(self, mc: McInst, isa: Isa, variant: int, imm_hex: bool, triple: str, cpu: str = "",
                   mattr: str = "") -> str:
        """RISCVInstPrinter's text; its aliases need the features of llvm-mca's subtarget (-mcpu, -mattr)."""
        features_in = _printer_features(isa.directory or "", cpu, mattr, triple) if cpu or mattr else None
        rv32 = triple.startswith("riscv32") or (features_in is not None and "64bit" not in features_in)
        return print_inst(mc, isa, imm_hex, features_in, rv32)


def _width_errors(directory: str) -> dict[str, str]:
    """The release's opcodes of one base width, with llvm-mc's refusal on the other (encode.py's
    table, measured by export_encoding_riscv); empty without the table."""
    from .encode import load_encoding_table

    table = load_encoding_table(directory)
    return table.width_errors if table is not None else {}


@lru_cache(maxsize=64)
def _printer_features(directory: str, cpu: str, mattr: str, triple: str) -> frozenset[str]:
    _, implies = features.feature_data(directory)
    return features.closure(features.initial(directory, cpu, mattr, triple.startswith("riscv32")), implies)


def _requirement(opcode: str, have: frozenset[str], probes: dict[str, list], width_errors: dict[str, str],
                 names: dict[str, str] | None = None
                 ) -> tuple[str | None, bool, str | None]:  # fmt: skip
    """The opcode's "instruction requires" message, whether `have` meets it, and llvm-mc's refusal
    of an opcode of the other base width (None when `have` has that width)."""
    rows = probes.get(opcode)
    message = rows[0].generic_error if rows and opcode not in _ALIAS_REQUIREMENTS else None
    message = _OWN_REQUIREMENTS.get(opcode, message)
    met = features.requirement_met(message, have, names)
    # an opcode of the other base width: llvm-mc names the missing extensions first
    width = width_errors.get(opcode)
    if width is not None and features.requirement_met(width, have):
        width = None
    return message, met, width


def _available(directory: str, have: frozenset[str] | None, inst: Instruction) -> Callable[[str], bool] | None:
    """Whether an opcode's features are in `have` (llvm-mc words an operand it refuses on an
    instruction the subtarget lacks "invalid operand for instruction", not with its class's range);
    an FP CSR alias (`fsrmi`) needs F besides its opcode's."""
    if have is None:
        return None
    from .spellings import probe_by_opcode

    probes = probe_by_opcode(directory)
    width_errors = _width_errors(directory)
    names = features.requirement_names(directory)
    written = _MNEMONIC.match(inst.text or "")
    alias_met = True
    if written is not None and written.group(0).lower() in _FP_CSR_ALIASES:
        csrrw = probes.get("CSRRW")
        alias_met = features.requirement_met(csrrw[0].generic_error if csrrw else None, have)

    def available(opcode: str) -> bool:
        _, met, width = _requirement(opcode, have, probes, width_errors, names)
        return alias_met and met and width is None

    return available


class RiscvSubtarget(Subtarget):
    """CPUs and features from the model set of the ISA each call receives."""

    # llvm-mca would take the host's CPU (none on a non-RISC-V host); `generic` has no scheduling
    # model, so a run without -mcpu ends with llvm-mca's "unable to find instruction-level
    # scheduling information" error, as llvm-mca-19 -mcpu=generic does.
    default_cpu = "generic"

    def cpu_refusal(self, cpu: str, mattr: str, triple: str, isa: Isa) -> str:
        """RISCVFeatures::validate, run when llvm-mc's RISC-V parser is made: the CPU's features with
        -mattr must name the triple's XLEN (`generic` becomes generic-rv64/-rv32 first). A CPU that
        names none (`rocket`, `sifive-7-series`) or the other one (`sifive-e76` on riscv64) ends the
        run with "LLVM ERROR: RV64 target requires an RV64 CPU" (llvm-mca-19 and -22 abort)."""
        if cpu in ("", "generic"):
            return ""
        cpus, _ = features.feature_data(isa.directory or "")
        if cpu not in cpus:
            return ""  # not a CPU LLVM knows (a user's model): nothing to check it against
        found = features.apply_mattr(set(cpus[cpu]), mattr)
        rv64 = not triple.startswith("riscv32")
        wanted, other = ("64bit", "32bit") if rv64 else ("32bit", "64bit")
        if wanted not in found:
            xlen = "RV64" if rv64 else "RV32"
            return f"{xlen} target requires an {xlen} CPU"
        if other in found:
            return "RV32 and RV64 can't be combined"
        return ""

    def compiled_code_cpu(self, assembly: str, triple: str) -> tuple[str, str]:
        """A SiFive 7 series core (LLVM's in-order application-class model, in 19 and 22) for compiled
        code: sifive-x280 (with V) when the code's `.attribute arch` has vectors, else sifive-u74 on
        RV64 and sifive-e76 on RV32. Neither compiler's default tuning has a model in LLVM 19
        (clang's is `generic`; gcc's `rocket` names no RV64 or RV32 CPU), so one is chosen and named."""
        arch = _ATTRIBUTE_ARCH.search(assembly)
        found = features.from_isa_string(arch.group(1)) if arch else None
        rv32 = triple.startswith("riscv32") if found is None else "32bit" in found
        vector = found is not None and any(name == "v" or name.startswith("zve") for name in found)
        where = f"the code's .attribute arch {arch.group(1)}" if arch else "no .attribute arch in the code"
        if rv32:
            return "sifive-e76", f"RV32 ({where}); no CPU named"
        if vector:
            return "sifive-x280", f"RV64 with vectors ({where}); no CPU named"
        return "sifive-u74", f"RV64 without vectors ({where}); no CPU named"

    def feature_checker(self, parsed: ParsedFile, isa: Isa, cpu: str, mattr: str
                        ) -> Callable[[Instruction, McInst], tuple[Span, str] | None]:  # fmt: skip
        """Per instruction: llvm-mc's "instruction requires the following: ..." (at the mnemonic) when
        the features in force there (CPU, -mattr, `.option`, `.attribute arch`) lack the opcode's."""
        from .spellings import probe_by_opcode

        directory = isa.directory or ""
        rv32 = isa.source.get("triple", "").startswith("riscv32")  # the caller's triple is not passed here
        at, start, _ = _features_by_statement(parsed.statements, directory, cpu, mattr, rv32)
        _FILE_FEATURES[:] = [(parsed.statements, at, start)]
        probes = probe_by_opcode(directory)
        names = features.requirement_names(directory)

        width_errors = _width_errors(directory)
        # what the FP CSR aliases need: the probes recorded it for `fsflags`, CSRRW's marker print
        csrrw = probes.get("CSRRW")
        fp_csr = csrrw[0].generic_error if csrrw else None

        def check(inst: Instruction, mc: McInst) -> tuple[Span, str] | None:
            have = at.get(id(inst), start)
            message, met, width = _requirement(mc.opcode, have, probes, width_errors, names)
            written = _MNEMONIC.match(inst.text or "")
            if written is not None and written.group(0).lower() in _FP_CSR_ALIASES and fp_csr is not None:
                # the alias itself needs F (22: or Zfinx), though its CSRRS/CSRRW/... does not
                message, met = fp_csr, met and features.requirement_met(fp_csr, have)
            if met and width is None:
                return None
            if width is not None:
                message = width if met or not message else f"{message}, {width.partition('following: ')[2]}"
            where = inst.mnemonic_span
            return Span(where.line, where.start, where.start + 1), message or ""

        return check

    def directive_errors(self, parsed: ParsedFile, isa: Isa, cpu: str, mattr: str, triple: str
                         ) -> list[tuple[Span, str, bool]]:  # fmt: skip
        """llvm-mc's errors for `.option` directives under the features in force where they stand:
        `.option arch, -zba` where an enabled extension lists Zba among its own implications ("can't
        disable zba extension; b extension requires zba extension", at the name)."""
        _, _, errors = _features_by_statement(parsed.statements, isa.directory or "", cpu, mattr,
                                              triple.startswith("riscv32"))
        return [(span, message, True) for span, message in errors]

    def instruments(self, isa: Isa) -> TargetInstruments | None:
        """`RISCV-LMUL`/`RISCV-SEW` comments and `vsetvli`/`vsetivli`, choosing each vector
        instruction's class by LMUL and SEW from the release's table (docs/instruments.md)."""
        from .instruments import riscv_instruments

        return riscv_instruments(isa)


class RiscvEncoder(Encoder):
    """RISCVMCCodeEmitter's bytes from the release's measured table (encode.py)."""

    def emitter(self, isa: Isa, triple: str, *, relax: bool) -> Callable[[McInst], bytes | None] | None:
        """llvm-mca 19 relaxes before encoding (`c.beqz` -> `beq`, `beq` -> the long branch); the
        release's table says which opcodes relax (none in LLVM 22's, whose llvm-mca does not)."""
        from .encode import encoder

        return encoder(isa.directory or "", relax)


class RiscvTarget(Target):
    """RISC-V; one instance, `TARGET`, for riscv32 and riscv64 triples."""

    name = "riscv"
    models_dir = "riscv"

    def __init__(self) -> None:
        self.syntax = RiscvSyntax()
        self.directives = RiscvDirectives()
        self.assembler = RiscvAssembler()
        self.instr_analysis = RiscvInstrAnalysis()
        self.printer = RiscvPrinter()
        self.encoder = RiscvEncoder()
        self.subtarget = RiscvSubtarget()

    def triple_mode(self, triple: str) -> int:
        return 32 if triple.startswith("riscv32") else 64

    def triple_for_march(self, march: str, triple: str) -> str:
        """-march=riscv32/riscv64 replaces the triple's architecture word."""
        return march + "-" + triple.partition("-")[2]


TARGET = RiscvTarget()
