"""The spelling table, fitted from LLVM's own probes (models/riscv/isa_probes.json.gz): for every
opcode, the text LLVM's printer writes for its marker McInst (with and without aliases) parsed back
by llvm-mc into McInsts. Each printed text becomes a key (mnemonic + operand kinds, syntax.shape)
and a recipe saying where each MC operand comes from: an operand atom of the text (registers,
immediates, memory offset and base, named values) or a constant the spelling implies (`li` is ADDI
with X0). The printer's templates (printer.py) come from the same rows."""

from __future__ import annotations

import gzip
import json
import os
from dataclasses import dataclass
from functools import lru_cache

from ...source import Span
from . import syntax

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import TypeVar

    _T = TypeVar("_T")

# MC operand source: ("atom", index) | ("reg", name) | ("noreg",) | ("imm", value)
Source = tuple


@dataclass(frozen=True, slots=True)
class Spelling:
    opcode: str
    recipe: tuple[Source, ...]
    subtarget: int  # the probes' subtarget row (0: the main RV64 one)


@dataclass(frozen=True, slots=True)
class Probe:
    opcode: str  # the marker opcode
    operands: tuple[str, ...]  # "R:X10", "R:", "I:1"
    printed: str
    printed_no_aliases: str
    parsed: tuple[str, tuple[str, ...]] | None  # what llvm-mc parses `printed` to (one instruction)
    parsed_c: tuple[str, tuple[str, ...]] | None  # the same with +c (compressed where it can be)
    generic_error: str | None
    subtarget: int


def atoms(operands: list[syntax.Operand]) -> list[tuple[str, object]]:
    """The text's operands as atoms: ("r", (kind, number)) or ("i", value or text). A memory
    operand is its offset (0 when absent) and its base."""
    out: list[tuple[str, object]] = []
    for op in operands:
        if isinstance(op, syntax.Reg):
            out.append(("r", (op.kind, op.number)))
        elif isinstance(op, syntax.Mask):
            out.append(("r", ("v", 0)))
        elif isinstance(op, syntax.Mem):
            offset = op.offset
            out.append(("i", 0 if offset is None else (offset.value if offset.value is not None else offset.text)))
            out.append(("r", (op.base.kind, op.base.number)))
        elif isinstance(op, syntax.Imm):
            out.append(("i", op.value if op.value is not None else op.text))
        else:
            out.append(("i", op.value))
    return out


def register_atom(name: str) -> tuple[str, int] | None:
    """LLVM register name -> (kind, number): X10 -> ("x", 10), F15_F -> ("f", 15), V8/V8M2 -> ("v", 8);
    a GPR pair (RV32's Zilsd, Zdinx, Zacas operands) is its even register, as it is written and
    printed: X10_X11 -> ("x", 10), X0_Pair -> ("x", 0); LLVM 22's Zfinx/Zhinx sub-registers are
    theirs: X10_W, X10_H -> ("x", 10)."""
    if name == "X0_Pair":
        return "x", 0
    if not name:
        return None
    head = name[0]
    digits = ""
    for char in name[1:]:
        if not char.isdigit():
            break
        digits += char
    if head not in "XFV" or not digits:
        return None
    rest = name[1 + len(digits):]
    # LLVM 22's Zfinx/Zhinx operands are the 32- and 16-bit sub-registers (X13_W, X13_H), written
    # as the x register: without them here the probe's own register became a constant of the recipe
    # (every `fadd.s` on x registers read and wrote the probe's registers).
    if head == "X" and rest and rest not in ("_W", "_H") \
            and not (int(digits) % 2 == 0 and rest == f"_X{int(digits) + 1}"):
        return None
    if head == "V" and rest and not rest.startswith("M"):
        return None
    return head.lower(), int(digits)


