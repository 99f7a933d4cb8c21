#!/usr/bin/env python3
"""The simulator's raw cycle loop: CPU microseconds per simulated instruction (issue 17.4).

Every case is simulated warm (descriptor caches filled by a first run) with the steady-state
extrapolation and idle-cycle skipping off ("raw": every cycle of every instruction is simulated),
and with the default shortcuts on ("default"). Times are process CPU time (time.process_time),
so neighbours on a shared machine inflate them less than wall time; the median of --repeats runs
is reported with the spread (min-max) and the machine noise (spread of a fixed busy loop).
The "lsp" row is the language server's full phase for the 36-instruction loop (every view,
bottleneck analysis and waits included: analysis/editor/results.analyze_region), warm, in ms;
"analyze" a warm in-process `api.analyze` of each case (default views, ms: issue 17.1's warm
goal); "batch" a `mcalens batch` worker (analysis/batch.analyse_chunk, the batch's views, skylake)
on distinct BHive blocks from --blocks, 100 per timed slice, in ms per block.

    python tools/bench_simloop.py [--repeats 7] [--cases dot,loop36,...] [--modes raw,default,lsp,analyze,batch]
    python tools/bench_simloop.py --compare main      # interleave runs of `main` and this tree
    python tools/bench_simloop.py --python /tmp/cvenv/bin/python   # interleave with another install

With --compare REV the tree at git revision REV is extracted to a temporary directory and each
case alternates between a child process importing that tree and one importing this tree, so
load changes on the machine hit both alike. With --python PY each case alternates between this
interpreter and PY (e.g. a venv holding the compiled build, docs/performance.md "Compiled build");
every row says which simulator each side ran (pure or mypyc-compiled).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KERNELS = ROOT / "tests" / "golden" / "kernels"

# name -> (file relative to the repository, cpu, iterations)
CASES: dict[str, tuple[str, str, int]] = {
    "dot": ("tests/golden/kernels/dot_product.s", "skylake", 1000),
    "loop36": ("examples/avx512-loop36.s", "skylake-avx512", 100),
    "ldst": ("tests/golden/kernels/loads_stores.s", "skylake", 500),
    "atom": ("tests/golden/kernels/scalar_int.s", "atom", 500),
    "znver4": ("tests/golden/kernels/avx2_fma.s", "znver4", 500),
    "btver2": ("tests/golden/kernels/dot_product.s", "btver2", 1000),
}


def _mcinsts(text: str):
    from mcalens.analysis.isa import load_isa

    try:
        from mcalens.analysis.frontend.parse import parse_text
        from mcalens.analysis.targets.x86.resolve import resolve
    except ImportError:  # --compare with a revision before the issue-15 layout
        from mcalens.analysis.parse import parse_text  # type: ignore[no-redef]
        from mcalens.analysis.resolve import resolve  # type: ignore[no-redef]

    isa = load_isa()
    out = []
    for instr in parse_text(text).instructions:
        mc, _ = resolve(instr, isa, 64)
        if mc is not None:
            out.append(mc)
    return isa, out


BATCH_BLOCKS = 100  # batch mode: blocks per timed slice


def _measure(case: str, mode: str, repeats: int) -> dict:
    """Runs in the child: CPU times (s) of `repeats` warm runs."""
    samples: list[float] = []
    count = 0
    if mode == "batch":  # `case` is a directory of BHive blocks (.s)
        from mcalens.analysis.api import AnalysisOptions as ApiOptions
        from mcalens.analysis.batch import Job, analyse_chunk, printed_views

        blocks = sorted(Path(case).glob("*.s"))[: BATCH_BLOCKS * (repeats + 1)]
        jobs = [Job(p.name, p.read_text(encoding="utf-8")) for p in blocks]
        options = printed_views(ApiOptions())
        # Distinct blocks in every timed slice (a batch never sees a block twice): the first slice
        # warms the model, ISA and parser; each later one is timed, per block.
        slices = [jobs[k:k + BATCH_BLOCKS] for k in range(0, len(jobs), BATCH_BLOCKS)]
        analyse_chunk(slices[0], "skylake", options, False)
        for part in slices[1:]:
            c0 = time.process_time()
            analyse_chunk(part, "skylake", options, False)
            samples.append((time.process_time() - c0) / len(part))
        return {"samples": samples, "instructions": 0, "tree": _tree()}
    rel, cpu, iterations = CASES[case]
    text = (ROOT / rel).read_text(encoding="utf-8")
    if mode == "analyze":  # a warm in-process api.analyze with the default views (issue 17.1)
        from mcalens.analysis.api import AnalysisOptions as ApiOptions
        from mcalens.analysis.api import SimOptions, analyze

        try:
            api_options = ApiOptions(sim=SimOptions(iterations=iterations))  # type: ignore[call-arg]
        except TypeError:  # a revision before the one options type (iterations was a field of its own)
            api_options = ApiOptions(iterations=iterations)  # type: ignore[call-arg]
        for _ in range(3):
            analyze(text, cpu=cpu, options=api_options)
        for _ in range(repeats):
            c0 = time.process_time()
            analyze(text, cpu=cpu, options=api_options)
            samples.append(time.process_time() - c0)
    elif mode == "lsp":
        from mcalens.analysis.editor.results import AnalysisOptions, analyze_region

        options = AnalysisOptions(cpu=cpu)
        analyze_region(text, options)  # warm: model, ISA, parser caches
        for _ in range(repeats):
            c0 = time.process_time()
            analyze_region(text, options)
            samples.append(time.process_time() - c0)
    else:
        from mcalens.analysis.sim.pipeline import SimOptions, simulate

        try:
            from mcalens.analysis.machine.model_load import load_model
        except ImportError:  # a revision before the issue-15 layout
            from mcalens.analysis.model_load import load_model  # type: ignore[no-redef]

        isa, insts = _mcinsts(text)
        model, _ = load_model(cpu)
        raw = mode == "raw"
        opts = SimOptions(iterations=iterations, extrapolate=not raw, skip_idle_cycles=not raw)
        trace = simulate(insts, isa, model, opts)
        # (a revision before the typed run facts kept them in `trace.extra`)
        facts = getattr(trace, "facts", None)
        errors = facts.errors if facts is not None else trace.extra.get("errors")  # type: ignore[attr-defined]
        if errors:
            raise SystemExit(f"{case}: {errors}")
        count = len(insts) * iterations
        for _ in range(repeats):
            c0 = time.process_time()
            simulate(insts, isa, model, opts)
            samples.append(time.process_time() - c0)
    return {"samples": samples, "instructions": count, "tree": _tree()}


def _tree() -> str:
    """Where the package came from, and whether its simulator is compiled."""
    import mcalens.analysis
    import mcalens.analysis.sim.pipeline as pipeline

    kind = "compiled" if not pipeline.__file__.endswith(".py") else "pure"
    return f"{Path(mcalens.analysis.__file__).parent} ({kind})"


def machine_noise(repeats: int) -> float:
    """Relative spread ((max - min) / median) of a fixed busy loop, in CPU time."""
    samples = []
    for _ in range(max(repeats, 5)):
        c0 = time.process_time()
        total = 0
        for i in range(300_000):
            total += i * i
        samples.append(time.process_time() - c0)
    return (max(samples) - min(samples)) / statistics.median(samples)


def _extract(rev: str, tmp: Path) -> Path:
    """git archive REV into tmp/tree and an import root tmp/pkg/mcalens pointing into it."""
    tree = tmp / "tree"
    tree.mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    pkg = tmp / "pkg" / "mcalens"
    pkg.mkdir(parents=True)
    for name in os.listdir(tree / "mcalens"):
        (pkg / name).symlink_to(tree / "mcalens" / name)
    for sub in ("analysis", "models", "server"):
        (pkg / sub).symlink_to(tree / sub)
    return tmp / "pkg"


def _child(case: str, mode: str, repeats: int, pythonpath: str | None, python: str = sys.executable) -> dict:
    env = dict(os.environ)
    if pythonpath:
        env["PYTHONPATH"] = pythonpath
    # from outside the checkout, so another interpreter imports its own installed package
    out = subprocess.run([python, __file__, "--child", case, mode, str(repeats)],
                         env=env, check=True, capture_output=True, text=True, cwd=tempfile.gettempdir()).stdout
    return json.loads(out.strip().splitlines()[-1])


def _row(samples: list[float], count: int) -> str:
    if count:
        scale, unit = 1e6 / count, "us/instr"
    else:
        scale, unit = 1e3, "ms"
    med = statistics.median(samples) * scale
    return f"{med:8.2f} ({min(samples) * scale:.2f}-{max(samples) * scale:.2f}) {unit}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--rounds", type=int, default=3, help="child processes per tree and case (interleaved)")
    ap.add_argument("--cases", default=",".join(CASES))
    ap.add_argument("--modes", default="raw,default,lsp")
    ap.add_argument("--compare", metavar="REV", help="git revision to interleave with this tree")
    ap.add_argument("--python", metavar="PY", help="another interpreter (install) to interleave with this one")
    ap.add_argument("--blocks", default="/tmp/bhive/blocks",
                    help="batch mode: a directory of BHive blocks (.s; shared tools/bhive_to_asm.py)")
    ap.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        case, mode, repeats = args.child
        print(json.dumps(_measure(case, mode, int(repeats))))
        return 0
    print(f"machine noise (busy-loop CPU-time spread): {machine_noise(args.repeats) * 100:.1f}%  "
          f"repeats={args.repeats} rounds={args.rounds}", flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        trees: list[tuple[str, str | None, str]] = [("this", None, sys.executable)]
        if args.compare:
            trees.insert(0, (args.compare, str(_extract(args.compare, Path(tmp))), sys.executable))
        if args.python:
            trees.append(("other", None, args.python))
        kinds: dict[str, str] = {}
        for mode in args.modes.split(","):
            cases = (["loop36"] if mode == "lsp" else [args.blocks] if mode == "batch"
                     else args.cases.split(","))
            for case in cases:
                collected: dict[str, list[float]] = {name: [] for name, _, _ in trees}
                count = 0
                for _ in range(args.rounds):
                    for name, path, python in trees:
                        result = _child(case, mode, args.repeats, path, python)
                        collected[name].extend(result["samples"])
                        count = result["instructions"]
                        if name not in kinds:
                            kinds[name] = result["tree"]
                            print(f"# {name}: {python} -> {result['tree']}", flush=True)
                cells = "  ".join(f"{name}: {_row(s, count)}" for name, s in collected.items())
                if args.compare or args.python:
                    base, new = (statistics.median(s) for s in collected.values())
                    cells += f"  speed-up {base / new:.2f}x"
                print(f"{mode:8} {case:8} {cells}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
