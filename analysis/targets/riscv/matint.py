"""`li rd, constant` as llvm-mc expands it: RISCVMatInt's instruction sequence (generateInstSeq,
read from LLVM 19's RISCVMatInt.cpp and checked against llvm-mc-19 and -22, docs/riscv.md), with
the steps the extensions in force at the line add: Zbs (BSETI for a single bit, BSETI/BCLRI of
the upper bits), Zba (SLLI.UW, ADD.UW, SH1ADD/SH2ADD/SH3ADD), Zbkb (PACK of equal halves), Zbb and
XTheadBb (ADDI then a rotation), and the `lui-addi-fusion` tuning (which keeps LUI+ADDI where a
shorter-to-compress ADDI+SLLI would otherwise be preferred).

A step is (opcode, immediate). "ADDIW" and "ADDIW!" are the low part after a LUI, which llvm-mc
writes as ADDIW on RV64 (LLVM 19); LLVM 22 writes ADDIW only where ADDI would not give the 32-bit
value ("ADDIW!"), else ADDI. On RV32 both are ADDI. `operands` says which registers each opcode
takes (RISCVMatInt's operand kinds).
"""

from __future__ import annotations

from dataclasses import dataclass

_MASK = (1 << 64) - 1
_UPPER_ONES = 0xFFFFFFFF00000000


def _signed(value: int) -> int:
    value &= _MASK
    return value - (1 << 64) if value >> 63 else value


def _sext(value: int, bits: int) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def _is_int(value: int, bits: int) -> bool:
    return -(1 << (bits - 1)) <= value < (1 << (bits - 1))


def _ctz(value: int, bits: int = 64) -> int:
    value &= (1 << bits) - 1
    return (value & -value).bit_length() - 1 if value else bits


def _clz(value: int) -> int:
    return 64 - (value & _MASK).bit_length()


def _trailing_ones(value: int, bits: int = 64) -> int:
    return _ctz(~value, bits)


def _leading_ones(value: int, bits: int = 64) -> int:
    return bits - (~value & ((1 << bits) - 1)).bit_length()


Step = tuple[str, int]


@dataclass(frozen=True, slots=True)
class _Subtarget:
    """The features RISCVMatInt reads."""

    rv64: bool
    zba: bool
    zbb: bool
    zbs: bool
    zbkb: bool
    xtheadbb: bool
    fusion: bool  # the lui-addi-fusion tuning
    llvm22: bool  # LLVM 22's RISCVMatInt (below)


def _impl(value: int, sub: _Subtarget, out: list[Step]) -> None:
    """The recursive sequence of `value` (a signed 64-bit number), appended to `out`."""
    bits = value & _MASK
    if sub.zbs and bits and not bits & (bits - 1) and (not _is_int(value, 32) or value == 0x800):
        # one bit that neither LUI nor ADDI makes alone
        out.append(("BSETI", bits.bit_length() - 1))
        return
    if _is_int(value, 32):
        high = ((value + 0x800) >> 12) & 0xFFFFF
        low = _sext(value, 12)
        if high:
            out.append(("LUI", high))
        if low or high == 0:
            # LLVM 22 keeps ADDIW only where ADDI would not sign-extend to the value ("ADDIW!")
            needed = _sext(high << 12, 32) + low != value
            out.append((("ADDIW!" if needed else "ADDIW") if high and sub.rv64 else "ADDI", low))
        return
    # Beyond 32 bits (RV64 only): the low 12 bits come last as an ADDI, the rest is shifted down
    # past its trailing zeros and made first.
    low = _sext(value, 12)
    value = _signed(value - low)
    shift = 0
    unsigned = False
    if not _is_int(value, 32):
        shift = _ctz(value)
        value >>= shift
        if shift > 12 and not _is_int(value, 12):
            widened = (value << 12) & _MASK
            if _is_int(_signed(widened), 32):
                shift -= 12  # twelve zeros back in the low bits: a LUI makes them
                value = _signed(widened)
            elif widened < (1 << 32) and sub.zba:
                shift -= 12  # the same, as an unsigned 32-bit value SLLI.UW clears the top of
                value = _signed(widened | _UPPER_ONES)
                unsigned = True
        if (value & _MASK) < (1 << 32) and not _is_int(value, 32) and sub.zba:
            value = _signed(value | _UPPER_ONES)
            unsigned = True
    _impl(value, sub, out)
    if shift:
        out.append(("SLLI_UW" if unsigned else "SLLI", shift))
    if low:
        out.append(("ADDI", low))


