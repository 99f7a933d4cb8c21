#!/usr/bin/env python3
"""x86-64 rejections: a generated mutation corpus, llvm-mc-19's verdicts on it, and mcalens' agreement.

Valid code says little about what an assembler refuses. This tool makes near-misses of valid AT&T
code: a seeded sample of LLVM's x86 probe spellings (`models/x86-64/isa_probes.json.gz`, the forms
the resolver's tables are learned from), the instructions of the BHive blocks
(`/tmp/bhive/blocks/*.s`, written by ../shared/tools/bhive_to_asm.py) and gcc -S output
(`tests/data/asm/gcc`), each mutated a few ways, chosen by a seeded random generator:

* operand-size suffixes changed or dropped (`addl` -> `addq`, `add`), added where there is none;
* register widths and classes swapped (8/16/32/64-bit GPRs, %ah..%bh next to REX registers,
  xmm/ymm/zmm, xmm16-31, k, mm, st, segment and control registers, %rip);
* memory operands: 32-bit and 64-bit base/index mixes, %rsp/%esp as index, scale 3/5/16, 16-bit
  registers, segment prefixes, %rip with an index;
* immediates at the imm8/imm16/imm32/imm64 edges, negative, too large;
* one operand more or fewer, the first and last operands swapped;
* prefixes: lock, rep, repne, notrack, data16 before any instruction;
* AVX-512 decorations ({%k1}, {%k1}{z}, {1to8}, {sae}, {rn-sae}) on forms that may not take them;
* and directives llvm-mc refuses (a fixed list).

`record` runs `llvm-mc-19 -triple=x86_64 -show-inst` over the lines (a label before each maps the
output back) and writes the golden: per line the source, then `ok` and the opcode(s), or
`error`/`warning`, llvm-mc's column and message (the first diagnostic of the line). `compare` runs
mcalens' own front end as the CLI does (parse, resolve, llvm-mc's words from
`X86Assembler.resolve_failure`) on the same lines and reports accept/reject agreement, opcode
agreement on lines both accept, and message + column agreement on lines both reject. No LLVM is
needed for `compare`.

    python tools/x86_rejects.py record [--per-source 3] [GOLDEN]   (LLVM 19 needed)
    python tools/x86_rejects.py compare [--show 30] [GOLDEN]
    python tools/x86_rejects.py list                                (the generated lines)
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
GOLDEN = ROOT / "tests" / "golden" / "x86_rejects.tsv.gz"
BHIVE_BLOCKS = Path("/tmp/bhive/blocks")

# How many AT&T probe spellings are mutated (a seeded sample of LLVM's ~170k).
PROBE_SAMPLE = 24_000

_SUFFIXED = re.compile(r"^([a-z][a-z0-9]*?)([bwlq])$")
_REGISTER = re.compile(r"%([a-z][a-z0-9]*(?:\(\d\))?)")
_MEMORY = re.compile(r"(-?\w*)\((%\w+)?(?:,(%\w+)?(?:,(\d+))?)?\)")
_IMMEDIATE = re.compile(r"\$(-?(?:0x[0-9a-fA-F]+|\d+))\b")

_GPR_FAMILIES = (
    ("rax", "eax", "ax", "al", "ah"), ("rbx", "ebx", "bx", "bl", "bh"), ("rcx", "ecx", "cx", "cl", "ch"),
    ("rdx", "edx", "dx", "dl", "dh"), ("rsi", "esi", "si", "sil"), ("rdi", "edi", "di", "dil"),
    ("rbp", "ebp", "bp", "bpl"), ("rsp", "esp", "sp", "spl"),
    *((f"r{n}", f"r{n}d", f"r{n}w", f"r{n}b") for n in range(8, 16)),
)  # fmt: skip
_FAMILY = {name: family for family in _GPR_FAMILIES for name in family}
# Other registers a register may be swapped for (each mutation picks a few).
_OTHERS = ("ah", "bh", "r8b", "sil", "r9w", "r10d", "r11", "eax", "rax", "ax", "al", "cl", "dx",
           "xmm1", "xmm9", "xmm17", "ymm2", "ymm20", "zmm3", "zmm25", "k1", "k0", "mm1", "st(1)", "st",
           "fs", "es", "cr0", "dr1", "rip", "eip", "tmm1", "bnd0")  # fmt: skip
BOUNDARIES = (0, 1, -1, 2, 3, 7, 8, 15, 16, 31, 32, 33, 63, 64, 127, 128, -128, -129, 255, 256, 32767,
              32768, -32768, -32769, 65535, 65536, 2**31 - 1, 2**31, -(2**31), -(2**31) - 1, 2**32 - 1,
              2**32, 2**63 - 1, 2**63, 2**64 - 1, 2**64)  # fmt: skip
PREFIXES = ("lock", "rep", "repne", "notrack", "data16", "xacquire", "{vex}", "{evex}")
DIRECTIVES = (
    ".byte 300", ".byte -129", ".short 70000", ".long 0x1ffffffff", ".quad 1, , 2", ".foo",
    ".align 3", ".p2align 99", ".balign 5", ".fill -1, 1, 0", ".space -4", ".org -1", ".ascii foo",
    ".asciz \"abc", ".set x", ".equ", ".globl", ".section", ".rept -1", ".endr", ".endm", ".endif",
    ".else", ".code64 x", ".intel_syntax noprefix x", ".att_syntax noprefix", ".word 1 2", ".zero",
    ".skip", ".nops 5, 99", ".cfi_startproc x", ".cfi_endproc", ".type foo, @bogus", ".size",
    ".weak", ".loc 1 2", ".file", ".ident", ".arch foo", ".text x", ".data 1 2", ".bss x", ".err",
    ".error \"stop\"", ".warning \"careful\"", ".print", ".incbin", ".lcomm", ".comm x", ".sleb128",
    ".uleb128 x y", ".float 1.0x", ".double abc", ".dc.b 1", ".ds.b -1", ".inst 1", ".bundle_align_mode 40",
)  # fmt: skip


def _replace(text: str, start: int, end: int, new: str) -> str:
    return text[:start] + new + text[end:]


def _operand_ranges(text: str, start: int) -> list[tuple[int, int]]:
    """(start, end) of each top-level comma-separated operand of text[start:]."""
    out = []
    depth = 0
    begin = start
    for index in range(start, len(text)):
        char = text[index]
        if char in "({":
            depth += 1
        elif char in ")}":
            depth -= 1
        elif char == "," and depth == 0:
            out.append((begin, index))
            begin = index + 1
    if text[begin:].strip():
        out.append((begin, len(text)))
    return [(s + len(text[s:e]) - len(text[s:e].lstrip()), e - (len(text[s:e]) - len(text[s:e].rstrip())))
            for s, e in out]  # fmt: skip


def mutations(text: str, rng: random.Random) -> list[str]:
    """Every mutation of one AT&T instruction text this tool makes (samples of the long lists)."""
    out: list[str] = []
    mnemonic, _, rest = text.partition(" ")
    operands_at = len(mnemonic) + 1
    # size suffixes
    suffixed = _SUFFIXED.match(mnemonic)
    if suffixed:
        stem = suffixed.group(1)
        out.append(stem + text[len(mnemonic) :])
        out.extend(stem + s + text[len(mnemonic) :] for s in "bwlq" if s != suffixed.group(2))
    else:
        out.extend(mnemonic + s + text[len(mnemonic) :] for s in rng.sample("bwlq", 2))
    # registers
    for match in _REGISTER.finditer(text):
        name = match.group(1)
        family = _FAMILY.get(name, ())
        swaps = [r for r in family if r != name] + rng.sample(_OTHERS, 4)
        if name.startswith(("xmm", "ymm", "zmm")):
            number = name[3:]
            swaps += [k + "mm" + number for k in "xyz" if k != name[0]] + [name[:3] + "16", name[:3] + "31"]
        out.extend(_replace(text, match.start(1), match.end(1), swap) for swap in swaps)
    # memory operands
    for match in _MEMORY.finditer(text):
        base, index, scale = match.group(2), match.group(3), match.group(4)
        at = match.start()
        whole = match.group(0)
        disp = match.group(1)
        variants = [f"%fs:{whole}", f"%es:{whole}", f"{disp}(%rip)", f"{disp}(%rip,%rax)",
                    f"{disp}(%eax,%rbx)", f"{disp}(%rax,%ebx)", f"{disp}(%rax,%rsp)", f"{disp}(%esp,%esp)",
                    f"{disp}(%bx,%si)", f"{disp}(%ax)", f"{disp}(,%rsp,2)", f"{disp}(%rax,%xmm1)",
                    f"{disp}(%r8d,%r9d,4)", f"{disp}(%eip)", f"{disp}(,%eax,8)"]  # fmt: skip
        if index or base:
            for new_scale in ("3", "5", "16", "0"):
                variants.append(f"{disp}({base or ''},{index or '%rcx'},{new_scale})")
        if scale:
            variants.append(f"{disp}({base or ''},{index},)")
        out.extend(_replace(text, at, match.end(), v) for v in rng.sample(variants, 6))
    # immediates
    for match in _IMMEDIATE.finditer(text):
        raw = match.group(1)
        value = int(raw, 0)
        values = {value + 1, value - 1, -value, *rng.sample(BOUNDARIES, 8)}
        values.discard(value)
        out.extend(_replace(text, match.start(1), match.end(1), str(v)) for v in sorted(values))
    # operand counts and order
    ranges = _operand_ranges(text, operands_at) if rest else []
    if ranges:
        pieces = [text[s:e] for s, e in ranges]
        head = text[:operands_at]
        out.append(head + ", ".join(pieces[1:]) if len(pieces) > 1 else mnemonic)
        out.append(head + ", ".join(pieces[:-1]) if len(pieces) > 1 else mnemonic)
        out.append(head + ", ".join([pieces[0], *pieces]))
        out.append(head + ", ".join([*pieces, "%eax"]))
        if len(pieces) > 1:
            out.append(head + ", ".join([pieces[-1], *pieces[1:-1], pieces[0]]))
    else:
        out.extend((f"{mnemonic} %eax", f"{mnemonic} $1", f"{mnemonic} (%rax)"))
    # prefixes
    out.extend(f"{prefix} {text}" for prefix in rng.sample(PREFIXES, 3))
    # AVX-512 decorations
    if ranges:
        last_end = ranges[-1][1]
        out.append(text[:last_end] + " {%k1}" + text[last_end:])
        out.append(text[:last_end] + " {%k1} {z}" + text[last_end:])
        out.append(text[:last_end] + " {%k0}" + text[last_end:])
        out.append(text[:last_end] + " {z}" + text[last_end:])
        out.append(text[:operands_at] + "{sae}, " + text[operands_at:])
        out.append(text[:operands_at] + "{rn-sae}, " + text[operands_at:])
        first_end = ranges[0][1]
        if text[first_end - 1 : first_end] == ")":
            for broadcast in ("{1to8}", "{1to4}", "{1to16}", "{1to3}"):
                out.append(text[:first_end] + broadcast + text[first_end:])
    return [m for m in dict.fromkeys(out) if m != text]


def _bhive_lines() -> list[str]:
    lines: dict[str, None] = {}
    if BHIVE_BLOCKS.is_dir():
        for path in sorted(BHIVE_BLOCKS.glob("*.s")):
            for line in path.read_text().splitlines():
                line = " ".join(line.split())
                if line and not line.startswith((".", "#")):
                    lines.setdefault(line, None)
    return list(lines)


def _gcc_lines() -> list[str]:
    lines: dict[str, None] = {}
    for path in sorted((ROOT / "tests" / "data" / "asm").rglob("*.s")):
        if "intel" in path.name:
            continue
        for line in path.read_text().splitlines():
            line = " ".join(line.replace("\t", " ").split())
            if line and not line.startswith((".", "#")) and not line.endswith(":") and "#" not in line:
                lines.setdefault(line, None)
    return list(lines)


def sources(rng: random.Random) -> list[str]:
    """The instruction texts mutated: a sample of LLVM's AT&T probes, BHive and gcc lines, distinct."""
    with gzip.open(ROOT / "models" / "x86-64" / "isa_probes.json.gz", "rt", encoding="utf-8") as handle:
        probes = [" ".join(p[1].split()) for p in json.load(handle)["probes"] if p[0] == 0]
    probes = sorted(set(probes))
    seen: dict[str, None] = dict.fromkeys(rng.sample(probes, min(PROBE_SAMPLE, len(probes))))
    for line in _bhive_lines() + _gcc_lines():
        seen.setdefault(line, None)
    return list(seen)


