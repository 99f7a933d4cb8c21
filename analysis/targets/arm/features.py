"""32-bit Arm subtarget features as ARMAsmParser keeps them: the CPU, -mattr, and the `.cpu`, `.arch`,
`.fpu` and `.arch_extension` directives per position in the file; and the matcher's per-instruction
check ("instruction requires: thumb2", "invalid instruction").

Data: models/arm/isa.json.gz (`cpu_features`, `feature_implies`: the release's CPUs) and
models/arm/asm_features.json.gz (tools/llvm_export/arm_asm_features.py, from LLVM 19.1.7's
TableGen records and target parser: the assembler predicates, each opcode's, the FPU, architecture
and extension tables).

    load(isa_directory) -> FeatureData
    initial(data, cpu, mattr, triple) -> frozenset[str]     the command line's subtarget
    apply_directive(data, have, name, args) -> (features, (offset, message) | None)
        offset: where llvm-mc puts the caret, relative to the directive name (-1) or its argument (>= 0)
    requirement(data, have, thumb, opcode, custom_operand) -> str | None   llvm-mc's refusal of the opcode
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Sequence
from dataclasses import dataclass

from ...isa import data_path


@dataclass(frozen=True)
class FeatureData:
    cpus: dict[str, frozenset[str]]
    implies: dict[str, frozenset[str]]
    implied_by: dict[str, frozenset[str]]  # feature -> every feature that implies it
    predicates: list[tuple[str, str, object]]  # (record, printed name, condition), in the matcher's bit order
    opcodes: dict[str, tuple[int, ...]]
    alternatives: dict[str, tuple[tuple[int, ...], ...]]  # other predicate sets the same text matches under
    fpus: dict[str, tuple[str, ...]]
    fpu_synonyms: dict[str, str]
    arches: dict[str, str]  # .arch name -> sub-architecture (the triple's word)
    extensions: dict[str, str]  # .arch_extension name -> kind
    extension_table: dict[str, tuple[tuple[int, ...], tuple[str, ...]]]  # kind -> (checks, features)
    record_index: dict[str, int]
    neon_only: frozenset[str]  # opcodes of the NEON execution domain alone (TSFlags), not VFP's


_CACHE: dict[str, FeatureData] = {}
# The predicates asm_features.json's filtering of near misses names (ARMAsmParser::FilterNearMisses).
_IS_ARM, _IS_THUMB, _IS_THUMB2, _HAS_NEON = "IsARM", "IsThumb", "IsThumb2", "HasNEON"
# ARMII's execution domain in TSFlags (bits 15-18): VFP 1, NEON 2, NEON on Cortex-A8 4, MVE 8.
_DOMAIN_SHIFT = 15


def load(isa_directory: str) -> FeatureData:
    """The release's CPUs (isa_directory: "arm" or "arm/llvm22") with LLVM 19's predicate tables
    (asm_features.json.gz is in models/arm only)."""
    data = _CACHE.get(isa_directory)
    if data is not None:
        return data
    with gzip.open(data_path(f"{isa_directory}/isa.json.gz"), "rt", encoding="utf-8") as handle:
        isa = json.load(handle)
    from mcalens.models import MODELS_DIR

    with gzip.open(MODELS_DIR / "arm" / "asm_features.json.gz", "rt", encoding="utf-8") as handle:
        asm = json.load(handle)
    implies = {name: frozenset(found) for name, found in isa.get("feature_implies", {}).items()}
    implied_by: dict[str, set[str]] = {}
    for name, found in implies.items():
        for feature in found:
            implied_by.setdefault(feature, set()).add(name)
    predicates = [(row["record"], row["name"], row["cond"]) for row in asm["predicates"]]
    data = FeatureData(
        cpus={name: frozenset(found) for name, found in isa.get("cpu_features", {}).items()},
        implies=implies,
        implied_by={name: frozenset(found) for name, found in implied_by.items()},
        predicates=predicates,
        opcodes={name: tuple(found) for name, found in asm["opcodes"].items()},
        alternatives={name: tuple(tuple(row) for row in rows) for name, rows in asm.get("alternatives", {}).items()},
        fpus={name: tuple(flags) for name, flags in asm["fpus"].items()},
        fpu_synonyms=dict(asm["fpu_synonyms"]),
        arches=dict(asm["arches"]),
        extensions=dict(asm["arch_extensions"]),
        extension_table={kind: (tuple(row["check"]), tuple(row["features"]))
                         for kind, row in asm["extension_table"].items()},
        record_index={record: i for i, (record, _, _) in enumerate(predicates)},
        neon_only=frozenset(row["name"] for row in isa["opcodes"]
                            if (row.get("tsflags", 0) >> _DOMAIN_SHIFT & 15) & 2
                            and not (row.get("tsflags", 0) >> _DOMAIN_SHIFT & 15) & 1),
    )
    _CACHE[isa_directory] = data
    return data


def _set(data: FeatureData, have: set[str], feature: str) -> None:
    """MCSubtargetInfo's transitive set: the feature and everything it implies."""
    have.add(feature)
    have |= data.implies.get(feature, frozenset())


