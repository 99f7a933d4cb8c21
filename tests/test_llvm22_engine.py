"""LLVM 22's engine differences from 19, switched by the release's model set (no LLVM needed).

Each expected output in tests/data/llvm22/ was recorded with llvm-mca 22.1.8 (Debian's llvm-22);
the command is given beside each case. mcalens runs with `--llvm-version 22 --no-banner`; its one
stderr line saying 22 is not exact yet is not part of the comparison."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcalens.analysis.cli import run

DATA = Path(__file__).parent / "data" / "llvm22"


def _run22(args: list[str]) -> tuple[int, str, str]:
    return run(["--llvm-version", "22", "--no-banner", *args])


# (input, llvm-mca-22 arguments, expected stdout file): `llvm-mca-22 ARGS INPUT > EXPECTED`.
CASES = [
    # The X86 stack engine: push/pop lose their RSP write, so they no longer serialise (19: 1003 cycles).
    ("stack_push_pop.s", ["-mcpu=skylake", "-iterations=100", "-timeline", "-timeline-max-iterations=1",
                          "-register-file-stats"], "stack_push_pop.skylake.txt"),
    # -disable-cb turns the target's post-processing off, and the stack engine with it (1003 cycles).
    ("stack_push_pop.s", ["-mcpu=skylake", "-iterations=100", "-disable-cb"],
     "stack_push_pop.skylake.disable-cb.txt"),
    # 32-bit push/pop write ESP, not RSP: llvm-mca-22 drops that write all the same (204 cycles).
    ("stack_push_pop_i386.s", ["-mtriple=i386", "-mcpu=skylake", "-iterations=100"],
     "stack_push_pop_i386.skylake.txt"),
    # Partially overlapping resource groups (imulw, btl mem, dppd): LLVM 22 issues the groups with
    # one ready unit first, then by fewest ready units; 19 took them in order (other ports).
    ("overlapping_groups.s", ["-mcpu=alderlake"], "overlapping_groups.alderlake.txt"),
    ("overlapping_groups.s", ["-mcpu=sapphirerapids", "-timeline", "-timeline-max-iterations=2"],
     "overlapping_groups.sapphirerapids.txt"),
    # Bottleneck analysis ORs the busy masks of every `select` call of a cycle; the last call's
    # masks do not hold the earlier ones (a reserved group gives way to the units an issue took): one cycle adds
    # ADLPPort00/01/05/06 (15.76% 13.50% 13.64% 15.34%; the last call alone gives 0.07 less each).
    ("select_masks.s", ["-mtriple=x86_64-unknown-linux-gnu", "-mcpu=alderlake", "-bottleneck-analysis"],
     "select_masks.alderlake.txt"),
    # Instruction Info rounds RThroughput half up: 1/8 prints 0.13 (19 printed 0.12).
    ("aarch64/rthroughput_half.s", ["-mtriple=aarch64", "-mcpu=cortex-x4"], "aarch64/rthroughput_half.cortex-x4.txt"),
    # Instruction Info's Latency column is left-justified to six characters: `1386  7.00` (19: three spaces).
    ("latency_column.s", ["-mcpu=alderlake", "-instruction-tables"], "latency_column.alderlake.txt"),
    # A write of w0 clears x0's upper half: 22's x0 has an artificial sub-register W0_HI that a write
    # never updates (mca_target.json `artificial_registers`), so `add x0` waits on `ldr w0` only
    # (41 cycles, as 19 without W0_HI; 107 when W0_HI kept the older add's write).
    ("aarch64/clear_upper_regs.s", ["-mtriple=aarch64", "-mcpu=neoverse-v1", "-timeline",
                                    "-timeline-max-iterations=4"], "aarch64/clear_upper_regs.neoverse-v1.txt"),
    # -show-encoding encodes the instruction as parsed: `jl foo` is `7c 00`, `addl $bar, %eax`
    # `83 c0 00` (19 relaxed them first: `0f 8c 00 00 00 00`, `81 c0 00 00 00 00`).
    ("encoding_unrelaxed.s", ["-mtriple=x86_64", "-mcpu=btver2", "-all-views=false", "-instruction-info",
                              "-show-encoding"], "encoding_unrelaxed.btver2.txt"),
    # -instruction-tables=full: the resource list (a group's sub-units as LLVM's table lists them:
    # znver3's Zn3Int names Zn3ALU0 twice, neoverse-v1's V1UnitI V1UnitS twice), the bypass latency
    # (latency less the ReadAdvance of the slowest write: `addl (%rdi), %eax` 6 -> 1), the resources,
    # the opcode name and the line's `//` or `/* */` comment (none on a last line without a line break).
    ("instruction_tables_full.s", ["-mtriple=x86_64", "-mcpu=skylake", "-instruction-tables=full", "-show-encoding"],
     "instruction_tables_full.skylake.txt"),
    ("instruction_tables_full.s", ["-mtriple=x86_64", "-mcpu=znver3", "-instruction-tables=full"],
     "instruction_tables_full.znver3.txt"),
    ("aarch64/instruction_tables_full.s", ["-mtriple=aarch64", "-mcpu=neoverse-v1", "-instruction-tables=full"],
     "aarch64/instruction_tables_full.neoverse-v1.txt"),
    # =none is no tables (a simulation), =normal the plain tables; -json is the same for every level
    ("instruction_tables_full.s", ["-mtriple=x86_64", "-mcpu=skylake", "-instruction-tables=none"],
     "instruction_tables_none.skylake.txt"),
    ("instruction_tables_full.s", ["-mtriple=x86_64", "-mcpu=skylake", "-instruction-tables=full", "-json"],
     "instruction_tables_full.skylake.json"),
    # -json carries "BottleneckAnalysis" when the view is on (19 leaves it out of plain -json)
    ("bottleneck_json.s", ["-mtriple=x86_64", "-mcpu=btver2", "-json", "-bottleneck-analysis", "-iterations=100"],
     "bottleneck_json.btver2.json"),
    ("aarch64/bottleneck_json.s", ["-mtriple=aarch64", "-mcpu=neoverse-v2", "-json", "-all-views"],
     "aarch64/bottleneck_json.neoverse-v2.json"),
    # 32-bit mode: byte-register forms whose every probe named a 64-bit-only register are taken (the
    # 22 spelling table with fix-mode32's rule, as 19's): the i686 gcc corpus refused these lines
    ("i686_byte_registers.s", ["-mtriple=i686-unknown-linux-gnu", "-mcpu=skylake", "-iterations=10"],
     "i686_byte_registers.skylake.txt"),
    # `.cpu` and `.arch_extension` names are the release's (19: "unknown CPU name", "unknown
    # architectural extension: cmpbr")
    ("aarch64/directives_22.s", ["-mtriple=aarch64", "-mcpu=cortex-a55"], "aarch64/directives_22.cortex-a55.txt"),
    # RThroughput counts the cycles a resource is held, release - acquire: SiFive7's
    # [VLEN512SiFive7VL, 2, 1] gives vle8.v 1.00 under MF8 (19's rule 2.00), 16.00 under M8 (17.00);
    # and `1024  1024.00` keeps the flags in their column (every field padded to its column start).
    ("riscv/held_cycles.s", ["-mtriple=riscv64", "-mcpu=sifive-x280", "-iterations=1"],
     "riscv/held_cycles.sifive-x280.txt"),
]


@pytest.mark.parametrize(("source", "args", "expected"), CASES, ids=[c[2] for c in CASES])
def test_matches_llvm_mca_22(source: str, args: list[str], expected: str) -> None:
    code, out, _ = _run22([*args, str(DATA / source)])
    assert code == 0
    assert out == (DATA / expected).read_text(encoding="utf-8")


def test_engine_behaviours_come_from_the_release_set() -> None:
    """The simulator asks the model's release set (release.json "engine"), not a version number."""
    from mcalens.analysis.machine import releases

    engine22 = {releases.ENGINE_OVERLAP_WORKLIST, releases.ENGINE_RTHROUGHPUT_ROUNDED,
                releases.ENGINE_LATENCY_JUSTIFIED, releases.ENGINE_INSTRUMENT_LATENCY,
                releases.ENGINE_COMMENT_TEXT_WHOLE, releases.ENGINE_ENCODING_UNRELAXED,
                releases.ENGINE_INSTRUCTION_TABLES_LEVELS, releases.ENGINE_BOTTLENECK_JSON,
                releases.ENGINE_RTHROUGHPUT_HELD}
    # x86's assembler also words the %ah-beside-REX refusal as 22's does (an x86 message only)
    assert releases.release_engine("x86-64", "22") == engine22 | {releases.ENGINE_REX_MESSAGE_APX}
    assert releases.release_engine("aarch64", "22") == engine22
    assert releases.release_engine("riscv", "22") == engine22
    assert releases.release_engine("x86-64", "19") == frozenset()
    assert releases.release_engine("x86-64", "18") == frozenset()


