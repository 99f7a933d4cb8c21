"""AArch64 mode of tools/validate_parser.py: our syntax + resolver (+ printer) against llvm-mc-19.

Every instruction statement gets a label before it; the instrumented files go through
`llvm-mc-19 -triple=aarch64 -mattr=<every extension> -show-inst` (the feature string of
models/aarch64/isa_probes.json.gz), whose MCInsts are mapped back to source lines by the labels.
Compares opcode, operands (registers by number, immediates by value) and, with --printer, the
text LLVM's printer wrote (what llvm-mca's views show) with printer.print_inst.
"""

from __future__ import annotations

import gzip
import json
import re
import subprocess
import time
from collections import Counter, defaultdict
from pathlib import Path

from mcalens.analysis.isa import load_isa
from mcalens.analysis.mcinst import McInst
from mcalens.analysis.targets.aarch64.resolve import load_tables, resolve
from mcalens.analysis.targets.aarch64.spellings import shape_key
from mcalens.analysis.targets.aarch64.syntax import instruction_statements, parse_instruction
from validate_parser import operands_agree

_LABEL = re.compile(r"^\.Lmcv_(\d+)_(\d+)_(\d+):")
_MCINST = re.compile(r"<MCInst #\d+ (\w+)")
_OPERAND = re.compile(r"<MCOperand (Reg|Imm|Expr|SFPImm|DFPImm):?([^>]*)>")
_ERROR = re.compile(r"^<stdin>:(\d+):\d+: error: (.*)$")
ROOT = Path(__file__).resolve().parent.parent


def features() -> str:
    with gzip.open(ROOT / "models" / "aarch64" / "isa_probes.json.gz", "rt") as handle:
        return json.load(handle)["features"]


def run_llvm_mc(llvm_mc: str, triple: str, text: str, attrs: str):
    """(file, line, statement) -> [(opcode, printed, [(kind, value)])], and errors by input line."""
    # llvm-mca prints arm64-apple-* in the Apple variant (llvm-mc only when asked)
    variant = ["--output-asm-variant=1"] if "apple" in triple else []
    run = subprocess.run([llvm_mc, f"-triple={triple}", f"-mattr={attrs}", "-show-inst", *variant], input=text,
                         capture_output=True, text=True)  # fmt: skip
    results: dict[tuple[int, int, int], list] = defaultdict(list)
    current = None
    for raw in run.stdout.split("\n"):
        label = _LABEL.match(raw)
        if label:
            current = (int(label.group(1)), int(label.group(2)), int(label.group(3)))
            continue
        match = _MCINST.search(raw)
        if match and current is not None:
            printed = re.split(r"(?://|;) <MCInst", raw)[0].strip(" \t")
            operands = _OPERAND.findall(raw)
            results[current].append((match.group(1), printed, operands))
        elif current is not None and results[current] and "<MCOperand" in raw:
            results[current][-1][2].extend(_OPERAND.findall(raw))
    errors = {}
    for raw in run.stderr.split("\n"):
        match = _ERROR.match(raw)
        if match:
            errors.setdefault(int(match.group(1)) - 1, match.group(2))
    return results, errors


def _named(kind: str, value: str, numbers: dict[int, str]) -> str:
    if kind == "Reg":
        return "R:" + (numbers.get(int(value), "") if value != "0" else "")
    if kind == "Imm":
        return f"I:{value}"
    return "E" if kind == "Expr" else "F"


