"""`mcalens batch`: analyse many inputs in one warm process pool (or on a Dask cluster), one JSON line each.

    mcalens batch [llvm-mca options] [--jobs N | --scheduler ADDRESS] [--csv FILE [--column C]]
                  [--full] [--progress | --no-progress] [-o OUT] [FILE ...]

Inputs are `.s` files and/or the rows of a CSV (`--csv`, repeatable): a cell holds a path to a `.s`
file (relative to the CSV's folder or the current one) or the assembly itself (`;` or a literal
`\\n` between instructions). A BHive CSV holds hex machine code, which mcalens cannot disassemble:
such rows get an error line naming the converter (`tools/bhive_to_asm.py` in the shared tools).

Every llvm-mca option of the main command applies to every input. The pool forks after the model
and the ISA are loaded, so workers start warm; `--jobs` defaults to the number of CPUs. With
`--scheduler ADDRESS` (needs the optional `dask` extra: `pip install 'mcalens[dask]'`) the same
work runs as tasks of a Dask distributed cluster instead. Output is one JSON object per input, in
input order: `input`, `cpu`, `ok`, `messages` and per region its summary numbers (`--full` adds
the whole llvm-mca `-json` report). The exit status is 0 when every input was analysed, else 1.
"""

from __future__ import annotations

import csv
import json
import os
import re
import sys
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import IO, Any

from .api import AnalysisOptions, ViewSelection, analyze

PROG = "mcalens batch"
CHUNK = 16  # inputs per task at most: amortises the pool's (and Dask's) per-task cost

USAGE = f"""\
USAGE: {PROG} [llvm-mca options] [--jobs N | --scheduler ADDRESS] [--csv FILE [--column C]]
                     [--full] [--progress | --no-progress] [-o OUT] [FILE ...]

  --jobs N, -j N         worker processes (default: number of CPUs; 1 = in this process)
  --scheduler ADDRESS    run on a Dask distributed cluster (tcp://host:port; needs mcalens[dask])
  --csv FILE             also analyse every row of FILE (repeatable); a header naming a column
                         file, asm, code or block selects it, else the first column is used
  --column C             the CSV column to read (a header name or a 0-based index)
  --full                 add the llvm-mca -json report of each input
  --progress, --no-progress   a progress bar on stderr (default: when stderr is a terminal)
  -o OUT                 write the JSON lines to OUT instead of stdout
Every other option is the main command's (-mcpu=..., -iterations=..., --verdict, ...).
"""

_HEX = re.compile(r"(?:[0-9a-fA-F]{2})+")
_HEADER_NAMES = ("file", "asm", "code", "block")


class BatchUsageError(Exception):
    pass


@dataclass(frozen=True, slots=True)
class Job:
    """One input: a name for the output line and either its text or why it cannot be read."""

    name: str
    text: str | None
    error: str = ""


@dataclass(slots=True)
class BatchOptions:
    cpu: str
    analysis: AnalysisOptions
    jobs: int
    scheduler: str | None
    full: bool
    progress: bool | None
    output: str
    files: list[str]
    csvs: list[str]
    column: str | None


# ------------------------------------------------------------------------------ arguments


