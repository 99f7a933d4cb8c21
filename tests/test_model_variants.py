"""Variant classes and predicates on concrete McInsts, checked against recorded llvm-mca-19 output."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from mcalens.analysis.machine import model_load
from mcalens.analysis.machine.model import CpuModel
from mcalens.analysis.machine.sched_math import forwarding_delay, instr_latency, reciprocal_throughput
from mcalens.analysis.mcinst import Expr, Imm, McInst, McOperand, Reg
from shipped_models import tsv_operands

DATA = Path(__file__).parent / "data" / "models" / "instruction_info.tsv"


@pytest.fixture(autouse=True, scope="module")
def private_cache(tmp_path_factory: pytest.TempPathFactory) -> None:
    mp = pytest.MonkeyPatch()
    mp.setenv("MCALENS_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "model-cache"))
    mp.delenv("MCALENS_MODEL_PATH", raising=False)
    yield
    mp.undo()


def model(cpu: str) -> CpuModel:
    loaded, diags = model_load.load_model(cpu)
    assert loaded is not None, [d.format() for d in diags]
    return loaded


def rows() -> list:
    out = []
    for line in DATA.read_text().splitlines():
        if line.startswith("#") or line.startswith("cpu\t"):
            continue
        cpu, asm, opcode, ops, uops, latency, rthroughput = line.split("\t")
        out.append(pytest.param(cpu, opcode, ops, int(uops), int(latency), rthroughput, id=f"{cpu}:{asm}"))
    return out


def info(m: CpuModel, inst: McInst) -> tuple[int, int, str]:
    """The Instruction Info columns (mca-semantics.md 6.2) from the model."""
    cls = m.resolve_class(inst)
    assert cls is not None and not cls.unsupported
    latency = instr_latency(cls) + forwarding_delay(cls)
    return cls.uops, latency, f"{reciprocal_throughput(cls, m):.2f}"


@pytest.mark.parametrize(("cpu", "opcode", "ops", "uops", "latency", "rthroughput"), rows())
def test_instruction_info_matches_llvm_mca(cpu: str, opcode: str, ops: str, uops: int, latency: int,
                                           rthroughput: str) -> None:
    assert info(model(cpu), McInst(opcode, tsv_operands(ops))) == (uops, latency, rthroughput)


def x(opcode: str, *ops: McOperand) -> McInst:
    return McInst(opcode, ops)


def test_zero_idioms_skylake() -> None:
    m = model("skylake")
    same = x("XOR32rr", Reg("EAX"), Reg("EAX"), Reg("EAX"))
    other = x("XOR32rr", Reg("EAX"), Reg("EAX"), Reg("ECX"))
    assert m.zero_idiom(same) is not None and m.dependency_breaking_rule(same) is not None
    assert m.zero_idiom(other) is None and m.dependency_breaking_rule(other) is None
    assert m.zero_idiom(x("VPXORrr", Reg("XMM1"), Reg("XMM1"), Reg("XMM1"))) is not None
    assert m.zero_idiom(x("VPXORrr", Reg("XMM1"), Reg("XMM2"), Reg("XMM1"))) is None
    # ADD is never a zero idiom.
    assert m.zero_idiom(x("ADD32rr", Reg("EAX"), Reg("EAX"), Reg("EAX"))) is None
    assert m.resolve_class(same).name != m.resolve_class(other).name


def test_cmov_condition_codes_pick_classes() -> None:
    m = model("skylake")
    # CMOVA / CMOVBE (X86 condition codes 7 and 6) read two flag groups: 2 uops on Skylake.
    by_cc = {cc: m.resolve_class(x("CMOV32rr", Reg("EAX"), Reg("EAX"), Reg("ECX"), Imm(cc))) for cc in range(16)}
    assert {cc for cc, cls in by_cc.items() if cls.uops == 2} == {6, 7}
    assert all(cls.uops == 1 for cc, cls in by_cc.items() if cc not in (6, 7))


def test_btver2_lea_variants() -> None:
    m = model("btver2")

    def lea(base: str | None, scale: int, index: str | None, disp: McOperand) -> int:
        cls = m.resolve_class(x("LEA64r", Reg("RAX"), Reg(base), Imm(scale), Reg(index), disp, Reg(None)))
        return instr_latency(cls)

    assert lea("RBX", 1, None, Imm(8)) == 1
    assert lea("RBX", 1, "RSI", Imm(0)) == 1
    assert lea("RBX", 1, "RSI", Imm(8)) == 2  # three-operand LEA
    assert lea("RBX", 1, "RSI", Imm(123456)) == 2  # any non-zero displacement
    assert lea("RBX", 2, "RSI", Imm(0)) == 2  # scaled index
    assert lea("RBX", 1, "RSI", Expr("foo")) == 1  # a symbol is not an immediate for LLVM's check


def test_optimizable_moves_and_masks() -> None:
    zen = model("znver3")
    assert zen.is_optimizable_move(x("MOV64rr", Reg("RAX"), Reg("RCX")))
    assert not model("skylake").is_optimizable_move(x("MOV64rr", Reg("RAX"), Reg("RCX")))
    for rules in (*zen.zero_idioms.values(), *zen.dependency_breaking.values()):
        for rule in rules:
            assert all(bit >= 0 for bit in rule.mask)


def test_unresolvable_variant_gives_none() -> None:
    m = model("skylake")
    assert m.resolve_class(x("NOT_AN_OPCODE")) is None


LIVE = [("skylake", "xorl %eax, %eax"), ("btver2", "leaq 8(%rbx,%rsi), %rax"), ("znver3", "cmoval %ecx, %eax")]


@pytest.mark.llvm
@pytest.mark.parametrize(("cpu", "asm"), LIVE)
def test_recorded_data_is_current(cpu: str, asm: str) -> None:
    """The recorded rows still match a live llvm-mca-19 (re-record with record_instruction_info.py)."""
    if shutil.which("llvm-mca-19") is None:
        pytest.skip("llvm-mca-19 not installed")
    out = subprocess.run(["llvm-mca-19", "-mtriple=x86_64", f"-mcpu={cpu}", "-instruction-info", "-iterations=1",
                          "-resource-pressure=0"], input=asm + "\n", capture_output=True, text=True, check=True).stdout
    live = out.split("Instructions:\n", 1)[1].splitlines()[0].split()[:3]
    recorded = next(line.split("\t")[4:7] for line in DATA.read_text().splitlines()
                    if line.startswith(f"{cpu}\t{asm}\t"))
    assert live == recorded
