"""The probes `mcalens calibrate` times: global behaviours and per-form throughput/latency tests.

Every probe is assembly text that mcalens itself parses, resolves and encodes (the `mcalens
measure` harness runs it). Forms are templates: `{d}` a destination register, `{s}` a source
register that is never written (so copies are independent), `{m}` a memory operand off %rbx at a
distinct cache line per copy; `{d}` carries the width: `{d64}`, `{d32}`, `{d16}`, `{d8}`, `{dx}`
(xmm), `{dy}` (ymm), likewise `{s..}`.

Throughput test: `copies` copies with distinct destinations (independent chains of one
instruction per iteration each). Latency test: the same instruction chained through one
destination register (a tied or read destination), so cycles per copy is the latency from that
register to itself.
"""

from __future__ import annotations

from dataclasses import dataclass

GPR64 = ["rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12", "r13", "r14"]
_GPR32 = {"rax": "eax", "rcx": "ecx", "rdx": "edx", "rsi": "esi", "rdi": "edi", "rbx": "ebx", "rbp": "ebp"}
_GPR16 = {"rax": "ax", "rcx": "cx", "rdx": "dx", "rsi": "si", "rdi": "di", "rbx": "bx", "rbp": "bp"}
_GPR8 = {"rax": "al", "rcx": "cl", "rdx": "dl", "rsi": "sil", "rdi": "dil", "rbx": "bl", "rbp": "bpl"}
SRC_GPR = "r15"
SRC_VEC = 15


def gpr(name: str, width: str) -> str:
    if width == "64":
        return name
    if name.startswith("r") and name[1:].isdigit():
        return name + {"32": "d", "16": "w", "8": "b"}[width]
    return {"32": _GPR32, "16": _GPR16, "8": _GPR8}[width][name]


def _fill(template: str, k: int, dest_gpr: str, dest_vec: int, line: int) -> str:
    out = template
    for w in ("64", "32", "16", "8"):
        out = out.replace("{d" + w + "}", "%" + gpr(dest_gpr, w)).replace("{s" + w + "}", "%" + gpr(SRC_GPR, w))
    out = out.replace("{dx}", f"%xmm{dest_vec}").replace("{dy}", f"%ymm{dest_vec}")
    out = out.replace("{sx}", f"%xmm{SRC_VEC}").replace("{sy}", f"%ymm{SRC_VEC}")
    out = out.replace("{m}", f"{64 * line + 8}(%rbx)")
    return out


@dataclass(frozen=True, slots=True)
class Form:
    template: str
    chain: bool = True  # a latency test makes sense (the destination is also read)
    vector: bool = False
    copies: int = 0  # throughput copies (0: 14 vector, 12 general-purpose)
    throughput: bool = True  # a throughput test makes sense (False: the form is itself a chain)

    def throughput_text(self, copies: int = 0) -> str:
        n = copies or self.copies or (14 if self.vector else len(GPR64))
        lines = [_fill(self.template, k, GPR64[k % len(GPR64)], k % 14, k) for k in range(n)]
        return "\n".join(lines) + "\n"

    def latency_text(self, copies: int = 8) -> str:
        return "\n".join(_fill(self.template, k, "rax", 0, 0) for k in range(copies)) + "\n"


