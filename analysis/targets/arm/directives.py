"""Directive names llvm-mc 19 accepts for armv7a-none-eabi (the ARM target parser, the ELF parser
and the generic table), for the front end's directive checks (`ArmTarget`): the list both Arm
targets share (targets/elf_directives.py, where how the lists were made is told) and the ARM target
parser's own names (ARMAsmParser::ParseDirective; not yet checked one by one with llvm-mc).
"""

from __future__ import annotations

from ..elf_directives import ELF_ANY_CASE, ELF_DATA_DIRECTIVES, ELF_EXACT, ELF_UNSUPPORTED
from ..elf_directives import directive_problem as _problem

DIRECTIVES_ANY_CASE = ELF_ANY_CASE | {
    ".syntax", ".thumb", ".arm", ".code", ".thumb_func", ".thumb_set", ".fpu", ".object_arch", ".eabi_attribute",
    ".fnstart", ".fnend", ".cantunwind", ".personality", ".personalityindex", ".handlerdata", ".save", ".vsave",
    ".setfp", ".pad", ".movsp", ".unwind_raw", ".inst.n", ".inst.w", ".even", ".tlsdescseq", ".req", ".align",
    ".arm_attribute", ".seh_stackalloc"}
DIRECTIVES_EXACT = ELF_EXACT
DIRECTIVES_UNSUPPORTED = ELF_UNSUPPORTED
KNOWN_DIRECTIVES = tuple(sorted(DIRECTIVES_ANY_CASE | DIRECTIVES_EXACT))
# Directives whose arguments are a list of values, checked like immediates.
DATA_DIRECTIVES = ELF_DATA_DIRECTIVES


def directive_problem(name: str) -> str | None:
    """None when llvm-mc 19 takes directive `name` on ARM ELF; "unknown" or "unsupported" otherwise."""
    return _problem(name, DIRECTIVES_ANY_CASE, DIRECTIVES_EXACT)
