"""Model loading: every shipped model by every alias, validation diagnostics, inherit/overrides."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcalens.analysis.diagnostics import Severity
from mcalens.analysis.machine import model_load
from mcalens.analysis.mcinst import McInst, Reg

# llvm19-x86-facts.md: 79 CPU names with a scheduling model, 16 distinct models.
EXPECTED_MODELS = {
    "alderlake", "atom", "silvermont", "bdver2", "btver2", "sandybridge", "haswell", "broadwell", "skylake",
    "skylake-avx512", "icelake", "sapphirerapids", "znver1", "znver2", "znver3", "znver4",
}
# mcalens' measured models (models/x86-64/measured/, docs/calibrate.md), listed after LLVM's.
MEASURED_MODELS = {"znver4-measured", "znver5-measured"}
ALIASES = [
    ("icelake-server", "icelake"), ("tigerlake", "icelake"), ("rocketlake", "icelake"), ("x86-64", "sandybridge"),
    ("generic", "sandybridge"), ("x86-64-v3", "haswell"), ("x86-64-v4", "skylake-avx512"), ("znver5", "znver4"),
    ("bdver1", "bdver2"), ("bonnell", "atom"), ("slm", "silvermont"), ("meteorlake", "alderlake"),
    ("graniterapids", "sapphirerapids"), ("cascadelake", "skylake-avx512"),
]


@pytest.fixture(autouse=True)
def private_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Each test module shares one cache dir (shipped models compile once) away from ~/.cache."""
    cache = tmp_path_factory.getbasetemp() / "model-cache"
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(cache))
    monkeypatch.delenv("MCALENS_MODEL_PATH", raising=False)
    model_load.load_model.cache_clear()
    return cache


def write(directory: Path, name: str, text: str) -> Path:
    path = directory / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


MINIMAL = """\
schema: 1
name: tiny
cpus: [tiny-cpu]
parameters: {issue_width: 2, micro_op_buffer_size: 16}
resources:
  - {name: P0, units: 1}
  - {name: P1, units: 1}
  - {name: P01, members: [P0, P1], buffer_size: 8}
classes:
  Alu:
    uops: 1
    writes: [1]
    resources: [[P01, 1]]
    opcodes: [ADD32rr]
"""


def errors(diags: list) -> list[tuple[str, int]]:
    return [(d.code, d.span.line) for d in diags if d.severity == Severity.ERROR]


def test_shipped_models_and_cpus() -> None:
    cpus = model_load.list_cpus()
    assert len(cpus) == 79 + len(MEASURED_MODELS)
    assert {model for _, model, _ in cpus} == EXPECTED_MODELS | MEASURED_MODELS
    assert all(path.name == f"{model}.yaml" for _, model, path in cpus)


@pytest.mark.parametrize("cpu", [cpu for cpu, _, _ in model_load.list_cpus()])
def test_every_alias_loads(cpu: str) -> None:
    model, diags = model_load.load_model(cpu)
    assert model is not None, [d.format() for d in diags]
    assert not errors(diags)
    assert cpu in model.cpus
    assert model.issue_width >= 1 and model.resources and model.classes
    # Every opcode maps to a class or a variant that exists.
    for name in model.opcode_class.values():
        assert name in model.classes or name in model.variants


@pytest.mark.parametrize(("alias", "name"), ALIASES)
def test_alias_gives_same_model(alias: str, name: str) -> None:
    by_alias, _ = model_load.load_model(alias)
    by_name, _ = model_load.load_model(name)
    assert by_alias is not None and by_name is not None
    assert by_alias.name == by_name.name == name
    assert by_alias.opcode_class == by_name.opcode_class


def test_skylake_numbers_from_llvm() -> None:
    model, _ = model_load.load_model("skylake")
    assert model is not None
    assert (model.issue_width, model.micro_op_buffer_size, model.load_latency, model.mispredict_penalty) == (6, 224, 5, 14)
    any_port = model.resource("SKLPortAny")
    assert any_port.buffer_size == 60 and any_port.units == 8 and len(any_port.members) == 8
    assert [r.index for r in model.resources] == list(range(1, len(model.resources) + 1))
    # llvm19-x86-facts.md: VHADDPSrr lists SKLPort5 (2) ... SKLPortAny (3), latency 6, 3 uops.
    cls = model.classes[model.opcode_class["VHADDPSrr"]]
    assert cls.uops == 3 and max(w.cycles for w in cls.writes) == 6
    uses = {u.resource: u.release for u in cls.resources}
    assert uses["SKLPort5"] == 2 and uses["SKLPort0156"] == 3 and uses["SKLPortAny"] == 3


