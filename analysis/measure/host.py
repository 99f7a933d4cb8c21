"""The host CPU: can we measure here, and which LLVM CPU model is it?

`detect()` runs CPUID (and XGETBV) through the executor (a forked child) and maps the vendor,
family and model to the LLVM CPU name (the names `-mcpu` takes); it never runs code unless called.
"""

from __future__ import annotations

import ctypes
import platform
import struct
import sys
from dataclasses import dataclass

from . import harness as h

UNSUPPORTED = "measuring needs an x86-64 Linux host"


def supported() -> str | None:
    """None when this host can measure, else the reason: measuring needs x86-64 Linux with seccomp
    filters (the region's code runs only inside that sandbox; there is no fallback without it)."""
    if not sys.platform.startswith("linux") or platform.machine().lower() not in ("x86_64", "amd64"):
        return f"{UNSUPPORTED} (this is {platform.system()} on {platform.machine()})"
    from .child import seccomp_unavailable

    return seccomp_unavailable()


@dataclass(frozen=True, slots=True)
class HostCpu:
    vendor: str
    family: int
    model: int
    brand: str
    llvm_cpu: str | None  # None when the family/model is not one we know
    avx: bool
    avx512: bool

    def describe(self) -> str:
        name = self.llvm_cpu or "unknown to mcalens"
        return f"{self.brand or self.vendor} (family {self.family:#x} model {self.model:#x}) = {name}"


# AMD family -> [(first model, last model, LLVM name)]
_AMD = {
    0x15: [(0x00, 0x0F, "bdver1"), (0x10, 0x1F, "bdver2"), (0x30, 0x3F, "bdver3"), (0x60, 0x7F, "bdver4")],
    0x16: [(0x00, 0x2F, "btver2")],
    0x17: [(0x00, 0x2F, "znver1"), (0x30, 0xFF, "znver2")],
    0x19: [(0x00, 0x0F, "znver3"), (0x10, 0x1F, "znver4"), (0x20, 0x5F, "znver3"), (0x60, 0x7F, "znver4"),
           (0xA0, 0xAF, "znver4")],
    0x1A: [(0x00, 0xFF, "znver5")],
}
# Intel family 6 model -> LLVM name (the names in LLVM 19's Host.cpp tables)
_INTEL6 = {
    0x2A: "sandybridge", 0x2D: "sandybridge", 0x3A: "ivybridge", 0x3E: "ivybridge",
    0x3C: "haswell", 0x3F: "haswell", 0x45: "haswell", 0x46: "haswell",
    0x3D: "broadwell", 0x47: "broadwell", 0x4F: "broadwell", 0x56: "broadwell",
    0x4E: "skylake", 0x5E: "skylake", 0x8E: "skylake", 0x9E: "skylake", 0xA5: "skylake", 0xA6: "skylake",
    0x55: "skylake-avx512", 0x66: "cannonlake", 0x7D: "icelake-client", 0x7E: "icelake-client",
    0x6A: "icelake-server", 0x6C: "icelake-server", 0x8C: "tigerlake", 0x8D: "tigerlake",
    0x97: "alderlake", 0x9A: "alderlake", 0xB7: "raptorlake", 0xBA: "raptorlake", 0xBF: "raptorlake",
    0x8F: "sapphirerapids", 0xCF: "emeraldrapids", 0xAA: "meteorlake",
    0x37: "silvermont", 0x4A: "silvermont", 0x4D: "silvermont", 0x5A: "silvermont", 0x5D: "silvermont",
    0x4C: "silvermont", 0x5C: "goldmont", 0x5F: "goldmont", 0x7A: "goldmont-plus", 0x86: "tremont",
    0x1C: "atom", 0x26: "atom", 0x27: "atom", 0x35: "atom", 0x36: "atom",
}


def llvm_cpu_name(vendor: str, family: int, model: int) -> str | None:
    """LLVM's name for a CPU from CPUID's vendor and display family/model, or None."""
    if vendor == "AuthenticAMD" or vendor == "HygonGenuine":
        for lo, hi, name in _AMD.get(family, []):
            if lo <= model <= hi:
                return name
        return None
    if vendor == "GenuineIntel" and family == 6:
        return _INTEL6.get(model)
    return None


def decode(leaves: dict[int, tuple[int, int, int, int]], xcr0: int) -> HostCpu:
    """HostCpu from CPUID leaves (eax, ebx, ecx, edx per leaf) and XCR0."""
    _, b, c, d = leaves[0]
    vendor = struct.pack("<III", b, d, c).decode("ascii", "replace")
    eax1, _, ecx1, _ = leaves[1]
    base_family = (eax1 >> 8) & 0xF
    family = base_family + ((eax1 >> 20) & 0xFF) if base_family == 0xF else base_family
    model = (eax1 >> 4) & 0xF
    if base_family in (0x6, 0xF):
        model |= ((eax1 >> 16) & 0xF) << 4
    brand = b""
    for leaf in (0x80000002, 0x80000003, 0x80000004):
        if leaf in leaves:
            brand += struct.pack("<IIII", *leaves[leaf])
    osxsave = bool(ecx1 & (1 << 27))
    avx = osxsave and bool(ecx1 & (1 << 28)) and (xcr0 & 0x6) == 0x6
    ebx7 = leaves.get(7, (0, 0, 0, 0))[1]
    avx512 = avx and bool(ebx7 & (1 << 16)) and (xcr0 & 0xE6) == 0xE6
    return HostCpu(vendor, family, model, brand.rstrip(b"\0").decode("ascii", "replace").strip(),
                   llvm_cpu_name(vendor, family, model), avx, avx512)


_CACHE: list[HostCpu] = []


def detect(timeout: float = 10.0) -> HostCpu:
    """Run CPUID in a child and decode it (cached per process). Raises ChildFailure."""
    if _CACHE:
        return _CACHE[0]
    from .asm import assemble
    from .child import run

    xgetbv = """xcr0_fn:
  xorl %ecx, %ecx
  xgetbv
  shlq $32, %rdx
  orq %rdx, %rax
  retq
"""

    def build(report: int):  # type: ignore[no-untyped-def]
        return assemble([h.fault_handler(report), h.cpuid_function(), xgetbv], h.CODE_BASE)

    def plan(natives):  # type: ignore[no-untyped-def]
        fn = natives.function("cpuid_fn", None, (ctypes.c_uint32, ctypes.c_uint32))
        leaves = {}
        for leaf in (0, 1, 7, 0x80000000, 0x80000002, 0x80000003, 0x80000004):
            fn(leaf, 0)
            leaves[leaf] = struct.unpack("<IIII", natives.read_state(h.S_CPUID, 16))
        xcr0 = natives.function("xcr0_fn")() if leaves[1][2] & (1 << 27) else 0
        return leaves, xcr0

    leaves, xcr0 = run(build, plan, timeout)
    if leaves[0x80000000][0] < 0x80000004:
        leaves = {k: v for k, v in leaves.items() if k < 0x80000000}
    cpu = decode(leaves, xcr0)
    _CACHE.append(cpu)
    return cpu
