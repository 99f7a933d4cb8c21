"""`mcalens measure` runs a region's code: the layers that keep it from doing anything but compute.

1. the refusal list (block.prepare): positioned, explainable — standalone prefixes, jmpabs, ...;
2. the byte check (decode): every statement's bytes are exactly one harmless instruction;
3. the sandbox (child.run_block): seccomp filter, closed descriptors, rlimits, no saved stack
   pointer or return address the block could redirect.

The escapes are written as regions as an attacker would; each must fail to create its file."""

from __future__ import annotations

import contextlib
import gzip
import json
import os
import struct
import threading
import time
from pathlib import Path

import pytest
from mcalens.analysis.api import _isa, analyze
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.measure import harness as h
from mcalens.analysis.measure import host as host_mod
from mcalens.analysis.measure.api import measure_code, measure_text
from mcalens.analysis.measure.asm import assemble
from mcalens.analysis.measure.block import CODE_CONTROL_FLOW, CODE_REFUSED, prepare, region_labels
from mcalens.analysis.measure.child import ChildFailure, run

CAN_RUN = host_mod.supported() is None
needs_host = pytest.mark.skipif(not CAN_RUN, reason="measuring needs an x86-64 Linux host with seccomp")
DATA = os.path.join(os.path.dirname(__file__), "data")
O_WRONLY_CREAT, MODE = 0x41, 0o644


def _prepare(text: str):  # type: ignore[no-untyped-def]
    an = analyze(text, cpu="znver4")
    region = an.regions[0]
    return prepare(region.instructions, region.mcinsts, _isa(), region_labels(parse_text(text), region.spans))


def _store_string(text: str, address: int) -> list[str]:
    """Instructions that write `text` (NUL-terminated) to `address`."""
    data = text.encode() + b"\0"
    data += bytes(-len(data) % 8)
    lines = []
    for i in range(0, len(data), 8):
        lines += [f"movabsq ${int.from_bytes(data[i:i + 8], 'little')}, %rax",
                  f"movabsq ${address + i}, %rbx", "movq %rax, (%rbx)"]
    return lines


def _store(value: int, address: int) -> list[str]:
    return [f"movabsq ${value}, %rax", f"movabsq ${address}, %rbx", "movq %rax, (%rbx)"]


PATH_AT = h.DATA_BASE + 0x1000  # in the data area, mapped before the block runs


def _open_region(path: Path) -> str:
    """The first escape: `data16` on a line of its own, then a movl whose immediate's upper half is
    `0f 05`. llvm-mc encodes `66 | b8 02 00 0f 05`, the processor reads `movw $2, %ax; syscall`:
    open(path, O_WRONLY|O_CREAT, 0644)."""
    lines = _store_string(str(path), PATH_AT)
    lines += [f"movabsq ${PATH_AT}, %rdi", f"movl ${O_WRONLY_CREAT}, %esi", f"movl ${MODE}, %edx",
              "xorl %eax, %eax", "data16", "movl $0x050f0002, %eax"]
    return "# LLVM-MCA-BEGIN escape\n" + "\n".join(lines) + "\n# LLVM-MCA-END\n"


# ----------------------------------------------------------------------------- the escapes


@needs_host
def test_a_standalone_prefix_cannot_hide_a_system_call(tmp_path: Path) -> None:
    target = tmp_path / "made-by-the-block"
    run_ = measure_text(_open_region(target), cpu="znver4", passes=1, repetitions=3, timeout=10)
    region = run_.regions[0]
    assert not target.exists()
    assert region.measured is None
    assert "`data16` is a prefix written as a statement of its own" in (region.failure or "")
    (d,) = [d for d in region.diagnostics if d.code == CODE_REFUSED]
    assert d.span.line == _open_region(target).splitlines().index("data16")


@needs_host
def test_the_sandbox_stops_the_prefix_escape_when_the_checks_are_bypassed(tmp_path: Path) -> None:
    target = tmp_path / "made-by-the-block"
    text = _open_region(target)
    code = assemble("\n".join(line for line in text.splitlines() if not line.startswith("#")) + "\n", 0).code
    assert bytes.fromhex("66b802000f05") in code  # what main ran
    with pytest.raises(ChildFailure) as e:
        measure_code(code, 20, passes=1, repetitions=3, timeout=10)
    assert not target.exists()
    assert e.value.kind == "syscall"
    assert "the block made a system call (nr 2)" in e.value.message and "measuring refused" in e.value.message


