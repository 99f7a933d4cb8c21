# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2 -iterations=20 -timeline
// .req / .unreq register aliases
acc	.req	x0
ptr	.req	x1
vacc	.req	v2
.loop:
	ldr	x3, [ptr], #8
	add	acc, acc, x3
	fadd	vacc.4s, vacc.4s, v3.4s
	subs	x4, x4, #1
	b.ne	.loop
	.unreq	acc
	add	x5, x5, #1
