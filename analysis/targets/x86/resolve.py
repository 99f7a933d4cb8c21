"""Instruction resolution: a parsed `syntax.X86Instruction` -> the LLVM opcode and MC operands llvm-mc picks.

LLVM's choice is learned, not re-derived (see `spellings.py`): the instruction is reduced to a
spelling key and looked up. When the exact key is unknown its tokens are widened step by step
(`eax` -> `r32`, `i8` -> `u8` -> `i16`...), as a special register or small immediate is also
accepted wherever the general form is. Intel memory without a size tries every size, as LLVM does.
Resolving is a few dict lookups per instruction; `resolve` never raises: unknown spellings become
MCL3xx diagnostics.
"""

from __future__ import annotations

import itertools
import re
import sys
from collections.abc import Iterator
from dataclasses import replace

from ...diagnostics import Diagnostic, Severity
from ...isa import Isa
from ...lazy_re import lazy_compile
from ...machine.releases import ENGINE_REX_MESSAGE_APX, directory_engine
from ...mcinst import Expr, Imm, McInst, McOperand, Reg
from ...source import Span
from .checks import GR16, address_error, formal_operands, matcher_only, operand_columns, rex_conflict
from .spellings import (
    IMMEDIATE_BUCKETS,
    MEMORY_SIZES,
    MODE32_PREFIX,
    REJECTED_IN_32BIT,
    ROUNDING_MODES,
    SPECIAL_REGISTERS,
    Form,
    ResolveTables,
    canonical_tokens,
    decoration,
    form_at,
    operand_token,
    register_family,
    related_register,
    spelling_key,
    syntax_prefix,
    tables_for,
)
from .syntax import ImmediateOperand, MemoryOperand, RegisterOperand, SymbolOperand, X86Instruction

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from typing import Any

UNKNOWN_MNEMONIC = "MCL301"
NO_MATCHING_FORM = "MCL302"
AMBIGUOUS_SIZE = "MCL303"
NOT_IN_32BIT = "MCL305"  # positioned at the operand or mnemonic, as llvm-mc reports it
INTERNAL_ERROR = "MCL309"
ADDRESS_16 = "MCL315"  # a 16-bit address in 64-bit mode (llvm-mc's words)
REX_CONFLICT = "MCL314"  # %ah..%dh with a register or operand size that needs a REX prefix
GCC_EXTENSION = "MCL304"  # information: accepted although llvm-mc rejects it (a documented extension)

# Prefixes that never change the opcode; they become MCInst flags (values are LLVM's x86 IP_* bits).
_PREFIX_FLAGS = {
    "lock": 16, "rep": 8, "repe": 8, "repz": 8, "repne": 4, "repnz": 4, "notrack": 32,
    "{vex}": 256, "{vex2}": 512, "{vex3}": 1024, "{evex}": 2048, "{disp8}": 4096, "{disp32}": 8192,
}  # fmt: skip


def _widen(token: str) -> tuple[str, ...]:
    """Tokens to try after `token`, nearest first."""
    if token in SPECIAL_REGISTERS:
        return (SPECIAL_REGISTERS[token],)
    if token == "st0":
        return ("st",)
    if token in IMMEDIATE_BUCKETS:
        return IMMEDIATE_BUCKETS[IMMEDIATE_BUCKETS.index(token) + 1 :]
    if token == "sym":
        # An unknown value fits the first immediate form in LLVM's match order, often the imm8 one.
        return IMMEDIATE_BUCKETS[1:]
    if token == "off":
        # Forms with only a small immediate (`shl eax, offset sym`, `pshufd ..., offset sym`) last.
        return ("sym", "i32", "i64", "i8", "u8", "i16", "u16")
    if token in ("xh", "yh"):
        return (token[0],)
    if token.startswith("ma"):
        return ("m" + token[2:],)
    return ()


def _candidate_keys(instr: X86Instruction, tokens: list[str], evex: str = "") -> Iterator[str]:
    """Keys from most to least specific: exact, then widened one step at a time (breadth first)."""
    mnemonic = instr.mnemonic.lower()
    deco = decoration(instr) + evex
    prefixes = [syntax_prefix(instr)]
    if "{" in prefixes[0]:
        # {vex}/{evex} on a form that is VEX/EVEX anyway: the plain spelling's opcode (the flag stays).
        prefixes.append("i:" if instr.syntax == "intel" else "")
    for prefix in prefixes:
        yield spelling_key(prefix, mnemonic, tokens, deco)
        chains = [(token, *_widen(token)) for token in tokens]
        if all(len(chain) == 1 for chain in chains):
            continue
        ranked = sorted(
            itertools.product(*[range(len(chain)) for chain in chains]),
            key=lambda depths: (sum(1 for d in depths if d), sum(depths)),
        )
        for depths in ranked[1:]:
            yield spelling_key(
                prefix, mnemonic, [chain[d] for chain, d in zip(chains, depths, strict=True)], deco
            )


# ----------------------------------------------------------------------------------------------
# Resolving.


_NO_REG = Reg(None)


def _memory_operands(op: MemoryOperand, length: int, tables: ResolveTables) -> list[McOperand]:
    register = tables.register
    base = register(op.base)
    segment = register(op.segment) if op.segment else _NO_REG
    if op.symbol:
        displacement: McOperand = Expr(op.symbol if not op.displacement else f"{op.symbol}+{op.displacement}")
    else:
        displacement = Imm(op.displacement or 0)
    if length == 5:
        return [base, Imm(op.scale), register(op.index), displacement, segment]
    if length == 2:
        if op.base is not None:
            return [base, segment]
        return [displacement, segment]
    return [base]


def _source_operand(op: Any, tables: ResolveTables) -> McOperand:
    kind = type(op)
    if kind is RegisterOperand:
        return tables.register(op.name)
    if kind is ImmediateOperand:
        return Imm(op.value) if op.value is not None else Expr(op.text)
    if kind is SymbolOperand:
        return Expr(op.text)
    if kind is MemoryOperand:
        return Expr(op.symbol) if op.symbol else Imm(op.displacement or 0)
    return Imm(0)


