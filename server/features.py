"""Handlers for lifecycle, document sync, hints, hovers, code lenses and the custom requests.

Each handler is short: find the document state, read the cache, convert. Commands and code actions
live in actions.py.
"""

from __future__ import annotations

import logging
from typing import Any

from lsprotocol import types
from mcalens.analysis.editor.folding import debug_folds
from mcalens.analysis.editor.results import AnalysisOptions, RegionResult, region_state
from mcalens.analysis.editor.services import memo_limits, memo_sizes
from mcalens.analysis.editor.sources import is_source_document
from mcalens.analysis.editor.structure import RegionSpec
from mcalens.analysis.editor.targets import X86_64, target_cpus
from pygls.exceptions import JsonRpcInvalidParams

from . import hints as hints_mod
from . import hover as hover_mod
from . import lenses
from . import report as report_mod
from . import sources as sources_mod
from .server import (
    LIVE_BUDGET,
    NOTIFY_WORKSPACE_TRUST,
    REPORT_BUDGET,
    REQ_DEBUG_STATS,
    REQ_LIST_CPUS,
    REQ_REGION_AT,
    REQ_REGION_REPORT,
    McaLanguageServer,
    guarded,
    plain,
)
from .state import DocumentState

log = logging.getLogger(__name__)


def _state(ls: McaLanguageServer, uri: str) -> DocumentState | None:
    return ls.documents.get(uri)


@guarded()
def initialize(ls: McaLanguageServer, params: types.InitializeParams) -> None:
    options = plain(params.initialization_options) if params.initialization_options else None
    if isinstance(options, dict):
        if options.get("trustedWorkspace") is False:  # VS Code's workspace trust, as the client says
            ls.workspace_trusted = False
        ls.apply_settings(options.get("mcalens", options))
        ls.settings_ready.clear()  # workspace/configuration still wins once initialized

@guarded()
async def initialized(ls: McaLanguageServer, params: types.InitializedParams) -> None:
    if ls.client_supports("watchedFilesDynamic"):
        try:
            watchers = [types.FileSystemWatcher(glob_pattern="**/*.{yaml,yml}")]
            await ls.client_register_capability_async(
                types.RegistrationParams(
                    registrations=[
                        types.Registration(
                            id="mcalens-model-watch",
                            method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES,
                            register_options=types.DidChangeWatchedFilesRegistrationOptions(
                                watchers=watchers
                            ),
                        )
                    ]
                )
            )
        except Exception:
            log.warning("client refused the model-file watcher registration")
    await ls.pull_settings()
    ls.warm_up()

@guarded()
def workspace_trust(ls: McaLanguageServer, params: Any) -> None:
    value = plain(params)
    trusted = value.get("trusted") if isinstance(value, dict) else None
    if isinstance(trusted, bool):
        ls.set_workspace_trust(trusted)

@guarded()
def shutdown(ls: McaLanguageServer, params: None) -> None:
    for state in ls.documents.values():
        if state.task is not None:
            state.task.cancel()
    ls.shutdown_executor()

@guarded()
async def did_change_configuration(
    ls: McaLanguageServer, params: types.DidChangeConfigurationParams
) -> None:
    if ls.client_supports("configuration"):
        await ls.pull_settings()  # re-analyses every open document
    else:
        pushed = plain(params.settings)
        ls.apply_settings(pushed.get("mcalens", pushed) if isinstance(pushed, dict) else None)
        ls.reanalyse_all()

@guarded()
def did_open(ls: McaLanguageServer, params: types.DidOpenTextDocumentParams) -> None:
    document = params.text_document
    if ls.is_model_file(document.uri):
        ls.model_file_changed(document.uri)
    elif ls.is_asm(document.uri, document.language_id):
        if ls.is_nasm(document.uri, document.language_id):
            ls.nasm_documents.add(document.uri)
        ls.refresh_document(document.uri)
    elif is_source_document(document.uri, document.language_id):
        sources_mod.schedule(ls, document.uri)  # the file as saved: compiled on open and on each save

@guarded()
def did_change(ls: McaLanguageServer, params: types.DidChangeTextDocumentParams) -> None:
    if params.text_document.uri in ls.nasm_documents:
        return  # nasm assembles the file when it is saved (did_save)
    if params.text_document.uri in ls.documents or params.text_document.uri in ls.parsing:
        ls.refresh_document(params.text_document.uri)

@guarded()
def did_save(ls: McaLanguageServer, params: types.DidSaveTextDocumentParams) -> None:
    if params.text_document.uri in ls.sources:
        sources_mod.schedule(ls, params.text_document.uri)  # never on didChange: a save is what compiles
        return
    if params.text_document.uri in ls.nasm_documents:
        ls.refresh_document(params.text_document.uri)
        return
    ls.model_file_changed(params.text_document.uri)