# Common forms first (the order the time budget cuts in). Compiled x86-64 code is dominated by
# moves, loads, stores, integer ALU, lea, compares and scalar/packed SSE/AVX arithmetic.
COMMON_FORMS: tuple[Form, ...] = (
    Form("addq {s64}, {d64}"), Form("addl {s32}, {d32}"), Form("addq $1, {d64}"), Form("addl $1, {d32}"),
    Form("subq {s64}, {d64}"), Form("andq {s64}, {d64}"), Form("orq {s64}, {d64}"), Form("xorq {s64}, {d64}"),
    Form("andl $7, {d32}"), Form("orl $8, {d32}"), Form("xorl {s32}, {d32}"),
    Form("cmpq {s64}, {d64}", chain=False), Form("testq {s64}, {d64}", chain=False),
    Form("cmpl $1, {d32}", chain=False), Form("testl {s32}, {d32}", chain=False),
    Form("incq {d64}"), Form("decl {d32}"), Form("negq {d64}"), Form("notq {d64}"),
    Form("movq {s64}, {d64}", chain=False), Form("movl {s32}, {d32}", chain=False),
    Form("movl $1, {d32}", chain=False), Form("movq $-1, {d64}", chain=False),
    Form("movabsq $81985529216486895, {d64}", chain=False),
    Form("leaq 8({d64}), {d64}"), Form("leaq ({d64},{s64}), {d64}"), Form("leaq 8({d64},{s64},4), {d64}"),
    Form("leal 1({d64}), {d32}"),
    Form("shlq $3, {d64}"), Form("shrq $3, {d64}"), Form("sarl $2, {d32}"), Form("shll $2, {d32}"),
    Form("imulq {s64}, {d64}"), Form("imull {s32}, {d32}"), Form("imulq $12, {d64}, {d64}"),
    Form("movzbl {d8}, {d32}"), Form("movzwl {d16}, {d32}"), Form("movslq {d32}, {d64}"),
    Form("movsbl {d8}, {d32}"),
    Form("cmovneq {s64}, {d64}"), Form("cmovel {s32}, {d32}"),
    Form("sete {d8}"), Form("setne {d8}"),
    Form("adcq {s64}, {d64}"), Form("sbbl {s32}, {d32}"),
    Form("bswapq {d64}"), Form("popcntq {d64}, {d64}"), Form("tzcntq {d64}, {d64}"), Form("lzcntq {d64}, {d64}"),
    # loads, load-ops, stores, read-modify-write
    Form("movq ({d64}), {d64}"),  # a pointer chase: load latency
    Form("movq {m}, {d64}", chain=False), Form("movl {m}, {d32}", chain=False),
    Form("movzbl {m}, {d32}", chain=False), Form("movslq {m}, {d64}", chain=False),
    Form("addq {m}, {d64}"), Form("addl {m}, {d32}"), Form("cmpq {m}, {d64}", chain=False),
    Form("cmpl $0, {m}", chain=False, copies=4),  # 4: 0.99 cycles; 12 copies run slower (3.69)
    Form("subq {m}, {d64}"), Form("andl {m}, {d32}"),
    Form("movq {d64}, {m}", chain=False, copies=8), Form("movl {d32}, {m}", chain=False, copies=8),
    Form("movb {d8}, {m}", chain=False, copies=8), Form("movw {d16}, {m}", chain=False, copies=8),
    Form("movq $0, {m}", chain=False, copies=8), Form("movl $0, {m}", chain=False, copies=8), Form("movb $1, {m}", chain=False, copies=8),
    Form("movw $1, {m}", chain=False, copies=8),
    Form("addq $1, {m}", chain=False, copies=8), Form("addl $1, {m}", chain=False, copies=8), Form("addq {d64}, {m}", chain=False, copies=8),
    Form("orl $8, {m}", chain=False, copies=8), Form("incq {m}", chain=False, copies=8),
    Form("pushq {d64}", chain=False), Form("popq {d64}", chain=False), Form("pushq $1", chain=False),
    Form("pushq $344", chain=False),
    # SSE / AVX scalar and packed
    Form("vmovss {m}, {dx}", chain=False, vector=True), Form("vmovsd {m}, {dx}", chain=False, vector=True),
    Form("vmovups {m}, {dx}", chain=False, vector=True), Form("vmovups {m}, {dy}", chain=False, vector=True),
    Form("vmovss {dx}, {m}", chain=False, vector=True, copies=8), Form("vmovsd {dx}, {m}", chain=False, vector=True, copies=8),
    Form("vmovups {dx}, {m}", chain=False, vector=True, copies=8), Form("vmovups {dy}, {m}", chain=False, vector=True, copies=8),
    Form("movss {m}, {dx}", chain=False, vector=True), Form("movsd {m}, {dx}", chain=False, vector=True),
    Form("movss {dx}, {m}", chain=False, vector=True, copies=8), Form("movsd {dx}, {m}", chain=False, vector=True, copies=8),
    Form("movaps {sx}, {dx}", chain=False, vector=True), Form("vmovaps {sx}, {dx}", chain=False, vector=True),
    Form("addss {sx}, {dx}", vector=True), Form("addsd {sx}, {dx}", vector=True),
    Form("mulss {sx}, {dx}", vector=True), Form("mulsd {sx}, {dx}", vector=True),
    Form("vaddss {sx}, {dx}, {dx}", vector=True), Form("vmulss {sx}, {dx}, {dx}", vector=True),
    Form("vaddsd {sx}, {dx}, {dx}", vector=True), Form("vmulsd {sx}, {dx}, {dx}", vector=True),
    Form("vaddps {sy}, {dy}, {dy}", vector=True), Form("vmulps {sy}, {dy}, {dy}", vector=True),
    Form("vfmadd231ps {sy}, {sy}, {dy}", vector=True), Form("vfmadd231ss {sx}, {sx}, {dx}", vector=True),
    Form("addps {sx}, {dx}", vector=True), Form("mulps {sx}, {dx}", vector=True),
    Form("subss {sx}, {dx}", vector=True), Form("subsd {sx}, {dx}", vector=True),
    Form("vsubss {sx}, {dx}, {dx}", vector=True),
    Form("addss {m}, {dx}", vector=True), Form("mulss {m}, {dx}", vector=True),
    Form("vaddss {m}, {dx}, {dx}", vector=True), Form("vmulss {m}, {dx}, {dx}", vector=True),
    Form("addsd {m}, {dx}", vector=True), Form("mulsd {m}, {dx}", vector=True),
    Form("vaddsd {m}, {dx}, {dx}", vector=True), Form("vmulsd {m}, {dx}, {dx}", vector=True),
    Form("pxor {sx}, {dx}", vector=True), Form("vpxor {sx}, {dx}, {dx}", vector=True),
    Form("xorps {sx}, {dx}", vector=True), Form("vxorps {sx}, {dx}, {dx}", vector=True),
    Form("paddd {sx}, {dx}", vector=True), Form("vpaddd {sy}, {dy}, {dy}", vector=True),
    Form("pshufd $27, {dx}, {dx}", vector=True), Form("shufps $27, {sx}, {dx}", vector=True),
    Form("unpcklps {sx}, {dx}", vector=True), Form("vunpcklps {sx}, {dx}, {dx}", vector=True),
    Form("cvtsi2sdl {s32}, {dx}", vector=True), Form("cvtsi2ssl {s32}, {dx}", vector=True),
    Form("vcvtsi2sdl {s32}, {dx}, {dx}", vector=True), Form("vcvtsi2ssl {s32}, {dx}, {dx}", vector=True),
    Form("vcvtsi2sdl {m}, {dx}, {dx}", vector=True), Form("cvtsi2sdl {m}, {dx}", vector=True),
    Form("vcvtsi2ssl {m}, {dx}, {dx}", vector=True), Form("cvtsi2ssl {m}, {dx}", vector=True),
    Form("cvttsd2si {sx}, {d32}", chain=False), Form("cvtss2sd {sx}, {dx}", vector=True),
    Form("vcvtss2sd {sx}, {dx}, {dx}", vector=True), Form("cvtsd2ss {sx}, {dx}", vector=True),
    Form("ucomiss {sx}, {dx}", chain=False, vector=True), Form("ucomisd {sx}, {dx}", chain=False, vector=True),
    Form("vucomiss {sx}, {dx}", chain=False, vector=True),
    Form("movd {s32}, {dx}", chain=False, vector=True), Form("movq {s64}, {dx}", chain=False, vector=True),
    Form("movd {sx}, {d32}", chain=False), Form("vmovd {s32}, {dx}", chain=False, vector=True),
    Form("andps {sx}, {dx}", vector=True), Form("vandps {sx}, {dx}, {dx}", vector=True),
    Form("andpd {sx}, {dx}", vector=True), Form("xorpd {sx}, {dx}", vector=True),
    Form("andnpd {sx}, {dx}", vector=True), Form("orpd {sx}, {dx}", vector=True),
    Form("maxss {sx}, {dx}", vector=True), Form("minss {sx}, {dx}", vector=True),
    Form("vbroadcastss {m}, {dy}", chain=False, vector=True),
    Form("vinsertf128 $1, {sx}, {dy}, {dy}", vector=True), Form("vextractf128 $1, {sy}, {dx}", chain=False, vector=True),
    Form("vpermilps $27, {sx}, {dx}", chain=False, vector=True), Form("vperm2f128 $1, {sy}, {dy}, {dy}", vector=True),
    Form("nop", chain=False), Form("nopl (%rax)", chain=False), Form("nopw (%rax,%rax)", chain=False),
    # forms the first calibrations left on LLVM's numbers that the training blocks use
    Form("vucomisd {sx}, {dx}", chain=False, vector=True), Form("ucomisd {m}, {dx}", chain=False, vector=True),
    Form("vucomisd {m}, {dx}", chain=False, vector=True), Form("ucomiss {m}, {dx}", chain=False, vector=True),
    Form("vucomiss {m}, {dx}", chain=False, vector=True),
    Form("movhps {m}, {dx}", vector=True), Form("movlps {m}, {dx}", vector=True),
    Form("cvtss2sd {m}, {dx}", vector=True), Form("pinsrd $1, {m}, {dx}", vector=True),
    Form("cvttss2si {sx}, {d32}", chain=False), Form("vcvttss2si {sx}, {d32}", chain=False),
    Form("vcvttsd2si {sx}, {d32}", chain=False), Form("cvttsd2si {sx}, {d64}", chain=False),
    Form("fstpt {m}", chain=False, copies=8), Form("xchgq {d64}, {m}", chain=False, copies=4),
    # pop's load-to-use latency: the popped value becomes %rsp (an explicit write the next pop needs)
    Form("popq {d64}\nmovq {d64}, %rsp", throughput=False),
    # a locked read-modify-write serialises (the lock prefix is an instruction of its own to LLVM)
    Form("lock\naddq $1, {m}", chain=False, copies=4),  # `lock` on a line of its own: LLVM's LOCK_PREFIX
)

