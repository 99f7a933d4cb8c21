"""RISC-V's instruments: LMUL and SEW, from `# LLVM-MCA-RISCV-LMUL <M>` / `# LLVM-MCA-RISCV-SEW <E>`
comments and from `vsetvli`/`vsetivli`, and the scheduling class they choose (LLVM's
RISCVInstrumentManager, lib/Target/RISCV/MCA/RISCVCustomBehaviour.cpp; the same in 19.1.7 and 22.1.8).

* Kinds `RISCV-LMUL` and `RISCV-SEW`; the data must be one of the words the release's table lists
  (`M1 M2 M4 M8 MF2 MF4 MF8`, `E8 E16 E32 E64`), exactly: case and blanks count (`M8 ` is refused).
* `vsetvli`/`vsetivli` create an LMUL and a SEW instrument from their vtype immediate (operand 2:
  LMUL from bits 2:0, SEW = 8 << bits 5:3). `vsetvl` does not (its vtype is in a register).
* The class: the last LMUL and the last SEW in effect; without an LMUL the opcode's own class; else
  the answer `isa_instruments.json.gz` recorded from LLVM's `getSchedClassID` for (opcode, LMUL,
  SEW): the RVV pseudo whose class to use, the own class where it records nothing, and a refusal
  where llvm-mca dies (SIGFPE: a unit-stride or strided load/store without a SEW, or an EMUL that
  does not exist; LLVM 22 adds the indexed ones). `class_choice` is that function.

The target offers this through `Subtarget.instruments(isa)` (targets/target.py): `riscv_instruments`.
"""

from __future__ import annotations

import functools
import os

from ...instruments import ClassRefusal, Instrument, TargetInstruments
from ...isa import Isa, data_path, model_directory

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...mcinst import McInst

LMUL = "RISCV-LMUL"
SEW = "RISCV-SEW"

# vtype's vlmul field (bits 2:0) as the instrument's word; 4 is reserved (LLVM cannot name it).
_VLMUL = {0: "M1", 1: "M2", 2: "M4", 3: "M8", 5: "MF8", 6: "MF4", 7: "MF2"}
_CREATING_OPCODES = frozenset({"VSETVLI", "VSETIVLI"})


class InstrumentTable:
    """A release's `isa_instruments.json.gz`: the LMUL and SEW words and, per opcode, the answers
    that differ from the opcode's own class (`"M2"` or `"M2/E32"` -> (pseudo, class name) or None)."""

    __slots__ = ("classes", "llvm", "lmuls", "sews")

    def __init__(self, lmuls: tuple[str, ...], sews: tuple[str, ...],
                 classes: dict[str, dict[str, tuple[str, str] | None]], llvm: str) -> None:
        self.lmuls = lmuls
        self.sews = sews
        self.classes = classes
        self.llvm = llvm


def table_from_json(data: object) -> InstrumentTable:
    """The table of a decoded `isa_instruments.json`; empty where a part is missing or malformed."""
    if not isinstance(data, dict):
        return InstrumentTable((), (), {}, "")
    lmuls = tuple(w for w in data.get("lmul", ()) if isinstance(w, str))
    sews = tuple(w for w in data.get("sew", ()) if isinstance(w, str))
    source = data.get("source")
    llvm = str(source.get("llvm", "")) if isinstance(source, dict) else ""
    classes: dict[str, dict[str, tuple[str, str] | None]] = {}
    raw = data.get("classes")
    if isinstance(raw, dict):
        for opcode, answers in raw.items():
            if not isinstance(answers, dict):
                continue
            row: dict[str, tuple[str, str] | None] = {}
            for key, answer in answers.items():
                if answer is None:
                    row[key] = None
                elif isinstance(answer, list) and len(answer) == 2 and all(isinstance(a, str) for a in answer):
                    row[key] = (answer[0], answer[1])
            classes[opcode] = row
    return InstrumentTable(lmuls, sews, classes, llvm)


