"""Source positions of machine code in an ELF file, from its DWARF line tables (`.debug_line`, read
with pyelftools), as `DebugLocation`s like those `.loc` directives give the assembly path.

File names follow the compiler's `.file` names: a file in the compilation directory (DWARF
directory 0) is its bare name, another is `directory/name`. Line 0 is "no source line".

In a relocatable object every executable section starts at address 0, so a row's section is the
one its sequence's `DW_LNE_set_address` is relocated against. The relocations of `.debug_line` that
point into executable sections are in the order of those operands in the file, so the k-th such
relocation belongs to the k-th `set_address`; when the counts disagree, positions are not given
(a warning says so) rather than guessed.

The file is hostile input: pyelftools raises many kinds of exceptions on a corrupt file, so the
whole read is guarded and any failure becomes a warning with no positions; `.gnu_debuglink` and
supplementary files are never followed (the input names no other file mcalens may open), and
compressed debug sections are not inflated.
"""

from __future__ import annotations

import bisect
import io
import struct
from dataclasses import dataclass, field

from .debug_lines import DebugLocation
from .elf_file import ElfFile

_SHT_RELA, _SHT_REL = 4, 9
_SHF_COMPRESSED = 0x800
# The absolute relocation DW_LNE_set_address carries, per ELF machine (elf_file.MACHINES).
_ABS64 = {62: 1, 183: 257, 3: 1}  # R_X86_64_64, R_AARCH64_ABS64, R_386_32
_DW_LNE_SET_ADDRESS = 2
_DW_LNE_END_SEQUENCE = 1
_RELA = struct.Struct("<QQq")
_SYMBOL = struct.Struct("<IBBHQQ")
_REL_32 = struct.Struct("<II")  # Elf32_Rel (i386 objects: the addend is in the section)
_SYMBOL_32 = struct.Struct("<IIIBBH")
_ROW_LIMIT = 20_000_000  # rows read in all (a corrupt table cannot make the work unbounded)


@dataclass(slots=True)
class _Sequence:
    section: int | None  # the executable section (relocatable objects), None: addresses are absolute
    start: int
    end: int
    addresses: list[int] = field(default_factory=list)
    locations: list[DebugLocation | None] = field(default_factory=list)


@dataclass(slots=True)
class LineTable:
    """Address -> source position, for one ELF file."""

    sequences: list[_Sequence] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def locate(self, section: int, address: int) -> DebugLocation | None:
        for sequence in self.sequences:
            if sequence.section not in (None, section) or not sequence.start <= address < sequence.end:
                continue
            at = bisect.bisect_right(sequence.addresses, address) - 1
            if at >= 0:
                return sequence.locations[at]
        return None


def read_line_table(elf: ElfFile) -> LineTable:
    """The file's line table; empty, with a warning when it cannot be read, if the file has none."""
    table = LineTable()
    if elf.section(".debug_line") is None:
        return table
    if any(s.name.startswith((".debug", ".zdebug")) and (s.flags & _SHF_COMPRESSED or s.name.startswith(".zdebug"))
           for s in elf.sections):
        # pyelftools would inflate them whole: a small hostile file could ask for gigabytes
        table.warnings.append("no source lines: compressed debug sections are not read")
        return table
    try:
        _read(elf, table)
    except Exception as exc:
        table.sequences.clear()
        table.warnings.append(f"no source lines: the DWARF line table cannot be read ({type(exc).__name__}: "
                              f"{str(exc)[:200]})")
    return table


