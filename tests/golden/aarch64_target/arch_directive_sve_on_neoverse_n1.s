# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-n1
// SVE enabled by a directive.
.arch armv8.2-a+sve
	add	z0.d, z1.d, z2.d
	add	x0, x1, x2
