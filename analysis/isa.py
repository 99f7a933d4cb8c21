"""The x86-64 instruction set as LLVM 19 describes it: opcodes, operands and registers.

Loaded from `models/<target>/isa.json`, which tools/llvm_export writes from LLVM's MCInstrInfo and
MCRegisterInfo. The fields below are the contract used by descriptor building and simulation;
the resolver's matching tables (spellings, immediate ranges, preference order) live beside them.
"""

from __future__ import annotations

import contextlib
import gc
import os
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields

from .cache import store
from .cache.record_file import PackedTable

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any


@dataclass(frozen=True, slots=True)
class OperandInfo:
    """One MCInstrDesc operand.

    kind: "reg" | "imm" | "mem" | "pcrel" | "unknown" (x86 memory references are five "mem"
    operands: base, scale, index, displacement, segment).
    """

    kind: str
    reg_class: str | None = None
    tied_to: int = -1
    is_optional_def: bool = False
    # MCOI operand type: 1 imm, 2 reg, 3 mem, 4 pcrel, 13 x86 rounding control, 14 x86 cond code
    # (ARM: 13/14 MVE's vpred operands).
    operand_type: int = 0
    # MCOperandInfo::isPredicate (ARM's `pred`: the condition code and its CPSR register, both typed
    # as immediates); a sixth item of the operand in isa.json, absent for the other targets.
    is_predicate: bool = False

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        # PERF: positional arguments instead of the dataclass's per-field state dict; packing the
        # ISA's ~20k opcodes for the compiled cache (first start) went from ~0.6 to ~0.2 s.
        return OperandInfo, (self.kind, self.reg_class, self.tied_to, self.is_optional_def, self.operand_type,
                             self.is_predicate)


@dataclass(frozen=True, slots=True)
class OpcodeInfo:
    """Static facts about one LLVM opcode (MCInstrDesc)."""

    name: str
    num_defs: int
    operands: tuple[OperandInfo, ...]
    implicit_defs: tuple[str, ...] = ()
    implicit_uses: tuple[str, ...] = ()
    may_load: bool = False
    may_store: bool = False
    has_side_effects: bool = False
    is_call: bool = False
    is_return: bool = False
    is_branch: bool = False
    is_pseudo: bool = False
    variadic: bool = False
    variadic_ops_are_defs: bool = False
    # "legacy" | "vex" | "evex" | "xop" | "3dnow": x86 clears super-registers of VR128X/VR256X
    # defs only for VEX/EVEX/XOP encodings (X86MCTargetDesc clearsSuperRegisters).
    encoding: str = "legacy"
    # MCInstrDesc's scheduling class is 0 (TableGen's InvalidSchedClass; isa.json "sched": 0, written
    # by the RISC-V and ARM exporters): llvm-mca's InstrBuilder reports "unable to resolve scheduling
    # class for write variant" for it whatever the model says, pseudos the assembler emits whole
    # (RISC-V's PseudoAddTPRel) included, which the models' class lists leave out.
    sched_class_zero: bool = False

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        # PERF: the dataclass's own __setstate__ loops in Python per field; unpickling ~20k opcodes
        # through _opcode_from_state halves the compiled ISA cache's load time.
        return _opcode_from_state, tuple(getattr(self, name) for name in _OPCODE_FIELDS)


@dataclass(frozen=True, slots=True)
class RegisterInfo:
    """One target register. Sub/super lists are transitive, in MCRegisterInfo iteration order."""

    name: str
    number: int
    asm_name: str
    sub_registers: tuple[str, ...] = ()
    super_registers: tuple[str, ...] = ()
    is_constant: bool = False

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        # PERF: slot stores instead of the dataclass's per-field __setstate__ (the compiled ISA's
        # ~400 registers took ~2 ms to unpickle that way).
        return _register_from_state, (self.name, self.number, self.asm_name, self.sub_registers,
                                      self.super_registers, self.is_constant)


