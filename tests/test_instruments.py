"""Instruments (analysis/instruments.py, frontend/instruments.py): llvm-mca's instrument regions, LLVM
22's `# LLVM-MCA-LATENCY <n>` on every target with its error for unknown `# LLVM-MCA-<KIND>`
comments, `-disable-im`, and LLVM 19's output left as it was (no LLVM needed).

The expected outputs in tests/data/instruments/expected/ were recorded with llvm-mca 19.1.7 and
22.1.8 (Debian's llvm-19 and llvm-22), from tests/data/instruments/:
`llvm-mca-<V> ARGS INPUT > NAME.<V>.out 2> NAME.<V>.err; echo $? > NAME.<V>.rc` with the ARGS of
CASES below. mcalens runs with `--llvm-version <V> --no-banner`; its one stderr line saying 22 is
not exact yet is left out of the comparison, and file names are printed as llvm-mca prints them."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from mcalens.analysis.cli import run
from mcalens.analysis.frontend.instruments import find_instruments, instrument_comment
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.frontend.syntax import Comment
from mcalens.analysis.instruments import (
    LATENCY,
    Instrument,
    InstrumentEffect,
    InstrumentManager,
    TargetInstruments,
    parse_latency,
)
from mcalens.analysis.isa import load_isa
from mcalens.analysis.machine.model_load import load_model
from mcalens.analysis.mcinst import McInst, Reg
from mcalens.analysis.sim.instr_desc import InstrDesc, build_descriptor
from mcalens.analysis.source import Span
from mcalens.analysis.targets.target import get_target

DATA = Path(__file__).parent / "data" / "instruments"
EXPECTED = DATA / "expected"

X86 = ["-mtriple=x86_64", "-mcpu=skylake", "-iterations=2"]
A64 = ["-mtriple=aarch64", "-iterations=2"]
# (name, input, arguments, releases recorded)
CASES = [
    # LATENCY 7 on the first add, a LATENCY whose data is no number ends that region and sets
    # nothing, ` 3 ` (blanks around) sets 3 on the rest: 22 15 cycles, 19 ignores the comments (5).
    ("latency", "latency.s", [*X86, "-timeline"], ("19", "22")),
    # A comment after an instruction on its line starts after it; a block comment before one on
    # its line holds it; LLVM-MCA-BEGIN/END regions do not bound instrument regions.
    ("latency_positions", "latency_positions.s", [*X86, "-timeline"], ("19", "22")),
    # No kind, unknown kinds (also after a block comment on the same line), a tab is no separator:
    # 22 prints each error and stops; 19 reads none of them.
    ("unknown", "unknown.s", X86, ("19", "22")),
    ("unknown_disable_im", "unknown.s", [*X86, "-disable-im"], ("22",)),
    ("latency_disable_im", "latency.s", [*X86, "-timeline", "-disable-im"], ("22",)),
    # Every write of the load gets 12, the bottleneck analysis sees the new latencies.
    ("aarch64_latency", "aarch64/latency.s", [*A64, "-mcpu=neoverse-v2", "-timeline", "-bottleneck-analysis"],
     ("19", "22")),
    # LLVM 22's lexer hands over `//` comments' text after the whole `//`: markers and instruments
    # there are read (19: neither).
    ("aarch64_slash_comments", "aarch64/slash_comments.s", [*A64, "-mcpu=cortex-a55", "-timeline"], ("19", "22")),
    ("aarch64_unknown", "aarch64/unknown.s", [*A64, "-mcpu=neoverse-v2"], ("19", "22")),
]
RUNS = [(name, source, args, release) for name, source, args, releases in CASES for release in releases]


def _ours(source: str, args: list[str], release: str) -> tuple[int, str, str]:
    status, out, err = run(["--llvm-version", release, "--no-banner", *args, str(DATA / source)])
    err = "".join(line for line in err.splitlines(keepends=True) if "does not yet model" not in line)
    return status, out, err.replace(str(DATA / source), source)


@pytest.mark.parametrize(("name", "source", "args", "release"), RUNS, ids=[f"{r[0]}-{r[3]}" for r in RUNS])
def test_matches_recorded_llvm_mca(name: str, source: str, args: list[str], release: str) -> None:
    status, out, err = _ours(source, args, release)
    assert (status, out, err) == (int((EXPECTED / f"{name}.{release}.rc").read_text()),
                                  (EXPECTED / f"{name}.{release}.out").read_text(),
                                  (EXPECTED / f"{name}.{release}.err").read_text())


@pytest.mark.llvm
@pytest.mark.parametrize(("name", "source", "args", "release"), RUNS, ids=[f"{r[0]}-{r[3]}" for r in RUNS])
def test_recordings_are_current(name: str, source: str, args: list[str], release: str) -> None:
    tool = shutil.which(f"llvm-mca-{release}")
    if tool is None:
        pytest.skip(f"llvm-mca-{release} not installed")
    done = subprocess.run([tool, *args, source], cwd=DATA, capture_output=True, text=True, timeout=60, check=False)
    assert (done.returncode, done.stdout, done.stderr.replace("aarch64/", "")) == (
        int((EXPECTED / f"{name}.{release}.rc").read_text()),
        (EXPECTED / f"{name}.{release}.out").read_text(),
        (EXPECTED / f"{name}.{release}.err").read_text().replace("aarch64/", ""))


def test_parse_latency_as_llvm_22() -> None:
    # llvm-mca-22 -mtriple=x86_64 -mcpu=skylake -iterations=1 -timeline on `# LLVM-MCA-LATENCY <d>`
    # before two dependent adds: 17 cycles for 7, 3 for 0, 5 (unchanged) for the rest.
    assert [parse_latency(d) for d in ("7", " 7", "\t7", "7 ", "7\t", "07", "0", "4294967295", "0" * 5000 + "7")] == [
        7, 7, 7, 7, 7, 7, 0, 4294967295, 7]
    assert parse_latency("9" * 5000) is None  # no int() of 5,000 digits (Python refuses it)
    assert [parse_latency(d) for d in ("", "abc", "+7", "-1", "0x7", "7x", "5 6", "4294967296", "LATENCY:7",
                                       "\u0667")] == [None] * 10


def test_instrument_comment_text() -> None:
    def comment(text: str, opener: str = "#") -> Comment:
        return Comment(text, Span(0, 1, 1 + len(text)), opener=opener)

    assert instrument_comment(comment(" LLVM-MCA-LATENCY 7")) == ("LATENCY", "7")
    assert instrument_comment(comment(" LLVM-MCA-RISCV-LMUL M8 x")) == ("RISCV-LMUL", "M8 x")
    assert instrument_comment(comment(" LLVM-MCA-LATENCY\t7")) == ("LATENCY\t7", "")
    assert instrument_comment(comment(" LLVM-MCA-")) == ("", "")
    assert instrument_comment(comment(" LLVM-MCA-BEGINX")) is None  # a region marker's business
    assert instrument_comment(comment(" LLVM-MCA-ENDS")) is None
    assert instrument_comment(comment(" LLVM-MCA LATENCY 7")) is None
    # LLVM 19's lexer keeps `/` of `//` in the text: no instrument; 22 hands the text after `//`.
    assert instrument_comment(comment(" LLVM-MCA-FOO", "//"), "//") is None
    assert instrument_comment(comment(" LLVM-MCA-FOO", "//"), "") == ("FOO", "")


class _Kinds(TargetInstruments):
    """A target's kinds for the region tests: `K` with data `a`/`b`, and `MOV*` creating `K a`."""

    kinds = ("K",)

    def create(self, kind: str, data: str) -> Instrument | None:
        return Instrument(kind, data, data) if data in ("a", "b") else None

    def from_instruction(self, inst: McInst) -> tuple[Instrument, ...]:
        return (Instrument("K", "a", "a"),) if inst.opcode.startswith("MOV") else ()


