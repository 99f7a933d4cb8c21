"""End-to-end checks of `mcalens serve` driven by pytest-lsp over stdio (a real server process).

The numbers the server shows are compared with what the editor layer (`mcalens.analysis.editor`)
computes in-process for the same region text, through the `mcalens.analysis.api` calls the CLI makes.
Tests wait on the server's `mcalens/analysed` notification (sent after each analysis is published)
or on `textDocument/publishDiagnostics`; nothing sleeps.
"""

from __future__ import annotations

import ast
import asyncio
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from lsprotocol import types
from mcalens.analysis import editor
from mcalens.server.config import HintSettings
from mcalens.server.hints import hint_label
from pygls.exceptions import JsonRpcException
from pytest_lsp import ClientServerConfig, LanguageClient

TIMEOUT = 60.0


def gcc_file(loops: int = 2, body: int = 4, filler: int = 3) -> str:
    """A gcc -O2 -S shaped file with `loops` innermost loops (one function each)."""
    out = ['\t.file\t"kernels.c"', "\t.text"]
    for k in range(loops):
        out += [
            f"\t.globl\tkernel{k}",
            f"\t.type\tkernel{k}, @function",
            f"kernel{k}:",
            ".LFB0:",
            "\t.cfi_startproc",
            "\txorl\t%eax, %eax",
            "\tvxorps\t%xmm0, %xmm0, %xmm0",
        ]
        out += ["\tnop" for _ in range(filler)]
        out.append(f".L{k}3:")
        for j in range(body):
            out.append(f"\tvaddss\t({j * 4})(%rdi,%rax,4), %xmm0, %xmm0")
        out += [
            "\taddq\t$1, %rax",
            "\tcmpq\t%rsi, %rax",
            f"\tjne\t.L{k}3",
            "\tret",
            "\t.cfi_endproc",
            f"\t.size\tkernel{k}, .-kernel{k}",
        ]
    out.append('\t.ident\t"GCC: (GNU) 13.2.0"')
    return "\n".join(out) + "\n"


class Analysed:
    """Collects `mcalens/analysed` notifications so tests can await a given document version."""

    def __init__(self) -> None:
        self.items: list[dict[str, Any]] = []
        self.changed = asyncio.Condition()

    async def add(self, params: Any) -> None:
        async with self.changed:
            self.items.append(_plain(params))
            self.changed.notify_all()

    async def wait(self, uri: str, version: int, phase: str = "full") -> dict[str, Any]:
        async def found() -> dict[str, Any]:
            async with self.changed:
                while True:
                    for item in self.items:
                        if item["uri"] == uri and item["version"] == version and item["phase"] == phase:
                            return item
                    await self.changed.wait()

        return await asyncio.wait_for(found(), TIMEOUT)


async def request(client: LanguageClient, method: str, params: Any) -> Any:
    """A custom request; the answer as plain dicts and lists."""
    return _plain(await client.protocol.send_request_async(method, params))


def _plain(value: Any) -> Any:
    if hasattr(value, "_asdict"):
        return {k: _plain(v) for k, v in value._asdict().items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


CONFIG: dict[str, Any] = {"mcalens": {"cpu": "skylake", "iterations": 100}}


@pytest_lsp.fixture(
    config=ClientServerConfig(
        server_command=[sys.executable, "-m", "mcalens", "serve", "--debounce-ms", "20"]
    ),
)
async def client(lsp_client: LanguageClient, tmp_path_factory: pytest.TempPathFactory):
    lsp_client.set_configuration(dict(CONFIG))
    analysed = Analysed()
    lsp_client.analysed = analysed  # type: ignore[attr-defined]

    @lsp_client.feature("mcalens/analysed")
    async def on_analysed(client: LanguageClient, params: Any) -> None:
        await analysed.add(params)

    @lsp_client.feature(types.WORKSPACE_APPLY_EDIT)
    def on_apply_edit(client: LanguageClient, params: types.ApplyWorkspaceEditParams):
        client.applied_edits.append(params)  # type: ignore[attr-defined]
        return types.ApplyWorkspaceEditResult(applied=True)

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def on_register(client: LanguageClient, params: types.RegistrationParams) -> None:
        client.registrations.extend(params.registrations)  # type: ignore[attr-defined]

    @lsp_client.feature(types.WORKSPACE_INLAY_HINT_REFRESH)
    def on_refresh(client: LanguageClient, params: None) -> None:
        return None

    @lsp_client.feature(types.WORKSPACE_CODE_LENS_REFRESH)
    def on_lens_refresh(client: LanguageClient, params: None) -> None:
        return None

    lsp_client.applied_edits = []  # type: ignore[attr-defined]
    lsp_client.registrations = []  # type: ignore[attr-defined]
    capabilities = types.ClientCapabilities(
        workspace=types.WorkspaceClientCapabilities(
            configuration=True,
            apply_edit=True,
            inlay_hint=types.InlayHintWorkspaceClientCapabilities(refresh_support=True),
            code_lens=types.CodeLensWorkspaceClientCapabilities(refresh_support=True),
            did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True),
            execute_command=types.ExecuteCommandClientCapabilities(),
        ),
        text_document=types.TextDocumentClientCapabilities(
            inlay_hint=types.InlayHintClientCapabilities(),
            hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
            code_lens=types.CodeLensClientCapabilities(),
            code_action=types.CodeActionClientCapabilities(
                code_action_literal_support=types.ClientCodeActionLiteralOptions(
                    code_action_kind=types.ClientCodeActionKindOptions(value_set=[types.CodeActionKind.Empty])
                )
            ),
            publish_diagnostics=types.PublishDiagnosticsClientCapabilities(version_support=True),
        ),
        window=types.WindowClientCapabilities(
            work_done_progress=True, show_document=types.ShowDocumentClientCapabilities(support=True)
        ),
    )
    root = tmp_path_factory.mktemp("ws")
    lsp_client.root = root  # type: ignore[attr-defined]
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=capabilities, root_uri=root.as_uri(), workspace_folders=None)
    )
    yield
    await lsp_client.shutdown_session()


