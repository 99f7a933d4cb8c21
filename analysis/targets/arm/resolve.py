"""`Instruction` -> `McInst` as llvm-mc-19 assembles 32-bit Arm and Thumb: the spelling table
(spellings.py) in the mode's subtargets, the condition suffix and the IT block it sits in, the
narrow (16-bit) Thumb forms first where their registers, immediates and flag setting allow, as
ARMAsmParser's matcher and checkTargetMatchPredicate choose them."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import replace

from ...diagnostics import Diagnostic, Related, Severity
from ...isa import Isa
from ...mcinst import Expr, Imm, McInst, Reg
from ...source import Span
from . import spellings, syntax
from .lanes import resolve_lanes
from .spellings import AL

UNKNOWN_MNEMONIC = "MCL301"
BAD_OPERANDS = "MCL302"
NOT_IN_IT = "MCL304"

# Immediate ranges of the 16-bit Thumb opcodes' MC operands (after scaling), from the operand
# classes of ARMInstrThumb.td (imm0_7, imm0_255, imm0_31, imm_sr, t_addrmode_is4 ...).
NARROW_RANGES: dict[str, tuple[int, int]] = {
    "tADDi3": (0, 7), "tSUBi3": (0, 7), "tADDi8": (0, 255), "tSUBi8": (0, 255), "tMOVi8": (0, 255),
    "tCMPi8": (0, 255), "tLSLri": (0, 31), "tLSRri": (1, 32), "tASRri": (1, 32), "tADDrSPi": (0, 255),
    "tADDspi": (0, 127), "tSUBspi": (0, 127), "tLDRi": (0, 31), "tSTRi": (0, 31), "tLDRHi": (0, 31),
    "tSTRHi": (0, 31), "tLDRBi": (0, 31), "tSTRBi": (0, 31), "tLDRspi": (0, 255), "tSTRspi": (0, 255),
    "tADR": (0, 255), "tLDRpci": (0, 1020), "tB": (-2048, 2046),
}
# Immediate ranges of 32-bit opcodes that share a spelling with another (t2LDRi12 takes 0..4095,
# t2LDRi8 the negative offsets down to -255).
WIDE_RANGES: dict[str, tuple[int, int]] = {}
for _name in ("LDR", "LDRB", "LDRH", "LDRSB", "LDRSH", "STR", "STRB", "STRH", "PLD", "PLDW", "PLI"):
    WIDE_RANGES[f"t2{_name}i12"] = (0, 4095)
    WIDE_RANGES[f"t2{_name}i8"] = (-255, -1)
_NEGATIVE_ZERO_OK = frozenset(f"t2{name}i8" for name in ("LDR", "LDRB", "LDRH", "LDRSB", "LDRSH", "STR", "STRB",
                                                        "STRH", "PLD", "PLDW", "PLI"))
WIDE_RANGES.update({"t2ADDri12": (0, 4095), "t2SUBri12": (0, 4095), "t2MOVi16": (0, 65535)})
# NEON's VSHLL by an immediate below the lane size (the lane size itself is VSHLLi8/16/32).
for _sign in "su":
    for _lanes, _top in (("v8i16", 7), ("v4i32", 15), ("v2i64", 31)):
        WIDE_RANGES[f"VSHLL{_sign}{_lanes}"] = (1, _top)
# MVE's VSHLL by an immediate below the lane size (the lane size itself is MVE_VSHLL_lw*).
for _sign in "su":
    for _half in ("th", "bh"):
        WIDE_RANGES[f"MVE_VSHLL_imm{_sign}8{_half}"] = (1, 7)
        WIDE_RANGES[f"MVE_VSHLL_imm{_sign}16{_half}"] = (1, 15)
# Data-processing opcodes whose immediate is a modified immediate (ARM: 8 bits rotated by an even
# amount; Thumb-2: ThumbExpandImm's forms).
_MODIFIED = ("ADC", "ADD", "AND", "BIC", "CMN", "CMP", "EOR", "MOV", "MVN", "ORN", "ORR", "RSB", "RSC", "SBC",
             "SUB", "TEQ", "TST")
MODIFIED_IMMEDIATE = frozenset({f"{op}ri" for op in _MODIFIED} | {f"t2{op}ri" for op in _MODIFIED}
                               | {"MOVi", "MVNi", "t2MOVi", "t2MVNi", "MSRi"})


def arm_modified(value: int) -> bool:
    value &= 0xFFFFFFFF
    return any(((value << r) | (value >> (32 - r))) & 0xFFFFFFFF < 256 for r in range(0, 32, 2))


def thumb_modified(value: int) -> bool:
    value &= 0xFFFFFFFF
    low, second = value & 0xFF, value >> 8 & 0xFF
    if value < 256 or value in (low | low << 16, second << 8 | second << 24, low * 0x01010101):
        return True
    for rotation in range(8, 32):
        byte = ((value << rotation) | (value >> (32 - rotation))) & 0xFFFFFFFF
        if 128 <= byte < 256:
            return True
    return False


# VFP, NEON and the crypto instructions are one opcode in both modes (their probes were found in
# the A32 subtarget); every other A32 opcode has a Thumb twin of its own (t*, t2*, MVE_*).
_SHARED_PREFIXES = ("V", "AES", "SHA1", "SHA256", "FCONST", "FLDM", "FSTM", "FMSTAT")


def shared(opcode: str) -> bool:
    return opcode.startswith(_SHARED_PREFIXES)


def _rotr(value: int, amount: int) -> int:
    amount &= 31
    return ((value >> amount) | (value << (32 - amount))) & 0xFFFFFFFF if amount else value & 0xFFFFFFFF


def so_imm_encoding(value: int) -> int | None:
    """ARM_AM::getSOImmVal: an A32 modified immediate as the McInst holds it (rotation / 2 in bits
    8-11, the byte below), or None when the value is not 8 bits rotated by an even amount."""
    value &= 0xFFFFFFFF
    if value & ~255 == 0:
        rotate = 0
    else:
        trailing = (value & -value).bit_length() - 1
        amount = trailing & ~1
        rotate = (32 - amount) & 31
        if _rotr(value, amount) & ~255 and value & 63:
            trailing = ((value & ~63) & -(value & ~63)).bit_length() - 1
            second = trailing & ~1
            if _rotr(value, second) & ~255 == 0:
                rotate = (32 - second) & 31
    if _rotr(0xFFFFFF00, rotate) & value:
        return None
    return _rotr(value, 32 - rotate) | (rotate >> 1) << 8


def so_imm_value(encoded: int) -> int:
    """The value an encoded A32 modified immediate stands for, as a signed 32-bit number."""
    value = _rotr(encoded & 255, (encoded >> 8 & 15) * 2)
    return value - (1 << 32) if value >= 1 << 31 else value


def _register_ok(isa: Isa, reg_class: str | None, name: str) -> bool:
    if reg_class is None:
        return True
    members = isa.register_classes.get(reg_class)
    return members is None or name in members


# Register operands whose assembler operand class is narrower than the MC operand's register class:
# Thumb's SP-relative load and store take only SP as the base (ARMAsmParser's isMemThumbSPI), while
# the MC operand is any GPR (`ldr r0, [r8, #12]` is t2LDRi12, not tLDRspi).
_ASM_CLASSES: dict[tuple[str, int], str] = {("tLDRspi", 1): "GPRsp", ("tSTRspi", 1): "GPRsp"}


def build(spelling: spellings.Spelling, text_atoms: list[tuple[str, object]], cond: int, isa: Isa
          ) -> McInst | None:  # fmt: skip
    """The McInst of `spelling` for these atoms, or None when an operand does not fit."""
    info = isa.opcodes.get(spelling.opcode)
    if info is None:
        return None
    for index, value in spelling.fixed:
        if index >= len(text_atoms) or text_atoms[index] != value:
            return None
    atoms = [*text_atoms, ("c", cond)]
    operands: list[Reg | Imm | Expr] = []
    thumb = spelling.subtarget != 0
    for position, source in enumerate(spelling.recipe):
        how = source[0]
        operand_info = info.operands[position] if position < len(info.operands) else None
        reg_class = operand_info.reg_class if operand_info is not None else None
        reg_class = _ASM_CLASSES.get((spelling.opcode, position), reg_class)
        if how == "noreg":
            operands.append(Reg(None))
        elif how == "reg":
            operands.append(Reg(source[1]))
        elif how == "imm":
            operands.append(Imm(source[1]))
        elif how == "pred_reg":
            operands.append(Reg("CPSR" if cond != AL else None))
        else:
            index, way = source[1], source[2]
            if index >= len(atoms):
                return None
            atom = atoms[index]
            if index == len(atoms) - 1 and atom[0] == "c":
                operands.append(Imm(cond))
                continue
            if way == "list":
                if atom[0] != "l":
                    return None
                if thumb and not _narrow_list_ok(spelling.opcode, atom[1], isa):  # type: ignore[arg-type]
                    return None
                operands.extend(Reg(name) for name in atom[1])  # type: ignore[union-attr]
                break
            if isinstance(way, tuple) and way[0] == "item":
                if atom[0] != "l" or len(atom[1]) != way[2]:  # type: ignore[arg-type]
                    return None
                if not _list_spacing_ok(spelling.opcode, atom[1]):  # type: ignore[arg-type]
                    return None
                name = atom[1][way[1]]  # type: ignore[index]
                if not _register_ok(isa, reg_class, name):
                    return None
                operands.append(Reg(name))
                continue
            if isinstance(way, tuple) and way[0] == "first":
                names = atom[1] if atom[0] == "l" else ()
                if (len(names) != way[1] or spellings.list_register(names) is None  # type: ignore[arg-type]
                        or not _register_ok(isa, reg_class, str(names[0]))):  # type: ignore[index]
                    return None
                operands.append(Reg(str(names[0])))  # type: ignore[index]
                continue
            if way == "spaced_pair":
                names = atom[1] if atom[0] == "l" else ()
                numbers = [int(n[1:]) if n[:1] == "D" and n[1:].isdigit() else -1 for n in names]  # type: ignore[union-attr]
                if len(numbers) != 2 or numbers[0] < 0 or numbers[1] != numbers[0] + 2:
                    return None
                operands.append(Reg(f"D{numbers[0]}_D{numbers[1]}"))
                continue
            if way == "pair":
                if atom[0] != "l":
                    return None
                name = spellings.list_register(atom[1])  # type: ignore[arg-type]
                if name is None or not _register_ok(isa, reg_class, name):
                    return None
                operands.append(Reg(name))
                continue
            if atom[0] == "r":
                if not _register_ok(isa, reg_class, str(atom[1])):
                    return None
                tied = operand_info.tied_to if operand_info is not None else -1
                if 0 <= tied < len(operands) and isinstance(operands[tied], Reg) and operands[tied].name != atom[1]:
                    if syntax.register_kind(str(atom[1])) not in ("s", "d"):
                        return None  # tMUL's `muls r3, r4, r5`: a tied core register must match
                    # VFP's fixed-point vcvt reads its tied source as the destination (`vcvt.f32.u16
                    # s1, s2, #8` is s1, s1)
                    operands.append(operands[tied])
                    continue
                operands.append(Reg(str(atom[1])))
                continue
            if atom[0] in ("i", "o") and not isinstance(atom[1], int):
                # tADR's t_adrlabel (isUnsignedOffset<8, 2>) takes a plain symbol too: `adr r5, .L517`
                # is tADR, `adr r5, .L517+8` t2ADR (_offset_label refuses it for the 16-bit forms)
                if way != "v" and spelling.opcode != "tADR":
                    return None
                operands.append(Expr(str(atom[1])))
                continue
            value = spellings.encode(way, atom, spelling.opcode)
            if not isinstance(value, int):
                return None
            if not _immediate_ok(spelling.opcode, value, thumb):
                return None
            element = spellings.neon_element(spelling.opcode)
            if element is not None and way == "v":
                encoded = spellings.neon_mod_imm(element, value, spelling.opcode)
                if encoded is None:
                    return None
                value = encoded
            if spelling.opcode in MODIFIED_IMMEDIATE and not spelling.opcode.startswith("t2"):
                encoded = so_imm_encoding(value)
                if encoded is None:
                    return None
                value = encoded
            operands.append(Imm(value))
    if spelling.opcode in _SP_BASE and (len(operands) < 2 or operands[1] != Reg("SP")):
        return None
    return McInst(spelling.opcode, tuple(operands))


# The 16-bit SP-relative loads and stores: their MC operand's class is GPR, but the encoding (and
# ARMAsmParser's isMemThumbSPI) takes SP alone; `str r4, [r12]` is t2STRi12.
_SP_BASE = frozenset({"tLDRspi", "tSTRspi"})
# The one register besides r0-r7 a 16-bit register list holds (its P or M bit).
_NARROW_LIST_EXTRA = {"tPOP": "PC", "tPUSH": "LR"}


def _narrow_list_ok(opcode: str, names: tuple[str, ...], isa: Isa) -> bool:
    """A 16-bit Thumb list (tPOP, tPUSH, tLDMIA, tSTMIA_UPD) holds r0-r7 and, for pop, PC or, for push,
    LR; any other register takes the 32-bit form (`pop {r4, r8}` is t2LDMIA_UPD, `pop {lr}` t2LDR_POST)."""
    if spellings.opcode_size(isa, opcode) != 2:
        return True
    low = isa.register_classes.get("tGPR", frozenset())
    extra = _NARROW_LIST_EXTRA.get(opcode)
    return all(name in low or name == extra for name in names)


_SPACED = re.compile(r"V(LD|ST)[34](d|q)")


def _list_spacing_ok(opcode: str, names: tuple[str, ...]) -> bool:
    """VLD3/VLD4/VST3/VST4 take their D registers one apart (the `d` opcodes) or two apart (the `q`
    opcodes: `{d8, d10, d12}`), as ARMAsmParser's list kinds tell them apart."""
    found = _SPACED.match(opcode)
    if found is None:
        return True
    step = 1 if found.group(2) == "d" else 2
    numbers = [int(n[1:]) if n[:1] == "D" and n[1:].isdigit() else -1 for n in names]
    return all(b - a == step for a, b in itertools.pairwise(numbers)) and min(numbers, default=0) >= 0


def _immediate_ok(opcode: str, value: int, thumb: bool) -> bool:
    if value == syntax.NEGATIVE_ZERO:
        # `#-0` is only an offset of the forms that subtract (t2LDRi8, the pre/post-indexed ones, pci)
        return opcode in _NEGATIVE_ZERO_OK or not (opcode in NARROW_RANGES or opcode in WIDE_RANGES
                                                   or opcode in MODIFIED_IMMEDIATE)
    limits = NARROW_RANGES.get(opcode) or WIDE_RANGES.get(opcode)
    if limits is not None and not limits[0] <= value <= limits[1]:
        return False
    if opcode in MODIFIED_IMMEDIATE:
        return thumb_modified(value) if opcode.startswith("t2") else arm_modified(value)
    return True


def _flags_fit(spelling: spellings.Spelling, isa: Isa, in_it: bool) -> bool:
    """A 16-bit Thumb form with a cc_out operand sets the flags outside an IT block and does not
    inside one (ARMAsmParser::checkTargetMatchPredicate)."""
    info = isa.opcodes.get(spelling.opcode)
    if info is None:
        return False
    for position, operand in enumerate(info.operands):
        if operand.is_optional_def and position < len(spelling.recipe):
            sets_flags = spelling.recipe[position] == ("reg", "CPSR")
            return sets_flags != in_it
    return True


# Load/store-multiple names the printer writes otherwise (ARMAsmParser's mnemonic aliases): the
# stack-oriented names and the explicit `ia`.
_MULTIPLE_ALIASES = {"ldmia": "ldm", "stmia": "stm", "ldmfd": "ldm", "stmfd": "stmdb", "ldmea": "ldmdb",
                     "stmea": "stm", "ldmed": "ldmib", "stmed": "stmda", "ldmfa": "ldmda", "stmfa": "stmib",
                     "vldm": "vldmia", "vstm": "vstmia"}


# MVE names the printer writes otherwise (vmladav is printed vmlav).
_MVE_ALIASES = {"vmladav": "vmlav", "vmladava": "vmlava", "vrmlaldavh": "vrmlalvh", "vrmlaldavha": "vrmlalvha",
                "vmlaldav": "vmlalv", "vmlaldava": "vmlalva"}
# ARMInstrFormats.td's TokenAlias records: a written data type also matches the token it names,
# transitively (`.u32` where the table spells `.i32` or `.32`, `.f` where `.f32` or `.32`). A token
# never matches a more specific one: `vadd.32` is not `vadd.i32`.
TOKEN_ALIASES = {".s8": ".i8", ".u8": ".i8", ".s16": ".i16", ".u16": ".i16", ".s32": ".i32", ".u32": ".i32",
                 ".s64": ".i64", ".u64": ".i64", ".i8": ".8", ".i16": ".16", ".i32": ".32", ".i64": ".64",
                 ".p8": ".8", ".p16": ".16", ".f32": ".32", ".f64": ".64", ".f": ".f32", ".d": ".f64"}
# ARMAsmParser's isDataTypeToken: the suffixes `vldm`/`vstm` drop (doesIgnoreDataTypeSuffix).
DATA_TYPE_TOKENS = frozenset({".8", ".16", ".32", ".64", ".i8", ".i16", ".i32", ".i64", ".u8", ".u16", ".u32",
                              ".u64", ".s8", ".s16", ".s32", ".s64", ".p8", ".p16", ".f32", ".f64", ".f", ".d"})
_ANY_SIZE = (".8", ".16", ".32", ".64")
_MVE_IGNORED = (".s8", ".s16", ".s32", ".u8", ".u16", ".u32", ".i8", ".i16", ".i32", ".f16", ".f32")
# The InstAliases that add a data type to an opcode whose own text has none (ARMInstrVFP.td's
# "VLDR/VSTR accept an optional type suffix", VFPDTAnyInstAlias, NEONDTAnyInstAlias, ARMInstrMVE.td's
# "ignored suffixes"): mnemonic -> (data types the alias spells, the opcodes it makes).
_UNTYPED_ALIASES: dict[str, tuple[tuple[tuple[str, ...], frozenset[str]], ...]] = {
    "vldr": (((".32",), frozenset({"VLDRS"})), ((".64",), frozenset({"VLDRD"}))),
    "vstr": (((".32",), frozenset({"VSTRS"})), ((".64",), frozenset({"VSTRD"}))),
    "vmov": (((".8", ".16", ".32"), frozenset({"VMOVRS", "VMOVSR"})),
             ((".f64",), frozenset({"VMOVRRD", "VMOVDRR"})),
             (_ANY_SIZE, frozenset({"VORRd", "VORRq"}))),
    "vpush": ((_ANY_SIZE, frozenset({"VSTMDDB_UPD", "VSTMSDB_UPD"})),),
    "vpop": ((_ANY_SIZE, frozenset({"VLDMDIA_UPD", "VLDMSIA_UPD"})),),
    "vmvn": ((_ANY_SIZE, frozenset({"VMVNd", "VMVNq"})),),
    "vswp": ((_ANY_SIZE, frozenset({"VSWPd", "VSWPq"})),),
    "vbif": ((_ANY_SIZE, frozenset({"VBIFd", "VBIFq"})),),
    "vbit": ((_ANY_SIZE, frozenset({"VBITd", "VBITq"})),),
    "vbsl": ((_ANY_SIZE, frozenset({"VBSLd", "VBSLq"})),),
    "vpsel": ((_MVE_IGNORED, frozenset({"MVE_VPSEL"})),),
}
for _op in ("vand", "vbic", "veor", "vorr"):
    _UNTYPED_ALIASES[_op] = ((_ANY_SIZE, frozenset({f"{_op.upper()}d", f"{_op.upper()}q"})),
                             (_MVE_IGNORED, frozenset({f"MVE_{_op.upper()}"})))
