"""x86-64 spellings the assembly front end must recognise: syntax names, registers, prefixes, branches, data.

Shared by the x86 instruction parser (operands.py), its fast path (fast_path.py) and the
front end's directive checks (through target.py); the register list is the
set llvm-mc 19 accepts, so an unknown `%name` is reported where it is written.
"""

from __future__ import annotations

ATT = "att"
INTEL = "intel"

PREFIXES = frozenset(
    {
        "lock",
        "rep",
        "repe",
        "repz",
        "repne",
        "repnz",
        "data16",
        "data32",
        "addr16",
        "addr32",
        "rex",
        "rex64",
        "notrack",
        "xacquire",
        "xrelease",
        "cs",
        "ds",
        "es",
        "fs",
        "gs",
        "ss",
    }
)
# Prefix words written before a mnemonic. llvm-mc folds lock/rep*/notrack into the instruction's
# flags (kept in X86Instruction.prefixes); the others become separate instructions, as below.
SEPARATE_PREFIXES = PREFIXES - {"lock", "rep", "repe", "repz", "repne", "repnz", "notrack"}

# x87 spellings llvm-mc assembles as two instructions, WAIT and then the no-wait form (its
# MatchFPUWaitAlias): `finit` is `wait` + `fninit`, and llvm-mca simulates both.
WAIT_ALIASES = {
    "finit": "fninit",
    "fsave": "fnsave",
    "fstcw": "fnstcw",
    "fstcww": "fnstcw",
    "fstenv": "fnstenv",
    "fstsw": "fnstsw",
    "fstsww": "fnstsw",
    "fclex": "fnclex",
}

# Directives whose arguments are a list of values, checked like immediates.
DATA_DIRECTIVES = frozenset(
    {".byte", ".short", ".word", ".value", ".2byte", ".long", ".int", ".4byte", ".quad", ".8byte"}
)

# Directive names llvm-mc 19 accepts for x86_64-unknown-linux-gnu. llvm-mc offers a directive to three
# handlers in turn: the x86 target parser (exact spelling, or a prefix for .arch/.att_syntax/
# .intel_syntax), the ELF parser (exact spelling) and the generic table (looked up lower-cased, so
# `.BYTE` works but `.TEXT` is an unknown directive). How the lists were made: every string in
# libLLVM.so.19.1 that looks like `.name` (about 47,000 candidates, digits first included) went
# through `llvm-mc-19 -triple=x86_64-unknown-linux-gnu`, first in batches and then one per run, and
# a name is listed when llvm-mc did not answer "unknown directive"; a name is in the any-case list
# when its upper-case spelling is accepted too. tests/test_parse_directives.py re-checks every name
# (and near misses) against llvm-mc-19 when it is installed.
DIRECTIVES_ANY_CASE = frozenset(
    {
        ".2byte",
        ".4byte",
        ".8byte",
        ".abort",
        ".addrsig",
        ".addrsig_sym",
        ".align",
        ".align32",
        ".altmacro",
        ".ascii",
        ".asciz",
        ".balign",
        ".balignl",
        ".balignw",
        ".bundle_align_mode",
        ".bundle_lock",
        ".bundle_unlock",
        ".byte",
        ".cfi_adjust_cfa_offset",
        ".cfi_def_cfa",
        ".cfi_def_cfa_offset",
        ".cfi_def_cfa_register",
        ".cfi_endproc",
        ".cfi_escape",
        ".cfi_label",
        ".cfi_llvm_def_aspace_cfa",
        ".cfi_lsda",
        ".cfi_offset",
        ".cfi_personality",
        ".cfi_register",
        ".cfi_rel_offset",
        ".cfi_remember_state",
        ".cfi_restore",
        ".cfi_restore_state",
        ".cfi_return_column",
        ".cfi_same_value",
        ".cfi_sections",
        ".cfi_signal_frame",
        ".cfi_startproc",
        ".cfi_undefined",
        ".cfi_window_save",
        ".cold",
        ".comm",
        ".common",
        ".cv_def_range",
        ".cv_file",
        ".cv_filechecksumoffset",
        ".cv_filechecksums",
        ".cv_fpo_data",
        ".cv_func_id",
        ".cv_inline_linetable",
        ".cv_inline_site_id",
        ".cv_linetable",
        ".cv_loc",
        ".cv_string",
        ".cv_stringtable",
        ".dc",
        ".dc.a",
        ".dc.b",
        ".dc.d",
        ".dc.l",
        ".dc.s",
        ".dc.w",
        ".dc.x",
        ".dcb",
        ".dcb.b",
        ".dcb.d",
        ".dcb.l",
        ".dcb.s",
        ".dcb.w",
        ".dcb.x",
        ".double",
        ".ds",
        ".ds.b",
        ".ds.d",
        ".ds.l",
        ".ds.p",
        ".ds.s",
        ".ds.w",
        ".ds.x",
        ".else",
        ".elseif",
        ".end",
        ".endif",
        ".endm",
        ".endmacro",
        ".endr",
        ".equ",
        ".equiv",
        ".err",
        ".error",
        ".exitm",
        ".extern",
        ".file",
        ".fill",
        ".float",
        ".global",
        ".globl",
        ".if",
        ".ifb",
        ".ifc",
        ".ifdef",
        ".ifeq",
        ".ifeqs",
        ".ifge",
        ".ifgt",
        ".ifle",
        ".iflt",
        ".ifnb",
        ".ifnc",
        ".ifndef",
        ".ifne",
        ".ifnes",
        ".ifnotdef",
        ".incbin",
        ".include",
        ".int",
        ".irp",
        ".irpc",
        ".lazy_reference",
        ".lcomm",
        ".line",
        ".loc",
        ".long",
        ".lto_discard",
        ".lto_set_conditional",
        ".macro",
        ".macros_off",
        ".macros_on",
        ".memtag",
        ".no_dead_strip",
        ".noaltmacro",
        ".octa",
        ".org",
        ".p2align",
        ".p2alignl",
        ".p2alignw",
        ".print",
        ".private_extern",
        ".pseudoprobe",
        ".purgem",
        ".quad",
        ".reference",
        ".reloc",
        ".rep",
        ".rept",
        ".set",
        ".short",
        ".single",
        ".skip",
        ".sleb128",
        ".space",
        ".stabs",
        ".string",
        ".symbol_resolver",
        ".uleb128",
        ".value",
        ".warning",
        ".weak_def_can_be_hidden",
        ".weak_definition",
        ".weak_reference",
        ".word",
        ".zero",
    }
)
DIRECTIVES_EXACT = frozenset(
    {
        ".arch",
        ".arch_extension",
        ".att_syntax",
        ".bss",
        ".cg_profile",
        ".code16",
        ".code16gcc",
        ".code32",
        ".code64",
        ".cv_fpo_endproc",
        ".cv_fpo_endprologue",
        ".cv_fpo_proc",
        ".cv_fpo_pushreg",
        ".cv_fpo_setframe",
        ".cv_fpo_stackalign",
        ".cv_fpo_stackalloc",
        ".data",
        ".data.rel",
        ".data.rel.ro",
        ".eh_frame",
        ".even",
        ".hidden",
        ".ident",
        ".intel_syntax",
        ".internal",
        ".local",
        ".nops",
        ".popsection",
        ".previous",
        ".protected",
        ".pushsection",
        ".rodata",
        ".section",
        ".seh_pushframe",
        ".seh_pushreg",
        ".seh_savereg",
        ".seh_savexmm",
        ".seh_setframe",
        ".size",
        ".subsection",
        ".symver",
        ".tbss",
        ".tdata",
        ".text",
        ".type",
        ".version",
        ".weak",
        ".weakref",
    }
)
# The x86 parser takes any name starting with these (`.att_syntaxfoo` switches to AT&T in llvm-mc).
DIRECTIVE_PREFIXES = (".arch", ".att_syntax", ".intel_syntax")
# Listed above, yet llvm-mc 19 rejects them on x86-64 ELF whatever their operands ("not currently
# supported for this target", ".seh_* directives are not supported on this target", "unsupported
# directive '.stabs'"); compared lower-cased.
DIRECTIVES_UNSUPPORTED = frozenset(
    {
        ".dc.x",
        ".dcb.x",
        ".stabs",
        ".seh_pushframe",
        ".seh_pushreg",
        ".seh_savereg",
        ".seh_savexmm",
        ".seh_setframe",
    }
)

