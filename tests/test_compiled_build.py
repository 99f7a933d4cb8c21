"""The opt-in compiled build (MCALENS_COMPILE=1, setup.py): when its extensions are installed they are
what runs, they are exactly the modules tools/compiled_modules.txt names, and `--version` says so.

In a pure install (the default) the same tests check the other side: no extension anywhere and
`--version` says "pure Python". tools/check_compiled.sh runs this file against a compiled wheel
with MCALENS_EXPECT_COMPILED=1, so a build whose extensions are not the ones imported fails.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import os
from pathlib import Path

from mcalens.analysis.build_info import compiled_modules, simulator_build
from mcalens.analysis.cli import run

LISTING = Path(__file__).resolve().parents[1] / "tools" / "compiled_modules.txt"
EXPECT_COMPILED = os.environ.get("MCALENS_EXPECT_COMPILED") == "1"


def _listed() -> list[str]:
    lines = (line.split("#", 1)[0].strip() for line in LISTING.read_text(encoding="utf-8").splitlines())
    return sorted(line for line in lines if line)


def _is_extension(module: object) -> bool:
    origin = getattr(module, "__file__", "") or ""
    return origin.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def test_compiled_modules_are_the_ones_imported() -> None:
    names = compiled_modules()
    if EXPECT_COMPILED:
        assert names, "MCALENS_EXPECT_COMPILED=1 but this install has no compiled module"
    for name in names:
        module = importlib.import_module(name)
        assert _is_extension(module), f"{name} has an extension but imported {module.__file__}"
    # and every simulator module without an extension is interpreted
    import mcalens.analysis.sim as sim

    for path in Path(sim.__file__).parent.glob("*.py"):
        name = f"mcalens.analysis.sim.{path.stem}"
        if path.stem != "__init__" and name not in names:
            assert not _is_extension(importlib.import_module(name)), name


def test_a_compiled_install_compiles_exactly_the_listed_modules() -> None:
    names = compiled_modules()
    if names or EXPECT_COMPILED:
        assert names == _listed()
    else:  # a pure install: nothing compiled, and the simulator's entry point is its source file
        import mcalens.analysis.sim.pipeline as pipeline

        assert pipeline.__file__.endswith(".py")


def test_version_says_which_build_runs() -> None:
    code, out, _ = run(["--version"])
    assert code == 0
    assert f"  build: {simulator_build()}\n" in out
    if compiled_modules():
        assert "compiled with mypyc" in out and f"{len(compiled_modules())} modules" in out
    else:
        assert "build: pure Python" in out
