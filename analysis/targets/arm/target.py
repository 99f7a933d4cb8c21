"""`TARGET`: 32-bit Arm (A32 and T32, unified syntax) as a `Target` and its roles (targets/target.py).

Ties together syntax.py (operands as gcc and clang print them), spellings.py and resolve.py
(Instruction -> McInst from LLVM's probes, the narrow/wide Thumb choice and IT blocks), printer.py
(ARMInstPrinter's text) and the data in models/arm/. The parser records on each instruction what
llvm-mc's parser state gives it: the mode (`.thumb`/`.arm`/`.code`) and the IT block slot.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from ...diagnostics import Diagnostic
from ...frontend.syntax import Directive, Instruction, ParsedFile
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
)
from . import directives, resolve, spellings, syntax
from .printer import print_inst
from .resolve import UNKNOWN_MNEMONIC

SYNTAX = "arm"
BAD_OPERAND = "MCL103"
_MNEMONIC = re.compile(r"[A-Za-z][\w.]*")
_IT = re.compile(r"it([te]{0,3})$")
_BRANCH = re.compile(r"(b|bl|blx|bx|cbz|cbnz|tbb|tbh|bxj)(eq|ne|hs|cs|lo|cc|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al)?"
                     r"(\.w|\.n)?$")
_UNCONDITIONAL = frozenset({"b", "b.w", "b.n", "bx", "bal"})


@dataclass(frozen=True, slots=True)
class ArmInstruction(Instruction):
    """An instruction with the parser state llvm-mc reads it in."""

    mode: str = ""  # "thumb" / "arm" after a mode directive, "" for the triple's
    it_slot: int | None = None  # the condition its IT block slot gives it; None outside a block
    it_pending: tuple[int, ...] = ()  # an IT instruction's conditions for the slots after it
    vpt_slot: str = ""  # "t" / "e": the VPT block slot it sits in
    vpt_pending: str = ""  # a VPT/VPST instruction's slots after it


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


class ArmSyntax(Syntax):
    """Unified syntax: `@` and `//` comments, `#` comments where a statement starts, `;` separators."""

    line_comments: tuple[str, ...] = ("@", "//")
    statement_comments = ("#",)
    comment_string = "@"
    default_syntax = SYNTAX

    def parse_instruction(self, line: str, start: int, end: int, line_no: int, context: StatementContext) -> None:
        found = _MNEMONIC.match(line, start, end)
        if found is None:
            context.error(BAD_OPERAND, "unexpected token at start of statement", line_no, start, start + 1)
            return
        mnemonic = found.group(0).lower()
        mnemonic_span = Span(line_no, start, found.end())
        operands, problem = syntax.parse_operands(line[found.end():end], found.end(), line_no, context.symbols)
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
                           vpt_pending=vpt_rest))


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
    from ...mcinst import Imm

    suffix = found.group(1)
    mask = 0
    for position, char in enumerate(suffix):
        if char == "e":
            mask |= 1 << (3 - position)
    mask |= 1 << (3 - len(suffix))
    return McInst("t2IT", (Imm(cond), Imm(mask)))


class ArmAssembler(Assembler):
    def resolve(self, inst: Instruction, isa: Isa, triple: str) -> tuple[McInst | None, list[Diagnostic]]:
        # an M-profile CPU has no A32 state: `-mtriple=arm -mcpu=cortex-m7` assembles Thumb
        thumb = is_thumb(triple, inst) or _m_profile(inst)
        if thumb:
            it = _it_instruction(inst)
            if it is not None:
                return it, []
        slot = inst.it_slot if isinstance(inst, ArmInstruction) and thumb else None
        vpt_slot = inst.vpt_slot if isinstance(inst, ArmInstruction) and thumb else ""
        result = resolve.resolve(inst.mnemonic, list(inst.operands), inst.mnemonic_span, isa, thumb, slot, vpt_slot,
                                 _m_profile(inst))
        if isinstance(result, list):
            return None, result
        return result, []

    def resolve_failure(self, inst: Instruction, diagnostics: list[Diagnostic], isa: Isa) -> tuple[Span, str]:
        if not diagnostics or diagnostics[0].code == UNKNOWN_MNEMONIC:
            at = inst.mnemonic_span
            return Span(at.line, at.start, at.start + 1), "invalid instruction"
        first = diagnostics[0]
        return Span(first.span.line, first.span.start, first.span.start + 1), first.message


# The statements of the last file feature_checker saw and whether its CPU is an M-profile one (the
# M-profile opcodes, MVE before NEON); resolve asks per instruction.
_FILE_PROFILE: list[tuple[frozenset[int], bool]] = []


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


_FEATURE_DIRECTIVES = frozenset({".cpu", ".fpu", ".arch", ".arch_extension", ".object_arch"})
# ARMII's execution domain in TSFlags (bits 15-18): VFP 1, NEON 2, NEON on Cortex-A8 4, MVE 8.
_DOMAIN_SHIFT = 15


def cpu_features(isa: Isa, cpu: str, mattr: str) -> frozenset[str] | None:
    """The CPU's subtarget features with what they imply, -mattr applied; None for a CPU the ISA
    does not list (nothing is refused then)."""
    table = isa.cache.get("arm.cpu_features")
    if table is None:
        import gzip
        import json

        from ...isa import data_path

        with gzip.open(data_path(f"{isa.directory}/isa.json.gz"), "rt", encoding="utf-8") as handle:
            data = json.load(handle)
        table = isa.cache["arm.cpu_features"] = (data.get("cpu_features", {}), data.get("feature_implies", {}),
                                                 {row["name"]: row.get("tsflags", 0) for row in data["opcodes"]})
    cpus, implies, _ = table
    if cpu not in cpus:
        return None
    have: set[str] = set()
    pending = list(cpus[cpu])
    for item in mattr.split(","):
        item = item.strip()
        if item.startswith("+"):
            pending.append(item[1:])
    while pending:
        feature = pending.pop()
        if feature not in have:
            have.add(feature)
            pending.extend(implies.get(feature, ()))
    for item in mattr.split(","):
        if item.strip().startswith("-"):
            have.discard(item.strip()[1:])
    return frozenset(have)


def _feature_refusal(inst: Instruction, mc: McInst, isa: Isa, have: frozenset[str]) -> tuple[Span, str] | None:
    """llvm-mc's refusals of NEON without the NEON feature and of double-precision VFP without fp64."""
    flags = isa.cache["arm.cpu_features"][2].get(mc.opcode, 0)
    domain = flags >> _DOMAIN_SHIFT & 15
    at = Span(inst.mnemonic_span.line, inst.mnemonic_span.start, inst.mnemonic_span.start + 1)
    if domain & 2 and not domain & 1 and "neon" not in have:
        return at, "invalid instruction"
    info = isa.opcodes.get(mc.opcode)
    if (domain == 1 and "fp64" not in have and info is not None
            and any(op.reg_class == "DPR" for op in info.operands)):
        # VFP arithmetic on D registers (VLDRD, VMOVRRD are domain 3 and need only the registers);
        # llvm-mc words a D-register move "64-bit fp registers", not matched here yet
        return at, "instruction requires: double precision VFP"
    return None


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
        """No feature checks yet; records the CPU's profile for the resolver (M-profile CPUs take
        the M-profile and MVE opcodes)."""
        ids = frozenset(id(s) for s in parsed.statements if isinstance(s, Instruction))
        _FILE_PROFILE[:] = [(ids, m_profile_cpu(cpu))]
        _FILE_MODES[:] = [(frozenset(s.mode for s in parsed.statements if isinstance(s, ArmInstruction)),
                           m_profile_cpu(cpu))]
        if any(isinstance(s, Directive) and s.name.lower() in _FEATURE_DIRECTIVES for s in parsed.statements):
            return None  # the file sets its own features; not read yet, so nothing is refused
        have = cpu_features(isa, cpu, mattr)
        if have is None:
            return None
        return lambda inst, mc: _feature_refusal(inst, mc, isa, have)



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
