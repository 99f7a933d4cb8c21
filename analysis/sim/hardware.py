"""Hardware behaviours LLVM 19's scheduling models lack, switched on by a model's `hardware:` data.

Nothing here runs for a model without `hardware:` (every generated LLVM model), so those stay
byte-exact with llvm-mca 19. Each behaviour is expressed in the simulator's own terms, on the
instruction descriptors, so the pipeline itself is unchanged:

* stack engine (`stack_engine: true`): push and pop neither read nor write %rsp in the dependency
  graph: the front end tracks the stack pointer, so a run of pushes/pops is not a chain.
* load-op scheduling (`load_op_advance: N`, N = the load latency): an instruction with a folded
  load runs as load then op. Its register/flags inputs are needed at issue and its writes come
  N cycles earlier than the model says (the ALU part only); its address registers get a
  ReadAdvance of -N (the address must be ready N cycles before the op issues). A
  read-modify-write instead reads its non-address inputs N cycles after issue (ReadAdvance N).
* stack-engine base: when the region writes %rsp explicitly, its pushes and pops read %rsp again
  (they are offsets from that value; `leaq -32(%rbp), %rsp; ...; popq %rbp` is a chain).
* stack-engine sync (`stack_sync_latency: N`): an instruction that reads %rsp explicitly after
  push/pop (walking back cyclically, a push/pop comes before any explicit %rsp write; other reads
  in between do not matter) waits N cycles more for it (the sync uop the hardware inserts): its
  %rsp read gets a ReadAdvance of -N. `pushq %rsp` reads %rsp so and is a new base for the later
  push/pop (an %rsp write of latency 0); an ordinary read's sync is not.
* memory dependences (`memory_dependences: true`): a load from the same address as an earlier
  store (identical base, index, scale, displacement and segment, the address registers not
  written in between, also across iterations) depends on that store: the store gets an extra write
  of a spare register (one per store, from the debug registers no measurable block uses) whose
  latency is the store's data latency (0 for a plain store, the ALU part for read-modify-write)
  plus the forwarding latency F (`store_forwarding`, or `store_forwarding_gpr` for
  general-purpose data). A plain load's result is then that data (its writes get latency 0 and
  it reads the spare register without advance); a load-op reads it at issue (with load-op scheduling;
  else `load_latency` cycles late), so its ALU part follows the data; a read-modify-write reads it without advance, so its own store
  (its spare write, the ALU part after issue) follows the data. Either way the loaded value is ready F cycles after the stored one.
* move fusion (`mov_fusion: true`): a register-to-register integer move (`MOV32rr`, `MOV64rr`)
  immediately followed by a register-only ALU instruction whose destination is the move's and is
  also its first source (the two-operand form: `movq %rdi, %rax; andq $-16, %rax`; not `lea`, not
  `cmp`/`test`, which write no register) travels as one op: the move takes no dispatch or retire
  slot (its descriptor gets 0 micro-ops and `fused`; it has no resources and latency 0 anyway).
* cmov's flags input (`cmov_flags_latency: N`): a conditional move whose condition combines two
  flag groups (a, be, l, ge, le, g) reads the flags N cycles before it issues (a ReadAdvance of
  -N): its flags-to-result latency is N cycles longer. Zen 5: `testl %eax, %eax; cmovlel %edx,
  %eax` 3.00 cycles per iteration, with cmove/cmovb/cmovs/cmovo/cmovp 2.00, `testl; setle %al` 2.00.
* move dependences (`move_dependences: true`): register moves are not eliminated in the register
  file, so they always pass their source's dependence on (they have no resources and latency 0
  anyway). llvm-mca 19's move elimination loses the dependence when the source is rewritten before
  the destination is read: `movl %eax, %edx; xorl %eax, %eax; testl %edx, %edx; cmovlel %edx,
  %eax` is no chain to it (0.67 cycles on znver4), 3.00 cycles on Zen 5.
* ALU wake-up cost (`alu_wakeup: N`, `alu_group: NAME`): an integer ALU instruction (it uses the
  group NAME, has no memory operand) whose register or flags input comes from an ALU instruction
  of the region that starts a dependency chain (none of that producer's inputs comes from an ALU
  instruction of the region: it reads only registers the region does not compute, constants or
  loaded values) holds its unit N cycles longer. Moves without resources (eliminated, fused) are
  looked through. Measured on Zen 5: `leaq 8(%r12), %rsi; testq %rsi, %rsi` runs 0.48 cycles per
  pair where independent ALU operations run 6 per cycle; a longer chain pays about once
  (lea -> add -> add -> add -> test: 1.06 cycles), each consumer of a chain head pays (a lea and
  four consumers: 1.48), the distance does not matter (1 to 5 instructions apart: 1.13-1.17).
  With `alu_wakeup_load_ops: true` a load-op (no store) whose ALU operation uses the group pays
  too when a register input other than its address comes from a chain head: 4 pairs `leaq
  8(%r15), %rX; cmpq 8(%rbx), %rX` 2.18 cycles (the cmp on another register: 1.33).
* same memory values (`memory_values_same: true`): every word the region does not store to holds
  one pointer (the measuring harness's set-up, BHive's too), so a 64-bit load from such a word
  (and a pop, when the region pushes nothing) gives the same value wherever it loads from:
  `movq (%rsi,%rax,8), %rdx; addq $1, (%rdx)` read-modify-writes one address every iteration,
  and two such pointers (`(%r8)`, `(%r9)`) are one address. These matches count as rewritten
  addresses (`store_forwarding_gpr_moved`: no memory renaming).
* values the same every iteration (with `store_forwarding_gpr_moved`): an address register
  rewritten every iteration still names one location when its value is (a constant, a copy, a
  computation of such values); a conditional move of two such values is one too, its condition
  taken as stable (Zen 5: `movl $9341104, %eax; movl $9340672, %edx; cmoveq %rdx, %rax; addq $1,
  (%rax); addq $24, %rsp` 7.01 cycles, flags from a counter's `addl $1, %ecx` 7.00; a condition
  that alternates each iteration, `addl $1, %ecx; testl $1, %ecx`, measures 3.77: not modelled).
* SSE merges (`sse_merge_latency: N`): a legacy-SSE (non-VEX) instruction that writes an xmm
  register keeps the register's upper bits; when they may be non-zero it depends on the old value
  and its result is ready N cycles after it (a read of the destination with ReadAdvance
  latency - N; zero idioms and eliminated moves lose that status). The bits are zero after a
  VEX.128 write of the register or vzeroupper/vzeroall (nearest earlier one, cyclically); with
  no such write in the region they are as the region starts (`vector_upper_dirty`). With
  `sse_merge_window: W`, N applies only when the register's previous write is at most W
  instructions earlier (cyclically); farther, the merge costs 1 cycle.
* stores on the ALUs (`store_alu: true`, `alu_group: NAME`): a store (integer, vector, immediate,
  push; not a read-modify-write, whose ALU operation is its slot) also takes one cycle of the group
  NAME. Zen 5: 6 `cmpl $3, %reg` run in 1.00 cycle, with 2 stores 1.34, 1 store 1.16, 2 stores +
  10 ALU operations 2.01 (8, 7 and 12 slots on 6 ALUs); loads do not (2 loads + 6 ALU ops: 1.00).
* narrow forwarding (`store_forwarding_narrow: F`): a general-purpose load that zero- or
  sign-extends 8- or 16-bit data from a same-address store (`movb %al, 40(%rbx); movzbl 40(%rbx),
  %eax`) gets it F cycles after the store's (no memory renaming; Zen 5: 7.01 cycles per iteration,
  movzwl 7.00, where movl/movq run at 0.5 and a merging `movb 40(%rbx), %al` at 2.00).
* stores out of order (`stores_out_of_order: true`; the order edge between stores is dropped in
  sim/lsunit.py, a HOOK): a store does not wait for older stores to issue. A load whose forwarding
  fails waits, besides the store it overlaps, for every other store of the region (the nearest
  earlier instance of each, cyclically) with the same latency: it reads memory after the stores
  commit, in order. Zen 5: a store of late data (reload + 3 imul) then a store of early data that
  the next iteration reloads, 1.46 cycles (in order: 10); `imulq %rax, %rax` ×2, `movq %rax,
  200(%rbx); movl %ecx, 8(%rbx); movq 8(%rbx), %rax`: 20.01 = 6 + 14.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..isa import Isa
from ..machine.model import CpuModel, HardwareModel
from ..mcinst import Expr, Imm, McInst, Reg
from .hardware_adjust import mem_start
from .hardware_rules import HardwareRules, hardware_rules
from .instr_desc import (
    STACK_BASE_USE,
    InstrDesc,
    ReadDesc,
    ResourceUsage,
    WriteDesc,
    register_table,
    resource_table,
)


def _address(inst: McInst, start: int, rules: HardwareRules) -> tuple[object, ...]:
    """The memory operand at `start` as (base, scale, index, displacement, segment): register names,
    numbers, expression text (the target's layout: rules.memory_operand)."""
    m = rules.memory_operand
    ops = inst.operands[start:start + m.size]
    out: list[object] = []
    for op in (ops[m.base], ops[m.scale], ops[m.index], ops[m.displacement], ops[m.segment]):
        if isinstance(op, Reg):
            out.append(op.name)
        elif isinstance(op, Imm):
            out.append(op.value)
        elif isinstance(op, Expr):
            out.append(op.text)
        else:
            out.append(None)
    return tuple(out)


def link_memory(instrs: Sequence[McInst], descs: list[InstrDesc | None], isa: Isa,
                model: CpuModel) -> list[InstrDesc | None]:
    """Region-level behaviours: stack-engine syncs, then same-address store-to-load dependences."""
    hw = model.hardware
    if hw is not None and hw.move_dependences:
        descs = [replace(d, optimizable_move=False) if d is not None and d.optimizable_move else d for d in descs]
    if hw is not None and hw.mov_fusion:
        descs = _mov_fusion(instrs, descs, isa)
    if hw is not None and hw.store_alu and hw.alu_group:
        descs = _store_alu(instrs, descs, model, hw.alu_group, hardware_rules(isa))
    if hw is not None and hw.alu_wakeup and hw.alu_group:
        descs = _alu_wakeup(instrs, descs, isa, model, hw)
    if hw is not None and hw.stack_engine:
        descs = _stack_rebase(instrs, descs, isa)
    if hw is not None and hw.stack_engine and hw.stack_sync_latency:
        descs = _stack_sync(instrs, descs, isa, hw.stack_sync_latency)
    if hw is not None and hw.sse_merge_latency:
        descs = _sse_merge(instrs, descs, isa, hw.sse_merge_latency, hw.vector_upper_dirty, hw.sse_merge_window)
    if hw is None or not hw.memory_dependences:
        return descs
    return _memory(instrs, descs, isa, model, hw)


def _mov_fusion(instrs: Sequence[McInst], descs: list[InstrDesc | None], isa: Isa) -> list[InstrDesc | None]:
    """A register move followed by a two-operand ALU instruction on the move's destination: the
    move takes no dispatch slot (0 micro-ops). The next instruction of the last one is the first
    (the region is a loop), unless the region is the move alone."""
    regs = register_table(isa)
    rules = hardware_rules(isa)
    fusible, lea = rules.opcodes("fusible_move"), rules.opcodes("address_computation")
    n = len(instrs)
    out = list(descs)
    for k, inst in enumerate(instrs):
        d = descs[k]
        if d is None or inst.opcode not in fusible or n < 2 or d.resources or d.uops != 1:
            continue
        nxt, nd = instrs[(k + 1) % n], descs[(k + 1) % n]
        dst = inst.operands[0] if inst.operands else None
        if nd is None or not isinstance(dst, Reg) or nd.may_load or nd.may_store or nd.uops != 1 \
                or nxt.opcode in lea or nxt.opcode in fusible or len(nxt.operands) < 2:
            continue
        a, b = nxt.operands[0], nxt.operands[1]
        if not (isinstance(a, Reg) and isinstance(b, Reg) and a.name == b.name):
            continue
        r, t = regs.index.get(dst.name, 0), regs.index.get(a.name, 0)
        if r and t and (r == t or t in regs.superregs[r] or t in regs.subregs[r]):
            out[k] = replace(d, uops=0, fused=True)
    return out


def _alu_wakeup(instrs: Sequence[McInst], descs: list[InstrDesc | None], isa: Isa, model: CpuModel,
                hw: HardwareModel) -> list[InstrDesc | None]:
    """ALU instructions fed by a chain-head ALU instruction hold their ALU unit longer."""
    table = resource_table(model)
    gidx = table.index_by_name.get(hw.alu_group)
    if gidx is None:
        return descs
    gmask = table.masks[gidx]
    regs = register_table(isa)
    rules = hardware_rules(isa)
    n = len(instrs)

    def alu(d: InstrDesc | None) -> bool:  # runs on the ALU group, no memory operand
        return d is not None and not d.may_load and not d.may_store and not d.fused and d.uops > 0 \
            and not d.zero_idiom and any(u.mask == gmask for u in d.resources)

    def through(d: InstrDesc | None) -> bool:  # a move without resources: look through it
        return d is not None and not d.is_mem_op and (d.fused or (not d.resources and d.max_latency == 0)) \
            and bool(d.writes)

    aliases: dict[int, set[int]] = {}

    def alias(r: int) -> set[int]:
        a = aliases.get(r)
        if a is None:
            a = aliases[r] = {r, *regs.superregs[r], *regs.subregs[r]}
        return a

    written = {w.reg for d in descs if d is not None for w in d.writes}

    def producers(k: int, depth: int = 0, skip: frozenset[int] = frozenset()) -> set[int]:
        """The instructions whose results instruction k reads (nearest earlier writer of each input,
        cyclically; moves without resources looked through; reads of use index in `skip` left out)."""
        d = descs[k]
        out: set[int] = set()
        if d is None:
            return out
        for rd in d.reads:
            if not rd.reg or (rd.use_index in skip and not rd.implicit):
                continue
            a = alias(rd.reg)
            if a.isdisjoint(written):
                continue  # never written in the region: no producer (no walk round the loop)
            for back in range(1, n + 1):
                j = (k - back) % n
                dj = descs[j]
                if dj is not None and any(w.reg in a for w in dj.writes):
                    if through(dj) and depth < 4 and j != k:
                        out |= producers(j, depth + 1)
                    else:
                        out.add(j)
                    break
        return out

    def load_op(k: int) -> frozenset[int] | None:
        """A load-op (no store) whose ALU operation uses the group: its address operands' use
        indices (they feed the load, not the ALU); None for anything else."""
        d = descs[k]
        if d is None or not d.may_load or d.may_store or d.fused or d.uops <= 0 \
                or not any(u.mask == gmask for u in d.resources):
            return None
        info, start = isa.opcodes.get(instrs[k].opcode), mem_start(instrs[k], isa, rules)
        if info is None or start < 0:
            return None
        return frozenset(j - info.num_defs for j in range(start, start + rules.memory_operand.size))

    prods = [producers(k) if alu(descs[k]) else set() for k in range(n)]
    head = [alu(descs[k]) and not any(alu(descs[j]) for j in prods[k]) for k in range(n)]
    if hw.alu_wakeup_load_ops:
        # a load-op's register (data) input from a chain head costs the same (`movl $4, %r15d;
        # cmpl (%rbp), %r15d`: 0.55 cycles, 0.33 when the cmp reads another register)
        for k in range(n):
            addr = load_op(k)
            if addr is not None:
                prods[k] = producers(k, skip=addr)
    out = list(descs)
    for k, d in enumerate(descs):
        consumer = alu(d) or (hw.alu_wakeup_load_ops and load_op(k) is not None)
        if d is None or not consumer or not any(head[j] and j != k for j in prods[k]):
            continue
        out[k] = replace(d, resources=tuple(replace(u, cycles=u.cycles + hw.alu_wakeup) if u.mask == gmask else u
                                            for u in d.resources))
    return out


def _units(mask: int) -> int:
    """The unit bits of a resource mask (a group's mask also has the group's own, highest, bit)."""
    return mask & ~(1 << (mask.bit_length() - 1)) if mask.bit_count() > 1 else mask


def _store_alu(instrs: Sequence[McInst], descs: list[InstrDesc | None], model: CpuModel,
               group: str, rules: HardwareRules) -> list[InstrDesc | None]:
    """Stores that use no ALU unit take one cycle of the ALU group as well (a new resource use, as
    llvm-mca's normalisation would have made it: the group's bit joins used_groups)."""
    table = resource_table(model)
    gidx = table.index_by_name.get(group)
    if gidx is None:
        return descs
    gmask = table.masks[gidx]
    gunits = gmask & ~(1 << (gmask.bit_length() - 1))
    out = list(descs)
    for k, d in enumerate(descs):
        if d is None or not d.may_store or d.is_call or not _writes_memory(instrs[k], d, rules) or d.fused:
            continue
        if any(_units(u.mask) & ~gunits == 0 for u in d.resources):
            continue  # a read-modify-write: its ALU operation is that slot
        uses = sorted((*d.resources, ResourceUsage(gmask, 1, 1, False, gidx)), key=lambda u: (u.mask.bit_count(), u.mask))
        out[k] = replace(d, resources=tuple(uses), used_groups=d.used_groups | (1 << (gmask.bit_length() - 1)))
    return out


def _stack_rebase(instrs: Sequence[McInst], descs: list[InstrDesc | None], isa: Isa) -> list[InstrDesc | None]:
    """The stack engine tracks push/pop as offsets from the last explicit value of %rsp: when the
    region writes %rsp explicitly (`leaq -32(%rbp), %rsp`, `movq %rbp, %rsp`, `andq $-16, %rsp`),
    its pushes and pops need that value (`leaq -32(%rbp), %rsp; popq %rbx; popq %r12; popq %rbp`:
    5.00 cycles, lea 1 + load 4 through %rbp; `movq %rbp, %rsp; popq %rbp`: 4.00)."""
    rules = hardware_rules(isa)
    rsp = register_table(isa).index.get(rules.stack_pointer, -1)
    stack = [inst.opcode in rules.opcodes("stack") for inst in instrs]
    if not any(stack) or not any(not st and d is not None and any(w.reg == rsp for w in d.writes)
                                 for st, d in zip(stack, descs, strict=True)):
        return descs
    return [replace(d, reads=(*d.reads, ReadDesc(rsp, STACK_BASE_USE, True, False, ())))
            if st and d is not None and not any(r.reg == rsp for r in d.reads) else d
            for st, d in zip(stack, descs, strict=True)]


def _is_push_rsp(inst: McInst, rules: HardwareRules) -> bool:
    """A push of the stack pointer itself (`pushq %rsp`)."""
    return inst.opcode in rules.opcodes("push_register") and bool(inst.operands) \
        and getattr(inst.operands[0], "name", "") == rules.stack_pointer


def _stack_sync(instrs: Sequence[McInst], descs: list[InstrDesc | None], isa: Isa,
                cycles: int) -> list[InstrDesc | None]:
    """An explicit %rsp read that follows a push/pop (walking back, before any explicit %rsp write;
    other reads in between do not matter) waits for the stack engine's sync uop: its %rsp read gets
    a ReadAdvance of -cycles. `pushq %rsp` reads %rsp so, and is a new base the later push/pop are
    offsets from (an %rsp write of latency 0); a `movq %rsp, %rdx` sync is not (Zen 5: `popq %rsi;
    andq $-16, %rsp; pushq %rax; pushq %rsp` 3.00 cycles per iteration, with `movq %rsp, %rdx`
    instead of `pushq %rsp` 1.99)."""
    rules = hardware_rules(isa)
    rsp = register_table(isa).index.get(rules.stack_pointer, -1)
    n = len(instrs)
    stack = [inst.opcode in rules.opcodes("stack") for inst in instrs]
    push_rsp = [_is_push_rsp(inst, rules) for inst in instrs]
    if not any(stack):
        return descs
    base = [push_rsp[k] or (not stack[k] and d is not None and any(w.reg == rsp for w in d.writes))
            for k, d in enumerate(descs)]
    out = list(descs)
    for k, d in enumerate(descs):
        if d is None or (stack[k] and not push_rsp[k]) or not (push_rsp[k] or any(r.reg == rsp for r in d.reads)):
            continue
        sync = False
        for back in range(1, n + 1):
            j = (k - back) % n
            if stack[j] and not push_rsp[j]:
                sync = True
                break
            if base[j]:
                break
        advances = ((0, -cycles),) if sync else ()
        if push_rsp[k]:
            reads = tuple(r for r in d.reads if r.reg != rsp)
            out[k] = replace(d, reads=(*reads, ReadDesc(rsp, STACK_BASE_USE, True, False, advances)),
                             writes=(*d.writes, WriteDesc(rsp, 0)))
        elif sync:
            out[k] = replace(d, reads=tuple(replace(r, advances=advances) if r.reg == rsp else r for r in d.reads))
    return out


def _sse_merge(instrs: Sequence[McInst], descs: list[InstrDesc | None], isa: Isa, merge: int,
               dirty_at_start: bool, window: int = 0) -> list[InstrDesc | None]:
    """Legacy-SSE writes of an xmm register whose upper bits may be non-zero depend on its old value."""
    regs = register_table(isa)
    rules = hardware_rules(isa)
    vex, merging = rules.opcodes("vex"), rules.merging_vector_prefix
    if not merging:
        return descs
    n = len(instrs)
    # per instruction: (vector register number, written by VEX/EVEX?, its full name) of its writes
    written: list[list[tuple[int, bool, str]]] = []
    for inst, d in zip(instrs, descs, strict=True):
        out: list[tuple[int, bool, str]] = []
        if d is not None:
            for w in d.writes:
                name = regs.names[w.reg]
                k = rules.vector_index(name)
                if k >= 0:
                    out.append((k, inst.opcode in vex, name))
        written.append(out)
    zeroing = [inst.opcode in rules.opcodes("upper_zeroing") for inst in instrs]
    result = list(descs)
    for k, (inst, d) in enumerate(zip(instrs, descs, strict=True)):
        if d is None or inst.opcode in vex or not written[k]:
            continue
        for num, _vex, name in written[k][:1]:  # the explicit destination
            if not name.startswith(merging):
                continue
            dirty = dirty_at_start
            for back in range(1, n + 1):
                j = (k - back) % n
                if zeroing[j]:
                    dirty = False
                    break
                hit = [(vex, nm) for m, vex, nm in written[j] if m == num]
                if hit and hit[0][0]:  # a VEX/EVEX write: zero above 128 bits only for an xmm write
                    dirty = not hit[0][1].startswith(merging)
                    break
            if not dirty:
                continue
            merge_k = merge
            if window:
                # the previous write of the register more than `window` instructions back: 1 cycle
                prev = next((b for b in range(1, n + 1) if any(m == num for m, _v, _nm in written[(k - b) % n])), n)
                if prev > window:
                    merge_k = 1
            reg = regs.index[name]
            lat = max((w.latency for w in d.writes if w.reg == reg), default=0)
            if any(r.reg == reg for r in d.reads):
                if lat >= merge_k and not any(r.independent for r in d.reads if r.reg == reg):
                    continue  # it reads its destination anyway, at least as late as the merge
                reads = tuple(r if r.reg != reg else replace(r, independent=False, advances=((0, min(0, lat - merge_k)),))
                              for r in d.reads)
                writes = d.writes
            elif lat <= merge_k:
                reads = (*d.reads, ReadDesc(reg, 1500, True, False, ((0, lat - merge_k),)))
                writes = d.writes
            else:
                # result = max(old value + merge_k, inputs + lat): the register is written `merge_k`
                # cycles after issue and every other input is needed lat - merge_k cycles earlier
                # (a positive ReadAdvance cannot start an instruction before its producer issues)
                early = lat - merge_k
                reads = tuple(replace(r, advances=(*((wid, c - early) for wid, c in r.advances), (0, -early)))
                              for r in d.reads)
                reads = (*reads, ReadDesc(reg, 1500, True, False, ()))
                writes = tuple(replace(w, latency=merge_k) if w.reg == reg else w for w in d.writes)
            result[k] = replace(d, reads=reads, writes=writes, zero_idiom=False, dependency_breaking=False,
                                optimizable_move=False)
    return result


def _fails(store: McInst, load: McInst, hw: HardwareModel, rules: HardwareRules) -> bool:
    """Same start, but the load is wider than the store: forwarding fails."""
    sw, lw = rules.width(store.opcode), rules.width(load.opcode)
    return hw.store_forwarding_fail >= 0 and 0 < sw < lw


def _overlap(store: McInst, load: McInst, sa: tuple[object, ...] | None, la: tuple[object, ...] | None,
             hw: HardwareModel, rules: HardwareRules) -> str:
    """Another displacement off the same base and index: "inside" when the load lies within the
    store (forwarded at store_forwarding_offset), "fail" when it overlaps without lying inside, ""."""
    if sa is None or la is None or (sa[0], sa[1], sa[2], sa[4]) != (la[0], la[1], la[2], la[4]):
        return ""
    if not isinstance(sa[3], int) or not isinstance(la[3], int):
        return ""
    sw, lw = rules.width(store.opcode), rules.width(load.opcode)
    if not sw or not lw:
        return ""
    s0, l0 = sa[3], la[3]
    if l0 >= s0 + sw or s0 >= l0 + lw:
        return ""
    if s0 <= l0 and l0 + lw <= s0 + sw:
        return "inside" if hw.store_forwarding_offset >= 0 else ""
    return "fail" if hw.store_forwarding_fail >= 0 else ""


def _writes_memory(inst: McInst, d: InstrDesc, rules: HardwareRules) -> bool:
    """A store (LLVM marks prefetches mayStore too; they write nothing)."""
    return d.may_store and inst.opcode not in rules.opcodes("prefetch")


class _Values:
    """Which address registers hold the same value at two positions of the loop: the same
    reaching definition (or none at all), when that definition gives the same value every
    iteration (a constant, a copy or lea of such values, a load of such an address that no store
    of the region writes)."""

    def __init__(self, instrs: Sequence[McInst], descs: list[InstrDesc | None], isa: Isa,
                 addr: list[tuple[object, ...] | None], written: list[set[int]], same_memory: bool = False) -> None:
        self.instrs, self.descs, self.addr, self.written = instrs, descs, addr, written
        self.regs = register_table(isa)
        self.rules = rules = hardware_rules(isa)
        self.pointer_load = rules.opcodes("pointer_load")
        self.stored = {a for a, d, inst in zip(addr, descs, instrs, strict=True)
                       if a is not None and d is not None and _writes_memory(inst, d, rules)}
        # memory_values_same: a pointer loaded from a word the region never stores to is the one
        # value every such word holds (pops too when nothing is pushed)
        self.same_memory = same_memory
        pushes = any(inst.opcode in rules.opcodes("push") for inst in instrs)
        self.memory_value = [same_memory and (
            (inst.opcode in self.pointer_load and addr[k] is not None and addr[k] not in self.stored)
            or (inst.opcode in rules.opcodes("pointer_pop") and not pushes)) for k, inst in enumerate(instrs)]
        if same_memory:
            self._refine_memory_values()

    def _refine_memory_values(self) -> None:
        """A load whose address text the region also stores to still reads a never-written word when
        each such store's address registers hold other values (`movq (%r9), %r9; addq $1, (%r9)`: the
        second r9 is the loaded pointer). Taken as memory values, then dropped while a store may
        alias them (equal or unknown values), until nothing changes."""
        stores = [s for s, (a, d, inst) in enumerate(zip(self.addr, self.descs, self.instrs, strict=True))
                  if a is not None and d is not None and _writes_memory(inst, d, self.rules)]
        maybe = [k for k, inst in enumerate(self.instrs) if inst.opcode in self.pointer_load and self.addr[k] is not None
                 and self.addr[k] in self.stored]
        if not maybe or len(self.instrs) > 64:
            return
        for k in maybe:
            self.memory_value[k] = True
        changed = True
        while changed:
            changed = False
            for k in maybe:
                if self.memory_value[k] and any(self.addr[s] == self.addr[k] and not self.differs_at(s, k) for s in stores):
                    self.memory_value[k] = False
                    changed = True

    def differs_at(self, s: int, k: int) -> bool:
        """The address registers of one address text hold known, different values at s and k."""
        a = self.addr[k]
        if a is None:
            return False
        for j in (0, 2):
            if isinstance(a[j], str):
                ks, kk = self.key(a[j], s), self.key(a[j], k)
                if ks is not None and kk is not None and ks != kk:
                    return True
        return False

    def _reaching(self, reg: int, pos: int) -> int:
        """The nearest earlier instruction (cyclically) that writes `reg` or an alias of it; -2 when
        that write is partial (an 8- or 16-bit part: the old value stays in the rest)."""
        n = len(self.instrs)
        regs = self.regs
        aliases = {reg, *regs.superregs[reg], *regs.subregs[reg]}
        for back in range(1, n + 1):
            k = (pos - back) % n
            hit = self.written[k] & aliases
            if hit:
                # a write of the register, a wider one, or a 32-bit one (it zero-extends): a full def
                if reg in hit or any(r in regs.superregs[reg] or regs.names[r] in self.rules.zero_extending_registers
                                     for r in hit):
                    return k
                return -2
        return -1

    def key(self, name: object, pos: int, depth: int = 0, seen: frozenset[int] = frozenset()) -> object:
        if not isinstance(name, str):
            return name
        r = self.regs.index.get(name, 0)
        if not r:
            return None
        k = self._reaching(r, pos)
        if k == -2:
            return None
        if k < 0:
            return ("init", name)
        if self.memory_value[k]:
            return ("memory",)
        if self.same_memory and depth < 4 and self.instrs[k].opcode in self.pointer_load and k not in seen:
            stored = self._stored_value(k, depth + 1, seen | {k})
            if stored is not None:
                return stored
        return ("def", k) if depth < 4 and self._invariant(k, depth + 1, seen) else None

    def _stored_value(self, k: int, depth: int, seen: frozenset[int]) -> object:
        """A 64-bit reload of a word the region stores with `movq %reg, mem` (the nearest earlier
        such store, cyclically, to the same address text): the stored register's value."""
        n = len(self.instrs)
        for back in range(1, n + 1):
            s = (k - back) % n
            d = self.descs[s]
            if d is not None and self.addr[s] == self.addr[k] and _writes_memory(self.instrs[s], d, self.rules):
                if self.instrs[s].opcode not in self.rules.opcodes("pointer_store"):
                    return None
                # the stored register: the operand after the memory operand
                size = self.rules.memory_operand.size
                stored = self.instrs[s].operands[size] if len(self.instrs[s].operands) > size else None
                return self.key(getattr(stored, "name", None), s, depth, seen)
        return None

    def _invariant(self, k: int, depth: int, seen: frozenset[int]) -> bool:
        inst, d = self.instrs[k], self.descs[k]
        op = inst.opcode
        if d is None:
            return False
        if k in seen:  # a cycle of copies (movq %r13, %r12; movq %r12, %r13): the values go round
            return op in self.rules.opcodes("register_move")
        seen = seen | {k}
        if op in self.rules.opcodes("constant_move") or d.zero_idiom:  # a constant (`xorl %edx, %edx` too)
            return True
        if op in self.rules.opcodes("register_move"):
            return self.key(getattr(inst.operands[1], "name", None), k, depth, seen) is not None
        a = self.addr[k]
        if a is not None and (op in self.rules.opcodes("address_computation")
                              or (op in self.rules.opcodes("plain_load") and a not in self.stored)):
            return all(self.key(a[j], k, depth, seen) is not None for j in (0, 2) if isinstance(a[j], str))
        # any other register-writing instruction whose inputs (registers, flags and a loaded word
        # the region never stores to) are the same every iteration: `cltq`, `shlq $3`, `addq 16(%rdi), %r8`
        if d.may_store or not d.writes or d.has_side_effects or (d.may_load and (a is None or a in self.stored)):
            return False
        # a conditional move picks the same input every iteration (its condition taken as stable,
        # like a predicted branch): `addl $1, %ecx; leaq 64(%rbx), %rax; leaq 128(%rbx), %rdx; cmoveq
        # %rdx, %rax; addq $1, (%rax)` chains at 7.00 cycles (ZF never set); when the condition
        # alternates (`testl $1, %ecx` after the add) it measures 3.77
        cmov = op in self.rules.opcodes("conditional_move")
        return all(self.key(self.regs.names[r.reg], k, depth, seen) is not None for r in d.reads
                   if not (cmov and self.regs.names[r.reg] == self.rules.flags_register))

    def same_location(self, s: int, a: tuple[object, ...] | None, pos: int, b: tuple[object, ...] | None) -> bool:
        """Two different address texts that name one location: equal scale, displacement and
        segment, and base and index registers (or their absence) holding equal values."""
        if a is None or b is None or (a[1], a[3], a[4]) != (b[1], b[3], b[4]) or a[0] is None:
            return False
        for j in (0, 2):
            if (a[j] is None) != (b[j] is None):
                return False
            if a[j] is not None:
                ka = self.key(a[j], s)
                if ka is None or ka != self.key(b[j], pos):
                    return False
        return True

    def same_address(self, s: int, pos: int, a: tuple[object, ...] | None) -> bool:
        if a is None:
            return False
        return all(self.key(a[j], s) == self.key(a[j], pos) and self.key(a[j], pos) is not None
                   for j in (0, 2) if isinstance(a[j], str))


def _memory(instrs: Sequence[McInst], descs: list[InstrDesc | None], isa: Isa, model: CpuModel,
            hw: HardwareModel) -> list[InstrDesc | None]:
    """Store-forwarding dependences between same-address stores and loads of one region."""
    regs = register_table(isa)
    rules = hardware_rules(isa)
    stack = rules.opcodes("stack")
    # spare registers that carry store-to-load dependences (the rules name ones no measurable code uses)
    spare = [regs.index[name] for name in rules.spare_registers if name in regs.index]
    n = len(instrs)
    addr: list[tuple[object, ...] | None] = []
    roots: list[frozenset[int]] = []
    for inst, d in zip(instrs, descs, strict=True):
        start = mem_start(inst, isa, rules) if d is not None and d.is_mem_op and inst.opcode not in stack else -1
        a = _address(inst, start, rules) if start >= 0 else None
        addr.append(a)
        used: set[int] = set()
        if a is not None:
            for name in (a[0], a[2]):
                if isinstance(name, str):
                    r = regs.index.get(name, 0)
                    if r:
                        used.add(r)
                        used.update(regs.superregs[r])
                        used.update(regs.subregs[r])
        roots.append(frozenset(used))
    written: list[set[int]] = []
    for k, d in enumerate(descs):
        w: set[int] = set()
        if d is not None:
            for wd in d.writes:
                w.add(wd.reg)
            if instrs[k].opcode in stack:
                w.add(regs.index.get(rules.stack_pointer, 0))
        written.append(w)
    load_latency = hw.load_latency or model.load_latency
    values = _Values(instrs, descs, isa, addr, written, hw.memory_values_same)
    extra_writes: dict[int, list[WriteDesc]] = {}
    extra_reads: dict[int, list[ReadDesc]] = {}
    spare_of: dict[tuple[int, int], int] = {}
    pure_loads: set[int] = set()
    for pos in range(n):
        d = descs[pos]
        if d is None or not d.may_load or addr[pos] is None or instrs[pos].opcode in rules.opcodes("prefetch"):
            continue
        # The nearest earlier store (cyclically, previous iteration included) to this address.
        moved = False  # an address register was written in between (memory renaming cannot apply)
        for back in range(1, n + 1):
            s = (pos - back) % n
            if s == pos and written[pos] & roots[pos]:
                if hw.store_forwarding_gpr_moved < 0 or not values.same_address(s, pos, addr[pos]):
                    break  # the instruction moves its own address on: a new address every iteration
                moved = True
            ds = descs[s]
            ds = ds if ds is None or _writes_memory(instrs[s], ds, rules) else None  # prefetches store nothing
            kind = ""
            if ds is not None and ds.may_store:
                if addr[s] == addr[pos]:
                    kind = "fail" if _fails(instrs[s], instrs[pos], hw, rules) else "same"
                elif hw.memory_values_same and hw.store_forwarding_gpr_moved >= 0 \
                        and values.same_location(s, addr[s], pos, addr[pos]):
                    kind = "other"
                else:
                    kind = _overlap(instrs[s], instrs[pos], addr[s], addr[pos], hw, rules)
            if kind and kind != "other" and moved and not values.same_address(s, pos, addr[pos]):
                if not (hw.memory_values_same and values.differs_at(s, pos)):
                    break
                kind = ""  # the same text at another, known location: look further back
            if kind:
                if kind == "other":
                    moved = True  # another address text: no memory renaming
                # vector (or x87) data on either side: no renaming (a GPR store reloaded into an
                # xmm register forwards like a vector store: `movq %rax, 8(%rbx); vmovq 8(%rbx), %xmm0`)
                vector = any(rules.is_vector_data(regs.names[r.reg]) for r in (*ds.reads, *d.writes))
                forward = hw.store_forwarding_fail if kind == "fail" else \
                    hw.store_forwarding_offset if kind == "inside" else hw.store_forwarding if vector else \
                    hw.store_forwarding_gpr_moved if moved else hw.store_forwarding_gpr
                if hw.store_forwarding_narrow >= 0 and kind in ("same", "other") and not vector \
                        and instrs[pos].opcode in rules.opcodes("extending_load") \
                        and rules.width(instrs[pos].opcode) in (1, 2):
                    forward = max(forward, hw.store_forwarding_narrow)  # extended 8/16-bit data: not renamed
                if forward < 0 or len(spare_of) >= len(spare) - 1:
                    break  # not measured for this kind of data (or out of spare registers)
                # A plain load's result is the forwarded data (its own latency no longer applies);
                # a load-op's ALU part still follows the data: it reads it `load_latency` late.
                pure = not d.may_store and not any(r.advances for r in d.reads)
                if pure:
                    pure_loads.add(pos)
                sources = [s]
                if kind == "fail" and hw.stores_out_of_order:
                    # the load waits for the store to commit, and stores commit in order: every
                    # older store of the region (one instance each) comes first
                    sources += [t for t in ((pos - b) % n for b in range(1, n)) if t != s and descs[t] is not None
                                and _writes_memory(instrs[t], descs[t], rules)]  # type: ignore[arg-type]
                for t in sources:
                    dt = descs[t]
                    assert dt is not None
                    if (t, forward) not in spare_of:
                        if len(spare_of) >= len(spare) - 1:
                            break
                        data = max(0, max((wd.latency for wd in dt.writes), default=0) - load_latency) \
                            if dt.may_load else 0
                        spare_of[t, forward] = spare[len(spare_of)]
                        extra_writes.setdefault(t, []).append(WriteDesc(spare_of[t, forward], data + forward))
                    extra_reads.setdefault(pos, []).append(
                        ReadDesc(spare_of[t, forward], 1000 + len(extra_reads.get(pos, ())), True, False,
                                 () if pure or d.may_store or hw.load_op_advance else ((0, load_latency),)))
                if kind == "fail":
                    # stores commit in order: the next instance of the store waits for this load
                    spare_of[pos, -1] = spare[len(spare_of)]
                    extra_writes.setdefault(pos, []).append(WriteDesc(spare_of[pos, -1], 0))
                    extra_reads.setdefault(s, []).append(
                        ReadDesc(spare_of[pos, -1], 1000 + len(extra_reads.get(s, ())), True, False, ()))
                break
            # a write of an address register between the store and the load: a different address,
            # unless it rewrites the same value (store_forwarding_gpr_moved: checked at the store)
            if written[s] & roots[pos]:
                if hw.store_forwarding_gpr_moved < 0:
                    break
                moved = True
    if not extra_writes:
        return descs
    out = list(descs)
    for s, wds in extra_writes.items():
        d = out[s]
        assert d is not None
        out[s] = replace(d, writes=(*d.writes, *wds), max_latency=max(d.max_latency, *(w.latency for w in wds)))
    for pos, rds in extra_reads.items():
        d = out[pos]
        assert d is not None
        writes = tuple(replace(w, latency=0) for w in d.writes) if pos in pure_loads else d.writes
        out[pos] = replace(d, reads=d.reads + tuple(rds), writes=writes)
    return out
