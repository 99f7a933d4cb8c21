"""`mcalens calibrate` for any x86-64 host, without the hardware: host naming from recorded CPUID
leaves (Intel and AMD families), calibration replayed from recorded measurement tables, the
refusal of measurements of another CPU, and `--validate`'s scoring on a recorded sample.

Fixtures (tests/data/hosts/):
* cpuid.json: CPUID leaves + XCR0 per CPU. `amd-epyc-zen3-this-host` was read on this project's
  Zen 3 machine with host.read_cpuid(); the others are constructed from each CPU's published
  CPUID signature (leaf 1 eax) and feature bits (their "provenance" says so): no Intel machine
  and no other AMD generation was available.
* znver3-evidence.json: the evidence file of `mcalens calibrate --out DIR --forms 24` on the Zen 3
  machine (real measurements), with its CPUID record; znver3-measured-local.yaml is the model that
  run wrote.
* validate-znver3.json: a `--validate --json` sample measured on the Zen 3 machine.
The Skylake and Zen 4 tables below are synthesised, not measured: each probe's "measurement" is
the base LLVM model's own prediction, except a few published facts (named where they are set).
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
from mcalens.analysis.calibrate import cli as calibrate_cli
from mcalens.analysis.calibrate.forms import COMMON_FORMS, GLOBAL_PROBES
from mcalens.analysis.calibrate.run import Calibration, calibrate
from mcalens.analysis.calibrate.validate import Sample, kendall_tau_b, measured_on, score_sample, validate
from mcalens.analysis.machine import model_load
from mcalens.analysis.measure import host as host_mod
from mcalens.analysis.measure.api import resolve_cpu

DATA = Path(__file__).parent / "data" / "hosts"
RECORDS: dict[str, dict[str, Any]] = json.loads((DATA / "cpuid.json").read_text())
ZEN3 = host_mod.host_from_record(RECORDS["amd-epyc-zen3-this-host"])


@pytest.mark.parametrize("key", sorted(RECORDS))
def test_recorded_cpuid_names_the_llvm_cpu(key: str) -> None:
    record = RECORDS[key]
    cpu = host_mod.host_from_record(record)
    assert cpu is not None
    for field, value in record["expect"].items():
        assert getattr(cpu, field) == value, field
    expected = record["expect"]["llvm_cpu"]
    assert cpu.describe().endswith(f"= {expected or 'unknown to mcalens'}")
    assert (cpu.hybrid_warning() is not None) == record["expect"]["hybrid"]
    chosen, notes = resolve_cpu("host", cpu)
    assert chosen == expected  # the base model calibrate starts from
    assert notes and notes[0].startswith("note: -mcpu=host picked" if expected else "error:")


def test_a_hybrid_cpu_names_the_core_type_and_asks_for_pinning() -> None:
    p_core = host_mod.host_from_record(RECORDS["intel-core-alderlake-pcore"])
    e_core = host_mod.host_from_record(RECORDS["intel-core-alderlake-ecore"])
    assert p_core is not None and e_core is not None
    assert "performance (Core) core" in p_core.describe() and "efficiency (Atom) core" in e_core.describe()
    warning = p_core.hybrid_warning()
    assert warning is not None and "taskset" in warning and "one type" in warning
    # measurements from one core type are not taken as the other's (calibrate compares describe())
    assert p_core.describe() != e_core.describe()
    # measure and calibrate say it with the CPU they picked (after it: the first note stays the choice)
    chosen, notes = resolve_cpu("host", e_core)
    assert chosen == "alderlake" and notes[0].startswith("note: -mcpu=host picked alderlake")
    assert notes[-1] == e_core.hybrid_warning()
    assert resolve_cpu("znver4", ZEN3)[1][-1].startswith("warning: predictions are for")


@pytest.mark.parametrize("record", [
    None, {}, {"leaves": []}, {"leaves": {"0x0": ["0x10", "0x0", "0x0"]}},
    {"leaves": {"0x0": ["zz", "0", "0", "0"], "0x1": ["0", "0", "0", "0"]}},
    {"leaves": {"0x0": ["0x10", "0x0", "0x0", "0x0"]}},  # no leaf 1
    {"leaves": {"0x0": ["0x10", "0x0", "0x0", "0x0"], "0x1": ["0x1" + "0" * 9, "0", "0", "0"]}},  # > 32 bits
    {"leaves": {"0x0": [16, 0, 0, 0], "0x1": [0, 0, 0, 0]}},
], ids=["none", "empty", "list", "short", "not-hex", "no-leaf-1", "too-wide", "ints"])
def test_a_malformed_cpuid_record_is_refused_not_guessed(record: object) -> None:
    assert host_mod.host_from_record(record) is None


# ------------------------------------------------------------------- calibrating from recorded data


def _without_dates(text: str) -> str:
    return re.sub(r"\d{4}-\d\d-\d\d", "DATE", text)


def test_replaying_the_recorded_zen3_run_writes_the_model_that_run_wrote(tmp_path: Path) -> None:
    """The AMD path end to end on real measurements, without running code: calibrate from the Zen 3
    machine's evidence file writes the same model as the live run did."""
    evidence = json.loads((DATA / "znver3-evidence.json").read_text())
    err = io.StringIO()
    status = calibrate("znver3", tmp_path, name="znver3-measured-local", passes=3, budget=600, err=err,
                       forms=COMMON_FORMS[:24], replay=evidence)
    assert status == 0, err.getvalue()
    written = (tmp_path / "znver3-measured-local.yaml").read_text()
    assert _without_dates(written) == _without_dates((DATA / "znver3-measured-local.yaml").read_text())
    stored = json.loads((tmp_path / "znver3-measured-local.evidence.json").read_text())
    assert stored["cpuid"] == evidence["cpuid"] and stored["host"] == evidence["host"]


def _synthetic_table(base: str, record_key: str, facts: dict[str, float], forms: int) -> dict[str, Any]:
    """An evidence file whose probes "measure" what the base model predicts, except `facts`
    (global probe key -> cycles per iteration), with a recorded CPUID record."""
    cal = Calibration(base, Path("/nonexistent"), "synthetic", 1, 1, 600.0, io.StringIO())
    model, _ = model_load.load_model(base)
    assert model is not None
    texts = {f"global:{k}": t for k, t, _ in GLOBAL_PROBES}
    for form in COMMON_FORMS[:forms]:
        texts[f"throughput:{form.template}"] = form.throughput_text()
        texts[f"latency:{form.template}"] = form.latency_text()
    probes = {}
    for key, text in texts.items():
        cycles = facts.get(key.removeprefix("global:"))
        if cycles is None:
            cycles = cal.predict(model, text)
        if cycles is None:
            continue
        probes[key] = {"text": text, "instructions": len(cal.mcinsts(text)), "measured": round(cycles, 4),
                       "spread": 0.0, "per_pass": [round(cycles, 4)], "cpu": "synthetic", "clock": {"Source": "synthetic"}}
    record = RECORDS[record_key]
    return {"cpuid": {"leaves": record["leaves"], "xcr0": record["xcr0"]}, "probes": probes}


@pytest.mark.parametrize(("record_key", "base", "facts"), [
    # Skylake-SP: a 4-cycle pointer chase (Intel's optimisation manual: 4 cycles for a simple
    # addressing mode; LLVM's model 5) and 4 pops in 2 cycles (two load ports, stack engine)
    pytest.param("intel-xeon-skylake-sp", "skylake-avx512", {"load_latency": 4.0, "stack_engine": 2.0}, id="skylake-sp"),
    # Zen 4, the first study's measured facts (../shared/docs/measuring.md): pointer chase 4 (model
    # 5), 4 pops about 1 cycle
    pytest.param("amd-epyc-zen4-genoa", "znver4", {"load_latency": 4.0, "stack_engine": 1.0}, id="zen4-genoa"),
])
def test_calibrate_end_to_end_from_a_recorded_table(record_key: str, base: str, facts: dict[str, float],
                                                    tmp_path: Path) -> None:
    """The CLI path for a host the project has no machine of: CPUID record -> LLVM base model ->
    probes from the table -> a model that loads, says where it was measured, and is refused
    elsewhere."""
    table = tmp_path / "evidence.json"
    table.write_text(json.dumps(_synthetic_table(base, record_key, facts, 6)))
    out = tmp_path / "models"
    err = io.StringIO()
    status = calibrate_cli.main(["--replay", str(table), "--out", str(out), "--forms", "6"], stderr=err)
    assert status == 0, err.getvalue()
    assert f"note: -mcpu=host picked {base}" in err.getvalue()
    name = f"{base}-measured-local"
    text = (out / f"{name}.yaml").read_text()
    assert f"inherit: {base}" in text and "kind: measured" in text
    assert re.search(r"^  load_latency: 4\b", text, re.M)  # the fact, against the model's 5
    assert re.search(r"^  stack_engine: true\b", text, re.M)
    model_load.load_model.cache_clear()  # type: ignore[attr-defined]
    model, diags = model_load.load_model(name, model_dirs=[str(out)])
    assert model is not None, [d.message for d in diags]
    assert model.kind == "measured" and model.load_latency == 4
    assert measured_on(name, (str(out),))[0] == base
    # predicted for on the Zen 3 host: labelled, never silently taken as this CPU's model
    assert ZEN3 is not None
    model_load.load_model.cache_clear()  # type: ignore[attr-defined]
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("MCALENS_MODEL_PATH", str(out))
        _, notes = resolve_cpu(name, ZEN3)
    assert notes and f"was measured on {base}, but this host is znver3" in notes[0]


def test_a_recorded_table_without_cpuid_is_refused(tmp_path: Path) -> None:
    table = tmp_path / "evidence.json"
    table.write_text(json.dumps({"probes": {}}))
    err = io.StringIO()
    assert calibrate_cli.main(["--replay", str(table), "--out", str(tmp_path / "m")], stderr=err) == 2
    assert "no readable CPUID record" in err.getvalue()
    assert not (tmp_path / "m").exists()


def test_evidence_of_another_cpu_is_not_resumed(tmp_path: Path) -> None:
    """A model directory holding Zen 3 measurements is not resumed with a Skylake table (or on a
    Skylake host): its cached probes would be taken as that CPU's."""
    evidence = json.loads((DATA / "znver3-evidence.json").read_text())
    (tmp_path / "x.evidence.json").write_text(json.dumps(evidence))
    skylake = _synthetic_table("skylake-avx512", "intel-xeon-skylake-sp", {}, 0)
    err = io.StringIO()
    assert calibrate("skylake-avx512", tmp_path, name="x", forms=(), replay=skylake, err=err) == 2
    assert "holds measurements of AMD EPYC" in err.getvalue() and "--fresh" in err.getvalue()


# ------------------------------------------------------------------------------------- --validate


def test_kendall_tau_b_with_ties() -> None:
    assert kendall_tau_b([1, 2, 3], [1, 2, 3]) == 1.0
    assert kendall_tau_b([1, 2, 3], [3, 2, 1]) == -1.0
    # one tie in x: (conc 2 - disc 0) / sqrt((2 + 0 + 1) * (2 + 0 + 0))
    assert kendall_tau_b([1, 1, 2], [1, 2, 3]) == pytest.approx(2 / (3 * 2) ** 0.5)


def _recorded_model(tmp_path: Path) -> Path:
    out = tmp_path / "models"
    out.mkdir()
    (out / "znver3-measured-local.yaml").write_text((DATA / "znver3-measured-local.yaml").read_text())
    model_load.load_model.cache_clear()  # type: ignore[attr-defined]
    return out


def test_validate_prints_the_scoring_table_from_a_recorded_sample(tmp_path: Path) -> None:
    out_dir = _recorded_model(tmp_path)
    out, err = io.StringIO(), io.StringIO()
    status = validate("znver3-measured-local", (str(out_dir),), blocks_dir=None,
                      recorded=DATA / "validate-znver3.json", passes=3, repetitions=100, out=out, err=err)
    assert status == 0, err.getvalue()
    text = out.getvalue()
    assert "| predictor | blocks | MAPE | median APE | Kendall tau-b |" in text
    rows = [line for line in text.splitlines() if line.startswith("| ") and "%" in line]
    assert [r.split(" | ")[0] for r in rows] == [
        "| znver3-measured-local (Verdict.CyclesPerIteration)", "| LLVM znver3 model, Total Cycles / iterations",
        "| LLVM znver3 model (Verdict.CyclesPerIteration)", "| instructions / 4"]
    assert "noise: pass spread" in text and "recorded in validate-znver3.json" in text
    # the scores are those of the recorded figures (recomputed here by hand)
    sample = Sample.from_json(json.loads((DATA / "validate-znver3.json").read_text()))
    assert sample is not None
    naive = [b.instructions / 4 for b in sample.blocks]
    measured = [b.measured for b in sample.blocks]
    mape = 100 * sum(abs(p - m) / m for p, m in zip(naive, measured, strict=True)) / len(measured)
    scores, dropped = score_sample(sample, "znver3-measured-local", "znver3", (str(out_dir),))
    assert dropped == 0 and scores[3].mape == pytest.approx(mape)
    assert f"{mape:.1f}%" in rows[3]


def test_validate_refuses_a_model_measured_on_another_cpu(tmp_path: Path) -> None:
    out, err = io.StringIO(), io.StringIO()
    # znver5-measured was measured on Zen 5; the recorded sample is from the Zen 3 machine
    status = validate("znver5-measured", (), blocks_dir=None, recorded=DATA / "validate-znver3.json", passes=3,
                      repetitions=100, out=out, err=err)
    assert status == 2 and out.getvalue() == ""
    assert "measured on AMD EPYC (family 0x1a model 0x2) = znver5" in err.getvalue()
    assert "validate it on a znver5 host" in err.getvalue()
    # an LLVM model is not a measured one
    assert validate("znver3", (), blocks_dir=None, recorded=DATA / "validate-znver3.json", passes=3,
                    repetitions=100, out=out, err=err) == 2
    assert "not a measured model" in err.getvalue()


@pytest.mark.parametrize("content", [b"", b"[]", b'{"blocks": [{"name": "a"}]}', b'{"blocks": []}', b"\xff"])
def test_validate_refuses_a_malformed_recorded_sample(content: bytes, tmp_path: Path) -> None:
    out_dir = _recorded_model(tmp_path)
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    err = io.StringIO()
    status = validate("znver3-measured-local", (str(out_dir),), blocks_dir=None, recorded=bad, passes=3,
                      repetitions=100, out=io.StringIO(), err=err)
    assert status == 2 and err.getvalue().startswith("error: --validate")


@pytest.mark.skipif(host_mod.supported() is not None, reason="measuring needs an x86-64 Linux host")
def test_validate_on_this_host_scores_a_model_of_this_cpu_or_refuses(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """The recorded Zen 3 model is scored on a Zen 3 host and refused on any other."""
    out_dir = _recorded_model(tmp_path)
    blocks = tmp_path / "blocks"
    blocks.mkdir()
    (blocks / "a.s").write_text("addq %rax, %rbx\nimulq %rcx, %rdx\n")
    (blocks / "b.s").write_text("movq 8(%rbx), %rax\naddq $1, %rcx\n")
    err = io.StringIO()
    status = calibrate_cli.main(["--validate", "--out", str(out_dir), "--name", "znver3-measured-local", "--blocks",
                                 str(blocks), "--passes", "1", "--repetitions", "20"], stderr=err)
    if host_mod.detect().llvm_cpu == "znver3":
        assert status == 0, err.getvalue()
        assert "| instructions / 4 | 2 |" in capsys.readouterr().out
    else:
        assert status == 2 and "validate it on a znver3 host" in err.getvalue()


def test_validate_compares_with_the_llvm_model_the_measured_one_inherits(tmp_path: Path) -> None:
    """`calibrate -mcpu=znver4` on a Zen 3 host: measured on znver3, based on znver4; the table's
    LLVM rows are znver4's."""
    (tmp_path / "z4-on-z3.yaml").write_text(
        'schema: 1\nname: z4-on-z3\ninherit: znver4\ncpus: [z4-on-z3]\nsource:\n  kind: measured\n'
        '  host: "AMD EPYC (family 0x19 model 0x1) = znver3"\n')
    model_load.load_model.cache_clear()  # type: ignore[attr-defined]
    out, err = io.StringIO(), io.StringIO()
    assert validate("z4-on-z3", (str(tmp_path),), blocks_dir=None, recorded=DATA / "validate-znver3.json", passes=3,
                    repetitions=100, out=out, err=err) == 0, err.getvalue()
    assert "| LLVM znver4 model, Total Cycles / iterations |" in out.getvalue()


def test_adc_hold_keeps_a_base_model_that_already_times_the_probe() -> None:
    """Skylake's adc/sbb are two micro-ops: the hold formula (one ALU micro-op per form) would turn
    a probe the LLVM model predicts exactly into a wrong hold; Zen 5's 5.97 (znver4 predicts far
    slower) still changes znver4's."""
    from mcalens.analysis.calibrate.run import Probe, _adc_hold

    for base_name, group, units in (("skylake-avx512", "SKXPort0156", 4), ("znver4", "Zn4ALU0123", 6)):
        model_load.load_model.cache_clear()  # type: ignore[attr-defined]
        base, _ = model_load.load_model(base_name)
        assert base is not None
        cal = Calibration(base_name, Path("/nonexistent"), "t", 1, 1, 60.0, io.StringIO())
        text = next(t for k, t, _ in GLOBAL_PROBES if k == "adc_throughput")
        predicted = cal.predict(base, text)
        assert predicted is not None
        _adc_hold(cal, base, {"adc_throughput": Probe("adc_throughput", text, 24, predicted, 0.0, (predicted,))},
                  group, units)
        assert cal.class_overrides == {}, base_name
    cal = Calibration("znver4", Path("/nonexistent"), "t", 1, 1, 60.0, io.StringIO())
    _adc_hold(cal, base, {"adc_throughput": Probe("adc_throughput", text, 24, 5.97, 0.0, (5.97,))}, "Zn4ALU0123", 6)
    assert "WriteADC" in cal.class_overrides
