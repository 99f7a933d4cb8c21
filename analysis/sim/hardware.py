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
* stack-engine sync (`stack_sync_latency: N`): an instruction that reads %rsp explicitly right
  after push/pop (no other %rsp access in between, cyclically) waits N cycles more for it (the sync
  uop the hardware inserts): its %rsp read gets a ReadAdvance of -N.
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
* SSE merges (`sse_merge: N`): a legacy-SSE (non-VEX) instruction that writes an XMM register
  without reading it (loads, moves, zero idioms, shuffles, `movd`) keeps the upper part of the
  full vector register, so it depends on the destination's old value: a chain of N cycles per
  instruction through the destination. Measured on Zen 5 when the upper parts are non-zero, as in
  `mcalens measure`'s set-up (every vector register holds 1.0 in all lanes): `movss 340(%r13),
  %xmm0` alone 2.02 cycles, four into %xmm0 8.02, `xorps %xmm0, %xmm0` 2.02; the VEX forms 0.13-0.51.
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
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..isa import Isa
from ..machine.model import CpuModel, HardwareModel
from ..mcinst import Expr, Imm, McInst, Reg
from .instr_desc import InstrDesc, ReadDesc, WriteDesc, register_table, resource_table

# Spare architectural registers that carry store-to-load dependences (never used by user code that
# can be measured or is likely to be analysed: moves to/from debug registers are privileged).
_SPARE = tuple(f"DR{i}" for i in range(16))


def _is_stack_op(opcode: str) -> bool:
    return (opcode.startswith("PUSH") or opcode.startswith("POP")) and not opcode.startswith("POPCNT")


def _mem_start(inst: McInst, isa: Isa) -> int:
    info = isa.opcodes.get(inst.opcode)
    if info is None:
        return -1
    for k, op in enumerate(info.operands):
        if op.kind == "mem":
            return k if k + 5 <= len(inst.operands) else -1
    return -1


# X86 condition codes (LLVM's X86::CondCode) that combine two flag groups: be/a (CF, ZF),
# l/ge (SF, OF), le/g (ZF, SF, OF).
_TWO_FLAG_CONDITIONS = frozenset({6, 7, 12, 13, 14, 15})


def _sse_merge(desc: InstrDesc, inst: McInst, isa: Isa, cycles: int, loads: bool = False) -> InstrDesc:
    """A legacy-SSE instruction writing an XMM register it does not read merges into the full
    vector register: it reads the destination's old value, and its result is ready no sooner than
    `cycles` after it (the chain through the destination is `cycles` per instruction). Loads only
    with `loads` (see _sse_merge_loads)."""
    if inst.opcode.startswith("V") or not inst.operands or not isinstance(inst.operands[0], Reg) \
            or desc.may_store or (desc.may_load and not loads):
        return desc
    regs = register_table(isa)
    dst = regs.index.get(inst.operands[0].name, 0)
    if not dst or not regs.names[dst].startswith("XMM"):
        return desc
    if any(r.reg == dst and not r.independent for r in desc.reads):
        return desc  # already reads its destination (addss, movss reg-reg, cvtsi2sd ...)
    writes = tuple(replace(w, latency=max(w.latency, cycles)) if w.reg == dst and not w.implicit else w
                   for w in desc.writes)
    lat = max((w.latency for w in writes if w.reg == dst), default=0)
    if not lat:
        return desc
    read = ReadDesc(dst, 2000, True, False, ((0, lat - cycles),) if lat > cycles else ())
    return replace(desc, writes=writes, reads=(*desc.reads, read), max_latency=max(desc.max_latency, lat),
                   zero_idiom=False, dependency_breaking=False, optimizable_move=False)


def adjust(desc: InstrDesc, inst: McInst, isa: Isa, hw: HardwareModel) -> InstrDesc:
    """Per-instruction behaviours: stack engine, load-op scheduling, SSE merges."""
    regs = register_table(isa)
    if hw.stack_engine and _is_stack_op(inst.opcode):
        rsp = regs.index.get("RSP", -1)
        desc = replace(desc, reads=tuple(r for r in desc.reads if r.reg != rsp),
                       writes=tuple(w for w in desc.writes if w.reg != rsp))
    if hw.load_op_advance and desc.may_load and not _is_stack_op(inst.opcode):
        info = isa.opcodes.get(inst.opcode)
        start = _mem_start(inst, isa)
        if info is not None and start >= 0:
            lat = hw.load_op_advance
            address_uses = {k - info.num_defs for k in range(start, start + 5)}
            address = [r for r in desc.reads if not r.implicit and r.use_index in address_uses]
            others = [r for r in desc.reads if r.implicit or r.use_index not in address_uses]
            if others and not desc.may_store and desc.writes and min(w.latency for w in desc.writes) > lat:
                # A load-op as the hardware runs it: load then op. The op's inputs are needed at
                # issue and its result comes the ALU part (latency - load) later; the address
                # must be ready `lat` cycles before issue (a negative ReadAdvance adds latency).
                reads = tuple(replace(r, advances=((0, -lat),)) if r in address else replace(r, advances=())
                              for r in desc.reads)
                writes = tuple(replace(w, latency=w.latency - lat) for w in desc.writes)
                desc = replace(desc, reads=reads, writes=writes)
            elif others:
                # Read-modify-write (or a short-latency load-op): only the load waits for the
                # address; the other inputs are read `lat` cycles after issue.
                desc = replace(desc, reads=tuple(
                    replace(r, advances=((0, lat),)) if r in others and not r.advances else r for r in desc.reads))
    if hw.cmov_flags_latency and inst.opcode.startswith("CMOV") and inst.operands \
            and isinstance(inst.operands[-1], Imm) and inst.operands[-1].value in _TWO_FLAG_CONDITIONS:
        flags = regs.index.get("EFLAGS", -1)
        desc = replace(desc, reads=tuple(
            replace(r, advances=((0, -hw.cmov_flags_latency),)) if r.reg == flags and not r.advances else r
            for r in desc.reads))
    if hw.sse_merge:
        desc = _sse_merge(desc, inst, isa, hw.sse_merge)
    return desc


def _address(inst: McInst, start: int) -> tuple[object, ...]:
    out: list[object] = []
    for op in inst.operands[start:start + 5]:
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
    if hw is not None and hw.sse_merge:
        descs = _sse_merge_loads(instrs, descs, isa, hw.sse_merge)
    if hw is not None and hw.mov_fusion:
        descs = _mov_fusion(instrs, descs, isa)
    if hw is not None and hw.alu_wakeup and hw.alu_group:
        descs = _alu_wakeup(instrs, descs, isa, model, hw)
    if hw is not None and hw.stack_engine and hw.stack_sync_latency:
        descs = _stack_sync(instrs, descs, isa, hw.stack_sync_latency)
    if hw is None or not hw.memory_dependences:
        return descs
    return _memory(instrs, descs, isa, model, hw)


_FUSIBLE_MOVES = frozenset({"MOV32rr", "MOV32rr_REV", "MOV64rr", "MOV64rr_REV"})


def _mov_fusion(instrs: Sequence[McInst], descs: list[InstrDesc | None], isa: Isa) -> list[InstrDesc | None]:
    """A register move followed by a two-operand ALU instruction on the move's destination: the
    move takes no dispatch slot (0 micro-ops). The next instruction of the last one is the first
    (the region is a loop), unless the region is the move alone."""
    regs = register_table(isa)
    n = len(instrs)
    out = list(descs)
    for k, inst in enumerate(instrs):
        d = descs[k]
        if d is None or inst.opcode not in _FUSIBLE_MOVES or n < 2 or d.resources or d.uops != 1:
            continue
        nxt, nd = instrs[(k + 1) % n], descs[(k + 1) % n]
        dst = inst.operands[0] if inst.operands else None
        if nd is None or not isinstance(dst, Reg) or nd.may_load or nd.may_store or nd.uops != 1 \
                or nxt.opcode.startswith("LEA") or nxt.opcode in _FUSIBLE_MOVES or len(nxt.operands) < 2:
            continue
        a, b = nxt.operands[0], nxt.operands[1]
        if not (isinstance(a, Reg) and isinstance(b, Reg) and a.name == b.name):
            continue
        r, t = regs.index.get(dst.name, 0), regs.index.get(a.name, 0)
        if r and t and (r == t or t in regs.superregs[r] or t in regs.subregs[r]):
            out[k] = replace(d, uops=0, fused=True)
    return out


def _sse_merge_loads(instrs: Sequence[McInst], descs: list[InstrDesc | None], isa: Isa,
                     cycles: int) -> list[InstrDesc | None]:
    """The SSE merge of a load: only when no other instruction of the region writes the loaded
    register. The simulator would otherwise put the load's whole latency on the chain through the
    register (the instruction cannot issue before the old value is nearly ready), where the hardware
    loads early and merges late (`movdqu (%rsi), %xmm2; pxor %xmm1, %xmm2`: 4 cycles, not 2 + 8)."""
    regs = register_table(isa)
    out = list(descs)
    for k, (inst, d) in enumerate(zip(instrs, descs, strict=True)):
        if d is None or not d.may_load or d.may_store or not inst.operands or not isinstance(inst.operands[0], Reg):
            continue
        dst = regs.index.get(inst.operands[0].name, 0)
        if not dst:
            continue
        alias = {dst, *regs.superregs[dst], *regs.subregs[dst]}
        if any(j != k and dj is not None and any(w.reg in alias for w in dj.writes) for j, dj in enumerate(descs)):
            continue
        out[k] = _sse_merge(d, inst, isa, cycles, loads=True)
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

    def producers(k: int, depth: int = 0) -> set[int]:
        """The instructions whose results instruction k reads (nearest earlier writer of each input,
        cyclically; moves without resources looked through)."""
        d = descs[k]
        out: set[int] = set()
        if d is None:
            return out
        for rd in d.reads:
            if not rd.reg:
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

    prods = [producers(k) if alu(descs[k]) else set() for k in range(n)]
    head = [alu(descs[k]) and not any(alu(descs[j]) for j in prods[k]) for k in range(n)]
    out = list(descs)
    for k, d in enumerate(descs):
        if d is None or not alu(d) or not any(head[j] and j != k for j in prods[k]):
            continue
        out[k] = replace(d, resources=tuple(replace(u, cycles=u.cycles + hw.alu_wakeup) if u.mask == gmask else u
                                            for u in d.resources))
    return out


def _stack_sync(instrs: Sequence[McInst], descs: list[InstrDesc | None], isa: Isa,
                cycles: int) -> list[InstrDesc | None]:
    """An explicit %rsp read whose nearest earlier stack-pointer access is a push/pop waits for the
    stack engine's sync uop: its %rsp read gets a ReadAdvance of -cycles."""
    rsp = register_table(isa).index.get("RSP", -1)
    n = len(instrs)
    stack = [_is_stack_op(inst.opcode) for inst in instrs]
    touches = [stack[k] or (d is not None and (any(r.reg == rsp for r in d.reads)
                                               or any(w.reg == rsp for w in d.writes)))
               for k, d in enumerate(descs)]
    if not any(stack):
        return descs
    out = list(descs)
    for k, d in enumerate(descs):
        if d is None or stack[k] or not any(r.reg == rsp for r in d.reads):
            continue
        for back in range(1, n + 1):
            j = (k - back) % n
            if touches[j]:
                if stack[j]:
                    out[k] = replace(d, reads=tuple(replace(r, advances=((0, -cycles),)) if r.reg == rsp else r
                                                    for r in d.reads))
                break
    return out


_CONST_MOVES = frozenset({"MOV64ri", "MOV64ri32", "MOV32ri"})
_REG_MOVES = frozenset({"MOV64rr", "MOV64rr_REV"})
_PLAIN_LOADS = frozenset({"MOV64rm", "MOV32rm", "MOVSX64rm32", "MOVZX32rm8", "MOVZX32rm16"})


class _Values:
    """Which address registers hold the same value at two positions of the loop: the same
    reaching definition (or none at all), when that definition gives the same value every
    iteration (a constant, a copy or lea of such values, a load of such an address that no store
    of the region writes)."""

    def __init__(self, instrs: Sequence[McInst], descs: list[InstrDesc | None], isa: Isa,
                 addr: list[tuple[object, ...] | None], written: list[set[int]]) -> None:
        self.instrs, self.descs, self.addr, self.written = instrs, descs, addr, written
        self.regs = register_table(isa)
        self.stored = {a for a, d in zip(addr, descs, strict=True) if a is not None and d is not None and d.may_store}

    def _reaching(self, reg: int, pos: int) -> int:
        n = len(self.instrs)
        for back in range(1, n + 1):
            k = (pos - back) % n
            if reg in self.written[k]:
                return k
        return -1

    def key(self, name: object, pos: int, depth: int = 0, seen: frozenset[int] = frozenset()) -> object:
        if not isinstance(name, str):
            return name
        r = self.regs.index.get(name, 0)
        if not r:
            return None
        k = self._reaching(r, pos)
        if k < 0:
            return ("init", name)
        return ("def", k) if depth < 4 and self._invariant(k, depth + 1, seen) else None

    def _invariant(self, k: int, depth: int, seen: frozenset[int]) -> bool:
        inst, d = self.instrs[k], self.descs[k]
        op = inst.opcode
        if d is None:
            return False
        if k in seen:  # a cycle of copies (movq %r13, %r12; movq %r12, %r13): the values go round
            return op in _REG_MOVES
        seen = seen | {k}
        if op in _CONST_MOVES:
            return True
        if op in _REG_MOVES:
            return self.key(getattr(inst.operands[1], "name", None), k, depth, seen) is not None
        a = self.addr[k]
        if a is None or not (op.startswith("LEA") or (op in _PLAIN_LOADS and a not in self.stored)):
            return False
        return all(self.key(a[j], k, depth, seen) is not None for j in (0, 2) if isinstance(a[j], str))

    def same_address(self, s: int, pos: int, a: tuple[object, ...] | None) -> bool:
        if a is None:
            return False
        return all(self.key(a[j], s) == self.key(a[j], pos) and self.key(a[j], pos) is not None
                   for j in (0, 2) if isinstance(a[j], str))


def _memory(instrs: Sequence[McInst], descs: list[InstrDesc | None], isa: Isa, model: CpuModel,
            hw: HardwareModel) -> list[InstrDesc | None]:
    """Store-forwarding dependences between same-address stores and loads of one region."""
    regs = register_table(isa)
    n = len(instrs)
    addr: list[tuple[object, ...] | None] = []
    roots: list[frozenset[int]] = []
    for inst, d in zip(instrs, descs, strict=True):
        start = _mem_start(inst, isa) if d is not None and d.is_mem_op and not _is_stack_op(inst.opcode) else -1
        a = _address(inst, start) if start >= 0 else None
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
            if _is_stack_op(instrs[k].opcode):
                w.add(regs.index.get("RSP", 0))
        written.append(w)
    load_latency = hw.load_latency or model.load_latency
    values = _Values(instrs, descs, isa, addr, written)
    extra_writes: dict[int, WriteDesc] = {}
    extra_reads: dict[int, list[ReadDesc]] = {}
    spare_of: dict[int, int] = {}
    pure_loads: set[int] = set()
    for pos in range(n):
        d = descs[pos]
        if d is None or not d.may_load or addr[pos] is None:
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
            if ds is not None and ds.may_store and addr[s] == addr[pos]:
                if moved and not values.same_address(s, pos, addr[pos]):
                    break
                if s not in spare_of:
                    vector = any(regs.names[r.reg][:3] in ("XMM", "YMM", "ZMM") or regs.names[r.reg][:2] == "ST"
                                 for r in ds.reads)
                    forward = hw.store_forwarding if vector else \
                        hw.store_forwarding_gpr_moved if moved else hw.store_forwarding_gpr
                    if forward < 0 or len(spare_of) >= len(_SPARE):
                        break  # not measured for this kind of data (or out of spare registers)
                    data = max(0, max((wd.latency for wd in ds.writes), default=0) - load_latency) \
                        if ds.may_load else 0
                    spare_of[s] = regs.index[_SPARE[len(spare_of)]]
                    extra_writes[s] = WriteDesc(spare_of[s], data + forward)
                # A plain load's result is the forwarded data (its own latency no longer applies);
                # a load-op's ALU part still follows the data: it reads it `load_latency` late.
                pure = not d.may_store and not any(r.advances for r in d.reads)
                if pure:
                    pure_loads.add(pos)
                extra_reads.setdefault(pos, []).append(
                    ReadDesc(spare_of[s], 1000 + len(extra_reads.get(pos, ())), True, False,
                             () if pure or d.may_store or hw.load_op_advance else ((0, load_latency),)))
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
    for s, wd in extra_writes.items():
        d = out[s]
        assert d is not None
        out[s] = replace(d, writes=(*d.writes, wd), max_latency=max(d.max_latency, wd.latency))
    for pos, rds in extra_reads.items():
        d = out[pos]
        assert d is not None
        writes = tuple(replace(w, latency=0) for w in d.writes) if pos in pure_loads else d.writes
        out[pos] = replace(d, reads=d.reads + tuple(rds), writes=writes)
    return out
