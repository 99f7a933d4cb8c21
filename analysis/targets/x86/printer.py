"""Instruction printer: McInst -> the text LLVM 19's x86 MCInstPrinter produces (AT&T or Intel).

llvm-mca's views print every instruction with MCInstPrinter. We reproduce it from observations in
isa.json: the exporter printed each opcode with known marker operands (and with a negative
immediate, every condition code, and every immediate that selects a different mnemonic such as
`vcmpeqps`). Here each observation becomes a template: literal text with slots where the marker
operands appeared. Printing fills the slots using LLVM's operand formatting rules (registers,
immediates in decimal or `-print-imm-hex` form, masked 8/16/32-bit immediates, memory references).
Templates are built lazily per opcode and cached on the Isa.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...isa import Isa
from ...mcinst import Expr, Imm, McInst, McOperand, Reg
from .spellings import memory_chunks, parse_mc_operand

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from typing import Any

# Template pieces: a literal string, or a slot tuple:
#   ("reg", index)            register operand
#   ("imm", index, mask)      immediate, printed after `value & mask` (mask 0 = as is)
#   ("mem", index, length)    memory reference from `length` MC operands starting at `index`
#   ("rc", index)             AVX-512 rounding control `{rn-sae}`
#   ("expr", index)           symbolic operand (branch target)
if TYPE_CHECKING:
    Piece = str | tuple[Any, ...]

_ROUNDING_NAMES = ("{rn-sae}", "{rd-sae}", "{ru-sae}", "{rz-sae}")
# LLVM prints prefix flags in this order (X86InstPrinterCommon::printInstFlags).
_FLAG_ORDER = (2, 16, 32, 4, 8, 256, 512, 1024, 2048, 4096, 8192)


@dataclass(frozen=True, slots=True)
class OpcodeTemplates:
    """How one opcode prints: its default template and the ones an operand value selects."""

    default: tuple[Piece, ...] | None
    by_value: dict[int, tuple[Piece, ...]]  # condition code or mnemonic-selecting immediate
    selector: int  # MC operand index whose value picks from by_value (-1: none)


_VARIANT = re.compile(r"@([A-Za-z_]+)")
_LOWERCASE_VARIANTS = frozenset({"tlsdesc", "tlscall"})


def expression_text(text: str) -> str:
    """An expression as MCExpr prints it: no blanks, relocation variants upper-case (`@TPOFF`)."""
    text = "".join(text.split())
    if "@" in text:
        text = _VARIANT.sub(
            lambda m: (
                "@"
                + (m.group(1).lower() if m.group(1).lower() in _LOWERCASE_VARIANTS else m.group(1).upper())
            ),
            text,
        )
    return text


class _Renderer:
    """Formats operands exactly as the AT&T (syntax "att") or Intel printer does."""

    def __init__(self, isa: Isa, syntax: str, imm_hex: bool) -> None:
        self.isa = isa
        self.intel = syntax == "intel"
        self.imm_hex = imm_hex

    def number(self, value: int) -> str:
        if not self.imm_hex:
            return str(value)
        if value < 0:
            return f"-0x{-value:x}"
        return f"0x{value:x}"

    def register(self, name: str | None) -> str:
        if not name:
            return ""
        info = self.isa.registers.get(name)
        asm = info.asm_name if info is not None and info.asm_name else name.lower()
        return asm if self.intel else "%" + asm

    def immediate(self, value: int, mask: int) -> str:
        if mask:
            value &= mask
        text = self.number(value)
        return text if self.intel else "$" + text

    def operand(self, op: McOperand) -> str:
        if isinstance(op, Reg):
            return self.register(op.name)
        if isinstance(op, Imm):
            return self.number(op.value)
        return expression_text(op.text)

    def memory(self, ops: list[McOperand]) -> str:
        if len(ops) == 5:
            return self._memory5(*ops)
        if len(ops) == 2:
            first, segment = ops
            seg = self._segment(segment)
            if isinstance(first, Reg):
                inner = self.register(first.name)
                return f"{seg}[{inner}]" if self.intel else f"{seg}({inner})"
            disp = self.operand(first)
            return f"{seg}[{disp}]" if self.intel else f"{seg}{disp}"
        if len(ops) == 1:
            inner = self.operand(ops[0])
            return f"[{inner}]" if self.intel else f"({inner})"
        return ""

    def _segment(self, segment: McOperand) -> str:
        if isinstance(segment, Reg) and segment.name:
            return self.register(segment.name) + ":"
        return ""

    def _memory5(
        self, base: McOperand, scale: McOperand, index: McOperand, disp: McOperand, segment: McOperand
    ) -> str:
        base_name = base.name if isinstance(base, Reg) else None
        index_name = index.name if isinstance(index, Reg) else None
        scale_value = scale.value if isinstance(scale, Imm) else 1
        out = self._segment(segment)
        if self.intel:
            out += "["
            need_plus = False
            if base_name:
                out += self.register(base_name)
                need_plus = True
            if index_name:
                if need_plus:
                    out += " + "
                if scale_value != 1:
                    out += f"{scale_value}*"
                out += self.register(index_name)
                need_plus = True
            if isinstance(disp, Imm):
                value = disp.value
                if value or (not base_name and not index_name):
                    if need_plus:
                        if value > 0:
                            out += " + "
                        else:
                            out += " - "
                            value = -value
                    out += self.number(value)
            else:
                if need_plus:
                    out += " + "
                out += self.operand(disp)
            return out + "]"
        if isinstance(disp, Imm):
            if disp.value or (not base_name and not index_name):
                out += self.number(disp.value)
        else:
            out += self.operand(disp)
        if base_name or index_name:
            out += "("
            if base_name:
                out += self.register(base_name)
            if index_name:
                out += "," + self.register(index_name)
                if scale_value != 1:
                    out += f",{scale_value}"
            out += ")"
        return out


def _derive(
    isa: Isa,
    opcode: str,
    ops_text: list[str],
    printed: str,
    intel: bool,
    masks: dict[int, int],
    optional: int = -1,
) -> tuple[Piece, ...] | None:
    """Replaces each marker operand's rendering in `printed` with a slot; None when one is missing."""
    ops = [parse_mc_operand(text) for text in ops_text]
    renderer = _Renderer(isa, "intel" if intel else "att", False)
    info = isa.opcodes.get(opcode)
    types = [op.operand_type for op in info.operands] if info else []
    chunks = memory_chunks(isa, opcode, len(ops))
    # (rendered text, slot, is_word) in replacement order: memory first, then the rest.
    wanted: list[tuple[str, tuple[Any, ...]]] = []
    covered: set[int] = set()
    for start, length in chunks.items():
        if all(isinstance(op, Reg) and not op.name for op in ops[start : start + length]):
            covered.update(range(start, start + length))
            continue
        wanted.append((renderer.memory(ops[start : start + length]), ("mem", start, length)))
        covered.update(range(start, start + length))
    seen_regs: set[str] = set()
    for index, op in enumerate(ops):
        if index in covered:
            continue
        operand_type = types[index] if index < len(types) else 0
        if isinstance(op, Reg):
            if op.name and op.name not in seen_regs:
                seen_regs.add(op.name)
                wanted.append((renderer.register(op.name), ("reg", index)))
        elif isinstance(op, Imm):
            if operand_type == 14:
                continue
            if operand_type == 13:
                if 0 <= op.value < 4:
                    wanted.append((_ROUNDING_NAMES[op.value], ("rc", index)))
                continue
            mask = masks.get(index, 0)
            wanted.append((renderer.immediate(op.value, mask), ("imm", index, mask)))
        elif isinstance(op, Expr):
            wanted.append((op.text, ("expr", index)))
    pieces: list[Piece] = [printed]
    for rendered, slot in wanted:
        if not rendered:
            continue
        if slot[0] in ("reg", "imm", "expr"):
            # Whole-token match: `%xmm1` must not match inside `%xmm11`, `3` not inside `132`.
            pattern = re.compile(r"(?<![\w.$%])" + re.escape(rendered) + r"(?![\w(])")
        else:
            pattern = re.compile(re.escape(rendered))
        found = False
        new_pieces: list[Piece] = []
        for piece in pieces:
            if found or not isinstance(piece, str):
                new_pieces.append(piece)
                continue
            match = pattern.search(piece)
            if match is None:
                new_pieces.append(piece)
                continue
            found = True
            if match.start():
                new_pieces.append(piece[: match.start()])
            new_pieces.append(slot)
            if match.end() < len(piece):
                new_pieces.append(piece[match.end() :])
        if not found and slot[0] != "reg" and slot[1] != optional:
            return None
        pieces = new_pieces
    return tuple(pieces)


