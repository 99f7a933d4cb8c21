"""`li` of random constants: mcalens' expansion (analysis/targets/riscv/matint.py, through the
target's expand and resolve, compression included) against `llvm-mc -show-inst`, per release, triple
and subtarget (a CPU, or generic with -mattr extensions), instruction by instruction.

The constants come from a seeded generator that aims at every RISCVMatInt path: uniform 64-bit
values, 32-bit values, single bits, values with few bits set, runs of ones (rotations), equal
32-bit halves (PACK), multiples of 3, 5 and 9 of 32-bit values (SH*ADD), values with 32 leading
zeros (ADD.UW), shifted small values (SLLI, SLLI.UW) and their complements (XORI). Each `li` is
followed by an `ebreak` in the file, so each statement's sequence is compared as a whole.

    python tools/compare_riscv_li.py --count 400 --llvm-version 19
    python tools/compare_riscv_li.py --count 400 --llvm-version 22 --subtargets cpus
    python tools/compare_riscv_li.py --record tests/data/riscv/li_sequences.tsv.gz --count 40

Needs llvm-mc-19 / llvm-mc-22; the test-suite reads what --record wrote (no LLVM there).
"""

from __future__ import annotations

import argparse
import gzip
import random
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import mcinst_harness
from mcalens.analysis.api import release_target
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.mcinst import McInst
from mcalens.analysis.targets.target import target_for_triple

# (triple, cpu, mattr): generic with each extension alone and together, and the CPUs whose features
# change the sequence (Zba/Zbb/Zbs/Zbkb, lui-addi-fusion)
EXTENSIONS = [
    ("riscv64", "generic", ""), ("riscv64", "generic", "+zba"), ("riscv64", "generic", "+zbb"),
    ("riscv64", "generic", "+zbs"), ("riscv64", "generic", "+zbkb"), ("riscv64", "generic", "+xtheadbb"),
    ("riscv64", "generic", "+lui-addi-fusion"), ("riscv64", "generic", "+zba,+zbb,+zbs"),
    ("riscv64", "generic", "+zba,+zbs,+zbkb"), ("riscv64", "generic", "+zbb,+xtheadbb"),
    ("riscv64", "generic", "+xtheadbb,+zba"), ("riscv64", "generic", "+zba,+zbb,+zbs,+zbkb,+lui-addi-fusion"),
    ("riscv32", "generic", ""), ("riscv32", "generic", "+zbs"), ("riscv32", "generic", "+lui-addi-fusion"),
    ("riscv32", "generic", "+zba,+zbb,+zbs,+zbkb,+lui-addi-fusion"),
]
CPUS = {
    "19": [("riscv64", cpu, "") for cpu in ("sifive-p670", "sifive-p450", "sifive-x280", "spacemit-x60",
                                             "xiangshan-nanhu", "veyron-v1")],
    "22": [("riscv64", cpu, "") for cpu in ("sifive-p670", "sifive-p550", "sifive-x280", "spacemit-x60",
                                             "xiangshan-nanhu", "mips-p8700", "syntacore-scr7", "tt-ascalon-d8")]
    + [("riscv32", "rp2350-hazard3", "")],
}
_MASK = (1 << 64) - 1


def constants(count: int, seed: int) -> list[int]:
    """`count` constants (as unsigned 64-bit numbers), aimed at RISCVMatInt's paths."""
    rng = random.Random(seed)
    out: list[int] = []
    while len(out) < count:
        kind = rng.randrange(13)
        if kind == 0:
            value = rng.getrandbits(64)
        elif kind == 1:
            value = rng.getrandbits(32)
        elif kind == 2:
            value = 1 << rng.randrange(64)
        elif kind == 3:
            value = sum(1 << rng.randrange(64) for _ in range(rng.randrange(2, 5)))
        elif kind == 4:  # a run of ones, rotated
            width = rng.randrange(1, 64)
            ones = (1 << width) - 1
            turn = rng.randrange(64)
            value = ((ones << turn) | (ones >> (64 - turn))) & _MASK
        elif kind == 5:  # equal halves
            half = rng.getrandbits(32) >> rng.randrange(32)
            value = half << 32 | half
        elif kind == 6:  # a multiple of 3, 5 or 9 of a 32-bit value (or of its upper part)
            value = (rng.choice((3, 5, 9)) * (rng.getrandbits(32) - (1 << 31))) & _MASK
            value = (value + rng.choice((0, 0, rng.randrange(-2048, 2048)))) & _MASK
        elif kind == 7:  # 32 leading zeros
            value = rng.getrandbits(32) | 1 << 31
        elif kind == 8:  # a shifted small or 32-bit value
            value = (rng.getrandbits(rng.randrange(1, 33)) << rng.randrange(1, 40)) & _MASK
        elif kind == 9:  # a complement of one of those
            value = ~(rng.getrandbits(rng.randrange(1, 33)) << rng.randrange(1, 40)) & _MASK
        elif kind == 10:  # a single bit cleared or set beside a 32-bit value
            value = (rng.getrandbits(31) ^ (1 << rng.randrange(31, 64))) & _MASK
            if rng.randrange(2):
                value = ~value & _MASK
        elif kind == 11:  # one or two bits and a 12-bit signed offset (LLVM 22's BSETI after ADDI)
            value = (1 << rng.randrange(12, 64)) + rng.choice((0, 1 << rng.randrange(12, 64))) \
                + rng.randrange(-2048, 2048)
        else:  # low 13 bits like 0x17ff, or a shifted 6-bit value (C.LI + C.SLLI)
            value = (rng.getrandbits(50) << 13 | 0x1000 | rng.getrandbits(11)) if rng.randrange(2) else \
                (rng.randrange(1, 32) << rng.randrange(1, 20))
        value &= _MASK
        if not -2048 <= value < 2048:
            out.append(value)
    return out