_UNTYPED_ALIASES["vorn"] = ((_MVE_IGNORED, frozenset({"MVE_VORN"})),)


def token_matches(data_type: str) -> list[str]:
    """The written `.dt` and every token it stands for through TOKEN_ALIASES, most specific first."""
    out = [data_type]
    while out[-1] in TOKEN_ALIASES:
        out.append(TOKEN_ALIASES[out[-1]])
    return out


def untyped_opcodes(mnemonic: str) -> frozenset[str] | None:
    """The opcodes the data-type-free reading of `mnemonic` (`vldr.32`, `vpusheq.64`) may make, as
    ARMAsmParser takes the suffix: through an InstAlias that spells it (VLDRS for `vldr.32`, not
    VLDRD: `vldr.32 d0, [r0]` is refused), or any opcode for `vldm`/`vstm`, which drop every data
    type token. None: no alias takes the suffix (the reading is not tried)."""
    head, dot, tail = mnemonic.partition(".")
    if not dot or "." in tail:
        return None
    written = "." + tail
    matches = token_matches(written)
    for base, _ in spellings.split_condition(head):
        if base.startswith(("vldm", "vstm")) and written in DATA_TYPE_TOKENS:
            return ANY_OPCODE
        allowed: set[str] = set()
        for data_types, opcodes in _UNTYPED_ALIASES.get(base, ()):
            if any(token in data_types for token in matches):
                allowed |= opcodes
        if allowed:
            return frozenset(allowed)
    return None


ANY_OPCODE = frozenset({"*"})


# Opcodes whose own text has a data type that an InstAlias lets the writer leave out
# (ARMInstrNEON.td: "VGETLNi32 is also legal as just vmov r0,d0[0] without the .32 suffix").
_TYPED_WITHOUT_SUFFIX = {"vmov": (".32", frozenset({"VGETLNi32", "VSETLNi32"}))}


_MVE_MEMORY = re.compile(r"v(ldr|str)([bhwd])([te]?)$")


def _mve_memory_alias(mnemonic: str) -> str | None:
    """ARMInstrMVE.td's MnemonicAliases of the MVE loads and stores: every type of the memory size
    (`.8`, `.s8`; `.f16` from halfwords on) is the canonical one, `.u<n>` for a load, `.<n>` for
    a store (`vldrb.8 q1, [r0]` is vldrb.u8)."""
    head, _, tail = mnemonic.partition(".")
    found = _MVE_MEMORY.match(head)
    if found is None:
        return None
    bits = {"b": 8, "h": 16, "w": 32, "d": 64}[found.group(2)]
    letters = ("", "u", "s") if bits == 8 else ("", "u", "s", "f")
    canon = f"u{bits}" if found.group(1) == "ldr" else str(bits)
    if tail == canon or tail not in {f"{letter}{bits}" for letter in letters}:
        return None
    return f"{head}.{canon}"


def relaxed_types(mnemonic: str) -> list[str]:
    """The data type suffixes ARMAsmParser also takes for a written one, most specific first
    (token_matches: `.8` for `.u8`, `.32` for `.f32`; `.f32` for `.f32.f32`), then none at all
    where untyped_opcodes allows it (the caller keeps only those opcodes, untyped_fit); for a
    mnemonic without one, the `.32` of `vmov r0, d0[1]`."""
    head, dot, tail = mnemonic.partition(".")
    if not dot:
        return [mnemonic + _TYPED_WITHOUT_SUFFIX[base][0] for base, _ in spellings.split_condition(head)
                if base in _TYPED_WITHOUT_SUFFIX][:1]
    parts = tail.split(".")
    canonical = _mve_memory_alias(mnemonic)
    out: list[str] = [] if canonical is None else [canonical]
    if len(parts) == 2 and parts[0] == parts[1]:
        out.append(head + "." + parts[0])
    if len(parts) == 1:
        out.extend(head + token for token in token_matches("." + parts[0])[1:])
    if untyped_opcodes(mnemonic) is not None:
        out.append(head)
    return out


# Aliases of _UNTYPED_ALIASES spelled with three registers only (NEON's two-register forms with a
# data type are vand/veor/vorr's: `vbic.i32 d0, d1` is refused).
_THREE_WRITTEN = frozenset({"VBICd", "VBICq", "VBIFd", "VBIFq", "VBITd", "VBITq", "VBSLd", "VBSLq", "MVE_VAND",
                            "MVE_VBIC", "MVE_VEOR", "MVE_VORN", "MVE_VORR", "MVE_VPSEL"})


def untyped_fit(mnemonic: str, relaxed: str, found: list[McInst], written: int) -> list[McInst]:
    """`found` for the reading `relaxed` of `mnemonic` (with `written` operands), kept to the
    opcodes the alias makes when `relaxed` dropped the data type (or added one,
    _TYPED_WITHOUT_SUFFIX)."""
    if "." not in mnemonic:
        allowed_typed = frozenset().union(*(_TYPED_WITHOUT_SUFFIX[base][1]
                                            for base, _ in spellings.split_condition(mnemonic)
                                            if base in _TYPED_WITHOUT_SUFFIX))
        return [mc for mc in found if mc.opcode in allowed_typed]
    if "." in relaxed:
        return found
    allowed = untyped_opcodes(mnemonic)
    if allowed is None:
        return []
    if allowed is ANY_OPCODE:
        return found
    return [mc for mc in found if mc.opcode in allowed and (written != 2 or mc.opcode not in _THREE_WRITTEN)]


def _mnemonic_readings(mnemonic: str, thumb: bool) -> list[tuple[str, int, str]]:
    """(mnemonic to look up, condition, width: "" any, "w" 32-bit only, "n" 16-bit only)."""
    out: list[tuple[str, int, str]] = []
    readings = spellings.split_condition(mnemonic)
    for base, cond in list(readings):
        head, dot, tail = base.partition(".")
        if head in _MULTIPLE_ALIASES:
            readings.append((_MULTIPLE_ALIASES[head] + dot + tail, cond))
        if head in _MVE_ALIASES:
            readings.append((_MVE_ALIASES[head] + dot + tail, cond))
    for base, cond in readings:
        if thumb and base.endswith((".w", ".n")):
            bare = base[:-2]
            width = base[-1]
            if width == "w":
                out.append((base, cond, ""))
            out.append((bare, cond, width))
            if width == "w":
                continue
        else:
            out.append((base, cond, ""))
            if thumb:
                out.append((base + ".w", cond, ""))
            elif base.endswith(".w"):
                out.append((base[:-2], cond, ""))  # A32 takes (and ignores) the `.w` qualifier
    return out


def _with_zero_offset(operands: list[syntax.Operand]) -> list[syntax.Operand] | None:
    """`[r0]` read as `[r0, #0]` (the probes print an offset)."""
    changed = False
    out: list[syntax.Operand] = []
    for op in operands:
        if isinstance(op, syntax.Mem) and not op.items:
            out.append(syntax.Mem(op.base, (syntax.Imm(0, "0", op.span, offset=True),), op.align, op.writeback,
                                  op.span))
            changed = True
        else:
            out.append(op)
    return out if changed else None


def _no_alignment(operands: list[syntax.Operand]) -> list[syntax.Operand] | None:
    """`[r0]` of a NEON structure load or store read as `[r0:0]` (no alignment; the probes print one)."""
    changed = False
    out: list[syntax.Operand] = []
    for op in operands:
        if isinstance(op, syntax.Mem) and op.align is None and not op.items:
            out.append(syntax.Mem(op.base, (), 0, op.writeback, op.span))
            changed = True
        else:
            out.append(op)
    return out if changed else None


def _zero_shift(operands: list[syntax.Operand]) -> list[syntax.Operand] | None:
    """`[r0, r1]` read as `[r0, r1, lsl #0]` (Thumb-2's register offsets print their shift)."""
    changed = False
    out: list[syntax.Operand] = []
    for op in operands:
        if isinstance(op, syntax.Mem) and len(op.items) == 1 and isinstance(op.items[0], syntax.Reg):
            shift = syntax.Shift("lsl", 0, None, op.span)
            out.append(syntax.Mem(op.base, (op.items[0], shift), op.align, op.writeback, op.span))
            changed = True
        else:
            out.append(op)
    return out if changed else None


def _two_operand(operands: list[syntax.Operand]) -> list[syntax.Operand] | None:
    """`add r0, r0, r1` read as `add r0, r1` (the 16-bit forms with Rd = Rn)."""
    if (len(operands) == 3 and isinstance(operands[0], syntax.Reg) and isinstance(operands[1], syntax.Reg)
            and operands[0].name == operands[1].name and operands[0].lane is None):
        return [operands[0], operands[2]]
    return None


def _three_operand(operands: list[syntax.Operand]) -> list[syntax.Operand] | None:
    """`add sp, #1`, `and r0, r1` read as `add sp, sp, #1`, `and r0, r0, r1` (ARMAsmParser's
    two-operand forms)."""
    if (len(operands) == 2 and isinstance(operands[0], syntax.Reg) and not operands[0].writeback
            and isinstance(operands[1], (syntax.Reg, syntax.Imm))):
        return [operands[0], operands[0], operands[1]]
    if len(operands) == 3 and isinstance(operands[0], syntax.Reg) and isinstance(operands[2], syntax.Shift):
        return [operands[0], operands[0], operands[1], operands[2]]
    return None


def _default_shift(operands: list[syntax.Operand]) -> list[syntax.Operand] | None:
    """A left-out trailing shift (`sxtab r0, r1, r2`, `pkhbt r0, r1, r2`, `ssat r0, #1, r2`): the
    spelling's shift with amount 0, which the McInst holds as 0."""
    if operands and isinstance(operands[-1], syntax.Reg) and len(operands) >= 2:
        span = operands[-1].span
        return [*operands, syntax.Shift("", 0, None, span)]
    return None


def _words_as_symbols(operands: list[syntax.Operand]) -> list[syntax.Operand] | None:
    changed = False
    out: list[syntax.Operand] = []
    for op in operands:
        if isinstance(op, syntax.Word):
            out.append(syntax.Imm(None, op.text, op.span))
            changed = True
        else:
            out.append(op)
    return out if changed else None


def _offset_label(mc: McInst) -> bool:
    """Whether the McInst holds a label with an offset (`.L186+8`), which ARMAsmParser's 16-bit
    label operands (isThumbMemPC, tB's and tADR's targets) refuse: only a plain symbol is theirs."""
    return any(isinstance(op, Expr) and syntax.label_offset(op.text) for op in mc.operands)


def _subtarget_rank(subtarget: int, opcode: str, thumb: bool, m_profile: bool) -> int | None:
    """The order a probe subtarget's spellings are tried in (None: not in this mode). A32: the
    `arm` rows. Thumb on an A/R-profile CPU: `thumb`, then the shared A32 ones (VFP, NEON).
    M-profile: `mve` and `v7m` first (MVE before NEON, t2MRS_M before t2MRS_AR), then the others."""
    if not thumb:
        return 0 if subtarget == 0 or (subtarget == 1 and shared(opcode)) else None
    if subtarget == 0:
        return 2 if shared(opcode) else None
    if subtarget in (2, 3):
        return 0 if m_profile else None
    return 1


def candidates(mnemonic: str, operands: list[syntax.Operand], isa: Isa, thumb: bool, in_it: int | None,
               m_profile: bool = False) -> list[McInst]:  # fmt: skip
    """Every McInst the spelling table allows, preferred first. `in_it`: the condition of the IT
    block slot the instruction is in, or None outside one."""
    table = spellings.spelling_table(isa)
    forms = [operands]
    widened: set[int] = set()  # the forms _three_operand made (`vadd d0, d1` as `vadd d0, d0, d1`)
    for rewrite in (_with_zero_offset, _no_alignment, _words_as_symbols, _zero_shift, _two_operand, _three_operand,
                    _default_shift):
        for index, form in enumerate(list(forms)):
            changed = rewrite(form)
            if changed is not None:
                if rewrite is _three_operand or index in widened:
                    widened.add(len(forms))
                forms.append(changed)
    ranked: list[tuple[int, int, int, McInst]] = []
    for looked_up, cond, width in _mnemonic_readings(mnemonic, thumb):
        for form_index, form in enumerate(forms):
            key = looked_up + " " + syntax.shape(form)
            text_atoms = syntax.atoms(form)
            for spelling in table.get(key, ()):
                rank = _subtarget_rank(spelling.subtarget, spelling.opcode, thumb, m_profile)
                if rank is None:
                    continue
                if form_index in widened and not _two_operand_alias(looked_up, spelling.opcode, isa):
                    continue
                size = spellings.opcode_size(isa, spelling.opcode)
                if (width == "w" and size != 4) or (width == "n" and size != 2):
                    continue
                if thumb and size == 2 and not _flags_fit(spelling, isa, in_it is not None):
                    continue
                if cond != AL and spellings.predicate_positions(isa, spelling.opcode)[0] < 0:
                    continue  # `bxne r2` is BX_pred, not BX without its condition
                mc = build(spelling, text_atoms, cond, isa)
                if mc is not None and size == 2 and thumb and _offset_label(mc):
                    continue
                if mc is not None:
                    ranked.append((size != 2, rank, _specificity(mc, isa) if size == 2 else 0, len(ranked), mc))
            if form_index and width != "n" and not thumb:
                continue
            if thumb and in_it is not None and not looked_up.partition(".")[0].endswith("s"):
                # inside an IT block the 16-bit forms do not set the flags: `add r0, r1, #1` is tADDi3
                head, dot, tail = looked_up.partition(".")
                for spelling in table.get(head + "s" + dot + tail + " " + syntax.shape(form), ()):
                    info = isa.opcodes.get(spelling.opcode)
                    if spelling.subtarget == 0 or info is None or spellings.opcode_size(isa, spelling.opcode) != 2 or width == "w":
                        continue
                    recipe = tuple(("noreg",) if s == ("reg", "CPSR") else s for s in spelling.recipe)
                    if recipe == spelling.recipe:
                        continue
                    quiet = spellings.Spelling(spelling.opcode, recipe, spelling.subtarget, spelling.template,
                                               spelling.fixed, looked_up)
                    mc = build(quiet, text_atoms, cond, isa)
                    if mc is not None:
                        ranked.append((False, 0, _specificity(mc, isa), len(ranked), mc))
    ranked.sort(key=lambda item: item[:4])
    return [_mve_compare(item[4], isa) for item in ranked]


# NEON/VFP three-register mnemonics without TwoOperandAliasConstraint, measured with llvm-mc-19 over
# every such spelling of the table written with two registers (`vorn d0, d1` is refused; so is every
# MVE one: 243 of 243 on Cortex-M55)
_NO_TWO_OPERAND = frozenset({"vmaxnm", "vminnm", "vorn", "vseleq", "vselge", "vselgt", "vselvs"})


def _two_operand_alias(looked_up: str, opcode: str, isa: Isa) -> bool:
    """Whether ARMAsmParser reads a two-register `v` text as the three-register `opcode` with the
    destination repeated: NEON's and VFP's TwoOperandAliasConstraint aliases ("$Vn = $Vd"); an
    accumulating opcode (a source tied to the destination: vmla, vaba, vbsl, vfma) has none."""
    if not looked_up.startswith("v"):
        return True
    if looked_up.partition(".")[0] in _NO_TWO_OPERAND or opcode.startswith("MVE_"):
        return False
    info = isa.opcodes.get(opcode)
    return info is None or all(operand.tied_to < 0 for operand in info.operands)


MVE_COMPARE = re.compile(r"(MVE_VPTv\d+|MVE_VCMP)([ius])(\d+r?)$")


# Armv8.1-M's conditional selects (ARMInstrThumb2.td's CS multiclass): `zr` names ZR in their
# sources, and their condition is never AL (pred_noal). The aliases write the sources once and the
# condition inverted (pred_noal_inv): `cset r0, eq` is `csinc r0, zr, zr, ne`, `cinc r0, r1, eq`
# is `csinc r0, r1, r1, ne`.
_SELECTS = frozenset({"csel", "csinc", "csinv", "csneg"})
_SELECT_ALIASES = {"cset": ("csinc", True), "csetm": ("csinv", True), "cinc": ("csinc", False),
                   "cinv": ("csinv", False), "cneg": ("csneg", False)}

_SELECT_OPCODES = frozenset({"t2CSEL", "t2CSINC", "t2CSINV", "t2CSNEG"})


def _conditional_select(mnemonic: str, operands: list[syntax.Operand]
                        ) -> tuple[str, list[syntax.Operand]] | Diagnostic | None:  # fmt: skip
    """The conditional select a csel-family line writes (an alias as its instruction), a refusal of
    its condition, or None when `mnemonic` is not one of them."""
    alias = _SELECT_ALIASES.get(mnemonic)
    if alias is None and mnemonic not in _SELECTS:
        return None
    operands = [syntax.Reg("ZR", op.span) if isinstance(op, syntax.Word) and op.text.lower() == "zr" else op
                for op in operands]
    last = operands[-1] if operands else None
    condition = last.text.lower() if isinstance(last, syntax.Word) else None
    if last is not None and condition in ("al", "nv"):
        where = last.span
        return Diagnostic(Span(where.line, where.start, where.start + 1), Severity.ERROR, BAD_OPERANDS,
                          "invalid operand for instruction")
    if alias is None:
        return mnemonic, operands
    base, from_zero = alias
    if (len(operands) != (2 if from_zero else 3) or not isinstance(last, syntax.Word)
            or condition not in spellings.CONDITION_CODES):
        return None
    inverted = syntax.Word(spellings.CONDITIONS[spellings.CONDITION_CODES[condition] ^ 1], last.span)
    source = operands[1]
    sources = [syntax.Reg("ZR", last.span)] * 2 if from_zero else [source, source]
    return base, [operands[0], *sources, inverted]


# Mnemonics with one matchable (ARMInstrThumb2.td's CS multiclass and aliases, ARMInstrMVE.td's
# scalar shifts), whose refusals are that matchable's near miss: the operand classes in order.
# rGPR (r0-r12, r14), GPRwithZRnosp (rGPR and zr), a condition but AL (pred_noal / pred_noal_inv,
# no words of its own), long_shift's immediate (1-32).
_RD, _RS, _COND, _SHIFT_1_32 = "rGPR", "GPRwithZRnosp", "cond", "imm1_32"
_SINGLE_MATCHABLE: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(("csel", "csinc", "csinv", "csneg"), (_RD, _RS, _RS, _COND)),
    **dict.fromkeys(("cinc", "cinv", "cneg"), (_RD, _RS, _COND)), **dict.fromkeys(("cset", "csetm"), (_RD, _COND)),
    **dict.fromkeys(("sqshl", "uqshl", "srshr", "urshr"), (_RD, _SHIFT_1_32)),
    **dict.fromkeys(("sqrshr", "uqrshl"), (_RD, _RD)),
}
SCALAR_SHIFTS = frozenset(("sqshl", "uqshl", "srshr", "urshr", "sqrshr", "uqrshl"))
_SELECT_NAMES = frozenset(("csel", "csinc", "csinv", "csneg", "cinc", "cinv", "cneg", "cset", "csetm"))
_RGPR = frozenset({*(f"R{n}" for n in range(13)), "LR"})
_RGPR_TEXT = "operand must be a register in range [r0, r12] or r14"
_CLASS_WORDS = {_RD: _RGPR_TEXT, _RS: _RGPR_TEXT + " or zr", _COND: "invalid operand for instruction",
                _SHIFT_1_32: "operand must be an immediate in the range [1,32]"}


