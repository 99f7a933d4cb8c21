"""The mcalens language server class (`setup.create_server()` builds one with every feature).

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
import hmac
import inspect
import ipaddress
import json
import logging
import multiprocessing
import os
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar
from urllib.parse import unquote, urlparse

from lsprotocol import types
from mcalens.analysis.diagnostics import Diagnostic, Severity
from mcalens.analysis.editor.core import release_label
from mcalens.analysis.editor.results import LIVE_BUDGET as EDITOR_LIVE_BUDGET
from mcalens.analysis.editor.results import (
    AnalysisOptions,
    RegionResult,
    analyze_region,
    carried_over,
    static_region,
    warm_up,
)
from mcalens.analysis.editor.services import (
    RegionMeasurement,
    check_model_file,
    limit_parse_memos,
    reset_model_caches,
)
from mcalens.analysis.editor.sources import CompileCache
from mcalens.analysis.editor.structure import RegionSpec, Structure, parse_structure, split_lines
from mcalens.analysis.editor.targets import (
    AARCH64,
    ARM,
    RISCV,
    X86_64,
    CpuSettings,
    TargetChoice,
    decide_cpu,
    target_cpus,
)
from mcalens.analysis.editor.targets import cpu_label as editor_cpu_label
from mcalens.analysis.source import Span
from pygls.exceptions import JsonRpcException
from pygls.io_ import StdoutWriter
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path, to_fs_path

from mcalens import __version__

from . import hover as hover_mod
from . import model_vet
from .config import Settings, apply_directive, parse_settings
from .convert import Converter
from .protocol import McaProtocol
from .state import CacheKey, DocumentState, RegionCache
from .transport import CHUNK_BYTES, MAX_MESSAGE_BYTES, FrameReader, dispatch, serve_frames, stdin_chunks

if TYPE_CHECKING:
    from mcalens.analysis.editor.nasm import NasmSettings

log = logging.getLogger(__name__)

ASM_LANGUAGE_IDS = frozenset(
    {"asm", "gas", "x86asm", "arm64asm", "s", "assembly", "nasm", "masm", "mcalens-asm",
     "aarch64", "arm64", "arm", "asm-arm64"}
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
            CMD_MEASURE_REGION, "mcalens.showAssembly", "mcalens.showSourceReport")

REQ_LIST_CPUS = "mcalens/listCpus"
REQ_REGION_AT = "mcalens/regionAt"
REQ_REGION_REPORT = "mcalens/regionReport"
REQ_DEBUG_STATS = "mcalens/debugStats"
NOTIFY_ANALYSED = "mcalens/analysed"
NOTIFY_WORKSPACE_TRUST = "mcalens/workspaceTrust"  # client -> server: {"trusted": bool}

LIVE_BUDGET = EDITOR_LIVE_BUDGET  # dynamic instructions simulated automatically after an edit
# Dynamic instructions a report request (showReport, regionReport, compareCpus per CPU) may simulate:
# about 5 s of one simulation worker, so one request cannot hold it for minutes.
REPORT_BUDGET = 500_000
# CPUs one compareCpus request may ask for.
MAX_COMPARE_CPUS = 8
# Line memos the parser may keep (per memo): a few times the lines of a large edited file.
PARSE_MEMO_ENTRIES = 8_192
# A parse running longer than this gets an information diagnostic saying so (it continues off the
# main thread; macro and .rept expansion are bounded by the parser).
PARSE_BUDGET_S = float(os.environ.get("MCALENS_PARSE_BUDGET_S", "2.0"))
# Regions up to this many instructions get the static pass (hints before simulation).
STATIC_LIMIT = 2_000
OUTSIDE_LIMIT = 20_000  # straight-line instructions given static hints (microseconds each)

# TCP: the session token's minimum length, how long a new connection has to present it, and how
# large its first message may be (everything before the token is checked is untrusted).
MIN_TOKEN_CHARS = 16
AUTH_TIMEOUT_S = 10.0
AUTH_MESSAGE_BYTES = 64 * 1024

F = TypeVar("F", bound=Callable[..., Any])


def _worker_init() -> None:
    """Simulation worker processes inherit the server's stdin/stdout, which carry LSP: detach them
    so a stray print cannot corrupt the stream and the client sees EOF when the server exits."""
    devnull = os.open(os.devnull, os.O_RDWR)
    os.dup2(devnull, 0)
    os.dup2(devnull, 1)
    os.close(devnull)


def guarded(default: Any = None) -> Callable[[F], F]:
    """Log any exception from a handler and answer `default` instead (the server must never die);
    a JsonRpcException (InvalidParams for bad arguments) goes through and becomes the error reply."""

    def decorate(handler: F) -> F:
        if inspect.iscoroutinefunction(handler):

            @functools.wraps(handler)
            async def async_wrapper(*args: Any, **kwargs: Any) -> Any:
                try:
                    return await handler(*args, **kwargs)
                except (asyncio.CancelledError, JsonRpcException):
                    raise  # JSON-RPC errors (InvalidParams) are the answer pygls sends
                except Exception:
                    log.exception("handler %s failed", handler.__name__)
                    return default() if callable(default) else default

            return async_wrapper  # type: ignore[return-value]

        @functools.wraps(handler)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            try:
                return handler(*args, **kwargs)
            except JsonRpcException:
                raise
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
    if code.startswith("MCL51"):
        return "coverage"
    return {"MCL1": "parse", "MCL2": "regions", "MCL3": "unsupported", "MCL4": "configuration",
            "MCL5": "performance", "MCL9": "internal"}.get(code[:4], "always")


class McaLanguageServer(LanguageServer):
    """pygls server plus mcalens state; every handler lives in `create_server`."""

    def __init__(
        self, *, executor_kind: str = "thread", debounce_ms: int = 120, workers: int = 1, measure_allowed: bool = False
    ) -> None:
        super().__init__("mcalens", __version__, protocol_cls=McaProtocol)
        # Measuring runs a region's code on this machine. Only the server's own command line enables
        # it (`--allow-measure`, refused with --tcp), never a setting a client sends: workspace
        # settings come from whatever repository is open, and a TCP client is any local process.
        self.measure_allowed = measure_allowed
        self._measure_setting_warned = False
        # Workspace trust as the client reports it (no word: trusted, as editors without the notion
        # are). Untrusted: settings that load files or cost time are ignored (untrusted_settings).
        self.workspace_trusted = True
        self.raw_settings: Any = None
        self.models_ready = asyncio.Event()
        self.models_ready.set()
        self._vet_task: asyncio.Task[None] | None = None
        self._background: set[asyncio.Future[None]] = set()
        self.settings = Settings()
        self.settings_ready = asyncio.Event()
        self.documents: dict[str, DocumentState] = {}
        self.cpu_overrides: dict[str, str] = {}  # uri -> CPU chosen by mcalens.setCpu for the session
        self.cache = RegionCache()
        self.inflight: dict[CacheKey, concurrent.futures.Future[RegionResult]] = {}
        self.hints_enabled = True
        # (region text, cpu) -> the region timed on this machine (mcalens.measureRegion)
        self.measurements: dict[tuple[str, str], RegionMeasurement] = {}
        self.debounce_s = debounce_ms / 1000.0
        self.model_generation = 0
        self.executor_kind = executor_kind
        self.workers = workers
        self._executor: concurrent.futures.Executor | None = None
        # Static passes take milliseconds; their own thread keeps them from queueing behind a simulation.
        self.static_executor = concurrent.futures.ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="mcalens-static"
        )
        # Parsing (macro and .rept expansion included) runs here, never on the event loop's thread.
        self.parse_executor = concurrent.futures.ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="mcalens-parse"
        )
        self.parsing: dict[str, asyncio.Future[None]] = {}
        self.nasm_documents: set[str] = set()  # NASM sources: assembled by nasm when opened and saved
        # Set by shutdown_executor: from then on nothing is submitted (the executors refuse work, and
        # a lazily created one would outlive the server); late requests end as cancelled.
        self.closing = False
        self.model_diagnostics: dict[str, list[types.Diagnostic]] = {}
        limit_parse_memos(PARSE_MEMO_ENTRIES)
        self.analysis_runs = 0
        self.last_analysis_ms = 0.0
        # C, C++, Fortran and Rust documents (server/sources.py): uri -> SourceDocument, the assembly
        # buffers Show Assembly wrote (their uri -> the source's), compiles by content and flags
        self.sources: dict[str, Any] = {}
        self.assembly_sources: dict[str, str] = {}
        self.compile_cache = CompileCache()

    def report_server_error(self, error: Exception, source: Any) -> None:
        """Errors escaping pygls's read loop: a body that is not JSON gets a ParseError reply."""
        protocol = self.protocol
        if isinstance(protocol, McaProtocol) and protocol.reply_parse_error(error):
            return
        if isinstance(error, JsonRpcException):
            log.warning("%s", error)  # already answered to the client
        else:
            log.error("server error: %s", error)

    def start_io(self, stdin: Any = None, stdout: Any = None) -> None:
        """LSP on stdin/stdout, framed by transport.py (bounded, resynchronising) instead of pygls."""
        self._stop_event = threading.Event()
        self.protocol.set_writer(StdoutWriter(stdout or sys.stdout.buffer))
        read_chunk = stdin_chunks(stdin or sys.stdin.buffer, self.thread_pool)
        try:
            asyncio.run(serve_frames(read_chunk, self.protocol, self._stop_event, self.report_server_error))
        except BrokenPipeError:
            log.error("the connection to the client is lost; shutting down")
        except (KeyboardInterrupt, SystemExit):
            pass
        finally:
            self.shutdown()

    def start_tcp(self, host: str, port: int, token: str = "") -> None:  # type: ignore[override]
        """LSP over TCP for debugging: loopback only, one client per server, and only a client whose
        first message is an `initialize` request carrying `token` in
        `initializationOptions.mcalensToken` (any local process can connect to a loopback port).
        Connections that do not present it within AUTH_TIMEOUT_S are closed and the server keeps
        listening; once a client is accepted the listening socket closes, and the server ends when
        that client disconnects."""
        if not is_loopback(host):
            raise ValueError(f"--tcp listens on loopback only (127.0.0.1, ::1, localhost), not {host!r}")
        if len(token) < MIN_TOKEN_CHARS:
            raise ValueError(f"--tcp needs a session token of at least {MIN_TOKEN_CHARS} characters")
        self._stop_event = stop_event = threading.Event()

        async def serve() -> None:
            finished = asyncio.Event()
            taken = False

            async def connection(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
                nonlocal taken
                peer = writer.get_extra_info("peername")
                if taken:  # a second client: refused
                    writer.close()
                    return
                # Before the token is checked, a peer may make the server buffer one small message.
                frames = FrameReader(max_body=AUTH_MESSAGE_BYTES, logger=log)
                try:
                    bodies = await asyncio.wait_for(_first_bodies(reader, frames), AUTH_TIMEOUT_S)
                except (TimeoutError, OSError):
                    bodies = []
                if taken or not bodies or not presents_token(bodies[0], token):
                    log.warning("closed a TCP connection from %s: its first message was not an initialize "
                                "request with the session token", peer)
                    writer.close()
                    return
                taken = True
                listener.close()
                frames.max_body = MAX_MESSAGE_BYTES
                log.info("client connected from %s", peer)
                self.protocol.set_writer(writer)  # type: ignore[arg-type]
                try:
                    for body in bodies:
                        dispatch(body, self.protocol, self.report_server_error)
                    await serve_frames(lambda: reader.read(CHUNK_BYTES), self.protocol, stop_event,
                                       self.report_server_error, frames)
                finally:
                    finished.set()

            listener = await asyncio.start_server(connection, host, port)
            addresses = ", ".join(str(sock.getsockname()) for sock in listener.sockets)
            log.info("serving one client on %s", addresses)
            self.tcp_addresses = [sock.getsockname() for sock in listener.sockets]
            await finished.wait()

        try:
            asyncio.run(serve())
        except (KeyboardInterrupt, SystemExit, asyncio.CancelledError):
            pass
        finally:
            self.shutdown()

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
        if self.closing:
            return
        if not self.settings.model_path:
            options = AnalysisOptions(cpu=self.settings.cpu, llvm_version=self.settings.llvm_version)
        else:
            options = self.options_for(self.settings)
        self.static_executor.submit(warm_up, options.cpu, options.model_path, options.llvm_version)
        if self.executor_kind == "process":
            self.executor.submit(warm_up, options.cpu, options.model_path, options.llvm_version)

    def shutdown_executor(self) -> None:
        self.closing = True
        for task in self.parsing.values():
            task.cancel()
        if self._executor is not None:
            # Worker processes would outlive an os._exit() of the server; end them first.
            processes = list((getattr(self._executor, "_processes", None) or {}).values())
            self._executor.shutdown(wait=False, cancel_futures=True)
            for process in processes:
                with contextlib.suppress(Exception):
                    process.terminate()
            self._executor = None
        self.static_executor.shutdown(wait=False, cancel_futures=True)
        self.parse_executor.shutdown(wait=False, cancel_futures=True)

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
        self.raw_settings = raw
        settings, errors = parse_settings(raw)
        if not self.workspace_trusted:
            settings, ignored = untrusted_settings(settings)
            if ignored:
                errors = [*errors, (
                    f"mcalens: this workspace is not trusted, so its {', '.join(ignored)} settings are ignored "
                    "(they load files or cost time); trust the workspace to use them"
                )]
        self.settings = settings
        rejected = self.model_dirs_checked()[1]
        if rejected:
            errors = [*errors, (
                f"mcalens.modelPath: ignored {', '.join(repr(r[:100]) for r in rejected[:5])}: model directories "
                "must be inside the workspace, MCALENS_MODEL_PATH or ~/.config/mcalens/models"
            )]
        if settings.measure_enabled and not self.measure_allowed and not self._measure_setting_warned:
            self._measure_setting_warned = True
            log.warning("mcalens.measure.enabled from the client is ignored: measuring is enabled only by "
                        "`mcalens serve --allow-measure` (in VS Code: the user's machine-scope setting)")
        for message in errors:
            self.window_show_message(types.ShowMessageParams(type=types.MessageType.Warning, message=message))
        self.schedule_model_vetting()
        self.settings_ready.set()

    def set_workspace_trust(self, trusted: bool) -> None:
        """The client's word on workspace trust (VS Code: initializationOptions.trustedWorkspace, then
        mcalens/workspaceTrust when the user grants it); settings are applied again under it."""
        if trusted == self.workspace_trusted:
            return
        self.workspace_trusted = trusted
        if self.raw_settings is not None:
            self.apply_settings(self.raw_settings)
        self.reanalyse_all()

    # -- model directories from settings are vetted before use (model_vet.py) --------------------

    def schedule_model_vetting(self) -> None:
        """Vet the model directories the settings name that have no verdict yet; analysis waits for
        `models_ready` (a user model must never be replaced by a shipped one in the meantime)."""
        pending = [d for d in self.model_dirs_checked()[0] if not model_vet.verdict(d)[0]]
        if self._vet_task is not None:
            self._vet_task.cancel()
            self._vet_task = None
        if not pending:
            self.models_ready.set()
            return
        self.models_ready.clear()
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (unit tests): vet here
            for directory in pending:
                self.report_vetting(directory, model_vet.vet(directory))
            self.models_ready.set()
            return
        self._vet_task = task = loop.create_task(self._vet(pending))
        task.add_done_callback(lambda done: done.cancelled() or done.exception())

    async def _vet(self, pending: list[Path]) -> None:
        for directory in pending:
            if self.closing:
                return
            self.report_vetting(directory, await asyncio.to_thread(model_vet.vet, directory))
        if self._vet_task is asyncio.current_task():
            self._vet_task = None
            self.models_ready.set()
            reset_model_caches()
            self.reanalyse_all()

    def report_vetting(self, directory: Path, problem: str | None) -> None:
        if problem is None:
            return
        message = f"mcalens.modelPath: not using {directory}: {problem}"
        log.warning("%s", message)
        self.window_show_message(types.ShowMessageParams(type=types.MessageType.Warning, message=message))

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

    @staticmethod
    def is_nasm(uri: str, language_id: str | None) -> bool:
        """A NASM source: an `.asm` file no other assembler's language id claims, or a document of
        language id `nasm` that is not a `.s`/`.S` file (Helix calls `.S` files nasm)."""
        language = (language_id or "").lower()
        path = unquote(urlparse(uri).path)
        if path.endswith((".s", ".S")):
            return False
        if language == "nasm":
            return True
        return path.endswith(".asm") and language not in ("gas", "aarch64", "arm64", "arm", "asm-arm64", "arm64asm")

    def nasm_settings(self) -> NasmSettings:
        """nasm's -I and -D for a document: include directories (relative ones from the workspace
        root) count only inside a workspace folder, so that a workspace cannot widen what a source may
        read to the whole disk."""
        try:
            root = self.workspace.root_path
            roots = [Path(p).resolve() for p in [root] if p]
            roots += [Path(to_fs_path(f.uri) or "").resolve() for f in self.workspace.folders.values()
                      if to_fs_path(f.uri)]
        except RuntimeError:  # not initialized yet
            root, roots = None, []
        from mcalens.analysis.editor.nasm import NasmSettings  # NASM documents only

        allowed: list[str] = []
        for entry in self.settings.nasm_include_paths:
            path = Path(os.path.expanduser(entry))
            if not path.is_absolute() and root:
                path = Path(root) / path
            resolved = path.resolve()
            if any(resolved.is_relative_to(r) for r in roots):
                allowed.append(str(resolved))
            else:
                log.warning("mcalens.nasm.includePaths: %s is outside the workspace folders; ignored", entry)
        return NasmSettings("", tuple(allowed), self.settings.nasm_defines, self.settings.llvm_version)

    def model_roots(self) -> list[Path]:
        """Where `modelPath` entries may point: the workspace, MCALENS_MODEL_PATH and the user's
        model directory ($XDG_CONFIG_HOME/mcalens/models). A client setting of `/` must not make
        the server read (and quote in diagnostics) any YAML file it can reach."""
        roots: list[Path] = []
        try:
            workspace = self.workspace
            roots += [Path(p) for p in [workspace.root_path] if p]
            roots += [Path(to_fs_path(f.uri) or "") for f in workspace.folders.values() if to_fs_path(f.uri)]
        except RuntimeError:  # not initialized yet
            pass
        roots += [Path(p) for p in os.environ.get("MCALENS_MODEL_PATH", "").split(os.pathsep) if p]
        config = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
        roots.append(Path(config) / "mcalens" / "models")
        return [root.resolve() for root in roots]

    def model_dirs_checked(self) -> tuple[list[Path], list[str]]:
        """(allowed model directories, rejected `modelPath` entries)."""
        try:
            root = self.workspace.root_path
        except RuntimeError:  # not initialized yet
            root = None
        allowed_roots = self.model_roots()
        allowed: list[Path] = []
        rejected: list[str] = []
        for entry in self.settings.model_path:
            path = Path(os.path.expanduser(entry))
            if not path.is_absolute() and root:
                path = Path(root) / path
            resolved = path.resolve()
            if any(resolved.is_relative_to(r) for r in allowed_roots):
                allowed.append(resolved)
            else:
                rejected.append(entry)
        return allowed, rejected

    def model_dirs(self) -> list[Path]:
        """The allowed model directories whose models passed vetting (model_vet.py)."""
        return [d for d in self.model_dirs_checked()[0] if model_vet.usable(d)]

    def is_model_file(self, uri: str) -> bool:
        """A YAML file in a model directory the settings name (vetted or not: see model_file_changed)."""
        path = to_fs_path(uri)
        if not path or not path.endswith(MODEL_EXTENSIONS):
            return False
        resolved = Path(path).resolve()
        return any(resolved.is_relative_to(d) for d in self.model_dirs_checked()[0])

    def cpu_settings(self, uri: str) -> CpuSettings:
        """What decides a document's CPU besides the file (editor/targets.py decides)."""
        return CpuSettings(self.cpu_overrides.get(uri, ""), self.settings.cpu, self.settings.aarch64_cpu,
                           self.settings.riscv_cpu, self.settings.arm_cpu)

    def cpu_for(self, target: str, uri: str, directive_cpu: str | None = None,
                choice: TargetChoice | None = None) -> tuple[str, bool]:
        """The CPU for a file of `target`, and whether it is the target's default (`choice`: the
        document's target choice, whose `.cpu` and profile a 32-bit ARM file's default comes from)."""
        return decide_cpu(target, directive_cpu, self.cpu_settings(uri), choice)

    def options_for(self, settings: Settings, triple: str = "") -> AnalysisOptions:
        return AnalysisOptions(
            cpu=settings.cpu,
            iterations=settings.iterations,
            timeline_iterations=settings.timeline_iterations,
            model_path=tuple(str(p) for p in self.model_dirs()),
            model_generation=self.model_generation,
            rthroughput=settings.rthroughput,
            triple=triple,
            llvm_version=settings.llvm_version,
        )

    def refresh_document(self, uri: str) -> None:
        """Schedule a parse of the document's current text off the main thread (one at a time per
        document; edits arriving meanwhile are coalesced into the next parse of the latest text)."""
        running = self.parsing.get(uri)
        if running is None or running.done():
            self.parsing[uri] = asyncio.ensure_future(self._parse_latest(uri))

    async def parsed(self, uri: str) -> None:
        """Wait for a parse of `uri` in progress (requests that need the document's regions)."""
        task = self.parsing.get(uri)
        if task is not None and not task.done():
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.shield(task)

    async def _parse_latest(self, uri: str) -> None:
        """Parse in the parse thread until the parsed version is the document's latest; tell the
        user when parsing takes longer than PARSE_BUDGET_S (macro or .rept blow-ups), then install."""
        loop = asyncio.get_running_loop()
        warned = False
        try:
            while True:
                document = self.workspace.text_documents.get(uri)
                if document is None:
                    return
                version, text = document.version, document.source
                if self.closing:
                    return
                if uri in self.nasm_documents:
                    from mcalens.analysis.editor.nasm import nasm_structure  # NASM documents only

                    path = to_fs_path(uri) if uri.startswith("file:") else None
                    job = loop.run_in_executor(self.parse_executor, nasm_structure, text, path or "-",
                                               self.nasm_settings())
                    asked: tuple[Any, ...] = ()
                else:
                    # What the parse depends on besides the text: the target and CPU decide a
                    # non-x86 file's regions (RISC-V's `generic` has none), the release its ISA.
                    asked = (self.settings.auto_regions, self.settings.target, self.cpu_settings(uri),
                             self.settings.llvm_version)
                    job = loop.run_in_executor(self.parse_executor, parse_structure, text, *asked)
                done, _ = await asyncio.wait({job}, timeout=PARSE_BUDGET_S)
                if not done and not warned:
                    warned = True
                    self.publish_budget_warning(uri, version, f"parsing this file takes longer than {PARSE_BUDGET_S:g} s "
                                                "(large .rept or macro expansions?); results follow when it is done")
                structure = await job
                current = self.workspace.text_documents.get(uri)
                if current is None:
                    return
                now = (self.settings.auto_regions, self.settings.target, self.cpu_settings(uri),
                       self.settings.llvm_version) if asked else ()
                if current.version == version and now == asked:
                    self.install_structure(uri, text, structure)
                    return
                # Edited, or the settings arrived (or changed) while parsing: parse again.
        except asyncio.CancelledError:
            pass
        except Exception:
            log.exception("parsing %s failed", uri)

    def publish_budget_warning(self, uri: str, version: int | None, message: str) -> None:
        item = types.Diagnostic(
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
            message=f"mcalens: {message}",
            severity=types.DiagnosticSeverity.Information,
            code="MCL403",
            source="mcalens",
        )
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=[item], version=version)
        )

    def install_structure(self, uri: str, text: str, structure: Structure) -> DocumentState | None:
        """Publish parse diagnostics of a parsed version and schedule its analysis."""
        document = self.workspace.get_text_document(uri)
        settings, directive_errors = apply_directive(self.settings, structure.directive)
        target = structure.target.target
        cpu, defaulted = self.cpu_for(target, uri, structure.directive.get("mcpu") or structure.directive.get("cpu"),
                                      structure.target)
        settings = replace(settings, cpu=cpu)
        # Which CPU is used is always shown; for another target than x86-64, with the target's name.
        cpu_label = editor_cpu_label(target, cpu, defaulted)
        previous = self.documents.get(uri)
        # Leading-edge debounce: an edit to an idle document is analysed at once; edits arriving while
        # analysis is still pending (typing bursts) wait `debounce_s` and replace the pending run.
        busy = previous is not None and previous.task is not None and not previous.task.done()
        if previous is not None and previous.task is not None:
            previous.task.cancel()
        shown_before: dict[int, tuple[RegionSpec, RegionResult]] = {}
        if previous is not None:
            shown = self.display_result_for(previous)
            for region in previous.structure.regions:
                result = shown(region)
                if result is not None:
                    shown_before[region.index] = (region, result)
        state = DocumentState(
            shown_before=shown_before,
            uri=uri,
            version=document.version or 0,
            structure=structure,
            lines=split_lines(text),
            settings=settings,
            options=self.options_for(settings, structure.target.triple if target != X86_64 else ""),
            directive_errors=directive_errors,
            cpu_label=cpu_label,
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
    ) -> Callable[[RegionSpec], RegionResult | None]:
        """result_for, falling back to what the previous version showed for the region with the same
        index, for its unchanged instructions at their new positions (editor.results.carried_over;
        used for hints only: diagnostics never show stale data)."""
        current = self.result_for(state)

        def lookup(region: RegionSpec) -> RegionResult | None:
            found = current(region)
            if found is not None:
                return found
            before = state.shown_before.get(region.index)
            # another CPU's or another release's numbers are never shown, even for a moment
            if (before is None or before[1].cpu != state.options.cpu
                    or before[1].release != release_label(state.options.llvm_version)):
                return None
            if region.index not in state.carried:
                state.carried[region.index] = carried_over(before[0], before[1], region)
            return state.carried[region.index]

        return lookup

    def result_for(self, state: DocumentState) -> Callable[[RegionSpec], RegionResult | None]:
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
            "coverage": switches.coverage,
            "configuration": switches.configuration,
            "internal": switches.internal,
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
            if result.verdict and result.simulated:
                message = f"{hover_mod.lens_title(result, region)}: {result.verdict}"
                found.append(Diagnostic(region.header, Severity.INFORMATION, "MCL500", message))
        unique: dict[tuple[Span, str, str], Diagnostic] = {}
        for d in found:  # a run-wide problem (unknown CPU) comes back from every region
            if enabled[_diagnostic_class(d.code)]:
                unique.setdefault((d.span, d.code, d.message), d)
        return list(unique.values())

    @staticmethod
    def map_region_diagnostic(region: RegionSpec, diagnostic: Diagnostic) -> Diagnostic:
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
        self, key: CacheKey, name: str, compute: Callable[..., RegionResult] = analyze_region
    ) -> RegionResult:
        """The cached result for `key`, or compute it on an executor (shared by concurrent callers)."""
        hit = self.cache.get(key)
        if hit is not None:
            return hit
        future = self.inflight.get(key)
        if future is None or future.cancelled():
            if self.closing:
                raise asyncio.CancelledError("the server is shutting down")
            loop = asyncio.get_running_loop()
            executor = self.executor if compute is analyze_region else self.static_executor
            future = executor.submit(compute, key[0], key[1])
            self.inflight[key] = future

            def store(done: concurrent.futures.Future[RegionResult]) -> None:
                loop.call_soon_threadsafe(self._store_result, key, name, done)

            future.add_done_callback(store)
        result = await asyncio.wrap_future(future)
        if self.cache.get(key) is None:
            self.cache.put(key, result, name)
        return result

    def _store_result(
        self, key: CacheKey, name: str, future: concurrent.futures.Future[RegionResult]
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
            await self.models_ready.wait()
            state = self.documents.get(uri)
            if state is not None and state.options.model_path != tuple(str(p) for p in self.model_dirs()):
                return  # installed while model directories were vetted: the re-parse that follows counts
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
        outside = state.structure.outside
        if (
            outside is not None
            and state.settings.hints.straight_line
            and len(outside.instructions) <= OUTSIDE_LIMIT
            and self.cache.get(state.static_key(outside)) is None
        ):
            statics.append(outside)
        if statics:
            await asyncio.gather(
                *(self.region_result(state.static_key(r), r.name, static_region) for r in statics)
            )
            if not self.still_current(state):
                return
            self.publish_diagnostics(state)
            self.request_refresh()
        self.notify_analysed(state, "static", [r.index for r in statics if r.index >= 0], started)
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
                "llvm": state.options.llvm_version,
                "target": state.structure.target.target,
                "regions": len(state.structure.regions),
                "simulated" if phase == "full" else "static": computed,
                "elapsedMs": round((time.perf_counter() - started) * 1000, 2),
            },
        )

    @staticmethod
    def over_budget(state: DocumentState, region: RegionSpec) -> bool:
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
        from . import sources

        sources.reanalyse_all(self)

    # -- models ---------------------------------------------------------------------------------

    def model_file_changed(self, uri: str) -> None:
        """A model file in an allowed model directory was opened, saved or changed on disk: vet its
        directory again (model_vet.py), then check the file off the event loop and re-analyse."""
        if not self.is_model_file(uri):
            return
        self.models_ready.clear()  # analysis waits: the directory's verdict is stale until vetted again
        task = asyncio.ensure_future(self._model_file_changed(uri))
        self._background.add(task)  # the event loop keeps only a weak reference to a task

        def finished(done: asyncio.Future[None]) -> None:
            self._background.discard(done)
            if self._vet_task is None:
                self.models_ready.set()
            if not done.cancelled() and done.exception() is not None:
                log.error("checking the model file %s failed", uri, exc_info=done.exception())

        task.add_done_callback(finished)

    async def _model_file_changed(self, uri: str) -> None:
        path = to_fs_path(uri)
        if not path:
            return
        resolved = Path(path).resolve()
        directory = next((d for d in self.model_dirs_checked()[0] if resolved.is_relative_to(d)), None)
        problem = await asyncio.to_thread(model_vet.vet, directory) if directory is not None else None
        if directory is not None:
            self.report_vetting(directory, problem)
        exists = os.path.exists(path)
        if problem is not None:
            diagnostics = [Diagnostic(Span(0, 0, 0), Severity.ERROR, "MCL400", f"model not loaded: {problem}")]
        else:
            diagnostics = await asyncio.to_thread(check_model_file, path, self.settings.llvm_version) if exists else []
        reset_model_caches()
        self.model_generation += 1
        self.cache.clear()
        lines = [""]
        if exists and os.path.getsize(path) <= model_vet.MAX_MODEL_FILE_BYTES:
            lines = split_lines(Path(path).read_text(encoding="utf-8", errors="replace"))
        converter = Converter(self.workspace.position_codec, lines)
        items = [converter.diagnostic(d, uri) for d in diagnostics]
        self.model_diagnostics[uri] = items
        self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=items))
        self.reanalyse_all()