def _clear(data: FeatureData, have: set[str], feature: str) -> None:
    """The transitive clear: the feature and every feature that implies it."""
    have.discard(feature)
    have -= data.implied_by.get(feature, frozenset())


def _with_flags(data: FeatureData, have: set[str], flags: str | tuple[str, ...]) -> set[str]:
    items = flags.split(",") if isinstance(flags, str) else flags
    for item in items:
        item = item.strip()
        if item.startswith("+"):
            _set(data, have, item[1:])
        elif item.startswith("-"):
            _clear(data, have, item[1:])
    return have


def _arch_of_triple(data: FeatureData, triple: str) -> str | None:
    word = triple.partition("-")[0].lower()
    for prefix in ("thumb", "arm"):
        if word.startswith(prefix):
            word = word[len(prefix):]
            break
    word = word.removesuffix("eb")
    for name, sub in data.arches.items():
        if sub and sub == word:
            return name
    return None


def initial(data: FeatureData, cpu: str, mattr: str, triple: str) -> frozenset[str] | None:
    """The features llvm-mc starts with: the CPU's (or, for `generic`, the triple's architecture's,
    as ARM_MC::ParseARMTriple adds it), then -mattr in order. None for a CPU LLVM does not list."""
    have: set[str] = set()
    if cpu in ("", "generic"):
        arch = _arch_of_triple(data, triple)
        if arch is not None:
            _set(data, have, arch)
    elif cpu in data.cpus:
        for feature in data.cpus[cpu]:
            _set(data, have, feature)
    else:
        return None
    return frozenset(_with_flags(data, have, mattr))


def _holds(cond: object, have: frozenset[str] | set[str]) -> bool:
    if isinstance(cond, str):
        return cond in have
    if not isinstance(cond, list) or not cond:
        return False
    operator, *args = cond
    if operator == "not":
        return not _holds(args[0], have)
    if operator == "any_of":
        return any(_holds(arg, have) for arg in args)
    return all(_holds(arg, have) for arg in args)


def apply_directive(data: FeatureData, have: frozenset[str], name: str, args: str
                    ) -> tuple[frozenset[str], tuple[int, str] | None]:
    """One feature directive as ARMAsmParser reads it. The error's offset is -1 for the directive's
    own position (llvm-mc's caret at `.cpu`), else an offset into `args` (the argument's)."""
    name = name.lower()
    value = args.strip()
    lead = len(args) - len(args.lstrip())
    if name == ".cpu":
        if value not in data.cpus:
            return have, (-1, "Unknown CPU name")
        fresh: set[str] = set()
        for feature in data.cpus[value]:
            _set(data, fresh, feature)
        return frozenset(fresh), None
    if name == ".arch":
        arch = _parse_arch(data, value)
        if arch is None:
            return have, (-1, "Unknown arch name")
        fresh = set()
        _set(data, fresh, arch)
        return frozenset(fresh), None
    if name == ".fpu":
        flags = data.fpus.get(data.fpu_synonyms.get(value, value))
        if flags is None or value == "invalid":
            return have, (lead, "Unknown FPU name")
        return frozenset(_with_flags(data, set(have), flags)), None
    if name == ".arch_extension":
        word = value.split()[0] if value.split() else ""
        current = set(have)
        problems = []
        if word == "nocrypto":  # ARMAsmParser turns off sha2 and aes first, each with its own error
            problems = [_extension(data, current, part) for part in ("nosha2", "noaes")]
        problems.append(_extension(data, current, word))
        first = next((problem for problem in problems if problem is not None), None)
        # (llvm-mc prints each of nocrypto's errors; the caller reports one per line, the first)
        return frozenset(current), None if first is None else (lead, first)
    return have, None


