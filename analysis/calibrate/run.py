"""`mcalens calibrate`: time microbenchmarks on this machine and write a measured model.

Three steps, each measuring with `mcalens measure`'s executor (median over passes):

1. Global behaviours (forms.GLOBAL_PROBES): dispatch width, simple-ALU and load units, load
   latency, stack engine, load-op scheduling, same-address memory dependences and the
   store-to-load forwarding latencies, the reorder-buffer size (two imul chains NOPs apart, fitted
   by simulating sizes in steps of 8). They become `parameters:`, `resources:` (extra units added
   to the base model's ALU and load groups) and `hardware:` of the new model.
2. Per instruction form (forms.COMMON_FORMS, common first): throughput (independent copies) and
   latency (a dependency chain). The prediction of the same text by the model so far is compared
   with the measurement; where they differ by more than the tolerance, candidate changes to the
   form's class (write latency; resource cycles halved, set to 1 or doubled; micro-ops) are
   simulated and the best one is kept when it moves the prediction closer.
3. The model file: `inherit:`s the base, overrides what measurement contradicted, and every number
   points to its evidence in `<name>.evidence.json` (measured value, spread, passes, date, CPU).

Measurements are cached in the evidence file as they are taken: a second run resumes where the
first stopped (a time budget, ^C). `--fresh` discards them.
"""

from __future__ import annotations

import datetime
import functools
import json
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TextIO

from ..api import AnalysisOptions, _isa, analyze
from ..machine.model import CpuModel, ProcResource, ResourceUse, SchedClass, WriteLatency
from ..machine.model_load import _copy_model, load_model
from ..machine.releases import MEASURE_RELEASE
from ..sim.options import SimOptions
from ..sim.pipeline import simulate
from ..views.verdict import steady_cycles_per_iteration
from .forms import COMMON_FORMS, GLOBAL_PROBES, Form

TOLERANCE = 0.10  # relative difference between measured and predicted that calls for a change
ABS_TOLERANCE = 0.03  # cycles per instruction below which differences are noise
# part of the decisions' structure key: a new fit (or a new steady-state estimate) refits
FIT_STEPS = "fit: up to two candidate steps; steady state: second half"
PREDICT_ITERATIONS = 12  # a probe's steady state (retirement rate over the last 6 iterations)
# global probes that also judge a form's candidate classes, when the form's own probe cannot tell
# them apart (12 movabsq run 3 per cycle either holding 2 of the 6 ALUs' slots each or on the
# integer scheduler alone; among cmps they take one slot: 6 cmp + 3 movabsq 1.51 cycles)
COMPANIONS: dict[str, tuple[str, ...]] = {"movabsq $81985529216486895, {d64}": ("movabs_alu",)}


@dataclass(slots=True)
class Probe:
    key: str
    text: str
    instructions: int
    measured: float  # cycles per iteration (median over passes)
    spread: float
    per_pass: tuple[float, ...]


