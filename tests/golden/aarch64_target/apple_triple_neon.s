# mcalens-golden: -mtriple=arm64-apple-macos -mcpu=apple-m1
// NEON as the Apple printer writes it.
	add	v0.4s, v1.4s, v2.4s
	mov	v3.16b, v0.16b
