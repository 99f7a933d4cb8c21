#!/usr/bin/env python3
"""Compare mcalens' machine-code encoder with llvm-mc-19 on a corpus of .s files.

Every file is parsed and resolved by mcalens and each instruction encoded with
`analysis.encode.encode` (no relaxation, as llvm-mc prints it). The same text, with a unique label
before every instruction line, goes through `llvm-mc-19 -triple=x86_64-unknown-linux-gnu
-show-encoding` (many files per run); llvm-mc's `# encoding: [...]` lists are split at those
labels, fixup bytes (`A`, `B`, ...) read as the zeros LLVM's emitter writes for them. Per source
line the bytes of all its instructions are compared.

    tools/validate_encoding.py [--limit N] [--seed S] [--intel] [--show K] PATH...

PATH is a .s file or a directory searched recursively. --intel first re-prints every file in
Intel syntax with `llvm-mc-19 -output-asm-variant=1` and validates that text instead (so the
Intel parser is exercised on the same instructions). Prints the agreement and the disagreements
grouped by opcode; exit status 0 always (it is a measuring tool).

    tools/validate_encoding.py --aarch64 [--record FILE] [PATH...]

AArch64 (issue 15): every spelling of models/aarch64/isa_probes.json.gz, every instruction of
tests/golden_aarch64/mc_show_inst.tsv.gz and of the .s files given (e.g. the random operand variants
`make -C tools/llvm_export aarch64-variants` writes to build/aarch64/variants.s) goes through `llvm-mc-19
-triple=aarch64 -mattr=<every extension> -show-encoding -show-inst`; the McInst llvm-mc prints is
encoded by `analysis.targets.aarch64.encode` and compared with llvm-mc's bytes (fixup bits read as
zeros), and its llvm-mc comment text (`encoding: [0bAAA00001,A,A,0x54]` + fixup lines) with
llvm-mc's. --record writes llvm-mc's (McInst, bytes) answers, the no-LLVM test's data.
--mca-cpu CPU also runs `llvm-mca-19 -mtriple=aarch64 -mcpu=CPU -show-encoding` on each .s file
given and compares its Encodings column with ours for llvm-mc's McInsts of the same lines.
"""

from __future__ import annotations

import argparse
import random
import re
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.isa import load_isa
from mcalens.analysis.targets.x86.encode import encode, encoding_text, load_encoding_table
from mcalens.analysis.targets.x86.resolve import resolve
from validate_parser import collect

TRIPLE = "-triple=x86_64-unknown-linux-gnu"
_LINE_LABEL = re.compile(r"^\.Lmce_(\d+)_(\d+):")
_FILE_LABEL = re.compile(r"^\.Lmcf_(\d+):")
_ENCODING = re.compile(r"encoding: \[([^\]]*)\]")
_ERROR = re.compile(r"^<stdin>:(\d+):\d+: error: (.*)$")


def parse_encoding(items: str) -> bytes:
    """`0x8b,0x05,A,A,A,A` -> bytes; a fixup byte (a letter) or bit field (`0bAAAA0000`) reads as
    the zeros LLVM writes before fixups are applied."""
    out = bytearray()
    for item in items.split(","):
        item = item.strip()
        if not item:
            continue
        if item.startswith("0x"):
            out.append(int(item.split("'")[0], 16))  # `0x90'A'`: a fixup over written bits
        elif item.startswith("0b"):
            out.append(int("".join(c if c in "01" else "0" for c in item[2:]), 2))
        else:
            out.append(0)
    return bytes(out)


def to_intel(llvm_mc: str, texts: list[str]) -> list[str]:
    """Each AT&T text re-printed by llvm-mc in Intel syntax (prefixed with `.intel_syntax`)."""
    lines: list[str] = []
    for index, text in enumerate(texts):
        lines.append(f".Lmcf_{index}:")
        lines.append(".att_syntax prefix")
        lines.append(text)
    proc = subprocess.run(
        [llvm_mc, TRIPLE, "-output-asm-variant=1"], input="\n".join(lines) + "\n", capture_output=True, text=True
    )
    out: list[list[str]] = [[".intel_syntax noprefix"] for _ in texts]
    current = -1
    for raw in proc.stdout.split("\n"):
        match = _FILE_LABEL.match(raw)
        if match:
            current = int(match.group(1))
            continue
        if current >= 0 and raw.strip() and not raw.lstrip().startswith((".text", ".intel_syntax")):
            out[current].append(raw)
    return ["\n".join(file_lines) + "\n" for file_lines in out]