def implicit_atoms(operands: list[syntax.Operand]) -> frozenset[int]:
    """The indices in `atoms(operands)` of the offsets memory operands leave out (`(a2)`)."""
    out: set[int] = set()
    index = 0
    for op in operands:
        if isinstance(op, syntax.Mem):
            if op.offset is None:
                out.add(index)
            index += 2
        else:
            index += 1
    return frozenset(out)


def fit_recipe(text_atoms: list[tuple[str, object]], mc_operands: tuple[str, ...],
               implicit: frozenset[int] = frozenset()) -> tuple[Source, ...]:
    """Where each MC operand comes from in the text, by value (probe markers use distinct registers).
    `implicit`: the atoms no text wrote (a memory operand's absent offset, 0), taken only where no
    written atom has the value: T-Head's `th.ldd a0, a1, (a2), 0, 4` has its 0 from the fourth
    operand, not from `(a2)`."""
    used: set[int] = set()
    recipe: list[Source] = []
    for operand in mc_operands:
        tag, _, value = operand.partition(":")
        if tag == "R":
            if not value:
                recipe.append(("noreg",))
                continue
            wanted: tuple[str, object] | None = None
            atom = register_atom(value)
            if atom is not None:
                wanted = ("r", atom)
        else:
            wanted = ("i", int(value))
        found = -1
        if wanted is not None:
            candidates = [i for i, a in enumerate(text_atoms) if a == wanted]
            candidates.sort(key=lambda i: i in implicit)
            fresh = [i for i in candidates if i not in used]
            found = fresh[0] if fresh else (candidates[0] if candidates else -1)
        if found >= 0:
            used.add(found)
            recipe.append(("atom", found))
        elif tag == "R":
            recipe.append(("reg", value))
        else:
            recipe.append(("imm", int(value)))
    return tuple(recipe)


def _one(column: list) -> tuple[str, tuple[str, ...]] | None:
    error, insts = column
    if error or not insts or len(insts) != 1:
        return None
    opcode, _flags, operands = insts[0][0], insts[0][1], insts[0][2]
    return opcode, tuple(operands)


@lru_cache(maxsize=4)
def probes(directory: str) -> tuple[tuple[Probe, ...], tuple[tuple[str, str, str], ...]]:
    """The probes of the model set at `directory`, and its subtargets (label, triple, features)."""
    from ...isa import data_path

    with gzip.open(data_path(os.path.join(directory, "isa_probes.json.gz")), "rt", encoding="utf-8") as handle:
        data = json.load(handle)
    rows = tuple(
        Probe(row[0], tuple(row[2]), row[3], row[4], _one(row[5]), _one(row[6]), row[7], row[8])
        for row in data["probes"]
    )
    return rows, tuple(tuple(s) for s in data["subtargets"])


def _split(text: str) -> tuple[str, str]:
    mnemonic, _, rest = text.partition("\t")
    return mnemonic.strip(), rest


def parse_text(text: str) -> tuple[str, list[syntax.Operand]] | None:
    mnemonic, rest = _split(text)
    operands, problem = syntax.parse_operands(mnemonic, rest, 0, 0, {})
    if problem is not None:
        return None
    return mnemonic, operands


def stored(prefix: str, directory: str, data: tuple[str, ...], code: tuple[str, ...], build: Callable[[], _T],
           kind: type) -> _T:
    """`build()` through the compiled cache (PERF: fitting or reading the probes was most of a warm
    RISC-V run), keyed by the model set's `data` files and this package's `code` files."""
    from ...cache import store
    from ...isa import data_path

    here = os.path.dirname(os.path.abspath(__file__))
    return store.cached_build(prefix, [data_path(os.path.join(directory, name)) for name in data],
                              [os.path.join(here, name) for name in code], build, kind)


@lru_cache(maxsize=4)
def spelling_table(directory: str, rv32: bool) -> dict[str, tuple[Spelling, ...]]:
    """Key (syntax.shape) -> the spellings it can be, preferred first: the probes of the triple's
    own width first (RV32 rows on riscv32), then the others, the vendor subtargets' last."""
    return stored(f"rv-spellings{32 if rv32 else 64}", directory, ("isa_probes.json",),
                  ("spellings.py", "syntax.py", "names.py"), lambda: _spelling_table(directory, rv32), dict)


