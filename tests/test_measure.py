"""`mcalens measure`: refusals (positioned), the harness assembler, host naming, the statistics,
and — on x86-64 Linux only — the child's failure modes and the clock on known dependency chains."""

from __future__ import annotations

import io
import json
import os
import platform

import pytest
from mcalens.analysis.api import _isa, analyze
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.measure import harness as h
from mcalens.analysis.measure import host as host_mod
from mcalens.analysis.measure.api import bimodal, measure_code, measure_text
from mcalens.analysis.measure.asm import assemble
from mcalens.analysis.measure.block import (
    CODE_BRANCH_REWRITTEN,
    CODE_CONTROL_FLOW,
    CODE_DATA_DEPENDENT,
    CODE_REFUSED,
    prepare,
    region_labels,
)
from mcalens.analysis.measure.child import ChildFailure, run
from mcalens.analysis.measure.cli import main as measure_main

CAN_RUN = host_mod.supported() is None
needs_host = pytest.mark.skipif(not CAN_RUN, reason="measuring needs an x86-64 Linux host")
EXAMPLES = os.path.join(os.path.dirname(__file__), "..", "examples")


def _prepare(text: str):  # type: ignore[no-untyped-def]
    an = analyze(text, cpu="znver4")
    region = an.regions[0]
    return prepare(region.instructions, region.mcinsts, _isa(), region_labels(parse_text(text), region.spans))


# ----------------------------------------------------------------------------- refusals


@pytest.mark.parametrize(("line", "code", "words"), [
    ("syscall", CODE_REFUSED, "system call"),
    ("int3", CODE_REFUSED, "breakpoint"),
    ("wrmsr", CODE_REFUSED, "privileged"),
    ("hlt", CODE_REFUSED, "privileged"),
    ("cli", CODE_REFUSED, "privileged"),
    ("wrfsbase %rax", CODE_REFUSED, "privileged"),
    ("callq foo", CODE_CONTROL_FLOW, "call"),
    ("retq", CODE_CONTROL_FLOW, "return"),
    ("jmpq *%rax", CODE_CONTROL_FLOW, "indirect"),
    ("jne elsewhere", CODE_CONTROL_FLOW, "`elsewhere`, outside the region"),
    ("rep movsb", CODE_REFUSED, "%rcx"),
    ("movq %rax, %fs:16", CODE_REFUSED, "%fs/%gs"),
])
def test_unsafe_instructions_are_refused_with_their_position(line: str, code: str, words: str) -> None:
    block = _prepare(f"addq %rax, %rbx\n  {line}\nsubq %rcx, %rdx\n")
    assert len(block.errors) == 1
    d = block.errors[0]
    assert d.code == code and words in d.message
    assert d.span.line == 1 and d.span.start == 2  # the mnemonic on the second line


def test_safe_instructions_encode_and_are_not_refused() -> None:
    block = _prepare("addq %rax, %rbx\nmovq 8(%rsp), %rcx\nvaddps %ymm1, %ymm2, %ymm3\n")
    assert not block.errors and not block.notes
    assert block.code == bytes.fromhex("4801c3" "488b4c2408" "c5ec58d9")


@pytest.mark.parametrize("line", ["divq %rcx", "sqrtsd %xmm1, %xmm0", "vdivps %ymm1, %ymm2, %ymm3",
                                  "lock addq %rax, (%rbx)", "mfence", "movq %fs:40, %rax"])
def test_data_dependent_instructions_are_measured_but_named(line: str) -> None:
    block = _prepare(f"{line}\n")
    assert not block.errors
    assert [d.code for d in block.notes] == [CODE_DATA_DEPENDENT]
    assert block.data_dependent


def test_scalar_sse_moves_are_not_string_instructions() -> None:
    block = _prepare("movss (%rax), %xmm0\nmovsd %xmm1, 8(%rax)\nmovsbl (%rax), %ecx\n")
    assert not block.errors and not block.notes
    assert [d.code for d in _prepare("movsq\n").notes] == [CODE_DATA_DEPENDENT]


def test_back_edge_becomes_a_branch_to_the_next_instruction() -> None:
    text = "loop:\n  addq $1, %rax\n  decq %rcx\n  jne loop\n"
    block = _prepare(text)
    assert not block.errors
    assert [d.code for d in block.notes] == [CODE_BRANCH_REWRITTEN]
    assert block.notes[0].span.line == 3
    assert block.code.endswith(bytes.fromhex("7500"))  # jne rel8 0: both ways lead to the next byte


def test_labels_of_a_marked_region_include_the_loop_head_before_it() -> None:
    text = ".L3:\n# LLVM-MCA-BEGIN r\n  addq $1, %rax\n.Lmid:\n  jne .L3\n# LLVM-MCA-END\n.Lout:\n  nop\n"
    an = analyze(text, cpu="znver4")
    region = next(r for r in an.regions if r.name == "r")
    labels = region_labels(parse_text(text), region.spans)
    assert labels == {".L3", ".Lmid"}


