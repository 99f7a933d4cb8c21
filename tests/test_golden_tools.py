"""tools/compare_llvm_mca.py: golden recording and comparison (these need llvm-mca-19 on PATH)."""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
needs_llvm = pytest.mark.skipif(shutil.which("llvm-mca-19") is None, reason="llvm-mca-19 not installed")


def _tool():
    spec = importlib.util.spec_from_file_location("compare_llvm_mca", ROOT / "tools" / "compare_llvm_mca.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["compare_llvm_mca"] = module
    spec.loader.exec_module(module)
    return module


def test_flags_header_round_trip() -> None:
    tool = _tool()
    assert tool.golden_flags("# mcalens-golden: -mcpu=skylake '-iterations=3' -timeline") == [
        "-mcpu=skylake", "-iterations=3", "-timeline"]
    assert tool.golden_flags("# just a comment") is None


@pytest.mark.llvm
@needs_llvm
def test_record_writes_input_json_and_text(tmp_path: Path) -> None:
    tool = _tool()
    src = tool.record_case(tmp_path, "k", "addq %rax, %rbx\nimulq %rbx, %rcx\n",
                           [tool.TRIPLE, "-mcpu=skylake", "-iterations=4", "-timeline"])
    assert tool.golden_flags(src.read_text().splitlines()[0])[-1] == "-timeline"
    assert '"TotalCycles"' in (tmp_path / "k.json").read_text()
    assert (tmp_path / "k.txt").read_text().startswith("Iterations:        4\n")
    bad = tool.record_case(tmp_path, "bad", "frobq %rax\n", [tool.TRIPLE, "-mcpu=skylake"])
    assert bad.exists() and (tmp_path / "bad.err").read_text().startswith("exit 1\n")
    assert not (tmp_path / "bad.json").exists()


@pytest.mark.llvm
@needs_llvm
def test_compare_agrees_on_a_kernel() -> None:
    tool = _tool()
    results = tool.compare_file(ROOT / "tests" / "golden" / "kernels" / "dot_product.s", "btver2", ["-iterations=20"],
                                text_too=True)
    assert len(results) == 1
    (result,) = results
    assert result.ref_cycles > 0
    assert result.same_cycles and result.same_timeline and result.same_pressure and result.same_text
    assert "identical Total Cycles:      100.0%" in tool.report(results, worst=3)


def _fake_llvm(tmp_path: Path, version_text: str) -> str:
    """A stand-in binary whose `--version` prints `version_text` (no LLVM needed)."""
    fake = tmp_path / "llvm-mca-fake"
    fake.write_text(f"#!/bin/sh\nprintf '%s\\n' '{version_text}'\n", encoding="utf-8")
    fake.chmod(0o755)
    return str(fake)


def test_tools_match_the_reference_binarys_release(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The comparison tools pass mcalens the release the llvm-mca they run names, never mcalens'
    default; `--llvm-version` overrides; a binary of another release is refused."""
    tool = _tool()  # puts tools/ on sys.path (llvm_release is imported by it)
    import llvm_release

    assert llvm_release.reference_release(_fake_llvm(tmp_path, "Debian LLVM version 19.1.7"), None) == "19"
    assert llvm_release.reference_release(_fake_llvm(tmp_path, "Ubuntu LLVM version 22.1.8"), None) == "22"
    assert llvm_release.reference_release(_fake_llvm(tmp_path, "LLVM version 20.1.2"), "22") == "22"
    with pytest.raises(llvm_release.ReleaseUnknown, match="names no release mcalens matches"):
        llvm_release.reference_release(_fake_llvm(tmp_path, "LLVM version 20.1.2"), None)
    with pytest.raises(llvm_release.ReleaseUnknown, match="--version failed"):
        llvm_release.reference_release(str(tmp_path / "no-such-binary"), None)
    kernel = tmp_path / "k.s"
    kernel.write_text("addq %rax, %rbx\n", encoding="utf-8")
    assert tool.main(["--llvm-mca", _fake_llvm(tmp_path, "LLVM version 20.1.2"), str(kernel)]) == 2
    assert "pass --llvm-version 19|22" in capsys.readouterr().err
