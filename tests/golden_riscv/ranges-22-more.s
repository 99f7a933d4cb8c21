# LLVM 22: Zibi's and Andes' branch immediates, c.nop's hint, T-Head pair operands out of range
beqi a0, 32, 8
bnei a0, -17, 8
beqi a0, 0, 8
c.nop 32
c.nop 0
nds.beqc a0, 128, 8
nds.bnec a0, -1, 8
th.ldd a0, a1, (a2), 4, 4
th.ldd a0, a1, (a2), 0, 3
th.lwd a0, a1, (a2), 1, 4
th.swd a0, a1, (a2), 1, 2
