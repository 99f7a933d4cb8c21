"""`mcalens batch`: analyse many inputs in one warm process pool (or on a Dask cluster), one JSON line each.

    mcalens batch [llvm-mca options] [--jobs N | --scheduler ADDRESS] [--csv FILE [--column C]]
                  [--full] [--progress | --no-progress] [-o OUT] [FILE ...]

Inputs are `.s` files named on the command line and/or the rows of a CSV (`--csv`, repeatable):
a cell holds assembly code (`;` or a literal `\\n` between instructions), never a file name (a cell
that looks like one is reported, not opened). A row that does not fit the table (an unquoted comma
in the code) is reported, not cut. With `--input-format=hex` the cells (and the files) are hex
machine code instead, BHive's format (`hex,throughput` rows): each row is decoded as one block, as
`mcalens --input-format=hex` decodes it, and the row's other cells are passed through under
`csv_fields`; bytes that do not decode are that row's error, with the byte offset.

Every llvm-mca option of the main command applies to every input. The pool forks after the model
and the ISA are loaded, so workers start warm; `--jobs` defaults to the number of CPUs. With
`--scheduler ADDRESS` (needs the optional `dask` extra: `pip install 'mcalens[dask]'`) the same
work runs as tasks of a Dask distributed cluster instead. Output is one JSON object per input, in
input order: `input`, `cpu`, `llvm` (the llvm-mca release matched, `--llvm-version`), `ok`, `messages`
and per region its summary numbers (`--full` adds
the whole llvm-mca `-json` report). The exit status is 0 when every input was analysed, 1 when some
failed, 2 when the batch could not finish (the output then ends with an `"incomplete"` line).
"""

from __future__ import annotations

import collections
import csv
import itertools
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
from .views.text import round_places  # llvm-mca's rounding (half up), as the Summary prints

PROG = "mcalens batch"
CHUNK = 16  # inputs per task at most: amortises the pool's (and Dask's) per-task cost

USAGE = f"""\
USAGE: {PROG} [llvm-mca options] [--jobs N | --scheduler ADDRESS] [--csv FILE [--column C]]
                     [--full] [--progress | --no-progress] [-o OUT] [FILE ...]

  --jobs N, -j N         worker processes (default: number of CPUs; 1 = in this process)
  --scheduler ADDRESS    run on a Dask distributed cluster (tcp://host:port; needs mcalens[dask])
  --worker-timeout S     with --scheduler: give up (output marked incomplete, exit status 2) when
                         the cluster has had no worker for S seconds (default 60)
  --csv FILE             also analyse every row of FILE (repeatable): cells are assembly code, never
                         file names; a header naming a column asm, code, block or file selects it,
                         else the first column is used; quote cells that hold commas
  --column C             the CSV column to read (a header name or a 0-based index)
  --input-format=hex     cells and files are hex machine code (BHive's hex,throughput rows), one
                         block per row, decoded as mcalens --input-format=hex decodes them
  --full                 add the llvm-mca -json report of each input
  --progress, --no-progress   a progress bar on stderr (default: when stderr is a terminal)
  -o OUT                 write the JSON lines to OUT instead of stdout
Every other option is the main command's (-mcpu=..., -iterations=..., --verdict, --llvm-version 19|22, ...);
each line's "llvm" names the llvm-mca release its numbers match.
"""

_HEX = re.compile(r"(?:[0-9a-fA-F]{2})+")
_HEADER_NAMES = ("file", "asm", "code", "block")  # a `file` column's cells are reported, never opened
_HEX_HEADER_NAMES = ("file", "hex", "code", "block")
_LINE_ONE = re.compile(r"^line 1(?:, |: )")  # a one-line cell's decoding errors need no line number
WORKER_TIMEOUT = 60.0  # seconds a Dask cluster may have no worker before the batch gives up


class BatchUsageError(Exception):
    pass


