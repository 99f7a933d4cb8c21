"""`mcalens batch`: many inputs, one warm pool (or a Dask cluster), one JSON line per input in order."""

from __future__ import annotations

import io
import json
import os
import threading
from pathlib import Path

import pytest
from mcalens.analysis import batch
from mcalens.analysis.api import AnalysisOptions, SimOptions, analyze
from mcalens.analysis.batch import (
    BatchUsageError,
    Job,
    analyse_job,
    chunk_size,
    collect_jobs,
    main,
    parse_batch_args,
    printed_views,
    run_batch,
)

ROOT = Path(__file__).resolve().parent.parent
DOT = ROOT / "examples" / "dot-product.s"
SAXPY = ROOT / "examples" / "saxpy.s"


def _corpus(tmp_path: Path) -> Path:
    (tmp_path / "blocks").mkdir()
    (tmp_path / "blocks" / "a.s").write_text("addq %rax, %rbx\nimulq %rbx, %rcx\n", encoding="utf-8")
    table = tmp_path / "manifest.csv"
    table.write_text('code,hex\n"addq %rax, %rbx;imulq %rbx, %rcx",4801c3\n'
                     '"vaddps %xmm0, %xmm1, %xmm2;vmulps %xmm2, %xmm2, %xmm3",\n4801c3,\nblocks/a.s,\n',
                     encoding="utf-8")
    return table


def _run(argv: list[str]) -> tuple[int, list[dict]]:
    out, err = io.StringIO(), io.StringIO()
    status = run_batch(parse_batch_args(argv), out, err)
    return status, [json.loads(line) for line in out.getvalue().splitlines()]


def _cycles(text: str, cpu: str = "btver2", iterations: int = 50) -> int:
    analysis = analyze(text, cpu=cpu, options=AnalysisOptions(sim=SimOptions(iterations=iterations)))
    return analysis.report.regions[0].summary.total_cycles


def test_csv_rows_and_files_in_input_order(tmp_path: Path) -> None:
    table = _corpus(tmp_path)
    status, lines = _run(["-mcpu=btver2", "-iterations=50", "--jobs", "1", str(DOT), "--csv", str(table)])
    assert status == 1  # the hex row and the file name fail, the rest is analysed
    assert [line["input"] for line in lines] == [str(DOT)] + [f"{table}:{n}" for n in range(2, 6)]
    assert [line["ok"] for line in lines] == [True, True, True, False, False]
    assert lines[0]["regions"][0]["total_cycles"] == _cycles(DOT.read_text(encoding="utf-8"))
    assert lines[1]["regions"][0]["total_cycles"] == _cycles("addq %rax, %rbx\nimulq %rbx, %rcx\n")
    assert lines[2]["regions"][0]["instructions"] == 100
    assert "read it with --input-format=hex" in lines[3]["messages"][0]
    assert "looks like a file name" in lines[4]["messages"][0]


def test_pool_gives_the_same_lines_as_one_process(tmp_path: Path) -> None:
    table = _corpus(tmp_path)
    inputs = [str(DOT), str(SAXPY)] * 20 + ["--csv", str(table)]
    _, serial = _run(["-mcpu=btver2", "--verdict", "--jobs", "1", *inputs])
    _, pooled = _run(["-mcpu=btver2", "--verdict", "--jobs", "2", *inputs])
    assert pooled == serial and len(serial) == 44
    assert "verdict" in serial[0]["regions"][0]


def test_printed_views_only_give_the_same_lines() -> None:
    # A batch line prints the summary and the verdict; computing only those (and -all-views'
    # bottleneck analysis dropped, which turns the simulator's shortcuts off) changes nothing in it.
    options = parse_batch_args(["-mcpu=znver4", "-all-views", "--verdict", str(DOT)]).analysis
    trimmed = printed_views(options)
    assert trimmed.views.summary and trimmed.views.verdict
    assert not (trimmed.views.instruction_info or trimmed.views.resource_pressure or trimmed.views.timeline
                or trimmed.views.bottleneck_analysis)
    for path in (DOT, SAXPY):
        job = Job(str(path), path.read_text(encoding="utf-8"))
        assert analyse_job(job, "znver4", trimmed) == analyse_job(job, "znver4", options)


def test_chunks_leave_no_worker_idle_long() -> None:
    assert chunk_size(200, 2) == 6  # 34 tasks: the last ones end close together
    assert chunk_size(100_000, 2) == 16  # at most 16 inputs per task
    assert chunk_size(5, 4) == 1


