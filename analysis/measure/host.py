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
    hybrid: bool = False  # CPUID.7:EDX[15]: performance and efficiency cores of different designs
    core_type: str | None = None  # on a hybrid CPU, the type of core CPUID ran on (CPUID.1A:EAX[31:24])

    def describe(self) -> str:
        name = self.llvm_cpu or "unknown to mcalens"
        core = f", hybrid: read on {self.core_type or 'an unidentified'} core" if self.hybrid else ""
        return f"{self.brand or self.vendor} (family {self.family:#x} model {self.model:#x}{core}) = {name}"

    def hybrid_warning(self) -> str | None:
        """What to tell the user of a hybrid CPU: timings hold for one core type only."""
        if not self.hybrid:
            return None
        return ("warning: this CPU is hybrid (performance and efficiency cores of different designs); "
                f"CPUID ran on {self.core_type or 'an unidentified'} core. Pin the run to cores of one type "
                "(e.g. `taskset -c 0 mcalens ...` with core 0 a performance core), or its figures mix both "
                f"designs; {self.llvm_cpu or 'the LLVM model'} describes the performance cores")


# CPUID.1A:EAX[31:24] on hybrid Intel CPUs
_CORE_TYPES = {0x20: "an efficiency (Atom)", 0x40: "a performance (Core)"}

