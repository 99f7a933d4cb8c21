# vendor and other immediate classes out of range (RV32): CORE-V SIMD shifts, SiFive VCIX, WCH Xwchc
cv.sll.sci.b a0, a1, 8
cv.sll.sci.b a0, a1, 7
cv.sll.sci.h a0, a1, 16
cv.sll.sci.h a0, a1, 15
sf.vc.fv 4, 31, v0, fa0
sf.vc.fv 1, 31, v0, fa0
sf.vc.fv 1, 32, v0, fa0
qk.c.lhu a0, 64(a1)
qk.c.lhu a0, 3(a1)
qk.c.lhu a0, 62(a1)
qk.c.lhusp a0, 32(sp)
qk.c.lhusp a0, 30(sp)
