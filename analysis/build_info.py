"""Which of mcalens's modules run compiled (the opt-in mypyc build, docs/performance.md).

The default install is pure Python. `MCALENS_COMPILE=1 pip install .` adds C extensions beside
the .py files of the modules named in tools/compiled_modules.txt; Python's import system prefers
an extension to a source file of the same name, so those are what runs. `mcalens --version` and
the benchmarks print `simulator_build()` so a figure is never ambiguous about which build made it.
"""

from __future__ import annotations

import importlib.machinery
from pathlib import Path


def compiled_modules() -> list[str]:
    """Dotted names of the modules present as compiled extensions (empty for a pure install)."""
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    root = Path(__file__).resolve().parent  # analysis/ (installed: mcalens/analysis)
    names = []
    for path in root.rglob("*"):
        name = path.name
        for suffix in suffixes:
            if name.endswith(suffix):
                rel = path.relative_to(root).with_name(name[: -len(suffix)])
                names.append(".".join(("mcalens", "analysis", *rel.parts)))
                break
    return sorted(names)


def simulator_build() -> str:
    """One line: 'pure Python' or 'compiled with mypyc (N modules: ...)'."""
    names = compiled_modules()
    if not names:
        return "pure Python"
    short = ", ".join(n.removeprefix("mcalens.analysis.") for n in names)
    return f"compiled with mypyc ({len(names)} modules: {short})"
