"""AArch64 through the target layer: triples and -march, flavours (ELF / Apple), CPU names, default
CPU, models by target, features (CPU, -mattr, `.arch`), comments, loops. The byte-for-byte reports
against llvm-mca-19 are goldens in tests/golden/aarch64_target/ (tools/record_cli_goldens.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcalens.analysis import api
from mcalens.analysis.cli import run
from mcalens.analysis.frontend.loops import find_loops
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.frontend.syntax import Comment, Instruction
from mcalens.analysis.targets.target import march_target, target_for_triple, target_name

ROOT = Path(__file__).resolve().parents[1]
LOOP = "\t.text\nf:\n\tmov\tx2, #0\n.L3:\n\tldr\tx3, [x1, x2, lsl #3]\n\tadd\tx0, x0, x3 // sum\n" \
       "\tadd\tx2, x2, #1\n\tcmp\tx2, x4\n\tb.ne\t.L3\n\tret\n"


@pytest.mark.parametrize(
    ("triple", "expected"),
    [
        pytest.param("aarch64", "aarch64", id="aarch64"),
        pytest.param("aarch64-unknown-linux-gnu", "aarch64", id="linux"),
        pytest.param("arm64-apple-macos", "aarch64", id="apple"),
        pytest.param("arm64e-apple-ios", "aarch64", id="arm64e"),
        pytest.param("aarch64_be-linux-gnu", None, id="big-endian-refused"),
        pytest.param("arm64_32-apple-watchos", None, id="ilp32-refused"),
        pytest.param("x86_64-unknown-linux-gnu", "x86", id="x86"),
        pytest.param("riscv64-linux-gnu", "riscv", id="riscv"),
    ],
)
def test_triples_pick_the_target(triple: str, expected: str | None) -> None:
    assert target_name(triple) == expected


def test_march_values() -> None:
    assert march_target("aarch64") == march_target("arm64") == "aarch64"
    target = target_for_triple("aarch64")
    assert target.triple_for_march("arm64", "x86_64-unknown-linux-gnu") == "aarch64-unknown-linux-gnu"
    assert target.march("arm64-apple-macos") == "arm64"  # as llvm-mca-19 prints SimulationParameters


def test_apple_triples_get_the_apple_flavour() -> None:
    elf, apple = target_for_triple("aarch64-linux-gnu"), target_for_triple("arm64-apple-macos")
    assert elf.syntax.line_comments == ("//",) and elf.syntax.statement_separators == (";",)
    assert ";" in apple.syntax.line_comments and apple.syntax.statement_separators == ("%%",)
    parsed = parse_text("\tadd x0, x1, x2 ; a comment\n\tadd x3, x4, x5 %% add x6, x7, x8\n", apple)
    assert [i.mnemonic for i in parsed.instructions] == ["add", "add", "add"]
    assert [c.text for c in parsed.comments] == [" a comment"]
    assert apple.printer.print_variant(parsed, -1) == 1 and elf.printer.print_variant(parsed, -1) == 0


def test_hash_starts_a_comment_only_where_a_statement_starts() -> None:
    target = target_for_triple("aarch64")
    parsed = parse_text("# line comment\n  # indented\nfoo: # after a label\n\tadd x0, x1, #8 ; # after ;\n", target)
    assert [(c.span.line, c.text) for c in parsed.comments] == [
        (0, " line comment"), (1, " indented"), (2, " after a label"), (3, " after ;")
    ]
    (add,) = parsed.instructions
    assert add.text == "add x0, x1, #8" and not parsed.diagnostics


def test_instructions_are_front_end_records() -> None:
    parsed = parse_text(LOOP, target_for_triple("aarch64"))
    assert all(isinstance(i, Instruction) and i.syntax == "aarch64" for i in parsed.instructions)
    assert any(isinstance(c, Comment) and c.text == " sum" for c in parsed.comments)


def test_loops_follow_aarch64_branches() -> None:
    parsed = parse_text(LOOP + "\tcbnz\tx5, .L9\n.L9:\n\tsub x5, x5, #1\n\tcbnz\tx5, .L9\n",
                        target_for_triple("aarch64"))
    names = [region.name for region in find_loops(parsed)]
    assert names == ["loop .L3 (lines 4-9)", "loop .L9 (lines 12-14)"]


def test_default_cpu_is_generic_never_the_host() -> None:
    default = api.analyze(LOOP, cpu="", options=api.AnalysisOptions(triple="aarch64"))
    generic = api.analyze(LOOP, cpu="generic", options=api.AnalysisOptions(triple="aarch64"))
    assert default.cpu == "generic" and default.model is not None and default.model.name == "cortex-a510"
    assert default.report is not None and generic.report is not None
    assert default.report.regions[0].summary == generic.report.regions[0].summary


def test_cli_banner_names_the_default_cpu(tmp_path: Path) -> None:
    source = tmp_path / "loop.s"
    source.write_text(LOOP)
    code, out, _ = run(["-mtriple=aarch64", str(source)])
    assert code == 0 and out.startswith("# mcalens: -mcpu=generic (model cortex-a510, default CPU, LLVM 22.1.8)\n")


def test_aliases_are_reported_as_llvm_mca_names_them() -> None:
    analysis = api.analyze(LOOP, cpu="apple-m1", options=api.AnalysisOptions(triple="aarch64"))
    assert analysis.report is not None and analysis.report.cpu == "apple-a14"
    assert analysis.report.simulation_parameters["-mcpu"] == "apple-a14"


def test_models_and_cpus_come_from_the_target() -> None:
    cpus = dict(api.list_cpus((), "aarch64"))
    assert cpus["neoverse-n1"] == "neoverse-n1" and cpus["generic"] == "cortex-a510"
    assert "skylake" not in cpus and "neoverse-n1" not in dict(api.list_cpus())


def test_mcpu_help_is_llvm_mca_s_aarch64_listing(tmp_path: Path) -> None:
    code, out, err = run(["--llvm-version", "19", "-mtriple=aarch64", "-mcpu=help", str(tmp_path / "none.s")])
    assert code == 1 and out == ""
    assert err == (ROOT / "models" / "aarch64" / "llvm_cpu_help.txt").read_text()
    assert "  neoverse-n1" in err and "  sve " in err


SVE = "\tadd\tx0, x1, x2\n\tadd\tz0.d, z1.d, z2.d\n"


@pytest.mark.parametrize(
    ("cpu", "mattr", "prefix", "refused"),
    [
        pytest.param("neoverse-n1", "", "", True, id="n1"),
        pytest.param("neoverse-n1", "+sve", "", False, id="n1+sve"),
        pytest.param("neoverse-v1", "", "", False, id="v1"),
        pytest.param("neoverse-v1", "-sve", "", True, id="v1-sve"),
        pytest.param("neoverse-n1", "", ".arch armv8.2-a+sve\n", False, id="n1-arch-sve"),
        pytest.param("neoverse-n1", "", ".arch_extension sve\n", False, id="n1-arch-extension"),
        pytest.param("neoverse-v1", "", ".arch armv8-a\n", True, id="v1-arch-resets"),
    ],
)
def test_features_decide_what_assembles(cpu: str, mattr: str, prefix: str, refused: bool) -> None:
    analysis = api.analyze(prefix + SVE, cpu=cpu, options=api.AnalysisOptions(triple="aarch64", mattr=mattr))
    requires = [d for d in analysis.diagnostics if d.code == api.CODE_FEATURE]
    assert bool(requires) == refused
    if refused:
        line = prefix.count("\n") + 1
        assert f"<input>:{line + 1}:2: error: instruction requires: sve or sme" in analysis.messages
        assert requires[0].span.line == line and requires[0].span.start == 1
