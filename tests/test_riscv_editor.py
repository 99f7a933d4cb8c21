"""RISC-V in the editor: detection (vector code, `.attribute arch`, `.option`, the `mcalens:` comment,
the mcalens.target setting), the triple (riscv32 only when the file or the name says so), the CPU
(`mcalens.riscv.cpu`, `mcalens: mcpu=`, the session, `mcalens.cpu` naming a RISC-V CPU; `generic`, the
default, has no scheduling model and says a CPU must be chosen), and the LMUL/SEW each vector
instruction was analysed with, from the editor layer to the hover."""

from __future__ import annotations

import asyncio
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import lsp_session
import pytest
import pytest_lsp
from lsprotocol import types
from mcalens.analysis import editor
from mcalens.analysis.editor.results import AnalysisOptions, analyze_region
from mcalens.analysis.editor.structure import parse_structure
from mcalens.analysis.editor.targets import RISCV, X86_64, CpuSettings, decide_cpu, detect_target
from mcalens.server.config import apply_directive, parse_settings
from pytest_lsp import LanguageClient

# A strip-mined saxpy loop as clang -O2 -march=rv64gcv writes it (y += a * x, 32-bit floats).
SAXPY = """\
\t.text
\t.globl\tsaxpy
saxpy:
.LBB0_1:
\tvsetvli\tt0, a0, e32, m1, ta, ma
\tvle32.v\tv8, (a1)
\tvle32.v\tv16, (a2)
\tvfmacc.vf\tv16, fa0, v8
\tvse32.v\tv16, (a2)
\tsub\ta0, a0, t0
\tslli\tt1, t0, 2
\tadd\ta1, a1, t1
\tadd\ta2, a2, t1
\tbnez\ta0, .LBB0_1
\tret
"""
LOOP_LINES = list(range(4, 14))  # the loop region: vsetvli .. bnez (0-based lines)
VECTOR_LINES = (5, 6, 7, 8)  # vle32.v, vle32.v, vfmacc.vf, vse32.v


def detect(text: str, setting: str = "auto") -> Any:
    lines = editor.split_lines(text)
    directive, line = editor.parse_directive(lines)
    return detect_target(lines, setting, directive, line, editor.targets._cpu_targets())


# ---------------------------------------------------------------------------------------------
# Target and CPU


def test_riscv_is_detected_and_riscv64_unless_the_file_says_rv32() -> None:
    choice = detect(SAXPY)  # vector code with ABI registers: no directive needed
    assert (choice.target, choice.triple) == (RISCV, "riscv64-unknown-linux-gnu")
    assert choice.line == 4
    rv32 = detect('\t.attribute\tarch, "rv32i2p1_m2p0_v1p0"\n' + SAXPY)
    assert (rv32.target, rv32.triple) == (RISCV, "riscv32-unknown-linux-gnu")
    assert detect('\t.attribute\tarch, "rv64gcv"\n\tnop\n').triple == "riscv64-unknown-linux-gnu"
    assert detect("\t.option\tnorvc\n\tnop\n").triple == "riscv64-unknown-linux-gnu"
    assert detect("# mcalens: target=riscv32\n" + SAXPY).triple == "riscv32-unknown-linux-gnu"
    assert detect("# mcalens: target=riscv64\n\tnop\n").target == RISCV
    assert detect("\tnop\n", setting="riscv32").triple == "riscv32-unknown-linux-gnu"
    assert detect("\tnop\n", setting="riscv64").triple == "riscv64-unknown-linux-gnu"
    # The attribute is what the assembler records: it wins over the name.
    assert detect('# mcalens: target=riscv32\n\t.attribute arch, "rv64gc"\n').triple == "riscv64-unknown-linux-gnu"
    # A CPU only RISC-V has implies the target; x86 stays the default.
    assert detect("# mcalens: mcpu=sifive-x280\n\tnop\n").target == RISCV
    assert detect("\tnop\n").target == X86_64


