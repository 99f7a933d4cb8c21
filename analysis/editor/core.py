"""The editor layer's calls into the analysis core: every `mcalens.analysis.api` call the editor
makes is here, so a change of the api's signatures is adapted in this one module.

The editor asks the same questions the CLI asks (`api.analyze` with an options record); nothing
here computes a number itself.
"""

from __future__ import annotations

from dataclasses import replace

from .. import api
from ..api import Analysis, RegionAnalysis
from ..frontend.syntax import ParsedFile
from ..machine import releases
from ..source import Span
from ..targets.target import Target

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..isa import Isa
    from ..mcinst import McInst

CODE_UNSUPPORTED = api.CODE_UNSUPPORTED
DEFAULT_TRIPLE = api.DEFAULT_TRIPLE
# The iteration count without a setting: the simulator's one constant (sim/options.py), as the CLI's.
DEFAULT_ITERATIONS = api.DEFAULT_ITERATIONS
# The LLVM releases mcalens matches (`mcalens.llvmVersion`, the CLI's --llvm-version); the default
# is the CLI's, decided in one place (machine/releases.py).
RELEASES = releases.RELEASES
DEFAULT_RELEASE = releases.DEFAULT_RELEASE
UnknownRelease = releases.UnknownRelease

__all__ = ["CODE_UNSUPPORTED", "DEFAULT_ITERATIONS", "DEFAULT_RELEASE", "DEFAULT_TRIPLE", "RELEASES", "Analysis", "RegionAnalysis", "UnknownRelease",
           "check_release", "clear_caches", "control_flow", "file_analysis", "instruction_modes", "list_cpus", "region_analysis",
           "release_label", "release_target", "source_options"]


def check_release(value: str) -> str:
    """`value` as a release major ("19", "22"; "22.1.8" too); UnknownRelease otherwise."""
    return releases.check_release(value)


def release_label(release: str) -> str:
    """The release as the editor shows it, as the CLI's banner names it: "LLVM 22.1.8", "LLVM 19.1.7";
    "... not exact" for a release whose engine differences are not all modelled (none today)."""
    try:
        major = releases.check_release(release)
    except releases.UnknownRelease:  # never raises: the settings' parser already refused it
        return f"LLVM {release}"
    return f"LLVM {releases.FULL_VERSIONS[major]}{'' if releases.is_exact(major) else ' not exact'}"


def file_analysis(text: str, cpu: str, triple: str, auto_regions: bool,
                  llvm_version: str = DEFAULT_RELEASE) -> Analysis:
    """A whole file's regions as llvm-mca reads them (its markers, else one region of every
    instruction; `auto_regions`: the target's loop regions), with static facts only, read with the
    release's data (`.cpu`/`.arch` names, spellings)."""
    options = api.AnalysisOptions(
        triple=triple,
        llvm_version=llvm_version,
        instruction_tables=True,  # static facts only: regions and instructions, no simulation
        skip_unsupported=api.SKIP_ANY,
        views=api.ViewSelection(summary=False, resource_pressure=False),
    )
    return api.analyze(text, cpu=cpu, options=replace(options, auto_regions=True) if auto_regions else options)


def release_target(target: Target, release: str) -> Target:
    """`target` reading `release`'s model set (api.release_target)."""
    return api.release_target(target, release)


def region_analysis(text: str, cpu: str, *, iterations: int, timeline_iterations: int, model_dirs: tuple[str, ...],
                    rthroughput: str, triple: str, simulate: bool, llvm_version: str = DEFAULT_RELEASE) -> Analysis:
    """One region given as standalone text. `simulate`: every llvm-mca view (as `-all-views`, so
    the report is the CLI's) plus the verdict, waits and bottleneck analysis; else only each
    instruction's static facts (uops, latency, RThroughput, resources)."""
    options = _region_options(iterations=iterations, timeline_iterations=timeline_iterations, model_dirs=model_dirs,
                              rthroughput=rthroughput, triple=triple, simulate=simulate, llvm_version=llvm_version)
    return api.analyze(text, cpu=cpu, options=options)


def source_options(*, iterations: int, timeline_iterations: int, model_dirs: tuple[str, ...],
                   llvm_version: str = DEFAULT_RELEASE) -> api.AnalysisOptions:
    """The options a compiled source's assembly is analysed with (analysis/sources adds
    --auto-regions, the verdict and the triple): the views a region of an assembly document gets,
    so that a loop's hover and report read as the assembly buffer's. Without mcalens' own notes
    (`--no-notes`): the editor shows none of a compiled file's messages but its errors, and gcc's -g
    output gets a note per `.loc` line (22,000 on lz4.c, ~0.4 s a save to find). Only the loops'
    instructions are resolved (`resolve_regions_only`: under -skip-unsupported-instructions=any an
    error elsewhere changes nothing of them; lz4.c's loops hold a third of its 13,000)."""
    return replace(_region_options(iterations=iterations, timeline_iterations=timeline_iterations,
                                   model_dirs=model_dirs, rthroughput="llvm", triple="", simulate=True,
                                   llvm_version=llvm_version), notes=False, resolve_regions_only=True)


def _region_options(*, iterations: int, timeline_iterations: int, model_dirs: tuple[str, ...], rthroughput: str,
                    triple: str, simulate: bool, llvm_version: str) -> api.AnalysisOptions:
    if simulate:
        views = api.ViewSelection(
            timeline=timeline_iterations > 0,
            dispatch_stats=True,
            scheduler_stats=True,
            retire_stats=True,
            register_file_stats=True,
            verdict=True,
            waits=True,
            bottleneck_analysis=True,
            frontend=True,
        )
    else:
        views = api.ViewSelection(summary=False, resource_pressure=False, timeline=False)
    return api.AnalysisOptions(
        # a static result simulates nothing: its record carries no iteration count (0)
        sim=api.SimOptions(iterations=iterations) if simulate else api.SimOptions(),
        timeline_max_iterations=timeline_iterations,
        model_dirs=model_dirs,
        skip_unsupported=api.SKIP_ANY,  # an editor shows every other instruction's numbers anyway
        views=views,
        **({"rthroughput": rthroughput} if rthroughput != "llvm" else {}),
        **({"triple": triple} if triple else {}),
        llvm_version=llvm_version,
    )


def instruction_modes(target: Target, parsed: ParsedFile) -> tuple[dict[int, str], list[tuple[Span, str]]]:
    """id(instruction) -> the triple it resolves in where a mode directive switched it, and the
    directives refused (api.instruction_modes, as the CLI resolves)."""
    return api.instruction_modes(target, parsed, api.DEFAULT_TRIPLE)


def control_flow(mc: McInst, isa: Isa) -> tuple[bool, bool]:
    """(is a call, is a return) of one resolved instruction, as the simulator decides it
    (api.control_flow: the opcode's flags, or the release's per-instance rules)."""
    return api.control_flow(mc, isa)


def list_cpus(triple: str = api.DEFAULT_TRIPLE, llvm_version: str = DEFAULT_RELEASE) -> list[tuple[str, str]]:
    """(cpu, model name) of the triple's target's shipped models of a release."""
    return api.list_cpus(triple=triple, llvm_version=llvm_version)


def clear_caches() -> None:
    """Forget loaded models (a model file changed on disk)."""
    api.clear_caches()
