# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=carmel
// A short loop.
# a hash comment where a statement starts
.L3:
	ldr	x3, [x1, x2, lsl #3]
	add	x0, x0, x3 // sum
	add	x2, x2, #1
	cmp	x2, x4
	b.ne	.L3
