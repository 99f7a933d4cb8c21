"""Which instruction set an assembly file is written in, decided from its text before any parse: the
language server picks each document's target with it, and the CLI names the target it sees when a
run without `-mtriple` fails.

In order, the first that speaks wins:

1. a directive comment `# mcalens: target=aarch64` / `// mcalens: target=x86-64` (also `;`), or a
   directive `mcpu=` naming a CPU only one target has;
2. the `mcalens.target` setting when it is not `auto`;
3. assembler directives only one target's assembler accepts: `.arch armv8.2-a`, `.arch_extension`
   and `.cpu cortex-a72` are ARM (AArch64 unless `.syntax`, `.thumb`, `.arm`, `.fpu`, `.code 16`/`.code
   32`, `.eabi_attribute`, an `armv4`..`armv7` or M/R-profile architecture or a Cortex-M/R CPU say
   32-bit ARM, which those alone say too); `.option`/`.attribute` are RISC-V; `.intel_syntax`/`.code64`/`.arch
   i686` are x86;
4. the content: the first 4,000 lines are scored, one vote per instruction line, for AArch64
   (registers `x0`..`x30`/`w0`..`w30`/`xzr`/`v1.4s`/`z0.d`, `#imm`, `[x0, #8]`, `b.ne`,
   `cbz`/`tbnz`/`adrp`/`ldp`/`stp`) or x86 (`%reg`, `$imm`, `rax`-style registers, `ptr`, suffixed
   mnemonics such as `movq`/`addl`/`vmovups`); AArch64 wins only with more votes than x86 and at
   least two, so a file with nothing to go on stays x86-64 (llvm-mca's default target here). RISC-V
   mnemonics with ABI register names (`addi a0, a0, 1`) and vector code (`vsetvli t0, a0, e32, m1`,
   `vle32.v v8, (a1)`) are counted too, and so is 32-bit ARM (`r0`..`r7`, `lr`/`pc`/`ip`, register
   lists `{r4, lr}`, typed vector mnemonics `vfma.f32`; `@` starts its comments).

32-bit ARM is Thumb (`thumbv7m`, M-profile: the CPU a Cortex-M) when the file says so with `.thumb`,
`.code 16`, `.thumb_func`, a Cortex-M `.cpu` or an M-profile `.arch`; Thumb on an A-profile
(`thumbv7a`) when `.thumb` comes with an A/R-profile `.cpu`/`.arch`; else A32 (`armv7a`). A name
(`thumbv7m`, `armv7a`, `thumb`, `arm`) says the same. The file's `.cpu` is kept (TargetChoice.arm_cpu)
so the editor layer can take it as the document's CPU.

RISC-V is RV64 (`riscv64`) unless the name chosen says `riscv32`/`rv32` or the file's `.attribute
arch, "rv32..."` does (the attribute wins: it is what the assembler would record).

This module only reads text and imports nothing else from mcalens, so the server may import it
(tests/test_layering.py lists it among the contract modules).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

X86_64 = "x86-64"
AARCH64 = "aarch64"
ARM = "arm"  # 32-bit ARM / Thumb: A32 (armv7a) unless the file says Thumb (TargetChoice.triple)
RISCV = "riscv"  # RV64 unless the file says RV32 (TargetChoice.triple)
TARGETS = (X86_64, AARCH64, RISCV, ARM)  # the modelled targets; "riscv64"/"riscv32", "thumb"/"armv7a" name them too

# The triple the analysis core is given (AnalysisOptions.triple) per target.
TRIPLES = {X86_64: "x86_64-unknown-linux-gnu", AARCH64: "aarch64-unknown-linux-gnu",
           RISCV: "riscv64-unknown-linux-gnu", ARM: "armv7a-none-eabi"}
RISCV32_TRIPLE = "riscv32-unknown-linux-gnu"
# 32-bit ARM's architecture words (TargetChoice.arm): Thumb-2 on M-profile, on A-profile, A32.
THUMB_M, THUMB_A, ARM_A = "thumbv7m", "thumbv7a", "armv7a"
# A document's CPU is decided by the editor layer (analysis/editor/targets.py), its default by the
# target layer (Target.default_cpu, the CLI's default too): no CPU table here.
DISPLAY = {X86_64: "x86-64", AARCH64: "AArch64", ARM: "32-bit ARM", RISCV: "RISC-V"}

_NAMES = {
    "aarch64": AARCH64, "arm64": AARCH64, "aarch64_be": AARCH64, "armv8": AARCH64, "armv9": AARCH64,
    "x86-64": X86_64, "x86_64": X86_64, "x86": X86_64, "amd64": X86_64, "x64": X86_64, "i386": X86_64,
    "i686": X86_64, "riscv": RISCV, "riscv64": RISCV, "riscv32": RISCV, "rv64": RISCV, "rv32": RISCV,
    "arm": ARM, "arm32": ARM, "armv7": ARM, "armv7a": ARM, "armv7-a": ARM, "thumb": ARM, "thumb2": ARM,
    "thumbv7m": ARM, "thumbv7em": ARM, "thumbv7a": ARM, "cortex-m": ARM,
}
# A 32-bit Arm triple's first word (`thumbv8.1m.main`, `armv7a`, `armebv7r`) names ARM too.
_ARM_WORD = re.compile(r"(arm|thumb)(eb)?(v[4-8][\w.]*)?$")
# Names that say 32-bit RISC-V (the triple riscv32), as a name or a triple's first part.
_RV32_NAMES = frozenset({"riscv32", "rv32"})
# `.attribute arch, "rv32imac"` (also `.attribute 5, "rv32..."`, Tag_RISCV_arch's number).
_RV_ARCH_ATTRIBUTE = re.compile(r'^(?:arch|5)\s*,\s*"\s*(rv32|rv64)', re.IGNORECASE)
SCAN_LINES = 4000


def target_name(value: str) -> str | None:
    """`aarch64`, `arm64`, `x86-64`, `x86_64`, `riscv64`, `riscv32`, or a triple
    (`aarch64-unknown-linux-gnu`) -> AARCH64 / X86_64 / RISCV; None when unknown."""
    value = value.strip().lower()
    found = _NAMES.get(value) or _NAMES.get(value.partition("-")[0])
    if found is None and _ARM_WORD.match(value.partition("-")[0]):
        return ARM
    return found


def _arm_named(value: str) -> str | None:
    """THUMB_M / THUMB_A / ARM_A from a name or triple (`thumbv7m`, `thumb`, `armv7a-none-eabi`);
    None when the name does not say the mode."""
    word = value.strip().lower().partition("-")[0]
    if word in ("cortex-m", "thumb2", "thumbv7m", "thumbv7em") or (word.startswith("thumb") and "m" in word[5:]):
        return THUMB_M
    if word.startswith("thumb"):
        return THUMB_M if word == "thumb" else THUMB_A
    return ARM_A if word.startswith("arm") else None


@dataclass(frozen=True, slots=True)
class TargetChoice:
    target: str  # X86_64, AARCH64, ARM or RISCV
    reason: str  # for messages: "the `.arch armv8-a` directive", "the mcalens.target setting", ...
    line: int | None = None  # 0-based line of the evidence, when there is one
    start: int = 0  # columns of the evidence on that line
    end: int = 0
    rv32: bool = False  # RISC-V only: the file or setting says 32-bit (riscv32)
    arm: str = ""  # 32-bit ARM only: THUMB_M, THUMB_A or ARM_A ("" = ARM_A)
    arm_cpu: str = ""  # 32-bit ARM only: the file's `.cpu` (gcc writes the -mcpu it compiled for)

    @property
    def triple(self) -> str:
        if self.target == RISCV and self.rv32:
            return RISCV32_TRIPLE
        if self.target == ARM:
            return f"{self.arm or ARM_A}-none-eabi"
        return TRIPLES.get(self.target, TRIPLES[X86_64])

    @property
    def m_profile(self) -> bool:
        """32-bit ARM code for a Cortex-M (its default CPU is cortex-m4)."""
        return self.target == ARM and self.arm == THUMB_M

    @property
    def display(self) -> str:
        return DISPLAY[self.target]


_DIRECTIVE = re.compile(r"^\s*(?:[\w.$]+:\s*)?(?P<name>\.[A-Za-z_]\w*)\b[ \t]*(?P<args>[^\n#;/]*)")
_ARM32_DIRECTIVES = frozenset({".syntax", ".thumb", ".thumb_func", ".arm", ".fpu", ".eabi_attribute"})
# `.cpu` names only 32-bit ARM has (AArch64's are cortex-a35 and later, neoverse, apple, ...).
_ARM32_CPU = re.compile(r"(?:cortex-[mr]\d|cortex-a(?:5|7|8|9|12|15|17)$|arm\d|mpcore|sc[03]00|star-mc|swift$|"
                        r"strongarm|xscale|iwmmxt|ep9312|krait)", re.IGNORECASE)
# `.arch` values of the M and R profiles (`armv7e-m`, `armv8-m.main`, `armv8.1-m.main`, `armv8-r`).
_ARM32_ARCH = re.compile(r"armv(?:[4-7]|\d(?:\.\d)?-[mr]\b)", re.IGNORECASE)
_M_PROFILE_ARCH = re.compile(r"armv[6-8](?:\.\d)?e?-m", re.IGNORECASE)
_X86_DIRECTIVES = frozenset({".intel_syntax", ".att_syntax", ".code64", ".code32"})
_RISCV_DIRECTIVES = frozenset({".option", ".attribute"})

# Evidence for AArch64 on an instruction line. `#` starts an x86 comment, so `#imm` is counted only
# right after a comma or space inside the operands, together with an AArch64 register.
_A64_REG = r"(?:[xw](?:[12]?\d|30)|[xw]zr|sp|[vqdshb](?:[12]?\d|3[01])(?:\.\d*[bhsdq])?|z(?:[12]?\d|3[01])\.[bhsdq]|p(?:1[0-5]|\d)(?:/[zm])?)"
_A64_OPERAND = re.compile(rf"(?<![%\w.$]){_A64_REG}(?![\w(])")
_A64_MNEMONIC = re.compile(
    r"^\s*(?:[\w.$]+:\s*)?(?:b\.(?:eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al|nv)|cbn?z|tbn?z|adrp|"
    r"ld[pr](?:s?[bhw])?|st[pr][bh]?|ldur|stur|ldn?p|ld[1-4]r?|st[1-4]|csel|csinc|csneg|cset|madd|msub|"
    r"fmla|fmadd|movk|movz|ubfx|sbfx|ret|bl|blr|br|b)\b", re.IGNORECASE)
_A64_MEMORY = re.compile(r"\[\s*(?:x(?:[12]?\d|30)|sp)\s*(?:,|\])")
# Evidence for x86.
# (read in the operands only: `bl` is an AArch64 mnemonic and x86's bl register; `sp` is AArch64's)
_X86_OPERAND = re.compile(
    r"%[a-z]|\$-?(?:\d|0x|[A-Za-z_.])|\b(?:[re]?[abcd]x|[re]?[sd]il?|[re][sb]p|[sb]pl|r(?:[89]|1[0-5])[dwb]?|"
    r"[xyz]mm\d+|[abcd][lh])\b|\b(?:byte|word|dword|qword|xmmword|ymmword|zmmword) ptr\b",
    re.IGNORECASE)
_X86_MNEMONIC = re.compile(
    r"^\s*(?:[\w.$]+:\s*)?(?:mov[lqwb]|add[lqwb]|sub[lqwb]|lea[lqw]?|push[lqw]?|pop[lqw]?|cmp[lqwb]|"
    r"imul[lqw]?|xor[lqwb]|test[lqwb]|j(?:mp|n?[ezsclgabop]|[lg]e|[ab]e|n[lgab]e?)|"
    r"call[lq]?|v?movs[sd]|v?mul[ps][sd]|v?add[ps][sd]|vfmadd\w*|v?movap[sd]|v?movup[sd]|vmovdq[au]\w*|"
    r"cltq|cqto|cltd|movs[lbw][lqw]|movz[bw][lqw]?|nop[lqw]|rep\b|ret[lq])\b", re.IGNORECASE)
# RISC-V: its mnemonics with its ABI register names (a0-a7, t0-t6, s0-s11, ra, zero).
_RISCV = re.compile(
    r"^\s*(?:[\w.$]+:\s*)?(?:addiw?|addw|subw|li|la|lui|auipc|l[bhwd]u?|s[bhwd]|beqz?|bnez?|bltu?|bgeu?|"
    r"jalr?|slli|srli|srai|mv|sext\.w|fld|fsd|flw|fsw|fmadd\.[sd])\s+(?:a[0-7]|t[0-6]|s(?:1[01]|\d)|ra|zero|f[at]?\d+)\b")
# RISC-V vector code: vsetvli/vsetivli with an ABI register, `.v*` mnemonics on v0-v31 (vle32.v v8, (a0)).
_RISCV_VECTOR = re.compile(
    r"^\s*(?:[\w.$]+:\s*)?(?:vsetvli|vsetivli|vsetvl)\s+(?:a[0-7]|t[0-6]|s(?:1[01]|\d)|zero)\b|"
    r"^\s*(?:[\w.$]+:\s*)?v[a-z0-9]+(?:\.[a-z0-9]+)*\.v[vxfiw]?m?\s+v(?:[12]?\d|3[01])\b")
# 32-bit ARM: r0-r7 (x86-64's Intel names start at r8), lr/pc/ip, a register list, a typed vector
# mnemonic (`vfma.f32`, `vldmia.32`, `vadd.i16`; RISC-V's are `.v*`, AArch64 has none).
_ARM_OPERAND = re.compile(r"(?<![%\w.$])(?:r[0-7]|lr|pc|ip)(?![\w(])|\{\s*(?:r\d|[sdq]\d|lr|pc)", re.IGNORECASE)
# A `v` mnemonic on an s/d/q register (`vcvt.f32.f64 s1, d2`, `vmov s0, s1`) is VFP/NEON: AArch64 has no `v`
# mnemonics, RISC-V's take v registers.
_ARM_MNEMONIC = re.compile(r"^\s*(?:[\w.$]+:\s*)?v[a-z]+\d?(?:(?:\.[fisup]?\d{1,2})+\s|(?:\.\w+)*\s+[sdq](?:\d|[12]\d|3[01])\b)",
                           re.IGNORECASE)
_MNEMONIC = re.compile(r"\s*(?:[\w.$]+:\s*)?[\w.]+")
# `#8` after a comma is an AArch64 immediate; `@` after a space (or first) starts a 32-bit ARM comment
# (x86's `foo@PLT` has none before it).
_COMMENT = re.compile(r"\s*(?://|;|#(?!\s*-?\d)|(?:^|(?<=\s))@(?=\s|$)).*$")


def _directive_target(lines: list[str], directive: dict[str, str], directive_line: int | None,
                      cpu_targets: dict[str, str] | None) -> TargetChoice | None:
    value = directive.get("target") or directive.get("mtriple") or directive.get("march")
    line = directive_line if directive_line is not None else 0
    width = len(lines[line]) if line < len(lines) else 0
    if value:
        name = target_name(value)
        if name is not None:
            return TargetChoice(name, f"the `mcalens: target={value}` comment", line, 0, width)
    cpu = directive.get("mcpu") or directive.get("cpu")
    if cpu and cpu_targets and cpu in cpu_targets:
        name = cpu_targets[cpu]
        return TargetChoice(name, f"the `mcalens: mcpu={cpu}` comment ({cpu} is {DISPLAY[name]})", line, 0, width)
    return None


def _assembler_directive_target(lines: list[str]) -> TargetChoice | None:
    found: TargetChoice | None = None
    arm32: TargetChoice | None = None  # the first directive only 32-bit ARM's assembler accepts
    for number, line in enumerate(lines[:SCAN_LINES]):
        if "." not in line:
            continue
        match = _DIRECTIVE.match(line)
        if match is None:
            continue
        name, args = match.group("name").lower(), match.group("args").strip()
        start, end = match.start("name"), match.end("args")
        shown = f"{name} {args}".strip()
        here = TargetChoice(ARM, f"the `{shown}` directive", number, start, end)
        if name in _ARM32_DIRECTIVES or (name == ".code" and args in ("16", "32")):
            arm32 = arm32 or here
        elif name in _X86_DIRECTIVES or name == ".code16":
            return TargetChoice(X86_64, f"the `{shown}` directive", number, start, end)
        elif name in _RISCV_DIRECTIVES:
            return TargetChoice(RISCV, f"the `{shown}` directive", number, start, end)
        elif name == ".arch":
            arch = args.lower()
            if _ARM32_ARCH.match(arch):
                arm32 = arm32 or here
            elif arch.startswith(("armv8", "armv9")) and found is None:
                found = TargetChoice(AARCH64, f"the `{shown}` directive", number, start, end)
            elif arch and found is None:
                return TargetChoice(X86_64, f"the `{shown}` directive", number, start, end)  # .arch i686
        elif name == ".cpu" and _ARM32_CPU.match(args):
            arm32 = arm32 or here
        elif name in (".arch_extension", ".cpu") and found is None:
            found = TargetChoice(AARCH64, f"the `{shown}` directive", number, start, end)
    if arm32 is not None and found is not None:
        return TargetChoice(ARM, found.reason + " with 32-bit ARM directives", found.line, found.start, found.end)
    return arm32 or found


def _arm_mode(lines: list[str]) -> tuple[str, str]:
    """(THUMB_M / THUMB_A / ARM_A, the `.cpu` named) from a 32-bit ARM file's directives: Thumb when
    `.thumb`, `.code 16` or `.thumb_func` comes before any `.arm`/`.code 32`, or the CPU/architecture
    is M-profile (it has no A32 state); M-profile unless an A/R-profile `.cpu`/`.arch` is named."""
    thumb: bool | None = None
    profile: str | None = None  # "m" or "a" (A and R: both have A32)
    cpu = ""
    for line in lines[:SCAN_LINES]:
        if "." not in line:
            continue
        match = _DIRECTIVE.match(line)
        if match is None:
            continue
        name, args = match.group("name").lower(), match.group("args").strip().lower()
        if thumb is None and (name in (".thumb", ".thumb_func") or (name == ".code" and args == "16")):
            thumb = True
        elif thumb is None and (name == ".arm" or (name == ".code" and args == "32")):
            thumb = False
        elif name == ".cpu" and args and not cpu:
            cpu = args.split()[0]
            profile = profile or ("m" if cpu.startswith(("cortex-m", "sc000", "sc300", "star-mc")) else "a")
        elif name == ".arch" and args and profile is None:
            profile = "m" if _M_PROFILE_ARCH.match(args) else "a"
    if profile == "m":
        return THUMB_M, cpu
    if thumb:
        return (THUMB_A if profile == "a" else THUMB_M), cpu
    return ARM_A, cpu


def _content_target(lines: list[str]) -> TargetChoice | None:
    a64 = x86 = riscv = arm = 0
    first: tuple[int, int, int] | None = None
    first_riscv: tuple[int, int, int] | None = None
    first_arm: tuple[int, int, int] | None = None
    for number, line in enumerate(lines[:SCAN_LINES]):
        code = _COMMENT.sub("", line)
        if not code.strip() or code.lstrip().startswith("."):
            continue
        head = _MNEMONIC.match(code)
        operands = code[head.end():] if head is not None else code
        if "%" not in operands and (_ARM_OPERAND.search(operands) or _ARM_MNEMONIC.match(code)):
            arm += 1
            if first_arm is None:
                stripped = code.strip()
                first_arm = (number, code.index(stripped), code.index(stripped) + len(stripped))
            continue
        if _X86_OPERAND.search(operands) or _X86_MNEMONIC.match(code):
            x86 += 1
            continue
        if _RISCV.match(code) or _RISCV_VECTOR.match(code):
            riscv += 1
            if first_riscv is None:
                first_riscv = (number, len(code) - len(code.lstrip()), len(code.rstrip()))
            continue
        if _A64_MEMORY.search(operands) or _A64_OPERAND.search(operands) or (
                _A64_MNEMONIC.match(code) and "#" in operands):
            a64 += 1
            if first is None:
                stripped = code.strip()
                first = (number, code.index(stripped), code.index(stripped) + len(stripped))
    if arm >= 2 and arm > x86 and arm > a64 and arm > riscv and first_arm is not None:
        return TargetChoice(ARM, f"its instructions (32-bit ARM registers and mnemonics on {arm} lines)", *first_arm)
    if a64 >= 2 and a64 > x86 and first is not None:
        return TargetChoice(AARCH64, f"its instructions (AArch64 registers and mnemonics on {a64} lines)", *first)
    if riscv >= 2 and riscv > x86 and riscv > a64 and first_riscv is not None:
        return TargetChoice(RISCV, f"its instructions (RISC-V registers and mnemonics on {riscv} lines)",
                            *first_riscv)
    return None


def detect_target(lines: list[str], setting: str = "auto", directive: dict[str, str] | None = None,
                  directive_line: int | None = None,
                  cpu_targets: dict[str, str] | None = None) -> TargetChoice:
    """The target of a document: its `mcalens:` comment (`directive`, from
    analysis_bridge.parse_directive), the `mcalens.target` setting, assembler directives, content.
    `cpu_targets` maps CPU names to the one target that has them (for `mcalens: mcpu=`)."""
    chosen = _directive_target(lines, directive or {}, directive_line, cpu_targets)
    named = (directive or {}).get("target") or (directive or {}).get("mtriple") or (directive or {}).get("march")
    if chosen is None:
        name = target_name(setting) if setting and setting != "auto" else None
        if name is not None:
            chosen, named = TargetChoice(name, f"the mcalens.target setting ({setting})"), setting
    if chosen is None:
        chosen, named = (_assembler_directive_target(lines) or _content_target(lines)
                         or TargetChoice(X86_64, "the default target (nothing in the file names another)")), None
    if chosen.target == ARM:
        # Thumb or A32, M- or A-profile: a name that says so (`thumbv7m`, `armv7a`), else the file's
        # directives (`.thumb`, `.cpu cortex-m4`).
        mode, cpu = _arm_mode(lines)
        said = _arm_named(named) if named is not None and named.strip().lower() not in ("arm", "arm32") else None
        return replace(chosen, arm=said or mode, arm_cpu=cpu)
    if chosen.target != RISCV:
        return chosen
    # RV32 when the name says so (`riscv32`, `rv32`) or the file's `.attribute arch` does; else RV64.
    said = _riscv_arch_attribute(lines)
    rv32 = said == "rv32" if said is not None else (
        named is not None and named.strip().lower().partition("-")[0] in _RV32_NAMES)
    return replace(chosen, rv32=rv32)


def _riscv_arch_attribute(lines: list[str]) -> str | None:
    """"rv32" / "rv64" from the first `.attribute arch, "rv..."` directive; None without one."""
    for line in lines[:SCAN_LINES]:
        if ".attribute" not in line:
            continue
        match = _DIRECTIVE.match(line)
        if match is None or match.group("name").lower() != ".attribute":
            continue
        arch = _RV_ARCH_ATTRIBUTE.match(match.group("args").strip())
        if arch is not None:
            return arch.group(1).lower()
    return None