# ARM::getArchSynonym: the short spellings `.arch` takes for the target parser's names.
_ARCH_SYNONYMS = {
    "v5": "v5t", "v5e": "v5te", "v6j": "v6", "v6hl": "v6k", "v6m": "v6-m", "v6sm": "v6-m", "v6s-m": "v6-m",
    "v6z": "v6kz", "v6zk": "v6kz", "v7": "v7-a", "v7a": "v7-a", "v7hl": "v7-a", "v7l": "v7-a", "v7r": "v7-r",
    "v7m": "v7-m", "v7em": "v7e-m", "v8": "v8-a", "v8a": "v8-a", "v8l": "v8-a", "aarch64": "v8-a",
    "arm64": "v8-a", "v8.1a": "v8.1-a", "v8.2a": "v8.2-a", "v8.3a": "v8.3-a", "v8.4a": "v8.4-a",
    "v8.5a": "v8.5-a", "v8.6a": "v8.6-a", "v8.7a": "v8.7-a", "v8.8a": "v8.8-a", "v8.9a": "v8.9-a",
    "v8r": "v8-r", "v9": "v9-a", "v9a": "v9-a", "v9.1a": "v9.1-a", "v9.2a": "v9.2-a", "v9.3a": "v9.3-a",
    "v9.4a": "v9.4-a", "v9.5a": "v9.5-a", "v8m.base": "v8-m.base", "v8m.main": "v8-m.main",
    "v8.1m.main": "v8.1-m.main",
}
_ARCH_PREFIXES = (("arm64_32", 8), ("arm64e", 6), ("arm64", 5), ("aarch64_32", 10), ("arm", 3), ("thumb", 5),
                  ("aarch64", 7))


def _canonical_arch(value: str) -> str:
    """ARM::getCanonicalArchName: the `vN...` part of `armv7e-m`/`thumbebv7`, or the name as written."""
    text = value
    offset = None
    for prefix, length in _ARCH_PREFIXES:
        if text.startswith(prefix):
            offset = length
            break
    if prefix == "aarch64" and offset is not None:
        if "eb" in text:
            return ""
        if text[offset:offset + 3] == "_be":
            offset += 3
    if offset is not None and text[offset:offset + 2] == "eb":
        offset += 2
    elif text.endswith("eb"):
        text = text[:-2]
    if offset is not None:
        text = text[offset:]
    if not text:
        return value
    if offset is not None and ((len(text) >= 2 and (text[0] != "v" or not text[1].isdigit())) or "eb" in text):
        return ""
    return text


def _parse_arch(data: FeatureData, value: str) -> str | None:
    """ARM::parseArch: the first of the target parser's names that ends with the canonical
    spelling's synonym (`armv6s-m` is armv6-m, `v7e-m` armv7e-m)."""
    canonical = _canonical_arch(value)
    synonym = _ARCH_SYNONYMS.get(canonical, canonical)
    if not synonym:
        return None
    for arch in data.arches:
        if arch.endswith(synonym):
            return arch
    return None


