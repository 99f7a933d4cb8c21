"""Record files (analysis/record_file.py): what is written is what is read, in order, and only
intact private files are opened."""

from __future__ import annotations

import os
import pickle

import pytest
from mcalens.analysis.cache import record_file, store


def _table(count: int) -> dict[str, bytes]:
    return {f"key{i}" + "é" * (i % 3): pickle.dumps((i, "v" * (i % 50))) for i in range(count)}


def test_round_trip_keyed_and_array(tmp_path, monkeypatch):
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(tmp_path))
    big = _table(5000)  # many probe collisions at half load
    small = {"only": b""}
    rows = [f"row {i}".encode() for i in range(300)] + [b""]
    path = tmp_path / "t.records"
    assert store.write_records(path, record_file.build({"meta": [1, 2]}, {"big": big, "small": small},
                                                             {"rows": rows}))
    assert oct(path.stat().st_mode & 0o777) == "0o600"
    records = record_file.open_records(path)
    assert records is not None and records.meta == {"meta": [1, 2]}
    keyed = records.keyed("big")
    assert len(keyed) == 5000
    assert list(keyed) == list(big)  # insertion order
    assert all(keyed[key] == value for key, value in big.items())
    assert keyed.get("missing") is None and "missing" not in keyed and "key7é" in keyed
    with pytest.raises(KeyError):
        keyed["missing"]
    assert dict(records.keyed("small")) == small
    assert records.texts("small").get("only") == ""
    array = records.array("rows")
    assert list(array) == rows and array[-1] == b"" and len(array) == 301
    with pytest.raises(IndexError):
        array[301]
    with pytest.raises(KeyError):
        records.array("big")
    assert pickle.loads(pickle.dumps(keyed)) == big  # a plain dict elsewhere
    assert pickle.loads(pickle.dumps(array)) == rows


def test_only_intact_private_files_open(tmp_path, monkeypatch):
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(tmp_path))
    blob = record_file.build(None, {"t": {"a": b"1"}}, {})
    path = tmp_path / "t.records"
    path.write_bytes(blob)
    os.chmod(path, 0o600)
    assert record_file.open_records(path) is not None
    for bad in (b"", blob[:-1], b"X" + blob[1:], blob + b"!"):
        path.write_bytes(bad)
        assert record_file.open_records(path) is None
    path.write_bytes(blob)
    os.chmod(path, 0o666)
    assert record_file.open_records(path) is None  # others may write it
    os.chmod(path, 0o600)
    link = tmp_path / "link.records"
    link.symlink_to(path)
    assert record_file.open_records(link) is None
    assert record_file.open_records(tmp_path / "missing.records") is None
    assert store.open_records(path) is not None
    os.chmod(tmp_path, 0o777)  # an older mcalens's directory: tightened on use, then trusted
    assert store.open_records(path) is not None and oct(tmp_path.stat().st_mode & 0o777) == "0o700"
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "t.records").write_bytes(blob)
    os.chmod(shared / "t.records", 0o600)
    alias = tmp_path / "alias"
    alias.symlink_to(shared)
    assert store.open_records(alias / "t.records") is None  # a symlinked directory is not ours
