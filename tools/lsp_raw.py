"""A raw LSP client over a `mcalens serve` subprocess: frames bytes itself, so it can also send
malformed frames, and records which requests got an answer (used by tools/fuzz.py and the tests).

Server-to-client requests (workspace/configuration, applyEdit, showDocument, progress, refresh,
registerCapability) are answered at once so the server never waits on us.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


class RawClient:
    def __init__(self, *args: str, settings: dict[str, Any] | None = None, env: dict[str, str] | None = None):
        self.settings = settings if settings is not None else {"cpu": "skylake", "iterations": 100}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "mcalens", "serve", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=ROOT,
            env={**os.environ, **(env or {})},
        )
        self.next_id = 0
        self.replies: dict[int | str | None, dict[str, Any]] = {}
        self.reply_times: dict[int | str | None, float] = {}
        self.null_id_errors: list[dict[str, Any]] = []
        self.notifications: queue.Queue[dict[str, Any]] = queue.Queue()
        self.changed = threading.Condition()
        self.write_lock = threading.Lock()
        self.stderr_chunks: list[bytes] = []
        self.reader_errors: list[str] = []  # what the reader thread survived (a reply it could not file)
        # Requests from the server are answered by a thread of their own: answering on the reader
        # thread blocked it on the write lock while the main thread sat in a write to a full stdin
        # pipe, so nobody drained stdout, the server blocked writing it and never read stdin again
        # (the storm deadlock of issue 18).
        self._answers: queue.Queue[dict[str, Any]] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._drain_stderr, daemon=True).start()
        threading.Thread(target=self._answer_requests, daemon=True).start()

    # -- wire -----------------------------------------------------------------------------------

    def send_bytes(self, data: bytes) -> None:
        assert self.proc.stdin is not None
        with self.write_lock:
            try:
                self.proc.stdin.write(data)
                self.proc.stdin.flush()
            except (BrokenPipeError, OSError):
                pass

    def send(self, message: dict[str, Any]) -> None:
        body = json.dumps(message).encode()
        self.send_bytes(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def _read(self) -> None:
        stream = self.proc.stdout
        assert stream is not None
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    with self.changed:
                        self.changed.notify_all()
                    return
                if line in (b"\r\n", b"\n"):
                    break
                name, _, value = line.decode("ascii", "replace").partition(":")
                if name.strip().lower() == "content-length":
                    length = int(value.strip())
            if length is None:
                continue
            body = stream.read(length)
            try:  # the reader must never die: it is what keeps the server's stdout drained
                message = json.loads(body)
                self._dispatch(message)
            except Exception as error:  # recorded, and reading goes on
                self.reader_errors.append(f"{type(error).__name__}: {error} in {body[:200]!r}")

    def _answer_requests(self) -> None:
        while True:
            request = self._answers.get()
            self.send({"jsonrpc": "2.0", "id": request["id"], "result": self._answer(request)})

    def _drain_stderr(self) -> None:
        assert self.proc.stderr is not None
        for chunk in iter(lambda: self.proc.stderr.read1(65536), b""):  # type: ignore[union-attr]
            self.stderr_chunks.append(chunk)

    @property
    def stderr(self) -> str:
        return b"".join(self.stderr_chunks).decode("utf-8", "replace")

    def _dispatch(self, message: dict[str, Any]) -> None:
        if not isinstance(message, dict):
            raise TypeError(f"not a JSON-RPC message: {type(message).__name__}")
        if "method" in message and "id" in message:
            self._answers.put(message)  # never write from the reader thread (see __init__)
            return
        if "method" in message:
            self.notifications.put(message)
            with self.changed:
                self.changed.notify_all()
            return
        with self.changed:
            if message.get("id") is None:
                self.null_id_errors.append(message)
            elif not isinstance(message["id"], (int, str)):
                raise TypeError(f"reply with an id that is neither number nor string: {message['id']!r}")
            else:
                self.replies[message["id"]] = message
                self.reply_times[message["id"]] = time.monotonic()
            self.changed.notify_all()

    def _answer(self, request: dict[str, Any]) -> Any:
        method = request["method"]
        if method == "workspace/configuration":
            return [self.settings for _ in request.get("params", {}).get("items", [])]
        if method == "workspace/applyEdit":
            return {"applied": True}
        if method == "window/showDocument":
            return {"success": True}
        return None

    # -- requests -------------------------------------------------------------------------------

    def request(self, method: str, params: Any, *, msg_id: Any = None) -> Any:
        """Send a request and return its id (use `wait` for the reply)."""
        if msg_id is None:
            self.next_id += 1
            msg_id = self.next_id
        message: dict[str, Any] = {"jsonrpc": "2.0", "id": msg_id, "method": method}
        if params is not ...:
            message["params"] = params
        self.send(message)
        return msg_id

    def notify(self, method: str, params: Any) -> None:
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait(self, msg_id: Any, timeout: float = 30.0) -> dict[str, Any] | None:
        deadline = time.monotonic() + timeout
        with self.changed:
            while msg_id not in self.replies:
                left = deadline - time.monotonic()
                if left <= 0 or self.proc.poll() is not None:
                    return None
                self.changed.wait(left)
            return self.replies[msg_id]

    def call(self, method: str, params: Any, timeout: float = 30.0) -> dict[str, Any] | None:
        return self.wait(self.request(method, params), timeout)

    def wait_null_errors(self, count: int, timeout: float = 10.0) -> list[dict[str, Any]]:
        deadline = time.monotonic() + timeout
        with self.changed:
            while len(self.null_id_errors) < count and time.monotonic() < deadline:
                self.changed.wait(max(0.0, deadline - time.monotonic()))
            return list(self.null_id_errors)

    def wait_notification(self, method: str, predicate: Any = None, timeout: float = 60.0) -> dict[str, Any] | None:
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            try:
                message = self.notifications.get(timeout=left)
            except queue.Empty:
                return None
            if message["method"] == method and (predicate is None or predicate(message.get("params"))):
                return message

    def initialize(self, root: Path | None = None) -> dict[str, Any] | None:
        capabilities = {
            "workspace": {
                "configuration": True,
                "applyEdit": True,
                "inlayHint": {"refreshSupport": True},
                "codeLens": {"refreshSupport": True},
            },
            "window": {"workDoneProgress": True, "showDocument": {"support": True}},
        }
        params: dict[str, Any] = {"processId": os.getpid(), "capabilities": capabilities}
        if root is not None:
            params["rootUri"] = root.as_uri()
            params["workspaceFolders"] = [{"uri": root.as_uri(), "name": root.name}]
        reply = self.call("initialize", params, timeout=60)
        self.notify("initialized", {})
        return reply

    def open(self, uri: str, text: str, version: int = 1) -> None:
        self.notify(
            "textDocument/didOpen",
            {"textDocument": {"uri": uri, "languageId": "asm", "version": version, "text": text}},
        )

    def change(self, uri: str, version: int, text: str) -> None:
        self.notify(
            "textDocument/didChange",
            {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]},
        )

    def rss_mb(self) -> tuple[float, float]:
        """(current, peak) resident memory of the server process in MB (Linux /proc)."""
        try:
            status = Path(f"/proc/{self.proc.pid}/status").read_text()
        except OSError:
            return 0.0, 0.0
        fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
        kb = lambda name: float(fields.get(name, "0 kB").split()[0])  # noqa: E731
        return kb("VmRSS") / 1024, kb("VmHWM") / 1024

    def close(self, timeout: float = 20.0) -> int | None:
        if self.proc.poll() is None:
            reply = self.call("shutdown", None, timeout=timeout)
            if reply is not None:
                self.notify("exit", None)
            try:
                self.proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
        return self.proc.returncode
