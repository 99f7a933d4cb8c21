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

import gzip
import json
import random
import re
import sys
import time
from pathlib import Path

import mc_verdicts

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


def run_llvm_mc(lines: list[str], features: str, llvm_mc: str = "llvm-mc-19") -> list[str | None]:
    """llvm-mc's verdict per line (`mc_verdicts.run_llvm_mc`; a directive line keeps every error)."""
    return mc_verdicts.run_llvm_mc(lines, [llvm_mc, "-triple=aarch64", f"-mattr={features}"], directive_errors=True)


def record(path: Path, per_source: int) -> int:
    lines = generate(per_source)
    features = _features()
    # directive lines (which change the features) come last, in a run of their own
    lines = [line for line in lines if not line.startswith(".")] + [
        line for line in lines if line.startswith(".")
    ]
    directives = sum(1 for line in lines if line.startswith("."))
    verdicts: list[str | None] = []
    body = len(lines) - directives
    for start in range(0, body, 5000):
        verdicts += run_llvm_mc(lines[start : min(start + 5000, body)], features)
    verdicts += run_llvm_mc(lines[body:], features)
    mc_verdicts.write_golden(path, lines, verdicts)
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
        mc, diags = target.assembler.resolve(inst, isa, "aarch64")
        if mc is None:
            span, message = target.assembler.resolve_failure(inst, diags, isa)
            out.append(("error", str(span.start + 1), message))
            continue
        check = target.subtarget.feature_checker(parsed, isa, "generic", features)
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
    return mc_verdicts.report(rows, mine, time.process_time() - started, show)


def main(argv: list[str] | None = None) -> int:
    return mc_verdicts.main(__doc__ or "", GOLDEN, record, generate, compare, argv)


if __name__ == "__main__":
    sys.exit(main())
