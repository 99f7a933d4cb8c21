# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=cortex-a57 -iterations=20 -timeline
// stencil.clang.O3.neoverse-v1.s: lines 35-50
.Lloop0:
	add	x18, x12, x17, lsl #2
	ld1w	{ z1.s }, p1/z, [x12, x17, lsl #2]
	ld1w	{ z2.s }, p1/z, [x18, x15, lsl #2]
	add	x18, x1, x17, lsl #2
	fadd	z1.s, z1.s, z2.s
	ld1w	{ z2.s }, p1/z, [x18, x16, lsl #2]
	fadd	z1.s, z1.s, z2.s
	ld1w	{ z2.s }, p1/z, [x13, x17, lsl #2]
	fadd	z1.s, z1.s, z2.s
	fmul	z1.s, z1.s, z0.s
	st1w	{ z1.s }, p1, [x11, x17, lsl #2]
	whilelo	p1.s, x17, x9
	add	x17, x17, x8
	b.mi	.Lloop0
