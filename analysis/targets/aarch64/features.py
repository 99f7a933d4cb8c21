"""AArch64 subtarget features: which instructions a CPU, `-mattr` and `.arch` directives allow.

Public entry points (data from models/aarch64: isa.json `cpu_features` / `feature_implies`,
extensions.json; all exported from LLVM 19 by tools/llvm_export/export_isa_aarch64):

    load_feature_data(directory=None) -> FeatureData
    cpu_features(data, cpu) -> frozenset[str] | None          None: LLVM does not know the CPU
    with_mattr(data, features, "+sve,-neon") -> frozenset[str]
    apply_directive(data, features, ".arch", "armv8.2-a+sve") -> (features, error or None)
        `.arch NAME[+ext...]` (features reset to the architecture's, as LLVM's parser does),
        `.arch_extension [no]ext`, `.cpu NAME[+ext...]`
    requirement_met(message, features, data=None) -> bool
        message: the assembler's "instruction requires: sve or sme" text (resolve.requirement),
        a conjunction of space-separated terms with `or` and parentheses, as LLVM writes it;
        with `data`, a term that is an extension name (`fcma`) stands for its feature (`complxnum`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class FeatureData:
    cpus: dict[str, frozenset[str]]
    implies: dict[str, frozenset[str]]
    extensions: dict[str, tuple[str, str]]  # name -> (feature enabled by `+name`, disabled by `+noname`)
    arches: dict[str, tuple[str, tuple[str, ...]]]  # name -> (feature, default extensions)


_DATA: dict[str, FeatureData] = {}


def load_feature_data(directory: str | Path | None = None) -> FeatureData:
    if directory is None:
        from mcalens.models import MODELS_DIR

        directory = MODELS_DIR / "aarch64"
    key = str(directory)
    data = _DATA.get(key)
    if data is None:
        from ...cache import store

        base = Path(directory)
        # PERF: through the compiled cache (parsing isa.json.gz was ~15% of a warm AArch64 run)
        data = _DATA[key] = store.cached_build(
            "a64-features", [str(base / "isa.json.gz"), str(base / "extensions.json")], [__file__],
            lambda: _read_feature_data(base), FeatureData)
    return data


def _read_feature_data(base: Path) -> FeatureData:
    import gzip
    import json

    with gzip.open(base / "isa.json.gz", "rt", encoding="utf-8") as handle:
        isa = json.load(handle)
    try:
        extensions = json.loads((base / "extensions.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        extensions = {"extensions": {}, "arches": {}}
    data = FeatureData(
        cpus={name: frozenset(features) for name, features in isa.get("cpu_features", {}).items()},
        implies={name: frozenset(features) for name, features in isa.get("feature_implies", {}).items()},
        extensions={name: (on, off) for name, (on, off) in extensions["extensions"].items()},
        arches={
            name: (feature, tuple(defaults)) for name, (feature, defaults) in extensions["arches"].items()
        },
    )
    return data


def _closure(data: FeatureData, features: set[str]) -> set[str]:
    out = set(features)
    for feature in features:
        out |= data.implies.get(feature, frozenset())
    return out


def _disable(data: FeatureData, features: set[str], feature: str) -> set[str]:
    """Turning a feature off also turns off everything that implies it (as LLVM's -mattr=-x does)."""
    return {f for f in features if f != feature and feature not in data.implies.get(f, frozenset())}


def cpu_features(data: FeatureData, cpu: str) -> frozenset[str] | None:
    features = data.cpus.get(cpu)
    return None if features is None else frozenset(_closure(data, set(features)))


def with_mattr(data: FeatureData, features: frozenset[str], mattr: str) -> frozenset[str]:
    out = set(features)
    for item in filter(None, (part.strip() for part in mattr.split(","))):
        name = item[1:] if item[0] in "+-" else item
        if item[0] == "-":
            out = _disable(data, out, name)
        else:
            out = _closure(data, out | {name})
    return frozenset(out)


def _modifier(data: FeatureData, features: set[str], modifier: str) -> set[str] | None:
    """`features` with extension `modifier` (`sve`, `nosve`) applied, or None for a name llvm-mc's
    assembler does not know (names are case-sensitive, the `no` prefix is not)."""
    negate = modifier[:2].lower() == "no"
    name = modifier[2:] if negate else modifier
    entry = data.extensions.get(name)
    if entry is None:
        return None
    on, off = entry
    if negate:
        return _disable(data, features, off or on)
    return _closure(data, features | {on}) if on else features


def _modifiers(data: FeatureData, features: set[str], modifiers: list[str]) -> tuple[set[str], str | None]:
    error = None
    for modifier in modifiers:
        result = _modifier(data, features, modifier)
        if result is None:
            error = error or f"unsupported architectural extension: {modifier}"
            continue  # llvm-mc goes on with the next extension
        features = result
    return features, error


def apply_directive(
    data: FeatureData, features: frozenset[str], name: str, args: str
) -> tuple[frozenset[str], str | None]:
    """The features after `.arch`, `.arch_extension` or `.cpu` (and llvm-mc's first error text)."""
    text = args.strip()
    errors = directive_errors(data, name, text)
    error = errors[0][1] if errors else None
    if name == ".arch_extension":
        result = _modifier(data, set(features), text)
        return (features if result is None else frozenset(result)), error
    base, *modifiers = text.split("+")
    if name == ".arch":
        arch = data.arches.get(base)
        if arch is None:
            return features, error
        feature, defaults = arch
        fresh = _closure(data, {feature})
        fresh, _ = _modifiers(data, fresh, list(defaults))
        fresh, _ = _modifiers(data, fresh, modifiers)  # llvm-mc 19 skips unknown ones here
        return frozenset(fresh), None
    if name == ".cpu":
        cpu = cpu_features(data, base)
        if cpu is None:
            return features, error
        result, _ = _modifiers(data, set(cpu), modifiers)
        return frozenset(result), error
    return features, None


def directive_errors(data: FeatureData, name: str, args: str) -> list[tuple[int, str]]:
    """llvm-mc 19's errors for `.arch`, `.arch_extension` and `.cpu` with arguments `args` (stripped):
    (column offset into args, message). `.arch armv8-a+foo` is no error (llvm-mc 19 skips unknown
    extensions there); `.cpu x+foo` is "unsupported architectural extension" at `foo`."""
    if name == ".arch_extension":
        if _modifier(data, set(), args) is None:
            negated = args[:2].lower() == "no"
            return [(0, "unknown architectural extension: " + (args[2:] if negated else args))]
        return []
    base, *modifiers = args.split("+")
    if name == ".arch":
        return [] if base in data.arches else [(0, "unknown arch name")]
    if name != ".cpu":
        return []
    if base not in data.cpus:
        return [(0, "unknown CPU name")]
    out = []
    column = len(base)
    for modifier in modifiers:
        column += 1  # the '+'
        if _modifier(data, set(), modifier) is None:
            out.append((column, "unsupported architectural extension"))
        # llvm-mc advances by the name without its `no` (its columns drift after `+nofoo`)
        column += len(modifier) - (2 if modifier[:2].lower() == "no" else 0)
    return out


_TOKEN = re.compile(r"\(|\)|[^\s()]+")
# Assembler predicate names ("instruction requires: NAME") that are not their feature's name: LLVM 19's
# HasFRInt3264 is written "frint3264" and is the subtarget feature "fptoint" (v8.5a implies it).
_PREDICATE_FEATURES = {"frint3264": "fptoint"}


def requirement_met(
    message: str | None, features: frozenset[str] | set[str], data: FeatureData | None = None
) -> bool:
    """Whether `features` satisfy LLVM's "instruction requires: a b or c (d and e)" text. LLVM 22
    names some predicates by their extension (`fcadd`: "requires: fcma", 19 "complxnum"), so with
    the release's `data` a term that is no feature is looked up in its extension table."""
    if not message:
        return True
    _, _, expression = message.partition("requires:")
    if expression and "all" in features:
        return True  # LLVM's assembler predicates all take FeatureAll (`-mattr=+all`: `dcps3`, `smc`)
    if not expression:
        return True  # another parser message (e.g. `invalid condition code`): not a feature list
    tokens = _TOKEN.findall(expression)
    position = 0

    def term() -> bool:
        nonlocal position
        token = tokens[position]
        position += 1
        if token == "(":
            value = conjunction(")")
            position += 1
            return value
        if token in features or _PREDICATE_FEATURES.get(token, token) in features:
            return True
        extension = data.extensions.get(token) if data is not None else None
        return extension is not None and extension[0] in features

    def disjunction() -> bool:
        nonlocal position
        value = term()
        while position < len(tokens) and tokens[position] == "or":
            position += 1
            value = term() or value
        return value

    def conjunction(end: str | None) -> bool:
        nonlocal position
        value = True
        while position < len(tokens) and tokens[position] != end:
            if tokens[position] == "and":
                position += 1
                continue
            value = disjunction() and value
        return value

    try:
        return conjunction(None)
    except IndexError:
        return False
