"""Instruction resolution: a parsed `syntax.Instruction` -> the LLVM opcode and MC operands llvm-mc picks.

LLVM's choice is learned, not re-derived: `isa_probes.json` lists spellings that LLVM 19's x86
assembly parser accepted and the MCInst it produced for each. Every probe is parsed with our own
parser and reduced to a *spelling key*: mnemonic, per-operand tokens (register class such as
`r32`/`x`/`xh`/`X`, special registers such as `eax`/`cl`/`xmm0`, immediate size buckets, memory
with Intel size and broadcast) and AVX-512 decorations. The key maps to the opcode plus a recipe
saying where each MC operand comes from (a source operand, a memory reference, a constant, the
mask register, the rounding mode). Source instructions are keyed the same way; when the exact key
is unknown the tokens are widened step by step (`eax` -> `r32`, `i8` -> `u8` -> `i16`...), as a
special register or small immediate is also accepted wherever the general form is.

The table is built once per process (and cached on disk, see `_cache_path`); resolving is a few
dict lookups per instruction. `resolve` never raises: unknown spellings become MCL3xx diagnostics.
"""

from __future__ import annotations

import difflib
import functools
import hashlib
import itertools
import json
import os
import pickle
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .diagnostics import Diagnostic, Severity
from .isa import Isa, read_json_file
from .mcinst import Expr, Imm, McInst, McOperand, Reg
from .syntax import ImmediateOperand, Instruction, MemoryOperand, RegisterOperand, SymbolOperand

UNKNOWN_MNEMONIC = "MCL301"
NO_MATCHING_FORM = "MCL302"
AMBIGUOUS_SIZE = "MCL303"
INTERNAL_ERROR = "MCL309"

# Key scheme of the shipped isa_spellings.json; bump when spelling keys or recipes change meaning.
_KEY_SCHEME = "resolve-2"
# Version of the pickled disk cache (Python object layout).
_TABLE_VERSION = "resolve-4"

# Prefixes that never change the opcode; they become MCInst flags (values are LLVM's x86 IP_* bits).
_PREFIX_FLAGS = {
    "lock": 16, "rep": 8, "repe": 8, "repz": 8, "repne": 4, "repnz": 4, "notrack": 32,
    "{vex}": 256, "{vex2}": 512, "{vex3}": 1024, "{evex}": 2048, "{disp8}": 4096, "{disp32}": 8192,
}  # fmt: skip
_PREFIX_FLAG_BITS = 4 | 8 | 16 | 32
_ENCODING_PREFIXES = {"{vex}": "{vex}", "{vex2}": "{vex}", "{vex3}": "{vex}", "{evex}": "{evex}"}
_ROUNDING = {"rn-sae": 0, "rd-sae": 1, "ru-sae": 2, "rz-sae": 3}

# Registers whose presence can select a different opcode (accumulator forms, shift counts, port
# numbers, blendv's implicit xmm0, x87 top of stack). Each widens to its class token.
_SPECIAL = {
    "al": "r8", "cl": "r8", "ax": "r16", "dx": "r16", "eax": "r32", "rax": "r64",
    "xmm0": "x", "st0": "st",
}  # fmt: skip
_IMM_CHAIN = ("one", "i8", "u8", "i16", "u16", "i32", "u32", "i64")
_MEM_SIZES = ("byte", "word", "dword", "qword", "xmmword", "ymmword", "zmmword", "tbyte", "fword", "oword")


@functools.lru_cache(maxsize=4096)
def _register_token(name: str) -> str:
    """The class token of a register (lower-case name without `%`)."""
    if name in _SPECIAL:
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
    if name in ("cs", "ds", "es", "fs", "gs", "ss"):
        return "seg"
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


def _immediate_token(value: int | None) -> str:
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


def _memory_token(op: MemoryOperand) -> str:
    token = "ma" if op.base is None and op.index is None else "m"
    if op.size:
        token += ":" + op.size
    if op.broadcast:
        token += "{" + op.broadcast
    return token


_TOKEN_BY_TYPE: dict[type, Any] = {
    RegisterOperand: lambda op: _register_token(op.name),
    ImmediateOperand: lambda op: _immediate_token(op.value),
    MemoryOperand: _memory_token,
    SymbolOperand: lambda op: "off" if op.is_offset else "sym",
}


