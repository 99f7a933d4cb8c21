"""Fetch and uop delivery (`sim/delivery.py`, the optional front end): what feeds the dispatch stage when a model has `frontend:` data.

llvm-mca 19 has no front end (its entry stage hands every instruction to dispatch at once), and
neither does any LLVM model, so this stage exists only for user models that describe one
(models/SCHEMA.md `frontend:`). It replaces the entry stage of the out-of-order pipeline:

* the **uop queue** (IDQ) of `uop_queue` uops hands at most `delivery_width` uops per cycle, in
  program order, to dispatch (which may still refuse them: RAT, ROB, scheduler, groups);
* it is filled, one source per cycle, by
  - the **loop stream detector** (`loop_stream_detector` > 0): once an iteration came entirely from
    the uop cache (or from the legacy decoders when there is no uop cache), a region of at most
    that many uops streams `delivery_width` uops per cycle, never across an iteration end;
  - the **uop cache** (`uop_cache`): instructions of a cached `window_bytes` code window,
    `uops_per_cycle` per cycle from one window; a window whose uops need more than
    `ways_per_window` ways is never cached; windows map to `window % sets` and each set keeps
    its `ways` ways least-recently-used first out; a window missing in the cache switches
    delivery to the legacy decoders after `switch_penalty` cycles without delivery;
  - the **legacy decoders**: the predecoder reads one `fetch_bytes`-aligned block per cycle and
    length-decodes up to `predecode_width` instructions that end in it into the instruction
    queue (`instruction_queue` entries); a length-changing prefix (66h with a 16-bit immediate,
    67h with a ModRM) stalls it for `lcp_penalty` cycles; the next cycle one complex decoder
    (up to `complex_decoder_uops` uops) and `decoders` - 1 simple (1-uop) decoders turn up to
    `legacy_uops_per_cycle` uops into the uop queue; an instruction with more uops comes from the
    microcode sequencer at `msrom_uops_per_cycle`, alone. Decoded windows fill the uop cache.
* The region is a loop: every iteration runs the same code (the first instruction at offset 0,
  64-byte aligned) and its end is a taken branch: fetch restarts at the first block, and a
  switch between sources happens only at an iteration start or at a uop-cache miss.

Instruction lengths and length-changing prefixes come from the target's encoder role
(`Encoder.predecoder`: x86's in analysis/targets/x86/); uop counts are the model's (LLVM's NumMicroOps, which count micro-fused memory uops separately).
"""

from __future__ import annotations

from collections import OrderedDict, deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..machine.model import FrontEndModel


@dataclass(frozen=True, slots=True)
class CodeBytes:
    """One region instruction as the front end sees it: byte offset, length, uops, LCP."""

    offset: int
    length: int
    uops: int
    lcp: bool


def code_layout(encodings: Sequence[tuple[int, bool]], uops: Sequence[int]) -> list[CodeBytes]:
    """Lay the region's instructions ((length, length-changing prefix) each) out back to back from
    offset 0."""
    out: list[CodeBytes] = []
    offset = 0
    for (length, lcp), n in zip(encodings, uops, strict=True):
        out.append(CodeBytes(offset, length, n, lcp))
        offset += length
    return out


def front_end_layout(instrs: Sequence[object], descs: Sequence[object],
                     predecode: Callable[[Any], tuple[int, bool] | None] | None
                     ) -> tuple[list[CodeBytes] | None, str]:
    """The region's layout from the target's predecoder (SimOptions.encoder: each instruction's
    length and whether it has a length-changing prefix), or None and why (the front end then
    stays off)."""
    if predecode is None:
        return None, "front-end model off: the instruction encoding table is not available"
    codes: list[tuple[int, bool]] = []
    for inst in instrs:
        code = predecode(inst)
        if code is None:
            return None, f"front-end model off: cannot encode opcode {getattr(inst, 'opcode', '?')}"
        codes.append(code)
    return code_layout(codes, [d.uops for d in descs]), ""  # type: ignore[attr-defined]


MITE, DSB, LSD = "legacy decoders", "uop cache", "loop stream detector"


