"""What the tests of the shipped per-target data share (test_shipped_models.py, test_arm_models.py,
test_riscv_models.py, test_aarch64_models.py): the targets whose generated data is checked alike,
tools/check_model_agreement.py, a module's private compiled cache, a model loaded once, llvm-mca's
`-mcpu=help` CPU names, the probe files (and their instructions as McInsts) and the exporters built
from tools/llvm_export."""

from __future__ import annotations

import gzip
import importlib.util
import json
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from mcalens.analysis.machine import model_load
from mcalens.analysis.machine.model import CpuModel
from mcalens.analysis.mcinst import Imm, McInst, McOperand, Reg

ROOT = Path(__file__).resolve().parent.parent
EXPORT = ROOT / "tools" / "llvm_export"


@dataclass(frozen=True)
class Shipped:
    """A target's generated data: its folder under models/ (LLVM 19's set, LLVM 22's in llvm22/),
    the triple export_sched writes it for, its LLVM 19 reference and the opcodes every model of it
    must agree on at least."""

    name: str
    triple: str
    min_opcodes: int

    @property
    def models(self) -> Path:
        return ROOT / "models" / self.name

    @property
    def releases(self) -> tuple[Path, Path]:
        return (self.models, self.models / "llvm22")

    @property
    def reference(self) -> Path:
        return ROOT / "tests" / "data" / "models" / f"llvm_reference_{self.name}.tsv.gz"


ARM = Shipped("arm", "arm-none-eabi", 3800)
RISCV = Shipped("riscv", "riscv64-unknown-linux-gnu", 1900)
AARCH64 = Shipped("aarch64", "aarch64-unknown-linux-gnu", 6500)


@cache
def agreement_tool() -> Any:
    """tools/check_model_agreement.py as a module."""
    spec = importlib.util.spec_from_file_location("check_model_agreement", ROOT / "tools" / "check_model_agreement.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def private_cache(name: str) -> Callable[..., Iterator[None]]:
    """A test module's autouse fixture (bind it to a module-level name): the compiled cache in a
    directory `name` of pytest's own, and no user model path."""

    @pytest.fixture(autouse=True, scope="module")
    def fixture(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
        mp = pytest.MonkeyPatch()
        mp.setenv("MCALENS_CACHE_DIR", str(tmp_path_factory.getbasetemp() / name))
        mp.delenv("MCALENS_MODEL_PATH", raising=False)
        yield
        mp.undo()

    return fixture


@cache
def load_model(path: Path, target_dir: str) -> CpuModel:
    """A shipped model file, which must load without diagnostics."""
    model, diagnostics = model_load.load_model_file(path, target_dir=target_dir)
    assert model is not None and not diagnostics, [str(d) for d in diagnostics]
    return model


def help_cpus(directory: Path) -> set[str]:
    """The CPU names of the llvm-mca `-mcpu=help` text recorded in `directory`."""
    text = (directory / "llvm_cpu_help.txt").read_text(encoding="utf-8")
    block = text.split("Available CPUs for this target:", 1)[1].split("Available features", 1)[0]
    return {m.group(1) for m in re.finditer(r"^  (\S+)\s+- Select", block, re.M)}


def cpu_table(directory: Path) -> dict[str, str | None]:
    """cpus.json of `directory`: every CPU name and its model (None: llvm-mca has none)."""
    table = json.loads((directory / "cpus.json").read_text(encoding="utf-8"))
    return {row["name"]: row["model"] for row in table["cpus"]}


@cache
def probes(directory: Path) -> dict[str, Any]:
    """The ISA probe file of `directory` (isa_probes.json.gz)."""
    with gzip.open(directory / "isa_probes.json.gz", "rt", encoding="utf-8") as handle:
        data: dict[str, Any] = json.load(handle)
    return data


def probe_inst(opcode: str, operands: list[str]) -> McInst:
    """A probe file's instruction (operands written "R:X10", "R:" for NoRegister, "I:5") as an McInst."""
    out: list[Reg | Imm] = []
    for text in operands:
        tag, _, value = text.partition(":")
        out.append(Reg(value or None) if tag == "R" else Imm(int(value)))
    return McInst(opcode, tuple(out))


def tsv_operands(text: str) -> tuple[McOperand, ...]:
    """The operands of a recorded reference row (`R:RAX|I:8|R:-|E`), read as
    tools/check_model_agreement.py reads them."""
    operands: tuple[McOperand, ...] = agreement_tool().parse_operands(text)
    return operands


def built(tmp_path: Path, target: str) -> Path:
    """The exporter `target` built against LLVM 19 into tmp_path/build (skips without LLVM)."""
    if shutil.which("llvm-config-19") is None or shutil.which("g++") is None:
        pytest.skip("llvm-19-dev / g++ not installed")
    build = tmp_path / "build"
    subprocess.run(["make", "-s", "-C", str(EXPORT), f"BUILD={build}", f"{build}/{target}"], check=True,
                   capture_output=True)
    return build
