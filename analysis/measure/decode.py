"""An x86-64 instruction-length decoder: where each instruction in a byte string ends, as the processor
reads it, and whether it may run inside the measuring harness.

The measuring child runs the bytes mcalens' encoder wrote for a region. The encoder writes one
statement at a time, but the processor reads a byte stream: a prefix written as its own statement
joins the next instruction, and an immediate can hold the bytes of another instruction. So before
anything runs, `check` decodes every statement's bytes on their own and requires that they form
exactly one instruction, and that the instruction is not one that enters the kernel or the
hypervisor or transfers control anywhere but to the next instruction.

Lengths follow the Intel SDM (vol. 2, ch. 2) and AMD APM (vol. 3, ch. 1) for 64-bit mode: legacy
prefixes (at most 15 bytes in all), REX, REX2 (APX), VEX2/VEX3, EVEX, XOP; opcode maps 0F, 0F38,
0F3A and 3DNow!; ModRM, SIB and displacement; immediates sized by 66/REX.W, moffs by 67. Whatever
this decoder does not know is refused ("cannot check"), never guessed.
"""

from __future__ import annotations

from dataclasses import dataclass

MAX_LENGTH = 15
_LEGACY_PREFIXES = frozenset({0xF0, 0xF2, 0xF3, 0x2E, 0x36, 0x3E, 0x26, 0x64, 0x65, 0x66, 0x67})

# one-byte opcodes that do not exist in 64-bit mode (#UD); 0x62, 0xC4, 0xC5, 0xD5 are prefixes there
_MAP0_INVALID = frozenset({0x06, 0x07, 0x0E, 0x16, 0x17, 0x1E, 0x1F, 0x27, 0x2F, 0x37, 0x3F, 0x60, 0x61, 0x82,
                           0x9A, 0xCE, 0xD4, 0xD6, 0xEA})
_MAP0_NO_MODRM_IMM8 = frozenset({0x6A, 0xA8, 0xCD, 0xE4, 0xE5, 0xE6, 0xE7}) | frozenset(range(0xB0, 0xB8))
_MAP0_MODRM_IMM8 = frozenset({0x6B, 0x80, 0x83, 0xC0, 0xC1, 0xC6})
_MAP0_REL8 = frozenset(range(0x70, 0x80)) | frozenset({0xE0, 0xE1, 0xE2, 0xE3, 0xEB})
_MAP0_NO_MODRM = (frozenset(range(0x50, 0x60)) | frozenset(range(0x90, 0xA0)) | frozenset(range(0xA4, 0xA8))
                  | frozenset(range(0xAA, 0xB0)) | frozenset({0x6C, 0x6D, 0x6E, 0x6F, 0xC3, 0xC9, 0xCB, 0xCC,
                                                              0xCF, 0xD7, 0xEC, 0xED, 0xEE, 0xEF, 0xF1, 0xF4,
                                                              0xF5, 0xF8, 0xF9, 0xFA, 0xFB, 0xFC, 0xFD}))

# two-byte (0F) opcodes
_MAP1_INVALID = frozenset({0x04, 0x0A, 0x0C, 0x24, 0x25, 0x26, 0x27, 0x36, 0x39, 0x3B, 0x3C, 0x3D, 0x3E, 0x3F,
                           0x7A, 0x7B})
_MAP1_NO_MODRM = frozenset({0x05, 0x06, 0x07, 0x08, 0x09, 0x0B, 0x0E, 0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x37,
                            0x77, 0xA0, 0xA1, 0xA2, 0xA8, 0xA9, 0xAA}) | frozenset(range(0xC8, 0xD0))
_MAP1_MODRM_IMM8 = frozenset({0x70, 0x71, 0x72, 0x73, 0xA4, 0xAC, 0xBA, 0xC2, 0xC4, 0xC5, 0xC6})
_MAP1_REL32 = frozenset(range(0x80, 0x90))
_MAP1_CONTROL_REGS = frozenset({0x20, 0x21, 0x22, 0x23})  # mov to/from CRn/DRn: ModRM.mod is ignored

