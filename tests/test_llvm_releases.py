"""Model sets per LLVM release (analysis/machine/releases.py, docs/llvm-releases.md): each target's
set resolves for every release, 19 stays what it was, data shared between releases is stored once,
the default is 22 and `--llvm-version 19` gives 19's bytes, and a release that is not exact (none
today) would be labelled whenever it is used. No LLVM needed."""

from __future__ import annotations

import filecmp
import json
import os

import pytest
from mcalens.analysis.cli import run
from mcalens.analysis.machine import releases
from mcalens.models import MODELS_PATH

TARGET_DIRS = ("x86-64", "aarch64")
LOOP = "addq %rax, %rbx\nimulq %rbx, %rcx\n"


def test_release_directories() -> None:
    assert releases.release_models_dir("x86-64", "19") == "x86-64"
    assert releases.release_models_dir("x86-64", "22") == "x86-64/llvm22"
    assert releases.release_models_dir("aarch64", "22.1.8") == "aarch64/llvm22"
    assert releases.release_of_dir("aarch64/llvm22") == "22"
    assert releases.base_target_dir("aarch64/llvm22") == "aarch64"
    for bad in ("18", "22.1.7", "", "llvm22", "../x"):
        with pytest.raises(releases.UnknownRelease):
            releases.release_models_dir("x86-64", bad)


@pytest.mark.parametrize("target_dir", TARGET_DIRS)
@pytest.mark.parametrize("release", releases.RELEASES)
def test_each_release_resolves(target_dir: str, release: str) -> None:
    """Every file a set's loaders read exists for every (target, release)."""
    names = ["llvm_cpu_help.txt", "isa.json.gz", "isa_encoding.json.gz"]
    names += ["isa_spellings.json.gz", "mca_rules.json"] if target_dir == "x86-64" else ["cpus.json", "mca_target.json"]
    for name in names:
        path = releases.release_file(target_dir, release, name)
        assert os.path.isfile(path), (target_dir, release, name)
    models_dir = releases.release_models_dir(target_dir, release)
    assert releases.llvm_version_of(models_dir) == releases.FULL_VERSIONS[release]
    yamls = [n for n in os.listdir(os.path.join(MODELS_PATH, models_dir)) if n.endswith(".yaml")]
    assert len(yamls) >= 15


@pytest.mark.parametrize("target_dir", TARGET_DIRS)
def test_shared_data_is_stored_once(target_dir: str) -> None:
    """A release directory holds no file byte-identical to the 19 set's file of the same name; the
    files its release.json shares are the base's, and are not copied."""
    for release in releases.RELEASES:
        if release == releases.BASE_RELEASE:
            continue
        models_dir = releases.release_models_dir(target_dir, release)
        own = os.path.join(MODELS_PATH, models_dir)
        base = os.path.join(MODELS_PATH, target_dir)
        with open(os.path.join(own, releases.MANIFEST), encoding="utf-8") as handle:
            manifest = json.load(handle)
        assert manifest["llvm"] == releases.FULL_VERSIONS[release]
        for name in os.listdir(own):
            twin = os.path.join(base, name)
            if os.path.isfile(twin) and name != releases.MANIFEST:
                assert not filecmp.cmp(os.path.join(own, name), twin, shallow=False), f"{models_dir}/{name}"
        for name in manifest.get("shared", []):
            assert not os.path.exists(os.path.join(own, name))
            assert os.path.isfile(os.path.join(base, name))
            assert releases.release_file(target_dir, release, name) == os.path.join(base, name)


def test_default_is_22_and_19_is_unchanged() -> None:
    """22 (the newest release, exact) is the default and the banner names it; `--llvm-version 19`
    keeps 19's banner as it always was (no release named), with no warning for either."""
    assert releases.DEFAULT_RELEASE == "22"
    assert releases.is_exact("19") and releases.is_exact("22")
    plain = run(["-mcpu=skylake", "-timeline", "-"], stdin_text=LOOP)
    pinned = run(["--llvm-version", "22", "-mcpu=skylake", "-timeline", "-"], stdin_text=LOOP)
    assert pinned == plain
    assert plain[1].startswith("# mcalens: -mcpu=skylake (model skylake, LLVM 22.1.8)\n")
    assert plain[2] == ""
    code, out, err = run(["--llvm-version", "19", "-mcpu=skylake", "-timeline", "-"], stdin_text=LOOP)
    assert (code, err) == (0, "")
    assert out.startswith("# mcalens: -mcpu=skylake (model skylake, LLVM 19.1.7)\n")
    # Without -mcpu the banner says the CPU is the target's default, then the release.
    assert run(["-"], stdin_text=LOOP)[1].startswith("# mcalens: -mcpu=skylake (model skylake, default CPU, "
                                                      "LLVM 22.1.8)\n")
    # Plain llvm-mca output has no banner: -json and --no-banner carry no release name.
    assert "22.1.8" not in run(["-mcpu=skylake", "--no-banner", "-"], stdin_text=LOOP)[1]
    assert "22.1.8" not in run(["-mcpu=skylake", "-json", "-"], stdin_text=LOOP)[1]


