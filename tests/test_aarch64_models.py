"""The shipped AArch64 data (models/aarch64): scheduling models, CPU table and ISA tables.

Every model YAML loads without diagnostics (and reproduces LLVM 19's own per-opcode numbers,
tests/data/models/llvm_reference_aarch64.tsv.gz, written by `export_sched --triple aarch64-...
--reference`: test_shipped_models.py); cpus.json and the YAML `cpus:` lists agree; the ISA files
are consistent with the models. The `llvm` tests rebuild the ISA, walk and movprfx files with
tools/llvm_export and compare bytes (the models: test_shipped_models.py).
"""

from __future__ import annotations

import gzip
import json
import re
import subprocess
from functools import cache
from pathlib import Path

import pytest
import shipped_models
from mcalens.analysis.machine import model_load
from mcalens.analysis.machine.model import CpuModel

ROOT = shipped_models.ROOT
MODELS = shipped_models.AARCH64.models
REFERENCE = shipped_models.AARCH64.reference
YAMLS = sorted(MODELS.glob("*.yaml"))
# The CPUs the AArch64 acceptance goldens use (tests/golden_aarch64).
GOLDEN_CPUS = ("neoverse-n1", "neoverse-n2", "neoverse-v1", "neoverse-v2", "cortex-a55", "cortex-a57",
               "cortex-a510", "a64fx", "apple-m1", "ampere1", "ampere1b", "thunderx2t99")

TOOL = shipped_models.agreement_tool()

private_cache = shipped_models.private_cache("model-cache-aarch64")


@cache
def _rows() -> list:
    return list(TOOL.read_reference(REFERENCE))


@cache
def _cpus_table() -> dict:
    return json.loads((MODELS / "cpus.json").read_text(encoding="utf-8"))


@cache
def _isa() -> dict:
    with gzip.open(MODELS / "isa.json.gz", "rt", encoding="utf-8") as handle:
        return json.load(handle)


def _load(path: Path) -> CpuModel:
    model, diags = model_load.load_model_file(path)
    assert diags == [], f"{path.name}: {diags[:3]}"
    assert model is not None
    return model


def test_one_file_per_distinct_model() -> None:
    assert len(YAMLS) == 22
    names = {p.stem for p in YAMLS}
    assert {"neoverse-n1", "neoverse-v2", "cortex-a55", "cyclone", "a64fx", "ampere1"} <= names


@pytest.mark.parametrize("path", YAMLS, ids=lambda p: p.stem)
def test_model_loads_without_diagnostics(path: Path) -> None:
    model = _load(path)
    assert model.target == "aarch64"
    assert model.name == path.stem
    assert model.name in model.cpus or path.stem == "cyclone"
    assert len(model.opcode_class) > 6500


def test_cpu_table_matches_the_yaml_cpu_lists() -> None:
    table = _cpus_table()
    assert table["target"] == "aarch64"
    by_model: dict[str, set[str]] = {}
    for row in table["cpus"]:
        if row["model"] is not None:
            by_model.setdefault(row["model"], set()).add(row["name"])
    for path in YAMLS:
        header = model_load._read_header(path)
        assert header is not None
        assert set(header.cpus) == by_model.pop(path.stem), path.stem
    assert by_model == {}
    names = [row["name"] for row in table["cpus"]]
    assert len(names) == len(set(names)) == 82
    # carmel has no per-instruction data: llvm-mca-19 fails for it with this message.
    assert [row["name"] for row in table["cpus"] if row["model"] is None] == ["carmel"]
    assert "unable to find instruction-level scheduling information" in table["errors"]["no_sched_model"]
    aliases = {row["name"]: row.get("alias_of") for row in table["cpus"] if row.get("alias_of")}
    assert aliases["apple-m1"] == "apple-a14" and aliases["grace"] == "neoverse-v2"


def test_every_cpu_llvm_mca_lists_is_in_the_table() -> None:
    # `llvm-mca-19 -mtriple=aarch64 -mcpu=help` lists these (LLVM 19.1.7); spot-check both ends.
    names = {row["name"] for row in _cpus_table()["cpus"]}
    assert {"a64fx", "ampere1", "ampere1a", "ampere1b", "apple-a7", "apple-m4", "carmel", "cortex-a34",
            "cortex-x925", "generic", "neoverse-512tvb", "oryon-1", "thunderxt88", "tsv110"} <= names
    assert set(GOLDEN_CPUS) <= names


