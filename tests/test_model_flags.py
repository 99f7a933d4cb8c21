"""MCInst flags in variant rules: the lock prefix, checked against recorded llvm-mca-19 output.

LLVM's variant scheduling classes can test the MCInst's flags (x86 IP_HAS_LOCK = 16 and friends), not
only its operands; btver2 prices `lock` read-modify-write instructions with their own JWriteLOCK_*
classes. tests/data/models/lock_prefix_info.tsv holds llvm-mca-19's Instruction Info numbers for
25 memory read-modify-write instructions with and without `lock` on every model (only btver2's
numbers differ); the .out files are whole llvm-mca-19 reports on btver2.
"""

from __future__ import annotations

import dataclasses
import shutil
import subprocess
from pathlib import Path

import pytest
from mcalens.analysis.cli import run
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.isa import load_isa
from mcalens.analysis.machine import model_load
from mcalens.analysis.machine.model import Condition, CpuModel
from mcalens.analysis.machine.sched_math import forwarding_delay, instr_latency, reciprocal_throughput
from mcalens.analysis.mcinst import Imm, McInst, Reg
from mcalens.analysis.targets.x86.resolve import resolve
from shipped_models import tsv_operands

DATA = Path(__file__).parent / "data" / "models"
LOCK = 16


@pytest.fixture(autouse=True, scope="module")
def private_cache(tmp_path_factory: pytest.TempPathFactory) -> None:
    mp = pytest.MonkeyPatch()
    mp.setenv("MCALENS_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "model-cache"))
    mp.delenv("MCALENS_MODEL_PATH", raising=False)
    yield
    mp.undo()


_MODELS: dict[str, CpuModel] = {}


def model(cpu: str) -> CpuModel:
    if cpu not in _MODELS:
        loaded, diags = model_load.load_model(cpu)
        assert loaded is not None, [d.format() for d in diags]
        _MODELS[cpu] = loaded
    return _MODELS[cpu]


def rows() -> list:
    out = []
    for line in (DATA / "lock_prefix_info.tsv").read_text().splitlines():
        if line.startswith("#") or line.startswith("cpu\t"):
            continue
        cpu, asm, opcode, ops, *numbers = line.split("\t")
        lock = (int(numbers[0]), int(numbers[1]), numbers[2])
        plain = (int(numbers[3]), int(numbers[4]), numbers[5])
        out.append(pytest.param(cpu, opcode, ops, lock, plain, id=f"{cpu}:{asm}"))
    return out


def info(m: CpuModel, inst: McInst) -> tuple[int, int, str]:
    """The Instruction Info columns from the model (as in test_model_variants)."""
    cls = m.resolve_class(inst)
    assert cls is not None and not cls.unsupported
    return cls.uops, instr_latency(cls) + forwarding_delay(cls), f"{reciprocal_throughput(cls, m):.2f}"


@pytest.mark.parametrize(("cpu", "opcode", "ops", "lock", "plain"), rows())
def test_lock_prefix_instruction_info(cpu: str, opcode: str, ops: str, lock: tuple, plain: tuple) -> None:
    m = model(cpu)
    inst = McInst(opcode, tsv_operands(ops))
    assert info(m, inst) == plain
    assert info(m, dataclasses.replace(inst, flags=LOCK)) == lock
    # rep / repne / notrack change nothing for these opcodes in LLVM 19.
    for other in (4, 8, 32):
        assert info(m, dataclasses.replace(inst, flags=other)) == plain


def test_only_btver2_prices_the_lock_prefix() -> None:
    differ = {r.values[0] for r in rows() if r.values[3] != r.values[4]}
    assert differ == {"btver2"}


def test_btver2_lock_classes() -> None:
    m = model("btver2")
    mem = (Reg("RDI"), Imm(1), Reg(None), Imm(0), Reg(None))
    inc = McInst("INC64m", mem)
    assert m.resolve_class(dataclasses.replace(inc, flags=LOCK)).name == "JWriteLOCK_ALURMW"
    assert m.resolve_class(dataclasses.replace(inc, flags=LOCK | 8)).name == "JWriteLOCK_ALURMW"
    assert m.resolve_class(inc).name != "JWriteLOCK_ALURMW"
    # LLVM 19's btver2 has no lock variant for ADD/OR/...: `lock add` costs what `add` costs.
    add = McInst("ADD64mr", (*mem, Reg("RAX")))
    assert m.resolve_class(dataclasses.replace(add, flags=LOCK)) == m.resolve_class(add)


def test_condition_flags() -> None:
    inst = McInst("INC64m", (Reg("RDI"), Imm(1), Reg(None), Imm(0), Reg(None)))
    locked = dataclasses.replace(inst, flags=LOCK | 8)
    assert Condition(flags_all=LOCK).holds(locked) and not Condition(flags_all=LOCK).holds(inst)
    assert Condition(flags_all=LOCK | 8).holds(locked)
    assert not Condition(flags_all=LOCK | 4).holds(locked)
    assert Condition(flags_none=LOCK).holds(inst) and not Condition(flags_none=LOCK).holds(locked)
    assert Condition(flags_none=4 | 32).holds(locked)
    assert Condition().holds(locked)


def test_yaml_flags_set_and_clear(tmp_path: Path) -> None:
    (tmp_path / "mine.yaml").write_text(
        "schema: 1\nname: mine\ninherit: btver2\ncpus: [mine]\n"
        "variants:\n"
        "  MyInc:\n"
        "    rules:\n"
        "      - {when: {flags_set: [lock, rep]}, class: JWriteLOCK_ALURMW}\n"
        "      - {when: {flags_clear: [lock]}, class: WriteALURMW~1}\n"
        "    opcodes: [INC32m]\n"
    )
    m, diags = model_load.load_model("mine", search_path=[tmp_path])
    assert m is not None, [d.format() for d in diags]
    rule = m.variants["MyInc"].rules[0]
    assert (rule.condition.flags_all, rule.condition.flags_none) == (LOCK | 8, 0)
    assert m.variants["MyInc"].rules[1].condition.flags_none == LOCK
    inst = McInst("INC32m", (Reg("RDI"), Imm(1), Reg(None), Imm(0), Reg(None)))
    assert m.resolve_class(dataclasses.replace(inst, flags=LOCK | 8)).name == "JWriteLOCK_ALURMW"
    assert m.resolve_class(inst).name == "WriteALURMW~1"
    assert m.resolve_class(dataclasses.replace(inst, flags=LOCK)) is None  # no rule matches

    (tmp_path / "bad.yaml").write_text(
        "schema: 1\nname: bad\ninherit: btver2\ncpus: [bad]\n"
        "variants:\n  MyInc:\n    rules:\n      - {when: {flags_set: [locked]}, class: JWriteLOCK_ALURMW}\n"
        "    opcodes: [INC32m]\n"
    )
    _bad, diags = model_load.load_model("bad", search_path=[tmp_path])
    assert any(d.code == "MCL405" and "locked" in d.message for d in diags)


@pytest.mark.parametrize(
    "text",
    [
        "lock incq (%rdi)\nlock cmpxchgq %rcx, (%rdi)\nlock xaddl %eax, (%rsi)\n",
        ".intel_syntax noprefix\nlock inc qword ptr [rdi]\nlock cmpxchg qword ptr [rdi], rcx\n"
        "lock xadd dword ptr [rsi], eax\n",
    ],
    ids=["att", "intel"],
)
def test_resolver_sets_the_lock_flag(text: str) -> None:
    isa = load_isa()
    parsed = parse_text(text)
    insts = [resolve(instr, isa)[0] for instr in parsed.instructions]
    assert [i.opcode for i in insts] == ["INC64m", "CMPXCHG64rm", "XADD32rm"]
    assert [i.flags for i in insts] == [LOCK, LOCK, LOCK]
    plain = resolve(parse_text(text.replace("lock ", "")).instructions[-1], isa)[0]
    assert plain.flags == 0


E2E = {
    "att": "lock incq (%rdi)\nlock cmpxchgq %rcx, (%rdi)\nlock xaddl %eax, (%rsi)\nlock cmpxchg16b (%rdx)\n"
    "incq (%rdi)\ncmpxchgq %rcx, (%rdi)\n",
    "intel": ".intel_syntax noprefix\nlock inc qword ptr [rdi]\nlock cmpxchg qword ptr [rdi], rcx\n"
    "lock xadd dword ptr [rsi], eax\ninc qword ptr [rdi]\n",
}


@pytest.mark.parametrize("syntax", sorted(E2E))
def test_end_to_end_matches_recorded_llvm_mca(syntax: str, tmp_path: Path) -> None:
    source = tmp_path / "lock.s"
    source.write_text(E2E[syntax])
    code, out, err = run(["--no-banner", "-mcpu=btver2", "-instruction-info", str(source)])
    assert code == 0, err
    assert out == (DATA / f"lock_prefix_btver2_{syntax}.out").read_text()


@pytest.mark.llvm
@pytest.mark.skipif(shutil.which("llvm-mca-19") is None, reason="llvm-mca-19 not installed")
@pytest.mark.parametrize("syntax", sorted(E2E))
def test_end_to_end_matches_live_llvm_mca(syntax: str, tmp_path: Path) -> None:
    source = tmp_path / "lock.s"
    source.write_text(E2E[syntax])
    expected = subprocess.run(
        ["llvm-mca-19", "-mtriple=x86_64", "-mcpu=btver2", "-instruction-info", str(source)],
        capture_output=True, text=True, check=True,
    ).stdout
    code, out, err = run(["--no-banner", "-mcpu=btver2", "-instruction-info", str(source)])
    assert code == 0, err
    assert out == expected