def main_aarch64(args, files: list[Path]) -> int:
    isa = load_isa("aarch64")
    load_tables(isa)
    printer = None
    if args.printer:
        from mcalens.analysis.targets.aarch64.printer import print_inst as printer
    attrs = features()
    from mcalens.analysis.targets.aarch64 import features as feature_module

    feature_data = feature_module.load_feature_data()
    all_features = feature_module.with_mattr(feature_data, frozenset(), attrs)
    current: dict[tuple[int, int, int], frozenset[str]] = {}  # per file: features after its directives so far
    record_rows: dict[tuple[str, str, str, str], list[str]] = {}
    directives: dict[tuple[int, int, int], str] = {}
    numbers = {info.number: name for name, info in isa.registers.items()}
    total = agree = operand_bad = printed_total = printed_agree = 0
    seconds = 0.0
    mismatches: dict[str, list[str]] = defaultdict(list)
    counts: Counter[str] = Counter()
    print_bad: Counter[str] = Counter()
    print_examples: dict[str, list[str]] = defaultdict(list)
    for batch_start in range(0, len(files), args.batch):
        batch = files[batch_start : batch_start + args.batch]
        out_lines: list[str] = []
        ours: dict[tuple[int, int, int], tuple] = {}
        for offset, path in enumerate(batch):
            file_index = batch_start + offset
            text = path.read_text(errors="replace")
            lines = text.split("\n")
            statements = instruction_statements(text)
            by_line: dict[int, list[tuple[int, int]]] = defaultdict(list)
            for line_no, start, end in statements:
                by_line[line_no].append((start, end))
            if offset == 0:
                active = all_features  # directives persist across the files of one llvm-mc run
                seen_directives = ""
            for line_no, line in enumerate(lines):
                stripped = line.strip()
                for directive in (".arch_extension", ".arch", ".cpu"):
                    if stripped.startswith(directive + " ") or stripped.startswith(directive + "\t"):
                        active, _ = feature_module.apply_directive(
                            feature_data, active, directive, stripped[len(directive) :].split("//")[0]
                        )
                        text = " ".join(stripped.split("//")[0].split())
                        # `.arch`/`.cpu` reset the features: only what follows the last one counts
                        resets = directive != ".arch_extension"
                        seen_directives = (
                            text if resets or not seen_directives else seen_directives + "; " + text
                        )
                        break
                spans = by_line.get(line_no)
                if not spans:
                    out_lines.append(line if not line.lstrip().startswith(("#", ".loc", ".file")) else "")
                    continue
                for position, (start, end) in enumerate(spans):
                    key = (file_index, line_no, position)
                    started = time.process_time()
                    sink: list = []
                    inst = parse_instruction(line, start, end, line_no, sink)
                    result = resolve(inst, isa) if inst is not None else sink
                    seconds += time.process_time() - started
                    ours[key] = (inst, result, path, line[start:end])
                    current[key] = active
                    directives[key] = seen_directives
                    out_lines.append(f".Lmcv_{file_index}_{line_no}_{position}:")
                    out_lines.append("\t" + line[start:end])
        llvm, _errors = run_llvm_mc(args.llvm_mc, args.triple, "\n".join(out_lines) + "\n", attrs)
        for key, (_inst, result, path, source) in ours.items():
            theirs = llvm.get(key, [])
            if len(theirs) != 1:
                continue  # llvm-mc rejected it (or expanded it): not counted
            total += 1
            opcode, printed, operands = theirs[0]
            if getattr(args, "record", None):
                # a few rows per (operand shape, opcode, printed mnemonic, directives): the golden
                # stays small but covers every form the corpus has
                shape = shape_key(_inst.mnemonic, _inst.operands) if _inst is not None else source
                row_key = (shape, opcode, printed.split("\t")[0], directives.get(key, ""))
                rows_for_key = record_rows.setdefault(row_key, [])
                if len(rows_for_key) < getattr(args, "record_per_shape", 2):
                    rows_for_key.append("\t".join([path.name, " ".join(source.split()), opcode,
                                                    "|".join(_named(k, v, numbers) for k, v in operands),
                                                    printed.replace("\t", "\\t"), row_key[3]]))  # fmt: skip
            mc = result if isinstance(result, McInst) else None
            if mc is not None and mc.opcode == opcode and operands_agree(mc, operands, isa):
                agree += 1
            else:
                if mc is not None and mc.opcode == opcode:
                    operand_bad += 1
                mnemonic = source.split()[0].lower() if source.split() else "?"
                counts[mnemonic] += 1
                if len(mismatches[mnemonic]) < 4:
                    got = f"{mc.opcode} {mc.operands}" if mc else [d.message for d in result][:1]
                    mismatches[mnemonic].append(
                        f"{path.name}:{key[1] + 1}: {source!r}: ours {got}, llvm {opcode} {operands}"
                    )
                continue
            if printer is not None:
                printed_total += 1
                have = printer(mc, isa, "apple" if "apple" in args.triple else "generic", current.get(key))
                if have == printed:
                    printed_agree += 1
                else:
                    print_bad[opcode] += 1
                    if len(print_examples[opcode]) < 3:
                        print_examples[opcode].append(f"{source!r}: ours {have!r}, llvm {printed!r}")
    if getattr(args, "record", None):
        rows = ["file\tsource\topcode\toperands\tprinted\tdirectives"]
        rows += [row for group in record_rows.values() for row in group]
        data = ("\n".join(rows) + "\n").encode("utf-8")
        Path(args.record).write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
        print(f"recorded {len(rows) - 1} rows to {args.record}")
    if not total:
        print("no instructions found")
        return 0
    print(f"files: {len(files)}  instructions: {total}")
    print(f"opcode+operand agreement: {agree}/{total} = {100.0 * agree / total:.3f}% "
          f"({operand_bad} with the right opcode but other operands)")  # fmt: skip
    print(f"parse+resolve CPU time: {1e6 * seconds / max(1, total):.1f} us/instruction")
    if printed_total:
        print(
            f"printer agreement: {printed_agree}/{printed_total} = {100.0 * printed_agree / printed_total:.3f}%"
        )
    for mnemonic, count in counts.most_common(args.show):
        print(f"  {mnemonic}: {count}")
        for example in mismatches[mnemonic]:
            print(f"      {example}")
    for opcode, count in print_bad.most_common(args.show):
        print(f"  print {opcode}: {count}")
        for example in print_examples[opcode]:
            print(f"      {example}")
    return 0
