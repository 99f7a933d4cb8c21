"""The learned AArch64 spelling table: which opcode LLVM 19's assembler makes of each operand shape.

Public entry points:

    load_spellings(isa) -> Spellings      the table for `isa` (built once, cached on disk)
    shape_key(inst) -> str                 "mnemonic|operand shapes", e.g. "ldr|x,[x,i]"
    components(inst) -> tuple              the values the recipes read (registers, immediates, ...)

Built from LLVM's own behaviour, never by hand: `models/aarch64/isa_probes.json.gz` (every
opcode's printed spellings parsed back by LLVM's AsmParser) and `isa_variants.json.gz` (the same
markers with zero/stack/equal registers and other immediates, printed with aliases). Each
accepted spelling is parsed with our syntax module and *fitted*: every MC operand of LLVM's
MCInst becomes a recipe over the spelling's components (a register by position, an immediate
through one of the encodings LLVM applies: scaled offsets, packed shifts and extends, bitmask and
FP8 immediates, bitfield aliases, condition codes and their inverses, named operands) or a
constant (XZR in `mov x0, x1` -> ORRXrs). Spellings with the same shape key share candidates;
the resolver tries them in order and keeps the first whose recipes all apply.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...isa import Isa
from ...mcinst import Expr as Expr_
from ...mcinst import Imm as Imm_
from ...mcinst import Reg as Reg_
from . import encodings, names
from .syntax import FImm, Imm, Instruction, Mem, Reg, RegList, Shift, Sym, Za, parse_operands

SPELLINGS_FORMAT = 1

# Component parts: (operand index, part).
MAIN, BASE, INDEX, OFFSET, EXTEND, LANE = range(6)


def _reg_token(reg: Reg, base: bool = False) -> str:
    kind = reg.kind
    if kind in ("x", "w"):
        if base:
            return kind
        bang = reg.qualifier  # "!" (MOPS) or ""
        if reg.special == "sp":
            return ("sp" if kind == "x" else "wsp") + bang
        if reg.special == "zr":
            return kind + "zr" + bang
        return kind + bang
    token = kind
    if reg.arrangement:
        token += "." + reg.arrangement
    if reg.lane is not None:
        token += "[]"
    if reg.qualifier:
        token += "/" + reg.qualifier
    return token


_CREG = re.compile(r"c(?:1[0-5]|[0-9])$")


def _sym_token(sym: Sym) -> str:
    lower = sym.text.lower()
    if lower in names.CONDITIONS:
        return "c"
    if _CREG.match(lower):
        return "cr"  # system instruction operands C0-C15
    if names.is_named(lower):
        return "n"
    return "@"


def _za_token(za: Za) -> str:
    token = "za" + ("t" if za.tile is not None else "") + za.direction
    if za.arrangement:
        token += "." + za.arrangement
    if za.index is not None:
        token += f"[w,{za.count}" + ("," + za.group if za.group else "") + "]"
    return token


def _tile_list(op: RegList) -> bool:
    """`{za0.d, za1.d}`, `{za}`: ZA tiles (ZERO's mask), not one slice `{za0h.s[w12, 0]}`."""
    return isinstance(op.regs[0], Za) and all(isinstance(r, Za) and r.index is None for r in op.regs)


def stride(op: RegList) -> int:
    """Register number step of a list: 1, or SME2's strided `{ z0.s, z8.s }` (8)."""
    regs = op.regs
    if len(regs) < 2 or not isinstance(regs[0], Reg) or not isinstance(regs[1], Reg):
        return 1
    return (regs[1].number - regs[0].number) % 32


def operand_token(op: Any) -> str:
    if isinstance(op, Reg):
        return _reg_token(op)
    if isinstance(op, Za):
        return _za_token(op)
    if isinstance(op, Imm):
        return "i"
    if isinstance(op, Mem):
        token = "[" + _reg_token(op.base, base=True)
        if op.offset is not None:
            token += ",i"
        if op.index is not None:
            token += "," + _reg_token(op.index, base=True)
        if op.extend is not None:
            token += ",mv" if op.extend.op == "mulvl" else ",e"
        return token + ("]!" if op.writeback else "]")
    if isinstance(op, RegList):
        first = op.regs[0]
        if isinstance(first, Za):
            return "{zam}" if _tile_list(op) else "{" + _za_token(first) + f"*{len(op.regs)}" + "}"
        stride_ = stride(op)
        token = "{" + _reg_token(first) + f"*{len(op.regs)}" + (f"/{stride_}" if stride_ != 1 else "") + "}"
        return token + ("[]" if op.lane is not None else "")
    if isinstance(op, Shift):
        if op.op in names.SHIFTS and op.op != "msl":
            return "s"
        if op.op in names.EXTENDS:
            return "e"
        return op.op  # msl, mul, mulvl
    if isinstance(op, FImm):
        return "f"
    return _sym_token(op)


def shape_key(mnemonic: str, operands: tuple[Any, ...]) -> str:
    return mnemonic + "|" + ",".join(operand_token(op) for op in operands)


_GENERAL = re.compile(r"(?<![a-z.])(sp|xzr|wsp|wzr)(?![a-z0-9])")


def general_key(key: str) -> str:
    """The shape key with stack and zero registers as ordinary ones (`add|sp,sp,i` -> `add|x,x,i`):
    a fallback whose candidates the register-class checks then validate."""
    return _GENERAL.sub(lambda m: "w" if m.group(1) in ("wsp", "wzr") else "x", key)


@dataclass(frozen=True, slots=True)
class Component:
    path: tuple[int, int]
    kind: str  # reg imm fimm off lane shift ext mext mul cond name sym
    value: Any


def _za_components(index: int, za: Za, out: list[Component]) -> None:
    if za.tile is not None:
        tile = Reg(f"za{za.tile}", "za", za.tile, "", za.arrangement, None, "", za.span)
        out.append(Component((index, MAIN), "reg", tile))
    if za.index is not None:
        out.append(Component((index, INDEX), "reg", za.index))
        out.append(Component((index, OFFSET), "zoff", (za.offset, za.count)))


def components(operands: tuple[Any, ...]) -> tuple[Component, ...]:
    out: list[Component] = []
    for index, op in enumerate(operands):
        if isinstance(op, Za):
            _za_components(index, op, out)
        elif isinstance(op, RegList) and isinstance(op.regs[0], Za):
            if _tile_list(op):
                out.append(Component((index, MAIN), "zamask", op))
            elif len(op.regs) == 1:
                _za_components(index, op.regs[0], out)
        elif isinstance(op, (Reg, RegList)):
            out.append(Component((index, MAIN), "reg", op))
            if op.lane is not None:
                out.append(Component((index, LANE), "lane", op.lane))
        elif isinstance(op, Imm):
            out.append(Component((index, MAIN), "imm", op))
        elif isinstance(op, FImm):
            out.append(Component((index, MAIN), "fimm", op))
        elif isinstance(op, Shift):
            kind = "ext" if op.op in names.EXTENDS else "mul" if op.op == "mul" else "shift"
            if op.op != "mulvl":
                out.append(Component((index, MAIN), kind, op))
        elif isinstance(op, Mem):
            out.append(Component((index, BASE), "reg", op.base))
            if op.offset is not None:
                out.append(Component((index, OFFSET), "off", op.offset))
            if op.index is not None:
                out.append(Component((index, INDEX), "reg", op.index))
            if op.extend is not None and op.extend.op != "mulvl":
                out.append(Component((index, EXTEND), "mext", op.extend))
        elif isinstance(op, Sym):
            token = _sym_token(op)
            kind = {"c": "cond", "n": "name", "cr": "creg"}.get(token, "sym")
            out.append(Component((index, MAIN), kind, op))
    return tuple(out)


# ----------------------------------------------------------------------------------------------
# Immediate functions: value(s) of components -> MC immediate, or None when not applicable.


def _int(comp_value: Any) -> int | None:
    if isinstance(comp_value, Imm):
        return comp_value.value
    if isinstance(comp_value, int):
        return comp_value
    if isinstance(comp_value, Shift):
        return comp_value.amount
    return None


def _div(scale: int) -> Callable[[Any], int | None]:
    def apply(v: Any) -> int | None:
        value = _int(v)
        if value is None or value % scale:
            return None
        return value // scale

    return apply


def _log(width: int) -> Callable[[Any], int | None]:
    def apply(v: Any) -> int | None:
        value = _int(v)
        if value is None:
            return None
        upper = value >> width  # LLVM: the bits above the width all zeros or all ones
        if width < 64 and upper not in (0, -1, (1 << (64 - width)) - 1):
            return None
        return encodings.logical_immediate(value, width)

    return apply


def _sve_log(esize: int) -> Callable[[Any], int | None]:
    def apply(v: Any) -> int | None:
        value = _int(v)
        if value is None:
            return None
        element = value & ((1 << esize) - 1)
        if esize < 64 and value != element and value != element - (1 << esize):
            return None
        replicated = 0
        for shift in range(0, 64, esize):
            replicated |= element << shift
        return encodings.logical_immediate(replicated, 64)

    return apply


def _z_arrangement(z: Any) -> str:
    reg = z.regs[0] if isinstance(z, RegList) else z
    return reg.arrangement if isinstance(reg, Reg) else ""


def _shift_pack(v: Any) -> int | None:
    if not isinstance(v, Shift) or v.op not in names.SHIFTS:
        return None
    return (names.SHIFTS[v.op] << 6) | (v.amount or 0)


def _shift_amount(v: Any) -> int | None:
    if not isinstance(v, Shift) or v.op not in names.SHIFTS:
        return None
    return v.amount or 0


def _extend_pack(v: Any) -> int | None:
    if not isinstance(v, Shift):
        return None
    code = names.EXTENDS.get(v.op)
    if code is None:
        if v.op != "lsl":
            return None
        code = 3  # `lsl` as an extend is uxtx (uxtw in 32-bit forms)
    return (code << 3) | (v.amount or 0)


def _extend_pack_w(v: Any) -> int | None:
    if isinstance(v, Shift) and v.op == "lsl":
        return (2 << 3) | (v.amount or 0)
    return _extend_pack(v)


def _mem_sign(v: Any) -> int | None:
    if not isinstance(v, Shift):
        return None
    return 1 if v.op in ("sxtw", "sxtx") else 0


def _mem_shift(v: Any) -> int | None:
    if not isinstance(v, Shift):
        return None
    return 0 if v.amount is None else 1


def _cond(v: Any) -> int | None:
    return names.CONDITIONS.get(v.text.lower()) if isinstance(v, Sym) else None


def _cond_inverse(v: Any) -> int | None:
    code = _cond(v)
    return None if code is None or code >= 14 else code ^ 1


def _named(v: Any) -> int | None:
    return names.named_value(v.text) if isinstance(v, Sym) else None


def _fp8(v: Any) -> int | None:
    if isinstance(v, FImm):
        return encodings.fp8(v.value)
    if isinstance(v, Imm) and v.value is not None:
        return encodings.fp8(float(v.value))
    return None


def _float_pair(low: float, high: float) -> Callable[[Any], int | None]:
    """SVE's one-bit floating-point immediates (`fadd #0.5 / #1.0`, `fmul #0.5 / #2.0`, `fmax #0.0 / #1.0`)."""

    def apply(v: Any) -> int | None:
        if isinstance(v, FImm):
            value = v.value
        elif isinstance(v, Imm) and v.value is not None:
            value = float(v.value)
        else:
            return None
        return 0 if value == low else 1 if value == high else None

    return apply


def _za_offset(v: Any) -> int | None:
    """A ZA slice offset: the first of a range over its length (`0:1` -> 0, `6:7` -> 3)."""
    if not isinstance(v, tuple) or v[0] is None or v[0] < 0 or v[0] % v[1]:
        return None
    return v[0] // v[1]


# 64-bit tiles (ZA0.D-ZA7.D, bits 0-7 of ZERO's mask) each tile of an element size covers.
_TILE_STEP = {"d": (8, 1), "s": (4, 4), "h": (2, 2), "b": (1, 1)}


def _za_mask(v: Any) -> int | None:
    if not isinstance(v, RegList):
        return None
    mask = 0
    for za in v.regs:
        if not isinstance(za, Za):
            return None
        if za.tile is None:
            if za.arrangement:
                return None
            mask |= 0xFF
            continue
        tiles, _ = _TILE_STEP.get(za.arrangement, (0, 0))
        if za.tile >= tiles:
            return None
        for bit in range(za.tile, 8, tiles):
            mask |= 1 << bit
    return mask


def _byte_mask(v: Any) -> int | None:
    value = _int(v)
    return None if value is None else encodings.byte_mask(value)


def _identity(v: Any) -> int | None:
    return _int(v)


def _mw_parts(value: int, width: int) -> list[tuple[int, int]]:
    value &= (1 << width) - 1
    return [((value >> s) & 0xFFFF, s) for s in range(0, width, 16) if (value >> s) & 0xFFFF]


def _movz(width: int, part: int) -> Callable[[Any], int | None]:
    def apply(v: Any) -> int | None:
        value = _int(v)
        if value is None:
            return None
        chunks = _mw_parts(value, width)
        if len(chunks) > 1:
            return None
        chunk = chunks[0] if chunks else (0, 0)
        return chunk[part]

    return apply


def _movn(width: int, part: int) -> Callable[[Any], int | None]:
    def apply(v: Any) -> int | None:
        value = _int(v)
        if value is None:
            return None
        inverted = ~value & ((1 << width) - 1)
        chunks = _mw_parts(inverted, width)
        if len(chunks) > 1:
            return None
        if width == 32 and _int(v) is not None and len(_mw_parts(value, width)) <= 1:
            return None  # MOVZ's
        chunk = chunks[0] if chunks else (0, 0)
        return chunk[part]

    return apply


def _bitfield(kind: str, width: int) -> Callable[..., int | None]:
    def apply(*values: Any) -> int | None:
        a = _int(values[0])
        b = _int(values[1]) if len(values) > 1 else None
        if a is None:
            return None
        if kind == "lsl_r":
            return (-a) % width
        if kind == "lsl_s":
            return width - 1 - a
        if kind == "neg_mod":
            return (-a) % width
        if kind == "minus1":
            return a - 1
        if kind == "last":  # lsb + width - 1
            return None if b is None else a + b - 1
        return None

    return apply


FUNCTIONS: dict[str, Callable[..., int | None]] = {
    "id": _identity,
    "div2": _div(2),
    "div4": _div(4),
    "div8": _div(8),
    "div16": _div(16),
    "div3": _div(3),  # SVE ld3/st3 `[x0, #3, mul vl]`
    "div32": _div(32),  # ld1ro* `[x0, #32]`
    "log32": _log(32),
    "log64": _log(64),
    "svelog": lambda v, z: _sve_log({"b": 8, "h": 16, "s": 32, "d": 64}.get(_z_arrangement(z), 64))(v),
    "svelog8": _sve_log(8),
    "svelog16": _sve_log(16),
    "svelog32": _sve_log(32),
    "svelog64": _sve_log(64),
    "pack": _shift_pack,
    "amount": _shift_amount,
    "extpack": _extend_pack,
    "extpackw": _extend_pack_w,
    "msign": _mem_sign,
    "mshift": _mem_shift,
    "cond": _cond,
    "condinv": _cond_inverse,
    "named": _named,
    "fp8": _fp8,
    "bytemask": _byte_mask,
    "zoff": _za_offset,
    "zamask": _za_mask,
    "creg": lambda v: int(v.text[1:]) if isinstance(v, Sym) and _CREG.match(v.text.lower()) else None,
    "half_one": _float_pair(0.5, 1.0),
    "half_two": _float_pair(0.5, 2.0),
    "zero_one": _float_pair(0.0, 1.0),
    "movz32i": _movz(32, 0),
    "movz32s": _movz(32, 1),
    "movz64i": _movz(64, 0),
    "movz64s": _movz(64, 1),
    "movn32i": _movn(32, 0),
    "movn32s": _movn(32, 1),
    "movn64i": _movn(64, 0),
    "movn64s": _movn(64, 1),
}
for _w in (32, 64):
    for _k in ("lsl_r", "lsl_s", "neg_mod", "minus1", "last"):
        FUNCTIONS[f"{_k}{_w}"] = _bitfield(_k, _w)

_BY_KIND = {
    "imm": ("id", "bytemask"),
    "off": ("id", "div2", "div4", "div8", "div16", "div3", "div32"),
    "lane": ("id",),
    "fimm": ("fp8", "half_one", "half_two", "zero_one"),
    "shift": ("amount", "pack"),
    "ext": ("extpack",),
    "mext": ("msign", "mshift"),
    "mul": ("id",),
    "cond": ("cond", "condinv"),
    "name": ("named",),
    "creg": ("creg",),
    "zoff": ("zoff",),
    "zamask": ("zamask",),
}
_CONDITION_INVERTING = frozenset({"cset", "csetm", "cinc", "cinv", "cneg"})
_BITFIELD = re.compile(r"^(S|U)?BFM[WX]ri$")


_SVE_LOGICAL = re.compile(r"^(AND|ORR|EOR|DUPM)_ZI$")


def _gated(
    mnemonic: str, opcode: str, slot: int, imm_comps: list[Component], z_path: tuple[int, int] | None = None
) -> list[tuple[str, tuple]]:
    """Mnemonic-specific recipes tried before the generic ones (aliases whose operands LLVM
    rewrites): bitfield aliases, `mov` with a wide or bitmask immediate, inverted conditions,
    SVE bitmask immediates (element size from the Z register's arrangement)."""
    paths = [c.path for c in imm_comps]
    width = 32 if opcode.endswith("Wri") or opcode.endswith("Wi") else 64
    out: list[tuple[str, tuple]] = []
    if _SVE_LOGICAL.match(opcode) and paths and z_path is not None:
        out.append(("svelog", (paths[0], z_path)))
    if _BITFIELD.match(opcode) and paths:
        if mnemonic == "lsl":
            out.append((f"lsl_r{width}" if slot == 0 else f"lsl_s{width}", (paths[0],)))
        elif mnemonic in ("ubfiz", "sbfiz", "bfi", "bfc") and len(paths) >= 2:
            out.append((f"neg_mod{width}", (paths[0],)) if slot == 0 else (f"minus1{width}", (paths[1],)))
        elif mnemonic in ("ubfx", "sbfx", "bfxil") and len(paths) >= 2:
            out.append(("id", (paths[0],)) if slot == 0 else (f"last{width}", (paths[0], paths[1])))
    if mnemonic == "mov" and paths:
        if opcode.startswith("MOVZ"):
            out.append((f"movz{width}{'i' if slot == 0 else 's'}", (paths[0],)))
        elif opcode.startswith("MOVN"):
            out.append((f"movn{width}{'i' if slot == 0 else 's'}", (paths[0],)))
        elif opcode in ("ORRWri", "ORRXri"):
            out.append((f"log{width}", (paths[0],)))
    return out


def _imm_candidates(kind: str, opcode: str, first_z: Reg | None) -> tuple[str, ...]:
    if kind == "imm":
        if (opcode.endswith("ri") and opcode[:3] in ("AND", "ORR", "EOR")) or opcode.startswith(
            ("ANDS", "TST")
        ):
            width = 32 if "W" in opcode[-3:] else 64
            return ("id", f"log{width}")
        if "_ZI" in opcode and first_z is not None and opcode.split("_")[0] in ("AND", "ORR", "EOR", "DUPM"):
            esize = {"b": 8, "h": 16, "s": 32, "d": 64}.get(first_z.arrangement, 64)
            return ("id", f"svelog{esize}")
        return ("id", "div2", "div4", "div8", "div16", "bytemask", "fp8", "half_one", "half_two", "zero_one")
    if kind == "shift":
        return ("pack", "amount") if opcode.endswith("rs") else ("amount", "pack")
    if kind == "ext" and ("Wrx" in opcode or ("rx" in opcode and opcode[-4] == "W")):
        return ("extpack", "extpackw")
    return _BY_KIND.get(kind, ())


# ----------------------------------------------------------------------------------------------
# Registers.

_FAMILY_OF_KIND = {"x": "g", "w": "g", "b": "f", "h": "f", "s": "f", "d": "f", "q": "f", "v": "f",
                   "z": "z", "p": "p", "pn": "pn", "za": "za", "zt": "zt"}  # fmt: skip
_LLVM_FAMILY = re.compile(
    r"^(?:(X|W)\d|(FP|LR|XZR|WZR|SP|WSP|W29|W30)$|([BHSDQ])\d|(Z)\d|(PN)\d|(P)\d|(ZA[BHSDQ])\d+$|(ZT)0$)"
)


def llvm_family(name: str) -> str | None:
    match = _LLVM_FAMILY.match(name)
    if match is None:
        return None
    if match.group(1) or match.group(2):
        return "g"
    if match.group(3):
        return "f"
    if match.group(4):
        return "z"
    if match.group(5):
        return "pn"
    if match.group(7):
        return "za"
    if match.group(8):
        return "zt"
    return "p"


@dataclass
class Spellings:
    """Shape key -> candidates [(opcode, recipes)], plus per-mnemonic example texts."""

    table: dict[str, list[tuple[str, tuple]]] = field(default_factory=dict)
    examples: dict[str, list[str]] = field(default_factory=dict)  # mnemonic -> accepted spellings
    requires: dict[str, str] = field(default_factory=dict)  # opcode -> "instruction requires: ..."
    enc: dict[str, int] = field(default_factory=dict)  # LLVM register -> encoding
    class_members: dict[str, dict[tuple[str, int], str]] = field(default_factory=dict)
    general: dict[str, list[tuple[str, tuple]]] = field(default_factory=dict)  # general_key -> candidates
    # opcode -> [(LLVM's printed text, recipes)], most specific first (printer.py)
    printer_templates: dict[str, list[tuple[str, tuple]]] = field(default_factory=dict)
    hint_numbers: dict[str, int] = field(default_factory=dict)  # PACIASP -> 25 (`hint #25`)
    # (opcode, rendered MC operands) -> the text LLVM printed for exactly that MCInst (variants that
    # assemble back to it): `zero {za0.s,za1.s}` for ZERO_M's mask 0x33
    exact_prints: dict[tuple[str, tuple[str, ...]], str] = field(default_factory=dict)
    # shape key -> [(operand index, part, negative, valid value, LLVM's message, caret offset)]: what
    # LLVM's assembler says about an immediate out of range there (isa_diagnostics.json)
    diagnostics: dict[str, list[tuple[int, int, bool, int, str, int]]] = field(default_factory=dict)
    # shape key -> [(operand index, part, negative, low, high, step, message, caret offset)] for shapes
    # one opcode spells, whose message states the operand's range: values outside it are LLVM errors
    ranges: dict[str, dict[str, list[tuple[int, int, bool, tuple, str, int]]]] = field(default_factory=dict)
    # shape key -> "index:part" -> shift/extend kind -> [mask of amounts 0..64 taken, bare kind taken (1)
    # or [message, offset], message, offset, message for negative amounts, offset] (isa_shifts.json)
    shifts: dict[str, dict[str, dict[str, list]]] = field(default_factory=dict)
    resolved: dict[tuple[str, str], Any] = field(default_factory=dict)  # resolver memo (not cached)
    printed_memo: dict[Any, str] = field(default_factory=dict)  # printer memo (not cached)


def _fit(
    inst_ops: tuple[Any, ...], mnemonic: str, opcode: str, mc_ops: list[str], enc: dict[str, int]
) -> tuple | None:
    comps = components(inst_ops)
    reg_comps = [c for c in comps if c.kind == "reg"]
    imm_comps = [c for c in comps if c.kind not in ("reg", "sym")]
    sym_comps = [c for c in comps if c.kind == "sym"] + [
        c for c in comps if c.kind in ("imm", "off") and c.value.value is None
    ]
    first_z = next((c.value for c in reg_comps if isinstance(c.value, Reg) and c.value.kind == "z"), None)
    used: set[tuple[int, int]] = set()
    recipes: list[tuple] = []
    imm_slot = 0
    for text in mc_ops:
        kind, _, rest = text.partition(":")
        if kind == "R":
            if not rest:
                recipes.append(("rk", None))
                continue
            family = llvm_family(rest)
            number = enc.get(rest)
            found = None
            for comp, kind_family in [(c, _comp_family(c)) for c in reg_comps] + [
                (c, "z")
                for c in reg_comps
                if _comp_family(c) == "f"  # `mov z0.s, s1`: s1 names Z1
            ]:
                reg = comp.value.regs[0] if isinstance(comp.value, RegList) else comp.value
                if kind_family == family and reg.number == number:
                    if reg.special == "zr" and rest not in ("XZR", "WZR"):
                        continue
                    if reg.special == "sp" and rest not in ("SP", "WSP"):
                        continue
                    if rest in ("XZR", "WZR") and reg.special != "zr":
                        continue
                    if rest in ("SP", "WSP") and reg.special != "sp":
                        continue
                    found = comp
                    break
            recipes.append(("r", found.path) if found is not None else ("rk", rest))
            continue
        if kind == "E":
            comp = sym_comps[0] if sym_comps else None
            if comp is None:
                return None
            recipes.append(("e", comp.path))
            continue
        if kind != "I":
            return None
        value = int(rest)
        chosen = None
        z_path = next((c.path for c in reg_comps if _comp_family(c) == "z"), None)
        for name, paths in _gated(
            mnemonic, opcode, imm_slot, [c for c in imm_comps if c.kind == "imm"], z_path
        ):
            comp_values = [_by_path(comps, p) for p in paths]
            if FUNCTIONS[name](*comp_values) == value:
                chosen = ("i", name, paths)
                break
        if chosen is None:
            ordered = [c for c in imm_comps if c.path not in used] + [
                c for c in imm_comps if c.path in used and c.kind == "mext"
            ]
            for comp in ordered:
                for name in _imm_candidates(comp.kind, opcode, first_z):
                    if mnemonic in _CONDITION_INVERTING and name == "cond":
                        name = "condinv"
                    if FUNCTIONS[name](comp.value) == value:
                        chosen = ("i", name, (comp.path,))
                        break
                if chosen is not None:
                    break
        if chosen is None:
            chosen = ("ik", value)
        else:
            used.update(chosen[2])
        recipes.append(chosen)
        imm_slot += 1
    # Components no recipe reads must keep the spelling's value (`hint #12` is AUTIA1716).
    read = {r[1] for r in recipes if r[0] in ("r", "e")} | {p for r in recipes if r[0] == "i" for p in r[2]}
    for comp in comps:
        if comp.path not in read:
            same = width = None
            if comp.kind == "reg":  # a tied register written twice (`fmla z0.s, p0/m, z0.s, ...`)
                same = next((c.path for c in comps if c.path in read and c.kind == "reg"
                             and essence(c.value) == essence(comp.value)), None)  # fmt: skip
                if same is None:  # `sqdecb x5, w5, vl1`: w5 is the 32-bit form of the tied x5
                    width = next((c.path for c in comps if c.path in read and c.kind == "reg"
                                  and other_width(c.value, comp.value)), None)  # fmt: skip
            if same is not None:
                recipes.append(("same", comp.path, same))
            elif width is not None:
                recipes.append(("width", comp.path, width))
            else:
                recipes.append(("k", comp.path, essence(comp.value)))
    return tuple(recipes)


def other_width(value: Any, other: Any) -> bool:
    """Whether `other` is `value`'s general register in the other width (w5 for x5, wzr for xzr).

    LLVM's GPR64as32 operands (SQDEC/SQINC's `x5, w5` form) are the X register of the tied
    destination, printed and written as its W form; no MC operand reads the W text, so the fit
    ties it to the X register, for every register, not only the probed one."""
    return (
        isinstance(value, Reg)
        and isinstance(other, Reg)
        and {value.kind, other.kind} == {"x", "w"}
        and value.number == other.number
        and value.special == other.special
        and value.special != "sp"
        and value.qualifier == other.qualifier
    )


def essence(value: Any) -> Any:
    """What a component must equal for a constraint: its value, not its position in the text."""
    if isinstance(value, Reg):
        return ("reg", value.kind, value.number, value.special)
    if isinstance(value, RegList):
        return ("list", len(value.regs), essence(value.regs[0]))
    if isinstance(value, Imm):
        return ("imm", value.value if value.value is not None else value.text)
    if isinstance(value, FImm):
        return ("fimm", value.value)
    if isinstance(value, Shift):
        return ("shift", value.op, value.amount)
    if isinstance(value, Sym):
        return ("sym", value.text.lower())
    if isinstance(value, Za):
        index = value.index.number if value.index is not None else None
        return ("za", value.tile, value.direction, value.arrangement, index, value.offset, value.count, value.group)
    return value


def _printer_templates(spellings: Spellings, isa: Isa, variants: dict[str, Any] | None) -> None:
    """LLVM's printed texts (variants, then isa.json's print rows) as templates per opcode."""
    observations: list[tuple[str, str, tuple]] = []
    if variants is not None:
        observations += [(opcode, printed, tuple(ops)) for opcode, ops, printed, _ in variants["variants"]]
        for opcode, ops, printed, parsed in variants["variants"]:
            if parsed and parsed[0] == opcode and parsed[1] == ops and not any(o[:2] == "E:" for o in ops):
                spellings.exact_prints.setdefault((opcode, tuple(ops)), printed)
    for opcode, row in isa.print_data.items():
        if len(row) > 2 and row[2]:
            observations.append((opcode, row[2], tuple(row[1])))
        # Immediates that change the mnemonic (`b.eq` ... `b.nv`): one printed text per value.
        if len(row) > 6 and row[5] >= 0:
            for value, text in row[6]:
                ops = list(row[1])
                ops[row[5]] = f"I:{value}"
                observations.append((opcode, text, tuple(ops)))
    found: dict[str, list[tuple[tuple, str, tuple]]] = {}
    seen: set[tuple[str, str, tuple]] = set()
    for order, (opcode, printed, ops) in enumerate(observations):
        mnemonic, _, rest = printed.partition("\t")
        try:
            inst_ops = parse_operands(rest, 0, len(rest), 0)
        except Exception:
            continue
        key = shape_key(mnemonic, inst_ops)
        comps = components(inst_ops)
        for table, table_key in ((spellings.table, key), (spellings.general, general_key(key))):
            match = next(
                (rec for op, rec in table.get(table_key, ()) if op == opcode
                 and _rendered(apply_recipes(spellings, isa, op, rec, comps)) == ops),
                None,
            )  # fmt: skip
            if match is not None:
                break
        if match is None or (opcode, key, match) in seen:
            continue
        seen.add((opcode, key, match))
        constants = sum(1 for r in match if r[0] in ("rk", "ik", "k"))
        found.setdefault(opcode, []).append(((-constants, len(comps), order), printed, match))
    for opcode, items in found.items():
        items.sort(key=lambda item: item[0])
        spellings.printer_templates[opcode] = [(printed, recipes) for _, printed, recipes in items]


def _repeats_register(operands: tuple[Any, ...]) -> bool:
    seen = set()
    for comp in components(operands):
        if comp.kind == "reg":
            reg = comp.value.regs[0] if isinstance(comp.value, RegList) else comp.value
            key = (_FAMILY_OF_KIND.get(reg.kind), reg.number)
            if key in seen:
                return True
            seen.add(key)
    return False


def _comp_family(comp: Component) -> str | None:
    reg = comp.value.regs[0] if isinstance(comp.value, RegList) else comp.value
    return _FAMILY_OF_KIND.get(reg.kind)


def _rendered(ops: tuple | None) -> tuple | None:
    if ops is None:
        return None
    out = []
    for op in ops:
        if isinstance(op, Reg_):
            out.append("R:" + (op.name or ""))
        elif isinstance(op, Imm_):
            out.append(f"I:{op.value}")
        else:
            out.append("E:tgt")
    return tuple(out)


def class_index(spellings: Spellings, isa: Isa, class_name: str) -> dict[tuple[str, int], str]:
    index = spellings.class_members.get(class_name)
    if index is None:
        index = {}
        for name in sorted(isa.register_classes.get(class_name, ()), key=lambda n: isa.registers[n].number):
            family = llvm_family(name)
            number = spellings.enc.get(name)
            if family is not None and number is not None:
                index.setdefault((family, number), name)
        spellings.class_members[class_name] = index
    return index


def apply_recipes(
    spellings: Spellings, isa: Isa, opcode: str, recipes: tuple, comps: tuple[Component, ...]
) -> tuple | None:
    """MC operands for `opcode` from the spelling's components, or None when a recipe does not apply."""
    info = isa.opcodes.get(opcode)
    if info is None:
        return None
    by_path = {c.path: c.value for c in comps}
    if opcode.endswith("_idx0") and any(c.kind == "lane" and c.value != 0 for c in comps):
        return None
    out: list[Any] = []
    for slot, recipe in enumerate(recipes):
        tag = recipe[0]
        if tag == "r":
            value = by_path.get(recipe[1])
            reg = value.regs[0] if isinstance(value, RegList) else value
            if not isinstance(reg, Reg) or slot >= len(info.operands):
                return None
            class_name = info.operands[slot].reg_class
            if class_name is None:
                return None
            family = _FAMILY_OF_KIND.get(reg.kind)
            members = class_index(spellings, isa, class_name)
            name = members.get((family, reg.number)) if family else None
            if name is None and family == "f":
                name = members.get(("z", reg.number))
            if name is None:
                return None
            if (reg.special == "zr") != (name in ("XZR", "WZR")) or (reg.special == "sp") != (
                name in ("SP", "WSP")
            ):
                return None
            out.append(Reg_(name))
        elif tag == "same":
            if essence(by_path.get(recipe[1])) != essence(by_path.get(recipe[2])):
                return None
        elif tag == "width":
            if not other_width(by_path.get(recipe[2]), by_path.get(recipe[1])):
                return None
        elif tag == "k":
            if essence(by_path.get(recipe[1])) != recipe[2]:
                return None
        elif tag == "rk":
            out.append(Reg_(recipe[1]))
        elif tag == "ik":
            out.append(Imm_(recipe[1]))
        elif tag == "e":
            value = by_path.get(recipe[1])
            if value is None:
                return None
            out.append(Expr_(value.text))
        else:
            values = [by_path.get(p) for p in recipe[2]]
            if any(v is None for v in values):
                return None
            if any(isinstance(v, Imm) and v.value is None for v in values):
                out.append(Expr_(values[0].text))
                continue
            result = FUNCTIONS[recipe[1]](*values)
            if result is None:
                return None
            out.append(Imm_(result))
    return tuple(out)


def _by_path(comps: tuple[Component, ...], path: tuple[int, int]) -> Any:
    for comp in comps:
        if comp.path == path:
            return comp.value
    return None


def _fit_diagnostics(spellings: Spellings, rows: list) -> dict[tuple, tuple]:
    """isa_diagnostics.json rows -> Spellings.diagnostics (see there); returns the parsed spelling
    behind each entry, by (shape key, index, part, negative)."""
    sources: dict[tuple, tuple] = {}
    for spelling, column, replacement, message, error_column in rows:
        mnemonic, _, rest = spelling.partition(" ")
        try:
            inst_ops = parse_operands(rest, 0, len(rest), 0)
        except Exception:
            continue
        at = column - len(mnemonic) - 1  # the '#', lane '[' or ZA offset in `rest`
        for index, op in enumerate(inst_ops):
            if replacement == "99":  # a lane or an SME slice offset
                if not op.span.start <= at < op.span.end:
                    continue
                part = OFFSET if za_of(op) is not None else LANE
            elif isinstance(op, Mem):
                part = OFFSET
            else:
                part = MAIN
            valid = part_value(op, part)
            if valid is None or (replacement != "99" and _value_start(op, part) != at + 1):
                continue
            entry = (index, part, replacement.startswith("-"), valid, message, error_column - column)
            key = shape_key(mnemonic.lower(), inst_ops)
            entries = spellings.diagnostics.setdefault(key, [])
            if not any(e[:3] == entry[:3] for e in entries):
                entries.append(entry)
                sources[(key, *entry[:3])] = inst_ops
            break
    return sources


def za_of(op: Any) -> Za | None:
    """The ZA slice of an operand (`za0h.s[w12, 0]`, `{za0h.b[w12, 0]}`), or None."""
    if isinstance(op, Za):
        return op if op.index is not None else None
    if isinstance(op, RegList) and len(op.regs) == 1 and isinstance(op.regs[0], Za) and op.regs[0].index:
        return op.regs[0]
    return None


def _value_start(op: Any, part: int) -> int | None:
    target = op.offset if isinstance(op, Mem) and part == OFFSET else op
    return target.span.start if isinstance(target, Imm) else None


def part_value(op: Any, part: int) -> int | None:
    """The integer an operand part holds: an immediate, a memory offset, a lane, a ZA slice offset."""
    if part == LANE:
        return op.lane if isinstance(op, (Reg, RegList)) else None
    za = za_of(op)
    if part == OFFSET and za is not None:
        return za.offset if za.count == 1 else None
    target = op.offset if isinstance(op, Mem) and part == OFFSET else op
    return target.value if isinstance(target, Imm) else None


def with_part(op: Any, part: int, value: int) -> Any:
    """`op` with the part part_value reads set to `value`."""
    from dataclasses import replace

    if part == LANE:
        return replace(op, lane=value)
    za = za_of(op)
    if part == OFFSET and za is not None:
        fixed = replace(za, offset=value)
        return fixed if isinstance(op, Za) else replace(op, regs=(fixed,))
    if isinstance(op, Mem):
        return replace(op, offset=Imm(value, str(value), op.offset.span))
    return Imm(value, str(value), op.span)


_RANGE = re.compile(r"(?:multiple of (\d+) )?in range \[(-?\d+), (-?\d+)\]")
_ONE_OF = re.compile(r"must be ((?:-?\d+, )*-?\d+) or (-?\d+)\.?$")


def allowed_values(message: str) -> tuple[tuple[int, int, int], ...]:
    """The values an LLVM operand message states as (low, high, step) alternatives: "in range [0, 63]",
    "in range [0, 255] or a multiple of 256 in range [256, 65280]", "must be 0, 90, 180 or 270"."""
    if not message.endswith(".") and " or a multiple of " not in message:
        return ()  # LLVM's bitfield messages ("expected integer in range [0, 31]") are not the range
    found = tuple((int(m.group(2)), int(m.group(3)), int(m.group(1) or 1)) for m in _RANGE.finditer(message))
    if found:
        return found
    one_of = _ONE_OF.search(message)
    if one_of is None:
        return ()
    values = [int(v) for v in one_of.group(1).split(", ")] + [int(one_of.group(2))]
    return tuple((v, v, 1) for v in values)


def value_allowed(value: int, allowed: tuple[tuple[int, int, int], ...]) -> bool:
    return any(low <= value <= high and (value - low) % step == 0 for low, high, step in allowed)


_ADD_SUB_IMM = re.compile(r"^(ADD|SUB)S?[WX]ri$")  # the resolver shifts their immediates itself
_SVE_COPY = re.compile(r"^(?:DUP_ZI|CPY_ZP[mz]I)_[BHSD]$")  # (and checks these: resolve.sve_cpy_immediate)


def _fit_ranges(spellings: Spellings, isa: Isa, sources: dict[tuple, tuple]) -> None:
    """Spellings.ranges from the diagnostics whose message states the values LLVM takes there, for
    the opcode the probed spelling (in range) is."""
    for key, entries in spellings.diagnostics.items():
        candidates = spellings.table.get(key, ())
        opcodes = {opcode for opcode, _ in candidates}
        if not opcodes or any(o.endswith("ui") or _ADD_SUB_IMM.match(o) or _SVE_COPY.match(o) for o in opcodes):
            continue  # (scaled offsets: the message is the unscaled form's; the others the resolver checks)
        for index, part, negative, valid, message, offset in entries:
            allowed = allowed_values(message)
            if not allowed or not value_allowed(valid, allowed):
                continue
            opcode = next(iter(opcodes)) if len(opcodes) == 1 else None
            inst_ops = sources.get((key, index, part, negative))
            if opcode is None and inst_ops is not None:
                comps = components(inst_ops)
                opcode = next((o for o, recipes in candidates
                               if apply_recipes(spellings, isa, o, recipes, comps) is not None), None)  # fmt: skip
            if opcode is None:
                continue
            targets = [opcode]
            recipes = next((r for o, r in candidates if o == opcode), ())
            if any(r[0] == "k" and r[1] == (index, part) for r in recipes):
                # the probe hit an alias that fixes this value (`hint #12` is AUTIA1716): the range
                # is the operand's in the forms that read it (HINT)
                targets += [o for o, rs in candidates if o != opcode
                            and any(r[0] == "i" and (index, part) in r[2] for r in rs)]  # fmt: skip
            for target in dict.fromkeys(targets):
                checks = spellings.ranges.setdefault(key, {}).setdefault(target, [])
                checks.append((index, part, negative, allowed, message, offset))


def build_spellings(
    isa: Isa, probes: dict[str, Any], variants: dict[str, Any] | None, diagnostics: dict[str, Any] | None = None
) -> Spellings:
    """Fits every accepted spelling (see module doc)."""
    spellings = Spellings()
    sources: dict[tuple, tuple] = {}
    if diagnostics is not None:
        sources = _fit_diagnostics(spellings, diagnostics.get("diagnostics", []))
    enc = {name: number for name in isa.registers if (number := register_number(name)) is not None}
    spellings.enc = enc
    samples: list[tuple[str, str, list[str]]] = []
    for _, text, insts, message in probes["probes"]:
        if len(insts) != 1:
            continue
        opcode, _, ops = insts[0]
        samples.append((text, opcode, ops))
        if message and opcode not in spellings.requires:
            spellings.requires[opcode] = message
    if variants is not None:
        for _, _, printed, parsed in variants["variants"]:
            if parsed:
                samples.append((printed.replace("\t", " "), parsed[0], parsed[1]))
    parsed = []
    for text, opcode, ops in samples:
        mnemonic, _, rest = text.partition(" ")
        try:
            inst_ops = parse_operands(rest, 0, len(rest), 0)
        except Exception:
            continue
        parsed.append(
            (_repeats_register(inst_ops), len(parsed), text, mnemonic.lower(), inst_ops, opcode, ops)
        )
    # Spellings that name a register twice are ambiguous to fit (which operand is which?): they
    # come after the others, which usually already explain them.
    parsed.sort(key=lambda item: (item[0], item[1]))
    first_sample: dict[tuple[str, int], tuple] = {}
    for _, _, text, mnemonic, inst_ops, opcode, ops in parsed:
        key = shape_key(mnemonic, inst_ops)
        comps = components(inst_ops)
        expected = tuple(ops)
        entries = spellings.table.setdefault(key, [])
        if any(
            op == opcode and _rendered(apply_recipes(spellings, isa, op, rec, comps)) == expected
            for op, rec in entries
        ):
            continue
        recipes = _fit(inst_ops, mnemonic, opcode, ops, enc)
        if recipes is None:
            continue
        merged = False
        for position, (other_opcode, _other) in enumerate(entries):
            old_sample = first_sample.get((key, position))
            if (
                other_opcode == opcode
                and old_sample is not None
                and _rendered(apply_recipes(spellings, isa, opcode, recipes, old_sample[0])) == old_sample[1]
            ):
                entries[position] = (opcode, recipes)  # explains both spellings
                merged = True
                break
        if merged:
            continue
        for position, (other_opcode, other) in enumerate(entries):
            if other_opcode != opcode or len(other) != len(recipes):
                continue
            combined = tuple(
                b if a[0] == "ik" and b[0] == "i" else a for a, b in zip(other, recipes, strict=True)
            )
            if (
                combined != other
                and _rendered(apply_recipes(spellings, isa, opcode, combined, comps)) == expected
            ):
                entries[position] = (opcode, combined)
                merged = True
                break
        if not merged:
            first_sample[(key, len(entries))] = (comps, expected)
            entries.append((opcode, recipes))
        examples = spellings.examples.setdefault(mnemonic, [])
        if len(examples) < 200:
            examples.append(text)
    _printer_templates(spellings, isa, variants)
    _fit_ranges(spellings, isa, sources)
    for opcode, recipes in spellings.table.get("hint|i", ()):
        constants = [r[2] for r in recipes if r[0] == "k" and r[2][0] == "imm"]
        if opcode != "HINT" and len(constants) == 1:
            spellings.hint_numbers.setdefault(opcode, constants[0][1])
    for key, entries in spellings.table.items():
        # _idx0 forms first, then candidates with more constraints (`hint #25` is PACIASP)
        entries.sort(key=lambda entry: (not entry[0].endswith("_idx0"), -sum(r[0] == "k" for r in entry[1])))
        general = spellings.general.setdefault(general_key(key), [])
        general.extend(entry for entry in entries if entry not in general)
    return spellings


_SPECIAL_NUMBERS = {"FP": 29, "LR": 30, "XZR": 31, "WZR": 31, "SP": 31, "WSP": 31}
_FIRST_NUMBER = re.compile(r"^[A-Z]+?(\d+)")


def register_number(name: str) -> int | None:
    """Encoding of an LLVM register name: X13 -> 13, FP -> 29, Q0_Q1 -> 0 (a tuple's first)."""
    special = _SPECIAL_NUMBERS.get(name)
    if special is not None:
        return special
    match = _FIRST_NUMBER.match(name)
    return int(match.group(1)) if match else None


__all__ = ["Instruction", "Spellings", "build_spellings", "components", "shape_key"]