def test_amd_extra_processor_info() -> None:
    model, _ = model_load.load_model("znver3")
    assert model is not None
    assert model.reorder_buffer_size > 0 and model.register_files
    assert model.load_queue is not None and model.load_queue in {r.name for r in model.resources}
    btver2, _ = model_load.load_model("btver2")
    assert btver2 is not None
    ymm = [c for rf in btver2.register_files for c in rf.classes if c.reg_class == "VR256"]
    assert ymm and ymm[0].cost == 2  # MCSchedule.h: a YMM write costs 2 physical registers on Jaguar


def test_unknown_cpu() -> None:
    model, diags = model_load.load_model("pentium-nonexistent")
    assert model is None
    assert [d.code for d in diags] == ["MCL401"]


def test_user_model_dir_and_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write(tmp_path, "tiny", MINIMAL)
    model, diags = model_load.load_model("tiny-cpu", search_path=[tmp_path])
    assert model is not None and not diags
    assert model.resource("P01").units == 2  # group units default to the members' sum
    assert model.resolve_class(McInst("ADD32rr", (Reg("EAX"), Reg("EAX"), Reg("ECX")))).name == "Alu"
    assert model.path == str(tmp_path / "tiny.yaml")
    monkeypatch.setenv("MCALENS_MODEL_PATH", str(tmp_path))
    assert ("tiny-cpu", "tiny", tmp_path / "tiny.yaml") in model_load.list_cpus()
    assert model_load.load_model("tiny")[0] is not None


def test_user_model_shadows_shipped_cpu(tmp_path: Path) -> None:
    write(tmp_path, "tiny", MINIMAL.replace("cpus: [tiny-cpu]", "cpus: [skylake]"))
    model, _ = model_load.load_model("skylake", search_path=[tmp_path])
    assert model is not None and model.name == "tiny"


BAD_CASES = [
    pytest.param("parameters: {issue_width: 2, micro_op_buffer_size: 16}", "parameters: {issue_width: -2, micro_op_buffer_size: 16}",
                 "MCL405", 3, id="negative-issue-width"),
    pytest.param("    resources: [[P01, 1]]", "    resources: [[P9, 1]]", "MCL406", 12, id="unknown-resource"),
    pytest.param("    resources: [[P01, 1]]", "    resources: [[P01, -1]]", "MCL405", 12, id="negative-cycles"),
    pytest.param("    writes: [1]", "    writes: [-32769]", "MCL405", 11, id="negative-latency"),
    pytest.param("    writes: [1]", "    writes: one", "MCL405", 11, id="bad-type"),
    pytest.param("  - {name: P1, units: 1}", "  - {name: P0, units: 1}", "MCL408", 6, id="duplicate-resource"),
    pytest.param("  - {name: P1, units: 1}", "  - {units: 1}", "MCL404", 6, id="missing-name"),
    pytest.param("    uops: 1\n", "", "MCL404", 9, id="missing-uops"),
    pytest.param("schema: 1", "schema: 7", "MCL410", 0, id="future-schema"),
    pytest.param("members: [P0, P1]", "members: [P0, P7]", "MCL406", 7, id="unknown-member"),
    pytest.param("    opcodes: [ADD32rr]", "    opcodes: [ADD32rr, ADD32rr]", "MCL408", 13, id="duplicate-opcode"),
    pytest.param("cpus: [tiny-cpu]", "cpus: [tiny-cpu]\n  bad: [", "MCL403", 3, id="yaml-syntax"),
]


@pytest.mark.parametrize(("old", "new", "code", "line"), BAD_CASES)
def test_validation_diagnostics(tmp_path: Path, old: str, new: str, code: str, line: int) -> None:
    assert old in MINIMAL
    path = write(tmp_path, "tiny", MINIMAL.replace(old, new))
    model, diags = model_load.load_model_file(path)
    assert model is None
    assert (code, line) in errors(diags), [d.format() for d in diags]
    assert all(d.file == str(path) for d in diags)


