"""The editor side of `mcalens measure`: the opt-in setting, the lens text, the bridge call, and the
mcalens.measureRegion command through a real server."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from mcalens.analysis import editor
from mcalens.analysis.measure.host import supported
from mcalens.server.config import Settings, parse_settings
from mcalens.server.convert import Converter
from mcalens.server.lenses import CMD_MEASURE_REGION, code_lenses
from mcalens.server.state import DocumentState
from pygls.workspace.position_codec import PositionCodec
from pytest_lsp import ClientServerConfig, LanguageClient

TEXT = "kernel:\n.L3:\n\tvaddss\t(%rdi,%rax,4), %xmm0, %xmm0\n\taddq\t$1, %rax\n\tcmpq\t%rsi, %rax\n\tjne\t.L3\n\tret\n"


def test_measuring_is_off_unless_enabled() -> None:
    assert Settings().measure_enabled is False
    assert parse_settings({"measure": {"enabled": True}})[0].measure_enabled is True
    settings, errors = parse_settings({"measure": {"enabled": "yes"}})
    assert settings.measure_enabled is False and errors and "measure.enabled" in errors[0]


def _state() -> DocumentState:
    structure = editor.parse_structure(TEXT, "loops")
    options = editor.AnalysisOptions(cpu="znver4")
    return DocumentState("file:///k.s", 1, structure, TEXT.splitlines(), Settings(cpu="znver4"), options)


def _titles(state: DocumentState, measurements, enabled: bool) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    converter = Converter(PositionCodec(types.PositionEncodingKind.Utf16), state.lines)
    lenses = code_lenses(state, lambda region: None, converter, 10**9, measurements, enabled)
    return [(lens.command.title, lens.command.command) for lens in lenses if lens.command]


def test_lens_shows_measured_next_to_predicted() -> None:
    state = _state()
    (region,) = state.structure.regions
    assert all(c != CMD_MEASURE_REGION for _, c in _titles(state, {}, False))
    assert ("Measure region on this machine", CMD_MEASURE_REGION) in _titles(state, {}, True)
    done = editor.RegionMeasurement("znver4", 2.1312, 0.0121, 2.0)
    titles = _titles(state, {(region.key_text, "znver4"): done}, False)
    assert ("measured 2.13 ± 0.01 cyc/iter here · predicted 2.00", CMD_MEASURE_REGION) in titles
    failed = editor.RegionMeasurement("znver4", None, None, 2.0, failure="`ud2` is a trap")
    assert failed.lens_title == "not measurable here: `ud2` is a trap"


@pytest.mark.skipif(supported() is not None, reason="measuring needs an x86-64 Linux host")
def test_bridge_measures_a_loop_region_without_its_labels() -> None:
    (region,) = editor.parse_structure(TEXT, "loops").regions
    result = editor.measure_region(region.key_text, "znver4", passes=3)
    assert result.failure is None, result.failure
    assert result.measured is not None and result.measured > 0.5
    assert result.predicted is not None
    assert result.lens_title.startswith("measured ")


# ----------------------------------------------------------------------------- through a real server

@pytest_lsp.fixture(
    config=ClientServerConfig(server_command=[sys.executable, "-m", "mcalens", "serve", "--debounce-ms", "20", "--allow-measure"]),
)
async def client(lsp_client: LanguageClient):
    lsp_client.set_configuration({"mcalens": {"cpu": "znver4", "measure": {"enabled": True}}})

    @lsp_client.feature(types.WORKSPACE_CODE_LENS_REFRESH)
    def on_lens_refresh(client: LanguageClient, params: None) -> None:
        return None

    @lsp_client.feature(types.WORKSPACE_INLAY_HINT_REFRESH)
    def on_hint_refresh(client: LanguageClient, params: None) -> None:
        return None

    @lsp_client.feature("mcalens/analysed")
    async def on_analysed(client: LanguageClient, params: object) -> None:
        return None

    capabilities = types.ClientCapabilities(
        workspace=types.WorkspaceClientCapabilities(
            configuration=True,
            code_lens=types.CodeLensWorkspaceClientCapabilities(refresh_support=True),
            execute_command=types.ExecuteCommandClientCapabilities(),
        ),
        text_document=types.TextDocumentClientCapabilities(code_lens=types.CodeLensClientCapabilities()),
    )
    await lsp_client.initialize_session(types.InitializeParams(capabilities=capabilities))
    yield
    await lsp_client.shutdown_session()


async def _lens_titles(client: LanguageClient, uri: str) -> list[str]:
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    return [lens.command.title for lens in lenses or [] if lens.command]


@pytest.mark.asyncio
@pytest.mark.skipif(supported() is not None, reason="measuring needs an x86-64 Linux host")
async def test_measure_command_puts_the_figure_in_the_lens(client: LanguageClient) -> None:
    uri = "file:///tmp/mcalens-measure-test.s"
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="asm", version=1, text=TEXT)))
    for _ in range(200):  # until the pulled settings (measure.enabled) are in force
        if "Measure region on this machine" in await _lens_titles(client, uri):
            break
        await asyncio.sleep(0.05)
    else:
        pytest.fail("no measure lens")
    result = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="mcalens.measureRegion", arguments=[uri, 0]))
    assert result["failure"] is None and result["measured"] > 0.5
    titles = await _lens_titles(client, uri)
    # the figure may carry the samples' shape on a loaded machine: "cyc/iter here (bimodal) · predicted"
    assert any(t.startswith("measured ") and " cyc/iter here" in t and " · predicted " in t for t in titles), titles
    report = await client.protocol.send_request_async("mcalens/regionReport", {"uri": uri, "region": 0})
    assert report.summary.measuredHere.startswith("measured ")


def _server_pid() -> int:
    for task in os.listdir("/proc/self/task"):
        with open(f"/proc/self/task/{task}/children") as f:
            for pid in f.read().split():
                cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
                if b"serve" in cmdline and b"mcalens" in cmdline:
                    return int(pid)
    raise AssertionError("no server process")


def _sandboxed_children(pid: int) -> list[int]:
    out = []
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            children = Path(f"/proc/{pid}/task/{task}/children").read_text().split()
        except OSError:
            continue
        for child in children:
            try:
                if "Seccomp:\t2" in Path(f"/proc/{child}/status").read_text():
                    out.append(int(child))
            except OSError:
                continue
    return out


@pytest.mark.asyncio
@pytest.mark.skipif(supported() is not None, reason="measuring needs an x86-64 Linux host with seccomp")
async def test_the_measuring_child_does_not_hold_the_editors_pipes(client: LanguageClient) -> None:
    """The server's stdin and stdout are the editor's pipes; the child that runs the region must
    not have them (nor anything else but its result pipe and its own pattern page)."""
    server = _server_pid()
    editor = {os.readlink(f"/proc/{server}/fd/{fd}") for fd in (0, 1)}
    assert all(p.startswith("pipe:") for p in editor)
    uri = "file:///tmp/mcalens-measure-fds.s"
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="asm", version=1, text=TEXT)))
    for _ in range(200):
        if "Measure region on this machine" in await _lens_titles(client, uri):
            break
        await asyncio.sleep(0.05)
    command = asyncio.ensure_future(client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="mcalens.measureRegion", arguments=[uri, 0])))
    seen: list[str] = []
    while not command.done() and not seen:
        for child in _sandboxed_children(server):
            try:
                seen = [os.readlink(f"/proc/{child}/fd/{fd}") for fd in os.listdir(f"/proc/{child}/fd")]
            except OSError:
                continue
        await asyncio.sleep(0.005)
    result = await command
    assert seen, "never saw the measuring child in seccomp mode"
    pipes = [fd for fd in seen if not fd.startswith("/memfd:mcalens-page")]
    assert len(seen) == 2 and len(pipes) == 1 and pipes[0].startswith("pipe:") and pipes[0] not in editor, \
        (seen, editor)
    assert result["failure"] is None
