"""ARMInstPrinter's text for an McInst: the probe text that parses back to the opcode (with or
without flags set) is the template; its atoms are refilled from the McInst through the inverse of
the spelling's recipe (spellings.decode), the condition goes before the data type suffix
(`vaddne.f64`, `addne.w`) and a zero offset of a plain memory operand is left out (`[r0]`), as
printAddrModeImm12Operand and its kin do."""

from __future__ import annotations

import re
from dataclasses import replace

from ...isa import Isa
from ...mcinst import Expr, Imm, McInst, Reg
from . import resolve, spellings, syntax
from .lanes import print_lanes
from .spellings import AL


def _mnemonic(base: str, cond: int) -> str:
    if cond == AL:
        return base
    head, dot, tail = base.partition(".")
    return head + spellings.CONDITIONS[cond] + dot + tail


def _hex(value: int) -> str:
    return f"-0x{-value:x}" if value < 0 else f"0x{value:x}"


_HINTS = ("nop", "yield", "wfe", "wfi", "sev", "sevl")
BARRIER_OPTIONS = spellings.BARRIER_NAMES
_PUSH_POP = {"t2STMDB_UPD": "push.w", "t2LDMIA_UPD": "pop.w", "STMDB_UPD": "push", "LDMIA_UPD": "pop",
             "VSTMDDB_UPD": "vpush", "VLDMDIA_UPD": "vpop", "VSTMSDB_UPD": "vpush", "VLDMSIA_UPD": "vpop"}
# MVE loads and stores whose pre-indexed form prints a zero offset as `[r0]!` (the widening and
# narrowing ones; the others print `[r0, #0]!`).
_MVE_OMIT_ZERO = re.compile(r"MVE_V(LDRB[SU](16|32)|LDRH[SU]32|STRB(16|32)|STRH32)_pre$")


# Opcodes whose offset operand holds `#-0` as INT32_MIN.
_SUBTRACTS = re.compile(r"_POST|_PRE|i8$|pci$")
_AM3_PRINT = {"LDRH": "ldrh", "STRH": "strh", "LDRSH": "ldrsh", "LDRSB": "ldrsb", "LDRD": "ldrd", "STRD": "strd"}
_AM2_POST_PRINT = {"LDR_POST_IMM": "ldr", "LDRB_POST_IMM": "ldrb", "STR_POST_IMM": "str", "STRB_POST_IMM": "strb"}


def _cond_text(mc: McInst, isa: Isa) -> str:
    cond_at, _ = spellings.predicate_positions(isa, mc.opcode)
    if 0 <= cond_at < len(mc.operands) and isinstance(mc.operands[cond_at], Imm):
        value = int(mc.operands[cond_at].value)  # type: ignore[union-attr]
        return spellings.CONDITIONS[value] if 0 <= value < AL else ""
    return ""


def _mask_suffix(mask: int) -> str:
    """The t/e letters after the first slot of an IT/VPT mask (resolve._mask's inverse)."""
    if mask & 15 == 0:
        return ""
    last = (mask & -mask).bit_length() - 1  # the terminating 1
    return "".join("e" if mask >> (3 - i) & 1 else "t" for i in range(3 - last))


_COPROCESSOR_MEMORY = re.compile(r"(?:t2)?(LDC|STC)(2?)(L?)_(OFFSET|PRE|POST|OPTION)$")


def _coprocessor_text(mc: McInst, isa: Isa) -> str | None:
    """CDP/CDP2, MCRR2/MRRC2 and LDC/STC as resolve._coprocessor_data makes them: ARMInstPrinter's
    printAddrMode5Operand (`#-0` for a subtracted zero; the pre-indexed form always prints its
    offset) and printPostIdxImm8s4Operand."""
    ops = mc.operands
    values = [op.value if isinstance(op, Imm) else None for op in ops]
    name = mc.opcode.removeprefix("t2")
    cond = _cond_text(mc, isa)
    if name in ("CDP", "CDP2") and len(ops) >= 6 and None not in values[:6]:
        cop, opc1, crd, crn, crm, opc2 = values[:6]
        return f"{name.lower()}{cond}\tp{cop}, #{opc1}, c{crd}, c{crn}, c{crm}, #{opc2}"
    if name in ("MCRR2", "MRRC2") and len(ops) >= 5:
        regs = [op for op in ops[:5] if isinstance(op, Reg)]
        imms = [v for v in values[:5] if v is not None]
        if len(regs) == 2 and len(imms) == 3:
            cop, opc1, crm = imms
            rt, rt2 = ((r.name or "").lower() for r in regs)
            return f"{name.lower()}{cond}\tp{cop}, #{opc1}, {rt}, {rt2}, c{crm}"
    found = _COPROCESSOR_MEMORY.match(mc.opcode)
    if found is None or len(ops) < 4 or None in (values[0], values[1], values[3]):
        return None
    kind, two, long, form = found.groups()
    cop, crd, value = int(values[0]), int(values[1]), int(values[3])  # type: ignore[arg-type]
    stem = f"{kind.lower()}{two}{long.lower()}{cond}\tp{cop}, c{crd}, "
    if isinstance(ops[2], Expr) and form == "OFFSET":
        # printAddrMode5Operand prints a label in the address's place as the expression alone
        return stem + ops[2].text
    if not isinstance(ops[2], Reg):
        return None
    if form == "OPTION":
        return f"{stem}[{(ops[2].name or '').lower()}], {{{value}}}"
    head = f"{stem}[{(ops[2].name or '').lower()}"
    offset = (value & 0xFF) * 4
    if form == "POST":
        return f"{head}], #{'' if value & 256 else '-'}{offset}"
    if form == "PRE" or offset or value & 256:
        head += f", #{'-' if value & 256 else ''}{offset}"
    return head + ("]!" if form == "PRE" else "]")


