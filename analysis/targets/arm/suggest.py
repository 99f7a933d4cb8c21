"""llvm-mc's words for a mnemonic ARM's matcher does not know (Match_MnemonicFail): "invalid
instruction, did you mean: asr, lsl, sel?" from the generated ARMMnemonicSpellCheck, and
splitMnemonic's "instruction 'a' can not set flags, but 's' suffix specified" for one ending in `s`.

The matcher's mnemonics and the features each entry requires come from the release's generated
matcher table (models/arm/asm_mnemonics.json.gz, tools/llvm_export/arm_mnemonics.py); a release
without that file gets no suggestions (plain "invalid instruction"). The spell check offers every
table mnemonic one of whose entries' feature sets holds, in the table's (sorted) order, at edit
distance 2 or less without replacements (StringRef::edit_distance(T, false, 2)).
"""

from __future__ import annotations

import gzip
import json
import os
from functools import lru_cache

from . import features, spellings

_FILE = "asm_mnemonics.json.gz"
_MAX_DISTANCE = 2
# splitMnemonic leaves a final `s` on these (LLVM 19.1.7's list; the rest are carry-setting)
_KEEP_S = frozenset({
    "cps", "mls", "mrs", "smmls", "vabs", "vcls", "vmls", "vmrs", "vnmls", "vqabs", "vrecps", "vrsqrts", "srs",
    "flds", "fmrs", "fsqrts", "fsubs", "fsts", "fcpys", "fdivs", "fmuls", "fcmps", "fcmpzs", "vfms", "vfnms",
    "fconsts", "bxns", "blxns", "vfmas", "vmlas",
})


# splitMnemonic returns these whole (no condition or `s` taken off)
_WHOLE = frozenset({
    "teq", "vceq", "svc", "mls", "smmls", "vcls", "vmls", "vnmls", "vacge", "vcge", "vclt", "vacgt", "vaclt",
    "vacle", "hlt", "vcgt", "vcle", "smlal", "umaal", "umlal", "vabal", "vmlal", "vpadal", "vqdmlal", "fmuls",
    "vmaxnm", "vminnm", "vcvta", "vcvtn", "vcvtp", "vcvtm", "vrinta", "vrintn", "vrintp", "vrintm", "hvc", "vins",
    "vmovx", "bxns", "blxns", "vdot", "vmmla", "vudot", "vsdot", "vcmla", "vcadd", "vfmal", "vfmsl", "wls", "le",
    "dls", "csel", "csinc", "csinv", "csneg", "cinc", "cinv", "cneg", "cset", "csetm", "aut", "pac", "pacbti",
    "bti",
})
# getMnemonicAcceptInfo's CanAcceptCarrySet (the second set in A32 code only)
_CARRY = frozenset({"and", "lsl", "lsr", "rrx", "ror", "sub", "add", "adc", "mul", "bic", "asr", "orr", "mvn", "rsb",
                    "rsc", "orn", "sbc", "eor", "neg", "vfm", "vfnm"})
_CARRY_A32 = frozenset({"smull", "mov", "mla", "smlal", "umlal", "umull"})


@lru_cache(maxsize=4)
def _table(directory: str) -> tuple[dict[str, tuple[tuple[str, ...], ...]], frozenset[str]] | None:
    path = os.path.join(directory, _FILE)
    if not os.path.exists(path):
        return None
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        data = json.load(handle)
    mnemonics = {name: tuple(tuple(row) for row in rows) for name, rows in data["mnemonics"].items()}
    return mnemonics, frozenset(data.get("aliases", ()))


def _distance(a: str, b: str) -> int:
    """Edit distance with insertions and deletions only: len(a) + len(b) - 2 * LCS(a, b)."""
    previous = [0] * (len(b) + 1)
    for char in a:
        current = [0]
        for j, other in enumerate(b):
            current.append(previous[j] + 1 if char == other else max(previous[j + 1], current[j]))
        previous = current
    return len(a) + len(b) - 2 * previous[-1]


def mnemonic_failure(mnemonic: str, directory: str, data: features.FeatureData, have: frozenset[str],
                     thumb: bool) -> str | None:  # fmt: skip
    """llvm-mc's message for `mnemonic` where the matcher knows no such mnemonic, or None where it
    does (or the case is one this does not reproduce: IT/VPT masks, MVE's vector predicates, a
    condition in Thumb code without Thumb-2)."""
    table = _table(directory)
    if table is None:
        return None
    known, aliases = table
    head = mnemonic.lower().partition(".")[0]
    if mnemonic.lower() in aliases:
        return None
    if not head or head in known or head in aliases or head.startswith(("it", "vpt", "vpst", "cps")):
        return None
    name = head
    condition = False
    whole = head in _WHOLE or head.startswith("vsel")
    if not whole and len(name) > 2 and name[-2:] in spellings.CONDITION_CODES \
            and not ("mve" in have and name.startswith("vq")):
        name, condition = name[:-2], True
    if name in known or name in aliases:
        return None  # a known mnemonic with a condition: not a mnemonic failure
    if condition and thumb and "thumb2" not in have:
        return None
    if "mve" in have and name.startswith("v") and name[-1:] in ("t", "e"):
        return None  # may be an MVE vector predicate suffix
    if not whole and name.endswith("s") and name not in _KEEP_S:
        stem = name[:-1]
        if stem in _CARRY or (not thumb and stem in _CARRY_A32):
            return None  # the flag-setting form of a known mnemonic: matched, not a mnemonic failure
        return f"instruction '{stem}' can not set flags, but 's' suffix specified"
    full = set(have)
    if thumb:
        full.add("thumb-mode")
    holds = {record: features.predicate_holds(data, record, full) for rows in known.values() for row in rows
             for record in row}
    found = [other for other, rows in known.items()
             if any(all(holds[record] for record in row) for row in rows)
             and abs(len(other) - len(name)) <= _MAX_DISTANCE and _distance(name, other) <= _MAX_DISTANCE]
    if not found:
        return "invalid instruction"
    return "invalid instruction, did you mean: " + ", ".join(found) + "?"
