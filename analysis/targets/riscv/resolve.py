"""`Instruction` -> `McInst` as llvm-mc-19 assembles RISC-V: the spelling table (spellings.py), the
rounding-mode defaults, the pseudo-instructions llvm-mc keeps whole (`call`, `tail`) and the pieces
of those it expands at parse time (`li`: target.py emits them), then compression (compress.py)."""

from __future__ import annotations

from collections.abc import Callable

from ...diagnostics import Diagnostic, Severity
from ...frontend.syntax import Instruction
from ...isa import Isa
from ...lazy_re import lazy_compile
from ...mcinst import Expr, Imm, McInst, Reg
from ...source import Span
from . import matint, ranges, spellings, syntax

UNKNOWN_MNEMONIC = "MCL301"
BAD_OPERANDS = "MCL302"

# FRMArgLegacy (LLVM 19): conversions that are always exact default to RNE, not DYN, and print
# their rounding mode only when it is not RNE.
LEGACY_ROUNDING = frozenset({
    "FCVT_D_W", "FCVT_D_WU", "FCVT_D_S", "FCVT_S_H", "FCVT_D_H", "FCVT_D_W_INX", "FCVT_D_WU_INX",
    "FCVT_D_S_INX", "FCVT_S_H_INX", "FCVT_D_H_INX", "FCVT_D_W_IN32X", "FCVT_D_WU_IN32X",
    "FCVT_D_S_IN32X", "FCVT_D_H_IN32X",
})
# Pseudo-instructions llvm-mc hands the streamer whole (their emitter expands them).
_KEPT_PSEUDOS = {"call i": "PseudoCALL", "tail i": "PseudoTAIL", "call xi": "PseudoCALLReg", "jump ix": "PseudoJump"}
# What RISCVAsmParser's parseCallSymbol takes: an identifier, optionally `@plt` (`call foo+4` and
# `call 8` are llvm-mc's "operand must be a bare symbol name" at the operand).
_BARE_SYMBOL = lazy_compile(r"[A-Za-z_.$][A-Za-z0-9_.$]*(@plt)?")
# The internal mnemonic of an expanded `li`'s steps (target.py): `li.<OPCODE>`.
LI_STEP = "li."
# The load of an expanded `la.tls.ie` (target.py): LD on RV64, LW on RV32.
TLS_IE_LOAD = "la.tls.ie.load"


def _register_index(isa: Isa) -> dict[tuple[str, str, int], str]:
    """(register class, kind, number) -> LLVM register name (kept in the ISA's cache)."""
    index = isa.cache.get("riscv.registers")
    if index is not None:
        return index  # type: ignore[no-any-return]
    index = isa.cache["riscv.registers"] = {}
    for class_name, members in isa.register_classes.items():
        for member in sorted(members):
            atom = spellings.register_atom(member)
            if atom is not None:
                index.setdefault((class_name, atom[0], atom[1]), member)
    return index


def _register(isa: Isa, reg_class: str | None, kind: str, number: int) -> str | None:
    if reg_class is None:
        return {"x": f"X{number}", "f": f"F{number}_F", "v": f"V{number}"}[kind]
    return _register_index(isa).get((reg_class, kind, number))


def _plain_pair_operands(isa: Isa) -> frozenset[tuple[str, int]]:
    """(opcode, operand position) where the opcode's class is a GPR pair but llvm-mc puts the even
    x register itself in the MCInst, as its probes show (LLVM 19's Zdinx on RV32: `fadd.d a0, a2,
    a4` is FADD_D_IN32X X10, X12, X14, so a write of a3 is no dependency of a read of a2, where 22
    reads X12_X13). Kept in the ISA's cache."""
    found = isa.cache.get("riscv.plain_pairs")
    if found is not None:
        return found  # type: ignore[no-any-return]
    out: set[tuple[str, int]] = set()
    for opcode, rows in spellings.probe_by_opcode(isa.directory or "").items():
        info = isa.opcodes.get(opcode)
        if info is None:
            continue
        for probe in rows:
            if probe.parsed is None or probe.parsed[0] != opcode:
                continue
            for position, operand in enumerate(probe.parsed[1]):
                if (position < len(info.operands) and (info.operands[position].reg_class or "").startswith("GPRPair")
                        and operand.startswith("R:X") and operand[3:].isdigit()):
                    out.add((opcode, position))
    result = isa.cache["riscv.plain_pairs"] = frozenset(out)
    return result


