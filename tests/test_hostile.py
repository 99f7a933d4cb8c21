"""Hostile inputs (issue 18, items 13-17): bad bytes, blow-ups, stuck simulations, the cache directory."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

BAD_UTF8 = b"addl %eax, %ebx\n\xff\xfe\x80 junk\n"


@pytest.mark.parametrize("argv", [["--no-banner", "-"], ["parse", "-"]], ids=["cli", "parse"])
def test_invalid_utf8_on_stdin_is_a_diagnostic(argv: list[str]) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "mcalens", *argv], input=BAD_UTF8, capture_output=True, timeout=60
    )
    output = (run.stdout + run.stderr).decode("utf-8", errors="replace")
    assert "Traceback" not in output and "UnicodeDecodeError" not in output
    assert ":2:1: error" in output  # the bad line, positioned, like the same bytes in a file


# -- item 17: the cache directory runs nobody else's data -----------------------------------------

class Planted:
    """Unpickling this runs code: the attack a writable cache directory allows."""

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (exec, ("import pathlib, os; pathlib.Path(os.environ['PLANTED']).write_text('ran')",))


@pytest.fixture
def cache(tmp_path, monkeypatch: pytest.MonkeyPatch):
    directory = tmp_path / "cache"
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(directory))
    monkeypatch.setenv("PLANTED", str(tmp_path / "planted"))
    return directory


def test_cache_directory_is_created_private(cache) -> None:
    from mcalens.analysis.cache import store

    store.write("k", 1)
    assert oct(cache.stat().st_mode & 0o777) == "0o700"
    assert all(oct(p.stat().st_mode & 0o777) == "0o600" for p in cache.iterdir())
    assert store.read("k") == 1
    cache.chmod(0o755)  # made by an older mcalens: tightened on use
    assert store.read("k") == 1 and oct(cache.stat().st_mode & 0o777) == "0o700"


def test_writable_or_linked_cache_entries_are_not_loaded(cache, tmp_path) -> None:
    import pickle

    from mcalens.analysis.cache import store

    store.write("k", 1)
    entry = cache / "k.pickle"
    entry.write_bytes(pickle.dumps((store.CACHE_FORMAT, Planted())))
    entry.chmod(0o666)  # anyone could have written this
    assert store.read("k") is None and not (tmp_path / "planted").exists()
    elsewhere = tmp_path / "elsewhere.pickle"
    elsewhere.write_bytes(pickle.dumps((store.CACHE_FORMAT, Planted())))
    entry.unlink()
    entry.symlink_to(elsewhere)  # a link planted in the directory
    assert store.read("k") is None and not (tmp_path / "planted").exists()


def test_a_cache_directory_that_is_a_symlink_is_not_used(cache, tmp_path) -> None:
    from mcalens.analysis.cache import store

    target = tmp_path / "shared"
    target.mkdir(mode=0o700)
    cache.symlink_to(target)
    store.write("k", 1)
    assert store.read("k") is None and list(target.iterdir()) == []


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="needs root to chown")
def test_entries_owned_by_someone_else_are_not_loaded(cache) -> None:
    from mcalens.analysis.cache import store

    store.write("k", 1)
    os.chown(cache / "k.pickle", 12345, 12345)
    assert store.read("k") is None


def test_fast_import_reads_only_private_code_files(cache, tmp_path) -> None:
    from mcalens.server import fast_import

    cache.mkdir(mode=0o700)
    path = cache / "lsprotocol-code-x.marshal"
    import marshal

    path.write_bytes(marshal.dumps({b"k": compile("1", "f", "eval")}))
    path.chmod(0o600)
    assert list(fast_import._read(path)) == [b"k"]
    path.chmod(0o626)
    assert fast_import._read(path) == {}


# -- item 15: blow-ups are bounded with positioned errors -----------------------------------------

def test_too_many_operands_are_refused_without_a_search(monkeypatch: pytest.MonkeyPatch) -> None:
    # The widening search tries 8^n keys for n immediates; `addl` with ten ran out of memory.
    from mcalens.analysis.api import analyze
    from mcalens.analysis.targets.x86 import resolve

    def no_search(*args: object) -> object:
        raise AssertionError("widening search started for an impossible operand count")

    monkeypatch.setattr(resolve, "_candidate_keys", no_search)
    analysis = analyze("addl " + ",".join(["$1"] * 10) + "\n")
    [error] = [d for d in analysis.diagnostics if d.severity.name == "ERROR"]
    # llvm-mc's words at its column (its matcher refuses more than nine operands outright), with
    # mcalens' explanation beside them
    assert (error.span.line, error.span.start, error.message) == (
        0, 0, "unknown use of instruction mnemonic without a size suffix")
    assert "'addl' takes 2 or 3 operand(s), got 10" in error.related[0].message


# -- item 16: simulation limits -----------------------------------------------------------------------

def test_a_truncated_simulation_is_an_error_not_a_number() -> None:
    from mcalens.analysis import api

    options = api.AnalysisOptions(sim=api.SimOptions(iterations=100, max_cycles=40))
    analysis = api.analyze("addl %eax, %ebx\nimull %ebx, %eax\n", options=options)
    assert analysis.failed and not analysis.regions and not analysis.report.regions  # no numbers at all
    assert any(re.search(r"region 1 stopped at cycle [\d,]+ without retiring every instruction; the cycle limit", m) for m in analysis.messages)
    [error] = [d for d in analysis.diagnostics if d.code == api.CODE_TRUNCATED]
    assert error.span.line == 0


def test_a_failed_simulation_is_an_error_not_a_number(monkeypatch: pytest.MonkeyPatch) -> None:
    """`simulate` turns its own bug into trace.facts.errors and an empty trace; the api must not
    print that trace's 0 cycles (it did: Total Cycles 0, exit status 0)."""
    from mcalens.analysis import api
    from mcalens.analysis.cli import run
    from mcalens.analysis.sim import pipeline

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("simulator bug")

    monkeypatch.setattr(pipeline, "run_out_of_order", broken)
    analysis = api.analyze("addl %eax, %ebx\nimull %ebx, %eax\n")
    assert analysis.failed and not analysis.regions and not analysis.report.regions  # no numbers at all
    assert any("region 1 could not be simulated (internal simulator error: RuntimeError('simulator bug'))" in m
               for m in analysis.messages)
    [error] = [d for d in analysis.diagnostics if d.code == api.CODE_INTERNAL]
    assert error.span.line == 0
    status, out, err = run(["-mcpu=skylake", "-"], stdin_text="addl %eax, %ebx\n")
    assert status == 1 and "Total Cycles" not in out and "could not be simulated" in err


