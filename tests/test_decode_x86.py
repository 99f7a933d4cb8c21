"""The x86-64 decoder (targets/x86/decode.py) and `--input-format=hex` (frontend/machine_code.py):
exact against llvm-mc-19 --disassemble on recorded encodings, refusals positioned, never a raise."""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path

import pytest
from mcalens.analysis.api import _isa, release_target
from mcalens.analysis.cli import run
from mcalens.analysis.frontend.machine_code import disassemble_hex, read_hex
from mcalens.analysis.targets.target import get_target
from mcalens.analysis.targets.x86.decode import decode
from mcalens.analysis.targets.x86.printer import print_inst

DATA = Path(__file__).parent / "data" / "x86_disassembly.json.gz"
TRIPLE = "x86_64-unknown-linux-gnu"


def _rows() -> list[tuple[str, list[str]]]:
    # Recorded with `llvm-mc-19 --disassemble -triple=x86_64` (LLVM 19.1.7): one encoding per
    # distinct opcode the BHive blocks use, plus prefix and immediate edge cases; comments dropped.
    with gzip.open(DATA, "rt", encoding="utf-8") as handle:
        return [(row[0], row[1]) for row in json.load(handle)["rows"]]


def _lines(code: bytes) -> list[str]:
    isa = _isa()
    out: list[str] = []
    for d in decode(code, isa):
        assert d.inst is not None, (code.hex(), d.offset, d.error)
        out += print_inst(d.inst, isa).split("\n")
    return out


def test_every_recorded_encoding_prints_as_llvm_mc() -> None:
    rows = _rows()
    assert len(rows) > 1000
    wrong = [(hexcode, want, got) for hexcode, want in rows if (got := _lines(bytes.fromhex(hexcode))) != want]
    assert not wrong, wrong[:5]


@pytest.mark.parametrize(
    ("hexcode", "expected"),
    [
        # llvm-mc-19 --disassemble -triple=x86_64 on each
        ("f0480fc10f", ["lock", "xaddq\t%rcx, (%rdi)"]),  # the lock prefix is an instruction of its own
        ("6690", ["nop"]),  # data16 absorbed, not xchgw %ax, %ax
        ("66488b1f", ["movq\t(%rdi), %rbx"]),  # REX.W wins over data16 (BHive's openssl blocks)
        ("666666662e0f1f840000000000", ["nopw\t%cs:(%rax,%rax)"]),  # repeated prefixes absorbed
        ("674889e0", ["addr32\t\tmovq\t%rsp, %rax"]),  # 67 without a memory operand
        ("48b80000000000000080", ["movabsq\t$-9223372036854775808, %rax"]),
        ("c744241cffffffff", ["movl\t$4294967295, 28(%rsp)"]),  # a 32-bit immediate is not sign-extended
        ("83e2ef", ["andl\t$-17, %edx"]),  # an 8-bit one is
        ("48c7c0ffffffff", ["movq\t$-1, %rax"]),  # and so is a 32-bit one of a 64-bit operation
        ("5b", ["popq\t%rbx"]),  # POP64r, not the 32-bit-mode POP32r with the same byte
        ("f30f6f773f", ["movdqu\t63(%rdi), %xmm6"]),  # F3 is the mandatory prefix, not `rep`
        ("c4c17a1104074883c004", ["vmovss\t%xmm0, (%r15,%rax)", "addq\t$4, %rax"]),  # VEX3
        ("48a5", ["movsq\t(%rsi), %es:(%rdi)"]),  # no segment printed for the default DS
        ("c4623190448f58", ["vpgatherdd\t%xmm9, 88(%rdi,%xmm1,4), %xmm8"]),  # VSIB index
        # Immediates as the disassembler reads them (exported per opcode: isa_decode.json.gz)
        ("c218fc", ["retq\t$-1000"]),
        ("6818fcffff", ["pushq\t$-1000"]),
        ("c1e0ff", ["shll\t$255, %eax"]),
        ("c80300a0", ["enter\t$3, $-96"]),
        ("660f78c103a0", ["extrq\t$160, $3, %xmm1"]),
        ("67f30faef0", ["umonitor\t%eax"]),  # its 67 is part of the opcode: no addr32
        ("3effd0", ["callq\t*%rax"]),  # notrack is not printed
        # Branches: the displacement printed as the disassembler reads it (the encoder writes a
        # fixup there, so the decoder compares those bytes as zeros)
        ("75f0", ["jne\t-16"]),
        ("0f8500010000", ["jne\t256"]),
        ("e900ffffff", ["jmp\t-256"]),
        ("e2fe", ["loop\t-2"]),
        ("e3fe", ["jrcxz\t-2"]),
        ("7f80", ["jg\t-128"]),
        # CMPccXADD: the condition in the opcode byte, a memory destination, vvvv the third source
        ("c4e279e60d00000000", ["cmpbexadd\t%eax, %ecx, (%rip)"]),
        ("c4e279e00c24", ["cmpoxadd\t%eax, %ecx, (%rsp)"]),
        ("8d742600", ["leal\t(%rsi,%riz), %esi"]),  # a SIB byte without an index: RIZ
    ],
)
def test_edge_cases(hexcode: str, expected: list[str]) -> None:
    assert _lines(bytes.fromhex(hexcode)) == expected


