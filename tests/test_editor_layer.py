"""The editor layer (analysis/editor/) on its own, without LSP: document structure of an x86-64 and an
AArch64 file, the target and CPU decision with and without settings, and per-region results."""

from __future__ import annotations

import pytest
from mcalens.analysis.editor import results, structure, targets
from mcalens.analysis.editor.results import AnalysisOptions, analyze_region, static_region
from mcalens.analysis.editor.structure import parse_structure, selection_region
from mcalens.analysis.editor.targets import AARCH64, X86_64, CpuSettings, decide_cpu

# gcc -g -S shape: a debug file table, `.loc` lines, a loop with a call and an early exit, and
# straight-line code before and after it.
X86_FILE = """\
\t.file\t1 "sum.c"
\t.text
sum:
\t.loc 1 3 5
\txorl\t%eax, %eax
.L3:
\t.loc 1 4 9
\taddl\t(%rdi), %eax
\tcall\tcheck
\tjo\t.Ldone
\taddq\t$4, %rdi
\tcmpq\t%rsi, %rdi
\tjne\t.L3
.Ldone:
\t.loc 1 6 1
\tret
"""

A64_FILE = """\
\t.arch armv8-a
\t.file\t1 "dot.c"
dot:
\tmov\tx2, #0
.L2:
\t.loc 1 5 7
\tldr\tx3, [x0], #8
\tmul\tx3, x3, x1
\tadd\tx2, x2, x3
\tbl\tcheck
\tsubs\tx4, x4, #1
\tb.ne\t.L2
\tmov\tx0, x2
\tret
"""


def test_x86_document_structure() -> None:
    doc = parse_structure(X86_FILE)
    assert doc.target.target == X86_64 and doc.target_cpu == ""
    assert [(r.kind, r.header.line, r.end_line) for r in doc.regions] == [("loop", 5, 12)]
    loop = doc.regions[0]
    assert [i.span.line for i in loop.instructions] == [7, 8, 9, 10, 11, 12]
    assert [i.mnemonic for i in loop.instructions] == ["addl", "call", "jo", "addq", "cmpq", "jne"]
    assert [i.flow for i in loop.instructions] == ["", "call", "branch", "", "", "branch"]
    # Source lines from `.file`/`.loc`.
    assert loop.instructions[0].source == ("sum.c", 4)
    # Straight-line code: the instructions outside every region.
    assert doc.outside is not None
    assert [i.span.line for i in doc.outside.instructions] == [4, 15]
    # Coverage: the call and the branch before the region's last instruction, not its back edge.
    coverage = [(d.code, d.span.line, [r.span.line for r in d.related]) for d in doc.diagnostics
                if d.code.startswith("MCL51")]
    assert coverage == [(structure.BRANCH_IN_LOOP, 5, [8, 9])]
    # The region as standalone text (what is simulated and what the cache keys on).
    assert loop.key_text.splitlines()[0] == "addl\t(%rdi), %eax"
    assert doc.region_at_line(10) is loop and doc.region_at_line(2) is None


def test_x86_selection_is_an_ephemeral_region() -> None:
    doc = parse_structure(X86_FILE)
    region = selection_region(doc, 10, 12)
    assert region is not None and region.kind == "selection" and region.name == "selection (lines 11-13)"
    assert [i.mnemonic for i in region.instructions] == ["addq", "cmpq", "jne"]


def test_aarch64_document_structure() -> None:
    doc = parse_structure(A64_FILE)
    assert doc.target.target == AARCH64 and doc.target.reason == "the `.arch armv8-a` directive"
    assert doc.target_cpu == "generic"  # nothing names a CPU: the target's default, as the CLI
    assert [(r.kind, r.header.line, r.end_line) for r in doc.regions] == [("loop", 6, 11)]
    loop = doc.regions[0]
    assert [i.mnemonic for i in loop.instructions] == ["ldr", "mul", "add", "bl", "subs", "b.ne"]
    assert [i.flow for i in loop.instructions] == ["", "", "", "call", "", "branch"]
    assert loop.instructions[0].source == ("dot.c", 5)
    assert doc.outside is not None and [i.span.line for i in doc.outside.instructions] == [3, 12, 13]
    coverage = [(d.code, d.span.line, [r.span.line for r in d.related]) for d in doc.diagnostics
                if d.code.startswith("MCL51")]
    assert coverage == [(structure.CALL_IN_REGION, 6, [9])]


def test_aarch64_cpu_from_settings_and_directive() -> None:
    doc = parse_structure(A64_FILE, cpu_settings=CpuSettings(aarch64_cpu="neoverse-v2"))
    assert doc.target_cpu == "neoverse-v2"
    named = parse_structure("// mcalens: mcpu=cortex-a55\n" + A64_FILE, cpu_settings=CpuSettings(aarch64_cpu="neoverse-v2"))
    assert named.target.target == AARCH64 and named.target_cpu == "cortex-a55"