def _trial(value: int, sub: _Subtarget) -> list[Step]:
    found: list[Step] = []
    _impl(_signed(value), sub, found)
    return found


def _better(trial: list[Step], extra: int, found: list[Step]) -> bool:
    """Whether `trial` plus `extra` final steps beats `found` (or stands in for none, within 8)."""
    return len(trial) + extra < len(found) or (not found and len(trial) < 8)


def _leading_zeros(value: int, sub: _Subtarget, found: list[Step]) -> list[Step]:
    """A positive value shifted up past its leading zeros (filled with ones, then with zeros) and
    shifted back with SRLI; with Zba and 32 leading zeros, the upper half set and cleared by ADD.UW."""
    zeros = _clz(value)
    filled = ((value << zeros) & _MASK) | ((1 << zeros) - 1)
    for candidate in (filled, filled & ~((1 << zeros) - 1)):
        trial = _trial(candidate, sub)
        if _better(trial, 1, found):
            found = [*trial, ("SRLI", zeros)]
    if zeros == 32 and sub.zba:
        trial = _trial(value | _UPPER_ONES, sub)
        if _better(trial, 1, found):
            found = [*trial, ("ADD_UW", 0)]
    return found


def _rotation(value: int) -> int:
    """The rotation that makes `value` from a 12-bit signed number (LLVM's extractRotateInfo), or 0."""
    leading = _leading_ones(value)
    trailing = _trailing_ones(value)
    if 0 < trailing < 64 and leading + trailing > 64 - 12:
        return 64 - trailing
    upper_trailing = _trailing_ones(value >> 32, 32)
    lower_leading = _leading_ones(value, 32)
    if upper_trailing < 32 and upper_trailing + lower_leading > 64 - 12:
        return 32 - upper_trailing
    return 0