def _build(instr: X86Instruction, form: Form, tables: ResolveTables) -> McInst:
    operands: list[McOperand] = []
    source = instr.operands
    for item in form.recipe:
        kind = item[0]
        if kind == "s":
            operands.append(_source_operand(source[item[1]], tables))
        elif kind == "c":
            operands.append(item[1])
        elif kind == "m":
            memory = source[item[1]]
            if isinstance(memory, MemoryOperand):
                operands.extend(_memory_operands(memory, item[2], tables))
            else:
                operands.extend([_NO_REG] * item[2])
        elif kind == "g":
            operands.append(tables.register(related_register(source[item[1]].name, item[2])))
        elif kind == "k":
            operands.append(tables.register(instr.mask))
        else:
            operands.append(Imm(ROUNDING_MODES.get(instr.rounding or "", 0)))
    flags = form.flags
    if instr.prefixes:
        # llvm-mc keeps one forced encoding, the last written (`{vex} {evex} vcmpss ...` is {evex})
        encodings = [prefix for prefix in instr.prefixes if prefix in _ENCODING_PSEUDO_PREFIXES]
        for prefix in instr.prefixes:
            if prefix not in _ENCODING_PSEUDO_PREFIXES or prefix == encodings[-1]:
                flags |= _PREFIX_FLAGS.get(prefix, 0)
    return McInst(form.opcode, tuple(operands), flags)


_ENCODING_PSEUDO_PREFIXES = frozenset(("{vex}", "{vex2}", "{vex3}", "{evex}"))


def _recipe_fits(instr: X86Instruction, form: Form) -> bool:
    """A widened key's recipe must read source operands of the kinds it expects."""
    for item in form.recipe:
        if item[0] == "m" and not isinstance(instr.operands[item[1]], MemoryOperand):
            return False
        if item[0] == "s" and item[1] >= len(instr.operands):
            return False
        if item[0] == "g" and (
            item[1] >= len(instr.operands)
            or not isinstance(instr.operands[item[1]], RegisterOperand)
            or related_register(instr.operands[item[1]].name, item[2]) is None
        ):
            return False
    return True


def resolve(instr: X86Instruction, isa: Isa, mode: int = 64) -> tuple[McInst | None, list[Diagnostic]]:
    """The opcode and MC operands LLVM 19's assembler would produce for `instr` in 64-bit (or, with
    mode=32, 32-bit: i386/i686 triples) mode; never raises."""
    try:
        if instr.prefixes and _unpatched_comparison(instr):
            message = f"invalid instruction mnemonic '{instr.mnemonic.lower()}' after a prefix"
            return None, [Diagnostic(instr.span, Severity.ERROR, UNKNOWN_MNEMONIC, message)]
        if instr.mnemonic[:9] == "vfpclassp" and len(instr.mnemonic) == 11 and instr.mnemonic[10] in "xyz":
            sized = _sized_fpclass(instr, isa, mode)
            if sized is not None:
                return sized, []
        if instr.mnemonic in _IMUL and len(instr.operands) == 2:
            instr = _imul_alias(instr)
        if mode == 32:
            return _resolve32(instr, isa)
        if (instr.mask or instr.rounding) and instr.text and instr.syntax != "intel" and matcher_only(instr.text):
            message = (f"'{instr.text}': a write mask belongs on the last operand, and an instruction "
                       "takes one rounding operand")
            return None, [Diagnostic(instr.span, Severity.ERROR, NO_MATCHING_FORM, message)]
        text = instr.text
        # PERF: the rare checks below cost a scan of the text first (C speed), not a Python loop
        if text and ("(" in text or "[" in text):
            for op in instr.operands:
                if type(op) is MemoryOperand and (op.base in GR16 or (op.base is None and op.index in GR16)):
                    return None, [_sixteen_bit_address(instr, op)]
        mc, diagnostics = _resolve(instr, isa)
        if mc is not None and text and "h" in text and _HIGH_BYTE.search(text) is not None:
            high = rex_conflict(mc, _encoding_flags(mc.opcode, isa.directory))
            if high is not None:
                prefixes = "EVEX/REX2/REX" if ENGINE_REX_MESSAGE_APX in directory_engine(isa.directory) else "REX"
                message = f"can't encode '{high}' in an instruction requiring {prefixes} prefix"
                at = instr.span
                return None, [Diagnostic(Span(at.line, at.start, at.start + 1), Severity.ERROR, REX_CONFLICT, message)]
        if mc is not None and instr.prefixes and any(p[0] == "{" for p in instr.prefixes):
            refused = _forced_encoding_refuses(instr, mc.opcode, isa.directory)
            if refused == "{evex}":
                # the EVEX form of a spelling whose plain key is VEX (`{evex} vcvtpd2dq %ymm2, %xmm1`)
                evex_mc = _evex_form(instr, isa)
                if evex_mc is not None:
                    return evex_mc, diagnostics
            if refused is not None:
                message = (f"'{refused}' asks for an encoding that {mc.opcode}, the form of "
                           f"'{instr.text or instr.mnemonic}', does not have")
                return None, [Diagnostic(instr.span, Severity.ERROR, NO_MATCHING_FORM, message)]
        return mc, diagnostics
    except Exception as error:  # a bug, reported on the instruction instead of crashing the caller
        message = (
            f"internal error resolving '{instr.text or instr.mnemonic}': {type(error).__name__}: {error}"
        )
        return None, [Diagnostic(instr.span, Severity.ERROR, INTERNAL_ERROR, message)]


_VECTOR_LENGTH = {"x": "Z128", "y": "Z256", "z": "Z"}


