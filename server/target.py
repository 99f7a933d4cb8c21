"""Which instruction set a document is written in: the detection lives in the analysis package
(`mcalens.analysis.target_detect`) so that the CLI's target hint and the server decide alike."""

from ..analysis.target_detect import (  # noqa: F401 (re-exported for the server's modules)
    AARCH64,
    ARM,
    DEFAULT_CPUS,
    DISPLAY,
    RISCV,
    SCAN_LINES,
    TARGETS,
    TRIPLES,
    X86_64,
    TargetChoice,
    detect_target,
    target_name,
)
