"""RISC-V calls and returns against recorded llvm-mca output (tests/golden_riscv/calls-*.s).

LLVM 22's llvm-mca asks RISC-V's MCInstrAnalysis, instance by instance, what is a call (JAL/JALR
with a link register other than zero) and what is a return (JALR to zero from ra or t0, C_JR of
ra or t0); LLVM 19 reads the opcode's flags (PseudoCALL, C_JAL, C_JALR ...). It asks only when it
builds a descriptor, and reuses one descriptor per opcode, so the first instance of an opcode in a
region decides for the later ones: the warnings and the call latency (100 cycles) follow it."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcalens.analysis.cli import run
from mcalens.analysis.isa import load_isa
from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg
from mcalens.analysis.sim.instr_desc import control_flow

GOLDEN = Path(__file__).resolve().parent / "golden_riscv"

U74 = "-mtriple=riscv64 -mcpu=sifive-u74"
E76 = "-mtriple=riscv32 -mcpu=sifive-e76"

# (release, arguments, input, recorded output, exit status). Each output was recorded with
#   cd tests/golden_riscv && llvm-mca-<release> <arguments> <input> > <output> 2>&1
CASES = [
    # `jal t0, 8` then `addi a0, t0, 1`: 22 9704 cycles (a call, 100-cycle latency), 19 304
    *((release, f"{args} -iterations=100", "calls-jal-t0.s", f"calls-jal-t0.{cpu}.llvm{release}.txt", 0)
      for release in ("19", "22") for args, cpu in ((U74, "sifive-u74"), (E76, "sifive-e76"))),
    *((release, f"{U74} -iterations=100", source, f"{source[:-2]}.sifive-u74.llvm{release}.txt", status)
      for release in ("19", "22")
      for source, status in (("calls-jal-ra.s", 0), ("calls-jal-a1-t0.s", 0), ("calls-first-instance.s", 0),
                             ("calls-first-instance-call.s", 0), ("calls-ret.s", 0), ("calls-jr-a1-ret.s", 0),
                             ("calls-ret-jr-a1.s", 0), ("calls-c-jr.s", 0), ("calls-c-jr-ra.s", 0),
                             ("calls-operands.s", 1))),
    # one region after another: each has its own descriptors and warnings (22: a return, then a
    # call, then a call and a return)
    *((release, f"{U74} -iterations=100", "calls-regions.s", f"calls-regions.sifive-u74.llvm{release}.txt", 0)
      for release in ("19", "22")),
    # `jump sym, rd` (PseudoJump, no call) and its refusals: no `@plt` (22 stops at the `@`)
    *((release, f"{U74} -iterations=100 -show-encoding {skip}", "calls-jump.s",
       f"calls-jump{'-skip' if skip else ''}.sifive-u74.llvm{release}.txt", 0 if skip else 1)
      for release in ("19", "22") for skip in ("", "-skip-unsupported-instructions=parse-failure")),
    # `.option norvc` on a CPU with Zcb/Zcmop (which imply Zca): no compression, so `j 8` is the
    # JAL that reuses `jal t0`'s call descriptor (22: 219 cycles; before, C_J: 218)
    ("22", "-mtriple=riscv64 -mcpu=tt-ascalon-d8 -iterations=100", "calls-first-instance-call.s",
     "calls-first-instance-call.tt-ascalon-d8.llvm22.txt", 0),
    *((release, f"-mtriple=riscv64 -mcpu={cpu} -show-encoding -resource-pressure=0", "option-norvc.s",
       f"option-norvc.{cpu}.llvm{release}.txt", 0) for release, cpu in (("19", "sifive-p670"), ("22", "tt-ascalon-d8"))),
    # gcc -msave-restore: `call t0, __riscv_save_3` (PseudoCALLReg), `call g@plt`, `tail`
    *((release, f"{U74} -iterations=100", "calls-save-restore.s", f"calls-save-restore.sifive-u74.llvm{release}.txt", 0)
      for release in ("19", "22")),
    *((release, "-mtriple=riscv64 -mcpu=sifive-p670 -iterations=100 -timeline -show-encoding", "calls-save-restore.s",
       f"calls-save-restore.sifive-p670.llvm{release}.txt", 0) for release in ("19", "22")),
]


@pytest.mark.parametrize(("release", "args", "source", "expected", "status"), CASES, ids=[c[3] for c in CASES])
def test_reports_match_llvm_mca(release: str, args: str, source: str, expected: str, status: int) -> None:
    code, out, err = run(["--llvm-version", release, "--no-banner", "--no-notes", *args.split(), str(GOLDEN / source)])
    # llvm-mca was run in tests/golden_riscv/: its messages name the file without a directory
    assert err.replace(f"{GOLDEN}/", "") + out == (GOLDEN / expected).read_text()
    assert code == status


def test_control_flow_per_instance_in_llvm22_only() -> None:
    isa22, isa19 = load_isa("riscv/llvm22"), load_isa("riscv")
    jal_t0 = McInst("JAL", (Reg("X5"), Imm(8)))
    jal_zero = McInst("JAL", (Reg("X0"), Imm(8)))
    ret = McInst("JALR", (Reg("X0"), Reg("X1"), Imm(0)))
    jr_a1 = McInst("JALR", (Reg("X0"), Reg("X11"), Imm(0)))
    jalr_t0 = McInst("JALR", (Reg("X5"), Reg("X11"), Imm(0)))
    assert control_flow(jal_t0, isa22) == (True, False)
    assert control_flow(jal_zero, isa22) == (False, False)
    assert control_flow(ret, isa22) == (False, True)
    assert control_flow(jr_a1, isa22) == (False, False)
    assert control_flow(jalr_t0, isa22) == (True, False)
    assert control_flow(McInst("C_JR", (Reg("X5"),)), isa22) == (False, True)
    assert control_flow(McInst("C_JR", (Reg("X11"),)), isa22) == (False, False)
    # the opcode's own flags still count (PseudoCALL is a call in both releases)
    assert control_flow(McInst("PseudoCALL", (Expr("foo"),)), isa22) == (True, False)
    # LLVM 19 reads the flags alone
    for inst in (jal_t0, ret, jalr_t0, McInst("C_JR", (Reg("X1"),))):
        assert control_flow(inst, isa19) == (False, False)
    assert control_flow(McInst("PseudoCALL", (Expr("foo"),)), isa19) == (True, False)
