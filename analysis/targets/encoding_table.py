"""What the measured encoders (aarch64/, riscv/ and arm/ `encode.py`) share: their tables are read
the same way (a release's `isa_encoding.json.gz` through the compiled cache, once per process and
directory), fields are deposited the same way, and llvm-mc's `-show-encoding` comment is written
the same way (fixup bits as letters).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from mcalens.analysis.cache import store
from mcalens.analysis.isa import data_file

_T = TypeVar("_T")


def load_table(directory: str | os.PathLike[str], cache_prefix: str, build: Callable[[Any], _T], kind: type[_T],
               memo: dict[str, _T | None]) -> _T | None:
    """`build(the decoded isa_encoding.json of directory)`, compiled once and read from the cache
    under `cache_prefix` (the target's name and table format) after that; kept in `memo` per
    directory. None when the file is missing or unreadable, or `build` rejects it."""
    key = str(directory)
    if key not in memo:
        memo[key] = store.cached_json_file(data_file(Path(key) / "isa_encoding.json"), cache_prefix, build, kind)
    return memo[key]


def positions(mask: int, width: int = 64) -> tuple[int, ...]:
    """The set bits of `mask`, lowest first (a field's word bits)."""
    return tuple(bit for bit in range(width) if mask >> bit & 1)


def deposit(value: int, bits: tuple[int, ...]) -> int:
    """`value`'s bits, lowest first, put at the word bits `bits`."""
    word = 0
    for index, bit in enumerate(bits):
        if value >> index & 1:
            word |= 1 << bit
    return word


def mc_encoding_comment(code: bytes, fixups: Sequence[tuple[int, int, int]], values: Sequence[str],
                        kinds: Sequence[str]) -> str:
    """llvm-mc's `-show-encoding` comment: `encoding: [0x13,0x05,0x15,0x00]`, a fixup's bits as
    its letter (`[0x63'A',A,0xb5'A',A]`, `0bAAA00001`), then one `  fixup A - offset: ..., value:
    ..., <kind>` line per fixup (`\\n`-separated, without llvm-mc's column padding). `fixups` are
    (byte offset, first bit, bits); `kinds` the text after the value (`kind: fixup_arm_condbranch`)."""
    owner = [0] * (len(code) * 8)
    for number, (offset, bit_offset, bits) in enumerate(fixups, 1):
        for bit in range(bits):
            index = offset * 8 + bit_offset + bit
            if index < len(owner):
                owner[index] = number
    items: list[str] = []
    for i, byte in enumerate(code):
        bits_of = owner[i * 8 : i * 8 + 8]
        if all(b == bits_of[0] for b in bits_of):
            if not bits_of[0]:
                items.append(f"0x{byte:02x}")
            elif byte:
                items.append(f"0x{byte:02x}'{chr(64 + bits_of[0])}'")
            else:
                items.append(chr(64 + bits_of[0]))
        else:
            items.append("0b" + "".join(chr(64 + bits_of[j]) if bits_of[j] else str(byte >> j & 1)
                                        for j in range(7, -1, -1)))
    lines = ["encoding: [" + ",".join(items) + "]"]
    for number, ((offset, _bit, _bits), value, kind) in enumerate(zip(fixups, values, kinds, strict=True), 1):
        lines.append(f"  fixup {chr(64 + number)} - offset: {offset}, value: {value}, {kind}")
    return "\n".join(lines)
