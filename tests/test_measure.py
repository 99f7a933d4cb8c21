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
    other_mode_lines,
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


def test_code32_instructions_are_found_for_the_harness_to_refuse() -> None:
    parsed = parse_text("addl %eax, %ebx\n.code32\n  incl %eax\n.code64\nincl %eax\n")
    assert other_mode_lines(parsed, "x86_64-unknown-linux-gnu") == {(2, 2)}


@needs_host
def test_a_code32_region_is_not_measured_as_64_bit_code() -> None:
    # `addl %eax, %ebx` encodes alike in both modes, but is analysed as 32-bit code: not measured
    run_ = measure_text(".code32\naddl %eax, %ebx\n", cpu="znver4", passes=1, repetitions=3)
    assert run_.failed is None and run_.regions[0].measured is None
    assert run_.regions[0].failure == ("not measured: the region is 32-bit code (`.code32`), and the harness "
                                       "runs 64-bit code")


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


# ----------------------------------------------------------------------------- harness conventions
# Structural: what the assembled harness does before the timed code, read from its bytes (llvm-mc-19
# -show-encoding gives vzeroupper c5 f8 77, fninit db e3, fld1 d9 e8, cmpl %eax,%eax 39 c0,
# rep stosq f3 48 ab, cld fc, lfence 0f ae e8, rdtsc 0f 31).

MOVAPS = bytes.fromhex("0f28cc")  # movaps %xmm4, %xmm1
VADDPS_YMM = bytes.fromhex("c5ec58d9")  # vaddps %ymm1, %ymm2, %ymm3
VADDPS_ZMM = bytes.fromhex("62f16c4858d9")  # vaddps %zmm1, %zmm2, %zmm3


def _head(block: bytes, vector: str, mode: str = "distinct", method: str = "sized") -> tuple[bytes, bytes]:
    """The timed function's bytes before its first rdtsc, and from the loop top to the block."""
    parts = [*h.timed_function("t", block, 2, mode, vector, method), "driver_dispatch:\n  nop\n"]
    asm = assemble(parts, 0x100000)
    code, labels = asm.code, asm.labels
    start = labels["t"] - 0x100000
    top, first = labels["t_top"] - 0x100000, labels["t_block"] - 0x100000
    head = code[start:top]
    return head[:head.index(bytes.fromhex("0f31"))], code[top:first]


@pytest.mark.parametrize("vector", ["avx", "avx512"])
def test_a_block_without_ymm_or_zmm_runs_with_a_clean_upper_state(vector: str) -> None:
    head, _ = _head(MOVAPS, vector)
    vzeroupper = head.rfind(bytes.fromhex("c5f877"))
    assert vzeroupper > 0
    # every vector register was set before it (VEX/EVEX broadcasts: c4 e2 79 18 = vbroadcastss xmm)
    assert head[vzeroupper:].find(bytes.fromhex("c4e27918")) < 0
    text = "".join(p for p in h.timed_function("t", MOVAPS, 2, "distinct", vector) if isinstance(p, str))
    assert "%ymm" not in text and "%zmm" not in text


def test_a_block_using_ymm_or_zmm_gets_them_at_full_width_and_no_vzeroupper() -> None:
    for block, vector, reg in ((VADDPS_YMM, "avx", "%ymm15"), (VADDPS_YMM, "avx512", "%ymm31"),
                               (VADDPS_ZMM, "avx512", "%zmm31")):
        head, _ = _head(block, vector)
        assert bytes.fromhex("c5f877") not in head
        text = "".join(p for p in h.timed_function("t", block, 2, "distinct", vector) if isinstance(p, str))
        assert f"vbroadcastss 0(%rax), {reg}\n" in text


def test_x87_mxcsr_flags_and_direction_are_defined_before_the_block() -> None:
    head, top = _head(MOVAPS, "avx")
    assert head.startswith(bytes.fromhex("fc"))  # cld
    fninit = head.index(bytes.fromhex("dbe3"))
    assert head[fninit + 2:fninit + 2 + 2 * h.X87_VALUES] == bytes.fromhex("d9e8") * h.X87_VALUES
    assert bytes.fromhex("0fae") in head  # ldmxcsr (0f ae /2)
    # every repetition: lfence, then flags from cmpl %eax,%eax (ZF=PF=1, CF=OF=SF=AF=0), then the registers
    assert top.startswith(bytes.fromhex("0faee8" "39c0"))


