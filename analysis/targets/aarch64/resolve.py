"""AArch64 `syntax.Instruction` -> `McInst` exactly as llvm-mc-19 assembles it, or MCL3xx diagnostics.

Public entry points:

    resolve(inst, isa) -> McInst | list[Diagnostic]
    requirement(opcode, isa) -> str | None     "instruction requires: sve or sme" (generic CPU), or None
    load_tables(isa) -> Spellings               the learned spelling table (spellings.py), cached

The opcode and operands come from the learned spelling table (spellings.py): the instruction's
shape key selects candidates, the first whose recipes apply wins. Spellings LLVM completes or
rewrites are handled as LLVM's assembler does: omitted optional operands (`[x0]` = `[x0, #0]`,
`add x0, x1, x2` = `..., lsl #0`, `cntd x0` = `cntd x0, all, mul #1`), unscaled forms for offsets
the scaled form cannot encode (`ldr x0, [x1, #-8]` -> LDURXi), negative add/sub immediates
(`add x0, x1, #-8` -> SUBXri), `cmp`/`cmn` swapped the same way, and `#imm, lsl #12` for
add/sub immediates that are multiples of 4096.
Diagnostics: MCL301 unknown mnemonic, MCL302 no accepted form matches (the closest accepted forms
are listed), as analysis/targets/x86/resolve.py does for x86.
"""

from __future__ import annotations

import difflib
import re

from ...diagnostics import Diagnostic, Related, Severity
from ...isa import Isa
from ...mcinst import Expr, McInst
from ...mcinst import Reg as McReg
from ...source import Span
from . import names
from .spellings import (
    BASE,
    EXTEND,
    INDEX,
    LANE,
    MAIN,
    OFFSET,
    Spellings,
    apply_recipes,
    components,
    general_key,
    part_value,
    shape_key,
    value_allowed,
    with_part,
    za_of,
)
from .syntax import Imm, Instruction, Mem, Reg, RegList, Shift, Sym, Za

UNKNOWN_MNEMONIC = "MCL301"
LLVM_OPERAND_MESSAGE = "MCL307"  # an immediate out of range, in LLVM's words at LLVM's column
OUT_OF_RANGE_OPCODE = "with an immediate in range this is "  # + the opcode (Related of MCL307)
NO_MATCHING_FORM = "MCL302"
BACKWARD_LOCAL_LABEL = "MCL306"  # llvm-mca's AArch64 parser refuses `b 1b` (llvm-mc takes it)
_BACKWARD = re.compile(r"\d+b$")

# Offset ranges of the MC operand of load/store forms (after scaling), by opcode name.
_UNSIGNED_SCALED = re.compile(r"(ui|roW|roX)$")
_PAIR = re.compile(r"^(LD|ST)(N?P|GP(?:i|pre|post)$)")  # (not STGPreIndex, STGPostIndex: STG)
_UNSCALED = re.compile(r"^(LD|ST)(UR|TR)|^PRFUM|(pre|post)$")
_SVE_IMM = re.compile(r"_IMM(_REAL)?$")
_ADD_SUB_IMM = re.compile(r"^(ADD|SUB)S?[WX]ri$")
# Unsigned immediates LLVM's operand classes bound (the last MC operand): exception-generating
# instructions' imm16, ISB's 4-bit option, the 4-bit and 1-bit PSTATE fields.
_IMMEDIATE_LIMITS = {"DCPS1": 65535, "DCPS2": 65535, "DCPS3": 65535, "SVC": 65535, "HVC": 65535, "SMC": 65535,
                     "BRK": 65535, "HLT": 65535, "ISB": 15, "MSRpstateImm4": 15, "MSRpstateImm1": 1}  # fmt: skip
_SVE_ADD_SUB_IMM = re.compile(r"^(?:ADD|SUB|SUBR|SQADD|SQSUB|UQADD|UQSUB)_ZI_")


def load_tables(isa: Isa) -> Spellings:
    from .tables import load_spellings

    return load_spellings(isa)


def requirement(opcode: str, isa: Isa) -> str | None:
    """The assembler's "instruction requires: ..." text for `opcode` on the generic CPU, or None."""
    return load_tables(isa).requires.get(opcode)


_SVE_CPY = re.compile(r"^(?:DUP_ZI|CPY_ZP[mz]I)_([BHSD])$")
_ELEMENT_BITS = {"B": 8, "H": 16, "S": 32, "D": 64}


def sve_cpy_immediate(value: int, bits: int) -> tuple[int, int] | None:
    """(immediate, shift) of an SVE DUP/CPY immediate as LLVM's assembler makes it, or None when
    the element type cannot hold it: a non-zero multiple of 256 is always `#v/256, lsl #8`; the
    value must be a signed 8-bit one (or that times 256) of the element, top bits all sign or zero."""
    first, shift = (value >> 8, 8) if value != 0 and value % 256 == 0 else (value, 0)
    if bits == 8 and shift:
        return None
    full = (first << shift) & ((1 << 64) - 1)
    full = full - (1 << 64) if full >> 63 else full
    if bits < 64:
        top = full >> bits
        if top not in (0, -1):
            return None

    def signed(x: int, width: int) -> int:
        x &= (1 << width) - 1
        return x - (1 << width) if x >> (width - 1) else x

    element = signed(full, bits)
    if full & 0xFF:
        ok = signed(full, 8) == element
    elif full & 0xFF00:
        ok = signed(full, 16) == element
    else:
        ok = full == 0
    return (first, shift) if ok else None


def _in_range(opcode: str, operands: tuple) -> bool:
    """LLVM's operand range checks that decide between forms (scaled/unscaled offsets, add/sub)."""
    from ...mcinst import Imm as McImm

    cpy = _SVE_CPY.match(opcode)
    if (cpy is not None and len(operands) >= 2 and isinstance(operands[-2], Expr)) or (
        opcode in ("DUPM_ZI", "AND_ZI", "ORR_ZI", "EOR_ZI") and isinstance(operands[-1], Expr)
    ):
        return False  # llvm-mc takes no symbol here (`mov z8.h, #sym`)
    if cpy is not None and len(operands) >= 2 and isinstance(operands[-2], McImm):
        imm, shift = operands[-2].value, operands[-1].value  # type: ignore[union-attr]
        if imm == 0 and shift == 8:  # `mov z0.h, #0, lsl #8`: LLVM keeps an explicit shift (not for bytes)
            return cpy.group(1) != "B"
        return sve_cpy_immediate(imm << shift, _ELEMENT_BITS[cpy.group(1)]) == (imm, shift)

    limit = _IMMEDIATE_LIMITS.get(opcode)
    if limit is not None:
        value = operands[-1]
        return not isinstance(value, McImm) or 0 <= value.value <= limit
    if _ADD_SUB_IMM.match(opcode):
        value = operands[2]
        return not isinstance(value, McImm) or 0 <= value.value <= 4095
    if "_ZI_" in opcode and len(operands) >= 2 and isinstance(operands[-2], McImm):
        if _SVE_ADD_SUB_IMM.match(opcode):  # LLVM's SVEAddSubImm: unsigned, no `lsl #8` for bytes
            shift = operands[-1].value if isinstance(operands[-1], McImm) else 0
            return 0 <= operands[-2].value <= 255 and not (shift and opcode.endswith("_B"))
        return -128 <= operands[-2].value <= 255  # SVE 8-bit immediates (then `lsl #8`)
    if opcode.startswith(("LD", "ST", "PRFM", "PRFUM")) or _SVE_IMM.search(opcode):
        imms = [op.value for op in operands if isinstance(op, McImm)]
        if not imms:
            return True
        if _PAIR.match(opcode):
            return -64 <= imms[-1] <= 63
        if _UNSCALED.search(opcode):
            return -256 <= imms[-1] <= 255
        if opcode.endswith("ui"):
            return 0 <= imms[-1] <= 4095
    return True


def _try(
    spellings: Spellings, isa: Isa, mnemonic: str, operands: tuple, exclude: str = "", ranges: bool = True
) -> McInst | None:
    key = shape_key(mnemonic, operands)
    comps = components(operands)
    for table, table_key in ((spellings.table, key), (spellings.general, general_key(key))):
        for opcode, recipes in table.get(table_key, ()):
            if opcode == exclude:
                continue
            result = apply_recipes(spellings, isa, opcode, recipes, comps)
            if result is not None and (not ranges or _in_range(opcode, result)):
                return McInst(opcode, result)
    # SVE bitmask immediates: one opcode for every element size (`and z2.h, z2.h, #0xff`), its
    # recipe reads the size from the operands, so a spelling with another arrangement serves.
    # (every Z register of the one size: `and z0.s, z0.d, #3` is "invalid element width")
    if "z." in key and any(isinstance(op, Imm) for op in operands) and len(set(_Z_SIZE.findall(key))) == 1:
        for size in "bhsd":
            other = re.sub(r"z\.[bhsd]", "z." + size, key)
            for opcode, recipes in spellings.table.get(other, ()) if other != key else ():
                if any(r[0] == "i" and r[1] == "svelog" for r in recipes):
                    result = apply_recipes(spellings, isa, opcode, recipes, comps)
                    if result is not None and (not ranges or _in_range(opcode, result)):
                        return McInst(opcode, result)
    return None


_Z_SIZE = re.compile(r"z\.([bhsdq])")


def _completions(operands: tuple) -> list[tuple]:
    """Operand lists with LLVM's defaults for omitted optional operands written out."""
    out: list[tuple] = []
    if not operands:
        return out
    last = operands[-1]
    span = last.span
    zero = Imm(0, "0", span)
    # `[x0]` -> `[x0, #0]` / `[x0, #0, mul vl]`
    for index, op in enumerate(operands):
        if isinstance(op, Mem) and op.offset is None and op.index is None and op.extend is None:
            with_offset = Mem(op.base, zero, None, None, op.writeback, op.span)
            out.append((*operands[:index], with_offset, *operands[index + 1 :]))
            mul_vl = Mem(op.base, zero, None, Shift("mulvl", None, op.span), op.writeback, op.span)
            out.append((*operands[:index], mul_vl, *operands[index + 1 :]))
        if isinstance(op, Mem) and op.index is not None and op.extend is None and op.index.kind != "w":
            # (a 32-bit index needs its extend written: `ldr w0, [x1, w2]` is an llvm-mc error)
            extended = Mem(op.base, op.offset, op.index, Shift("lsl", None, op.span), op.writeback, op.span)
            out.append((*operands[:index], extended, *operands[index + 1 :]))
    if isinstance(last, Reg):
        out.append((*operands, Shift("lsl", 0, span)))
        first = operands[0]
        if last.kind == "x" or not (isinstance(first, Reg) and first.kind == "x"):
            # (`add x0, x1, w2` needs its extend written: llvm-mc says "too few operands")
            out.append((*operands, Shift("uxtx" if last.kind == "x" else "uxtw", None, span)))
    if isinstance(last, Imm):
        out.append((*operands, Shift("lsl", 0, span)))
    # SME: the vector group is optional where the register lists imply it (`add za.s[w8, 0], {z0.s, z1.s}`)
    for index, op in enumerate(operands):
        if isinstance(op, Za) and op.index is not None and not op.group:
            for group in ("vgx2", "vgx4"):
                grouped = Za(op.tile, op.direction, op.arrangement, op.index, op.offset, op.count, group, op.span)
                out.append((*operands[:index], grouped, *operands[index + 1 :]))
            break
    # SVE element counts and predicate patterns: `cntd x0`, `ptrue p0.s`, `incw x0, all`.
    if isinstance(last, Sym) and last.text.lower() in names.SVE_PATTERNS:
        out.append((*operands, Shift("mul", 1, span)))
    if isinstance(last, Reg) and (last.kind in ("x", "w") or last.kind == "p" or last.kind == "z"):
        out.append((*operands, Sym("all", span)))
        out.append((*operands, Sym("all", span), Shift("mul", 1, span)))
    return out


