"""Loads the AArch64 resolver and printer tables for an Isa, through the compiled cache.

Public entry point:

    load_spellings(isa) -> Spellings

Reads `isa_probes.json.gz`, `isa_variants.json.gz`, `isa_diagnostics.json.gz` and `isa_shifts.json.gz`
beside the ISA, fits them (spellings.py,
~3 s) and keeps the result in the user's cache directory (analysis/machine/store.py), keyed by the
content of both files and of the fitting code, so a warm start only unpickles it. Missing files
give an empty table (every instruction then gets an MCL301/302 diagnostic, nothing is invented).
"""

from __future__ import annotations

from pathlib import Path

from ...cache import store
from ...isa import Isa, data_file, gc_paused
from . import spellings as spellings_module
from .spellings import Spellings, build_spellings

_KEY = "a64_spellings"


def _read(path: Path) -> tuple[bytes, object | None]:
    import gzip
    import json

    try:
        raw = path.read_bytes()
    except OSError:
        return b"", None
    try:
        return raw, json.loads(gzip.decompress(raw) if path.suffix == ".gz" else raw)
    except (OSError, ValueError, EOFError):
        return raw, None


def load_spellings(isa: Isa) -> Spellings:
    cached = isa.cache.get(_KEY)
    if isinstance(cached, Spellings):
        return cached
    base = Path(isa.directory) if isa.directory else None
    probes_path = data_file(base / "isa_probes.json") if base else None
    variants_path = data_file(base / "isa_variants.json") if base else None
    diagnostics_path = data_file(base / "isa_diagnostics.json") if base else None
    shifts_path = data_file(base / "isa_shifts.json") if base else None
    digest_parts = []
    for path in (probes_path, variants_path, diagnostics_path, shifts_path):
        try:
            digest_parts.append(path.read_bytes() if path is not None else b"")
        except OSError:
            digest_parts.append(b"")
    here = Path(spellings_module.__file__).parent
    # the table depends on how syntax.py parses the spellings and which names names.py knows
    code = b"".join((here / name).read_bytes() for name in ("spellings.py", "syntax.py", "names.py"))
    key = "a64-spellings-" + store.content_hash(b"\0".join(digest_parts) + b"\0" + code)
    with gc_paused():
        table = store.read(key)
        if not isinstance(table, Spellings):
            _, probes = _read(probes_path) if probes_path else (b"", None)
            _, variants = _read(variants_path) if variants_path else (b"", None)
            if not isinstance(probes, dict):
                probes = {"probes": []}
            _, diagnostics = _read(diagnostics_path) if diagnostics_path else (b"", None)
            table = build_spellings(isa, probes, variants if isinstance(variants, dict) else None,
                                    diagnostics if isinstance(diagnostics, dict) else None)  # fmt: skip
            _, shifts = _read(shifts_path) if shifts_path else (b"", None)
            if isinstance(shifts, dict) and isinstance(shifts.get("shapes"), dict):
                table.shifts = shifts["shapes"]
            table.resolved = {}
            store.write(key, table)
    isa.cache[_KEY] = table
    return table
