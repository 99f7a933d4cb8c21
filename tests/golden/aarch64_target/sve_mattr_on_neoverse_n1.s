# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-n1 -mattr=+sve
// SVE instructions.
	add	x0, x1, x2
	add	z0.d, z1.d, z2.d
	ld1d	{z0.d}, p0/z, [x0]
