"""Export what ARM's assembler checks per instruction and per feature directive:
models/arm/asm_features.json.gz.

    llvm-tblgen-19 --dump-json -I llvm/include -I llvm/lib/Target/ARM llvm/lib/Target/ARM/ARM.td -o arm.json
    python tools/llvm_export/arm_asm_features.py arm.json llvm/include/llvm/TargetParser/ARMTargetParser.def \\
        models/arm/asm_features.json.gz

(the two inputs from LLVM 19.1.7's source: the TableGen records of the ARM target and the target
parser's FPU/architecture/extension table). What it writes:

* `predicates`: every AssemblerPredicate the generated matcher tests (the records with a non-empty
  CondString, in record-name order: the order of the matcher's Feature_* bits, which is the order
  "instruction requires: ..." lists them), each with the name llvm-mc prints and its condition over
  subtarget feature names (`["all_of", ...]`, `["any_of", ...]`, `["not", x]`; the mode is the
  feature `thumb-mode`);
* `opcodes`: per instruction, the indices of the predicates its `Predicates` list holds, and
  `alternatives`: the predicate sets of InstAliases written exactly as the instruction (the
  matcher accepts the text under any of them: pre-v6 `mul` is MUL through a NoV6 alias);
* `fpus`: per `.fpu` name, the `+f`/`-f` list ARM::getFPUFeatures gives (the FPU's version,
  register restriction and NEON level against the feature table below), and `fpu_synonyms`;
* `arches`: the `.arch` names in the target parser's order, each with its sub-architecture (the
  triple's word after `arm`/`thumb`: `v7m` for armv7-m);
* `arch_extensions`: per `.arch_extension` name its extension kind, and `extension_table`: per kind
  the predicates the current architecture must meet and the features it sets (ARMAsmParser's
  `enableArchExtFeature` table, written out below by hand from LLVM 19.1.7's ARMAsmParser.cpp).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

# ARM::getFPUFeatures: (feature, least FPU version, most restrictive register restriction)
_VERSIONS = ["NONE", "VFPV2", "VFPV3", "VFPV3_FP16", "VFPV4", "VFPV5", "VFPV5_FULLFP16"]
_RESTRICTIONS = ["None", "D16", "SP_D16"]
_NEON = ["None", "Neon", "Crypto"]
_FPU_FEATURES = [
    ("vfp2", "VFPV2", "D16"), ("vfp2sp", "VFPV2", "SP_D16"), ("vfp3", "VFPV3", "None"),
    ("vfp3d16", "VFPV3", "D16"), ("vfp3d16sp", "VFPV3", "SP_D16"), ("vfp3sp", "VFPV3", "None"),
    ("fp16", "VFPV3_FP16", "SP_D16"), ("vfp4", "VFPV4", "None"), ("vfp4d16", "VFPV4", "D16"),
    ("vfp4d16sp", "VFPV4", "SP_D16"), ("vfp4sp", "VFPV4", "None"), ("fp-armv8", "VFPV5", "None"),
    ("fp-armv8d16", "VFPV5", "D16"), ("fp-armv8d16sp", "VFPV5", "SP_D16"), ("fp-armv8sp", "VFPV5", "None"),
    ("fullfp16", "VFPV5_FULLFP16", "SP_D16"), ("fp64", "VFPV2", "D16"), ("d32", "VFPV3", "None"),
]
_NEON_FEATURES = [("neon", "Neon"), ("sha2", "Crypto"), ("aes", "Crypto")]
_FPU_SYNONYMS = {
    "vfp2": "vfpv2", "vfp3": "vfpv3", "vfp4": "vfpv4", "vfp3-d16": "vfpv3-d16", "vfp4-d16": "vfpv4-d16",
    "fp4-sp-d16": "fpv4-sp-d16", "vfpv4-sp-d16": "fpv4-sp-d16", "fp4-dp-d16": "vfpv4-d16",
    "fpv4-dp-d16": "vfpv4-d16", "fp5-sp-d16": "fpv5-sp-d16", "fp5-dp-d16": "fpv5-d16", "fpv5-dp-d16": "fpv5-d16",
    "neon-vfpv3": "neon",
}
# ARMAsmParser::enableArchExtFeature's table: extension kind (AEK_ names or'ed) -> (predicates the
# architecture must have, subtarget features set or cleared transitively); an empty feature list
# is "unsupported architectural extension".
_EXTENSION_TABLE: list[tuple[list[str], list[str], list[str]]] = [
    (["AEK_CRC"], ["HasV8"], ["FeatureCRC"]),
    (["AEK_AES"], ["HasV8"], ["FeatureAES", "FeatureNEON", "FeatureFPARMv8"]),
    (["AEK_SHA2"], ["HasV8"], ["FeatureSHA2", "FeatureNEON", "FeatureFPARMv8"]),
    (["AEK_CRYPTO"], ["HasV8"], ["FeatureCrypto", "FeatureNEON", "FeatureFPARMv8"]),
    (["AEK_DSP", "AEK_SIMD", "AEK_FP"], ["HasV8_1MMainline"], ["HasMVEFloatOps"]),
    (["AEK_FP"], ["HasV8"], ["FeatureVFP2_SP", "FeatureFPARMv8"]),
    (["AEK_HWDIVTHUMB", "AEK_HWDIVARM"], ["HasV7", "IsNotMClass"], ["FeatureHWDivThumb", "FeatureHWDivARM"]),
    (["AEK_MP"], ["HasV7", "IsNotMClass"], ["FeatureMP"]),
    (["AEK_SIMD"], ["HasV8"], ["FeatureNEON", "FeatureVFP2_SP", "FeatureFPARMv8"]),
    (["AEK_SEC"], ["HasV6K"], ["FeatureTrustZone"]),
    (["AEK_VIRT"], ["HasV7"], ["FeatureVirtualization"]),
    (["AEK_FP16"], ["HasV8_2a"], ["FeatureFPARMv8", "FeatureFullFP16"]),
    (["AEK_RAS"], ["HasV8"], ["FeatureRAS"]),
    (["AEK_LOB"], ["HasV8_1MMainline"], ["FeatureLOB"]),
    (["AEK_PACBTI"], ["HasV8_1MMainline"], ["FeaturePACBTI"]),
    (["AEK_OS"], [], []), (["AEK_IWMMXT"], [], []), (["AEK_IWMMXT2"], [], []), (["AEK_MAVERICK"], [], []),
    (["AEK_XSCALE"], [], []),
]


def _kind(text: str) -> str:
    """`(ARM::AEK_DSP | ARM::AEK_SIMD)` -> "AEK_DSP|AEK_SIMD" (sorted, so equal sets are equal keys)."""
    return "|".join(sorted(re.findall(r"AEK_\w+", text)))


def _cond(node: Any, features: dict[str, str]) -> Any:
    if node.get("kind") == "def":
        return features[node["def"]]
    operator = node["operator"]["def"]
    return [operator, *(_cond(arg, features) for arg, _ in node["args"])]


def export(records_path: Path, def_path: Path) -> dict[str, Any]:
    records = json.loads(records_path.read_text(encoding="utf-8"))
    features = {name: records[name]["Name"] for name in records["!instanceof"]["SubtargetFeature"]}
    predicates = sorted(name for name in records["!instanceof"]["Predicate"]
                        if records[name].get("AssemblerMatcherPredicate") and records[name].get("CondString"))
    index = {name: i for i, name in enumerate(predicates)}
    opcodes: dict[str, list[int]] = {}
    for name in records["!instanceof"]["Instruction"]:
        wanted = [index[p["def"]] for p in records[name].get("Predicates", []) if p["def"] in index]
        if wanted:
            opcodes[name] = wanted
    # InstAliases spelled exactly as their instruction with other predicates (the pre-v6 `mul`,
    # `mla`, `smull`, ... with NoV6): the matcher takes the text under either set
    alternatives: dict[str, list[list[int]]] = {}
    for name in records["!instanceof"].get("InstAlias", []):
        alias = records[name]
        target = alias.get("ResultInst", {}).get("operator", {}).get("def")
        inst = records.get(target) if isinstance(target, str) else None
        if inst is None or "AsmString" not in inst:
            continue
        if " ".join(alias["AsmString"].split()) != " ".join(inst["AsmString"].split()):
            continue
        wanted = [index[p["def"]] for p in alias.get("Predicates", []) if p["def"] in index]
        if wanted != opcodes.get(target, []):
            alternatives.setdefault(target, []).append(wanted)
    text = def_path.read_text(encoding="utf-8")
    fpus: dict[str, list[str]] = {}
    for name, version, neon, restriction in re.findall(
            r'ARM_FPU\("([^"]+)",\s*\w+,\s*FPUVersion::(\w+),\s*NeonSupportLevel::(\w+),\s*FPURestriction::(\w+)\)',
            text):
        if name == "invalid":
            continue
        flags = [("+" if _VERSIONS.index(version) >= _VERSIONS.index(least)
                  and _RESTRICTIONS.index(restriction) <= _RESTRICTIONS.index(most) else "-") + feature
                 for feature, least, most in _FPU_FEATURES]
        flags += [("+" if _NEON.index(neon) >= _NEON.index(level) else "-") + feature for feature, level in _NEON_FEATURES]
        fpus[name] = flags
    arches = {name: sub.lstrip("+") for name, sub in re.findall(r'ARM_ARCH\("([^"]+)",\s*\w+,\s*"[^"]*",\s*"([^"]*)"', text)
              if name != "invalid"}
    extensions = {name: _kind(kind) for name, kind in re.findall(r'ARM_ARCH_EXT_NAME\("([^"]+)",\s*([^,]+(?:\|[^,]+)*),',
                                                                 text) if name != "invalid"}
    table = {"|".join(sorted(kinds)): {"check": [index[p] for p in check], "features": [features[f] for f in sets]}
             for kinds, check, sets in _EXTENSION_TABLE}
    return {
        "source": {"llvm": "19.1.7", "tool": "tools/llvm_export/arm_asm_features.py",
                   "license": "Numbers are LLVM's: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt)"},
        "predicates": [{"record": name, "name": records[name]["PredicateName"],
                        "cond": _cond(records[name]["AssemblerCondDag"], features)} for name in predicates],
        "opcodes": dict(sorted(opcodes.items())),
        "alternatives": dict(sorted(alternatives.items())),
        "fpus": fpus,
        "fpu_synonyms": _FPU_SYNONYMS,
        "arches": arches,
        "arch_extensions": extensions,
        "extension_table": table,
    }


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    data = export(Path(argv[0]), Path(argv[1]))
    import gzip

    with gzip.GzipFile(argv[2], "wb", mtime=0) as handle:  # deterministic bytes
        handle.write((json.dumps(data, separators=(",", ":")) + "\n").encode("utf-8"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