def action_command(action: types.CodeAction | types.Command) -> str:
    """The command a code action runs. lsprotocol's client-side converter reads a CodeAction literal
    as a Command whose `command` is the stringified nested command, so undo that here."""
    if isinstance(action, types.CodeAction):
        return action.command.command if action.command else ""
    if action.command.startswith("{"):
        return ast.literal_eval(action.command)["command"]
    return action.command


def _analysed(client: LanguageClient) -> Analysed:
    return client.analysed  # type: ignore[attr-defined]


def open_doc(client: LanguageClient, uri: str, text: str, version: int = 1) -> None:
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="asm", version=version, text=text)
        )
    )


def replace_line(client: LanguageClient, uri: str, version: int, line: int, old: str, new: str) -> None:
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(
                        start=types.Position(line=line, character=0),
                        end=types.Position(line=line, character=len(old)),
                    ),
                    text=new,
                )
            ],
        )
    )


async def all_hints(client: LanguageClient, uri: str, lines: int) -> list[types.InlayHint]:
    result = await client.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(
                start=types.Position(line=0, character=0), end=types.Position(line=lines, character=0)
            ),
        )
    )
    return list(result or [])


def expected_regions(text: str, cpu: str = "skylake", iterations: int = 100):
    structure = editor.parse_structure(text, "loops")
    options = editor.AnalysisOptions(cpu=cpu, iterations=iterations)
    return structure, [editor.analyze_region(r.key_text, options) for r in structure.regions]


@pytest.mark.asyncio
async def test_open_gcc_file_hints_hover_lens_match_in_process_analysis(
    client: LanguageClient, tmp_path: Path
):
    text = gcc_file(loops=2)
    uri = (tmp_path / "kernels.s").as_uri()
    open_doc(client, uri, text)
    done = await _analysed(client).wait(uri, 1)
    assert done["regions"] == 2 and done["cpu"] == "skylake"

    structure, results = expected_regions(text)
    hints = await all_hints(client, uri, len(text.splitlines()))
    expected = {
        region.instructions[instr.position].span.line: hint_label(instr, result, HintSettings())
        for region, result in zip(structure.regions, results, strict=True)
        for instr in result.instructions
    }
    assert expected
    # Straight-line code outside the loops gets the static latency/throughput hints (hints.straightLine).
    outside = structure.outside
    assert outside is not None
    static = editor.static_region(outside.key_text, editor.static_options(editor.AnalysisOptions()))
    straight = {
        outside.instructions[instr.position].span.line: hint_label(instr, static, HintSettings())
        for instr in static.instructions
    }
    assert straight and not set(straight) & set(expected)
    assert all("▲" not in label for label in straight.values())
    assert {h.position.line: h.label for h in hints} == expected | straight
    lines = text.splitlines()
    assert all(h.position.character == len(lines[h.position.line]) for h in hints)

    first = structure.regions[0].instructions[0]
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=first.span.line, character=first.span.start + 1),
        )
    )
    assert hover is not None
    value = hover.contents.value  # type: ignore[union-attr]
    instr = results[0].instructions[0]
    assert f"latency: **{instr.latency}**" in value and "skylake" in value
    assert f"RThroughput: **{instr.rthroughput:.2f}**" in value

    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert [lens.range.start.line for lens in lenses] == [r.header.line for r in structure.regions]
    assert all(lens.command and lens.command.command == "mcalens.showReport" for lens in lenses)
    assert f"IPC {results[0].ipc:.2f}" in lenses[0].command.title and "skylake" in lenses[0].command.title

    status = await request(
        client, "mcalens/regionAt", {"uri": uri, "position": {"line": first.span.line, "character": 0}}
    )
    assert status["cpu"] == "skylake" and status["totalCycles"] == results[0].total_cycles