def _fits(kind: str, op: syntax.Operand) -> bool:
    if kind == _COND:
        return isinstance(op, syntax.Word) and op.text.lower() in spellings.CONDITION_CODES \
            and op.text.lower() not in ("al", "nv")
    if kind == _SHIFT_1_32:
        return isinstance(op, syntax.Imm) and not op.offset and op.value is not None and 1 <= op.value <= 32
    name = op.name if isinstance(op, syntax.Reg) and not op.writeback and op.lane is None else \
        "ZR" if isinstance(op, syntax.Word) and op.text.lower() == "zr" else None
    return name in _RGPR or (kind == _RS and name == "ZR")


def select_refusal(mnemonic: str, operands: list[syntax.Operand], mnemonic_span: Span, thumb: bool,
                   has_select: bool) -> Diagnostic | None:  # fmt: skip
    """llvm-mc's words for a line of a mnemonic with one matchable (the conditional selects and
    their aliases, MVE's scalar shifts) that the matchable does not take: the matcher reports a
    near miss only where exactly one thing is wrong (an operand's class, too few or too many
    operands, the features), else "invalid instruction"; a condition suffix on a select is refused
    while parsing. Without Armv8.1-M Mainline (or in A32 code) a select's condition is no operand,
    so every select line is "invalid instruction" there. None where the operands fit (the features
    are then the feature check's)."""
    at = Span(mnemonic_span.line, mnemonic_span.start, mnemonic_span.start + 1)
    kinds = _SINGLE_MATCHABLE.get(mnemonic)
    if kinds is None:
        for base, cond in spellings.split_condition(mnemonic):
            if cond != spellings.AL and base in _SELECT_NAMES:
                return Diagnostic(at, Severity.ERROR, BAD_OPERANDS,
                                  f"instruction '{base}' is not predicable, but condition code specified")
        return None
    select = mnemonic in _SELECT_NAMES
    arity = len(kinds)
    misses: list[tuple[Span, str]] = []
    for kind, op in zip(kinds, operands, strict=False):
        if not _fits(kind, op):
            misses.append((Span(op.span.line, op.span.start, op.span.start + 1), _CLASS_WORDS[kind]))
    if len(operands) < arity:
        end = operands[-1].span.end if operands else mnemonic_span.start
        misses.append((Span(mnemonic_span.line, end, end + 1), "too few operands for instruction"))
    elif len(operands) > arity:
        extra = operands[arity].span
        misses.append((Span(extra.line, extra.start, extra.start + 1), "too many operands for instruction"))
    if select and not (thumb and has_select):
        return Diagnostic(at, Severity.ERROR, UNKNOWN_MNEMONIC, "invalid instruction")
    if not select and not thumb and not misses:
        # A32 code has neither feature (an M-profile CPU has no A32 state); measured with llvm-mc-19
        # and -22 on Cortex-A9
        return Diagnostic(at, Severity.ERROR, BAD_OPERANDS, "instruction requires: mve armv8.1m.main")
    if not misses:
        return None
    if len(misses) > 1 or (not select and not (thumb and has_select)):
        # the missing features would be one more miss
        return Diagnostic(at, Severity.ERROR, UNKNOWN_MNEMONIC, "invalid instruction")
    where, message = misses[0]
    return Diagnostic(where, Severity.ERROR, BAD_OPERANDS, message)


def zero_register_refusal(mc: McInst, operands: list[syntax.Operand]) -> Diagnostic | None:
    """"invalid operand for instruction" at the `zr` of an instruction other than the conditional
    selects: only their register classes (GPRwithZR) hold ZR, so whichever way resolve built the
    McInst, llvm-mc's matcher refuses the operand (`ldrd r0, r1, [zr]`)."""
    if mc.opcode in _SELECT_OPCODES or not any(isinstance(op, Reg) and op.name == "ZR" for op in mc.operands):
        return None
    at = _zero_operand(operands)
    where = at if at is not None else operands[0].span if operands else Span(0, 0, 1)
    return Diagnostic(Span(where.line, where.start, where.start + 1), Severity.ERROR, BAD_OPERANDS,
                      "invalid operand for instruction")


def _zero_operand(operands: list[syntax.Operand]) -> Span | None:
    """Where the text writes `zr` (a register, or a memory operand's base)."""
    for op in operands:
        if (isinstance(op, syntax.Reg) and op.name == "ZR") or (isinstance(op, syntax.Mem) and any(
                isinstance(r, syntax.Reg) and r.name == "ZR" for r in (op.base, *op.items))):
            return op.span
    return None


def _negate(mnemonic: str, operands: list[syntax.Operand]) -> tuple[str, list[syntax.Operand]] | None:
    """`neg{s}{cond} rd, rm` as the `rsb{s}{cond} rd, rm, #0` it aliases (ARMInstrInfo.td,
    ARMInstrThumb.td and ARMInstrThumb2.td's `neg` InstAliases: RSBri, tRSB, t2RSBri); None otherwise.
    llvm-mc-19 refuses `neg.w`/`negs.w` ("invalid instruction"), so a width qualifier is not read here
    (its odd `neg.n r1, r2` as t2RSBri neither: refused)."""
    if not mnemonic.startswith("neg") or "." in mnemonic or len(operands) != 2 or not all(isinstance(op, syntax.Reg) for op in operands):
        return None
    if not any(base.partition(".")[0] in ("neg", "negs") for base, _ in spellings.split_condition(mnemonic)):
        return None
    span = operands[1].span
    return "rsb" + mnemonic[3:], [*operands, syntax.Imm(0, "#0", Span(span.line, span.end, span.end))]


def _mve_compare(mc: McInst, isa: Isa) -> McInst:
    """MVE's integer compares are three opcodes by the condition's kind (eq/ne: i, cs/hi: u,
    ge/lt/gt/le: s), whichever of `.i8`/`.s8`/`.u8` the text says."""
    found = MVE_COMPARE.match(mc.opcode)
    if found is None:
        return mc
    position = 3
    if position >= len(mc.operands) or not isinstance(mc.operands[position], Imm):
        return mc
    cond = mc.operands[position].value  # type: ignore[union-attr]
    letter = "i" if cond in (0, 1) else "u" if cond in (2, 8) else "s" if cond in (10, 11, 12, 13) else None
    if letter is None:
        return mc
    opcode = found.group(1) + letter + found.group(3)
    return McInst(opcode, mc.operands) if opcode in isa.opcodes else mc


def _specificity(mc: McInst, isa: Isa) -> int:
    """How many registers the 16-bit form's register classes allow: the matcher tries the narrower
    classes first (tADDspr's SP before tADDhirr's any register)."""
    info = isa.opcodes.get(mc.opcode)
    if info is None:
        return 0
    total = 0
    for operand in info.operands:
        members = isa.register_classes.get(operand.reg_class or "")
        if members is not None and operand.kind == "reg":
            total += len(members)
    return total


VPT = re.compile(r"vp(s?)t([te]{0,3})(\..*)?$")
_HINTS = {"nop": 0, "yield": 1, "wfe": 2, "wfi": 3, "sev": 4, "sevl": 5, "esb": 16, "csdb": 20}
HINT_NAMES = _HINTS
_PLD_PCI = {"pld": "t2PLDpci", "pli": "t2PLIpci"}
_PCI = {"ldr": "t2LDRpci", "ldrb": "t2LDRBpci", "ldrh": "t2LDRHpci", "ldrsb": "t2LDRSBpci", "ldrsh": "t2LDRSHpci"}
_BARRIERS = {"dmb": "t2DMB", "dsb": "t2DSB", "isb": "t2ISB"}
_BARRIER_ONLY = {"ssbb": ("dsb", 0), "pssbb": ("dsb", 4)}
_LITERAL = {"ldr": "t2LDRpci", "ldrb": "t2LDRBpci", "ldrh": "t2LDRHpci", "ldrsb": "t2LDRSBpci",
            "ldrsh": "t2LDRSHpci"}


def _mask(suffix: str) -> int:
    """The IT/VPT mask ARMAsmParser builds: t 0, e 1 for each further slot from bit 3 down, then a 1."""
    mask = 0
    for position, char in enumerate(suffix):
        if char == "e":
            mask |= 1 << (3 - position)
    return mask | 1 << (3 - len(suffix))


_MVE_INTERLEAVED = re.compile(r"v(ld|st)([24])([0-3])\.(8|16|32)$")


def _mve_interleaved(mnemonic: str, operands: list[syntax.Operand], isa: Isa) -> McInst | None:
    """MVE's interleaving loads and stores, `vld20.32 {q2, q3}, [r0]`, `vst43.8 {q4, q5, q6, q7}, [r2]!`:
    the list is one MQQPR/MQQQQPR register (Q2_Q3), the stage is in the opcode's name
    (MVE_VLD20_32, MVE_VST43_8_wb), a load's list is tied and the writeback form's base written
    back, in the operand order of ARMInstrMVE.td (the probes' markers do not spell these lists)."""
    found = _MVE_INTERLEAVED.match(mnemonic)
    if (found is None or len(operands) != 2 or not isinstance(operands[0], syntax.RegList)
            or not isinstance(operands[1], syntax.Mem) or operands[1].items or operands[1].align is not None):
        return None
    kind, count, stage, size = found.group(1), int(found.group(2)), int(found.group(3)), found.group(4)
    names = operands[0].names
    numbers = [int(n[1:]) if n[:1] == "Q" and n[1:].isdigit() else -1 for n in names]
    if stage >= count or len(names) != count or numbers[0] < 0 or numbers != list(range(numbers[0], numbers[0] + count)):
        return None
    writeback = operands[1].writeback
    opcode = f"MVE_V{kind.upper()}{count}{stage}_{size}" + ("_wb" if writeback else "")
    info = isa.opcodes.get(opcode)
    group = Reg("_".join(names))
    base = Reg(operands[1].base.name)
    if info is None or not _register_ok(isa, info.operands[0].reg_class if kind == "ld" or not writeback
                                        else info.operands[1].reg_class, str(group.name)):
        return None
    if not _register_ok(isa, info.operands[-1].reg_class, str(base.name)):
        return None
    if kind == "ld":
        return McInst(opcode, (group, base, group, base) if writeback else (group, group, base))
    return McInst(opcode, (base, group, base) if writeback else (group, base))


def _special(mnemonic: str, operands: list[syntax.Operand], isa: Isa, thumb: bool, in_it: int | None
             ) -> McInst | None:  # fmt: skip
    """Forms the probes do not spell: hints by name, barriers without an option, literal loads."""
    if thumb and in_it is None:
        interleaved = _mve_interleaved(mnemonic, operands, isa)
        if interleaved is not None:
            return interleaved
    head, _, tail = mnemonic.partition(".")
    readings = [(base.partition(".")[0], cond) for base, cond in spellings.split_condition(head)]
    for name, cond in readings:
        pred = (Imm(cond), Reg("CPSR" if cond != AL else None))
        if name in _HINTS and not operands:
            if not thumb:
                return McInst("HINT", (Imm(_HINTS[name]), *pred))
            wide = tail == "w" or _HINTS[name] > 4
            return McInst("t2HINT" if wide else "tHINT", (Imm(_HINTS[name]), *pred))
        if name in _HINTS:
            return None
        if (name == "hint" and len(operands) == 1 and isinstance(operands[0], syntax.Imm)
                and operands[0].value is not None and 0 <= operands[0].value <= 255):
            value_hint = operands[0].value
            if not thumb:
                return McInst("HINT", (Imm(value_hint), *pred))
            narrow = tail != "w" and value_hint <= 15
            return McInst("tHINT" if narrow else "t2HINT", (Imm(value_hint), *pred))
        if (name in _BARRIERS or name in _BARRIER_ONLY) and cond == AL and len(operands) <= 1:
            base, option = _BARRIER_ONLY.get(name, (name, 15))
            if operands:
                given = operands[0]
                if name in _BARRIER_ONLY:
                    return None
                if isinstance(given, syntax.Word):
                    code = spellings.BARRIER_CODES.get(given.text.lower())
                    if code is None or (name == "isb" and code != 15):
                        return None
                    option = code
                elif isinstance(given, syntax.Imm) and given.value is not None and 0 <= given.value <= 15:
                    option = given.value
                else:
                    return None
            opcode = _BARRIERS[base] if thumb else _BARRIERS[base][2:]
            return McInst(opcode, (Imm(option), *pred) if thumb else (Imm(option),))
        if name == "b" and cond != AL and len(operands) == 1 and (in_it is None or not thumb):
            target = operands[0]
            if isinstance(target, syntax.Word):
                value: Imm | Expr = Expr(target.text)
            elif isinstance(target, syntax.Imm) and target.value is not None:
                value = Imm(target.value)
            else:
                return None
            if not thumb:
                return McInst("Bcc", (value, *pred))
            narrow = tail != "w" and (not syntax.label_offset(value.text) if isinstance(value, Expr)
                                      else -256 <= value.value < 256)
            return McInst("tBcc" if narrow else "t2Bcc", (value, *pred))
        if (thumb and name in _PLD_PCI and len(operands) == 1 and isinstance(operands[0], syntax.Mem)
                and operands[0].base.name == "PC" and len(operands[0].items) == 1
                and isinstance(operands[0].items[0], syntax.Imm) and operands[0].items[0].value is not None):
            offset = operands[0].items[0].value
            if -4095 <= offset < 0 or offset == syntax.NEGATIVE_ZERO:
                return McInst(_PLD_PCI[name], (Imm(offset), *pred))
        if name in ("pld", "pldw", "pli") and len(operands) == 1 and isinstance(operands[0], syntax.Word):
            # a preload of a label: the literal form (A32's addrmode_imm12 holds the label where
            # the base register goes; Thumb's t2PLDpci/t2PLIpci; Thumb has no pldw of a label)
            label = Expr(operands[0].text)
            if not thumb and cond == AL:
                return McInst({"pld": "PLDi12", "pldw": "PLDWi12", "pli": "PLIi12"}[name], (label, Imm(0)))
            if thumb and name in _PLD_PCI:
                return McInst(_PLD_PCI[name], (label, *pred))
            return None
        if (name == "pkhtb" and len(operands) == 3
                and all(isinstance(op, syntax.Reg) and op.lane is None for op in operands)):
            # `pkhtb rd, rn, rm` without a shift is PKHBT with the sources swapped
            rd, rn, rm = (Reg(op.name) for op in operands)  # type: ignore[union-attr]
            return McInst("t2PKHBT" if thumb else "PKHBT", (rd, rm, rn, Imm(0), *pred))
        if thumb and name in ("le", "letp") and operands and isinstance(operands[-1], syntax.Word):
            label = Expr(operands[-1].text)
            if len(operands) == 2 and isinstance(operands[0], syntax.Reg) and operands[0].name == "LR":
                return McInst("t2LEUpdate" if name == "le" else "MVE_LETP", (Imm(0), Reg("LR"), label))
            if len(operands) == 1 and name == "le":
                return McInst("t2LE", (label,))
        if (thumb and name == "ldrd" and len(operands) == 3 and isinstance(operands[2], syntax.Word)
                and all(isinstance(op, syntax.Reg) for op in operands[:2])):
            return McInst("t2LDRDi8", (Reg(operands[0].name), Reg(operands[1].name),  # type: ignore[union-attr]
                                       Expr(operands[2].text), Imm(0), *pred))
        if not thumb:
            system = _a32_system(name, operands, pred, cond)
            if system is not None:
                return system
        lookup = _table_lookup(name + ("." + tail if tail else ""), operands, pred)
        if lookup is not None:
            return lookup
        saturate = _saturate(name, operands, thumb, pred)
        if saturate is not None:
            return saturate
        found_bit = _bitfield(name, operands, thumb, pred)
        if found_bit is not None:
            return found_bit
        if not thumb:
            shift = _shift_alias(name, operands, pred) or _a32_shifted_move(name, operands, pred)
            if shift is not None:
                return shift
        if not thumb and name in _INDEXED:
            indexed = _arm_indexed(name, operands, pred)
            if indexed is not None:
                return indexed
        if not thumb and (name in _AM3 or name in _AM2_POST):
            found = _arm_memory(name, operands, pred)
            if found is not None:
                return found
        if (thumb and name in _PCI and len(operands) == 2 and isinstance(operands[0], syntax.Reg)
                and isinstance(operands[1], syntax.Mem) and operands[1].base.name == "PC"
                and len(operands[1].items) == 1 and isinstance(operands[1].items[0], syntax.Imm)
                and operands[1].items[0].value is not None and not operands[1].writeback):
            offset = operands[1].items[0].value
            rt = operands[0].name
            if (name == "ldr" and tail != "w" and rt in isa.register_classes.get("tGPR", ())
                    and 0 <= offset <= 1020 and offset % 4 == 0):
                return McInst("tLDRpci", (Reg(rt), Imm(offset), *pred))
            if -4095 <= offset < 0 or offset == syntax.NEGATIVE_ZERO:
                return McInst(_PCI[name], (Reg(rt), Imm(offset), *pred))
        if (thumb and name in _LITERAL and len(operands) == 2 and isinstance(operands[0], syntax.Reg)
                and isinstance(operands[1], (syntax.Word, syntax.Imm))):
            target = operands[1]
            value: Imm | Expr = Expr(target.text) if isinstance(target, syntax.Word) else (
                Imm(target.value) if target.value is not None else Expr(target.text))
            rt = operands[0].name
            narrow = (name == "ldr" and tail != "w" and rt in isa.register_classes.get("tGPR", ())
                      and (not syntax.label_offset(value.text) if isinstance(value, Expr)
                           else (0 <= value.value <= 1020 and value.value % 4 == 0)))
            return McInst("tLDRpci" if narrow else _LITERAL[name], (Reg(rt), value, *pred))
        if not thumb and not tail and name in _A32_LITERAL:
            literal = _a32_label_load(name, operands, pred)
            if literal is not None:
                return literal
    return None


# A32 loads of a label (`ldr r0, .L19`, `ldrd r0, r1, .L19+8`): the label in the addressing mode's
# place, addrmode2's immediate forms with offset 0, addrmode3's with no offset register.
_A32_LITERAL = {"ldr": "LDRi12", "ldrb": "LDRBi12", "ldrh": "LDRH", "ldrsb": "LDRSB", "ldrsh": "LDRSH",
                "ldrd": "LDRD"}