# t2CSINC/t2CSINV/t2CSNEG printed as aliases: (with both sources ZR, with both sources one register)
_SELECT_ALIASES: dict[str, tuple[str | None, str]] = {"t2CSINC": ("cset", "cinc"), "t2CSINV": ("csetm", "cinv"), "t2CSNEG": (None, "cneg")}


def _special(mc: McInst, isa: Isa) -> str | None:
    """ARMInstPrinter's aliases and the mnemonics an operand names (hints, barriers, IT/VPT masks)."""
    ops = mc.operands
    opcode = mc.opcode
    coprocessor = _coprocessor_text(mc, isa)
    if coprocessor is not None:
        return coprocessor
    if opcode in ("tHINT", "t2HINT", "HINT") and ops and isinstance(ops[0], Imm):
        value = int(ops[0].value)
        cond = _cond_text(mc, isa)
        wide = ".w" if opcode == "t2HINT" and value != 20 else ""  # csdb prints without .w
        if 0 <= value < len(_HINTS):
            return _HINTS[value] + cond + wide
        if value in (16, 20):
            return ("esb" if value == 16 else "csdb") + cond + wide
        return f"hint{cond}{wide}\t#{value}"
    if opcode in ("t2DMB", "t2DSB", "DMB", "DSB") and ops and isinstance(ops[0], Imm):
        value = int(ops[0].value)
        name = opcode.removeprefix("t2").lower()
        if name == "dsb" and value in (0, 4):
            return "ssbb" if value == 0 else "pssbb"
        return f"{name}\t" + BARRIER_OPTIONS.get(value, f"#0x{value:x}")
    if opcode in ("t2ISB", "ISB") and ops and isinstance(ops[0], Imm):
        value = int(ops[0].value)
        return "isb\t" + ("sy" if value == 15 else f"#0x{value:x}")
    if (opcode in _SELECT_ALIASES and len(ops) == 4 and ops[1] == ops[2] and isinstance(ops[0], Reg)
            and isinstance(ops[1], Reg) and isinstance(ops[3], Imm) and 0 <= int(ops[3].value) < AL):
        # ARMInstPrinter's aliases of a conditional select whose sources are one register, the
        # condition inverted: t2CSINC of zr, zr is `cset`, of r1, r1 `cinc`
        both_zero, same = _SELECT_ALIASES[opcode]
        inverted = spellings.CONDITIONS[int(ops[3].value) ^ 1]
        rd = (ops[0].name or "").lower()
        if ops[1].name == "ZR" and both_zero is not None:
            return f"{both_zero}\t{rd}, {inverted}"
        return f"{same}\t{rd}, {(ops[1].name or '').lower()}, {inverted}"
    if opcode == "t2IT" and len(ops) == 2 and isinstance(ops[0], Imm) and isinstance(ops[1], Imm):
        cond = int(ops[0].value)
        return "it" + _mask_suffix(int(ops[1].value)) + "\t" + spellings.CONDITIONS[cond % 15]
    if opcode in _PUSH_POP and len(ops) > (4 if opcode.startswith("V") else 5) and ops[0] == Reg("SP"):
        names = [r.name for r in ops[4:] if isinstance(r, Reg) and r.name is not None]
        head, dot, tail = _PUSH_POP[opcode].partition(".")
        return head + _cond_text(mc, isa) + dot + tail + "\t{" + ", ".join(n.lower() for n in names) + "}"
    if opcode in ("STR_PRE_IMM", "LDR_POST_IMM") and len(ops) >= 4:
        reg, base = (ops[1], ops[2]) if opcode == "STR_PRE_IMM" else (ops[0], ops[2])
        offset = ops[3] if opcode == "STR_PRE_IMM" else ops[4] if len(ops) > 4 else None
        wanted = -4 if opcode == "STR_PRE_IMM" else 4
        if base == Reg("SP") and isinstance(offset, Imm) and offset.value == wanted and isinstance(reg, Reg):
            name = "push" if opcode == "STR_PRE_IMM" else "pop"
            return f"{name}{_cond_text(mc, isa)}\t{{{(reg.name or '').lower()}}}"
    if (opcode in _AM3_PRINT and len(ops) >= 5 and ops[-4] == Reg(None) and isinstance(ops[-3], Imm)
            and isinstance(ops[-5], Reg)):
        regs = ", ".join((r.name or "").lower() for r in ops[:-5] if isinstance(r, Reg))
        base = (ops[-5].name or "").lower()  # type: ignore[union-attr]
        code = int(ops[-3].value)
        offset = f", #{'-' if code & 256 else ''}{code & 255}" if code & 511 else ""
        return f"{_AM3_PRINT[opcode]}{_cond_text(mc, isa)}\t{regs}, [{base}{offset}]"
    if opcode in _AM2_POST_PRINT and len(ops) >= 5 and isinstance(ops[4], Imm):
        rt, rn = (ops[0], ops[1]) if opcode.startswith("LDR") else (ops[1], ops[0])
        code = int(ops[4].value)
        offset = f"#{'-' if code & 4096 else ''}{code & 4095}"
        return (f"{_AM2_POST_PRINT[opcode]}{_cond_text(mc, isa)}\t{(rt.name or '').lower()}, "  # type: ignore[union-attr]
                f"[{(rn.name or '').lower()}], {offset}")  # type: ignore[union-attr]
    if opcode.removeprefix("t2") in ("MRC", "MCR", "MRC2", "MCR2") and len(ops) >= 6:
        reads = opcode.removeprefix("t2").startswith("MRC")
        order = (1, 2, 0, 3, 4, 5) if reads else (0, 1, 2, 3, 4, 5)
        cop, opc1, rt, crn, crm, opc2 = (ops[i] for i in order)
        if all(isinstance(v, Imm) for v in (cop, opc1, crn, crm, opc2)) and isinstance(rt, Reg):
            name = opcode.removeprefix("t2").lower()
            return (f"{name}{_cond_text(mc, isa)}\tp{cop.value}, #{opc1.value}, {(rt.name or '').lower()}, "  # type: ignore[union-attr]
                    f"c{crn.value}, c{crm.value}, #{opc2.value}")  # type: ignore[union-attr]
    if opcode in ("SETEND", "tSETEND") and len(ops) == 1 and isinstance(ops[0], Imm):
        return "setend\t" + ("be" if ops[0].value else "le")
    if opcode in ("tCPS", "t2CPS2p", "t2CPS3p") and len(ops) >= 2 and all(isinstance(op, Imm) for op in ops):
        # tCPS prints with a space (its asm string `cps$imod $iflags`), the 32-bit forms with a tab
        flags = "".join(c for c, bit in (("a", 4), ("i", 2), ("f", 1)) if int(ops[1].value) & bit) or "none"  # type: ignore[union-attr]
        name = "cpsie" if ops[0].value == 2 else "cpsid"  # type: ignore[union-attr]
        if opcode == "tCPS":
            return f"{name} {flags}"
        mode = f", #{ops[2].value}" if opcode == "t2CPS3p" and len(ops) > 2 else ""  # type: ignore[union-attr]
        return f"{name}{'.w' if opcode == 't2CPS2p' else ''}\t{flags}{mode}"
    if opcode in ("CPS2p", "CPS3p") and len(ops) >= 2 and all(isinstance(op, Imm) for op in ops):
        flags = "".join(c for c, bit in (("a", 4), ("i", 2), ("f", 1)) if int(ops[1].value) & bit) or "none"  # type: ignore[union-attr]
        mode = f", #{ops[2].value}" if opcode == "CPS3p" and len(ops) > 2 else ""  # type: ignore[union-attr]
        return ("cpsie" if ops[0].value == 2 else "cpsid") + "\t" + flags + mode  # type: ignore[union-attr]
    if opcode in ("LDREXD", "LDAEXD", "STREXD", "STLEXD") and all(
            isinstance(op, Reg) for op in ops[:3 if opcode.startswith("ST") else 2]):
        store = opcode.startswith("ST")
        pair = ops[1 if store else 0]
        halves = (pair.name or "").lower().split("_")  # type: ignore[union-attr]
        base = ops[2 if store else 1]
        head = f"{(ops[0].name or '').lower()}, " if store else ""  # type: ignore[union-attr]
        if len(halves) == 2:
            return (f"{opcode.lower()}{_cond_text(mc, isa)}\t{head}{halves[0]}, {halves[1]}, "
                    f"[{(base.name or '').lower()}]")  # type: ignore[union-attr]
    if re.match(r"VTB[LX][34]$", opcode) and all(isinstance(op, Reg) for op in ops[:3]):
        bx = opcode[3] == "X"
        vd, first, vm = (ops[0], ops[2], ops[3]) if bx else (ops[0], ops[1], ops[2])
        start = int((first.name or "D0")[1:])  # type: ignore[union-attr]
        names = ", ".join(f"d{start + i}" for i in range(int(opcode[-1])))
        return (f"vtb{'x' if bx else 'l'}{_cond_text(mc, isa)}.8\t{(vd.name or '').lower()}, {{{names}}}, "  # type: ignore[union-attr]
                f"{(vm.name or '').lower()}")  # type: ignore[union-attr]
    indexed = _indexed(mc, isa)
    if indexed is not None:
        return indexed
    if opcode in ("t2LEUpdate", "MVE_LETP", "t2LE") and ops and isinstance(ops[-1], Expr):
        name = "letp" if opcode == "MVE_LETP" else "le"
        return f"{name}\t" + ("lr, " if opcode != "t2LE" else "") + ops[-1].text
    if opcode in ("t2LDRDi8",) and len(ops) >= 3 and isinstance(ops[2], Expr):
        where = ("#" if syntax.label_offset(ops[2].text) else "") + ops[2].text  # an MCBinaryExpr after `#`
        return f"ldrd{_cond_text(mc, isa)}\t{(ops[0].name or '').lower()}, {(ops[1].name or '').lower()}, {where}"  # type: ignore[union-attr]
    if opcode in ("t2SSAT", "t2USAT", "SSAT", "USAT") and len(ops) >= 4 and isinstance(ops[1], Imm) and isinstance(
            ops[3], Imm):
        name = opcode.removeprefix("t2").lower()
        bits = int(ops[1].value) + (1 if name == "ssat" else 0)
        code = int(ops[3].value)
        shift = "" if code == 0 else f", {'asr' if code & 32 else 'lsl'} #{(code & 31) or 32}"
        return (f"{name}{_cond_text(mc, isa)}\t{(ops[0].name or '').lower()}, #{bits}, "  # type: ignore[union-attr]
                f"{(ops[2].name or '').lower()}{shift}")  # type: ignore[union-attr]
    if opcode in ("BFC", "t2BFC", "BFI", "t2BFI") and len(ops) >= 3:
        mask_at = 2 if opcode.endswith("BFC") else 3
        mask = ops[mask_at]
        if isinstance(mask, Imm):
            bits = ~int(mask.value) & 0xFFFFFFFF
            if bits:
                lsb = (bits & -bits).bit_length() - 1
                width = bits.bit_length() - lsb
                regs = ", ".join((r.name or "").lower() for i, r in enumerate(ops[:mask_at]) if i != 1 and isinstance(r, Reg))
                name = opcode.removeprefix("t2").lower()
                return f"{name}{_cond_text(mc, isa)}\t{regs}, #{lsb}, #{width}"
    if opcode in ("MOVsi", "MOVsr") and len(ops) >= 6 and isinstance(ops[0], Reg) and isinstance(ops[1], Reg):
        code_at = 2 if opcode == "MOVsi" else 3
        code = ops[code_at]
        if isinstance(code, Imm):
            kinds = {value: kind for kind, value in syntax.SHIFT_CODES.items()}
            kind = kinds.get(int(code.value) & 7, "lsl")
            flags = "s" if ops[-1] == Reg("CPSR") else ""
            head = f"{kind}{flags}{_cond_text(mc, isa)}\t{(ops[0].name or '').lower()}, {(ops[1].name or '').lower()}"
            if kind == "rrx":
                return head
            if opcode == "MOVsr":
                return f"{head}, {(ops[2].name or '').lower()}"  # type: ignore[union-attr]
            amount = int(code.value) >> 3
            return f"{head}, #{amount or (32 if kind in ('asr', 'lsr') else 0)}"
    if opcode in ("VLDRS", "VLDRD", "VLDRH", "VSTRS", "VSTRD", "VSTRH") and len(ops) >= 2 and isinstance(
            ops[1], Expr) and isinstance(ops[0], Reg):
        # a label in addrmode5's place (resolve._vfp_literal): ARMInstPrinter prints the expression alone
        half = ".16" if opcode.endswith("H") else ""
        where = ("#" if syntax.label_offset(ops[1].text) else "") + ops[1].text  # an MCBinaryExpr after `#`
        return f"{opcode[:4].lower()}{_cond_text(mc, isa)}{half}\t{(ops[0].name or '').lower()}, {where}"
    if opcode in _A32_LABEL_LOADS and len(ops) >= 3 and isinstance(ops[0], Reg):
        # `ldr r0, =value`'s constant pool load (resolve._literal_pool) and a label's load
        # (resolve._a32_label_load): printAddrModeImm12Operand and printAddrMode3Operand print an
        # expression in the base register's place alone, an MCBinaryExpr after `#`
        at = 2 if opcode == "LDRD" else 1
        label = ops[at]
        if isinstance(label, Expr):
            regs = ", ".join((op.name or "").lower() for op in ops[:at] if isinstance(op, Reg))
            where = ("#" if syntax.label_offset(label.text) else "") + label.text
            return f"{_A32_LABEL_LOADS[opcode]}{_cond_text(mc, isa)}\t{regs}, {where}"
    interleaved = _MVE_INTERLEAVED.match(opcode)
    if interleaved is not None and len(ops) >= 2:
        group = next((op for op in ops if isinstance(op, Reg) and op.name and op.name.startswith("Q")), None)
        base = ops[-1]
        if group is not None and isinstance(base, Reg) and base.name:
            names = ", ".join(name.lower() for name in (group.name or "").split("_"))
            kind, count, stage, size, writeback = interleaved.groups()
            return (f"v{kind.lower()}{count}{stage}.{size}\t{{{names}}}, [{base.name.lower()}]"
                    + ("!" if writeback else ""))
    if opcode in ("PLDi12", "PLDWi12", "PLIi12", "t2PLDpci", "t2PLIpci") and ops and isinstance(ops[0], Expr):
        # a preload of a label (resolve._special): the expression alone; A32's addrmode_imm12
        # printer writes an MCBinaryExpr after `#` (`pld #.L5+4`), Thumb's t2PLDpci does not
        name = opcode.removeprefix("t2").removesuffix("i12").removesuffix("pci").lower()
        where = ("#" if syntax.label_offset(ops[0].text) and opcode.endswith("i12") else "") + ops[0].text
        return f"{name}{_cond_text(mc, isa)}\t{where}"
    if opcode in ("t2PLDpci", "t2PLIpci") and ops and isinstance(ops[0], Imm):
        offset = int(ops[0].value)
        return f"{opcode[2:5].lower()}{_cond_text(mc, isa)}\t[pc, #{'-0' if offset == -(1 << 31) else offset}]"
    if opcode.endswith("pci") and len(ops) >= 2 and isinstance(ops[0], Reg):
        name = opcode.removeprefix("t2").removeprefix("t").removesuffix("pci").lower()
        wide = ".w" if opcode.startswith("t2") else ""
        offset = ops[1].value if isinstance(ops[1], Imm) else 0
        where = ops[1].text if isinstance(ops[1], Expr) else f"[pc, #{'-0' if offset == -(1 << 31) else offset}]"
        return f"{name}{_cond_text(mc, isa)}{wide}\t{(ops[0].name or '').lower()}, {where}"
    if opcode in ("tBcc", "t2Bcc", "Bcc") and len(ops) >= 2 and isinstance(ops[1], Imm):
        target = ops[0].text if isinstance(ops[0], Expr) else f"#{ops[0].value}"  # type: ignore[union-attr]
        cond = "" if ops[1].value == AL else spellings.CONDITIONS[int(ops[1].value) % 15]  # `b` for Bcc with AL
        return f"b{cond}{'.w' if opcode == 't2Bcc' else ''}\t{target}"
    if opcode == "MVE_VORR" and len(ops) >= 3 and ops[1] == ops[2]:
        # MVE prints its register move `vmov`; NEON's VORRd/VORRq print `vorr d0, d1, d1`
        slot = _vpt_letter(mc, isa)
        return f"vmov{_cond_text(mc, isa)}{slot}\t{(ops[0].name or '').lower()}, {(ops[1].name or '').lower()}"  # type: ignore[union-attr]
    return None