HUGE_MODEL = """\
schema: 1
name: huge
cpus: [huge-cpu]
parameters: {{issue_width: 2, micro_op_buffer_size: 16}}
resources:
  - {{name: P0, units: {units}}}
classes:
  Alu: {{uops: {uops}, writes: [{latency}], resources: [[P0, {cycles}]], opcodes: [ADD32rr]}}
"""


@pytest.mark.parametrize(
    ("field", "values", "limit"),
    [
        ("latency", {"latency": 10**9}, 32767),
        ("uops", {"uops": 10**9}, 8189),
        ("units", {"units": 10**9}, 64),
        ("cycles", {"cycles": 10**9}, 65535),
    ],
)
def test_huge_model_numbers_are_positioned_errors(tmp_path, cache, field: str, values: dict, limit: int) -> None:
    from mcalens.analysis.machine import model_load

    numbers = {"latency": 1, "uops": 1, "units": 1, "cycles": 1, **values}
    path = tmp_path / "huge.yaml"
    path.write_text(HUGE_MODEL.format(**numbers))
    model_load.load_model.cache_clear()
    model, diagnostics = model_load.load_model_file(path)
    assert model is None
    errors = [d for d in diagnostics if d.severity.name == "ERROR"]
    assert errors and f"must be <= {limit}" in errors[0].message
    line = next(i for i, text in enumerate(path.read_text().splitlines()) if "1000000000" in text)
    assert errors[0].span.line == line


def test_a_stuck_simulation_is_an_error_with_the_reason(tmp_path, cache) -> None:
    from mcalens.analysis import api

    (tmp_path / "stuck.yaml").write_text(
        "schema: 1\nname: stuck\ninherit: skylake\ncpus: [stuck-cpu]\n"
        "resources:\n  - {name: SKLPortAny, buffer_size: 0}\n"
    )
    options = api.AnalysisOptions(sim=api.SimOptions(iterations=2), model_dirs=(str(tmp_path),))
    analysis = api.analyze("addl %eax, %ebx\naddl %ecx, %edx\n", cpu="stuck-cpu", options=options)
    assert analysis.failed and not analysis.regions and not analysis.report.regions
    assert any("nothing was dispatched, issued or retired" in m for m in analysis.messages)
    assert [d.span.line for d in analysis.diagnostics if d.code == api.CODE_TRUNCATED] == [0]


def test_call_latency_is_bounded_like_a_write_latency() -> None:
    from mcalens.analysis import api

    analysis = api.analyze("call foo\n", options=api.AnalysisOptions(sim=api.SimOptions(call_latency=10**9)))
    assert analysis.failed and analysis.messages == ["error: -call-latency must be between 0 and 32767, got 1000000000"]