def _value_text(value: int, triple: str) -> str | None:
    """The constant as written for the triple (riscv32: its low 32 bits), or None for none."""
    if triple.startswith("riscv32"):
        return hex(value & 0xFFFFFFFF) if (value & 0xFFFFFFFF) >= 2048 else None
    return hex(value)


def llvm_sequences(text: str, triple: str, cpu: str, mattr: str, release: str, isa: object) -> list[list[McInst]]:
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as handle:
        handle.write(text)
    command = [f"llvm-mc-{release}", "-show-inst", f"-triple={triple}", f"-mcpu={cpu}", handle.name]
    if mattr:
        command.insert(-1, f"-mattr={mattr}")
    proc = subprocess.run(command, capture_output=True, text=True, check=False, timeout=600)
    Path(handle.name).unlink()
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(command)}: {proc.stderr[:500]}")
    return _split(mcinst_harness.parse_show_inst(proc.stdout, isa))  # type: ignore[arg-type]


def _split(insts: list[McInst]) -> list[list[McInst]]:
    groups: list[list[McInst]] = [[]]
    for inst in insts:
        if inst.opcode in ("EBREAK", "C_EBREAK"):
            groups.append([])
        else:
            groups[-1].append(inst)
    return groups[:-1]


def mcalens_sequences(text: str, triple: str, cpu: str, mattr: str, release: str) -> list[list[McInst] | str]:
    target = release_target(target_for_triple(triple), release)
    isa = target.load_isa()
    parsed = target.assembler.expand(parse_text(text, target), isa, cpu, mattr, triple)
    check = target.subtarget.feature_checker(parsed, isa, cpu, mattr)
    out: list[list[McInst] | str] = [[]]
    for inst in parsed.instructions:
        if inst.mnemonic == "ebreak":
            out.append([])
            continue
        mc, diags = target.assembler.resolve(inst, isa, triple)
        refusal = check(inst, mc) if mc is not None and check is not None else None
        if mc is None or refusal is not None:
            out[-1] = diags[0].message if diags else (refusal[1] if refusal else "refused")
        elif isinstance(out[-1], list):
            out[-1].append(mc)
    return out[:-1]


def _steps(seq: list[McInst] | str) -> str:
    if isinstance(seq, str):
        return f"refused: {seq}"
    return "; ".join(f"{mc.opcode} {' '.join(str(getattr(op, 'name', None) or getattr(op, 'value', op)) for op in mc.operands)}"
                     for mc in seq)


def run(release: str, subtargets: list[tuple[str, str, str]], count: int, seed: int, verbose: bool,
        record: list[str] | None) -> int:
    differ = 0
    for triple, cpu, mattr in subtargets:
        values = [v for v in (_value_text(value, triple) for value in constants(count, seed)) if v is not None]
        text = "".join(f"li a0, {value}\nebreak\n" for value in values)
        isa = release_target(target_for_triple(triple), release).load_isa()
        theirs = llvm_sequences(text, triple, cpu, mattr, release, isa)
        ours = mcalens_sequences(text, triple, cpu, mattr, release)
        wrong = [(value, t, o) for value, t, o in zip(values, theirs, ours, strict=True) if t != o]
        differ += len(wrong)
        print(f"llvm-mc-{release} {triple} {cpu} {mattr or '-'}: {len(values) - len(wrong)}/{len(values)} identical")
        for value, t, o in wrong[: 20 if verbose else 3]:
            print(f"  li a0, {value}\n    llvm-mc: {_steps(t)}\n    mcalens: {_steps(o)}")
        if record is not None:
            record += [f"{release}\t{triple}\t{cpu}\t{mattr}\t{value}\t{_steps(t)}" for value, t in zip(values, theirs,
                                                                                                       strict=True)]
    return differ


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--llvm-version", default="19", choices=("19", "22"))
    parser.add_argument("--subtargets", default="extensions", choices=("extensions", "cpus", "all"))
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--record", type=Path, help="write llvm-mc's sequences (both releases) to this TSV")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    releases = ("19", "22") if args.record else (args.llvm_version,)
    rows: list[str] | None = [] if args.record else None
    differ = 0
    for release in releases:
        chosen = {"extensions": EXTENSIONS, "cpus": CPUS[release], "all": EXTENSIONS + CPUS[release]}[args.subtargets]
        differ += run(release, chosen, args.count, args.seed, args.verbose, rows)
    if args.record and rows is not None:
        text = "# release\ttriple\tcpu\tmattr\tvalue\tllvm-mc -show-inst sequence\n" + "\n".join(rows) + "\n"
        if args.record.suffix == ".gz":
            with gzip.open(args.record, "wt", encoding="utf-8") as handle:
                handle.write(text)
        else:
            args.record.write_text(text, encoding="utf-8")
    print(f"{differ} differing")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
