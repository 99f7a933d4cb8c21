"""Cut the innermost loops out of compiler-generated assembly (GNU syntax, gcc or clang -S), any target.

A loop is a label followed, later in the same function, by a branch back to it; innermost loops
are those containing no other loop. Each loop is written as one `.s` file: a provenance comment,
the target's prologue if it has one, the loop label, and the instructions from the label to the
back-edge branch (directives dropped, inner labels kept). Identical bodies (after renaming
labels) are written once.

What differs between targets is a `LoopRule`: the line-comment marker, which mnemonics are
branches whose last operand is the target, and an optional prologue (RISC-V's LMUL/SEW
instruments). The rules live with their command lines: tools/extract_riscv_loops.py and
tools/extract_aarch64_loops.py.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

_LABEL = re.compile(r"^\s*([A-Za-z_.$][\w.$]*):")


@dataclass(frozen=True)
class LoopRule:
    """What the extractor needs to know of a target's assembly."""

    comment: str  # line-comment marker; the provenance line starts with it too
    branch: re.Pattern[str]  # full match on a mnemonic: a branch whose last operand is its target
    # (lines, loop label's index) -> text put before the label, "" for none
    prologue: Callable[[list[str], int], str] | None = None

    def strip_comment(self, line: str) -> str:
        pos = line.find(self.comment)
        return line[:pos] if pos >= 0 else line

    def branch_target(self, text: str) -> str | None:
        parts = text.split(None, 1)
        if not parts or not self.branch.match(parts[0]) or len(parts) < 2:
            return None
        return parts[1].split(",")[-1].strip()


def ends_function(line: str) -> bool:
    """A directive after which no loop continues (the labels seen so far are forgotten)."""
    return line.startswith(".size") or line.startswith(".cfi_endproc")


def loops(lines: list[str], rule: LoopRule) -> list[tuple[int, int]]:
    """(label line, branch line) of every innermost backward-branch loop, in file order."""
    spans: list[tuple[int, int]] = []
    labels: dict[str, int] = {}
    for index, raw in enumerate(lines):
        line = rule.strip_comment(raw).strip()
        if ends_function(line):
            labels.clear()
            continue
        match = _LABEL.match(line)
        if match:
            labels[match.group(1)] = index
            continue
        target = rule.branch_target(line)
        if target is not None and target in labels:
            spans.append((labels[target], index))
    return [
        (a, b) for a, b in spans if not any((c, d) != (a, b) and a <= c and d <= b for c, d in spans)
    ]


def loop_text(lines: list[str], start: int, end: int, rule: LoopRule) -> str:
    """The prologue, then the loop's label and instructions with labels renamed .Lloop0, .Lloop1, ..."""
    body: list[str] = []
    names: dict[str, str] = {}
    for raw in lines[start : end + 1]:
        stripped = rule.strip_comment(raw).strip()
        if not stripped:
            continue
        match = _LABEL.match(stripped)
        if match:
            names.setdefault(match.group(1), f".Lloop{len(names)}")
            body.append(f"{names[match.group(1)]}:")
            continue
        if stripped.startswith("."):
            continue
        body.append("\t" + stripped)
    text = "\n".join(body) + "\n"
    for old, new in sorted(names.items(), key=lambda item: -len(item[0])):
        text = re.sub(rf"(?<![\w.$]){re.escape(old)}(?![\w.$])", new, text)
    if rule.prologue is not None:
        text = rule.prologue(lines, start) + text
    return text


def main(argv: list[str], rule: LoopRule, usage: str) -> int:
    """OUT_DIR FILE.s [FILE.s ...]: write each distinct innermost loop as OUT_DIR/<stem>.loopN.s."""
    if len(argv) < 2:
        print(usage, file=sys.stderr)
        return 64
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    seen: set[str] = set()
    written = 0
    for name in argv[1:]:
        path = Path(name)
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
        for number, (start, end) in enumerate(loops(lines, rule)):
            text = loop_text(lines, start, end, rule)
            if text in seen or text.count("\n") < 2:
                continue
            seen.add(text)
            provenance = f"{rule.comment} {path.name}: lines {start + 1}-{end + 1}\n"
            (out / f"{path.stem}.loop{number}.s").write_text(provenance + text)
            written += 1
    print(f"wrote {written} loops to {out}")
    return 0
