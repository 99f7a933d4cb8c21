"""Damaged model files give diagnostics, never exceptions."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mcalens.analysis.diagnostics import Diagnostic
from mcalens.analysis.machine import model_load

BASE = """\
schema: 1
name: tiny
cpus: [tiny-cpu]
parameters: {issue_width: 2, micro_op_buffer_size: 16, load_latency: 4}
extra:
  reorder_buffer_size: 32
  load_queue: P0
  register_files:
    - {name: RF, physical_registers: 8, classes: [{class: GR32, cost: 1}]}
resources:
  - {name: P0, units: 1}
  - {name: P1, units: 1, super: P0}
  - {name: P01, members: [P0, P1], buffer_size: 8}
classes:
  Alu: {uops: 1, writes: [1, [2, 3]], resources: [[P01, 1], [P0, 2, 1]], read_advance: [[0, 1]], opcodes: [ADD32rr]}
variants:
  V:
    rules:
      - {when: {same_regs: [[1, 2]], imm_in: {3: [1, 2]}, reg_not_in: {0: [null, EAX]}, is_expr: [4]}, class: Alu}
      - {when: {}, class: null}
    opcodes: [XOR32rr]
predicates:
  zero_idiom:
    XOR32rr: [{when: {same_regs: [[1, 2]]}, mask: [0, 1]}]
"""


@pytest.fixture(autouse=True)
def private_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "fuzz-cache"))


def test_base_loads(tmp_path: Path) -> None:
    path = tmp_path / "tiny.yaml"
    path.write_text(BASE)
    model, diags = model_load.load_model_file(path)
    assert model is not None and not diags, [d.format() for d in diags]
    assert model.resource("P1").super_resource == "P0" and model.resource("P01").units == 2
    assert model.register_files[0].classes[0].reg_class == "GR32"
    assert model.zero_idioms["XOR32rr"][0].mask == (0, 1)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(0, len(BASE) - 1), st.integers(0, 12), st.text(alphabet="[]{}:,- \n\t'\"!&*#01aZ", max_size=6))
def test_damaged_files_never_raise(tmp_path: Path, start: int, length: int, insert: str) -> None:
    path = tmp_path / "tiny.yaml"
    path.write_text(BASE[:start] + insert + BASE[start + length:])
    model_load.load_model.cache_clear()
    model, diags = model_load.load_model_file(path)
    assert all(isinstance(d, Diagnostic) and d.span.line >= 0 for d in diags)
    assert model is not None or diags