_UNSCALED_NAMES = {
    "ldr": "ldur", "str": "stur", "ldrb": "ldurb", "strb": "sturb", "ldrh": "ldurh", "strh": "sturh",
    "ldrsb": "ldursb", "ldrsh": "ldursh", "ldrsw": "ldursw",
}  # fmt: skip  (`prfm` has no unscaled fallback in LLVM: `prfm pldl1keep, [x0, #4]` is an error)
_NEGATED = {"add": "sub", "sub": "add", "adds": "subs", "subs": "adds", "cmp": "cmn", "cmn": "cmp"}


# Spellings LLVM's assembler accepts but its printer never writes: (mnemonic -> mnemonic, extra #0).
_LONG_SHIFTS = {"sxtl": "sshll", "sxtl2": "sshll2", "uxtl": "ushll", "uxtl2": "ushll2"}


def _literal_as_movz(operands: tuple) -> tuple | None:
    """`ldr x0, =0x1234`: a constant one MOVZ can build becomes `mov` (llvm-mc does this; other
    constants and symbols stay a literal-pool load, LDRXl)."""
    if len(operands) != 2 or not isinstance(operands[1], Sym) or not operands[1].text.startswith("="):
        return None
    dst = operands[0]
    if not isinstance(dst, Reg) or dst.kind not in ("x", "w"):
        return None
    from ...frontend.exprs import evaluate

    value, error = evaluate(operands[1].text[1:])
    if error is not None or value is None or value < 0:
        return None
    width = 32 if dst.kind == "w" else 64
    if value >> width or sum(1 for s in range(0, width, 16) if (value >> s) & 0xFFFF) > 1:
        return None
    return (dst, Imm(value, str(value), operands[1].span))


_EXTEND_ALIASES = frozenset(("sxtb", "sxth", "sxtw", "uxtb", "uxth", "uxtw"))


def _as_w(reg: Reg) -> Reg:
    """The 32-bit view of an X register (xzr -> wzr, sp -> wsp)."""
    name = {"zr": "wzr", "sp": "wsp"}.get(reg.special, f"w{reg.number}")
    return Reg(name, "w", reg.number, reg.special, "", None, "", reg.span)


def _normalised(mnemonic: str, operands: tuple) -> tuple[str, tuple]:
    """Operand rewrites LLVM's parser makes before matching."""
    if mnemonic == "ldr":
        movz = _literal_as_movz(operands)
        if movz is not None:
            return "mov", movz
    if mnemonic in _EXTEND_ALIASES and len(operands) == 2 and all(isinstance(op, Reg) for op in operands):
        # LLVM's parser widens the source of `sxtw`/`uxtw` (and of `sxtb`/`sxth` into an X register)
        # and narrows the X destination of `uxtb`/`uxth` before matching: `sxtw x0, x1` = `sxtw x0, w1`,
        # `uxtb x0, w1` = `uxtb w0, w1` (the table spells the 32-bit register)
        dst, src = operands
        if mnemonic in ("uxtb", "uxth"):
            if dst.kind == "x":
                return mnemonic, (_as_w(dst), src)
        elif (mnemonic in ("sxtw", "uxtw") or dst.kind == "x") and src.kind == "x":
            return mnemonic, (dst, _as_w(src))
    if mnemonic in ("tbz", "tbnz") and len(operands) == 3:
        reg, bit = operands[0], operands[1]
        # the W form encodes bits 0-31 (llvm-mc: TBZW)
        if isinstance(reg, Reg) and reg.kind == "x" and isinstance(bit, Imm) and bit.value in range(32):
            name = "wzr" if reg.special == "zr" else f"w{reg.number}"
            w_reg = Reg(name, "w", reg.number, reg.special, "", None, "", reg.span)
            return mnemonic, (w_reg, *operands[1:])
    return mnemonic, operands


# Mnemonics whose 128-bit FP register operands LLVM matches by register class, so that a bare `v0`
# is `q0` (`stlur v0, [x0, #1]`, `sha256h v0, v1, v2.4s`; `ldr v0, [x0]` is an error): every probe
# spelling with a q register, written with v, assembled by llvm-mc-19 (-mattr=+all).
_BARE_V_AS_Q = frozenset(("ldapur", "stlur", "sha1c", "sha1m", "sha1p", "sha256h", "sha256h2", "sha512h", "sha512h2"))


# Comparisons written with the operands swapped (`fcmlt p0.s, p1/z, z2.s, z3.s` = fcmgt ... z3, z2).
_SWAPPED_COMPARES = {
    "cmlt": "cmgt", "cmle": "cmge", "cmlo": "cmhi", "cmls": "cmhs",
    "fcmlt": "fcmgt", "fcmle": "fcmge", "faclt": "facgt", "facle": "facge",
    "cmplt": "cmpgt", "cmple": "cmpge", "cmplo": "cmphi", "cmpls": "cmphs",
}  # fmt: skip


_ORR_MOVES = {"8h": "16b", "4s": "16b", "2d": "16b", "4h": "8b", "2s": "8b", "1d": "8b"}