@dataclass(frozen=True, slots=True)
class Job:
    """One input: a name for the output line and either its text or why it cannot be read; with
    `hex`, the text is hex machine code (decoded in the worker); a CSV row's number and other cells."""

    name: str
    text: str | None
    error: str = ""
    hex: bool = False
    row: int = 0
    fields: tuple[tuple[str, str], ...] = ()


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
    worker_timeout: float = 60.0
    hex: bool = False


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
    worker_timeout = WORKER_TIMEOUT
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
        elif name == "worker-timeout":
            text = inline if eq else value(arg)
            try:
                worker_timeout = float(text)
            except ValueError:
                raise BatchUsageError(f"--worker-timeout expects seconds, not '{text}'") from None
            if not 0 < worker_timeout < float("inf"):
                raise BatchUsageError("--worker-timeout expects a positive number of seconds")
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
    if cli.input_format == "elf" or cli.symbols or cli.address is not None:
        raise BatchUsageError("batch reads assembly or hex machine code (--input-format=asm|hex); analyse ELF "
                              "files with the main command (mcalens --symbol NAME FILE)")
    return BatchOptions(cli.cpu, cli.analysis, jobs or os.cpu_count() or 1, scheduler, full, progress, output,
                        files, csvs, column, worker_timeout, cli.input_format == "hex")


# ------------------------------------------------------------------------------ inputs


def _read(path: Path) -> tuple[str | None, str]:
    try:
        return path.read_text(encoding="utf-8", errors="replace"), ""
    except (OSError, ValueError) as exc:  # ValueError: a NUL byte in the name
        return None, f"{path}: {getattr(exc, 'strerror', None) or exc}"


# A cell is code. Its size limit is the csv module's field limit while a table is read (the
# module's default, 128 KiB, is smaller than real unrolled kernels); a larger cell is its row's error.
MAX_CELL = 16 * 1024 * 1024
# A cell of one word ending like an assembly file, or holding a path separator, names a file: it is
# reported, never opened (file names come only from the command line).
_FILE_LIKE = re.compile(r"\S*(?:/\S*|\.(?:s|S|asm))")
# Without a header, the cells beside the code are data (BHive: hex,frequency): numbers as csv
# writers print them, with no padding, so that the fragment an unquoted comma cuts off the code
# (" %eax", " 1") is told from them.
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|(?:[0-9a-fA-F]{2})+")


def _rows(path: str) -> Iterator[tuple[int, list[str] | None, str]]:
    """(row number, cells or None, why not) for every row of the CSV at `path`; a row the csv
    module refuses (a cell over MAX_CELL) is reported and reading goes on with the next line."""
    previous = csv.field_size_limit(MAX_CELL)
    try:
        with open(path, encoding="utf-8", errors="replace", newline="") as handle:
            reader = csv.reader(handle)
            number = 0
            while True:
                number += 1
                try:
                    row = next(reader)
                except StopIteration:
                    return
                except csv.Error as exc:
                    yield number, None, f"unreadable row ({exc}; a cell holds at most {MAX_CELL // 1048576} MiB)"
                    continue
                yield number, row, ""
    finally:
        csv.field_size_limit(previous)


def csv_jobs(path: str, column: str | None = None, hex_code: bool = False) -> Iterator[Job]:
    """The rows of a CSV as jobs: every cell is assembly code (with `hex_code`, hex machine code),
    never a file name (see docs/cli.md, "mcalens batch"). A row that does not fit the table (an
    unquoted comma in the code) is its own error, as is a cell that names a file or, in assembly
    mode, holds hex machine code."""
    rows = _rows(path)
    try:
        first = next(rows, None)
    except OSError as exc:
        yield Job(path, None, f"{path}: {exc.strerror or exc}")
        return
    if first is None:
        return
    index = 0
    width = 0  # fields a row has, from the header; 0: no header (other cells must be numbers)
    names: list[str] = []  # the header's column names, for the cells passed through
    known = _HEX_HEADER_NAMES if hex_code else _HEADER_NAMES
    pending: list[tuple[int, list[str] | None, str]] = [first]
    _, head, _ = first
    if head is not None:
        header = [cell.strip().lower() for cell in head]
        if column is not None and column.lower() in header:
            index, width = header.index(column.lower()), len(header)
        elif column is not None:
            try:
                index = int(column)
            except ValueError:
                yield Job(path, None, f"{path}: no column named '{column}'")
                return
            if index < 0:
                yield Job(path, None, f"{path}: column {column}: columns count from 0")
                return
        elif any(name in header for name in known):
            index = next(header.index(name) for name in known if name in header)
            width = len(header)
        if width:
            pending = []
            names = [cell.strip() for cell in head]
    try:
        for number, row, problem in _chain(pending, rows):
            job = _row_job(f"{path}:{number}", row, problem, index, width, hex_code)
            fields = tuple((sys.intern(names[i] if i < len(names) else str(i)), cell)  # one key per column
                           for i, cell in enumerate(row or ()) if i != index) if job.text is not None else ()
            yield replace(job, row=number, fields=fields)
    except OSError as exc:
        yield Job(path, None, f"{path}: {exc.strerror or exc} (the rows before were read)")


