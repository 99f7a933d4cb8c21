#!/usr/bin/env python3
"""Whole text reports, byte for byte: llvm-mca against mcalens (in-process) on every file x CPU.

    python tools/compare_text_reports.py --triple riscv64-unknown-linux-gnu --cpus all64 \
        [--flags "-all-views -iterations=100"] [--llvm-mca llvm-mca-22 --llvm-version 22] FILE_OR_DIR ...

For each pair both tools run with `-mtriple`, `-mcpu` and the flags (mcalens with `--no-banner`), and
the pair counts as identical when stdout and the exit status agree (a refusal: both exit non-zero
and mcalens' stderr holds llvm-mca's first `error:` text, or llvm-mca crashed: "LLVM ERROR" or a
signal, and mcalens refused). `--cpus` takes names or `all64`/`all32`: every `-mcpu` name of the
release that has a scheduling model and runs on that XLEN (the RISC-V models' `cpus.json` and the
CPUs' `64bit`/`32bit` feature); `models` takes one name per (model, XLEN) instead. Prints per CPU
the counts, then the differing pairs grouped by their first differing line (`--show N` examples
each). Exit status 1 when any pair differs. Needs llvm-mca; nothing is written but `--log`.

The files go in the outer loop (every CPU of a file before the next file), so a run stopped early has
measured whole files; `--log PATH` appends one tab-separated line per pair as it is measured (verdict,
CPU, file, detail), flushed, so that a long run in the background keeps its partial counts;
`--from-log LOG ...` prints the same report from such logs without running anything (a pair measured
twice, by runs that met, counts once: its last line).
"""

from __future__ import annotations

import argparse
import json
import shlex
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT.parent))


def riscv_cpus(release: str, xlen: str, per_model: bool) -> list[str]:
    """`-mcpu` names with a scheduling model whose features name the XLEN (`64bit`/`32bit`)."""
    from mcalens.analysis.targets.riscv.features import feature_data

    directory = "riscv" if release == "19" else "riscv/llvm22"
    cpus = json.loads((ROOT / "models" / directory / "cpus.json").read_text(encoding="utf-8"))["cpus"]
    features, _ = feature_data(str(ROOT / "models" / directory))
    chosen: dict[str, str] = {}  # model -> name (per_model: the name with the most features)
    out: list[str] = []
    for entry in cpus:
        name, model = entry["name"], entry.get("model")
        own = features.get(name, frozenset())
        other = "32bit" if xlen == "64" else "64bit"
        if not model or other in own:  # no XLEN feature: the CPU takes the triple's (`rocket`)
            continue
        if not per_model:
            out.append(name)
        elif model not in chosen or len(own) > len(features.get(chosen[model], frozenset())):
            chosen[model] = name
    return out if not per_model else list(chosen.values())


def first_diff(ref: str, ours: str) -> tuple[int, str, str]:
    a, b = ref.splitlines(), ours.splitlines()
    for number, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return number + 1, x, y
    n = min(len(a), len(b))
    return n + 1, a[n] if n < len(a) else "<end>", b[n] if n < len(b) else "<end>"