def test_riscv_cpu_from_directive_session_and_settings() -> None:
    assert decide_cpu(RISCV, None, CpuSettings()) == ("generic", True)
    assert decide_cpu(RISCV, None, CpuSettings(cpu="skylake")) == ("generic", True)  # x86's CPU
    assert decide_cpu(RISCV, None, CpuSettings(cpu="sifive-p670")) == ("sifive-p670", False)
    assert decide_cpu(RISCV, None, CpuSettings(cpu="sifive-p670", riscv_cpu="sifive-x280")) == ("sifive-x280", False)
    assert decide_cpu(RISCV, None, CpuSettings(session="rocket-rv64", riscv_cpu="sifive-x280")) == ("rocket-rv64", False)
    assert decide_cpu(RISCV, "sifive-u74", CpuSettings(session="rocket-rv64")) == ("sifive-u74", False)
    # mcalens.riscv.cpu is RISC-V's alone: AArch64 and x86 files do not take it.
    assert decide_cpu(editor.targets.AARCH64, None, CpuSettings(riscv_cpu="sifive-x280"))[0] == "generic"
    assert decide_cpu(X86_64, None, CpuSettings(riscv_cpu="sifive-x280"))[0] != "sifive-x280"


def test_generic_says_a_cpu_must_be_chosen() -> None:
    doc = parse_structure(SAXPY)
    assert (doc.target.target, doc.target_cpu) == (RISCV, "generic")
    assert not doc.regions  # no region, so no numbers
    assert [d.code for d in doc.diagnostics] == [editor.TARGET_UNAVAILABLE]
    message = doc.diagnostics[0].message
    assert message.startswith("choose a RISC-V CPU")
    assert "mcalens.riscv.cpu" in message
    # llvm-mca's own words (llvm-mca-19 -mtriple=riscv64-unknown-linux-gnu -mcpu=generic saxpy.s):
    assert ("unable to find instruction-level scheduling information for target triple "
            "'riscv64-unknown-linux-gnu' and cpu 'generic'") in message


# ---------------------------------------------------------------------------------------------
# Regions, numbers and LMUL/SEW in the editor layer


def _loop_result() -> Any:
    doc = parse_structure(SAXPY, cpu_settings=CpuSettings(riscv_cpu="sifive-x280"))
    assert doc.target_cpu == "sifive-x280" and not doc.diagnostics
    assert [(r.kind, [i.span.line for i in r.instructions]) for r in doc.regions] == [("loop", LOOP_LINES)]
    region = doc.regions[0]
    return region, analyze_region(region.key_text, AnalysisOptions(cpu="sifive-x280", triple=doc.target.triple, llvm_version="19"))


def test_vector_loop_numbers_and_instruments() -> None:
    _region, result = _loop_result()
    assert not result.error
    # llvm-mca-19 -mtriple=riscv64-unknown-linux-gnu -mcpu=sifive-x280 on the loop's ten lines:
    # Total Cycles 2104, IPC 0.48, Block RThroughput 6.0; vle32.v 1/4/3.00, vfmacc.vf 1/8/3.00,
    # vse32.v 1/1/3.00 (uops/latency/RThroughput).
    assert (result.iterations, result.total_cycles, round(result.ipc, 2), result.block_rthroughput) == (
        100, 2104, 0.48, 6.0)
    facts = [(i.opcode, i.uops, i.latency, i.rthroughput) for i in result.instructions]
    assert facts[1:5] == [("VLE32_V", 1, 4, 3.0), ("VLE32_V", 1, 4, 3.0), ("VFMACC_VF", 1, 8, 3.0),
                          ("VSE32_V", 1, 1, 3.0)]
    # The LMUL/SEW of the vsetvli in effect, on the vector instructions only.
    lmul_sew = (("LMUL", "M1"), ("SEW", "E32"))
    assert [i.instruments for i in result.instructions] == [(), lmul_sew, lmul_sew, lmul_sew, lmul_sew,
                                                            (), (), (), (), ()]


