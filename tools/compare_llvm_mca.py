#!/usr/bin/env python3
"""Compare mcalens with llvm-mca 19 over a corpus of `.s` files, and record golden files.

Compare mode runs mcalens in-process and `llvm-mca-19 -json` on every file for every CPU, then
prints the share of regions with identical Total Cycles, identical timelines (first 10
iterations), identical resource pressure, the mean and max relative cycle error, and the worst
offenders with a diff.

    python tools/compare_llvm_mca.py --cpus skylake,znver3 CORPUS_DIR [-n 200] [--flags "-iterations=100"]

Record mode writes golden cases: `<DIR>/<cpu>/<case>.s` whose first line is a comment holding the
flags, with llvm-mca-19's `-json` output (`.json`), its text output (`.txt`) and, when llvm-mca
fails, its stderr and exit status (`.err`) beside it.

    python tools/compare_llvm_mca.py --record tests/golden --cpus skylake,btver2 KERNELS_DIR

`--llvm-mca llvm-mca-22` compares mcalens' LLVM 22 model set with llvm-mca 22 (docs/llvm-releases.md):
mcalens matches the release the binary's `--version` names (`--llvm-version 19|22` says it instead),
never mcalens' default, and recorded cases name it in their flags line (`--llvm-version=19`). `--triple` compares or records for another target, e.g. the AArch64 acceptance goldens
(tests/golden_aarch64/README.md): `--triple aarch64-unknown-linux-gnu`.
"""

from __future__ import annotations

import argparse
import json
import shlex
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from llvm_release import ReleaseUnknown, reference_release

LLVM_MCA = "llvm-mca-19"
TRIPLE = "-mtriple=x86_64-unknown-linux-gnu"
FLAGS_PREFIX = "# mcalens-golden:"


def golden_flags(first_line: str) -> list[str] | None:
    """The flags recorded in a golden input's first line, or None when it is not a golden header."""
    if not first_line.startswith(FLAGS_PREFIX):
        return None
    return shlex.split(first_line[len(FLAGS_PREFIX) :])


def run_llvm_mca(flags: list[str], path: Path, *, json_output: bool) -> subprocess.CompletedProcess[str]:
    flags = [f for f in flags if not f.startswith("--llvm-version")]  # mcalens' option only
    args = [LLVM_MCA, *flags, *(["-json"] if json_output else []), str(path)]
    return subprocess.run(args, capture_output=True, text=True, timeout=300, check=False)


def record_case(out_dir: Path, case: str, source: str, flags: list[str]) -> Path:
    """Write `<case>.s` (flags header + source) and llvm-mca-19's outputs beside it."""
    out_dir.mkdir(parents=True, exist_ok=True)
    src_path = out_dir / f"{case}.s"
    src_path.write_text(f"{FLAGS_PREFIX} {shlex.join(flags)}\n{source}", encoding="utf-8")
    for suffix in (".json", ".txt", ".err"):
        (out_dir / f"{case}{suffix}").unlink(missing_ok=True)
    as_json = run_llvm_mca(flags, src_path, json_output=True)
    as_text = run_llvm_mca(flags, src_path, json_output=False)
    if as_json.returncode != 0 or as_text.returncode != 0:
        (out_dir / f"{case}.err").write_text(
            f"exit {as_text.returncode}\n{as_text.stderr.replace(str(src_path), '<input>')}", encoding="utf-8"
        )
    else:
        (out_dir / f"{case}.json").write_text(as_json.stdout, encoding="utf-8")
        (out_dir / f"{case}.txt").write_text(as_text.stdout, encoding="utf-8")
    return src_path


# ---------------------------------------------------------------------------------------------
# Comparison


@dataclass
class RegionResult:
    file: str
    cpu: str
    region: int
    ref_cycles: int
    our_cycles: int | None
    same_timeline: bool
    same_pressure: bool
    note: str = ""
    same_text: bool | None = None  # whole-file text report identical (only with --text)
    diff: list[str] = field(default_factory=list)

    @property
    def same_cycles(self) -> bool:
        return self.our_cycles == self.ref_cycles

    @property
    def relative_error(self) -> float:
        if self.our_cycles is None or not self.ref_cycles:
            return 1.0
        return abs(self.our_cycles - self.ref_cycles) / self.ref_cycles


def _ours_json(text: str, cpu: str, flags: list[str]) -> tuple[dict | None, str]:
    """Run mcalens in-process with llvm-mca flags; (parsed -json output, error text)."""
    from mcalens.analysis.cli import run

    code, out, err = run([*flags, f"-mcpu={cpu}", "-json", "-timeline", "-"], stdin_text=text)
    if code != 0:
        return None, err.strip().splitlines()[0] if err.strip() else f"exit {code}"
    try:
        return json.loads(out), ""
    except json.JSONDecodeError as exc:
        return None, f"bad JSON: {exc}"


