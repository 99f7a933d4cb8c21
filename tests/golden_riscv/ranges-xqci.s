# LLVM 22's Xqci immediate classes, each written out of range (llvm-mc-22's words per class)
qc.bgeui a0, 32, 8
qc.bltui a0, 0, 8
qc.lwmi a0, 32, 0(a1)
qc.shladd a0, a1, a2, 3
qc.ext a0, a1, 33, 0
qc.extu a0, a1, 0, 0
qc.c.extu a0, 5
qc.c.sync 3
qc.c.syncwf 32
qc.pputci 256
qc.clrinti 1024
qc.setinti -1
qc.wrapi a0, a1, 2048
qc.inw a0, 16384(a1)
qc.outw a0, 6(a1)
qc.e.bgeui a0, 65536, 8
qc.c.bexti a0, 0
qc.c.bseti a0, 32
qc.beqi a0, 0, 8
qc.bgei a0, 16, 8
qc.insbri a0, a1, 1024
qc.e.beqi a0, 0, 8
qc.e.blti a0, 32768, 8
qc.li a0, 524288
qc.e.addi a0, a1, 33554432
qc.e.lb a0, -33554433(a1)
qc.e.li a0, 4294967296
qc.e.addai a0, -2147483649
qc.e.andai a0, 4294967296
