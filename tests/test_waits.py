"""Why it waited: consistency with the timeline and the causes on known kernels."""

from __future__ import annotations

import json
from pathlib import Path

from mcalens.analysis.api import AnalysisOptions, SimOptions, ViewSelection, analyze
from mcalens.analysis.cli import run
from mcalens.analysis.sim.trace import Trace
from mcalens.analysis.views.waits import WIDTH, instruction_waits, why_waited

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def _region(name: str, cpu: str, iterations: int = 100):
    options = AnalysisOptions(sim=SimOptions(iterations=iterations), views=ViewSelection(waits=True, timeline=True))
    analysis = analyze((EXAMPLES / name).read_text(encoding="utf-8"), cpu=cpu, options=options)
    assert not analysis.failed, analysis.messages
    return analysis.regions[0]


def test_waits_add_up_to_the_timeline_wait_marks() -> None:
    # In the timeline, '=' marks the cycles between dispatch + 1 and issue: data + resources.
    for name, cpu in (("dot-product.s", "btver2"), ("saxpy.s", "skylake"), ("pointer-chase.s", "skylake")):
        region = _region(name, cpu)
        trace = region.trace
        for waits in region.report.waits:
            assert len(waits.per_iteration) == 10
            for w in waits.per_iteration:
                iid = w.iteration * trace.num_instructions + waits.position
                gap = trace.issued[iid] - trace.dispatched[iid]
                data = sum(d.cycles for d in w.data)
                res = sum(r.cycles for r in w.resources)
                assert data + res == max(0, gap - 1)
                assert (w.dispatched, w.issued) == (trace.dispatched[iid], trace.issued[iid])


def test_dot_product_causes() -> None:
    region = _region("dot-product.s", "btver2")
    waits = region.report.waits
    first = waits[1].per_iteration[0]  # [0,1] D==eeee: 2 cycles for %xmm2 from vmulps
    assert [(d.producer, d.register, d.loop_carried, d.cycles) for d in first.data] == [(0, "%xmm2", False, 2)]
    assert waits[1].resources[0].resources == ("JFPA", "JFPU0")
    assert waits[1].resources[0].cycles > 10
    assert waits[2].data[0].producer == 1 and waits[2].data[0].register == "%xmm3"
    assert {d.reason for d in waits[0].dispatch} == {WIDTH}
    text = waits[1].summary(region.texts)
    assert text.startswith("11.54 cy waiting for JFPA/JFPU0; 1.14 cy waiting for %xmm2 from #0 (vmulps)")
    hover = waits[1].hover(region.texts).splitlines()
    assert hover[0] == ("**Waits** (cycles one execution of the instruction waited, averaged over its 100"
                        " executions (one per iteration)): 13.54 cy")
    assert hover[2] == "- 11.54 cy waiting for JFPA/JFPU0"


def test_pointer_chase_is_loop_carried() -> None:
    region = _region("pointer-chase.s", "skylake")
    load = region.report.waits[0]
    assert load.data[0].register == "%rax" and load.data[0].producer == 0 and load.data[0].loop_carried
    # Dispatch runs ahead of the 5-cycle chain until the reorder buffer fills, so every load
    # waits longer than the one before it; nothing else delays it.
    assert load.data_cycles > 50 and load.resource_cycles == 0
    first = [w.data[0].cycles for w in load.per_iteration[1:4]]
    assert first == [5, 9, 13]  # the timeline: [1,0] D=====eeeee, [2,0] .D=========eeeee


def test_why_waited_on_a_plain_analysis_has_cycles_without_causes() -> None:
    analysis = analyze((EXAMPLES / "dot-product.s").read_text(encoding="utf-8"), cpu="btver2")
    waits = why_waited(analysis.regions[0])
    assert [w.position for w in waits] == [0, 1, 2]
    assert waits[2].data_cycles > 16 and waits[2].data[0].register == ""  # no PressureRecord
    assert instruction_waits(Trace(1, 1, 0, 1, ()), ["nop"])[0].total_cycles == 0


def test_json_waits_key_only_when_asked() -> None:
    path = str(EXAMPLES / "crc.s")
    code, out, err = run(["-json", "-mcpu=skylake", "--waits", path])
    assert code == 0, err
    region = json.loads(out)["CodeRegions"][0]
    crc = region["Waits"][0]
    assert crc["Instruction"].startswith("crc32q")
    assert crc["Data"][0]["Register"] == "%rax" and crc["Data"][0]["LoopCarried"]
    assert len(crc["Iterations"]) == 10
    assert "Waits" not in json.loads(run(["-json", "-mcpu=skylake", path])[1])["CodeRegions"][0]


def test_cli_waits_and_the_editor_hover_share_one_definition_and_one_text() -> None:
    # Pointer chase on skylake: dispatch runs far ahead of the 5-cycle chain, so one load waits
    # about 86 cycles per execution. Both the CLI's --waits view and the hover must say that this
    # is per execution (overlapping), not a share of the ~5 cycles per iteration, and the causes
    # must be the same text (one implementation).
    from mcalens.analysis import editor
    from mcalens.server import hover

    path = EXAMPLES / "pointer-chase.s"
    code, out, err = run(["-mcpu=skylake", "--waits", "--no-banner", str(path)])
    assert code == 0, err
    view = out[out.index("\n\nWaits ("):].splitlines()
    header = view[2]
    cycles = float(out.split("Total Cycles:")[1].split()[0]) / 100
    assert header == ("Waits (cycles one execution of the instruction waited, averaged over its 100 executions"
                      " (one per iteration); executions overlap, so a wait can be longer than the loop's"
                      f" {cycles:.2f} cycles per iteration):")
    assert "per iteration, over" not in out
    cli_causes = [line.strip() for line in view if line.startswith(" " * 7) and "cy " in line]
    text = path.read_text(encoding="utf-8").split(".L3:\n", 1)[1]
    result = editor.analyze_region(text, editor.AnalysisOptions(cpu="skylake", iterations=100))
    assert [i.why_waited for i in result.instructions] == cli_causes
    assert cli_causes[0].startswith("86.36 cy waiting for %rax from #0 (movq), previous iteration")
    structure = editor.parse_structure(text, "file")
    markdown = hover.instruction_markdown(result.instructions[0], result, structure.regions[0])
    definition = header.removeprefix("Waits (").removesuffix("):")
    assert f"- why it waited ({definition}): {cli_causes[0]}" in markdown.splitlines()
    assert "cycles per iteration, averaged" not in markdown


def test_wait_figures_print_with_two_decimals_and_drop_what_rounds_to_zero() -> None:
    from mcalens.analysis.views.waits import DataWait, DispatchWait, InstructionWaits

    item = InstructionWaits(0, "addq %rax, %rbx", 100, (DispatchWait(WIDTH, 0.001),),
                            (DataWait(0, "%rax", True, 2.0),), ())
    assert item.summary(["addq %rax, %rbx"]) == "2.00 cy waiting for %rax from #0 (addq), previous iteration"
    # An empty producer text (a blank line) names no opcode instead of raising.
    assert item.summary([""]) == "2.00 cy waiting for %rax from #0, previous iteration"
