# Zfinx/Zdinx/Zhinx sign injections of one x register: fmv/fneg/fabs where llvm-mc prints them
fsgnj.s a0, a1, a1
fsgnjn.s a0, a1, a1
fsgnjx.s a0, a1, a1
fsgnj.d a0, a2, a2
fsgnjn.d a0, a2, a2
fsgnjx.d a0, a2, a2
fsgnj.h a0, a1, a1
fsgnjn.h a0, a1, a1
fsgnjx.h a0, a1, a1
