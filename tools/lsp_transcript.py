"""Record what an editor receives from `mcalens serve` for one file, as a Markdown transcript.

    python tools/lsp_transcript.py examples/dot-product.s --cpu btver2 --iterations 300 [--out FILE]

Starts the real server on stdio (pygls' client), opens the file, waits until its regions are
simulated, then asks for everything a user sees: diagnostics, inlay hints, a hover on an
instruction and on the region header, the code lens, the code actions, and the full region report
(`mcalens.showReport`, whose file is read back). Each exchange is printed as the JSON the client got,
so the transcript doubles as a protocol example. docs/transcript-dot-product.md was made with the
command above; tests/test_lsp_transcript.py checks that its numbers are the CLI's.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from lsprotocol import converters, types
from mcalens.analysis.cache.store import cache_dir
from pygls.lsp.client import LanguageClient

_CONVERTER = converters.get_converter()


def _json(value: Any) -> str:
    return json.dumps(_CONVERTER.unstructure(value), indent=2, ensure_ascii=False)


class _Client:
    """A language client that answers the server's requests as VS Code would, and keeps what it is sent."""

    def __init__(self, cpu: str, iterations: int) -> None:
        self.client = LanguageClient("mcalens-transcript", "1")
        self.diagnostics: dict[str, list[types.Diagnostic]] = {}
        self.shown: list[str] = []
        self.phases: dict[tuple[int, str], asyncio.Event] = {}
        client = self.client

        @client.feature("mcalens/analysed")
        def analysed(params: Any) -> None:
            self._event(params.version, params.phase).set()

        @client.feature(types.WORKSPACE_CONFIGURATION)
        def configuration(params: types.ConfigurationParams) -> list[Any]:
            return [{"cpu": cpu, "iterations": iterations} for _ in params.items]

        @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def diagnostics(params: types.PublishDiagnosticsParams) -> None:
            self.diagnostics[params.uri] = list(params.diagnostics)

        @client.feature(types.WINDOW_SHOW_DOCUMENT)
        def show_document(params: types.ShowDocumentParams) -> types.ShowDocumentResult:
            self.shown.append(params.uri)
            return types.ShowDocumentResult(success=True)

        for method in (
            types.WORKSPACE_INLAY_HINT_REFRESH,
            types.WORKSPACE_CODE_LENS_REFRESH,
            types.WINDOW_WORK_DONE_PROGRESS_CREATE,
            types.PROGRESS,
            types.CLIENT_REGISTER_CAPABILITY,
            types.WINDOW_LOG_MESSAGE,
            types.WINDOW_SHOW_MESSAGE,
        ):
            client.feature(method)(lambda params: None)

    def _event(self, version: int, phase: str) -> asyncio.Event:
        return self.phases.setdefault((version, phase), asyncio.Event())

    async def start(self, root: Path, env: dict[str, str]) -> None:
        await self.client.start_io(sys.executable, "-m", "mcalens", "serve", env=env)
        capabilities = types.ClientCapabilities(
            workspace=types.WorkspaceClientCapabilities(
                configuration=True,
                inlay_hint=types.InlayHintWorkspaceClientCapabilities(refresh_support=True),
                code_lens=types.CodeLensWorkspaceClientCapabilities(refresh_support=True),
            ),
            window=types.WindowClientCapabilities(
                work_done_progress=True, show_document=types.ShowDocumentClientCapabilities(support=True)
            ),
            text_document=types.TextDocumentClientCapabilities(
                hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
                code_action=types.CodeActionClientCapabilities(
                    code_action_literal_support=types.ClientCodeActionLiteralOptions(
                        code_action_kind=types.ClientCodeActionKindOptions(value_set=[""])
                    )
                ),
            ),
        )
        await self.client.initialize_async(
            types.InitializeParams(capabilities=capabilities, root_uri=root.as_uri(), process_id=os.getpid())
        )
        self.client.initialized(types.InitializedParams())

    async def stop(self) -> None:
        await asyncio.wait_for(self.client.shutdown_async(None), 10)
        self.client.exit(None)
        await asyncio.wait_for(self.client.stop(), 20)


def _instruction_line(text: str, wanted: int | None) -> int:
    if wanted is not None:
        return wanted
    for number, line in enumerate(text.splitlines()):
        stripped = line.strip()
        if stripped and not stripped.startswith(("#", ".", "//", ";")) and not stripped.endswith(":"):
            return number
    return 0


