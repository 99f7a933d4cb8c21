"""llvm-mc 19's x86-64 refusals that the spelling tables cannot see: address registers, AVX-512
decorations, high-byte registers next to REX, and its words and column for an operand mismatch.

The spelling keys (spellings.py) say which operand *kinds* an opcode takes; they do not say that
`(%eax,%rbx)` mixes address sizes, that `{%k0}` is no write mask or that `%ah` cannot be encoded
with `%r8b`. These checks say it, in llvm-mc's words at llvm-mc's column (measured with
`tools/x86_rejects.py` against llvm-mc-19; docs/x86-syntax.md). Everything here is cheap and pure.
"""

from __future__ import annotations

import re

_LEGACY64 = ("rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "rsp")
GR64 = frozenset((*_LEGACY64, *(f"r{n}" for n in range(8, 32))))
GR32 = frozenset(
    ("eax", "ebx", "ecx", "edx", "esi", "edi", "ebp", "esp", *(f"r{n}d" for n in range(8, 32)))
)
GR16 = frozenset(("ax", "bx", "cx", "dx", "si", "di", "bp", "sp", *(f"r{n}w" for n in range(8, 32))))
GR8_HIGH = frozenset(("ah", "bh", "ch", "dh"))
_VECTOR_PREFIXES = ("xmm", "ymm", "zmm")
# Registers llvm-mc 19 does not know in 64-bit mode without MPX ("invalid register name").
UNKNOWN_IN_64BIT = frozenset(("bnd0", "bnd1", "bnd2", "bnd3"))

# Registers llvm-mc 19 refuses as a whole AT&T operand (the full parser says why).
REFUSED_OPERANDS = frozenset(("rip", "eiz", "riz", *UNKNOWN_IN_64BIT))

BAD_ADDRESS = "invalid base+index expression"
BAD_SCALE = "scale factor in address must be 1, 2, 4 or 8"


_GPR64 = frozenset({"rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "rsp", "rip", *(f"r{n}" for n in range(8, 32))})


def displacement_error(displacement: int, base: str | None, index: str | None) -> str | None:
    """llvm-mc's refusal of a numeric displacement beyond a signed 32-bit value in an address with a
    64-bit base or index register (%rip included); reported at the token after the `(`."""
    if (base in _GPR64 or index in _GPR64) and not -(1 << 31) <= displacement < 1 << 31:
        return f"displacement {displacement} is not within [-2147483648, 2147483647]"
    return None


def _index_ok(name: str) -> bool:
    return name in GR64 or name in GR32 or name in GR16 or name in ("eiz", "riz") or (
        name.startswith(_VECTOR_PREFIXES) and name[3:].isdigit()
    )


def address_error(base: str | None, index: str | None, scale: int | None) -> tuple[str, str] | None:
    """What llvm-mc 19 (64-bit mode) says about `(base,index,scale)` and where: ("base" | "index" |
    "scale", message), or None. `scale` is None where none was written. The order is llvm-mc's:
    %rip next to an index, the scale, then the base/index pair (reported at the base)."""
    if index is not None:
        if base == "rip":
            return "index", "%rip as base register can not have an index register"
        if index == "rip":
            return "index", "%rip is not allowed as an index register"
        if scale is not None:
            if base in GR16 and scale != 1:
                return "scale", "scale factor in 16-bit address must be 1"
            if scale not in (1, 2, 4, 8):
                return "scale", BAD_SCALE
    if base is not None and not (base in GR64 or base in GR32 or base in GR16 or base in ("rip", "eip")):
        return "base", BAD_ADDRESS
    if index is None:
        return ("base", "invalid 16-bit base register") if base in GR16 else None
    if not _index_ok(index) or base in ("rip", "eip") or index in ("eip", "esp", "rsp"):
        return "base", BAD_ADDRESS
    if base in GR16:
        return "base", "invalid 16-bit base register"
    if base is None:
        if index in GR16:
            return "base", "16-bit memory operand may not include only index register"
        return None
    if base in GR64 and (index in GR32 or index in GR16 or index == "eiz"):
        return "base", "base register is 64-bit, but index register is not"
    if base in GR32 and (index in GR64 or index in GR16 or index == "riz"):
        return "base", "base register is 32-bit, but index register is not"
    return None


def sixteen_bit(base: str | None, index: str | None) -> bool:
    """A 16-bit address: valid in 32-bit mode (bx/bp + si/di), refused in 64-bit mode. The parser
    leaves it to resolve, which knows the mode (`address_error` then applies)."""
    return base in GR16 or (base is None and index in GR16)


def operand_columns(text: str) -> tuple[int, int | None]:
    """Offsets in an AT&T memory operand's text of llvm-mc's base location (after the `(`) and of
    the scale (None when none is written)."""
    paren = text.rfind("(")
    inner = text[paren + 1 :]
    first = inner.find(",")
    second = inner.find(",", first + 1) if first >= 0 else -1
    if second < 0:
        return paren + 1, None
    scale = paren + 2 + second
    while scale < len(text) and text[scale] in " \t":
        scale += 1
    return paren + 1, scale


def plain_address(base: str | None, index: str | None) -> bool:
    """True for the base/index pairs of ordinary 64-bit code (the fast path's test: anything else
    goes to the full parser, which checks it)."""
    if base is None or base in GR64 or base == "rip":
        return index is None or (index in GR64 and index != "rsp" and base != "rip")
    if base in GR32 or base == "eip":
        return index is None or (index in GR32 and index != "esp" and base != "eip")
    return False


# ----------------------------------------------------------------------------------------------
# Operand mismatches: llvm-mc's matcher, replayed over the spelling keys.
#
# llvm-mc's AT&T operand list is the mnemonic, then the operands as written, with AVX-512
# decorations as operands of their own: `{`, the mask register, `}`, `{z}`, `{1to8}` after its
# memory operand, `{rn-sae}`/`{sae}` where written. Every form of the mnemonic is tried; the error
# names the operand where the form that got furthest stopped ("too few operands" when one ran out
# of operands). A mnemonic that matched nothing is retried with each size suffix (b, w, l, q;
# s, l, t for x87 `f...`), and how many of those matched decides the words.

_ROUNDING = ("{rn-sae}", "{rd-sae}", "{ru-sae}", "{rz-sae}")


def _split_top(text: str, start: int) -> list[tuple[int, int]]:
    """(start, end) of each comma-separated piece of text[start:] outside () and {}, trimmed."""
    out = []
    depth = 0
    begin = start
    for index in range(start, len(text) + 1):
        char = text[index] if index < len(text) else ","
        if char in "({":
            depth += 1
        elif char in ")}":
            depth -= 1
        elif char == "," and depth <= 0:
            left, right = begin, index
            while left < right and text[left] in " \t":
                left += 1
            while right > left and text[right - 1] in " \t":
                right -= 1
            out.append((left, right))
            begin = index + 1
    if len(out) == 1 and out[0][0] == out[0][1]:
        return []
    return out


def llvm_operands(text: str, operand_start: int, operands: list, tokens: list[str]) -> list[tuple[str, int]] | None:
    """llvm-mc's operand list after the mnemonic: (token, offset in `text`) per entry. `operands`
    and `tokens` are the parsed operands and their spelling tokens; None when the text does not
    split into them (then the caller falls back to the mnemonic's column)."""
    entries: list[tuple[str, int]] = []
    position = 0
    for left, right in _split_top(text, operand_start):
        piece = text[left:right]
        decorations: list[tuple[str, int]] = []
        body_end = right
        while body_end > left and text[body_end - 1] == "}":
            open_at = text.rfind("{", left, body_end - 1)
            if open_at < 0:
                return None
            decorations.append((text[open_at + 1 : body_end - 1].strip().lower(), open_at))
            body_end = open_at
            while body_end > left and text[body_end - 1] in " \t":
                body_end -= 1
        decorations.reverse()
        if body_end > left:
            if position >= len(tokens):
                return None
            token = tokens[position]
            position += 1
            entries.append((token.partition("{")[0], left))
        elif not decorations or piece.strip() == "":
            return None
        for word, at in decorations:
            if word in ("rn-sae", "rd-sae", "ru-sae", "rz-sae"):
                entries.append(("{rnd}", at))
            elif word == "sae":
                entries.append(("{sae}", at))
            elif word == "z":
                entries.append(("{z}", at))
            elif word.startswith("1to"):
                entries.append(("{" + word + "}", at))
            else:
                close = text.find("}", at)
                entries.append(("{", close))  # llvm-mc places its `{` token at the `}`
                entries.append(("k", at))
                entries.append(("}", close))
    if position != len(tokens):
        return None
    return entries


def formal_operands(key_tokens: list[str], deco: str) -> list[str]:
    """The operand classes of one spelling key in llvm-mc's order (see llvm_operands)."""
    out: list[str] = []
    for token in key_tokens:
        body, _, broadcast = token.partition("{")
        out.append(body)
        if broadcast:
            out.append("{" + broadcast + "}")
    if "s" in deco or "r" in deco:
        # AT&T: the rounding operand comes first, after an immediate or a general register source
        # (`vrangesd $3, {sae}, ...`, `vcvtsi2ss %rsi, {rd-sae}, ...`)
        first = key_tokens[0] if key_tokens else ""
        at = 1 if first[:1] in ("i", "u", "o", "r", "e", "=") and first not in ("rip",) else 0
        out.insert(min(at, len(out)), "{sae}" if "s" in deco else "{rnd}")
    if "k" in deco:
        out += ["{", "k", "}"]
    if "z" in deco:
        out.append("{z}")
    return out


# ----------------------------------------------------------------------------------------------
# AVX-512 decorations after an operand, read in llvm-mc's order.

_BROADCASTS = frozenset(("1to2", "1to4", "1to8", "1to16", "1to32"))
_MASKS = frozenset(f"k{n}" for n in range(8))


def decoration_error(line: str, groups: list[tuple[int, int]], registers: frozenset[str]) -> tuple[str, int] | None:
    """llvm-mc's error for the `{...}` groups trailing one AT&T operand (the `{` and `}` column of
    each, in order), as (message, column), or None when it takes them: `{1toN}` alone, `{%kN}`,
    `{%kN}{z}`, `{z}{%kN}`, or `{z}` alone (which llvm-mc ignores); `kN` may be written without `%`."""
    words = [line[open_at + 1 : close].strip(" \t") for open_at, close in groups]
    first = words[0]
    if first[:1].isdigit():
        if not first.startswith("1") or not first[1:2].isalpha() or not first.startswith("1to"):
            return "Expected 1to<NUM> at this point", groups[0][0] + 1
        if first not in _BROADCASTS:
            # at the `o` of `1to3`: llvm-mca-19's column (llvm-mc-19 says one column earlier)
            return "Invalid memory broadcast primitive.", groups[0][0] + 3
        if len(groups) > 1:
            return "unexpected token in argument list", groups[1][0]
        return None
    at = 0
    zeroing = first.lower() == "z"
    if zeroing:
        at = 1
        if len(groups) == 1:
            return None
    # an op-mask register: llvm-mc reads it as any register, where the `%` is optional (`{k1}` is
    # `{%k1}`, as LLVM's own tests and much hand-written code write it)
    word = words[at]
    open_at, close = groups[at]
    inside = line[open_at + 1 : close]
    register_at = open_at + 1 + len(inside) - len(inside.lstrip(" \t"))
    bare = not word.startswith("%")
    if bare and not (word[:1].isalpha() or word[:1] == "_"):
        return "invalid register name", register_at  # no identifier where the register belongs
    name = (word if bare else word[1:]).strip(" \t").lower()
    if name.startswith("st") and name[2:].strip(" \t").startswith("("):
        name = "st"  # %st(1): a register, but no mask
    if name not in registers or name in UNKNOWN_IN_64BIT:
        return "invalid register name", register_at
    if name not in _MASKS:
        return "Expected an op-mask register at this point", close
    if name == "k0":
        return "Register k0 can't be used as write mask", register_at
    at += 1
    if not zeroing and at < len(groups):
        if words[at].lower() != "z":
            open_at, close = groups[at]
            inner = line[open_at + 1 : close]
            return "Expected a {z} mark at this point", open_at + 1 + (len(inner) - len(inner.lstrip()))
        at += 1
    if at < len(groups):
        return "unexpected token in argument list", groups[at][0]
    return None


_MASK_OR_ZEROING = re.compile(r"\{[ \t]*(?:%|[kK][0-7][ \t]*\}|[zZ][ \t]*\})")
_ROUNDING_GROUP = re.compile(r"\{[ \t]*(?:r[nduz]-)?sae[ \t]*\}", re.I)
_ROUNDING_MISPLACED = re.compile(r"\{[ \t]*(?:r[nduz]-)?sae[ \t]*\}[ \t]*(?:,[ \t]*\$|$)", re.I)


def matcher_only(text: str) -> bool:
    """Decorations the parser keeps but no form of llvm-mc's has: a write mask or `{z}` on an
    operand other than the last, or two rounding operands (resolve refuses these; llvm_failure
    finds the operand llvm-mc names)."""
    last = text.rfind(",")
    if last >= 0 and _MASK_OR_ZEROING.search(text) and not _MASK_OR_ZEROING.search(text, last):
        return True
    rounding = _ROUNDING_GROUP.findall(text)
    # two rounding operands; one last, or before an immediate (no form has it there)
    return len(rounding) > 1 or (len(rounding) == 1 and _ROUNDING_MISPLACED.search(text) is not None)


_HIGH_REGS = frozenset(("AH", "BH", "CH", "DH"))
_REX_BYTE_REGS = frozenset(("SPL", "BPL", "SIL", "DIL"))


def _needs_rex(name: str) -> bool:
    """LLVM's extended registers of x86-64 (R8-R15 at every width, xmm/ymm/zmm 8-15 and 24-31,
    CR8-15, DR8-15) and the REX-only byte registers."""
    if name in _REX_BYTE_REGS:
        return True
    if name[:1] == "R" and name[1:2].isdigit():
        number = int(name[1:].rstrip("DWB") or 0)
        return 8 <= number <= 15
    if name[:3] in ("XMM", "YMM", "ZMM") and name[3:].isdigit():
        return int(name[3:]) % 16 >= 8
    if name[:2] in ("CR", "DR") and name[2:].isdigit():
        return int(name[2:]) >= 8
    return False


def rex_conflict(mc: object, tsflags: int | None) -> str | None:
    """The high-byte register (`ah`) of a legacy-encoded instruction that needs a REX prefix (REX.W,
    or an extended or REX-only byte register beside it): llvm-mc refuses it. None when fine."""
    if tsflags is None or (tsflags >> 29) & 3:  # VEX/XOP/EVEX carry no REX byte
        return None
    high = None
    rex = bool(tsflags & (1 << 17))  # REX.W
    for operand in mc.operands:  # type: ignore[attr-defined]
        name = getattr(operand, "name", None)
        if not name:
            continue
        if name in _HIGH_REGS:
            high = name
        elif _needs_rex(name):
            rex = True
    return high.lower() if high is not None and rex else None
