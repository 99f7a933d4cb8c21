"""The learned spelling table: which opcode LLVM 19's x86 assembler picks for each operand shape.

`isa_probes.json` lists spellings LLVM's assembly parser accepted and the MCInst it produced for
each. Every probe is parsed with our own parser and reduced to a *spelling key*: mnemonic,
per-operand tokens (register class such as `r32`/`x`/`xh`/`X`, special registers such as
`eax`/`cl`/`xmm0`, immediate size buckets, memory with Intel size and broadcast) and AVX-512
decorations. The key maps to a `Form`: the opcode plus a recipe saying where each MC operand comes
from (a source operand, a memory reference, a constant, the mask register, the rounding mode).

Building the table parses ~300k probe lines, so the result ships as `isa_spellings.json`
(`python -m mcalens.analysis.targets.x86.spellings build-tables MODEL_DIR`); without it the table is built from
the probes and pickled in the user cache directory. `resolve.py` keys source instructions the
same way and looks them up.
"""

from __future__ import annotations

import functools
import gc
import os
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field

from ...cache import store
from ...isa import Isa, PackedTable, data_path, gc_paused, read_json_file
from ...mcinst import Expr, Imm, McOperand, Reg
from .syntax import ImmediateOperand, MemoryOperand, RegisterOperand, SymbolOperand, X86Instruction

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

ROUNDING_MODES = {"rn-sae": 0, "rd-sae": 1, "ru-sae": 2, "rz-sae": 3}

# Key scheme of the shipped isa_spellings.json; bump when spelling keys or recipes change meaning.
_KEY_SCHEME = "resolve-4"
# Version of the pickled disk cache (Python object layout).
_TABLE_VERSION = "resolve-6"


_PREFIX_FLAG_BITS = 4 | 8 | 16 | 32
# Pseudo-prefixes that select a different opcode; APX `{nf}` (no flags) forms are separate opcodes.
_ENCODING_PREFIXES = {
    "{vex}": "{vex}",
    "{vex2}": "{vex}",
    "{vex3}": "{vex}",
    "{evex}": "{evex}",
    "{nf}": "{nf}",
}

# Registers whose presence can select a different opcode (accumulator forms, shift counts, port
# numbers, blendv's implicit xmm0, x87 top of stack). Each widens to its class token.
SPECIAL_REGISTERS = {
    "al": "r8", "cl": "r8", "ax": "r16", "dx": "r16", "eax": "r32", "rax": "r64",
    "xmm0": "x", "st0": "st",
    # Segment registers: push/pop of %fs and %gs are opcodes of their own.
    "cs": "seg", "ds": "seg", "es": "seg", "fs": "seg", "gs": "seg", "ss": "seg",
}  # fmt: skip
IMMEDIATE_BUCKETS = ("one", "i8", "u8", "i16", "u16", "i32", "u32", "i64")
MEMORY_SIZES = ("byte", "word", "dword", "qword", "xmmword", "ymmword", "zmmword", "tbyte", "fword", "oword")


@functools.lru_cache(maxsize=4096)
def register_token(name: str) -> str:
    """The class token of a register (lower-case name without `%`)."""
    if name in SPECIAL_REGISTERS:
        return name
    if name == "st":
        # Bare %st is the implicit top of stack; an explicit %st(0) is a stack operand like %st(1)
        # (`fmul %st(0), %st` is MUL_FST0r, not MUL_FrST0).
        return "st0"
    first = name[0]
    if first in "xyz" and name[1:3] == "mm":
        number = int(name[3:]) if name[3:].isdigit() else 0
        base = first
        if number >= 16:
            return base.upper()
        return base + "h" if number >= 8 and first != "z" else base
    if name.startswith("st("):
        return "st"
    if first == "k" and name[1:].isdigit():
        return "k"
    if name.startswith("mm") and name[2:].isdigit():
        return "mm"
    if name.startswith(("cr", "dr")) and name[2:].isdigit():
        return name[:2]
    if name.startswith("tmm"):
        return "tmm"
    if name.startswith("bnd"):
        return "bnd"
    if name in ("rip", "eip"):
        return name
    if name[0] == "r":
        if name[1:].isdigit():
            return "r64"
        if name.endswith("d") and name[1:-1].isdigit():
            return "r32"
        if name.endswith("w") and name[1:-1].isdigit():
            return "r16"
        if name.endswith("b") and name[1:-1].isdigit():
            return "r8"
        if len(name) == 3:
            return "r64"
    if len(name) == 3 and name[0] == "e":
        return "r32"
    if name in ("bx", "cx", "si", "di", "sp", "bp"):
        return "r16"
    if name in ("bl", "dl", "ah", "bh", "ch", "dh", "sil", "dil", "spl", "bpl"):
        return "r8"
    return name


def immediate_token(value: int | None) -> str:
    if value is None:
        return "sym"
    if value == 1:
        return "one"
    if -128 <= value <= 127:
        return "i8"
    if 128 <= value <= 255:
        return "u8"
    if -32768 <= value <= 32767:
        return "i16"
    if 32768 <= value <= 65535:
        return "u16"
    if -(2**31) <= value < 2**31:
        return "i32"
    if 2**31 <= value < 2**32:
        return "u32"
    return "i64"


