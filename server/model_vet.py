"""Model directories named by settings are vetted before the server loads anything from them.

`mcalens.modelPath` can come from a cloned repository's workspace settings, so its YAML files are
hostile input: a deep `inherit:` chain, a header of megabytes or a model with 100,000 resources can
take the loader minutes. The server must never spin on one, so before it uses a directory it

* refuses files over MAX_MODEL_FILE_BYTES (4x the largest model mcalens ships) and directories
  of more than MAX_MODEL_FILES models, by their size alone;
* loads every model of the directory in a child process (`python -m mcalens.server.model_vet DIR`)
  that is killed after VET_TIMEOUT_S: a directory whose models do not load in that time is not used.

A verdict is kept per directory and the names, sizes and modification times of its files: a
changed file is vetted again. A refused directory is reported to the user (window/showMessage and
the log) with the reason, and the server goes on without it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

MAX_MODEL_FILE_BYTES = 4 * 1024 * 1024
MAX_MODEL_FILES = 256
VET_TIMEOUT_S = float(os.environ.get("MCALENS_MODEL_VET_TIMEOUT_S", "10"))
_MAX_VERDICTS = 64

Signature = tuple[tuple[str, int, int], ...]
# (directory, signature) -> None (usable) or the reason it is not
_verdicts: dict[tuple[str, Signature], str | None] = {}


def signature(directory: Path) -> Signature | None:
    """(name, size, mtime) of the directory's model files; None when it cannot be listed."""
    try:
        with os.scandir(directory) as entries:
            found = []
            for entry in entries:
                if entry.name.endswith(".yaml") and not entry.name.startswith("."):
                    try:
                        info = entry.stat()
                    except OSError:
                        continue
                    found.append((entry.name, info.st_size, info.st_mtime_ns))
                    if len(found) > MAX_MODEL_FILES:
                        break
    except OSError:
        return None
    return tuple(sorted(found))


def verdict(directory: Path) -> tuple[bool, str | None]:
    """(known, problem) for the directory as it is now: known False means it needs `vet`."""
    sig = signature(directory)
    if sig is None:
        return True, None  # nothing to load (missing or unreadable): the loader skips it too
    key = (str(directory), sig)
    if key in _verdicts:
        return True, _verdicts[key]
    return False, None


def usable(directory: Path) -> bool:
    known, problem = verdict(directory)
    return known and problem is None


def vet(directory: Path, timeout_s: float | None = None) -> str | None:
    """Vet `directory` now (blocks up to the timeout; run it off the event loop): None when its
    models may be loaded in the server, else why not."""
    sig = signature(directory)
    if sig is None:
        return None
    key = (str(directory), sig)
    if key in _verdicts:
        return _verdicts[key]
    problem = _check(directory, sig, VET_TIMEOUT_S if timeout_s is None else timeout_s)
    if len(_verdicts) >= _MAX_VERDICTS:
        _verdicts.pop(next(iter(_verdicts)))
    _verdicts[key] = problem
    return problem


def _check(directory: Path, sig: Signature, timeout_s: float) -> str | None:
    if len(sig) > MAX_MODEL_FILES:
        return f"{directory} holds more than {MAX_MODEL_FILES} model files"
    for name, size, _ in sig:
        if size > MAX_MODEL_FILE_BYTES:
            return (f"{directory / name} is {size:,} bytes, over the {MAX_MODEL_FILE_BYTES:,}-byte limit for "
                    "model files")
    if not sig:
        return None
    try:
        run = subprocess.run(
            [sys.executable, "-m", "mcalens.server.model_vet", str(directory)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            timeout=timeout_s,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return f"loading the models in {directory} took longer than {timeout_s:g} s"
    except OSError as error:
        return f"could not check the models in {directory}: {error}"
    if run.returncode != 0:
        last = (run.stderr.decode("utf-8", "replace").strip().splitlines() or ["no message"])[-1]
        return f"loading the models in {directory} failed: {last[:300]}"
    return None


def main(argv: list[str]) -> int:
    """The child: load every model of the directories given (diagnostics are fine; time is what counts)."""
    from mcalens.analysis.editor.services import load_model_dir

    for directory in argv:
        load_model_dir(directory, [name for name, _size, _mtime in signature(Path(directory)) or ()])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