ROB_WINDOW = "imulq %rax, %rax\n" * 20 + "{nops}" + "imulq %rbx, %rbx\n" * 20 + "addq %rbx, %rax\n"
FP_WINDOW = ("vmulss %xmm0, %xmm0, %xmm0\n" * 20 + "{fillers}" + "vmulss %xmm15, %xmm15, %xmm15\n" * 20
             + "vaddss %xmm15, %xmm0, %xmm0\n")

# Global behaviours: (key, text, what it shows).
GLOBAL_PROBES: tuple[tuple[str, str, str], ...] = (
    ("dispatch", "nop\n" * 16, "16 NOPs: the dispatch width (cycles/16 = 1/width)"),
    ("alu_units", "".join(f"leaq 1(%rax), %{r}\n" for r in GPR64), "12 independent lea: simple ALUs per cycle"),
    ("alu_units_movimm", "".join(f"movl $1, %{gpr(r, '32')}\n" for r in GPR64), "12 mov $imm: ALUs per cycle"),
    ("load_units", "".join(f"movq {8 * k}(%rsp), %{r}\n" for k, r in enumerate(GPR64)),
     "12 independent loads: loads per cycle"),
    ("load_latency", "movq (%rax), %rax\n", "pointer chase: load-to-use latency"),
    ("stack_engine", "popq %rax\npopq %rcx\npopq %rdx\npopq %rsi\n",
     "4 pops: chained through %rsp unless the front end tracks the stack pointer"),
    ("stack_sync", "pushq %rax\nsubq $8, %rsp\n",
     "push then an explicit %rsp update: the update waits for the stack engine's sync (chain - 1)"),
    ("load_op", "cmpq $1, %rax\ncmovneq (%rsi), %rax\n",
     "cmp + cmov from memory chained through %rax and flags: does the register input wait for the load?"),
    ("rmw_chain", "addq $1, 16(%rbx)\n", "read-modify-write of one address: the store-to-load chain per instruction"),
    ("gpr_forward", "movq 40(%rbx), %rax\naddq $1, %rax\nmovq %rax, 40(%rbx)\n",
     "load, add, store of one address: store-to-load forwarding of general-purpose data (+1 add)"),
    ("vec_forward", "vmovups %xmm0, 40(%rbx)\nvmovups 40(%rbx), %xmm0\n",
     "vector store then load of one address: store-to-load forwarding of vector data"),
    ("gpr_forward_moved", "movq 80(%rsp), %rdx\nsubq $1, (%rdx)\n",
     "read-modify-write through a pointer reloaded every iteration: forwarding without memory renaming (+1 sub)"),
    ("mov_fusion", "".join(f"movq %r15, %{r}\nandq $7, %{r}\n" for r in GPR64[:6]),
     "6 pairs of register move + ALU op on the move's destination: do the moves take dispatch slots?"),
    ("shift_units", "".join(f"shrq $3, %{r}\n" for r in GPR64), "12 independent shifts: shift units per cycle"),
    ("vec_store_units", "".join(f"vmovss %xmm{k}, {64 * k + 8}(%rbx)\n" for k in range(8)),
     "8 vector stores to distinct lines: vector stores per cycle"),
    ("lea_scaled", "".join(f"leaq (,%r15,8), %{r}\n" for r in GPR64),
     "12 independent two-operand scaled lea: as fast as a simple lea (alu_units)?"),
    ("lea_base_index", "".join(f"leaq (%rbx,%r15), %{r}\n" for r in GPR64),
     "12 independent base + index lea (no displacement): as fast as a simple lea?"),
    ("lea_rbp_index", "".join(f"leaq (%rbp,%r15), %{r}\n" for r in GPR64),
     "12 independent base %rbp + index lea (encoded with a zero displacement byte): as slow as a three-operand lea?"),
    ("memory_values", "movq (%rsi,%rax,8), %rdx\naddq $1, %rax\naddq $1, (%rdx)\n",
     "read-modify-write through a pointer loaded from a new word every iteration: a chain (like "
     "gpr_forward_moved) only if every word of the harness's memory holds the same pointer"),
    ("sse_merge", "movss 8(%rbx), %xmm0\n",
     "a legacy-SSE load into one xmm register, repeated: independent unless it merges into non-zero upper bits"),
    ("sse_merge_d3", "movss 8(%rbx), %xmm0\naddq $1, %rcx\naddq $1, %rdx\n",
     "the same load with two other instructions between its instances (previous write 3 back)"),
    ("sse_merge_d5", "movss 8(%rbx), %xmm0\n" + "".join(f"addq $1, %{r}\n" for r in ("rcx", "rdx", "rsi", "rdi")),
     "the same load with four other instructions between its instances (previous write 5 back)"),
    ("sse_merge_clean", "vzeroupper\n" + "movss 8(%rbx), %xmm0\n" * 10,
     "the same after vzeroupper (upper bits zero): independent loads"),
    ("sse_merge_vex", "vxorps %xmm0, %xmm0, %xmm0\n" + "movss 8(%rbx), %xmm0\n" * 4,
     "the same after a VEX.128 write of the register (upper bits zero): independent loads"),
    ("forward_offset", "movq %rax, 8(%rbx)\nmovl 12(%rbx), %eax\n",
     "store, then a load inside it at another start: store-to-load forwarding without renaming"),
    ("forward_fail", "movl %eax, 8(%rbx)\nmovq 8(%rbx), %rax\n",
     "store, then a wider load of the same address: forwarding fails, the load waits for the store"),
    ("sse_merge_move", "movaps %xmm1, %xmm0\n",
     "a legacy-SSE register move into %xmm0 (no input from it): merges like the load (sse_merge)?"),
    ("cmov_flags_e", "testl %eax, %eax\ncmovel %edx, %eax\n",
     "test + cmove chained through %eax and the flags (reference for cmov_flags_le)"),
    ("cmov_flags_le", "testl %eax, %eax\ncmovlel %edx, %eax\n",
     "test + cmovle (a condition of two flag groups): slower than with cmove?"),
    ("move_dependences", "movl %eax, %edx\nxorl %eax, %eax\ntestl %edx, %edx\ncmovlel %edx, %eax\n",
     "a move whose source is rewritten before its destination is read: the chain through %eax, "
     "the move, test and cmov (llvm-mca 19's move elimination loses it)"),
    # the out-of-order window: two chains of 20 dependent imul (60 cycles each) with N NOPs between;
    # the second chain overlaps the first only while both fit in the reorder buffer, and an add
    # joins them so that the next iteration cannot hide a stall (about 60 cycles per iteration
    # when they overlap, up to 120 when not). N = 350 fits Zen 5's window, 360 does not.
    ("rob_window_350", ROB_WINDOW.format(nops="nop\n" * 350),
     "two 20-imul chains 350 NOPs apart, joined: do they overlap (reorder buffer holds both)?"),
    ("rob_window_360", ROB_WINDOW.format(nops="nop\n" * 360),
     "the same 360 NOPs apart"),
    # the FP scheduler: the same with N `vaddps` waiting for a 20-vmulss chain between the chains
    *((f"fp_window_{n}", FP_WINDOW.format(fillers="".join(f"vaddps %xmm0, %xmm1, %xmm{2 + k % 12}\n"
                                                          for k in range(n))),
       f"two 20-vmulss chains with {n} vaddps waiting for the first between them, joined: do they overlap "
       "(the FP scheduler holds the vaddps and the second chain)?") for n in (56, 64, 72)),
    ("movimm_alu", "".join(f"cmpl $3, %{gpr(r, '32')}\n" for r in GPR64[:6])
     + "".join(f"movl $1, %{gpr(r, '32')}\n" for r in GPR64[6:]),
     "6 cmp + 6 mov $imm (each kind alone runs 6 per cycle): do they share the ALUs (12 per 2 cycles)?"),
    ("alu_wakeup_load_op", "".join(f"leaq 8(%r15), %{r}\ncmpq 8(%rbx), %{r}\n" for r in GPR64[:4]),
     "4 pairs lea + cmp of memory with its result: does a load-op consumer pay the ALU wake-up cost too?"),
    ("setcc_alu", "cmpq $0, %r15\n" + "".join(f"sete %{r}\n" for r in ("al", "cl", "dl", "sil", "dil", "r8b"))
     + "".join(f"cmpl $3, %{gpr(r, '32')}\n" for r in GPR64[6:11]),
     "cmp, 6 sete of its flags, 5 cmp (each kind alone as fast as the ALUs allow): do they share the ALUs?"),
    ("adc_throughput", "".join(f"sbbq $-1, %{r}\ncmpq $1, %r15\n" for r in GPR64),
     "12 sbb, each with its own carry from a cmp: how long adc/sbb hold their ALU (LLVM: 4 cycles)"),
    ("acc_imm", "addl $384, %eax\n" + "".join(f"cmpl $3, %{gpr(r, '32')}\n" for r in GPR64[1:]),
     "the accumulator form addl $imm32, %eax among 11 cmp: how long it holds its ALU (LLVM: 4 cycles)"),
    ("movsx_alu", "".join(f"cmpl $3, %{gpr(r, '32')}\n" + (f"movslq {64 * (k + 1)}(%rbx), %{m}\n" if m else "")
                          for k, (r, m) in enumerate(zip(GPR64[:6], ("r10", "", "r11", "", "r12", ""), strict=True))),
     "6 cmp + 3 movslq loads (12 movslq alone: 4 per cycle, the load units): does a sign-extending "
     "load also take an ALU slot (9 per 6 ALUs)?"),
    ("movabs_alu", "".join(f"cmpl $3, %{gpr(r, '32')}\n" + (f"movabsq $81985529216486895, %{m}\n" if m else "")
                           for r, m in zip(GPR64[:6], ("r10", "", "r11", "", "r12", ""), strict=True)),
     "6 cmp + 3 movabsq (12 movabsq alone: 3 per cycle): does movabsq share the ALUs, and for how long? "
     "(a companion of the movabsq form's fit)"),
    ("narrow_move", "movb $13, %al\n" + "".join(f"cmpl $3, %{gpr(r, '32')}\n" for r in GPR64[1:]),
     "a byte move among 11 cmp: how long it holds its ALU (LLVM: 4 cycles, movabs's class)"),
    ("store_alu", "movq %r15, 64(%rbx)\nmovq %r15, 128(%rbx)\n" + "".join(f"cmpl $3, %{gpr(r, '32')}\n" for r in GPR64[:6]),
     "2 stores + 6 cmp (the cmps alone: 1 cycle): do stores take ALU slots (8 per 6 ALUs)?"),
    ("alu_wakeup", "".join(f"leaq 8(%r15), %{r}\ntestq %{r}, %{r}\n" for r in GPR64[:4]),
     "4 pairs lea + test of its result (no chain between iterations): does a consumer of an ALU "
     "result cost more ALU time than an independent operation?"),
    # store order (memory side, third session): a store of late data (a reload and three imul)
    # then a store of early data whose reload feeds the first store of the next iteration: no
    # chain, unless a store waits for the older store to issue (llvm-mca; then about 10 cycles)
    ("store_order", "movq %rax, 8(%rbx)\nmovq 8(%rbx), %rcx\n" + "imulq %rcx, %rcx\n" * 3
     + "movq %rcx, 16(%rbx)\nmovq %rdx, 24(%rbx)\nmovq 24(%rbx), %rax\n",
     "a store of late data, then a store of early data reloaded into the next iteration's first "
     "store: does a store wait for the older store (a chain through the imuls)?"),
    ("forward_narrow", "movb %al, 40(%rbx)\nmovzbl 40(%rbx), %eax\n",
     "byte store, then a zero-extending byte load of it: forwarding of narrow data (no renaming?)"),
    ("fail_commit", "imulq %rax, %rax\nimulq %rax, %rax\nmovq %rax, 200(%rbx)\nmovl %ecx, 8(%rbx)\n"
     "movq 8(%rbx), %rax\n",
     "a load wider than the store before it (forwarding fails), whose result feeds another, older "
     "store elsewhere: does the failed load wait for that store too (stores commit in order)?"),
)
