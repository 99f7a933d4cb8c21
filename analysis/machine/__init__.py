"""CPU models: YAML -> CpuModel (loading, caching, aliases) and LLVM's per-class arithmetic."""