# ----------------------------------------------------------------------------- harness text


def test_harness_assembles_byte_exact_with_llvm_mc_and_resolves_labels() -> None:
    code = assemble("top:\n lfence\n movabsq $0x1ffff00000, %rax\n decq (%rax)\n jne top\n rdtscp\n retq\n",
                    0x1000).code
    # llvm-mc-19 -show-encoding, apart from the branch (the harness always uses rel32)
    assert code[:16] == bytes.fromhex("0faee8" "48b80000f0ff1f000000" "48ff08")
    assert code[16:22] == bytes.fromhex("0f85") + (-22).to_bytes(4, "little", signed=True)
    assert code[22:] == bytes.fromhex("0f01f9c3")


def test_timed_function_contains_the_block_copies_and_resets_every_register() -> None:
    parts = h.timed_function("t", b"\x90\x90", 3, "distinct", "avx")
    assert parts[1] == b"\x90" * 6
    text = parts[0]
    assert all(f"%{r}\n" in text for r in h.GPRS)
    values = h.register_values("distinct")
    assert len(set(values.values())) == 16
    assert len({v & 0xFFF for v in values.values()}) == 16  # no 4K aliasing between registers
    assert set(h.register_values("same").values()) == {h.MID}


@pytest.mark.parametrize("mode", h.REGISTER_MODES)
def test_base_plus_scaled_index_never_lands_on_the_harness(mode: str) -> None:
    values = set(h.register_values(mode).values()) | {h.MID}
    harness = [(h.CODE_BASE, 1 << 20), (h.STATE_BASE, h.STATE_SIZE), (h.CONST_BASE, h.CONST_SIZE),
               (h.ALT_STACK, h.ALT_STACK_SIZE)]
    for base in values:
        for index in values:
            for scale in (1, 2, 4, 8):
                address = base + scale * index
                assert not any(lo - (1 << 24) <= address < lo + size + (1 << 24) for lo, size in harness)


def test_copies_are_sized_to_the_op_cache() -> None:
    assert h.copies_for(1) == 100 and h.copies_for(8) == 100 and h.copies_for(9) == 88
    assert h.copies_for(40) == 20 and h.copies_for(2000) == 1


# ----------------------------------------------------------------------------- host and statistics


def test_cpu_names_from_family_and_model() -> None:
    assert host_mod.llvm_cpu_name("AuthenticAMD", 0x19, 0x11) == "znver4"
    assert host_mod.llvm_cpu_name("AuthenticAMD", 0x19, 0x01) == "znver3"
    assert host_mod.llvm_cpu_name("AuthenticAMD", 0x1A, 0x02) == "znver5"
    assert host_mod.llvm_cpu_name("AuthenticAMD", 0x17, 0x31) == "znver2"
    assert host_mod.llvm_cpu_name("GenuineIntel", 6, 0x55) == "skylake-avx512"
    assert host_mod.llvm_cpu_name("GenuineIntel", 6, 0x01) is None


def test_cpuid_leaves_decode_to_family_model_and_features() -> None:
    # CPUID as recorded on this project's Zen 4 machine (leaf 0, 1, 7; XCR0 = 0xe7)
    leaves = {0: (0x10, 0x68747541, 0x444D4163, 0x69746E65), 1: (0x00A10F11, 0, 0x1EF8320B | (1 << 27), 0),
              7: (0, 1 << 16, 0, 0)}
    cpu = host_mod.decode(leaves, 0xE7)
    assert (cpu.vendor, cpu.family, cpu.model, cpu.llvm_cpu) == ("AuthenticAMD", 0x19, 0x11, "znver4")
    assert cpu.avx and cpu.avx512
    assert not host_mod.decode(leaves, 0x7).avx512  # the OS does not save zmm state


def test_bimodal_needs_two_levels_not_a_single_slow_pass() -> None:
    assert bimodal([2.67, 4.00, 2.68, 4.01])
    assert not bimodal([2.00, 2.01, 2.02])
    assert not bimodal([2.00, 2.10, 2.30, 2.21])
    assert not bimodal([2.0, 3.0])


