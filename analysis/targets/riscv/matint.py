"""`li rd, constant` as llvm-mc expands it: RISCVMatInt's instruction sequence (LLVM 19's
generateInstSeq, read from RISCVMatInt.cpp and checked against llvm-mc-19 and -22), for the base
ISA. The steps that depend on extensions (Zba, Zbb, Zbs, Zbkb, XTheadBb) and on the
`lui-addi-fusion` tuning are not written out: `Sequence.needs` lists the features under which the
sequence would differ, and the resolver refuses the `li` when one of them is on (never a guess).

A step is (opcode, immediate); "ADDIW" and "ADDIW!" are the low part after a LUI, which llvm-mc
writes as ADDIW on RV64 (LLVM 19); LLVM 22 writes ADDIW only where ADDI would not give the 32-bit
value ("ADDIW!"), else ADDI. On RV32 both are ADDI.
"""

from __future__ import annotations

from dataclasses import dataclass

_MASK = (1 << 64) - 1


def _signed(value: int) -> int:
    value &= _MASK
    return value - (1 << 64) if value >> 63 else value


def _sext(value: int, bits: int) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def _is_int(value: int, bits: int) -> bool:
    return -(1 << (bits - 1)) <= value < (1 << (bits - 1))


def _ctz(value: int) -> int:
    value &= _MASK
    return (value & -value).bit_length() - 1 if value else 64


def _clz(value: int) -> int:
    return 64 - (value & _MASK).bit_length()


Step = tuple[str, int]


def _impl(value: int, out: list[Step]) -> None:
    if _is_int(value, 32):
        high = ((value + 0x800) >> 12) & 0xFFFFF
        low = _sext(value, 12)
        if high:
            out.append(("LUI", high))
        if low or high == 0:
            # LLVM 22 keeps ADDIW only where ADDI would not sign-extend to the value ("ADDIW!")
            needed = _sext(high << 12, 32) + low != value
            out.append((("ADDIW!" if needed else "ADDIW") if high else "ADDI", low))
        return
    low = _sext(value, 12)
    value = _signed(value - low)
    shift = 0
    if not _is_int(value, 32):
        shift = _ctz(value)
        value >>= shift
        if shift > 12 and not _is_int(value, 12) and _is_int(_signed(value << 12), 32):
            shift -= 12
            value = _signed(value << 12)
    _impl(value, out)
    if shift:
        out.append(("SLLI", shift))
    if low:
        out.append(("ADDI", low))


def _leading_zeros(value: int, found: list[Step]) -> list[Step]:
    zeros = _clz(value)
    shifted = _signed((value << zeros) | ((1 << zeros) - 1))
    for candidate in (shifted, _signed(shifted & ~((1 << zeros) - 1))):
        trial: list[Step] = []
        _impl(candidate, trial)
        if len(trial) + 1 < len(found) or (not found and len(trial) < 8):
            found = [*trial, ("SRLI", zeros)]
    return found


@dataclass(frozen=True, slots=True)
class Sequence:
    steps: tuple[Step, ...]
    needs: frozenset[str]  # features under which llvm-mc's sequence could differ


_EXTENSIONS = frozenset({"zba", "zbb", "zbs", "zbkb", "xtheadbb"})


def _sequence(value: int, fusion: bool) -> list[Step]:
    found: list[Step] = []
    _impl(value, found)
    if value & 0xFFF and not value & 1 and len(found) >= 2:
        zeros = _ctz(value)
        shifted = value >> zeros
        trial: list[Step] = []
        _impl(shifted, trial)
        if len(trial) + 1 < len(found) or (_is_int(shifted, 6) and not fusion):
            found = [*trial, ("SLLI", zeros)]
    if len(found) <= 2:
        return found
    if value & 0xFFF and value & 0x1800 == 0x1000:
        imm12 = -(0x800 - (value & 0xFFF))
        trial = []
        _impl(value - imm12, trial)
        if len(trial) + 1 < len(found):
            found = [*trial, ("ADDI", imm12)]
    if value > 0 and len(found) > 2:
        found = _leading_zeros(value, found)
    if value < 0 and len(found) > 3:
        trial = _leading_zeros(~value & _MASK, [])
        if trial and len(trial) + 1 < len(found):
            found = [*trial, ("XORI", -1)]
    return found


def materialize(value: int, rv64: bool) -> Sequence | None:
    """llvm-mc's `li` of `value` (RV32: its low 32 bits, sign-extended), or None for a value llvm-mc
    refuses (outside [-2^31, 2^32) on RV32, outside 64 bits on RV64)."""
    if rv64:
        if not -(1 << 63) <= value < (1 << 64):
            return None
        value = _signed(value)
    else:
        if not -(1 << 31) <= value < (1 << 32):
            return None
        value = _sext(value, 32)
    steps = _sequence(value, False)
    needs: set[str] = set()
    if steps != _sequence(value, True):
        needs.add("lui-addi-fusion")
    power = value > 0 and value & (value - 1) == 0
    if rv64 and (len(steps) > 2 or not _is_int(value, 32) or (power and value == 0x800)):
        needs |= _EXTENSIONS  # Zbs's BSETI, Zba's SLLI.UW/SH*ADD, Zbkb's PACK, rotations
    elif power and value == 0x800:
        needs.add("zbs")
    return Sequence(tuple(steps), frozenset(needs))
