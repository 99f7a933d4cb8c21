"""The simulator and views on AArch64 models against llvm-mca-19's goldens, without the front end.

`tests/golden_aarch64/mc_show_inst.tsv.gz` holds llvm-mc-19's opcode and MC operands for every
instruction of the AArch64 corpus loops; `tests/golden_aarch64/<cpu>/<case>.s` have llvm-mca-19's
`-json` / text output beside them. This tool builds the McInsts from the table, runs the descriptor
builder, the simulator and the views with the AArch64 model of each CPU, and compares

* Total Cycles, the timeline's cycle columns and the resource pressure (per instruction and per
  iteration) with the `.json`,
* the whole text report with the `.txt` (the instruction column is taken from llvm-mca's own
  output, since no AArch64 printer is involved here),

and prints agreement per CPU. With `--live DIR`, the `.s` loops in DIR (the whole corpus,
`build/aarch64_corpus/loops`) are compared against llvm-mca-19 run now (needs LLVM 19).

    python tools/check_aarch64_sim.py                      # the goldens, every CPU
    python tools/check_aarch64_sim.py --cpu neoverse-n1 -v # one CPU, print every mismatch
    python tools/check_aarch64_sim.py --live build/aarch64_corpus/loops
"""

from __future__ import annotations

import argparse
import gzip
import json
import shlex
import subprocess
import sys
from collections import defaultdict
from dataclasses import dataclass, replace
from pathlib import Path

from mcalens.analysis.api import _sim_options, simulation_parameters
from mcalens.analysis.cli import parse_args
from mcalens.analysis.isa import Isa, load_isa
from mcalens.analysis.machine.model import CpuModel
from mcalens.analysis.machine.model_load import load_model_file
from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg
from mcalens.analysis.output.render_json import report_json
from mcalens.analysis.output.render_text import render_text
from mcalens.analysis.sim.instr_desc import DescriptorError, InstrDesc, build_descriptor
from mcalens.analysis.sim.pipeline import simulate
from mcalens.analysis.targets.target import UnknownTarget
from mcalens.analysis.views.registry import VIEWS, RegionInputs
from mcalens.analysis.views.report import RegionReport, Report
from mcalens.analysis.views.resource_pressure import resource_columns

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden_aarch64"
MODELS = ROOT / "models" / "aarch64"
TRIPLE = "aarch64-unknown-linux-gnu"


def read_mc_table(path: Path = GOLDEN / "mc_show_inst.tsv.gz") -> dict[str, list[McInst]]:
    """Loop file name (`x.clang.O2.base.loop0.s`) -> its McInsts, in order."""
    out: dict[str, list[McInst]] = defaultdict(list)
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        next(handle)
        for line in handle:
            name, _source, opcode, operands = line.rstrip("\n").split("\t")
            ops: list[Reg | Imm | Expr] = []
            for item in operands.split("|") if operands else ():
                kind, _, value = item.partition(":")
                if kind == "R":
                    ops.append(Reg(value or None))
                elif kind == "I":
                    ops.append(Imm(int(value)))
                else:
                    ops.append(Expr(value))
            out[name].append(McInst(opcode, tuple(ops)))
    return dict(out)


def case_key(loop_file: str) -> str:
    """`arm_kernels.clang.O2.base.loop0.s` -> `arm_kernels_clang_O2_base_loop0` (golden case name)."""
    return loop_file.removesuffix(".s").replace(".", "_")


_MODELS: dict[str, CpuModel] = {}


def cpu_table() -> dict[str, dict]:
    table = json.loads((MODELS / "cpus.json").read_text(encoding="utf-8"))
    return {c["name"]: c for c in table["cpus"]}


def printed_cpu(cpu: str) -> str:
    """The name llvm-mca prints for `-mcpu=cpu` (an alias prints its target: apple-m1 -> apple-a14)."""
    return cpu_table().get(cpu, {}).get("alias_of") or cpu


