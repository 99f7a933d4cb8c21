"""The on-disk cache of dataclasses' generated methods (start-up, issue 17.1): a second process
compiles nothing, classes behave the same, and a corrupt or foreign cache file is a silent miss."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOT = ROOT / "examples" / "dot-product.s"

PROBE = r"""
import contextlib, io, json, sys
from mcalens.analysis import dataclass_code
from mcalens.analysis.cli import main
out = io.StringIO()
with contextlib.redirect_stdout(out):
    code = main(sys.argv[1:])
from mcalens.analysis.mcinst import Reg
import dataclasses
probe = {"code": code, "out": out.getvalue(), "fresh": sum(map(len, dataclass_code._fresh.values())),
         "stored": sum(map(len, dataclass_code._stored.values())),
         "patched": dataclasses.exec is dataclass_code._exec,
         "eq": Reg("RAX") == Reg("RAX"), "repr": repr(Reg("RAX")),
         "doc": Reg.__doc__}
print(json.dumps(probe))
"""


def _run(cache: Path) -> dict:
    env = dict(os.environ, MCALENS_CACHE_DIR=str(cache))
    done = subprocess.run([sys.executable, "-c", PROBE, "--no-banner", str(DOT)], env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _files(cache: Path) -> list[Path]:
    return sorted(cache.glob("dataclass-code-*.records"))


def test_second_process_compiles_nothing_and_behaves_the_same(tmp_path):
    cache = tmp_path / "cache"
    cold = _run(cache)
    assert cold["patched"] and cold["fresh"] > 100 and cold["stored"] == 0
    [path] = _files(cache)
    warm = _run(cache)
    assert warm["fresh"] == 0 and warm["stored"] >= cold["fresh"]
    for key in ("code", "out", "eq", "repr", "doc"):
        assert warm[key] == cold[key]
    assert "Resource pressure per iteration" in warm["out"]
    assert path.stat().st_mode & 0o077 == 0


def test_corrupt_or_foreign_file_is_a_miss(tmp_path):
    cache = tmp_path / "cache"
    reference = _run(cache)
    [path] = _files(cache)
    from mcalens.analysis.cache import record_file

    bad_module = record_file.build({"format": 2}, {"modules": {"mcalens.analysis.mcinst": b"junk"}}, {})
    for garbage in (b"", b"not marshal", __import__("marshal").dumps({"x": 1}), bad_module):
        path.write_bytes(garbage)
        run = _run(cache)
        assert run["stored"] == 0 and run["fresh"] > 100
        assert run["out"] == reference["out"]
        assert path.stat().st_size > 1000  # rewritten


def test_exec_matches_the_builtin():
    from mcalens.analysis import dataclass_code

    source = "def __create_fn__(x):\n def f(self):\n  return (x, self)\n return f"
    ours: dict = {}
    theirs: dict = {}
    dataclass_code._exec(source, {"__builtins__": __builtins__}, ours)
    exec(source, {"__builtins__": __builtins__}, theirs)
    assert ours["__create_fn__"](1)(2) == theirs["__create_fn__"](1)(2) == (1, 2)
    # The same text is compiled once per process.
    again: dict = {}
    dataclass_code._exec(source, {"__builtins__": __builtins__}, again)
    assert again["__create_fn__"].__code__ is ours["__create_fn__"].__code__


STAND_IN = r"""
import sys
import mcalens.analysis
import dataclasses
assert "inspect" not in sys.modules, "the stand-in leaked, or inspect was imported"

@dataclasses.dataclass
class A:
    x: int = 1

assert A.__doc__ == "A(x: int = 1)", A.__doc__  # built by the real inspect, imported on first use
import inspect
assert type(inspect) is type(sys), type(inspect)
assert dataclasses.inspect.signature is inspect.signature
print("ok")
"""


def test_inspect_stand_in_is_private_and_delegates(tmp_path):
    env = dict(os.environ, MCALENS_CACHE_DIR=str(tmp_path / "cache"))
    done = subprocess.run([sys.executable, "-c", STAND_IN], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr
