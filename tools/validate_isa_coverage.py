#!/usr/bin/env python3
"""Exhaustive self-check of the resolver, printer and encoder against llvm-mc-19, per ISA extension.

Every spelling LLVM 19's x86 assembler accepted during probing (`models/x86-64/isa_probes.json.gz`:
every opcode printed by both MCInstPrinters with every register-class combination its operands
allow, xmm/ymm/zmm16-31 on every EVEX operand, masks `{%k1}`/`{z}`, broadcasts, rounding/SAE, every
immediate width, register widths, left-out and written-out implicit operands, aliases) is one
instance, in AT&T and in Intel syntax. With `--renamed` each instance is also checked with other
registers (xmm1->xmm5, zmm16->zmm27, rdi<->r13, rsi<->r14, k1->k5...), so the check covers the
spelling keys' generalisation and not only the probes the tables were learned from.

All instances go through `llvm-mc-19 -show-inst -show-encoding` (one run per syntax) and through
mcalens (parse -> resolve -> print_inst -> encode); per instance the opcode, the MC operands, the
printed text (AT&T, as llvm-mca prints it) and the encoding are compared. The report groups opcodes
into ISA extensions (see `extension`) and lists every disagreement; exit status 1 when an instance
disagrees that is not a documented exception (docs/cli.md, "x86 coverage").

    tools/validate_isa_coverage.py [--renamed] [--syntax att|intel|both] [--limit N] [--show K]
        [--record tests/data/isa_coverage.jsonl.gz]

--record writes one agreeing instance per (syntax, opcode) with LLVM's answers, which
tests/test_isa_coverage.py replays without LLVM.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import subprocess
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.isa import load_isa
from mcalens.analysis.targets.x86.encode import encode, load_encoding_table
from mcalens.analysis.targets.x86.printer import print_inst
from mcalens.analysis.targets.x86.resolve import resolve

ROOT = Path(__file__).resolve().parent.parent
TRIPLE = "-triple=x86_64-unknown-linux-gnu"
_LABEL = re.compile(r"^\.Lv(\d+):")
_MCINST = re.compile(r"# <MCInst #\d+ (\w+)")
_OPERAND = re.compile(r"#\s+<MCOperand (\w+):(.*?)>+\s*$")
_ENCODING = re.compile(r"^\t(.*?)\s*# encoding: \[([^\]]*)\]")
_ERROR = re.compile(r"^<stdin>:(\d+):\d+: error: (.*)$")

# Documented exceptions (docs/cli.md, "x86 coverage"): spellings llvm-mc expands into more than one
# instruction (`fsave` is `wait` + `fnsave`); the resolver maps one source instruction to one MCInst.
MULTI_INSTRUCTION = "expands to several instructions"
EXCEPTIONS = (
    # APX conditional compare/test (CCMP*/CTEST*, LLVM 19 only): the `{dfv=of,sf,zf,cf}` operand is
    # not parsed (MCL1xx diagnostic); no CPU model of LLVM 19 schedules APX instructions either.
    (re.compile(r"\{dfv="), "APX {dfv=} operand not supported"),
    # String instructions with explicit operands: llvm-mc accepts any base register and still
    # encodes (%rsi)/(%rdi); mcalens keeps the register written (only --renamed instances hit it).
    (re.compile(r"^(?!.*xmm)(rep\S* )?(movs|stos|lods|scas|cmps|ins|outs)[bwlqd]?\s.*(r13|r14)"),
     "string instruction with a register LLVM ignores"),
    # APX `jmpabs` with a plain number in Intel syntax: read as a branch target, not an immediate.
    (re.compile(r"^jmpabs -?\d+$"), "Intel jmpabs with a number"),
)


def extension(opcode: str, encoding: str, text: str) -> str:
    """The ISA extension group of an opcode, from LLVM's name and encoding (LLVM does not export
    per-opcode feature bits through its public API, so this is a naming convention, not a table)."""
    name = opcode
    if encoding == "evex":
        if not re.search(r"%[xyz]mm|%k\d|\b[xyz]mm|\bk\d", text):
            return "APX (EVEX legacy)"
        if "PH" in name or ("SH" in name and ("VFM" in name or "VCVT" in name)):
            return "AVX512-FP16"
        if "Z128" in name or "Z256" in name:
            return "AVX512VL"
        return "AVX512"
    if encoding == "vex":
        if name.startswith(("K", "TILE", "LDTILE", "STTILE", "TDP", "TCMM", "TCONJ", "TTRANS", "TMMULT")):
            return "AVX512 mask (VEX)" if name.startswith("K") else "AMX"
        if "Y" in name.split("r")[0] or "ymm" in text:
            return "AVX/AVX2 256-bit"
        return "AVX/AVX2/FMA 128-bit"
    if encoding == "xop":
        return "XOP/TBM"
    if encoding == "3dnow":
        return "3DNow!"
    mnemonic = text.split(" ", 1)[0].lstrip("{").lower()
    if "%st" in text or (mnemonic.startswith("f") and not mnemonic.startswith("fxsave")):
        return "x87"
    if "%mm" in text or "mmx" in name.lower():
        return "MMX"
    if "%xmm" in text:
        return "SSE"
    if "%cr" in text or "%dr" in text or "%tr" in text or name.startswith(("VM", "SVM", "INVLPG", "LGDT", "SGDT")):
        return "system"
    return "base (GPR)"


# Renaming for --renamed: a permutation applied to every register name at once.
def _renaming() -> dict[str, str]:
    mapping: dict[str, str] = {}
    for old, new in ((1, 5), (2, 6), (3, 7), (8, 12), (9, 13), (10, 14), (16, 27), (17, 29), (18, 31)):
        for kind in ("xmm", "ymm", "zmm"):
            mapping[f"{kind}{old}"] = f"{kind}{new}"
            mapping[f"{kind}{new}"] = f"{kind}{old}"
    for old, new in (("k1", "k5"), ("k2", "k6")):
        mapping[old], mapping[new] = new, old
    for a, b in ((("rdi", "edi", "di", "dil"), ("r13", "r13d", "r13w", "r13b")),
                 (("rsi", "esi", "si", "sil"), ("r14", "r14d", "r14w", "r14b"))):  # fmt: skip
        for x, y in zip(a, b, strict=True):
            mapping[x], mapping[y] = y, x
    return mapping


_RENAME = _renaming()
_HIGH = re.compile(r"[xyz]mm(?:1[6-9]|2\d|3[01])\b")
_RENAME_RE = re.compile(r"(?<![\w.$])(" + "|".join(sorted(_RENAME, key=len, reverse=True)) + r")(?!\w)")


def renamed(text: str) -> str:
    mnemonic, sep, rest = text.partition(" ")
    return mnemonic + sep + _RENAME_RE.sub(lambda m: _RENAME[m.group(1)], rest)


@dataclass
class Instance:
    syntax: int  # 0 AT&T, 1 Intel
    text: str
    renamed: bool = False
    llvm: list[tuple[str, list[tuple[str, str]], str, str]] = field(default_factory=list)
    error: str | None = None


def load_probes(path: Path) -> list[list]:
    with gzip.open(path, "rt") if path.suffix == ".gz" else open(path) as handle:
        return json.load(handle)["probes"]


LLVM_CRASH = "llvm-mc-19 crashes on it"


def run_llvm_mc(instances: list[Instance], intel: bool, chunk: int = 40000) -> None:
    """Fills `llvm` (opcode, operands, printed text, encoding) or `error` of every instance. A few
    spellings crash llvm-mc-19 (a segfault while printing); the run restarts after such a one."""
    start = 0
    while start < len(instances):
        done = _run_chunk(instances, start, min(start + chunk, len(instances)), intel)
        start = done


def _run_chunk(instances: list[Instance], start: int, end: int, intel: bool) -> int:
    """Runs instances[start:end]; returns where the next run starts."""
    lines = [".intel_syntax noprefix"] if intel else []
    origin: list[int] = [-1] * len(lines)
    for number in range(start, end):
        lines.append(f".Lv{number}:")
        origin.append(-1)
        lines.append(instances[number].text)
        origin.append(number)
    proc = subprocess.run(
        ["llvm-mc-19", TRIPLE, "-show-inst", "-show-encoding"],
        input="\n".join(lines) + "\n", capture_output=True, text=True, check=False,
    )
    _read_output(instances, proc, origin)
    if proc.returncode >= 0:
        return end
    last = max((int(m.group(1)) for m in map(_LABEL.match, proc.stdout.splitlines()) if m), default=start)
    instances[last].llvm = []
    instances[last].error = LLVM_CRASH
    for number in range(last + 1, end):
        instances[number].llvm = []
        instances[number].error = None
    return last + 1


def _read_output(instances: list[Instance], proc: subprocess.CompletedProcess[str], origin: list[int]) -> None:
    for line in proc.stderr.splitlines():
        match = _ERROR.match(line)
        if match:
            index = int(match.group(1)) - 1
            if 0 <= index < len(origin) and origin[index] >= 0 and instances[origin[index]].error is None:
                instances[origin[index]].error = match.group(2)
    current: Instance | None = None
    for line in proc.stdout.splitlines():
        label = _LABEL.match(line)
        if label:
            current = instances[int(label.group(1))]
            continue
        if current is None:
            continue
        enc = _ENCODING.match(line)
        if enc:
            current.llvm.append(("", [], enc.group(1).replace("\t", " ").strip(), enc.group(2)))
            continue
        opcode = _MCINST.search(line)
        if opcode and current.llvm:
            current.llvm[-1] = (opcode.group(1), [], current.llvm[-1][2], current.llvm[-1][3])
        operand = _OPERAND.search(line)
        if operand and current.llvm and "<MCInst" not in line:
            current.llvm[-1][1].append((operand.group(1), operand.group(2)))


def encoding_bytes(items: str) -> str:
    """llvm-mc's `[0x01,0xc3]` as hex; fixup bytes (letters) and bit fields read as zeros."""
    out = []
    for item in items.split(","):
        item = item.strip()
        if item.startswith("0x"):
            out.append(item[2:].zfill(2))
        elif item.startswith("0b"):
            out.append(f"{int(''.join(c if c in '01' else '0' for c in item[2:]), 2):02x}")
        elif item:
            out.append("00")
    return "".join(out)


