"""Help, names, model directories, `mcalens parse` and the docs (issue 18 items 9-12)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from mcalens.analysis.cli import OPTIONS, USAGE, run

from mcalens.__main__ import main as mcalens_main

ROOT = Path(__file__).resolve().parent.parent


# 9. --help lists every option that works and the subcommands.
def test_help_lists_every_option_and_subcommand() -> None:
    code, out, err = run(["--help"])
    assert code == 0 and err == "" and out == USAGE
    listed = set(re.findall(r"(?<![\w-])--?([a-z][a-z0-9-]*)", out))
    missing = sorted(name for name in OPTIONS if name not in listed)
    assert missing == []
    assert "mcalens parse" in out and "mcalens serve" in out


def test_subcommands_in_the_dispatcher_are_in_help() -> None:
    source = (ROOT / "mcalens" / "__main__.py").read_text(encoding="utf-8")
    subcommands = set(re.findall(r'args\[0\] == "(\w+)"', source))
    assert subcommands >= {"serve", "parse"}
    assert all(f"mcalens {name}" in USAGE for name in subcommands)


def test_version_via_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert mcalens_main(["--version"]) == 0
    out = capsys.readouterr().out
    assert "llvm-mca 22.1.8 compatible" in out and "CPU models:" in out  # the default release


# 10. Model directories that do not exist are errors; model errors are positioned.
def test_missing_model_dir_is_an_error(tmp_path: Path) -> None:
    code, out, err = run(["--model-dir", str(tmp_path / "nope"), "-"], stdin_text="nop\n")
    assert (code, out) == (1, "") and err == f"error: --model-dir {tmp_path / 'nope'}: no such directory\n"


def test_missing_model_path_entry_is_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MCALENS_MODEL_PATH", str(tmp_path / "gone"))
    code, _out, err = run(["--list-cpus"])
    assert code == 1 and "MCALENS_MODEL_PATH entry" in err and "no such directory" in err


def test_model_file_errors_name_file_line_and_column(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("schema: 1\nname: bad\ntarget: x86-64\ncpus: [bad]\nparameters:\n  issue_width: many\n",
                   encoding="utf-8")
    code, out, err = run(["--model-dir", str(tmp_path), "-mcpu=bad", "-"], stdin_text="nop\n")
    assert code == 1 and out == ""
    assert f"{bad}:6:16: error: parameters.issue_width: expected an integer\n" in err
    assert err.endswith("error: the model for CPU 'bad' does not load\n")


# 11. `mcalens parse` reads stdin like the main command and uses its wording.
def _parse(args: list[str], stdin: bytes) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "mcalens", "parse", *args], input=stdin, capture_output=True,
                          check=False, timeout=120)


def test_parse_reads_stdin_without_an_argument() -> None:
    result = _parse([], b"foo %eax\naddl %eax, %ebx\n")
    text = result.stdout.decode()
    assert result.returncode == 0, result.stderr
    assert "ADD32rr" in text and "<stdin>:1:1: error[MCL301]: invalid instruction mnemonic 'foo'" in text


def test_parse_json_matches_the_documented_keys() -> None:
    result = _parse(["--json", "-"], b".rept 2\naddl $1, %eax\n.endr\nfoo\n")
    data = json.loads(result.stdout)
    assert set(data) == {"file", "instructions", "diagnostics"}
    first = data["instructions"][0]
    assert {"line", "start", "end", "text", "syntax", "opcode", "operands", "flags", "regions",
            "diagnostics", "expandedFrom"} <= set(first)
    documented = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    assert all(f'"{key}"' in documented for key in first)


def test_parse_refuses_binary_input() -> None:
    result = _parse([], b"\x7fELF\x02\x01\x01\x00\x00\x00")
    assert result.returncode == 2 and b"looks like a binary file" in result.stderr


# 12. Docs that were wrong.
def test_docs_are_right_about_encoding_unknown_cpus_and_commands() -> None:
    cli_md = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    transcript = (ROOT / "docs" / "transcript-dot-product.md").read_text(encoding="utf-8")
    assert "refused with an error rather than ignored: `-show-encoding`" not in cli_md
    assert "-show-encoding` works and is byte-exact" in cli_md
    assert "generic model" not in cli_md
    assert not re.search(r"(?m)^python tools/", readme)
    assert "its model file" not in readme
    tool = re.search(r"Recorded with `([^`]*)`", transcript)
    assert tool is not None
    script = next(part for part in tool.group(1).split() if part.endswith(".py"))
    inputs = [part for part in tool.group(1).split() if part.endswith(".s")]
    assert (ROOT / script).is_file() and all((ROOT / p).is_file() for p in inputs)


# The subcommands that execute code say so in their --help, and every option has a help text.
@pytest.mark.parametrize("module", ["mcalens.analysis.measure.cli", "mcalens.analysis.calibrate.cli"])
def test_code_running_subcommands_say_they_execute_natively(module: str) -> None:
    import importlib

    parser = importlib.import_module(module)._parser()
    text = " ".join(parser.format_help().split())
    assert "natively in a sandboxed child process (see docs/measure.md)" in text
    assert [a.dest for a in parser._actions if not a.help] == []
