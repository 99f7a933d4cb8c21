#!/usr/bin/env python3
"""Cut the innermost loops out of compiler-generated AArch64 assembly (GNU syntax, gcc or clang -S).

A loop is a label followed, later in the same function, by a branch back to it (`b`, `b.cond`,
gcc's `bcond`, `bc.cond`, `cbz`/`cbnz`, `tbz`/`tbnz`); innermost loops are those containing no other loop. Each
loop is written as one `.s` file: a `//` provenance comment, the loop label, and the instructions
from the label to the back-edge branch (directives dropped, inner labels kept). Identical bodies
(after renaming labels) are written once. The extraction is tools/extract_loops.py's; this file
holds AArch64's rule.

    python tools/extract_aarch64_loops.py OUT_DIR FILE.s [FILE.s ...]
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from extract_loops import LoopRule, main

# b, b.cond and gcc's dot-less bcond (bne), bc.cond, compare/test-and-branch.
_CONDS = "eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al|nv"
AARCH64 = LoopRule(
    comment="//", branch=re.compile(rf"^(?:b|b\.?(?:{_CONDS})|bc\.(?:{_CONDS})|cbz|cbnz|tbz|tbnz)$")
)

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:], AARCH64, __doc__ or ""))
