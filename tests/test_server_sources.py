"""End to end: a C document in `mcalens serve` (a real server process, pytest-lsp over stdio),
compiled by the `cc` on PATH with the flags of its compile_commands.json: a loop hint on the `for`
line equal to the editor layer's in-process answer, a new hint after an edit and a save (never after
the edit alone), the per-line hover, compiler errors as diagnostics, Show Assembly as a live
assembly buffer with hints and line correlation both ways, and nothing compiled in an untrusted
workspace. Skipped without a C compiler."""

from __future__ import annotations

import asyncio
import json
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from lsprotocol import types
from mcalens.analysis.editor.sources import SourceRequest, SourceSettings, analyse_document
from pytest_lsp import ClientServerConfig, LanguageClient

pytestmark = pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler (cc) on PATH")

TIMEOUT = 120.0

SAXPY = """\
void saxpy(float *restrict y, const float *restrict x, float a, int n) {
    for (int i = 0; i < n; i++)
        y[i] += a * x[i];
}
"""

# The same loop with a division: a different bottleneck, so the hint must change.
SAXPY_DIV = SAXPY.replace("y[i] += a * x[i];", "y[i] += a / x[i];")


def _plain(value: Any) -> Any:
    if hasattr(value, "_asdict"):
        return {k: _plain(v) for k, v in value._asdict().items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


class Notes:
    """Notifications by method, awaitable."""

    def __init__(self) -> None:
        self.items: list[tuple[str, dict[str, Any]]] = []
        self.changed = asyncio.Condition()

    async def add(self, method: str, params: Any) -> None:
        async with self.changed:
            self.items.append((method, _plain(params)))
            self.changed.notify_all()

    async def wait(self, method: str, count: int, uri: str) -> dict[str, Any]:
        """The `count`-th notification `method` about `uri` (1-based)."""
        async def found() -> dict[str, Any]:
            async with self.changed:
                while True:
                    matching = [p for m, p in self.items if m == method and p.get("uri") == uri]
                    if len(matching) >= count:
                        return matching[count - 1]
                    await self.changed.wait()

        return await asyncio.wait_for(found(), TIMEOUT)


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "mcalens", "serve"]))
async def client(lsp_client: LanguageClient, tmp_path_factory: pytest.TempPathFactory):
    lsp_client.set_configuration({"mcalens": {"cpu": "skylake", "iterations": 100}})
    notes = Notes()
    lsp_client.notes = notes  # type: ignore[attr-defined]

    @lsp_client.feature("mcalens/sourceAnalysed")
    async def on_source(client: LanguageClient, params: Any) -> None:
        await notes.add("mcalens/sourceAnalysed", params)

    @lsp_client.feature("mcalens/analysed")
    async def on_analysed(client: LanguageClient, params: Any) -> None:
        await notes.add("mcalens/analysed", params)

    @lsp_client.feature(types.WORKSPACE_INLAY_HINT_REFRESH)
    def on_refresh(client: LanguageClient, params: None) -> None:
        return None

    @lsp_client.feature(types.WORKSPACE_CODE_LENS_REFRESH)
    def on_lens_refresh(client: LanguageClient, params: None) -> None:
        return None

    capabilities = types.ClientCapabilities(
        workspace=types.WorkspaceClientCapabilities(
            configuration=True,
            inlay_hint=types.InlayHintWorkspaceClientCapabilities(refresh_support=True),
            code_lens=types.CodeLensWorkspaceClientCapabilities(refresh_support=True),
        ),
        text_document=types.TextDocumentClientCapabilities(
            inlay_hint=types.InlayHintClientCapabilities(),
            hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
            code_lens=types.CodeLensClientCapabilities(),
            publish_diagnostics=types.PublishDiagnosticsClientCapabilities(),
        ),
        window=types.WindowClientCapabilities(show_document=types.ShowDocumentClientCapabilities(support=True)),
    )
    root = tmp_path_factory.mktemp("ws")
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=capabilities, root_uri=root.as_uri(), workspace_folders=None)
    )
    yield
    await lsp_client.shutdown_session()


def _notes(client: LanguageClient) -> Notes:
    return client.notes  # type: ignore[attr-defined]