def _rewrites(mnemonic: str, operands: tuple) -> list[tuple[str, tuple]]:
    out: list[tuple[str, tuple]] = []
    if mnemonic in ("movz", "movn") and len(operands) in (2, 3) and isinstance(operands[1], Imm):
        dst, imm = operands[0], operands[1]
        shift = operands[2].amount if len(operands) == 3 and isinstance(operands[2], Shift) else 0
        if isinstance(dst, Reg) and imm.value is not None and shift is not None:
            width = 32 if dst.kind == "w" else 64
            value = imm.value << shift
            if mnemonic == "movn":
                value = ~value & ((1 << width) - 1)
            out.append(("mov", (dst, Imm(value, str(value), imm.span))))
    if (
        mnemonic == "mov" and len(operands) == 2 and isinstance(operands[0], Reg)
        and operands[0].kind in ("x", "w") and isinstance(operands[1], Imm) and operands[1].value is not None
    ):  # fmt: skip
        # `mov Rd, #bitmask` is ORR Rd, ZR, #imm where MOVZ/MOVN cannot build it, and the only
        # form into sp/wsp (`mov w0, #0x55555555`, `mov wsp, #1`)
        dst = operands[0]
        zero = "wzr" if dst.kind == "w" else "xzr"
        zr = Reg(zero, dst.kind, 31, "zr", "", None, "", dst.span)
        out.append(("orr", (dst, zr, operands[1])))
    if mnemonic == "mov" and len(operands) == 2 and all(
        isinstance(op, Reg) and op.kind == "v" and op.lane is None for op in operands
    ) and operands[0].arrangement == operands[1].arrangement and operands[0].arrangement in _ORR_MOVES:
        # `mov v0.4s, v1.4s`: LLVM's parse-only aliases of ORR (printed .16b / .8b)
        whole = _ORR_MOVES[operands[0].arrangement]
        out.append(("mov", tuple(Reg(op.name, op.kind, op.number, op.special, whole, None, op.qualifier, op.span)
                                 for op in operands)))  # fmt: skip
    if mnemonic == "pmov" and len(operands) == 2 and all(isinstance(op, Reg) for op in operands):
        # `pmov p0.h, z0` / `pmov z0, p0.s`: the vector's index defaults to 0 (LLVM's aliases)
        at = next((i for i, op in enumerate(operands) if op.kind == "z" and op.lane is None), None)
        if at is not None:
            z = operands[at]
            indexed = Reg(z.name, z.kind, z.number, z.special, z.arrangement, 0, z.qualifier, z.span)
            out.append((mnemonic, (*operands[:at], indexed, *operands[at + 1 :])))
    if mnemonic in _BARE_V_AS_Q and any(isinstance(op, Reg) and op.kind == "v" and not op.arrangement
                                        and op.lane is None for op in operands):  # fmt: skip
        as_q = tuple(
            Reg(f"q{op.number}", "q", op.number, "", "", None, "", op.span)
            if isinstance(op, Reg) and op.kind == "v" and not op.arrangement and op.lane is None
            else op
            for op in operands
        )
        out.append((mnemonic, as_q))
    hint = names.HINTS.get(mnemonic)
    if hint is not None and not operands:
        out.append(("hint", (Imm(hint, str(hint), Span(0, 0, 0)),)))
    if mnemonic == "bfc" and len(operands) == 3 and isinstance(operands[0], Reg):  # bfi Rd, zr, #lsb, #width
        zero = "wzr" if operands[0].kind == "w" else "xzr"
        zr = Reg(zero, operands[0].kind, 31, "zr", "", None, "", operands[0].span)
        out.append(("bfi", (operands[0], zr, *operands[1:])))
    sysops = names.sysops()
    if mnemonic in sysops.sys_mnemonics and operands and isinstance(operands[0], Sym):
        # `dc zva, x0`, `tlbi vmalle1is`, `at s1e1r, x0` = SYS #op1, Cn, Cm, #op2, Xt (LLVM's names)
        fields = sysops.sys.get((mnemonic, operands[0].text.lower()))
        if fields is not None and len(operands) == (2 if fields[4] else 1):
            span = operands[0].span
            target = operands[1] if len(operands) == 2 else Reg("xzr", "x", 31, "zr", "", None, "", span)
            op1, crn, crm, op2, _ = fields
            out.append(("sys", (Imm(op1, str(op1), span), Sym(f"c{crn}", span), Sym(f"c{crm}", span),
                                Imm(op2, str(op2), span), target)))  # fmt: skip
    if mnemonic == "bti":  # `bti`, `bti c|j|jc` are HINT #32..#38
        target = operands[0].text.lower() if operands and isinstance(operands[0], Sym) else ""
        code = {"": 32, "c": 34, "j": 36, "jc": 38}.get(target)
        if code is not None and len(operands) <= 1:
            out.append(("hint", (Imm(code, str(code), operands[0].span if operands else Span(0, 0, 0)),)))
    if not operands and mnemonic in ("isb", "clrex"):  # default option SY / #15
        out.append((mnemonic, (Imm(15, "15", Span(0, 0, 0)),)))
    # Named operands as their values (`dmb ish` = `dmb #11`, `isb sy`).
    if any(isinstance(op, Sym) and names.is_named(op.text) for op in operands):
        as_values = tuple(
            Imm(names.named_value(op.text), op.text, op.span)
            if isinstance(op, Sym) and names.is_named(op.text)
            else op
            for op in operands
        )
        out.append((mnemonic, as_values))
    swapped = _SWAPPED_COMPARES.get(mnemonic)
    if swapped is not None and len(operands) >= 3 and all(isinstance(op, Reg) for op in operands[-2:]):
        out.append((swapped, (*operands[:-2], operands[-1], operands[-2])))
    # Symbols where an immediate goes (`add x0, x0, :lo12:sym`).
    if any(isinstance(op, Sym) and op.text[:1] in ":=" for op in operands):
        as_imms = tuple(
            Imm(None, op.text, op.span) if isinstance(op, Sym) and op.text[:1] == ":" else op
            for op in operands
        )
        out.append((mnemonic, as_imms))
    if (
        mnemonic in _NEGATED
        and len(operands) >= 3
        and isinstance(operands[-1], Shift)
        and operands[-1].op == "lsl"
        and isinstance(operands[-2], Reg)
        and operands[-2].kind in ("x", "w")
        and operands[-1].amount in range(5)
    ):
        # LLVM's add/sub extend operands take `lsl` too, as UXTX (64-bit index) or UXTW (32-bit):
        # `add x0, sp, x1, lsl #2` (no shifted form takes sp), `adds x0, x1, w2, lsl #1`
        shift = operands[-1]
        extend = Shift("uxtx" if operands[-2].kind == "x" else "uxtw", shift.amount, shift.span)
        out.append((mnemonic, (*operands[:-1], extend)))
    for index, op in enumerate(operands):
        if (
            isinstance(op, Mem) and op.index is not None and op.index.kind == "z"
            and op.extend is not None and op.extend.amount == 0
        ):  # fmt: skip
            # SVE vector offsets: an explicit `#0` is the unscaled form (`[x0, z1.d, lsl #0]` =
            # `[x0, z1.d]`, `sxtw #0` = `sxtw`)
            extend = None if op.extend.op == "lsl" else Shift(op.extend.op, None, op.extend.span)
            bare = Mem(op.base, op.offset, op.index, extend, op.writeback, op.span)
            out.append((mnemonic, (*operands[:index], bare, *operands[index + 1 :])))
    long_shift = _LONG_SHIFTS.get(mnemonic)
    if long_shift is not None and operands:
        out.append((long_shift, (*operands, Imm(0, "0", operands[-1].span))))
    if mnemonic == "uxtw" and len(operands) == 2:  # `uxtw x0, w1` = `ubfx x0, x1, #0, #32`
        dst, src = operands
        if isinstance(dst, Reg) and isinstance(src, Reg) and dst.kind == "x" and src.kind == "w":
            name = "xzr" if src.special == "zr" else f"x{src.number}"
            x_src = Reg(name, "x", src.number, src.special, "", None, "", src.span)
            out.append(("ubfx", (dst, x_src, Imm(0, "0", src.span), Imm(32, "32", src.span))))
    # SVE lists written without braces (`ld1w z0.s, p0/z, [x0]`, as gcc does).
    for index, op in enumerate(operands):
        if isinstance(op, Reg) and op.kind == "z" and op.lane is None:
            out.append((mnemonic, (*operands[:index], RegList((op,), None, op.span), *operands[index + 1 :])))
            break
    unscaled = _UNSCALED_NAMES.get(mnemonic)
    if unscaled is not None:
        out.append((unscaled, operands))
    negated = _NEGATED.get(mnemonic)
    imms = [i for i, op in enumerate(operands) if isinstance(op, Imm) and op.value is not None]
    if imms:
        index = imms[-1]
        imm = operands[index]
        assert isinstance(imm, Imm)
        value = imm.value
        assert value is not None
        if negated is not None and value < 0 and not any(isinstance(op, Reg) and op.kind == "z" for op in operands):
            out.append(
                (negated, (*operands[:index], Imm(-value, str(-value), imm.span), *operands[index + 1 :]))
            )
        if (
            (value > 255 or value < -128)
            and value % 256 == 0
            and index == len(operands) - 1
            and any(isinstance(op, Reg) and op.kind == "z" for op in operands)
        ):  # SVE immediates LLVM shifts by 8 (`add z0.s, z0.s, #256`, `mov z0.s, #512`)
            out.append((mnemonic, (*operands[:index], Imm(value >> 8, str(value >> 8), imm.span),
                                   Shift("lsl", 8, imm.span))))  # fmt: skip
        if mnemonic in _NEGATED and index == len(operands) - 1:
            for candidate_mnemonic, candidate in ((mnemonic, value), (negated, -value)):
                if candidate > 4095 and candidate % 4096 == 0:
                    shifted = Imm(candidate >> 12, str(candidate >> 12), imm.span)
                    out.append((candidate_mnemonic, (*operands[:index], shifted, Shift("lsl", 12, imm.span))))
    if mnemonic == "mov" and len(operands) == 2 and isinstance(operands[0], Reg) and operands[0].kind == "z":
        # `mov z4.d, #0xfffffff0`: a bitmask, not a DUP immediate (after DUP's `#1, lsl #8` above,
        # as LLVM's matcher tries DUP_ZI first)
        out.append(("dupm", operands))
    return out


def resolve(inst: Instruction, isa: Isa) -> McInst | list[Diagnostic]:
    """The McInst llvm-mc makes of `inst`, or positioned diagnostics (never raises on user input)."""
    names.select_release(isa.directory)  # the release's system operand names
    spellings = load_tables(isa)
    cache = spellings.resolved
    key = (inst.mnemonic, inst.text[len(inst.mnemonic) :])
    hit = cache.get(key)
    if hit is not None:
        return hit
    result = _resolve_numbers(spellings, isa, _scalar_dup_as_mov(inst))
    if not isinstance(result, McInst) and "." in inst.mnemonic:
        apple = _apple_spelling(spellings, isa, inst)
        if apple is not None:
            result = apple
    # (an operand out of LLVM's range is that error, whatever the other operands are)
    if not isinstance(result, McInst) and not any(d.code == LLVM_OPERAND_MESSAGE for d in result):
        named = _named_number(spellings, isa, inst)
        if named is not None:
            result = named
    if isinstance(result, McInst) and _SVE_PREFETCH.match(result.opcode):
        result = _sve_prefetch_value(inst, result)
    if isinstance(result, McInst):
        if len(cache) > 100_000:
            cache.clear()
        cache[key] = result
    return result


_APPLE_SUFFIX = re.compile(r"\.(?:\d*[bhsdq])$")
_V_ARRANGEMENT = re.compile(r"\bv\d+(?:\.(\d*[bhsdq]))?")
_APPLE_FORMS: dict[str, dict[str, list[tuple[str, tuple[str, ...]]]]] = {}


def _apple_forms(isa: Isa) -> dict[str, list[tuple[str, tuple[str, ...]]]]:
    """Apple-syntax mnemonic (`pmull.8h`) -> [(generic mnemonic, the arrangement of each vector
    register in order)], from the printer's generic and Apple columns (isa.json)."""
    key = str(isa.directory)
    forms = _APPLE_FORMS.get(key)
    if forms is not None:
        return forms
    forms = {}
    for row in isa.print_data.values():
        if len(row) < 5 or not isinstance(row[4], str) or "\t" not in row[4]:
            continue
        apple_mnemonic, apple_operands = row[4].split("\t", 1)
        dot = apple_mnemonic.find(".")
        if dot < 0 or not _APPLE_SUFFIX.search(apple_mnemonic):
            continue
        suffix = apple_mnemonic[dot:]
        for generic in {row[2], row[3]}:
            if not isinstance(generic, str) or "\t" not in generic:
                continue
            mnemonic, operands = generic.split("\t", 1)
            arrangements = tuple(m.group(1) or "" for m in _V_ARRANGEMENT.finditer(operands))
            if len(arrangements) != len(_V_ARRANGEMENT.findall(apple_operands)) or not all(arrangements):
                continue
            entry = (mnemonic, arrangements)
            bucket = forms.setdefault(mnemonic + suffix, [])
            if entry not in bucket:
                bucket.append(entry)
    _APPLE_FORMS[key] = forms
    return forms


def _apple_spelling(spellings: Spellings, isa: Isa, inst: Instruction) -> McInst | None:
    """`pmull.8h v0, v1, v2`, `fmla.2d v0, v1, v2[1]`: LLVM's matcher takes the Apple syntax
    (arrangement in the mnemonic, bare vector registers) on every triple; the generic spelling
    with each register's arrangement, else None."""
    if not _APPLE_SUFFIX.search(inst.mnemonic):
        return None
    bare: list[tuple[int, int]] = []  # (operand, register in a list or -1)
    for index, op in enumerate(inst.operands):
        if isinstance(op, Reg) and op.kind == "v":
            if op.arrangement:
                return None
            bare.append((index, -1))
        elif isinstance(op, RegList):
            for at, reg in enumerate(op.regs):
                if not isinstance(reg, Reg) or reg.kind != "v" or reg.arrangement:
                    return None
                bare.append((index, at))
    if not bare:
        return None
    for mnemonic, arrangements in _apple_forms(isa).get(inst.mnemonic, ()):
        if len(arrangements) != len(bare):
            if len(set(arrangements)) != 1:
                continue
            arrangements = arrangements[:1] * len(bare)
        operands = list(inst.operands)
        for (index, at), arrangement in zip(bare, arrangements, strict=True):
            op = operands[index]
            if at < 0:
                operands[index] = _arranged(op, arrangement)
            else:
                regs = list(op.regs)
                regs[at] = _arranged(regs[at], arrangement)
                operands[index] = RegList(tuple(regs), op.lane, op.span)
        generic = Instruction(mnemonic, tuple(operands), inst.span, inst.mnemonic_span, inst.text)
        found = _resolve_numbers(spellings, isa, generic)
        if isinstance(found, McInst):
            return found
    return None


def _arranged(reg: Reg, arrangement: str) -> Reg:
    return Reg(reg.name, reg.kind, reg.number, reg.special, arrangement, reg.lane, reg.qualifier, reg.span)


def _llvm_mca_expressions(mc: McInst) -> McInst:
    """Symbol texts as llvm-mca prints them: its streamer names no literal pool or `.` (`ldr x0, ""`,
    `b ""+8`)."""
    changed = False
    operands = []
    for op in mc.operands:
        if isinstance(op, Expr) and (op.text[:1] == "=" or op.text == "." or op.text[:2] in (".+", ".-")):
            op = Expr('""' + (op.text[1:] if op.text[:1] == "." else ""))
            changed = True
        operands.append(op)
    return McInst(mc.opcode, tuple(operands), mc.flags) if changed else mc


