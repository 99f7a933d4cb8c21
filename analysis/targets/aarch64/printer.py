"""AArch64 printer: McInst -> the text LLVM 19's AArch64InstPrinter writes (llvm-mca's views).

Public entry point:

    print_inst(mc, isa, variant="generic", features=None, imm_hex=False) -> str   "add\tx0, x1, x2, lsl #3"

Built from LLVM's own output, not from hand-written alias tables: `isa_variants.json.gz` holds
~34,000 MCInsts the exporter printed with aliases on (as llvm-mca prints them), and isa.json's
`print` rows one marker per opcode. Every printed text is a *template*: its operands parsed by
syntax.py, with the spelling table's recipes saying which MC operand each piece of text comes
from. To print an McInst, the templates of its opcode are tried most specific first (more
constant operands, then fewer written operands: `mov x0, x1` before `orr x0, xzr, x1`, `lsl`
before `ubfiz`); each is filled by inverting its recipes (register numbers, scaled offsets,
packed shifts, bitmask/FP8 immediates, condition codes, named operands) and kept only if the
text resolves back to exactly the same McInst — so an alias is printed only where LLVM's alias
conditions hold. Texts keep LLVM's layout (tab after the mnemonic, `{ v0.4s, v1.4s }`, `#0x...`).
Only the generic syntax is implemented; variant "apple" falls back to it. imm_hex (-print-imm-hex)
rewrites the decimal immediates LLVM would print through formatImm (hex_immediates).
"""

from __future__ import annotations

import re
from typing import Any

from ...isa import Isa
from ...mcinst import Expr, Imm, McInst, Reg
from . import encodings, names
from .spellings import BASE, EXTEND, INDEX, LANE, MAIN, OFFSET, Spellings, register_number, stride
from .syntax import FImm, Mem, RegList, Shift, Sym, Za, parse_operands
from .syntax import Imm as SImm
from .syntax import Reg as SReg

_NAME_TABLES = (names.BARRIERS, names.PREFETCHES, names.SVE_PATTERNS)
_REVERSE = [{value: name for name, value in reversed(list(table.items()))} for table in _NAME_TABLES]


def is_bit_clear(mc: McInst) -> bool:
    """Whether `mc` is a BFM that LLVM prints as `bfc` when the subtarget has v8.2a (and as `bfi`
    otherwise: llvm-mc --disassemble without -mattr, or with +all, which leaves v8.2a out)."""
    return _bit_clear(mc) is not None


def print_inst(
    mc: McInst, isa: Isa, variant: str = "generic", features: frozenset[str] | None = None, imm_hex: bool = False
) -> str:
    """The instruction as llvm-mca prints it; falls back to `opcode operands` if no template fits.

    variant "apple" (arm64-apple-* triples): NEON arrangements move to the mnemonic
    (`add.4s\tv0, v1, v2`), as isa.json's Apple column shows per opcode.
    features: the subtarget features the printer sees (llvm-mca: -mcpu and -mattr; None = all):
    hint-space aliases print as `hint #N` without theirs (`paciasp` needs pauth, `bti c` bti).
    imm_hex: llvm-mca's -print-imm-hex (see hex_immediates)."""
    names.select_release(isa.directory)  # the release's system register names
    if features is not None:
        hinted = _hint_without_feature(mc, isa, features)
        if hinted is not None:
            # (`hint #25` for PACIASP is its own asm string, decimal; HINT's operand is formatImm'd)
            return hex_immediates(hinted, mc) if imm_hex and mc.opcode == "HINT" else hinted
    from .resolve import load_tables

    spellings = load_tables(isa)
    memo = spellings.printed_memo
    cleared = _bit_clear(mc)
    if cleared is not None and (features is None or _BFC_FEATURE in features):
        return cleared
    if mc.opcode == "DSB" and mc.operands == (Imm(12),) and features is not None and "v8r" in features:
        return "dfb"  # LLVM's `dfb` alias of DSB #12 requires HasV8_0r (cortex-r82)
    # (a PRFM of an SLC operation prints by the subtarget's features: not memoised)
    by_features = mc.opcode.startswith("PRFM") and bool(mc.operands) and mc.operands[0] in _PRFM_SLC_IMMS
    text = None if by_features else memo.get(mc)
    if text is None:
        text = _pc_offset_text(spellings, isa, mc, features)
        if text is None:
            text = _unnamed_value_text(spellings, isa, mc, features)
        if text is None:
            text = _print(spellings, isa, mc)
        if _ARITH_EXTEND.match(mc.opcode):
            text = _arith_extend(text, mc)
        if not by_features:
            if len(memo) > 50_000:
                memo.clear()
            memo[mc] = text
    if imm_hex:
        text = hex_immediates(text, mc)
    if variant == "apple":
        return _apple(text, mc.opcode, isa)
    return text