def _chain(first: list[tuple[int, list[str] | None, str]], rest: Iterator[tuple[int, list[str] | None, str]]
           ) -> Iterator[tuple[int, list[str] | None, str]]:
    yield from first
    yield from rest


def _row_job(name: str, row: list[str] | None, problem: str, index: int, width: int, hex_code: bool = False
             ) -> Job:
    if row is None:
        return Job(name, None, f"{name}: {problem}")
    if width and len(row) > width:
        return Job(name, None, f"{name}: {len(row)} fields where the header has {width}: an unquoted comma "
                               "in the code? Quote cells that hold commas")
    if not width:
        for position, cell in enumerate(row):
            if position != index and cell and not _NUMBER.fullmatch(cell):
                return Job(name, None, f"{name}: field {position} is not a number, and a table without a header "
                                       "holds code and numbers only: an unquoted comma in the code? Quote cells "
                                       "that hold commas, or add a header naming the columns")
    cell = row[index].strip() if index < len(row) else ""
    if not cell:
        return Job(name, None, f"{name}: empty cell in column {index}")
    if _HEX.fullmatch(cell) and not hex_code:
        return Job(name, None, f"{name}: hex machine code; read it with --input-format=hex")
    if _FILE_LIKE.fullmatch(cell):
        return Job(name, None, f"{name}: '{cell[:200]}' looks like a file name; CSV cells are "
                               f"{'machine' if hex_code else 'assembly'} code and are never opened: name the "
                               "files on the command line")
    if hex_code and "," in cell:  # the hex reader would take the part before the comma
        return Job(name, None, f"{name}: a comma inside the machine code cell; one cell holds one block")
    if hex_code:
        return Job(name, cell, hex=True)
    return Job(name, cell.replace("\\n", "\n") + "\n")


def collect_jobs(files: Iterable[str], csvs: Iterable[str], column: str | None = None, hex_code: bool = False
                 ) -> Iterator[Job]:
    """The inputs in order, read as they are needed: a file when its turn comes, a table row by
    row, so a batch over a table of millions of rows holds a bounded window of them, not the table."""
    for name in files:
        if name == "-":
            yield Job("<stdin>", sys.stdin.read(), hex=hex_code)
        else:
            text, error = _read(Path(name))
            yield Job(name, text, error, hex=hex_code)
    for path in csvs:
        yield from csv_jobs(path, column, hex_code)


def count_inputs(files: list[str], csvs: list[str], column: str | None = None, hex_code: bool = False
                 ) -> int | None:
    """How many inputs the batch has (for the progress bar and the chunk size), from a first pass
    over the tables that keeps nothing; None when a table cannot be read twice (a pipe)."""
    total = len(files)
    for path in csvs:
        if not os.path.isfile(path):
            return None
        total += sum(1 for _ in csv_jobs(path, column, hex_code))
    return total


# ------------------------------------------------------------------------------ work


def analyse_job(job: Job, cpu: str, options: AnalysisOptions, full: bool = False) -> dict[str, Any]:
    """One input's JSON line (a plain dict, so it crosses process and network boundaries)."""
    text, error = (_decode(job, options) if job.hex else (job.text, job.error))
    if text is None:
        return _with_row({"input": job.name, "cpu": cpu, "llvm": _llvm(options), "ok": False,
                          "messages": [f"error: {error}"], "regions": []}, job)
    analysis = analyze(text, cpu=cpu, options=options)
    regions = []
    for region in analysis.report.regions if analysis.report is not None else ():
        entry: dict[str, Any] = {"name": region.name}
        summary = region.summary
        if summary is not None:
            entry.update(iterations=summary.iterations, instructions=summary.instructions,
                         total_cycles=summary.total_cycles, total_uops=summary.total_uops,
                         dispatch_width=summary.dispatch_width, uops_per_cycle=round_places(summary.uops_per_cycle, 2),
                         ipc=round_places(summary.ipc, 2),
                         block_rthroughput=round_places(summary.block_rthroughput, 1))
        if region.verdict is not None:
            entry["verdict"] = region.verdict.text
        regions.append(entry)
    line: dict[str, Any] = {"input": job.name, "cpu": cpu, "llvm": _llvm(options), "ok": not analysis.failed,
                            "messages": [m.replace("<input>", job.name) for m in analysis.messages],
                            "regions": regions}
    if full and analysis.report is not None and not analysis.failed:
        from .output.render_json import render_json

        line["report"] = json.loads(render_json(analysis.report, extras=options.json_extras))
    return _with_row(line, job)