def _resolve_numbers(spellings: Spellings, isa: Isa, inst: Instruction) -> McInst | list[Diagnostic]:
    """_resolve, then a numeric PC offset in the last operand (`b #8`) where that fails."""
    result = _resolve(spellings, isa, inst)
    if not isinstance(result, McInst):
        offset = _pc_offset(spellings, isa, inst)
        if offset is not None:
            return offset
    return result


# Names of the values 1 and 2 of the operands LLVM also takes as a number (`#14`): SVE predicate
# patterns (`incw x0, #14`, `ptrue p7.s, #20`) and prefetch operations (`prfm #22, [x0]`,
# `prfb #7, p0, [x0]`).
_NUMBERED_NAMES = (("vl1", "vl2"), ("pldl1strm", "pldl2keep"))


_SVE_PREFETCH = re.compile(r"^PRF[BHWD]_")
_SVE_PREFETCH_NAME = re.compile(r"(pld|pst)l([123])(keep|strm)$")


def _sve_prefetch_value(inst: Instruction, mc: McInst) -> McInst:
    """SVE prefetch operations (LLVM's SVEPRFM) number the stores from 8: `prfb pstl1keep` is 8,
    where PRFM's `pstl1keep` is 16."""
    from ...mcinst import Imm as McImm

    first = inst.operands[0] if inst.operands else None
    match = _SVE_PREFETCH_NAME.match(first.text.lower()) if isinstance(first, Sym) else None
    if match is None or not mc.operands:
        return mc
    value = (8 if match.group(1) == "pst" else 0) | (int(match.group(2)) - 1) << 1 | (match.group(3) == "strm")
    return McInst(mc.opcode, (McImm(value), *mc.operands[1:]), mc.flags)


def _named_number(spellings: Spellings, isa: Isa, inst: Instruction) -> McInst | None:
    """An SVE pattern or prefetch operation written as a number, as llvm-mc takes it: the form
    its names resolve to, with the number in that MC operand when it fits the encoding's field.
    None: no such operand (or a number the field cannot hold: the failure stands)."""
    from ...mcinst import Imm as McImm
    from .encode import load_encoding_table

    operands = inst.operands
    for index, op in enumerate(operands):
        if type(op) is not Imm or op.value is None:
            continue
        # (an ordinary immediate takes `#1` as written, and the names' values too: not this case)
        one = (*operands[:index], Imm(1, "1", op.span), *operands[index + 1 :])
        if isinstance(_resolve_numbers(spellings, isa, Instruction(inst.mnemonic, one, inst.span, inst.mnemonic_span,
                                                                   inst.text)), McInst):  # fmt: skip
            continue
        for first, second in _NUMBERED_NAMES:
            trials = []
            for name in (first, second):
                named = (*operands[:index], Sym(name, op.span), *operands[index + 1 :])
                found = _resolve_numbers(spellings, isa, Instruction(inst.mnemonic, named, inst.span,
                                                                     inst.mnemonic_span, inst.text))  # fmt: skip
                trials.append(found)
            a, b = trials
            if not (isinstance(a, McInst) and isinstance(b, McInst) and a.opcode == b.opcode):
                continue
            differ = [k for k, (x, y) in enumerate(zip(a.operands, b.operands, strict=True)) if x != y]
            if len(differ) != 1 or (a.operands[differ[0]], b.operands[differ[0]]) != (McImm(1), McImm(2)):
                continue
            table = load_encoding_table(isa.directory)
            encoding = table.opcodes.get(a.opcode) if table is not None else None
            field = encoding.operands[differ[0]] if encoding is not None and differ[0] < len(encoding.operands) \
                else None  # fmt: skip
            if field is None or not field.runs or not 0 <= op.value < 1 << sum(w for _, _, w in field.runs):
                return None
            mc_operands = list(a.operands)
            mc_operands[differ[0]] = McImm(op.value)
            return McInst(a.opcode, tuple(mc_operands), a.flags)
    return None


def _scalar_dup_as_mov(inst: Instruction) -> Instruction:
    """`dup s0, v0.s[1]` is LLVM's scalar DUP (DUPi32) as `mov s0, v0.s[1]` spells it (and prints
    it), with the same checks: resolved as that `mov`."""
    operands = inst.operands
    if inst.mnemonic != "dup" or len(operands) != 2 or not all(type(op) is Reg for op in operands):
        return inst
    scalar, vector = operands
    if scalar.kind not in ("b", "h", "s", "d") or scalar.arrangement or vector.kind != "v" or vector.lane is None:
        return inst
    return Instruction("mov", operands, inst.span, inst.mnemonic_span, inst.text)


# A label placeholder: an instruction whose last operand is a number (`cbz w5, #4`, `adr x0, #16`)
# is resolved with a label there, and the number replaces it where LLVM's operand is PC-relative.
_PC_PLACEHOLDER = "mcalens.pc.offset"
_PC_OFFSET_MESSAGE = "expected label or encodable integer pc offset"


def pc_offset_scale(fixup_kind: str) -> int:
    """Bytes per unit of a PC-relative field, by LLVM's fixup: ADR counts bytes, ADRP 4 KiB pages,
    branches and literal loads instructions (AArch64AsmParser's isAdrLabel, isAdrpLabel,
    isBranchTarget<N>, isPCRelLabel19)."""
    if fixup_kind.endswith("pcrel_adr_imm21"):
        return 1
    if fixup_kind.endswith("pcrel_adrp_imm21"):
        return 4096
    return 4


