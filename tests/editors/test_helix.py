"""editors/helix/languages.toml: mcalens next to Helix's default asm-lsp, found as `mcalens` on PATH."""

from __future__ import annotations

import tomllib
from pathlib import Path

CONFIG = Path(__file__).resolve().parents[2] / "editors" / "helix" / "languages.toml"


def test_mcalens_is_added_next_to_asm_lsp() -> None:
    config = tomllib.loads(CONFIG.read_text())
    servers = config["language-server"]
    assert servers["mcalens"]["command"] == "mcalens" and servers["mcalens"]["args"] == ["serve"]
    assert servers["asm-lsp"]["command"] == "asm-lsp"
    languages = {entry["name"]: entry["language-servers"] for entry in config["language"]}
    assert languages == {"gas": ["asm-lsp", "mcalens"], "nasm": ["asm-lsp", "mcalens"]}
    assert servers["mcalens"]["config"]["mcalens"]["cpu"] == "skylake"
