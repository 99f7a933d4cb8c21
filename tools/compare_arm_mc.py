"""The ARM target's resolver and printer against `llvm-mc-19 -show-inst`, instruction by instruction.

For each .s file (triple, CPU and -mattr from its RUN line, or the options), llvm-mc-19 assembles
the file with `-show-inst`; the lines it refuses are left out. mcalens parses the same text with
its ARM target, resolves and prints each instruction, and the two are compared in order: the
opcode, the operands and the printed text. Lines mcalens refuses that llvm-mc accepts count as
differences. With `--encoding`, each instruction's bytes and fixups too (llvm-mc-19
`-show-encoding` against encode.py's `mc_encoding_text`); `--llvm-version 22`: llvm-mc-22 and
LLVM 22's tables (models/arm/llvm22).

    python tools/compare_arm_mc.py /tmp/llvmsrc/llvm-mca-tests/ARM
    python tools/compare_arm_mc.py --triple thumbv7m-none-eabi --cpu cortex-m4 loop.s -v
    python tools/compare_arm_mc.py --encoding /tmp/llvmsrc/llvm-mca-tests/ARM

Needs LLVM 19; the test-suite does not run it.
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
from check_arm_sim import run_options
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.isa import load_isa
from mcalens.analysis.mcinst import Expr
from mcalens.analysis.targets.target import target_for_triple

_ERROR = re.compile(r":(\d+):\d+: error:")
_TEXT = re.compile(r"^\s+([a-z][^@\n]*?)\s*@ <MCInst", re.M)


def llvm_side(path: Path, triple: str, cpu: str, mattr: list[str], isa: object,
              version: int = 19) -> tuple[list, set[int]]:
    proc = subprocess.run([f"llvm-mc-{version}", "-show-inst", f"-triple={triple}", f"-mcpu={cpu}", *mattr, str(path)],
                          capture_output=True, text=True, check=False, timeout=300)
    insts = mcinst_harness.parse_show_inst(proc.stdout, isa)  # type: ignore[arg-type]
    texts = [m.group(1).replace("\t", " ", 1).strip() for m in _TEXT.finditer(proc.stdout)]
    bad = {int(m.group(1)) for m in _ERROR.finditer(proc.stderr)}
    return list(zip(insts, texts, strict=False)), bad


def _unparenthesised(text: str) -> str:
    while text.startswith("(") and text.endswith(")"):
        text = text[1:-1]
    return text


_ENCODING = re.compile(r"@ (encoding: \[[^\]]*\])((?:\n\s*@\s+fixup [^\n]*)*)")


def llvm_encodings(path: Path, triple: str, cpu: str, mattr: list[str], version: int = 19) -> list[str]:
    """llvm-mc's `-show-encoding` comment per instruction, fixup lines unpadded."""
    proc = subprocess.run([f"llvm-mc-{version}", "-show-encoding", f"-triple={triple}", f"-mcpu={cpu}", *mattr, str(path)],
                          capture_output=True, text=True, check=False, timeout=300)
    out = []
    for match in _ENCODING.finditer(proc.stdout):
        fixups = [line.strip().lstrip("@").strip() for line in match.group(2).splitlines() if line.strip()]
        out.append("\n".join([match.group(1), *("  " + f for f in fixups)]))
    return out


