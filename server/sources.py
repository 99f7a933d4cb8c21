"""Source documents (C, C++, Fortran, Rust) in LSP: the editor layer's `SourceView` (analysis/editor/sources.py)
as inlay hints, the line-0 lens, hovers, diagnostics, code actions, Show Assembly and the line
correlation requests.

A compile starts when a source document is opened and each time it is saved, never on an edit: it
runs in a thread with a `Cancellation` (a newer save kills the older compiler's process group and its
result is dropped), through the server's `CompileCache` (same content and flags: no compile). The
generated assembly is written as a `.s` file in the private report directory when Show Assembly asks
for it and rewritten after every later compile, so the editor reloads it as a live assembly buffer
(the server analyses it as any `.s` document).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from dataclasses import dataclass, replace
from typing import Any

from lsprotocol import types
from mcalens.analysis.editor.sources import (
    AnalysisOptions,
    Cancellation,
    SourceRequest,
    SourceView,
    analyse_document,
    input_key,
    loop_markdown,
    report_text,
    stopped,
)
from mcalens.analysis.editor.structure import split_lines
from mcalens.analysis.editor.targets import AARCH64, ARM, X86_64, CpuSettings, decide_cpu
from pygls.uris import from_fs_path, to_fs_path

from . import report as report_mod
from .convert import Converter

log = logging.getLogger(__name__)

CMD_SHOW_ASSEMBLY = "mcalens.showAssembly"
CMD_SHOW_SOURCE_REPORT = "mcalens.showSourceReport"
REQ_SOURCE_TO_ASSEMBLY = "mcalens/sourceToAssembly"
REQ_ASSEMBLY_TO_SOURCE = "mcalens/assemblyToSource"
NOTIFY_SOURCE_ANALYSED = "mcalens/sourceAnalysed"


@dataclass(slots=True)
class SourceDocument:
    """One open source document: its last view, the compile in flight, its assembly buffer."""

    uri: str
    view: SourceView | None = None
    task: asyncio.Task[None] | None = None
    cancel: Cancellation | None = None
    generation: int = 0
    asm_path: str = ""  # where Show Assembly wrote the assembly ("" = not shown)
    asm_uri: str = ""
    saved_at: float = 0.0  # perf_counter when the compile was asked for (save-to-hints latency)
    view_key: str = ""  # editor.sources.input_key of the request `view` answers


def request_for(ls: Any, uri: str, path: str) -> SourceRequest:
    """The compile and analysis settings of a document, from the server's settings and session."""
    settings = ls.settings
    cpus = CpuSettings("", settings.cpu, settings.aarch64_cpu, settings.riscv_cpu, settings.arm_cpu)
    return SourceRequest(
        path=path, settings=settings.sources, trusted=ls.workspace_trusted,
        cpu=ls.cpu_overrides.get(uri, ""),
        # 32-bit Arm: only the editor's own setting; without it the code's `.cpu`/`.arch` choose
        # (Subtarget.compiled_code_cpu), since no single default models both M- and A-profile code
        default_cpus=(*((target, decide_cpu(target, None, cpus)[0]) for target in (X86_64, AARCH64)),
                      (ARM, settings.arm_cpu)),
        options=AnalysisOptions(iterations=settings.iterations, timeline_iterations=settings.timeline_iterations,
                                model_path=tuple(str(p) for p in ls.model_dirs()),
                                llvm_version=settings.llvm_version))


def schedule(ls: Any, uri: str) -> None:
    """Compile the saved document in the background; an older compile of it is cancelled."""
    document = ls.sources.get(uri)
    if document is None:
        document = ls.sources[uri] = SourceDocument(uri)
    if document.cancel is not None:
        document.cancel.cancel()  # kills the older compiler's process group
    if document.task is not None:
        document.task.cancel()
    document.generation += 1
    document.cancel = Cancellation()
    document.saved_at = time.perf_counter()
    document.task = asyncio.ensure_future(_compile(ls, document, document.generation, document.cancel))


