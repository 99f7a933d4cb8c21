"""Instruments: what llvm-mca's InstrumentManager may change about one instruction, and the contract
between the front end (which reads them), the targets (which offer their own kinds) and the
descriptor builder (which applies them).

llvm-mca reads `# LLVM-MCA-<KIND> <data>` comments (and, on RISC-V, `vsetvli`/`vsetivli`) into
instrument regions; every instruction gets the instruments whose region holds it, and the manager
then (a) picks the scheduling class from them (RISC-V: the vector pseudo for LMUL/SEW) and, from
LLVM 22 on, (b) overrides every write's latency (`# LLVM-MCA-LATENCY <n>`, on every target).

* `Instrument`: one instrument as created (kind, data, and the value LLVM parsed from the data).
* `TargetInstruments`: the kinds a target offers (`Subtarget.instruments`), LLVM's target
  InstrumentManager (RISCVInstrumentManager).
* `InstrumentManager`: the target's kinds plus the release's generic ones, as llvm-mca builds it
  (`-disable-im` gives the manager that ignores every instrument).
* `InstrumentEffect`: what the descriptor builder applies (`sim/instr_desc.build_descriptor`).

The region rules live in `frontend/instruments.py`; docs/instruments.md has the whole story.
"""

from __future__ import annotations

from dataclasses import dataclass

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from .mcinst import McInst

# The generic kind LLVM 22's InstrumentManager creates on every target (PR 155420).
LATENCY = "LATENCY"
_MAX_UNSIGNED = (1 << 32) - 1


@dataclass(frozen=True, slots=True)
class Instrument:
    """One instrument: its kind (`RISCV-LMUL`, `LATENCY`, ...), its data as written, and `value`,
    what the kind reads from the data (the LMUL/SEW word, the latency; None where LLVM's instrument
    holds nothing: a LATENCY whose data is no number still opens its region, changing nothing)."""

    kind: str
    data: str
    value: str | int | None = None


@dataclass(frozen=True, slots=True)
class InstrumentEffect:
    """What the instruments in effect change in one instruction's descriptor: the opcode whose
    scheduling class to use instead of its own (RISC-V: the RVV pseudo), and the latency every write
    and the descriptor's MaxLatency get (LATENCY). Hashable: it keys the descriptor memo, as
    llvm-mca's descriptor cache keys on the class the instruments chose."""

    class_opcode: str | None = None
    latency: int | None = None


@dataclass(frozen=True, slots=True)
class ClassRefusal:
    """A class choice llvm-mca cannot make (it dies): the message mcalens reports instead."""

    message: str


class TargetInstruments:
    """The instrument kinds a target's InstrumentManager offers, and how it picks a class from them.
    The base offers none (LLVM's default manager); a target overrides all four."""

    kinds: tuple[str, ...] = ()

    def create(self, kind: str, data: str) -> Instrument | None:
        """The instrument a comment `LLVM-MCA-<kind> <data>` makes, or None when the data is refused
        (llvm-mca: "Failed to create <kind> instrument ...")."""
        return None

    def from_instruction(self, inst: McInst) -> tuple[Instrument, ...]:
        """Instruments an instruction itself creates at its location (RISC-V `vsetvli`)."""
        return ()

    def class_opcode(self, inst: McInst, active: Sequence[Instrument]) -> str | ClassRefusal | None:
        """The opcode whose scheduling class `inst` takes under `active` (None: its own)."""
        return None

    def settings(self, inst: McInst, active: Sequence[Instrument]) -> tuple[tuple[str, str], ...]:
        """The instrument values `inst`'s class was chosen with, as (name, value) for people to read
        (RISC-V: `("LMUL", "M1"), ("SEW", "E32")` for a vector instruction); () when its class does
        not depend on them."""
        return ()


def parse_latency(data: str) -> int | None:
    """LLVM 22's Instrument constructor: the data without surrounding blanks as an unsigned base-10
    number (leading zeros allowed; no sign, no hex, at most 2^32 - 1); None otherwise.
    Checked with llvm-mca-22: `7`, ` 7 `, `07` -> 7; `+7`, `-1`, `0x7`, `7x`, `5 6`, `4294967296` -> none."""
    text = data.strip(" \t\r\n\v\f")
    if not text or not text.isascii() or not text.isdigit():
        return None
    digits = text.lstrip("0") or "0"
    if len(digits) > 10:  # beyond 2^32 - 1 (and never a 5,000-digit int() that Python refuses)
        return None
    value = int(digits)
    return value if value <= _MAX_UNSIGNED else None


@dataclass(frozen=True, slots=True)
class InstrumentManager:
    """llvm-mca's InstrumentManager for one run: the target's kinds (`target`) and, when the release
    has the generic manager (`generic`: LLVM 22's LATENCY), that one's. `enabled` False is
    `-disable-im`, or a release and target without any: every `LLVM-MCA-` comment but BEGIN/END is
    then ignored, as llvm-mca 19 ignores them on x86 and AArch64."""

    target: TargetInstruments | None = None
    generic: bool = False
    enabled: bool = True

    @property
    def ignores(self) -> bool:
        """shouldIgnoreInstruments(): no comment is read as an instrument."""
        return not self.enabled or (not self.generic and (self.target is None or not self.target.kinds))

    def supports(self, kind: str) -> bool:
        if self.ignores:
            return False
        if self.target is not None and kind in self.target.kinds:
            return True
        return self.generic and kind == LATENCY

    def create(self, kind: str, data: str) -> Instrument | None:
        if self.target is not None and kind in self.target.kinds:
            return self.target.create(kind, data)
        return Instrument(kind, data, parse_latency(data))

    def from_instruction(self, inst: McInst) -> tuple[Instrument, ...]:
        if self.ignores or self.target is None:
            return ()
        return self.target.from_instruction(inst)

    def settings(self, inst: McInst, active: Sequence[Instrument]) -> tuple[tuple[str, str], ...]:
        """TargetInstruments.settings of the target's kinds (the editor's hover shows them)."""
        if not active or self.ignores or self.target is None:
            return ()
        return self.target.settings(inst, active)

    def effect(self, inst: McInst, active: Sequence[Instrument]) -> InstrumentEffect | ClassRefusal | None:
        """What `active` (in llvm-mca's order: the regions' creation order) does to `inst`: None when
        nothing changes. The last LATENCY with a value wins (LLVM customizes in that order)."""
        if not active:
            return None
        chosen: str | ClassRefusal | None = None
        if self.target is not None:
            chosen = self.target.class_opcode(inst, active)
            if isinstance(chosen, ClassRefusal):
                return chosen
        latency = None
        if self.generic:
            for instrument in active:
                if instrument.kind == LATENCY and isinstance(instrument.value, int):
                    latency = instrument.value
        if chosen is None and latency is None:
            return None
        return InstrumentEffect(chosen, latency)
