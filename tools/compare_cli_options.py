#!/usr/bin/env python3
"""Random llvm-mca option combinations through mcalens and llvm-mca-19: the share that agree.

Each trial picks an input and 1-5 options (views and their groups with `=false`, repeated options,
numbers in octal/hex, -mattr, -mcpu including `help` and CPUs without a model, skipping, dialects,
-json) and compares exit status, stdout and, on failure, stderr. JSON is compared as data without
mcalens's documented extra keys (SourceLines, SkippedLines, BottleneckAnalysis). Needs LLVM 19.

    .venv/bin/python tools/compare_cli_options.py [-n 400] [--seed 7]
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

from mcalens.analysis.cli import run

INPUTS = {
    "loop": "addl %eax, %ebx\nimull %ebx, %ecx\nmovl (%rdi), %edx\nmovl %edx, 8(%rsi)\n",
    "intel": ".intel_syntax noprefix\nadd eax, ebx\nimul ecx, dword ptr [rdi]\n",
    "avx512": "vpaddq %zmm0, %zmm1, %zmm2\nvmovdqa64 (%rax), %zmm3\naddl %eax, %eax\n",
    "regions": "# LLVM-MCA-BEGIN a\naddl %eax, %eax\n# LLVM-MCA-END a\n# LLVM-MCA-BEGIN b\nimull %eax, %ebx\n"
               "# LLVM-MCA-END b\n",
    "bad": "addl %eax, %eax\nfoo %eax\n",
    "empty": "# nothing\n",
}
POOL = [
    "-all-views", "-all-views=false", "-all-stats", "-all-stats=false", "-timeline", "-timeline=false",
    "-summary-view=false", "-summary-view", "-instruction-info=0", "-resource-pressure=FALSE",
    "-dispatch-stats", "-scheduler-stats=false", "-retire-stats", "-register-file-stats",
    "-bottleneck-analysis", "-bottleneck-analysis=false", "-iterations=3", "-iterations=07", "-iterations=0x5",
    "-mattr=+avx2,-sse4.2", "-mattr=-avx512f", "-output-asm-variant=-1", "-output-asm-variant=1",
    "-output-asm-variant=0", "-output-asm-variant=3", "-print-imm-hex", "-instruction-tables",
    "-skip-unsupported-instructions=any", "-skip-unsupported-instructions=lack-sched",
    "-skip-unsupported-instructions=parse-failure", "-mcpu=btver2", "-mcpu=atom", "-mcpu=znver4",
    "-mcpu=skylake-avx512", "-mcpu=help", "-mcpu=k8", "-noalias=false", "-dispatch=2",
    "-timeline-max-iterations=2", "-json",
]
EXTRAS = ("SourceLines", "SkippedLines", "BottleneckAnalysis")


def _same(flags: list[str], ours: tuple[int, str, str], ref: subprocess.CompletedProcess[str]) -> bool:
    code, out, err = ours
    if code != ref.returncode:
        return False
    if "-json" in flags and code == 0:
        mine = json.loads(out)
        for region in mine.get("CodeRegions", []):
            for key in EXTRAS:
                region.pop(key, None)
        return mine == json.loads(ref.stdout)
    return out == ref.stdout and (code == 0 or err == ref.stderr)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-n", type=int, default=400)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, source in INPUTS.items():
            (Path(tmp) / f"{name}.s").write_text(source, encoding="utf-8")
        for _ in range(args.n):
            flags = ["-mcpu=skylake", *rng.sample(POOL, rng.randint(1, 5))]
            path = str(Path(tmp) / f"{rng.choice(list(INPUTS))}.s")
            ref = subprocess.run(["llvm-mca-19", "-mtriple=x86_64-unknown-linux-gnu", *flags, path],
                                 capture_output=True, text=True, check=False, timeout=120)
            if not _same(flags, run(["--llvm-version", "19", *flags, "--no-banner", path]), ref):  # llvm-mca-19's
                failures.append((Path(path).stem, flags))
    same = args.n - len(failures)
    print(f"{same}/{args.n} option combinations identical to llvm-mca-19 ({100 * same / args.n:.1f}%)")
    for name, flags in failures[:20]:
        print(f"  differs: {name}.s {' '.join(flags)}")
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())
