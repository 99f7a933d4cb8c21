#!/usr/bin/env python3
"""Cut the innermost loops out of compiler-generated RISC-V assembly (GNU syntax, gcc or clang -S).

A loop is a label followed, later in the same function, by a branch back to it (`beq` ... `bgeu`,
the `beqz`/`bnez`/`blez`/`bgez`/`bltz`/`bgtz`/`bgt`/`ble`/`bgtu`/`bleu` aliases, `j`); innermost
loops are those containing no other loop. Each loop is written as one `.s` file: a `#` provenance
comment, the LMUL/SEW the loop starts with when a `vsetvli`/`vsetivli` before it in the function
set them (as `# LLVM-MCA-RISCV-LMUL`/`-SEW` instrument comments, which llvm-mca reads as that
vsetvli's instruments), the loop label, and the instructions from the label to the back-edge
branch (directives dropped, inner labels kept). Identical bodies (after renaming labels) are
written once.

    python tools/extract_riscv_loops.py OUT_DIR FILE.s [FILE.s ...]
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

_LABEL = re.compile(r"^\s*([A-Za-z_.$][\w.$]*):")
_BRANCH = re.compile(r"^(?:beq|bne|blt|bge|bltu|bgeu|bgt|ble|bgtu|bleu|beqz|bnez|blez|bgez|bltz|bgtz|j|c\.j|c\.beqz|c\.bnez)$")
# vsetvli rd, rs1, e32, m2, ta, ma / vsetivli rd, uimm, e8, mf2, tu, mu
_VSET = re.compile(r"^vseti?vli\s+[^,]+,\s*[^,]+,\s*e(8|16|32|64)\s*,\s*(mf8|mf4|mf2|m1|m2|m4|m8)\b")


def _strip_comment(line: str) -> str:
    pos = line.find("#")
    return line[:pos] if pos >= 0 else line


def _branch_target(text: str) -> str | None:
    parts = text.split(None, 1)
    if not parts or not _BRANCH.match(parts[0]) or len(parts) < 2:
        return None
    return parts[1].split(",")[-1].strip()


def loops(lines: list[str]) -> list[tuple[int, int]]:
    """(label line, branch line) of every innermost backward-branch loop, in file order."""
    spans: list[tuple[int, int]] = []
    labels: dict[str, int] = {}
    for index, raw in enumerate(lines):
        line = _strip_comment(raw).strip()
        if line.startswith(".size") or line.startswith(".cfi_endproc"):
            labels.clear()  # a function ended: no loop crosses it
            continue
        match = _LABEL.match(line)
        if match:
            labels[match.group(1)] = index
            continue
        target = _branch_target(line)
        if target is not None and target in labels:
            spans.append((labels[target], index))
    return [
        (a, b) for a, b in spans if not any((c, d) != (a, b) and a <= c and d <= b for c, d in spans)
    ]


def vtype_before(lines: list[str], start: int) -> tuple[str, str] | None:
    """(LMUL, SEW) of the last vsetvli/vsetivli before line `start` in its function, as instrument data."""
    for raw in reversed(lines[:start]):
        line = _strip_comment(raw).strip()
        if line.startswith(".size") or line.startswith(".cfi_endproc") or line.startswith(".type"):
            return None
        match = _VSET.match(line)
        if match:
            return match.group(2).upper(), f"E{match.group(1)}"
    return None


def loop_text(lines: list[str], start: int, end: int) -> str:
    """The loop's label and instructions with labels renamed .Lloop0, .Lloop1, ... in order."""
    body: list[str] = []
    names: dict[str, str] = {}
    for raw in lines[start : end + 1]:
        line = _strip_comment(raw).rstrip()
        stripped = line.strip()
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
    vtype = vtype_before(lines, start)
    if vtype is not None:
        text = f"# LLVM-MCA-RISCV-LMUL {vtype[0]}\n# LLVM-MCA-RISCV-SEW {vtype[1]}\n{text}"
    return text


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 64
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    seen: set[str] = set()
    written = 0
    for name in argv[1:]:
        path = Path(name)
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
        for number, (start, end) in enumerate(loops(lines)):
            text = loop_text(lines, start, end)
            if text in seen or text.count("\n") < 2:
                continue
            seen.add(text)
            (out / f"{path.stem}.loop{number}.s").write_text(f"# {path.name}: lines {start + 1}-{end + 1}\n{text}")
            written += 1
    print(f"wrote {written} loops to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
