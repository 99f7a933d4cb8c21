"""AArch64 immediate encodings the MC layer stores in operands (architecture facts).

logical_immediate: the N:immr:imms bitmask encoding (AND/ORR/EOR/TST/`mov` with a bitmask).
fp8: the 8-bit floating-point immediate of FMOV (imm8 = a:b:cd:efgh).
byte_mask: MOVI's 64-bit byte mask (each byte 0x00 or 0xff -> one bit).
"""

from __future__ import annotations


def logical_immediate(value: int, width: int) -> int | None:
    """(N << 12) | (immr << 6) | imms for `value` as a `width`-bit bitmask immediate, or None."""
    mask = (1 << width) - 1
    value &= mask
    if value == 0 or value == mask:
        return None
    size = width
    while size > 2:
        half = size // 2
        half_mask = (1 << half) - 1
        if (value & half_mask) != ((value >> half) & half_mask):
            break
        size = half
    element_mask = (1 << size) - 1
    element = value & element_mask
    ones = bin(element).count("1")
    run = (1 << ones) - 1
    for rotation in range(size):
        rotated = ((run >> rotation) | (run << (size - rotation))) & element_mask
        if rotated == element:
            imms = ((~(size - 1) << 1) | (ones - 1)) & 0x3F
            n = 1 if size == 64 else 0
            return (n << 12) | (rotation << 6) | imms
    return None


def valid_logical_immediate(encoded: int, width: int) -> bool:
    """Whether N:immr:imms is a bitmask immediate of a `width`-bit operation (the architecture's
    DecodeBitMasks conditions: N is 0 for 32 bits, the element size is found, and the run of ones
    is not the whole element)."""
    n = (encoded >> 12) & 1
    imms = encoded & 0x3F
    if width == 32 and n:
        return False
    length = ((n << 6) | (~imms & 0x3F)).bit_length() - 1
    if length < 1:
        return False
    size = 1 << length
    return (imms & (size - 1)) != size - 1


def canonical_logical_immediate(encoded: int, width: int) -> int:
    """The encoding the assembler writes for the value `encoded` stands for (immr within the
    element: LLVM's decoder accepts rotations past the element size, which print the same)."""
    found = logical_immediate(decode_logical_immediate(encoded, width), width)
    return encoded if found is None else found


def decode_logical_immediate(encoded: int, width: int) -> int:
    """The `width`-bit value of a logical immediate encoding (inverse of logical_immediate)."""
    n = (encoded >> 12) & 1
    immr = (encoded >> 6) & 0x3F
    imms = encoded & 0x3F
    combined = (n << 6) | (~imms & 0x3F)
    length = combined.bit_length() - 1
    size = 1 << length
    levels = size - 1
    s = imms & levels
    r = immr & levels
    run = (1 << (s + 1)) - 1
    element = ((run >> r) | (run << (size - r))) & ((1 << size) - 1)
    value = 0
    for shift in range(0, width, size):
        value |= element << shift
    return value


def _fp8_table() -> dict[float, int]:
    table = {}
    for imm8 in range(256):
        sign = -1.0 if imm8 & 0x80 else 1.0
        b = (imm8 >> 6) & 1
        cd = (imm8 >> 4) & 3
        frac = imm8 & 0xF
        exponent = cd - 3 if b else cd + 1
        table[sign * (1.0 + frac / 16.0) * 2.0**exponent] = imm8
    return table


FP8 = _fp8_table()
FP8_VALUES = {code: value for value, code in FP8.items()}


def fp8(value: float) -> int | None:
    return FP8.get(value)


def byte_mask(value: int) -> int | None:
    value &= (1 << 64) - 1
    encoded = 0
    for index in range(8):
        byte = (value >> (8 * index)) & 0xFF
        if byte == 0xFF:
            encoded |= 1 << index
        elif byte != 0:
            return None
    return encoded


def decode_byte_mask(encoded: int) -> int:
    value = 0
    for index in range(8):
        if encoded & (1 << index):
            value |= 0xFF << (8 * index)
    return value