@pytest.mark.parametrize(("target", "directive", "settings", "expected"), [
    # Nothing named: the target layer's default CPU, the one the CLI uses without -mcpu.
    (X86_64, None, CpuSettings(), ("skylake", True)),
    (AARCH64, None, CpuSettings(), ("generic", True)),
    # mcalens.cpu applies to the target whose CPU it names.
    (X86_64, None, CpuSettings(cpu="znver4"), ("znver4", False)),
    (X86_64, None, CpuSettings(cpu="skylake"), ("skylake", True)),
    (AARCH64, None, CpuSettings(cpu="znver4"), ("generic", True)),
    (AARCH64, None, CpuSettings(cpu="neoverse-v2"), ("neoverse-v2", False)),
    (X86_64, None, CpuSettings(cpu="neoverse-v2"), ("skylake", True)),
    # mcalens.aarch64.cpu, then the session's choice, then the file's directive.
    (AARCH64, None, CpuSettings(cpu="neoverse-v2", aarch64_cpu="cortex-a55"), ("cortex-a55", False)),
    (AARCH64, None, CpuSettings(session="a64fx", aarch64_cpu="cortex-a55"), ("a64fx", False)),
    (X86_64, "znver3", CpuSettings(session="alderlake", cpu="znver4"), ("znver3", False)),
])
def test_the_cpu_decision(target: str, directive: str | None, settings: CpuSettings,
                          expected: tuple[str, bool]) -> None:
    assert decide_cpu(target, directive, settings) == expected


def test_cpu_labels() -> None:
    assert targets.cpu_label(X86_64, "skylake", True) == "skylake"
    assert targets.cpu_label(AARCH64, "generic", True) == "generic (AArch64 default)"
    assert targets.cpu_label(AARCH64, "neoverse-v2", False) == "neoverse-v2 (AArch64)"


def test_x86_region_results() -> None:
    # llvm-mca-19 -mcpu=skylake e1.s (imull %eax, %ebx; addl %ebx, %ecx): Total Cycles 304,
    # Instruction Info: imull 1 uop, latency 3, RThroughput 1.00; addl 1, 1, 0.25.
    text = "imull %eax, %ebx\naddl %ebx, %ecx\n"
    options = AnalysisOptions(cpu="skylake")
    static = static_region(text, options)
    assert not static.simulated and static.total_cycles == 0
    assert [(i.uops, i.latency, i.rthroughput) for i in static.instructions] == [(1, 3, 1.0), (1, 1, 0.25)]
    full = analyze_region(text, options)
    assert full.simulated and full.error == ""
    assert (full.iterations, full.total_cycles, full.instructions_total) == (100, 304, 200)
    assert full.cycles_per_iteration == 3.04
    assert full.steady_cycles_per_iteration == 3.0 and full.bottleneck_kind == "dependency"
    assert "Total Cycles:      304" in full.report_text


def test_aarch64_region_results() -> None:
    # llvm-mca-19 -mtriple=aarch64 -mcpu=generic e2.s (mul x0, x0, x1; add x2, x2, x0): Total
    # Cycles 502; mul 1 uop, latency 5, RThroughput 2.00; add 1, 1, 0.33.
    text = "mul x0, x0, x1\nadd x2, x2, x0\n"
    options = AnalysisOptions(cpu=targets.default_cpu(AARCH64), triple=targets.TRIPLES[AARCH64])
    full = analyze_region(text, options)
    assert full.error == "" and full.model == "cortex-a510"
    assert (full.total_cycles, full.instructions_total) == (502, 200)
    assert [(i.uops, i.latency, round(i.rthroughput, 2)) for i in full.instructions] == [(1, 5, 2.0), (1, 1, 0.33)]


def test_an_unknown_cpu_is_an_error_result_without_numbers() -> None:
    result = analyze_region("addl %eax, %ebx\n", AnalysisOptions(cpu="nosuchcpu"))
    assert result.error and result.total_cycles == 0 and result.instructions == ()
    assert result.skipped == (0,)


def test_results_are_plain_data() -> None:
    """Picklable (they cross a process executor) and free of LSP types."""
    import pickle

    doc = parse_structure(X86_FILE)
    result = analyze_region(doc.regions[0].key_text, AnalysisOptions(iterations=10))
    assert pickle.loads(pickle.dumps(doc)) == doc
    assert pickle.loads(pickle.dumps(result)) == result
    assert isinstance(result, results.RegionResult)


# -- every lens reaches a final state ------------------------------------------------------------------

BIG = ".rept 1500\naddl %eax, %ebx\n.endr\n"  # one region of 1,500 instructions: 150,000 at 100 iterations


