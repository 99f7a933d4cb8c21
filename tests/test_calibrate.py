"""`mcalens calibrate` (issue 14): candidate class changes, the model file it writes, and a short
end-to-end run on the host (skipped where measuring cannot run)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from mcalens.analysis.calibrate.forms import COMMON_FORMS, GLOBAL_PROBES, Form
from mcalens.analysis.calibrate.run import (
    Calibration,
    Probe,
    _candidates,
    _consistent,
    _fp_queue,
    _rob_size,
    _stores_out_of_order,
    calibrate,
)
from mcalens.analysis.machine import model_load
from mcalens.analysis.machine.model import ResourceUse
from mcalens.analysis.measure import host as host_mod

needs_host = pytest.mark.skipif(host_mod.supported() is not None, reason="measuring needs an x86-64 Linux host")


def test_form_texts_have_independent_copies_and_a_chain() -> None:
    form = Form("addq {s64}, {d64}")
    lines = form.throughput_text().splitlines()
    assert len(lines) == 12 and len(set(lines)) == 12  # 12 distinct destinations
    assert all(line.startswith("addq %r15, %") for line in lines)  # the source is never written
    assert set(form.latency_text().splitlines()) == {"addq %r15, %rax"}
    mem = Form("movq {d64}, {m}", chain=False).throughput_text().splitlines()
    assert mem[0] == "movq %rax, 8(%rbx)" and mem[1] == "movq %rcx, 72(%rbx)"  # distinct cache lines
    assert Form("movzbl {d8}, {d32}").latency_text().splitlines()[0] == "movzbl %al, %eax"


def test_every_probe_text_resolves_for_znver4() -> None:
    from mcalens.analysis import api

    texts = [t for _, t, _ in GLOBAL_PROBES] + [f.throughput_text() for f in COMMON_FORMS]
    for text in texts:
        an = api.analyze(text, cpu="znver4")
        assert not an.failed and an.regions, (text, an.messages)
        assert len(an.regions[0].mcinsts) == len(an.regions[0].instructions), text


def test_group_cycles_stay_consistent_with_member_uses() -> None:
    model, _ = model_load.load_model("znver4")
    assert model is not None
    cls = model.classes["CMP16mi_CMP32mi_CMP8mi_CMP16mi8_CMP32mi8_CMP64mi8_CMP8mi8"]
    assert [(u.resource, u.release) for u in cls.resources][:3] == [("Zn4AGU012", 1), ("Zn4ALU0123", 1),
                                                                     ("Zn4Int", 2)]
    ones = tuple(ResourceUse(u.resource, 1) for u in cls.resources)
    fixed = dict((u.resource, u.release) for u in _consistent(model, cls.resources, ones))
    # Zn4Int (the scheduler) must stay >= its member uses (AGU 1 + ALU 1); 1 would livelock.
    assert fixed["Zn4Int"] == 2
    cands = _candidates(model, cls, "throughput", 0.2, 0.3, ("Zn4ALU0123",))
    assert cands and all(c.uops >= 1 for c in cands)
    lat = _candidates(model, model.classes["WriteALU"], "latency", 2.0, 1.0)
    assert sorted(c.writes[0].cycles for c in lat) == [0, 2, 3, 4, 5, 6]


def test_rob_window_probes_recover_a_known_reorder_buffer(tmp_path: Path) -> None:
    from dataclasses import replace

    model, _ = model_load.load_model("znver4")
    assert model is not None and model.reorder_buffer_size == 320
    cal = Calibration("znver4", tmp_path, "t", 1, 1, 60.0, io.StringIO())
    texts = {k: t for k, t, _ in GLOBAL_PROBES if k.startswith("rob_window_")}
    assert sorted(texts) == ["rob_window_350", "rob_window_360"]

    def probes(size: int) -> dict[str, Probe]:
        # "measurements" = the simulation with a reorder buffer of `size`
        m = replace(model, micro_op_buffer_size=size, reorder_buffer_size=size)
        out = {}
        for k, t in texts.items():
            cycles = cal.predict(m, t)
            assert cycles is not None
            out[k] = Probe(k, t, len(t.splitlines()), cycles, 0.0, (cycles,))
        return out

    assert _rob_size(cal, model, probes(368)) == 368
    # the 350 probe stalls with 320 entries, not with 368: the fit is not a tie
    assert probes(320)["rob_window_350"].measured > 1.1 * probes(368)["rob_window_350"].measured
    assert _rob_size(cal, model, probes(320)) is None  # the model's own size: no override
    assert _rob_size(cal, model, {}) is None  # probes not measured


def test_fp_window_probes_recover_a_known_fp_scheduler(tmp_path: Path) -> None:
    from dataclasses import replace

    model, _ = model_load.load_model("znver4")
    assert model is not None and model.resource("Zn4FP").buffer_size == 64
    cal = Calibration("znver4", tmp_path, "t", 1, 1, 60.0, io.StringIO())
    texts = {k: t for k, t, _ in GLOBAL_PROBES if k.startswith("fp_window_")}
    assert sorted(texts) == ["fp_window_56", "fp_window_64", "fp_window_72"]

    def probes(size: int) -> dict[str, Probe]:
        m = replace(model, resources=tuple(replace(r, buffer_size=size) if r.name == "Zn4FP" else r
                                           for r in model.resources))
        out = {}
        for k, t in texts.items():
            cycles = cal.predict(m, t)
            assert cycles is not None
            out[k] = Probe(k, t, len(t.splitlines()), cycles, 0.0, (cycles,))
        return out

    assert _fp_queue(cal, model, probes(72)) == ("Zn4FP", 72)
    assert _fp_queue(cal, model, probes(64)) is None  # the model's own size


def test_store_order_probes_decide_stores_out_of_order(tmp_path: Path) -> None:
    from dataclasses import replace

    model, _ = model_load.load_model("znver5-measured")
    assert model is not None and model.hardware is not None
    draft = replace(model, hardware=replace(model.hardware, stores_out_of_order=False))
    cal = Calibration("znver4", tmp_path, "t", 1, 1, 60.0, io.StringIO())
    texts = {k: t for k, t, _ in GLOBAL_PROBES if k in ("store_order", "fail_commit")}
    assert len(texts) == 2

    def probes(out_of_order: bool) -> dict[str, Probe]:
        # "measurements" = the simulation with or without the behaviour
        m = replace(model, hardware=replace(model.hardware, stores_out_of_order=out_of_order))
        out = {}
        for k, t in texts.items():
            cycles = cal.predict(m, t)
            assert cycles is not None
            out[k] = Probe(k, t, len(t.splitlines()), cycles, 0.0, (cycles,))
        return out

    assert probes(False)["store_order"].measured > 2 * probes(True)["store_order"].measured
    assert _stores_out_of_order(cal, draft, probes(True))
    assert not _stores_out_of_order(cal, draft, probes(False))
    assert not _stores_out_of_order(cal, draft, {})  # probes not measured


@needs_host
def test_calibrate_end_to_end_on_this_host(tmp_path: Path) -> None:
    err = io.StringIO()
    status = calibrate("znver4", tmp_path, name="e2e-measured", passes=1, repetitions=20, budget=120,
                       err=err, forms=COMMON_FORMS[:2])
    assert status == 0, err.getvalue()
    evidence = json.loads((tmp_path / "e2e-measured.evidence.json").read_text())
    probes = evidence["probes"]
    assert "global:load_latency" in probes and "throughput:addq {s64}, {d64}" in probes
    p = probes["global:load_latency"]
    assert p["measured"] > 1 and p["cpu"] and p["date"] and len(p["per_pass"]) == 1
    model_load.load_model.cache_clear()  # type: ignore[attr-defined]
    model, diags = model_load.load_model("e2e-measured", search_path=[str(tmp_path)])
    assert model is not None, [d.message for d in diags]
    assert model.kind == "measured" and model.cpus == ("e2e-measured",)
    text = (tmp_path / "e2e-measured.yaml").read_text()
    assert "inherit: znver4" in text and "kind: measured" in text
    # Resumable: a second run measures nothing new.
    before = {k: v.get("date") for k, v in probes.items()}
    assert calibrate("znver4", tmp_path, name="e2e-measured", passes=1, repetitions=20, budget=120,
                     err=io.StringIO(), forms=COMMON_FORMS[:2]) == 0
    after = json.loads((tmp_path / "e2e-measured.evidence.json").read_text())["probes"]
    assert {k: v.get("date") for k, v in after.items()} == before