@pytest.mark.asyncio
async def test_editing_one_line_reanalyses_only_that_region(client: LanguageClient, tmp_path: Path):
    text = gcc_file(loops=3)
    uri = (tmp_path / "three.s").as_uri()
    open_doc(client, uri, text)
    first = await _analysed(client).wait(uri, 1)
    assert sorted(first["simulated"]) == [0, 1, 2]
    structure = editor.parse_structure(text, "loops")
    target = structure.regions[1].instructions[0]
    old = text.splitlines()[target.span.line]
    replace_line(client, uri, 2, target.span.line, old, "\tvmulss\t(%rdi,%rax,4), %xmm0, %xmm0")
    static = await _analysed(client).wait(uri, 2, "static")
    assert static["static"] == [1]
    second = await _analysed(client).wait(uri, 2)
    assert second["simulated"] == [1]
    hints = await all_hints(client, uri, len(text.splitlines()))
    assert {h.position.line for h in hints} >= {i.span.line for i in structure.regions[0].instructions}
    stats = await request(client, "mcalens/debugStats", {})
    assert stats["simulations"] == 4


@pytest.mark.asyncio
async def test_switching_cpu_by_directive_and_settings_reanalyses(client: LanguageClient, tmp_path: Path):
    text = gcc_file(loops=1)
    uri = (tmp_path / "cpu.s").as_uri()
    open_doc(client, uri, text)
    assert (await _analysed(client).wait(uri, 1))["cpu"] == "skylake"
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(
                        start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)
                    ),
                    text="# mcalens: mcpu=znver3 iterations=200\n",
                )
            ],
        )
    )
    second = await _analysed(client).wait(uri, 2)
    assert second["cpu"] == "znver3" and second["simulated"] == [0]
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert "znver3" in lenses[0].command.title

    uri2 = (tmp_path / "cpu2.s").as_uri()
    open_doc(client, uri2, text)
    assert (await _analysed(client).wait(uri2, 1))["cpu"] == "skylake"
    client.set_configuration({"mcalens": {"cpu": "btver2"}})
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    # Re-analysis keeps the document version; wait for a notification naming the new CPU.
    analysed = _analysed(client)

    async def btver2_seen() -> None:
        async with analysed.changed:
            while not any(
                i["uri"] == uri2 and i["cpu"] == "btver2" and i["phase"] == "full" for i in analysed.items
            ):
                await analysed.changed.wait()

    await asyncio.wait_for(btver2_seen(), TIMEOUT)


@pytest.mark.asyncio
async def test_unterminated_region_gives_marker_diagnostic(client: LanguageClient, tmp_path: Path):
    text = "# LLVM-MCA-BEGIN kernel\n\taddl %eax, %ebx\n\timull %ebx, %ecx\n"
    uri = (tmp_path / "open.s").as_uri()
    waiter = client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    open_doc(client, uri, text)
    await asyncio.wait_for(waiter, TIMEOUT)
    diagnostics = client.diagnostics[uri]
    assert any(d.code and str(d.code).startswith("MCL2") and d.range.start.line == 0 for d in diagnostics)


@pytest.mark.asyncio
async def test_binary_garbage_and_huge_file_do_not_crash(client: LanguageClient, tmp_path: Path):
    garbage = bytes(range(256)).decode("latin-1") * 40 + "\x00\x0c\u2028\ud7ff" * 50
    uri = (tmp_path / "garbage.s").as_uri()
    open_doc(client, uri, garbage)
    await _analysed(client).wait(uri, 1)
    hints = await all_hints(client, uri, 10_000)
    assert isinstance(hints, list)
    assert uri in client.diagnostics

    big = (
        "\n".join(f"\taddl\t%eax, %ebx  # {i}" if i % 7 else f"bad line {i} !!!" for i in range(50_000))
        + "\n"
    )
    uri_big = (tmp_path / "big.s").as_uri()
    open_doc(client, uri_big, big)
    await _analysed(client).wait(uri_big, 1)
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri_big),
            position=types.Position(line=49_999, character=3),
        )
    )
    assert hover is None or hover.contents is not None
    stats = await request(client, "mcalens/debugStats", {})
    assert stats["documents"]  # still answering


