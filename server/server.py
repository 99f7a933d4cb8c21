"""The mcalens language server: `create_server()` builds a fresh pygls server with every feature.

Flow per document change: parse at once and publish parse/marker diagnostics (tagged with the
version); then, after a short debounce, analyse the regions whose text is not in the per-region
cache on an executor (threads or processes), and publish performance diagnostics plus
`workspace/inlayHint/refresh` / `workspace/codeLens/refresh` — only if the document still has the
version the work started from. Requests (hints, hovers, lenses) read the cache and never wait for
simulation, except the report requests, which compute on demand.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import functools
import inspect
import logging
import multiprocessing
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import unquote, urlparse

from lsprotocol import types
from mcalens.analysis.diagnostics import Diagnostic, Severity
from mcalens.analysis.source import Span
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path, to_fs_path

from mcalens import __version__

from . import analysis_bridge as bridge
from . import hover as hover_mod
from .config import Settings, apply_directive, parse_settings
from .convert import Converter
from .state import CacheKey, DocumentState, RegionCache

log = logging.getLogger(__name__)

ASM_LANGUAGE_IDS = frozenset(
    {"asm", "gas", "x86asm", "arm64asm", "s", "assembly", "nasm", "masm", "mcalens-asm"}
)
ASM_EXTENSIONS = (".s", ".S", ".asm")
MODEL_EXTENSIONS = (".yaml", ".yml")

CMD_SHOW_REPORT = "mcalens.showReport"
CMD_ANALYZE_SELECTION = "mcalens.analyzeSelection"
CMD_SET_CPU = "mcalens.setCpu"
CMD_COMPARE_CPUS = "mcalens.compareCpus"
CMD_TOGGLE_HINTS = "mcalens.toggleHints"
CMD_MEASURE_REGION = "mcalens.measureRegion"
COMMANDS = (CMD_SHOW_REPORT, CMD_ANALYZE_SELECTION, CMD_SET_CPU, CMD_COMPARE_CPUS, CMD_TOGGLE_HINTS,
            CMD_MEASURE_REGION)

REQ_LIST_CPUS = "mcalens/listCpus"
REQ_REGION_AT = "mcalens/regionAt"
REQ_REGION_REPORT = "mcalens/regionReport"
REQ_DEBUG_STATS = "mcalens/debugStats"
NOTIFY_ANALYSED = "mcalens/analysed"

# Dynamic instructions (region size x iterations) simulated automatically after an edit.
LIVE_BUDGET = 100_000
# Regions up to this many instructions get the static pass (hints before simulation).
STATIC_LIMIT = 2_000

F = TypeVar("F", bound=Callable[..., Any])


def _worker_init() -> None:
    """Simulation worker processes inherit the server's stdin/stdout, which carry LSP: detach them
    so a stray print cannot corrupt the stream and the client sees EOF when the server exits."""
    devnull = os.open(os.devnull, os.O_RDWR)
    os.dup2(devnull, 0)
    os.dup2(devnull, 1)
    os.close(devnull)


def guarded(default: Any = None) -> Callable[[F], F]:
    """Log any exception from a handler and answer `default` instead (the server must never die)."""

    def decorate(handler: F) -> F:
        if inspect.iscoroutinefunction(handler):

            @functools.wraps(handler)
            async def async_wrapper(*args: Any, **kwargs: Any) -> Any:
                try:
                    return await handler(*args, **kwargs)
                except asyncio.CancelledError:
                    raise
                except Exception:
                    log.exception("handler %s failed", handler.__name__)
                    return default() if callable(default) else default

            return async_wrapper  # type: ignore[return-value]

        @functools.wraps(handler)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            try:
                return handler(*args, **kwargs)
            except Exception:
                log.exception("handler %s failed", handler.__name__)
                return default() if callable(default) else default

        return wrapper  # type: ignore[return-value]

    return decorate


def plain(value: Any) -> Any:
    """pygls hands custom-request params over as namedtuples; turn them back into dicts/lists."""
    if hasattr(value, "_asdict"):
        return {k: plain(v) for k, v in value._asdict().items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    return value


def _diagnostic_class(code: str) -> str:
    return {"MCL1": "parse", "MCL2": "regions", "MCL3": "unsupported", "MCL5": "performance"}.get(
        code[:4], "always"
    )


class McaLanguageServer(LanguageServer):
    """pygls server plus mcalens state; every handler lives in `create_server`."""

    def __init__(self, *, executor_kind: str = "thread", debounce_ms: int = 120, workers: int = 1) -> None:
        super().__init__("mcalens", __version__)
        self.settings = Settings()
        self.settings_ready = asyncio.Event()
        self.documents: dict[str, DocumentState] = {}
        self.cache = RegionCache()
        self.inflight: dict[CacheKey, concurrent.futures.Future[bridge.RegionResult]] = {}
        self.hints_enabled = True
        # (region text, cpu) -> the region timed on this machine (mcalens.measureRegion)
        self.measurements: dict[tuple[str, str], bridge.RegionMeasurement] = {}
        self.debounce_s = debounce_ms / 1000.0
        self.model_generation = 0
        self.executor_kind = executor_kind
        self.workers = workers
        self._executor: concurrent.futures.Executor | None = None
        # Static passes take milliseconds; their own thread keeps them from queueing behind a simulation.
        self.static_executor = concurrent.futures.ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="mcalens-static"
        )
        self.model_diagnostics: dict[str, list[types.Diagnostic]] = {}
        self.analysis_runs = 0
        self.last_analysis_ms = 0.0

    # -- executor -------------------------------------------------------------------------------

    @property
    def executor(self) -> concurrent.futures.Executor:
        if self._executor is None:
            if self.executor_kind == "process":
                # spawn, not fork: forking a process that already runs threads (the static pass,
                # pygls's reader) can copy a held lock into the child and deadlock it.
                self._executor = concurrent.futures.ProcessPoolExecutor(
                    max_workers=self.workers,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=_worker_init,
                )
            else:
                self._executor = concurrent.futures.ThreadPoolExecutor(
                    max_workers=self.workers, thread_name_prefix="mcalens-sim"
                )
        return self._executor

    def warm_up(self) -> None:
        """Load the ISA and the configured CPU's model in the background before the first edit."""
        if not self.settings.model_path:
            options = bridge.AnalysisOptions(cpu=self.settings.cpu)
        else:
            options = self.options_for(self.settings)
        self.static_executor.submit(bridge.warm_up, options.cpu, options.model_path)
        if self.executor_kind == "process":
            self.executor.submit(bridge.warm_up, options.cpu, options.model_path)

    def shutdown_executor(self) -> None:
        if self._executor is not None:
            # Worker processes would outlive an os._exit() of the server; end them first.
            processes = list((getattr(self._executor, "_processes", None) or {}).values())
            self._executor.shutdown(wait=False, cancel_futures=True)
            for process in processes:
                with contextlib.suppress(Exception):
                    process.terminate()
            self._executor = None
        self.static_executor.shutdown(wait=False, cancel_futures=True)

    # -- capability helpers ---------------------------------------------------------------------

    def _client_workspace(self) -> Any:
        try:
            return self.client_capabilities.workspace
        except Exception:
            return None

    def client_supports(self, what: str) -> bool:
        workspace = self._client_workspace()
        if workspace is None:
            return False
        if what == "configuration":
            return bool(workspace.configuration)
        if what == "inlayHintRefresh":
            return bool(workspace.inlay_hint and workspace.inlay_hint.refresh_support)
        if what == "codeLensRefresh":
            return bool(workspace.code_lens and workspace.code_lens.refresh_support)
        if what == "watchedFilesDynamic":
            watched = workspace.did_change_watched_files
            return bool(watched and watched.dynamic_registration)
        if what == "applyEdit":
            return bool(workspace.apply_edit)
        return False

    def show_document(self, uri: str) -> None:
        """window/showDocument when the client supports it; commands also return the URI and path."""
        try:
            window = self.client_capabilities.window
            supported = bool(window and window.show_document and window.show_document.support)
        except AttributeError:
            supported = False
        if supported:
            self.window_show_document(types.ShowDocumentParams(uri=uri, take_focus=True))

    def client_supports_progress(self) -> bool:
        try:
            window = self.client_capabilities.window
            return bool(window and window.work_done_progress)
        except Exception:
            return False

    # -- settings -------------------------------------------------------------------------------

    def apply_settings(self, raw: Any) -> None:
        settings, errors = parse_settings(raw)
        self.settings = settings
        for message in errors:
            self.window_show_message(types.ShowMessageParams(type=types.MessageType.Warning, message=message))
        self.settings_ready.set()

    async def pull_settings(self) -> None:
        if not self.client_supports("configuration"):
            self.settings_ready.set()
            return
        try:
            result = await self.workspace_configuration_async(
                types.ConfigurationParams(items=[types.ConfigurationItem(section="mcalens")])
            )
            self.apply_settings(plain(result[0]) if result else None)
            self.reanalyse_all()
        except Exception:
            log.exception("workspace/configuration failed; keeping current settings")
            self.settings_ready.set()

    # -- documents ------------------------------------------------------------------------------

    @staticmethod
    def is_asm(uri: str, language_id: str | None) -> bool:
        path = unquote(urlparse(uri).path)
        if path.endswith(ASM_EXTENSIONS):
            return True
        return (language_id or "").lower() in ASM_LANGUAGE_IDS

    def model_dirs(self) -> list[Path]:
        roots: list[Path] = []
        try:
            root = self.workspace.root_path
        except RuntimeError:  # not initialized yet
            root = None
        for entry in self.settings.model_path:
            path = Path(os.path.expanduser(entry))
            if not path.is_absolute() and root:
                path = Path(root) / path
            roots.append(path.resolve())
        return roots

    def is_model_file(self, uri: str) -> bool:
        path = to_fs_path(uri)
        if not path or not path.endswith(MODEL_EXTENSIONS):
            return False
        resolved = Path(path).resolve()
        return any(resolved.is_relative_to(d) for d in self.model_dirs())

    def options_for(self, settings: Settings) -> bridge.AnalysisOptions:
        return bridge.AnalysisOptions(
            cpu=settings.cpu,
            iterations=settings.iterations,
            timeline_iterations=settings.timeline_iterations,
            model_path=tuple(str(p) for p in self.model_dirs()),
            model_generation=self.model_generation,
            rthroughput=settings.rthroughput,
        )

    def refresh_document(self, uri: str) -> DocumentState | None:
        """Parse the current text synchronously, publish parse diagnostics, schedule analysis."""
        document = self.workspace.get_text_document(uri)
        text = document.source
        structure = bridge.parse_structure(text, self.settings.auto_regions)
        settings, directive_errors = apply_directive(self.settings, structure.directive)
        previous = self.documents.get(uri)
        # Leading-edge debounce: an edit to an idle document is analysed at once; edits arriving while
        # analysis is still pending (typing bursts) wait `debounce_s` and replace the pending run.
        busy = previous is not None and previous.task is not None and not previous.task.done()
        if previous is not None and previous.task is not None:
            previous.task.cancel()
        shown_before: dict[int, bridge.RegionResult] = {}
        if previous is not None:
            shown = self.display_result_for(previous)
            for region in previous.structure.regions:
                result = shown(region)
                if result is not None:
                    shown_before[region.index] = result
        state = DocumentState(
            shown_before=shown_before,
            uri=uri,
            version=document.version or 0,
            structure=structure,
            lines=bridge.split_lines(text),
            settings=settings,
            options=self.options_for(settings),
            directive_errors=directive_errors,
        )
        self.documents[uri] = state
        self.publish_diagnostics(state)
        state.task = asyncio.ensure_future(
            self.analyse_later(uri, state.version, self.debounce_s if busy else 0.0)
        )
        return state

    def converter(self, state: DocumentState) -> Converter:
        return Converter(self.workspace.position_codec, state.lines)

    def display_result_for(
        self, state: DocumentState
    ) -> Callable[[bridge.RegionSpec], bridge.RegionResult | None]:
        """result_for, falling back to what the previous version showed for a region with the same
        index and instruction count (used for hints only; diagnostics never show stale data)."""
        current = self.result_for(state)

        def lookup(region: bridge.RegionSpec) -> bridge.RegionResult | None:
            found = current(region)
            if found is not None:
                return found
            before = state.shown_before.get(region.index)
            if (
                before is not None
                and before.cpu == state.options.cpu
                and len(before.instructions) == len(region.instructions)
            ):
                return before
            return None

        return lookup

    def result_for(self, state: DocumentState) -> Callable[[bridge.RegionSpec], bridge.RegionResult | None]:
        """The simulated result of a region if there is one, else its static facts, else None."""
        return lambda region: self.cache.get(state.key(region)) or self.cache.get(state.static_key(region))

    # -- diagnostics ----------------------------------------------------------------------------

    def collect_diagnostics(self, state: DocumentState) -> list[Diagnostic]:
        switches = state.settings.diagnostics
        enabled = {
            "parse": switches.parse,
            "regions": switches.regions,
            "unsupported": switches.unsupported,
            "performance": switches.performance,
            "always": True,
        }
        found: list[Diagnostic] = list(state.structure.diagnostics)
        if state.directive_errors and state.structure.directive_line is not None:
            line = state.structure.directive_line
            span = Span(line, 0, len(state.lines[line]) if line < len(state.lines) else 0)
            found += [Diagnostic(span, Severity.WARNING, "MCL402", m) for m in state.directive_errors]
        result_for = self.result_for(state)
        for region in state.structure.regions:
            result = result_for(region)
            if result is None:
                continue
            found += [self.map_region_diagnostic(region, d) for d in result.diagnostics]
            if result.verdict and result.simulated and not result.placeholder:
                message = f"{hover_mod.lens_title(result)}: {result.verdict}"
                found.append(Diagnostic(region.header, Severity.INFORMATION, "MCL500", message))
        unique: dict[tuple[Span, str, str], Diagnostic] = {}
        for d in found:  # a run-wide problem (unknown CPU) comes back from every region
            if enabled[_diagnostic_class(d.code)]:
                unique.setdefault((d.span, d.code, d.message), d)
        return list(unique.values())

    @staticmethod
    def map_region_diagnostic(region: bridge.RegionSpec, diagnostic: Diagnostic) -> Diagnostic:
        """Region results use positions in the region's key text; move them onto the document."""
        position = diagnostic.span.line - region.key_line_offset
        whole_file = diagnostic.span == Span(0, 0, 0)  # run-wide problems (unknown CPU, ...)
        if whole_file or not 0 <= position < len(region.instructions):
            return Diagnostic(region.header, diagnostic.severity, diagnostic.code, diagnostic.message)
        origin = region.instructions[position].span
        span = Span(origin.line, origin.start + diagnostic.span.start, origin.start + diagnostic.span.end)
        return Diagnostic(span, diagnostic.severity, diagnostic.code, diagnostic.message, diagnostic.related)

    def publish_diagnostics(self, state: DocumentState) -> None:
        converter = self.converter(state)
        items = [converter.diagnostic(d, state.uri) for d in self.collect_diagnostics(state)]
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=state.uri, diagnostics=items, version=state.version)
        )

    # -- analysis -------------------------------------------------------------------------------

    async def region_result(
        self, key: CacheKey, name: str, compute: Callable[..., bridge.RegionResult] = bridge.analyze_region
    ) -> bridge.RegionResult:
        """The cached result for `key`, or compute it on an executor (shared by concurrent callers)."""
        hit = self.cache.get(key)
        if hit is not None:
            return hit
        future = self.inflight.get(key)
        if future is None or future.cancelled():
            loop = asyncio.get_running_loop()
            executor = self.executor if compute is bridge.analyze_region else self.static_executor
            future = executor.submit(compute, key[0], key[1])
            self.inflight[key] = future

            def store(done: concurrent.futures.Future[bridge.RegionResult]) -> None:
                loop.call_soon_threadsafe(self._store_result, key, name, done)

            future.add_done_callback(store)
        result = await asyncio.wrap_future(future)
        if self.cache.get(key) is None:
            self.cache.put(key, result, name)
        return result

    def _store_result(
        self, key: CacheKey, name: str, future: concurrent.futures.Future[bridge.RegionResult]
    ) -> None:
        if self.inflight.get(key) is future:
            del self.inflight[key]
        if future.cancelled() or future.exception() is not None:
            if not future.cancelled():
                log.error("region analysis failed", exc_info=future.exception())
            return
        if self.cache.get(key) is None:
            self.cache.put(key, future.result(), name)

    async def analyse_later(self, uri: str, version: int, delay_s: float) -> None:
        try:
            await self.settings_ready.wait()
            await self.analyse(uri, version, delay_s)
        except asyncio.CancelledError:
            pass
        except Exception:
            log.exception("analysis of %s failed", uri)

    async def analyse(self, uri: str, version: int, delay_s: float = 0.0) -> None:
        """Phase 1, at once: static facts of changed regions (milliseconds) -> hints.
        Phase 2, after `delay_s` (the debounce, non-zero while typing): simulation."""
        state = self.documents.get(uri)
        if state is None or state.version != version:
            return
        started = time.perf_counter()
        regions = state.structure.regions
        live = [r for r in regions if not self.over_budget(state, r)]
        missing = [r for r in live if self.cache.get(state.key(r)) is None]
        self.cache.cache_hits += len(live) - len(missing)
        statics = [
            r
            for r in regions
            if len(r.instructions) <= STATIC_LIMIT
            and self.cache.get(state.key(r)) is None
            and self.cache.get(state.static_key(r)) is None
        ]
        if statics:
            await asyncio.gather(
                *(self.region_result(state.static_key(r), r.name, bridge.static_region) for r in statics)
            )
            if not self.still_current(state):
                return
            self.publish_diagnostics(state)
            self.request_refresh()
        self.notify_analysed(state, "static", [r.index for r in statics], started)
        if delay_s and missing:
            await asyncio.sleep(delay_s)
        token = None
        if len(missing) >= 3 and self.client_supports_progress():
            token = await self.begin_progress(
                f"mcalens: simulating {len(missing)} regions on {state.options.cpu}"
            )
        try:
            for done, region in enumerate(missing):
                await self.region_result(
                    state.key(region), region.name or f"{region.kind}@{region.header.line}"
                )
                if token is not None:
                    percentage = (100 * (done + 1)) // len(missing)
                    self.work_done_progress.report(
                        token,
                        types.WorkDoneProgressReport(
                            message=f"{done + 1}/{len(missing)}", percentage=percentage
                        ),
                    )
        finally:
            if token is not None:
                self.work_done_progress.end(token, types.WorkDoneProgressEnd())
        if not self.still_current(state):
            return  # a newer version took over: drop what we computed (it stays cached)
        state.analysed_version = version
        self.analysis_runs += 1
        self.last_analysis_ms = (time.perf_counter() - started) * 1000
        self.publish_diagnostics(state)
        self.request_refresh()
        self.notify_analysed(state, "full", [r.index for r in missing], started)

    def still_current(self, state: DocumentState) -> bool:
        return self.documents.get(state.uri) is state and state.uri in self.workspace.text_documents

    def notify_analysed(self, state: DocumentState, phase: str, computed: list[int], started: float) -> None:
        """`mcalens/analysed`: sent once per phase per analysed version (clients and tests wait on it)."""
        self.protocol.notify(
            NOTIFY_ANALYSED,
            {
                "uri": state.uri,
                "version": state.version,
                "phase": phase,
                "cpu": state.options.cpu,
                "regions": len(state.structure.regions),
                "simulated" if phase == "full" else "static": computed,
                "elapsedMs": round((time.perf_counter() - started) * 1000, 2),
            },
        )

    @staticmethod
    def over_budget(state: DocumentState, region: bridge.RegionSpec) -> bool:
        """Regions too big to simulate on every keystroke are left to the explicit report commands."""
        return len(region.instructions) * state.options.iterations > LIVE_BUDGET

    async def begin_progress(self, title: str) -> str | None:
        token = f"mcalens-{time.monotonic_ns()}"
        try:
            # Shielded: cancelling this task must not cancel pygls's pending request future, or
            # the client's answer would arrive for a cancelled future (pygls logs an error).
            await asyncio.shield(self.work_done_progress.create_async(token))
        except Exception:
            return None
        self.work_done_progress.begin(token, types.WorkDoneProgressBegin(title=title, percentage=0))
        return token

    def request_refresh(self) -> None:
        if self.client_supports("inlayHintRefresh"):
            self.workspace_inlay_hint_refresh(None)
        if self.client_supports("codeLensRefresh"):
            self.workspace_code_lens_refresh(None)

    def reanalyse_all(self) -> None:
        for uri in list(self.documents):
            if uri in self.workspace.text_documents:
                self.refresh_document(uri)

    # -- models ---------------------------------------------------------------------------------

    def model_file_changed(self, uri: str) -> None:
        if not self.is_model_file(uri):
            return
        path = to_fs_path(uri)
        bridge.reset_model_caches()
        self.model_generation += 1
        self.cache.clear()
        diagnostics = bridge.check_model_file(path) if path and os.path.exists(path) else []
        lines = (
            bridge.split_lines(Path(path).read_text(encoding="utf-8", errors="replace"))
            if path and os.path.exists(path)
            else [""]
        )
        converter = Converter(self.workspace.position_codec, lines)
        items = [converter.diagnostic(d, uri) for d in diagnostics]
        self.model_diagnostics[uri] = items
        self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=items))
        self.reanalyse_all()


def create_server(
    *, executor_kind: str = "thread", debounce_ms: int = 120, workers: int = 1
) -> McaLanguageServer:
    """A fresh server with every feature registered (no module-level singleton)."""
    server = McaLanguageServer(executor_kind=executor_kind, debounce_ms=debounce_ms, workers=workers)
    from . import actions, features

    features.register(server)
    actions.register(server)
    return server


def file_uri(path: str | Path) -> str:
    return from_fs_path(str(path)) or f"file://{path}"