def test_recurrence_search_only_walks_cycles() -> None:
    # 2,000 instructions on no recurrence and one accumulator: only the accumulator is searched.
    from mcalens.analysis import api
    from mcalens.analysis.views import verdict

    text = "addl %eax, %ebx\n" + "movl $1, %ecx\nleal 4(%rsi), %edx\n" * 1000
    analysis = api.analyze(text, options=api.AnalysisOptions(sim=api.SimOptions(iterations=1)))
    descs = analysis.regions[0].descriptors
    found = verdict.recurrence(descs, api._isa())
    assert found is not None and found.positions == (0, 0) and found.registers == ("%ebx",)
    edges_seen: list[int] = []
    original = verdict._components

    def spy(edges):  # type: ignore[no-untyped-def]
        component = original(edges)
        edges_seen.append(len(set(component)))
        return component

    import pytest as _pytest

    with _pytest.MonkeyPatch.context() as patch:
        patch.setattr(verdict, "_components", spy)
        verdict.recurrence(descs, api._isa())
    assert edges_seen == [len(descs)]  # every instruction is its own component; only position 0 has a cycle


@pytest.mark.parametrize("text", [
    ".rept 100000\naddl %eax, %ebx\n.endr\n",
    ".macro m a\n.ifeq \\a\naddl %eax, %ebx\n.else\nm \\a-1\nm \\a-1\n.endif\n.endm\nm 18\n",  # doubling
], ids=["rept", "doubling-macro"])
def test_an_expansion_cut_at_its_limit_is_never_simulated(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # With -skip-unsupported-instructions the cut expansion used to leave a 50,000-instruction region
    # that was simulated (5-9 s, 300 MB) as if it were the input; the limit is fatal instead.
    from mcalens.analysis import api

    def no_simulation(*args: object, **kwargs: object) -> object:
        raise AssertionError("a truncated expansion was simulated")

    monkeypatch.setattr(api, "simulate", no_simulation)
    analysis = api.analyze(text, options=api.AnalysisOptions(skip_unsupported=api.SKIP_ANY))
    assert analysis.failed and not analysis.regions
    assert any("expansion stopped after 50,000 statements" in m for m in analysis.messages)
    assert analysis.messages[-1] == ("error: an expansion exceeds mcalens' limit of 50,000 statements or "
                                     "5,000,000 characters; -skip-unsupported-instructions does not skip it")


def test_recurrence_on_one_huge_chain_searches_one_start() -> None:
    # A 20,000-instruction chain on bdver2 (the fuzz case was 50,000 and ran for minutes): the edges
    # come from a table of last writers and only the start entered by the carried edge is searched.
    from mcalens.analysis import api
    from mcalens.analysis.views import verdict

    analysis = api.analyze("adcl %eax, %ebx\naddl %ebx, %ecx\n" * 10_000, cpu="bdver2",
                           options=api.AnalysisOptions(sim=api.SimOptions(iterations=1)))
    descs = analysis.regions[0].descriptors
    # Searching every position of the knot costs (span+1) * 20,000 nodes per span per start; one start
    # costs 14 * 20,000 = 280,000, so a budget of 300,000 is enough only for the linear search.
    found = verdict.recurrence(descs, api._isa(), budget=300_000)
    assert found is not None and found.complete
    assert found.cycles_per_iteration == 20_000.0 and found.positions[:3] == (0, 1, 2)
    assert found.registers == ("%ebx", "%flags")


def test_recurrence_search_stops_at_its_budget_and_says_so() -> None:
    # Many loop-carried entries into one knot: 300 reads of %ecx before its only write.
    from mcalens.analysis import api
    from mcalens.analysis.views import verdict

    text = "addl %ecx, %eax\n" * 300 + "addl %eax, %ecx\n"
    descs = api.analyze(text, options=api.AnalysisOptions(sim=api.SimOptions(iterations=1))).regions[0].descriptors
    full = verdict.recurrence(descs, api._isa(), budget=10**12)
    cut = verdict.recurrence(descs, api._isa(), budget=10_000)
    assert full is not None and full.complete
    assert cut is not None and not cut.complete and cut.cycles_per_iteration <= full.cycles_per_iteration
    found = verdict.Verdict("dependency", "", 1.0, 1.0, recurrence=cut).to_json()["Recurrence"]
    assert found["Partial"] is True


def test_a_doubling_macro_argument_is_bounded_in_characters() -> None:
    # `m \a\a` doubles its argument per level: 1,000 characters at 15 levels are 32 MB of lines to
    # scan (a fuzz case took 11.8 s of CPU); the expansion stops at 5,000,000 characters, fatally.
    from mcalens.analysis import api

    text = ".macro m a, n\n.if \\n\nm \\a\\a, \\n-1\n.endif\n.endm\nm " + "x" * 1000 + ", 15\n"
    analysis = api.analyze(text, options=api.AnalysisOptions(skip_unsupported=api.SKIP_ANY))
    assert analysis.failed and not analysis.regions
    errors = [d for d in analysis.diagnostics if "expansion stopped after 5,000,000 characters" in d.message]
    assert errors and errors[0].span.line == 5
