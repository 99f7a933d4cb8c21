"""AArch64 numbers and printing that must be llvm-mca-19's, each recorded from llvm-mca-19 / llvm-mc-19
(the command that produced the expected text is in a comment beside it; no LLVM is needed here).
"""

from __future__ import annotations

from pathlib import Path

from mcalens.analysis.cli import run


def _mca(tmp_path: Path, text: str, *args: str) -> tuple[int, str, str]:
    source = tmp_path / "input.s"
    source.write_text(text)
    return run(["--llvm-version", "19", "--no-banner", "-mtriple=aarch64", *args, str(source)])


def _section(out: str, title: str) -> list[str]:
    """The lines of one view, from its title to the next blank line."""
    lines = out.splitlines()
    start = lines.index(title)
    end = lines.index("", start) if "" in lines[start:] else len(lines)
    return lines[start:end]


def test_instruction_tables_walk_group_sub_units_as_llvm_does(tmp_path: Path) -> None:
    # A group's cycles go to the first NumUnits entries of LLVM's flat sub-unit table, which read on
    # past the group's own members (models/aarch64/instruction_table_walks.json, export_walks).
    # printf 'add x0, x1, x2\nld1 { v0.2d, v1.2d, v2.2d }, [x0], #48\n' > t.s
    # llvm-mca-19 -mtriple=aarch64 -mcpu=CPU -instruction-tables t.s
    text = "add x0, x1, x2\nld1 { v0.2d, v1.2d, v2.2d }, [x0], #48\n"
    expected = {
        "neoverse-n1": [
            "[0]    [1.0]  [1.1]  [2.0]  [2.1]  [3]    [4.0]  [4.1]  [5]    [6]    Instructions:",
            " -      -      -      -      -     0.33   0.33   0.33    -      -     add\tx0, x1, x2",
            " -      -      -     1.50   1.50   0.33   0.33   0.33    -      -     "
            "ld1\t{ v0.2d, v1.2d, v2.2d }, [x0], #48",
        ],
        "cortex-x2": [
            "[0.0]  [0.1]  [1.0]  [1.1]  [2]    [3.0]  [3.1]  [4]    [5]    [6.0]  [6.1]  [7]    [8]    "
            "Instructions:",
            " -      -      -      -      -      -      -     0.25   0.25   0.25   0.25    -      -     "
            "add\tx0, x1, x2",
            " -      -      -      -     1.00   1.00   1.00   0.25   0.25   0.25   0.25    -      -     "
            "ld1\t{ v0.2d, v1.2d, v2.2d }, [x0], #48",
        ],
    }
    for cpu, rows in expected.items():
        code, out, err = _mca(tmp_path, text, f"-mcpu={cpu}", "-instruction-tables")
        assert code == 0, err
        assert _section(out, "Resource pressure by instruction:")[1:] == rows, cpu


# printf '...' > mp.s; llvm-mca-19 -mtriple=aarch64 -mcpu=neoverse-v2 mp.s   (exit status 1)
_MOVPRFX_TEXT = """movprfx z0, z1
  add x0, x1, x2
movprfx z0, z1
  add z1.d, z1.d, #1
movprfx z0.d, p0/m, z1.d
  add z0.d, p1/m, z0.d, z2.d
movprfx z0, z1
lbl:
  fcvt z0.s, p0/m, z0.d
movprfx z0.d, p0/z, z1.d
  add z0.s, p0/m, z0.s, z2.s
movprfx z0.s, p0/z, z1.s
  add z0.s, z0.s, #1
movprfx z0.s, p0/z, z1.s
  fmla z0.s, p0/m, z1.s, z2.s
"""
_MOVPRFX_ERRORS = """mp.s:2:3: error: instruction is unpredictable when following a movprfx, suggest replacing movprfx with mov
  add x0, x1, x2
  ^
mp.s:4:7: error: instruction is unpredictable when following a movprfx writing to a different destination
  add z1.d, z1.d, #1
      ^
mp.s:6:3: error: instruction is unpredictable when following a predicated movprfx using a different general predicate
  add z0.d, p1/m, z0.d, z2.d
  ^
mp.s:9:8: error: instruction is unpredictable when following a movprfx and destination also used as non-destructive source
  fcvt z0.s, p0/m, z0.d
       ^
mp.s:11:3: error: instruction is unpredictable when following a predicated movprfx with a different element size
  add z0.s, p0/m, z0.s, z2.s
  ^
mp.s:13:3: error: instruction is unpredictable when following a predicated movprfx, suggest using unpredicated movprfx
  add z0.s, z0.s, #1
  ^
error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
"""


def test_what_follows_a_movprfx_is_refused_as_llvm_mc_refuses_it(tmp_path: Path) -> None:
    source = tmp_path / "mp.s"
    source.write_text(_MOVPRFX_TEXT)
    code, out, err = run(["--llvm-version", "19", "--no-banner", "-mtriple=aarch64", "-mcpu=neoverse-v2", str(source)])
    assert (code, out) == (1, "")
    assert err.replace(str(source), "mp.s") == _MOVPRFX_ERRORS