def test_a_release_not_exact_would_be_labelled(monkeypatch: pytest.MonkeyPatch) -> None:
    """A release whose engine differences are not all modelled warns on stderr on every run and the
    banner says so (none is today: this keeps the mechanism for the next release)."""
    monkeypatch.setattr(releases, "EXACT_RELEASES", frozenset({"19"}))
    assert not releases.is_exact("22")
    code, out, err = run(["--llvm-version=22", "-mcpu=skylake", "-"], stdin_text=LOOP)
    assert code == 0
    assert err.startswith("warning: --llvm-version 22: mcalens does not yet model every difference")
    assert "docs/llvm-releases.md" in err
    assert out.startswith("# mcalens: -mcpu=skylake (model skylake, LLVM 22.1.8 not exact)\n")
    code, out, err = run(["--llvm-version=22", "-mcpu=skylake", "-json", "-"], stdin_text=LOOP)
    assert code == 0 and err.startswith("warning: --llvm-version 22")


def test_release_of_a_binarys_version() -> None:
    """The comparison tools match the llvm-mca they run: its `--version` text names the release."""
    assert releases.release_of_llvm_version("Debian LLVM version 22.1.8\n  Optimized build.\n") == "22"
    assert releases.release_of_llvm_version("LLVM (http://llvm.org/):\n  LLVM version 19.1.7\n") == "19"
    for other in ("Debian LLVM version 19.1.6", "LLVM version 20.1.0", "", "version 22", "22.1.8.1"):
        assert releases.release_of_llvm_version(other) is None, other


def test_cpu_help_per_release() -> None:
    """-mcpu=help prints the selected release's list (recorded from llvm-mca-19 / llvm-mca-22
    `-mtriple=x86_64-unknown-linux-gnu -mcpu=help` by tools/record_llvm_cpu_help.py)."""
    code19, _, help19 = run(["--llvm-version", "19", "-mcpu=help"])
    code22, _, help22 = run(["--llvm-version", "22", "-mcpu=help"])
    assert (code19, code22) == (1, 0)  # llvm-mca-19 exits 1 after the list, llvm-mca-22 exits 0
    assert "  lunarlake " in help22 and "  lunarlake " in help19  # both know the name...
    assert "  wildcatlake " in help22 and "  wildcatlake " not in help19  # ...22 knows more
    assert len(help19.splitlines()) == 324 and len(help22.splitlines()) == 337


def test_version_and_list_cpus_name_the_release() -> None:
    _, v19, _ = run(["--version", "--llvm-version", "19"])
    _, v22, _ = run(["--version"])
    assert "  llvm-mca 19.1.7 compatible\n" in v19
    assert "  llvm-mca 22.1.8 compatible\n" in v22
    assert "from LLVM 22.1.8" in v22 and "from LLVM 19.1.7" not in v22
    _, cpus19, _ = run(["--list-cpus", "-mtriple=x86_64", "--llvm-version", "19"])
    _, cpus22, _ = run(["--list-cpus", "-mtriple=x86_64"])
    rows19 = dict(line.split()[:2] for line in cpus19.splitlines())
    rows22 = dict(line.split()[:2] for line in cpus22.splitlines())
    assert rows19["lunarlake"] == "alderlake" and rows22["lunarlake"] == "lunarlake"  # its own model in 22
    assert "wildcatlake" not in rows19 and rows22["wildcatlake"] == "alderlake"


def test_bad_release_is_a_usage_error() -> None:
    code, out, err = run(["--llvm-version", "20", "-"], stdin_text=LOOP)
    assert code == 1 and out == ""
    assert "'20' is not a release mcalens has models for (19, 22)" in err


def test_releases_do_not_mix_in_one_process() -> None:
    """A process that analyses with 22 and then 19 (the server, batch) gives 19's bytes: the ISA,
    spelling tables and models are per release (extractps is EXTRACTPSrr in 19, EXTRACTPSrri in 22)."""
    text = "extractps $1, %xmm0, %eax\naddl %eax, %ebx\n"
    first = run(["--llvm-version", "19", "-mcpu=znver4", "-"], stdin_text=text)
    run(["--llvm-version", "22", "-mcpu=znver4", "-"], stdin_text=text)
    assert run(["--llvm-version", "19", "-mcpu=znver4", "-"], stdin_text=text) == first
    assert first[0] == 0 and first[2] == ""


def test_a_cpu_of_the_other_release_is_named_so() -> None:
    """An unknown CPU that another release's set has (22's wildcatlake; the measured models, which
    are 19's) is refused in llvm-mca's words, and mcalens' note says which release has it."""
    code, out, err = run(["-mcpu=znver5-measured", "-"], stdin_text=LOOP)
    assert (code, out) == (1, "")
    assert err.splitlines()[2] == ("note: 'znver5-measured' has a model in LLVM 19.1.7's set: --llvm-version 19 "
                                   "selects it (editor: mcalens.llvmVersion)")
    code, _, err = run(["--llvm-version", "19", "-mcpu=wildcatlake", "-"], stdin_text=LOOP)
    assert code == 1 and "note: 'wildcatlake' has a model in LLVM 22.1.8's set: --llvm-version 22" in err
    code, out, _ = run(["--llvm-version", "19", "-mcpu=znver5-measured", "--no-banner", "-"], stdin_text=LOOP)
    assert code == 0 and out.startswith("Model: znver5-measured (measured on real hardware")
    _, _, err = run(["--no-notes", "-mcpu=znver5-measured", "-"], stdin_text=LOOP)
    assert "note:" not in err  # llvm-mca's two lines only
