"""What x86's predecoder reads from an instruction's bytes before decoding it: its length-changing
prefixes (the `Encoder.length_changing_prefix` role member that front-end models ask,
sim/delivery.py)."""

from __future__ import annotations

# Opcode bytes (one-byte map) whose immediate is 16-bit under a 66h prefix instead of 32-bit:
# the length-changing cases. MOV r16, imm16 (B8+r) is decoded without a stall on Intel cores.
_IMM_Z_OPCODES = frozenset({0x05, 0x0D, 0x15, 0x1D, 0x25, 0x2D, 0x35, 0x3D, 0x68, 0x69, 0x81, 0xA9, 0xC7, 0xF7})
_LEGACY_PREFIXES = frozenset({0xF0, 0xF2, 0xF3, 0x2E, 0x36, 0x3E, 0x26, 0x64, 0x65, 0x66, 0x67})
# One-byte opcodes without a ModRM byte (where a 67h prefix changes nothing).
_NO_MODRM = frozenset(
    [*range(0x04, 0x08), *range(0x0C, 0x0F), *range(0x14, 0x18), *range(0x1C, 0x20), *range(0x24, 0x28),
     *range(0x2C, 0x30), *range(0x34, 0x38), *range(0x3C, 0x40), *range(0x50, 0x62), *range(0x68, 0x69),
     *range(0x6A, 0x6B), *range(0x6C, 0x80), *range(0x90, 0xC0), *range(0xC2, 0xC4), *range(0xC8, 0xD0),
     *range(0xD4, 0xD8), *range(0xE0, 0xF0), 0xF1, 0xF4, 0xF5, *range(0xF8, 0xFE)])


def has_length_changing_prefix(code: bytes) -> bool:
    """True when `code` carries a prefix that changes the instruction's length as the
    predecoder first sees it: 66h before an opcode with a 16/32-bit immediate (imm16), or 67h
    before an opcode with a ModRM byte (displacement size). VEX/EVEX/XOP forms never do."""
    i = 0
    opsize = addrsize = False
    while i < len(code) and code[i] in _LEGACY_PREFIXES:
        opsize |= code[i] == 0x66
        addrsize |= code[i] == 0x67
        i += 1
    if not (opsize or addrsize):
        return False
    if i < len(code) and 0x40 <= code[i] <= 0x4F:  # REX
        if code[i] & 0x08:  # REX.W overrides 66h: the immediate stays 32-bit
            opsize = False
        i += 1
    if i >= len(code):
        return False
    opcode = code[i]
    if opcode in (0xC4, 0xC5, 0x62, 0x8F, 0xD5):  # VEX, EVEX, XOP, REX2: fixed-length forms
        return False
    if opcode == 0x0F:  # two-byte map: no imm16/32 opcodes; ModRM almost always present
        return addrsize
    return (opsize and opcode in _IMM_Z_OPCODES) or (addrsize and opcode not in _NO_MODRM)