async def _compile(ls: Any, document: SourceDocument, generation: int, cancel: Cancellation) -> None:
    try:
        await ls.settings_ready.wait()
        await ls.models_ready.wait()
        path = to_fs_path(document.uri) if document.uri.startswith("file:") else None
        if not path:
            view = stopped(document.uri, "the document is not a file on disk (save it first)")
        else:
            request = request_for(ls, document.uri, path)
            key = await asyncio.to_thread(input_key, request)
            if document.view is not None and key == document.view_key and document.view.state != "failed":
                # nothing changed: no compile and no analysis (the notification's times say so: 0)
                view = replace(document.view, cached=True, compile_seconds=0.0, analysis_seconds=0.0,
                               analysis_cpu_seconds=0.0)
            else:
                view = await asyncio.to_thread(analyse_document, request, cancel, ls.compile_cache)
            if generation == document.generation:
                document.view_key = key
        if generation != document.generation or ls.sources.get(document.uri) is not document:
            return  # a newer save took over
        document.view = view
        if document.asm_path and view.assembly:
            write_assembly(document, view)
        publish(ls, document)
        ls.request_refresh()
        elapsed = (time.perf_counter() - document.saved_at) * 1000
        ls.protocol.notify(NOTIFY_SOURCE_ANALYSED, {
            "uri": document.uri, "state": view.state, "message": view.message, "cpu": view.cpu,
            "loops": [{"line": loop.line, "label": loop.label} for loop in view.loops],
            "compileMs": round(view.compile_seconds * 1000, 2), "analysisMs": round(view.analysis_seconds * 1000, 2),
            "analysisCpuMs": round(view.analysis_cpu_seconds * 1000, 2),
            "cached": view.cached, "elapsedMs": round(elapsed, 2),
            "assemblyUri": document.asm_uri or None,
        })
    except asyncio.CancelledError:
        pass
    except Exception:
        log.exception("compiling %s failed", document.uri)


def _lines(ls: Any, uri: str) -> list[str]:
    document = ls.workspace.text_documents.get(uri)
    return split_lines(document.source) if document is not None else [""]


def publish(ls: Any, document: SourceDocument) -> None:
    if document.view is None:
        return
    converter = Converter(ls.workspace.position_codec, _lines(ls, document.uri))
    items = [converter.diagnostic(d, document.uri) for d in document.view.diagnostics]
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=document.uri, diagnostics=items))


def close(ls: Any, uri: str) -> None:
    document = ls.sources.pop(uri, None)
    if document is None:
        return
    if document.cancel is not None:
        document.cancel.cancel()
    if document.task is not None:
        document.task.cancel()
    if document.asm_uri:
        ls.assembly_sources.pop(document.asm_uri, None)
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


def write_assembly(document: SourceDocument, view: SourceView) -> str:
    path = report_mod.write_report(document.uri, "assembly", view.assembly + "\n", suffix=".s")
    document.asm_path = str(path)
    return document.asm_path


def inlay_hints(ls: Any, document: SourceDocument, first: int, last: int) -> list[types.InlayHint]:
    view = document.view
    if view is None or view.state != "ok":
        return []
    converter = Converter(ls.workspace.position_codec, _lines(ls, document.uri))
    hints = []
    seen: set[int] = set()
    for loop in view.loops:
        if loop.line < 0 or not first <= loop.line <= last or loop.line in seen:
            continue
        seen.add(loop.line)
        label = " | ".join(other.label for other in view.loops if other.line == loop.line)
        hints.append(types.InlayHint(position=converter.line_end(loop.line), label=label, padding_left=True,
                                     tooltip=f"mcalens: {loop.result.verdict}" if loop.result.verdict else None))
    return hints


def code_lenses(ls: Any, document: SourceDocument) -> list[types.CodeLens]:
    """One lens on line 1: the compile's state (or what stopped it), clickable to Show Assembly."""
    view = document.view
    zero = types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0))
    if view is None or (document.task is not None and not document.task.done()):
        title = "mcalens: compiling…"
    else:
        title = view.lens_title()
    command = CMD_SHOW_ASSEMBLY if view is not None and view.state == "ok" else ""
    return [types.CodeLens(range=zero, command=types.Command(title=title, command=command,
                                                               arguments=[document.uri]))]


def hover(ls: Any, document: SourceDocument, line: int) -> types.Hover | None:
    view = document.view
    if view is None or view.state != "ok":
        return None
    loop = view.loop_at(line)
    if loop is None:
        return None
    markdown = loop_markdown(loop, view, _lines(ls, document.uri))
    return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=markdown))


