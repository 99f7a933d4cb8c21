#!/usr/bin/env python3
"""Export the x86-64 decoder's immediate signedness: models/x86-64/isa_decode.json.gz.

LLVM 19's X86 disassembler sign-extends some immediates and not others (`shll $255` and
`movl $4294966296` keep the bytes' value, `pushq $-1000` and `retq $-1000` are sign-extended);
which one is a property of the operand's TableGen type, not of anything in MCInstrDesc. This tool
asks LLVM: for every opcode with an immediate operand it encodes the printer's sample instruction
(isa.json "print") with that immediate's top bit set, using mcalens' exact encoder, and reads the
operand value back from `llvm-mc-19 --disassemble -show-inst`. Export time only: mcalens never runs
LLVM. It also lists the opcodes the 64-bit assembler never produced (from isa_probes.json.gz),
the decoder's tie-break.

32-bit mode (`-mtriple=i686`): every opcode's sample instruction that 32-bit mode can encode (its
64-bit address registers read as their 32-bit halves; nothing that needs REX) is encoded in 32-bit
mode and disassembled with `llvm-mc-19 --disassemble -triple=i686 -show-inst`: the opcodes LLVM
decodes there are the 32-bit decoder's preferred candidates (PUSH32r before PUSH64r, INC32r_alt for
0x40), and the immediates of opcodes that exist only in 32-bit mode are read as above.

A release's model set is exported with its own llvm-mc, ISA and encoder table: `--models
models/x86-64/llvm22 --llvm-mc llvm-mc-22 --probes DIR/isa_probes.json.gz` (LLVM 22's set ships
no probes: export_isa's, made for the export, give the opcodes its assembler never produced).

Usage: tools/export_x86_decode.py [--llvm-mc llvm-mc-19] [--models DIR] [--probes FILE] [--keep-64]
(--keep-64: the 64-bit part from the existing file, only the 32-bit part asked again)
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import subprocess
import sys
from pathlib import Path

from mcalens.analysis.isa import Isa, load_isa
from mcalens.analysis.mcinst import Imm, McInst, Reg
from mcalens.analysis.targets.x86 import encode as enc

MODELS = Path(__file__).resolve().parents[1] / "models" / "x86-64"
_MODELS: list[Path] = [MODELS]  # the model set exported (main's --models)


def _isa() -> Isa:
    return load_isa(directory=_MODELS[0])


def _table() -> enc.EncodingTable | None:
    return enc.load_encoding_table(directory=_MODELS[0])
_INST = re.compile(r"<MCInst #\d+ (\w+)")
_OPERAND = re.compile(r"<MCOperand (\w+):?(-?\w*)>")  # LLVM 22 names registers (`Reg:RAX`), 19 numbers them


def _samples() -> list[tuple[str, int, bytes]]:
    """(opcode, immediate operand index, encoding with that immediate's top bit set)."""
    isa = _isa()
    table = _table()
    assert table is not None
    out = []
    for key in list(isa.print_data):
        row = isa.print_data[key]
        name, ops = row[0], row[1]
        info = isa.opcodes.get(name)
        encoding = table.opcodes.get(name)
        if info is None or encoding is None or len(ops) != len(info.operands):
            continue
        kind = enc._IMM_KINDS.get((encoding.tsflags >> enc._IMM_SHIFT) & 0xF)
        if kind is None or kind[1]:
            continue  # no immediate, or a PC-relative one (a branch: always sign-extended)
        try:
            base = [Reg(o[2:] or None) if o.startswith("R:") else Imm(int(o[2:])) for o in ops]
        except ValueError:
            continue
        form = encoding.tsflags & enc._FORM_MASK
        for index, operand in enumerate(info.operands):
            if operand.kind != "imm" or not isinstance(base[index], Imm):
                continue
            size = 1 if form == enc.RAW_IMM8 and index == len(ops) - 1 else kind[0]
            if form == enc.RAW_IMM16 and index == len(ops) - 1:
                size = 2
            trial = list(base)
            trial[index] = Imm(1 << (8 * size - 1))
            code = enc.encode(McInst(name, tuple(trial)), table)
            if code is not None:
                out.append((name, index, code))
    return out


def _disassemble(llvm_mc: str, code: bytes, triple: str = "x86_64") -> list[tuple[str, list[tuple[str, str]]]]:
    """(opcode, [(operand kind, value)]) per instruction llvm-mc decodes from `code` alone (one
    process per sample: a sample LLVM reads differently must not swallow its neighbours)."""
    text = " ".join(f"0x{b:02x}" for b in code) + "\n"
    result = subprocess.run([llvm_mc, "--disassemble", f"-triple={triple}", "-show-inst"],
                            input=text, capture_output=True, text=True, check=False)
    return [] if result.stderr.strip() else _parse_show_inst(result.stdout)


def _unassembled(probes_path: Path) -> list[str]:
    """Encodable opcodes llvm-mc's 64-bit assembler produced for none of the exported probes
    (isa_probes.json.gz): the decoder tries them after those it did produce (PUSH64r before
    PUSH32r, which shares its byte). Read here so that mcalens never loads the probes to decode."""
    table = _table()
    assert table is not None
    with gzip.open(probes_path, "rt", encoding="utf-8") as handle:
        probes = json.load(handle)["probes"]
    assembled = {c[0] for probe in probes for c in probe[2]}
    return sorted(name for name in table.opcodes
                  if table.opcodes[name].tsflags & enc._FORM_MASK and name not in assembled)


_GR64_TO_32 = {"RAX": "EAX", "RCX": "ECX", "RDX": "EDX", "RBX": "EBX", "RSP": "ESP", "RBP": "EBP", "RSI": "ESI",
               "RDI": "EDI"}  # fmt: skip
_REX_ONLY = re.compile(r"^(R\d+[DWB]?H?|R[A-Z]{2}|SPL|BPL|SIL|DIL|[XYZ]MM([89]|[1-3]\d)|K\d+H?|RIP|EIZ|RIZ)$")


def _mode32_samples() -> list[tuple[str, int, bytes]]:
    """(opcode, immediate operand index or -1, its 32-bit encoding): each opcode's sample, and for
    an immediate, the sample with its top bit set."""
    isa = _isa()
    table = _table()
    assert table is not None
    out = []
    for name in list(isa.print_data):
        row = isa.print_data[name]
        ops = row[1]
        info = isa.opcodes.get(name)
        encoding = table.opcodes.get(name)
        if info is None or encoding is None or info.is_pseudo or len(ops) != len(info.operands):
            continue
        ts = encoding.tsflags
        if (ts >> enc._ENCODING_SHIFT) & 3 == enc.ENC_LEGACY and ts & enc._REX_W:
            continue  # REX.W: a 64-bit operation, 0x48 is `decl %eax` in 32-bit mode
        try:
            # a symbol (a branch target) is a fixup the encoder writes as zeros: 0 gives the same bytes
            base = [Reg(_GR64_TO_32.get(o[2:], o[2:]) or None) if o.startswith("R:")
                    else Imm(0) if o.startswith("E:") else Imm(int(o[2:])) for o in ops]  # fmt: skip
        except ValueError:
            continue
        for index, op in enumerate(base):
            # a register 32-bit mode cannot name (`testb %sil, %bl`): the class's first one it can
            if isinstance(op, Reg) and op.name and _REX_ONLY.match(op.name):
                members = isa.register_classes.get(info.operands[index].reg_class or "", frozenset())
                usable = sorted(m for m in members if not _REX_ONLY.match(m) and table.registers.get(m, 99) < 8)
                base[index] = Reg(usable[0]) if usable else op
        if any(isinstance(op, Reg) and op.name and _REX_ONLY.match(op.name) for op in base):
            continue
        code = enc.encode(McInst(name, tuple(base)), table, mode=32)
        if code is None:
            continue
        out.append((name, -1, code))
        kind = enc._IMM_KINDS.get((ts >> enc._IMM_SHIFT) & 0xF)
        if kind is None or kind[1]:
            continue
        form = ts & enc._FORM_MASK
        for index, operand in enumerate(info.operands):
            # (a moffs address, `movl 2147483648, %eax`, is a memory operand read as an immediate)
            moffs = form == enc.RAW_MEM_OFFS and index == 0
            if (operand.kind != "imm" and not moffs) or not isinstance(base[index], Imm):
                continue
            size = 1 if form == enc.RAW_IMM8 and index == len(ops) - 1 else kind[0]
            if form == enc.RAW_IMM16 and index == len(ops) - 1:
                size = 2
            trial = list(base)
            trial[index] = Imm(1 << (8 * size - 1))
            code = enc.encode(McInst(name, tuple(trial)), table, mode=32)
            if code is not None:
                out.append((name, index, code))
    return out


_MARK = bytes((0x0F, 0x0B, 0xF4))  # ud2; hlt between samples


def _disassemble_many(llvm_mc: str, triple: str, codes: list[bytes]) -> list[list[tuple[str, list[tuple[str, str]]]]]:
    """`_disassemble` for many samples in one process, `ud2; hlt` between them; a chunk that does
    not split into one group per sample (a sample LLVM refuses or reads past its end) is halved
    until it does, down to one sample per process."""
    if len(codes) > 1000:
        return _disassemble_many(llvm_mc, triple, codes[:1000]) + _disassemble_many(llvm_mc, triple, codes[1000:])
    if len(codes) == 1:
        return [_disassemble(llvm_mc, codes[0], triple)]
    text = "\n".join(" ".join(f"0x{b:02x}" for b in code + _MARK) for code in codes) + "\n"
    result = subprocess.run([llvm_mc, "--disassemble", f"-triple={triple}", "-show-inst"],
                            input=text, capture_output=True, text=True, check=False)  # fmt: skip
    insts = _parse_show_inst(result.stdout)
    groups: list[list[tuple[str, list[tuple[str, str]]]]] = [[]]
    i = 0
    while i < len(insts):
        if insts[i][0] == "TRAP" and i + 1 < len(insts) and insts[i + 1][0] == "HLT":
            groups.append([])
            i += 2
            continue
        groups[-1].append(insts[i])
        i += 1
    groups.pop()
    if len(groups) == len(codes) and not result.stderr.strip():
        return groups
    half = len(codes) // 2
    return _disassemble_many(llvm_mc, triple, codes[:half]) + _disassemble_many(llvm_mc, triple, codes[half:])


def _parse_show_inst(stdout: str) -> list[tuple[str, list[tuple[str, str]]]]:
    insts: list[tuple[str, list[tuple[str, str]]]] = []
    for line in stdout.splitlines():
        head = _INST.search(line)
        if head:
            insts.append((head.group(1), []))
        for kind, value in _OPERAND.findall(line):
            if insts:
                insts[-1][1].append((kind, value))
    return insts


def _mode32(llvm_mc: str, signed: set[str], unsigned: set[str]) -> list[str]:
    """The opcodes LLVM's 32-bit disassembler decodes from the samples; adds the immediates of
    opcodes the 64-bit samples did not cover to `signed`/`unsigned`."""
    samples = _mode32_samples()
    groups = _disassemble_many(llvm_mc, "i686", [code for _, _, code in samples])
    decoded: set[str] = set()
    for (name, index, _), group in zip(samples, groups, strict=True):
        if len(group) != 1:
            continue
        decoded.add(group[0][0])
        key = f"{name}:{index}"
        if index < 0 or group[0][0] != name or index >= len(group[0][1]) or key in signed or key in unsigned:
            continue
        kind, value = group[0][1][index]
        if kind == "Imm":
            (signed if int(value) < 0 else unsigned).add(key)
    print(f"32-bit mode: {len(samples)} samples, {len(decoded)} opcodes decoded")
    return sorted(decoded)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--llvm-mc", default="llvm-mc-19")
    parser.add_argument("--keep-64", action="store_true", help="keep the existing file's 64-bit part")
    parser.add_argument("--models", default=str(MODELS), help="the model set (default: LLVM 19's models/x86-64)")
    parser.add_argument("--probes", help="isa_probes.json.gz (default: the model set's)")
    args = parser.parse_args()
    _MODELS[0] = Path(args.models)
    out = _MODELS[0] / "isa_decode.json.gz"
    release = json.loads((_MODELS[0] / "release.json").read_text())["llvm"].split(".")[0] \
        if (_MODELS[0] / "release.json").exists() else "19"
    probes = Path(args.probes) if args.probes else _MODELS[0] / "isa_probes.json.gz"
    signed: set[str] = set()
    unsigned: set[str] = set()
    if args.keep_64:
        with gzip.open(out, "rt", encoding="utf-8") as handle:
            old = json.load(handle)
        samples = []
        signed = set(old.get("signed_immediates_64", old["signed_immediates"]))
        unsigned = set(old.get("unsigned_immediates_64", old["unsigned_immediates"]))
    else:
        samples = _samples()
    groups = [_disassemble(args.llvm_mc, code) for _, _, code in samples]
    for (name, index, _), group in zip(samples, groups, strict=True):
        if len(group) != 1 or group[0][0] != name or index >= len(group[0][1]):
            continue
        kind, value = group[0][1][index]
        if kind != "Imm":
            continue
        (signed if int(value) < 0 else unsigned).add(f"{name}:{index}")
    signed_64, unsigned_64 = sorted(signed), sorted(unsigned)
    mode32 = _mode32(args.llvm_mc, signed, unsigned)
    data = {"format": 1, "target": "x86-64",
            "unassembled_opcodes": _unassembled(probes),
            "mode32_decoded_opcodes": mode32,
            "signed_immediates_64": signed_64, "unsigned_immediates_64": unsigned_64,
            "source": {"llvm": release, "tool": "tools/export_x86_decode.py",
                       "oracle": f"{args.llvm_mc} --disassemble -triple=x86_64 (and -triple=i686) -show-inst"},
            "signed_immediates": sorted(signed), "unsigned_immediates": sorted(unsigned)}
    with gzip.open(out, "wt", encoding="utf-8") as handle:
        json.dump(data, handle, indent=0, sort_keys=True)
    print(f"{len(samples)} samples: {len(signed)} signed, {len(unsigned)} unsigned immediates -> {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
