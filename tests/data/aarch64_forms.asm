	mov x0, x1
	mov w0, wzr
	mov x29, sp
	mov sp, x29
	mov fp, lr
	mov x0, #0x10000
	mov w0, #-1
	mov x0, #-2
	mov x0, #0xff00ff00ff00ff00
	mov x0, 42
	movz x0, #1, lsl #32
	movn w1, #3
	ldr x0, [x1]
	ldr x0, [x1, #8]
	ldr x0, [x1, #8]!
	ldr x0, [x1], #8
	ldr x0, [x1, #-8]
	ldr x0, [x1, #3]
	ldr w0, [x1, x2, lsl #2]
	ldr x0, [x1, w2, sxtw]
	ldr x0, [x1, w2, uxtw #3]
	ldr x0, [x1, x2]
	ldrb w0, [x1, x2, lsl #0]
	ldr q0, [x0, #32]
	ldr d1, [sp, #8]
	str xzr, [sp, #16]
	stp x29, x30, [sp, #-16]!
	ldp x29, x30, [sp], #16
	ldr x0, [x1, :lo12:sym]
	ldr x0, [x0, :got_lo12:sym]
	adrp x0, :got:sym
	adrp x0, sym
	add x0, x0, :lo12:sym
	add x0, x0, #:lo12:sym
	add x0, x0, :tprel_lo12_nc:sym
	ldr x0, .Lpool
	ldr x0, =sym
	add x0, x1, x2, lsl #3
	add x0, x1, w2, sxtw #2
	add x0, x1, w2, uxtw
	add x0, sp, x1
	add sp, sp, #16
	add x0, x1, #4096
	add x0, x1, #-16
	sub x0, x1, #1, lsl #12
	cmp x0, #-1
	cmp w0, w1, uxtb
	cmn x0, #4
	tst x0, #0xff
	tst w1, w2
	neg x0, x1
	negs w0, w1
	mvn x0, x1
	mul x0, x1, x2
	mneg x0, x1, x2
	smull x0, w1, w2
	umulh x0, x1, x2
	lsl x0, x1, #3
	lsl w0, w1, #31
	lsr x0, x1, #63
	asr w0, w1, #7
	ror x0, x1, #5
	lsl x0, x1, x2
	ubfx x0, x1, #4, #8
	sbfx w0, w1, #0, #1
	ubfiz x0, x1, #2, #30
	sbfiz x0, x1, #3, #29
	bfi x0, x1, #8, #8
	bfxil w0, w1, #0, #16
	sxtw x0, w1
	sxth w0, w1
	uxtb w0, w1
	uxth w0, w1
	uxtw x0, w1
	cset w0, eq
	csetm x0, hs
	cinc x0, x1, lt
	cneg w0, w1, mi
	csel x0, x1, x2, ne
	csinc w0, w1, w2, gt
	ccmp x0, #1, #4, ne
	ccmp w0, w1, #0, eq
	b.ne .L1
	bne .L1
	b.hs .L1
	beq .L1
	b .L1
	bl func
	blr x8
	br x16
	ret
	ret x1
	cbz x0, .L1
	cbnz w1, .L1
	tbz w0, #3, .L1
	tbnz x0, #40, .L1
	tbz x0, 5, 1f
1:	nop
	prfm pldl1keep, [x0]
	prfm pstl2strm, [x0, #64]
	prfm pldl1keep, [x0, x1, lsl #3]
	dmb ish
	dsb sy
	isb
	mrs x0, tpidr_el0
	mrs x1, nzcv
	msr fpcr, x0
	mrs x0, s3_3_c13_c0_2
	fmov d0, #1.0
	fmov s0, #-2.5
	fmov d0, x0
	fmov x0, d0
	fmov s0, wzr
	fmov d0, d1
	fcmp d0, #0.0
	fcmp s0, s1
	fcvtzs w0, d0
	scvtf d0, x0
	fmadd d0, d1, d2, d3
	add v0.4s, v1.4s, v2.4s
	add d0, d1, d2
	mov v0.16b, v1.16b
	mov v0.s[1], w0
	mov w0, v1.s[1]
	mov x0, v1.d[0]
	umov w0, v1.b[3]
	smov x0, v1.h[2]
	mov v0.d[1], v1.d[0]
	ins v0.s[0], v1.s[3]
	dup v0.4s, w0
	dup v0.2d, v1.d[1]
	movi v0.2d, #0
	movi v0.4s, #1, lsl #8
	movi v0.16b, #0xff
	movi d0, #0xff00ff00ff00ff00
	mvni v0.4s, #0x10
	fmov v0.4s, #1.0
	fmla v0.4s, v1.4s, v2.s[1]
	fmla v0.2d, v1.2d, v2.2d
	ld1 {v0.4s}, [x0]
	ld1 {v0.4s, v1.4s}, [x0], #32
	ld1 {v0.4s - v3.4s}, [x0]
	ld1 {v0.16b-v1.16b}, [x0], x2
	ld1 {v0.s}[1], [x0]
	ld1r {v0.4s}, [x0]
	ld2 {v0.4s, v1.4s}, [x0]
	st4 {v0.8h, v1.8h, v2.8h, v3.8h}, [x0], #64
	st1 {v0.d}[1], [x1], #8
	tbl v0.16b, {v1.16b, v2.16b}, v3.16b
	ext v0.16b, v1.16b, v2.16b, #8
	addv s0, v1.4s
	uaddlv h0, v1.16b
	cnt v0.8b, v1.8b
	shl v0.4s, v1.4s, #3
	sshr v0.2d, v1.2d, #63
	ushll v0.8h, v1.8b, #0
	sxtl v0.4s, v1.4h
	uxtl2 v0.2d, v1.4s
	xtn v0.8b, v1.8h
	fcvtzs v0.4s, v1.4s
	fcmeq v0.4s, v1.4s, #0.0
	cmeq v0.16b, v1.16b, #0
	cmlt v0.4s, v1.4s, #0
	not v0.16b, v1.16b
	mvn v0.8b, v1.8b
	bsl v0.16b, v1.16b, v2.16b
	eor3 v0.16b, v1.16b, v2.16b, v3.16b
	ld1w {z0.s}, p0/z, [x0]
	ld1w z0.s, p0/z, [x0, x1, lsl #2]
	ld1d {z0.d}, p0/z, [x0, #1, mul vl]
	ld1d {z0.d}, p0/z, [x0, z1.d, lsl #3]
	ld1w {z0.s}, p0/z, [z1.s, #8]
	ld1rw {z0.s}, p0/z, [x0, #4]
	st1d {z0.d}, p0, [x0, #-2, mul vl]
	st1b {z0.b}, p1, [x0, x1]
	ldr z0, [x0, #1, mul vl]
	str p0, [x0]
	ptrue p0.s
	ptrue p0.d, vl4
	ptrues p1.b, all
	pfalse p0.b
	whilelo p0.s, x0, x1
	whilelt p1.d, w0, w1
	cntd x0
	cntw x0, all, mul #4
	incd x0
	incw z0.s
	addvl sp, sp, #-2
	rdvl x0, #1
	fmla z0.s, p0/m, z1.s, z2.s
	fmla z0.d, z1.d, z2.d[1]
	fadd z0.s, p0/m, z0.s, #0.5
	fmul z0.d, p0/m, z0.d, #2.0
	fmax z0.s, p0/m, z0.s, #0.0
	fadd z0.s, z1.s, z2.s
	movprfx z0, z1
	movprfx z0.s, p0/z, z1.s
	mov z0.d, z1.d
	mov z0.s, #1
	mov z0.d, x0
	mov z0.s, s1
	mov z0.s, p0/m, z1.s
	dup z0.s, #-1
	and z0.d, z0.d, #0xff
	orr z0.s, z0.s, #0x1
	add z0.s, z0.s, #256
	sub z0.d, z0.d, #1
	sel z0.s, p0, z1.s, z2.s
	cmpgt p0.s, p1/z, z0.s, #0
	fcmlt p0.s, p1/z, z2.s, z0.s
	faddv s0, p0, z1.s
	uaddv d0, p0, z1.b
	lastb w0, p0, z1.s
	index z0.s, #0, #1
	index z0.d, x0, x1
	punpklo p0.h, p1.b
	uzp1 z0.s, z1.s, z2.s
	tbl z0.d, {z1.d}, z2.d
	sdot z0.s, z1.b, z2.b
	udot v0.4s, v1.16b, v2.4b[1]
	ld1rqd {z0.d}, p0/z, [x0]
	ldff1w {z0.s}, p0/z, [x0, x1, lsl #2]
	ldnt1d {z0.d}, p0/z, [x0]
	ldadd x0, x1, [x2]
	ldaddal w0, w1, [sp]
	casal x0, x1, [x2]
	swp w0, w1, [x2]
	ldaxr x0, [x1]
	stlxr w2, x0, [x1]
	ldar w0, [x1]
	stlr x0, [x1]
	crc32cx w0, w1, x2
	rev w0, w1
	rbit x0, x1
	clz x0, x1
	cls w0, w1
	adr x0, .L1
	svc #0
	brk #1
	hint #34
	bti c
	paciasp
	autiasp
	yield
	Add X0, X1, X2
	ADD x0,x1,#8
	add x0, x1, 8 // comment
	add x0, x1, 8 ; add x2, x3, x4
	/* block */ add x5, x6, x7
	ADD X0, X1, #8
	add x0,x1,x2,LSL #3
	ldr x0, [ x1 , #8 ]
	ldr x0, [x1,#8]!
	mov x0, #(1 << 4)
	mov w0, #0x7fffffff
	b label+4
	adrp x0, sym+16
	ldr x0, [x1, #:lo12:sym+8]
	B.EQ label
	cset w0, NE
	mov x0, #-0x10
	and w0, w1, #0xff
	eor x0, x1, #0x5555555555555555
	orr w0, wzr, #1
	movi v0.4s, #0xff, msl #8
	fmov v0.2d, #-1.5
	fmov h0, #1.0
	fcvt s0, h1
	ldr b0, [x0]
	str h1, [x0, #2]
	ldp s0, s1, [x0, #8]
	ld1 {v0.b, v1.b}[3], [x0]
	st1 {v0.2s}, [x0], x1
	ins v0.b[15], w1
	ext v0.8b, v1.8b, v2.8b, #7
	sqrdmlah v0.4s, v1.4s, v2.s[3]
	fmla v0.8h, v1.8h, v2.h[7]
	smlal2 v0.2d, v1.4s, v2.s[1]
	rev64 v0.16b, v1.16b
	ushr d0, d1, #63
	fcvtzs x0, d0, #16
	scvtf s0, w1, #8
	ldaddal x0, x1, [sp]
	prfm plil3strm, [x0, #4096]
	prfum pldl1keep, [x0, #-1]
	sub sp, sp, #0x10
	add x29, sp, #0
	stp q0, q1, [sp, #-32]!
	ldr x0, [sp], 16
	whilelt p0.b, xzr, x1
	incb x0, all, mul #4
	ld1rb {z0.b}, p0/z, [x0, #63]
	st1w {z0.s}, p0, [x0, z1.s, uxtw #2]
	ld1d {z0.d}, p0/z, [x0, z1.d, sxtw #3]
	fmla z0.h, p0/m, z1.h, z2.h
	sel p0.b, p1, p2.b, p3.b
	cntp x0, p0, p1.s
	compact z0.s, p0, z1.s
	splice z0.d, p0, z0.d, z1.d
	fadda s0, p0, s0, z1.s
	uzp1 p0.b, p1.b, p2.b
	brkb p0.b, p1/z, p2.b
	nop
	yield
	sev
	dc zva, x0
	ic ivau, x0
	mrs x0, cntvct_el0
	casp x0, x1, x2, x3, [x4]
	ldxp x0, x1, [x2]
	crc32b w0, w1, w2
	csinv w0, w1, w2, lt
	cinv x0, x1, gt
	ngc x0, x1
	smaddl x0, w1, w2, x3
	umsubl x0, w1, w2, x3
	extr x0, x1, x2, #3
	bfc w0, #3, #4
	ldr x0, =0x1234
	ldr x0, =0x12340000
	ldr x0, =0x123456789
	ldr w1, =42
	ldr x0, =-1
	ldr q0, =sym
