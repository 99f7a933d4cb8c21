"""AArch64 syntax beyond compiler output, end to end against llvm-mca-19's recorded output.

`tests/golden_aarch64/syntax/<cpu>/<case>.s` are hand-written inputs (SME/SME2 operands, streaming
mode switches, system instructions, `.req`/`.unreq` aliases, numeric local labels llvm-mca prints as
`.LtmpN`, SVE `mov`/`dupm`, `.arch`/`.cpu` errors, immediates out of range in LLVM's words) on neoverse-v2, apple-m4 (SME, without scheduling
data for it) and cortex-a55, with llvm-mca-19's `-json`, text and rejection (`.err`) outputs as
tests/golden_aarch64 has them; tests/test_golden_aarch64.py checks them with the compiler loops. Recorded with

    python tools/compare_llvm_mca.py --record tests/golden_aarch64/syntax --triple aarch64-unknown-linux-gnu \
        --cpus neoverse-v2,apple-m4,cortex-a55 --flags "-iterations=20 -timeline" <the .s files>

`tests/golden_aarch64/mc_sme_system.tsv.gz` holds what llvm-mc-19 makes of the operand forms of
`tests/data/aarch64_sme_system.asm` (see test_sme_and_system_forms_agree_with_llvm_mc).
"""

from __future__ import annotations

import gzip
from pathlib import Path

from mcalens.analysis.isa import load_isa
from mcalens.analysis.mcinst import McInst
from mcalens.analysis.targets.aarch64.printer import print_inst
from mcalens.analysis.targets.aarch64.resolve import resolve
from mcalens.analysis.targets.aarch64.syntax import parse_instruction
from test_golden_aarch64 import cases

FORMS = Path(__file__).parent / "golden_aarch64" / "mc_sme_system.tsv.gz"


def test_cases_cover_acceptance_and_each_rejection() -> None:
    """(Their JSON, text and rejection outputs are checked by tests/test_golden_aarch64.py.)"""
    assert len(cases(".json", ("syntax/",))) >= 12
    rejections = {case.with_suffix(".err").read_text(encoding="utf-8").splitlines()[1] for case in
                  (p.values[0] for p in cases(".err", ("syntax/",)))}  # fmt: skip
    assert any("unable to resolve scheduling class for write variant." in line for line in rejections)
    assert any("found an unsupported instruction" in line for line in rejections)
    assert any("instruction requires: sme" in line for line in rejections)
    assert any("unknown architectural extension: bogus" in line for line in rejections)
    assert any("index must be an integer in range [-256, 255]." in line for line in rejections)


def _rows() -> list[list[str]]:
    with gzip.open(FORMS, "rt", encoding="utf-8") as handle:
        return [line.split("\t") for line in handle.read().splitlines()[1:]]


def test_sme_and_system_forms_agree_with_llvm_mc() -> None:
    """Every recorded form: the opcode and MC operands llvm-mc-19 made of it and the text its printer
    wrote (SME tiles, slices, vector groups, strided lists, ZERO masks, SYS aliases, system registers,
    PSTATE fields, SVE mov/dupm)."""
    isa = load_isa("aarch64")
    numbers = {name: info.number for name, info in isa.registers.items()}
    rows = _rows()
    assert len(rows) > 1500
    wrong = []
    for _file, source, opcode, operands, printed, _directives in rows:
        sink: list = []
        inst = parse_instruction(source, 0, len(source), 0, sink)
        result = resolve(inst, isa) if inst is not None else sink
        if not isinstance(result, McInst):
            wrong.append((source, opcode, result))
            continue
        rendered = "|".join(
            ("R:" + (op.name or "") if numbers.get(op.name or "") else "R:") if hasattr(op, "name")
            else f"I:{op.value}" if hasattr(op, "value") else "E"
            for op in result.operands
        )  # fmt: skip
        have = print_inst(result, isa, "generic")
        if result.opcode != opcode or rendered != operands or have != printed.replace("\\t", "\t"):
            wrong.append((source, (opcode, operands, printed), (result.opcode, rendered, have)))
    assert wrong == []
