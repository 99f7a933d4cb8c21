"""The committed model YAML is exactly what tools/llvm_export/export_sched writes (needs LLVM 19)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXPORT = ROOT / "tools" / "llvm_export"
SHIPPED = ROOT / "models" / "x86-64"


@pytest.mark.llvm
@pytest.mark.slow
def test_exporter_reproduces_committed_models(tmp_path: Path) -> None:
    if shutil.which("llvm-config-19") is None or shutil.which("g++") is None:
        pytest.skip("llvm-19-dev / g++ not installed")
    build = tmp_path / "build"
    subprocess.run(["make", "-s", "-C", str(EXPORT), f"BUILD={build}", f"{build}/export_sched"], check=True,
                   capture_output=True)
    out = tmp_path / "models"
    out.mkdir()
    run = subprocess.run([str(build / "export_sched"), "--out", str(out)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr  # 2 would mean rules that miss probes
    written = sorted(p.name for p in out.glob("*.yaml"))
    assert written == sorted(p.name for p in SHIPPED.glob("*.yaml"))
    for name in written:
        assert (out / name).read_bytes() == (SHIPPED / name).read_bytes(), f"{name} differs: run make sched-models"
