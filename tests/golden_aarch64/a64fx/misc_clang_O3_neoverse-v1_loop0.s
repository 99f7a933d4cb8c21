# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=a64fx -iterations=20 -timeline
// misc.clang.O3.neoverse-v1.s: lines 130-150
.Lloop0:
	mov	x13, x10
	add	x10, x9, w12, sxtw
	ldr	w10, [x10]
	subs	w0, w0, #1
	mov	w12, w11
	add	w8, w10, w8
	mov	x10, x13
	b.eq	.LBB6_7
.Lloop1:
	tbnz	w12, #31, .Lloop2
	mov	w11, w12
	b	.LBB6_6
.Lloop2:
	add	w11, w12, #8
	cmn	w12, #8
	str	w11, [sp, #216]
	b.ls	.Lloop0
