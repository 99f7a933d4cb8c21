"""Start-up (issue 17.1): a default CLI run with a warm cache imports only what its views need, and
the wheel's package list covers every package folder (so installed commands find their modules)."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOT = ROOT / "examples" / "dot-product.s"

# Run the CLI in-process on `argv`, then report which of these modules got imported.
PROBE = r"""
import contextlib, io, sys
from mcalens.__main__ import main
out = io.StringIO()
with contextlib.redirect_stdout(out):
    code = main(sys.argv[1:])
watched = ["yaml", "json", "gzip", "difflib", "tempfile", "fractions", "importlib.resources", "inspect",
           "mcalens.analysis.views.timeline", "mcalens.analysis.views.statistics",
           "mcalens.analysis.views.bottleneck", "mcalens.analysis.views.delivery",
           "mcalens.analysis.views.instruction_tables", "mcalens.analysis.views.waits", "mcalens.analysis.views.verdict",
           "mcalens.analysis.targets.x86.encode", "mcalens.analysis.targets.x86.operands",
           "mcalens.analysis.frontend.loops", "mcalens.analysis.output.render_json", "mcalens.analysis.machine.llvm_names",
           "mcalens.server"]
loaded = [m for m in watched if m in sys.modules]
import json  # after the check: the probe's own output must not count
print(json.dumps({"code": code, "loaded": loaded, "out": out.getvalue()}))
"""


def _run(cache: Path, *args: str) -> dict:
    env = dict(os.environ, MCALENS_CACHE_DIR=str(cache))
    done = subprocess.run([sys.executable, "-c", PROBE, *args], env=env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_warm_default_run_imports_only_its_views(tmp_path):
    cache = tmp_path / "cache"
    cold = _run(cache, "--no-banner", str(DOT))  # fills the compiled caches (parses YAML and JSON)
    assert cold["code"] == 0 and "yaml" in cold["loaded"]
    warm = _run(cache, "--no-banner", str(DOT))
    assert warm["code"] == 0
    assert warm["out"] == cold["out"] and "Resource pressure per iteration" in warm["out"]
    assert warm["loaded"] == []


def test_requested_views_are_loaded(tmp_path):
    cache = tmp_path / "cache"
    _run(cache, "--no-banner", str(DOT))
    run = _run(cache, "--no-banner", "-timeline", "-bottleneck-analysis", "-dispatch-stats", str(DOT))
    assert run["code"] == 0
    assert {"mcalens.analysis.views.timeline", "mcalens.analysis.views.bottleneck",
            "mcalens.analysis.views.statistics"} <= set(run["loaded"])
    assert "Timeline view:" in run["out"] and "Dynamic Dispatch Stall Cycles:" in run["out"]


def test_wheel_package_list_covers_every_package_folder():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    listed = set(config["packages"])
    dirs = config["package-dir"]
    folders = {name: ROOT / folder for name, folder in dirs.items()}
    found = set()
    for name, folder in folders.items():
        for init in folder.rglob("__init__.py"):
            relative = init.parent.relative_to(folder).parts
            found.add(".".join((name, *relative)))
    assert found - listed == set(), f"package folders missing from pyproject's packages: {found - listed}"
    for package in listed:
        assert package in dirs, f"{package} has no package-dir entry"


# Modules of the default run that may still import these at module level: not this area's (issue 17).
_COSTLY = {"typing", "pathlib"}
_ALLOWED_COSTLY: set[str] = set()


def _module_level_imports(tree) -> set[str]:
    """Top-level modules imported outside functions and outside `if TYPE_CHECKING:` blocks."""
    found: set[str] = set()

    def visit(body) -> None:
        for node in body:
            if isinstance(node, ast.Import):
                found.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module.split(".")[0])
            elif isinstance(node, ast.If):
                if not (isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"):
                    visit(node.body)
                visit(node.orelse)
            elif isinstance(node, (ast.Try, ast.With)):
                visit(node.body)
                for handler in getattr(node, "handlers", ()):
                    visit(handler.body)
            elif isinstance(node, ast.ClassDef):
                visit(node.body)

    visit(tree.body)
    return found


def test_default_run_modules_do_not_import_typing_or_pathlib(tmp_path):
    """typing and pathlib cost ~2 ms each of a ~50 ms start: the modules a default run loads import
    them only for type checkers or where a rarer path needs them."""
    cache = tmp_path / "cache"
    env = dict(os.environ, MCALENS_CACHE_DIR=str(cache))
    probe = PROBE.split("import json  #")[0] + (
        "import json\n"
        "print(json.dumps([(m, getattr(sys.modules[m], '__file__', None)) for m in sorted(sys.modules)"
        " if m.startswith('mcalens')]))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe, "--no-banner", str(DOT)], env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    modules = json.loads(done.stdout)
    assert len(modules) > 30
    offenders = {}
    for name, file in modules:
        if file is None:
            continue
        imported = _module_level_imports(ast.parse(Path(file).read_text(encoding="utf-8")))
        if imported & _COSTLY and name not in _ALLOWED_COSTLY:
            offenders[name] = sorted(imported & _COSTLY)
    assert offenders == {}


def test_command_exit_flushes_and_runs_atexit(tmp_path):
    """`mcalens` ends a run with os._exit (no interpreter teardown, issue 17): the output, the exit
    status and what atexit handlers write (the dataclass code cache) are those of an ordinary exit."""
    cache = tmp_path / "cache"
    env = dict(os.environ, MCALENS_CACHE_DIR=str(cache))
    done = subprocess.run([sys.executable, "-m", "mcalens", "--no-banner", str(DOT)], env=env,
                          capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout == _run(tmp_path / "other", "--no-banner", str(DOT))["out"]
    assert list(cache.glob("dataclass-code-*.records"))  # written by the atexit handler
    missing = subprocess.run([sys.executable, "-m", "mcalens", str(tmp_path / "nope.s")], env=env,
                             capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert missing.returncode == 1 and missing.stdout == "" and "nope.s" in missing.stderr
