"""Writes isa_sysreg_features.json: the features an AArch64 system register (MRS/MSR) or PSTATE field
(`msr pan, #1`, `msr svcrsm, #1`) needs in a release, for mcalens' feature checks
(targets/aarch64/target.py).

LLVM's assembler looks a system register's name up only among those whose required features the
subtarget has; otherwise the name is unknown and llvm-mc says "expected readable system register"
(MRS) or "expected writable system register or pstate" (MSR), naming no feature. So the features
are found by trial, from a bare subtarget (`-mattr=` turning off every feature of the release's
`-mcpu=help` list: llvm-mc's generic CPU has some, e.g. `ete` and `trbe` in 22): every name of the
set's isa_sysops.json.gz refused there is assembled again with `+F` for every feature F; the
features that let it through are its alternatives (only the least of them are kept: a feature
implied by none of the others, by the set's `isa.json.gz` `feature_implies`, under which mcalens'
feature sets are closed). A name that no single feature but `all` lets through needs several
together (`mpamsm_el1`: `mpam` and `sme`): starting from every feature, each one is dropped in turn
(those implying the most first) while the name still assembles; what remains is one alternative. Each alternative is a list of
features that must all be present. A name found neither way is listed under "unresolved".

    python tools/export_aarch64_sysreg_features.py llvm-mc-22 models/aarch64/llvm22
    python tools/export_aarch64_sysreg_features.py llvm-mc-19 models/aarch64
"""

from __future__ import annotations

import gzip
import json
import re
import subprocess
import sys
from pathlib import Path

_ERROR = re.compile(r"^<stdin>:(\d+):\d+: error: ")
# the PSTATE fields `msr FIELD, #imm` takes (SVCR's come from the SME tables, not isa_sysops)
_SVCR_FIELDS = ("svcrsm", "svcrza", "svcrsmza")


def _refused(llvm_mc: str, mattr: str, lines: list[str]) -> set[int]:
    """Indices into `lines` that llvm-mc refuses with `mattr`."""
    done = subprocess.run([llvm_mc, "-triple=aarch64", f"-mattr={mattr}", "-o", "/dev/null"],
                          input="\n".join(lines) + "\n", capture_output=True, text=True, check=False)
    out = set()
    for line in done.stderr.splitlines():
        match = _ERROR.match(line)
        if match is not None:
            out.add(int(match.group(1)) - 1)
    return out


def _features(directory: Path) -> list[str]:
    text = (directory / "llvm_cpu_help.txt").read_text(encoding="utf-8")
    _, _, listing = text.partition("Available features for this target:")
    return [m.group(1) for m in re.finditer(r"^  (\S+)\s+- ", listing, re.MULTILINE)]


def _implies(directory: Path) -> dict[str, set[str]]:
    """feature -> every feature it implies (transitively), from the set's ISA."""
    with gzip.open(directory / "isa.json.gz", "rt", encoding="utf-8") as handle:
        direct = {k: set(v) for k, v in json.load(handle).get("feature_implies", {}).items()}
    closed: dict[str, set[str]] = {}
    for feature in direct:
        seen: set[str] = set()
        todo = list(direct[feature])
        while todo:
            f = todo.pop()
            if f not in seen:
                seen.add(f)
                todo.extend(direct.get(f, ()))
        closed[feature] = seen
    return closed


def _least(features: list[str], implies: dict[str, set[str]]) -> list[str]:
    """The features of `features` that imply none of the others (`v8.1a` implies `vh`: `vh` stays)."""
    return sorted(f for f in features if not any(g != f and g in implies.get(f, ()) for g in features))


def dumps(out: dict) -> str:
    """The file's text: one name a line (diffs between exports stay readable)."""
    head = {k: v for k, v in out.items() if k not in ("requires", "unresolved")}
    lines = [json.dumps(head)[:-1] + ', "requires": {']
    kinds = list(out["requires"].items())
    for k, (kind, names) in enumerate(kinds):
        lines.append(f"{json.dumps(kind)}: {{")
        rows = list(names.items())
        lines += [f"{json.dumps(name)}: {json.dumps(features)}{',' if i < len(rows) - 1 else ''}"
                  for i, (name, features) in enumerate(rows)]
        lines.append("}" + ("," if k < len(kinds) - 1 else ""))
    lines.append(f'}}, "unresolved": {json.dumps(out["unresolved"])}}}')
    return "\n".join(lines) + "\n"


def _together(llvm_mc: str, bare: str, features: list[str], line: str,
              implies: dict[str, set[str]]) -> list[str] | None:
    """A least set of features that together let `line` through (each dropped in turn while it
    still assembles, those implying the most first, so that what is left are the features
    themselves, `mpam` and `sme`, not `v9a` and `ssve-fp8fma`), or None when even all of them do not."""
    kept = list(features)
    if _refused(llvm_mc, bare + "".join(f",+{f}" for f in kept), [line]):
        return None
    for feature in sorted(features, key=lambda f: (-len(implies.get(f, ())), f)):
        trial = [f for f in kept if f != feature]
        if not _refused(llvm_mc, bare + "".join(f",+{f}" for f in trial), [line]):
            kept = trial
    return kept


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    llvm_mc, directory = argv[0], Path(argv[1])
    with gzip.open(directory / "isa_sysops.json.gz", "rt", encoding="utf-8") as handle:
        sysops = json.load(handle)
    fields = sorted({p[0].split("\t", 1)[1].split(",")[0].lower() for p in sysops["pstate"]
                     if p[0].startswith("msr\t")} | set(_SVCR_FIELDS))
    cases: list[tuple[str, str, str]] = []  # (kind, name, line)
    cases += [("read", name.lower(), f"mrs x0, {name}") for name in sorted(sysops["sysreg_read"])]
    cases += [("write", name.lower(), f"msr {name}, x0") for name in sorted(sysops["sysreg_write"])]
    cases += [("pstate", name, f"msr {name}, #1") for name in fields]
    lines = [line for _, _, line in cases]
    features = _features(directory)
    bare = ",".join(f"-{f}" for f in features)
    refused = sorted(_refused(llvm_mc, bare, lines))
    trial = [lines[i] for i in refused]
    enabling: dict[int, list[str]] = {i: [] for i in refused}
    for feature in features:
        still = _refused(llvm_mc, f"{bare},+{feature}", trial)
        for position, index in enumerate(refused):
            if position not in still:
                enabling[index].append(feature)
    implies = _implies(directory)
    requires: dict[str, dict[str, list[list[str]]]] = {"read": {}, "write": {}, "pstate": {}}
    unresolved: list[str] = []
    for index, found in enabling.items():
        kind, name, line = cases[index]
        alternatives = [[f] for f in _least(found, implies)]
        if not [f for f in found if f != "all"]:
            together = _together(llvm_mc, bare, [f for f in features if f != "all"], line, implies)
            if together is not None:
                alternatives.append(together)
        if alternatives:
            requires[kind][name] = alternatives
        else:
            unresolved.append(line)
    version = subprocess.run([llvm_mc, "--version"], capture_output=True, text=True, check=False).stdout
    found = re.search(r"LLVM version (\S+)", version)
    out = {"format": 1, "target": "aarch64",
           "source": {"llvm": found.group(1) if found else "", "tool": "tools/export_aarch64_sysreg_features.py"},
           "requires": {kind: dict(sorted(names.items())) for kind, names in requires.items()},
           "unresolved": sorted(unresolved)}
    path = directory / "isa_sysreg_features.json"
    path.write_text(dumps(out), encoding="utf-8")
    print(f"{path}: {len(refused)} of {len(cases)} names need a feature, {len(unresolved)} unresolved")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
