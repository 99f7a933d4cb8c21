"""The clock: hardware cycles through perf_event_open where the kernel offers them, else the TSC
scaled by an add-chain calibration (core cycles per TSC tick) taken in the same process.

On KVM guests without a virtual PMU (this project's machines) perf_event_open fails and the TSC is
the only clock: constant and nonstop, but it advances in coarse steps, so samples must be long
(harness.TARGET_TICKS) and the calibration is repeated, interleaved, in every pass.
"""

from __future__ import annotations

import ctypes
import os
import struct
from dataclasses import dataclass

PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES = 0, 0
_ATTR_SIZE = 128
_SYS_PERF_EVENT_OPEN = 298
PERF_EVENT_IOC_ENABLE, PERF_EVENT_IOC_DISABLE, PERF_EVENT_IOC_RESET = 0x2400, 0x2401, 0x2403

TSC = "tsc"
PERF = "perf-cycles"


@dataclass(frozen=True, slots=True)
class ClockReading:
    """What a pass found: the source, core cycles per TSC tick (1.0 for perf) and the TSC rate."""

    source: str
    core_per_tick: float
    tsc_mhz: float | None = None

    @property
    def core_ghz(self) -> float | None:
        return self.core_per_tick * self.tsc_mhz / 1000 if self.tsc_mhz else None

    def describe(self) -> str:
        if self.source == PERF:
            return "perf_event_open cycles"
        ghz = f", core clock {self.core_ghz:.3f} GHz" if self.core_ghz else ""
        mhz = f" at {self.tsc_mhz:.0f} MHz" if self.tsc_mhz else ""
        return f"TSC{mhz} x {self.core_per_tick:.4f} core cycles/tick (add-chain calibration){ghz}"

    def to_json(self) -> dict[str, object]:
        return {"Source": self.source, "CoreCyclesPerTick": round(self.core_per_tick, 5),
                "TscMHz": round(self.tsc_mhz, 1) if self.tsc_mhz else None,
                "CoreGHz": round(self.core_ghz, 4) if self.core_ghz else None}


def perf_cycles_fd() -> tuple[int | None, str]:
    """An fd counting this process's user-mode core cycles (disabled), or None and why not."""
    libc = ctypes.CDLL(None, use_errno=True)
    # perf_event_attr: type, size, config, sample_period, sample_type, read_format, flags bits
    flags = 1 | (1 << 5) | (1 << 6)  # disabled, exclude_kernel, exclude_hv
    attr = struct.pack("<IIQQQQQ", PERF_TYPE_HARDWARE, _ATTR_SIZE, PERF_COUNT_HW_CPU_CYCLES, 0, 0, 0, flags)
    attr += bytes(_ATTR_SIZE - len(attr))
    buf = ctypes.create_string_buffer(attr, _ATTR_SIZE)
    libc.syscall.restype = ctypes.c_long
    fd = libc.syscall(_SYS_PERF_EVENT_OPEN, buf, 0, -1, -1, 0)
    if fd < 0:
        err = ctypes.get_errno()
        return None, f"perf_event_open cycles not available: {os.strerror(err)}"
    return int(fd), "perf_event_open cycles"


class PerfCounter:
    """Cycles spent in a call, read around it (the constant call overhead cancels in T(2U)-T(U))."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.libc = ctypes.CDLL(None, use_errno=True)
        self.libc.ioctl.argtypes = (ctypes.c_int, ctypes.c_ulong, ctypes.c_ulong)

    def time(self, fn: object) -> int:
        self.libc.ioctl(self.fd, PERF_EVENT_IOC_RESET, 0)
        self.libc.ioctl(self.fd, PERF_EVENT_IOC_ENABLE, 0)
        fn()  # type: ignore[operator]
        self.libc.ioctl(self.fd, PERF_EVENT_IOC_DISABLE, 0)
        return int.from_bytes(os.read(self.fd, 8), "little")
