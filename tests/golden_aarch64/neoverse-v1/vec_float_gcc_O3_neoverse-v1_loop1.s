# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v1 -iterations=20 -timeline
// vec_float.gcc.O3.neoverse-v1.s: lines 31-44
.Lloop0:
	sub	x2, x2, x3
	mov	z0.s, s0
	whilelo	p0.s, xzr, x2
	ptrue	p1.b, all
	ld1w	z2.s, p0/z, [x0, x3, lsl 2]
	ld1w	z1.s, p0/z, [x1, x3, lsl 2]
	fmad	z0.s, p1/m, z1.s, z2.s
	st1w	z0.s, p0, [x0, x3, lsl 2]
.Lloop1:
	ret
.Lloop2:
	mov	x3, 0
	b	.Lloop0
