#!/usr/bin/env python3
"""`mcalens batch` throughput against llvm-mca-19 run once per block (BHive-style corpus).

    python tools/bench_batch.py MANIFEST.csv [--cpu skylake] [--jobs 2] [--llvm-sample 200]

MANIFEST.csv is what the shared tools/bhive_to_asm.py writes (a `file` column of .s paths). The
whole corpus goes through one `mcalens batch --jobs N` process; llvm-mca-19 runs one process per
block, one after the other, over the first --llvm-sample blocks. Reported: blocks per second of
wall time and of CPU time for both, the rate ratio, and how many blocks agree on Total Cycles.
Both sides are timed as child processes (CPU = user + sys from wait4, children of the batch pool
included).
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
    parser.add_argument("--llvm-sample", type=int, default=200)
    args = parser.parse_args(argv)
    with args.manifest.open(encoding="utf-8", newline="") as handle:
        files = [args.manifest.parent / row["file"] for row in csv.DictReader(handle)]
    print(f"{len(files)} blocks, cpu={args.cpu}, jobs={args.jobs}, load average {os.getloadavg()[0]:.1f}")

    before = children_cpu()
    started = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "mcalens", "batch", f"-mcpu={args.cpu}", f"--jobs={args.jobs}",
                           "--csv", str(args.manifest)], capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    cpu = children_cpu() - before
    ours = {}
    for line in proc.stdout.splitlines():
        entry = json.loads(line)
        if entry["ok"] and entry["regions"]:
            ours[entry["input"]] = entry["regions"][0]["total_cycles"]
    print(f"mcalens batch:  {len(files) / wall:8.1f} blocks/s wall ({wall:.1f} s), "
          f"{len(files) / cpu:8.1f} blocks/s CPU ({cpu:.1f} s), {len(ours)} analysed")

    sample = files[: args.llvm_sample]
    before = children_cpu()
    started = time.perf_counter()
    agree = compared = 0
    for number, path in enumerate(sample, start=2):
        out = subprocess.run(["llvm-mca-19", f"-mcpu={args.cpu}", str(path)], capture_output=True, text=True,
                             check=False).stdout
        match = _TOTAL.search(out)
        key = f"{args.manifest}:{number}"
        if match and key in ours:
            compared += 1
            agree += int(match.group(1)) == ours[key]
    llvm_wall = time.perf_counter() - started
    llvm_cpu = children_cpu() - before
    print(f"llvm-mca-19:    {len(sample) / llvm_wall:8.1f} blocks/s wall ({llvm_wall:.1f} s), "
          f"{len(sample) / llvm_cpu:8.1f} blocks/s CPU ({llvm_cpu:.1f} s), one process per block, "
          f"{len(sample)} blocks")
    print(f"rate ratio (mcalens batch / llvm-mca per block): wall {(len(files) / wall) / (len(sample) / llvm_wall):.2f}x"
          f", CPU {(len(files) / cpu) / (len(sample) / llvm_cpu):.2f}x; Total Cycles agree on {agree}/{compared}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
