# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=apple-m4 -iterations=20 -timeline
	.arch	armv8.2-a+foo
	add	x0, x0, #1
	.arch_extension	bogus
	.cpu	neoverse-n1+crc+bar
	.arch	armv9-z
	add	x1, x1, #1
