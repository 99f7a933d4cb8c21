"""Check NASM input against LLVM: for every region mcalens finds in NASM/x86inc sources, compare

* the text mcalens analyses (its decoder's printing of the region's bytes) with `llvm-mc-N
  --disassemble` of the same bytes;
* `mcalens` on that region with `llvm-mca-N` on llvm-mc's text, byte for byte (exit status
  included; both between the same region markers).

Usage: tools/compare_nasm.py [-mcpu=CPU] [--llvm-version 19|22] [--nasm-include DIR]... [--nasm-define D]...
FILE.asm ... (needs nasm, llvm-mc-N and llvm-mca-N of the release, 19 by default; mcalens decodes
with that release's tables and runs with `--llvm-version N`). Prints one line per file and the totals; --show N prints
the first N differences.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import time

from mcalens.analysis.api import release_target
from mcalens.analysis.cli import run
from mcalens.analysis.frontend.nasm_input import NasmOptions, nasm_assembly
from mcalens.analysis.targets.target import get_target

TRIPLE = "x86_64-unknown-linux-gnu"


def _normal(text: str) -> list[str]:
    lines = []
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line and not line.startswith("."):
            lines.append(re.sub(r"\s+", " ", line))
    return lines


def llvm_mc(code: bytes, release: str) -> str:
    return subprocess.run([f"llvm-mc-{release}", "--disassemble", f"-triple={TRIPLE}"],
                          input=" ".join(f"0x{b:02x}" for b in code), capture_output=True, text=True,
                          check=False).stdout


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("-mcpu", default="skylake")
    parser.add_argument("--llvm-version", choices=("19", "22"), default="19")
    parser.add_argument("--nasm-include", action="append", default=[])
    parser.add_argument("--nasm-define", action="append", default=[])
    parser.add_argument("--show", type=int, default=3)
    parser.add_argument("--count-only", action="store_true", help="count functions and regions, compare nothing")
    args = parser.parse_args(argv)
    target = release_target(get_target("x86"), args.llvm_version)
    isa = target.load_isa()
    options = NasmOptions(include_dirs=tuple(args.nasm_include), defines=tuple(args.nasm_define))
    totals = {"files": 0, "failed": 0, "functions": 0, "functions_refused": 0, "regions": 0, "loops": 0,
              "text_same": 0, "report_same": 0}
    shown = 0
    for path in args.files:
        started = time.time()
        with open(path, encoding="utf-8", errors="replace") as handle:
            source = handle.read()
        result = nasm_assembly(source, path, target, isa, TRIPLE, options)
        totals["files"] += 1
        refused = [d for d in result.diagnostics if "is not analysed" in d.message]
        totals["functions_refused"] += len(refused)
        totals["functions"] += len(result.functions)
        loops = sum(region.name.startswith("loop ") for region in result.regions)
        totals["loops"] += loops
        if result.failed:
            totals["failed"] += 1
            print(f"{path}: FAILED: {'; '.join(d.message for d in result.diagnostics if d.severity == 'error')[:300]}")
            continue
        same_text = same_report = 0
        if args.count_only:
            totals["regions"] += len(result.regions)
            print(f"{path}: {len(result.functions)} functions, {len(refused)} refused, {len(result.regions)} regions "
                  f"({loops} loops), {time.time() - started:.1f} s")
            continue
        for region in result.regions:
            reference = llvm_mc(region.code, args.llvm_version)
            if _normal(reference) == _normal(region.text):
                same_text += 1
            elif shown < args.show:
                shown += 1
                print(f"  text differs in {region.name}:\n    mcalens: {_normal(region.text)}\n    llvm-mc: {_normal(reference)}")
            marked = f"# LLVM-MCA-BEGIN {region.name}\n{{}}# LLVM-MCA-END\n"
            ours = run(["--llvm-version", args.llvm_version, f"-mcpu={args.mcpu}", f"-mtriple={TRIPLE}", "--no-banner", "--no-notes", "-"],
                       stdin_text=marked.format(region.text))
            theirs = subprocess.run([f"llvm-mca-{args.llvm_version}", f"-mtriple={TRIPLE}", f"-mcpu={args.mcpu}"],
                                    input=marked.format(reference), capture_output=True, text=True, check=False)
            if (ours[0], ours[1]) == (theirs.returncode, theirs.stdout):
                same_report += 1
            elif shown < args.show:
                shown += 1
                print(f"  report differs in {region.name} (status {ours[0]} vs {theirs.returncode})")
        totals["regions"] += len(result.regions)
        totals["text_same"] += same_text
        totals["report_same"] += same_report
        print(f"{path}: {len(result.functions)} functions, {len(result.regions)} regions ({loops} loops), "
              f"text {same_text}, report {same_report}, {len(refused)} functions refused, {time.time() - started:.1f} s")
    print(" ".join(f"{k}={v}" for k, v in totals.items()))
    return 0 if totals["failed"] == 0 and totals["text_same"] == totals["report_same"] == totals["regions"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