# -print-imm-hex. LLVM's AArch64InstPrinter writes most immediates through formatImm (`#0x10`,
# `#-0x8`: MCInstPrinter::formatHex of the signed value), but some with a plain `<<`, which stays
# decimal: shift and extend amounts (printShifter, printArithExtend, printMemExtend), the bitfield
# aliases printInst spells itself (lsl/lsr/asr by an immediate, [su]bfiz, [su]bfx, bfi, bfc,
# bfxil), unnamed barriers, complex rotations, the natural offsets of post-indexed structure
# loads/stores (printPostIncOperand, the Apple LdStN table), ADR/ADRP offsets and immediates
# that are literal text of an asm string (`cmeq v0.4s, v1.4s, #0`, `shll`, `hint #25` for
# PACIASP). printImmHex operands (brk, svc, ...) are hex either way (`#0` for zero); printImmSVE
# writes the element's unsigned value (`mov z0.b, #0xff` for -1).
_DECIMAL_TOKEN = re.compile(r"(?<![\w.])#(-?)(0|[1-9][0-9]*)(?![\w.])")
_SHIFT_BEFORE = re.compile(r"(?:lsl|lsr|asr|ror|msl|[su]xt[bhwx]) $")
_HEX_ALWAYS = frozenset(("BRK", "HLT", "SVC", "HVC", "SMC", "DCPS1", "DCPS2", "DCPS3", "TCANCEL"))
_DECIMAL_ALWAYS = frozenset((
    "SBFMWri", "SBFMXri", "UBFMWri", "UBFMXri", "BFMWri", "BFMXri",
    "DSB", "DMB", "ISB", "TSB", "DSBnXS", "ADR", "ADRP",
))  # fmt: skip
# (compares against zero and SHLL write their `#0`, `#8` as literal text of the asm string)
_DECIMAL_OPCODE = re.compile(r"^(?:(?:LD|ST)[1-4].*_POST$|F?CM(?:EQ|GE|GT|LE|LT)v\w*rz$|SHLLv)")
_ROTATIONS = frozenset(("fcmla", "fcadd", "cdot", "cmla", "sqrdcmlah", "cadd", "sqcadd"))
_SVE_UNSIGNED = re.compile(
    r"^(?:DUP_ZI|CPY_ZP[mz]I|(?:ADD|SUB|SUBR|SQADD|UQADD|SQSUB|UQSUB)_ZI|(?:AND|ORR|EOR)_ZI|DUPM_ZI)"
)
_ELEMENT_BITS = {"b": 8, "h": 16, "s": 32, "d": 64}
_Z_ELEMENT = re.compile(r"\bz[0-9]+\.([bhsd])\b")


def hex_immediates(text: str, mc: McInst) -> str:
    """`text` (printed with decimal immediates) as LLVM prints it with PrintImmHex set."""
    opcode = mc.opcode
    mnemonic = text.partition("\t")[0]
    if opcode in _HEX_ALWAYS or opcode in _DECIMAL_ALWAYS or _DECIMAL_OPCODE.match(opcode):
        return text
    if mnemonic in _ROTATIONS:
        return text
    mask = 0
    if _SVE_UNSIGNED.match(opcode):
        element = _Z_ELEMENT.search(text)
        mask = (1 << _ELEMENT_BITS[element.group(1)]) - 1 if element else 0

    def convert(match: re.Match[str]) -> str:
        if _SHIFT_BEFORE.search(text, 0, match.start()):
            return match.group(0)
        value = int(match.group(2))
        if match.group(1):
            if mask:
                return f"#{(-value) & mask:#x}"
            return f"#-{value:#x}"
        return f"#{value:#x}"

    return _DECIMAL_TOKEN.sub(convert, text)


# Values of SVE patterns and prefetch operations LLVM's printer writes as `#N` (no name, or a name
# the subtarget lacks): printSVEPattern, printPrefetchOp<IsSVE>.
_SVE_PREFETCH_NAMED = frozenset((*range(6), *range(8, 14)))
_PRFM_NAMED = frozenset((*range(6), *range(8, 14), *range(16, 22)))
_PRFM_SLC = frozenset((6, 7, 14, 15, 22, 23))  # pldslckeep ...: FeaturePRFM_SLC ("prfm-slc-target")
_PRFM_SLC_IMMS = frozenset(Imm(value) for value in _PRFM_SLC)
_MAYBE_UNNAMED = frozenset((6, 7, *range(8, 32)))  # (8..13: SVE prefetches print their own names)
# The printed names of the values 1 and 2 of each kind (resolve._NUMBERED_NAMES).
_NUMBERED_KINDS = (("pattern", "vl1", "vl2"), ("prefetch", "pldl1strm", "pldl2keep"))


def _unnamed_value_text(spellings: Any, isa: Isa, mc: McInst, features: frozenset[str] | None) -> str | None:
    """`incw x0, #14`, `prfb #7, p0, [x0]`, `prfm #22, [x0]`: an SVE pattern or prefetch operation
    whose value LLVM prints as a number; None when `mc` has none."""
    for index, op in enumerate(mc.operands):
        if not isinstance(op, Imm) or op.value not in _MAYBE_UNNAMED:
            continue
        texts = []
        for probe in (1, 2):
            operands = list(mc.operands)
            operands[index] = Imm(probe)
            texts.append(_print(spellings, isa, McInst(mc.opcode, tuple(operands), mc.flags)))
        for kind, first, second in _NUMBERED_KINDS:
            token = re.compile(rf"\b{first}\b")
            if texts[0].count(first) != 1 or token.sub(second, texts[0]) != texts[1]:
                continue
            value = op.value
            if kind == "pattern":
                named = value in names.SVE_PATTERNS.values()
            elif mc.opcode.startswith("PRFM"):
                named = value in _PRFM_NAMED or (value in _PRFM_SLC and (features is None or "prfm-slc-target" in features))
            else:
                if value in _SVE_PREFETCH_NAMED:  # SVEPRFM: pld 0..5, pst 8..13 (PRFM's pst are 16..21)
                    kind = "pst" if value & 8 else "pld"
                    return token.sub(f"{kind}l{((value >> 1) & 3) + 1}{'strm' if value & 1 else 'keep'}", texts[0])
                named = False
            return None if named else token.sub(f"#{value}", texts[0])
    return None


_PC_TEXT = "mcalens.pc.offset"