def _repo_relative(path: Path) -> str:
    """The input as a path from the repository root (the command is run there), else as given."""
    try:
        return path.resolve().relative_to(Path(__file__).resolve().parent.parent).as_posix()
    except ValueError:
        return str(path)


async def record(path: Path, cpu: str, iterations: int, hover_line: int | None) -> str:
    text = path.read_text(encoding="utf-8")
    uri = path.resolve().as_uri()
    last_line = len(text.splitlines())
    session = _Client(cpu, iterations)
    # The report file goes to a temporary directory, not ~/.cache; the compiled models stay where they are.
    env = {**os.environ, "XDG_CACHE_HOME": tempfile.mkdtemp(prefix="mcalens-transcript-")}
    env["MCALENS_CACHE_DIR"] = str(cache_dir())
    await session.start(path.resolve().parent, env)
    client = session.client
    document = types.TextDocumentIdentifier(uri=uri)
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="asm", version=1, text=text)
        )
    )
    await asyncio.wait_for(session._event(1, "full").wait(), 120)
    whole = types.Range(start=types.Position(line=0, character=0), end=types.Position(line=last_line, character=0))
    hints = await client.text_document_inlay_hint_async(types.InlayHintParams(text_document=document, range=whole))
    line = _instruction_line(text, hover_line)
    column = len(text.splitlines()[line]) - len(text.splitlines()[line].lstrip())
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=document, position=types.Position(line=line, character=column + 1))
    )
    lenses = await client.text_document_code_lens_async(types.CodeLensParams(text_document=document))
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=document,
            range=types.Range(start=types.Position(line=line, character=0), end=types.Position(line=line, character=0)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    report = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="mcalens.showReport", arguments=[uri, 0])
    )
    report_path = Path(report["path"]) if isinstance(report, dict) and "path" in report else None
    report_text = report_path.read_text(encoding="utf-8") if report_path else f"(no report: {report})"
    await session.stop()

    shown_name = path.name
    parts = [
        f"# What an editor receives for `{shown_name}`",
        "",
        f"Recorded with `.venv/bin/python tools/lsp_transcript.py {_repo_relative(path)} --cpu {cpu} "
        f"--iterations {iterations}` "
        "against `mcalens serve` on stdio (settings answered through `workspace/configuration`: "
        f'`{{"cpu": "{cpu}", "iterations": {iterations}}}`). File URIs are shortened to the file name.',
        "",
        f"## `textDocument/publishDiagnostics` ({len(session.diagnostics.get(uri, []))})",
        "",
        "```json",
        _json(session.diagnostics.get(uri, [])),
        "```",
        "",
        f"## `textDocument/inlayHint` for the whole file ({len(hints or [])} hints)",
        "",
        "```json",
        _json(hints or []),
        "```",
        "",
        f"## `textDocument/hover` on line {line + 1} (`{text.splitlines()[line].strip()}`)",
        "",
        hover.contents.value if hover is not None and isinstance(hover.contents, types.MarkupContent) else "(none)",
        "",
        "## `textDocument/codeLens`",
        "",
        "```json",
        _json(lenses or []),
        "```",
        "",
        f"## `textDocument/codeAction` on line {line + 1} (titles)",
        "",
        *[f"* {action.title}" for action in actions or []],
        "",
        "## `workspace/executeCommand` `mcalens.showReport` → `window/showDocument` of this file",
        "",
        "```",
        report_text.rstrip("\n"),
        "```",
        "",
    ]
    transcript = "\n".join(parts)
    transcript = transcript.replace(uri, shown_name)
    if report_path is not None:
        transcript = transcript.replace(report_path.as_uri(), report_path.name).replace(str(report_path), report_path.name)
    return transcript


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path)
    parser.add_argument("--cpu", default="btver2")
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--hover-line", type=int, help="0-based line to hover (default: the first instruction)")
    parser.add_argument("--out", type=Path)
    options = parser.parse_args(argv)
    transcript = asyncio.run(record(options.file, options.cpu, options.iterations, options.hover_line))
    if options.out is not None:
        options.out.write_text(transcript, encoding="utf-8")
    else:
        sys.stdout.write(transcript)
    return 0


if __name__ == "__main__":
    sys.exit(main())
