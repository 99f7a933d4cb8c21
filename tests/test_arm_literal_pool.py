"""`ldr rt, =value` (ARMAsmParser's constant pool pseudo-instruction) against llvm-mca 19 and 22,
without LLVM: the move a constant becomes where one takes it (by mode and features), else the
PC-relative load of a pool entry, which llvm-mca prints as `ldr r0, ""` (its temporary symbol has no
name there), with its encoding."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcalens.analysis.cli import run

SOURCES = {
    'mix': '\tldr r0, =0x40021000\n\tldr r1, =5\n\tldr r2, =0x40021000\n\tldr r3, =label\n\tldr r4, =0xffffff00\n\tldr r5, =0x1234\n\tldr r8, =0x12345678\n\tldr.w r0, =label+4\n\tldr r0, =-1\n\tldr r0, =0x100000000\n\tldr sp, =0x20000000\n\tldr pc, =label\nlabel:\n\tadd r0, r1\n',
    'v6m': '\t.arch armv6-m\n\tldr r0, =5\n\tldr r1, =0x1234\n\tldr r2, =label\nlabel:\n',
    'v8mbase': '\t.arch armv8-m.base\n\tldr r0, =5\n\tldr r1, =0x1234\n\tldr r2, =label\nlabel:\n',
    'it': '\tit eq\n\tldreq r0, =5\n\tite ne\n\tldrne r1, =0x100000000\n\tldreq.w r2, =7\n\titt eq\n\tldreq r3, =0xffff\n\tldreq r4, =0x12345678\n',
}

# Each listing: `llvm-mca-<release> -mtriple=<triple> -mcpu=<cpu> -instruction-info -show-encoding
# -iterations=1 <source>`, the Instruction Info rows (Encodings column and instruction).
LISTINGS = [
    ('mix', '19', 'thumbv7m-none-eabi', 'cortex-m4', [
        ' 1      2     1.00    *                    4     5f f8 00 00                   ldr\tr0, ""',
        ' 1      1     1.00                         4     4f f0 05 01                   mov.w\tr1, #5',
        ' 1      2     1.00    *                    4     5f f8 00 20                   ldr\tr2, ""',
        ' 1      2     1.00    *                    4     5f f8 00 30                   ldr\tr3, ""',
        ' 1      1     1.00                         4     6f f0 ff 04                   mvn\tr4, #-4294967041',
        ' 1      1     1.00                         4     41 f2 34 25                   movw\tr5, #4660',
        ' 1      2     1.00    *                    4     5f f8 00 80                   ldr.w\tr8, ""',
        ' 1      2     1.00    *                    4     5f f8 00 00                   ldr.w\tr0, ""',
        ' 1      1     1.00                         4     4f f0 ff 30                   mov.w\tr0, #-1',
        ' 1      1     1.00                         4     4f f0 00 00                   mov.w\tr0, #4294967296',
        ' 1      2     1.00    *                    4     5f f8 00 d0                   ldr.w\tsp, ""',
        ' 1      2     1.00    *                    4     5f f8 00 f0                   ldr.w\tpc, ""',
        ' 1      1     1.00                         2     08 44                         add\tr0, r1',
    ]),
    ('mix', '19', 'armv7a', 'cortex-a9', [
        ' 1      3     1.00    *                    4     00 00 1f e5                   ldr\tr0, ""',
        ' 1      1     0.50                         4     05 10 a0 e3                   mov\tr1, #5',
        ' 1      3     1.00    *                    4     00 20 1f e5                   ldr\tr2, ""',
        ' 1      3     1.00    *                    4     00 30 1f e5                   ldr\tr3, ""',
        ' 1      1     0.50                         4     ff 40 e0 e3                   mvn\tr4, #255',
        ' 1      1     0.50                         4     34 52 01 e3                   movw\tr5, #4660',
        ' 1      3     1.00    *                    4     00 80 1f e5                   ldr\tr8, ""',
        ' 1      3     1.00    *                    4     00 00 1f e5                   ldr\tr0, ""',
        ' 1      1     0.50                         4     00 00 e0 e3                   mvn\tr0, #0',
        ' 1      1     0.50                         4     00 00 a0 e3                   mov\tr0, #0',
        ' 1      3     1.00    *                    4     00 d0 1f e5                   ldr\tsp, ""',
        ' 1      3     1.00    *                    4     00 f0 1f e5                   ldr\tpc, ""',
        ' 1      1     0.50                         4     01 00 80 e0                   add\tr0, r0, r1',
    ]),
    ('mix', '22', 'thumbv7m-none-eabi', 'cortex-m4', [
        ' 1      2     1.00    *                    2     00 48                         ldr\tr0, ""',
        ' 1      1     1.00                         4     4f f0 05 01                   mov.w\tr1, #5',
        ' 1      2     1.00    *                    2     00 4a                         ldr\tr2, ""',
        ' 1      2     1.00    *                    2     00 4b                         ldr\tr3, ""',
        ' 1      1     1.00                         4     6f f0 ff 04                   mvn\tr4, #-4294967041',
        ' 1      1     1.00                         4     41 f2 34 25                   movw\tr5, #4660',
        ' 1      2     1.00    *                    4     5f f8 00 80                   ldr.w\tr8, ""',
        ' 1      2     1.00    *                    4     5f f8 00 00                   ldr.w\tr0, ""',
        ' 1      1     1.00                         4     4f f0 ff 30                   mov.w\tr0, #-1',
        ' 1      1     1.00                         4     4f f0 00 00                   mov.w\tr0, #4294967296',
        ' 1      2     1.00    *                    4     5f f8 00 d0                   ldr.w\tsp, ""',
        ' 1      2     1.00    *                    4     5f f8 00 f0                   ldr.w\tpc, ""',
        ' 1      1     1.00                         2     08 44                         add\tr0, r1',
    ]),
    ('mix', '22', 'armv7a', 'cortex-a9', [
        ' 1      3     1.00    *                    4     00 00 1f e5                   ldr\tr0, ""',
        ' 1      1     0.50                         4     05 10 a0 e3                   mov\tr1, #5',
        ' 1      3     1.00    *                    4     00 20 1f e5                   ldr\tr2, ""',
        ' 1      3     1.00    *                    4     00 30 1f e5                   ldr\tr3, ""',
        ' 1      1     0.50                         4     ff 40 e0 e3                   mvn\tr4, #255',
        ' 1      1     0.50                         4     34 52 01 e3                   movw\tr5, #4660',
        ' 1      3     1.00    *                    4     00 80 1f e5                   ldr\tr8, ""',
        ' 1      3     1.00    *                    4     00 00 1f e5                   ldr\tr0, ""',
        ' 1      1     0.50                         4     00 00 e0 e3                   mvn\tr0, #0',
        ' 1      1     0.50                         4     00 00 a0 e3                   mov\tr0, #0',
        ' 1      3     1.00    *                    4     00 d0 1f e5                   ldr\tsp, ""',
        ' 1      3     1.00    *                    4     00 f0 1f e5                   ldr\tpc, ""',
        ' 1      1     0.50                         4     01 00 80 e0                   add\tr0, r0, r1',
    ]),
    ('v6m', '19', 'thumbv7m-none-eabi', 'cortex-m4', [
        ' 1      2     1.00    *                    4     5f f8 00 00                   ldr\tr0, ""',
        ' 1      2     1.00    *                    4     5f f8 00 10                   ldr\tr1, ""',
        ' 1      2     1.00    *                    4     5f f8 00 20                   ldr\tr2, ""',
    ]),
    ('v6m', '22', 'thumbv7m-none-eabi', 'cortex-m4', [
        ' 1      2     1.00    *                    2     00 48                         ldr\tr0, ""',
        ' 1      2     1.00    *                    2     00 49                         ldr\tr1, ""',
        ' 1      2     1.00    *                    2     00 4a                         ldr\tr2, ""',
    ]),
    ('v8mbase', '19', 'thumbv7m-none-eabi', 'cortex-m4', [
        ' 1      1     1.00                         4     40 f2 05 00                   movw\tr0, #5',
        ' 1      1     1.00                         4     41 f2 34 21                   movw\tr1, #4660',
        ' 1      2     1.00    *                    4     5f f8 00 20                   ldr\tr2, ""',
    ]),
    ('v8mbase', '22', 'thumbv7m-none-eabi', 'cortex-m4', [
        ' 1      1     1.00                         4     40 f2 05 00                   movw\tr0, #5',
        ' 1      1     1.00                         4     41 f2 34 21                   movw\tr1, #4660',
        ' 1      2     1.00    *                    2     00 4a                         ldr\tr2, ""',
    ]),
    ('it', '19', 'thumbv7m-none-eabi', 'cortex-m4', [
        ' 1      1     1.00                  U      2     08 bf                         it\teq',
        ' 1      1     1.00                         2     05 20                         moveq\tr0, #5',
        ' 1      1     1.00                  U      2     14 bf                         ite\tne',
        ' 1      1     1.00                         2     00 21                         movne\tr1, #4294967296',
        ' 1      1     1.00                         4     4f f0 07 02                   moveq.w\tr2, #7',
        ' 1      1     1.00                  U      2     04 bf                         itt\teq',
        ' 1      1     1.00                         4     4f f6 ff 73                   movweq\tr3, #65535',
        ' 1      2     1.00    *                    4     5f f8 00 40                   ldreq\tr4, ""',
    ]),
    ('it', '22', 'thumbv7m-none-eabi', 'cortex-m4', [
        ' 1      1     1.00                  U      2     08 bf                         it\teq',
        ' 1      1     1.00                         2     05 20                         moveq\tr0, #5',
        ' 1      1     1.00                  U      2     14 bf                         ite\tne',
        ' 1      1     1.00                         2     00 21                         movne\tr1, #4294967296',
        ' 1      1     1.00                         4     4f f0 07 02                   moveq.w\tr2, #7',
        ' 1      1     1.00                  U      2     04 bf                         itt\teq',
        ' 1      1     1.00                         4     4f f6 ff 73                   movweq\tr3, #65535',
        ' 1      2     1.00    *                    2     00 4c                         ldreq\tr4, ""',
    ]),
]


def _mca(tmp_path: Path, text: str, *flags: str, release: str | None = None, triple: str = "thumbv7m-none-eabi",
         cpu: str = "cortex-m4") -> tuple[int, str, str, Path]:
    """mcalens as llvm-mca on `text` (the release's default without `release`): status, stdout,
    stderr and the source file's path (messages name it)."""
    source = tmp_path / "pool.s"
    source.write_text(text)
    version = ["--llvm-version", release] if release is not None else []
    status, out, err = run(["--no-banner", "--no-notes", *version, f"-mtriple={triple}", f"-mcpu={cpu}", *flags,
                            str(source)])
    return status, out, err, source


def _rows(release: str, triple: str, cpu: str, text: str, tmp_path: Path) -> list[str]:
    status, out, err, _ = _mca(tmp_path, text, "-instruction-info", "-show-encoding", "-iterations=1",
                               release=release, triple=triple, cpu=cpu)
    assert status == 0, err
    assert "cannot encode" not in err, err
    return out[out.index("Encodings:"):].split("\n\n")[0].splitlines()[1:]


@pytest.mark.parametrize(("name", "release", "triple", "cpu", "expected"), LISTINGS,
                         ids=[f"{c[0]}-{c[1]}-{c[2]}" for c in LISTINGS])
def test_listing(name: str, release: str, triple: str, cpu: str, expected: list[str], tmp_path: Path) -> None:
    assert _rows(release, triple, cpu, SOURCES[name], tmp_path) == expected


@pytest.mark.parametrize("release", ["19", "22"])
def test_refusals(release: str, tmp_path: Path) -> None:
    # llvm-mca-19 and -22 -mtriple=thumbv7m-none-eabi -mcpu=cortex-m4 on these lines: `=` is read for
    # `ldr` alone (the error at the `=`), and a condition outside an IT block is refused
    status, _, err, source = _mca(tmp_path, "ldrb r0, =5\nmov r1, =5\nldrne r2, =5\n", release=release)
    assert status != 0
    lines = err.splitlines()
    assert lines[:9] == [
        f"{source}:1:10: error: unexpected token in operand", "ldrb r0, =5", "         ^",
        f"{source}:2:9: error: unexpected token in operand", "mov r1, =5", "        ^",
        f"{source}:3:1: error: predicated instructions must be in IT block", "ldrne r2, =5", "^",
    ]


def test_64_bit_values_and_symbols(tmp_path: Path) -> None:
    # llvm-mca-19 -mtriple=thumbv7m-none-eabi -mcpu=cortex-m4 -instruction-info -iterations=1: a
    # register's name after `=` is a symbol (a pool load); MCConstantExpr's 64 bits, signed
    text = "ldr r0, =r1\nldr r0, = - 5\nldr r0, =0xffffffffffffffff\nldr r0, =0x8000000000000000\n"
    rows = [row[-1] for row in (line.split("   ") for line in _rows("19", "thumbv7m-none-eabi", "cortex-m4", text,
                                                                      tmp_path))]
    assert [row.strip() for row in rows] == [
        'ldr\tr0, ""', "mvn\tr0, #4", "mov.w\tr0, #-1", "mov.w\tr0, #-9223372036854775808"]


def test_literal_wider_than_64_bits_is_refused(tmp_path: Path) -> None:
    # llvm-mca-19 the same way: "r.s:1:10: error: literal value out of range for directive" (llvm-mc
    # points at the number, mcalens at the `=`)
    status, _, err, _ = _mca(tmp_path, "ldr r0, =0x1ffffffffffffffff\n")
    assert status != 0
    assert "error: literal value out of range for directive" in err.splitlines()[0]
