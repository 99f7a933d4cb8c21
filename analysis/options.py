"""`AnalysisOptions`: the one options type from the command line (and `batch`, the editor) to the
simulator. The simulator's knobs are its `sim` record (`SimOptions`, sim/options.py), which `api`
hands to `simulate()` as it is, adding only what the run decides (which views need back-pressure
records, the target's encoder, -rthroughput=segments' acquire cycles); the views to compute are
its `views` (`ViewSelection`, views/registry.py). Defaults are decided once, in these records:
`DEFAULT_ITERATIONS` in sim/options.py is the only iteration count written down.

Adding an option: a field here (or in `SimOptions` for the simulator's) with its row in `FLAGS`
(or `sim.options.FLAGS`), and the code that reads it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .machine.releases import DEFAULT_RELEASE
from .sim.options import BOOL, DEFAULT_ITERATIONS, INT, UINT, SimOptions
from .views.instruction_info import RTHROUGHPUT_LLVM, RTHROUGHPUT_SEGMENTS
from .views.registry import ViewSelection

__all__ = ["DEFAULT_ITERATIONS", "DEFAULT_TRIPLE", "FLAGS", "RTHROUGHPUT_LLVM", "RTHROUGHPUT_SEGMENTS", "SKIP_ANY",
           "SKIP_LACK_SCHED", "SKIP_NONE", "SKIP_PARSE_FAILURE", "AnalysisOptions", "SimOptions", "ViewSelection"]

DEFAULT_TRIPLE = "x86_64-unknown-linux-gnu"

SKIP_NONE = "none"
SKIP_LACK_SCHED = "lack-sched"
SKIP_PARSE_FAILURE = "parse-failure"
SKIP_ANY = "any"


@dataclass(frozen=True, slots=True)
class AnalysisOptions:
    """llvm-mca's simulation and report options, and mcalens' own; `sim` holds the simulator's."""

    sim: SimOptions = field(default_factory=SimOptions)
    views: ViewSelection = field(default_factory=ViewSelection)
    timeline_max_iterations: int = 0
    timeline_max_cycles: int = 80
    skip_unsupported: str = SKIP_NONE
    print_imm_hex: bool = False
    # 0 AT&T, 1 Intel; -1 (default) = the dialect in force at the end of the input, as llvm-mca.
    output_asm_variant: int = -1
    auto_regions: bool = False
    instruction_tables: bool = False  # -instruction-tables: static info + theoretical pressure only
    # -instruction-tables=full (LLVM 22): Instruction Info adds the resources, bypass latency, opcode name
    instruction_tables_full: bool = False
    show_barriers: bool = False  # -show-barriers: LoadBarrier/StoreBarrier columns in Instruction Info
    show_encoding: bool = False  # -show-encoding: Encoding Size and Encodings columns in Instruction Info
    # -rthroughput: "llvm" (LLVM 19, AcquireAtCycle ignored) or "segments" (RThroughput from the
    # [acquire, release) segments, and the simulator books units from the acquire cycle on).
    rthroughput: str = RTHROUGHPUT_LLVM
    model_dirs: tuple[str, ...] = ()
    triple: str = DEFAULT_TRIPLE
    llvm_version: str = DEFAULT_RELEASE  # the llvm-mca release whose model set is used (machine/releases.py)
    mattr: str = ""  # -mattr: subtarget features on top of the CPU's (targets that check them: AArch64)
    # mcalens' own informational notes on stderr (an extension's reading, e.g. gcc's Intel `movsx r64,
    # r32`, `.loc` lines llvm-mca refuses, skipped lines, the unknown-CPU hint); False drops them
    # (`--no-notes`) and stderr is llvm-mca's. llvm-mca's own notes stay.
    notes: bool = True
    # Among those notes, the `.file`/`.loc` lines llvm-mca 19 would refuse (gcc's DWARF 5 `-g` output,
    # one per `.loc` line): `mcalens source` leaves them out unless `--debug-line-notes` (the
    # compiler wrote those lines, not the user; finding them also costs a pass over the file).
    debug_line_notes: bool = True
    # Resolve only the instructions of the regions (and any other on their lines): an unresolvable
    # line elsewhere goes unreported. Honoured only with -skip-unsupported-instructions=parse-failure
    # or any, where such a line changes nothing of the regions, and on targets whose instructions
    # resolve alone (no instruction-made instruments, no check against the instruction before).
    # The editor's analysis of a compiled source's assembly (its loops are a small part of it).
    resolve_regions_only: bool = False
    # llvm-mca would place `.rept`/macro expansions below the input in memory (input_text.expansions_below)
    expansions_below: bool = False
    # Refuse numeric label references llvm-mc cannot resolve (`jne 1f` with no `1:` after it). Off
    # for texts that are not whole files: the editor analyses a region's instructions without labels.
    label_errors: bool = False
    # `--json-extras`: mcalens' keys in `-json` (SourceLines, SkippedLines, BottleneckAnalysis); without
    # it `-json` is llvm-mca 19's document byte for byte. Read by the renderers (CLI, batch --full).
    json_extras: bool = False
    # -disable-im: llvm-mca's instrument manager that ignores every instrument (analysis/instruments.py):
    # `LLVM-MCA-<KIND>` comments and RISC-V's vsetvli change nothing, and unknown kinds are no error.
    disable_im: bool = False

    @property
    def iterations(self) -> int:
        """The simulated iteration count (`sim.iterations`)."""
        return self.sim.iterations


# The command line's options that are plain fields here: (flag, field, kind); the simulator's are in
# sim.options.FLAGS, the views' in views/registry.py, the rest (-mcpu, -mtriple, ...) in cli.py.
FLAGS: tuple[tuple[str, str, str], ...] = (
    ("timeline-max-iterations", "timeline_max_iterations", UINT),
    ("timeline-max-cycles", "timeline_max_cycles", UINT),
    ("print-imm-hex", "print_imm_hex", BOOL),
    ("show-barriers", "show_barriers", BOOL),
    ("show-encoding", "show_encoding", BOOL),
    ("auto-regions", "auto_regions", BOOL),
    ("json-extras", "json_extras", BOOL),
    ("disable-im", "disable_im", BOOL),
    ("output-asm-variant", "output_asm_variant", INT),
)
