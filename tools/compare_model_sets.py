#!/usr/bin/env python3
"""What differs between two exported model sets (e.g. LLVM 19's models/x86-64 and a scratch LLVM 22
export): models new/gone, CPUs per model, per-model opcodes new/gone, and, for the opcodes both
know, how many have different scheduling data (uops, latencies, resources, flags), with examples.
File sizes and byte-identical files are listed too (what a release directory could share).

    python tools/compare_model_sets.py models/x86-64 /tmp/m22/x86-64 [--examples 5]
"""

from __future__ import annotations

import argparse
import filecmp
import json
import sys
from pathlib import Path
from typing import Any

import yaml

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _load(path: Path) -> dict[str, Any]:
    with open(path, encoding="utf-8") as handle:
        return yaml.load(handle, Loader=_Loader)


def _by_opcode(model: dict[str, Any]) -> dict[str, str]:
    """opcode -> its class's data (without the class name and opcode list), as canonical JSON."""
    out: dict[str, str] = {}
    for body in (model.get("classes") or {}).values():
        data = {k: v for k, v in body.items() if k != "opcodes"}
        key = json.dumps(data, sort_keys=True)
        for opcode in body.get("opcodes", []):
            out[opcode] = key
    for opcode, body in (model.get("instructions") or {}).items():
        out[opcode] = json.dumps(body, sort_keys=True)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    parser.add_argument("--examples", type=int, default=5)
    args = parser.parse_args(argv)
    old_files = {p.name: p for p in args.old.iterdir() if p.is_file()}
    new_files = {p.name: p for p in args.new.iterdir() if p.is_file()}
    print(f"files: {len(old_files)} old, {len(new_files)} new")
    for name in sorted(old_files.keys() | new_files.keys()):
        a, b = old_files.get(name), new_files.get(name)
        same = a is not None and b is not None and filecmp.cmp(a, b, shallow=False)
        sizes = f"{a.stat().st_size if a else '-':>10} {b.stat().st_size if b else '-':>10}"
        print(f"  {name:<34} {sizes}  {'identical' if same else ''}")
    old_models = sorted(n for n in old_files if n.endswith(".yaml"))
    new_models = sorted(n for n in new_files if n.endswith(".yaml"))
    print(f"models new: {sorted(set(new_models) - set(old_models))}")
    print(f"models gone: {sorted(set(old_models) - set(new_models))}")
    for name in sorted(set(old_models) & set(new_models)):
        a, b = _load(old_files[name]), _load(new_files[name])
        cpus_a, cpus_b = set(a.get("cpus", [])), set(b.get("cpus", []))
        ops_a, ops_b = _by_opcode(a), _by_opcode(b)
        common = ops_a.keys() & ops_b.keys()
        changed = sorted(o for o in common if ops_a[o] != ops_b[o])
        params = {k: (a["parameters"].get(k), v) for k, v in b.get("parameters", {}).items()
                  if a.get("parameters", {}).get(k) != v}
        res_a = [r["name"] for r in a.get("resources", [])]
        res_b = [r["name"] for r in b.get("resources", [])]
        print(f"{name}: cpus +{sorted(cpus_b - cpus_a)} -{sorted(cpus_a - cpus_b)}; opcodes {len(ops_a)} -> "
              f"{len(ops_b)} (+{len(ops_b.keys() - ops_a.keys())} -{len(ops_a.keys() - ops_b.keys())}); "
              f"{len(changed)} of {len(common)} shared opcodes changed; resources "
              f"{'same' if res_a == res_b else f'{len(res_a)} -> {len(res_b)}'}"
              + (f"; parameters {params}" if params else ""))
        for opcode in changed[: args.examples]:
            print(f"    {opcode}: {ops_a[opcode]}\n    {' ' * len(opcode)}  {ops_b[opcode]}")
    for name in sorted(set(new_models) - set(old_models)):
        b = _load(new_files[name])
        print(f"{name} (new): cpus {b.get('cpus')}; {len(_by_opcode(b))} opcodes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