def memory_token(op: MemoryOperand) -> str:
    token = "ma" if op.base is None and op.index is None else "m"
    if op.size:
        token += ":" + op.size
    index = op.index
    if index and index[0] in "xyz" and index[1:3] == "mm":
        # A vector index (VSIB): gathers and scatters pick their opcode by the index width.
        token += "@" + index[0]
    if op.broadcast:
        token += "{" + op.broadcast
    return token


_TOKEN_BY_TYPE: dict[type, Any] = {
    RegisterOperand: lambda op: register_token(op.name),
    ImmediateOperand: lambda op: immediate_token(op.value),
    MemoryOperand: memory_token,
    SymbolOperand: lambda op: "off" if op.is_offset else "sym",
}


def operand_token(op: Any) -> str:
    tokenizer = _TOKEN_BY_TYPE.get(type(op))
    return tokenizer(op) if tokenizer is not None else "?"


_SEGMENTS = frozenset({"cs", "ds", "es", "fs", "gs", "ss"})
_EVEX_ONLY = frozenset({"X", "Y", "Z"})
_EVEX_CANONICAL = {"xh": "x", "yh": "y", "xmm0": "x", "X": "x", "Y": "y", "Z": "z"}


def canonical_tokens(tokens: list[str]) -> tuple[list[str], str]:
    """Operand tokens as keys use them, and a decoration suffix. With any of xmm/ymm/zmm16-31 only
    EVEX forms can match, and which operands are 16-31 (or 8-15, or xmm0) no longer selects an
    opcode: such spellings share one key, marked `E` in the decoration (`vaddps %zmm16, %zmm1,
    %zmm19` -> `vaddps z,z,z|E`). build_tables checks that every probe folded into a key agrees."""
    if _EVEX_ONLY.isdisjoint(tokens):
        return tokens, ""
    return [_EVEX_CANONICAL.get(token, token) for token in tokens], "E"


# The same register at each width, widest first: recipes ("g", i, w) take source register i's
# member w (`movmskps %xmm0, %rcx` is MOVMSKPSrr with ECX).
_LEGACY_FAMILIES = (
    ("rax", "eax", "ax", "al"), ("rbx", "ebx", "bx", "bl"), ("rcx", "ecx", "cx", "cl"),
    ("rdx", "edx", "dx", "dl"), ("rsi", "esi", "si", "sil"), ("rdi", "edi", "di", "dil"),
    ("rbp", "ebp", "bp", "bpl"), ("rsp", "esp", "sp", "spl"),
)  # fmt: skip
_FAMILY_OF = {member: family for family in _LEGACY_FAMILIES for member in family}


def register_family(name: str) -> tuple[str, ...] | None:
    """`ecx` -> (rcx, ecx, cx, cl); `r9d` -> (r9, r9d, r9w, r9b); xmm3 -> (xmm3, ymm3, zmm3)."""
    family = _FAMILY_OF.get(name)
    if family is not None:
        return family
    if name[:1] == "r" and name[1:2].isdigit():
        stem = name.rstrip("dwb")
        if stem[1:].isdigit() and len(name) - len(stem) <= 1:
            return (stem, stem + "d", stem + "w", stem + "b")
    if name[:1] in ("x", "y", "z") and name[1:3] == "mm" and name[3:].isdigit():
        return ("xmm" + name[3:], "ymm" + name[3:], "zmm" + name[3:])
    return None


def decoration(instr: X86Instruction) -> str:
    deco = ""
    if instr.mask:
        deco += "k"
    if instr.zeroing:
        deco += "z"
    if instr.rounding:
        deco += "s" if instr.rounding == "sae" else "r"
    return deco


def spelling_key(prefix: str, mnemonic: str, tokens: tuple[str, ...] | list[str], deco: str) -> str:
    """`prefix` carries the syntax (`i:` for Intel) and any {vex}/{evex} pseudo-prefix."""
    return f"{prefix}{mnemonic} {','.join(tokens)}|{deco}"


def syntax_prefix(instr: X86Instruction) -> str:
    syntax = "i:" if instr.syntax == "intel" else ""
    return syntax + encoding_prefix(instr) if instr.prefixes else syntax


def encoding_prefix(instr: X86Instruction) -> str:
    return "".join(_ENCODING_PREFIXES[prefix] for prefix in instr.prefixes if prefix in _ENCODING_PREFIXES)


# ----------------------------------------------------------------------------------------------
# Recipes: where each MC operand comes from.

# Recipe items (tuples, kept small for the pickle):
#   ("s", i)          source operand i (register, immediate or symbol)
#   ("m", i, n)       memory reference from source operand i, n MC operands (5, 2 or 1)
#   ("c", operand)    a constant McOperand
#   ("k",)            the AVX-512 write-mask register
#   ("r",)            the rounding-control immediate
if TYPE_CHECKING:
    Recipe = tuple[tuple[Any, ...], ...]


