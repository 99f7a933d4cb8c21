"""The shipped YAML models reproduce LLVM 19's per-opcode numbers (committed reference).

tests/data/models/llvm_reference.tsv.gz was written by `export_sched --reference` from the LLVM 19
libraries: per (model, opcode) the class, NumMicroOps, computeInstrLatency, getReciprocalThroughput
and forwarding delay, with the probe instruction used for variant opcodes.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT / "tests" / "data" / "models" / "llvm_reference.tsv.gz"


def _tool():
    spec = importlib.util.spec_from_file_location("check_model_agreement", ROOT / "tools" / "check_model_agreement.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the file executes
    spec.loader.exec_module(module)
    return module


TOOL = _tool()
ROWS = list(TOOL.read_reference(REFERENCE))
MODELS = sorted({row.model for row in ROWS})


@pytest.fixture(autouse=True, scope="module")
def private_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    mp = pytest.MonkeyPatch()
    mp.setenv("MCALENS_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "model-cache"))
    mp.delenv("MCALENS_MODEL_PATH", raising=False)
    yield
    mp.undo()


def test_reference_covers_every_model() -> None:
    assert len(MODELS) == 16
    per_model = {m: sum(1 for r in ROWS if r.model == m) for m in MODELS}
    assert min(per_model.values()) > 19000
    assert any(r.operands != "-" for r in ROWS)  # variant opcodes are in it


@pytest.mark.slow
@pytest.mark.parametrize("model", MODELS)
def test_model_agrees_with_llvm(model: str) -> None:
    result = TOOL.agreement(ROWS, [model])[model]
    assert result.total > 19000
    assert result.mismatches == []


def test_check_row_detects_a_wrong_number() -> None:
    from mcalens.analysis.machine import model_load

    loaded, _ = model_load.load_model("skylake")
    row = next(r for r in ROWS if r.model == "skylake" and r.opcode == "VHADDPSrr")
    units = {r.name: r.units for r in loaded.resources}
    assert TOOL.check_row(row, loaded, units) is None
    wrong = TOOL.Row(**{**{f: getattr(row, f) for f in row.__slots__}, "latency": "7"})
    assert TOOL.check_row(wrong, loaded, units) is not None