def compare(path: Path, triple: str, cpu: str, mattr: list[str], verbose: bool,
            encodings: Counter | None = None, version: int = 19) -> tuple[int, int, int, Counter]:
    target = target_for_triple(triple)
    isa = target.load_isa() if version == 19 else load_isa(f"{target.models_dir}/llvm{version}")
    theirs, bad = llvm_side(path, triple, cpu, mattr, isa, version)
    their_codes = llvm_encodings(path, triple, cpu, mattr, version) if encodings is not None else []
    if encodings is not None:
        from mcalens.analysis.targets.arm import encode
        from mcalens.analysis.targets.arm.target import encoding_mode

        table = encode.load_encoding_table(isa.directory or "")
    parsed = parse_text(path.read_text(encoding="utf-8"), target)
    target.subtarget.feature_checker(parsed, isa, cpu, ",".join(mattr))
    # lines mcalens cannot parse stay in the sequence (as refusals) to keep the two aligned
    items = [(inst.span.line, inst) for inst in parsed.instructions]
    items += [(d.span.line, None) for d in parsed.diagnostics if d.severity.name == "ERROR"]
    ours = [inst for line, inst in sorted(items, key=lambda item: item[0]) if line + 1 not in bad]
    same_opcode = same_text = 0
    problems: Counter = Counter()
    for position, (inst, (mc_theirs, text_theirs)) in enumerate(zip(ours, theirs, strict=False)):
        if inst is None:
            problems["refused"] += 1
            continue
        mc, diags = target.assembler.resolve(inst, isa, triple)
        if mc is None:
            problems["refused"] += 1
            if verbose:
                print(f"  refused  {inst.text!r}: {diags[0].message if diags else ''} (llvm-mc: {mc_theirs.opcode})")
            continue
        # llvm-mc dumps a symbol operand in parentheses, `Expr:(next)`, a binary one in two: `Expr:((.L5+8))`
        theirs_ops = tuple(Expr(_unparenthesised(op.text)) if isinstance(op, Expr) else op
                           for op in mc_theirs.operands)
        opcode_ok = mc.opcode == mc_theirs.opcode and mc.operands == theirs_ops
        printed = target.printer.print_inst(mc, isa, 0, False, triple).replace("\t", " ", 1).rstrip()
        text_ok = printed == text_theirs
        same_opcode += opcode_ok
        same_text += text_ok
        if encodings is not None and opcode_ok and position < len(their_codes) and table is not None:
            ours_code = encode.mc_encoding_text(mc, table, encoding_mode(triple))
            encodings["checked"] += 1
            if ours_code == their_codes[position]:
                encodings["same"] += 1
            else:
                encodings["none" if ours_code is None else "different"] += 1
                if verbose:
                    print(f"  encoding {inst.text!r}: {ours_code!r} != {their_codes[position]!r}")
        if not opcode_ok:
            problems["opcode" if mc.opcode != mc_theirs.opcode else "operands"] += 1
            if verbose:
                print(f"  mcinst   {inst.text!r}: {mc} != {mc_theirs}")
        elif not text_ok:
            problems["text"] += 1
            if verbose:
                print(f"  text     {inst.text!r}: {printed!r} != {text_theirs!r}")
    if len(ours) != len(theirs):
        problems["count"] += 1
    return len(theirs), same_opcode, same_text, problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--triple")
    parser.add_argument("--cpu")
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("--encoding", action="store_true", help="compare -show-encoding's bytes and fixups too")
    parser.add_argument("--llvm-version", type=int, default=19, choices=(19, 22),
                        help="compare with llvm-mc-22 and the LLVM 22 tables (default 19)")
    parser.add_argument("paths", nargs="+", type=Path)
    args = parser.parse_args(argv)
    files: list[Path] = []
    for path in args.paths:
        files.extend(sorted(path.glob("*.s")) if path.is_dir() else [path])
    total = [0, 0, 0]
    encodings: Counter | None = Counter() if args.encoding else None
    for path in files:
        found = run_options(path, args.triple, args.cpu)
        if found is None:
            print(f"{path.name}: no RUN line with a triple and a CPU")
            continue
        triple, cpu, mattr = found
        if args.verbose:
            print(f"{path.name}:")
        count, opcodes, texts, problems = compare(path, triple, cpu, mattr, args.verbose, encodings,
                                                 args.llvm_version)
        total[0] += count
        total[1] += opcodes
        total[2] += texts
        print(f"{path.name} ({triple}, {cpu}): {count} instructions, McInst same {opcodes}, text same {texts}"
              + (f"; {dict(problems)}" if problems else ""))
    print(f"total: {total[0]} instructions llvm-mc-{args.llvm_version} accepts, McInst same {total[1]}, printed text same {total[2]}")
    if encodings is not None:
        print(f"encodings (of the same McInsts): {encodings['checked']} checked, {encodings['same']} identical, "
              f"{encodings['none']} not encoded, {encodings['different']} different")
    return 0


if __name__ == "__main__":
    sys.exit(main())
