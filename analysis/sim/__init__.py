"""The llvm-mca 19 pipeline simulator: `simulate(instrs, isa, model, options) -> Trace`.

Modules: pipeline (cycle loop, dispatch/execute/retire stages, `simulate`, `SimOptions`),
inorder (MicroOpBufferSize <= 1 models), scheduler, resources (ResourceManager), regfile
(RegisterFile), lsunit (LSUnit), instruction (dynamic state), steady (exact steady-state
extrapolation).
"""

from .pipeline import SimError, SimOptions, build_descriptors, simulate

__all__ = ["SimError", "SimOptions", "build_descriptors", "simulate"]
