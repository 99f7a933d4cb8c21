"""The server's copy of a document stays the editor's across incremental edits, whatever characters
it holds: lines end only at \\n, \\r\\n and \\r (LSP), not at form feed, vertical tab, NEL,
U+2028/U+2029 or U+001C-U+001E (str.splitlines), and positions clamp as LSP says."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from lsprotocol import types
from mcalens.analysis import editor
from mcalens.server.convert import Converter
from mcalens.server.setup import create_server
from pygls.workspace import Workspace
from pygls.workspace.position_codec import PositionCodec

# -- a reference implementation of LSP's rules (as vscode-languageserver-textdocument applies them) --


def ref_line_offsets(text: str) -> list[int]:
    offsets = [0]
    i = 0
    while i < len(text):
        if text[i] in "\r\n":
            if text[i] == "\r" and i + 1 < len(text) and text[i + 1] == "\n":
                i += 1
            offsets.append(i + 1)
        i += 1
    return offsets


def ref_offset_at(text: str, line: int, character: int) -> int:
    offsets = ref_line_offsets(text)
    if line >= len(offsets):
        return len(text)
    if line < 0:
        return 0
    start = offsets[line]
    if character <= 0:
        return start
    following = offsets[line + 1] if line + 1 < len(offsets) else len(text)
    offset = min(start + character, following)
    while offset > start and text[offset - 1] in "\r\n":  # ensureBeforeEOL
        offset -= 1
    return offset


def ref_apply(text: str, start: tuple[int, int], end: tuple[int, int], new: str) -> str:
    if start > end:  # getWellformedRange
        start, end = end, start
    a, b = ref_offset_at(text, *start), ref_offset_at(text, *end)
    return text[:a] + new + text[b:]


# BMP only: in UTF-16 one code unit per character, so the reference can count code points.
ALPHABET = ["a", "b", " ", "\t", "\n", "\r", "\r\n", "\f", "\v", "\x85", "\u2028", "\u2029",
            "\x1c", "\x1d", "\x1e", "é", "addl %eax, %ebx"]
TEXT = st.lists(st.sampled_from(ALPHABET), max_size=30).map("".join)
EDIT = st.tuples(st.integers(0, 12), st.integers(0, 20), st.integers(0, 12), st.integers(0, 20), TEXT)


def server_workspace() -> Workspace:
    """The workspace a real server keeps documents in, initialised as pygls does at `initialize`."""
    server = create_server()
    server.protocol._workspace = Workspace(None)  # what pygls's initialize creates
    return server.workspace


@settings(max_examples=400, deadline=None)
@given(TEXT, st.lists(EDIT, min_size=1, max_size=25))
def test_incremental_edits_keep_the_editors_text(initial: str, edits: list) -> None:
    workspace = server_workspace()
    uri = "file:///fuzz.s"
    workspace.put_text_document(types.TextDocumentItem(uri=uri, language_id="asm", version=1, text=initial))
    expected = initial
    for version, (l1, c1, l2, c2, new) in enumerate(edits, start=2):
        expected = ref_apply(expected, (l1, c1), (l2, c2), new)
        change = types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=l1, character=c1), end=types.Position(line=l2, character=c2)),
            text=new,
        )
        workspace.update_text_document(types.VersionedTextDocumentIdentifier(uri=uri, version=version), change)
        document = workspace.get_text_document(uri)
        assert document.source == expected
        assert len(document.lines) == len(ref_line_offsets(expected)) - (expected.endswith(("\n", "\r")) and 1)


def test_a_form_feed_does_not_move_later_edits() -> None:
    workspace = server_workspace()
    uri = "file:///ff.s"
    text = "\t.text\f\n\taddl %eax, %ebx\n\tsubl %ecx, %edx\n"
    workspace.put_text_document(types.TextDocumentItem(uri=uri, language_id="asm", version=1, text=text))
    change = types.TextDocumentContentChangePartial(
        range=types.Range(start=types.Position(line=2, character=1), end=types.Position(line=2, character=5)),
        text="imul",
    )
    workspace.update_text_document(types.VersionedTextDocumentIdentifier(uri=uri, version=2), change)
    assert workspace.get_text_document(uri).source == "\t.text\f\n\taddl %eax, %ebx\n\timul %ecx, %edx\n"


def test_astral_characters_count_two_utf16_units() -> None:
    workspace = server_workspace()
    uri = "file:///emoji.s"
    workspace.put_text_document(types.TextDocumentItem(uri=uri, language_id="asm", version=1, text="# 😋\u2028x\nnop\n"))
    change = types.TextDocumentContentChangePartial(
        range=types.Range(start=types.Position(line=0, character=4), end=types.Position(line=0, character=99)),
        text="!",
    )
    workspace.update_text_document(types.VersionedTextDocumentIdentifier(uri=uri, version=2), change)
    assert workspace.get_text_document(uri).source == "# 😋!\nnop\n"


def test_converter_clamps_past_the_end_of_a_line_to_its_end() -> None:
    converter = Converter(PositionCodec(types.PositionEncodingKind.Utf16), ["abc", "de"])
    assert converter.from_client(types.Position(line=1, character=10)) == (1, 2)
    assert converter.from_client(types.Position(line=0, character=3)) == (0, 3)
    assert converter.from_client(types.Position(line=7, character=0)) == (1, 2)


def test_parser_lines_are_lsp_lines() -> None:
    """A lone \\r ends a line for LSP and for llvm-mc (`printf 'addl %eax, %ebx\\raddl ...' | llvm-mc-19`
    assembles both); a form feed ends none."""
    text = "\taddl %eax, %ebx\r.L1:\f\n\tsubl $1, %ecx\n\tjne .L1\n"
    structure = editor.parse_structure(text, "loops")
    (region,) = structure.regions
    assert [spec.span.line for spec in region.instructions] == [2, 3]
    lines = editor.split_lines(text)
    assert lines[2].startswith("\tsubl") and lines[3].startswith("\tjne")


def test_edits_the_server_sends_count_in_the_negotiated_encoding() -> None:
    from mcalens.server.actions import directive_edit

    codec = PositionCodec(types.PositionEncodingKind.Utf8)
    edit = directive_edit(["# mcalens: mcpu=skylake é😋"], 0, "znver4", codec.client_num_units)
    assert edit.range.end.character == len("# mcalens: mcpu=skylake é😋".encode())  # not UTF-16's 26
