"""LSP framing under a hostile or broken client: huge or negative lengths, lower-case header names and
stray bytes never kill the server nor leave the stream out of sync, and memory stays bounded."""

from __future__ import annotations

import json
import logging
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from mcalens.server.transport import MAX_HEADER_BYTES, FrameReader

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from lsp_raw import RawClient


def frame(message: dict, name: bytes = b"Content-Length") -> bytes:
    body = json.dumps(message).encode()
    return name + b": %d\r\n\r\n" % len(body) + body


REQUEST = {"jsonrpc": "2.0", "id": 1, "method": "mcalens/listCpus", "params": {}}


# -- the frame reader on its own -------------------------------------------------------------------

def bodies_of(stream: bytes, chunk: int = 7, max_body: int = 1 << 20) -> tuple[list[bytes], FrameReader]:
    reader = FrameReader(max_body=max_body, logger=logging.getLogger("test.framing"))
    out: list[bytes] = []
    for start in range(0, len(stream), chunk):
        out += reader.feed(stream[start:start + chunk])
    return out, reader


@pytest.mark.parametrize("chunk", [1, 7, 4096])
def test_frames_split_anywhere_are_reassembled(chunk: int) -> None:
    stream = frame(REQUEST) + b"Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}"
    bodies, _ = bodies_of(stream, chunk)
    assert bodies == [json.dumps(REQUEST).encode(), b"{}"]


def test_lower_case_header_name_is_a_header() -> None:
    bodies, reader = bodies_of(frame(REQUEST, b"content-length") + frame(REQUEST))
    assert len(bodies) == 2 and reader.skipped_total == 0


@pytest.mark.parametrize("bad", [
    b"Content-Length: -5\r\n\r\n{\"x\": 1}",
    b"Content-Length: 1000000000000\r\n\r\n{\"x\": 1}",
    b"Content-Length: 12abc\r\n\r\n",
    b"Content-Type: text/plain\r\n\r\nhello",
    b"x" * 70_000,
    b"\x00\xff" * 35_000 + b"\r\n\r\n",
    b"Content-Length: 5" + b"9" * 10_000 + b"\r\n\r\n",
], ids=["negative", "huge", "not-a-number", "no-length", "stray-70k", "binary", "long-header"])
def test_garbage_is_skipped_and_the_next_frame_is_read(bad: bytes, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="test.framing"):
        bodies, _reader = bodies_of(bad + frame(REQUEST) + frame(REQUEST), chunk=1000)
    assert bodies == [json.dumps(REQUEST).encode()] * 2
    assert caplog.records, "a skipped frame is logged"


def test_memory_is_bounded_whatever_the_peer_sends() -> None:
    reader = FrameReader(max_body=1 << 16)
    reader.feed(b"Content-Length: 1000000000000\r\n\r\n")
    peak = 0
    for _ in range(2000):  # 128 MiB of stray bytes
        assert reader.feed(b"A" * 65536) == []
        peak = max(peak, reader.buffered)
    assert peak < 65536 + MAX_HEADER_BYTES
    assert reader.feed(frame(REQUEST)) == [json.dumps(REQUEST).encode()]
    big = FrameReader(max_body=1 << 16)
    big.feed(b"Content-Length: 60000\r\n\r\n")  # within the cap: buffered up to its length only
    for _ in range(100):
        big.feed(b"B" * 1000)
    assert big.buffered <= 65536


# -- a real server over stdio ---------------------------------------------------------------------

@pytest.fixture(scope="module")
def server() -> Iterator[RawClient]:
    client = RawClient("--debounce-ms", "0")
    assert client.initialize() is not None
    yield client
    assert client.close() == 0
    assert "Traceback" not in client.stderr and "MemoryError" not in client.stderr


def answered(client: RawClient, msg_id: int) -> bool:
    client.send({"jsonrpc": "2.0", "id": msg_id, "method": "mcalens/listCpus", "params": {}})
    reply = client.wait(msg_id, 30)
    return reply is not None and bool(reply.get("result"))


def test_a_huge_content_length_does_not_kill_the_server(server: RawClient) -> None:
    server.send_bytes(b"Content-Length: 1000000000000\r\n\r\n{\"jsonrpc\": \"2.0\", \"id\": 1}")
    assert answered(server, 9001)
    assert server.proc.poll() is None
    assert "over the limit" in server.stderr


@pytest.mark.parametrize("bad", [
    b"content-length: 59\r\n\r\n",  # lower case: a header like any other (no body follows: the next frame is it)
    b"Content-Length: -5\r\n\r\n{\"jsonrpc\": \"2.0\"}",
    b"z" * 70_000,
], ids=["lowercase", "negative", "stray"])
def test_the_stream_resynchronises_and_later_requests_are_answered(server: RawClient, bad: bytes) -> None:
    msg_id = 9100 + len(bad) % 97
    if bad.startswith(b"content-length"):
        body = json.dumps({"jsonrpc": "2.0", "id": msg_id, "method": "mcalens/listCpus", "params": {}}).encode()
        server.send_bytes(b"content-length: %d\r\n\r\n" % len(body) + body)
        reply = server.wait(msg_id, 30)
        assert reply is not None and reply.get("result")
        return
    before = server.stderr.count("LSP framing") + server.stderr.count("skipped")
    server.send_bytes(bad)
    for attempt in range(3):  # every later request is answered, not just one
        assert answered(server, msg_id * 10 + attempt)
    deadline = time.monotonic() + 5
    while server.stderr.count("LSP framing") + server.stderr.count("skipped") <= before:
        assert time.monotonic() < deadline, "no log line for the skipped bytes"
        time.sleep(0.05)
