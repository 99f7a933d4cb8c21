"""32-bit ARM in the editor: detection (`.syntax unified`, `.thumb`, `.code 16/32`, `.cpu`, `.fpu`,
`.eabi_attribute`, M/R-profile `.arch`, register and mnemonic shapes, the `mcalens:` comment, the
mcalens.target setting), the triple (thumbv7m for M-profile Thumb, thumbv7a for A-profile Thumb,
armv7a for A32), the CPU (`mcalens.arm.cpu`, `mcalens.cpu` naming an ARM CPU, the file's `.cpu` when
LLVM models it, else cortex-m4 / cortex-a57), and the numbers from the editor layer to the server's
hints, lens and hover, on the VS Code e2e's Thumb-2 file (arm-none-eabi-gcc -O2 -mcpu=cortex-m4)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import lsp_session
import pytest
import pytest_lsp
from lsprotocol import types
from mcalens.analysis import editor
from mcalens.analysis.editor.results import AnalysisOptions, analyze_region
from mcalens.analysis.editor.structure import parse_structure
from mcalens.analysis.editor.targets import (
    AARCH64,
    ARM,
    RISCV,
    X86_64,
    CpuSettings,
    decide_cpu,
    detect_target,
)
from mcalens.server.config import apply_directive, parse_settings
from pytest_lsp import LanguageClient

THUMB_FILE = Path(__file__).parent / "editors" / "data" / "thumb2-loops.s"
# The Q15 dot product's loop in that file (0-based lines: ldrh, ldrh, cmp, smlabb, bne).
Q15_LINES = [36, 37, 38, 39, 40]

# The same loop without any directive: only its registers and mnemonics say 32-bit ARM.
BARE = """\
dot_q15:
\tcmp\tr2, #0
\tble\t.L4
\tpush\t{lr}
\tsubs\tr3, r0, #2
\tsubs\tr1, r1, #2
\tadd\tr2, r3, r2, lsl #1
\tmovs\tr0, #0
.L3:
\tldrh\tlr, [r3, #2]!\t@ a gcc comment
\tldrh\tip, [r1, #2]!
\tcmp\tr3, r2
\tsmlabb\tr0, lr, ip, r0
\tbne\t.L3
\tldr\tpc, [sp], #4
.L4:
\tmovs\tr0, #0
\tbx\tlr
"""


def detect(text: str, setting: str = "auto") -> Any:
    lines = editor.split_lines(text)
    directive, line = editor.parse_directive(lines)
    return detect_target(lines, setting, directive, line, editor.targets._cpu_targets())


# ---------------------------------------------------------------------------------------------
# Target, triple and CPU


def test_arm_is_detected_from_directives_with_the_mode_and_profile() -> None:
    gcc = detect(THUMB_FILE.read_text(encoding="utf-8"))
    assert (gcc.target, gcc.triple, gcc.arm_cpu) == (ARM, "thumbv7m-none-eabi", "cortex-m4")
    assert gcc.reason == "the `.cpu cortex-m4` directive" and gcc.line == 2
    # each of these alone says 32-bit ARM (each was "unmodelled" or x86/AArch64 before)
    for directive in ("\t.syntax unified", "\t.thumb", "\t.arm", "\t.code 16", "\t.code 32", "\t.fpu vfpv4",
                      "\t.eabi_attribute 20, 1", "\t.cpu cortex-m4", "\t.cpu cortex-r52", "\t.arch armv7e-m",
                      "\t.arch armv8.1-m.main", "\t.arch armv7-a"):
        assert detect(directive + "\n\tnop\n").target == ARM, directive
    # Thumb on M-profile, Thumb on A-profile, A32
    assert detect("\t.syntax unified\n\t.thumb\n\tnop\n").triple == "thumbv7m-none-eabi"
    assert detect("\t.code 16\n\tnop\n").triple == "thumbv7m-none-eabi"
    assert detect("\t.cpu cortex-m7\n\tnop\n").triple == "thumbv7m-none-eabi"  # M-profile: no A32 state
    assert detect("\t.arch armv7-a\n\t.syntax unified\n\t.thumb\n\tnop\n").triple == "thumbv7a-none-eabi"
    assert detect("\t.cpu cortex-a9\n\t.syntax unified\n\t.arm\n\tnop\n").triple == "armv7a-none-eabi"
    assert detect("\t.syntax unified\n\t.arm\n\tnop\n").triple == "armv7a-none-eabi"
    assert detect("\t.code 32\n\tnop\n").triple == "armv7a-none-eabi"
    # AArch64's and x86's own directives keep their targets
    assert detect("\t.arch armv8-a\n\tnop\n").target == AARCH64
    assert detect("\t.cpu neoverse-n1\n\tnop\n").target == AARCH64
    assert detect("\t.code16\n\tnop\n").target == X86_64
    assert detect("\t.code32\n\tnop\n").target == X86_64


def test_arm_is_detected_from_its_instructions() -> None:
    choice = detect(BARE)
    assert (choice.target, choice.line, choice.triple) == (ARM, 1, "armv7a-none-eabi")
    assert "32-bit ARM registers" in choice.reason
    vfp = detect("\tvldmia.32\tr1!, {s14}\n\tvfma.f32\ts15, s14, s0\n\tvstmia.32\tr0!, {s15}\n")
    assert vfp.target == ARM
    # VFP on s/d registers only (LLVM's ARM m7-fp.s test): ARM, though s1/d2 are AArch64 names too
    assert detect("\tvcvt.f32.f64 s1, d2\n\tvcvt.s32.f32 s1, s2, #8\n\tvmov s0, s1\n").target == ARM
    # the other targets' code is not ARM: x86 (AT&T and Intel's r8..r15), AArch64, RISC-V
    assert detect("\tmovq\t%rax, %rbx\n\taddq\t$1, %rax\n").target == X86_64
    assert detect("\tmov r8, r9\n\tadd r10, r11\n").target == X86_64
    assert detect("\tldr x0, [x1, #8]\n\tadd w0, w1, w2\n").target == AARCH64
    assert detect("\taddi a0, a0, 1\n\tld a1, 0(a2)\n").target == RISCV


def test_names_that_say_arm() -> None:
    assert detect("\tnop\n", setting="thumbv7m").triple == "thumbv7m-none-eabi"
    assert detect("\tnop\n", setting="armv7a").triple == "armv7a-none-eabi"
    assert detect("// mcalens: target=thumbv7m\n" + BARE).triple == "thumbv7m-none-eabi"
    assert detect("// mcalens: target=thumbv8.1m.main-none-eabi\n\tnop\n").triple == "thumbv7m-none-eabi"
    assert detect("// mcalens: target=armv7a\n\tnop\n").triple == "armv7a-none-eabi"
    # `arm` names the target; the mode comes from the file
    assert detect("// mcalens: target=arm\n\t.thumb\n\tnop\n").triple == "thumbv7m-none-eabi"
    # a CPU only 32-bit ARM has implies the target
    assert detect("// mcalens: mcpu=cortex-m4\n\tnop\n").target == ARM


def test_arm_cpu_from_directive_session_settings_file_and_profile() -> None:
    m_profile, a_profile = detect("\t.thumb\n\tnop\n"), detect("\t.arm\n\tnop\n")
    assert decide_cpu(ARM, None, CpuSettings(), m_profile) == ("cortex-m4", True)
    assert decide_cpu(ARM, None, CpuSettings(), a_profile) == ("cortex-a57", True)
    # the file's `.cpu` when LLVM models it (cortex-m7); one without a model (cortex-m0) is not taken
    assert decide_cpu(ARM, None, CpuSettings(), detect("\t.cpu cortex-m7\n\tnop\n")) == ("cortex-m7", True)
    assert decide_cpu(ARM, None, CpuSettings(), detect("\t.cpu cortex-m0\n\tnop\n")) == ("cortex-m4", True)
    assert decide_cpu(ARM, None, CpuSettings(cpu="skylake"), m_profile) == ("cortex-m4", True)  # x86's CPU
    assert decide_cpu(ARM, None, CpuSettings(cpu="cortex-m55"), m_profile) == ("cortex-m55", False)
    assert decide_cpu(ARM, None, CpuSettings(cpu="cortex-m55", arm_cpu="cortex-m85"), m_profile) == (
        "cortex-m85", False)
    assert decide_cpu(ARM, None, CpuSettings(session="cortex-m7", arm_cpu="cortex-m85"), m_profile) == (
        "cortex-m7", False)
    assert decide_cpu(ARM, "cortex-a9", CpuSettings(session="cortex-m7"), m_profile) == ("cortex-a9", False)
    # the ARM setting is not another target's CPU
    assert decide_cpu(AARCH64, None, CpuSettings(arm_cpu="cortex-m4"))[0] == "generic"
    assert decide_cpu(X86_64, None, CpuSettings(arm_cpu="cortex-m4"))[0] != "cortex-m4"


def test_settings_and_directives() -> None:
    settings, errors = parse_settings({"arm": {"cpu": " cortex-m7 "}, "target": "thumbv7m"})
    assert (settings.arm_cpu, settings.target, errors) == ("cortex-m7", "thumbv7m", [])
    settings, errors = parse_settings({"arm": {"cpu": 7}})
    assert settings.arm_cpu == "" and errors and "mcalens.arm.cpu" in errors[0]
    for name in ("thumbv7m", "armv7a", "arm", "thumb"):
        assert apply_directive(settings, {"target": name})[1] == [], name


# ---------------------------------------------------------------------------------------------
# Regions and numbers in the editor layer


def test_thumb_loops_are_regions_with_llvm_mca_numbers() -> None:
    doc = parse_structure(THUMB_FILE.read_text(encoding="utf-8"), llvm_version="19")
    assert (doc.target.target, doc.target_cpu, doc.diagnostics) == (ARM, "cortex-m4", [])
    assert [(r.kind, len(r.instructions)) for r in doc.regions] == [("loop", 5), ("loop", 6), ("loop", 4)]
    assert [i.span.line for i in doc.regions[0].instructions] == Q15_LINES
    # llvm-mca-19 -mtriple=thumbv7m-none-eabi -mcpu=cortex-m4 on each loop's lines:
    # q15: Total Cycles 501, IPC 1.00, Block RThroughput 5.0; saxpy: 801, 0.75, 6.0 (vfma.f32 1/3/1.00)
    expected = [(501, 1.0, 5.0), (801, 0.75, 6.0), (501, 0.8, 4.0)]
    for region, (cycles, ipc, rthroughput) in zip(doc.regions, expected, strict=True):
        result = analyze_region(region.key_text, AnalysisOptions(cpu="cortex-m4", triple=doc.target.triple,
                                                                 llvm_version="19"))
        assert not result.error
        assert (result.total_cycles, round(result.ipc, 2), result.block_rthroughput) == (cycles, ipc, rthroughput)
    saxpy = analyze_region(doc.regions[1].key_text, AnalysisOptions(cpu="cortex-m4", triple=doc.target.triple,
                                                                    llvm_version="19"))
    assert [(i.opcode, i.latency) for i in saxpy.instructions][1:3] == [("VLDRS", 2), ("VFMAS", 3)]


SUM_BYTES = """\
\t.syntax unified
\t.arm
sum_bytes:
\tsub\tr3, r0, #1
\tadd\tr1, r1, r3
\tmov\tr0, #0
.L17:
\tldrb\tr2, [r3, #1]!
\tcmp\tr3, r1
\tadd\tr0, r0, r2
\tbne\t.L17
\tbx\tlr
"""


def test_a32_file_on_the_a_profile_default() -> None:
    doc = parse_structure(SUM_BYTES, llvm_version="19")
    assert (doc.target.triple, doc.target_cpu, doc.diagnostics) == ("armv7a-none-eabi", "cortex-a57", [])
    assert [len(r.instructions) for r in doc.regions] == [4]
    result = analyze_region(doc.regions[0].key_text, AnalysisOptions(cpu="cortex-a57", triple=doc.target.triple,
                                                                     llvm_version="19"))
    # llvm-mca-19 -mtriple=armv7a-none-eabi -mcpu=cortex-a57 on the loop's four lines: 206 cycles
    assert not result.error and result.total_cycles == 206


# ---------------------------------------------------------------------------------------------
# The server: hints, lens and hover on the Thumb-2 file


@pytest_lsp.fixture(config=lsp_session.SERVE)
async def client(lsp_client: LanguageClient):
    # the numbers below are llvm-mca-19's: pinned to its release
    await lsp_session.start(lsp_client, {"cpu": "skylake", "llvmVersion": "19"})
    yield
    await lsp_client.shutdown_session()


@pytest.mark.asyncio
async def test_server_on_a_thumb2_file(client: LanguageClient, tmp_path: Path) -> None:
    uri = (tmp_path / "thumb2-loops.s").as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="arm", version=1,
                                             text=THUMB_FILE.read_text(encoding="utf-8"))))
    done = await lsp_session.full_phase(client, uri, "cortex-m4")
    assert lsp_session.field(done, "target") == ARM
    document = types.TextDocumentIdentifier(uri=uri)
    hints = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=document, range=types.Range(start=types.Position(0, 0), end=types.Position(120, 0))))
    lenses = await client.text_document_code_lens_async(types.CodeLensParams(text_document=document))
    assert hints and {h.position.line for h in hints} >= set(Q15_LINES)
    titles = [lens.command.title for lens in lenses if lens.command]
    # the lens names the CPU, and that it is 32-bit ARM's (here the file's own `.cpu`)
    assert any("IPC 1.00" in t and "cortex-m4 (32-bit ARM default)" in t for t in titles), titles
    assert not client.diagnostics.get(uri)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=document, position=types.Position(line=39, character=2)))  # smlabb
    assert hover is not None and "t2SMLABB" in hover.contents.value  # type: ignore[union-attr]
