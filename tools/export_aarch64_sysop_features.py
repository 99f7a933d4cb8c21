"""Writes isa_sysop_features.json: the features each AArch64 SYS alias (`dc civaps`, `tlbi vae1os`,
...) needs, as a release's llvm-mc words it, for mcalens' feature checks (targets/aarch64/target.py).

Every SYS alias of the set's isa_sysops.json.gz is assembled once with `-mattr=-all` (the generic
CPU's base features only); llvm-mc's "DC CIVAPS requires: pops" gives the alias its requirement
(the names LLVM's assembler lists: features or extension names, e.g. "mte, memtag") and its name as
LLVM spells it there ("TLBI VMALLE1OSnXS"). Aliases the base features allow are left out.

    python tools/export_aarch64_sysop_features.py llvm-mc-22 models/aarch64/llvm22
    python tools/export_aarch64_sysop_features.py llvm-mc-19 models/aarch64
"""

from __future__ import annotations

import gzip
import json
import re
import subprocess
import sys
from pathlib import Path

_ERROR = re.compile(r"^<stdin>:(\d+):\d+: error: (.+?) requires: (.*)$")


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    llvm_mc, directory = argv[0], Path(argv[1])
    with gzip.open(directory / "isa_sysops.json.gz", "rt", encoding="utf-8") as handle:
        sysops = json.load(handle)
    keys = [f"{mnemonic} {operation}" for mnemonic, operation, *_ in sysops["sys"]]
    lines = [f"{key}, x0" if entry[-1] else key for key, entry in zip(keys, sysops["sys"], strict=True)]
    done = subprocess.run([llvm_mc, "-triple=aarch64", "-mattr=-all", "-o", "/dev/null"],
                          input="\n".join(lines) + "\n", capture_output=True, text=True, check=False)
    version = subprocess.run([llvm_mc, "--version"], capture_output=True, text=True, check=False).stdout
    found = re.search(r"LLVM version (\S+)", version)
    requires: dict[str, list[str]] = {}
    for line in done.stderr.splitlines():
        match = _ERROR.match(line)
        if match is not None:
            requires[keys[int(match.group(1)) - 1]] = [match.group(2), match.group(3)]
    out = {"format": 1, "target": "aarch64",
           "source": {"llvm": found.group(1) if found else "", "tool": "tools/export_aarch64_sysop_features.py"},
           "requires": dict(sorted(requires.items()))}
    (directory / "isa_sysop_features.json").write_text(json.dumps(out, indent=0) + "\n", encoding="utf-8")
    print(f"{directory / 'isa_sysop_features.json'}: {len(requires)} of {len(keys)} SYS aliases need a feature")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