@pytest.mark.parametrize(
    ("hexcode", "expected"),
    [
        # llvm-mc-19 --disassemble -triple=x86_64 on each (the bytes from llvm-mc-19 -show-encoding)
        ("62f17c4858c1", "vaddps\t%zmm1, %zmm0, %zmm0"),
        ("62f17cc9584004", "vaddps\t256(%rax), %zmm0, %zmm0 {%k1} {z}"),  # masking, zeroing, disp8*64
        ("62f10c575850ff", "vaddps\t-4(%rax){1to16}, %zmm30, %zmm2 {%k7}"),  # broadcast: disp8*4; V' (zmm30)
        ("62f17c1858c1", "vaddps\t{rn-sae}, %zmm1, %zmm0, %zmm0"),  # rounding control in L'L
        ("6231857058c9", "vaddpd\t{rz-sae}, %zmm17, %zmm31, %zmm9"),  # X as rm bit 4
        ("62f17e185bc1", "vcvttps2dq\t{sae}, %zmm1, %zmm0"),
        ("62e1fe486f44247f", "vmovdqu64\t8128(%rsp), %zmm16"),  # the largest disp8*64; R'
        ("62e1fe486f842400200000", "vmovdqu64\t8192(%rsp), %zmm16"),  # past it: disp32
        ("62927d41906c9810", "vpgatherdd\t64(%r8,%zmm27,4), %zmm5 {%k1}"),  # VSIB index bit 4 in V'
        ("6293654025dc96", "vpternlogd\t$150, %zmm28, %zmm19, %zmm3"),
        ("62f16d4c74d9", "vpcmpeqb\t%zmm1, %zmm2, %k3 {%k4}"),
        ("62427d487cc7", "vpbroadcastd\t%r15d, %zmm24"),
        ("62c37d48394d0101", "vextracti32x4\t$1, %zmm17, 16(%r13)"),
        ("62f2dd487deb", "vpermt2w\t%zmm3, %zmm4, %zmm5"),
        ("62f97c481000", "vmovups\t(%r16), %zmm0"),  # APX: an extended GPR base (B4)
        ("62b97948fe0cf1", "vpaddd\t(%r17,%r30,8), %zmm0, %zmm1"),  # and index (X4)
        ("62f4fc0c01c3", "{nf}\taddq\t%rax, %rbx"),  # APX map 4: no flags
        ("62f4dc1001c3", "addq\t%rax, %rbx, %r20"),  # and a new data destination
    ],
)
def test_evex(hexcode: str, expected: str) -> None:
    assert _lines(bytes.fromhex(hexcode)) == [expected]


