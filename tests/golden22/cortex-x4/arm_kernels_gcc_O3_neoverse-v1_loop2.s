# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=cortex-x4 -iterations=20 -timeline
// arm_kernels.gcc.O3.neoverse-v1.s: lines 57-73
.Lloop0:
	sub	x2, x2, x3
	ptrue	p1.b, all
	whilelo	p0.s, xzr, x2
	ld1w	z0.s, p0/z, [x1, x3, lsl 2]
	abs	z0.s, p1/m, z0.s
	st1w	z0.s, p0, [x0, x3, lsl 2]
	add	x1, x1, x3, lsl 2
	cntw	x4
	whilelo	p0.s, x4, x2
	add	x3, x0, x3, lsl 2
	b.any	.L20
.Lloop1:
	ret
.Lloop2:
	mov	x3, 0
	b	.Lloop0
