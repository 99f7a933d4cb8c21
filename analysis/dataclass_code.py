"""The methods `dataclasses` generates, compiled once and kept on disk (start-up, issue 17).

Why: `@dataclass` writes the source of each class's `__init__`, `__repr__`, `__eq__`, ... and
compiles it while the module is imported. mcalens defines ~70 dataclasses on the CLI's import path,
and compiling their ~380 generated functions was ~40% of the import time of a default run. The
generated text depends only on the class definitions and the Python version, so the compiled code
objects are kept (marshal) in the compiled-cache directory (`model_cache`), one file per Python.

`dataclasses` imports `inspect` (with `ast`, `dis`, `tokenize`: ~7 ms) only to build a docstring
for classes that have none; `install()` imports `dataclasses` with a stand-in `inspect` that
imports the real one on first use, so a run whose dataclasses all have docstrings never loads it
(`tests/test_startup.py` checks). Nothing else sees the stand-in: it is removed from `sys.modules`
as soon as `dataclasses` is imported.

`install()` also shadows the builtin `exec` inside the `dataclasses` module only, with a function that
looks the source text up (the key is the exact text, so a hit is the code object that compiling
it would produce; `compile` gets the same file name and flags `exec` would use) and runs it with
the globals and locals `dataclasses` passed. Texts not seen before are compiled as usual and
written out at exit. Any surprise (another Python, a corrupt or foreign file, an unwritable
directory) is a miss: the cache can make start-up faster, never different.
"""

from __future__ import annotations

import builtins
import contextlib
import marshal
import os
import sys
from types import CodeType, ModuleType
from typing import Any

# Bump when the file's layout changes.
_FORMAT = 1
# More entries than this (edited classes leave old texts behind): start the file afresh.
_MAX_ENTRIES = 4096

_stored: dict[str, CodeType] = {}
_fresh: dict[str, CodeType] = {}
_installed = False


def _cache_file() -> str | None:
    from .machine import model_cache

    try:
        tag = sys.implementation.cache_tag or "none"
        return str(model_cache.cache_dir() / f"dataclass-code-v{_FORMAT}-{tag}-{sys.hexversion:x}.marshal")
    except (RuntimeError, OSError):  # no home directory
        return None


def _exec(source: Any, globals: Any = None, locals: Any = None, /) -> None:
    if globals is None:  # what the builtin would use: the calling frame's namespaces
        frame = sys._getframe(1)
        globals = frame.f_globals
        if locals is None:
            locals = frame.f_locals
    if type(source) is not str:
        return builtins.exec(source, globals, locals)
    code = _stored.get(source)
    if code is None:
        code = _fresh.get(source)
        if code is None:
            # What exec(source) compiles: file name "<string>", no future flags (dataclasses.py has none).
            code = _fresh[source] = builtins.compile(source, "<string>", "exec", 0, True)
    return builtins.exec(code, globals, locals)


class _LazyInspect(ModuleType):
    """What `dataclasses` holds as `inspect` when install() imported it: the real module's
    attributes, the real module imported on first use."""

    def __getattr__(self, name: str) -> Any:
        if sys.modules.get("inspect") is self:
            del sys.modules["inspect"]
        import inspect

        return getattr(inspect, name)


def _import_dataclasses() -> ModuleType:
    if "dataclasses" in sys.modules or "inspect" in sys.modules:
        import dataclasses

        return dataclasses
    stand_in = _LazyInspect("inspect")
    sys.modules["inspect"] = stand_in
    try:
        import dataclasses
    finally:
        if sys.modules.get("inspect") is stand_in:
            del sys.modules["inspect"]
    return dataclasses


def install() -> None:
    """Route `dataclasses`' code generation through the cache (once per process)."""
    global _installed
    if _installed:
        return
    _installed = True
    dataclasses = _import_dataclasses()

    if "exec" in vars(dataclasses):  # someone else already shadows it: leave dataclasses alone
        return
    path = _cache_file()
    if path is not None:
        _stored.update(_read(path))
        import atexit

        atexit.register(_save, path)
    dataclasses.exec = _exec  # type: ignore[attr-defined]


def _read(path: str) -> dict[str, CodeType]:
    from pathlib import Path

    from .machine.model_cache import open_private, touch

    data = open_private(Path(path))  # None unless the file and its directory are the user's alone
    if data is None:
        return {}
    try:
        stored = marshal.loads(data)
    except Exception:  # truncated or foreign: replaced by the next write
        return {}
    if not (isinstance(stored, dict) and all(type(k) is str and type(v) is CodeType for k, v in stored.items())):
        return {}
    touch(Path(path))
    return stored


def _save(path: str) -> None:
    """Writes what this process compiled (with what it read), atomically; failures are silent."""
    if not _fresh:
        return
    from pathlib import Path

    from .machine.model_cache import private_dir, prune

    target = Path(path)
    directory = private_dir(target.parent)
    if directory is None:
        return
    merged = {**_stored, **_fresh} if len(_stored) + len(_fresh) <= _MAX_ENTRIES else dict(_fresh)
    import tempfile

    try:
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=".tmp-", suffix=".marshal")
        try:
            with os.fdopen(fd, "wb") as handle:
                marshal.dump(merged, handle)
            os.replace(tmp, target)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
    except Exception:
        return
    _stored.update(_fresh)
    _fresh.clear()
    prune(directory)