@pytest.mark.parametrize(
    ("hexcode", "offset", "why"),
    [
        ("4801d88fe878c0c101", 3, "XOP"),  # vprotb $1, %xmm1, %xmm0: not decoded yet, refused
        ("4801d8488b", 3, "truncated"),
        ("4801d8488b4424", 3, "truncated"),  # the displacement is missing
        ("4801d883c0", 3, "truncated"),  # the immediate is missing
        ("4801d80f04", 3, "no instruction"),  # 0f 04 is no instruction
        # movabsw 3, %ax (an 8-byte address, not decoded yet): never MOV16ao16, whose 16-bit
        # address exists in 32-bit mode only
        ("4801d866a10300000000000000", 3, "no LLVM instruction"),
    ],
)
def test_refusals_are_positioned(hexcode: str, offset: int, why: str) -> None:
    decoded = decode(bytes.fromhex(hexcode), _isa())
    assert [d.inst is not None for d in decoded] == [True, False]
    assert decoded[-1].offset == offset
    assert why in decoded[-1].error


def test_random_bytes_never_raise() -> None:
    isa = _isa()
    rng = random.Random(30)
    for _ in range(2000):
        code = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 24)))
        decoded = decode(code, isa)
        assert sum(len(d.code) for d in decoded if d.inst is not None) <= len(code)
        assert all(d.inst is not None for d in decoded[:-1])


def test_hex_forms() -> None:
    blocks, errors = read_hex("4801d8,12.5\n  0x48 0x01 0xd8\n# comment\n\n48 01 d8\nzz12\n,\n")
    assert [(b.line, b.code) for b in blocks] == [(0, b"\x48\x01\xd8"), (1, b"\x48\x01\xd8"), (4, b"\x48\x01\xd8")]
    assert errors == ["line 6: 'zz12' is not hexadecimal machine code", "line 7: no machine code"]


def test_several_blocks_are_regions_named_by_line() -> None:
    target = get_target("x86")
    text = disassemble_hex("4801d8\n\n480fafc1\n", target, target.load_isa(), TRIPLE).text
    assert text == ("# LLVM-MCA-BEGIN line 1\n\taddq\t%rbx, %rax\n# LLVM-MCA-END\n"
                    "# LLVM-MCA-BEGIN line 3\n\timulq\t%rcx, %rax\n# LLVM-MCA-END\n")


def test_hex_input_is_the_analysis_of_its_disassembly() -> None:
    """`mcalens --input-format=hex` prints what mcalens prints for llvm-mc's disassembly (recorded
    above), which is llvm-mca-19's output on that text (tests/test_golden.py holds mcalens to it)."""
    hexcode = "f0480fc10f4883c4185b674889e0c4c17a110407"
    asm = "lock\nxaddq %rcx, (%rdi)\naddq $24, %rsp\npopq %rbx\naddr32\t\tmovq %rsp, %rax\nvmovss %xmm0, (%r15,%rax)\n"
    args = ["-mcpu=skylake", "--no-banner", "-all-views", "-iterations=10"]
    from_hex = run([*args, "--input-format=hex"], stdin_text=hexcode + "\n")
    from_text = run(args, stdin_text=asm)
    assert from_hex == from_text
    assert from_hex[0] == 0 and "xaddq\t%rcx, (%rdi)" in from_hex[1]


def test_hex_input_errors_fail_the_run() -> None:
    code, out, err = run(["--input-format=hex"], stdin_text="4801d8\n8fe878c0c101\n")
    assert (code, out) == (1, "")
    assert err == ("error: <stdin>: line 2, byte 0: cannot decode 8f e8 78 c0 c1 01: "
                   "XOP encodings are not decoded yet\n")
    code, _, err = run(["--input-format=macho"], stdin_text="")
    assert code == 1 and "'macho' is not asm, hex, elf or nasm" in err


@pytest.mark.parametrize(
    ("args", "stdin", "message"),
    [
        (["-mtriple=i686-unknown-linux-gnu"], "6790\n",
         "line 1, byte 0: cannot decode 67 90: 16-bit addressing (0x67 in 32-bit mode) is not decoded"),
        (["-mtriple=aarch64"], "4801d8\n",
         "line 1, byte 0: cannot decode 48 01 d8: 3 byte(s) left over: AArch64 instructions are 4 bytes"),
        ([], "# only a comment\n", "the input holds no machine code"),
    ],
)
def test_what_is_not_decoded_is_refused(args: list[str], stdin: str, message: str) -> None:
    code, out, err = run([*args, "--input-format=hex"], stdin_text=stdin)
    assert (code, out, err) == (1, "", f"error: <stdin>: {message}\n")