def _a32_label_load(name: str, operands: list[syntax.Operand], pred: tuple[Imm, Reg]) -> McInst | None:
    target = operands[-1] if operands else None
    # a label is a Word, a label with an offset an Imm without a value
    if not (isinstance(target, syntax.Word)
            or (isinstance(target, syntax.Imm) and target.value is None and bool(target.text))):
        return None
    label = Expr(target.text)
    regs = operands[:-1]
    if not regs or not all(isinstance(reg, syntax.Reg) and reg.name in _GPR for reg in regs):
        return None
    names = [reg.name for reg in regs]  # type: ignore[union-attr]
    if name == "ldrd":
        # an even first register below r14 and the next one (ARMAsmParser's validation)
        first, second = (_GPR_NUMBER[n] for n in names) if len(names) == 2 else (1, 0)
        if first % 2 or first >= 14 or second != first + 1:
            return None
        return McInst("LDRD", (Reg(names[0]), Reg(names[1]), label, Reg(None), Imm(0), *pred))
    if len(names) != 1 or (name != "ldr" and names[0] == "PC"):
        return None
    if name in ("ldr", "ldrb"):
        return McInst(_A32_LITERAL[name], (Reg(names[0]), label, Imm(0), *pred))
    return McInst(_A32_LITERAL[name], (Reg(names[0]), label, Reg(None), Imm(0), *pred))


_GPR_NUMBER = {**{f"R{i}": i for i in range(13)}, "SP": 13, "LR": 14, "PC": 15}
_GPR = frozenset(_GPR_NUMBER)


_AM3 = {"ldrh": "LDRH", "strh": "STRH", "ldrsh": "LDRSH", "ldrsb": "LDRSB", "ldrd": "LDRD", "strd": "STRD"}
_AM2_POST = {"ldr": "LDR_POST_IMM", "ldrb": "LDRB_POST_IMM", "str": "STR_POST_IMM", "strb": "STRB_POST_IMM"}


_EXCLUSIVE_PAIR = {"ldrexd": "LDREXD", "ldaexd": "LDAEXD", "strexd": "STREXD", "stlexd": "STLEXD"}
_CPS_FLAGS = {"a": 4, "i": 2, "f": 1}


def _a32_system(name: str, operands: list[syntax.Operand], pred: tuple[Imm, Reg], cond: int) -> McInst | None:
    """A32 forms the probes spell with other values only: `setend le|be`, `cpsie|cpsid <aif>{, #mode}`
    (CPS2p/CPS3p: imod 2 enable, 3 disable; a 4, i 2, f 1) and the exclusive pair loads and stores,
    whose two registers are one GPRPair (`ldrexd r6, r7, [r8]` is R6_R7)."""
    if name == "setend" and cond == AL and len(operands) == 1 and isinstance(operands[0], syntax.Word):
        endian = {"le": 0, "be": 1}.get(operands[0].text.lower())
        return McInst("SETEND", (Imm(endian),)) if endian is not None else None
    if name in ("cpsie", "cpsid") and cond == AL and len(operands) in (1, 2) and isinstance(operands[0], syntax.Word):
        letters = operands[0].text.lower()
        if letters == "none":
            flags = 0
        elif letters and len(set(letters)) == len(letters) and all(c in _CPS_FLAGS for c in letters):
            flags = sum(_CPS_FLAGS[c] for c in letters)
        else:
            return None
        imod = Imm(2 if name == "cpsie" else 3)
        if len(operands) == 1:
            return McInst("CPS2p", (imod, Imm(flags)))
        mode = operands[1]
        if isinstance(mode, syntax.Imm) and mode.value is not None and 0 <= mode.value <= 31:
            return McInst("CPS3p", (imod, Imm(flags), Imm(mode.value)))
        return None
    if name in _EXCLUSIVE_PAIR:
        store = name.startswith("st")
        count = 3 if store else 2
        if len(operands) != count + 1 or not isinstance(operands[-1], syntax.Mem):
            return None
        mem = operands[-1]
        regs = operands[:count]
        if (mem.items or mem.writeback or mem.align is not None
                or not all(isinstance(r, syntax.Reg) and r.lane is None and not r.writeback for r in regs)):
            return None
        first, second = regs[-2].name, regs[-1].name  # type: ignore[union-attr]
        number = int(first[1:]) if first[:1] == "R" and first[1:].isdigit() else -1
        if number < 0 or number % 2 or second != ("SP" if number == 12 else f"R{number + 1}"):
            return None
        pair = Reg("R12_SP" if number == 12 else f"R{number}_R{number + 1}")
        head = (Reg(regs[0].name), pair) if store else (pair,)  # type: ignore[union-attr]
        return McInst(_EXCLUSIVE_PAIR[name], (*head, Reg(mem.base.name), *pred))
    return None


def _register_move(mnemonic: str, operands: list[syntax.Operand], m_profile: bool) -> McInst | None:
    """ARMAsmParser's register-move aliases the probes do not spell: `vmov s0, s1` (VMOVS, no data
    type) and `vmov{<dt>} d0, d1` / `q0, q1` (VORRd/VORRq with the source twice, a data type
    NEONDTAnyInstAlias takes, untyped_opcodes, but f64, VMOVD's), printed `vorr d0, d1, d1`; on M-profile CPUs the D and Q forms are left
    to the table (MVE's vmov)."""
    head, _, tail = mnemonic.partition(".")
    if len(operands) != 2:
        return None
    first, second = operands
    if not (isinstance(first, syntax.Reg) and isinstance(second, syntax.Reg)) or any(
            r.lane is not None or r.writeback or r.negative for r in (first, second)):
        return None
    kind = syntax.register_kind(first.name)
    if kind != syntax.register_kind(second.name):
        return None
    for name, cond in spellings.split_condition(head):
        if name != "vmov":
            continue
        pred = (Imm(cond), Reg("CPSR" if cond != AL else None))
        if kind == "s" and not tail:
            return McInst("VMOVS", (Reg(first.name), Reg(second.name), *pred))
        # `vmov.f64 d0, d1` (and `.d`, which stands for it) is VFP's own VMOVD
        if (kind in ("d", "q") and not m_profile and tail not in ("f64", "d")
                and (not tail or "VORRd" in (untyped_opcodes(mnemonic) or ()))):
            return McInst("VORRd" if kind == "d" else "VORRq",
                          (Reg(first.name), Reg(second.name), Reg(second.name), *pred))
    return None


def _thumb_system(mnemonic: str, operands: list[syntax.Operand], at: Span, m_profile: bool
                  ) -> McInst | list[Diagnostic] | None:  # fmt: skip
    """Thumb's `setend le|be` (tSETEND; not on M-profile CPUs: "invalid instruction"), `cps #mode`
    (t2CPS1p; M-profile: llvm-mc's "requires effect") and the CPS forms of _thumb_cps."""
    if mnemonic == "setend" and len(operands) == 1 and isinstance(operands[0], syntax.Word):
        endian = {"le": 0, "be": 1}.get(operands[0].text.lower())
        if endian is None:
            return None
        if m_profile:
            return [Diagnostic(at, Severity.ERROR, UNKNOWN_MNEMONIC, "invalid instruction")]
        return McInst("tSETEND", (Imm(endian),))
    if (mnemonic == "cps" and len(operands) == 1 and isinstance(operands[0], syntax.Imm)
            and operands[0].value is not None and 0 <= operands[0].value <= 31):
        if m_profile:
            return [Diagnostic(at, Severity.ERROR, BAD_OPERANDS, "instruction 'cps' requires effect for M-class")]
        return McInst("t2CPS1p", (Imm(operands[0].value),))
    return _thumb_cps(mnemonic, operands, m_profile)


def _thumb_cps(mnemonic: str, operands: list[syntax.Operand], m_profile: bool) -> McInst | None:
    """Thumb's `cpsie|cpsid <aif>` (tCPS, 16-bit: imod 2 enable, 3 disable), `.w` (t2CPS2p) and with a
    mode (t2CPS3p); M-profile CPUs have the 16-bit form only (llvm-mc refuses the others there)."""
    head, _, tail = mnemonic.partition(".")
    if head not in ("cpsie", "cpsid") or tail not in ("", "w") or len(operands) not in (1, 2):
        return None
    flags_word = operands[0]
    if not isinstance(flags_word, syntax.Word):
        return None
    letters = flags_word.text.lower()
    if letters == "none":
        flags = 0
    elif letters and len(set(letters)) == len(letters) and all(c in _CPS_FLAGS for c in letters):
        flags = sum(_CPS_FLAGS[c] for c in letters)
    else:
        return None
    imod = Imm(2 if head == "cpsie" else 3)
    if len(operands) == 1:
        if tail == "w":
            return None if m_profile else McInst("t2CPS2p", (imod, Imm(flags)))
        return McInst("tCPS", (imod, Imm(flags)))
    mode = operands[1]
    if m_profile or not (isinstance(mode, syntax.Imm) and mode.value is not None and 0 <= mode.value <= 31):
        return None
    return McInst("t2CPS3p", (imod, Imm(flags), Imm(mode.value)))


def _saturate(name: str, operands: list[syntax.Operand], thumb: bool, pred: tuple[Imm, Reg]) -> McInst | None:
    """`ssat rd, #n, rm{, lsl|asr #s}` / `usat`: the McInst holds ssat's bit count less one and the
    shift as its amount with asr in bit 5."""
    if name not in ("ssat", "usat") or len(operands) not in (3, 4):
        return None
    rd, bits, rm = operands[:3]
    shift = operands[3] if len(operands) == 4 else None
    if not (isinstance(rd, syntax.Reg) and isinstance(rm, syntax.Reg) and isinstance(bits, syntax.Imm)
            and bits.value is not None):
        return None
    low, high = (1, 32) if name == "ssat" else (0, 31)
    if not low <= bits.value <= high:
        return None
    code = 0
    if shift is not None:
        if (not isinstance(shift, syntax.Shift) or shift.amount is None or shift.kind not in ("lsl", "asr")
                or shift.asl):
            return None
        if not (0 <= shift.amount <= 31 if shift.kind == "lsl" else 1 <= shift.amount <= 32):
            return None
        code = (32 if shift.kind == "asr" else 0) | (shift.amount & 31)
    value = bits.value - 1 if name == "ssat" else bits.value
    opcode = ("t2" if thumb else "") + name.upper()
    return McInst(opcode, (Reg(rd.name), Imm(value), Reg(rm.name), Imm(code), *pred))


def _bitfield(name: str, operands: list[syntax.Operand], thumb: bool, pred: tuple[Imm, Reg]) -> McInst | None:
    """`bfc rd, #lsb, #width` / `bfi rd, rn, #lsb, #width`: the McInst holds the inverted mask."""
    if name not in ("bfc", "bfi"):
        return None
    regs = 1 if name == "bfc" else 2
    if len(operands) != regs + 2 or not all(isinstance(op, syntax.Reg) and op.lane is None and not op.writeback
                                              for op in operands[:regs]):
        return None
    lsb, width = operands[regs], operands[regs + 1]
    if not (isinstance(lsb, syntax.Imm) and isinstance(width, syntax.Imm) and lsb.value is not None
            and width.value is not None and 0 <= lsb.value <= 31 and 1 <= width.value <= 32 - lsb.value):
        return None
    mask = ~(((1 << width.value) - 1) << lsb.value) & 0xFFFFFFFF
    rd = Reg(operands[0].name)  # type: ignore[union-attr]
    rn = (Reg(operands[1].name),) if regs == 2 else ()  # type: ignore[union-attr]
    opcode = ("t2" if thumb else "") + name.upper()
    return McInst(opcode, (rd, rd, *rn, Imm(mask), *pred))


def _shift_alias(head: str, operands: list[syntax.Operand], pred: tuple[Imm, Reg]) -> McInst | None:
    """A32 `lsl/lsr/asr/ror rd, rm, #n|rs` and `rrx rd, rm`: MOVsi/MOVsr with the shifter operand
    (the probes print one kind per opcode)."""
    for base in (head, head[:-1] if head.endswith("s") else ""):
        if base not in ("lsl", "lsr", "asr", "ror", "rrx"):
            continue
        flags = Reg("CPSR") if base != head else Reg(None)
        if base != "rrx" and len(operands) == 2:
            operands = [operands[0], *operands]  # `asr r3, #7` is `asr r3, r3, #7`
        regs = [op for op in operands if isinstance(op, syntax.Reg)]
        if any(r.lane is not None or r.writeback or r.negative for r in regs) or len(regs) < 2:
            return None
        rd, rm = Reg(regs[0].name), Reg(regs[1].name)
        if base == "rrx":
            return McInst("MOVsi", (rd, rm, Imm(5), *pred, flags)) if len(operands) == 2 else None
        if len(operands) != 3:
            return None
        amount = operands[2]
        if isinstance(amount, syntax.Reg) and amount.lane is None:
            return McInst("MOVsr", (rd, rm, Reg(amount.name), Imm(syntax.SHIFT_CODES[base]), *pred, flags))
        if isinstance(amount, syntax.Imm) and amount.value is not None:
            low, high = (0, 31) if base in ("lsl", "ror") else (1, 32)
            if not low <= amount.value <= high or (base == "ror" and amount.value == 0):
                return None
            code = syntax.SHIFT_CODES[base] | (amount.value & 31) << 3
            return McInst("MOVsi", (rd, rm, Imm(code), *pred, flags))
    return None


def _arm_memory(name: str, operands: list[syntax.Operand], pred: tuple[Imm, Reg]) -> McInst | None:
    """A32 immediate offsets the probes spell only with a register: addressing mode 3 (`ldrh r0,
    [r1, #-6]`: ARM_AM::getAM3Opc, sub in bit 8) and mode 2 post-indexed (`ldr r0, [r1], #-30`:
    getAM2Opc, sub in bit 12)."""
    regs = [op for op in operands if isinstance(op, syntax.Reg)]
    mems = [op for op in operands if isinstance(op, syntax.Mem)]
    if not mems or any(r.writeback or r.lane is not None for r in regs):
        return None
    mem = mems[0]
    if name in _AM3 and operands[-1] is mem and not mem.writeback and mem.align is None:
        pair = name in ("ldrd", "strd")
        if len(regs) != (2 if pair else 1) or len(operands) != len(regs) + 1:
            return None
        if not mem.items:
            offset = 0
        elif len(mem.items) == 1 and isinstance(mem.items[0], syntax.Imm) and mem.items[0].value is not None:
            offset = mem.items[0].value
        else:
            return None
        if not -255 <= offset <= 255:
            return None
        code = (256 if offset < 0 else 0) | abs(offset)
        return McInst(_AM3[name], (*(Reg(r.name) for r in regs), Reg(mem.base.name), Reg(None), Imm(code), *pred))
    if (name in _AM2_POST and len(operands) == 3 and len(regs) == 1 and operands[1] is mem and not mem.items
            and not mem.writeback and mem.align is None and isinstance(operands[2], syntax.Imm)
            and operands[2].value is not None and -4095 <= operands[2].value <= 4095):
        offset = operands[2].value
        code = (4096 if offset < 0 else 0) | abs(offset)
        rt, rn = Reg(regs[0].name), Reg(mem.base.name)
        first = (rt, rn) if name.startswith("ldr") else (rn, rt)
        return McInst(_AM2_POST[name], (*first, rn, Reg(None), Imm(code), *pred))
    return None


# A32 loads and stores with a register offset, a pre- or post-indexed address or the unprivileged
# (`t`) forms: ARMAsmParser's addressing modes 2 and 3, which the probes spell with one register
# and no sign or shift only.
_AM2_NAMES = {"ldr": "LDR", "ldrb": "LDRB", "str": "STR", "strb": "STRB"}
_AM2_T = {"ldrt": "LDRT", "ldrbt": "LDRBT", "strt": "STRT", "strbt": "STRBT"}
_AM3_T = {"ldrht": "LDRHT", "strht": "STRHT", "ldrsht": "LDRSHT", "ldrsbt": "LDRSBT"}
_PRELOAD = {"pld": "PLDrs", "pldw": "PLDWrs", "pli": "PLIrs"}
_INDEXED = {**_AM2_NAMES, **_AM2_T, **_AM3, **_AM3_T, **_PRELOAD}


def _signed_register(operand: syntax.Operand) -> tuple[str, bool] | None:
    """A `±rm` offset register (name, subtract); a top-level `-r6` is read as an immediate's text."""
    if isinstance(operand, syntax.Reg) and operand.lane is None and not operand.writeback:
        return operand.name, operand.negative
    if isinstance(operand, syntax.Imm) and operand.value is None and operand.text[:1] in "+-":
        name = syntax.register_name(operand.text[1:].strip())
        if name is not None and syntax.register_kind(name) == "r":
            return name, operand.text.startswith("-")
    return None


def _am2_shift(shift: syntax.Operand | None) -> int | None:
    """ARM_AM::getAM2Opc's shift bits (kind << 13 | amount): none 0, a shift by zero `lsl #0` (the
    kind alone: parseMemRegOffsetShift makes any `#0` lsl), lsr/asr #32 held as 0, rrx 5 << 13."""
    if shift is None:
        return 0
    if not isinstance(shift, syntax.Shift) or shift.register is not None or shift.amount is None:
        return None
    kind, amount = shift.kind, shift.amount
    if kind not in syntax.SHIFT_CODES or kind == "uxtw":
        return None
    if kind == "rrx":
        return 5 << 13
    if amount == 0:
        kind = "lsl"
    low, high = (0, 31) if kind == "lsl" else (1, 32) if kind in ("lsr", "asr") else (1, 31)
    if not low <= amount <= high:
        return None
    return syntax.SHIFT_CODES[kind] << 13 | (amount & 31)