def _mask_from_negative(
    marker: list[str], negative: list[str] | None, neg_text: str | None
) -> dict[int, int]:
    """The printed form of -3 tells how an immediate operand is printed: as is, or masked."""
    if not negative or not neg_text:
        return {}
    for index, (a, b) in enumerate(zip(marker, negative, strict=False)):
        if a != b and b == "I:-3":
            for mask in (0xFF, 0xFFFF, 0xFFFFFFFF):
                if re.search(r"(?<![\w])" + str(-3 & mask) + r"(?![\w])", neg_text):
                    return {index: mask}
            return {}
    return {}


def _templates(isa: Isa, opcode: str, syntax: str) -> OpcodeTemplates | None:
    cache: dict[tuple[str, str], OpcodeTemplates | None] = isa.cache.setdefault("printer", {})
    key = (opcode, syntax)
    if key in cache:
        return cache[key]
    row = isa.print_data.get(opcode)
    result = None
    if row is not None:
        result = _build_templates(isa, row, syntax == "intel")
    cache[key] = result
    return result


def _build_templates(isa: Isa, row: list[Any], intel: bool) -> OpcodeTemplates:
    name, marker, att, intel_text, negative, neg_att, neg_intel, alternates = row
    text = intel_text if intel else att
    neg_text = neg_intel if intel else neg_att
    masks = _mask_from_negative(marker, negative, neg_text)
    info = isa.opcodes.get(name)
    cond_index = -1
    if info is not None:
        for index, op in enumerate(info.operands):
            if op.operand_type == 14:
                cond_index = index
                break
    by_value: dict[int, tuple[Piece, ...]] = {}
    selector = -1
    default = None
    if alternates and cond_index >= 0:
        selector = cond_index
        for value, alt_att, alt_intel in alternates:
            ops = list(marker)
            ops[cond_index] = f"I:{value}"
            template = _derive(isa, name, ops, alt_intel if intel else alt_att, intel, masks)
            if template is not None:
                by_value[value] = template
        default = by_value.get(int(marker[cond_index][2:]))
    elif alternates and negative is not None:
        # Mnemonic-selecting immediate: the negative print shows the generic spelling.
        selector = next(
            (
                i
                for i in range(len(marker) - 1, -1, -1)
                if marker[i].startswith("I:") and marker[i] != negative[i]
            ),
            -1,
        )
        last_imm = _last_immediate(isa, name, marker)
        selector = last_imm if last_imm >= 0 else selector
        for value, alt_att, alt_intel in alternates:
            ops = list(marker)
            ops[selector] = f"I:{value}"
            template = _derive(isa, name, ops, alt_intel if intel else alt_att, intel, {}, selector)
            if template is not None:
                by_value[value] = template
        generic_ops = list(marker)
        generic_ops[selector] = "I:-3"
        default = _derive(isa, name, generic_ops, neg_text, intel, masks) if neg_text else None
    else:
        default = _derive(isa, name, list(marker), text, intel, masks)
    return OpcodeTemplates(default, by_value, selector)


