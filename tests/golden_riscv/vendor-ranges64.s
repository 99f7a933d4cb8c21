# immediate classes out of range (RV64): Zkn's round number, Zcmt's table index, MIPS's prefetch offset (LLVM 22), T-Head's pair shift
aes64ks1i a0, a1, 11
aes64ks1i a0, a1, 10
cm.jalt 300
cm.jalt 31
cm.jalt 256
mips.ldp a0, a1, 4(a2)
mips.ldp a0, a1, 128(a2)
mips.ldp a0, a1, 120(a2)
mips.sdp a0, a1, 3(a2)
mips.pref 8, 512(a0)
mips.pref 32, 0(a0)
mips.pref 8, 511(a0)
th.lwd a0, a1, (a2), 4, 3
th.ldd a0, a1, (a2), 1, 4
th.lwd a0, a1, (a2), 3, 3
