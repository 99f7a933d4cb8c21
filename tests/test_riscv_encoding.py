"""The RISC-V encoder (analysis/targets/riscv/encode.py) against LLVM's emitter, without LLVM: every
probe's bytes (models/riscv*/isa_probes.json.gz, written by llvm-mc's emitter), llvm-mc's
-show-encoding text with fixups, and llvm-mca's -show-encoding column (relaxed in 19, not in 22)."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest
from mcalens.analysis.cli import run
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.isa import load_isa, model_directory
from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg
from mcalens.analysis.targets.riscv import encode
from mcalens.analysis.targets.target import get_target
from shipped_models import probe_inst, probes

RELEASES = {"19": model_directory("riscv"), "22": model_directory("riscv") / "llvm22"}


@pytest.mark.parametrize("release", sorted(RELEASES))
def test_every_probe_encodes_as_llvm(release: str) -> None:
    """Each instruction LLVM's assembler made of a probe (with and without C) has the bytes LLVM's
    emitter wrote for it: 4,993/4,993 (19) and 6,843/6,843 (22)."""
    directory = RELEASES[release]
    table = encode.load_encoding_table(directory)
    assert table is not None
    rows = probes(directory)["probes"]
    checked, wrong = 0, []
    for row in rows:
        for error, insts in (row[5], row[6]):
            if error or not insts or len(insts) != 1:
                continue
            opcode, _flags, operands, (hex_bytes, _fixups) = insts[0]
            checked += 1
            code = encode.encode(probe_inst(opcode, operands), table)
            if code is None or code.hex() != hex_bytes:
                wrong.append((opcode, operands, hex_bytes, code))
    assert checked == {"19": 4993, "22": 6843}[release]
    assert wrong == []


def _encoding_texts(text: str, release: str, mattr: str = "+c") -> list[str | None]:
    target = get_target("riscv")
    isa = load_isa("riscv", str(RELEASES[release]))
    table = encode.load_encoding_table(isa.directory or "")
    assert table is not None
    parsed = target.assembler.expand(parse_text(text, target=target), isa, "generic", mattr, "riscv64")
    target.subtarget.feature_checker(parsed, isa, "generic", mattr)
    out = []
    for inst in parsed.instructions:
        mc, diagnostics = target.assembler.resolve(inst, isa, "riscv64")
        assert mc is not None, diagnostics
        out.append(encode.mc_encoding_text(mc, table))
    return out


SYMBOLIC = """\
lui a0, %hi(sym)
sw a1, %lo(sym)(a0)
auipc a0, %tls_gd_pcrel_hi(sym)
add a0, a0, tp, %tprel_add(sym)
ld a1, %tprel_lo(sym)(a0)
beq a0, a1, sym
c.j sym
call foo
tail foo
"""

# llvm-mc-19 -triple=riscv64 -mattr=+c -show-encoding (the fixup lines without the column padding)
MC_19 = [
    "encoding: [0x37,0bAAAA0101,A,A]\n  fixup A - offset: 0, value: %hi(sym), kind: fixup_riscv_hi20",
    "encoding: [0x23'A',0x20'A',0xb5'A',A]\n  fixup A - offset: 0, value: %lo(sym), kind: fixup_riscv_lo12_s",
    "encoding: [0x17,0bAAAA0101,A,A]\n  fixup A - offset: 0, value: %tls_gd_pcrel_hi(sym), kind: fixup_riscv_tls_gd_hi20",
    "encoding: [0x33,0x05,0x45,0x00]\n  fixup A - offset: 0, value: %tprel_add(sym), kind: fixup_riscv_tprel_add",
    "encoding: [0x83,0x35,0bAAAA0101,A]\n  fixup A - offset: 0, value: %tprel_lo(sym), kind: fixup_riscv_tprel_lo12_i",
    "encoding: [0x63'A',A,0xb5'A',A]\n  fixup A - offset: 0, value: sym, kind: fixup_riscv_branch",
    "encoding: [0bAAAAAA01,0b101AAAAA]\n  fixup A - offset: 0, value: sym, kind: fixup_riscv_rvc_jump",
    "encoding: [0x97'A',A,A,A,0xe7'A',0x80'A',A,A]\n  fixup A - offset: 0, value: foo, kind: fixup_riscv_call_plt",
    "encoding: [0x17'A',0x03'A',A,A,0x67'A',A,0x03'A',A]\n  fixup A - offset: 0, value: foo, kind: fixup_riscv_call_plt",
]
# llvm-mc-22, the same command: most specifiers are ELF relocation types now, their bits unmarked
MC_22 = [
    MC_19[0], MC_19[1],
    "encoding: [0x17,0x05,0x00,0x00]\n  fixup A - offset: 0, value: %tls_gd_pcrel_hi(sym), relocation type: 22",
    "encoding: [0x33,0x05,0x45,0x00]\n  fixup A - offset: 0, value: %tprel_add(sym), relocation type: 32",
    "encoding: [0x83,0x35,0x05,0x00]\n  fixup A - offset: 0, value: %tprel_lo(sym), relocation type: 30",
    *MC_19[5:],
]


@pytest.mark.parametrize(("release", "expected"), [("19", MC_19), ("22", MC_22)])
def test_symbolic_operands_print_llvm_mc_fixups(release: str, expected: list[str]) -> None:
    assert _encoding_texts(SYMBOLIC, release) == expected


def test_an_expression_the_opcode_cannot_take_has_no_encoding() -> None:
    table = encode.load_encoding_table(RELEASES["19"])
    assert table is not None
    # llvm-mc refuses `lui a0, %lo(sym)`; the encoder gives no bytes rather than a guess
    assert encode.encode(McInst("LUI", (Reg("X10"), Expr("%lo(sym)"))), table) is None
    # `call`'s operand is only ever an expression
    assert encode.encode(McInst("PseudoCALL", (Imm(8),)), table) is None


def test_llvm19_relaxation_and_its_ambiguous_long_branch() -> None:
    table = encode.load_encoding_table(RELEASES["19"])
    assert table is not None
    label = Expr(".L1")
    # llvm-mca-19 -mtriple=riscv64 -mcpu=sifive-x280 -show-encoding: `beq a0, a1, .L1` -> 63 14 b5 00
    # 6f 00 00 00 (bne over a jal), `beqz a0, .L1` (C_BEQZ) -> 63 00 05 00, `j .L1` (C_J) -> 6f 00 00 00
    beq = McInst("BEQ", (Reg("X10"), Reg("X11"), label))
    assert encode.encode(beq, table, relaxing=True) == bytes.fromhex("6314b5006f000000")
    assert encode.encode(beq, table) == bytes.fromhex("6300b500")
    assert encode.encode(McInst("C_BEQZ", (Reg("X10"), label)), table, relaxing=True) == bytes.fromhex("63000500")
    assert encode.encode(McInst("C_J", (label,)), table, relaxing=True) == bytes.fromhex("6f000000")
    # `beq zero, a0, .L1`: the long branch's first half is compressed when C is on, which the
    # encoder is not told: no bytes
    assert encode.encode(McInst("BEQ", (Reg("X0"), Reg("X10"), label)), table, relaxing=True) is None


SHOW_ENCODING = Path(__file__).resolve().parent / "golden_riscv" / "encoding.s"


@pytest.mark.parametrize(("release", "column"), [
    # llvm-mca-19 -mtriple=riscv64 -mcpu=sifive-x280 -show-encoding -iterations=1 encoding.s
    ("19", ["2e 95", "13 85 55 00", "63 14 b5 00 6f 00 00 00", "63 00 05 00", "6f 00 00 00",
            "97 00 00 00 e7 80 00 00", "17 03 00 00 67 00 03 00", "37 05 00 00", "13 05 05 00", "97 05 00 00",
            "93 85 05 00", "90 65", "d7 72 15 0d", "57 04 88 02", "07 64 05 00", "05 05"]),
    # llvm-mca-22, the same command: nothing relaxed
    ("22", ["2e 95", "13 85 55 00", "63 00 b5 00", "01 c1", "01 a0",
            "97 00 00 00 e7 80 00 00", "17 03 00 00 67 00 03 00", "37 05 00 00", "13 05 05 00", "97 05 00 00",
            "93 85 05 00", "90 65", "d7 72 15 0d", "57 04 88 02", "07 64 05 00", "05 05"]),
])
def test_llvm_mca_show_encoding_column(release: str, column: list[str]) -> None:
    code, out, _err = run(["--no-banner", "--no-notes", "--llvm-version", release, "-mtriple=riscv64",
                           "-mcpu=sifive-x280", "-show-encoding", "-iterations=1", str(SHOW_ENCODING)])
    assert code == 0
    info = out.split("Encodings:")[1].split("\n\n")[0].splitlines()[1:]
    assert [line[48:78].strip() for line in info] == column


WIDTHS = "add.uw a0, a1, a2\naddw a0,a1,a2\nc.ld a0, 0(a1)\nfcvt.l.s a0, fa0\n"
# llvm-mca-19 -mtriple=riscv32 -mcpu=syntacore-scr3-rv32 widths.s (stderr; exit status 1)
WIDTHS_19 = """\
{path}:1:1: error: instruction requires the following: 'Zba' (Address Generation Instructions), RV64I Base Instruction Set
add.uw a0, a1, a2
^
{path}:2:1: error: instruction requires the following: RV64I Base Instruction Set
addw a0,a1,a2
^
{path}:3:1: error: instruction requires the following: RV64I Base Instruction Set
c.ld a0, 0(a1)
^
{path}:4:1: error: instruction requires the following: 'F' (Single-Precision Floating-Point), RV64I Base Instruction Set
fcvt.l.s a0, fa0
^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""


