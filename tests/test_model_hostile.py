"""Hostile user model files (a cloned repository's model directory): every one gives a positioned
diagnostic within bounded time and memory, never a traceback, a crash or a wait."""

from __future__ import annotations

import gc
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
from mcalens.analysis.build_info import compiled_modules
from mcalens.analysis.machine import model_load
from mcalens.analysis.sim import resources
from mcalens.analysis.sim.instr_desc import resource_table

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def private_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    cache = tmp_path_factory.getbasetemp() / "model-cache"
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(cache))
    monkeypatch.delenv("MCALENS_MODEL_PATH", raising=False)
    model_load.load_model.cache_clear()
    return cache


def _errors(diags: list) -> list[tuple[str, str, int]]:
    return [(d.code, Path(d.file).name if d.file else "", d.span.line) for d in diags]


def _resources_model(count: int, groups: int = 0) -> str:
    lines = ["schema: 1", f"name: big{count}", f"cpus: [big{count}]",
             "parameters: {issue_width: 4, micro_op_buffer_size: 64}", "resources:"]
    lines += [f"  - {{name: R{i}, units: 1}}" for i in range(count)]
    lines += [f"  - {{name: G{i}, members: [R{i}, R{(i + 1) % count}]}}" for i in range(groups)]
    lines += ["classes:", "  C0: {uops: 1, writes: [1], resources: [[G0, 1]], opcodes: [ADD32rr]}"]
    return "\n".join(lines) + "\n"


def test_a_thousand_deep_inherit_chain_is_a_positioned_diagnostic(tmp_path: Path) -> None:
    # Each link used to be one more level of recursion: a RecursionError traceback (after two
    # minutes: every link scanned the whole directory's headers again).
    (tmp_path / "m0.yaml").write_text("schema: 1\nname: m0\ninherit: skylake\ncpus: [m0]\n", encoding="utf-8")
    for i in range(1, 1000):
        (tmp_path / f"m{i}.yaml").write_text(f"schema: 1\nname: m{i}\ninherit: m{i - 1}\ncpus: [m{i}]\n",
                                             encoding="utf-8")
    model, diags = model_load.load_model("m999", search_path=[tmp_path])
    assert model is None
    depth = model_load.MAX_INHERIT_DEPTH
    assert _errors(diags) == [("MCL409", f"m{i}.yaml", 2) for i in range(999, 999 - depth, -1)]
    assert f"would make a chain of more than {depth} model files" in diags[-1].message
    assert diags[-1].span.start == len("inherit: ")
    # A chain within the limit loads.
    model, diags = model_load.load_model(f"m{depth - 2}", search_path=[tmp_path])
    assert model is not None and not diags


DEEP = 100_000


def test_deep_nesting_is_a_diagnostic_not_a_crash(tmp_path: Path) -> None:
    # libyaml's composer recurses in C: 100,000 nested `[` crashed the process (SIGSEGV), in a
    # model's body and in a header that merely sits in a directory on the search path.
    (tmp_path / "deep.yaml").write_text(
        "schema: 1\nname: deep\ncpus: [deep]\nparameters: {issue_width: 4, micro_op_buffer_size: 64}\n"
        f"resources: {'[' * DEEP}{']' * DEEP}\n", encoding="utf-8")
    (tmp_path / "head.yaml").write_text(f"schema: 1\nname: head\ncpus: {'[' * DEEP}{']' * DEEP}\nresources: []\n",
                                        encoding="utf-8")
    script = textwrap.dedent(f"""
        from mcalens.analysis.machine import model_load
        for name in ("deep", "head", "skylake"):
            model, diags = model_load.load_model(name, search_path=[{str(tmp_path)!r}])
            print(name, model is not None, [(d.code, d.span.line, d.span.start, d.message) for d in diags])
    """)
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    deep, head, skylake = run.stdout.splitlines()
    limit = model_load.MAX_NESTING
    # PyYAML >= 6.0.4's scanner refuses nesting past its own depth (1,000) while looking ahead, before
    # the event our nesting check counts: either refusal is a positioned diagnostic, never a crash.
    assert deep in (f"deep False [('MCL412', 4, {len('resources: ') + limit - 1}, "
                    f"'model file: collections nested deeper than {limit} levels')]",
                    "deep False [('MCL403', 4, 1010, 'invalid YAML: exceeded maximum nesting depth')]")
    # found by its file name, reported on load
    assert head.startswith(("head False [('MCL412', 2, ", "head False [('MCL403', 2, "))
    assert skylake == "skylake True []"