def _arm_indexed(name: str, operands: list[syntax.Operand], pred: tuple[Imm, Reg]) -> McInst | None:
    """A32 `ldr rt, [rn, ±rm{, shift}]{!}`, `[rn], ±rm{, shift}`, mode 3's `[rn, #±imm]!`,
    `[rn], #±imm` and `[rn, ±rm]{!}`, the unprivileged post-indexed forms and `pld [rn, ±rm, shift]`,
    with the McInst layouts ARMAsmParser's converters build (a pre-indexed form holds an immediate
    0 where its written-back base goes; a store puts the written-back base first)."""
    mems = [i for i, op in enumerate(operands) if isinstance(op, syntax.Mem)]
    if len(mems) != 1:
        return None
    at = mems[0]
    mem = operands[at]
    assert isinstance(mem, syntax.Mem)
    regs = operands[:at]
    if mem.align is not None or any(not isinstance(r, syntax.Reg) or r.lane is not None or r.writeback
                                    or r.negative or syntax.register_kind(r.name) != "r" for r in regs):
        return None
    rts = [Reg(r.name) for r in regs]  # type: ignore[union-attr]
    rn = Reg(mem.base.name)
    post = operands[at + 1:]
    wanted = 0 if name in _PRELOAD else 2 if name in ("ldrd", "strd") else 1
    if len(rts) != wanted or (post and (mem.items or mem.writeback)):
        return None
    if wanted == 2:
        first = int(rts[0].name[1:]) if rts[0].name and rts[0].name[1:].isdigit() else -1
        if first < 0 or first % 2 or first == 14 or rts[1].name != f"R{first + 1}":
            return None
    # the offset: ("imm", value) or ("reg", name, subtract, shift bits)
    offset: tuple = ("none",)
    if mem.items:
        items = mem.items
        if len(items) == 1 and isinstance(items[0], syntax.Imm) and items[0].value is not None:
            offset = ("imm", items[0].value)
        else:
            signed = _signed_register(items[0])
            shift = _am2_shift(items[1] if len(items) == 2 else None) if len(items) <= 2 else None
            if signed is None or shift is None:
                return None
            offset = ("reg", signed[0], signed[1], shift)
    elif post:
        if len(post) == 1 and isinstance(post[0], syntax.Imm) and post[0].value is not None:
            offset = ("imm", post[0].value)
        else:
            signed = _signed_register(post[0])
            shift = _am2_shift(post[1] if len(post) == 2 else None) if len(post) <= 2 else None
            if signed is None or shift is None:
                return None
            offset = ("reg", signed[0], signed[1], shift)
    mode = "post" if post else "pre" if mem.writeback else "offset"
    unprivileged = name in _AM2_T or name in _AM3_T
    if mode != "offset" and (rn.name == "PC" or (not unprivileged and any(r.name == rn.name for r in rts))):
        return None  # ARMAsmParser: the base cannot be a transfer register when written back
    if offset[0] == "reg" and offset[1] == "PC" and mode != "offset":
        return None
    load = name.startswith(("ldr", "pl"))
    if name in _PRELOAD:
        if mode != "offset" or offset[0] != "reg":
            return None
        return McInst(_PRELOAD[name], (rn, Reg(offset[1]), Imm(offset[2] << 12 | offset[3])))
    if name in _AM2_NAMES:
        if offset[0] != "reg":
            return None  # immediates: the probes' forms and _arm_memory
        code = Imm(offset[2] << 12 | offset[3])
        stem = _AM2_NAMES[name]
        if mode == "offset":
            return McInst(stem + "rs", (rts[0], rn, Reg(offset[1]), code, *pred))
        back: Reg | Imm = Imm(0) if mode == "pre" else rn
        head = (rts[0], back) if load else (back, rts[0])
        return McInst(f"{stem}_{mode.upper()}_REG", (*head, rn, Reg(offset[1]), code, *pred))
    if name in _AM2_T:
        if mode != "post" or offset[0] not in ("imm", "reg"):
            return None
        head = (rts[0], rn) if load else (rn, rts[0])
        if offset[0] == "imm":
            value = offset[1]
            if not (-4095 <= value <= 4095 or value == syntax.NEGATIVE_ZERO):
                return None
            code_imm = 4096 if value == syntax.NEGATIVE_ZERO else (4096 | -value) if value < 0 else value
            return McInst(_AM2_T[name] + "_POST_IMM", (*head, rn, Reg(None), Imm(code_imm), *pred))
        return McInst(_AM2_T[name] + "_POST_REG", (*head, rn, Reg(offset[1]), Imm(offset[2] << 12 | offset[3]),
                                                   *pred))
    if offset[0] == "reg" and offset[3] != 0:
        return None  # mode 3 has no shifted register
    if name in _AM3_T:
        if mode != "post":
            return None
        head = (rts[0], rn) if load else (rn, rts[0])
        if offset[0] == "imm":
            value = offset[1]
            if value == syntax.NEGATIVE_ZERO:
                code3 = 0
            elif -255 <= value <= 255:
                code3 = (0 if value < 0 else 256) | abs(value)
            else:
                return None
            return McInst(_AM3_T[name] + "i", (*head, rn, Imm(code3), *pred))
        if offset[0] != "reg":
            return None
        return McInst(_AM3_T[name] + "r", (*head, rn, Reg(offset[1]), Imm(0 if offset[2] else 1), *pred))
    # addressing mode 3: ldrh/strh/ldrsh/ldrsb/ldrd/strd
    if offset[0] == "imm":
        if mode == "offset":
            return None  # _arm_memory's
        value = offset[1]
        if value == syntax.NEGATIVE_ZERO:
            code3 = 256
        elif -255 <= value <= 255:
            code3 = (256 if value < 0 else 0) | abs(value)
        else:
            return None
        rm: Reg = Reg(None)
    elif offset[0] == "reg":
        code3, rm = (256 if offset[2] else 0), Reg(offset[1])
    else:
        return None
    stem = _AM3[name]
    if mode == "offset":
        return McInst(stem, (*rts, rn, rm, Imm(code3), *pred))
    back = Imm(0) if mode == "pre" else rn
    head = (*rts, back) if load else (back, *rts)
    return McInst(f"{stem}_{mode.upper()}", (*head, rn, rm, Imm(code3), *pred))


_ROTATED_NAMES = frozenset({op.lower() for op in _MODIFIED} | {"msr"})


_COPROCESSOR = {"mrc": "MRC", "mcr": "MCR", "mrc2": "MRC2", "mcr2": "MCR2"}
_CORE = frozenset({f"R{n}" for n in range(13)} | {"SP", "LR"})


def _coprocessor(mnemonic: str, operands: list[syntax.Operand], mnemonic_span: Span, thumb: bool,
                 any_coprocessor: bool = False) -> McInst | list[Diagnostic] | None:  # fmt: skip
    """`mrc{2} pN, #opc1, rt, cN, cM{, #opc2}` and mcr: (Rt, cop, opc1, CRn, CRm, opc2) for MRC,
    (cop, opc1, Rt, CRn, CRm, opc2) for MCR (the probes' markers hold equal fields, so the spelling
    table cannot tell CRn from opc2). p0-p15 where the features are known (`any_coprocessor`: the
    feature check applies isValidCoprocessorNumber), else p14 and p15 only (Armv8-A refuses the
    others)."""
    head = mnemonic.partition(".")[0]
    for name, cond in spellings.split_condition(head):
        if name not in _COPROCESSOR or (name.endswith("2") and cond != AL) or len(operands) not in (5, 6):
            continue
        cop, opc1, rt, crn, crm = operands[:5]
        opc2 = operands[5] if len(operands) == 6 else None

        def field(op: syntax.Operand | None, letter: str) -> int | None:
            if op is None:
                return 0
            if letter == "#":
                return op.value if isinstance(op, syntax.Imm) and op.value is not None and 0 <= op.value <= 7 else None
            if isinstance(op, syntax.Word) and op.text[:1].lower() == letter and op.text[1:].isdigit():
                number = int(op.text[1:])
                return number if number <= 15 else None
            return None

        numbers = [field(cop, "p"), field(opc1, "#"), field(crn, "c"), field(crm, "c"), field(opc2, "#")]
        reads = name.startswith("mrc")
        if isinstance(rt, syntax.Word) and rt.text.lower() == "apsr_nzcv" and reads:
            register = "APSR_NZCV"
        elif (isinstance(rt, syntax.Reg) and (rt.name in _CORE or (rt.name == "PC" and not reads))
              and rt.lane is None and not rt.writeback):
            register = rt.name
        else:
            message = ("operand must be a register in range [r0, r14] or apsr_nzcv" if reads
                       else "operand must be a register in range [r0, r15]")
            at = rt.span
            return [Diagnostic(Span(at.line, at.start, at.start + 1), Severity.ERROR, BAD_OPERANDS, message)]
        if any(n is None for n in numbers) or (not any_coprocessor and numbers[0] not in (14, 15)):
            where = operands[0].span
            return [Diagnostic(Span(where.line, where.start, where.start + 1), Severity.ERROR, BAD_OPERANDS,
                               "invalid operand for instruction")]
        p, o1, n, m, o2 = (Imm(int(v)) for v in numbers)  # type: ignore[arg-type]
        pred: tuple[Imm | Reg, ...] = (Imm(cond), Reg("CPSR" if cond != AL else None))
        if name.endswith("2") and not thumb:
            pred = ()
        fields = (Reg(register), p, o1, n, m, o2) if reads else (p, o1, Reg(register), n, m, o2)
        return McInst(("t2" if thumb else "") + _COPROCESSOR[name], (*fields, *pred))
    return None


_STRUCTURE_UPD = re.compile(r"V(LD|ST)[34][dq]\d+_UPD$")


def _q_lists_as_d(operands: list[syntax.Operand]) -> list[syntax.Operand] | None:
    """NEON register lists naming Q registers as their D halves (`{q11}` is `{d22, d23}`, as
    ARMAsmParser's vector list parser reads them); None when no list names a Q register. MVE's own
    Q lists (`vld20.8 {q0, q1}`) are spellings of their own and resolve before this is tried."""
    out: list[syntax.Operand] = []
    changed = False
    for op in operands:
        if isinstance(op, syntax.RegList) and any(syntax.register_kind(n) == "q" for n in op.names):
            if any(syntax.register_kind(n) not in ("d", "q") for n in op.names):
                return None
            names: list[str] = []
            for name in op.names:
                number = int(name[1:])
                names.extend((f"D{2 * number}", f"D{2 * number + 1}") if name[0] == "Q" else (name,))
            out.append(replace(op, names=tuple(names)))
            changed = True
        else:
            out.append(op)
    return out if changed else None


def _structure_writeback(mnemonic: str, operands: list[syntax.Operand], isa: Isa, thumb: bool, in_it: int | None,
                         m_profile: bool) -> list[McInst]:
    """VLD3/VLD4/VST3/VST4 with `[rn]!`: the `_UPD` opcode of `[rn], rm` with no register in Rm (the
    probes spell the register form only)."""
    if not operands or not isinstance(operands[-1], syntax.Mem) or not operands[-1].writeback:
        return []
    mem = operands[-1]
    used = {op.name for op in operands if isinstance(op, syntax.Reg)} | {mem.base.name}
    spare = next((f"R{n}" for n in range(13) if f"R{n}" not in used), None)
    if spare is None or mem.items:
        return []
    stand_in = syntax.Reg(spare, mem.span)
    found = candidates(mnemonic, [*operands[:-1], replace(mem, writeback=False), stand_in], isa, thumb, in_it,
                       m_profile)
    out = []
    for mc in found:
        if _STRUCTURE_UPD.match(mc.opcode) is None or sum(op == Reg(spare) for op in mc.operands) != 1:
            continue
        out.append(McInst(mc.opcode, tuple(Reg(None) if op == Reg(spare) else op for op in mc.operands)))
    return out


_VTB = re.compile(r"vt(bl|bx)\.8$")


def _table_lookup(mnemonic: str, operands: list[syntax.Operand], pred: tuple[Imm, Reg]) -> McInst | None:
    """`vtbl.8 d16, {d16, d17, d18}, d20` and vtbx with 3 or 4 registers: the list's first D register
    (VTBL3/VTBL4; VTBX's destination is also its first source)."""
    found = _VTB.match(mnemonic)
    if found is None or len(operands) != 3:
        return None
    vd, table, vm = operands
    if not (isinstance(vd, syntax.Reg) and isinstance(vm, syntax.Reg) and isinstance(table, syntax.RegList)):
        return None
    names = table.names
    if len(names) not in (3, 4) or any(syntax.register_kind(n) != "d" for n in (vd.name, vm.name, *names)):
        return None
    if vd.lane is not None or vm.lane is not None:
        return None
    numbers = [int(n[1:]) for n in names]
    if numbers != list(range(numbers[0], numbers[0] + len(numbers))) or numbers[-1] > 31:
        return None
    opcode = f"VTB{found.group(1)[1].upper()}{len(names)}"
    head = (Reg(vd.name), Reg(vd.name)) if found.group(1) == "bx" else (Reg(vd.name),)
    return McInst(opcode, (*head, Reg(names[0]), Reg(vm.name), *pred))


def _adr_of_add(mc: McInst) -> McInst:
    """ARMAsmParser::processInstruction's `add rd, pc, #imm` (no `s`): ADR with the modified
    immediate's value, unsigned."""
    ops = mc.operands
    if (mc.opcode != "ADDri" or len(ops) != 6 or ops[1] != Reg("PC") or ops[5] != Reg(None)
            or not isinstance(ops[2], Imm) or not isinstance(ops[2].value, int)):
        return mc
    return McInst("ADR", (ops[0], Imm(_rotr(ops[2].value & 255, (ops[2].value >> 7) & 30)), ops[3], ops[4]))


# processInstruction's A32 shifted-register forms that a shift by zero makes plain (ADC, RSB, RSC and
# SBC keep theirs, llvm-mc -show-inst says); lsr/asr #32 are held as 0 but are not a shift by zero.
_UNSHIFTED = frozenset({"ADDrsi", "ANDrsi", "BICrsi", "EORrsi", "ORRrsi", "SUBrsi"})


def _a32_unshifted(mc: McInst) -> McInst:
    ops = mc.operands
    if (mc.opcode not in _UNSHIFTED or len(ops) != 7 or not isinstance(ops[3], Imm)
            or not isinstance(ops[3].value, int) or ops[3].value != syntax.SHIFT_CODES["lsl"]):
        return mc
    return McInst(mc.opcode[:-3] + "rr", (*ops[:3], *ops[4:]))


def _a32_shifted_move(name: str, operands: list[syntax.Operand], pred: tuple[Imm, Reg]) -> McInst | None:
    """A32 `mov rd, rm, <shift>`: MOVsi/MOVsr as `lsl rd, rm, #n` writes them (printed so), a
    shift by zero MOVr (processInstruction)."""
    if name not in ("mov", "movs") or len(operands) != 3:
        return None
    rd, rm, shift = operands
    if (not isinstance(rd, syntax.Reg) or not isinstance(rm, syntax.Reg) or not isinstance(shift, syntax.Shift)
            or any(r.lane is not None or r.writeback or r.negative for r in (rd, rm))):
        return None
    flags = Reg("CPSR") if name == "movs" else Reg(None)
    if shift.register is not None:
        return McInst("MOVsr", (Reg(rd.name), Reg(rm.name), Reg(shift.register), Imm(syntax.SHIFT_CODES[shift.kind]),
                                *pred, flags))
    code = spellings.encode("so", ("s", (shift.kind, shift.amount)))
    if not isinstance(code, int):
        return None
    if code == syntax.SHIFT_CODES["lsl"]:
        return McInst("MOVr", (Reg(rd.name), Reg(rm.name), *pred, flags))
    return McInst("MOVsi", (Reg(rd.name), Reg(rm.name), Imm(code), *pred, flags))


_MOVE = re.compile(r"mov(s?)([a-z]{2})?(\.[wn])?$")


def _thumb_shifted_move(mnemonic: str, operands: list[syntax.Operand]) -> tuple[str, list[syntax.Operand]] | None:
    """Thumb-2 `mov{s} rd, rm, <shift>`: processInstruction makes t2MOVsi/t2MOVsr the shift
    instruction, narrowed as `lsl{s} rd, rm, #n` written would be (llvm-mc -show-inst gives the
    same opcodes for both spellings). A shift by zero is _thumb_move_by_zero's."""
    found = _MOVE.match(mnemonic)
    if found is None or (found.group(2) is not None and found.group(2) not in spellings.CONDITION_CODES):
        return None
    if len(operands) != 3 or not isinstance(operands[2], syntax.Shift):
        return None
    shift = operands[2]
    if shift.kind not in syntax.SHIFT_CODES or (shift.register is None and shift.kind != "rrx" and not shift.amount):
        return None
    head = shift.kind + found.group(1) + (found.group(2) or "") + (found.group(3) or "")
    if shift.kind == "rrx":
        return head, operands[:2]
    amount: syntax.Operand = (syntax.Reg(shift.register, shift.span) if shift.register is not None
                              else syntax.Imm(shift.amount, f"#{shift.amount}", shift.span))
    return head, [*operands[:2], amount]


_RGPR = frozenset({f"R{i}" for i in range(13)} | {"LR"})


def _thumb_move_by_zero(mnemonic: str, operands: list[syntax.Operand], in_it: int | None) -> McInst | None:
    """Thumb-2 `mov{s} rd, rm, <shift> #0`: the shift by zero is lsl #0 (parseShift), and
    processInstruction makes t2MOVsi/t2MOVSsi of lsl #0 a move: tMOVSr for `movs` of low registers
    outside an IT block without `.w` (holding the condition operands t2MOVSsi had), else t2MOVr
    (`mov r0, r1, lsl #0` is mov.w, `moveq` in an IT block moveq.w). Rd and Rm are t2MOVsi's: r0-r12
    or lr. None where the text is no such move."""
    found = _MOVE.match(mnemonic)
    if found is None or len(operands) != 3 or found.group(3) == ".n":
        return None
    cond = spellings.CONDITION_CODES.get(found.group(2), -1) if found.group(2) is not None else AL
    rd, rm, shift = operands
    if (cond < 0 or not isinstance(shift, syntax.Shift) or shift.register is not None or shift.kind == "rrx"
            or shift.kind not in syntax.SHIFT_CODES or shift.amount != 0):
        return None
    if not all(isinstance(r, syntax.Reg) and not r.writeback and not r.negative and r.lane is None
               and r.name in _RGPR for r in (rd, rm)):
        return None
    assert isinstance(rd, syntax.Reg) and isinstance(rm, syntax.Reg)
    sets = found.group(1) == "s"
    low = {f"R{i}" for i in range(8)}
    pred = (Imm(cond), Reg("CPSR" if cond != AL else None))
    if sets and rd.name in low and rm.name in low and in_it is None and cond == AL and found.group(3) is None:
        return McInst("tMOVSr", (Reg(rd.name), Reg(rm.name), *pred))
    return McInst("t2MOVr", (Reg(rd.name), Reg(rm.name), *pred, Reg("CPSR" if sets else None)))


def _explicit_rotation(mnemonic: str, operands: list[syntax.Operand], mnemonic_span: Span, isa: Isa,
                       in_it: int | None, m_profile: bool) -> McInst | list[Diagnostic] | None:
    """An A32 modified immediate written as `#bits, #rot` (`add r7, r8, #40, #2`): the value the
    two stand for, resolved as usual, with the McInst holding bits | rot / 2 << 8 as written
    (ARMAsmParser's ModImm operand keeps the rotation even where a smaller one exists)."""
    if len(operands) < 2:
        return None
    bits, rot = operands[-2], operands[-1]
    if not (isinstance(bits, syntax.Imm) and isinstance(rot, syntax.Imm) and bits.value is not None
            and rot.value is not None and not bits.offset and not rot.offset):
        return None
    head = mnemonic.partition(".")[0]
    names = {name for reading, _ in spellings.split_condition(head) for name in (reading, reading[:-1])}
    if not names & _ROTATED_NAMES:
        return None
    if not 0 <= bits.value <= 255:
        at = bits.span  # ARMAsmParser reports the value after its `#`, the rotation at its `#`
        return [Diagnostic(Span(at.line, at.start + 1, at.start + 2), Severity.ERROR, BAD_OPERANDS,
                           "immediate operand must a number in the range [0, 255]")]
    if not (0 <= rot.value <= 30 and rot.value % 2 == 0):
        at = rot.span
        return [Diagnostic(Span(at.line, at.start, at.start + 1), Severity.ERROR, BAD_OPERANDS,
                           "immediate operand must an even number in the range [0, 30]")]
    value = _rotr(bits.value, rot.value)
    signed = value - (1 << 32) if value >= 1 << 31 else value
    single = syntax.Imm(signed, str(signed), bits.span)
    found = candidates(mnemonic, [*operands[:-2], single], isa, False, in_it, m_profile)
    if not found:
        return None
    mc = found[0]
    if mc.opcode not in MODIFIED_IMMEDIATE or mc.opcode.startswith("t2"):
        return None
    encoded = so_imm_encoding(value)
    explicit = bits.value | rot.value >> 1 << 8
    ops = list(mc.operands)
    for position, op in enumerate(ops):
        if isinstance(op, Imm) and op.value == encoded:
            ops[position] = Imm(explicit)
            return _adr_of_add(McInst(mc.opcode, tuple(ops)))
    return None


