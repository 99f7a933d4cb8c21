"""`mcalens calibrate` (issue 14): candidate class changes, the model file it writes, and a short
end-to-end run on the host (skipped where measuring cannot run)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from mcalens.analysis.calibrate.forms import COMMON_FORMS, GLOBAL_PROBES, Form
from mcalens.analysis.calibrate.run import (
    COMPANIONS,
    Calibration,
    Probe,
    _adc_hold,
    _best_candidate,
    _candidates,
    _consistent,
    _fp_queue,
    _lea_variant,
    _movimm_alu,
    _movsx_alu,
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


def test_adc_hold_from_sbb_with_independent_carries(tmp_path: Path) -> None:
    model_load.load_model.cache_clear()  # type: ignore[attr-defined]
    base, _ = model_load.load_model("znver4")
    assert base is not None

    def run(measured: float) -> dict[str, object]:
        cal = Calibration("znver4", tmp_path, "t", 1, 1, 60.0, io.StringIO())
        _adc_hold(cal, base, {"adc_throughput": Probe("adc_throughput", "", 24, measured, 0.0, (measured,))},
                  "Zn4ALU0123", 6)
        return {name: {u.resource: u.release for u in cls.resources} for name, cls in cal.class_overrides.items()}

    # Zen 5: 12 sbb + 12 cmp in 5.97 cycles on 6 ALUs: sbb holds its ALU 2 cycles (znver4: 4)
    got = run(5.97)
    assert {"WriteADC", "ADC16ri8_ADC32ri8_ADC64ri8_SBB16ri8_SBB32ri8_SBB64ri8"} <= set(got)
    assert all(uses == {"Zn4ALU0123": 2, "Zn4Int": 2} for uses in got.values())
    assert run(10.0) == {}  # 4 cycles, as the base model says: nothing to change
    # `addl $384, %eax` among 11 cmp: 2.02 cycles, a hold of 1 (znver4: 4) for the accumulator forms
    cal = Calibration("znver4", tmp_path, "t", 1, 1, 60.0, io.StringIO())
    _adc_hold(cal, base, {"acc_imm": Probe("acc_imm", "", 12, 2.02, 0.0, (2.02,))}, "Zn4ALU0123", 6)
    acc = base.opcode_class["ADD32i32"]
    assert acc in cal.class_overrides and base.opcode_class["ADC32i32"] not in cal.class_overrides
    assert {u.resource: u.release for u in cal.class_overrides[acc].resources} == {"Zn4ALU0123": 1, "Zn4Int": 1}


def test_alu_sharing_probes_move_forms_onto_the_alus(tmp_path: Path) -> None:
    model_load.load_model.cache_clear()  # type: ignore[attr-defined]
    base, _ = model_load.load_model("znver4")
    assert base is not None
    add = base.classes[base.opcode_class["ADD64rr"]]

    def run(**measured: float) -> set[str]:
        cal = Calibration("znver4", tmp_path, "t", 1, 1, 60.0, io.StringIO())
        g = {k: Probe(k, "", 12, v, 0.0, (v,)) for k, v in measured.items()}
        _movimm_alu(cal, base, g, add, 6)
        assert all(c.resources == add.resources for c in cal.class_overrides.values())
        return set(cal.class_overrides)

    # Zen 5: 6 cmp + 6 mov $imm 2.00 cycles, cmp + 6 sete + 5 cmp 2.35: 12 ALU slots on 6 ALUs each
    assert run(movimm_alu=2.0, setcc_alu=2.35) == {"MOV32ri", "MOV64ri32", "SETCCr"}
    assert run(movimm_alu=1.0, setcc_alu=2.35) == {"SETCCr"}  # the moves ran beside the cmps
    assert run() == set()


def test_lea_variant_rules_follow_the_lea_probes(tmp_path: Path) -> None:
    model_load.load_model.cache_clear()  # type: ignore[attr-defined]
    base, _ = model_load.load_model("znver4")
    assert base is not None

    def probe(key: str, cycles: float) -> Probe:
        return Probe(key, "", 12, cycles, 0.0, (cycles,))

    fast = {"alu_units": probe("alu_units", 2.58), "lea_scaled": probe("lea_scaled", 2.0)}
    rbp_slow = {"lea_base_index": probe("lea_base_index", 2.0), "lea_rbp_index": probe("lea_rbp_index", 5.89)}
    both = _lea_variant(base, {**fast, **rbp_slow}, {})
    assert "imm_not_in: {2: [1]}" not in both and "reg_in: {1: [RBP, R13, EBP, R13D]}" in both
    # the rule goes before the catch-all, or it could never apply
    assert both.index("reg_in: {1: [RBP") < both.index("- {when: {},")
    only_rbp = _lea_variant(base, rbp_slow, {})
    assert "imm_not_in: {2: [1]}" in only_rbp and "RBP, R13" in only_rbp
    rbp_fast = {**rbp_slow, "lea_rbp_index": probe("lea_rbp_index", 2.1)}
    assert "RBP" not in _lea_variant(base, {**fast, **rbp_fast}, {})
    assert _lea_variant(base, rbp_fast, {}) == ""
    (tmp_path / "t.yaml").write_text("schema: 1\nname: t\ninherit: znver4\ncpus: [t]\n" + both)
    model, diags = model_load.load_model("t", search_path=[str(tmp_path)])
    assert model is not None and not [d for d in diags if d.severity.name == "ERROR"]


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


def test_companion_probe_ranks_the_candidates_of_a_form(tmp_path: Path) -> None:
    model_load.load_model.cache_clear()  # type: ignore[attr-defined]
    base, _ = model_load.load_model("znver4")
    assert base is not None
    cal = Calibration("znver4", tmp_path, "t", 1, 1, 60.0, io.StringIO())
    form = next(f for f in COMMON_FORMS if f.template in COMPANIONS)
    text = form.throughput_text()
    found = cal.form_class(base, text)
    assert found is not None
    opcode, cls = found
    (key,) = COMPANIONS[form.template]
    mix = next(t for k, t, _ in GLOBAL_PROBES if k == key)
    # Zen 5: 12 movabsq 4.02 cycles, 6 cmpl + 3 movabsq 1.65 (2 ALU slots each would be 2.00)
    alone = _best_candidate(cal, base, opcode, cls, text, 4.02, "throughput", False)
    both = _best_candidate(cal, base, opcode, cls, text, 4.02, "throughput", False,
                           [Probe(key, mix, 9, 1.65, 0.0, (1.65,))])
    assert alone is not None and both is not None
    assert any(u.resource == "Zn4ALU0123" for u in alone[0].resources)  # the form alone: on the ALUs
    assert all(u.resource != "Zn4ALU0123" for u in both[0].resources)  # with the mix: not


def test_movsx_probe_puts_sign_extending_loads_on_an_alu_too(tmp_path: Path) -> None:
    model_load.load_model.cache_clear()  # type: ignore[attr-defined]
    base, _ = model_load.load_model("znver4")
    assert base is not None
    add = base.classes[base.opcode_class["ADD64rr"]]

    def run(measured: float | None) -> dict[str, dict[str, int]]:
        cal = Calibration("znver4", tmp_path, "t", 1, 1, 60.0, io.StringIO())
        g = {} if measured is None else {"movsx_alu": Probe("movsx_alu", "", 9, measured, 0.0, (measured,))}
        _movsx_alu(cal, base, g, add, 6)
        return {op: {u.resource: u.release for u in c.resources} for op, c in cal.class_overrides.items()}

    # Zen 5: 6 cmp + 3 movslq loads 1.50 cycles, 9 ALU slots on 6 ALUs
    got = run(1.50)
    assert set(got) == {"MOVSX64rm32", "MOVSX32rm8", "MOVSX32rm16", "MOVSX64rm8", "MOVSX64rm16"}
    # the load's own resources stay; one ALU more, and the scheduler group covers both members
    assert all(uses == {"Zn4AGU012": 1, "Zn4Int": 2, "Zn4LSU": 1, "Zn4Load": 1, "Zn4ALU0123": 1}
               for uses in got.values())
    assert run(1.0) == {}  # the loads ran beside the cmps
    assert run(None) == {}  # not measured


# ----------------------------------------------------------------------------- the model's name


def test_the_default_name_is_not_the_shipped_measured_model() -> None:
    from mcalens.analysis.calibrate.cli import default_name, shadowing

    name = default_name("znver5")
    assert name == "znver5-measured-local"
    assert model_load.find_model_file(name) is None  # no shipped model answers to it
    assert shadowing(name, Path("/nonexistent-out")) is None


@pytest.mark.parametrize("name", ["znver5-measured", "znver4"])
def test_a_name_that_would_shadow_another_model_is_warned_about(name: str, tmp_path: Path) -> None:
    from mcalens.analysis.calibrate.cli import shadowing

    warning = shadowing(name, tmp_path)
    assert warning is not None and warning.startswith("warning:") and f"'{name}'" in warning
    assert "choose another --name" in warning


def test_measure_does_not_warn_users_away_from_a_model_measured_on_this_cpu() -> None:
    from mcalens.analysis.measure.api import resolve_cpu

    zen5 = host_mod.HostCpu("AuthenticAMD", 0x1A, 0x02, "AMD EPYC", "znver5", True, True)
    zen3 = host_mod.HostCpu("AuthenticAMD", 0x19, 0x01, "AMD EPYC", "znver3", True, False)
    assert resolve_cpu("znver5-measured", zen5) == ("znver5-measured", [])
    cpu, notes = resolve_cpu("znver5-measured", zen3)
    assert cpu == "znver5-measured" and len(notes) == 1
    assert "measured on znver5" in notes[0] and "this host is znver3" in notes[0]
    # LLVM models keep their warning
    assert resolve_cpu("znver4", zen3)[1][0].startswith("warning: predictions are for -mcpu=znver4")
    assert resolve_cpu("znver4", zen5)[1] == []