def _with_row(line: dict[str, Any], job: Job) -> dict[str, Any]:
    """A CSV row's line also names its row and passes its other cells through, unread
    (`csv_fields`: BHive's measured throughput, keyed by the header's names or the column index)."""
    if job.row:
        line["row"] = job.row
    if job.fields:
        line["csv_fields"] = dict(job.fields)
    return line


def _decode(job: Job, options: AnalysisOptions) -> tuple[str | None, str]:
    """A hex job's assembly text, decoded as `mcalens --input-format=hex` decodes it, or why not
    (the row or file, the line when the input has several, and the byte offset)."""
    if job.text is None:
        return None, job.error
    from .frontend.machine_code import disassemble_hex
    from .targets.target import UnknownTarget, target_for_triple

    try:
        target = target_for_triple(options.triple)
    except UnknownTarget:
        return None, f"unable to get target for '{options.triple}', see --version and --triple."
    from .api import release_target

    decoded = disassemble_hex(job.text, target, release_target(target, options.llvm_version).load_isa(), options.triple)
    if decoded.errors:
        one_line = job.row and "\n" not in job.text.strip()
        shown = [_LINE_ONE.sub("", error) if one_line else error for error in decoded.errors]
        return None, "; ".join(f"{job.name}: {error}" for error in shown)
    return decoded.text, ""


def _llvm(options: AnalysisOptions) -> str:
    """The llvm-mca release a line's numbers match, as the banner names it ("19.1.7")."""
    from .machine.releases import FULL_VERSIONS

    return FULL_VERSIONS[options.llvm_version]


def analyse_chunk(jobs: list[Job], cpu: str, options: AnalysisOptions, full: bool) -> list[dict[str, Any]]:
    out = []
    for job in jobs:
        try:
            out.append(analyse_job(job, cpu, options, full))
        except Exception as exc:  # one bad input must not end the batch
            out.append({"input": job.name, "cpu": cpu, "ok": False,
                        "messages": [f"error: internal error: {exc!r}"], "regions": []})
    return out


