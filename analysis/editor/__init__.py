"""The editor layer: what an editor shows about an assembly document, as plain data, without LSP.

It is to the language server what rust-analyzer's `ide` crate is to its LSP crate: the server
(`mcalens.server`) only translates these values to and from the protocol.

* `targets`: the one place that decides a document's target and CPU (detection from the text,
  settings, the CPU tables, each target's default CPU from the target layer).
* `structure`: a document's structure: instructions with their source lines and code modes,
  regions (markers, innermost and outer loops, the whole file, a selection), straight-line code,
  the `# mcalens:` directive, and the structure's diagnostics.
* `results`: per-region results (`RegionResult`, `InstrResult`) from a static pass or a full run.
* `folding`: the folds that hide debug directives and debug-only labels.
* `nasm`: a NASM/x86inc document's structure, from nasm's object mapped back to its lines.
* `services`: measurement on this machine, the cache directory, model files, memo bounds.
* `core`: the only module that calls `mcalens.analysis.api` (the calls the CLI makes).

Names are imported from the submodules; this package imports nothing at start-up so that the
server's start-up path loads only what it uses.
"""

from __future__ import annotations

import importlib
from typing import Any

_SUBMODULES = ("structure", "results", "services", "targets", "folding", "sources", "nasm")


def __getattr__(name: str) -> Any:
    """`editor.RegionResult` and the like: the public names of the submodules, imported on first use."""
    if name in (*_SUBMODULES, "core"):
        return importlib.import_module(f"{__name__}.{name}")
    for submodule in _SUBMODULES:
        module = importlib.import_module(f"{__name__}.{submodule}")
        if name in vars(module) and not name.startswith("_"):
            return vars(module)[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