def cpu_model(cpu: str) -> CpuModel | None:
    """The AArch64 model llvm-mca-19 uses for `-mcpu=cpu` (cpus.json), None if it has none."""
    if cpu not in _MODELS:
        name = cpu_table().get(cpu, {}).get("model")
        if name is None:
            return None
        model, diags = load_model_file(MODELS / f"{name}.yaml")
        if model is None:
            raise SystemExit(f"{name}.yaml does not load: {diags[:3]}")
        _MODELS[cpu] = model
    return _MODELS[cpu]


@dataclass
class Outcome:
    cycles: bool = False
    timeline: bool = False
    pressure: bool = False
    json_equal: bool = False
    text_equal: bool = False
    detail: str = ""


def analyse(mcinsts: list[McInst], texts: list[str], isa: Isa, model: CpuModel, cpu: str,
            flags: list[str]) -> tuple[Report | None, str]:
    """The report llvm-mca's text/JSON would show for one region (views as `flags` select them, the
    CLI's own option handling), or the first descriptor error."""
    # The triple and CPU are this tool's own (fixed AArch64 triple; the CPU picks the model here).
    kept = [f for f in flags if not f.lstrip("-").startswith(("mtriple", "mcpu", "march"))]
    options = parse_args([*kept, "input.s"]).analysis
    options = replace(options, triple=TRIPLE)
    if options.views.in_order and model.micro_op_buffer_size <= 1:
        options = replace(options, views=options.views.for_in_order())
    descs: list[InstrDesc] = []
    for mc in mcinsts:
        desc = build_descriptor(mc, isa, model, options.sim.call_latency)
        if isinstance(desc, DescriptorError):
            return None, f"{desc.message} ({desc.detail})"
        descs.append(desc)
    columns = resource_columns(model)
    cpu = printed_cpu(cpu)
    try:
        params = simulation_parameters(options, cpu, model)
    except UnknownTarget:  # a build without the aarch64 target: the same keys, AArch64's values
        params = simulation_parameters(replace(options, triple="x86_64-unknown-linux-gnu"), cpu, model)
        params.update({"-march": TRIPLE.partition("-")[0], "-mtriple": TRIPLE})
    report = Report(cpu=cpu, columns=columns, simulation_parameters=params, model_name=model.name)
    region = RegionReport(index=0, name="", show_header=False, instructions=tuple(texts))
    trace = simulate(mcinsts, isa, model, _sim_options(options))
    # AArch64 registers print without a prefix, as Intel-syntax x86 ones do.
    inputs = RegionInputs(trace=trace, mcinsts=mcinsts, descs=descs, texts=tuple(texts), isa=isa, model=model,
                          columns=columns, options=options, register_prefix="", bare_registers=True,
                          encoder=lambda: None)
    for view in VIEWS:  # the views as api.analyze computes them (views/registry.py)
        if view.name in options.views.enabled:
            region.views[view.name] = view.compute(inputs)
    report.regions.append(region)
    return report, ""


def _first_diff(ours: object, theirs: object, path: str = "") -> str:
    if isinstance(ours, dict) and isinstance(theirs, dict):
        for key in theirs:
            if key not in ours:
                return f"{path}.{key}: missing"
            d = _first_diff(ours[key], theirs[key], f"{path}.{key}")
            if d:
                return d
        return ""
    if isinstance(ours, list) and isinstance(theirs, list):
        if len(ours) != len(theirs):
            return f"{path}: length {len(ours)} != {len(theirs)}"
        for i, (a, b) in enumerate(zip(ours, theirs, strict=True)):
            d = _first_diff(a, b, f"{path}[{i}]")
            if d:
                return d
        return ""
    return "" if ours == theirs else f"{path}: ours {ours!r} llvm-mca {theirs!r}"


def _strip_extras(ours: dict, theirs: dict) -> dict:
    """Our JSON without the keys llvm-mca has not (mcalens extras such as SourceLines)."""
    if not isinstance(ours, dict):
        return ours
    return {k: (_strip_extras(v, theirs[k]) if isinstance(v, dict) and isinstance(theirs.get(k), dict) else v)
            for k, v in ours.items() if k in theirs}


