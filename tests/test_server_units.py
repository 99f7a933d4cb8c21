"""Server pieces without a server: hint labels, edits, position conversion, diagnostic mapping."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lsprotocol import types
from mcalens.analysis import editor
from mcalens.analysis.diagnostics import Diagnostic, Severity
from mcalens.analysis.editor import (
    AnalysisOptions,
    InstrLine,
    InstrResult,
    RegionResult,
    RegionSpec,
    analyze_region,
    model_prefix,
    parse_structure,
    split_lines,
    unit_label,
)
from mcalens.analysis.source import Span
from mcalens.server.actions import directive_edit, marker_edits
from mcalens.server.config import HintSettings
from mcalens.server.convert import Converter
from mcalens.server.hints import hint_label, line_label
from mcalens.server.server import McaLanguageServer
from pygls.workspace.position_codec import PositionCodec


def result(
    bottleneck: str = "", share: float = 0.0, pressure: tuple[tuple[str, float], ...] = ()
) -> RegionResult:
    instr = InstrResult(0, "addl %eax, %ebx", "ADD32rr", 1, 4, 0.5, pressure=pressure)
    return RegionResult(
        cpu="skylake",
        model="SkylakeClient",
        iterations=100,
        instructions_total=100,
        total_cycles=200,
        total_uops=100,
        dispatch_width=6,
        ipc=0.5,
        uops_per_cycle=0.5,
        block_rthroughput=1.0,
        instructions=(instr,),
        bottleneck=bottleneck,
        bottleneck_share=share,
    )


@pytest.mark.parametrize(
    ("settings", "res", "label"),
    [
        pytest.param(HintSettings(), result(), "lat 4 · rthr 0.50", id="default"),
        pytest.param(HintSettings(latency=False), result(), "rthr 0.50", id="no-latency"),
        pytest.param(HintSettings(throughput=False), result(), "lat 4", id="no-throughput"),
        pytest.param(
            HintSettings(), result("p5", 0.62, (("p5", 1.0),)), "lat 4 · rthr 0.50 ▲ p5 62%", id="bottleneck"
        ),
        pytest.param(
            HintSettings(), result("p5", 0.62, (("p0", 1.0),)), "lat 4 · rthr 0.50", id="other-unit"
        ),
        pytest.param(
            HintSettings(bottleneck=False), result("p5", 0.62, (("p5", 1.0),)), "lat 4 · rthr 0.50", id="off"
        ),
    ],
)
def test_hint_label(settings: HintSettings, res: RegionResult, label: str) -> None:
    assert hint_label(res.instructions[0], res, settings) == label


def test_hint_names_the_instrument_values_the_class_was_chosen_with() -> None:
    res = result()
    vector = InstrResult(0, "vfmacc.vf v8, fa0, v16", "VFMACC_VF", 1, 8, 4.0,
                         instruments=(("LMUL", "M4"), ("SEW", "E32")))
    assert hint_label(vector, res, HintSettings()) == "lat 8 · rthr 4.00 · LMUL M4 SEW E32"
    assert hint_label(vector, res, HintSettings(latency=False, throughput=False)) == ""


def test_line_with_several_instructions_counts_them() -> None:
    res = result("p5", 0.62, (("p5", 1.0),))
    add = InstrResult(0, "addl %eax, %ebx", "ADD32rr", 1, 1, 0.25)
    busy = InstrResult(1, "vpermd %ymm0, %ymm1, %ymm2", "VPERMDYrr", 1, 3, 1.0, pressure=(("p5", 1.0),))
    assert line_label([add], res, HintSettings()) == "lat 1 · rthr 0.25"
    assert line_label([add, add, add], res, HintSettings()) == "3× lat 1 · rthr 0.25"
    assert line_label([add, busy], res, HintSettings()) == "lat 3 · rthr 1.00 ▲ p5 62% (+1 more)"


def test_dependency_bottleneck_marks_only_the_chain() -> None:
    base = result("dep %xmm0", 1.0, (("p0", 1.0),))
    on_chain = replace(base.instructions[0], on_bottleneck=True)
    chain = replace(base, bottleneck_kind="dependency", instructions=(on_chain,))
    assert hint_label(on_chain, chain, HintSettings()) == "lat 4 · rthr 0.50 ▲ dep %xmm0"
    off_chain = replace(chain, instructions=(base.instructions[0],))
    assert hint_label(base.instructions[0], off_chain, HintSettings()) == "lat 4 · rthr 0.50"


@pytest.mark.parametrize(
    ("name", "unit", "units", "label"),
    [
        ("SKLPort5", 0, 1, "p5"),
        ("ZnFPU0", 0, 1, "ZnFPU0"),
        ("JFPA", 0, 1, "JFPA"),
        ("SKLDivider", 1, 2, "SKLDivider.1"),
        ("ADLPPort00_01", 0, 1, "p00_01"),
    ],
)
def test_unit_label(name: str, unit: int, units: int, label: str) -> None:
    assert unit_label(name, unit, units) == label


def test_a_model_with_port_names_drops_its_prefix_everywhere() -> None:
    # Skylake's units are SKLPort0..7, SKLDivider and SKLFPDivider: the hover named `p0` beside
    # `SKLDivider`; with the model's prefix every unit loses it. btver2 has no port names: JFPA stays.
    prefix = model_prefix(["SKLDivider", "SKLFPDivider", "SKLPort0", "SKLPort1", "SKLPort01"])
    assert prefix == "SKL"
    assert [unit_label(n, prefix=prefix) for n in ("SKLPort0", "SKLDivider", "SKLFPDivider")] == [
        "p0", "Divider", "FPDivider"]
    assert model_prefix(["JALU0", "JFPA", "JDiv"]) == "" and unit_label("JFPA", prefix="") == "JFPA"
    result = editor.analyze_region("vdivps %xmm0, %xmm1, %xmm2\n", editor.AnalysisOptions(cpu="skylake"))
    names = [name for name, _ in result.instructions[0].resources] + list(result.units)
    assert "Divider" in names or "FPDivider" in names, names
    assert not [n for n in names if n.startswith("SKL")], names


def test_directive_edit_inserts_then_updates() -> None:
    lines = ["\tnop", ""]
    edit = directive_edit(lines, None, "znver3")
    assert (edit.range.start.line, edit.new_text) == (0, "# mcalens: mcpu=znver3\n")
    lines = ["# mcalens: mcpu=skylake iterations=10", "\tnop", ""]
    edit = directive_edit(lines, 0, "znver4")
    assert edit.new_text == "# mcalens: mcpu=znver4 iterations=10\n"
    lines = ["// mcalens: iterations=10", "\tnop"]
    assert directive_edit(lines, 0, "btver2").new_text == "// mcalens: iterations=10 mcpu=btver2\n"


def test_marker_edits_wrap_lines_and_handle_the_last_line() -> None:
    lines = ["a", "b", "c"]
    begin, end = marker_edits(lines, 0, 1)
    assert (begin.range.start.line, begin.new_text) == (0, "# LLVM-MCA-BEGIN\n")
    assert (end.range.start.line, end.new_text) == (2, "# LLVM-MCA-END\n")
    _, end = marker_edits(lines, 1, 2)
    assert (end.range.start.line, end.range.start.character, end.new_text) == (2, 1, "\n# LLVM-MCA-END\n")


def test_conversion_counts_utf16_units_for_the_client() -> None:
    lines = split_lines("\taddl %eax, %ebx # 😋 é\n\tnop")
    utf16 = Converter(PositionCodec(types.PositionEncodingKind.Utf16), lines)
    utf32 = Converter(PositionCodec(types.PositionEncodingKind.Utf32), lines)
    end = len(lines[0])
    assert utf16.line_end(0).character == end + 1  # the emoji is two UTF-16 units
    assert utf32.line_end(0).character == end
    assert utf16.from_client(types.Position(line=0, character=end + 1)) == (0, end)
    assert utf16.position(99, 0).line == 1  # past the end: clamped, never raises


def test_line_splitting_follows_lsp_not_splitlines() -> None:
    assert split_lines("a\x0cb\r\nc\rd\u2028e") == ["a\x0cb", "c", "d\u2028e"]


def test_region_diagnostics_move_onto_the_document() -> None:
    region = RegionSpec(
        0,
        "k",
        "marker",
        Span(3, 1, 18),
        7,
        (InstrLine(Span(4, 1, 10), "addl %eax"), InstrLine(Span(6, 2, 9), "bogus")),
    )
    moved = McaLanguageServer.map_region_diagnostic(
        region, Diagnostic(Span(1, 0, 5), Severity.ERROR, "MCL310", "x")
    )
    assert moved.span == Span(6, 2, 7)
    run_wide = McaLanguageServer.map_region_diagnostic(
        region, Diagnostic(Span(0, 0, 0), Severity.ERROR, "MCL401", "x")
    )
    assert run_wide.span == region.header


def test_key_text_is_stable_when_lines_move() -> None:
    text = "\tnop\n.L3:\n\taddl %eax, %ebx\n\tjne .L3\n"
    moved = "# a comment\n\n" + text
    first, second = parse_structure(text, "loops"), parse_structure(moved, "loops")
    assert [r.key_text for r in first.regions] == [r.key_text for r in second.regions]
    assert first.regions[0].instructions[0].span.line + 2 == second.regions[0].instructions[0].span.line


def test_region_text_defines_the_absolute_symbols_it_uses() -> None:
    """A region is simulated from its own text, so `addl $Z, %eax` must still see Z = 300 (ADD32i32)."""
    structure = parse_structure("Z = 300\nW = 1\n.L1:\n\taddl $Z, %eax\n\tdecl %ecx\n\tjne .L1\n", "loops")
    region = structure.regions[0]
    assert region.key_text == "Z = 300\naddl $Z, %eax\ndecl %ecx\njne .L1\n"
    assert region.key_line_offset == 1
    result = analyze_region(region.key_text, AnalysisOptions(cpu="skylake", iterations=10))
    assert [i.opcode for i in result.instructions] == ["ADD32i32", "DEC32r", "JCC_1"]
    assert [i.position for i in result.instructions] == [0, 1, 2]


def test_region_text_carries_the_code_mode_in_effect() -> None:
    """A `.code32` before a region's markers still applies to the region the server analyses alone."""
    text = ".code32\n# LLVM-MCA-BEGIN r\naddl %eax, %ebx\nincl %eax\n# LLVM-MCA-END\n"
    region = parse_structure(text, "loops").regions[0]
    assert region.key_line_offset == 1
    result = analyze_region(region.key_text, AnalysisOptions(cpu="alderlake"))
    # llvm-mca-19 -mcpu=alderlake on this file: Total Cycles 703 (incl %eax is INC32r_alt, latency 7)
    assert result.total_cycles == 703
    assert [(i.position, i.opcode, i.latency) for i in result.instructions] == [
        (0, "ADD32rr", 1), (1, "INC32r_alt", 7)
    ]
    # A switch inside the region: llvm-mca-19 -mcpu=alderlake on
    # "# LLVM-MCA-BEGIN r\n.code32\naddl %eax, %ebx\n.code64\nincl %eax\n# LLVM-MCA-END\n": 103 cycles
    text = "# LLVM-MCA-BEGIN r\n.code32\naddl %eax, %ebx\n.code64\nincl %eax\n# LLVM-MCA-END\n"
    region = parse_structure(text, "loops").regions[0]
    result = analyze_region(region.key_text, AnalysisOptions(cpu="alderlake"))
    assert result.total_cycles == 103
    assert [(i.position, i.opcode) for i in result.instructions] == [(0, "ADD32rr"), (1, "INC32r")]
    # What 32-bit mode refuses is refused on its own line, as llvm-mc refuses it
    text = ".code32\n# LLVM-MCA-BEGIN r\naddl %eax, %ebx\npushq %rax\n# LLVM-MCA-END\n"
    region = parse_structure(text, "loops").regions[0]
    result = analyze_region(region.key_text, AnalysisOptions(cpu="alderlake"))
    assert [McaLanguageServer.map_region_diagnostic(region, d).span.line for d in result.diagnostics] == [3]
    # 16-bit code is refused, never resolved as 64-bit code
    text = ".code16\n# LLVM-MCA-BEGIN r\naddl %eax, %ebx\n# LLVM-MCA-END\n"
    region = parse_structure(text, "loops").regions[0]
    result = analyze_region(region.key_text, AnalysisOptions(cpu="alderlake"))
    assert not result.instructions and "16-bit" in result.error