def _operand_token(op: Any) -> str:
    tokenizer = _TOKEN_BY_TYPE.get(type(op))
    return tokenizer(op) if tokenizer is not None else "?"


def _widen(token: str) -> tuple[str, ...]:
    """Tokens to try after `token`, nearest first."""
    if token in _SPECIAL:
        return (_SPECIAL[token],)
    if token == "st0":
        return ("st",)
    if token in _IMM_CHAIN:
        return _IMM_CHAIN[_IMM_CHAIN.index(token) + 1 :]
    if token == "sym":
        return ("i32", "u32", "i64", "i8")
    if token == "off":
        return ("sym", "i32", "i64")
    if token in ("xh", "yh"):
        return (token[0],)
    if token.startswith("ma"):
        return ("m" + token[2:],)
    return ()


def _decoration(instr: Instruction) -> str:
    deco = ""
    if instr.mask:
        deco += "k"
    if instr.zeroing:
        deco += "z"
    if instr.rounding:
        deco += "s" if instr.rounding == "sae" else "r"
    return deco


def _key(prefix: str, mnemonic: str, tokens: tuple[str, ...] | list[str], deco: str) -> str:
    """`prefix` carries the syntax (`i:` for Intel) and any {vex}/{evex} pseudo-prefix."""
    return f"{prefix}{mnemonic} {','.join(tokens)}|{deco}"


def _syntax_prefix(instr: Instruction) -> str:
    syntax = "i:" if instr.syntax == "intel" else ""
    return syntax + _encoding_prefix(instr) if instr.prefixes else syntax


def _encoding_prefix(instr: Instruction) -> str:
    for prefix in instr.prefixes:
        mapped = _ENCODING_PREFIXES.get(prefix)
        if mapped:
            return mapped
    return ""


def _candidate_keys(instr: Instruction, tokens: list[str]) -> Iterator[str]:
    """Keys from most to least specific: exact, then widened one step at a time (breadth first)."""
    mnemonic = instr.mnemonic.lower()
    deco = _decoration(instr)
    prefixes = [_syntax_prefix(instr)]
    if prefixes[0].endswith("{vex}"):
        prefixes.append(prefixes[0][: -len("{vex}")])
    for prefix in prefixes:
        yield _key(prefix, mnemonic, tokens, deco)
        chains = [(token, *_widen(token)) for token in tokens]
        if all(len(chain) == 1 for chain in chains):
            continue
        ranked = sorted(
            itertools.product(*[range(len(chain)) for chain in chains]),
            key=lambda depths: (sum(1 for d in depths if d), sum(depths)),
        )
        for depths in ranked[1:]:
            yield _key(prefix, mnemonic, [chain[d] for chain, d in zip(chains, depths, strict=True)], deco)


# ----------------------------------------------------------------------------------------------
# Recipes: where each MC operand comes from.

# Recipe items (tuples, kept small for the pickle):
#   ("s", i)          source operand i (register, immediate or symbol)
#   ("m", i, n)       memory reference from source operand i, n MC operands (5, 2 or 1)
#   ("c", operand)    a constant McOperand
#   ("k",)            the AVX-512 write-mask register
#   ("r",)            the rounding-control immediate
Recipe = tuple[tuple[Any, ...], ...]


@dataclass(frozen=True, slots=True)
class Form:
    """One learned spelling: the opcode LLVM picked, how to build its operands, and prefix flags."""

    opcode: str
    recipe: Recipe
    flags: int


def _form_at(forms: list[Any], index: int) -> Form:
    """The form at `index`, decoding a shipped `[opcode, flags, recipe]` row the first time."""
    form = forms[index]
    if type(form) is list:
        opcode, flags, recipe = form
        form = forms[index] = Form(opcode, _decode_recipe(recipe), flags)
    return form


@dataclass(slots=True)
class ResolveTables:
    forms: list[Any]  # Form, or a not yet decoded [opcode, flags, recipe] row
    keys: dict[str, int]  # spelling key -> index into forms
    mnemonics: dict[str, list[str]]  # mnemonic -> example keys (for diagnostics)
    asm_to_llvm: dict[str, str]  # "xmm1" -> "XMM1"
    reg_objects: dict[str | None, Reg] = field(default_factory=dict)  # "xmm1" -> Reg("XMM1"), shared
    # (syntax prefix, mnemonic) -> readable operand shapes, for diagnostics; built on first use.
    shape_index: dict[tuple[str, str], list[tuple[str, ...]]] | None = None

    def register(self, name: str | None) -> Reg:
        reg = self.reg_objects.get(name)
        if reg is None:
            reg = self.reg_objects[name] = Reg(self.asm_to_llvm.get(name) if name else None)
        return reg