def generate(per_source: int, seed: int = 19) -> list[str]:
    rng = random.Random(seed)
    out: dict[str, None] = {}
    for text in sources(rng):
        if ";" in text or text.endswith(":") or text.startswith(".") or "#" in text:
            continue
        found = mutations(text, rng)
        if found:
            for pick in rng.sample(found, min(per_source, len(found))):
                out.setdefault(pick, None)
    for line in DIRECTIVES:
        out.setdefault(line, None)
    return list(out)


def run_llvm_mc(lines: list[str], llvm_mc: str = "llvm-mc-19") -> list[str | None]:
    """llvm-mc's verdict per line (`mc_verdicts.run_llvm_mc`); None for a line that crashes it."""
    return mc_verdicts.run_llvm_mc(lines, [llvm_mc, "-triple=x86_64"])


def record(path: Path, per_source: int) -> int:
    lines = generate(per_source)
    verdicts: list[str | None] = []
    body = [line for line in lines if not line.startswith(".")]
    directives = [line for line in lines if line.startswith(".")]
    for start in range(0, len(body), 2000):
        verdicts += run_llvm_mc(body[start : start + 2000])
    for line in directives:  # each on its own: a directive may change what follows
        verdicts += run_llvm_mc([line])
    mc_verdicts.write_golden(path, body + directives, verdicts)
    return 0


