"""What llvm-mca 19 refuses and what it accepts, byte for byte where it matters (x86-64).

Each expected value was printed by llvm-mca-19 for the text as a file, with the command in the
comment (t.s is the file); recorded here so the tests run without LLVM.
"""

from __future__ import annotations

from pathlib import Path

from mcalens.analysis.cli import run


def mca(tmp_path: Path, text: str | bytes, *args: str) -> tuple[int, str, str]:
    path = tmp_path / "t.s"
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8")
    else:
        path.write_bytes(text)
    return run(["--no-banner", *args, str(path)])


def test_a_model_name_is_not_a_cpu(tmp_path: Path) -> None:
    # llvm-mca-19 -mcpu=icelake t.s: stdout empty, exit status 1, stderr twice
    # "'icelake' is not a recognized processor for this target (ignoring processor)"
    code, out, err = mca(tmp_path, "addl %eax, %ebx\n", "-mcpu=icelake")
    line = "'icelake' is not a recognized processor for this target (ignoring processor)"
    assert (code, out) == (1, "") and err.splitlines()[:2] == [line, line]
    # the CPUs that use that model still do (llvm-mca-19 -mcpu=icelake-server: Total Cycles 103)
    code, out, _ = mca(tmp_path, "addl %eax, %ebx\n", "-mcpu=icelake-server")
    assert code == 0 and "Total Cycles:      103\n" in out
