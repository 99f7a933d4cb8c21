"""RISC-V's instruments (analysis/targets/riscv/instruments.py) on the exported tables: the class
llvm-mca picks per (opcode, LMUL, SEW) in LLVM 19 and 22, the instruments `vsetvli`/`vsetivli` and
the comments create, and where llvm-mca reads them relative to the vsetvli (no LLVM needed: the
expected numbers were recorded with llvm-mca-19 and llvm-mca-22, commands beside them)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from mcalens.analysis.frontend.instruments import find_instruments
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.instruments import ClassRefusal, Instrument, InstrumentEffect, InstrumentManager
from mcalens.analysis.machine import model_load
from mcalens.analysis.machine.model import CpuModel
from mcalens.analysis.machine.sched_math import instr_latency, reciprocal_throughput
from mcalens.analysis.mcinst import Imm, McInst, McOperand, Reg
from mcalens.analysis.targets.riscv.instruments import (
    LMUL,
    SEW,
    RiscvInstruments,
    class_choice,
    load_table,
    table_from_json,
    vtype_instruments,
)
from mcalens.analysis.targets.target import get_target

ROOT = Path(__file__).resolve().parent.parent
MODELS = ROOT / "models" / "riscv"
INSTRUMENTS = ROOT / "tests" / "data" / "riscv" / "instruments.tsv"
MODEL_OF = {"sifive-x280": "sifive-7", "sifive-p670": "sifive-p600"}
_LMUL_CODE = {"m1": 0, "m2": 1, "m4": 2, "m8": 3, "mf8": 5, "mf4": 6, "mf2": 7}


@pytest.fixture(autouse=True, scope="module")
def private_cache(tmp_path_factory: pytest.TempPathFactory) -> object:
    mp = pytest.MonkeyPatch()
    mp.setenv("MCALENS_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "model-cache-riscv-instruments"))
    mp.delenv("MCALENS_MODEL_PATH", raising=False)
    yield
    mp.undo()


@cache
def _model(path: Path, target_dir: str) -> CpuModel:
    model, diagnostics = model_load.load_model_file(path, target_dir=target_dir)
    assert model is not None and not diagnostics
    return model


def _manager(release: str = "19") -> RiscvInstruments:
    return RiscvInstruments(load_table(str(MODELS if release == "19" else MODELS / "llvm22")))


def _vtype(text: str) -> int:
    """The vtype immediate llvm-mc makes of `e32, m2, ta, ma`."""
    words = [w.strip() for w in text.split(",")]
    sew = int(words[0][1:])
    vtype = ((sew // 8).bit_length() - 1) << 3 | _LMUL_CODE[words[1]]
    return vtype | (0x40 if "ta" in words[2:] else 0) | (0x80 if "ma" in words[2:] else 0)


def _instruments(setting: str, manager: RiscvInstruments) -> list[Instrument]:
    """What a setting column of instruments.tsv creates: a vsetvli/vsetivli, or comments `|`-joined."""
    if setting == "-":
        return []
    if setting.startswith(("vsetvli", "vsetivli")):
        mnemonic, _, rest = setting.partition(" ")
        vtype = _vtype(rest.split(",", 2)[2])
        opcode = "VSETVLI" if mnemonic == "vsetvli" else "VSETIVLI"
        return list(manager.from_instruction(McInst(opcode, (Reg("X0"), Reg("X10"), Imm(vtype)))))
    out = []
    for comment in setting.split("|"):
        kind, _, data = comment.strip().removeprefix("# LLVM-MCA-").partition(" ")
        made = manager.create(kind, data)
        assert made is not None, comment
        out.append(made)
    return out


def _operands(text: str) -> tuple[McOperand, ...]:
    return tuple(Reg(None if item == "R:-" else item[2:]) if item.startswith("R:") else Imm(int(item[2:]))
                 for item in text.split("|"))


def test_llvm19_class_choice_reproduces_llvm_mca() -> None:
    # tests/data/riscv/instruments.tsv: llvm-mca-19 -mtriple=riscv64 -mcpu=CPU -iterations=1 on the
    # setting's lines and the instruction (340 rows: 17 vector instructions, 10 settings, 2 CPUs).
    manager = _manager()
    rows = [line.split("\t") for line in INSTRUMENTS.read_text(encoding="utf-8").splitlines()[2:] if line]
    assert len(rows) == 340
    for cpu, _lmul, _sew, setting, line, opcode, operands, uops, latency, rthroughput in rows:
        where = f"{cpu} {setting!r} {line!r}"
        inst = McInst(opcode, _operands(operands))
        chosen = manager.class_opcode(inst, _instruments(setting, manager))
        if uops.startswith("status"):  # llvm-mca-19 died (SIGFPE): mcalens refuses
            assert isinstance(chosen, ClassRefusal) and "SIGFPE" in chosen.message, where
            continue
        assert not isinstance(chosen, ClassRefusal), where
        model = _model(MODELS / f"{MODEL_OF[cpu]}.yaml", "riscv")
        cls = model.resolve_class(McInst(chosen or opcode, inst.operands))
        assert cls is not None, where
        assert (cls.uops, instr_latency(cls), f"{reciprocal_throughput(cls, model):.2f}") == (
            int(uops), int(latency), rthroughput), where


# llvm-mca-22 -mtriple=riscv64 -mcpu=sifive-p670 -iterations=1 -resource-pressure=0 on the setting's
# lines (`|` separates them) and the instruction: Instruction Info's uOps, Latency, RThroughput.
LLVM22_P670 = [
    ("vsetvli zero, a0, e32, m2, ta, ma", "VADD_VV", (1, 2, "1.00")),
    ("vsetvli zero, a0, e32, m2, ta, ma", "VDIV_VV", (1, 84, "84.00")),
    ("vsetvli zero, a0, e32, m2, ta, ma", "VLE16_V", (1, 8, "1.00")),
    ("vsetvli zero, a0, e32, m2, ta, ma", "VLUXEI8_V", (1, 30, "16.00")),
    ("vsetivli zero, 4, e64, m8, ta, ma", "VADD_VV", (1, 4, "4.00")),
    ("vsetivli zero, 4, e64, m8, ta, ma", "VDIV_VV", (1, 576, "576.00")),
    ("vsetivli zero, 4, e64, m8, ta, ma", "VLE16_V", (1, 8, "2.00")),
    ("# LLVM-MCA-RISCV-LMUL MF2|# LLVM-MCA-RISCV-SEW E16", "VADD_VV", (1, 2, "0.50")),
    ("# LLVM-MCA-RISCV-LMUL MF2|# LLVM-MCA-RISCV-SEW E16", "VDIV_VV", (1, 45, "45.00")),
    ("# LLVM-MCA-RISCV-LMUL MF2|# LLVM-MCA-RISCV-SEW E16", "VLE16_V", (1, 8, "1.00")),
    # no pseudo for this EMUL: the opcode's own class
    ("# LLVM-MCA-RISCV-LMUL MF2|# LLVM-MCA-RISCV-SEW E16", "VLUXEI8_V", (1, 126, "128.00")),
]
OPERANDS = {"VADD_VV": "R:V8|R:V8|R:V12|R:-", "VDIV_VV": "R:V8|R:V8|R:V12|R:-", "VLE16_V": "R:V8|R:X10|R:-",
            "VLUXEI8_V": "R:V8|R:X10|R:V4|R:-"}


@pytest.mark.parametrize(("setting", "opcode", "expected"), LLVM22_P670)
def test_llvm22_class_choice_reproduces_llvm_mca(setting: str, opcode: str, expected: tuple[int, int, str]) -> None:
    manager = _manager("22")
    inst = McInst(opcode, _operands(OPERANDS[opcode]))
    chosen = manager.class_opcode(inst, _instruments(setting, manager))
    assert not isinstance(chosen, ClassRefusal)
    model = _model(MODELS / "llvm22" / "sifive-p600.yaml", "riscv/llvm22")
    cls = model.resolve_class(McInst(chosen or opcode, inst.operands))
    assert cls is not None
    assert (cls.uops, instr_latency(cls), f"{reciprocal_throughput(cls, model):.2f}") == expected


def test_class_choice_is_a_function_of_the_release_data() -> None:
    table = table_from_json({"lmul": ["M1"], "sew": ["E8"], "source": {"llvm": "19.1.7"},
                             "classes": {"VX": {"M1": ["PseudoVX_M1", "C1"], "M1/E8": None}}})
    assert class_choice(table, "VX", None, "E8") is None  # no LMUL: the own class
    assert class_choice(table, "VX", "M1", None) == "PseudoVX_M1"
    assert class_choice(table, "VX", "M2", None) is None  # nothing recorded: the own class
    assert class_choice(table, "ADD", "M1", None) is None
    refusal = class_choice(table, "VX", "M1", "E8")
    assert isinstance(refusal, ClassRefusal) and refusal.message.startswith("llvm-mca 19.1.7 crashes (SIGFPE)")
    # LLVM 19 dies on a unit-stride load without a SEW; LLVM 22 on an indexed one too (its table).
    assert isinstance(class_choice(load_table(str(MODELS)), "VLE8_V", "M1", None), ClassRefusal)
    assert class_choice(load_table(str(MODELS)), "VLUXEI8_V", "M1", None) == "PseudoVLUXEI8_V_M1_M1"
    assert isinstance(class_choice(load_table(str(MODELS / "llvm22")), "VLUXEI8_V", "M1", None), ClassRefusal)
    # A table that cannot be read chooses nothing (hostile or missing data never raises).
    for bad in (None, [], {"classes": {"VX": {"M1": ["only one"]}}}, {"lmul": "M1"}):
        assert class_choice(table_from_json(bad), "VX", "M1", None) is None
    assert load_table("/nonexistent").classes == {}


def test_instruments_from_comments_and_vtype() -> None:
    manager = _manager()
    assert manager.kinds == (LMUL, SEW)
    # llvm-mca-19: `# LLVM-MCA-RISCV-LMUL M8 ` -> "Failed to create RISCV-LMUL instrument with data: M8 "
    assert [manager.create(LMUL, d) for d in ("M8 ", " M8", "m8", "M3", "")] == [None] * 5
    assert manager.create(SEW, "E16") == Instrument(SEW, "E16", "E16")
    assert manager.create(SEW, "E128") is None
    assert vtype_instruments(_vtype("e32, m2, ta, ma")) == (Instrument(LMUL, "M2", "M2"), Instrument(SEW, "E32", "E32"))
    assert vtype_instruments(_vtype("e8, mf8, tu, mu")) == (Instrument(LMUL, "MF8", "MF8"), Instrument(SEW, "E8", "E8"))
    assert vtype_instruments(4) == ()  # reserved LMUL: LLVM cannot name it
    assert vtype_instruments(4 << 3) == ()  # SEW 128
    # vsetvl's vtype is in a register: no instruments; nor from a vsetvli without its immediate.
    assert manager.from_instruction(McInst("VSETVL", (Reg("X0"), Reg("X10"), Reg("X11")))) == ()
    assert manager.from_instruction(McInst("VSETVLI", (Reg("X0"), Reg("X10")))) == ()


# llvm-mca-19 and llvm-mca-22 -mtriple=riscv64 -mcpu=sifive-p670 -iterations=1: vadd.vv's
# RThroughput after `vsetvli zero, a0, e8, m1, tu, mu` and `# LLVM-MCA-RISCV-LMUL M4`, placed as
# below: 0.50 (M1/E8 in effect) or 2.00 (M4/E8), the same in both releases.
ORDER_CASES = [
    ("V\n# LLVM-MCA-RISCV-LMUL M4\nA\n", "PseudoVADD_VV_M1"),  # the next line's comment is read first
    ("V # LLVM-MCA-RISCV-LMUL M4\nA\n", "PseudoVADD_VV_M1"),  # so is one on the same line
    ("V\n\n# LLVM-MCA-RISCV-LMUL M4\nA\n", "PseudoVADD_VV_M4"),  # a blank line between: after it
    ("V\nN\n# LLVM-MCA-RISCV-LMUL M4\nA\n", "PseudoVADD_VV_M4"),
]


@pytest.mark.parametrize(("text", "expected"), ORDER_CASES)
def test_where_llvm_mca_reads_a_comment_beside_a_vsetvli(text: str, expected: str) -> None:
    """The frontend's regions with RISC-V's kinds, on text parsed as x86 (the shared statement
    splitter; the instructions stand for the RISC-V ones)."""
    mcinsts = {"V": McInst("VSETVLI", (Reg("X0"), Reg("X10"), Imm(_vtype("e8, m1, tu, mu")))),
               "N": McInst("ADDI", (Reg("X0"), Reg("X0"), Imm(0))),
               "A": McInst("VADD_VV", _operands(OPERANDS["VADD_VV"]))}
    letters = [line.split()[0] for line in text.splitlines() if line and line[0] in "VNA"]
    source = "".join(f"nop{line[1:]}\n" if line and line[0] in "VNA" else f"{line}\n" for line in text.splitlines())
    parsed = parse_text(source, get_target("x86"))
    resolved = {id(instr): mcinsts[letter] for instr, letter in zip(parsed.instructions, letters, strict=True)}
    riscv = _manager()
    manager = InstrumentManager(riscv, generic=False)
    found = find_instruments(parsed, manager, resolved)
    assert found.diagnostics == []
    last = parsed.instructions[-1]
    assert manager.effect(resolved[id(last)], found.active.get(id(last), ())) == InstrumentEffect(expected, None)
