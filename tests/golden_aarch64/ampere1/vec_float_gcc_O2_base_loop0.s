# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=ampere1 -iterations=20 -timeline
// vec_float.gcc.O2.base.s: lines 14-21
.Lloop0:
	ldr	s2, [x1, x3, lsl 2]
	ldr	s1, [x0, x3, lsl 2]
	fmadd	s1, s2, s0, s1
	str	s1, [x0, x3, lsl 2]
	add	x3, x3, 1
	cmp	x2, x3
	bne	.Lloop0
