"""Running a `CompilePlan`: the compiler as a subprocess (never a shell), assembly text and messages back.

`compile_to_asm` is separate from the analysis so that an editor can run it in the background:
it takes a time budget (the process group is killed when it runs out), a `Cancellation` another
thread can trigger (it kills the running process group at once), and an optional `CompileCache`
keyed by the source file's content, the command line, the working directory and the compiler
executable's identity (path, size, modification time). Headers and the other files of a crate are
not part of the key: a caller that needs them fresh clears the cache (the editor recompiles on save).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import signal
import subprocess
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, field, replace

from .command import CompilePlan

DEFAULT_TIMEOUT = 120.0  # seconds: a large C++ file at -O3 takes tens of seconds
MAX_ASSEMBLY_BYTES = 512 << 20

# `file:line:col: error: message` (gcc, clang, gfortran, rustc --error-format=short); col optional.
_MESSAGE = re.compile(r"^(?P<file>[^:\n]+?):(?P<line>\d+):(?:(?P<column>\d+):)?\s*"
                      r"(?P<severity>fatal error|error|warning|note)(?:\[[^\]]*\])?:\s*(?P<message>.*)$")


@dataclass(frozen=True, slots=True)
class CompilerMessage:
    """One positioned line of the compiler's stderr."""

    file: str
    line: int  # 1-based
    column: int  # 1-based, 0 when the compiler gave none
    severity: str  # "error" | "warning" | "note" ("fatal error" counts as "error")
    message: str

    def to_json(self) -> dict[str, object]:
        return {"File": self.file, "Line": self.line, "Column": self.column, "Severity": self.severity,
                "Message": self.message}


@dataclass(frozen=True, slots=True)
class CompileResult:
    """What one compile produced. `ok` is False when the compiler failed, timed out or was cancelled;
    `assembly` is then empty and `stderr` / `messages` / `problem` say why."""

    plan: CompilePlan
    ok: bool
    assembly: str
    stderr: str
    messages: tuple[CompilerMessage, ...]
    seconds: float
    exit_status: int | None = None
    problem: str = ""  # mcalens' own words when the compiler did not finish ("timed out after 120 s")
    cached: bool = False


class Cancellation:
    """Cancels a running compile from another thread: `cancel()` kills the compiler's process group."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._process: subprocess.Popen[bytes] | None = None
        self.cancelled = False

    def cancel(self) -> None:
        with self._lock:
            self.cancelled = True
            if self._process is not None:
                _kill_group(self._process)

    def _attach(self, process: subprocess.Popen[bytes] | None) -> bool:
        with self._lock:
            self._process = process
            if self.cancelled and process is not None:
                _kill_group(process)
            return not self.cancelled


class CompileCache:
    """The last `capacity` compile results, keyed by (source content, argv, cwd, compiler identity)."""

    def __init__(self, capacity: int = 32) -> None:
        self.capacity = capacity
        self._entries: OrderedDict[str, CompileResult] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: str) -> CompileResult | None:
        with self._lock:
            found = self._entries.get(key)
            if found is not None:
                self._entries.move_to_end(key)
            return found

    def put(self, key: str, result: CompileResult) -> None:
        with self._lock:
            self._entries[key] = result
            self._entries.move_to_end(key)
            while len(self._entries) > self.capacity:
                self._entries.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()


def _kill_group(process: subprocess.Popen[bytes]) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError, OSError):
        with contextlib.suppress(OSError):
            process.kill()


def _environment() -> dict[str, str]:
    """The caller's environment with messages in English and without colour (they are parsed)."""
    env = dict(os.environ)
    env.update({"LC_ALL": "C", "LANG": "C", "CARGO_TERM_COLOR": "never", "CLICOLOR": "0"})
    env.pop("GCC_COLORS", None)
    return env


def parse_messages(stderr: str) -> tuple[CompilerMessage, ...]:
    found = []
    for line in stderr.splitlines():
        match = _MESSAGE.match(line)
        if match is not None:
            severity = "error" if match.group("severity") == "fatal error" else match.group("severity")
            found.append(CompilerMessage(match.group("file"), int(match.group("line")),
                                         int(match.group("column") or 0), severity, match.group("message")))
    return tuple(found)


def cache_key(plan: CompilePlan) -> str:
    """Source content + command line (the scratch output path left out) + cwd + compiler identity."""
    digest = hashlib.sha256()
    try:
        with open(plan.source, "rb") as handle:
            digest.update(handle.read())
    except OSError:
        digest.update(b"<unreadable>")
    scratch = os.path.dirname(plan.output_file) if plan.output_file else None
    for arg in plan.argv:
        digest.update(b"\0" + (arg.replace(scratch, "<scratch>") if scratch else arg).encode("utf-8", "replace"))
    digest.update(b"\0cwd\0" + plan.cwd.encode("utf-8", "replace"))
    try:
        info = os.stat(plan.argv[0])
        digest.update(f"\0{plan.argv[0]}\0{info.st_size}\0{info.st_mtime_ns}".encode())
    except OSError:
        pass
    return digest.hexdigest()


