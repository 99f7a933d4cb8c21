"""The compiled cache: what mcalens derives from large shipped or user files (models, the ISA,
spelling and encoder tables, generated dataclass code), stored under the user's cache directory.

Deriving a model from its YAML costs ~0.5 s; reading its compiled form costs a few ms. Entries are
keyed by a hash of the file contents (large shipped files: their identity) and the format version,
so an edited file or a new mcalens simply misses. The cache is ours alone: a corrupt, stale or
unreadable entry is treated as a miss, and write failures (read-only home, full disk) are ignored.

Loading a pickle (or a marshalled code object) runs whatever its author chose, so the cache is
only trusted when nobody else can write to it: the directory is created 0700 and used only while it
is a real directory owned by the user and not group/world-writable, and each entry is opened without
following symlinks and read only when it is a regular file owned by the user and not
group/world-writable (`open_private`). Anything else is a miss, and nothing is written there.

Every saved edit of a model file makes a new entry, and an upgrade leaves the old formats behind,
so the directory is kept to the MAX_ENTRIES most recently used files (a hit refreshes the file's
modification time); older ones are deleted after each write. What a model entry holds is the
model layer's (machine/model_cache.py); this package knows nothing of models.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import stat
from collections.abc import Callable, Sequence

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any, TypeVar

    _T = TypeVar("_T")
    _P = TypeVar("_P", str, Path)

try:  # the built-in BLAKE2 module: hashlib would load OpenSSL first (~2 ms of start-up, issue 17)
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - an interpreter built without it
    from hashlib import blake2b

# Bump when an entry's layout changes (CpuModel's fields, the loader's reading of the YAML, ...).
# 7: LLVM's field bounds on latencies, uops, units and resource cycles (issue 18 item 16).
# 8: the front-end section and acquire cycles (issue 16).
# 9: models stored as record files (read_model / write_model).
# 10: variants and the predicate tables are records too (read per lookup).
# 11: an inheriting model with its own `source:` keeps its parent's llvm_version (its release's engine).
CACHE_FORMAT = 11
# About 16 shipped models (~0.7 MB each), the ISA (~7 MB), resolver tables and user models.
MAX_ENTRIES = 64
_SUFFIXES = (".pickle", ".marshal", ".records")


def cache_dir() -> Path:
    """MCALENS_CACHE_DIR, else $XDG_CACHE_HOME/mcalens, else ~/.cache/mcalens."""
    from pathlib import Path

    return Path(cache_path())


def cache_path(name: str = "") -> str:
    """cache_dir() as a string, or the path of the entry `name` in it. The analysis path names its
    files this way: pathlib costs ~2 ms of start-up (issue 17)."""
    directory = os.environ.get("MCALENS_CACHE_DIR")
    if not directory:
        xdg = os.environ.get("XDG_CACHE_HOME")
        if xdg:
            directory = os.path.join(xdg, "mcalens")
        else:
            home = os.path.expanduser("~")
            if home == "~":  # what Path.home() raises on: no home directory
                raise RuntimeError("Could not determine home directory.")
            directory = os.path.join(home, ".cache", "mcalens")
    return os.path.join(directory, name) if name else directory


def _is_private(info: os.stat_result, kind: int) -> bool:
    """Ours alone: the expected file type, owned by this user, no group/world write bit."""
    owner_ok = not hasattr(os, "geteuid") or info.st_uid == os.geteuid()
    return stat.S_IFMT(info.st_mode) == kind and owner_ok and not info.st_mode & 0o022


def private_dir(directory: _P | None = None) -> _P | Path | None:
    """`directory` (default: the cache directory), created or tightened to 0700; None when it is a
    symlink or someone else's (then nothing is read from it or written to it)."""
    directory = cache_dir() if directory is None else directory
    try:
        os.makedirs(os.path.dirname(directory) or ".", exist_ok=True)
        with contextlib.suppress(FileExistsError):
            os.mkdir(directory, 0o700)
        info = os.lstat(directory)
        owner_ok = not hasattr(os, "geteuid") or info.st_uid == os.geteuid()
        if stat.S_ISDIR(info.st_mode) and owner_ok and info.st_mode & 0o077:
            os.chmod(directory, 0o700)  # ours but open to others (an older mcalens made it 0755)
            info = os.lstat(directory)
    except OSError:
        return None
    return directory if _is_private(info, stat.S_IFDIR) else None


def open_private(path: str | Path) -> bytes | None:
    """The bytes of a cache entry, or None when it is missing or not private (see the module doc)."""
    if private_dir(os.path.dirname(path)) is None:
        return None
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return None
    try:
        if not _is_private(os.fstat(fd), stat.S_IFREG):
            return None
        with os.fdopen(fd, "rb", closefd=False) as handle:
            return handle.read()
    except OSError:
        return None
    finally:
        os.close(fd)


def content_hash(data: bytes) -> str:
    return blake2b(data, digest_size=16).hexdigest()


def file_identity(path: str | Path) -> str | None:
    """A digest of where `path` is and of its inode's size and change times: a cheap stand-in for its
    content hash for large shipped files (any write changes st_ctime), None when it cannot be read."""
    try:
        info = os.stat(path)
        where = os.path.realpath(path)
    except OSError:
        return None
    identity = f"{where}|{info.st_dev}|{info.st_ino}|{info.st_size}|{info.st_mtime_ns}|{info.st_ctime_ns}"
    return content_hash(identity.encode())


