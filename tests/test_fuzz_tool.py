"""tools/fuzz.py --short: mutated inputs through the API, the CLI and the server end clean."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_short_fuzz_run_is_clean(tmp_path: Path) -> None:
    out = tmp_path / "figures.json"
    run = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "fuzz.py"), "--short", "--json", str(out)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    figures = json.loads(out.read_text())
    assert figures["api"]["cases"] == 60 and figures["cli"]["cases"] == 7 and figures["cli-process"]["cases"] == 1
    assert figures["lsp"]["cases"] == 60
    for phase in figures.values():
        assert phase["tracebacks"] == phase["hangs"] == phase["memory_errors"] == 0
