"""Zcmp's push/pop (`cm.push {ra, s0-s1}, -32`, `cm.pop`, `cm.popret`, `cm.popretz`) and LLVM 22's
Xqccmp forms (`qc.cm.*`, `qc.cm.pushfp`): the register list and the stack adjustment as
RISCVAsmParser reads them (parseReglist, parseZcmpStackAdj), their McInst (the list's code and the
adjustment beyond the list's own stack, in bytes: the same in 19 and 22) and RISCVInstPrinter's text.

The adjustment a list allows: its registers' bytes (4 or 8 each, with XLEN) rounded up to 16, plus
0, 16, 32 or 48; negative for a push, positive for a pop. Refusals with llvm-mc's words and column
per release (recorded with llvm-mc-19/-22 -mattr=+zcmp, tests/golden_riscv/zcmp*.s): 19 words a bad
adjustment "stack adjustment is invalid ...; refer to Zc spec ..." at the number after its `-`
("invalid operand for instruction" without Zcmp), 22 "... must be a multiple of 16 bytes in the range
[lo, hi]" at the operand, with or without Zcmp. A list form neither release was checked on is
refused with the release's words for an invalid list."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from ...frontend.exprs import evaluate
from ...mcinst import Imm, McInst

# mnemonic -> opcode (the qc.cm forms exist in LLVM 22's ISA only)
OPCODES = {
    "cm.push": "CM_PUSH", "cm.pop": "CM_POP", "cm.popret": "CM_POPRET", "cm.popretz": "CM_POPRETZ",
    "qc.cm.push": "QC_CM_PUSH", "qc.cm.pushfp": "QC_CM_PUSHFP", "qc.cm.pop": "QC_CM_POP",
    "qc.cm.popret": "QC_CM_POPRET", "qc.cm.popretz": "QC_CM_POPRETZ",
}
_PUSHES = frozenset({"CM_PUSH", "QC_CM_PUSH", "QC_CM_PUSHFP"})
MNEMONIC_BY_OPCODE = {opcode: mnemonic for mnemonic, opcode in OPCODES.items()}

# The list's code (RISCVZC::RLISTENCODE) by its last register's number: ra 4, s0 5, s1 6, s2-s9 7-14,
# s11 15 (s10 alone is not a list: "{ra, s0-s10} ... is not supported").
_CODE_BY_LAST = {1: 4, 8: 5, 9: 6, **{18 + k: 7 + k for k in range(8)}, 27: 15}
_S_NAMES = {8: "s0", 9: "s1", **{18 + k: f"s{k + 2}" for k in range(10)}}
_TOKEN = re.compile(r"\s*([A-Za-z_.$][\w.$]*|\d\w*|\S)")
_ABI = {"ra": 1, "fp": 8, "s0": 8, "s1": 9, **{f"s{k}": 16 + k for k in range(2, 12)}}
_FORMS = "{ra [, s0[-sN]]} or {x1 [, x8[-x9][, x18[-xN]]]}"
_IDENTIFIER = re.compile(r"[A-Za-z_.$][\w.$]*")


@dataclass(frozen=True, slots=True)
class Refusal:
    column: int  # offset in the operand text
    message: str


def _register(name: str, abi: bool) -> int | None:
    """x1..x31 or (with `abi`) the ABI names a list may hold."""
    lower = name.lower()
    if lower.startswith("x") and lower[1:].isdigit() and int(lower[1:]) < 32 and str(int(lower[1:])) == lower[1:]:
        return int(lower[1:])
    return _ABI.get(lower) if abi else None


def _tokens(text: str) -> list[tuple[int, str]]:
    out: list[tuple[int, str]] = []
    at = 0
    while at < len(text):
        found = _TOKEN.match(text, at)
        if found is None:
            break
        out.append((found.start(1), found.group(1)))
        at = found.end()
    return out


def parse_list(text: str, llvm22: bool) -> tuple[int, int] | Refusal:
    """`{ra, s0-s2}` at the start of `text` -> (the list's code, the offset after its `}`), or llvm-mc's
    refusal. Written forms: `{ra}`, `{ra, s0}`, `{ra, s0-sN}` (`fp` for s0), and with x names `{x1}`,
    `{x1, x8}`, `{x1, x8-x9}`, `{x1, x8-x9, x18}`, `{x1, x8-x9, x18-xN}`: LLVM 22 holds a list to the
    family of its first register, 19 mixes them (its second range in x names only)."""
    tokens = _tokens(text)
    if not tokens or tokens[0][1] != "{":
        start = tokens[0][0] if tokens else len(text)
        return Refusal(start, f"operand must be {_FORMS}" if llvm22 else "register list must start with '{'")
    end = len(text)

    def token(index: int) -> tuple[int, str]:
        return tokens[index] if index < len(tokens) else (end, "")

    at, first = token(1)
    if _register(first, True) != 1:
        return Refusal(at, "register list must start from 'ra' or 'x1'")
    walk = _walk22 if llvm22 else _walk19
    found = walk(token, first.lower() == "ra")
    if isinstance(found, Refusal):
        return found
    last, position = found
    at, close = token(position)
    if last == 26:
        # `{ra, s0-s10}`: 19 stops at the token after the register, 22 at the list
        if llvm22:
            return Refusal(tokens[0][0], "invalid register list, '{ra, s0-s10}' or '{x1, x8-x9, x18-x26}' is not "
                                         "supported")
        return Refusal(at, "invalid register list, {ra, s0-s10} or {x1, x8-x9, x18-x26} is not supported")
    if close != "}":
        return Refusal(at, "expected ',' or '}'" if llvm22 else "register list must end with '}'")
    code = _CODE_BY_LAST.get(last)
    if code is None:
        # 19 takes any register as a range's end; one it has no list code for is no list
        return Refusal(tokens[0][0], "invalid register list")
    return code, at + 1


def _walk19(token: Callable[[int], tuple[int, str]], abi: bool) -> tuple[int, int] | Refusal:
    """LLVM 19's parseReglist after `{ra`: (the last register's number, the next token's index)."""
    last, position = 1, 2
    if token(position)[1] == ",":
        at, name = token(position + 1)
        number = _register(name, True)
        if number is None:
            return Refusal(at, "invalid register")
        if number != 8:
            return Refusal(at, "continuous register list must start from 's0' or 'x8'")
        last, position = 8, position + 2
    ranged = False
    if token(position)[1] == "-":
        at, name = token(position + 1)
        number = _register(name, True)
        if number is None:
            return Refusal(at, "invalid register")
        last, position, ranged = number, position + 2, True
    if token(position)[1] == ",":
        at, name = token(position + 1)
        if not ranged or last != 9:
            return Refusal(at, "first contiguous registers pair of register list must be 'x8-x9'")
        if not _IDENTIFIER.fullmatch(name):
            return Refusal(at, "invalid register")
        if _register(name, False) != 18:
            return Refusal(at, "second contiguous registers pair of register list must start from 'x18'")
        last, position = 18, position + 2
        if token(position)[1] == "-":
            at, name = token(position + 1)
            number = _register(name, False)
            if number is None:
                return Refusal(at, "invalid register")
            last, position = number, position + 2
    return last, position


def _walk22(token: Callable[[int], tuple[int, str]], abi: bool) -> tuple[int, int] | Refusal:
    """LLVM 22's parseReglist after `{ra` or `{x1` (`abi`: the list is in ABI names, which its other
    registers must then be, and it has one range at most)."""
    last, position = 1, 2
    if token(position)[1] != ",":
        return last, position
    at, name = token(position + 1)
    if _register(name, abi) != 8 or (abi and name.lower() not in ("s0", "fp")):
        return Refusal(at, "register must be 's0'" if abi else "register must be 'x8'")
    last, position = 8, position + 2
    if token(position)[1] == "-":
        at, name = token(position + 1)
        number = _register(name, abi) if (abi and name.lower().startswith("s")) or not abi else None
        if abi and (number is None or number == 8):
            return Refusal(at, "register must be in the range 's1' to 's11'")
        if not abi and number != 9:
            return Refusal(at, "register must be 'x9'")
        last, position = number or 9, position + 2
    if token(position)[1] != ",":
        return last, position
    at, name = token(position + 1)
    if abi or last != 9:
        return Refusal(at, "too many register ranges")
    if _register(name, False) != 18:
        return Refusal(at, "register must be 'x18'")
    last, position = 18, position + 2
    if token(position)[1] == "-":
        at, name = token(position + 1)
        number = _register(name, False)
        if number is None or not 19 <= number <= 27:
            return Refusal(at, "register must be in the range 'x19' to 'x27'")
        last, position = number, position + 2
    if token(position)[1] == ",":
        return Refusal(token(position + 1)[0], "too many register ranges")
    return last, position


def base_bytes(code: int, rv32: bool) -> int:
    """The stack the list's registers take, rounded up to 16 bytes (RISCVZC::getStackAdjBase)."""
    count = 13 if code == 15 else code - 3
    size = count * (4 if rv32 else 8)
    return (size + 15) // 16 * 16


def parse(opcode: str, text: str, rv32: bool, llvm22: bool, available: bool) -> McInst | Refusal:
    """The operands `text` (after the mnemonic) of a push/pop -> its McInst, or llvm-mc's refusal.
    `available`: the subtarget has the opcode's extension (19 words a bad adjustment generically
    without it)."""
    found = parse_list(text, llvm22)
    if isinstance(found, Refusal):
        if llvm22 and not available and found.message.startswith("operand must be {"):
            return Refusal(found.column, "invalid operand for instruction")  # the matcher's words without the extension
        return found
    code, after = found
    if opcode == "QC_CM_PUSHFP" and code < 5:
        return Refusal(len(text) - len(text.lstrip()), "register list must include 's0' or 'x8'")
    rest = text[after:]
    tokens = [(after + at, word) for at, word in _tokens(rest)]
    if not tokens:
        return Refusal(-1, "too few operands for instruction")  # -1: at the mnemonic
    if tokens[0][1] != ",":
        return Refusal(tokens[0][0], "invalid operand for instruction")
    tokens = tokens[1:]
    if not tokens:
        return Refusal(len(text), "unexpected token")
    operand_at = tokens[0][0]
    negative = tokens[0][1] == "-"
    if negative:
        tokens = tokens[1:]
    number_at, word = tokens[0] if tokens else (len(text), "")
    push = opcode in _PUSHES
    base = base_bytes(code, rv32)
    low, high = (-(base + 48), -base) if push else (base, base + 48)
    value = evaluate(word, {})[0] if word[:1].isdigit() else None
    if value is None:
        # not an integer token (`-(16)`, a symbol): refused at it
        if not available:
            return Refusal(number_at, "invalid operand for instruction")
        return Refusal(number_at, "stack adjustment is invalid for this instruction and register list" + (
            "" if llvm22 else "; refer to Zc spec for a detailed range of stack adjustment"))
    if len(tokens) > 1 and tokens[1][1] != ",":
        return Refusal(tokens[1][0], "unexpected token")
    signed = -value if negative else value
    if not (low <= signed <= high and signed % 16 == 0):
        if llvm22:
            return Refusal(operand_at, f"stack adjustment for register list must be a multiple of 16 bytes in the range "
                                       f"[{low}, {high}]")
        if not available:
            return Refusal(number_at, "invalid operand for instruction")
        return Refusal(number_at, "stack adjustment is invalid for this instruction and register list; refer to Zc "
                                  "spec for a detailed range of stack adjustment")
    if len(tokens) > 1:
        # a third operand: the matcher refuses it
        return Refusal(tokens[2][0] if len(tokens) > 2 else len(text), "invalid operand for instruction")
    return McInst(opcode, (Imm(code), Imm(abs(signed) - base)))


def print_list(code: int) -> str:
    """RISCVInstPrinter's register list: `{ra}`, `{ra, s0}`, `{ra, s0-s11}`."""
    if code == 4:
        return "{ra}"
    if code == 5:
        return "{ra, s0}"
    last = next(number for number, value in _CODE_BY_LAST.items() if value == code)
    return f"{{ra, s0-{_S_NAMES[last]}}}"


def print_inst(mc: McInst, rv32: bool) -> str | None:
    """`cm.push\t{ra, s0-s1}, -32`; None for another opcode or operands that are no list and adjustment."""
    mnemonic = MNEMONIC_BY_OPCODE.get(mc.opcode)
    if mnemonic is None or len(mc.operands) != 2:
        return None
    code, extra = mc.operands
    if not isinstance(code, Imm) or not isinstance(extra, Imm) or code.value not in _CODE_BY_LAST.values():
        return None
    total = base_bytes(code.value, rv32) + extra.value
    return f"{mnemonic}\t{print_list(code.value)}, {-total if mc.opcode in _PUSHES else total}"
