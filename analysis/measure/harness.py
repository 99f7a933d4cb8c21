"""The measuring harness as assembly text (assembled by `asm`, placed at fixed addresses).

Layout of the child's address space (all chosen far from where Linux puts a process's own
mappings, so block addresses computed from the register values stay in free space):

* DATA_BASE (64 GiB): the data area (DATA_SIZE); every 8-byte word holds MID, a pointer into it.
* CODE_BASE: the harness code (read + execute).
* STATE_BASE: the harness's variables (loop counter, TSC start, page budget, the driver's counters
  and minima); writable, so a block can change them, which can only change the figures.
* CONST_BASE: constants (1.0 vectors, MXCSR, the seccomp filter, the descriptors of the pattern
  page and the cycle counter);
  read-only before the block first runs.
* ALT_STACK: the alternate signal stack the fault handler runs on.

The driver (`driver_function`) is the whole measuring loop in native code: it installs the seccomp
filter (the block has not run yet, so a failure still returns to Python), then runs warm-up, probe
and passes, writes the minima to the shared report page and ends with exit_group. Nothing that
steers control after the block has run is read from writable memory: no saved stack pointer, no
return address. Every timed function ends with `jmp driver_dispatch`, which compares the selector
in STATE with constants and jumps to one of the driver's fixed return points; an overwritten
selector can only pick another of them (or end the child).

Timed function (`time_<n>`, reached by jmp, leaves TSC ticks in %rax):
    MXCSR := FTZ|DAZ; x87 := fninit and four 1.0 on its stack; vector registers := 1.0 at the
    block's vector width (`vector_width`), then vzeroupper when the block uses no ymm/zmm
    register (a clean upper state, as compiled code runs); mask registers := all ones;
    the memory near every register's value := the pattern again (`restore_windows`); DF := 0
    lfence; rdtsc; lfence
  top: lfence; flags := cmp of a register with itself; every general register (rsp included)
    := its value; <n copies of the block>
    decrement the counter in STATE; jne top
    rdtscp; lfence; the tick difference; jmp driver_dispatch
The difference T(2U) - T(U) cancels the loop, the register reset, the fence and pipeline
fill/drain (docs/measuring.md in the shared notes, and docs/accuracy.md). docs/measure.md states
these conventions ("Register and memory conventions").
"""

from __future__ import annotations

from dataclasses import dataclass

DATA_BASE = 0x10_0000_0000
DATA_SIZE = 2 << 20
# The pointer every memory word holds (and every register in `same` mode). Its low 16 bits
# (0x1040) are not zero, so that 16- and 8-bit divisions by a memory word do not divide by zero.
MID = DATA_BASE + (1 << 20) + 0x1040
# %rdx's window (distinct modes): a quarter of DATA_BASE, so that %rdx:%rax divided by any other
# register or by a memory word (all about 64 GiB) has a quotient that fits, signed or unsigned.
LOW_BASE = 0x4_0000_0000
LOW_MAP = LOW_BASE - 0x8000  # a mapped 64 KiB window around %rdx's value
LOW_SIZE = 0x10000
RDX_OFFSET = (0x340, 0x3C0)  # %edx, %dx below half of every other register's (plain, rotated set)
# Not near a small multiple of DATA_BASE: `(%rdi,%rax)` or `(%rdi,%rax,8)` with pointers in both
# registers adds 2 to 9 of them, and those addresses must land in free space (mapped on demand),
# never in the harness's own code or state.
CODE_BASE = 0x5A_0000_0000
STATE_BASE = 0x59_FFF0_0000
STATE_SIZE = 0x1000
CONST_BASE = STATE_BASE + STATE_SIZE
CONST_SIZE = 0x1000
ALT_STACK = 0x59_FFE0_0000
ALT_STACK_SIZE = 0x10000