def test_release_19_keeps_the_stack_dependence() -> None:
    """19's llvm-mca keeps push/pop's RSP write (llvm-mca-19 -mcpu=skylake -iterations=100: 1003 cycles)."""
    code, out, _ = run(["--no-banner", "--llvm-version", "19", "-mcpu=skylake", "-iterations=100",
                        str(DATA / "stack_push_pop.s")])
    assert code == 0 and "Total Cycles:      1003\n" in out


def test_instruction_tables_levels_follow_the_release() -> None:
    """`-instruction-tables=full` is refused by 19's boolean option and taken by 22's levels; a bad
    level is refused in 22's words (llvm-mca-19 / llvm-mca-22 -instruction-tables=full / =1)."""
    source = str(DATA / "instruction_tables_full.s")
    code, out, err = run(["--no-banner", "--llvm-version", "19", "-instruction-tables=full", source])
    assert code == 1 and out == ""
    assert "for the --instruction-tables option: 'full' is invalid value for boolean argument! Try 0 or 1" in err
    code, out, _ = run(["--no-banner", "--llvm-version", "19", "-instruction-tables=1", source])
    assert code == 0 and "Bypass Latency" not in out and "Instruction Info:" in out
    code, out, err = _run22(["-instruction-tables=1", source])
    assert code == 1 and "for the --instruction-tables option: Cannot find option named '1'!" in err