@pytest.mark.asyncio
async def test_commands_report_selection_set_cpu_compare(client: LanguageClient, tmp_path: Path, monkeypatch):
    text = gcc_file(loops=1)
    uri = (tmp_path / "cmd.s").as_uri()
    open_doc(client, uri, text)
    await _analysed(client).wait(uri, 1)

    shown = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="mcalens.showReport", arguments=[uri, 0])
    )
    report_path = Path(shown["path"])
    assert report_path.exists() and "Total Cycles:" in report_path.read_text()
    assert client.shown_documents[-1].uri == shown["uri"]

    report = await request(client, "mcalens/regionReport", {"uri": uri, "region": 0})
    assert report["cpu"] == "skylake" and len(report["lines"]) == len(report["instructions"])

    edits_before = len(client.applied_edits)  # type: ignore[attr-defined]
    result = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(
            command="mcalens.analyzeSelection",
            arguments=[uri, {"start": {"line": 7, "character": 0}, "end": {"line": 10, "character": 0}}],
        )
    )
    # An ephemeral region: a report of the selected lines, and the document is not touched.
    assert len(client.applied_edits) == edits_before  # type: ignore[attr-defined]
    assert [text.splitlines()[line].split()[0] for line in result["report"]["lines"]] == ["xorl", "vxorps", "nop"]
    assert result["report"]["kind"] == "selection"
    assert Path(result["path"]).exists() and "Total Cycles:" in Path(result["path"]).read_text()
    assert client.shown_documents[-1].uri == result["uri"]

    # Select CPU applies to the file without editing it, unless a directive is asked for.
    answer = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="mcalens.setCpu", arguments=[uri, "znver4"])
    )
    assert answer == {"applied": False, "cpu": "znver4", "override": True}
    assert len(client.applied_edits) == edits_before  # type: ignore[attr-defined]
    report = await request(client, "mcalens/regionReport", {"uri": uri, "region": 0})
    assert report["cpu"] == "znver4"
    await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="mcalens.setCpu", arguments=[uri, "znver4", True])
    )
    edit = client.applied_edits[-1].edit.changes[uri]  # type: ignore[attr-defined]
    assert edit[0].new_text == "# mcalens: mcpu=znver4\n"

    compared = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="mcalens.compareCpus", arguments=[uri, 0, ["skylake", "znver3"]])
    )
    assert [row["cpu"] for row in compared["rows"]] == ["skylake", "znver3"]

    cpus = await request(client, "mcalens/listCpus", {})
    assert any(c["cpu"] == "skylake" for c in cpus)

    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(
                start=types.Position(line=12, character=0), end=types.Position(line=13, character=0)
            ),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    commands = {action_command(a) for a in actions}
    assert {"mcalens.showReport", "mcalens.compareCpus", "mcalens.analyzeSelection"} <= commands

    toggled = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="mcalens.toggleHints", arguments=[])
    )
    assert toggled["hintsEnabled"] is False
    assert await all_hints(client, uri, 100) == []


@pytest.mark.asyncio
async def test_bad_arguments_give_empty_answers_not_crashes(client: LanguageClient, tmp_path: Path):
    answer = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="mcalens.showReport", arguments=["file:///nope.s", "x"])
    )
    assert answer["error"]
    with pytest.raises(JsonRpcException) as invalid:  # no position: InvalidParams (issue 18 item 21)
        await request(client, "mcalens/regionAt", {"uri": 3})
    assert invalid.value.code == -32602
    missing = await request(client, "mcalens/regionAt", {"uri": "file:///nope.s", "position": {"line": 0}})
    assert missing is None
    hints = await all_hints(client, "file:///not-open.s", 10)
    assert hints == []


CLI_FILE = """# mcalens: mcpu=btver2
\tmovl\t$1, %eax
# LLVM-MCA-BEGIN dot
\tvmulps\t%xmm0, %xmm1, %xmm2
\tvhaddps\t%xmm2, %xmm2, %xmm3
\tvhaddps\t%xmm3, %xmm3, %xmm4
# LLVM-MCA-END
# LLVM-MCA-BEGIN second
\timull\t%eax, %ebx
\taddl\t%ebx, %ecx
# LLVM-MCA-END
"""


