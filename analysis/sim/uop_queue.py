"""The MicroOpQueue stage (llvm-mca's MicroOpQueueStage, -micro-op-queue-size): between the
entry and dispatch stages, a queue of decoded micro-ops filled at most -decoder-throughput
instructions per cycle; with zero latency it forwards to dispatch in the same cycle."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from .instruction import Instruction
from .run_state import RunState


class MicroOpQueue:
    """The stage's hooks: `feed(held)` moves instructions from the entry stage (`held` first)
    into the queue while it has room, then dispatches from its head while dispatch accepts, and
    returns the instruction left in the entry stage; `queue` holds the queued instructions."""

    __slots__ = ("feed", "queue")

    def __init__(self, feed: Callable[[Instruction | None], Instruction | None], queue: deque[Instruction]) -> None:
        self.feed = feed
        self.queue = queue


def micro_op_queue(size: int, decoder_ipc: int, st: RunState, entry_next: Callable[[], Instruction | None],
                   can_dispatch: Callable[[Instruction], bool],
                   dispatch: Callable[[Instruction], None]) -> MicroOpQueue:
    """A queue of `size` entries (an instruction takes one per micro-op, at least one, at most
    `size`), filled at most `decoder_ipc` instructions a cycle (0: no limit)."""
    uopq: deque[Instruction] = deque()
    uopq_free = size

    def entries(ins: Instruction) -> int:
        return max(1, min(size, ins.desc.uops))

    def feed(held: Instruction | None) -> Instruction | None:
        nonlocal uopq_free
        decoded = 0
        while held is not None:
            if decoder_ipc and decoded == decoder_ipc:
                break
            need = entries(held)
            if need > uopq_free:
                break
            uopq.append(held)
            uopq_free -= need
            decoded += 1
            st.activity = 1
            held = entry_next()
        # MicroOpQueue.cycleEnd: a zero-latency stage forwards to dispatch now.
        while uopq and can_dispatch(uopq[0]):
            ins = uopq.popleft()
            uopq_free += entries(ins)
            dispatch(ins)
        return held

    return MicroOpQueue(feed, uopq)