def _indexed_names() -> dict[str, str]:
    """Opcode -> mnemonic of the A32 forms resolve._arm_indexed makes."""
    names: dict[str, str] = {}
    for name, stem in {**resolve._AM2_NAMES, **resolve._AM3}.items():
        for suffix in ("_PRE_REG", "_POST_REG", "_PRE", "_POST"):
            names[stem + suffix] = name
        names[stem + "rs"] = name
    for name, stem in resolve._AM3.items():
        names[stem] = name
    for name, stem in resolve._AM2_T.items():
        names[stem + "_POST_IMM"] = names[stem + "_POST_REG"] = name
    for name, stem in resolve._AM3_T.items():
        names[stem + "i"] = names[stem + "r"] = name
    for name, opcode in resolve._PRELOAD.items():
        names[opcode] = name
    return names


_INDEXED_NAMES = _indexed_names()


def _am2_register(rm: Reg, code: int) -> str:
    """printAM2PreOrOffsetIndexOp's and printAddrMode2OffsetOperand's `{-}rm{, shift #n}`: no
    shift or `lsl #0` prints nothing, an amount of 0 for lsr/asr is 32."""
    kinds = {value: kind for kind, value in syntax.SHIFT_CODES.items()}
    text = ("-" if code & 4096 else "") + (rm.name or "").lower()
    kind, amount = kinds.get(code >> 13 & 7), code & 4095
    if kind == "rrx":
        return text + ", rrx"
    if kind is None or (kind == "lsl" and amount == 0):
        return text
    return f"{text}, {kind} #{amount or 32}"


