# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=cortex-x4 -iterations=20 -timeline
// int_ops.clang.O2.base.s: lines 26-50
.Lloop0:
	ldp	q3, q2, [x8, #-32]
	subs	x10, x10, #8
	ldp	q4, q5, [x8], #64
	cnt	v2.16b, v2.16b
	cnt	v3.16b, v3.16b
	cnt	v5.16b, v5.16b
	cnt	v4.16b, v4.16b
	uaddlp	v2.8h, v2.16b
	uaddlp	v3.8h, v3.16b
	uaddlp	v5.8h, v5.16b
	uaddlp	v4.8h, v4.16b
	uaddlp	v2.4s, v2.8h
	uaddlp	v3.4s, v3.8h
	uaddlp	v5.4s, v5.8h
	uaddlp	v4.4s, v4.8h
	uaddlp	v2.2d, v2.4s
	uaddlp	v3.2d, v3.4s
	uaddlp	v5.2d, v5.4s
	uaddlp	v4.2d, v4.4s
	uzp1	v2.4s, v3.4s, v2.4s
	uzp1	v3.4s, v4.4s, v5.4s
	add	v0.4s, v0.4s, v2.4s
	add	v1.4s, v1.4s, v3.4s
	b.ne	.Lloop0
