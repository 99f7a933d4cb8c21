"""The language server under hostile files and clients (issue 18, items 18-24)."""

from __future__ import annotations

import contextlib
import json
import os
import re
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from mcalens.server import report as report_mod

# -- item 22: the report file ---------------------------------------------------------------------

def test_report_file_is_private_and_never_follows_a_planted_link(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    first = report_mod.write_report("file:///w/a.s", "region0", "one\n")
    assert first.read_text() == "one\n"
    assert oct(first.stat().st_mode & 0o777) == "0o600"
    assert oct(first.parent.stat().st_mode & 0o777) == "0o700"
    victim = tmp_path / "victim"
    victim.write_text("precious\n")
    first.unlink()
    first.symlink_to(victim)  # planted at the predictable name
    second = report_mod.write_report("file:///w/a.s", "region0", "two\n")
    assert second == first and not second.is_symlink() and second.read_text() == "two\n"
    assert victim.read_text() == "precious\n"


def test_report_directory_that_is_a_link_is_not_used(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    shared = tmp_path / "shared"
    shared.mkdir()
    (tmp_path / "xdg" / "mcalens").mkdir(parents=True)
    (tmp_path / "xdg" / "mcalens" / "reports").symlink_to(shared)
    path = report_mod.write_report("file:///w/a.s", "region0", "x\n")
    assert list(shared.iterdir()) == [] and path.read_text() == "x\n"
    assert oct(path.parent.stat().st_mode & 0o777) == "0o700" and not path.parent.is_symlink()


# -- a real server over stdio, driven byte by byte -------------------------------------------------

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from lsp_raw import RawClient  # noqa: E402


@pytest.fixture(scope="module")
def server() -> Iterator[RawClient]:
    client = RawClient("--debounce-ms", "0")
    assert client.initialize() is not None
    yield client
    assert client.close() == 0
    assert "Traceback" not in client.stderr


def _open(client: RawClient, name: str, text: str) -> str:
    uri = f"file:///hostile/{name}"
    client.open(uri, text)
    return uri


# -- item 21: every request gets a result or a JSON-RPC error ---------------------------------------

INVALID_PARAMS = -32602


def test_invalid_params_get_invalid_params_errors(server: RawClient) -> None:
    uri = _open(server, "params.s", "addl %eax, %ebx\n" * 3)
    bad = [
        ("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": -1, "character": 0}}),
        ("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": "a", "character": 0}}),
        ("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 2**40, "character": 0}}),
        ("textDocument/hover", ...),
        ("textDocument/codeLens", [1, 2]),
        ("textDocument/inlayHint", {"textDocument": {"uri": 5}}),
        ("mcalens/regionAt", {"uri": uri, "position": {"line": "x"}}),
        ("mcalens/regionAt", 17),
        ("mcalens/regionReport", {"uri": uri, "region": "zz"}),
        ("mcalens/regionReport", {"uri": uri, "region": -3}),
    ]
    ids = [server.request(method, params) for method, params in bad]
    replies = [server.wait(i, 30) for i in ids]
    assert [r["error"]["code"] if r and "error" in r else r for r in replies] == [INVALID_PARAMS] * len(bad)


def test_malformed_frames_get_parse_and_invalid_request_errors(server: RawClient) -> None:
    before = len(server.null_id_errors)
    server.send_bytes(b"Content-Length: 5\r\n\r\n{bad}")
    server.send_bytes(b"Content-Length: 7\r\n\r\n[1,2,3]")
    server.send_bytes(b'Content-Length: 2\r\n\r\n"x')
    server.request("textDocument/hover", {}, msg_id={"an": "object"})
    server.send_bytes(b'Content-Length: 10\r\n\r\n{"id": 77}')
    errors = server.wait_null_errors(before + 4)[before:]
    assert sorted(e["error"]["code"] for e in errors) == [-32700, -32700, -32600, -32600]
    assert server.wait(77, 10)["error"]["code"] == -32600  # type: ignore[index]
    assert server.call("mcalens/listCpus", {})["result"]  # type: ignore[index]  # still serving


