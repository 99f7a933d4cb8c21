"""The AArch64 decoder (analysis/targets/aarch64/decode.py) and AArch64 machine code in: hex input
and ELF objects (docs/decode.md). No LLVM at run time: llvm-mc's and llvm-mca's answers are
recorded; the tests that compile C need gcc-aarch64-linux-gnu and skip without it."""

from __future__ import annotations

import gzip
import json
import shutil
import subprocess
from pathlib import Path

import pytest
from mcalens.analysis.api import _isa
from mcalens.analysis.cli import run
from mcalens.analysis.targets.aarch64 import decode as dec
from mcalens.analysis.targets.aarch64.printer import print_inst
from test_elf_input import build_elf

GOLDEN = Path(__file__).parent / "golden_aarch64"
TRIPLE = "aarch64-unknown-linux-gnu"



def _golden_rows() -> list[tuple[int, str]]:
    """tools/record_aarch64_decode.py tests/golden_aarch64/decode_llvm_mc.tsv.gz <gcc -O2/-O3 objects
    of lz4.c, lz4hc.c, xxhash.c (lz4 4.4.5 sdist), enough.c, gun.c, zpipe.c (zlib examples)>: the
    first probe encoding of every opcode and every distinct word of those objects' code, with
    `llvm-mc-19 --disassemble -triple=aarch64 -mattr=<the probes' features>`'s text."""
    with gzip.open(GOLDEN / "decode_llvm_mc.tsv.gz", "rt", encoding="utf-8") as handle:
        return [(int(word, 16), text) for word, text in
                (line.rstrip("\n").split("\t") for line in handle if not line.startswith("#"))]


def _text(word: int) -> str:
    isa = _isa(TRIPLE)
    inst = dec.decode_word(dec.decoder_for(isa), word)  # type: ignore[arg-type]
    return "" if inst is None else " ".join(print_inst(inst, isa).split())


def test_agrees_with_llvm_mc_on_recorded_words() -> None:
    rows = _golden_rows()
    assert len(rows) > 30000
    sample = rows[::23]  # the whole file takes minutes (the printer's first use of each opcode)
    wrong = [(f"{word:08x}", want, _text(word)) for word, want in sample if _text(word) != want]
    assert not wrong, wrong[:20]