# Where the first copy of the block started in the harness the loop was driven from Python with
# (per vector set-up), for the second escape's return address.
_OLD_BLOCK_OFFSET = {"sse": 0x5BE, "avx": 0x5D6, "avx512": 0x626}


@needs_host
def test_a_fake_saved_stack_pointer_cannot_return_into_immediates(tmp_path: Path) -> None:
    """The second escape: no prefix, nothing the byte check can see. The first three instructions
    are movabsq whose immediates decode as `push $2; pop %rax; mov %rbx, %rdi; jmp +2`,
    `mov %r12, %rsi; mov %r13, %rdx; jmp +2` and `syscall; int3`. The block builds a fake stack
    (callee-saved registers holding the path, the flags and the mode, then a return address: the
    first immediate) and stores its address where the harness kept its saved %rsp; the harness's
    tail `movq saved(%rcx), %rsp; pop...; retq` then ran the immediates."""
    target = tmp_path / "made-by-the-block"
    host = host_mod.detect()
    vector = "avx512" if host.avx512 else "avx" if host.avx else "sse"
    payload = [bytes.fromhex("6a02584889dfeb02"), bytes.fromhex("4c89e64c89eaeb02"), bytes.fromhex("0f05cccccccccccc")]
    lines = [f"movabsq ${int.from_bytes(p, 'little')}, %r{8 + i}" for i, p in enumerate(payload)]
    lines += _store_string(str(target), PATH_AT)
    fake = h.DATA_BASE + 0x2000
    # popped in this order: r15, r14, r13, r12, rbx, rbp; then the return address
    for slot, value in ((16, MODE), (24, O_WRONLY_CREAT), (32, PATH_AT),
                        (48, h.CODE_BASE + _OLD_BLOCK_OFFSET[vector] + 2)):
        lines += _store(value, fake + slot)
    lines += _store(fake, h.STATE_BASE)  # the saved-%rsp slot
    text = "# LLVM-MCA-BEGIN escape\n" + "\n".join(lines) + "\n# LLVM-MCA-END\n"
    block = _prepare(text)
    assert not block.errors  # nothing to refuse: ordinary moves and stores
    run_ = measure_text(text, cpu="znver4", passes=1, repetitions=3, timeout=10)
    assert not target.exists()
    region = run_.regions[0]
    assert region.measured is not None, region.failure  # the stores change nothing the harness relies on


# ----------------------------------------------------------------------------- hidden instructions


HIDDEN = [
    ("data16", "movl $0x050f0002, %eax", "0f05", "syscall"),
    ("data16", "movl $0x340f0002, %eax", "0f34", "sysenter"),
    ("data16", "movl $0x80cd0002, %eax", "cd80", "int $n"),
    ("data16", "movl $0x00cc0002, %eax", "cc00", "int3"),
    ("addr32", "movabsl 0x050f000000000000, %eax", "0f05", "syscall"),  # 4-byte moffs with 67
    ("rep", "stosb", None, None),
    ("fs", "movq %rax, (%rbx)", None, None),
    ("lock", "addq %rax, %rbx", None, None),
    ("rex64", "movl $0x050f0002, %eax", None, None),
]


@pytest.mark.parametrize(("prefix", "line", "hidden", "what"), HIDDEN)
def test_standalone_prefixes_are_refused_with_their_position(prefix: str, line: str, hidden: str | None,
                                                             what: str | None) -> None:
    block = _prepare(f"addq %rax, %rbx\n  {prefix}\n{line}\n")
    assert [(d.code, d.span.line, d.span.start) for d in block.errors] == [(CODE_REFUSED, 1, 2)]
    assert "prefix written as a statement of its own" in block.errors[0].message


