"""Record files: string-keyed byte records in one memory-mapped file, read on demand (start-up, issue 17).

Why: the compiled ISA and spelling caches hold ~20k opcodes, ~19k printer rows, ~6.6k spelling heads
and ~50k forms; unpickling them whole cost ~30 ms of every start, while one file uses a few hundred.
A record file is mapped, not read: opening it parses a small header, and a lookup hashes the key
(CRC-32), probes an on-disk open-addressing table and slices the record out of the mapping, so
only the pages a run touches are read.

Layout (little-endian): magic `MCLREC01`, u64 total size, u64 header size, then a pickled header
`{"meta": object, "tables": {name: (kind, table offset, buckets or count, count)}}`, then the
tables and the data. A *keyed* table is `buckets` (a power of two) entries of four u32 (key offset,
key length, record offset, record length; key length 0 = empty), probed linearly from
`crc32(key) & (buckets - 1)`, followed by `count` u32 bucket numbers in insertion order (iteration
order). An *array* table is `count` entries of two u32 (record offset, record length).

The file is written once (atomically) and never changed; `open_records` opens only a regular file
owned by the user (no symlink, no group/world write bit) and checks the magic and the total size,
so a truncated or foreign file is a miss. `store.open_records` / `write_records` add the
cache directory's rules (private, pruned).
"""

from __future__ import annotations

import contextlib
import mmap
import os
import pickle
import stat
from collections.abc import Iterator, Mapping, Sequence
from struct import Struct
from zlib import crc32

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any, TypeVar

    V = TypeVar("V")
else:
    V = object  # the records' value type: only type checkers need a TypeVar

MAGIC = b"MCLREC01"
_PREAMBLE = Struct("<8sQQ")
_BUCKET = Struct("<IIII")
_SLOT = Struct("<II")
_ORDER = Struct("<I")
_LIMIT = 1 << 32


class RecordFile:
    """An opened record file: `meta` (the header's object) and its tables by name."""

    __slots__ = ("_buffer", "_tables", "meta")

    def __init__(self, buffer: Any, header: dict[str, Any]) -> None:
        self._buffer = buffer
        self.meta = header["meta"]
        self._tables = header["tables"]

    def keyed(self, name: str) -> KeyedRecords:
        kind, offset, buckets, count = self._tables[name]
        if kind != "keyed":
            raise KeyError(name)
        return KeyedRecords(self._buffer, offset, buckets, count)

    def texts(self, name: str) -> KeyedTexts:
        kind, offset, buckets, count = self._tables[name]
        if kind != "keyed":
            raise KeyError(name)
        return KeyedTexts(self._buffer, offset, buckets, count)

    def array(self, name: str) -> ArrayRecords:
        kind, offset, count, _ = self._tables[name]
        if kind != "array":
            raise KeyError(name)
        return ArrayRecords(self._buffer, offset, count)


class KeyedRecords(Mapping[str, bytes]):
    """key -> record bytes, looked up in the mapped file."""

    __slots__ = ("_buffer", "_count", "_mask", "_offset")

    def __init__(self, buffer: Any, offset: int, buckets: int, count: int) -> None:
        self._buffer = buffer
        self._offset = offset
        self._mask = buckets - 1
        self._count = count

    def get(self, key: str, default: Any = None) -> Any:  # type: ignore[override]
        raw = key.encode()
        size = len(raw)
        buffer = self._buffer
        mask = self._mask
        base = self._offset
        unpack = _BUCKET.unpack_from
        slot = crc32(raw) & mask
        while True:
            key_at, key_len, value_at, value_len = unpack(buffer, base + 16 * slot)
            if key_len == 0:
                return default
            if key_len == size and buffer[key_at:key_at + size] == raw:
                return buffer[value_at:value_at + value_len]
            slot = (slot + 1) & mask

    def __getitem__(self, key: str) -> bytes:
        value = self.get(key)
        if value is None:
            raise KeyError(key)
        return value

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self.get(key) is not None

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Iterator[str]:
        buffer = self._buffer
        order = self._offset + 16 * (self._mask + 1)
        for number in range(self._count):
            (slot,) = _ORDER.unpack_from(buffer, order + 4 * number)
            key_at, key_len, _, _ = _BUCKET.unpack_from(buffer, self._offset + 16 * slot)
            yield buffer[key_at:key_at + key_len].decode()

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return dict, (list(self.items()),)  # a plain dict when sent elsewhere (Dask, spawn)


class KeyedTexts(KeyedRecords):
    """key -> record decoded as UTF-8 text."""

    __slots__ = ()

    def get(self, key: str, default: Any = None) -> Any:  # type: ignore[override]
        value = KeyedRecords.get(self, key)
        return default if value is None else value.decode()


class ArrayRecords(Sequence[bytes]):
    """index -> record bytes."""

    __slots__ = ("_buffer", "_count", "_offset")

    def __init__(self, buffer: Any, offset: int, count: int) -> None:
        self._buffer = buffer
        self._offset = offset
        self._count = count

    def __getitem__(self, index: int) -> bytes:  # type: ignore[override]
        if not -self._count <= index < self._count:
            raise IndexError(index)
        index %= self._count
        at, size = _SLOT.unpack_from(self._buffer, self._offset + 8 * index)
        return self._buffer[at:at + size]

    def __len__(self) -> int:
        return self._count

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return list, (list(self),)


