"""Open documents kept exactly as the editor has them: lines and positions as LSP defines them.

LSP ends a line at `\\n`, `\\r\\n` or `\\r` and nowhere else. pygls's TextDocument splits with
`str.splitlines()`, which also breaks at form feed, vertical tab, U+001C-U+001E, NEL (U+0085),
U+2028 and U+2029: after one of those every incremental edit below it lands on the wrong line, and
the server's copy of the document drifts from the editor's for the rest of the session. Its position
codec also clamps a character past the end of a line to one before the end. `LspTextDocument`
replaces both with LSP's rules, the way vscode-languageserver-textdocument applies them:

* a line number past the last line means the end of the document;
* a character past the end of its line means the end of that line (before its line break);
* a range whose end comes before its start is swapped.

`LspWorkspace` makes pygls create such documents; `McaProtocol.workspace` installs it.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Sequence

from lsprotocol import types
from pygls.workspace import Workspace
from pygls.workspace.position_codec import PositionCodec, ServerTextPosition
from pygls.workspace.text_document import TextDocument

_LINE_END = re.compile(r"\r\n|\r|\n")


def line_starts(text: str) -> list[int]:
    """Offsets (code points) where each LSP line starts; always at least [0]."""
    return [0, *(match.end() for match in _LINE_END.finditer(text))]


def lsp_lines(text: str) -> tuple[str, ...]:
    """The document's lines as LSP counts them, each with its line break (the last may have none)."""
    starts = line_starts(text)
    lines = [text[a:b] for a, b in itertools.pairwise(starts)]
    if starts[-1] < len(text) or not lines:
        lines.append(text[starts[-1]:])
    return tuple(lines)


def _content_end(text: str, start: int, end: int) -> int:
    """`end` moved back over the line break that ends the line [start, end)."""
    if end > start and text[end - 1] == "\n":
        end -= 1
    if end > start and text[end - 1] == "\r":
        end -= 1
    return end


def column_to_code_points(line: str, character: int, codec: PositionCodec) -> int:
    """A client column (UTF-8/16/32 units per the negotiated encoding) -> code points into `line`
    (the line's content, without its break); past the end means the end. A column inside a character
    (half a surrogate pair) counts that character as passed, as pygls does."""
    if character <= 0:
        return 0
    units = 0
    for index, char in enumerate(line):
        if units >= character:
            return index
        units += codec.impl.code_units_for_char(char)
    return len(line)


def offset_at(text: str, starts: Sequence[int], position: types.Position, codec: PositionCodec) -> int:
    """LSP position -> offset into `text` (code points), clamped as LSP says."""
    line = position.line
    if line < 0:
        return 0
    if line >= len(starts):
        return len(text)
    start = starts[line]
    end = starts[line + 1] if line + 1 < len(starts) else len(text)
    content = text[start:_content_end(text, start, end)]
    return start + column_to_code_points(content, position.character, codec)


def position_at(text: str, starts: Sequence[int], offset: int) -> ServerTextPosition:
    """Offset (code points) -> (line, code-point column); an offset inside a `\\r\\n` is its end."""
    offset = max(0, min(offset, len(text)))
    line = bisect.bisect_right(starts, offset) - 1
    return ServerTextPosition(line, offset - starts[line])


class LspTextDocument(TextDocument):
    """pygls's TextDocument with LSP's line breaks and clamping (see the module docstring)."""

    _cached_source: str | None = None
    _cached_starts: list[int] = []  # noqa: RUF012 (replaced per instance, never mutated)

    def _starts(self) -> tuple[str, list[int]]:
        source = self.source
        if self._cached_source is not source:
            self._cached_source, self._cached_starts = source, line_starts(source)
        return source, self._cached_starts

    @property
    def lines(self) -> Sequence[str]:
        return lsp_lines(self.source)

    def _apply_incremental_change(self, change: types.TextDocumentContentChangePartial) -> None:
        source, starts = self._starts()
        start = offset_at(source, starts, change.range.start, self._position_codec)
        end = offset_at(source, starts, change.range.end, self._position_codec)
        if end < start:
            start, end = end, start
        self._source = source[:start] + change.text + source[end:]

    def offset_at_position(self, client_position: types.Position) -> int:
        source, starts = self._starts()
        return offset_at(source, starts, client_position, self._position_codec)

    def offset_at_server_position(self, server_position: ServerTextPosition) -> int:
        source, starts = self._starts()
        if server_position.line >= len(starts):
            return len(source)
        start = starts[max(0, server_position.line)]
        end = starts[server_position.line + 1] if server_position.line + 1 < len(starts) else len(source)
        return min(start + max(0, server_position.character), _content_end(source, start, end))

    def server_position_at_offset(self, offset: int) -> ServerTextPosition:
        source, starts = self._starts()
        return position_at(source, starts, offset)


class LspWorkspace(Workspace):
    """A pygls Workspace whose documents are LspTextDocuments."""

    def _create_text_document(
        self,
        doc_uri: str,
        source: str | None = None,
        version: int | None = None,
        language_id: str | None = None,
    ) -> TextDocument:
        return LspTextDocument(
            doc_uri,
            source=source,
            version=version,
            language_id=language_id,
            sync_kind=self._sync_kind,
            position_codec=self._position_codec,
        )