async def hints(client: LanguageClient, uri: str, lines: int = 200) -> list[types.InlayHint]:
    found = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=lines, character=0))))
    return list(found or [])


def label_text(hint: types.InlayHint) -> str:
    return hint.label if isinstance(hint.label, str) else "".join(part.value for part in hint.label)


def project(tmp_path: Path, text: str) -> Path:
    """k.c with a compile_commands.json giving -O2 (the flags the project "builds" it with)."""
    source = tmp_path / "k.c"
    source.write_text(text)
    entry = [{"directory": str(tmp_path), "file": "k.c", "arguments": ["cc", "-O2", "-c", "k.c", "-o", "k.o"]}]
    (tmp_path / "compile_commands.json").write_text(json.dumps(entry))
    return source


def open_c(client: LanguageClient, uri: str, text: str, version: int = 1) -> None:
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="c", version=version, text=text)))


def save(client: LanguageClient, path: Path, uri: str, text: str, version: int) -> None:
    """What an editor does: the buffer changes, then the save writes it and says so."""
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))
    path.write_text(text)
    client.text_document_did_save(types.DidSaveTextDocumentParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))


@pytest.mark.asyncio
async def test_c_loop_hint_on_the_for_line_changes_on_save_and_show_assembly_correlates(
        client: LanguageClient, tmp_path: Path) -> None:
    path = project(tmp_path, SAXPY)
    uri = path.as_uri()
    open_c(client, uri, SAXPY)
    first = await _notes(client).wait("mcalens/sourceAnalysed", 1, uri)
    assert first["state"] == "ok", first
    # what the editor layer computes in-process for the same file and flags
    expected = analyse_document(SourceRequest(str(path), SourceSettings()))
    assert [loop.line for loop in expected.loops] == [1]  # the `for` line (0-based)
    found = await hints(client, uri)
    assert [(h.position.line, label_text(h)) for h in found] == [(1, expected.loops[0].label)]
    assert "cyc/iter" in expected.loops[0].label and "skylake" in expected.loops[0].label
    assert "-O2" in expected.command and " -o k.o" not in expected.command  # the project's flags, sanitised

    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=2, character=8)))
    assert hover is not None
    markdown = hover.contents.value  # type: ignore[union-attr]
    assert "**line 3** `y[i] += a * x[i];`" in markdown and "**line 2**" in markdown and "lat " in markdown

    # an edit alone compiles nothing; the save does
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=SAXPY_DIV)]))
    await asyncio.sleep(0.5)
    assert len([p for m, p in _notes(client).items if m == "mcalens/sourceAnalysed"]) == 1
    save(client, path, uri, SAXPY_DIV, 3)
    second = await _notes(client).wait("mcalens/sourceAnalysed", 2, uri)
    assert second["state"] == "ok"
    changed = await hints(client, uri)
    expected_div = analyse_document(SourceRequest(str(path), SourceSettings()))
    assert [(h.position.line, label_text(h)) for h in changed] == [(1, expected_div.loops[0].label)]
    assert label_text(changed[0]) != label_text(found[0])

    # Show Assembly: a .s file the client opens as an assembly document, with its own hints
    shown = _plain(await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command="mcalens.showAssembly", arguments=[uri])))
    assert shown["path"].endswith(".s"), shown
    assert [p.uri for p in client.shown_documents] == [shown["uri"]]
    asm_text = Path(shown["path"]).read_text()
    assert asm_text == expected_div.assembly + "\n"
    assert asm_text.startswith("# mcalens: target=x86-64 mcpu=skylake\n")
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=shown["uri"], language_id="asm", version=1, text=asm_text)))
    await _notes(client).wait("mcalens/analysed", 1, shown["uri"])
    asm_hints = await hints(client, shown["uri"], len(asm_text.splitlines()))
    assert asm_hints  # per-instruction hints, as in any .s document

    # correlation both ways: the `y[i] += ...` line and the assembly lines made from it
    there = _plain(await client.protocol.send_request_async("mcalens/sourceToAssembly", {"uri": uri, "line": 2}))
    assert there["uri"] == shown["uri"] and there["lines"]
    asm_lines = asm_text.splitlines()
    assert any("divss" in asm_lines[n] for n in there["lines"])
    back = _plain(await client.protocol.send_request_async(
        "mcalens/assemblyToSource", {"uri": shown["uri"], "line": there["lines"][0]}))
    assert back["uri"] == uri and back["line"] == 2
    # a directive line maps nowhere
    assert await client.protocol.send_request_async("mcalens/assemblyToSource", {"uri": shown["uri"], "line": 0}) is None

    # a later save rewrites the shown assembly (the editor reloads it)
    save(client, path, uri, SAXPY, 4)
    await _notes(client).wait("mcalens/sourceAnalysed", 3, uri)
    assert "mulss" in Path(shown["path"]).read_text() and "divss" not in Path(shown["path"]).read_text()