def compare(path: Path, cpu: str, triple: str, flags: list[str], llvm_mca: str) -> tuple[str, str]:
    """(verdict, detail): verdict `same`, `both-refuse` or `differ`."""
    from mcalens.analysis.cli import run

    args = [f"-mtriple={triple}", f"-mcpu={cpu}", *flags]
    ref = subprocess.run([llvm_mca, *[f for f in args if not f.startswith("--llvm-version")], str(path)],
                         capture_output=True, text=True, timeout=600, check=False)
    code, out, err = run([*args, "--no-banner", str(path)])
    if ref.returncode == 0:
        if code == 0 and out == ref.stdout:
            return "same", ""
        if code != 0:
            return "differ", f"mcalens refused: {err.strip().splitlines()[0] if err.strip() else code}"
        line, x, y = first_diff(ref.stdout, out)
        return "differ", f"line {line}: llvm-mca {x!r} / mcalens {y!r}"
    crashed = ref.returncode < 0 or "LLVM ERROR" in ref.stderr or "Stack dump" in ref.stderr
    first = next((ln for ln in ref.stderr.splitlines() if "error:" in ln), ref.stderr.strip()[:120])
    if code == 0:
        return "differ", f"llvm-mca refused ({first.strip()}), mcalens analysed"
    if crashed or first.split("error:", 1)[-1].strip() in err:
        return "both-refuse", first.strip()
    return "differ", f"both refuse, other words: llvm-mca {first.strip()!r} / mcalens {err.strip()[:120]!r}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("inputs", nargs="+", help=".s files or directories")
    parser.add_argument("--triple", default="riscv64-unknown-linux-gnu")
    parser.add_argument("--cpus", default="all64", help="comma-separated names, all64, all32, models64, models32")
    parser.add_argument("--flags", default="-all-views", help="flags for both tools")
    parser.add_argument("--llvm-mca", default="llvm-mca-19")
    parser.add_argument("--llvm-version", choices=("19", "22"), default="19")
    parser.add_argument("--show", type=int, default=2, help="examples per difference")
    parser.add_argument("--log", type=Path, help="append each pair's verdict to this file as it is measured")
    parser.add_argument("--from-log", action="store_true", help="the inputs are --log files: report them")
    args = parser.parse_args(argv)
    if args.from_log:
        return from_logs([Path(name) for name in args.inputs], args.show)
    if args.cpus in ("all64", "all32", "models64", "models32"):
        cpus = riscv_cpus(args.llvm_version, args.cpus[-2:], args.cpus.startswith("models"))
    else:
        cpus = [c for c in args.cpus.split(",") if c]
    flags = shlex.split(args.flags)
    # always named: mcalens' default release is not necessarily the llvm-mca compared with
    flags.append(f"--llvm-version={args.llvm_version}")
    files: list[Path] = []
    for name in args.inputs:
        path = Path(name)
        files.extend(sorted(path.rglob("*.s")) if path.is_dir() else [path])
    started = time.perf_counter()
    counts: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    groups: dict[str, list[str]] = defaultdict(list)
    log = args.log.open("a", encoding="utf-8") if args.log else None
    for path in files:
        for cpu in cpus:
            verdict, detail = compare(path, cpu, args.triple, flags, args.llvm_mca)
            counts[cpu][verdict] += 1
            if verdict == "differ":
                groups[detail].append(f"{path.name} [{cpu}]")
            if log is not None:
                log.write(f"{verdict}\t{cpu}\t{path}\t{detail}\n")
                log.flush()
    if log is not None:
        log.close()
    differ = report(counts, groups, cpus, len(files), args.show)
    print(f"({time.perf_counter() - started:.0f} s)")
    return 1 if differ else 0


def report(counts: dict[str, dict[str, int]], groups: dict[str, list[str]], cpus: list[str], files: int,
           show: int) -> int:
    """Print the per-CPU counts, the total and the differing pairs by detail; the number differing."""
    total: dict[str, int] = defaultdict(int)
    for cpu in cpus:
        row = counts[cpu]
        for key, value in row.items():
            total[key] += value
        print(f"{cpu:22} identical {row['same']:4}  both refuse {row['both-refuse']:4}  differ {row['differ']:4}")
    pairs = sum(total.values())
    print(f"{files} files x {len(cpus)} CPUs = {pairs} pairs: identical {total['same']}, "
          f"both refuse {total['both-refuse']}, differ {total['differ']}")
    for detail, where in sorted(groups.items(), key=lambda item: -len(item[1])):
        print(f"- {len(where)}: {detail}")
        for example in where[:show]:
            print(f"    {example}")
    return total["differ"]


def from_logs(logs: list[Path], show: int) -> int:
    """The report of `--log` files: the last verdict of each (CPU, file) pair."""
    pairs: dict[tuple[str, str], tuple[str, str]] = {}
    for log in logs:
        for line in log.read_text(encoding="utf-8").splitlines():
            fields = line.split("\t", 3)
            if len(fields) == 4:
                verdict, cpu, path, detail = fields
                pairs[(cpu, path)] = (verdict, detail)
    cpus = list(dict.fromkeys(cpu for cpu, _ in pairs))
    counts: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    groups: dict[str, list[str]] = defaultdict(list)
    for (cpu, path), (verdict, detail) in pairs.items():
        counts[cpu][verdict] += 1
        if verdict == "differ":
            groups[detail].append(f"{Path(path).name} [{cpu}]")
    # a file is measured when every CPU of the run has its pair (the last file of a stopped run may not)
    files = {path for _, path in pairs}
    partial = [path for path in files if any((cpu, path) not in pairs for cpu in cpus)]
    if partial:
        print(f"({len(partial)} files measured on some of the CPUs only)")
    return 1 if report(counts, groups, cpus, len(files), show) else 0


if __name__ == "__main__":
    sys.exit(main())