@dataclass(slots=True)
class Isa:
    """Everything about a target's instructions and registers that timing needs."""

    target: str
    # A dict, or a PackedTable when loaded from the compiled cache: use .get / [] / in.
    opcodes: Mapping[str, OpcodeInfo]
    registers: dict[str, RegisterInfo]
    register_classes: dict[str, frozenset[str]]
    source: dict[str, str] = field(default_factory=dict)
    # Opcode names in LLVM enum order (index = LLVM opcode number).
    opcode_order: tuple[str, ...] = ()
    # Raw printer observations per opcode (see models/SCHEMA.md, "print"); printer.py builds templates.
    print_data: Mapping[str, list[Any]] = field(default_factory=dict)
    # MCInst flag bit (as a string) -> [AT&T, Intel] text the printers put before the instruction.
    flag_prefixes: dict[str, list[str]] = field(default_factory=dict)
    # Directory the ISA was loaded from (matching probes live beside isa.json).
    directory: str | None = None
    # Lazily built tables owned by other modules (resolver spellings, printer templates).
    cache: dict[str, Any] = field(default_factory=dict)

    def in_class(self, register: str, class_name: str) -> bool:
        members = self.register_classes.get(class_name)
        return members is not None and register in members


_OPCODE_FIELDS = tuple(f.name for f in fields(OpcodeInfo))
_OPCODE_SETTERS = tuple(getattr(OpcodeInfo, name).__set__ for name in _OPCODE_FIELDS)


def _opcode_from_state(*values: Any) -> OpcodeInfo:
    """Unpickles an OpcodeInfo (see OpcodeInfo.__reduce__): slot stores, no per-field Python loop."""
    info = object.__new__(OpcodeInfo)
    for setter, value in zip(_OPCODE_SETTERS, values, strict=True):
        setter(info, value)
    return info


# A plain class with RegisterInfo's slots: filled with plain stores, then made a RegisterInfo (the
# look-alike construction of frontend/parse_fast.py).
_RegisterLike = type("_BuildingRegisterInfo", (), {"__slots__": RegisterInfo.__slots__})
if tuple(f.name for f in fields(RegisterInfo)) != ("name", "number", "asm_name", "sub_registers",
                                                    "super_registers", "is_constant"):
    raise AssertionError("RegisterInfo's fields changed: update _register_from_state")


def _register_from_state(name: str, number: int, asm_name: str, sub_registers: tuple[str, ...],
                         super_registers: tuple[str, ...], is_constant: bool) -> RegisterInfo:
    """Unpickles a RegisterInfo (see RegisterInfo.__reduce__). PERF: the ISA's ~400 registers are
    unpickled on every start; plain slot stores on a look-alike halve the per-field setter loop."""
    info = object.__new__(_RegisterLike)
    info.name = name
    info.number = number
    info.asm_name = asm_name
    info.sub_registers = sub_registers
    info.super_registers = super_registers
    info.is_constant = is_constant
    info.__class__ = RegisterInfo  # type: ignore[assignment]
    return info  # type: ignore[return-value]


_OPERAND_KINDS = ("reg", "imm", "mem", "pcrel", "unknown")
_LOADED: dict[str, Isa] = {}


def model_directory(target: str) -> Path:
    """Where a shipped target's model files live (package data of mcalens.models)."""
    from pathlib import Path

    return Path(_model_path(target))


def _model_path(target: str) -> str:
    """model_directory(target) as a string (the analysis path does not import pathlib, issue 17)."""
    from mcalens.models import MODELS_PATH  # a plain package directory: no importlib.resources at start-up

    return os.path.join(MODELS_PATH, target)


def read_json_file(path: Path) -> Any:
    """Reads `path` or, when absent, `path.gz`; model data may be shipped either way."""
    import gzip  # JSON is read on cache misses only (start-up, issue 17)
    import json

    if path.exists():
        with open(path, "rb") as handle:
            return json.loads(handle.read())
    gz_path = path.with_name(path.name + ".gz")
    with gzip.open(gz_path, "rb") as handle:
        return json.loads(handle.read())