def replay_table(evidence: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Recorded measurements by probe text, from an evidence file (this host's or another's):
    every probe that was measured, with its passes, spread, date, CPU and clock as recorded."""
    table: dict[str, dict[str, Any]] = {}
    probes = evidence.get("probes") if isinstance(evidence, dict) else None
    for probe in (probes or {}).values():
        if isinstance(probe, dict) and isinstance(probe.get("text"), str) and isinstance(probe.get("measured"), float | int) \
                and isinstance(probe.get("per_pass"), list) and isinstance(probe.get("instructions"), int):
            table[probe["text"]] = probe
    return table


class Calibration:
    def __init__(self, base: str, out: Path, name: str, passes: int, repetitions: int, budget: float,
                 err: TextIO, fresh: bool = False, replay: dict[str, dict[str, Any]] | None = None) -> None:
        self.base_name = base
        self.out = out
        self.name = name
        self.passes = passes
        self.repetitions = repetitions
        self.deadline = time.monotonic() + budget
        self.err = err
        self.evidence_path = out / f"{name}.evidence.json"
        self.evidence: dict[str, Any] = {}
        if self.evidence_path.exists() and not fresh:
            self.evidence = json.loads(self.evidence_path.read_text())
        self.evidence.setdefault("probes", {})
        self.isa = _isa()
        self.host_text = ""
        self.overrides: dict[str, dict[str, Any]] = {}  # opcode or class -> fields
        self.class_overrides: dict[str, SchedClass] = {}
        self.notes: dict[str, str] = {}
        self._mcinsts: dict[str, list[Any]] = {}
        self.known_groups: tuple[str, ...] = ()  # unit groups of instructions with known ports
        # recorded measurements by probe text (replay_table): when set, nothing runs on this machine
        self.replay = replay

    # ---------------------------------------------------------------- measuring
    def out_of_time(self) -> bool:
        return time.monotonic() > self.deadline

    def measure(self, key: str, text: str) -> Probe | None:
        """Median cycles per iteration of `text` (cached in the evidence file by key and text)."""
        cached = self.evidence["probes"].get(key)
        if cached is not None and cached.get("text") == text and "measured" in cached:
            return Probe(key, text, cached["instructions"], cached["measured"], cached["spread"],
                         tuple(cached["per_pass"]))
        if self.replay is not None:
            recorded = self.replay.get(text)
            if recorded is None:
                self.evidence["probes"][key] = {"text": text, "error": "not in the recorded measurements"}
                return None
            self.evidence["probes"][key] = {k: recorded[k] for k in (
                "text", "instructions", "measured", "spread", "per_pass", "date", "cpu", "clock") if k in recorded}
            return Probe(key, text, recorded["instructions"], recorded["measured"], recorded.get("spread", 0.0),
                         tuple(recorded["per_pass"]))
        if self.out_of_time():
            return None
        from ..measure.api import measure_code
        from ..measure.block import prepare
        from ..measure.child import ChildFailure

        an = analyze(text, cpu=self.base_name, options=AnalysisOptions(llvm_version=MEASURE_RELEASE))
        if not an.regions or len(an.regions[0].mcinsts) != len(an.regions[0].instructions):
            self.evidence["probes"][key] = {"text": text, "error": "not analysable"}
            return None
        region = an.regions[0]
        block = prepare(region.instructions, region.mcinsts, self.isa, set())
        if block.errors:
            self.evidence["probes"][key] = {"text": text, "error": block.errors[0].message}
            return None
        try:
            figures = measure_code(block.code, len(region.mcinsts), passes=self.passes,
                                   repetitions=self.repetitions, timeout=20)
        except ChildFailure as e:
            self.evidence["probes"][key] = {"text": text, "error": e.message}
            return None
        values = sorted(f.cycles for f in figures)
        med = statistics.median(values)
        # the figures as stored, so that a rerun from the evidence file writes the same model
        probe = Probe(key, text, len(region.mcinsts), round(med, 4), round((values[-1] - values[0]) / 2, 4),
                      tuple(round(v, 4) for v in values))
        self.evidence["probes"][key] = {
            "text": text, "instructions": probe.instructions, "measured": round(med, 4),
            "spread": round(probe.spread, 4), "per_pass": [round(v, 4) for v in values],
            "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"), "cpu": self.host_text,
            "clock": figures[0].clock.to_json()}
        self.save()
        return probe

    def save(self) -> None:
        self.out.mkdir(parents=True, exist_ok=True)
        tmp = self.evidence_path.with_suffix(".tmp")
        tmp.write_text(json.dumps(self.evidence, indent=1, sort_keys=True) + "\n")
        tmp.replace(self.evidence_path)

    # ---------------------------------------------------------------- predicting
    def mcinsts(self, text: str) -> list[Any]:
        """The resolved instructions of a probe text (cached: every candidate re-simulates them)."""
        cached = self._mcinsts.get(text)
        if cached is None:
            an = analyze(text, cpu=self.base_name, options=AnalysisOptions(sim=SimOptions(iterations=1),
                                                                           llvm_version=MEASURE_RELEASE))
            cached = list(an.regions[0].mcinsts) if an.regions else []
            self._mcinsts[text] = cached
        return cached

    def predict(self, model: CpuModel, text: str) -> float | None:
        insts = self.mcinsts(text)
        if not insts:
            return None
        import signal

        def stop(*_: object) -> None:
            raise TimeoutError

        old = signal.signal(signal.SIGALRM, stop)
        signal.setitimer(signal.ITIMER_REAL, 10.0)
        try:
            trace = simulate(insts, self.isa, model, SimOptions(iterations=PREDICT_ITERATIONS))
        except TimeoutError:  # a candidate the pipeline cannot make progress with
            return None
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old)
        if not trace.total_cycles:
            return None
        return steady_cycles_per_iteration(trace)

    def form_class(self, model: CpuModel, text: str) -> tuple[str, SchedClass] | None:
        insts = self.mcinsts(text)
        if not insts:
            return None
        inst = insts[0]
        cls = model.resolve_class(inst)
        if cls is None or cls.unsupported:
            return None
        return inst.opcode, cls


def _progress(err: TextIO, done: int, total: int, what: str, t0: float) -> None:
    width = 30
    filled = int(width * done / max(1, total))
    err.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {time.monotonic() - t0:5.0f} s  "
              f"{what[:40]:<40}")
    err.flush()


def _group_of(model: CpuModel, cls: SchedClass) -> ProcResource | None:
    """The unit group (not the scheduler buffer) a class issues to: its group with the most members."""
    best = None
    for use in cls.resources:
        res = model.resource(use.resource)
        if res.members and res.buffer_size < 0 and (best is None or len(res.members) > len(best.members)):
            best = res
    return best


def calibrate(base: str, out: Path, *, name: str, passes: int = 3, repetitions: int = 100, budget: float = 300,
              fresh: bool = False, err: TextIO | None = None, forms: tuple[Form, ...] = COMMON_FORMS,
              replay: dict[str, Any] | None = None) -> int:
    """Measure (or, with `replay`, take from a recorded evidence file: its CPUID record names the
    host, its probes are the measurements, nothing runs here) and write `out/name.yaml`."""
    err = err or sys.stderr
    from ..measure.host import cpuid_record, detect, host_from_record, supported

    if replay is not None:
        host = host_from_record(replay.get("cpuid"))
        if host is None:
            err.write("error: the recorded evidence has no readable CPUID record (\"cpuid\"): "
                      "its host cannot be named\n")
            return 2
        record = replay["cpuid"]
    else:
        why = supported()
        if why:
            err.write(f"error: {why}\n")
            return 2
        host = detect()
        record = cpuid_record()
    base_model, diags = load_model(base)
    if base_model is None:
        err.write("error: " + "; ".join(d.message for d in diags) + "\n")
        return 2
    cal = Calibration(base, out, name, passes, repetitions, budget, err, fresh,
                      replay_table(replay) if replay is not None else None)
    if cal.evidence.get("host") not in (None, host.describe()):
        # its cached probes would be taken as this CPU's figures
        err.write(f"error: {cal.evidence_path} holds measurements of {cal.evidence['host']}, not of "
                  f"{host.describe()}: use another --out or --name, or --fresh\n")
        return 2
    cal.host_text = host.describe()
    cal.evidence["host"] = host.describe()
    cal.evidence["cpuid"] = record
    cal.evidence["base"] = base_model.name
    t0 = time.monotonic()
    total = len(GLOBAL_PROBES) + 2 * len(forms)
    done = 0
    g: dict[str, Probe] = {}
    for key, text, _what in GLOBAL_PROBES:
        _progress(err, done, total, key, t0)
        p = cal.measure("global:" + key, text)
        if p is not None:
            g[key] = p
        done += 1
    params, hw, evidence_of = _global_decisions(cal, base_model, g)
    units = _extra_units(cal, base_model, g, evidence_of, name)
    resources, add_cls, alu_grp, alu_members = units.resources, units.add_cls, units.alu_grp, units.alu_members
    _hardware_behaviours(cal, base_model, g, hw, evidence_of, alu_grp, alu_members)
    variants = _lea_variant(base_model, g, evidence_of)
    header = _header(name, base_model, host.describe(), params, hw, resources, evidence_of, g) + variants
    draft = out / f"{name}.yaml"
    out.mkdir(parents=True, exist_ok=True)

    def load_draft(text: str) -> CpuModel | None:
        draft.write_text(text)
        loaded, diags = load_model(name, search_path=[str(out)])
        if loaded is None:
            err.write("\nerror: the draft model does not load: " + "; ".join(d.message for d in diags) + "\n")
        return loaded

    model = load_draft(header)
    if model is None:
        return 1
    if _stores_out_of_order(cal, model, g):
        hw["stores_out_of_order"] = True
        evidence_of["stores_out_of_order"] = "global:store_order"
        header = _header(name, base_model, host.describe(), params, hw, resources, evidence_of, g) + variants
        model = load_draft(header)
        if model is None:
            return 1
    rob = _rob_size(cal, model, g)
    if rob is not None:  # the window fitted on the draft (its dispatch width and units)
        params["micro_op_buffer_size"] = rob
        evidence_of["micro_op_buffer_size"] = evidence_of["reorder_buffer_size"] = "global:rob_window_360"
        extra = {"reorder_buffer_size": rob} if base_model.reorder_buffer_size else {}
        header = _header(name, base_model, host.describe(), params, hw, resources, evidence_of, g, extra) + variants
        model = load_draft(header)
        if model is None:
            return 1
    fp_fit = _fp_queue(cal, model, g)
    if fp_fit is not None:  # the FP scheduler queue, fitted on the draft (with its reorder buffer)
        grp_name, size = fp_fit
        resources.append({"name": grp_name, "buffer_size": size})
        evidence_of[grp_name] = "global:fp_window_64"
        header = _header(name, base_model, host.describe(), params, hw, resources, evidence_of, g,
                         {"reorder_buffer_size": rob} if rob is not None and base_model.reorder_buffer_size
                         else None) + variants
        model = load_draft(header)
        if model is None:
            return 1
    stopped = _fit_forms(cal, model, base_model, forms, g, header, units, err, (done, total, t0))
    lines: list[str] = []
    _progress(err, total, total, "stopped: time budget" if stopped else "done", t0)
    err.write("\n")
    if not stopped:
        _movimm_alu(cal, base_model, g, add_cls, len(alu_members))
        _movsx_alu(cal, base_model, g, add_cls, len(alu_members))
        _adc_hold(cal, base_model, g, alu_grp.name if alu_grp is not None else "", len(alu_members))
    for target, cls in cal.class_overrides.items():
        variant = target not in cal.isa.opcodes
        lines.append(_override_text(target, cls, variant, cal.notes[target]))
    body = header
    if lines:
        classes = [x for t, x in zip(cal.class_overrides, lines, strict=True) if t not in cal.isa.opcodes]
        instrs = [x for t, x in zip(cal.class_overrides, lines, strict=True) if t in cal.isa.opcodes]
        if classes:
            body += "classes:\n" + "".join(classes)
        if instrs:
            body += "instructions:\n" + "".join(instrs)
    draft.write_text(body)
    cal.evidence["model"] = draft.name
    cal.save()
    model, diags = load_model(name, search_path=[str(out)])
    errors = [d for d in diags if d.severity.name == "ERROR"]
    if model is None or errors:
        err.write("error: the calibrated model does not load: " + "; ".join(d.message for d in diags) + "\n")
        return 1
    measured_probes = sum(1 for v in cal.evidence["probes"].values() if "measured" in v)
    err.write(f"wrote {draft} ({len(cal.class_overrides)} overridden forms, {measured_probes} probes measured; "
              f"evidence in {cal.evidence_path.name})\n")
    if cal.out_of_time() or stopped:
        err.write("note: the time budget ran out; run again to continue where this run stopped\n")
    return 0


def _global_decisions(cal: Calibration, base_model: CpuModel, g: dict[str, Probe]
                      ) -> tuple[dict[str, int], dict[str, Any], dict[str, str]]:
    """The model parameters (`params`) and hardware behaviours (`hw`) the global probes decide,
    and the probe each decision rests on (`evidence_of`)."""
    params: dict[str, int] = {}
    hw: dict[str, Any] = {}
    evidence_of: dict[str, str] = {}
    if "dispatch" in g:
        width = round(16 / g["dispatch"].measured)
        if width != base_model.issue_width and width >= 1:
            params["issue_width"] = width
            evidence_of["issue_width"] = "global:dispatch"
    load_lat = None
    if "load_latency" in g:
        load_lat = round(g["load_latency"].measured)
        params["load_latency"] = load_lat
        evidence_of["load_latency"] = "global:load_latency"
    if "stack_engine" in g:
        pred = cal.predict(base_model, g["stack_engine"].text) or 0
        if g["stack_engine"].measured < 0.5 * pred:
            hw["stack_engine"] = True
            evidence_of["stack_engine"] = "global:stack_engine"
            if "stack_sync" in g and round(g["stack_sync"].measured - 1) > 0:
                hw["stack_sync_latency"] = round(g["stack_sync"].measured - 1)
                evidence_of["stack_sync_latency"] = "global:stack_sync"
    # cmp (1) + cmov (1) if the register input does not wait for the load
    if "load_op" in g and load_lat and g["load_op"].measured < load_lat:
        hw["load_op_advance"] = load_lat
        evidence_of["load_op_advance"] = "global:load_op"
    if "rmw_chain" in g and g["rmw_chain"].measured >= 0.9:  # a chain (independent RMWs would overlap)
        hw["memory_dependences"] = True
        evidence_of["memory_dependences"] = "global:rmw_chain"
        if "gpr_forward" in g:
            hw["store_forwarding_gpr"] = max(0, round(g["gpr_forward"].measured - 1))
            evidence_of["store_forwarding_gpr"] = "global:gpr_forward"
        if "gpr_forward_moved" in g:
            hw["store_forwarding_gpr_moved"] = max(0, round(g["gpr_forward_moved"].measured - 1))
            evidence_of["store_forwarding_gpr_moved"] = "global:gpr_forward_moved"
        if "vec_forward" in g:
            hw["store_forwarding"] = max(0, round(g["vec_forward"].measured))
            evidence_of["store_forwarding"] = "global:vec_forward"
        if "forward_offset" in g:
            hw["store_forwarding_offset"] = max(0, round(g["forward_offset"].measured))
            evidence_of["store_forwarding_offset"] = "global:forward_offset"
        if "forward_fail" in g:
            hw["store_forwarding_fail"] = max(0, round(g["forward_fail"].measured))
            evidence_of["store_forwarding_fail"] = "global:forward_fail"
        if "forward_narrow" in g and "store_forwarding_gpr" in hw \
                and round(g["forward_narrow"].measured) > hw["store_forwarding_gpr"]:
            # an extended byte load of a byte store: the chain is the forwarding alone
            hw["store_forwarding_narrow"] = round(g["forward_narrow"].measured)
            evidence_of["store_forwarding_narrow"] = "global:forward_narrow"
        moved = hw.get("store_forwarding_gpr_moved")
        if moved is not None and "memory_values" in g and g["memory_values"].measured >= 0.8 * (moved + 1):
            # each iteration's pointer comes from another word, yet the RMW chains: all words are equal
            hw["memory_values_same"] = True
            evidence_of["memory_values_same"] = "global:memory_values"
    if "sse_merge" in g and "sse_merge_clean" in g and g["sse_merge"].measured > 2 * g["sse_merge_clean"].measured / 10:
        # a legacy-SSE load chains through its destination unless the upper bits were zeroed: the
        # harness starts with them non-zero (every zmm holds 1.0)
        hw["sse_merge_latency"] = max(1, round(g["sse_merge"].measured))
        hw["vector_upper_dirty"] = True
        evidence_of["sse_merge_latency"] = evidence_of["vector_upper_dirty"] = "global:sse_merge"
        # how far back the register's previous write may be for the full merge latency: seen 3
        # back (two other instructions between) but not 5 back -> window 3
        merged = [d for d, key in ((3, "sse_merge_d3"), (5, "sse_merge_d5"))
                  if key in g and g[key].measured >= 0.75 * hw["sse_merge_latency"]]
        if "sse_merge_d5" in g and 5 not in merged:
            hw["sse_merge_window"] = max(merged, default=1)
            evidence_of["sse_merge_window"] = "global:sse_merge_d5"
    load_cls0 = base_model.resolve_class(_first_inst(cal, "movq 8(%rsp), %rax"))
    if hw.get("memory_dependences") and load_cls0 is not None and load_cls0.writes:
        # the load part of the base model's folded-load latencies (RMW data = latency - this)
        hw["load_latency"] = load_cls0.writes[0].cycles
    return params, hw, evidence_of


@dataclass(slots=True)
class _Units:
    """The structural decisions: the resources added or widened, and the base model's classes and
    ALU group the later decisions are measured against."""

    resources: list[dict[str, Any]]
    add_cls: SchedClass | None
    load_cls: SchedClass | None
    alu_grp: ProcResource | None
    alu_members: list[str]


def _extra_units(cal: Calibration, base_model: CpuModel, g: dict[str, Probe], evidence_of: dict[str, str],
                 name: str) -> _Units:
    """Structural: extra ALU, load, shift and store units the probes show beyond the base model's
    (new units are named after the model, `name`)."""
    resources: list[dict[str, Any]] = []
    add_cls = base_model.resolve_class(_first_inst(cal, "addq %r15, %rax"))
    load_cls = base_model.resolve_class(_first_inst(cal, "movq 8(%rsp), %rax"))
    by_name = {r.name: r for r in base_model.resources}
    buffer_group = None
    if add_cls is not None:
        for use in add_cls.resources:
            res = by_name[use.resource]
            if res.buffer_size >= 0 and res.members:
                buffer_group = res
    extra_members: list[str] = []
    for key, cls, alt in (("alu_units", add_cls, "alu_units_movimm"), ("load_units", load_cls, None)):
        if key not in g or cls is None:
            continue
        per_cycle = 12 / g[key].measured
        if alt and alt in g:
            per_cycle = max(per_cycle, 12 / g[alt].measured)
        grp = _group_of(base_model, cls)
        if grp is None:
            continue
        units = round(per_cycle)
        have = len(grp.members)
        if units > have:
            new = [f"{name}.{grp.name}.{k}" for k in range(have, units)]
            for unit in new:
                resources.append({"name": unit, "units": 1})
            resources.append({"name": grp.name, "members": [*grp.members, *new]})
            extra_members += new
            evidence_of[grp.name] = "global:" + key
            if key == "load_units":
                widen = []
                for use in cls.resources:
                    res = by_name[use.resource]
                    if not res.members and res.units < units:
                        widen.append(res.name)
                        if res.super_resource and by_name[res.super_resource].units < units:
                            widen.append(res.super_resource)
                resources += [{"name": w, "units": units} for w in dict.fromkeys(widen)]
    if buffer_group is not None and extra_members:
        resources.append({"name": buffer_group.name, "members": [*buffer_group.members, *extra_members]})
    alu_grp = _group_of(base_model, add_cls) if add_cls is not None else None
    alu_members = [m for r in resources if alu_grp is not None and r["name"] == alu_grp.name
                   for m in r.get("members", ())] or (list(alu_grp.members) if alu_grp is not None else [])
    resources += _shift_units(cal, base_model, g, alu_members, evidence_of)
    resources += _store_units(cal, base_model, g, evidence_of)
    return _Units(resources, add_cls, load_cls, alu_grp, alu_members)


def _hardware_behaviours(cal: Calibration, base_model: CpuModel, g: dict[str, Probe], hw: dict[str, Any],
                         evidence_of: dict[str, str], alu_grp: ProcResource | None, alu_members: list[str]) -> None:
    """The hardware behaviours that need the structure (move fusion, flag latencies, move
    dependences, ALU wake-up, stores on ALU slots), added to `hw`."""
    if "mov_fusion" in g:
        pred = cal.predict(base_model, g["mov_fusion"].text) or 0
        if g["mov_fusion"].measured < 0.8 * pred:
            hw["mov_fusion"] = True
            evidence_of["mov_fusion"] = "global:mov_fusion"
    if "cmov_flags_e" in g and "cmov_flags_le" in g:
        extra = round(g["cmov_flags_le"].measured - g["cmov_flags_e"].measured)
        if extra > 0:
            hw["cmov_flags_latency"] = extra
            evidence_of["cmov_flags_latency"] = "global:cmov_flags_le"
    if "move_dependences" in g:
        pred = cal.predict(base_model, g["move_dependences"].text) or 0
        if g["move_dependences"].measured > 2 * pred:  # a chain the base model does not see
            hw["move_dependences"] = True
            evidence_of["move_dependences"] = "global:move_dependences"
    if "alu_wakeup" in g and alu_grp is not None and alu_members:
        # 4 pairs (8 ALU operations, 4 of them consumers of a chain head): the ALU time per pair
        # beyond the two operations' own, in unit-cycles, is what each consumer holds its unit longer
        extra = round(g["alu_wakeup"].measured / 4 * len(alu_members) - 2)
        if extra > 0:
            hw["alu_wakeup"] = extra
            hw["alu_group"] = alu_grp.name
            evidence_of["alu_wakeup"] = "global:alu_wakeup"
            # the same with a load-op consumer (`cmpq 8(%rbx), %rX`): 4 pairs as slow as 8 ALU
            # operations plus the 4 consumers' wake-up cost
            lop = g.get("alu_wakeup_load_op")
            if lop is not None and lop.measured >= 0.9 * (8 + 4 * extra) / len(alu_members):
                hw["alu_wakeup_load_ops"] = True
                evidence_of["alu_wakeup_load_ops"] = "global:alu_wakeup_load_op"
    if "store_alu" in g and alu_grp is not None and alu_members \
            and g["store_alu"].measured >= 0.9 * 8 / len(alu_members):
        # 2 stores + 6 ALU operations as slow as 8 ALU operations: a store takes an ALU slot
        hw["store_alu"] = True
        hw["alu_group"] = alu_grp.name
        evidence_of["store_alu"] = "global:store_alu"


def _fit_forms(cal: Calibration, model: CpuModel, base_model: CpuModel, forms: tuple[Form, ...],
              g: dict[str, Probe], header: str, units: _Units, err: TextIO,
              progress: tuple[int, int, float]) -> bool:
    """Per form: measure throughput and latency, and where the draft `model` misses, fit a class
    (kept in `cal.class_overrides` and `cal.notes`, decisions cached in the evidence). `progress`
    is (probes done, total, start time). Whether the time budget stopped the fitting."""
    done, total, t0 = progress
    add_cls, load_cls = units.add_cls, units.load_cls
    cal.known_groups = tuple(dict.fromkeys(
        g.name for c in (add_cls, load_cls) if c is not None for g in [_group_of(base_model, c)] if g is not None))
    # fitting decisions hold for this global structure only (a new unit changes every prediction)
    structure = _fingerprint(header.split("\n", 3)[-1].replace(datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d"), "")
                             + FIT_STEPS)
    decided: dict[str, str] = {}
    decisions = cal.evidence.setdefault("decisions", {})
    stopped = False
    for form in forms:
        if stopped:
            break
        for kind in ("throughput", "latency"):
            done += 1
            if (kind == "latency" and not form.chain) or (kind == "throughput" and not form.throughput):
                continue
            if cal.out_of_time():
                stopped = True  # the budget covers fitting too; a later run resumes here
                break
            text = form.throughput_text() if kind == "throughput" else form.latency_text()
            _progress(err, done, total, form.template, t0)
            found = cal.form_class(model, text)
            if found is None:
                continue
            opcode, cls = found
            variant = base_model.opcode_class.get(opcode) in base_model.variants
            target = cls.name if variant else opcode
            if target in decided and decided[target] != form.template:
                continue  # a class shared with a form calibrated earlier keeps that form's numbers
            p = cal.measure(f"{kind}:{form.template}", text)
            if p is None:
                continue
            key = f"{kind}:{form.template}"
            companions = [g[c] for c in COMPANIONS.get(form.template, ()) if kind == "throughput" and c in g]
            seen = {c.key: round(c.measured, 4) for c in companions} or None
            cached = decisions.get(key)
            if cached is not None and cached.get("measured") == round(p.measured, 4) \
                    and cached.get("base") == base_model.name and cached.get("structure") == structure \
                    and cached.get("companions") == seen:
                if "class" in cached:  # decided by an earlier run: no need to simulate candidates again
                    new_cls = _class_from_json(cached["class"])
                    model = _with_class(model, opcode, new_cls, variant)
                    decided[target] = form.template
                    cal.notes[target] = cached["note"]
                    cal.class_overrides[target] = new_cls
                continue
            pred = cal.predict(model, text)
            if pred is None:
                continue
            n = p.instructions
            no_change = {"measured": round(p.measured, 4), "base": base_model.name, "structure": structure,
                         **({"companions": seen} if seen else {})}
            if abs(pred - p.measured) <= max(TOLERANCE * p.measured, ABS_TOLERANCE * n):
                decisions[key] = no_change
                continue
            best = _best_candidate(cal, model, opcode, cls, text, p.measured, kind, variant, companions)
            if best is not None and abs(best[1] - p.measured) > max(TOLERANCE * p.measured, ABS_TOLERANCE * n):
                # still off: one more step from the best class (`sete`: without Zn4ALU03, then halved)
                again = _best_candidate(cal, _with_class(model, opcode, best[0], variant), opcode, best[0], text,
                                        p.measured, kind, variant, companions)
                best = again or best
            if best is None:
                decisions[key] = no_change
                cal.save()
                continue
            new_cls, new_pred = best
            model = _with_class(model, opcode, new_cls, variant)
            decided[target] = form.template
            cal.notes[target] = (f"{kind} {form.template!r}: measured {p.measured / n:.3f} ± {p.spread / n:.3f} "
                                 f"cycles/instr, {base_model.name} {pred / n:.3f}, now {new_pred / n:.3f}")
            cal.class_overrides[target] = new_cls
            decisions[key] = {**no_change, "class": _class_to_json(new_cls), "note": cal.notes[target]}
            cal.save()
    return stopped


def _stores_out_of_order(cal: Calibration, model: CpuModel, g: dict[str, Probe]) -> bool:
    """Stores taken out of order (hardware.stores_out_of_order) when the draft model with it
    predicts the store-order probes (`store_order`, `fail_commit`) closer to the measurements than
    without it, and `store_order` runs in under half the in-order prediction."""
    hw = model.hardware
    if hw is None or not hw.memory_dependences or "store_order" not in g or "fail_commit" not in g:
        return False
    flagged = _copy_model(model)
    flagged.hardware = replace(hw, stores_out_of_order=True)
    probes = (g["store_order"], g["fail_commit"])
    before = [cal.predict(model, p.text) for p in probes]
    after = [cal.predict(flagged, p.text) for p in probes]
    err_before = err_after = 0.0
    for b, a, p in zip(before, after, probes, strict=True):
        if b is None or a is None:
            return False
        err_before += abs(b - p.measured) / p.measured
        err_after += abs(a - p.measured) / p.measured
    slow = before[0]
    return slow is not None and g["store_order"].measured < 0.5 * slow and err_after < err_before


def _fingerprint(text: str) -> str:
    import hashlib

    return hashlib.sha1(text.encode()).hexdigest()[:12]


def _narrowest_group(model: CpuModel, cls: SchedClass) -> ProcResource | None:
    best = None
    for use in cls.resources:
        res = model.resource(use.resource)
        if res.members and res.buffer_size < 0 and (best is None or len(res.members) < len(best.members)):
            best = res
    return best


def _shift_units(cal: Calibration, base: CpuModel, g: dict[str, Probe], alu_members: list[str],
                 evidence_of: dict[str, str]) -> list[dict[str, Any]]:
    """Shifts (and whatever shares their unit group, e.g. imul) per cycle: more units than the base
    model's shift group has are taken from the ALU group (the newest units first)."""
    if "shift_units" not in g:
        return []
    cls = base.resolve_class(_first_inst(cal, "shrq $3, %rax"))
    grp = _narrowest_group(base, cls) if cls is not None else None
    if grp is None:
        return []
    units = round(12 / g["shift_units"].measured)
    spare = [m for m in reversed(alu_members) if m not in grp.members]
    if units <= len(grp.members) or not spare:
        return []
    evidence_of[grp.name] = "global:shift_units"
    return [{"name": grp.name, "members": [*grp.members, *spare[:units - len(grp.members)]]}]


def _store_units(cal: Calibration, base: CpuModel, g: dict[str, Probe],
                 evidence_of: dict[str, str]) -> list[dict[str, Any]]:
    """Vector stores per cycle: single resources of the vector store's class with fewer units grow."""
    if "vec_store_units" not in g:
        return []
    cls = base.resolve_class(_first_inst(cal, "vmovss %xmm0, 8(%rbx)"))
    if cls is None:
        return []
    units = round(8 / g["vec_store_units"].measured)
    out: list[dict[str, Any]] = []
    for use in cls.resources:
        res = base.resource(use.resource)
        if not res.members and res.units < units:
            if res.super_resource and base.resource(res.super_resource).units < units:
                out.append({"name": res.super_resource, "units": units})
            out.append({"name": res.name, "units": units})
            evidence_of[res.name] = "global:vec_store_units"
    return out


# (probe, ALU operations it holds when the forms share the ALUs, the forms' texts)
_ALU_SHARING = (("movimm_alu", 12, ("movl $1, %eax", "movq $-1, %rax")),
                ("setcc_alu", 12, ("sete %al",)))


def _movimm_alu(cal: Calibration, base: CpuModel, g: dict[str, Probe], add_cls: SchedClass | None,
                alu_units: int) -> None:
    """When 6 cmp and 6 `mov $imm` (each kind alone as fast as the ALUs allow) together take as long
    as 12 ALU operations, `mov $imm` runs on the ALUs: the moves of a 32-bit immediate get add's
    resources (the per-form fit, from the moves alone, cannot tell which units they share). The
    same for setcc: `cmpq $0, %r15`, 6 `sete`, 5 `cmpl` as slow as 12 ALU operations."""
    for key, slots, texts in _ALU_SHARING:
        p = g.get(key)
        if p is None or add_cls is None or not alu_units or p.measured < 0.9 * slots / alu_units:
            continue
        for text in texts:
            inst = _first_inst(cal, text)
            cls = cal.class_overrides.get(inst.opcode) or base.resolve_class(inst)
            if cls is None or base.opcode_class.get(inst.opcode) in base.variants:
                continue
            cal.class_overrides[inst.opcode] = replace(cls, resources=add_cls.resources)
            cal.notes[inst.opcode] = (f"global:{key}: {p.measured:.3f} ± {p.spread:.3f} cycles/iteration "
                                      f"({p.instructions} instr.), {alu_units} ALUs: shares them (add's resources)")


_MOVSX_LOADS = ("movslq 8(%rbx), %rax", "movsbl 8(%rbx), %eax", "movswl 8(%rbx), %eax", "movsbq 8(%rbx), %rax",
                "movswq 8(%rbx), %rax")


def _movsx_alu(cal: Calibration, base: CpuModel, g: dict[str, Probe], add_cls: SchedClass | None,
               alu_units: int) -> None:
    """When 6 cmp and 3 `movslq` loads (12 movslq alone: as fast as the load units allow) take as
    long as 9 ALU operations, a sign-extending load also takes an ALU slot: the movsx loads get
    the resources of add's ALU group besides their own (Zen 5: 1.50 cycles; movsbl, movswl, movsbq,
    movswq the same; movl and movzbl loads take none). `movslq 64(%rbx), %rcx; cmpl $9, %ecx`
    measures 0.45 cycles (0.33 with the cmp on another register), between this model's 0.33 and
    the 0.55 of taking the movslq as an ALU chain head (hardware.alu_wakeup), which made two
    development sets worse: not modelled."""
    p = g.get("movsx_alu")
    if p is None or add_cls is None or not alu_units or p.measured < 0.9 * 9 / alu_units:
        return
    for text in _MOVSX_LOADS:
        inst = _first_inst(cal, text)
        cls = cal.class_overrides.get(inst.opcode) or base.resolve_class(inst)
        if cls is None or base.opcode_class.get(inst.opcode) in base.variants:
            continue
        have = {u.resource for u in cls.resources}
        extra = tuple(u for u in add_cls.resources if u.resource not in have)
        if not extra:
            continue
        # the scheduler group (Zn4Int) now covers both its members' uses (llvm-mca subtracts them)
        res = _consistent(base, cls.resources + tuple(replace(u, release=0) for u in extra), cls.resources + extra)
        cal.class_overrides[inst.opcode] = replace(cls, resources=res)
        cal.notes[inst.opcode] = (f"global:movsx_alu: {p.measured:.3f} ± {p.spread:.3f} cycles/iteration "
                                  f"({p.instructions} instr.), {alu_units} ALUs: also takes an ALU slot")


_ADC_FORMS = ("adcq %rax, %rcx", "adcl %eax, %ecx", "sbbq %rax, %rcx", "sbbl %eax, %ecx",
              "adcq $1, %rcx", "adcl $1, %ecx", "sbbq $-1, %rcx", "sbbl $-1, %ecx", "adcl $384, %eax")
# the short accumulator forms (`addl $imm32, %eax`: opcode 05 id), which LLVM's znver4 prices apart
_ACC_FORMS = ("addl $384, %eax", "addq $384, %rax", "subl $384, %eax", "andl $2097144, %eax",
              "orl $65536, %eax", "xorl $65536, %eax", "andb $1, %al")
# byte and word moves (`movb $13, %al`, `movb %r15b, %al`), in LLVM's movabs class (4 ALU cycles)
_NARROW_MOVES = ("movb $13, %al", "movw $13, %ax", "movb %r15b, %al")
# (probe, copies of the forms in it, other ALU operations in it, the forms)
_HOLD_PROBES = (("adc_throughput", 12, 12, _ADC_FORMS), ("acc_imm", 1, 11, _ACC_FORMS),
                ("narrow_move", 1, 11, _NARROW_MOVES))


def _adc_hold(cal: Calibration, base: CpuModel, g: dict[str, Probe], alu_group: str, alu_units: int) -> None:
    """ALU holds the forms' own probes cannot show. adc/sbb always read the carry, so their
    throughput probes are carry chains: 12 sbb that each take the carry of a cmp (12 cmp of 1 ALU
    cycle) show how long they hold their ALU. The accumulator forms (`addl $384, %eax`) and byte
    moves write one register only: one of them among 11 cmp. The classes of those forms whose ALU hold is longer
    get the measured hold (class-wide: every opcode of the class)."""
    if not alu_group or not alu_units:
        return
    for key, copies, others, forms in _HOLD_PROBES:
        p = g.get(key)
        if p is None:
            continue
        predicted = cal.predict(base, p.text) if p.text else None
        if predicted is not None and abs(predicted - p.measured) <= TOLERANCE * p.measured:
            # the base model already times the probe right (the formula below assumes one ALU
            # micro-op per form: Skylake's adc has two, and would be "corrected" to a wrong hold)
            continue
        hold = max(1, round((p.measured * alu_units - others) / copies))
        for text in forms:
            inst = _first_inst(cal, text)
            name = base.opcode_class.get(inst.opcode)
            cls = base.classes.get(name) if name is not None else None
            if cls is None or name in cal.class_overrides or inst.opcode in cal.class_overrides:
                continue
            alu = next((u for u in cls.resources if u.resource == alu_group), None)
            if alu is None or alu.release <= hold:
                continue
            cal.class_overrides[name] = replace(cls, resources=tuple(
                replace(u, release=hold) if u.release == alu.release else u for u in cls.resources))
            cal.notes[name] = (f"global:{key}: {p.measured:.3f} ± {p.spread:.3f} cycles/iteration "
                               f"({p.instructions} instr.), {alu_units} ALUs: holds its ALU {hold} cycles, "
                               f"{base.name} {alu.release}")


def _lea_variant(base: CpuModel, g: dict[str, Probe], evidence_of: dict[str, str]) -> str:
    """When a scaled two-operand lea (`leaq (,%r15,8)`) runs as fast as a simple lea, the base
    model's rule "scale != 1 makes a slow lea" is dropped and its three-operand rule (base, index
    and displacement) no longer asks for scale 1: only three-operand leas are slow. When a base and
    index lea with base %rbp (whose encoding always carries a displacement byte, as %r13's) is as
    slow as a three-operand one while the same with base %rbx is not, such leas get the slow class."""
    scaled = "lea_scaled" in g and "alu_units" in g and g["lea_scaled"].measured <= 1.2 * g["alu_units"].measured
    rbp = "lea_rbp_index" in g and "lea_base_index" in g \
        and g["lea_rbp_index"].measured >= 1.5 * g["lea_base_index"].measured
    if not scaled and not rbp:
        return ""
    from ..machine.model_load import find_model_file

    name = base.opcode_class.get("LEA64r")
    path = find_model_file(base.name)
    if name is None or name not in base.variants or path is None:
        return ""
    lines = path.read_text().splitlines()
    try:
        start = lines.index(f"  {name}:")
    except ValueError:
        return ""
    block = [lines[start]]
    for line in lines[start + 1:]:
        if not line.startswith("    "):
            break
        block.append(line)
    kept = block
    notes = []
    if scaled:
        kept = [ln.replace("imm_in: {2: [1]}, ", "") for ln in block
                if not ln.strip().startswith("- {when: {imm_not_in: {2: [1]}},")]
        if len(kept) < len(block):
            p = g["lea_scaled"]
            notes.append(f"global:lea_scaled: {p.measured:.3f} ± {p.spread:.3f} cycles/iteration (12 instr.), "
                         f"simple lea {g['alu_units'].measured:.3f}: scale != 1 alone is not slow")
    slow = next((ln.split("class: ")[1].rstrip("}").strip() for ln in kept if "reg_not_in: {1: [null], 3: [null]}" in ln
                 and "class: " in ln), None)
    last = next((k for k, ln in enumerate(kept) if ln.strip().startswith("- {when: {},")), None)
    if rbp and slow is not None and last is not None:
        kept.insert(last, f"      - {{when: {{reg_in: {{1: [RBP, R13, EBP, R13D]}}, reg_not_in: {{3: [null]}}}}, class: {slow}}}")
        p, q = g["lea_rbp_index"], g["lea_base_index"]
        notes.append(f"global:lea_rbp_index: {p.measured:.3f} ± {p.spread:.3f} cycles/iteration (12 instr.), "
                     f"base %rbx {q.measured:.3f}: base %rbp/%r13 (a displacement byte) and an index make a slow lea")
    if not notes:
        return ""
    evidence_of[name] = "global:lea_scaled" if scaled else "global:lea_rbp_index"
    return "variants:\n" + "".join(f"  # {n}\n" for n in notes) + "\n".join(kept) + "\n"


def _first_inst(cal: Calibration, text: str):  # type: ignore[no-untyped-def]
    an = analyze(text, cpu=cal.base_name, options=AnalysisOptions(llvm_version=MEASURE_RELEASE))
    return an.regions[0].mcinsts[0]


def _class_to_json(cls: SchedClass) -> dict[str, Any]:
    return {"name": cls.name, "uops": cls.uops, "writes": [[w.cycles, w.write_id] for w in cls.writes],
            "resources": [[u.resource, u.release, u.acquire] for u in cls.resources],
            "read_advances": [[a.use_index, a.cycles, a.write_id] for a in cls.read_advances],
            "flags": [f for f in ("begin_group", "end_group", "retire_ooo") if getattr(cls, f)]}


def _class_from_json(data: dict[str, Any]) -> SchedClass:
    from ..machine.model import ReadAdvance

    return SchedClass(data["name"], data["uops"], tuple(WriteLatency(c, w) for c, w in data["writes"]),
                      tuple(ResourceUse(r, rel, acq) for r, rel, acq in data["resources"]),
                      tuple(ReadAdvance(u, c, w) for u, c, w in data["read_advances"]),
                      **{f: True for f in data["flags"]})


def _with_class(model: CpuModel, opcode: str, cls: SchedClass, variant: bool) -> CpuModel:
    new = _copy_model(model)
    if variant:
        new.classes[cls.name] = cls
    else:
        private = f"{opcode}@{model.name}"
        new.classes[private] = replace(cls, name=private)
        new.opcode_class[opcode] = private
    return new


def _consistent(model: CpuModel, old: tuple[ResourceUse, ...], new: tuple[ResourceUse, ...]) -> tuple[ResourceUse, ...]:
    """A group (e.g. the scheduler's) is held at least as long as the uses of its members together,
    as in the class it came from (llvm-mca subtracts member uses from the group's)."""
    fixed = []
    for k, u in enumerate(new):
        res = model.resource(u.resource)
        if res.members:
            members = set(res.members)
            inner = 0
            old_inner = 0
            for j, v in enumerate(new):
                other = model.resource(v.resource)
                if j != k and (set(other.members) or {other.name}) <= members:
                    inner += v.release
                    old_inner += old[j].release
            u = replace(u, release=max(u.release, inner + (old[k].release - old_inner)))
        fixed.append(u)
    return tuple(fixed)


def _serial(model: CpuModel, cls: SchedClass, cycles: int) -> SchedClass | None:
    """A serialising instruction (a locked read-modify-write, `xchg` with memory): one micro-op
    that holds one unit of its first unit group, and every group containing that unit, `cycles`
    cycles, so instances cannot overlap but other work can (Zen 5: `lock addq` 20 cycles apart
    with 24 independent adds, 12 loads or an 18-cycle imul chain beside it)."""
    groups = [u for u in cls.resources if model.resource(u.resource).members]
    if not groups:
        return None
    unit = model.resource(groups[0].resource).members[0]
    res = [ResourceUse(unit, cycles)] + [
        replace(u, release=cycles) if unit in model.resource(u.resource).members else u
        for u in cls.resources if u is not groups[0]]
    writes = (WriteLatency(cycles, cls.writes[0].write_id),) if cls.writes else ()
    return replace(cls, uops=1, writes=writes, resources=tuple(res))


def _candidates(model: CpuModel, cls: SchedClass, kind: str, measured_per: float,
                pred_per: float, known_groups: tuple[str, ...] = (), copies: int = 0) -> list[SchedClass]:
    out: list[SchedClass] = []
    per_copy = measured_per / copies if copies else 0.0
    if kind == "throughput" and per_copy >= 8 and (
            (cls.uops >= 20 and measured_per < pred_per) or measured_per >= 4 * pred_per):
        # microcoded (LLVM: LOCK_PREFIX is 100 micro-ops) or far slower than the model: serialising
        serial = _serial(model, cls, round(per_copy))
        if serial is not None:
            out.append(serial)
    if kind == "latency" and cls.writes:
        first = cls.writes[0]
        for delta in (-3, -2, -1, 1, 2, 3, 4, 5, -4, -5, -6):  # larger cuts last (folded loads)
            c = first.cycles + delta
            if c >= 0:
                out.append(replace(cls, writes=(WriteLatency(c, first.write_id), *cls.writes[1:])))
        return out
    res = cls.resources
    if res:
        ratio = round(measured_per / pred_per) if pred_per > 0 else 0
        scales = [lambda r: max(1, r // 2), lambda r: 1, lambda r: 2 * r]
        if ratio >= 3:  # far slower than the model (x87 `fstpt`: 5 cycles, LLVM 1): held `ratio` times longer
            scales.append(lambda r: ratio * r)
        for scale in scales:
            out.append(replace(cls, resources=_consistent(model, res, tuple(replace(u, release=scale(u.release))
                                                                                for u in res))))
        if measured_per < pred_per:
            # halved, but the scheduler groups (buffered) keep their hold: lowering them with the
            # pipes below them can leave the pipeline unable to issue (`ucomisd mem`: Zn4FP 3 -> 1)
            out.append(replace(cls, resources=tuple(
                u if model.resource(u.resource).buffer_size >= 0 and model.resource(u.resource).members
                else replace(u, release=max(1, u.release // 2)) for u in res)))
        if measured_per < pred_per:
            # ports of known instructions (the ALU group of add, the AGU group of a load): the
            # form may issue to those instead of a narrower group
            for k, u in enumerate(res):
                for g in known_groups:
                    if g != u.resource and model.resource(g).units > model.resource(u.resource).units:
                        moved = (*res[:k], replace(u, resource=g), *res[k + 1:])
                        out.append(replace(cls, resources=_consistent(model, moved, moved)))
        if measured_per > pred_per:
            # a narrower port set: a group whose units are a subset of the one the class names
            for k, u in enumerate(res):
                members = set(model.resource(u.resource).members)
                for g in model.resources:
                    if g.members and g.buffer_size < 0 and g.name != u.resource and set(g.members) < members:
                        moved = (*res[:k], replace(u, resource=g.name), *res[k + 1:])
                        out.append(replace(cls, resources=_consistent(model, moved, moved)))
        if measured_per < pred_per and len(res) > 1:
            # a wider port set: without one of the resources it names (the narrowest first)
            for k in sorted(range(len(res)), key=lambda k: model.resource(res[k].resource).units):
                rest = res[:k] + res[k + 1:]
                out.append(replace(cls, resources=_consistent(model, rest, rest)))
    if cls.uops > 1:
        out.append(replace(cls, uops=cls.uops - 1))
    out.append(replace(cls, uops=cls.uops + 1))
    return out


def _best_candidate(cal: Calibration, model: CpuModel, opcode: str, cls: SchedClass, text: str, measured: float,
                    kind: str, variant: bool, companions: Sequence[Probe] = ()) -> tuple[SchedClass, float] | None:
    """The candidate class closest to the measurement (relative error; with `companions`, the sum
    of the relative errors on the form's probe and on each companion probe)."""
    base_pred = cal.predict(model, text)
    if base_pred is None:
        return None

    def error(m: CpuModel, pred: float) -> float | None:
        e = abs(pred - measured) / measured
        for c in companions:
            cp = cal.predict(m, c.text)
            if cp is None:
                return None
            e += abs(cp - c.measured) / c.measured
        return e

    base_e = error(model, base_pred)
    if base_e is None:
        return None
    best: tuple[float, SchedClass, float] | None = None
    copies = sum(1 for inst in cal.mcinsts(text) if inst.opcode == opcode)
    for cand in _candidates(model, cls, kind, measured, base_pred, cal.known_groups, copies):
        if not _groups_cover_members(model, cand):
            continue  # the pipeline could never issue it (each such candidate ran into the time limit)
        m = _with_class(model, opcode, cand, variant)
        pred = cal.predict(m, text)
        e = error(m, pred) if pred is not None else None
        if pred is None or e is None:
            continue
        if best is None or e < best[0] - 1e-9:
            best = (e, cand, pred)
            if e <= 0.02:
                break  # candidates come simplest first; this one explains the measurement
    if best is None or best[0] >= base_e * 0.8:
        return None
    return best[1], best[2]


def _groups_cover_members(model: CpuModel, cls: SchedClass) -> bool:
    """A group is held at least as long as any one of its members (or subgroups) the class uses."""
    for u in cls.resources:
        members = set(model.resource(u.resource).members)
        if not members:
            continue
        for v in cls.resources:
            other = model.resource(v.resource)
            if v is not u and (set(other.members) or {other.name}) <= members and v.release > u.release:
                return False
    return True


def _uses(res: tuple[ResourceUse, ...]) -> str:
    return "[" + ", ".join(f"[{u.resource}, {u.release}]" if not u.acquire else
                           f"[{u.resource}, {u.release}, {u.acquire}]" for u in res) + "]"


def _override_text(target: str, cls: SchedClass, variant: bool, note: str) -> str:
    fields = [f"uops: {cls.uops}", "writes: [" + ", ".join(str(w.cycles) if not w.write_id else
                                                         f"[{w.cycles}, {w.write_id}]" for w in cls.writes) + "]",
              f"resources: {_uses(cls.resources)}"]
    if variant:
        if cls.read_advances:
            fields.append("read_advance: [" + ", ".join(
                f"[{a.use_index}, {a.cycles}]" if not a.write_id else f"[{a.use_index}, {a.cycles}, {a.write_id}]"
                for a in cls.read_advances) + "]")
        for flag in ("begin_group", "end_group", "retire_ooo"):
            if getattr(cls, flag):
                fields.append(f"{flag}: true")
    return f"  # {note}\n  {_yaml_key(target)}: {{{', '.join(fields)}}}\n"


def _yaml_key(name: str) -> str:
    return name if len(name) < 1000 else f"? {name}\n  "


def _rob_size(cal: Calibration, model: CpuModel, g: dict[str, Probe]) -> int | None:
    """The reorder-buffer size (in steps of 8) whose predictions of the two window probes are closest
    to the measurements, or None when the model's own size is as close (or a probe is missing)."""
    probes = [g[k] for k in ("rob_window_350", "rob_window_360") if k in g]
    if len(probes) < 2:
        return None
    have = model.reorder_buffer_size or model.micro_op_buffer_size

    @functools.cache
    def error(size: int) -> float:
        cand = replace(model, micro_op_buffer_size=size,
                       reorder_buffer_size=size if model.reorder_buffer_size else 0)
        preds = [cal.predict(cand, p.text) for p in probes]
        if any(x is None for x in preds):
            return float("inf")
        return sum(abs(x - p.measured) / p.measured for x, p in zip(preds, probes, strict=True))  # type: ignore[operator]

    best = min(range(max(8, have - 64) // 8 * 8, have + 193, 8), key=lambda n: (error(n), abs(n - have)))
    return best if error(best) < error(have) else None


def _fp_queue(cal: Calibration, model: CpuModel, g: dict[str, Probe]) -> tuple[str, int] | None:
    """(scheduler group, buffer size in steps of 4) of `vaddps` whose predictions of the fp_window
    probes are closest to the measurements, or None when the model's own size is as close."""
    probes = [g[k] for k in ("fp_window_56", "fp_window_64", "fp_window_72") if k in g]
    cls = model.resolve_class(_first_inst(cal, "vaddps %xmm0, %xmm1, %xmm2"))
    if len(probes) < 3 or cls is None:
        return None
    by_name = {r.name: r for r in model.resources}
    groups = [by_name[u.resource] for u in cls.resources if by_name[u.resource].members
              and by_name[u.resource].buffer_size > 0]
    if len(groups) != 1:
        return None
    grp = groups[0]
    have = grp.buffer_size

    @functools.cache
    def error(size: int) -> float:
        cand = replace(model, resources=tuple(replace(r, buffer_size=size) if r.name == grp.name else r
                                              for r in model.resources))
        preds = [cal.predict(cand, p.text) for p in probes]
        if any(x is None for x in preds):
            return float("inf")
        return sum(abs(x - p.measured) / p.measured for x, p in zip(preds, probes, strict=True))  # type: ignore[operator]

    best = min(range(max(4, have - 32) // 4 * 4, have + 65, 4), key=lambda n: (error(n), abs(n - have)))
    return (grp.name, best) if error(best) < error(have) else None


def _header(name: str, base: CpuModel, host: str, params: dict[str, int], hw: dict[str, Any],
            resources: list[dict[str, Any]], evidence_of: dict[str, str], g: dict[str, Probe],
            extra: dict[str, int] | None = None) -> str:
    date = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d")

    def ev(key: str) -> str:
        probe = g.get(evidence_of.get(key, "").removeprefix("global:"))
        if probe is None:
            return ""
        return (f"  # {evidence_of[key]}: {probe.measured:.3f} ± {probe.spread:.3f} cycles/iteration "
                f"({probe.instructions} instr.)")

    out = [f"# Measured model written by `mcalens calibrate -mcpu={base.name}` on {host}, {date}.",
           f"# Every number that differs from LLVM's {base.name} model names its probe in",
           f"# {name}.evidence.json (text, measured cycles per iteration, spread, passes, date, CPU).",
           "schema: 1", f"name: {name}", f"inherit: {base.name}", f"cpus: [{name}]",
           "source:", "  kind: measured", f"  host: {json.dumps(host)}", f"  date: {date}",
           "  generator: mcalens calibrate", f"  evidence: {name}.evidence.json"]
    if params:
        out.append("parameters:")
        out += [f"  {k}: {v}{ev(k)}" for k, v in params.items()]
    if extra:
        out.append("extra:")
        out += [f"  {k}: {v}{ev(k)}" for k, v in extra.items()]
    if hw:
        out.append("hardware:")
        out.append(f"  source: \"mcalens calibrate on {host}, {date}\"")
        for k, v in hw.items():
            val = "true" if v is True else str(v)
            note = f"  # the base model's plain-load latency ({base.name}): the load part of its folded loads" \
                if k == "load_latency" else ev(k)
            out.append(f"  {k}: {val}{note}")
    if resources:
        out.append("resources:")
        for r in resources:
            fields = ", ".join(f"{k}: [{', '.join(v)}]" if isinstance(v, list) else f"{k}: {v}" for k, v in r.items())
            out.append(f"  - {{{fields}}}{ev(r['name'])}")
    return "\n".join(out) + "\n"


