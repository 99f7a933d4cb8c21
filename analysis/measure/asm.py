"""A tiny assembler: AT&T text -> bytes at a fixed address, using mcalens' own parser, resolver
and encoder (byte-exact with llvm-mc-19).

Labels are resolved for direct branches (rel8 or rel32 forms) and for `movabsq $label, %reg`.
Anything that fails to resolve or encode raises AsmError with the line: harness text is ours,
so a failure is a bug, never user input.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..frontend.parse import parse_text
from ..frontend.syntax import Instruction, Label
from ..mcinst import Expr, Imm, McInst
from ..targets.x86.encode import encode, load_encoding_table
from ..targets.x86.resolve import resolve


class AsmError(Exception):
    pass


@dataclass(frozen=True, slots=True)
class Assembled:
    code: bytes
    origin: int
    labels: dict[str, int]  # absolute addresses


def _isa():  # type: ignore[no-untyped-def]
    from ..api import _isa as isa

    return isa()


# Branch opcodes whose displacement is the trailing 1 or 4 bytes of the encoding.
def pcrel_width(opcode: str) -> int:
    """Bytes of trailing pc-relative displacement of a direct branch opcode, else 0."""
    if opcode in ("JCC_1", "JMP_1", "LOOP", "LOOPE", "LOOPNE", "JECXZ", "JRCXZ"):
        return 1
    if opcode in ("JCC_4", "JMP_4", "CALL64pcrel32"):
        return 4
    if opcode in ("JCC_2", "JMP_2"):
        return 2
    return 0


def assemble(parts: str | list[str | bytes], origin: int) -> Assembled:
    """Assemble text (and raw byte strings between text parts) to run at address `origin`."""
    isa = _isa()
    table = load_encoding_table()
    if table is None:
        raise AsmError("no encoding table")
    items: list[tuple[McInst | None, bytes, Instruction | None] | str] = []
    for part in [parts] if isinstance(parts, str) else parts:
        if isinstance(part, bytes):
            items.append((None, part, None))
        else:
            _text_items(part, isa, table, items)
    return _place(items, origin)


def _text_items(text: str, isa: object, table: object, items: list) -> None:  # type: ignore[type-arg]
    parsed = parse_text(text)
    if parsed.diagnostics:
        raise AsmError(f"harness text does not parse: {parsed.diagnostics[0].message}")
    for st in parsed.statements:
        if isinstance(st, Label):
            items.append(st.name)
        elif isinstance(st, Instruction):
            mc, diags = resolve(st, isa)
            if mc is None:
                raise AsmError(f"line {st.span.line + 1}: {st.text}: {diags[0].message if diags else '?'}")
            relax = any(isinstance(op, Expr) for op in mc.operands) and pcrel_width(mc.opcode) == 1
            code = encode(mc, table, relax=relax)
            if code is None:
                raise AsmError(f"line {st.span.line + 1}: {st.text}: cannot encode")
            if relax:
                mc = McInst(mc.opcode.replace("_1", "_4"), mc.operands, mc.flags)
            items.append((mc, code, st))


def _place(items: list, origin: int) -> Assembled:  # type: ignore[type-arg]
    table = load_encoding_table()
    labels: dict[str, int] = {}
    addr = origin
    for item in items:
        if isinstance(item, str):
            labels[item] = addr
        else:
            addr += len(item[1])
    out = bytearray()
    for item in items:
        if isinstance(item, str):
            continue
        mc, code, st = item
        if mc is None or st is None:
            out += code
            continue
        end = origin + len(out) + len(code)
        exprs = [op for op in mc.operands if isinstance(op, Expr)]
        if exprs:
            name = exprs[0].text
            if name not in labels:
                raise AsmError(f"line {st.span.line + 1}: unknown label {name}")
            width = pcrel_width(mc.opcode)
            if width:
                disp = labels[name] - end
                code = code[:-width] + disp.to_bytes(width, "little", signed=True)
            elif mc.opcode == "MOV64ri":
                mc2 = McInst(mc.opcode, tuple(Imm(labels[name]) if isinstance(op, Expr) else op
                                              for op in mc.operands), mc.flags)
                re = encode(mc2, table)  # type: ignore[arg-type]
                if re is None or len(re) != len(code):
                    raise AsmError(f"line {st.span.line + 1}: cannot place label {name}")
                code = re
            else:
                raise AsmError(f"line {st.span.line + 1}: labels only in branches and movabsq")
        out += code
    return Assembled(bytes(out), origin, labels)