# 0F 01 with a register ModRM: system instructions (VMCALL, VMMCALL, VMFUNC, ENCLU, TDCALL,
# MONITOR/MWAIT, SWAPGS, UIRET, ...). Only these, without a mandatory prefix, may run:
_0F01_ALLOWED = {0xD0: "xgetbv", 0xD5: "xend", 0xD6: "xtest", 0xE8: "serialize", 0xEE: "rdpkru",
                 0xF9: "rdtscp", 0xFC: "clzero"}

_SYSTEM_MAP1 = {0x05: "syscall (a system call)", 0x07: "sysret", 0x34: "sysenter (a system call)",
                0x35: "sysexit", 0x37: "getsec"}
_SYSTEM_MAP0 = {0xC2: "a return", 0xC3: "a return", 0xCA: "a far return", 0xCB: "a far return",
                0xCC: "int3 (a breakpoint trap)", 0xCD: "int $n (a software interrupt)", 0xCF: "iret",
                0xF1: "int1/icebp (a debug trap)", 0xE8: "a call"}
_FF_GROUP = {2: "an indirect call", 3: "a far indirect call", 4: "an indirect jump", 5: "a far indirect jump"}

# EVEX map 4 (APX promoted legacy instructions): opcodes with an immediate
_MAP4_IMM8 = frozenset({0x24, 0x2C, 0x6B, 0x80, 0x83, 0xC0, 0xC1})
_MAP4_IMMZ = frozenset({0x69, 0x81})


@dataclass(frozen=True, slots=True)
class Decoded:
    """One instruction as the processor reads it: its length, and why it may not run (or None)."""

    length: int
    refused: str | None = None
    opcode: str = ""  # map and opcode byte, e.g. "0F 05", for messages


class _Truncated(Exception):
    pass


class _Reader:
    __slots__ = ("code", "pos")

    def __init__(self, code: bytes, pos: int) -> None:
        self.code = code
        self.pos = pos

    def byte(self) -> int:
        if self.pos >= len(self.code):
            raise _Truncated
        b = self.code[self.pos]
        self.pos += 1
        return b

    def peek(self, ahead: int = 0) -> int:
        if self.pos + ahead >= len(self.code):
            raise _Truncated
        return self.code[self.pos + ahead]

    def skip(self, n: int) -> bytes:
        if self.pos + n > len(self.code):
            raise _Truncated
        out = self.code[self.pos:self.pos + n]
        self.pos += n
        return out


def _modrm(r: _Reader, force_register: bool = False) -> int:
    """Read ModRM, SIB and displacement; returns ModRM."""
    modrm = r.byte()
    mod, rm = modrm >> 6, modrm & 7
    if mod == 3 or force_register:
        return modrm
    if rm == 4:
        sib = r.byte()
        if mod == 0 and sib & 7 == 5:
            r.skip(4)
    elif mod == 0 and rm == 5:
        r.skip(4)  # rip-relative (or absolute with 67)
    if mod == 1:
        r.skip(1)
    elif mod == 2:
        r.skip(4)
    return modrm


def decode(code: bytes, at: int = 0) -> Decoded:
    """The instruction starting at `code[at]`. Never raises: bytes that do not form a complete
    64-bit-mode instruction give a Decoded with `refused` set (and the bytes seen as length)."""
    r = _Reader(code, at)
    try:
        out = _decode(r, at)
    except _Truncated:
        return Decoded(len(code) - at, "the bytes end inside an instruction (a prefix or opcode without the rest)")
    if out.length > MAX_LENGTH:
        return Decoded(out.length, f"longer than {MAX_LENGTH} bytes (the processor refuses it)", out.opcode)
    return out