@dataclass(frozen=True, slots=True)
class Form:
    """One learned spelling: the opcode LLVM picked, how to build its operands, and prefix flags."""

    opcode: str
    recipe: Recipe
    flags: int


def form_at(forms: list[Any], index: int) -> Form:
    """The form at `index`, decoding a shipped row the first time: `[opcode, flags, recipe]` as in
    isa_spellings.json, or the compiled cache's `"opcode<TAB>flags<TAB>recipe"` string."""
    form = forms[index]
    kind = type(form)
    if kind is str:
        opcode, flags, recipe = form.split("\t")
        form = forms[index] = Form(opcode, _decode_recipe(recipe), int(flags))
    elif kind is list:
        opcode, flags, recipe = form
        form = forms[index] = Form(opcode, _decode_recipe(recipe), flags)
    return form


def _packed_row(form: Any) -> str:
    """A form as the compiled cache stores it (one string: ~4x cheaper to unpickle than a list)."""
    if type(form) is list:
        opcode, flags, recipe = form
    else:
        opcode, flags, recipe = form.opcode, form.flags, _encode_recipe(form.recipe)
    return f"{opcode}\t{flags}\t{recipe}"


_ROW_END = "\x1e"
_FIELD_END = "\x1f"


class SpellingIndex(Mapping[str, int]):
    """Spelling key -> form index, kept packed per head (syntax prefix + mnemonic) until a lookup
    needs that head.

    PERF: the 213k keys cost ~60 ms to unpickle as one dict, on the path to an editor's first
    hints; one packed string per head (6.6k of them) costs ~2 ms, and a file touches a few hundred
    heads. A key is `head + " " + rest`; the packed string of a head joins its `rest<US>index`
    pairs with RS separators (neither character occurs in assembly spellings).
    """

    __slots__ = ("_keys", "_opened", "_packed", "_size")

    def __init__(self, packed: dict[str, str], size: int) -> None:
        self._packed = packed
        self._size = size
        self._keys: dict[str, int] = {}
        self._opened: set[str] = set()

    @classmethod
    def from_dict(cls, keys: dict[str, int]) -> SpellingIndex:
        groups: dict[str, list[str]] = {}
        for key, index in keys.items():
            head, _, rest = key.partition(" ")
            groups.setdefault(head, []).append(f"{rest}{_FIELD_END}{index}")
        return cls({head: _ROW_END.join(rows) for head, rows in groups.items()}, len(keys))

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return SpellingIndex, (self._packed, self._size)

    def _open(self, head: str) -> bool:
        """Unpacks one head's keys; False when no key has this head."""
        self._opened.add(head)
        blob = self._packed.get(head)
        if blob is None:
            return False
        keys = self._keys
        prefix = head + " "
        for row in blob.split(_ROW_END):
            rest, _, index = row.partition(_FIELD_END)
            keys[prefix + rest] = int(index)
        return True

    def get(self, key: str, default: Any = None) -> Any:  # type: ignore[override]
        index = self._keys.get(key)
        if index is not None:
            return index
        head = key.partition(" ")[0]
        if head in self._opened or not self._open(head):
            return default
        return self._keys.get(key, default)

    def __getitem__(self, key: str) -> int:
        index = self.get(key)
        if index is None:
            raise KeyError(key)
        return index

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self.get(key) is not None

    def __len__(self) -> int:
        return self._size

    def __iter__(self) -> Iterator[str]:
        for head in self._packed:
            if head not in self._opened:
                self._open(head)
        return iter(self._keys)

    def heads(self) -> Iterable[str]:
        """Every head (syntax prefix + mnemonic) that has at least one spelling."""
        return self._packed.keys()

    def with_head(self, head: str) -> list[tuple[str, int]]:
        """(key, form index) for every spelling of one head."""
        blob = self._packed.get(head)
        if blob is None:
            return []
        if head not in self._opened:
            self._open(head)
        keys = [f"{head} {row.partition(_FIELD_END)[0]}" for row in blob.split(_ROW_END)]
        return [(key, self._keys[key]) for key in keys]


@dataclass(slots=True)
class ResolveTables:
    """The resolver's tables: forms, spelling keys, examples and register names."""

    forms: list[Any]  # Form, or a not yet decoded row (see form_at)
    keys: SpellingIndex  # spelling key -> index into forms
    mnemonics: dict[str, list[str]]  # mnemonic -> example keys (for diagnostics)
    asm_to_llvm: dict[str, str]  # "xmm1" -> "XMM1"
    reg_objects: dict[str | None, Reg] = field(default_factory=dict)  # "xmm1" -> Reg("XMM1"), shared
    # (syntax prefix, mnemonic) -> readable operand shapes, for diagnostics; filled on first use.
    shape_index: dict[tuple[str, str], list[tuple[str, ...]]] | None = None

    def register(self, name: str | None) -> Reg:
        reg = self.reg_objects.get(name)
        if reg is None:
            reg = self.reg_objects[name] = Reg(self.asm_to_llvm.get(name) if name else None)
        return reg


