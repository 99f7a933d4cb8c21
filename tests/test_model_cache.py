"""Compiled model cache: hit, miss on edit, corruption, unwritable cache directory."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from mcalens.analysis.cache import store
from mcalens.analysis.machine import model_cache, model_load

TINY = """\
schema: 1
name: tiny
cpus: [tiny-cpu]
parameters: {issue_width: 2, micro_op_buffer_size: 16}
resources:
  - {name: P0, units: 1}
classes:
  Alu: {uops: 1, writes: [1], resources: [[P0, 1]], opcodes: [ADD32rr]}
"""


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    directory = tmp_path / "cache"
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(directory))
    model_load.load_model.cache_clear()
    return directory


def load(path: Path):
    model_load.load_model.cache_clear()  # force the on-disk path, as a new process would
    return model_load.load_model_file(path)


def no_yaml(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*args: object, **kwargs: object) -> None:
        raise AssertionError("YAML parsed although the cache should have answered")

    monkeypatch.setattr(model_load._yaml(), "compose", fail)


def test_cache_dir_resolution(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("MCALENS_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert store.cache_dir() == tmp_path / "mcalens"
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(tmp_path / "x"))
    assert store.cache_dir() == tmp_path / "x"


def test_hit_after_first_load(cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "tiny.yaml"
    path.write_text(TINY)
    first, diags = load(path)
    assert first is not None and not diags
    assert len(list(cache.glob("model-*.records"))) == 1
    no_yaml(monkeypatch)
    second, diags = load(path)
    assert second is not None and not diags
    assert second.classes == first.classes and second.path == str(path)


def test_edit_is_a_miss(cache: Path, tmp_path: Path) -> None:
    path = tmp_path / "tiny.yaml"
    path.write_text(TINY)
    assert load(path)[0].issue_width == 2
    path.write_text(TINY.replace("issue_width: 2", "issue_width: 3"))
    assert load(path)[0].issue_width == 3
    assert len(list(cache.glob("model-*.records"))) == 2


def test_corrupt_entry_is_rebuilt(cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "tiny.yaml"
    path.write_text(TINY)
    load(path)
    (entry,) = cache.glob("model-*.records")
    entry.write_bytes(b"\x80\x05garbage")
    model, diags = load(path)
    assert model is not None and not diags
    no_yaml(monkeypatch)
    assert load(path)[0] is not None  # the rebuilt entry is valid again
    entry.write_bytes(b"")
    monkeypatch.undo()
    assert load(path)[0] is not None


def test_foreign_payload_is_ignored(cache: Path, tmp_path: Path) -> None:
    path = tmp_path / "tiny.yaml"
    path.write_text(TINY)
    from mcalens.analysis.cache import record_file

    key = model_cache.entry_key(store.content_hash(path.read_bytes()))
    cache.mkdir(mode=0o700)
    entry = cache / f"{key}.records"
    for meta in (("not", "a", "model"), (store.CACHE_FORMAT, "x", [], ()), None):
        entry.write_bytes(record_file.build(meta, {"classes": {}}, {}))
        model, _ = load(path)
        assert model is not None and model.name == "tiny"


def test_hit_reads_classes_on_demand(cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "tiny.yaml"
    path.write_text(TINY.replace("opcodes: [ADD32rr]", "opcodes: [ADD32rr, SUB32rr]"))
    first, _ = load(path)
    no_yaml(monkeypatch)
    second, _ = load(path)
    assert second.classes._built == {}  # nothing decoded by loading
    assert second.opcode_class.get("SUB32rr") == "Alu" and second.opcode_class.get("XOR32rr") is None
    assert second.classes["Alu"] == first.classes["Alu"] and list(second.classes._built) == ["Alu"]
    assert dict(second.opcode_class) == first.opcode_class
    assert second.resource("P0") == first.resource("P0")


def test_unwritable_cache_is_silent(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file-not-dir"
    blocker.write_text("x")
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(blocker / "sub"))
    path = tmp_path / "tiny.yaml"
    path.write_text(TINY)
    model, diags = load(path)
    assert model is not None and not diags


def test_errors_are_not_cached(cache: Path, tmp_path: Path) -> None:
    path = tmp_path / "tiny.yaml"
    path.write_text(TINY.replace("[[P0, 1]]", "[[P9, 1]]"))
    model, diags = load(path)
    assert model is None and diags
    assert not list(cache.glob("model-*.records"))
    model, diags = load(path)
    assert model is None and [d.code for d in diags] == ["MCL406"]


def test_inheriting_entry_tracks_parent(cache: Path, tmp_path: Path) -> None:
    (tmp_path / "tiny.yaml").write_text(TINY)
    child = tmp_path / "child.yaml"
    child.write_text("schema: 1\nname: child\ninherit: tiny\ncpus: [child]\nparameters: {micro_op_buffer_size: 8}\n")
    model_load.load_model.cache_clear()
    model, diags = model_load.load_model("child", search_path=[tmp_path])
    assert model is not None and (model.issue_width, model.micro_op_buffer_size) == (2, 8), diags
    (tmp_path / "tiny.yaml").write_text(TINY.replace("issue_width: 2", "issue_width: 5"))
    model_load.load_model.cache_clear()
    model, _ = model_load.load_model("child", search_path=[tmp_path])
    assert model is not None and model.issue_width == 5


def test_in_process_memo_sees_file_changes(cache: Path, tmp_path: Path) -> None:
    path = tmp_path / "tiny.yaml"
    path.write_text(TINY)
    assert model_load.load_model_file(path)[0].issue_width == 2
    path.write_text(TINY.replace("issue_width: 2", "issue_width: 4"))
    assert model_load.load_model_file(path)[0].issue_width == 4


def test_prune_keeps_the_most_recently_used(cache: Path) -> None:
    cache.mkdir(parents=True)
    for number in range(6):
        entry = cache / f"model-v1-{number}.pickle"
        entry.write_bytes(b"x")
        os.utime(entry, ns=(number * 10**9, number * 10**9))
    foreign = cache / "notes.txt"
    foreign.write_text("not ours")
    store.prune(cache, keep=3)
    assert sorted(p.name for p in cache.iterdir()) == [
        "model-v1-3.pickle", "model-v1-4.pickle", "model-v1-5.pickle", "notes.txt",
    ]  # fmt: skip


def test_a_hit_counts_as_a_use_and_writes_prune(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store, "MAX_ENTRIES", 2)
    for number in range(2):
        store.write(f"k{number}", number)
        path = cache / f"k{number}.pickle"
        os.utime(path, ns=(number * 10**9, number * 10**9))
    assert store.read("k0") == 0  # k0 is now the most recently used
    store.write("k2", 2)
    assert sorted(p.name for p in cache.glob("*.pickle")) == ["k0.pickle", "k2.pickle"]


def test_every_model_edit_does_not_grow_the_cache_without_bound(cache: Path, tmp_path: Path) -> None:
    path = tmp_path / "tiny.yaml"
    for width in range(1, store.MAX_ENTRIES + 6):
        path.write_text(TINY.replace("issue_width: 2", f"issue_width: {width}"))
        model, diags = load(path)
        assert model is not None and not diags and model.issue_width == width
    assert len(list(cache.glob("model-*.records"))) == store.MAX_ENTRIES


def test_model_values_pickle_positionally_and_round_trip() -> None:
    """The compiled cache relies on model.py's positional pickling: every class, every field."""
    import pickle

    from mcalens.analysis.machine.model import SchedClass
    from mcalens.analysis.machine.model_load import load_model

    model, _ = load_model("skylake")
    assert model is not None
    restored = pickle.loads(pickle.dumps(model, protocol=pickle.HIGHEST_PROTOCOL))
    assert restored.classes == model.classes and restored.resources == model.resources
    assert restored.variants == model.variants and restored.register_files == model.register_files
    some_class = next(iter(model.classes.values()))
    assert type(some_class) is SchedClass and hash(pickle.loads(pickle.dumps(some_class))) == hash(some_class)
    assert SchedClass.__reduce__ is not object.__reduce__