def _pc_offset_text(spellings: Any, isa: Isa, mc: McInst, features: frozenset[str] | None = None) -> str | None:
    """A numeric PC-relative operand (`b #8`, `adrp x1, #4096`) as LLVM's printPCRelLabel /
    printAdrAdrpLabel write it: `#` and the offset in bytes (the immediate times the field's unit).
    None when `mc` has none."""
    info = isa.opcodes.get(mc.opcode)
    if info is None:
        return None
    index = next((i for i, (op, oi) in enumerate(zip(mc.operands, info.operands, strict=False))
                  if oi.kind == "pcrel" and isinstance(op, Imm)), -1)  # fmt: skip
    if index < 0:
        return None
    from .encode import load_encoding_table
    from .resolve import pc_offset_scale

    table = load_encoding_table(isa.directory)
    encoding = table.opcodes.get(mc.opcode) if table is not None else None
    fixup = next((f for f in encoding.fixups if f.operand == index), None) if encoding is not None else None
    if fixup is None:
        return None
    value = mc.operands[index].value * pc_offset_scale(fixup.kind)  # type: ignore[union-attr]
    operands = list(mc.operands)
    operands[index] = Expr(_PC_TEXT)
    with_label = McInst(mc.opcode, tuple(operands), mc.flags)
    text = _unnamed_value_text(spellings, isa, with_label, features) or _print(spellings, isa, with_label)
    return text.replace(_PC_TEXT, f"#{value}") if _PC_TEXT in text else None


_MOVE_WIDE = frozenset(("MOVZWi", "MOVZXi", "MOVNWi", "MOVNXi"))


def _movw_alias(value: int, width: int, zero_only: bool = False) -> bool:
    """Whether MOVZ or MOVN (one 16-bit chunk, shifted) builds `value` (LLVM's isAnyMOVWMovAlias);
    zero_only: MOVZ alone (isAnyMOVZMovAlias)."""
    mask = (1 << width) - 1
    return any(not (candidate & mask & ~(0xFFFF << shift)) for candidate in ((value,) if zero_only else (value, ~value))
               for shift in range(0, width, 16))  # fmt: skip


def _move_wide(mc: McInst) -> str:
    """MOVZ/MOVN as AArch64InstPrinter::printInst writes them: `mov Rd, #value` (signed) where
    LLVM's isMOVZMovAlias/isMOVNMovAlias allow it, else the instruction with its shift. A zero chunk
    with a shift is no alias (`mov #0` belongs to lsl #0), nor a MOVN whose value one MOVZ builds."""
    rd, imm, shift = mc.operands
    assert isinstance(imm, Imm) and isinstance(shift, Imm)
    width = 32 if mc.opcode.endswith("Wi") else 64
    mask = (1 << width) - 1
    chunk = imm.value << shift.value
    movn = mc.opcode.startswith("MOVN")
    value = ~chunk & mask if movn else chunk & mask
    alias = (chunk & mask or not shift.value) and not (movn and _movw_alias(value, width, zero_only=True))
    name = _x_name(rd.name)  # type: ignore[union-attr]
    if alias:
        signed = value - (1 << width) if value >> (width - 1) else value
        return f"mov\t{name}, #{signed}"
    lsl = f", lsl #{shift.value}" if shift.value else ""
    return f"{'movn' if movn else 'movz'}\t{name}, #{imm.value}{lsl}"


def _orr_move(mc: McInst) -> str | None:
    """`orr Rd, zr, #imm`: LLVM's printer writes `mov Rd, #imm` (signed decimal) unless MOVZ/MOVN
    could build the value (then it prints the ORR as it is: `orr sp, xzr, #0x1`)."""
    ops = mc.operands
    if len(ops) != 3 or not isinstance(ops[0], Reg) or not isinstance(ops[2], Imm):
        return None
    if not isinstance(ops[1], Reg) or ops[1].name not in ("WZR", "XZR"):
        return None
    width = 64 if mc.opcode == "ORRXri" else 32
    value = encodings.decode_logical_immediate(ops[2].value, width)
    rd = _x_name(ops[0].name)
    if _movw_alias(value, width):
        return f"orr\t{rd}, {ops[1].name.lower()}, #0x{value:x}"
    signed = value - (1 << width) if value >> (width - 1) else value
    return f"mov\t{rd}, #{signed}"


_ARITH_EXTEND = re.compile(r"^(?:ADD|SUB)S?(?:Wrx|Xrx|Xrx64)$")
_EXTEND_NAMES = ("uxtb", "uxth", "uxtw", "uxtx", "sxtb", "sxth", "sxtw", "sxtx")
_EXTEND_TAIL = re.compile(r", [us]xt[bhwx](?: #?\d+)?$")


def _arith_extend(text: str, mc: McInst) -> str:
    """add/sub (extended register) as LLVM's printArithExtend writes the extend: `uxtx #2`, but
    after (or into) sp a UXTX is `lsl #2` (wsp: UXTW), and nothing at all when the amount is 0."""
    ops = mc.operands
    if len(ops) < 4 or not isinstance(ops[-1], Imm) or not all(isinstance(op, Reg) for op in ops[:2]):
        return text
    kind, amount = _EXTEND_NAMES[(ops[-1].value >> 3) & 7], ops[-1].value & 7
    stack = {ops[0].name, ops[1].name}  # type: ignore[union-attr]
    text = _EXTEND_TAIL.sub("", text)
    if (kind == "uxtx" and "SP" in stack) or (kind == "uxtw" and "WSP" in stack):
        return text + (f", lsl #{amount}" if amount else "")
    return text + f", {kind}" + (f" #{amount}" if amount else "")


# LLVM's AArch64InstPrinter::printInst writes a BFM from the zero register as `bfc` only when the
# subtarget has FeatureV8_2aOps (its own C++ check, not a TableGen alias predicate), and then over the
# alias's whole range: immr == 0 too (`bfc w0, #0, #4`, where a v8.0 CPU prints `bfxil w0, wzr, #0, #4`).
# The variant export ran on a v8.0 subtarget, so no template holds `bfc`; without the feature the
# templates print `bfi Rd, wzr, ...` / `bfxil Rd, wzr, ...` as LLVM does.
_BFC_FEATURE = "v8.2a"
_BFM = {"BFMWri": ("WZR", 32), "BFMXri": ("XZR", 64)}