@pytest.mark.parametrize(("word", "text"), [
    # llvm-mc-19 --disassemble -triple=aarch64 -mattr=+all,+sve on the words of `1: b 1b; b.ne 1b; cbz x0, 1b;
    # tbz w1, #3, 1b; adr x0, 1b; adrp x0, 1b; ldr x0, 1b; bl 1b; ...` assembled by llvm-mc-19:
    # offsets from the instruction itself, in bytes
    (0x14000000, "b #0"), (0x54FFFFE1, "b.ne #-4"), (0xB4FFFFC0, "cbz x0, #-8"),
    (0x361FFFA1, "tbz w1, #3, #-12"), (0x10FFFF80, "adr x0, #-16"), (0x90000000, "adrp x0, #0"),
    (0x58FFFF40, "ldr x0, #-24"), (0x97FFFFF9, "bl #-28"), (0xD8FFFEA0, "prfm pldl1keep, #-44"),
    # add's immediate with its shift (gun.c): the shift bit is not the immediate's
    (0x7140105F, "cmp w2, #4, lsl #12"), (0x51402022, "sub w2, w1, #8, lsl #12"),
    # signed and scaled offsets, logical and FP immediates, SIMD and SVE
    (0xF85F83E0, "ldur x0, [sp, #-8]"), (0xA9BF7BFD, "stp x29, x30, [sp, #-16]!"),
    (0x92400C00, "and x0, x0, #0xf"), (0x1E601000, "fmov d0, #2.00000000"),
    (0x4EA28420, "add v0.4s, v1.4s, v2.4s"), (0x04A20020, "add z0.s, z1.s, z2.s"),
    # an operand no field encodes: the assembler's TSB #0, printed `tsb csync`
    (0xD503225F, "tsb csync"),
    (0xFFFFFFFF, ""),  # llvm-mc: "invalid instruction encoding"
    # random words (llvm-mc-19 -mattr=+all): a shift of type ROR is not an add, a reserved bitmask
    # pattern is not an and, and a rotation past the element size prints like the canonical one
    (0x8BC08311, ""), (0x92067E9E, ""), (0xF20FFF4B, ""),
    (0xD23F0824, "eor x4, x1, #0xe0000000e"), (0x92276658, "and x24, x18, #0xfe07fffffe07ffff"),
    # SQDEC/SQINC's `x, w` form with any register (llvm-mc-19 -mattr=+sve -show-encoding of the
    # texts): printed with x29 and w29, not the MCInst's FP
    (0x0420F83D, "sqdecb x29, w29, vl1"), (0x0421F83D, "sqdecb x29, w29, vl1, mul #2"),
    (0x0460F801, "sqdech x1, w1, pow2"), (0x04AFFBF1, "sqdecw x17, w17, all, mul #16"),
    (0x04E0F9BF, "sqdecd xzr, wzr, vl256"), (0x0420F3FE, "sqincb x30, w30"),
    (0x0462F0FD, "sqinch x29, w29, vl7, mul #3"), (0x04A2F3E5, "sqincw x5, w5, all, mul #3"),
    (0x04E0F3AC, "sqincd x12, w12, mul4"),
    # MSRpstateImm1, whose decoder takes some pstate fields only (llvm-mc-19 --disassemble
    # -mattr=+all): its field map is exported value by value, so MSR no longer wins
    (0xD501401F, "msr ALLINT, #0"), (0xD501411F, "msr ALLINT, #1"),
])
def test_words(word: int, text: str) -> None:
    assert _text(word) == text


def test_refusals_give_the_offset() -> None:
    isa = _isa(TRIPLE)
    decoded = dec.decode(bytes.fromhex("1f2003d5" "ffffffff" "1f2003d5"), isa)
    assert [(offset, inst is None) for offset, inst, _ in decoded] == [(0, False), (4, True)]
    assert "0xffffffff is not an instruction" in decoded[-1][2]
    partial = dec.decode(bytes.fromhex("1f2003d5" "1f20"), isa)
    assert partial[-1][0] == 4 and partial[-1][1] is None and "2 byte(s) left over" in partial[-1][2]
    status, _, err = run(["--input-format=hex", "-mtriple=aarch64", "-mcpu=neoverse-n1"],
                         stdin_text="1f2003d5\n1f2003d5ffffffff\n")
    assert status == 1 and "line 2, byte 4: cannot decode ff ff ff ff" in err


# `sum` of a small C file (gcc 12 -O2 for aarch64): a loop over a[i] * 3.
SUM_HEX = "410100b4e20300aa000080d2430c018b418440f82104018b0000018b5f0003eb81ffff54c0035fd6000080d2c0035fd6"


def test_hex_input_is_llvm_mca_on_llvm_mc_disassembly() -> None:
    # llvm-mc-19 --disassemble -triple=aarch64 on SUM_HEX's bytes > sum.s;
    # llvm-mca-19 -mtriple=aarch64 -mcpu=neoverse-n1 -json sum.s > hex_sum_neoverse_n1.json
    status, out, err = run(["--llvm-version", "19", "--input-format=hex", "-mtriple=aarch64", "-mcpu=neoverse-n1", "-json"],
                           stdin_text=SUM_HEX + "\n")
    assert status == 0, err
    assert out == (GOLDEN / "hex_sum_neoverse_n1.json").read_text()


# mov x2, #0 / 1: add x2, x2, x0 / subs x1, x1, #1 / b.ne 1b / ret, then bl #0 / ret (llvm-mc-19
# -show-encoding; llvm-mc-19 --disassemble prints `b.ne #-8` and `bl #0`)
A64_LOOP = bytes.fromhex("020080d2" "4200008b" "210400f1" "c1ffff54" "c0035fd6")
A64_CALL = bytes.fromhex("00000094" "c0035fd6")
A64_LINES = [(0, 2), (4, 3), (8, 3), (12, 4), (16, 5), (20, 9)]
A64_TEXT = "\tmov\tx2, #0\n\tadd\tx2, x2, x0\n\tsubs\tx1, x1, #1\n\tb.ne\t#-8\n\tret\n"