@guarded()
def did_close(ls: McaLanguageServer, params: types.DidCloseTextDocumentParams) -> None:
    sources_mod.close(ls, params.text_document.uri)
    ls.nasm_documents.discard(params.text_document.uri)
    parsing = ls.parsing.pop(params.text_document.uri, None)
    if parsing is not None:
        parsing.cancel()
    state = ls.documents.pop(params.text_document.uri, None)
    if state is not None:
        if state.task is not None:
            state.task.cancel()
        ls.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=state.uri, diagnostics=[])
        )

@guarded()
def did_change_watched_files(ls: McaLanguageServer, params: types.DidChangeWatchedFilesParams) -> None:
    for change in params.changes:
        ls.model_file_changed(change.uri)

@guarded(list)
def inlay_hint(ls: McaLanguageServer, params: types.InlayHintParams) -> list[types.InlayHint]:
    source = ls.sources.get(params.text_document.uri)
    if source is not None and ls.hints_enabled:
        return sources_mod.inlay_hints(ls, source, params.range.start.line, params.range.end.line)
    state = _state(ls, params.text_document.uri)
    if state is None or not ls.hints_enabled:
        return []
    regions = state.structure.regions
    outside = state.structure.outside
    if outside is not None and state.settings.hints.straight_line:
        regions = [*regions, outside]
    return hints_mod.inlay_hints(
        state.uri,
        regions,
        ls.display_result_for(state),
        ls.converter(state),
        state.settings.hints,
        params.range.start.line,
        params.range.end.line,
    )

@guarded(lambda: None)
def inlay_hint_resolve(ls: McaLanguageServer, hint: types.InlayHint) -> types.InlayHint:
    data = plain(hint.data) or {}
    found = _instruction(ls, data.get("uri", ""), data.get("line", -1))
    if found is not None:
        region, position, result = found
        instr = result.at(position)
        hint.tooltip = types.MarkupContent(
            kind=types.MarkupKind.Markdown, value=hover_mod.instruction_markdown(instr, result, region, data.get("uri", ""))
        )
    return hint

@guarded()
async def folding_range(ls: McaLanguageServer, params: types.FoldingRangeParams) -> list[types.FoldingRange]:
    """Debug noise (`.loc`, `.cfi_*`, debug-only labels, `.debug_*` sections) as folds of kind
    comment: clients fold them with their "fold comments" command; lines and analysis unchanged."""
    await ls.parsed(params.text_document.uri)  # asked right after didOpen: answer for this text
    state = _state(ls, params.text_document.uri)
    if state is None:
        return []
    return [types.FoldingRange(start_line=f.start, end_line=f.end, kind=types.FoldingRangeKind.Comment)
            for f in debug_folds(state.lines)]


@guarded()
def hover(ls: McaLanguageServer, params: types.HoverParams) -> types.Hover | None:
    source = ls.sources.get(params.text_document.uri)
    if source is not None:
        return sources_mod.hover(ls, source, params.position.line)
    state = _state(ls, params.text_document.uri)
    if state is None:
        return None
    line = params.position.line
    region = state.structure.region_at_line(line)
    if region is None:
        return None
    result = ls.result_for(state)(region)
    converter = ls.converter(state)
    if result is None:
        text = f"mcalens: analysing region {region.index} on **{state.options.cpu}**…"
        return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=text))
    on_line = [(p, spec, result.at(p)) for p, spec in enumerate(region.instructions) if spec.span.line == line]
    on_line = [(p, spec, instr) for p, spec, instr in on_line if instr is not None]
    if on_line:
        # `nop; addl ...`: the instruction under the cursor; a `.rept` line: its first, with the rest listed.
        _, column = converter.from_client(params.position)
        chosen = next(((s, i) for _, s, i in on_line if s.span.start <= column <= s.span.end), on_line[0][1:])
        spec, instr = chosen
        same_span = [i for _, s, i in on_line if s.span == spec.span]
        markdown = hover_mod.instruction_markdown(instr, result, region, state.uri)
        if len(same_span) > 1:
            markdown += hover_mod.expansion_note(same_span)
        if line in state.structure.expansions:
            markdown += hover_mod.nasm_expansion(state.structure.expansions[line])
        return types.Hover(
            contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=markdown),
            range=converter.range(spec.span),
        )
    if line in (region.header.line, region.end_line):
        markdown = hover_mod.region_markdown(result, region)
        return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=markdown))
    return None

