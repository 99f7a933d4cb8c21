"""The executor: run encoded harness code in a forked child that cannot take the caller down.

`run(build, plan, timeout)`:
* the parent makes a shared report page, `build(report_address)` assembles the harness, then it
  forks;
* the child maps the data area, state page, alternate signal stack and code at their fixed
  addresses (MAP_FIXED_NOREPLACE: never over an existing mapping), installs the native fault
  handler with sigaction for SIGSEGV/SIGBUS/SIGILL/SIGFPE/SIGTRAP, lowers its rlimits (no core
  files, CPU seconds), arms alarm(), runs `plan(natives)` and sends the result back on a pipe;
* the parent waits at most `timeout` seconds, then kills the child; a fault the handler does not
  resolve (anything but an unmapped page within the page budget) is reported from the shared
  page as a ChildFailure, as are timeouts and any other death.
"""

from __future__ import annotations

import ctypes
import math
import mmap
import os
import pickle
import resource
import select
import signal
import struct
import time
from collections.abc import Callable
from typing import Any

from . import harness as h
from .asm import Assembled

PROT_READ, PROT_WRITE, PROT_EXEC = 1, 2, 4
MAP_PRIVATE, MAP_ANONYMOUS, MAP_FIXED_NOREPLACE = 0x02, 0x20, 0x100000
SA_SIGINFO, SA_ONSTACK = 4, 0x08000000
FAULT_EXIT = 86
PAGE_BUDGET = 256

_SIGNALS = (signal.SIGSEGV, signal.SIGBUS, signal.SIGILL, signal.SIGFPE, signal.SIGTRAP)


class ChildFailure(Exception):
    """The code could not be measured: it faulted, hung or the child died; `message` says how."""

    def __init__(self, message: str, *, kind: str = "fault", rip: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.kind = kind  # "fault" | "timeout" | "died" | "error"
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


def _child_setup(assembled: Assembled, timeout: float) -> Natives:
    signal.signal(signal.SIGALRM, signal.SIG_DFL)
    signal.alarm(max(1, math.ceil(timeout)))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    _soft, hard = resource.getrlimit(resource.RLIMIT_CPU)
    cpu = max(2, math.ceil(timeout) + 1)
    resource.setrlimit(resource.RLIMIT_CPU, (min(cpu, hard) if hard >= 0 else cpu, hard))
    libc = _libc()
    _map_fixed(libc, h.DATA_BASE, h.DATA_SIZE, "data area")
    pattern = struct.pack("<Q", h.MID) * (4096 // 8)
    ctypes.memmove(h.DATA_BASE, pattern * (h.DATA_SIZE // 4096), h.DATA_SIZE)
    _map_fixed(libc, h.STATE_BASE, h.STATE_SIZE, "state page")
    _map_fixed(libc, h.ALT_STACK, h.ALT_STACK_SIZE, "signal stack")
    size = (len(assembled.code) + 4095) & ~4095
    _map_fixed(libc, assembled.origin, size, "code")
    ctypes.memmove(assembled.origin, assembled.code, len(assembled.code))
    if libc.mprotect(assembled.origin, size, PROT_READ | PROT_EXEC) != 0:
        raise ChildFailure("cannot make the code executable", kind="error")
    fd = os.memfd_create("mcalens-page")
    os.write(fd, pattern)
    state = h.STATE_BASE
    ctypes.c_uint64.from_address(state + h.S_BUDGET).value = PAGE_BUDGET
    ctypes.c_uint64.from_address(state + h.S_FD).value = fd
    ctypes.c_uint32.from_address(state + h.S_MXCSR).value = h.MXCSR_FTZ_DAZ
    ctypes.memmove(state + h.S_ONE, struct.pack("<16f", *([1.0] * 16)), 64)
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


def run(build: Callable[[int], Assembled], plan: Callable[[Natives], Any], timeout: float = 20.0) -> Any:
    """Assemble with `build(report_page_address)`, run `plan` in a forked child, return its result.

    Raises ChildFailure when the child faults, exceeds `timeout` seconds or dies otherwise."""
    report = mmap.mmap(-1, 4096)  # MAP_SHARED | MAP_ANONYMOUS: the child's fault record
    report_buf = (ctypes.c_char * 4096).from_buffer(report)
    report_addr = ctypes.addressof(report_buf)
    try:
        assembled = build(report_addr)
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: never returns
            status = 1
            try:
                os.close(r)
                natives = _child_setup(assembled, timeout)
                payload = pickle.dumps(("ok", plan(natives)))
                status = 0
            except ChildFailure as e:
                payload = pickle.dumps(("failure", e.message))
            except BaseException as e:
                payload = pickle.dumps(("error", f"{type(e).__name__}: {e}"))
            try:
                view = memoryview(payload)
                while view:
                    view = view[os.write(w, view):]
            finally:
                os._exit(status)
        os.close(w)
        data, timed_out = _collect(r, pid, timeout)
        _, wstatus = os.waitpid(pid, 0)
        del report_buf
        magic, signo, code, addr, rip, spent = struct.unpack_from("<QqqQQQ", report, 0)
        if timed_out:
            raise ChildFailure(f"did not finish within {timeout:g} s (endless loop?)", kind="timeout")
        if magic == h.REPORT_MAGIC:
            raise ChildFailure(_describe_fault(signo, code, addr, rip, assembled.origin, bool(spent)), rip=rip)
        if os.WIFSIGNALED(wstatus):
            sig = os.WTERMSIG(wstatus)
            name = signal.Signals(sig).name if sig in signal.Signals.__members__.values() else str(sig)
            raise ChildFailure(f"the measuring process was killed by {name}", kind="died")
        try:
            kind, value = pickle.loads(data)
        except Exception:
            raise ChildFailure("the measuring process ended without a result", kind="died") from None
        if kind != "ok":
            raise ChildFailure(str(value), kind="error")
        return value
    finally:
        report.close()


def _collect(r: int, pid: int, timeout: float) -> tuple[bytes, bool]:
    deadline = time.monotonic() + timeout
    chunks: list[bytes] = []
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
            chunks.append(chunk)
    finally:
        os.close(r)
