# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=cortex-x4 -iterations=20 -timeline
// arm_kernels.gcc.O2.base.s: lines 16-21
.Lloop0:
	ldrsw	x2, [x1], 4
	ldr	x2, [x4, x2, lsl 3]
	add	x0, x0, x2, lsl 2
	cmp	x3, x1
	bne	.Lloop0
