"""The DWARF data of `-g` assembly is blanked line for line before the analysis of a source file's
loops (analysis/sources/debug_sections.py), and the analysis is the same as on the whole text."""

from __future__ import annotations

from dataclasses import replace

from mcalens.analysis.api import analyze
from mcalens.analysis.editor import core
from mcalens.analysis.sources.analyse import analyse_assembly
from mcalens.analysis.sources.debug_sections import blank_debug_data

# `gcc -O2 -g -S small.c` (gcc 12, x86-64) of
#   int sum(const int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i] * 3; return s; }
# with its debug sections cut down to a sample of each kind of line.
CODE = """\t.file\t"small.c"
\t.text
.Ltext0:
\t.file 0 "/tmp/sf29" "small.c"
\t.p2align 4
\t.globl\tsum
\t.type\tsum, @function
sum:
.LVL0:
.LFB0:
\t.file 1 "small.c"
\t.loc 1 1 30 view -0
\t.cfi_startproc
\t.loc 1 3 21 view .LVU4
\ttestl\t%esi, %esi
\tjle\t.L4
\tmovslq\t%esi, %rsi
\txorl\t%edx, %edx
\tleaq\t(%rdi,%rsi,4), %rcx
.LVL1:
\t.p2align 4,,10
\t.p2align 3
.L3:
\t.loc 1 4 5 is_stmt 1 discriminator 3 view .LVU7
\t.loc 1 4 15 is_stmt 0 discriminator 3 view .LVU8
\tmovl\t(%rdi), %eax
\t.loc 1 3 21 discriminator 3 view .LVU9
\taddq\t$4, %rdi
\tleal\t(%rax,%rax,2), %eax
\taddl\t%eax, %edx
\t.loc 1 3 27 is_stmt 1 discriminator 3 view .LVU12
\tcmpq\t%rcx, %rdi
\tjne\t.L3
\tmovl\t%edx, %eax
\tret
.L4:
\txorl\t%edx, %edx
\tmovl\t%edx, %eax
\tret
\t.cfi_endproc
.LFE0:
\t.size\tsum, .-sum
.Letext0:
"""
DEBUG = """\t.section\t.debug_info,"",@progbits
.Ldebug_info0:
\t.long\t0xa6
\t.value\t0x5
\t.byte\t0x1
\t.long\t.Ldebug_abbrev0
\t.uleb128 0x1
\t.string\t"GNU C17 12.2.0 -mtune=generic -march=x86-64 -g -O2"
\t.section\t.debug_loclists,"",@progbits
\t.long\t.Ldebug_loc3-.Ldebug_loc2
.Ldebug_loc2:
\t.uleb128 .LVU7
\t.uleb128 .LVL1-.Ltext0
\t.quad\t.LVL0
\t.sleb128 0
\t.byte\t0x1ff
\t.byte\t1-300
\t.section\t.debug_line,"",@progbits
.Ldebug_line0:
\t.section\t.note.GNU-stack,"",@progbits
\t.byte\t0x4
"""


def _options():  # the editor's options for a source file's assembly
    return core.source_options(iterations=100, timeline_iterations=10, model_dirs=())


def test_blanks_the_plain_data_of_debug_sections_line_for_line() -> None:
    text = CODE + DEBUG
    blanked = blank_debug_data(text, x86=True)
    before, after = text.split("\n"), blanked.split("\n")
    assert len(after) == len(before)
    changed = {before[n].strip() for n in range(len(before)) if before[n] != after[n]}
    assert all(after[n] == "" for n in range(len(before)) if before[n] != after[n])
    assert changed == {".long\t0xa6", ".value\t0x5", ".byte\t0x1", ".long\t.Ldebug_abbrev0", ".uleb128 0x1",
                       ".long\t.Ldebug_loc3-.Ldebug_loc2", ".uleb128 .LVU7", ".uleb128 .LVL1-.Ltext0",
                       ".quad\t.LVL0", ".sleb128 0"}
    # kept: the code, labels, strings, values llvm-mc range-checks (0x1ff, 1-300 in a .byte), and
    # the data of a section that is not a debug section
    assert after[: len(CODE.split("\n")) - 1] == before[: len(CODE.split("\n")) - 1]


def test_leaves_files_with_section_stacks_or_macros_whole() -> None:
    for extra in ("\t.pushsection .text\n\tnop\n\t.popsection\n", "\t.macro m\n\t.endm\n", "\t.ifdef x\n\t.endif\n"):
        text = CODE + DEBUG + extra
        assert blank_debug_data(text, x86=True) == text


def test_aarch64_hash_is_not_a_comment() -> None:
    text = '\t.section\t.debug_info,"",@progbits\n\t.byte 1 # x\n\t.byte 2 // x\n\t.byte 3\n'
    assert blank_debug_data(text, x86=False) == '\t.section\t.debug_info,"",@progbits\n\t.byte 1 # x\n' \
                                                '\t.byte 2 // x\n\n'


