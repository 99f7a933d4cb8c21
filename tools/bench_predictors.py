#!/usr/bin/env python3
"""Score models against blocks already measured by tools/bench_accuracy.py (no re-measuring).

    .venv/bin/python tools/bench_predictors.py --measured acc.json --blocks /tmp/mcalens-bhive-XXXX \\
        --cpu znver5 --cpu znver5-measured [--model-dir DIR] [--exclude other.json] [--worst 15]

For every block in the JSON (its measured cycles per iteration: the median over passes), predict
`Verdict.CyclesPerIteration` (the steady state, what `mcalens --verdict -json` reports) with each
`--cpu`, and print MAPE, median APE and Kendall tau per predictor, beside the baselines
(Total Cycles / 100 of the first CPU, instructions / 4). `--exclude` drops blocks whose text also
appears in another measured set (e.g. the set a model was tuned on), so scores are on unseen blocks.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT.parent))
sys.path.insert(0, str(ROOT / "tools"))

from bench_accuracy import scores  # noqa: E402
from mcalens.analysis.api import AnalysisOptions, analyze  # noqa: E402
from mcalens.analysis.views.verdict import steady_cycles_per_iteration  # noqa: E402


def block_texts(measured: str, blocks: str) -> dict[str, str]:
    rows = json.loads(Path(measured).read_text())["blocks"]
    return {r["block"]: (Path(blocks) / "blocks" / r["block"]).read_text() for r in rows}


def body(text: str) -> str:
    return "\n".join(line.strip() for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#"))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--measured", required=True, help="JSON written by bench_accuracy.py --json")
    ap.add_argument("--blocks", required=True, help="the block directory that JSON was measured from")
    ap.add_argument("--cpu", action="append", required=True)
    ap.add_argument("--model-dir", action="append", default=[])
    ap.add_argument("--exclude", nargs=2, action="append", default=[], metavar=("JSON", "BLOCKS"),
                    help="leave out blocks whose text is in this other measured set")
    ap.add_argument("--worst", type=int, default=0, help="list the N worst blocks of the last --cpu")
    ap.add_argument("--json", help="write per-block predictions here")
    a = ap.parse_args()
    rows = json.loads(Path(a.measured).read_text())["blocks"]
    seen: set[str] = set()
    for other, other_blocks in a.exclude:
        seen |= {body(t) for t in block_texts(other, other_blocks).values()}
    opts = AnalysisOptions(model_dirs=tuple(a.model_dir))
    kept, texts = [], []
    for r in rows:
        text = (Path(a.blocks) / "blocks" / r["block"]).read_text()
        if body(text) in seen:
            continue
        kept.append(r)
        texts.append(text)
    meas = [r["measured"] for r in kept]
    preds: dict[str, list[float]] = {}
    for cpu in a.cpu:
        values = []
        for text in texts:
            an = analyze(text, cpu=cpu, options=opts)
            tr = an.regions[0].trace if an.regions else None
            values.append(steady_cycles_per_iteration(tr) if tr is not None and tr.total_cycles else 0.0)
        preds[f"{cpu} steady state (Verdict.CyclesPerIteration)"] = values
    preds[f"{a.cpu[0]} Total Cycles / 100"] = [r["predicted"]["TotalCyclesPerIteration"] for r in kept]
    preds["instructions / 4"] = [r["instructions"] / 4 for r in kept]
    print(f"blocks: {len(kept)} of {len(rows)} measured" + (f" ({len(rows) - len(kept)} excluded: in the tuning set)"
                                                          if len(kept) != len(rows) else ""))
    print("| predictor | MAPE | median APE | Kendall τ |")
    print("|---|---:|---:|---:|")
    for name, values in preds.items():
        s = scores(values, meas)
        print(f"| {name} | {s['MAPE']:.1f}% | {s['MedianAPE']:.1f}% | {s['KendallTau']:.3f} |")
    last = preds[f"{a.cpu[-1]} steady state (Verdict.CyclesPerIteration)"]
    if a.worst:
        order = sorted(range(len(kept)), key=lambda i: -abs(last[i] - meas[i]) / meas[i])
        for i in order[:a.worst]:
            lines = [x.strip() for x in texts[i].splitlines() if x.strip() and not x.strip().startswith("#")]
            print(f"\n{kept[i]['block']}: measured {meas[i]:.2f} predicted {last[i]:.2f} "
                  f"({100 * (last[i] - meas[i]) / meas[i]:+.0f}%)\n    " + "\n    ".join(lines[:12]))
    if a.json:
        Path(a.json).write_text(json.dumps([{"block": r["block"], "measured": m,
                                             **{k: v[i] for k, v in preds.items()}}
                                            for i, (r, m) in enumerate(zip(kept, meas, strict=True))], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