# AMD family -> [(first model, last model, LLVM name)], as LLVM 19's Host.cpp
# (getAMDProcessorTypeAndSubtype) names them; a model outside these ranges is not guessed.
_AMD = {
    0x10: [(0x00, 0xFF, "amdfam10")],
    0x14: [(0x00, 0xFF, "btver1")],
    0x15: [(0x00, 0x01, "bdver1"), (0x02, 0x02, "bdver2"), (0x03, 0x0F, "bdver1"), (0x10, 0x1F, "bdver2"),
           (0x30, 0x3F, "bdver3"), (0x60, 0x7F, "bdver4")],
    0x16: [(0x00, 0xFF, "btver2")],
    0x17: [(0x00, 0x2F, "znver1"), (0x30, 0x3F, "znver2"), (0x47, 0x47, "znver2"), (0x60, 0x7F, "znver2"),
           (0x84, 0x87, "znver2"), (0x90, 0xAF, "znver2")],
    0x19: [(0x00, 0x0F, "znver3"), (0x10, 0x1F, "znver4"), (0x20, 0x5F, "znver3"), (0x60, 0x7F, "znver4"),
           (0xA0, 0xAF, "znver4")],
    0x1A: [(0x00, 0x4F, "znver5"), (0x60, 0x7F, "znver5")],
}
# Intel family 6 model -> LLVM name (LLVM 19's Host.cpp, getIntelProcessorTypeAndSubtype; model
# 0x55 is refined by its features in _intel_name)
_INTEL6 = {
    0x0F: "core2", 0x16: "core2", 0x17: "penryn", 0x1D: "penryn",
    0x1A: "nehalem", 0x1E: "nehalem", 0x1F: "nehalem", 0x2E: "nehalem", 0x25: "westmere", 0x2C: "westmere",
    0x2F: "westmere",
    0x2A: "sandybridge", 0x2D: "sandybridge", 0x3A: "ivybridge", 0x3E: "ivybridge",
    0x3C: "haswell", 0x3F: "haswell", 0x45: "haswell", 0x46: "haswell",
    0x3D: "broadwell", 0x47: "broadwell", 0x4F: "broadwell", 0x56: "broadwell",
    0x4E: "skylake", 0x5E: "skylake", 0x8E: "skylake", 0x9E: "skylake", 0xA5: "skylake", 0xA6: "skylake",
    0xA7: "rocketlake", 0x55: "skylake-avx512", 0x66: "cannonlake", 0x7D: "icelake-client",
    0x7E: "icelake-client", 0x6A: "icelake-server", 0x6C: "icelake-server", 0x8C: "tigerlake", 0x8D: "tigerlake",
    0x97: "alderlake", 0x9A: "alderlake", 0xBE: "gracemont", 0xB7: "raptorlake", 0xBA: "raptorlake",
    0xBF: "raptorlake", 0xAA: "meteorlake", 0xAC: "meteorlake", 0xC5: "arrowlake", 0xB5: "arrowlake",
    0xC6: "arrowlake-s", 0xBD: "lunarlake", 0xCC: "pantherlake",
    0x8F: "sapphirerapids", 0xCF: "emeraldrapids", 0xAD: "graniterapids", 0xAE: "graniterapids-d",
    0xAF: "sierraforest", 0xB6: "grandridge",
    0x1C: "bonnell", 0x26: "bonnell", 0x27: "bonnell", 0x35: "bonnell", 0x36: "bonnell",
    0x37: "silvermont", 0x4A: "silvermont", 0x4D: "silvermont", 0x5A: "silvermont", 0x5D: "silvermont",
    0x4C: "silvermont", 0x5C: "goldmont", 0x5F: "goldmont", 0x7A: "goldmont-plus",
    0x86: "tremont", 0x8A: "tremont", 0x96: "tremont", 0x9C: "tremont", 0x57: "knl", 0x85: "knm",
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


def _intel_name(name: str | None, model: int, ecx7: int, eax7_1: int) -> str | None:
    """Family 6 model 0x55 is three CPUs told apart by their features (as LLVM's Host.cpp does)."""
    if name == "skylake-avx512" and model == 0x55:
        if eax7_1 & (1 << 5):  # AVX512_BF16
            return "cooperlake"
        if ecx7 & (1 << 11):  # AVX512_VNNI
            return "cascadelake"
    return name


Leaves = dict[int, tuple[int, int, int, int]]
# (leaf, subleaf) pairs read; leaf 7 subleaf 1 is stored under key 0x7_0001
SUBLEAF_7_1 = 0x70001
CPUID_LEAVES = (0, 1, 7, SUBLEAF_7_1, 0x1A, 0x80000000, 0x80000002, 0x80000003, 0x80000004)


def decode(leaves: Leaves, xcr0: int) -> HostCpu:
    """HostCpu from CPUID leaves (eax, ebx, ecx, edx per leaf; leaf 7 subleaf 1 under SUBLEAF_7_1)
    and XCR0. Leaves above the CPU's maximum (leaf 0's eax, 0x80000000's eax) are ignored."""
    max_leaf, b, c, d = leaves[0]
    vendor = struct.pack("<III", b, d, c).decode("ascii", "replace")
    eax1, _, ecx1, _ = leaves[1]
    base_family = (eax1 >> 8) & 0xF
    family = base_family + ((eax1 >> 20) & 0xFF) if base_family == 0xF else base_family
    model = (eax1 >> 4) & 0xF
    if base_family in (0x6, 0xF):
        model |= ((eax1 >> 16) & 0xF) << 4
    brand = b""
    if leaves.get(0x80000000, (0, 0, 0, 0))[0] >= 0x80000004:
        for leaf in (0x80000002, 0x80000003, 0x80000004):
            if leaf in leaves:
                brand += struct.pack("<IIII", *leaves[leaf])
    osxsave = bool(ecx1 & (1 << 27))
    avx = osxsave and bool(ecx1 & (1 << 28)) and (xcr0 & 0x6) == 0x6
    leaf7 = leaves.get(7, (0, 0, 0, 0)) if max_leaf >= 7 else (0, 0, 0, 0)
    eax7_1 = leaves.get(SUBLEAF_7_1, (0, 0, 0, 0))[0] if max_leaf >= 7 and leaf7[0] >= 1 else 0
    avx512 = avx and bool(leaf7[1] & (1 << 16)) and (xcr0 & 0xE6) == 0xE6
    hybrid = vendor == "GenuineIntel" and bool(leaf7[3] & (1 << 15))
    core_type = None
    if hybrid and max_leaf >= 0x1A:
        core_type = _CORE_TYPES.get((leaves.get(0x1A, (0, 0, 0, 0))[0] >> 24) & 0xFF)
    name = llvm_cpu_name(vendor, family, model)
    if vendor == "GenuineIntel" and family == 6:
        name = _intel_name(name, model, leaf7[2], eax7_1)
    return HostCpu(vendor, family, model, brand.rstrip(b"\0").decode("ascii", "replace").strip(),
                   name, avx, avx512, hybrid, core_type)


_CACHE: list[HostCpu] = []
_RECORD: list[dict[str, object]] = []


def cpuid_record() -> dict[str, object]:
    """This host's CPUID leaves and XCR0 as written into evidence files and test fixtures
    (hex strings: {"leaves": {"0x1": [eax, ebx, ecx, edx], ...}, "xcr0": "0x..."})."""
    detect()
    return _RECORD[0]


def host_from_record(record: object) -> HostCpu | None:
    """The HostCpu of a recorded CPUID record (cpuid_record's form), or None when it is not one
    (the record comes from a file: anything malformed is refused, never guessed)."""
    if not isinstance(record, dict) or not isinstance(record.get("leaves"), dict):
        return None
    try:
        leaves: Leaves = {}
        for key, regs in record["leaves"].items():
            values = tuple(int(v, 16) for v in regs)
            if len(values) != 4 or not all(0 <= v < 1 << 32 for v in values):
                return None
            leaves[int(key, 16)] = values  # type: ignore[assignment]
        xcr0 = int(record.get("xcr0", "0x0"), 16)
    except (TypeError, ValueError, AttributeError):
        return None
    if 0 not in leaves or 1 not in leaves:
        return None
    return decode(leaves, xcr0)


def read_cpuid(timeout: float = 10.0) -> tuple[Leaves, int]:
    """The raw CPUID leaves (CPUID_LEAVES) and XCR0 of this machine, read in a forked child (the
    record `decode` works from; tests keep such records for CPUs the project has no machine of).
    Raises ChildFailure."""
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
        for key in CPUID_LEAVES:
            leaf, subleaf = (7, 1) if key == SUBLEAF_7_1 else (key, 0)
            fn(leaf, subleaf)
            leaves[key] = struct.unpack("<IIII", natives.read_state(h.S_CPUID, 16))
        xcr0 = natives.function("xcr0_fn")() if leaves[1][2] & (1 << 27) else 0
        return leaves, xcr0

    leaves, xcr0 = run(build, plan, timeout)
    return leaves, int(xcr0)


def detect(timeout: float = 10.0) -> HostCpu:
    """Run CPUID in a child and decode it (cached per process). Raises ChildFailure."""
    if _CACHE:
        return _CACHE[0]
    leaves, xcr0 = read_cpuid(timeout)
    cpu = decode(leaves, xcr0)
    _CACHE.append(cpu)
    _RECORD.append({"leaves": {hex(k): [hex(v) for v in regs] for k, regs in leaves.items()}, "xcr0": hex(xcr0)})
    return cpu