def test_unknown_variant_target_and_missing_sections(tmp_path: Path) -> None:
    text = MINIMAL + "variants:\n  V:\n    rules:\n      - {when: {same_regs: [[1, 2]]}, class: Nope}\n    opcodes: [SUB32rr]\n"
    model, diags = model_load.load_model_file(write(tmp_path, "tiny", text))
    assert model is None and ("MCL407", 17) in errors(diags)
    model, diags = model_load.load_model_file(write(tmp_path, "empty", "schema: 1\nname: x\n"))
    assert model is None and {c for c, _ in errors(diags)} == {"MCL404"}


def test_garbage_never_raises(tmp_path: Path) -> None:
    for text in ["", "- 1\n- 2\n", "schema: [\n", "!!python/object:os.system {}\n", "classes: 3\n", "\x00\x01"]:
        model, diags = model_load.load_model_file(write(tmp_path, "g", text))
        assert model is None and diags


INHERIT = """\
schema: 1
name: my-skylake
inherit: skylake
cpus: [my-skylake]
source: {note: test override}
parameters: {issue_width: 4}
resources:
  - {name: SKLPortAny, buffer_size: 40}
instructions:
  VMULPSrr: {writes: [5], resources: [[SKLPort01, 1]]}
"""


def test_inherit_and_override(tmp_path: Path) -> None:
    write(tmp_path, "my-skylake", INHERIT)
    model, diags = model_load.load_model("my-skylake", search_path=[tmp_path])
    base, _ = model_load.load_model("skylake")
    assert model is not None and base is not None, [d.format() for d in diags]
    assert model.issue_width == 4 and base.issue_width == 6
    assert model.micro_op_buffer_size == base.micro_op_buffer_size
    assert model.resource("SKLPortAny").buffer_size == 40 and base.resource("SKLPortAny").buffer_size == 60
    cls = model.classes[model.opcode_class["VMULPSrr"]]
    assert [w.cycles for w in cls.writes] == [5]
    assert [(u.resource, u.release) for u in cls.resources] == [("SKLPort01", 1)]
    old = base.classes[base.opcode_class["VMULPSrr"]]
    assert cls.uops == old.uops and max(w.cycles for w in old.writes) == 4
    # Other opcodes of the old class keep it.
    assert model.opcode_class["VADDPSrr"] == base.opcode_class["VADDPSrr"]
    assert model.cpus == ("my-skylake",) and model.source == {"note": "test override", "llvm_version": base.source["llvm_version"]}  # the parent's release kept


def test_inherit_errors(tmp_path: Path) -> None:
    path = write(tmp_path, "a", INHERIT.replace("inherit: skylake", "inherit: no-such-model"))
    model, diags = model_load.load_model_file(path, search_path=[tmp_path])
    assert model is None and ("MCL409", 2) in errors(diags)
    write(tmp_path, "b", "schema: 1\nname: b\ninherit: c\n")
    path = write(tmp_path, "c", "schema: 1\nname: c\ninherit: b\n")
    model, diags = model_load.load_model_file(path, search_path=[tmp_path])
    assert model is None and "MCL409" in {c for c, _ in errors(diags)}
    path = write(tmp_path, "d", INHERIT.replace("VMULPSrr: {", "NOTANOPCODE: {").replace("my-skylake", "d"))
    model, diags = model_load.load_model_file(path, search_path=[tmp_path])
    assert model is None and ("MCL407", 9) in errors(diags)
    path = write(tmp_path, "e", INHERIT.replace("[[SKLPort01, 1]]", "[[SKLPortX, 1]]").replace("my-skylake", "e"))
    model, diags = model_load.load_model_file(path, search_path=[tmp_path])
    assert model is None and ("MCL406", 9) in errors(diags)


def test_unknown_keys_warn(tmp_path: Path) -> None:
    model, diags = model_load.load_model_file(write(tmp_path, "tiny", MINIMAL + "colour: blue\n"))
    assert model is not None
    assert [(d.code, d.severity, d.span.line) for d in diags] == [("MCL411", Severity.WARNING, 14)]


def test_model_dirs_keyword_matches_search_path(tmp_path: Path) -> None:
    """The CLI layer passes `model_dirs=`; it means the same as `search_path=`."""
    write(tmp_path, "tiny", MINIMAL)
    by_dirs, _ = model_load.load_model("tiny-cpu", model_dirs=[str(tmp_path)])
    assert by_dirs is not None and by_dirs.name == "tiny"
    assert ("tiny-cpu", "tiny", tmp_path / "tiny.yaml") in model_load.list_cpus(model_dirs=[str(tmp_path)])
    assert "tiny-cpu" not in {cpu for cpu, _, _ in model_load.list_cpus()}
