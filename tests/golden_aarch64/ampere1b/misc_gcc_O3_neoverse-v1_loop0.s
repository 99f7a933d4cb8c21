# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=ampere1b -iterations=20 -timeline
// misc.gcc.O3.neoverse-v1.s: lines 170-177
.Lloop0:
	mov	x3, x1
	add	w2, w2, 1
	ldr	w3, [x3]
	add	x1, x1, 8
	add	w0, w0, w3
	cmp	w9, w2
	bgt	.Lloop0