def _timeline_rows(region: dict) -> list[tuple[int, ...]]:
    info = region.get("TimelineView", {}).get("TimelineInfo", [])
    keys = ("CycleDispatched", "CycleReady", "CycleIssued", "CycleExecuted", "CycleRetired")
    return [tuple(e[k] for k in keys) for e in info]


def _pressure(region: dict) -> dict[tuple[int, int], float]:
    cells = region.get("ResourcePressureView", {}).get("ResourcePressureInfo", [])
    return {(c["InstructionIndex"], c["ResourceIndex"]): round(c["ResourceUsage"], 6) for c in cells}


def _same_text(path: Path, cpu: str, flags: list[str], text: str) -> bool:
    """Whole-file text report (with -timeline) byte-identical to llvm-mca's, banner off."""
    from mcalens.analysis.cli import run

    ref = run_llvm_mca([*_triple(flags), f"-mcpu={cpu}", *flags, "-timeline"], path, json_output=False)
    code, out, _ = run([*flags, f"-mcpu={cpu}", "-timeline", "--no-banner", "-"], stdin_text=text)
    return code == ref.returncode and out == ref.stdout


@dataclass
class Rejection:
    """An input llvm-mca refused (unsupported instruction, bad syntax...): mcalens must refuse it too."""

    file: str
    cpu: str
    ref_error: str
    our_error: str | None  # None: mcalens analysed it instead of refusing

    @property
    def agrees(self) -> bool:
        return self.our_error is not None


def _first_error(stderr: str) -> str:
    return next((line for line in stderr.splitlines() if "error:" in line), stderr.strip()[:200])


def _triple(flags: list[str]) -> list[str]:
    """llvm-mca's -mtriple: the one in `flags` (--triple puts it there), else x86-64's."""
    return [] if any(f.lstrip("-").startswith("mtriple") for f in flags) else [TRIPLE]


def compare_file(
    path: Path, cpu: str, flags: list[str], *, text_too: bool = False, rejections: list[Rejection] | None = None
) -> list[RegionResult]:
    ref = run_llvm_mca([*_triple(flags), f"-mcpu={cpu}", *flags, "-timeline"], path, json_output=True)
    if ref.returncode != 0:
        if rejections is not None:
            ours, error = _ours_json(path.read_text(encoding="utf-8", errors="replace"), cpu, flags)
            rejections.append(Rejection(str(path), cpu, _first_error(ref.stderr), error if ours is None else None))
        return []
    try:
        ref_json = json.loads(ref.stdout)
    except json.JSONDecodeError:
        return []
    text = path.read_text(encoding="utf-8", errors="replace")
    ours, error = _ours_json(text, cpu, flags)
    results = []
    ref_regions = ref_json.get("CodeRegions", [])
    our_regions = (ours or {}).get("CodeRegions", [])
    for index, ref_region in enumerate(ref_regions):
        ref_cycles = ref_region.get("SummaryView", {}).get("TotalCycles", 0)
        ours_region = our_regions[index] if index < len(our_regions) else None
        if ours_region is None:
            results.append(RegionResult(str(path), cpu, index, ref_cycles, None, False, False, error or "missing"))
            continue
        ref_tl, our_tl = _timeline_rows(ref_region), _timeline_rows(ours_region)
        diff = []
        for iid, (a, b) in enumerate(zip(ref_tl, our_tl, strict=False)):
            if a != b:
                diff.append(f"  IID {iid} {ref_region['Instructions'][iid % len(ref_region['Instructions'])]}: "
                            f"llvm-mca D/R/I/E/R={a} mcalens={b}")
        if len(ref_tl) != len(our_tl):
            diff.append(f"  timeline length llvm-mca={len(ref_tl)} mcalens={len(our_tl)}")
        results.append(
            RegionResult(
                str(path),
                cpu,
                index,
                ref_cycles,
                ours_region.get("SummaryView", {}).get("TotalCycles"),
                ref_tl == our_tl,
                _pressure(ref_region) == _pressure(ours_region),
                diff=diff[:8],
            )
        )
    if text_too and results:
        same = _same_text(path, cpu, flags, text)
        for r in results:
            r.same_text = same
    return results


def _percent(count: int, total: int) -> str:
    return f"{100.0 * count / total:.1f}%" if total else "n/a"