def test_pool_reads_inputs_as_it_goes() -> None:
    # A table of millions of rows must not be read up front: the pool holds a fixed window of
    # chunks in flight, so when the first results come back only that window has been read.
    read = 0

    def inputs():
        nonlocal read
        for _ in range(2000):
            read += 1
            yield Job("inline", "addq %rax, %rbx\n")

    options = printed_views(parse_batch_args(["-mcpu=btver2", "-iterations=10", str(DOT)]).analysis)
    results = batch.run_local(inputs(), "btver2", options, 2, total=None)
    first = next(results)
    window = 2 * batch.AHEAD_PER_WORKER * batch.CHUNK
    assert len(first) == batch.CHUNK and read <= window + batch.CHUNK
    rest = [line for chunk in results for line in chunk]
    assert read == 2000 and len(first) + len(rest) == 2000
    assert all(line["ok"] for line in rest)


def test_count_inputs_matches_the_lines(tmp_path: Path) -> None:
    table = _corpus(tmp_path)
    _, lines = _run(["-mcpu=btver2", "-j1", str(DOT), "--csv", str(table)])
    assert batch.count_inputs([str(DOT)], [str(table)]) == len(lines) == 5
    assert batch.count_inputs([], ["/dev/stdin"]) is None  # a pipe cannot be read twice


def test_full_report_is_the_json_of_the_main_command() -> None:
    _, lines = _run(["-mcpu=btver2", "--full", "-j1", str(DOT)])
    report = lines[0]["report"]
    assert report["CodeRegions"][0]["SummaryView"]["TotalCycles"] == lines[0]["regions"][0]["total_cycles"]
    assert "SourceLines" not in report["CodeRegions"][0]  # llvm-mca's document, as -json
    _, lines = _run(["-mcpu=btver2", "--full", "--json-extras", "-j1", str(DOT)])
    assert lines[0]["report"]["CodeRegions"][0]["SourceLines"]  # mcalens' keys when asked


def test_usage_errors() -> None:
    with pytest.raises(BatchUsageError):
        parse_batch_args(["-mcpu=btver2"])
    with pytest.raises(BatchUsageError):
        parse_batch_args(["--frobnicate", str(DOT)])
    with pytest.raises(BatchUsageError):
        parse_batch_args(["--jobs", "zero", str(DOT)])
    with pytest.raises(BatchUsageError):
        parse_batch_args(["-iterations=x", str(DOT)])
    assert main(["--nope"]) == 1
    assert next(collect_jobs([str(DOT) + ".absent"], [])).text is None


def test_dask_local_cluster(tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    table = _corpus(tmp_path)
    inputs = [str(DOT)] * 20 + ["--csv", str(table)]
    _, serial = _run(["-mcpu=btver2", "-j1", *inputs])
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                  dashboard_address=None) as cluster:
        _, remote = _run(["-mcpu=btver2", "--scheduler", cluster.scheduler_address, *inputs])
    assert remote == serial


def _table(tmp_path: Path, text: str) -> str:
    path = tmp_path / "t.csv"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_csv_cells_are_code_and_never_opened(tmp_path: Path) -> None:
    # A cell naming a file used to be read and its lines echoed into `messages`.
    secret = tmp_path / "secret.txt"
    secret.write_text("the-secret-line\n", encoding="utf-8")
    (tmp_path / "k.s").write_text("the-kernel-line\n", encoding="utf-8")
    table = _table(tmp_path, f"code\n{secret}\nk.s\n{tmp_path}/k.s\nnop\n")
    status, lines = _run(["-mcpu=btver2", "-j1", "--csv", table])
    assert status == 1
    assert [line["ok"] for line in lines] == [False, False, False, True]
    text = json.dumps(lines)
    assert "the-secret-line" not in text and "the-kernel-line" not in text
    assert all("looks like a file name" in line["messages"][0] for line in lines[:3])


def test_a_long_cell_is_code_not_a_file_name(tmp_path: Path) -> None:
    # 320 bytes: asking the file system whether such a cell is a file raised ENAMETOOLONG and
    # ended the whole batch with no output line.
    table = _table(tmp_path, "code\n" + "nop;" * 80 + "\n\"addq %rax, %rbx\"\n")
    status, lines = _run(["-mcpu=btver2", "-iterations=10", "-j1", "--csv", table])
    assert status == 0
    assert [line["regions"][0]["instructions"] for line in lines] == [800, 10]