_NO_FLAGS = (False,) * 9
_FLAG_NAMES = (
    "mayLoad",
    "mayStore",
    "sideEffects",
    "call",
    "return",
    "branch",
    "pseudo",
    "variadic",
    "variadicDefs",
)


def _opcode_from_json(
    entry: dict[str, Any],
    operand_cache: dict[Any, tuple[OperandInfo, ...]],
    info_cache: dict[Any, OperandInfo],
) -> OpcodeInfo:
    raw_ops = entry["ops"]
    # PERF: most operand lists repeat (thousands of opcodes share "reg GR32, reg GR32 tied, ...");
    # keyed by their JSON text shape they are built once (isa load 0.52 -> ~0.35 s CPU).
    key = tuple(map(tuple, raw_ops))
    operands = operand_cache.get(key)
    if operands is None:
        built = []
        for item in key:
            info = info_cache.get(item)
            if info is None:
                kind, reg_class, tied_to, optional_def, operand_type = item[:5]
                info = info_cache[item] = OperandInfo(
                    kind, reg_class, tied_to, bool(optional_def), operand_type, len(item) > 5 and bool(item[5])
                )
            built.append(info)
        operands = operand_cache[key] = tuple(built)
    flags = entry.get("flags")
    values = tuple(name in flags for name in _FLAG_NAMES) if flags else _NO_FLAGS
    idefs = entry.get("idefs")
    iuses = entry.get("iuses")
    return OpcodeInfo(
        entry["name"],
        entry["defs"],
        operands,
        tuple(idefs) if idefs else (),
        tuple(iuses) if iuses else (),
        *values,
        entry.get("enc", "legacy"),
        entry.get("sched") == 0,
    )


def isa_from_json(data: dict[str, Any], directory: str | None = None) -> Isa:
    """Builds an Isa from the decoded isa.json document (format 1)."""
    operand_cache: dict[Any, tuple[OperandInfo, ...]] = {}
    info_cache: dict[Any, OperandInfo] = {}
    opcodes: dict[str, OpcodeInfo] = {}
    order = []
    for entry in data["opcodes"]:
        info = _opcode_from_json(entry, operand_cache, info_cache)
        opcodes[info.name] = info
        order.append(info.name)
    registers: dict[str, RegisterInfo] = {}
    for number, entry in enumerate(data["registers"]):
        registers[entry["name"]] = RegisterInfo(
            name=entry["name"],
            number=number,
            asm_name=entry["asm"],
            sub_registers=tuple(entry["sub"]),
            super_registers=tuple(entry["super"]),
            is_constant=bool(entry["const"]),
        )
    classes = {name: frozenset(members) for name, members in data["register_classes"].items()}
    print_data = {row[0]: row for row in data.get("print", ())}
    return Isa(
        target=data.get("target", "x86-64"),
        opcodes=opcodes,
        registers=registers,
        register_classes=classes,
        source={k: str(v) for k, v in data.get("source", {}).items()},
        opcode_order=tuple(order),
        print_data=print_data,
        flag_prefixes=dict(data.get("flag_prefixes", {})),
        directory=directory,
    )


# Bump when Isa/OpcodeInfo/RegisterInfo/OperandInfo fields, isa_from_json's reading or the
# record file's layout (see _isa_records) change.
ISA_CACHE_FORMAT = 5


@contextlib.contextmanager
def gc_paused() -> Iterator[None]:
    """No collections while building a large, long-lived object graph (each pass would rescan it)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def data_file(path: Path) -> Path:
    """`path` if present, else `path.gz` (what read_json_file reads); in a later release's models
    directory, a file that release shares with the LLVM 19 set is the 19 set's (machine/releases.py)."""
    from pathlib import Path

    return Path(data_path(str(path)))


def data_path(path: str) -> str:
    """data_file() for a string path."""
    if os.path.exists(path):
        return path
    if os.path.exists(path + ".gz"):
        return path + ".gz"
    from .machine.releases import shared_path  # a missing file only

    for candidate in (path, path + ".gz"):
        shared = shared_path(candidate)
        if shared is not None:
            return shared
    return path + ".gz"


