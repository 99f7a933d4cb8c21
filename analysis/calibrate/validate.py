"""`mcalens calibrate --validate`: a measured model scored on held-out blocks timed on this machine.

The blocks (a directory of `.s` files, one basic block each, e.g. a BHive sample converted by
`bhive_to_asm.py`) are measured with `mcalens measure`'s harness, pass-major (every block once per
pass, so a slow stretch of a shared machine hits one pass of many blocks rather than every pass of
one); a block's figure is the median over passes. Blocks whose time depends on data or machine
state (division, sqrt, lock, fences, string instructions, %fs/%gs: MCL603) and blocks that cannot
run are counted and left out, as in bench_accuracy. Predictors, scored on the blocks every one of
them predicts: the measured model's steady state (Verdict.CyclesPerIteration), the base LLVM
model's Total Cycles / iterations (what llvm-mca users read) and its steady state, and
instructions / 4. Metrics: MAPE, median absolute percentage error, Kendall's tau-b.

A model is scored only on the CPU it was measured on: its `source: host` names the LLVM CPU, and
another host (or a recorded sample from another host) is refused, since the figures would say
nothing about how well it models the CPU it was made for.
"""

from __future__ import annotations

import json
import statistics
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TextIO

from ..api import AnalysisOptions, _isa, analyze
from ..machine import model_load
from ..machine.releases import MEASURE_RELEASE
from ..measure.host import HostCpu, host_from_record

MAX_BLOCK_BYTES = 1 << 16  # a held-out block is a basic block; anything larger is not one
NAIVE_WIDTH = 4  # the naive predictor: instructions / 4 per iteration


@dataclass(frozen=True, slots=True)
class BlockFigure:
    """One held-out block as measured: median cycles per iteration over its passes."""

    name: str
    text: str
    instructions: int
    measured: float
    per_pass: tuple[float, ...]

    @property
    def spread(self) -> float:
        """(max - min) / median of the passes."""
        return (max(self.per_pass) - min(self.per_pass)) / self.measured if self.measured > 0 else 0.0


@dataclass(slots=True)
class Sample:
    """The measured held-out sample: where and how it was measured, per block figures, and what
    was left out (reason -> block names)."""

    host: str
    cpuid: dict[str, Any] | None
    passes: int
    repetitions: int
    blocks: list[BlockFigure] = field(default_factory=list)
    left_out: dict[str, list[str]] = field(default_factory=dict)
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {"host": self.host, "cpuid": self.cpuid, "passes": self.passes, "repetitions": self.repetitions,
                "seconds": round(self.seconds, 1), "left_out": self.left_out,
                "blocks": [{**asdict(b), "per_pass": list(b.per_pass)} for b in self.blocks]}

    @staticmethod
    def from_json(data: object) -> Sample | None:
        """A recorded sample (to_json's form), or None when the data is not one."""
        if not isinstance(data, dict) or not isinstance(data.get("blocks"), list):
            return None
        try:
            blocks = [BlockFigure(str(b["name"]), str(b["text"]), int(b["instructions"]), float(b["measured"]),
                                  tuple(float(v) for v in b["per_pass"])) for b in data["blocks"]]
            left = {str(k): [str(n) for n in v] for k, v in dict(data.get("left_out") or {}).items()}
            if any(b.measured <= 0 or not b.per_pass for b in blocks):
                return None
            return Sample(str(data.get("host", "")), data.get("cpuid") if isinstance(data.get("cpuid"), dict) else None,
                          int(data.get("passes", 0)), int(data.get("repetitions", 0)), blocks, left,
                          float(data.get("seconds", 0.0)))
        except (KeyError, TypeError, ValueError):
            return None


@dataclass(frozen=True, slots=True)
class Score:
    predictor: str
    blocks: int
    mape: float  # percent
    median_ape: float  # percent
    tau_b: float


def kendall_tau_b(x: list[float], y: list[float]) -> float:
    """Kendall's tau-b (ties in either list handled); 0.0 when undefined."""
    conc = disc = tx = ty = 0
    for i in range(len(x)):
        for j in range(i + 1, len(x)):
            dx, dy = x[i] - x[j], y[i] - y[j]
            if dx == 0 and dy == 0:
                continue
            if dx == 0:
                tx += 1
            elif dy == 0:
                ty += 1
            elif (dx > 0) == (dy > 0):
                conc += 1
            else:
                disc += 1
    denom = ((conc + disc + tx) * (conc + disc + ty)) ** 0.5
    return (conc - disc) / denom if denom else 0.0


def score(predictor: str, predicted: list[float], measured: list[float]) -> Score:
    errors = [abs(p - m) / m for p, m in zip(predicted, measured, strict=True)]
    return Score(predictor, len(errors), 100 * statistics.fmean(errors), 100 * statistics.median(errors),
                 kendall_tau_b(predicted, measured))


