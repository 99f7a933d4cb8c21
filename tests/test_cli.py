"""The llvm-mca-compatible command line: option spellings, defaults, errors and exit codes."""

from __future__ import annotations

import pytest
from mcalens.analysis.api import DEFAULT_CPU, SKIP_ANY, AnalysisOptions, SimOptions, simulation_parameters
from mcalens.analysis.cli import UsageError, parse_args, run


@pytest.mark.parametrize(
    "argv",
    [
        pytest.param(["-mcpu=znver3", "k.s"], id="llvm-equals"),
        pytest.param(["-mcpu", "znver3", "k.s"], id="llvm-separate"),
        pytest.param(["--mcpu", "znver3", "k.s"], id="gnu-separate"),
        pytest.param(["--mcpu=znver3", "k.s"], id="gnu-equals"),
        pytest.param(["k.s", "-mcpu=znver3"], id="input-first"),
    ],
)
def test_cpu_spellings(argv: list[str]) -> None:
    opts = parse_args(argv)
    assert opts.cpu == "znver3"
    assert opts.cpu_given
    assert opts.input == "k.s"


def test_defaults_are_fixed_and_documented() -> None:
    opts = parse_args([])
    assert opts.cpu == DEFAULT_CPU == "skylake"
    assert not opts.cpu_given
    assert opts.input == "-"
    assert opts.analysis.sim.iterations == 100  # llvm-mca's default
    assert parse_args(["-iterations=0"]).analysis.sim.iterations == 100  # llvm-mca: 0 means the default
    assert opts.analysis.sim.noalias is True
    views = opts.analysis.views
    assert (views.summary, views.instruction_info, views.resource_pressure, views.timeline) == (True, True, True, False)


def test_simulation_options_reach_analysis_options() -> None:
    opts = parse_args([
        "-iterations=300", "-dispatch", "2", "-register-file-size=64", "-noalias=false", "-lqueue=8",
        "-squeue=9", "-micro-op-queue-size=4", "-decoder-throughput=2", "-call-latency=50",
        "-timeline", "-timeline-max-iterations=3", "-timeline-max-cycles=0", "-print-imm-hex",
        "-output-asm-variant=1", "-skip-unsupported-instructions=any", "-resource-pressure=false",
    ])
    a, s = opts.analysis, opts.analysis.sim
    assert (s.iterations, s.dispatch_width, s.register_file_size, s.noalias) == (300, 2, 64, False)
    assert (s.load_queue, s.store_queue, s.micro_op_queue_size, s.decoder_throughput) == (8, 9, 4, 2)
    assert (s.call_latency, a.timeline_max_iterations, a.timeline_max_cycles) == (50, 3, 0)
    assert a.print_imm_hex and a.output_asm_variant == 1 and a.skip_unsupported == SKIP_ANY
    assert a.views.timeline and not a.views.resource_pressure


def test_all_views_enables_every_view() -> None:
    opts = parse_args(["-all-views"])
    v = opts.analysis.views
    assert v.timeline and v.dispatch_stats and v.scheduler_stats and v.retire_stats and v.register_file_stats
    assert v.bottleneck_analysis
    assert opts.omitted_views == []


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        pytest.param(["-bogus"], "Unknown command line argument '-bogus'", id="unknown"),
        pytest.param(["-iterations=abc"], "invalid for uint", id="bad-int"),
        pytest.param(["-noalias=maybe"], "invalid value for boolean", id="bad-bool"),
        pytest.param(["-skip-unsupported-instructions=some"], "Cannot find option named 'some'", id="bad-enum"),
        pytest.param(["-mtriple=mips64-linux-gnu"], "x86-64, AArch64, RISC-V (RV32, RV64) and 32-bit Arm only", id="other-target"),
        pytest.param(["-iterations"], "requires a value", id="missing-value"),
        pytest.param(["-mcpu=native"], "never guesses the host CPU", id="native"),
        pytest.param(["a.s", "b.s"], "Too many positional arguments", id="two-inputs"),
    ],
)
def test_usage_errors_exit_1(argv: list[str], fragment: str) -> None:
    with pytest.raises(UsageError, match=None) as info:
        parse_args(argv)
    assert fragment in str(info.value)
    code, out, err = run(argv)
    assert code == 1 and out == "" and fragment in err


def test_missing_input_file_is_an_llvm_style_error(tmp_path) -> None:
    missing = tmp_path / "nope.s"
    code, out, err = run([str(missing)])
    assert code == 1
    assert out == ""
    assert err.startswith(f"error: {missing}: ")


