"""AArch64 names the front end and the resolver know: registers, condition codes, named operands.

Values are the architecture's encodings (Arm ARM), the ones LLVM's MC operands carry:
condition codes, barrier options (`dmb ish` = 11), prefetch operations (`prfm pldl1keep` = 0),
SVE predicate patterns (`ptrue p0.s, vl4` = 4), and system registers as op0:op1:CRn:CRm:op2.
"""

from __future__ import annotations

import re

CONDITIONS: dict[str, int] = {
    "eq": 0, "ne": 1, "cs": 2, "hs": 2, "cc": 3, "lo": 3, "mi": 4, "pl": 5, "vs": 6, "vc": 7,
    "hi": 8, "ls": 9, "ge": 10, "lt": 11, "gt": 12, "le": 13, "al": 14, "nv": 15,
}  # fmt: skip
# The names LLVM's printer writes for each code.
CONDITION_NAMES = (
    "eq",
    "ne",
    "hs",
    "lo",
    "mi",
    "pl",
    "vs",
    "vc",
    "hi",
    "ls",
    "ge",
    "lt",
    "gt",
    "le",
    "al",
    "nv",
)

BARRIERS: dict[str, int] = {
    "oshld": 1, "oshst": 2, "osh": 3, "nshld": 5, "nshst": 6, "nsh": 7,
    "ishld": 9, "ishst": 10, "ish": 11, "ld": 13, "st": 14, "sy": 15,
}  # fmt: skip


def _prefetch_names() -> dict[str, int]:
    names = {}
    for kind, kind_value in (("pld", 0), ("pli", 1), ("pst", 2)):
        for target, target_value in (("l1", 0), ("l2", 1), ("l3", 2), ("slc", 3)):
            for policy, policy_value in (("keep", 0), ("strm", 1)):
                names[f"{kind}{target}{policy}"] = (kind_value << 3) | (target_value << 1) | policy_value
    return names


PREFETCHES = _prefetch_names()

SVE_PATTERNS: dict[str, int] = {
    "pow2": 0, "vl1": 1, "vl2": 2, "vl3": 3, "vl4": 4, "vl5": 5, "vl6": 6, "vl7": 7, "vl8": 8,
    "vl16": 9, "vl32": 10, "vl64": 11, "vl128": 12, "vl256": 13, "mul4": 29, "mul3": 30, "all": 31,
}  # fmt: skip

_GENERIC_SYSREG = re.compile(r"s([0-3])_([0-7])_c([0-9]|1[0-5])_c([0-9]|1[0-5])_([0-7])$")


class SysOps:
    """LLVM's names for system operands (the release's isa_sysops.json.gz, export_isa_aarch64):
    system registers (MRS/MSR immediates), SYS aliases (`dc zva`, `tlbi vae1`, `at s1e1r`, ...)
    and PSTATE spellings (`msr daifset, #2`, `smstart sm`)."""

    def __init__(self, data: dict) -> None:
        read = data.get("sysreg_read", {})
        write = data.get("sysreg_write", {})
        self.read_names: dict[int, str] = {value: name for name, value in read.items()}
        self.write_names: dict[int, str] = {value: name for name, value in write.items()}
        self.sysregs: dict[str, int] = {name.lower(): value for name, value in write.items()}
        self.sysregs.update({name.lower(): value for name, value in read.items()})
        # (mnemonic, operation) -> (op1, CRn, CRm, op2, takes a register); and the reverse
        self.sys: dict[tuple[str, str], tuple[int, int, int, int, bool]] = {}
        self.sys_names: dict[tuple[int, int, int, int], tuple[str, str, bool]] = {}
        for mnemonic, operation, op1, crn, crm, op2, register in data.get("sys", ()):
            self.sys.setdefault((mnemonic, operation.lower()), (op1, crn, crm, op2, register))
            self.sys_names.setdefault((op1, crn, crm, op2), (mnemonic, operation, register))
        self.sys_mnemonics = frozenset(mnemonic for mnemonic, _ in self.sys)
        # "msr pan, 1" / "smstart sm" (lower case, blanks and '#' dropped) -> (opcode, MC operands)
        self.pstate: dict[str, tuple[str, tuple[str, ...]]] = {}
        self.pstate_printed: dict[tuple[str, tuple[str, ...]], str] = {}
        for printed, opcode, operands in data.get("pstate", ()):
            self.pstate.setdefault(pstate_key(printed), (opcode, tuple(operands)))
            self.pstate_printed.setdefault((opcode, tuple(operands)), printed)
        self.pstate_mnemonics = frozenset(key.split(" ")[0] for key in self.pstate)
        # `msr` PSTATE field (lower case) -> the largest immediate LLVM takes for it (1 or 15)
        self.pstate_max: dict[str, int] = {}
        for key in self.pstate:
            mnemonic, _, rest = key.partition(" ")
            name, _, value = rest.partition(",")
            if mnemonic == "msr" and value.isdigit():
                self.pstate_max[name] = max(self.pstate_max.get(name, 0), int(value))


def pstate_key(text: str) -> str:
    """`msr\tDAIFSet, #2` -> "msr daifset,2": the lookup key of a PSTATE spelling."""
    parts = text.strip().split(None, 1)
    if not parts:
        return ""
    rest = parts[1] if len(parts) > 1 else ""
    return (parts[0].lower() + " " + "".join(rest.lower().replace("#", "").split())).strip()


