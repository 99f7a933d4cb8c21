"""What RISCVAsmParser refuses in `.option arch, +ext, -ext`, per release (features.apply_option
applies the rest).

Each `+name`/`-name` is checked in turn, at the name: a version (`zba1p0`: "extension version number
parsing not currently implemented"), a name that is no extension of the release ("unknown extension
feature") or an experimental one ("unexpected experimental extensions": llvm-mca does not enable
them). `+name` is then applied and RISCVISAInfo's checkDependency run on the result (`dependency`;
refused, the features stay as they were); `-name` is refused while an enabled feature lists it in its
own Implies (`disable_refusal`). A refusal ends the directive; the words before it have taken effect.

LLVM 19's checks are its RISCVISAInfo.cpp's; LLVM 22's were measured with llvm-mc-22 (each rule's
message and, where two rules can meet, which comes first: the Zcd overlap before RV32-only;
tests/golden_riscv/option-enable.s)."""

from __future__ import annotations

import re

_DIGIT_END = re.compile(r"\d$")
_ZVK_NEEDS_VECTOR = ("zvkb", "zvkg", "zvkned", "zvknha", "zvksed", "zvksh")
# LLVM 22: the extensions that cannot sit with C (or Zcd) when D is on, and the RV32-only ones, in
# the order llvm-mc-22 names them
_ZCD_OVERLAPS_22 = ("zcmt", "zcmp", "xqccmp", "xqciac", "xqcicm")
_RV32_ONLY_22 = ("zcf", "zclsd", "zilsd", "xwchc")


def word_refusal(name: str, descriptions: dict[str, str]) -> str | None:
    """llvm-mc's refusal of the name itself, before it is applied; None: a known, non-experimental
    extension of the release (`descriptions`: isa.json's feature_descriptions)."""
    if _DIGIT_END.search(name):
        return "extension version number parsing not currently implemented"
    description = descriptions.get(name)
    if description is not None and (description.startswith("'") or name == "e"):
        return None
    if f"experimental-{name}" in descriptions:
        return "unexpected experimental extensions"
    return "unknown extension feature"


def disable_refusal(name: str, have: frozenset[str], direct: dict[str, frozenset[str]]) -> str | None:
    """`-name` refused: an enabled feature whose own Implies list names it (the first in LLVM's feature
    table, which is sorted by name), or None."""
    for feature in sorted(have):
        if name in direct.get(feature, ()):
            return f"can't disable {name} extension; {feature} extension requires {name} extension"
    return None


def xlen_switch(parsed: set[str], have: set[str]) -> str | None:
    """`.option arch, rv32gc` where the width in force is the other one."""
    if "32bit" in parsed and "64bit" in have:
        return "bad arch string switching from rv64 to rv32"
    if "64bit" in parsed and "64bit" not in have:
        return "bad arch string switching from rv32 to rv64"
    return None


def with_isa_implied(features: set[str] | frozenset[str], llvm22: bool) -> set[str]:
    """`features` with what RISCVISAInfo's updateImplication adds beyond the features' own
    implications: Zcf for Zce (22: or C) with F on RV32; LLVM 22's Zcd for C with D."""
    out = set(features)
    rv32 = "64bit" not in out
    if rv32 and "f" in out and ("zce" in out or (llvm22 and "c" in out)):
        out.add("zcf")
    if llvm22 and "c" in out and "d" in out:
        out.add("zcd")
    return out


def dependency(have: frozenset[str], llvm22: bool) -> str | None:
    """RISCVISAInfo::checkDependency on the features `have` (closed): its first complaint, or None."""
    have = frozenset(with_isa_implied(have, llvm22))
    if "f" in have and "zfinx" in have:
        return "'f' and 'zfinx' extensions are incompatible"
    vector = "zve32x" in have
    if any(name.startswith("zvl") and name.endswith("b") for name in have) and not vector:
        return "'zvl*b' requires 'v' or 'zve*' extension to also be specified"
    return _dependency22(have) if llvm22 else _dependency19(have, vector)


def _dependency19(have: frozenset[str], vector: bool) -> str | None:
    rv64 = "64bit" in have
    if "zvbb" in have and not vector:
        return "'zvbb' requires 'v' or 'zve*' extension to also be specified"
    if "zvbc" in have and "zve64x" not in have:
        return "'zvbc' requires 'v' or 'zve64*' extension to also be specified"
    if any(name in have for name in _ZVK_NEEDS_VECTOR) and not vector:
        return "'zvk*' requires 'v' or 'zve*' extension to also be specified"
    if "zvknhb" in have and "zve64x" not in have:
        return "'zvknhb' requires 'v' or 'zve64*' extension to also be specified"
    if ("zcmt" in have or "zcmp" in have) and "d" in have and ("c" in have or "zcd" in have):
        return (f"'{'zcmt' if 'zcmt' in have else 'zcmp'}' extension is incompatible with "
                f"'{'c' if 'c' in have else 'zcd'}' extension when 'd' extension is enabled")
    if rv64 and "zcf" in have:
        return "'zcf' is only supported for 'rv32'"
    for name in ("zacas", "zabha"):
        if name in have and "a" not in have and "zaamo" not in have:
            return f"'{name}' requires 'a' or 'zaamo' extension to also be specified"
    if "xwchc" in have:
        if rv64:
            return "'Xwchc' is only supported for 'rv32'"
        if "d" in have:
            return "'D' and 'Xwchc' extensions are incompatible"
        if "zcb" in have:
            return "'Xwchc' and 'Zcb' extensions are incompatible"
    return None


def _dependency22(have: frozenset[str]) -> str | None:
    if "d" in have and ("c" in have or "zcd" in have):
        for name in _ZCD_OVERLAPS_22:
            if name in have:
                return (f"'{name}' extension is incompatible with '{'c' if 'c' in have else 'zcd'}' extension when "
                        "'d' extension is enabled")
    if "zcmp" in have and "xqccmp" in have:
        return "'zcmp' and 'xqccmp' extensions are incompatible"
    if "64bit" in have:
        qualcomm = sorted(name for name in have if name.startswith("xqci"))
        for name in (*_RV32_ONLY_22, *qualcomm):
            if name in have:
                return f"'{name}' is only supported for 'rv32'"
    if "xwchc" in have:
        if "d" in have:
            return "'d' and 'xwchc' extensions are incompatible"
        if "zcb" in have:
            return "'xwchc' and 'zcb' extensions are incompatible"
    if "zclsd" in have and "zcf" in have:
        return "'zclsd' and 'zcf' extensions are incompatible"
    return None