@pytest.mark.parametrize(("prefix", "line", "hidden", "what"), [x for x in HIDDEN if x[2]])
def test_the_byte_check_finds_the_instruction_a_prefix_hides(prefix: str, line: str, hidden: str,
                                                              what: str) -> None:
    from mcalens.analysis.measure.block import _decoded_problem
    from mcalens.analysis.measure.decode import decode, decode_all

    prefix_bytes = assemble(prefix + "\n", 0).code
    code = assemble(f"{prefix}\n{line}\n", 0).code
    # the encoder wrote the prefix as a statement of its own: not a whole instruction
    assert "not a whole instruction" in (_decoded_problem(prefix_bytes) or "")
    # the processor reads the prefix into the next instruction, which then ends early ...
    first = decode(code)
    assert first.refused is None and first.length < len(code)
    # ... and the rest of its immediate holds the hidden instruction, at an instruction boundary
    decoded = decode_all(code)
    at, last = decoded[-1]
    assert at > 0 and code[at:].hex().startswith(hidden)
    assert what in (last.refused or "")


@pytest.mark.parametrize(("hexcode", "refused"), [
    ("0f05", "syscall"), ("0f34", "sysenter"), ("0f35", "sysexit"), ("480f07", "sysret"),
    ("cd80", "int $n"), ("cc", "int3"), ("f1", "int1"), ("ce", "does not exist"), ("48cf", "iret"),
    ("c3", "return"), ("c20800", "return"), ("cb", "far return"), ("e800000000", "call"),
    ("ffd0", "indirect call"), ("ffe0", "indirect jump"), ("ff28", "far indirect jump"),
    ("ff18", "far indirect call"), ("ea", "does not exist"), ("9a", "does not exist"),
    ("d500a1" + "00" * 8, "jmpabs"), ("c7f800000000", "xbegin"), ("0f01c1", "system instruction"),
    ("0f01d9", "system instruction"), ("0f01d7", "system instruction"), ("660f01cc", "system instruction"),
    ("eb05", "not the next instruction"), ("0f8401000000", "not the next instruction"),
    ("66e90000", "operand-size prefix"), ("66", "end inside"), ("f3", "end inside"),
    ("66" * 14 + "4801c3", "longer than 15"), ("4866b8", "REX prefix that is not right before"),
    ("66c5f877", "before a VEX"),
])
def test_the_decoder_refuses_what_may_not_run(hexcode: str, refused: str) -> None:
    from mcalens.analysis.measure.decode import decode

    d = decode(bytes.fromhex(hexcode))
    assert d.refused is not None and refused in d.refused, d


@pytest.mark.parametrize("hexcode", [
    "0f0b", "0fb900", "0fff00",  # ud2 / ud1 / ud0: SIGILL, which the handler reports
    "0f01f9", "0f01d0", "0faee8", "eb00", "7500", "0f8400000000", "e2fe"[:2] + "00",
    "48b80f050f050f050f05",  # movabsq: the immediate is data, however it looks
    "66b80f05", "67a1" + "00" * 4, "a1" + "00" * 8, "f3ab", "f048010b", "c5fc77", "c5f877",
    "62f1fe4828c1", "c4e27918c0", "8fe878a2c001", "660f78c00102", "0f0fc0b4",
])
def test_the_decoder_accepts_ordinary_instructions(hexcode: str) -> None:
    from mcalens.analysis.measure.decode import decode

    code = bytes.fromhex(hexcode)
    d = decode(code)
    assert (d.length, d.refused) == (len(code), None)


def test_decoder_lengths_equal_llvm_mc_for_every_recorded_encoding() -> None:
    """tests/data/isa_coverage.jsonl.gz: llvm-mc-19 -show-encoding for every x86 form mcalens
    knows (26,857 encodings); the decoder must find each one's length exactly."""
    from mcalens.analysis.measure.decode import decode

    seen = wrong = 0
    examples = []
    with gzip.open(os.path.join(DATA, "isa_coverage.jsonl.gz"), "rt") as f:
        for line in f:
            record = json.loads(line)
            if record.get("syntax") != "att" or not record.get("encoding"):
                continue
            code = bytes.fromhex(record["encoding"])
            seen += 1
            d = decode(code)
            standalone_prefix = d.refused is not None and d.refused.startswith("the bytes end")
            if d.length != len(code) and not standalone_prefix:
                wrong += 1
                examples.append((record["text"], record["encoding"], d))
    assert seen > 20000
    assert wrong == 0, examples[:10]


def test_jmpabs_is_a_branch_out_of_the_region() -> None:
    block = _prepare("addq %rax, %rbx\njmpabs $0x123456789\n")
    assert [(d.code, d.span.line) for d in block.errors] == [(CODE_CONTROL_FLOW, 1)]
    assert "absolute jump" in block.errors[0].message


