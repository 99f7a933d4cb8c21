# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=thunderx2t99 -iterations=20 -timeline
// vec_float.clang.O2.neoverse-v1.s: lines 27-39
.Lloop0:
	ld1w	{ z2.s }, p0/z, [x13]
	ld1w	{ z3.s }, p0/z, [x13, #1, mul vl]
	add	x13, x13, x10
	subs	x11, x11, x9
	ld1w	{ z4.s }, p0/z, [x12]
	fmad	z2.s, p0/m, z1.s, z4.s
	ld1w	{ z5.s }, p0/z, [x12, #1, mul vl]
	fmad	z3.s, p0/m, z1.s, z5.s
	st1w	{ z2.s }, p0, [x12]
	st1w	{ z3.s }, p0, [x12, #1, mul vl]
	add	x12, x12, x10
	b.ne	.Lloop0
