"""llvm-mc-19's verdict per line, and mcalens' agreement with it.

Shared by the rejection corpora of both targets (`tools/x86_rejects.py`, `tools/aarch64_rejects.py`),
which differ only in how they make their lines and how mcalens reaches its own verdict:

* `run_llvm_mc` runs `llvm-mc-19 ... -show-inst` over many lines at once (a label before each maps
  the output back) and returns per line `ok\\tOPCODE[,OPCODE...]` or
  `error|warning\\tCOLUMN\\tMESSAGE` (llvm-mc's first diagnostic of the line);
* `write_golden` stores those rows compressed and reproducibly;
* `report` prints accept/reject agreement, opcode agreement where both accept, message+column
  agreement where both refuse, and the largest groups of disagreements;
* `main` is the command line both tools share (`record`, `compare`, `list`).
"""

from __future__ import annotations

import argparse
import gzip
import re
import subprocess
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path

_LABEL = re.compile(r"^\.Lrj(\d+):")
_MCINST = re.compile(r"<MCInst #\d+ (\w+)")
_DIAG = re.compile(r"^<stdin>:(\d+):(\d+): (error|warning): (.*)$")

Golden = list[tuple[str, list[str]]]


def run_llvm_mc(lines: list[str], command: list[str], directive_errors: bool = False) -> list[str | None]:
    """llvm-mc's verdict per line (`command` is llvm-mc with its triple and attributes; `-show-inst`
    is added). With `directive_errors`, a directive line keeps every error, not only the first.
    None for a line that crashes llvm-mc (found by halving the run that crashed)."""
    text = []
    line_of: dict[int, int] = {}  # llvm-mc input line (1-based) -> our index
    for index, line in enumerate(lines):
        text.append(f".Lrj{index}:")
        text.append(line)
        line_of[2 * index + 2] = index
    run = subprocess.run([*command, "-show-inst"], input="\n".join(text) + "\n", capture_output=True, text=True)
    if run.returncode < 0:  # llvm-mc crashed (a few mutations hit assertion-free LLVM bugs)
        if len(lines) == 1:
            return [None]
        half = len(lines) // 2
        return run_llvm_mc(lines[:half], command, directive_errors) + run_llvm_mc(
            lines[half:], command, directive_errors
        )
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
        if not match or int(match.group(1)) not in line_of:
            continue
        index = line_of[int(match.group(1))]
        kind, column, message = match.group(3), match.group(2), match.group(4)
        previous = first.get(index, "")
        if index not in first or (kind == "error" and not previous.startswith("error")):
            first[index] = f"{kind}\t{column}\t{message}"
        elif kind == "error" and directive_errors and lines[index].startswith("."):
            first[index] = previous + f"\t{column}\t{message}"
    out: list[str | None] = []
    for index in range(len(lines)):
        verdict = first.get(index)
        if verdict is None or verdict.startswith("warning"):
            ops = ",".join(opcodes.get(index, [])) or "-"
            verdict = f"ok\t{ops}" + ("" if verdict is None else "\t" + verdict)
        out.append(verdict)
    return out


def write_golden(path: Path, lines: list[str], verdicts: list[str | None]) -> None:
    """One row per line llvm-mc did not crash on: the line, then its verdict fields (tab-separated)."""
    rows = [f"{line}\t{verdict}" for line, verdict in zip(lines, verdicts, strict=True) if verdict]
    path.write_bytes(gzip.compress(("\n".join(rows) + "\n").encode(), compresslevel=9, mtime=0))
    rejected = sum(1 for v in verdicts if v and v.startswith("error"))
    crashed = sum(1 for v in verdicts if v is None)
    left_out = f"; {crashed} lines that crash llvm-mc-19 left out" if crashed else ""
    print(f"recorded {len(rows)} lines ({rejected} rejected by llvm-mc-19{left_out}) to {path}")


def report(rows: Golden, mine: list[tuple[str, ...]], seconds: float, show: int) -> int:
    """Print the agreement of mcalens' verdicts (`mine`, one per golden row: ("ok", opcodes) or
    ("error", column, message, ...)) with llvm-mc's; a directive's errors must all agree."""
    total = len(rows)
    verdict_agree = both_ok = opcode_agree = both_bad = words_agree = 0
    false_accept: Counter[str] = Counter()
    false_reject: Counter[str] = Counter()
    wrong_opcode: Counter[str] = Counter()
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
            if theirs[1] == have[1] or theirs[1] == "-":
                opcode_agree += 1
            else:
                key = f"{theirs[1]} / ours {have[1]}"
                wrong_opcode[key] += 1
                note("o", key, repr(line))
        elif not llvm_ok and have[0] != "ok":
            both_bad += 1
            if theirs[1:3] == list(have[1:3]) and (not line.startswith(".") or theirs[1:] == list(have[1:])):
                words_agree += 1
            else:
                key = f"{theirs[2]!r} / ours {have[2][:100]!r}"
                wording[key] += 1
                note("w", key, f"{line!r}: llvm col {theirs[1]}, ours col {have[1]}")
        elif llvm_ok:
            key = line.split()[0]
            false_reject[key] += 1
            note("r", key, f"{line!r}: ours {have[1]} {have[2][:120]}")
        else:
            key = theirs[2]
            false_accept[key] += 1
            note("a", key, f"{line!r} (col {theirs[1]}): ours {have[1]}")
    rejected = sum(1 for _, t in rows if t[0] != "ok")
    print(f"lines: {total} ({rejected} rejected by llvm-mc-19)   "
          f"mcalens CPU time {1e6 * seconds / max(1, total):.0f} us/line")  # fmt: skip
    print(
        f"accept/reject agreement: {verdict_agree}/{total} = {100.0 * verdict_agree / max(1, total):.3f}%  "
        f"(false accepts {sum(false_accept.values())}, false rejects {sum(false_reject.values())})"
    )
    print(f"opcode agreement where both accept: {opcode_agree}/{both_ok} = "
          f"{100.0 * opcode_agree / max(1, both_ok):.3f}%")  # fmt: skip
    print(f"message+column agreement where both reject: {words_agree}/{both_bad} = "
          f"{100.0 * words_agree / max(1, both_bad):.3f}%")  # fmt: skip
    for title, counter, kind in (("false accepts (llvm-mc's message)", false_accept, "a"),
                                 ("false rejects (mnemonic)", false_reject, "r"),
                                 ("other opcode where both accept", wrong_opcode, "o"),
                                 ("other words or column", wording, "w")):  # fmt: skip
        if counter and show:
            print(f"{title}:")
        for key, count in counter.most_common(show):
            print(f"  {count:6d}  {key}")
            for example in examples[kind + key]:
                print(f"            {example}")
    return 0


def main(
    doc: str,
    golden: Path,
    record: Callable[[Path, int], int],
    generate: Callable[[int], list[str]],
    compare: Callable[[Path, int], int],
    argv: list[str] | None = None,
) -> int:
    """The command line of a rejection corpus: `record [GOLDEN]`, `compare [GOLDEN]`, `list`."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("action", choices=("record", "compare", "list"))
    parser.add_argument("golden", nargs="?", default=str(golden))
    parser.add_argument("--per-source", type=int, default=3, help="mutations kept per source spelling")
    parser.add_argument("--show", type=int, default=30)
    args = parser.parse_args(argv)
    if args.action == "record":
        return record(Path(args.golden), args.per_source)
    if args.action == "list":
        print("\n".join(generate(args.per_source)))
        return 0
    return compare(Path(args.golden), args.show)