def test_instrument_comment_changes_what_is_shown() -> None:
    text = ("# LLVM-MCA-RISCV-LMUL M4\n# LLVM-MCA-RISCV-SEW E16\n"
            "vle16.v v8, (a1)\nvfadd.vv v8, v8, v16\nvse16.v v8, (a2)\n")
    options = AnalysisOptions(cpu="sifive-x280", triple="riscv64-unknown-linux-gnu", llvm_version="19")
    result = analyze_region(text, options)
    assert not result.error
    assert {i.instruments for i in result.instructions} == {(("LMUL", "M4"), ("SEW", "E16"))}


# The vsetvli hoisted before the loop (a fixed vector length): the loop region's own text must
# carry the LMUL/SEW in effect, or its vector instructions take their own (worst-case) classes.
HOISTED = """\
\tvsetvli\tt0, zero, e32, m2, ta, ma
.LBB0_1:
\tvle32.v\tv8, (a1)
\tvfadd.vv\tv8, v8, v8
\tvse32.v\tv8, (a1)
\taddi\ta1, a1, 64
\taddi\ta0, a0, -1
\tbnez\ta0, .LBB0_1
\tret
"""


def test_a_region_carries_the_instruments_in_effect_before_it() -> None:
    doc = parse_structure(HOISTED, cpu_settings=CpuSettings(riscv_cpu="sifive-x280"))
    region = doc.regions[0]
    assert [i.span.line for i in region.instructions] == [2, 3, 4, 5, 6, 7]
    assert region.prelude == ("# LLVM-MCA-RISCV-LMUL M2", "# LLVM-MCA-RISCV-SEW E32")
    result = analyze_region(region.key_text, AnalysisOptions(cpu="sifive-x280", triple=doc.target.triple, llvm_version="19"))
    # llvm-mca-19 -mtriple=riscv64 -mcpu=sifive-x280 on the loop's six lines after
    # `# LLVM-MCA-RISCV-LMUL M2` / `# LLVM-MCA-RISCV-SEW E32`: Total Cycles 1503 (without them:
    # 1701, the vector instructions at RThroughput 17 each).
    assert result.total_cycles == 1503
    assert [i.position for i in result.instructions] == [0, 1, 2, 3, 4, 5]
    assert [(i.rthroughput, i.instruments) for i in result.instructions[:3]] == [
        (5.0, (("LMUL", "M2"), ("SEW", "E32")))] * 3


@pytest.mark.llvm
def test_cli_and_llvm_mca_agree_on_the_loop(tmp_path: Path) -> None:
    llvm_mca = shutil.which("llvm-mca-19")
    if llvm_mca is None:
        pytest.skip("llvm-mca-19 is not installed")
    loop = tmp_path / "loop.s"
    loop.write_text("\n".join(SAXPY.splitlines()[4:14]) + "\n")
    args = ["-mtriple=riscv64-unknown-linux-gnu", "-mcpu=sifive-x280", str(loop)]
    expected = subprocess.run([llvm_mca, *args], capture_output=True, text=True, check=True).stdout
    ours = subprocess.run([sys.executable, "-m", "mcalens", "--llvm-version", "19", "--no-banner", *args],
                          capture_output=True, text=True, check=True).stdout
    assert ours == expected
    assert "Total Cycles:      2104" in ours


def test_settings_and_directives() -> None:
    settings, errors = parse_settings({"riscv": {"cpu": " sifive-x280 "}, "target": "riscv32"})
    assert (settings.riscv_cpu, settings.target, errors) == ("sifive-x280", "riscv32", [])
    settings, errors = parse_settings({"riscv": {"cpu": 7}})
    assert settings.riscv_cpu == "" and errors and "mcalens.riscv.cpu" in errors[0]
    _, errors = apply_directive(settings, {"target": "riscv64"})
    assert errors == []


# ---------------------------------------------------------------------------------------------
# The server: hints, lens and the hover's LMUL/SEW


@pytest_lsp.fixture(config=lsp_session.SERVE)
async def client(lsp_client: LanguageClient):
    # the numbers below are llvm-mca-19's: pinned to its release
    await lsp_session.start(lsp_client, {"cpu": "skylake", "llvmVersion": "19", "riscv": {"cpu": "sifive-x280"}})
    yield
    await lsp_client.shutdown_session()


