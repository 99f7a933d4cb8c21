"""Measuring regions on the host CPU (`mcalens measure`).

The harness (timed loop, register set-up, TSC reads, the fault handler) is assembly text that
mcalens itself parses, resolves and encodes (`asm`); `harness` writes that text, `block` turns a
region into runnable bytes or refuses it, `child` runs code in a forked, fenced-off child,
`clock` finds the core clock, `host` names the CPU, and `api` puts them together.
Nothing here runs code unless `api.measure_*` or `host.detect` is called.
"""