def _build(spelling: spellings.Spelling, text_atoms: list[tuple[str, object]], isa: Isa) -> McInst | None:
    info = isa.opcodes.get(spelling.opcode)
    if info is None:
        return None
    operands: list[Reg | Imm | Expr] = []
    for position, source in enumerate(spelling.recipe):
        how = source[0]
        if how == "noreg":
            operands.append(Reg(None))
        elif how == "reg":
            operands.append(Reg(source[1]))
        elif how == "imm":
            operands.append(Imm(source[1]))
        else:
            if source[1] >= len(text_atoms):
                return None
            tag, value = text_atoms[source[1]]
            if tag == "r":
                reg_class = info.operands[position].reg_class if position < len(info.operands) else None
                kind, number = value  # type: ignore[misc]
                if kind == "x" and (spelling.opcode, position) in _plain_pair_operands(isa):
                    if number % 2:  # the pair's members are even: an odd one is refused as before
                        return None
                    reg_class = "GPR"
                name = _register(isa, reg_class, kind, number)
                if name is None:
                    return None
                operands.append(Reg(name))
            elif isinstance(value, int):
                operands.append(Imm(value))
            else:
                operands.append(Expr(str(value)))
    return McInst(spelling.opcode, tuple(operands))


def candidates(inst: Instruction, isa: Isa, rv32: bool) -> list[McInst]:
    """Every McInst the spelling table allows for `inst`, preferred first."""
    special = _kept_whole(inst, isa)
    if special is not None:
        return [special]
    operands = list(inst.operands)
    key = syntax.shape(inst.mnemonic, operands)  # type: ignore[arg-type]
    return [mc for mc, _ in _candidates_with_spellings(key, spellings.atoms(operands), isa, rv32)]  # type: ignore[arg-type]


def _kept_whole(inst: Instruction, isa: Isa) -> McInst | list[Diagnostic] | None:
    """The pseudo-instructions llvm-mc hands the streamer whole (`call`, `tail`, `call rd, sym`:
    gcc's `-msave-restore` millicode calls, `%tprel_add`)."""
    operands = list(inst.operands)
    key = syntax.shape(inst.mnemonic, operands)  # type: ignore[arg-type]
    text_atoms = spellings.atoms(operands)  # type: ignore[arg-type]
    # the symbol: last (`call rd, sym`) or first (`jump sym, rd`), the link register the other one
    where = 0 if inst.mnemonic == "jump" else -1
    if key in _KEPT_PSEUDOS and text_atoms[where][0] == "i":
        value = text_atoms[where][1]
        at = operands[where].span  # type: ignore[union-attr]
        column, message = at.start, "operand must be a bare symbol name"
        if where == 0:
            # `jump`'s operand takes no `@plt`: LLVM 22's parser stops at the `@` ("unexpected
            # token"), 19's matcher refuses the operand
            message = "operand must be a valid jump target"
            if isinstance(value, str) and value.endswith("@plt") and "llvm22" in (isa.directory or ""):
                column, message = at.start + len(value) - len("@plt"), "unexpected token"
            elif isinstance(value, str) and value.endswith("@plt"):
                value = ""
        if not isinstance(value, str) or _BARE_SYMBOL.fullmatch(value) is None or message == "unexpected token":
            return [Diagnostic(Span(at.line, column, column + 1), Severity.ERROR, BAD_OPERANDS, message)]
        # `foo@plt` is `foo` (LLVM 19 reads the suffix and prints calls without it)
        target = Expr(value.removesuffix("@plt"))
        if len(text_atoms) == 1:
            return McInst(_KEPT_PSEUDOS[key], (target,))
        link = _register(isa, "GPR", *text_atoms[where + 1][1])  # type: ignore[misc]
        if link is not None:
            return McInst(_KEPT_PSEUDOS[key], (Reg(link), target))
    if key == "add xxxi" and isinstance(text_atoms[3][1], str) and text_atoms[3][1].startswith("%tprel_add("):
        # `add rd, rs, tp, %tprel_add(sym)`: PseudoAddTPRel, which llvm-mc hands the streamer whole
        regs = [_register(isa, "GPR", *atom[1]) for atom in text_atoms[:3]]  # type: ignore[misc]
        if all(regs):
            return McInst("PseudoAddTPRel", (*(Reg(r) for r in regs), Expr(str(text_atoms[3][1]))))  # type: ignore[arg-type]
    return None


def _candidates_with_spellings(key: str, text_atoms: list[tuple[str, object]], isa: Isa, rv32: bool
                               ) -> list[tuple[McInst, spellings.Spelling]]:  # fmt: skip
    table = spellings.spelling_table(isa.directory or "", rv32)
    found: list[tuple[McInst, spellings.Spelling]] = []
    for spelling in table.get(key, ()):
        mc = _build(spelling, text_atoms, isa)
        if mc is not None:
            found.append((mc, spelling))
    if not found:
        # the rounding mode left out: DYN, or RNE for the legacy conversions
        for spelling in table.get(key + "w", ()):
            default = 0 if spelling.opcode in LEGACY_ROUNDING else 7
            mc = _build(spelling, [*text_atoms, ("i", default)], isa)
            if mc is not None:
                found.append((mc, spelling))
    return found


