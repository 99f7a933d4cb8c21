#!/usr/bin/env python3
"""Agreement of the x86-64 decoder with `llvm-mc-19 --disassemble -triple=x86_64` (or `--llvm-mc
llvm-mc-22 --models models/x86-64/llvm22`) on BHive-style hex blocks (docs/decode.md).

    tools/compare_decoder.py ../shared/data/bhive/sources/*.csv [--sample N] [--seed S] [--e2e N]

The oracle disassembles the blocks in chunks, with `ud2; hlt` between blocks. A chunk where one
block swallowed a marker is redone block by block, and a block llvm-mc warns about is left out.
The decoder's text (mcalens' printer) must equal llvm-mc's line for line, with comments dropped
and whitespace normalised. `--e2e N` also checks `mcalens --input-format=hex -all-views` against
`llvm-mca-19 -all-views` on llvm-mc's disassembly for N of the blocks.

    tools/compare_decoder.py --probes [--encoding evex] [--sample N]

compares instead every distinct encoding of the x86 ISA probes (models/x86-64/isa_probes.json.gz,
each probe's McInst encoded by mcalens' exact encoder), one instruction per block, by encoding kind
(legacy, VEX, EVEX, XOP), and reports the decoding speed on them. `--record FILE` writes, for
one encoding of each opcode (a seeded sample of `--record-opcodes` of them), llvm-mc's text: the
no-LLVM test data (tests/data/x86_disassembly_evex.json.gz).
"""

from __future__ import annotations

import argparse
import random
import re
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import llvm_release

_CHUNK = 5000
_MARK = " 0x0f 0x0b 0xf4"


def _hex_bytes(block: str) -> str:
    return " ".join("0x" + block[i : i + 2] for i in range(0, len(block), 2))


def _lines(stdout: str) -> list[str]:
    return [re.sub(r"\s+", " ", line.split("#")[0].strip()) for line in stdout.splitlines()
            if line.strip() and not line.strip().startswith((".", "#"))]  # fmt: skip


def oracle(blocks: list[str], llvm_mc: str) -> dict[str, list[str] | None]:
    """llvm-mc's lines per block (None: llvm-mc warns about it)."""
    out: dict[str, list[str] | None] = {}
    for start in range(0, len(blocks), _CHUNK):
        chunk = blocks[start : start + _CHUNK]
        text = "".join(_hex_bytes(b) + _MARK + "\n" for b in chunk)
        run = subprocess.run([llvm_mc, "--disassemble", "-triple=x86_64"], input=text, capture_output=True,
                             text=True, check=False)  # fmt: skip
        warned = {int(line.split(":")[1]) - 1 for line in run.stderr.splitlines()
                  if line.startswith("<stdin>:") and "warning" in line}  # fmt: skip
        groups: list[list[str]] = [[]]
        lines = _lines(run.stdout)
        i = 0
        while i < len(lines):
            if lines[i] == "ud2" and i + 1 < len(lines) and lines[i + 1] == "hlt":
                groups.append([])
                i += 2
                continue
            groups[-1].append(lines[i])
            i += 1
        groups.pop()
        if len(groups) == len(chunk):
            out.update((b, None if j in warned else g) for j, (b, g) in enumerate(zip(chunk, groups, strict=True)))
            continue
        for block in chunk:
            one = subprocess.run([llvm_mc, "--disassemble", "-triple=x86_64"], input=_hex_bytes(block) + "\n",
                                 capture_output=True, text=True, check=False)  # fmt: skip
            out[block] = None if one.stderr.strip() else _lines(one.stdout)
    return out


_KINDS = ("legacy", "VEX", "XOP", "EVEX")


