"""`plan_compile`: the compile command for a source file, by language (Rust: rust.py; C, C++ and
Fortran: command.py). Nothing runs here."""

from __future__ import annotations

import os

from .command import RUST, CommandError, CompilePlan, PlanRequest, language_of, plan_native
from .rust import plan_rust


def plan_compile(request: PlanRequest) -> CompilePlan:
    """The compile command for `request.path`; CommandError says why there is none."""
    if language_of(request.path) == RUST:
        source = os.path.abspath(request.path)
        if not os.path.isfile(source):
            raise CommandError(f"{request.path}: no such file")
        return plan_rust(request, source)
    return plan_native(request)
