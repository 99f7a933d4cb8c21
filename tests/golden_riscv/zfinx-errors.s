# Zfinx/Zdinx/Zhinx: F registers and mixed classes refused where llvm-mc points
fadd.s fa0, fa1, fa2
fmv.x.w a0, fa0
flw a0, 0(a1)
fadd.s a0, fa1, a2
fmv.s a0, a1
fmv.d a0, a2
fadd.d a0, fa2, a4
fadd.d a1, a2, a4
fneg.s a0, a1
fgt.d a0, a2, a4
fadd.s a0, a1, a2