def test_a_statement_whose_bytes_are_not_one_instruction_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """The byte check stands on its own: with an encoder that wrote two instructions for one
    statement, prepare refuses it, positioned, though no refusal in the list applies."""
    import mcalens.analysis.measure.block as block_mod

    real = block_mod.encode

    def sloppy(mc, table, **kw):  # type: ignore[no-untyped-def]
        enc = real(mc, table, **kw)
        return enc + bytes.fromhex("0f05") if mc.opcode == "ADD64rr" else enc

    monkeypatch.setattr(block_mod, "encode", sloppy)
    block = _prepare("movq %rax, %rcx\naddq %rax, %rbx\n")
    assert [(d.code, d.span.line) for d in block.errors] == [(CODE_REFUSED, 1)]
    assert "more than one instruction" in block.errors[0].message


# ----------------------------------------------------------------------------- the filter


def _bpf_run(program: bytes, nr: int, args: tuple[int, ...] = (), arch: int = 0xC000003E) -> int:
    """Classic BPF, the four operations the filter uses, over struct seccomp_data."""
    full = (list(args) + [0] * 6)[:6]
    data = struct.pack("<iIQ6Q", nr, arch, 0, *full)
    ops = [struct.unpack_from("<HBBI", program, i) for i in range(0, len(program), 8)]
    pc, acc = 0, 0
    while True:
        code, jt, jf, k = ops[pc]
        if code == 0x20:
            acc = struct.unpack_from("<I", data, k)[0]
            pc += 1
        elif code in (0x15, 0x35):
            hit = acc == k if code == 0x15 else acc >= k
            pc += 1 + (jt if hit else jf)
        elif code == 0x06:
            return k
        else:
            raise AssertionError(f"unexpected BPF op {code:#x}")


def test_the_filter_allows_only_what_the_harness_needs() -> None:
    from mcalens.analysis.measure import child

    allow, trap, kill = child.SECCOMP_RET_ALLOW, child.SECCOMP_RET_TRAP, child.SECCOMP_RET_KILL_PROCESS
    flags, prot = h.MMAP_FLAGS, h.MMAP_PROT
    page = 3
    for perf_fd in (None, 5):
        p = child.seccomp_filter(page, perf_fd)
        assert _bpf_run(p, 15) == allow  # rt_sigreturn
        assert _bpf_run(p, 60) == allow and _bpf_run(p, 231) == allow
        assert _bpf_run(p, 9, (0x1234000, 4096, prot, flags, page, 0)) == allow  # the handler's mmap
        assert _bpf_run(p, 9, (0x1234000, 4096, prot | 4, flags, page, 0)) == trap  # PROT_EXEC
        assert _bpf_run(p, 9, (0x1234000, 4096, prot, flags, 4, 0)) == trap  # another file
        assert _bpf_run(p, 9, (0x1234000, 4096, prot, flags, page, 4096)) == trap  # another offset
        assert _bpf_run(p, 9, (0x1234000, 4096, prot, 0x12, page, 0)) == trap  # MAP_FIXED: over mappings
        assert _bpf_run(p, 9, (0x1234000, 4096, prot, 0x100022, page, 0)) == trap  # anonymous
        assert _bpf_run(p, 9, (0x1234000, 1 << 30, prot, flags, page, 0)) == trap
        assert _bpf_run(p, 9, (0x1234000, 4096, prot | (1 << 32), flags, page, 0)) == trap
        assert _bpf_run(p, 10, (0x1234000, 4096, 7)) == trap  # mprotect
        for nr in (0, 1, 2, 10, 11, 16, 39, 56, 57, 59, 62, 101, 157, 257, 317, 322, 435):
            if perf_fd is None or nr not in (0, 16):
                assert _bpf_run(p, nr, (5, 0x2400, 0)) == trap, nr
        assert _bpf_run(p, 39, arch=0x40000003) == kill  # AUDIT_ARCH_I386: int $0x80 / sysenter
        assert _bpf_run(p, 60, arch=0x40000003) == kill
        assert _bpf_run(p, 0x40000000 | 60) == kill  # x32
    p = child.seccomp_filter(page, 5)
    for cmd in (0x2400, 0x2401, 0x2403):
        assert _bpf_run(p, 16, (5, cmd, 0)) == allow
    assert _bpf_run(p, 16, (5, 0x2402, 0)) == trap  # PERF_EVENT_IOC_REFRESH
    assert _bpf_run(p, 16, (4, 0x2400, 0)) == trap  # another descriptor
    assert _bpf_run(p, 16, (5, 0x2400 | (1 << 32), 0)) == trap  # all 64 bits checked, though the kernel reads 32
    assert _bpf_run(p, 0, (5, 0x1000, 8)) == allow
    assert _bpf_run(p, 0, (5, 0x1000, 4096)) == trap
    assert _bpf_run(p, 0, (0, 0x1000, 8)) == trap