def _parse_mc_operand(text: str) -> McOperand:
    kind, _, rest = text.partition(":")
    if kind == "R":
        return Reg(rest or None)
    if kind == "I":
        return Imm(int(rest))
    return Expr(rest)


def _memory_chunks(isa: Isa, opcode: str, count: int) -> dict[int, int]:
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
    instr: Instruction, mc_ops: list[str], opcode: str, isa: Isa, asm_to_llvm: dict[str, str]
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
    chunks = _memory_chunks(isa, opcode, len(mc_ops))
    mask_reg = _llvm_register(instr.mask, asm_to_llvm) if instr.mask else None
    recipe: list[tuple[Any, ...]] = []
    index = 0
    while index < len(mc_ops):
        length = chunks.get(index)
        if length:
            first = _parse_mc_operand(mc_ops[index])
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
                recipe.extend(("c", _parse_mc_operand(text)) for text in mc_ops[index : index + length])
            index += length
            continue
        operand = _parse_mc_operand(mc_ops[index])
        operand_type = types[index] if index < len(types) else 0
        if isinstance(operand, Reg):
            if operand.name and operand.name in reg_source:
                recipe.append(("s", reg_source[operand.name]))
            elif operand.name and operand.name == mask_reg:
                recipe.append(("k",))
            else:
                recipe.append(("c", operand))
        elif isinstance(operand, Imm):
            if operand_type == 13 and instr.rounding in _ROUNDING:
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


def _probe_path(isa: Isa) -> Path | None:
    if not isa.directory:
        return None
    base = Path(isa.directory)
    for name in ("isa_probes.json", "isa_probes.json.gz"):
        if (base / name).exists():
            return base / name
    return None


def _cache_path(probe_path: Path) -> Path | None:
    """`$MCALENS_CACHE_DIR` or `$XDG_CACHE_HOME/mcalens`, keyed by the probe file's identity."""
    root = os.environ.get("MCALENS_CACHE_DIR")
    if not root:
        xdg = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        root = os.path.join(xdg, "mcalens")
    try:
        stat = probe_path.stat()
    except OSError:
        return None
    identity = f"{_TABLE_VERSION}|{probe_path.resolve()}|{stat.st_size}|{stat.st_mtime_ns}"
    digest = hashlib.sha1(identity.encode()).hexdigest()[:16]
    return Path(root) / f"resolve-{digest}.pickle"


def build_tables(isa: Isa, probes: list[list[Any]]) -> ResolveTables:
    """Parses every probe spelling with our parser and records its key -> learned form."""
    from .parse import parse_text  # the parser is only needed when building

    asm_to_llvm = _asm_to_llvm(isa)
    forms: list[Form] = []
    form_index: dict[Form, int] = {}
    keys: dict[str, int] = {}
    mnemonics: dict[str, list[str]] = {}
    for syntax in (0, 1):
        rows = [row for row in probes if row[0] == syntax and len(row[2]) == 1]
        header = ".intel_syntax noprefix\n" if syntax else ""
        offset = 1 if syntax else 0
        parsed = parse_text(header + "\n".join(row[1] for row in rows))
        by_line: dict[int, Instruction] = {}
        for statement in parsed.statements:
            if isinstance(statement, Instruction):
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
            key = _key(
                _syntax_prefix(instr),
                instr.mnemonic.lower(),
                [_operand_token(op) for op in instr.operands],
                _decoration(instr),
            )
            if key in keys:
                continue
            # Prefix flags come from the instruction being resolved, not from the probe's spelling.
            form = Form(opcode, recipe, flags & ~_PREFIX_FLAG_BITS)
            index = form_index.get(form)
            if index is None:
                index = form_index[form] = len(forms)
                forms.append(form)
            keys[key] = index
            examples = mnemonics.setdefault(instr.mnemonic.lower(), [])
            if len(examples) < 8:
                examples.append(row[1])
    return ResolveTables(forms, keys, mnemonics, asm_to_llvm)


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
        elif kind == "m":
            source, _, length = part[1:].partition(".")
            items.append(("m", int(source), int(length)))
        elif kind == "c":
            items.append(("c", _parse_mc_operand(part[1:])))
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
            for form in (_form_at(tables.forms, index) for index in range(len(tables.forms)))
        ],
        "keys": tables.keys,
        "examples": tables.mnemonics,
    }