def load_blocks(directory: Path) -> list[tuple[str, str]]:
    """(name, text) of every `.s` file in `directory` (or its `blocks/`, bhive_to_asm's layout), by name."""
    where = directory / "blocks" if (directory / "blocks").is_dir() else directory
    out = []
    for path in sorted(where.glob("*.s")):
        try:
            if path.stat().st_size > MAX_BLOCK_BYTES:
                continue
            out.append((path.name, path.read_bytes().decode("utf-8", "replace")))
        except OSError:
            continue
    return out


def inherited(model_name: str, model_dirs: tuple[str, ...]) -> str | None:
    """The model a model file `inherit:`s (calibrate's base LLVM model), from its header."""
    for header in model_load.scan(list(model_dirs)):
        if header.name == model_name or model_name in header.cpus:
            return header.inherit
    return None


def measured_on(model_name: str, model_dirs: tuple[str, ...]) -> tuple[str | None, str]:
    """(the LLVM CPU a measured model was measured on, or None, and why not)."""
    model, diags = model_load.load_model(model_name, model_dirs=list(model_dirs))
    if model is None:
        return None, "; ".join(d.message for d in diags) or f"no model named {model_name}"
    if model.kind != "measured":
        return None, f"{model_name} is not a measured model (its source is not `kind: measured`)"
    recorded = str(model.source.get("host", ""))
    cpu = recorded.rpartition("= ")[2].strip() if "= " in recorded else ""
    if not cpu or cpu.startswith("unknown"):
        return None, f"{model_name} does not name the CPU it was measured on (source: host: {recorded!r})"
    return cpu, recorded


def measure_sample(blocks: list[tuple[str, str]], host: HostCpu, cpuid: dict[str, Any] | None, *, cpu: str,
                   passes: int, repetitions: int, err: TextIO) -> Sample:
    """Time every block on this machine (pass-major; median over passes)."""
    from ..measure.api import measure_code
    from ..measure.block import prepare
    from ..measure.child import ChildFailure

    isa = _isa()
    sample = Sample(host.describe(), cpuid, passes, repetitions)
    runnable = []
    for name, text in blocks:
        an = analyze(text, cpu=cpu, options=AnalysisOptions(llvm_version=MEASURE_RELEASE))
        if not an.regions or not an.regions[0].mcinsts or len(an.regions[0].mcinsts) != len(an.regions[0].instructions):
            sample.left_out.setdefault("not analysable", []).append(name)
            continue
        region = an.regions[0]
        block = prepare(region.instructions, region.mcinsts, isa, set())
        if block.errors or not block.code:
            sample.left_out.setdefault("refused by measure", []).append(name)
            continue
        if block.data_dependent:
            sample.left_out.setdefault("data-dependent (MCL603)", []).append(name)
            continue
        runnable.append((name, text, block, len(region.mcinsts)))
    figures: list[list[float]] = [[] for _ in runnable]
    failed: set[int] = set()
    t0 = time.monotonic()
    for p in range(passes):
        for i, (name, _text, block, n) in enumerate(runnable):
            if i in failed:
                continue
            try:
                figures[i].append(measure_code(block.code, n, passes=1, repetitions=repetitions, host=host,
                                               timeout=20)[0].cycles)
            except ChildFailure:
                failed.add(i)
                sample.left_out.setdefault("not measurable", []).append(name)
        err.write(f"\rmeasuring {len(runnable)} blocks: pass {p + 1}/{passes} ({time.monotonic() - t0:.0f} s)")
        err.flush()
    err.write("\n")
    sample.seconds = time.monotonic() - t0
    for i, (name, text, _block, n) in enumerate(runnable):
        if i in failed or not figures[i]:
            continue
        med = statistics.median(figures[i])
        if med < 0.05:  # below what the U/2U difference resolves
            sample.left_out.setdefault("under 0.05 cycles", []).append(name)
            continue
        sample.blocks.append(BlockFigure(name, text, n, round(med, 4), tuple(round(v, 4) for v in figures[i])))
    return sample


def _predict(text: str, cpu: str, model_dirs: tuple[str, ...]) -> tuple[float | None, float | None]:
    """(steady state, Total Cycles / iterations) of `text` for `cpu`, None where there is none."""
    from ..measure.api import prediction

    an = analyze(text, cpu=cpu, options=AnalysisOptions(model_dirs=model_dirs, llvm_version=MEASURE_RELEASE))
    if not an.regions or len(an.regions[0].mcinsts) != len(an.regions[0].instructions):
        return None, None
    pred = prediction(an.regions[0])
    if pred is None:
        return None, None
    return pred.steady, pred.total_per_iteration


def score_sample(sample: Sample, model_name: str, base: str, model_dirs: tuple[str, ...]) -> tuple[list[Score], int]:
    """The scoring table (on the blocks every predictor predicts) and how many blocks it dropped."""
    rows: list[tuple[float, float, float, float, float]] = []
    dropped = 0
    for b in sample.blocks:
        steady, _ = _predict(b.text, model_name, model_dirs)
        base_steady, base_total = _predict(b.text, base, ())
        if steady is None or base_steady is None or base_total is None or min(steady, base_steady, base_total) <= 0:
            dropped += 1
            continue
        rows.append((b.measured, steady, base_total, base_steady, b.instructions / NAIVE_WIDTH))
    if not rows:
        return [], dropped
    measured = [r[0] for r in rows]
    names = (f"{model_name} (Verdict.CyclesPerIteration)", f"LLVM {base} model, Total Cycles / iterations",
             f"LLVM {base} model (Verdict.CyclesPerIteration)", f"instructions / {NAIVE_WIDTH}")
    return [score(name, [r[k + 1] for r in rows], measured) for k, name in enumerate(names)], dropped