def test_alias_expansion_is_bounded(tmp_path: Path) -> None:
    # A few lines of anchors and aliases name 10^9 nodes; the builder would walk each.
    lines = ["schema: 1", "name: laughs", "cpus: [laughs]", "a0: &a0 [ADD32rr, ADD32rr, ADD32rr, ADD32rr]"]
    lines += [f"a{i}: &a{i} [*a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}]" for i in range(1, 13)]
    lines += ["parameters: {issue_width: 4, micro_op_buffer_size: 64}", "resources: [{name: R, units: 1}]",
              "classes:", "  C: {uops: 1, resources: [[R, 1]], opcodes: *a12}"]
    path = tmp_path / "laughs.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    model, diags = model_load.load_model_file(path)
    assert model is None
    assert [(d.code, d.span.line) for d in diags] == [("MCL412", 11)]  # a8: 5^8 x 5 nodes
    assert "YAML nodes (aliases expanded)" in diags[0].message


def test_oversized_files_and_headers(tmp_path: Path) -> None:
    # A 30 MB header took 45 s: the header reader searched the whole text again after every 64 KiB.
    huge = tmp_path / "huge.yaml"
    with huge.open("w", encoding="utf-8") as handle:
        handle.write("schema: 1\nname: huge\ncpus:\n")
        handle.write("".join(f"  - cpu{i}\n" for i in range(500_000)))
        handle.write("parameters: {issue_width: 4, micro_op_buffer_size: 64}\n")
    assert huge.stat().st_size > model_load.MAX_MODEL_BYTES
    head = model_load._read_head(str(huge))
    assert head is not None and len(head) <= model_load.MAX_HEADER_CHARS + 65536 + 16384  # read no further
    assert model_load.find_model_file("cpu7", [tmp_path]) is None  # an over-long header names no CPU
    model, diags = model_load.load_model("huge", search_path=[tmp_path])
    assert model is None and [d.code for d in diags] == ["MCL412"]
    assert "model file is 6.6 MiB: user model files are read up to 4 MiB" in diags[0].message
    huge.unlink()
    # Under the file limit, over the header limit.
    long_head = tmp_path / "long.yaml"
    long_head.write_text("schema: 1\nname: long\ncpus:\n" + "".join(f"  - cpu{i}\n" for i in range(30_000))
                         + "parameters: {issue_width: 4, micro_op_buffer_size: 64}\n", encoding="utf-8")
    model, diags = model_load.load_model("long", search_path=[tmp_path])
    assert model is None and [d.code for d in diags] == ["MCL412"]
    assert "header" in diags[0].message and "256 KiB" in diags[0].message
    # Shipped models are not user files: no limit applies to them.
    assert model_load._byte_limit(str(model_load.shipped_dir() / "skylake.yaml")) is None


def _opcodes(run: Callable[[], object], files: set[str]) -> int:
    """Python bytecodes executed in `files` while `run()` runs: a measure of work that does not
    depend on the machine's load."""
    count = 0

    def local(frame, event, arg):
        nonlocal count
        if event == "opcode":
            count += 1
        return local

    def tracer(frame, event, arg):
        if frame.f_code.co_filename in files:
            frame.f_trace_opcodes = True
            return local
        return None

    sys.settrace(tracer)
    try:
        run()
    finally:
        sys.settrace(None)
    return count


@pytest.mark.skipif(bool(compiled_modules()), reason="compiled modules execute no Python bytecodes")
def test_work_is_linear_in_the_resource_count(tmp_path: Path) -> None:
    # 20,000 resources took 12 s and 100,000 more than a minute: building the resource manager
    # tested every state against every state (on n-bit integers).
    work = {}
    for count in (200, 1600):
        path = tmp_path / f"big{count}.yaml"
        path.write_text(_resources_model(count, groups=count // 2), encoding="utf-8")
        loaded: list = []
        load_work = _opcodes(lambda path=path, loaded=loaded: loaded.append(model_load.load_model_file(path)),
                             {model_load.__file__})
        model, diags = loaded[0]
        assert model is not None and not diags and len(model.resources) == count + count // 2
        table = resource_table(model)
        build_work = _opcodes(lambda model=model, table=table: resources.ResourceManager(model, table),
                              {resources.__file__})
        work[count] = (load_work, build_work)
    # 8x the resources: about 8x the work (quadratic was 64x).
    assert work[1600][0] < 12 * work[200][0], work
    assert work[1600][1] < 12 * work[200][1], work


def test_no_garbage_collection_while_composing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The collector's passes over the growing node tree made composing 100,000 resources 4x slower.
    yaml = model_load._yaml()
    seen: list[bool] = []
    real = yaml.compose
    monkeypatch.setattr(yaml, "compose", lambda *a, **k: (seen.append(gc.isenabled()), real(*a, **k))[1])
    path = tmp_path / "big.yaml"
    path.write_text(_resources_model(10, groups=1), encoding="utf-8")
    was = gc.isenabled()
    model, _ = model_load.load_model_file(path)
    assert model is not None and seen == [False] and gc.isenabled() == was