# ----------------------------------------------------------------------------- in the child


def _hex_open(path_at: int) -> bytes:
    """movabsq $path_at, %rdi; movl $0x41, %esi; movl $0644, %edx; movl $2, %eax; syscall"""
    return (b"\x48\xbf" + path_at.to_bytes(8, "little") + b"\xbe" + O_WRONLY_CREAT.to_bytes(4, "little")
            + b"\xba" + MODE.to_bytes(4, "little") + b"\xb8\x02\x00\x00\x00\x0f\x05")


def _path_bytes(path: Path, at: int) -> bytes:
    """Code that stores the path at `at` (movabsq $chunk, %rax; movabsq $addr, %rbx; movq %rax, (%rbx))."""
    data = str(path).encode() + b"\0"
    data += bytes(-len(data) % 8)
    out = b""
    for i in range(0, len(data), 8):
        out += b"\x48\xb8" + data[i:i + 8] + b"\x48\xbb" + (at + i).to_bytes(8, "little") + b"\x48\x89\x03"
    return out


@needs_host
def test_a_system_call_in_the_block_is_stopped_by_seccomp(tmp_path: Path) -> None:
    target = tmp_path / "made-by-the-block"
    code = _path_bytes(target, PATH_AT) + _hex_open(PATH_AT)
    with pytest.raises(ChildFailure) as e:
        measure_code(code, 10, passes=1, repetitions=3, timeout=10)
    assert not target.exists()
    assert e.value.kind == "syscall" and "(nr 2)" in e.value.message
    assert e.value.block_offset == len(code) - 2  # pinned on the syscall instruction
    with pytest.raises(ChildFailure) as e:  # movl $39, %eax; syscall (getpid)
        measure_code(bytes.fromhex("b8270000000f05"), 2, passes=1, repetitions=3, timeout=10)
    assert e.value.kind == "syscall" and "(nr 39)" in e.value.message


@needs_host
def test_a_32_bit_system_call_kills_the_child() -> None:
    with pytest.raises(ChildFailure) as e:  # movl $20, %eax; int $0x80 (getpid, i386 ABI)
        measure_code(bytes.fromhex("b814000000cd80"), 2, passes=1, repetitions=3, timeout=10)
    assert e.value.kind == "syscall" and "killed by seccomp" in e.value.message


@needs_host
def test_the_block_cannot_write_a_descriptor_of_the_parent() -> None:
    r, w = os.pipe()
    try:
        # movl $w, %edi; movabsq $DATA_BASE, %rsi; movl $4, %edx; movl $1, %eax; syscall
        code = (b"\xbf" + w.to_bytes(4, "little") + b"\x48\xbe" + h.DATA_BASE.to_bytes(8, "little")
                + b"\xba\x04\x00\x00\x00\xb8\x01\x00\x00\x00\x0f\x05")
        with pytest.raises(ChildFailure) as e:
            measure_code(code, 5, passes=1, repetitions=3, timeout=10)
        assert e.value.kind == "syscall" and "(nr 1)" in e.value.message
        os.set_blocking(r, False)
        with pytest.raises(BlockingIOError):
            os.read(r, 100)
    finally:
        os.close(r)
        os.close(w)