@pytest.mark.parametrize("cpu", GOLDEN_CPUS)
def test_golden_cpus_resolve_through_the_search_path(cpu: str) -> None:
    model, diags = model_load.load_model(cpu, search_path=[MODELS])
    assert diags == [] and model is not None and model.target == "aarch64"
    assert cpu in model.cpus


def test_reference_covers_every_model() -> None:
    models = {row.model for row in _rows()}
    assert models == {p.stem for p in YAMLS}
    assert any(row.operands != "-" for row in _rows())  # variant opcodes are in it


def test_agreement_detects_a_changed_latency(tmp_path: Path) -> None:
    text = (MODELS / "neoverse-n1.yaml").read_text(encoding="utf-8")
    line = "\n    writes: [1]\n"
    assert line in text
    (tmp_path / "neoverse-n1.yaml").write_text(text.replace(line, "\n    writes: [7]\n", 1), encoding="utf-8")
    result = TOOL.agreement(_rows(), ["neoverse-n1"], tmp_path)["neoverse-n1"]
    assert result.mismatches and all("ours" in m for m in result.mismatches)


def test_variant_rules_use_aarch64_operand_predicates() -> None:
    n1 = _load(MODELS / "neoverse-n1.yaml")
    from mcalens.analysis.mcinst import Imm, McInst, Reg

    # add x0, x1, x2, lsl #2 is cheap on N1 (1 cycle); lsl #5 and lsr #2 (shifter 0x42) are not.
    def latency(shift: int) -> int:
        cls = n1.resolve_class(McInst("ADDXrs", (Reg("X0"), Reg("X1"), Reg("X2"), Imm(shift))))
        assert cls is not None
        return max(w.cycles for w in cls.writes)

    assert latency(2) == 1
    assert latency(5) == 2
    assert latency(0x42) == 2


def test_register_identity_rules_generalise() -> None:
    # Exynos prices `mov sp, xN` / `mov xN, sp` (ADDXri #0 with SP) as a zero-cycle copy whatever
    # the other register is; ORR with XZR and a zero shift (LSL/LSR/ASR/ROR #0) is one too.
    from mcalens.analysis.mcinst import Imm, McInst, Reg

    m5 = _load(MODELS / "exynos-m5.yaml")

    def cls(opcode: str, *ops: str | int) -> str:
        operands = tuple(Imm(op) if isinstance(op, int) else Reg(op) for op in ops)
        found = m5.resolve_class(McInst(opcode, operands))
        assert found is not None
        return found.name

    assert cls("ADDXri", "SP", "X7", 0, 0) == cls("ADDXri", "X19", "SP", 0, 0) == "M5WriteZ0"
    assert cls("ADDXri", "X3", "X7", 0, 0) != "M5WriteZ0"
    assert cls("ADDXri", "SP", "X7", 8, 0) != "M5WriteZ0"
    assert cls("ORRXrs", "X5", "XZR", "X9", 0x40) == "M5WriteZ0"
    assert cls("ORRXrs", "X5", "XZR", "X9", 0x41) != "M5WriteZ0"


def test_isa_tables_are_consistent_with_the_models() -> None:
    isa = _isa()
    assert isa["target"] == "aarch64" and isa["format"] == 1
    opcodes = {op["name"] for op in isa["opcodes"]}
    registers = {reg["name"] for reg in isa["registers"]}
    assert len(opcodes) > 8000 and "ADDXrs" in opcodes and "LD1D_IMM" in opcodes
    for members in isa["register_classes"].values():
        assert set(members) <= registers
    for op in isa["opcodes"]:
        for kind, reg_class, tied, _optional, _type in op["ops"]:
            assert kind in {"reg", "imm", "mem", "pcrel"}
            assert reg_class is None or reg_class in isa["register_classes"]
            assert tied < len(op["ops"])
    model = _load(MODELS / "neoverse-v2.yaml")
    assert set(model.opcode_class) <= opcodes  # variant opcodes included
    # Every -mcpu name (aliases included) has its feature list; SVE is where it should be.
    features = isa["cpu_features"]
    assert {row["name"] for row in _cpus_table()["cpus"]} == set(features)
    assert "sve" in features["neoverse-v1"] and "sve" in features["a64fx"]
    assert "sve" not in features["neoverse-n1"] and "sve" not in features["cortex-a57"]
    assert "sve" in isa["feature_implies"]["sve2"]  # -mattr=+sve2 enables sve too
    # apple-m4 shares cyclone's model but has SME, so llvm-mca-19 accepts "sve or sme" code on it.
    assert "sme" in features["apple-m4"] and "sme" not in features["apple-m1"]


