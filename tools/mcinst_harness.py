"""Check mcalens' simulator against llvm-mca-19, bypassing our parser and resolver.

For each .s file: `llvm-mc-19 -show-inst` gives LLVM's own opcode and operands (register numbers
map to names through isa.json's register list, which is in LLVM enum order); we simulate those
McInsts and compare Total Cycles and the timeline with `llvm-mca-19 -json`.

    python tools/mcinst_harness.py --cpu skylake --iterations 100 DIR_OR_FILES...
    python tools/mcinst_harness.py --cpu skylake --record tests/data/sim FILE.s   # save JSON

Needs LLVM 19 installed; the test-suite only reads what --record saved.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from pathlib import Path

from mcalens.analysis.isa import Isa, load_isa
from mcalens.analysis.machine.model import (
    Condition,
    CpuModel,
    PredicateRule,
    ProcResource,
    ReadAdvance,
    RegisterClassCost,
    RegisterFileDesc,
    ResourceUse,
    SchedClass,
    VariantClass,
    VariantRule,
    WriteLatency,
)
from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg
from mcalens.analysis.sim.options import SimOptions
from mcalens.analysis.sim.pipeline import simulate

_INST = re.compile(r"<MCInst #\d+ (\w+)")
_OPERAND = re.compile(r"<MCOperand (\w+):?(.*?)>")


def load_cpu_model(cpu: str) -> CpuModel:
    """The shipped model of `cpu` (through model_load once it exists, else a local YAML read)."""
    try:
        from mcalens.analysis.machine.model_load import load_model  # type: ignore[import-not-found]

        model, _diags = load_model(cpu)
        if model is not None:
            return model
    except ImportError:
        pass
    return load_yaml_model(cpu)


def _condition(when: dict | None) -> Condition:
    when = when or {}
    return Condition(
        same_regs=tuple((int(a), int(b)) for a, b in when.get("same_regs", ())),
        diff_regs=tuple((int(a), int(b)) for a, b in when.get("diff_regs", ())),
        imm_in=tuple((int(k), frozenset(int(x) for x in v)) for k, v in when.get("imm_in", {}).items()),
        reg_in=tuple((int(k), frozenset(v)) for k, v in when.get("reg_in", {}).items()),
    )


def load_yaml_model(cpu: str) -> CpuModel:
    """Stopgap reader of models/x86-64/<model>.yaml (used until analysis.model_load lands)."""
    import yaml

    base = Path(__file__).resolve().parent.parent / "models" / "x86-64"
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    chosen = None
    for f in sorted(base.glob("*.yaml")):
        head = f.read_text(encoding="utf-8")[:2000]
        m = re.search(r"^cpus: \[(.*?)\]", head, re.M)
        cpus = [c.strip() for c in m.group(1).split(",")] if m else []
        if f.stem == cpu or cpu in cpus:
            chosen = f
            break
    if chosen is None:
        raise SystemExit(f"no model for {cpu}")
    data = yaml.load(chosen.read_text(encoding="utf-8"), Loader=loader)
    params = data.get("parameters", {})
    extra = data.get("extra", {}) or {}
    resources = []
    for i, r in enumerate(data.get("resources", ())):
        resources.append(ProcResource(r["name"], i + 1, int(r.get("units", 1)), int(r.get("buffer_size", -1)),
                                      r.get("super"), tuple(r.get("members", ()))))
    classes: dict[str, SchedClass] = {}
    opcode_class: dict[str, str] = {}
    for name, c in (data.get("classes") or {}).items():
        writes = tuple(WriteLatency(w, 0) if isinstance(w, int) else WriteLatency(int(w[0]), int(w[1]))
                       for w in c.get("writes", ()))
        uses = tuple(ResourceUse(u[0], int(u[1]), int(u[2]) if len(u) > 2 else 0)
                     for u in c.get("resources", ()))
        ras = tuple(ReadAdvance(int(a[0]), int(a[1]), int(a[2]) if len(a) > 2 else 0)
                    for a in c.get("read_advance", ()))
        classes[name] = SchedClass(name, int(c.get("uops", 0)), writes, uses, ras,
                                   bool(c.get("begin_group")), bool(c.get("end_group")),
                                   bool(c.get("retire_ooo")), bool(c.get("unsupported")))
        for op in c.get("opcodes", ()):
            opcode_class[op] = name
    variants: dict[str, VariantClass] = {}
    for name, v in (data.get("variants") or {}).items():
        rules = tuple(VariantRule(_condition(r.get("when")), r["class"]) for r in v.get("rules", ()))
        variants[name] = VariantClass(name, rules)
        for op in v.get("opcodes", ()):
            opcode_class[op] = name
    preds = data.get("predicates") or {}

    def rules(kind: str) -> dict[str, tuple[PredicateRule, ...]]:
        return {op: tuple(PredicateRule(_condition(r.get("when")), tuple(r.get("mask", ()))) for r in rs)
                for op, rs in (preds.get(kind) or {}).items()}

    files = tuple(
        RegisterFileDesc(f["name"], int(f.get("physical_registers", 0)),
                         tuple(RegisterClassCost(c["class"], int(c.get("cost", 1)),
                                                 bool(c.get("allow_move_elimination", False)))
                               for c in f.get("classes", ())),
                         int(f.get("max_moves_eliminated_per_cycle", 0)),
                         bool(f.get("allow_zero_move_elimination_only", False)))
        for f in extra.get("register_files", ())
    )
    return CpuModel(
        name=data["name"], target=data.get("target", "x86-64"), cpus=tuple(data.get("cpus", ())),
        issue_width=int(params.get("issue_width", 1)),
        micro_op_buffer_size=int(params.get("micro_op_buffer_size", 0)),
        load_latency=int(params.get("load_latency", 4)),
        high_latency=int(params.get("high_latency", 10)),
        mispredict_penalty=int(params.get("mispredict_penalty", 0)),
        loop_micro_op_buffer_size=int(params.get("loop_micro_op_buffer_size", 0)),
        reorder_buffer_size=int(extra.get("reorder_buffer_size", 0)),
        max_retire_per_cycle=int(extra.get("max_retire_per_cycle", 0)),
        load_queue=extra.get("load_queue"), store_queue=extra.get("store_queue"),
        register_files=files, resources=tuple(resources), classes=classes, variants=variants,
        opcode_class=opcode_class, zero_idioms=rules("zero_idiom"),
        dependency_breaking=rules("dependency_breaking"), optimizable_moves=rules("optimizable_move"),
    )


def parse_show_inst(text: str, isa: Isa) -> list[McInst]:
    """McInsts from `llvm-mc -show-inst` output."""
    names = [""] * (max(r.number for r in isa.registers.values()) + 1)
    for r in isa.registers.values():
        names[r.number] = r.name
    out: list[McInst] = []
    current: str | None = None
    ops: list = []
    for line in text.splitlines():
        m = _INST.search(line)
        if m:
            if current is not None:
                out.append(McInst(current, tuple(ops)))
            current = m.group(1)
            ops = []
            line = line[m.end():]
        if current is None:
            continue
        for kind, value in _OPERAND.findall(line):
            if kind == "Reg":
                if not value.lstrip("-").isdigit():  # llvm-mc 22 prints the name ("" for none)
                    ops.append(Reg(value if value in isa.registers else None))
                    continue
                num = int(value)
                ops.append(Reg(names[num] if 0 < num < len(names) else None))
            elif kind == "Imm":
                ops.append(Imm(int(value)))
            else:
                ops.append(Expr(value))
    if current is not None:
        out.append(McInst(current, tuple(ops)))
    return out


def show_inst(path: Path, isa: Isa) -> list[McInst]:
    proc = subprocess.run(["llvm-mc-19", "-show-inst", str(path)], capture_output=True,
                          text=True, timeout=60)
    return parse_show_inst(proc.stdout, isa)


def llvm_mca_json(path: Path, cpu: str, iterations: int, extra: list[str] | None = None) -> dict:
    args = ["llvm-mca-19", "-mtriple=x86_64-unknown-linux-gnu", f"-mcpu={cpu}",
            f"-iterations={iterations}", "-timeline", f"-timeline-max-iterations={iterations}",
            "-timeline-max-cycles=0", "-json", *(extra or []), str(path)]
    proc = subprocess.run(args, capture_output=True, text=True, timeout=120)
    if proc.returncode != 0:
        return {"error": proc.stderr}
    return json.loads(proc.stdout)


def compare(path: Path, cpu: str, isa: Isa, model: CpuModel, iterations: int,
            extra: list[str] | None = None, options: SimOptions | None = None) -> dict:
    ref = llvm_mca_json(path, cpu, iterations, extra)
    if "error" in ref:
        return {"file": str(path), "status": "llvm-error"}
    insts = show_inst(path, isa)
    region = ref["CodeRegions"][0]
    if len(insts) != len(region["Instructions"]):
        return {"file": str(path), "status": "count-mismatch"}
    opts = options or SimOptions(iterations=iterations, timeline_iterations=iterations)
    t0 = time.perf_counter()
    trace = simulate(insts, isa, model, opts)
    ms = (time.perf_counter() - t0) * 1000
    if trace.facts.errors:
        return {"file": str(path), "status": "unsupported", "ms": ms}
    ref_cycles = region["SummaryView"]["TotalCycles"]
    timeline = region["TimelineView"]["TimelineInfo"]
    ours = [
        (trace.dispatched[i], trace.ready[i], trace.issued[i], trace.executed[i], trace.retired[i])
        for i in range(len(timeline))
    ]
    theirs = [
        (t["CycleDispatched"], t["CycleReady"], t["CycleIssued"], t["CycleExecuted"], t["CycleRetired"])
        for t in timeline
    ]
    first_diff = next((i for i, (a, b) in enumerate(zip(ours, theirs, strict=False)) if a != b), -1)
    # The shortcuts (steady-state replay, idle-cycle skipping) must give the very same trace as
    # simulating every cycle.
    from dataclasses import replace

    full = simulate(insts, isa, model, replace(opts, extrapolate=False, skip_idle_cycles=False))
    trace.facts.extrapolated = None
    extrapolation_ok = full == trace
    return {
        "extrapolation_ok": extrapolation_ok,
        "file": str(path),
        "status": "ok",
        "cycles_ok": trace.total_cycles == ref_cycles,
        "timeline_ok": first_diff < 0,
        "ours": trace.total_cycles,
        "ref": ref_cycles,
        "first_diff": first_diff,
        "diff": (ours[first_diff], theirs[first_diff]) if first_diff >= 0 else None,
        "ms": ms,
    }


def mcinst_to_json(inst: McInst) -> list:
    ops = []
    for op in inst.operands:
        if isinstance(op, Reg):
            ops.append(["r", op.name])
        elif isinstance(op, Imm):
            ops.append(["i", op.value])
        else:
            ops.append(["e", op.text])
    return [inst.opcode, ops]


def record_case(path: Path, cpu: str, flags: list[str], out_dir: Path, isa: Isa, name: str = "") -> Path:
    """Save input, LLVM's McInsts and llvm-mca-19's JSON for a test that needs no LLVM."""
    args = ["llvm-mca-19", "-mtriple=x86_64-unknown-linux-gnu", f"-mcpu={cpu}", "-json", "-timeline",
            "-all-stats", *flags, str(path)]
    proc = subprocess.run(args, capture_output=True, text=True, timeout=120, check=True)
    insts = show_inst(path, isa)
    out_dir.mkdir(parents=True, exist_ok=True)
    out = out_dir / f"{name or path.stem}.{cpu}.json"
    out.write_text(json.dumps({
        "cpu": cpu, "flags": flags, "asm": path.read_text(),
        "mcinsts": [mcinst_to_json(i) for i in insts],
        "llvm_mca": json.loads(proc.stdout),
    }, indent=1, sort_keys=True) + "\n")
    return out


_FLAG_FIELDS = {"dispatch": "dispatch_width", "micro-op-queue-size": "micro_op_queue_size",
                "decoder-throughput": "decoder_throughput", "register-file-size": "register_file_size",
                "lqueue": "load_queue", "squeue": "store_queue", "call-latency": "call_latency"}


def options_for(flags: list[str], iterations: int) -> SimOptions:
    """SimOptions equivalent to llvm-mca `flags` (the simulation ones)."""
    values: dict[str, object] = {"iterations": iterations, "timeline_iterations": iterations}
    for flag in flags:
        key, _, value = flag.lstrip("-").partition("=")
        if key == "noalias":
            values["noalias"] = value != "false"
        elif key in _FLAG_FIELDS:
            values[_FLAG_FIELDS[key]] = int(value)
    return SimOptions(**values)  # type: ignore[arg-type]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cpu", default="skylake")
    ap.add_argument("--iterations", type=int, default=100)
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--record", type=Path, help="save llvm-mca JSON + McInsts beside inputs here")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--mca-flags", default="", help='extra llvm-mca options, e.g. "-dispatch=2 -noalias=false"')
    ap.add_argument("paths", nargs="+", type=Path)
    args = ap.parse_args(argv)
    files: list[Path] = []
    for p in args.paths:
        files.extend(sorted(p.glob("*.s")) if p.is_dir() else [p])
    if args.limit:
        files = files[: args.limit]
    isa = load_isa()
    model = load_cpu_model(args.cpu)
    stats = {"ok": 0, "cycles": 0, "timeline": 0, "skipped": 0}
    times: list[float] = []
    for f in files:
        flags = args.mca_flags.split()
        r = compare(f, args.cpu, isa, model, args.iterations, flags, options_for(flags, args.iterations))
        if r["status"] != "ok":
            stats["skipped"] += 1
            if args.verbose:
                print(f"{f}: {r['status']}")
            continue
        stats["ok"] += 1
        stats["cycles"] += r["cycles_ok"]
        stats["timeline"] += r["timeline_ok"]
        times.append(r["ms"])
        if not r["extrapolation_ok"]:
            stats["extrapolation_bad"] = stats.get("extrapolation_bad", 0) + 1
            print(f"EXTRAPOLATION MISMATCH {f}")
        if not r["timeline_ok"] or not r["cycles_ok"]:
            print(f"MISMATCH {f}: ours {r['ours']} ref {r['ref']} first diff IID {r['first_diff']} "
                  f"{r['diff']}")
        if args.record:
            record_case(f, args.cpu, [f"-iterations={args.iterations}"], args.record, isa)
    n = max(1, stats["ok"])
    times.sort()
    median = times[len(times) // 2] if times else 0.0
    print(f"{args.cpu}: {stats['ok']} blocks compared ({stats['skipped']} skipped); "
          f"total cycles identical {100 * stats['cycles'] / n:.1f}%, "
          f"timelines identical {100 * stats['timeline'] / n:.1f}%; median sim {median:.1f} ms; "
          f"extrapolation mismatches {stats.get('extrapolation_bad', 0)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
