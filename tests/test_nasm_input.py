"""NASM/x86inc sources (frontend/nasm_input.py, `--input-format=nasm`, `.asm` files): nasm's listing
and messages read without nasm; with nasm installed, small sources written here (an x86inc-like
layer: variants per instruction set, a `cglobal` prologue, SIMD macros) assembled, decoded and mapped
to their lines. Tests that run nasm skip without it; none needs LLVM (llvm-mc-19's and llvm-mca-19's
answers are recorded where they are compared)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from mcalens.analysis.cli import run
from mcalens.analysis.frontend.nasm_input import (
    NasmOptions,
    _dependencies,
    _hex_matches,
    _messages,
    nasm_assembly,
    parse_listing,
)
from mcalens.analysis.targets.target import get_target

needs_nasm = pytest.mark.skipif(shutil.which("nasm") is None, reason="nasm is not installed")
TRIPLE = "x86_64-unknown-linux-gnu"

# An x86inc-like layer and one function template instantiated for SSE2 and AVX2.
LAYER = """\
%macro INIT_XMM 1
    %define SUFFIX _%1
    %define m0 xmm0
    %define m1 xmm1
    %define m2 xmm2
%endmacro
%macro INIT_YMM 1
    %define SUFFIX _%1
    %define m0 ymm0
    %define m1 ymm1
    %define m2 ymm2
%endmacro
%macro cglobal 1
    align 16
    global %1 %+ SUFFIX:function
    %1 %+ SUFFIX:
    push rbx
    mov rbx, rdi
%endmacro
%macro mova 2
    movdqu %1, %2
%endmacro
%macro PADDW 3
    %ifidn %1, %2
        paddw %1, %3
    %else
        movdqa %1, %2
        paddw %1, %3
    %endif
%endmacro
"""  # 31 lines

SUM = LAYER + """\
section .text
%macro SUM 0
cglobal sum
    xor eax, eax
.loop:
    mova m0, [rbx + rax]
    PADDW m1, m0, m2
    mova [rsi + rax], m1
    add eax, 16
    cmp eax, edx
    jl .loop
    pop rbx
    ret
%endmacro

INIT_XMM sse2
SUM
"""
# `llvm-mc-19 --disassemble -triple=x86_64` of the loop's bytes (f30f6f0403 660f6fc8 660ffdca
# f30f7f0c06 83c010 39d0 7ce7), as tools/compare_nasm.py checks it.
SUM_LOOP = ("\tmovdqu\t(%rbx,%rax), %xmm0\n\tmovdqa\t%xmm0, %xmm1\n\tpaddw\t%xmm2, %xmm1\n"
            "\tmovdqu\t%xmm1, (%rsi,%rax)\n\taddl\t$16, %eax\n\tcmpl\t%edx, %eax\n\tjl\t-25\n")

VARIANTS = """\
%macro INIT_XMM 1
    %define SUFFIX _%1
    %define m0 xmm0
%endmacro
%macro INIT_YMM 1
    %define SUFFIX _%1
    %define m0 ymm0
%endmacro
%macro cglobal 1
    align 16
    global %1 %+ SUFFIX:function
    %1 %+ SUFFIX:
    push rbx
%endmacro

section .text
%macro ADD_ALL 0
cglobal add_all
    xor eax, eax
.loop:
%if mmsize == 32
    vpaddw m0, m0, [rdi + rax]
%else
    paddw m0, [rdi + rax]
%endif
    add rax, mmsize
    cmp rax, rsi
    jb .loop
    pop rbx
    ret
%endmacro