def _decode(r: _Reader, at: int) -> Decoded:
    prefixes: list[int] = []
    while r.peek() in _LEGACY_PREFIXES:
        prefixes.append(r.byte())
    has66, has67 = 0x66 in prefixes, 0x67 in prefixes
    simd = prefixes and (0x66 in prefixes or 0xF2 in prefixes or 0xF3 in prefixes or 0xF0 in prefixes)
    b = r.byte()
    rex = 0
    if 0x40 <= b <= 0x4F:
        rex = b
        b = r.byte()
        if b in _LEGACY_PREFIXES or 0x40 <= b <= 0x4F:
            return Decoded(r.pos - at, "a REX prefix that is not right before the opcode (the processor ignores it)")
    if b in (0xC4, 0xC5, 0x62) or (b == 0x8F and r.peek() & 0x1F >= 8):
        if rex or simd:
            return Decoded(r.pos - at, "a legacy or REX prefix before a VEX/EVEX/XOP prefix (invalid)")
        return _vector(r, at, b)
    if b == 0xD5:  # REX2 (APX): map 0 or 0F, no escape bytes
        if rex:
            return Decoded(r.pos - at, "REX before REX2 (invalid)")
        payload = r.byte()
        w = bool(payload & 0x08)
        op = r.byte()
        if payload & 0x80:
            return _map1(r, at, op, prefixes, w, rex2=True)
        return _map0(r, at, op, has66, has67, w, rex2=True)
    w = bool(rex & 0x08)
    if b != 0x0F:
        return _map0(r, at, b, has66, has67, w, rex2=False)
    b = r.byte()
    if b == 0x38:
        op = r.byte()
        _modrm(r)
        return Decoded(r.pos - at, None, f"0F 38 {op:02X}")
    if b == 0x3A:
        op = r.byte()
        _modrm(r)
        r.skip(1)
        return Decoded(r.pos - at, None, f"0F 3A {op:02X}")
    if b == 0x0F:  # 3DNow!: ModRM, then the opcode as a suffix byte
        _modrm(r)
        r.skip(1)
        return Decoded(r.pos - at, None, "0F 0F")
    return _map1(r, at, b, prefixes, w, rex2=False)


def _relative(r: _Reader, at: int, size: int, what: str, has66: bool) -> Decoded:
    disp = int.from_bytes(r.skip(size), "little", signed=True)
    if has66:
        # Intel ignores 66 on near branches in 64-bit mode, AMD reads a 16-bit displacement:
        # the instruction's length depends on the vendor
        return Decoded(r.pos - at, f"{what} with an operand-size prefix (its length differs between Intel and AMD)")
    if disp != 0:
        return Decoded(r.pos - at, f"{what} whose target is not the next instruction")
    return Decoded(r.pos - at, None, what)


def _map0(r: _Reader, at: int, op: int, has66: bool, has67: bool, w: bool, *, rex2: bool) -> Decoded:
    name = f"{op:02X}"
    immz = 2 if has66 and not w else 4
    if op in _MAP0_INVALID:
        return Decoded(r.pos - at, f"opcode {name} does not exist in 64-bit mode", name)
    if op == 0x0F or op in _LEGACY_PREFIXES or 0x40 <= op <= 0x4F or op in (0xC4, 0xC5, 0x62, 0xD5):
        return Decoded(r.pos - at, f"a prefix ({name}) where the opcode should be (invalid)", name)
    if op in _MAP0_REL8:
        return _relative(r, at, 1, "a branch", has66)
    if op == 0xE9:
        return _relative(r, at, 4 if not has66 else 2, "a jump", has66)
    if op in _SYSTEM_MAP0:
        if op in (0xC2, 0xCA):
            r.skip(2)
        elif op == 0xCD:
            r.skip(1)
        elif op == 0xE8:
            r.skip(immz)
        return Decoded(r.pos - at, _SYSTEM_MAP0[op], name)
    if op < 0x40:
        low = op & 7
        if low < 4:
            _modrm(r)
        elif low == 4:
            r.skip(1)
        else:
            r.skip(immz)
        return Decoded(r.pos - at, None, name)
    if op in _MAP0_NO_MODRM:
        return Decoded(r.pos - at, None, name)
    if op in _MAP0_NO_MODRM_IMM8:
        r.skip(1)
        return Decoded(r.pos - at, None, name)
    if op in _MAP0_MODRM_IMM8:
        modrm = _modrm(r)
        r.skip(1)
        return Decoded(r.pos - at, None, name)
    if 0xA0 <= op <= 0xA3:  # moffs: 8 bytes, 4 with 67; with REX2.W0, A1 is JMPABS imm64
        r.skip(4 if has67 and not (rex2 and op == 0xA1 and not w) else 8)
        if rex2 and op == 0xA1 and not w:
            return Decoded(r.pos - at, "jmpabs (an absolute jump)", name)
        return Decoded(r.pos - at, None, name)
    if 0xB8 <= op <= 0xBF:
        r.skip(8 if w else immz)
        return Decoded(r.pos - at, None, name)
    if op in (0x68, 0xA9):
        r.skip(immz)
        return Decoded(r.pos - at, None, name)
    if op in (0x69, 0x81):
        _modrm(r)
        r.skip(immz)
        return Decoded(r.pos - at, None, name)
    if op == 0xC7:
        modrm = _modrm(r)
        if modrm == 0xF8:  # xbegin rel32: the abort path jumps
            r.skip(immz)
            return Decoded(r.pos - at, "xbegin (its abort path is a jump)", name)
        r.skip(immz)
        return Decoded(r.pos - at, None, name)
    if op == 0xC8:  # enter imm16, imm8
        r.skip(3)
        return Decoded(r.pos - at, None, name)
    if op in (0xF6, 0xF7):
        modrm = _modrm(r)
        if (modrm >> 3) & 7 in (0, 1):  # test r/m, imm
            r.skip(1 if op == 0xF6 else immz)
        return Decoded(r.pos - at, None, name)
    if op == 0xFF:
        modrm = _modrm(r)
        reg = (modrm >> 3) & 7
        if reg in _FF_GROUP:
            return Decoded(r.pos - at, _FF_GROUP[reg], name)
        return Decoded(r.pos - at, None if reg != 7 else f"opcode {name} /7 does not exist", name)
    if 0x84 <= op <= 0x8F or op in (0x63, 0xD0, 0xD1, 0xD2, 0xD3, 0xFE) or 0xD8 <= op <= 0xDF:
        _modrm(r)
        return Decoded(r.pos - at, None, name)
    return Decoded(r.pos - at, f"cannot check opcode {name}", name)


