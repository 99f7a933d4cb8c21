"""x86-64, i386 and AArch64 ELF files (relocatable objects, shared objects, executables) as machine-code input: the
header, section headers and symbol table read with bounds checks, the code of a function symbol or
an address range (docs/decode.md).

The file is hostile input: every offset and size is checked against the file before it is read,
counts are bounded by the file's size, and a problem is an `ElfError` whose message gives the byte
offset in the file where the structure that failed starts. Nothing here raises anything else.
Relocations are not applied to code: the bytes are decoded as they are in the file, as
llvm-objdump and `llvm-mc --disassemble` read them (an unrelocated `call` is `callq 0`).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

MAGIC = b"\x7fELF"
# ELF machine -> the target that decodes it (e_machine; the `target` of analysis/targets).
MACHINES = {62: ("x86", "x86-64"), 3: ("x86", "i386"), 183: ("aarch64", "AArch64")}
# The triple a machine means without -mtriple, and the ELF class (32 or 64 bits) it comes in.
MACHINE_TRIPLES = {62: "x86_64-unknown-linux-gnu", 3: "i686-unknown-linux-gnu", 183: "aarch64-unknown-linux-gnu"}
_MACHINE_CLASS = {62: 64, 3: 32, 183: 64}
_KINDS = {1: "relocatable object", 2: "executable", 3: "shared object"}
_SHT_PROGBITS, _SHT_SYMTAB, _SHT_NOBITS, _SHT_DYNSYM = 1, 2, 8, 11
_SHF_ALLOC, _SHF_EXECINSTR = 0x2, 0x4
_STT_FUNC, _STT_GNU_IFUNC = 2, 10
_SHN_LORESERVE, _SHN_XINDEX = 0xFF00, 0xFFFF
_SECTION_HEADER = struct.Struct("<IIQQQQIIQQ")  # Elf64_Shdr, 64 bytes
_SYMBOL = struct.Struct("<IBBHQQ")  # Elf64_Sym, 24 bytes
_SECTION_HEADER_32 = struct.Struct("<IIIIIIIIII")  # Elf32_Shdr, 40 bytes: the same fields
_SYMBOL_32 = struct.Struct("<IIIBBH")  # Elf32_Sym, 16 bytes: name, value, size, info, other, shndx
_NAME_LIMIT = 4096  # bytes read for one name


class ElfError(Exception):
    """A file that is not an ELF file mcalens reads; the message says where and why."""


@dataclass(frozen=True, slots=True)
class Section:
    index: int
    name: str
    kind: int  # sh_type
    flags: int
    address: int
    offset: int
    size: int
    link: int
    info: int  # sh_info: for a relocation section, the section it applies to
    entry_size: int

    @property
    def executable(self) -> bool:
        return bool(self.flags & _SHF_EXECINSTR) and self.kind == _SHT_PROGBITS


@dataclass(frozen=True, slots=True)
class Symbol:
    name: str
    value: int
    size: int
    section: int  # section index
    is_function: bool


@dataclass(frozen=True, slots=True)
class Code:
    """Bytes to decode: `address` is the first byte's address (in a relocatable object, its offset
    in its section), `name` what the region is called."""

    name: str
    section: Section
    address: int
    data: bytes


@dataclass(frozen=True, slots=True)
class ElfFile:
    data: bytes
    kind: int  # e_type: 1 relocatable, 2 executable, 3 shared object
    machine: int  # e_machine: a key of MACHINES
    sections: tuple[Section, ...]
    symbols: tuple[Symbol, ...]
    bits: int = 64  # the ELF class

    @property
    def relocatable(self) -> bool:
        return self.kind == 1

    def section(self, name: str) -> Section | None:
        return next((s for s in self.sections if s.name == name), None)

    def functions(self) -> list[Symbol]:
        """Function symbols with code: in an executable section, with a size, in address order."""
        found = {}
        for symbol in self.symbols:
            if (symbol.is_function and symbol.size > 0 and 0 < symbol.section < len(self.sections)
                    and self.sections[symbol.section].executable):
                found.setdefault((symbol.section, symbol.value, symbol.name), symbol)
        return [found[key] for key in sorted(found)]

    def symbol_code(self, name: str) -> list[Code]:
        """The code of every function symbol called `name` (one per distinct address)."""
        codes = []
        for symbol in self.functions():
            if symbol.name == name:
                section = self.sections[symbol.section]
                codes.append(Code(name, section, symbol.value,
                                  self._read(section, symbol.value, symbol.value + symbol.size)))
        return codes

    def address_code(self, start: int, end: int) -> Code:
        """The bytes from `start` to `end` (exclusive): in a relocatable object, offsets in `.text`;
        otherwise addresses in the executable section that holds them."""
        if end <= start:
            raise ElfError(f"the address range {start:#x}-{end:#x} is empty")
        if self.relocatable:
            text = self.section(".text")
            if text is None or not text.executable:
                raise ElfError("the object has no .text section; use --symbol")
            candidates = [text]
        else:
            candidates = [s for s in self.sections if s.executable and s.flags & _SHF_ALLOC]
        for section in candidates:
            base = 0 if self.relocatable else section.address
            if base <= start and end <= base + section.size:
                return Code(f"{start:#x}-{end:#x}", section, start, self._read(section, start, end))
        where = "the .text section" if self.relocatable else "one executable section"
        raise ElfError(f"the address range {start:#x}-{end:#x} is not inside {where}")

    def _read(self, section: Section, start: int, end: int) -> bytes:
        base = 0 if self.relocatable else section.address
        first = section.offset + start - base
        last = section.offset + end - base
        if start < base or end > base + section.size or last > len(self.data):
            raise ElfError(f"byte {section.offset}: section {section.name} holds {start:#x}-{end:#x} "
                           "only in part (the file is truncated or corrupt)")
        return self.data[first:last]


def _name(data: bytes, table: Section | None, offset: int) -> str:
    if table is None or offset >= table.size:
        return ""
    start = table.offset + offset
    end = min(table.offset + table.size, start + _NAME_LIMIT, len(data))
    stop = data.find(b"\0", start, end)
    return data[start : end if stop < 0 else stop].decode("utf-8", "replace")


def read_elf(data: bytes) -> ElfFile:
    """Parse the parts of an x86-64, i386 or AArch64 ELF file machine-code input needs; raises only
    ElfError. 64-bit files for x86-64 and AArch64, 32-bit ones for i386."""
    if len(data) < 52 or data[:4] != MAGIC or (len(data) < 64 and data[4] == 2):
        raise ElfError("byte 0: not an ELF file (no ELF header)" if data[:4] == MAGIC or len(data) < 4
                       else "byte 0: not an ELF file")
    if data[4] not in (1, 2):
        raise ElfError(f"byte 4: ELF class {data[4]} is neither 32-bit nor 64-bit")
    bits = 64 if data[4] == 2 else 32
    if data[5] != 1:
        raise ElfError("byte 5: a big-endian ELF file; mcalens decodes little-endian x86 and AArch64 code only")
    kind, machine = struct.unpack_from("<HH", data, 16)
    if machine not in MACHINES:
        raise ElfError(f"byte 18: ELF machine {machine} is neither x86-64 (62), i386 (3) nor AArch64 (183); "
                       "mcalens decodes those only")
    if _MACHINE_CLASS[machine] != bits:
        raise ElfError(f"byte 4: a {bits}-bit ELF file for {MACHINES[machine][1]}; mcalens reads "
                       f"{_MACHINE_CLASS[machine]}-bit ones for it")
    if kind not in _KINDS:
        raise ElfError(f"byte 16: ELF type {kind} is not a relocatable object, executable or shared object")
    header, symbol_struct = (_SECTION_HEADER, _SYMBOL) if bits == 64 else (_SECTION_HEADER_32, _SYMBOL_32)
    offset_at, sizes_at = (40, 58) if bits == 64 else (32, 46)
    section_offset = struct.unpack_from("<Q" if bits == 64 else "<I", data, offset_at)[0]
    entry_size, count, names_index = struct.unpack_from("<HHH", data, sizes_at)
    if section_offset == 0:
        raise ElfError(f"byte {offset_at}: the file has no section headers (mcalens needs them to find code)")
    if entry_size != header.size:
        raise ElfError(f"byte {sizes_at}: section header size {entry_size}, not {header.size}")
    if section_offset + header.size > len(data):
        raise ElfError(f"byte {offset_at}: the section headers at {section_offset} are past the end of the file "
                       f"({len(data)} bytes; truncated?)")
    raw0 = header.unpack_from(data, section_offset)
    if count == 0:
        count = raw0[5]  # more than 0xff00 sections: the count is in section 0's size
    if names_index == _SHN_XINDEX:
        names_index = raw0[6]
    if count > (len(data) - section_offset) // header.size:
        raise ElfError(f"byte {section_offset}: {count} section headers do not fit in the file "
                       f"({len(data)} bytes; truncated?)")
    raws = [header.unpack_from(data, section_offset + i * header.size) for i in range(count)]
    for i, raw in enumerate(raws):
        kind_i, offset, size = raw[1], raw[4], raw[5]
        if kind_i != _SHT_NOBITS and offset + size > len(data):
            at = section_offset + i * header.size
            raise ElfError(f"byte {at}: section {i} ({offset}+{size} bytes) runs past the end of the file "
                           f"({len(data)} bytes; truncated?)")
    plain = [Section(i, "", r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[9]) for i, r in enumerate(raws)]
    names = plain[names_index] if 0 < names_index < len(plain) else None
    sections = tuple(Section(s.index, _name(data, names, raws[s.index][0]), s.kind, s.flags, s.address,
                             s.offset, s.size, s.link, s.info, s.entry_size) for s in plain)
    table = next((s for s in sections if s.kind == _SHT_SYMTAB), None) or next(
        (s for s in sections if s.kind == _SHT_DYNSYM), None)
    symbols: list[Symbol] = []
    if table is not None:
        if table.entry_size != symbol_struct.size:
            raise ElfError(f"byte {section_offset + table.index * header.size}: symbol entry size "
                           f"{table.entry_size}, not {symbol_struct.size}")
        strings = sections[table.link] if 0 < table.link < len(sections) else None
        for at in range(table.offset, table.offset + table.size - symbol_struct.size + 1, symbol_struct.size):
            if bits == 64:
                name_offset, info, _other, shndx, value, size = symbol_struct.unpack_from(data, at)
            else:
                name_offset, value, size, info, _other, shndx = symbol_struct.unpack_from(data, at)
            kind_s = info & 0xF
            if shndx >= _SHN_LORESERVE:
                continue  # absolute, common or extended index: never code mcalens reads
            symbols.append(Symbol(_name(data, strings, name_offset), value, size, shndx,
                                  kind_s in (_STT_FUNC, _STT_GNU_IFUNC)))
    return ElfFile(data, kind, machine, sections, tuple(symbols), bits)


def parse_address_range(text: str) -> tuple[int, int] | None:
    """`START-END` (hex with 0x, or decimal) -> (start, end), or None when it is not one."""
    start, dash, end = text.partition("-")
    if not dash:
        return None
    try:
        return int(start.strip(), 0), int(end.strip(), 0)
    except ValueError:
        return None


def elf_machine(head: bytes) -> int | None:
    """The e_machine of a file that starts with `head` (20 bytes or more), or None when it is not a
    little-endian ELF file."""
    if len(head) < 20 or head[:4] != MAGIC or head[4] not in (1, 2) or head[5] != 1:
        return None
    return int(struct.unpack_from("<H", head, 18)[0])