def _indexed(mc: McInst, isa: Isa) -> str | None:
    """ARMInstPrinter's addressing modes 2 and 3 with a register, pre- or post-indexed, for the
    McInst layouts resolve._arm_indexed builds."""
    opcode, ops = mc.opcode, mc.operands
    name = _INDEXED_NAMES.get(opcode)
    if name is None or not all(isinstance(op, (Reg, Imm)) for op in ops):
        return None
    if opcode in resolve._PRELOAD.values():
        if len(ops) != 3 or not isinstance(ops[2], Imm):
            return None
        rn, rm = ops[0], ops[1]
        return f"{name}\t[{(rn.name or '').lower()}, {_am2_register(rm, int(ops[2].value))}]"  # type: ignore[union-attr,arg-type]
    cond_at, _ = spellings.predicate_positions(isa, opcode)
    if cond_at < 2 or cond_at > len(ops) or not isinstance(ops[cond_at - 1], Imm):
        return None
    code = int(ops[cond_at - 1].value)  # type: ignore[union-attr]
    head = name + _cond_text(mc, isa)
    load = name.startswith("ldr")
    pair = 2 if name in ("ldrd", "strd") else 1
    post = "_POST" in opcode or opcode.endswith(("Ti", "Tr"))
    pre = "_PRE" in opcode
    # transfer registers, base, offset register (or None) in the McInst
    body = list(ops[:cond_at - 1])
    if pre or post:
        rts = body[:pair] if load else body[1:1 + pair]
        rest = body[pair + 1:]
    else:
        rts, rest = body[:pair], body[pair:]
    if not rest or not all(isinstance(r, Reg) for r in rts) or not isinstance(rest[0], Reg):
        return None
    regs = ", ".join((r.name or "").lower() for r in rts)  # type: ignore[union-attr]
    base = (rest[0].name or "").lower()
    rm = rest[1] if len(rest) > 1 and isinstance(rest[1], Reg) else Reg(None)
    if opcode.endswith("Ti"):
        offset = f"#{'' if code & 256 else '-'}{code & 255}"
    elif opcode.endswith("Tr"):
        offset = ("" if code else "-") + (rm.name or "").lower()
    elif name in resolve._AM3:
        sign = "-" if code & 256 else ""
        offset = f"{sign}{(rm.name or '').lower()}" if rm.name else f"#{sign}{code & 255}"
        if not post:
            if rm.name is None and not pre and not code & 511:
                return f"{head}\t{regs}, [{base}]"
            return f"{head}\t{regs}, [{base}, {offset}]" + ("!" if pre else "")
    elif rm.name is None:
        offset = f"#{'-' if code & 4096 else ''}{code & 4095}"
    else:
        offset = _am2_register(rm, code)
    if post:
        return f"{head}\t{regs}, [{base}], {offset}"
    return f"{head}\t{regs}, [{base}, {offset}]" + ("!" if pre else "")