def parse_batch_args(argv: list[str]) -> BatchOptions:
    from .cli import OPTIONS, UsageError, parse_args

    jobs = 0
    scheduler: str | None = None
    full = False
    progress: bool | None = None
    output = "-"
    files: list[str] = []
    csvs: list[str] = []
    column: str | None = None
    passed: list[str] = []
    i = 0

    def value(flag: str) -> str:
        nonlocal i
        if i >= len(argv):
            raise BatchUsageError(f"{flag} needs a value")
        i += 1
        return argv[i - 1]

    while i < len(argv):
        arg = argv[i]
        i += 1
        name, eq, inline = arg.lstrip("-").partition("=")
        if re.fullmatch(r"-j\d+", arg):  # -j4, as make spells it
            name, eq, inline = "j", "=", arg[2:]
        if not arg.startswith("-") or arg == "-":
            files.append(arg)
        elif name in ("jobs", "j"):
            text = inline if eq else value(arg)
            try:
                jobs = int(text)
            except ValueError:
                raise BatchUsageError(f"--jobs expects a number, not '{text}'") from None
            if jobs < 1:
                raise BatchUsageError("--jobs expects a positive number")
        elif name == "scheduler":
            scheduler = inline if eq else value(arg)
        elif name == "csv":
            csvs.append(inline if eq else value(arg))
        elif name == "column":
            column = inline if eq else value(arg)
        elif name == "full":
            full = True
        elif name in ("progress", "no-progress"):
            progress = name == "progress"
        elif name in ("o", "output"):
            output = inline if eq else value(arg)
        elif name in OPTIONS:
            passed.append(arg)
            takes_value = OPTIONS[name][0]
            if takes_value and not eq:
                passed.append(value(arg))
        else:
            raise BatchUsageError(f"Unknown command line argument '{arg}'.  Try: '{PROG} --help'")
    if not files and not csvs:
        raise BatchUsageError("no inputs: name .s files and/or --csv FILE")
    try:
        cli = parse_args(passed)
    except UsageError as exc:
        raise BatchUsageError(str(exc)) from None
    return BatchOptions(cli.cpu, cli.analysis, jobs or os.cpu_count() or 1, scheduler, full, progress, output,
                        files, csvs, column)


# ------------------------------------------------------------------------------ inputs


def _read(path: Path) -> tuple[str | None, str]:
    try:
        return path.read_text(encoding="utf-8", errors="replace"), ""
    except OSError as exc:
        return None, f"{path}: {exc.strerror or exc}"


def csv_jobs(path: str, column: str | None = None) -> Iterator[Job]:
    """The rows of a BHive-style CSV as jobs (see the module docstring)."""
    folder = Path(path).parent
    try:
        with open(path, encoding="utf-8", errors="replace", newline="") as handle:
            rows = list(csv.reader(handle))
    except OSError as exc:
        yield Job(path, None, f"{path}: {exc.strerror or exc}")
        return
    index = 0
    start = 0
    if rows:
        header = [cell.strip().lower() for cell in rows[0]]
        if column is not None and column.lower() in header:
            index, start = header.index(column.lower()), 1
        elif column is not None:
            try:
                index = int(column)
            except ValueError:
                yield Job(path, None, f"{path}: no column named '{column}'")
                return
        elif any(name in header for name in _HEADER_NAMES):
            index = next(header.index(name) for name in _HEADER_NAMES if name in header)
            start = 1
    for number, row in enumerate(rows[start:], start=start + 1):
        name = f"{path}:{number}"
        cell = row[index].strip() if index < len(row) else ""
        if not cell:
            yield Job(name, None, f"{name}: empty cell in column {index}")
            continue
        candidate = Path(cell) if Path(cell).is_absolute() else folder / cell
        if cell.endswith((".s", ".S", ".asm")) or candidate.is_file():
            if not candidate.is_file() and Path(cell).is_file():
                candidate = Path(cell)
            text, error = _read(candidate)
            yield Job(name, text, error)
        elif _HEX.fullmatch(cell):
            yield Job(name, None, f"{name}: hex machine code; disassemble it first "
                                  "(tools/bhive_to_asm.py of the shared tools, or llvm-mc --disassemble)")
        else:
            yield Job(name, cell.replace("\\n", "\n") + "\n")


def collect_jobs(files: Iterable[str], csvs: Iterable[str], column: str | None = None) -> list[Job]:
    jobs: list[Job] = []
    for name in files:
        if name == "-":
            jobs.append(Job("<stdin>", sys.stdin.read()))
        else:
            text, error = _read(Path(name))
            jobs.append(Job(name, text, error))
    for path in csvs:
        jobs.extend(csv_jobs(path, column))
    return jobs