def _pair_rule(first: syntax.Reg, second: syntax.Reg, load: bool) -> tuple[Span, str] | None:
    """validateInstruction's LDRD/STRD pair rules, at the first register."""
    name = first.name
    number = int(name[1:]) if name[:1] == "R" and name[1:].isdigit() else 14 if name == "LR" else -1
    if number >= 0 and number % 2:
        return first.span, "Rt must be even-numbered"
    if number == 14:
        return first.span, "Rt can't be R14"
    if number >= 0 and second.name != f"R{number + 1}":
        return first.span, ("destination" if load else "source") + " operands must be sequential"
    return None


def _indexed_refusal(mnemonic: str, operands: list[syntax.Operand]) -> tuple[Span, str] | None:
    """ARMAsmParser::validateInstruction's words for A32 loads and stores whose registers do not go
    together (the probes' spellings would take them): a written-back base that is also transferred,
    and LDRD/STRD's pair rules (also for a label: `ldrd r1, r2, label`)."""
    if len(operands) == 3 and isinstance(operands[2], syntax.Word) \
            and all(isinstance(op, syntax.Reg) for op in operands[:2]):
        head = mnemonic.partition(".")[0]
        if any(name in ("ldrd", "strd") for name, _ in spellings.split_condition(head)):
            return _pair_rule(operands[0], operands[1], head.startswith("ldr"))  # type: ignore[arg-type]
        return None
    mems = [i for i, op in enumerate(operands) if isinstance(op, syntax.Mem)]
    if len(mems) != 1 or not all(isinstance(op, syntax.Reg) for op in operands[:mems[0]]):
        return None
    mem = operands[mems[0]]
    assert isinstance(mem, syntax.Mem)
    regs = [op for op in operands[:mems[0]] if isinstance(op, syntax.Reg)]
    if not regs:
        return None
    head = mnemonic.partition(".")[0]
    for name, _ in spellings.split_condition(head):
        if name not in _AM2_NAMES and name not in _AM3:
            continue  # the unprivileged forms may write back a transferred base
        load = name.startswith("ldr")
        if name in ("ldrd", "strd") and len(regs) == 2:
            pair = _pair_rule(regs[0], regs[1], load)
            if pair is not None:
                return pair
        written = mem.writeback or len(operands) > mems[0] + 1
        if written and any(r.name == mem.base.name for r in regs):
            if not load:
                return mem.span, "source register and base register can't be identical"
            if name == "ldrd":
                return regs[0].span, "base register needs to be different from destination registers"
            return regs[0].span, "destination register and base register can't be identical"
        return None
    return None


_VPRED_R, _VPRED_N = 13, 14  # MCOI::OPERAND_FIRST_TARGET and the next


def _predicate_vpt(mc: McInst, isa: Isa, slot: str) -> McInst:
    """MVE's vpred operands for a VPT block slot: 1 then / 2 else, P0, and the inactive lanes'
    register (tied to the destination). ARM's OPERAND_VPRED_R (13) has that register, OPERAND_VPRED_N
    (14: loads, stores, compares) only the first three."""
    info = isa.opcodes.get(mc.opcode)
    if info is None:
        return mc
    operands = list(mc.operands)
    first = True
    for position, operand in enumerate(info.operands):
        if operand.operand_type not in (_VPRED_R, _VPRED_N) or position >= len(operands):
            continue
        if first and operand.kind == "imm":
            operands[position] = Imm(1 if slot == "t" else 2)
            first = False
        elif operand.reg_class == "VCCR":
            operands[position] = Reg("P0")
        elif operand.tied_to >= 0 and operand.tied_to < len(operands):
            operands[position] = operands[operand.tied_to]
    return McInst(mc.opcode, tuple(operands))


def _single_register(mc: McInst) -> McInst:
    """A Thumb-2 LDM/STM with writeback of one register is the LDR/STR with writeback llvm-mc makes
    of it (`pop.w {r0}` is t2LDR_POST, `push.w {r0}` t2STR_PRE)."""
    if len(mc.operands) != 5:
        return mc
    base, _, cond, pred, reg = mc.operands
    if mc.opcode == "t2LDMIA_UPD":
        return McInst("t2LDR_POST", (reg, base, base, Imm(4), cond, pred))
    if mc.opcode == "t2STMDB_UPD":
        return McInst("t2STR_PRE", (base, reg, base, Imm(-4), cond, pred))
    return mc


_VFP_LITERAL = frozenset({"VLDRS", "VLDRD", "VLDRH", "VSTRS", "VSTRD", "VSTRH"})


def _vfp_literal(mnemonic: str, operands: list[syntax.Operand], isa: Isa, thumb: bool, in_it: int | None,
                 m_profile: bool) -> list[McInst]:  # fmt: skip
    """`vldr.32 s15, .L53` (gcc's constant pool loads; VSTR alike): the opcode `[pc]` gives, with the
    label where the base register goes and a zero offset, as ARMAsmParser's addrmode5 operand holds a
    label (the data type as for a register base: `vldr.32 d0, .L5` is refused, `vldr.s64 d0, .L5` is
    VLDRD)."""
    if (len(operands) != 2 or not isinstance(operands[0], syntax.Reg) or not isinstance(operands[1], syntax.Word)
            or not any(base.partition(".")[0] in ("vldr", "vstr")
                       for base, _ in spellings.split_condition(mnemonic.partition(".")[0]))):
        return []
    label = operands[1]
    form: list[syntax.Operand] = [operands[0], syntax.Mem(syntax.Reg("PC", label.span), (), None, False, label.span)]
    found = candidates(mnemonic, form, isa, thumb, in_it, m_profile)
    for relaxed in relaxed_types(mnemonic) if not found else ():
        found = untyped_fit(mnemonic, relaxed, candidates(relaxed, form, isa, thumb, in_it, m_profile), 2)
        if found:
            break
    return [McInst(mc.opcode, (mc.operands[0], Expr(label.text), Imm(0), *mc.operands[3:]))
            for mc in found if mc.opcode in _VFP_LITERAL and len(mc.operands) == 5]


def _narrow_ldm(mc: McInst, mnemonic: str, isa: Isa) -> McInst:
    """`ldm r6, {r4, r5, r6}`: without writeback the 16-bit LDM (tLDMIA, whose base is written back
    unless it is in the list) takes a list of r0-r7 holding its base; ARMAsmParser makes t2LDMIA of
    it only with `.w` or another register."""
    if mc.opcode != "t2LDMIA" or mnemonic.partition(".")[2] == "w" or len(mc.operands) < 4:
        return mc
    low = isa.register_classes.get("tGPR", frozenset())
    listed = mc.operands[3:]
    if mc.operands[0] in listed and all(isinstance(reg, Reg) and reg.name in low for reg in (mc.operands[0], *listed)):
        return McInst("tLDMIA", mc.operands)
    return mc


def _stack_alias(mnemonic: str, operands: list[syntax.Operand]) -> tuple[str, list[syntax.Operand]] | None:
    """`push`/`pop` as the STMDB/LDM with writeback of SP they are."""
    head, dot, tail = mnemonic.partition(".")
    for base, cond in spellings.split_condition(head):
        if base in ("push", "pop", "vpush", "vpop") and len(operands) == 1 and isinstance(operands[0], syntax.RegList):
            stem = {"push": "stmdb", "pop": "ldm", "vpush": "vstmdb", "vpop": "vldmia"}[base]
            name = stem + (spellings.CONDITIONS[cond] if cond != AL else "")
            sp = syntax.Reg("SP", operands[0].span, writeback=True)
            if base in ("vpush", "vpop") and untyped_opcodes(mnemonic) is not None:
                return name, [sp, operands[0]]  # VFPDTAnyInstAlias: `vpush.32 {d8}` is `vpush {d8}`
            return name + dot + tail, [sp, operands[0]]
    return None


# ARMAsmParser's immediate-substituting aliases for A32 (ARMInstrInfo.td's ARMInstSubst and the
# cmp/cmn aliases, mod_imm_neg / mod_imm_not): where a data-processing immediate is no modified
# immediate but its negation (add/sub, cmp/cmn) or its complement (mov/mvn, and/bic, adc/sbc) is, the
# other instruction takes that value (`add r0, r1, #-4` is SUBri 4, `mov r0, #-1` MVNi 0). orr, eor,
# rsb, tst and the rest have no such twin.
_A32_SUBSTITUTES: dict[str, tuple[str, bool]] = {
    "add": ("sub", True), "sub": ("add", True), "cmp": ("cmn", True), "cmn": ("cmp", True),
    "mov": ("mvn", False), "mvn": ("mov", False), "and": ("bic", False), "bic": ("and", False),
    "adc": ("sbc", False), "sbc": ("adc", False),
}


# Thumb-2's twins (ARMInstrThumb2.td's t2_so_imm_neg / t2_so_imm_not substitutions) add orr/orn.
_T2_SUBSTITUTES: dict[str, tuple[str, bool]] = {**_A32_SUBSTITUTES, "orr": ("orn", False), "orn": ("orr", False)}


def _a32_substitute(mnemonic: str, operands: list[syntax.Operand], isa: Isa, in_it: int | None,
                    m_profile: bool, thumb: bool = False) -> list[McInst]:
    """The twin instruction ARMAsmParser assembles for an immediate only its negation or complement
    makes a modified immediate (`_A32_SUBSTITUTES`; in Thumb `_T2_SUBSTITUTES` and ThumbExpandImm's
    forms, without a width qualifier); [] where there is none."""
    twin = (_T2_SUBSTITUTES if thumb else _A32_SUBSTITUTES).get(mnemonic[:3])
    last = operands[-1] if operands else None
    if twin is None or not isinstance(last, syntax.Imm) or not isinstance(last.value, int) or last.offset:
        return []
    rest = mnemonic[3:]
    if thumb:
        # `.w` only for add/sub (`cmp.w r0, #-2` is refused), no `s` (`movs r0, #-2` is refused);
        # the twin is the 32-bit opcode (`cmn r0, #-2` is t2CMPri, not tCMPi8)
        bare = rest.removesuffix(".w")
        if "." in bare or (bare != rest and mnemonic[:3] not in ("add", "sub")):
            return []
        if bare and bare not in spellings.CONDITION_CODES:
            return []
        rest = bare + ".w"
    encodes = thumb_modified if thumb else arm_modified
    if not -(1 << 31) <= last.value < 1 << 32 or encodes(last.value):
        return []
    other, negate = twin
    value = (-last.value if negate else ~last.value) & 0xFFFFFFFF
    if not encodes(value):
        return []
    changed = syntax.Imm(value, str(value), last.span)
    return candidates(other + rest, [*operands[:-1], changed], isa, thumb, in_it, m_profile)


_NARROW_ADD_SUB = frozenset({"tADDi3", "tADDi8", "tSUBi3", "tSUBi8"})


def _thumb_negative_add(mnemonic: str, operands: list[syntax.Operand], isa: Isa, in_it: int | None,
                        m_profile: bool) -> list[McInst]:
    """Thumb's add/sub of a negative immediate as ARMAsmParser assembles it: the generic `add` /
    `sub` (no `s`, no `.w`) takes its imm0_4095_neg alias (t2SUBri12, made t2SUBri where ThumbExpandImm
    encodes the magnitude) whatever the value, so `add r12, lr, #-1` is `sub.w r12, lr, #1`; in an IT
    block and with `s` the 16-bit imm0_7_neg / imm8_255_neg aliases (`adds r0, r1, #-1` is tSUBi3);
    beyond 4095 the t2_so_imm_neg substitution (`_a32_substitute`). [] where none applies (`add.w
    r12, lr, #-1` is t2ADDri with -1, the value encoding)."""
    head, dot, _ = mnemonic.partition(".")
    if dot or head[:3] not in ("add", "sub") or not operands or len(operands) > 3:
        return []
    rest = head[3:]
    flags = rest.startswith("s") and (rest[1:] == "" or rest[1:] in spellings.CONDITION_CODES)
    twelve = rest.startswith("w") and (rest[1:] == "" or rest[1:] in spellings.CONDITION_CODES)  # addw/subw
    if not flags and not twelve and rest and rest not in spellings.CONDITION_CODES:
        return []
    last = operands[-1]
    if not isinstance(last, syntax.Imm) or not isinstance(last.value, int) or last.offset:
        return []
    # the operand is a 32-bit value: `#0xffffffff` is -1
    value = last.value - (1 << 32) if 1 << 31 <= last.value < 1 << 32 else last.value
    if not -4095 <= value < 0 or not all(isinstance(op, syntax.Reg) for op in operands[:-1]):
        return []
    other = "sub" if head[:3] == "add" else "add"
    changed = [*operands[:-1], syntax.Imm(-value, str(-value), last.span)]
    if twelve:
        return candidates(other + rest, changed, isa, True, in_it, m_profile)  # `addw r0, r1, #-4` is subw
    found = candidates(other + rest, changed, isa, True, in_it, m_profile)
    if flags:
        return [mc for mc in found if mc.opcode in _NARROW_ADD_SUB]
    # the magnitude ThumbExpandImm cannot encode stays the 12-bit form (`subw r0, r1, #257`)
    return found or candidates(other + "w" + rest, changed, isa, True, in_it, m_profile)


def _neon_register_move(mnemonic: str, operands: list[syntax.Operand], isa: Isa, thumb: bool, in_it: int | None,
                        m_profile: bool) -> list[McInst]:
    """NEON's `vmov qd, qm` / `vmov dd, dm` (any data type, where VFP's own move does not take it:
    `vmov.f64 d0, d1` is VMOVD): VORRq / VORRd with the source twice, as ARMAsmParser's alias makes
    it (printed `vorr q14, q8, q8`). MVE's `vmov q, q` is its own spelling and found before this."""
    head = mnemonic.partition(".")[0]
    if not head.startswith("vmov") or len(operands) != 2:
        return []
    first, second = operands
    if not (isinstance(first, syntax.Reg) and isinstance(second, syntax.Reg)) or first.lane is not None \
            or second.lane is not None or first.writeback or second.writeback:
        return []
    kind = syntax.register_kind(first.name)
    if kind not in ("d", "q") or syntax.register_kind(second.name) != kind:
        return []
    found = candidates("vorr" + head[4:], [first, second, second], isa, thumb, in_it, m_profile)
    if "." in mnemonic:  # NEONDTAnyInstAlias: a size (or a type standing for one), NEON's VORR only
        allowed = untyped_opcodes(mnemonic) or frozenset()
        found = [mc for mc in found if mc.opcode in allowed and mc.opcode in ("VORRd", "VORRq")]
    return found


_PAIRED = {"ldrd": 0, "strd": 0, "ldrexd": 0, "ldaexd": 0, "strexd": 1, "stlexd": 1}


def _gnu_pair(mnemonic: str, operands: list[syntax.Operand], thumb: bool) -> list[syntax.Operand] | None:
    """The GNU assembler's one-register `ldrd r4, [sp]` (and strd, ldrexd, strexd, ...) with its
    second register, the next one, written in (ARMAsmParser's fixupGNULDRDAlias): A32 wants an even
    first register; neither register may be PC, nor the second SP. None where it does not apply."""
    head = mnemonic.partition(".")[0]
    at = next((_PAIRED[base] for base, _ in spellings.split_condition(head) if base in _PAIRED), None)
    if at is None or len(operands) < at + 2:
        return None
    first, memory = operands[at], operands[at + 1]
    if not isinstance(first, syntax.Reg) or not isinstance(memory, syntax.Mem):
        return None
    # r0-r11 only: r12's pair is SP (refused before Armv8), SP's LR and LR's PC
    if first.name[:1] != "R" or not first.name[1:].isdigit() or int(first.name[1:]) > 11:
        return None
    number = int(first.name[1:])
    if not thumb and number % 2:
        return None
    return [*operands[:at + 1], syntax.Reg(f"R{number + 1}", first.span), *operands[at + 1:]]


def _encoding(op: syntax.Operand) -> int | None:
    """A core register's encoding (r0-r15); a memory operand's base stands in for it where
    ARMAsmParser reads a register from the operand's union (getReg() of a memory operand)."""
    name = op.base.name if isinstance(op, syntax.Mem) else op.name if isinstance(op, syntax.Reg) else None
    if name is None:
        return None
    if name[:1] == "R" and name[1:].isdigit():
        return int(name[1:])
    return {"SP": 13, "LR": 14, "PC": 15}.get(name)


def _a32_pair_refusal(mnemonic: str, operands: list[syntax.Operand], mnemonic_span: Span) -> Diagnostic | None:
    """A32's register pairs before matching: ldrexd/strexd/ldaexd/stlexd merge their two registers
    into a GPRPair while parsing ("... operands must be sequential" at the second, "... must start
    start at an even register" at the first, LLVM's words), the second read as a register even where
    it is the memory operand (its base, after a one-register form fixupGNULDRDAlias did not pair);
    and a one-register `ldrd`/`strd` it did not pair (odd, LR) matches nothing: "invalid instruction"."""
    head = mnemonic.partition(".")[0]
    base = next((b for b, _ in spellings.split_condition(head) if b in _PAIRED), None)
    if base is None:
        return None
    at = _PAIRED[base]
    if base in ("ldrd", "strd"):
        single = len(operands) in (at + 2, at + 3) and isinstance(operands[at + 1], syntax.Mem) \
            and (len(operands) == at + 2 or isinstance(operands[at + 2], syntax.Imm | syntax.Reg))
        if single:
            number = _encoding(operands[at]) if isinstance(operands[at], syntax.Reg) else None
            if number is not None and (number % 2 or number == 14):
                where = mnemonic_span
                return Diagnostic(Span(where.line, where.start, where.start + 1), Severity.ERROR, UNKNOWN_MNEMONIC,
                                  "invalid instruction")
        return None
    load = base in ("ldrexd", "ldaexd")
    if len(operands) < at + 2:
        return None
    first, second = operands[at], operands[at + 1]
    rt = _encoding(first) if isinstance(first, syntax.Reg) else None
    rt2 = _encoding(second)
    if rt is None or rt2 is None:
        return None
    if rt + 1 != rt2:
        where = second.span
        return Diagnostic(Span(where.line, where.start, where.start + 1), Severity.ERROR, BAD_OPERANDS,
                          ("destination" if load else "source") + " operands must be sequential")
    if rt % 2:
        where = first.span
        return Diagnostic(Span(where.line, where.start, where.start + 1), Severity.ERROR, BAD_OPERANDS,
                          ("destination" if load else "source") + " operands must start start at an even register")
    return None


# Where a one-register NEON list stands in each mnemonic that has one (VecListOneD).
_LIST_AT = {"vld1": 0, "vst1": 0, "vtbl": 1, "vtbx": 1}


def _bare_list(mnemonic: str, operands: list[syntax.Operand]) -> list[syntax.Operand] | None:
    """gas's bare register for a one-register list (`vld1.32 d0, [r2]` is `vld1.32 {d0}, [r2]`,
    `vtbl.8 d0, d1, d2` VTBL1): ARMAsmParser's vector-list parser keeps a D register as itself and a Q
    register as its first D register (`vld1.32 q0, [r2]` is `{d0}` too), and the matcher takes a D
    register where a one-register list stands. None where it does not apply."""
    head = mnemonic.partition(".")[0]
    at = next((_LIST_AT[base] for base, _ in spellings.split_condition(head) if base in _LIST_AT), None)
    if at is None or len(operands) <= at:
        return None
    reg = operands[at]
    if not isinstance(reg, syntax.Reg) or reg.lane is not None or reg.writeback \
            or syntax.register_kind(reg.name) not in ("d", "q"):
        return None
    first = reg.name if reg.name[0] == "D" else f"D{int(reg.name[1:]) * 2}"
    return [*operands[:at], syntax.RegList((first,), reg.span, "{" + first.lower() + "}"), *operands[at + 1:]]