def test_a_movprfx_the_cpu_lacks_sets_no_prefix(tmp_path: Path) -> None:
    # llvm-mc checks the prefix only after an instruction matched; on neoverse-n1 (no SVE) the
    # movprfx itself is refused and the `add` after it is not. llvm-mca-19 -mcpu=neoverse-n1:
    # mp.s:1:1: error: instruction requires: sve or sme
    source = tmp_path / "mp.s"
    source.write_text("movprfx z0, z1\nadd x0, x1, x2\n")
    code, _out, err = run(["--llvm-version", "19", "--no-banner", "-mtriple=aarch64", "-mcpu=neoverse-n1", str(source)])
    assert code == 1
    assert [line for line in err.splitlines() if "error" in line] == [
        f"{source}:1:1: error: instruction requires: sve or sme",
        "error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing "
        "lines from the input.",
    ]


def test_cyclone_rewrites_movi_2d_zero_as_llvm_mc_does(tmp_path: Path) -> None:
    # printf 'movi v0.2d, #0\nmovi v1.2d, #0xff00ff00ff00ff00\n' > movi.s
    # llvm-mca-19 -mtriple=aarch64 -mcpu=cyclone -instruction-tables movi.s
    # (the warning twice: llvm-mca parses the input twice)
    source = tmp_path / "movi.s"
    source.write_text("movi v0.2d, #0\nmovi v1.2d, #0xff00ff00ff00ff00\n")
    warning = [
        f"{source}:1:1: warning: instruction movi.2d with immediate #0 may not function correctly on this CPU, "
        "converting to equivalent movi.16b",
        "movi v0.2d, #0",
        "^",
    ]
    for cpu_args in (["-mcpu=cyclone"], ["-mcpu=neoverse-n1", "-mattr=+zcz-fp-workaround"]):
        code, out, err = run(["--llvm-version", "19", "--no-banner", "-mtriple=aarch64", *cpu_args, "-instruction-tables", str(source)])
        assert code == 0
        assert err.splitlines() == warning + warning
        info = [line for line in out.splitlines() if line.startswith(" 1      ")]
        assert info[-2].endswith("movi\tv0.16b, #0") and info[-1].endswith("movi\tv1.2d, #0xff00ff00ff00ff00")
        if cpu_args == ["-mcpu=cyclone"]:
            assert info[-2:] == [
                " 1      2     0.33                        movi\tv0.16b, #0",
                " 1      2     0.33                        movi\tv1.2d, #0xff00ff00ff00ff00",
            ]
    # Other CPUs keep the .2d form and say nothing (llvm-mca-19 -mcpu=apple-a10).
    code, out, err = run(["--llvm-version", "19", "--no-banner", "-mtriple=aarch64", "-mcpu=apple-a10", "-instruction-tables", str(source)])
    assert (code, err) == (0, "")
    assert "movi\tv0.2d, #0000000000000000" in out


def test_sve_inc_dec_multipliers_1_2_4_are_cheap_on_neoverse_v2(tmp_path: Path) -> None:
    # NeoverseCheapIncDec: pattern ALL and multiplier 1, 2 or 4 (a CheckAny of three values of the
    # second immediate, learned by export_sched's immediate sweep).
    # llvm-mca-19 -mtriple=aarch64 -mcpu=neoverse-v2 -instruction-tables (also grace, cortex-x925)
    text = "".join(f"incb x0, all, mul #{m}\n" for m in (1, 2, 3, 4, 8)) + "decd x1, vl4, mul #2\n"
    expected = [
        " 1      1     0.25                        incb\tx0",
        " 1      1     0.25                        incb\tx0, all, mul #2",
        " 1      2     0.50                        incb\tx0, all, mul #3",
        " 1      1     0.25                        incb\tx0, all, mul #4",
        " 1      2     0.50                        incb\tx0, all, mul #8",
        " 1      2     0.50                        decd\tx1, vl4, mul #2",
    ]
    for cpu in ("neoverse-v2", "grace", "cortex-x925"):
        code, out, err = _mca(tmp_path, text, f"-mcpu={cpu}", "-instruction-tables")
        assert code == 0, err
        assert [line for line in out.splitlines() if line.startswith(" 1      ")] == expected, cpu


def test_numeric_pc_relative_operands_as_llvm_mc_takes_them(tmp_path: Path) -> None:
    # llvm-mca-19 -mtriple=aarch64 -mcpu=neoverse-n1 pc.s (Instruction Info)
    text = ("cbz w5, #4\nb #8\ntbz x1, #3, #12\ntbnz w2, #0, #-8\nadr x0, #16\nadrp x1, #4096\nb.ne #-4\n"
            "cbnz x3, #0\nbl #20\nldr x0, #8\nprfm pldl1keep, #16\nb 0x10\ntbz x1, #40, #4\n")
    code, out, err = _mca(tmp_path, text, "-mcpu=neoverse-n1")
    assert code == 0, err
    rows = [line for line in out.splitlines() if line[:2] in (" 1", " 2") and line[3:6] == "   "]
    assert rows == [
        " 1      1     1.00                        cbz\tw5, #4",
        " 1      1     1.00                        b\t#8",
        " 1      1     1.00                        tbz\tw1, #3, #12",
        " 1      1     1.00                        tbnz\tw2, #0, #-8",
        " 1      1     0.33                        adr\tx0, #16",
        " 1      1     0.33                        adrp\tx1, #4096",
        " 1      1     1.00                        b.ne\t#-4",
        " 1      1     1.00                        cbnz\tx3, #0",
        " 2      1     1.00                        bl\t#20",
        " 1      4     0.50    *                   ldr\tx0, #8",
        " 1      4     0.50                  U     prfm\tpldl1keep, #16",
        " 1      1     1.00                        b\t#16",
        " 1      1     1.00                        tbz\tx1, #40, #4",
    ]