def _isa_records(isa: Isa) -> bytes:
    """The compiled cache of an Isa: opcodes and printer rows as records (pickled one by one, decoded
    on first lookup), everything small in the header."""
    from .cache import record_file

    meta = {
        "target": isa.target,
        "registers": isa.registers,
        "register_classes": isa.register_classes,
        "source": isa.source,
        "order": "\n".join(isa.opcode_order),
        "flag_prefixes": isa.flag_prefixes,
    }
    return record_file.build(
        meta, {"opcodes": PackedTable.pack(isa.opcodes)._packed, "print": PackedTable.pack(isa.print_data)._packed}, {}
    )


class _OpcodeOrder(Sequence[str]):
    """Isa.opcode_order of a compiled ISA: the names are split from the stored text on first use
    (PERF: splitting ~20k names took ~0.5 ms of every start; a run never needs them). Compares
    equal to the tuple of the same names."""

    __slots__ = ("_names", "_text")

    def __init__(self, text: str) -> None:
        self._text = text
        self._names: tuple[str, ...] | None = None

    def _split(self) -> tuple[str, ...]:
        if self._names is None:
            self._names = tuple(self._text.split("\n")) if self._text else ()
        return self._names

    def __len__(self) -> int:
        return len(self._split())

    def __getitem__(self, index: Any) -> Any:
        return self._split()[index]

    def __iter__(self) -> Iterator[str]:
        return iter(self._split())

    def __eq__(self, other: object) -> bool:
        names = other._split() if isinstance(other, _OpcodeOrder) else other
        return self._split() == names if isinstance(names, tuple) else NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return repr(self._split())


def _isa_from_records(path: str, directory: str) -> Isa | None:
    records = store.open_records(path)
    if records is None:
        return None
    try:
        meta = records.meta
        order = meta["order"]
        return Isa(
            target=meta["target"],
            opcodes=PackedTable(records.keyed("opcodes")),
            registers=meta["registers"],
            register_classes=meta["register_classes"],
            source=meta["source"],
            opcode_order=_OpcodeOrder(order),  # type: ignore[arg-type]
            print_data=PackedTable(records.keyed("print")),
            flag_prefixes=meta["flag_prefixes"],
            directory=directory,
        )
    except (KeyError, TypeError, ValueError, AttributeError):
        return None


def _load_isa_file(base: str, directory: str) -> Isa:
    """isa.json through the compiled cache (a record file in the compiled cache's directory, cache/store.py), keyed by the
    file's identity (store.file_identity); any cache problem falls back to parsing the JSON.

    PERF: opening the record file maps it and reads a small header; the opcodes and printer rows a
    run looks up are read and unpickled one by one (the whole pickled ISA took ~19 ms to load)."""
    path = data_path(os.path.join(base, "isa.json"))
    identity = store.file_identity(path)
    if identity is None:
        from pathlib import Path

        return isa_from_json(read_json_file(Path(base) / "isa.json"), directory=directory)  # raises as before
    cached_path = store.cache_path(f"isa-v{ISA_CACHE_FORMAT}-{identity}.records")
    with gc_paused():
        cached = _isa_from_records(cached_path, directory)
        if cached is not None:
            return cached
        import gzip
        import json

        with open(path, "rb") as handle:
            raw = handle.read()
        isa = isa_from_json(json.loads(gzip.decompress(raw) if path.endswith(".gz") else raw), directory)
    store.write_records(cached_path, _isa_records(isa))
    return isa


def load_isa(target: str = "x86-64", directory: str | os.PathLike[str] | None = None) -> Isa:
    """The ISA of a shipped target (or of `directory`), loaded once per process."""
    if directory is not None:
        from pathlib import Path

        key = str(Path(directory))
    else:
        key = _model_path(target)
    isa = _LOADED.get(key)
    if isa is None:
        isa = _load_isa_file(key, key)
        _LOADED[key] = isa
        # PERF: ~300k long-lived objects; freezing them keeps every later full GC pass from
        # re-scanning them (a gen-2 collection otherwise costs ~0.3 s in the middle of a request).
        gc.freeze()
    return isa
