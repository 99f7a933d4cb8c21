"""The RISC-V target against llvm-mca-19 and LLVM's own probes, without LLVM: recorded reports
(tests/golden_riscv/, the command that made each is below), every probe's printed text and
compressed form (models/riscv/isa_probes.json.gz), and the pieces llvm-mc expands by hand
(`li`, parse-only aliases)."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcalens.analysis.cli import run
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.isa import load_isa
from mcalens.analysis.mcinst import Imm, McInst, Reg
from mcalens.analysis.targets.riscv import compress, printer, spellings
from mcalens.analysis.targets.target import get_target, target_name

GOLDEN = Path(__file__).resolve().parent / "golden_riscv"

# (arguments, input, recorded output). Each output was recorded with
#   llvm-mca-19 <arguments> tests/golden_riscv/<input> > tests/golden_riscv/<output> 2>&1
CASES = [
    # compression with C (sifive-u74 has it), `li` expansion, aliases, local labels, timeline
    ("-mtriple=riscv64 -mcpu=sifive-u74 -timeline", "scalar.s", "scalar.sifive-u74.txt"),
    # the same without C (sifive-p450 -mattr=-c): nothing compressed
    ("-mtriple=riscv64 -mcpu=sifive-p450 -mattr=-c", "scalar.s", "scalar.sifive-p450-noc.txt"),
    ("-mtriple=riscv64 -mcpu=xiangshan-nanhu -iterations=10", "scalar.s", "scalar.xiangshan-nanhu.txt"),
    # vector syntax and printing; -disable-im: no LMUL/SEW instruments (that is other work)
    ("-mtriple=riscv64 -mcpu=sifive-x280 -disable-im -iterations=1 -resource-pressure=false", "vector.s",
     "vector.sifive-x280.txt"),
    # RV32: 32-bit `li` (LUI + ADDI), C_JAL (RV32 only), the call warning on stderr
    ("-mtriple=riscv32 -mcpu=syntacore-scr3-rv32 -mattr=+c -timeline", "rv32.s", "rv32.scr3.txt"),
    # `.attribute arch` enables C/F/D/V for assembling; the printer keeps the CPU's features
    ("-mtriple=riscv64 -mcpu=sifive-u74 -disable-im -iterations=1", "attribute.s", "attribute.sifive-u74.txt"),
    # rocket-rv64 has no C nor F: `c.li` stays compressed in the printer's text, `csrr` for frflags
    ("-mtriple=riscv64 -mcpu=rocket-rv64 -iterations=1", "attribute-scalar.s", "attribute-scalar.rocket-rv64.txt"),
]


@pytest.mark.parametrize(("args", "source", "expected"), CASES, ids=[c[2] for c in CASES])
def test_reports_match_llvm_mca(args: str, source: str, expected: str) -> None:
    code, out, err = run(["--llvm-version", "19", "--no-banner", *args.split(), str(GOLDEN / source)])  # llvm-mca-19's
    assert code == 0
    assert err + out == (GOLDEN / expected).read_text()


def test_riscv_triples_select_the_target() -> None:
    assert target_name("riscv64") == target_name("riscv32-unknown-elf") == "riscv"
    assert get_target("riscv").triple_for_march("riscv32", "riscv64-unknown-linux-gnu") == "riscv32-unknown-linux-gnu"


def _mc(opcode: str, operands: tuple[str, ...]) -> McInst:
    out: list[Reg | Imm] = []
    for text in operands:
        tag, _, value = text.partition(":")
        out.append(Reg(value or None) if tag == "R" else Imm(int(value)))
    return McInst(opcode, tuple(out))


def test_printer_prints_every_probe_marker_as_llvm() -> None:
    """RISCVInstPrinter's text of each opcode's marker McInst (the probes' `printed`), aliases and
    compressed forms included; the known gaps are listed."""
    isa = load_isa("riscv")
    rows, _ = spellings.probes(isa.directory)
    wrong = [row.opcode for row in rows
             if row.subtarget == 0 and printer.print_inst(_mc(row.opcode, row.operands), isa, False) != row.printed]
    # only the `fli` names (T-Head's indexed and pair forms print since their written immediates are
    # no longer taken for a memory operand's absent offset)
    assert wrong == ["FLI_D", "FLI_H", "FLI_S"], wrong[:20]
    assert "ADD" not in wrong and "VADC_VVM" not in wrong and "C_BEQZ" not in wrong


@pytest.mark.parametrize("directory", ["riscv", "riscv/llvm22"])
def test_compression_matches_llvm_mc_with_c(directory: str) -> None:
    """Every probe's parsed McInst compressed as llvm-mc -mattr=+c compressed it (`parsed +c`):
    1,959 in 19 and 2,346 in 22 (22's probes are made without `+exact-asm`, which turns LLVM 22's
    compression off), 38 of them compressed in each."""
    isa = load_isa(directory)
    rows, _ = spellings.probes(isa.directory)
    pairs = [(row.parsed, row.parsed_c) for row in rows if row.subtarget == 0 and row.parsed and row.parsed_c]
    assert len(pairs) > 1900
    assert sum(_mc(*plain) != _mc(*compressed) for plain, compressed in pairs) == 38
    for plain, compressed in pairs:
        assert compress.compress(_mc(*plain), True, True, True) == _mc(*compressed), plain


def _resolved(text: str, triple: str = "riscv64", mattr: str = "") -> list[McInst]:
    target = get_target("riscv")
    isa = load_isa("riscv")
    parsed = target.assembler.expand(parse_text(text, target=target), isa, "sifive-u74", mattr, triple)
    check = target.subtarget.feature_checker(parsed, isa, "sifive-u74", mattr)
    out = []
    for inst in parsed.instructions:
        mc, diags = target.assembler.resolve(inst, isa, triple)
        assert mc is not None, diags
        assert check(inst, mc) is None
        out.append(mc)
    return out


def test_li_expands_as_riscvmatint() -> None:
    # llvm-mc-19 -triple=riscv64 -show-inst: `li a3, 74565` is LUI a3, 18 then ADDIW a3, a3, 837
    lui, addiw = _resolved("li a3, 74565\n", mattr="-c")
    assert lui == McInst("LUI", (Reg("X13"), Imm(18)))
    assert addiw == McInst("ADDIW", (Reg("X13"), Reg("X13"), Imm(837)))
    # on RV32 the low part is ADDI (llvm-mc-19 -triple=riscv32)
    assert _resolved("li a0, -559038737\n", "riscv32", "-c")[1].opcode == "ADDI"


def test_parse_only_aliases_and_compression() -> None:
    # llvm-mc-19 -triple=riscv64 -mattr=+c -show-inst
    assert [mc.opcode for mc in _resolved("ret\nmv a0, a1\nbeqz a0, 1f\n1:\nvmsge.vi v8, v9, 3\n",
                                           mattr="+v")] == ["C_JR", "C_MV", "C_BEQZ", "VMSGT_VI"]
    assert _resolved("vmsge.vi v8, v9, 3\n", mattr="+v")[0].operands[2] == Imm(2)


def test_vadc_prints_its_literal_v0() -> None:
    # llvm-mc-19 -show-inst: VADC_VVM's last operand is Imm 0; the printer writes the asm string's `v0`
    isa = load_isa("riscv")
    mc = McInst("VADC_VVM", (Reg("V4"), Reg("V8"), Reg("V12"), Imm(0)))
    assert printer.print_inst(mc, isa, False) == "vadc.vvm\tv4, v8, v12, v0"


def test_fence_prints_both_sets_as_letters() -> None:
    # llvm-mc-19 -triple=riscv64 (and llvm-mc-22): `fence iorw,ow` prints `fence\tiorw, ow`, gcc's
    # atomics write it; the probe row the printer learns FENCE from is `fence w, 0`
    isa = load_isa("riscv")
    assert printer.print_inst(McInst("FENCE", (Imm(15), Imm(5))), isa, False) == "fence\tiorw, ow"
    assert printer.print_inst(McInst("FENCE", (Imm(6), Imm(15))), isa, False) == "fence\tor, iorw"




def test_unknown_mnemonic_is_refused(tmp_path: Path) -> None:
    source = tmp_path / "bad.s"
    source.write_text("add a0, a0, a1\nfrobnicate a0\nvadd.vv v8,v9,v10\n")
    code, out, err = run(["--no-banner", "-mtriple=riscv64", "-mcpu=sifive-u74", str(source)])
    assert code == 1 and out == ""
    assert "bad.s:2:1: error: unrecognized instruction mnemonic\nfrobnicate a0\n^\n" in err
    # llvm-mca-19's words for an instruction the CPU lacks (sifive-u74 has no V)
    assert ("bad.s:3:1: error: instruction requires the following: 'V' (Vector Extension for Application "
            "Processors), 'Zve32x' (Vector Extensions for Embedded Processors)\nvadd.vv v8,v9,v10\n^\n") in err


def test_llvm22_prints_andi_255_as_zext_b() -> None:
    # llvm-mca-22 -mtriple=riscv64 -mcpu=sifive-x280 (and rocket-rv64, riscv32 sifive-e76) -instruction-info:
    # `andi a5, a5, 255` (gcc's lz4 loops) prints `zext.b\ta5, a5`; llvm-mca-19 prints `andi\ta5, a5, 255`
    mc = McInst("ANDI", (Reg("X15"), Reg("X15"), Imm(255)))
    assert printer.print_inst(mc, load_isa("riscv/llvm22"), False) == "zext.b\ta5, a5"
    assert printer.print_inst(mc, load_isa("riscv"), False) == "andi\ta5, a5, 255"