def test_numeric_pc_offsets_llvm_mc_cannot_encode(tmp_path: Path) -> None:
    # printf 'cbz x0, #1048576\ntbz x1, #3, #6\nadrp x0, #4095\ntbz w1, #40, #4\n' > pc.s
    # llvm-mca-19 -mtriple=aarch64 -mcpu=neoverse-n1 pc.s   (exit status 1)
    source = tmp_path / "pc.s"
    source.write_text("cbz x0, #1048576\ntbz x1, #3, #6\nadrp x0, #4095\ntbz w1, #40, #4\n")
    code, out, err = run(["--llvm-version", "19", "--no-banner", "-mtriple=aarch64", "-mcpu=neoverse-n1", str(source)])
    assert (code, out) == (1, "")
    assert err.replace(str(source), "pc.s").splitlines() == [
        "pc.s:1:9: error: expected label or encodable integer pc offset", "cbz x0, #1048576", "        ^",
        "pc.s:2:13: error: expected label or encodable integer pc offset", "tbz x1, #3, #6", "            ^",
        "pc.s:3:10: error: expected label or encodable integer pc offset", "adrp x0, #4095", "         ^",
        "pc.s:4:9: error: immediate must be an integer in range [0, 31].", "tbz w1, #40, #4", "        ^",
        "error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing "
        "lines from the input.",
    ]


def _instruction_column(out: str) -> list[str]:
    """The instructions as the Instruction Info view prints them."""
    lines = out.splitlines()
    start = lines.index("[1]    [2]    [3]    [4]    [5]    [6]    Instructions:") + 1
    return [line[42:] for line in lines[start : lines.index("", start)]]


def test_numeric_local_labels_take_mccontext_names(tmp_path: Path) -> None:
    # llvm-mca-19 -mtriple=aarch64 -mcpu=neoverse-n1 -instruction-tables: the file's own `.Ltmp0`
    # is skipped by the temporaries, its `.Ltmp1` (taken by `1f` already) is renamed `.Ltmp10`,
    # `1f+4` is an expression, `01` is label 1, and every `.rept` copy makes a new one.
    text = (".Ltmp0:\n  b 1f\n  b 10f\n1:\n  add x0, x0, #1\n10:\n  b 1f+4\n  b .Ltmp1\n1: add x1, x1, #1\n"
            "  .rept 2\n  b 5f\n5:\n  .endr\n")
    code, out, err = _mca(tmp_path, text, "-mcpu=neoverse-n1", "-instruction-tables")
    assert code == 0, err
    assert _instruction_column(out) == ["b\t.Ltmp1", "b\t.Ltmp2", "add\tx0, x0, #1", "b\t.Ltmp3+4", "b\t.Ltmp10",
                                        "add\tx1, x1, #1", "b\t.Ltmp4", "b\t.Ltmp5"]  # fmt: skip
    code, out, err = _mca(tmp_path, "b 01f\n1:\nb 1f\n01:\nnop\n", "-mcpu=neoverse-n1", "-instruction-tables")
    assert code == 0, err
    assert _instruction_column(out) == ["b\t.Ltmp0", "b\t.Ltmp1", "nop"]


def test_local_label_refusals_at_llvm_mcas_column(tmp_path: Path) -> None:
    # llvm-mca-19 -mtriple=aarch64 -mcpu=neoverse-n1 (exit status 1 for each)
    for text, expected in (
        ("1:\n  add x0, x0, #1\n  cbnz x0, 1b\n",
         ["3:12: error: expected label or encodable integer pc offset", "  cbnz x0, 1b", "           ^"]),
        ("b 1F\n1:\nnop\n", ["1:4: error: unexpected token in argument list", "b 1F", "   ^"]),
    ):
        code, out, err = _mca(tmp_path, text, "-mcpu=neoverse-n1")
        assert (code, out) == (1, "")
        lines = err.replace(str(tmp_path / "input.s") + ":", "").splitlines()
        assert lines[:3] == expected


def test_slash_comments_are_no_region_markers_on_aarch64_elf(tmp_path: Path) -> None:
    # llvm-mca-19's lexer hands a `//` comment over from its second '/', so on AArch64 ELF (comment
    # string `//`) no `// LLVM-MCA-...` comment is a marker; `#` and `/* */` comments are, and on
    # Apple triples (comment string `;`) `//` is as well. llvm-mca-19 -mcpu=neoverse-n1 (apple-m1) -iterations=1:
    body = "add x0, x0, #1\n{0} LLVM-MCA-BEGIN foo\nadd x1, x1, #1\n{0} LLVM-MCA-END foo\nadd x2, x2, #1\n"
    for triple, opener, instructions in (
        ("aarch64", "//", 3), ("aarch64", "#", 1), ("arm64-apple-darwin", "//", 1), ("arm64-apple-darwin", ";", 1),
    ):
        source = tmp_path / "input.s"
        source.write_text(body.format(opener))
        cpu = "-mcpu=apple-m1" if "apple" in triple else "-mcpu=neoverse-n1"
        code, out, err = run(["--llvm-version", "19", "--no-banner", f"-mtriple={triple}", cpu, "-iterations=1", str(source)])
        assert code == 0, err
        assert f"Instructions:      {instructions}" in out.splitlines(), (triple, opener)
        assert ("[0] Code Region - foo" in out) == (instructions == 1), (triple, opener)
    # A `//` marker-looking comment after code and a `#` END: llvm-mca's "invalid region end"
    source = tmp_path / "input.s"
    source.write_text("add x0, x0, #1\nadd x3, x3, #1 // LLVM-MCA-BEGIN foo\nadd x1, x1, #1\n   # LLVM-MCA-END foo\n")
    code, out, err = run(["--llvm-version", "19", "--no-banner", "-mtriple=aarch64", "-mcpu=neoverse-n1", str(source)])
    assert (code, out) == (1, "")
    assert err.splitlines()[0] == f"{source}:4:5: error: found an invalid region end directive"