_SYSOPS: dict[str, SysOps] = {}  # model set directory -> its tables
_SELECTED: list[SysOps] = []  # the tables of the set select_release last named


def select_release(directory: str | None) -> None:
    """Make `sysops()` answer from the model set at `directory` (an Isa's directory: each LLVM release
    names different system registers and SYS operations; None: the LLVM 19 set). The resolver,
    printer and resolve_failure call it first with their ISA's directory, so the helpers below them
    (which see operands, not the ISA) read the release of the run at hand."""
    if directory is None:
        from mcalens.models import MODELS_DIR

        directory = str(MODELS_DIR / "aarch64")
    tables = _SYSOPS.get(directory)
    if tables is None:
        tables = _SYSOPS[directory] = _load_sysops(directory)
    _SELECTED[:] = [tables]


def _load_sysops(directory: str) -> SysOps:
    """isa_sysops.json.gz of the set at `directory` (a file the release shares: 19's); empty tables
    when it is missing or unreadable."""
    import gzip
    import json
    import os

    from ...isa import data_path

    try:
        path = data_path(os.path.join(directory, "isa_sysops.json"))
        with open(path, "rb") as handle:
            raw = handle.read()
        data = json.loads(gzip.decompress(raw) if path.endswith(".gz") else raw)
    except (OSError, EOFError, ValueError):
        data = {}
    return SysOps(data if isinstance(data, dict) else {})


def sysops() -> SysOps:
    """The system operand tables of the selected release (select_release; the LLVM 19 set until a
    release is selected)."""
    if not _SELECTED:
        select_release(None)
    return _SELECTED[0]


def system_register(name: str) -> int | None:
    """`tpidr_el0` or `s3_3_c13_c0_2` -> the MRS/MSR immediate (op0<<14 | op1<<11 | CRn<<7 | CRm<<3 | op2)."""
    lower = name.lower()
    value = sysops().sysregs.get(lower)
    if value is not None:
        return value
    match = _GENERIC_SYSREG.match(lower)
    if match is None:
        return None
    op0, op1, crn, crm, op2 = (int(g) for g in match.groups())
    return (op0 << 14) | (op1 << 11) | (crn << 7) | (crm << 3) | op2


def named_value(name: str) -> int | None:
    """The value of a named operand (barrier, prefetch, SVE pattern, system register)."""
    lower = name.lower()
    for table in (BARRIERS, PREFETCHES, SVE_PATTERNS):
        value = table.get(lower)
        if value is not None:
            return value
    return system_register(lower)


def is_named(name: str) -> bool:
    lower = name.lower()
    return (
        lower in BARRIERS
        or lower in PREFETCHES
        or lower in SVE_PATTERNS
        or system_register(lower) is not None
    )


SHIFTS = {"lsl": 0, "lsr": 1, "asr": 2, "ror": 3, "msl": 4}
EXTENDS = {"uxtb": 0, "uxth": 1, "uxtw": 2, "uxtx": 3, "sxtb": 4, "sxth": 5, "sxtw": 6, "sxtx": 7}

# Register spellings: kind letter + number, the aliases, and the zero/stack registers.
_REGISTER = re.compile(r"(?:([xwbhsdqvz])([0-9]|[12][0-9]|3[01])|(p)([0-9]|1[0-5])|(pn)([0-9]|1[0-5]))$")
SPECIAL_REGISTERS: dict[str, tuple[str, int, str]] = {
    "sp": ("x", 31, "sp"),
    "wsp": ("w", 31, "sp"),
    "xzr": ("x", 31, "zr"),
    "wzr": ("w", 31, "zr"),
    "x31": ("x", 31, "zr"),  # llvm-mc takes x31/w31 as the zero registers
    "w31": ("w", 31, "zr"),
    "fp": ("x", 29, ""),
    "lr": ("x", 30, ""),
    "zt0": ("zt", 0, ""),  # SME2's lookup table register
}


def register(name: str) -> tuple[str, int, str] | None:
    """(kind, number, special) for a register name (lower-case, no suffix), or None.

    kind: x w b h s d q v z p pn zt; special: "sp", "zr" or "".
    """
    special = SPECIAL_REGISTERS.get(name)
    if special is not None:
        return special
    match = _REGISTER.match(name)
    if match is None:
        return None
    if match.group(1):
        return match.group(1), int(match.group(2)), ""
    if match.group(3):
        return "p", int(match.group(4)), ""
    return "pn", int(match.group(6)), ""


# Unconditional and conditional branches (back-edges for automatic regions).
_BRANCHES = frozenset({"b", "br", "cbz", "cbnz", "tbz", "tbnz", "bl", "blr", "ret"})


def is_branch(mnemonic: str) -> bool:
    """Branch mnemonics: `b`, `b.ne`/`bne`, `bc.eq`, `cbz`, `cbnz`, `tbz`, `tbnz`, `br`, `bl`, `ret`."""
    lower = mnemonic.lower()
    if lower in _BRANCHES:
        return True
    if lower.startswith("b.") or lower.startswith("bc."):
        return True
    return lower[:1] == "b" and lower[1:] in CONDITIONS


# Hint-space instructions written by name (HINT #n); LLVM prints these names back.
HINTS: dict[str, int] = {"nop": 0, "yield": 1, "wfe": 2, "wfi": 3, "sev": 4, "sevl": 5, "dgh": 6, "esb": 16,
                         "csdb": 20}  # fmt: skip
