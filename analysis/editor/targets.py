"""The one place that decides a document's target and CPU.

The target comes from the text (`analysis/target_detect.py`, shared with the CLI's hint), a
directive comment or the `mcalens.target` setting. The CPU, in order: the file's `# mcalens:
mcpu=`, the session's choice (Select CPU), the settings (`mcalens.aarch64.cpu` / `mcalens.riscv.cpu`,
or `mcalens.cpu` when it names a CPU of the document's target), else the target's default CPU — the one the target
layer declares (`Target.subtarget.default_cpu`) and the CLI uses without `-mcpu`, so a document and
`mcalens file.s` analyse on the same CPU. (RISC-V's default, `generic`, has no scheduling model:
such a document gets llvm-mca's "no scheduling model" answer, never numbers.)

32-bit ARM differs: its target layer's default, `generic`, has no scheduling model either, but an ARM
file usually says what it was compiled for, so after `mcalens.arm.cpu` and `mcalens.cpu` the file's
own `.cpu` (gcc writes `-mcpu` there) is taken when LLVM models it, else cortex-m4 for M-profile
Thumb code (LLVM's Cortex-M4 model, also Cortex-M33's) and cortex-a57 for A-profile code (the
out-of-order A-class model that takes both A32 and Thumb-2).
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..target_detect import (
    AARCH64,
    ARM,
    DISPLAY,
    RISCV,
    SCAN_LINES,
    TARGETS,
    TRIPLES,
    X86_64,
    TargetChoice,
    detect_target,
    target_name,
)
from ..targets.target import target_for_triple
from . import core

log = logging.getLogger(__name__)

__all__ = [
    "AARCH64", "ARM", "DISPLAY", "RISCV", "SCAN_LINES", "TARGETS", "TRIPLES", "X86_64", "CpuSettings", "TargetChoice",
    "cpu_label", "cpu_target", "decide_cpu", "decide_target", "default_cpu", "detect_target", "known_cpu", "list_cpus",
    "reset", "target_cpus", "target_name",
]

# 32-bit ARM's editor defaults (the module docstring says why): M-profile Thumb, A-profile.
ARM_M_DEFAULT, ARM_A_DEFAULT = "cortex-m4", "cortex-a57"


def default_cpu(target: str) -> str:
    """The CPU a document of `target` gets when nothing names one: the target layer's default (what
    the CLI uses without -mcpu); "" for a target mcalens has no package for."""
    triple = TRIPLES.get(target)
    return target_for_triple(triple).subtarget.default_cpu if triple is not None else ""


@dataclass(frozen=True, slots=True)
class CpuSettings:
    """What the editor knows besides the file about the CPU: the session's choice (Select CPU) and
    the settings `mcalens.cpu`, `mcalens.aarch64.cpu`, `mcalens.riscv.cpu` and `mcalens.arm.cpu` ("" when not set)."""

    session: str = ""
    cpu: str = ""
    aarch64_cpu: str = ""
    riscv_cpu: str = ""
    arm_cpu: str = ""


def decide_cpu(target: str, directive_cpu: str | None, settings: CpuSettings,
               choice: TargetChoice | None = None) -> tuple[str, bool]:
    """(the CPU for a document of `target`, whether it is the target's default). `choice`: the
    document's TargetChoice, whose `.cpu` and profile a 32-bit ARM document's default comes from."""
    for chosen in (directive_cpu, settings.session):
        if chosen:
            return chosen, False
    if target == ARM:
        known = dict(target_cpus(ARM))
        if settings.arm_cpu:
            return settings.arm_cpu, False
        if settings.cpu in known:
            return settings.cpu, False
        if choice is not None and known.get(choice.arm_cpu):
            return choice.arm_cpu, True  # the file's `.cpu`, when LLVM has a model for it
        return (ARM_M_DEFAULT if choice is None or choice.m_profile else ARM_A_DEFAULT), True
    if target in (AARCH64, RISCV):
        own = settings.aarch64_cpu if target == AARCH64 else settings.riscv_cpu
        if own:
            return own, False
        if settings.cpu in {name for name, _ in target_cpus(target)}:
            return settings.cpu, False
    elif target == X86_64 and settings.cpu and cpu_target(settings.cpu) in (None, X86_64):
        return settings.cpu, settings.cpu == default_cpu(X86_64)
    return default_cpu(target) or settings.cpu, True


def cpu_label(target: str, cpu: str, defaulted: bool) -> str:
    """The CPU as lenses show it: the name, and for another target than x86-64 the target's name
    ("generic (AArch64 default)")."""
    return cpu if target == X86_64 else f"{cpu} ({DISPLAY[target]}{' default' if defaulted else ''})"


def decide_target(lines: list[str], setting: str, directive: dict[str, str], directive_line: int | None
                  ) -> TargetChoice:
    """The document's target (analysis/target_detect.py), with the CPU tables for `mcpu=` evidence."""
    return detect_target(lines, setting, directive, directive_line, _cpu_targets())


@lru_cache(maxsize=4)
def list_cpus(release: str = core.DEFAULT_RELEASE) -> tuple[tuple[str, str], ...]:
    """(cpu, model name) for every CPU the installed x86-64 models of a release know."""
    return tuple(core.list_cpus(llvm_version=release))


@lru_cache(maxsize=8)
def target_cpus(target: str, release: str = core.DEFAULT_RELEASE) -> tuple[tuple[str, str], ...]:
    """(cpu, model name) for every CPU of `target` in a release's set (mcalens.llvmVersion): the
    target's exported CPU table when it has one (cpus.json: every name that release's llvm-mca
    accepts, "" as the model when LLVM has no scheduling model for it; AArch64), else the core's
    model loader (x86-64)."""
    from ..machine.releases import release_file

    triple = TRIPLES.get(target)
    if triple is None:
        return ()
    table = Path(release_file(target_for_triple(triple).models_dir, release, "cpus.json"))
    if not table.exists():
        return list_cpus(release) if triple == TRIPLES[X86_64] else tuple(core.list_cpus(triple, release))
    try:
        entries = json.loads(table.read_text(encoding="utf-8")).get("cpus", [])
    except (OSError, ValueError):
        log.exception("reading %s failed", table)
        return ()
    return tuple(sorted((str(e["name"]), str(e.get("model") or "")) for e in entries if e.get("name")))


def cpu_target(cpu: str) -> str | None:
    """The one target whose CPUs include `cpu`, or None (several have it, or none)."""
    return _cpu_targets().get(cpu)


@lru_cache(maxsize=1)
def _cpu_targets() -> dict[str, str]:
    """CPU name -> the one target that has it (`mcalens: mcpu=neoverse-v2` implies AArch64)."""
    names: dict[str, set[str]] = {}
    for target in TARGETS:
        for cpu, _ in target_cpus(target):
            names.setdefault(cpu, set()).add(target)
    # 32-bit ARM's table lists the AArch64 CPUs too (LLVM's ARM target accepts their names for AArch32):
    # such a name keeps meaning AArch64, as before ARM was a target.
    return {cpu: next(iter(found)) if len(found) == 1 else AARCH64 for cpu, found in names.items()
            if len(found) == 1 or found == {AARCH64, ARM}}


def known_cpu(cpu: str, model_path: tuple[str, ...] = (), target: str = X86_64,
              release: str = core.DEFAULT_RELEASE) -> bool:
    """Whether `cpu` names a CPU of `target` in a release's installed models or the user's model
    directories."""
    from ..machine import model_load
    from ..machine.releases import release_models_dir

    if target != X86_64:
        return cpu in {name for name, _ in target_cpus(target, release)}
    if cpu in {name for name, _ in list_cpus(release)}:
        return True
    try:
        target_dir = release_models_dir(model_load.TARGET_DIR, release)
        return any(name == cpu for name, _, _ in model_load.list_cpus(model_dirs=model_path, target_dir=target_dir))
    except Exception:
        log.exception("list_cpus(%s) failed", model_path)
        return False


def reset() -> None:
    """Forget the CPU tables (a model file changed)."""
    list_cpus.cache_clear()
    target_cpus.cache_clear()
    _cpu_targets.cache_clear()
