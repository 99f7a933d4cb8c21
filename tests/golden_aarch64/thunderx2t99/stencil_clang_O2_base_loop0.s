# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=thunderx2t99 -iterations=20 -timeline
// stencil.clang.O2.base.s: lines 27-38
.Lloop0:
	add	x4, x17, #1
	add	x8, x8, x9
	cmp	x4, x3
	b.eq	.LBB0_10
.Lloop1:
	cmp	x2, #3
	mov	x18, x17
	mov	x17, x4
	b.lo	.Lloop0