def test_memory_near_every_register_is_restored_before_each_timed_run() -> None:
    for mode in h.REGISTER_MODES:
        for method in h.METHODS:
            windows = h.restore_windows(mode, method)
            covered = [(start, start + 8 * words) for start, words in windows]
            for value in h.register_values(mode, method).values():
                lo, hi = (h.LOW_MAP, h.LOW_MAP + h.LOW_SIZE) if value < h.DATA_BASE else \
                    (h.DATA_BASE, h.DATA_BASE + h.DATA_SIZE)
                for address in (value - 2048, value, value + 2040):
                    assert any(s <= address < e for s, e in covered)
                assert all(lo <= s and e <= hi for s, e in covered if lo <= s < hi)
            head, _ = _head(MOVAPS, "avx", mode, method)
            assert head.count(bytes.fromhex("f348ab")) == len(windows)


@pytest.mark.parametrize("method", h.METHODS)
def test_distinct_register_values_keep_every_division_in_range(method: str) -> None:
    regs = h.register_values("distinct", method)
    rdx, rax = regs["rdx"], regs["rax"]
    divisors = {r: v for r, v in regs.items() if r != "rdx"} | {"memory": h.MID}
    for name, v in divisors.items():
        for bits in (64, 32, 16):
            mask = (1 << bits) - 1
            d, high = v & mask, rdx & mask
            # unsigned: high < divisor; signed: the quotient below 2^(bits-1), divisor positive
            assert 2 * high + 1 <= d < 1 << (bits - 1), (name, bits)
        low8, ah = v & 0xFF, (rax >> 8) & 0xFF
        assert 2 * ah + 1 <= low8 < 0x80, name  # divb/idivb: %ax / an 8-bit register
    assert len({v & 0xFFF for v in regs.values()}) == 16  # still no 4K aliasing between registers


@pytest.mark.parametrize("method", h.METHODS)
@pytest.mark.parametrize("mode", h.REGISTER_MODES)
def test_base_plus_scaled_index_never_lands_on_the_harness_either_method(mode: str, method: str) -> None:
    values = set(h.register_values(mode, method).values()) | {h.MID}
    harness = [(h.CODE_BASE, 1 << 20), (h.STATE_BASE, h.STATE_SIZE), (h.CONST_BASE, h.CONST_SIZE),
               (h.ALT_STACK, h.ALT_STACK_SIZE)]
    for base in values:
        for index in values:
            for scale in (1, 2, 4, 8):
                address = base + scale * index
                assert not any(lo - (1 << 31) <= address < lo + size + (1 << 31) for lo, size in harness)


def test_vector_width_is_read_from_the_encodings() -> None:
    # llvm-mc-19 -show-encoding of each instruction
    assert h.vector_width(MOVAPS) == 128
    assert h.vector_width(bytes.fromhex("c5f828cc")) == 128  # vmovaps %xmm4, %xmm1
    assert h.vector_width(MOVAPS + VADDPS_YMM) == 256
    assert h.vector_width(bytes.fromhex("62b16c2858d9")) == 256  # vaddps %ymm17, %ymm2, %ymm3
    assert h.vector_width(VADDPS_ZMM + MOVAPS) == 512
    assert h.vector_width(bytes.fromhex("62f16c1858d9")) == 512  # vaddps {rn-sae}, %zmm1, %zmm2, %zmm3
    assert h.vector_width(bytes.fromhex("c4e275b810")) == 256  # vfmadd231ps (%rax), %ymm1, %ymm2
    # L selects the operation, not a length: kaddq, kmovq, vzeroall
    assert h.vector_width(bytes.fromhex("c4e1ec4ad9" "c4e1f890d1" "c5fc77")) == 128


def test_bhive_method_unrolls_100_and_200() -> None:
    assert h.copies_for(1, "bhive") == 100 and h.copies_for(40, "bhive") == 100
    assert h.copies_for(40) == 20


# ----------------------------------------------------------------------------- loop exits


LOOP_WITH_EXIT = """.L13:
  addq $1, %rcx
  addq %rax, %r8
  cmpq %rcx, %rsi
  je .L8
  movslq (%rdi,%rcx,4), %rax
  cmpl %edx, %eax
  jne .L13
.L8:
  retq
"""


def _prepare_region(text: str):  # type: ignore[no-untyped-def]
    from mcalens.analysis.measure.block import region_exits

    an = analyze(text, cpu="znver4")
    region = an.regions[0]
    parsed = parse_text(text)
    labels = region_labels(parsed, region.spans)
    return prepare(region.instructions, region.mcinsts, _isa(), labels,
                   region_exits(parsed, region.spans) - labels)