def probe_encodings(models: str | None = None, probes: str | None = None) -> dict[str, tuple[str, str]]:
    """Every distinct encoding of the ISA probes (hex) -> its encoding kind and opcode (the model
    set's own probes, or `probes`: LLVM 22's set ships none, export_isa's are given)."""
    import gzip
    import json

    from mcalens.analysis.api import _isa
    from mcalens.analysis.isa import load_isa
    from mcalens.analysis.mcinst import Imm, McInst, Reg
    from mcalens.analysis.targets.x86 import encode as enc

    table = enc.load_encoding_table(directory=models)
    isa = load_isa(directory=models) if models else _isa()
    assert table is not None and isa.directory is not None
    with gzip.open(probes or Path(isa.directory) / "isa_probes.json.gz", "rt", encoding="utf-8") as handle:
        probes = json.load(handle)["probes"]
    out: dict[str, tuple[str, str]] = {}
    for probe in probes:
        if len(probe[2]) != 1:
            continue
        name, flags, operands = probe[2][0]
        try:
            ops = tuple(Reg(o[2:] or None) if o.startswith("R:") else Imm(int(o[2:])) for o in operands)
        except ValueError:
            continue  # a symbolic operand: a fixup, not bytes of its own
        info = table.opcodes.get(name)
        code = enc.encode(McInst(name, ops, flags), table) if info is not None else None
        if code is not None and info is not None:
            out.setdefault(code.hex(), (_KINDS[(info.tsflags >> enc._ENCODING_SHIFT) & 3], name))
    return out


