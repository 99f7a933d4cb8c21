"""The AArch64 encoder without LLVM: llvm-mc-19's answers (recorded by `tools/validate_encoding.py
--aarch64 --record FILE build/aarch64/variants.s`: every probe spelling of
models/aarch64/isa_probes.json.gz, every corpus instruction of tests/golden_aarch64/mc_show_inst.tsv.gz
and 4 random operand variants per opcode from `make -C tools/llvm_export aarch64-variants`, as
McInst -> the 4 bytes llvm-mc wrote) replayed through `analysis.targets.aarch64.encode`, plus
llvm-mc's comment text for fixups."""

from __future__ import annotations

import gzip
from collections import Counter
from pathlib import Path

import pytest
from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg
from mcalens.analysis.targets.aarch64.encode import (
    encode,
    encode_word,
    encoder,
    encoding_text,
    fixups,
    load_encoding_table,
    mc_encoding_text,
)

DATA = Path(__file__).parent / "data" / "aarch64_encodings.tsv.gz"
CORPUS = Path(__file__).parent / "golden_aarch64" / "mc_show_inst.tsv.gz"


def _operand(text: str):
    kind, _, value = text.partition(":")
    if kind == "R":
        return Reg(value or None)
    if kind == "I":
        return Imm(int(value))
    return Expr(value)


def _inst(opcode: str, operands: str) -> McInst:
    return McInst(opcode, tuple(_operand(t) for t in operands.split("|")) if operands else ())


def _rows() -> list[tuple[McInst, bytes]]:
    with gzip.open(DATA, "rt", encoding="utf-8") as handle:
        return [
            (_inst(opcode, operands), bytes.fromhex(code))
            for opcode, operands, code in (
                line.rstrip("\n").split("\t") for line in handle if not line.startswith("#")
            )
        ]


@pytest.fixture(scope="module")
def table():
    loaded = load_encoding_table()
    assert loaded is not None
    return loaded


def test_recorded_llvm_mc_answers_agree(table) -> None:
    rows = _rows()
    assert len(rows) > 35000  # the distinct McInsts of the probes, the corpus and the random variants
    assert len({inst.opcode for inst, _ in rows}) > 6700  # every opcode LLVM's assembler reaches
    wrong: Counter[str] = Counter()
    examples: list[str] = []
    for inst, want in rows:
        have = encode(inst, table)
        if have != want:
            wrong[inst.opcode] += 1
            if len(examples) < 10:
                shown = "None" if have is None else encoding_text(have)
                examples.append(f"{inst}: ours {shown}, llvm-mc {encoding_text(want)}")
    assert not wrong, f"{sum(wrong.values())} disagreements: {wrong.most_common(10)}\n" + "\n".join(examples)


def test_every_corpus_opcode_is_in_the_recorded_answers() -> None:
    recorded = {inst.opcode for inst, _ in _rows()}
    with gzip.open(CORPUS, "rt", encoding="utf-8") as handle:
        corpus = {line.split("\t")[2] for line in list(handle)[1:] if line.count("\t") >= 3}
    assert corpus and corpus <= recorded


def test_known_words(table) -> None:
    # ldpsw x13, x14, [x11, #-4]: the scaled offset -1 wraps in its 7-bit field.
    assert encode(_inst("LDPSWi", "R:X13|R:X14|R:X11|I:-1"), table) == bytes([0x6D, 0xB9, 0x7F, 0x69])
    # mov x0, #0x12340000 (movz with lsl #16: shift 16 -> hw field 1).
    assert encode(_inst("MOVZXi", "R:X0|I:4660|I:16"), table) == bytes([0x80, 0x46, 0xA2, 0xD2])
    # A label is a fixup: its field stays zero, the condition is encoded.
    assert encode(_inst("Bcc", "I:1|E:.L1"), table) == bytes([0x01, 0x00, 0x00, 0x54])


def test_encoder_for_the_target_interface(table) -> None:
    encode_one = encoder()
    assert encode_one is not None
    assert encode_one(_inst("Bcc", "I:1|E:.L1")) == encode(_inst("Bcc", "I:1|E:.L1"), table)


def test_llvm_mc_comment_text_with_fixups(table) -> None:
    branch = _inst("Bcc", "I:1|E:.L1")
    assert [f.kind for f in fixups(branch, table)] == ["fixup_aarch64_pcrel_branch19"]
    assert mc_encoding_text(branch, table) == (
        "encoding: [0bAAA00001,A,A,0x54]\n"
        "  fixup A - offset: 0, value: .L1, kind: fixup_aarch64_pcrel_branch19"
    )
    adrp = _inst("ADRP", "R:X0|E:sym")
    assert mc_encoding_text(adrp, table) == (
        "encoding: [A,A,A,0x90'A']\n  fixup A - offset: 0, value: sym, kind: fixup_aarch64_pcrel_adrp_imm21"
    )
    add = _inst("ADDXri", "R:X0|R:X0|E::lo12:sym|I:0")
    assert mc_encoding_text(add, table) == (
        "encoding: [0x00,0bAAAAAA00,0b00AAAAAA,0x91]\n"
        "  fixup A - offset: 0, value: :lo12:sym, kind: fixup_aarch64_add_imm12"
    )


def test_unencodable_inputs_give_none(table) -> None:
    assert encode(McInst("NOT_AN_OPCODE", ()), table) is None
    assert encode(_inst("LDPSWi", "R:X13|R:X14|R:X11"), table) is None  # operand missing
    assert encode(_inst("LDPSWi", "I:1|R:X14|R:X11|I:-1"), table) is None  # immediate for a register
    assert encode(_inst("LDPSWi", "R:Q0|R:X14|R:X11|I:-1"), table) is None  # not in the class
    # movi v0.4h, #1, lsl #3: the shift selector knows lsl #0 and #8 only.
    assert encode_word(_inst("MOVIv4i16", "R:D0|I:1|I:3"), table) is None
    assert encode_word(_inst("MOVIv4i16", "R:D0|I:1|I:8"), table) is not None


def test_missing_or_malformed_tables(tmp_path) -> None:
    assert load_encoding_table(tmp_path) is None  # no file
    (tmp_path / "isa_encoding.json").write_text("{not json")
    assert load_encoding_table(tmp_path) is None
    good = tmp_path / "good"
    good.mkdir()
    (good / "isa_encoding.json").write_text(
        '{"format": 1, "target": "aarch64", "register_tables": [{"X0": 0, "X1": 1}],'
        ' "opcodes": [["OK", 4096, [["r", 0, 96]]], ["BROKEN", 1, [["?", 0]]]]}'
    )
    table = load_encoding_table(good)
    assert table is not None
    assert encode_word(McInst("OK", (Reg("X1"),)), table) == 4096 | 32
    assert encode_word(McInst("BROKEN", (Imm(1),)), table) is None
