"""What the CLI reads: binary input refused up front, errors capped, one per line, byte-order marks
(issue 18 items 7 and 10)."""

from __future__ import annotations

import time
from pathlib import Path

from mcalens.analysis.api import MAX_PRINTED_ERRORS
from mcalens.analysis.cli import run
from mcalens.analysis.frontend.input_text import looks_binary

# The start of an x86-64 ELF file followed by code bytes and strings, as `head -c` of a binary gives.
ELF = (b"\x7fELF\x02\x01\x01\x00" + bytes(8) + b"\x03\x00>\x00\x01\x00\x00\x00"
       + b"\x48\x89\xe5\x48\x83\xec\x10/lib64/ld-linux-x86-64.so.2\x00GNU\x00" * 4000)


def test_binary_file_is_one_error_fast(tmp_path: Path) -> None:
    path = tmp_path / "x.s"
    path.write_bytes(ELF)
    assert len(ELF) > 150_000
    started = time.perf_counter()
    code, out, err = run([str(path)])
    assert time.perf_counter() - started < 5  # generous: the real figure is ~0.25 s for the process
    assert (code, out) == (1, "")
    # An ELF file is machine-code input: this truncated one gets the ELF reader's positioned error.
    assert err.startswith(f"error: {path}: byte ") and err.count("\n") == 1
    path.write_bytes(b"\x7fELG" + ELF[4:])  # any other binary is refused as not text
    code, out, err = run([str(path)])
    assert (code, out) == (1, "")
    assert err == f"error: {path} looks like a binary file, not assembly text\n"


def test_binary_stdin_is_refused() -> None:
    code, out, err = run(["-"], stdin_text="addl %eax, %ebx\n\0\0\0\x01\x02")
    assert (code, out, err) == (1, "", "error: <stdin> looks like a binary file, not assembly text\n")


def test_text_with_tabs_and_utf8_is_not_binary() -> None:
    assert not looks_binary("\taddl\t%eax, %ebx  # café\r\n\f\n".encode())
    assert looks_binary(bytes(range(1, 9)) * 100)


def test_errors_are_capped_with_a_count_of_the_rest() -> None:
    bad = "".join(f"bogus{i} %eax\n" for i in range(MAX_PRINTED_ERRORS + 70))
    code, out, err = run(["-"], stdin_text=bad)
    lines = err.splitlines()
    assert code == 1 and out == ""
    assert sum(": error: " in line for line in lines) == MAX_PRINTED_ERRORS
    assert "note: 70 more lines with errors not shown" in err
    assert lines[-1].startswith("error: Assembly input parsing had errors")


def test_at_most_one_error_per_line() -> None:
    code, _out, err = run(["-"], stdin_text="foo %eax; bar %ebx\naddl %eax, %ebx\n")
    assert code == 1
    assert [line for line in err.splitlines() if ": error: " in line] == [
        "<stdin>:1:1: error: invalid instruction mnemonic 'foo'"]


def test_byte_order_mark_is_accepted_with_a_warning(tmp_path: Path) -> None:
    path = tmp_path / "bom.s"
    path.write_bytes(b"\xef\xbb\xbfaddl %eax, %ebx\n")
    code, out, err = run(["--no-banner", str(path)])
    assert code == 0 and out.startswith("Iterations:        100\nInstructions:      100\n")
    assert err == (f"warning: {path}: ignoring the UTF-8 byte-order mark at the start "
                   "(llvm-mc would reject it: invalid character in input)\n")


def test_early_binary_check_knows_the_cli_options() -> None:
    from mcalens.analysis.cli import OPTIONS
    from mcalens.analysis.frontend.input_text import CLI_OPTIONS, CLI_VALUE_OPTIONS

    assert set(OPTIONS) == CLI_OPTIONS
    assert {name for name, (takes_value, _) in OPTIONS.items() if takes_value} == CLI_VALUE_OPTIONS


def test_early_binary_check_agrees_with_the_cli(tmp_path: Path) -> None:
    from mcalens.analysis.frontend.input_text import early_binary_error

    binary, text = tmp_path / "x.s", tmp_path / "t.s"
    binary.write_bytes(b"\x7fELG" + ELF[4:4000])  # binary, not ELF (ELF files are machine-code input)
    text.write_text("nop\n", encoding="utf-8")
    for argv in ([str(binary)], ["-mcpu", "znver4", str(binary)], ["-o", "out.txt", "-timeline", str(binary)]):
        assert early_binary_error(argv) == run(argv)[2]
    for argv in ([str(text)], ["--help", str(binary)], ["-mcpu=help", str(binary)], ["--bogus", str(binary)],
                 [str(binary), str(text)], ["-"], ["-o", str(binary)]):
        assert early_binary_error(argv) is None, argv
