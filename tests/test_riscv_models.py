"""The shipped RISC-V data (models/riscv, models/riscv/llvm22): scheduling models, CPU table, ISA
and llvm-mca's LMUL/SEW instrument table, checked without LLVM (what every target's data holds
alike, test_shipped_models.py: models load and agree with LLVM 19's numbers, the CPU tables with
llvm-mca's `-mcpu=help`).

* the CPUs llvm-mca-19 has no per-instruction data for;
* the instrument table (isa_instruments.json.gz, from llvm-mca's RISCVInstrumentManager) picks the
  class whose numbers llvm-mca-19 prints for a vector instruction under an LMUL/SEW
  (tests/data/riscv/instruments.tsv, recorded by tests/data/riscv/record_instruments.py), and marks
  the queries llvm-mca-19 dies on.

The `llvm` test rebuilds the LLVM 19 ISA files with tools/llvm_export and compares bytes.
"""

from __future__ import annotations

import gzip
import json
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import shipped_models
from mcalens.analysis.machine.model import CpuModel
from mcalens.analysis.machine.sched_math import instr_latency, reciprocal_throughput
from mcalens.analysis.mcinst import Imm, McInst, McOperand, Reg

ROOT = Path(__file__).resolve().parent.parent
MODELS = shipped_models.RISCV.models
RELEASES = shipped_models.RISCV.releases
INSTRUMENTS = ROOT / "tests" / "data" / "riscv" / "instruments.tsv"

private_cache = shipped_models.private_cache("model-cache-riscv")


def _model(path: Path) -> CpuModel:
    return shipped_models.load_model(path, "riscv")


def test_llvm19_cpus_without_a_model() -> None:
    # llvm-mca-19 has no per-instruction data for these (its error names the triple and CPU)
    rows = shipped_models.cpu_table(MODELS)
    assert {n for n, m in rows.items() if m is None} == {
        "generic", "generic-rv32", "generic-rv64", "spacemit-x60", "veyron-v1"}


@cache
def _instruments(directory: Path = MODELS) -> dict[str, Any]:
    with gzip.open(directory / "isa_instruments.json.gz", "rt", encoding="utf-8") as handle:
        data: dict[str, Any] = json.load(handle)
    return data


def _class_opcode(opcode: str, lmul: str, sew: str) -> str | None:
    """The opcode whose class llvm-mca-19 uses for `opcode` under the instruments (LMUL and SEW "-"
    when absent), as RISCVInstrumentManager::getSchedClassID picks it; None where llvm-mca dies."""
    if lmul == "-":
        return opcode
    key = lmul if sew == "-" else f"{lmul}/{sew}"
    entry = _instruments()["classes"].get(opcode, {})
    if key not in entry:
        return opcode
    answer = entry[key]
    return None if answer is None else str(answer[0])


def _operands(text: str) -> tuple[McOperand, ...]:
    out: list[McOperand] = []
    for item in text.split("|"):
        if item.startswith("R:"):
            out.append(Reg(None if item == "R:-" else item[2:]))
        else:
            out.append(Imm(int(item[2:])))
    return tuple(out)


def _golden() -> list[list[str]]:
    lines = INSTRUMENTS.read_text(encoding="utf-8").splitlines()
    return [line.split("\t") for line in lines[2:] if line]


MODEL_OF = {"sifive-x280": "sifive-7", "sifive-p670": "sifive-p600"}


def test_instrument_table_reproduces_llvm_mca() -> None:
    rows = _golden()
    assert len(rows) == 340
    for cpu, lmul, sew, setting, line, opcode, operands, uops, latency, rthroughput in rows:
        where = f"{cpu} {setting!r} {line!r}"
        chosen = _class_opcode(opcode, lmul, sew)
        if uops.startswith("status"):
            # llvm-mca-19 dies (SIGFPE in getSameRatioLMUL): the table says so
            assert chosen is None and uops == "status -8", where
            continue
        assert chosen is not None, where
        model = _model(MODELS / f"{MODEL_OF[cpu]}.yaml")
        cls = model.resolve_class(McInst(chosen, _operands(operands)))
        assert cls is not None, where
        assert (cls.uops, instr_latency(cls), f"{reciprocal_throughput(cls, model):.2f}") == (
            int(uops), int(latency), rthroughput), where