@pytest.mark.asyncio
async def test_compiler_errors_are_diagnostics_on_the_source_line(client: LanguageClient, tmp_path: Path) -> None:
    broken = SAXPY.replace("y[i] += a * x[i];", "y[i] += a * x[i]")  # missing `;`
    path = project(tmp_path, broken)
    uri = path.as_uri()
    open_c(client, uri, broken)
    note = await _notes(client).wait("mcalens/sourceAnalysed", 1, uri)
    assert note["state"] == "failed" and note["loops"] == []
    for _ in range(100):
        items = client.diagnostics.get(uri, [])
        if items:
            break
        await asyncio.sleep(0.05)
    errors = [d for d in client.diagnostics.get(uri, []) if d.severity == types.DiagnosticSeverity.Error]
    assert errors and errors[0].code == "MCL701"
    assert errors[0].range.start.line in (2, 3)  # gcc: after the expression; clang: the line after
    assert "expected" in errors[0].message


@pytest.mark.asyncio
async def test_untrusted_workspace_compiles_nothing_and_the_lens_says_why(
        client: LanguageClient, tmp_path: Path) -> None:
    client.protocol.notify("mcalens/workspaceTrust", {"trusted": False})
    path = project(tmp_path, SAXPY)
    uri = path.as_uri()
    open_c(client, uri, SAXPY)
    note = await _notes(client).wait("mcalens/sourceAnalysed", 1, uri)
    assert note["state"] == "stopped" and "not trusted" in note["message"]
    assert note["compileMs"] == 0
    assert await hints(client, uri) == []
    lenses = await client.text_document_code_lens_async(types.CodeLensParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    assert lenses and "not trusted" in lenses[0].command.title  # type: ignore[union-attr]


@pytest.mark.asyncio
async def test_a_save_without_changes_reuses_the_last_view(client: LanguageClient, tmp_path: Path) -> None:
    path = project(tmp_path, SAXPY)
    uri = path.as_uri()
    open_c(client, uri, SAXPY)
    first = await _notes(client).wait("mcalens/sourceAnalysed", 1, uri)
    assert first["state"] == "ok" and not first["cached"] and first["analysisMs"] > 0
    client.text_document_did_save(types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    again = await _notes(client).wait("mcalens/sourceAnalysed", 2, uri)
    assert again["cached"] and again["compileMs"] == 0 and again["analysisMs"] == 0
    assert again["loops"] == first["loops"]
    # a changed file is compiled and analysed again
    save(client, path, uri, SAXPY_DIV, 2)
    third = await _notes(client).wait("mcalens/sourceAnalysed", 3, uri)
    assert not third["cached"] and third["analysisMs"] > 0 and third["loops"] != first["loops"]
    # the session's CPU for this file (mcalens.setCpu): analysed again for it, the file not edited
    answer = _plain(await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command="mcalens.setCpu", arguments=[uri, "znver3"])))
    assert answer == {"applied": False, "cpu": "znver3", "override": True}
    fourth = await _notes(client).wait("mcalens/sourceAnalysed", 4, uri)
    assert fourth["cpu"] == "znver3" and fourth["loops"][0]["label"].endswith(" · znver3")
    assert path.read_text() == SAXPY_DIV
    bad = _plain(await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command="mcalens.setCpu", arguments=[uri, "no-such-cpu"])))
    assert "unknown CPU" in bad["error"]