%define mmsize 16
INIT_XMM sse2
ADD_ALL
%define mmsize 32
INIT_YMM avx2
ADD_ALL
"""


def _assemble(tmp_path: Path, text: str, name: str = "f.asm", **options: object) -> object:
    path = tmp_path / name
    path.write_text(text)
    target = get_target("x86")
    return nasm_assembly(text, str(path), target, target.load_isa(), TRIPLE, NasmOptions(**options))  # type: ignore[arg-type]


# --- without nasm -------------------------------------------------------------------------------

# Recorded from `nasm -f elf64 -g -F dwarf -Lf -l` (NASM 2.16.01) on SUM above (some lines): the
# call `SUM` (line 47) expands the template; its `mova` (line 36) calls the helper on line 21.
LISTING = """\
    47                                  SUM
    33                              <1> cglobal sum
    17 00000000 53                  <2>  push rbx
    34 00000004 31C0                <1>  xor eax, eax
    35                              <1> .loop:
    36                              <1>  mova m0, [rbx + rax]
    21 00000006 F30F6F0403          <2>  movdqu %1, %2
    40 0000001B 39D0                <1>  cmp eax, edx
    41 0000001D 7CE7                <1>  jl .loop
   911 00000000 000102030405060708- <1>  %1: %2
   911 00000009 090A0B0C0D0E0F      <1>