def _bit_clear(mc: McInst) -> str | None:
    """`bfc Rd, #lsb, #width` for a BFM whose source is the zero register, or None."""
    kind = _BFM.get(mc.opcode)
    ops = mc.operands
    if kind is None or len(ops) != 5 or not isinstance(ops[0], Reg) or ops[2] != Reg(kind[0]):
        return None
    immr, imms = ops[3], ops[4]
    if not isinstance(immr, Imm) or not isinstance(imms, Imm):
        return None
    bits = kind[1]
    if not (0 <= immr.value < bits and 0 <= imms.value < bits) or (immr.value and imms.value >= immr.value):
        return None
    return f"bfc\t{_x_name(ops[0].name).lower()}, #{(bits - immr.value) % bits}, #{imms.value + 1}"


# Hint-space instructions whose names LLVM's printer uses only with the feature (else `hint #N`).
_HINT_FEATURES = {
    "PACIASP": "pauth", "PACIBSP": "pauth", "AUTIASP": "pauth", "AUTIBSP": "pauth", "PACIAZ": "pauth",
    "PACIBZ": "pauth", "AUTIAZ": "pauth", "AUTIBZ": "pauth", "PACIA1716": "pauth", "PACIB1716": "pauth",
    "AUTIA1716": "pauth", "AUTIB1716": "pauth", "XPACLRI": "pauth",
}  # fmt: skip


def _hint_without_feature(mc: McInst, isa: Isa, features: frozenset[str]) -> str | None:
    if mc.opcode == "HINT" and mc.operands and mc.operands[0] in _BTI and "bti" not in features:
        return f"hint\t#{mc.operands[0].value}"  # type: ignore[union-attr]
    feature = _HINT_FEATURES.get(mc.opcode)
    if feature is None or feature in features:
        return None
    from .resolve import load_tables

    number = load_tables(isa).hint_numbers.get(mc.opcode)
    return None if number is None else f"hint\t#{number}"


_VECTOR_SUFFIX = re.compile(r"\b(v\d+)\.\d*[bhsdq]\b")


def _apple(text: str, opcode: str, isa: Isa) -> str:
    row = isa.print_data.get(opcode)
    if not row or len(row) < 5 or row[4] == row[2]:
        return text
    if "\t" in row[2] and "\t" not in row[4]:
        return row[4]  # LLVM's Apple printer writes no operands for these (`udot`, `rmif`)
    generic_mnemonic = row[2].split("\t")[0]
    apple_mnemonic = row[4].split("\t")[0]
    if apple_mnemonic.startswith(generic_mnemonic + "."):
        suffix = apple_mnemonic[len(generic_mnemonic) :]
    elif apple_mnemonic == generic_mnemonic:
        suffix = ""  # `mov d2, v1[1]`, `udot v0, v1, v2[1]`: only the operands change
    else:
        return text
    mnemonic, tab, operands = text.partition("\t")
    return mnemonic + suffix + tab + _VECTOR_SUFFIX.sub(r"\1", operands)


def _print(spellings: Spellings, isa: Isa, mc: McInst) -> str:
    from .resolve import resolve_text

    if mc.opcode == "ISB" and mc.operands == (Imm(15),):
        return "isb"
    if mc.opcode == "HINT" and mc.operands and mc.operands[0] in _BTI:
        return _BTI[mc.operands[0]]
    if mc.opcode == "HINT" and mc.operands and mc.operands[0] in _HINT_NAMES:
        return _HINT_NAMES[mc.operands[0]]
    system = _system(mc)
    if system is not None:
        return system
    if mc.opcode in _MOVE_WIDE and len(mc.operands) == 3 and isinstance(mc.operands[1], Expr):
        # `movz x0, #:abs_g0_nc:foo`, `mov x0, foo` (LLVM prints the MOVZ with its expression)
        mnemonic = "movn" if mc.opcode.startswith("MOVN") else "movz"
        return f"{mnemonic}\t{_x_name(mc.operands[0].name)}, #{mc.operands[1].text}"  # type: ignore[union-attr]
    if mc.opcode in _MOVE_WIDE and len(mc.operands) == 3 and isinstance(mc.operands[2], Imm):
        return _move_wide(mc)
    if mc.opcode in ("ORRWri", "ORRXri"):
        moved = _orr_move(mc)
        if moved is not None:
            return moved
    if not any(isinstance(op, Expr) for op in mc.operands):
        exact = spellings.exact_prints.get((mc.opcode, _rendered_operands(mc)))
        if exact is not None:
            return exact  # LLVM printed this very MCInst (isa_variants.json)
        exact = _exact_with_z0(spellings, isa, mc)
        if exact is not None:
            return exact
    templates = spellings.printer_templates.get(mc.opcode, ())
    shifted = (
        len(mc.operands) >= 2 and isinstance(mc.operands[-2], Imm | Expr) and isinstance(mc.operands[-1], Imm)
    )
    cpy = _SVE_CPY.match(mc.opcode)
    if cpy is not None and shifted and isinstance(mc.operands[-2], Imm) and (
        mc.operands[-2].value or not mc.operands[-1].value
    ):
        # LLVM prints DUP/CPY immediates as the signed element value: (int8)imm << shift
        # (`mov z1.b, #-1` for 255, `mov z7.h, #-512` for 254, lsl #8)
        raw = mc.operands[-2].value & 0xFF
        display = (raw - 256 if raw > 127 else raw) << mc.operands[-1].value  # type: ignore[union-attr]
        shown = McInst(mc.opcode, (*mc.operands[:-2], Imm(display), Imm(0)), mc.flags)
        for template, recipes in templates:
            text = _attempt(template, recipes, shown, isa)
            back = resolve_text(text, isa) if text is not None else None
            if back is not None and back.opcode == mc.opcode and back.operands[:-2] == mc.operands[:-2]:
                return text
    for template, recipes in templates:
        text = _attempt(template, recipes, mc, isa)
        if text is not None and resolve_text(text, isa) == mc:
            return _elide_all(text)
    shifted = (
        len(mc.operands) >= 2 and isinstance(mc.operands[-2], Imm | Expr) and isinstance(mc.operands[-1], Imm)
    )
    # SVE `add z0.s, z0.s, #256` (1, lsl #8): LLVM prints the shifted value.
    if ((shifted and mc.operands[-1] == Imm(8) and "_ZI" in mc.opcode) or mc.opcode.startswith(
        ("DUP_ZI", "CPY_Z")
    )) and len(mc.operands) >= 2 and isinstance(mc.operands[-2], Imm):  # `mov z8.h, #sym`: no value
        combined = McInst(mc.opcode, (*mc.operands[:-2], Imm(mc.operands[-2].value << 8), Imm(0)), mc.flags)
        for template, recipes in templates:
            text = _attempt(template, recipes, combined, isa)
            if text is not None and resolve_text(text, isa) == mc:
                return text
    # `movk x0, #1, lsl #16`, `sub x0, x1, #1, lsl #12`: the unshifted form plus the shift.
    if shifted and mc.operands[-1].value:
        unshifted = McInst(mc.opcode, (*mc.operands[:-1], Imm(0)), mc.flags)
        for template, recipes in templates:
            text = _attempt(template, recipes, unshifted, isa)
            if text is None:
                continue
            text += f", lsl #{mc.operands[-1].value}"
            if resolve_text(text, isa) == mc:
                return text
    return mc.opcode.lower() + "\t" + ", ".join(_raw(op) for op in mc.operands)


