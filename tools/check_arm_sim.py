"""The ARM models through mcalens' simulator and views against llvm-mca, bypassing parser and resolver.

There is no ARM target yet (docs/arm.md): for each .s file, `llvm-mc -show-inst` gives LLVM's own
McInsts (register numbers map to names through models/arm/isa.json's register list, in LLVM enum
order), and mcalens simulates them on the shipped model of the file's CPU. By default the Total
Cycles of `-iterations=N` are compared with `llvm-mca -json`; `--report` compares the whole text
report instead (`--views`, default `-all-views -timeline`: summary, instruction info, statistics,
resource pressure, timeline, ...), byte for byte, with the instruction column taken from llvm-mca's
own print (its JSON) until the target's printer exists. Triple, CPU and `-mattr` come from the
file's `RUN:` line (LLVM's own tests, /tmp/llvmsrc/llvm-mca-tests/ARM) or from the options.
`--llvm-version 22` uses llvm-mca-22/llvm-mc-22 and models/arm/llvm22.

    python tools/check_arm_sim.py /tmp/llvmsrc/llvm-mca-tests/ARM
    python tools/check_arm_sim.py --report --llvm-version 22 /tmp/llvmsrc/llvm-mca-tests/ARM
    python tools/check_arm_sim.py --triple thumbv7m-none-eabi --cpu cortex-m4 loop.s

Needs LLVM 19 (22 for `--llvm-version 22`); the test-suite does not run it.
"""

from __future__ import annotations

import argparse
import difflib
import json
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import mcinst_harness
from mcalens.analysis.api import _sim_options
from mcalens.analysis.cli import parse_args
from mcalens.analysis.isa import Isa, load_isa
from mcalens.analysis.machine import model_load
from mcalens.analysis.machine.model import CpuModel
from mcalens.analysis.mcinst import McInst
from mcalens.analysis.output.render_text import render_text
from mcalens.analysis.sim.instr_desc import UNRESOLVED_VARIANT, UNSUPPORTED, InstrDesc, build_descriptor
from mcalens.analysis.sim.options import SimOptions
from mcalens.analysis.sim.pipeline import simulate, simulator_descriptors
from mcalens.analysis.views.registry import VIEWS, RegionInputs
from mcalens.analysis.views.report import RegionReport, Report
from mcalens.analysis.views.resource_pressure import resource_columns

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


def _release_dir(version: str) -> Path:
    return MODELS if version == "19" else MODELS / f"llvm{version}"


def _model(cpu: str, version: str) -> tuple[CpuModel | None, str]:
    directory = _release_dir(version)
    table = json.loads((directory / "cpus.json").read_text(encoding="utf-8"))
    model_name = next((row["model"] for row in table["cpus"] if row["name"] == cpu), None)
    if model_name is None:
        return None, f"no model for {cpu}"
    model, diagnostics = model_load.load_model_file(directory / f"{model_name}.yaml", target_dir="arm")
    if model is None:
        return None, f"model does not load: {diagnostics[:1]}"
    return model, ""


def _mcinsts(path: Path, triple: str, cpu: str, mattr: list[str], version: str, isa: Isa) -> list[McInst]:
    mc = subprocess.run([f"llvm-mc-{version}", "-show-inst", f"-triple={triple}", f"-mcpu={cpu}", *mattr, str(path)],
                        capture_output=True, text=True, check=False, timeout=300)
    return mcinst_harness.parse_show_inst(mc.stdout, isa)


def check(path: Path, triple: str, cpu: str, mattr: list[str], iterations: int, version: str = "19") -> str:
    """Total Cycles against llvm-mca's."""
    isa = load_isa("arm", _release_dir(version))
    model, why = _model(cpu, version)
    if model is None:
        return why
    options = [f"-mtriple={triple}", f"-mcpu={cpu}", *mattr]
    mca = subprocess.run([f"llvm-mca-{version}", *options, f"-iterations={iterations}", "-json", str(path)],
                         capture_output=True, text=True, check=False, timeout=300)
    if mca.returncode:
        return f"llvm-mca-{version} refuses: " + (mca.stderr.strip().splitlines() or [""])[0][:100]
    region = json.loads(mca.stdout)["CodeRegions"][0]
    insts = _mcinsts(path, triple, cpu, mattr, version, isa)
    if len(insts) != len(region["Instructions"]):
        return f"instruction count {len(insts)} != llvm-mca's {len(region['Instructions'])}"
    trace = simulate(insts, isa, model, SimOptions(iterations=iterations, timeline_iterations=0))
    if trace.facts.errors:
        return f"refused: {trace.facts.errors[:1]}"
    theirs = region["SummaryView"]["TotalCycles"]
    return "ok" if trace.total_cycles == theirs else f"cycles {trace.total_cycles} != llvm-mca-{version}'s {theirs}"


