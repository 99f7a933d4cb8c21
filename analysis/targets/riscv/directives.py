"""Directive names llvm-mc 19 accepts for riscv64-unknown-linux-gnu (the RISC-V target parser, the ELF
parser and the generic table), for the front end's directive checks.

How the lists were made: AArch64's candidate names (aarch64/directives.py) plus the RISC-V ones
(`.option`, `.attribute`, `.insn`, `.variant_cc`, `.half`, `.dword`, `.dtprelword`, ...) went through
`llvm-mc-19 -triple=riscv64-unknown-linux-gnu -filetype=null`, one per run without arguments; a
name is listed when llvm-mc did not answer "unknown directive", in the any-case list when its
upper-case spelling is accepted too.
"""

from __future__ import annotations

DIRECTIVES_ANY_CASE = frozenset(
    {
        ".2byte", ".4byte", ".8byte", ".abort", ".addrsig", ".addrsig_sym", ".align", ".align32", ".altmacro",
        ".ascii", ".asciz", ".balign", ".balignl", ".balignw", ".bundle_align_mode", ".bundle_lock",
        ".bundle_unlock", ".byte", ".cfi_adjust_cfa_offset", ".cfi_def_cfa", ".cfi_def_cfa_offset",
        ".cfi_def_cfa_register", ".cfi_endproc", ".cfi_escape", ".cfi_label", ".cfi_llvm_def_aspace_cfa",
        ".cfi_lsda", ".cfi_offset", ".cfi_personality", ".cfi_register", ".cfi_rel_offset",
        ".cfi_remember_state", ".cfi_restore", ".cfi_restore_state", ".cfi_return_column", ".cfi_same_value",
        ".cfi_sections", ".cfi_signal_frame", ".cfi_startproc", ".cfi_undefined", ".cfi_window_save",
        ".code16", ".code16gcc", ".cold", ".comm", ".common", ".cv_def_range", ".cv_file",
        ".cv_filechecksumoffset", ".cv_filechecksums", ".cv_fpo_data", ".cv_func_id", ".cv_inline_linetable",
        ".cv_inline_site_id", ".cv_linetable", ".cv_loc", ".cv_string", ".cv_stringtable", ".dc", ".dc.a",
        ".dc.b", ".dc.d", ".dc.l", ".dc.s", ".dc.w", ".dc.x", ".dcb", ".dcb.b", ".dcb.d", ".dcb.l", ".dcb.s",
        ".dcb.w", ".dcb.x", ".double", ".ds", ".ds.b", ".ds.d", ".ds.l", ".ds.p", ".ds.s", ".ds.w", ".ds.x",
        ".dword", ".else", ".elseif", ".end", ".endif", ".endm", ".endmacro", ".endr", ".equ", ".equiv",
        ".err", ".error", ".exitm", ".extern", ".file", ".fill", ".float", ".global", ".globl", ".half",
        ".hword", ".if", ".ifb", ".ifc", ".ifdef", ".ifeq", ".ifeqs", ".ifge", ".ifgt", ".ifle", ".iflt",
        ".ifnb", ".ifnc", ".ifndef", ".ifne", ".ifnes", ".ifnotdef", ".incbin", ".include", ".int", ".irp",
        ".irpc", ".lazy_reference", ".lcomm", ".line", ".loc", ".long", ".lto_discard", ".lto_set_conditional",
        ".macro", ".macros_off", ".macros_on", ".memtag", ".no_dead_strip", ".noaltmacro", ".octa", ".org",
        ".p2align", ".p2alignl", ".p2alignw", ".print", ".private_extern", ".pseudoprobe", ".purgem", ".quad",
        ".reference", ".reloc", ".rep", ".rept", ".set", ".short", ".single", ".skip", ".sleb128", ".space",
        ".stabs", ".string", ".symbol_resolver", ".uleb128", ".value", ".warning", ".weak_def_can_be_hidden",
        ".weak_definition", ".weak_reference", ".word", ".zero"
    }
)
DIRECTIVES_EXACT = frozenset(
    {
        ".attribute", ".bss", ".cg_profile", ".data", ".data.rel", ".data.rel.ro", ".eh_frame", ".hidden",
        ".ident", ".insn", ".internal", ".local", ".option", ".popsection", ".previous", ".protected",
        ".pushsection", ".rodata", ".section", ".size", ".subsection", ".symver", ".tbss", ".tdata", ".text",
        ".type", ".variant_cc", ".version", ".weak", ".weakref"
    }
)
DIRECTIVES_UNSUPPORTED = frozenset({".code16", ".code16gcc", ".dc.x", ".dcb.x", ".stabs"})
KNOWN_DIRECTIVES = tuple(sorted(DIRECTIVES_ANY_CASE | DIRECTIVES_EXACT))
# Directives whose arguments are a list of values, checked like immediates.
DATA_DIRECTIVES = frozenset(
    {".byte", ".short", ".half", ".word", ".value", ".2byte", ".long", ".int", ".4byte", ".quad", ".8byte",
     ".hword", ".dword"}
)


def directive_problem(name: str) -> str | None:
    """None when llvm-mc 19 takes directive `name` on RISC-V ELF; "unknown" or "unsupported" otherwise."""
    lowered = name.lower()
    if lowered in DIRECTIVES_ANY_CASE or name in DIRECTIVES_EXACT:
        return "unsupported" if lowered in DIRECTIVES_UNSUPPORTED else None
    return "unknown"
