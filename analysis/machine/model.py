"""CpuModel: one LLVM 19 scheduling model, as plain data the simulator and views read.

A model is loaded from `models/<target>/<name>.yaml` (schema in models/SCHEMA.md) by
`mcalens.analysis.machine.model_load`. Every number here comes from LLVM's MCSchedModel tables unless a user
model overrides it; nothing in this module touches files.

Conditions are how variant scheduling classes and the zero-idiom / dependency-breaking /
optimizable-move predicates are expressed as data: a conjunction of simple tests on the
instruction's MC operands, evaluated by `Condition.holds`.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields

from ..mcinst import Expr, Imm, McInst, Reg

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from typing import Any, TypeVar

    from ..mcinst import McOperand

    _T = TypeVar("_T")
_REBUILDERS: dict[str, tuple[type, tuple[Callable[[Any, Any], None], ...]]] = {}


def _rebuild(name: str, values: tuple[Any, ...]) -> Any:
    """Unpickles a value of a `_positional_pickle` class with direct slot stores."""
    cls, setters = _REBUILDERS[name]
    value = object.__new__(cls)
    for setter, item in zip(setters, values, strict=True):
        setter(value, item)
    return value


def _positional_pickle(cls: type[_T]) -> type[_T]:
    """Pickle a frozen slots dataclass as its field values in order.

    PERF: the default goes through dataclasses' __setstate__, which calls fields() and
    object.__setattr__ per field: loading a compiled model spent 21 of its 31 ms there.
    """
    names = [f.name for f in fields(cls)]  # type: ignore[arg-type]
    _REBUILDERS[cls.__name__] = (cls, tuple(getattr(cls, name).__set__ for name in names))
    values = operator.attrgetter(*names)

    def __reduce__(self: Any) -> tuple[Any, tuple[Any, ...]]:
        state = values(self)
        return _rebuild, (cls.__name__, state if len(names) > 1 else (state,))

    cls.__reduce__ = __reduce__  # type: ignore[method-assign,assignment]
    return cls


@_positional_pickle
@dataclass(frozen=True, slots=True)
class Condition:
    """All listed tests must hold; an empty condition always holds.

    same_regs: pairs (i, j): operands i and j are registers and the same register.
    diff_regs: pairs (i, j): operands i and j are registers and different registers.
    imm_in: (i, values): operand i is an immediate whose value is in `values`.
    reg_in: (i, names): operand i is a register whose name is in `names` (None = NoRegister).
    imm_not_in: (i, values): operand i is an immediate whose value is NOT in `values`.
    reg_not_in: (i, names): operand i is a register whose name is NOT in `names`.
    is_expr: indices of operands that must be symbolic (Expr), e.g. an LEA displacement `foo`.
    flags_all: MCInst flag bits (McInst.flags: 4 repne, 8 rep, 16 lock, 32 notrack) that must all
        be set, e.g. btver2's `lock` read-modify-write classes.
    flags_none: MCInst flag bits that must all be clear.
    num_operands_in: the instruction's operand count is one of these (ARM's register lists make
        it vary; Cortex-A57's load/store-multiple classes test it, LLVM's CheckNumOperands).
    num_operands_not_in: the operand count is none of these.
    reg_repeated: indices of register operands whose register appears again among the later
        operands (ARM_MC::isLDMBaseRegInList: the base register in the list).
    reg_not_repeated: indices of register operands whose register does not appear again.

    The negative forms exist because LLVM's predicates test "a non-zero displacement" or "a present
    index register", which the positive tests could only approximate by listing values.
    """

    same_regs: tuple[tuple[int, int], ...] = ()
    diff_regs: tuple[tuple[int, int], ...] = ()
    imm_in: tuple[tuple[int, frozenset[int]], ...] = ()
    reg_in: tuple[tuple[int, frozenset[str | None]], ...] = ()
    imm_not_in: tuple[tuple[int, frozenset[int]], ...] = ()
    reg_not_in: tuple[tuple[int, frozenset[str | None]], ...] = ()
    is_expr: tuple[int, ...] = ()
    flags_all: int = 0
    flags_none: int = 0
    num_operands_in: frozenset[int] | None = None
    num_operands_not_in: frozenset[int] = frozenset()
    reg_repeated: tuple[int, ...] = ()
    reg_not_repeated: tuple[int, ...] = ()

    def holds(self, inst: McInst) -> bool:
        if self.flags_all or self.flags_none:
            flags = inst.flags
            if flags & self.flags_all != self.flags_all or flags & self.flags_none:
                return False
        ops = inst.operands
        n = len(ops)
        if (self.num_operands_in is not None and n not in self.num_operands_in) or n in self.num_operands_not_in:
            return False
        for i in self.reg_repeated:
            if not _repeated(ops, i):
                return False
        for i in self.reg_not_repeated:
            if i >= n or not isinstance(ops[i], Reg) or _repeated(ops, i):
                return False
        for i, j in self.same_regs:
            if i >= n or j >= n:
                return False
            a, b = ops[i], ops[j]
            if not (isinstance(a, Reg) and isinstance(b, Reg)) or a.name is None or a.name != b.name:
                return False
        for i, j in self.diff_regs:
            if i >= n or j >= n:
                return False
            a, b = ops[i], ops[j]
            if not (isinstance(a, Reg) and isinstance(b, Reg)) or a.name == b.name:
                return False
        for i, values in self.imm_in:
            if i >= n:
                return False
            op = ops[i]
            if not isinstance(op, Imm) or op.value not in values:
                return False
        for i, names in self.reg_in:
            if i >= n:
                return False
            op = ops[i]
            if not isinstance(op, Reg) or op.name not in names:
                return False
        for i, values in self.imm_not_in:
            if i >= n:
                return False
            op = ops[i]
            if not isinstance(op, Imm) or op.value in values:
                return False
        for i, names in self.reg_not_in:
            if i >= n:
                return False
            op = ops[i]
            if not isinstance(op, Reg) or op.name in names:
                return False
        return all(i < n and isinstance(ops[i], Expr) for i in self.is_expr)


ALWAYS = Condition()


def _repeated(ops: tuple[McOperand, ...], i: int) -> bool:
    """Whether operand i is a register that appears again among the operands after it."""
    if i >= len(ops):
        return False
    op = ops[i]
    if not isinstance(op, Reg):
        return False
    return any(isinstance(later, Reg) and later.name == op.name for later in ops[i + 1:])


@_positional_pickle
@dataclass(frozen=True, slots=True)
class ProcResource:
    """A processor resource (LLVM MCProcResourceDesc), in table order (index 1..K).

    A group has members; its `units` is the sum of its members' units, as in LLVM's table.
    buffer_size: -1 no queue tracking, 0 dispatch hazard, 1 in-order, >1 reservation station.
    """

    name: str
    index: int
    units: int
    buffer_size: int = -1
    super_resource: str | None = None
    members: tuple[str, ...] = ()

    @property
    def is_group(self) -> bool:
        return bool(self.members)


@_positional_pickle
@dataclass(frozen=True, slots=True)
class ResourceUse:
    """One write-proc-res entry: resource held over [acquire, release) relative to issue."""

    resource: str
    release: int
    acquire: int = 0


@_positional_pickle
@dataclass(frozen=True, slots=True)
class WriteLatency:
    """One write-latency entry (per def, in def order). write_id pairs with ReadAdvance.write_id."""

    cycles: int
    write_id: int = 0


@_positional_pickle
@dataclass(frozen=True, slots=True)
class ReadAdvance:
    """A read operand (by UseIndex) gets `cycles` earlier; write_id 0 means "any producer"."""

    use_index: int
    cycles: int
    write_id: int = 0


@_positional_pickle
@dataclass(frozen=True, slots=True)
class SchedClass:
    """A resolved (non-variant) scheduling class."""

    name: str
    uops: int
    writes: tuple[WriteLatency, ...] = ()
    resources: tuple[ResourceUse, ...] = ()
    read_advances: tuple[ReadAdvance, ...] = ()
    begin_group: bool = False
    end_group: bool = False
    retire_ooo: bool = False
    # LLVM's InvalidNumMicroOps: llvm-mca reports "found an unsupported instruction".
    unsupported: bool = False


@_positional_pickle
@dataclass(frozen=True, slots=True)
class VariantRule:
    """One rule of a variant class: a condition and the class it picks."""

    condition: Condition
    # Name of a SchedClass or of another VariantClass; None = LLVM cannot resolve this case
    # ("unable to resolve scheduling class for write variant").
    target: str | None


@_positional_pickle
@dataclass(frozen=True, slots=True)
class VariantClass:
    """A variant class: the first rule whose condition holds picks the class."""

    name: str
    rules: tuple[VariantRule, ...]


@_positional_pickle
@dataclass(frozen=True, slots=True)
class PredicateRule:
    """A zero-idiom / dependency-breaking / optimizable-move rule for one opcode.

    mask: the UseIndex values of reads made independent; empty = every explicit read.
    """

    condition: Condition
    mask: tuple[int, ...] = ()


@_positional_pickle
@dataclass(frozen=True, slots=True)
class RegisterClassCost:
    """A register class's cost in a register file, and whether its moves can be eliminated."""

    reg_class: str
    cost: int = 1
    allow_move_elimination: bool = False