def parse_mc_operand(text: str) -> McOperand:
    """An MC operand as the ISA's tables write it: `R:RAX` (`R:`: no register), `I:8`, else an
    expression."""
    kind, _, rest = text.partition(":")
    if kind == "R":
        return Reg(rest or None)
    if kind == "I":
        return Imm(int(rest))
    return Expr(rest)


def memory_chunks(isa: Isa, opcode: str, count: int) -> dict[int, int]:
    """Start index -> length of each memory reference among an opcode's MC operands."""
    info = isa.opcodes.get(opcode)
    if info is None:
        return {}
    kinds = [op.kind for op in info.operands[:count]]
    classes = [op.reg_class for op in info.operands[:count]]
    chunks: dict[int, int] = {}
    index = 0
    while index < len(kinds):
        if kinds[index] != "mem":
            index += 1
            continue
        end = index
        while end < len(kinds) and kinds[end] == "mem":
            end += 1
        # Split the run after each segment register: [5], [1, 2] (dst + src index), [2], [1].
        start = index
        for position in range(index, end):
            if classes[position] == "SEGMENT_REG" or position == end - 1:
                length = position - start + 1
                if length == 3:
                    chunks[start] = 1
                    chunks[start + 1] = 2
                elif length > 5:
                    chunks[start] = length - 5
                    chunks[start + length - 5] = 5
                else:
                    chunks[start] = length
                start = position + 1
        index = end
    return chunks


def _llvm_register(name: str, asm_to_llvm: dict[str, str]) -> str | None:
    return asm_to_llvm.get(name)


def _derive_recipe(
    instr: X86Instruction, mc_ops: list[str], opcode: str, isa: Isa, asm_to_llvm: dict[str, str]
) -> Recipe | None:
    """Matches a probe's MC operands to its source operands by value (marker values are distinct)."""
    operands = instr.operands
    reg_source: dict[str, int] = {}
    imm_source: dict[int, int] = {}
    sym_source: dict[str, int] = {}
    memories: list[tuple[int, MemoryOperand]] = []
    for position, op in enumerate(operands):
        if isinstance(op, RegisterOperand):
            llvm = _llvm_register(op.name, asm_to_llvm)
            if llvm:
                reg_source.setdefault(llvm, position)
        elif isinstance(op, ImmediateOperand):
            if op.value is None:
                sym_source.setdefault(op.text, position)
            else:
                imm_source.setdefault(op.value, position)
        elif isinstance(op, SymbolOperand):
            sym_source.setdefault(op.text, position)
        elif isinstance(op, MemoryOperand):
            memories.append((position, op))
    info = isa.opcodes.get(opcode)
    types = [op.operand_type for op in info.operands] if info else []
    chunks = memory_chunks(isa, opcode, len(mc_ops))
    mask_reg = _llvm_register(instr.mask, asm_to_llvm) if instr.mask else None
    asm_names = _llvm_to_asm(asm_to_llvm)
    recipe: list[tuple[Any, ...]] = []
    index = 0
    while index < len(mc_ops):
        length = chunks.get(index)
        if length:
            first = parse_mc_operand(mc_ops[index])
            match = None
            for position, mem in memories:
                if length == 5 or isinstance(first, Reg):
                    base = _llvm_register(mem.base, asm_to_llvm) if mem.base else None
                    if isinstance(first, Reg) and first.name == base:
                        match = position
                        break
                elif isinstance(first, Imm) and first.value == (mem.displacement or 0):
                    match = position
                    break
            if match is not None:
                memories = [m for m in memories if m[0] != match]
                recipe.append(("m", match, length))
            else:
                recipe.extend(("c", parse_mc_operand(text)) for text in mc_ops[index : index + length])
            index += length
            continue
        operand = parse_mc_operand(mc_ops[index])
        operand_type = types[index] if index < len(types) else 0
        if isinstance(operand, Reg):
            if operand.name and operand.name in reg_source:
                recipe.append(("s", reg_source[operand.name]))
            elif operand.name and operand.name == mask_reg:
                recipe.append(("k",))
            else:
                related = _related_source(operand.name, operands, asm_names)
                recipe.append(related if related is not None else ("c", operand))
        elif isinstance(operand, Imm):
            if operand_type == 13 and instr.rounding in ROUNDING_MODES:
                recipe.append(("r",))
            elif operand_type != 14 and operand.value in imm_source:
                recipe.append(("s", imm_source[operand.value]))
            else:
                recipe.append(("c", operand))
        else:
            if operand.text in sym_source:
                recipe.append(("s", sym_source[operand.text]))
            else:
                recipe.append(("c", operand))
        index += 1
    return tuple(recipe)


@functools.lru_cache(maxsize=4)
def _llvm_to_asm_cached(items: tuple[tuple[str, str], ...]) -> dict[str, str]:
    return {llvm: asm for asm, llvm in items}


def _llvm_to_asm(asm_to_llvm: dict[str, str]) -> dict[str, str]:
    return _llvm_to_asm_cached(tuple(sorted(asm_to_llvm.items())))