@pytest.mark.asyncio
async def test_numbers_match_the_cli(client: LanguageClient, tmp_path: Path):
    """Hints, hovers and region reports carry the numbers `mcalens -mcpu=btver2 -json` prints."""
    path = tmp_path / "cli.s"
    path.write_text(CLI_FILE)
    cli = subprocess.run(
        [sys.executable, "-m", "mcalens", "-mcpu=btver2", "-json", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    if cli.returncode != 0 or not cli.stdout.startswith("{"):
        pytest.fail(f"CLI failed: {cli.stderr[-2000:]}")
    expected = json.loads(cli.stdout)["CodeRegions"]
    uri = path.as_uri()
    open_doc(client, uri, CLI_FILE)
    done = await _analysed(client).wait(uri, 1)
    assert done["cpu"] == "btver2" and done["regions"] == len(expected) == 2
    hints = {h.position.line: h.label for h in await all_hints(client, uri, 20)}
    lines = CLI_FILE.splitlines()
    for index, region in enumerate(expected):
        report = await request(client, "mcalens/regionReport", {"uri": uri, "region": index})
        summary = region["SummaryView"]
        assert report["name"] == region["Name"]
        assert report["summary"]["totalCycles"] == summary["TotalCycles"]
        assert report["summary"]["totalUops"] == summary["TotaluOps"]
        assert report["summary"]["ipc"] == pytest.approx(summary["IPC"])
        assert [lines[n].strip() for n in report["lines"]] == [
            t.replace("\t", "\t") for t in region["Instructions"]
        ]
        for info, line in zip(region["InstructionInfoView"]["InstructionList"], report["lines"], strict=True):
            assert hints[line].startswith(f"lat {info['Latency']} · rthr {float(info['RThroughput']):.2f}")
            hover = await client.text_document_hover_async(
                types.HoverParams(
                    text_document=types.TextDocumentIdentifier(uri=uri),
                    position=types.Position(line=line, character=2),
                )
            )
            assert (
                f"uops: **{info['NumMicroOpcodes']}** · latency: **{info['Latency']}**"
                in hover.contents.value
            )


@pytest.mark.asyncio
async def test_progress_is_reported_for_several_regions(client: LanguageClient, tmp_path: Path):
    uri = (tmp_path / "progress.s").as_uri()
    open_doc(client, uri, gcc_file(loops=3))
    await _analysed(client).wait(uri, 1)
    kinds = [[type(v).__name__ for v in values] for values in client.progress_reports.values()]
    assert any(k and k[0] == "WorkDoneProgressBegin" and k[-1] == "WorkDoneProgressEnd" for k in kinds), kinds


@pytest.mark.asyncio
async def test_model_file_errors_are_diagnostics_in_the_yaml(client: LanguageClient, tmp_path: Path):
    models = client.root / "models"  # type: ignore[attr-defined]  # modelPath must be in the workspace
    models.mkdir()
    bad = models / "mine.yaml"
    bad.write_text("name: mine\nresources: [\n  - oops: {\n")
    client.set_configuration({"mcalens": {"cpu": "skylake", "modelPath": [str(models)]}})
    # The server pulls the settings (workspace/configuration) after didChangeConfiguration, and a
    # YAML file counts as a model file only once they are applied: a file event sent before that is
    # rightly ignored. So wait until the client has answered the pull with the new modelPath, then
    # make a round trip, which the server answers after applying that answer.
    answered = asyncio.Event()
    get_configuration = client.get_configuration

    def answering(*args: Any, **kwargs: Any) -> Any:
        value = get_configuration(*args, **kwargs)
        if isinstance(value, dict) and value.get("modelPath"):
            answered.set()
        return value

    client.get_configuration = answering  # type: ignore[method-assign]
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    await asyncio.wait_for(answered.wait(), TIMEOUT)
    stats = await request(client, "mcalens/debugStats", {})  # round trip: configuration applied
    assert stats is not None
    uri = bad.as_uri()
    waiter = client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=uri, type=types.FileChangeType.Changed)])
    )
    while uri not in client.diagnostics:  # other documents' diagnostics may come first
        await asyncio.wait_for(waiter, TIMEOUT)
        waiter = client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    diagnostics = client.diagnostics[uri]
    assert diagnostics and all(str(d.code).startswith("MCL4") for d in diagnostics)
    assert diagnostics[0].range.start.line >= 1