def _extension(data: FeatureData, have: set[str], word: str) -> str | None:
    enable = not word.lower().startswith("no")
    name = word if enable else word[2:]
    kind = data.extensions.get(name)
    row = data.extension_table.get(kind) if kind is not None else None
    if row is None:
        return f"unknown architectural extension: {name}"
    checks, features = row
    if not features:
        return f"unsupported architectural extension: {name}"
    if not all(_holds(data.predicates[i][2], have) for i in checks):
        return f"architectural extension '{name}' is not allowed for the current base architecture"
    for feature in features:
        (_set if enable else _clear)(data, have, feature)
    return None


# Opcodes whose written operand only ARMAsmParser's custom operand parser reads (a barrier option,
# `ish` or `#15`); the generated parser runs it only for match entries whose features are there, so
# without them the operand mismatches as well and no near miss is left: "invalid instruction".
# NEON's register lists (`vld1.32 {d16, d17}, [r1]!`) are read the same way (custom_operand).
BARRIERS = frozenset({"DMB", "DSB", "ISB", "t2DMB", "t2DSB", "t2ISB", "TSB", "t2TSB"})


def requirement(data: FeatureData, have: frozenset[str], thumb: bool, opcode: str,
                custom_operand: bool = False) -> str | None:
    """llvm-mc's refusal of `opcode` on these features: "instruction requires: ..." naming the
    predicates it lacks in the matcher's order, or "invalid instruction" where ARMAsmParser's
    near-miss filter drops that report (ARM mode on a CPU without it, a NEON instruction on an
    M-profile CPU, a change of instruction set together with other features) or where the text has
    an operand only a feature-gated operand parser reads (`custom_operand`). None: allowed."""
    wanted = data.opcodes.get(opcode)
    if not wanted:
        return None
    return _requirement(data, have, thumb, wanted, data.alternatives.get(opcode, ()), custom_operand)


def predicate_holds(data: FeatureData, record: str, full: set[str]) -> bool:
    """Whether the AssemblerPredicate `record` holds on these features (the mode as `thumb-mode`);
    an unknown record does not."""
    index = _PREDICATE_INDEX.get(id(data))
    if index is None or index[0] is not data:
        index = (data, {predicate[0]: i for i, predicate in enumerate(data.predicates)})
        _PREDICATE_INDEX[id(data)] = index
    at = index[1].get(record)
    return at is not None and _holds(data.predicates[at][2], full)


_PREDICATE_INDEX: dict[int, tuple[FeatureData, dict[str, int]]] = {}


def alias_requirement(data: FeatureData, have: frozenset[str], thumb: bool, records: tuple[str, ...]) -> str | None:
    """`requirement` for an InstAlias whose Requires (named by its predicate records) replace its
    instruction's: the matcher's entry for `yield` is the alias's, not HINT's. None where a record
    is not in the data, or nothing is missing."""
    wanted = tuple(i for i, predicate in enumerate(data.predicates) if predicate[0] in records)
    if len(wanted) != len(records):
        return None
    return _requirement(data, have, thumb, wanted, (), False)


def _requirement(data: FeatureData, have: frozenset[str], thumb: bool, wanted: Sequence[int],
                 alternatives: Sequence[Sequence[int]], custom_operand: bool) -> str | None:  # fmt: skip
    full = set(have)
    if thumb:
        full.add("thumb-mode")
    missing = sorted(i for i in wanted if not _holds(data.predicates[i][2], full))
    if not missing or any(all(_holds(data.predicates[i][2], full) for i in row) for row in alternatives):
        return None
    records = {data.predicates[i][0] for i in missing}
    dropped = ((_IS_ARM in records and "noarm" in have)
               or (thumb and _IS_ARM in records and len(records) > 1)
               or (not thumb and _IS_THUMB in records and len(records) > 1)
               or (not thumb and _IS_THUMB2 in records and bool(records - {_IS_THUMB2, _IS_THUMB}))
               or ("mclass" in have and _HAS_NEON in records))
    if dropped or custom_operand:
        return "invalid instruction"
    return "instruction requires: " + " ".join(data.predicates[i][1] for i in missing)