def instrument(file_index: int, text: str) -> list[tuple[str, tuple[int, int]]]:
    """The file's lines with a label before every non-blank line (so that the bytes of a line
    mcalens does not see as an instruction are not attributed to the line before), each with its
    (file, line)."""
    out: list[tuple[str, tuple[int, int]]] = [(".att_syntax prefix", (file_index, -1))]
    for line_no, line in enumerate(text.split("\n")):
        if line.strip():
            out.append((f".Lmce_{file_index}_{line_no}:", (file_index, line_no)))
        out.append((line, (file_index, line_no)))
    return out


def _crashed(proc: subprocess.CompletedProcess[str]) -> bool:
    return proc.returncode < 0 or proc.returncode > 1 or "Stack dump" in proc.stderr


def _syntax_state(lines: list[tuple[str, tuple[int, int]]]) -> list[tuple[str, tuple[int, int]]]:
    """The syntax directive in force at the end of `lines` (to restart llvm-mc after them)."""
    for text, _ in reversed(lines):
        directive = text.strip().lower()
        if directive.startswith((".intel_syntax", ".att_syntax")):
            return [(text, (-1, -1))]
    return []


def run_llvm_mc(llvm_mc: str, numbered: list[tuple[str, tuple[int, int]]], crashes: set[tuple[int, int]]):
    """(file, line) -> concatenated encoding bytes, and (file, line) -> llvm-mc's first error.

    llvm-mc-19 crashes on a few valid spellings (and loses its buffered output): a crashing
    chunk is split in two until the crashing line is found; that line goes into `crashes`."""
    proc = subprocess.run(
        [llvm_mc, TRIPLE, "-show-encoding"],
        input="\n".join(text for text, _ in numbered) + "\n",
        capture_output=True,
        text=True,
    )
    encodings: dict[tuple[int, int], bytearray] = defaultdict(bytearray)
    errors: dict[tuple[int, int], str] = {}
    if _crashed(proc):
        labels = [i for i, (text, _) in enumerate(numbered) if _LINE_LABEL.match(text)]
        if len(labels) <= 1:
            crashes.update(where for _, where in numbered if where[0] >= 0)
            return encodings, errors
        middle = labels[len(labels) // 2]
        for part in (numbered[:middle], _syntax_state(numbered[:middle]) + numbered[middle:]):
            part_encodings, part_errors = run_llvm_mc(llvm_mc, part, crashes)
            encodings.update(part_encodings)
            for where, message in part_errors.items():
                errors.setdefault(where, message)
        return encodings, errors
    current: tuple[int, int] | None = None
    for raw in proc.stdout.split("\n"):
        label = _LINE_LABEL.match(raw)
        if label:
            current = (int(label.group(1)), int(label.group(2)))
            continue
        match = _ENCODING.search(raw)
        if match and current is not None:
            encodings[current] += parse_encoding(match.group(1))
    for raw in proc.stderr.split("\n"):
        match = _ERROR.match(raw)
        if match:
            index = int(match.group(1)) - 1
            if 0 <= index < len(numbered):
                errors.setdefault(numbered[index][1], match.group(2))
    return encodings, errors


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("paths", nargs="*")
    parser.add_argument("--limit", type=int, default=0, help="sample this many files (0 = all)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--batch", type=int, default=400, help="files per llvm-mc run")
    parser.add_argument("--llvm-mc", default="llvm-mc-19")
    parser.add_argument("--intel", action="store_true", help="validate the files re-printed in Intel syntax")
    parser.add_argument("--show", type=int, default=30, help="opcode groups to list")
    parser.add_argument("--aarch64", action="store_true", help="validate the AArch64 encoder (see above)")
    parser.add_argument("--mca-cpu", help="--aarch64: compare with llvm-mca-19's -show-encoding column too")
    parser.add_argument("--record", help="--aarch64: write the agreeing (McInst, bytes) answers here (.tsv.gz)")
    args = parser.parse_args(argv)
    if args.aarch64:
        return main_aarch64(args)
    if not args.paths:
        parser.error("give .s files or directories")

    files = collect(args.paths)
    if args.limit and len(files) > args.limit:
        files = sorted(random.Random(args.seed).sample(files, args.limit))
    isa = load_isa()
    table = load_encoding_table()
    if table is None:
        print("error: models/x86-64/isa_encoding.json(.gz) not found")
        return 0
    lines_total = compared = identical = 0
    instructions_compared = instructions_identical = 0
    unresolved = llvm_rejected = llvm_crashed = not_encoded = both_rejected = 0
    by_opcode: Counter[str] = Counter()
    examples: dict[str, list[str]] = defaultdict(list)
    rejected_examples: list[str] = []
    crashes: set[tuple[int, int]] = set()
    for start in range(0, len(files), args.batch):
        batch = files[start : start + args.batch]
        texts = [path.read_text(errors="replace") for path in batch]
        if args.intel:
            texts = to_intel(args.llvm_mc, texts)
        numbered: list[tuple[str, tuple[int, int]]] = []
        ours: dict[tuple[int, int], list[tuple[str, object]]] = defaultdict(list)
        for offset, text in enumerate(texts):
            file_index = start + offset
            for instr in parse_text(text).instructions:
                inst, _ = resolve(instr, isa)
                ours[(file_index, instr.span.line)].append((instr.text, inst))
            numbered.extend(instrument(file_index, text))
        theirs, errors = run_llvm_mc(args.llvm_mc, numbered, crashes)
        for where, entries in ours.items():
            lines_total += 1
            name = f"{files[where[0]]}:{where[1] + 1}"
            want = theirs.get(where)
            if any(inst is None for _, inst in entries):
                if want is None and where not in crashes:
                    both_rejected += 1  # llvm-mc refuses it too (e.g. Intel `movsx r64, r32`)
                else:
                    unresolved += 1
                continue
            if where in crashes:
                llvm_crashed += 1
                continue
            if want is None:
                llvm_rejected += 1
                if len(rejected_examples) < 5:
                    rejected_examples.append(f"{name}: {entries[0][0]!r}: {errors.get(where, 'no encoding')}")
                continue
            pieces = [encode(inst, table) for _, inst in entries]  # type: ignore[arg-type]
            compared += 1
            instructions_compared += len(entries)
            have = b"".join(piece or b"" for piece in pieces)
            if all(piece is not None for piece in pieces) and have == bytes(want):
                identical += 1
                instructions_identical += len(entries)
                continue
            if any(piece is None for piece in pieces):
                not_encoded += 1
            opcode = " + ".join(inst.opcode for _, inst in entries)  # type: ignore[attr-defined]
            by_opcode[opcode] += 1
            if len(examples[opcode]) < 3:
                text = " ; ".join(text for text, _ in entries)
                shown = " | ".join("None" if p is None else encoding_text(p).strip() for p in pieces)
                examples[opcode].append(f"{name}: {text!r}: ours [{shown}], llvm [{encoding_text(bytes(want)).strip()}]")
    syntax = "Intel (re-printed by llvm-mc)" if args.intel else "as written"
    print(f"files: {len(files)}  instruction lines: {lines_total}  syntax: {syntax}")
    print(
        f"  rejected by both: {both_rejected}  not resolved by mcalens only: {unresolved}"
        f"  rejected by llvm-mc only: {llvm_rejected}  llvm-mc crashed: {llvm_crashed}"
    )
    for example in rejected_examples:
        print(f"      {example}")
    if compared:
        print(f"lines compared: {compared}  identical: {identical} = {100.0 * identical / compared:.3f}%")
        print(
            f"instructions compared: {instructions_compared}  identical: {instructions_identical} = "
            f"{100.0 * instructions_identical / instructions_compared:.3f}%  (not encodable by mcalens: {not_encoded})"
        )
    for opcode, count in by_opcode.most_common(args.show):
        print(f"  {opcode}: {count}")
        for example in examples[opcode]:
            print(f"      {example}")
    return 0


# ----------------------------------------------------------------------------------------------
# AArch64 (--aarch64).

A64_PROBES = Path(__file__).resolve().parent.parent / "models" / "aarch64" / "isa_probes.json.gz"
A64_CORPUS = Path(__file__).resolve().parent.parent / "tests" / "golden_aarch64" / "mc_show_inst.tsv.gz"
_A64_INST = re.compile(r"<MCInst #\d+ (\w+)")
_A64_OPERAND = re.compile(r"<MCOperand (Reg|Imm|Expr|FPImm|SFPImm|DFPImm):?(.*?)>*$")
_A64_FIXUP = re.compile(r"^\s*//\s+(fixup [A-Z] - .*)$")


def _a64_file_lines(path: Path) -> list[str]:
    """The instruction lines of an AArch64 .s file (no directives, labels or comments)."""
    out = []
    for line in path.read_text(errors="replace").split("\n"):
        text = line.split("//")[0].strip()
        if text and not text.startswith((".", "#")) and not text.endswith(":"):
            out.append(text)
    return out


def _a64_sources(paths: list[str]) -> list[tuple[str, str]]:
    """(origin, instruction text): the instruction lines of the given .s files, the probe
    spellings and the corpus instructions."""
    import gzip
    import json

    out = [("files", text) for path in collect(paths) for text in _a64_file_lines(path)]
    with gzip.open(A64_PROBES, "rt", encoding="utf-8") as handle:
        for probe in json.load(handle)["probes"]:
            out.append(("probe", probe[1]))
    with gzip.open(A64_CORPUS, "rt", encoding="utf-8") as handle:
        for row in list(handle)[1:]:
            fields = row.rstrip("\n").split("\t")
            if len(fields) >= 2:
                out.append(("corpus", fields[1]))
    return out


def _a64_run(llvm_mc: str, features: str, texts: list[str]):
    """Per text: (McInst, llvm-mc's bytes, llvm-mc's comment text) of its one instruction, or None."""
    from mcalens.analysis.isa import read_json_file
    from mcalens.analysis.mcinst import Expr, Imm, McInst, Reg

    names = [r["name"] for r in read_json_file(A64_PROBES.parent / "isa.json")["registers"]]
    lines: list[str] = []
    for index, text in enumerate(texts):
        lines.append(f".Lmce_0_{index}:")
        lines.append(text)
    proc = subprocess.run(
        [llvm_mc, "-triple=aarch64", f"-mattr={features}", "-show-encoding", "-show-inst"],
        input="\n".join(lines) + "\n", capture_output=True, text=True,
    )
    results: list[list] = [[] for _ in texts]
    current = -1
    for raw in proc.stdout.split("\n"):
        label = _LINE_LABEL.match(raw)
        if label:
            current = int(label.group(2))
            continue
        if current < 0:
            continue
        entry = results[current]
        match = _ENCODING.search(raw)
        if match:
            entry.append({"bytes": parse_encoding(match.group(1)), "text": f"encoding: [{match.group(1)}]",
                          "opcode": None, "operands": []})
            continue
        if not entry:
            continue
        fixup = _A64_FIXUP.match(raw)
        if fixup:
            entry[-1]["text"] += "\n  " + fixup.group(1)
            continue
        inst = _A64_INST.search(raw)
        if inst:
            entry[-1]["opcode"] = inst.group(1)
            continue
        operand = _A64_OPERAND.search(raw.strip())
        if operand:
            kind, value = operand.group(1), operand.group(2)
            if kind == "Reg":
                number = int(value)
                entry[-1]["operands"].append(Reg(None if number == 0 else names[number]))
            elif kind == "Imm":
                entry[-1]["operands"].append(Imm(int(value)))
            elif kind == "Expr":
                entry[-1]["operands"].append(Expr(value[1:-1] if value.startswith("(") else value))
            else:
                entry[-1]["operands"].append(None)
    out = []
    for entry in results:
        if len(entry) != 1 or entry[0]["opcode"] is None or None in entry[0]["operands"]:
            out.append(None)
            continue
        e = entry[0]
        out.append((McInst(e["opcode"], tuple(e["operands"])), e["bytes"], e["text"]))
    return out


def _a64_operand_text(op) -> str:
    from mcalens.analysis.mcinst import Expr, Imm

    if isinstance(op, Imm):
        return f"I:{op.value}"
    if isinstance(op, Expr):
        return f"E:{op.text}"
    return f"R:{op.name or ''}"


def _a64_mca_column(path: Path, cpu: str) -> list[str] | None:
    """llvm-mca-19's Encodings column for `path` (one entry per instruction), or None if it fails."""
    proc = subprocess.run(
        ["llvm-mca-19", "-mtriple=aarch64", f"-mcpu={cpu}", "-show-encoding", "-iterations=1",
         "-timeline=false", "-resource-pressure=false", str(path)],
        capture_output=True, text=True,
    )
    if proc.returncode:
        return None
    column: list[str] = []
    start = end = -1
    for line in proc.stdout.split("\n"):
        if "Encodings:" in line and "Instructions:" in line:
            start, end = line.index("Encodings:"), line.index("Instructions:")
            continue
        if start >= 0:
            if not line.strip():
                break
            column.append(line[start:end].strip())
    return column


def _a64_mca(args, features: str, table) -> None:
    from mcalens.analysis.targets.aarch64.encode import encode as a64_encode

    compared = identical = skipped = 0
    for path in collect(args.paths):
        column = _a64_mca_column(path, args.mca_cpu)
        texts = _a64_file_lines(path)
        if column is None or len(column) != len(texts):
            skipped += 1
            continue
        for text, want, result in zip(texts, column, _a64_run(args.llvm_mc, features, texts), strict=True):
            compared += 1
            have = None if result is None else a64_encode(result[0], table)
            if have is not None and encoding_text(have).strip() == want:
                identical += 1
            elif compared - identical <= args.show:
                print(f"  llvm-mca {path}: {text!r}: ours {have and encoding_text(have)!r}, llvm-mca {want!r}")
    share = 100.0 * identical / compared if compared else 0.0
    print(f"llvm-mca -mcpu={args.mca_cpu} -show-encoding: {compared} instructions compared, {identical} identical"
          f" = {share:.3f}% ({skipped} files skipped: rejected by llvm-mca or lines not matched)")


def main_aarch64(args) -> int:
    import gzip
    import json

    from mcalens.analysis.targets.aarch64.encode import encode as a64_encode
    from mcalens.analysis.targets.aarch64.encode import load_encoding_table as a64_table
    from mcalens.analysis.targets.aarch64.encode import mc_encoding_text

    table = a64_table()
    if table is None:
        print("error: models/aarch64/isa_encoding.json(.gz) not found")
        return 0
    with gzip.open(A64_PROBES, "rt", encoding="utf-8") as handle:
        features = json.load(handle)["features"]
    sources = _a64_sources(args.paths)
    answers: dict[tuple[str, str], str] = {}
    stats: dict[str, Counter[str]] = defaultdict(Counter)
    by_opcode: Counter[str] = Counter()
    examples: dict[str, list[str]] = defaultdict(list)
    batch = 4000
    for start in range(0, len(sources), batch):
        chunk = sources[start : start + batch]
        # movprfx constrains the next instruction: those spellings go alone.
        results = []
        plain = [i for i, (_, text) in enumerate(chunk) if not text.startswith("movprfx")]
        got = dict(zip(plain, _a64_run(args.llvm_mc, features, [chunk[i][1] for i in plain]), strict=True))
        for i, (_, text) in enumerate(chunk):
            if i not in got:
                got[i] = _a64_run(args.llvm_mc, features, [text])[0]
            results.append(got[i])
        for (origin, text), result in zip(chunk, results, strict=True):
            counts = stats[origin]
            counts["lines"] += 1
            if result is None:
                counts["rejected by llvm-mc"] += 1
                continue
            inst, want, mc_text = result
            have = a64_encode(inst, table)
            counts["compared"] += 1
            answers[(inst.opcode, "|".join(_a64_operand_text(op) for op in inst.operands))] = want.hex()
            if have == want:
                counts["identical bytes"] += 1
            else:
                by_opcode[inst.opcode] += 1
                if len(examples[inst.opcode]) < 3:
                    shown = "None" if have is None else encoding_text(have).strip()
                    examples[inst.opcode].append(f"{origin}: {text!r}: ours [{shown}], llvm [{encoding_text(want).strip()}]")
            if mc_encoding_text(inst, table) == mc_text:
                counts["identical llvm-mc text"] += 1
            elif len(examples["text:" + inst.opcode]) < 2:
                by_opcode["text:" + inst.opcode] += 1
                examples["text:" + inst.opcode].append(f"{text!r}: ours {mc_encoding_text(inst, table)!r}, llvm {mc_text!r}")
            else:
                by_opcode["text:" + inst.opcode] += 1
    for origin, counts in stats.items():
        compared = counts["compared"] or 1
        print(
            f"{origin}: {counts['lines']} instructions, {counts['rejected by llvm-mc']} rejected by llvm-mc, "
            f"{counts['compared']} compared: bytes identical {counts['identical bytes']} = "
            f"{100.0 * counts['identical bytes'] / compared:.3f}%, llvm-mc text identical "
            f"{counts['identical llvm-mc text']} = {100.0 * counts['identical llvm-mc text'] / compared:.3f}%"
        )
    for opcode, count in by_opcode.most_common(args.show):
        print(f"  {opcode}: {count}")
        for example in examples[opcode]:
            print(f"      {example}")
    if args.mca_cpu:
        _a64_mca(args, features, table)
    if args.record:
        with gzip.open(args.record, "wt", encoding="utf-8", compresslevel=9) as out:
            out.write("# McInst (opcode, MC operands) -> the 4 bytes llvm-mc-19 -show-encoding wrote (fixup bits 0);\n")
            out.write("# tools/validate_encoding.py --aarch64 --record over models/aarch64/isa_probes.json.gz and\n")
            out.write("# tests/golden_aarch64/mc_show_inst.tsv.gz. Numbers are LLVM's: Apache-2.0 WITH LLVM-exception.\n")
            for (opcode, operands), code in sorted(answers.items()):
                out.write(f"{opcode}\t{operands}\t{code}\n")
        print(f"recorded {len(answers)} answers in {args.record}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