def test_instrument_table_shape() -> None:
    for directory in RELEASES:
        data = _instruments(directory)
        assert data["lmul"] == ["M1", "M2", "M4", "M8", "MF2", "MF4", "MF8"]
        assert data["sew"] == ["E8", "E16", "E32", "E64"]
    classes = _instruments()["classes"]
    # SEW-dependent (vdiv), LMUL-only (vadd), the EEW loads llvm-mca dies on without a SEW
    # (the opcode written is the first RVV pseudo with the class: vdivu's pseudo shares vdiv's)
    assert classes["VDIV_VV"]["M1/E8"] == ["PseudoVDIVU_VV_M1_E8", "WriteVIDivV_M1_E8_ReadVIDivV_M1_E8_ReadVIDivV_M1_E8"]
    assert classes["VADD_VV"]["M4"] == ["PseudoVADD_VV_M4", "WriteVIALUV_M4_ReadVMergeOp_M4_ReadVIALUV_M4_ReadVIALUV_M4"]
    assert classes["VLE8_V"]["M1"] is None
    assert "ADD" not in classes


def _probes() -> dict[str, Any]:
    return shipped_models.probes(MODELS)


def _probe(opcode: str, variant: str = "marker") -> list[Any]:
    return next(p for p in _probes()["probes"] if p[0] == opcode and p[1] == variant)


def test_probes_hold_llvm_mc_parses_and_encodings() -> None:
    # llvm-mc-19 -triple=riscv64 -mattr=+v -show-encoding:
    #   addi a0, a1, 1 -> [0x13,0x85,0x15,0x00]; vadd.vv v8, v9, v10 -> [0x57,0x04,0x95,0x02];
    #   ld a0, 1(a1) -> [0x03,0xb5,0x15,0x00]
    # llvm-mc-19 -triple=riscv64 -mattr=+c -show-encoding -show-inst:
    #   addi a0, a0, 1 -> C_ADDI [0x05,0x05]
    # llvm-mc-19 -triple=riscv32 -mattr=+xcvsimd -show-encoding: cv.add.h a0, a1, a2 -> [0x7b,0x85,0xc5,0x00]
    addi = _probe("ADDI")
    assert addi[3] == "addi\ta0, a1, 1" and addi[5] == [None, [["ADDI", 0, ["R:X10", "R:X11", "I:1"], ["13851500", []]]]]
    assert _probe("VADD_VV", "unmasked")[5][1][0][3] == ["57049502", []]
    assert _probe("LD")[3] == "ld\ta0, 1(a1)" and _probe("LD")[5][1][0][3] == ["03b51500", []]
    c_addi = _probe("C_ADDI")
    assert (c_addi[3], c_addi[4]) == ("addi\ta0, a0, 1", "c.addi\ta0, 1")
    assert c_addi[5][1][0][0] == "ADDI" and c_addi[6][1][0][::3] == ["C_ADDI", ["0505", []]]
    # vector opcodes need V (or Zve32x) on the generic CPU, in llvm-mc-19's words
    assert _probe("VADD_VV")[7] == ("instruction requires the following: 'V' (Vector Extension for Application "
                                   "Processors), 'Zve32x' (Vector Extensions for Embedded Processors)")
    cv = _probe("CV_ADD_H")
    subtargets = _probes()["subtargets"]
    assert subtargets[cv[8]][1] == "riscv32-unknown-linux-gnu" and cv[5][1][0][3] == ["7b85c500", []]
    markers = {p[0] for p in _probes()["probes"]
               if any(r[0] is None and len(r[1]) == 1 and r[1][0][0] == p[0] for r in (p[5], p[6]))}
    assert len(markers) > 1900


@pytest.mark.llvm
@pytest.mark.slow
def test_exporter_reproduces_committed_riscv_isa(tmp_path: Path) -> None:
    build = shipped_models.built(tmp_path, "export_isa_riscv")
    run = subprocess.run([str(build / "export_isa_riscv"), "--out", str(tmp_path)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    for name in ("isa.json", "isa_probes.json", "isa_instruments.json"):
        committed = gzip.decompress((MODELS / f"{name}.gz").read_bytes())
        assert (tmp_path / name).read_bytes() == committed, f"{name}: run make riscv-isa-models"


def test_reciprocal_throughput_follows_the_release() -> None:
    """LLVM 22's getReciprocalThroughput counts release - acquire cycles; 19's the release cycle
    (`llvm-mca-22 -mtriple=riscv64 -mcpu=sifive-x280 -iterations=1` on `vsetvli zero, zero, e8, mf8,
    tu, mu; vle8.v v1, (a0)` prints 1.00; llvm-mca-19 prints 2.00)."""
    for directory, expected in ((MODELS, 2.0), (MODELS / "llvm22", 1.0)):
        model = _model(directory / "sifive-7.yaml")
        cls = model.classes[model.opcode_class["PseudoVLE8_V_MF8"]]
        assert any(use.acquire == 1 for use in cls.resources)
        assert reciprocal_throughput(cls, model) == expected, directory.name
