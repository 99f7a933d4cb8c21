"""Compiled-model cache: loaded CpuModels pickled under the user's cache directory.

Parsing a model YAML costs ~0.5 s; unpickling its compiled form costs a few ms. Entries are keyed
by a hash of the file contents and the loader's format version, so an edited file or a new mcalens
simply misses. The cache is ours alone: a corrupt, stale or unreadable entry is treated as a miss,
and write failures (read-only home, full disk) are ignored.

Every saved edit of a model file makes a new entry, and an upgrade leaves the old formats behind,
so the directory is kept to the MAX_ENTRIES most recently used files (a hit refreshes the file's
modification time); older ones are deleted after each write.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import tempfile
from pathlib import Path

# Bump when CpuModel's fields or the loader's interpretation of the YAML change.
CACHE_FORMAT = 7
# About 16 shipped models (~0.7 MB each), the ISA (~7 MB), resolver tables and user models.
MAX_ENTRIES = 64
_SUFFIXES = (".pickle", ".marshal")


def cache_dir() -> Path:
    """MCALENS_CACHE_DIR, else $XDG_CACHE_HOME/mcalens, else ~/.cache/mcalens."""
    explicit = os.environ.get("MCALENS_CACHE_DIR")
    if explicit:
        return Path(explicit)
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg) if xdg else Path.home() / ".cache"
    return base / "mcalens"


def content_hash(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


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


def read(key: str) -> object | None:
    """The cached payload for `key`, or None (missing, corrupt, other format)."""
    path = cache_dir() / f"{key}.pickle"
    try:
        with open(path, "rb") as handle:
            stored = pickle.load(handle)
    except FileNotFoundError:
        return None
    except Exception:
        # A truncated or foreign file: drop it so the next write replaces it.
        with contextlib.suppress(OSError):
            path.unlink()
        return None
    if not (isinstance(stored, tuple) and len(stored) == 2 and stored[0] == CACHE_FORMAT):
        return None
    touch(path)
    return stored[1]


def touch(path: Path) -> None:
    """Mark an entry as recently used (pruning keeps the newest); failures are ignored."""
    with contextlib.suppress(OSError):
        os.utime(path)


def prune(directory: Path, keep: int | None = None) -> None:
    """Delete all but the `keep` (default MAX_ENTRIES) most recently used entries (ours only: by
    suffix)."""
    keep = MAX_ENTRIES if keep is None else keep
    try:
        entries = []
        for entry in os.scandir(directory):
            if entry.name.endswith(_SUFFIXES) and not entry.name.startswith(".") and entry.is_file():
                entries.append((entry.stat().st_mtime_ns, entry.path))
    except OSError:
        return
    if len(entries) <= keep:
        return
    entries.sort(reverse=True)
    for _mtime, stale in entries[keep:]:
        with contextlib.suppress(OSError):
            os.unlink(stale)


def write(key: str, payload: object) -> None:
    """Store `payload` atomically (temp file + rename); every failure is silent."""
    directory = cache_dir()
    try:
        directory.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=".tmp-", suffix=".pickle")
        try:
            with os.fdopen(fd, "wb") as handle:
                pickle.dump((CACHE_FORMAT, payload), handle, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, directory / f"{key}.pickle")
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
    except Exception:
        return
    prune(directory)