@_positional_pickle
@dataclass(frozen=True, slots=True)
class RegisterFileDesc:
    """A model register file (MCRegisterFileDesc + its cost entries)."""

    name: str
    physical_registers: int
    classes: tuple[RegisterClassCost, ...]
    max_moves_eliminated_per_cycle: int = 0
    allow_zero_move_elimination_only: bool = False


@dataclass(frozen=True, slots=True)
class UopCacheModel:
    """The decoded-uop cache (Intel's DSB): `sets` x `ways` ways of `uops_per_way` uops, filled
    per `window_bytes`-aligned code window (a window may use at most `ways_per_window` ways),
    delivering up to `uops_per_cycle` uops per cycle from one window; `switch_penalty` cycles
    deliver nothing when delivery switches from the cache to the legacy decoders."""

    window_bytes: int = 32
    sets: int = 32
    ways: int = 8
    uops_per_way: int = 6
    ways_per_window: int = 3
    uops_per_cycle: int = 4
    switch_penalty: int = 2


@dataclass(frozen=True, slots=True)
class FrontEndModel:
    """A model's optional front end (models/SCHEMA.md `frontend:`; never in LLVM's models).

    The simulator (analysis/sim/delivery.py) then feeds dispatch from a uop queue of `uop_queue`
    uops, `delivery_width` uops per cycle, filled by the loop stream detector, the uop cache or
    the legacy pipeline (fetch `fetch_bytes`-aligned blocks, length-decode `predecode_width`
    instructions per cycle with `lcp_penalty` stall cycles per length-changing prefix, queue
    them in an `instruction_queue`, decode with one complex and `decoders` - 1 simple decoders).
    """

    delivery_width: int
    uop_queue: int
    fetch_bytes: int = 16
    predecode_width: int = 6
    instruction_queue: int = 20
    lcp_penalty: int = 3
    decoders: int = 4
    complex_decoder_uops: int = 4
    legacy_uops_per_cycle: int = 4
    msrom_uops_per_cycle: int = 4
    loop_stream_detector: int = 0  # uops a loop may have to stream from the uop queue; 0 = none
    uop_cache: UopCacheModel | None = None
    source: str = ""