def test_stg_writeback_takes_every_tag_granule_offset(tmp_path: Path) -> None:
    # STGPreIndex/STGPostIndex are STG with writeback, not STGP pairs: their offsets are
    # multiples of 16 in [-4096, 4080]. llvm-mca-19 -mtriple=aarch64 -mcpu=neoverse-n2 -mattr=+mte
    text = ("stg x0, [x1, #-4096]!\nstg x0, [x1], #-4096\nstg x1, [x2, #4080]!\nstg x1, [x2], #4080\n"
            "stg x26, [x27, #4064]!\nstgp x0, x1, [x2, #-1024]!\n")
    code, out, err = _mca(tmp_path, text, "-mcpu=neoverse-n2", "-mattr=+mte", "-instruction-tables")
    assert code == 0, err
    assert _instruction_column(out) == [
        "stg\tx0, [x1, #-4096]!", "stg\tx0, [x1], #-4096", "stg\tx1, [x2, #4080]!", "stg\tx1, [x2], #4080",
        "stg\tx26, [x27, #4064]!", "stgp\tx0, x1, [x2, #-1024]!",
    ]
    code, out, err = _mca(tmp_path, "stg x0, [x1, #4096]!\nstgp x0, x1, [x2, #1024]!\n", "-mcpu=neoverse-n2",
                          "-mattr=+mte")  # fmt: skip
    assert code == 1
    assert [line.split(": ", 1)[1] for line in err.splitlines() if ": error: " in line] == [
        "error: index must be a multiple of 16 in range [-4096, 4080].",
        "error: index must be a multiple of 16 in range [-1024, 1008].",
    ]


def test_frint3264_is_the_fptoint_feature(tmp_path: Path) -> None:
    # "instruction requires: frint3264" names LLVM's feature `fptoint` (in v8.5a): neoverse-v2 has
    # it, neoverse-v1 (v8.4a) does not. llvm-mca-19 -mtriple=aarch64 -mcpu=CPU -instruction-tables
    code, out, err = _mca(tmp_path, "frint32x v0.2s, v0.2s\n", "-mcpu=neoverse-v2", "-instruction-tables")
    assert code == 0, err
    assert _instruction_column(out) == ["frint32x\tv0.2s, v0.2s"]
    code, out, err = _mca(tmp_path, "frint32x v0.2s, v0.2s\n", "-mcpu=neoverse-v1")
    assert code == 1
    assert err.splitlines()[0].endswith(":1:1: error: instruction requires: frint3264")


def test_scalar_dup_is_the_lane_mov(tmp_path: Path) -> None:
    # llvm-mca-19 -mtriple=aarch64 -mcpu=neoverse-v2 -instruction-tables (DUPi32 etc., printed `mov`)
    code, out, err = _mca(tmp_path, "dup s0, v0.s[1]\ndup b0, v0.b[15]\ndup d1, v2.d[1]\ndup h3, v4.h[7]\n",
                          "-mcpu=neoverse-v2", "-instruction-tables")  # fmt: skip
    assert code == 0, err
    assert _instruction_column(out) == ["mov\ts0, v0.s[1]", "mov\tb0, v0.b[15]", "mov\td1, v2.d[1]", "mov\th3, v4.h[7]"]
    # and its lane range as llvm-mc checks it: dup.s:1:13: error: vector lane must be an integer in range [0, 3].
    code, out, err = _mca(tmp_path, "dup s0, v0.s[4]\n", "-mcpu=neoverse-v2")
    assert code == 1
    assert err.splitlines()[0].endswith(":1:13: error: vector lane must be an integer in range [0, 3].")


def test_numbered_sve_patterns_and_prefetch_operations(tmp_path: Path) -> None:
    # LLVM's own *-basic-instructions / *-sve-instructions forms: a pattern or prefetch operation
    # written as a number; unnamed values print as numbers, named ones by name.
    # llvm-mca-19 -mtriple=aarch64 -mcpu=a64fx -instruction-tables
    text = ("prfm #22, #0\nprfm #22, [x0]\nprfm #0, [x0]\nincw x0, #14\nincw x0, #14, mul #2\ncntw x0, #28\n"
            "ptrue p7.s, #14\nptrue p7.s, #31\nprfb #7, p0, [x0]\nprfb #3, p0, [x0]\nprfd #14, p0, [x0]\n"
            "prfb #7, p3, [z13.s, #31]\nsqincw x0, w0, #14\ncntb x0, #5\nprfm pldslckeep, [x0]\n")
    code, out, err = _mca(tmp_path, text, "-mcpu=a64fx", "-instruction-tables")
    assert code == 0, err
    assert _instruction_column(out) == [
        "prfm\t#22, #0", "prfm\t#22, [x0]", "prfm\tpldl1keep, [x0]", "incw\tx0, #14", "incw\tx0, #14, mul #2",
        "cntw\tx0, #28", "ptrue\tp7.s, #14", "ptrue\tp7.s", "prfb\t#7, p0, [x0]", "prfb\tpldl2strm, p0, [x0]",
        "prfd\t#14, p0, [x0]", "prfb\t#7, p3, [z13.s, #31]", "sqincw\tx0, w0, #14", "cntb\tx0, vl5",
        "prfm\t#6, [x0]",
    ]