def tables_from_json(data: dict[str, Any], isa: Isa) -> ResolveTables:
    # PERF: recipes are decoded on first use (most of the 44k forms are never needed in a run);
    # loading the table went from ~0.45 s to ~0.18 s CPU.
    return ResolveTables(list(data["forms"]), data["keys"], data["examples"], _asm_to_llvm(isa))


def tables_for(isa: Isa) -> ResolveTables | None:
    """The resolver tables for `isa`: in-process, else shipped isa_spellings.json, else the disk
    cache, else built from isa_probes.json (slow: parses every probe)."""
    tables = isa.cache.get("resolve")
    if tables is not None:
        return tables
    if isa.directory:
        base = Path(isa.directory)
        if (base / "isa_spellings.json").exists() or (base / "isa_spellings.json.gz").exists():
            data = read_json_file(base / "isa_spellings.json")
            if data.get("table_version") == _KEY_SCHEME:
                tables = tables_from_json(data, isa)
                isa.cache["resolve"] = tables
                return tables
    probe_path = _probe_path(isa)
    if probe_path is None:
        return None
    cache = _cache_path(probe_path)
    if cache is not None and cache.exists():
        try:
            with open(cache, "rb") as handle:
                tables = pickle.load(handle)
        except Exception:  # a corrupt or stale cache is rebuilt
            tables = None
    if tables is None:
        data = read_json_file(probe_path.with_name("isa_probes.json"))
        tables = build_tables(isa, data["probes"])
        if cache is not None:
            try:
                cache.parent.mkdir(parents=True, exist_ok=True)
                temporary = cache.with_suffix(f".tmp{os.getpid()}")
                with open(temporary, "wb") as handle:
                    pickle.dump(tables, handle, protocol=pickle.HIGHEST_PROTOCOL)
                os.replace(temporary, cache)
            except OSError:
                pass
    isa.cache["resolve"] = tables
    return tables


# ----------------------------------------------------------------------------------------------
# Resolving.


_NO_REG = Reg(None)


def _memory_operands(op: MemoryOperand, length: int, tables: ResolveTables) -> list[McOperand]:
    register = tables.register
    base = register(op.base)
    segment = register(op.segment) if op.segment else _NO_REG
    if op.symbol:
        displacement: McOperand = Expr(op.symbol if not op.displacement else f"{op.symbol}+{op.displacement}")
    else:
        displacement = Imm(op.displacement or 0)
    if length == 5:
        return [base, Imm(op.scale), register(op.index), displacement, segment]
    if length == 2:
        if op.base is not None:
            return [base, segment]
        return [displacement, segment]
    return [base]


def _source_operand(op: Any, tables: ResolveTables) -> McOperand:
    kind = type(op)
    if kind is RegisterOperand:
        return tables.register(op.name)
    if kind is ImmediateOperand:
        return Imm(op.value) if op.value is not None else Expr(op.text)
    if kind is SymbolOperand:
        return Expr(op.text)
    if kind is MemoryOperand:
        return Expr(op.symbol) if op.symbol else Imm(op.displacement or 0)
    return Imm(0)


def _build(instr: Instruction, form: Form, tables: ResolveTables) -> McInst:
    operands: list[McOperand] = []
    source = instr.operands
    for item in form.recipe:
        kind = item[0]
        if kind == "s":
            operands.append(_source_operand(source[item[1]], tables))
        elif kind == "c":
            operands.append(item[1])
        elif kind == "m":
            memory = source[item[1]]
            if isinstance(memory, MemoryOperand):
                operands.extend(_memory_operands(memory, item[2], tables))
            else:
                operands.extend([_NO_REG] * item[2])
        elif kind == "k":
            operands.append(tables.register(instr.mask))
        else:
            operands.append(Imm(_ROUNDING.get(instr.rounding or "", 0)))
    flags = form.flags
    if instr.prefixes:
        for prefix in instr.prefixes:
            flags |= _PREFIX_FLAGS.get(prefix, 0)
    return McInst(form.opcode, tuple(operands), flags)