def _uses_every_atom(spelling: spellings.Spelling, count: int) -> bool:
    used = {source[1] for source in spelling.recipe if source[0] == "atom"}
    return all(index in used for index in range(count))


def _out_of_range(inst: Instruction, mc: McInst, spelling: spellings.Spelling, isa: Isa, rv32: bool
                  ) -> tuple[Span, str] | None:  # fmt: skip
    """llvm-mc's refusal of a written immediate outside its operand class (ranges.py): where (the
    immediate, or a memory operand's offset) and its words; None when every immediate fits."""
    operands = list(inst.operands)
    owners = [i for i, op in enumerate(operands) for _ in range(2 if isinstance(op, syntax.Mem) else 1)]
    for position, source in enumerate(spelling.recipe):
        if source[0] != "atom" or source[1] >= len(owners) or position >= len(mc.operands):
            continue
        value = mc.operands[position]
        if not isinstance(value, Imm):
            continue
        found = ranges.imm_range(isa, mc.opcode, position)
        if found is None or found.accepts(value.value, rv32):
            continue
        op = operands[owners[source[1]]]
        if isinstance(op, syntax.Mem):
            where = op.offset.span if op.offset is not None else op.span
        else:
            where = op.span  # type: ignore[union-attr]
        return where, found.message(rv32, "llvm22" in (isa.directory or ""))
    return None


def resolve_li_step(inst: Instruction, rv32: bool, llvm22: bool) -> McInst:
    """One step of an expanded `li` (target.py's `_li_steps`: `li.<OPCODE>` rd, source, imm) as the
    McInst llvm-mc emits, with RISCVMatInt's operands for the opcode (matint.py): ADDIW after a LUI
    on RV64 (LLVM 22: only where ADDI would not give the value), ADDI on RV32."""
    rd, rs, value = inst.operands  # type: ignore[misc]
    opcode = inst.mnemonic[len(LI_STEP):]
    if opcode.startswith("ADDIW"):
        opcode = "ADDI" if rv32 or (llvm22 and opcode == "ADDIW") else "ADDIW"
    dest = Reg(f"X{rd.number}")  # type: ignore[union-attr]
    source = Reg(f"X{rs.number}")  # type: ignore[union-attr]
    if opcode in matint.IMM_ONLY:
        return McInst(opcode, (dest, Imm(value.value)))  # type: ignore[union-attr]
    if opcode in matint.WITH_X0:
        return McInst(opcode, (dest, source, Reg("X0")))
    if opcode in matint.TWO_SOURCES:
        return McInst(opcode, (dest, source, source))
    return McInst(opcode, (dest, source, Imm(value.value)))  # type: ignore[union-attr]


def resolve(inst: Instruction, isa: Isa, rv32: bool,
            available: Callable[[str], bool] | None = None) -> McInst | list[Diagnostic]:  # fmt: skip
    """The McInst llvm-mc assembles `inst` to (before compression), or diagnostics; `available`
    says whether an opcode's features are in force (for llvm-mc's wording of a refused operand)."""
    if inst.mnemonic == TLS_IE_LOAD:
        rd, memory = inst.operands  # type: ignore[misc]
        offset = memory.offset.text  # type: ignore[union-attr]
        return McInst("LW" if rv32 else "LD", (Reg(f"X{rd.number}"), Reg(f"X{memory.base.number}"),  # type: ignore[union-attr]
                                                Expr(offset)))
    special = _kept_whole(inst, isa)
    if special is not None:
        return special
    operands = list(inst.operands)
    pairs = _candidates_with_spellings(syntax.shape(inst.mnemonic, operands),  # type: ignore[arg-type]
                                       spellings.atoms(operands), isa, rv32)  # type: ignore[arg-type]
    # llvm-mc's matcher takes the first candidate whose immediates are in their classes' ranges; a
    # spelling that leaves a written operand out (LLVM 19's `andi a0, a0, 255` as C_ZEXT_B) stands
    # for that value only, so it is no fallback for another
    first_problem: tuple[Span, str] | None = None
    for number, (mc, spelling) in enumerate(pairs):
        if number and not _uses_every_atom(spelling, len(spellings.atoms(operands))):  # type: ignore[arg-type]
            continue
        problem = _out_of_range(inst, mc, spelling, isa, rv32)
        if problem is None:
            return mc
        if first_problem is None:
            # on an instruction the subtarget lacks, llvm-mc's matcher gives the generic words
            wrong = available is not None and not available(mc.opcode)
            first_problem = (problem[0], "invalid operand for instruction") if wrong else problem
    if first_problem is not None:
        where, message = first_problem
        return [Diagnostic(Span(where.line, where.start, where.start + 1), Severity.ERROR, BAD_OPERANDS, message)]
    table = spellings.spelling_table(isa.directory or "", rv32)
    prefix = inst.mnemonic + " "
    if not any(key.startswith(prefix) for key in table) and inst.mnemonic not in ("call", "tail", "li"):
        at = inst.mnemonic_span
        return [Diagnostic(Span(at.line, at.start, at.start + 1), Severity.ERROR, UNKNOWN_MNEMONIC,
                           "unrecognized instruction mnemonic")]
    odd = _odd_pair_register(inst, isa, table)
    if odd is not None:
        return [Diagnostic(Span(odd[0].line, odd[0].start, odd[0].start + 1), Severity.ERROR, BAD_OPERANDS, odd[1])]
    where = _mismatch(inst, table)
    return [Diagnostic(Span(where.line, where.start, where.start + 1), Severity.ERROR, BAD_OPERANDS,
                       "invalid operand for instruction")]