def test_non_x86_hosts_get_a_clear_message(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(platform, "machine", lambda: "aarch64")
    err = io.StringIO()
    assert measure_main(["x.s"], io.StringIO(), err) == 2
    assert "measuring needs an x86-64 Linux host" in err.getvalue()
    assert measure_text("nop\n").failed.startswith("measuring needs an x86-64 Linux host")


# ----------------------------------------------------------------------------- on the host


def _raw(code: bytes, timeout: float = 5.0):  # type: ignore[no-untyped-def]
    return measure_code(code, 1, passes=1, repetitions=3, timeout=timeout)


@needs_host
def test_fault_outside_the_area_is_reported_and_the_parent_survives() -> None:
    with pytest.raises(ChildFailure) as e:  # movabsq $0x800000000000, %rax; movq (%rax), %rax
        _raw(bytes.fromhex("48b80000000000800000" "488b00"))  # a non-canonical address
    assert e.value.kind == "fault" and "general-protection" in e.value.message
    with pytest.raises(ChildFailure) as e:  # the same in the kernel's half of the address space
        _raw(bytes.fromhex("48b8000000000080ffff" "488b00"))
    assert e.value.kind == "fault"
    with pytest.raises(ChildFailure) as e:  # a store into the harness's own code
        _raw(bytes.fromhex("48890500000000"))  # movq %rax, 0(%rip)
    assert "protected page" in e.value.message
    assert _raw(bytes.fromhex("4801c0"))[0].cycles > 0  # and measuring still works afterwards


@needs_host
def test_a_block_walking_through_memory_stops_at_the_page_budget() -> None:
    # movq (%rbx), %rax; addq $4096, (%rbx); movq (%rax), %rcx: the pointer in memory grows a page
    # per iteration, so every iteration touches a new page
    with pytest.raises(ChildFailure) as e:
        _raw(bytes.fromhex("488b03" "48810300100000" "488b08"))
    assert "256 pages" in e.value.message


@needs_host
def test_illegal_instruction_is_reported() -> None:
    with pytest.raises(ChildFailure) as e:
        _raw(bytes.fromhex("0f0b"))  # ud2
    assert "SIGILL" in e.value.message


@needs_host
def test_endless_loop_is_killed_at_the_timeout() -> None:
    with pytest.raises(ChildFailure) as e:
        _raw(bytes.fromhex("ebfe"), timeout=1.5)  # jmp to itself
    assert e.value.kind == "timeout"


@needs_host
def test_division_by_zero_is_reported() -> None:
    with pytest.raises(ChildFailure) as e:
        _raw(bytes.fromhex("31c9" "48f7f1"))  # xorl %ecx,%ecx; divq %rcx
    assert "SIGFPE" in e.value.message


@needs_host
def test_python_failure_in_the_child_is_reported() -> None:
    def plan(_natives):  # type: ignore[no-untyped-def]
        raise RuntimeError("boom")

    with pytest.raises(ChildFailure) as e:
        run(lambda report: assemble(h.fault_handler(report), h.CODE_BASE), plan, 5)
    assert "boom" in e.value.message


@needs_host
def test_pages_far_from_the_data_area_are_mapped_on_demand() -> None:
    # movq 0x40000000(%rax), %rcx: 1 GiB past the area, unmapped until the handler maps it
    figures = measure_code(bytes.fromhex("488b8800000040"), 1, passes=1, repetitions=20)
    assert 0.1 < figures[0].cycles < 5


@needs_host
def test_add_chain_measures_one_cycle() -> None:
    figures = measure_code(bytes.fromhex("4883c001"), 1, passes=3, repetitions=50)  # addq $1, %rax
    values = sorted(f.cycles for f in figures)
    assert abs(values[1] - 1.0) < 0.03
    assert figures[0].clock.core_per_tick > 0.5


@needs_host
def test_cli_json_has_measured_next_to_predicted() -> None:
    out, err = io.StringIO(), io.StringIO()
    code = measure_main(["-mcpu=znver4", "-json", "--passes", "3", "--repetitions", "30",
                         os.path.join(EXAMPLES, "dot-product.s")], out, err)
    assert code == 0, err.getvalue()
    region = json.loads(out.getvalue())["CodeRegions"][0]
    measured = region["Measured"]
    assert set(measured) >= {"CyclesPerIteration", "Spread", "Passes", "Clock", "Bimodal"}
    assert measured["Passes"] == 3 and measured["CyclesPerIteration"] > 0
    assert region["Predicted"]["CyclesPerIteration"] > 0
    assert "SummaryView" in region


@needs_host
def test_cli_refuses_and_exits_nonzero_with_positions() -> None:
    out, err = io.StringIO(), io.StringIO()
    path = os.path.join(os.path.dirname(__file__), "data", "measure_refused.s")
    assert measure_main(["-mcpu=znver4", path], out, err) == 1
    assert "measure_refused.s:2:3: error[MCL601]: not measured: `syscall` is a system call" in err.getvalue()
    assert "measured:   - (not measured" in out.getvalue()


@needs_host
def test_a_fault_is_pinned_on_the_instruction_that_made_it() -> None:
    run_ = measure_text("addq %rax, %rbx\nmovabsq $0x800000000000, %rcx\n  movq (%rcx), %rdx\n", cpu="znver4",
                        passes=1, repetitions=3)
    region = run_.regions[0]
    assert region.measured is None and "general-protection" in (region.failure or "")
    (d,) = [d for d in region.diagnostics if d.code == "MCL605"]
    assert (d.span.line, d.span.start) == (2, 2)
