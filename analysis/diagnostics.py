"""Diagnostic: a positioned problem report with a stable code; the only way user input errors travel.

Parsing, model loading and resolution return diagnostics instead of raising. Codes are stable:
MCL1xx parse, MCL2xx region markers, MCL3xx resolution, MCL4xx models/configuration,
MCL5xx performance findings, MCL6xx measuring on the host (analysis/measure), MCL7xx compiling a
source file in the editor (analysis/editor/sources.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from .source import Span


class Severity(IntEnum):
    """Same numbering as LSP's DiagnosticSeverity so the server converts without a table."""

    ERROR = 1
    WARNING = 2
    INFORMATION = 3
    HINT = 4


@dataclass(frozen=True, slots=True)
class Related:
    """A secondary location, e.g. where a clashing region was first opened."""

    span: Span
    message: str
    file: str | None = None


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One positioned problem: span, severity, stable code and message."""

    span: Span
    severity: Severity
    code: str
    message: str
    related: tuple[Related, ...] = ()
    file: str | None = None  # None = the document being analysed

    def format(self, filename: str = "<stdin>") -> str:
        """`file:line:col: error[MCL101]: message`, 1-based like compilers print."""
        label = {Severity.ERROR: "error", Severity.WARNING: "warning"}.get(self.severity, "note")
        where = self.file or filename
        return f"{where}:{self.span.line + 1}:{self.span.start + 1}: {label}[{self.code}]: {self.message}"


# An assembler error can carry notes printed after it (ARMAsmParser's near-miss list: "invalid
# instruction, any one of the following would fix this:" and a "note:" per candidate). The
# resolvers' refusals travel as (Span, message) pairs, so the notes ride in the message, each as
# NOTE_MARK, its start and end column on the error's line, and its text; split_notes reads them back.
NOTE_MARK = "\x00"


def with_notes(message: str, notes: list[tuple[int, int, str]]) -> str:
    """`message` carrying `notes`: (start column, end column, text) on the error's line."""
    return message + "".join(f"{NOTE_MARK}{start}{NOTE_MARK}{end}{NOTE_MARK}{text}" for start, end, text in notes)


def split_notes(message: str) -> tuple[str, list[tuple[int, int, str]]]:
    """(the error's own text, its notes) of a message with_notes made; a message without notes is
    (message, []), and one whose marks do not read as notes is kept whole (marks as spaces)."""
    if NOTE_MARK not in message:
        return message, []
    head, *rest = message.split(NOTE_MARK)
    if len(rest) % 3 or not all(rest[i].isdigit() and rest[i + 1].isdigit() for i in range(0, len(rest), 3)):
        return message.replace(NOTE_MARK, " "), []
    return head, [(int(rest[i]), int(rest[i + 1]), rest[i + 2]) for i in range(0, len(rest), 3)]
