"""Import lsprotocol with the bytecode that attrs generates for it cached on disk.

Why: `lsprotocol.types` defines ~570 attrs classes, and attrs writes and compiles the source of
their `__init__`/`__eq__`/`__repr__` while the module is imported. That compiling is ~150 ms of the
server's start-up, on the way to an editor's first hints. The generated source depends only on the
installed lsprotocol, attrs and Python, so the compiled code objects are kept (marshal) in
mcalens's cache directory (the model cache's), one file per installation of those three.

While `lsprotocol.types` is imported, a caching `compile` shadows the builtin inside attrs's code
generator module only; it is removed right after. A lookup is keyed by a digest of the exact
(filename, source, mode, flags), so a hit is the code object `compile` would have produced. Any
surprise (attrs internals moved, cache missing, corrupt or unwritable) falls back to the plain
import: the cache can make start-up faster, never different.
"""

from __future__ import annotations
import __future__

import builtins
import contextlib
import hashlib
import marshal
import os
import sys
import tempfile
from pathlib import Path
from types import CodeType, ModuleType
from typing import Any

from mcalens.analysis.editor.services import (
    cache_directory,
    private_cache_directory,
    prune_cache,
    read_cache_entry,
    touch_cache_entry,
)

# Bump when the file layout below changes.
_FORMAT = 1
_FUTURE_FLAGS = 0
for _name in __future__.all_feature_names:
    _FUTURE_FLAGS |= getattr(__future__, _name).compiler_flag


def import_lsprotocol() -> None:
    """`import lsprotocol.types`, reusing attrs's compiled methods from an earlier start."""
    if "lsprotocol.types" in sys.modules:
        return
    try:
        import attr._make as generator
    except ImportError:
        generator = None
    if generator is None or "compile" in vars(generator):
        import lsprotocol.types

        return
    path = _cache_path(generator)
    stored = _read(path) if path is not None else {}
    fresh: dict[bytes, CodeType] = {}

    def compile_cached(
        source: Any, filename: Any, mode: str, flags: int = 0, dont_inherit: bool = False, optimize: int = -1
    ) -> Any:
        if type(source) is not str or type(filename) is not str or dont_inherit or optimize != -1:
            return builtins.compile(source, filename, mode, flags, dont_inherit, optimize)
        # compile() inherits the caller's `from __future__` flags; make that explicit and keyed.
        flags |= sys._getframe(1).f_code.co_flags & _FUTURE_FLAGS
        key = hashlib.blake2b(
            f"{mode}\0{flags}\0{filename}\0{source}".encode(), digest_size=16
        ).digest()
        code = stored.get(key)
        if code is None:
            code = fresh[key] = builtins.compile(source, filename, mode, flags, True)
        return code

    generator.compile = compile_cached  # type: ignore[attr-defined]
    try:
        import lsprotocol.types  # noqa: F401
    finally:
        del generator.compile  # type: ignore[attr-defined]
    if path is not None and fresh and not stored:
        _write(path, fresh)


def _cache_path(generator: ModuleType) -> Path | None:
    """One file per (Python, attrs, lsprotocol) installation, named by their identity."""
    try:
        import lsprotocol

        identity = [sys.version, str(_FORMAT)]
        for module in (generator, lsprotocol):
            origin = Path(str(module.__file__))
            stat = origin.stat()
            identity.append(f"{origin}:{stat.st_size}:{stat.st_mtime_ns}")
        if lsprotocol.__file__ is not None:
            types_file = Path(lsprotocol.__file__).with_name("types.py")
            stat = types_file.stat()
            identity.append(f"{types_file}:{stat.st_size}:{stat.st_mtime_ns}")
    except (ImportError, OSError, TypeError):
        return None
    digest = hashlib.blake2b("\n".join(identity).encode(), digest_size=16).hexdigest()
    return cache_directory() / f"lsprotocol-code-{digest}.marshal"


def _read(path: Path) -> dict[bytes, CodeType]:
    data = read_cache_entry(path)  # None unless the file and its directory are the user's alone
    if data is None:
        return {}
    try:
        stored = marshal.loads(data)
    except Exception:  # truncated or foreign: replaced by the next write
        with contextlib.suppress(OSError):
            path.unlink()
        return {}
    if not isinstance(stored, dict):
        return {}
    touch_cache_entry(path)
    return stored


def _write(path: Path, codes: dict[bytes, CodeType]) -> None:
    """Atomically (temp file + rename); every failure is silent."""
    if private_cache_directory() != path.parent:
        return  # not ours alone (or not creatable): never write code objects there
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".marshal")
        try:
            with os.fdopen(fd, "wb") as handle:
                marshal.dump(codes, handle)
            os.replace(tmp, path)
            prune_cache(path.parent)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
    except Exception:
        return