def _sized_fpclass(instr: X86Instruction, isa: Isa, mode: int) -> McInst | None:
    """`vfpclasspdz $1, (%rax){1to8}, %k1`, `vfpclasspsx $1, %xmm1, %k1`: the x/y/z suffix names the
    vector length, which llvm-mc also takes on the broadcast and register forms (the probes spell
    the suffix on plain memory forms only). The form of the mnemonic without the suffix, when its
    vector length is the one the suffix names; None otherwise (the ordinary lookup then reports)."""
    if not any(
        (type(op) is MemoryOperand and op.broadcast) or (type(op) is RegisterOperand and op.name[1:3] == "mm")
        for op in instr.operands
    ):
        return None
    plain = replace(instr, mnemonic=instr.mnemonic[:-1])
    mc, _ = _resolve32(plain, isa) if mode == 32 else _resolve(plain, isa)
    if mc is None:
        return None
    length = mc.opcode[len("VFPCLASSPD") :].split("r")[0].split("m")[0]  # "Z128rmb" -> "Z128"
    return mc if length == _VECTOR_LENGTH[instr.mnemonic[10]] else None


# Above this many operands the widening search is only tried for a mnemonic that has forms of that arity.
_ARITY_CHECK = 3


_IMUL = frozenset({"imul", "imulw", "imull", "imulq"})


def _imul_alias(instr: X86Instruction) -> X86Instruction:
    """`imul $imm, %reg` is LLVM's alias of `imul $imm, %reg, %reg` (IMUL16/32/64rri and rri8; the
    spelling probes only saw the imm8 one), Intel `imul reg, imm` of `imul reg, reg, imm`."""
    first, second = instr.operands
    if instr.syntax == "intel":
        if type(first) is RegisterOperand and type(second) is ImmediateOperand:
            return replace(instr, operands=(first, first, second))
    elif type(first) is ImmediateOperand and type(second) is RegisterOperand:
        return replace(instr, operands=(first, second, second))
    return instr


def _resolve(instr: X86Instruction, isa: Isa) -> tuple[McInst | None, list[Diagnostic]]:
    tables = tables_for(isa)
    if tables is None:
        message = f"no instruction spellings for target {isa.target} (isa_probes.json missing)"
        return None, [Diagnostic(instr.span, Severity.ERROR, UNKNOWN_MNEMONIC, message)]
    tokens, evex = canonical_tokens([operand_token(op) for op in instr.operands])
    keys = tables.keys
    forms = tables.forms
    head = f"{syntax_prefix(instr)}{instr.mnemonic.lower()}"
    valued = None
    if any(type(op) is ImmediateOperand and op.value is not None for op in instr.operands):
        # An immediate value may select its own opcode (`int $3` is INT3, `shl $1` SHL32r1): keys
        # with the value ("=3") are tried before the size buckets.
        valued = [
            f"={op.value}" if type(op) is ImmediateOperand and op.value is not None else token
            for op, token in zip(instr.operands, tokens, strict=True)
        ]
    # PERF: the exact key hits for almost every compiler-written line; skip the generator then.
    if not instr.mask and not instr.zeroing and not instr.rounding:
        for exact in (valued, tokens) if valued else (tokens,):
            index = keys.get(f"{head} {','.join(exact)}|{evex}")
            if index is not None:
                form = form_at(forms, index)
                if _recipe_fits(instr, form):
                    return _build(instr, form, tables), []
    # ({vex}/{evex} also look up the plain spelling: its shapes count too, `{vex} vshufps $64, ...`)
    arity_prefixes = {syntax_prefix(instr), "i:" if instr.syntax == "intel" else ""}
    if len(tokens) > _ARITY_CHECK and not any(
        len(shape) == len(tokens) for prefix in arity_prefixes for shape in _shapes(tables, prefix, instr.mnemonic.lower())
    ):
        # No form has this many operands: say so now instead of widening every operand of, say,
        # `addl $1,$1,$1,$1,$1,$1,$1` (8^n keys: 11 GB and minutes for ten operands).
        return None, [_no_match(instr, tables)]
    if valued is not None and not any(type(op) is MemoryOperand and op.size is None for op in instr.operands):
        form = _search(instr, valued, tables, evex)
        if form is not None:
            return _build(instr, form, tables), []
    unsized = [
        position
        for position, op in enumerate(instr.operands)
        if type(op) is MemoryOperand and op.size is None and instr.syntax == "intel"
    ]
    if unsized:
        return _resolve_unsized(instr, tokens, unsized, tables, evex)
    form = _search(instr, tokens, tables, evex)
    if form is not None:
        return _build(instr, form, tables), []
    # llvm-mc takes a vector index where an ordinary address is (`movl (%rax,%xmm1), %eax`), and an
    # imm8 of 128..255 with xmm/ymm/zmm16-31 (whose keys were probed with a small immediate).
    relaxed = [t.replace("@x", "").replace("@y", "").replace("@z", "") if t[:1] == "m" else
               "i8" if t == "u8" and evex else t for t in tokens]  # fmt: skip
    if relaxed != tokens:
        form = _search(instr, relaxed, tables, evex)
        if form is not None:
            return _build(instr, form, tables), []
    wide = _evex_wide_register(instr, relaxed, tables, evex)
    if wide is not None:
        return _build(instr, wide, tables), []
    if evex == "E":
        # `vcmpltps %ymm16, %ymm1, %k1`: no probe wrote xmm/ymm/zmm16-31 into these spellings, but
        # the spelling's form is EVEX anyway (a mask destination), whose registers reach 31
        for candidate in (tokens, relaxed) if relaxed != tokens else (tokens,):
            form = _search(instr, candidate, tables, "")
            flags = _encoding_flags(form.opcode, isa.directory) if form is not None else None
            if form is not None and flags is not None and (flags >> 29) & 3 == 3:
                return _build(instr, form, tables), []
    extension = _gcc_intel_movsxd(instr, tokens, tables)
    if extension is not None:
        return extension
    return None, [_no_match(instr, tables)]