def compare(report: Report, expected_json: dict, expected_text: str | None) -> Outcome:
    ours = report_json(report)
    ref_region = expected_json["CodeRegions"][0]
    our_region = ours["CodeRegions"][0]
    out = Outcome()
    out.cycles = our_region["SummaryView"]["TotalCycles"] == ref_region["SummaryView"]["TotalCycles"]
    out.timeline = our_region.get("TimelineView") == ref_region.get("TimelineView")
    out.pressure = our_region.get("ResourcePressureView") == ref_region.get("ResourcePressureView")
    stripped = {"CodeRegions": [_strip_extras(our_region, ref_region)],
                "SimulationParameters": ours["SimulationParameters"], "TargetInfo": ours["TargetInfo"]}
    out.json_equal = stripped == expected_json
    if not out.json_equal:
        out.detail = _first_diff(stripped, expected_json)
    if expected_text is not None:
        out.text_equal = render_text(report) == expected_text
        if not out.text_equal and not out.detail:
            out.detail = "text differs"
    return out


def golden_cases(cpus: list[str] | None) -> list[Path]:
    return [p for p in sorted(GOLDEN.glob("*/*.s")) if cpus is None or p.parent.name in cpus]


def check_goldens(cpus: list[str] | None, verbose: bool) -> dict[str, dict[str, int]]:
    isa = load_isa("aarch64")
    table = read_mc_table()
    by_case = {case_key(name): insts for name, insts in table.items()}
    stats: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for src in golden_cases(cpus):
        cpu = src.parent.name
        s = stats[cpu]
        if src.with_suffix(".err").exists():
            s["rejected"] += 1  # the front end's job (instruction requires: sve or sme)
            continue
        expected = json.loads(src.with_suffix(".json").read_text(encoding="utf-8"))
        text_path = src.with_suffix(".txt")
        expected_text = text_path.read_text(encoding="utf-8") if text_path.exists() else None
        mcinsts = by_case.get(src.stem)
        texts = expected["CodeRegions"][0]["Instructions"]
        s["cases"] += 1
        if mcinsts is None or len(mcinsts) != len(texts):
            s["no_mcinsts"] += 1
            print(f"{cpu}/{src.stem}: no matching McInsts in the table")
            continue
        model = cpu_model(cpu)
        if model is None:
            s["no_model"] += 1
            continue
        flags = shlex.split(src.read_text(encoding="utf-8").splitlines()[0].split(":", 1)[1])
        report, error = analyse(mcinsts, texts, isa, model, cpu, flags)
        if report is None:
            s["error"] += 1
            print(f"{cpu}/{src.stem}: {error}")
            continue
        out = compare(report, expected, expected_text)
        for key in ("cycles", "timeline", "pressure", "json_equal", "text_equal"):
            s[key] += getattr(out, key)
        s["text_compared"] += expected_text is not None
        s["cycles_and_timeline"] += out.cycles and out.timeline
        if verbose and not (out.json_equal and (out.text_equal or expected_text is None)):
            print(f"{cpu}/{src.stem}: {out.detail}")
    return stats