def _chunks(jobs: Iterable[Job], size: int) -> Iterator[list[Job]]:
    chunk: list[Job] = []
    for job in jobs:
        chunk.append(job)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def chunk_size(count: int | None, workers: int) -> int:
    """Inputs per pool task: at least 16 tasks per worker, so that the workers' last tasks end
    close together (a BHive block takes 1-60 ms: 200 blocks in chunks of 16 left one of two
    workers idle for up to a chunk), and at most CHUNK to amortise the per-task cost; CHUNK when
    the count is not known."""
    if count is None:
        return CHUNK
    return max(1, min(CHUNK, count // (max(1, workers) * 16)))


# Chunks submitted ahead of the one being written, per worker: enough to keep every worker busy
# while the output is written in input order, few enough that the inputs in flight stay a small,
# fixed window (a 1,000,000-row table read up front cost 479 MB).
AHEAD_PER_WORKER = 4


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


class BatchIncomplete(Exception):
    """The batch cannot finish (its workers are gone): the output so far is marked incomplete."""


def run_local(jobs: Iterable[Job], cpu: str, options: AnalysisOptions, workers: int, full: bool = False,
              total: int | None = None, hex_code: bool = False) -> Iterator[list[dict[str, Any]]]:
    """Result chunks in input order, from a pool of `workers` forked warm processes, reading the
    inputs as the pool takes them (at most AHEAD_PER_WORKER chunks per worker in flight). A worker
    that dies (killed, out of memory) breaks the pool: BatchIncomplete, never a wait for its chunk."""
    chunks = _chunks(jobs, chunk_size(total, workers))
    first = list(itertools.islice(chunks, 2))
    if workers <= 1 or len(first) <= 1:
        for chunk in itertools.chain(first, chunks):
            yield analyse_chunk(chunk, cpu, options, full)
        return
    import multiprocessing
    from concurrent.futures import Future, ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    # Warm the parent (model, ISA, parser tables; the decoder's for hex input) so every forked
    # worker starts with them.
    analyse_job(Job("<warm-up>", "nop\n"), cpu, options)
    if hex_code or any(job.hex for chunk in first for job in chunk):
        analyse_job(Job("<warm-up>", "90", hex=True), cpu, options)
    try:
        context = multiprocessing.get_context("fork")
    except ValueError:  # no fork on this platform: workers warm up themselves
        context = multiprocessing.get_context()
    ahead = max(2, workers * AHEAD_PER_WORKER)
    with ProcessPoolExecutor(workers, mp_context=context, initializer=_pool_init,
                             initargs=(cpu, options, full)) as pool:
        pending: collections.deque[Future[list[dict[str, Any]]]] = collections.deque()
        try:
            for chunk in itertools.chain(first, chunks):
                pending.append(pool.submit(_pool_chunk, chunk))
                if len(pending) >= ahead:
                    yield pending.popleft().result()
            while pending:
                yield pending.popleft().result()
        except BrokenProcessPool:
            raise BatchIncomplete("a worker process died (killed by a signal, or out of memory)") from None
        finally:
            for future in pending:  # interrupted or broken: do not run what is still queued
                future.cancel()


def run_dask(jobs: Iterable[Job], cpu: str, options: AnalysisOptions, address: str, full: bool = False,
             worker_timeout: float = WORKER_TIMEOUT) -> Iterator[list[dict[str, Any]]]:
    """Result chunks in input order, computed as tasks of the Dask cluster at `address`.

    A task whose workers died (Dask's KilledWorker after its retries) gives its inputs error lines.
    When the cluster has had no worker for `worker_timeout` seconds (or the scheduler cannot be
    reached that long), the tasks can never run: BatchIncomplete."""
    try:
        from distributed import Client
    except ImportError:
        raise BatchUsageError("--scheduler needs Dask distributed: pip install 'mcalens[dask]'") from None
    try:
        client = Client(address, timeout=30)
    except OSError as exc:
        raise BatchUsageError(f"cannot reach the Dask scheduler at {address}: {exc}") from None
    poll = max(0.05, min(2.0, worker_timeout / 4))
    try:
        alone_since: float | None = None  # when the cluster was first seen without workers
        for chunk, future in _submitted(client, _chunks(jobs, CHUNK), cpu, options, full):
            while True:
                try:
                    result = future.result(timeout=poll)
                except TimeoutError:
                    if _dask_workers(client, poll) > 0:
                        alone_since = None
                        continue
                    now = time.monotonic()
                    alone_since = alone_since if alone_since is not None else now
                    if now - alone_since >= worker_timeout:
                        raise BatchIncomplete(f"the Dask cluster at {address} has had no worker for "
                                              f"{worker_timeout:g} s") from None
                    continue
                except Exception as exc:  # KilledWorker, a cancelled task: its inputs failed, not the batch
                    result = [{"input": job.name, "cpu": cpu, "ok": False, "regions": [],
                               "messages": [f"error: the Dask task for this input failed: {type(exc).__name__}: {exc}"]}
                              for job in chunk]
                break
            alone_since = None
            yield result
    finally:
        client.close()


# Dask tasks submitted ahead of the one being written: the cluster's workers are not known up front,
# so a fixed window (the inputs in flight stay bounded however long the table is).
DASK_AHEAD = 256


def _submitted(client: Any, chunks: Iterator[list[Job]], cpu: str, options: AnalysisOptions, full: bool
               ) -> Iterator[tuple[list[Job], Any]]:
    """(chunk, future) in input order, submitting at most DASK_AHEAD chunks ahead of the consumer."""
    pending: collections.deque[tuple[list[Job], Any]] = collections.deque()
    for chunk in chunks:
        pending.append((chunk, client.submit(analyse_chunk, chunk, cpu, options, full, pure=False)))
        if len(pending) >= DASK_AHEAD:
            yield pending.popleft()
    while pending:
        yield pending.popleft()


def _dask_workers(client: Any, timeout: float) -> int:
    """The number of workers the scheduler knows; 0 when it cannot answer within `timeout` s."""
    try:
        return len(client.nthreads(callback_timeout=max(1.0, timeout)))
    except Exception:  # unreachable scheduler, closed comm, timeout: counts as no worker
        return 0


# ------------------------------------------------------------------------------ progress


class _Counted:
    """The jobs, counting how many were read (the batch's input count, known at the end)."""

    def __init__(self, jobs: Iterator[Job]) -> None:
        self.jobs = jobs
        self.count = 0

    def __iter__(self) -> Iterator[Job]:
        for job in self.jobs:
            self.count += 1
            yield job


class Progress:
    """A one-line progress bar on a text stream (rate-limited redraws); a count and a rate when the
    total is not known."""

    def __init__(self, total: int | None, stream: IO[str], enabled: bool) -> None:
        self.total = total
        self.stream = stream
        self.enabled = enabled and total != 0
        self.done = 0
        self.failed = 0
        self.started = time.perf_counter()
        self.drawn = 0.0

    def advance(self, count: int, failed: int) -> None:
        self.done += count
        self.failed += failed
        now = time.perf_counter()
        if self.enabled and (now - self.drawn > 0.1 or (self.total is not None and self.done >= self.total)):
            self.drawn = now
            rate = self.done / max(now - self.started, 1e-9)
            if self.total is None:
                self.stream.write(f"\r{self.done} done {rate:.0f}/s {self.failed} failed")
            else:
                width = 30
                filled = width * self.done // self.total
                self.stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total} "
                                  f"{rate:.0f}/s {self.failed} failed")
            self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()


