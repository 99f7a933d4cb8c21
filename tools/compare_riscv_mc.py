"""The RISC-V target's resolver and printer against `llvm-mc -show-inst`, instruction by instruction.

For each .s file, llvm-mc (19 or 22) assembles it with `-show-inst` for the triple and CPU; the lines
it refuses are left out. mcalens parses the same text with its RISC-V target of that release,
resolves each instruction as llvm-mca's front end does (the features in force at the line, local
labels renamed as llvm-mc names them, compression where C is on) and prints it; the two are compared
in order: the opcode with its operands, and the printed text. Lines mcalens refuses that llvm-mc
accepts count as differences, and so do lines llvm-mc refuses that mcalens accepts.

    python tools/compare_riscv_mc.py --cpu sifive-x280 build/riscv_corpus/asm build/riscv_corpus/loops
    python tools/compare_riscv_mc.py --llvm-version 22 --triple riscv32-unknown-elf --cpu sifive-e76 \
        build/riscv_corpus/asm32 -v

Needs llvm-mc-19 / llvm-mc-22; the test-suite does not run it.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import mcinst_harness
from mcalens.analysis.api import release_target
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.mcinst import Expr, McInst
from mcalens.analysis.targets.target import target_for_triple

_ERROR = re.compile(r":(\d+):(\d+): error:")
# llvm-mc's line: a tab, the printed instruction, then (after padding) `# <MCInst #N OPCODE`
_TEXT = re.compile(r"^\t([a-z][^\n]*?)\s*# <MCInst", re.M)


def llvm_side(path: Path, triple: str, cpu: str, mattr: str, release: str, isa: object
              ) -> tuple[list, set[tuple[int, int]]]:  # fmt: skip
    # llvm-mca's lexer reads `1b` as the MASM integer 1 (gcc's inline atomics branch to `1b`); llvm-mc
    # does so only with --masm-integers
    command = [f"llvm-mc-{release}", "-show-inst", "--masm-integers", f"-triple={triple}", f"-mcpu={cpu}",
               str(path)]
    if mattr:
        command.insert(-1, f"-mattr={mattr}")
    proc = subprocess.run(command, capture_output=True, text=True, check=False, timeout=300)
    insts = mcinst_harness.parse_show_inst(proc.stdout, isa)  # type: ignore[arg-type]
    texts = [m.group(1).replace("\t", " ", 1).strip() for m in _TEXT.finditer(proc.stdout)]
    bad = {(int(m.group(1)) - 1, int(m.group(2)) - 1) for m in _ERROR.finditer(proc.stderr)}
    return list(zip(insts, texts, strict=False)), bad


def _unparen(op: object) -> object:
    # llvm-mc dumps a symbol operand in parentheses: `Expr:(.Ltmp0)`
    if isinstance(op, Expr) and op.text.startswith("(") and op.text.endswith(")"):
        return Expr(op.text[1:-1])
    return op


_TMP = re.compile(r"\.Ltmp\d+")


def _untmp(op: object) -> object:
    return Expr(_TMP.sub(".Ltmp", op.text)) if isinstance(op, Expr) else op


def compare(path: Path, triple: str, cpu: str, mattr: str, release: str, verbose: bool
            ) -> tuple[int, int, int, Counter]:  # fmt: skip
    target = release_target(target_for_triple(triple), release)
    isa = target.load_isa()
    theirs, bad = llvm_side(path, triple, cpu, mattr, release, isa)
    parsed = target.assembler.expand(parse_text(path.read_text(encoding="utf-8", errors="replace"), target), isa,
                                     cpu, mattr, triple)
    check = target.subtarget.feature_checker(parsed, isa, cpu, mattr)
    relabel = target.assembler.local_labels(parsed)
    # a line may hold several statements (`fence iorw,ow; 1: lr.d.aq ...; bnez a4,1b`): an error at
    # (line, column) belongs to the last statement starting at or before the column
    # (a statement the parser refused has no Instruction: its error's column stands for it)
    starts: dict[int, list[int]] = {}
    for inst in parsed.instructions:
        starts.setdefault(inst.span.line, []).append(inst.span.start)
    for d in parsed.diagnostics:
        if d.severity.name == "ERROR" and not any(i.span.line == d.span.line and i.span.start <= d.span.start
                                                  < i.span.end for i in parsed.instructions):
            starts.setdefault(d.span.line, []).append(d.span.start)

    def owner(line: int, column: int) -> tuple[int, int]:
        here = sorted(starts.get(line, []))
        before = [start for start in here if start <= column]
        return line, before[-1] if before else (here[0] if here else column)

    parse_errors = {owner(d.span.line, d.span.start): d.message for d in parsed.diagnostics
                    if d.severity.name == "ERROR"}
    refused_by_mc = {owner(line, column) for line, column in bad}
    ours: list[tuple[tuple[int, int], object, str]] = []
    for inst in parsed.instructions:
        key = (inst.span.line, inst.span.start)
        if key in parse_errors:
            ours.append((key, None, parse_errors[key]))
            continue
        mc, diags = target.assembler.resolve(inst, isa, triple)
        if mc is None:
            ours.append((key, None, diags[0].message if diags else "refused"))
            continue
        if relabel is not None:
            mc = relabel(inst, mc)
        refusal = check(inst, mc) if check is not None else None
        ours.append((key, None, refusal[1]) if refusal is not None else (key, mc, ""))
    seen = {item[0] for item in ours}
    ours += [(key, None, message) for key, message in parse_errors.items() if key not in seen]
    ours.sort(key=lambda item: item[0])
    problems: Counter = Counter()
    accepted = []
    for key, mc, why in ours:
        if key not in refused_by_mc:
            accepted.append((key[0], mc, why))
        elif mc is not None:
            problems["accepted what llvm-mc refuses"] += 1
            if verbose:
                print(f"  accepted line {key[0] + 1} column {key[1] + 1}, llvm-mc refuses it")
    same_opcode = same_text = 0
    for (line, mc, why), (mc_theirs, text_theirs) in zip(accepted, theirs, strict=False):
        if mc is None:
            problems["refused"] += 1
            if verbose:
                print(f"  refused  line {line + 1}: {why} (llvm-mc: {mc_theirs.opcode} {text_theirs!r})")
            continue
        theirs_ops = tuple(_unparen(op) for op in mc_theirs.operands)
        # llvm-mc numbers its `.LtmpN` (numeric local labels) after the temporary symbols each `.` in
        # an expression made (`.size f, .-f`); llvm-mca's streamer makes none: compare the names unnumbered
        mc = McInst(mc.opcode, tuple(_untmp(op) for op in mc.operands), mc.flags)  # type: ignore[attr-defined]
        theirs_ops = tuple(_untmp(op) for op in theirs_ops)
        text_theirs = _TMP.sub(".Ltmp", text_theirs)
        opcode_ok = mc.opcode == mc_theirs.opcode and mc.operands == theirs_ops  # type: ignore[attr-defined]
        printed = target.printer.print_inst(mc, isa, 0, False, triple, cpu, mattr)  # type: ignore[arg-type]
        printed = _TMP.sub(".Ltmp", printed.replace("\t", " ", 1).strip())
        text_ok = printed == text_theirs
        same_opcode += opcode_ok
        same_text += text_ok
        if not opcode_ok:
            problems["opcode" if mc.opcode != mc_theirs.opcode else "operands"] += 1  # type: ignore[attr-defined]
            if verbose:
                print(f"  mcinst   line {line + 1}: {mc} != {mc_theirs}")
        if not text_ok:
            problems["text"] += 1
            if verbose:
                print(f"  text     line {line + 1}: {printed!r} != {text_theirs!r}")
    if len(accepted) != len(theirs):
        problems["count"] += 1
        if verbose:
            print(f"  count: mcalens {len(accepted)} instructions, llvm-mc {len(theirs)}")
    return len(theirs), same_opcode, same_text, problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--triple", default="riscv64-unknown-linux-gnu")
    parser.add_argument("--cpu", default="sifive-x280")
    parser.add_argument("--mattr", default="")
    parser.add_argument("--llvm-version", choices=("19", "22"), default="19")
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("paths", nargs="+", type=Path)
    args = parser.parse_args(argv)
    files: list[Path] = []
    for path in args.paths:
        files.extend(sorted(path.glob("*.s")) if path.is_dir() else [path])
    total = [0, 0, 0]
    differing = 0
    for path in files:
        if args.verbose:
            print(f"{path.name}:")
        count, opcodes, texts, problems = compare(path, args.triple, args.cpu, args.mattr, args.llvm_version,
                                                  args.verbose)
        total[0] += count
        total[1] += opcodes
        total[2] += texts
        if problems or opcodes != count or texts != count:
            differing += 1
            print(f"{path.name}: {count} instructions, McInst same {opcodes}, text same {texts}; {dict(problems)}")
    print(f"total: {len(files)} files ({differing} with a difference), {total[0]} instructions llvm-mc-"
          f"{args.llvm_version} accepts ({args.triple}, {args.cpu}), McInst same {total[1]}, "
          f"printed text same {total[2]}")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
