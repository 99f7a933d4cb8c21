"""The ISA self-check without LLVM: instances recorded by `tools/validate_isa_coverage.py --renamed
--record` (one agreeing spelling per syntax and opcode, every ISA extension, AT&T and Intel, with
xmm/ymm/zmm16-31, masks, broadcasts, rounding) replayed through the resolver, printer and encoder
and compared with what llvm-mc-19 answered: opcode, MC operands, printed text, encoding."""

from __future__ import annotations

import gzip
import json
import re
from collections import Counter
from pathlib import Path

import pytest
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.isa import load_isa
from mcalens.analysis.targets.x86.encode import encode, load_encoding_table
from mcalens.analysis.targets.x86.printer import print_inst
from mcalens.analysis.targets.x86.resolve import resolve

DATA = Path(__file__).parent / "data" / "isa_coverage.jsonl.gz"


def _rows(syntax: str) -> list[dict]:
    with gzip.open(DATA, "rt", encoding="utf-8") as handle:
        return [row for row in map(json.loads, handle) if row["syntax"] == syntax]


def _operands(mc, isa) -> list[str]:
    out = []
    for op in mc.operands:
        if hasattr(op, "value"):
            out.append(f"Imm:{op.value}")
        elif hasattr(op, "text"):
            continue
        else:
            out.append(f"Reg:{0 if op.name is None else isa.registers[op.name].number}")
    return out


@pytest.mark.parametrize("syntax", ["att", "intel"])
def test_recorded_instances_agree_with_llvm_mc(syntax: str) -> None:
    rows = _rows(syntax)
    assert len(rows) > 10000  # every opcode LLVM's matcher reaches, once per syntax
    isa = load_isa()
    table = load_encoding_table()
    header = ".intel_syntax noprefix\n" if syntax == "intel" else ""
    parsed = parse_text(header + "\n".join(row["text"] for row in rows))
    offset = 1 if header else 0
    by_line = {instr.span.line - offset: instr for instr in reversed(parsed.instructions)}
    wrong: Counter[str] = Counter()
    examples: list[str] = []
    for line, row in enumerate(rows):
        instr = by_line.get(line)
        mc = resolve(instr, isa)[0] if instr is not None else None
        if mc is None:
            problem = "rejected"
        elif mc.opcode != row["opcode"]:
            problem = f"opcode {mc.opcode}"
        elif _operands(mc, isa) != row["operands"]:
            problem = "operands"
        elif print_inst(mc, isa).replace("\t", " ").strip() != row["printed"]:
            problem = "printed"
        elif (encode(mc, table) or b"").hex() != row["encoding"]:
            problem = "encoding"
        else:
            continue
        wrong[problem.split()[0]] += 1
        if len(examples) < 10:
            examples.append(f"{row['text']!r} (llvm-mc: {row['opcode']} {row['printed']!r}): {problem}")
    assert not wrong, (dict(wrong), examples)


def test_recorded_instances_cover_the_hard_classes() -> None:
    """The record keeps the classes the issue listed: several zmm16-31, implicit operands, widths."""
    texts = {row["text"] for syntax in ("att", "intel") for row in _rows(syntax)}
    high = re.compile(r"[xyz]mm(?:1[6-9]|2\d|3[01])\b")
    assert sum(len(high.findall(text)) >= 2 for text in texts) > 1000
    opcodes = {row["opcode"] for syntax in ("att", "intel") for row in _rows(syntax)}
    for opcode in ("BLENDVPDrr0", "SHA256RNDS2rr", "INVLPGA64", "MOVSX64rr32", "VGATHERQPSZ128rm", "INT", "INT3"):
        assert opcode in opcodes, opcode
