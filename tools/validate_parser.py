#!/usr/bin/env python3
"""Compare mcalens' parser + resolver (+ printer) with llvm-mc-19 on a corpus of .s files.

For every instruction line our parser finds, a unique label is inserted before it and the
instrumented text goes through `llvm-mc-19 -show-inst` (many files per llvm-mc run, each file
starting in AT&T mode, so `.intel_syntax` files work). llvm-mc's output is split at those labels,
which maps each MCInst (and each error message) back to a source line. Per line we compare the
opcode names (and, with --printer, LLVM's printed text against `printer.print_inst`).

    tools/validate_parser.py [--limit N] [--seed S] [--printer] [--show K] PATH...
    tools/validate_parser.py --triple aarch64 [--printer] PATH...     (AArch64: -mattr=+all...)
    tools/validate_parser.py --triple aarch64 --rejects tests/golden_aarch64/mc_rejects.tsv.gz

PATH is a .s file or a directory searched recursively. Prints agreement and the disagreements
grouped by mnemonic; exit code 0 always (it is a measuring tool).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import subprocess
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.frontend.syntax import Instruction
from mcalens.analysis.isa import load_isa
from mcalens.analysis.targets.x86.printer import print_inst
from mcalens.analysis.targets.x86.resolve import resolve, tables_for

_LABEL = re.compile(r"^\.Lmcv_(\d+)_(\d+):")
_MCINST = re.compile(r"<MCInst #\d+ (\w+)")
_OPERAND = re.compile(r"<MCOperand (\w+):(.*?)>+\s*$")
_ERROR = re.compile(r"^<stdin>:(\d+):\d+: error: (.*)$")


def collect(paths: list[str]) -> list[Path]:
    files: list[Path] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            files.extend(sorted(path.rglob("*.s")))
        elif path.exists():
            files.append(path)
    return files


def instrument(file_index: int, text: str, instr_lines: set[int]) -> tuple[list[str], list[tuple[int, int]]]:
    """Lines with a label before every instruction line; returns lines and (file, line) per output line."""
    out: list[str] = [".att_syntax prefix"]
    origin: list[tuple[int, int]] = [(file_index, -1)]
    for line_no, line in enumerate(text.split("\n")):
        if line_no in instr_lines:
            out.append(f".Lmcv_{file_index}_{line_no}:")
            origin.append((file_index, line_no))
        out.append(line)
        origin.append((file_index, line_no))
    return out, origin


def run_llvm_mc(
    llvm_mc: str, lines: list[str], origin: list[tuple[int, int]], intel_print: bool, imm_hex: bool = False
):
    """Maps (file, line) -> list of (opcode, printed text, operands), and (file, line) -> llvm-mc error."""
    command = [llvm_mc, "-show-inst", "-triple=x86_64-unknown-linux-gnu"]
    if intel_print:
        command.append("-output-asm-variant=1")
    if imm_hex:
        command.append("--print-imm-hex")
    proc = subprocess.run(command, input="\n".join(lines) + "\n", capture_output=True, text=True)
    results: dict[tuple[int, int], list[tuple[str, str, list[tuple[str, str]]]]] = defaultdict(list)
    current: tuple[int, int] | None = None
    pending_text = ""
    for raw in proc.stdout.split("\n"):
        label = _LABEL.match(raw)
        if label:
            current = (int(label.group(1)), int(label.group(2)))
            continue
        operand = _OPERAND.search(raw)
        if operand and current is not None and results[current]:
            results[current][-1][2].append((operand.group(1), operand.group(2)))
            continue
        match = _MCINST.search(raw)
        if match and current is not None:
            if raw.lstrip().startswith("#"):
                text = pending_text
            else:
                text = raw.split("# <MCInst")[0]
            results[current].append((match.group(1), text.strip(" \t") if text else "", []))
            pending_text = ""
        elif raw.startswith("\t") and not raw.lstrip().startswith("#") and not raw.lstrip().startswith("."):
            pending_text = raw
    errors: dict[tuple[int, int], str] = {}
    for raw in proc.stderr.split("\n"):
        match = _ERROR.match(raw)
        if match:
            line_index = int(match.group(1)) - 1
            if 0 <= line_index < len(origin):
                errors.setdefault(origin[line_index], match.group(2))
    return results, errors


def operands_agree(inst: object, theirs: list[tuple[str, str]], isa: object) -> bool:
    """Registers by number, immediates by value, expressions by kind (their text is LLVM's dump)."""
    ours = inst.operands  # type: ignore[attr-defined]
    if len(ours) != len(theirs):
        return False
    for op, (kind, value) in zip(ours, theirs, strict=True):
        if kind == "Reg":
            name = getattr(op, "name", "missing")
            number = 0 if name is None else getattr(isa.registers.get(name), "number", -1)  # type: ignore[attr-defined]
            if str(number) != value:
                return False
        elif kind == "Imm":
            if str(getattr(op, "value", None)) != value:
                return False
        elif not hasattr(op, "text"):
            return False
    return True


def compare_with_mca(files: list[Path], isa: object, mcpu: str) -> tuple[int, int, list[str]]:
    """Instruction strings of `llvm-mca-19 -json` (CodeRegions[].Instructions) against print_inst."""
    total = agree = 0
    examples: list[str] = []
    for path in files:
        proc = subprocess.run(
            ["llvm-mca-19", f"-mcpu={mcpu}", "-json", str(path)], capture_output=True, text=True
        )
        if proc.returncode != 0:
            continue
        try:
            regions = json.loads(proc.stdout)["CodeRegions"]
        except (ValueError, KeyError):
            continue
        theirs = [text for region in regions for text in region.get("Instructions", [])]
        parsed = parse_text(path.read_text(errors="replace"))
        ours = []
        for instr in parsed.instructions:
            inst, _ = resolve(instr, isa)  # type: ignore[arg-type]
            ours.append(print_inst(inst, isa) if inst is not None else None)  # type: ignore[arg-type]
        if len(ours) != len(theirs):
            continue
        for have, want in zip(ours, theirs, strict=True):
            total += 1
            if have == want:
                agree += 1
            elif len(examples) < 10:
                examples.append(f"{path}: ours {have!r}, llvm-mca {want!r}")
    return total, agree, examples


def clean_printed(text: str) -> str:
    """llvm-mc pads before the `# <MCInst` comment; llvm-mca trims the leading whitespace."""
    return text.rstrip(" ").lstrip(" \t")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--limit", type=int, default=0, help="sample this many files (0 = all)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--batch", type=int, default=300, help="files per llvm-mc run")
    parser.add_argument("--llvm-mc", default="llvm-mc-19")
    parser.add_argument("--printer", action="store_true", help="also compare printed instruction text")
    parser.add_argument("--intel-print", action="store_true", help="compare the Intel printer")
    parser.add_argument("--imm-hex", action="store_true", help="compare -print-imm-hex printing")
    parser.add_argument(
        "--record",
        metavar="TSV",
        help="write golden data: syntax, text, opcode, operands, att, intel, att hex "
        "(AArch64: gzip TSV file, source, opcode, operands, printed)",
    )
    parser.add_argument(
        "--mca", type=int, default=0, metavar="N", help="also check N files against llvm-mca-19 -json"
    )
    parser.add_argument("--record-per-shape", type=int, default=2,
                        help="AArch64 --record: rows kept per operand shape and opcode")  # fmt: skip
    parser.add_argument("--mcpu", default="skylake")
    parser.add_argument("--show", type=int, default=25, help="mnemonic groups to list")
    parser.add_argument("--triple", default="x86_64", help="aarch64* / arm64*: the AArch64 front end")
    parser.add_argument("--rejects", action="store_true",
                        help="AArch64: agreement with llvm-mc-19's verdicts on the mutation golden "
                             "(PATH: tests/golden_aarch64/mc_rejects.tsv.gz; tools/aarch64_rejects.py)")  # fmt: skip
    args = parser.parse_args(argv)
    if args.rejects:
        from aarch64_rejects import compare

        return compare(Path(args.paths[0]), args.show)

    files = collect(args.paths)
    if args.limit and len(files) > args.limit:
        files = sorted(random.Random(args.seed).sample(files, args.limit))
    if args.triple.startswith(("aarch64", "arm64")):
        from validate_parser_aarch64 import main_aarch64

        return main_aarch64(args, files)
    isa = load_isa()
    tables_for(isa)
    total = agree = 0
    printed_total = printed_agree = 0
    resolve_seconds = 0.0
    resolved_count = 0
    mismatches: dict[str, list[str]] = defaultdict(list)
    mismatch_count: Counter[str] = Counter()
    print_mismatches: dict[str, list[str]] = defaultdict(list)
    print_count: Counter[str] = Counter()
    record_rows: list[str] = []
    operand_mismatch: Counter[str] = Counter()
    operand_examples: dict[str, list[str]] = defaultdict(list)
    for batch_start in range(0, len(files), args.batch):
        batch = files[batch_start : batch_start + args.batch]
        lines: list[str] = []
        origin: list[tuple[int, int]] = []
        ours: dict[tuple[int, int], list[tuple[Instruction, object]]] = defaultdict(list)
        for offset, path in enumerate(batch):
            file_index = batch_start + offset
            text = path.read_text(errors="replace")
            parsed = parse_text(text)
            instructions = parsed.instructions
            started = time.process_time()
            results = [resolve(instr, isa)[0] for instr in instructions]
            resolve_seconds += time.process_time() - started
            resolved_count += len(instructions)
            for instr, inst in zip(instructions, results, strict=True):
                ours[(file_index, instr.span.line)].append((instr, inst))
            file_lines, file_origin = instrument(file_index, text, {i.span.line for i in instructions})
            lines.extend(file_lines)
            origin.extend(file_origin)
        llvm, errors = run_llvm_mc(args.llvm_mc, lines, origin, args.intel_print, args.imm_hex)
        if args.record:
            intel_run, _ = run_llvm_mc(args.llvm_mc, lines, origin, True)
            hex_run, _ = run_llvm_mc(args.llvm_mc, lines, origin, False, True)
            for where, entries in sorted(ours.items()):
                for position, (instr, _inst) in enumerate(entries):
                    runs = [run.get(where, []) for run in (llvm, intel_run, hex_run)]
                    if any(position >= len(run) for run in runs):
                        continue
                    opcode, att_text, operands = runs[0][position]
                    record_rows.append(
                        json.dumps(
                            [
                                instr.syntax,
                                instr.text,
                                opcode,
                                [f"{k}:{v}" for k, v in operands],
                                clean_printed(att_text),
                                clean_printed(runs[1][position][1]),
                                clean_printed(runs[2][position][1]),
                            ]
                        )
                    )
        for where, entries in ours.items():
            theirs = llvm.get(where, [])
            error = errors.get(where)
            file_name = str(files[where[0]])
            for position, (instr, inst) in enumerate(entries):
                total += 1
                expected = theirs[position][0] if position < len(theirs) else None
                got = inst.opcode if inst is not None else None
                if (
                    expected == got
                    and inst is not None
                    and not operands_agree(inst, theirs[position][2], isa)
                ):
                    operand_mismatch[got] += 1
                    if len(operand_examples[got]) < 3:
                        operand_examples[got].append(
                            f"{file_name}:{where[1] + 1}: {instr.text!r}: ours {inst.operands}, llvm {theirs[position][2]}"
                        )
                if expected == got:
                    agree += 1
                else:
                    reason = f"llvm error: {error}" if expected is None and error else f"llvm {expected}"
                    mismatch_count[instr.mnemonic] += 1
                    if len(mismatches[instr.mnemonic]) < 4:
                        mismatches[instr.mnemonic].append(
                            f"{file_name}:{where[1] + 1}: {instr.text!r}: ours {got}, {reason}"
                        )
                if args.printer and inst is not None and expected == got and position < len(theirs):
                    printed_total += 1
                    want = clean_printed(theirs[position][1])
                    have = print_inst(
                        inst, isa, syntax="intel" if args.intel_print else "att", imm_hex=args.imm_hex
                    )
                    if want == have:
                        printed_agree += 1
                    else:
                        print_count[got] += 1
                        if len(print_mismatches[got]) < 3:
                            print_mismatches[got].append(f"{instr.text!r}: ours {have!r}, llvm {want!r}")
    if args.record:
        unique = list(dict.fromkeys(record_rows))
        Path(args.record).write_text("\n".join(unique) + "\n")
        print(f"recorded {len(unique)} rows to {args.record}")
    if args.mca:
        mca_total, mca_agree, mca_examples = compare_with_mca(files[: args.mca], isa, args.mcpu)
        if mca_total:
            print(
                f"llvm-mca -json instruction strings: {mca_agree}/{mca_total} = {100.0 * mca_agree / mca_total:.3f}%"
            )
        for example in mca_examples:
            print(f"      {example}")
    if total == 0:
        print("no instructions found")
        return 0
    print(f"files: {len(files)}  instructions: {total}")
    print(f"opcode agreement: {agree}/{total} = {100.0 * agree / total:.3f}%")
    print(f"operand mismatches (same opcode): {sum(operand_mismatch.values())}")
    for opcode, count in operand_mismatch.most_common(args.show):
        print(f"  operands {opcode}: {count}")
        for example in operand_examples[opcode]:
            print(f"      {example}")
    if resolved_count:
        print(f"resolve CPU time: {1e6 * resolve_seconds / resolved_count:.1f} us/instruction")
    if args.printer and printed_total:
        print(
            f"printer agreement: {printed_agree}/{printed_total} = {100.0 * printed_agree / printed_total:.3f}%"
        )
    for mnemonic, count in mismatch_count.most_common(args.show):
        print(f"  {mnemonic}: {count}")
        for example in mismatches[mnemonic]:
            print(f"      {example}")
    if args.printer:
        for opcode, count in print_count.most_common(args.show):
            print(f"  print {opcode}: {count}")
            for example in print_mismatches[opcode]:
                print(f"      {example}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
