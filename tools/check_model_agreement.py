"""Do the shipped model YAML files reproduce LLVM 19's own per-opcode numbers?

For every (model, opcode) in the reference written by `export_sched --reference` (committed as
tests/data/models/llvm_reference.tsv.gz), compute from the loaded model: the class (variant opcodes
resolved on the recorded probe instruction), NumMicroOps, computeInstrLatency,
getReciprocalThroughput and the forwarding delay, and compare. Prints agreement per model.

    python tools/check_model_agreement.py [--reference FILE] [--show N] [MODEL ...]
    python tools/check_model_agreement.py --target aarch64      # models/aarch64 against
                                                                # llvm_reference_aarch64.tsv.gz
"""

from __future__ import annotations

import argparse
import gzip
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from mcalens.analysis.machine import model_load
from mcalens.analysis.machine.model import CpuModel
from mcalens.analysis.machine.sched_math import forwarding_delay, instr_latency, reciprocal_throughput
from mcalens.analysis.mcinst import Expr, Imm, McInst, McOperand, Reg

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_REFERENCE = ROOT / "tests" / "data" / "models" / "llvm_reference.tsv.gz"
# Per target: (reference file, model directory searched before the shipped x86-64 models or None).
TARGETS = {
    "x86-64": (DEFAULT_REFERENCE, None),
    "aarch64": (ROOT / "tests" / "data" / "models" / "llvm_reference_aarch64.tsv.gz", ROOT / "models" / "aarch64"),
    "riscv": (ROOT / "tests" / "data" / "models" / "llvm_reference_riscv.tsv.gz", ROOT / "models" / "riscv"),
    "arm": (ROOT / "tests" / "data" / "models" / "llvm_reference_arm.tsv.gz", ROOT / "models" / "arm"),
}


@dataclass(frozen=True, slots=True)
class Row:
    model: str
    opcode: str
    cls: str  # "=" for the opcode's own class, else the resolved class name ("-" unresolved)
    uops: str  # a number, "U" unsupported, "N" unresolved
    latency: str
    rthroughput: str
    forward_delay: str
    operands: str  # "-" or "R:EAX|I:0|R:-|E"


@dataclass(slots=True)
class ModelResult:
    total: int = 0
    agree: int = 0
    mismatches: list[str] = field(default_factory=list)


def read_reference(path: Path) -> Iterator[Row]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#") or line.startswith("model\t"):
                continue
            parts = line.rstrip("\n").split("\t")
            if len(parts) == 8:
                yield Row(*parts)


def parse_operands(text: str) -> tuple[McOperand, ...]:
    out: list[McOperand] = []
    for item in text.split("|"):
        if item.startswith("R:"):
            out.append(Reg(None if item == "R:-" else item[2:]))
        elif item.startswith("I:"):
            out.append(Imm(int(item[2:])))
        else:
            out.append(Expr("sym"))
    return tuple(out)


def check_row(row: Row, model: CpuModel, units: dict[str, int]) -> str | None:
    """None when the model agrees with LLVM on this row, else a one-line explanation."""
    if row.operands == "-":
        name = model.opcode_class.get(row.opcode)
        cls = model.classes.get(name) if name else None
        if cls is None:
            return f"no class for {row.opcode} (opcode_class={name})"
    else:
        cls = model.resolve_class(McInst(row.opcode, parse_operands(row.operands)))
        if row.uops == "N":
            return None if cls is None else f"{row.opcode}: LLVM cannot resolve, we pick {cls.name}"
        if cls is None:
            return f"{row.opcode}: variant unresolved, LLVM picks {row.cls}"
        if cls.name != row.cls:
            return f"{row.opcode}: variant picks {cls.name}, LLVM {row.cls}"
    if row.uops == "U":
        return None if cls.unsupported else f"{row.opcode}: LLVM says unsupported, model has {cls.name}"
    if cls.unsupported:
        return f"{row.opcode}: model says unsupported, LLVM has {row.uops} uops"
    ours = (cls.uops, instr_latency(cls), reciprocal_throughput(cls, model, units), forwarding_delay(cls))
    theirs = (int(row.uops), int(row.latency), float(row.rthroughput), int(row.forward_delay))
    if ours[0] != theirs[0] or ours[1] != theirs[1] or abs(ours[2] - theirs[2]) > 5e-6 or ours[3] != theirs[3]:
        return f"{row.opcode}: ours (uops, lat, rthr, fwd) {ours} != LLVM {theirs}"
    return None


def agreement(
    rows: Iterable[Row], models: Iterable[str] | None = None, model_dir: Path | None = None
) -> dict[str, ModelResult]:
    """Per model: how many reference rows the YAML reproduces. `model_dir` is searched first."""
    wanted = set(models) if models else None
    results: dict[str, ModelResult] = {}
    loaded: dict[str, tuple[CpuModel | None, dict[str, int]]] = {}
    for row in rows:
        if wanted is not None and row.model not in wanted:
            continue
        if row.model not in loaded:
            model, _ = model_load.load_model(row.model, search_path=[model_dir] if model_dir else None)
            loaded[row.model] = (model, {r.name: r.units for r in model.resources} if model else {})
        model, units = loaded[row.model]
        result = results.setdefault(row.model, ModelResult())
        result.total += 1
        problem = "model does not load" if model is None else check_row(row, model, units)
        if problem is None:
            result.agree += 1
        else:
            result.mismatches.append(problem)
    return results


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("models", nargs="*")
    parser.add_argument("--target", choices=sorted(TARGETS), default="x86-64")
    parser.add_argument("--reference", type=Path, help="default: the target's committed reference")
    parser.add_argument("--show", type=int, default=5, help="mismatches to print per model")
    args = parser.parse_args(argv)
    reference, model_dir = TARGETS[args.target]
    results = agreement(read_reference(args.reference or reference), args.models, model_dir)
    total = agree = 0
    for name in sorted(results):
        r = results[name]
        total += r.total
        agree += r.agree
        print(f"{name:<16} {r.agree:6d}/{r.total:<6d} {100.0 * r.agree / max(r.total, 1):7.3f}%")
        for problem in r.mismatches[: args.show]:
            print(f"    {problem}")
    print(f"{'overall':<16} {agree:6d}/{total:<6d} {100.0 * agree / max(total, 1):7.3f}%")
    return 0 if agree == total else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
