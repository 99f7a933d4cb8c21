"""The fuzz storm's test client (tools/lsp_raw.py) keeps the server's stdout drained (issue 18)."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import lsp_raw

# A server that asks the client something while the client is busy writing to it, floods its stdout
# before reading stdin (as a busy language server does), sends a reply whose id is not a number or
# string, and only then reads everything and says whether its question was answered.
FAKE_SERVER = r'''
import json, sys, time
out = sys.stdout.buffer
def send(message):
    body = json.dumps(message).encode()
    out.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    out.flush()
time.sleep(0.5)  # the client is now blocked writing its big notification to our unread stdin
send({"jsonrpc": "2.0", "id": "cfg", "method": "workspace/configuration", "params": {"items": [{}]}})
send({"jsonrpc": "2.0", "id": [1], "result": None})
for k in range(400):  # ~1.6 MB: far beyond a pipe's buffer
    send({"jsonrpc": "2.0", "method": "window/logMessage", "params": {"type": 4, "message": "x" * 4000}})
stdin = sys.stdin.buffer
while True:
    length = None
    while True:
        line = stdin.readline()
        if not line:
            sys.exit(0)
        if line == b"\r\n":
            break
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":")[1])
    message = json.loads(stdin.read(length))
    if message.get("id") == "cfg":
        send({"jsonrpc": "2.0", "id": 7, "result": message["result"]})
'''


def test_client_answers_server_requests_while_blocked_writing(monkeypatch: pytest.MonkeyPatch) -> None:
    real_popen = subprocess.Popen

    def fake_popen(args, **kwargs):  # type: ignore[no-untyped-def]
        return real_popen([sys.executable, "-c", FAKE_SERVER], **kwargs)

    monkeypatch.setattr(lsp_raw.subprocess, "Popen", fake_popen)
    client = lsp_raw.RawClient(settings={"cpu": "znver4"})
    try:
        # 2 MB to a server that reads nothing until it has written its 1.6 MB: the old client answered
        # `workspace/configuration` on its reader thread, which then waited for this write forever.
        writer = threading.Thread(target=client.notify, args=("x/big", {"data": "y" * 2_000_000}), daemon=True)
        writer.start()
        writer.join(timeout=30)
        assert not writer.is_alive(), "deadlock: the client's write never finished"
        reply = client.wait(7, timeout=30)
        assert reply is not None and reply["result"] == [{"cpu": "znver4"}]
        assert any("neither number nor string" in error for error in client.reader_errors)
        assert client.notifications.qsize() == 400  # every flooded message was read, none lost
    finally:
        client.proc.kill()
        client.proc.wait()
