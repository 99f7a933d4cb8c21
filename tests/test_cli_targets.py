"""Every target on the command line: --help, --version and --list-cpus name them all, a failed run
without -mtriple names the target the file or the CPU belongs to, and mcalens' own notes are
grouped per file and can be turned off (--no-notes)."""

from __future__ import annotations

import re
from pathlib import Path

from mcalens.analysis.cli import BARE_CPU_NOTE, TARGETS, USAGE, run

ROOT = Path(__file__).resolve().parent.parent

A64 = "loop:\n  ldr x3, [x0, #8]\n  add x1, x1, x3\n  subs x2, x2, #1\n  b.ne loop\n"
X86_ERRORS = "foo %eax\naddl %eax, %ebx\n"


def test_every_target_package_is_in_the_cli_table() -> None:
    packages = {p.parent.name for p in (ROOT / "analysis" / "targets").glob("*/target.py")}
    assert packages == {package for package, _, _, _ in TARGETS}


def test_help_names_every_target_and_how_to_select_it() -> None:
    for _, name, _, _ in TARGETS:
        assert f"{name}: " in USAGE
    assert "aarch64-*, arm64-*" in USAGE and "-march=aarch64|arm64" in USAGE
    assert "generic on AArch64" in USAGE


def test_version_lists_every_target_with_its_models() -> None:
    code, out, _ = run(["--version"])
    assert code == 0
    assert {package for package, _, _, _ in TARGETS} == {"x86", "aarch64", "riscv", "arm"}  # every registered target
    for _, name, _, selection in TARGETS:
        assert f"    {name:<8} {selection}\n" in out
        assert "CPU models: " in out and f"({name}, schema 1, from LLVM 22.1.8)" in out  # the default release
        assert f"instruction set: {name}, format 1" in out


def _groups(out: str) -> dict[str, list[str]]:
    groups: dict[str, list[str]] = {}
    current = ""
    for line in out.splitlines():
        if line.startswith("# "):
            current = line[2:].partition(":")[0]
            groups[current] = []
        else:
            groups.setdefault(current, []).append(line.split()[0])
    return groups


def test_list_cpus_without_a_triple_lists_every_target_grouped() -> None:
    code, out, _ = run(["--list-cpus"])
    groups = _groups(out)
    assert code == 0 and list(groups) == [name for _, name, _, _ in TARGETS]
    assert "skylake" in groups["x86-64"] and "neoverse-v1" in groups["AArch64"]
    assert "neoverse-v1" not in groups["x86-64"]
    assert all(line.split() for line in out.splitlines())  # every line has a first word


def test_list_cpus_with_a_triple_lists_that_target_only() -> None:
    code, out, _ = run(["--list-cpus", "-mtriple=aarch64"])
    assert code == 0 and not out.startswith("#") and "neoverse-v1" in out and "skylake" not in out
    code, out, _ = run(["--list-cpus", "-march=x86-64"])
    assert code == 0 and not out.startswith("#") and "skylake" in out and "neoverse-v1" not in out


def test_aarch64_file_without_a_triple_gets_a_hint_after_the_errors() -> None:
    code, out, err = run(["-"], stdin_text=A64)
    assert (code, out) == (1, "")
    lines = err.splitlines()
    assert lines[-2].startswith("error: Assembly input parsing had errors")  # llvm-mca's errors first
    assert lines[-1] == ("note: <stdin>:2: this looks like AArch64 assembly (from its instructions (AArch64 "
                         "registers and mnemonics on 3 lines)): add -mtriple=aarch64 to analyse it as AArch64")
    code, out, err = run(["-mtriple=aarch64", "--no-banner", "-"], stdin_text=A64)
    assert code == 0 and out.startswith("Iterations:") and "note:" not in err


def test_directive_names_the_target_in_the_hint(tmp_path: Path) -> None:
    path = tmp_path / "k.s"
    path.write_text("  .arch armv8.2-a\n" + A64, encoding="utf-8")
    _, _, err = run([str(path)])
    assert err.splitlines()[-1] == (f"note: {path}:1: this looks like AArch64 assembly (from the "
                                    "`.arch armv8.2-a` directive): add -mtriple=aarch64 to analyse it as AArch64")


