"""LSP base-protocol framing, owned here rather than by pygls: bounded, and self-healing.

pygls's read loop trusts the peer: it reads a header line of any length, then `read(n)` for any `n`
(`Content-Length: 1000000000000` is a MemoryError that ends the server; over TCP every byte sent is
buffered), and a header it does not recognise (`content-length:` in lower case, a negative length)
makes it read the body as the next header line, which swallows the following frame's header too:
the stream never recovers. Here the bytes are read in chunks into a `FrameReader`, which

* accepts header names case-insensitively (HTTP header names are, and vscode-jsonrpc reads them so);
* caps a header block at `MAX_HEADER_BYTES` and a body at `max_body` (`MAX_MESSAGE_BYTES`): a
  frame over the cap is dropped (its header logged) and its body skipped as stray bytes;
* on anything that is not a frame, discards bytes up to the next `Content-Length:` and logs one
  line saying how many bytes it skipped: later requests are answered again.

Memory is bounded by the cap plus one chunk, whatever the peer sends.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import threading
from collections.abc import Awaitable, Callable
from typing import Any

from pygls.exceptions import JsonRpcException

log = logging.getLogger(__name__)

# A body larger than this is refused. didOpen/didChange carry whole documents (escaped in JSON);
# 64 MiB is well above any assembly file the server analyses (parse budgets apply far earlier).
MAX_MESSAGE_BYTES = 64 * 1024 * 1024
# A header block (Content-Length, Content-Type, nothing else in LSP) longer than this is not one.
MAX_HEADER_BYTES = 4096
CHUNK_BYTES = 64 * 1024
# While skipping a long run of stray bytes, one log line per this many bytes.
LOG_EVERY_BYTES = 16 * 1024 * 1024

_MARKER = b"content-length:"
_HEADER_START = re.compile(rb"[A-Za-z][A-Za-z0-9-]*:")
_PARTIAL_NAME = re.compile(rb"[A-Za-z][A-Za-z0-9-]*")
_END = b"\r\n\r\n"


class FrameReader:
    """Bytes in, message bodies out (`feed`); never holds more than `max_body` + one chunk."""

    def __init__(self, max_body: int = MAX_MESSAGE_BYTES, logger: logging.Logger | None = None) -> None:
        self.max_body = max_body
        self.log = logger or log
        self._buffer = bytearray()
        self._body_length: int | None = None  # set once a header block was accepted
        self._skipped = 0  # stray bytes dropped since the last frame (logged when resynchronised)
        self._skipped_logged = 0
        self.frames = 0
        self.dropped_frames = 0
        self.skipped_total = 0

    @property
    def buffered(self) -> int:
        return len(self._buffer)

    def feed(self, data: bytes) -> list[bytes]:
        """Add bytes read from the peer; return the complete bodies now available, in order."""
        self._buffer += data
        bodies: list[bytes] = []
        while True:
            if self._body_length is not None:
                if len(self._buffer) < self._body_length:
                    return bodies
                body = bytes(self._buffer[: self._body_length])
                del self._buffer[: self._body_length]
                self._body_length = None
                self.frames += 1
                bodies.append(body)
                continue
            if not self._next_header():
                return bodies

    def finish(self) -> None:
        """End of stream: log what was left unread."""
        self._skip(len(self._buffer))
        if self._skipped:
            self.log.warning("LSP stream ended after %d bytes that were not a complete message", self._skipped)
            self._skipped = 0

    # -- header state ---------------------------------------------------------------------------

    def _skip(self, count: int) -> None:
        if count <= 0:
            return
        stray = bytes(self._buffer[:count])
        del self._buffer[:count]
        if stray.strip(b"\r\n"):  # blank lines between frames are harmless; anything else is stray
            self._skipped += count
            self.skipped_total += count
            if self._skipped - self._skipped_logged >= LOG_EVERY_BYTES:
                self._skipped_logged = self._skipped
                self.log.warning("skipping bytes that are not an LSP message (%d so far)", self._skipped)

    def _resynchronise(self, start: int) -> bool:
        """Drop bytes up to the next `Content-Length:` at or after `start`; False when none is in
        the buffer yet (then only a possible partial marker at the end is kept)."""
        found = self._buffer.lower().find(_MARKER, start)
        if found < 0:
            self._skip(max(0, len(self._buffer) - (len(_MARKER) - 1)))
            return False
        self._skip(found)
        return True

    def _next_header(self) -> bool:
        """Consume one header block (or stray bytes before one); False when more bytes are needed."""
        buffer = self._buffer
        while buffer[:2] == b"\r\n":  # stray blank lines
            del buffer[:2]
        if not buffer:
            return False
        if not _HEADER_START.match(buffer[:64]):
            if len(buffer) < 64 and _PARTIAL_NAME.fullmatch(buffer):
                # could still become a header name (`Content-Le` + `ngth: ...` in the next chunk)
                return False
            return self._resynchronise(0)
        end = buffer.find(_END, 0, MAX_HEADER_BYTES + len(_END))
        if end < 0:
            if len(buffer) <= MAX_HEADER_BYTES:
                return False  # the rest of the header block has not arrived
            self._reject(f"a header block longer than {MAX_HEADER_BYTES} bytes")
            return self._resynchronise(1)
        header = bytes(buffer[:end])
        length, problem = self._content_length(header)
        if problem is not None:
            self._reject(problem)
            # The next header may be inside this block (stray bytes glued to it); the body, if
            # any, is scanned as stray bytes like everything else.
            return self._resynchronise(1)
        del buffer[: end + len(_END)]
        if self._skipped:
            self.log.warning("skipped %d bytes that were not an LSP message; resynchronised on the next "
                             "Content-Length header", self._skipped)
        self._skipped = self._skipped_logged = 0
        self._body_length = length
        return True

    def _content_length(self, header: bytes) -> tuple[int, str | None]:
        length: int | None = None
        for line in header.split(b"\r\n"):
            name, colon, value = line.partition(b":")
            if not colon:
                return 0, f"a header line without a colon: {line[:80]!r}"
            if name.strip().lower() != b"content-length":
                continue  # Content-Type (LSP allows only utf-8 and says so; nothing to check)
            text = value.strip()
            if length is not None:
                return 0, "two Content-Length headers"
            if not text.isdigit() or len(text) > 20:
                return 0, f"Content-Length {text[:40].decode('ascii', 'replace')!r} is not a byte count"
            length = int(text)
        if length is None:
            return 0, f"a header block without Content-Length: {header[:80]!r}"
        if length > self.max_body:
            return 0, f"Content-Length {length} is over the limit of {self.max_body} bytes; the message is dropped"
        return length, None

    def _reject(self, problem: str) -> None:
        self.dropped_frames += 1
        self.log.warning("LSP framing: %s; skipping to the next Content-Length header", problem)


ErrorHandler = Callable[[Exception, type[JsonRpcException]], Any]


def dispatch(body: bytes, protocol: Any, error_handler: ErrorHandler | None) -> None:
    """Hand one body to pygls exactly as its own loop would."""
    try:
        message = json.loads(body, object_hook=protocol.structure_message)
        protocol.handle_message(message)
    except Exception as error:
        log.debug("unable to handle message", exc_info=True)
        if error_handler is not None:
            error_handler(error, JsonRpcException)


async def serve_frames(
    read_chunk: Callable[[], Awaitable[bytes]],
    protocol: Any,
    stop_event: threading.Event,
    error_handler: ErrorHandler | None = None,
    frames: FrameReader | None = None,
) -> None:
    """Read chunks until EOF or `stop_event`, dispatching every complete message."""
    frames = frames or FrameReader()
    while not stop_event.is_set():
        chunk = await read_chunk()
        if not chunk:
            break
        for body in frames.feed(chunk):
            dispatch(body, protocol, error_handler)
            if stop_event.is_set():
                return
    frames.finish()


def stdin_chunks(stream: Any, executor: Any) -> Callable[[], Awaitable[bytes]]:
    """Chunks of stdin read in a worker thread (`read1`: whatever is there, up to CHUNK_BYTES)."""
    read = getattr(stream, "read1", None) or stream.read

    def read_chunk() -> Awaitable[bytes]:
        return asyncio.get_running_loop().run_in_executor(executor, read, CHUNK_BYTES)

    return read_chunk