@functools.lru_cache(maxsize=4)
def load_table(directory: str | None) -> InstrumentTable:
    """The instrument table of the model set at `directory` (an Isa's: the release's; None: the
    LLVM 19 set); empty when the file is missing or unreadable (no instrument then chooses a class)."""
    import gzip
    import json

    base = directory if directory is not None else str(model_directory("riscv"))
    try:
        path = data_path(os.path.join(base, "isa_instruments.json"))
        with open(path, "rb") as handle:
            raw = handle.read()
        return table_from_json(json.loads(gzip.decompress(raw) if path.endswith(".gz") else raw))
    except (OSError, EOFError, ValueError):
        return InstrumentTable((), (), {}, "")


def class_choice(table: InstrumentTable, opcode: str, lmul: str | None, sew: str | None
                 ) -> str | ClassRefusal | None:
    """The opcode whose class llvm-mca uses for `opcode` under `lmul`/`sew` (None: its own class),
    or a refusal where llvm-mca dies."""
    if lmul is None:
        return None
    answers = table.classes.get(opcode)
    if answers is None:
        return None
    key = lmul if sew is None else f"{lmul}/{sew}"
    if key not in answers:
        return None
    answer = answers[key]
    if answer is None:
        setting = f"LMUL {lmul} without a SEW" if sew is None else f"LMUL {lmul} and SEW {sew}"
        release = f"llvm-mca {table.llvm}" if table.llvm else "llvm-mca"
        return ClassRefusal(f"{release} crashes (SIGFPE) choosing the scheduling class of {opcode} under "
                            f"{setting}; mcalens has no class to report (give the SEW, e.g. "
                            f"'# LLVM-MCA-RISCV-SEW E32', or a vsetvli)")
    return answer[0]


def vtype_instruments(vtype: int) -> tuple[Instrument, ...]:
    """The LMUL and SEW instruments a vsetvli/vsetivli with this vtype immediate creates; none for a
    vtype LLVM cannot name (reserved LMUL, SEW above 64: llvm-mca's llvm_unreachable)."""
    lmul = _VLMUL.get(vtype & 7)
    sew = 8 << ((vtype >> 3) & 7)
    if lmul is None or sew > 64:
        return ()
    return (Instrument(LMUL, lmul, lmul), Instrument(SEW, f"E{sew}", f"E{sew}"))


class RiscvInstruments(TargetInstruments):
    """RISCVInstrumentManager over one release's table."""

    kinds = (LMUL, SEW)

    def __init__(self, table: InstrumentTable) -> None:
        self.table = table

    def create(self, kind: str, data: str) -> Instrument | None:
        words = self.table.lmuls if kind == LMUL else self.table.sews if kind == SEW else ()
        return Instrument(kind, data, data) if data in words else None

    def from_instruction(self, inst: McInst) -> tuple[Instrument, ...]:
        if inst.opcode not in _CREATING_OPCODES:
            return ()
        vtype = inst.imm(2)
        return vtype_instruments(vtype) if vtype is not None else ()

    def class_opcode(self, inst: McInst, active: Sequence[Instrument]) -> str | ClassRefusal | None:
        lmul, sew = _in_effect(active)
        return class_choice(self.table, inst.opcode, lmul, sew)

    def settings(self, inst: McInst, active: Sequence[Instrument]) -> tuple[tuple[str, str], ...]:
        # Only the vector instructions whose class the LMUL/SEW choose (the table's opcodes).
        if inst.opcode not in self.table.classes:
            return ()
        lmul, sew = _in_effect(active)
        return tuple((name, value) for name, value in (("LMUL", lmul), ("SEW", sew)) if value is not None)


def _in_effect(active: Sequence[Instrument]) -> tuple[str | None, str | None]:
    """The LMUL and SEW in effect: the last of each kind wins, as LLVM's loop over them."""
    lmul = sew = None
    for instrument in active:
        if instrument.kind == LMUL:
            lmul = instrument.data
        elif instrument.kind == SEW:
            sew = instrument.data
    return lmul, sew


def riscv_instruments(isa: Isa) -> RiscvInstruments:
    """What the RISC-V target's `Subtarget.instruments` returns: the manager for `isa`'s release."""
    return RiscvInstruments(load_table(isa.directory))