@pytest.mark.asyncio
async def test_cancel_request_is_honoured(client: LanguageClient, tmp_path: Path):
    """A regionReport that has to simulate (the region is over the live budget) can be cancelled."""
    text = "# mcalens: iterations=30000\n" + gcc_file(loops=1, body=12)  # under the report budget
    uri = (tmp_path / "cancel.s").as_uri()
    open_doc(client, uri, text)
    done = await _analysed(client).wait(uri, 1)
    assert done["simulated"] == []  # over the live budget: not simulated automatically
    pending = client.protocol.send_request(
        "mcalens/regionReport", {"uri": uri, "region": 0}, msg_id="cancel-me"
    )
    client.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id="cancel-me"))
    with pytest.raises(Exception) as caught:
        await asyncio.wait_for(asyncio.wrap_future(pending), TIMEOUT)
    assert "cancel" in str(caught.value).lower()
    stats = await request(client, "mcalens/debugStats", {})  # still answering
    assert stats["documents"]


@pytest.mark.asyncio
async def test_diagnostic_classes_can_be_switched_off(client: LanguageClient, tmp_path: Path):
    text = "# mcalens: colour=red\n.L1:\n\tbogus %eax, %ebx\n\taddl %eax, %ebx\n\tjne .L1\n"
    uri = (tmp_path / "switch.s").as_uri()
    open_doc(client, uri, text)
    await _analysed(client).wait(uri, 1)
    codes = {str(d.code) for d in client.diagnostics[uri]}
    assert any(c.startswith(("MCL1", "MCL3")) for c in codes) and "MCL402" in codes, codes

    analysed = _analysed(client)
    seen = len(analysed.items)
    client.set_configuration(
        {
            "mcalens": {
                "diagnostics": {"parse": False, "unsupported": False, "performance": False, "regions": False,
                                "configuration": False}
            }
        }
    )
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))

    async def reanalysed() -> None:
        async with analysed.changed:
            while not any(i["uri"] == uri and i["phase"] == "full" for i in analysed.items[seen:]):
                await analysed.changed.wait()

    await asyncio.wait_for(reanalysed(), TIMEOUT)
    assert [d.code for d in client.diagnostics[uri]] == []


@pytest_lsp.fixture(
    config=ClientServerConfig(
        server_command=[
            sys.executable,
            "-m",
            "mcalens",
            "serve",
            "--executor",
            "process",
            "--debounce-ms",
            "20",
        ]
    ),
)
async def process_client(lsp_client: LanguageClient):
    analysed = Analysed()
    lsp_client.analysed = analysed  # type: ignore[attr-defined]

    @lsp_client.feature("mcalens/analysed")
    async def on_analysed(client: LanguageClient, params: Any) -> None:
        await analysed.add(params)

    await lsp_client.initialize_session(types.InitializeParams(capabilities=types.ClientCapabilities()))
    yield
    await lsp_client.shutdown_session()


@pytest.mark.asyncio
async def test_process_executor_gives_the_same_hints(process_client: LanguageClient, tmp_path: Path):
    text = gcc_file(loops=1)
    uri = (tmp_path / "proc.s").as_uri()
    open_doc(process_client, uri, text)
    await _analysed(process_client).wait(uri, 1)
    structure, results = expected_regions(text)
    hints = await all_hints(process_client, uri, len(text.splitlines()))
    expected = {
        structure.regions[0].instructions[i.position].span.line: hint_label(i, results[0], HintSettings())
        for i in results[0].instructions
    }
    region_lines = {spec.span.line for spec in structure.regions[0].instructions}
    assert {h.position.line: h.label for h in hints if h.position.line in region_lines} == expected
    stats = await request(process_client, "mcalens/debugStats", {})
    assert stats["executor"] == "process" and stats["simulations"] == 1


@pytest.mark.asyncio
async def test_hover_picks_the_instruction_under_the_cursor_and_counts_expansions(
    client: LanguageClient, tmp_path: Path
):
    text = "\tnop; addl %eax, %ebx\n\t.rept 3\n\timull %ecx, %ecx\n\t.endr\n"
    uri = (tmp_path / "multi.s").as_uri()
    open_doc(client, uri, text)
    await _analysed(client).wait(uri, 1)

    async def hover_at(line: int, character: int) -> str:
        hover = await client.text_document_hover_async(
            types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                position=types.Position(line=line, character=character),
            )
        )
        assert hover is not None and isinstance(hover.contents, types.MarkupContent)
        return hover.contents.value

    assert (await hover_at(0, 2)).startswith("**`NOOP`**")
    assert (await hover_at(0, 8)).startswith("**`ADD32rr`**")
    rept = await hover_at(2, 3)
    assert rept.startswith("**`IMUL32rr`**") and "This line makes 3 instructions in the region: `IMUL32rr` ×3." in rept
    hints = await all_hints(client, uri, 10)
    assert [(h.position.line, h.label) for h in hints if h.position.line == 2] == [(2, "3× lat 3 · rthr 1.00 ▲ dep %ecx")]


