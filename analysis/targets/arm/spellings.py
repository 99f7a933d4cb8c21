"""The spelling table, fitted from LLVM's own probes (models/arm/isa_probes.json.gz): for every
opcode, the text ARMInstPrinter writes for its marker McInst (and its `s` and conditional forms),
with what llvm-mc parses that text back to under the probe's subtarget (A32, T32, M-profile T32
with MVE). Each text becomes a key (mnemonic without its condition + operand shapes, syntax.shape)
and a recipe saying where each MC operand comes from: an atom of the text (registers, immediates,
shifts, register lists, the condition), through one of a few encodings LLVM's operands use (the
value itself, a scaled offset, ARM_AM's shifter operand), or a constant the spelling implies.
A text atom the recipe does not use must equal the probe's (the spelling says nothing about other
values): such a line is refused rather than given the probe's number."""

from __future__ import annotations

import gzip
import json
import os
import re
from dataclasses import dataclass
from functools import lru_cache

from ...isa import Isa
from . import syntax

CONDITIONS = ("eq", "ne", "hs", "lo", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt", "gt", "le", "al")
CONDITION_CODES = {name: code for code, name in enumerate(CONDITIONS)} | {"cs": 2, "cc": 3}
AL = 14

# MC operand source:
#   ("atom", index, how)  how: "v" the value, ("x", scale) the value / scale, "so" the shifter operand
#                         (ARM_AM::getSORegOpc), "amt" a shift's amount, "kind" a shift's ShiftOpc,
#                         "cond" a condition word's code, "list" the register list from here on
#   ("reg", name) | ("noreg",) | ("imm", value) | ("pred_reg",) (CPSR when conditional)
Source = tuple


@dataclass(frozen=True, slots=True)
class Spelling:
    opcode: str
    recipe: tuple[Source, ...]
    subtarget: int  # the probes' subtarget row: 0 arm, 1 thumb, 2 mve, 3 v7m
    template: tuple[syntax.Operand, ...]  # the probe's operands (the printer's template)
    fixed: tuple[tuple[int, tuple[str, object]], ...]  # unused atoms and the values they must have
    mnemonic: str  # as printed, without condition (`adds.w`)
    own: bool = True  # from the opcode's own probe (tried before a text another opcode's probe printed)


def condition_of(mnemonic: str, code: int) -> str:
    """`mnemonic` (as printed with condition `code`) without its condition suffix."""
    if code == AL:
        return mnemonic
    name = CONDITIONS[code]
    head, dot, tail = mnemonic.partition(".")
    if head.endswith(name):
        return head[: -len(name)] + dot + tail
    return mnemonic


def split_condition(mnemonic: str) -> list[tuple[str, int]]:
    """The (mnemonic without condition, condition code) readings of `mnemonic`, AL first."""
    head, dot, tail = mnemonic.partition(".")
    out = [(mnemonic, AL)]
    if len(head) > 2 and head[-2:] in CONDITION_CODES:
        out.append((head[:-2] + dot + tail, CONDITION_CODES[head[-2:]]))
    return out


def _so_reg(kind: str, amount: int) -> int:
    return syntax.SHIFT_CODES[kind] | ((amount & 31) << 3)


_NEON_IMM = re.compile(r"(?:MVE_)?(VMOV|VMVN|VORR|VBIC)(?:v|iv|imm)(?:\d*)([if])(8|16|32|64)$")


def neon_element(opcode: str) -> str | None:
    """The element type of a NEON/MVE modified-immediate opcode (`i32`, `f32`), else None."""
    found = _NEON_IMM.match(opcode)
    return found.group(2) + found.group(3) if found is not None else None


def neon_mod_imm(element: str, value: int, opcode: str) -> int | None:
    """ARM_AM::encodeNEONModImm of an element value: (op << 12) | (cmode << 8) | imm8, as
    ARMAsmParser picks the cmode (VORR/VBIC take the odd cmodes), or None when not encodable."""
    # VORR/VBIC hold the same cmode as VMOV (the emitter sets the low bit) but have no 0x..ff forms
    orr = False
    ones = "VORR" not in opcode and "VBIC" not in opcode
    value &= (1 << int(element[1:])) - 1 if element != "f32" else 0xFFFFFFFF
    if element == "i8":
        return (14 << 8) | value if not orr else None
    if element == "i16":
        for byte in range(2):
            if value & ~(0xFF << 8 * byte) == 0:
                return ((8 + 2 * byte + orr) << 8) | value >> 8 * byte
        return None
    if element == "i32":
        for byte in range(4):
            if value & ~(0xFF << 8 * byte) == 0:
                return ((2 * byte + orr) << 8) | value >> 8 * byte
        if ones and value & 0xFFFF00FF == 0xFF:
            return (12 << 8) | value >> 8
        if ones and value & 0xFF00FFFF == 0xFFFF:
            return (13 << 8) | value >> 16
        return None
    if element == "i64" and ones:
        bits = 0
        for byte in range(8):
            part = value >> 8 * byte & 0xFF
            if part not in (0, 0xFF):
                return None
            bits |= (part == 0xFF) << byte
        return (1 << 12) | (14 << 8) | bits
    return None


def neon_mod_value(element: str, encoded: int) -> int:
    """The element value an encoded NEON modified immediate stands for (neon_mod_imm's inverse)."""
    cmode, imm8 = encoded >> 8 & 15, encoded & 255
    if element == "i64":
        return sum(0xFF << 8 * b for b in range(8) if imm8 >> b & 1)
    if cmode < 8:
        return imm8 << 8 * (cmode >> 1)
    if cmode < 12:
        return imm8 << 8 * ((cmode - 8) >> 1)
    if cmode == 12:
        return imm8 << 8 | 0xFF
    if cmode == 13:
        return imm8 << 16 | 0xFFFF
    return imm8


# VFP's vldr/vstr offsets (ARM_AM's addressing mode 5, AM5FP16 for the half-precision ones): the
# scaled magnitude with the subtract flag in bit 8 (`vldr.32 s14, [r4, #-76]` holds 256 | 19).
AM5_OPCODES = frozenset({"VLDRS", "VLDRD", "VSTRS", "VSTRD", "VLDRH", "VSTRH"})


def encode(how: object, atom: tuple[str, object], opcode: str = "") -> object | None:
    """The MC value of `atom` through `how` (None: the atom cannot be written so)."""
    tag, value = atom
    if how == "neon":
        element = neon_element(opcode)
        if element is None or tag != "i" or not isinstance(value, int):
            return None
        return neon_mod_imm(element, value, opcode)
    if how == "v":
        return value if tag != "f" else None
    if how == "m1":
        return value - 1 if isinstance(value, int) and tag == "i" else None
    if how == "fp":
        return FP_IMMEDIATES.get(value) if tag == "f" else None  # type: ignore[call-overload]
    if how == "sysm" and tag == "w":
        return SYSM.get(str(value).lower())
    if how == "rot90" and tag == "i":
        return {90: 0, 270: 1}.get(value)  # type: ignore[call-overload]
    if how == "msrmask" and tag == "w":
        return msr_mask(str(value))
    if how == "cop" and tag == "w":
        word = str(value).lower()
        return int(word[1:]) if word[:1] in ("p", "c") and word[1:].isdigit() and int(word[1:]) < 16 else None
    if isinstance(how, tuple) and how[0] == "rsub":
        return how[1] - value if isinstance(value, int) and tag == "i" and 0 < value <= how[1] else None
    if isinstance(how, tuple) and how[0] == "x" and opcode in AM5_OPCODES:
        if not isinstance(value, int) or tag not in ("i", "o", "a"):
            return None
        if value == syntax.NEGATIVE_ZERO:
            return 256
        if value % how[1] or abs(value) // how[1] > 255:
            return None
        return (256 if value < 0 else 0) | abs(value) // how[1]
    if isinstance(how, tuple) and how[0] == "x":
        if not isinstance(value, int) or tag not in ("i", "o", "a") or value % how[1]:
            return None
        return value // how[1]
    if how == "so" and tag == "s":
        kind, amount = value  # type: ignore[misc]
        if kind not in syntax.SHIFT_CODES:
            return 0 if kind == "" else None
        if kind != "rrx" and not 0 <= amount <= (32 if kind in ("lsr", "asr") else 31):
            return None  # ARMAsmParser::parseShift: "immediate shift value out of range"
        # parseShift sends a shift by zero through as lsl (`ror #0` is no shift, not rrx)
        return _so_reg("lsl" if amount == 0 and kind != "rrx" else kind, amount)
    if how == "amt" and tag == "s":
        amount = value[1]  # type: ignore[index]
        if opcode in ("PKHTB", "t2PKHTB"):
            # pkh_asr_amt: 1-32, 32 held as 0 (ARMAsmParser: "immediate value out of range")
            return (amount & 31) if isinstance(amount, int) and 1 <= amount <= 32 else None
        if opcode in ("PKHBT", "t2PKHBT"):
            return amount if isinstance(amount, int) and 0 <= amount <= 31 else None  # pkh_lsl_amt
        return amount
    if how == "rot" and tag == "s":
        amount = value[1]  # type: ignore[index]
        return amount // 8 if amount % 8 == 0 and value[0] in ("ror", "") else None  # type: ignore[index]
    if how == "kind" and tag == "k":
        return syntax.SHIFT_CODES.get(str(value))
    if how == "cond" and tag == "w":
        return CONDITION_CODES.get(str(value).lower())
    if how == "barrier" and tag == "w":
        return BARRIER_CODES.get(str(value).lower())
    return None


def decode(how: object, value: object, template: tuple[str, object], opcode: str = "") -> tuple[str, object] | None:
    """The atom an MC value prints as (the inverse of encode)."""
    tag = template[0]
    if how == "neon" and isinstance(value, int):
        element = neon_element(opcode)
        return (tag, neon_mod_value(element, value)) if element is not None else None
    if how == "v":
        return (tag, value)
    if how == "m1" and isinstance(value, int):
        return (tag, value + 1)
    if how == "fp" and isinstance(value, int):
        return ("f", _fp_value(value & 255))
    if how == "sysm" and isinstance(value, int):
        names = SYSM_MSR_NAMES if opcode.startswith("t2MSR") else SYSM_NAMES
        return ("w", names.get(value, str(value)))
    if how == "rot90" and isinstance(value, int):
        return (tag, 90 + 180 * value)
    if how == "msrmask" and isinstance(value, int):
        return ("w", msr_mask_name(value))
    if how == "cop" and isinstance(value, int):
        return ("w", str(template[1])[:1].lower() + str(value))
    if isinstance(how, tuple) and how[0] == "rsub" and isinstance(value, int):
        return (tag, how[1] - value)
    if isinstance(how, tuple) and how[0] == "x" and isinstance(value, int) and opcode in AM5_OPCODES:
        magnitude = (value & 255) * how[1]
        return (tag, (-magnitude or syntax.NEGATIVE_ZERO) if value & 256 else magnitude)
    if isinstance(how, tuple) and how[0] == "x" and isinstance(value, int):
        return (tag, value * how[1])
    if how == "so" and isinstance(value, int):
        codes = {code: kind for kind, code in syntax.SHIFT_CODES.items()}
        kind = codes.get(value & 7)
        if kind is None:
            return None
        amount = value >> 3
        if amount == 0 and kind in ("asr", "lsr"):
            amount = 32
        return ("s", (kind, amount))
    if how == "amt" and isinstance(value, int):
        return ("s", (template[1][0], value))  # type: ignore[index]
    if how == "rot" and isinstance(value, int):
        return ("s", ("ror", value * 8))
    if how == "kind" and isinstance(value, int):
        codes = {code: kind for kind, code in syntax.SHIFT_CODES.items()}
        return ("k", codes.get(value, "lsl"))
    if how == "cond" and isinstance(value, int) and 0 <= value < len(CONDITIONS):
        return ("w", CONDITIONS[value])
    if how == "barrier" and isinstance(value, int) and value in BARRIER_NAMES:
        return ("w", BARRIER_NAMES[value])
    return None


_IMM_WAYS: tuple[object, ...] = ("v", "m1", ("x", 2), ("x", 4), "so", "amt", "rot", "kind", "cond", "barrier", "sysm",
                                 ("rsub", 16), ("rsub", 32), "fp", "neon", "rot90", "msrmask", "cop")
# Offsets inside a memory operand are scaled, never one less (tLDRHi's `#2` is 1, t2SSAT's `#2` is 1).
_OFFSET_WAYS: tuple[object, ...] = ("v", ("x", 2), ("x", 4))
# An alignment in bits (`[r0:64]`) is held in bytes.
_ALIGN_WAYS: tuple[object, ...] = (("x", 8),)
# M-profile special registers (MRS/MSR's SYSm with the mask bits LLVM's MClassSysReg table gives).
SYSM = {"apsr": 0x800, "iapsr": 0x801, "eapsr": 0x802, "xpsr": 0x803, "ipsr": 0x805, "epsr": 0x806,
        "iepsr": 0x807, "msp": 0x808, "psp": 0x809, "msplim": 0x80A, "psplim": 0x80B, "primask": 0x810,
        "basepri": 0x811, "basepri_max": 0x812, "faultmask": 0x813, "control": 0x814,
        "apsr_nzcvq": 0x800, "iapsr_nzcvq": 0x801, "eapsr_nzcvq": 0x802, "xpsr_nzcvq": 0x803}
SYSM_NAMES = {value: name for name, value in SYSM.items() if not name.endswith("_nzcvq")}
# MSR writes the flags of the xPSR registers: printed with their mask (`msr apsr_nzcvq, r0`)
SYSM_MSR_NAMES = SYSM_NAMES | {value: name for name, value in SYSM.items() if name.endswith("_nzcvq")}


_APSR_FIELDS = {"nzcvq": 8, "g": 4, "nzcvqg": 12}


def msr_mask(name: str) -> int | None:
    """ARMAsmParser's A/R-profile MSR mask: APSR_nzcvq/_g/_nzcvqg, CPSR_/SPSR_ with f, s, x, c
    (SPSR in bit 4), or None."""
    register, _, fields = name.lower().partition("_")
    if register == "apsr":
        return _APSR_FIELDS.get(fields)
    if register not in ("cpsr", "spsr") or not fields or len(set(fields)) != len(fields):
        return None
    bits = {"c": 1, "x": 2, "s": 4, "f": 8}
    if any(char not in bits for char in fields):
        return None
    return (16 if register == "spsr" else 0) | sum(bits[char] for char in fields)


def msr_mask_name(value: int) -> str:
    """ARMInstPrinter::printMSRMaskOperand for A/R profiles."""
    mask = value & 15
    if not value >> 4 and mask in (4, 8, 12):
        return "APSR_" + {4: "g", 8: "nzcvq", 12: "nzcvqg"}[mask]
    text = "SPSR" if value >> 4 else "CPSR"
    if mask:
        text += "_" + "".join(char for bit, char in ((8, "f"), (4, "s"), (2, "x"), (1, "c")) if mask & bit)
    return text


def _fp_value(imm8: int) -> float:
    """ARM_AM::getFPImmFloat: the float an 8-bit VFP immediate stands for."""
    import struct

    sign, exp, mantissa = imm8 >> 7 & 1, imm8 >> 4 & 7, imm8 & 15
    bits = sign << 31 | (0 if exp & 4 else 1) << 30 | (0x1F if exp & 4 else 0) << 25 | (exp & 3) << 23 | mantissa << 19
    return float(struct.unpack("<f", struct.pack("<I", bits))[0])


FP_IMMEDIATES = {_fp_value(imm8): imm8 for imm8 in range(256)}
# Memory barrier options (`dmb ish`) and their values (ARM_MB::MemBOpt).
BARRIER_NAMES = {15: "sy", 14: "st", 13: "ld", 11: "ish", 10: "ishst", 9: "ishld", 7: "nsh", 6: "nshst",
                 5: "nshld", 3: "osh", 2: "oshst", 1: "oshld"}
BARRIER_CODES = {name: code for code, name in BARRIER_NAMES.items()}


def fit_recipe(text_atoms: list[tuple[str, object]], mc_operands: tuple[str, ...], cond_at: int, pred_at: int,
               opcode: str = "", fixed_positions: frozenset[int] = frozenset()
               ) -> tuple[tuple[Source, ...], tuple[int, ...]] | None:  # fmt: skip
    """Where each MC operand comes from in the text (probe markers use distinct values), and the
    atoms used; None when a register list does not fit."""
    used: set[int] = set()
    recipe: list[Source] = []
    position = 0
    while position < len(mc_operands):
        tag, _, value = mc_operands[position].partition(":")
        if position == pred_at:
            recipe.append(("pred_reg",))
            position += 1
            continue
        if position in fixed_positions:
            # MVE's vpred operands: set by the VPT block, never read from the text
            recipe.append(("reg", value) if tag == "R" and value else ("noreg",) if tag == "R" else ("imm", int(value)))
            position += 1
            continue
        if position == cond_at and text_atoms and text_atoms[-1][0] == "c":
            recipe.append(("atom", len(text_atoms) - 1, "v"))
            used.add(len(text_atoms) - 1)
            position += 1
            continue
        found: Source | None = None
        if tag == "R" and value:
            for index, atom in enumerate(text_atoms):
                if index in used:
                    continue
                if atom == ("r", value):
                    found = ("atom", index, "v")
                    break
                if atom[0] == "l" and atom[1] and atom[1][0] == value:  # type: ignore[index]
                    names = atom[1]
                    rest = tuple(op.partition(":")[2] for op in mc_operands[position:position + len(names)])  # type: ignore[arg-type]
                    if rest == names and position + len(names) == len(mc_operands):
                        used.add(index)
                        recipe.append(("atom", index, "list"))
                        return tuple(recipe), tuple(sorted(used))
                if atom[0] == "l" and _pair(atom[1], value):  # type: ignore[arg-type]
                    found = ("atom", index, "pair")
                    break
                if (atom[0] == "l" and len(atom[1]) in (3, 4) and atom[1][0] == value  # type: ignore[arg-type,index]
                        and list_register(atom[1]) is not None  # type: ignore[arg-type]
                        and tuple(op.partition(":")[2] for op in mc_operands[position:position + len(atom[1])])
                        != atom[1]):  # type: ignore[arg-type]
                    # VLD1's three and four registers and VLD2's four: a DPR operand holding the first
                    found = ("atom", index, ("first", len(atom[1])))  # type: ignore[arg-type]
                    break
                if atom[0] == "l" and len(atom[1]) > 1 and atom[1][0] == value:  # type: ignore[arg-type,index]
                    # a list whose registers are separate operands (VLD3d8's three D registers)
                    names = atom[1]
                    count = len(names)  # type: ignore[arg-type]
                    rest = tuple(op.partition(":")[2] for op in mc_operands[position:position + count])
                    if rest == names:
                        used.add(index)
                        recipe.extend(("atom", index, ("item", i, count)) for i in range(count))
                        position += count
                        found = ("done",)
                        break
            if found is None:
                # a tied operand (`ldm r0!` writes back the base it reads): the atom already used
                again = [i for i, atom in enumerate(text_atoms) if atom == ("r", value)]
                if again:
                    found = ("atom", again[0], "v")
        elif tag == "I":
            number = int(value)
            for how in (*_IMM_WAYS, *_ALIGN_WAYS):
                for index, atom in enumerate(text_atoms):
                    if index in used or atom[0] == "r" or atom[0] == "l":
                        continue
                    if ((atom[0] == "c" and how != "v") or (atom[0] == "o" and how not in _OFFSET_WAYS)
                            or (atom[0] == "a" and how not in _ALIGN_WAYS)):
                        continue
                    if encode(how, atom, opcode) == number and not (how == "v" and atom[0] not in ("i", "c", "o")):
                        found = ("atom", index, how)
                        break
                if found is not None:
                    break
        if found == ("done",):
            continue
        if found is not None:
            used.add(found[1])
            recipe.append(found)
        elif tag == "R":
            recipe.append(("reg", value) if value else ("noreg",))
        else:
            recipe.append(("imm", int(value)))
        position += 1
    return tuple(recipe), tuple(sorted(used))


def _pair(names: tuple[str, ...], register: str) -> bool:
    """Whether a list of consecutive D registers is the MC register `register` (Q0 = {d0, d1},
    D1_D2 = {d1, d2}, D0_D1_D2, Q0_Q1 = {d0-d3})."""
    return list_register(names) == register


def list_register(names: tuple[str, ...]) -> str | None:
    """The one MC register LLVM makes of a NEON list of consecutive D registers."""
    if not names or any(syntax.register_kind(n) != "d" for n in names):
        return None
    numbers = [int(n[1:]) for n in names]
    if len(numbers) == 2 and numbers[1] == numbers[0] + 2:
        return f"D{numbers[0]}_D{numbers[0] + 2}"  # DPairSpc (`vld2.8 {d8, d10}`)
    if numbers != list(range(numbers[0], numbers[0] + len(numbers))):
        return None
    first = numbers[0]
    if len(numbers) == 1:
        return f"D{first}"
    if len(numbers) == 2:
        return f"Q{first // 2}" if first % 2 == 0 else f"D{first}_D{first + 1}"
    if len(numbers) == 4 and first % 2 == 0:
        return f"Q{first // 2}_Q{first // 2 + 1}"
    return "_".join(f"D{n}" for n in numbers)


def _one(column: list) -> tuple[str, tuple[str, ...]] | None:
    error, insts = column
    if error or not insts or len(insts) != 1:
        return None
    return insts[0][0], tuple(insts[0][2])


def parse_text(text: str) -> tuple[str, list[syntax.Operand]] | None:
    mnemonic, _, rest = text.partition("\t")
    operands, problem = syntax.parse_operands(rest, 0, 0, {})
    if problem is not None:
        return None
    return mnemonic.strip(), operands


@lru_cache(maxsize=4)
def probes(directory: str) -> tuple[list, tuple[tuple[str, ...], ...]]:
    from ...isa import data_path

    with gzip.open(data_path(os.path.join(directory, "isa_probes.json.gz")), "rt", encoding="utf-8") as handle:
        data = json.load(handle)
    return data["probes"], tuple(tuple(s) for s in data["subtargets"])


def predicate_positions(isa: Isa, opcode: str) -> tuple[int, int]:
    """(condition immediate, its register) operand positions of `opcode`, or (-1, -1)."""
    info = isa.opcodes.get(opcode)
    if info is None:
        return -1, -1
    at = [i for i, op in enumerate(info.operands) if op.is_predicate]
    return (at[0], at[1]) if len(at) >= 2 else (-1, -1)


def _table(isa: Isa) -> dict[str, tuple[Spelling, ...]]:
    cached = isa.cache.get("arm.spellings")
    if cached is None:
        cached = isa.cache["arm.spellings"] = _stored_table(isa)
    return cached  # type: ignore[no-any-return]


def _stored_table(isa: Isa) -> dict[str, tuple[Spelling, ...]]:
    """`_make_table` through the compiled cache (PERF: fitting the ~5,000 probes was ~60% of a
    warm Cortex-M run), keyed by the probe and ISA files and the fitting and operand-parsing code."""
    from ...cache import store
    from ...isa import data_path

    def build() -> tuple:
        table = _make_table(isa)
        return table, isa.cache["arm.tabbed"], isa.cache["arm.templates"]

    directory = isa.directory or ""
    here = os.path.dirname(os.path.abspath(__file__))
    table, tabbed, templates_ = store.cached_build(
        "arm-spellings", [data_path(os.path.join(directory, name)) for name in ("isa_probes.json", "isa.json")],
        [os.path.join(here, name) for name in ("spellings.py", "syntax.py")], build, tuple)
    isa.cache["arm.tabbed"] = tabbed
    isa.cache["arm.templates"] = templates_
    return table  # type: ignore[no-any-return]


# Opcodes whose probe text another opcode took (t2LDRi8: negative offsets of t2LDRi12's text; tLDRspi: SP
# as the base of tLDRi's text; tCMPhir: high registers in tCMPr's).
_NEGATIVE_TWIN = re.compile(r"t2(LDR|STR|PLD|PLI)\w*i8$|t(LDR|STR)spi$|t(CMP|MOV|ADD)\w*hi\w*$|tADDrSP$|MOVr$")
# Of those, the ones tried only after every opcode's own spelling: A32's MOVr, whose text llvm-mc
# reads as MOVr_TC when both registers are tcGPR ones (r0-r3, r12) and as MOVr otherwise.
_SECOND_CHOICE = re.compile(r"MOVr$")


_SPACED_PAIR = re.compile(r"(V(?:LD|ST)2)d(\d+(?:wb_fixed|wb_register)?)$")
_SPACED_D = re.compile(r"(V(?:LD|ST)[34])d(\d+(?:_UPD)?)$")


def _make_table(isa: Isa) -> dict[str, tuple[Spelling, ...]]:
    rows, _ = probes(isa.directory or "")
    table: dict[str, list[Spelling]] = {}
    own: dict[tuple[str, bool], Spelling] = {}
    other: dict[tuple[str, bool], Spelling] = {}
    tabbed: set[str] = set()  # opcodes printed with a tab and no operands (`vpst\t`)
    isa.cache["arm.tabbed"] = tabbed
    work = []
    for row in rows:
        parsed = _one(row[5])
        if parsed is None:
            continue
        work.append((row, parsed))
    # the probe's own opcode where llvm-mc chose another for its text (t2LDRi8's `ldr r0, [r1, #1]`
    # is t2LDRi12): a later choice, for the operand values the first one does not take
    work.extend((row, (row[0], tuple(row[2]))) for row, parsed in list(work)
                if parsed[0] != row[0] and _NEGATIVE_TWIN.match(row[0]))
    for row, parsed in work:
        opcode, mc_operands = parsed
        read = parse_text(row[3])
        if read is None:
            continue
        if row[3].endswith("\t") and row[0] == opcode:
            tabbed.add(opcode)
        mnemonic, operands = read
        cond_at, pred_at = predicate_positions(isa, opcode)
        code = AL
        if cond_at >= 0 and mc_operands[cond_at].startswith("I:"):
            code = int(mc_operands[cond_at][2:])
        base = condition_of(mnemonic, code)
        text_atoms = syntax.atoms(operands)
        if cond_at >= 0:
            text_atoms.append(("c", code))
        info = isa.opcodes.get(opcode)
        vpred = frozenset(i for i, op in enumerate(info.operands) if op.operand_type == 13) if info else frozenset()
        fitted = fit_recipe(text_atoms, mc_operands, cond_at, pred_at, opcode, vpred)
        if fitted is None:
            continue
        recipe, used = fitted
        fixed = tuple((i, a) for i, a in enumerate(text_atoms) if i not in used and a[0] != "c")
        key = base + " " + syntax.shape(operands)
        second = parsed[0] == row[0] and _SECOND_CHOICE.match(opcode) is not None
        spelling = Spelling(opcode, recipe, row[6], tuple(operands), fixed, base, row[0] == opcode and not second)
        flags = any(part == ("reg", "CPSR") for part in recipe)
        if row[0] == opcode and row[1] != "cond":
            # the opcode's own probe prints it as ARMInstPrinter does (`add.w` for t2ADDri, where the
            # text of tADDi3's flag-less form also parses to t2ADDri)
            own.setdefault((opcode, flags), spelling)
        else:
            other.setdefault((opcode, flags), spelling)
        found = table.setdefault(key, [])
        if all((s.opcode, s.recipe, s.subtarget) != (spelling.opcode, spelling.recipe, spelling.subtarget)
               for s in found):
            found.append(spelling)
    # VLD3/VLD4/VST3/VST4 with every other D register (`{d8, d10, d12}`: VLD3q8) print and parse
    # like the consecutive forms, so their markers came back as those: the same recipe serves them
    # (resolve._list_spacing_ok tells the two apart by the list)
    for found in table.values():
        for spelling in list(found):
            spaced = _SPACED_D.match(spelling.opcode)
            if spaced is None:
                continue
            twin = spaced.group(1) + "q" + spaced.group(2)
            if twin not in isa.opcodes or any(s.opcode == twin for s in found):
                continue
            if [op.reg_class for op in isa.opcodes[twin].operands] != [
                    op.reg_class for op in isa.opcodes[spelling.opcode].operands]:
                continue
            copy = Spelling(twin, spelling.recipe, spelling.subtarget, spelling.template, spelling.fixed,
                            spelling.mnemonic, False)
            found.append(copy)
            flags = any(part == ("reg", "CPSR") for part in copy.recipe)
            other.setdefault((twin, flags), copy)
    # VLD2/VST2 with two registers two apart (`{d8, d10}`: VLD2b8, a DPairSpc register) print and
    # parse like the consecutive pair, so their markers came back as VLD2d8: the same recipe with the
    # list read as a spaced pair
    for found in table.values():
        for spelling in list(found):
            spaced = _SPACED_PAIR.match(spelling.opcode)
            if spaced is None or not any(part[0] == "atom" and part[2] == "pair" for part in spelling.recipe):
                continue
            twin = spaced.group(1) + "b" + spaced.group(2)
            if twin not in isa.opcodes or any(s.opcode == twin for s in found):
                continue
            recipe = tuple(("atom", part[1], "spaced_pair") if part[0] == "atom" and part[2] == "pair" else part
                           for part in spelling.recipe)
            copy = Spelling(twin, recipe, spelling.subtarget, spelling.template, spelling.fixed, spelling.mnemonic,
                            False)
            found.append(copy)
            other.setdefault((twin, any(part == ("reg", "CPSR") for part in recipe)), copy)
    isa.cache["arm.templates"] = other | own
    return {key: tuple(sorted(found, key=lambda spelling: not spelling.own)) for key, found in table.items()}


def spelling_table(isa: Isa) -> dict[str, tuple[Spelling, ...]]:
    return _table(isa)


def templates(isa: Isa) -> dict[tuple[str, bool], Spelling]:
    """(opcode, flags set) -> the spelling whose text prints it: the opcode's own probe, else the
    first probe whose text parses back to it."""
    _table(isa)
    return isa.cache["arm.templates"]  # type: ignore[no-any-return]


def opcode_size(isa: Isa, opcode: str) -> int:
    """The opcode's encoding size in bytes (2: a 16-bit Thumb form), from isa.json's `size`."""
    sizes = isa.cache.get("arm.sizes")
    if sizes is None:
        from pathlib import Path

        from ...cache import store
        from ...isa import data_path

        # PERF: through the compiled cache (parsing isa.json.gz was ~10% of a warm Cortex-M run)
        sizes = store.cached_json_file(Path(data_path(os.path.join(isa.directory or "", "isa.json"))), "arm-sizes",
                                       _sizes, dict)
        if sizes is None:  # unreadable: raise as before rather than invent sizes
            with gzip.open(data_path(os.path.join(isa.directory or "", "isa.json.gz")), "rt",
                           encoding="utf-8") as handle:
                sizes = _sizes(json.load(handle))
        isa.cache["arm.sizes"] = sizes
    return int(sizes.get(opcode, 0))


def _sizes(data: dict) -> dict[str, int]:
    return {row["name"]: row.get("size", 0) for row in data["opcodes"]}
