"""editors/helix/languages.toml: mcalens next to Helix's default asm-lsp, found as `mcalens` on PATH.

Helix has no package on Debian 12, PyPI or npm, so it is not run here: the file is parsed with
Python's TOML parser and checked against what Helix documents and ships (recorded below) and against
the settings the server reads. docs/editors.md ("Helix") shows the same configuration.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from mcalens.server.config import parse_settings

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "editors" / "helix" / "languages.toml"

# Keys Helix documents (book/src/languages.md of helix-editor/helix, commit 079a789e, July 2026):
# "Language Server configuration" and "Language configuration" tables.
HELIX_SERVER_KEYS = {"command", "args", "config", "timeout", "environment", "required-root-patterns"}
HELIX_LANGUAGE_KEYS = {
    "name", "language-id", "scope", "injection-regex", "file-types", "shebangs", "roots", "auto-format",
    "diagnostic-severity", "comment-tokens", "comment-token", "block-comment-tokens", "indent",
    "language-servers", "grammar", "formatter", "soft-wrap", "text-width", "rulers", "path-completion",
    "word-completion", "workspace-lsp-roots", "persistent-diagnostic-sources", "rainbow-brackets",
    "code-actions-on-save",
}
# Helix's own assembly languages (its languages.toml, same commit): file types and default servers.
HELIX_ASM_LANGUAGES = {
    "gas": {"file-types": ["s"], "language-servers": ["asm-lsp"]},
    "nasm": {"file-types": ["asm", "S", "nasm"], "language-servers": ["asm-lsp"]},
}
HELIX_ASM_LSP = {"command": "asm-lsp"}


def _config() -> dict:
    return tomllib.loads(CONFIG.read_text(encoding="utf-8"))


def test_mcalens_is_added_next_to_asm_lsp() -> None:
    config = _config()
    servers = config["language-server"]
    assert servers["mcalens"]["command"] == "mcalens" and servers["mcalens"]["args"] == ["serve"]
    assert servers["asm-lsp"] == HELIX_ASM_LSP  # as Helix defines it
    languages = {entry["name"]: entry["language-servers"] for entry in config["language"]}
    assert languages == {"gas": ["asm-lsp", "mcalens"], "nasm": ["asm-lsp", "mcalens"]}
    assert servers["mcalens"]["config"]["mcalens"]["cpu"] == "skylake"


def test_every_key_is_one_helix_documents() -> None:
    config = _config()
    assert set(config) == {"language-server", "language"}
    for name, server in config["language-server"].items():
        assert set(server) <= HELIX_SERVER_KEYS, name
    for entry in config["language"]:
        assert set(entry) <= HELIX_LANGUAGE_KEYS, entry


def test_languages_are_helix_assembly_languages_keeping_their_default_server() -> None:
    """Listing a language's servers replaces Helix's list: its default (asm-lsp) stays first, and the
    two languages together cover the files the other clients attach to (.s, .S, .asm)."""
    for entry in _config()["language"]:
        helix = HELIX_ASM_LANGUAGES[entry["name"]]
        servers = entry["language-servers"]
        assert servers[: len(helix["language-servers"])] == helix["language-servers"]
        assert "mcalens" in servers
    covered = {ext for name in HELIX_ASM_LANGUAGES for ext in HELIX_ASM_LANGUAGES[name]["file-types"]}
    assert {"s", "S", "asm"} <= covered


def test_server_settings_are_documented_and_read_without_errors() -> None:
    """`config` is sent as initializationOptions and answers workspace/configuration (section
    "mcalens"); every key must be a setting docs/lsp.md lists, with a value the server accepts."""
    settings_raw = _config()["language-server"]["mcalens"]["config"]["mcalens"]
    documented = set(re.findall(r"^\| `([a-zA-Z]+)(?:\.[a-zA-Z]+)?` \|", (ROOT / "docs" / "lsp.md").read_text(
        encoding="utf-8"), flags=re.M))
    assert set(settings_raw) <= documented, set(settings_raw) - documented
    settings, errors = parse_settings(settings_raw)
    assert errors == []
    assert (settings.cpu, settings.iterations, settings.auto_regions, settings.timeline_iterations) == (
        settings_raw["cpu"], settings_raw["iterations"], settings_raw["autoRegions"],
        settings_raw["timelineIterations"])


def test_docs_show_the_same_configuration() -> None:
    docs = (ROOT / "docs" / "editors.md").read_text(encoding="utf-8")
    section = docs[docs.index("\n## Helix\n"):]
    block = re.search(r"```toml\n(.*?)```", section, flags=re.S)
    assert block is not None
    assert tomllib.loads(block.group(1)) == _config()
    assert "How this was checked" in section and "tomllib" in section
