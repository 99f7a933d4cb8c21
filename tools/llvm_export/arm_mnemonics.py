"""Export the mnemonics of ARM's generated assembly matcher table with their required features:
models/arm/asm_mnemonics.json.gz (ARMAsmParser's mnemonic spell check reads them).

    llvm-tblgen-19 -gen-asm-matcher -I llvm/include -I llvm/lib/Target/ARM llvm/lib/Target/ARM/ARM.td \\
        -o ARMGenAsmMatcher.inc
    python tools/llvm_export/arm_mnemonics.py ARMGenAsmMatcher.inc models/arm/asm_mnemonics.json.gz

(the input from LLVM 19.1.7's source). What it writes: `mnemonics`, each matcher-table mnemonic
(instructions and InstAliases alike, in the table's order, which is sorted) with the distinct
predicate sets its entries require, as AssemblerPredicate record names (`HasV6K`, `IsARM`; the
`predicates` of asm_features.json.gz), and `aliases`, the MnemonicAlias names applied before
matching (`swi`, `ldmfd`, and the feature-gated `fmuls`, `vldrb.8`), whose failures are not a
mnemonic's. ARMMnemonicSpellCheck offers, for a mnemonic the matcher does
not know, every table mnemonic one of whose entries' sets the subtarget meets, at edit distance 2 or
less without replacements.
"""

from __future__ import annotations

import gzip
import json
import re
import sys
from pathlib import Path

_BITSETS = re.compile(r"static constexpr FeatureBitset FeatureBitsets\[\] = \{\n(.*?)\n\};", re.S)
_BITSET_ROW = re.compile(r"\{(.*?)\},")
_BITSET_NAMES = re.compile(r"enum : \w+ \{\n  AMFBS_None,\n(.*?)\n\};", re.S)
_TABLE = re.compile(r"static const MatchEntry MatchTable0\[\] = \{\n(.*?)\n\};", re.S)
_ALIAS = re.compile(r'// "([\w.]+)"')
_ENTRY = re.compile(r"\{ \d+ /\* (\S+) \*/, ARM::\w+, \w+, (AMFBS_\w+),")


def export(inc: str) -> dict[str, object]:
    bitsets_text = _BITSETS.search(inc)
    table_text = _TABLE.search(inc)
    if bitsets_text is None or table_text is None:
        raise SystemExit("not an ARM asm matcher: no FeatureBitsets or MatchTable0")
    names_text = _BITSET_NAMES.search(inc)
    if names_text is None:
        raise SystemExit("no AMFBS enumeration")
    order = ["AMFBS_None"] + [name.strip().rstrip(",") for name in names_text.group(1).splitlines()]
    rows = [line.strip() for line in bitsets_text.group(1).splitlines()]
    if len(rows) != len(order):
        raise SystemExit(f"{len(rows)} feature bitsets for {len(order)} names")
    bitsets: dict[str, list[str]] = {}
    for name, line in zip(order, rows, strict=True):
        found = _BITSET_ROW.match(line)
        if found is None:
            raise SystemExit(f"unread feature bitset row: {line}")
        features = [f.strip() for f in found.group(1).split(",") if f.strip()]
        bitsets[name] = [f.removeprefix("Feature_").removesuffix("Bit") for f in features]
    mnemonics: dict[str, list[list[str]]] = {}
    count = 0
    for line in table_text.group(1).splitlines():
        found = _ENTRY.search(line)
        if found is None:
            raise SystemExit(f"unread match table row: {line}")
        count += 1
        sets = mnemonics.setdefault(found.group(1), [])
        required = sorted(bitsets[found.group(2)])
        if required not in sets:
            sets.append(required)
    start = inc.find("static void applyMnemonicAliases")
    end = inc.find("\n}\n", start)
    if start < 0 or end < 0:
        raise SystemExit("no applyMnemonicAliases")
    aliases = sorted(set(_ALIAS.findall(inc[start:end])))
    print(f"arm_mnemonics: {count} match table entries, {len(mnemonics)} mnemonics, {len(aliases)} mnemonic aliases",
          file=sys.stderr)
    source = {"llvm": "19.1.7", "tool": "tools/llvm_export/arm_mnemonics.py",
              "input": "ARMGenAsmMatcher.inc MatchTable0 and applyMnemonicAliases (llvm-tblgen -gen-asm-matcher)",
              "license": "Names and feature sets are LLVM's: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt)"}
    return {"format": 1, "source": source, "mnemonics": mnemonics, "aliases": aliases}


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit("usage: arm_mnemonics.py ARMGenAsmMatcher.inc OUT.json.gz")
    data = export(Path(sys.argv[1]).read_text(encoding="utf-8"))
    with gzip.GzipFile(sys.argv[2], "wb", mtime=0) as out:
        out.write(json.dumps(data, separators=(",", ":"), sort_keys=False).encode("utf-8"))


if __name__ == "__main__":
    main()
