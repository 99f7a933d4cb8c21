# Zfinx/Zdinx on x registers: dependencies through the single registers (LLVM 22's X13_W) and the
# RV32 pairs (X14_X15)
fadd.s a0, a1, a2
fgt.d a0, a2, a4
fadd.d a0, a2, a4
fmul.d a2, a0, a4
fcvt.w.d a1, a2
fcvt.d.w a2, a1
fmadd.d a6, a4, a2, a0
fcvt.s.d a3, a4
fcvt.d.s a4, a3
fmul.s a5, a3, a1
