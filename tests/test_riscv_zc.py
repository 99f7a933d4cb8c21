"""RISC-V against recorded llvm-mca output (tests/golden_riscv/; the command that made each file is
beside it): compression beyond C (Zcb, LLVM 22's Zclsd), CPUs without an XLEN, immediate ranges, `li`
under the extensions, fence sets."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcalens.analysis.cli import run
from mcalens.analysis.mcinst import McInst, Reg
from mcalens.analysis.targets.riscv import compress

GOLDEN = Path(__file__).resolve().parent / "golden_riscv"

# (release, arguments, input, recorded output, exit status). Each output was recorded with
#   llvm-mca-<release> <arguments> tests/golden_riscv/<input> > tests/golden_riscv/<output> 2>&1
CASES = [
    # Zcb's CompressPats, the commuted `mul a4, a5, a4` (C_MUL a4, a4, a5) among them; LLVM 19 prints
    # `andi a4, a4, 255` where 22 prints `zext.b`
    ("19", "-mtriple=riscv64 -mcpu=sifive-p670 -mattr=+c,+zcb,+m,+zbb,+zba -show-encoding -instruction-info "
     "-resource-pressure=0", "zcb.s", "zcb.sifive-p670.llvm19.txt", 0),
    ("22", "-mtriple=riscv64 -mcpu=sifive-p670 -mattr=+c,+zcb,+m,+zbb,+zba -show-encoding -instruction-info "
     "-resource-pressure=0", "zcb.s", "zcb.sifive-p670.llvm22.txt", 0),
    # clang's stencil loop (tests/corpus/c/stencil.c, -O2): C_LH/C_SH/C_MUL change tt-ascalon-d8's timeline
    ("22", "-mtriple=riscv64 -mcpu=tt-ascalon-d8 -timeline -iterations=2 -instruction-info=0 -resource-pressure=0",
     "stencil-loop.s", "stencil-loop.tt-ascalon-d8.llvm22.txt", 0),
    # RV32 Zclsd: `c.ld` and the others refused naming Zclsd without it (Zilsd is not enough) ...
    ("22", "-mtriple=riscv32 -mcpu=syntacore-scr3-rv32 -mattr=+c,+zilsd", "zclsd.s", "zclsd.zilsd.llvm22.txt", 1),
    # ... and with it printed as `ld`/`sd`, with `ld`/`sd` compressed to them (2 bytes)
    ("22", "-mtriple=riscv32 -mcpu=syntacore-scr3-rv32 -mattr=+c,+zclsd -show-encoding -instruction-info "
     "-resource-pressure=0", "zclsd.s", "zclsd.zclsd.llvm22.txt", 0),
    # a riscv64 run with a CPU that names no XLEN assembles RV32 code (llvm-mc's isRV64 is the
    # 64bit feature): `ld` is Zilsd's pair load in 22 (`sd a1` an odd pair), `addiw` needs RV64I
    ("22", "-mtriple=riscv64 -mcpu=generic-ooo", "rv64-on-xlenless-cpu.s", "rv64-on-xlenless-cpu.generic-ooo.llvm22.txt", 1),
    ("19", "-mtriple=riscv64 -mcpu=rocket", "rv64-on-xlenless-cpu.s", "rv64-on-xlenless-cpu.rocket.llvm19.txt", 1),
    # immediates outside their operand classes, with llvm-mc's words per class and release (and
    # "invalid operand for instruction" for an instruction the subtarget lacks: RV64's on riscv32);
    # `csrr a0, 4095` and `csrwi 0x300, 3` (CSR numbers) and LLVM 19's `c.addi a0, 0` are accepted
    *((release, f"-mtriple=riscv{xlen} -mcpu={cpu} -mattr={mattr}", "ranges.s", f"ranges.riscv{xlen}.llvm{release}.txt", 1)
      for release in ("19", "22")
      for xlen, cpu, mattr in (("64", "sifive-x280", "+zbs,+zcb,+zicbop"), ("32", "sifive-e76", "+v,+zbs,+zcb,+zicbop"))),
    # `li` on riscv32 of unsigned 32-bit constants (their low 32 bits, RV32's RISCVMatInt) and of
    # %lo-like specifiers (ADDI rd, zero; not printed as `li`)
    *((release, "-mtriple=riscv32 -mcpu=sifive-e76 -instruction-info -resource-pressure=0 -iterations=1", "li-rv32.s",
       f"li-rv32.sifive-e76.llvm{release}.txt", 0) for release in ("19", "22")),
    # `li` of a symbol: refused, in words that depend on the width
    ("22", "-mtriple=riscv64 -mcpu=sifive-u74", "li-symbol.s", "li-symbol.riscv64.llvm22.txt", 1),
    ("22", "-mtriple=riscv32 -mcpu=sifive-e76", "li-symbol.s", "li-symbol.riscv32.llvm22.txt", 1),
    # the FP CSR aliases need F (22: or Zfinx) though their CSR opcodes do not (gcc's vec_float loops
    # on generic-ooo and rocket); `fsrmi`/`fsflagsi` parsed, and their immediate refused in the generic
    # words where the alias is not available
    *((release, "-mtriple=riscv64 -mcpu=rocket-rv64", "fp-csr-aliases.s", f"fp-csr-aliases.rocket-rv64.llvm{release}.txt", 1)
      for release in ("19", "22")),
    ("22", "-mtriple=riscv64 -mcpu=sifive-u74 -instruction-info -resource-pressure=0", "fp-csr-aliases-ok.s",
     "fp-csr-aliases-ok.sifive-u74.llvm22.txt", 0),
    # `li` under the extensions and tuning of the CPU (Zba, Zbb, Zbs; lui-addi-fusion on sifive-p670),
    # `.option arch`/`push`/`pop` (Zbkb's PACK on xiangshan-nanhu) and -mattr (Zbs's BSETI on RV32)
    ("19", "-mtriple=riscv64 -mcpu=sifive-p670", "li-masks.s", "li-masks.sifive-p670.llvm19.txt", 0),
    ("22", "-mtriple=riscv64 -mcpu=spacemit-x60", "li-masks.s", "li-masks.spacemit-x60.llvm22.txt", 0),
    ("19", "-mtriple=riscv64 -mcpu=xiangshan-nanhu -timeline -iterations=2", "li-hash.s",
     "li-hash.xiangshan-nanhu.llvm19.txt", 0),
    ("22", "-mtriple=riscv64 -mcpu=sifive-p670 -timeline -iterations=2", "li-hash.s", "li-hash.sifive-p670.llvm22.txt", 0),
    *((release, "-mtriple=riscv64 -mcpu=xiangshan-nanhu -instruction-info -resource-pressure=0", "li-options.s",
       f"li-options.xiangshan-nanhu.llvm{release}.txt", 0) for release in ("19", "22")),
    *((release, "-mtriple=riscv32 -mcpu=sifive-e76 -mattr=+zbs -instruction-info -resource-pressure=0",
       "li-rv32-zbs.s", f"li-rv32-zbs.sifive-e76.llvm{release}.txt", 0) for release in ("19", "22")),
    # Zfinx/Zdinx/Zhinx register-class errors: the furthest operand any form matched (`fadd.s a0, fa1,
    # a2` at `fa1`), LLVM 19's `fmv.s`/`fmv.d` of x registers, Zdinx's odd pair on RV32 (at the
    # instruction in 19, at the register in 22)
    *((release, f"-mtriple=riscv{xlen} -mcpu={cpu} -mattr=+zfinx,+zdinx,+zhinx,-f,-d", "zfinx-errors.s",
       f"zfinx-errors.riscv{xlen}.llvm{release}.txt", 1)
      for release in ("19", "22") for xlen, cpu in (("64", "sifive-u74"), ("32", "sifive-e76"))),
    # Zfinx/Zdinx dependencies on RV32: LLVM 22's single-precision operands are the X*_W
    # sub-registers (`fcvt.d.s a4, a3` waits for `fcvt.s.d a3, a4`); LLVM 19's double-precision
    # ones are the even x register, not the pair (`flt.d a0, a4, a2` does not wait for a write of a3)
    *((release, "-mtriple=riscv32 -mcpu=sifive-e76 -mattr=+zfinx,+zdinx,-f,-d -timeline -iterations=3 "
       "-resource-pressure=0", "zfinx-deps.s", f"zfinx-deps.sifive-e76.llvm{release}.txt", 0) for release in ("19", "22")),
    # ... and LLVM 19 encodes that even register as the pair's number
    ("19", "-mtriple=riscv32 -mcpu=sifive-e76 -mattr=+zfinx,+zdinx,-f,-d -show-encoding -instruction-info "
     "-resource-pressure=0", "zfinx-deps.s", "zfinx-deps.encoding.sifive-e76.llvm19.txt", 0),
    # Zfinx/Zdinx/Zhinx sign injections printed as fmv/fneg/fabs: every one in LLVM 22; in 19 not
    # `fmv.s`/`fmv.d` nor RV32's Zdinx ones
    *((release, f"-mtriple=riscv{xlen} -mcpu={cpu} -mattr=+zfinx,+zdinx,+zhinx,-f,-d -instruction-info "
       "-resource-pressure=0", "zfinx-aliases.s", f"zfinx-aliases.riscv{xlen}.llvm{release}.txt", 0)
      for release in ("19", "22") for xlen, cpu in (("64", "sifive-u74"), ("32", "sifive-e76"))),
    # immediate classes of vendor and other extensions (CORE-V, SiFive VCIX, Xwchc, MIPS, T-Head, Zkn, Zcmt)
    *((release, "-mtriple=riscv32 -mcpu=sifive-e76 -mattr=+xcvsimd,+xsfvcp,+zve32x,+xwchc", "vendor-ranges32.s",
       f"vendor-ranges32.sifive-e76.llvm{release}.txt", 1) for release in ("19", "22")),
    ("19", "-mtriple=riscv64 -mcpu=rocket-rv64 -mattr=+zknd,+zkne,+zcmt,+xtheadmempair", "vendor-ranges64.s",
     "vendor-ranges64.rocket-rv64.llvm19.txt", 1),
    ("22", "-mtriple=riscv64 -mcpu=rocket-rv64 -mattr=+zknd,+zkne,+zcmt,+xmipslsp,+xmipscbop,+xtheadmempair",
     "vendor-ranges64.s", "vendor-ranges64.rocket-rv64.llvm22.txt", 1),
    # fence sets: letters from `iorw` in order or 0, with llvm-mc's words and columns
    *((release, "-mtriple=riscv64 -mcpu=sifive-u74", "fence.s", f"fence.sifive-u74.llvm{release}.txt", 1)
      for release in ("19", "22")),
]


@pytest.mark.parametrize(("release", "args", "source", "expected", "status"), CASES, ids=[c[3] for c in CASES])
def test_reports_match_llvm_mca(release: str, args: str, source: str, expected: str, status: int) -> None:
    code, out, err = run(["--llvm-version", release, "--no-banner", *args.split(), str(GOLDEN / source)])
    # llvm-mca was run in tests/golden_riscv/: its messages name the file without a directory
    assert err.replace(f"{GOLDEN}/", "") + out == (GOLDEN / expected).read_text()
    assert code == status


def test_zcb_mul_compresses_commuted() -> None:
    # llvm-mc-19 and -22 -triple=riscv64 -mattr=+c,+zcb,+m -show-inst: `mul a4, a5, a4` is C_MUL X14, X14, X15
    zcb = frozenset({"c", "zca", "zcb", "m", "zmmul"})
    mul = McInst("MUL", (Reg("X14"), Reg("X15"), Reg("X14")))
    assert compress.compress(mul, True, False, False, zcb) == McInst("C_MUL", (Reg("X14"), Reg("X14"), Reg("X15")))
    # without Zcb (or without Zmmul) it stays MUL
    assert compress.compress(mul, True, False, False, frozenset({"c", "zca", "m", "zmmul"})) == mul
    assert compress.compress(mul, True, False, False, frozenset({"c", "zca", "zcb"})) == mul