def code_actions(document: SourceDocument, line: int, kind: str) -> list[types.CodeAction]:
    view = document.view
    actions = []
    if view is not None and view.state == "ok":
        loop = view.loop_at(line)
        if loop is not None:
            title = f"mcalens: show report for the loop at line {loop.line + 1} ({loop.label})"
            actions.append(types.CodeAction(title=title, kind=kind, command=types.Command(
                title=title, command=CMD_SHOW_SOURCE_REPORT, arguments=[document.uri, loop.index])))
        actions.append(types.CodeAction(title="mcalens: Show Assembly", kind=kind, command=types.Command(
            title="mcalens: Show Assembly", command=CMD_SHOW_ASSEMBLY, arguments=[document.uri])))
    return actions


async def settled(document: SourceDocument) -> SourceView | None:
    """The view once the compile in flight (if any) has finished."""
    task = document.task
    if task is not None and not task.done():
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.shield(task)
    return document.view


async def show_assembly(ls: Any, *args: Any) -> dict[str, Any]:
    values = list(args)
    uri = str(values[0]) if values else ""
    document = ls.sources.get(uri)
    if document is None:
        return {"error": f"not an open C, C++, Fortran or Rust document: {uri[:200]}"}
    view = await settled(document)
    if view is None or view.state != "ok" or not view.assembly:
        return {"error": f"no assembly: {view.message if view is not None else 'not compiled yet'}"}
    path = write_assembly(document, view)
    document.asm_uri = _file_uri(path)
    ls.assembly_sources[document.asm_uri] = uri
    if not (len(values) > 1 and values[1] is False):  # false: the client opens it (beside the source)
        ls.show_document(document.asm_uri)
    return {"uri": document.asm_uri, "path": path}


async def show_source_report(ls: Any, *args: Any) -> dict[str, Any]:
    values = list(args)
    uri = str(values[0]) if values else ""
    document = ls.sources.get(uri)
    view = await settled(document) if document is not None else None
    index = values[1] if len(values) > 1 else None
    loop = next((loop for loop in view.loops if loop.index == index), None) if view is not None else None
    if view is None or loop is None:
        return {"error": f"no loop {index!r} in {uri[:200]}"}
    path = report_mod.write_report(uri, f"loop{loop.index}", report_text(loop, view))
    target = _file_uri(str(path))
    ls.show_document(target)
    return {"uri": target, "path": str(path)}


def _position(params: Any) -> tuple[str, int] | None:
    uri = params.get("uri") if isinstance(params, dict) else None
    line = params.get("line") if isinstance(params, dict) else None
    if not isinstance(uri, str) or not isinstance(line, int) or isinstance(line, bool) or not 0 <= line < 2**31:
        return None
    return uri, line


def _range(line: int) -> dict[str, Any]:
    return {"start": {"line": line, "character": 0}, "end": {"line": line + 1, "character": 0}}


def source_to_assembly(ls: Any, params: Any) -> dict[str, Any] | None:
    """`{uri, line}` of a source document -> `{uri, lines, ranges}` of its assembly buffer (lines
    whose instructions come from that line), or None when it has no assembly shown yet."""
    found = _position(params)
    document = ls.sources.get(found[0]) if found else None
    if found is None or document is None or document.view is None or not document.asm_uri:
        return None
    lines = document.view.assembly_lines_for(found[1])
    return {"uri": document.asm_uri, "lines": list(lines), "ranges": [_range(n) for n in lines]}


def assembly_to_source(ls: Any, params: Any) -> dict[str, Any] | None:
    """`{uri, line}` of an assembly buffer Show Assembly opened -> `{uri, line, range}` of the source
    line its instruction comes from, or None (a label, a directive, code from another file)."""
    found = _position(params)
    source_uri = ls.assembly_sources.get(found[0]) if found else None
    document = ls.sources.get(source_uri) if source_uri else None
    if found is None or document is None or document.view is None:
        return None
    line = document.view.source_line_for(found[1])
    if line < 0:
        return None
    return {"uri": document.uri, "line": line, "range": _range(line)}


def reanalyse_all(ls: Any) -> None:
    for uri in list(ls.sources):
        if uri in ls.workspace.text_documents:
            schedule(ls, uri)



def _file_uri(path: str) -> str:
    return from_fs_path(path) or f"file://{path}"
