"""Replay an editing session against a real `mcalens serve` process and report latencies.

    /work/venv/bin/python tools/bench_lsp.py [--edits 1000] [--functions 10] [--executor thread]

The document is a gcc -O2 -S shaped file (about 2,000 lines, one innermost loop per function, so
10 automatic regions). Each edit replaces one line: mostly an instruction inside a loop (a fresh
displacement every time, so the cache cannot help), some straight-line code and some comments. The
next edit is sent once the previous one's hints are ready and at least --interval-ms later.

Reported:
* didChange → hints ready: from sending didChange until the server's `mcalens/analysed`
  (phase "static") notification for that version has arrived AND an inlayHint request for the
  visible range has been answered (p50, p95, max);
* didChange → simulated: until the phase "full" notification for that version (every
  --pause-every edits the replay waits for it, like a typist pausing; versions superseded by a newer
  edit before their simulation finished are counted, not timed);
* start-up → first hints: "cold" is the first start with an empty cache directory (every compiled
  cache is built: models, ISA, spelling tables, lsprotocol bytecode), "warm" the median of three
  later starts (the everyday case); --cache-dir reuses a directory instead of a fresh one;
* peak RSS of the server (and of its worker processes with --executor process), from VmHWM;
* protocol errors: failed requests, error-level showMessage/logMessage, ERROR lines in the log.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.lsp.client import LanguageClient


def gcc_file(functions: int = 10, straight: int = 170, body: int = 10) -> str:
    """About (straight + body + 20) lines per function: prologue, straight code, a loop, epilogue."""
    out = ['\t.file\t"bench.c"', "\t.text"]
    for k in range(functions):
        out += [
            "\t.p2align 4",
            f"\t.globl\tkernel{k}",
            f"\t.type\tkernel{k}, @function",
            f"kernel{k}:",
            f".LFB{k}:",
            "\t.cfi_startproc",
            "\tpushq\t%rbx",
            "\t.cfi_def_cfa_offset 16",
        ]
        for j in range(straight):
            choice = j % 5
            if choice == 0:
                out.append(f"\tmovl\t${j}, %eax")
            elif choice == 1:
                out.append(f"\taddq\t${j}, %rbx")
            elif choice == 2:
                out.append(f"\t# straight-line code {j}")
            elif choice == 3:
                out.append("\tleaq\t8(%rdi,%rbx,4), %rcx")
            else:
                out.append("\timull\t%ecx, %eax")
        out += ["\txorl\t%eax, %eax", "\tvxorps\t%xmm0, %xmm0, %xmm0", f".L{k}loop:"]
        for j in range(body - 3):
            out.append(f"\tvfmadd231ps\t{j * 32}(%rdi,%rax), %ymm{j % 4 + 1}, %ymm0")
        out += [
            "\taddq\t$32, %rax",
            "\tcmpq\t%rsi, %rax",
            f"\tjne\t.L{k}loop",
            "\tvzeroupper",
            "\tpopq\t%rbx",
            "\t.cfi_def_cfa_offset 8",
            "\tret",
            "\t.cfi_endproc",
            f".LFE{k}:",
            f"\t.size\tkernel{k}, .-kernel{k}",
        ]
    out.append('\t.ident\t"GCC: (GNU) 13.2.0"')
    out.append('\t.section\t.note.GNU-stack,"",@progbits')
    return "\n".join(out) + "\n"


def plan_edits(lines: list[str], count: int, seed: int) -> list[tuple[int, str]]:
    """(line, new text) pairs; every loop edit produces region text never seen before."""
    rng = random.Random(seed)
    loop_lines = [i for i, line in enumerate(lines) if line.startswith("\tvfmadd231ps")]
    straight = [i for i, line in enumerate(lines) if line.startswith("\tmovl\t$")]
    comments = [i for i, line in enumerate(lines) if line.startswith("\t# straight")]
    edits = []
    for n in range(count):
        roll = rng.random()
        if roll < 0.75:
            line = rng.choice(loop_lines)
            edits.append((line, f"\tvfmadd231ps\t{(n + 1) * 64}(%rdi,%rax), %ymm{n % 4 + 1}, %ymm0"))
        elif roll < 0.9:
            edits.append((rng.choice(straight), f"\tmovl\t${n}, %eax"))
        else:
            edits.append((rng.choice(comments), f"\t# straight-line code, edit {n}"))
    return edits


class Session:
    def __init__(self) -> None:
        self.client = LanguageClient("mcalens-bench", "0")
        self.analysed: dict[tuple[int, str], float] = {}
        self.waiters: dict[tuple[int, str], asyncio.Future[float]] = {}
        self.errors: list[str] = []
        client = self.client

        @client.feature("mcalens/analysed")
        def on_analysed(params: Any) -> None:
            key = (params.version, params.phase)
            now = time.perf_counter()
            self.analysed[key] = now
            waiter = self.waiters.pop(key, None)
            if waiter is not None and not waiter.done():
                waiter.set_result(now)

        @client.feature(types.WORKSPACE_CONFIGURATION)
        def configuration(params: types.ConfigurationParams) -> list[Any]:
            return [{"cpu": "skylake", "iterations": 100} for _ in params.items]

        @client.feature(types.WORKSPACE_INLAY_HINT_REFRESH)
        def hint_refresh(params: Any) -> None:
            return None

        @client.feature(types.WORKSPACE_CODE_LENS_REFRESH)
        def lens_refresh(params: Any) -> None:
            return None

        @client.feature(types.WINDOW_WORK_DONE_PROGRESS_CREATE)
        def progress_create(params: Any) -> None:
            return None

        @client.feature(types.PROGRESS)
        def progress(params: Any) -> None:
            return None

        @client.feature(types.CLIENT_REGISTER_CAPABILITY)
        def register(params: Any) -> None:
            return None

        @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def diagnostics(params: Any) -> None:
            return None

        @client.feature(types.WINDOW_SHOW_MESSAGE)
        def show_message(params: types.ShowMessageParams) -> None:
            if params.type == types.MessageType.Error:
                self.errors.append(f"showMessage: {params.message}")

        @client.feature(types.WINDOW_LOG_MESSAGE)
        def log_message(params: types.LogMessageParams) -> None:
            if params.type == types.MessageType.Error:
                self.errors.append(f"logMessage: {params.message}")

    def wait(self, version: int, phase: str) -> asyncio.Future[float]:
        future: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        if (version, phase) in self.analysed:
            future.set_result(self.analysed[(version, phase)])
        else:
            self.waiters[(version, phase)] = future
        return future

    async def start(self, command: list[str], root: Path) -> None:
        await self.client.start_io(*command)
        capabilities = types.ClientCapabilities(
            workspace=types.WorkspaceClientCapabilities(
                configuration=True,
                inlay_hint=types.InlayHintWorkspaceClientCapabilities(refresh_support=True),
                code_lens=types.CodeLensWorkspaceClientCapabilities(refresh_support=True),
            ),
            window=types.WindowClientCapabilities(work_done_progress=True),
        )
        await self.client.initialize_async(
            types.InitializeParams(capabilities=capabilities, root_uri=root.as_uri(), process_id=os.getpid())
        )
        self.client.initialized(types.InitializedParams())

    async def hints(self, uri: str, first: int, last: int) -> list[types.InlayHint]:
        params = types.InlayHintParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(
                start=types.Position(line=first, character=0), end=types.Position(line=last, character=0)
            ),
        )
        try:
            return list(await self.client.text_document_inlay_hint_async(params) or [])
        except Exception as error:
            self.errors.append(f"inlayHint failed: {error}")
            return []

    async def stop(self) -> None:
        try:
            await asyncio.wait_for(self.client.shutdown_async(None), 10)
            self.client.exit(None)
        except Exception as error:
            self.errors.append(f"shutdown failed: {error}")
        try:
            await asyncio.wait_for(self.client.stop(), 20)
        except TimeoutError:
            self.errors.append("server did not close its stdout within 20 s of exit")


def server_pid(session: Session) -> int | None:
    server = getattr(session.client, "_server", None)
    return getattr(server, "pid", None)


def peak_rss_mb(pid: int) -> float:
    """VmHWM of pid plus its children (worker processes), in MiB."""
    total = 0
    pids = [pid]
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
        pids += [int(c) for c in children]
    except OSError:
        pass
    for p in pids:
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmHWM:"):
                    total += int(line.split()[1])
        except OSError:
            continue
    return total / 1024


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


async def first_hints(command: list[str], root: Path, uri: str, text: str) -> tuple[float, Session]:
    started = time.perf_counter()
    session = Session()
    await session.start(command, root)
    session.client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="asm", version=1, text=text)
        )
    )
    await asyncio.wait_for(session.wait(1, "static"), 120)
    await session.hints(uri, 0, 200)
    return time.perf_counter() - started, session


async def run(args: argparse.Namespace) -> dict[str, Any]:
    workdir = Path(tempfile.mkdtemp(prefix="mcalens-bench-"))
    log_file = workdir / "server.log"
    command = [
        sys.executable,
        "-m",
        "mcalens",
        "serve",
        "--executor",
        args.executor,
        "--log-file",
        str(log_file),
        "--debounce-ms",
        str(args.debounce_ms),
    ]
    text = gcc_file(args.functions)
    lines = text.splitlines()
    uri = (workdir / "bench.s").as_uri()
    (workdir / "bench.s").write_text(text)

    os.environ["MCALENS_CACHE_DIR"] = args.cache_dir or str(workdir / "cache")  # inherited by the server
    cold, warm_session = await first_hints(command, workdir, uri, text)  # fills the on-disk caches
    await warm_session.stop()
    warm_starts = []
    for _ in range(2):
        seconds, warm_session = await first_hints(command, workdir, uri, text)
        warm_starts.append(seconds)
        await warm_session.stop()
    seconds, session = await first_hints(command, workdir, uri, text)
    warm_starts.append(seconds)
    startup = statistics.median(warm_starts)
    pid = server_pid(session)
    await asyncio.wait_for(session.wait(1, "full"), 300)

    hint_latencies: list[float] = []
    full_latencies: list[float] = []
    missing_hint_lines = 0
    superseded = 0
    pending_full: dict[int, float] = {}
    edits = plan_edits(lines, args.edits, args.seed)
    last_sent = 0.0
    for number, (line, new_text) in enumerate(edits):
        version = number + 2
        wait_s = args.interval_ms / 1000 - (time.perf_counter() - last_sent)
        if wait_s > 0:
            await asyncio.sleep(wait_s)
        old = lines[line]
        lines[line] = new_text
        full_waiter = session.wait(version, "full")
        static_waiter = session.wait(version, "static")
        sent = last_sent = time.perf_counter()
        session.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[
                    types.TextDocumentContentChangePartial(
                        range=types.Range(
                            start=types.Position(line=line, character=0),
                            end=types.Position(line=line, character=len(old)),
                        ),
                        text=new_text,
                    )
                ],
            )
        )
        pending_full[version] = sent
        full_waiter.add_done_callback(
            lambda f, v=version: (
                full_latencies.append(f.result() - pending_full.pop(v)) if not f.cancelled() else None
            )
        )
        await asyncio.wait_for(static_waiter, 60)
        hints = await session.hints(uri, max(0, line - 60), line + 60)
        hint_latencies.append(time.perf_counter() - sent)
        if new_text.startswith("\tvfmadd") and not any(h.position.line == line for h in hints):
            missing_hint_lines += 1
        if args.pause_every and number % args.pause_every == args.pause_every - 1:
            await asyncio.wait_for(full_waiter, 300)  # the typist pauses: let the simulation land
    last_version = len(edits) + 1
    await asyncio.wait_for(session.wait(last_version, "full"), 300)
    superseded = sum(1 for v in pending_full if v < last_version)
    stats = await session.client.protocol.send_request_async("mcalens/debugStats", {})
    regions = next((d.regions for d in stats.documents if hasattr(d, "regions")), None)
    rss = peak_rss_mb(pid) if pid else float("nan")
    await session.stop()
    log_errors = (
        [line for line in log_file.read_text().splitlines() if " ERROR " in line] if log_file.exists() else []
    )
    ms = 1000.0
    return {
        "edits": len(edits),
        "lines": len(text.splitlines()),
        "regions": regions,
        "executor": args.executor,
        "hints_ready_ms": {
            "p50": round(percentile(hint_latencies, 0.5) * ms, 1),
            "p95": round(percentile(hint_latencies, 0.95) * ms, 1),
            "max": round(max(hint_latencies) * ms, 1),
            "mean": round(statistics.fmean(hint_latencies) * ms, 1),
        },
        "simulated_ms": {
            "count": len(full_latencies),
            "superseded": superseded,
            "p50": round(percentile(full_latencies, 0.5) * ms, 1),
            "p95": round(percentile(full_latencies, 0.95) * ms, 1),
        },
        "edited_lines_without_hint": missing_hint_lines,
        "startup_first_hints_s": {
            "cold": round(cold, 3),
            "warm": round(startup, 3),
            "warm_runs": [round(x, 3) for x in warm_starts],
        },
        "peak_rss_mb": round(rss, 1),
        "simulations": stats.simulations,
        "static_runs": stats.staticRuns,
        "protocol_errors": len(session.errors) + len(log_errors),
        "error_samples": (session.errors + log_errors)[:5],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=1000)
    parser.add_argument("--functions", type=int, default=10, help="functions, one loop region each")
    parser.add_argument("--interval-ms", type=float, default=100.0, help="minimum time between edits")
    parser.add_argument("--debounce-ms", type=int, default=120)
    parser.add_argument("--executor", choices=("thread", "process"), default="thread")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pause-every", type=int, default=25, help="wait for the simulation every N edits")
    parser.add_argument("--json", metavar="PATH", help="also write the results here")
    parser.add_argument("--cache-dir", help="the server's cache directory (default: a fresh, empty one)")
    args = parser.parse_args(argv)
    results = asyncio.run(run(args))
    print(json.dumps(results, indent=2))
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