def _evex_wide_register(
    instr: X86Instruction, tokens: list[str], tables: ResolveTables, evex: str
) -> Form | None:
    """`vpextrb $0, %xmm16, %rax`: LLVM's operand class there (GR32orGR64) takes a 64-bit register,
    written into the MCInst as its 32-bit member, on the EVEX form as on the VEX one; the probes
    named the 64-bit register with xmm0-15 only. The EVEX form with the VEX spelling's recipe, when
    the VEX spelling takes the 64-bit register for the same opcode that takes the 32-bit one, and
    the VEX and EVEX 32-bit spellings read their operands alike."""
    if evex != "E" or instr.mask or instr.zeroing or instr.rounding:
        return None
    wide_at = [
        position
        for position, op in enumerate(instr.operands)
        if type(op) is RegisterOperand and op.name[:1] == "r" and register_family(op.name) is not None
        and register_family(op.name)[0] == op.name  # type: ignore[index]
    ]
    if len(wide_at) != 1 or len(tokens) != len(instr.operands):
        return None
    head = f"{syntax_prefix(instr)}{instr.mnemonic.lower()}"
    # (`vpinsrb $1, %rax, ...`: the probes wrote the immediate as an imm8, not the value-1 bucket)
    as_imm8 = ["i8" if token in ("one", "u8") else token for token in tokens]
    for candidate in (tokens, as_imm8) if as_imm8 != tokens else (tokens,):
        wide = ",".join("r64" if position in wide_at else token for position, token in enumerate(candidate))
        narrowed = ",".join("r32" if position in wide_at else token for position, token in enumerate(candidate))
        indexes = (tables.keys.get(f"{head} {wide}|"), tables.keys.get(f"{head} {narrowed}|"),
                   tables.keys.get(f"{head} {narrowed}|E"))  # fmt: skip
        if None not in indexes:
            break
    else:
        return None
    wide_form, narrow, narrow_evex = (form_at(tables.forms, i) for i in indexes)  # type: ignore[arg-type]
    if wide_form.opcode != narrow.opcode or narrow.recipe != narrow_evex.recipe:
        return None
    return Form(narrow_evex.opcode, wide_form.recipe, narrow_evex.flags)


def _gcc_intel_movsxd(
    instr: X86Instruction, tokens: list[str], tables: ResolveTables
) -> tuple[McInst, list[Diagnostic]] | None:
    """gcc -masm=intel spells movsxd `movsx r64, r32` / `movsx r64, DWORD PTR m`. llvm-mc rejects
    that ("invalid operand for instruction"); mcalens reads it as movsxd, with a note (docs/cli.md),
    so real gcc Intel output analyses."""
    if instr.syntax != "intel" or instr.mnemonic.lower() != "movsx" or len(tokens) != 2:
        return None
    if _readable(tokens[0]) != "r64" or tokens[1] not in ("r32", "eax", "m:dword"):
        return None
    as_movsxd = replace(instr, mnemonic="movsxd")
    form = _search(as_movsxd, tokens, tables)
    if form is None:
        return None
    note = Diagnostic(
        instr.mnemonic_span,
        Severity.INFORMATION,
        GCC_EXTENSION,
        "read as 'movsxd' (gcc's Intel spelling of a 32-to-64-bit sign extension; llvm-mc "
        "rejects 'movsx' with a 32-bit source, mcalens accepts it)",
    )
    return _build(as_movsxd, form, tables), [note]


def _search(
    instr: X86Instruction, tokens: list[str], tables: ResolveTables, evex: str = "", mode: int = 64
) -> Form | None:
    keys = tables.keys
    for key in _candidate_keys(instr, tokens, evex):
        index = keys.get(MODE32_PREFIX + key) if mode == 32 else None
        if index == REJECTED_IN_32BIT:
            raise _Needs64Bit
        if index is None:
            index = keys.get(key)
        if index is not None:
            form = form_at(tables.forms, index)
            if _recipe_fits(instr, form):
                return form
    return None


class _Needs64Bit(Exception):
    """LLVM refuses this spelling in 32-bit mode (a flow-control signal inside _resolve32)."""


def _only_in_64bit(name: str | None) -> bool:
    if not name:
        return False
    if name in ("rip", "sil", "dil", "spl", "bpl"):
        return True
    family = register_family(name)
    if family is None:
        return False
    if family[0][0] in "xyz":
        return int(family[0][3:]) >= 8
    return family[0][1].isdigit() or name == family[0]


_TEN_BY_DEFAULT = frozenset(("aad", "aam"))


def _resolve32(instr: X86Instruction, isa: Isa) -> tuple[McInst | None, list[Diagnostic]]:
    """32-bit mode: 64-bit-only registers are refused, then the "32:" keys (build-tables'
    mode32_overlay) are tried before each 64-bit key."""
    for op in instr.operands:
        names = (
            [op.name]
            if type(op) is RegisterOperand
            else [op.base, op.index]
            if type(op) is MemoryOperand
            else []
        )
        for name in names:
            if _only_in_64bit(name):
                message = f"register %{name} is only available in 64-bit mode"
                span = op.span
                if type(op) is MemoryOperand:
                    # llvm-mc points at the register inside the memory reference.
                    offset = instr.span.start
                    found = instr.text.find(name, span.start - offset) if instr.text else -1
                    if found > 0 and instr.span.line == span.line:
                        prefix = 1 if instr.text[found - 1] == "%" else 0
                        span = Span(span.line, offset + found - prefix, offset + found + len(name))
                return None, [Diagnostic(span, Severity.ERROR, NOT_IN_32BIT, message)]
    if (instr.mnemonic.lower() == "calll" and len(instr.operands) == 1
            and type(instr.operands[0]) in (ImmediateOperand, SymbolOperand)):
        # CALLpcrel32's sized spelling (`call{l}`, Not64BitMode), which llvm-mc prints for e8 in
        # 32-bit code (`calll -4`): the 32-bit spelling table has only `call` for a direct target
        instr = replace(instr, mnemonic=instr.mnemonic[:-1])
    if not instr.operands and instr.mnemonic.lower() in _TEN_BY_DEFAULT:
        # LLVM's parse aliases (InstAlias, Not64BitMode): `aad`/`aam` are AAD8i8/AAM8i8 with base 10
        ten = ImmediateOperand(10, "10", instr.mnemonic_span)
        instr = replace(instr, operands=(ten,))
    tables = tables_for(isa)
    if tables is None:
        return _resolve(instr, isa)
    tokens, evex = canonical_tokens([operand_token(op) for op in instr.operands])
    try:
        if tables.keys.get(f"{MODE32_PREFIX}{syntax_prefix(instr)}{instr.mnemonic.lower()} *") is not None:
            raise _Needs64Bit
        if any(type(op) is ImmediateOperand and op.value is not None for op in instr.operands):
            valued = [
                f"={op.value}" if type(op) is ImmediateOperand and op.value is not None else token
                for op, token in zip(instr.operands, tokens, strict=True)
            ]
            form = _search(instr, valued, tables, evex, 32)
            if form is not None:
                return _build(instr, form, tables), []
        unsized = [
            position
            for position, op in enumerate(instr.operands)
            if type(op) is MemoryOperand and op.size is None and instr.syntax == "intel"
        ]
        if unsized:
            return _resolve_unsized(instr, tokens, unsized, tables, evex, 32)
        form = _search(instr, tokens, tables, evex, 32)
    except _Needs64Bit:
        message = "instruction requires: 64-bit mode"
        at = instr.mnemonic_span
        return None, [
            Diagnostic(Span(at.line, at.start, at.start + 1), Severity.ERROR, NOT_IN_32BIT, message)
        ]
    if form is not None:
        return _build(instr, form, tables), []
    return None, [_no_match(instr, tables)]


