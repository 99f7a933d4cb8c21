"""Re-record instruments.tsv: llvm-mca-19's Instruction Info row for one RISC-V vector instruction
under an LMUL/SEW setting (none, a `vsetvli`, or `# LLVM-MCA-RISCV-LMUL`/`SEW` comments), with the
opcode llvm-mc-19 assembles the line to.

    python tests/data/riscv/record_instruments.py   (needs llvm-mc-19 and llvm-mca-19)

Each case runs `llvm-mca-19 -mtriple=riscv64 -mcpu=CPU -iterations=1 -resource-pressure=0` on the
setting's lines followed by the instruction; the last Instruction Info row is the instruction's.
A case llvm-mca-19 dies on (a signal: SIGFPE for a unit-stride load or store under an LMUL
without a SEW) is written with the status in place of the numbers. tests/test_riscv_models.py
checks the exported instrument table (models/riscv/isa_instruments.json.gz) and the models
against these rows without needing LLVM.
"""

from __future__ import annotations

import gzip
import json
import re
import subprocess
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ISA = HERE.parents[2] / "models" / "riscv" / "isa.json.gz"
CPUS = ["sifive-x280", "sifive-p670"]
LINES = [
    "vadd.vv v8, v8, v12", "vadd.vx v8, v8, a0", "vdiv.vv v8, v8, v12", "vfadd.vv v8, v8, v12",
    "vfdiv.vv v8, v8, v12", "vle8.v v8, (a0)", "vle32.v v8, (a0)", "vse64.v v8, (a0)", "vlse16.v v8, (a0), a1",
    "vredsum.vs v8, v8, v12", "vmv.v.x v8, a0", "vsll.vi v8, v8, 3", "vwmul.vv v8, v4, v6",
    "vrgather.vv v8, v12, v16", "vslidedown.vi v8, v12, 1", "vmul.vv v8, v8, v12", "vfsqrt.v v8, v12",
]
SETTINGS: list[tuple[str, str, list[str]]] = [  # (LMUL, SEW, lines before the instruction)
    ("-", "-", []),
    ("M1", "E8", ["vsetvli zero, a0, e8, m1, tu, mu"]),
    ("M2", "E32", ["vsetvli zero, a0, e32, m2, ta, ma"]),
    ("M8", "E64", ["vsetivli zero, 4, e64, m8, ta, ma"]),
    ("MF2", "E16", ["vsetvli zero, a0, e16, mf2, ta, ma"]),
    ("MF8", "E8", ["vsetvli zero, a0, e8, mf8, ta, ma"]),
    ("M4", "-", ["# LLVM-MCA-RISCV-LMUL M4"]),
    ("M1", "-", ["# LLVM-MCA-RISCV-LMUL M1"]),
    ("M4", "E16", ["# LLVM-MCA-RISCV-LMUL M4", "# LLVM-MCA-RISCV-SEW E16"]),
    ("MF4", "E32", ["# LLVM-MCA-RISCV-LMUL MF4", "# LLVM-MCA-RISCV-SEW E32"]),
]


def mcinst(line: str, registers: list[str]) -> tuple[str, str]:
    """The opcode and operands (`R:V8|R:X10|R:-|I:3`) llvm-mc-19 assembles `line` to."""
    out = subprocess.run(["llvm-mc-19", "-triple=riscv64", "-mattr=+v", "-show-inst"], input=line + "\n",
                         capture_output=True, text=True, check=True).stdout
    match = re.search(r"<MCInst #\d+ (\w+)(.*?)>\n(?!\s*#  <)", out, re.S)
    assert match, out
    ops = []
    for kind, value in re.findall(r"<MCOperand (\w+):([^>]*)>", match.group(2)):
        if kind == "Reg":
            ops.append("R:-" if int(value) == 0 else "R:" + registers[int(value)])
        else:
            ops.append("I:" + value if kind == "Imm" else "E")
    return match.group(1), "|".join(ops)


def row(cpu: str, before: list[str], line: str) -> str:
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as handle:
        handle.write("\n".join([*before, line]) + "\n")
        path = handle.name
    try:
        result = subprocess.run(["llvm-mca-19", "-mtriple=riscv64", f"-mcpu={cpu}", "-iterations=1",
                                 "-resource-pressure=0", path], capture_output=True, text=True, check=False)
    finally:
        Path(path).unlink()
    if result.returncode != 0:
        return f"status {result.returncode}\t-\t-"
    rows = [r for r in result.stdout.splitlines() if re.match(r"^ +\d+ +\d+ +[\d.]+ ", r)]
    uops, latency, rthroughput = rows[-1].split()[:3]
    return f"{uops}\t{latency}\t{rthroughput}"


def main() -> None:
    with gzip.open(ISA, "rt") as handle:
        registers = [r["name"] for r in json.load(handle)["registers"]]
    out = ["# llvm-mca-19 -mtriple=riscv64 -mcpu=CPU -iterations=1 -resource-pressure=0 (record_instruments.py);"
           " opcode/operands from llvm-mc-19 -triple=riscv64 -mattr=+v -show-inst",
           "cpu\tlmul\tsew\tsetting\tline\topcode\toperands\tuops\tlatency\trthroughput"]
    for line in LINES:
        name, ops = mcinst(line, registers)
        for cpu in CPUS:
            for lmul, sew, before in SETTINGS:
                setting = " | ".join(before) or "-"
                out.append(f"{cpu}\t{lmul}\t{sew}\t{setting}\t{line}\t{name}\t{ops}\t{row(cpu, before, line)}")
    (HERE / "instruments.tsv").write_text("\n".join(out) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
