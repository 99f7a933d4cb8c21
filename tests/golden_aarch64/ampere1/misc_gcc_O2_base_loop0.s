# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=ampere1 -iterations=20 -timeline
// misc.gcc.O2.base.s: lines 200-210
.Lloop0:
	mov	x4, x3
	add	w2, w2, 1
	add	x3, x3, 8
	ldr	w4, [x4]
	add	w0, w0, w4
	cmp	w9, w2
	beq	.L13
.Lloop1:
	add	w5, w1, 8
	tbz	w1, #31, .Lloop0
