"""JSON-RPC hygiene pygls 2.x leaves out: every request gets a result or an error.

pygls structures each incoming message inside `json.loads` (as its object hook). When a request's
params do not fit the LSP type (a negative line, a string for a number), or the body is not JSON at
all, the exception escapes the read loop and is only logged: the client waits for an answer that
never comes. Here such a request is answered with `InvalidParams` (its id is still known), a body
that is not JSON with `ParseError`, and JSON that is not a JSON-RPC message with `InvalidRequest`
(both with id null, as JSON-RPC 2.0 says).
"""

from __future__ import annotations

import json
import logging
from typing import Any

from lsprotocol.types import ResponseErrorMessage
from pygls.exceptions import (
    JsonRpcException,
    JsonRpcInvalidParams,
    JsonRpcInvalidRequest,
    JsonRpcParseError,
)
from pygls.protocol import LanguageServerProtocol
from pygls.workspace import Workspace

from .documents import LspWorkspace

log = logging.getLogger(__name__)


class Rejected:
    """A message that could not be structured; answered with `error` when it was a request."""

    __slots__ = ("error", "msg_id")

    def __init__(self, msg_id: int | str | None, error: JsonRpcException) -> None:
        self.msg_id = msg_id
        self.error = error


def _request_id(data: dict[str, Any]) -> int | str | None:
    value = data.get("id")
    return value if isinstance(value, int | str) and not isinstance(value, bool) else None


class _QuietMalformed(logging.Filter):
    """pygls logs a full traceback for every message it cannot decode; those are answered here, so
    keep one warning line per message instead (a fuzzing client would otherwise fill the log)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if str(record.msg).startswith("Unable to deserialize message"):
            return False
        error = record.exc_info[1] if record.exc_info else None
        expected = json.JSONDecodeError | UnicodeDecodeError | RecursionError | JsonRpcException
        return not isinstance(error, expected)


_QUIET = _QuietMalformed()
logging.getLogger("pygls.protocol.json_rpc").addFilter(_QUIET)
logging.getLogger("pygls.server").addFilter(_QUIET)


class McaProtocol(LanguageServerProtocol):
    @property
    def workspace(self) -> Workspace:
        """pygls's workspace, made to keep documents with LSP's line breaks (documents.py). pygls
        creates a plain Workspace in `initialize`; it becomes an LspWorkspace before any document."""
        workspace = super().workspace
        if type(workspace) is Workspace:
            workspace.__class__ = LspWorkspace
        return workspace

    def structure_message(self, data: dict[str, Any]) -> Any:
        try:
            return super().structure_message(data)
        except JsonRpcException as error:
            if "id" in data and _request_id(data) is None and data.get("id") is not None:
                return Rejected(None, JsonRpcInvalidRequest())  # an id that is neither number nor string
            if isinstance(data.get("method"), str) and "id" in data:
                return Rejected(_request_id(data), error)
            return Rejected(None, error) if "method" in data else data  # a bad notification: dropped

    def _execute_handler(
        self,
        msg_id: Any,
        handler: Any,
        callback: Any,
        args: tuple[Any, ...] | None = None,
        kwargs: dict[str, Any] | None = None,
    ) -> None:
        """pygls stores the future of every generator or coroutine handler in `_request_futures`
        under a fresh UUID, notifications included (`didChange` runs its built-in generator), but
        only a request's answer removes its entry: one finished future per notification stayed for
        the whole session (tools/bench_lsp_memory.py: RSS grew ~1.5 MB per 1,000 edits). Drop the
        entry once its future is done; a request's own callback, registered first, has already
        answered and removed it by then."""
        super()._execute_handler(msg_id, handler, callback, args, kwargs)
        future = self._request_futures.get(msg_id)
        if future is not None:
            future.add_done_callback(lambda done: self._forget_future(msg_id, done))

    def _forget_future(self, msg_id: Any, done: Any) -> None:
        if self._request_futures.get(msg_id) is done:  # (a thread-pool handler calls this off the loop)
            self._request_futures.pop(msg_id, None)

    def handle_message(self, message: Any) -> None:
        if isinstance(message, Rejected):
            if message.msg_id is not None or isinstance(message.error, JsonRpcInvalidRequest):
                log.warning("answered a malformed message with %s", type(message.error).__name__)
                self.reply_error(message.msg_id, message.error)
            else:
                log.warning("dropped a malformed notification")
            return
        if not hasattr(message, "jsonrpc"):
            # Valid JSON but no JSON-RPC message (a list, a number, an object without "jsonrpc").
            msg_id = _request_id(message) if isinstance(message, dict) else None
            self.reply_error(msg_id, JsonRpcInvalidRequest())
            return
        super().handle_message(message)

    def reply_error(self, msg_id: int | str | None, error: JsonRpcException) -> None:
        if isinstance(error, JsonRpcInvalidParams | JsonRpcParseError | JsonRpcInvalidRequest):
            response_error = error.to_response_error()
        else:
            response_error = JsonRpcInvalidParams().to_response_error()
        self._send_data(ResponseErrorMessage(id=msg_id, error=response_error))

    def reply_parse_error(self, error: Exception) -> bool:
        """Called for errors escaping the read loop; True when answered with ParseError."""
        if isinstance(error, json.JSONDecodeError | UnicodeDecodeError | RecursionError):
            log.warning("answered a body that is not JSON with ParseError: %s", str(error)[:200])
            self.reply_error(None, JsonRpcParseError())
            return True
        return False