def _last_immediate(isa: Isa, opcode: str, marker: list[str]) -> int:
    info = isa.opcodes.get(opcode)
    chunks = memory_chunks(isa, opcode, len(marker))
    inside = {i for start, length in chunks.items() for i in range(start, start + length)}
    for index in range(len(marker) - 1, -1, -1):
        if index in inside or not marker[index].startswith("I:"):
            continue
        if info is not None and index < len(info.operands) and info.operands[index].operand_type in (13, 14):
            continue
        return index
    return -1


def _fill(pieces: tuple[Piece, ...], inst: McInst, renderer: _Renderer) -> str:
    out = []
    ops = inst.operands
    for piece in pieces:
        if isinstance(piece, str):
            out.append(piece)
            continue
        kind = piece[0]
        index = piece[1]
        if index >= len(ops):
            continue
        op = ops[index]
        if kind == "reg":
            if isinstance(op, Reg) and op.name and op.name[:2] == "ST" and op.name[2:].isdigit():
                # x87 stack operands print as st(N), even st(0) (printSTiRegister).
                out.append(f"st({op.name[2:]})" if renderer.intel else f"%st({op.name[2:]})")
            else:
                out.append(renderer.operand(op) if not isinstance(op, Reg) else renderer.register(op.name))
        elif kind == "imm":
            if isinstance(op, Imm):
                out.append(renderer.immediate(op.value, piece[2]))
            elif renderer.intel and piece[2] == 0xFF:
                out.append(renderer.operand(op))  # printU8Imm prints an expression bare
            elif renderer.intel:
                out.append("offset " + renderer.operand(op))  # X86IntelInstPrinter on expressions
            else:
                out.append("$" + renderer.operand(op))
        elif kind == "mem":
            out.append(renderer.memory(list(ops[index : index + piece[2]])))
        elif kind == "rc":
            value = op.value if isinstance(op, Imm) else 0
            out.append(_ROUNDING_NAMES[value & 3])
        else:
            out.append(renderer.operand(op))
    return "".join(out)


