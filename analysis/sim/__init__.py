"""The llvm-mca 19 pipeline simulator: `pipeline.simulate(instrs, isa, model, options) -> Trace`.

Modules: instr_desc (McInst + model -> InstrDesc, llvm-mca's InstrBuilder), options (`SimOptions`),
pipeline (cycle loop, dispatch/execute/retire stages, `simulate`), inorder (MicroOpBufferSize <= 1
models), scheduler, resources (ResourceManager), regfile (RegisterFile), lsunit (LSUnit),
instruction (dynamic state), steady (exact steady-state extrapolation), trace (`Trace`, the only
thing views read). This file imports nothing, so reading a `Trace` does not load the simulator.
"""
