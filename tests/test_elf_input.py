"""ELF machine-code input (`--input-format=elf`, frontend/elf_file.py, elf_lines.py, machine_code.py):
symbols, address ranges, loops and DWARF source lines, on small ELF files built here byte by byte
(no compiler or LLVM at run time)."""

from __future__ import annotations

import json
import struct
from pathlib import Path

import pytest
from mcalens.analysis.cli import run
from mcalens.analysis.frontend.elf_file import ElfError, read_elf
from mcalens.analysis.frontend.input_text import early_binary_error

# A loop and a call; `llvm-mc-19 --disassemble -triple=x86_64` prints these bytes as
#   xorl %eax, %eax / addq %rdi, %rax / decq %rsi / jne -8 / retq / callq 0
LOOP = bytes.fromhex("31c0" "4801f8" "48ffce" "75f8" "c3")
CALL = bytes.fromhex("e800000000" "c3")
TEXT = LOOP + CALL
BASE = 0x401000  # .text's address in the executable variant


def _strings(names: list[str]) -> tuple[bytes, dict[str, int]]:
    table, offsets = bytearray(b"\0"), {}
    for name in names:
        offsets[name] = len(table)
        table += name.encode() + b"\0"
    return bytes(table), offsets


def _uleb(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def _sleb(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        done = (value == 0 and not byte & 0x40) or (value == -1 and byte & 0x40)
        out.append(byte | (0 if done else 0x80))
        if done:
            return bytes(out)


# (offset in .text, line) of each instruction: LOOP on lines 2, 3, 3, 4, 5 of "t.c", CALL on 9.
LINES = [(0, 2), (2, 3), (5, 3), (8, 4), (10, 5), (11, 9)]


def _debug_sections(address: int, lines: list[tuple[int, int]] = LINES,
                    size: int = len(TEXT)) -> list[tuple[str, bytes]]:
    """A DWARF 4 compile unit and its line program for `lines` (as gcc would write them)."""
    header_rest = (bytes([1, 1, 1, (-5) & 0xFF, 14, 13]) + bytes([0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1])
                   + b"\0" + b"t.c\0" + b"\0\0\0" + b"\0")
    program = bytearray(b"\0\x09\x02" + struct.pack("<Q", address))
    line, pc = 1, address
    for offset, number in lines:
        program += b"\x02" + _uleb(address + offset - pc) + b"\x03" + _sleb(number - line) + b"\x01"
        line, pc = number, address + offset
    program += b"\x02" + _uleb(address + size - pc) + b"\0\x01\x01"
    body = struct.pack("<H", 4) + struct.pack("<I", len(header_rest)) + header_rest + bytes(program)
    debug_line = struct.pack("<I", len(body)) + body
    abbrev = _uleb(1) + _uleb(0x11) + b"\0" + b"\x10\x17" + b"\x03\x08" + b"\0\0" + b"\0"
    die = _uleb(1) + struct.pack("<I", 0) + b"t.c\0"
    unit = struct.pack("<H", 4) + struct.pack("<I", 0) + b"\x08" + die
    debug_info = struct.pack("<I", len(unit)) + unit
    return [(".debug_abbrev", abbrev), (".debug_info", debug_info), (".debug_line", debug_line)]


def build_elf(kind: int = 1, *, dwarf: bool = False, machine: int = 62, loop: bytes = LOOP, call: bytes = CALL,
              lines: list[tuple[int, int]] = LINES) -> bytes:
    """An ELF file (x86-64 by default): .text holding `loop` and `call`, symbols `loop` and `call`,
    and with `dwarf` a line table (`lines`). kind 1: relocatable (addresses are offsets), 2:
    executable at BASE."""
    address = 0 if kind == 1 else BASE
    symbol_names, symbol_offsets = _strings(["loop", "call"])
    symbols = bytes(24)  # the null symbol
    for name, value, size in (("loop", 0, len(loop)), ("call", len(loop), len(call))):
        symbols += struct.pack("<IBBHQQ", symbol_offsets[name], 0x12, 0, 1, address + value, size)
    extra = _debug_sections(address, lines, len(loop + call)) if dwarf else []
    bodies = [(".text", loop + call), (".symtab", symbols), (".strtab", symbol_names), *extra]
    names, name_offsets = _strings([name for name, _ in bodies] + [".shstrtab"])
    bodies.append((".shstrtab", names))
    data = bytearray(64)
    placed = []
    for name, body in bodies:
        placed.append((name, len(data), body))
        data += body
    section_offset = len(data)
    headers = bytearray(64)  # the null section
    for name, offset, body in placed:
        kind_s, flags, addr, link, info, entry = 1, 0, 0, 0, 0, 0
        if name == ".text":
            flags, addr = 0x6, address
        elif name == ".symtab":
            kind_s, link, info, entry = 2, 3, 1, 24
        elif name in (".strtab", ".shstrtab"):
            kind_s = 3
        headers += struct.pack("<IIQQQQIIQQ", name_offsets[name], kind_s, flags, addr, offset, len(body),
                               link, info, 1, entry)
    data += headers
    header = (b"\x7fELF" + bytes([2, 1, 1, 0]) + bytes(8)
              + struct.pack("<HHIQQQIHHHHHH", kind, machine, 1, 0, 0, section_offset, 0, 64, 0, 0, 64,
                            len(placed) + 1, len(placed)))
    data[:64] = header
    return bytes(data)


def _write(tmp_path: Path, data: bytes, name: str = "t.o") -> str:
    path = tmp_path / name
    path.write_bytes(data)
    return str(path)


def test_symbol_is_decoded_as_llvm_mc_prints_it(tmp_path: Path) -> None:
    path = _write(tmp_path, build_elf())
    status, out, err = run(["-mcpu=skylake", "-instruction-info", "-resource-pressure=false", "--symbol", "loop",
                            path])
    assert status == 0, err
    assert "Code Region" not in out  # one symbol: the instructions alone, as llvm-mca on the text
    for text in ("xorl\t%eax, %eax", "addq\t%rdi, %rax", "decq\t%rsi", "jne\t-8", "retq"):
        assert text in out


def test_same_numbers_as_the_disassembly_text(tmp_path: Path) -> None:
    path = _write(tmp_path, build_elf())
    text = "\txorl\t%eax, %eax\n\taddq\t%rdi, %rax\n\tdecq\t%rsi\n\tjne\t-8\n\tretq\n"
    assert run(["-mcpu=skylake", "-json", "--symbol", "loop", path])[:2] == run(
        ["-mcpu=skylake", "-json"], stdin_text=text)[:2]


def test_unrelocated_call_decodes(tmp_path: Path) -> None:
    status, out, err = run(["-mcpu=skylake", "--symbol", "call", _write(tmp_path, build_elf())])
    assert status == 0, err
    assert "callq\t0" in out


def test_detected_from_magic_and_lists_functions(tmp_path: Path) -> None:
    path = _write(tmp_path, build_elf())
    status, _, err = run(["-mcpu=skylake", path])
    assert status == 1
    assert "--symbol NAME or --address START-END" in err and "call, loop" in err
    status, _, err = run(["-mcpu=skylake", "--symbol", "nope", path])
    assert status == 1 and "no function symbol 'nope'" in err and "call, loop" in err
    assert early_binary_error([path]) is None  # not refused as binary before the analysis loads


def test_non_elf_binary_is_still_refused(tmp_path: Path) -> None:
    path = _write(tmp_path, b"\x00\x01binary\x00")
    status, _, err = run(["-mcpu=skylake", path])
    assert status == 1 and "looks like a binary file" in err
    status, _, err = run(["-mcpu=skylake", "--input-format=elf", path])
    assert status == 1 and "byte 0: not an ELF file" in err


def test_several_symbols_one_region_each(tmp_path: Path) -> None:
    status, out, err = run(["-mcpu=skylake", "--symbol", "call", "--symbol", "loop",
                            _write(tmp_path, build_elf())])
    assert status == 0, err
    assert "[0] Code Region - call" in out and "[1] Code Region - loop" in out


def test_auto_regions_finds_the_loop(tmp_path: Path) -> None:
    status, out, err = run(["-mcpu=skylake", "--auto-regions", "-instruction-info", "--symbol", "loop",
                            _write(tmp_path, build_elf())])
    assert status == 0, err
    assert "[0] Code Region - loop loop+0x2 (0x2-0xa)" in out
    region = out.split("Instruction Info:")[1]
    assert "xorl" not in region and "retq" not in region and "jne\t-8" in region  # the loop's body only


def test_address_range(tmp_path: Path) -> None:
    relocatable = _write(tmp_path, build_elf())
    status, out, err = run(["-mcpu=skylake", "--address", "0x2-0xa", relocatable])
    assert status == 0, err
    assert "Instructions:      300" in out  # addq, decq, jne: 3 instructions x 100 iterations
    executable = _write(tmp_path, build_elf(2), "t")
    status, out, err = run(["-mcpu=skylake", "--address", f"{BASE + 2:#x}-{BASE + 10:#x}", executable])
    assert status == 0, err
    assert "Instructions:      300" in out
    status, _, err = run(["-mcpu=skylake", "--address", "0x2-0x40", relocatable])
    assert status == 1 and "not inside the .text section" in err
    status, _, err = run(["-mcpu=skylake", "--address", "0x2-0x3", relocatable])
    assert status == 1 and "cannot decode" in err and "0x2" in err  # half an instruction: refused


@pytest.mark.parametrize("kind", [1, 2])
def test_source_lines_from_dwarf(tmp_path: Path, kind: int) -> None:
    path = _write(tmp_path, build_elf(kind, dwarf=True))
    status, out, err = run(["-mcpu=skylake", "-json", "--json-extras", "--symbol", "loop", "--symbol", "call", path])
    assert status == 0, err
    regions = json.loads(out)["CodeRegions"]
    assert regions[0]["SourceLines"] == [2, 3, 3, 4, 5] and regions[0]["SourceFiles"] == ["t.c"] * 5
    assert regions[1]["SourceLines"] == [9, 9] and "SourceFiles" not in json.loads(
        run(["-mcpu=skylake", "-json", "--symbol", "loop", path])[1])["CodeRegions"][0]


def test_other_machines_refused(tmp_path: Path) -> None:
    status, _, err = run(["-mcpu=skylake", "--symbol", "loop", _write(tmp_path, build_elf(machine=40))])
    assert status == 1 and "byte 18: ELF machine 40 is neither x86-64 (62), i386 (3) nor AArch64 (183)" in err
    # an AArch64 file with an x86 triple: the machine field and -mtriple disagree
    status, _, err = run(["-mtriple=x86_64", "-mcpu=skylake", "--symbol", "loop",
                          _write(tmp_path, build_elf(machine=183))])
    assert status == 1 and "holds AArch64 code (ELF machine 183), not code for -mtriple=x86_64" in err


def test_truncated_and_corrupt_files_get_positioned_errors(tmp_path: Path) -> None:
    whole = build_elf(dwarf=True)
    for size in range(0, len(whole), 7):
        status, _, err = run(["-mcpu=skylake", "--input-format=elf", "--symbol", "loop",
                                _write(tmp_path, whole[:size])])
        assert status == 1 and err.startswith("error: ") and "Traceback" not in err, (size, err)
    # Every byte changed in turn (the header, section headers, symbols, DWARF): never a traceback.
    for at in range(0, len(whole)):
        broken = bytearray(whole)
        broken[at] ^= 0xA5
        try:
            elf = read_elf(bytes(broken))
        except ElfError as exc:
            assert str(exc).startswith("byte ") or "range" in str(exc), str(exc)
            continue
        from mcalens.analysis.frontend.elf_lines import read_line_table

        read_line_table(elf)  # returns (warnings at worst), never raises


def test_symbol_and_address_need_elf_input() -> None:
    status, _, err = run(["-mcpu=skylake", "--symbol", "f"], stdin_text="nop\n")
    assert status == 1 and "--symbol and --address are for ELF input" in err


def test_unreadable_line_table_is_a_warning(tmp_path: Path) -> None:
    data = bytearray(build_elf(2, dwarf=True))
    elf = read_elf(bytes(data))
    line = elf.section(".debug_line")
    assert line is not None
    data[line.offset + 4 : line.offset + 6] = struct.pack("<H", 99)  # DWARF version 99
    status, out, err = run(["-mcpu=skylake", "-json", "--json-extras", "--symbol", "loop",
                            _write(tmp_path, bytes(data))])
    assert status == 0 and "warning:" in err and "no source lines" in err
    assert json.loads(out)["CodeRegions"][0]["SourceLines"] == [0, 0, 0, 0, 0]


def test_compressed_debug_sections_are_not_inflated(tmp_path: Path) -> None:
    data = bytearray(build_elf(2, dwarf=True))
    elf = read_elf(bytes(data))
    section_offset = struct.unpack_from("<Q", data, 40)[0]
    line = elf.section(".debug_line")
    assert line is not None
    flags_at = section_offset + line.index * 64 + 8
    data[flags_at : flags_at + 8] = struct.pack("<Q", 0x800)  # SHF_COMPRESSED
    status, _, err = run(["-mcpu=skylake", "-json", "--json-extras", "--symbol", "loop",
                            _write(tmp_path, bytes(data))])
    assert status == 0 and "compressed debug sections are not read" in err


def build_elf32(code: bytes) -> bytes:
    """An i386 relocatable object (ELF32): .text holding `code`, one function symbol `f`."""
    symbol_names, symbol_offsets = _strings(["f"])
    symbols = bytes(16) + struct.pack("<IIIBBH", symbol_offsets["f"], 0, len(code), 0x12, 0, 1)
    bodies = [(".text", code), (".symtab", symbols), (".strtab", symbol_names)]
    names, name_offsets = _strings([name for name, _ in bodies] + [".shstrtab"])
    bodies.append((".shstrtab", names))
    data = bytearray(52)
    placed = []
    for name, body in bodies:
        placed.append((name, len(data), body))
        data += body
    section_offset = len(data)
    headers = bytearray(40)
    for name, offset, body in placed:
        kind_s, flags, link, info, entry = 1, 0, 0, 0, 0
        if name == ".text":
            flags = 0x6
        elif name == ".symtab":
            kind_s, link, info, entry = 2, 3, 1, 16
        elif name in (".strtab", ".shstrtab"):
            kind_s = 3
        headers += struct.pack("<IIIIIIIIII", name_offsets[name], kind_s, flags, 0, offset, len(body), link, info, 1,
                               entry)
    data += headers
    data[:52] = (b"\x7fELF" + bytes([1, 1, 1, 0]) + bytes(8)
                 + struct.pack("<HHIIIIIHHHHHH", 1, 3, 1, 0, 0, section_offset, 0, 52, 0, 0, 40, len(placed) + 1,
                               len(placed)))
    return bytes(data)


def test_i386_objects_are_32_bit_code(tmp_path: Path) -> None:
    # `4b` is `decl %ebx` in 32-bit mode (a REX prefix in 64-bit mode): llvm-mc-19 --disassemble
    # -triple=i686 prints addl %ebx, %eax / decl %ebx / jne -5 / retl; the machine field selects i686
    path = _write(tmp_path, build_elf32(bytes.fromhex("01d84b75fbc3")))
    args = ["-mcpu=skylake", "--no-banner", "-iterations=10", "-instruction-info"]
    from_elf = run([*args, "--symbol", "f", path])
    from_text = run(["-mtriple=i686-unknown-linux-gnu", *args],
                    stdin_text="addl %ebx, %eax\ndecl %ebx\njne -5\nretl\n")
    assert from_elf == from_text and from_elf[0] == 0
    assert "Total Cycles:      18" in from_elf[1]  # llvm-mca-19 -mtriple=i686 -mcpu=skylake -iterations=10
    status, _, err = run(["-mtriple=x86_64", "-mcpu=skylake", "--symbol", "f", path])
    assert status == 1 and "holds i386 code (ELF machine 3), not code for -mtriple=x86_64" in err
    # truncated anywhere: a positioned error, never a traceback
    whole = build_elf32(bytes.fromhex("01d84b75fbc3"))
    for size in range(0, len(whole), 5):
        status, _, err = run(["-mcpu=skylake", "--input-format=elf", "--symbol", "f", _write(tmp_path, whole[:size])])
        assert status == 1 and err.startswith("error: ") and "Traceback" not in err, (size, err)