# ------------------------------------------------------------------------------ work


def analyse_job(job: Job, cpu: str, options: AnalysisOptions, full: bool = False) -> dict[str, Any]:
    """One input's JSON line (a plain dict, so it crosses process and network boundaries)."""
    if job.text is None:
        return {"input": job.name, "cpu": cpu, "ok": False, "messages": [f"error: {job.error}"], "regions": []}
    analysis = analyze(job.text, cpu=cpu, options=options)
    regions = []
    for region in analysis.report.regions if analysis.report is not None else ():
        entry: dict[str, Any] = {"name": region.name}
        summary = region.summary
        if summary is not None:
            entry.update(iterations=summary.iterations, instructions=summary.instructions,
                         total_cycles=summary.total_cycles, total_uops=summary.total_uops,
                         dispatch_width=summary.dispatch_width, uops_per_cycle=round(summary.uops_per_cycle, 2),
                         ipc=round(summary.ipc, 2), block_rthroughput=round(summary.block_rthroughput, 1))
        if region.verdict is not None:
            entry["verdict"] = region.verdict.text
        regions.append(entry)
    line: dict[str, Any] = {"input": job.name, "cpu": cpu, "ok": not analysis.failed,
                            "messages": [m.replace("<input>", job.name) for m in analysis.messages],
                            "regions": regions}
    if full and analysis.report is not None and not analysis.failed:
        from .output.render_json import render_json

        line["report"] = json.loads(render_json(analysis.report))
    return line


def analyse_chunk(jobs: list[Job], cpu: str, options: AnalysisOptions, full: bool) -> list[dict[str, Any]]:
    out = []
    for job in jobs:
        try:
            out.append(analyse_job(job, cpu, options, full))
        except Exception as exc:  # one bad input must not end the batch
            out.append({"input": job.name, "cpu": cpu, "ok": False,
                        "messages": [f"error: internal error: {exc!r}"], "regions": []})
    return out


def _chunks(jobs: list[Job], size: int) -> list[list[Job]]:
    return [jobs[i:i + size] for i in range(0, len(jobs), size)]