def test_hint_numbers_lines_as_the_errors_do(tmp_path: Path) -> None:
    """A form feed, vertical tab, NEL or U+2028 ends no line for llvm-mc (str.splitlines would end
    one there); a lone CR ends a statement but llvm-mc's numbers count LF only, as in the errors."""
    path = tmp_path / "k.s"
    path.write_text("  // a\f b\v c\x85 d\u2028 e\n  .arch armv8.2-a\n" + A64, encoding="utf-8")
    _, _, err = run([str(path)])
    assert err.splitlines()[-1].startswith(f"note: {path}:2: this looks like AArch64 assembly (from the `.arch")
    path.write_bytes(b"  // a\r  .arch armv8.2-a\n" + A64.encode())
    _, _, err = run([str(path)])
    assert err.splitlines()[-1].startswith(f"note: {path}:1: this looks like AArch64 assembly (from the `.arch")


def test_no_hint_with_a_triple_or_on_x86_input() -> None:
    # x86 input: stderr and stdout as before (llvm-mca's errors only).
    code, out, err = run(["-"], stdin_text=X86_ERRORS)
    assert (code, out) == (1, "") and "note:" not in err
    code, _, err = run(["-mtriple=x86_64-unknown-linux-gnu", "-"], stdin_text=A64)
    assert code == 1 and "note:" not in err


def test_riscv_file_names_the_riscv_triple() -> None:
    _, _, err = run(["-"], stdin_text="addi a0, a0, 1\naddi a1, a1, 2\n")
    assert err.splitlines()[-1].endswith("this looks like RISC-V assembly (from its instructions (RISC-V "
                                         "registers and mnemonics on 2 lines)): add -mtriple=riscv64 (or "
                                         "riscv32) and -mcpu to analyse it as RISC-V")


def test_arm_file_names_the_arm_triple() -> None:
    # 32-bit ARM is a target: the note names the triple the file's directives say, not "not modelled"
    _, _, err = run(["-"], stdin_text="\t.syntax unified\n\t.thumb\n\tadds r0, r0, #1\n\tbne 1b\n")
    assert err.splitlines()[-1] == ("note: <stdin>:1: this looks like 32-bit ARM assembly (from the `.syntax "
                                    "unified` directive): add -mtriple=thumbv7m and -mcpu (e.g. cortex-m4) to "
                                    "analyse it as 32-bit ARM")
    _, _, err = run(["-"], stdin_text="\t.arm\n\tldr r0, [r1]\n")
    assert err.splitlines()[-1].endswith("add -mtriple=armv7a and -mcpu (e.g. cortex-a57) to analyse it as 32-bit ARM")


def test_cpu_of_another_target_names_its_triple() -> None:
    code, out, err = run(["-mcpu=neoverse-v1", "-"], stdin_text=A64)
    assert (code, out) == (1, "")
    assert BARE_CPU_NOTE not in err.splitlines()  # no empty suggestion
    assert err.splitlines()[-1] == ("note: 'neoverse-v1' is an AArch64 CPU: add -mtriple=aarch64 "
                                    "(mcalens --list-cpus lists every target's CPUs)")
    # the article follows the name: "an ARM CPU", "a RISC-V CPU"
    assert run(["-mcpu=cortex-m7", "-"], stdin_text=A64)[2].splitlines()[-1] == (
        "note: 'cortex-m7' is an ARM CPU: add -mtriple=arm-none-eabi (mcalens --list-cpus lists every "
        "target's CPUs)")
    assert "'sifive-u74' is a RISC-V CPU: add -mtriple=riscv64" in run(["-mcpu=sifive-u74", "-"], stdin_text=A64)[2]
    code, _, err = run(["-mcpu=skylake", "-mtriple=aarch64", "-"], stdin_text=A64)
    assert code == 1 and "is an" not in err  # with a triple: llvm-mca's words only
    code, _, err = run(["-mcpu=nosuchcpu", "-"], stdin_text=X86_ERRORS)
    assert code == 1 and err.splitlines()[-1] == BARE_CPU_NOTE  # no target has it


def test_the_editor_and_the_cli_share_the_detection_and_the_default_cpu() -> None:
    from mcalens.analysis import target_detect
    from mcalens.analysis.editor import targets
    from mcalens.analysis.targets.target import get_target

    assert targets.detect_target is target_detect.detect_target
    # A document that names no CPU is analysed on the CPU `mcalens file.s` uses without -mcpu.
    assert targets.default_cpu(targets.X86_64) == get_target("x86").subtarget.default_cpu == "skylake"
    assert targets.default_cpu(targets.AARCH64) == get_target("aarch64").subtarget.default_cpu == "generic"