"""


def test_listing_gives_each_emitted_line_its_call_site() -> None:
    emitted, listed = parse_listing(LISTING, SUM)
    sites = [(e.number, e.address, e.site) for e in emitted]
    # lines inside the SUM template are their own sites; the helpers' lines (push rbx in cglobal,
    # movdqu in mova) are attributed to the template line that called them
    assert sites[:5] == [(17, 0, 32), (34, 4, 33), (21, 6, 35), (40, 0x1B, 39), (41, 0x1D, 40)]
    # a hex field continued on the next listing line is joined
    assert emitted[-1].hex == "000102030405060708090A0B0C0D0E0F"
    assert (0, 46) in listed and (5, 35) in listed


def test_listing_without_templates_attributes_to_the_top_level_line() -> None:
    emitted, _ = parse_listing(LISTING, "")
    assert {e.site for e in emitted[:5]} == {46}


def test_hex_fields_match_the_section_with_relocated_fields_as_wildcards() -> None:
    data = bytes.fromhex("488d0500000000c3")
    assert _hex_matches("488D05(54000000)", data, 0)
    assert _hex_matches("C3", data, 7)
    assert not _hex_matches("488D06(54000000)", data, 0)
    assert _hex_matches("0110<rep 4h>", bytes.fromhex("0110"), 0)
    assert not _hex_matches("E8[00000000]", data, 0)


def test_dependency_list_with_quoted_names() -> None:
    assert _dependencies('x : "b c.asm" blob.bin /etc/passwd\n') == ["b c.asm", "blob.bin", "/etc/passwd"]


def test_nasm_messages_are_positioned_on_the_call_site(tmp_path: Path) -> None:
    out = ("f.asm:8: error: parser: instruction expected\nf.asm:3: ... from macro `twice' defined here\n"
           "f.asm:10: warning: label alone on a line without a colon might be in error [-w+label-orphan]\n"
           "/etc/hostname:1: warning: label alone on a line without a colon might be in error\n")
    found = _messages(out, "f.asm", str(tmp_path), [str(tmp_path)], str(tmp_path))
    assert [(d.line, d.severity) for d in found[:2]] == [(7, "error"), (9, "warning")]
    assert found[0].message == "parser: instruction expected"
    # a message about a file outside the allowed directories is not repeated (its text could be that file's)
    assert "hostname" not in "".join(d.message for d in found)
    assert found[2].line == -1 and "not shown" in found[2].message


def test_missing_nasm_is_a_clear_error(tmp_path: Path) -> None:
    result = _assemble(tmp_path, SUM, nasm="/nonexistent/nasm")
    assert result.failed and "nasm not found at '/nonexistent/nasm'" in result.diagnostics[0].message
    status, out, err = run(["-mcpu=skylake", "--nasm", "/nonexistent/nasm", str(tmp_path / "f.asm")])
    assert status == 1 and out == "" and "error: " in err and "nasm not found" in err


# --- with nasm ----------------------------------------------------------------------------------


@needs_nasm
def test_loop_region_and_call_site_lines(tmp_path: Path) -> None:
    result = _assemble(tmp_path, SUM)
    assert not result.diagnostics
    assert [r.name for r in result.regions] == ["loop sum_sse2 (lines 36-41)"]
    # the prologue (cglobal's push and mov, the xor) is not in the region
    assert result.regions[0].text == SUM_LOOP
    assert result.regions[0].code.hex() == "f30f6f0403660f6fc8660ffdcaf30f7f0c0683c01039d07ce7"
    # the two instructions of the PADDW helper belong to its call site, with their definition lines
    assert result.expansions[36] == [("movdqa\t%xmm0, %xmm1", "f.asm:27"), ("paddw\t%xmm2, %xmm1", "f.asm:28")]
    assert result.expansions[32] == [("pushq\t%rbx", "f.asm:17"), ("movq\t%rdi, %rbx", "f.asm:18")]


@needs_nasm
def test_cli_source_lines_and_same_numbers_as_the_text(tmp_path: Path) -> None:
    (tmp_path / "f.asm").write_text(SUM)
    status, out, err = run(["-mcpu=skylake", "-json", "--json-extras", str(tmp_path / "f.asm")])
    assert (status, err) == (0, "")
    region = json.loads(out)["CodeRegions"][0]
    assert region["SourceLines"] == [36, 37, 37, 38, 39, 40, 41]
    marked = f"# LLVM-MCA-BEGIN loop sum_sse2 (lines 36-41)\n{SUM_LOOP}# LLVM-MCA-END\n"
    assert run(["-mcpu=skylake", "--no-banner", str(tmp_path / "f.asm")])[1] == run(
        ["-mcpu=skylake", "--no-banner", "-"], stdin_text=marked)[1]
    # llvm-mca-19 -mcpu=skylake on llvm-mc-19's disassembly of the loop, between the same markers
    assert "Total Cycles:      160\n" in run(["-mcpu=skylake", str(tmp_path / "f.asm")])[1]


@needs_nasm
def test_each_variant_is_named_and_its_loop_is_the_region(tmp_path: Path) -> None:
    result = _assemble(tmp_path, VARIANTS)
    assert [r.name for r in result.regions] == ["loop add_all_sse2 (lines 24-28)", "loop add_all_avx2 (lines 22-28)"]
    # llvm-mc-19 --disassemble of each loop's bytes (660ffd04074883c0104839f072f2, c5fdfd04074883c0204839f072f2)
    assert result.regions[0].text == "\tpaddw\t(%rdi,%rax), %xmm0\n\taddq\t$16, %rax\n\tcmpq\t%rsi, %rax\n\tjb\t-14\n"
    assert result.regions[1].text == ("\tvpaddw\t(%rdi,%rax), %ymm0, %ymm0\n\taddq\t$32, %rax\n\tcmpq\t%rsi, %rax\n"
                                      "\tjb\t-14\n")
    # the alignment before the second function is not the first one's
    assert result.expansions[17] == [("pushq\t%rbx", "f.asm:13"), ("pushq\t%rbx", "f.asm:13")]


@needs_nasm
def test_markers_choose_the_region(tmp_path: Path) -> None:
    text = SUM.replace("    add eax, 16\n", "    ; LLVM-MCA-BEGIN tail\n    add eax, 16\n    cmp eax, edx\n"
                       "    ; LLVM-MCA-END\n")
    result = _assemble(tmp_path, text)
    assert [(r.name, r.text) for r in result.regions] == [("tail (sum_sse2)", "\taddl\t$16, %eax\n\tcmpl\t%edx, %eax\n")]


@needs_nasm
def test_nasm_errors_are_positioned(tmp_path: Path) -> None:
    result = _assemble(tmp_path, SUM.replace("    cmp eax, edx\n", "    cmpx eax, edx\n"))
    assert result.failed
    # the error is in the template's expansion: nasm names the call site (SUM, line 47) first
    assert [(d.line, d.severity) for d in result.diagnostics] == [(46, "error")]
    path = tmp_path / "g.asm"
    path.write_text("section .text\n    add eax, 1\n    movx eax, 2\n")
    status, out, err = run(["-mcpu=skylake", str(path)])
    assert (status, out) == (1, "") and f"error: {path}:3: parser: instruction expected" in err


@needs_nasm
def test_reads_outside_the_allowed_directories_are_refused(tmp_path: Path) -> None:
    project = tmp_path / "project"
    (project / "inc").mkdir(parents=True)
    (project / "inc" / "x.inc").write_text("%define FOUR 4\n")
    (tmp_path / "secret.inc").write_text("%define FOUR 5\n")
    body = "section .text\nglobal f:function\nf:\n    add eax, FOUR\n    ret\n"
    ok = _assemble(project, '%include "inc/x.inc"\n' + body)
    assert not ok.failed and ok.regions[0].text == "\taddl\t$4, %eax\n\tretq\n"
    for line in ('%include "../secret.inc"', f'%include "{tmp_path}/secret.inc"', '%include "/etc/hostname"',
                 f'incbin "{tmp_path}/secret.inc"'):
        refused = _assemble(project, line + "\n" + body)
        assert refused.failed and refused.diagnostics[0].line == 0, line
        assert "outside its directory and the include directories" in refused.diagnostics[0].message
    os.symlink(tmp_path / "secret.inc", project / "link.inc")
    assert _assemble(project, '%include "link.inc"\n' + body).failed
    # a configured include directory is allowed
    extra = _assemble(project, '%include "secret.inc"\n' + body, include_dirs=(str(tmp_path),))
    assert not extra.failed and extra.regions[0].text == "\taddl\t$5, %eax\n\tretq\n"


@needs_nasm
def test_an_undecodable_function_is_refused_and_the_others_analysed(tmp_path: Path) -> None:
    text = ("section .text\nglobal a:function\na:\n    vprotb xmm0, xmm1, 1\n    ret\n"
            "global b:function\nb:\n    addps xmm0, xmm1\n    ret\n")
    result = _assemble(tmp_path, text)
    assert not result.failed
    assert [(d.line, d.severity) for d in result.diagnostics] == [(3, "warning")]
    assert "a is not analysed" in result.diagnostics[0].message and "XOP" in result.diagnostics[0].message
    assert [(r.name, r.text) for r in result.regions] == [("b", "\taddps\t%xmm1, %xmm0\n\tretq\n")]


@needs_nasm
def test_an_avx512_function_is_analysed(tmp_path: Path) -> None:
    # the text is llvm-mc-19 --disassemble -triple=x86_64 of nasm's bytes
    # (62f174d9584010 62e17540fe442402 c3): masking, zeroing, broadcast, disp8*N, zmm16-31
    text = ("section .text\nglobal a:function\na:\n    vaddps zmm0{k1}{z}, zmm1, [rax+64]{1to16}\n"
            "    vpaddd zmm16, zmm17, [rsp+128]\n    ret\n")
    result = _assemble(tmp_path, text)
    assert not result.failed and not result.diagnostics
    assert [(r.name, r.text) for r in result.regions] == [
        ("a", "\tvaddps\t64(%rax){1to16}, %zmm1, %zmm0 {%k1} {z}\n\tvpaddd\t128(%rsp), %zmm17, %zmm16\n\tretq\n")]


@needs_nasm
def test_a_source_that_never_ends_is_stopped_by_the_cpu_limit(tmp_path: Path) -> None:
    # nested %reps (nasm refuses one count over a million, not their product): hours of work; the limit
    # is CPU time, so a busy machine does not fail an ordinary file
    result = _assemble(tmp_path, "section .text\n%rep 1000000\n%rep 1000000\n    nop\n%endrep\n%endrep\n",
                       timeout=1.0)
    assert result.failed
    assert "CPU time" in result.diagnostics[0].message or "did not finish" in result.diagnostics[0].message


def test_which_documents_the_server_assembles_with_nasm() -> None:
    from mcalens.server.server import McaLanguageServer

    is_nasm = McaLanguageServer.is_nasm
    assert is_nasm("file:///w/mc_avx2.asm", "nasm") and is_nasm("file:///w/mc_avx2.asm", "asm")
    assert is_nasm("untitled:Untitled-1", "nasm")
    # Helix names .S files nasm; an .asm file another extension calls GAS or AArch64 stays theirs
    assert not is_nasm("file:///w/k.S", "nasm") and not is_nasm("file:///w/k.s", "asm")
    assert not is_nasm("file:///w/k.asm", "gas") and not is_nasm("file:///w/k.asm", "arm64")


@needs_nasm
def test_an_asm_file_is_nasm_on_x86_unless_the_format_says_otherwise(tmp_path: Path) -> None:
    path = tmp_path / "k.asm"
    path.write_text("section .text\nglobal f:function\nf:\n    add eax, dword [rdi]\n    ret\n")
    status, out, err = run(["-mcpu=skylake", "--no-banner", str(path)])
    # (llvm-mca's own warning about the ret, as on the disassembly)
    assert status == 0 and err.startswith("warning: found a return instruction") and "addl\t(%rdi), %eax" in out
    assert run(["-mcpu=skylake", "--no-banner", "--input-format=nasm", "-"], stdin_text=path.read_text())[:2] == (0, out)
    # read as GNU assembler text, NASM's `dword [rdi]` is an error (llvm-mc's)
    status, _, err = run(["-mcpu=skylake", "--input-format=asm", str(path)])
    assert status == 1 and "error" in err


@needs_nasm
def test_a_file_name_that_looks_like_an_option_is_still_the_source(tmp_path: Path) -> None:
    result = _assemble(tmp_path, "section .text\nglobal f:function\nf:\n    add eax, 1\n    ret\n", name="-o x.asm")
    assert not result.failed and result.regions[0].text == "\taddl\t$1, %eax\n\tretq\n"
    assert result.regions[0].lines[0][0] == 3 and result.locations[1] is not None


def test_a_listing_line_that_is_not_the_files_own_gets_no_site() -> None:
    # the same listing against a source whose line 47 is not `SUM`: nothing is attributed to that line
    emitted, listed = parse_listing(LISTING, SUM.replace("\nSUM\n", "\nSUM2\n"))
    assert (0, 46) not in listed
    # (lines checked against the template's body keep theirs)
    assert [e.site for e in emitted[:5]] == [32, 33, 35, 39, 40]
    emitted, listed = parse_listing(LISTING, "x\n" * 60)
    assert {e.site for e in emitted} == {-1} and not listed


@needs_nasm
def test_form_feeds_do_not_shift_lines(tmp_path: Path) -> None:
    text = "section .text\n; page\x0c break\nglobal f:function\nf:\n    add eax, 1\n    ret\n"
    result = _assemble(tmp_path, text)
    assert [site for site, _ in result.regions[0].lines] == [4, 5]


@pytest.mark.parametrize(("release", "folder"), [("19", "x86-64"), ("22", "llvm22")])
def test_editor_decodes_nasm_objects_with_the_release_tables(monkeypatch: pytest.MonkeyPatch, release: str,
                                                             folder: str) -> None:
    """The editor's NASM documents are decoded with the tables of `mcalens.llvmVersion`'s release, as
    the CLI's `--llvm-version` decodes them (an encoding one release knows and the other does not
    is read as that release's llvm-mc reads it)."""
    from mcalens.analysis.editor import nasm as editor_nasm

    seen: list[str] = []

    def spy(text: str, path: str, target: object, isa: Any, *rest: object) -> object:
        seen.append(os.path.basename(isa.directory))
        raise RuntimeError("stop after the ISA is chosen")

    monkeypatch.setattr(editor_nasm, "nasm_assembly", spy)
    editor_nasm.nasm_structure("bits 64\nnop\n", "-", editor_nasm.NasmSettings(llvm_version=release))
    assert seen == [folder]