def _read(elf: ElfFile, table: LineTable) -> None:
    from elftools.elf.elffile import ELFFile  # ELF input with line tables only

    info = ELFFile(io.BytesIO(elf.data)).get_dwarf_info(relocate_dwarf_sections=True, follow_links=False)
    code_sections = [s.index for s in elf.sections if s.executable and s.size > 0]
    owners: list[int] | None = None  # per set_address in file order: its section (relocatable objects)
    if elf.relocatable and len(code_sections) > 1:
        owners = _set_address_sections(elf)
    programs = []
    for unit in info.iter_CUs():
        program = info.line_program_for_CU(unit)
        if program is not None:
            programs.append((program.program_start_offset, program))
    programs.sort(key=lambda pair: pair[0])
    rows = 0
    set_addresses = 0
    single = code_sections[0] if elf.relocatable and len(code_sections) == 1 else None
    for _, program in programs:
        version = program.header["version"]
        names = _file_names(program, version)
        section: int | None = single
        current: _Sequence | None = None
        for entry in program.get_entries():
            rows += 1
            if rows > _ROW_LIMIT:
                raise ValueError(f"more than {_ROW_LIMIT} line-table rows")
            if entry.is_extended and entry.command == _DW_LNE_SET_ADDRESS:
                if owners is not None:
                    if set_addresses >= len(owners):
                        raise ValueError("more DW_LNE_set_address operands than relocations into code")
                    section = owners[set_addresses]
                set_addresses += 1
            state = entry.state
            if state is None:
                continue
            if current is None:
                current = _Sequence(section, state.address, state.address)
            if state.end_sequence:
                current.end = state.address
                if current.addresses:
                    table.sequences.append(current)
                current = None
                continue
            file_name = names.get(state.file, "")
            location = (DebugLocation(file_name, state.line, state.column, bool(state.is_stmt))
                        if state.line > 0 and file_name else None)
            if current.addresses and current.addresses[-1] == state.address:
                current.locations[-1] = location  # the last row at an address is the one in force
            else:
                current.addresses.append(state.address)
                current.locations.append(location)
    if owners is not None and set_addresses != len(owners):
        raise ValueError(f"{set_addresses} DW_LNE_set_address operands, {len(owners)} relocations into code")


def _file_names(program: object, version: int) -> dict[int, str]:
    header = program.header  # type: ignore[attr-defined]
    directories = [_text(d) for d in header.get("include_directory", ())]
    names: dict[int, str] = {}
    for position, entry in enumerate(header.get("file_entry", ())):
        number = position if version >= 5 else position + 1
        name = _text(entry.name)
        directory = entry.dir_index
        if directory and not name.startswith("/"):
            # DWARF 5 lists the compilation directory as directory 0; earlier versions count from 1
            folder_index = directory if version >= 5 else directory - 1
            if 0 <= folder_index < len(directories):
                name = f"{directories[folder_index]}/{name}"
        names[number] = name
    return names


def _text(value: object) -> str:
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return str(value)


def _set_address_sections(elf: ElfFile) -> list[int]:
    """The executable section each absolute relocation of `.debug_line` points into, in offset order
    (64-bit files: RELA entries; i386: REL)."""
    line = elf.section(".debug_line")
    kind = _SHT_RELA if elf.bits == 64 else _SHT_REL
    relocations = next((s for s in elf.sections
                        if s.kind == kind and line is not None and s.info == line.index), None)
    if relocations is None or not 0 < relocations.link < len(elf.sections):
        return []
    symbols = elf.sections[relocations.link]
    entry, symbol = (_RELA, _SYMBOL) if elf.bits == 64 else (_REL_32, _SYMBOL_32)
    found: list[tuple[int, int]] = []
    for at in range(relocations.offset, relocations.offset + relocations.size - entry.size + 1, entry.size):
        offset, info = entry.unpack_from(elf.data, at)[:2]
        kind_r, index = (info & 0xFFFFFFFF, info >> 32) if elf.bits == 64 else (info & 0xFF, info >> 8)
        if kind_r != _ABS64.get(elf.machine):
            continue
        symbol_at = symbols.offset + index * symbol.size
        if symbol_at + symbol.size > symbols.offset + symbols.size:
            raise ValueError(f"byte {at}: relocation symbol {index} is not in the symbol table")
        section = symbol.unpack_from(elf.data, symbol_at)[3 if elf.bits == 64 else 5]
        if 0 < section < len(elf.sections) and elf.sections[section].executable:
            found.append((offset, section))
    found.sort()
    return [section for _, section in found]