@guarded(list)
def code_lens(ls: McaLanguageServer, params: types.CodeLensParams) -> list[types.CodeLens]:
    source = ls.sources.get(params.text_document.uri)
    if source is not None:
        return sources_mod.code_lenses(ls, source)
    state = _state(ls, params.text_document.uri)
    if state is None:
        return []
    return lenses.code_lenses(state, ls.result_for(state), ls.converter(state), LIVE_BUDGET,
                              ls.measurements, ls.measure_allowed)

@guarded(list)
def list_cpus(ls: McaLanguageServer, params: Any) -> list[dict[str, str]]:
    """The CPUs of a document's target (`{uri}`), else x86-64's, in the release used (mcalens.llvmVersion)."""
    value = plain(params)
    uri = value.get("uri") if isinstance(value, dict) else value[0] if isinstance(value, list) and value else None
    state = _state(ls, uri) if isinstance(uri, str) else None
    target = state.structure.target.target if state is not None else X86_64
    release = state.options.llvm_version if state is not None else ls.settings.llvm_version
    return [{"cpu": cpu, "model": model} for cpu, model in target_cpus(target, release)]

@guarded()
def region_at(ls: McaLanguageServer, params: Any) -> dict[str, Any] | None:
    args = _args(params, ("uri", "position"))
    position = args.get("position")
    if not isinstance(position, dict) or not _is_index(position.get("line")):
        raise JsonRpcInvalidParams("mcalens/regionAt: expected {uri, position: {line, character}}")
    state = _state(ls, str(args.get("uri", "")))
    if state is None:
        return None
    region = state.structure.region_at_line(position["line"])
    if region is None:
        return None
    result = ls.cache.get(state.key(region))
    answer: dict[str, Any] = {
        "cpu": state.options.cpu,
        "region": region.index,
        "name": report_mod.region_title(region),
        "kind": region.kind,
        "ready": result is not None,
        # Final or not, as the lens says: "done", "error", "too large" (never simulated live: a
        # status bar must not spin forever), "simulating", "analysing".
        "state": region_state(region, state.options.iterations, ls.result_for(state)(region), LIVE_BUDGET),
        "straightLine": region.straight_line,
    }
    if result is not None:
        answer.update(
            ipc=result.ipc,
            cyclesPerIteration=round(result.steady_cycles_per_iteration or result.cycles_per_iteration, 2),
            averageCyclesPerIteration=round(result.cycles_per_iteration, 2),
            cyclesLabel=report_mod.pass_label(result) if region.straight_line else report_mod.cycles_label(
                result, short=True),
            # An outer loop's numbers are one pass through its instructions (status bars say so).
            straightLine=region.straight_line,
            totalCycles=result.total_cycles,
            bottleneck=result.bottleneck or None,
            notAnalysed=report_mod.coverage_note(region, result) or None,
        )
    return answer

@guarded()
async def region_report(ls: McaLanguageServer, params: Any) -> dict[str, Any] | None:
    args = _args(params, ("uri", "region"))
    if not isinstance(args.get("uri"), str) or not _is_index(args.get("region", 0)):
        raise JsonRpcInvalidParams("mcalens/regionReport: expected {uri, region: index}")
    found = await region_and_result(ls, args["uri"], args.get("region", 0))
    if found is None:
        return None
    region, result = found
    state = _state(ls, str(args.get("uri", "")))
    answer = report_mod.report_json(region, result, state.cpu_label if state is not None else "")
    measured = ls.measurements.get((region.key_text, state.options.cpu)) if state else None
    if measured is not None and isinstance(answer.get("summary"), dict):
        # the webview lists summary entries: measured on this machine next to the prediction
        answer["summary"]["measuredHere"] = measured.lens_title
        answer["measured"] = measured.to_json()
    return answer

@guarded(dict)
def debug_stats(ls: McaLanguageServer, params: Any) -> dict[str, Any]:
    return {
        "simulations": ls.cache.simulations,
        "staticRuns": ls.cache.static_runs,
        "cacheHits": ls.cache.cache_hits,
        "cacheSize": len(ls.cache),
        "simulatedRegions": list(ls.cache.simulated_names[-100:]),
        "analysisRuns": ls.analysis_runs,
        "lastAnalysisMs": round(ls.last_analysis_ms, 2),
        "executor": ls.executor_kind,
        # what a long session could accumulate: each must stay bounded (tests/test_server_memory.py)
        "sizes": {
            "regionCache": len(ls.cache),
            "regionCacheCapacity": ls.cache.capacity,
            "inflight": len(ls.inflight),
            "parsing": len(ls.parsing),
            "measurements": len(ls.measurements),
            "workspaceDocuments": len(ls.workspace.text_documents),
            "pendingRequests": len(getattr(ls.protocol, "_request_futures", {})),
            "memos": memo_sizes(),
            "memoLimits": memo_limits(),
        },
        "documents": {
            uri: {
                "version": s.version,
                "analysedVersion": s.analysed_version,
                "regions": len(s.structure.regions),
                "cpu": s.options.cpu,
            }
            for uri, s in ls.documents.items()
        },
    }