def test_code_mode_applies_outside_regions() -> None:
    """Lines outside every region resolve in the mode in effect: llvm-mca-19 -mcpu=alderlake accepts
    ".code32\npushl %eax\n# LLVM-MCA-BEGIN r\nnop\n# LLVM-MCA-END\n" and refuses `pushq %rax`
    after `.code32` ("register %rax is only available in 64-bit mode")."""
    text = ".code32\npushl %eax\n# LLVM-MCA-BEGIN r\nnop\n# LLVM-MCA-END\npushq %rax\n"
    errors = [d for d in parse_structure(text, "loops").diagnostics if d.severity == Severity.ERROR]
    assert [d.span.line for d in errors] == [5]
    text = "# LLVM-MCA-BEGIN r\nnop\n# LLVM-MCA-END\n.code16\naddl %eax, %ebx\n"
    errors = [d for d in parse_structure(text, "loops").diagnostics if d.severity == Severity.ERROR]
    assert [(d.span.line, d.message) for d in errors] == [(3, ".code16: mcalens does not model 16-bit code")]


def test_auto_regions_settings() -> None:
    text = "\tnop\n.L3:\n\taddl %eax, %ebx\n\tjne .L3\n\tret\n"
    assert [r.kind for r in parse_structure(text, "loops").regions] == ["loop"]
    assert [len(r.instructions) for r in parse_structure(text, "file").regions] == [4]
    assert parse_structure(text, "off").regions == []
    straight = "\tnop\n\taddl %eax, %ebx\n"
    assert [r.kind for r in parse_structure(straight, "loops").regions] == ["file"]


