"""The simulator and views on AArch64 models against llvm-mca-19, from LLVM's own McInsts.

`tests/golden_aarch64/mc_show_inst.tsv.gz` gives llvm-mc-19's opcode and operands for every
instruction of the golden loops; each accepted case of `tests/golden_aarch64/<cpu>/` must give
llvm-mca-19's JSON (every key llvm-mca writes) and its text report byte for byte, with the
instruction column taken from llvm-mca (no AArch64 printer is involved:
`tools/check_aarch64_sim.py` is the same comparison as a tool). The front end's own golden test
(text in, report out) is separate.
"""

from __future__ import annotations

import importlib.util
import json
import shlex
import sys
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest
from mcalens.analysis.isa import load_isa
from mcalens.analysis.mcinst import Imm, McInst, Reg
from mcalens.analysis.sim.instr_desc import build_descriptor, descriptor_template
from mcalens.analysis.sim.pipeline import SimOptions, simulate

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden_aarch64"


@cache
def _tool():
    spec = importlib.util.spec_from_file_location("check_aarch64_sim", ROOT / "tools" / "check_aarch64_sim.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@cache
def _table() -> dict[str, list[McInst]]:
    tool = _tool()
    return {tool.case_key(name): insts for name, insts in tool.read_mc_table().items()}


def _accepted() -> list:
    return [pytest.param(p, id=f"{p.parent.name}/{p.stem}") for p in sorted(GOLDEN.glob("*/*.s"))
            if p.with_suffix(".json").exists()]


def _timeline(trace) -> list[tuple[int, int, int, int, int]]:
    n = len(trace.dispatched)
    return [(trace.dispatched[i], trace.ready[i], trace.issued[i], trace.executed[i], trace.retired[i])
            for i in range(n)]


def test_every_golden_case_has_mcinsts() -> None:
    cases = _accepted()
    assert len(cases) >= 200
    for param in cases:
        src = param.values[0]
        texts = json.loads(src.with_suffix(".json").read_text(encoding="utf-8"))["CodeRegions"][0]["Instructions"]
        assert len(_table()[src.stem]) == len(texts), src


@pytest.mark.parametrize("case", _accepted())
def test_report_matches_llvm_mca(case: Path) -> None:
    tool = _tool()
    expected = json.loads(case.with_suffix(".json").read_text(encoding="utf-8"))
    cpu = case.parent.name
    flags = shlex.split(case.read_text(encoding="utf-8").splitlines()[0].split(":", 1)[1])
    texts = expected["CodeRegions"][0]["Instructions"]
    report, error = tool.analyse(_table()[case.stem], texts, load_isa("aarch64"), tool.cpu_model(cpu), cpu, flags)
    assert report is not None, error
    outcome = tool.compare(report, expected, case.with_suffix(".txt").read_text(encoding="utf-8"))
    assert outcome.cycles and outcome.timeline and outcome.pressure, outcome.detail
    assert outcome.json_equal, outcome.detail
    assert outcome.text_equal


def _n2():
    return _tool().cpu_model("neoverse-n2")


def test_first_instance_descriptor_drops_later_constant_register_operands() -> None:
    # cmp x1, #3 / mul x3, x1, x1 / subs x3, x3, #3 / mul x4, x3, x3 (neoverse-n2, 2 iterations).
    # SUBSXri has a non-variant class: llvm-mca reuses the descriptor built from `cmp` (def XZR),
    # whose zeroed write slot gives `subs` a latency-0 write of X3, so the last mul issues with it.
    insts = [
        McInst("SUBSXri", (Reg("XZR"), Reg("X1"), Imm(3), Imm(0))),
        McInst("MADDXrrr", (Reg("X3"), Reg("X1"), Reg("X1"), Reg("XZR"))),
        McInst("SUBSXri", (Reg("X3"), Reg("X3"), Imm(3), Imm(0))),
        McInst("MADDXrrr", (Reg("X4"), Reg("X3"), Reg("X3"), Reg("XZR"))),
    ]
    trace = simulate(insts, load_isa("aarch64"), _n2(), SimOptions(iterations=2, timeline_iterations=2))
    assert trace.total_cycles == 7
    assert _timeline(trace) == [(0, 0, 1, 2, 3), (0, 0, 1, 3, 4), (0, 3, 3, 4, 5), (0, 3, 3, 5, 6),
                                (0, 0, 1, 2, 6), (0, 0, 1, 3, 6), (0, 3, 3, 4, 6), (0, 3, 3, 5, 6)]


def test_first_instance_read_of_xzr_removes_the_read_for_later_instances() -> None:
    # whilelo p0.s, xzr, x2 / cntw x4 / whilelo p0.s, x4, x2: the second whilelo does not wait for x4.
    isa = load_isa("aarch64")
    first = McInst("WHILELO_PXX_S", (Reg("P0"), Reg("XZR"), Reg("X2")))
    later = McInst("WHILELO_PXX_S", (Reg("P0"), Reg("X4"), Reg("X2")))
    assert descriptor_template(later, first, isa, _n2()) is first
    assert descriptor_template(first, first, isa, _n2()) is None
    alone = build_descriptor(later, isa, _n2())
    reused = build_descriptor(later, isa, _n2(), template=first)
    assert [r.use_index for r in alone.reads] == [0, 1]
    assert [r.use_index for r in reused.reads] == [1]
    insts = [first, McInst("CNTW_XPiI", (Reg("X4"), Imm(31), Imm(1))), later]
    trace = simulate(insts, isa, _n2(), SimOptions(iterations=2, timeline_iterations=2))
    assert trace.total_cycles == 8
    assert _timeline(trace) == [(0, 0, 1, 4, 5), (0, 0, 1, 3, 5), (0, 0, 2, 5, 6), (0, 0, 2, 5, 6),
                                (0, 0, 3, 5, 6), (0, 0, 3, 6, 7)]


def test_variant_classes_build_their_descriptor_per_instance() -> None:
    # SUBSXrs is a variant class on neoverse-n2: llvm-mca keys those descriptors by the operands.
    isa = load_isa("aarch64")
    cmp = McInst("SUBSXrs", (Reg("XZR"), Reg("X1"), Reg("X2"), Imm(0)))
    subs = McInst("SUBSXrs", (Reg("X3"), Reg("X1"), Reg("X2"), Imm(0)))
    assert descriptor_template(subs, cmp, isa, _n2()) is None


def test_scalar_and_vector_writes_clear_the_super_register() -> None:
    # ldr d0 / ld1 {v0.d}[1] / fadd v0.2d (neoverse-n1): the D0 write clears Q0, so the next
    # iteration's ld1 waits for the ldr only, not for the previous fadd.
    isa = load_isa("aarch64")
    model = _tool().cpu_model("neoverse-n1")
    insts = [
        McInst("LDRDroX", (Reg("D0"), Reg("X1"), Reg("X12"), Imm(0), Imm(1))),
        McInst("LD1i64", (Reg("Q0"), Reg("Q0"), Imm(1), Reg("X13"))),
        McInst("FADDv2f64", (Reg("Q0"), Reg("Q0"), Reg("Q0"))),
    ]
    desc = build_descriptor(insts[0], isa, model)
    assert [w.clears_super for w in desc.writes] == [True]
    assert not build_descriptor(McInst("ADDXri", (Reg("X0"), Reg("X0"), Imm(1), Imm(0))), isa, model).writes[0].clears_super
    assert build_descriptor(McInst("ADDWri", (Reg("W0"), Reg("W0"), Imm(1), Imm(0))), isa, model).writes[0].clears_super
    trace = simulate(insts, isa, model, SimOptions(iterations=2, timeline_iterations=2))
    assert trace.total_cycles == 17
    assert _timeline(trace) == [(0, 0, 1, 6, 7), (0, 6, 6, 13, 14), (0, 13, 13, 15, 16), (0, 0, 1, 6, 16),
                                (1, 6, 6, 13, 16), (1, 13, 13, 15, 16)]


@pytest.mark.parametrize("cpu", ["neoverse-v1", "cortex-a55", "a64fx"])
def test_shortcuts_give_the_same_trace(cpu: str) -> None:
    # Steady-state replay and idle-cycle skipping are exact on AArch64 models too (in-order a55).
    isa = load_isa("aarch64")
    model = _tool().cpu_model(cpu)
    for name in ("stencil_clang_O2_base_loop0", "vec_float_gcc_O2_base_loop0", "memory_clang_O2_base_loop0"):
        options = SimOptions(iterations=300, timeline_iterations=10)
        fast = simulate(_table()[name], isa, model, options)
        full = simulate(_table()[name], isa, model, replace(options, extrapolate=False, skip_idle_cycles=False))
        fast.facts.extrapolated = None
        assert fast == full, name
