"""Headless Neovim against `mcalens serve`: the documented Neovim setup really gets diagnostics,
hovers and inlay hints.

Runs `nvim --headless` with nvim_lsp_probe.lua, which starts `<sys.executable> -m mcalens serve`
(vim.lsp.start on Neovim >= 0.8, vim.lsp.start_client on older ones such as Debian bookworm's
0.7.2), opens data/loop.s, waits for published diagnostics, hovers the loop's first instruction and
writes everything it saw to a JSON file, which this test asserts on. Skipped when `nvim` is absent
(tools/ci_editors.sh installs Debian's neovim).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
PROBE = HERE / "nvim_lsp_probe.lua"
SAMPLE = HERE / "data" / "loop.s"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("nvim") is None, reason="nvim not installed (apt-get install -y neovim)"),
]


def _line_of(text: str, needle: str) -> int:
    for number, line in enumerate(text.splitlines()):
        if needle in line:
            return number
    raise AssertionError(f"{needle!r} not in {SAMPLE}")


@pytest.fixture(scope="module")
def probe(tmp_path_factory: pytest.TempPathFactory) -> dict:
    pytest.importorskip("mcalens.server.main", reason="the language server is not installed")
    work = tmp_path_factory.mktemp("nvim")
    source = work / "loop.s"
    shutil.copy(SAMPLE, source)
    out = work / "result.json"
    env = {
        **os.environ,
        "MCALENS_SERVER_CMD": json.dumps([sys.executable, "-m", "mcalens", "serve"]),
        "MCALENS_FILE": str(source),
        "MCALENS_HOVER_LINE": str(_line_of(SAMPLE.read_text(), "vmulps")),
        "MCALENS_RESULT_JSON": str(out),
        "MCALENS_TIMEOUT_MS": "120000",
        # Keep Neovim's state, shada and LSP log out of the user's home.
        "XDG_STATE_HOME": str(work / "state"),
        "XDG_DATA_HOME": str(work / "data"),
        "XDG_CACHE_HOME": str(work / "cache"),
        "XDG_CONFIG_HOME": str(work / "config"),
    }
    proc = subprocess.run(
        ["nvim", "--headless", "--clean", "-u", "NONE", "-i", "NONE", "-c", f"luafile {PROBE}"],
        env=env,
        cwd=work,
        capture_output=True,
        text=True,
        timeout=600,
        stdin=subprocess.DEVNULL,
    )
    assert out.exists(), f"the probe wrote no result (exit {proc.returncode}): {proc.stderr[-2000:]}"
    result = json.loads(out.read_text())
    result["_uri_path"] = str(source)
    return result


def _trace(probe: dict) -> str:
    """The probe's timed log and errors, for assertion messages."""
    return "\n".join([*probe["log"], *("error: " + e for e in probe["errors"])])


def test_client_starts_and_initializes(probe: dict) -> None:
    assert probe["errors"] == [], _trace(probe)
    assert probe["started"] and probe["initialized"]
    caps = probe["server_capabilities"]
    assert caps.get("hoverProvider")
    assert caps.get("inlayHintProvider")
    commands = caps.get("executeCommandProvider", {}).get("commands", [])
    assert "mcalens.showReport" in commands


def test_diagnostics_are_published_and_shown(probe: dict) -> None:
    assert probe["publishes"], "no textDocument/publishDiagnostics for the file"
    # The loop gets a performance finding and the made-up instruction a parse/unsupported one;
    # either way Neovim must show mcalens diagnostics in the buffer.
    shown = probe["buffer_diagnostics"]
    assert shown, f"no diagnostics in the buffer; publishes: {probe['publishes']}\n{_trace(probe)}"
    assert all(d["source"] == "mcalens" for d in shown)
    assert all(isinstance(d["lnum"], int) and d["message"] for d in shown)


def test_hover_shows_the_instruction_timing(probe: dict) -> None:
    text = probe["hover_text"]
    assert text, f"empty hover after {probe['hover_attempts']} attempts\n{_trace(probe)}"
    assert "analysing" not in text.lower(), f"{text}\n{_trace(probe)}"
    assert "vmulps" in text.lower()
    assert "latency" in text.lower()
    hover_range = probe["hover"].get("range")
    if hover_range:
        assert hover_range["start"]["line"] == probe["hover_position"]["line"]


def test_inlay_hints_on_loop_instructions(probe: dict) -> None:
    hints = probe["inlay_hints"]
    assert isinstance(hints, list) and hints, f"no inlay hints\n{_trace(probe)}"
    lines = {h["position"]["line"] for h in hints}
    assert probe["hover_position"]["line"] in lines
    labels = [
        h["label"] if isinstance(h["label"], str) else "".join(p["value"] for p in h["label"]) for h in hints
    ]
    assert all(label.strip() for label in labels)


def test_custom_requests(probe: dict) -> None:
    cpus = {entry["cpu"] for entry in probe["list_cpus"]}
    assert "skylake" in cpus
    region = probe["region_at"]
    assert isinstance(region, dict), f"{region}\n{_trace(probe)}"
    assert region.get("ready", True), f"region not analysed yet: {region}\n{_trace(probe)}"
    assert region["cpu"] == "skylake"
    assert region["ipc"] > 0 and region["cyclesPerIteration"] > 0


def test_code_lens_opens_the_report(probe: dict) -> None:
    lenses = probe["code_lenses"]
    assert lenses, "no code lenses"
    command = lenses[0]["command"]
    assert command["command"] == "mcalens.showReport"
    assert command["arguments"][0].startswith("file://")