def test_print_rows_and_probes() -> None:
    isa = _isa()
    opcodes = {op["name"] for op in isa["opcodes"]}
    rows = {row[0]: row for row in isa["print"]}
    assert set(rows) <= opcodes and len(rows) > 6700
    assert rows["ADDXrs"][2].startswith("add\tx0, x1, x2")
    assert all(row[2] and row[3] and row[4] for row in rows.values())  # every opcode prints
    assert rows["ADDv4i32"][4] == "add.4s\tv0, v1, v2"  # Apple syntax column
    bcc = rows["Bcc"]
    assert bcc[5] == 0 and [v for v, _ in bcc[6]][:2] == [0, 1] and bcc[6][0][1] == "b.eq\ttgt"
    probes = shipped_models.probes(MODELS)["probes"]
    assert len(probes) > 11000
    for _syntax, text, insts, _requires in probes:
        assert text and insts
        for name, _flags, _ops in insts:
            assert name in opcodes
    requires = {text: req for _s, text, _i, req in probes}
    sve = [req for text, req in requires.items() if text.startswith("ld1d\t") or text.startswith("ld1d ")]
    # Every SVE/SME ld1d needs an extension the generic CPU lacks.
    assert sve and all(r is not None and r.startswith("instruction requires: ") for r in sve)
    assert any(r == "instruction requires: sve or sme" for r in sve)
    assert requires.get("add x0, x1, x2") is None


def test_probes_cover_every_opcode_compilers_emit() -> None:
    # tests/golden_aarch64/mc_show_inst.tsv.gz: llvm-mc-19 -show-inst on the 196 corpus loops.
    with gzip.open(ROOT / "tests" / "golden_aarch64" / "mc_show_inst.tsv.gz", "rt", encoding="utf-8") as handle:
        rows = [line.split("\t") for line in handle.read().splitlines()[1:]]
    assert len(rows) > 2800
    opcodes = {op["name"] for op in _isa()["opcodes"]}
    probed = {name for _s, _t, insts, _r in shipped_models.probes(MODELS)["probes"] for name, _f, _o in insts}
    missing = sorted({opcode for _file, _src, opcode, _ops in rows if opcode not in probed})
    assert {opcode for _file, _src, opcode, _ops in rows} <= opcodes
    assert missing == []
    # gcc's spellings are probed as gcc writes them: `bne`, immediates without '#'.
    texts = {text for _s, text, _i, _r in shipped_models.probes(MODELS)["probes"]}
    assert "bne tgt" in texts and "b.any tgt" in texts and "add x0, x1, 1" in texts


@pytest.mark.llvm
@pytest.mark.slow
def test_exporter_reproduces_committed_aarch64_isa(tmp_path: Path) -> None:
    build = shipped_models.built(tmp_path, "export_isa_aarch64")
    run = subprocess.run([str(build / "export_isa_aarch64"), "--out", str(tmp_path)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    for name in ("isa.json", "isa_probes.json", "isa_variants.json", "isa_sysops.json", "isa_diagnostics.json"):
        committed = gzip.decompress((MODELS / f"{name}.gz").read_bytes())
        assert (tmp_path / name).read_bytes() == committed, f"{name}: run make aarch64-isa-models"


@pytest.mark.llvm
@pytest.mark.slow
def test_exporter_reproduces_committed_aarch64_walks_and_movprfx_facts(tmp_path: Path) -> None:
    walks = shipped_models.built(tmp_path, "export_walks")
    # one CPU of each model, as the Makefile's aarch64-walks passes them
    first_cpu = re.compile(r"^cpus: \[([^],]*)", re.M)
    cpus = [f"{p.stem}={first_cpu.search(p.read_text()).group(1)}" for p in YAMLS]  # type: ignore[union-attr]
    run = subprocess.run([str(walks / "export_walks"), "--triple", "aarch64-unknown-linux-gnu", "--out", str(tmp_path),
                          *cpus], capture_output=True, text=True)  # fmt: skip
    assert run.returncode == 0, run.stderr
    committed = (MODELS / "instruction_table_walks.json").read_bytes()
    assert (tmp_path / "instruction_table_walks.json").read_bytes() == committed, "run make aarch64-walks"
    movprfx = shipped_models.built(tmp_path, "export_movprfx_aarch64")
    run = subprocess.run([str(movprfx / "export_movprfx_aarch64"), "--out", str(tmp_path)], capture_output=True,
                         text=True)  # fmt: skip
    assert run.returncode == 0, run.stderr
    committed = gzip.decompress((MODELS / "isa_movprfx.json.gz").read_bytes())
    assert (tmp_path / "isa_movprfx.json").read_bytes() == committed, "run make aarch64-movprfx"