@dataclass(frozen=True, slots=True)
class HardwareModel:
    """Behaviours of real hardware that LLVM 19's scheduling models lack (models/SCHEMA.md
    `hardware:`; mcalens only, never in a generated model). Applied by analysis/sim/hardware.py.

    stack_engine: push/pop's %rsp updates are done at rename (no chain through %rsp).
    stack_sync_latency: an instruction that reads %rsp explicitly after push/pop (a push/pop before
      any explicit %rsp write, also across iterations) waits this much longer (the sync uop);
      `pushq %rsp` is a new base for later push/pop.
    load_op_advance: the register/flags inputs of an instruction with a folded load are read this
      many cycles after it issues (the load runs first); 0 = off (LLVM: all inputs wait).
    memory_dependences: a load from the address an earlier store wrote (same base, index, scale,
      displacement and segment, the address registers unchanged in between, also across
      iterations) waits for that store (llvm-mca assumes no alias: loads never wait for stores).
    store_forwarding: then the load's data is ready this many cycles after the store's data
      (vector/x87 data); store_forwarding_gpr: the same for general-purpose-register data (0 when
      the hardware renames the memory operand, as Zen 5 does); -1 (default): not measured, no
      dependence is added for that kind of data.
    load_latency: the load part of a folded load's latency (0: the model's load_latency).
    mov_fusion: a register move followed by a two-operand ALU instruction on its destination
      takes no dispatch slot (the pair is one op).
    store_forwarding_gpr_moved: general-purpose store-to-load forwarding latency when an address
      register was rewritten in between with the same value (a reload of the pointer: memory
      renaming does not apply); -1 (default): such addresses are taken as different.
    alu_wakeup: an integer ALU instruction (one that uses the group `alu_group`) whose register or
      flags input comes from an ALU instruction of the region that starts a dependency chain (none
      of its own inputs comes from an ALU instruction of the region) holds its ALU unit this many
      cycles longer (0 = off).
    cmov_flags_latency: a conditional move whose condition combines two flag groups (a, be, l, ge,
      le, g) needs its flags input this many cycles earlier than its register inputs (0 = off).
    move_dependences: register moves are not eliminated in the register file, so they always pass
      their source's dependence on (llvm-mca's elimination loses it when the source is rewritten
      before the destination is read).
    memory_values_same: every memory word the region does not store to holds the same pointer (the
      measuring harness's and BHive's set-up), so 64-bit values loaded from such words are equal
      and addresses computed from them can coincide (a read-modify-write through a loaded pointer
      chains across iterations).
    store_forwarding_offset: store-to-load latency when the load lies inside one earlier store but
      does not start where it does (no memory renaming); -1 (default): not measured.
    store_forwarding_fail: when the load overlaps an earlier store without lying inside it (wider
      than the store, or spanning several stores): the load gets its data this many cycles after
      the store's, and later stores wait for it (they commit in order); -1 (default): not measured.
    sse_merge_latency: a legacy-SSE (non-VEX) write of an xmm register whose upper bits may be
      non-zero keeps them: it depends on the register's old value and is ready this many cycles
      after it (0: off). Upper bits are zero after a VEX.128 write or vzeroupper/vzeroall.
    sse_merge_window: the merge costs sse_merge_latency only when the register's previous write is
      at most this many instructions earlier, else 1 cycle (0: always).
    vector_upper_dirty: the upper bits of every vector register are non-zero when the region
      starts (`mcalens measure`'s harness broadcasts 1.0 into whole zmm registers).
    store_alu: a store (integer, vector, immediate or push) that uses no unit of `alu_group`
      also takes one cycle of that group: stores and ALU operations share the ALUs' slots.
    alu_wakeup_load_ops: alu_wakeup applies to load-ops too (no store; the ALU operation uses
      `alu_group`) when a register input other than the address comes from a chain head.
    stores_out_of_order: a store does not wait for older stores to issue (llvm-mca: stores issue
      in order); a load whose forwarding fails waits for every older store of the region instead.
    store_forwarding_narrow: general-purpose store-to-load latency when the load zero- or
      sign-extends 8- or 16-bit data (movzbl, movswl...: no memory renaming); -1 (default): as
      store_forwarding_gpr.
    """

    stack_engine: bool = False
    stack_sync_latency: int = 0  # cycles an explicit %rsp read waits after push/pop (sync uop)
    load_op_advance: int = 0
    memory_dependences: bool = False
    store_forwarding: int = -1  # -1: not measured; that kind of data gets no memory dependence
    store_forwarding_gpr: int = -1
    load_latency: int = 0
    mov_fusion: bool = False
    store_forwarding_gpr_moved: int = -1
    alu_wakeup: int = 0
    alu_group: str = ""
    cmov_flags_latency: int = 0
    move_dependences: bool = False
    memory_values_same: bool = False
    store_forwarding_offset: int = -1
    store_forwarding_fail: int = -1
    sse_merge_latency: int = 0
    sse_merge_window: int = 0
    vector_upper_dirty: bool = False
    store_alu: bool = False
    alu_wakeup_load_ops: bool = False
    stores_out_of_order: bool = False
    store_forwarding_narrow: int = -1
    source: str = ""


