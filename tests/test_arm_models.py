"""The shipped 32-bit Arm data (models/arm, models/arm/llvm22): scheduling models, CPU table and
ISA probes, checked without LLVM (what every target's data holds alike, test_shipped_models.py:
models load and agree with LLVM 19's numbers, the CPU tables with llvm-mca's `-mcpu=help`).

* the CPUs llvm-mca-19 has a model for, and which;
* Cortex-A57's load/store-multiple classes depend on the register list (its length, and the base
  register in it), as llvm-mca-19 prices them;
* the ISA probes hold llvm-mc-19's parses and encodings for A32, T32 and MVE instructions.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import shipped_models
from mcalens.analysis.machine.model import CpuModel
from mcalens.analysis.machine.sched_math import instr_latency, reciprocal_throughput
from mcalens.analysis.mcinst import Imm, McInst, McOperand, Reg

MODELS = shipped_models.ARM.models

private_cache = shipped_models.private_cache("model-cache-arm")


def _model(path: Path) -> CpuModel:
    return shipped_models.load_model(path, "arm")


def test_llvm19_cpus_and_their_models() -> None:
    # llvm-mca-19 -mtriple=thumbv7m-none-eabi -mcpu=help lists these with a scheduling model; every
    # other name (cortex-m0, cortex-a53, ...) gets "unable to find instruction-level scheduling
    # information" from llvm-mca-19
    table = json.loads((MODELS / "cpus.json").read_text(encoding="utf-8"))
    with_model = {row["name"]: row["model"] for row in table["cpus"] if row["model"] is not None}
    assert with_model == {
        "cortex-a9": "cortex-a9", "cortex-a12": "cortex-a9", "cortex-a15": "cortex-a9", "cortex-a17": "cortex-a9",
        "krait": "cortex-a9", "swift": "swift", "cyclone": "swift", "cortex-m3": "cortex-m4", "cortex-m4": "cortex-m4",
        "cortex-m33": "cortex-m4", "cortex-m35p": "cortex-m4", "sc300": "cortex-m4", "cortex-m7": "cortex-m7",
        "cortex-m52": "cortex-m55", "cortex-m55": "cortex-m55", "cortex-m85": "cortex-m85",
        "cortex-a57": "cortex-a57", "cortex-a72": "cortex-a57", "cortex-r52": "cortex-r52",
        "cortex-r52plus": "cortex-r52"}


def _numbers(model: CpuModel, inst: McInst) -> tuple[int, int, str]:
    cls = model.resolve_class(inst)
    assert cls is not None and not cls.unsupported, inst
    return cls.uops, instr_latency(cls), f"{reciprocal_throughput(cls, model):.2f}"


R = [Reg(f"R{i}") for i in range(13)]
AL = (Imm(14), Reg(None))  # the condition operands of an unconditional instruction


def test_a57_load_multiple_depends_on_the_register_list() -> None:
    # llvm-mca-19 -mtriple=armv8 -mcpu=cortex-a57 -instruction-tables (#uOps, Latency, RThroughput);
    # the MCInsts are llvm-mc-19 -triple=armv8 -show-inst's
    model = _model(MODELS / "cortex-a57.yaml")
    assert _numbers(model, McInst("LDMIA", (R[0], *AL, R[1], R[2]))) == (2, 3, "2.00")  # ldm r0, {r1, r2}
    assert _numbers(model, McInst("LDMIA", (R[0], *AL, R[0], R[1]))) == (4, 4, "2.00")  # ldm r0, {r0, r1}
    assert _numbers(model, McInst("LDMIA", (R[0], *AL, *R[1:6]))) == (6, 5, "6.00")  # ldm r0, {r1-r5}
    assert _numbers(model, McInst("LDMIA_UPD", (R[0], R[0], *AL, R[1], R[2]))) == (4, 3, "2.00")  # ldm r0!, {r1, r2}
    assert _numbers(model, McInst("LDMIA_UPD", (R[0], R[0], *AL, *R[1:7]))) == (12, 5, "6.00")  # ldm r0!, {r1-r6}
    # llvm-mca-19 -mtriple=thumbv8 -mcpu=cortex-a57: pop {r4, r5} (tPOP, 4 operands) falls through
    # every list-length predicate of A57WriteLDM_Upd; pop {r4, r5, r6, pc} does not
    pc = Reg("PC")
    assert _numbers(model, McInst("tPOP", (*AL, R[4], R[5]))) == (32, 10, "16.00")
    assert _numbers(model, McInst("tPOP", (*AL, R[4], pc))) == (32, 10, "16.00")
    assert _numbers(model, McInst("tPOP", (*AL, R[4], R[5], R[6], pc))) == (4, 3, "2.00")


def test_a57_loads_depend_on_the_packed_addressing_mode() -> None:
    # Cortex-A57 prices a register offset by the packed addressing-mode immediate (ARM_AM's AM2:
    # offset | sub << 12 | shift << 13; AM3: offset | sub << 8) and by the offset register's
    # presence. llvm-mca-19 -mtriple=armv8 -mcpu=cortex-a57 -instruction-tables; the MCInsts are
    # llvm-mc-19 -triple=armv8 -show-inst's
    model = _model(MODELS / "cortex-a57.yaml")
    pc, none = Reg("PC"), Reg(None)
    assert _numbers(model, McInst("PLDWrs", (pc, R[0], Imm(16388)))) == (2, 5, "1.00")  # pldw [pc, r0, lsl #4]
    assert _numbers(model, McInst("PLDWrs", (pc, R[0], Imm(16386)))) == (1, 4, "1.00")  # pldw [pc, r0, lsl #2]
    assert _numbers(model, McInst("LDRrs", (R[0], R[1], R[2], Imm(16386), *AL))) == (1, 4, "1.00")  # ldr r0, [r1, r2, lsl #2]
    assert _numbers(model, McInst("LDRrs", (R[0], R[1], R[2], Imm(20482), *AL))) == (2, 5, "1.00")  # [r1, -r2, lsl #2]
    assert _numbers(model, McInst("LDRrs", (R[0], R[1], R[2], Imm(8194), *AL))) == (2, 5, "1.00")  # [r1, r2, asr #2]
    assert _numbers(model, McInst("LDRH", (R[0], R[1], R[2], Imm(256), *AL))) == (2, 5, "1.00")  # ldrh r0, [r1, -r2]
    assert _numbers(model, McInst("LDRH", (R[0], R[1], none, Imm(260), *AL))) == (1, 4, "1.00")  # ldrh r0, [r1, #-4]
    assert _numbers(model, McInst("LDRH", (R[0], R[1], R[2], Imm(0), *AL))) == (1, 4, "1.00")  # ldrh r0, [r1, r2]


def _probes() -> dict[str, Any]:
    return shipped_models.probes(MODELS)


def _probe(opcode: str, variant: str = "marker") -> list[Any]:
    return next(p for p in _probes()["probes"] if p[0] == opcode and p[1] == variant)


def _subtarget(row: list[Any]) -> str:
    return str(_probes()["subtargets"][row[6]][0])


def _ops(text: list[str]) -> tuple[McOperand, ...]:
    return tuple(Reg(t[2:] or None) if t.startswith("R:") else Imm(int(t[2:])) for t in text)


def test_probes_hold_llvm_mc_parses_and_encodings() -> None:
    # llvm-mc-19 -triple=armv8a -show-encoding: add r0, r1, #1 -> [0x01,0x00,0x81,0xe2]
    add = _probe("ADDri")
    assert _subtarget(add) == "arm" and add[3] == "add\tr0, r1, #1"
    assert add[5][0] is None and add[5][1][0][0] == "ADDri" and add[5][1][0][3] == ["010081e2", []]
    # llvm-mc-19 -triple=thumbv8a -show-encoding: adds r0, r1, #1 -> [0x48,0x1c] (tADDi3, 16-bit)
    tadd = _probe("tADDi3")
    assert _subtarget(tadd) == "thumb" and tadd[3] == "adds\tr0, r1, #1" and tadd[5][1][0][3] == ["481c", []]
    # llvm-mc-19 -triple=thumbv8.1m.main -mattr=+mve -show-encoding: vadd.i32 q0, q1, q2 -> [0x22,0xef,0x44,0x08]
    vadd = _probe("MVE_VADDi32")
    assert _subtarget(vadd) == "mve" and vadd[3] == "vadd.i32\tq0, q1, q2" and vadd[5][1][0][3] == ["22ef4408", []]


def test_release_22_stores_shared_data_once() -> None:
    import filecmp

    manifest = json.loads((MODELS / "llvm22" / "release.json").read_text(encoding="utf-8"))
    assert manifest["llvm"] == "22.1.8"
    for own in (MODELS / "llvm22").iterdir():
        twin = MODELS / own.name
        if own.name != "release.json" and twin.is_file():
            assert not filecmp.cmp(own, twin, shallow=False), own.name
    for name in manifest["shared"]:
        assert (MODELS / name).is_file() and not (MODELS / "llvm22" / name).exists()


def test_cpu_help_is_served_from_the_data() -> None:
    from mcalens.analysis.machine import llvm_names

    # `llvm-mca-19 -mtriple=thumbv7m-none-eabi -mcpu=help` (stderr; armv7a-none-eabi prints the same)
    text = llvm_names.cpu_help_text("arm")
    assert text.startswith("Available CPUs for this target:\n\n  arm1020e       - Select the arm1020e processor.\n")
    cpus = llvm_names.llvm_cpus("arm")
    assert {"cortex-m4", "cortex-m55", "cortex-a9"} <= set(cpus) and "star-mc1" not in cpus and len(cpus) == 93
    assert "mve.fp" in llvm_names.llvm_features("arm")
    assert {"star-mc1", "star-mc3"} <= set(llvm_names.llvm_cpus("arm/llvm22"))


def _llvm_mc_encodings(args: list[str], lines: list[str]) -> list[str]:
    import subprocess

    run = subprocess.run(["llvm-mc-19", "-show-encoding", *args], input="\n".join(lines) + "\n",
                         capture_output=True, text=True, check=False, timeout=300)
    assert run.returncode == 0, run.stderr[:2000]
    out = []
    for line in run.stdout.splitlines():
        match = re.search(r"encoding: \[([^\]]*)\]", line)
        if match:
            out.append("".join(b.strip()[2:] for b in match.group(1).split(",")))
    return out


@pytest.mark.llvm
def test_probe_encodings_are_llvm_mc_19s() -> None:
    """Every 7th marker that assembles back, through the llvm-mc-19 command line with the probe's
    subtarget: the exporter's subtargets are the ones llvm-mc users get with these options."""
    import shutil

    if shutil.which("llvm-mc-19") is None:
        pytest.skip("llvm-mc-19 not installed")
    subtargets = _probes()["subtargets"]
    by_label: dict[str, tuple[list[str], list[str]]] = {}
    for row in _probes()["probes"][::7]:
        parsed = row[5]
        if row[1] != "marker" or parsed[0] is not None or len(parsed[1]) != 1 or parsed[1][0][0] != row[0]:
            continue
        if row[0] == "t2IT" or row[0].startswith(("MVE_VPT", "MVE_VPST")):
            continue  # a block opener needs its block
        label, triple, cpu, features = subtargets[row[6]]
        lines, expected = by_label.setdefault(label, ([], []))
        lines.append(row[3].replace("\t", " "))
        expected.append(parsed[1][0][3][0])
    assert set(by_label) >= {"arm", "thumb", "mve"}
    for label, (lines, expected) in by_label.items():
        _, triple, cpu, features = next(s for s in subtargets if s[0] == label)
        args = [f"-triple={triple}", f"-mcpu={cpu}"] + ([f"-mattr={features}"] if features else [])
        assert _llvm_mc_encodings(args, lines) == expected, label


def test_isa_loads_with_predicate_operands() -> None:
    from mcalens.analysis.isa import load_isa

    isa = load_isa("arm", MODELS)
    add = isa.opcodes["ADDri"]
    # ADDri: Rd, Rn, imm, pred (condition, CPSR), cc_out
    assert [op.is_predicate for op in add.operands] == [False, False, False, True, True, False]
    assert add.operands[5].is_optional_def and add.operands[5].reg_class == "CCR"
