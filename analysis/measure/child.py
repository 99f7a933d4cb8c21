"""The executor: run encoded harness code in a forked child that cannot take the caller down, and a
region's code in a sandbox it cannot leave.

Two entry points share the child's set-up:

* `run(build, plan, timeout)` runs `plan(natives)` — Python — in the child and sends its result back
  pickled. Only for the harness's own code (CPUID for host detection): no region's bytes ever run
  there.
* `run_block(build, timeout, passes=..., perf=...)` runs a region's code. The measuring loop is
  native (`harness.driver_function`); the child's Python stops at the call to it. The driver first
  installs a seccomp-BPF filter (`seccomp_filter`) and from then on the process can make only the
  system calls the harness needs: the fault handler's page mapping (anonymous, read-write, one
  page, never over an existing mapping, a private copy of the sealed pattern page: no PROT_EXEC, no
  other file), rt_sigreturn, exit and exit_group,
  and with the cycle counter its three ioctls and an 8-byte read on that descriptor. Any other
  system call is not executed: it raises SIGSYS, which the fault handler reports with the call's
  number; a call through another ABI (`int $0x80`, x32) kills the process outright. The results
  come back as fixed-size integers in the shared report page, never as pickles: after the block
  has run, everything the child writes is untrusted.

Set-up in the child, before any harness code runs: every inherited file descriptor is closed except
the result pipe (the language server's stdin/stdout are the editor's pipes), the data area, state page,
constant page, alternate signal stack and code are mapped at fixed addresses (MAP_FIXED_NOREPLACE:
never over an existing mapping), the native fault handler is installed for
SIGSEGV/SIGBUS/SIGILL/SIGFPE/SIGTRAP/SIGSYS, and rlimits are lowered (no core files, CPU seconds,
then for the block: no new processes, no file growth, no new descriptors, the address space capped
a little above what the child already has). The parent waits at most `timeout` seconds, then kills
the child.
"""

from __future__ import annotations

import contextlib
import ctypes
import fcntl
import math
import mmap
import os
import pickle
import resource
import select
import signal
import struct
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import harness as h
from .asm import Assembled

PROT_READ, PROT_WRITE, PROT_EXEC = 1, 2, 4
MAP_SHARED, MAP_PRIVATE, MAP_ANONYMOUS, MAP_FIXED_NOREPLACE = 0x01, 0x02, 0x20, 0x100000
SA_SIGINFO, SA_ONSTACK = 4, 0x08000000
FAULT_EXIT = 86
PAGE_BUDGET = 256
PIPE_LIMIT = 1 << 16  # what the parent reads from the child's pipe at most

_SIGNALS = (signal.SIGSEGV, signal.SIGBUS, signal.SIGILL, signal.SIGFPE, signal.SIGTRAP, signal.SIGSYS)

# seccomp (linux/seccomp.h, linux/filter.h, linux/audit.h)
SECCOMP_RET_KILL_PROCESS = 0x80000000
SECCOMP_RET_TRAP = 0x00030000
SECCOMP_RET_ALLOW = 0x7FFF0000
AUDIT_ARCH_X86_64 = 0xC000003E
X32_SYSCALL_BIT = 0x40000000
_SYS_SECCOMP = 317
SECCOMP_GET_ACTION_AVAIL = 2
_BPF_LD_W_ABS, _BPF_JEQ_K, _BPF_JGE_K, _BPF_RET_K = 0x20, 0x15, 0x35, 0x06
# struct seccomp_data: nr (s32), arch (u32), instruction_pointer (u64), args[6] (u64)
_SD_NR, _SD_ARCH, _SD_ARGS = 0, 4, 16

SANDBOX_REFUSED = "measuring refused"