def chunk_size(count: int, workers: int) -> int:
    """Inputs per pool task: at least 16 tasks per worker, so that the workers' last tasks end
    close together (a BHive block takes 1-60 ms: 200 blocks in chunks of 16 left one of two
    workers idle for up to a chunk), and at most CHUNK to amortise the per-task cost."""
    return max(1, min(CHUNK, count // (max(1, workers) * 16)))


def printed_views(options: AnalysisOptions) -> AnalysisOptions:
    """The options with only the views a batch line prints (the summary, and the verdict when
    asked): instruction info, resource pressure, statistics, timeline and bottleneck analysis would
    be computed and dropped (bottleneck analysis also turns off the simulator's shortcuts), and
    the units of one iteration's issues kept for the timeline instead of ten."""
    views = options.views
    keep = ViewSelection(summary=views.summary, instruction_info=False, resource_pressure=False,
                         verdict=views.verdict)
    return replace(options, views=keep, timeline_max_iterations=1)


_WORKER: dict[str, Any] = {}


def _pool_init(cpu: str, options: AnalysisOptions, full: bool) -> None:
    _WORKER.update(cpu=cpu, options=options, full=full)


def _pool_chunk(jobs: list[Job]) -> list[dict[str, Any]]:
    return analyse_chunk(jobs, _WORKER["cpu"], _WORKER["options"], _WORKER["full"])


def run_local(jobs: list[Job], cpu: str, options: AnalysisOptions, workers: int, full: bool = False
              ) -> Iterator[list[dict[str, Any]]]:
    """Result chunks in input order, from a pool of `workers` forked warm processes."""
    chunks = _chunks(jobs, chunk_size(len(jobs), workers))
    if workers <= 1 or len(chunks) <= 1:
        for chunk in chunks:
            yield analyse_chunk(chunk, cpu, options, full)
        return
    import multiprocessing

    # Warm the parent (model, ISA, parser tables) so every forked worker starts with them.
    analyse_job(Job("<warm-up>", "nop\n"), cpu, options)
    try:
        context = multiprocessing.get_context("fork")
    except ValueError:  # no fork on this platform: workers warm up themselves
        context = multiprocessing.get_context()
    with context.Pool(min(workers, len(chunks)), initializer=_pool_init, initargs=(cpu, options, full)) as pool:
        yield from pool.imap(_pool_chunk, chunks)


def run_dask(jobs: list[Job], cpu: str, options: AnalysisOptions, address: str, full: bool = False
             ) -> Iterator[list[dict[str, Any]]]:
    """Result chunks in input order, computed as tasks of the Dask cluster at `address`."""
    try:
        from distributed import Client
    except ImportError:
        raise BatchUsageError("--scheduler needs Dask distributed: pip install 'mcalens[dask]'") from None
    try:
        client = Client(address, timeout=30)
    except OSError as exc:
        raise BatchUsageError(f"cannot reach the Dask scheduler at {address}: {exc}") from None
    try:
        chunks = _chunks(jobs, CHUNK)
        futures = [client.submit(analyse_chunk, chunk, cpu, options, full, pure=False) for chunk in chunks]
        for future in futures:
            yield future.result()
    finally:
        client.close()


# ------------------------------------------------------------------------------ progress


class Progress:
    """A one-line progress bar on a text stream (rate-limited redraws)."""

    def __init__(self, total: int, stream: IO[str], enabled: bool) -> None:
        self.total = total
        self.stream = stream
        self.enabled = enabled and total > 0
        self.done = 0
        self.failed = 0
        self.started = time.perf_counter()
        self.drawn = 0.0

    def advance(self, count: int, failed: int) -> None:
        self.done += count
        self.failed += failed
        now = time.perf_counter()
        if self.enabled and (now - self.drawn > 0.1 or self.done >= self.total):
            self.drawn = now
            width = 30
            filled = width * self.done // self.total
            rate = self.done / max(now - self.started, 1e-9)
            self.stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total} "
                              f"{rate:.0f}/s {self.failed} failed")
            self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()


# ------------------------------------------------------------------------------ command


def run_batch(opts: BatchOptions, out: IO[str], err: IO[str]) -> int:
    jobs = collect_jobs(opts.files, opts.csvs, opts.column)
    progress = Progress(len(jobs), err, err.isatty() if opts.progress is None else opts.progress)
    analysis = opts.analysis if opts.full else printed_views(opts.analysis)
    if opts.scheduler:
        chunks = run_dask(jobs, opts.cpu, analysis, opts.scheduler, opts.full)
    else:
        chunks = run_local(jobs, opts.cpu, analysis, opts.jobs, opts.full)
    all_ok = True
    try:
        for results in chunks:
            failed = 0
            for line in results:
                out.write(json.dumps(line, separators=(",", ":")) + "\n")
                if not line["ok"]:
                    failed += 1
            all_ok = all_ok and not failed
            progress.advance(len(results), failed)
    finally:
        progress.close()
    return 0 if all_ok else 1


def main(argv: list[str]) -> int:
    if any(a in ("-h", "--help", "-help") for a in argv):
        sys.stdout.write(USAGE)
        return 0
    try:
        opts = parse_batch_args(argv)
        if opts.output == "-":
            return run_batch(opts, sys.stdout, sys.stderr)
        with open(opts.output, "w", encoding="utf-8") as handle:
            return run_batch(opts, handle, sys.stderr)
    except BatchUsageError as exc:
        sys.stderr.write(f"error: {exc}\n")
        return 1
    except OSError as exc:
        sys.stderr.write(f"error: {exc}\n")
        return 1
