"""The corpus loop extractor (tools/extract_loops.py) with the RISC-V and AArch64 rules."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import extract_aarch64_loops  # noqa: E402
import extract_loops  # noqa: E402
import extract_riscv_loops  # noqa: E402

# clang -S shaped: a vsetvli before the loop sets e32/m2, an outer loop around an inner one (only
# the inner is cut out), a comment holding a label-like word, and a second function whose loop
# repeats the first's body (written once) while the first function's labels are forgotten.
RISCV_ASM = """\
	.type	f,@function
f:
	vsetvli	a3, zero, e32, m2, ta, ma
.LBB0_1:                                # outer
	li	a4, 0
.LBB0_2:                                # =>This Inner Loop Header: .LBB0_1
	vle32.v	v8, (a0)
	addi	a4, a4, 1
	bnez	a4, .LBB0_2
	addi	a1, a1, -1
	bltu	a1, a2, .LBB0_1
	ret
	.size	f, .-f
	.type	g,@function
g:
.LBB1_1:
	vle32.v	v8, (a0)
	addi	a4, a4, 1
	bnez	a4, .LBB1_1
	j	.LBB0_1
	.size	g, .-g
"""

AARCH64_ASM = """\
	.type	h, %function
h:
.L3:	// loop
	ldr	x2, [x0], 8
	subs	x1, x1, #1
	bne	.L3
.L4:
	add	x3, x3, 1
	cbnz	x3, .L5
	b.ne	.L4
	ret
	.size	h, .-h
"""


def test_riscv_innermost_loop_with_its_lmul_and_sew() -> None:
    lines = RISCV_ASM.splitlines()
    rule = extract_riscv_loops.RISCV
    assert extract_loops.loops(lines, rule) == [(5, 8), (15, 18)]
    assert extract_loops.loop_text(lines, 5, 8, rule) == (
        "# LLVM-MCA-RISCV-LMUL M2\n# LLVM-MCA-RISCV-SEW E32\n"
        ".Lloop0:\n\tvle32.v\tv8, (a0)\n\taddi\ta4, a4, 1\n\tbnez\ta4, .Lloop0\n"
    )
    # g has no vsetvli of its own: the search stops at its .type
    assert extract_loops.loop_text(lines, 15, 18, rule).startswith(".Lloop0:\n")


def test_aarch64_gcc_dotless_and_dotted_conditions() -> None:
    lines = AARCH64_ASM.splitlines()
    rule = extract_aarch64_loops.AARCH64
    # `cbnz x3, .L5` branches forward (.L5 unseen): no loop
    assert extract_loops.loops(lines, rule) == [(2, 5), (6, 9)]
    assert extract_loops.loop_text(lines, 2, 5, rule) == (
        ".Lloop0:\n\tldr\tx2, [x0], 8\n\tsubs\tx1, x1, #1\n\tbne\t.Lloop0\n"
    )


def test_main_writes_each_distinct_loop_once(tmp_path: Path) -> None:
    source = tmp_path / "k.clang.O2.rv64gcv.s"
    source.write_text(RISCV_ASM)
    out = tmp_path / "loops"
    assert extract_loops.main([str(out), str(source)], extract_riscv_loops.RISCV, "usage") == 0
    # g's loop has no LMUL/SEW comments, so it is not f's body again: both are written
    assert sorted(p.name for p in out.iterdir()) == ["k.clang.O2.rv64gcv.loop0.s", "k.clang.O2.rv64gcv.loop1.s"]
    assert (out / "k.clang.O2.rv64gcv.loop0.s").read_text().startswith(
        "# k.clang.O2.rv64gcv.s: lines 6-9\n# LLVM-MCA-RISCV-LMUL M2\n"
    )
    a64 = tmp_path / "h.gcc.O2.base.s"
    a64.write_text(AARCH64_ASM + AARCH64_ASM.replace("h", "i"))
    out64 = tmp_path / "loops64"
    assert extract_loops.main([str(out64), str(a64)], extract_aarch64_loops.AARCH64, "usage") == 0
    assert sorted(p.name for p in out64.iterdir()) == ["h.gcc.O2.base.loop0.s", "h.gcc.O2.base.loop1.s"]
    assert (out64 / "h.gcc.O2.base.loop0.s").read_text().startswith("// h.gcc.O2.base.s: lines 3-6\n.Lloop0:")


def test_usage_without_arguments() -> None:
    assert extract_loops.main([], extract_aarch64_loops.AARCH64, "usage") == 64