# STATE offsets (writable)
S_COUNT, S_TSC, S_BUDGET = 8, 16, 32
S_SEL, S_LOOPS, S_PASS, S_REP, S_I, S_PROBE, S_PERF = 48, 56, 64, 72, 80, 88, 96
S_BEST = 128  # 4 minima: T(U), T(2U), small and large calibration
S_CPUID = 192
# CONST offsets (read-only while the block may run)
C_ONE = 0  # 16 floats 1.0 (64 bytes)
C_MXCSR, C_PERF_FD, C_PAGE_FD = 64, 72, 76
C_FPROG = 128  # struct sock_fprog: u16 length, pointer to the filter
C_FILTER = 256
# report page offsets (a MAP_SHARED page the parent reads after the child ended)
R_MAGIC, R_SIGNO, R_CODE, R_ADDR, R_RIP, R_BUDGET, R_NR = 0, 8, 16, 24, 32, 40, 48
R_DONE, R_SOURCE, R_MHZ = 64, 72, 80
R_RESULTS = 128  # per pass: min T(U), min T(2U), min small, min large, loops (5 x u64)
RESULT_WORDS = 5
REPORT_MAGIC = 0x6D63616C656E73  # "mcalens"
DONE_MAGIC = 0x656E6F64656E73  # written by the driver after the last pass
LOST_EXIT = 87  # the driver's selector held no return point

MXCSR_FTZ_DAZ = 0x1F80 | 0x8000 | 0x40
CAL_ADDS = 100  # adds per calibration loop iteration
CAL_SMALL, CAL_LARGE = 100, 1100  # loop counts: 10k and 110k dependent adds

GPRS = ("rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "rsp",
        "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15")
REGISTER_MODES = ("same", "distinct")
# "sized": U sized to the op cache, the block where the first harness put it in its line, private
# on-demand pages (the default). "bhive": BHive's fixed U = 100 / 2U = 200, the block at the start
# of a 64-byte line, other distinct register values, and every data page one physical page
# (BHive's page aliasing). "fixed": "bhive" with private pages (no aliasing). All keep the lfence per
# repetition, which the shared notes found essential.
METHODS = ("sized", "bhive", "fixed")


@dataclass(frozen=True, slots=True)
class Method:
    """What a measuring method changes, factor by factor (`tools/cross_check.py --explain` switches
    one factor of `bhive` back at a time to find which one makes two figures differ)."""

    name: str
    fixed_unroll: bool  # U = 100 / 2U = 200, not sized to the op cache
    line_start: bool  # the block starts a 64-byte line (else where the first harness put it)
    rotated_registers: bool  # the second set of distinct register values
    aliased_pages: bool  # every data page one shared physical page


_METHODS = {"sized": Method("sized", False, False, False, False), "bhive": Method("bhive", True, True, True, True),
            "fixed": Method("fixed", True, True, True, False)}


def method_of(method: str | Method) -> Method:
    return method if isinstance(method, Method) else _METHODS[method]


X87_VALUES = 4  # fld1 pushes after fninit: st(0)..st(3) hold 1.0, four pushes before an overflow
RESTORE_REACH = 0x1000  # memory within 4 KiB of a register's value is restored before each timed run


def register_values(mode: str, method: str | Method = "sized") -> dict[str, int]:
    """Values of the general registers: one pointer for all (BHive's), or distinct pointers.

    Distinct: 64 KiB apart, low 12 bits all different (no 4K aliasing between base registers),
    low byte 0x40 and low 16 bits in 0x1040..0x1F40 (positive, never zero); %rdx in its own
    window a quarter as high (LOW_BASE + RDX_OFFSET). So %rdx:%rax (and %dx:%ax, %edx:%eax, %ax) divided
    by any other register or memory word of any width gives a quotient that fits, signed or
    unsigned: compiled `divq`/`idivl` loops run instead of faulting. `method` "bhive" rotates the
    low bits (another set of the same properties; %rdx's low 12 bits there, 0x3c0, are 0x80 from
    any other register's), so the two methods do not share a layout."""
    if mode == "same":
        return {r: MID for r in GPRS}
    rotated = method_of(method).rotated_registers
    rotate = 8 if rotated else 0
    out = {r: DATA_BASE + (i + 1) * 0x10000 + 0x1000 + ((i + rotate) % 16) * 0x100 + 0x40
           for i, r in enumerate(GPRS)}
    out["rdx"] = LOW_BASE + RDX_OFFSET[rotated]
    return out


