# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2 -iterations=20 -timeline
// stencil.gcc.O2.base.s: lines 39-52
.Lloop0:
	fmov	s5, s1
	ldr	s1, [x7, x0]
	ldr	s4, [x4, x0]
	ldr	s3, [x3, x0]
	fadd	s0, s1, s2
	fmov	s2, s5
	fadd	s0, s0, s4
	fadd	s0, s0, s3
	fmul	s0, s0, s6
	str	s0, [x6, x0]
	add	x0, x0, 4
	cmp	x0, x5
	bne	.Lloop0
