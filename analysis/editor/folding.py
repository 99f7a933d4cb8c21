"""Folds for debug noise: the `.loc`/`.file`/`.cfi_*` directives, the labels only debug information
uses (`.LVL12:`, `.LBB3:`, `.LFB0:`, clang's `.Ltmp4:`) and the `.section .debug_*` blocks of
`gcc -g -S` output, as Compiler Explorer's "directives" and "unused labels" filters hide them.

A fold only hides lines: line numbers, the text and what is analysed stay as they are. A run of
debug lines between two instructions folds into the line before it (the line that stays visible);
a run at the top of the file folds into its own first line. Text only, never raises.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

# Directives that carry only debug or unwind information (llvm-mc's DWARF and CFI directives).
_DEBUG_DIRECTIVE = re.compile(r"^\s*\.(?:loc|loc_mark_labels|file|cfi_[a-z_]+)(?:\s|$)")
# Local labels compilers emit for debug information only: gcc's location lists (.LVL), lexical
# blocks (.LBB/.LBE), function begin/end (.LFB/.LFE), CFI (.LCFI), text bounds (.Ltext/.Letext);
# clang's .Ltmp, .Lfunc_begin/.Lfunc_end. A label that an instruction names is never hidden.
_DEBUG_LABEL = re.compile(
    r"^\s*(?P<name>\.L(?:VL|BB|BE|FB|FE|CFI|text|etext|tmp|func_begin|func_end)\d+)\s*:\s*(?:[#;].*|//.*)?$")
_SECTION = re.compile(r"^\s*(?:\.section\s+(?P<name>[^\s,]+)|\.(?:text|data|bss)\b)")
_COMMENT_OR_BLANK = re.compile(r"^\s*(?:(?:#|//|;).*)?$")
_LOCAL_NAME = re.compile(r"\.L\w+")
_LABEL_PREFIX = re.compile(r"^\s*[.\w$]+\s*:")


@dataclass(frozen=True, slots=True)
class Fold:
    """Lines start+1..end are hidden when folded (0-based, inclusive); start stays visible."""

    start: int
    end: int


def has_debug_lines(lines: Sequence[str]) -> bool:
    """The file carries `.loc` directives (gcc/clang -g output): its debug folds start folded."""
    return any(line.lstrip().startswith(".loc") and _DEBUG_DIRECTIVE.match(line) for line in lines)


def debug_folds(lines: Sequence[str]) -> list[Fold]:
    """The folds that hide every run of debug lines (see the module's docstring), in order."""
    used = _names_used_by_code(lines)
    debug = [False] * len(lines)
    in_debug_section = False
    for k, line in enumerate(lines):
        section = _SECTION.match(line)
        if section is not None:
            name = section.group("name") or ""
            in_debug_section = name.startswith(".debug")
            debug[k] = in_debug_section
            continue
        if in_debug_section or _DEBUG_DIRECTIVE.match(line):
            debug[k] = True
            continue
        label = _DEBUG_LABEL.match(line)
        debug[k] = label is not None and label.group("name") not in used
    folds: list[Fold] = []
    k = 0
    while k < len(lines):
        if not debug[k]:
            k += 1
            continue
        first = k
        last = k
        k += 1
        # Comments and blank lines between debug lines belong to the run; not after its last one.
        while k < len(lines) and (debug[k] or _COMMENT_OR_BLANK.match(lines[k])):
            if debug[k]:
                last = k
            k += 1
        start = first - 1 if first > 0 else first
        if last > start:
            folds.append(Fold(start, last))
    return folds


def _names_used_by_code(lines: Sequence[str]) -> set[str]:
    """Local label names an instruction or a data directive outside debug sections names."""
    used: set[str] = set()
    in_debug_section = False
    for line in lines:
        section = _SECTION.match(line)
        if section is not None:
            in_debug_section = (section.group("name") or "").startswith(".debug")
            continue
        if in_debug_section or _DEBUG_DIRECTIVE.match(line) or _DEBUG_LABEL.match(line):
            continue
        body = _LABEL_PREFIX.sub("", line.split("#", 1)[0])  # `.L3: addl ...` names .L3 only as its label
        if ".L" in body:
            used.update(_LOCAL_NAME.findall(body))
    return used