def _flag_prefix(isa: Isa, flags: int, intel: bool, text: str) -> str:
    prefixes = isa.flag_prefixes
    out = ""
    for bit in _FLAG_ORDER:
        if not flags & bit:
            continue
        if bit == 8 and flags & 4:
            continue  # repne wins over rep
        pair = prefixes.get(str(bit))
        if not pair:
            continue
        prefix = pair[1] if intel else pair[0]
        if text.startswith(prefix.strip() + "\t"):
            continue  # the opcode prints this prefix itself (e.g. LCMPXCHG8's lock)
        out += prefix
    return out


# AAD8i8/AAM8i8 with base 10 print as the bare mnemonic, in both syntaxes; the templates were
# recorded in 64-bit mode, where these aliases (and the opcodes) do not exist.
_BASE_TEN_ALIASES = {"AAD8i8": "aad", "AAM8i8": "aam"}


def print_inst(inst: McInst, isa: Isa, *, syntax: str = "att", imm_hex: bool = False, mode: int = 64) -> str:
    """`inst` as LLVM 19's MCInstPrinter prints it (leading whitespace trimmed, as llvm-mca shows).
    mode=32: as in 32-bit mode, where the AT&T printer's 64-bit-only `callq` spelling of
    CALLpcrel32 is `calll` (the printer templates are recorded in 64-bit mode)."""
    if mode == 32 and inst.opcode == "CALLpcrel32" and syntax != "intel":
        return print_inst(inst, isa, syntax=syntax, imm_hex=imm_hex).replace("callq", "calll", 1)
    if mode == 32 and inst.opcode in _BASE_TEN_ALIASES and [getattr(op, "value", 0) for op in inst.operands] == [10]:
        return _BASE_TEN_ALIASES[inst.opcode]  # LLVM's print aliases `aad`/`aam` (Not64BitMode)
    intel = syntax == "intel"
    renderer = _Renderer(isa, syntax, imm_hex)
    templates = _templates(isa, inst.opcode, "intel" if intel else "att")
    text = None
    if templates is not None:
        pieces = templates.default
        if templates.selector >= 0 and templates.selector < len(inst.operands):
            value = inst.operands[templates.selector]
            if isinstance(value, Imm) and value.value in templates.by_value:
                pieces = templates.by_value[value.value]
        if pieces is not None:
            text = _fill(pieces, inst, renderer)
    if text is None:
        text = _fallback(inst, renderer)
    if inst.flags:
        # APX no-flags opcodes print `{nf}` as part of the instruction, before the flag prefixes.
        lead = "{nf}\t" if text.startswith("{nf}\t") else ""
        body = text[len(lead) :]
        text = lead + (_flag_prefix(isa, inst.flags, intel, body) + "\t" + body).lstrip(" \t")
    return text


def has_template(inst: McInst, isa: Isa) -> bool:
    """Whether `print_inst` prints `inst` from LLVM's recorded text rather than the best-effort
    fallback (which is not llvm-mc's text: machine-code input refuses such an instruction)."""
    templates = _templates(isa, inst.opcode, "att")
    if templates is None:
        return False
    if templates.selector >= 0 and templates.selector < len(inst.operands):
        value = inst.operands[templates.selector]
        if isinstance(value, Imm) and value.value in templates.by_value:
            return True
    return templates.default is not None


def _fallback(inst: McInst, renderer: _Renderer) -> str:
    """Best effort for opcodes without a template: opcode name and operands."""
    rendered = [renderer.operand(op) for op in inst.operands if not (isinstance(op, Reg) and not op.name)]
    return inst.opcode.lower() + ("\t" + ", ".join(rendered) if rendered else "")