def test_mul_after_a_pattern_name_is_no_unexpected_token(tmp_path: Path) -> None:
    # printf 'cntb d1, vl1, mul #1\ndecd z0.h, vl1, mul #1\n' | llvm-mc-19 -triple=aarch64 -mattr=+sve
    # (llvm-mca-19 -mcpu=a64fx: the same errors)
    code, _out, err = _mca(tmp_path, "cntb d1, vl1, mul #1\ndecd z0.h, vl1, mul #1\n", "-mcpu=a64fx")
    assert code == 1
    source = str(tmp_path / "input.s")
    assert [line.removeprefix(source + ":") for line in err.splitlines() if line.startswith(source)] == [
        "1:6: error: invalid operand for instruction", "2:6: error: invalid element width"]


def test_numbers_out_of_range_stay_llvm_mcs_range_errors(tmp_path: Path) -> None:
    # Named operands also take the names' values as immediates; a number out of an operand's range
    # is still that range error, not a pattern or prefetch number. llvm-mc-19 -triple=aarch64:
    for text, message in (
        ("fcvtzs v0.8h, v1.8h, #0\n", "1:22: error: immediate must be an integer in range [1, 16]."),
        ("ccmn w0, #1, #4096, eq\n", "1:14: error: immediate must be an integer in range [0, 15]."),
        ("movi v0.2s, #1, msl #128\n", "1:17: error: invalid operand for instruction"),
    ):
        code, _out, err = _mca(tmp_path, text, "-mcpu=neoverse-n2")
        assert code == 1
        source = str(tmp_path / "input.s")
        assert err.splitlines()[0] == f"{source}:{message}"


def test_sve_prefetch_names_take_svepfrm_values(tmp_path: Path) -> None:
    # echo 'prfb pstl1keep, p0, [x0]' | llvm-mc-19 -triple=aarch64 -mattr=+sve -show-inst -show-encoding
    #   PRFB_PRI <Imm:8> <Imm:0>, encoding [0x08,0x00,0xc0,0x85] (PRFM's pstl1keep is 16)
    code, out, err = _mca(tmp_path, "prfb pstl1keep, p0, [x0]\nprfb #9, p0, [x0]\n", "-mcpu=a64fx", "-show-encoding",
                          "-instruction-tables")  # fmt: skip
    assert code == 0, err
    rows = [line for line in out.splitlines() if line.startswith(" 1  ")]
    assert [row.split("     ")[-1].strip() for row in rows] == ["prfb\tpstl1keep, p0, [x0]", "prfb\tpstl1strm, p0, [x0]"]
    assert "08 00 c0 85" in rows[0]


