"""`mcalens batch`: many inputs, one warm pool (or a Dask cluster), one JSON line per input in order."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from mcalens.analysis.api import AnalysisOptions, analyze
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
    table.write_text('file,hex\nblocks/a.s,4801c3\n"vaddps %xmm0, %xmm1, %xmm2;vmulps %xmm2, %xmm2, %xmm3",\n'
                     "4801c3,\nblocks/missing.s,\n", encoding="utf-8")
    return table


def _run(argv: list[str]) -> tuple[int, list[dict]]:
    out, err = io.StringIO(), io.StringIO()
    status = run_batch(parse_batch_args(argv), out, err)
    return status, [json.loads(line) for line in out.getvalue().splitlines()]


def _cycles(text: str, cpu: str = "btver2", iterations: int = 50) -> int:
    analysis = analyze(text, cpu=cpu, options=AnalysisOptions(iterations=iterations))
    return analysis.report.regions[0].summary.total_cycles


def test_csv_rows_and_files_in_input_order(tmp_path: Path) -> None:
    table = _corpus(tmp_path)
    status, lines = _run(["-mcpu=btver2", "-iterations=50", "--jobs", "1", str(DOT), "--csv", str(table)])
    assert status == 1  # the hex row and the missing file fail, the rest is analysed
    assert [line["input"] for line in lines] == [str(DOT)] + [f"{table}:{n}" for n in range(2, 6)]
    assert [line["ok"] for line in lines] == [True, True, True, False, False]
    assert lines[0]["regions"][0]["total_cycles"] == _cycles(DOT.read_text(encoding="utf-8"))
    assert lines[1]["regions"][0]["total_cycles"] == _cycles("addq %rax, %rbx\nimulq %rbx, %rcx\n")
    assert lines[2]["regions"][0]["instructions"] == 100
    assert "disassemble it first" in lines[3]["messages"][0]
    assert "missing.s" in lines[4]["messages"][0]


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


def test_full_report_is_the_json_of_the_main_command() -> None:
    _, lines = _run(["-mcpu=btver2", "--full", "-j1", str(DOT)])
    report = lines[0]["report"]
    assert report["CodeRegions"][0]["SummaryView"]["TotalCycles"] == lines[0]["regions"][0]["total_cycles"]


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
    assert collect_jobs([str(DOT) + ".absent"], [])[0].text is None


def test_dask_local_cluster(tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    table = _corpus(tmp_path)
    inputs = [str(DOT)] * 20 + ["--csv", str(table)]
    _, serial = _run(["-mcpu=btver2", "-j1", *inputs])
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                  dashboard_address=None) as cluster:
        _, remote = _run(["-mcpu=btver2", "--scheduler", cluster.scheduler_address, *inputs])
    assert remote == serial