def _regions(text: str, manager: InstrumentManager) -> tuple[list[list[str]], list[tuple[int, int, str]]]:
    target = get_target("x86")
    parsed = parse_text(text, target)
    resolved = {}
    for instr in parsed.instructions:
        mc, _ = target.assembler.resolve(instr, target.load_isa(), "x86_64-unknown-linux-gnu")
        if mc is not None:
            resolved[id(instr)] = mc
    found = find_instruments(parsed, manager, resolved)
    active = [[f"{i.kind} {i.data}" for i in found.active.get(id(instr), ())] for instr in parsed.instructions]
    return active, [(d.span.line, d.span.start, d.message) for d in found.diagnostics]


def test_regions_per_kind_and_created_by_instructions() -> None:
    manager = InstrumentManager(_Kinds(), generic=True)
    text = ("addq %rax, %rbx\n"          # nothing yet
            "# LLVM-MCA-K b\n"
            "addq %rax, %rbx\n"          # K b
            "# LLVM-MCA-LATENCY 4\n"
            "movq %rax, %rbx\n"          # K b ends here and K a starts here: both hold it
            "addq %rax, %rbx\n"          # LATENCY 4, K a (creation order)
            "# LLVM-MCA-LATENCY x\n"
            "addq %rax, %rbx\n")         # K a, LATENCY x (no value)
    active, errors = _regions(text, manager)
    assert errors == []
    assert active == [[], ["K b"], ["K b", "LATENCY 4", "K a"], ["LATENCY 4", "K a"], ["K a", "LATENCY x"]]


