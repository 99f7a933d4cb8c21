#!/usr/bin/env python3
"""Cut the innermost loops out of compiler-generated RISC-V assembly (GNU syntax, gcc or clang -S).

A loop is a label followed, later in the same function, by a branch back to it (`beq` ... `bgeu`,
the `beqz`/`bnez`/`blez`/`bgez`/`bltz`/`bgtz`/`bgt`/`ble`/`bgtu`/`bleu` aliases, `j`); innermost
loops are those containing no other loop. Each loop is written as one `.s` file: a `#` provenance
comment, the LMUL/SEW the loop starts with when a `vsetvli`/`vsetivli` before it in the function
set them (as `# LLVM-MCA-RISCV-LMUL`/`-SEW` instrument comments, which llvm-mca reads as that
vsetvli's instruments), the loop label, and the instructions from the label to the back-edge
branch (directives dropped, inner labels kept). Identical bodies (after renaming labels) are
written once. The extraction is tools/extract_loops.py's; this file holds RISC-V's rule.

    python tools/extract_riscv_loops.py OUT_DIR FILE.s [FILE.s ...]
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from extract_loops import LoopRule, main

_BRANCH = re.compile(r"^(?:beq|bne|blt|bge|bltu|bgeu|bgt|ble|bgtu|bleu|beqz|bnez|blez|bgez|bltz|bgtz|j|c\.j|c\.beqz|c\.bnez)$")
# vsetvli rd, rs1, e32, m2, ta, ma / vsetivli rd, uimm, e8, mf2, tu, mu
_VSET = re.compile(r"^vseti?vli\s+[^,]+,\s*[^,]+,\s*e(8|16|32|64)\s*,\s*(mf8|mf4|mf2|m1|m2|m4|m8)\b")


def vtype_before(lines: list[str], start: int) -> str:
    """The LMUL/SEW instrument comments of the last vsetvli/vsetivli before line `start` in its
    function, or "" when none sets them there."""
    for raw in reversed(lines[:start]):
        line = RISCV.strip_comment(raw).strip()
        if line.startswith(".size") or line.startswith(".cfi_endproc") or line.startswith(".type"):
            return ""
        match = _VSET.match(line)
        if match:
            return f"# LLVM-MCA-RISCV-LMUL {match.group(2).upper()}\n# LLVM-MCA-RISCV-SEW E{match.group(1)}\n"
    return ""


RISCV = LoopRule(comment="#", branch=_BRANCH, prologue=vtype_before)

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:], RISCV, __doc__ or ""))
