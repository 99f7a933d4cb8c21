"""RISC-V subtarget features as llvm-mc 19 sees them: the CPU's (isa.json `cpu_features`), the
triple's XLEN, `-mattr`, `.option rvc/norvc/arch/push/pop` and `.attribute arch`, with LLVM's
implications (`feature_implies`); and the "instruction requires the following: ..." refusal, from
the probes' generic-CPU message per opcode."""

from __future__ import annotations

import gzip
import json
import os
import re
from functools import lru_cache

from . import arch_option

_QUOTED = re.compile(r"'([^']+)'")
# ISA string (`rv64gcv_zba_zbb`, `rv64i2p1_m2p0`): base, then single letters, then `_`-separated names
_ISA = re.compile(r"rv(32|64)([a-z0-9]*)((?:_[a-z0-9]+)*)$")
_VERSION = re.compile(r"\d+(?:p\d+)?")
_IDENTIFIER = re.compile(r"[a-z_.$]")


@lru_cache(maxsize=4)
def feature_data(directory: str) -> tuple[dict[str, frozenset[str]], dict[str, frozenset[str]]]:
    """(cpu -> features, feature -> implied features) of the model set at `directory`, through the
    compiled cache (PERF: parsing isa.json.gz was ~15% of a warm RISC-V run)."""
    from .spellings import stored

    return stored("rv-features", directory, ("isa.json",), ("features.py",), lambda: _feature_data(directory), tuple)


def _feature_data(directory: str) -> tuple[dict[str, frozenset[str]], dict[str, frozenset[str]]]:
    from ...isa import data_path

    with gzip.open(data_path(os.path.join(directory, "isa.json.gz")), "rt", encoding="utf-8") as handle:
        data = json.load(handle)
    cpus = {cpu: frozenset(found) for cpu, found in data.get("cpu_features", {}).items()}
    implies = {name: frozenset(found) for name, found in data.get("feature_implies", {}).items()}
    return cpus, implies


def closure(features: set[str] | frozenset[str], implies: dict[str, frozenset[str]]) -> frozenset[str]:
    out = set(features)
    for name in list(features):
        out |= implies.get(name, frozenset())
    return frozenset(out)


def apply_mattr(features: set[str], mattr: str) -> set[str]:
    for item in mattr.split(","):
        item = item.strip()
        if item.startswith("+"):
            features.add(item[1:])
        elif item.startswith("-"):
            features.discard(item[1:])
    return features


def initial(directory: str, cpu: str, mattr: str, rv32: bool) -> set[str]:
    """The features before the first directive: the CPU's, then -mattr. Only `generic` (LLVM's
    generic-rv32/-rv64) and a CPU LLVM does not know take the triple's XLEN: a known CPU that names
    none (`rocket`, `sifive-7-series`, LLVM 22's `generic-ooo`) leaves 64bit off, so llvm-mc
    assembles RV32 code on riscv64 (`ld` is Zilsd's pair load in 22, `addiw` needs RV64I) before
    llvm-mca refuses the CPU."""
    cpus, _ = feature_data(directory)
    features = set(cpus.get(cpu, frozenset()))
    if "32bit" not in features and "64bit" not in features and (cpu in ("", "generic") or cpu not in cpus):
        features.add("32bit" if rv32 else "64bit")
    return apply_mattr(features, mattr)


def from_isa_string(text: str) -> set[str] | None:
    """`.attribute arch, "rv64gcv_zba"` / `.option arch, rv64gc` -> its features, or None."""
    found = _ISA.match(text.strip().strip('"').lower())
    if found is None:
        return None
    features = {"64bit" if found.group(1) == "64" else "32bit", "i"}
    letters = _VERSION.sub("", found.group(2))
    for letter in letters:
        if letter == "g":
            features |= {"i", "m", "a", "f", "d", "zicsr", "zifencei"}
        elif letter != "i":
            features.add(letter)
    for name in found.group(3).split("_"):
        if name:
            features.add(re.sub(r"\d+p\d+$", "", name))
    return features


@lru_cache(maxsize=4)
def direct_implies(directory: str) -> dict[str, frozenset[str]]:
    """Each feature's own `Implies` list, not closed (isa.json `feature_direct_implies`; empty for a
    model set exported without it), through the compiled cache."""
    from .spellings import stored

    return stored("rv-direct-implies", directory, ("isa.json",), ("features.py",),
                  lambda: _direct_implies(directory), dict)


def _direct_implies(directory: str) -> dict[str, frozenset[str]]:
    from ...isa import data_path

    with gzip.open(data_path(os.path.join(directory, "isa.json.gz")), "rt", encoding="utf-8") as handle:
        data = json.load(handle)
    return {name: frozenset(found) for name, found in data.get("feature_direct_implies", {}).items()}


def _arch_words(args: str) -> list[tuple[int, str]]:
    """The `,`-separated words of a directive's arguments with the offset of each word's name: past
    a leading `+`/`-` and the blanks after it, where llvm-mc's lexer puts the identifier's token."""
    out: list[tuple[int, str]] = []
    at = 0
    for piece in args.split(","):
        word = piece.strip()
        offset = at + len(piece) - len(piece.lstrip())
        if word[:1] in ("+", "-"):
            rest = word[1:]
            offset += 1 + len(rest) - len(rest.lstrip())
        out.append((offset, word))
        at += len(piece) + 1
    return out


