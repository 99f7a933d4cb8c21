# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-n3 -iterations=20 -timeline
// int_ops.gcc.O2.base.s: lines 16-23
.Lloop0:
	ldr	d0, [x2], 8
	cnt	v0.8b, v0.8b
	addv	b0, v0.8b
	fmov	x1, d0
	add	w0, w0, w1
	cmp	x3, x2
	bne	.Lloop0
