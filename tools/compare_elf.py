"""Check ELF input against LLVM: for every function symbol of x86-64 or AArch64 ELF files (the
machine field selects the triple), compare

* the bytes mcalens reads for `--symbol F` with the start of the bytes `llvm-objdump-19 -d --disassemble-symbols=F`
  shows (symbol extraction);
* each instruction mcalens' decoder prints with the one `llvm-mc-19 --disassemble` prints (text,
  whitespace normalised; the decoder's agreement and speed on real code);
* `mcalens --symbol F FILE -json` with `llvm-mca-19 -json` on `llvm-mc-19 --disassemble` of the
  same bytes (the analysis, byte for byte, exit status included).

Usage: tools/compare_elf.py [-mcpu=CPU] [--llvm-version=19|22] FILE.o ...   (needs llvm-objdump-N,
llvm-mc-N and llvm-mca-N of the release, 19 by default: mcalens runs with `--llvm-version N` and its
decoder reads that release's tables; the CPU defaults to skylake for x86-64 and neoverse-n1 for AArch64)
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path

from mcalens.analysis.api import release_target
from mcalens.analysis.cli import run
from mcalens.analysis.frontend.elf_file import read_elf
from mcalens.analysis.targets.target import get_target

# ELF machine -> (llvm-mc triple, llvm-mca triple, default CPU)
_TRIPLES = {62: ("x86_64", "x86_64-unknown-linux-gnu", "skylake"),
            183: ("aarch64", "aarch64-unknown-linux-gnu", "neoverse-n1")}

_RAW = re.compile(r"^\s*[0-9a-f]+:\s+((?:[0-9a-f]{2}[ \t])+|[0-9a-f]{8}\s)")  # x86 bytes; an AArch64 word


RELEASE = "19"  # --llvm-version: which llvm-objdump, llvm-mc and llvm-mca, and mcalens' release


def objdump_bytes(path: str, name: str) -> bytes:
    out = subprocess.run([f"llvm-objdump-{RELEASE}", "-d", f"--disassemble-symbols={name}", path],
                         capture_output=True, text=True, check=False).stdout
    code = bytearray()
    for line in out.splitlines():
        match = _RAW.match(line)
        if match:
            raw = match.group(1).split()
            if len(raw) == 1 and len(raw[0]) == 8:
                code += int(raw[0], 16).to_bytes(4, "little")
            else:
                code += bytes.fromhex("".join(raw))
    return bytes(code)


_LINE = re.compile(r"^; (?P<file>.*):(?P<line>\d+)(?: \(discriminator \d+\))?$")


def objdump_lines(path: str, name: str, count: int) -> list[int]:
    """The source line llvm-objdump -l shows in force at each of the first `count` instructions."""
    out = subprocess.run([f"llvm-objdump-{RELEASE}", "-d", "-l", f"--disassemble-symbols={name}", path],
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


def llvm_text(code: bytes, triple: str) -> str:
    return subprocess.run([f"llvm-mc-{RELEASE}", "--disassemble", f"-triple={triple}"], input=" ".join(f"0x{b:02x}" for b in code),
                          capture_output=True, text=True, check=False).stdout


def llvm_json(text: str, triple: str, cpu: str) -> tuple[int, str]:
    done = subprocess.run([f"llvm-mca-{RELEASE}", f"-mtriple={triple}", f"-mcpu={cpu}", "-json"], input=text, capture_output=True, text=True,
                          check=False)
    return done.returncode, done.stdout


def _instructions(text: str, comment: str) -> list[str]:
    """llvm-mc's instruction lines, its comments (AArch64 `// =0x0`, x86 `# imm = 0x129`) dropped and
    whitespace normalised (`#` starts an x86 comment only: AArch64 immediates are `#4`)."""
    return [" ".join(line.split(comment)[0].split()) for line in text.splitlines()
            if line.strip() and not line.strip().startswith(".")]


def main(argv: list[str]) -> int:
    global RELEASE
    cpu = ""
    files = []
    for arg in argv:
        if arg.startswith("-mcpu="):
            cpu = arg.split("=", 1)[1]
        elif arg.startswith("--llvm-version="):
            RELEASE = arg.split("=", 1)[1]
        else:
            files.append(arg)
    totals = {"functions": 0, "bytes equal": 0, "analysis equal": 0, "refused": 0, "decoded": 0,
              "decoded equal": 0, "instructions": 0, "lines equal": 0}
    seconds = 0.0
    for path in files:
        elf = read_elf(Path(path).read_bytes())
        mc_triple, triple, default_cpu = _TRIPLES[elf.machine]
        target = release_target(get_target("x86" if elf.machine == 62 else "aarch64"), RELEASE)
        decoder = target.encoder.decoder(target.load_isa(), triple)
        assert decoder is not None
        cpu_here = cpu or default_cpu
        names = sorted({s.name for s in elf.functions()})
        for name in names:
            totals["functions"] += 1
            codes = elf.symbol_code(name)
            if len(codes) == 1 and objdump_bytes(path, name).startswith(codes[0].data):
                totals["bytes equal"] += 1
            else:
                print(f"{path} {name}: bytes differ from llvm-objdump's")
            want_text = llvm_text(codes[0].data, mc_triple)
            start = time.perf_counter()
            decoded = decoder(codes[0].data)
            seconds += time.perf_counter() - start
            theirs_text = _instructions(want_text, "#" if elf.machine == 62 else "//")
            for (_, printed, _why), wanted in zip(decoded, theirs_text, strict=False):
                if printed is None:
                    break
                for part in printed.split("\n"):
                    totals["decoded"] += 1
                    totals["decoded equal"] += " ".join(part.split()) == wanted
                    if " ".join(part.split()) != wanted:
                        print(f"{path} {name}: decoded '{part}', llvm-mc '{wanted}'")
            status, out, err = run(["--llvm-version", RELEASE, f"-mtriple={triple}", f"-mcpu={cpu_here}", "-json", "--no-notes",
                                    "--symbol", name, path])  # compared with llvm-mca-RELEASE
            if status and "cannot decode" in err:
                totals["refused"] += 1
                print(f"{path} {name}: refused: {err.strip()[:200]}")
                continue
            want_status, want = llvm_json(want_text, triple, cpu_here)
            if (status, out) == (want_status, want):
                totals["analysis equal"] += 1
            else:
                print(f"{path} {name}: analysis differs (status {status} vs {want_status}) {err[:200]}")
            if status == 0:
                status, out, err = run(["--llvm-version", RELEASE, f"-mtriple={triple}", f"-mcpu={cpu_here}", "-json",
                                        "--json-extras", "--no-notes",
                                        "--symbol", name, path])
                ours = json.loads(out)["CodeRegions"][0]["SourceLines"]
                theirs = objdump_lines(path, name, len(ours))
                totals["instructions"] += len(ours)
                totals["lines equal"] += sum(a == b for a, b in zip(ours, theirs, strict=False))
                if ours != theirs:
                    print(f"{path} {name}: source lines differ: {ours[:12]} vs {theirs[:12]}")
    print(", ".join(f"{key}: {value}" for key, value in totals.items()))
    print(f"decoding: {totals['decoded'] / seconds if seconds else 0:,.0f} instructions/s "
          f"({seconds:.2f} s, the decoder's index built on first use included)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
