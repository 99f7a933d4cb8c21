"""The language-server session the per-target editor tests share (test_arm_editor.py,
test_riscv_editor.py): `mcalens serve` started by pytest-lsp, a client that accepts the refresh
requests, keeps every `mcalens/analysed` notification and asks for Markdown hovers, and a wait for
a document's full phase on a given CPU. Each test module keeps its own fixture (pytest-lsp's
decorator) and settings; what is the same lives here once."""

from __future__ import annotations

import asyncio
import sys
from typing import Any

from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

TIMEOUT = 60.0
SERVE = ClientServerConfig(server_command=[sys.executable, "-m", "mcalens", "serve", "--debounce-ms", "20"])


async def start(lsp_client: LanguageClient, settings: dict[str, Any]) -> None:
    """Configure the client with the `mcalens` section `settings` and initialise the session."""
    lsp_client.set_configuration({"mcalens": settings})
    lsp_client.analysed = []  # type: ignore[attr-defined]

    @lsp_client.feature("mcalens/analysed")
    def on_analysed(client: LanguageClient, params: Any) -> None:
        client.analysed.append(params)  # type: ignore[attr-defined]

    for method in (types.WORKSPACE_INLAY_HINT_REFRESH, types.WORKSPACE_CODE_LENS_REFRESH):
        lsp_client.feature(method)(lambda client, params: None)
    capabilities = types.ClientCapabilities(
        workspace=types.WorkspaceClientCapabilities(configuration=True),
        text_document=types.TextDocumentClientCapabilities(
            hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown])))
    await lsp_client.initialize_session(types.InitializeParams(capabilities=capabilities))


def field(item: Any, name: str) -> Any:
    """A notification's field, whether the client decoded it to an object or left a dict."""
    return item[name] if isinstance(item, dict) else getattr(item, name)


async def full_phase(client: LanguageClient, uri: str, cpu: str) -> Any:
    """The `mcalens/analysed` notification of `uri`'s full phase on `cpu` (waits up to TIMEOUT)."""
    async def seen() -> Any:
        while True:
            for item in client.analysed:  # type: ignore[attr-defined]
                if field(item, "uri") == uri and field(item, "phase") == "full" and field(item, "cpu") == cpu:
                    return item
            await asyncio.sleep(0.02)

    return await asyncio.wait_for(seen(), TIMEOUT)
