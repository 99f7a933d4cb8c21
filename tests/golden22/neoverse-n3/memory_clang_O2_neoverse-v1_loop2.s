# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-n3 -iterations=20 -timeline
// memory.clang.O2.neoverse-v1.s: lines 242-262
.Lloop0:
	sub	x11, x8, #6
	ldp	q20, q21, [x8, #32]
	adds	x13, x13, #8
	ld2	{ v4.4s, v5.4s }, [x11]
	add	x11, x8, #26
	ld2	{ v6.4s, v7.4s }, [x11]
	sub	x11, x8, #2
	add	v1.4s, v4.4s, v1.4s
	ldp	q22, q23, [x8], #64
	ld4	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x11]
	tbl	v20.16b, { v20.16b, v21.16b }, v2.16b
	tbl	v21.16b, { v22.16b, v23.16b }, v3.16b
	mov	v21.s[1], v20.s[1]
	add	v0.4s, v6.4s, v0.4s
	sshll	v20.8h, v21.8b, #0
	saddw	v1.4s, v1.4s, v16.4h
	saddw2	v0.4s, v0.4s, v16.8h
	saddw2	v0.4s, v0.4s, v20.8h
	saddw	v1.4s, v1.4s, v20.4h
	b.ne	.Lloop0
