# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2 -iterations=20 -timeline
	fmopa	za3.s, p0/m, p1/m, z0.s, z1.s
	add	x0, x0, #1
