"""User models and LLVM releases: `inherit: <model>@<release>` names the release a model inherits
from (models/SCHEMA.md), and a plain `inherit:` takes the release the run loads, never another
release's model out of the compiled cache."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from mcalens.analysis.diagnostics import Severity
from mcalens.analysis.machine import model_load, releases
from mcalens.models import MODELS_PATH

DIRS = {"19": "x86-64", "22": "x86-64/llvm22"}  # the target's model sets (releases.release_models_dir)
OPCODE = "VCVTDQ2PDrm"  # skylake: 2 uops in LLVM 19's model, 1 in LLVM 22's (docs/llvm-releases.md)


@pytest.fixture(autouse=True)
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    cache = tmp_path / "model-cache"
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(cache))
    monkeypatch.delenv("MCALENS_MODEL_PATH", raising=False)
    model_load.load_model.cache_clear()
    return cache


def _user(tmp_path: Path, inherit: str) -> Path:
    models = tmp_path / "models"
    models.mkdir(exist_ok=True)
    path = models / "mysky.yaml"
    path.write_text(f"schema: 1\nname: mysky\ncpus: [mysky]\ninherit: {inherit}\n", encoding="utf-8")
    return path


def _uops(model: model_load.CpuModel) -> int:
    return model.classes[model.opcode_class[OPCODE]].uops


def _shipped(release: str) -> int:
    model, _ = model_load.load_model("skylake", target_dir=DIRS[release])
    assert model is not None
    return _uops(model)


def test_plain_inherit_takes_the_runs_release_even_from_a_warm_cache(tmp_path: Path) -> None:
    assert _shipped("19") != _shipped("22")
    path = _user(tmp_path, "skylake")
    for order in (("19", "22"), ("22", "19")):
        for release in order:
            model_load.load_model.cache_clear()  # only the on-disk compiled cache remembers
            model, diags = model_load.load_model_file(path, target_dir=DIRS[release])
            assert model is not None, diags
            assert _uops(model) == _shipped(release), (order, release)


def test_inherit_names_its_release(tmp_path: Path) -> None:
    path = _user(tmp_path, "skylake@22")
    model, diags = model_load.load_model_file(path, target_dir=DIRS["22"])
    assert model is not None and not [d for d in diags if d.severity == Severity.ERROR]
    assert _uops(model) == _shipped("22")
    for spelled in ("skylake@22.1.8", "skylake@19"):
        path = _user(tmp_path, spelled)
        release = spelled.partition("@")[2].partition(".")[0]
        model, _ = model_load.load_model_file(path, target_dir=DIRS[release])
        assert model is not None and _uops(model) == _shipped(release)


def test_inherit_of_another_release_or_an_unknown_one_is_a_positioned_error(tmp_path: Path) -> None:
    path = _user(tmp_path, "skylake@22")
    model, diags = model_load.load_model_file(path, target_dir=DIRS["19"])
    (error,) = [d for d in diags if d.severity == Severity.ERROR]
    assert model is None and error.code == "MCL409"
    assert (error.span.line, error.span.start, error.span.end) == (3, 9, 19)  # the value `skylake@22`
    assert error.message == ("inherit: 'skylake@22' inherits LLVM 22.1.8's 'skylake', but this run uses LLVM "
                             "19.1.7's models: select --llvm-version 22 (editor: mcalens.llvmVersion) to use "
                             "this model")
    for bad in ("skylake@20", "skylake@", "skylake@llvm22", "skylake@22.1.7"):
        path = _user(tmp_path, bad)
        model, diags = model_load.load_model_file(path, target_dir=DIRS["22"])
        (error,) = [d for d in diags if d.severity == Severity.ERROR]
        assert model is None and error.code == "MCL409" and error.span.line == 3, bad
        assert "is not an LLVM release mcalens has models for (19, 22; e.g. skylake@22)" in error.message


def test_the_editor_checks_a_model_file_against_its_release(tmp_path: Path) -> None:
    from mcalens.analysis.editor.services import check_model_file

    path = str(_user(tmp_path, "skylake@22"))
    assert not [d for d in check_model_file(path, "22") if d.severity == Severity.ERROR]
    assert [d.code for d in check_model_file(path, "19") if d.severity == Severity.ERROR] == ["MCL409"]


def test_an_inheriting_model_with_its_own_source_keeps_its_parents_release() -> None:
    """models/frontend/sandybridge-fe.yaml has a `source:` of its own (a note): its data is still the
    parent's release, whose engine behaviours apply (22's printing and issue rules under 22)."""
    from mcalens.analysis.machine.releases import ENGINE_RTHROUGHPUT_ROUNDED, model_engine

    frontend = os.path.join(MODELS_PATH, "frontend")
    for release, engine in (("22", True), ("19", False)):
        model, _ = model_load.load_model("sandybridge-fe", search_path=[frontend], target_dir=DIRS[release])
        assert model is not None and "note" in model.source
        assert model.source["llvm_version"] == releases.FULL_VERSIONS[release]
        assert (ENGINE_RTHROUGHPUT_ROUNDED in model_engine(model)) is engine
