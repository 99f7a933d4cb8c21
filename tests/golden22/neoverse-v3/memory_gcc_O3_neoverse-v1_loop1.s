# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v3 -iterations=20 -timeline
// memory.gcc.O3.neoverse-v1.s: lines 192-203
.Lloop0:
	ldrsh	w0, [x2, 4]
	add	w3, w3, 1
	add	x2, x2, 8
	ldr	w5, [x2, -8]
	ldrsb	w4, [x2, -2]
	add	w0, w0, w5
	add	w0, w0, w4
	fmov	s1, w0
	add	v0.2s, v0.2s, v1.2s
	cmp	w1, w3
	bgt	.Lloop0