def _related_source(llvm_name: str | None, operands: list[Any], asm_names: dict[str, str]) -> Any:
    """("g", i, w) when an MC register is another width of source register i, else None."""
    asm = asm_names.get(llvm_name or "")
    family = register_family(asm) if asm else None
    if family is None:
        return None
    for position, op in enumerate(operands):
        if isinstance(op, RegisterOperand) and op.name in family:
            return ("g", position, family.index(asm))
    return None


def related_register(name: str, width: int) -> str | None:
    """Member `width` of a register's family (the ("g", i, w) recipe item)."""
    family = register_family(name)
    return family[width] if family is not None and width < len(family) else None


# 32-bit mode (i386/i686 triples, -march=x86). Keys whose answer differs in 32-bit mode are
# shipped again under the prefix "32:"; REJECTED_IN_32BIT marks spellings LLVM refuses there
# ("instruction requires: 64-bit mode"). Registers that exist only in 64-bit mode are refused
# by the resolver before any lookup.
MODE32_PREFIX = "32:"
REJECTED_IN_32BIT = -1
# Tokens that only 64-bit mode spellings have (their keys are never copied to 32-bit mode).
_TOKENS_64 = frozenset({"r64", "rax", "xh", "yh", "X", "Y", "Z", "rip"})


def mode32_overlay(tables64: ResolveTables, tables32: ResolveTables) -> dict[str, Form | None]:
    """ "32:"-prefixed key -> the 32-bit form where it differs from 64-bit mode, None where
    64-bit mode accepts a spelling 32-bit mode refuses."""
    overlay: dict[str, Form | None] = {}
    keys64 = tables64.keys
    for key, index in tables32.keys.items():
        form = form_at(tables32.forms, index)
        known = keys64.get(key)
        if known is None or form_at(tables64.forms, known) != form:
            overlay[MODE32_PREFIX + key] = form
    heads32 = set(tables32.keys.heads())
    for head in keys64.heads():
        if head not in heads32:
            overlay[f"{MODE32_PREFIX}{head} *"] = None  # no spelling of this mnemonic in 32-bit mode
    for key in keys64:
        if key in tables32.keys or key.endswith("E") or key.partition(" ")[0] not in heads32:
            continue
        operands = key.partition(" ")[2].partition("|")[0]
        if _TOKENS_64.isdisjoint(operands.split(",")):
            overlay[MODE32_PREFIX + key] = None
    return overlay


def to_32bit(text: str, intel: bool) -> str | None:
    """The spelling tools/llvm_export (export_isa.cpp's to32Bit) tried in 32-bit mode for a 64-bit
    probe spelling: 64-bit registers renamed to their 32-bit members (`%rdi` -> `%edi`); None when
    the spelling names a register only 64-bit mode has (r8-r15 at any width, `%sil`/`%dil`/`%spl`/
    `%bpl`, xmm/ymm/zmm8-31, `%rip`): such a spelling was never tried in 32-bit mode."""
    head, space, _ = text.partition(" ")
    if not space:
        return text
    out = [head]
    done = position = len(head)
    while position < len(text):
        if not text[position].isalpha():
            position += 1
            continue
        end = position
        while end < len(text) and (text[end].isalnum() or text[end] == "_"):
            end += 1
        before = text[position - 1]
        name = text[position:end]
        start, position = position, end
        if before.isalnum() or before == "_" or (not intel and before != "%"):
            continue
        if name in ("rip", "sil", "dil", "spl", "bpl"):
            return None
        family = register_family(name)
        if family is None:
            continue
        if family[0][0] == "r":
            if family[0][1].isdigit():
                return None
            if name == family[0]:
                out += [text[done:start], family[1]]
                done = end
        elif int(family[0][3:]) >= 8:
            return None
    out.append(text[done:])
    return "".join(out)


def probed_in_32bit(isa: Isa, probes: list[list[Any]]) -> set[str]:
    """The 64-bit spelling keys one of whose probe spellings was also tried in 32-bit mode."""
    tried = [row for row in probes if to_32bit(row[1], row[0] == 1) is not None]
    return set(build_tables(isa, tried).keys)


def drop_unprobed_rejections(keys: dict[str, int], forms: list[list[Any]], probed: set[str]) -> int:
    """Removes REJECTED_IN_32BIT marks that no probe supports; returns how many.

    A 64-bit key missing from the 32-bit table is marked refused in 32-bit mode. That holds when one
    of its spellings was tried there; when every spelling named a 64-bit-only register (`addb
    %r8b, %bl` is ADD8rr's only probe), the key was never tried, and `testb %bl, %bl` would be
    refused with "instruction requires: 64-bit mode" where llvm-mc takes it. Such a key keeps its
    64-bit form when 32-bit mode accepts that opcode under another key (TEST8rr: `testb %al, %bl`);
    an opcode 32-bit mode never accepts (APX `addb %bl, %cl, %dl`) stays refused. `head *` marks
    (no spelling of the mnemonic in 32-bit mode) are kept: a head's keys may name a form that only a
    later check turns into the one LLVM picks (`{evex} vmovntdqa` keys hold the VEX opcode)."""
    accepted: set[str] = set()
    for key, index in keys.items():
        if key.startswith(MODE32_PREFIX):
            if index != REJECTED_IN_32BIT and key[-2:] != " *":
                accepted.add(forms[index][0])
            continue
        head, _, rest = key.partition(" ")
        if (
            MODE32_PREFIX + key in keys
            or f"{MODE32_PREFIX}{head} *" in keys
            or key.endswith("E")
            or not _TOKENS_64.isdisjoint(rest.partition("|")[0].split(","))
        ):
            continue
        accepted.add(forms[index][0])  # in the 32-bit table with the same form (mode32_overlay)
    dropped = []
    for key, index in keys.items():
        if not key.startswith(MODE32_PREFIX) or index != REJECTED_IN_32BIT or key.endswith(" *"):
            continue
        plain = key[len(MODE32_PREFIX) :]
        if plain not in probed and plain in keys and forms[keys[plain]][0] in accepted:
            dropped.append(key)
    for key in dropped:
        del keys[key]
    return len(dropped)