def register(server: McaLanguageServer) -> None:
    """Register the handlers above with `server` (each converts: LSP in, editor layer, LSP out)."""
    server.feature(types.INITIALIZE)(initialize)
    server.feature(types.INITIALIZED)(initialized)
    server.feature(NOTIFY_WORKSPACE_TRUST)(workspace_trust)
    server.feature(types.SHUTDOWN)(shutdown)
    server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)(did_change_configuration)
    server.feature(types.TEXT_DOCUMENT_DID_OPEN)(did_open)
    server.feature(types.TEXT_DOCUMENT_DID_CHANGE)(did_change)
    server.feature(types.TEXT_DOCUMENT_DID_SAVE)(did_save)
    server.feature(types.TEXT_DOCUMENT_DID_CLOSE)(did_close)
    server.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)(did_change_watched_files)
    server.feature(
        types.TEXT_DOCUMENT_INLAY_HINT,
        types.InlayHintOptions(resolve_provider=True),
    )(inlay_hint)
    server.feature(types.INLAY_HINT_RESOLVE)(inlay_hint_resolve)
    server.feature(types.TEXT_DOCUMENT_HOVER)(hover)
    server.feature(types.TEXT_DOCUMENT_FOLDING_RANGE)(folding_range)
    server.feature(types.TEXT_DOCUMENT_CODE_LENS)(code_lens)
    server.feature(REQ_LIST_CPUS)(list_cpus)
    server.feature(REQ_REGION_AT)(region_at)
    server.feature(REQ_REGION_REPORT)(region_report)
    server.feature(REQ_DEBUG_STATS)(debug_stats)
    server.feature(sources_mod.REQ_SOURCE_TO_ASSEMBLY)(source_to_assembly)
    server.feature(sources_mod.REQ_ASSEMBLY_TO_SOURCE)(assembly_to_source)


@guarded()
def source_to_assembly(ls: McaLanguageServer, params: Any) -> dict[str, Any] | None:
    return sources_mod.source_to_assembly(ls, plain(params))


@guarded()
def assembly_to_source(ls: McaLanguageServer, params: Any) -> dict[str, Any] | None:
    return sources_mod.assembly_to_source(ls, plain(params))


def _args(params: Any, names: tuple[str, ...]) -> dict[str, Any]:
    """Custom requests accept either an object with named fields or a positional array."""
    value = plain(params)
    if isinstance(value, list):
        return dict(zip(names, value, strict=False))
    if isinstance(value, dict):
        return value
    if value is None:
        return {}
    raise JsonRpcInvalidParams(f"expected an object or an array of ({', '.join(names)})")


def _is_index(value: Any) -> bool:
    """A JSON integer usable as a line or region index (bool is not one)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**31


def _instruction(
    ls: McaLanguageServer, uri: str, line: int
) -> tuple[RegionSpec, int, RegionResult] | None:
    state = ls.documents.get(uri)
    if state is None:
        return None
    region = state.structure.region_at_line(line)
    if region is None:
        return None
    result = ls.result_for(state)(region)
    if result is None:
        return None
    for position, spec in enumerate(region.instructions):
        if spec.span.line == line and result.at(position) is not None:
            return region, position, result
    return None


async def region_and_result(
    ls: McaLanguageServer, uri: str, index: Any, cpu: str | None = None
) -> tuple[RegionSpec, RegionResult] | None:
    """The region by index and its result, simulated now if not cached (awaits the executor)."""
    await ls.models_ready.wait()  # model directories being vetted: their models may be this CPU's
    await ls.parsed(uri)
    state = ls.documents.get(uri)
    if state is None:
        return None
    try:
        number = int(index)
    except (TypeError, ValueError):
        return None
    if not 0 <= number < len(state.structure.regions):
        return None
    region = state.structure.regions[number]
    dynamic = len(region.instructions) * state.options.iterations
    if dynamic > REPORT_BUDGET:
        raise JsonRpcInvalidParams(
            f"region {number} is too large for an on-demand report: {len(region.instructions):,} instructions x "
            f"{state.options.iterations} iterations > {REPORT_BUDGET:,} simulated instructions (lower "
            "iterations, or use the mcalens CLI)"
        )
    key = state.key(region)
    if cpu is not None:
        key = (key[0], AnalysisOptions(**{**_options_dict(state.options), "cpu": cpu}))
    result = await ls.region_result(key, region.name)
    return region, result


def _options_dict(options: AnalysisOptions) -> dict[str, Any]:
    return {name: getattr(options, name) for name in AnalysisOptions.__dataclass_fields__}
