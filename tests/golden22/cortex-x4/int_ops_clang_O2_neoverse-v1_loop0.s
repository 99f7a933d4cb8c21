# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=cortex-x4 -iterations=20 -timeline
// int_ops.clang.O2.neoverse-v1.s: lines 31-40
.Lloop0:
	ld1d	{ z2.d }, p0/z, [x12]
	ld1d	{ z3.d }, p0/z, [x12, #1, mul vl]
	add	x12, x12, x10
	subs	x11, x11, x8
	cnt	z2.d, p0/m, z2.d
	cnt	z3.d, p0/m, z3.d
	add	z0.d, z0.d, z2.d
	add	z1.d, z1.d, z3.d
	b.ne	.Lloop0
