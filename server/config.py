"""Settings: the `mcalens` configuration section as frozen dataclasses, parsed leniently.

Every field has a default that never depends on the host. `parse_settings` never raises: each
invalid value is replaced by its default and reported in the returned error list, which the server
shows with window/showMessage. Per-file directive comments (`# mcalens: mcpu=znver3 iterations=200`)
are applied on top by `apply_directive`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from mcalens.analysis.editor import core
from mcalens.analysis.editor.sources import DEFAULT_SOURCE_TIMEOUT, SourceSettings
from mcalens.analysis.editor.targets import X86_64, default_cpu, target_name

AUTO_REGIONS = ("loops", "file", "off")
MAX_ITERATIONS = 100_000


@dataclass(frozen=True, slots=True)
class HintSettings:
    latency: bool = True
    throughput: bool = True
    bottleneck: bool = True
    straight_line: bool = True  # latency/throughput hints on instructions outside every region too


@dataclass(frozen=True, slots=True)
class DiagnosticSettings:
    parse: bool = True
    unsupported: bool = True
    regions: bool = True
    # MCL500, the per-region verdict as an Information diagnostic: it repeats the lens, so off by default.
    performance: bool = False
    coverage: bool = True  # MCL51x: calls and branches inside a region, which the model does not cover
    configuration: bool = True  # MCL4xx: unknown CPU, bad model files, bad `mcalens:` comments
    internal: bool = True  # MCL900: mcalens itself failed (a bug; the traceback is in the server log)


TARGETS = ("auto", "x86-64", "aarch64", "riscv64", "riscv32", "thumbv7m", "armv7a")


@dataclass(frozen=True, slots=True)
class Settings:
    # The CPU of x86-64 files (an AArch64 name here applies to AArch64 files); default: the x86-64
    # target's default CPU (analysis/editor/targets.py decides every document's CPU).
    cpu: str = field(default_factory=lambda: default_cpu(X86_64))
    # mcalens.target: "auto" (per file, analysis/editor/targets.py), "x86-64", "aarch64", "riscv64", "riscv32",
    # "thumbv7m" (Thumb-2, M-profile) or "armv7a" (A32)
    target: str = "auto"
    # mcalens.aarch64.cpu: "" = mcalens.cpu if it is an AArch64 CPU, else the AArch64 target's default
    aarch64_cpu: str = ""
    # mcalens.riscv.cpu: "" = mcalens.cpu if it is a RISC-V CPU, else `generic` (no scheduling model:
    # such a file says a CPU must be chosen)
    riscv_cpu: str = ""
    # mcalens.arm.cpu: "" = mcalens.cpu if it is a 32-bit ARM CPU, else the file's `.cpu` when LLVM
    # models it, else cortex-m4 (M-profile Thumb) or cortex-a57 (A-profile)
    arm_cpu: str = ""
    iterations: int = core.DEFAULT_ITERATIONS
    auto_regions: str = "loops"
    hints: HintSettings = field(default_factory=HintSettings)
    diagnostics: DiagnosticSettings = field(default_factory=DiagnosticSettings)
    model_path: tuple[str, ...] = ()
    timeline_iterations: int = 10
    rthroughput: str = "llvm"  # "llvm" | "segments" (mcalens -rthroughput)
    # mcalens.llvmVersion: the llvm-mca release matched, a major ("19", "22"); "" or null in the
    # settings means mcalens' default (core.DEFAULT_RELEASE, the CLI's).
    llvm_version: str = core.DEFAULT_RELEASE
    # mcalens.measure.enabled as the client sent it. Informational only: the server measures only when
    # started with --allow-measure (a workspace or a TCP client must not be able to switch it on).
    measure_enabled: bool = False
    # mcalens.sources.*: saved C, C++, Fortran and Rust documents compiled and their loops shown
    sources: SourceSettings = field(default_factory=SourceSettings)
    # mcalens.nasm.includePaths / .defines: nasm's -I and -D for NASM documents (editor/nasm.py).
    # Include directories count only inside a workspace folder (server.nasm_settings). nasm's
    # executable is not a setting: a workspace's settings must not choose a program to run (PATH or
    # the MCALENS_NASM environment variable decide).
    nasm_include_paths: tuple[str, ...] = ()
    nasm_defines: tuple[str, ...] = ()


def _bool(raw: dict[str, Any], key: str, default: bool, where: str, errors: list[str]) -> bool:
    if key not in raw or raw[key] is None:
        return default
    value = raw[key]
    if isinstance(value, bool):
        return value
    errors.append(f"{where}.{key}: expected true or false, got {value!r}; using {default}")
    return default


def _int(
    raw: dict[str, Any], key: str, default: int, where: str, errors: list[str], low: int, high: int
) -> int:
    if key not in raw or raw[key] is None:
        return default
    value = raw[key]
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        errors.append(f"{where}.{key}: expected an integer, got {value!r}; using {default}")
        return default
    try:
        number = int(value)
        if isinstance(value, float) and number != value:
            raise ValueError
    except ValueError:
        errors.append(f"{where}.{key}: expected an integer, got {value!r}; using {default}")
        return default
    if not low <= number <= high:
        errors.append(f"{where}.{key}: {number} is outside {low}..{high}; using {default}")
        return default
    return number


def _section(raw: dict[str, Any], key: str, where: str, errors: list[str]) -> dict[str, Any]:
    value = raw.get(key)
    if value is None:
        return {}
    if isinstance(value, dict):
        return value
    errors.append(f"{where}.{key}: expected an object, got {value!r}; using defaults")
    return {}


def _release(value: Any, errors: list[str]) -> str:
    """mcalens.llvmVersion: "19" or 19, "22", "22.1.8"; null or "" = the default release."""
    if value is None or value == "":
        return core.DEFAULT_RELEASE
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if isinstance(value, str):
        try:
            return core.check_release(value)
        except core.UnknownRelease:
            pass
    errors.append(f"mcalens.llvmVersion: expected one of {', '.join(core.RELEASES)}, got {value!r}; "
                  f"using {core.DEFAULT_RELEASE}")
    return core.DEFAULT_RELEASE


def parse_settings(raw: Any) -> tuple[Settings, list[str]]:
    """The `mcalens` section (a dict, or None) → Settings plus human-readable errors."""
    errors: list[str] = []
    defaults = Settings()
    if raw is None:
        return defaults, errors
    if not isinstance(raw, dict):
        return defaults, [f"mcalens: expected an object, got {raw!r}; using defaults"]
    where = "mcalens"
    cpu = raw.get("cpu", defaults.cpu)
    if cpu is None:
        cpu = defaults.cpu
    if not isinstance(cpu, str) or not cpu.strip():
        errors.append(f"mcalens.cpu: expected a CPU name, got {cpu!r}; using {defaults.cpu}")
        cpu = defaults.cpu
    auto = raw.get("autoRegions", defaults.auto_regions)
    if auto is None:
        auto = defaults.auto_regions
    if auto not in AUTO_REGIONS:
        errors.append(f"mcalens.autoRegions: expected one of {', '.join(AUTO_REGIONS)}, got {auto!r}")
        auto = defaults.auto_regions
    model_path_raw = raw.get("modelPath", [])
    if model_path_raw is None:
        model_path_raw = []
    if isinstance(model_path_raw, str):
        model_path_raw = [model_path_raw]
    if not isinstance(model_path_raw, list) or not all(isinstance(p, str) for p in model_path_raw):
        errors.append(f"mcalens.modelPath: expected a list of directories, got {model_path_raw!r}")
        model_path_raw = []
    rthroughput = raw.get("rthroughput", defaults.rthroughput)
    if rthroughput not in ("llvm", "segments"):
        if rthroughput is not None:
            errors.append(f"mcalens.rthroughput: expected llvm or segments, got {rthroughput!r}")
        rthroughput = defaults.rthroughput
    target = raw.get("target", defaults.target)
    if target is None:
        target = defaults.target
    if target not in TARGETS:
        errors.append(f"mcalens.target: expected one of {', '.join(TARGETS)}, got {target!r}; using auto")
        target = defaults.target
    llvm_version = _release(raw.get("llvmVersion"), errors)
    aarch64_raw = _section(raw, "aarch64", where, errors)
    aarch64_cpu = aarch64_raw.get("cpu") or ""
    if not isinstance(aarch64_cpu, str):
        errors.append(f"mcalens.aarch64.cpu: expected a CPU name, got {aarch64_cpu!r}")
        aarch64_cpu = ""
    riscv_raw = _section(raw, "riscv", where, errors)
    riscv_cpu = riscv_raw.get("cpu") or ""
    if not isinstance(riscv_cpu, str):
        errors.append(f"mcalens.riscv.cpu: expected a CPU name, got {riscv_cpu!r}")
        riscv_cpu = ""
    arm_raw = _section(raw, "arm", where, errors)
    arm_cpu = arm_raw.get("cpu") or ""
    if not isinstance(arm_cpu, str):
        errors.append(f"mcalens.arm.cpu: expected a CPU name, got {arm_cpu!r}")
        arm_cpu = ""
    hints_raw = _section(raw, "hints", where, errors)
    diags_raw = _section(raw, "diagnostics", where, errors)
    measure_raw = _section(raw, "measure", where, errors)
    sources = _sources(_section(raw, "sources", where, errors), errors)
    nasm_raw = _section(raw, "nasm", where, errors)
    nasm_lists: dict[str, tuple[str, ...]] = {}
    for key in ("includePaths", "defines"):
        value = nasm_raw.get(key) or []
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            errors.append(f"mcalens.nasm.{key}: expected a list of strings, got {value!r}")
            value = []
        nasm_lists[key] = tuple(v for v in value if v)
    settings = Settings(
        cpu=cpu.strip(),
        target=target,
        aarch64_cpu=aarch64_cpu.strip(),
        riscv_cpu=riscv_cpu.strip(),
        arm_cpu=arm_cpu.strip(),
        iterations=_int(raw, "iterations", defaults.iterations, where, errors, 1, MAX_ITERATIONS),
        auto_regions=auto,
        hints=HintSettings(
            latency=_bool(hints_raw, "latency", True, f"{where}.hints", errors),
            throughput=_bool(hints_raw, "throughput", True, f"{where}.hints", errors),
            bottleneck=_bool(hints_raw, "bottleneck", True, f"{where}.hints", errors),
            straight_line=_bool(hints_raw, "straightLine", True, f"{where}.hints", errors),
        ),
        diagnostics=DiagnosticSettings(
            parse=_bool(diags_raw, "parse", True, f"{where}.diagnostics", errors),
            unsupported=_bool(diags_raw, "unsupported", True, f"{where}.diagnostics", errors),
            regions=_bool(diags_raw, "regions", True, f"{where}.diagnostics", errors),
            performance=_bool(diags_raw, "performance", False, f"{where}.diagnostics", errors),
            coverage=_bool(diags_raw, "coverage", True, f"{where}.diagnostics", errors),
            configuration=_bool(diags_raw, "configuration", True, f"{where}.diagnostics", errors),
            internal=_bool(diags_raw, "internal", True, f"{where}.diagnostics", errors),
        ),
        model_path=tuple(model_path_raw),
        timeline_iterations=_int(
            raw, "timelineIterations", defaults.timeline_iterations, where, errors, 0, 1000
        ),
        rthroughput=rthroughput,
        llvm_version=llvm_version,
        measure_enabled=_bool(measure_raw, "enabled", False, f"{where}.measure", errors),
        sources=sources,
        nasm_include_paths=nasm_lists["includePaths"],
        nasm_defines=nasm_lists["defines"],
    )
    return settings, errors


def _sources(raw: dict[str, Any], errors: list[str]) -> SourceSettings:
    """`mcalens.sources`: enabled, compiler, flags, compileCommands, cargo, timeout (seconds)."""
    where = "mcalens.sources"
    texts: dict[str, str] = {}
    for key in ("compiler", "compileCommands"):
        value = raw.get(key) or ""
        if not isinstance(value, str) or "\n" in value or "\0" in value:
            errors.append(f"{where}.{key}: expected a path, got {value!r}; ignored")
            value = ""
        texts[key] = value.strip()
    flags = raw.get("flags") or []
    if isinstance(flags, str):
        flags = [flags]
    if not isinstance(flags, list) or not all(isinstance(f, str) and "\0" not in f for f in flags):
        errors.append(f"{where}.flags: expected a list of compiler flags, got {flags!r}; ignored")
        flags = []
    return SourceSettings(
        enabled=_bool(raw, "enabled", True, where, errors),
        compiler=texts["compiler"],
        flags=tuple(flags[:256]),
        compile_commands=texts["compileCommands"],
        cargo=_bool(raw, "cargo", False, where, errors),
        timeout=float(_int(raw, "timeout", int(DEFAULT_SOURCE_TIMEOUT), where, errors, 1, 3600)),
    )


def apply_directive(settings: Settings, directive: dict[str, str]) -> tuple[Settings, list[str]]:
    """Per-file overrides from `# mcalens: mcpu=X iterations=N timeline-iterations=N`; `target=`
    is read by analysis/editor/targets.py (only checked here)."""
    errors: list[str] = []
    changes: dict[str, Any] = {}
    for key, value in directive.items():
        if key in ("mcpu", "cpu"):
            if value:
                changes["cpu"] = value
        elif key in ("target", "mtriple", "march"):
            if target_name(value) is None:
                errors.append(f"mcalens directive: {key}={value!r} is not a target mcalens knows (x86-64, aarch64, riscv64, riscv32, thumbv7m, armv7a)")
        elif key in ("iterations", "timeline-iterations", "timeline_iterations"):
            target = "iterations" if key == "iterations" else "timeline_iterations"
            low = 1 if target == "iterations" else 0
            try:
                number = int(value)
            except ValueError:
                errors.append(f"mcalens directive: {key}={value!r} is not an integer")
                continue
            if not low <= number <= MAX_ITERATIONS:
                errors.append(f"mcalens directive: {key}={number} is out of range")
                continue
            changes[target] = number
        else:
            errors.append(
                f"mcalens directive: unknown key {key!r} (known: target, mcpu, iterations, timeline-iterations)"
            )
    return (replace(settings, **changes) if changes else settings), errors