def test_recorded_evex_encodings_print_as_llvm_mc() -> None:
    # One EVEX encoding for each of 1,500 opcodes of the ISA probes (a seeded sample), recorded with
    # `tools/compare_decoder.py --probes --encoding evex --sample 15000 --seed 30 --record ...`
    # (llvm-mc-19 --disassemble -triple=x86_64, LLVM 19.1.7). APX's CCMP/CTEST decode, but mcalens
    # cannot print their `{dfv=...}` text, so the target's decoder refuses them instead.
    with gzip.open(Path(__file__).parent / "data" / "x86_disassembly_evex.json.gz", "rt", encoding="utf-8") as handle:
        rows = json.load(handle)["rows"]
    assert len(rows) == 1500
    isa = _isa()
    hook = get_target("x86").encoder.decoder(isa, TRIPLE)
    assert hook is not None
    wrong = []
    for hexcode, want in rows:
        got = hook(bytes.fromhex(hexcode))
        if want[0].startswith(("ccmp", "ctest")):
            if got[-1][1] is not None or "cannot print" not in got[-1][2]:
                wrong.append((hexcode, want, got))
        elif [text for _, text, _ in got] != want:
            wrong.append((hexcode, want, got))
    assert not wrong, wrong[:5]


I686 = "i686-unknown-linux-gnu"


@pytest.mark.parametrize(
    ("hexcode", "expected"),
    [
        # llvm-mc-19 --disassemble -triple=i686 on each
        ("40", "incl\t%eax"),  # no REX in 32-bit mode: 0x40-0x4f are inc/dec
        ("48", "decl\t%eax"),
        ("50", "pushl\t%eax"),
        ("5b", "popl\t%ebx"),
        ("63c8", "arpl\t%cx, %ax"),  # movslq in 64-bit mode
        ("8d742600", "leal\t(%esi,%eiz), %esi"),  # gcc's 4-byte nop: a SIB byte without an index
        ("8b042500000000", "movl\t(,%eiz), %eax"),
        ("8b0d00000000", "movl\t0, %ecx"),  # [disp32], not RIP-relative
        ("a100000000", "movl\t0, %eax"),
        ("e8fcffffff", "calll\t-4"),
        ("ff248500000000", "jmpl\t*(,%eax,4)"),
        ("c5f958c1", "vaddpd\t%xmm1, %xmm0, %xmm0"),
        ("c4e27d18c0", "vbroadcastss\t%xmm0, %ymm0"),
        ("62f17c4858442401", "vaddps\t64(%esp), %zmm0, %zmm0"),  # EVEX with ModRM.mod 11 in its second byte
        ("c401", "lesl\t(%ecx), %eax"),  # and VEX's bytes with another mod are LES/LDS
        ("d50a", "aad"),  # REX2 in 64-bit mode
        ("668b4304", "movw\t4(%ebx), %ax"),
        ("f3a5", "rep\t\tmovsl\t(%esi), %es:(%edi)"),
    ],
)
def test_i686(hexcode: str, expected: str) -> None:
    hook = get_target("x86").encoder.decoder(_isa(), I686)
    assert hook is not None
    assert [text for _, text, _ in hook(bytes.fromhex(hexcode))] == [expected]


def test_i686_compiled_code_prints_as_llvm_mc() -> None:
    # gcc -m32 -O2 code of zlib's examples, 11,122 instructions (the command is in the file)
    with gzip.open(Path(__file__).parent / "data" / "x86_disassembly_i686.json.gz", "rt", encoding="utf-8") as handle:
        rows = json.load(handle)["rows"]
    hook = get_target("x86").encoder.decoder(_isa(), I686)
    assert hook is not None
    for name, hexcode, want in rows:
        got = [text for _, text, _ in hook(bytes.fromhex(hexcode))]
        assert got == want, (name, next(i for i, (a, b) in enumerate(zip(got, want, strict=False)) if a != b))


