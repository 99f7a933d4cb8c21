"""Editor services besides analysis: user model files, measurement on this machine (`mcalens
measure`), the cache directory the server keeps its own files in, and the core's memo sizes."""

from __future__ import annotations

import logging
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..cache import store
from ..diagnostics import Diagnostic
from ..machine import model_load
from . import core, targets
from .structure import internal_error

log = logging.getLogger(__name__)


def check_model_file(path: str, llvm_version: str = core.DEFAULT_RELEASE) -> list[Diagnostic]:
    """Validate a user model YAML against the release the editor uses (an `inherit: skylake@22`
    is right with mcalens.llvmVersion 22, an error with 19); diagnostics carry positions in that file."""
    from ..machine.releases import release_models_dir

    try:
        return model_load.load_model_file(path, target_dir=release_models_dir(model_load.TARGET_DIR, llvm_version))[1]
    except Exception as error:
        log.exception("load_model_file failed on %s", path)
        return [internal_error("model loader", error)]


def load_model_dir(directory: str, names: list[str]) -> None:
    """Load the headers and every named model file of a user model directory (model_vet's child)."""
    model_load.list_cpus(model_dirs=[directory])
    for name in names:
        model_load.load_model_file(os.path.join(directory, name), search_path=[directory])


def reset_model_caches() -> None:
    """Forget loaded models so an edited model file is read again."""
    targets.reset()
    core.clear_caches()


@dataclass(frozen=True, slots=True)
class RegionMeasurement:
    """A region timed on this machine (`mcalens measure`), for the lens and the report."""

    cpu: str
    measured: float | None  # cycles per iteration, median over passes
    spread: float | None
    predicted: float | None  # steady-state cycles per iteration (the lens's "predicted")
    clock: str = ""
    bimodal: bool = False
    failure: str | None = None
    notes: tuple[str, ...] = ()

    @property
    def lens_title(self) -> str:
        if self.measured is None or self.spread is None:
            return f"not measurable here: {self.failure}"
        predicted = f" · predicted {self.predicted:.2f}" if self.predicted is not None else ""
        flag = " (bimodal)" if self.bimodal else ""
        return f"measured {self.measured:.2f} ± {self.spread:.2f} cyc/iter here{flag}{predicted}"

    def to_json(self) -> dict[str, Any]:
        return {"cpu": self.cpu, "measured": self.measured, "spread": self.spread, "predicted": self.predicted,
                "clock": self.clock, "bimodal": self.bimodal, "failure": self.failure, "notes": list(self.notes)}


def measure_region(key_text: str, cpu: str, passes: int = 3) -> RegionMeasurement:
    """Run the region on this machine (a forked child; see docs/measure.md). Never raises."""
    from mcalens.analysis.measure.api import measure_text

    try:
        run = measure_text(key_text, cpu=cpu, passes=passes, undefined_targets_inside=True)
    except Exception as error:  # a bug must not take the server down
        log.exception("measuring failed")
        return RegionMeasurement(cpu, None, None, None, failure=f"internal error: {error}")
    if run.failed or not run.regions:
        return RegionMeasurement(cpu, None, None, None, failure=run.failed or "no instructions to measure")
    region = run.regions[0]
    predicted = region.prediction.steady if region.prediction else None
    notes = tuple(d.message for d in region.diagnostics) + tuple(run.messages)
    if region.measured is None:
        return RegionMeasurement(run.cpu, None, None, predicted, failure=region.failure, notes=notes)
    m = region.measured
    return RegionMeasurement(run.cpu, m.cycles_per_iteration, m.spread, predicted, m.clock.describe(), m.bimodal,
                             notes=notes)


X86_FAST_PATH = "mcalens.analysis.targets.x86.fast_path"


def memo_sizes() -> dict[str, int]:
    """Entries in the core's process-wide memos (mcalens/debugStats; tests check they stay bounded
    over long editing sessions)."""
    from mcalens.analysis.frontend import parse_fast
    from mcalens.analysis.sim import instr_desc

    # The x86 parser's fast-path memos, read where they are once that parser has run (the core
    # names no target package; a document that never used it has none).
    fast_path: Any = sys.modules.get(X86_FAST_PATH)
    fast_cache = fast_path.fast_cache if fast_path is not None else {}
    operand_cache = fast_path.operand_cache if fast_path is not None else {}
    return {
        "statements": len(parse_fast.statement_cache),
        "lines": len(parse_fast.line_cache),
        "fastLines": sum(len(memo) for memo in fast_cache.values()),
        "fastOperands": sum(len(memo) for pair in operand_cache.values() for memo in pair),
        "descriptors": sum(len(entry[2]) for entry in list(instr_desc._MEMOS.values())),
    }


def memo_limits() -> dict[str, int]:
    """The bounds memo_sizes must stay within (per memo; fast operands: four memos)."""
    from mcalens.analysis.frontend import parse_fast
    from mcalens.analysis.sim import instr_desc

    limit = parse_fast.CACHE_LIMIT
    return {"statements": limit, "lines": limit, "fastLines": 2 * limit, "fastOperands": 4 * limit,
            "descriptors": instr_desc.MEMO_MODELS * instr_desc.MEMO_LIMIT}


def limit_parse_memos(entries: int) -> None:
    """Bound the parser's line memos (parse_fast.CACHE_LIMIT, 50,000 by default for the CLI's big
    files). Every edit adds a few never-reused entries, so a long editing session grew the server by
    about 1.6 MB per 1,000 edits until the default bound; a small bound keeps its memory flat."""
    from mcalens.analysis.frontend import parse_fast

    parse_fast.CACHE_LIMIT = entries


def cache_directory() -> Path:
    """Where mcalens keeps its compiled caches (the model cache's directory)."""
    return store.cache_dir()


def private_cache_directory(directory: Path | None = None) -> Path | None:
    """`directory` (default: the cache directory), created 0700; None when it is a symlink or
    someone else's (see store.private_dir)."""
    from mcalens.analysis.cache.store import private_dir

    return private_dir(directory)


def read_cache_entry(path: Path) -> bytes | None:
    """A cache file's bytes when it and its directory are the user's alone, else None."""
    from mcalens.analysis.cache.store import open_private

    return open_private(path)


def touch_cache_entry(path: Path) -> None:
    """Mark a file in the cache directory as recently used (see store.prune)."""
    store.touch(path)


def prune_cache(directory: Path) -> None:
    """Keep the cache directory to its most recently used entries (see store.prune)."""
    store.prune(directory)