def _shift_add(value: int, sub: _Subtarget, found: list[Step]) -> list[Step]:
    """Zba: a third, fifth or ninth of the value made and SH1ADD/SH2ADD/SH3ADD'ed to itself (then an
    ADDI of the low 12 bits, when only the rest divides)."""
    for divisor, opcode in ((3, "SH1ADD"), (5, "SH2ADD"), (9, "SH3ADD")):
        if value % divisor == 0 and _is_int(value // divisor, 32):
            trial = _trial(value // divisor, sub)
            return [*trial, (opcode, 0)] if len(trial) + 1 < len(found) else found
    upper = _signed(((value & _MASK) + 0x800) & _MASK & ~0xFFF)
    for divisor, opcode in ((3, "SH1ADD"), (5, "SH2ADD"), (9, "SH3ADD")):
        if upper % divisor == 0 and _is_int(upper // divisor, 32):
            trial = _trial(upper // divisor, sub)
            if len(trial) + 2 < len(found):
                return [*trial, (opcode, 0), ("ADDI", _sext(value, 12))]
            return found
    return found


def _bits(mask: int, opcode: str) -> list[Step]:
    return [(opcode, bit) for bit in range(64) if mask >> bit & 1]


def _generate(value: int, sub: _Subtarget) -> list[Step]:
    found = _trial(value, sub)
    if value & 0xFFF and not value & 1 and len(found) >= 2:
        # trailing zeros shifted in last: C.LI+C.SLLI beats LUI+ADDI(W) unless those two fuse
        zeros = _ctz(value)
        shifted = value >> zeros
        trial = _trial(shifted, sub)
        if len(trial) + 1 < len(found) or (_is_int(shifted, 6) and not sub.fusion):
            found = [*trial, ("SLLI", zeros)]
    if len(found) <= 2:
        return found
    if value & 0xFFF and value & 0x1800 == 0x1000:
        # low 13 bits like 0x17ff: made as 0x1800 and a final ADDI of the difference
        imm12 = -(0x800 - (value & 0xFFF))
        trial = _trial(value - imm12, sub)
        if len(trial) + 1 < len(found):
            found = [*trial, ("ADDI", imm12)]
    if value > 0 and len(found) > 2:
        found = _leading_zeros(value, sub, found)
    if value < 0 and len(found) > 3:
        trial = _leading_zeros(~value & _MASK, sub, [])
        if trial and len(trial) + 1 < len(found):
            found = [*trial, ("XORI", -1)]
    if len(found) > 2 and sub.zbkb:
        half = _sext(value, 32)
        if half == _sext(value >> 32, 32):
            trial = _trial(half, sub)
            if len(trial) + 1 < len(found):
                found = [*trial, ("PACK", 0)]
    if len(found) > 2 and sub.zbs:
        low = value & 0x7FFFFFFF
        high = (value & _MASK) ^ low
        trial = _trial(low, sub) if low else []
        if len(trial) + high.bit_count() < len(found):
            found = [*trial, *_bits(high, "BSETI")]
    if len(found) > 2 and sub.zbs:
        low = (value & _MASK) | 0xFFFFFFFF80000000
        high = (value & _MASK) ^ low
        trial = _trial(low, sub)
        if len(trial) + high.bit_count() < len(found):
            found = [*trial, *_bits(high, "BCLRI")]
    if sub.llvm22 and len(found) > 2 and sub.zbs:
        # LLVM 22: a single bit once the low 12 bits are taken off is BSETI, then ADDI of them
        # (0x7fffffff00: BSETI 39, ADDI -256, where LLVM 19 writes ADDI 1, SLLI 39, ADDI -256)
        low = _sext(value, 12)
        rest = (value - low) & _MASK
        if rest and not rest & (rest - 1):
            found = [("BSETI", rest.bit_length() - 1), ("ADDI", low)]
    if len(found) > 2 and sub.zba:
        found = _shift_add(value, sub, found)
    if len(found) > 2 and (sub.zbb or sub.xtheadbb):
        rotate = _rotation(value)
        if rotate:
            rotated = _signed(((value & _MASK) << rotate | (value & _MASK) >> (64 - rotate)) & _MASK)
            found = [("ADDI", rotated), ("RORI" if sub.zbb else "TH_SRRI", rotate)]
    return found


# RISCVMatInt's operand kinds: LUI takes (rd, imm); ADD.UW (rd, rs, x0); the shift-adds and PACK
# (rd, rs, rs); every other step (rd, rs, imm). rs is x0 for the first step, rd after it.
IMM_ONLY = frozenset({"LUI"})
WITH_X0 = frozenset({"ADD_UW"})
TWO_SOURCES = frozenset({"SH1ADD", "SH2ADD", "SH3ADD", "PACK"})
# The features under which the sequence can differ from the base ISA's.
FEATURES = frozenset({"zba", "zbb", "zbs", "zbkb", "xtheadbb", "lui-addi-fusion"})


def materialize(value: int, rv64: bool, features: frozenset[str] = frozenset(), llvm22: bool = False
                ) -> tuple[Step, ...] | None:  # fmt: skip
    """llvm-mc's `li` of `value` under `features` (the closed feature set in force at the line; RV32:
    its low 32 bits, sign-extended), as LLVM 19 or 22 (`llvm22`) builds it, or None for a value
    llvm-mc refuses (outside [-2^31, 2^32) on RV32, outside 64 bits on RV64)."""
    if rv64:
        if not -(1 << 63) <= value < (1 << 64):
            return None
        value = _signed(value)
    else:
        if not -(1 << 31) <= value < (1 << 32):
            return None
        value = _sext(value, 32)
    sub = _Subtarget(rv64, "zba" in features, "zbb" in features, "zbs" in features, "zbkb" in features,
                     "xtheadbb" in features, "lui-addi-fusion" in features, llvm22)
    return tuple(_generate(value, sub))
