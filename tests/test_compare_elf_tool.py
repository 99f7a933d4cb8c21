"""tools/compare_elf.py without LLVM: how it reads llvm-mc's disassembly."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import compare_elf as ce  # noqa: E402


def test_x86_comments_are_dropped() -> None:
    # `echo 0xba 0x29 0x01 0x00 0x00 0x0f 0x16 0x44 0x24 0x08 | llvm-mc-19 --disassemble -triple=x86_64`
    text = ("\t.text\n\tmovl\t$297, %edx                      # imm = 0x129\n"
            "\tmovhps\t8(%rsp), %xmm0                   # xmm0 = xmm0[0,1],mem[0,1]\n")
    assert ce._instructions(text, "#") == ["movl $297, %edx", "movhps 8(%rsp), %xmm0"]


def test_aarch64_immediates_are_kept() -> None:
    # `echo 0x20 0x00 0x80 0xd2 | llvm-mc-19 --disassemble -triple=aarch64`: `#` is an immediate there
    text = "\t.text\n\tmov\tx0, #1                              // =0x1\n"
    assert ce._instructions(text, "//") == ["mov x0, #1"]
