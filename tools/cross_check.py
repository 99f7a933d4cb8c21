#!/usr/bin/env python3
"""Cross-check `mcalens measure`'s two measuring methods on a BHive sample: every block where they
disagree by more than 3% is listed, with the likely reason.

    nice -n 10 .venv/bin/python tools/cross_check.py -n 150 --seed 28 --passes 5 [--json out.json]
    nice -n 10 .venv/bin/python tools/cross_check.py --blocks DIR ...   # an earlier conversion

The methods (docs/measure.md, "Two methods"): `sized` (the default: U sized to the op cache, the
block where the first harness put it in its 64-byte line, private on-demand pages) and `bhive`
(BHive's fixed U = 100 / 2U = 200, the block at the start of a line, another set of distinct
register values, every data page one physical page), or with --against fixed the same without the
page aliasing. Both run in the same sandbox, from the same
clean architectural state, with an lfence per repetition. Passes are pass-major and the two
methods alternate per block, so a slow stretch of the shared machine hits both methods of the
same blocks. A block's figure per method is the minimum over passes (and the median is reported
too): on a loaded machine a slow pass only ever adds time.

Reasons are heuristics from what differs between the methods, named as such:
* `unroll`: the block has more than 8 instructions, so `sized` runs fewer than 100 copies; the
  fixed 200 copies of `bhive` overflow the op cache (decode bound) — the shared notes' reason for
  sizing U;
* `noise`: either method's passes spread by more than the disagreement's half;
* `memory`: the block loads or stores; the methods differ in page aliasing and register values;
* `layout`: neither of the above: the block's position in its line and the register values differ.
Data-dependent blocks (MCL603: division, sqrt, fences, ...) are measured and marked.

With --explain, each disagreeing block is measured again with `bhive` changed back to `sized` in
one factor at a time (unroll, line position, register values, page aliasing); a factor whose
change brings the figure within 3% of `sized` is named as the measured reason.
"""

from __future__ import annotations

import argparse
import dataclasses
import glob
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from bench_accuracy import convert  # noqa: E402
from mcalens.analysis.api import AnalysisOptions, _isa, analyze  # noqa: E402
from mcalens.analysis.measure import harness as h  # noqa: E402
from mcalens.analysis.measure.api import measure_code  # noqa: E402
from mcalens.analysis.measure.block import prepare  # noqa: E402
from mcalens.analysis.measure.child import ChildFailure  # noqa: E402
from mcalens.analysis.measure.host import detect, supported  # noqa: E402

AGREE = 0.03


def reason(instructions: int, memory: bool, spread: float, diff: float, dependent: bool, other: str) -> str:
    """The likely reason two figures differ (heuristic; see the module docstring)."""
    out = []
    if h.copies_for(instructions) < h.copies_for(instructions, other):
        out.append(f"unroll (sized U = {h.copies_for(instructions)}, {other} U = 100)")
    if spread > diff / 2:
        out.append(f"noise (pass spread {100 * spread:.1f}%)")
    if memory:
        out.append("memory (" + ("page aliasing, " if h.method_of(other).aliased_pages else "") + "register values)")
    if not out:
        out.append("layout (line position, register values)")
    if dependent:
        out.append("data-dependent")
    return "; ".join(out)


FACTORS = {"unroll": "fixed_unroll", "line position": "line_start", "register values": "rotated_registers",
           "page aliasing": "aliased_pages"}