@needs_host
def test_the_child_inherits_no_descriptor_but_its_result_pipe() -> None:
    r, w = os.pipe()  # the parent's, as the server's stdin/stdout are the editor's pipes
    mine = {os.readlink(f"/proc/self/fd/{fd}") for fd in (0, 1, 2, r, w) if os.path.exists(f"/proc/self/fd/{fd}")}

    def plan(_natives):  # type: ignore[no-untyped-def]
        out = []
        for fd in os.listdir("/proc/self/fd"):
            with contextlib.suppress(OSError):  # the directory listdir had open
                out.append(os.readlink(f"/proc/self/fd/{fd}"))
        return out

    try:
        links = run(lambda report: assemble([h.fault_handler(report)], h.CODE_BASE), plan, 10)
    finally:
        os.close(r)
        os.close(w)
    links = [x for x in links if not x.startswith("/proc/")]
    pipes = [x for x in links if x.startswith("pipe:")]
    assert len(pipes) == 1 and pipes[0] not in mine, (links, mine)  # its result pipe only
    assert [x for x in links if not x.startswith("pipe:")] == ["/memfd:mcalens-page (deleted)"], links


def _children(pid: int) -> list[int]:
    out: list[int] = []
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/children") as f:
                out += [int(x) for x in f.read().split()]
        except OSError:
            pass
    return out


@needs_host
def test_while_the_block_runs_the_child_is_sandboxed_with_one_descriptor() -> None:
    """Look at the measuring process from outside while it spins in an endless loop: seccomp
    filter mode, no new privileges, two descriptors (its result pipe and its own sealed pattern
    page, none of the parent's), and the limits."""
    seen: dict[str, object] = {}
    r, w = os.pipe()  # a descriptor the parent holds, as the server holds the editor's pipes
    failure: list[BaseException] = []

    def spin() -> None:
        try:
            measure_code(bytes.fromhex("ebfe"), 1, passes=1, repetitions=1, timeout=6)
        except ChildFailure as e:
            failure.append(e)

    mine = {os.readlink(f"/proc/self/fd/{fd}") for fd in (r, w)}
    thread = threading.Thread(target=spin)
    thread.start()
    try:
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and "fds" not in seen:
            for pid in _children(os.getpid()):
                try:
                    status = Path(f"/proc/{pid}/status").read_text()
                    if "Seccomp:\t2" not in status:
                        continue
                    seen["status"] = status
                    seen["fds"] = sorted(os.readlink(f"/proc/{pid}/fd/{fd}") for fd in os.listdir(f"/proc/{pid}/fd"))
                    seen["limits"] = Path(f"/proc/{pid}/limits").read_text()
                except OSError:
                    continue
            time.sleep(0.01)
    finally:
        thread.join()
        os.close(r)
        os.close(w)
    assert "fds" in seen, "never saw the measuring child in seccomp mode"
    assert "NoNewPrivs:\t1" in str(seen["status"])
    fds = seen["fds"]
    assert isinstance(fds, list) and len(fds) == 2, fds
    assert fds[0].startswith("/memfd:mcalens-page") and fds[1].startswith("pipe:") and fds[1] not in mine, fds
    limits = {line[:26].strip(): line[26:].split() for line in str(seen["limits"]).splitlines()[1:]}
    assert limits["Max processes"][:2] == ["0", "0"]
    assert limits["Max file size"][:2] == ["0", "0"]
    assert limits["Max open files"][:2] == ["0", "0"]
    assert limits["Max address space"][0] != "unlimited"
    assert failure and failure[0].kind == "timeout"  # type: ignore[attr-defined]


@needs_host
def test_the_harness_constants_are_read_only_to_the_block() -> None:
    # movabsq $CONST_BASE, %rax; movq %rcx, (%rax)
    with pytest.raises(ChildFailure) as e:
        measure_code(b"\x48\xb8" + h.CONST_BASE.to_bytes(8, "little") + b"\x48\x89\x08", 2, passes=1,
                     repetitions=3, timeout=10)
    assert "protected page" in e.value.message


@needs_host
def test_an_overwritten_selector_cannot_send_the_harness_elsewhere() -> None:
    # movabsq $STATE_BASE + S_SEL, %rax; movq $99, (%rax): the dispatch finds no return point
    code = b"\x48\xb8" + (h.STATE_BASE + h.S_SEL).to_bytes(8, "little") + b"\x48\xc7\x00\x63\x00\x00\x00"
    with pytest.raises(ChildFailure) as e:
        measure_code(code, 2, passes=1, repetitions=3, timeout=10)
    assert "overwrote the harness's variables" in e.value.message


# ----------------------------------------------------------------------------- without seccomp