def test_the_loops_are_the_same_as_on_the_whole_text() -> None:
    text = CODE + DEBUG.replace("\t.byte\t0x1ff\n\t.byte\t1-300\n", "")
    triple = "x86_64-unknown-linux-gnu"
    analysis, loops = analyse_assembly(text, triple, "skylake", _options(), "small.c")
    options = replace(_options(), auto_regions=True, triple=triple, views=_options().views.replace(verdict=True))
    whole = analyze(text, cpu="skylake", options=options)
    assert not whole.failed and len(whole.regions) == len(analysis.regions) == len(loops) == 1
    assert analysis.regions[0].report == whole.regions[0].report
    assert [i.span for i in analysis.regions[0].instructions] == [i.span for i in whole.regions[0].instructions]
    assert loops[0].location is not None and loops[0].location.line == 3  # the `for` line


def test_the_editor_skips_mcalens_notes_on_compiled_assembly() -> None:
    # gcc's DWARF 5 `.file 0`/`.file 1` gets mcalens' note on every `.loc` line (dwarf_files.py); the
    # editor shows none of them, so its source analysis does not look for them
    options = _options()
    assert options.notes is False
    analysis, loops = analyse_assembly(CODE, "x86_64-unknown-linux-gnu", "skylake", options, "small.c")
    assert len(loops) == 1 and not any("refuses" in m for m in analysis.messages)
    noted = replace(options, notes=True)
    with_notes, same = analyse_assembly(CODE, "x86_64-unknown-linux-gnu", "skylake", noted, "small.c")
    assert any("refuses" in m for m in with_notes.messages)
    assert same == loops


def test_blanks_clangs_debug_value_comment_lines_on_x86() -> None:
    text = ('\t.text\nf:\n\t#DEBUG_VALUE: f:p <- $rdi\n\tmovq (%rdi), %rax # x\n'
            '\t#DEBUG_VALUE: f:n <- [DW_OP_LLVM_arg 0] $esi */\n\t# LLVM-MCA-BEGIN\n\tret\n'
            '\t.section\t.debug_info,"",@progbits\n\t.byte\t1 # Abbreviation Code\n')
    assert blank_debug_data(text, x86=True) == (
        '\t.text\nf:\n\n\tmovq (%rdi), %rax # x\n'
        '\t#DEBUG_VALUE: f:n <- [DW_OP_LLVM_arg 0] $esi */\n\t# LLVM-MCA-BEGIN\n\tret\n'
        '\t.section\t.debug_info,"",@progbits\n\n')
    arm = text.replace("#DEBUG", "//DEBUG").replace(" # Abbreviation Code", "")
    assert blank_debug_data(arm, x86=False).split("\n")[2] == "\t//DEBUG_VALUE: f:p <- $rdi"


def test_the_editor_text_cuts_the_dwarf_tail_and_empties_loc_lines_and_unused_local_labels() -> None:
    from mcalens.analysis.sources.debug_sections import editor_text

    text = CODE + DEBUG.replace("\t.byte\t0x1ff\n\t.byte\t1-300\n", "")
    code = CODE.split("\n")[:-1]
    kept = editor_text(text, x86=True).split("\n")
    assert len(kept) == len(code) + 1 and kept[-1] == ""  # the tail is gone, every other line where it was
    emptied = {code[n].strip() for n in range(len(code)) if kept[n] != code[n]}
    assert all(kept[n] == "" for n in range(len(code)) if kept[n] != code[n])
    # `.loc` lines, and local labels nothing left names (the tail named .LVL0, .LVL1 and .Ltext0);
    # kept: the loop's `.L3` and the exit `.L4` (branches name them), `sum`, `.file` lines, the code
    assert {e for e in emptied if not e.startswith(".loc")} == {".Ltext0:", ".LVL0:", ".LFB0:", ".LVL1:", ".LFE0:",
                                                                 ".Letext0:"}
    assert sum(1 for e in emptied if e.startswith(".loc")) == sum(1 for c in code if c.strip().startswith(".loc"))


def test_a_tail_that_could_hold_an_instruction_is_blanked_not_cut() -> None:
    from mcalens.analysis.sources.debug_sections import editor_text

    for extra in ("\tnop\n", "\t.byte 1; nop\n", ".L9: nop\n", "# LLVM-MCA-BEGIN\n", "\t.set x, 1\n"):
        text = CODE + DEBUG + extra
        kept = editor_text(text, x86=True).split("\n")
        assert len(kept) == len(text.split("\n")), extra  # blanked line for line, nothing cut
        assert kept[-2] == extra.rstrip("\n")
    # a lone CR ends a line for the parser only: the text is left to blank_debug_data
    text = CODE + DEBUG + "\t.byte 1\rnop\n"
    assert editor_text(text, x86=True) == blank_debug_data(text, x86=True)
