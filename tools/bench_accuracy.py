#!/usr/bin/env python3
"""Accuracy of the model's predictions against this machine: a random BHive sample, measured.

    .venv/bin/python tools/bench_accuracy.py -n 420 --seed 1 --passes 3 [--cpu host] [--json out.json]

Steps: convert a random sample of ../shared/data/bhive/sources/*.csv (may-alias blocks excluded)
with ../shared/tools/bhive_to_asm.py and llvm-mc-19 (or take --blocks DIR from an earlier
conversion); predict each block with mcalens (the LLVM model); encode and measure it with
`mcalens measure`'s harness, pass-major (pass 1 over every block, then pass 2, ...) so a slow
stretch of the shared machine hits one pass of many blocks rather than all passes of one; the
block's figure is the median over passes. Blocks whose time depends on data or machine state
(division, sqrt, lock, fences, string instructions, %fs/%gs) and blocks that cannot run are
counted and left out of the table, as in the first study (../shared/docs/measuring.md).

Predictors: the model's steady state (Verdict.CyclesPerIteration), Total Cycles/100, Block
RThroughput, and instructions/4. Metrics: MAPE, median absolute percentage error, Kendall's tau-b.
Noise: per block, the spread of its passes ((max - min) / median) and, with --repeat, how often two
independent runs agree within 3%.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT.parent))
# ../shared beside the checkout (the project's layout), or two levels up from a worktree.
_SHARED_CANDIDATES = [ROOT.parent / "shared", ROOT.parent.parent / "shared"]
SHARED = Path(os.environ.get("MCALENS_SHARED")
              or next((p for p in _SHARED_CANDIDATES if p.is_dir()), _SHARED_CANDIDATES[0]))

from mcalens.analysis.api import AnalysisOptions, _isa, analyze  # noqa: E402
from mcalens.analysis.calibrate.validate import kendall_tau_b  # noqa: E402
from mcalens.analysis.measure.api import measure_code, prediction, resolve_cpu  # noqa: E402
from mcalens.analysis.measure.block import prepare  # noqa: E402
from mcalens.analysis.measure.child import ChildFailure  # noqa: E402
from mcalens.analysis.measure.host import detect, supported  # noqa: E402


def convert(n: int, seed: int, out: str) -> str:
    bhive = SHARED / "data" / "bhive"
    cmd = [sys.executable, str(SHARED / "tools" / "bhive_to_asm.py"), "--value-kind", "none", "--llvm-mc",
           "llvm-mc-19", "--no-roundtrip", "--exclude", str(bhive / "may-alias.csv"), "--seed", str(seed),
           "-n", str(n), "--out", out, *sorted(glob.glob(str(bhive / "sources" / "*.csv")))]
    subprocess.run(cmd, check=True, stdout=sys.stderr)
    return out


def scores(pred: list[float], meas: list[float]) -> dict[str, float]:
    errs = [abs(p - m) / m for p, m in zip(pred, meas, strict=True)]
    return {"MAPE": 100 * statistics.fmean(errs), "MedianAPE": 100 * statistics.median(errs),
            "KendallTau": kendall_tau_b(pred, meas)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=420, help="blocks to sample")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--blocks", help="a directory made by bhive_to_asm.py (skips the conversion)")
    ap.add_argument("--cpu", default="host", help="-mcpu for the predictions (default: the host's)")
    ap.add_argument("--passes", type=int, default=3)
    ap.add_argument("--repetitions", type=int, default=150)
    ap.add_argument("--registers", default="distinct", choices=("distinct", "same"))
    ap.add_argument("--repeat", action="store_true", help="measure everything twice; report the agreement")
    ap.add_argument("--json", help="write per-block results here")
    a = ap.parse_args()
    why = supported()
    if why:
        print(why, file=sys.stderr)
        return 2
    host = detect()
    cpu, notes = resolve_cpu(a.cpu, host)
    for note in notes:
        print(note, file=sys.stderr)
    if cpu is None:
        return 2
    tmp = None
    blocks_dir = a.blocks
    if blocks_dir is None:
        tmp = tempfile.mkdtemp(prefix="mcalens-bhive-")
        blocks_dir = convert(a.n, a.seed, tmp)
    files = sorted(glob.glob(os.path.join(blocks_dir, "blocks", "*.s")))
    isa = _isa()
    t0 = time.monotonic()
    prepared = []
    skipped: dict[str, int] = {}
    for path in files:
        text = Path(path).read_text()
        an = analyze(text, cpu=cpu, options=AnalysisOptions())
        if not an.regions or an.failed or an.regions[0].trace is None:
            skipped["not analysable by mcalens"] = skipped.get("not analysable by mcalens", 0) + 1
            continue
        region = an.regions[0]
        if len(region.mcinsts) != len(region.instructions):
            skipped["not analysable by mcalens"] = skipped.get("not analysable by mcalens", 0) + 1
            continue
        block = prepare(region.instructions, region.mcinsts, isa, set())
        if block.errors:
            skipped["refused (unsafe to run)"] = skipped.get("refused (unsafe to run)", 0) + 1
            continue
        if block.data_dependent:
            skipped["data/state dependent"] = skipped.get("data/state dependent", 0) + 1
            continue
        pred = prediction(region)
        if pred is None:
            continue
        prepared.append((os.path.basename(path), block, len(region.mcinsts), pred))
    t_pred = time.monotonic() - t0
    runs = 2 if a.repeat else 1
    figures: list[list[list[float]]] = [[[] for _ in prepared] for _ in range(runs)]
    failed: set[int] = set()
    t1 = time.monotonic()
    for r in range(runs):
        for p in range(a.passes):
            for i, (_name, block, n, _pred) in enumerate(prepared):
                if i in failed:
                    continue
                try:
                    fig = measure_code(block.code, n, passes=1, repetitions=a.repetitions,
                                       registers=a.registers, host=host, timeout=20)
                    figures[r][i].append(fig[0].cycles)
                except ChildFailure:
                    failed.add(i)
            print(f"run {r + 1} pass {p + 1}/{a.passes} done ({time.monotonic() - t1:.0f} s)", file=sys.stderr)
    t_meas = time.monotonic() - t1
    if failed:
        skipped["faulted or hung when run"] = len(failed)
    keep = [i for i in range(len(prepared)) if i not in failed and all(v > 0.05 for v in figures[0][i])]
    meas = [statistics.median(figures[0][i]) for i in keep]
    preds = {
        "LLVM model steady state (Verdict.CyclesPerIteration)": [prepared[i][3].steady for i in keep],
        "Total Cycles / 100": [prepared[i][3].total_per_iteration for i in keep],
        "Block RThroughput": [prepared[i][3].rthroughput for i in keep],
        "instructions / 4": [prepared[i][2] / 4 for i in keep],
    }
    spreads = [(max(figures[0][i]) - min(figures[0][i])) / statistics.median(figures[0][i]) for i in keep]
    print(f"\nhost: {host.describe()}; predictions: -mcpu={cpu}; registers: {a.registers}; "
          f"{a.passes} passes x {a.repetitions} repetitions")
    print(f"blocks: {len(files)} converted, {len(keep)} measured; left out: "
          + (", ".join(f"{v} {k}" for k, v in sorted(skipped.items())) or "none"))
    print(f"time: predictions {t_pred:.0f} s, measuring {t_meas:.0f} s\n")
    print("| predictor | MAPE | median APE | Kendall τ |")
    print("|---|---:|---:|---:|")
    results = {}
    for name, values in preds.items():
        s = scores(values, meas)
        results[name] = s
        print(f"| {name} | {s['MAPE']:.1f}% | {s['MedianAPE']:.1f}% | {s['KendallTau']:.3f} |")
    spread_sorted = sorted(spreads)
    noise = {"MedianPassSpreadPct": 100 * statistics.median(spreads),
             "P90PassSpreadPct": 100 * spread_sorted[int(0.9 * (len(spreads) - 1))],
             "BlocksPassSpreadOver1Pct": sum(s > 0.01 for s in spreads),
             "BlocksPassSpreadOver5Pct": sum(s > 0.05 for s in spreads)}
    print(f"\nnoise: pass spread (max-min)/median: median {noise['MedianPassSpreadPct']:.2f}%, "
          f"90th percentile {noise['P90PassSpreadPct']:.2f}%; > 1%: {noise['BlocksPassSpreadOver1Pct']} blocks, "
          f"> 5%: {noise['BlocksPassSpreadOver5Pct']} blocks")
    if a.repeat:
        second = [statistics.median(figures[1][i]) if figures[1][i] else 0.0 for i in keep]
        agree = [abs(b - m) / m <= 0.03 for m, b in zip(meas, second, strict=True)]
        agree1 = [abs(b - m) / m <= 0.01 for m, b in zip(meas, second, strict=True)]
        noise["RepeatAgreeWithin3Pct"] = 100 * sum(agree) / len(agree)
        noise["RepeatAgreeWithin1Pct"] = 100 * sum(agree1) / len(agree1)
        print(f"repeat: two independent runs agree within 3% on {noise['RepeatAgreeWithin3Pct']:.1f}% of blocks, "
              f"within 1% on {noise['RepeatAgreeWithin1Pct']:.1f}%")
    if a.json:
        rows = [{"block": prepared[i][0], "instructions": prepared[i][2], "measured": m,
                 "passes": figures[0][i], "predicted": prepared[i][3].to_json()} for i, m in zip(keep, meas, strict=True)]
        Path(a.json).write_text(json.dumps({"scores": results, "noise": noise, "blocks": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
