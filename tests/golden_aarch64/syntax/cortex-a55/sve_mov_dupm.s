# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=cortex-a55 -iterations=20 -timeline
	mov	z0.d, #0xfffffff0
	mov	z1.s, #0xff00ff00
	mov	z2.h, #0x7ffe
	mov	z3.h, #256
	dupm	z4.d, #0x1
	add	z5.d, z5.d, z0.d