_ZIP_32 = re.compile(r"(vzip|vuzp)(\w*)\.[suif]?32$")


def _neon_32_bit_transpose(mnemonic: str, operands: list[syntax.Operand], isa: Isa, thumb: bool, in_it: int | None,
                           m_profile: bool) -> list[McInst]:
    """`vzip.32 d16, d17` and `vuzp.32` on D registers: two 32-bit lanes zip as they transpose, and
    ARMAsmParser's alias makes VTRNd32 (printed `vtrn.32`)."""
    found = _ZIP_32.match(mnemonic)
    if found is None or len(operands) != 2 or not all(
            isinstance(op, syntax.Reg) and syntax.register_kind(op.name) == "d" and op.lane is None for op in operands):
        return []
    return candidates(f"vtrn{found.group(2)}.32", operands, isa, thumb, in_it, m_profile)


_LOW_OR_HIGH = frozenset(f"R{n}" for n in range(13)) | {"LR"}


def _thumb_preferred(mc: McInst, mnemonic: str, in_it: int | None, written: int = 0) -> McInst:
    """The Thumb forms ARMAsmParser prefers over the one the operands first match here, without a
    `.w` (checked against llvm-mc-19). In an IT block, a two-operand `addhs r4, r0` (`written`: the
    operands in the text) is tADDhirr, whose two-operand syntax the matcher tries before tADDrr's
    (`addhs r4, r4, r0` stays tADDrr). Outside one: `add r3, r1, r3` with the destination as a source
    is tADDhirr `add r3, r1` (processInstruction's t2ADDrr narrowing, ADD being commutative); `mov
    r0, #380` with 256..65535 is t2MOVi16 `movw` (the imm256_65535 alias matches before the modified
    immediate's)."""
    ops = mc.operands
    if (in_it is not None and written == 2 and ".w" not in mnemonic and mc.opcode == "tADDrr" and len(ops) == 6
            and ops[1] == Reg(None) and ops[0] == ops[2]):
        return McInst("tADDhirr", (ops[0], ops[0], ops[3], ops[4], ops[5]))
    if ".w" in mnemonic or in_it is not None:
        return mc
    if mc.opcode == "t2ADDrr" and len(ops) == 6 and ops[5] == Reg(None) and all(
            isinstance(op, Reg) and op.name in _LOW_OR_HIGH for op in ops[:3]):
        if ops[0] == ops[1]:
            return McInst("tADDhirr", (ops[0], ops[0], ops[2], ops[3], ops[4]))
        if ops[0] == ops[2]:
            return McInst("tADDhirr", (ops[0], ops[0], ops[1], ops[3], ops[4]))
    if (mc.opcode == "t2MOVi" and len(ops) == 5 and ops[4] == Reg(None) and isinstance(ops[1], Imm)
            and isinstance(ops[1].value, int) and 256 <= ops[1].value <= 65535):
        return McInst("t2MOVi16", (ops[0], ops[1], ops[2], ops[3]))
    return mc


# The constant pool entry's temporary symbol (`.Ltmp<N>` in llvm-mc's output) has no name in
# llvm-mca, whose printer writes it as `""` whatever its number: the numbering is not visible.
_POOL_ENTRY = '""'


def _has_opcode(opcode: str, mnemonic: str, rt: str, isa: Isa, thumb: bool, in_it: int | None,
                m_profile: bool, allowed: Callable[[str], bool] | None) -> bool:  # fmt: skip
    """Whether the subtarget has `opcode` (hasThumb2, hasV8MBaseline, hasV6T2Ops): by the
    instruction's features where known, and the matcher has it in this mode (asked with a register
    and #0)."""
    if allowed is not None and not allowed(opcode):
        return False
    span = Span(0, 0, 0)
    probe: list[syntax.Operand] = [syntax.Reg(rt, span), syntax.Imm(0, "0", span)]
    return any(mc.opcode == opcode for mc in candidates(mnemonic, probe, isa, thumb, in_it, m_profile))


def _literal_pool(mnemonic: str, operands: list[syntax.Operand], isa: Isa, thumb: bool, in_it: int | None,
                  m_profile: bool, allowed: Callable[[str], bool] | None) -> McInst | None:  # fmt: skip
    """`ldr rt, =value` as ARMAsmParser's processInstruction turns LDRConstPool / tLDRConstPool /
    t2LDRConstPool: a constant into MOVi/MVNi/MOVi16 (A32) or t2MOVi/t2MVNi/t2MOVi16 (Thumb) where
    one takes it (not for SP or PC), else a PC-relative load of a constant pool entry."""
    if len(operands) != 2 or not isinstance(operands[0], syntax.Reg) or not isinstance(operands[1], syntax.Pool):
        return None
    head, _, tail = mnemonic.partition(".")
    # A32 drops `.w`; Thumb's `.n` asks for nothing (`ldr.n r8, =0x12345678` is t2LDRpci)
    if tail not in ("", "w", "n") or (tail == "n" and not thumb):
        return None
    rt = operands[0].name
    if syntax.register_kind(rt) != "r" or operands[0].lane is not None or operands[0].writeback:
        return None
    wide = thumb and tail == "w"
    for name, cond in spellings.split_condition(head):
        if name != "ldr":
            continue
        pred = (Imm(cond), Reg("CPSR" if cond != AL else None))
        value = operands[1].value
        if value is not None and rt not in ("SP", "PC"):
            if not thumb:
                # getSOImmVal takes the value as a 32-bit unsigned number; the McInst holds the encoding
                encoded = so_imm_encoding(value)
                if encoded is not None:
                    return McInst("MOVi", (Reg(rt), Imm(encoded), *pred, Reg(None)))
                encoded = so_imm_encoding(~value)
                if encoded is not None:
                    return McInst("MVNi", (Reg(rt), Imm(encoded), *pred, Reg(None)))
                if 0 <= value < 65536 and _has_opcode("MOVi16", "movw", rt, isa, thumb, in_it, m_profile, allowed):
                    return McInst("MOVi16", (Reg(rt), Imm(value), *pred))
            else:
                # Thumb-2's McInst keeps the 64-bit value as written (llvm-mca prints
                # `mov.w r0, #4294967296` for =0x100000000 and `mvn r4, #-4294967041` for =0xffffff00)
                thumb2 = _has_opcode("t2MOVi", "mov.w", rt, isa, thumb, in_it, m_profile, allowed)
                if thumb2 and thumb_modified(value):
                    if (in_it is not None and not wide and rt in isa.register_classes.get("tGPR", ())
                            and value & 0xFFFFFFFF <= 255):
                        # processInstruction then narrows t2MOVi without flags in an IT block (the
                        # value read as 32 bits unsigned for the check, kept whole)
                        return McInst("tMOVi8", (Reg(rt), Reg(None), Imm(value), *pred))
                    return McInst("t2MOVi", (Reg(rt), Imm(value), *pred, Reg(None)))
                if thumb2 and thumb_modified(~value):
                    return McInst("t2MVNi", (Reg(rt), Imm(~value), *pred, Reg(None)))
                if 0 <= value < 65536 and _has_opcode("t2MOVi16", "movw", rt, isa, thumb, in_it, m_profile, allowed):
                    return McInst("t2MOVi16", (Reg(rt), Imm(value), *pred))
        if not thumb:
            return McInst("LDRi12", (Reg(rt), Expr(_POOL_ENTRY), Imm(0), *pred))
        if not wide and rt in isa.register_classes.get("tGPR", ()):
            return McInst("tLDRpci", (Reg(rt), Expr(_POOL_ENTRY), *pred))
        # without Thumb-2 the feature check refuses it as llvm-mc does ("instruction requires: thumb2")
        return McInst("t2LDRpci", (Reg(rt), Expr(_POOL_ENTRY), *pred))
    return None


COPROCESSOR_MEMORY = re.compile(r"(ldc|stc)(2?)(l?)$")


def _coprocessor_fields(operands: list[syntax.Operand], letters: str) -> list[int] | None:
    """The numbers of `p5`, `c1`, `#3` operands as `letters` says ("p", "c", "#": 0-15)."""
    out = []
    for op, letter in zip(operands, letters, strict=True):
        if letter == "#":
            if not isinstance(op, syntax.Imm) or op.value is None or not 0 <= op.value <= 15:
                return None
            out.append(op.value)
        elif isinstance(op, syntax.Word) and op.text[:1].lower() == letter and op.text[1:].isdigit() \
                and int(op.text[1:]) <= 15:
            out.append(int(op.text[1:]))
        else:
            return None
    return out


