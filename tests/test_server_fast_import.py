"""server.fast_import: lsprotocol imported through the attrs bytecode cache behaves exactly as a
plain import, and a broken cache never matters."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

PROBE = r"""
import json, sys
from mcalens.server.fast_import import import_lsprotocol
import_lsprotocol()
from lsprotocol import types, converters
position = types.Position(line=3, character=7)
item = types.CompletionItem(label="x", kind=types.CompletionItemKind.Text)
converter = converters.get_converter()
print(json.dumps({
    "repr": repr(position),
    "eq": position == types.Position(3, 7) and position != types.Position(3, 8),
    "annotations": sorted(map(str, types.Position.__init__.__annotations__.items())),
    "init_defaults": repr(types.CompletionItem.__init__.__defaults__),
    "unstructured": converter.unstructure(item),
    "structured": repr(converter.structure({"line": 1, "character": 2}, types.Position)),
    "filename": types.Position.__init__.__code__.co_filename,
}, sort_keys=True))
"""


def _probe(cache: Path) -> dict:
    env = dict(os.environ, MCALENS_CACHE_DIR=str(cache))
    done = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _cache_files(cache: Path) -> list[Path]:
    return sorted(cache.glob("lsprotocol-code-*.marshal"))


def test_cached_import_equals_plain_import(tmp_path):
    cache = tmp_path / "cache"
    first = _probe(cache)  # compiles and writes the cache
    files = _cache_files(cache)
    assert len(files) == 1 and files[0].stat().st_size > 100_000
    written = files[0].stat().st_ino
    second = _probe(cache)  # served from the cache
    assert second == first
    assert first["eq"] is True
    assert first["unstructured"] == {"label": "x", "kind": 1}
    assert first["filename"].startswith("<attrs generated")
    assert _cache_files(cache)[0].stat().st_ino == written  # a warm start does not rewrite it


def test_corrupt_cache_falls_back_and_is_replaced(tmp_path):
    cache = tmp_path / "cache"
    reference = _probe(cache)
    [path] = _cache_files(cache)
    path.write_bytes(b"\x00not marshal data")
    assert _probe(cache) == reference
    assert path.stat().st_size > 100_000  # rewritten by the fallback import


def test_unwritable_cache_directory_is_harmless(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    assert _probe(blocker / "cache")["eq"] is True
