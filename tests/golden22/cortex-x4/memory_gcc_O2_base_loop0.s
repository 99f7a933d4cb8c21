# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=cortex-x4 -iterations=20 -timeline
// memory.gcc.O2.base.s: lines 15-18
.Lloop0:
	ldp	x1, x2, [x1]
	add	x0, x0, x2
	cbnz	x1, .Lloop0