# -print-imm-hex: which immediates AArch64InstPrinter writes through formatImm (hex) and which with
# a plain `<<` (decimal either way). Recorded with
#   llvm-mca-19 -mtriple=aarch64 -mcpu=neoverse-v2 -instruction-tables [-print-imm-hex] forms.s
# where forms.s holds the first column, one per line; the second and third columns are the
# Instruction Info view's instruction text with and without -print-imm-hex.
_IMM_HEX_FORMS = [
    ('add x3, x3, 1', 'add\tx3, x3, #0x1', 'add\tx3, x3, #1'),
    ('add x0, x1, #1, lsl #12', 'add\tx0, x1, #0x1, lsl #12', 'add\tx0, x1, #1, lsl #12'),
    ('sub w0, w1, #4095', 'sub\tw0, w1, #0xfff', 'sub\tw0, w1, #4095'),
    ('mov x0, #-5', 'mov\tx0, #-0x5', 'mov\tx0, #-5'),
    ('mov x0, #0', 'mov\tx0, #0x0', 'mov\tx0, #0'),
    ('mov w0, #-1', 'mov\tw0, #-0x1', 'mov\tw0, #-1'),
    ('mov x0, #65536', 'mov\tx0, #0x10000', 'mov\tx0, #65536'),
    ('movk x0, #1, lsl #16', 'movk\tx0, #0x1, lsl #16', 'movk\tx0, #1, lsl #16'),
    ('orr x0, x1, #0xff', 'orr\tx0, x1, #0xff', 'orr\tx0, x1, #0xff'),
    ('ldr x0, [x1, #16]', 'ldr\tx0, [x1, #0x10]', 'ldr\tx0, [x1, #16]'),
    ('ldur x0, [x1, #-8]', 'ldur\tx0, [x1, #-0x8]', 'ldur\tx0, [x1, #-8]'),
    ('ldr x0, [x1], #-8', 'ldr\tx0, [x1], #-0x8', 'ldr\tx0, [x1], #-8'),
    ('ldp x0, x1, [x2, #-16]!', 'ldp\tx0, x1, [x2, #-0x10]!', 'ldp\tx0, x1, [x2, #-16]!'),
    ('str x0, [x1, x2, lsl #3]', 'str\tx0, [x1, x2, lsl #3]', 'str\tx0, [x1, x2, lsl #3]'),
    ('add x0, x1, w2, uxtw #2', 'add\tx0, x1, w2, uxtw #2', 'add\tx0, x1, w2, uxtw #2'),
    ('lsl x0, x1, #3', 'lsl\tx0, x1, #3', 'lsl\tx0, x1, #3'),
    ('asr w0, w1, #31', 'asr\tw0, w1, #31', 'asr\tw0, w1, #31'),
    ('ubfx x0, x1, #3, #4', 'ubfx\tx0, x1, #3, #4', 'ubfx\tx0, x1, #3, #4'),
    ('sbfiz x0, x1, #3, #4', 'sbfiz\tx0, x1, #3, #4', 'sbfiz\tx0, x1, #3, #4'),
    ('bfi x0, x1, #3, #4', 'bfi\tx0, x1, #3, #4', 'bfi\tx0, x1, #3, #4'),
    ('ror x0, x1, #3', 'ror\tx0, x1, #0x3', 'ror\tx0, x1, #3'),
    ('extr x0, x1, x2, #3', 'extr\tx0, x1, x2, #0x3', 'extr\tx0, x1, x2, #3'),
    ('tbz x0, #3, .', 'tbz\tw0, #0x3, ""', 'tbz\tw0, #3, ""'),
    ('ccmp x0, #3, #4, ne', 'ccmp\tx0, #0x3, #0x4, ne', 'ccmp\tx0, #3, #4, ne'),
    ('dmb #0', 'dmb\t#0', 'dmb\t#0'),
    ('isb #0', 'isb\t#0', 'isb\t#0'),
    ('clrex #0', 'clrex\t#0x0', 'clrex\t#0'),
    ('hint #100', 'hint\t#0x64', 'hint\t#100'),
    ('svc #0', 'svc\t#0', 'svc\t#0'),
    ('brk #1', 'brk\t#0x1', 'brk\t#0x1'),
    ('b #8', 'b\t#0x8', 'b\t#8'),
    ('cbz x0, #-4', 'cbz\tx0, #-0x4', 'cbz\tx0, #-4'),
    ('adr x0, #8', 'adr\tx0, #8', 'adr\tx0, #8'),
    ('adrp x0, #4096', 'adrp\tx0, #4096', 'adrp\tx0, #4096'),
    ('ld1 {v0.16b}, [x0], #16', 'ld1\t{ v0.16b }, [x0], #16', 'ld1\t{ v0.16b }, [x0], #16'),
    ('ld1 {v0.s}[1], [x0], #4', 'ld1\t{ v0.s }[1], [x0], #4', 'ld1\t{ v0.s }[1], [x0], #4'),
    ('shl v0.4s, v1.4s, #3', 'shl\tv0.4s, v1.4s, #0x3', 'shl\tv0.4s, v1.4s, #3'),
    ('shll v0.8h, v1.8b, #8', 'shll\tv0.8h, v1.8b, #8', 'shll\tv0.8h, v1.8b, #8'),
    ('cmeq v0.16b, v1.16b, #0', 'cmeq\tv0.16b, v1.16b, #0', 'cmeq\tv0.16b, v1.16b, #0'),
    ('ext v0.16b, v1.16b, v2.16b, #0', 'ext\tv0.16b, v1.16b, v2.16b, #0x0', 'ext\tv0.16b, v1.16b, v2.16b, #0'),
    ('movi v0.16b, #255', 'movi\tv0.16b, #0xff', 'movi\tv0.16b, #255'),
    ('movi v0.4s, #1, lsl #8', 'movi\tv0.4s, #0x1, lsl #8', 'movi\tv0.4s, #1, lsl #8'),
    ('movi v0.2d, #0xff00ff00ff00ff00', 'movi\tv0.2d, #0xff00ff00ff00ff00', 'movi\tv0.2d, #0xff00ff00ff00ff00'),
    ('fmov d0, #-2.0', 'fmov\td0, #-2.00000000', 'fmov\td0, #-2.00000000'),
    ('fcmla v0.4s, v1.4s, v2.4s, #90', 'fcmla\tv0.4s, v1.4s, v2.4s, #90', 'fcmla\tv0.4s, v1.4s, v2.4s, #90'),
    ('mov z0.b, #-1', 'mov\tz0.b, #0xff', 'mov\tz0.b, #-1'),
    ('mov z0.h, #-512', 'mov\tz0.h, #0xfe00', 'mov\tz0.h, #-512'),
    ('mov z0.s, p0/m, #-3', 'mov\tz0.s, p0/m, #0xfffffffd', 'mov\tz0.s, p0/m, #-3'),
    ('add z0.s, z0.s, #256', 'add\tz0.s, z0.s, #0x100', 'add\tz0.s, z0.s, #256'),
    ('mul z0.s, z0.s, #-1', 'mul\tz0.s, z0.s, #-0x1', 'mul\tz0.s, z0.s, #-1'),
    ('and z0.s, z0.s, #0xffff', 'and\tz0.s, z0.s, #0xffff', 'and\tz0.s, z0.s, #0xffff'),
    ('mov z0.s, #65534', 'mov\tz0.s, #0xfffe', 'mov\tz0.s, #65534'),
    ('cntd x0, all, mul #4', 'cntd\tx0, all, mul #0x4', 'cntd\tx0, all, mul #4'),
    ('incw x0, #14', 'incw\tx0, #0xe', 'incw\tx0, #14'),
    (
        'ld1d {z0.d}, p0/z, [x0, #1, mul vl]',
        'ld1d\t{ z0.d }, p0/z, [x0, #0x1, mul vl]',
        'ld1d\t{ z0.d }, p0/z, [x0, #1, mul vl]',
    ),
    ('prfm #22, [x0]', 'prfm\t#0x16, [x0]', 'prfm\t#22, [x0]'),
    (
        'fcadd z0.s, p0/m, z0.s, z1.s, #270',
        'fcadd\tz0.s, p0/m, z0.s, z1.s, #270',
        'fcadd\tz0.s, p0/m, z0.s, z1.s, #270',
    ),
]