def _recipe_fits(instr: Instruction, form: Form) -> bool:
    """A widened key's recipe must read source operands of the kinds it expects."""
    for item in form.recipe:
        if item[0] == "m" and not isinstance(instr.operands[item[1]], MemoryOperand):
            return False
        if item[0] == "s" and item[1] >= len(instr.operands):
            return False
    return True


def resolve(instr: Instruction, isa: Isa) -> tuple[McInst | None, list[Diagnostic]]:
    """The opcode and MC operands LLVM 19's assembler would produce for `instr`; never raises."""
    try:
        return _resolve(instr, isa)
    except Exception as error:  # a bug, reported on the instruction instead of crashing the caller
        message = (
            f"internal error resolving '{instr.text or instr.mnemonic}': {type(error).__name__}: {error}"
        )
        return None, [Diagnostic(instr.span, Severity.ERROR, INTERNAL_ERROR, message)]


def _resolve(instr: Instruction, isa: Isa) -> tuple[McInst | None, list[Diagnostic]]:
    tables = tables_for(isa)
    if tables is None:
        message = f"no instruction spellings for target {isa.target} (isa_probes.json missing)"
        return None, [Diagnostic(instr.span, Severity.ERROR, UNKNOWN_MNEMONIC, message)]
    tokens = [_operand_token(op) for op in instr.operands]
    keys = tables.keys
    forms = tables.forms
    # PERF: the exact key hits for almost every compiler-written line; skip the generator then.
    if not instr.mask and not instr.zeroing and not instr.rounding:
        index = keys.get(f"{_syntax_prefix(instr)}{instr.mnemonic.lower()} {','.join(tokens)}|")
        if index is not None:
            form = _form_at(forms, index)
            if _recipe_fits(instr, form):
                return _build(instr, form, tables), []
    unsized = [
        position
        for position, op in enumerate(instr.operands)
        if type(op) is MemoryOperand and op.size is None and instr.syntax == "intel"
    ]
    if unsized:
        return _resolve_unsized(instr, tokens, unsized, tables)
    form = _search(instr, tokens, tables)
    if form is not None:
        return _build(instr, form, tables), []
    return None, [_no_match(instr, tables)]


def _search(instr: Instruction, tokens: list[str], tables: ResolveTables) -> Form | None:
    keys = tables.keys
    for key in _candidate_keys(instr, tokens):
        index = keys.get(key)
        if index is not None:
            form = _form_at(tables.forms, index)
            if _recipe_fits(instr, form):
                return form
    return None


# Intel branches and stack operations default to the 64-bit form when the memory size is omitted.
_DEFAULT_QWORD = frozenset({"push", "pop", "call", "jmp"})


def _resolve_unsized(
    instr: Instruction, tokens: list[str], unsized: list[int], tables: ResolveTables
) -> tuple[McInst | None, list[Diagnostic]]:
    """Intel memory without `PTR` size: like LLVM, try every size; more than one fit is ambiguous."""
    exact = tables.keys.get(_key(_syntax_prefix(instr), instr.mnemonic.lower(), tokens, _decoration(instr)))
    if exact is not None:
        form = _form_at(tables.forms, exact)
        if _recipe_fits(instr, form):
            return _build(instr, form, tables), []
    found: dict[str, tuple[str, Form]] = {}
    for size in _MEM_SIZES:
        sized = list(tokens)
        for position in unsized:
            token = sized[position]
            stem = "ma" if token.startswith("ma") else "m"
            sized[position] = f"{stem}:{size}{token[len(stem) :]}"
        form = _search(instr, sized, tables)
        if form is not None and form.opcode not in found:
            found[form.opcode] = (size, form)
    if len(found) == 1:
        return _build(instr, next(iter(found.values()))[1], tables), []
    if len(found) > 1 and instr.mnemonic.lower() in _DEFAULT_QWORD:
        for size, form in found.values():
            if size == "qword":
                return _build(instr, form, tables), []
    if not found:
        return None, [_no_match(instr, tables)]
    choices = ", ".join(f"{size} ptr ({opcode})" for opcode, (size, _form) in found.items())
    message = f"ambiguous operand size for '{instr.text or instr.mnemonic}'; write one of: {choices}"
    return None, [Diagnostic(instr.span, Severity.ERROR, AMBIGUOUS_SIZE, message)]


