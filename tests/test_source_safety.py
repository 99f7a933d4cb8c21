"""`mcalens source` with hostile compile_commands.json files, and the compile runner's budget,
cancellation and cache. No real compiler is needed: the "compilers" here are scripts that leave a
mark when they run, so a test can prove that something was *not* run."""

from __future__ import annotations

import json
import os
import re
import shutil
import stat
import threading
import time
from pathlib import Path

import pytest
from mcalens.analysis.frontend.debug_lines import (
    DebugLocation,
    debug_locations,
    debug_locations_by_text,
    source_lines,
    source_lines_by_text,
)
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.sources.command import (
    CommandError,
    CompilePlan,
    PlanRequest,
    compiler_name_parts,
    find_compile_commands,
    sanitize_flags,
    triple_from_flags,
)
from mcalens.analysis.sources.compile import Cancellation, CompileCache, compile_to_asm, parse_messages
from mcalens.analysis.sources.plan import plan_compile
from mcalens.analysis.sources.rust import find_manifest


def _script(path: Path, mark: Path) -> Path:
    """An executable that records that it ran (in `mark`) and exits 0."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"#!/bin/sh\necho ran >> '{mark}'\n", encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return path


@pytest.fixture
def repo(tmp_path: Path) -> dict[str, Path]:
    """A cloned repository: src/k.c, build/compile_commands.json (written per test), evil programs
    inside it, and a trusted bin directory outside it holding a `gcc` that also leaves a mark."""
    root = tmp_path / "repo"
    (root / "src").mkdir(parents=True)
    (root / "build").mkdir()
    (root / "src" / "k.c").write_text("int f(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }\n",
                                      encoding="utf-8")
    mark = tmp_path / "PWNED"
    trusted_mark = tmp_path / "trusted-ran"
    _script(root / "evil.sh", mark)
    _script(root / "bin" / "gcc", mark)
    _script(tmp_path / "trusted" / "gcc", trusted_mark)
    return {"root": root, "mark": mark, "trusted": tmp_path / "trusted", "trusted_mark": trusted_mark}


def _database(repo: dict[str, Path], entry: dict[str, object]) -> None:
    entry = {"directory": str(repo["root"] / "build"), "file": "../src/k.c", **entry}
    (repo["root"] / "build" / "compile_commands.json").write_text(json.dumps([entry]), encoding="utf-8")


def _plan(repo: dict[str, Path], path: str | None = None, **changes: object) -> CompilePlan:
    request = PlanRequest(path=str(repo["root"] / "src" / "k.c"),
                          environment_path=path if path is not None else str(repo["trusted"]), **changes)  # type: ignore[arg-type]
    return plan_compile(request)


def test_a_compiler_that_is_not_a_compiler_driver_is_refused(repo):
    _database(repo, {"arguments": ["./evil.sh", "-O2", "-c", "../src/k.c"]})
    with pytest.raises(CommandError, match=re.escape("'./evil.sh' as the compiler, which is not a known compiler driver")):
        _plan(repo)
    assert not repo["mark"].exists()


@pytest.mark.parametrize("named", ["../bin/gcc", "REPO/bin/gcc"])
def test_a_compiler_path_from_the_database_is_never_run(repo, named):
    """A `gcc` shipped in the repository (relative or absolute path): only the name counts, looked up
    on PATH, so the trusted gcc is planned, and the note says so."""
    named = named.replace("REPO", str(repo["root"]))
    _database(repo, {"arguments": [named, "-O2", "-c", "../src/k.c"]})
    plan = _plan(repo)
    assert plan.argv[0] == str(repo["trusted"] / "gcc")
    assert any("never a path the file gives" in note for note in plan.notes)
    with pytest.raises(CommandError, match="no 'gcc' on PATH"):
        _plan(repo, path="")


def test_relative_path_entries_are_ignored(repo, monkeypatch):
    """PATH=bin (relative) inside the repository would find repo/bin/gcc: relative entries are skipped."""
    _database(repo, {"arguments": ["gcc", "-O2", "-c", "../src/k.c"]})
    monkeypatch.chdir(repo["root"])
    with pytest.raises(CommandError, match="no 'gcc' on PATH"):
        _plan(repo, path=f"bin{os.pathsep}.")


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not installed")
def test_a_command_string_never_reaches_a_shell(repo, tmp_path):
    from mcalens.analysis.sources.cli import run

    pwned = tmp_path / "SHELL"
    _database(repo, {"command": f"gcc -O2 $(touch {pwned}) `touch {pwned}` ; touch {pwned} && -c ../src/k.c"})
    run([str(repo["root"] / "src" / "k.c")])
    assert not pwned.exists()


REFUSED = [
    pytest.param(["-fplugin=./x.so"], id="fplugin"),
    pytest.param(["-fplugin-arg-x-y=z"], id="fplugin-arg"),
    pytest.param(["-fpass-plugin=./p.so"], id="fpass-plugin"),
    pytest.param(["-Xclang", "-load", "-Xclang", "./x.so"], id="Xclang-load"),
    pytest.param(["-Xclang", "-plugin", "-Xclang", "x"], id="Xclang-plugin"),
    pytest.param(["-Xclang", "-add-plugin", "-Xclang", "x"], id="Xclang-add-plugin"),
    pytest.param(["-mllvm", "-load=./x.so"], id="mllvm-load"),
    pytest.param(["-B./tools"], id="B-joined"),
    pytest.param(["-B", "./tools"], id="B"),
    pytest.param(["-specs=./evil.specs"], id="specs"),
    pytest.param(["-wrapper", "./evil.sh"], id="wrapper"),
    pytest.param(["--config=./evil.cfg"], id="clang-config"),
    pytest.param(["-ccc-gcc-name", "./evil.sh"], id="ccc"),
    pytest.param(["--plugin", "x"], id="plugin"),
]


@pytest.mark.parametrize("flags", REFUSED)
def test_loading_flags_are_refused(repo, flags):
    _database(repo, {"arguments": ["gcc", "-O2", *flags, "-c", "../src/k.c"]})
    with pytest.raises(CommandError, match="refused flag"):
        _plan(repo)
    assert not repo["mark"].exists() and not repo["trusted_mark"].exists()


def test_flags_after_the_double_dash_go_through_the_same_rules(repo):
    with pytest.raises(CommandError, match=re.escape("refused flag '-fplugin=x.so'")):
        _plan(repo, flags=("-O2", "-fplugin=x.so"))


def test_response_files_are_expanded_and_checked(repo):
    build = repo["root"] / "build"
    (build / "ok.rsp").write_text("-O3 -DFROM_RSP '-DQUOTED=a b'\n", encoding="utf-8")
    (build / "bad.rsp").write_text("-O2 @inner.rsp\n", encoding="utf-8")
    (build / "inner.rsp").write_text("-fplugin=./x.so\n", encoding="utf-8")
    (build / "loop.rsp").write_text("@loop.rsp\n", encoding="utf-8")
    _database(repo, {"arguments": ["gcc", "@ok.rsp", "-c", "../src/k.c"]})
    plan = _plan(repo)
    assert "-DFROM_RSP" in plan.argv and "-DQUOTED=a b" in plan.argv and not any(a.startswith("@") for a in plan.argv)
    _database(repo, {"arguments": ["gcc", "@bad.rsp", "-c", "../src/k.c"]})
    with pytest.raises(CommandError, match="refused flag '-fplugin"):
        _plan(repo)
    _database(repo, {"arguments": ["gcc", "@loop.rsp", "-c", "../src/k.c"]})
    with pytest.raises(CommandError, match="nest deeper"):
        _plan(repo)


def test_output_and_side_file_flags_are_dropped(repo):
    _database(repo, {"arguments": [
        "ccache", "gcc", "-O2", "-I../include", "-MD", "-MF", "k.d", "-MT", "k.o", "-Wp,-MD,k.d", "-ok.o", "-c",
        "../src/k.c", "other.c", "-flto=auto", "-g0", "-gsplit-dwarf", "-save-temps=obj", "-fdump-tree-all",
        "-ftime-trace", "-fsave-optimization-record", "--coverage", "-fstack-usage", "-Xclang", "-MT", "-Xclang",
        "x", "-Wl,-rpath,/x", "-lm", "-L/opt/lib", "-fdebug-prefix-map=/a=/b"]})
    plan = _plan(repo)
    kept = plan.argv[1:]
    assert kept == ("-O2", "-I../include", "-S", "-g", "-fno-lto", "-o", "-", str(repo["root"] / "src" / "k.c"))
    assert plan.cwd == str(repo["root"] / "build")
    assert any("dropped the wrapper 'ccache'" in note for note in plan.notes)
    assert any("other.c" in note for note in plan.notes)


@pytest.mark.parametrize("content, message", [
    pytest.param("{not json", "not a readable compilation database", id="malformed"),
    pytest.param('{"a": 1}', "a JSON list", id="not-a-list"),
    pytest.param('[{"directory": "/nonexistent/dir", "file": "/x.c", "arguments": ["gcc"]}]', None, id="other-file"),
])
def test_broken_databases_are_messages(repo, content, message):
    (repo["root"] / "build" / "compile_commands.json").write_text(content, encoding="utf-8")
    if message is None:
        assert _plan(repo).origin.startswith("no flags")  # no entry for this file: a note, not an error
        return
    with pytest.raises(CommandError, match=message):
        _plan(repo)


def test_an_entry_in_a_missing_directory_is_refused(repo, tmp_path):
    (repo["root"] / "build" / "compile_commands.json").write_text(json.dumps([{
        "directory": str(tmp_path / "gone"), "file": str(repo["root"] / "src" / "k.c"), "arguments": ["gcc", "-c"]}]),
        encoding="utf-8")
    with pytest.raises(CommandError, match="does not exist"):
        _plan(repo)


def test_compile_commands_found_as_clangd_finds_it(tmp_path):
    source = tmp_path / "a" / "b" / "k.c"
    source.parent.mkdir(parents=True)
    source.write_text("", encoding="utf-8")
    assert find_compile_commands(str(source)) is None
    (tmp_path / "a" / "build").mkdir()
    (tmp_path / "a" / "build" / "compile_commands.json").write_text("[]", encoding="utf-8")
    assert find_compile_commands(str(source)) == str(tmp_path / "a" / "build" / "compile_commands.json")
    (source.parent / "compile_commands.json").write_text("[]", encoding="utf-8")
    assert find_compile_commands(str(source)) == str(source.parent / "compile_commands.json")
    assert find_compile_commands(str(source), str(tmp_path)) is None
    with pytest.raises(CommandError, match=re.escape("no compile_commands.json there")):
        plan_compile(PlanRequest(path=str(source), compile_commands_dir=str(tmp_path)))


def test_cargo_manifest_found_in_the_nearest_package(tmp_path, monkeypatch):
    source = tmp_path / "pkg" / "src" / "bin" / "tool.rs"
    source.parent.mkdir(parents=True)
    source.write_text("", encoding="utf-8")
    assert find_manifest(str(source)) is None
    (tmp_path / "pkg" / "Cargo.toml").write_text("[package]\n", encoding="utf-8")
    assert find_manifest(str(source)) == str(tmp_path / "pkg" / "Cargo.toml")
    # a path relative to the working directory is searched from its folder up, as an absolute one
    monkeypatch.chdir(source.parent)
    assert find_manifest("tool.rs") == str(tmp_path / "pkg" / "Cargo.toml")


@pytest.mark.parametrize("name, parts", [
    ("gcc", ("", "gcc")), ("clang++-19", ("", "clang++")), ("aarch64-linux-gnu-gcc-12", ("aarch64-linux-gnu", "gcc")),
    ("x86_64-w64-mingw32-g++", ("x86_64-w64-mingw32", "g++")), ("/usr/bin/cc", ("", "cc")),
    ("gfortran", ("", "gfortran")), ("evil.sh", None), ("gcc.sh", None), ("python3", None), ("sh", None),
])
def test_compiler_names(name, parts):
    assert compiler_name_parts(name) == parts


@pytest.mark.parametrize("prefix, flags, triple", [
    ("", ["--target=aarch64-linux-gnu"], "aarch64-linux-gnu"),
    ("", ["-target", "arm64-apple-macos14"], "arm64-apple-macos14"),
    ("aarch64-linux-gnu", ["-O2"], "aarch64-linux-gnu"),
    ("", ["-m32"], "i686-unknown-linux-gnu"),
    ("x86_64-linux-gnu", ["-m32"], "i686-linux-gnu"),
    ("", ["-O2", "-march=skylake"], ""),  # the compiler's default: asked with -dumpmachine
])
def test_the_triple_follows_the_flags(prefix, flags, triple):
    assert triple_from_flags(prefix, sanitize_flags(flags, ".")) == triple


# -- running ------------------------------------------------------------------------------------------


def _plan_running(argv: tuple[str, ...], source: Path) -> CompilePlan:
    return CompilePlan(source=str(source), language="c", argv=argv, cwd=str(source.parent), origin="test")


def test_the_time_budget_kills_the_compiler(tmp_path):
    source = tmp_path / "k.c"
    source.write_text("", encoding="utf-8")
    started = time.monotonic()
    result = compile_to_asm(_plan_running(("/bin/sh", "-c", "sleep 30"), source), timeout=0.5)
    assert not result.ok and "did not finish within 0.5 s" in result.problem
    assert time.monotonic() - started < 10


def test_cancellation_kills_the_process_group(tmp_path):
    source = tmp_path / "k.c"
    source.write_text("", encoding="utf-8")
    cancel = Cancellation()
    timer = threading.Timer(0.3, cancel.cancel)
    timer.start()
    started = time.monotonic()
    # the shell's child (sleep) must die too: communicate() would wait for its inherited pipes
    result = compile_to_asm(_plan_running(("/bin/sh", "-c", "sleep 30; echo done"), source), cancel=cancel)
    timer.join()
    assert not result.ok and result.problem == "cancelled"
    assert time.monotonic() - started < 10


def test_the_cache_is_keyed_by_content_and_command(tmp_path):
    source = tmp_path / "k.c"
    source.write_text("one\n", encoding="utf-8")
    cache = CompileCache()
    plan = _plan_running(("/bin/cat", str(source)), source)
    first = compile_to_asm(plan, cache=cache)
    assert first.ok and first.assembly == "one\n" and not first.cached
    again = compile_to_asm(plan, cache=cache)
    assert again.cached and again.assembly == "one\n"
    other = compile_to_asm(_plan_running(("/bin/cat", "-u", str(source)), source), cache=cache)
    assert not other.cached
    source.write_text("two\n", encoding="utf-8")
    changed = compile_to_asm(plan, cache=cache)
    assert not changed.cached and changed.assembly == "two\n"


def test_compiler_messages():
    stderr = ("k.c: In function 'f':\nk.c:2:12: error: expected expression before ';' token\n"
              "src/lib.rs:3:5: error[E0425]: cannot find value `x` in this scope\n"
              "cc1: fatal error: x.c: No such file or directory\nk.c:7: warning: no column\n")
    messages = parse_messages(stderr)
    assert [(m.file, m.line, m.column, m.severity) for m in messages] == [
        ("k.c", 2, 12, "error"), ("src/lib.rs", 3, 5, "error"), ("k.c", 7, 0, "warning")]


# -- .file / .loc -------------------------------------------------------------------------------------

GCC_DWARF5 = """\
\t.file\t"k.c"
\t.text
\t.file 0 "/work" "k.c"
f:
\t.loc 1 2 3 view -0
\tmovl\t$0, %eax
\t.loc 1 6 7 is_stmt 0 view .LVU3
\taddl\t%edi, %eax
\t.loc 1 8 11 view .LVU4
\taddl\t%esi, %eax
\t.loc 1 7 5 is_stmt 1 view .LVU5
\tcmpl\t%esi, %edi
\t.loc 9 5 1
\tnop
\t.loc 1 0 0
\tret
"""


def test_debug_locations_from_statements_and_from_text():
    text = GCC_DWARF5.replace('.file 0 "/work" "k.c"', '.file 0 "/work" "k.c"\n\t.file 1 "k.c"')
    parsed = parse_text(text)
    by_statement = debug_locations(parsed)
    assert by_statement == {
        0: DebugLocation("k.c", 2, 3, True), 1: DebugLocation("k.c", 6, 7, False),
        2: DebugLocation("k.c", 8, 11, False),  # is_stmt 0 carries over to the next .loc
        3: DebugLocation("k.c", 7, 5, True), 4: DebugLocation("k.c", 7, 5, True),  # `.loc 9`: no such file
    }  # and `ret` at line 0 has none
    lines = text.splitlines()
    by_text = debug_locations_by_text(lines, {i.span.line for i in parsed.instructions})
    assert list(by_text.values()) == list(by_statement.values())
    assert source_lines(parsed)[1] == ("k.c", 6)
    assert source_lines_by_text(lines, {i.span.line for i in parsed.instructions})[6] == ("k.c", 2)
    assert debug_locations_by_text(['\t.file 1 "/inc" "h.h"', "\t.loc 1 4", "\tnop"], {2}) == {
        2: DebugLocation("/inc/h.h", 4, 0, True)}


@pytest.mark.parametrize("flags, triple, cpu, origin", [
    pytest.param(("-O2", "-march=x86-64", "-mtune=znver3"), "x86_64-linux-gnu", "znver3", "the compiler flags' znver3",
                 id="mtune-first"),
    pytest.param(("-O2", "-march=haswell"), "x86_64-linux-gnu", "haswell", "the compiler flags' haswell", id="march"),
    pytest.param(("-O2", "-mtune=intel", "-march=skylake"), "x86_64-linux-gnu", "skylake",
                 "the compiler flags' skylake", id="unknown-mtune-then-march"),
    pytest.param(("-O2", "-mcpu=neoverse-n1"), "aarch64-linux-gnu", "neoverse-n1", "the compiler flags' neoverse-n1",
                 id="aarch64-mcpu"),
    pytest.param(("-O2", "-march=armv8.2-a"), "aarch64-linux-gnu", "", "default", id="arch-is-no-cpu"),
    pytest.param(("-O2", "-march=native"), "x86_64-linux-gnu", "", "default", id="native-never-guessed"),
])
def test_the_cpu_follows_the_flags_when_mcalens_has_it(repo, flags, triple, cpu, origin):
    from mcalens.analysis.api import AnalysisOptions
    from mcalens.analysis.sources.analyse import choose_cpu

    plan = _plan(repo, flags=flags)
    chosen, why, notes = choose_cpu("", plan, triple, AnalysisOptions())
    assert (chosen, why) == (cpu, origin)
    assert bool(notes) == (cpu == "")
    assert choose_cpu("icelake-server", plan, triple, AnalysisOptions())[:2] == ("icelake-server", "-mcpu")


def _at(file: str, line: int, stmt: bool = True) -> DebugLocation:
    return DebugLocation(file, line, 1, stmt)


@pytest.mark.parametrize("locations, function, expected", [
    # gcc -O3 reduction: the first addsd is on the accumulator's declaration (is_stmt 0)
    pytest.param((_at("k.c", 6, False), _at("k.c", 8, False), _at("k.c", 7)), _at("k.c", 5), _at("k.c", 7),
                 id="first-statement"),
    # a helper above the function inlined into the loop: its line is not the loop's
    pytest.param((_at("k.c", 271), _at("k.c", 380), _at("k.c", 381, False)), _at("k.c", 300), _at("k.c", 380),
                 id="skip-inlined-helper"),
    # the whole loop inlined from a helper above: the closing branch's line (the loop condition)
    pytest.param((_at("k.c", 271), _at("k.c", 272), _at("k.c", 378, False)), _at("k.c", 400), _at("k.c", 378, False),
                 id="closing-branch"),
    # Rust: iterator code from the library closes the loop; the first statement in the file itself
    pytest.param((_at("k.rs", 4, False), _at("k.rs", 4), _at("range.rs", 772)), _at("k.rs", 7), _at("k.rs", 4),
                 id="main-file-statement"),
    pytest.param((None, _at("h.h", 3, False)), None, _at("h.h", 3, False), id="only-a-header"),
    pytest.param((None, None), None, None, id="no-line"),
])
def test_the_line_a_loop_is_shown_on(locations, function, expected):
    from mcalens.analysis.sources.analyse import loop_location

    assert loop_location(locations, function, "/src/k.rs" if any(
        loc is not None and loc.file.endswith(".rs") for loc in locations) else "/src/k.c") == expected