def test_opcodes_of_the_other_base_width_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "widths.s"
    path.write_text(WIDTHS)
    code, out, err = run(["--no-banner", "--llvm-version", "19", "-mtriple=riscv32", "-mcpu=syntacore-scr3-rv32", str(path)])
    assert (code, out, err) == (1, "", WIDTHS_19.format(path=path))
    # llvm-mca-19 -mtriple=riscv64 -mcpu=sifive-u74: `c.jal` is RV32's
    path.write_text("c.jal foo\n")
    code, out, err = run(["--no-banner", "--llvm-version", "19", "-mtriple=riscv64", "-mcpu=sifive-u74", str(path)])
    assert code == 1 and err.startswith(f"{path}:1:1: error: instruction requires the following: RV32I Base "
                                        "Instruction Set\nc.jal foo\n^\n")


ZILSD = "ld a2, 8(a1)\nsd a4, -16(sp)\nadd a0, a2, a3\n"
# llvm-mca-22 -mtriple=riscv32 -mcpu=syntacore-scr3-rv32 zilsd.s (stderr; exit status 1): on RV32,
# LLVM 22's `ld`/`sd` are Zilsd's pair opcodes LD_RV32/SD_RV32, not RV64's LD/SD
ZILSD_22 = """\
{path}:1:1: error: instruction requires the following: 'Zilsd' (Load/Store pair instructions)
ld a2, 8(a1)
^
{path}:2:1: error: instruction requires the following: 'Zilsd' (Load/Store pair instructions)
sd a4, -16(sp)
^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""
# llvm-mca-22 -mtriple=riscv32 -mcpu=syntacore-scr3-rv32 -mattr=+zilsd -iterations=10 zilsd.s
# (`add` reads a3, the pair's odd half that `ld a2` writes: 31 cycles)
ZILSD_22_REPORT = """\
Iterations:        10
Instructions:      30
Total Cycles:      31
Total uOps:        30

