"""The Entry stage (llvm-mca's EntryStage): the source of instructions, the region repeated
`iterations` times in program order, one `Instruction` per IID, created when fetched."""

from __future__ import annotations

from collections.abc import Callable

from .instr_desc import InstrDesc
from .instruction import Instruction
from .recorder import TraceRecorder


class Entry:
    """The stage's hooks: `next()` is the next instruction (None once the source is exhausted);
    `done()` whether it is; `advance(k)` skips `k` IIDs (a replayed steady state, pipeline.py)."""

    __slots__ = ("advance", "done", "next")

    def __init__(self, next: Callable[[], Instruction | None], done: Callable[[], bool],
                 advance: Callable[[int], None]) -> None:
        self.next = next
        self.done = done
        self.advance = advance


def entry_stage(region: list[InstrDesc], shared_reads: list, rec: TraceRecorder) -> Entry:
    """The entry stage over `region`: every instance of position p starts with `shared_reads[p]`
    (instruction.dead_reads or a pipeline's static-plan variant); `rec` grows its columns as
    IIDs are fetched. PERF: closures, so the per-instruction `next` reads cells, not attributes."""
    n = len(region)
    total = rec.total
    next_iid = 0
    cap = rec.cap  # the recorder's, as last seen (a replay may have grown it since)

    def next_instruction() -> Instruction | None:
        nonlocal next_iid, cap
        if next_iid >= total:
            return None
        iid = next_iid
        next_iid += 1
        if iid >= cap:
            rec.grow(2 * rec.cap)
            cap = rec.cap
        pos = iid % n
        return Instruction(iid, pos, region[pos], shared_reads[pos])

    def done() -> bool:
        return next_iid >= total

    def advance(k: int) -> None:
        nonlocal next_iid
        next_iid += k

    return Entry(next_instruction, done, advance)