def read(key: str) -> object | None:
    """The cached payload for `key`, or None (missing, corrupt, other format)."""
    path = cache_path(f"{key}.pickle")
    data = open_private(path)
    if data is None:
        return None
    try:
        stored = pickle.loads(data)
    except Exception:
        # A truncated or foreign file: drop it so the next write replaces it.
        with contextlib.suppress(OSError):
            os.unlink(path)
        return None
    if not (isinstance(stored, tuple) and len(stored) == 2 and stored[0] == CACHE_FORMAT):
        return None
    touch(path)
    return stored[1]


def touch(path: str | Path) -> None:
    """Mark an entry as recently used (pruning keeps the newest); failures are ignored."""
    with contextlib.suppress(OSError):
        os.utime(path)


def prune(directory: str | Path, keep: int | None = None) -> None:
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


def open_records(path: str | Path) -> Any:
    """The record file (record_file.RecordFile) at `path` in a private cache directory, or None."""
    if private_dir(os.path.dirname(path)) is None:
        return None
    from . import record_file

    records = record_file.open_records(path)
    if records is not None:
        touch(path)
    return records


def write_records(path: str | Path, blob: bytes) -> bool:
    """Stores a record file at `path` when its directory is private; prunes; False on failure."""
    directory = private_dir(os.path.dirname(path))
    if directory is None:
        return False
    from . import record_file

    if not record_file.write(directory, path, blob):
        return False
    prune(directory)
    return True


class _CompactPickler(pickle.Pickler):
    """Dataclass instances as their class called with their field values: pickle's default for a
    slotted dataclass restores each through dataclasses' `__setstate__`, which looks its fields up
    again per instance (PERF: ~0.1 s for the ~22,000 operands of the ARM spelling table).
    Only for dataclasses whose every field is an init argument and that define no `__post_init__`."""

    def reducer_override(self, obj: object) -> object:
        kind = type(obj)
        declared = getattr(kind, "__dataclass_fields__", None)
        if not declared or kind is type or hasattr(kind, "__post_init__"):
            return NotImplemented
        import dataclasses

        fields = dataclasses.fields(obj)  # type: ignore[arg-type]
        if len(fields) != len(declared) or not all(f.init for f in fields):
            return NotImplemented
        return kind, tuple(getattr(obj, f.name) for f in fields)


def write(key: str, payload: object, compact: bool = False) -> None:
    """Store `payload` atomically (temp file + rename); every failure is silent. `compact`: its
    dataclasses as constructor calls (`_CompactPickler`, faster to read back)."""
    directory = private_dir()
    if directory is None:
        return
    import tempfile  # only writers need it (start-up cost: issue 17)

    try:
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=".tmp-", suffix=".pickle")
        try:
            with os.fdopen(fd, "wb") as handle:
                if compact:
                    _CompactPickler(handle, protocol=pickle.HIGHEST_PROTOCOL).dump((CACHE_FORMAT, payload))
                else:
                    pickle.dump((CACHE_FORMAT, payload), handle, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, os.path.join(directory, f"{key}.pickle"))
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
    except Exception:
        return
    prune(directory)


def cached_json_file(path: Path, prefix: str, build: Callable[[Any], _T], kind: type[_T]) -> _T | None:
    """`build(the JSON of path)` (gzip-compressed when the name ends in .gz), compiled once and then
    read from the cache under `prefix` + the file's content hash. None when the file is missing or
    unreadable, or `build` rejects its data (ValueError, KeyError, TypeError, IndexError)."""
    try:
        raw = path.read_bytes()
    except OSError:
        return None
    key = f"{prefix}-{content_hash(raw)}"
    cached = read(key)
    if isinstance(cached, kind):
        return cached
    import gzip
    import json

    try:
        built = build(json.loads(gzip.decompress(raw) if path.suffix == ".gz" else raw))
    except (OSError, EOFError, ValueError, KeyError, TypeError, IndexError):
        return None
    write(key, built)
    return built


def cached_build(prefix: str, data_files: Sequence[str], code_files: Sequence[str], build: Callable[[], _T],
                 kind: type) -> _T:
    """`build()` once, then read from the cache under `prefix` + the identity of `data_files` (the
    shipped files it reads) and the text of `code_files` (the code that derives it), so a changed
    file or a changed derivation misses. Built and not stored when any of them cannot be read; a
    cached value that is not a `kind` is a miss."""
    parts = [file_identity(path) for path in data_files]
    key = ""
    if all(parts):
        try:
            code = b"".join(_read_file(path) for path in code_files)
        except OSError:
            code = b""
        if code:
            key = f"{prefix}-{content_hash(chr(0).join(parts).encode() + bytes(1) + code)}"  # type: ignore[arg-type]
    import gc

    paused = gc.isenabled()
    gc.disable()  # unpickling or building thousands of small objects: no collections meanwhile
    try:
        if key:
            cached = read(key)
            if isinstance(cached, kind):
                return cached  # type: ignore[return-value]
        built = build()
    finally:
        if paused:
            gc.enable()
    if key:
        write(key, built, compact=True)
    return built


def _read_file(path: str) -> bytes:
    with open(path, "rb") as handle:
        return handle.read()


def json_records(path: str, prefix: str) -> object:
    """The JSON at `path`, through the compiled cache (a record file under `prefix` + the file's
    identity, whose header is the data): a warm run imports no json (start-up,
    tests/test_startup.py). None when unreadable."""
    identity = file_identity(path)
    cached_path = cache_path(f"{prefix}-{identity}.records") if identity is not None else ""
    if cached_path:
        records = open_records(cached_path)
        if records is not None:
            return records.meta
    import json

    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except (OSError, ValueError):
        return None
    if cached_path:
        from . import record_file

        write_records(cached_path, record_file.build(data, {}, {}))
    return data
