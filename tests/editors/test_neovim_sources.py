"""Headless Neovim with editors/nvim/lua/mcalens on a C file (nvim_source_probe.lua): the loop hint
on the `for` line after the server compiled the file with its compile_commands.json flags, a new
hint after an edit and `:w`, `:McalensAssembly` opening the generated assembly in a split with its
own hints, the correlated assembly lines highlighted for the cursor's source line, and `:McalensGoto`
jumping there. Skipped without `nvim` or a C compiler (`cc`)."""

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
NVIM = os.environ.get("MCALENS_NVIM") or shutil.which("nvim")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(NVIM is None, reason="nvim not installed (apt-get install -y neovim)"),
    pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler (cc) on PATH"),
]

SAXPY = """\
void saxpy(float *restrict y, const float *restrict x, float a, int n) {
    for (int i = 0; i < n; i++)
        y[i] += a * x[i];
}
"""


@pytest.fixture(scope="module")
def probe(tmp_path_factory: pytest.TempPathFactory) -> dict:
    pytest.importorskip("mcalens.server.main", reason="the language server is not installed")
    work = tmp_path_factory.mktemp("nvim-source")
    source = work / "k.c"
    source.write_text(SAXPY)
    entry = [{"directory": str(work), "file": "k.c", "arguments": ["cc", "-O2", "-c", "k.c"]}]
    (work / "compile_commands.json").write_text(json.dumps(entry))
    out = work / "result.json"
    env = {
        **os.environ,
        "MCALENS_SERVER_CMD": json.dumps([sys.executable, "-m", "mcalens", "serve"]),
        "MCALENS_FILE": str(source),
        "MCALENS_EDIT_FROM": "a * x[i]",
        "MCALENS_EDIT_TO": "a / x[i]",
        "MCALENS_BODY_LINE": "2",
        "MCALENS_RESULT_JSON": str(out),
        "MCALENS_TIMEOUT_MS": "120000",
        "MCALENS_RTP": str(REPO / "editors" / "nvim"),
        "XDG_STATE_HOME": str(work / "state"),
        "XDG_DATA_HOME": str(work / "data"),
        "XDG_CACHE_HOME": str(work / "cache"),
        "XDG_CONFIG_HOME": str(work / "config"),
    }
    proc = subprocess.run(
        [NVIM, "--headless", "--clean", "-u", "NONE", "-i", "NONE", "-c", f"luafile {HERE / 'nvim_source_probe.lua'}"],
        env=env, cwd=work, capture_output=True, text=True, timeout=900, stdin=subprocess.DEVNULL,
    )
    assert out.exists(), f"the probe wrote no result (exit {proc.returncode}): {proc.stderr[-2000:]}"
    return json.loads(out.read_text())


def _trace(probe: dict) -> str:
    return "\n".join([*probe["log"], *("error: " + e for e in probe["errors"])])


def test_loop_hint_on_the_for_line_and_a_new_one_after_write(probe: dict) -> None:
    assert probe["errors"] == [], _trace(probe)
    assert probe["commands"] == {"McalensAssembly": True, "McalensGoto": True}
    before, after = probe["hints_before"], probe["hints_after"]
    assert [h["line"] for h in before] == [1], _trace(probe)
    assert "cyc/iter" in before[0]["label"]
    assert [h["line"] for h in after] == [1] and after[0]["label"] != before[0]["label"], _trace(probe)


def test_show_assembly_split_with_hints_highlight_and_jump(probe: dict) -> None:
    assert probe["assembly_opened"] and probe["current_is_source"], _trace(probe)
    assert probe["assembly_first_line"].startswith("# mcalens: target=x86-64 mcpu=")
    assert probe["assembly_hints"] > 0, _trace(probe)
    assert probe["highlighted"] > 0, _trace(probe)
    # the first instruction made from `y[i] += a / x[i];` (an instruction line, not a directive)
    jumped = probe["jumped_to"]
    assert jumped and jumped.startswith("\t") and not jumped.lstrip().startswith("."), _trace(probe)
