#!/usr/bin/env python3
"""Rerun the project's corpus comparisons against one llvm-mca release, in one command.

Every (input, CPU) pair runs through llvm-mca (a subprocess) and mcalens (in-process, in a
worker) with the same flags; the pair counts as identical when the exit statuses agree and
stdout is byte-identical (mcalens with `--no-banner`; stderr is not compared, except that a refusal
must be a refusal). The corpora, each optional:

* `--bhive DIR`: `.s` blocks written by `../shared/tools/bhive_to_asm.py` (`DIR/blocks/*.s` or
  `DIR/*.s`), run on `--x86-cpus`;
* `--x86-files DIR`: whole compiler `-S` files (`tools/make_gcc_corpus.sh`, also with
  `CC=clang-19`), run on `--x86-file-cpus`;
* `--aarch64 DIR`: the AArch64 corpus loops (`tools/make_aarch64_corpus.sh`'s `loops/`), run on
  `--aarch64-cpus` with `-mtriple=aarch64-unknown-linux-gnu`;
* `--cpu-help`: `-mcpu=help` for every triple in `HELP_TRIPLES` (stderr and exit status compared:
  that is where llvm-mca prints the list).

    python tools/compare_corpora.py --llvm-mca llvm-mca-22 --llvm-version 22 --jobs 2 \\
        --bhive /tmp/bhive -n 3000 --aarch64 build/aarch64_corpus/loops --cpu-help

Prints per-corpus, per-CPU counts (identical / compared, refusals agreeing) and writes every
difference (command and a short unified diff) to `--out` (default `compare_corpora.log`).
"""

from __future__ import annotations

import argparse
import contextlib
import difflib
import multiprocessing
import shlex
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

X86_TRIPLE = "x86_64-unknown-linux-gnu"
AARCH64_TRIPLE = "aarch64-unknown-linux-gnu"
X86_CPUS = "alderlake,sapphirerapids,lunarlake,znver4,skylake,znver5,btver2"
AARCH64_CPUS = "neoverse-v3,neoverse-n3,cortex-x4,neoverse-v2,apple-m1,cortex-a55"
# every triple family mcalens analyses (32-bit Arm has model data but no target yet: refused)
HELP_TRIPLES = (
    "x86_64-unknown-linux-gnu", "i686-unknown-linux-gnu", "aarch64-unknown-linux-gnu", "arm64-apple-macos",
    "riscv64-unknown-linux-gnu", "riscv32-unknown-elf",
)


@dataclass(frozen=True)
class Case:
    corpus: str
    cpu: str  # "help" for the -mcpu=help cases
    triple: str
    path: str  # "" for -mcpu=help
    flags: tuple[str, ...]


@dataclass(frozen=True)
class Outcome:
    case: Case
    verdict: str  # "same", "differ", "refusal-mismatch", "extension" (llvm-mca refuses, mcalens says it accepts)
    detail: str


def _llvm_mca_args(llvm_mca: str, case: Case) -> list[str]:
    args = [llvm_mca, f"-mtriple={case.triple}", f"-mcpu={case.cpu}", *case.flags]
    return [*args, case.path] if case.path else args


_SETTINGS: dict[str, str] = {}


def _init(llvm_mca: str, llvm_version: str) -> None:
    _SETTINGS["llvm_mca"] = llvm_mca
    _SETTINGS["llvm_version"] = llvm_version


def _diff(ref: str, ours: str) -> str:
    lines = difflib.unified_diff(ref.splitlines(), ours.splitlines(), "llvm-mca", "mcalens", n=1, lineterm="")
    return "\n".join(list(lines)[:40])


def run_case(case: Case) -> Outcome:
    """One comparison (runs in a worker)."""
    from mcalens.analysis.cli import run

    llvm_args = _llvm_mca_args(_SETTINGS["llvm_mca"], case)
    try:
        ref = subprocess.run(llvm_args, capture_output=True, text=True, timeout=600, check=False, input="",
                             errors="replace")
    except subprocess.TimeoutExpired:
        return Outcome(case, "skipped", "llvm-mca timed out")
    ours_args = [f"--llvm-version={_SETTINGS['llvm_version']}", "--no-banner", *llvm_args[1:]]
    code, out, err = run(ours_args, stdin_text="" if not case.path else None)
    if case.cpu == "help":  # llvm-mca prints the listing on stderr
        same = code == ref.returncode and err == ref.stderr and not out
        return Outcome(case, "same" if same else "differ",
                       "" if same else f"exit {ref.returncode}/{code}\n{_diff(ref.stderr, err)}")
    if ref.returncode != 0 and code == 0 and "mcalens accepts" in err:
        # a documented extension (gcc's Intel `movsx r64, r32`, docs/cli.md), said in a note
        return Outcome(case, "extension", next((x for x in err.splitlines() if "mcalens accepts" in x), ""))
    if (ref.returncode == 0) != (code == 0):
        first_ref = next((x for x in ref.stderr.splitlines() if "error" in x), ref.stderr[:200])
        first_ours = next((x for x in err.splitlines() if "error" in x), err[:200])
        return Outcome(case, "refusal-mismatch",
                       f"llvm-mca exit {ref.returncode}: {first_ref}\nmcalens exit {code}: {first_ours}")
    if ref.returncode != 0:
        return Outcome(case, "same", "both refuse")
    if out == ref.stdout:
        return Outcome(case, "same", "")
    return Outcome(case, "differ", _diff(ref.stdout, out))


