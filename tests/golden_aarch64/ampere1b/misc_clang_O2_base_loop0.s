# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=ampere1b -iterations=20 -timeline
// misc.clang.O2.base.s: lines 145-165
.Lloop0:
	add	x12, x9, w12, sxtw
	mov	x13, x10
	mov	x10, x12
.Lloop1:
	ldr	w10, [x10]
	subs	w0, w0, #1
	mov	w12, w11
	add	w8, w10, w8
	mov	x10, x13
	b.eq	.LBB6_9
.Lloop2:
	tbnz	w12, #31, .Lloop3
	mov	w11, w12
	b	.LBB6_7
.Lloop3:
	add	w11, w12, #8
	cmn	w12, #8
	str	w11, [sp, #216]
	b.ls	.Lloop0
