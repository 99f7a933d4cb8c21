#!/usr/bin/env python3
"""AArch64 rejections: a generated mutation corpus, llvm-mc-19's verdicts on it, and mcalens' agreement.

Valid code says little about what an assembler refuses. This tool makes near-misses of valid code:
LLVM's 13,825 probe spellings (`models/aarch64/isa_probes.json.gz`) and the instructions of the
corpus loops (`tests/golden_aarch64/mc_show_inst.tsv.gz`), each mutated a few ways, chosen by a
seeded random generator:

* every `#immediate` set to a boundary (0, 1, 7/8, 15/16, 31/32, 63/64/65, 255/256, 4095/4096, the
  negative ones, ...), to its neighbours and to its double;
* shift and extend kinds swapped (`lsl` / `lsr` / `asr` / `ror` / `msl` / `uxtw` / `sxtx` ...);
* register widths and classes swapped (x <-> w, sp, zr, b/h/s/d/q, v/z/p), register numbers past
  the end;
* NEON arrangements and SVE/SME element sizes changed, lane indices set to 0..16;
* writeback bases made equal to a transferred register (`ldr x0, [x0, #8]!`).

`record` runs `llvm-mc-19 -triple=aarch64 -mattr=<every extension> -show-inst` over the lines (a
label before each maps the output back) and writes the golden: per line the source, then `ok` and
the opcode, or `error`/`warning`, llvm-mc's column and message (the first diagnostic of the line).
`compare` (also `tools/validate_parser.py --triple aarch64 --rejects [GOLDEN]`) runs mcalens' own
front end as the CLI does (parse, resolve, feature check with the same -mattr, llvm-mc's words) on
the same lines and reports accept/reject agreement, opcode agreement on lines both accept, and
message + column agreement on lines both reject. No LLVM needed for `compare`.

    python tools/aarch64_rejects.py record [--per-probe 3] [GOLDEN]   (LLVM 19 needed)
    python tools/aarch64_rejects.py compare [--show 30] [GOLDEN]
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import re
import subprocess
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden_aarch64" / "mc_rejects.tsv.gz"

_IMM = re.compile(r"#(-?(?:0x[0-9a-fA-F]+|\d+))(?![.\w])")
_SHIFT = re.compile(r"\b(lsl|lsr|asr|ror|msl|uxtb|uxth|uxtw|uxtx|sxtb|sxth|sxtw|sxtx)\b")
_GPR = re.compile(r"\b([xw])(\d+|zr)\b|\b(w?sp)\b")
_FPR = re.compile(r"\b([bhsdq])(\d+)\b(?![.\[])")
_ARRANGEMENT = re.compile(r"\b([vz])(\d+)\.(\d*)([bhsdq])\b")
_PREDICATE = re.compile(r"\b(p)(\d+)\.([bhsdq])\b")
_LANE = re.compile(r"\]\[(\d+)\]|(?<=[bhsdq])\[(\d+)\]")
_WRITEBACK_PRE = re.compile(r"\[\s*(x\d+|sp)\s*,\s*#-?\w+\s*\]!")
_WRITEBACK_POST = re.compile(r"\[\s*(x\d+|sp)\s*\]\s*,\s*(#-?\w+|x\d+)")

BOUNDARIES = (0, 1, 2, 3, 4, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 255, 256, 504, 512,
              1008, 1024, 4095, 4096, 4097, 32760, 32768, 65535, 65536, -1, -2, -8, -9, -16, -17, -64,
              -65, -128, -129, -256, -257, -512, -520, -1024)  # fmt: skip
SHIFTS = ("lsl", "lsr", "asr", "ror", "msl", "uxtb", "uxth", "uxtw", "uxtx", "sxtb", "sxth", "sxtw", "sxtx")
ARRANGEMENTS = ("8b", "16b", "4h", "8h", "2s", "4s", "1d", "2d", "1q", "2h", "4b")


def _features() -> str:
    with gzip.open(ROOT / "models" / "aarch64" / "isa_probes.json.gz", "rt", encoding="utf-8") as handle:
        return json.load(handle)["features"]


def _replace(text: str, match: re.Match[str], group: int, new: str) -> str:
    return text[: match.start(group)] + new + text[match.end(group) :]


def mutations(text: str, rng: random.Random) -> list[str]:
    """Every mutation of one instruction text this tool makes (a sample of the immediate values)."""
    out: list[str] = []
    for match in _IMM.finditer(text):
        raw = match.group(1)
        value = int(raw, 0)
        values = {value + 1, value - 1, value * 2, -value, *rng.sample(BOUNDARIES, 8)}
        values.discard(value)
        for new in sorted(values):
            out.append(_replace(text, match, 1, hex(new) if raw.startswith("0x") and new >= 0 else str(new)))
    for match in _SHIFT.finditer(text):
        for kind in SHIFTS:
            if kind != match.group(1):
                out.append(_replace(text, match, 1, kind))
    for match in _GPR.finditer(text):
        if match.group(3):
            swaps = ["wsp" if match.group(3) == "sp" else "sp", "xzr", "wzr", "x1", "w1"]
            out.extend(_replace(text, match, 3, s) for s in swaps)
            continue
        kind, number = match.group(1), match.group(2)
        other = "w" if kind == "x" else "x"
        swaps = [other + number, "sp", "wsp", kind + "zr", kind + "31", kind + "32", "v1", "b1", "d1", "z1"]
        out.extend(text[: match.start()] + s + text[match.end() :] for s in swaps)
    for match in _FPR.finditer(text):
        out.extend(_replace(text, match, 1, k) for k in "bhsdqxwv" if k != match.group(1))
        out.append(_replace(text, match, 2, "32"))
    for match in _ARRANGEMENT.finditer(text):
        whole = match.group(3) + match.group(4)
        if match.group(1) == "v":
            out.extend(_replace(text, match, 0, f"v{match.group(2)}.{a}") for a in ARRANGEMENTS if a != whole)
        else:
            out.extend(_replace(text, match, 4, k) for k in "bhsdq" if k != match.group(4))
        out.append(_replace(text, match, 2, "32"))
    for match in _PREDICATE.finditer(text):
        out.extend(_replace(text, match, 3, k) for k in "bhsdq" if k != match.group(3))
        out.append(_replace(text, match, 2, "16"))
    for match in _LANE.finditer(text):
        group = 1 if match.group(1) is not None else 2
        out.extend(
            _replace(text, match, group, str(n))
            for n in (0, 1, 2, 3, 4, 7, 8, 15, 16)
            if str(n) != match.group(group)
        )
    regs = re.findall(r"\b([xw]\d+)\b", text)
    for pattern in (_WRITEBACK_PRE, _WRITEBACK_POST):
        match = pattern.search(text)
        if match and regs and regs[0] != match.group(1):
            first = regs[0]
            base = "x" + first[1:]
            out.append(_replace(text, match, 1, base))
            if len(regs) > 1 and regs[1] != match.group(1):
                out.append(_replace(text, match, 1, "x" + regs[1][1:]))
    return [m for m in out if m != text]


def sources() -> list[str]:
    """The instruction texts mutated: LLVM's probes and the corpus loops' instructions, distinct."""
    seen: dict[str, None] = {}
    with gzip.open(ROOT / "models" / "aarch64" / "isa_probes.json.gz", "rt", encoding="utf-8") as handle:
        for probe in json.load(handle)["probes"]:
            seen.setdefault(" ".join(probe[1].split()), None)
    with gzip.open(
        ROOT / "tests" / "golden_aarch64" / "mc_show_inst.tsv.gz", "rt", encoding="utf-8"
    ) as handle:
        for row in handle.read().splitlines()[1:]:
            seen.setdefault(row.split("\t")[1], None)
    return list(seen)


def generate(per_source: int, seed: int = 19) -> list[str]:
    rng = random.Random(seed)
    out: dict[str, None] = {}
    for text in sources():
        if "//" in text or ";" in text or text.endswith(":") or text.startswith("."):
            continue
        found = mutations(text, rng)
        if found:
            for pick in rng.sample(found, min(per_source, len(found))):
                out.setdefault(pick, None)
    # `.arch`/`.cpu`/`.arch_extension` lines with bad extensions (llvm-mc reports each)
    for line in (".arch armv8-a+foo", ".arch armv8-a+foo+bar", ".cpu generic+nosve+bogus+crc+xyz",
                 ".arch_extension foo", ".arch_extension sve, bogus", ".cpu neoverse-n1+nope",
                 ".arch armv9.9-a", ".cpu cortex-z99", ".arch armv8.2-a+sve+bad1+bad2+bad3"):  # fmt: skip
        out.setdefault(line, None)
    return list(out)


_LABEL = re.compile(r"^\.Lrj(\d+):")
_MCINST = re.compile(r"<MCInst #\d+ (\w+)")
_DIAG = re.compile(r"^<stdin>:(\d+):(\d+): (error|warning): (.*)$")


def run_llvm_mc(lines: list[str], features: str, llvm_mc: str = "llvm-mc-19") -> list[str]:
    """Per line: `ok\\tOPCODE[,OPCODE...]` or `error|warning\\tCOLUMN\\tMESSAGE` (llvm-mc's first)."""
    text = []
    line_of: dict[int, int] = {}  # llvm-mc input line (1-based) -> our index
    for index, line in enumerate(lines):
        text.append(f".Lrj{index}:")
        text.append(line)
        line_of[2 * index + 2] = index
    run = subprocess.run([llvm_mc, "-triple=aarch64", f"-mattr={features}", "-show-inst"],
                         input="\n".join(text) + "\n", capture_output=True, text=True)  # fmt: skip
    opcodes: dict[int, list[str]] = defaultdict(list)
    current = -1
    for raw in run.stdout.split("\n"):
        label = _LABEL.match(raw.strip())
        if label:
            current = int(label.group(1))
            continue
        match = _MCINST.search(raw)
        if match and current >= 0:
            opcodes[current].append(match.group(1))
    first: dict[int, str] = {}
    for raw in run.stderr.split("\n"):
        match = _DIAG.match(raw)
        if match and int(match.group(1)) in line_of:
            index = line_of[int(match.group(1))]
            if match.group(3) == "error" or index not in first:
                previous = first.get(index, "")
                if not previous.startswith("error"):
                    first[index] = f"{match.group(3)}\t{match.group(2)}\t{match.group(4)}"
                elif lines[index].startswith("."):  # every error of a directive line
                    first[index] = previous + f"\t{match.group(2)}\t{match.group(4)}"
    out = []
    for index in range(len(lines)):
        verdict = first.get(index)
        if verdict is None or verdict.startswith("warning"):
            ops = ",".join(opcodes.get(index, [])) or "-"
            verdict = f"ok\t{ops}" + ("" if verdict is None else "\t" + verdict)
        out.append(verdict)
    return out


def record(path: Path, per_source: int) -> int:
    lines = generate(per_source)
    features = _features()
    # directive lines (which change the features) come last, in a run of their own
    lines = [line for line in lines if not line.startswith(".")] + [
        line for line in lines if line.startswith(".")
    ]
    directives = sum(1 for line in lines if line.startswith("."))
    verdicts: list[str] = []
    body = len(lines) - directives
    for start in range(0, body, 5000):
        verdicts += run_llvm_mc(lines[start : min(start + 5000, body)], features)
    verdicts += run_llvm_mc(lines[body:], features)
    rows = [f"{line}\t{verdict}" for line, verdict in zip(lines, verdicts, strict=True)]
    path.write_bytes(gzip.compress(("\n".join(rows) + "\n").encode(), compresslevel=9, mtime=0))
    rejected = sum(1 for v in verdicts if v.startswith("error"))
    print(f"recorded {len(rows)} lines ({rejected} rejected by llvm-mc-19) to {path}")
    return 0


def load_golden(path: Path = GOLDEN) -> list[tuple[str, list[str]]]:
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        return [(row.split("\t")[0], row.split("\t")[1:]) for row in handle.read().splitlines() if row]


def ours(lines: list[str], features: str) -> list[tuple[str, ...]]:
    """mcalens' verdict per line, as its CLI reaches it: ("ok", opcode) or ("error", column, message)."""
    from mcalens.analysis.diagnostics import Severity
    from mcalens.analysis.frontend.parse import parse_text
    from mcalens.analysis.frontend.syntax import Instruction
    from mcalens.analysis.targets.target import target_for_triple

    target = target_for_triple("aarch64")
    isa = target.load_isa()
    out: list[tuple[str, ...]] = []
    for line in lines:
        parsed = parse_text(line + "\n", target)
        errors = sorted((d for d in parsed.diagnostics if d.severity == Severity.ERROR),
                        key=lambda d: (d.span.line, d.span.start))  # fmt: skip
        if errors:
            out.append(("error", *(x for d in errors for x in (str(d.span.start + 1), d.message))))
            continue
        inst = next((s for s in parsed.statements if isinstance(s, Instruction)), None)
        if inst is None:
            out.append(("ok", "-"))  # a directive llvm-mc took
            continue
        mc, diags = target.resolve(inst, isa, "aarch64")
        if mc is None:
            span, message = target.resolve_failure(inst, diags)
            out.append(("error", str(span.start + 1), message))
            continue
        check = target.feature_checker(parsed, "generic", features)
        refused = check(inst, mc) if check is not None else None
        if refused is not None:
            out.append(("error", str(refused[0].start + 1), refused[1]))
        else:
            out.append(("ok", mc.opcode))
    return out


def compare(path: Path, show: int) -> int:
    rows = load_golden(path)
    features = _features()
    started = time.process_time()
    mine = ours([line for line, _ in rows], features)
    seconds = time.process_time() - started
    total = len(rows)
    verdict_agree = both_ok = opcode_agree = both_bad = words_agree = 0
    false_accept: Counter[str] = Counter()
    false_reject: Counter[str] = Counter()
    wording: Counter[str] = Counter()
    examples: dict[str, list[str]] = defaultdict(list)

    def note(kind: str, key: str, text: str) -> None:
        if len(examples[kind + key]) < 3:
            examples[kind + key].append(text)

    for (line, theirs), have in zip(rows, mine, strict=True):
        llvm_ok = theirs[0] == "ok"
        if llvm_ok == (have[0] == "ok"):
            verdict_agree += 1
        if llvm_ok and have[0] == "ok":
            both_ok += 1
            opcode_agree += theirs[1] == have[1] or theirs[1] == "-"
        elif not llvm_ok and have[0] != "ok":
            both_bad += 1
            if theirs[1:3] == list(have[1:3]) and (not line.startswith(".") or theirs[1:] == list(have[1:])):
                words_agree += 1
            else:
                key = f"{theirs[2]!r} / ours {have[2]!r}"
                wording[key] += 1
                note("w", key, f"{line!r}: llvm col {theirs[1]}, ours col {have[1]}")
        elif llvm_ok:
            key = line.split()[0]
            false_reject[key] += 1
            note("r", key, f"{line!r}: ours {have[1:]}")
        else:
            key = theirs[2]
            false_accept[key] += 1
            note("a", key, f"{line!r} (col {theirs[1]}): ours {have[1]}")
    rejected = sum(1 for _, t in rows if t[0] != "ok")
    print(
        f"lines: {total} ({rejected} rejected by llvm-mc-19)   mcalens CPU time {1e6 * seconds / total:.0f} us/line"
    )
    print(
        f"accept/reject agreement: {verdict_agree}/{total} = {100.0 * verdict_agree / total:.3f}%  "
        f"(false accepts {sum(false_accept.values())}, false rejects {sum(false_reject.values())})"
    )
    print(
        f"opcode agreement where both accept: {opcode_agree}/{both_ok} = {100.0 * opcode_agree / max(1, both_ok):.3f}%"
    )
    print(f"message+column agreement where both reject: {words_agree}/{both_bad} = "
          f"{100.0 * words_agree / max(1, both_bad):.3f}%")  # fmt: skip
    for title, counter, kind in (("false accepts (llvm-mc's message)", false_accept, "a"),
                                 ("false rejects (mnemonic)", false_reject, "r"),
                                 ("other words or column", wording, "w")):  # fmt: skip
        if counter:
            print(f"{title}:")
        for key, count in counter.most_common(show):
            print(f"  {count:6d}  {key}")
            for example in examples[kind + key]:
                print(f"            {example}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("action", choices=("record", "compare", "list"))
    parser.add_argument("golden", nargs="?", default=str(GOLDEN))
    parser.add_argument("--per-source", type=int, default=3, help="mutations kept per source spelling")
    parser.add_argument("--show", type=int, default=30)
    args = parser.parse_args(argv)
    if args.action == "record":
        return record(Path(args.golden), args.per_source)
    if args.action == "list":
        print("\n".join(generate(args.per_source)))
        return 0
    return compare(Path(args.golden), args.show)


if __name__ == "__main__":
    sys.exit(main())
