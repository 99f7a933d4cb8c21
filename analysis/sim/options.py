"""`SimOptions`: the simulator's options, the `sim` record of the one options type
(`analysis/options.py` `AnalysisOptions.sim`) that the CLI, `batch` and the editor build and `api`
hands to `simulate()` as it is. In a module of their own so both pipelines read them without
importing each other (pipeline.py runs inorder.py for in-order models).

A user-facing simulator option is one field here plus its row in `FLAGS` (the command line reads
the table; llvm-mca's `SimulationParameters` in api.simulation_parameters lists the ones llvm-mca
prints) and the code in the simulator that reads it.
"""

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

# llvm-mca's iteration count when none is given (its -iterations=0 means this too: FLAGS' UINT_OR_DEFAULT).
DEFAULT_ITERATIONS = 100

# How a command-line value becomes a field value (analysis/cli.py reads these kinds).
UINT = "uint"  # cl::opt<unsigned>
UINT_OR_DEFAULT = "uint-or-default"  # cl::opt<unsigned> where 0 means the field's default
BOOL = "bool"  # cl::opt<bool>
NOT_BOOL = "not-bool"  # cl::opt<bool> that turns the field off (-disable-cb)
INT = "int"  # cl::opt<int>


@dataclass(frozen=True, slots=True)
class SimOptions:
    """llvm-mca's simulation options; 0 means "the model's value" for the sizes and widths."""

    iterations: int = DEFAULT_ITERATIONS
    dispatch_width: int = 0
    register_file_size: int = 0
    noalias: bool = True
    load_queue: int = 0
    store_queue: int = 0
    micro_op_queue_size: int = 0
    decoder_throughput: int = 0
    call_latency: int = 100  # llvm-mca's -call-latency default
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
    # sets the run facts' `truncated`.
    max_cycles: int = 50_000_000
    # Record back-pressure events and critical dependencies (the run facts' `pressure`) for the
    # views that read them (views/registry.py, NEEDS_PRESSURE); off by default so the hot loop pays nothing.
    record_pressure: bool = False
    # Record what held each stalled instruction of an in-order pipeline (the run facts'
    # `issue_stalls` and `hazard_events`) for the views that read them (views/registry.py,
    # NEEDS_HAZARDS and above); off by default so a stall costs only llvm-mca's own statistics.
    record_hazards: bool = False
    # -rthroughput=segments: honour AcquireAtCycle of single-unit resources (ResourceManager).
    acquire_at_cycle: bool = False
    # The target's predecoder (McInst -> (length, length-changing prefix), None when it cannot
    # encode it: `Encoder.predecoder`), for models with front-end data (delivery.py lays the
    # region's code out from it); None turns such a front end off.
    encoder: Callable[[Any], tuple[int, bool] | None] | None = None

    def __post_init__(self) -> None:
        # "0 means the default" is a command-line spelling (FLAGS' UINT_OR_DEFAULT), decided there once.
        if self.iterations < 1:
            raise ValueError(f"SimOptions.iterations must be at least 1, got {self.iterations}")


# The command line's simulator options: (flag, SimOptions field, kind). llvm-mca's spellings.
FLAGS: tuple[tuple[str, str, str], ...] = (
    ("iterations", "iterations", UINT_OR_DEFAULT),
    ("dispatch", "dispatch_width", UINT),
    ("register-file-size", "register_file_size", UINT),
    ("noalias", "noalias", BOOL),
    ("lqueue", "load_queue", UINT),
    ("squeue", "store_queue", UINT),
    ("micro-op-queue-size", "micro_op_queue_size", UINT),
    ("decoder-throughput", "decoder_throughput", UINT),
    ("call-latency", "call_latency", UINT),
    ("disable-cb", "custom_behaviour", NOT_BOOL),
)