def test_i686_hex_input_is_the_analysis_of_its_disassembly() -> None:
    hexcode = "8b4c24048d742600038a00010000c1e902eb00"
    asm = "movl 4(%esp), %ecx\nleal (%esi,%eiz), %esi\naddl 256(%edx), %ecx\nshrl $2, %ecx\njmp 0\n"
    args = ["-mtriple=i686-unknown-linux-gnu", "-mcpu=skylake", "--no-banner", "-all-views", "-iterations=10"]
    from_hex = run([*args, "--input-format=hex"], stdin_text=hexcode + "\n")
    assert from_hex == run(args, stdin_text=asm)
    assert from_hex[0] == 0 and "leal\t(%esi,%eiz), %esi" in from_hex[1]


def test_i686_text_takes_calll_with_a_direct_target() -> None:
    # what llvm-mc prints for e8 in 32-bit code; llvm-mca-19 -mtriple=i686 reads it as `call -4`
    args = ["-mtriple=i686-unknown-linux-gnu", "-mcpu=skylake", "--no-banner", "-instruction-info"]
    calll = run(args, stdin_text="calll -4\nretl\n")
    assert calll[0] == 0 and calll == run(args, stdin_text="call -4\nretl\n")
    assert "calll\t-4" in calll[1]


def test_hex_input_decodes_with_the_release_tables() -> None:
    """Machine code is decoded with the selected release's tables (models/x86-64/llvm22's encoder
    table and isa_decode.json.gz): LLVM 22's MOVRS `movrsq (%rax), %rbx` (48 0f 38 8b 18, from
    llvm-mc-22 -show-encoding) is no instruction to LLVM 19's disassembler, and was refused under
    22 as well while the CLI decoded with 19's ISA. Recorded: llvm-mca-22 -mcpu=skylake
    -instruction-info on the text: the last line below; llvm-mc-19 --disassemble: invalid encoding."""
    status, _, err = run(["--llvm-version", "19", "--input-format=hex", "-mcpu=skylake", "-"], stdin_text="480f388b18\n")
    assert status == 1 and "cannot decode 48 0f 38 8b 18" in err
    status, out, err = run(["--llvm-version", "22", "--input-format=hex", "-mcpu=skylake", "-instruction-info", "-"],
                           stdin_text="480f388b18\n")
    assert status == 0, err
    assert out.splitlines()[-1] == " -      -      -      -     0.50   0.50    -      -      -      -     movrsq\t(%rax), %rbx"


@pytest.mark.parametrize(("hexcode", "text"), [
    # llvm-mc-22 --disassemble -triple=x86_64: EVEX.U (P1 bit 2) tells LLVM 22's 256-bit SAE forms
    # of the AVX10.2 saturating conversions (U = 0) from the 512-bit ones (U = 1); L'L is the rounding
    ("62f5f9186cca", "vcvttpd2uqqs {sae}, %ymm2, %ymm1"),
    ("62f5fd996cca", "vcvttpd2uqqs {sae}, %zmm2, %zmm1 {%k1} {z}"),
    ("62e57d186cc1", "vcvttps2uqqs {sae}, %ymm1, %zmm16"),
    ("62e579186cc1", "vcvttps2uqqs {sae}, %xmm1, %ymm16"),
])
def test_llvm22_ymm_sae_forms(hexcode: str, text: str) -> None:
    isa = release_target(get_target("x86"), "22").load_isa()
    decoded = decode(bytes.fromhex(hexcode), isa)
    assert len(decoded) == 1 and decoded[0].inst is not None, decoded
    assert " ".join(print_inst(decoded[0].inst, isa).split()) == text
    # and the encoder writes the same bytes back (llvm-mc-22 -show-encoding of the text)
    status, out, err = run(["-mcpu=znver4", "-show-encoding", "-instruction-info", "-"], stdin_text=text + "\n")
    assert status == 0, err
    assert " ".join(f"{b:02x}" for b in bytes.fromhex(hexcode)) in out