def _map1(r: _Reader, at: int, op: int, prefixes: list[int], w: bool, *, rex2: bool) -> Decoded:
    name = f"0F {op:02X}"
    has66 = 0x66 in prefixes
    if op in _MAP1_INVALID:
        return Decoded(r.pos - at, f"opcode {name} does not exist", name)
    if rex2 and op in (0x38, 0x3A, 0x0F):
        return Decoded(r.pos - at, f"REX2 with opcode {name} (invalid)", name)
    if op in _SYSTEM_MAP1:
        return Decoded(r.pos - at, _SYSTEM_MAP1[op], name)
    if op in _MAP1_REL32:
        return _relative(r, at, 4 if not has66 else 2, "a conditional branch", has66)
    if op in _MAP1_NO_MODRM:
        return Decoded(r.pos - at, None, name)
    if op == 0x01:
        modrm = _modrm(r)
        if modrm >> 6 == 3:
            mandatory = any(p in prefixes for p in (0x66, 0xF2, 0xF3))
            if mandatory or modrm not in _0F01_ALLOWED:
                return Decoded(r.pos - at, f"a system instruction ({name} {modrm:02X}: hypervisor, enclave, "
                                           "monitor or privileged)", name)
        return Decoded(r.pos - at, None, name)
    if op in _MAP1_CONTROL_REGS:
        _modrm(r, force_register=True)
        return Decoded(r.pos - at, None, name)
    if op in _MAP1_MODRM_IMM8:
        _modrm(r)
        r.skip(1)
        return Decoded(r.pos - at, None, name)
    if op == 0x78 and (has66 or 0xF2 in prefixes):  # SSE4a extrq/insertq: two imm8
        _modrm(r)
        r.skip(2)
        return Decoded(r.pos - at, None, name)
    _modrm(r)
    return Decoded(r.pos - at, None, name)


