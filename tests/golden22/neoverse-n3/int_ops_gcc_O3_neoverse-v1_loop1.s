# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-n3 -iterations=20 -timeline
// int_ops.gcc.O3.neoverse-v1.s: lines 153-170
.Lloop0:
	sub	x2, x2, x3
	mov	z1.b, #90
	whilelo	p0.b, xzr, x2
	ld1b	z0.b, p0/z, [x1, x3]
	add	z0.b, z0.b, #3
	eor	z0.d, z0.d, z1.d
	st1b	z0.b, p0, [x0, x3]
	add	x1, x1, x3
	add	x0, x0, x3
	cntb	x3
	whilelo	p0.b, x3, x2
	b.any	.L24
.Lloop1:
	ret
.Lloop2:
	mov	x3, 0
	b	.Lloop0
