# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=cortex-a55 -iterations=20 -timeline
	fmla	za.s[w8, 0, vgx2], {z0.s, z1.s}, z2.s
	add	za.d[w9, 7], {z4.d - z7.d}
	ld1w	{z0.s, z8.s}, pn8/z, [x0]
	mova	z0.s, p0/m, za3h.s[w13, 2]