def _instruction_column(out: str) -> list[str]:
    lines = _section(out, next(line for line in out.splitlines() if line.startswith("[1]") and "Instructions:" in line))
    at = lines[0].index("Instructions:")
    return [line[at:] for line in lines[1:]]


def test_print_imm_hex_follows_aarch64_inst_printer(tmp_path: Path) -> None:
    text = "".join(source + "\n" for source, _, _ in _IMM_HEX_FORMS)
    for flags, column in (((), 2), (("-print-imm-hex",), 1)):
        code, out, err = _mca(tmp_path, text, "-mcpu=neoverse-v2", "-instruction-tables", *flags)
        assert code == 0, err
        assert _instruction_column(out) == [row[column] for row in _IMM_HEX_FORMS], flags


def test_print_imm_hex_reaches_the_json_output(tmp_path: Path) -> None:
    # llvm-mca-19 -mtriple=aarch64 -mcpu=apple-a14 -print-imm-hex -json t.s: "add\tx3, x3, #0x1"
    code, out, err = _mca(tmp_path, "add x3, x3, 1\nldr s2, [x1, x3, lsl 2]\n", "-mcpu=apple-a14", "-print-imm-hex", "-json")
    assert code == 0, err
    assert '"add\\tx3, x3, #0x1"' in out
    assert '"ldr\\ts2, [x1, x3, lsl #2]"' in out


def test_sve_condition_names_need_sve_not_sme(tmp_path: Path) -> None:
    # printf 'b.any #8\n' > t.s; llvm-mca-19 -mtriple=aarch64 -mcpu=neoverse-n1 -mattr=+sme t.s
    # -> "t.s:1:3: error: invalid condition code" (status 1); with -mattr=+sve it is analysed as b.ne.
    # apple-m4 has SME and no SVE: llvm-mca-19 refuses `b.any` there too.
    code, _out, err = _mca(tmp_path, "b.any #8\n", "-mcpu=neoverse-n1", "-mattr=+sme")
    assert code == 1
    assert f"{tmp_path / 'input.s'}:1:3: error: invalid condition code" in err
    code, _out, err = _mca(tmp_path, "b.any #8\n", "-mcpu=apple-m4")
    assert code == 1 and "invalid condition code" in err
    code, out, _err = _mca(tmp_path, "b.any #8\n", "-mcpu=neoverse-n1", "-mattr=+sve")
    assert code == 0 and "b.ne\t#8" in out


# printf 'bfc w0, #3, #4\n...' > bf.s   (the lines of _BIT_CLEAR_TEXT)
# llvm-mca-19 -mtriple=aarch64 -mcpu=CPU [-mattr=...] -instruction-tables bf.s
_BIT_CLEAR_TEXT = """bfc w0, #3, #4
bfc x1, #5, #9
bfi w2, wzr, #1, #2
bfi x3, xzr, #7, #8
bfi w4, w5, #3, #4
bfxil w0, wzr, #0, #4
bfxil x0, xzr, #0, #64
bfxil w0, wzr, #3, #4
bfc w0, #0, #32
bfi w0, wzr, #0, #4
bfxil wzr, wzr, #0, #1
bfi x30, xzr, #2, #3
bfxil xzr, xzr, #0, #64
"""
_BIT_CLEAR_V80 = [
    "bfi\tw0, wzr, #3, #4", "bfi\tx1, xzr, #5, #9", "bfi\tw2, wzr, #1, #2", "bfi\tx3, xzr, #7, #8",
    "bfi\tw4, w5, #3, #4", "bfxil\tw0, wzr, #0, #4", "bfxil\tx0, xzr, #0, #64", "bfxil\tw0, wzr, #3, #4",
    "bfxil\tw0, wzr, #0, #32", "bfxil\tw0, wzr, #0, #4", "bfxil\twzr, wzr, #0, #1", "bfi\tx30, xzr, #2, #3",
    "bfxil\txzr, xzr, #0, #64",
]  # fmt: skip
_BIT_CLEAR_V82 = [
    "bfc\tw0, #3, #4", "bfc\tx1, #5, #9", "bfc\tw2, #1, #2", "bfc\tx3, #7, #8", "bfi\tw4, w5, #3, #4",
    "bfc\tw0, #0, #4", "bfc\tx0, #0, #64", "bfxil\tw0, wzr, #3, #4", "bfc\tw0, #0, #32", "bfc\tw0, #0, #4",
    "bfc\twzr, #0, #1", "bfc\tx30, #2, #3", "bfc\txzr, #0, #64",
]  # fmt: skip


