"""Opt-in compiled build: `MCALENS_COMPILE=1 pip install .` compiles the simulator with mypyc.

Without MCALENS_COMPILE (the default, and what the README installs) this adds nothing: the wheel is
pure Python and everything else comes from pyproject.toml. With MCALENS_COMPILE=1 the modules in
tools/compiled_modules.txt are compiled to C extensions by mypyc (the compiler mypy and black ship
themselves with); their .py files stay in the wheel beside them, and the extension wins at import.
The in-tree build backend (tools/build_backend) adds mypy to the build requirements only then.

A module that does not type-check under tools/mypyc.ini fails the build loudly (mypy's errors are
printed); nothing is dropped silently. MCALENS_COMPILE takes 1 or 0 only; the modules are those of
tools/compiled_modules.txt (MCALENS_COMPILE_MODULES=FILE names another list of the same form, for
experiments), MCALENS_COMPILE_OPT mypyc's optimisation level (default 3).
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from setuptools import setup

ROOT = Path(__file__).resolve().parent
# The repository's folders install under the import root `mcalens` (see pyproject.toml); mypy names
# modules by their folders, so the sources are staged under that layout before compiling.
LAYOUT = {"mcalens": "mcalens", "analysis": "mcalens/analysis", "models": "mcalens/models"}
# A compiled build keeps everything under its own build base, so its extensions never end up in a later
# default (pure) wheel built from the same tree: build/lib is the default build's alone.
BUILD_BASE = Path("build") / "compiled"
STAGE = BUILD_BASE / "src"


def _wanted() -> bool:
    value = os.environ.get("MCALENS_COMPILE", "").strip().lower()
    if value in ("", "0", "no", "false"):
        return False
    if value in ("1", "yes", "true"):
        return True
    sys.exit(f"error: MCALENS_COMPILE={value!r}: use 1 (compile) or 0 / unset (pure Python)")


def _modules() -> list[str]:
    listing = Path(os.environ.get("MCALENS_COMPILE_MODULES", ROOT / "tools" / "compiled_modules.txt"))
    names = []
    for line in listing.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            names.append(line)
    if not names:
        sys.exit(f"error: {listing} names no module to compile")
    return names


def _stage() -> None:
    """Copies every .py of the installed packages to build/mypyc-src/mcalens/... (only when compiling)."""
    shutil.rmtree(STAGE, ignore_errors=True)
    for src, dest in LAYOUT.items():
        for path in sorted((ROOT / src).rglob("*.py")):
            if "__pycache__" in path.parts:
                continue
            target = STAGE / dest / path.relative_to(ROOT / src)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)


# The setup.py commands that build extensions; metadata steps (egg_info, dist_info) skip mypyc.
BUILD_COMMANDS = {"build", "build_ext", "bdist_wheel", "install"}
EDITABLE_COMMANDS = {"editable_wheel", "develop"}


def _ext_modules() -> list:
    if not _wanted():
        return []
    if EDITABLE_COMMANDS.intersection(sys.argv[1:]):
        sys.exit("error: MCALENS_COMPILE=1 builds wheels (`pip install .`); an editable install (-e) "
                 "runs the checkout's sources and stays pure Python: unset MCALENS_COMPILE")
    if not BUILD_COMMANDS.intersection(sys.argv[1:]):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        sys.exit("error: MCALENS_COMPILE=1 needs mypy (mypyc) in the build environment; "
                 "`pip install .` gets it through tools/build_backend, `--no-build-isolation` does not")
    modules = _modules()
    _stage()
    # Extensions of an earlier compiled build would be packaged with this one's (build_lib is
    # copied whole into the wheel): start from an empty build_lib.
    for stale in BUILD_BASE.glob("lib*"):
        shutil.rmtree(stale)
    paths = []
    for name in modules:
        path = STAGE / (name.replace(".", "/") + ".py")
        if not path.is_file():
            sys.exit(f"error: compiled_modules.txt names {name}, which has no source file {path}")
        paths.append(str(path))
    print(f"mcalens: compiling {len(paths)} modules with mypyc: {', '.join(modules)}", file=sys.stderr)
    return mypycify(["--config-file", str(ROOT / "tools" / "mypyc.ini"), *paths],
                    opt_level=os.environ.get("MCALENS_COMPILE_OPT", "3"), group_name="mcalens_compiled",
                    target_dir=str(BUILD_BASE / "c"))


_EXTENSIONS = _ext_modules()
setup(ext_modules=_EXTENSIONS,
      options={"build": {"build_base": str(BUILD_BASE)}} if _EXTENSIONS else {})