def _vector(r: _Reader, at: int, kind: int) -> Decoded:
    if kind == 0xC5:
        r.byte()
        space, prefix = "VEX", 1
        w = False
    elif kind == 0xC4:
        p1, p2 = r.byte(), r.byte()
        space, prefix, w = "VEX", p1 & 0x1F, bool(p2 & 0x80)
    elif kind == 0x62:
        p0, p1, _p2 = r.byte(), r.byte(), r.byte()
        space, prefix, w = "EVEX", p0 & 0x07, bool(p1 & 0x80)
        pp = p1 & 3
    else:
        p1, _p2 = r.byte(), r.byte()
        space, prefix, w = "XOP", p1 & 0x1F, False
    op = r.byte()
    name = f"{space} map {prefix} {op:02X}"
    if space == "VEX" and prefix == 1 and op == 0x77:  # vzeroupper / vzeroall
        return Decoded(r.pos - at, None, name)
    imm = -1
    if space in ("VEX", "EVEX") and prefix == 1:
        imm = 1 if op in _MAP1_MODRM_IMM8 else 0
    elif space in ("VEX", "EVEX") and prefix == 2:
        imm = 0
    elif space in ("VEX", "EVEX") and prefix == 3:
        imm = 1
    elif space == "VEX" and prefix == 7 and op == 0xF8:  # URDMSR/UWRMSR imm32
        imm = 4
    elif space == "EVEX" and prefix in (5, 6):  # AVX512-FP16
        imm = 0
    elif space == "EVEX" and prefix == 4:  # APX promoted legacy instructions
        immz = 2 if pp == 1 and not w else 4
        imm = 1 if op in _MAP4_IMM8 else immz if op in _MAP4_IMMZ else 0
        if op in (0xF6, 0xF7):
            modrm = _modrm(r)
            if (modrm >> 3) & 7 in (0, 1):
                r.skip(1 if op == 0xF6 else immz)
            return Decoded(r.pos - at, None, name)
    elif space == "XOP" and prefix in (8, 9, 10):
        imm = {8: 1, 9: 0, 10: 4}[prefix]
    if imm < 0:
        return Decoded(r.pos - at, f"cannot check {name}", name)
    _modrm(r)
    r.skip(imm)
    return Decoded(r.pos - at, None, name)


# VEX map 1 opcodes whose L bit is part of the operation, not a vector length: the mask-register
# instructions (kand.., kmov.., kortest.., ...) and vzeroupper/vzeroall.
_VEX_L_NOT_A_LENGTH = frozenset({0x41, 0x42, 0x44, 0x45, 0x46, 0x47, 0x4A, 0x4B, 0x77, 0x90, 0x91, 0x92, 0x93,
                                 0x98, 0x99})


def _vector_length(code: bytes, at: int) -> int:
    """The vector length an instruction's VEX/EVEX/XOP prefix selects (128 without one)."""
    pos = at
    while pos < len(code) and code[pos] in _LEGACY_PREFIXES:
        pos += 1
    if pos + 3 >= len(code):
        return 128
    kind = code[pos]
    if kind == 0xC5:
        return 256 if code[pos + 1] & 0x04 and code[pos + 2] not in _VEX_L_NOT_A_LENGTH else 128
    if kind == 0xC4 or (kind == 0x8F and code[pos + 1] & 0x1F >= 8):
        if kind == 0xC4 and code[pos + 1] & 0x1F == 1 and code[pos + 3] in _VEX_L_NOT_A_LENGTH:
            return 128
        return 256 if code[pos + 2] & 0x04 else 128
    if kind == 0x62 and pos + 4 < len(code):
        p2 = code[pos + 3]
        if p2 & 0x10 and pos + 5 < len(code) and code[pos + 5] >> 6 == 3:
            return 512  # EVEX.b with register operands: rounding control, always 512 bits
        return {0: 128, 1: 256}.get((p2 >> 5) & 3, 512)
    return 128


def vector_bits(code: bytes) -> list[int]:
    """Per instruction of `code` (as `decode_all` splits it), the vector length it selects."""
    return [_vector_length(code, pos) for pos, d in decode_all(code) if d.refused is None]


def decode_all(code: bytes) -> list[tuple[int, Decoded]]:
    """Every instruction of `code` in order: (offset, Decoded); stops at the first refused one."""
    out: list[tuple[int, Decoded]] = []
    pos = 0
    while pos < len(code):
        d = decode(code, pos)
        out.append((pos, d))
        if d.refused is not None or d.length <= 0:
            break
        pos += d.length
    return out
