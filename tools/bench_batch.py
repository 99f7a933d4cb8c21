#!/usr/bin/env python3
"""`mcalens batch` throughput against llvm-mca-19 run once per block (BHive-style corpus), side by side.

    python tools/bench_batch.py MANIFEST.csv [--cpu skylake] [--jobs 2] [--blocks 1000] [--rounds 5]
        [--llvm-every 1] [--mcalens CMD]

MANIFEST.csv is what the shared tools/bhive_to_asm.py writes (a `file` column of .s paths). The
first --blocks blocks are cut into --rounds slices; each round runs one `mcalens batch --jobs N`
process over its slice, then llvm-mca-19 once per block of the slice (every --llvm-every-th block),
one after the other. Interleaving the two by rounds makes a change in the machine's load hit both
sides. Reported per side: blocks per second of wall time and of CPU time (user + sys of the
children, the batch pool's workers included; every batch process's start-up and warm-up is
counted; PYTHONDONTWRITEBYTECODE is dropped for it, so a checkout runs from bytecode as an
installed wheel does), the wall-rate ratio (the issue's figure: a pool on --jobs cores against
one process per block), the CPU-rate ratio, and how many blocks agree on Total Cycles. The
machine's load average is printed before and after: on a shared machine the wall ratio is only
meaningful when the load stays below the number of cores. Each round's own ratios and load
average are printed too, as a measure of the noise.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

_TOTAL = re.compile(r"Total Cycles:\s+(\d+)")


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("manifest", type=Path)
    parser.add_argument("--cpu", default="skylake")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--blocks", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--llvm-every", type=int, default=1, help="run llvm-mca on every k-th block only")
    parser.add_argument("--mcalens", help="an installed mcalens command instead of python -m mcalens")
    args = parser.parse_args(argv)
    command = [args.mcalens] if args.mcalens else [sys.executable, "-m", "mcalens"]
    # An installed mcalens starts from bytecode (the wheel ships it); a checkout run under
    # PYTHONDONTWRITEBYTECODE=1 would compile every module in every round's batch process.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    with args.manifest.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))[: args.blocks]
    files = [str((args.manifest.parent / row["file"]).resolve()) for row in rows]
    print(f"{len(files)} blocks, cpu={args.cpu}, jobs={args.jobs}, rounds={args.rounds}, "
          f"load average {os.getloadavg()[0]:.1f}", flush=True)

    ours_wall = ours_cpu = llvm_wall = llvm_cpu = 0.0
    ours_blocks = llvm_blocks = agree = compared = 0
    rounds: list[tuple[float, float, float]] = []  # per round: wall ratio, CPU ratio, load average
    size = -(-len(files) // args.rounds)
    with tempfile.TemporaryDirectory() as scratch:
        for start in range(0, len(files), size):
            part = files[start:start + size]
            # The blocks as a CSV of code (a batch never opens a file a CSV cell names).
            slice_csv = Path(scratch) / f"slice{start}.csv"
            with slice_csv.open("w", encoding="utf-8", newline="") as handle:
                writer = csv.writer(handle)
                writer.writerow(["code"])
                writer.writerows([Path(path).read_text(encoding="utf-8")] for path in part)
            before, started = children_cpu(), time.perf_counter()
            round_llvm = 0
            proc = subprocess.run([*command, "batch", f"-mcpu={args.cpu}", f"--jobs={args.jobs}", "--no-progress",
                                   "--csv", str(slice_csv)], capture_output=True, text=True, check=False, env=env)
            wall = time.perf_counter() - started
            cpu = children_cpu() - before
            ours_wall += wall
            ours_cpu += cpu
            ours_blocks += len(part)
            totals = {}
            for number, line in enumerate(proc.stdout.splitlines()):
                entry = json.loads(line)
                if entry["ok"] and entry["regions"]:
                    totals[number] = entry["regions"][0]["total_cycles"]
            before, started = children_cpu(), time.perf_counter()
            for number in range(0, len(part), args.llvm_every):
                out = subprocess.run(["llvm-mca-19", f"-mcpu={args.cpu}", part[number]], capture_output=True,
                                     text=True, check=False).stdout
                llvm_blocks += 1
                round_llvm += 1
                match = _TOTAL.search(out)
                if match and number in totals:
                    compared += 1
                    agree += int(match.group(1)) == totals[number]
            l_wall = time.perf_counter() - started
            l_cpu = children_cpu() - before
            llvm_wall += l_wall
            llvm_cpu += l_cpu
            rounds.append(((len(part) / wall) / (round_llvm / l_wall), (len(part) / cpu) / (round_llvm / l_cpu),
                           os.getloadavg()[0]))
    print(f"mcalens batch:  {ours_blocks / ours_wall:8.1f} blocks/s wall ({ours_wall:.1f} s), "
          f"{ours_blocks / ours_cpu:8.1f} blocks/s CPU ({ours_cpu:.1f} s, {1000 * ours_cpu / ours_blocks:.1f} ms/block)")
    print(f"llvm-mca-19:    {llvm_blocks / llvm_wall:8.1f} blocks/s wall ({llvm_wall:.1f} s), "
          f"{llvm_blocks / llvm_cpu:8.1f} blocks/s CPU ({llvm_cpu:.1f} s, {1000 * llvm_cpu / llvm_blocks:.1f} ms/block), "
          f"one process per block, {llvm_blocks} blocks")
    wall_ratio = (ours_blocks / ours_wall) / (llvm_blocks / llvm_wall)
    cpu_ratio = (ours_blocks / ours_cpu) / (llvm_blocks / llvm_cpu)
    print(f"rate ratio (mcalens batch / llvm-mca per block): wall {wall_ratio:.2f}x, CPU {cpu_ratio:.2f}x; "
          f"Total Cycles agree on {agree}/{compared}; load average now {os.getloadavg()[0]:.1f}")
    # Noise: how far the rounds' own ratios spread (each round is an interleaved pair of runs).
    print("per round (wall ratio, CPU ratio, load average): "
          + ", ".join(f"{w:.2f}x/{c:.2f}x/{load:.1f}" for w, c, load in rounds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
