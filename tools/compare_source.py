"""`mcalens source` on real C/C++ files against `mcalens --auto-regions --verdict` on the same assembly.

    python tools/compare_source.py FILE.c [FILE.cpp ...] [--compiler gcc --compiler clang-19]
                                   [--opt -O2 --opt -O3] [--march haswell --march znver3]
                                   [--flag=-DX --flag=-Idir ...] [-j N]

For every file x compiler x optimisation level x -march value, runs `mcalens source FILE --compiler CC
-json --emit-asm TMP.s -- OPT -march=M`, then `mcalens --auto-regions --verdict -json -mcpu=CPU -mtriple=T TMP.s`
with the CPU and triple the first command chose, and checks:

* the two llvm-mca `-json` reports are equal (the `Report` key of the first, the whole second),
* every loop has a source file and line (`File`, `Range.Start.Line`) and every analysed region is a loop
  the first command lists (no innermost loop dropped),
* the compile succeeded,
* with `--editor`, the editor's analysis of the same file (`analyse_document`, in this process: its
  compile, its views, `-skip-unsupported-instructions=any`, only the loops' instructions resolved)
  has the same loops with the same names, source lines, functions, cycles per iteration, total
  cycles, iterations and block RThroughput.

Prints one line per case and a total; exit status 1 when any case differs. The files are the user's (real
projects' sources, not committed here); nothing needs LLVM.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass


@dataclass(frozen=True)
class Case:
    source: str
    compiler: str
    opt: str
    march: str
    extra: tuple[str, ...] = ()


def _mcalens() -> list[str]:
    return [sys.executable, "-m", "mcalens"]


def editor_problems(case: Case, data: dict, timeout: float) -> list[str]:
    """How the editor's loops differ from `mcalens source -json`'s (`data`), [] when they do not."""
    from mcalens.analysis.editor.results import AnalysisOptions as EditorOptions
    from mcalens.analysis.editor.sources import SourceRequest, SourceSettings, analyse_document

    settings = SourceSettings(compiler=case.compiler, flags=(case.opt, f"-march={case.march}", *case.extra),
                              timeout=timeout)
    view = analyse_document(SourceRequest(case.source, settings, cpu=data["CPU"],
                                          options=EditorOptions(cpu=data["CPU"])))
    if view.state != "ok":
        return [f"the editor's analysis: {view.state}: {view.message}"]
    loops = data["Loops"]
    if len(view.loops) != len(loops):
        return [f"the editor has {len(view.loops)} loops, mcalens source {len(loops)}"]
    problems = []
    for mine, theirs in zip(view.loops, loops, strict=True):
        result = mine.result
        start = (theirs.get("Range") or {}).get("Start", {}).get("Line")
        here = os.path.basename(theirs.get("File") or "") == os.path.basename(case.source)
        got = (mine.name, mine.function, mine.line + 1 if mine.line >= 0 else None,
               round(result.steady_cycles_per_iteration, 3), result.total_cycles, result.iterations,
               result.block_rthroughput)
        want = (theirs["Name"], theirs["Function"], start if here else None, theirs["CyclesPerIteration"],
                theirs["TotalCycles"], theirs["Iterations"], theirs["BlockRThroughput"])
        if got != want:
            problems.append(f"editor {got} != source {want}")
    return problems[:3]


def run_case(case: Case, timeout: float, editor: bool = False) -> tuple[bool, str]:
    with tempfile.TemporaryDirectory(prefix="mcalens-compare-source-") as tmp:
        asm = os.path.join(tmp, "out.s")
        first = subprocess.run([*_mcalens(), "source", case.source, "--compiler", case.compiler, "-json",
                                "--no-notes", "--emit-asm", asm, "--", case.opt, f"-march={case.march}", *case.extra],
                               capture_output=True, text=True, timeout=timeout)
        try:
            data = json.loads(first.stdout)
        except ValueError:
            return False, f"no JSON (exit {first.returncode}): {first.stderr.strip()[-300:]}"
        if data.get("Error") or data["Compiler"].get("ExitStatus"):
            return False, f"compile/analysis failed: {data.get('Error') or data['Compiler'].get('Messages')}"
        loops = data["Loops"]
        missing = [loop["Name"] for loop in loops
                   if not loop.get("File") or not (loop.get("Range") or {}).get("Start", {}).get("Line")]
        second = subprocess.run([*_mcalens(), "--auto-regions", "--verdict", "-json", f"-mcpu={data['CPU']}",
                                 f"-mtriple={data['Triple']}", asm],
                                capture_output=True, text=True, timeout=timeout)
        try:
            report = json.loads(second.stdout)
        except ValueError:
            return False, f"--auto-regions gave no JSON (exit {second.returncode}): {second.stderr.strip()[-300:]}"
        regions = report.get("CodeRegions", [])
        problems = []
        if report != data["Report"]:
            problems.append("reports differ")
        if missing:
            problems.append(f"{len(missing)} loops without a source line ({', '.join(missing[:3])})")
        if sorted(loop["Region"] for loop in loops) != list(range(len(regions))):
            problems.append(f"{len(loops)} loops listed for {len(regions)} regions")
        if editor and not problems:
            problems += editor_problems(case, data, timeout)
        kinds = sum(1 for loop in loops if loop["Kind"] == "loop")
        summary = f"{kinds} loops, {len(regions)} regions, cpu {data['CPU']}, compile {data['Compiler']['Seconds']:.1f} s"
        return not problems, "; ".join(problems) or summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sources", nargs="+")
    parser.add_argument("--compiler", action="append", default=None)
    parser.add_argument("--opt", action="append", default=None)
    parser.add_argument("--march", action="append", default=None)
    parser.add_argument("--flag", action="append", default=[], help="another compiler flag (repeatable)")
    parser.add_argument("-j", "--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=600)
    parser.add_argument("--editor", action="store_true",
                        help="also compare the editor's loops (analyse_document) with mcalens source's")
    args = parser.parse_args(argv)
    cases = [Case(os.path.abspath(s), c, o, m, tuple(args.flag)) for s in args.sources
             for c in args.compiler or ["gcc", "clang-19"]
             for o in args.opt or ["-O2", "-O3"]
             for m in args.march or ["haswell", "znver3"]]
    failures = 0
    loops = 0
    with ThreadPoolExecutor(max(1, args.jobs)) as pool:
        for case, (ok, text) in zip(cases, pool.map(lambda c: run_case(c, args.timeout, args.editor), cases), strict=True):
            failures += not ok
            if ok:
                loops += int(text.split(" ", 1)[0])
            print(f"{'ok  ' if ok else 'FAIL'} {os.path.basename(case.source)} {case.compiler} {case.opt} "
                  f"-march={case.march}: {text}", flush=True)
    print(f"{len(cases) - failures}/{len(cases)} cases identical with every loop on a source line"
          f"{' (and the editor the same)' if args.editor else ''} "
          f"({loops} loops in the identical cases)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
