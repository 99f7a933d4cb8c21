# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v3 -iterations=20 -timeline
// memory.clang.O2.base.s: lines 10-13
.Lloop0:
	ldp	x0, x9, [x0]
	add	x8, x9, x8
	cbnz	x0, .Lloop0
