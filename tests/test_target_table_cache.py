"""The ARM and RISC-V resolver and printer tables go through the compiled cache: a warm process
reads them instead of fitting LLVM's ~5,000 probes again (docs/performance.md, "Targets"), and what
it reads equals what fitting gives."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcalens.analysis.targets.arm import spellings as arm_spellings
from mcalens.analysis.targets.riscv import features as rv_features
from mcalens.analysis.targets.riscv import printer as rv_printer
from mcalens.analysis.targets.riscv import spellings as rv_spellings
from mcalens.analysis.targets.target import target_for_triple


def _refuse(*_args: object) -> None:
    raise AssertionError("built again although the cache holds it")


def _entries(cache: Path, prefix: str) -> list[Path]:
    return sorted(cache.glob(f"{prefix}-*.pickle"))


def test_arm_spelling_table_is_fitted_once(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(cache))
    isa = target_for_triple("thumbv7em-none-eabi").load_isa()
    for name in ("arm.spellings", "arm.tabbed", "arm.templates", "arm.sizes"):
        monkeypatch.delitem(isa.cache, name, raising=False)  # restored after the test
    fitted = arm_spellings._make_table(isa)
    tabbed, templates = set(isa.cache["arm.tabbed"]), dict(isa.cache["arm.templates"])
    del isa.cache["arm.tabbed"], isa.cache["arm.templates"]
    cold = arm_spellings.spelling_table(isa)  # fits and stores
    assert len(_entries(cache, "arm-spellings")) == 1
    size = arm_spellings.opcode_size(isa, "tADDi3")
    assert size == 2 and len(_entries(cache, "arm-sizes")) == 1
    monkeypatch.setattr(arm_spellings, "_make_table", _refuse)
    monkeypatch.setattr(arm_spellings.json, "load", _refuse)
    for name in ("arm.spellings", "arm.tabbed", "arm.templates", "arm.sizes"):
        del isa.cache[name]
    warm = arm_spellings.spelling_table(isa)  # a new process: read back
    assert warm == cold == fitted
    assert isa.cache["arm.tabbed"] == tabbed and isa.cache["arm.templates"] == templates
    assert arm_spellings.templates(isa) == templates
    assert arm_spellings.opcode_size(isa, "tADDi3") == 2 and arm_spellings.opcode_size(isa, "t2ADDri") == 4


def test_riscv_tables_are_built_once(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(cache))
    directory = target_for_triple("riscv64").load_isa().directory or ""
    cached = (rv_spellings.spelling_table, rv_printer._templates, rv_features.feature_data, rv_spellings.probes)
    for function in cached:
        function.cache_clear()
    built = ({rv32: rv_spellings._spelling_table(directory, rv32) for rv32 in (False, True)},
             rv_printer._make_templates(directory), rv_features._feature_data(directory))
    cold = ({rv32: rv_spellings.spelling_table(directory, rv32) for rv32 in (False, True)},
            rv_printer._templates(directory), rv_features.feature_data(directory))
    assert [len(_entries(cache, prefix)) for prefix in ("rv-spellings64", "rv-spellings32", "rv-templates",
                                                        "rv-features")] == [1, 1, 1, 1]
    for name in ("_spelling_table", "probes"):
        monkeypatch.setattr(rv_spellings, name, _refuse)
    monkeypatch.setattr(rv_printer, "_make_templates", _refuse)
    monkeypatch.setattr(rv_features, "_feature_data", _refuse)
    for function in cached:
        function.cache_clear()  # a new process
    try:
        warm = ({rv32: rv_spellings.spelling_table(directory, rv32) for rv32 in (False, True)},
                rv_printer._templates(directory), rv_features.feature_data(directory))
    finally:
        for function in cached:
            function.cache_clear()  # the next test fits from the real functions again
    assert warm == cold == built
    assert warm[0][False] and warm[1] and warm[2][0]


def test_aarch64_feature_data_is_read_once(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from mcalens.analysis.targets.aarch64 import features as a64_features

    cache = tmp_path / "cache"
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(cache))
    directory = target_for_triple("aarch64").load_isa().directory
    read = a64_features._read_feature_data(Path(directory))
    monkeypatch.setattr(a64_features, "_DATA", {})
    cold = a64_features.load_feature_data(directory)
    assert len(_entries(cache, "a64-features")) == 1
    monkeypatch.setattr(a64_features, "_read_feature_data", _refuse)
    monkeypatch.setattr(a64_features, "_DATA", {})  # a new process
    warm = a64_features.load_feature_data(directory)
    assert warm == cold == read
    assert warm.cpus["cortex-a55"] and warm.implies and warm.extensions
