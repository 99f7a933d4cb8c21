# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=ampere1
// An SVE condition name.
.L1:
	whilelo	p0.s, x4, x2
	b.any	.L1