# Where llvm-mca-19 (the CLI's reference) reports a column other than llvm-mc-19's: +1 for a bad
# broadcast (`{1to3}`: llvm-mc points at `t`, llvm-mca at `o`; the only difference on 20,000 of
# the golden's lines run through both).
MCA_COLUMN_SHIFT = {"Invalid memory broadcast primitive.": 1}


def load_golden(path: Path = GOLDEN) -> list[tuple[str, list[str]]]:
    """(line, verdict fields) per golden row, columns as llvm-mca-19 reports them."""
    out = []
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        for row in handle.read().splitlines():
            if not row:
                continue
            line, *fields = row.split("\t")
            if fields[0] == "error" and fields[2] in MCA_COLUMN_SHIFT:
                fields[1] = str(int(fields[1]) + MCA_COLUMN_SHIFT[fields[2]])
            out.append((line, fields))
    return out


def ours(lines: list[str], triple: str = "x86_64-unknown-linux-gnu") -> list[tuple[str, ...]]:
    """mcalens' verdict per line, as its CLI reaches it: ("ok", opcodes) or ("error", column, message)."""
    from mcalens.analysis.diagnostics import Severity
    from mcalens.analysis.frontend.parse import parse_text
    from mcalens.analysis.targets.target import target_for_triple

    target = target_for_triple(triple)
    isa = target.load_isa()
    out: list[tuple[str, ...]] = []
    for line in lines:
        parsed = parse_text(line + "\n", target)
        errors = sorted((d for d in parsed.diagnostics if d.severity == Severity.ERROR),
                        key=lambda d: (d.span.line, d.span.start))  # fmt: skip
        if errors:
            out.append(("error", str(errors[0].span.start + 1), errors[0].message))
            continue
        opcodes = []
        failure = None
        for inst in parsed.instructions:
            mc, diags = target.assembler.resolve(inst, isa, triple)
            if mc is None:
                span, message = target.assembler.resolve_failure(inst, diags, isa)
                failure = ("error", str(span.start + 1), message)
                break
            opcodes.append(mc.opcode)
        out.append(failure or ("ok", ",".join(opcodes) or "-"))
    return out


def compare(path: Path, show: int) -> int:
    rows = load_golden(path)
    started = time.process_time()
    mine = ours([line for line, _ in rows])
    return mc_verdicts.report(rows, mine, time.process_time() - started, show)


def main(argv: list[str] | None = None) -> int:
    return mc_verdicts.main(__doc__ or "", GOLDEN, record, generate, compare, argv)


if __name__ == "__main__":
    sys.exit(main())
