"""Position conversion: our Spans (0-based, code points) ↔ LSP ranges in the client's encoding.

All conversion goes through pygls's PositionCodec (negotiated at initialize). Lines are split the
way LSP counts them (\\n, \\r\\n, \\r), the same split the analysis core uses, never with
str.splitlines (which also breaks on form feeds and other controls found in binary garbage).
"""

from __future__ import annotations

from collections.abc import Sequence

from lsprotocol import types
from mcalens.analysis.diagnostics import Diagnostic
from mcalens.analysis.source import Span
from pygls.workspace.position_codec import PositionCodec, ServerTextPosition

from .documents import column_to_code_points


class Converter:
    """Converts for one document snapshot (its lines) with the session's codec."""

    def __init__(self, codec: PositionCodec, lines: Sequence[str]) -> None:
        self.codec = codec
        self.lines = lines

    def position(self, line: int, column: int) -> types.Position:
        if line >= len(self.lines):
            return types.Position(line=max(0, len(self.lines) - 1), character=0)
        return self.codec.position_to_client_units(self.lines, ServerTextPosition(line, column))

    def range(self, span: Span) -> types.Range:
        return types.Range(start=self.position(span.line, span.start), end=self.position(span.line, span.end))

    def line_end(self, line: int) -> types.Position:
        text = self.lines[line] if 0 <= line < len(self.lines) else ""
        return self.position(line, len(text))

    def from_client(self, position: types.Position) -> tuple[int, int]:
        """(line, code-point column), clamped as LSP says: past the last line is the end of the
        document, past the end of a line is the end of that line (pygls's codec stops one short)."""
        if position.line >= len(self.lines):
            last = max(0, len(self.lines) - 1)
            return last, len(self.lines[last]) if self.lines else 0
        line = max(0, position.line)
        return line, column_to_code_points(self.lines[line], position.character, self.codec)

    def diagnostic(self, diagnostic: Diagnostic, uri: str) -> types.Diagnostic:
        related = [
            types.DiagnosticRelatedInformation(
                location=types.Location(uri=uri if r.file is None else r.file, range=self.range(r.span)),
                message=r.message,
            )
            for r in diagnostic.related
        ]
        return types.Diagnostic(
            range=self.range(diagnostic.span),
            severity=types.DiagnosticSeverity(int(diagnostic.severity)),
            code=diagnostic.code,
            source="mcalens",
            message=diagnostic.message,
            related_information=related or None,
        )