def test_settled_shipped_files_are_known_by_their_stat(cache: Path, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Shipped models (start-up, issue 17): a settled file is keyed by its identity, neither hashed nor
    its header read again; a recently changed one by its content; an edit is always seen."""
    models = tmp_path / "models" / "x86-64"
    models.mkdir(parents=True)
    path = models / "tiny.yaml"
    path.write_text(TINY)
    monkeypatch.setattr(model_load, "_is_shipped", lambda directory: directory == str(models))
    assert model_load._shipped_identity(path) is None  # just written: not settled
    old = path.stat().st_mtime - 10
    os.utime(path, (old, old))  # the change time stays recent: still hashed
    assert model_load._shipped_identity(path) is None
    monkeypatch.setattr(model_load, "_SETTLED_NS", -(10**12))  # as if written long ago
    identity = model_load._shipped_identity(path)
    assert identity is not None and identity.startswith("id-")
    first, diags = load(path)
    assert first is not None and first.issue_width == 2 and not diags
    heads: list[str] = []
    real_head = model_load._read_head
    monkeypatch.setattr(model_load, "_read_head", lambda p: heads.append(p) or real_head(p))
    model_load._scan_memo.clear()
    assert model_load.find_model_file("tiny-cpu", [models]) == path  # headers cached: heads read once
    model_load._scan_memo.clear()
    assert model_load.find_model_file("tiny-cpu", [models]) == path
    assert heads.count(str(path)) == 1
    path.write_text(TINY.replace("issue_width: 2", "issue_width: 4"))  # same size, new times
    assert model_load._shipped_identity(path) != identity
    second, _ = load(path)
    assert second is not None and second.issue_width == 4
