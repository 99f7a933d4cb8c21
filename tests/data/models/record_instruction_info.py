"""Re-record instruction_info.tsv: llvm-mca-19's Instruction Info columns for a fixed list of
instructions on several CPUs, together with the MCInst llvm-mc-19 assembles each line to.

    python tests/data/models/record_instruction_info.py   (needs llvm-mc-19 and llvm-mca-19)

The tests compare these numbers with what the YAML models give, without needing LLVM.
"""

from __future__ import annotations

import gzip
import json
import re
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
ISA = HERE.parents[2] / "models" / "x86-64" / "isa.json.gz"
CPUS = ["skylake", "haswell", "btver2", "znver3", "znver4", "icelake-server", "alderlake", "sandybridge", "bdver1",
        "znver1", "skx", "goldmont", "atom"]
LINES = [
    "xorl %eax, %eax", "xorl %ecx, %eax", "xorq %rax, %rax", "subl %eax, %eax", "subq %rbx, %rcx",
    "vpxor %xmm1, %xmm1, %xmm1", "vpxor %xmm2, %xmm1, %xmm1", "pxor %xmm3, %xmm3", "xorps %xmm0, %xmm0",
    "vxorps %ymm2, %ymm2, %ymm2", "pcmpgtd %xmm1, %xmm1", "vpcmpgtq %xmm1, %xmm1, %xmm2", "psubb %xmm4, %xmm4",
    "cmovael %ecx, %eax", "cmoval %ecx, %eax", "cmovbel %ecx, %eax", "cmovel %ecx, %eax", "cmovaq (%rdi), %rax",
    "seta %al", "setbe %al", "sete %al", "seta (%rdi)",
    "leaq 8(%rbx), %rax", "leaq (%rbx,%rsi), %rax", "leaq 8(%rbx,%rsi), %rax", "leaq (%rbx,%rsi,2), %rax",
    "leaq foo(%rbx,%rsi), %rax", "leal 8(,%esi,4), %eax",
    "vperm2f128 $136, %ymm1, %ymm1, %ymm2", "vperm2f128 $1, %ymm1, %ymm2, %ymm3",
    "addl %ecx, %eax", "imulq %rcx, %rax", "divl %ecx", "movq (%rdi), %rax", "movq %rax, 8(%rdi)",
    "vmulps %ymm1, %ymm2, %ymm3", "vfmadd231ps %ymm1, %ymm2, %ymm3", "vhaddps %xmm1, %xmm2, %xmm3",
    "andnps %xmm1, %xmm1", "vandnps %xmm1, %xmm1, %xmm2", "cmpxchgl %ecx, (%rdi)", "adcl $1, %eax",
    "sbbl %eax, %eax", "adcl $0, %eax", "adcl $0, %ecx", "sbbq $0, %rax", "sbbq $0, %r13", "adcw $0, %bx", "movl %ecx, %eax", "movq %rcx, %rax", "vmovaps %xmm1, %xmm2", "popcntq %rax, %rcx",
]


def operands(show_inst: str, registers: list[str]) -> tuple[str, str]:
    match = re.search(r"<MCInst #\d+ (\w+)(.*)>", show_inst, re.S)
    assert match, show_inst
    ops = []
    for kind, value in re.findall(r"<MCOperand (\w+):([^>]*)>", match.group(2)):
        if kind == "Reg":
            number = int(value)
            ops.append("R:-" if number == 0 else "R:" + registers[number])
        elif kind == "Imm":
            ops.append("I:" + value)
        else:
            ops.append("E")
    return match.group(1), "|".join(ops)


def main() -> None:
    with gzip.open(ISA, "rt") as handle:
        registers = [r["name"] for r in json.load(handle)["registers"]]
    mcinsts = []
    for line in LINES:
        out = subprocess.run(["llvm-mc-19", "-triple=x86_64", "-show-inst"], input=line + "\n",
                             capture_output=True, text=True, check=True).stdout
        mcinsts.append(operands(out, registers))
    rows = ["# llvm-mca-19 -instruction-info (uops, latency, rthroughput) per cpu and line; "
            "opcode/operands from llvm-mc-19 -show-inst",
            "cpu\tasm\topcode\toperands\tuops\tlatency\trthroughput"]
    for cpu in CPUS:
        for text, (opcode, ops) in zip(LINES, mcinsts, strict=True):
            run = subprocess.run(["llvm-mca-19", "-mtriple=x86_64", f"-mcpu={cpu}", "-instruction-info",
                                  "-iterations=1", "-resource-pressure=0"], input=text + "\n",
                                 capture_output=True, text=True)
            if run.returncode != 0:  # unsupported on this CPU
                continue
            row = run.stdout.split("Instructions:\n", 1)[1].splitlines()[0]
            uops, latency, rthroughput = row.split()[:3]
            rows.append("\t".join([cpu, text, opcode, ops, uops, latency, rthroughput]))
    (HERE / "instruction_info.tsv").write_text("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
