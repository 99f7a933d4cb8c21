"""`SimOptions`: the simulator's options, in a module of their own so both pipelines read them
without importing each other (pipeline.py runs inorder.py for in-order models)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from typing import Any

# Cycles without any dispatch, issue or retire after which a simulation is stuck (a user model whose
# resources can never accept an instruction). Latencies (<= 32767) and resource cycles (<= 65535)
# are bounded by the model loader, so a live simulation always moves within this many cycles.
STALL_LIMIT = 200_000


@dataclass(frozen=True, slots=True)
class SimOptions:
    """llvm-mca's simulation options; 0 means "llvm-mca's default / the model's value"."""

    iterations: int = 100
    dispatch_width: int = 0
    register_file_size: int = 0
    noalias: bool = True
    load_queue: int = 0
    store_queue: int = 0
    micro_op_queue_size: int = 0
    decoder_throughput: int = 0
    call_latency: int = 100
    # The target's post-processing of instructions (llvm-mca -disable-cb turns it off).
    custom_behaviour: bool = True
    timeline_iterations: int = 10
    # Detect a periodic steady state and replay it instead of simulating it (exact; see steady.py).
    extrapolate: bool = True
    # Jump over cycles in which provably nothing can happen (same stalls as the last cycle).
    skip_idle_cycles: bool = True
    # Drop instructions whose descriptor cannot be built (-skip-unsupported-instructions).
    skip_unsupported: bool = False
    # Safety net against runaway simulations on broken models: at most this many cycles are
    # simulated one by one (replayed periods and skipped idle cycles do not count); reaching it
    # sets trace.extra["truncated"].
    max_cycles: int = 50_000_000
    # Record back-pressure events and critical dependencies (trace.extra["pressure"]) for the
    # bottleneck analysis and waits views; off by default so the hot loop pays nothing.
    record_pressure: bool = False
    # -rthroughput=segments: honour AcquireAtCycle of single-unit resources (ResourceManager).
    acquire_at_cycle: bool = False
    # The target's predecoder (McInst -> (length, length-changing prefix), None when it cannot
    # encode it: `Encoder.predecoder`), for models with front-end data (frontend.py lays the
    # region's code out from it); None turns such a front end off.
    encoder: Callable[[Any], tuple[int, bool] | None] | None = None
