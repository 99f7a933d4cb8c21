"""The methods `dataclasses` generates, compiled once and kept on disk (start-up, issue 17).

Why: `@dataclass` writes the source of each class's `__init__`, `__repr__`, `__eq__`, ... and
compiles it while the module is imported. mcalens defines ~70 dataclasses on the CLI's import path,
and compiling their ~380 generated functions was ~40% of the import time of a default run. The
generated text depends only on the class definitions and the Python version, so the compiled code
objects are kept in the compiled-cache directory (`cache/store.py`), one record file per Python with
one marshalled record per module: a run reads the records of the modules it imports only.

`dataclasses` imports `inspect` (with `ast`, `dis`, `tokenize`: ~7 ms) only to build a docstring
for classes that have none; `install()` imports `dataclasses` with a stand-in `inspect` that
imports the real one on first use, so a run whose dataclasses all have docstrings never loads it
(`tests/test_startup.py` checks). Nothing else sees the stand-in: it is removed from `sys.modules`
as soon as `dataclasses` is imported.

`install()` also shadows the builtin `exec` inside the `dataclasses` module only, with a function
that looks the source text up (the key is the exact text, so a hit is the code object that compiling
it would produce; `compile` gets the same file name and flags `exec` would use) and runs it with
the globals and locals `dataclasses` passed. Texts not seen before are compiled as usual and
written out at exit (merged with the module's stored texts; a module past _MAX_PER_MODULE starts
afresh, so edits do not grow the file without bound). Any surprise (another Python, a corrupt or
foreign file, an unwritable directory) is a miss: the cache can make start-up faster, never
different. Code objects are trusted under the same rules as the other cache entries (a private
directory and files, see machine/store.py).
"""

from __future__ import annotations

import builtins
import contextlib
import marshal
import sys
from types import CodeType, ModuleType

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from typing import Any

# Bump when the file's layout changes.
_FORMAT = 2
# A module with more stored texts than this (edited classes leave old texts behind) starts afresh.
_MAX_PER_MODULE = 512

_records: Any = None  # the cache's record file (cache.record_file.RecordFile), or None
_stored: dict[str, dict[str, CodeType]] = {}  # module -> source text -> code, read per module
_fresh: dict[str, dict[str, CodeType]] = {}  # what this process compiled, per module
_path: str | None = None
_installed = False


def _cache_file() -> str | None:
    from .cache import store

    try:
        tag = sys.implementation.cache_tag or "none"
        return store.cache_path(f"dataclass-code-v{_FORMAT}-{tag}-{sys.hexversion:x}.records")
    except (RuntimeError, OSError):  # no home directory
        return None


def _module_codes(module: str) -> dict[str, CodeType]:
    """The stored code of one module's dataclasses (read from the record file on first use)."""
    codes = _stored.get(module)
    if codes is None:
        codes = _stored[module] = {}
        blob = _records.keyed("modules").get(module) if _records is not None else None
        if blob is not None:
            with contextlib.suppress(Exception):  # corrupt or foreign: a miss
                stored = marshal.loads(blob)
                if isinstance(stored, dict) and all(
                    type(k) is str and type(v) is CodeType for k, v in stored.items()
                ):
                    codes.update(stored)
    return codes


def _exec(source: Any, globals: Any = None, locals: Any = None, /) -> None:
    if globals is None:  # what the builtin would use: the calling frame's namespaces
        frame = sys._getframe(1)
        globals = frame.f_globals
        if locals is None:
            locals = frame.f_locals
    if type(source) is not str:
        return builtins.exec(source, globals, locals)
    module = globals.get("__name__") if type(globals) is dict else None
    return builtins.exec(_code(module if type(module) is str and module else "?", source), globals, locals)


def _code(module: str, source: str) -> CodeType:
    code = _module_codes(module).get(source)
    if code is None:
        fresh = _fresh.setdefault(module, {})
        code = fresh.get(source)
        if code is None:
            # What exec(source) compiles: file name "<string>", no future flags (dataclasses.py has none).
            code = fresh[source] = builtins.compile(source, "<string>", "exec", 0, True)
    return code


def exec_cached(source: str, namespace: dict[str, Any], module: str) -> None:
    """`exec(source, namespace)` with the code from the same cache, kept under `module`: for other
    generated code on the start-up path (parse_fast's positional constructors). Without install()
    (no cache), a plain exec."""
    if not _installed:
        exec(source, namespace)
        return
    builtins.exec(_code(module, source), namespace)


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
    global _records, _path
    _path = _cache_file()
    if _path is not None:
        from .cache import store

        _records = store.open_records(_path)
        if _records is not None and not isinstance(_records.meta, dict):
            _records = None
        import atexit

        atexit.register(_save)
    dataclasses.exec = _exec  # type: ignore[attr-defined]


def _save() -> None:
    """Writes what this process compiled, merged per module with what the file held; atomically,
    every failure silent."""
    if not _fresh or _path is None:
        return
    from .cache import record_file, store

    try:
        modules: dict[str, bytes] = {}
        old = _records.keyed("modules") if _records is not None else {}
        for name in old:
            if name not in _fresh:
                modules[name] = bytes(old[name])
        for name, fresh in _fresh.items():
            merged = {**_module_codes(name), **fresh}
            if len(merged) > _MAX_PER_MODULE:
                merged = dict(fresh)
            modules[name] = marshal.dumps(merged)
        blob = record_file.build({"format": _FORMAT}, {"modules": modules}, {})
    except Exception:
        return
    if store.write_records(_path, blob):
        _fresh.clear()
