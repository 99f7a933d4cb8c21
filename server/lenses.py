"""Code lenses above each region: `IPC 1.47 · 2.04 cyc/iter · bound by JFPA · btver2`."""

from __future__ import annotations

from collections.abc import Callable

from lsprotocol import types

from .analysis_bridge import RegionResult, RegionSpec
from .convert import Converter
from .hover import lens_title
from .state import DocumentState

CMD_SHOW_REPORT = "mcalens.showReport"


def code_lenses(
    state: DocumentState,
    result_for: Callable[[RegionSpec], RegionResult | None],
    converter: Converter,
) -> list[types.CodeLens]:
    lenses: list[types.CodeLens] = []
    for region in state.structure.regions:
        result = result_for(region)
        if result is None:
            title = f"mcalens: analysing… · {state.options.cpu}"
        else:
            title = lens_title(result)
        lenses.append(
            types.CodeLens(
                range=converter.range(region.header),
                command=types.Command(
                    title=title, command=CMD_SHOW_REPORT, arguments=[state.uri, region.index]
                ),
            )
        )
    return lenses