async def _first_bodies(reader: asyncio.StreamReader, frames: FrameReader) -> list[bytes]:
    while True:
        chunk = await reader.read(CHUNK_BYTES)
        if not chunk:
            return []
        bodies = frames.feed(chunk)
        if bodies:
            return bodies


def presents_token(body: bytes, token: str) -> bool:
    """Whether a TCP client's first message is `initialize` with `initializationOptions.mcalensToken`."""
    try:
        message = json.loads(body)
    except (ValueError, RecursionError):
        return False
    if not isinstance(message, dict) or message.get("method") != "initialize":
        return False
    params = message.get("params")
    options = params.get("initializationOptions") if isinstance(params, dict) else None
    presented = options.get("mcalensToken") if isinstance(options, dict) else None
    return isinstance(presented, str) and hmac.compare_digest(presented.encode(), token.encode())


def untrusted_settings(settings: Settings) -> tuple[Settings, list[str]]:
    """`settings` without what an untrusted workspace may not choose: model directories (files the
    server would load), CPU names that are not shipped models, and iteration counts above the
    defaults (simulation time). Returns the names of the settings ignored."""
    defaults = Settings()
    shipped = {name for target in (X86_64, AARCH64, RISCV, ARM) for name, _ in target_cpus(target, settings.llvm_version)}
    changes: dict[str, Any] = {}
    if settings.model_path:
        changes["model_path"] = ()
    if settings.cpu not in shipped:
        changes["cpu"] = defaults.cpu
    if settings.aarch64_cpu and settings.aarch64_cpu not in shipped:
        changes["aarch64_cpu"] = defaults.aarch64_cpu
    if settings.riscv_cpu and settings.riscv_cpu not in shipped:
        changes["riscv_cpu"] = defaults.riscv_cpu
    if settings.arm_cpu and settings.arm_cpu not in shipped:
        changes["arm_cpu"] = defaults.arm_cpu
    if settings.iterations > defaults.iterations:
        changes["iterations"] = defaults.iterations
    if settings.timeline_iterations > defaults.timeline_iterations:
        changes["timeline_iterations"] = defaults.timeline_iterations
    if replace(settings.sources, enabled=True, timeout=defaults.sources.timeout) != defaults.sources:
        # nothing is compiled there anyway (editor/sources.py); the workspace's compiler is never kept
        changes["sources"] = replace(defaults.sources, enabled=settings.sources.enabled)
    names = {"model_path": "mcalens.modelPath", "cpu": "mcalens.cpu", "aarch64_cpu": "mcalens.aarch64.cpu",
             "riscv_cpu": "mcalens.riscv.cpu", "arm_cpu": "mcalens.arm.cpu",
             "iterations": "mcalens.iterations", "timeline_iterations": "mcalens.timelineIterations",
             "sources": "mcalens.sources"}
    return (replace(settings, **changes) if changes else settings), [names[k] for k in changes]


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def file_uri(path: str | Path) -> str:
    return from_fs_path(str(path)) or f"file://{path}"