def test_cache_key_changes_with_options() -> None:
    assert AnalysisOptions(cpu="znver3") != AnalysisOptions()
    assert hash(AnalysisOptions()) == hash(AnalysisOptions())


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "\taddl %eax, %ebx",
                ".L3:",
                "\tjne .L3",
                "# LLVM-MCA-BEGIN x",
                "# LLVM-MCA-END",
                "\t.intel_syntax noprefix",
                "\tadd eax, ebx",
                "\t.att_syntax",
                "garbage !!! \x00",
                "\tvmovaps (%rax), %ymm0 # é 😋",
                "",
            ]
        ),
        max_size=30,
    ),
    st.sampled_from(["loops", "file", "off"]),
)
def test_structure_never_raises_and_spans_fit(lines: list[str], auto: str) -> None:
    text = "\r\n".join(lines)
    structure = parse_structure(text, auto)
    doc_lines = split_lines(text)
    for region in structure.regions:
        for instr in region.instructions:
            assert 0 <= instr.span.line < len(doc_lines)
            assert instr.span.end <= len(doc_lines[instr.span.line])
        assert region.key_text.endswith("\n")


def test_unknown_instruction_outside_every_region_is_still_reported() -> None:
    from mcalens.analysis.editor import parse_structure

    text = (
        ".Lloop:\n\tfrobq %rax\n\taddq $4, %rax\n\tjne .Lloop\n"  # inside the loop region
        "\tfrobnicate %rax, %rbx\n\tretq\n"  # after the loop: never simulated
    )
    structure = parse_structure(text, "loops")
    assert [len(r.instructions) for r in structure.regions] == [3]
    outside = [(d.code, d.span.line) for d in structure.diagnostics]
    # The in-region line is reported by region analysis, not twice; the outside line is reported here.
    assert outside == [("MCL301", 4)]