# Intel branches and stack operations default to the 64-bit form when the memory size is omitted.
_DEFAULT_QWORD = frozenset({"push", "pop", "call", "jmp"})


def _resolve_unsized(
    instr: X86Instruction,
    tokens: list[str],
    unsized: list[int],
    tables: ResolveTables,
    evex: str = "",
    mode: int = 64,
) -> tuple[McInst | None, list[Diagnostic]]:
    """Intel memory without `PTR` size: like LLVM, try every size; more than one fit is ambiguous."""
    exact = None
    if mode == 64:
        exact = tables.keys.get(
            spelling_key(syntax_prefix(instr), instr.mnemonic.lower(), tokens, decoration(instr) + evex)
        )
    if exact is not None:
        form = form_at(tables.forms, exact)
        if _recipe_fits(instr, form):
            return _build(instr, form, tables), []
    found: dict[str, tuple[str, Form]] = {}
    for size in MEMORY_SIZES:
        sized = list(tokens)
        for position in unsized:
            token = sized[position]
            stem = "ma" if token.startswith("ma") else "m"
            sized[position] = f"{stem}:{size}{token[len(stem) :]}"
        try:
            form = _search(instr, sized, tables, evex, mode)
        except _Needs64Bit:
            form = None
        if form is not None and form.opcode not in found:
            found[form.opcode] = (size, form)
    if len(found) == 1:
        return _build(instr, next(iter(found.values()))[1], tables), []
    if len(found) > 1 and instr.mnemonic.lower() in _DEFAULT_QWORD:
        for size, form in found.values():
            if size == "qword":
                return _build(instr, form, tables), []
    if not found:
        return None, [_no_match(instr, tables)]
    choices = ", ".join(f"{size} ptr ({opcode})" for opcode, (size, _form) in found.items())
    message = f"ambiguous operand size for '{instr.text or instr.mnemonic}'; write one of: {choices}"
    return None, [Diagnostic(instr.span, Severity.ERROR, AMBIGUOUS_SIZE, message)]


_READABLE = {
    "x": "xmm", "xh": "xmm", "xmm0": "xmm", "X": "xmm16-31", "y": "ymm", "yh": "ymm", "Y": "ymm16-31",
    "z": "zmm", "Z": "zmm", "st0": "st", "one": "imm", "i8": "imm", "u8": "imm", "i16": "imm",
    "u16": "imm", "i32": "imm", "u32": "imm", "i64": "imm", "sym": "label", "off": "offset",
    "al": "r8", "cl": "r8", "ax": "r16", "dx": "r16", "eax": "r32", "rax": "r64",
}  # fmt: skip


def _readable(token: str) -> str:
    if token[:1] == "=":
        return "imm"
    if token.startswith("m"):
        size = token.partition(":")[2].partition("{")[0].partition("@")[0]
        return f"{size} ptr mem" if size else "mem"
    return _READABLE.get(token, token)


def _shapes(tables: ResolveTables, syntax_prefix: str, mnemonic: str) -> list[tuple[str, ...]]:
    """Readable operand shapes LLVM accepts for a mnemonic (the index is built on the first failure)."""
    index = tables.shape_index
    if index is None:
        index = tables.shape_index = {}
    shapes = index.get((syntax_prefix, mnemonic))
    if shapes is None:
        shapes = index[(syntax_prefix, mnemonic)] = []
        for key, _form in tables.keys.with_head(syntax_prefix + mnemonic):
            operands = key.partition(" ")[2].partition("|")[0]
            shape = tuple(_readable(token) for token in operands.split(",")) if operands else ()
            if shape not in shapes:
                shapes.append(shape)
    return shapes


MAX_LISTED_FORMS = 12
_BY_INITIAL: dict[int, dict[str, list[str]]] = {}


def _close_mnemonics(mnemonic: str, tables: ResolveTables) -> list[str]:
    """Up to three known mnemonics close to a mistyped one. Candidates share its first letter and have
    a length that can reach the cutoff (2*min/(a+b) >= 0.75), so a file of garbage lines costs
    microseconds per line, not milliseconds."""
    index = _BY_INITIAL.get(id(tables.mnemonics))
    if index is None:
        index = {}
        for name in tables.mnemonics:
            index.setdefault(name[:1], []).append(name)
        _BY_INITIAL.clear()
        _BY_INITIAL[id(tables.mnemonics)] = index
    size = len(mnemonic)
    similar = [m for m in index.get(mnemonic[:1], ()) if 0.6 * size <= len(m) <= size / 0.6]
    import difflib  # only for a diagnostic (start-up, issue 17)

    return difflib.get_close_matches(mnemonic, similar, n=3, cutoff=0.75)