@dataclass(slots=True)
class CpuModel:
    """One scheduling model with every CPU name that uses it."""

    name: str
    target: str
    cpus: tuple[str, ...]
    issue_width: int
    micro_op_buffer_size: int
    load_latency: int = 4
    high_latency: int = 10
    mispredict_penalty: int = 0
    loop_micro_op_buffer_size: int = 0
    # ExtraProcessorInfo (0 / None / () where LLVM has none)
    reorder_buffer_size: int = 0
    max_retire_per_cycle: int = 0
    load_queue: str | None = None
    store_queue: str | None = None
    register_files: tuple[RegisterFileDesc, ...] = ()
    resources: tuple[ProcResource, ...] = ()
    classes: Mapping[str, SchedClass] = field(default_factory=dict)
    variants: Mapping[str, VariantClass] = field(default_factory=dict)
    opcode_class: Mapping[str, str] = field(default_factory=dict)
    zero_idioms: Mapping[str, tuple[PredicateRule, ...]] = field(default_factory=dict)
    dependency_breaking: Mapping[str, tuple[PredicateRule, ...]] = field(default_factory=dict)
    optimizable_moves: Mapping[str, tuple[PredicateRule, ...]] = field(default_factory=dict)
    source: dict[str, str] = field(default_factory=dict)
    path: str = ""
    frontend: FrontEndModel | None = None  # mcalens only: user models may add a front end
    hardware: HardwareModel | None = None  # mcalens only: measured behaviours (sim/hardware.py)
    kind: str = "llvm"  # "llvm" (generated from LLVM 19), "measured" (source.kind), "user"
    # Lazily built name -> resource map; not an init field, so dataclasses.replace() drops it.
    _resource_map: tuple[tuple[ProcResource, ...], dict[str, ProcResource]] | None = field(
        default=None, init=False, repr=False, compare=False
    )

    def resource(self, name: str) -> ProcResource:
        return self._resources_by_name()[name]

    def _resources_by_name(self) -> dict[str, ProcResource]:
        # PERF: built once per resources tuple instead of on every lookup.
        cached = self._resource_map
        if cached is None or cached[0] is not self.resources:
            cached = self._resource_map = (self.resources, {r.name: r for r in self.resources})
        return cached[1]

    def resolve_class(self, inst: McInst) -> SchedClass | None:
        """The scheduling class of `inst` after variant resolution.

        None when the opcode has no class in this model or no variant rule matches (llvm-mca:
        "unable to resolve scheduling class for write variant").
        """
        name = self.opcode_class.get(inst.opcode)
        for _ in range(16):  # variants may chain; LLVM's resolver loops the same way
            if name is None:
                return None
            cls = self.classes.get(name)
            if cls is not None:
                return cls
            variant = self.variants.get(name)
            if variant is None:
                return None
            name = next((r.target for r in variant.rules if r.condition.holds(inst)), None)
        return None

    @staticmethod
    def _first_match(rules: tuple[PredicateRule, ...] | None, inst: McInst) -> PredicateRule | None:
        if not rules:
            return None
        return next((r for r in rules if r.condition.holds(inst)), None)

    def zero_idiom(self, inst: McInst) -> PredicateRule | None:
        return self._first_match(self.zero_idioms.get(inst.opcode), inst)

    def dependency_breaking_rule(self, inst: McInst) -> PredicateRule | None:
        return self._first_match(self.dependency_breaking.get(inst.opcode), inst)

    def is_optimizable_move(self, inst: McInst) -> bool:
        return self._first_match(self.optimizable_moves.get(inst.opcode), inst) is not None