def _mismatch(inst: Instruction, table: dict[str, tuple[spellings.Spelling, ...]]) -> Span:
    """Where llvm-mc's matcher points when no form of the mnemonic takes the operands: the furthest
    operand any form matched up to (`fadd.s a0, fa1, a2` with Zfinx: at `fa1`, where FADD_S_INX
    stops; FADD_S already at `a0`); the first operand when no form has as many operands."""
    operands = list(inst.operands)
    if not operands:
        return inst.mnemonic_span
    kinds = syntax.shape(inst.mnemonic, operands).partition(" ")[2]  # type: ignore[arg-type]
    prefix = inst.mnemonic + " "
    furthest = 0
    for key in table:
        if not key.startswith(prefix):
            continue
        theirs = key[len(prefix):]
        if len(theirs) not in (len(kinds), len(kinds) + 1):  # a rounding mode may be left out
            continue
        same = next((i for i, (a, b) in enumerate(zip(kinds, theirs, strict=False)) if a != b), len(kinds))
        furthest = max(furthest, min(same, len(operands) - 1))
    return operands[furthest].span  # type: ignore[no-any-return]


# LLVM's message for an odd register where a Zdinx opcode (`fadd.d` on RV32) takes a pair: at the
# instruction in LLVM 19, at the register in 22 (llvm-mc-19/-22 -triple=riscv32 -mattr=+zdinx)
_ODD_FP_PAIR = "double precision floating point operands must use even numbered X register"


def _odd_pair_register(inst: Instruction, isa: Isa, table: dict[str, tuple[spellings.Spelling, ...]]
                       ) -> tuple[Span, str] | None:  # fmt: skip
    """Where and how llvm-mc refuses an odd x register written for a GPR pair operand: RV32's Zilsd
    `ld a1, 0(a0)` ("register must be even", at the register) and Zdinx's `fadd.d a1, a2, a4`
    (_ODD_FP_PAIR). The spelling's opcode takes GPRPair there, whose members are the even registers."""
    operands = list(inst.operands)
    key = syntax.shape(inst.mnemonic, operands)  # type: ignore[arg-type]
    text_atoms = spellings.atoms(operands)  # type: ignore[arg-type]
    # the text operand each atom comes from (a memory operand gives two: offset, base)
    owners = [i for i, op in enumerate(operands) for _ in range(2 if isinstance(op, syntax.Mem) else 1)]
    for spelling in (*table.get(key, ()), *table.get(key + "w", ())):
        info = isa.opcodes.get(spelling.opcode)
        if info is None:
            continue
        for position, source in enumerate(spelling.recipe):
            if source[0] != "atom" or position >= len(info.operands) or source[1] >= len(text_atoms):
                continue
            if not (info.operands[position].reg_class or "").startswith("GPRPair"):
                continue
            tag, value = text_atoms[source[1]]
            if tag == "r" and value[0] == "x" and value[1] % 2 == 1:  # type: ignore[index]
                op = operands[owners[source[1]]]
                at = op.base.span if isinstance(op, syntax.Mem) else op.span  # type: ignore[union-attr]
                if not spelling.opcode.endswith("_IN32X"):
                    return at, "register must be even"
                return (at if "llvm22" in (isa.directory or "") else inst.mnemonic_span), _ODD_FP_PAIR
    return None