def explain(rows: list[dict], prepared: list, a: argparse.Namespace, host: object) -> None:  # type: ignore[type-arg]
    """Measure every disagreeing block with one factor of the other method set back to `sized`'s."""
    by_name = {p[0]: p for p in prepared}
    other = h.method_of(a.against)
    factors = {k: f for k, f in FACTORS.items() if getattr(other, f)}
    print(f"\nfactor by factor ({other.name} with one factor as in sized; minimum of {a.passes} passes):")
    print(f"| block | sized | {other.name} | " + " | ".join(f"no {k}" for k in factors) + " | measured reason |")
    print("|---|---:|---:|" + "---:|" * len(factors) + "---|")
    for r in sorted(rows, key=lambda r: -r["diff"]):
        if r["diff"] <= AGREE:
            continue
        _name, block, n, _memory, _texts = by_name[r["block"]]
        figures = {}
        for label, field in factors.items():
            variant = dataclasses.replace(other, name=f"{other.name}-{field}", **{field: False})
            values = []
            for _ in range(a.passes):
                try:
                    values.append(measure_code(block.code, n, passes=1, repetitions=a.repetitions,
                                               registers=a.registers, host=host, timeout=20, method=variant)[0].cycles)
                except ChildFailure:
                    break
            figures[label] = min(values) if values else None
        close = [k for k, v in figures.items() if v is not None and abs(v - r["sized"]) / r["sized"] <= AGREE]
        r["factors"] = figures
        r["measured_reason"] = ", ".join(close) or "no single factor"
        cells = " | ".join("-" if v is None else f"{v:.3f}" for v in figures.values())
        print(f"| {r['block']} | {r['sized']:.3f} | {r['other']:.3f} | {cells} | {r['measured_reason']} |")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=150, help="blocks to sample")
    ap.add_argument("--seed", type=int, default=28)
    ap.add_argument("--blocks", help="a directory made by bhive_to_asm.py (skips the conversion)")
    ap.add_argument("--passes", type=int, default=5)
    ap.add_argument("--repetitions", type=int, default=150)
    ap.add_argument("--registers", default="distinct", choices=h.REGISTER_MODES)
    ap.add_argument("--json", help="write per-block figures here")
    ap.add_argument("--explain", action="store_true", help="measure each disagreement again factor by factor")
    ap.add_argument("--against", default="bhive", choices=[m for m in h.METHODS if m != "sized"],
                    help="the second method (default bhive; fixed: bhive without page aliasing)")
    a = ap.parse_args()
    why = supported()
    if why:
        print(why, file=sys.stderr)
        return 2
    host = detect()
    blocks_dir = a.blocks or convert(a.n, a.seed, tempfile.mkdtemp(prefix="mcalens-bhive-"))
    files = sorted(glob.glob(os.path.join(blocks_dir, "blocks", "*.s")))
    isa = _isa()
    prepared = []
    skipped: dict[str, int] = {}
    for path in files:
        an = analyze(Path(path).read_text(), cpu="znver4", options=AnalysisOptions())
        if not an.regions or len(an.regions[0].mcinsts) != len(an.regions[0].instructions):
            skipped["not analysable"] = skipped.get("not analysable", 0) + 1
            continue
        region = an.regions[0]
        block = prepare(region.instructions, region.mcinsts, isa, set())
        if block.errors or not block.code:
            skipped["refused"] = skipped.get("refused", 0) + 1
            continue
        memory = any((info := isa.opcodes.get(mc.opcode)) is not None and (info.may_load or info.may_store)
                     for mc in region.mcinsts)
        prepared.append((os.path.basename(path), block, len(region.mcinsts), memory, region.texts))
    methods = ("sized", a.against)
    figures: dict[str, list[list[float]]] = {m: [[] for _ in prepared] for m in methods}
    failed: dict[str, dict[int, str]] = {m: {} for m in methods}
    t0 = time.monotonic()
    load0 = os.getloadavg()
    for p in range(a.passes):
        for i, (_name, block, n, _memory, _texts) in enumerate(prepared):
            for method in methods:
                if i in failed[method]:
                    continue
                try:
                    fig = measure_code(block.code, n, passes=1, repetitions=a.repetitions, registers=a.registers,
                                       host=host, timeout=20, method=method)
                    figures[method][i].append(fig[0].cycles)
                except ChildFailure as e:
                    failed[method][i] = e.message
        print(f"pass {p + 1}/{a.passes} done ({time.monotonic() - t0:.0f} s, load {os.getloadavg()[0]:.1f})",
              file=sys.stderr)
    load1 = os.getloadavg()
    rows = []
    for i, (name, block, n, memory, texts) in enumerate(prepared):
        if i in failed["sized"] or i in failed[a.against]:
            continue
        s, b = figures["sized"][i], figures[a.against][i]
        if min(s) < 0.05 or min(b) < 0.05:
            continue
        ms, mb = min(s), min(b)
        diff = abs(mb - ms) / ms
        spread = max((max(v) - min(v)) / min(v) for v in (s, b))
        rows.append({"block": name, "text": "; ".join(texts), "instructions": n, "sized": ms, "other": mb,
                     "against": a.against, "sized_median": statistics.median(s), "other_median": statistics.median(b),
                     "diff": diff, "spread": spread, "memory": memory,
                     "reason": reason(n, memory, spread, diff, bool(block.data_dependent), a.against),
                     "sized_passes": s, "other_passes": b})
    agree = [r for r in rows if r["diff"] <= AGREE]
    med_agree = [r for r in rows if abs(r["other_median"] - r["sized_median"]) / r["sized_median"] <= AGREE]
    print(f"methods: sized against {a.against}; host: {host.describe()}; registers: {a.registers}; {a.passes} passes x {a.repetitions} repetitions "
          f"per method; load average {load0[0]:.1f} at the start, {load1[0]:.1f} at the end; "
          f"{time.monotonic() - t0:.0f} s")
    print(f"blocks: {len(files)} converted, {len(prepared)} run, {len(rows)} measured by both; left out: "
          + (", ".join(f"{v} {k}" for k, v in sorted(skipped.items())) or "none"))
    for method in methods:
        for i, message in failed[method].items():
            print(f"  {method} could not measure {prepared[i][0]}: {message}")
    spreads = sorted(r["spread"] for r in rows)
    if rows:
        print(f"pass spread (max-min)/min, worse of the two methods: median {100 * statistics.median(spreads):.2f}%, "
              f"90th percentile {100 * spreads[int(0.9 * (len(spreads) - 1))]:.2f}%")
        print(f"agreement within {100 * AGREE:.0f}%: {len(agree)}/{len(rows)} = {100 * len(agree) / len(rows):.1f}% "
              f"(minimum over passes); {len(med_agree)}/{len(rows)} = {100 * len(med_agree) / len(rows):.1f}% "
              "(median over passes)")
    print(f"\nblocks where the methods disagree by more than {100 * AGREE:.0f}% (minimum over passes):")
    print(f"| block | instructions | sized | {a.against} | difference | likely reason | code |")
    print("|---|---:|---:|---:|---:|---|---|")
    for r in sorted(rows, key=lambda r: -r["diff"]):
        if r["diff"] > AGREE:
            print(f"| {r['block']} | {r['instructions']} | {r['sized']:.3f} | {r['other']:.3f} | "
                  f"{100 * (r['other'] - r['sized']) / r['sized']:+.1f}% | {r['reason']} | `{r['text'][:90]}` |")
    if a.explain:
        explain(rows, prepared, a, host)
    if a.json:
        Path(a.json).write_text(json.dumps({"host": host.describe(), "passes": a.passes, "load": [load0, load1],
                                            "rows": rows, "failed": failed}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