class ChildFailure(Exception):
    """The code could not be measured: it faulted, hung, made a system call, the child died or
    the sandbox could not be set up; `message` says how."""

    def __init__(self, message: str, *, kind: str = "fault", rip: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.kind = kind  # "fault" | "timeout" | "died" | "error" | "syscall" | "sandbox"
        self.rip = rip
        self.block_offset: int | None = None  # where in one copy of the block it faulted, when known


class Natives:
    """What a plan sees in the child: the harness functions and the state page."""

    def __init__(self, assembled: Assembled) -> None:
        self.labels = assembled.labels

    def function(self, name: str, restype: Any = ctypes.c_uint64, argtypes: tuple[Any, ...] = ()) -> Any:
        return ctypes.CFUNCTYPE(restype, *argtypes)(self.labels[name])

    @staticmethod
    def set_count(n: int) -> None:
        ctypes.c_uint64.from_address(h.STATE_BASE + h.S_COUNT).value = n

    @staticmethod
    def read_state(offset: int, size: int) -> bytes:
        return ctypes.string_at(h.STATE_BASE + offset, size)


# ----------------------------------------------------------------------------------- seccomp


class _Bpf:
    """A classic BPF program with forward jumps to named labels."""

    def __init__(self) -> None:
        self.ops: list[tuple[int, str | int, str | int, int]] = []
        self.labels: dict[str, int] = {}

    def label(self, name: str) -> None:
        self.labels[name] = len(self.ops)

    def load(self, offset: int) -> None:
        self.ops.append((_BPF_LD_W_ABS, 0, 0, offset))

    def jump(self, code: int, k: int, yes: str | int = 0, no: str | int = 0) -> None:
        self.ops.append((code, yes, no, k))

    def ret(self, k: int) -> None:
        self.ops.append((_BPF_RET_K, 0, 0, k))

    def bytes(self) -> bytes:
        out = bytearray()
        for i, (code, jt, jf, k) in enumerate(self.ops):
            def rel(target: str | int, i: int = i) -> int:
                if isinstance(target, int):
                    return target
                off = self.labels[target] - i - 1
                if not 0 <= off < 256:
                    raise ValueError(f"BPF jump to {target} out of range")
                return off
            out += struct.pack("<HBBI", code, rel(jt), rel(jf), k)
        return bytes(out)


def _arg_equals(bpf: _Bpf, index: int, value: int, deny: str) -> None:
    """Continue when the 64-bit argument `index` equals `value`, else jump to `deny`."""
    base = _SD_ARGS + 8 * index
    bpf.load(base)
    bpf.jump(_BPF_JEQ_K, value & 0xFFFFFFFF, 0, deny)
    bpf.load(base + 4)
    bpf.jump(_BPF_JEQ_K, value >> 32, 0, deny)


def seccomp_filter(page_fd: int, perf_fd: int | None, method: str | h.Method = "sized") -> bytes:
    """The BPF program (struct sock_filter[]) the driver installs before the block first runs.

    Another architecture (a 32-bit system call through `int $0x80` or `sysenter` reports
    AUDIT_ARCH_I386) and x32 system calls (nr >= 0x40000000) kill the process; allowed are
    rt_sigreturn, exit, exit_group, mmap exactly as the fault handler calls it (one page,
    PROT_READ|PROT_WRITE, MAP_PRIVATE|MAP_FIXED_NOREPLACE — MAP_SHARED|MAP_FIXED_NOREPLACE for
    method "bhive", whose pages all alias one page — of the pattern memfd `page_fd` at offset 0) and,
    with a cycle
    counter, ioctl(perf_fd, RESET|ENABLE|DISABLE) and read(perf_fd, _, 8). Everything else is
    SECCOMP_RET_TRAP: not executed, SIGSYS to the fault handler, which reports the number and ends
    the process (a SIGSYS it cannot take, e.g. while handling one, kills the process)."""
    bpf = _Bpf()
    bpf.load(_SD_ARCH)
    bpf.jump(_BPF_JEQ_K, AUDIT_ARCH_X86_64, 0, "kill")
    bpf.load(_SD_NR)
    bpf.jump(_BPF_JGE_K, X32_SYSCALL_BIT, "kill", 0)
    for nr in (h.SYS_RT_SIGRETURN, h.SYS_EXIT, h.SYS_EXIT_GROUP):
        bpf.jump(_BPF_JEQ_K, nr, "allow", 0)
    bpf.jump(_BPF_JEQ_K, h.SYS_MMAP, "mmap", 0)
    if perf_fd is not None:
        bpf.jump(_BPF_JEQ_K, h.SYS_IOCTL, "ioctl", 0)
        bpf.jump(_BPF_JEQ_K, h.SYS_READ, "read", 0)
    bpf.ret(SECCOMP_RET_TRAP)
    bpf.label("mmap")
    _arg_equals(bpf, 1, 4096, "trap")
    _arg_equals(bpf, 2, h.MMAP_PROT, "trap")
    _arg_equals(bpf, 3, h.mmap_flags(method), "trap")
    _arg_equals(bpf, 4, page_fd, "trap")
    _arg_equals(bpf, 5, 0, "trap")
    bpf.ret(SECCOMP_RET_ALLOW)
    if perf_fd is not None:
        bpf.label("ioctl")
        _arg_equals(bpf, 0, perf_fd, "trap")
        bpf.load(_SD_ARGS + 8)
        for cmd in (h.PERF_EVENT_IOC_RESET, h.PERF_EVENT_IOC_ENABLE):
            bpf.jump(_BPF_JEQ_K, cmd, "cmd_ok", 0)
        bpf.jump(_BPF_JEQ_K, h.PERF_EVENT_IOC_DISABLE, "cmd_ok", "trap")
        bpf.label("cmd_ok")
        bpf.load(_SD_ARGS + 12)
        bpf.jump(_BPF_JEQ_K, 0, "allow", "trap")
        bpf.label("read")
        _arg_equals(bpf, 0, perf_fd, "trap")
        _arg_equals(bpf, 2, 8, "trap")
        bpf.ret(SECCOMP_RET_ALLOW)
    bpf.label("trap")
    bpf.ret(SECCOMP_RET_TRAP)
    bpf.label("allow")
    bpf.ret(SECCOMP_RET_ALLOW)
    bpf.label("kill")
    bpf.ret(SECCOMP_RET_KILL_PROCESS)
    return bpf.bytes()


def seccomp_unavailable() -> str | None:
    """None when this kernel can run the sandbox (seccomp filters with the kill-process and trap
    actions), else why not. Measuring is refused where it cannot."""
    if not sys.platform.startswith("linux"):
        return "measuring runs the code in a seccomp sandbox, which only Linux has"
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.syscall.restype = ctypes.c_long
        for action in (SECCOMP_RET_KILL_PROCESS, SECCOMP_RET_TRAP, SECCOMP_RET_ALLOW):
            value = ctypes.c_uint32(action)
            if libc.syscall(_SYS_SECCOMP, SECCOMP_GET_ACTION_AVAIL, 0, ctypes.byref(value)) != 0:
                err = ctypes.get_errno()
                return (f"this kernel cannot run the measuring sandbox (seccomp action {action:#x}: "
                        f"{os.strerror(err)}); {SANDBOX_REFUSED}")
    except (OSError, AttributeError) as e:
        return f"cannot check for seccomp ({e}); {SANDBOX_REFUSED}"
    return None


# ----------------------------------------------------------------------------------- the child


def _libc() -> Any:
    libc = ctypes.CDLL(None, use_errno=True)
    libc.mmap.restype = ctypes.c_void_p
    libc.mmap.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                          ctypes.c_long)
    libc.mprotect.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int)
    libc.sigaction.argtypes = (ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
    libc.sigaltstack.argtypes = (ctypes.c_void_p, ctypes.c_void_p)
    return libc


def _map_fixed(libc: Any, address: int, size: int, what: str) -> None:
    got = libc.mmap(address, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE,
                    -1, 0)
    if got != address:
        raise ChildFailure(f"cannot map the {what} at {address:#x} (errno {ctypes.get_errno()})", kind="error")


def _close_fds(keep: int) -> None:
    """Close every descriptor but `keep` (stdin/stdout/stderr too: in the server they are the editor's)."""
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    top = hard if 0 < hard < (1 << 20) else 1 << 20
    os.closerange(0, keep)
    os.closerange(keep + 1, max(top, keep + 2))


def _map_aliased(libc: Any, fd: int, address: int, size: int, what: str) -> None:
    """Every page of [address, address + size) a shared mapping of the memfd's one page (BHive's
    page aliasing: the whole data area is one physical page)."""
    for page in range(address, address + size, 4096):
        got = libc.mmap(page, 4096, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED_NOREPLACE, fd, 0)
        if got != page:
            raise ChildFailure(f"cannot map the {what} at {page:#x} (errno {ctypes.get_errno()})", kind="error")


def _child_setup(assembled: Assembled, timeout: float, method: str | h.Method = "sized") -> Natives:
    signal.signal(signal.SIGALRM, signal.SIG_DFL)
    signal.alarm(max(1, math.ceil(timeout)))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    _soft, hard = resource.getrlimit(resource.RLIMIT_CPU)
    cpu = max(2, math.ceil(timeout) + 1)
    resource.setrlimit(resource.RLIMIT_CPU, (min(cpu, hard) if hard >= 0 else cpu, hard))
    libc = _libc()
    pattern = struct.pack("<Q", h.MID) * (4096 // 8)
    fd = os.memfd_create("mcalens-page", os.MFD_ALLOW_SEALING)
    os.write(fd, pattern)
    if h.method_of(method).aliased_pages:
        # one shared, writable page behind every data page: its size is sealed (no SIGBUS from
        # a shrink), its content is the block's to change, as in BHive
        fcntl.fcntl(fd, fcntl.F_ADD_SEALS, fcntl.F_SEAL_SHRINK | fcntl.F_SEAL_GROW | fcntl.F_SEAL_SEAL)
        _map_aliased(libc, fd, h.DATA_BASE, h.DATA_SIZE, "data area")
        _map_aliased(libc, fd, h.LOW_MAP, h.LOW_SIZE, "%rdx's window")
    else:
        # sealed: nothing can change or resize the page every on-demand mapping copies
        fcntl.fcntl(fd, fcntl.F_ADD_SEALS, fcntl.F_SEAL_SHRINK | fcntl.F_SEAL_GROW | fcntl.F_SEAL_WRITE
                    | fcntl.F_SEAL_SEAL)
        _map_fixed(libc, h.DATA_BASE, h.DATA_SIZE, "data area")
        ctypes.memmove(h.DATA_BASE, pattern * (h.DATA_SIZE // 4096), h.DATA_SIZE)
        _map_fixed(libc, h.LOW_MAP, h.LOW_SIZE, "%rdx's window")
        ctypes.memmove(h.LOW_MAP, pattern * (h.LOW_SIZE // 4096), h.LOW_SIZE)
    _map_fixed(libc, h.STATE_BASE, h.STATE_SIZE, "state page")
    _map_fixed(libc, h.CONST_BASE, h.CONST_SIZE, "constant page")
    _map_fixed(libc, h.ALT_STACK, h.ALT_STACK_SIZE, "signal stack")
    size = (len(assembled.code) + 4095) & ~4095
    _map_fixed(libc, assembled.origin, size, "code")
    ctypes.memmove(assembled.origin, assembled.code, len(assembled.code))
    if libc.mprotect(assembled.origin, size, PROT_READ | PROT_EXEC) != 0:
        raise ChildFailure("cannot make the code executable", kind="error")
    ctypes.c_uint64.from_address(h.STATE_BASE + h.S_BUDGET).value = PAGE_BUDGET
    const = h.CONST_BASE
    ctypes.c_int32.from_address(const + h.C_PAGE_FD).value = fd
    ctypes.c_uint32.from_address(const + h.C_MXCSR).value = h.MXCSR_FTZ_DAZ
    ctypes.memmove(const + h.C_ONE, struct.pack("<16f", *([1.0] * 16)), 64)
    stack = struct.pack("<QiiQ", h.ALT_STACK, 0, 0, h.ALT_STACK_SIZE)
    if libc.sigaltstack(ctypes.c_char_p(stack), None) != 0:
        raise ChildFailure("sigaltstack failed", kind="error")
    # glibc x86-64 struct sigaction: handler, sigset_t (128 bytes), int flags (+4 pad), restorer
    act = struct.pack("<Q128siiQ", assembled.labels["fault_handler"], b"\0" * 128, SA_SIGINFO | SA_ONSTACK,
                      0, 0)
    for sig in _SIGNALS:
        if libc.sigaction(int(sig), ctypes.c_char_p(act), None) != 0:
            raise ChildFailure("sigaction failed", kind="error")
    return Natives(assembled)


def _seal(perf_fd: int | None, method: str | h.Method = "sized") -> None:
    """Write the filter to the constant page, make the page read-only, lower the limits: the last
    step before the driver (the block has not run yet)."""
    libc = _libc()
    const = h.CONST_BASE
    program = seccomp_filter(ctypes.c_int32.from_address(const + h.C_PAGE_FD).value, perf_fd, method)
    if h.C_FILTER + len(program) > h.CONST_SIZE:
        raise ChildFailure("the seccomp filter does not fit its page", kind="error")
    ctypes.memmove(const + h.C_FILTER, program, len(program))
    ctypes.memmove(const + h.C_FPROG, struct.pack("<H6xQ", len(program) // 8, const + h.C_FILTER), 16)
    ctypes.c_int32.from_address(const + h.C_PERF_FD).value = -1 if perf_fd is None else perf_fd
    if libc.mprotect(const, h.CONST_SIZE, PROT_READ) != 0:
        raise ChildFailure("cannot make the harness constants read-only", kind="error")
    # The address space: what the child has now, plus the pages the handler may map and a margin.
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[0])
        limit = pages * 4096 + (PAGE_BUDGET + 64) * 4096 + (16 << 20)
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (OSError, ValueError):
        pass  # without /proc: the page budget and seccomp's one-page mmap still bound it
    for limit_name in ("RLIMIT_NPROC", "RLIMIT_FSIZE", "RLIMIT_NOFILE", "RLIMIT_MEMLOCK", "RLIMIT_MSGQUEUE"):
        # ValueError: e.g. a hard limit already lower; seccomp forbids the calls anyway
        with contextlib.suppress(ValueError, OSError, AttributeError):
            resource.setrlimit(getattr(resource, limit_name), (0, 0))


def _child_main(w: int, body: Callable[[], bytes], *, text: bool = False) -> None:
    """The forked child: run `body`, write what it returns to `w` (failures pickled, or as
    "kind:message" text with `text`), never return."""
    status = 1
    try:
        _close_fds(w)
        payload = body()
        status = 0
    except ChildFailure as e:
        payload = f"failure:{e.message}".encode() if text else pickle.dumps(("failure", e.message))
    except BaseException as e:
        message = f"{type(e).__name__}: {e}"
        payload = f"error:{message}".encode() if text else pickle.dumps(("error", message))
    try:
        view = memoryview(payload)
        while view:
            view = view[os.write(w, view):]
    finally:
        os._exit(status)


def _report_fault(report: mmap.mmap, origin: int) -> ChildFailure | None:
    magic, signo, code, addr, rip, spent, nr = struct.unpack_from("<QqqQQQq", report, 0)
    if magic != h.REPORT_MAGIC:
        return None
    if signo == signal.SIGSYS:
        rip -= 2  # the kernel reports the address after the call; syscall, sysenter and int $n are 2 bytes
        where = f" at code offset {rip - origin:#x}" if rip >= origin else ""
        return ChildFailure(f"the block made a system call (nr {nr}){where}; {SANDBOX_REFUSED}", kind="syscall",
                            rip=rip)
    return ChildFailure(_describe_fault(signo, code, addr, rip, origin, bool(spent)), rip=rip)


def _describe_fault(signo: int, code: int, addr: int, rip: int, origin: int, spent: bool) -> str:
    where = f" at code offset {rip - origin:#x}" if rip >= origin else ""
    if signo == signal.SIGSEGV:
        if code == 1 and spent:
            return (f"touched {addr:#x} after {PAGE_BUDGET} pages had been mapped on demand (the block walks "
                    f"through memory, e.g. a pointer it keeps in memory grows every iteration){where}")
        if code == 1:
            return f"touched {addr:#x}, an address that cannot be mapped{where}"
        if code == 2:
            return f"access to a protected page at {addr:#x} (writes to code or the harness){where}"
        return f"general-protection fault (non-canonical address or privileged operation){where}"
    if signo == signal.SIGILL:
        return f"illegal instruction (SIGILL){where}"
    if signo == signal.SIGFPE:
        return f"arithmetic exception (SIGFPE: division by zero or quotient overflow){where}"
    if signo == signal.SIGBUS:
        return f"bus error at {addr:#x}{where}"
    if signo == signal.SIGTRAP:
        return f"trap (SIGTRAP: trap flag or int3){where}"
    return f"signal {signo}{where}"


def _death(wstatus: int, timeout: float) -> ChildFailure | None:
    if not os.WIFSIGNALED(wstatus):
        return None
    sig = os.WTERMSIG(wstatus)
    if sig in (signal.SIGALRM, signal.SIGXCPU):  # the child's own alarm() or CPU limit came first
        return ChildFailure(f"did not finish within {timeout:g} s (endless loop?)", kind="timeout")
    if sig == signal.SIGSYS:
        return ChildFailure(f"the block made a system call the sandbox does not allow (killed by seccomp); "
                            f"{SANDBOX_REFUSED}", kind="syscall")
    name = signal.Signals(sig).name if sig in signal.Signals.__members__.values() else str(sig)
    return ChildFailure(f"the measuring process was killed by {name}", kind="died")


def _report_page(size: int) -> tuple[mmap.mmap, int]:
    """A MAP_SHARED | MAP_ANONYMOUS mapping the child writes its fault record and results into,
    and its address (valid while the mapping is open; no buffer export is kept, so close() works)."""
    report = mmap.mmap(-1, size)
    view = (ctypes.c_char * size).from_buffer(report)
    address = ctypes.addressof(view)
    del view
    return report, address


def _fork_and_collect(assembled: Assembled, report: mmap.mmap, body: Callable[[], bytes], timeout: float, *,
                      text: bool = False) -> tuple[bytes, int]:
    """Fork a child that runs `body` (see _child_main), collect what it writes within `timeout`,
    reap it, and return (its output, its wait status). Raises ChildFailure when it timed out, when
    the fault handler recorded a fault in `report`, or when a signal ended it."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns
        os.close(r)
        _child_main(w, body, text=text)
    os.close(w)
    data, timed_out = _collect(r, pid, timeout)
    _, wstatus = os.waitpid(pid, 0)
    if timed_out:
        raise ChildFailure(f"did not finish within {timeout:g} s (endless loop?)", kind="timeout")
    failure = _report_fault(report, assembled.origin) or _death(wstatus, timeout)
    if failure is not None:
        raise failure
    return data, wstatus


def run(build: Callable[[int], Assembled], plan: Callable[[Natives], Any], timeout: float = 20.0) -> Any:
    """Assemble with `build(report_page_address)`, run `plan` in a forked child, return its result.
    For the harness's own code only (no seccomp: the plan is Python); `run_block` runs regions.

    Raises ChildFailure when the child faults, exceeds `timeout` seconds or dies otherwise."""
    report, report_addr = _report_page(4096)
    try:
        assembled = build(report_addr)
        data, _ = _fork_and_collect(
            assembled, report, lambda: pickle.dumps(("ok", plan(_child_setup(assembled, timeout)))), timeout)
        try:
            kind, value = pickle.loads(data)
        except Exception:
            raise ChildFailure("the measuring process ended without a result", kind="died") from None
        if kind != "ok":
            raise ChildFailure(str(value), kind="error")
        return value
    finally:
        report.close()


@dataclass(frozen=True, slots=True)
class BlockResult:
    """What the driver measured: per pass (min T(U), min T(2U), min small, min large, loops)."""

    passes: list[tuple[int, int, int, int, int]]
    perf: bool  # the passes read the cycle counter (else TSC ticks)
    tsc_mhz: float | None


def _tsc_mhz(tsc: Any) -> float:
    t0, c0 = time.perf_counter_ns(), tsc()
    while time.perf_counter_ns() - t0 < 5_000_000:  # display only: 5 ms gives the rate to ~0.1%
        pass
    t1, c1 = time.perf_counter_ns(), tsc()
    return float((c1 - c0) * 1000 / (t1 - t0))


def report_size(passes: int) -> int:
    return (h.R_RESULTS + 8 * h.RESULT_WORDS * passes + 4095) & ~4095


def run_block(build: Callable[[int], Assembled], timeout: float, *, passes: int, perf: bool,
              method: str | h.Method = "sized") -> BlockResult:
    """Run the driver `build(report_page_address)` assembled (harness.driver_function, with the
    block in its timed functions) in the sandboxed child.

    Raises ChildFailure: kind "syscall" when the code made a system call (refused, with its number
    where the fault handler saw it), "sandbox" when the seccomp filter could not be installed
    (nothing ran), else as `run`."""
    why = seccomp_unavailable()
    if why is not None:
        raise ChildFailure(why, kind="sandbox")
    size = report_size(passes)
    report, report_addr = _report_page(size)
    try:
        assembled = build(report_addr)
        data, wstatus = _fork_and_collect(
            assembled, report, lambda: _block_child(assembled, timeout, perf, report_addr, method), timeout, text=True)
        done, source, mhz = struct.unpack_from("<QQd", report, h.R_DONE)
        if done == h.DONE_MAGIC and os.WIFEXITED(wstatus) and os.WEXITSTATUS(wstatus) == 0:
            words = struct.unpack_from(f"<{h.RESULT_WORDS * passes}Q", report, h.R_RESULTS)
            rows = [tuple(words[i:i + h.RESULT_WORDS]) for i in range(0, len(words), h.RESULT_WORDS)]
            return BlockResult(rows, bool(source), mhz if math.isfinite(mhz) and mhz > 0 else None)  # type: ignore[arg-type]
        if os.WIFEXITED(wstatus) and os.WEXITSTATUS(wstatus) == h.LOST_EXIT:
            raise ChildFailure("the block overwrote the harness's variables (its selector)", kind="fault")
        kind, _, message = data.decode("utf-8", "replace").partition(":")
        if kind in ("sandbox", "failure", "error") and message:
            # the child's own words, written before the block could run (after, it cannot write)
            raise ChildFailure(message, kind="sandbox" if kind == "sandbox" else "error")
        raise ChildFailure("the measuring process ended without a result", kind="died")
    finally:
        report.close()


def _block_child(assembled: Assembled, timeout: float, perf: bool, report: int,
                 method: str | h.Method = "sized") -> bytes:
    """In the child: set up, then hand over to the driver, which returns only if the sandbox could
    not be installed (then nothing of the block has run)."""
    from .clock import perf_cycles_fd

    natives = _child_setup(assembled, timeout, method)
    mhz = _tsc_mhz(natives.function("tsc_fn"))
    perf_fd = None
    if perf:
        perf_fd, why = perf_cycles_fd()
        if perf_fd is None:
            raise ChildFailure(f"the cycle counter the parent saw is not available in the child ({why})",
                               kind="error")
    ctypes.memmove(report + h.R_SOURCE, struct.pack("<Qd", int(perf), mhz), 16)
    driver = natives.function("driver", ctypes.c_int64)
    _seal(perf_fd, method)
    errno = -int(driver())
    return (f"sandbox:the seccomp sandbox could not be installed ({os.strerror(errno) if errno > 0 else errno}); "
            f"{SANDBOX_REFUSED}").encode()


def _collect(r: int, pid: int, timeout: float) -> tuple[bytes, bool]:
    deadline = time.monotonic() + timeout
    chunks: list[bytes] = []
    got = 0
    try:
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                os.kill(pid, signal.SIGKILL)
                return b"", True
            ready, _, _ = select.select([r], [], [], left)
            if not ready:
                continue
            chunk = os.read(r, 1 << 16)
            if not chunk:
                return b"".join(chunks), False
            if got < PIPE_LIMIT:
                chunks.append(chunk[:PIPE_LIMIT - got])
                got += len(chunk)
    finally:
        os.close(r)