def test_release_19_json_has_no_bottleneck_analysis() -> None:
    """llvm-mca-19 -mtriple=x86_64 -mcpu=btver2 -json -bottleneck-analysis: no "BottleneckAnalysis"
    key (mcalens adds it there only with --json-extras)."""
    source = str(DATA / "bottleneck_json.s")
    code, out, _ = run(["--no-banner", "--llvm-version", "19", "-mcpu=btver2", "-json", "-bottleneck-analysis", source])
    assert code == 0 and "BottleneckAnalysis" not in out
    code, out, _ = run(["--no-banner", "--llvm-version", "19", "-mcpu=btver2", "-json", "--json-extras",
                        "-bottleneck-analysis", source])
    assert code == 0 and "BottleneckAnalysis" in out


def test_release_19_directive_names() -> None:
    """llvm-mca-19 -mtriple=aarch64 -mcpu=cortex-a55 directives_22.s: both directives are refused."""
    code, out, err = run(["--no-banner", "--llvm-version", "19", "-mtriple=aarch64", "-mcpu=cortex-a55",
                          str(DATA / "aarch64" / "directives_22.s")])
    assert code == 1 and out == ""
    assert ":1:6: error: unknown CPU name\n" in err
    assert ":2:17: error: unknown architectural extension: cmpbr\n" in err


def test_editor_structure_reads_the_release() -> None:
    """The editor's structure pass parses with the selected release's data: `.cpu c1-ultra` is an
    error with 19 only, in one process, both ways (the line memo is per release)."""
    from mcalens.analysis.editor.structure import parse_structure
    from mcalens.analysis.editor.targets import CpuSettings

    text = "// mcalens: target=aarch64\n.cpu c1-ultra\nadd x0, x1, x2\n"
    found = []
    for release in ("19", "22", "19"):
        structure = parse_structure(text, "loops", "auto", CpuSettings(aarch64_cpu="neoverse-v2"), release)
        found.append([d.message for d in structure.diagnostics])
    assert found == [["unknown CPU name"], [], ["unknown CPU name"]]


# x86 refusals read the release's encoding table and words (recorded stderr: `llvm-mca-N -mcpu=skylake t.s`
# with the line in t.s, N = 19 and 22). 22 renamed EXTRACTPSrr to EXTRACTPSrri: 19's table does not know
# it, so `{vex}` went unchecked under 22; and 22's assembler names APX's prefixes in the %ah message.
REFUSALS = [
    ("{vex} extractps $1, %xmm0, %eax", "19", "error: unsupported instruction"),
    ("{vex} extractps $1, %xmm0, %eax", "22", "error: unsupported instruction"),
    ("movzbl %ah, %r8d", "19", "error: can't encode 'ah' in an instruction requiring REX prefix"),
    ("movzbl %ah, %r8d", "22", "error: can't encode 'ah' in an instruction requiring EVEX/REX2/REX prefix"),
    ("addb %ah, %sil", "22", "error: can't encode 'ah' in an instruction requiring EVEX/REX2/REX prefix"),
]


@pytest.mark.parametrize(("line", "release", "message"), REFUSALS)
def test_x86_refusals_follow_the_release(line: str, release: str, message: str, tmp_path: Path) -> None:
    source = tmp_path / "t.s"
    source.write_text(line + "\n", encoding="utf-8")
    code, out, err = run(["--llvm-version", release, "--no-banner", "-mcpu=skylake", str(source)])
    assert (code, out) == (1, "")
    assert err.splitlines()[:3] == [f"{source}:1:1: {message}", line, "^"]


# `llvm-mca-22 -mcpu=skylake INPUT` (and llvm-mca-19 alike): both refuse at 1:1 with "unsupported
# instruction": 22 renamed the forms (`EXTRACTPSrri`, `INSERTPSrri`), whose TSFlags only 22's
# encoding table has; read from 19's table they were unknown, so the pseudo prefix was not checked.
@pytest.mark.parametrize("line", ["{vex} extractps $1, %xmm0, %eax", "{evex} insertps $1, %xmm0, %xmm1"])
@pytest.mark.parametrize("release", ["19", "22"])
def test_forced_encoding_reads_the_release_table(tmp_path: Path, line: str, release: str) -> None:
    source = tmp_path / "forced.s"
    source.write_text(line + "\n", encoding="utf-8")
    code, out, err = run(["--no-banner", "--llvm-version", release, "-mcpu=skylake", str(source)])
    assert code == 1 and out == ""
    assert f"forced.s:1:1: error: unsupported instruction\n{line}\n^\n" in err