def test_without_seccomp_measuring_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    from mcalens.analysis.measure import child

    if host_mod.supported() is not None and "x86-64" in (host_mod.supported() or ""):
        pytest.skip("not an x86-64 Linux host")
    reason = "this kernel cannot run the measuring sandbox (seccomp action 0x80000000: Invalid argument)"
    monkeypatch.setattr(child, "seccomp_unavailable", lambda: reason + "; measuring refused")
    assert measure_text("addq $1, %rax\n", cpu="znver4").failed == reason + "; measuring refused"
    with pytest.raises(ChildFailure) as e:
        measure_code(bytes.fromhex("4883c001"), 1, passes=1, repetitions=1)
    assert e.value.kind == "sandbox" and "measuring refused" in e.value.message


@needs_host
def test_when_the_filter_cannot_be_installed_nothing_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(h, "PR_SET_SECCOMP", 0x7FFF)  # prctl says EINVAL, as a kernel without filters would
    target = tmp_path / "made-by-the-block"
    with pytest.raises(ChildFailure) as e:
        measure_code(_path_bytes(target, PATH_AT) + _hex_open(PATH_AT), 10, passes=1, repetitions=3, timeout=10)
    assert e.value.kind == "sandbox"
    assert "could not be installed (Invalid argument); measuring refused" in e.value.message
    assert not target.exists()


@needs_host
def test_the_cycle_counter_path_runs_inside_the_filter(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where perf_event_open works, the driver resets, enables, disables and reads the counter
    through the filter. These machines have no PMU, so a non-blocking eventfd stands in for the
    counter: the ioctls fail with ENOTTY and the reads with EAGAIN, but every call must get through
    the filter (a trapped one would end the run)."""
    from mcalens.analysis.measure import api, clock

    def fake() -> tuple[int | None, str]:
        return os.eventfd(0, os.EFD_NONBLOCK), "an eventfd standing in for the cycle counter"

    monkeypatch.setattr(clock, "perf_cycles_fd", fake)
    monkeypatch.setattr(api, "perf_cycles_fd", fake)
    figures = measure_code(bytes.fromhex("4883c001"), 1, passes=2, repetitions=3, timeout=10)
    assert [f.clock.source for f in figures] == ["perf-cycles", "perf-cycles"]
    assert all(f.cycles == 0 for f in figures)  # nothing was counted: the reads left the buffer at 0


def test_the_bhive_method_filter_allows_only_its_shared_one_page_mmap() -> None:
    from mcalens.analysis.measure import child

    allow, trap = child.SECCOMP_RET_ALLOW, child.SECCOMP_RET_TRAP
    p = child.seccomp_filter(3, None, "bhive")
    assert _bpf_run(p, 9, (0x1234000, 4096, h.MMAP_PROT, h.MMAP_FLAGS_SHARED, 3, 0)) == allow
    assert _bpf_run(p, 9, (0x1234000, 4096, h.MMAP_PROT, h.MMAP_FLAGS, 3, 0)) == trap  # not this method's
    assert _bpf_run(p, 9, (0x1234000, 4096, h.MMAP_PROT | 4, h.MMAP_FLAGS_SHARED, 3, 0)) == trap
    assert _bpf_run(p, 9, (0x1234000, 4096, h.MMAP_PROT, 0x11, 3, 0)) == trap  # MAP_SHARED|MAP_FIXED
    assert _bpf_run(p, 9, (0x1234000, 4096, h.MMAP_PROT, h.MMAP_FLAGS_SHARED, 4, 0)) == trap
    p = child.seccomp_filter(3, None)
    assert _bpf_run(p, 9, (0x1234000, 4096, h.MMAP_PROT, h.MMAP_FLAGS_SHARED, 3, 0)) == trap


@needs_host
def test_the_bhive_method_runs_inside_the_same_sandbox() -> None:
    with pytest.raises(ChildFailure) as e:  # movl $39, %eax; syscall (getpid)
        measure_code(bytes.fromhex("b8270000000f05"), 2, passes=1, repetitions=3, timeout=10, method="bhive")
    assert e.value.kind == "syscall" and "nr 39" in e.value.message
    # a page far from the data area: the handler maps the shared page there (its one allowed mmap)
    figures = measure_code(bytes.fromhex("488b8800000040"), 1, passes=1, repetitions=5, method="bhive")
    assert figures[0].cycles > 0