_SVE_CPY = re.compile(r"^(?:DUP_ZI|CPY_ZP[mz]I)_[BHSD]$")
_Z_NAME = re.compile(r"Z([0-9]|[12][0-9]|3[01])$")
_Z0_TEXT = re.compile(r"\bz0\.")


def _exact_with_z0(spellings: Spellings, isa: Isa, mc: McInst) -> str | None:
    """An instruction whose one register is a Z register printed as LLVM printed it with Z0, the
    register renamed (`mov z3.h, #32766` / `dupm z3.h, #0x1e`: DUPM_ZI's immediates were all printed)."""
    from .resolve import resolve_text

    registers = [index for index, op in enumerate(mc.operands) if isinstance(op, Reg)]
    if len(registers) != 1:
        return None
    name = mc.operands[registers[0]].name or ""  # type: ignore[union-attr]
    match = _Z_NAME.match(name)
    if match is None:
        return None
    as_z0 = tuple("R:Z0" if index == registers[0] else text for index, text in enumerate(_rendered_operands(mc)))
    text = spellings.exact_prints.get((mc.opcode, as_z0))
    if text is None:
        return None
    text = _Z0_TEXT.sub(f"z{match.group(1)}.", text)
    return text if resolve_text(text, isa) == mc else None


def _rendered_operands(mc: McInst) -> tuple[str, ...]:
    return tuple("R:" + (op.name or "") if isinstance(op, Reg) else f"I:{op.value}" for op in mc.operands)


def _x_name(name: str | None) -> str:
    """An X register as system instructions print it (LLVM's FP and LR are x29 and x30 there)."""
    return {"FP": "x29", "LR": "x30"}.get(name or "", (name or "").lower())


def _system(mc: McInst) -> str | None:
    """SYS aliases, system registers and PSTATE fields by LLVM's names (names.SysOps)."""
    opcode = mc.opcode
    if opcode not in ("SYSxt", "MRS", "MSR") and not opcode.startswith("MSRpstate"):
        return None
    sysops = names.sysops()
    ops = mc.operands
    if opcode == "SYSxt" and len(ops) == 5 and all(isinstance(op, Imm) for op in ops[:4]):
        found = sysops.sys_names.get(tuple(op.value for op in ops[:4]))  # type: ignore[union-attr]
        register = ops[4]
        if found is None or not isinstance(register, Reg) or not register.name:
            return None
        mnemonic, operation, takes_register = found
        if takes_register:
            return f"{mnemonic}\t{operation}, {_x_name(register.name)}"
        return f"{mnemonic}\t{operation}" if register.name == "XZR" else None
    if opcode == "MRS" and len(ops) == 2 and isinstance(ops[0], Reg) and isinstance(ops[1], Imm):
        return f"mrs\t{_x_name(ops[0].name)}, {_sysreg_name(ops[1].value, sysops.read_names)}"
    if opcode == "MSR" and len(ops) == 2 and isinstance(ops[0], Imm) and isinstance(ops[1], Reg):
        return f"msr\t{_sysreg_name(ops[0].value, sysops.write_names)}, {_x_name(ops[1].name)}"
    if all(isinstance(op, Imm) for op in ops):
        return sysops.pstate_printed.get((opcode, _rendered_operands(mc)))
    return None


_BTI = {Imm(32): "bti", Imm(34): "bti\tc", Imm(36): "bti\tj", Imm(38): "bti\tjc"}
_HINT_NAMES = {Imm(value): name for name, value in names.HINTS.items()}


def _attempt(template: str, recipes: tuple, mc: McInst, isa: Isa) -> str | None:
    try:
        return _fill(template, recipes, mc, isa)
    except (ValueError, KeyError, IndexError, TypeError, OverflowError, AttributeError):
        return None


