"""Check ELF input against LLVM: for every function symbol of x86-64 ELF files, compare

* the bytes mcalens reads for `--symbol F` with the start of the bytes `llvm-objdump-19 -d --disassemble-symbols=F`
  shows (symbol extraction);
* `mcalens --symbol F FILE -json` with `llvm-mca-19 -json` on `llvm-mc-19 --disassemble` of the
  same bytes (the analysis, byte for byte, exit status included).

Usage: tools/compare_elf.py [-mcpu=CPU] FILE.o ...   (needs llvm-objdump-19, llvm-mc-19, llvm-mca-19)
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from mcalens.analysis.cli import run
from mcalens.analysis.frontend.elf_file import read_elf

_RAW = re.compile(r"^\s*[0-9a-f]+:\s+((?:[0-9a-f]{2}[ \t])+)")


def objdump_bytes(path: str, name: str) -> bytes:
    out = subprocess.run(["llvm-objdump-19", "-d", f"--disassemble-symbols={name}", path],
                         capture_output=True, text=True, check=False).stdout
    code = bytearray()
    for line in out.splitlines():
        match = _RAW.match(line)
        if match:
            code += bytes.fromhex("".join(match.group(1).split()))
    return bytes(code)


_LINE = re.compile(r"^; (?P<file>.*):(?P<line>\d+)(?: \(discriminator \d+\))?$")


def objdump_lines(path: str, name: str, count: int) -> list[int]:
    """The source line llvm-objdump -l shows in force at each of the first `count` instructions."""
    out = subprocess.run(["llvm-objdump-19", "-d", "-l", f"--disassemble-symbols={name}", path],
                         capture_output=True, text=True, check=False).stdout
    lines: list[int] = []
    current = 0
    for text in out.splitlines():
        match = _LINE.match(text)
        if match:
            current = int(match.group("line"))
        elif _RAW.match(text) and len(lines) < count:
            lines.append(current)
    return lines


def llvm_json(code: bytes, cpu: str) -> tuple[int, str]:
    text = subprocess.run(["llvm-mc-19", "--disassemble", "-triple=x86_64"], input=" ".join(f"0x{b:02x}" for b in code),
                          capture_output=True, text=True, check=False).stdout
    done = subprocess.run(["llvm-mca-19", "-mtriple=x86_64-unknown-linux-gnu", f"-mcpu={cpu}", "-json"], input=text, capture_output=True, text=True,
                          check=False)
    return done.returncode, done.stdout


def main(argv: list[str]) -> int:
    cpu = "skylake"
    files = []
    for arg in argv:
        if arg.startswith("-mcpu="):
            cpu = arg.split("=", 1)[1]
        else:
            files.append(arg)
    totals = {"functions": 0, "bytes equal": 0, "analysis equal": 0, "refused": 0, "instructions": 0,
              "lines equal": 0}
    for path in files:
        elf = read_elf(Path(path).read_bytes())
        names = sorted({s.name for s in elf.functions()})
        for name in names:
            totals["functions"] += 1
            codes = elf.symbol_code(name)
            if len(codes) == 1 and objdump_bytes(path, name).startswith(codes[0].data):
                totals["bytes equal"] += 1
            else:
                print(f"{path} {name}: bytes differ from llvm-objdump's")
            status, out, err = run([f"-mcpu={cpu}", "-json", "--no-notes", "--symbol", name, path])
            if status and "cannot decode" in err:
                totals["refused"] += 1
                print(f"{path} {name}: refused: {err.strip()[:200]}")
                continue
            want_status, want = llvm_json(codes[0].data, cpu)
            if (status, out) == (want_status, want):
                totals["analysis equal"] += 1
            else:
                print(f"{path} {name}: analysis differs (status {status} vs {want_status}) {err[:200]}")
            if status == 0:
                status, out, err = run([f"-mcpu={cpu}", "-json", "--json-extras", "--no-notes", "--symbol", name, path])
                ours = json.loads(out)["CodeRegions"][0]["SourceLines"]
                theirs = objdump_lines(path, name, len(ours))
                totals["instructions"] += len(ours)
                totals["lines equal"] += sum(a == b for a, b in zip(ours, theirs, strict=False))
                if ours != theirs:
                    print(f"{path} {name}: source lines differ: {ours[:12]} vs {theirs[:12]}")
    print(", ".join(f"{key}: {value}" for key, value in totals.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