def test_help_lists_llvm_and_own_options() -> None:
    code, out, _ = run(["--help"])
    assert code == 0
    for option in ("-mcpu", "-timeline", "-json", "--list-cpus", "--model-dir", "--auto-regions"):
        assert option in out


def test_simulation_parameters_follow_llvm_mca() -> None:
    base = simulation_parameters(AnalysisOptions(), "skylake", None)
    assert base == {"-march": "x86_64", "-mcpu": "skylake", "-mtriple": "x86_64-unknown-linux-gnu"}
    tuned = simulation_parameters(AnalysisOptions(sim=SimOptions(noalias=False, dispatch_width=3, decoder_throughput=2)), "btver2", None)
    assert tuned["-noalias"] is False and tuned["-dispatch"] == 3 and tuned["-decoder-throughput"] == 2
    assert "-lqueue" not in tuned



class _ClosedPipe:
    """A stdout whose reader has gone away (`mcalens ... | head`), backed by a real file descriptor."""

    def __init__(self, path) -> None:
        self.file = open(path, "w")  # noqa: SIM115 - closed by the test

    def write(self, text: str) -> int:
        raise BrokenPipeError(32, "Broken pipe")

    def flush(self) -> None:
        pass

    def fileno(self) -> int:
        return self.file.fileno()