def _a64_elf(tmp_path: Path, kind: int = 1) -> str:
    path = tmp_path / "a64.o"
    path.write_bytes(build_elf(kind, dwarf=True, machine=183, loop=A64_LOOP, call=A64_CALL, lines=A64_LINES))
    return str(path)


def test_elf_machine_selects_aarch64(tmp_path: Path) -> None:
    path = _a64_elf(tmp_path)
    ours = run(["-mcpu=neoverse-n1", "-json", "--symbol", "loop", path])  # no -mtriple: the file says AArch64
    assert ours[0] == 0, ours[2]
    assert ours[:2] == run(["-mtriple=aarch64-unknown-linux-gnu", "-mcpu=neoverse-n1", "-json"],
                           stdin_text=A64_TEXT)[:2]


@pytest.mark.parametrize("kind", [1, 2])
def test_elf_lines_and_loops(tmp_path: Path, kind: int) -> None:
    path = _a64_elf(tmp_path, kind)
    status, out, err = run(["-mtriple=aarch64", "-mcpu=neoverse-n1", "-json", "--json-extras", "--symbol", "loop",
                            "--symbol", "call", path])
    assert status == 0, err
    regions = json.loads(out)["CodeRegions"]
    assert regions[0]["SourceLines"] == [2, 3, 3, 4, 5] and regions[1]["SourceLines"] == [9, 9]
    status, out, err = run(["-mtriple=aarch64", "-mcpu=neoverse-n1", "-json", "--auto-regions", "--symbol", "loop",
                            path])
    assert status == 0, err
    (region,) = json.loads(out)["CodeRegions"]
    start = 0 if kind == 1 else 0x401000
    assert region["Name"] == f"loop loop+0x4 ({start + 4:#x}-{start + 16:#x})"
    assert region["Instructions"] == ["add\tx2, x2, x0", "subs\tx1, x1, #1", "b.ne\t#-8"]


_GCC = shutil.which("aarch64-linux-gnu-gcc")
_C = """
long dot(const long *a, const long *b, int n) {
    long s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}
"""


@pytest.mark.skipif(_GCC is None, reason="gcc-aarch64-linux-gnu not installed")
def test_gcc_object(tmp_path: Path) -> None:
    source = tmp_path / "dot.c"
    source.write_text(_C)
    subprocess.run([str(_GCC), "-O2", "-g", "-c", str(source), "-o", str(tmp_path / "dot.o")], check=True)
    status, out, err = run(["-mcpu=neoverse-n1", "-json", "--json-extras", "--auto-regions", "--symbol", "dot",
                            str(tmp_path / "dot.o")])
    assert status == 0, err
    (region,) = json.loads(out)["CodeRegions"]
    assert region["Name"].startswith("loop dot+")
    assert region["Instructions"][-1].startswith("b.")  # the backward branch closes the loop
    assert set(region["SourceLines"]) <= {4, 5} and "SourceFiles" in region


@pytest.mark.llvm
@pytest.mark.skipif(_GCC is None or shutil.which("llvm-mca-19") is None or shutil.which("llvm-mc-19") is None,
                    reason="needs gcc-aarch64-linux-gnu, llvm-mc-19 and llvm-mca-19")