def _coprocessor_data(mnemonic: str, operands: list[syntax.Operand], thumb: bool, any_coprocessor: bool
                      ) -> McInst | list[Diagnostic] | None:  # fmt: skip
    """CDP/CDP2 (cop, opc1, CRd, CRn, CRm, opc2), MCRR2/MRRC2, and LDC/STC with an offset,
    pre-indexed or post-indexed (cop, CRd, Rn, addrmode5's offset/4 | subtract << 8, or the
    post-index's offset/4 | add << 8), as ARMAsmParser builds them: the probes' markers do not
    separate their fields. The coprocessor number as for _coprocessor; A32's 2-forms have no
    condition operand (Thumb's have). Text of these mnemonics that does not fit is refused here,
    never left to the spelling table (whose LDC_PRE recipe takes the fields in another order)."""
    head = mnemonic.partition(".")[0]
    family = False
    for name, cond in spellings.split_condition(head):
        two = name.endswith("2") or name[:4] in ("ldc2", "stc2")
        if two and cond != AL:
            continue
        pred: tuple[Imm | Reg, ...] = (Imm(cond), Reg("CPSR" if cond != AL else None))
        if two and not thumb:
            pred = ()
        prefix = "t2" if thumb else ""
        family = family or name in ("cdp", "cdp2", "mcrr2", "mrrc2") or COPROCESSOR_MEMORY.match(name) is not None
        if name in ("cdp", "cdp2") and len(operands) == 6:
            fields = _coprocessor_fields(operands, "p#ccc#")
            if fields is None or fields[1] > 15 or fields[5] > 7 or (not any_coprocessor and fields[0] not in (14, 15)):
                continue
            return McInst(prefix + name.upper(), (*(Imm(v) for v in fields), *pred))
        if name in ("mcrr2", "mrrc2") and len(operands) == 5:
            fields = _coprocessor_fields([operands[0], operands[1], operands[4]], "p#c")
            rt, rt2 = operands[2], operands[3]
            if (fields is None or fields[1] > 15 or (not any_coprocessor and fields[0] not in (14, 15))
                    or not all(isinstance(r, syntax.Reg) and r.name in _CORE and r.lane is None and not r.writeback
                               for r in (rt, rt2))):
                continue
            regs = (Reg(rt.name), Reg(rt2.name))  # type: ignore[union-attr]
            cop, opc1, crm = (Imm(v) for v in fields)
            body = (cop, opc1, *regs, crm) if name == "mcrr2" else (*regs, cop, opc1, crm)
            return McInst(prefix + name.upper(), (*body, *pred))
        found = COPROCESSOR_MEMORY.match(name)
        if found is None or len(operands) not in (3, 4):
            continue
        fields = _coprocessor_fields(operands[:2], "pc")
        if fields is None or (not any_coprocessor and fields[0] not in (14, 15)):
            continue
        stem = prefix + found.group(1).upper() + found.group(2) + found.group(3).upper()
        label = operands[2]
        if len(operands) == 3 and isinstance(label, syntax.Word) and syntax.register_name(label.text) is None:
            # a label in the address's place: addrmode5's PC-relative form, the label and offset 0
            return McInst(stem + "_OFFSET", (Imm(fields[0]), Imm(fields[1]), Expr(label.text), Imm(0), *pred))
        mem = operands[2]
        if not isinstance(mem, syntax.Mem):
            continue
        option = operands[3] if len(operands) == 4 else None
        if isinstance(option, syntax.Option):
            # `[rn], {option}`: the unindexed form, the option as its immediate
            if mem.items or mem.writeback or mem.align is not None or mem.base.name not in _CORE:
                continue
            return McInst(stem + "_OPTION", (Imm(fields[0]), Imm(fields[1]), Reg(mem.base.name), Imm(option.value),
                                             *pred))
        if (mem.align is not None or mem.base.name not in (*_CORE, "PC") or len(mem.items) > 1
                or any(not isinstance(item, syntax.Imm) or item.value is None for item in mem.items)):
            continue
        cop, crd = Imm(fields[0]), Imm(fields[1])
        base = Reg(mem.base.name)
        if len(operands) == 4:  # post-indexed: `[rn], #imm`
            post = operands[3]
            if mem.items or mem.writeback or not isinstance(post, syntax.Imm) or post.value is None \
                    or mem.base.name == "PC":
                continue
            value = 0 if post.value == syntax.NEGATIVE_ZERO else post.value
            if value % 4 or not -1020 <= value <= 1020:
                return _coprocessor_offset_refusal(mem)
            add = post.value != syntax.NEGATIVE_ZERO and value >= 0
            return McInst(stem + "_POST", (cop, crd, base, Imm(abs(value) // 4 | (256 if add else 0)), *pred))
        written = mem.items[0].value if mem.items else 0  # type: ignore[union-attr]
        assert written is not None
        value = 0 if written == syntax.NEGATIVE_ZERO else written
        if value % 4 or not -1020 <= value <= 1020 or (mem.writeback and mem.base.name == "PC"):
            return _coprocessor_offset_refusal(mem)
        subtract = written == syntax.NEGATIVE_ZERO or value < 0
        return McInst(stem + ("_PRE" if mem.writeback else "_OFFSET"),
                      (cop, crd, base, Imm(abs(value) // 4 | (256 if subtract else 0)), *pred))
    if family:
        if not operands:
            return []  # "invalid instruction" at the mnemonic (resolve_failure)
        at = operands[0].span
        return [Diagnostic(Span(at.line, at.start, at.start + 1), Severity.ERROR, BAD_OPERANDS,
                           "invalid operand for instruction")]
    return None


def _coprocessor_offset_refusal(mem: syntax.Mem) -> list[Diagnostic]:
    # llvm-mc's words for an offset addrmode5 cannot hold (`[r0, #1024]`, `[r0, #2]`), at the `[`
    at = mem.span
    return [Diagnostic(Span(at.line, at.start, at.start + 1), Severity.ERROR, BAD_OPERANDS,
                       "invalid operand for instruction")]


# The code of `vldr.16 d0, [r0]`'s "invalid operand for instruction", which the target turns into a
# near-miss list where the features have 16-bit FP registers (target._d_range)
HALF_SIZE_ON_D = "MCL306"


def _vfp_size_refusal(mnemonic: str, operands: list[syntax.Operand], mnemonic_span: Span) -> Diagnostic | None:
    """llvm-mc's words for `vldr`/`vstr` whose data type is not the register's (measured with
    llvm-mc-19): the near misses are the untyped opcode of the register's size, which has no token
    for the `.dt` ("invalid operand for instruction" there), and the alias whose size the `.dt`
    names, which wants the other register kind; the D-register candidate is listed first. A `.dt`
    no alias names leaves the untyped opcode alone: its message only."""
    head, dot, tail = mnemonic.partition(".")
    if not dot or "." in tail or len(operands) != 2 or not isinstance(operands[0], syntax.Reg) \
            or not isinstance(operands[1], (syntax.Mem, syntax.Word)) or operands[0].lane is not None:
        return None
    if not any(base in ("vldr", "vstr") for base, _ in spellings.split_condition(head)):
        return None
    kind = syntax.register_kind(operands[0].name)
    if kind not in ("s", "d"):
        return None
    matches = token_matches("." + tail)
    token_at = mnemonic_span.start + len(head)
    token = (token_at, token_at + 1, "invalid operand for instruction")
    reg = operands[0].span
    if kind == "d" and ".32" in matches:
        notes = [token, (reg.start, reg.start + 1, "operand must be a register in range [s0, s31]")]
    elif kind == "s" and ".64" in matches:
        notes = [(reg.start, reg.start + 1, "operand must be a register in range [d0, d31]"), token]
    elif ".32" in matches or ".64" in matches or (kind == "s" and ".16" in matches):
        return None  # the register's own size (VLDRH's `.16`: its features decide)
    elif kind == "d" and ".16" in matches:
        # the target adds VLDRH's wish for an S register where the features have 16-bit FP registers
        return Diagnostic(Span(mnemonic_span.line, token_at, token_at + 1), Severity.ERROR, HALF_SIZE_ON_D,
                          token[2])
    else:
        return Diagnostic(Span(mnemonic_span.line, token_at, token_at + 1), Severity.ERROR, BAD_OPERANDS, token[2])
    at = Span(mnemonic_span.line, mnemonic_span.start, mnemonic_span.start + 1)
    return Diagnostic(at, Severity.ERROR, BAD_OPERANDS, "invalid instruction, any one of the following would fix this:",
                      tuple(Related(Span(at.line, start, end), text) for start, end, text in notes))


def _thumb_branch_offset(mnemonic: str, operands: list[syntax.Operand]) -> Diagnostic | str | None:
    """Thumb branches to a label with an offset (`bne .L5+2`, an MCBinaryExpr): the conditional
    branches' and cbz/cbnz's targets take a label or a number in range only (isSignedOffset,
    isUnsignedOffset), so ARMAsmParser says "branch target out of range" at it; `b` takes any
    expression, as t2B even when written `b.n` (the mnemonic to read it as)."""
    if not operands:
        return None
    target = operands[-1]
    if isinstance(target, syntax.Imm) and target.value is not None and target.value % 2:
        offset = True  # an odd number is out of every Thumb branch's range (isSignedOffset's scale)
    elif not isinstance(target, syntax.Word) or not syntax.label_offset(target.text):
        return None
    else:
        offset = False
    head, _, tail = mnemonic.partition(".")
    for name, cond in spellings.split_condition(head):
        if offset and name == "b" and len(operands) == 1:
            at = target.span
            return Diagnostic(Span(at.line, at.start, at.start + 1), Severity.ERROR, BAD_OPERANDS,
                              "branch target out of range")
        if (name == "b" and cond != AL and len(operands) == 1) or (name in ("cbz", "cbnz") and len(operands) == 2):
            at = operands[-1].span
            return Diagnostic(Span(at.line, at.start, at.start + 1), Severity.ERROR, BAD_OPERANDS,
                              "branch target out of range")
        if name == "b" and cond == AL and tail == "n" and len(operands) == 1:
            return head
    return None


# v8.1-M's low-overhead loop mnemonics, none of which takes a condition
_LOW_OVERHEAD_LOOPS = frozenset({"le", "letp", "wls", "dls", "wlstp", "dlstp"})


def it_refusal(mc: McInst, mnemonic: str, mnemonic_span: Span, isa: Isa, in_it: int | None,
               refused: Callable[[str], bool] | None = None) -> Diagnostic | None:
    """validateInstruction's IT block checks of an instruction's condition (Thumb; in A32 only the
    block's, `in_it` set). `refused`: whether the features refuse an opcode, where known; the
    matcher refuses it before validateInstruction runs, so the feature check's words are llvm-mc's
    (`vmoveq q5, q3` outside an IT block on Cortex-M4: "invalid instruction", not the IT error)."""
    if refused is not None and refused(mc.opcode):
        return None
    at = Span(mnemonic_span.line, mnemonic_span.start, mnemonic_span.start + 1)
    if in_it is not None and mc.opcode in _SELECT_OPCODES:
        # the conditional selects carry a condition operand but no predicate
        return Diagnostic(at, Severity.ERROR, NOT_IN_IT, "instructions in IT block must be predicable")
    cond = _condition(mc, isa)
    if in_it is None and cond not in (None, AL) and mc.opcode not in ("tBcc", "t2Bcc"):
        return Diagnostic(at, Severity.ERROR, NOT_IN_IT, "predicated instructions must be in IT block")
    if in_it is not None and cond is not None and cond != in_it:
        # llvm-mc points at the condition code in the mnemonic (`addsne`'s `ne`)
        head = mnemonic.partition(".")[0]
        if head[-2:] in spellings.CONDITION_CODES and len(head) > 2:
            where = mnemonic_span.start + len(head) - 2
            at = Span(mnemonic_span.line, where, where + 1)
        return Diagnostic(at, Severity.ERROR, NOT_IN_IT, "incorrect condition in IT block; got '"
                          + spellings.CONDITIONS[cond] + "', but expected '" + spellings.CONDITIONS[in_it] + "'")
    return None


def resolve(inst_mnemonic: str, operands: list[syntax.Operand], mnemonic_span: Span, isa: Isa, thumb: bool,
            in_it: int | None, vpt_slot: str = "", m_profile: bool = False,
            allowed: Callable[[str], bool] | None = None, any_coprocessor: bool = False,
            refused: Callable[[str], bool] | None = None) -> McInst | list[Diagnostic]:  # fmt: skip
    """The McInst llvm-mc assembles, or diagnostics. `allowed`: whether the instruction's features
    take an opcode, where known (`ldr r0, =value` picks its move by them). `refused`: whether they
    refuse one, where known (the IT checks leave those to the feature check). `any_coprocessor`: the
    features are known and the feature check judges the coprocessor number (else MRC/MCR take p14
    and p15 only, which every architecture accepts)."""
    at = Span(mnemonic_span.line, mnemonic_span.start, mnemonic_span.start + 1)
    vpt = VPT.match(inst_mnemonic) if thumb else None
    if vpt is not None:
        looked_up = "vp" + vpt.group(1) + "tttt" + (vpt.group(3) or "")
        found = candidates(looked_up, operands, isa, thumb, None, True)
        if found:
            mc = found[0]
            return McInst(mc.opcode, (Imm(_mask(vpt.group(2))), *mc.operands[1:]))
    if thumb:
        system = _thumb_system(inst_mnemonic, operands, at, m_profile)
        if system is not None:
            return system
    move = _register_move(inst_mnemonic, operands, m_profile)
    if move is not None:
        return move
    paired = _gnu_pair(inst_mnemonic, operands, thumb)
    if paired is not None:
        operands = paired
    listed = _bare_list(inst_mnemonic, operands)
    if listed is not None:
        operands = listed
    if not thumb and (pair_refused := _a32_pair_refusal(inst_mnemonic, operands, mnemonic_span)) is not None:
        return [pair_refused]
    pool = _literal_pool(inst_mnemonic, operands, isa, thumb, in_it, m_profile, allowed)
    if pool is not None:
        refused_here = it_refusal(pool, inst_mnemonic, mnemonic_span, isa, in_it, refused) if thumb else None
        return [refused_here] if refused_here is not None else pool
    if thumb:
        branch = _thumb_branch_offset(inst_mnemonic, operands)
        if isinstance(branch, Diagnostic):
            return [branch]
        inst_mnemonic = branch or inst_mnemonic
    if not thumb:
        # validateInstruction's register rules, whichever of the forms below takes the line
        indexed = _indexed_refusal(inst_mnemonic, operands)
        if indexed is not None:
            where, message = indexed
            return [Diagnostic(Span(where.line, where.start, where.start + 1), Severity.ERROR, BAD_OPERANDS, message)]
    loop = next((name for name, cond in spellings.split_condition(inst_mnemonic.partition(".")[0])
                 if cond != AL and name in _LOW_OVERHEAD_LOOPS), None)
    if loop is not None and loop.endswith("tp") and (refused is None or refused("MVE_LETP")):
        # without MVE the tail-predicated mnemonics are unknown to the matcher (measured: llvm-mc-19
        # on Cortex-A57 and M4)
        return [Diagnostic(at, Severity.ERROR, UNKNOWN_MNEMONIC, "invalid instruction")]
    if loop is not None:
        # ParseInstruction refuses a condition on a mnemonic that takes none (`leeq lr, .L1`); splitting
        # `wlsne` it reads `wl` with a carry-setting `s` first
        return [Diagnostic(at, Severity.ERROR, BAD_OPERANDS, f"instruction '{loop[:2]}' can not set flags, but 's' "
                           "suffix specified" if loop in ("wls", "dls") else
                           f"instruction '{loop}' is not predicable, but condition code specified")]
    head, _, tail = inst_mnemonic.partition(".")
    if thumb and head in ("le", "letp") and tail == "w":
        # measured (llvm-mc-19 and -22 on Cortex-M55): `.n` is taken, `.w` refused; `le.w .L1` at the `.w`
        if head == "le" and len(operands) == 1:
            dot = mnemonic_span.start + 2
            return [Diagnostic(Span(mnemonic_span.line, dot, dot + 1), Severity.ERROR, BAD_OPERANDS,
                               "invalid operand for instruction")]
        return [Diagnostic(at, Severity.ERROR, UNKNOWN_MNEMONIC, "invalid instruction")]
    special = _special(inst_mnemonic, operands, isa, thumb, in_it)
    if special is not None:
        return special
    coprocessor = (_coprocessor(inst_mnemonic, operands, mnemonic_span, thumb, any_coprocessor)
                   or _coprocessor_data(inst_mnemonic, operands, thumb, any_coprocessor))
    if coprocessor is not None:
        return coprocessor
    if not thumb:
        rotated = _explicit_rotation(inst_mnemonic, operands, mnemonic_span, isa, in_it, m_profile)
        if rotated is not None:
            return rotated
    mnemonic = inst_mnemonic
    select = _conditional_select(mnemonic, operands) if thumb else None
    if isinstance(select, Diagnostic):
        return [select]
    if select is not None:
        mnemonic, operands = select
    by_zero = _thumb_move_by_zero(mnemonic, operands, in_it) if thumb else None
    if by_zero is not None:
        refusal = it_refusal(by_zero, mnemonic, mnemonic_span, isa, in_it, refused)
        return [refusal] if refusal is not None else by_zero
    negated = _negate(mnemonic, operands)
    if negated is not None:
        mnemonic, operands = negated
    shifted = _thumb_shifted_move(mnemonic, operands) if thumb else None
    held_as_zero = False  # `mov r0, r1, lsr #32`: t2MOVsi's shifter operand holds 32 as 0, passed on
    if shifted is not None:
        held_as_zero = isinstance(operands[2], syntax.Shift) and operands[2].amount == 32
        mnemonic, operands = shifted
    if vpt_slot:
        head, dot, tail = mnemonic.partition(".")
        if not head.endswith(vpt_slot):
            return [Diagnostic(at, Severity.ERROR, NOT_IN_IT, "instruction in VPT block must be predicable")]
        mnemonic = head[:-1] + dot + tail
    lanes = resolve_lanes(mnemonic, operands, mnemonic_span, isa, thumb)
    if isinstance(lanes, list):
        return lanes
    found = [lanes] if lanes is not None else []
    if not found and thumb:
        found = _thumb_negative_add(mnemonic, operands, isa, in_it, m_profile)
    if not found:
        found = candidates(mnemonic, operands, isa, thumb, in_it, m_profile)
    # ARMAsmParser reads `#1.0` as a floating-point value only after `.f32`, `.f64` or `.f16` as
    # written (parseFPImm): `vmov.f s0, #1.0` matches nothing
    floating = any(isinstance(op, syntax.Imm) and op.floating is not None for op in operands)
    for relaxed in relaxed_types(mnemonic) if not found and not floating else ():
        found = untyped_fit(mnemonic, relaxed, candidates(relaxed, operands, isa, thumb, in_it, m_profile),
                            len(operands))
        if found:
            break
    if not found:
        found = _structure_writeback(mnemonic, operands, isa, thumb, in_it, m_profile)
    if not found:
        as_d = _q_lists_as_d(operands)
        if as_d is not None:
            found = (candidates(mnemonic, as_d, isa, thumb, in_it, m_profile)
                     or _structure_writeback(mnemonic, as_d, isa, thumb, in_it, m_profile))
    if not found:
        found = _vfp_literal(mnemonic, operands, isa, thumb, in_it, m_profile)
    if not found and thumb and m_profile and mnemonic == "vmov" and len(operands) == 2 and all(
            isinstance(op, syntax.Reg) and op.lane is None and syntax.register_kind(op.name) == "q" for op in operands):
        # MVE's `vmov q3, q0` is the alias of `vorr q3, q0, q0` (MVE_VORR; printed back as vmov)
        found = [mc for mc in candidates("vorr", [*operands, operands[1]], isa, thumb, in_it, m_profile)
                 if mc.opcode == "MVE_VORR"]
    if not found:
        alias = _stack_alias(mnemonic, operands)
        if alias is not None:
            found = [_single_register(mc) for mc in candidates(alias[0], alias[1], isa, thumb, in_it, m_profile)]
    elif thumb:
        found = [_narrow_ldm(_single_register(mc), mnemonic, isa) for mc in found]
    if not found:
        found = _a32_substitute(mnemonic, operands, isa, in_it, m_profile, thumb)
    if not found and thumb and mnemonic[:3] == "mov" and (mnemonic[3:] == "" or mnemonic[3:] in spellings.CONDITION_CODES):
        # `mov r0, #65535`: the imm256_65535 alias (t2MOVi16) where no modified immediate encodes
        last = operands[-1] if len(operands) == 2 else None
        if isinstance(last, syntax.Imm) and isinstance(last.value, int) and 256 <= last.value <= 65535:
            found = candidates("movw" + mnemonic[3:], operands, isa, thumb, in_it, m_profile)
    if not found:
        found = _neon_register_move(mnemonic, operands, isa, thumb, in_it, m_profile)
    if not found:
        found = _neon_32_bit_transpose(mnemonic, operands, isa, thumb, in_it, m_profile)
    if found:
        mc = _a32_unshifted(_adr_of_add(found[0])) if not thumb else _thumb_preferred(found[0], mnemonic, in_it, len(operands))
        if held_as_zero:
            mc = McInst(mc.opcode, tuple(Imm(0) if op == Imm(32) else op for op in mc.operands), mc.flags)
        refusal = _tied_source(mc, operands, isa) or _list_refusal(_as_matched(mc, inst_mnemonic, thumb), operands, thumb,
                                                                   m_profile)
        if refusal is not None:
            return [refusal]
        mc = _wide_push_pop(mc)  # after validateInstruction's checks, as processInstruction comes after them
        if not thumb:
            mc = _a32_single_pop_push(mc, inst_mnemonic)
        if vpt_slot:
            mc = _predicate_vpt(mc, isa, vpt_slot)
        if thumb:
            refusal = it_refusal(mc, mnemonic, mnemonic_span, isa, in_it, refused)
            if refusal is not None:
                return [refusal]
        return mc
    sized = _vfp_size_refusal(mnemonic, operands, mnemonic_span)
    if sized is not None:
        return [sized]
    table = spellings.spelling_table(isa)
    known = {key.partition(" ")[0] for key in table}
    if not any(reading in known for reading, _, _ in _mnemonic_readings(mnemonic, thumb)):
        return [Diagnostic(at, Severity.ERROR, UNKNOWN_MNEMONIC, "invalid instruction")]
    where = operands[0].span if operands else mnemonic_span
    zero = _zero_operand(operands)
    if zero is not None:
        # v8.1-M's zero register where no class of the instruction holds it (`ldr r0, zr`): llvm-mc
        # refuses that operand
        where = zero
    return [Diagnostic(where, Severity.ERROR, BAD_OPERANDS, "invalid operand for instruction")]


def _a32_single_pop_push(mc: McInst, mnemonic: str) -> McInst:
    """ARMAsmParser::processInstruction's A32 `pop`/`push` of one register: the post-indexed LDR /
    pre-indexed STR of SP the ARM ARM prescribes (`pop {r4}` is LDR_POST_IMM, `push {r5}`
    STR_PRE_IMM; `ldm sp!, {r6}` written as such stays LDMIA_UPD)."""
    if len(mc.operands) != 5 or mc.opcode not in ("LDMIA_UPD", "STMDB_UPD"):
        return mc
    head = mnemonic.lower().partition(".")[0]
    stack = "pop" if mc.opcode == "LDMIA_UPD" else "push"
    if not head.startswith(stack) or (head[len(stack):] and head[len(stack):] not in spellings.CONDITION_CODES):
        return mc
    base, _, cond, pred, reg = mc.operands
    if mc.opcode == "LDMIA_UPD":
        return McInst("LDR_POST_IMM", (reg, base, base, Reg(None), Imm(4), cond, pred))
    return McInst("STR_PRE_IMM", (base, reg, base, Imm(-4), cond, pred))


def _wide_push_pop(mc: McInst) -> McInst:
    """ARMAsmParser::processInstruction's tPOP/tPUSH with a register the 16-bit list cannot hold
    (other than r0-r7 and PC for pop, LR for push): the 32-bit LDMIA/STMDB of SP with writeback."""
    if mc.opcode not in ("tPOP", "tPUSH") or len(mc.operands) < 4:
        return mc
    extra = "PC" if mc.opcode == "tPOP" else "LR"
    names = [op.name for op in mc.operands[2:] if isinstance(op, Reg)]
    if all(n in {f"R{i}" for i in range(8)} | {extra} for n in names):
        return mc
    wide = "t2LDMIA_UPD" if mc.opcode == "tPOP" else "t2STMDB_UPD"
    return McInst(wide, (Reg("SP"), Reg("SP"), *mc.operands[:2], *mc.operands[2:]))


_A32_LDM_UPD = frozenset({"LDMIA_UPD", "LDMDB_UPD", "LDMIB_UPD", "LDMDA_UPD"})
_T_LDM = frozenset({"tLDMIA", "t2LDMIA", "t2LDMDB", "t2LDMIA_UPD", "t2LDMDB_UPD", "tPOP"})
_T_STM = frozenset({"tSTMIA_UPD", "t2STMIA", "t2STMDB", "t2STMIA_UPD", "t2STMDB_UPD", "tPUSH"})


def _as_matched(mc: McInst, mnemonic: str, thumb: bool) -> McInst:
    """The opcode ARMAsmParser's matcher chose, which validateInstruction checks: a Thumb `pop`/`push`
    without `.w` matches tPOP/tPUSH, and only processInstruction widens one holding a high register
    to t2LDMIA_UPD/t2STMDB_UPD after the checks (so `pop {r0, sp}` is no "writeback register in the
    list" on A-profile; `pop.w` is matched as the 32-bit form and checked as it)."""
    if not thumb or mc.opcode not in ("t2LDMIA_UPD", "t2STMDB_UPD") or len(mc.operands) < 4:
        return mc
    head = mnemonic.lower().split(".")[0]
    written = mnemonic.lower().endswith(".w")
    stack = "pop" if mc.opcode == "t2LDMIA_UPD" else "push"
    if written or not head.startswith(stack) or (head[len(stack):] and head[len(stack):] not in spellings.CONDITION_CODES):
        return mc
    if not (isinstance(mc.operands[0], Reg) and mc.operands[0].name == "SP"):
        return mc
    return McInst("tPOP" if stack == "pop" else "tPUSH", mc.operands[2:])


def _list_refusal(mc: McInst, operands: list[syntax.Operand], thumb: bool, m_profile: bool) -> Diagnostic | None:
    """ARMAsmParser::validateInstruction's register-list rules for load/store multiple: A32's
    written-back base in the list (Armv7 on, every modelled CPU), Thumb's SP, PC and LR rules and its
    written-back base, at the list (or the `!`) as llvm-mc reports them."""
    lists = [op for op in operands if isinstance(op, syntax.RegList)]
    if not lists:
        return None
    where = lists[-1].span
    names = {op.name for op in mc.operands[2 if mc.opcode in ("tPOP", "tPUSH") else 3:] if isinstance(op, Reg)}
    base = mc.operands[0].name if mc.operands and isinstance(mc.operands[0], Reg) else None

    def error(at: Span, message: str) -> Diagnostic:
        return Diagnostic(Span(at.line, at.start, at.start + 1), Severity.ERROR, BAD_OPERANDS, message)

    if not thumb:
        if mc.opcode in _A32_LDM_UPD and base in names:
            return error(where, "writeback register not allowed in register list")
        return None
    written = next((op for op in operands if isinstance(op, syntax.Reg) and op.writeback), None)
    if mc.opcode in _T_LDM or mc.opcode in _T_STM:
        low = {f"R{i}" for i in range(8)}
        if (written is not None and base in names and mc.opcode in ("tLDMIA", "t2LDMIA", "t2LDMIA_UPD")
                and names | {base} <= low):
            bang = Span(written.span.line, written.span.end - 1, written.span.end)
            return error(bang, "writeback operator '!' not allowed when base register in register list")
        if mc.opcode.endswith("_UPD") and mc.opcode != "tSTMIA_UPD" and base in names:
            return error(where, "writeback register not allowed in register list")
    if mc.opcode in _T_LDM:
        if "SP" in names and (mc.opcode != "tPOP" or m_profile):
            return error(where, "SP may not be in the register list")
        if {"PC", "LR"} <= names:
            return error(where, "PC and LR may not be in the register list simultaneously")
    if mc.opcode in _T_STM:
        if {"SP", "PC"} <= names:
            return error(where, "SP and PC may not be in the register list")
        if "SP" in names:
            return error(where, "SP may not be in the register list")
        if "PC" in names:
            return error(where, "PC may not be in the register list")
    return None


TIED_SOURCE = "MCL305"
_FIXED_POINT_VCVT = re.compile(r"V([SU][HL]TO[HSD]|TO[SU][HL][HSD])$")


def _tied_source(mc: McInst, operands: list[syntax.Operand], isa: Isa) -> Diagnostic | None:
    """LLVM 22's check of VFP's fixed-point vcvt (`vcvt.f32.u16 s1, s2, #8`): its source is tied to
    the destination, and a different register is "source and destination registers must be the
    same" at the destination (LLVM 19 takes the destination's register)."""
    if isa.source.get("llvm", "19").startswith("19") or len(operands) < 2:
        return None
    first, second = operands[0], operands[1]
    if not (isinstance(first, syntax.Reg) and isinstance(second, syntax.Reg)) or first.name == second.name:
        return None
    if _FIXED_POINT_VCVT.match(mc.opcode) is None:
        return None
    at = first.span
    return Diagnostic(Span(at.line, at.start, at.start + 1), Severity.ERROR, TIED_SOURCE,
                      "source and destination registers must be the same")


def _condition(mc: McInst, isa: Isa) -> int | None:
    cond_at, _ = spellings.predicate_positions(isa, mc.opcode)
    if cond_at < 0 or cond_at >= len(mc.operands):
        return None
    operand = mc.operands[cond_at]
    return operand.value if isinstance(operand, Imm) and isinstance(operand.value, int) else None