GCC_INTEL = (".intel_syntax noprefix\n"
             "movsx rax, ecx\nimul rax, rax\nmovsx rdx, esi\nmovsx r9, DWORD PTR [rcx]\nmovsx rax, ecx\n")


def test_extension_notes_once_per_file_with_a_count() -> None:
    code, out, err = run(["--no-banner", "-instruction-tables"], stdin_text=GCC_INTEL)
    assert code == 0 and "movsxd\trdx, esi" in out
    assert err.splitlines() == [
        "<stdin>:2:1: note: read as 'movsxd' (gcc's Intel spelling of a 32-to-64-bit sign extension; "
        "llvm-mc rejects 'movsx' with a 32-bit source, mcalens accepts it)",
        "movsx rax, ecx",
        "^",
        "note: <stdin>: the same on 3 more lines: 4, 5, 6",
    ]


def test_many_extension_notes_list_ten_lines() -> None:
    source = ".intel_syntax noprefix\n" + "movsx rax, ecx\n" * 30
    _, _, err = run(["--no-banner", "-instruction-tables"], stdin_text=source)
    assert len(err.splitlines()) == 4
    assert err.splitlines()[-1] == "note: <stdin>: the same on 29 more lines: 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 and 19 more"


def test_no_notes_turns_mcalens_notes_off() -> None:
    code, out, err = run(["--no-banner", "-instruction-tables", "--no-notes"], stdin_text=GCC_INTEL)
    assert code == 0 and err == "" and out == run(["--no-banner", "-instruction-tables"], stdin_text=GCC_INTEL)[1]
    code, _, err = run(["--no-notes", "-"], stdin_text=A64)
    assert code == 1 and "note:" not in err
    code, _, err = run(["--no-notes", "-mcpu=neoverse-v1", "-"], stdin_text=A64)
    assert code == 1 and "is an AArch64 CPU" not in err
    _, _, err = run(["--no-notes=false", "-instruction-tables"], stdin_text=GCC_INTEL)
    assert "note: read as 'movsxd'" in err


# Where users read what mcalens supports; none may say a target of --version is not analysed.
USER_DOCS = ["README.md", "ARCHITECTURE.md", "docs/cli.md", "docs/editors.md", "docs/lsp.md",
             "vscode-client/README.md", "vscode-client/package.json"]


def _version_targets() -> list[str]:
    _, out, _ = run(["--version"])
    block = out.split("  targets:\n", 1)[1]
    return [line.split()[0] for line in block.splitlines() if line.startswith("    ")]


def test_every_target_version_lists_is_documented_as_supported() -> None:
    names = _version_targets()
    assert names == [name for _, name, _, _ in TARGETS]
    description = re.search(r'"description": "([^"]*)"', (ROOT / "vscode-client/package.json").read_text(
        encoding="utf-8"))
    assert description is not None
    cli_doc = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    for name in names:
        assert name in description.group(1), name
        assert name in readme.split("## Using the CLI", 1)[1].split("\n## ", 1)[0], name
        assert re.search(rf"^## .*{re.escape(name.split('-')[0])}", cli_doc, flags=re.M | re.I), name
        denials = [rf"{re.escape(name)}\b[^.\n]{{0,80}}\bnot (?:analysed|analyzed|supported|run yet)",
                   rf"\bnot (?:analyse|analyze|support)\w* {re.escape(name)}", rf"{re.escape(name)} files recognised"]
        for doc in USER_DOCS:
            text = " ".join((ROOT / doc).read_text(encoding="utf-8").split())
            found = [m.group(0) for pattern in denials for m in re.finditer(pattern, text, flags=re.I)]
            assert found == [], (doc, found)


def test_aarch64_screenshot_is_not_the_unsupported_one() -> None:
    """docs/img/vscode-aarch64.png showed an AArch64 file refused (one MCL513 warning); the docs may
    show a screenshot of AArch64 analysed, never describe it as refused."""
    editors = (ROOT / "docs" / "editors.md").read_text(encoding="utf-8")
    for alt, image in re.findall(r"!\[([^\]]*)\]\((img/[^)]+)\)", editors):
        assert (ROOT / "docs" / image).is_file(), image
        if "aarch64" in image:
            assert "MCL513" not in alt and "did not analyse" not in alt, alt
