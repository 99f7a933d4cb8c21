"""Debug-noise folds (analysis/editor/folding.py): what gcc -g -S output folds away, and what never."""

from __future__ import annotations

from mcalens.analysis.editor.folding import Fold, debug_folds, has_debug_lines

# Shaped as `gcc -O2 -g -S` output (gcc 12, x86-64) of a dot product, cut down.
GCC_G = """\
\t.file\t"k.c"
\t.text
.Ltext0:
\t.file 0 "/tmp" "k.c"
\t.globl\tdot
dot:
.LVL0:
.LFB0:
\t.file 1 "k.c"
\t.loc 1 1 45 view -0
\t.cfi_startproc
\ttestl\t%edx, %edx
\tjle\t.L4
\txorl\t%eax, %eax
.L3:
.LBB3:
\t.loc 1 1 76 is_stmt 1 discriminator 3 view .LVU7
\tmovss\t(%rdi,%rax), %xmm0
\tmulss\t(%rsi,%rax), %xmm0
\t.loc 1 1 69 discriminator 3 view .LVU9
\taddq\t$4, %rax
.LVL2:
\tcmpq\t%rax, %rdx
\tjne\t.L3
\tret
.L4:
\tret
\t.cfi_endproc
.LFE0:
\t.size\tdot, .-dot
.Letext0:
\t.section\t.debug_info,"",@progbits
.Ldebug_info0:
\t.long\t0xb3
\t.quad\t.Ltext0
\t.section\t.note.GNU-stack,"",@progbits
"""


def _hidden(lines: list[str]) -> set[int]:
    return {k for f in debug_folds(lines) for k in range(f.start + 1, f.end + 1)}


def test_gcc_g_output_folds_its_debug_lines_and_keeps_code_and_branch_targets() -> None:
    lines = GCC_G.splitlines()
    hidden = _hidden(lines)
    shown = [line for k, line in enumerate(lines) if k not in hidden]
    assert shown == [
        '\t.file\t"k.c"', "\t.text", "\t.globl\tdot", "dot:",
        "\ttestl\t%edx, %edx", "\tjle\t.L4", "\txorl\t%eax, %eax", ".L3:",
        "\tmovss\t(%rdi,%rax), %xmm0", "\tmulss\t(%rsi,%rax), %xmm0", "\taddq\t$4, %rax",
        "\tcmpq\t%rax, %rdx", "\tjne\t.L3", "\tret", ".L4:", "\tret", "\t.size\tdot, .-dot",
        '\t.section\t.note.GNU-stack,"",@progbits',
    ]
    # Each fold starts on the line that stays visible (the instruction before the run).
    folds = debug_folds(lines)
    assert Fold(lines.index("\txorl\t%eax, %eax") + 1, lines.index("\t.loc 1 1 76 is_stmt 1 discriminator 3 view .LVU7")) in folds
    assert all(f.start < f.end for f in folds) and all(f.start not in hidden for f in folds)
    assert has_debug_lines(lines)


def test_a_debug_prefixed_label_that_code_names_is_never_hidden() -> None:
    lines = ["\tjmp\t.LBB2", "\t.loc 1 2 3", ".LBB2:", "\taddl\t%eax, %eax", ".Ltmp1:", "\t.cfi_endproc"]
    hidden = _hidden(lines)
    assert 2 not in hidden  # .LBB2 has a debug label's name but is a branch target
    assert {1, 4, 5} <= hidden


def test_plain_files_and_hostile_text_fold_nothing_and_never_raise() -> None:
    assert debug_folds(["\taddl\t%eax, %ebx", "\tjne\t.L1", "# a comment", ""]) == []
    assert not has_debug_lines(["\taddl\t%eax, %ebx"])
    assert debug_folds([]) == []
    debug_folds(["\x00.loc", ".L:" * 1000, "\t.section", "\t.cfi_", ".LVL", "\u2028.loc 1 1"])
