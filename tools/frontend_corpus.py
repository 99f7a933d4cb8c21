#!/usr/bin/env python3
"""Run a corpus of basic blocks with and without a model's front end (docs/frontend.md).

    python3 ../shared/tools/bhive_to_asm.py --out /tmp/bh --value-kind none -n 300 --seed 16 \\
        ../shared/data/bhive/sources/*.csv
    .venv/bin/python tools/frontend_corpus.py /tmp/bh/manifest.csv --cpu skylake --fe-cpu skylake-fe

Prints how many blocks the front-end model ran on (and why not, if not), the verdicts, the ratio
of total cycles with / without the front end, whether the encoder's lengths equal the blocks'
original bytes (blocks llvm-mc round-trips exactly), and the time taken. No oracle: it checks
robustness and shows the model's effect, not its accuracy.
"""

from __future__ import annotations

import argparse
import csv
import time
from collections import Counter
from pathlib import Path

from mcalens.analysis import api
from mcalens.analysis.targets.x86.encode import encode, load_encoding_table

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("manifest", type=Path, help="manifest.csv written by bhive_to_asm.py")
    parser.add_argument("--cpu", default="skylake")
    parser.add_argument("--fe-cpu", default="skylake-fe")
    parser.add_argument("--model-dir", default=str(ROOT / "models" / "frontend"))
    parser.add_argument("--iterations", type=int, default=100)
    args = parser.parse_args()
    rows = list(csv.DictReader(args.manifest.open(encoding="utf-8")))
    table = load_encoding_table()
    stats: Counter[str] = Counter()
    ratios: list[float] = []
    same_length = compared = 0
    seconds = {"plain": 0.0, "fe": 0.0}
    for row in rows:
        text = (args.manifest.parent / row["file"]).read_text(encoding="utf-8")
        common = {"iterations": args.iterations, "skip_unsupported": api.SKIP_ANY,
                  "views": api.ViewSelection(frontend=True, verdict=True)}
        start = time.perf_counter()
        plain = api.analyze(text, cpu=args.cpu, options=api.AnalysisOptions(**common))
        seconds["plain"] += time.perf_counter() - start
        start = time.perf_counter()
        fe = api.analyze(text, cpu=args.fe_cpu, options=api.AnalysisOptions(model_dirs=(args.model_dir,), **common))
        seconds["fe"] += time.perf_counter() - start
        if plain.failed or fe.failed or not fe.regions or fe.regions[0].trace is None:
            stats["not analysed"] += 1
            continue
        trace = fe.regions[0].trace
        if any(e.position < 0 for e in trace.facts.errors):
            stats["internal error"] += 1
            continue
        if trace.facts.frontend is None:
            stats[str(trace.facts.frontend_error or "front end off")] += 1
            continue
        stats["ran"] += 1
        verdict = fe.regions[0].report.verdict
        kind = verdict.kind
        if kind == "front-end":
            kind += " (delivery width)" if "delivery width" in verdict.text else " (uop queue empty)"
        stats["verdict " + kind] += 1
        ratios.append(trace.total_cycles / max(1, plain.regions[0].trace.total_cycles))
        if table is not None and row.get("roundtrip_exact") == "1":
            compared += 1
            same_length += sum(len(encode(m, table) or b"") for m in fe.regions[0].mcinsts) == len(row["hex"]) // 2
    ratios.sort()
    print(f"blocks: {len(rows)}")
    for key, count in sorted(stats.items()):
        print(f"  {key}: {count}")
    if ratios:
        pick = lambda q: ratios[min(len(ratios) - 1, int(q * len(ratios)))]  # noqa: E731
        print(f"total cycles {args.fe_cpu} / {args.cpu}: median {pick(0.5):.3f}, p10 {pick(0.1):.3f}, "
              f"p90 {pick(0.9):.3f}, max {ratios[-1]:.3f}")
    print(f"encoded length == original bytes: {same_length}/{compared}")
    print(f"time: {args.cpu} {seconds['plain']:.1f} s, {args.fe_cpu} {seconds['fe']:.1f} s")


if __name__ == "__main__":
    main()
