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
