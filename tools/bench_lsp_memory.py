"""Server memory over thousands of edits: does RSS stay flat once the caches are warm?

    .venv/bin/python tools/bench_lsp_memory.py [--edits 4000] [--sample-every 500] [--incremental]

Replays bench_lsp's edit plan (a gcc -O2 -S shaped file of ~2,000 lines, one instruction changed
per edit with a fresh displacement, so every edit makes new region texts) against one `mcalens
serve`, as fast as the server takes them: every 25 edits the replay waits for the simulation of
that version. VmRSS is sampled every --sample-every edits; the slope after the first sample (the
warm-up, region cache filling) is reported in MB per 1,000 edits. With --incremental each edit is
sent as a range change of the one line (as editors send them) instead of the whole text. Each sample
also prints the sizes `mcalens/debugStats` reports (region cache, core memos): what could grow.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_lsp import gcc_file, plan_edits
from lsp_raw import RawClient


def sizes(client: RawClient) -> str:
    """The container sizes the server reports, compactly."""
    reply = client.call("mcalens/debugStats", {})
    found = (reply or {}).get("result", {}).get("sizes", {})
    memos = found.pop("memos", {})
    found.pop("memoLimits", None)
    return " ".join(f"{k}={v}" for k, v in {**found, **memos}.items())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=4000)
    parser.add_argument("--sample-every", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--incremental", action="store_true", help="send each edit as a range change")
    args = parser.parse_args(argv)
    text = gcc_file()
    lines = text.split("\n")
    plan = plan_edits(lines, args.edits, args.seed)
    client = RawClient("--debounce-ms", "0")
    client.initialize()
    uri = "file:///bench/memory.s"
    client.open(uri, text)
    client.wait_notification("mcalens/analysed", lambda p: p["uri"] == uri and p["phase"] == "full", 120)
    samples: list[tuple[int, float, str]] = [(0, client.rss_mb()[0], sizes(client))]
    for done, (line, new_text) in enumerate(plan, start=1):
        old = lines[line]
        lines[line] = new_text
        if args.incremental:
            change = {"range": {"start": {"line": line, "character": 0}, "end": {"line": line, "character": len(old)}},
                      "text": new_text}
            client.notify("textDocument/didChange",
                          {"textDocument": {"uri": uri, "version": done + 1}, "contentChanges": [change]})
        else:
            client.change(uri, done + 1, "\n".join(lines))
        if done % 25 == 0:
            client.wait_notification(
                "mcalens/analysed", lambda p, v=done + 1: p["uri"] == uri and p["version"] >= v and p["phase"] == "full", 120
            )
        if done % args.sample_every == 0:
            samples.append((done, client.rss_mb()[0], sizes(client)))
    peak = client.rss_mb()[1]
    client.close()
    print("edits    RSS MB  sizes")
    for edits, rss, seen in samples:
        print(f"{edits:6d}  {rss:7.1f}  {seen}")
    if len(samples) >= 3:
        (e0, r0, _), (e1, r1, _) = samples[1], samples[-1]
        print(f"slope after {e0} edits: {(r1 - r0) / max(1, e1 - e0) * 1000:+.1f} MB per 1,000 edits; peak {peak:.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
