"""Code lenses above each region: `IPC 1.47 · 2.04 cyc/iter · bound by JFPA · btver2 · LLVM 22.1.8`."""

from __future__ import annotations

from collections.abc import Callable

from lsprotocol import types
from mcalens.analysis.editor.core import release_label
from mcalens.analysis.editor.results import RegionResult, region_state
from mcalens.analysis.editor.services import RegionMeasurement
from mcalens.analysis.editor.structure import RegionSpec

from .convert import Converter
from .hover import lens_title
from .state import DocumentState

CMD_SHOW_REPORT = "mcalens.showReport"
CMD_MEASURE_REGION = "mcalens.measureRegion"


def code_lenses(
    state: DocumentState,
    result_for: Callable[[RegionSpec], RegionResult | None],
    converter: Converter,
    live_budget: int,
    measurements: dict[tuple[str, str], RegionMeasurement] | None = None,
    measure_enabled: bool = False,
) -> list[types.CodeLens]:
    lenses: list[types.CodeLens] = []
    for region in state.structure.regions:
        result = result_for(region)
        # Every lens reaches a final state: numbers, an error, or "too large" (a region over the
        # live budget keeps its static facts in hints but is never simulated live).
        if region_state(region, state.options.iterations, result, live_budget) == "too large":
            title = (
                f"mcalens: {len(region.instructions)} instructions × {state.options.iterations} iterations is too"
                f" large for live analysis; click for the full report · {state.cpu_label or state.options.cpu}"
                f" · {release_label(state.options.llvm_version)}"
            )
        elif result is None:
            title = (f"mcalens: analysing… · {state.cpu_label or state.options.cpu}"
                     f" · {release_label(state.options.llvm_version)}")
        else:
            title = lens_title(result, region, state.cpu_label)
        lenses.append(
            types.CodeLens(
                range=converter.range(region.header),
                command=types.Command(
                    title=title, command=CMD_SHOW_REPORT, arguments=[state.uri, region.index]
                ),
            )
        )
        measured = (measurements or {}).get((region.key_text, state.options.cpu))
        if measured is not None or measure_enabled:
            lenses.append(
                types.CodeLens(
                    range=converter.range(region.header),
                    command=types.Command(
                        title=measured.lens_title if measured is not None else "Measure region on this machine",
                        command=CMD_MEASURE_REGION, arguments=[state.uri, region.index]),
                )
            )
    return lenses
