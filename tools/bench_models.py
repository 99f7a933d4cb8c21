"""Cold and warm load times of every shipped model (the warm path goes through the compiled cache).

    python tools/bench_models.py [MODEL ...]

Cold = a fresh, empty cache directory and no in-process memo; warm = the cache written by the cold
load, again without the in-process memo (what a new `mcalens` process pays).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

from mcalens.analysis.machine import model_load


def _load(name: str) -> tuple[float, float]:
    """(wall, cpu) seconds; CPU time is the fair number on a shared, loaded machine."""
    model_load.load_model.cache_clear()  # type: ignore[attr-defined]
    start, start_cpu = time.perf_counter(), time.process_time()
    model, diags = model_load.load_model(name)
    elapsed, cpu = time.perf_counter() - start, time.process_time() - start_cpu
    if model is None:
        raise SystemExit(f"{name}: failed to load: {[d.message for d in diags]}")
    return elapsed, cpu


def main(argv: list[str]) -> int:
    names = argv or sorted({model for _, model, _ in model_load.list_cpus()})
    with tempfile.TemporaryDirectory() as cache:
        os.environ["MCALENS_CACHE_DIR"] = cache
        print(f"{'model':<16} {'yaml KB':>8} {'cache KB':>9} {'cold ms':>8} {'(cpu)':>6} {'warm ms':>8} {'(cpu)':>6}")
        worst_cold = worst_warm = 0.0
        for name in names:
            cold, cold_cpu = _load(name)
            warm, warm_cpu = min(_load(name) for _ in range(3))
            path = model_load.find_model_file(name)
            yaml_kb = path.stat().st_size / 1024 if path else 0
            cache_kb = sum(p.stat().st_size for p in Path(cache).glob("*.pickle")) / 1024
            for p in Path(cache).glob("*.pickle"):
                p.unlink()  # the next model's cold load must not see this entry
            worst_cold, worst_warm = max(worst_cold, cold), max(worst_warm, warm)
            print(f"{name:<16} {yaml_kb:8.0f} {cache_kb:9.0f} {cold * 1000:8.0f} {cold_cpu * 1000:6.0f}"
                  f" {warm * 1000:8.1f} {warm_cpu * 1000:6.1f}")
        print(f"worst: cold {worst_cold * 1000:.0f} ms, warm {worst_warm * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
