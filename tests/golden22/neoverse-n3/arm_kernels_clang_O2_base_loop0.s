# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-n3 -iterations=20 -timeline
// arm_kernels.clang.O2.base.s: lines 26-34
.Lloop0:
	ldpsw	x13, x14, [x11, #-4]
	subs	x12, x12, #2
	add	x11, x11, #8
	ldr	x13, [x0, x13, lsl #3]
	ldr	x14, [x0, x14, lsl #3]
	add	x8, x8, x13, lsl #2
	add	x10, x10, x14, lsl #2
	b.ne	.Lloop0
