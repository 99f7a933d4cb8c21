"""The ARM models through mcalens' simulator against llvm-mca-19, bypassing parser and resolver.

There is no ARM target yet (docs/arm.md): for each .s file, `llvm-mc-19 -show-inst` gives LLVM's
own McInsts (register numbers map to names through models/arm/isa.json's register list, in LLVM
enum order), and mcalens simulates them on the shipped model of the file's CPU; the Total Cycles of
`-iterations=N` are compared with `llvm-mca-19 -json`. Triple, CPU and `-mattr` come from the
file's `RUN:` line (LLVM's own tests, /tmp/llvmsrc/llvm-mca-tests/ARM) or from the options.

    python tools/check_arm_sim.py /tmp/llvmsrc/llvm-mca-tests/ARM
    python tools/check_arm_sim.py --triple thumbv7m-none-eabi --cpu cortex-m4 loop.s

Needs LLVM 19; the test-suite does not run it.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import mcinst_harness
from mcalens.analysis.isa import load_isa
from mcalens.analysis.machine import model_load
from mcalens.analysis.sim.options import SimOptions
from mcalens.analysis.sim.pipeline import simulate

ROOT = Path(__file__).resolve().parent.parent
MODELS = ROOT / "models" / "arm"


def run_options(path: Path, triple: str | None, cpu: str | None) -> tuple[str, str, list[str]] | None:
    """(triple, cpu, -mattr options) for a file: the options given, else its RUN line's."""
    if triple and cpu:
        return triple, cpu, []
    run = next((line for line in path.read_text(encoding="utf-8").splitlines() if "RUN:" in line), "")
    found_triple = re.search(r"-m(?:triple|arch)[= ](\S+)", run)
    found_cpu = re.search(r"-?-mcpu[= ](\S+)", run)
    if not found_triple or not found_cpu:
        return None
    return found_triple.group(1), found_cpu.group(1), re.findall(r"-mattr=\S+", run)


def check(path: Path, triple: str, cpu: str, mattr: list[str], iterations: int) -> str:
    isa = load_isa("arm", MODELS)
    table = json.loads((MODELS / "cpus.json").read_text(encoding="utf-8"))
    model_name = next((row["model"] for row in table["cpus"] if row["name"] == cpu), None)
    if model_name is None:
        return f"no model for {cpu}"
    model, diagnostics = model_load.load_model_file(MODELS / f"{model_name}.yaml", target_dir="arm")
    if model is None:
        return f"model does not load: {diagnostics[:1]}"
    options = [f"-mtriple={triple}", f"-mcpu={cpu}", *mattr]
    mca = subprocess.run(["llvm-mca-19", *options, f"-iterations={iterations}", "-json", str(path)],
                         capture_output=True, text=True, check=False, timeout=300)
    if mca.returncode:
        return "llvm-mca-19 refuses: " + (mca.stderr.strip().splitlines() or [""])[0][:100]
    region = json.loads(mca.stdout)["CodeRegions"][0]
    mc = subprocess.run(["llvm-mc-19", "-show-inst", f"-triple={triple}", f"-mcpu={cpu}", *mattr, str(path)],
                        capture_output=True, text=True, check=False, timeout=300)
    insts = mcinst_harness.parse_show_inst(mc.stdout, isa)
    if len(insts) != len(region["Instructions"]):
        return f"instruction count {len(insts)} != llvm-mca's {len(region['Instructions'])}"
    trace = simulate(insts, isa, model, SimOptions(iterations=iterations, timeline_iterations=0))
    if trace.facts.errors:
        return f"refused: {trace.facts.errors[:1]}"
    theirs = region["SummaryView"]["TotalCycles"]
    return "ok" if trace.total_cycles == theirs else f"cycles {trace.total_cycles} != llvm-mca-19's {theirs}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--triple")
    parser.add_argument("--cpu")
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("paths", nargs="+", type=Path)
    args = parser.parse_args(argv)
    files: list[Path] = []
    for path in args.paths:
        files.extend(sorted(path.glob("*.s")) if path.is_dir() else [path])
    same = compared = 0
    for path in files:
        found = run_options(path, args.triple, args.cpu)
        if found is None:
            print(f"{path.name}: no RUN line with a triple and a CPU")
            continue
        triple, cpu, mattr = found
        verdict = check(path, triple, cpu, mattr, args.iterations)
        if not verdict.startswith(("llvm-mca-19 refuses", "no model")):
            compared += 1
            same += verdict == "ok"
        print(f"{path.name} ({cpu}): {verdict}")
    print(f"Total Cycles identical: {same}/{compared}")
    return 0 if same == compared else 1


if __name__ == "__main__":
    sys.exit(main())
