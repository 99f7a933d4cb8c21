# LLVM 22 Xqccmp refusals (riscv32)
qc.cm.pushfp {ra}, -16
qc.cm.popret {ra, s0-s2}, 8
