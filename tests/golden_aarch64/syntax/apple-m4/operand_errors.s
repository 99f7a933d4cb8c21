# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=apple-m4 -iterations=20 -timeline
// immediates out of range: llvm-mc's own messages, at its columns
	ldr	x0, [x1, #99999]
	add	x0, x1, #5000
	ldp	x0, x1, [x2, #1000]
	lsl	x0, x1, #70
	movk	x0, #70000
	ldr	q0, [x0, #-300]
	stp	w0, w1, [sp, #-260]!
	ld1d	{z0.d}, p0/z, [x0, #9, mul vl]
	asr	w0, w1, #40
	add	x0, x0, #1