KNOWN_DIRECTIVES = tuple(sorted(DIRECTIVES_ANY_CASE | DIRECTIVES_EXACT))


def directive_problem(name: str) -> str | None:
    """None when llvm-mc 19 takes directive `name` on x86-64 ELF; "unknown" or "unsupported" otherwise."""
    lowered = name.lower()
    if lowered in DIRECTIVES_ANY_CASE or name in DIRECTIVES_EXACT or name.startswith(DIRECTIVE_PREFIXES):
        return "unsupported" if lowered in DIRECTIVES_UNSUPPORTED else None
    return "unknown"


# Mnemonics (by their start) whose bare operand is a code address rather than a memory reference.
BRANCH_PREFIXES = ("j", "call", "loop", "xbegin", "ljmp", "lcall")


def _register_names() -> frozenset[str]:
    """Every x86-64 register name llvm-mc 19 parses (checked with `pushq %name`; x87 is `st`/`st(N)`)."""
    names = set()
    for base in ("ax", "bx", "cx", "dx", "si", "di", "bp", "sp"):
        names.update({base, "e" + base, "r" + base})
    names.update({"al", "bl", "cl", "dl", "ah", "bh", "ch", "dh", "sil", "dil", "bpl", "spl"})
    for number in range(8, 32):
        names.update({f"r{number}", f"r{number}d", f"r{number}w", f"r{number}b"})
    for number in range(32):
        names.update({f"xmm{number}", f"ymm{number}", f"zmm{number}"})
    for number in range(8):
        names.update({f"k{number}", f"mm{number}", f"tmm{number}"})
    for number in range(16):
        names.update({f"cr{number}", f"dr{number}"})
    names.update({"bnd0", "bnd1", "bnd2", "bnd3"})
    names.update(
        {
            "cs",
            "ds",
            "es",
            "fs",
            "gs",
            "ss",
            "rip",
            "eip",
            "ip",
            "st",
            "eflags",
            "rflags",
            "riz",
            "eiz",
            "flags",
            "mxcsr",
            "ssp",
        }
    )
    return frozenset(names)


REGISTERS = _register_names()