def test_gcc_object_against_llvm(tmp_path: Path) -> None:
    source = tmp_path / "dot.c"
    source.write_text(_C)
    obj = tmp_path / "dot.o"
    subprocess.run([str(_GCC), "-O3", "-c", str(source), "-o", str(obj)], check=True)
    listing = subprocess.run(["llvm-objdump-19", "-d", "--disassemble-symbols=dot", str(obj)], capture_output=True,
                             text=True, check=True).stdout
    words = [line.split()[1] for line in listing.splitlines() if line[:1] == " " and ":" in line.split()[0]]
    code = " ".join(f"0x{b:02x}" for w in words for b in int(w, 16).to_bytes(4, "little"))
    text = subprocess.run(["llvm-mc-19", "--disassemble", "-triple=aarch64"], input=code, capture_output=True,
                          text=True, check=True).stdout
    want = subprocess.run(["llvm-mca-19", "-mtriple=aarch64", "-mcpu=neoverse-n1", "-json"], input=text,
                          capture_output=True, text=True)
    status, out, _ = run(["--llvm-version", "19", "-mtriple=aarch64", "-mcpu=neoverse-n1", "-json", "--symbol", "dot",
                          str(obj)])
    assert (status, out) == (want.returncode, want.stdout)


def test_a_bit_clear_prints_as_the_disassembler_prints_it() -> None:
    # e0 03 01 33: `llvm-mc-19 --disassemble -triple=aarch64` (and with -mattr=+all) prints
    # `bfi w0, wzr, #31, #1`; the `bfc` alias needs v8.2a (`-mattr=+v8.2a` prints `bfc w0, #31, #1`)
    from mcalens.analysis.targets.target import get_target

    isa = _isa(TRIPLE)
    hook = get_target("aarch64").encoder.decoder(isa, TRIPLE)
    assert hook is not None
    assert [text for _, text, _ in hook(bytes.fromhex("e0030133"))] == ["bfi\tw0, wzr, #31, #1"]


def test_llvm22_register_field_shared_by_several_tuples_never_raises() -> None:
    # LLVM 22's LUTI6_4ZT3Z: the exported field of its ZPR3 operand gives one value to four
    # register triples (Z0_Z1_Z2, Z8_Z9_Z10, ...); building the decoder's form once raised on the
    # third. llvm-mc-22 --disassemble -triple=aarch64 -mattr=+all prints 0xc08a0200 as `luti6 {
    # z0.b - z3.b }, zt0, { z4 - z6 }` (the probes' word) and 0xc08a0000 with `{ z0 - z2 }`, a
    # choice among the four the export does not record: that word is refused, not guessed.
    from mcalens.analysis.isa import load_isa, model_directory

    isa = load_isa("aarch64", model_directory("aarch64") / "llvm22")
    decoder = dec.decoder_for(isa)
    assert decoder is not None
    inst = dec.decode_word(decoder, 0xC08A0200)
    assert inst is not None
    assert " ".join(print_inst(inst, isa).split()) == "luti6 { z0.b - z3.b }, zt0, { z4 - z6 }"
    assert dec.decode_word(decoder, 0xC08A0000) is None


def test_hex_input_decodes_with_the_release_tables() -> None:
    """Machine code is decoded with the selected release's tables: LLVM 22's LSUI `ldtadd w0, w1,
    [x2]` (41 04 20 19, from llvm-mc-22 -mattr=+all -show-encoding) is no instruction to LLVM 19's
    disassembler and was refused under 22 too while the CLI decoded with 19's ISA. Recorded:
    llvm-mca-22 -mtriple=aarch64 -mcpu=neoverse-v2 [-mattr=+lsui] on the text `ldtadd w0, w1, [x2]`:
    "error: instruction requires: lsui" / "found an unsupported instruction" with the note below."""
    args = ["--input-format=hex", "-mtriple=aarch64", "-mcpu=neoverse-v2", "-instruction-info"]
    status, _, err = run(["--llvm-version", "19", *args], stdin_text="41042019\n")
    assert status == 1 and "0x19200441 is not an instruction LLVM 19 decodes" in err
    status, _, err = run(["--llvm-version", "22", *args], stdin_text="41042019\n")
    assert status == 1 and "error: instruction requires: lsui" in err
    status, _, err = run(["--llvm-version", "22", "-mattr=+lsui", *args], stdin_text="41042019\n")
    assert status == 1 and "note: instruction: \tldtadd\tw0, w1, [x2]" in err
