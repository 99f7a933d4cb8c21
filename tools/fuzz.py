"""Fuzz mcalens: mutated real inputs through the API and the CLI, and a storm against the server.

    .venv/bin/python tools/fuzz.py                       # full run (see the counts below)
    .venv/bin/python tools/fuzz.py --short               # a few seconds (tests/test_fuzz_tool.py)
    .venv/bin/python tools/fuzz.py --api 100000 --cli 1000 --lsp 2000 --seed 7 --json out.json

Inputs are real assembly (examples/, tests/data/asm, tests/data/parse) mutated by byte flips,
line splices and deletions, truncation, and hostile snippets (macro doubling, huge `.rept`,
unterminated strings, Unicode digits, invalid UTF-8, NUL bytes, long operand lists, markers).

* api: `mcalens.analysis.api.analyze` in worker processes (random CPU, iterations and views);
  every input is announced before it runs, so a case that uses more than `--hang` seconds of CPU
  (or six times that of wall time, as the machine may be loaded) is a hang (the worker is killed
  and replaced), and an exception is a traceback. "slowest" is the CPU time of the slowest case.
* cli: `mcalens` in-process in the same workers (`cli.main` on a file), plus every 10th as a real
  `python -m mcalens` subprocess on stdin; a traceback on stderr or exit status > 1 counts.
* lsp: one `mcalens serve` process; random full and incremental edits, requests with valid and
  invalid params, malformed frames. Every request must get a reply (result or error) within
  `--hang` seconds; the server's stderr must hold no traceback; its peak RSS is reported.

Memory: each worker runs under an address-space limit (`--mem-mb`, default 1024), so a blow-up
shows as a MemoryError (counted) instead of swapping; peak RSS of workers and server is reported.
The exit status is 1 when any traceback, hang, memory error or missing reply was seen.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import multiprocessing
import os
import queue
import random
import resource
import subprocess
import sys
import tempfile
import time
import traceback
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

CPUS = ("skylake", "znver4", "btver2", "slm", "goldmont", "atom", "alderlake", "znver3", "bdver2", "nosuchcpu")

HOSTILE = [
    ".macro m a\n m \\a\\a\n.endm\nm x\n",
    ".rept 100000\naddl %eax, %ebx\n.endr\n",
    ".rept 1000000000000\n.endr\n",
    '.ascii "never closed\n',
    "movl $\u00b2, %eax\n",
    "t \u00b2\n",
    "addl $1,$1,$1,$1,$1,$1,$1,$1,$1,$1,$1,$1\n",
    "vpternlogd $1,$1,$1,$1\n",
    "# LLVM-MCA-BEGIN\n",
    "# LLVM-MCA-END\n",
    "# LLVM-MCA-BEGIN a\ncall foo\n# LLVM-MCA-END a\n",
    ".intel_syntax noprefix\n",
    ".att_syntax\n",
    "\x00\x01\x02\n",
    "1:\njne 1b\n",
    ".irpc c, 0123456789\naddl $\\c, %eax\n.endr\n",
    "x = 1 << 70\nmovl $x, %eax\n",
    "movl $((((((((((((((((((((1)))))))))))))))))))), %eax\n",
    "lock rep {vex} {evex} addl %eax, %ebx\n",
    "vaddps (%rax,%rbx,4){1to16}, %zmm1, %zmm2 {%k1}{z}\n",
    "# mcalens: mcpu=znver4 iterations=1000\n",
    "\t.p2align 4\n",
    "\xe9\x80\x80\xef\xbf\xbf\n",
    "a" * 5000 + "\n",
]

SAMPLES = ("examples", "tests/data/asm", "tests/data/parse", "tests/data/sim")


def corpus() -> list[bytes]:
    files: list[bytes] = []
    for folder in SAMPLES:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix in (".s", ".asm", ".S") and path.is_file() and path.stat().st_size < 200_000:
                files.append(path.read_bytes())
    return files or [b"addl %eax, %ebx\n"]


def mutate(rng: random.Random, files: list[bytes]) -> bytes:
    """One mutated input: a slice of a real file, then 1-4 mutations."""
    data = rng.choice(files)
    lines = data.split(b"\n")
    if len(lines) > 40:
        start = rng.randrange(len(lines))
        lines = lines[start : start + rng.randint(1, 40)]
    for _ in range(rng.randint(1, 4)):
        kind = rng.randrange(9)
        if kind == 0 and lines:  # delete a line
            del lines[rng.randrange(len(lines))]
        elif kind == 1 and lines:  # duplicate a line
            i = rng.randrange(len(lines))
            lines.insert(i, lines[i])
        elif kind == 2:  # splice lines from another file
            other = rng.choice(files).split(b"\n")
            i = rng.randrange(len(other))
            lines[rng.randrange(len(lines) + 1) :] = other[i : i + rng.randint(1, 5)] + lines[rng.randrange(len(lines) + 1) :]
        elif kind == 3:  # hostile snippet
            lines.insert(rng.randrange(len(lines) + 1), rng.choice(HOSTILE).encode("utf-8", "surrogatepass").rstrip(b"\n"))
        elif kind == 4 and lines:  # byte flips
            i = rng.randrange(len(lines))
            line = bytearray(lines[i])
            for _ in range(rng.randint(1, 3)):
                if line:
                    line[rng.randrange(len(line))] = rng.randrange(256)
            lines[i] = bytes(line)
        elif kind == 5 and lines:  # truncate inside a line
            i = rng.randrange(len(lines))
            lines[i] = lines[i][: rng.randint(0, len(lines[i]))]
            del lines[i + 1 :]
        elif kind == 6 and lines:  # swap tokens between lines
            i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
            a, b = lines[i].split(), lines[j].split()
            if a and b:
                a[rng.randrange(len(a))] = rng.choice(b)
                lines[i] = b"\t" + b" ".join(a)
        elif kind == 7:  # numbers at the edges
            lines.append(rng.choice([b"movl $0x7fffffffffffffff, %eax", b"movq $-9223372036854775809, %rax",
                                     b"addl $" + b"9" * 90 + b", %eax", b".rept -1", b".endr", b".endm"]))
        elif kind == 8 and lines:  # repeat a block
            i = rng.randrange(len(lines))
            lines[i:i] = lines[i : i + 3] * rng.randint(2, 30)
    return b"\n".join(lines) + (b"\n" if rng.random() < 0.9 else b"")


# -- API and CLI workers ---------------------------------------------------------------------------


def _api_case(rng: random.Random, data: bytes) -> None:
    from mcalens.analysis.api import AnalysisOptions, SimOptions, ViewSelection, analyze

    text = data.decode("utf-8", errors="replace")
    views = ViewSelection(
        timeline=rng.random() < 0.1,
        bottleneck_analysis=rng.random() < 0.05,
        verdict=rng.random() < 0.1,
        waits=rng.random() < 0.05,
        dispatch_stats=rng.random() < 0.05,
        register_file_stats=rng.random() < 0.05,
    )
    options = AnalysisOptions(
        sim=SimOptions(iterations=rng.choice([1, 1, 2, 3, 5, 10, 100]) if rng.random() < 0.97 else 100),
        views=views,
        auto_regions=rng.random() < 0.3,
        skip_unsupported=rng.choice(["none", "none", "lack-sched", "parse-failure", "any"]),
        show_encoding=rng.random() < 0.1,
        instruction_tables=rng.random() < 0.05,
        output_asm_variant=rng.choice([-1, -1, 0, 1]),
    )
    analyze(text, cpu=rng.choice(CPUS), options=options)


def _cli_case(rng: random.Random, data: bytes, scratch: Path) -> None:
    from mcalens.analysis import cli

    path = scratch / "input.s"
    path.write_bytes(data)
    argv = [str(path), f"-mcpu={rng.choice(CPUS)}", f"-iterations={rng.choice([1, 10, 100])}"]
    argv += rng.sample(["-timeline", "-all-views", "-json", "--verdict", "--waits", "-bottleneck-analysis",
                        "--auto-regions", "-skip-unsupported-instructions=any", "-show-encoding",
                        "-instruction-tables", "--no-banner", "-all-stats"], rng.randint(0, 3))
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(argv)
    if code not in (0, 1):
        raise RuntimeError(f"exit status {code} for {argv}")


def _worker(kind: str, seed: int, start: int, stop: int, mem_mb: int, tasks: Any, results: Any) -> None:
    """Runs cases start..stop-1 of `kind`, announcing each before it runs."""
    if mem_mb:
        limit = mem_mb * 1024 * 1024
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    files = corpus()
    scratch = Path(tempfile.mkdtemp(prefix="mcalens-fuzz-"))
    os.environ.setdefault("MCALENS_CACHE_DIR", str(Path(tempfile.gettempdir()) / "mcalens-fuzz-cache"))
    for case in range(start, stop):
        rng = random.Random(seed * 1_000_003 + case * 7919 + (0 if kind == "api" else 1))
        data = mutate(rng, files)
        results.put((os.getpid(), "start", case, None))
        try:
            if kind == "api":
                _api_case(rng, data)
            else:
                _cli_case(rng, data, scratch)
            results.put((os.getpid(), "done", case, None))
        except MemoryError:
            results.put((os.getpid(), "memory", case, data.decode("utf-8", "replace")[:2000]))
        except BaseException:  # every escape is a finding
            results.put((os.getpid(), "traceback", case, traceback.format_exc()[-3000:] + "\n--- input ---\n"
                         + data.decode("utf-8", "replace")[:2000]))
    usage = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    results.put((os.getpid(), "exit", stop, usage))


@dataclass
class Figures:
    cases: int = 0
    tracebacks: int = 0
    hangs: int = 0
    memory_errors: int = 0
    peak_rss_mb: float = 0.0
    seconds: float = 0.0
    slowest_s: float = 0.0
    findings: list[str] = field(default_factory=list)


def _cpu_seconds(pid: int | None) -> float:
    """User + system CPU time of a process (Linux /proc), 0 when unknown."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 0.0