@pytest.mark.asyncio
async def test_server_on_a_riscv_vector_loop(client: LanguageClient, tmp_path: Path) -> None:
    uri = (tmp_path / "saxpy.s").as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="asm", version=1, text=SAXPY)))
    done = await lsp_session.full_phase(client, uri, "sifive-x280")
    assert lsp_session.field(done, "target") == RISCV
    document = types.TextDocumentIdentifier(uri=uri)
    hints = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=document, range=types.Range(start=types.Position(0, 0), end=types.Position(20, 0))))
    lenses = await client.text_document_code_lens_async(types.CodeLensParams(text_document=document))
    assert hints and {h.position.line for h in hints} >= set(VECTOR_LINES)
    # the vector lines' hints name the LMUL/SEW their class was chosen with; scalar lines' do not
    labels = {h.position.line: h.label for h in hints}
    assert all(str(labels[line]).endswith("LMUL M1 SEW E32") or "LMUL M1 SEW E32 ▲" in str(labels[line])
               for line in VECTOR_LINES), labels
    assert not any("LMUL" in str(label) for line, label in labels.items() if line not in VECTOR_LINES)
    assert lenses and "IPC 0.48" in lenses[0].command.title and "sifive-x280" in lenses[0].command.title
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=document, position=types.Position(line=7, character=2)))  # vfmacc.vf
    assert hover is not None
    value = hover.contents.value  # type: ignore[union-attr]
    assert "VFMACC_VF" in value and "latency: **8**" in value
    assert "analysed with LMUL **M1** · SEW **E32**" in value
    scalar = await client.text_document_hover_async(types.HoverParams(
        text_document=document, position=types.Position(line=9, character=2)))  # sub: no LMUL/SEW
    assert scalar is not None and "LMUL" not in scalar.contents.value  # type: ignore[union-attr]


@pytest.mark.asyncio
async def test_server_generic_riscv_cpu_shows_no_numbers(client: LanguageClient, tmp_path: Path) -> None:
    client.set_configuration({"mcalens": {"cpu": "skylake"}})
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    await asyncio.sleep(0.2)
    uri = (tmp_path / "generic.s").as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="asm", version=1, text=SAXPY)))
    await lsp_session.full_phase(client, uri, "generic")
    await asyncio.sleep(0.1)
    diagnostics = client.diagnostics[uri]
    assert [d.code for d in diagnostics] == [editor.TARGET_UNAVAILABLE]
    assert diagnostics[0].message.startswith("choose a RISC-V CPU")
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert not lenses


# ---------------------------------------------------------------------------------------------
# Calls and branches (the editor's flow label): the simulator's answer per release

# `jal t0` and `jalr t0, 0(a1)` are calls in LLVM 22's llvm-mca (RISCVMCInstrAnalysis decides per
# instance: JAL/JALR whose rd is not zero), not in 19's (the opcodes' MCInstrDesc flags say no);
# `call` (PseudoCALL) is one in both, `j` in neither. Measured: `llvm-mca-22 -mtriple=riscv64
# -mcpu=sifive-u74` on this text warns "found a call in the input assembly sequence", llvm-mca-19
# does only when the `call` line is added.
CALLS = """\
\t.option arch, +v
loop:
\tjal\tt0, 8
\tjalr\tt0, 0(a1)
\tcall\tfoo
\tbnez\ta0, loop
\tj\tloop
"""


def test_call_labels_follow_the_release() -> None:
    settings = CpuSettings(riscv_cpu="sifive-u74")
    flows = {}
    for release in ("19", "22"):
        doc = parse_structure(CALLS, cpu_settings=settings, llvm_version=release)
        flows[release] = {i.text.split("\t")[0] or i.mnemonic: i.flow for i in doc.instructions}
    assert flows["22"] == {"jal": "call", "jalr": "call", "call": "call", "bnez": "branch", "j": "branch"}
    assert flows["19"] == {"jal": "branch", "jalr": "branch", "call": "call", "bnez": "branch", "j": "branch"}