def _elide_all(text: str) -> str:
    """LLVM leaves out the default SVE pattern: `ptrue p0.s`, `cntd x0` (but `cntd x0, all, mul #4`)."""
    return text[:-5] if text.endswith(", all") else text


def _raw(op: Any) -> str:
    if isinstance(op, Reg):
        return (op.name or "").lower()
    if isinstance(op, Imm):
        return f"#{op.value}"
    return op.text


# ----------------------------------------------------------------------------------------------


def _locate(operands: tuple, path: tuple[int, int]) -> Any:
    op = operands[path[0]]
    part = path[1]
    if part == MAIN:
        return op
    if part == LANE:
        return op
    if isinstance(op, Mem):
        return {BASE: op.base, INDEX: op.index, OFFSET: op.offset, EXTEND: op.extend}[part]
    return None


def _reg_text(template: Any, mc_name: str, isa: Isa, original: str = "") -> str:
    """A register written like `template` (kind, arrangement, lane) naming LLVM register mc_name."""
    number = register_number(mc_name)
    if number is None:
        raise ValueError(mc_name)
    if isinstance(template, RegList):
        first = template.regs[0]
        count = len(template.regs)
        step = stride(template)  # `{ z0.s, z8.s }`: SME2's strided lists
        suffix = "." + first.arrangement if first.arrangement else ""
        items = ", ".join(f"{first.kind}{(number + k * step) % 32}{suffix}" for k in range(count))
        if " - " in original:
            items = f"{first.kind}{number}{suffix} - {first.kind}{(number + count - 1) % 32}{suffix}"
        lane = f"[{template.lane}]" if template.lane is not None else ""
        return "{ " + items + " }" + lane
    kind = template.kind
    if mc_name in ("SP", "WSP", "XZR", "WZR"):
        base = mc_name.lower()
        if kind in ("x", "w"):  # the view the template writes (`sxtw x0, wzr` for XZR)
            base = ("sp" if "SP" in mc_name else "xzr") if kind == "x" else ("wsp" if "SP" in mc_name else "wzr")
    elif kind in ("x", "w"):
        base = f"{kind}{number}"
    else:
        base = f"{kind}{number}"
    text = base
    if template.arrangement:
        text += "." + template.arrangement
    if template.lane is not None:
        text += f"[{template.lane}]"
    if template.qualifier:
        text += "!" if template.qualifier == "!" else "/" + template.qualifier  # MOPS `x2!`
    return text


def _number_text(template_text: str, value: int) -> str:
    lower = template_text.lower()
    digits = lower[3:] if lower.startswith("-0x") else lower[2:] if lower.startswith("0x") else lower
    if len(lower) == 16 and (lower.startswith("0x") or set(lower) == {"0"}):
        # printf("%#016llx"): "0x" + 14 digits, or 16 zeros for 0
        return f"{value:#016x}" if value else "0" * 16
    if lower.startswith(("0x", "-0x")) and digits:  # printf("%#x"): 0 has no prefix
        if value == 0:
            return "0"
        return f"{value:#x}" if value >= 0 else f"-{-value:#x}"
    return str(value)


def _float_text(template_text: str, value: float) -> str:
    if "." in template_text and len(template_text.split(".")[1]) == 8:
        return f"{value:.8f}"
    return repr(value)


def _inverse(name: str, value: int, template: Any, width_hint: int) -> Any:
    """The component value whose recipe `name` gives MC immediate `value`."""
    if name in ("id", "amount") and not isinstance(template, Shift):
        return value
    if name == "id" and isinstance(template, Shift):
        return (template.op, value)
    if name.startswith("div"):
        return value * int(name[3:])
    if name in ("log32", "log64"):
        return ("log", encodings.decode_logical_immediate(value, int(name[3:])), int(name[3:]))
    if name.startswith("svelog"):
        esize = int(name[6:])
        return encodings.decode_logical_immediate(value, 64) & ((1 << esize) - 1)
    if name == "bytemask":
        return encodings.decode_byte_mask(value)
    if name == "fp8":
        return encodings.FP8_VALUES[value]
    if name in ("half_one", "half_two", "zero_one"):
        low, high = {"half_one": (0.5, 1.0), "half_two": (0.5, 2.0), "zero_one": (0.0, 1.0)}[name]
        return high if value else low
    if name == "creg":
        return f"{'C' if template.text[:1] == 'C' else 'c'}{value}"
    if name == "cond":
        return names.CONDITION_NAMES[value]
    if name == "condinv":
        return names.CONDITION_NAMES[value ^ 1]
    if name == "named":
        text = template.text.lower()
        for table, reverse in zip(_NAME_TABLES, _REVERSE, strict=True):
            if text in table:
                return reverse[value]
        return _sysreg_name(value)
    if name == "pack":
        return ({v: k for k, v in names.SHIFTS.items()}[value >> 6], value & 63)
    if name == "amount":
        return (template.op, value)
    if name in ("extpack", "extpackw"):
        extend = {v: k for k, v in names.EXTENDS.items()}[value >> 3]
        return (extend, value & 7)
    if name.startswith(("movz", "movn")):
        return None  # solved jointly (see _fill)
    raise KeyError(name)


