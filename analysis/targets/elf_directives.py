"""Directive names llvm-mc 19 accepts on ELF for both Arm targets (the generic and ELF parser
tables, and the names both target parsers add: `.arch`, `.cpu`, `.inst`, `.unreq`, ...); each
target's directives.py adds its own (aarch64/directives.py, arm/directives.py).

How the lists were made: every directive name mcalens knows for x86-64 ELF plus the AArch64 ones went
through `llvm-mc-19 -triple=aarch64-unknown-linux-gnu` and `-triple=armv7a-none-eabi`, one per run
without arguments; a name is listed when llvm-mc did not answer "unknown directive", in the any-case
list when its upper-case spelling is accepted too, and among the unsupported ones when llvm-mc
rejects it whatever its operands.
"""

from __future__ import annotations

ELF_ANY_CASE = frozenset(
    {
        ".2byte", ".4byte", ".8byte", ".abort", ".addrsig", ".addrsig_sym", ".align", ".align32",
        ".altmacro", ".arch", ".arch_extension", ".ascii", ".asciz", ".balign", ".balignl", ".balignw",
        ".bundle_align_mode", ".bundle_lock", ".bundle_unlock", ".byte", ".cfi_adjust_cfa_offset",
        ".cfi_def_cfa", ".cfi_def_cfa_offset", ".cfi_def_cfa_register",
        ".cfi_endproc", ".cfi_escape", ".cfi_label", ".cfi_llvm_def_aspace_cfa", ".cfi_lsda",
        ".cfi_negate_ra_state", ".cfi_offset", ".cfi_personality",
        ".cfi_register", ".cfi_rel_offset", ".cfi_remember_state", ".cfi_restore", ".cfi_restore_state",
        ".cfi_return_column", ".cfi_same_value", ".cfi_sections", ".cfi_signal_frame", ".cfi_startproc",
        ".cfi_undefined", ".cfi_window_save", ".code16", ".code16gcc", ".cold", ".comm", ".common",
        ".cpu", ".cv_def_range", ".cv_file", ".cv_filechecksumoffset", ".cv_filechecksums",
        ".cv_fpo_data", ".cv_func_id", ".cv_inline_linetable", ".cv_inline_site_id", ".cv_linetable",
        ".cv_loc", ".cv_string", ".cv_stringtable", ".dc", ".dc.a", ".dc.b", ".dc.d", ".dc.l", ".dc.s",
        ".dc.w", ".dc.x", ".dcb", ".dcb.b", ".dcb.d", ".dcb.l", ".dcb.s", ".dcb.w", ".dcb.x", ".double",
        ".ds", ".ds.b", ".ds.d", ".ds.l", ".ds.p", ".ds.s", ".ds.w", ".ds.x", ".else",
        ".elseif", ".end", ".endif", ".endm", ".endmacro", ".endr", ".equ", ".equiv", ".err", ".error",
        ".exitm", ".extern", ".file", ".fill", ".float", ".global", ".globl", ".hword", ".if", ".ifb",
        ".ifc", ".ifdef", ".ifeq", ".ifeqs", ".ifge", ".ifgt", ".ifle", ".iflt", ".ifnb", ".ifnc",
        ".ifndef", ".ifne", ".ifnes", ".ifnotdef", ".incbin", ".include", ".inst", ".int", ".irp",
        ".irpc", ".lazy_reference", ".lcomm", ".line", ".loc", ".long", ".lto_discard",
        ".lto_set_conditional", ".ltorg", ".macro", ".macros_off", ".macros_on", ".memtag",
        ".no_dead_strip", ".noaltmacro", ".octa", ".org", ".p2align", ".p2alignl", ".p2alignw", ".pool",
        ".print", ".private_extern", ".pseudoprobe", ".purgem", ".quad", ".reference", ".reloc", ".rep",
        ".rept", ".set", ".short", ".single", ".skip", ".sleb128", ".space", ".stabs", ".string",
        ".symbol_resolver", ".uleb128", ".unreq", ".value", ".warning",
        ".weak_def_can_be_hidden", ".weak_definition", ".weak_reference", ".word", ".zero"
    }
)
ELF_EXACT = frozenset(
    {
        ".bss", ".cg_profile", ".data", ".data.rel", ".data.rel.ro", ".eh_frame", ".hidden", ".ident",
        ".internal", ".local", ".popsection", ".previous", ".protected", ".pushsection", ".rodata",
        ".section", ".size", ".subsection", ".symver", ".tbss", ".tdata", ".text", ".type", ".version",
        ".weak", ".weakref"
    }
)
ELF_UNSUPPORTED = frozenset({".code16", ".code16gcc", ".dc.x", ".dcb.x", ".stabs"})
# Directives whose arguments are a list of values, checked like immediates (`.xword` and `.dword` are
# AArch64's; ARM never reaches them, refusing the names).
ELF_DATA_DIRECTIVES = frozenset(
    {".byte", ".short", ".word", ".value", ".2byte", ".long", ".int", ".4byte", ".quad", ".8byte", ".hword",
     ".xword", ".dword"}
)




def directive_problem(name: str, any_case: frozenset[str], exact: frozenset[str]) -> str | None:
    """None when llvm-mc takes directive `name` (`any_case` in any spelling of its letters, `exact`
    as written); "unknown" or "unsupported" otherwise."""
    lowered = name.lower()
    if lowered in any_case or name in exact:
        return "unsupported" if lowered in ELF_UNSUPPORTED else None
    return "unknown"