def operand_list(inst, isa) -> list[tuple[str, str]]:
    """Our MC operands in llvm-mc's `-show-inst` spelling (registers by number)."""
    out = []
    for op in inst.operands:
        if hasattr(op, "value"):
            out.append(("Imm", str(op.value)))
        elif hasattr(op, "text"):
            out.append(("Expr", op.text))
        else:
            number = 0 if op.name is None else isa.registers[op.name].number
            out.append(("Reg", str(number)))
    return out


def compare(instances: list[Instance], intel: bool, isa, table) -> list[tuple[Instance, str, dict]]:
    """(instance, verdict, ours) per instance LLVM accepted: verdict "ok" or what differs."""
    header = ".intel_syntax noprefix\n" if intel else ""
    parsed = parse_text(header + "\n".join(inst.text for inst in instances))
    offset = 1 if intel else 0
    by_line = {}
    for instr in parsed.instructions:
        by_line.setdefault(instr.span.line - offset, instr)
    results = []
    for number, inst in enumerate(instances):
        if inst.error is not None or not inst.llvm:
            continue
        if len(inst.llvm) != 1:
            results.append((inst, MULTI_INSTRUCTION, {}))
            continue
        reason = next((why for pattern, why in EXCEPTIONS if pattern.search(inst.text)), None)
        if reason is not None:
            results.append((inst, reason, {}))
            continue
        opcode, operands, printed, encoding = inst.llvm[0]
        instr = by_line.get(number)
        if instr is None:
            results.append((inst, "not parsed", {}))
            continue
        mc, diags = resolve(instr, isa)
        if mc is None:
            results.append((inst, "rejected: " + (diags[0].message if diags else "?"), {}))
            continue
        ours = {"opcode": mc.opcode}
        if mc.opcode != opcode:
            results.append((inst, f"opcode {mc.opcode} != {opcode}", ours))
            continue
        theirs_ops = [(kind, value) for kind, value in operands if kind != "Expr"]
        mine_ops = [pair for pair in operand_list(mc, isa) if pair[0] != "Expr"]
        if mine_ops != theirs_ops:
            results.append((inst, "operands", ours))
            continue
        text = print_inst(mc, isa).replace("\t", " ").strip()
        ours["printed"] = text
        if text != printed:
            results.append((inst, "printed text", ours))
            continue
        code = encode(mc, table)
        ours["encoding"] = code.hex() if code is not None else None
        if ours["encoding"] != encoding_bytes(encoding):
            results.append((inst, "encoding", ours))
            continue
        results.append((inst, "ok", ours))
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--probes", default=str(ROOT / "models/x86-64/isa_probes.json.gz"))
    parser.add_argument("--syntax", choices=("att", "intel", "both"), default="both")
    parser.add_argument("--renamed", action="store_true", help="also check every instance with other registers")
    parser.add_argument("--limit", type=int, default=0, help="only every Nth instance (0: all)")
    parser.add_argument("--show", type=int, default=5, help="examples per disagreement kind")
    parser.add_argument("--record", help="write one agreeing instance per (syntax, opcode) here (.jsonl.gz)")
    args = parser.parse_args(argv)
    isa = load_isa()
    table = load_encoding_table()
    probes = load_probes(Path(args.probes))
    wanted = {"att": (0,), "intel": (1,), "both": (0, 1)}[args.syntax]
    per_group: dict[tuple[int, str], Counter] = defaultdict(Counter)
    failures: dict[str, list[str]] = defaultdict(list)
    recorded: dict[tuple[int, str], dict] = {}
    exit_status = 0
    for syntax in wanted:
        instances = []
        seen = set()
        for index, row in enumerate(probes):
            if row[0] != syntax or (args.limit and index % args.limit):
                continue
            texts = [(row[1], False)]
            if args.renamed:
                texts.append((renamed(row[1]), True))
            for text, is_renamed in texts:
                if text not in seen:
                    seen.add(text)
                    instances.append(Instance(syntax, text, is_renamed))
        run_llvm_mc(instances, syntax == 1)
        crashed = [inst.text for inst in instances if inst.error == LLVM_CRASH]
        for text in crashed:
            failures[f"exception: {LLVM_CRASH}"].append(text)
        for inst, verdict, ours in compare(instances, syntax == 1, isa, table):
            opcode = inst.llvm[0][0]
            info = isa.opcodes.get(opcode)
            group = extension(opcode, info.encoding if info else "legacy", inst.llvm[0][2])
            counts = per_group[(syntax, group)]
            counts["total"] += 1
            if verdict == "ok":
                counts["ok"] += 1
                # One per (syntax, opcode), and one more where two or more operands are 16-31.
                key = (syntax, opcode, len(_HIGH.findall(inst.text)) >= 2)
                if key not in recorded or (inst.renamed and not recorded[key].get("renamed")):
                    recorded[key] = {
                        "syntax": "intel" if syntax else "att", "text": inst.text, "opcode": opcode,
                        "operands": [f"{k}:{v}" for k, v in inst.llvm[0][1] if k != "Expr"],
                        "printed": inst.llvm[0][2], "encoding": encoding_bytes(inst.llvm[0][3]),
                        **({"renamed": True} if inst.renamed else {}),
                    }  # fmt: skip
            elif verdict == MULTI_INSTRUCTION or verdict in {why for _pattern, why in EXCEPTIONS}:
                counts["exception"] += 1
                failures[f"exception: {verdict}"].append(inst.text)
            else:
                kind = verdict if verdict.startswith("opcode") else verdict.split(":")[0]
                failures[f"{'intel' if syntax else 'att'} {kind}"].append(
                    f"{inst.text}  ->  llvm {inst.llvm[0][0]} {inst.llvm[0][2]!r} | ours {ours} {verdict}"
                )
                exit_status = 1
    print(f"{'syntax':6} {'extension':28} {'instances':>9} {'agree':>7} {'exceptions':>10} {'coverage':>8}")
    totals: Counter = Counter()
    for (syntax, group), counts in sorted(per_group.items()):
        covered = counts["ok"] + counts["exception"]
        totals.update(counts)
        print(
            f"{'intel' if syntax else 'att':6} {group:28} {counts['total']:9d} {counts['ok']:7d} "
            f"{counts['exception']:10d} {100.0 * covered / counts['total']:7.2f}%"
        )
    covered = totals["ok"] + totals["exception"]
    print(f"{'all':6} {'':28} {totals['total']:9d} {totals['ok']:7d} {totals['exception']:10d} "
          f"{100.0 * covered / max(totals['total'], 1):7.2f}%")  # fmt: skip
    for kind, examples in sorted(failures.items(), key=lambda item: -len(item[1])):
        print(f"\n{kind}: {len(examples)}")
        for example in examples[: args.show]:
            print(f"  {example}")
    if args.record:
        lines = "".join(json.dumps(recorded[key], separators=(",", ":")) + "\n" for key in sorted(recorded))
        with open(args.record, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as handle:
            handle.write(lines.encode())
        print(f"\nrecorded {len(recorded)} instances to {args.record}")
    return exit_status


if __name__ == "__main__":
    sys.exit(main())
