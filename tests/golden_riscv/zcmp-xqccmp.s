# LLVM 22 Xqccmp (riscv32)
qc.cm.push {ra}, -16
qc.cm.pushfp {ra, s0}, -16
qc.cm.pushfp {ra, s0-s11}, -64
qc.cm.pop {ra, s0-s11}, 112
qc.cm.popret {ra, s0-s2}, 32
qc.cm.popretz {x1, x8-x9, x18-x27}, 64
