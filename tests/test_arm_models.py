"""The shipped 32-bit Arm data (models/arm, models/arm/llvm22): scheduling models, CPU table and
ISA probes, checked without LLVM.

* every model YAML loads without diagnostics and reproduces LLVM 19's per-opcode numbers
  (tests/data/models/llvm_reference_arm.tsv.gz, `export_sched --triple arm-none-eabi --reference`);
* cpus.json, the YAML `cpus:` lists and llvm-mca's `-mcpu=help` agree (both releases);
* Cortex-A57's load/store-multiple classes depend on the register list (its length, and the base
  register in it), as llvm-mca-19 prices them;
* the ISA probes hold llvm-mc-19's parses and encodings for A32, T32 and MVE instructions.
"""

from __future__ import annotations

import gzip
import importlib.util
import json
import re
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from mcalens.analysis.machine import model_load
from mcalens.analysis.machine.model import CpuModel
from mcalens.analysis.machine.sched_math import instr_latency, reciprocal_throughput
from mcalens.analysis.mcinst import Imm, McInst, McOperand, Reg

ROOT = Path(__file__).resolve().parent.parent
MODELS = ROOT / "models" / "arm"
RELEASES = (MODELS, MODELS / "llvm22")
REFERENCE = ROOT / "tests" / "data" / "models" / "llvm_reference_arm.tsv.gz"
YAMLS = sorted(MODELS.glob("*.yaml")) + sorted((MODELS / "llvm22").glob("*.yaml"))


def _tool() -> Any:
    spec = importlib.util.spec_from_file_location("check_model_agreement", ROOT / "tools" / "check_model_agreement.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(autouse=True, scope="module")
def private_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    mp = pytest.MonkeyPatch()
    mp.setenv("MCALENS_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "model-cache-arm"))
    mp.delenv("MCALENS_MODEL_PATH", raising=False)
    yield
    mp.undo()


@cache
def _model(path: Path) -> CpuModel:
    model, diagnostics = model_load.load_model_file(path, target_dir="arm")
    assert model is not None and not diagnostics, [str(d) for d in diagnostics]
    return model


@pytest.mark.parametrize("path", YAMLS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_model_loads_without_diagnostics(path: Path) -> None:
    model = _model(path)
    assert model.name == path.stem and model.classes


def test_llvm19_models_agree_with_llvm() -> None:
    tool = _tool()
    rows = list(tool.read_reference(REFERENCE))
    names = {p.stem for p in MODELS.glob("*.yaml")}
    assert {r.model for r in rows} == names
    results = tool.agreement(rows, sorted(names), MODELS)
    for name, result in results.items():
        assert result.total > 3800 and not result.mismatches, (name, result.mismatches[:5])


def _help_cpus(directory: Path) -> set[str]:
    text = (directory / "llvm_cpu_help.txt").read_text(encoding="utf-8")
    block = text.split("Available CPUs for this target:", 1)[1].split("Available features", 1)[0]
    return {m.group(1) for m in re.finditer(r"^  (\S+)\s+- Select", block, re.M)}


@pytest.mark.parametrize("directory", RELEASES, ids=lambda p: p.name)
def test_cpu_table_matches_yaml_and_llvm_mca_help(directory: Path) -> None:
    table = json.loads((directory / "cpus.json").read_text(encoding="utf-8"))
    rows = {row["name"]: row["model"] for row in table["cpus"]}
    assert set(rows) == _help_cpus(directory)
    by_model: dict[str, set[str]] = {}
    for name, model in rows.items():
        if model is not None:
            by_model.setdefault(model, set()).add(name)
    yamls = {p.stem: set(_model(p).cpus) for p in directory.glob("*.yaml")}
    assert by_model == yamls


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


@cache
def _probes(directory: Path = MODELS) -> dict[str, Any]:
    with gzip.open(directory / "isa_probes.json.gz", "rt", encoding="utf-8") as handle:
        data: dict[str, Any] = json.load(handle)
    return data


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


def _built(tmp_path: Path, target: str) -> Path:
    import shutil
    import subprocess

    if shutil.which("llvm-config-19") is None or shutil.which("g++") is None:
        pytest.skip("llvm-19-dev / g++ not installed")
    build = tmp_path / "build"
    subprocess.run(["make", "-s", "-C", str(ROOT / "tools" / "llvm_export"), f"BUILD={build}", f"{build}/{target}"],
                   check=True, capture_output=True)
    return build


@pytest.mark.llvm
@pytest.mark.slow
def test_exporter_reproduces_committed_arm_models(tmp_path: Path) -> None:
    import subprocess

    build = _built(tmp_path, "export_sched")
    out = tmp_path / "models"
    out.mkdir()
    run = subprocess.run([str(build / "export_sched"), "--triple", "arm-none-eabi", "--out", str(out)],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr[-2000:]
    written = sorted(p.name for p in out.iterdir())
    assert written == sorted([*(p.name for p in MODELS.glob("*.yaml")), "cpus.json"])
    for name in written:
        assert (out / name).read_bytes() == (MODELS / name).read_bytes(), f"{name}: run make arm-sched-models"
