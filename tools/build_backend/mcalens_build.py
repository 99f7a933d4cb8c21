"""The build backend: setuptools' own, plus mypy as a build requirement when MCALENS_COMPILE=1.

A default build (no MCALENS_COMPILE) asks for exactly what pyproject.toml's [build-system] lists;
only an opt-in compiled build (see setup.py) adds the mypyc compiler, pinned to the version the
compiled build was checked with (tools/check_compiled.sh).
"""

from __future__ import annotations

import os

from setuptools import build_meta as _meta
from setuptools.build_meta import *  # noqa: F403  (the backend's hooks, unchanged)

MYPYC_REQUIREMENT = "mypy==2.4.1"


def _compiling() -> bool:
    return os.environ.get("MCALENS_COMPILE", "").strip().lower() not in ("", "0", "no", "false")


def get_requires_for_build_wheel(config_settings=None):
    extra = [MYPYC_REQUIREMENT] if _compiling() else []
    return [*_meta.get_requires_for_build_wheel(config_settings), *extra]