_READABLE = {
    "x": "xmm", "xh": "xmm", "xmm0": "xmm", "X": "xmm16-31", "y": "ymm", "yh": "ymm", "Y": "ymm16-31",
    "z": "zmm", "Z": "zmm", "st0": "st", "one": "imm", "i8": "imm", "u8": "imm", "i16": "imm",
    "u16": "imm", "i32": "imm", "u32": "imm", "i64": "imm", "sym": "label", "off": "offset",
    "al": "r8", "cl": "r8", "ax": "r16", "dx": "r16", "eax": "r32", "rax": "r64",
}  # fmt: skip


def _readable(token: str) -> str:
    if token.startswith("m"):
        size = token.partition(":")[2].partition("{")[0]
        return f"{size} ptr mem" if size else "mem"
    return _READABLE.get(token, token)


def _shapes(tables: ResolveTables, syntax_prefix: str, mnemonic: str) -> list[tuple[str, ...]]:
    """Readable operand shapes LLVM accepts for a mnemonic (the index is built on the first failure)."""
    index = tables.shape_index
    if index is None:
        index = tables.shape_index = {}
        for key in tables.keys:
            head, _, rest = key.partition(" ")
            intel = head.startswith("i:")
            key_mnemonic = head[2:] if intel else head
            if key_mnemonic.startswith("{"):
                continue
            operands = rest.partition("|")[0]
            shape = tuple(_readable(token) for token in operands.split(",")) if operands else ()
            shapes = index.setdefault(("i:" if intel else "", key_mnemonic), [])
            if shape not in shapes:
                shapes.append(shape)
    return index.get((syntax_prefix, mnemonic), [])


def _no_match(instr: Instruction, tables: ResolveTables) -> Diagnostic:
    mnemonic = instr.mnemonic.lower()
    text = instr.text or mnemonic
    known = tables.mnemonics.get(mnemonic)
    if known is None:
        close = difflib.get_close_matches(mnemonic, tables.mnemonics.keys(), n=3, cutoff=0.75)
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        message = f"unknown instruction mnemonic '{mnemonic}' in '{text}'{hint}"
        return Diagnostic(instr.mnemonic_span, Severity.ERROR, UNKNOWN_MNEMONIC, message)
    got = tuple(_readable(_operand_token(op)) for op in instr.operands)
    accepted = _shapes(tables, "i:" if instr.syntax == "intel" else "", mnemonic)
    same_arity = [shape for shape in accepted if len(shape) == len(got)]
    described = f"({', '.join(got)})" if got else "no operands"
    if accepted and not same_arity:
        counts = sorted({len(shape) for shape in accepted})
        wanted = " or ".join(str(count) for count in counts)
        intel = instr.syntax == "intel"
        example = next((k for k in known if ("%" in k) != intel), None)
        hint = f"; e.g. {example}" if example else ""
        message = f"'{mnemonic}' takes {wanted} operand(s), got {len(got)} in '{text}'{hint}"
    else:
        listed = "; ".join("(" + ", ".join(shape) + ")" for shape in (same_arity or accepted)[:6])
        message = (
            f"invalid operands for '{mnemonic}' in '{text}': {described} matches no form; accepted: {listed}"
        )
    return Diagnostic(instr.span, Severity.ERROR, NO_MATCHING_FORM, message)


def resolve_all(instrs: list[Instruction], isa: Isa) -> tuple[list[McInst | None], list[Diagnostic]]:
    """Resolves a list of instructions; diagnostics for all of them, in order."""
    results: list[McInst | None] = []
    diagnostics: list[Diagnostic] = []
    for instr in instrs:
        inst, diags = resolve(instr, isa)
        results.append(inst)
        diagnostics.extend(diags)
    return results, diagnostics


def main(argv: list[str] | None = None) -> int:
    """`python -m mcalens.analysis.resolve build-tables DIR`: writes DIR/isa_spellings.json from probes."""
    import sys

    from .isa import load_isa

    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 2 or args[0] != "build-tables":
        print("usage: python -m mcalens.analysis.resolve build-tables MODEL_DIR", file=sys.stderr)
        return 2
    isa = load_isa(directory=args[1])
    data = read_json_file(Path(args[1]) / "isa_probes.json")
    tables = build_tables(isa, data["probes"])
    out = Path(args[1]) / "isa_spellings.json"
    with open(out, "w") as handle:
        json.dump(tables_to_json(tables, isa), handle, separators=(",", ":"), sort_keys=False)
        handle.write("\n")
    print(f"{out}: {len(tables.keys)} spellings, {len(tables.forms)} forms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