def _no_match(instr: X86Instruction, tables: ResolveTables) -> Diagnostic:
    mnemonic = instr.mnemonic.lower()
    text = instr.text or mnemonic
    known = tables.mnemonics.get(mnemonic)
    accepted = _shapes(tables, "i:" if instr.syntax == "intel" else "", mnemonic)
    if known is not None and not accepted:
        # Not a mnemonic of this syntax (AT&T `movsxd`): llvm-mc's "invalid instruction mnemonic".
        other = "AT&T" if instr.syntax == "intel" else "Intel"
        message = (
            f"invalid instruction mnemonic '{mnemonic}' in '{text}': it is an {other}-syntax "
            f"mnemonic only (e.g. {known[0]})"
        )
        return Diagnostic(instr.mnemonic_span, Severity.ERROR, UNKNOWN_MNEMONIC, message)
    if known is None:
        close = _close_mnemonics(mnemonic, tables)
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        message = f"invalid instruction mnemonic '{mnemonic}' in '{text}'{hint}"
        return Diagnostic(instr.mnemonic_span, Severity.ERROR, UNKNOWN_MNEMONIC, message)
    got = tuple(_readable(operand_token(op)) for op in instr.operands)
    same_arity = [shape for shape in accepted if len(shape) == len(got)]
    described = f"({', '.join(got)})" if got else "no operands"
    if accepted and not same_arity:
        counts = sorted({len(shape) for shape in accepted})
        wanted = " or ".join(str(count) for count in counts)
        intel = instr.syntax == "intel"
        example = next((k for k in known if ("%" in k) != intel), None)
        hint = f"; e.g. {example}" if example else ""
        message = f"'{mnemonic}' takes {wanted} operand(s), got {len(got)} in '{text}'{hint}"
    else:
        # Every accepted form, those sharing the most operand kinds with what was written first.
        shapes = sorted(
            same_arity or accepted, key=lambda shape: -sum(a == b for a, b in zip(shape, got, strict=False))
        )
        listed = "; ".join("(" + ", ".join(shape) + ")" for shape in shapes[:MAX_LISTED_FORMS])
        if len(shapes) > MAX_LISTED_FORMS:
            listed += f"; … and {len(shapes) - MAX_LISTED_FORMS} more"
        message = (
            f"invalid operands for '{mnemonic}' in '{text}': {described} matches no form; accepted: {listed}"
        )
    return Diagnostic(instr.span, Severity.ERROR, NO_MATCHING_FORM, message)


def resolve_all(instrs: list[X86Instruction], isa: Isa) -> tuple[list[McInst | None], list[Diagnostic]]:
    """Resolves a list of instructions; diagnostics for all of them, in order."""
    results: list[McInst | None] = []
    diagnostics: list[Diagnostic] = []
    for instr in instrs:
        inst, diags = resolve(instr, isa)
        results.append(inst)
        diagnostics.extend(diags)
    return results, diagnostics


def main(argv: list[str] | None = None) -> int:
    """Kept for `python -m mcalens.analysis.targets.x86.resolve build-tables DIR`; see spellings.main."""
    from .spellings import main as spellings_main

    return spellings_main(argv)


if __name__ == "__main__":
    sys.exit(main())


# ----------------------------------------------------------------------------------------------
# llvm-mc's words for an instruction resolve() refused (checks.py has the operand list).

_SUCCESS, _INVALID_OPERAND, _MNEMONIC_FAIL, _MISSING_FEATURE, _UNSUPPORTED = range(5)


def _closure(token: str) -> set[str]:
    seen = {token}
    todo = [token]
    while todo:
        for wider in _widen(todo.pop()):
            if wider not in seen:
                seen.add(wider)
                todo.append(wider)
    if token.startswith("m") and "@" in token:
        seen.add(token.partition("@")[0])  # a vector index is also taken where a plain address is
    return seen


def _stop_index(actual: list[set[str]], formal: list[str]) -> int:
    """Where one form stops matching the actual operands (len(actual) + 1: it wants more)."""
    for index, accepted in enumerate(actual):
        if index >= len(formal) or formal[index] not in accepted:
            return index
    return len(actual) + 1 if len(formal) > len(actual) else -1


def _operand_failure(instr: X86Instruction, mnemonic: str, tables: ResolveTables,
                     entries: list[tuple[str, int]] | None) -> tuple[int, int]:
    """(result, index into entries of the operand llvm-mc names, len(entries)+1: too few) of
    matching `mnemonic` with the instruction's operands, over every AT&T spelling key."""
    rows = tables.keys.with_head(("i:" if instr.syntax == "intel" else "") + mnemonic)
    if not rows or not _llvm_has_mnemonic(mnemonic, tables):
        return _MNEMONIC_FAIL, -1
    if entries is None:
        return _INVALID_OPERAND, -1
    plain = [_closure(token) for token, _ in entries]
    for position, (token, _) in enumerate(entries):
        if token == "{rnd}":  # a rounding mode is an immediate operand to llvm-mc's matcher
            plain[position] = _closure("i8") | {token}
    # (the EVEX keys of xmm/ymm/zmm16-31 were probed with a small immediate: an imm8 fits either)
    canonical = [_closure(_EVEX_CANONICAL_TOKEN.get(token, "i8" if token == "u8" else token))
                 for token, _ in entries]  # fmt: skip
    furthest = -1
    for key, _index in rows:
        operands, _, deco = key.partition(" ")[2].partition("|")
        formal = formal_operands(operands.split(",") if operands else [], deco)
        stop = _stop_index(canonical if "E" in deco else plain, formal)
        if stop < 0:
            return _SUCCESS, -1
        furthest = max(furthest, stop)
    return _INVALID_OPERAND, furthest


_BARE_MNEMONIC: dict[str, bool] = {}