def report(results: list[RegionResult], worst: int, rejections: list[Rejection] | None = None) -> str:
    total = len(results)
    lines = [f"regions compared: {total}"]
    if rejections:
        agreeing = sum(r.agrees for r in rejections)
        lines.append(f"inputs llvm-mca rejects: {len(rejections)}; mcalens rejects them too: "
                     f"{_percent(agreeing, len(rejections))}")
        lines.extend(f"- not rejected by mcalens: {r.file} [{r.cpu}]: llvm-mca: {r.ref_error}"
                     for r in rejections if not r.agrees)
    if not total:
        return "\n".join(lines)
    errors = [r.relative_error for r in results]
    lines += [
        f"identical Total Cycles:      {_percent(sum(r.same_cycles for r in results), total)}",
        f"identical timelines (10 it): {_percent(sum(r.same_timeline for r in results), total)}",
        f"identical resource pressure: {_percent(sum(r.same_pressure for r in results), total)}",
        *([f"identical text reports:      {_percent(sum(bool(r.same_text) for r in results), total)}"
           f" (regions of files whose whole text report matches)"]
          if any(r.same_text is not None for r in results) else []),
        f"mean relative cycle error:   {100.0 * sum(errors) / total:.2f}%",
        f"max relative cycle error:    {100.0 * max(errors):.2f}%",
    ]
    by_cpu: dict[str, list[RegionResult]] = {}
    for r in results:
        by_cpu.setdefault(r.cpu, []).append(r)
    for cpu, rows in sorted(by_cpu.items()):
        lines.append(f"  {cpu:16} cycles {_percent(sum(r.same_cycles for r in rows), len(rows)):>6}"
                     f"  timeline {_percent(sum(r.same_timeline for r in rows), len(rows)):>6}"
                     f"  pressure {_percent(sum(r.same_pressure for r in rows), len(rows)):>6}  (n={len(rows)})")
    offenders = sorted((r for r in results if not (r.same_cycles and r.same_timeline and r.same_pressure)),
                       key=lambda r: -r.relative_error)[:worst]
    if offenders:
        lines.append("worst offenders:")
    for r in offenders:
        lines.append(f"- {r.file} [{r.cpu}] region {r.region}: llvm-mca {r.ref_cycles} cycles, "
                     f"mcalens {r.our_cycles} {r.note}")
        lines.extend(r.diff)
    return "\n".join(lines)


def _inputs(paths: list[str], limit: int) -> list[Path]:
    files: list[Path] = []
    for p in paths:
        path = Path(p)
        files.extend(sorted(path.rglob("*.s")) if path.is_dir() else [path])
    return files[:limit] if limit else files


def _set_llvm_mca(path: str) -> None:
    global LLVM_MCA
    LLVM_MCA = path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("inputs", nargs="+", help=".s files or directories")
    parser.add_argument("--cpus", default="skylake", help="comma-separated -mcpu names")
    parser.add_argument("--flags", default="", help="extra llvm-mca flags for both tools")
    parser.add_argument("-n", type=int, default=0, help="at most this many files")
    parser.add_argument("--worst", type=int, default=10)
    parser.add_argument("--record", metavar="DIR", help="write golden files under DIR/<cpu>/")
    parser.add_argument("--text", action="store_true", help="also compare whole text reports byte for byte")
    parser.add_argument("--triple", help="-mtriple for both tools, e.g. aarch64-unknown-linux-gnu "
                        "(default x86_64-unknown-linux-gnu)")
    parser.add_argument("--llvm-mca", metavar="PATH", default=LLVM_MCA,
                        help=f"the llvm-mca binary to compare with (default {LLVM_MCA})")
    parser.add_argument("--llvm-version", choices=("19", "22"),
                        help="the release mcalens matches (default: the one the --llvm-mca binary's --version names)")
    args = parser.parse_args(argv)
    _set_llvm_mca(args.llvm_mca)
    try:
        release = reference_release(args.llvm_mca, args.llvm_version)
    except ReleaseUnknown as exc:
        print(f"compare_llvm_mca: {exc}", file=sys.stderr)
        return 2
    cpus = [c for c in args.cpus.split(",") if c]
    extra = [f"--llvm-version={release}", *shlex.split(args.flags)]
    files = _inputs(args.inputs, args.n)
    if args.record:
        for cpu in cpus:
            for f in files:
                flags = [f"-mtriple={args.triple}" if args.triple else TRIPLE, f"-mcpu={cpu}", *extra]
                record_case(Path(args.record) / cpu, f.stem, f.read_text(encoding="utf-8"), flags)
        print(f"recorded {len(files) * len(cpus)} cases under {args.record}")
        return 0
    if args.triple:
        extra = [f"-mtriple={args.triple}", *extra]
    started = time.perf_counter()
    results: list[RegionResult] = []
    rejections: list[Rejection] = []
    for cpu in cpus:
        for f in files:
            results.extend(compare_file(f, cpu, extra, text_too=args.text, rejections=rejections))
    print(report(results, args.worst, rejections))
    print(f"({time.perf_counter() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
