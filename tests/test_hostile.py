"""Hostile inputs (issue 18, items 13-17): bad bytes, blow-ups, stuck simulations, the cache directory."""

from __future__ import annotations

import subprocess
import sys

import pytest

BAD_UTF8 = b"addl %eax, %ebx\n\xff\xfe\x80 junk\n"


@pytest.mark.parametrize("argv", [["--no-banner", "-"], ["parse", "-"]], ids=["cli", "parse"])
def test_invalid_utf8_on_stdin_is_a_diagnostic(argv: list[str]) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "mcalens", *argv], input=BAD_UTF8, capture_output=True, timeout=60
    )
    output = (run.stdout + run.stderr).decode("utf-8", errors="replace")
    assert "Traceback" not in output and "UnicodeDecodeError" not in output
    assert ":2:1: error" in output  # the bad line, positioned, like the same bytes in a file