def _probe_path(isa: Isa) -> Path | None:
    if not isa.directory:
        return None
    from pathlib import Path

    base = Path(isa.directory)
    for name in ("isa_probes.json", "isa_probes.json.gz"):
        if (base / name).exists():
            return base / name
    return None


def _cache_key(probe_path: Path) -> str | None:
    """The model_cache key of tables built from a probe file, from the file's identity."""
    try:
        stat = probe_path.stat()
    except OSError:
        return None
    identity = f"{_TABLE_VERSION}|{probe_path.resolve()}|{stat.st_size}|{stat.st_mtime_ns}"
    try:  # the built-in SHA-1 module, not OpenSSL's through hashlib (start-up, issue 17)
        from _sha1 import sha1
    except ImportError:  # pragma: no cover - an interpreter built without it
        from hashlib import sha1
    return f"resolve-{sha1(identity.encode()).hexdigest()[:16]}"


def build_tables(isa: Isa, probes: list[list[Any]]) -> ResolveTables:
    """Parses every probe spelling with our parser and records its key -> learned form."""
    from ...frontend.parse import parse_text  # the parser is only needed when building

    asm_to_llvm = _asm_to_llvm(isa)
    forms: list[Form] = []
    form_index: dict[Form, int] = {}
    keys: dict[str, int] = {}
    mnemonics: dict[str, list[str]] = {}
    conflicts: list[str] = []
    for syntax in (0, 1):
        rows = [row for row in probes if row[0] == syntax and len(row[2]) == 1]
        header = ".intel_syntax noprefix\n" if syntax else ""
        offset = 1 if syntax else 0
        parsed = parse_text(header + "\n".join(row[1] for row in rows))
        by_line: dict[int, X86Instruction] = {}
        for statement in parsed.statements:
            if isinstance(statement, X86Instruction):
                by_line.setdefault(statement.span.line - offset, statement)
        bad_lines = {diag.span.line - offset for diag in parsed.diagnostics}
        for line, row in enumerate(rows):
            instr = by_line.get(line)
            if instr is None or line in bad_lines:
                continue
            opcode, flags, mc_ops = row[2][0]
            recipe = _derive_recipe(instr, mc_ops, opcode, isa, asm_to_llvm)
            if recipe is None:
                continue
            tokens = [operand_token(op) for op in instr.operands]
            # An immediate the MCInst does not carry selected the opcode (`int $3` is INT3): keyed by
            # its value, which the resolver tries before the size bucket.
            used = {item[1] for item in recipe if item[0] in ("s", "g")}
            for position, op in enumerate(instr.operands):
                if isinstance(op, ImmediateOperand) and op.value is not None and position not in used:
                    tokens[position] = f"={op.value}"
            tokens, evex = canonical_tokens(tokens)
            key = spelling_key(syntax_prefix(instr), instr.mnemonic.lower(), tokens, decoration(instr) + evex)
            # Prefix flags come from the instruction being resolved, not from the probe's spelling.
            form = Form(opcode, recipe, flags & ~_PREFIX_FLAG_BITS)
            generic = None
            if any(token in _SEGMENTS for token in tokens):
                # Also under `seg`, for the segment registers the probes did not name.
                generic = spelling_key(
                    syntax_prefix(instr),
                    instr.mnemonic.lower(),
                    ["seg" if token in _SEGMENTS else token for token in tokens],
                    decoration(instr) + evex,
                )
            if key in keys:
                if evex and form_at(forms, keys[key]) != form:
                    conflicts.append(f"{key}: {form_at(forms, keys[key]).opcode} / {row[1]} -> {opcode}")
                continue
            index = form_index.get(form)
            if index is None:
                index = form_index[form] = len(forms)
                forms.append(form)
            keys[key] = index
            if generic is not None:
                keys.setdefault(generic, index)
            examples = mnemonics.setdefault(instr.mnemonic.lower(), [])
            if len(examples) < 8:
                examples.append(row[1])
    if conflicts:
        # The EVEX key folding (canonical_tokens) must never merge spellings LLVM tells apart.
        raise ValueError("EVEX spellings disagree:\n" + "\n".join(conflicts[:20]))
    return ResolveTables(forms, SpellingIndex.from_dict(keys), mnemonics, asm_to_llvm)


