"""Repository promises that CI and newcomers rely on: the README's two commands (a normal install for
users; the development command CI runs verbatim), the package layout and the documented .vsix size."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return [block.strip() for block in re.findall(r"```sh\n(.*?)```", text, flags=re.S)]


def test_readme_starts_with_two_commands() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    first_fence = text.index("```")
    assert "\n## " not in text[:first_fence], "the two commands must come before any section"
    commands = _readme_commands()
    assert len(commands) >= 2
    assert all("\n" not in c for c in commands[:2]), "each quick-start command is one line"


def test_ci_runs_the_readme_test_command_verbatim() -> None:
    test_command = _readme_commands()[1]
    assert "pytest" in test_command
    ci_lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert test_command in ci_lines


def test_readme_first_command_is_a_normal_install() -> None:
    """The first command is for users: an editable install recompiles every module on each run where
    PYTHONDONTWRITEBYTECODE=1 is set. Editable installs are the development command's, and said so."""
    words = _readme_commands()[0].split()
    assert "install" in words and words[words.index("install") - 1].endswith("pip")
    assert not {"-e", "--editable"} & set(words), words
    assert words[words.index("install") + 1] == "."
    text = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert "Editable installs (`pip install -e`) are for working on mcalens" in text
    assert "PYTHONDONTWRITEBYTECODE=1" in text and "recompiles every module on every run" in text


def test_readme_example_exists() -> None:
    run_command = _readme_commands()[0]
    example = next(tok for tok in run_command.split() if tok.endswith(".s"))
    assert (ROOT / example).is_file()


def test_readme_example_output_is_the_first_commands() -> None:
    """The output the README shows under its two commands is the start of what the first command
    prints today (default release included: the banner names it)."""
    from mcalens.analysis.cli import run

    run_command = _readme_commands()[0]
    argv = run_command.split("mcalens", 2)[-1].split()
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = re.search(r"```\n(# mcalens: .*?)```", text, flags=re.S)
    assert shown is not None
    code, out, err = run([a if not a.endswith(".s") else str(ROOT / a) for a in argv])
    assert (code, err) == (0, "")
    assert out.startswith(shown.group(1))


def test_every_package_installs_under_mcalens() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    packages = config["packages"]
    assert all(p == "mcalens" or p.startswith("mcalens.") for p in packages)
    for package, folder in config["package-dir"].items():
        assert package in packages
        assert (ROOT / folder / "__init__.py").is_file(), folder


def _shipped_models_compressed() -> int:
    """About what the models take in a zip (the .vsix, the wheel): the package-data files, deflated."""
    import zlib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    files = {p for pattern in config["package-data"]["mcalens.models"] for p in (ROOT / "models").glob(pattern)
             if p.is_file()}
    return sum(len(p.read_bytes()) if p.suffix == ".gz" else len(zlib.compress(p.read_bytes(), 6)) for p in files)


def test_documented_vsix_size_covers_the_models_it_ships() -> None:
    """docs/editors.md's "mcalens.vsix (about N MB)": the .vsix carries every target's models, so N is
    at least their compressed size, and the rest (code, dependencies, three screenshots) is under
    3 MB. tools/ci_editors.sh checks N against the built file."""
    text = (ROOT / "docs" / "editors.md").read_text(encoding="utf-8")
    match = re.search(r"mcalens\.vsix \(about ([\d.]+) MB", text)
    assert match, "docs/editors.md no longer gives the .vsix size"
    documented = float(match.group(1)) * 1e6
    models = _shipped_models_compressed()
    assert 0.9 * models <= documented <= models + 3e6, (documented, models)
    assert set(re.findall(r"vsix`? (?:is |\()about ([\d.]+) MB", text)) == {match.group(1)}  # one figure