def _llvm_has_mnemonic(mnemonic: str, tables: ResolveTables) -> bool:
    """Whether llvm-mc's AT&T matcher table has `mnemonic` itself: False when every spelling of it
    in the keys is also a spelling of mnemonic+b/w/l/q with the same opcode (llvm-mc reached those
    through its size-suffix retry, `rcl $1, %eax` as `rcll`)."""
    known = _BARE_MNEMONIC.get(mnemonic)
    if known is None:
        known = False
        keys = tables.keys
        for key, index in keys.with_head(mnemonic):
            rest = key[len(mnemonic) :]
            tokens = rest.partition("|")[0].strip().split(",")
            if any(t[:1] in ("x", "y", "z", "X", "Y", "Z") or t == "mm" for t in tokens) and not any(
                t[:1] == "m" and t != "mm" for t in tokens
            ):  # llvm-mc tries no suffix with vector registers and no memory: it took the bare mnemonic
                known = True
                break
            opcode = form_at(tables.forms, index).opcode
            covered = False
            for suffix in "slt" if mnemonic[:1] == "f" else "bwlq":
                other = keys.get(mnemonic + suffix + rest)
                if other is not None and other >= 0 and form_at(tables.forms, other).opcode == opcode:
                    covered = True
                    break
            if not covered:
                known = True
                break
        if len(_BARE_MNEMONIC) > 4096:
            _BARE_MNEMONIC.clear()
        _BARE_MNEMONIC[mnemonic] = known
    return known


_EVEX_CANONICAL_TOKEN = {"xh": "x", "yh": "y", "X": "x", "Y": "y", "Z": "z", "xmm0": "x"}


# llvm-mc's matcher refuses more than this many operands (mnemonic included) before it looks at the
# mnemonic: "invalid operand" at that operand, for every size-suffix retry too.
_MATCHER_MAX_OPERANDS = 10


def _variant_result(instr: X86Instruction, mnemonic: str, tables: ResolveTables,
                    entries: list[tuple[str, int]] | None, directory: str | None) -> tuple[int, int]:
    count = len(entries) if entries is not None else len(instr.operands)
    if count + 1 > _MATCHER_MAX_OPERANDS:
        return _INVALID_OPERAND, _MATCHER_MAX_OPERANDS - 1
    variant = replace(instr, mnemonic=mnemonic)
    tokens, evex = canonical_tokens([operand_token(op) for op in instr.operands])
    form = None
    # decorations no form has: only the matcher replay below can place the error
    replay_only = bool(instr.text and (instr.mask or instr.rounding) and matcher_only(instr.text))
    if replay_only:
        pass
    elif tables.keys.with_head(("i:" if instr.syntax == "intel" else "") + mnemonic) and (
        len(tokens) <= _ARITY_CHECK
        or any(len(shape) == len(tokens) for shape in _shapes(tables, syntax_prefix(instr), mnemonic))
    ):  # (the widening search is exponential in the operand count: only where a form could fit)
        try:
            form = _search(variant, tokens, tables, evex)
        except Exception:
            form = None
    if form is not None:
        if _forced_encoding_refuses(instr, form.opcode, directory) is not None:
            return _UNSUPPORTED, -1
        return _SUCCESS, -1
    result = _operand_failure(instr, mnemonic, tables, entries)
    if result[0] != _SUCCESS and len(tokens) <= _ARITY_CHECK and not replay_only:
        try:
            if _search(variant, tokens, tables, evex, 32) is not None:
                return _MISSING_FEATURE, -1
        except _Needs64Bit:
            pass
    return result


def _sixteen_bit_address(instr: X86Instruction, op: MemoryOperand) -> Diagnostic:
    """llvm-mc's error for a 16-bit address in 64-bit mode, at its column."""
    scale = op.scale if op.scale != 1 else None
    where, message = address_error(op.base, op.index, scale) or ("base", "invalid 16-bit base register")
    start = op.span.start
    text = instr.text[start - instr.span.start : op.span.end - instr.span.start] if instr.text else ""
    base_at, scale_at = operand_columns(text) if text else (0, None)
    at = start + (scale_at if where == "scale" and scale_at is not None else base_at)
    return Diagnostic(Span(op.span.line, at, at + 1), Severity.ERROR, ADDRESS_16, message)


_HIGH_BYTE = re.compile(r"%[ \t]*[a-dA-D][hH]\b")


def _evex_form(instr: X86Instruction, isa: Isa) -> McInst | None:
    """The EVEX form llvm-mc picks for `{evex}` where the plain spelling's key is a VEX opcode: the
    key of the same spelling with xmm/ymm/zmm16-31 (canonical tokens, `E`), if that is EVEX."""
    tables = tables_for(isa)
    if tables is None:
        return None
    tokens = [_EVEX_CANONICAL_TOKEN.get(t, t) for t in (operand_token(op) for op in instr.operands)]
    plain = replace(instr, prefixes=tuple(p for p in instr.prefixes if p[0] != "{"))
    form = _search(plain, tokens, tables, "E")
    if form is None or _forced_encoding_refuses(instr, form.opcode, isa.directory) is not None:
        return None
    return _build(instr, form, tables)


def _encoding_flags(opcode: str, directory: str | None) -> int | None:
    """LLVM's TSFlags of an opcode (the encoder's table of the ISA's release, `directory`), or None.
    The release's own table: LLVM 22 renamed opcodes (EXTRACTPSrr -> EXTRACTPSrri) that 19's lacks."""
    from .encode import load_encoding_table as _encoding_table

    table = _encoding_table(directory=directory)
    info = table.opcodes.get(opcode) if table is not None else None
    return info.tsflags if info is not None else None


def _forced_encoding_refuses(instr: X86Instruction, opcode: str, directory: str | None) -> str | None:
    """{vex}/{evex}/{rex}/{nf}: the pseudo prefix whose encoding `opcode` lacks (llvm-mc then says
    "unsupported instruction"), or None. `directory`: the ISA's, whose release's table is read."""
    if not instr.prefixes or "{" not in "".join(instr.prefixes):
        return None
    from .encode import load_encoding_table as _encoding_table

    table = _encoding_table(directory=directory)
    info = table.opcodes.get(opcode) if table is not None else None
    if info is None:
        return None
    encoding = (info.tsflags >> 29) & 3
    # llvm-mc keeps the last encoding pseudo prefix written (`{vex} {evex} ...` is {evex})
    forced = [p for p in instr.prefixes if p in ("{vex}", "{vex2}", "{vex3}", "{evex}", "{rex}", "{rex2}")]
    if forced:
        prefix = forced[-1]
        if prefix in ("{vex}", "{vex2}", "{vex3}") and encoding != 1:
            return prefix
        if prefix == "{evex}" and encoding != 3:
            return prefix
        if prefix in ("{rex}", "{rex2}") and encoding != 0:
            return prefix
    if "{nf}" in instr.prefixes and not info.tsflags & (1 << 52):
        return "{nf}"
    return None


