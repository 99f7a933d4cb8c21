"""`TARGET`: 32-bit Arm (A32 and T32, unified syntax) as a `Target` and its roles (targets/target.py).

Ties together syntax.py (operands as gcc and clang print them), spellings.py and resolve.py
(Instruction -> McInst from LLVM's probes, the narrow/wide Thumb choice and IT blocks), printer.py
(ARMInstPrinter's text) and the data in models/arm/. The parser records on each instruction what
llvm-mc's parser state gives it: the mode (`.thumb`/`.arm`/`.code`) and the IT block slot.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from ...diagnostics import Diagnostic, Related, Severity, with_notes
from ...frontend.syntax import Directive, Instruction, ParsedFile
from ...isa import Isa
from ...mcinst import Imm, McInst
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
)
from . import directives, features, resolve, shift_checks, spellings, suggest, syntax
from .deprecations import deprecation
from .printer import print_inst
from .resolve import UNKNOWN_MNEMONIC

SYNTAX = "arm"
BAD_OPERAND = "MCL103"
_MNEMONIC = re.compile(r"[A-Za-z][\w.]*")
_IT = re.compile(r"it([te]{0,3})$")
_BRANCH = re.compile(r"(b|bl|blx|bx|cbz|cbnz|tbb|tbh|bxj)(eq|ne|hs|cs|lo|cc|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al)?"
                     r"(\.w|\.n)?$")
_UNCONDITIONAL = frozenset({"b", "b.w", "b.n", "bx", "bal"})
_MVE_COMPARE_TEXT = re.compile(r"(vcmp|vp(s?)t[te]{0,3})(\.\w+)?$")


def _pool_problem(mnemonic: str, operands: list[syntax.Operand]) -> tuple[Span, str] | None:
    """ARMAsmParser reads `=value` for `ldr` alone (its condition and `.w` aside)."""
    for op in operands:
        if isinstance(op, syntax.Pool):
            head = mnemonic.partition(".")[0]
            if not any(base == "ldr" for base, _ in spellings.split_condition(head)):
                # llvm-mc points at the `=` alone
                return Span(op.span.line, op.span.start, op.span.start + 1), "unexpected token in operand"
    return None


@dataclass(frozen=True, slots=True)
class ArmInstruction(Instruction):
    """An instruction with the parser state llvm-mc reads it in."""

    mode: str = ""  # "thumb" / "arm" after a mode directive, "" for the triple's
    it_slot: int | None = None  # the condition its IT block slot gives it; None outside a block
    it_pending: tuple[int, ...] = ()  # an IT instruction's conditions for the slots after it
    vpt_slot: str = ""  # "t" / "e": the VPT block slot it sits in
    vpt_pending: str = ""  # a VPT/VPST instruction's slots after it
    # a VFP register list's error that a d16-d31 before it decides: without d32 ARMAsmParser stops
    # at that register ("register expected"), which the parser cannot know (resolve does)
    list_problem: tuple[Span, str] | None = None
    # a parse error Thumb code alone has (`ssat r0, #1, r1, asr #32`), which the mode decides
    thumb_problem: tuple[Span, str] | None = None


def _mode_directive(statement: Directive) -> str | None:
    name = statement.name.lower()
    if name == ".thumb":
        return "thumb"
    if name == ".arm":
        return "arm"
    if name == ".code":
        value = statement.args.strip()
        return "thumb" if value == "16" else "arm" if value == "32" else None
    return None


def _state_before(statements: list) -> tuple[str, tuple[int, ...], str]:
    """(mode, IT conditions still pending, VPT slots still pending) where the next instruction starts."""
    mode = None
    for statement in reversed(statements):
        if isinstance(statement, Directive):
            found = _mode_directive(statement)
            if found is not None and mode is None:
                mode = found
        elif isinstance(statement, ArmInstruction):
            if mode is not None:
                return mode, (), ""
            return statement.mode, statement.it_pending, statement.vpt_pending
    return mode or "", (), ""


def it_conditions(suffix: str, cond: int) -> tuple[int, ...]:
    """The conditions of the slots of `it<suffix> <cond>`: t the condition, e its inverse."""
    return (cond, *((cond if c == "t" else cond ^ 1) for c in suffix))


_VECTOR_LIST = re.compile(r"v(ld[1-4]|st[1-4]|tbl|tbx)")


def _list_problem(mnemonic: str, operands: list[syntax.Operand], symbols: dict[str, int]
                  ) -> tuple[Span, str] | None:  # fmt: skip
    """llvm-mc's error for an S/D/Q register list: NEON structure and table lists (vldN, vstN, vtbl,
    vtbx) one or two registers apart, VFP lists (vpush, vldm, ...) ascending and contiguous."""
    for op in operands:
        if not isinstance(op, syntax.RegList) or all(syntax.register_kind(n) == "r" for n in op.names):
            continue
        found = syntax.register_list_error(op.text, _VECTOR_LIST.match(mnemonic) is not None, symbols)
        if found is not None:
            column = op.span.start + found[0]
            return Span(op.span.line, column, column + 1), found[1]
    return None


class ArmSyntax(Syntax):
    """Unified syntax: `@` and `//` comments, `#` comments where a statement starts, `;` separators."""

    line_comments: tuple[str, ...] = ("@", "//")
    statement_comments = ("#",)
    comment_string = "@"
    default_syntax = SYNTAX
    # An instruction's mode and IT/VPT slot come from the statements before it: a line's memo holds
    # for that state only (the same text after `.thumb` instead of `.arm` is another instruction).
    stateful_lines = True

    def line_state(self, statements: list) -> str:
        mode, pending, vpt_pending = _state_before(statements)
        return f"{mode},{','.join(map(str, pending))},{vpt_pending}"

    def parse_instruction(self, line: str, start: int, end: int, line_no: int, context: StatementContext) -> None:
        found = _MNEMONIC.match(line, start, end)
        if found is None:
            context.error(BAD_OPERAND, "unexpected token at start of statement", line_no, start, start + 1)
            return
        mnemonic = found.group(0).lower()
        mnemonic_span = Span(line_no, start, found.end())
        option = any(resolve.COPROCESSOR_MEMORY.match(name) is not None
                     for name, _ in spellings.split_condition(mnemonic.partition(".")[0]))
        operands, problem = syntax.parse_operands(line[found.end():end], found.end(), line_no, context.symbols,
                                                  option)
        # the shifts of the operands read before any problem are parsed before it
        shifted, thumb_problem = shift_checks.shift_problem(mnemonic, operands, line)
        if shifted is not None and (problem is None or shifted[0].start < problem[0].start):
            problem = shifted
        if problem is None:
            problem = _pool_problem(mnemonic, operands)
        if problem is None:
            labels = _branch_labels(mnemonic, operands, line)
            if isinstance(labels, tuple):
                problem = labels
            else:
                operands = labels
        deferred = None
        if problem is None:
            problem = _list_problem(mnemonic, operands, context.symbols)
            high = _high_d(tuple(operands)) if problem is not None else None
            if problem is not None and high is not None and high[1] == "register expected" \
                    and high[0].start <= problem[0].start:
                deferred, problem = problem, None
        if problem is not None:
            where, message = problem
            context.error(BAD_OPERAND, message, where.line, where.start, max(where.end, where.start + 1))
            return
        mode, pending, vpt_pending = _state_before(context.result.statements)
        slot = pending[0] if pending else None
        rest = pending[1:]
        vpt_slot = vpt_pending[:1]
        vpt_rest = vpt_pending[1:]
        it = _IT.match(mnemonic)
        if it is not None and len(operands) == 1 and isinstance(operands[0], syntax.Word):
            cond = spellings.CONDITION_CODES.get(operands[0].text.lower())
            if cond is not None and cond != spellings.AL:
                rest = it_conditions(it.group(1), cond)
        vpt = resolve.VPT.match(mnemonic)
        if vpt is not None:
            vpt_rest = "t" + vpt.group(2)
        context.result.statements.append(
            ArmInstruction(mnemonic, tuple(operands), SYNTAX, Span(line_no, start, end), mnemonic_span,
                           text=line[start:end], mode=mode, it_slot=slot, it_pending=rest, vpt_slot=vpt_slot,
                           vpt_pending=vpt_rest, list_problem=deferred, thumb_problem=thumb_problem))


def _branch_labels(mnemonic: str, operands: list[syntax.Operand], line: str
                   ) -> list[syntax.Operand] | tuple[Span, str]:  # fmt: skip
    """ARMAsmParser::parseOperand reads the operand of `b` and `bl` (any condition, `.w`/`.n`) as an
    expression even where it names a register: `b r1` branches to the label `r1`, `bl zr` to `zr`;
    a `!` after it is a token the expression leaves (llvm-mc's error at the `!`)."""
    head = mnemonic.partition(".")[0]
    if not any(base in ("b", "bl") for base, _ in spellings.split_condition(head)):
        return operands
    for op in operands:
        if isinstance(op, syntax.Reg) and op.writeback and op.lane is None:
            return Span(op.span.line, op.span.end - 1, op.span.end), "unexpected token in argument list"
    return [syntax.Word(line[op.span.start:op.span.end], op.span)
            if isinstance(op, syntax.Reg) and not op.writeback and op.lane is None and not op.negative else op
            for op in operands]


class ArmDirectives(Directives):
    platform = "ARM ELF"
    data_directives = directives.DATA_DIRECTIVES
    directives_exact = directives.DIRECTIVES_EXACT
    known_directives = directives.KNOWN_DIRECTIVES

    def directive_problem(self, name: str) -> str | None:
        return directives.directive_problem(name)


def is_thumb(triple: str, inst: Instruction) -> bool:
    mode = inst.mode if isinstance(inst, ArmInstruction) else ""
    if mode:
        return mode == "thumb"
    return triple.startswith("thumb")


def _it_instruction(inst: Instruction) -> McInst | None:
    """`it<x> <cond>` as t2IT: the condition and the mask ARMAsmParser builds (t 0, e 1 for each
    further slot from bit 3 down, then a 1 that ends the block)."""
    found = _IT.match(inst.mnemonic)
    if found is None or len(inst.operands) != 1 or not isinstance(inst.operands[0], syntax.Word):
        return None
    cond = spellings.CONDITION_CODES.get(inst.operands[0].text.lower())
    if cond is None:
        return None

    suffix = found.group(1)
    mask = 0
    for position, char in enumerate(suffix):
        if char == "e":
            mask |= 1 << (3 - position)
    mask |= 1 << (3 - len(suffix))
    return McInst("t2IT", (Imm(cond), Imm(mask)))


class ArmAssembler(Assembler):
    def emits_nothing(self, inst: Instruction, triple: str) -> bool:
        """`it<x> <cond>` in A32 code: ARMAsmParser matches ITasm, starts the block (whose
        instructions' conditions it then checks, as in Thumb) and emits nothing."""
        thumb = is_thumb(triple, inst) or _m_profile(inst) or _forced_thumb(inst)
        return not thumb and _it_instruction(inst) is not None

    def resolve(self, inst: Instruction, isa: Isa, triple: str) -> tuple[McInst | None, list[Diagnostic]]:
        # an M-profile CPU has no A32 state: `-mtriple=arm -mcpu=cortex-m7` assembles Thumb
        thumb = is_thumb(triple, inst) or _m_profile(inst) or _forced_thumb(inst)
        _RESOLVED_MODE[:] = [(id(inst), thumb)]  # the feature check that follows reads the mode
        if thumb:
            it = _it_instruction(inst)
            if it is not None:
                return it, []
        plain = _plain_list_error(inst)
        if plain is not None:
            return None, [Diagnostic(plain[0], Severity.ERROR, BAD_OPERAND, plain[1])]
        if isinstance(inst, ArmInstruction) and inst.list_problem is not None:
            return None, [_deferred_list_problem(inst)]
        if thumb and isinstance(inst, ArmInstruction) and inst.thumb_problem is not None:
            where, message = inst.thumb_problem
            return None, [Diagnostic(where, Severity.ERROR, BAD_OPERAND, message)]
        have = _FILE_FEATURES[0][0].get(id(inst)) if _FILE_FEATURES else None
        scalar_shift = inst.mnemonic in resolve.SCALAR_SHIFTS
        select = resolve.select_refusal(inst.mnemonic, list(inst.operands), inst.mnemonic_span, thumb,
                                        have is None or ("v8.1m.main" in have
                                                         and (not scalar_shift or "mve" in have)))
        if select is not None:
            return None, [select]
        offset = _thumb_offset_refusal(inst, have) if thumb else None
        if offset is not None:
            return None, [offset]
        no_mve = have is not None and "mve" not in have
        if no_mve and _MVE_COMPARE_TEXT.match(inst.mnemonic) and inst.operands \
                and isinstance(inst.operands[0], syntax.Word) \
                and inst.operands[0].text.lower() in spellings.CONDITION_CODES:
            # without MVE the condition is no operand to the parser (an expression): MVE's vcmp/vpt
            # then miss more than their feature, and VFP's vcmp has other operands
            at = inst.mnemonic_span
            return None, [Diagnostic(Span(at.line, at.start, at.start + 1), Severity.ERROR, UNKNOWN_MNEMONIC,
                                     "invalid instruction")]
        slot = inst.it_slot if isinstance(inst, ArmInstruction) and thumb else None
        # a VPT block opens where its vpt/vpst assembles: never without MVE
        vpt_slot = inst.vpt_slot if isinstance(inst, ArmInstruction) and thumb and not no_mve else ""
        known = bool(_FILE_FEATURES) and id(inst) in _FILE_FEATURES[0][0]
        refused = _refused(inst, thumb)
        result = resolve.resolve(inst.mnemonic, list(inst.operands), inst.mnemonic_span, isa, thumb, slot, vpt_slot,
                                 _m_profile(inst), _allowed(inst, thumb), known, refused)
        if isinstance(result, list):
            mve = _mve_in_a32(inst, isa, have) if not thumb else None
            if mve is not None:
                return None, [mve]
            return None, [_d_range(inst, d) for d in result]
        if result.opcode.startswith("MVE_") and not vpt_slot and _m_profile(inst) and refused is not None:
            # NEON's opcodes sort before MVE's in the matcher's table (the condition code before the
            # vector predicate): with NEON's features (`.fpu neon` on Cortex-M55) `vand q0, q1, q2` is
            # VANDq, as on an A-profile CPU
            neon = resolve.resolve(inst.mnemonic, list(inst.operands), inst.mnemonic_span, isa, thumb, slot, "",
                                   False, _allowed(inst, thumb), known, refused)
            if isinstance(neon, McInst) and not neon.opcode.startswith("MVE_") and not refused(neon.opcode):
                result = neon
        zero = resolve.zero_register_refusal(result, list(inst.operands))
        if zero is not None:
            return None, [zero]
        if thumb or (isinstance(inst, ArmInstruction) and inst.it_slot is not None):
            # every McInst of a Thumb line (the register moves, hints and coprocessor forms resolve
            # builds without the table included); an A32 IT block (emits_nothing) checks its
            # instructions' conditions as Thumb's does
            refusal = resolve.it_refusal(result, inst.mnemonic, inst.mnemonic_span, isa,
                                         inst.it_slot if isinstance(inst, ArmInstruction) else None, refused)
            if refusal is not None:
                return None, [refusal]
        return result, []

    def resolve_failure(self, inst: Instruction, diagnostics: list[Diagnostic], isa: Isa) -> tuple[Span, str]:
        if not diagnostics or diagnostics[0].code == UNKNOWN_MNEMONIC:
            at = inst.mnemonic_span
            return Span(at.line, at.start, at.start + 1), _unknown_mnemonic(inst, isa) or "invalid instruction"
        first = diagnostics[0]
        # a near-miss list travels as the diagnostic's related notes (the editor's form)
        message = with_notes(first.message, [(r.span.start, r.span.end, r.message) for r in first.related])
        return Span(first.span.line, first.span.start, first.span.start + 1), message


def _unknown_mnemonic(inst: Instruction, isa: Isa) -> str | None:
    """llvm-mc's words for a mnemonic its matcher does not know (suggest.py), where the features
    and the mode of the instruction are known."""
    have = _FILE_FEATURES[0][0].get(id(inst)) if _FILE_FEATURES else None
    if have is None or not _FILE_FEATURES or not isa.directory or not _RESOLVED_MODE \
            or _RESOLVED_MODE[0][0] != id(inst):
        return None
    return suggest.mnemonic_failure(inst.mnemonic, isa.directory, _FILE_FEATURES[0][1], have, _RESOLVED_MODE[0][1])


# The instruction resolve saw last and whether it assembled as Thumb: feature_checker's check runs
# right after resolve on the same instruction and needs the mode, which comes from the triple.
_RESOLVED_MODE: list[tuple[int, bool]] = []
# The statements of the last file feature_checker saw and whether its CPU is an M-profile one (the
# M-profile opcodes, MVE before NEON); resolve asks per instruction.
_FILE_PROFILE: list[tuple[frozenset[int], bool]] = []


# The features each instruction of that file stands on (_feature_walk) and the release's feature
# data: `ldr r0, =value` picks its move by them (hasThumb2, hasV8MBaseline, hasV6T2Ops), before the
# check that follows resolve. The parsed file is kept with them so that no other statement can take
# one of its ids while the map is held.
_FILE_FEATURES: list[tuple[dict[int, frozenset[str]], features.FeatureData, ParsedFile]] = []


_ALL_D = "operand must be a register in range [d0, d31]"


def _d_range(inst: Instruction, diagnostic: Diagnostic) -> Diagnostic:
    """A near miss naming the D registers names d0-d15 where the features have no d32 (the DPR
    class's diagnostic is the subtarget's; resolve writes d31)."""
    have = _FILE_FEATURES[0][0].get(id(inst)) if _FILE_FEATURES else None
    if (have is not None and "fpregs16" in have and diagnostic.code == resolve.HALF_SIZE_ON_D
            and inst.operands):
        # with 16-bit FP registers VLDRH/VSTRH is a near miss too: it wants an S register
        reg = inst.operands[0].span
        token = (diagnostic.span.start, diagnostic.span.start + 1, "invalid operand for instruction")
        at = Span(diagnostic.span.line, inst.mnemonic_span.start, inst.mnemonic_span.start + 1)
        return Diagnostic(at, Severity.ERROR, resolve.BAD_OPERANDS, NEAR_MISS_LIST,
                          (Related(Span(at.line, *token[:2]), token[2]),
                           Related(Span(at.line, reg.start, reg.start + 1),
                                   "operand must be a register in range [s0, s31]")))
    if have is None or "d32" in have or not any(r.message == _ALL_D for r in diagnostic.related):
        return diagnostic
    related = tuple(replace(r, message="operand must be a register in range [d0, d15]") if r.message == _ALL_D
                    else r for r in diagnostic.related)
    return replace(diagnostic, related=related)


def _deferred_list_problem(inst: ArmInstruction) -> Diagnostic:
    """The list error the parser left to the features: "register expected" at the first d16-d31
    where they have no d32 (`vpop {d8, d17}` after `.fpu vfpv3-d16`), else the list's own."""
    assert inst.list_problem is not None
    span, message = inst.list_problem
    have = _FILE_FEATURES[0][0].get(id(inst)) if _FILE_FEATURES else None
    high = _high_d(inst.operands) if have is not None and "d32" not in have else None
    if high is not None:
        span, message = high
    return Diagnostic(span, Severity.ERROR, BAD_OPERAND, message)


def _allowed(inst: Instruction, thumb: bool) -> Callable[[str], bool] | None:
    """Whether the matcher takes an opcode on the instruction's features (None: not known)."""
    if not _FILE_FEATURES or not any(isinstance(op, syntax.Pool) for op in inst.operands):
        return None
    at, data, _ = _FILE_FEATURES[0]
    have = at.get(id(inst))
    if have is None:
        return None
    return lambda opcode: features.requirement(data, have, thumb, opcode) is None


def _refused(inst: Instruction, thumb: bool) -> Callable[[str], bool] | None:
    """Whether the matcher refuses an opcode on the instruction's features (None: not known)."""
    if not _FILE_FEATURES:
        return None
    at, data, _ = _FILE_FEATURES[0]
    have = at.get(id(inst))
    if have is None:
        return None
    return lambda opcode: features.requirement(data, have, thumb, opcode) is not None


# The instructions of that file a `.cpu`/`.arch` put in Thumb state (_feature_walk).
_FILE_FORCED_THUMB: list[frozenset[int]] = []


def _forced_thumb(inst: Instruction) -> bool:
    return bool(_FILE_FORCED_THUMB) and id(inst) in _FILE_FORCED_THUMB[0]


# The modes (`ArmInstruction.mode`: "thumb", "arm" or "" for the triple's) of the last file
# feature_checker saw and whether its CPU is M-profile: the encoder's mode (opcodes both modes take,
# VFP and NEON, are written differently in Thumb).
_FILE_MODES: list[tuple[frozenset[str], bool]] = []


def encoding_mode(triple: str) -> bool | None:
    """Whether the last file's instructions are all Thumb (True) or all A32 (False); None when it
    has both (the encoder then has no bytes for the opcodes both modes take)."""
    default = triple.startswith("thumb")
    if not _FILE_MODES:
        return default
    modes, m_profile = _FILE_MODES[0]
    if m_profile:
        return True
    found = {mode == "thumb" if mode else default for mode in modes} or {default}
    return found.pop() if len(found) == 1 else None


def _m_profile(inst: Instruction) -> bool:
    return bool(_FILE_PROFILE) and _FILE_PROFILE[0][1] and id(inst) in _FILE_PROFILE[0][0]


def m_profile_cpu(cpu: str) -> bool:
    """Whether the CPU is M-profile (cortex-m*, sc000, sc300, star-mc*). The triple alone (`generic`
    on thumbv7m) has no scheduling model, so the analysis ends before it matters."""
    return cpu.startswith(("cortex-m", "sc000", "sc300", "star-mc"))


_FEATURE_DIRECTIVES = frozenset({".cpu", ".fpu", ".arch", ".arch_extension"})


@dataclass(slots=True)
class _Walk:
    """What the feature directives do along a file (see _feature_walk)."""

    at: dict[int, frozenset[str]]  # id(instruction) -> the features in effect
    forced_thumb: frozenset[int]  # instructions a `.cpu`/`.arch` without ARM mode put in Thumb state
    errors: list[tuple[Span, str, bool]]  # (where, message, is an error) per directive, in file order


def _feature_walk(parsed: ParsedFile, isa: Isa, cpu: str, mattr: str, triple: str = "") -> _Walk | None:
    """The features in effect at each instruction after the command line's CPU and -mattr and the
    feature directives before it, and the directives' errors; None for a CPU LLVM does not list
    and for `generic` (whose features come from the triple: it has no scheduling model, so
    llvm-mca stops before the input matters).

    The mode as ARMAsmParser's FixModeAfterArchChange keeps it: a `.cpu`/`.arch` whose features
    have no ARM state (M-profile) switches ARM code to Thumb, with llvm-mc's warning, and Thumb
    stays after a later `.cpu` that has both, until `.arm`/`.code 32`. `triple` gives the starting
    mode for the warning only (without it none is reported)."""
    data = features.load(isa.directory)
    current = features.initial(data, cpu, mattr, "") if cpu not in ("", "generic") else None
    if current is None:
        return None
    at: dict[int, frozenset[str]] = {}
    forced: set[int] = set()
    errors: list[tuple[Span, str, bool]] = []
    thumb: bool | None = True if "thumb-mode" in current else triple.startswith("thumb") if triple else None
    switched = False
    for statement in parsed.statements:
        if isinstance(statement, Directive):
            name = statement.name.lower()
            mode = _mode_directive(statement)
            if mode is not None:
                # ARMAsmParser refuses a mode the features lack (hasARM / hasThumb) and stays put
                refused = "noarm" in current if mode == "arm" else "v4t" not in current
                if refused:
                    span = statement.span
                    errors.append((Span(span.line, span.start, span.start + 1),
                                   f"target does not support {'ARM' if mode == 'arm' else 'Thumb'} mode", True))
                else:
                    thumb, switched = mode == "thumb", False
                continue
            if name not in _FEATURE_DIRECTIVES:
                continue
            current, problem = features.apply_directive(data, current, statement.name, statement.args)
            span = statement.span
            if problem is not None:
                offset, message = problem
                column = span.start if offset < 0 else span.end - len(statement.args) + offset
                errors.append((Span(span.line, column, column + 1), message, True))
            elif name in (".cpu", ".arch") and "thumb-mode" in current:
                if thumb is False:
                    errors.append((Span(span.line, span.start, span.start + 1),
                                   "new target does not support arm mode, switching to thumb mode", False))
                thumb, switched = True, True
        elif isinstance(statement, Instruction):
            at[id(statement)] = current
            if switched:
                forced.add(id(statement))
    return _Walk(at, frozenset(forced), errors)


def cpu_features(isa: Isa, cpu: str, mattr: str) -> frozenset[str] | None:
    """The CPU's subtarget features with what they imply, -mattr applied; None for a CPU the ISA
    does not list."""
    return features.initial(features.load(isa.directory), cpu, mattr, "")


def _feature_refusal(inst: Instruction, mc: McInst, data: features.FeatureData, have: frozenset[str],
                     thumb: bool, isa: Isa | None = None) -> tuple[Span, str] | None:
    """llvm-mc's refusal of the matched opcode on these features, at the mnemonic."""
    if "d32" not in have and (high := _high_d(inst.operands)) is not None:
        # ARMAsmParser does not parse d16-d31 as registers without d32 (`.fpu vfpv3-d16`, fpv5-d16)
        span, message = high
        if span.line < 0:
            span = Span(inst.mnemonic_span.line, inst.mnemonic_span.start, inst.mnemonic_span.start + 1)
        return span, message
    custom = ((mc.opcode in features.BARRIERS and bool(inst.operands))
              or (mc.opcode in data.neon_only and any(isinstance(op, syntax.RegList) for op in inst.operands)))
    message = features.requirement(data, have, thumb, mc.opcode, custom)
    hint = _hint_alias(inst, mc, thumb)
    if hint is not None:
        message = features.alias_requirement(data, have, thumb, hint)
        if message is not None and not thumb and mc.operands[:1] == (Imm(20),):
            # measured (llvm-mc-19 and -22 before Armv6K): Thumb-2's csdb lacks only Thumb-2, listed first
            at = Span(inst.mnemonic_span.line, inst.mnemonic_span.start, inst.mnemonic_span.start + 1)
            return at, with_notes(NEAR_MISS_LIST, [(at.start, at.end, _THUMB2_ONLY), (at.start, at.end, message)])
    written = _A32_SHORT_ALIASES.get(mc.opcode)
    if message is not None and written is not None and not thumb and "noarm" not in have:
        # the text without the shift or rotation is ARMInstAlias's, whose predicate is IsARM alone
        # (`sxtb r0, r1` after `.arch armv4t`); with it the instruction's own, and llvm-mc-19 reports
        # the alias's near miss at the extra operand
        if len(inst.operands) == written:
            return None
        if len(inst.operands) == written + 1:
            where = inst.operands[-1].span
            return Span(where.line, where.start, where.start + 1), "operand must be a register in range [r0, r14]"
    if message is None:
        cop = coprocessor_number(mc)
        if cop is not None and not valid_coprocessor(cop, have) and inst.operands:
            # parseCoprocNumOperand leaves `p5` to the expression parser on Armv8-A (and p8, p9,
            # p14, p15 on Armv8.1-M): the opcode's coprocessor operand does not match it
            where = inst.operands[0].span
            return Span(where.line, where.start, where.start + 1), "invalid operand for instruction"
        return None
    at = Span(inst.mnemonic_span.line, inst.mnemonic_span.start, inst.mnemonic_span.start + 1)
    if mc.opcode in ("VLDRH", "VSTRH") and "." in inst.mnemonic and not custom:
        # VLDRS/VSTRS would take the text but for its `.16` (llvm-mc-19 lists that token first)
        token = inst.mnemonic_span.start + inst.mnemonic.index(".")
        return at, with_notes(NEAR_MISS_LIST, [(token, token + 1, "invalid operand for instruction"),
                                               (at.start, at.end, message)])
    if message == "instruction requires: armv7 or earlier" and coprocessor_number(mc) is not None:
        # measured (llvm-mc-19 on Armv8-A): the pre-v8 coprocessor instructions (cdp, ldc2, stc2,
        # mcrr2, ...) get no near-miss message, unlike `swp`
        return at, "invalid instruction"
    if mc.opcode in ("t2B", "t2Bcc") and "thumb2" not in have and ".w" not in inst.mnemonic and inst.operands:
        # without Thumb-2 only the 16-bit branch was a candidate: its target is what failed
        # (`b .L5+2`, `b #4096` on Armv6-M)
        where = inst.operands[-1].span
        return Span(where.line, where.start, where.start + 1), "branch target out of range"
    if not thumb and mc.opcode in ("LDRD", "STRD") and message == "instruction requires: armv5te":
        return at, with_notes(NEAR_MISS_LIST, _pre_v5te_pair(inst, at, message))
    if not custom and isa is not None and (listed := _near_misses(inst, mc.opcode, data, have, thumb, isa)) is not None:
        if not listed:
            return at, "invalid instruction"
        if len(listed) == 1:
            start, end, text = listed[0]
            return Span(at.line, start, end), text
        return at, with_notes(NEAR_MISS_LIST, listed)
    if not custom and isa is not None and (listed := _undotted_near_misses(inst, data, have, thumb, isa)):
        return at, with_notes(NEAR_MISS_LIST, listed)
    if not custom and isa is not None and not thumb and message.startswith("instruction requires: "):
        twin = _thumb2_twin(inst, mc.opcode, data, have, isa)
        if twin:
            return at, with_notes(NEAR_MISS_LIST, [(at.start, at.end, message), (at.start, at.end, twin)])
    return at, message


# ARMInstrInfo.td's ARMInstAlias rows writing an instruction without its optional shift or rotation,
# with ARMInstAlias's predicates (IsARM) where the instruction has HasV6 too: opcode -> the operands
# the alias writes. Measured with llvm-mc-19 and -22 (-triple=armv7a-none-eabi -mcpu=cortex-a9 after
# `.arch armv4t`): every short form assembles, every long form is refused.
_A32_SHORT_ALIASES = {"SSAT": 3, "USAT": 3, "SXTAB": 3, "SXTAH": 3, "SXTAB16": 3, "UXTAB": 3, "UXTAH": 3,
                      "UXTAB16": 3, "SXTB": 2, "SXTB16": 2, "SXTH": 2, "UXTB": 2, "UXTB16": 2, "UXTH": 2}


_THUMB2_ONLY = "instruction requires: thumb2"
def _mve_in_a32(inst: Instruction, isa: Isa, have: frozenset[str] | None) -> Diagnostic | None:
    """An MVE instruction in A32 code (`vctp.32 r0`, `vldrw.u32 q0, [r0]`): MVE's opcodes have no
    mode predicate, so the matcher's near miss is their feature alone, "instruction requires: mve"
    (measured with llvm-mc-19 and -22 on Cortex-A9), where no A32 spelling takes the text."""
    found = resolve.resolve(inst.mnemonic, list(inst.operands), inst.mnemonic_span, isa, True, None, "", True)
    if not isinstance(found, McInst) or not found.opcode.startswith("MVE_"):
        return None
    data = _FILE_FEATURES[0][1] if _FILE_FEATURES else None
    if data is None or have is None:
        return None
    message = features.requirement(data, have, False, found.opcode)
    if message is None or not message.startswith("instruction requires: "):
        return None
    at = inst.mnemonic_span
    return Diagnostic(Span(at.line, at.start, at.start + 1), Severity.ERROR, BAD_OPERAND, message)


_AM2_THUMB = frozenset(("ldr", "ldrb", "str", "strb", "pld", "pli", "pldw"))
_AM3_THUMB = frozenset(("ldrh", "ldrsh", "ldrsb", "strh"))


def _thumb_offset_refusal(inst: Instruction, have: frozenset[str] | None) -> Diagnostic | None:
    """Thumb-2's register offsets are `[rn, rm]` and `[rn, rm, lsl #0-3]` (t2LDRs, ...): a minus,
    another shift or a larger amount is "invalid operand for instruction" at the `[`, with A32's
    form "instruction requires: arm-mode" in a near-miss list where the CPU has ARM state and A32
    takes the text (addressing mode 2 any shift and a minus, mode 3 a minus alone; measured with
    llvm-mc-19 and -22 on Cortex-A9 and M7)."""
    head, dot, _ = inst.mnemonic.lower().partition(".")
    bases = {base for base, _ in spellings.split_condition(head)}
    am2, am3 = bool(bases & _AM2_THUMB), bool(bases & _AM3_THUMB)
    if not (am2 or am3) or not inst.operands or not isinstance(inst.operands[-1], syntax.Mem):
        return None
    lacking = have is not None and ("thumb2" not in have or ("pldw" in bases and "mp" not in have))
    if lacking and head not in bases:
        return None  # a condition without Thumb-2 is refused while parsing (not reproduced here)
    mem = inst.operands[-1]
    if mem.writeback or mem.align is not None or not mem.items or not isinstance(mem.items[0], syntax.Reg):
        return None
    offset = mem.items[0]
    shift = mem.items[1] if len(mem.items) == 2 and isinstance(mem.items[1], syntax.Shift) else None
    if len(mem.items) > 2 or (len(mem.items) == 2 and shift is None):
        return None
    if shift is not None and (shift.register is not None or shift.kind == "uxtw"):
        return None
    fits = not offset.negative and (shift is None or (shift.kind == "lsl" and shift.amount is not None
                                                      and 0 <= shift.amount <= 3))
    at = Span(mem.span.line, mem.span.start, mem.span.start + 1)
    mnemonic = Span(inst.mnemonic_span.line, inst.mnemonic_span.start, inst.mnemonic_span.start + 1)
    operand_note = (at.start, at.end, "invalid operand for instruction")
    arm_state = "noarm" not in have if have is not None else not _m_profile(inst)
    a32_takes = not dot and (am2 or (am3 and shift is None))
    if lacking:
        # the Thumb-2 opcode's features are one more miss (measured on Armv6-M and Cortex-M7's
        # pldw): the 16-bit register-offset form (tLDRr, ...: low registers, no `.w`, no shift) is
        # then the near miss where there is one
        if arm_state and a32_takes:
            return None  # A32's form would lack only the mode: not measured, left to the feature check
        registers = [op for op in inst.operands[:-1] if isinstance(op, syntax.Reg)] + [mem.base, offset]
        low = not dot and not bases & {"pld", "pli", "pldw"} and all(
            r.name in {f"R{n}" for n in range(8)} for r in registers)
        if fits:
            if low and shift is not None and have is not None and "thumb2" not in have:
                return Diagnostic(mnemonic, Severity.ERROR, BAD_OPERAND, NEAR_MISS_LIST,
                                  (Related(mnemonic, _THUMB2_ONLY), Related(at, operand_note[2])))
            return None
        if low:
            return Diagnostic(at, Severity.ERROR, BAD_OPERAND, "invalid operand for instruction")
        return Diagnostic(mnemonic, Severity.ERROR, UNKNOWN_MNEMONIC, "invalid instruction")
    if fits:
        return None
    if not (arm_state and a32_takes):
        return Diagnostic(at, Severity.ERROR, BAD_OPERAND, "invalid operand for instruction")
    arm_note = (mnemonic.start, mnemonic.end, "instruction requires: arm-mode")
    # the matcher's table order, measured: A32's note last for ldr, ldrb, str and the preloads,
    # first for strb and mode 3
    notes = [operand_note, arm_note] if am2 and "strb" not in bases else [arm_note, operand_note]
    return Diagnostic(mnemonic, Severity.ERROR, BAD_OPERAND, NEAR_MISS_LIST,
                      tuple(Related(Span(mnemonic.line, start, end), text) for start, end, text in notes))
# The hint InstAliases' own Requires (ARMInstrInfo.td, ARMInstrThumb2.td), which the matcher checks
# instead of HINT's/t2HINT's: the value HINT holds -> the predicate records, A32 and Thumb-2.
_HINT_ALIASES: dict[tuple[bool, int], tuple[str, ...]] = {
    **{(False, value): ("IsARM", "HasV6K") for value in (1, 2, 3, 4, 20)},
    (False, 5): ("IsARM", "HasV8"), (False, 16): ("IsARM", "HasRAS"),
    (True, 5): ("IsThumb2", "HasV8"), (True, 16): ("IsThumb2", "HasRAS"),
}


def _hint_alias(inst: Instruction, mc: McInst, thumb: bool) -> tuple[str, ...] | None:
    """The predicate records of the hint alias the text names (`yield`, `sevl.w`), None for `hint #n`
    and the forms whose matcher entry is HINT's own."""
    if mc.opcode not in ("HINT", "t2HINT") or not mc.operands or not isinstance(mc.operands[0], Imm):
        return None
    value = mc.operands[0].value
    head = inst.mnemonic.lower().partition(".")[0]
    if not any(resolve.HINT_NAMES.get(base) == value for base, _ in spellings.split_condition(head)):
        return None
    return _HINT_ALIASES.get((thumb, value))


def _pre_v5te_pair(inst: Instruction, at: Span, message: str) -> list[tuple[int, int, str]]:
    """A32 `ldrd`/`strd` before Armv5TE (measured with llvm-mc-19 and -22 on `.arch armv4t`): the
    pre-indexed opcode, which has no Armv5TE predicate, lacks only its `!` ("too few operands" where
    the last operand ends: LLVM puts a memory operand's end at its immediate offset's expression,
    else after its `]`, a label's at its last character), then LDRD's feature, then Thumb-2's
    t2LDRDi8 where its offset form takes the text (no register offset; a multiple of 4 up to 1020)."""
    last = inst.operands[-1] if inst.operands else None
    end = at.start
    twin = True
    if isinstance(last, syntax.Mem):
        offsets = [item for item in last.items if isinstance(item, syntax.Imm)]
        if any(isinstance(item, syntax.Reg | syntax.Shift) for item in last.items):
            twin = False
        if offsets and offsets[0].value is not None:
            value = offsets[0].value
            twin = twin and value % 4 == 0 and -1020 <= value <= 1020
            text = inst.text
            hash_at = text.find("#", last.span.start - inst.span.start)
            column = hash_at + 1
            while 0 < column < len(text) and text[column].isspace():
                column += 1
            end = inst.span.start + column
        else:
            end = last.span.end
    elif last is not None:
        end = max(last.span.end - 1, last.span.start)
    notes = [(end, end + 1, "too few operands for instruction"), (at.start, at.end, message)]
    if twin:
        notes.append((at.start, at.end, _THUMB2_ONLY))
    return notes


def _undotted_near_misses(inst: Instruction, data: features.FeatureData, have: frozenset[str], thumb: bool,
                          isa: Isa) -> list[tuple[int, int, str]] | None:  # fmt: skip
    """Text without a data type that both a NEON and an MVE opcode spell (`vand q5, q3, q2`, and in
    Thumb `vmov q5, q3` as `vorr q5, q3, q3`: MVE's vmov alias is Thumb's only), refused for
    features by each: llvm-mc-19 lists "instruction requires: mve" then "instruction requires:
    NEON", in A32 too (MVE's vector predicate sorts after the condition code in the matcher's
    table, and the filter walks it backwards). None where a candidate would match, where the
    operands fit one opcode only (`q8` is no MVE register: the single message), with a condition,
    or where a candidate's place is not known."""
    mnemonic = inst.mnemonic.lower()
    operands = list(inst.operands)
    if "." in mnemonic:
        return None
    if (thumb and mnemonic == "vmov" and len(operands) == 2
            and all(isinstance(op, syntax.Reg) and op.lane is None and syntax.register_kind(op.name) == "q"
                    for op in operands)):
        mnemonic, operands = "vorr", [*operands, operands[1]]
    table = spellings.spelling_table(isa)
    atoms = syntax.atoms(operands)
    found: list[tuple[int, str]] = []
    for spelling in table.get(mnemonic + " " + syntax.shape(operands), ()):
        if resolve.build(spelling, atoms, spellings.AL, isa) is None:
            continue
        missing = features.requirement(data, have, thumb, spelling.opcode)
        order = _predicate_class(isa, spelling.opcode)
        if missing is None or order is None:
            return None
        if missing != "invalid instruction" and (order, missing) not in found:
            found.append((order, missing))
    if len(found) < 2 or len({order for order, _ in found}) != len(found):
        return None
    at = inst.mnemonic_span.start
    return [(at, at + 1, message) for _, message in sorted(found, reverse=True)]


def _thumb2_twin(inst: Instruction, opcode: str, data: features.FeatureData, have: frozenset[str],
                 isa: Isa) -> str | None:
    """In A32 code, the Thumb-2 opcode of the same text that lacks only Thumb-2 (the filter keeps a
    near miss that switches to Thumb and needs nothing more): llvm-mc lists it after the A32 one
    (`clz r0, r1` on Armv4T: "requires: armv5t", then "requires: thumb2"). Its message where the
    table's order is known: every register operand of the Thumb-2 opcode in a class inside the A32
    one's and one strictly (rGPR in GPR: the matcher sorts the narrower class first and the filter
    walks backwards), the same number of operands, and no spelling of the mnemonic with more
    operands after these (whose "too few operands" note this does not make)."""
    table = spellings.spelling_table(isa)
    shape = syntax.shape(list(inst.operands))
    atoms = syntax.atoms(list(inst.operands))
    # (`mls` also reads as `m` + `ls`: the reading the table spells is the one)
    readings = [(base, cond) for base, cond in spellings.split_condition(inst.mnemonic.lower())
                if base + " " + shape in table]
    if len(readings) != 1 or "." in readings[0][0]:
        return None
    base, cond = readings[0]
    if any(key.startswith((base + " " + shape + ",", base + ".w " + shape + ",")) for key in table):
        return None
    mine = isa.opcodes.get(opcode)
    twins = set()
    # a Thumb-2 opcode with a 16-bit twin is spelled `.w` (`rev.w` for t2REV)
    for spelling in (*table.get(base + " " + shape, ()), *table.get(base + ".w " + shape, ())):
        if not spelling.opcode.startswith("t2") or spelling.opcode in twins:
            continue
        if resolve.build(spelling, atoms, cond, isa) is None:
            continue
        if features.requirement(data, have, False, spelling.opcode) != _THUMB2_ONLY:
            continue
        theirs = isa.opcodes.get(spelling.opcode)
        if mine is None or theirs is None or len(mine.operands) != len(theirs.operands):
            return None
        strict = False
        for a, b in zip(mine.operands, theirs.operands, strict=True):
            if (a.kind == "reg") != (b.kind == "reg"):
                return None
            if a.kind != "reg" or a.is_predicate or b.is_predicate or a.reg_class == b.reg_class:
                continue
            wide = isa.register_classes.get(a.reg_class or "", frozenset())
            narrow = isa.register_classes.get(b.reg_class or "", frozenset())
            if not narrow < wide:
                return None
            strict = True
        if not strict:
            return None
        twins.add(spelling.opcode)
    return _THUMB2_ONLY if len(twins) == 1 else None


NEAR_MISS_LIST = "invalid instruction, any one of the following would fix this:"

# Where the coprocessor number (p_imm) sits in each opcode that has one (CDE's are its own).
_COPROCESSOR_AT = [(re.compile(r"(t2)?(MCR2?|MCRR2?|CDP2?|LDC2?L?_\w+|STC2?L?_\w+)$"), 0),
                   (re.compile(r"(t2)?MRC2?$"), 1), (re.compile(r"(t2)?MRRC2?$"), 2)]


def coprocessor_number(mc: McInst) -> int | None:
    for pattern, position in _COPROCESSOR_AT:
        if pattern.match(mc.opcode) and position < len(mc.operands):
            value = getattr(mc.operands[position], "value", None)
            return value if isinstance(value, int) else None
    return None


def valid_coprocessor(number: int, have: frozenset[str]) -> bool:
    """ARMBaseInstrInfo.h's isValidCoprocessorNumber: Armv8-A takes p14 and p15 only, Armv8.1-M
    neither p8/p9 nor p14/p15 (they clash with MVE)."""
    if "v8" in have and number & 0xE != 0xE:
        return False
    return not ("v8.1m.main" in have and number & 0xE in (0x8, 0xE))
_INDEX_KEY = "arm.near_miss_index"


def _dotted_keys(isa: Isa) -> dict[tuple[str, str], list[tuple[str, str]]]:
    """(mnemonic before its data type, operand shapes) -> [(data type, spelling table key)]: the
    spellings that differ from a text only in its `.dt` token (`vadd.f64 d d d` for `vadd.i32`)."""
    cached = isa.cache.get(_INDEX_KEY)
    if isinstance(cached, dict):
        return cached
    index: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for key in spellings.spelling_table(isa):
        mnemonic, _, shape = key.partition(" ")
        head, dot, dt = mnemonic.partition(".")
        if dot and dt and "." not in dt:
            index.setdefault((head, shape), []).append((dt, key))
    isa.cache[_INDEX_KEY] = index
    return index


def _predicate_class(isa: Isa, opcode: str) -> int | None:
    """Where the opcode's predicate operand puts it in the matcher's table among candidates of one
    mnemonic: 0 a condition code (CondCode), 1 MVE's vector predicate (VPTPred, a later class);
    None for an opcode without either, whose place this does not know."""
    info = isa.opcodes.get(opcode)
    if info is None:
        return None
    if any(operand.operand_type in (13, 14) for operand in info.operands):
        return 1
    if any(operand.is_predicate for operand in info.operands):
        return 0
    return None


def _dt_order_known(dts: set[str]) -> bool:
    """Whether the matcher's table order of candidates differing in these data type tokens is known
    here. The tokens do not sort as their names do (measured with llvm-mc-19: VADDD's `.f64` before
    NEON's `.i32`, `.i16` and `.i64`, but NEON's `.f32` and `.s16` before VFP's `.f64`, and `.f16`
    after `.f64`); only `.f64` against the integer `.iN` types is taken, the rest keep the single
    message."""
    return len(dts) == 2 and "f64" in dts and all(dt == "f64" or re.fullmatch(r"i\d+", dt) for dt in dts)


def _dt_rank(dt: str) -> int:
    return 0 if dt == "f64" else 1


def _near_misses(inst: Instruction, opcode: str, data: features.FeatureData, have: frozenset[str], thumb: bool,
                 isa: Isa) -> list[tuple[int, int, str]] | None:
    """ARMAsmParser's near misses for a refused `base.dt` instruction (FilterNearMisses and
    ReportNearMisses), as (start column, end column, message): every match candidate that lacks
    exactly one thing. A candidate whose operands all fit and that lacks only features is
    "instruction requires: ..." at the mnemonic (each set of features once, the filter's drops as
    features.requirement makes them); one whose features are all there and whose text differs only in
    the data type token (`vadd.f64` for `vadd.i32 d0, d1, d2`) is "invalid operand for instruction"
    at that token (once: every such candidate misses the same operand). The matcher tries candidates
    in its table's order (the predicate operand's class, then the data type token, in order) and
    the filter walks them backwards. None where this is not exact: not a single-token `.dt`
    mnemonic, a candidate the features allow (the matcher would take it), or two notes whose order
    the table's keys here do not decide, or a text whose own spellings do not hold the refused
    `opcode`; the caller then keeps the single message."""
    mnemonic = inst.mnemonic.lower()
    operands = list(inst.operands)
    shape = syntax.shape(operands)
    table = spellings.spelling_table(isa)
    # (`vcls.s16` also reads as `vc` + `ls`: the reading the table spells is the one)
    readings = [(base, cond) for base, cond in spellings.split_condition(mnemonic)
                if "." in base and base + " " + shape in table]
    if len(readings) != 1:
        return None
    base, cond = readings[0]
    head, _, dt = base.partition(".")
    if not dt or "." in dt or dt in ("w", "n"):
        return None
    atoms = syntax.atoms(operands)
    # the data type tokens the written one also matches (TokenAlias: `.s8` and `.u8` are `.i8` too,
    # so `vshll.s8 q8, d16, #8` is VSHLLi8's candidate as much as its own `.s8` opcode's)
    matching = {dt} | {reading.partition(".")[2] for reading in resolve.relaxed_types(base) if "." in reading}
    token = inst.mnemonic_span.start + inst.mnemonic.index(".")
    token_span = (token, token + 1)  # llvm-mc marks the operand's start only
    found: list[tuple[tuple[int, str], int, int, str]] = []  # (table key, start, end, message)
    seen: set[str] = set()
    for other_dt, key in sorted(_dotted_keys(isa).get((head, shape), ())):
        for spelling in table.get(key, ()):
            if spelling.opcode in seen:
                continue
            if cond != spellings.AL and spellings.predicate_positions(isa, spelling.opcode)[0] < 0:
                continue
            if resolve.build(spelling, atoms, cond, isa) is None:
                continue
            seen.add(spelling.opcode)
            missing = features.requirement(data, have, thumb, spelling.opcode)
            order = _predicate_class(isa, spelling.opcode)
            if other_dt in matching:
                if missing is None:
                    return None  # the matcher takes this one
                if missing == "invalid instruction":
                    continue  # the filter drops it
                if order is None:
                    return None
                found.append(((order, other_dt), inst.mnemonic_span.start, inst.mnemonic_span.start + 1, missing))
            elif missing is None:
                if order is None:
                    return None
                found.append(((order, other_dt), *token_span, "invalid operand for instruction"))
    if opcode not in seen:
        return None
    keys: dict[tuple[int, str], tuple[int, int, str]] = {}
    for key, start, end, message in found:
        if keys.setdefault(key, (start, end, message)) != (start, end, message):
            return None  # two different notes the table's order here cannot tell apart
    dts = {key[1] for key in keys}
    if len(set(keys.values())) > 1 and len(dts) > 1 and not _dt_order_known(dts):
        return None
    listed: list[tuple[int, int, str]] = []
    for _, start, end, message in sorted(found, key=lambda item: (item[0][0], _dt_rank(item[0][1])), reverse=True):
        if (start, end, message) not in listed:
            listed.append((start, end, message))
    return listed


_HIGH_D = re.compile(r"d(1[6-9]|2\d|3[01])$")


# The NEON mnemonics whose lists only the vector-list operand parser reads (its match entries want
# NEON); a condition may follow in an IT block. MVE's vld2x/vld4x/vst2x/vst4x are other mnemonics.
_NEON_LIST_MNEMONIC = re.compile(r"v(?:ld[1-4]|st[1-4]|tbl|tbx)(?:eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al)?"
                                 r"(?:\.|$)")


def _plain_list_error(inst: Instruction) -> tuple[Span, str] | None:
    """The error ARMAsmParser's generic register-list parser gives a NEON instruction's braced list
    where the features have no NEON (syntax.plain_list_error), before any matching: `vst2.32 {d16,
    d18}, [r0]` is "non-contiguous register range" at d18, `vld1.32 {d16[], d17[]}, [r0]` "'}'
    expected" at the first `[`, on Cortex-A9 and Swift, whose LLVM CPUs have no NEON; a list read
    without error is "invalid instruction" (`vld1.32 {d16, d17}, [r0]`)."""
    if not isinstance(inst, ArmInstruction) or not _NEON_LIST_MNEMONIC.match(inst.mnemonic) or not _FILE_FEATURES:
        return None
    have = _FILE_FEATURES[0][0].get(id(inst))
    if have is None or "neon" in have:
        return None
    braced = False
    for op in inst.operands:
        if not (isinstance(op, syntax.RegList) or (isinstance(op, syntax.LaneList) and op.braced)):
            continue
        braced = True
        text = inst.text[op.span.start - inst.span.start:op.span.end - inst.span.start]
        found = syntax.plain_list_error(text, "d32" in have)
        if found is not None:
            column = op.span.start + found[0]
            return Span(op.span.line, column, column + 1), found[1]
    if braced:
        # a register list no NEON opcode takes, and every candidate wants NEON: no near miss is left
        at = inst.mnemonic_span
        return Span(at.line, at.start, at.start + 1), "invalid instruction"
    return None


def _high_d(operands: tuple[object, ...]) -> tuple[Span, str] | None:
    """llvm-mc's error for text naming d16-d31 where they are not registers: "register expected" at
    the register in a list, "unexpected token in argument list" at a lane's `[` (`d16` read as a
    symbol), else "invalid instruction" at the mnemonic (span None here: the caller's), which is what
    llvm-mc says when nothing else nearly matched (otherwise it names the near misses: "operand must
    be a register in range [d0, d15]" or a list of them)."""
    found: tuple[Span, str] | None = None
    for operand in operands:
        if isinstance(operand, syntax.RegList):
            for at in re.finditer(r"[a-z]\w*", operand.text.lower()):
                if _HIGH_D.match(at.group(0)):
                    column = operand.span.start + at.start()
                    return Span(operand.span.line, column, column + 1), "register expected"
        elif isinstance(operand, syntax.Reg) and _HIGH_D.match(operand.name.lower()):
            if operand.lane is not None:
                column = operand.span.start + len(operand.name)
                return Span(operand.span.line, column, column + 1), "unexpected token in argument list"
            found = found or (Span(-1, 0, 0), "invalid instruction")
    return found


_HEADER_DIRECTIVE = re.compile(r"\s*(\.cpu|\.arch|\.arch_extension|\.fpu)\s+(\S.*)$", re.I)
# A line that is an instruction (a mnemonic at the start, indented, not a directive or a label).
_FIRST_INSTRUCTION = re.compile(r"\s+[a-z][\w.]*(\s|$)", re.I)


def _cpu_models(directory: str) -> dict[str, str | None]:
    """CPU name -> its scheduling model (None: no model), from the release's cpus.json."""
    import json

    from ...isa import data_path

    try:
        with open(data_path(f"{directory}/cpus.json"), encoding="utf-8") as handle:
            rows = json.load(handle).get("cpus", [])
    except (OSError, ValueError):
        return {}
    return {row["name"]: row.get("model") for row in rows if isinstance(row, dict) and "name" in row}


class ArmInstrAnalysis(InstrAnalysis):
    def is_branch(self, mnemonic: str) -> bool:
        return _BRANCH.match(mnemonic) is not None

    def branch_label(self, instruction: Instruction) -> str | None:
        if _BRANCH.match(instruction.mnemonic) is None or instruction.mnemonic.startswith(("bl", "bx")):
            return None
        if not instruction.operands:
            return None
        operand = instruction.operands[-1]
        return operand.text if isinstance(operand, syntax.Word) else None

    def falls_through(self, instruction: Instruction) -> bool:
        return instruction.mnemonic not in _UNCONDITIONAL


class ArmPrinter(Printer):
    register_prefix = ""

    def print_inst(self, mc: McInst, isa: Isa, variant: int, imm_hex: bool, triple: str, cpu: str = "",
                   mattr: str = "") -> str:
        return print_inst(mc, isa, imm_hex)


class ArmSubtarget(Subtarget):
    # llvm-mca would take the host's CPU, which no ARM triple knows ("is not a recognized
    # processor", then the generic CPU): `generic` has no scheduling model.
    default_cpu = "generic"

    def feature_checker(self, parsed: ParsedFile, isa: Isa, cpu: str, mattr: str
                        ) -> Callable[[Instruction, McInst], tuple[Span, str] | None] | None:  # fmt: skip
        """The matcher's feature check per instruction, on the features the CPU, -mattr and the
        `.cpu`/`.arch`/`.fpu`/`.arch_extension` directives before it give (features.py); records
        which instructions stand on an M-profile subtarget for the resolver (the M-profile and MVE
        opcodes first)."""
        _FILE_MODES[:] = [(frozenset(s.mode for s in parsed.statements if isinstance(s, ArmInstruction)),
                           m_profile_cpu(cpu))]
        walk = _feature_walk(parsed, isa, cpu, mattr)
        if walk is None:
            ids = frozenset(id(s) for s in parsed.statements if isinstance(s, Instruction))
            _FILE_PROFILE[:] = [(ids, m_profile_cpu(cpu))]
            _FILE_FORCED_THUMB[:] = []
            _FILE_FEATURES[:] = []
            return None
        at = walk.at
        _FILE_PROFILE[:] = [(frozenset(key for key, have in at.items() if "mclass" in have), True)]
        _FILE_FORCED_THUMB[:] = [walk.forced_thumb]
        data = features.load(isa.directory)
        _FILE_FEATURES[:] = [(at, data, parsed)]

        def check(inst: Instruction, mc: McInst) -> tuple[Span, str] | None:
            have = at.get(id(inst))
            if have is None:
                return None
            mode = _RESOLVED_MODE[0] if _RESOLVED_MODE else None
            thumb = mode[1] if mode is not None and mode[0] == id(inst) else is_thumb("", inst) or "mclass" in have
            return _feature_refusal(inst, mc, data, have, thumb, isa)

        return check

    def compiled_code_cpu(self, assembly: str, triple: str) -> tuple[str, str]:
        """For compiled code whose flags name no modelled CPU: the code's `.cpu` when LLVM has its
        model, else a modelled CPU of the same profile, read from the `.cpu`/`.arch`/
        `.arch_extension` directives gcc and clang print before the code (on the triple's
        architecture): Cortex-M55 for Armv8.1-M, Cortex-M4 for other M-profile code (Armv6-M to
        Armv8-M: the M0's and M23's Thumb subset as the M4 model issues it), Cortex-R52 for R-profile
        code, Cortex-A57 for Armv8-A, Cortex-A9 for Armv7-A and for older A32 code (no ARM7/ARM9/
        ARM11 core has a model in LLVM)."""
        isa = TARGET.load_isa()
        data = features.load(isa.directory)
        have = features.initial(data, "generic", "", triple) or frozenset()
        named = ""
        for line in assembly.splitlines():
            found = _HEADER_DIRECTIVE.match(line)
            if found is None:
                if _FIRST_INSTRUCTION.match(line):
                    break  # the header ends where the code starts
                continue
            name, args = found.group(1).lower(), found.group(2).split("@")[0].strip()
            if name == ".cpu":
                named = args
            have, _ = features.apply_directive(data, have, name, args)
        models = _cpu_models(isa.directory)
        if named and models.get(named):
            return named, f"the code's .cpu {named}"
        where = f"the code's .cpu {named}, which has no scheduling model in LLVM" if named else "no .cpu in the code"
        if "mclass" in have:
            if "v8.1m.main" in have:
                return "cortex-m55", f"Armv8.1-M code ({where}); no CPU named"
            return "cortex-m4", f"M-profile code ({where}); no CPU named"
        if "rclass" in have:
            return "cortex-r52", f"R-profile code ({where}); no CPU named"
        if "v8" in have:
            return "cortex-a57", f"Armv8-A code ({where}); no CPU named"
        if "v7" in have:
            return "cortex-a9", f"Armv7-A code ({where}); no CPU named"
        return "cortex-a9", f"A32 code older than Armv7 ({where}; no such core has a model in LLVM); no CPU named"

    def directive_errors(self, parsed: ParsedFile, isa: Isa, cpu: str, mattr: str, triple: str
                         ) -> list[tuple[Span, str, bool]]:  # fmt: skip
        """`.cpu`/`.arch`/`.fpu` names LLVM does not know, `.arch_extension` refusals, the warning
        of a switch to Thumb, where llvm-mc puts them."""
        walk = _feature_walk(parsed, isa, cpu, mattr, triple)
        return [] if walk is None else walk.errors

    def warning_checker(self, parsed: ParsedFile, isa: Isa, cpu: str, mattr: str
                        ) -> Callable[[Instruction, McInst | None], list[tuple[Span, str]]] | None:  # fmt: skip
        """llvm-mc's warnings: a core register list out of order or with a register twice (at the
        register: parseRegisterList's, also on a line the matcher refuses, `mc` None), then the
        "deprecated" forms (deprecations.py, from the CPU's features) at the mnemonic."""
        have = cpu_features(isa, cpu, mattr) or frozenset()

        def warn(inst: Instruction, mc: McInst | None) -> list[tuple[Span, str]]:
            out = []
            for op in inst.operands:
                if isinstance(op, syntax.RegList):
                    for offset, text in syntax.register_list_warnings(op):
                        column = op.span.start + offset
                        out.append((Span(op.span.line, column, column + 1), text))
            message = deprecation(mc, have) if mc is not None else None
            if message is not None:
                at = inst.mnemonic_span
                out.append((Span(at.line, at.start, at.start + 1), message))
            return out

        return warn


class ArmEncoder(Encoder):
    """ARMMCCodeEmitter's bytes from the release's measured table (encode.py)."""

    def emitter(self, isa: Isa, triple: str, *, relax: bool) -> Callable[[McInst], bytes | None] | None:
        """llvm-mca 19 relaxes before encoding (Thumb's `b`, `b<cc>`, literal `ldr`, `adr` to their
        32-bit forms, as a Thumb-2 CPU does; every modelled CPU has Thumb-2); the release's table says
        which opcodes relax (none in LLVM 22's, whose llvm-mca does not)."""
        from .encode import encoder

        return encoder(isa.directory or "", relax, encoding_mode(triple))


class ArmTarget(Target):
    """32-bit Arm; one instance, `TARGET`, for every arm*/thumb* triple (the mode from the triple,
    `.thumb`/`.arm`/`.code` switching it per instruction)."""

    name = "arm"
    models_dir = "arm"

    def __init__(self) -> None:
        self.syntax = ArmSyntax()
        self.directives = ArmDirectives()
        self.assembler = ArmAssembler()
        self.instr_analysis = ArmInstrAnalysis()
        self.printer = ArmPrinter()
        self.encoder = ArmEncoder()
        self.subtarget = ArmSubtarget()

    def triple_mode(self, triple: str) -> int:
        return 32

    def triple_for_march(self, march: str, triple: str) -> str:
        """-march=arm/thumb (and their big-endian words) replaces the triple's architecture word."""
        rest = triple.partition("-")[2]
        return march + ("-" + rest if rest else "")


TARGET = ArmTarget()
