"""`mcalens source`: real compilers on tests/data/source/, every innermost loop on one of its own
source lines, and numbers identical to `mcalens --auto-regions --verdict` on the same assembly.

Compilers that are not installed skip their cases (gcc/g++, clang-19/clang++-19, gfortran, rustc,
cargo). Nothing here needs LLVM: the reference is mcalens' own CLI run on the generated assembly.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest
from mcalens.analysis.cli import run as cli_run
from mcalens.analysis.sources.cli import run as source_run

DATA = Path(__file__).parent / "data" / "source"
_TAG = re.compile(r"inner: (?P<name>\w+)")


def tagged_lines(path: Path) -> dict[int, str]:
    """1-based line -> the innermost loop it belongs to (`inner: <loop>` comments)."""
    found = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        match = _TAG.search(line)
        if match is not None:
            found[number] = match.group("name")
    return found


def needs(*programs: str) -> pytest.MarkDecorator:
    missing = [p for p in programs if shutil.which(p) is None]
    return pytest.mark.skipif(bool(missing), reason=f"{', '.join(missing)} not installed")


def analyse(tmp_path: Path, source: Path, *args: str) -> tuple[dict, Path]:
    """`mcalens source SOURCE -json --emit-asm ... ARGS` -> (its JSON, the assembly file)."""
    asm = tmp_path / (source.name + ".s")
    code, out, err = source_run([str(source), "-json", "--emit-asm", str(asm), *args])
    assert code == 0, err
    return json.loads(out), asm


def assert_every_loop_on_its_lines(result: dict, source: Path) -> None:
    tags = tagged_lines(source)
    reported = set()
    for loop in result["Loops"]:
        assert loop["File"] is not None and os.path.basename(loop["File"]) == source.name, loop
        line = loop["Range"]["Start"]["Line"]
        assert line in tags, f"{loop['Name']} reported on {source.name}:{line}, not a line of an innermost loop"
        reported.add(tags[line])
    assert reported == set(tags.values()), f"loops without a report: {set(tags.values()) - reported}"


def assert_same_as_auto_regions(result: dict, asm: Path) -> None:
    """The report equals `mcalens --auto-regions --verdict -json` on the same assembly, same CPU and triple."""
    code, out, err = cli_run(["--auto-regions", "--verdict", "-json", f"-mcpu={result['CPU']}",
                              f"-mtriple={result['Triple']}", str(asm)])
    assert code == 0, err
    reference = json.loads(out)
    assert result["Report"] == reference
    regions = reference["CodeRegions"]
    assert len(result["Loops"]) == len(regions) > 0
    for loop, region in zip(result["Loops"], regions, strict=True):
        assert loop["CyclesPerIteration"] == region["Verdict"]["CyclesPerIteration"]
        assert loop["TotalCycles"] == region["SummaryView"]["TotalCycles"]
        assert region["Name"].startswith(loop["Name"])


X86_CASES = [
    pytest.param(compiler, source, level, march, id=f"{compiler}-{source}-{level}-{march}",
                 marks=needs(compiler))
    for compiler, source in (("gcc", "kernels.c"), ("g++", "kernels.cpp"), ("clang-19", "kernels.c"),
                             ("clang++-19", "kernels.cpp"))
    for level in ("-O2", "-O3")
    for march in ("haswell", "znver3")
]


@pytest.mark.parametrize(("compiler", "source", "level", "march"), X86_CASES)
def test_x86_loops_on_their_lines_with_auto_regions_numbers(tmp_path, compiler, source, level, march):
    result, asm = analyse(tmp_path, DATA / source, "--compiler", compiler, "--", level, f"-march={march}")
    assert result["Triple"].startswith("x86_64")
    assert result["CPU"] == march and result["CPUOrigin"] == f"the compiler flags' {march}"
    command = result["Compiler"]["Command"]
    assert os.path.basename(command[0]) == compiler and "-S" in command and "-g" in command
    assert command[-3:] == ["-o", "-", str(DATA / source)]
    assert_every_loop_on_its_lines(result, DATA / source)
    assert_same_as_auto_regions(result, asm)


@needs("clang-19")
def test_aarch64_target_follows_the_compiler_flags(tmp_path):
    source = DATA / "kernels.c"
    result, asm = analyse(tmp_path, source, "--compiler", "clang-19", "--", "-O2", "--target=aarch64-linux-gnu",
                          "-mcpu=neoverse-n1")
    assert result["Triple"] == "aarch64-linux-gnu"
    assert result["CPU"] == "neoverse-n1"
    assert_every_loop_on_its_lines(result, source)
    assert_same_as_auto_regions(result, asm)


@needs("clang-19")
def test_m32_is_analysed_as_32_bit_x86(tmp_path):
    result, _ = analyse(tmp_path, DATA / "kernels.c", "--compiler", "clang-19", "--", "-O2", "-m32")
    assert result["Triple"].startswith("i686")


@needs("clang-19")
def test_a_target_mcalens_lacks_is_refused_before_compiling():
    code, out, err = source_run([str(DATA / "kernels.c"), "--compiler", "clang-19", "--", "-O2",
                                 "--target=mips64-linux-gnu"])
    assert code == 1 and out == ""
    assert "'mips64-linux-gnu'; mcalens models x86-64, AArch64 and RISC-V only" in err
    assert "mcalens ran" not in err  # nothing was compiled


@needs("gcc")
def test_text_lines_and_views(tmp_path):
    source = DATA / "kernels.c"
    code, out, err = source_run([str(source), "--compiler", "gcc", "-mcpu=skylake", "--", "-O2"])
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("# mcalens source: ran ") and " -S -g " in lines[0]
    assert "-mcpu=skylake (model skylake, -mcpu), llvm-mca 19." in lines[2]
    loop_lines = [line for line in lines if not line.startswith("#")]
    assert loop_lines and all(re.match(r"^\S*kernels\.c:\d+: \d+\.\d\d cyc/iter, \S.* \(\w+\)$", line)
                              for line in loop_lines), loop_lines
    assert "Timeline view:" not in out and "Iterations:" not in out
    code, out, _ = source_run([str(source), "--compiler", "gcc", "-timeline", "--", "-O2"])
    assert code == 0 and "Timeline view:" in out and "Verdict:" in out


@needs("gcc")
def test_compiler_errors_pass_through_and_fail(tmp_path):
    bad = tmp_path / "bad.c"
    bad.write_text("int f(int n) {\n  return n +;\n}\n", encoding="utf-8")
    code, out, err = source_run([str(bad), "--compiler", "gcc", "--", "-O2"])
    assert code == 1 and out == ""
    assert re.search(r"bad\.c:2:\d+: error: ", err), err
    assert "error: compiling" in err and "exited with status 1" in err
    code, out, _ = source_run([str(bad), "--compiler", "gcc", "-json", "--", "-O2"])
    assert code == 1


@needs("gcc")
def test_compile_commands_flags_are_used_and_output_flags_dropped(tmp_path, monkeypatch):
    project = tmp_path / "proj"
    (project / "src").mkdir(parents=True)
    (project / "build").mkdir()
    source = project / "src" / "k.c"
    shutil.copy(DATA / "kernels.c", source)
    (project / "src" / "defs.h").write_text("#define LEVEL 3\n", encoding="utf-8")
    entry = {"directory": str(project / "build"), "file": "../src/k.c",
             "command": "ccache gcc -O3 -march=haswell -include ../src/defs.h -MD -MF k.d -o k.o -c ../src/k.c "
                        "-flto -g0 -save-temps -Wl,-z,now"}
    (project / "build" / "compile_commands.json").write_text(json.dumps([entry]), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result, _ = analyse(tmp_path, source)
    command = result["Compiler"]["Command"]
    assert os.path.basename(command[0]) == "gcc" and "ccache" not in command
    assert "-O3" in command and "-march=haswell" in command and "../src/defs.h" in command
    for dropped in ("-MD", "-MF", "k.d", "k.o", "-c", "-flto", "-g0", "-save-temps", "-Wl,-z,now", "../src/k.c"):
        assert dropped not in command, dropped
    assert result["Compiler"]["Directory"] == str(project / "build")
    assert result["CPU"] == "haswell"
    assert not list((project / "build").iterdir())[1:], "the compile wrote files beside the database"
    assert any("dropped the wrapper 'ccache'" in note for note in result["Notes"])


@needs("gfortran")
def test_fortran(tmp_path):
    source = tmp_path / "axpy.f90"
    source.write_text("subroutine axpy(n, a, x, y)\n  integer :: n, i\n  real(8) :: a, x(n), y(n)\n"
                      "  do i = 1, n\n    y(i) = y(i) + a * x(i)\n  end do\nend subroutine\n", encoding="utf-8")
    result, asm = analyse(tmp_path, source, "--", "-O2")
    assert [loop["Range"]["Start"]["Line"] for loop in result["Loops"]] and \
        all(loop["Range"]["Start"]["Line"] in (4, 5) for loop in result["Loops"])
    assert_same_as_auto_regions(result, asm)


RUST_SOURCE = """\
pub fn dot(a: &[f64], b: &[f64]) -> f64 {
    let mut s = 0.0;
    for i in 0..a.len().min(b.len()) {
        s += a[i] * b[i];
    }
    s
}
"""


@needs("rustc")
def test_lone_rust_file(tmp_path):
    source = tmp_path / "dot.rs"
    source.write_text(RUST_SOURCE, encoding="utf-8")
    result, asm = analyse(tmp_path, source, "--", "-O")
    assert result["Loops"], result
    assert any(os.path.basename(loop["File"] or "") == "dot.rs" for loop in result["Loops"])
    assert_same_as_auto_regions(result, asm)


@needs("cargo")
def test_cargo_package(tmp_path):
    package = tmp_path / "pkg"
    (package / "src").mkdir(parents=True)
    (package / "Cargo.toml").write_text('[package]\nname = "pkg"\nversion = "0.1.0"\nedition = "2021"\n',
                                        encoding="utf-8")
    (package / "src" / "lib.rs").write_text(RUST_SOURCE, encoding="utf-8")
    result, asm = analyse(tmp_path, package / "src" / "lib.rs")
    assert "cargo" in os.path.basename(result["Compiler"]["Command"][0])
    assert "--release" in result["Compiler"]["Command"] and "--lib" in result["Compiler"]["Command"]
    assert any(os.path.basename(loop["File"] or "") == "lib.rs" for loop in result["Loops"])
    assert_same_as_auto_regions(result, asm)


def test_usage_errors():
    assert source_run([])[0] == 1
    code, _, err = source_run([str(DATA / "kernels.c"), "-mtriple=aarch64"])
    assert code == 1 and "the target follows the compiler" in err
    code, _, err = source_run([str(DATA / "missing.c")])
    assert code == 1 and "no such file" in err
    code, out, _ = source_run(["--help"])
    assert code == 0 and "mcalens source FILE" in out


@needs("gcc")
def test_marked_regions_come_first(tmp_path):
    source = tmp_path / "marked.c"
    source.write_text("double dot(const double *a, const double *b, int n) {\n    double s = 0;\n"
                      "    for (int i = 0; i < n; i++) {\n        __asm__ volatile(\"# LLVM-MCA-BEGIN body\");\n"
                      "        s += a[i] * b[i];\n        __asm__ volatile(\"# LLVM-MCA-END body\");\n    }\n"
                      "    return s;\n}\n", encoding="utf-8")
    result, asm = analyse(tmp_path, source, "--compiler", "gcc", "--", "-O2")
    assert [(loop["Kind"], loop["Name"], loop["Range"]["Start"]["Line"]) for loop in result["Loops"]] == [
        ("region", "body", 5)]
    assert_same_as_auto_regions(result, asm)
    code, out, _ = source_run([str(source), "--compiler", "gcc", "--", "-O2"])
    assert code == 0 and out.splitlines()[-1].endswith("(dot; region 'body')")


@needs("aarch64-linux-gnu-gcc")
def test_a_cross_compiler_name_selects_aarch64(tmp_path):
    source = DATA / "kernels.c"
    result, asm = analyse(tmp_path, source, "--compiler", "aarch64-linux-gnu-gcc", "--", "-O3", "-mcpu=neoverse-n1")
    assert result["Triple"] == "aarch64-linux-gnu" and result["CPU"] == "neoverse-n1"
    assert_every_loop_on_its_lines(result, source)
    assert_same_as_auto_regions(result, asm)


RISCV_CASES = [
    pytest.param(compiler, flags, cpu, id=f"{compiler}-{'-'.join(flags)}", marks=needs(compiler))
    for compiler, flags, cpu in (
        ("clang-19", ("-O2", "--target=riscv64-linux-gnu"), "sifive-u74"),
        ("clang-19", ("-O3", "--target=riscv64-linux-gnu", "-march=rv64gcv"), "sifive-x280"),
        ("riscv64-linux-gnu-gcc", ("-O2",), "sifive-u74"),
        ("riscv64-linux-gnu-gcc", ("-O3", "-march=rv64gcv"), "sifive-x280"),
    )
]


@pytest.mark.parametrize(("compiler", "flags", "cpu"), RISCV_CASES)
def test_riscv_target_and_default_cpu_from_the_compiler(tmp_path, compiler, flags, cpu):
    """--target=riscv64... or the riscv64-linux-gnu- prefix select RISC-V; with no CPU named the code's
    .attribute arch picks a SiFive 7 series CPU (LLVM's generic has no model), with a note; -march's
    ISA string is not taken for a CPU name."""
    source = DATA / "kernels.c"
    result, asm = analyse(tmp_path, source, "--compiler", compiler, "--", *flags)
    assert result["Triple"] == "riscv64-linux-gnu"
    assert result["CPU"] == cpu and result["CPUOrigin"] == "default"
    assert any(note.startswith(f"analysing for {cpu}: RV64 with") for note in result["Notes"]), result["Notes"]
    assert not any("rv64gcv" in note and "no model" in note for note in result["Notes"])
    if "-march=rv64gcv" not in flags or compiler != "clang-19":
        # (clang's RVV matmul lays its j loop out as a textual loop around the vector k loops, shown on
        # line 30: loops.py's textual reading, the same on every target)
        assert_every_loop_on_its_lines(result, source)
    assert_same_as_auto_regions(result, asm)


@needs("riscv64-linux-gnu-gcc")
def test_riscv_cpu_from_the_compiler_tuning(tmp_path):
    result, asm = analyse(tmp_path, DATA / "kernels.c", "--compiler", "riscv64-linux-gnu-gcc", "--", "-O2",
                          "-mtune=sifive-u74")
    assert result["CPU"] == "sifive-u74" and result["CPUOrigin"] == "the compiler flags' sifive-u74"
    assert_same_as_auto_regions(result, asm)
    # sifive-7-series (gcc's tuning name) names no XLEN: llvm-mca aborts on it ("RV64 target requires
    # an RV64 CPU"), so the default is analysed, and a note says why
    result, _ = analyse(tmp_path, DATA / "kernels.c", "--compiler", "riscv64-linux-gnu-gcc", "--", "-O2",
                        "-mtune=sifive-7-series")
    assert result["CPU"] == "sifive-u74" and result["CPUOrigin"] == "default"
    assert any("'sifive-7-series' is not a CPU llvm-mca runs this code on: RV64 target requires an RV64 CPU" in note
               for note in result["Notes"]), result["Notes"]


@pytest.mark.parametrize(("assembly", "triple", "cpu"), [
    ('\t.attribute\t5, "rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_v1p0_zve32x1p0"\n', "riscv64-linux-gnu", "sifive-x280"),
    ('\t.attribute arch, "rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0"\n', "riscv64-linux-gnu", "sifive-u74"),
    ('\t.attribute arch, "rv32i2p1_m2p0_a2p1_c2p0"\n', "riscv64-linux-gnu", "sifive-e76"),
    ("\tadd a0, a0, a1\n", "riscv32-unknown-elf", "sifive-e76"),
    ("\tadd a0, a0, a1\n", "riscv64-linux-gnu", "sifive-u74"),
])
def test_riscv_default_cpu_for_compiled_code(assembly, triple, cpu):
    from mcalens.analysis.targets.target import target_for_triple

    chosen, why = target_for_triple(triple).subtarget.compiled_code_cpu(assembly, triple)
    assert chosen == cpu and why
    assert target_for_triple("x86_64-linux-gnu").subtarget.compiled_code_cpu(assembly, triple) == ("", "")


@needs("gcc")
def test_debug_line_notes_only_when_asked():
    # gcc's DWARF 5 `-g` output has `.loc` lines llvm-mca 19 refuses: a note per line by default
    # would bury the loop lines' stderr, so `mcalens source` prints them with --debug-line-notes only.
    source = DATA / "kernels.c"
    code, out, err = source_run([str(source), "--compiler", "gcc", "-mcpu=skylake", "--", "-O2"])
    assert code == 0, err
    assert "refuses this" not in err and "cyc/iter" in out
    code, noted, err = source_run([str(source), "--compiler", "gcc", "-mcpu=skylake", "--debug-line-notes",
                                   "--", "-O2"])
    assert code == 0
    assert [line for line in noted.splitlines() if not line.startswith("#")] == \
        [line for line in out.splitlines() if not line.startswith("#")]
    assert "note: llvm-mca 19 refuses this line: unassigned file number in '.loc' directive" in err
