"""gcc -g output llvm-mca 19 refuses for its DWARF file table: analysed, with a note saying so."""

from __future__ import annotations

import pytest
from mcalens.analysis.cli import run

# An excerpt of gcc 12.2's `gcc -O2 -g -S` output (DWARF 5): `.file 1` names the file `.file 0`
# already made the root, so llvm-mc leaves number 1 unassigned and refuses every `.loc 1`:
# `llvm-mca-19 t.s` prints "t.s:5:7: error: unassigned file number in '.loc' directive" for lines 5,
# 6 and 8 and exits 1.
GCC_G = """\t.file\t"t.c"
\t.text
\t.file 0 "/tmp/lt27" "t.c"
\t.file 1 "t.c"
\t.loc 1 1 20 view -0
\t.loc 1 1 21 view .LVU1
\ttestl\t%esi, %esi
\t.loc 1 1 42 is_stmt 0 view .LVU5
\txorl\t%edx, %edx
\tleaq\t(%rdi,%rsi,4), %rcx
"""
PLAIN = "\n".join(line for line in GCC_G.splitlines() if ".loc" not in line and ".file" not in line) + "\n"


def test_gcc_debug_output_is_analysed_with_a_note() -> None:
    code, out, err = run(["--no-banner", "-"], stdin_text=GCC_G)
    assert code == 0
    assert out == run(["--no-banner", "-"], stdin_text=PLAIN)[1]  # the directives change no number
    assert err.splitlines() == [
        "<stdin>:5:7: note: llvm-mca 19 refuses this line: unassigned file number in '.loc' directive "
        "(`.file 1` on line 4 names the root file of `.file 0`, which leaves number 1 unassigned under "
        "DWARF 5: gcc's -g output); mcalens ignores debug-line directives and analyses the file",
        "        .loc 1 1 20 view -0",
        "             ^",
        "note: <stdin>: the same on 2 more lines: 6, 8",
    ]
    code, _, err = run(["--no-banner", "--no-notes", "-"], stdin_text=GCC_G)
    assert code == 0 and err == ""


# Each input with what `llvm-mca-19 x.s` prints (the position and message of its error; "" when it
# accepts the file); mcalens analyses every one and notes the same positions and messages.
CASES = [
    ('.file 0 "/d" "t.c"\n.file 1 "t.c"\n.loc 1 1 2\n', "3:6: unassigned file number in '.loc' directive"),
    ('.file 1 "t.c"\n.loc 1 1 2\n', ""),
    ('.file 0 "/d" "t.c"\n.file 1 "u.c"\n.loc 1 1 2\n', ""),
    ('.file 0 "/d" "t.c"\n.file 1 "/d" "t.c"\n.loc 1 1 2\n', "3:6: unassigned file number in '.loc' directive"),
    ('.file 0 "/d" "t.c"\n.file 1 "/d/t.c"\n.loc 1 1 2\n', ""),
    ('.file 0 "/d" "t.c"\n.loc 0 1 2\n', ""),
    (".loc 0 1 2\n", "1:6: file number less than one in '.loc' directive"),
    (".loc 1 1 2\n", "1:6: unassigned file number in '.loc' directive"),
    ('.file 1 "t.c"\n.loc 2 1 2\n', "2:6: unassigned file number in '.loc' directive"),
    ('.file 0 "/d" "t.c"\n.file 1 "t.c"\n.file 2 "t.h"\n.loc 2 1 2\n', "6:1: unassigned file number: 1 for .file directives"),
    ('.file 2 "t.h"\n', "3:1: unassigned file number: 1 for .file directives"),
    ('.file 1 "t.h"\n.file 1 "u.h"\n', "2:1: file number already allocated"),
    ('.file "t.c"\n.file 1 "t.c"\n.loc 1 1 2\n', ""),
    ('.file 0 "/d" "t.c" md5 0x00112233445566778899aabbccddeeff\n'
     '.file 1 "t.c" md5 0x00112233445566778899aabbccddeeff\n.loc 1 1 2\n', "3:6: unassigned file number in '.loc' directive"),
    ('.file 0 "/d" "t.c" md5 0x00112233445566778899aabbccddeeff\n.file 1 "t.c"\n.loc 1 1 2\n', ""),
    ('.file 1 "t.c"\n.file 0 "/d" "t.c"\n.loc 1 1 2\n', ""),
    ('.file 1 "t.c"\n.file 0 "/d" "t.c"\n.file 2 "t.c"\n.loc 2 1 2\n', "4:6: unassigned file number in '.loc' directive"),
    ('.file 0 "/d" "t.c"\n.file 01 "t.c"\n\t.loc\t1 1 2\n', "3:7: unassigned file number in '.loc' directive"),
]


@pytest.mark.parametrize(("directives", "llvm_error"), CASES)
def test_notes_where_llvm_mc_refuses_the_file_table(directives: str, llvm_error: str) -> None:
    code, _, err = run(["--no-banner", "-"], stdin_text=directives + "addl %eax, %ebx\n")
    assert code == 0
    notes = [line.split(": note: llvm-mca 19 refuses this ")[1].split(": ", 1)[1].split(" (")[0].split(";")[0]
             for line in err.splitlines() if ": note: llvm-mca 19 refuses" in line]
    where = [line.split(": note:")[0].removeprefix("<stdin>:") for line in err.splitlines()
             if ": note: llvm-mca 19 refuses" in line]
    assert [f"{w}: {n}" for w, n in zip(where, notes, strict=True)] == ([llvm_error] if llvm_error else [])