def _files(directory: str, limit: int, skip: int = 0) -> list[Path]:
    root = Path(directory)
    blocks = root / "blocks"
    files = sorted((blocks if blocks.is_dir() else root).glob("*.s"))
    return files[skip : skip + limit] if limit else files[skip:]


def build_cases(args: argparse.Namespace) -> list[Case]:
    flags = tuple(shlex.split(args.flags))
    cases: list[Case] = []
    # file-major, so that a partial log already covers every CPU
    if args.bhive:
        cases += [Case("bhive", cpu, X86_TRIPLE, str(f), flags)
                  for f in _files(args.bhive, args.n, args.skip) for cpu in args.x86_cpus.split(",")]
    for directory in args.x86_files or ():
        cases += [Case(f"x86-files:{Path(directory).name}", cpu, X86_TRIPLE, str(f), flags)
                  for f in _files(directory, 0) for cpu in args.x86_file_cpus.split(",")]
    if args.aarch64:
        cases += [Case("aarch64", cpu, AARCH64_TRIPLE, str(f), flags)
                  for f in _files(args.aarch64, 0) for cpu in args.aarch64_cpus.split(",")]
    if args.cpu_help:
        cases += [Case("cpu-help", "help", triple, "", ()) for triple in HELP_TRIPLES]
    return cases


def summarise(outcomes: list[Outcome]) -> str:
    table: dict[tuple[str, str], dict[str, int]] = {}
    for o in outcomes:
        key = (o.case.corpus, o.case.triple if o.case.cpu == "help" else o.case.cpu)
        counts = table.setdefault(key, {})
        counts[o.verdict] = counts.get(o.verdict, 0) + 1
        if o.detail == "both refuse":
            counts["both-refuse"] = counts.get("both-refuse", 0) + 1
    lines = ["| corpus | CPU | identical | compared | both refuse | output differs | refusal differs | extension |",
             "|---|---|---:|---:|---:|---:|---:|---:|"]
    for (corpus, cpu), c in table.items():
        compared = sum(v for k, v in c.items() if k != "both-refuse")
        lines.append(f"| {corpus} | {cpu} | {c.get('same', 0)} | {compared} | {c.get('both-refuse', 0)} | "
                     f"{c.get('differ', 0)} | {c.get('refusal-mismatch', 0)} | {c.get('extension', 0)} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--llvm-mca", required=True, help="the llvm-mca binary, e.g. llvm-mca-22")
    parser.add_argument("--llvm-version", required=True, choices=("19", "22"), help="mcalens' --llvm-version")
    parser.add_argument("--bhive", metavar="DIR")
    parser.add_argument("-n", type=int, default=0, help="at most this many BHive blocks (0: all)")
    parser.add_argument("--skip", type=int, default=0, help="leave out the first N BHive blocks (sorted by name)")
    parser.add_argument("--x86-cpus", default=X86_CPUS)
    parser.add_argument("--x86-files", metavar="DIR", action="append", help="repeatable")
    parser.add_argument("--x86-file-cpus", default=X86_CPUS)
    parser.add_argument("--aarch64", metavar="DIR")
    parser.add_argument("--aarch64-cpus", default=AARCH64_CPUS)
    parser.add_argument("--cpu-help", action="store_true")
    parser.add_argument("--flags", default="-all-views", help="llvm-mca flags for both tools (default -all-views)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", default="compare_corpora.log", help="where every difference is written")
    parser.add_argument("--results", metavar="FILE",
                        help="one line per finished run (corpus, CPU, verdict, input) as it ends: an interrupted "
                             "run's counts survive")
    args = parser.parse_args(argv)
    cases = build_cases(args)
    started = time.perf_counter()
    outcomes: list[Outcome] = []
    with contextlib.ExitStack() as stack:
        log = stack.enter_context(Path(args.out).open("w", encoding="utf-8"))
        results = stack.enter_context(Path(args.results).open("w", encoding="utf-8")) if args.results else None
        pool = stack.enter_context(multiprocessing.Pool(args.jobs, _init, (args.llvm_mca, args.llvm_version)))
        for outcome in pool.imap_unordered(run_case, cases, chunksize=4):
            outcomes.append(outcome)
            if results is not None:
                c = outcome.case
                results.write(f"{c.corpus}\t{c.cpu if c.cpu != 'help' else c.triple}\t{outcome.verdict}\t"
                              f"{'both-refuse' if outcome.detail == 'both refuse' else ''}\t{c.path}\n")
                results.flush()
            if outcome.verdict != "same":
                c = outcome.case
                log.write(f"== {outcome.verdict}: {shlex.join(_llvm_mca_args(args.llvm_mca, c))}\n"
                          f"{outcome.detail}\n")
                log.flush()
    order = {c: i for i, c in enumerate(cases)}
    outcomes.sort(key=lambda o: order[o.case])
    print(f"{args.llvm_mca} against mcalens --llvm-version {args.llvm_version}, flags: {args.flags}")
    print(summarise(outcomes))
    print(f"({len(outcomes)} runs, {time.perf_counter() - started:.0f} s; differences in {args.out})")
    return 0 if all(o.verdict in ("same", "extension") for o in outcomes) else 1


if __name__ == "__main__":
    sys.exit(main())