def _spelling_table(directory: str, rv32: bool) -> dict[str, tuple[Spelling, ...]]:
    rows, subtargets = probes(directory)
    is_rv32 = [label.startswith("rv32") for label, _, _ in subtargets]
    table: dict[str, list[Spelling]] = {}

    def add(text: str, opcode: str, mc_operands: tuple[str, ...], subtarget: int) -> None:
        parsed = parse_text(text)
        if parsed is None:
            return
        mnemonic, operands = parsed
        key = syntax.shape(mnemonic, operands)
        spelling = Spelling(opcode, fit_recipe(atoms(operands), mc_operands, implicit_atoms(operands)), subtarget)
        found = table.setdefault(key, [])
        if spelling not in found:
            found.append(spelling)

    for probe in rows:
        if probe.parsed is not None:
            add(probe.printed, probe.parsed[0], probe.parsed[1], probe.subtarget)
        if probe.printed_no_aliases != probe.printed or probe.parsed is None:
            add(probe.printed_no_aliases, probe.opcode, probe.operands, probe.subtarget)
    own = [i for i, flag in enumerate(is_rv32) if flag == rv32]
    # The vendor subtargets' rows come last: there llvm-mc compresses base instructions into vendor
    # forms (`lbu a0, 1(a1)` parses to QK_C_LBU with Xwchc), which the key of the base text must not
    # pick where the base instruction's own row exists (only on RV64's main subtarget for LBU).
    vendor = [i for i, (label, _, _) in enumerate(subtargets) if "vendor" in label]
    twins, rv64_only = _rv32_twins(rows, is_rv32) if rv32 else ({}, frozenset())
    out: dict[str, tuple[Spelling, ...]] = {}
    for key, found in table.items():
        mnemonic = key.partition(" ")[0]
        first = {s.opcode for s in found if twins.get(s.opcode) == mnemonic}
        if first:
            # An RV32 opcode spelt as an RV64 one (LLVM 22's Zilsd `ld`/`sd`: LD_RV32) is what
            # llvm-mc matches on riscv32 (the RV64 opcode's IsRV64 predicate fails there): it comes
            # first, and the opcodes probed on RV64 subtargets only are not candidates at all.
            found = [s for s in found if s.opcode not in rv64_only]
        out[key] = tuple(sorted(found, key=lambda s: (s.opcode not in first, s.subtarget in vendor,
                                                      s.subtarget not in own, s.subtarget)))
    return out


def _rv32_twins(rows: tuple[Probe, ...], is_rv32: list[bool]) -> tuple[dict[str, str], frozenset[str]]:
    """Opcodes probed on RV32 subtargets only -> their own mnemonic (their no-alias print's), for
    the RV64 spelling they share (LLVM 22's LD_RV32 -> `ld`; vendor forms that only print as a base
    instruction, QK_C_LBU printed `lbu` but named `qk.c.lbu`, do not share it); and the opcodes
    probed on RV64 subtargets only."""
    widths: dict[str, set[bool]] = {}
    names: dict[str, str] = {}
    for probe in rows:
        widths.setdefault(probe.opcode, set()).add(is_rv32[probe.subtarget])
        names[probe.opcode] = _split(probe.printed_no_aliases)[0]
    twins = {opcode: names[opcode] for opcode, flags in widths.items() if flags == {True}}
    return twins, frozenset(opcode for opcode, flags in widths.items() if flags == {False})


@lru_cache(maxsize=4)
def probe_by_opcode(directory: str) -> dict[str, list[Probe]]:
    rows, _ = probes(directory)
    out: dict[str, list[Probe]] = {}
    for probe in rows:
        out.setdefault(probe.opcode, []).append(probe)
    return out


def no_span() -> Span:
    return Span(0, 0, 0)