def _peak_mb(pid: int | None) -> float:
    """Peak resident memory (VmHWM) of a live process in MB, 0 when unknown."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return float(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        pass
    return 0.0


def run_workers(kind: str, count: int, seed: int, workers: int, hang_s: float, mem_mb: int, deadline: float) -> Figures:
    figures = Figures()
    started = time.monotonic()
    context = multiprocessing.get_context("spawn")
    chunks = [(i * count // workers, (i + 1) * count // workers) for i in range(workers)]
    pending = [list(chunk) for chunk in chunks if chunk[1] > chunk[0]]
    results: Any = context.Queue()
    running: dict[Any, dict[str, Any]] = {}

    def launch(start: int, stop: int) -> None:
        process = context.Process(target=_worker, args=(kind, seed, start, stop, mem_mb, None, results), daemon=True)
        process.start()
        running[process] = {"next": start, "stop": stop, "since": time.monotonic(), "case": None, "cpu": 0.0}

    last_report = time.monotonic()

    for start, stop in pending:
        launch(start, stop)
    def handle(pid: int, event: str, case: int, payload: Any, now: float) -> None:
        owner = next((p for p in running if p.pid == pid), None)
        if owner is None:
            return
        state = running[owner]
        if event == "start":
            state.update(case=case, since=now, next=case, cpu=_cpu_seconds(owner.pid))
        elif event == "exit":
            figures.peak_rss_mb = max(figures.peak_rss_mb, float(payload))
            owner.join(timeout=5)
            del running[owner]
        else:
            figures.cases += 1
            figures.slowest_s = max(figures.slowest_s, _cpu_seconds(owner.pid) - state["cpu"])
            state.update(next=case + 1, case=None, since=now)
            if event == "traceback":
                figures.tracebacks += 1
                figures.findings.append(f"{kind} case {case}: {payload}")
            elif event == "memory":
                figures.memory_errors += 1
                figures.findings.append(f"{kind} case {case}: MemoryError on\n{payload}")

    def drain() -> None:
        """Handle every event already queued."""
        with contextlib.suppress(queue.Empty):
            while True:
                handle(*results.get_nowait(), time.monotonic())

    while running:
        with contextlib.suppress(queue.Empty):
            handle(*results.get(timeout=0.5), time.monotonic())
        # Drain everything already sent before judging liveness: a worker that finished its last
        # case and exited has its result and "exit" queued, and is not a worker that died.
        drain()
        now = time.monotonic()
        if now - last_report > 60:
            last_report = now
            print(f"  {kind}: {figures.cases} cases, {figures.tracebacks} tracebacks, {figures.hangs} hangs, "
                  f"{figures.memory_errors} memory errors after {now - started:.0f} s", flush=True)
        for process, state in list(running.items()):
            if process not in running:  # its "exit" was read while judging another worker
                continue
            # A hang is a case using more than `hang_s` of CPU (or 6x that of wall time): on a loaded
            # machine wall time alone would call slow scheduling a hang.
            busy = _cpu_seconds(process.pid) - state["cpu"] if state["case"] is not None else 0.0
            stuck = state["case"] is not None and (busy > hang_s or now - state["since"] > 6 * hang_s)
            dead = not process.is_alive() and state["case"] is not None
            if dead:  # an exited worker has flushed its queue: read what it sent after the drain above
                drain()
                if process not in running:
                    continue
                dead = state["case"] is not None
            out_of_time = now > deadline
            figures.peak_rss_mb = max(figures.peak_rss_mb, _peak_mb(process.pid))
            if stuck or dead or out_of_time:
                if stuck or dead:
                    figures.hangs += stuck
                    figures.memory_errors += dead and not stuck
                    figures.cases += 1
                    figures.findings.append(f"{kind} case {state['case']}: {'hang' if stuck else 'worker died'}")
                process.kill()
                process.join()
                del running[process]
                resume = (state["case"] + 1) if state["case"] is not None else state["next"]
                if not out_of_time and resume < state["stop"]:
                    launch(resume, state["stop"])
    figures.seconds = time.monotonic() - started
    return figures


def run_cli_subprocesses(count: int, seed: int, hang_s: float) -> Figures:
    """Real `python -m mcalens` processes on stdin (bytes, so invalid UTF-8 reaches the decoder)."""
    figures = Figures()
    started = time.monotonic()
    files = corpus()
    for case in range(count):
        rng = random.Random(seed * 31 + case)
        data = mutate(rng, files)
        argv = [sys.executable, "-m", "mcalens", f"-mcpu={rng.choice(CPUS)}", "-iterations=10", "-"]
        try:
            run = subprocess.run(argv, input=data, capture_output=True, timeout=hang_s, cwd=ROOT)
        except subprocess.TimeoutExpired:
            figures.hangs += 1
            figures.findings.append(f"cli-process case {case}: hang")
            continue
        figures.cases += 1
        if b"Traceback" in run.stderr or run.returncode not in (0, 1):
            figures.tracebacks += 1
            figures.findings.append(f"cli-process case {case}: status {run.returncode}\n{run.stderr[-2000:]!r}")
    figures.seconds = time.monotonic() - started
    return figures


# -- the language server storm --------------------------------------------------------------------


def _position(rng: random.Random, lines: int) -> Any:
    roll = rng.random()
    if roll < 0.8:
        return {"line": rng.randrange(max(1, lines + 2)), "character": rng.randrange(80)}
    return rng.choice([{"line": -1, "character": 0}, {"line": 2**40, "character": 5}, {"line": "x"},
                       {"line": 1.5, "character": None}, [], None, {"character": 3}])


def _request(rng: random.Random, uri: str, lines: int) -> tuple[str, Any]:
    bad_uri = rng.random() < 0.1
    target = "file:///not/open.s" if bad_uri else uri
    doc = {"uri": target}
    kind = rng.randrange(14)
    if kind == 0:
        return "textDocument/hover", {"textDocument": doc, "position": _position(rng, lines)}
    if kind == 1:
        return "textDocument/inlayHint", {"textDocument": doc, "range": {"start": _position(rng, lines),
                                                                        "end": _position(rng, lines)}}
    if kind == 2:
        return "textDocument/codeLens", {"textDocument": doc}
    if kind == 3:
        return "textDocument/codeAction", {"textDocument": doc, "range": {"start": _position(rng, lines),
                                                                         "end": _position(rng, lines)},
                                           "context": {"diagnostics": []}}
    if kind == 4:
        return "mcalens/regionAt", rng.choice([{"uri": target, "position": _position(rng, lines)}, [target], 5])
    if kind == 5:
        return "mcalens/regionReport", rng.choice([{"uri": target, "region": rng.randrange(-2, 4)},
                                                   {"uri": target, "region": "x"}, [target, 0]])
    if kind == 6:
        return "workspace/executeCommand", {"command": "mcalens.showReport",
                                            "arguments": rng.choice([[target, rng.randrange(-1, 4)], [], [5, "x"]])}
    if kind == 7:
        cpus = rng.choice([["skylake", "znver4"], ["nosuch"], list(CPUS) * 3, "skylake", []])
        return "workspace/executeCommand", {"command": "mcalens.compareCpus", "arguments": [target, 0, cpus]}
    if kind == 8:
        cpu = rng.choice(["znver3", "skylake\nevil", "", "x" * 300, 7])
        return "workspace/executeCommand", {"command": "mcalens.setCpu", "arguments": [target, cpu]}
    if kind == 9:
        return "mcalens/listCpus", rng.choice([{}, None, [1]])
    if kind == 10:
        return "mcalens/debugStats", {}
    if kind == 11:
        return "workspace/executeCommand", {"command": "mcalens.analyzeSelection",
                                            "arguments": [target, {"start": _position(rng, lines),
                                                                   "end": _position(rng, lines)}]}
    if kind == 12:
        return "textDocument/hover", rng.choice([None, [], "x", {"textDocument": 5}])
    return "no/such/method", {}


def _edit(rng: random.Random, text: str, files: list[bytes]) -> str:
    roll = rng.random()
    if roll < 0.05:
        return mutate(rng, files).decode("utf-8", "replace")
    lines = text.split("\n")
    i = rng.randrange(len(lines) + 1)
    snippet = mutate(rng, files).decode("utf-8", "replace").split("\n")[: rng.randint(1, 3)]
    if roll < 0.5:
        lines[i:i] = snippet
    elif roll < 0.8 and lines:
        lines[i : i + rng.randint(1, 3)] = snippet
    elif lines:
        del lines[i : i + 1]
    return "\n".join(lines)[:200_000]


def run_lsp(count: int, seed: int, hang_s: float, deadline: float) -> Figures:
    from lsp_raw import RawClient

    figures = Figures()
    started = time.monotonic()
    rng = random.Random(seed)
    files = corpus()
    client = RawClient("--debounce-ms", "20", settings={"cpu": "skylake", "iterations": 100})
    if client.initialize() is None:
        figures.findings.append("lsp: no reply to initialize")
        figures.hangs += 1
        client.close()
        return figures
    docs = {f"file:///fuzz/doc{k}.s": mutate(rng, files).decode("utf-8", "replace") for k in range(3)}
    versions = dict.fromkeys(docs, 1)
    for uri, text in docs.items():
        client.open(uri, text)
    sent: dict[Any, float] = {}
    edits = requests = malformed = 0
    for step in range(count):
        if time.monotonic() > deadline:
            break
        uri = rng.choice(list(docs))
        roll = rng.random()
        if roll < 0.45:
            docs[uri] = _edit(rng, docs[uri], files)
            versions[uri] += 1
            if rng.random() < 0.8:
                client.change(uri, versions[uri], docs[uri])
            else:  # an incremental change, sometimes out of range
                line = rng.randrange(docs[uri].count("\n") + 3)
                client.notify("textDocument/didChange", {
                    "textDocument": {"uri": uri, "version": versions[uri]},
                    "contentChanges": [{"range": {"start": {"line": line, "character": 0},
                                                  "end": {"line": line, "character": rng.randrange(5)}},
                                        "text": rng.choice(["x", "\n", "addl %eax, %ebx\n", ""])}]})
                docs[uri] = None  # type: ignore[assignment]  # unknown now: resend in full next time
                versions[uri] += 1
                client.change(uri, versions[uri], docs[uri] or "")
                docs[uri] = docs[uri] or ""
            edits += 1
        elif roll < 0.93:
            method, params = _request(rng, uri, docs[uri].count("\n"))
            sent[client.request(method, params)] = time.monotonic()
            requests += 1
        else:
            # Well-framed bodies that are not JSON, not JSON-RPC, or carry a bad id (each needs an error
            # reply with id null). A wrong Content-Length desynchronises any LSP reader for good.
            body = rng.choice([b"{bad}", b"[1,2,3]", b'"x', b"null", b'{"id":[1],"x":1}', b"\xff\xfe{",
                               b'{"jsonrpc": "2.0", "id": {"a": 1}, "method": "textDocument/hover"}'])
            client.send_bytes(b"Content-Length: %d\r\n\r\n" % len(body) + body)
            malformed += 1
        if step % 50 == 0:
            figures.peak_rss_mb = max(figures.peak_rss_mb, client.rss_mb()[1])
            for msg_id, at in list(sent.items()):
                if msg_id in client.replies:
                    figures.slowest_s = max(figures.slowest_s, client.reply_times[msg_id] - at)
                    del sent[msg_id]
                elif time.monotonic() - at > hang_s:
                    figures.hangs += 1
                    figures.findings.append(f"lsp: request {msg_id} unanswered after {hang_s:.0f} s")
                    del sent[msg_id]
    for msg_id, at in sent.items():
        if client.wait(msg_id, max(0.0, hang_s - (time.monotonic() - at))) is None:
            figures.hangs += 1
            figures.findings.append(f"lsp: request {msg_id} never answered")
        else:
            figures.slowest_s = max(figures.slowest_s, client.reply_times[msg_id] - at)
    null_errors = len(client.wait_null_errors(malformed, timeout=hang_s))
    if null_errors < malformed:
        figures.findings.append(f"lsp: {malformed - null_errors} malformed frames got no error reply")
        figures.hangs += malformed - null_errors
    figures.peak_rss_mb = max(figures.peak_rss_mb, client.rss_mb()[1])
    status = client.close()
    stderr = client.stderr
    for error in client.reader_errors[:20]:  # replies the client could not read: protocol violations
        figures.findings.append(f"lsp: unreadable message from the server: {error}")
    figures.tracebacks = stderr.count("Traceback")
    if figures.tracebacks:
        figures.findings.append("lsp stderr:\n" + stderr[stderr.index("Traceback") - 200 :][:4000])
    if status != 0:
        figures.findings.append(f"lsp: server exit status {status}")
    figures.cases = edits + requests + malformed
    figures.findings.insert(0, f"lsp: {edits} edits, {requests} requests, {malformed} malformed frames")
    figures.seconds = time.monotonic() - started
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--api", type=int, default=100_000)
    parser.add_argument("--cli", type=int, default=1_000)
    parser.add_argument("--cli-processes", type=int, default=None, help="real subprocesses (default cli/10)")
    parser.add_argument("--lsp", type=int, default=2_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--hang", type=float, default=10.0, help="seconds without progress that count as a hang")
    parser.add_argument("--mem-mb", type=int, default=1024, help="address-space limit per worker (0: none)")
    parser.add_argument("--max-seconds", type=float, default=3600.0, help="stop each phase at this deadline")
    parser.add_argument("--short", action="store_true", help="a few seconds: 60 api, 8 cli, 60 lsp")
    parser.add_argument("--json", metavar="PATH", help="write the figures here")
    args = parser.parse_args(argv)
    if args.short:
        args.api, args.cli, args.lsp, args.cli_processes = 60, 8, 60, 1
    processes = args.cli // 10 if args.cli_processes is None else args.cli_processes
    deadline = time.monotonic() + args.max_seconds
    phases = {
        "api": run_workers("api", args.api, args.seed, args.workers, args.hang, args.mem_mb, deadline),
        "cli": run_workers("cli", args.cli - processes, args.seed, args.workers, args.hang, args.mem_mb, deadline),
        "cli-process": run_cli_subprocesses(processes, args.seed, args.hang),
        "lsp": run_lsp(args.lsp, args.seed, args.hang, deadline),
    }
    bad = 0
    for name, figures in phases.items():
        print(f"{name:12} {figures.cases:7d} cases in {figures.seconds:7.1f} s: {figures.tracebacks} tracebacks, "
              f"{figures.hangs} hangs (>{args.hang:.0f} s), {figures.memory_errors} memory errors, "
              f"peak RSS {figures.peak_rss_mb:.0f} MB, slowest {figures.slowest_s:.1f} s")
        bad += figures.tracebacks + figures.hangs + figures.memory_errors
        for finding in figures.findings[:5]:
            print("  " + finding.replace("\n", "\n    ")[:3000])
    if args.json:
        Path(args.json).write_text(json.dumps({k: asdict(v) for k, v in phases.items()}, indent=1))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