def test_a_conditional_branch_out_of_the_loop_runs_as_not_taken() -> None:
    text = "# LLVM-MCA-BEGIN\n" + LOOP_WITH_EXIT.replace(".L8:\n", "# LLVM-MCA-END\n.L8:\n")
    block = _prepare_region(text)
    assert not block.errors
    exits = [d for d in block.notes if d.code == CODE_BRANCH_REWRITTEN and "leaves the region" in d.message]
    assert len(exits) == 1 and "not taken" in exits[0].message and exits[0].span.line == 5
    # je rel8 to the next instruction (74 00): the byte check still sees a branch to the next instruction
    assert block.code[block.offsets[3]:block.offsets[4]] == bytes.fromhex("7400")


def test_jumps_out_of_the_loop_that_cannot_run_as_not_taken_are_still_refused() -> None:
    block = _prepare_region("# LLVM-MCA-BEGIN\n  addq $1, %rax\n  jmp .Lout\n# LLVM-MCA-END\n.Lout:\n  retq\n")
    assert [d.code for d in block.errors] == [CODE_CONTROL_FLOW]
    block = _prepare_region(".Lb:\n  nop\n# LLVM-MCA-BEGIN\n  addq $1, %rax\n  jne .Lb\n# LLVM-MCA-END\n")
    assert [d.code for d in block.errors] == [CODE_CONTROL_FLOW]
    assert "forward out of the region" in block.errors[0].message


# ----------------------------------------------------------------------------- compiled loops, run


@needs_host
def test_a_compiled_loop_with_an_exit_branch_is_measured() -> None:
    run_ = measure_text("# LLVM-MCA-BEGIN\n" + LOOP_WITH_EXIT.replace(".L8:\n", "# LLVM-MCA-END\n.L8:\n"),
                        cpu="znver4", passes=1, repetitions=20)
    assert run_.regions[0].measured is not None, run_.regions[0].failure


@needs_host
def test_a_division_by_another_register_does_not_fault() -> None:
    # divq %rcx (gcc's loop keeps the remainder in %rdx); divl %esi; divw %r8w; divb %cl. (Signed
    # division repeated without cqto/cltd overflows on its own remainder; the structural test
    # above covers the harness's values for it.)
    for code in ("48f7f1", "f7f6", "6641f7f0", "f6f1"):
        figures = measure_code(bytes.fromhex(code) + bytes.fromhex("4883c708"), 2, passes=1, repetitions=10)
        assert figures[0].cycles > 0


@needs_host
def test_a_pointer_kept_in_memory_stays_within_the_page_budget() -> None:
    # movq (%rdi), %rax; leaq 64(%rax), %rdx; movq %rdx, (%rdi); movl (%rax), %ecx: the cursor
    # lives in memory and advances a line per iteration (it used to run out of the 256 pages)
    code = bytes.fromhex("488b07" "488d5040" "488917" "8b08")
    for method in h.METHODS:
        figures = measure_code(code, 4, passes=1, repetitions=20, method=method)
        assert 0.5 < figures[0].cycles < 50


@needs_host
def test_the_bhive_method_measures_the_add_chain_too() -> None:
    figures = measure_code(bytes.fromhex("4883c001"), 1, passes=3, repetitions=50, method="bhive")
    assert abs(sorted(f.cycles for f in figures)[1] - 1.0) < 0.03
    out, err = io.StringIO(), io.StringIO()
    path = os.path.join(EXAMPLES, "dot-product.s")
    assert measure_main(["-mcpu=znver4", "--method", "bhive", "--passes", "1", "--repetitions", "20", path],
                        out, err) == 0, err.getvalue()
    assert "# method: bhive" in out.getvalue() and "U = 100" in out.getvalue()


def test_a_method_is_a_set_of_factors_each_switchable() -> None:
    import dataclasses

    bhive = h.method_of("bhive")
    assert (bhive.fixed_unroll, bhive.line_start, bhive.rotated_registers, bhive.aliased_pages) == (True,) * 4
    assert h.mmap_flags(bhive) == h.MMAP_FLAGS_SHARED and h.mmap_flags("sized") == h.MMAP_FLAGS
    private = dataclasses.replace(bhive, aliased_pages=False)
    assert h.mmap_flags(private) == h.MMAP_FLAGS and h.copies_for(40, private) == 100
    fixed = h.method_of("fixed")  # bhive without the page aliasing
    assert fixed == dataclasses.replace(bhive, name="fixed", aliased_pages=False)
    plain = dataclasses.replace(bhive, rotated_registers=False)
    assert h.register_values("distinct", plain) == h.register_values("distinct", "sized")