class FrontEnd:
    """The front-end stage: `deliver` feeds dispatch from the uop queue, `produce` fills it."""

    def __init__(self, fe: FrontEndModel, layout: list[CodeBytes], total: int,
                 pull: Callable[[], object | None]) -> None:
        self.fe = fe
        self.layout = layout
        self.n = len(layout)
        self.total = total
        self.pull = pull  # the pipeline's next instruction (in program order)
        self.region_uops = sum(c.uops for c in layout)
        self.idq: deque = deque()
        self.idq_uops = 0
        self.next_fetch = 0  # IID of the next instruction a source will read
        self.mode = MITE
        self.bubble = 0
        # Legacy pipeline state.
        self.block = 0  # current fetch block (byte offset)
        self.iq: deque[tuple[int, int]] = deque()  # (IID, cycle predecoded)
        self.lcp_stall = 0
        self.msrom_busy = 0
        self.cycle = 0
        # Uop cache: per set, window -> ways, least recently used first.
        cache = fe.uop_cache
        self.sets: list[OrderedDict[int, int]] = [OrderedDict() for _ in range(cache.sets)] if cache else []
        self.window_ways: dict[int, int] = {}
        if cache is not None:
            uops_by_window: dict[int, int] = {}
            for c in layout:
                w = c.offset // cache.window_bytes
                uops_by_window[w] = uops_by_window.get(w, 0) + c.uops
            self.window_ways = {w: -(-u // cache.uops_per_way) for w, u in uops_by_window.items()}
        self.iteration_started = 0  # IID of the last iteration start the source was chosen at
        self.iteration_sources: set[str] = set()
        self.previous_iteration_hot = False
        # Observations (trace.facts.frontend).
        self.uops_by_source = {LSD: 0, DSB: 0, MITE: 0}
        self.starved_slots = 0  # delivery slots left empty because the uop queue was empty
        self.switches = 0
        self.lcp_stalls = 0

    # ------------------------------------------------------------------ delivery to dispatch
    def deliver(self, can_dispatch: Callable[[object], bool], dispatch: Callable[[object], None]) -> bool:
        """Hand up to delivery_width uops to dispatch; True when anything moved."""
        width = self.fe.delivery_width
        delivered = 0
        idq = self.idq
        while idq:
            ins = idq[0]
            uops = max(1, ins.desc.uops)
            if delivered and delivered + uops > width:
                break
            if not can_dispatch(ins):
                break
            idq.popleft()
            self.idq_uops -= uops
            dispatch(ins)
            delivered += min(uops, width)
        else:
            if self.next_fetch < self.total or delivered:
                self.starved_slots += width - delivered
        return bool(delivered)

    def done(self) -> bool:
        return not self.idq and self.next_fetch >= self.total and not self.iq

    # ------------------------------------------------------------------ filling the uop queue
    def _push(self, iid: int, source: str) -> None:
        ins = self.pull()
        assert ins is not None and ins.iid == iid, "front end out of step with the entry stage"
        self.idq.append(ins)
        uops = max(1, ins.desc.uops)
        self.idq_uops += uops
        self.uops_by_source[source] += uops
        self.iteration_sources.add(source)

    def _space(self, uops: int) -> bool:
        return self.idq_uops + max(1, uops) <= self.fe.uop_queue or not self.idq

    def _window(self, iid: int) -> int:
        return self.layout[iid % self.n].offset // self.fe.uop_cache.window_bytes

    def _cached(self, window: int) -> bool:
        cache = self.fe.uop_cache
        if cache is None:
            return False
        entry = self.sets[window % cache.sets]
        if window in entry:
            entry.move_to_end(window)
            return True
        return False

    def _fill(self, window: int) -> None:
        cache = self.fe.uop_cache
        ways = self.window_ways.get(window, 0)
        if cache is None or ways > cache.ways_per_window or ways > cache.ways:
            return
        entry = self.sets[window % cache.sets]
        if window in entry:
            return
        while sum(entry.values()) + ways > cache.ways:
            entry.popitem(last=False)
        entry[window] = ways

    def produce(self, cycle: int) -> bool:
        """One front-end cycle; True when anything changed."""
        self.cycle = cycle
        if self.bubble:
            self.bubble -= 1
            return True
        if self.next_fetch >= self.total and not self.iq:
            return False
        at_start = self.next_fetch % self.n == 0 and not self.iq and not self.msrom_busy
        if at_start and self.next_fetch < self.total:
            self._start_iteration()
        if self.mode == LSD:
            return self._lsd()
        if self.mode == DSB:
            if self._cached(self._window(self.next_fetch)):
                return self._dsb()
            self.mode = MITE  # a miss: the legacy decoders take over after the switch penalty
            self.switches += 1
            self.block = self.layout[self.next_fetch % self.n].offset // self.fe.fetch_bytes * self.fe.fetch_bytes
            self.bubble = self.fe.uop_cache.switch_penalty
            if self.bubble:
                self.bubble -= 1
                return True
        return self._legacy()

    def _start_iteration(self) -> None:
        """Choose the source at an iteration start (the loop's taken branch)."""
        self.iteration_started = self.next_fetch
        hot = self.previous_iteration_hot
        if self.next_fetch:
            sources = self.iteration_sources
            hot = bool(sources) and (sources <= {DSB, LSD} if self.fe.uop_cache else True)
            self.previous_iteration_hot = hot
        self.iteration_sources = set()
        if self.mode == LSD:
            return
        lsd = self.fe.loop_stream_detector
        if self.next_fetch and lsd and self.region_uops <= lsd and hot:
            self.mode = LSD
            return
        self.block = 0
        if self.fe.uop_cache is not None and self._cached(self._window(self.next_fetch)):
            self.mode = DSB

    def _lsd(self) -> bool:
        budget = self.fe.delivery_width
        moved = False
        while self.next_fetch < self.total and budget > 0:
            uops = self.layout[self.next_fetch % self.n].uops
            if (moved and uops > budget) or not self._space(uops):
                break
            self._push(self.next_fetch, LSD)
            self.next_fetch += 1
            budget -= max(1, uops)
            moved = True
            if self.next_fetch % self.n == 0:
                break  # the loop stream detector never delivers across the iteration end
        return moved

    def _dsb(self) -> bool:
        cache = self.fe.uop_cache
        budget = cache.uops_per_cycle
        window = self._window(self.next_fetch)
        moved = False
        while self.next_fetch < self.total and budget > 0:
            uops = self.layout[self.next_fetch % self.n].uops
            if self._window(self.next_fetch) != window or (moved and uops > budget) or not self._space(uops):
                break
            self._push(self.next_fetch, DSB)
            self.next_fetch += 1
            budget -= max(1, uops)
            moved = True
            if self.next_fetch % self.n == 0:
                break
        return moved

    def _legacy(self) -> bool:
        moved = self._decode()
        return self._predecode() or moved

    def _decode(self) -> bool:
        fe = self.fe
        if self.msrom_busy:
            self.msrom_busy -= 1
            return True
        used = slots = 0
        moved = False
        while self.iq and slots < fe.decoders:
            iid, at = self.iq[0]
            if at >= self.cycle:
                break  # predecoded this cycle: decodes next cycle
            uops = self.layout[iid % self.n].uops
            if uops > fe.complex_decoder_uops:
                if slots or not self._space(uops):
                    break
                self.iq.popleft()
                self._push(iid, MITE)
                self._fill_from(iid)
                self.msrom_busy = -(-uops // fe.msrom_uops_per_cycle) - 1
                return True
            if (slots and uops > 1) or used + uops > fe.legacy_uops_per_cycle or not self._space(uops):
                break
            self.iq.popleft()
            self._push(iid, MITE)
            self._fill_from(iid)
            used += max(1, uops)
            slots += 1
            moved = True
        return moved

    def _fill_from(self, iid: int) -> None:
        if self.fe.uop_cache is not None:
            self._fill(self._window(iid))

    def _predecode(self) -> bool:
        fe = self.fe
        if self.lcp_stall:
            self.lcp_stall -= 1
            self.lcp_stalls += 1
            return True
        if self.next_fetch >= self.total:
            return False
        if self.next_fetch % self.n == 0 and self.next_fetch != self.iteration_started:
            return False  # the taken branch: the next iteration waits for the queues to drain
        end = self.block + fe.fetch_bytes
        count = 0
        moved = False
        while self.next_fetch < self.total and count < fe.predecode_width and len(self.iq) < fe.instruction_queue:
            code = self.layout[self.next_fetch % self.n]
            if code.offset + code.length > end:
                break
            self.iq.append((self.next_fetch, self.cycle))
            self.next_fetch += 1
            count += 1
            moved = True
            if self.next_fetch % self.n == 0:
                return True  # taken branch at the loop end: the rest of the block is discarded
            if code.lcp:
                self.lcp_stall = fe.lcp_penalty
                break
        if self.next_fetch < self.total and self.next_fetch % self.n:
            code = self.layout[self.next_fetch % self.n]
            if code.offset + code.length > end:
                self.block = end  # nothing more ends in this block: the next cycle reads the next one
                moved = True
        return moved

    def summary(self) -> dict[str, object]:
        return {
            "delivery_width": self.fe.delivery_width,
            "uops_by_source": dict(self.uops_by_source),
            "starved_slots": self.starved_slots,
            "switches": self.switches,
            "lcp_stall_cycles": self.lcp_stalls,
        }
