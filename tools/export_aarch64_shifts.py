#!/usr/bin/env python3
"""models/aarch64/isa_shifts.json.gz: which shift/extend kinds and amounts LLVM 19's assembler takes
in each operand shape, and its words for the others.

Every accepted spelling of LLVM's probes and printed variants (`isa_probes.json.gz`,
`isa_variants.json.gz`) that has a shift or extend (`add x0, x1, x2, lsl #3`, `ldr x0, [x1, x2, sxtw]`,
`cntb x0, all, mul #4`), and every one that ends in an immediate (`movk x0, #1` + `, lsl #16`), is
written again with that operand replaced by every kind (lsl lsr asr ror
msl uxtb..sxtx; `mul` for element counts), bare and with every amount 0..64 and -1, one spelling per
operand shape; `llvm-mc-19 -triple=aarch64 -mattr=<every extension>` says which it takes. Per
(shape key of the written text, operand index, part) and kind: the amounts taken (a bit mask),
whether the bare kind is taken, and for the others llvm-mc's first message and its column relative
to the operand (for amounts past 64 the message for 64; for negative ones the message for -1).

    python tools/export_aarch64_shifts.py [OUT]      (LLVM 19 needed; default models/aarch64/isa_shifts.json.gz)
"""

from __future__ import annotations

import gzip
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT.parent))

KINDS = ("lsl", "lsr", "asr", "ror", "msl", "uxtb", "uxth", "uxtw", "uxtx", "sxtb", "sxth", "sxtw", "sxtx")
AMOUNTS = (*range(65), -1)
_DIAG = re.compile(r"^<stdin>:(\d+):(\d+): error: (.*)$")


def _load(name: str) -> dict:
    with gzip.open(ROOT / "models" / "aarch64" / name, "rt", encoding="utf-8") as handle:
        return json.load(handle)


def spellings() -> list[str]:
    out: dict[str, None] = {}
    for _, text, insts, _ in _load("isa_probes.json.gz")["probes"]:
        if len(insts) == 1:
            out.setdefault(" ".join(text.split()), None)
    for _, _, printed, parsed in _load("isa_variants.json.gz")["variants"]:
        if parsed:
            out.setdefault(" ".join(printed.split()), None)
    return list(out)


def slots(text: str):
    """(index, part, start, end) of each shift/extend of `text` (offsets in `text`)."""
    from mcalens.analysis.targets.aarch64.spellings import EXTEND, MAIN
    from mcalens.analysis.targets.aarch64.syntax import Imm, Mem, Shift, parse_operands

    mnemonic, _, rest = text.partition(" ")
    base = len(mnemonic) + 1
    try:
        ops = parse_operands(rest, 0, len(rest), 0)
    except Exception:
        return mnemonic, ()
    found = []
    for index, op in enumerate(ops):
        if isinstance(op, Shift) and op.op != "mulvl":
            found.append((index, MAIN, base + op.span.start, base + op.span.end, op.op == "mul"))
        elif isinstance(op, Mem) and op.extend is not None and op.extend.op != "mulvl":
            found.append((index, EXTEND, base + op.extend.span.start, base + op.extend.span.end, False))
    if ops and isinstance(ops[-1], Imm):  # `movk x0, #1` -> `movk x0, #1, lsl #16`: a shift appended
        found.append((len(ops), MAIN, len(text), len(text), False))
    return mnemonic, found


def main(argv: list[str]) -> int:
    from mcalens.analysis.targets.aarch64.spellings import shape_key
    from mcalens.analysis.targets.aarch64.syntax import parse_operands

    out_path = Path(argv[0]) if argv else ROOT / "models" / "aarch64" / "isa_shifts.json.gz"
    features = _load("isa_probes.json.gz")["features"]
    lines: list[str] = []
    meta: list[tuple[int, str, int]] = []  # (slot number, kind, amount or None)
    slot_info: list[tuple[str, int, int, int]] = []  # (mnemonic, index, part, column of the operand)
    seen: set[tuple[str, int, int]] = set()
    for text in spellings():
        mnemonic, found = slots(text)
        if not found:
            continue
        rest = text[len(mnemonic) + 1 :]
        key = shape_key(mnemonic.lower(), parse_operands(rest, 0, len(rest), 0))
        for index, part, start, end, is_mul in found:
            if (key, index, part) in seen:
                continue
            seen.add((key, index, part))
            slot = len(slot_info)
            append = ", " if start == len(text) else ""
            slot_info.append((mnemonic.lower(), index, part, start + len(append)))
            for kind in ("mul",) if is_mul else KINDS:
                if not is_mul:
                    lines.append(text[:start] + append + kind + text[end:])
                    meta.append((slot, kind, -2))
                for amount in AMOUNTS:
                    lines.append(text[:start] + append + f"{kind} #{amount}" + text[end:])
                    meta.append((slot, kind, amount))
    print(f"{len(slot_info)} operand slots, {len(lines)} spellings", file=sys.stderr)
    errors: dict[int, tuple[int, str]] = {}
    for chunk in range(0, len(lines), 100_000):
        part_lines = lines[chunk : chunk + 100_000]
        run = subprocess.run(["llvm-mc-19", "-triple=aarch64", f"-mattr={features}", "-o", "/dev/null"],
                             input="\n".join(part_lines) + "\n", capture_output=True, text=True)  # fmt: skip
        for raw in run.stderr.split("\n"):
            match = _DIAG.match(raw)
            if match:
                errors.setdefault(chunk + int(match.group(1)) - 1, (int(match.group(2)) - 1, match.group(3)))
    # per written shape key: (index, part) -> kind -> [mask, bare (1 or [message, offset]), message, offset,
    # negative message, negative offset]
    table: dict[str, dict[str, dict[str, list]]] = {}
    for number, (line, (slot, kind, amount)) in enumerate(zip(lines, meta, strict=True)):
        mnemonic, index, part, column = slot_info[slot]
        rest = line[len(mnemonic) + 1 :]
        try:
            key = shape_key(mnemonic, parse_operands(rest, 0, len(rest), 0))
        except Exception:
            continue
        entry = table.setdefault(key, {}).setdefault(f"{index}:{part}", {})
        data = entry.setdefault(kind, [0, 0, "", 0, "", 0])
        error = errors.get(number)
        if error is None:
            if amount == -2:
                data[1] = 1
            elif amount >= 0:
                data[0] |= 1 << amount
            continue
        offset, message = error[0] - column, error[1]
        if amount == -2:
            data[1] = [message, offset]
        elif amount == -1:
            data[4], data[5] = message, offset
        elif not data[2] or amount == 64:
            data[2], data[3] = message, offset
    payload = {"format": 1, "target": "aarch64", "source": "llvm-mc-19 -triple=aarch64 -mattr=<every extension>",
               "columns": ["mask of amounts 0..64 taken", "bare kind: 1 or [message, offset]",
                           "message for an amount not taken", "its caret offset", "message for -1", "offset"],
               "shapes": table}  # fmt: skip
    data = json.dumps(payload, separators=(",", ":"), sort_keys=True).encode()
    out_path.write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
    print(f"wrote {len(table)} shapes to {out_path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