def apply_option(features: set[str], args: str, stack: list[set[str]],
                 implies: dict[str, frozenset[str]] | None = None,
                 direct: dict[str, frozenset[str]] | None = None,
                 descriptions: dict[str, str] | None = None,
                 llvm22: bool = False) -> tuple[set[str], tuple[int, str] | None]:
    """One `.option` directive's effect on the features in force (`implies`: LLVM's implications,
    `feature_data`), and llvm-mc's error for it: (offset in `args`, message) or None. With the
    release's `direct` implications and feature `descriptions` (`direct_implies`,
    `feature_descriptions`), `arch, +name/-name` is checked as RISCVAsmParser checks it
    (arch_option.py); on an error the words before it have taken effect and the rest have not."""
    words = [word.strip() for word in args.split(",")]
    head = words[0].lower() if words else ""
    if head == "rvc":
        return features | {"c"}, None
    if head == "norvc":
        # llvm-mc clears C and Zca with MCSubtargetInfo::ToggleFeature, which also clears every
        # feature implying them (Zcb, Zcmop, Zcd, the profiles ...): otherwise they would bring Zca
        # back and `j 8` would still be compressed (tt-ascalon-d8, sifive-p870)
        gone = {"c", "zca"}
        return {name for name in features
                if name not in gone and not (implies is not None and implies.get(name, frozenset()) & gone)}, None
    if head == "push":
        stack.append(set(features))
        return features, None
    if head == "pop":
        if not stack:
            return features, ((len(args), ".option pop with no .option push") if descriptions else None)
        return stack.pop(), None
    if head == "arch":
        return _apply_arch(set(features), _arch_words(args)[1:], implies or {}, direct, descriptions, llvm22)
    return features, None


def _apply_arch(changed: set[str], words: list[tuple[int, str]], implies: dict[str, frozenset[str]],
                direct: dict[str, frozenset[str]] | None, descriptions: dict[str, str] | None, llvm22: bool
                ) -> tuple[set[str], tuple[int, str] | None]:  # fmt: skip
    checked = descriptions is not None and bool(descriptions)
    for number, (offset, word) in enumerate(words):
        sign = word[:1] if word[:1] in ("+", "-") else ""
        name = word[1:].strip().lower() if sign else word.lower()
        if checked and number and not sign:
            return changed, (offset, "unexpected token, expected + or -")
        if checked and not _IDENTIFIER.match(name):
            return changed, (offset, "unexpected token, expected identifier")
        if not sign:
            base = word.lower()[:4]
            if checked and base in ("rv32", "rv64") and word[4:5].lower() not in ("e", "i", "g"):
                return changed, (offset, f"invalid arch name '{word}', first letter after '{base}' should be "
                                         "'e', 'i' or 'g'")
            parsed = from_isa_string(word)
            if parsed is None:
                continue
            refusal = arch_option.xlen_switch(parsed, changed) if checked else None
            width = {"64bit"} if "64bit" in changed else {"32bit"}
            changed = arch_option.with_isa_implied(parsed, llvm22) if checked else parsed
            if refusal is not None:
                # the extensions are reset before the width is checked; the width stays
                return (changed - {"32bit", "64bit"}) | width, (offset, refusal)
            if number == 0:
                return changed, None  # a full ISA string ends the directive
            continue
        refusal = arch_option.word_refusal(name, descriptions) if checked else None  # type: ignore[arg-type]
        if refusal is None and sign == "+":
            trial = changed | {name}
            refusal = arch_option.dependency(closure(trial, implies), llvm22) if checked else None
            if refusal is None:
                changed = trial
        elif refusal is None:
            refusal = arch_option.disable_refusal(name, closure(changed, implies), direct) if direct else None
            if refusal is None:
                changed.discard(name)
        if refusal is not None:
            return changed, (offset, refusal)
    return changed, None


@lru_cache(maxsize=4)
def feature_descriptions(directory: str) -> dict[str, str]:
    """Each feature's description (isa.json `feature_descriptions`; empty for a model set exported
    without it), through the compiled cache."""
    from .spellings import stored

    return stored("rv-feature-descriptions", directory, ("isa.json",), ("features.py",),
                  lambda: _read_key(directory, "feature_descriptions"), dict)


def _read_key(directory: str, key: str) -> dict:
    from ...isa import data_path

    with gzip.open(data_path(os.path.join(directory, "isa.json.gz")), "rt", encoding="utf-8") as handle:
        return dict(json.load(handle).get(key, {}))


@lru_cache(maxsize=4)
def requirement_names(directory: str) -> dict[str, str]:
    """The names llvm-mc's "instruction requires the following: 'Base P' (Packed SIMD)" quotes, lower
    case, -> the feature key they stand for where it is another (`experimental-p`, `experimental-zibi`):
    every quoted name in a feature's description (isa.json `feature_descriptions`)."""
    from .spellings import stored

    return stored("rv-requirement-names", directory, ("isa.json",), ("features.py",),
                  lambda: _requirement_names(directory), dict)


def _requirement_names(directory: str) -> dict[str, str]:
    from ...isa import data_path

    with gzip.open(data_path(os.path.join(directory, "isa.json.gz")), "rt", encoding="utf-8") as handle:
        data = json.load(handle)
    names: dict[str, str] = {}
    descriptions = data.get("feature_descriptions", {})
    for key, description in descriptions.items():
        for quoted in _QUOTED.findall(description):
            name = quoted.lower()
            if name != key and name not in descriptions:
                names.setdefault(name, key)
    return names


def requirement_met(message: str | None, have: frozenset[str], names: dict[str, str] | None = None) -> bool:
    """Whether `have` meets an "instruction requires the following: ..." message (any feature it
    names; "RV64I Base Instruction Set" is 64bit, "RV32I" 32bit; `names`: `requirement_names`)."""
    if not message:
        return True
    wanted = [name.lower() for name in _QUOTED.findall(message)]
    if names:
        wanted += [names[name] for name in wanted if name in names]
    if "RV64I" in message:
        wanted.append("64bit")
    if "RV32I" in message:
        wanted.append("32bit")
    return not wanted or any(name in have for name in wanted)
