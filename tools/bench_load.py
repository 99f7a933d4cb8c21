"""Start-up cost of a fresh mcalens process: ISA, resolver tables, a model, one analysis.

    python tools/bench_load.py [--repeat N] [--cpu skylake] [--example examples/dot-product.s]

Every sample is a new Python process (nothing is memoised in-process), so the numbers are what the
CLI or a starting language server pays. Two cache states are measured, each in its own directory:

  cold  an empty MCALENS_CACHE_DIR (every sample starts from a freshly emptied directory)
  warm  a directory the cold run filled (what every later start sees)

Per stage, in one child process: `import` (mcalens.analysis.api), `load_isa`, `tables`
(spellings.tables_for), `load_model`, `analyze` (api.analyze of the example, after the stages
above). A second child per sample runs `analyze` alone as its first call (`first-analyze`: the
time to a first result). Wall and CPU milliseconds; median with min-max over the repeats. CPU time
is the fair number on a loaded machine.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_CHILD_STAGES = r"""
import json, sys, time
t = {}
def stage(name, fn):
    w, c = time.perf_counter(), time.process_time()
    out = fn()
    t[name] = ((time.perf_counter() - w) * 1000, (time.process_time() - c) * 1000)
    return out
api = stage("import", lambda: __import__("mcalens.analysis.api", fromlist=["api"]))
from mcalens.analysis import isa as isa_mod, spellings, model_load
isa = stage("load_isa", isa_mod.load_isa)
stage("tables", lambda: spellings.tables_for(isa))
stage("load_model", lambda: model_load.load_model(sys.argv[2]))
text = open(sys.argv[1]).read()
result = stage("analyze", lambda: api.analyze(text, cpu=sys.argv[2]))
assert not result.failed, result.messages
print(json.dumps(t))
"""

_CHILD_FIRST = r"""
import json, sys, time
w, c = time.perf_counter(), time.process_time()
from mcalens.analysis import api
result = api.analyze(open(sys.argv[1]).read(), cpu=sys.argv[2])
assert not result.failed, result.messages
print(json.dumps({"first-analyze": ((time.perf_counter() - w) * 1000, (time.process_time() - c) * 1000)}))
"""

STAGES = ("import", "load_isa", "tables", "load_model", "analyze", "first-analyze")


def _child(code: str, cache: str, example: str, cpu: str) -> dict[str, list[float]]:
    env = dict(os.environ, MCALENS_CACHE_DIR=cache)
    out = subprocess.run(
        [sys.executable, "-c", code, example, cpu], env=env, check=True, capture_output=True, text=True
    )
    return json.loads(out.stdout)


def _empty(directory: str) -> None:
    shutil.rmtree(directory, ignore_errors=True)
    os.makedirs(directory)


def _fmt(values: list[float]) -> str:
    return f"{statistics.median(values):7.0f} ({min(values):5.0f}-{max(values):5.0f})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--cpu", default="skylake")
    parser.add_argument("--example", default=str(ROOT / "examples" / "dot-product.s"))
    args = parser.parse_args(argv)
    samples: dict[str, dict[str, list[tuple[float, float]]]] = {"cold": {}, "warm": {}}
    with tempfile.TemporaryDirectory() as cold, tempfile.TemporaryDirectory() as warm:
        for _ in range(args.repeat):
            for state, directory in (("cold", cold), ("warm", warm)):
                for code in (_CHILD_STAGES, _CHILD_FIRST):
                    if state == "cold":
                        _empty(directory)
                    elif not os.listdir(directory):
                        _child(code, directory, args.example, args.cpu)  # fill the warm cache
                    for name, value in _child(code, directory, args.example, args.cpu).items():
                        samples[state].setdefault(name, []).append(tuple(value))
    print(f"fresh process, {args.repeat} samples each; ms median (min-max); python {sys.version.split()[0]}")
    print(f"{'stage':<14} {'cold wall':>21} {'cold cpu':>21} {'warm wall':>21} {'warm cpu':>21}")
    for name in STAGES:
        cells = []
        for state in ("cold", "warm"):
            values = samples[state].get(name, [])
            cells += [_fmt([v[0] for v in values]), _fmt([v[1] for v in values])] if values else ["-", "-"]
        print(f"{name:<14} " + " ".join(f"{cell:>21}" for cell in cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