Dispatch Width:    1
uOps Per Cycle:    0.97
IPC:               0.97
Block RThroughput: 3.0


Instruction Info:
[1]: #uOps
[2]: Latency
[3]: RThroughput
[4]: MayLoad
[5]: MayStore
[6]: HasSideEffects (U)

[1]    [2]    [3]    [4]    [5]    [6]    Instructions:
 1      2     1.00    *                   ld	a2, 8(a1)
 1      2     1.00           *            sd	a4, -16(sp)
 1      1     1.00                        add	a0, a2, a3


Resources:
[0]   - SCR3RV32_ALU
[1]   - SCR3RV32_CFU
[2]   - SCR3RV32_DIV
[3]   - SCR3RV32_LSU
[4]   - SCR3RV32_MUL


Resource pressure per iteration:
[0]    [1]    [2]    [3]    [4]    \n\
1.00    -      -     2.00    -     \n\
\n\
Resource pressure by instruction:
[0]    [1]    [2]    [3]    [4]    Instructions:
 -      -      -     1.00    -     ld	a2, 8(a1)
 -      -      -     1.00    -     sd	a4, -16(sp)
1.00    -      -      -      -     add	a0, a2, a3
"""


def test_rv32_ld_sd_are_zilsd_pairs_in_llvm_22(tmp_path: Path) -> None:
    path = tmp_path / "zilsd.s"
    path.write_text(ZILSD)
    args = ["--no-banner", "-mtriple=riscv32", "-mcpu=syntacore-scr3-rv32"]
    assert run([*args, str(path)]) == (1, "", ZILSD_22.format(path=path))
    assert run([*args, "-mattr=+zilsd", "-iterations=10", str(path)]) == (0, ZILSD_22_REPORT, "")
    # llvm-mca-22 ... -mattr=+zilsd: a pair starts at an even register
    path.write_text("ld a1, 0(a0)\n")
    code, _out, err = run([*args, "-mattr=+zilsd", str(path)])
    assert code == 1 and err.startswith(f"{path}:1:4: error: register must be even\nld a1, 0(a0)\n   ^\n")
    # llvm-mca-19 ... zilsd.s: RV64's LD and SD
    path.write_text(ZILSD)
    code, _out, err = run(["--llvm-version", "19", *args, str(path)])
    assert code == 1 and err.startswith(f"{path}:1:1: error: instruction requires the following: RV64I Base "
                                        "Instruction Set\nld a2, 8(a1)\n^\n")


# (value, triple, llvm-mc-19's steps, llvm-mc-22's), from
#   llvm-mc-19 / llvm-mc-22 -triple=<triple> -show-inst li.s   (`li a0, <value>`, no extensions)
LI_CASES = [
    (0x7FFFFFFF, "riscv64", [("LUI", 524288), ("ADDIW", -1)], [("LUI", 524288), ("ADDIW", -1)]),
    (0x12345, "riscv64", [("LUI", 18), ("ADDIW", 837)], [("LUI", 18), ("ADDI", 837)]),
    (63488, "riscv64", [("ADDI", 31), ("SLLI", 11)], [("ADDI", 31), ("SLLI", 11)]),
    (0x123456789, "riscv64", [("LUI", 146), ("ADDIW", -1493), ("SLLI", 13), ("ADDI", 1929)],
     [("LUI", 146), ("ADDI", -1493), ("SLLI", 13), ("ADDI", 1929)]),
    (0xFFFFFFFF, "riscv64", [("ADDI", -1), ("SRLI", 32)], [("ADDI", -1), ("SRLI", 32)]),
    (0x1234567890ABCDEF, "riscv64",
     [("LUI", 583), ("ADDIW", -1875), ("SLLI", 15), ("ADDI", -1903), ("SLLI", 12), ("ADDI", -1347), ("SLLI", 12),
      ("ADDI", -529)],
     [("LUI", 583), ("ADDI", -1875), ("SLLI", 15), ("ADDI", -1903), ("SLLI", 12), ("ADDI", -1347), ("SLLI", 12),
      ("ADDI", -529)]),
    (-0x7FFFF801, "riscv32", [("LUI", 524288), ("ADDI", 2047)], [("LUI", 524288), ("ADDI", 2047)]),
]


@pytest.mark.parametrize(("value", "triple", "steps19", "steps22"), LI_CASES)
def test_li_is_riscvmatint_sequence(value: int, triple: str, steps19: list, steps22: list) -> None:
    for release, steps in (("19", steps19), ("22", steps22)):
        target = get_target("riscv")
        isa = load_isa("riscv", str(RELEASES[release]))
        parsed = target.assembler.expand(parse_text(f"li a0, {value}\n", target=target), isa, "generic", "", triple)
        target.subtarget.feature_checker(parsed, isa, "generic", "")
        found = []
        for inst in parsed.instructions:
            mc, diagnostics = target.assembler.resolve(inst, isa, triple)
            assert mc is not None, diagnostics
            found.append((mc.opcode, mc.operands[-1].value))  # type: ignore[union-attr]
        assert found == steps, release


def test_li_refusals(tmp_path: Path) -> None:
    path = tmp_path / "li.s"
    # llvm-mca-19 -mtriple=riscv32 -mcpu=syntacore-scr3-rv32: one error for the statement
    path.write_text("li a0, 0x123456789\n")
    code, _out, err = run(["--no-banner", "-mtriple=riscv32", "-mcpu=syntacore-scr3-rv32", str(path)])
    assert code == 1 and err == (f"{path}:1:8: error: immediate must be an integer in the range [-2147483648, "
                                 "4294967295]\nli a0, 0x123456789\n       ^\nerror: Assembly input parsing had "
                                 "errors, use -skip-unsupported-instructions=parse-failure to drop failing lines "
                                 "from the input.\n")


def _li_sequences(text: str, triple: str, cpu: str, mattr: str, release: str) -> list[str]:
    """Each `li` of `text` (one a line, `ebreak` after each) as the McInsts mcalens resolves it to,
    written as compare_riscv_li.py writes llvm-mc's."""
    target = get_target("riscv")
    isa = load_isa("riscv", str(RELEASES[release]))
    parsed = target.assembler.expand(parse_text(text, target=target), isa, cpu, mattr, triple)
    check = target.subtarget.feature_checker(parsed, isa, cpu, mattr)
    out: list[list[str]] = [[]]
    for inst in parsed.instructions:
        if inst.mnemonic == "ebreak":
            out.append([])
            continue
        mc, diagnostics = target.assembler.resolve(inst, isa, triple)
        assert mc is not None and check(inst, mc) is None, (inst, diagnostics)
        operands = " ".join(str(op.name if isinstance(op, Reg) else op.value) for op in mc.operands)  # type: ignore[union-attr]
        out[-1].append(f"{mc.opcode} {operands}")
    return ["; ".join(steps) for steps in out[:-1]]


LI_SEQUENCES = Path(__file__).resolve().parent / "data" / "riscv" / "li_sequences.tsv.gz"


def _li_rows() -> dict[tuple[str, str, str, str], list[tuple[str, str]]]:
    groups: dict[tuple[str, str, str, str], list[tuple[str, str]]] = {}
    with gzip.open(LI_SEQUENCES, "rt", encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#") or not line.strip():
                continue
            release, triple, cpu, mattr, value, steps = line.rstrip("\n").split("\t")
            groups.setdefault((release, triple, cpu, mattr), []).append((value, steps))
    return groups


@pytest.mark.parametrize("subtarget", sorted(_li_rows()), ids=lambda key: "-".join(k or "base" for k in key))
def test_li_under_extensions_is_llvm_mc_sequence(subtarget: tuple[str, str, str, str]) -> None:
    """`li` of constants aimed at every RISCVMatInt path, under Zba/Zbb/Zbs/Zbkb/XTheadBb and
    lui-addi-fusion (alone and together, RV64 and RV32) and on CPUs with them, compression included:
    the McInsts llvm-mc-19 / -22 -show-inst wrote (tests/data/riscv/li_sequences.tsv.gz, from
    `tools/compare_riscv_li.py --record tests/data/riscv/li_sequences.tsv.gz --count 40 --subtargets all
    --seed 2026`)."""
    release, triple, cpu, mattr = subtarget
    rows = _li_rows()[subtarget]
    text = "".join(f"li a0, {value}\nebreak\n" for value, _ in rows)
    assert _li_sequences(text, triple, cpu, mattr, release) == [steps for _, steps in rows]


def test_li_on_riscv64_with_a_cpu_without_xlen_is_rv32s(tmp_path: Path) -> None:
    """A CPU that names no XLEN (rocket) leaves 64bit off: llvm-mc expands `li` as RV32 does, so an
    unsigned 32-bit constant is taken and the run ends at the CPU, after parsing (llvm-mca-19 and -22
    -mtriple=riscv64 -mcpu=rocket: "LLVM ERROR: RV64 target requires an RV64 CPU"); a constant beyond
    32 bits is RV32's range error."""
    path = tmp_path / "li.s"
    path.write_text("li a0, 0xffffffff\nli a1, 0x80000000\nadd a0, a0, a1\n")
    for release in ("19", "22"):
        code, _out, err = run(["--no-banner", "--llvm-version", release, "-mtriple=riscv64", "-mcpu=rocket", str(path)])
        assert code == 1 and err == ("error: RV64 target requires an RV64 CPU (-mcpu=rocket; llvm-mca stops with "
                                     "'LLVM ERROR: RV64 target requires an RV64 CPU')\n"), err
    assert _li_sequences("li a0, 0xffffffff\nebreak\n", "riscv64", "rocket", "", "19") == ["ADDI X10 X0 -1"]
    path.write_text("li a0, 0x123456789\n")
    code, _out, err = run(["--no-banner", "-mtriple=riscv64", "-mcpu=rocket", str(path)])
    assert code == 1 and err.startswith(f"{path}:1:8: error: immediate must be an integer in the range "
                                        "[-2147483648, 4294967295]\n")


def test_li_single_bit_above_the_low_12_differs_by_release() -> None:
    """LLVM 22 makes a constant that is one bit once its low 12 bits are taken off with BSETI, then
    ADDI (llvm-mc-19 / llvm-mc-22 -triple=riscv64 -mattr=+zbs -show-inst: `li a0, 0x7fffffff00`)."""
    text = "li a0, 0x7fffffff00\nebreak\nli a0, 0x800000000000008\nebreak\n"
    assert _li_sequences(text, "riscv64", "generic", "+zbs", "19") == [
        "ADDI X10 X0 1; SLLI X10 X10 39; ADDI X10 X10 -256", "ADDI X10 X0 8; BSETI X10 X10 59"]
    assert _li_sequences(text, "riscv64", "generic", "+zbs", "22") == [
        "BSETI X10 X0 39; ADDI X10 X10 -256", "ADDI X10 X0 8; BSETI X10 X10 59"]


def test_li_sequence_follows_the_features_at_the_line(tmp_path: Path) -> None:
    """The features in force at each `li` choose its sequence: the CPU's, then `.option arch` and
    `.option push/pop` (llvm-mca-19 -mtriple=riscv64 -mcpu=sifive-p670 -iterations=1
    -resource-pressure=0 li-options.s, Instruction Info; sifive-p670 has Zba, Zbb, Zbs and
    lui-addi-fusion)."""
    path = tmp_path / "li-options.s"
    path.write_text("li a0, 0x123456789\n.option push\n.option arch, -zba, -zbs\nli a1, 0x123456789\n"
                    ".option pop\nli a2, 0x100000000\n")
    code, out, _err = run(["--no-banner", "--llvm-version", "19", "-mtriple=riscv64", "-mcpu=sifive-p670",
                           "-iterations=1", "-resource-pressure=0", str(path)])
    assert code == 0
    rows = [line[42:] for line in out.split("Instructions:\n")[1].split("\n\n")[0].splitlines()]
    assert rows == ["lui\ta0, 596523", "slli.uw\ta0, a0, 1", "addi\ta0, a0, 1929",
                    "lui\ta1, 146", "addiw\ta1, a1, -1493", "slli\ta1, a1, 13", "addi\ta1, a1, 1929",
                    "bseti\ta2, zero, 32"]


def test_tls_address_pseudos(tmp_path: Path) -> None:
    path = tmp_path / "tls.s"
    path.write_text("la.tls.ie a1, y\nla.tls.gd a0, z\n")
    # llvm-mca-19 -mtriple=<triple> -mcpu=<cpu> -show-encoding -iterations=1 tls.s (Instruction Info)
    for triple, cpu, load in (("riscv64", "sifive-u74", "83 b5 05 00                   ld"),
                              ("riscv32", "syntacore-scr3-rv32", "83 a5 05 00                   lw")):
        code, out, _err = run(["--no-banner", "--no-notes", f"-mtriple={triple}", f"-mcpu={cpu}", "-show-encoding",
                               "-iterations=1", str(path)])
        assert code == 0
        rows = [line[49:] for line in out.split("Encodings:")[1].split("\n\n")[0].splitlines()[1:]]
        assert rows == ["97 05 00 00                   auipc\ta1, %tls_ie_pcrel_hi(y)",
                        f"{load}\ta1, %pcrel_lo(.Lpcrel_hi0)(a1)",
                        "17 05 00 00                   auipc\ta0, %tls_gd_pcrel_hi(z)",
                        "13 05 05 00                   addi\ta0, a0, %pcrel_lo(.Lpcrel_hi1)"], triple


BRANCHES = "1:\naddi a0, a0, 1\nbnez a0, 1b\nc.j 1b\nbnez a0, 2f\nbnez a0, 10b\nbnez a0, 5000\n2:\n"
# llvm-mca-19 -mtriple=riscv64 -mcpu=sifive-u74 branches.s (stderr; -22 prints the same): its lexer
# reads MASM integers, so `1b` is the constant 1 (odd), `10b` is 2; `2f` is a label
BRANCHES_19 = """\
{path}:3:10: error: immediate must be a multiple of 2 bytes in the range [-4096, 4094]
bnez a0, 1b
         ^
{path}:4:5: error: immediate must be a multiple of 2 bytes in the range [-2048, 2046]
c.j 1b
    ^
{path}:7:10: error: immediate must be a multiple of 2 bytes in the range [-4096, 4094]
bnez a0, 5000
         ^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""


def test_branch_offsets_are_range_checked(tmp_path: Path) -> None:
    path = tmp_path / "branches.s"
    path.write_text(BRANCHES)
    code, out, err = run(["--no-banner", "-mtriple=riscv64", "-mcpu=sifive-u74", str(path)])
    assert (code, out, err) == (1, "", BRANCHES_19.format(path=path))
