"""api.RegionCache: a region simulated before is taken from the cache (a saved source file's loops
re-simulate only where their instructions changed), with the same results as simulating it."""

from __future__ import annotations

from dataclasses import replace

from mcalens.analysis.api import RegionCache, analyze
from mcalens.analysis.editor import core
from mcalens.analysis.sources.analyse import analyse_assembly

LOOPS = """\t.text
f:
.L3:
\tmovl\t(%rdi), %eax
\taddq\t$4, %rdi
\tleal\t(%rax,%rax,2), %eax
\taddl\t%eax, %edx
\tcmpq\t%rcx, %rdi
\tjne\t.L3
\tret
g:
.L7:
\tvmulps\t%ymm0, %ymm1, %ymm1
\tvaddps\t%ymm1, %ymm2, %ymm2
\tdecq\t%rsi
\tjne\t.L7
\tret
"""
TRIPLE = "x86_64-unknown-linux-gnu"


def _options():
    options = core.source_options(iterations=100, timeline_iterations=10, model_dirs=())
    return replace(options, auto_regions=True, triple=TRIPLE, views=options.views.replace(verdict=True))


def _reports(analysis):
    return [r.report for r in analysis.regions]


def test_cached_regions_give_the_same_reports() -> None:
    cache = RegionCache()
    plain = analyze(LOOPS, cpu="skylake", options=_options())
    first = analyze(LOOPS, cpu="skylake", options=_options(), region_cache=cache)
    assert (cache.hits, cache.misses, len(cache)) == (0, 2, 2)
    # the same loops further down the file (another function was added above them): positions change,
    # the simulation does not
    moved = LOOPS.replace("f:\n", "h:\n\tnop\n\tret\nf:\n")
    second = analyze(moved, cpu="skylake", options=_options(), region_cache=cache)
    assert (cache.hits, cache.misses) == (2, 2)
    assert not plain.failed and len(plain.regions) == 2
    assert _reports(first) == _reports(plain)
    fresh = analyze(moved, cpu="skylake", options=_options())
    assert _reports(second) == _reports(fresh)
    assert [r.spans for r in second.regions] == [r.spans for r in fresh.regions]
    assert [r.report.source_lines for r in second.regions] != [r.report.source_lines for r in first.regions]


def test_a_changed_loop_another_cpu_or_other_options_miss() -> None:
    cache = RegionCache()
    analyze(LOOPS, cpu="skylake", options=_options(), region_cache=cache)
    changed = LOOPS.replace("vaddps\t%ymm1, %ymm2, %ymm2", "vaddps\t%ymm1, %ymm3, %ymm3")
    result = analyze(changed, cpu="skylake", options=_options(), region_cache=cache)
    assert (cache.hits, cache.misses) == (1, 3)
    assert _reports(result) == _reports(analyze(changed, cpu="skylake", options=_options()))
    other = analyze(LOOPS, cpu="znver3", options=_options(), region_cache=cache)
    assert cache.hits == 1
    assert _reports(other) == _reports(analyze(LOOPS, cpu="znver3", options=_options()))
    analyze(LOOPS, cpu="skylake", options=replace(_options(), sim=replace(_options().sim, iterations=7)), region_cache=cache)
    assert cache.hits == 1


def test_the_cache_is_bounded() -> None:
    cache = RegionCache(size=1)
    analyze(LOOPS, cpu="skylake", options=_options(), region_cache=cache)
    assert len(cache) == 1


def test_source_analysis_uses_the_loop_cache_with_equal_loops() -> None:
    cache = RegionCache()
    options = core.source_options(iterations=100, timeline_iterations=10, model_dirs=())
    _, loops = analyse_assembly(LOOPS, TRIPLE, "skylake", options, cache=None)
    _, first = analyse_assembly(LOOPS, TRIPLE, "skylake", options, cache=cache)
    _, again = analyse_assembly(LOOPS, TRIPLE, "skylake", options, cache=cache)
    assert cache.hits == 2 and loops == first == again
