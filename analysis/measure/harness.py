"""The measuring harness as assembly text (assembled by `asm`, placed at fixed addresses).

Layout of the child's address space (all chosen far from where Linux puts a process's own
mappings, so block addresses computed from the register values stay in free space):

* DATA_BASE (64 GiB): the data area (DATA_SIZE); every 8-byte word holds MID, a pointer into it.
* CODE_BASE: the harness code (read + execute).
* STATE_BASE: the harness's own variables (saved rsp, loop counter, TSC start, MXCSR, constants).
* ALT_STACK: the alternate signal stack the fault handler runs on.

Timed function (`time_<n>`, no arguments, returns TSC ticks):
    save callee-saved registers and rsp; MXCSR := FTZ|DAZ; vector registers := 1.0
    lfence; rdtsc; lfence
  top: lfence; every general register (rsp included) := its value; <n copies of the block>
    decrement the counter in STATE; jne top
    rdtscp; lfence; restore; return the tick difference
The difference T(2U) - T(U) cancels the loop, the register reset, the fence and pipeline
fill/drain (docs/measuring.md in the shared notes, and docs/accuracy.md).
"""

from __future__ import annotations

DATA_BASE = 0x10_0000_0000
DATA_SIZE = 2 << 20
MID = DATA_BASE + (1 << 20)
# Not near a small multiple of DATA_BASE: `(%rdi,%rax)` or `(%rdi,%rax,8)` with pointers in both
# registers adds 2 to 9 of them, and those addresses must land in free space (mapped on demand),
# never in the harness's own code or state.
CODE_BASE = 0x5A_0000_0000
STATE_BASE = 0x59_FFF0_0000
STATE_SIZE = 0x1000
ALT_STACK = 0x59_FFE0_0000
ALT_STACK_SIZE = 0x10000

# STATE offsets
S_RSP, S_COUNT, S_TSC, S_MXCSR_SAVE, S_MXCSR = 0, 8, 16, 24, 28
S_BUDGET, S_FD = 32, 40
S_ONE = 128  # 16 floats 1.0 (64 bytes)
S_CPUID = 192
# report page offsets (a MAP_SHARED page the parent reads after the child died)
R_MAGIC, R_SIGNO, R_CODE, R_ADDR, R_RIP, R_BUDGET = 0, 8, 16, 24, 32, 40
REPORT_MAGIC = 0x6D63616C656E73  # "mcalens"

MXCSR_FTZ_DAZ = 0x1F80 | 0x8000 | 0x40
CAL_ADDS = 100  # adds per calibration loop iteration
CAL_SMALL, CAL_LARGE = 100, 1100  # loop counts: 10k and 110k dependent adds

GPRS = ("rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "rsp",
        "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15")
REGISTER_MODES = ("same", "distinct")


def register_values(mode: str) -> dict[str, int]:
    """Values of the general registers: one pointer for all (BHive's), or distinct pointers
    64 KiB apart whose low 12 bits differ (no 4K aliasing between base registers)."""
    if mode == "same":
        return {r: MID for r in GPRS}
    return {r: DATA_BASE + 0x10000 + i * 0x10000 + i * 0x100 for i, r in enumerate(GPRS)}


def _vector_setup(vector: str) -> str:
    if vector == "avx512":
        return "".join(f"  vbroadcastss {S_ONE}(%rax), %zmm{i}\n" for i in range(32))
    if vector == "avx":
        return "".join(f"  vbroadcastss {S_ONE}(%rax), %ymm{i}\n" for i in range(16))
    return "".join(f"  movups {S_ONE}(%rax), %xmm{i}\n" for i in range(16))


def timed_function(name: str, block: bytes, copies: int, mode: str, vector: str) -> list[str | bytes]:
    """Parts (text and raw block bytes) of one timed function."""
    regs = register_values(mode)
    reset = "".join(f"  movabsq ${regs[r]}, %{r}\n" for r in GPRS)
    head = f"""{name}:
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  movabsq ${STATE_BASE}, %rax
  movq %rsp, {S_RSP}(%rax)
  stmxcsr {S_MXCSR_SAVE}(%rax)
  ldmxcsr {S_MXCSR}(%rax)
{_vector_setup(vector)}  lfence
  rdtsc
  lfence
  shlq $32, %rdx
  orq %rdx, %rax
  movabsq ${STATE_BASE}, %rcx
  movq %rax, {S_TSC}(%rcx)
{name}_top:
  lfence
{reset}{name}_block:
"""
    tail = f"""  movabsq ${STATE_BASE + S_COUNT}, %rax
  decq (%rax)
  jne {name}_top
  rdtscp
  lfence
  shlq $32, %rdx
  orq %rdx, %rax
  movabsq ${STATE_BASE}, %rcx
  subq {S_TSC}(%rcx), %rax
  movq {S_RSP}(%rcx), %rsp
  ldmxcsr {S_MXCSR_SAVE}(%rcx)
  cld
{"  vzeroupper" + chr(10) if vector != "sse" else ""}  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  retq
"""
    return [head, block * copies, tail]


def calibration_function(name: str, loops: int) -> str:
    """A dependent chain of loops * CAL_ADDS one-cycle adds, timed in TSC ticks."""
    adds = "  addq $1, %r9\n" * CAL_ADDS
    return f"""{name}:
  lfence
  rdtsc
  lfence
  shlq $32, %rdx
  orq %rdx, %rax
  movq %rax, %r8
  movl ${loops}, %ecx
  xorl %r9d, %r9d
{name}_top:
{adds}  decl %ecx
  jne {name}_top
  rdtscp
  lfence
  shlq $32, %rdx
  orq %rdx, %rax
  subq %r8, %rax
  retq
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


def fault_handler(report: int, name: str = "fault_handler") -> str:
    """The SIGSEGV/SIGBUS/SIGILL/SIGFPE/SIGTRAP handler (SA_SIGINFO, on the alternate stack).

    A SIGSEGV for an unmapped page (SEGV_MAPERR), while the page budget lasts, maps a private
    copy of the pattern page (memfd in STATE) there with MAP_FIXED_NOREPLACE and returns, so the
    faulting instruction runs again. Anything else writes signal, code, address and rip to the
    shared report page and ends the process (exit_group(86))."""
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
  movl $3, %edx
  movl $1048578, %r10d
  movq {S_FD}(%r8), %r8
  xorl %r9d, %r9d
  movl $9, %eax
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
  movq 168(%r13), %rax
  movq %rax, {R_RIP}(%r8)
  movabsq ${REPORT_MAGIC}, %rax
  movq %rax, {R_MAGIC}(%r8)
  movl $86, %edi
  movl $231, %eax
  syscall
"""


def tsc_function(name: str = "tsc_fn") -> str:
    """tsc_fn(): the TSC, fenced."""
    return f"""{name}:
  lfence
  rdtsc
  lfence
  shlq $32, %rdx
  orq %rdx, %rax
  retq
"""


def copies_for(instructions: int) -> int:
    """U, sized to the op cache: 2U x instructions <= 1600 and 2U <= 200."""
    return max(1, min(100, 800 // max(1, instructions)))


TARGET_TICKS = 60_000  # one timed sample of U copies lasts at least this long (TSC steps are coarse)