def test_a_region_over_the_live_budget_is_final_with_its_static_facts() -> None:
    from mcalens.analysis.editor.results import LIVE_BUDGET, region_state

    (region,) = parse_structure(BIG, "file").regions
    assert len(region.instructions) == 1500 and LIVE_BUDGET < 1500 * 100
    static = static_region(region.key_text, AnalysisOptions())
    assert static.instructions[0].latency == 1 and not static.simulated
    # Its static facts are all it gets live: "too large", a final state, not "simulating".
    assert region_state(region, 100, static) == "too large"
    assert region_state(region, 100, None) == "too large"
    assert region_state(region, 10, static) == "simulating"  # 15,000: within budget, simulated next
    small = parse_structure("addl %eax, %ebx\n", "file").regions[0]
    assert region_state(small, 100, None) == "analysing"
    assert region_state(small, 100, analyze_region(small.key_text, AnalysisOptions())) == "done"
    assert region_state(small, 100, analyze_region(small.key_text, AnalysisOptions(cpu="nosuchcpu"))) == "error"


def test_the_lens_of_a_1500_instruction_region_is_final() -> None:
    from lsprotocol import types
    from mcalens.server.config import Settings
    from mcalens.server.convert import Converter
    from mcalens.server.lenses import code_lenses
    from mcalens.server.server import LIVE_BUDGET
    from mcalens.server.state import DocumentState
    from pygls.workspace.position_codec import PositionCodec

    doc = parse_structure(BIG, "loops")
    options = AnalysisOptions()
    state = DocumentState("file:///big.s", 1, doc, BIG.splitlines(), Settings(), options)
    static = static_region(doc.regions[0].key_text, options)
    converter = Converter(PositionCodec(types.PositionEncodingKind.Utf16), state.lines)
    (lens,) = code_lenses(state, lambda region: static, converter, LIVE_BUDGET)
    assert lens.command is not None
    assert lens.command.title == ("mcalens: 1500 instructions × 100 iterations is too large for live analysis; "
                                  "click for the full report · skylake · LLVM 22.1.8")  # the default release


# -- hints never show another instruction's numbers after an edit -----------------------------------

LOOP = ".L3:\n\taddl\t%eax, %ebx\n\taddl\t%ecx, %edx\n\tdecl\t%esi\n\tjne\t.L3\n"


def _region(text: str) -> structure.RegionSpec:
    (region,) = parse_structure(text, "loops").regions
    return region


def test_carried_over_numbers_follow_their_instructions() -> None:
    from mcalens.analysis.editor.results import carried_over

    before = _region(LOOP)
    result = static_region(before.key_text, AnalysisOptions())
    # A line inserted inside the loop: the others keep their numbers, shifted; the new one has none.
    inserted = _region(LOOP.replace("\taddl\t%ecx", "\timull\t%eax, %ecx\n\taddl\t%ecx"))
    shown = carried_over(before, result, inserted)
    assert shown is not None
    assert [(i.position, i.text) for i in shown.instructions] == [
        (0, "addl\t%eax, %ebx"), (2, "addl\t%ecx, %edx"), (3, "decl\t%esi"), (4, "jne\t.L3")]
    assert shown.at(1) is None  # the new imull: nothing until its own static pass
    # An instruction replaced in place (same count): the imull never shows the addl's lat 1 · rthr 0.25.
    replaced = _region(LOOP.replace("\taddl\t%ecx, %edx", "\timull\t%ecx, %edx"))
    shown = carried_over(before, result, replaced)
    assert shown is not None and shown.at(1) is None and shown.at(0) is not None and shown.at(0).latency == 1


def test_the_server_withholds_an_edited_instructions_stale_hint() -> None:
    from mcalens.server.config import Settings
    from mcalens.server.setup import create_server
    from mcalens.server.state import DocumentState

    server = create_server()
    before = parse_structure(LOOP, "loops")
    options = AnalysisOptions()
    previous = DocumentState("file:///l.s", 1, before, LOOP.splitlines(), Settings(), options)
    server.cache.put(previous.static_key(before.regions[0]), static_region(before.regions[0].key_text, options))
    shown_before = server.display_result_for(previous)(before.regions[0])
    assert shown_before is not None and shown_before.at(1) is not None and shown_before.at(1).latency == 1
    edited_text = LOOP.replace("\taddl\t%ecx, %edx", "\timull\t%ecx, %edx")
    edited = parse_structure(edited_text, "loops")
    state = DocumentState("file:///l.s", 2, edited, edited_text.splitlines(), Settings(), options,
                          shown_before={0: (before.regions[0], shown_before)})
    shown = server.display_result_for(state)(edited.regions[0])
    assert shown is not None and shown.at(0) is not None and shown.at(1) is None
