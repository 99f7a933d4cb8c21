"""Directive names llvm-mc 19 accepts for aarch64-unknown-linux-gnu (the AArch64 target parser, the
ELF parser and the generic table), for the front end's directive checks (`AArch64Target`): the list
both Arm targets share (targets/elf_directives.py, where how the lists were made is told) and the
AArch64 target parser's own names.
"""

from __future__ import annotations

from ..elf_directives import ELF_ANY_CASE, ELF_DATA_DIRECTIVES, ELF_EXACT, ELF_UNSUPPORTED
from ..elf_directives import directive_problem as _problem

DIRECTIVES_ANY_CASE = ELF_ANY_CASE | {".cfi_b_key_frame", ".cfi_mte_tagged_frame", ".dword", ".tlsdesccall",
                                      ".variant_pcs", ".xword"}
DIRECTIVES_EXACT = ELF_EXACT
DIRECTIVES_UNSUPPORTED = ELF_UNSUPPORTED
KNOWN_DIRECTIVES = tuple(sorted(DIRECTIVES_ANY_CASE | DIRECTIVES_EXACT))
# Directives whose arguments are a list of values, checked like immediates.
DATA_DIRECTIVES = ELF_DATA_DIRECTIVES


def directive_problem(name: str) -> str | None:
    """None when llvm-mc 19 takes directive `name` on AArch64 ELF; "unknown" or "unsupported" otherwise."""
    return _problem(name, DIRECTIVES_ANY_CASE, DIRECTIVES_EXACT)
