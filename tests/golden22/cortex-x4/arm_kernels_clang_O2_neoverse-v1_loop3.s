# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=cortex-x4 -iterations=20 -timeline
// arm_kernels.clang.O2.neoverse-v1.s: lines 96-106
.Lloop0:
	ld1w	{ z0.s }, p0/z, [x13]
	ld1w	{ z1.s }, p0/z, [x13, #1, mul vl]
	add	x13, x13, x10
	subs	x11, x11, x9
	abs	z0.s, p0/m, z0.s
	abs	z1.s, p0/m, z1.s
	st1w	{ z0.s }, p0, [x12]
	st1w	{ z1.s }, p0, [x12, #1, mul vl]
	add	x12, x12, x10
	b.ne	.Lloop0