# ------------------------------------------------------------------------------ command


def run_batch(opts: BatchOptions, out: IO[str], err: IO[str]) -> int:
    """Writes one line per input in input order. Exit status 0: every input analysed; 1: some
    failed; 2: the batch could not finish (workers gone, interrupted), the output then ends with a
    line {"incomplete": true, ...} saying how many inputs it holds, and stderr says why."""
    show = err.isatty() if opts.progress is None else opts.progress
    # The count is needed for the progress bar, and for the chunk size of a local pool; it costs a
    # pass over the tables (nothing kept), cheap beside analysing them.
    total = count_inputs(opts.files, opts.csvs, opts.column, opts.hex) if show or opts.jobs > 1 else None
    read = _Counted(collect_jobs(opts.files, opts.csvs, opts.column, opts.hex))
    progress = Progress(total, err, show)
    analysis = opts.analysis if opts.full else printed_views(opts.analysis)
    if opts.scheduler:
        chunks = run_dask(read, opts.cpu, analysis, opts.scheduler, opts.full, opts.worker_timeout)
    else:
        chunks = run_local(read, opts.cpu, analysis, opts.jobs, opts.full, total, opts.hex)
    all_ok = True
    written = 0
    reason = ""
    try:
        for results in chunks:
            failed = 0
            for line in results:
                out.write(json.dumps(line, separators=(",", ":")) + "\n")
                if not line["ok"]:
                    failed += 1
            written += len(results)
            all_ok = all_ok and not failed
            progress.advance(len(results), failed)
    except BatchIncomplete as exc:
        reason = str(exc)
    except KeyboardInterrupt:
        reason = "interrupted"
    finally:
        progress.close()
    inputs = total if total is not None and reason else read.count
    if reason or written != read.count:
        reason = reason or "the workers returned fewer lines than inputs"
        out.write(json.dumps({"incomplete": True, "inputs": inputs, "written": written, "error": reason},
                             separators=(",", ":")) + "\n")
        out.flush()
        err.write(f"error: {reason}; the output is incomplete: {written} of {inputs} inputs "
                  "(its last line says so)\n")
        return 2
    return 0 if all_ok else 1


def main(argv: list[str]) -> int:
    if any(a in ("-h", "--help", "-help") for a in argv):
        sys.stdout.write(USAGE)
        return 0
    try:
        opts = parse_batch_args(argv)
        from .machine.releases import inexact_warning, is_exact

        if not is_exact(opts.analysis.llvm_version):  # --llvm-version 22: said once, never silently
            sys.stderr.write(inexact_warning(opts.analysis.llvm_version) + "\n")
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