_MVE_INTERLEAVED = re.compile(r"MVE_V(LD|ST)([24])([0-3])_(8|16|32)(_wb)?$")


def _vpt_letter(mc: McInst, isa: Isa) -> str:
    info = isa.opcodes.get(mc.opcode)
    if info is None:
        return ""
    for position, operand in enumerate(info.operands):
        # ARM::OPERAND_VPRED_R (13) or OPERAND_VPRED_N (14: loads, stores, compares)
        if operand.operand_type in (13, 14) and operand.kind == "imm" and position < len(mc.operands):
            value = mc.operands[position]
            if isinstance(value, Imm) and value.value in (1, 2):
                return "t" if value.value == 1 else "e"
            return ""
    return ""


_A32_LABEL_LOADS = {"LDRi12": "ldr", "LDRBi12": "ldrb", "LDRH": "ldrh", "LDRSB": "ldrsb", "LDRSH": "ldrsh",
                    "LDRD": "ldrd"}


def print_inst(mc: McInst, isa: Isa, imm_hex: bool = False) -> str:
    """The text llvm-mca prints for `mc` (the opcode's name in lower case when no probe printed it)."""
    text = _print_inst(mc, isa, imm_hex)
    if mc.opcode == "tLDMIA" and len(mc.operands) > 3 and mc.operands[0] in mc.operands[3:]:
        # ARMInstPrinter writes tLDMIA's `!` only when its base is not in the list (`ldm r6, {r4, r6}`)
        text = text.replace("!, {", ", {", 1)
    if mc.opcode in ("PKHTB", "t2PKHTB") and len(mc.operands) > 3 and mc.operands[3] == Imm(0) and "asr" not in text:
        text += ", asr #32"  # ARMInstPrinter's printPKHASRShiftImm: 0 is 32, never omitted
    if mc.opcode in _SHIFT_RIGHT and text.endswith(", #0") and Imm(0) in mc.operands:
        text = text[:-1] + "32"  # ARMInstPrinter's printThumbSRImm: a right shift's 0 is 32
    if mc.opcode in _BRANCH_OPERAND:
        for op in mc.operands:
            if isinstance(op, Expr) and syntax.label_offset(op.text) and not text.endswith("#" + op.text):
                # printOperand writes an MCBinaryExpr after `#` (`b.w #.L186+2`); a plain label bare
                text = text[: len(text) - len(op.text)] + "#" + op.text if text.endswith(op.text) else text
    return text


