"""What every target's generated scheduling data must hold, checked alike without LLVM (the checks
particular to a target are in test_<target>_models.py):

* every model YAML (LLVM 19's and 22's) loads without diagnostics;
* every LLVM 19 model reproduces LLVM 19's own per-opcode numbers
  (tests/data/models/llvm_reference_<target>.tsv.gz, `export_sched --triple ... --reference`);
* cpus.json, the YAML `cpus:` lists and llvm-mca's `-mcpu=help` agree, in both releases.

The `llvm` test rebuilds export_sched and compares the LLVM 19 files it writes with the committed ones.
"""

from __future__ import annotations

import subprocess
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import shipped_models
from shipped_models import AARCH64, ARM, RISCV, Shipped

private_cache = shipped_models.private_cache("model-cache-shipped")

# AArch64's YAML and CPU-table checks differ (the Apple flavour, aliases): test_aarch64_models.py
TABLES = (ARM, RISCV)
YAMLS = [(t, p) for t in TABLES for d in t.releases for p in sorted(d.glob("*.yaml"))]
LLVM19_YAMLS = [(t, p) for t in (ARM, RISCV, AARCH64) for p in sorted(t.models.glob("*.yaml"))]


@cache
def _reference(target: Shipped) -> list[Any]:
    return list(shipped_models.agreement_tool().read_reference(target.reference))


def _id(case: tuple[Shipped, Path]) -> str:
    target, path = case
    return f"{target.name}/{path.parent.name}/{path.stem}"


@pytest.mark.parametrize("case", YAMLS, ids=_id)
def test_model_loads_without_diagnostics(case: tuple[Shipped, Path]) -> None:
    target, path = case
    model = shipped_models.load_model(path, target.name)
    assert model.name == path.stem and model.classes


@pytest.mark.parametrize("target", TABLES, ids=lambda t: t.name)
def test_reference_covers_every_llvm19_model(target: Shipped) -> None:
    assert {r.model for r in _reference(target)} == {p.stem for p in target.models.glob("*.yaml")}


@pytest.mark.parametrize("case", LLVM19_YAMLS, ids=_id)
def test_llvm19_model_agrees_with_llvm(case: tuple[Shipped, Path]) -> None:
    target, path = case
    tool = shipped_models.agreement_tool()
    result = tool.agreement(_reference(target), [path.stem], target.models)[path.stem]
    assert result.total > target.min_opcodes and not result.mismatches, result.mismatches[:5]


@pytest.mark.parametrize("case", [(t, d) for t in TABLES for d in t.releases], ids=lambda c: f"{c[0].name}/{c[1].name}")
def test_cpu_table_matches_yaml_and_llvm_mca_help(case: tuple[Shipped, Path]) -> None:
    target, directory = case
    rows = shipped_models.cpu_table(directory)
    assert set(rows) == shipped_models.help_cpus(directory)
    by_model: dict[str, set[str]] = {}
    for name, model in rows.items():
        if model is not None:
            by_model.setdefault(model, set()).add(name)
    yamls = {p.stem: set(shipped_models.load_model(p, target.name).cpus) for p in directory.glob("*.yaml")}
    assert by_model == yamls


@pytest.mark.llvm
@pytest.mark.slow
@pytest.mark.parametrize("target", (ARM, RISCV, AARCH64), ids=lambda t: t.name)
def test_exporter_reproduces_committed_models(target: Shipped, tmp_path: Path) -> None:
    build = shipped_models.built(tmp_path, "export_sched")
    out = tmp_path / "models"
    out.mkdir()
    run = subprocess.run([str(build / "export_sched"), "--triple", target.triple, "--out", str(out)],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr[-2000:]
    written = sorted(p.name for p in out.iterdir())
    assert written == sorted([*(p.name for p in target.models.glob("*.yaml")), "cpus.json"])
    for name in written:
        committed = (target.models / name).read_bytes()
        assert (out / name).read_bytes() == committed, f"{name}: run make {target.name}-sched-models"