def _run(argv: tuple[str, ...], cwd: str, timeout: float, cancel: Cancellation | None
         ) -> tuple[int | None, bytes, bytes, str]:
    """(exit status, stdout, stderr, problem). Never a shell; the child gets its own process group so
    that killing it also ends cc1/as/rustc below the driver."""
    try:
        process = subprocess.Popen(list(argv), cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, env=_environment(), start_new_session=True)
    except OSError as exc:
        return None, b"", b"", f"cannot run {argv[0]}: {exc.strerror or exc}"
    if cancel is not None and not cancel._attach(process):
        process.communicate()
        return None, b"", b"", "cancelled"
    try:
        stdout, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        _kill_group(process)
        process.communicate()
        return None, b"", b"", f"the compiler did not finish within {timeout:g} s (killed)"
    finally:
        if cancel is not None:
            cancel._attach(None)
    if cancel is not None and cancel.cancelled:
        return None, b"", b"", "cancelled"
    return process.returncode, stdout, stderr, ""


def compile_to_asm(plan: CompilePlan, *, timeout: float = DEFAULT_TIMEOUT, cancel: Cancellation | None = None,
                   cache: CompileCache | None = None) -> CompileResult:
    """Run `plan` and return its assembly (with `.file`/`.loc` line information) or why there is none."""
    key = cache_key(plan) if cache is not None else ""
    if cache is not None:
        hit = cache.get(key)
        if hit is not None:
            return replace(hit, plan=plan, cached=True)
    started = time.monotonic()
    status, stdout, stderr_bytes, problem = _run(plan.argv, plan.cwd, timeout, cancel)
    seconds = time.monotonic() - started
    stderr = stderr_bytes.decode("utf-8", "replace")
    messages = parse_messages(stderr)
    if problem:
        return CompileResult(plan, False, "", stderr, messages, seconds, status, problem)
    if status != 0:
        return CompileResult(plan, False, "", stderr, messages, seconds, status,
                             f"the compiler exited with status {status}")
    data = stdout
    if plan.output_file:
        try:
            with open(plan.output_file, "rb") as handle:
                data = handle.read(MAX_ASSEMBLY_BYTES + 1)
        except OSError as exc:
            return CompileResult(plan, False, "", stderr, messages, seconds, status,
                                 f"the compiler wrote no assembly to {plan.output_file} ({exc.strerror or exc})")
    if len(data) > MAX_ASSEMBLY_BYTES:
        return CompileResult(plan, False, "", stderr, messages, seconds, status,
                             f"the assembly is larger than {MAX_ASSEMBLY_BYTES >> 20} MB")
    result = CompileResult(plan, True, data.decode("utf-8", "replace"), stderr, messages, seconds, status)
    if cache is not None:
        cache.put(key, result)
    return result


_TRIPLES: dict[tuple[str, ...], str] = {}


def compiler_triple(plan: CompilePlan, timeout: float = 20.0) -> tuple[str, str]:
    """(triple, "") the plan compiles for, or ("", why not): the plan's own triple, else the
    compiler's default (`-dumpmachine`, rustc's `-vV` host line; remembered per command)."""
    if plan.triple:
        return plan.triple, ""
    if not plan.dumpmachine:
        return "", "the compiler's target is unknown"
    if plan.dumpmachine not in _TRIPLES:
        status, stdout, stderr, problem = _run(plan.dumpmachine, plan.cwd, timeout, None)
        text = stdout.decode("utf-8", "replace")
        if problem or status != 0:
            return "", f"cannot ask the compiler for its target ({' '.join(plan.dumpmachine)}: " \
                       f"{problem or stderr.decode('utf-8', 'replace').strip() or status})"
        if plan.dumpmachine[-1] == "-vV":
            lines = [line.partition(":")[2].strip() for line in text.splitlines() if line.startswith("host:")]
            text = lines[0] if lines else ""
        _TRIPLES[plan.dumpmachine] = text.strip()
    triple = _TRIPLES[plan.dumpmachine]
    return (triple, "") if triple else ("", "the compiler did not name its target")


@dataclass(slots=True)
class Compilation:
    """A plan and its result (`analyse_source` fills them in; `error`: why nothing was run)."""

    plan: CompilePlan | None
    result: CompileResult | None
    error: str = ""  # CommandError: nothing was run
    notes: list[str] = field(default_factory=list)
