"""Marker comments llvm-mc's lexer hands to llvm-mca while it looks ahead past a `#`.

Meeting `#` where a statement starts, llvm-mc's lexer reads the next two tokens (to tell a cpp line
marker `# 1 "file.c"` from a comment) and every comment among them reaches llvm-mca's marker
scanner then. So `## LLVM-MCA-BEGIN` is a marker, and a lone `#` on the line before a marker makes
llvm-mca read that marker twice. Expected values: `llvm-mca-19 -mcpu=alderlake FILE` on each text
(instruction counts per region, or its errors), recorded so the tests run without LLVM.
"""

from __future__ import annotations

import pytest
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.frontend.regions import find_regions


def regions_of(text: str) -> list[tuple[str, int]]:
    regions, diagnostics = find_regions(parse_text(text))
    assert diagnostics == []
    return [(region.name, len(region.instructions)) for region in regions]


def errors_of(text: str) -> list[tuple[int, int, str]]:
    _, diagnostics = find_regions(parse_text(text))
    return [(d.span.line + 1, d.span.start + 1, d.message) for d in diagnostics]


@pytest.mark.parametrize(
    ("marker", "expected"),
    [
        # "addl\n{marker}\nincl\n# LLVM-MCA-END\nsubl\n": a marker gives Instructions 100 (incl);
        # no marker, the END ends the default region: Instructions 200 (addl, incl)
        ("## LLVM-MCA-BEGIN", [("", 1)]),
        ("# # LLVM-MCA-BEGIN", [("", 1)]),
        ("#\t# LLVM-MCA-BEGIN", [("", 1)]),
        ("#  #LLVM-MCA-BEGIN", [("", 1)]),
        ("  ## LLVM-MCA-BEGIN", [("", 1)]),
        ("# // LLVM-MCA-BEGIN", [("", 1)]),
        ("# foo # LLVM-MCA-BEGIN", [("", 1)]),  # the second token
        ("# 1 \"foo.c\" # LLVM-MCA-BEGIN", [("", 2)]),  # the third: not read
        ("### LLVM-MCA-BEGIN", [("", 2)]),
        ("#/ LLVM-MCA-BEGIN", [("", 2)]),
        ("nop ## LLVM-MCA-BEGIN", [("", 3)]),  # not where a statement starts: nop, addl, incl
        # `/* LLVM-MCA-BEGIN */`: the name is the blank before `*/` ("[0] Code Region -  ")
        ("/* LLVM-MCA-BEGIN */", [(" ", 1)]),
    ],
)
def test_markers_read_in_the_look_ahead(marker: str, expected: list[tuple[str, int]]) -> None:
    assert regions_of(f"addl %eax, %ebx\n{marker}\nincl %eax\n# LLVM-MCA-END\nsubl %eax, %ecx\n") == expected


def test_a_lone_hash_before_a_marker_makes_it_read_twice() -> None:
    # llvm-mca-19: "2:2: error: found multiple overlapping anonymous regions" / "2:2: note: Previous
    # anonymous region was defined here", exit status 1 (mcalens on main: exit 0 with numbers)
    assert errors_of("#\n# LLVM-MCA-BEGIN\naddl %eax, %ebx\n# LLVM-MCA-END\n") == [
        (2, 2, "found multiple overlapping anonymous regions")
    ]
    # named: "2:2: error: overlapping regions cannot have the same name"
    assert errors_of("#\n# LLVM-MCA-BEGIN a\naddl %eax, %ebx\n# LLVM-MCA-END a\n") == [
        (2, 2, "overlapping regions cannot have the same name")
    ]
    # `## LLVM-MCA-BEGIN` reads the END on the next line early, then again: "2:2: error: found an
    # invalid region end directive" (the empty region leaves no instructions: MCL204, which the
    # CLI reports only after resolution, and llvm-mca not at all once a marker failed)
    assert errors_of("## LLVM-MCA-BEGIN\n# LLVM-MCA-END\naddl %eax, %ebx\n")[0] == (
        2, 2, "found an invalid region end directive"
    )
    # a comment with text, or `//`, before the marker: no look-ahead reaches it (Instructions 100)
    assert regions_of("# foo\n# LLVM-MCA-BEGIN\naddl %eax, %ebx\n# LLVM-MCA-END\n") == [("", 1)]
    assert regions_of("//\n# LLVM-MCA-BEGIN\naddl %eax, %ebx\n# LLVM-MCA-END\n") == [("", 1)]


@pytest.mark.parametrize(
    ("text", "name"),
    [("# LLVM-MCA-BEGIN \naddl %eax, %ebx\n# LLVM-MCA-END\n", " "),  # "[0] Code Region -  "
     ("# LLVM-MCA-BEGIN\t\naddl %eax, %ebx\n# LLVM-MCA-END\t\n", "\t")],
)
def test_a_name_of_blanks_only_is_kept(text: str, name: str) -> None:
    regions, diagnostics = find_regions(parse_text(text))
    assert [r.name for r in regions] == [name] and diagnostics == []
