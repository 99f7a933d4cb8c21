"""The directive lists both Arm targets share (targets/elf_directives.py) and what each adds."""

from __future__ import annotations

from mcalens.analysis.targets import elf_directives
from mcalens.analysis.targets.aarch64 import directives as aarch64
from mcalens.analysis.targets.arm import directives as arm


def test_both_arm_targets_read_one_shared_list() -> None:
    # one list, not two copies: each target's set is the shared one and its own names
    own = aarch64.DIRECTIVES_ANY_CASE - elf_directives.ELF_ANY_CASE
    assert own == {".cfi_b_key_frame", ".cfi_mte_tagged_frame", ".dword", ".tlsdesccall", ".variant_pcs", ".xword"}
    assert {".syntax", ".thumb", ".fpu", ".eabi_attribute"} <= arm.DIRECTIVES_ANY_CASE - elf_directives.ELF_ANY_CASE
    assert aarch64.DIRECTIVES_EXACT is arm.DIRECTIVES_EXACT is elf_directives.ELF_EXACT
    assert aarch64.DATA_DIRECTIVES is arm.DATA_DIRECTIVES


def test_directive_answers_unchanged() -> None:
    # llvm-mc-19 -triple=aarch64-unknown-linux-gnu / -triple=armv7a-none-eabi, one directive a run:
    # `.xword` is AArch64's ("unknown directive" on ARM), `.thumb` ARM's, `.code16` "unsupported" on
    # both, `.SECTION` only as written
    for name, on_aarch64, on_arm in ((".xword", None, "unknown"), (".XWORD", None, "unknown"),
                                     (".thumb", "unknown", None), (".code16", "unsupported", "unsupported"),
                                     (".section", None, None), (".SECTION", "unknown", "unknown"),
                                     (".arch", None, None), (".foo", "unknown", "unknown")):
        assert aarch64.directive_problem(name) == on_aarch64, name
        assert arm.directive_problem(name) == on_arm, name
