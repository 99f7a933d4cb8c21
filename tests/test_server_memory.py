"""A long editing session keeps the server's memory bounded: nothing it holds grows with the number
of edits (tools/bench_lsp_memory.py measures RSS; this checks the containers themselves)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from bench_lsp import gcc_file, plan_edits
from lsp_raw import RawClient

EDITS = 300


def test_nothing_grows_with_the_number_of_edits() -> None:
    client = RawClient("--debounce-ms", "0")
    try:
        client.initialize()
        uri = "file:///memory/session.s"
        text = gcc_file()
        lines = text.split("\n")
        client.open(uri, text)
        client.wait_notification("mcalens/analysed", lambda p: p["uri"] == uri and p["phase"] == "full", 120)
        for version, (line, new_text) in enumerate(plan_edits(lines, EDITS, 3), start=2):
            old, lines[line] = lines[line], new_text
            change = {"range": {"start": {"line": line, "character": 0}, "end": {"line": line, "character": len(old)}},
                      "text": new_text}
            client.notify("textDocument/didChange",
                          {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
            if version % 50 == 0:
                client.wait_notification("mcalens/analysed",
                                         lambda p, v=version: p["uri"] == uri and p["version"] >= v, 120)
        client.wait_notification("mcalens/analysed",
                                 lambda p: p["uri"] == uri and p["version"] >= EDITS + 1 and p["phase"] == "full", 120)
        reply = client.call("mcalens/debugStats", {})
        assert reply is not None
        sizes = reply["result"]["sizes"]
        # pygls kept one finished future per notification (a didChange each): 300 here before the fix
        assert sizes["pendingRequests"] <= 4, sizes
        assert sizes["inflight"] <= 2 and sizes["parsing"] <= 1 and sizes["workspaceDocuments"] == 1
        assert sizes["regionCache"] <= sizes["regionCacheCapacity"]
        for name, limit in sizes["memoLimits"].items():
            assert sizes["memos"][name] <= limit, (name, sizes["memos"][name], limit)
    finally:
        client.close()