def _asm_to_llvm(isa: Isa) -> dict[str, str]:
    mapping = {reg.asm_name: reg.name for reg in isa.registers.values() if reg.asm_name}
    for number in range(8):
        mapping[f"st({number})"] = f"ST{number}"
    mapping["st"] = "ST0"
    return mapping


def _encode_recipe(recipe: Recipe) -> str:
    parts = []
    for item in recipe:
        kind = item[0]
        if kind == "s":
            parts.append(f"s{item[1]}")
        elif kind == "m":
            parts.append(f"m{item[1]}.{item[2]}")
        elif kind == "g":
            parts.append(f"g{item[1]}.{item[2]}")
        elif kind == "c":
            operand = item[1]
            if isinstance(operand, Reg):
                parts.append(f"cR:{operand.name or ''}")
            elif isinstance(operand, Imm):
                parts.append(f"cI:{operand.value}")
            else:
                parts.append(f"cE:{operand.text}")
        else:
            parts.append(kind)
    return " ".join(parts)


def _decode_recipe(text: str) -> Recipe:
    items: list[tuple[Any, ...]] = []
    for part in text.split(" ") if text else ():
        kind = part[0]
        if kind == "s":
            items.append(("s", int(part[1:])))
        elif kind in "mg":
            source, _, length = part[1:].partition(".")
            items.append((kind, int(source), int(length)))
        elif kind == "c":
            items.append(("c", parse_mc_operand(part[1:])))
        else:
            items.append((kind,))
    return tuple(items)


def tables_to_json(tables: ResolveTables, isa: Isa) -> dict[str, Any]:
    """The shipped form of the tables (isa_spellings.json): no parser needed to load it."""
    return {
        "format": 1,
        "target": isa.target,
        "table_version": _KEY_SCHEME,
        "forms": [
            [form.opcode, form.flags, _encode_recipe(form.recipe)]
            for form in (form_at(tables.forms, index) for index in range(len(tables.forms)))
        ],
        "keys": dict(tables.keys.items()),
        "examples": tables.mnemonics,
    }


def tables_from_json(data: dict[str, Any], isa: Isa) -> ResolveTables:
    # PERF: recipes are decoded on first use (most of the 44k forms are never needed in a run);
    # loading the table went from ~0.45 s to ~0.18 s CPU.
    return ResolveTables(
        list(data["forms"]), SpellingIndex.from_dict(data["keys"]), data["examples"], _asm_to_llvm(isa)
    )


# Bump when the record file's layout (see _tables_records) or tables_from_json's reading changes.
SPELLINGS_CACHE_FORMAT = 3


class _FormRows:
    """The forms of a record file: packed rows (see _packed_row) read on first use, then the decoded
    Forms form_at stores back. Behaves as the list form_at expects."""

    __slots__ = ("_decoded", "_rows")

    def __init__(self, rows: Any) -> None:
        self._rows = rows
        self._decoded: dict[int, Any] = {}

    def __getitem__(self, index: int) -> Any:
        value = self._decoded.get(index)
        return value if value is not None else self._rows[index].decode()

    def __setitem__(self, index: int, value: Any) -> None:
        self._decoded[index] = value

    def __len__(self) -> int:
        return len(self._rows)

    def __iter__(self) -> Iterator[Any]:
        return (self[index] for index in range(len(self)))

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return list, (list(self),)


def _tables_records(tables: ResolveTables) -> bytes:
    """The compiled cache of the tables: forms as packed rows, spelling keys packed per head,
    examples per mnemonic (pickled), each read on first use."""
    import pickle

    from ...cache import record_file

    keys = tables.keys
    return record_file.build(
        {"size": len(keys)},
        {
            "heads": {head: keys._packed[head].encode() for head in keys.heads()},
            "examples": {name: pickle.dumps(rows, pickle.HIGHEST_PROTOCOL) for name, rows in tables.mnemonics.items()},
        },
        {"forms": [_packed_row(form).encode() for form in tables.forms]},
    )


def _tables_from_records(path: str, isa: Isa) -> ResolveTables | None:
    records = store.open_records(path)
    if records is None:
        return None
    try:
        keys = SpellingIndex(records.texts("heads"), records.meta["size"])  # type: ignore[arg-type]
        return ResolveTables(_FormRows(records.array("forms")), keys, PackedTable(records.keyed("examples")),  # type: ignore[arg-type]
                             _asm_to_llvm(isa))
    except (KeyError, TypeError, ValueError, AttributeError):
        return None