def test_bfm_from_the_zero_register_prints_bfc_only_with_v8_2a(tmp_path: Path) -> None:
    # AArch64InstPrinter::printInst writes `bfc` for a BFM from wzr/xzr only when the subtarget has
    # v8.2a, and then for immr == 0 too (where a v8.0 CPU writes `bfxil Rd, wzr, #0, #n`).
    cases = [
        ("cortex-a53", "", _BIT_CLEAR_V80),
        ("cortex-a53", "+v8.2a", _BIT_CLEAR_V82),
        ("cortex-a55", "", _BIT_CLEAR_V82),
        ("apple-s4", "", _BIT_CLEAR_V82),
        ("neoverse-v2", "", _BIT_CLEAR_V82),
        ("neoverse-v2", "-v8.2a", _BIT_CLEAR_V80),
        ("generic", "", _BIT_CLEAR_V80),
    ]
    for cpu, mattr, expected in cases:
        args = [f"-mcpu={cpu}", "-instruction-tables"] + ([f"-mattr={mattr}"] if mattr else [])
        code, out, err = _mca(tmp_path, _BIT_CLEAR_TEXT, *args)
        assert code == 0, err
        info = out[: out.index("Resources:")].splitlines()  # the Instruction Info rows
        printed = [line.rsplit("  ", 1)[-1] for line in info if "\t" in line]
        assert printed == expected, (cpu, mattr)


def test_movz_with_a_zero_chunk_and_a_shift_is_no_mov(tmp_path: Path) -> None:
    # printf 'movz w2, #0, lsl #16\nmovz x8, #0, lsl #48\nmovn x2, #0, lsl #16\nmovn w2, #0xffff\nmovz w2, #1, lsl #16\n'
    #   > m.s; llvm-mca-19 -mtriple=aarch64 -mcpu=neoverse-v2 -mattr=+all -instruction-tables m.s
    # (the MOVZ keeps lsl #16: 1 cycle, where mcalens had made it `mov x0, #0`, a 0-cycle zero idiom)
    text = "movz w2, #0, lsl #16\nmovz x8, #0, lsl #48\nmovn x2, #0, lsl #16\nmovn w2, #0xffff\nmovz w2, #1, lsl #16\n"
    code, out, err = _mca(tmp_path, text, "-mcpu=neoverse-v2", "-mattr=+all", "-instruction-tables")
    assert code == 0, err
    info = out[: out.index("Resources:")].splitlines()
    rows = [line for line in info if "\t" in line]
    assert [line.rsplit("  ", 1)[-1] for line in rows] == [
        "movz\tw2, #0, lsl #16", "movz\tx8, #0, lsl #48", "movn\tx2, #0, lsl #16", "movn\tw2, #65535",
        "mov\tw2, #65536",
    ]  # fmt: skip
    assert rows[0].split()[:3] == ["1", "1", "0.17"]


def test_apple_neon_syntax_on_an_elf_triple(tmp_path: Path) -> None:
    # printf 'pmull.8h v0, v1, v2\nsmlal.8h v0, v1, v2\n' > ap.s   (as LLVM's forwarding-A57.s writes them)
    # llvm-mca-19 -mtriple=aarch64 -mcpu=cortex-a57 -iterations=1 -timeline ap.s
    code, out, err = _mca(tmp_path, "pmull.8h v0, v1, v2\nsmlal.8h v0, v1, v2\n", "-mcpu=cortex-a57",
                          "-iterations=1", "-timeline")  # fmt: skip
    assert code == 0, err
    assert "Total Cycles:      13\n" in out
    assert " 1      5     1.00                        pmull\tv0.8h, v1.8b, v2.8b\n" in out
    assert " 1      5     1.00                        smlal\tv0.8h, v1.8b, v2.8b\n" in out


def test_operands_are_read_before_the_mnemonic_is_looked_up(tmp_path: Path) -> None:
    # LLVM's Neoverse/bad-input.s: llvm-mca-19 -mtriple=aarch64 -mcpu=neoverse-v1 bad.s (exit 1) prints
    # bad.s:1:9: error: unexpected token in argument list
    code, _out, err = _mca(tmp_path, "This is not a valid assembly file for any architecture (by virtue of this text.)\n",
                           "-mcpu=neoverse-v1")  # fmt: skip
    assert code == 1
    assert err.splitlines()[0].endswith("input.s:1:9: error: unexpected token in argument list")
    assert err.splitlines()[2] == "        ^"


def test_dsb_12_is_dfb_on_armv8_r(tmp_path: Path) -> None:
    # printf 'dsb #12\ndsb #0\n' > d.s; llvm-mca-19 -mtriple=aarch64 -mcpu=CPU -instruction-tables d.s
    for cpu, first in (("cortex-r82", "dfb"), ("neoverse-v2", "dsb\t#12")):
        code, out, err = _mca(tmp_path, "dsb #12\ndsb #0\n", f"-mcpu={cpu}", "-instruction-tables")
        assert code == 0, err
        info = out[: out.index("Resources:")].splitlines()
        assert [line.rsplit("  ", 1)[-1] for line in info if "\t" in line or line.endswith(("dfb", "ssbb"))] == [
            first, "ssbb"
        ], cpu