def test_a_cell_over_the_csv_field_limit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Over the csv module's default field limit (128 KiB): analysed, not a _csv.Error traceback.
    big = "nop # " + "x" * 140_000
    table = _table(tmp_path, f"code\n{big}\n")
    status, lines = _run(["-mcpu=btver2", "-iterations=10", "-j1", "--csv", table])
    assert status == 0 and lines[0]["regions"][0]["instructions"] == 10
    # Over mcalens's own cell limit: that row is an error and the rows after it are analysed.
    monkeypatch.setattr(batch, "MAX_CELL", 100_000)
    status, lines = _run(["-mcpu=btver2", "-iterations=10", "-j1", "--csv", _table(tmp_path, f"code\n{big}\nnop\n")])
    assert status == 1
    assert [line["ok"] for line in lines] == [False, True]
    assert "unreadable row" in lines[0]["messages"][0]


def test_an_unquoted_comma_is_reported_not_cut(tmp_path: Path) -> None:
    # `fadd %st(1), %st` unquoted is split by csv into "fadd %st(1)" and " %st": the first half is
    # valid code on its own, and was reported ok with one operand less.
    headerless = _table(tmp_path, 'fadd %st(1), %st\n"fadd %st(1), %st"\n4801c3,12\n')
    status, lines = _run(["-mcpu=btver2", "-j1", "--csv", headerless])
    assert status == 1
    assert [line["ok"] for line in lines] == [False, True, False]
    assert "unquoted comma" in lines[0]["messages"][0]
    assert "--input-format=hex" in lines[2]["messages"][0]  # hex,number: a BHive row
    with_header = _table(tmp_path, 'code,cycles\nfadd %st(1), %st,3\n"fadd %st(1), %st",3\n')
    status, lines = _run(["-mcpu=btver2", "-j1", "--csv", with_header])
    assert [line["ok"] for line in lines] == [False, True]
    assert "3 fields where the header has 2" in lines[0]["messages"][0]


def _die_on_marked_input(jobs: list[Job]) -> list[dict]:
    if any("die" in job.name for job in jobs) and os.getpid() != _PARENT:
        os._exit(3)  # a worker killed mid-task (the OOM killer, a signal)
    return batch.analyse_chunk(jobs, batch._WORKER["cpu"], batch._WORKER["options"], batch._WORKER["full"])


_PARENT = os.getpid()


def test_a_dead_pool_worker_marks_the_output_incomplete(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # multiprocessing.Pool waited forever for the chunk of a killed worker.
    files = []
    for n in range(40):
        path = tmp_path / (f"die{n}.s" if n == 30 else f"k{n}.s")
        path.write_text("addq %rax, %rbx\n", encoding="utf-8")
        files.append(str(path))
    monkeypatch.setattr(batch, "_pool_chunk", _die_on_marked_input)
    out, err = io.StringIO(), io.StringIO()
    done: list[int] = []
    runner = threading.Thread(target=lambda: done.append(run_batch(parse_batch_args(["-mcpu=btver2", "-j2", *files]),
                                                                   out, err)), daemon=True)
    runner.start()
    runner.join(120)  # generous: the bound is what matters, not the time
    assert done == [2]
    last = json.loads(out.getvalue().splitlines()[-1])
    assert last["incomplete"] is True and last["inputs"] == 40 and last["written"] < 40
    assert "worker process died" in err.getvalue() and "incomplete" in err.getvalue()


def test_dask_cluster_without_workers_ends_marked_incomplete(tmp_path: Path) -> None:
    # Every worker gone: the tasks can never run. The batch used to wait forever with no message.
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=0, processes=False, dashboard_address=None) as cluster:
        out, err = io.StringIO(), io.StringIO()
        done: list[int] = []
        argv = ["-mcpu=btver2", "--scheduler", cluster.scheduler_address, "--worker-timeout", "1", str(DOT)]
        runner = threading.Thread(target=lambda: done.append(run_batch(parse_batch_args(argv), out, err)),
                                  daemon=True)
        runner.start()
        runner.join(120)
    assert done == [2]
    assert json.loads(out.getvalue()) == {"incomplete": True, "inputs": 1, "written": 0,
                                          "error": f"the Dask cluster at {cluster.scheduler_address} "
                                                   "has had no worker for 1 s"}
    assert "no worker for 1 s; the output is incomplete: 0 of 1 inputs" in err.getvalue()
    with pytest.raises(BatchUsageError):
        parse_batch_args(["--worker-timeout", "0", str(DOT)])
