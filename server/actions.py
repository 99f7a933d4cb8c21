"""Commands (`workspace/executeCommand`) and the code actions that offer them.

Commands take positional JSON arguments (documented in docs/lsp.md) and never raise: bad arguments
give a `{"error": ...}` answer.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Callable
from typing import Any

from lsprotocol import types
from mcalens.analysis.editor.services import measure_region
from mcalens.analysis.editor.structure import selection_region
from mcalens.analysis.editor.targets import X86_64, known_cpu, target_cpus
from pygls.exceptions import JsonRpcInvalidParams

from . import report as report_mod
from . import sources as sources_mod
from .features import region_and_result
from .server import (
    CMD_ANALYZE_SELECTION,
    CMD_COMPARE_CPUS,
    CMD_MEASURE_REGION,
    CMD_SET_CPU,
    CMD_SHOW_REPORT,
    CMD_TOGGLE_HINTS,
    MAX_COMPARE_CPUS,
    McaLanguageServer,
    file_uri,
    guarded,
    plain,
)

log = logging.getLogger(__name__)

MAX_MEASUREMENTS = 256  # measured regions kept for lenses and reports

SOURCE_KIND = "source.mcalens"
SUGGESTED_CPUS = ("skylake", "alderlake", "icelake-server", "znver3", "znver4", "btver2")
_MCPU = re.compile(r"\bmcpu=\S*")
_CPU_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._+-]{0,63}")


def _error(message: str) -> dict[str, str]:
    return {"error": message}


def _index(value: Any) -> int:
    """A non-negative JSON integer (line or character); ValueError otherwise."""
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 2**31:
        raise ValueError(value)
    return value


def _utf16_units(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def directive_edit(
    lines: list[str], directive_line: int | None, cpu: str, units: Callable[[str], int] = _utf16_units
) -> types.TextEdit:
    """Insert `# mcalens: mcpu=cpu` at the top, or update the existing directive comment; `units`
    counts a line's length in the session's position encoding (UTF-16 unless negotiated)."""
    if directive_line is None:
        return types.TextEdit(
            range=types.Range(
                start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)
            ),
            new_text=f"# mcalens: mcpu={cpu}\n",
        )
    old = lines[directive_line]
    new = _MCPU.sub(f"mcpu={cpu}", old) if _MCPU.search(old) else old.rstrip() + f" mcpu={cpu}"
    return types.TextEdit(
        range=types.Range(
            start=types.Position(line=directive_line, character=0),
            end=types.Position(line=directive_line + 1, character=0),
        )
        if directive_line + 1 < len(lines)
        else types.Range(
            start=types.Position(line=directive_line, character=0),
            end=types.Position(line=directive_line, character=units(old)),
        ),
        new_text=new + ("\n" if directive_line + 1 < len(lines) else ""),
    )


def marker_edits(
    lines: list[str], start_line: int, end_line: int, units: Callable[[str], int] = _utf16_units
) -> list[types.TextEdit]:
    """LLVM-MCA-BEGIN before `start_line`, LLVM-MCA-END after `end_line` (both inclusive)."""
    begin = types.TextEdit(
        range=types.Range(
            start=types.Position(line=start_line, character=0),
            end=types.Position(line=start_line, character=0),
        ),
        new_text="# LLVM-MCA-BEGIN\n",
    )
    if end_line + 1 < len(lines):
        at = types.Position(line=end_line + 1, character=0)
        end_text = "# LLVM-MCA-END\n"
    else:
        last = lines[end_line] if end_line < len(lines) else ""
        at = types.Position(line=end_line, character=units(last))
        end_text = "\n# LLVM-MCA-END\n"
    end = types.TextEdit(range=types.Range(start=at, end=at), new_text=end_text)
    return [begin, end]


@guarded(lambda: _error("internal error"))
async def show_report(ls: McaLanguageServer, *args: Any) -> dict[str, Any]:
    values = plain(list(args))
    if len(values) < 1:
        return _error("usage: mcalens.showReport(uri, regionIndex)")
    uri, index = values[0], values[1] if len(values) > 1 else 0
    try:
        found = await region_and_result(ls, str(uri), index)
    except JsonRpcInvalidParams as error:
        return _error(str(error))
    if found is None:
        return _error(f"no region {index} in {uri}")
    region, result = found
    state = ls.documents.get(str(uri))
    text = report_mod.report_text(region, result, state.cpu_label if state is not None else "")
    path = report_mod.write_report(str(uri), f"region{region.index}", text)
    target = file_uri(path)
    ls.show_document(target)
    return {"uri": target, "path": str(path)}

@guarded(lambda: _error("internal error"))
async def analyze_selection(ls: McaLanguageServer, *args: Any) -> dict[str, Any]:
    values = plain(list(args))
    if len(values) < 2 or not isinstance(values[1], dict):
        return _error("usage: mcalens.analyzeSelection(uri, range)")
    uri, selection = str(values[0]), values[1]
    await ls.parsed(uri)
    state = ls.documents.get(uri)
    if state is None:
        return _error(f"document not open: {uri}")
    try:
        start = _index(selection["start"]["line"])
        end = _index(selection["end"]["line"])
        end_character = _index(selection["end"].get("character", 0))
    except (KeyError, TypeError, AttributeError, ValueError):
        return _error("usage: mcalens.analyzeSelection(uri, {start: {line, character}, end: {...}})")
    start = min(start, max(0, len(state.lines) - 1))
    if end > start and end_character == 0:
        end -= 1  # a selection ending at column 0 does not include that line
    end = max(start, min(end, len(state.lines) - 1))
    # An ephemeral region: the document is never edited (with auto-save, inserted markers would
    # reach the disk and turn every other loop of the file out of automatic regions).
    region = selection_region(state.structure, start, end)
    if region is None:
        return _error(f"no instructions on lines {start + 1}-{end + 1}")
    result = await ls.region_result(state.key(region), region.name)
    text = report_mod.report_text(region, result, state.cpu_label)
    path = report_mod.write_report(uri, f"lines{start + 1}-{end + 1}", text)
    target = file_uri(path)
    ls.show_document(target)
    return {"uri": target, "path": str(path), "report": report_mod.report_json(region, result, state.cpu_label)}

@guarded(lambda: _error("internal error"))
async def set_cpu(ls: McaLanguageServer, *args: Any) -> dict[str, Any]:
    values = plain(list(args))
    if len(values) < 2 or not isinstance(values[1], str) or not values[1].strip():
        return _error("usage: mcalens.setCpu(uri, cpu, writeDirective?)")
    uri, cpu = str(values[0]), values[1].strip()
    source = ls.sources.get(uri)
    if source is not None:
        # a C, C++, Rust or Fortran document: the CPU for the session (a source file is never edited)
        target = source.view.target if source.view is not None and source.view.target else X86_64
        model_path = tuple(str(p) for p in ls.model_dirs())
        if not _CPU_NAME.fullmatch(cpu) or not known_cpu(cpu, model_path, target, ls.settings.llvm_version):
            return _error(f"unknown CPU {cpu[:60]!r} (mcalens/listCpus lists the known ones)")
        ls.cpu_overrides[uri] = cpu
        sources_mod.schedule(ls, uri)
        return {"applied": False, "cpu": cpu, "override": True}
    await ls.parsed(uri)
    state = ls.documents.get(uri)
    if state is None:
        return _error(f"document not open: {uri}")
    # Only a CPU the models know (it may go into the document: no newlines, no comment text).
    target = state.structure.target
    if not _CPU_NAME.fullmatch(cpu) or not known_cpu(cpu, state.options.model_path, target.target,
                                                     state.options.llvm_version):
        return _error(f"unknown CPU {cpu[:60]!r} for {target.display} files "
                      "(mcalens/listCpus lists the known ones)")
    write_directive = len(values) > 2 and values[2] is True
    if not write_directive:
        # The document stays as it is: the CPU applies to this file for the session.
        ls.cpu_overrides[uri] = cpu
        ls.refresh_document(uri)
        return {"applied": False, "cpu": cpu, "override": True}
    edit = types.WorkspaceEdit(
        changes={uri: [directive_edit(state.lines, state.structure.directive_line, cpu,
                                      ls.workspace.position_codec.client_num_units)]}
    )
    answer = await ls.workspace_apply_edit_async(
        types.ApplyWorkspaceEditParams(edit=edit, label=f"mcalens: CPU {cpu}")
    )
    return {"applied": bool(getattr(answer, "applied", False)), "cpu": cpu, "override": False}

@guarded(lambda: _error("internal error"))
async def compare_cpus(ls: McaLanguageServer, *args: Any) -> Any:
    values = plain(list(args))
    if len(values) < 1:
        return _error("usage: mcalens.compareCpus(uri, regionIndex, cpus)")
    uri = str(values[0])
    index = values[1] if len(values) > 1 else 0
    cpus = values[2] if len(values) > 2 and isinstance(values[2], list) else list(SUGGESTED_CPUS[:4])
    cpus = list(dict.fromkeys(str(c) for c in cpus))
    if not cpus or len(cpus) > MAX_COMPARE_CPUS:
        return _error(f"mcalens.compareCpus: give 1 to {MAX_COMPARE_CPUS} CPUs, got {len(cpus)}")
    await ls.parsed(uri)
    state = ls.documents.get(uri)
    model_path = state.options.model_path if state is not None else ()
    target = state.structure.target.target if state is not None else X86_64
    release = state.options.llvm_version if state is not None else ls.settings.llvm_version
    unknown = [c for c in cpus if not _CPU_NAME.fullmatch(c) or not known_cpu(c, model_path, target, release)]
    if unknown:
        return _error(f"unknown CPU {unknown[0][:60]!r} (mcalens/listCpus lists the known ones)")
    try:
        # One CPU after the other: a request never queues more than one simulation at a time.
        found = [await region_and_result(ls, uri, index, cpu=c) for c in cpus]
    except JsonRpcInvalidParams as error:
        return _error(str(error))
    rows = []
    for cpu, item in zip(cpus, found, strict=True):
        if item is None:
            return _error(f"no region {index} in {uri}")
        _, result = item
        rows.append(
            {
                "cpu": str(cpu),
                "model": result.model,
                "cyclesPerIteration": round(
                    result.steady_cycles_per_iteration or result.cycles_per_iteration, 2
                ),
                "ipc": result.ipc,
                "bottleneck": result.bottleneck or None,
            }
        )
    table = ["| CPU | model | cycles/iter (steady state) | IPC | bottleneck |", "|---|---|---|---|---|"]
    table += [
        f"| {r['cpu']} | {r['model']} | {r['cyclesPerIteration']:.2f} | {r['ipc']:.2f} | {r['bottleneck'] or '-'} |"
        for r in rows
    ]
    path = report_mod.write_report(uri, f"region{index}-compare", "\n".join(table) + "\n", suffix=".md")
    ls.show_document(file_uri(path))
    return {"rows": rows, "uri": file_uri(path)}

@guarded(lambda: _error("internal error"))
async def measure_region_command(ls: McaLanguageServer, *args: Any) -> dict[str, Any]:
    values = plain(list(args))
    if not ls.measure_allowed:
        return _error("measuring runs the region on this machine; it is enabled only by the user's own "
                      "machine-scope setting mcalens.measure.enabled (mcalens serve --allow-measure)")
    if len(values) < 1:
        return _error("usage: mcalens.measureRegion(uri, regionIndex)")
    uri, index = str(values[0]), values[1] if len(values) > 1 else 0
    state = ls.documents.get(uri)
    region = next((r for r in state.structure.regions if r.index == index), None) if state else None
    if state is None or region is None:
        return _error(f"no region {index} in {uri}")
    cpu = state.options.cpu
    result = await asyncio.to_thread(measure_region, region.key_text, cpu)
    ls.measurements[(region.key_text, cpu)] = result
    while len(ls.measurements) > MAX_MEASUREMENTS:  # oldest first (dicts keep insertion order)
        ls.measurements.pop(next(iter(ls.measurements)))
    ls.request_refresh()
    return result.to_json()

@guarded(lambda: _error("internal error"))
def toggle_hints(ls: McaLanguageServer, *args: Any) -> dict[str, bool]:
    ls.hints_enabled = not ls.hints_enabled
    ls.request_refresh()
    return {"hintsEnabled": ls.hints_enabled}

@guarded(lambda: _error("internal error"))
async def show_assembly(ls: McaLanguageServer, *args: Any) -> dict[str, Any]:
    return await sources_mod.show_assembly(ls, *plain(list(args)))

@guarded(lambda: _error("internal error"))
async def show_source_report(ls: McaLanguageServer, *args: Any) -> dict[str, Any]:
    return await sources_mod.show_source_report(ls, *plain(list(args)))

@guarded(list)
def code_action(
    ls: McaLanguageServer, params: types.CodeActionParams
) -> list[types.CodeAction | types.Command]:
    source = ls.sources.get(params.text_document.uri)
    if source is not None:
        found = sources_mod.code_actions(source, params.range.start.line, SOURCE_KIND)
        return found if _literal_support(ls) else [a.command for a in found if a.command is not None]
    state = ls.documents.get(params.text_document.uri)
    if state is None:
        return []
    uri = state.uri
    actions: list[types.CodeAction] = []
    region = state.structure.region_at_line(params.range.start.line)
    if region is not None:
        title = report_mod.region_title(region)
        actions.append(
            _action(
                f"mcalens: show report for region {region.index} ({title})",
                CMD_SHOW_REPORT,
                [uri, region.index],
            )
        )
        if ls.measure_allowed:
            actions.append(_action("mcalens: Measure region on this machine", CMD_MEASURE_REGION,
                                   [uri, region.index]))
        others = [c for c in SUGGESTED_CPUS if c != state.options.cpu][:3]
        actions.append(
            _action(
                f"mcalens: compare {state.options.cpu} with {', '.join(others)}",
                CMD_COMPARE_CPUS,
                [uri, region.index, [state.options.cpu, *others]],
            )
        )
    if params.range.start.line != params.range.end.line or params.range.start != params.range.end:
        selection = {
            "start": {"line": params.range.start.line, "character": params.range.start.character},
            "end": {"line": params.range.end.line, "character": params.range.end.character},
        }
        actions.append(
            _action("mcalens: analyse selection as a region", CMD_ANALYZE_SELECTION, [uri, selection])
        )
    known = {cpu for cpu, _ in target_cpus(state.structure.target.target, state.options.llvm_version)}
    for cpu in SUGGESTED_CPUS:
        if cpu != state.options.cpu and cpu in known:
            actions.append(_action(f"mcalens: set CPU for this file to {cpu}", CMD_SET_CPU, [uri, cpu]))
    if not _literal_support(ls):
        return [a.command for a in actions if a.command is not None]  # type: ignore[misc]
    return actions


def register(server: McaLanguageServer) -> None:
    """Register the handlers above with `server` (each converts: LSP in, editor layer, LSP out)."""
    server.command(CMD_SHOW_REPORT)(show_report)
    server.command(CMD_ANALYZE_SELECTION)(analyze_selection)
    server.command(CMD_SET_CPU)(set_cpu)
    server.command(CMD_COMPARE_CPUS)(compare_cpus)
    server.command(CMD_MEASURE_REGION)(measure_region_command)
    server.command(CMD_TOGGLE_HINTS)(toggle_hints)
    server.command(sources_mod.CMD_SHOW_ASSEMBLY)(show_assembly)
    server.command(sources_mod.CMD_SHOW_SOURCE_REPORT)(show_source_report)
    server.feature(
        types.TEXT_DOCUMENT_CODE_ACTION, types.CodeActionOptions(code_action_kinds=[SOURCE_KIND])
    )(code_action)


def _literal_support(ls: McaLanguageServer) -> bool:
    try:
        code_action = ls.client_capabilities.text_document.code_action  # type: ignore[union-attr]
        return bool(code_action and code_action.code_action_literal_support)
    except AttributeError:
        return False


def _action(title: str, command: str, arguments: list[Any]) -> types.CodeAction:
    return types.CodeAction(
        title=title,
        # A source action: offered in the Source Action menu, never as a lightbulb on every line.
        kind=SOURCE_KIND,
        command=types.Command(title=title, command=command, arguments=arguments),
    )