RELEASE_LOOP = ".L3:\n\tvcvtdq2pd\t(%rdi), %xmm0\n\taddq\t$1, %rdi\n\tcmpq\t%rsi, %rdi\n\tjne\t.L3\n\tret\n"


@pytest.mark.asyncio
async def test_switching_llvm_version_reanalyses_and_is_shown(client: LanguageClient, tmp_path: Path):
    """mcalens.llvmVersion: the lens, the region hover and the report name the release used, and
    switching it re-analyses the open document with that release's model (skylake's
    VCVTDQ2PDrm: 2 uops in LLVM 19's model, 1 in 22's)."""
    from mcalens.analysis.editor.core import release_label

    uri = (tmp_path / "release.s").as_uri()
    open_doc(client, uri, RELEASE_LOOP)
    first = await _analysed(client).wait(uri, 1)
    assert (first["cpu"], first["llvm"]) == ("skylake", "22")  # the shipped default (CONFIG names none)
    structure = editor.parse_structure(RELEASE_LOOP, "loops")
    (region,) = structure.regions
    expected = {v: editor.analyze_region(region.key_text, editor.AnalysisOptions(cpu="skylake", llvm_version=v))
                for v in ("19", "22")}
    assert expected["19"].total_uops != expected["22"].total_uops  # the switch shows in the numbers

    async def shown(version: str) -> None:
        label = release_label(version)
        lenses = await client.text_document_code_lens_async(
            types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri)))
        assert lenses[0].command.title.endswith(f"· skylake · {label}")
        hover = await client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=region.header.line, character=0)))
        assert f"\n- release: {label}\n" in hover.contents.value
        report = await request(client, "mcalens/regionReport", {"uri": uri, "region": 0})
        assert report["llvm"] == label and report["summary"]["totalUops"] == expected[version].total_uops
        shown_report = await client.workspace_execute_command_async(
            types.ExecuteCommandParams(command="mcalens.showReport", arguments=[uri, 0]))
        assert f"\n[mcalens] {label} (the llvm-mca release matched" in Path(shown_report["path"]).read_text()

    await shown("22")
    client.set_configuration({"mcalens": {**CONFIG["mcalens"], "llvmVersion": "19"}})
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    analysed = _analysed(client)

    async def seen(version: str) -> None:
        async with analysed.changed:
            while not any(i["uri"] == uri and i.get("llvm") == version and i["phase"] == "full"
                          for i in analysed.items):
                await analysed.changed.wait()

    await asyncio.wait_for(seen("19"), TIMEOUT)
    await shown("19")
    analysed.items.clear()  # (the 22 notifications above must not count as the switch back)
    client.set_configuration(dict(CONFIG))  # back to the default: re-analysed again
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    await asyncio.wait_for(seen("22"), TIMEOUT)
    await shown("22")


GCC = Path(__file__).resolve().parent / "data" / "asm" / "gcc"


@pytest.mark.asyncio
async def test_a_gcc_file_gets_at_most_one_note_per_region(client: LanguageClient, tmp_path: Path):
    # gcc -O3 output with 76 branch lines: the Problems panel holds one note per region that holds
    # branches or calls (their places as related locations), never a warning per branch.
    text = (GCC / "stencil.x86-64-v3.O3.att.s").read_text(encoding="utf-8")
    uri = (tmp_path / "stencil.s").as_uri()
    open_doc(client, uri, text)
    await _analysed(client).wait(uri, 1)
    structure = editor.parse_structure(text, "loops")
    diagnostics = client.diagnostics[uri]
    per_region: dict[int, list[types.Diagnostic]] = {}
    for d in diagnostics:
        inside = [r.index for r in structure.regions if r.header.line <= d.range.start.line <= r.end_line]
        assert inside, (d.code, d.message, d.range.start.line)
        per_region.setdefault(inside[0], []).append(d)
    assert per_region, "no region note at all: the check would pass vacuously"
    assert all(len(notes) <= 1 for notes in per_region.values()), {
        k: [(n.code, n.message) for n in v] for k, v in per_region.items() if len(v) > 1}
    assert all(d.severity == types.DiagnosticSeverity.Information for d in diagnostics)
    assert len(diagnostics) <= len(structure.regions) < 76