def restore_windows(mode: str, method: str | Method = "sized") -> list[tuple[int, int]]:
    """(start, 8-byte words) of the memory put back to the pattern before every timed run: the
    words within RESTORE_REACH of each register's value (clipped to the mapped area it points
    into), merged. A pointer the block keeps in memory (a spilled or struct-held cursor it loads,
    advances and stores back) then starts every run from the same value, as the registers do,
    instead of walking through memory for the whole measurement."""
    areas = ((DATA_BASE, DATA_BASE + DATA_SIZE), (LOW_MAP, LOW_MAP + LOW_SIZE))
    spans = []
    for value in sorted(set(register_values(mode, method).values())):
        for lo, hi in areas:
            if lo <= value < hi:
                spans.append((max(lo, (value - RESTORE_REACH) & ~7), min(hi, value + RESTORE_REACH)))
    merged: list[list[int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return [(start, (end - start) // 8) for start, end in merged]


def vector_width(block: bytes) -> int:
    """The widest vector length (128, 256, 512) any of the block's VEX/EVEX/XOP encodings selects;
    128 for blocks without them. Mask-register instructions and vzeroupper/vzeroall, whose L bit
    selects the operation rather than a vector length, do not count."""
    from .decode import vector_bits

    return max([128, *vector_bits(block)])


def _vector_setup(vector: str, width: int) -> str:
    """1.0 in every lane up to the block's width; above it, zero and (with AVX) a clean upper state.

    A legacy-SSE instruction that writes an xmm register whose upper half is dirty merges with the
    old register (a dependence on its previous value, or a state-transition penalty): compiled code
    never runs that way, since compilers put vzeroupper after 256/512-bit code. A block that itself
    uses ymm/zmm registers gets them at full width and no vzeroupper: it dirties the state anyway."""
    if vector == "sse":
        return "".join(f"  movups {C_ONE}(%rax), %xmm{i}\n" for i in range(16))
    top = 32 if vector == "avx512" else 16
    width = min(width, 512 if vector == "avx512" else 256)
    reg = {128: "xmm", 256: "ymm", 512: "zmm"}[width]
    out = "".join(f"  vbroadcastss {C_ONE}(%rax), %{reg}{i}\n" for i in range(top))
    if vector == "avx512":
        out += "".join(f"  kxnorw %k0, %k0, %k{i}\n" for i in range(1, 8))
    if width == 128:
        out += "  vzeroupper\n"
    return out


def _x87_setup() -> str:
    return "  fninit\n" + "  fld1\n" * X87_VALUES


def _restore(mode: str, method: str | Method) -> str:
    out = f"  movabsq ${MID}, %rax\n"
    for start, words in restore_windows(mode, method):
        out += f"  movabsq ${start}, %rdi\n  movl ${words}, %ecx\n  rep stosq\n"
    return out


# The fenced TSC reads every timed piece starts and ends with: the ticks in %rax.
_TSC_START = """  lfence
  rdtsc
  lfence
  shlq $32, %rdx
  orq %rdx, %rax
"""
_TSC_END = """  rdtscp
  lfence
  shlq $32, %rdx
  orq %rdx, %rax
"""


def timed_function(name: str, block: bytes, copies: int, mode: str, vector: str,
                   method: str | Method = "sized") -> list[str | bytes]:
    """Parts (text and raw block bytes) of one timed function (reached by jmp, ends in the dispatch)."""
    regs = register_values(mode, method)
    reset = "".join(f"  movabsq ${regs[r]}, %{r}\n" for r in GPRS)
    head = f"""{name}:
  cld
{_restore(mode, method)}  movabsq ${CONST_BASE}, %rax
  ldmxcsr {C_MXCSR}(%rax)
{_x87_setup()}{_vector_setup(vector, vector_width(block))}{_TSC_START}  movabsq ${STATE_BASE}, %rcx
  movq %rax, {S_TSC}(%rcx)
{name}_top:
  lfence
  cmpl %eax, %eax
{reset}{name}_block:
"""
    tail = f"""  movabsq ${STATE_BASE + S_COUNT}, %rax
  decq (%rax)
  jne {name}_top
{_TSC_END}  movabsq ${STATE_BASE}, %rcx
  subq {S_TSC}(%rcx), %rax
  cld
{"  vzeroupper" + chr(10) if vector != "sse" else ""}  jmp driver_dispatch
"""
    return [head, block * copies, tail]


def calibration_function(name: str, loops: int) -> str:
    """A dependent chain of loops * CAL_ADDS one-cycle adds, timed in TSC ticks (ends in the dispatch)."""
    adds = "  addq $1, %r9\n" * CAL_ADDS
    return f"""{name}:
{_TSC_START}  movq %rax, %r8
  movl ${loops}, %ecx
  xorl %r9d, %r9d
{name}_top:
{adds}  decl %ecx
  jne {name}_top
{_TSC_END}  subq %r8, %rax
  jmp driver_dispatch
"""


def _perf_ioctl(cmd: int) -> str:
    return f"""  movabsq ${CONST_BASE + C_PERF_FD}, %rdi
  movl (%rdi), %edi
  movl ${cmd:#x}, %esi
  xorl %edx, %edx
  movl $16, %eax
  syscall
"""


PERF_EVENT_IOC_ENABLE, PERF_EVENT_IOC_DISABLE, PERF_EVENT_IOC_RESET = 0x2400, 0x2401, 0x2403
SYS_READ, SYS_IOCTL, SYS_MMAP, SYS_RT_SIGRETURN, SYS_EXIT, SYS_PRCTL, SYS_EXIT_GROUP = 0, 16, 9, 15, 60, 157, 231
PR_SET_NO_NEW_PRIVS, PR_SET_SECCOMP, SECCOMP_MODE_FILTER = 38, 22, 2
MMAP_PROT = 3  # PROT_READ | PROT_WRITE
MMAP_FLAGS = 0x100002  # MAP_PRIVATE | MAP_FIXED_NOREPLACE (of the pattern memfd)
MMAP_FLAGS_SHARED = 0x100001  # MAP_SHARED | MAP_FIXED_NOREPLACE (method "bhive": one physical page)


def mmap_flags(method: str | Method) -> int:
    return MMAP_FLAGS_SHARED if method_of(method).aliased_pages else MMAP_FLAGS


def driver_function(report: int, passes: int, repetitions: int, perf: bool) -> str:
    """The measuring loop (`driver`, called once from Python in the child; returns only when the
    sandbox could not be installed, with the negative errno in %rax).

    As `api` computes it: two warm-up runs (the fault handler maps the block's pages), the
    smallest of three probes of 16 loops sets the loop count, then `passes` times the minima over
    `repetitions` interleaved T(U), T(2U), small and large calibration chains, stored at
    R_RESULTS in the report page. With `perf`, the passes read the cycle counter (reset, enable,
    run, disable, read 8 bytes) instead of the TSC difference."""
    ticks = 16 * TARGET_TICKS
    start = _perf_ioctl(PERF_EVENT_IOC_RESET) + _perf_ioctl(PERF_EVENT_IOC_ENABLE) if perf else ""
    stop = (_perf_ioctl(PERF_EVENT_IOC_DISABLE) + f"""  movabsq ${CONST_BASE + C_PERF_FD}, %rdi
  movl (%rdi), %edi
  movabsq ${STATE_BASE + S_PERF}, %rsi
  movl $8, %edx
  xorl %eax, %eax
  syscall
  movabsq ${STATE_BASE + S_PERF}, %rax
  movq (%rax), %rax
""") if perf else ""

    def call(selector: int, target: str, timed: bool = False) -> str:
        return f"""  movabsq ${STATE_BASE}, %rcx
  movq ${selector}, {S_SEL}(%rcx)
{start if timed else ""}  jmp {target}
driver_r{selector}:
{stop if timed else ""}"""

    def keep_min(slot: int, label: str) -> str:
        return f"""  movabsq ${STATE_BASE}, %rcx
  cmpq {slot}(%rcx), %rax
  jae {label}
  movq %rax, {slot}(%rcx)
{label}:
"""

    def count(value: str) -> str:
        return f"""  movabsq ${STATE_BASE}, %rcx
  {value}
  movq %rax, {S_COUNT}(%rcx)
"""

    results = "".join(f"""  movq {S_BEST + 8 * i}(%rcx), %rax
  movq %rax, {8 * i}(%rdx)
""" for i in range(4))
    dispatch = "".join(f"""  cmpq ${i}, %rcx
  je driver_r{i}
""" for i in range(1, 8))
    return f"""driver:
  movl ${PR_SET_NO_NEW_PRIVS}, %edi
  movl $1, %esi
  xorl %edx, %edx
  xorl %r10d, %r10d
  xorl %r8d, %r8d
  movl ${SYS_PRCTL}, %eax
  syscall
  testq %rax, %rax
  jne driver_fail
  movl ${PR_SET_SECCOMP}, %edi
  movl ${SECCOMP_MODE_FILTER}, %esi
  movabsq ${CONST_BASE + C_FPROG}, %rdx
  movl ${SYS_PRCTL}, %eax
  syscall
  testq %rax, %rax
  jne driver_fail
{count("movl $2, %eax")}{call(1, "time_u")}{count("movl $2, %eax")}{call(2, "time_2u")}  movabsq ${STATE_BASE}, %rcx
  movq $-1, {S_PROBE}(%rcx)
  movq $3, {S_I}(%rcx)
driver_probe:
{count("movl $16, %eax")}{call(3, "time_u")}{keep_min(S_PROBE, "driver_probe_kept")}  decq {S_I}(%rcx)
  jne driver_probe
  movq {S_PROBE}(%rcx), %rbx
  testq %rbx, %rbx
  jne driver_probe_nonzero
  movl $1, %ebx
driver_probe_nonzero:
  movl ${ticks}, %eax
  addq %rbx, %rax
  decq %rax
  xorl %edx, %edx
  divq %rbx
  cmpq $1, %rax
  jae driver_loops_low
  movl $1, %eax
driver_loops_low:
  cmpq $10000000, %rax
  jbe driver_loops_high
  movl $10000000, %eax
driver_loops_high:
  movabsq ${STATE_BASE}, %rcx
  movq %rax, {S_LOOPS}(%rcx)
  movq $0, {S_PASS}(%rcx)
driver_pass:
  movabsq ${STATE_BASE}, %rcx
  movq $-1, {S_BEST}(%rcx)
  movq $-1, {S_BEST + 8}(%rcx)
  movq $-1, {S_BEST + 16}(%rcx)
  movq $-1, {S_BEST + 24}(%rcx)
  movabsq ${repetitions}, %rax
  movq %rax, {S_REP}(%rcx)
driver_rep:
{count(f"movq {S_LOOPS}(%rcx), %rax")}{call(4, "time_u", True)}{keep_min(S_BEST, "driver_kept_4")}\
{count(f"movq {S_LOOPS}(%rcx), %rax")}{call(5, "time_2u", True)}{keep_min(S_BEST + 8, "driver_kept_5")}\
{call(6, "cal_small", True)}{keep_min(S_BEST + 16, "driver_kept_6")}\
{call(7, "cal_large", True)}{keep_min(S_BEST + 24, "driver_kept_7")}\
  decq {S_REP}(%rcx)
  jne driver_rep
  movq {S_PASS}(%rcx), %rax
  imulq ${8 * RESULT_WORDS}, %rax, %rax
  movabsq ${report + R_RESULTS}, %rdx
  addq %rax, %rdx
{results}  movq {S_LOOPS}(%rcx), %rax
  movq %rax, 32(%rdx)
  incq {S_PASS}(%rcx)
  movabsq ${passes}, %rax
  cmpq %rax, {S_PASS}(%rcx)
  jb driver_pass
  movabsq ${report + R_DONE}, %rdx
  movabsq ${DONE_MAGIC}, %rax
  movq %rax, (%rdx)
  xorl %edi, %edi
  movl ${SYS_EXIT_GROUP}, %eax
  syscall
driver_fail:
  retq
driver_dispatch:
  movabsq ${STATE_BASE}, %rcx
  movq {S_SEL}(%rcx), %rcx
{dispatch}  movl ${LOST_EXIT}, %edi
  movl ${SYS_EXIT_GROUP}, %eax
  syscall
"""


def cpuid_function(name: str = "cpuid_fn") -> str:
    """cpuid_fn(leaf, subleaf): eax, ebx, ecx, edx into STATE + S_CPUID."""
    return f"""{name}:
  pushq %rbx
  movl %edi, %eax
  movl %esi, %ecx
  cpuid
  movabsq ${STATE_BASE + S_CPUID}, %r8
  movl %eax, (%r8)
  movl %ebx, 4(%r8)
  movl %ecx, 8(%r8)
  movl %edx, 12(%r8)
  popq %rbx
  retq
"""


def fault_handler(report: int, name: str = "fault_handler", method: str | Method = "sized") -> str:
    """The SIGSEGV/SIGBUS/SIGILL/SIGFPE/SIGTRAP/SIGSYS handler (SA_SIGINFO, on the alternate stack).

    A SIGSEGV for an unmapped page (SEGV_MAPERR), while the page budget lasts, maps a private
    copy of the pattern page (the sealed memfd named in CONST) there with MAP_FIXED_NOREPLACE —
    the one mmap the seccomp filter lets through — and returns, so the faulting instruction runs
    again. Pages the block only reads share the memfd's page, as they always have: the figures of
    blocks that stream through memory depend on it. Anything else writes signal, code, address,
    rip and (for SIGSYS from the seccomp filter) the system call number to the shared report page
    and ends the process (exit_group(86))."""
    return f"""{name}:
  movq %rsi, %r11
  movq %rdx, %r13
  cmpl $11, (%r11)
  jne {name}_fatal
  cmpl $1, 8(%r11)
  jne {name}_fatal
  movabsq ${STATE_BASE}, %r8
  movq {S_BUDGET}(%r8), %rax
  testq %rax, %rax
  je {name}_spent
  decq %rax
  movq %rax, {S_BUDGET}(%r8)
  movq %r11, %rbx
  movq 16(%rbx), %rdi
  andq $-4096, %rdi
  movq %rdi, %r12
  movl $4096, %esi
  movl ${MMAP_PROT}, %edx
  movl ${mmap_flags(method)}, %r10d
  movabsq ${CONST_BASE + C_PAGE_FD}, %r8
  movslq (%r8), %r8
  xorl %r9d, %r9d
  movl ${SYS_MMAP}, %eax
  syscall
  cmpq %r12, %rax
  jne {name}_fatal_rbx
  retq
{name}_spent:
  movabsq ${report}, %r8
  movq $1, {R_BUDGET}(%r8)
  jmp {name}_fatal
{name}_fatal_rbx:
  movq %rbx, %r11
{name}_fatal:
  movabsq ${report}, %r8
  movslq (%r11), %rax
  movq %rax, {R_SIGNO}(%r8)
  movslq 8(%r11), %rax
  movq %rax, {R_CODE}(%r8)
  movq 16(%r11), %rax
  movq %rax, {R_ADDR}(%r8)
  movslq 24(%r11), %rax
  movq %rax, {R_NR}(%r8)
  movq 168(%r13), %rax
  movq %rax, {R_RIP}(%r8)
  movabsq ${REPORT_MAGIC}, %rax
  movq %rax, {R_MAGIC}(%r8)
  movl $86, %edi
  movl ${SYS_EXIT_GROUP}, %eax
  syscall
"""


def tsc_function(name: str = "tsc_fn") -> str:
    """tsc_fn(): the TSC, fenced."""
    return f"""{name}:
{_TSC_START}  retq
"""


def copies_for(instructions: int, method: str | Method = "sized") -> int:
    """U, sized to the op cache: 2U x instructions <= 1600 and 2U <= 200; BHive's fixed 100."""
    if method_of(method).fixed_unroll:
        return 100
    return max(1, min(100, 800 // max(1, instructions)))


TARGET_TICKS = 60_000  # one timed sample of U copies lasts at least this long (TSC steps are coarse)