# The comparison mnemonics X86AsmParser::ParseInstruction rewrites into the instruction and a
# predicate immediate (`vcmpltps`, `cmpeqsd`, `vpcmpnleud`, `vpcomgeub`). It rewrites the name it
# was called with: after a prefix it parses as a flag (`lock`, `rep`, `notrack` ...) the next name
# is looked up unrewritten, so `lock vcmpltps ...` is an invalid instruction mnemonic in llvm-mc 19.
_CMP_PREDICATES = (
    "eq|lt|le|unord|neq|nlt|nle|ord|eq_uq|nge|ngt|false|neq_oq|ge|gt|true|eq_os|lt_oq|le_oq|unord_s|"
    "neq_us|nlt_uq|nle_uq|ord_s|eq_us|nge_uq|ngt_uq|false_os|neq_os|ge_oq|gt_oq|true_us"
)
_COMPARISON_ALIAS = lazy_compile(
    rf"(?:vcmp(?:{_CMP_PREDICATES})(?:ss|sd|ps|pd|sh|ph)|cmp(?:eq|lt|le|unord|neq|nlt|nle|ord)(?:ss|sd|ps|pd)"
    r"|vpcmp(?:(?:lt|le|neq|nlt|nle)(?:b|w|d|q|ub|uw|ud|uq)|equ[bwdq])"
    r"|vpcom(?:lt|le|gt|ge|eq|neq|false|true)(?:b|w|d|q|ub|uw|ud|uq))$"
)
_FLAG_PREFIXES = frozenset(("lock", "rep", "repe", "repz", "repne", "repnz", "notrack"))


def _unpatched_comparison(instr: X86Instruction) -> bool:
    return instr.syntax != "intel" and not _FLAG_PREFIXES.isdisjoint(instr.prefixes) and \
        _COMPARISON_ALIAS.match(instr.mnemonic.lower()) is not None  # fmt: skip


def llvm_failure(instr: X86Instruction, isa: Isa) -> tuple[Span, str] | None:
    """Where and in which words llvm-mc 19 refuses an AT&T instruction resolve() refused, following
    its matcher (the mnemonic as written, then with each size suffix); None: not known."""
    tables = tables_for(isa)
    if tables is None or instr.syntax == "intel" or not instr.text:
        return None
    from .checks import llvm_operands

    mnemonic = instr.mnemonic.lower()
    text = instr.text
    offset = instr.span.start
    after = instr.mnemonic_span.end - offset
    tokens = [operand_token(op) for op in instr.operands]
    entries = llvm_operands(text, after, list(instr.operands), tokens)
    at = Span(instr.span.line, offset, offset + 1)  # llvm-mc's IDLoc: where the statement starts
    if instr.prefixes and _unpatched_comparison(instr):  # (underlined from the prefix, the name's length)
        return Span(at.line, offset, offset + len(mnemonic)), f"invalid instruction mnemonic '{mnemonic}'"
    if not instr.operands and mnemonic in _TEN_BY_DEFAULT:
        return at, "instruction requires: Not 64-bit mode"  # the 32-bit-only parse alias
    original, error_index = _variant_result(instr, mnemonic, tables, entries, isa.directory)
    if original == _SUCCESS:
        return None
    if original == _MISSING_FEATURE:
        return at, "instruction requires: Not 64-bit mode"
    suffixes = "slt" if mnemonic.startswith("f") else "bwlq"
    vector = any(type(op) is RegisterOperand and op.name.startswith(("xmm", "ymm", "zmm", "mm"))
                 for op in instr.operands)  # fmt: skip
    memory = any(type(op) is MemoryOperand for op in instr.operands)
    if vector and not memory:  # llvm-mc tries no suffix on vector register forms
        results = [_MNEMONIC_FAIL] * len(suffixes)
    else:
        results = [_variant_result(instr, mnemonic + s, tables, entries, isa.directory)[0] for s in suffixes]
    if mnemonic.startswith("f"):
        results.append(_MNEMONIC_FAIL)
    successes = [mnemonic + s for s, r in zip(suffixes, results, strict=False) if r == _SUCCESS]
    if len(successes) == 1:
        return None
    if results.count(_MNEMONIC_FAIL) == 4:
        if original == _MNEMONIC_FAIL:
            if not instr.prefixes:  # llvm-mc underlines the mnemonic
                at = Span(at.line, at.start, max(at.end, instr.mnemonic_span.end))
            return at, f"invalid instruction mnemonic '{mnemonic}'"
        if original == _UNSUPPORTED:
            return at, "unsupported instruction"
        if entries is not None and error_index > len(entries):
            return at, "too few operands for instruction"
        if entries is not None and 0 <= error_index < len(entries):
            token, column = entries[error_index]
            start = offset + column
            width = 1
            if token in ("{rnd}", "{sae}"):
                width = max(1, text.find("}", column) + 1 - column)
            elif token not in ("{", "}", "k"):
                operand = next((op for op in instr.operands if op.span.start == start), None)
                width = operand.span.end - start if operand is not None else 1
            return Span(instr.span.line, start, start + width), "invalid operand for instruction"
        return at, "invalid operand for instruction"
    if results.count(_UNSUPPORTED) == 1:
        return at, "unsupported instruction"
    if results.count(_MISSING_FEATURE) == 1:
        return at, "instruction requires: Not 64-bit mode"
    if results.count(_INVALID_OPERAND) == 1:
        return at, "invalid operand for instruction"
    if len(successes) > 1:
        quoted = [f"'{name}'" for name in successes]
        listed = ", ".join(quoted[:-1]) + ", or " + quoted[-1] if len(quoted) > 2 else " or ".join(quoted)
        return at, f"ambiguous instructions require an explicit suffix (could be {listed})"
    return at, "unknown use of instruction mnemonic without a size suffix"