def render(sample: Sample, model_name: str, model_host: str, scores: list[Score], dropped: int, source: str) -> str:
    spreads = sorted(b.spread for b in sample.blocks)
    left = ", ".join(f"{len(v)} {k}" for k, v in sorted(sample.left_out.items())) or "none"
    out = [f"model: {model_name}, measured on {model_host}",
           f"held-out blocks measured on {sample.host} ({source}; {sample.passes} passes x {sample.repetitions} "
           f"repetitions, median over passes): {len(sample.blocks)} measured; left out: {left}"]
    if spreads:
        within = sum(1 for s in spreads if s <= 0.01)
        out.append(f"noise: pass spread (max-min)/median: median {100 * statistics.median(spreads):.2f}%, "
                   f"90th percentile {100 * spreads[int(0.9 * (len(spreads) - 1))]:.2f}%; passes within 1% on "
                   f"{within}/{len(spreads)} blocks")
    if not scores:
        out.append("no block was predicted by every predictor: nothing to score")
        return "\n".join(out) + "\n"
    if dropped:
        out.append(f"scored on the {scores[0].blocks} blocks every predictor predicts ({dropped} without a prediction)")
    out += ["", "| predictor | blocks | MAPE | median APE | Kendall tau-b |", "|---|---:|---:|---:|---:|"]
    out += [f"| {s.predictor} | {s.blocks} | {s.mape:.1f}% | {s.median_ape:.1f}% | {s.tau_b:.3f} |" for s in scores]
    return "\n".join(out) + "\n"


def validate(model_name: str, model_dirs: tuple[str, ...], *, blocks_dir: Path | None, recorded: Path | None,
             passes: int, repetitions: int, out: TextIO, err: TextIO, json_path: Path | None = None,
             host: HostCpu | None = None, cpuid: dict[str, Any] | None = None) -> int:
    """Score `model_name` on held-out blocks: measured here (`blocks_dir`; `host` is this machine)
    or recorded earlier (`recorded`, a --json file). Refuses a model measured on another CPU."""
    model_cpu, model_host = measured_on(model_name, model_dirs)
    if model_cpu is None:
        err.write(f"error: --validate: {model_host}\n")
        return 2
    if recorded is not None:
        try:
            sample = Sample.from_json(json.loads(recorded.read_bytes()))
        except (OSError, ValueError) as e:
            err.write(f"error: --validate: cannot read {recorded}: {e}\n")
            return 2
        if sample is None:
            err.write(f"error: --validate: {recorded} is not a sample written by --validate --json\n")
            return 2
        sample_host = host_from_record(sample.cpuid)
        if sample_host is None:
            err.write(f"error: --validate: {recorded} has no readable CPUID record: its CPU cannot be named\n")
            return 2
        where, source = sample_host, f"recorded in {recorded.name}"
    else:
        if host is None or blocks_dir is None:
            err.write("error: --validate needs --blocks DIR (held-out blocks, one .s file each) on an x86-64 Linux "
                      "host, or --measurements FILE (a sample recorded with --json)\n")
            return 2
        where, source = host, "measured now"
    if where.llvm_cpu != model_cpu:
        err.write(f"error: --validate: {model_name} was measured on {model_host}; the held-out blocks were "
                  f"{'recorded' if recorded else 'to be measured'} on {where.describe()}. Scores on another CPU "
                  f"would not tell how well it models {model_cpu}: validate it on a {model_cpu} host\n")
        return 2
    if where.describe() != model_host:
        err.write(f"note: the model was measured on {model_host}, the blocks on {where.describe()} "
                  f"(the same LLVM CPU, {model_cpu})\n")
    warning = where.hybrid_warning()
    if warning and recorded is None:
        err.write(warning + "\n")
    if recorded is None:
        assert blocks_dir is not None
        blocks = load_blocks(blocks_dir)
        if not blocks:
            err.write(f"error: --validate: no .s files in {blocks_dir}\n")
            return 2
        sample = measure_sample(blocks, where, cpuid, cpu=model_cpu, passes=passes, repetitions=repetitions, err=err)
    # the LLVM model it inherits (calibrate's -mcpu), else the LLVM model of the CPU it was measured on
    base = inherited(model_name, model_dirs) or model_cpu
    scores, dropped = score_sample(sample, model_name, base, model_dirs)
    out.write(render(sample, model_name, model_host, scores, dropped, source))
    if json_path is not None:
        data = sample.to_json()
        data["model"] = model_name
        data["scores"] = [asdict(s) for s in scores]
        json_path.write_text(json.dumps(data, indent=1) + "\n")
    return 0 if scores else 1