@pytest.mark.asyncio
async def test_a_1500_instruction_region_lens_reaches_a_final_state(client: LanguageClient, tmp_path: Path):
    # 1,500 instructions x 100 iterations is over the live budget: the region has static facts and
    # is never simulated live; its lens must say so, not "simulating…" forever.
    body = [f"\taddl\t${k}, %eax" for k in range(1498)]
    text = "\n".join([".L1:", *body, "\tdecl\t%ecx", "\tjne\t.L1"]) + "\n"
    uri = (tmp_path / "big.s").as_uri()
    open_doc(client, uri, text)
    await _analysed(client).wait(uri, 1)
    structure = editor.parse_structure(text, "loops")
    assert [len(r.instructions) for r in structure.regions] == [1500]
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    titles = [lens.command.title for lens in lenses if lens.command]
    assert titles == ["mcalens: 1500 instructions × 100 iterations is too large for live analysis;"
                      " click for the full report · skylake · LLVM 22.1.8"], titles
    hints = await all_hints(client, uri, len(text.splitlines()))
    assert len(hints) == 1500  # the static facts are there
    # The status bar's request says the same final state (it showed "analysing…" for ever).
    status = await request(client, "mcalens/regionAt", {"uri": uri, "position": {"line": 1, "character": 0}})
    assert (status["ready"], status["state"], status["straightLine"]) == (False, "too large", False)


@pytest.mark.asyncio
async def test_debug_directives_fold_as_comments(client: LanguageClient, tmp_path: Path):
    # .loc/.cfi_* lines and debug-only labels fold (kind comment) into the line before them; the
    # document and its analysis are unchanged.
    text = gcc_file(loops=1).replace("\tvxorps", "\t.loc 1 3 5 view .LVU2\n.LVL1:\n\tvxorps", 1)
    uri = (tmp_path / "debug.s").as_uri()
    open_doc(client, uri, text)
    await _analysed(client).wait(uri, 1)
    folds = await client.text_document_folding_range_async(
        types.FoldingRangeParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    lines = text.splitlines()
    got = [(f.start_line, f.end_line, f.kind) for f in folds or []]
    loc = lines.index("\t.loc 1 3 5 view .LVU2")
    cfi = lines.index("\t.cfi_startproc")
    assert (cfi - 2, cfi, types.FoldingRangeKind.Comment) in got  # .LFB0: and .cfi_startproc into kernel0:
    assert (loc - 1, loc + 1, types.FoldingRangeKind.Comment) in got  # .loc and .LVL1: into xorl
    assert all(lines[end].lstrip().startswith((".loc", ".cfi", ".LVL", ".LFB")) for _, end, _ in got)


@pytest.mark.asyncio
@pytest.mark.skipif(__import__("shutil").which("nasm") is None, reason="nasm is not installed")
async def test_a_nasm_file_gets_hints_on_its_loop_lines_and_refreshes_on_save(client: LanguageClient, tmp_path: Path):
    from mcalens.analysis.editor.nasm import nasm_structure
    from test_nasm_input import SUM  # an x86inc-like source written for the tests

    path = tmp_path / "f.asm"
    path.write_text(SUM)
    uri = path.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="nasm", version=1, text=SUM)))
    done = await _analysed(client).wait(uri, 1)
    assert done["regions"] == 1
    structure = nasm_structure(SUM, str(path))
    region = structure.regions[0]
    result = editor.analyze_region(region.key_text, editor.AnalysisOptions(cpu="skylake", iterations=100))
    hints = await all_hints(client, uri, len(SUM.splitlines()))
    # the loop's lines (36-41, 1-based), the helper call PADDW (line 37) holding two instructions
    assert sorted(h.position.line for h in hints) == [35, 36, 37, 38, 39, 40]
    by_line = {h.position.line: h.label for h in hints}
    assert "(+1 more)" in by_line[36]
    assert by_line[35] == hint_label(result.instructions[0], result, HintSettings())
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=36, character=6)))
    assert hover is not None
    value = hover.contents.value  # type: ignore[union-attr]
    assert "nasm made:" in value and "movdqa %xmm0, %xmm1  ; f.asm:27" in value and "paddw %xmm2, %xmm1  ; f.asm:28" in value
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert [lens.range.start.line for lens in lenses] == [35]
    # an edit is not assembled; the save is
    edited = SUM.replace("    add eax, 16\n", "    add eax, 16\n    add eax, 16\n")
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=edited)]))
    path.write_text(edited)
    client.text_document_did_save(types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    await _analysed(client).wait(uri, 2)
    hints = await all_hints(client, uri, len(edited.splitlines()))
    assert sorted(h.position.line for h in hints) == [35, 36, 37, 38, 39, 40, 41]
    assert not [item for item in _analysed(client).items if item["uri"] == uri and item["version"] == 2
                and item["phase"] == "full" and item["regions"] != 1]
