# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=apple-m1 -iterations=20 -timeline
// vec_float.clang.O2.base.s: lines 22-31
.Lloop0:
	ldp	q2, q5, [x10, #-16]
	subs	x11, x11, #8
	ldp	q3, q4, [x9, #-16]
	add	x9, x9, #32
	fmla	v2.4s, v3.4s, v1.4s
	fmla	v5.4s, v4.4s, v1.4s
	stp	q2, q5, [x10, #-16]
	add	x10, x10, #32
	b.ne	.Lloop0