def _llvm_mca(path: Path, cpu: str, flags: list[str], as_json: bool = True) -> dict | str:
    args = ["llvm-mca-19", f"-mtriple={TRIPLE}", f"-mcpu={cpu}", *(["-json"] if as_json else []), *flags, str(path)]
    proc = subprocess.run(args, capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        return proc.stderr
    return json.loads(proc.stdout) if as_json else proc.stdout


def check_live(directory: Path, cpus: list[str], flags: list[str], verbose: bool,
               table_path: Path | None = None, text: bool = False) -> dict[str, dict[str, int]]:
    """Every loop of `directory` (named as in the table) against llvm-mca-19 run now."""
    isa = load_isa("aarch64")
    table = read_mc_table(table_path) if table_path else read_mc_table()
    stats: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for path in sorted(directory.glob("*.s")):
        mcinsts = table.get(path.name)
        if mcinsts is None:
            continue
        for cpu in cpus:
            s = stats[cpu]
            expected = _llvm_mca(path, cpu, flags)
            if isinstance(expected, str):
                s["rejected"] += 1
                model = cpu_model(cpu)
                if model is not None and "instruction requires" not in expected:
                    # A rejection by the model (no scheduling data): the descriptor builder must agree.
                    _, error = analyse(mcinsts, [""] * len(mcinsts), isa, model, cpu, flags)
                    first = next((line for line in expected.splitlines() if line.startswith("error: ")), "")
                    if error and first.startswith(f"error: {error.split(' (')[0]}"):
                        s["rejected_same"] += 1
                    else:
                        print(f"{cpu}/{path.name}: llvm-mca rejects ({first}), we say {error or 'fine'}")
                continue
            texts = expected["CodeRegions"][0]["Instructions"]
            s["cases"] += 1
            if len(texts) != len(mcinsts):
                s["no_mcinsts"] += 1
                continue
            model = cpu_model(cpu)
            report, error = analyse(mcinsts, texts, isa, model, cpu, flags) if model else (None, "no model")
            if report is None:
                s["error"] += 1
                print(f"{cpu}/{path.name}: {error}")
                continue
            expected_text = _llvm_mca(path, cpu, flags, as_json=False) if text else None
            out = compare(report, expected, expected_text)  # type: ignore[arg-type]
            for key in ("cycles", "timeline", "pressure", "json_equal", "text_equal"):
                s[key] += getattr(out, key)
            s["text_compared"] += expected_text is not None
            s["cycles_and_timeline"] += out.cycles and out.timeline
            if verbose and not (out.json_equal and (out.text_equal or not text)):
                print(f"{cpu}/{path.name}: {out.detail}")
    return stats


def print_stats(stats: dict[str, dict[str, int]]) -> int:
    total: dict[str, int] = defaultdict(int)
    print(f"{'cpu':14} {'cases':>5} {'cyc+tl':>7} {'cycles':>7} {'tline':>7} {'press':>7} {'json':>7} "
          f"{'text':>7} {'error':>5} {'rej':>4}")
    for cpu in sorted(stats):
        s = stats[cpu]
        for k, v in s.items():
            total[k] += v
        print(_row(cpu, s))
    print(_row("ALL", total))
    print(f"rejected by llvm-mca-19: {total['rejected']}; of those rejected by the model (not the front end), "
          f"mcalens rejects {total['rejected_same']} the same way")
    return 0 if total["cases"] == total["json_equal"] else 1


def _row(cpu: str, s: dict[str, int]) -> str:
    n = max(1, s["cases"])
    cells = [f"{100 * s[k] / n:6.1f}%" for k in ("cycles_and_timeline", "cycles", "timeline", "pressure",
                                                 "json_equal")]
    cells.append(f"{100 * s['text_equal'] / n:6.1f}%" if s["text_compared"] else "      -")
    return f"{cpu:14} {s['cases']:5} {' '.join(cells)} {s['error']:5} {s['rejected']:4}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cpu", action="append", help="only these CPUs (repeatable)")
    ap.add_argument("--live", type=Path, help="compare the loops of this directory with llvm-mca-19 run now")
    ap.add_argument("--flags", default="-iterations=20 -timeline", help="llvm-mca flags for --live")
    ap.add_argument("--table", type=Path, help="McInsts of the --live loops (tools/record_aarch64_mc.py output); "
                    "default: the goldens' mc_show_inst.tsv.gz")
    ap.add_argument("--text", action="store_true", help="--live: compare the text report too (runs llvm-mca twice)")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    if args.live:
        cpus = args.cpu or sorted(p.name for p in GOLDEN.iterdir() if p.is_dir() and p.name != "syntax")
        return print_stats(check_live(args.live, cpus, shlex.split(args.flags), args.verbose, args.table,
                                      args.text))
    return print_stats(check_goldens(args.cpu, args.verbose))


if __name__ == "__main__":
    sys.exit(main())