def _sve_element(encoded: int) -> tuple[int, int]:
    """(element size, element value) of an SVE bitmask immediate, as LLVM's printer shows it."""
    value = encodings.decode_logical_immediate(encoded, 64)
    size = 64
    while size > 8 and value & ((1 << (size // 2)) - 1) == (value >> (size // 2)) & ((1 << (size // 2)) - 1):
        size //= 2
    return size, value & ((1 << size) - 1)


def _sysreg_name(value: int, table: dict[int, str] | None = None) -> str:
    name = (table if table is not None else names.sysops().read_names).get(value)
    if name is not None:
        return name
    return f"S{value >> 14}_{(value >> 11) & 7}_C{(value >> 7) & 15}_C{(value >> 3) & 15}_{value & 7}"


def _fill(template: str, recipes: tuple, mc: McInst, isa: Isa) -> str | None:
    mnemonic, _, rest = template.partition("\t")
    offset = len(mnemonic) + 1
    operands = parse_operands(rest, 0, len(rest), 0)
    replacements: dict[tuple[int, int], str] = {}  # (start, end) in rest -> text
    values: dict[tuple[int, int], Any] = {}
    joint: dict[str, list[tuple[tuple, int]]] = {}
    arrangement = ""
    za_parts: dict[int, dict[int, Any]] = {}
    for slot, recipe in enumerate(recipes):
        tag = recipe[0]
        if tag in ("k", "same", "width", "rk", "ik"):
            continue
        op = mc.operands[slot]
        path = recipe[1] if tag in ("r", "e") else recipe[2][0]
        if _za_of(operands, path[0]) is not None and tag in ("r", "i"):
            if tag == "r" and isinstance(op, Reg) and op.name:
                za_parts.setdefault(path[0], {})[path[1]] = op.name
            elif tag == "i" and recipe[1] == "zoff" and isinstance(op, Imm):
                za_parts.setdefault(path[0], {})[path[1]] = op.value
            else:
                return None
            continue
        if tag == "r":
            if not isinstance(op, Reg) or op.name is None:
                return None
            target = _locate(operands, recipe[1])
            span = target.span
            text = _reg_text(target, op.name, isa, rest[span.start : span.end])
            key = (span.start, span.end)
            if replacements.get(key, text) != text:
                return None
            replacements[key] = text
        elif tag == "e":
            if not isinstance(op, Expr):
                return None
            target = _locate(operands, recipe[1])
            replacements[(target.span.start, target.span.end)] = op.text
        else:
            name, paths = recipe[1], recipe[2]
            if isinstance(op, Expr):  # `add x0, x0, :lo12:sym`, `[x8, :lo12:.LCPI0_0]`: no '#'
                target = _locate(operands, paths[0])
                start = target.span.start
                if start > 0 and rest[start - 1] == "#":
                    start -= 1
                replacements[(start, target.span.end)] = op.text
                continue
            if not isinstance(op, Imm):
                return None
            if name in ("msign", "mshift"):
                joint.setdefault(name, []).append((paths, op.value))
                continue
            if name == "svelog":  # element size from the encoding; the Z registers follow it
                size, element = _sve_element(op.value)
                target = _locate(operands, paths[0])
                replacements[(target.span.start, target.span.end)] = f"{element:#x}"
                arrangement = {8: "b", 16: "h", 32: "s", 64: "d"}[size]
                continue
            if name.startswith(("lsl_", "neg_mod", "minus1", "last", "movz", "movn")):
                joint.setdefault(name, []).append((paths, op.value))
                continue
            path = paths[0]
            target = _locate(operands, path)
            if path[1] == LANE:
                values[path] = op.value
                continue
            values[path] = _inverse(name, op.value, target, 64)
    _solve_joint(joint, values)
    if "msign" in joint or "mshift" in joint:
        path = (joint.get("msign") or joint.get("mshift"))[0][0][0]
        mem = operands[path[0]]
        sign = joint.get("msign", [((), 0)])[0][1]
        shift = joint.get("mshift", [((), 0)])[0][1]
        wide = mem.index is not None and mem.index.kind == "w"
        op = ("sxtw" if wide else "sxtx") if sign else ("uxtw" if wide else "lsl")
        amount = (
            (mem.extend.amount if mem.extend.amount is not None else _access_shift(mc.opcode))
            if shift
            else None
        )
        if shift and amount is None:
            return None
        text = op if amount is None else f"{op} #{amount}"
        replacements[(mem.extend.span.start, mem.extend.span.end)] = text
    for path, value in values.items():
        target = _locate(operands, path)
        if path[1] == LANE:
            _replace_lane(rest, target, value, replacements)
            continue
        replacements[(target.span.start, target.span.end)] = _value_text(rest, target, value)
    for recipe in recipes:
        if recipe[0] == "same":  # a tied register written twice: both places show it
            source = _locate(operands, recipe[2]).span
            mirror = _locate(operands, recipe[1]).span
            text = replacements.get((source.start, source.end))
            if text is not None:
                replacements[(mirror.start, mirror.end)] = text
        elif recipe[0] == "width":  # `sqdecb x5, w5`: the W form of the register printed before
            source = _locate(operands, recipe[2]).span
            mirror = _locate(operands, recipe[1]).span
            text = replacements.get((source.start, source.end))
            if text is None:
                continue
            if text[:1] not in ("x", "w"):
                return None
            replacements[(mirror.start, mirror.end)] = rest[mirror.start] + text[1:]
    for index, parts in za_parts.items():
        za = _za_of(operands, index)
        assert za is not None
        replacements[(za.span.start, za.span.end)] = _za_text(rest[za.span.start : za.span.end], za, parts)
    out = rest
    for (start, end), text in sorted(replacements.items(), reverse=True):
        out = out[:start] + text + out[end:]
    if arrangement:
        out = re.sub(r"\b(z\d+)\.[bhsd]\b", r"\1." + arrangement, out)
    del offset
    return mnemonic + ("\t" + out if rest else "")


_ACCESS = re.compile(r"^(?:LDR|STR|PRFM|LDRS)(BB|HH|SBW|SBX|SHW|SHX|SW|B|H|W|X|S|D|Q|)ro[WX]$")
_ACCESS_SHIFT = {"BB": 0, "SBW": 0, "SBX": 0, "B": 0, "HH": 1, "SHW": 1, "SHX": 1, "H": 1,
                 "W": 2, "S": 2, "SW": 2, "X": 3, "D": 3, "": 3, "Q": 4}  # fmt: skip


def _access_shift(opcode: str) -> int | None:
    """log2 of the access size of a register-offset load/store (`lsl #3` for LDRXroX)."""
    match = _ACCESS.match(opcode)
    return _ACCESS_SHIFT.get(match.group(1)) if match else None


def _solve_joint(joint: dict[str, list[tuple[tuple, int]]], values: dict) -> None:
    for name, items in joint.items():
        if name in ("msign", "mshift"):
            continue
        width = 32 if "32" in name else 64
        for paths, value in items:
            if name.startswith("lsl_s"):
                values[paths[0]] = width - 1 - value
            elif name.startswith("neg_mod"):
                values[paths[0]] = (width - value) % width
            elif name.startswith("minus1"):
                values[paths[-1]] = value + 1
            elif name.startswith("movz") and name.endswith("s"):
                values["movshift"] = value
            elif name.startswith("movz") and name.endswith("i"):
                values["movimm"] = (paths[0], value)
            elif name.startswith("movn") and name.endswith("s"):
                values["movnshift"] = value
            elif name.startswith("movn") and name.endswith("i"):
                values["movnimm"] = (paths[0], value, width)
    for name, items in joint.items():
        for paths, value in items:
            if name.startswith("last"):  # ubfx/sbfx/bfxil: LLVM's choice when imms >= immr
                lsb = values.get(paths[0])
                if lsb is not None:
                    if value < lsb:
                        raise ValueError("not an extract")
                    values[paths[1]] = value - lsb + 1
    if any(n.startswith("neg_mod") for n in joint) and any(n.startswith("minus1") for n in joint):
        immr = next(v for n, items in joint.items() if n.startswith("neg_mod") for _, v in items)
        imms = next(v for n, items in joint.items() if n.startswith("minus1") for _, v in items)
        if imms >= immr:  # ubfiz/sbfiz/bfi only when imms < immr (else LLVM prints the extract)
            raise ValueError("not an insert")
    if "movimm" in values:  # `mov w11, #-1039663104`: LLVM prints the value signed
        path, imm = values.pop("movimm")
        width = 32 if any("32" in name for name in joint) else 64
        value = imm << values.pop("movshift", 0)
        values[path] = value - (1 << width) if value >> (width - 1) else value
    if "movnimm" in values:
        path, imm, width = values.pop("movnimm")
        shifted = imm << values.pop("movnshift", 0)
        value = ~shifted & ((1 << width) - 1)
        values[path] = value - (1 << width) if value >> (width - 1) else value
    values.pop("movshift", None)
    values.pop("movnshift", None)


def _za_of(operands: tuple, index: int) -> Za | None:
    """The ZA operand at `index` (or the one slice of a list `{za0h.s[w12, 0]}`), else None."""
    op = operands[index]
    if isinstance(op, Za):
        return op
    if isinstance(op, RegList) and len(op.regs) == 1 and isinstance(op.regs[0], Za) and op.regs[0].index:
        return op.regs[0]
    return None


_ZA_TEXT = re.compile(r"(za)([0-9]*)([hv]?(?:\.[bhsdq])?)(?:(\[\s*)(w[0-9]+)(\s*,\s*)([0-9]+)(?::([0-9]+))?(.*\]))?$")


def _za_text(original: str, za: Za, parts: dict[int, Any]) -> str:
    """A ZA operand as LLVM writes it (`za1h.s[w13, 2]`, `za.s[w8, 6:7, vgx2]`), the template's
    own spacing kept (LLVM writes `za.s[w8, 0:3,  vgx4]`)."""
    match = _ZA_TEXT.match(original)
    if match is None:
        raise ValueError(original)
    tile = parts.get(MAIN)
    text = "za" + (str(register_number(tile)) if tile else match.group(2)) + match.group(3)
    if za.index is None:
        return text
    index = parts.get(INDEX)
    offset = parts.get(OFFSET)
    first = offset * za.count if offset is not None else za.offset
    offset_text = str(first) if za.count == 1 else f"{first}:{first + za.count - 1}"
    return (text + match.group(4) + (index.lower() if index else match.group(5)) + match.group(6) + offset_text
            + match.group(9))  # fmt: skip


def _replace_lane(rest: str, target: Any, lane: int, replacements: dict) -> None:
    span = target.span
    key = (span.start, span.end)
    current = replacements.get(key, rest[span.start : span.end])
    bracket = current.rfind("[")
    if bracket < 0:
        raise ValueError("no lane")
    replacements[key] = current[:bracket] + f"[{lane}]"


def _value_text(rest: str, target: Any, value: Any) -> str:
    original = rest[target.span.start : target.span.end]
    if isinstance(value, tuple) and value[0] == "log":  # `mov x0, #-71777214294589696` is signed
        _, value, width = value
        if not original.lower().startswith(("0x", "-0x")) and value >> (width - 1):
            value -= 1 << width
    if isinstance(target, SImm):
        if isinstance(value, float):
            return _float_text(original, value)
        return _number_text(original, value)
    if isinstance(target, FImm):
        return _float_text(original, float(value))
    if isinstance(target, Shift):
        op, amount = value if isinstance(value, tuple) else (target.op, value)
        prefix = "#" if "#" in original else ""
        if op in names.EXTENDS and amount == 0:  # `add x0, x1, w2, sxtw`
            return op
        return f"{op} {prefix}{amount}"
    if isinstance(target, Sym):
        return str(value)
    if isinstance(target, SReg):
        raise ValueError("register value")
    return str(value)