# -- item 24: setCpu writes only CPU names the models know ------------------------------------------

def test_set_cpu_rejects_unknown_names(server: RawClient) -> None:
    uri = _open(server, "cpu.s", "addl %eax, %ebx\n")
    for evil in ("skylake\n# injected", "nosuchcpu", "a" * 500, "znver4 mcpu=x"):
        reply = server.call("workspace/executeCommand", {"command": "mcalens.setCpu", "arguments": [uri, evil]})
        assert reply is not None and "unknown CPU" in reply["result"]["error"]
    reply = server.call("workspace/executeCommand", {"command": "mcalens.setCpu", "arguments": [uri, "znver4"]})
    assert reply is not None and reply["result"] == {"applied": False, "cpu": "znver4", "override": True}
    for evil in ("skylake\n# injected", "nosuchcpu"):  # nor when asked to write the directive
        reply = server.call("workspace/executeCommand",
                            {"command": "mcalens.setCpu", "arguments": [uri, evil, True]})
        assert reply is not None and "unknown CPU" in reply["result"]["error"]


# -- item 23: --tcp is loopback-only and serves one client ------------------------------------------

def test_tcp_refuses_non_loopback_hosts() -> None:
    for host in ("0.0.0.0", "192.0.2.1", "example.com"):
        run = subprocess.run(
            [sys.executable, "-m", "mcalens", "serve", "--tcp", f"{host}:0"], capture_output=True, timeout=60
        )
        assert run.returncode == 2 and b"loopback only" in run.stderr


