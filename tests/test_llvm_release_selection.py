"""Which LLVM release a run matches is chosen in one place (releases.DEFAULT_RELEASE) and named
wherever the CPU is: `--version`, `--help`, `mcalens batch` lines, the `-json` document with
`--json-extras`, the editor's lens, hover and report. No LLVM needed."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from mcalens.analysis import batch
from mcalens.analysis.cli import USAGE, run
from mcalens.analysis.machine import releases

LOOP = "addq %rax, %rbx\nimulq %rbx, %rcx\n"


def test_version_and_help_state_the_default_release() -> None:
    code, out, _ = run(["--version"])
    default = releases.FULL_VERSIONS[releases.DEFAULT_RELEASE]
    assert code == 0
    line = out.splitlines()[2]
    assert line.startswith("  releases: ") and line.endswith("; --llvm-version 19|22 selects")
    assert f" {default} (the default)" in line and line.count("(the default)") == 1
    if releases.DEFAULT_RELEASE == "22":  # today's line, byte for byte
        assert line == "  releases: 19.1.7, 22.1.8 (the default); --llvm-version 19|22 selects"
        assert out.splitlines()[1] == "  llvm-mca 22.1.8 compatible"
    assert f"(default {releases.DEFAULT_RELEASE};" in USAGE


def _batch(args: list[str], tmp_path: Path) -> tuple[int, list[dict[str, object]]]:
    source = tmp_path / "loop.s"
    source.write_text(LOOP, encoding="utf-8")
    out = io.StringIO()
    status = batch.run_batch(batch.parse_batch_args([*args, "-j1", str(source)]), out, io.StringIO())
    return status, [json.loads(line) for line in out.getvalue().splitlines()]


def test_batch_takes_llvm_version_and_names_it(tmp_path: Path) -> None:
    assert batch.parse_batch_args(["--llvm-version", "22", "x.s"]).analysis.llvm_version == "22"
    assert batch.parse_batch_args(["--llvm-version=19", "x.s"]).analysis.llvm_version == "19"
    assert batch.parse_batch_args(["x.s"]).analysis.llvm_version == releases.DEFAULT_RELEASE
    with pytest.raises(batch.BatchUsageError, match="'20' is not a release"):
        batch.parse_batch_args(["--llvm-version", "20", "x.s"])
    status19, (line19,) = _batch(["-mcpu=skylake", "--llvm-version", "19"], tmp_path)
    status22, (line22,) = _batch(["-mcpu=skylake", "--llvm-version", "22"], tmp_path)
    assert status19 == status22 == 0
    assert (line19["llvm"], line22["llvm"]) == ("19.1.7", "22.1.8")
    # Each line's numbers are its release's: the CLI's Total Cycles for the same input.
    for release, line in (("19", line19), ("22", line22)):
        _, text, _ = run(["--llvm-version", release, "-mcpu=skylake", "--no-banner", "-"], stdin_text=LOOP)
        cycles = int(next(t for t in text.splitlines() if t.startswith("Total Cycles:")).split()[-1])
        assert line["regions"][0]["total_cycles"] == cycles  # type: ignore[index]


def test_batch_main_warns_once_for_an_inexact_release(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    source = tmp_path / "loop.s"
    source.write_text(LOOP, encoding="utf-8")
    assert batch.main(["-j1", str(source), str(source)]) == 0  # the default, 22: exact, no warning
    captured = capsys.readouterr()
    assert captured.err == ""
    assert [json.loads(line)["llvm"] for line in captured.out.splitlines()] == ["22.1.8", "22.1.8"]
    monkeypatch.setattr(releases, "EXACT_RELEASES", frozenset({"19"}))  # as if 22 were not exact
    assert batch.main(["--llvm-version", "22", "-j1", str(source), str(source)]) == 0
    captured = capsys.readouterr()
    assert captured.err.count("warning: --llvm-version 22") == 1
    assert [json.loads(line)["llvm"] for line in captured.out.splitlines()] == ["22.1.8", "22.1.8"]


@pytest.mark.parametrize("release", releases.RELEASES)
def test_json_names_the_release_only_with_json_extras(release: str) -> None:
    code, plain, _ = run(["--llvm-version", release, "-mcpu=skylake", "-json", "-"], stdin_text=LOOP)
    assert code == 0 and "LLVMVersion" not in plain  # plain -json: llvm-mca's document, byte for byte
    code, extras, _ = run(["--llvm-version", release, "-mcpu=skylake", "-json", "--json-extras", "-"],
                          stdin_text=LOOP)
    assert code == 0
    assert json.loads(extras)["TargetInfo"]["LLVMVersion"] == releases.FULL_VERSIONS[release]
    without = json.loads(extras)
    del without["TargetInfo"]["LLVMVersion"]
    for region in without["CodeRegions"]:
        region.pop("SourceLines", None)
    assert without == json.loads(plain)  # the key is the only addition to TargetInfo


def test_editor_setting_parses_leniently() -> None:
    from mcalens.server.config import Settings, parse_settings

    assert Settings().llvm_version == releases.DEFAULT_RELEASE
    for raw, expected in (("22", "22"), (22, "22"), ("22.1.8", "22"), ("19", "19"), (None, releases.DEFAULT_RELEASE),
                          ("", releases.DEFAULT_RELEASE)):
        settings, errors = parse_settings({"llvmVersion": raw})
        assert (settings.llvm_version, errors) == (expected, []), raw
    for bad in ("20", "latest", True, 22.5, ["22"]):
        settings, errors = parse_settings({"llvmVersion": bad})
        assert settings.llvm_version == releases.DEFAULT_RELEASE
        assert errors == [f"mcalens.llvmVersion: expected one of 19, 22, got {bad!r}; using {releases.DEFAULT_RELEASE}"]


def test_editor_results_carry_and_show_the_release() -> None:
    from mcalens.analysis import editor
    from mcalens.analysis.editor.core import release_label
    from mcalens.analysis.editor.results import static_options
    from mcalens.server import hover, report

    text = ".L3:\n\tvcvtdq2pd\t(%rdi), %xmm0\n\taddq\t$1, %rdi\n\tcmpq\t%rsi, %rdi\n\tjne\t.L3\n"
    (region,) = editor.parse_structure(text, "loops").regions
    results = {}
    for release in releases.RELEASES:
        options = editor.AnalysisOptions(cpu="skylake", llvm_version=release)
        assert static_options(options).llvm_version == release  # distinct cache keys per release
        result = editor.analyze_region(region.key_text, options)
        label = release_label(release)
        assert result.release == label == (f"LLVM {releases.FULL_VERSIONS[release]}"
                                           + ("" if releases.is_exact(release) else " not exact"))
        assert hover.lens_title(result, region).endswith(f" · skylake · {label}")
        assert f"\n- release: {label}\n" in hover.region_markdown(result, region)
        assert report.report_text(region, result).split("\n")[1] == (
            f"[mcalens] {label} (the llvm-mca release matched; mcalens.llvmVersion)")
        assert report.report_json(region, result)["llvm"] == label
        # the core's numbers for that release (the CLI's --llvm-version)
        _, cli, _ = run(["--llvm-version", release, "-mcpu=skylake", "--no-banner", "-"],
                        stdin_text=region.key_text)
        assert f"Total uOps:        {result.total_uops}\n" in cli
        results[release] = result
    assert results["19"].total_uops != results["22"].total_uops
    failed = editor.analyze_region(region.key_text, editor.AnalysisOptions(cpu="nosuchcpu", llvm_version="22"))
    assert failed.error and f"· nosuchcpu · {release_label('22')} · " in hover.lens_title(failed, region)


def test_vscode_setting_offers_the_releases_the_server_accepts() -> None:
    from mcalens.server.config import parse_settings

    root = Path(__file__).resolve().parent.parent
    manifest = json.loads((root / "vscode-client" / "package.json").read_text(encoding="utf-8"))
    setting = manifest["contributes"]["configuration"]["properties"]["mcalens.llvmVersion"]
    assert setting["enum"] == ["", *releases.RELEASES] and setting["default"] == ""
    assert len(setting["enumDescriptions"]) == len(setting["enum"])
    for value in setting["enum"]:  # every choice is a value the server takes without a warning
        assert parse_settings({"llvmVersion": value})[1] == []
    assert parse_settings({"llvmVersion": ""})[0].llvm_version == releases.DEFAULT_RELEASE


def test_editor_cpu_tables_follow_the_release() -> None:
    from mcalens.analysis.editor import targets
    from mcalens.server.config import Settings
    from mcalens.server.server import untrusted_settings

    x86 = {release: dict(targets.target_cpus(targets.X86_64, release)) for release in releases.RELEASES}
    a64 = {release: dict(targets.target_cpus(targets.AARCH64, release)) for release in releases.RELEASES}
    assert (x86["19"]["lunarlake"], x86["22"]["lunarlake"]) == ("alderlake", "lunarlake")  # --list-cpus says so
    assert "wildcatlake" in x86["22"] and "wildcatlake" not in x86["19"]
    assert (a64["19"]["neoverse-v3"], a64["22"]["neoverse-v3"]) == ("neoverse-v2", "neoverse-v3")
    assert a64["22"]["c1-ultra"] == "neoverse-v3" and "c1-ultra" not in a64["19"]
    assert targets.target_cpus(targets.X86_64) == targets.target_cpus(targets.X86_64, releases.DEFAULT_RELEASE)
    assert targets.known_cpu("wildcatlake", (), targets.X86_64, "22")
    assert not targets.known_cpu("wildcatlake", (), targets.X86_64, "19")
    assert targets.known_cpu("c1-ultra", (), targets.AARCH64, "22")
    assert not targets.known_cpu("c1-ultra", (), targets.AARCH64, "19")
    # An untrusted workspace may pick any shipped CPU of the release it selects, and no other name.
    assert untrusted_settings(Settings(cpu="wildcatlake", llvm_version="22"))[1] == []
    assert untrusted_settings(Settings(cpu="wildcatlake", llvm_version="19"))[1] == ["mcalens.cpu"]
