"""Emacs (batch) + eglot against `mcalens serve`, through editors/emacs/mcalens-eglot.el.

emacs_probe.el loads the snippet with the server command set to `<sys.executable> -m mcalens serve`,
opens data/loop.s (asm-mode), lets eglot-ensure connect, waits for flymake diagnostics, hovers the
loop's first instruction and calls the custom requests; this test asserts on the JSON it writes.
Skipped without emacs or eglot (tools/ci_editors.sh installs Debian's emacs-nox and elpa-eglot).
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
EMACS = shutil.which("emacs")


def _has_eglot() -> bool:
    if EMACS is None:
        return False
    proc = subprocess.run(
        [EMACS, "--batch", "--eval", "(kill-emacs (if (require 'eglot nil t) 0 1))"],
        capture_output=True,
        timeout=60,
    )
    return proc.returncode == 0


pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not _has_eglot(), reason="emacs with eglot not installed (apt-get install emacs-nox elpa-eglot)"
    ),
]


@pytest.fixture(scope="module")
def probe(tmp_path_factory: pytest.TempPathFactory) -> dict:
    pytest.importorskip("mcalens.server.main", reason="the language server is not installed")
    work = tmp_path_factory.mktemp("emacs")
    source = work / "loop.s"
    shutil.copy(SAMPLE, source)
    out = work / "result.json"
    hover_line = next(n for n, line in enumerate(SAMPLE.read_text().splitlines()) if "vmulps" in line)
    env = {
        **os.environ,
        "MCALENS_PYTHON": sys.executable,
        "MCALENS_EL": str(REPO / "editors" / "emacs" / "mcalens-eglot.el"),
        "MCALENS_FILE": str(source),
        "MCALENS_HOVER_LINE": str(hover_line),
        "MCALENS_RESULT_JSON": str(out),
        "MCALENS_TIMEOUT": "120",
        "HOME": str(work),  # no user init, no ~/.emacs.d writes
        "XDG_CACHE_HOME": str(work / "cache"),
    }
    proc = subprocess.run(
        [EMACS, "--batch", "-l", str(HERE / "emacs_probe.el")],
        env=env,
        cwd=work,
        capture_output=True,
        text=True,
        timeout=600,
        stdin=subprocess.DEVNULL,
    )
    assert out.exists(), f"the probe wrote no result (exit {proc.returncode}): {proc.stderr[-2000:]}"
    return json.loads(out.read_text())


def test_eglot_connects(probe: dict) -> None:
    assert probe["errors"] == [], probe["errors"]
    assert probe["major_mode"] == "asm-mode"
    assert probe["server_name"] == "mcalens"
    assert probe["hover_provider"] is True


def test_flymake_shows_mcalens_diagnostics(probe: dict) -> None:
    assert probe["diagnostics"], "no flymake diagnostics"
    assert all(d["text"].startswith("mcalens") for d in probe["diagnostics"])


def test_hover_and_custom_requests(probe: dict) -> None:
    assert "latency" in probe["hover"].lower(), probe["hover"]
    assert "vmulps" in probe["hover"].lower()
    assert probe["region_at"]["ipc"] > 0
    assert probe["list_cpus_count"] > 10


def test_report_is_shown_without_show_document(probe: dict) -> None:
    """eglot has no window/showDocument: `mcalens-report` opens the report file the server wrote."""
    assert probe["errors"] == [], probe["errors"]
    assert not probe.get("show_document_support")
    assert probe["report_file"].endswith(".mca.txt")
    assert probe["report_shown"] is True
    assert "[mcalens] region" in probe["report_text"] and "Iterations:" in probe["report_text"]