# Thumb's right shifts by an immediate (imm_sr: 32 held as 0).
_SHIFT_RIGHT = frozenset({"tLSRri", "tASRri", "t2LSRri", "t2ASRri"})
# Branches whose target ARMInstPrinter prints through printOperand.
_BRANCH_OPERAND = frozenset({"B", "Bcc", "BL", "BL_pred", "tB", "tBcc", "t2B", "t2Bcc", "tBL", "tBLXi"})


def _print_inst(mc: McInst, isa: Isa, imm_hex: bool = False) -> str:
    special = _special(mc, isa)
    if special is not None:
        return special
    lanes = print_lanes(mc)
    if lanes is not None:
        return lanes
    if resolve._STRUCTURE_UPD.match(mc.opcode) and Reg(None) in mc.operands[:-1]:
        # `[rn]!`: printed as the register form with a stand-in register, then the `, rm` taken off
        used = {op.name for op in mc.operands if isinstance(op, Reg)}
        spare = next((f"R{n}" for n in range(13) if f"R{n}" not in used), None)
        at = mc.operands.index(Reg(None))
        if spare is not None:
            stand_in = McInst(mc.opcode, (*mc.operands[:at], Reg(spare), *mc.operands[at + 1:]), mc.flags)
            text = print_inst(stand_in, isa, imm_hex)
            tail = "], " + spare.lower()
            if text.endswith(tail):
                return text[: -len(tail)] + "]!"
    flags = any(isinstance(op, Reg) and op.name == "CPSR" for op in mc.operands)
    cond_at, pred_at = spellings.predicate_positions(isa, mc.opcode)
    if cond_at >= 0 and pred_at >= 0:
        # the predicate's CPSR is not the flags being set
        flags = any(isinstance(op, Reg) and op.name == "CPSR" for i, op in enumerate(mc.operands) if i != pred_at)
    table = spellings.templates(isa)
    spelling = table.get((mc.opcode, flags)) or table.get((mc.opcode, not flags))
    compare = resolve.MVE_COMPARE.match(mc.opcode)
    if spelling is None and compare is not None:
        # MVE_VPTv16s8's own probe text (`vptttt.s8 eq`) is MVE_VPTv16i8's: print the sibling's
        # template with this opcode's type letter
        for letter in "ius":
            sibling = table.get((compare.group(1) + letter + compare.group(3), False))
            if sibling is not None:
                head, dot, tail = sibling.mnemonic.partition(".")
                spelling = replace(sibling, mnemonic=head + dot + compare.group(2) + tail[1:])
                break
    if spelling is None:
        return mc.opcode.lower()
    cond = AL
    if 0 <= cond_at < len(mc.operands) and isinstance(mc.operands[cond_at], Imm):
        cond = int(mc.operands[cond_at].value)  # type: ignore[union-attr]
    base = spelling.mnemonic
    if (any(s == ("reg", "CPSR") for s in spelling.recipe) and not flags):
        head, dot, tail = base.partition(".")
        base = head.removesuffix("s") + dot + tail
    template_atoms = syntax.atoms(spelling.template)
    values = list(template_atoms)
    for position, source in enumerate(spelling.recipe):
        if source[0] != "atom" or source[1] >= len(values):
            continue
        index, how = source[1], source[2]
        if how == "list":
            values[index] = ("l", tuple(op.name for op in mc.operands[position:] if isinstance(op, Reg)
                                        and op.name is not None))
            break
        if position >= len(mc.operands):
            continue
        op = mc.operands[position]
        if how in ("pair", "spaced_pair"):
            continue  # printed as the template's list: rebuilt below from the register
        if isinstance(how, tuple) and how[0] == "first":
            if isinstance(op, Reg) and op.name is not None and op.name[:1] == "D" and op.name[1:].isdigit():
                start = int(op.name[1:])
                values[index] = ("l", tuple(f"D{start + i}" for i in range(how[1])))
            continue
        if isinstance(how, tuple) and how[0] == "item":
            names = list(values[index][1]) if values[index][0] == "l" else []  # type: ignore[arg-type]
            if isinstance(op, Reg) and op.name is not None and how[1] < len(names):
                names[how[1]] = op.name
                values[index] = ("l", tuple(names))
            continue
        if isinstance(op, Reg):
            values[index] = ("r", op.name or "")
        elif isinstance(op, Expr):
            values[index] = ("i", op.text)
        elif isinstance(op, Imm):
            number = op.value
            if mc.opcode in resolve.MODIFIED_IMMEDIATE and not mc.opcode.startswith("t2"):
                number = resolve.so_imm_value(number)
                if resolve.so_imm_encoding(number) != op.value:
                    # printModImmOperand: a rotation larger than the least one prints as written
                    values[index] = ("i", f"#{op.value & 255}, #{(op.value >> 7) & 30}")
                    continue
                if (mc.opcode == "MOVi" and mc.operands[0] == Reg("PC")) or mc.opcode == "MSRi":
                    number &= 0xFFFFFFFF  # printModImmOperand: moves to PC and MSR print unsigned
            element = spellings.neon_element(mc.opcode)
            if element is not None and how == "v" and element != "f32":
                number = spellings.neon_mod_value(element, number)
            decoded = spellings.decode(how, number, values[index], mc.opcode)
            if decoded is not None:
                values[index] = decoded
    for position, source in enumerate(spelling.recipe):
        if source[0] == "atom" and source[2] in ("pair", "spaced_pair") and position < len(mc.operands):
            op = mc.operands[position]
            if isinstance(op, Reg) and op.name is not None:
                values[source[1]] = ("l", _list_of(op.name))
    operands = syntax.with_atoms(spelling.template, values)
    # a zero shift or rotation is left out (`sxtab r0, r1, r2`, `[r0, r1]`)
    operands = [op for op in operands if not (isinstance(op, syntax.Shift) and op.amount == 0 and op.kind != "rrx"
                                              and op is operands[-1])]
    operands = [syntax.Mem(op.base, tuple(i for i in op.items if not (isinstance(i, syntax.Shift) and i.amount == 0
                                                                      and i.kind != "rrx")),
                           op.align, op.writeback, op.span) if isinstance(op, syntax.Mem) else op for op in operands]
    parts = []
    for op in operands:
        if isinstance(op, syntax.Mem) and (not op.writeback or _MVE_OMIT_ZERO.match(mc.opcode)) and len(
                op.items) == 1 and isinstance(op.items[0], syntax.Imm) and op.items[0].value == 0:
            op = syntax.Mem(op.base, (), op.align, op.writeback, op.span)
        if isinstance(op, syntax.Imm) and op.value is None and op.floating is None and not op.text.startswith(":"):
            parts.append(op.text)  # a label operand prints bare
            continue
        if isinstance(op, syntax.Word) and op.text == "hs" and mc.opcode.startswith("MVE_"):
            op = syntax.Word("cs", op.span)  # MVE's restricted conditions print HS as `cs`
        if isinstance(op, syntax.Imm) and op.value == syntax.NEGATIVE_ZERO and _SUBTRACTS.search(mc.opcode):
            parts.append("#-0")
            continue
        if imm_hex and isinstance(op, syntax.Imm) and op.value is not None:
            parts.append("#" + _hex(op.value))
        else:
            parts.append(op.render())
    if mc.opcode.startswith(("MVE_VPT", "MVE_VPST")) and mc.operands and isinstance(mc.operands[0], Imm):
        head, dot, tail = base.partition(".")
        base = ("vpst" if mc.opcode.startswith("MVE_VPST") else "vpt") + _mask_suffix(int(mc.operands[0].value)) + dot + tail
    letter = _vpt_letter(mc, isa)
    if letter:
        head, dot, tail = base.partition(".")
        base = head + letter + dot + tail
    text = _mnemonic(base, cond)
    if not parts and mc.opcode in isa.cache.get("arm.tabbed", ()):
        return text + "\t"
    return text + ("\t" + ", ".join(parts) if parts else "")


def _list_of(name: str) -> tuple[str, ...]:
    """The D registers of a NEON list register (Q1 -> d2, d3; D1_D2 -> d1, d2)."""
    if name.startswith("Q") and name[1:].isdigit():
        first = int(name[1:]) * 2
        return (f"D{first}", f"D{first + 1}")
    if "_" in name:
        out: list[str] = []
        for piece in name.split("_"):
            out.extend(_list_of(piece))
        return tuple(out)
    return (name,)