class PackedTable(Mapping[str, V]):
    """A read-only name -> value table whose values stay pickled until first looked up.

    PERF: the ISA has ~20k opcodes and as many printer rows; unpickling them all took ~90 ms on
    the way to an editor's first hints, while a file uses a few hundred. Each value is its own
    small pickle here, decoded once on demand (values are immutable, so sharing them is safe).
    """

    __slots__ = ("_built", "_packed")

    def __init__(self, packed: dict[str, bytes]) -> None:
        self._packed = packed
        self._built: dict[str, V] = {}

    @classmethod
    def pack(cls, values: Mapping[str, V]) -> PackedTable[V]:
        dumps = pickle.dumps
        return cls({name: dumps(value, pickle.HIGHEST_PROTOCOL) for name, value in values.items()})

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return PackedTable, (self._packed,)

    def get(self, key: str, default: Any = None) -> Any:  # type: ignore[override]
        value = self._built.get(key)
        if value is None:
            blob = self._packed.get(key)
            if blob is None:
                return default
            value = self._built[key] = pickle.loads(blob)
        return value

    def __getitem__(self, key: str) -> V:
        value = self.get(key)
        if value is None:
            raise KeyError(key)
        return value

    def __contains__(self, key: object) -> bool:
        return key in self._packed

    def __len__(self) -> int:
        return len(self._packed)

    def __iter__(self) -> Iterator[str]:
        return iter(self._packed)


# ------------------------------------------------------------------------------------- writing


def build(meta: Any, keyed: Mapping[str, Mapping[str, bytes]], arrays: Mapping[str, Sequence[bytes]]) -> bytes:
    """The bytes of a record file holding `meta`, the keyed tables and the array tables."""
    # Table and data offsets depend on the header's size, which depends on the offsets: lay the
    # tables out after a header of a fixed reserved size computed from a first pass.
    plan: dict[str, tuple[str, int, int, int]] = {}
    sizes: list[tuple[str, str, int, int]] = []
    for name, table in keyed.items():
        buckets = 8
        while buckets < 2 * len(table) + 1:
            buckets *= 2
        sizes.append((name, "keyed", buckets, len(table)))
    for name, items in arrays.items():
        sizes.append((name, "array", len(items), len(items)))
    dummy = {name: (kind, _LIMIT - 1, a, b) for name, kind, a, b in sizes}
    header_size = len(pickle.dumps({"meta": meta, "tables": dummy}, pickle.HIGHEST_PROTOCOL)) + 64
    at = _PREAMBLE.size + header_size
    for name, kind, a, b in sizes:
        plan[name] = (kind, at, a, b)
        at += 16 * a + 4 * b if kind == "keyed" else 8 * a
    parts: list[bytes] = []
    data_at = at

    def store(blob: bytes) -> tuple[int, int]:
        nonlocal data_at
        where = data_at
        parts.append(blob)
        data_at += len(blob)
        return where, len(blob)

    tables: list[bytes] = []
    for name, table in keyed.items():
        _, _, buckets, _ = plan[name]
        slots = bytearray(16 * buckets)
        order = bytearray()
        mask = buckets - 1
        used = set()
        for key, value in table.items():
            raw = key.encode()
            if not raw:
                raise ValueError("empty key")
            slot = crc32(raw) & mask
            while slot in used:
                slot = (slot + 1) & mask
            used.add(slot)
            key_at, key_len = store(raw)
            value_at, value_len = store(bytes(value))
            _BUCKET.pack_into(slots, 16 * slot, key_at, key_len, value_at, value_len)
            order += _ORDER.pack(slot)
        tables.append(bytes(slots) + bytes(order))
    for items in arrays.values():
        slots = bytearray()
        for value in items:
            slots += _SLOT.pack(*store(bytes(value)))
        tables.append(bytes(slots))
    if data_at >= _LIMIT:
        raise ValueError("record file too large")
    header = pickle.dumps({"meta": meta, "tables": plan}, pickle.HIGHEST_PROTOCOL)
    header = header.ljust(header_size, b"\0")  # pickle stops at its STOP opcode
    if len(header) != header_size:
        raise ValueError("header grew")
    return _PREAMBLE.pack(MAGIC, data_at, header_size) + header + b"".join(tables) + b"".join(parts)


def write(directory: str | Path, path: str | Path, blob: bytes) -> bool:
    """Stores `blob` at `path` (in `directory`) atomically: a temporary file renamed over it; False
    on any failure. The caller vouches for the directory (store.write_records)."""
    import tempfile

    try:
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=".tmp-", suffix=os.path.splitext(path)[1])
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(blob)
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
    except Exception:
        return False
    return True


# ------------------------------------------------------------------------------------- reading


def open_records(path: str | Path) -> RecordFile | None:
    """The record file at `path`, mapped; None when it is missing, a symlink, not a regular file
    owned by the user and closed to others' writes, or not intact. The caller vouches for the
    directory (store.open_records)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        owner_ok = not hasattr(os, "geteuid") or info.st_uid == os.geteuid()
        if not (stat.S_ISREG(info.st_mode) and owner_ok and not info.st_mode & 0o022):
            return None
        if info.st_size < _PREAMBLE.size:
            return None
        try:
            buffer: Any = mmap.mmap(fd, 0, access=mmap.ACCESS_READ)
        except (OSError, ValueError):
            with os.fdopen(fd, "rb", closefd=False) as handle:
                buffer = handle.read()
        magic, total, header_size = _PREAMBLE.unpack_from(buffer, 0)
        if magic != MAGIC or total != len(buffer) or _PREAMBLE.size + header_size > total:
            return None
        header = pickle.loads(buffer[_PREAMBLE.size:_PREAMBLE.size + header_size])
        if not (isinstance(header, dict) and isinstance(header.get("tables"), dict)):
            return None
    except Exception:
        return None
    finally:
        os.close(fd)
    return RecordFile(buffer, header)
