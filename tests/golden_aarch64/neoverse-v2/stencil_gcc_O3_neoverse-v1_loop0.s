# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2 -iterations=20 -timeline
// stencil.gcc.O3.neoverse-v1.s: lines 28-52
.Lloop0:
	add	x6, x4, 8
	add	x5, x11, x4
	mov	p0.b, p2.b
	add	x3, x4, x12
	mov	x0, 0
.Lloop1:
	ld1w	z0.s, p0/z, [x4, x0, lsl 2]
	ld1w	z2.s, p0/z, [x6, x0, lsl 2]
	ld1w	z1.s, p0/z, [x5, x0, lsl 2]
	fadd	z2.s, z2.s, z0.s
	ld1w	z0.s, p0/z, [x3, x0, lsl 2]
	fadd	z1.s, z1.s, z2.s
	fadd	z0.s, z0.s, z1.s
	fmul	z0.s, z0.s, z3.s
	st1w	z0.s, p0, [x1, x0, lsl 2]
	add	x0, x0, x7
	whilelo	p0.s, x0, x2
	b.any	.Lloop1
	add	x8, x8, 1
	add	x4, x4, x9
	add	x1, x1, x9
	cmp	x8, x10
	bne	.Lloop0