def _record(path: Path, truth: dict[str, list[str] | None], opcodes: dict[str, str], count: int,
            rng: random.Random, llvm_mc: str) -> None:
    import gzip
    import json

    first: dict[str, str] = {}
    for block in sorted(truth):
        if truth[block] is not None:
            first.setdefault(opcodes.get(block, block), block)
    chosen = sorted(rng.sample(sorted(first.values()), min(count, len(first))))
    # the printed text with its tabs (the comparison above normalises whitespace): asked again
    rows = []
    for start in range(0, len(chosen), _CHUNK):
        chunk = chosen[start : start + _CHUNK]
        run = subprocess.run([llvm_mc, "--disassemble", "-triple=x86_64"],
                             input="".join(_hex_bytes(b) + "\n" for b in chunk), capture_output=True, text=True,
                             check=False)  # fmt: skip
        lines = [line.split("#")[0].strip() for line in run.stdout.splitlines()
                 if line.strip() and not line.strip().startswith((".", "#"))]  # fmt: skip
        if len(lines) != len(chunk):
            raise SystemExit("llvm-mc printed another number of lines than encodings")
        rows += [[b, [line]] for b, line in zip(chunk, lines, strict=True)]
    data = {"command": f"{llvm_mc} --disassemble -triple=x86_64 (LLVM 19.1.7), one encoding per row; "
            "rows: [hex, [lines llvm-mc prints, comments dropped]]", "rows": rows}
    with gzip.GzipFile(path, "wb", mtime=0) as handle:
        handle.write(json.dumps(data, indent=0).encode())
    print(f"{len(rows)} rows -> {path}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("csv", nargs="*", type=Path)
    parser.add_argument("--probes", action="store_true", help="the ISA probes' encodings instead of CSVs")
    parser.add_argument("--encoding", choices=[k.lower() for k in _KINDS], help="with --probes: one kind only")
    parser.add_argument("--record", type=Path, help="with --probes: write llvm-mc's text for one encoding per opcode")
    parser.add_argument("--record-opcodes", type=int, default=2000)
    parser.add_argument("--sample", type=int, default=0, help="random blocks (default: all)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--e2e", type=int, default=0, help="blocks to check end to end with llvm-mca-19")
    parser.add_argument("--llvm-mc", default="llvm-mc-19")
    parser.add_argument("--probe-file", help="with --probes: isa_probes.json.gz (default: the model set's)")
    parser.add_argument("--models", help="decode with this model set's tables (models/x86-64/llvm22 with llvm-mc-22)")
    args = parser.parse_args()

    from mcalens.analysis.api import _isa
    from mcalens.analysis.cli import run
    from mcalens.analysis.isa import load_isa
    from mcalens.analysis.targets.x86.decode import decode
    from mcalens.analysis.targets.x86.printer import has_template, print_inst

    kinds: dict[str, str] = {}
    opcodes: dict[str, str] = {}
    if args.probes:
        probed = probe_encodings(args.models, args.probe_file)
        if args.encoding:
            probed = {b: k for b, k in probed.items() if k[0].lower() == args.encoding}
        kinds = {b: k[0] for b, k in probed.items()}
        opcodes = {b: k[1] for b, k in probed.items()}
        blocks = sorted(kinds)
    else:
        blocks = sorted({line.split(",", 1)[0].strip().lower() for path in args.csv
                         for line in path.read_text().splitlines() if line.strip()})  # fmt: skip
    blocks = [b for b in blocks if b and len(b) % 2 == 0 and all(c in "0123456789abcdef" for c in b)]
    rng = random.Random(args.seed)
    if args.sample:
        blocks = rng.sample(blocks, min(args.sample, len(blocks)))
    truth = oracle(blocks, args.llvm_mc)
    if args.record:
        _record(args.record, truth, opcodes, args.record_opcodes, rng, args.llvm_mc)
    known = [b for b in blocks if truth[b] is not None]
    isa = load_isa(directory=args.models) if args.models else _isa()
    began = time.perf_counter()
    decoded = {b: decode(bytes.fromhex(b), isa) for b in known}
    elapsed = time.perf_counter() - began
    exact = instructions = 0
    refused: dict[str, int] = {}
    by_kind: dict[str, list[int]] = {}
    for block in known:
        want = truth[block] or []
        instructions += len(want)
        got: list[str] = []
        for d in decoded[block]:
            if d.inst is None or not has_template(d.inst, isa):
                why = d.error if d.inst is None else f"no printer text for {d.inst.opcode}"
                refused[why] = refused.get(why, 0) + 1
                break
            got += [re.sub(r"\s+", " ", line.strip()) for line in print_inst(d.inst, isa).split("\n")]
        tally = by_kind.setdefault(kinds.get(block, ""), [0, 0, 0])
        tally[0] += 1
        tally[1] += got == want
        no_text = any(d.inst is None or not has_template(d.inst, isa) for d in decoded[block])
        tally[2] += no_text
        if got == want:
            exact += 1
        elif not no_text or len(refused) < 20:
            print(f"differs: {block}\n  llvm-mc: {want}\n  mcalens: {got}")
    print(f"{len(blocks)} blocks, llvm-mc decodes {len(known)} ({instructions} instructions): "
          f"{exact} exact; {instructions / elapsed:.0f} instructions/s decoded")
    for kind, (total, same, no) in sorted(by_kind.items()):
        if kind:
            print(f"  {kind}: {total} llvm-mc decodes, {same} exact, {no} refused, {total - same - no} differ")
    for why, count in sorted(refused.items(), key=lambda item: -item[1]):
        print(f"  refused {count}: {why}")
    if args.e2e:
        same = 0
        chosen = rng.sample(known, min(args.e2e, len(known)))
        mca = args.llvm_mc.replace("llvm-mc", "llvm-mca")
        release = llvm_release.binary_release(mca)  # mcalens matched with the release of the reference
        for block in chosen:
            text = "".join(line + "\n" for line in truth[block] or [])
            ref = subprocess.run([mca, "-mcpu=skylake", "-all-views"], input=text, capture_output=True,
                                 text=True, check=False)  # fmt: skip
            code, out, _ = run(["--llvm-version", release, "-mcpu=skylake", "--no-banner", "-all-views", "--input-format=hex"],
                               stdin_text=block + "\n")  # fmt: skip
            same += (code, out) == (ref.returncode, ref.stdout)
        print(f"end to end (skylake, -all-views): {same} / {len(chosen)} identical")
    return 0 if exact == len(known) else 1


if __name__ == "__main__":
    sys.exit(main())
