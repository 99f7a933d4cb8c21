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
    # Instruction Info rounds RThroughput half up: 1/8 prints 0.13 (19 printed 0.12).
    ("aarch64/rthroughput_half.s", ["-mtriple=aarch64", "-mcpu=cortex-x4"], "aarch64/rthroughput_half.cortex-x4.txt"),
    # Instruction Info's Latency column is left-justified to six characters: `1386  7.00` (19: three spaces).
    ("latency_column.s", ["-mcpu=alderlake", "-instruction-tables"], "latency_column.alderlake.txt"),
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
                releases.ENGINE_COMMENT_TEXT_WHOLE, releases.ENGINE_RTHROUGHPUT_HELD}
    assert releases.release_engine("x86-64", "22") == engine22
    assert releases.release_engine("aarch64", "22") == engine22
    assert releases.release_engine("riscv", "22") == engine22
    assert releases.release_engine("x86-64", "19") == frozenset()
    assert releases.release_engine("x86-64", "18") == frozenset()


def test_release_19_keeps_the_stack_dependence() -> None:
    """19's llvm-mca keeps push/pop's RSP write (llvm-mca-19 -mcpu=skylake -iterations=100: 1003 cycles)."""
    code, out, _ = run(["--no-banner", "-mcpu=skylake", "-iterations=100", str(DATA / "stack_push_pop.s")])
    assert code == 0 and "Total Cycles:      1003\n" in out
