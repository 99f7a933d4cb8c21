"""Layering: only the server knows LSP; views never see the simulator; only the bridge calls analysis."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LSP_PACKAGES = ("pygls", "lsprotocol", "pytest_lsp")


def imported_modules(path: Path) -> list[tuple[str, int]]:
    """Absolute names of every module `path` imports (relative imports resolved against its folder)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = _package_of(path)
    found: list[tuple[str, int]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.append((module, node.lineno))
            found += [(f"{module}.{alias.name}", node.lineno) for alias in node.names]
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "attr", "") == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            found.append((node.args[0].value, node.lineno))
    return found


def _package_of(path: Path) -> str:
    relative = path.relative_to(ROOT).with_suffix("")
    parts = list(relative.parts)
    mapping = {"analysis": "mcalens.analysis", "server": "mcalens.server", "models": "mcalens.models"}
    head = mapping.get(parts[0], parts[0])
    return ".".join([head, *parts[1:]])


def python_files(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


@pytest.mark.parametrize("path", python_files("analysis"), ids=lambda p: str(p.relative_to(ROOT)))
def test_analysis_never_imports_lsp(path: Path) -> None:
    bad = [(m, line) for m, line in imported_modules(path) if m.split(".")[0] in LSP_PACKAGES]
    assert not bad, f"{path.relative_to(ROOT)} imports LSP packages: {bad}"


@pytest.mark.parametrize("path", python_files("analysis/views"), ids=lambda p: str(p.relative_to(ROOT)))
def test_views_never_import_the_simulator(path: Path) -> None:
    bad = [
        (m, line)
        for m, line in imported_modules(path)
        if m == "mcalens.analysis.sim" or m.startswith("mcalens.analysis.sim.")
    ]
    assert not bad, f"{path.relative_to(ROOT)} imports the simulator: {bad}"


# Contract modules (plain data types) any server file may read; everything else goes through the bridge.
CONTRACTS = {"mcalens.analysis.diagnostics", "mcalens.analysis.source"}


@pytest.mark.parametrize("path", python_files("server"), ids=lambda p: str(p.relative_to(ROOT)))
def test_server_reaches_analysis_only_through_the_bridge(path: Path) -> None:
    if path.name == "analysis_bridge.py":
        return
    bad = [
        (m, line)
        for m, line in imported_modules(path)
        if m.startswith("mcalens.analysis") and not any(m == c or m.startswith(c + ".") for c in CONTRACTS)
    ]
    assert not bad, f"{path.relative_to(ROOT)} calls mcalens.analysis outside the bridge: {bad}"


def test_the_walk_sees_imports() -> None:
    """Guard against a vacuous pass: the server's own files do import pygls."""
    modules = {m for m, _ in imported_modules(ROOT / "server" / "server.py")}
    assert "pygls.lsp.server" in modules
    assert any(m.startswith("mcalens.analysis.diagnostics") for m in modules)
