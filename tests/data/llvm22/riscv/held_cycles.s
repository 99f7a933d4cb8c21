# SiFive7's vector loads hold their VL unit from cycle 1 ([VLEN512SiFive7VL, release, 1]):
# LLVM 22's RThroughput counts release - acquire cycles.
vsetvli zero, zero, e8, mf8, tu, mu
vle8.v v1, (a0)
vsetvli zero, zero, e8, m8, tu, mu
vle8.v v1, (a0)
vlse8.v v1, (a0), a1
# A four-digit latency and RThroughput: each column starts where it should, one space at least.
vsetvli zero, zero, e64, m8, tu, mu
vdiv.vv v8, v8, v16