def test_errors_and_ignoring_managers() -> None:
    text = "# LLVM-MCA-K c\n# LLVM-MCA-K\nnop\n# LLVM-MCA-LATENCY 2\n# LLVM-MCA-Q 1\n  # LLVM-MCA-\n"
    _, errors = _regions(text, InstrumentManager(_Kinds(), generic=False))
    assert errors == [(0, 1, "Failed to create K instrument with data: c"),
                      (1, 1, "Failed to create K instrument with no data"),
                      (3, 1, "Unknown instrumentation type in LLVM-MCA comment: LATENCY"),
                      (4, 1, "Unknown instrumentation type in LLVM-MCA comment: Q"),
                      (5, 3, "No instrumentation kind was provided in LLVM-MCA comment")]
    # LLVM 19 on x86/AArch64 (no kinds, no generic manager) and -disable-im read nothing.
    assert _regions(text, InstrumentManager(None, generic=False)) == ([[]], [])
    assert _regions(text, InstrumentManager(_Kinds(), generic=True, enabled=False)) == ([[]], [])


def test_effect_last_latency_with_a_value_wins() -> None:
    manager = InstrumentManager(None, generic=True)
    inst = McInst("ADD64rr", (Reg("RBX"), Reg("RBX"), Reg("RAX")))
    late = [Instrument(LATENCY, "3", 3), Instrument(LATENCY, "x", None)]
    assert manager.effect(inst, late) == InstrumentEffect(None, 3)
    assert manager.effect(inst, [Instrument(LATENCY, "x", None)]) is None
    assert InstrumentManager(None, generic=False).effect(inst, late) is None


def test_descriptor_takes_the_latency_and_keys_the_memo() -> None:
    isa = load_isa("x86-64")
    model, _ = load_model("skylake")
    assert model is not None
    inst = McInst("IMUL64rr", (Reg("RDX"), Reg("RDX"), Reg("RCX")))
    plain = build_descriptor(inst, isa, model)
    custom = build_descriptor(inst, isa, model, effect=InstrumentEffect(latency=9))
    assert isinstance(plain, InstrDesc) and isinstance(custom, InstrDesc)
    assert plain.max_latency == 3 and [w.latency for w in plain.writes] == [3, 3]  # RDX and EFLAGS
    assert custom.max_latency == 9 and [w.latency for w in custom.writes] == [9, 9]
    # The class (and what Instruction Info prints from it) stays the opcode's own.
    assert custom.sched_class == plain.sched_class and custom.resources == plain.resources
    assert build_descriptor(inst, isa, model) is plain
