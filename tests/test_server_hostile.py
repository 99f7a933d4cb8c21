"""The language server under hostile files and clients (issue 18, items 18-24)."""

from __future__ import annotations

from pathlib import Path

from mcalens.server import report as report_mod

# -- item 22: the report file ---------------------------------------------------------------------

def test_report_file_is_private_and_never_follows_a_planted_link(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    first = report_mod.write_report("file:///w/a.s", "region0", "one\n")
    assert first.read_text() == "one\n"
    assert oct(first.stat().st_mode & 0o777) == "0o600"
    assert oct(first.parent.stat().st_mode & 0o777) == "0o700"
    victim = tmp_path / "victim"
    victim.write_text("precious\n")
    first.unlink()
    first.symlink_to(victim)  # planted at the predictable name
    second = report_mod.write_report("file:///w/a.s", "region0", "two\n")
    assert second == first and not second.is_symlink() and second.read_text() == "two\n"
    assert victim.read_text() == "precious\n"


def test_report_directory_that_is_a_link_is_not_used(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    shared = tmp_path / "shared"
    shared.mkdir()
    (tmp_path / "xdg" / "mcalens").mkdir(parents=True)
    (tmp_path / "xdg" / "mcalens" / "reports").symlink_to(shared)
    path = report_mod.write_report("file:///w/a.s", "region0", "x\n")
    assert list(shared.iterdir()) == [] and path.read_text() == "x\n"
    assert oct(path.parent.stat().st_mode & 0o777) == "0o700" and not path.parent.is_symlink()