def _pc_offset(spellings: Spellings, isa: Isa, inst: Instruction) -> McInst | list[Diagnostic] | None:
    """A numeric PC offset as llvm-mc takes it: a multiple of the field's unit within its signed
    range becomes the immediate (`b #8` is B with 2, printed `#8`); anything else is llvm-mc's
    "expected label or encodable integer pc offset" at the '#'. None: not a PC-relative form."""
    from ...mcinst import Imm as McImm
    from .encode import load_encoding_table

    operands = inst.operands
    if not operands or type(operands[-1]) is not Imm or operands[-1].value is None:
        return None
    number = operands[-1]
    trial = Instruction(inst.mnemonic, (*operands[:-1], Sym(_PC_PLACEHOLDER, number.span)), inst.span,
                        inst.mnemonic_span, inst.text)  # fmt: skip
    found = _resolve(spellings, isa, trial)
    if not isinstance(found, McInst):
        # another operand out of LLVM's range (`tbz w1, #40, #4`): llvm-mc reports that one
        return found if found and all(d.code == LLVM_OPERAND_MESSAGE for d in found) else None
    index = next((i for i, op in enumerate(found.operands) if op == Expr(_PC_PLACEHOLDER)), -1)
    info = isa.opcodes.get(found.opcode)
    table = load_encoding_table(isa.directory)
    encoding = table.opcodes.get(found.opcode) if table is not None else None
    if index < 0 or info is None or encoding is None or index >= len(info.operands) \
            or info.operands[index].kind != "pcrel" or index >= len(encoding.operands):  # fmt: skip
        return None
    field = encoding.operands[index]
    fixup = next((f for f in encoding.fixups if f.operand == index), None)
    if field is None or fixup is None or not field.runs:
        return None
    scale = pc_offset_scale(fixup.kind)
    bits = sum(width for _, _, width in field.runs)
    value = number.value
    if value % scale or not -(1 << (bits - 1)) * scale <= value <= ((1 << (bits - 1)) - 1) * scale:
        return [Diagnostic(_llvm_caret(inst, number, MAIN, 0), Severity.ERROR, LLVM_OPERAND_MESSAGE,
                           _PC_OFFSET_MESSAGE, (Related(inst.span, f"{OUT_OF_RANGE_OPCODE}{found.opcode}"),))]  # fmt: skip
    mc_operands = list(found.operands)
    mc_operands[index] = McImm(value // scale)
    return McInst(found.opcode, tuple(mc_operands), found.flags)


def _llvm_caret(inst: Instruction, op, part: int, offset: int) -> Span:
    """Where llvm-mc points for an operand part: the '#' of an immediate (or its first digit), the
    '[' of a lane, the first digit of a ZA slice offset; plus the recorded offset."""
    base = inst.span.start
    if part == LANE or (part == OFFSET and za_of(op) is not None):
        text = inst.text[op.span.start - base : op.span.end - base]
        if part == LANE:
            column = op.span.start + max(text.rfind("["), 0)
        else:
            match = _ZA_OFFSET_AT.search(text)
            column = op.span.start + (match.end() if match else 0)
    else:
        target = op.offset if isinstance(op, Mem) and part == OFFSET else op
        column = target.span.start
        if inst.text[column - base - 1 : column - base] == "#":
            column -= 1  # LLVM's caret is at the '#'
    column += offset
    return Span(inst.span.line, column, column + 1)


_ZA_OFFSET_AT = re.compile(r"\[\s*w[0-9]+\s*,\s*")


def _range_error(spellings: Spellings, inst: Instruction, opcode: str, key: str) -> Diagnostic | None:
    """An immediate outside the range LLVM's assembler states for a shape one opcode spells
    (`lsl x0, x1, #70` as UBFMXri, `mov v0.s[5], w0`), as LLVM reports it."""
    found = spellings.ranges.get(key, {}).get(opcode)
    if found is None and "|z." in key:  # an SVE list written without braces, as gcc does
        braced = tuple(RegList((op,), None, op.span) if isinstance(op, Reg) and op.kind == "z" and index == 0
                       else op for index, op in enumerate(inst.operands))  # fmt: skip
        found = spellings.ranges.get(shape_key(inst.mnemonic, braced), {}).get(opcode)
    for index, part, negative, allowed, message, offset in found or ():
        op = inst.operands[index]
        value = part_value(op, part)
        if value is None or (value < 0) != negative:
            continue
        if not value_allowed(value, allowed):
            return Diagnostic(_llvm_caret(inst, op, part, offset), Severity.ERROR, LLVM_OPERAND_MESSAGE, message,
                              (Related(inst.span, f"{OUT_OF_RANGE_OPCODE}{opcode}"),))  # fmt: skip
    return None


def _shift_error(spellings: Spellings, inst: Instruction, key: str) -> Diagnostic | None:
    """A shift or extend kind or amount LLVM's assembler does not take in this operand shape
    (`adds w0, w1, w2, ror #1`, `ldr x0, [x1, x2, sxtw]`, `cntb x0, all, mul #17`), in its words at
    its column (isa_shifts.json: every kind and amount written into LLVM's own spellings)."""
    slots = spellings.shifts.get(key) if spellings.shifts else None
    if not slots:
        return None
    for index, op in enumerate(inst.operands):
        if isinstance(op, Shift):
            shift, part = op, MAIN
        elif isinstance(op, Mem) and op.extend is not None:
            if op.index is not None and op.index.special == "sp":
                continue  # LLVM stops at the index register first (`[x0, sp, sxtw]`)
            shift, part = op.extend, EXTEND
        else:
            continue
        found = slots.get(f"{index}:{part}", {}).get(shift.op)
        if found is None:
            continue
        mask, bare, message, offset, negative, negative_offset = found
        amount = shift.amount
        if amount is None:
            if bare == 1:
                continue
            message, offset = bare
        elif amount < 0:
            message, offset = negative, negative_offset
        elif amount <= 64 and mask >> amount & 1:
            continue
        column = shift.span.start + offset
        if part == EXTEND and message.startswith("register must be") and op.index is not None:
            column = op.index.span.start  # LLVM points at the index register (whatever its length)
        return Diagnostic(
            Span(inst.span.line, column, column + 1), Severity.ERROR, LLVM_OPERAND_MESSAGE, message
        )
    return None


def _same_gpr(a, b) -> bool:
    """Two general-purpose registers that overlap (x1 / w1; the zero register is not the stack pointer)."""
    return (
        isinstance(a, Reg) and isinstance(b, Reg) and a.kind in ("x", "w") and b.kind in ("x", "w")
        and a.number == b.number and (a.special == "sp") == (b.special == "sp")
    )  # fmt: skip


def _unpredictable(inst: Instruction, opcode: str) -> Diagnostic | None:
    """llvm-mc's checks of register overlaps it calls unpredictable or invalid (its
    validateInstruction): writeback loads/stores whose base is a transferred register, `ldp` of one
    register twice (not `ldnp`, not the GPR writeback forms), exclusive stores whose status register
    is transferred or the base, `ldraa` writing its writeback base, MOPS `cpy*`/`set*` with a
    register twice, `ldr`/`str za[wN, off]` whose offsets differ."""
    ops = inst.operands
    line = inst.span.line
    if _MOPS.match(opcode):
        return _mops_overlap(inst, opcode)
    mem_at = next((i for i, op in enumerate(ops) if isinstance(op, Mem)), None)
    if mem_at is None:
        return None
    mem = ops[mem_at]
    assert isinstance(mem, Mem)
    if opcode in ("LDR_ZA", "STR_ZA"):
        za = ops[0]
        offset = mem.offset.value if mem.offset is not None else 0
        if isinstance(za, Za) and za.offset is not None and offset is not None and za.offset != offset:
            at = za.span.start + max(inst.text[za.span.start - inst.span.start :].find("["), 0)
            return Diagnostic(Span(line, at, at + 1), Severity.ERROR, LLVM_OPERAND_MESSAGE,
                              "unpredictable instruction, immediate and offset mismatch.")  # fmt: skip
        return None
    regs = [op for op in ops[:mem_at] if isinstance(op, Reg)]
    if not regs:
        return None
    pair = opcode.startswith(("LDP", "STP"))
    problem: tuple[Reg, str] | None = None
    if _PAIR_SAME.match(opcode) and len(regs) >= 2 and regs[0].kind == regs[1].kind \
            and regs[0].number == regs[1].number and regs[0].special == regs[1].special:  # fmt: skip
        problem = (regs[1], "unpredictable LDP instruction, Rt2==Rt")
    elif _WRITEBACK_CHECKED.match(opcode):
        name = ("LDP" if opcode.startswith("LD") else "STP") if pair else ("LDR" if opcode.startswith("LD") else "STR")
        role = "destination" if name == "LDP" else "source"
        for reg in regs[:2] if pair else regs[:1]:
            if _same_gpr(reg, mem.base):
                problem = (reg, f"unpredictable {name} instruction, writeback base is also a {role}")
                break
    elif _EXCLUSIVE_STORE.match(opcode) and len(regs) >= 2:
        status = regs[0]
        if any(_same_gpr(status, other) for other in (*regs[1:], mem.base)):
            kind = "STXP" if "XP" in opcode else "STXR"
            problem = (status, f"unpredictable {kind} instruction, status is also a source")
    elif opcode in ("LDRAAwriteback", "LDRABwriteback") and _same_gpr(regs[0], mem.base):
        problem = (regs[0], "unpredictable LDRA instruction, writeback base is also a destination")
    if problem is None:
        return None
    at = problem[0].span.start
    return Diagnostic(Span(line, at, at + 1), Severity.ERROR, LLVM_OPERAND_MESSAGE, problem[1])


# Opcodes whose lane LLVM fixes (its operand classes VectorIndex1 / VectorIndex0): the lane, and
# LLVM's message for another one, at the lane (`fmov x0, v0.d[0]`) or at the next operand
_FIXED_LANES = {
    "FMOVDXHighr": (1, "expected lane specifier '[1]'", False),
    "FMOVXDHighr": (1, "expected lane specifier '[1]'", False),
    "PMOV_PZI_B": (0, "expected lane specifier '[0]'", False),
    "PMOV_ZIP_B": (0, "invalid predicate register.", True),
}


def _fixed_lane_error(inst: Instruction, lane: int, message: str, at_next: bool) -> Diagnostic | None:
    for index, op in enumerate(inst.operands):
        if isinstance(op, Reg) and op.lane is not None and op.lane != lane:
            if at_next and index + 1 < len(inst.operands):
                at = inst.operands[index + 1].span.start
                span = Span(inst.span.line, at, at + 1)
            else:
                span = _llvm_caret(inst, op, LANE, 0)
            return Diagnostic(span, Severity.ERROR, LLVM_OPERAND_MESSAGE, message)
    return None


def _symbol_offset(inst: Instruction, opcode: str) -> Diagnostic | None:
    """`ldr x0, [x1, foo]`: a scaled offset takes a symbol only with a relocation (`:lo12:foo`);
    LLVM then reports the unscaled form's range (PRFM, which has none there: its own)."""
    mem = next((op for op in inst.operands if isinstance(op, Mem)), None)
    if mem is None or mem.offset is None or mem.offset.value is not None or mem.offset.text.startswith(":"):
        return None
    message = (
        "index must be a multiple of 8 in range [0, 32760]." if opcode == "PRFMui"
        else "index must be an integer in range [-256, 255]."
    )  # fmt: skip
    return Diagnostic(_llvm_caret(inst, mem, OFFSET, 0), Severity.ERROR, LLVM_OPERAND_MESSAGE, message)


_SATURATING_X_W = re.compile(r"_XPiWdI$|_XPWd_[BHSD]$")


def _tied_w_register(inst: Instruction) -> Diagnostic | None:
    """`sqdecb x0, w0, vl1`, `sqincp x0, p0.b, w0`: the W operand is the destination's 32-bit form
    (LLVM's tied-operand check, at the W register)."""
    regs = [op for op in inst.operands if isinstance(op, Reg) and op.kind in ("x", "w")]
    if len(regs) != 2 or regs[0].kind != "x" or regs[1].kind != "w":
        return None
    if (regs[0].number, regs[0].special) == (regs[1].number, regs[1].special):
        return None
    at = regs[1].span.start
    return Diagnostic(Span(inst.span.line, at, at + 1), Severity.ERROR, LLVM_OPERAND_MESSAGE,
                      "operand must be 32-bit form of destination register")  # fmt: skip


def _mops_overlap(inst: Instruction, opcode: str) -> Diagnostic | None:
    """MOPS: `cpy* [Xd]!, [Xs]!, Xn!` and `set* [Xd]!, Xn!, Xm` need three different registers."""
    regs = [op.base if isinstance(op, Mem) else op for op in inst.operands]
    if len(regs) != 3 or not all(isinstance(r, Reg) for r in regs):
        return None
    first, second, third = ((r.number, r.special == "sp") for r in regs)  # type: ignore[union-attr]
    if opcode.startswith("CPY"):
        pairs = ((first, second, "destination and source"), (first, third, "destination and size"),
                 (second, third, "source and size"))  # fmt: skip
        kind = "CPY"
    else:  # SET: [Xd]!, Xn! (size), Xm (source)
        pairs = ((first, second, "destination and size"), (first, third, "destination and source"),
                 (second, third, "source and size"))  # fmt: skip
        kind = "SET"
    for a, b, what in pairs:
        if a == b:
            at = inst.operands[0].span.start
            return Diagnostic(Span(inst.span.line, at, at + 1), Severity.ERROR, LLVM_OPERAND_MESSAGE,
                              f"invalid {kind} instruction, {what} registers are the same")  # fmt: skip
    return None


_EXCLUSIVE_STORE = re.compile(r"^STL?X[RP][BHWX]?$")
_WRITEBACK_CHECKED = re.compile(
    r"^(?:(?:LD|ST)R(?:BB|HH|W|X)|LDRS(?:B|H)[WX]|LDRSW|(?:LD|ST)P(?:W|X))(?:pre|post)$|^LDPSWpre$"
)
# LLVM checks Rt2 == Rt for these (the GPR writeback pairs only for their base; LDNP not at all)
_PAIR_SAME = re.compile(r"^LDP(?:D|Q|S|SW|W|X)i$|^LDP(?:D|Q|S)(?:pre|post)$|^LDPSWpost$")
_MOPS = re.compile(r"^(?:CPYF?[PME]|SETG?[PME]|MOPSSETGE)[A-Z]*$")
_OVERLAP_CHECKED: dict[str, bool] = {}  # opcode -> one of the three above


_BITFIELD_KIND = {"ubfx": "extract", "sbfx": "extract", "bfxil": "extract",
                  "bfi": "insert", "ubfiz": "insert", "sbfiz": "insert", "bfc": "insert"}  # fmt: skip


def _bitfield_error(inst: Instruction) -> Diagnostic | None:
    """llvm-mc's checks of `ubfx`/`bfi`-style (lsb, width) pairs: lsb 0..size-1, width 1..size (its
    messages name the 32-bit ranges whatever the size), lsb + width within the register."""
    kind = _BITFIELD_KIND.get(inst.mnemonic)
    ops = inst.operands
    if kind is None or len(ops) < 3 or not isinstance(ops[0], Reg) or ops[0].kind not in ("x", "w"):
        return None
    lsb, width = ops[-2], ops[-1]
    if not isinstance(lsb, Imm) or not isinstance(width, Imm) or lsb.value is None or width.value is None:
        return None
    size = 64 if ops[0].kind == "x" else 32
    problem = None
    if not 0 <= lsb.value < size:
        problem = (lsb, "expected integer in range [0, 31]")
    elif not 1 <= width.value <= size:
        problem = (width, "expected integer in range [1, 32]")
    elif lsb.value + width.value > size:
        problem = (width, f"requested {kind} overflows register")
    if problem is None:
        return None
    return Diagnostic(_llvm_caret(inst, problem[0], MAIN, 0), Severity.ERROR, LLVM_OPERAND_MESSAGE, problem[1])


def _resolve(spellings: Spellings, isa: Isa, inst: Instruction) -> McInst | list[Diagnostic]:
    if inst.mnemonic in _BITFIELD_KIND:
        bitfield = _bitfield_error(inst)
        if bitfield is not None:
            return [bitfield]
    result = _resolve_spelling(spellings, isa, inst)
    # PERF: the checks below need the shape key only where an operand could fail them
    key = None
    if any(type(op) is Shift or (type(op) is Mem and op.extend is not None) for op in inst.operands):
        key = shape_key(inst.mnemonic, inst.operands)
        shift = _shift_error(spellings, inst, key)
        if shift is not None:
            return [shift]
    if not isinstance(result, McInst):
        if inst.mnemonic.startswith(("sqdec", "sqinc")):  # `sqdecb x0, w1, vl1`: the tie fails first
            tied = _tied_w_register(inst)
            if tied is not None:
                return [tied]
        return result
    opcode = result.opcode
    checked = _OVERLAP_CHECKED.get(opcode)
    if checked is None:
        checked = _OVERLAP_CHECKED[opcode] = bool(
            _WRITEBACK_CHECKED.match(opcode) or _PAIR_SAME.match(opcode) or _EXCLUSIVE_STORE.match(opcode)
            or _MOPS.match(opcode) or opcode in ("LDR_ZA", "STR_ZA", "LDRAAwriteback", "LDRABwriteback")
        )
    if checked:
        overlap = _unpredictable(inst, opcode)
        if overlap is not None:
            return [overlap]
    if opcode.endswith("ui") and any(type(op) is Expr for op in result.operands):
        symbol = _symbol_offset(inst, opcode)
        if symbol is not None:
            return [symbol]
    fixed_lane = _FIXED_LANES.get(opcode)
    if fixed_lane is not None:
        lane_error = _fixed_lane_error(inst, *fixed_lane)
        if lane_error is not None:
            return [lane_error]
    if _SATURATING_X_W.search(opcode):
        tied = _tied_w_register(inst)
        if tied is not None:
            return [tied]
    if spellings.ranges and any(type(op) is not Reg or op.lane is not None for op in inst.operands):
        error = _range_error(spellings, inst, opcode, key or shape_key(inst.mnemonic, inst.operands))
        if error is not None:
            return [error]
    return _llvm_mca_expressions(result)


def _system_error(inst: Instruction) -> Diagnostic | None:
    """llvm-mc's words for SYS aliases and PSTATE fields it cannot take (`tlbi vae1` without its
    register, `dc foo`, `msr daifset, #99`), at its columns."""
    sysops = names.sysops()
    mnemonic, operands = inst.mnemonic, inst.operands
    if not operands or not isinstance(operands[0], Sym):
        return None
    name = operands[0].text.lower()

    def error(column: int, message: str) -> Diagnostic:
        return Diagnostic(Span(inst.span.line, column, column + 1), Severity.ERROR, LLVM_OPERAND_MESSAGE, message)

    if mnemonic in sysops.sys_mnemonics:
        fields = sysops.sys.get((mnemonic, name))
        if fields is None:
            return error(operands[0].span.start, f"invalid operand for {mnemonic.upper()} instruction")
        if fields[4] and len(operands) == 1:
            return error(operands[0].span.end, f"specified {mnemonic} op requires a register")
        if not fields[4] and len(operands) == 2:
            return error(operands[1].span.end, f"specified {mnemonic} op does not use a register")
        return None
    top = sysops.pstate_max.get(name) if mnemonic == "msr" and len(operands) == 2 else None
    value = operands[1] if top is not None else None
    if isinstance(value, Imm) and value.value is not None and not 0 <= value.value <= top:  # type: ignore[operator]
        return Diagnostic(_llvm_caret(inst, value, MAIN, 0), Severity.ERROR, LLVM_OPERAND_MESSAGE,
                          f"immediate must be an integer in range [0, {top}].")  # fmt: skip
    return None


def _out_of_range(spellings: Spellings, isa: Isa, inst: Instruction) -> Diagnostic | None:
    """LLVM's message for the immediate (lane, slice offset) that keeps `inst` from assembling
    (`lsl x0, x1, #70`: "immediate must be an integer in range [0, 63]."): the first one whose
    probed value makes the instruction resolve."""
    entries = spellings.diagnostics.get(shape_key(inst.mnemonic, inst.operands))
    for index, part, negative, valid, message, offset in entries or ():
        op = inst.operands[index]
        value = part_value(op, part)
        if value is None or (value < 0) != negative:
            continue
        trial = Instruction(inst.mnemonic, (*inst.operands[:index], with_part(op, part, valid), *inst.operands[index + 1 :]),
                            inst.span, inst.mnemonic_span, inst.text)  # fmt: skip
        fixed_inst = _resolve_spelling(spellings, isa, trial, diagnose=False)
        if isinstance(fixed_inst, McInst):
            # LLVM gives this message only where the CPU has the instruction (else "invalid operand
            # for instruction"): the opcode rides along for target.resolve_failure
            return Diagnostic(_llvm_caret(inst, op, part, offset), Severity.ERROR, LLVM_OPERAND_MESSAGE, message,
                              (Related(inst.span, f"{OUT_OF_RANGE_OPCODE}{fixed_inst.opcode}"),))  # fmt: skip
    return None


def _resolve_spelling(
    spellings: Spellings, isa: Isa, inst: Instruction, diagnose: bool = True
) -> McInst | list[Diagnostic]:
    for op in inst.operands:
        if isinstance(op, Sym) and _BACKWARD.match(op.text):
            return [Diagnostic(op.span, Severity.ERROR, BACKWARD_LOCAL_LABEL,
                               "expected label or encodable integer pc offset")]  # fmt: skip
    mnemonic, operands = _normalised(inst.mnemonic, inst.operands)
    if mnemonic in _MOVES and len(operands) >= 2:
        moved = _move_expression(inst, mnemonic, operands)
        if moved is None and mnemonic != "mov":
            moved = _move_wide(inst, mnemonic, operands)
        if moved is not None:
            return moved
    if mnemonic in names.sysops().pstate_mnemonics:
        pstate = _pstate(mnemonic, operands)
        if pstate is not None:
            return pstate
    try:
        found = _try(spellings, isa, mnemonic, operands)  # PERF: most spellings match as written
    except (ValueError, TypeError, KeyError, IndexError, OverflowError):
        found = None
    if found is not None and found.opcode == "DUPM_ZI" and mnemonic == "mov":
        # LLVM's matcher tries DUP_ZI (`#1, lsl #8`) before DUPM: `mov z2.h, #256` is a DUP
        dup = _try(spellings, isa, mnemonic, operands, exclude="DUPM_ZI")
        if dup is not None and dup.opcode.startswith("DUP_ZI"):
            return dup
        for rewritten_mnemonic, rewritten in _rewrites(mnemonic, operands):
            if rewritten_mnemonic == "mov" and isinstance(rewritten[-1], Shift):
                shifted = _try(spellings, isa, rewritten_mnemonic, rewritten) or _with_shift_amount(
                    spellings, isa, rewritten_mnemonic, rewritten
                )
                if shifted is not None and shifted.opcode.startswith("DUP_ZI"):
                    return shifted
    if found is not None:
        return found
    attempts: list[tuple[str, tuple]] = [(mnemonic, operands)]
    attempts += [(mnemonic, completed) for completed in _completions(operands)]
    for rewritten in _rewrites(mnemonic, operands):
        attempts.append(rewritten)
        attempts += [(rewritten[0], completed) for completed in _completions(rewritten[1])]
    for attempt_mnemonic, attempt_operands in attempts[1:]:
        try:
            found = _try(spellings, isa, attempt_mnemonic, attempt_operands)
        except (ValueError, TypeError, KeyError, IndexError, OverflowError):
            found = None
        if found is not None:
            return found
    for attempt_mnemonic, attempt_operands in attempts:
        try:
            found = _with_shift_amount(spellings, isa, attempt_mnemonic, attempt_operands)
        except (ValueError, TypeError, KeyError, IndexError, OverflowError):
            found = None
        if found is not None:
            return found
    if diagnose and inst.mnemonic in ("dcps1", "dcps2", "dcps3") and len(inst.operands) == 1:
        value = inst.operands[0]
        if isinstance(value, Imm) and value.value is not None and not 0 <= value.value <= 65535:
            return [Diagnostic(_llvm_caret(inst, value, MAIN, 0), Severity.ERROR, LLVM_OPERAND_MESSAGE,
                               "immediate must be an integer in range [0, 65535].")]  # fmt: skip
    system = _system_error(inst) if diagnose else None
    if system is not None:
        return [system]
    if diagnose:
        try:
            llvm = _out_of_range(spellings, isa, inst)
        except (ValueError, TypeError, KeyError, IndexError, OverflowError, RecursionError):
            llvm = None
        if llvm is not None:
            return [llvm]
    return [_no_match(spellings, inst)]


_MOVES = frozenset(("mov", "movz", "movn"))


def _move_expression(inst: Instruction, mnemonic: str, operands: tuple) -> McInst | list[Diagnostic] | None:
    """A move of a symbolic expression, as LLVM's assembler takes it: `mov x0, foo`, `mov x0,
    #:abs_g1:foo` and `movz`/`movn` with a relocation (`movz x0, #:abs_g0_nc:foo`) are MOVZ/MOVN with
    the expression and shift 0; `movz x0, foo` (no relocation) is out of MOVZ's range."""
    from ...mcinst import Imm as McImm

    if len(operands) != 2:
        return None
    dst, value = operands
    if not isinstance(dst, Reg) or dst.kind not in ("x", "w") or dst.special == "sp":
        return None
    if not ((isinstance(value, Sym) and value.text[:1] != "=") or (isinstance(value, Imm) and value.value is None)):
        return None
    text = value.text
    if mnemonic != "mov" and not text.startswith(":"):
        return [Diagnostic(_llvm_caret(inst, inst.operands[1], MAIN, 0), Severity.ERROR, LLVM_OPERAND_MESSAGE,
                           "immediate must be an integer in range [0, 65535].")]  # fmt: skip
    opcode = ("MOVN" if mnemonic == "movn" else "MOVZ") + ("W" if dst.kind == "w" else "X") + "i"
    name = ("WZR" if dst.kind == "w" else "XZR") if dst.special == "zr" else _MC_GPR.get(
        (dst.kind, dst.number), f"{dst.kind.upper()}{dst.number}"
    )
    return McInst(opcode, (McReg(name), Expr(text), McImm(0)))


_MC_GPR = {("x", 29): "FP", ("x", 30): "LR"}


def _move_wide(inst: Instruction, mnemonic: str, operands: tuple) -> McInst | list[Diagnostic] | None:
    """`movz`/`movn` with a number: MOVZ/MOVN with the immediate and the shift as written
    (`movz w2, #0, lsl #16` keeps its shift, `movn w2, #0xffff` stays a MOVN), or LLVM's messages
    for a chunk outside [0, 65535] (checked first) and a shift other than `lsl` by 0 or 16 (W),
    0/16/32/48 (X). None: not this shape (a register into sp, an expression)."""
    from ...mcinst import Imm as McImm

    if len(operands) not in (2, 3):
        return None
    dst, imm = operands[0], operands[1]
    if not isinstance(dst, Reg) or dst.kind not in ("x", "w") or dst.special == "sp":
        return None
    if type(imm) is not Imm or imm.value is None:
        return None
    shift = operands[2] if len(operands) == 3 else None
    if shift is not None and not isinstance(shift, Shift):
        return None
    if not 0 <= imm.value <= 0xFFFF:
        return [Diagnostic(_llvm_caret(inst, inst.operands[1], MAIN, 0), Severity.ERROR, LLVM_OPERAND_MESSAGE,
                           "immediate must be an integer in range [0, 65535].")]  # fmt: skip
    shifts = (0, 16) if dst.kind == "w" else (0, 16, 32, 48)
    amount = 0
    if shift is not None:
        if shift.op != "lsl" or shift.amount not in shifts:
            allowed = "0 or 16" if dst.kind == "w" else "0, 16, 32 or 48"
            start = inst.operands[2].span.start
            return [Diagnostic(Span(inst.span.line, start, start + 1), Severity.ERROR, LLVM_OPERAND_MESSAGE,
                               f"expected 'lsl' with optional integer {allowed}")]  # fmt: skip
        amount = shift.amount
    opcode = ("MOVN" if mnemonic == "movn" else "MOVZ") + ("W" if dst.kind == "w" else "X") + "i"
    name = ("WZR" if dst.kind == "w" else "XZR") if dst.special == "zr" else _MC_GPR.get(
        (dst.kind, dst.number), f"{dst.kind.upper()}{dst.number}"
    )
    return McInst(opcode, (McReg(name), McImm(imm.value), McImm(amount)))


def _pstate(mnemonic: str, operands: tuple) -> McInst | None:
    """`msr daifset, #2`, `smstart`, `smstop sm`: LLVM's PSTATE spellings (names.SysOps)."""
    from ...mcinst import Imm as McImm

    parts = []
    for op in operands:
        if isinstance(op, Sym):
            parts.append(op.text.lower())
        elif isinstance(op, Za) and op.tile is None and op.index is None and not op.arrangement:
            parts.append("za")  # `smstart za`
        elif isinstance(op, Imm) and op.value is not None:
            parts.append(str(op.value))
        else:
            return None
    found = names.sysops().pstate.get((mnemonic + " " + ",".join(parts)).strip())
    if found is None:
        return None
    opcode, mc_operands = found
    return McInst(opcode, tuple(McImm(int(text[2:])) for text in mc_operands))


def _with_shift_amount(spellings: Spellings, isa: Isa, mnemonic: str, operands: tuple) -> McInst | None:
    """`movk w8, #60856, lsl #16`, `add x0, x1, #1, lsl #12`, `movi v0.4s, #1, lsl #8`: the form
    without the shift, with its shift operand (the last immediate, 0 there) set to the amount."""
    from ...mcinst import Imm as McImm

    if len(operands) < 2 or not isinstance(operands[-1], Shift) or operands[-1].op != "lsl":
        return None
    amount = operands[-1].amount
    if amount is None or not isinstance(operands[-2], Imm):
        return None
    found = _try(spellings, isa, mnemonic, operands[:-1], exclude="DUPM_ZI", ranges=False)
    if found is None or len(found.operands) < 2 or found.operands[-1] != McImm(0):
        return None
    if not isinstance(found.operands[-2], McImm | Expr):  # (immediate, shift) pairs only
        return None
    shifted = McInst(found.opcode, (*found.operands[:-1], McImm(amount)))
    return shifted if _in_range(shifted.opcode, shifted.operands) else None


def resolve_text(text: str, isa: Isa) -> McInst | None:
    """`text` (one instruction) resolved, or None: the printer's round-trip check."""
    from .syntax import parse_instruction

    sink: list = []
    inst = parse_instruction(text, 0, len(text), 0, sink)
    if inst is None:
        return None
    result = resolve(inst, isa)
    return result if isinstance(result, McInst) else None


def _no_match(spellings: Spellings, inst: Instruction) -> Diagnostic:
    examples = spellings.examples.get(inst.mnemonic)
    if not examples and inst.mnemonic in names.sysops().pstate_mnemonics:  # `smstart foo`
        examples = [key for key in names.sysops().pstate if key.split(" ")[0] == inst.mnemonic]
    if not examples:
        close = difflib.get_close_matches(inst.mnemonic, list(spellings.examples), n=3, cutoff=0.6)
        hint = f" (did you mean {', '.join(close)}?)" if close else ""
        return Diagnostic(inst.mnemonic_span, Severity.ERROR, UNKNOWN_MNEMONIC,
                          f"unknown AArch64 instruction '{inst.mnemonic}'{hint}")  # fmt: skip
    text = " ".join(inst.text.split())
    best = difflib.get_close_matches(text, examples, n=3, cutoff=0.0)
    forms = "; ".join(best)
    span = inst.span if inst.operands else inst.mnemonic_span
    return Diagnostic(
        Span(span.line, span.start, span.end),
        Severity.ERROR,
        NO_MATCHING_FORM,
        f"invalid operands for '{inst.mnemonic}': no form LLVM accepts matches; closest accepted forms: {forms}",
    )


# -- llvm-mc's operand for "invalid operand for instruction"
#
# LLVM's matcher tries every form of the mnemonic and reports the furthest operand any form got to
# (its parsed operands: a memory operand is `[`, base, offset, index, extend, `]`, `!`; a lane is `[`,
# index, `]`). Here the forms are the accepted spellings of the mnemonic, each flattened the same way:
# the first operand where the instruction leaves every spelling is where llvm-mc points.


def _flat(operands: tuple, text: str = "", base: int = 0) -> list[tuple[str, int]]:
    """(class token, column) per LLVM parsed operand; columns need `text` (from column `base`)."""
    from .spellings import _reg_token, operand_token

    def imm_column(op) -> int:
        at = op.span.start
        return at - 1 if text and text[at - base - 1 : at - base] == "#" else at

    out: list[tuple[str, int]] = []
    for op in operands:
        if isinstance(op, Mem):
            out.append(("[", op.span.start))
            out.append((_reg_token(op.base), op.base.span.start))
            if op.offset is not None:
                out.append(("i", imm_column(op.offset)))
            if op.index is not None:
                out.append((_reg_token(op.index), op.index.span.start))
            if op.extend is not None:
                out.append((operand_token(op.extend), op.extend.span.start))
            out.append(("]!" if op.writeback else "]", op.span.end - 1))
        elif isinstance(op, Reg) and op.lane is not None:
            token = operand_token(op).replace("[]", "")
            if token[:2] == "v.":
                out.extend((("v", op.span.start), (token[1:], op.span.start)))
            else:
                out.append((token, op.span.start))
            lane_at = (
                op.span.start + max(text[op.span.start - base : op.span.end - base].rfind("["), 0)
                if text
                else 0
            )
            out.append(("[]", lane_at))
            continue
        elif isinstance(op, Imm):
            out.append(("i", imm_column(op)))
        elif isinstance(op, Reg) and op.qualifier == "!":  # MOPS `x2!`: LLVM's register, then `!`
            out.append((operand_token(op)[:-1], op.span.start))
            out.append(("!", op.span.end - 1))
        else:
            out.append((operand_token(op), op.span.start))
        if out[-1][0][:2] == "v.":  # LLVM: a NEON register, then its arrangement as a token
            token, column = out.pop()
            out.extend((("v", column), (token[1:], column)))
    return out


_RESTRICTED = {"ZPR_3b": 7, "ZPR_4b": 15}
_SPECIAL = {"xzr": ("x", "XZR"), "wzr": ("w", "WZR"), "sp": ("x", "SP"), "wsp": ("w", "WSP")}
# mnemonic -> [(flattened tokens, per position the zero/stack registers LLVM's class there takes,
# operand tokens)]
_FLAT_FORMS: dict[str, list[tuple[list[str], list[frozenset[str]], list[str]]]] = {}


def _split_key(operands: str) -> list[tuple[str, tuple[int, int] | None]]:
    """A shape key's operand part split like _flat (`x,[x,i]!,v.s[]` -> x [ x i ]! v.s []), with the
    component path of each token."""
    out: list[tuple[str, tuple[int, int] | None]] = []
    depth = 0
    piece = ""
    index = 0
    for char in operands + ",":
        if char == "," and depth == 0:
            if piece.startswith("["):
                close = piece.rindex("]")
                inner = piece[1:close].split(",")
                out.append(("[", None))
                out.append((inner[0], (index, BASE)))
                for token in inner[1:]:
                    part = OFFSET if token == "i" else EXTEND if token in ("e", "mv") else INDEX
                    out.append((token, (index, part)))
                out.append((piece[close:], None))
            elif piece.endswith("[]") and not piece.startswith(("{", "za")):
                out.extend(((piece[:-2], (index, MAIN)), ("[]", (index, LANE))))
            elif piece.endswith("!"):  # MOPS `x2!`
                out.extend(((piece[:-1], (index, MAIN)), ("!", None)))
            elif piece:
                out.append((piece, (index, MAIN)))
            piece = ""
            index += 1
            continue
        depth += char in "[{"
        depth -= char in "]}"
        piece += char
    split: list[tuple[str, tuple[int, int] | None]] = []
    for token, path in out:  # as _flat: a NEON register, then its arrangement token
        split.extend((("v", path), (token[1:], path)) if token[:2] == "v." else ((token, path),))
    return split


def _forms(
    spellings: Spellings, isa: Isa, mnemonic: str
) -> list[tuple[list[str], list[frozenset[str]], list[str]]]:
    """Every operand shape the mnemonic has (the spelling table's keys), flattened, with the zero and
    stack registers each general-purpose position takes (the opcode's operand register classes)."""
    if not _FLAT_FORMS:
        classes = isa.register_classes
        for key, entries in spellings.table.items():
            name, _, operands = key.partition("|")
            split = _split_key(operands)
            takes: dict[tuple[int, int], set[str]] = {}
            for opcode, recipes in entries:
                info = isa.opcodes.get(opcode)
                if info is None:
                    continue
                for recipe, operand in zip(recipes, info.operands, strict=False):
                    if recipe[0] == "r" and operand.reg_class:
                        members = classes.get(operand.reg_class, frozenset())
                        found = takes.setdefault(recipe[1], set())
                        found.update(t for t, (_, reg) in _SPECIAL.items() if reg in members)
                        if operand.reg_class in _RESTRICTED:  # z0-z7 / z0-z15 only
                            found.add(operand.reg_class)
            allowed = [frozenset(takes.get(path, ())) if path else frozenset() for _, path in split]
            _FLAT_FORMS.setdefault(name, []).append(
                ([token for token, _ in split], allowed, operands.split(","))
            )
        for arrangement in _ORR_MOVES:  # the parse-only `mov v0.4s, v1.4s` (see _rewrites)
            _FLAT_FORMS.setdefault("mov", []).append(
                (["v", f".{arrangement}", "v", f".{arrangement}"], [frozenset()] * 4, [f"v.{arrangement}"] * 2)
            )
    return _FLAT_FORMS.get(mnemonic, [])


def _depth(tokens: list[str], form: tuple[list[str], list[frozenset[str]], list[str]]) -> int:
    """How many of `tokens` the form takes: equal tokens, or a zero/stack register where the form's
    register class takes it."""
    shape, takes, _ = form
    depth = 0
    while depth < len(tokens) and depth < len(shape):
        token = tokens[depth]
        if token != shape[depth]:
            special = _SPECIAL.get(token)
            if special is None or shape[depth] != special[0] or token not in takes[depth]:
                break
        depth += 1
    return depth


_ADD_SUB_SOURCE = "expected compatible register, symbol or integer in range [0, 4095]"
_LOGICAL_SOURCE = "expected compatible register or logical immediate"
# mnemonic -> (index of the operand that is a register or an immediate, LLVM's message for it)
_SECOND_SOURCE = {
    **{m: (2, _ADD_SUB_SOURCE) for m in ("add", "sub", "adds", "subs")},
    **{m: (1, _ADD_SUB_SOURCE) for m in ("cmp", "cmn")},
    **{m: (2, _LOGICAL_SOURCE) for m in ("and", "orr", "eor", "ands", "bic", "bics", "orn", "eon")},
    "tst": (1, _LOGICAL_SOURCE),
    "mov": (1, _LOGICAL_SOURCE),
    "fmov": (1, "expected compatible register or floating-point constant"),
}
def _scalar_index_message(spellings: Spellings, isa: Isa, inst: Instruction, reached: list, furthest: int,
                          column: int) -> str | None:  # fmt: skip
    """SVE/SME contiguous loads and stores: an index register the form's class does not take
    (`[x0, sp, lsl #3]`, `[x0, d1]`) gets LLVM's words for that class ("register must be x0..x30
    [or xzr,] with required shift 'lsl #3'" / "without shift")."""
    index = next((i for i, op in enumerate(inst.operands) if isinstance(op, Mem) and op.index is not None
                  and op.index.span.start == column and not op.index.arrangement), None)  # fmt: skip
    if index is None:
        return None
    for shape, _takes, operands in reached:
        if furthest >= len(shape) or shape[furthest] != "x":
            continue
        key = inst.mnemonic + "|" + ",".join(operands)
        for kinds in (spellings.shifts.get(key) or {}).get(f"{index}:{EXTEND}", {}).values():
            if isinstance(kinds, list) and str(kinds[2]).startswith("register must be"):
                return kinds[2]
        for opcode, recipes in spellings.table.get(key, ()):
            info = isa.opcodes.get(opcode)
            slot = next((n for n, r in enumerate(recipes) if r[0] == "r" and r[1] == (index, INDEX)), None)
            if info is None or slot is None or slot >= len(info.operands):
                continue
            reg_class = info.operands[slot].reg_class
            if reg_class == "GPR64common":
                return "register must be x0..x30 without shift"
            if reg_class == "GPR64":
                return "register must be x0..x30 or xzr, without shift"
    return None


_LOGICAL_IMMEDIATES = frozenset(("and", "orr", "eor", "ands", "tst", "dupm", "mov"))


def _second_source_reached(mnemonic: str, before: tuple, add_sub: bool) -> bool:
    """Whether LLVM's matcher gets to the second-source operand class: general registers before it,
    the first source no zero register (add/sub) and `add`/`sub` writing no zero register."""
    if mnemonic == "fmov":
        return len(before) == 1 and isinstance(before[0], Reg) and before[0].kind in ("h", "s", "d")
    if not all(isinstance(op, Reg) and op.kind in ("x", "w") for op in before):
        return False
    if add_sub and before[-1].special == "zr":
        return False
    return not (mnemonic in ("add", "sub", "and", "eor", "bic", "eon", "orn", "orr") and before[0].special == "zr")


_SIZED = re.compile(r"^([zp])\.([bhsdq])(/[mz])?$")


def llvm_failure(inst: Instruction, isa: Isa) -> tuple[Span, str] | None:
    """Where and how llvm-mc reports an instruction no form matches: (span, message), or None when
    the mnemonic has no known spellings."""
    spellings = load_tables(isa)
    forms = _forms(spellings, isa, inst.mnemonic)
    if not forms:
        return None
    mine = _flat(inst.operands, inst.text, inst.span.start)
    tokens = [token for token, _ in mine]
    furthest = -1
    reached: list[tuple[list[str], list[frozenset[str]], list[str]]] = []
    for form in forms:
        depth = _depth(tokens, form)
        if depth > furthest:
            furthest, reached = depth, [form]
        elif depth == furthest:
            reached.append(form)
    line = inst.span.line
    for index, op in enumerate(inst.operands):
        if isinstance(op, Mem) and inst.mnemonic in _UNSCALED_NAMES:
            # ldr/str: an index register no form takes (`[x0, sp]`, `[x0, d1]`) or a symbol before an
            # extend: LLVM reports the unscaled offset's range there
            bad = op.index if op.index is not None and (op.index.kind not in ("x", "w") or op.index.special == "sp") \
                else op.offset if op.offset is not None and op.offset.value is None and op.extend is not None \
                and not op.offset.text.startswith(":") else None  # fmt: skip
            if bad is not None:
                return Span(line, bad.span.start, bad.span.start + 1), "index must be an integer in range [-256, 255]."
        if isinstance(op, Mem) and op.index is not None and op.index.kind == "w" and op.extend is None:
            # llvm-mc wants the extend of a 32-bit index after the `]` (its message: isa_shifts)
            with_extend = Mem(op.base, op.offset, op.index, Shift("uxtw", None, op.span), op.writeback, op.span)
            key = shape_key(inst.mnemonic, (*inst.operands[:index], with_extend, *inst.operands[index + 1 :]))
            kinds = spellings.shifts.get(key, {}).get(f"{index}:{EXTEND}", {})
            message = kinds.get("lsl", [0, 0, ""])[2]
            if message:
                return Span(line, op.span.end, op.span.end + 1), message  # (just after the `]`)
        # after an operand that is no register (`x32` is a symbol to llvm-mc) a shift is no shift:
        # `lsl` becomes a symbol and its amount an unexpected token
        # (`mul #N` is no shift: LLVM's parseOptionalMulOperand reads it after anything, `vl1` too)
        if (
            isinstance(op, Shift)
            and op.amount is not None
            and op.op != "mul"
            and index
            and isinstance(inst.operands[index - 1], Sym)
        ):
            text = inst.text[op.span.start - inst.span.start : op.span.end - inst.span.start]
            at = op.span.start + len(text) - len(text[len(op.op) :].lstrip())
            return Span(line, at, at + 1), "unexpected token in argument list"
        # llvm-mc parses a z register without an element size only where a form takes one (`ldr z0`):
        # elsewhere it is an expression that ends badly
        if isinstance(op, Reg) and op.kind == "z" and not op.arrangement and op.lane is None:
            # (where no form has an SVE register there, it is a symbol)
            # (measured on the rejects golden: also as the last operand, net 18 more lines agree)
            there = [form[2][index] for form in forms if index < len(form[2])]
            if "z" not in there and any(t[:2] == "z." for t in there):
                return Span(line, op.span.end, op.span.end + 1), "unknown token in expression"
        if isinstance(op, Mem):  # `[z1, #1, mul vl]`, `[x0, z1, lsl #2]` where a form has a vector there
            bare = next((r for r in (op.base, op.index) if r is not None and r.kind == "z" and not r.arrangement),
                        None)  # fmt: skip
            there = [form[2][index] for form in forms if index < len(form[2])]
            if bare is not None and any(t[:1] == "[" and "z." in t for t in there):
                return Span(line, bare.span.end, bare.span.end + 1), "unknown token in expression"
        if isinstance(op, Sym) and op.text.endswith("!") and len(op.text) > 1:  # MOPS `w2!`, `z1!`
            named = names.register(op.text[:-1].lower())
            if named is not None and named[0] != "z":  # a register of another class (a bare z is no register)
                return Span(line, op.span.start, op.span.start + 1), "invalid operand for instruction"
            return Span(line, op.span.end, op.span.end + 1), "unknown token in expression"
    if furthest >= len(tokens):
        last = inst.operands[-1] if inst.operands else None
        if inst.mnemonic in _LOGICAL_IMMEDIATES and isinstance(last, Imm):  # `and w0, w1, #0x9`
            caret = _llvm_caret(inst, last, MAIN, 0)
            return caret, _LOGICAL_SOURCE
        if any(len(form[0]) > len(tokens) for form in reached):
            at = inst.mnemonic_span.start
            return Span(line, at, max(inst.span.end, at + 1)), "too few operands for instruction"
        return None
    token, column = mine[furthest]
    message = "invalid operand for instruction"
    second = _SECOND_SOURCE.get(inst.mnemonic)
    if (
        second is not None and len(inst.operands) > second[0] and inst.operands[second[0]].span.start == column
        and _second_source_reached(inst.mnemonic, inst.operands[: second[0]], second[1] is _ADD_SUB_SOURCE)
        and not (isinstance(inst.operands[second[0]], Reg) and inst.operands[second[0]].lane is not None)
    ):  # fmt: skip
        message = second[1]  # LLVM's diagnostic for the add/sub and logical second-source operand class
    scalar_index = _scalar_index_message(spellings, isa, inst, reached, furthest, column)
    if scalar_index is not None:
        message = scalar_index
    at = next((i for i, op in enumerate(inst.operands) if op.span.start == column), None)
    if at is not None and any(at < len(form[2]) and form[2][at] == "zt" for form in forms):
        message = "Invalid lookup table, expected zt0"  # the ZT0 operand class's diagnostic (`ldr w32, ...`)
    if at is not None and at < 4 and inst.mnemonic.startswith("casp"):  # the register pairs' classes
        message = ("expected first even register of a consecutive same-size even/odd register pair" if at % 2 == 0
                   else "expected second odd register of a consecutive same-size even/odd register pair")  # fmt: skip
    sized = _SIZED.match(token)
    in_memory = any(isinstance(op, Mem) and op.index is not None and op.index.span.start == column
                    for op in inst.operands)  # fmt: skip
    if sized is not None and not in_memory:
        for form, takes, _ in reached:
            other = _SIZED.match(form[furthest]) if furthest < len(form) else None
            if other is not None and other.group(1) == sized.group(1) and other.group(3) == sized.group(3):
                message = "invalid element width" if sized.group(1) == "z" else "invalid predicate register."
                restricted = next((_RESTRICTED[c] for c in takes[furthest] if c in _RESTRICTED), None)
                if restricted is not None:
                    size = other.group(2)
                    message = f"Invalid restricted vector register, expected z0.{size}..z{restricted}.{size}"
                break
    return Span(line, column, column + 1), message
