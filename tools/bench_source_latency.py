"""Save-to-hints latency of a C, C++, Fortran or Rust file in `mcalens serve`.

Starts the server (tools/lsp_raw.py), opens the file (the first compile, which also warms the
models), then saves it N times with a one-line change each (a comment with a counter, so that the
content, and the compile cache key, differ every time) and records for each save, from the
server's `mcalens/sourceAnalysed` notification: the compiler's time, mcalens' own time on the
assembly (the `--auto-regions` analysis and the per-loop results) and the whole save-to-notification
time; then the wall time until the `textDocument/inlayHint` answer that shows the hints. The file is
copied to a scratch directory first (it is edited); flags go after `--`.

    python tools/bench_source_latency.py /tmp/lz4/lz4.c --saves 5 -- -O2
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from lsp_raw import RawClient


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    flags: list[str] = []
    if "--" in argv:
        at = argv.index("--")
        argv, flags = argv[:at], argv[at + 1:]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path)
    parser.add_argument("--saves", type=int, default=5)
    parser.add_argument("--cpu", default="skylake")
    args = parser.parse_args(argv)
    scratch = Path(tempfile.mkdtemp(prefix="mcalens-bench-source-"))
    try:
        source = scratch / args.file.name
        shutil.copy(args.file, source)
        for extra in args.file.parent.glob("*.h"):  # its own headers, next to it
            shutil.copy(extra, scratch / extra.name)
        text = source.read_text()
        lines = len(text.splitlines())
        client = RawClient(settings={"cpu": args.cpu, "iterations": 100, "sources": {"flags": flags}})
        client.initialize(scratch)
        uri = source.as_uri()
        language = "cpp" if source.suffix in (".cc", ".cpp", ".cxx") else "c"
        client.notify("textDocument/didOpen",
                      {"textDocument": {"uri": uri, "languageId": language, "version": 1, "text": text}})
        first = client.wait_notification("mcalens/sourceAnalysed", lambda p: p["uri"] == uri, 600)
        if first is None or first["params"]["state"] != "ok":
            print(f"the first compile failed: {first and first['params']}\n{client.stderr[-2000:]}", file=sys.stderr)
            return 1
        opened = first["params"]
        print(f"{args.file} ({lines} lines, {len(opened['loops'])} loops), flags {' '.join(flags) or '(none)'}, "
              f"-mcpu={opened['cpu']}")
        print(f"open (cold: models loaded): compile {opened['compileMs']:.0f} ms, mcalens {opened['analysisMs']:.0f} ms "
              f"({opened['analysisCpuMs']:.0f} ms CPU), "
              f"save-to-notification {opened['elapsedMs']:.0f} ms")
        rows = []
        for k in range(args.saves):
            text = f"{text.rstrip()}\n/* mcalens bench save {k} */\n"
            source.write_text(text)
            client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": k + 2},
                                                     "contentChanges": [{"text": text}]})
            started = time.perf_counter()
            client.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
            note = client.wait_notification("mcalens/sourceAnalysed", lambda p: p["uri"] == uri, 600)
            if note is None:
                print("no answer", file=sys.stderr)
                return 1
            hints = client.call("textDocument/inlayHint", {
                "textDocument": {"uri": uri},
                "range": {"start": {"line": 0, "character": 0}, "end": {"line": lines + 10, "character": 0}}})
            wall = (time.perf_counter() - started) * 1000
            params = note["params"]
            shown = len((hints or {}).get("result") or [])
            rows.append((params["compileMs"], params["analysisMs"], params["elapsedMs"], wall, shown,
                         params["analysisCpuMs"]))
            print(f"save {k + 1}: compile {params['compileMs']:7.0f} ms  mcalens {params['analysisMs']:6.0f} ms "
                  f"({params['analysisCpuMs']:.0f} ms CPU)  "
                  f"server save-to-notification {params['elapsedMs']:7.0f} ms  save-to-hints (client) {wall:7.0f} ms  "
                  f"{shown} hints")
        if rows:
            med = [statistics.median(column) for column in zip(*rows, strict=True)]
            print(f"median: compile {med[0]:.0f} ms, mcalens {med[1]:.0f} ms ({med[5]:.0f} ms CPU), "
                  f"save-to-hints {med[3]:.0f} ms")
        client.close()
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