@pytest.mark.parametrize("subcommand", [["parse", "--json"], ["-mcpu=btver2", "-timeline"]])
def test_closed_pipe_ends_quietly(subcommand: list[str], tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The reader going away is no crash: no traceback, status 141 as for a tool killed by SIGPIPE."""
    import sys

    from mcalens.__main__ import main

    source = tmp_path / "dot.s"
    source.write_text("\tvmulps\t%xmm0, %xmm1, %xmm2\n\tvhaddps\t%xmm2, %xmm2, %xmm3\n")
    pipe = _ClosedPipe(tmp_path / "stdout")
    monkeypatch.setattr(sys, "stdout", pipe)
    try:
        assert main([*subcommand, str(source)]) == 141
    finally:
        pipe.file.close()


# ---------------------------------------------------------------------------------------------
# Options as llvm-mca 19 parses them (issue 11 item 4; more cases in tests/golden/options and errors).

LOOP = "addl %eax, %ebx\nimull %ebx, %ecx\n"


@pytest.mark.parametrize(
    ("argv", "on"),
    [
        pytest.param(["-all-views=false"], set(), id="all-views-false-hides-defaults"),
        pytest.param(["-timeline", "-all-views=false"], set(), id="group-after-view-wins"),
        pytest.param(["-all-views=false", "-timeline"], {"timeline"}, id="view-after-group-wins"),
        pytest.param(["-all-views", "-all-stats=false"],
                     {"summary", "instruction_info", "resource_pressure", "timeline", "bottleneck_analysis"},
                     id="all-stats-false-after-all-views"),
        pytest.param(["-timeline", "-timeline=false"], {"summary", "instruction_info", "resource_pressure"},
                     id="last-one-wins"),
    ],
)
def test_view_options_last_one_wins(argv: list[str], on: set[str]) -> None:
    views = parse_args(argv).analysis.views
    names = ("summary", "instruction_info", "resource_pressure", "timeline", "dispatch_stats", "scheduler_stats",
             "retire_stats", "register_file_stats", "bottleneck_analysis")
    assert {n for n in names if getattr(views, n)} == on


def test_all_views_leaves_in_order_only_views_alone() -> None:
    views = parse_args(["-all-views"]).analysis.views
    assert dict(views.in_order) == {"bottleneck_analysis": False, "retire_stats": False}


def test_mattr_unknown_features_warn_like_llvm_and_are_ignored() -> None:
    code, out, err = run(["-mattr=+foo,avx2,-bar,,-sse4.2", "--no-banner"], stdin_text=LOOP)
    assert code == 0 and out.startswith("Iterations:")
    assert err.splitlines() == ["'+foo' is not a recognized feature for this target (ignoring feature)",
                                "'-bar' is not a recognized feature for this target (ignoring feature)"]


def test_mattr_help_lists_features_on_stderr_and_continues() -> None:
    code, out, err = run(["-mattr=help", "--no-banner"], stdin_text=LOOP)
    assert code == 0 and out.startswith("Iterations:")
    assert "Available features for this target:" in err and "  avx512f " in err


@pytest.mark.parametrize("mattr", ["-64bit-mode", "+32bit-mode,-64bit-mode", "+64bit-mode,-64bit-mode"])
def test_mattr_leaving_64bit_mode_is_refused(mattr: str) -> None:
    code, out, err = run([f"-mattr={mattr}"], stdin_text=LOOP)
    assert code == 1 and out == "" and "does not switch the processor mode" in err


@pytest.mark.parametrize("mattr", ["+64bit-mode", "+16bit-mode", "-32bit-mode,+32bit-mode", "-64bit-mode,+64bit-mode"])
def test_mattr_mode_features_that_keep_64bit_mode_change_nothing(mattr: str) -> None:
    # llvm-mca-19 analyses `movq %rax, %rbx` normally with each of these on x86_64.
    assert run([f"-mattr={mattr}", "--no-banner"], stdin_text=LOOP) == run(["--no-banner"], stdin_text=LOOP)


def test_version_names_llvm_release_and_data() -> None:
    code, out, err = run(["--version"])  # the default release, 22
    lines = out.splitlines()
    assert code == 0 and err == ""
    assert lines[0].startswith("mcalens ") and lines[1] == "  llvm-mca 22.1.8 compatible"
    assert "CPU models:" in out and "from LLVM 22.1.8" in out and "19.1.7 (" not in out
    code, out, err = run(["--version", "--llvm-version", "19"])
    lines = out.splitlines()
    assert code == 0 and err == ""
    assert lines[1] == "  llvm-mca 19.1.7 compatible"
    assert "CPU models:" in out and "from LLVM 19.1.7" in out


@pytest.mark.parametrize(
    ("arg", "suggestion"),
    [("--timelin", "'--timeline'"), ("-all-view", "'--all-views'"), ("--mcpuu=x", "'--mcpu=x'")],
)
def test_unknown_option_did_you_mean(arg: str, suggestion: str) -> None:
    code, out, err = run([arg])
    assert code == 1 and out == "" and f"mcalens: Did you mean {suggestion}?" in err


def test_unknown_cpu_llvm_words_and_did_you_mean() -> None:
    code, out, err = run(["-mcpu=zen4"], stdin_text=LOOP)
    line = "'zen4' is not a recognized processor for this target (ignoring processor)"
    assert code == 1 and out == ""
    assert err.splitlines()[:2] == [line, line] and "did you mean 'znver4'?" in err


def test_cpu_without_scheduling_model_uses_llvm_wording() -> None:
    code, out, err = run(["-mcpu=i586"], stdin_text=LOOP)
    assert code == 1 and out == "" and "unable to find instruction-level scheduling information" in err and "'i586'" in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["-iterations=abc"], "for the --iterations option: 'abc' value invalid for uint argument!"),
        (["-iterations=-1"], "for the --iterations option: '-1' value invalid for uint argument!"),
        (["-output-asm-variant=x"], "for the --output-asm-variant option: 'x' value invalid for integer argument!"),
        (["-timeline=2"], "for the --timeline option: '2' is invalid value for boolean argument! Try 0 or 1"),
        (["-o"], "for the -o option: requires a value!"),
    ],
)
def test_option_value_errors_in_llvm_words(argv: list[str], message: str) -> None:
    code, out, err = run(argv)
    assert (code, out, err) == (1, "", f"mcalens: {message}\n")


def test_empty_mcpu_fails_like_llvm_mca_but_says_why() -> None:
    assert run(["-mcpu="], stdin_text=LOOP) == (1, "", "error: -mcpu= names no CPU (see -mcpu=help and --list-cpus)\n")
    code, out, _err = run(["-mcpu=", "-mcpu=haswell", "--no-banner"], stdin_text=LOOP)
    assert code == 0 and out.startswith("Iterations:")


def test_output_file_takes_the_report_and_an_unwritable_one_fails(tmp_path, capsys) -> None:
    """`-o FILE` writes the report there (stdout stays empty); a file that cannot be opened is
    llvm-mca's exit status 1 with the path and the reason on stderr."""
    from mcalens.analysis.cli import main

    source = tmp_path / "k.s"
    source.write_text("\tvmulps\t%xmm0, %xmm1, %xmm2\n")
    out = tmp_path / "report.txt"
    assert main(["-mcpu=btver2", "-iterations=1", "-o", str(out), str(source)]) == 0
    captured = capsys.readouterr()
    assert captured.out == "" and "Iterations:        1" in out.read_text()
    missing = tmp_path / "no-such-dir" / "report.txt"
    assert main(["-mcpu=btver2", "-iterations=1", "-o", str(missing), str(source)]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith(f"error: {missing}: No such file or directory")
    # without -o the report goes to stdout
    assert main(["-mcpu=btver2", "-iterations=1", str(source)]) == 0
    assert "Iterations:        1" in capsys.readouterr().out
