"""Instruction descriptors: McInst + Isa + CpuModel -> what the simulator needs (llvm-mca InstrBuilder).

A descriptor is built once per region position (instructions are concrete, so everything that
llvm-mca computes per dynamic instance from the MCInst - zero idioms, independent reads,
super-register clearing - is folded in here). Rules follow mca-semantics.md section 1.

Errors never raise: `build_descriptor` returns a `DescriptorError` carrying llvm-mca's message.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..instruments import InstrumentEffect
from ..isa import Isa
from ..machine.model import CpuModel, SchedClass
from ..mcinst import McInst, Reg

# UseIndex of the %rsp read a stack engine's push/pop gets back after an explicit %rsp write
# (sim/hardware.py; views/verdict.py still counts such push/pop as tracked by the stack engine).
STACK_BASE_USE = 1600

UNSUPPORTED = "found an unsupported instruction in the input assembly sequence"
UNRESOLVED_VARIANT = "unable to resolve scheduling class for write variant."
ZERO_UOPS = (
    "found an inconsistent instruction that decodes to zero opcodes and that consumes "
    "scheduler resources."
)


def _msb(mask: int) -> int:
    """The highest set bit of `mask`, as a mask (LLVM bit_floor)."""
    return 1 << (mask.bit_length() - 1) if mask else 0


# --------------------------------------------------------------------------------------------
# Per-model and per-ISA tables (built once, cached by object identity)
# --------------------------------------------------------------------------------------------


@dataclass(slots=True)
class ResourceTable:
    """Processor-resource masks of one model (mca-semantics.md 4.1) and llvm-mca's unit columns.

    masks[i] is the mask of model.resources[i]. Unit columns: every non-group resource unit in
    table order; `unit_base[i]` is the first column of resource i (-1 for groups).
    """

    masks: list[int]
    buffer_sizes: list[int]
    units: list[int]
    is_group: list[bool]
    index_by_name: dict[str, int]
    unit_base: list[int]
    unit_names: tuple[str, ...]
    unit_resource: tuple[int, ...]
    unit_sub: tuple[int, ...]
    # bit position (state index) -> resource index
    index_by_bit: dict[int, int]
    load_queue: int = -1
    store_queue: int = -1


_RESOURCE_TABLES: dict[int, tuple[CpuModel, ResourceTable]] = {}


def resource_table(model: CpuModel) -> ResourceTable:
    """Masks and unit columns of `model`, cached per model object."""
    hit = _RESOURCE_TABLES.get(id(model))
    if hit is not None and hit[0] is model:
        return hit[1]
    res = model.resources
    n = len(res)
    by_name = {r.name: i for i, r in enumerate(res)}
    masks = [0] * n
    bit = 0
    for i, r in enumerate(res):
        if not r.members:
            masks[i] = 1 << bit
            bit += 1
    for i, r in enumerate(res):
        if r.members:
            m = 1 << bit
            bit += 1
            for member in r.members:
                j = by_name.get(member)
                if j is not None:
                    m |= masks[j]
            masks[i] = m
    unit_base = [-1] * n
    names: list[str] = []
    unit_res: list[int] = []
    unit_sub: list[int] = []
    for i, r in enumerate(res):
        if r.members:
            continue
        unit_base[i] = len(names)
        count = max(1, r.units)
        for j in range(count):
            # Printable: llvm-mca 19's JSON writes Name + "." + chr(j) (a raw byte; kept only in
            # TargetInfo.Resources, see ResourceColumn.json_name); everything else says Name.j.
            names.append(r.name if count == 1 else f"{r.name}.{j}")
            unit_res.append(i)
            unit_sub.append(j)
    table = ResourceTable(
        masks=masks,
        buffer_sizes=[r.buffer_size for r in res],
        units=[r.units for r in res],
        is_group=[bool(r.members) for r in res],
        index_by_name=by_name,
        unit_base=unit_base,
        unit_names=tuple(names),
        unit_resource=tuple(unit_res),
        unit_sub=tuple(unit_sub),
        index_by_bit={masks[i].bit_length() - 1: i for i in range(n) if masks[i]},
        load_queue=by_name.get(model.load_queue, -1) if model.load_queue else -1,
        store_queue=by_name.get(model.store_queue, -1) if model.store_queue else -1,
    )
    _RESOURCE_TABLES[id(model)] = (model, table)
    return table


@dataclass(slots=True)
class RegisterTable:
    """Dense register numbering of one Isa: index 0 is NoRegister; sub/super lists as indices."""

    index: dict[str, int]
    names: list[str]
    subregs: list[tuple[int, ...]]
    superregs: list[tuple[int, ...]]
    constant: list[bool]
    # The target facts llvm-mca takes from MCInstrAnalysis and the target's CustomBehaviour rather than
    # from its tables, read from the target fact files beside the ISA (`_TARGET_FACT_FILES`) (absent: none of them).
    # Writes of these registers clear their super-registers (clearsSuperRegisters; AArch64, from
    # tools/llvm_export/export_mca_target); None: the file lists none.
    clears_super: list[bool] | None = None
    # The same by the instruction's encoding (x86: GR32 writes always, VR128X/VR256X writes of
    # VEX/EVEX/XOP encodings; "*" applies to every encoding); used where clears_super is None.
    clears_super_by_encoding: dict[str, list[bool]] | None = None
    # Opcodes that are load / store barriers (X86CustomBehaviour: the fences; off with -disable-cb).
    load_barriers: frozenset[str] = frozenset()
    store_barriers: frozenset[str] = frozenset()
    # Opcodes whose stack-pointer write the target's post-processing removes (LLVM 22's X86 "stack
    # engine": push and pop no longer wait for each other through RSP; off with -disable-cb), from
    # `stack_engine_opcodes`; empty where the release's llvm-mca keeps the write (19).
    stack_engine: frozenset[str] = frozenset()
    # The register those opcodes no longer write (`stack_engine_register`: x86's RSP); -1: none named.
    stack_engine_register: int = -1
    # The sub-registers a write updates (mapping, zero state, move-elimination alias): `subregs`
    # without the artificial registers the fact file lists (`artificial_registers`: llvm-mca 22's
    # RegisterFile skips them, so `ldr w0` leaves nothing of an older x0 write in W0_HI; 19 updates
    # them all and its files list none). None: the same as `subregs`. Reads look at every one.
    write_subregs: list[tuple[int, ...]] | None = None
    # Per-instance call and return decisions (`call_operand_rules` / `return_operand_rules`: LLVM 22
    # RISC-V's MCInstrAnalysis::isCall/isReturn read the registers, 19 the opcode's flags alone):
    # opcode -> the conditions that all hold, each (operand index, whether the register must be
    # one of the set or none of it, the set's register numbers). The opcode's own flag still counts.
    call_rules: dict[str, tuple[tuple[int, bool, frozenset[int]], ...]] | None = None
    return_rules: dict[str, tuple[tuple[int, bool, frozenset[int]], ...]] | None = None


_REGISTER_TABLES: dict[int, tuple[Isa, RegisterTable]] = {}


def register_table(isa: Isa) -> RegisterTable:
    """Registers of `isa` as integers, cached per Isa object (numbers follow LLVM's enum)."""
    hit = _REGISTER_TABLES.get(id(isa))
    if hit is not None and hit[0] is isa:
        return hit[1]
    ordered = sorted(isa.registers.values(), key=lambda r: (r.number, r.name))
    index: dict[str, int] = {}
    size = max((r.number for r in ordered), default=0) + 1
    names = ["<noreg>"] * size
    for r in ordered:
        # Number 0 is LLVM's NoRegister; register numbers are dense and follow LLVM's enum.
        if r.number <= 0 or r.name in index:
            continue
        index[r.name] = r.number
        names[r.number] = r.name
    subregs: list[tuple[int, ...]] = [()] * size
    superregs: list[tuple[int, ...]] = [()] * size
    constant = [False] * size
    for r in ordered:
        i = index.get(r.name)
        if i is None:
            continue
        subregs[i] = tuple(index[s] for s in r.sub_registers if s in index)
        superregs[i] = tuple(index[s] for s in r.super_registers if s in index)
        constant[i] = r.is_constant
    table = RegisterTable(index, names, subregs, superregs, constant)
    _read_target_facts(isa, table)
    _REGISTER_TABLES[id(isa)] = (isa, table)
    return table


# The files of target facts beside an ISA: `mca_target.json`, exported by
# tools/llvm_export/export_mca_target (AArch64's clearsSuperRegisters, LLVM 22 x86's stack-engine
# opcodes), and `mca_rules.json`, written by hand from LLVM's C++ where the answer is not one
# per opcode (x86's clearsSuperRegisters by encoding, the fences), so a re-export never drops it.
_TARGET_FACT_FILES = ("mca_target.json", "mca_rules.json")


def _read_target_facts(isa: Isa, table: RegisterTable) -> None:
    """The target fact files beside the ISA (a later release may share the 19 set's) into `table`."""
    if isa.directory is None:
        return
    import os.path  # not pathlib: a default run does not import it (start-up, issue 17)

    from ..cache import store
    from ..isa import data_path

    data: dict[str, object] = {}
    for name in _TARGET_FACT_FILES:
        path = data_path(os.path.join(str(isa.directory), name))
        found = store.json_records(path, "mca-target-v1") if os.path.isfile(path) else None
        if isinstance(found, dict):
            data.update(found)
    if not data:
        return
    size = len(table.names)
    names = data.get("clears_super_registers")
    if isinstance(names, list):
        clears = [False] * size
        for name in names:
            i = table.index.get(name) if isinstance(name, str) else None
            if i is not None:
                clears[i] = True
        table.clears_super = clears
    classes = data.get("clears_super_register_classes")
    if isinstance(classes, dict):
        every = _in_classes(isa, table, classes.get("*"), [False] * size)
        table.clears_super_by_encoding = {
            str(encoding): every if encoding == "*" else _in_classes(isa, table, listed, list(every))
            for encoding, listed in classes.items()
        }
        table.clears_super_by_encoding.setdefault("*", every)
    table.load_barriers = _opcode_set(data.get("load_barriers"))
    table.store_barriers = _opcode_set(data.get("store_barriers"))
    table.stack_engine = _opcode_set(data.get("stack_engine_opcodes"))
    register = data.get("stack_engine_register")
    table.stack_engine_register = table.index.get(register, -1) if isinstance(register, str) else -1
    table.call_rules = _operand_rules(data.get("call_operand_rules"), table)
    table.return_rules = _operand_rules(data.get("return_operand_rules"), table)
    artificial = data.get("artificial_registers")
    if isinstance(artificial, list) and artificial:
        skipped = {table.index[name] for name in artificial if isinstance(name, str) and name in table.index}
        table.write_subregs = [tuple(s for s in subs if s not in skipped) for subs in table.subregs]


def _operand_rules(listed: object, table: RegisterTable
                   ) -> dict[str, tuple[tuple[int, bool, frozenset[int]], ...]] | None:
    """`{"JALR": [[0, "one-of", ["X0"]], [1, "one-of", ["X1", "X5"]]]}` (a condition's word is
    "one-of" or "none-of") as `RegisterTable.call_rules`; None without any. A malformed condition drops its
    opcode's rule (the flag alone then decides), it never stands for a condition that holds."""
    if not isinstance(listed, dict):
        return None
    rules: dict[str, tuple[tuple[int, bool, frozenset[int]], ...]] = {}
    for opcode, conditions in listed.items():
        if not isinstance(opcode, str) or not isinstance(conditions, list) or not conditions:
            continue
        parsed: list[tuple[int, bool, frozenset[int]]] = []
        for condition in conditions:
            if (not isinstance(condition, list) or len(condition) != 3 or not isinstance(condition[0], int)
                    or condition[1] not in ("one-of", "none-of") or not isinstance(condition[2], list)):
                break
            regs = frozenset(table.index[n] for n in condition[2] if isinstance(n, str) and n in table.index)
            parsed.append((condition[0], condition[1] == "one-of", regs))
        else:
            rules[opcode] = tuple(parsed)
    return rules or None


def _rule_holds(inst: McInst, rule: tuple[tuple[int, bool, frozenset[int]], ...] | None,
                regs: RegisterTable) -> bool:
    if rule is None:
        return False
    ops = inst.operands
    for index, inside, names in rule:
        if index >= len(ops):
            return False
        op = ops[index]
        if not isinstance(op, Reg):
            return False
        number = regs.index.get(op.name, 0) if op.name is not None else 0
        if (number in names) != inside:
            return False
    return True


def control_flow(inst: McInst, isa: Isa) -> tuple[bool, bool]:
    """(is a call, is a return) as llvm-mca's InstrBuilder asks the target's MCInstrAnalysis for this
    instance: the opcode's MCInstrDesc flags, or the release's operand rules (LLVM 22 RISC-V: `jal
    t0` calls, `jr t0` returns). llvm-mca asks only when it builds a descriptor, so a reused one
    keeps the first instance's answer (`descriptor_template`)."""
    info = isa.opcodes.get(inst.opcode)
    if info is None:
        return False, False
    regs = register_table(isa)
    is_call = info.is_call or (regs.call_rules is not None
                                and _rule_holds(inst, regs.call_rules.get(inst.opcode), regs))
    is_return = info.is_return or (regs.return_rules is not None
                                    and _rule_holds(inst, regs.return_rules.get(inst.opcode), regs))
    return is_call, is_return


def _opcode_set(listed: object) -> frozenset[str]:
    return frozenset(o for o in listed if isinstance(o, str)) if isinstance(listed, list) else frozenset()


def _in_classes(isa: Isa, table: RegisterTable, classes: object, into: list[bool]) -> list[bool]:
    """`into` with every register of the named register classes set."""
    if isinstance(classes, list):
        # PERF: walk each class's members (a few dozen) rather than every register x every class
        # (~4,000 membership tests per start on x86).
        index = table.index
        for class_name in classes:
            members = isa.register_classes.get(class_name) if isinstance(class_name, str) else None
            for name in members or ():
                i = index.get(name)
                if i:
                    into[i] = True
    return into


def _without_stack_write(writes: list[WriteDesc], regs: RegisterTable) -> list[WriteDesc]:
    """The writes of a push/pop after LLVM 22's X86 post-processing: the first write of the stack
    engine's register (`regs.stack_engine_register`, RSP) goes. The 16- and 32-bit forms write ESP,
    not RSP; LLVM's lookup then ends past the list and its erase (an optimised build's) drops the
    last write, which is that ESP write (measured: `pushl %eax; pushl %ebx; popl %ecx`,
    -mtriple=i386 -mcpu=skylake -iterations=100: llvm-mca-22 204 cycles, llvm-mca-19 1003)."""
    stack_register = regs.stack_engine_register
    for k, w in enumerate(writes):
        if w.reg == stack_register:
            return writes[:k] + writes[k + 1:]
    return writes[:-1]


# --------------------------------------------------------------------------------------------
# Descriptors
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ResourceUsage:
    """A normalized resource entry: `cycles` held from issue; `num_units` free units needed."""

    mask: int
    cycles: int
    num_units: int = 1
    reserved: bool = False
    resource: int = -1  # index into model.resources
    # AcquireAtCycle of the model entry (the unit is held over [acquire, cycles) from issue); the
    # simulator honours it only with SimOptions.acquire_at_cycle (-rthroughput=segments).
    acquire: int = 0


@dataclass(frozen=True, slots=True)
class WriteDesc:
    """One register write of the instruction (explicit defs, implicit defs, optional, variadic)."""

    reg: int
    latency: int
    write_id: int = 0
    clears_super: bool = False
    implicit: bool = False


@dataclass(frozen=True, slots=True)
class ReadDesc:
    """One register read. `advances`: the reader class's ReadAdvance entries for this UseIndex,
    as (write_id, cycles) in table order (first match wins; write_id 0 = any producer)."""

    reg: int
    use_index: int
    implicit: bool = False
    independent: bool = False
    advances: tuple[tuple[int, int], ...] = ()

    def read_advance(self, write_id: int) -> int:
        for wid, cycles in self.advances:
            if wid == 0 or wid == write_id:
                return cycles
        return 0


@dataclass(frozen=True, slots=True)
class InstrDesc:
    """Everything the pipeline needs about one region instruction."""

    opcode: str
    uops: int
    max_latency: int
    resources: tuple[ResourceUsage, ...] = ()
    used_buffers: int = 0  # bits = state index of buffered resources (mask msb positions)
    used_groups: int = 0
    used_units: int = 0
    must_issue_immediately: bool = False
    partial_overlap: bool = False
    writes: tuple[WriteDesc, ...] = ()
    reads: tuple[ReadDesc, ...] = ()
    begin_group: bool = False
    end_group: bool = False
    retire_ooo: bool = False
    may_load: bool = False
    may_store: bool = False
    has_side_effects: bool = False
    is_call: bool = False
    load_barrier: bool = False
    store_barrier: bool = False
    zero_idiom: bool = False
    dependency_breaking: bool = False
    optimizable_move: bool = False
    fused: bool = False  # a move fused with the next instruction (measured models' mov_fusion)
    sched_class: str = ""
    buffers: tuple[int, ...] = field(default=())  # resource indices of used buffers

    @property
    def is_zero_latency(self) -> bool:
        return self.max_latency == 0 and not self.resources

    @property
    def is_mem_op(self) -> bool:
        return self.may_load or self.may_store


@dataclass(frozen=True, slots=True)
class DescriptorError:
    """Why an instruction cannot be simulated; `message` is llvm-mca's wording."""

    message: str
    detail: str = ""


@dataclass(frozen=True, slots=True)
class NormalizedResources:
    """An instruction's resource usage after groups and buffers are resolved."""

    resources: tuple[ResourceUsage, ...]
    used_buffers: int
    used_groups: int
    used_units: int
    must_issue_immediately: bool
    partial_overlap: bool
    buffers: tuple[int, ...]


_NORMALIZED: dict[tuple[int, str], NormalizedResources] = {}


def normalize_resources(model: CpuModel, cls: SchedClass) -> NormalizedResources:
    """llvm-mca's initializeUsedResources (mca-semantics.md 1.3), cached per (model, class)."""
    key = (id(model), cls.name)
    hit = _NORMALIZED.get(key)
    if hit is not None:
        return hit
    table = resource_table(model)
    res = model.resources
    # Merge repeated resources by adding cycles (TableGen does this; be defensive).
    merged: dict[int, int] = {}
    acquires: dict[int, int] = {}
    for use in cls.resources:
        idx = table.index_by_name.get(use.resource)
        if idx is None or use.release <= 0:
            continue
        merged[idx] = merged.get(idx, 0) + use.release
        acquires[idx] = min(acquires.get(idx, use.acquire), use.acquire)
    worklist: list[list[int]] = []  # [mask, cycles, num_units, reserved, resource index]
    super_cycles: dict[int, int] = {}
    buffers = 0
    all_inorder = True
    any_hazard = False
    for idx in sorted(merged):
        cycles = merged[idx]
        r = res[idx]
        m = table.masks[idx]
        if r.buffer_size < 0:
            all_inorder = False
        else:
            buffers |= _msb(m)
            any_hazard |= r.buffer_size == 0
            all_inorder &= r.buffer_size <= 1
        worklist.append([m, cycles, 1, 0, idx])
        if r.super_resource:
            sidx = table.index_by_name.get(r.super_resource)
            if sidx is not None:
                smask = table.masks[sidx]
                super_cycles[smask] = super_cycles.get(smask, 0) + cycles
    must_issue = all_inorder and any_hazard
    worklist.sort(key=lambda e: (e[0].bit_count(), e[0]))
    used_units = used_groups = units_from_groups = 0
    partial = False
    kept: list[list[int]] = []
    for i, a in enumerate(worklist):
        if a[1] == 0:
            used_groups |= _msb(a[0])
            continue
        kept.append(a)
        norm = a[0]
        if a[0].bit_count() == 1:
            used_units |= a[0]
        else:
            norm = a[0] ^ _msb(a[0])
            if units_from_groups & norm:
                partial = True
            units_from_groups |= norm
            used_groups |= a[0] ^ norm
        for b in worklist[i + 1 :]:
            if (norm & b[0]) == norm:
                b[1] -= a[1] - super_cycles.get(a[0], 0)
                if b[0].bit_count() > 1:
                    b[2] += 1
    for a in kept:
        if a[0].bit_count() > 1 and not a[3]:
            k = (a[0] ^ _msb(a[0])).bit_count()
            if a[2] > k:
                a[3] = 1
                a[2] = k
    for smask in super_cycles:
        for idx, r in enumerate(res):
            if r.buffer_size == -1:
                continue
            m = table.masks[idx]
            if m != smask and (m & smask) == smask:
                buffers |= _msb(m)
    buffer_indices = tuple(
        table.index_by_bit[b] for b in range(buffers.bit_length()) if buffers >> b & 1 and b in table.index_by_bit
    )
    out = NormalizedResources(
        resources=tuple(ResourceUsage(a[0], a[1], a[2], bool(a[3]), a[4], acquires.get(a[4], 0)) for a in kept),
        used_buffers=buffers,
        used_groups=used_groups,
        used_units=used_units,
        must_issue_immediately=must_issue,
        partial_overlap=partial,
        buffers=buffer_indices,
    )
    _NORMALIZED[key] = out
    return out


def _max_latency(cls: SchedClass, is_call: bool, call_latency: int) -> int:
    if is_call:
        return call_latency
    latency = 0
    for w in cls.writes:
        if w.cycles < 0:
            return call_latency
        latency = max(latency, w.cycles)
    return latency


def build_descriptor(
    inst: McInst, isa: Isa, model: CpuModel, call_latency: int = 100, custom_behaviour: bool = True,
    template: McInst | None = None, effect: InstrumentEffect | None = None,
) -> InstrDesc | DescriptorError:
    """The descriptor of one instruction, or llvm-mca's error for it. Never raises on bad input.

    `custom_behaviour` is llvm-mca's target post-processing (off with -disable-cb): the memory
    barriers of the target's mca_rules.json (x86: MFENCE both, LFENCE loads, SFENCE stores).

    `template`: the region's first instance of this opcode when llvm-mca would reuse that
    instance's descriptor (`descriptor_template`); its constant-register operands then shape the
    reads and writes of `inst` (mca-semantics.md 1: descriptor cache).

    `effect`: what the instruments in effect change (analysis/instruments.py): the scheduling class
    of another opcode (RISC-V's vector pseudo for the LMUL/SEW) and the latency of every write and
    of the descriptor (LLVM 22's LATENCY). llvm-mca keys its descriptor cache on them, so does the memo.

    Results are memoised per model (`_memo`): a descriptor is a pure function of the arguments,
    and the api (for the views) and the simulator (for the run) both ask for every instruction of
    a region, again on every analysis of unchanged or lightly edited text (the language server)."""
    memo = _memo(model, isa)
    key = (inst, template, call_latency, custom_behaviour, effect)
    try:
        hit = memo.get(key)
    except TypeError:  # an operand that cannot be hashed (not from the resolvers): build unmemoised
        memo, hit = {}, None
    if hit is not None:
        return hit
    try:
        desc = _build(inst, isa, model, call_latency, custom_behaviour, template,
                      effect.class_opcode if effect is not None else None)
        if effect is not None and effect.latency is not None and isinstance(desc, InstrDesc):
            desc = _with_latency(desc, effect.latency)
        # HOOK (mcalens only, models with `hardware:` data; LLVM models never get here).
        if model.hardware is not None and isinstance(desc, InstrDesc):
            from .hardware_adjust import adjust

            desc = adjust(desc, inst, isa, model.hardware, register_table(isa))
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
        desc = DescriptorError(UNSUPPORTED, f"{inst.opcode}: {exc!r}")
    if len(memo) >= MEMO_LIMIT:
        memo.clear()  # a long batch of distinct blocks: start over rather than grow without bound
    memo[key] = desc
    return desc


# Descriptor memos of up to MEMO_MODELS (model, ISA) pairs (the oldest dropped), by identity. The objects are
# held (so an id is never reused while its entry lives); models are not changed after loading
# (derived models, as calibration makes them, are fresh copies: model_load._copy_model).
MEMO_MODELS = 8
MEMO_LIMIT = 4096  # a few MB at most (a batch of distinct blocks keeps adding)
_MEMOS: dict[tuple[int, int], tuple[CpuModel, Isa, dict]] = {}


def _memo(model: CpuModel, isa: Isa) -> dict:
    entry = _MEMOS.get((id(model), id(isa)))
    if entry is None:
        if len(_MEMOS) >= MEMO_MODELS:
            try:
                oldest = next(iter(_MEMOS))
            except (RuntimeError, StopIteration):  # another thread (the server's) changed it meanwhile
                oldest = None
            _MEMOS.pop(oldest, None)  # type: ignore[arg-type]
        entry = _MEMOS[(id(model), id(isa))] = (model, isa, {})
    return entry[2]


def clear_descriptor_memos() -> None:
    """Forget memoised descriptors (after a model object was changed in place)."""
    _MEMOS.clear()


def is_recyclable(inst: McInst, isa: Isa, model: CpuModel) -> bool:
    """llvm-mca caches the descriptor per opcode (not per instance): neither variadic nor of a variant class."""
    info = isa.opcodes.get(inst.opcode)
    return info is not None and not info.variadic and model.opcode_class.get(inst.opcode) not in model.variants


def _constant_pattern(inst: McInst, regs: RegisterTable) -> tuple[bool, ...]:
    return tuple(isinstance(op, Reg) and op.name is not None and regs.constant[regs.index.get(op.name, 0)]
                 for op in inst.operands)


def descriptor_template(inst: McInst, first: McInst | None, isa: Isa, model: CpuModel) -> McInst | None:
    """The instance whose descriptor llvm-mca 19 reuses for `inst`, when that changes anything.

    llvm-mca builds a recyclable descriptor from the first instance of an opcode in the region
    and reuses it: an explicit read of a constant register (AArch64 XZR/WZR) in that first
    instance is left out of the descriptor, so later instances lose that read whatever register
    they name; a def of a constant register leaves a zeroed write slot, which later instances
    fill with operand 0 at latency 0. Likewise an operand that is no register in the first
    instance (ARM's `vldr s0, .LCPI0_0`: a label where `vldr s2, [r3]` has its base) gets no read,
    and later instances do not read the register they name there. Returns `first` when its
    constant or non-register operands differ from `inst`'s in a way that changes the descriptor
    (None otherwise: the instance's own operands give the same descriptor), and when the two differ
    in being a call or a return (`control_flow`): the descriptor keeps the first one's answer.
    """
    if first is None or first is inst or not is_recyclable(inst, isa, model):
        return None
    # The reused descriptor keeps the first instance's call decision (its MaxLatency) where the
    # release decides per instance (LLVM 22 RISC-V: `jal a1` first makes `jal zero` a call too).
    regs = register_table(isa)
    if (regs.call_rules is not None or regs.return_rules is not None) and control_flow(inst, isa) != control_flow(first, isa):
        return first
    if any(not isinstance(theirs, Reg) and isinstance(mine, Reg) and mine.name is not None
           for theirs, mine in zip(first.operands, inst.operands, strict=False)):
        return first
    if not any(regs.constant):
        return None
    mine = _constant_pattern(inst, regs)
    theirs = _constant_pattern(first, regs)
    return first if mine != theirs and any(theirs) else None


def _with_latency(desc: InstrDesc, latency: int) -> InstrDesc:
    """LLVM 22's Instrument::customize: every write and MaxLatency take the instrument's latency."""
    writes = tuple(WriteDesc(w.reg, latency, w.write_id, w.clears_super, w.implicit) for w in desc.writes)
    return replace(desc, writes=writes, max_latency=latency)


def _build(
    inst: McInst, isa: Isa, model: CpuModel, call_latency: int, custom_behaviour: bool,
    template: McInst | None = None, class_opcode: str | None = None,
) -> InstrDesc | DescriptorError:
    info = isa.opcodes.get(inst.opcode)
    if info is None:
        return DescriptorError(UNSUPPORTED, f"unknown opcode {inst.opcode}")
    # The instruments may pick another opcode's class (RISC-V's vector pseudo); its variants are
    # resolved on this instruction's operands, as llvm-mca resolves them on the real MCInst.
    class_inst = inst if class_opcode is None else McInst(class_opcode, inst.operands, inst.flags)
    class_name = model.opcode_class.get(class_inst.opcode)
    if class_name is None:
        class_info = info if class_opcode is None else isa.opcodes.get(class_opcode)
        if class_info is not None and class_info.sched_class_zero:
            return DescriptorError(UNRESOLVED_VARIANT, inst.opcode)
        return DescriptorError(UNSUPPORTED, f"{class_inst.opcode} has no scheduling class")
    # TableGen's class 0 (InvalidSchedClass): llvm-mca's getVariantSchedClassID takes ID 0 for an
    # unresolved variant, whatever the class (SME's FMOPA on apple-m4).
    if class_name == "InvalidSchedClass":
        return DescriptorError(UNRESOLVED_VARIANT, inst.opcode)
    cls = model.resolve_class(class_inst)
    if cls is None:
        if class_name in model.variants:
            return DescriptorError(UNRESOLVED_VARIANT, inst.opcode)
        return DescriptorError(UNSUPPORTED, f"{inst.opcode}: class {class_name} missing")
    if cls.unsupported:
        return DescriptorError(UNSUPPORTED, f"{inst.opcode}: class {cls.name} is unsupported")
    regs = register_table(isa)
    ops = inst.operands
    n_fixed = len(info.operands)
    # verifyOperands: the first NumDefs register operands must exist.
    n_reg_ops = sum(1 for op in ops if isinstance(op, Reg))
    if n_reg_ops < info.num_defs:
        return DescriptorError(UNSUPPORTED, f"{inst.opcode}: missing def operands")

    is_call = control_flow(template if template is not None else inst, isa)[0]  # the building instance's
    max_latency = _max_latency(cls, is_call, call_latency)
    norm = normalize_resources(model, cls)
    if cls.uops == 0 and (norm.resources or norm.used_buffers):
        return DescriptorError(ZERO_UOPS, inst.opcode)

    n_lat = len(cls.writes)

    def latency_of(k: int) -> tuple[int, int]:
        if k < n_lat:
            w = cls.writes[k]
            return (max_latency if w.cycles < 0 else w.cycles), w.write_id
        return max_latency, 0

    def reg_index(name: str | None) -> int:
        if name is None:
            return 0
        return regs.index.get(name, 0)

    template_ops = template.operands if template is not None else ()
    clears_table = regs.clears_super
    by_encoding = regs.clears_super_by_encoding
    if clears_table is None and by_encoding is not None:
        clears_table = by_encoding[info.encoding] if info.encoding in by_encoding else by_encoding["*"]

    def clears_super(r: int) -> bool:
        """llvm-mca's clearsSuperRegisters for a write of register number `r`."""
        return clears_table is not None and clears_table[r]

    def template_constant(index: int) -> bool:
        """Operand `index` of the template (the first instance) names a constant register."""
        if index >= len(template_ops):
            return False
        op = template_ops[index]
        return isinstance(op, Reg) and bool(op.name) and regs.constant[reg_index(op.name)]

    # Zero idiom / dependency breaking / optimizable move (MCInstrAnalysis, per CPU).
    zero_rule = model.zero_idiom(inst)
    is_zero = zero_rule is not None
    dep_rule = zero_rule if is_zero else model.dependency_breaking_rule(inst)
    dep_breaking = dep_rule is not None
    dep_mask = frozenset(dep_rule.mask) if dep_rule is not None else frozenset()
    opt_move = model.is_optimizable_move(inst)

    # ---- writes: explicit defs, implicit defs, optional def, variadic defs
    writes: list[WriteDesc] = []
    def_count = 0
    # llvm-mca's optional def is operand NumOperands-1 (s forms' trailing cc_out) unless it is
    # one of the explicit defs, where its operand index is the def's count.
    has_opt_def = any(o.is_optional_def for o in info.operands)
    opt_def_index = n_fixed - 1 if has_opt_def else -1
    i = 0
    while i < len(ops) and def_count < info.num_defs:
        op = ops[i]
        if not isinstance(op, Reg):
            i += 1
            continue
        opinfo = info.operands[def_count] if def_count < n_fixed else None
        optional = opinfo is not None and opinfo.is_optional_def
        if optional:
            opt_def_index = def_count
        r = reg_index(op.name)
        if optional or template_constant(i):
            # A zeroed write slot in llvm-mca's descriptor (an optional def among the explicit
            # defs, Thumb1's cc_out; a constant register in the reused first instance): it
            # writes operand 0 at latency 0, which the in-order stage takes as the first write-back.
            r0 = reg_index(ops[0].name) if isinstance(ops[0], Reg) else 0
            if r0 and not regs.constant[r0]:
                writes.append(WriteDesc(r0, 0, 0, clears_super(r0)))
        elif r and not regs.constant[r]:
            lat, wid = latency_of(def_count)
            writes.append(WriteDesc(r, lat, wid, clears_super(r)))
        def_count += 1
        i += 1
    for k, name in enumerate(info.implicit_defs):
        r = reg_index(name)
        if not r or regs.constant[r]:
            continue
        lat, wid = latency_of(info.num_defs + k)
        writes.append(WriteDesc(r, lat, wid, clears_super(r), implicit=True))
    if 0 <= opt_def_index < len(ops):
        op = ops[opt_def_index]
        r = reg_index(op.name) if isinstance(op, Reg) else 0
        if r and not regs.constant[r]:
            writes.append(WriteDesc(r, max_latency, 0, False))
    variadic_start = n_fixed
    if info.variadic and info.variadic_ops_are_defs:
        for op in ops[variadic_start:]:
            if isinstance(op, Reg):
                r = reg_index(op.name)
                if r and not regs.constant[r]:
                    writes.append(WriteDesc(r, max_latency, 0, False))

    if custom_behaviour and writes and inst.opcode in regs.stack_engine:
        writes = _without_stack_write(writes, regs)

    # ---- reads: explicit uses (UseIndex counts non-register operands), implicit, variadic
    advances_by_use: dict[int, list[tuple[int, int]]] = {}
    for ra in sorted(cls.read_advances, key=lambda e: (e.use_index, e.write_id)):
        advances_by_use.setdefault(ra.use_index, []).append((ra.write_id, ra.cycles))

    def make_read(r: int, use_index: int, implicit: bool) -> ReadDesc:
        independent = False
        if dep_breaking:
            if not dep_mask:
                independent = not implicit
            else:
                independent = use_index in dep_mask
        return ReadDesc(r, use_index, implicit, independent, tuple(advances_by_use.get(use_index, ())))

    reads: list[ReadDesc] = []
    num_explicit_uses = n_fixed - info.num_defs - (1 if has_opt_def else 0)
    for use in range(max(0, num_explicit_uses)):
        op_index = info.num_defs + use
        if op_index >= len(ops):
            break
        op = ops[op_index]
        if not isinstance(op, Reg) or template_constant(op_index):
            continue
        if template is not None and (op_index >= len(template_ops) or not isinstance(template_ops[op_index], Reg)):
            continue  # no read in the reused descriptor: the first instance has no register here
        r = reg_index(op.name)
        if not r or regs.constant[r]:
            continue
        reads.append(make_read(r, use, False))
    for k, name in enumerate(info.implicit_uses):
        r = reg_index(name)
        if not r or regs.constant[r]:
            continue
        reads.append(make_read(r, num_explicit_uses + k, True))
    if info.variadic and not info.variadic_ops_are_defs:
        base = num_explicit_uses + len(info.implicit_uses)
        for k, op in enumerate(ops[variadic_start:]):
            if isinstance(op, Reg):
                r = reg_index(op.name)
                if r and not regs.constant[r]:
                    reads.append(make_read(r, base + k, False))

    return InstrDesc(
        opcode=inst.opcode,
        uops=cls.uops,
        max_latency=max_latency,
        resources=norm.resources,
        used_buffers=norm.used_buffers,
        used_groups=norm.used_groups,
        used_units=norm.used_units,
        must_issue_immediately=norm.must_issue_immediately,
        partial_overlap=norm.partial_overlap,
        writes=tuple(writes),
        reads=tuple(reads),
        begin_group=cls.begin_group,
        end_group=cls.end_group,
        retire_ooo=cls.retire_ooo,
        may_load=info.may_load,
        may_store=info.may_store,
        has_side_effects=info.has_side_effects,
        is_call=is_call,
        load_barrier=custom_behaviour and inst.opcode in regs.load_barriers,
        store_barrier=custom_behaviour and inst.opcode in regs.store_barriers,
        zero_idiom=is_zero,
        dependency_breaking=dep_breaking,
        optimizable_move=opt_move,
        sched_class=cls.name,
        buffers=norm.buffers,
    )
