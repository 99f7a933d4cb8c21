# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=cortex-a55 -iterations=20 -timeline
// numeric local labels: llvm-mca prints them as llvm-mc's temporary symbols (.LtmpN)
1:
	add	x0, x0, #1
	cbz	x0, 1f
	ldr	x2, =0x123456789
	tbnz	w0, #3, 2f
	b	1f
1:
	sub	x1, x1, #1
2:
	cbnz	x1, 3f
3:
