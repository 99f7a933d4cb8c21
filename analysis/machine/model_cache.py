"""Compiled models in the cache (cache/store.py): a loaded CpuModel stored as a record file whose
big tables (classes, variants, predicate tables, `opcode_class`) are read per lookup.

Entries are keyed by the model file's content hash, the cache format and a digest of the model
dataclasses' field names (`entry_key`), so two mcalens versions sharing a cache directory never
read each other's models.
"""

from __future__ import annotations

import pickle

from ..cache.store import CACHE_FORMAT, cache_path, content_hash, open_records, write_records

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up)
if TYPE_CHECKING:
    from typing import Any

# CpuModel's tables kept as records in a model's file (name or opcode -> pickled value).
_MODEL_TABLES = ("classes", "variants", "zero_idioms", "dependency_breaking", "optimizable_moves")


def _layout() -> str:
    """A digest of the field names of every model dataclass: two mcalens versions that share a
    cache directory (and a CACHE_FORMAT) but not CpuModel's layout never read each other's entries."""
    global _LAYOUT
    if _LAYOUT is None:
        import dataclasses

        from . import model

        names = sorted(
            f"{name}:{','.join(f.name for f in dataclasses.fields(value))}"
            for name, value in vars(model).items()
            if isinstance(value, type) and dataclasses.is_dataclass(value) and value.__module__ == model.__name__
        )
        _LAYOUT = content_hash(";".join(names).encode())[:8]
    return _LAYOUT


_LAYOUT: str | None = None


def entry_key(file_hash: str) -> str:
    return f"model-v{CACHE_FORMAT}-{_layout()}-{file_hash}"


def read_model(key: str) -> tuple[Any, Any, Any] | None:
    """(model, warnings, parent hashes) stored by write_model, or None. The model's classes, variants,
    predicate tables and `opcode_class` stay in the mapped record file and are read per lookup
    (PERF: unpickling a whole model's ~2,300 classes and ~19,500 opcode entries took ~10 ms of every
    start, its variants and predicates another ~1 ms; a run needs a few of each)."""
    from ..cache import record_file

    records = open_records(cache_path(f"{key}.records"))
    if records is None:
        return None
    try:
        fmt, model, warnings, dep_hashes = records.meta
        if fmt != CACHE_FORMAT:
            return None
        for name in _MODEL_TABLES:
            setattr(model, name, record_file.PackedTable(records.keyed(name)))
        model.opcode_class = records.texts("opcode_class")
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
    return model, warnings, dep_hashes


def write_model(key: str, model: Any, warnings: Any, dep_hashes: Any) -> None:
    """Stores a loaded model for read_model; every failure is silent."""
    import dataclasses

    from ..cache import record_file

    try:
        rest = dataclasses.replace(model, opcode_class={}, **{name: {} for name in _MODEL_TABLES})
        dumps = pickle.dumps
        tables = {
            name: {key: dumps(value, pickle.HIGHEST_PROTOCOL) for key, value in getattr(model, name).items()}
            for name in _MODEL_TABLES
        }
        tables["opcode_class"] = {opcode: name.encode() for opcode, name in model.opcode_class.items()}
        blob = record_file.build((CACHE_FORMAT, rest, warnings, dep_hashes), tables, {})
    except Exception:
        return
    write_records(cache_path(f"{key}.records"), blob)