def _frame(message: dict) -> bytes:
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def _start_tcp(env: dict[str, str] | None = None) -> tuple[subprocess.Popen[bytes], int, str]:
    """A `serve --tcp` subprocess; (process, port, the token it printed)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "mcalens", "serve", "--tcp", "127.0.0.1:0"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env={**os.environ, **(env or {})},
    )
    assert proc.stderr is not None
    port, token = None, ""
    for line in iter(proc.stderr.readline, b""):
        printed = re.search(rb"TCP session token: (\S+)", line)
        if printed:
            token = printed.group(1).decode()
        found = re.search(rb"serving one client on \('127\.0\.0\.1', (\d+)\)", line)
        if found:
            port = int(found.group(1))
            break
    assert port is not None
    return proc, port, token


def _initialize(token: str | None) -> dict:
    options = {} if token is None else {"mcalensToken": token}
    return {"jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"processId": None, "capabilities": {}, "initializationOptions": options}}


def _closed_without_reply(sock: socket.socket) -> bool:
    received = b""
    try:
        while chunk := sock.recv(65536):
            received += chunk
    except OSError:
        pass
    return b'"capabilities"' not in received


def test_tcp_serves_one_client_on_loopback() -> None:
    proc, port, token = _start_tcp()
    try:
        assert len(token) >= 16
        first = socket.create_connection(("127.0.0.1", port), timeout=30)
        first.sendall(_frame(_initialize(token)))
        received = b""
        while b'"capabilities"' not in received:  # the initialize result
            chunk = first.recv(65536)
            assert chunk, "connection closed before the initialize reply"
            received += chunk
        with pytest.raises(OSError):  # the listening socket is gone: a second client cannot attach
            second = socket.create_connection(("127.0.0.1", port), timeout=5)
            second.sendall(b"x")
            if second.recv(1) == b"":
                raise ConnectionResetError("closed by the server")
        first.sendall(_frame({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}))
        first.sendall(_frame({"jsonrpc": "2.0", "method": "exit"}))
        first.close()
        assert proc.wait(timeout=30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_tcp_closes_connections_without_the_token_and_keeps_listening() -> None:
    proc, port, _printed = _start_tcp({"MCALENS_TCP_TOKEN": "s3cret-token-from-the-environment"})
    try:
        # every local process can connect to a loopback port: without the token, no session
        attempts = [
            _frame(_initialize(None)),
            _frame(_initialize("wrong-token-of-some-length")),
            _frame({"jsonrpc": "2.0", "id": 1, "method": "mcalens/listCpus", "params": {}}),
            b"Content-Length: 100000000\r\n\r\n" + b"A" * 100_000,
        ]
        for attempt in attempts:
            sock = socket.create_connection(("127.0.0.1", port), timeout=30)
            with contextlib.suppress(OSError):
                sock.sendall(attempt)
            assert _closed_without_reply(sock)
            sock.close()
        good = socket.create_connection(("127.0.0.1", port), timeout=30)
        good.sendall(_frame(_initialize("s3cret-token-from-the-environment")))
        received = b""
        while b'"capabilities"' not in received:
            chunk = good.recv(65536)
            assert chunk, "the client with the token was refused"
            received += chunk
        good.sendall(_frame({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}))
        good.sendall(_frame({"jsonrpc": "2.0", "method": "exit"}))
        good.close()
        assert proc.wait(timeout=30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.stderr is not None
    assert b"s3cret-token" not in proc.stderr.read()  # a token from the environment is not printed


def test_tcp_never_measures() -> None:
    run = subprocess.run([sys.executable, "-m", "mcalens", "serve", "--tcp", "127.0.0.1:0", "--allow-measure"],
                         capture_output=True, timeout=60)
    assert run.returncode == 2 and b"--allow-measure is refused with --tcp" in run.stderr


def test_no_client_setting_switches_measuring_on() -> None:
    """initializationOptions and workspace/configuration both say measure.enabled; only the server's
    own command line (--allow-measure, from the user's machine-scope setting) may."""
    client = RawClient("--debounce-ms", "0", settings={"cpu": "znver4", "measure": {"enabled": True}})
    try:
        params = {"processId": None, "capabilities": {"workspace": {"configuration": True}},
                  "initializationOptions": {"mcalens": {"measure": {"enabled": True}}}}
        assert client.call("initialize", params, timeout=60) is not None
        client.notify("initialized", {})
        uri = "file:///hostile/measure.s"
        client.open(uri, ".L1:\n\taddq $1, %rax\n\tjne .L1\n")
        client.wait_notification("mcalens/analysed", lambda p: p["uri"] == uri and p["phase"] == "full", 60)
        reply = client.call("workspace/executeCommand", {"command": "mcalens.measureRegion", "arguments": [uri, 0]})
        assert reply is not None and "machine-scope" in reply["result"]["error"]
        lenses = client.call("textDocument/codeLens", {"textDocument": {"uri": uri}})
        assert lenses is not None
        assert not any("Measure" in (lens.get("command") or {}).get("title", "") for lens in lenses["result"])
    finally:
        client.close()


def test_model_path_is_restricted_to_the_workspace_and_user_model_dirs(tmp_path: Path, monkeypatch) -> None:
    from dataclasses import replace

    from mcalens.server.server import McaLanguageServer

    user_models = tmp_path / "env-models"
    monkeypatch.setenv("MCALENS_MODEL_PATH", str(user_models))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    server = McaLanguageServer()
    entries = ("/", "/etc", str(user_models / "zen"), str(tmp_path / "config/mcalens/models"), "../..")
    server.settings = replace(server.settings, model_path=entries)
    allowed, rejected = server.model_dirs_checked()
    assert allowed == [(user_models / "zen").resolve(), (tmp_path / "config/mcalens/models").resolve()]
    assert rejected == ["/", "/etc", "../.."]
    assert not server.is_model_file("file:///etc/evil.yaml")


# -- item 19: parsing runs off the main thread, with a budget diagnostic ------------------------------

def test_slow_parse_is_announced_and_does_not_block_requests() -> None:
    client = RawClient("--debounce-ms", "0", env={"MCALENS_PARSE_BUDGET_S": "0"})
    try:
        assert client.initialize() is not None
        uri = "file:///hostile/macro.s"
        client.open(uri, ".macro m a\n m \\a\\a\n.endm\nm x\n")
        announced = client.wait_notification(
            "textDocument/publishDiagnostics",
            lambda p: p["uri"] == uri and any(d.get("code") == "MCL403" for d in p["diagnostics"]),
        )
        assert announced is not None and "parsing this file takes longer" in announced["params"]["diagnostics"][0]["message"]
        assert client.call("mcalens/listCpus", {})["result"]  # type: ignore[index]
        final = client.wait_notification(
            "textDocument/publishDiagnostics",
            lambda p: p["uri"] == uri and any("nested more than 20" in d["message"] for d in p["diagnostics"]),
        )
        assert final is not None  # the real diagnostics replace the notice
    finally:
        assert client.close() == 0
    assert "Traceback" not in client.stderr


# -- item 20: report requests respect the budget and the number of CPUs --------------------------------

def test_report_requests_have_a_budget(server: RawClient) -> None:
    uri = _open(server, "big.s", ".rept 6000\naddl %eax, %ebx\n.endr\n")  # 6,000 x 100 iterations
    server.wait_notification("mcalens/analysed", lambda p: p["uri"] == uri)
    reply = server.call("mcalens/regionReport", {"uri": uri, "region": 0})
    assert reply is not None and reply["error"]["code"] == INVALID_PARAMS
    assert "too large for an on-demand report" in reply["error"]["message"]
    shown = server.call("workspace/executeCommand", {"command": "mcalens.showReport", "arguments": [uri, 0]})
    assert shown is not None and "too large" in shown["result"]["error"]
    many = server.call("workspace/executeCommand",
                       {"command": "mcalens.compareCpus", "arguments": [uri, 0, ["skylake"] * 3 + [f"c{i}" for i in range(9)]]})
    assert many is not None and "give 1 to 8 CPUs" in many["result"]["error"]
    small = _open(server, "small.s", "addl %eax, %ebx\n")
    unknown = server.call("workspace/executeCommand",
                          {"command": "mcalens.compareCpus", "arguments": [small, 0, ["skylake", "zen9\n"]]})
    assert unknown is not None and "unknown CPU" in unknown["result"]["error"]
    fine = server.call("workspace/executeCommand",
                       {"command": "mcalens.compareCpus", "arguments": [small, 0, ["skylake", "znver4", "skylake"]]})
    assert fine is not None and [row["cpu"] for row in fine["result"]["rows"]] == ["skylake", "znver4"]


# -- item 18: the parser's memos stay bounded in the server -------------------------------------------

def test_server_bounds_the_parser_memos() -> None:
    from mcalens.analysis import editor
    from mcalens.analysis.frontend import parse_fast
    from mcalens.analysis.targets.x86 import fast_path
    from mcalens.server.server import PARSE_MEMO_ENTRIES, McaLanguageServer

    saved = parse_fast.CACHE_LIMIT
    try:
        McaLanguageServer()
        assert parse_fast.CACHE_LIMIT == PARSE_MEMO_ENTRIES
        for edit in range(3 * PARSE_MEMO_ENTRIES // 100):  # every edit makes new lines, as typing does
            text = "".join(f"\tmovl\t{edit * 100 + k}(%rdi), %eax\n" for k in range(100))
            editor.parse_structure(text, "loops")
            memos = [parse_fast.statement_cache, parse_fast.line_cache, *fast_path.fast_cache.values()]
            assert max(len(memo) for memo in memos) <= PARSE_MEMO_ENTRIES
    finally:
        parse_fast.CACHE_LIMIT = saved


# -- a request that arrives during shutdown ---------------------------------------------------------

def test_work_after_shutdown_ends_as_cancelled_not_on_a_closed_executor() -> None:
    """After `shutdown`, a late analysis must not submit to the closed executors (RuntimeError:
    cannot schedule new futures after shutdown) nor create a new one that outlives the server."""
    import asyncio

    from mcalens.analysis.editor import AnalysisOptions
    from mcalens.server.server import McaLanguageServer

    server = McaLanguageServer()
    server.shutdown_executor()
    with pytest.raises(asyncio.CancelledError):
        asyncio.run(server.region_result(("addl %eax, %ebx\n", AnalysisOptions(cpu="skylake")), "r"))
    assert server._executor is None and not server.inflight
    server.warm_up()  # ignored while closing: nothing is submitted to the closed static executor