def _shipped_tables(base: str, isa: Isa) -> ResolveTables | None:
    """isa_spellings.json through the compiled cache (a record file in model_cache's directory),
    keyed by the file's identity (store.file_identity); None when the file uses another key
    scheme. Cache problems fall back to JSON.

    PERF: opening the record file maps it and reads a small header; the heads, forms and examples a
    run needs are read on first use (the whole pickled table took ~14 ms to load)."""
    path = data_path(os.path.join(base, "isa_spellings.json"))
    identity = store.file_identity(path)
    if identity is None:
        from pathlib import Path

        data = read_json_file(Path(base) / "isa_spellings.json")  # raises as before
        return tables_from_json(data, isa) if data.get("table_version") == _KEY_SCHEME else None
    cached_path = store.cache_path(f"spellings-v{SPELLINGS_CACHE_FORMAT}-{_KEY_SCHEME}-{identity}.records")
    with gc_paused():
        cached = _tables_from_records(cached_path, isa)
        if cached is not None:
            return cached
        import gzip  # a cache miss only (start-up, issue 17)
        import json

        with open(path, "rb") as handle:
            raw = handle.read()
        data = json.loads(gzip.decompress(raw) if path.endswith(".gz") else raw)
        if data.get("table_version") != _KEY_SCHEME:
            return None
        tables = tables_from_json(data, isa)
    store.write_records(cached_path, _tables_records(tables))  # before any form is decoded in place
    return tables


def tables_for(isa: Isa) -> ResolveTables | None:
    """The resolver tables for `isa`: in-process, else shipped isa_spellings.json, else the disk
    cache, else built from isa_probes.json (slow: parses every probe)."""
    tables = isa.cache.get("resolve")
    if tables is not None:
        return tables
    if isa.directory:
        base = isa.directory
        spellings = os.path.join(base, "isa_spellings.json")
        if os.path.exists(spellings) or os.path.exists(spellings + ".gz"):
            tables = _shipped_tables(base, isa)
            if tables is not None:
                isa.cache["resolve"] = tables
                gc.freeze()  # PERF: long-lived table objects out of the collector's way
                return tables
    probe_path = _probe_path(isa)
    if probe_path is None:
        return None
    key = _cache_key(probe_path)
    cached = store.read(key) if key is not None else None
    tables = cached if isinstance(cached, ResolveTables) else None
    if tables is None:
        data = read_json_file(probe_path.with_name("isa_probes.json"))
        tables = build_tables(isa, data["probes"])
        if key is not None:
            store.write(key, tables)
    isa.cache["resolve"] = tables
    gc.freeze()  # PERF: long-lived table objects out of the collector's way (see isa.load_isa)
    return tables


def main(argv: list[str] | None = None) -> int:
    """`python -m mcalens.analysis.targets.x86.spellings build-tables DIR`: writes DIR/isa_spellings.json from probes.
    `fix-mode32 DIR`: applies drop_unprobed_rejections to the shipped DIR/isa_spellings.json(.gz)
    (the 32-bit probes, isa_probes32.json, are not kept; the 64-bit ones are enough to tell which
    keys were tried in 32-bit mode)."""
    import sys
    from pathlib import Path

    from ...isa import load_isa

    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 2 or args[0] not in ("build-tables", "fix-mode32"):
        print(
            "usage: python -m mcalens.analysis.targets.x86.spellings build-tables|fix-mode32 MODEL_DIR",
            file=sys.stderr,
        )
        return 2
    isa = load_isa(directory=args[1])
    if args[0] == "fix-mode32":
        return _fix_mode32(isa, Path(args[1]))
    data = read_json_file(Path(args[1]) / "isa_probes.json")
    tables = build_tables(isa, data["probes"])
    shipped = tables_to_json(tables, isa)
    probes32 = Path(args[1]) / "isa_probes32.json"
    if probes32.exists():
        overlay = mode32_overlay(tables, build_tables(isa, read_json_file(probes32)["probes"]))
        for key, form in overlay.items():
            if form is None:
                shipped["keys"][key] = REJECTED_IN_32BIT
            else:
                shipped["keys"][key] = len(shipped["forms"])
                shipped["forms"].append([form.opcode, form.flags, _encode_recipe(form.recipe)])
        print(f"32-bit mode: {sum(f is not None for f in overlay.values())} spellings differ, "
              f"{sum(f is None for f in overlay.values())} rejected")  # fmt: skip
        probed = probed_in_32bit(isa, data["probes"])
        dropped = drop_unprobed_rejections(shipped["keys"], shipped["forms"], probed)
        print(f"32-bit mode: {dropped} rejections without a 32-bit probe dropped")
    out = Path(args[1]) / "isa_spellings.json"
    import json

    with open(out, "w") as handle:
        json.dump(shipped, handle, separators=(",", ":"), sort_keys=False)
        handle.write("\n")
    print(f"{out}: {len(tables.keys)} spellings, {len(tables.forms)} forms")
    return 0


def _fix_mode32(isa: Isa, directory: Path) -> int:
    import gzip
    import json

    target = directory / "isa_spellings.json"
    compressed = not target.exists()
    shipped = read_json_file(target)
    probed = probed_in_32bit(isa, read_json_file(directory / "isa_probes.json")["probes"])
    dropped = drop_unprobed_rejections(shipped["keys"], shipped["forms"], probed)
    text = json.dumps(shipped, separators=(",", ":"), sort_keys=False) + "\n"
    if compressed:
        target = target.with_name(target.name + ".gz")
        with open(target, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as handle:
            handle.write(text.encode())
    else:
        target.write_text(text, encoding="utf-8")
    print(f"{target}: {dropped} rejections in 32-bit mode without a 32-bit probe dropped")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