def report_text(insts: list[McInst], texts: list[str], isa: Isa, model: CpuModel, cpu: str,
                flags: list[str], version: str) -> str:
    """mcalens' text report for `insts` (printed as `texts`) under llvm-mca options `flags`, built as
    the api builds a region's (api._analyze_region) without a target: no encoder, no printer."""
    options = parse_args(["--llvm-version", version, *flags, "-"]).analysis
    options = replace(options, triple="arm")
    if options.views.in_order and model.micro_op_buffer_size <= 1:
        options = replace(options, views=options.views.for_in_order())
    own = [build_descriptor(mc, isa, model, options.sim.call_latency, options.sim.custom_behaviour) for mc in insts]
    descs = [d for d in own if isinstance(d, InstrDesc)]
    if len(descs) != len(own):
        return "refused: " + next(str(d) for d in own if not isinstance(d, InstrDesc))
    run_descs = simulator_descriptors(insts, own, isa, model, options.sim.call_latency, options.sim.custom_behaviour)
    trace = simulate(insts, isa, model, _sim_options(options), run_descs)
    if trace.facts.errors:
        return f"refused: {trace.facts.errors[:1]}"
    columns = resource_columns(model)
    region = RegionReport(index=0, name="", show_header=False, instructions=tuple(texts))
    inputs = RegionInputs(trace=trace, mcinsts=insts, descs=descs, texts=tuple(texts), isa=isa, model=model,
                          columns=columns, options=options, register_prefix="", bare_registers=True,
                          encoder=lambda: None)
    for view in VIEWS:
        if view.name in options.views.enabled:
            region.views[view.name] = view.compute(inputs)
    return render_text(Report(cpu=cpu, columns=columns, regions=[region]))


def _refusal(stderr: str, path: Path, triple: str, cpu: str, mattr: list[str], version: str, isa: Isa,
             model: CpuModel) -> str:
    """llvm-mca's refusal, and whether mcalens refuses the same McInsts with the same message
    (scheduling-class refusals only: input llvm-mc cannot assemble never reaches the McInst route)."""
    first = (stderr.strip().splitlines() or [""])[0]
    verdict = f"llvm-mca-{version} refuses: {first[:100]}"
    theirs = next((m for m in (UNSUPPORTED, UNRESOLVED_VARIANT) if m in first), None)
    if theirs is None:
        return verdict
    insts = _mcinsts(path, triple, cpu, mattr, version, isa)
    errors = [d for d in (build_descriptor(mc, isa, model) for mc in insts) if not isinstance(d, InstrDesc)]
    ours = errors[0].message if errors else None
    return verdict + (" (mcalens too)" if ours == theirs else f" (mcalens: {ours or 'accepted'})")


def check_report(path: Path, triple: str, cpu: str, mattr: list[str], iterations: int, version: str,
                 views: list[str], show_diff: bool = False) -> str:
    """The whole text report against llvm-mca's stdout."""
    isa = load_isa("arm", _release_dir(version))
    model, why = _model(cpu, version)
    if model is None:
        return why
    options = [f"-mtriple={triple}", f"-mcpu={cpu}", *mattr]
    flags = [f"-iterations={iterations}", *views]
    mca = subprocess.run([f"llvm-mca-{version}", *options, *flags, str(path)],
                         capture_output=True, text=True, check=False, timeout=300)
    if mca.returncode:
        return _refusal(mca.stderr, path, triple, cpu, mattr, version, isa, model)
    printed = subprocess.run([f"llvm-mca-{version}", *options, "-iterations=1", "-json", str(path)],
                             capture_output=True, text=True, check=False, timeout=300)
    texts = [str(t) for t in json.loads(printed.stdout)["CodeRegions"][0]["Instructions"]]
    insts = _mcinsts(path, triple, cpu, mattr, version, isa)
    if len(insts) != len(texts):
        return f"instruction count {len(insts)} != llvm-mca's {len(texts)}"
    ours = report_text(insts, texts, isa, model, cpu, flags, version)
    if ours == mca.stdout:
        return "ok"
    mine, theirs = ours.splitlines(), mca.stdout.splitlines()
    first = next((i for i, (a, b) in enumerate(zip(mine, theirs, strict=False)) if a != b), min(len(mine), len(theirs)))
    verdict = f"report differs from line {first + 1}"
    if show_diff:
        verdict += "\n" + "\n".join(difflib.unified_diff(theirs, mine, "llvm-mca", "mcalens", lineterm="", n=1))
    else:
        verdict += f": llvm-mca {theirs[first] if first < len(theirs) else '<end>'!r}, " \
                   f"mcalens {mine[first] if first < len(mine) else '<end>'!r}"
    return verdict


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--triple")
    parser.add_argument("--cpu")
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--llvm-version", default="19", choices=("19", "22"))
    parser.add_argument("--report", action="store_true", help="compare the whole text report")
    parser.add_argument("--views", default="-all-views -timeline", help="llvm-mca view options for --report")
    parser.add_argument("--diff", action="store_true", help="print the differing lines (--report)")
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
        if args.report:
            verdict = check_report(path, triple, cpu, mattr, args.iterations, args.llvm_version, args.views.split(),
                                   args.diff)
        else:
            verdict = check(path, triple, cpu, mattr, args.iterations, args.llvm_version)
        if not verdict.startswith(("llvm-mca-", "no model")):
            compared += 1
            same += verdict == "ok"
        print(f"{path.name} ({cpu}): {verdict}")
    what = "Reports" if args.report else "Total Cycles"
    print(f"{what} identical: {same}/{compared}")
    return 0 if same == compared else 1


if __name__ == "__main__":
    sys.exit(main())
