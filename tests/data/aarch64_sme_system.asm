// SME/SME2 operand forms (mutated from LLVM's probe spellings), SYS aliases, PSTATE fields, system
// registers, ZERO masks and SVE mov/dupm immediates: tests/golden_aarch64/mc_sme_system.tsv.gz
// records what llvm-mc-19 makes of each line (lines it rejects are not recorded).
	msr DAIFSet, #8
	fmls za.h[w10, 7], { z0.h, z1.h }, { z2.h, z3.h }
	smlall za.s[w8, 4:7], z0.b, z1.b
	mrs x19, trcitctrl
	bfmla za.h[w8, 1, vgx4], { z0.h - z3.h }, z4.h[0]
	st1h {za3v.h[w15, 3]}, p0, [x0, x1, lsl 1]
	msr ssbs, 9
	mov z13.s, #0x7800000
	st1d { z0.d, z1.d }, pn8, [x29, x0, lsl 3]
	zero {za0.d, za1.d, za5.d, za6.d}
	ld1w {za3h.s[w13, 7]}, p0/z, [x0, x29, lsl #2]
	sudot za.s[w8, 7, vgx4], { z0.b - z3.b }, z4.b
	whilegt pn9.d, x0, x29, vlx4
	ld1d { z0.d, z8.d }, pn8/z, [x0, x1, lsl #3]
	ldnt1h { z0.h, z1.h }, pn9/z, [x0, 2, mul vl]
	ldnt1d { z0.d, z1.d }, pn9/z, [x29, x0, lsl 3]
	mrs x29, SCXTNUM_EL3
	ld1w { z19.s, z23.s, z27.s, z31.s }, pn8/z, [x0, 4, mul vl]
	ld1h { z16.h, z24.h }, pn8/z, [x29, 2, mul vl]
	tlbi VMALLE1NXS
	fmla za.h[w8, 1, vgx2], { z0.h, z1.h }, z2.h
	addva za3.d, p0/m, p1/m, z0.d
	sumlall za.s[w8, 4:7, vgx2], { z0.b, z1.b }, z2.b[0]
	fvdott za.s[w9, 7, vgx4], { z0.b, z1.b }, z2.b[0]
	ld1b { z0.b, z1.b }, pn8/z, [x29, #2, mul vl]
	mov z14.b, #0x7
	tlbi VALE3OSNXS, xzr
	ldnt1w { z0.s, z1.s }, pn9/z, [x0, x29, lsl 2]
	umlsll za.s[w8, 4:7], z0.b, z1.b
	st1h { z0.h, z1.h }, pn15, [x29, 2, mul vl]
	ld1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x0, 4, mul vl]
	dupm z1.d, #0x7fffe00000000000
	ld1h { z0.h, z1.h }, pn15/z, [x0, x29, lsl 1]
	msr trcimspec4, x24
	smlsll za.d[w9, 4:7,  vgx4], { z0.h - z3.h }, z4.h
	mova za1v.d[w13, 0], p0/m, z0.d
	movaz { z0.s, z1.s }, za2v.s[w14, 2:3]
	msr sctlr2_el12, x28
	stnt1b { z0.b, z1.b }, pn9, [x29, #2, mul vl]
	ld1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x29, x0, lsl #2]
	fmla za.h[w11, 7, vgx2], { z0.h, z1.h }, z2.h[0]
	zero {za3.d, za6.d, za7.d}
	msr trcrsr, x11
	whilegt pn15.d, x29, x0, vlx4
	dupm z25.h, #0xf01f
	bfmls za.h[w11, 7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	ld1d { z0.d - z3.d }, pn9/z, [x29, x0, lsl 3]
	st1w { z7.s, z15.s }, pn15, [x0, x29, lsl 2]
	mov z13.b, #32512
	pext p0.h, pn15[1]
	st1h {za1h.h[w13, 7]}, p0, [x0, x29, lsl #1]
	bfmls za.h[w11, 0, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	st1d { z0.d - z3.d }, pn15, [x29, x0, lsl #3]
	fmops za3.h, p0/m, p1/m, z0.h, z1.h
	st1d { z0.d - z3.d }, pn9, [x29, x0, lsl #3]
	st1w { z16.s, z20.s, z24.s, z28.s }, pn9, [x0, #4, mul vl]
	zero {za2.d, za3.d, za4.d}
	ldr za[w15, 0], [x0, 0, mul vl]
	mova { z0.h - z3.h }, za0h.h[w12, 4:7]
	ld1h { z0.h - z3.h }, pn9/z, [x0, x29, lsl #1]
	dupm z11.d, #0x7fffff0
	sdot za.d[w9, 3, vgx4], { z0.h - z3.h }, z4.h[0]
	whilelt pn8.s, x0, x29, vlx4
	msr ICH_LR15_EL2, x26
	st1w {za0h.s[w12, 0]}, p0, [x0, x1, lsl 2]
	whilele pn8.b, x0, x29, vlx4
	st1h { z16.h, z20.h, z24.h, z28.h }, pn8, [x29, 4, mul vl]
	ld1h {za2v.h[w13, 3]}, p0/z, [x29, x0, lsl 1]
	st1b { z0.b, z1.b }, pn8, [x0, #2, mul vl]
	zero {za3.d}
	st1h { z0.h, z8.h }, pn15, [x0, 2, mul vl]
	ld1w { z0.s, z4.s, z8.s, z12.s }, pn9/z, [x0, x29, lsl #2]
	sub za.s[w11, 3], { z0.s, z1.s }, { z2.s, z3.s }
	mrs x16, DBGBCR13_EL1
	msr VSTCR_EL2, x3
	movaz z0.d, za2v.d[w14, 2]
	mova z0.s, p0/m, za2v.s[w14, 0]
	fmls za.h[w10, 7], { z0.h, z1.h }, { z2.h, z3.h }
	ld1h {za2h.h[w13, 2]}, p0/z, [x0, x1, lsl 1]
	smlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h
	umlall za.d[w8, 4:7, vgx2], { z0.h, z1.h }, z2.h[0]
	zero za.d[w8, 4:7]
	st1h { z0.h, z8.h }, pn8, [x0, x1, lsl #1]
	mrs x3, brbinf2_el1
	stnt1b { z0.b - z3.b }, pn15, [x0, x1]
	stnt1d { z0.d - z3.d }, pn9, [x0, x29, lsl #3]
	whilehi pn9.b, x0, x29, vlx4
	msr SSBS, #9
	ldnt1b { z0.b - z3.b }, pn8/z, [x0, x1]
	mrs x9, TRCSSCCR3
	umlsll za.s[w8, 4:7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	umlsll za.d[w8, 4:7, vgx2], { z0.h, z1.h }, z2.h[0]
	luti4 { z0.b - z3.b }, zt0, { z4, z5 }
	dc civac, x28
	msr TRCSSPCICR7, x13
	mov z28.s, #0xc0000fff
	ldnt1w { z1.s, z5.s, z9.s, z13.s }, pn8/z, [x29, x0, lsl 2]
	fmops za0.s, p0/m, p1/m, z0.h, z1.h
	msr TRCCCCTLR, x13
	tlbi alle2nxs
	ldnt1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x29, 4, mul vl]
	ldnt1d { z0.d, z8.d }, pn8/z, [x29, x0, lsl #3]
	stnt1d { z0.d - z3.d }, pn8, [x29, #4, mul vl]
	mov z19.h, #0x1c0
	mrs x11, trccidcvr0
	msr amevcntvoff111_el2, x26
	stnt1d { z0.d - z3.d }, pn8, [x29, 4, mul vl]
	ptrue pn9.d
	smopa za1.s, p0/m, p1/m, z0.h, z1.h
	whilegt pn8.b, x29, x0, vlx4
	msr PRBAR1_EL2, x11
	mrs x21, trcconfigr
	mrs x28, vncr_el2
	msr daifset, 1
	mov { z0.s - z3.s }, za0v.s[w14, 0:3]
	mova z0.b, p0/m, za3h.b[w15, 7]
	st1b { z7.b, z15.b }, pn9, [x0, x1]
	udot za.s[w11, 3, vgx2], { z0.h, z1.h }, z2.h
	st1h { z3.h, z7.h, z11.h, z15.h }, pn15, [x0, x29, lsl 1]
	stnt1w { z0.s - z3.s }, pn8, [x29, x0, lsl 2]
	usdot za.s[w8, 3, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	mov { z0.b - z3.b }, za3h.b[w13, 4:7]
	mrs x1, amevtyper14_el0
	sudot za.s[w8, 1, vgx4], { z0.b - z3.b }, z4.b[0]
	fmlsl za.s[w8, 2:3], z0.h, z1.h[0]
	mrs x26, amevcntvoff115_el2
	mova za1h.d[w13, 0:3], { z0.d - z3.d }
	tlbi vale1os, x26
	ldnt1h { z16.h, z24.h }, pn9/z, [x0, x29, lsl 1]
	msr TCO, #8
	bfmlsl za.s[w10, 2:3], { z0.h, z1.h }, z2.h[0]
	umlall za.d[w8, 4:7], { z0.h, z1.h }, z2.h[0]
	fmops za1.s, p0/m, p1/m, z0.h, z1.h
	stnt1b { z0.b - z3.b }, pn8, [x0, x29]
	sel { z0.d - z3.d }, pn8, { z4.d - z7.d }, { z8.d - z11.d }
	umlall za.d[w8, 4:7], z0.h, z1.h[0]
	bfmlal za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h
	ldnt1d { z0.d, z1.d }, pn15/z, [x0, #2, mul vl]
	stnt1w { z23.s, z31.s }, pn8, [x29, #2, mul vl]
	cfp RCTX, xzr
	msr ssbs, 7
	st1d { z23.d, z31.d }, pn8, [x0, x1, lsl #3]
	msr daifclr, 0
	movaz z0.b, za3v.b[w14, 0]
	ld1w { z0.s, z4.s, z8.s, z12.s }, pn9/z, [x29, x0, lsl 2]
	ld1b { z0.b - z3.b }, pn9/z, [x29, #4, mul vl]
	fmla za.d[w11, 3], { z0.d, z1.d }, z2.d
	luti4 { z0.b, z8.b }, zt0, z1[1]
	luti4 { z0.b, z1.b }, zt0, z2[1]
	bfmlsl za.s[w11, 2:3], z0.h, z1.h[0]
	ldnt1w { z0.s - z3.s }, pn9/z, [x0, x29, lsl 2]
	luti2 { z0.h, z8.h }, zt0, z1[1]
	smops za0.s, p0/m, p1/m, z0.h, z1.h
	ld1b { z0.b, z1.b }, pn9/z, [x29, x0]
	fmlall za.s[w10, 4:7], z0.b, z1.b[0]
	mrs x27, BRBINF16_EL1
	ldnt1d { z0.d - z3.d }, pn8/z, [x0, #4, mul vl]
	whilegt pn15.s, x29, x0, vlx4
	ld1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x29, 4, mul vl]
	mov z14.d, #0xfffffffff80fffff
	dc IGDSW, xzr
	st1d {za1v.d[w14, 3]}, p0, [x29, x0, lsl #3]
	smlsl za.s[w8, 2:3], z0.h, z1.h
	st1w { z0.s, z1.s }, pn9, [x29, 2, mul vl]
	dupm z26.h, #0x30
	zero {za0.d, za5.d}
	ld1d { z0.d - z3.d }, pn9/z, [x0, x29, lsl 3]
	st1b { z0.b, z4.b, z8.b, z12.b }, pn8, [x0, x1]
	mov { z0.b - z3.b }, za2h.b[w15, 4:7]
	fdot za.s[w8, 0], { z0.b, z1.b }, z2.b
	tlbi VMALLWS2E1
	fdot za.s[w8, 1, vgx4], { z0.h - z3.h }, z4.h[0]
	ldnt1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x0, x1, lsl 2]
	zero {za0.h, za1.h}
	st1b { z3.b, z7.b, z11.b, z15.b }, pn8, [x29, x0]
	zero {za1.d}
	mrs x30, trccntrldvr3
	tlbi ipas2e1, x12
	msr DLR_EL0, x22
	tlbi PAALLNXS
	whilelt pn9.s, x0, x1, vlx4
	st1b { z1.b, z5.b, z9.b, z13.b }, pn15, [x0, x1]
	stnt1h { z0.h, z8.h }, pn8, [x0, #2, mul vl]
	st1w { z1.s, z5.s, z9.s, z13.s }, pn8, [x29, #4, mul vl]
	ld1q {za0v.q[w15, 0]}, p0/z, [x29, x0, lsl #4]
	st1h { z0.h, z1.h }, pn8, [x0, x29, lsl 1]
	fadd za.s[w11, 7, vgx4], { z0.s - z3.s }
	ld1w { z16.s, z20.s, z24.s, z28.s }, pn15/z, [x29, #4, mul vl]
	ldnt1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x0, #4, mul vl]
	mov z25.d, #0x3ffffffff0000000
	mrs x12, spmevtyper11_el0
	ld1q {za3v.q[w15, 0]}, p0/z, [x29, x0, lsl #4]
	st1d {za0h.d[w12, 1]}, p0, [x29, x0, lsl #3]
	ldnt1w { z0.s, z4.s, z8.s, z12.s }, pn9/z, [x29, #4, mul vl]
	ldnt1h { z0.h - z3.h }, pn15/z, [x0, 4, mul vl]
	ldnt1w { z1.s, z5.s, z9.s, z13.s }, pn15/z, [x29, 4, mul vl]
	st1d { z19.d, z23.d, z27.d, z31.d }, pn9, [x0, x1, lsl 3]
	msr SPMEVFILTR5_EL0, x16
	ldnt1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x0, x1, lsl 1]
	msr spsel, 0
	stnt1b { z0.b, z1.b }, pn9, [x0, #2, mul vl]
	whilelo pn8.d, x0, x1, vlx4
	ldnt1h { z0.h - z3.h }, pn8/z, [x0, #4, mul vl]
	st1h {za2h.h[w15, 15]}, p0, [x0, x1, lsl 1]
	ld1w { z0.s - z3.s }, pn9/z, [x29, x0, lsl 2]
	msr spmcr_el0, x16
	movaz { z0.d - z3.d }, za1v.d[w14, 12:15]
	fmls za.s[w11, 3, vgx4], { z0.s - z3.s }, z4.s
	st1d {za2h.d[w15, 15]}, p0, [x0, x1, lsl #3]
	fmla za.h[w10, 7, vgx2], { z0.h, z1.h }, z2.h[0]
	mrs x8, mair2_el12
	stnt1b { z0.b - z3.b }, pn15, [x0, x29]
	msr dit, 11
	stnt1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x29, 4, mul vl]
	tlbi vaae1nxs, x5
	ld1w {za0h.s[w12, 1]}, p0/z, [x0, x29, lsl #2]
	ld1q {za0v.q[w12, 0]}, p0/z, [x0, x29, lsl #4]
	whilels pn15.s, x0, x1, vlx4
	ld1d {za0h.d[w12, 1]}, p0/z, [x0, x29, lsl 3]
	sumops za3.s, p0/m, p1/m, z0.b, z1.b
	mov z12.h, #0x7f
	whilels pn8.h, x0, x1, vlx4
	whilegt pn15.h, x0, x1, vlx4
	ldnt1w { z0.s, z8.s }, pn8/z, [x0, x1, lsl 2]
	msr vncr_el2, x10
	ldnt1w { z7.s, z15.s }, pn15/z, [x0, x1, lsl #2]
	st1w {za1v.s[w14, 3]}, p0, [x0, x29, lsl 2]
	msr dit, 14
	ldnt1w { z3.s, z7.s, z11.s, z15.s }, pn8/z, [x29, 4, mul vl]
	ld1d { z0.d, z4.d, z8.d, z12.d }, pn15/z, [x0, 4, mul vl]
	smlsll za.d[w11, 4:7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	st1w { z0.s, z1.s }, pn8, [x29, x0, lsl 2]
	msr TCO, #7
	st1h { z19.h, z23.h, z27.h, z31.h }, pn15, [x0, x1, lsl #1]
	whilelt pn9.h, x0, x29, vlx4
	mova za1h.h[w15, 2:3], { z0.h, z1.h }
	usmlall za.s[w8, 4:7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	st1d { z1.d, z5.d, z9.d, z13.d }, pn15, [x0, x29, lsl 3]
	msr UAO, #5
	ldnt1d { z0.d - z3.d }, pn15/z, [x0, x1, lsl #3]
	msr pan, 4
	ld1d { z0.d, z1.d }, pn9/z, [x29, x0, lsl #3]
	ldnt1h { z0.h, z1.h }, pn9/z, [x29, x0, lsl 1]
	fmopa za0.s, p0/m, p1/m, z0.b, z1.b
	zero {za0.d, za1.d, za2.d, za3.d, za4.d, za5.d, za6.d}
	dc CGVADP, xzr
	tlbi VALE1, xzr
	umopa za0.s, p0/m, p1/m, z0.b, z1.b
	movaz { z0.d, z1.d }, za.d[w8, 1, vgx2]
	stnt1w { z0.s, z1.s }, pn8, [x0, x29, lsl 2]
	smlall za.s[w8, 4:7], z0.b, z1.b[0]
	ldnt1w { z3.s, z7.s, z11.s, z15.s }, pn15/z, [x0, 4, mul vl]
	sumops za0.s, p0/m, p1/m, z0.b, z1.b
	smopa za0.s, p0/m, p1/m, z0.b, z1.b
	umlsl za.s[w11, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	msr APDAKeyLo_EL1, x1
	zero {za3.d, za6.d}
	ld1d { z3.d, z7.d, z11.d, z15.d }, pn15/z, [x0, #4, mul vl]
	st1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x0, #4, mul vl]
	st1w { z16.s, z20.s, z24.s, z28.s }, pn9, [x29, x0, lsl 2]
	pext { p0.d, p1.d }, pn8[1]
	mov z19.s, #0x3f800
	ld1h { z0.h, z1.h }, pn9/z, [x0, x1, lsl 1]
	st1h { z0.h, z1.h }, pn9, [x29, #2, mul vl]
	udot za.s[w9, 3, vgx4], { z0.h - z3.h }, z4.h
	ld1h {za1h.h[w15, 3]}, p0/z, [x29, x0, lsl #1]
	st1d { z0.d, z1.d }, pn8, [x0, x29, lsl 3]
	st1q {za0h.q[w12, 0]}, p0, [x0, x29, lsl 4]
	tlbi vae2isnxs, x19
	mrs x26, DBGBCR0_EL1
	luti2 { z0.h, z1.h }, zt0, z2[1]
	bfmla za.h[w11, 3, vgx4], { z0.h - z3.h }, z4.h[0]
	st1b {za2v.b[w12, 7]}, p0, [x0, x29]
	fdot za.h[w9, 7, vgx4], { z0.b - z3.b }, z4.b[0]
	msr trccidcvr6, x19
	fmlal za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h
	zero {za1.d, za2.d, za5.d, za7.d}
	msr SSBS, #8
	fmls za.d[w8, 1, vgx4], { z0.d - z3.d }, { z4.d - z7.d }
	ldnt1d { z0.d, z8.d }, pn8/z, [x0, x29, lsl #3]
	msr trcbbctlr, x3
	ldnt1h { z16.h, z24.h }, pn8/z, [x0, x1, lsl #1]
	msr pmcntenclr_el0, x24
	msr TRCSEQEVR1, x19
	zero {za2.d, za5.d, za6.d}
	whilelt pn9.b, x0, x1, vlx4
	fmopa za3.d, p0/m, p1/m, z0.d, z1.d
	zero {za0.s, za2.s}
	dc CGDVAC, xzr
	ld1w { z0.s - z3.s }, pn9/z, [x29, #4, mul vl]
	mrs x21, PMEVTYPER19_EL0
	uvdot za.d[w8, 0, vgx4], { z0.h - z3.h }, z4.h[0]
	stnt1d { z7.d, z15.d }, pn8, [x0, x1, lsl #3]
	stnt1w { z19.s, z23.s, z27.s, z31.s }, pn9, [x0, x29, lsl 2]
	ld1b { z3.b, z7.b, z11.b, z15.b }, pn9/z, [x0, #4, mul vl]
	smlal za.s[w9, 2:3], z0.h, z1.h
	umlall za.d[w8, 4:7,  vgx2], { z0.h, z1.h }, z2.h
	bfmlsl za.s[w11, 2:3, vgx4], { z0.h - z3.h }, z4.h
	at S1E2W, xzr
	umlal za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h
	dupm z22.s, #0xfc0003ff
	stnt1w { z7.s, z15.s }, pn8, [x0, #2, mul vl]
	mrs x24, HACDBSCONS_EL2
	msr TCO, #13
	st1b { z23.b, z31.b }, pn15, [x0, x1]
	fmopa za0.s, p0/m, p1/m, z0.b, z1.b
	add za.d[w11, 0], { z0.d, z1.d }, { z2.d, z3.d }
	st1w { z0.s - z3.s }, pn8, [x0, x1, lsl 2]
	dupm z12.s, #0x3e0000
	ldnt1b { z16.b, z20.b, z24.b, z28.b }, pn9/z, [x29, x0]
	sdot za.s[w10, 0], { z0.b, z1.b }, { z2.b, z3.b }
	st1d { z0.d - z3.d }, pn8, [x0, x29, lsl 3]
	usdot za.s[w8, 1, vgx2], { z0.b, z1.b }, z2.b
	fmlal za.h[w10, 2:3, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	smlall za.s[w9, 4:7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	st1h { z0.h, z4.h, z8.h, z12.h }, pn9, [x0, x29, lsl 1]
	bfdot za.s[w8, 1, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	ld1h { z7.h, z15.h }, pn8/z, [x29, x0, lsl 1]
	tlbi vmalls12e1nxs
	st1w {za0h.s[w12, 1]}, p0, [x29, x0, lsl 2]
	tlbi ipas2le1, x2
	ld1h { z0.h, z1.h }, pn15/z, [x29, x0, lsl #1]
	mrs x30, PMEVCNTSVR23_EL1
	whilehi pn8.s, x29, x0, vlx4
	st1h {za0v.h[w12, 1]}, p0, [x29, x0, lsl #1]
	dc cgdvadp, x14
	movaz z0.b, za2h.b[w13, 15]
	mova za0v.d[w12, 1], p0/m, z0.d
	umlsll za.s[w11, 4:7, vgx2], { z0.b, z1.b }, z2.b[0]
	ldnt1b { z1.b, z5.b, z9.b, z13.b }, pn9/z, [x29, x0]
	st1w { z16.s, z20.s, z24.s, z28.s }, pn9, [x29, x0, lsl #2]
	whilelo pn9.b, x0, x1, vlx4
	mov z24.d, #0xfff80000000003ff
	mova za0h.b[w12, 1], p0/m, z0.b
	msr pan, 6
	stnt1d { z0.d - z3.d }, pn8, [x0, x1, lsl #3]
	fmops za1.d, p0/m, p1/m, z0.d, z1.d
	bfmls za.h[w11, 7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	at s1e3a, x8
	st1q {za1v.q[w14, 0]}, p0, [x0, x1, lsl 4]
	st1d { z0.d, z8.d }, pn8, [x29, 2, mul vl]
	ldnt1h { z0.h, z1.h }, pn8/z, [x29, x0, lsl 1]
	whilels pn8.b, x0, x1, vlx4
	stnt1w { z0.s, z1.s }, pn8, [x29, x0, lsl #2]
	sdot za.s[w11, 3, vgx4], { z0.b - z3.b }, z4.b[0]
	mov z0.s, p0/m, za2h.s[w13, 15]
	whilelt pn8.s, x29, x0, vlx4
	whilelt pn9.b, x29, x0, vlx4
	st1b { z0.b - z3.b }, pn9, [x29, x0]
	whilehs pn15.d, x0, x1, vlx4
	whilels pn8.s, x0, x29, vlx4
	tlbi VALE3ISNXS, xzr
	msr PMEVCNTR9_EL0, x8
	umops za2.s, p0/m, p1/m, z0.b, z1.b
	msr uao, 8
	ld1q {za2v.q[w15, 0]}, p0/z, [x0, x29, lsl #4]
	ldnt1h { z19.h, z23.h, z27.h, z31.h }, pn9/z, [x29, #4, mul vl]
	luti2 { z0.s - z3.s }, zt0, z4[1]
	dupm z11.d, #0xfffffff800000001
	mrs x24, S2PIR_EL2
	fmla za.d[w10, 0, vgx2], { z0.d, z1.d }, z2.d
	cosp rctx, x15
	st1w { z16.s, z20.s, z24.s, z28.s }, pn9, [x0, 4, mul vl]
	ldnt1h { z0.h, z8.h }, pn8/z, [x29, x0, lsl #1]
	mrs x27, sctlr2_el2
	stnt1h { z0.h - z3.h }, pn15, [x0, 4, mul vl]
	stnt1d { z0.d, z8.d }, pn8, [x29, #2, mul vl]
	mrs x17, ICH_VTR_EL2
	movaz { z0.b, z1.b }, za0h.b[w12, 2:3]
	st1d { z0.d - z3.d }, pn9, [x0, x1, lsl #3]
	mrs x21, VDISR_EL2
	stnt1w { z16.s, z24.s }, pn15, [x29, 2, mul vl]
	ld1d { z0.d, z1.d }, pn8/z, [x29, x0, lsl #3]
	mov za1v.b[w12, 2:3], { z0.b, z1.b }
	ldnt1w { z3.s, z7.s, z11.s, z15.s }, pn9/z, [x0, #4, mul vl]
	mrs x13, pmxevcntr_el0
	ldnt1b { z0.b - z3.b }, pn8/z, [x0, x29]
	zero za.d[w10, 2:3]
	smlall za.d[w11, 4:7, vgx4], { z0.h - z3.h }, z4.h[0]
	mrs x8, PMEVCNTSVR29_EL1
	st1q {za0h.q[w12, 0]}, p0, [x29, x0, lsl 4]
	ldnt1d { z23.d, z31.d }, pn9/z, [x29, 2, mul vl]
	ldnt1b { z0.b - z3.b }, pn9/z, [x0, #4, mul vl]
	ld1w { z0.s - z3.s }, pn8/z, [x0, x1, lsl 2]
	ld1b { z7.b, z15.b }, pn8/z, [x0, #2, mul vl]
	smlsll za.s[w8, 4:7, vgx2], { z0.b, z1.b }, z2.b[0]
	cntp x29, pn0.s, vlx4
	sub za.d[w9, 3], { z0.d, z1.d }, { z2.d, z3.d }
	stnt1w { z0.s, z1.s }, pn8, [x0, x1, lsl #2]
	stnt1h { z0.h - z3.h }, pn8, [x0, #4, mul vl]
	umlall za.s[w11, 4:7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	msr SSBS, #14
	whilelt pn8.h, x0, x1, vlx4
	stnt1b { z0.b, z8.b }, pn8, [x0, #2, mul vl]
	fmopa za0.h, p0/m, p1/m, z0.h, z1.h
	tlbi ALLE3OSNXS
	sdot za.s[w8, 1, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	ld1d { z0.d, z1.d }, pn15/z, [x0, x1, lsl 3]
	stnt1w { z0.s, z8.s }, pn8, [x0, #2, mul vl]
	mov z12.d, #0xfe0000000
	ldnt1w { z0.s, z1.s }, pn8/z, [x29, x0, lsl #2]
	ldnt1h { z0.h, z1.h }, pn8/z, [x0, x29, lsl 1]
	zero {za0.d, za1.d, za4.d, za6.d, za7.d}
	zero {za0.d, za2.d, za4.d, za5.d, za7.d}
	tlbi rvae1, x3
	msr AMCR_EL0, x25
	fmls za.h[w9, 3, vgx4], { z0.h - z3.h }, z4.h
	usmlall za.s[w10, 4:7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	fadd za.h[w8, 1, vgx4], { z0.h - z3.h }
	msr zcr_el12, x30
	stnt1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x0, x29, lsl #3]
	st1b { z0.b - z3.b }, pn9, [x29, 4, mul vl]
	mrs x2, brbsrc4_el1
	st1w { z16.s, z24.s }, pn8, [x0, 2, mul vl]
	ldnt1d { z16.d, z24.d }, pn9/z, [x0, x1, lsl #3]
	zero {za0.d, za3.d}
	mrs x13, PMSLATFR_EL1
	stnt1h { z0.h - z3.h }, pn8, [x29, x0, lsl 1]
	fmls za.h[w9, 7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	st1w { z1.s, z5.s, z9.s, z13.s }, pn8, [x0, x29, lsl 2]
	zero {za0.d, za1.d, za5.d, za6.d, za7.d}
	mov z0.q, p0/m, za0h.q[w12, 0]
	mov z19.d, #0xfffc00003fffffff
	stnt1b { z3.b, z11.b }, pn8, [x29, 2, mul vl]
	st1h { z0.h, z1.h }, pn8, [x0, x1, lsl 1]
	whilehs pn15.s, x29, x0, vlx4
	umlsl za.s[w11, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	whilelo pn9.b, x0, x1, vlx4
	msr DIT, #1
	msr prbar9_el2, x19
	umlal za.s[w9, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	ldnt1w { z0.s - z3.s }, pn15/z, [x0, #4, mul vl]
	usmops za3.s, p0/m, p1/m, z0.b, z1.b
	ld1b { z0.b - z3.b }, pn15/z, [x0, 4, mul vl]
	st1d {za0v.d[w12, 2]}, p0, [x0, x29, lsl #3]
	sudot za.s[w9, 7, vgx4], { z0.b - z3.b }, z4.b
	ld1d { z0.d, z1.d }, pn8/z, [x0, #2, mul vl]
	st1w { z0.s - z3.s }, pn8, [x29, x0, lsl 2]
	smlsll za.d[w11, 4:7], z0.h, z1.h
	umlsl za.s[w9, 2:3], { z0.h, z1.h }, z2.h[0]
	luti2 { z0.b - z3.b }, zt0, z4[1]
	st1b { z0.b, z8.b }, pn8, [x29, 2, mul vl]
	movt zt0[8], x0
	ldnt1b { z0.b, z8.b }, pn9/z, [x29, #2, mul vl]
	stnt1b { z0.b, z8.b }, pn8, [x0, x29]
	sumops za3.s, p0/m, p1/m, z0.b, z1.b
	add za.s[w8, 1, vgx2], { z0.s, z1.s }, z2.s
	st1b {za0h.b[w14, 15]}, p0, [x29, x0]
	zero {za0.d, za2.d, za3.d, za7.d}
	mov za0v.s[w12, 2:3], { z0.s, z1.s }
	fmlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	st1d { z19.d, z23.d, z27.d, z31.d }, pn8, [x0, 4, mul vl]
	add za.s[w10, 3, vgx4], { z0.s - z3.s }, z4.s
	ld1w {za1h.s[w15, 3]}, p0/z, [x0, x29, lsl #2]
	umlsl za.s[w8, 2:3], z0.h, z1.h[0]
	mov za0h.s[w12, 1], p0/m, z0.s
	ld1w { z0.s, z1.s }, pn8/z, [x29, #2, mul vl]
	stnt1b { z0.b, z1.b }, pn9, [x0, #2, mul vl]
	ld1b { z23.b, z31.b }, pn15/z, [x0, 2, mul vl]
	msr cnthps_tval_el2, x30
	msr PAN, #0
	tlbi rvaae1isnxs, x18
	st1b {za1h.b[w12, 2]}, p0, [x29, x0]
	tlbi ripas2e1os, x24
	sub za.d[w11, 0, vgx4], { z0.d - z3.d }, { z4.d - z7.d }
	ld1w { z0.s, z1.s }, pn8/z, [x0, 2, mul vl]
	umlall za.s[w9, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	ld1b { z0.b, z1.b }, pn8/z, [x0, 2, mul vl]
	ld1h {za3h.h[w12, 7]}, p0/z, [x29, x0, lsl #1]
	ld1d { z0.d, z1.d }, pn15/z, [x29, #2, mul vl]
	luti2 z0.b, zt0, z1[1]
	ld1b { z1.b, z5.b, z9.b, z13.b }, pn9/z, [x0, x29]
	mova { z0.b, z1.b }, za3h.b[w14, 2:3]
	ldr zt0, [x0]
	msr daifclr, 9
	mrs x4, PRLAR12_EL2
	umlsl za.s[w9, 2:3, vgx4], { z0.h - z3.h }, z4.h
	mrs x9, ich_lr15_el2
	st1q {za0v.q[w15, 0]}, p0, [x0, x29, lsl #4]
	st1w { z0.s, z1.s }, pn9, [x29, x0, lsl #2]
	stnt1w { z16.s, z24.s }, pn15, [x0, x29, lsl #2]
	zero {za1.d, za5.d}
	mov z2.s, #0x7e000000
	dupm z27.s, #0xf00003ff
	st1h { z0.h - z3.h }, pn8, [x29, 4, mul vl]
	mrs x4, AMEVCNTVOFF112_EL2
	ld1d { z16.d, z24.d }, pn8/z, [x29, #2, mul vl]
	ptrue pn15.b
	udot za.d[w10, 3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	st1d { z0.d, z1.d }, pn8, [x0, x29, lsl #3]
	udot za.s[w10, 7, vgx2], { z0.h, z1.h }, z2.h
	smlall za.d[w10, 4:7, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	fmls za.s[w10, 7, vgx4], { z0.s - z3.s }, { z4.s - z7.s }
	mov z15.b, #0xcf
	msr TCR2_EL1, x22
	zero {za1.d, za2.d, za3.d, za4.d, za6.d}
	stnt1w { z0.s, z8.s }, pn8, [x29, x0, lsl #2]
	stnt1d { z0.d - z3.d }, pn8, [x29, 4, mul vl]
	ld1w { z0.s - z3.s }, pn9/z, [x29, 4, mul vl]
	msr spmevfiltr6_el0, x20
	mov z0.q, p0/m, za2v.q[w15, 0]
	fmlal za.h[w8, 2:3, vgx4], { z0.b - z3.b }, z4.b
	ld1w {za3h.s[w12, 0]}, p0/z, [x0, x29, lsl #2]
	mov z0.q, p0/m, za3v.q[w14, 0]
	stnt1h { z19.h, z23.h, z27.h, z31.h }, pn8, [x0, 4, mul vl]
	st1b { z0.b - z3.b }, pn9, [x29, #4, mul vl]
	ldnt1d { z0.d, z1.d }, pn8/z, [x0, x29, lsl 3]
	stnt1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x0, x29, lsl 2]
	ld1h { z0.h - z3.h }, pn15/z, [x0, x29, lsl 1]
	stnt1b { z0.b, z1.b }, pn8, [x0, x1]
	uvdot za.s[w8, 3, vgx4], { z0.b - z3.b }, z4.b[0]
	ld1b { z3.b, z7.b, z11.b, z15.b }, pn8/z, [x0, x1]
	stnt1b { z0.b, z1.b }, pn15, [x0, 2, mul vl]
	ldnt1d { z1.d, z5.d, z9.d, z13.d }, pn15/z, [x0, x29, lsl 3]
	msr PIR_EL2, x21
	ld1d { z0.d, z1.d }, pn8/z, [x0, x1, lsl 3]
	st1b { z0.b, z4.b, z8.b, z12.b }, pn15, [x29, #4, mul vl]
	whilelt pn15.h, x0, x1, vlx4
	ld1b {za0v.b[w12, 1]}, p0/z, [x0, x29]
	whilehi pn8.d, x0, x29, vlx4
	msr trcrsctlr19, x1
	luti2 { z0.s - z3.s }, zt0, z4[1]
	zero {za1.d, za3.d, za4.d, za7.d}
	ldnt1b { z0.b, z8.b }, pn9/z, [x0, x1]
	st1w { z0.s - z3.s }, pn8, [x29, x0, lsl #2]
	msr SPSel, #8
	stnt1w { z1.s, z5.s, z9.s, z13.s }, pn15, [x0, x29, lsl #2]
	ldnt1b { z0.b - z3.b }, pn8/z, [x29, x0]
	ld1w {za0h.s[w13, 7]}, p0/z, [x0, x1, lsl #2]
	st1d {za0v.d[w15, 1]}, p0, [x29, x0, lsl 3]
	mova { z0.d - z3.d }, za0h.d[w12, 0:3]
	smlall za.s[w9, 4:7], { z0.b, z1.b }, z2.b[0]
	whilelo pn8.h, x29, x0, vlx4
	st1h {za0h.h[w12, 1]}, p0, [x29, x0, lsl 1]
	whilelo pn15.s, x0, x29, vlx4
	umlal za.s[w10, 2:3], z0.h, z1.h[0]
	whilelo pn9.h, x29, x0, vlx4
	msr AMEVCNTVOFF115_EL2, x5
	st1d { z0.d - z3.d }, pn8, [x29, 4, mul vl]
	mrs x28, prlar5_el2
	stnt1w { z7.s, z15.s }, pn15, [x0, x1, lsl 2]
	st1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x29, 4, mul vl]
	smlall za.d[w9, 4:7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	msr SPSel, #14
	zero {za1.d, za3.d, za4.d, za5.d, za7.d}
	mrs x8, GCSPR_EL0
	msr TRCSSCSR0, x11
	smlsl za.s[w10, 2:3], z0.h, z1.h[0]
	msr AMEVCNTVOFF03_EL2, x24
	msr PAN, #8
	bfmla za.h[w8, 1, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	mrs x3, SMPRI_EL1
	mrs x1, TRCRSCTLR30
	st1h { z3.h, z7.h, z11.h, z15.h }, pn8, [x29, 4, mul vl]
	stnt1d { z3.d, z7.d, z11.d, z15.d }, pn9, [x0, x1, lsl #3]
	ldnt1h { z16.h, z24.h }, pn8/z, [x29, 2, mul vl]
	ld1w {za1v.s[w15, 0]}, p0/z, [x0, x1, lsl #2]
	msr trcrsctlr25, x25
	ld1b { z0.b - z3.b }, pn9/z, [x0, 4, mul vl]
	msr SCTLR_EL3, x9
	stnt1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x29, #4, mul vl]
	zero {za1.d, za3.d, za5.d, za7.d}
	umlsll za.s[w8, 4:7], z0.b, z1.b[0]
	ld1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x0, x29, lsl 3]
	zero {za0.d, za1.d, za2.d, za3.d, za5.d, za7.d}
	mova z0.b, p0/m, za0v.b[w12, 1]
	zero {za0.d, za2.d, za4.d, za7.d}
	st1q {za2h.q[w15, 0]}, p0, [x0, x1, lsl #4]
	tlbi RIPAS2E1NXS, xzr
	usdot za.s[w9, 7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	bfmlal za.s[w11, 2:3, vgx4], { z0.h - z3.h }, z4.h
	mrs x4, amair2_el2
	mov z0.h, p0/m, za0h.h[w15, 0]
	bfmlsl za.s[w11, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	ldnt1b { z0.b, z1.b }, pn9/z, [x0, #2, mul vl]
	zero za.d[w8, 1, vgx4]
	fmls za.d[w10, 0, vgx2], { z0.d, z1.d }, { z2.d, z3.d }
	msr DIT, #4
	sumlall za.s[w9, 4:7], z0.b, z1.b[0]
	msr UAO, #8
	stnt1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x29, x0, lsl #1]
	ld1w { z1.s, z5.s, z9.s, z13.s }, pn9/z, [x0, #4, mul vl]
	tlbi rvaale1osnxs, x29
	ld1d {za0v.d[w12, 1]}, p0/z, [x0, x1, lsl 3]
	msr spmevfilt2r11_el0, x10
	msr PRBAR_EL1, x0
	msr uao, 0
	stnt1w { z0.s - z3.s }, pn8, [x29, 4, mul vl]
	str za[w12, 0], [x0, #0, mul vl]
	mova za0h.q[w15, 0], p0/m, z0.q
	fmla za.d[w8, 1, vgx4], { z0.d - z3.d }, z4.d
	mov z27.h, #0xc
	msr AMEVTYPER10_EL0, x12
	ldnt1w { z0.s, z1.s }, pn15/z, [x0, 2, mul vl]
	luti2 { z0.b, z1.b }, zt0, z2[1]
	st1h { z23.h, z31.h }, pn9, [x0, x1, lsl #1]
	fmlal za.h[w8, 2:3, vgx2], { z0.b, z1.b }, z2.b[0]
	msr TRCCIDCVR1, x2
	st1b { z0.b, z1.b }, pn15, [x29, #2, mul vl]
	ldnt1b { z16.b, z20.b, z24.b, z28.b }, pn9/z, [x0, #4, mul vl]
	smlsl za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h
	stnt1h { z0.h - z3.h }, pn9, [x0, x1, lsl 1]
	ldnt1b { z0.b, z4.b, z8.b, z12.b }, pn8/z, [x29, x0]
	stnt1d { z3.d, z7.d, z11.d, z15.d }, pn15, [x29, 4, mul vl]
	bfmops za0.h, p0/m, p1/m, z0.h, z1.h
	udot za.s[w8, 1, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	tlbi VAE2ISNXS, xzr
	ld1d { z0.d - z3.d }, pn8/z, [x0, 4, mul vl]
	mov z0.b, p0/m, za0h.b[w12, 1]
	msr AMEVCNTVOFF16_EL2, x21
	ld1d { z3.d, z11.d }, pn8/z, [x29, #2, mul vl]
	umlall za.s[w9, 4:7, vgx2], { z0.b, z1.b }, z2.b[0]
	ldnt1h { z16.h, z20.h, z24.h, z28.h }, pn8/z, [x29, x0, lsl 1]
	msr AMEVTYPER14_EL0, x12
	umlall za.d[w11, 4:7], z0.h, z1.h[0]
	msr SPSel, #1
	mov z10.d, #-128
	smlsl za.s[w10, 2:3], z0.h, z1.h
	ld1d { z0.d, z1.d }, pn8/z, [x0, x29, lsl #3]
	smlal za.s[w9, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	udot za.s[w8, 3, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	sub za.d[w10, 7], { z0.d, z1.d }, { z2.d, z3.d }
	tlbi RIPAS2E1OS, xzr
	ld1d { z0.d, z8.d }, pn8/z, [x29, x0, lsl #3]
	mrs x6, ttbr1_el12
	dupm z30.h, #0xff3f
	movaz { z0.h - z3.h }, za0h.h[w13, 4:7]
	cntp x29, pn0.b, vlx4
	cntp x29, pn0.s, vlx4
	mov za2v.s[w14, 2:3], { z0.s, z1.s }
	mov z2.d, #0x3fffffffffff8000
	at s1e1wp, x22
	ldnt1d { z19.d, z23.d, z27.d, z31.d }, pn8/z, [x0, x1, lsl 3]
	mrs x28, SPMSELR_EL0
	ld1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x0, x1, lsl #3]
	msr UAO, #15
	mova za0v.b[w12, 4:7], { z0.b - z3.b }
	str za[w12, 0], [x29, #0, mul vl]
	ld1w { z1.s, z5.s, z9.s, z13.s }, pn15/z, [x0, x1, lsl #2]
	stnt1b { z0.b, z1.b }, pn8, [x29, x0]
	mov z23.b, #-128
	st1d { z0.d, z1.d }, pn9, [x0, x1, lsl 3]
	mov z22.b, #0x4
	st1d { z19.d, z23.d, z27.d, z31.d }, pn9, [x0, x29, lsl #3]
	mov { z0.d - z3.d }, za2v.d[w15, 0:3]
	sub za.d[w9, 7], { z0.d, z1.d }, z2.d
	stnt1h { z0.h, z1.h }, pn8, [x29, #2, mul vl]
	dvp RCTX, xzr
	st1h { z0.h, z8.h }, pn8, [x29, x0, lsl 1]
	tlbi ALLE3ISNXS
	st1w { z0.s, z1.s }, pn9, [x0, x1, lsl 2]
	stnt1b { z0.b, z1.b }, pn8, [x29, 2, mul vl]
	whilegt pn8.s, x29, x0, vlx4
	stnt1w { z0.s - z3.s }, pn9, [x0, 4, mul vl]
	mrs x3, amevcntvoff111_el2
	zero {za1.d, za2.d, za3.d, za4.d, za5.d, za7.d}
	st1w {za1h.s[w12, 7]}, p0, [x0, x1, lsl #2]
	ldnt1h { z0.h, z4.h, z8.h, z12.h }, pn15/z, [x0, x1, lsl 1]
	ld1d {za1h.d[w12, 7]}, p0/z, [x0, x1, lsl #3]
	mova za0h.q[w15, 0], p0/m, z0.q
	umlall za.s[w11, 4:7], { z0.b, z1.b }, z2.b[0]
	tlbi vaae1os, x16
	ld1h { z3.h, z11.h }, pn9/z, [x0, #2, mul vl]
	str za[w15, 0], [x0]
	msr DAIFClr, #2
	smlsll za.d[w10, 4:7], z0.h, z1.h[0]
	stnt1b { z0.b, z1.b }, pn15, [x0, 2, mul vl]
	mrs x8, SPMIIDR_EL1
	stnt1b { z0.b, z1.b }, pn8, [x0, x1]
	ld1b { z7.b, z15.b }, pn9/z, [x0, #2, mul vl]
	st1h { z16.h, z20.h, z24.h, z28.h }, pn15, [x29, x0, lsl #1]
	smlall za.s[w9, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	ld1h { z3.h, z7.h, z11.h, z15.h }, pn8/z, [x0, #4, mul vl]
	fmla za.s[w10, 0], { z0.s, z1.s }, z2.s[0]
	ldnt1h { z0.h - z3.h }, pn8/z, [x0, x29, lsl 1]
	ld1b {za3h.b[w15, 15]}, p0/z, [x0, x1]
	ld1d { z0.d, z1.d }, pn15/z, [x0, #2, mul vl]
	bfsub za.h[w10, 7, vgx4], { z0.h - z3.h }
	mov z25.h, #0xf01f
	fmls za.d[w8, 7, vgx4], { z0.d - z3.d }, { z4.d - z7.d }
	msr PMEVCNTR18_EL0, x4
	ld1h {za1v.h[w12, 7]}, p0/z, [x0, x1, lsl 1]
	msr trcimspec2, x16
	mova za3v.h[w14, 4:7], { z0.h - z3.h }
	fvdotb za.s[w8, 7, vgx4], { z0.b, z1.b }, z2.b[0]
	zero {za0.d, za1.d, za3.d}
	ld1d { z19.d, z23.d, z27.d, z31.d }, pn8/z, [x29, 4, mul vl]
	st1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x0, x1, lsl #1]
	mov z0.h, p0/m, za3v.h[w12, 7]
	st1h { z0.h, z1.h }, pn15, [x0, x1, lsl #1]
	msr spsel, 14
	msr DAIFClr, #13
	luti4 { z0.s, z1.s }, zt0, z2[1]
	ld1h { z0.h, z1.h }, pn15/z, [x0, #2, mul vl]
	umlall za.d[w10, 4:7, vgx4], { z0.h - z3.h }, z4.h[0]
	st1b { z0.b, z4.b, z8.b, z12.b }, pn8, [x29, #4, mul vl]
	ldnt1d { z0.d, z1.d }, pn15/z, [x0, x29, lsl #3]
	ld1b { z0.b, z1.b }, pn15/z, [x0, x1]
	mov z14.b, #0x40
	umlall za.s[w9, 4:7], z0.b, z1.b[0]
	ld1d {za0v.d[w12, 1]}, p0/z, [x0, x29, lsl 3]
	whilehs pn15.h, x0, x1, vlx4
	stnt1d { z16.d, z20.d, z24.d, z28.d }, pn8, [x0, x1, lsl #3]
	ld1h {za1h.h[w12, 0]}, p0/z, [x29, x0, lsl #1]
	usmlall za.s[w8, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	st1d { z16.d, z20.d, z24.d, z28.d }, pn9, [x0, x29, lsl #3]
	ld1w {za3h.s[w14, 3]}, p0/z, [x0, x29, lsl #2]
	mov z0.d, p0/m, za2h.d[w13, 1]
	dc igvac, x27
	tlbi rvale2nxs, x14
	st1w { z0.s, z8.s }, pn15, [x29, x0, lsl 2]
	mrs x30, PRBAR4_EL1
	umlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	udot za.s[w8, 1, vgx2], { z0.b, z1.b }, z2.b[0]
	ld1d { z0.d, z8.d }, pn8/z, [x0, x1, lsl #3]
	mrs x0, ctr_el0
	udot za.s[w9, 3, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	cntp x0, pn0.d, vlx4
	mrs x2, pmevcntsvr22_el1
	ld1d { z16.d, z24.d }, pn8/z, [x0, x29, lsl #3]
	ld1d { z0.d - z3.d }, pn8/z, [x29, x0, lsl #3]
	stnt1w { z0.s, z1.s }, pn15, [x0, x29, lsl #2]
	whilelt pn15.d, x29, x0, vlx4
	smlal za.s[w11, 2:3, vgx4], { z0.h - z3.h }, z4.h
	smlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	suvdot za.s[w9, 3, vgx4], { z0.b - z3.b }, z4.b[0]
	mova za1v.d[w15, 1], p0/m, z0.d
	udot za.s[w8, 1, vgx2], { z0.b, z1.b }, z2.b
	zero {za1.d, za2.d, za3.d, za6.d, za7.d}
	ld1h { z0.h, z1.h }, pn9/z, [x0, x1, lsl #1]
	ld1d { z16.d, z20.d, z24.d, z28.d }, pn15/z, [x0, x1, lsl #3]
	tlbi ALLE1OS
	zero za.d[w11, 4:7]
	st1d { z0.d - z3.d }, pn9, [x0, x29, lsl #3]
	sdot za.s[w8, 1, vgx4], { z0.h - z3.h }, z4.h[0]
	fmlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h
	mrs x19, gcscr_el2
	mov z23.h, #0x1c00
	ld1w { z3.s, z7.s, z11.s, z15.s }, pn9/z, [x29, #4, mul vl]
	bfmopa za3.s, p0/m, p1/m, z0.h, z1.h
	umlsl za.s[w9, 2:3], z0.h, z1.h
	umlsll za.s[w10, 4:7], z0.b, z1.b
	msr UAO, #13
	ldnt1h { z23.h, z31.h }, pn9/z, [x0, x29, lsl #1]
	dupm z11.b, #0x3f
	dupm z23.d, #0x78000
	fmlal za.s[w9, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	bfmlsl za.s[w8, 2:3], z0.h, z1.h
	stnt1w { z0.s, z1.s }, pn15, [x0, 2, mul vl]
	mrs x25, SPMEVFILTR6_EL0
	ld1d { z0.d - z3.d }, pn8/z, [x29, 4, mul vl]
	mova { z0.b - z3.b }, za3v.b[w13, 4:7]
	msr DAIFClr, #12
	ld1d {za1v.d[w13, 1]}, p0/z, [x0, x1, lsl 3]
	mrs x4, TRCIDR10
	tlbi VMALLE1IS
	ldnt1h { z3.h, z7.h, z11.h, z15.h }, pn15/z, [x0, x1, lsl 1]
	msr DIT, #1
	zero {za0.d, za1.d, za3.d, za4.d, za5.d}
	smlall za.d[w11, 4:7,  vgx2], { z0.h, z1.h }, z2.h
	st1d { z16.d, z24.d }, pn8, [x0, x29, lsl 3]
	fmlall za.s[w8, 4:7], z0.b, z1.b
	whilelt pn8.d, x0, x29, vlx4
	mov z0.q, p0/m, za1h.q[w13, 0]
	ld1w { z16.s, z24.s }, pn8/z, [x0, #2, mul vl]
	smlsll za.d[w8, 4:7, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	ldnt1b { z0.b, z8.b }, pn8/z, [x29, #2, mul vl]
	mov za0v.d[w12, 0:1], { z0.d, z1.d }
	tlbi VAAE1OS, xzr
	svdot za.d[w8, 7, vgx4], { z0.h - z3.h }, z4.h[0]
	st1w { z0.s - z3.s }, pn9, [x0, x29, lsl #2]
	st1d { z0.d - z3.d }, pn15, [x29, x0, lsl 3]
	sel { z0.b - z3.b }, pn8, { z4.b - z7.b }, { z8.b - z11.b }
	mrs x12, trcacatr2
	smlsl za.s[w9, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	st1w { z0.s, z1.s }, pn15, [x0, x29, lsl 2]
	cntp x0, pn0.s, vlx4
	msr daifclr, 5
	st1h { z0.h - z3.h }, pn8, [x0, x1, lsl #1]
	fdot za.s[w9, 7, vgx4], { z0.b - z3.b }, z4.b[0]
	st1w {za0v.s[w13, 7]}, p0, [x0, x29, lsl 2]
	msr amevtyper13_el0, x3
	fmls za.d[w8, 1, vgx2], { z0.d, z1.d }, { z2.d, z3.d }
	ld1q {za3h.q[w14, 0]}, p0/z, [x0, x29, lsl #4]
	st1w {za3h.s[w14, 2]}, p0, [x0, x1, lsl 2]
	smlsll za.d[w9, 4:7], z0.h, z1.h[0]
	fmlsl za.s[w10, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	ldnt1w { z3.s, z11.s }, pn8/z, [x0, x1, lsl #2]
	msr DBGWVR11_EL1, x25
	ld1h { z0.h, z8.h }, pn8/z, [x29, #2, mul vl]
	ldnt1d { z16.d, z20.d, z24.d, z28.d }, pn9/z, [x0, x29, lsl 3]
	ldnt1d { z16.d, z24.d }, pn9/z, [x0, x29, lsl 3]
	mrs x24, icc_iar0_el1
	umlall za.s[w9, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	stnt1w { z0.s - z3.s }, pn15, [x0, x1, lsl 2]
	mov za0h.b[w12, 4:7], { z0.b - z3.b }
	zero {za2.d, za3.d, za4.d, za5.d}
	umlall za.s[w8, 4:7], z0.b, z1.b
	whilegt pn15.b, x29, x0, vlx4
	mov za2v.h[w13, 2:3], { z0.h, z1.h }
	st1q {za2v.q[w13, 0]}, p0, [x0, x29, lsl 4]
	smlal za.s[w9, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	udot za.s[w8, 1, vgx4], { z0.b - z3.b }, z4.b[0]
	ld1h {za1h.h[w14, 2]}, p0/z, [x0, x1, lsl #1]
	tlbi RVAE1IS, xzr
	ld1b {za0h.b[w12, 1]}, p0/z, [x29, x0]
	ld1d { z0.d, z8.d }, pn8/z, [x0, x29, lsl 3]
	mova { z0.s - z3.s }, za0h.s[w15, 0:3]
	msr SPMEVFILTR10_EL0, x1
	ldnt1w { z0.s, z1.s }, pn9/z, [x0, x1, lsl 2]
	tlbi VAE2NXS, xzr
	stnt1h { z16.h, z20.h, z24.h, z28.h }, pn8, [x0, x1, lsl #1]
	st1d {za3v.d[w13, 7]}, p0, [x0, x1, lsl 3]
	msr trcdvcmr6, x8
	tlbi rvae1nxs, x16
	ld1d { z0.d, z8.d }, pn15/z, [x0, x29, lsl 3]
	mrs x3, SPMEVFILTR5_EL0
	umlsl za.s[w8, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	zero {za0.d, za1.d, za5.d}
	fmlsl za.s[w9, 2:3], { z0.h, z1.h }, { z2.h, z3.h }
	st1b { z0.b - z3.b }, pn9, [x0, #4, mul vl]
	smops za3.d, p0/m, p1/m, z0.h, z1.h
	udot za.d[w10, 7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	sudot za.s[w8, 1, vgx4], { z0.b - z3.b }, z4.b
	mova za3v.q[w12, 0], p0/m, z0.q
	dc cisw, x27
	stnt1d { z7.d, z15.d }, pn9, [x0, x29, lsl #3]
	st1w {za0h.s[w15, 3]}, p0, [x29, x0, lsl 2]
	msr apiakeylo_el1, x6
	ld1w { z0.s, z1.s }, pn8/z, [x0, #2, mul vl]
	whilels pn8.h, x0, x1, vlx4
	umlall za.d[w9, 4:7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	st1w { z0.s, z1.s }, pn15, [x0, 2, mul vl]
	ldnt1h { z16.h, z24.h }, pn15/z, [x0, 2, mul vl]
	whilelo pn8.b, x29, x0, vlx4
	ld1w {za0h.s[w14, 0]}, p0/z, [x0, x29, lsl 2]
	zero {za2.d, za4.d, za5.d, za6.d}
	sdot za.s[w9, 3], { z0.h, z1.h }, { z2.h, z3.h }
	sdot za.s[w8, 1, vgx4], { z0.h - z3.h }, z4.h
	bfdot za.s[w11, 0, vgx2], { z0.h, z1.h }, z2.h
	ld1d { z3.d, z7.d, z11.d, z15.d }, pn9/z, [x0, x1, lsl 3]
	whilehs pn8.b, x0, x1, vlx4
	fmla za.h[w8, 1, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	tlbi vae2osnxs, x30
	ldnt1w { z0.s, z1.s }, pn8/z, [x0, #2, mul vl]
	ldnt1d { z0.d, z1.d }, pn8/z, [x29, x0, lsl #3]
	movaz z0.q, za3h.q[w13, 0]
	mova { z0.d, z1.d }, za0h.d[w15, 0:1]
	whilege pn8.b, x0, x29, vlx4
	fmlal za.h[w9, 2:3, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	bfdot za.s[w11, 3, vgx4], { z0.h - z3.h }, z4.h
	ldnt1b { z0.b - z3.b }, pn9/z, [x0, 4, mul vl]
	st1h {za1h.h[w13, 0]}, p0, [x29, x0, lsl #1]
	whilelo pn9.d, x0, x29, vlx4
	msr PAN, #11
	stnt1h { z0.h, z1.h }, pn15, [x29, 2, mul vl]
	msr trcsscsr5, x21
	tlbi VALE3IS, xzr
	msr pire0_el1, x30
	mova za0h.d[w13, 6:7], { z0.d, z1.d }
	dupm z1.h, #0xff87
	st1h { z23.h, z31.h }, pn15, [x0, x29, lsl 1]
	mov za2v.h[w13, 2], p0/m, z0.h
	ld1d { z0.d, z1.d }, pn8/z, [x29, x0, lsl 3]
	stnt1h { z0.h - z3.h }, pn8, [x29, x0, lsl 1]
	ldnt1h { z1.h, z5.h, z9.h, z13.h }, pn15/z, [x0, x1, lsl 1]
	whilelo pn8.d, x29, x0, vlx4
	umlal za.s[w9, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	stnt1h { z0.h, z1.h }, pn8, [x0, 2, mul vl]
	dupm z11.h, #0xf007
	mova za0v.s[w12, 2:3], { z0.s, z1.s }
	msr SPMEVTYPER9_EL0, x6
	at s1e1a, x28
	cntp x0, pn0.b, vlx4
	fvdotb za.s[w8, 1, vgx4], { z0.b, z1.b }, z2.b[0]
	whilegt pn8.h, x29, x0, vlx4
	msr PAN, #6
	st1w { z0.s, z1.s }, pn15, [x29, x0, lsl 2]
	st1d {za1v.d[w12, 3]}, p0, [x0, x29, lsl #3]
	whilehi pn8.b, x0, x1, vlx4
	umlall za.d[w11, 4:7], z0.h, z1.h
	sel { z0.s, z1.s }, pn9, { z2.s, z3.s }, { z4.s, z5.s }
	st1b { z0.b, z4.b, z8.b, z12.b }, pn8, [x29, x0]
	msr dit, 12
	tlbi rvale2is, x13
	msr TCO, #2
	ld1d { z0.d - z3.d }, pn15/z, [x29, x0, lsl #3]
	stnt1b { z0.b, z1.b }, pn9, [x0, x1]
	mrs x1, prbar3_el2
	mrs x8, pmceid0_el0
	ld1w { z3.s, z11.s }, pn8/z, [x0, x29, lsl #2]
	stnt1d { z0.d - z3.d }, pn8, [x29, x0, lsl 3]
	ldnt1h { z0.h - z3.h }, pn8/z, [x29, 4, mul vl]
	mova za1v.s[w14, 0:3], { z0.s - z3.s }
	msr DIT, #12
	stnt1b { z0.b, z8.b }, pn8, [x0, 2, mul vl]
	msr dbgbvr15_el1, x9
	ld1h { z0.h, z1.h }, pn8/z, [x29, #2, mul vl]
	umlall za.s[w10, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	fmlal za.h[w8, 2:3, vgx2], { z0.b, z1.b }, z2.b
	stnt1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x0, x29, lsl #1]
	msr scxtnum_el3, x24
	bfdot za.s[w8, 7, vgx4], { z0.h - z3.h }, z4.h
	ldnt1b { z1.b, z5.b, z9.b, z13.b }, pn9/z, [x29, #4, mul vl]
	tlbi rvaae1nxs, x19
	msr daifclr, 2
	stnt1d { z7.d, z15.d }, pn8, [x29, 2, mul vl]
	dc CGDSW, xzr
	whilegt pn8.s, x29, x0, vlx4
	ldnt1d { z0.d, z8.d }, pn8/z, [x29, 2, mul vl]
	sudot za.s[w8, 1, vgx2], { z0.b, z1.b }, z2.b
	smlal za.s[w8, 2:3], z0.h, z1.h
	st1w { z3.s, z11.s }, pn15, [x29, #2, mul vl]
	whilels pn8.s, x0, x29, vlx4
	st1d { z0.d, z1.d }, pn8, [x29, x0, lsl 3]
	ld1d { z16.d, z20.d, z24.d, z28.d }, pn15/z, [x29, x0, lsl 3]
	stnt1b { z7.b, z15.b }, pn15, [x29, #2, mul vl]
	whilelt pn8.b, x0, x29, vlx4
	dc IGVAC, xzr
	msr DIT, #9
	st1d { z0.d - z3.d }, pn8, [x29, #4, mul vl]
	ldnt1h { z0.h, z1.h }, pn8/z, [x0, x1, lsl 1]
	sumlall za.s[w11, 4:7, vgx2], { z0.b, z1.b }, z2.b[0]
	msr spsel, 3
	msr dit, 10
	stnt1w { z7.s, z15.s }, pn8, [x29, x0, lsl 2]
	st1d { z3.d, z7.d, z11.d, z15.d }, pn9, [x29, x0, lsl #3]
	ld1h { z0.h, z1.h }, pn9/z, [x29, x0, lsl 1]
	fmls za.s[w9, 0, vgx4], { z0.s - z3.s }, z4.s[0]
	fvdott za.s[w8, 1, vgx4], { z0.b, z1.b }, z2.b[0]
	luti4 { z0.h, z4.h, z8.h, z12.h }, zt0, z1[1]
	st1d { z0.d, z1.d }, pn8, [x0, x1, lsl 3]
	ldr za[w12, 0], [x0, 0, mul vl]
	mov { z0.h - z3.h }, za0v.h[w15, 4:7]
	fdot za.h[w11, 7, vgx4], { z0.b - z3.b }, z4.b
	ld1d {za0v.d[w12, 1]}, p0/z, [x0, x29, lsl #3]
	fmla za.h[w9, 3, vgx4], { z0.h - z3.h }, z4.h
	mrs x21, ich_lr1_el2
	st1d { z1.d, z5.d, z9.d, z13.d }, pn8, [x0, #4, mul vl]
	mrs x11, TRCEVENTCTL1R
	stnt1w { z0.s, z1.s }, pn15, [x0, x1, lsl 2]
	fmlsl za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h[0]
	mov za1h.d[w14, 0:1], { z0.d, z1.d }
	tlbi vale3osnxs, x0
	whilele pn9.d, x29, x0, vlx4
	umopa za1.d, p0/m, p1/m, z0.h, z1.h
	whilegt pn15.s, x29, x0, vlx4
	sub za.s[w8, 0, vgx2], { z0.s, z1.s }
	mov z17.b, #0x8
	st1h { z0.h, z4.h, z8.h, z12.h }, pn15, [x0, #4, mul vl]
	mov za1h.q[w15, 0], p0/m, z0.q
	st1d {za1v.d[w12, 7]}, p0, [x0, x1, lsl 3]
	umlsll za.s[w11, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	mov z13.s, #0xfffff807
	msr tco, 15
	zero {za0.d, za3.d, za4.d, za5.d, za6.d, za7.d}
	movaz z0.d, za0v.d[w14, 3]
	st1d {za0h.d[w13, 1]}, p0, [x29, x0, lsl #3]
	usmlall za.s[w8, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	fmls za.d[w9, 7, vgx2], { z0.d, z1.d }, { z2.d, z3.d }
	whilels pn9.b, x29, x0, vlx4
	zero {za0.d, za1.d, za4.d, za5.d}
	sdot za.s[w8, 7, vgx4], { z0.b - z3.b }, z4.b[0]
	tlbi VAE2OSNXS, xzr
	whilelt pn8.d, x29, x0, vlx4
	stnt1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x0, 4, mul vl]
	addha za1.d, p0/m, p1/m, z0.d
	fadd za.s[w8, 1, vgx2], { z0.s, z1.s }
	sub za.d[w8, 1, vgx4], { z0.d - z3.d }, { z4.d - z7.d }
	tlbi rvaale1, x6
	ldnt1d { z0.d - z3.d }, pn8/z, [x29, x0, lsl #3]
	st1q {za2h.q[w14, 0]}, p0, [x0, x29, lsl 4]
	tlbi VALE3OS, xzr
	fmlsl za.s[w11, 2:3], { z0.h, z1.h }, z2.h
	st1h { z1.h, z5.h, z9.h, z13.h }, pn9, [x0, x29, lsl #1]
	st1b { z0.b, z4.b, z8.b, z12.b }, pn8, [x29, x0]
	stnt1w { z16.s, z20.s, z24.s, z28.s }, pn9, [x29, 4, mul vl]
	ld1w { z0.s, z1.s }, pn8/z, [x0, x1, lsl #2]
	ld1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x0, #4, mul vl]
	st1w { z3.s, z7.s, z11.s, z15.s }, pn9, [x0, x1, lsl #2]
	mova za1h.b[w12, 4:7], { z0.b - z3.b }
	tlbi rvaae1osnxs, x15
	mova za1v.q[w12, 0], p0/m, z0.q
	st1w { z0.s - z3.s }, pn8, [x0, x29, lsl #2]
	umlal za.s[w10, 2:3], { z0.h, z1.h }, z2.h
	whilele pn15.b, x0, x29, vlx4
	luti4 { z0.s - z3.s }, zt0, z4[1]
	whilehs pn8.b, x29, x0, vlx4
	umops za1.d, p0/m, p1/m, z0.h, z1.h
	ld1d { z16.d, z24.d }, pn8/z, [x0, 2, mul vl]
	st1h { z0.h - z3.h }, pn8, [x29, #4, mul vl]
	msr elr_el3, x6
	ldnt1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x0, 4, mul vl]
	tlbi VALE1ISNXS, xzr
	ld1h { z16.h, z20.h, z24.h, z28.h }, pn15/z, [x29, x0, lsl #1]
	umlall za.d[w9, 4:7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	fmla za.s[w9, 7, vgx4], { z0.s - z3.s }, z4.s[0]
	ldnt1h { z0.h - z3.h }, pn8/z, [x29, x0, lsl 1]
	mrs x20, ELR_EL12
	zero {za5.d, za6.d, za7.d}
	ldnt1w { z0.s - z3.s }, pn15/z, [x0, x29, lsl #2]
	msr pan, 0
	msr TRCITCTRL, x4
	cntp x29, pn0.s, vlx4
	mova z0.h, p0/m, za0v.h[w15, 15]
	dupm z8.h, #0x3c0
	bfmls za.h[w10, 7], { z0.h, z1.h }, z2.h
	mov { z0.d, z1.d }, za.d[w9, 3, vgx2]
	ld1h {za1h.h[w14, 0]}, p0/z, [x0, x29, lsl #1]
	st1q {za1h.q[w14, 0]}, p0, [x29, x0, lsl #4]
	addva za3.s, p0/m, p1/m, z0.s
	st1h { z16.h, z24.h }, pn8, [x29, x0, lsl #1]
	sub za.d[w8, 1, vgx2], { z0.d, z1.d }, z2.d
	st1b { z0.b, z4.b, z8.b, z12.b }, pn8, [x29, 4, mul vl]
	smops za0.s, p0/m, p1/m, z0.b, z1.b
	sdot za.s[w10, 0, vgx2], { z0.h, z1.h }, z2.h
	smlsll za.s[w10, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	cntp x0, pn0.s, vlx4
	tlbi rvale2, x5
	tlbi vale1, x30
	msr dbgwvr5_el1, x15
	msr ALLINT, #1
	stnt1d { z16.d, z24.d }, pn8, [x0, 2, mul vl]
	stnt1w { z0.s, z4.s, z8.s, z12.s }, pn9, [x29, x0, lsl 2]
	mrs x10, PAN
	zero {za1.d, za2.d, za6.d}
	smlal za.s[w8, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	ld1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x29, x0, lsl #3]
	ld1h { z3.h, z11.h }, pn9/z, [x0, 2, mul vl]
	st1d {za0v.d[w12, 1]}, p0, [x0, x1, lsl 3]
	luti2 z0.h, zt0, z1[1]
	fmls za.d[w8, 1, vgx4], { z0.d - z3.d }, z4.d
	zero za.d[w8, 3, vgx2]
	mov z4.s, #0x7fe0
	sel { z0.d - z3.d }, pn8, { z4.d - z7.d }, { z8.d - z11.d }
	st1q {za0h.q[w12, 0]}, p0, [x29, x0, lsl #4]
	fmlal za.h[w8, 2:3, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	ldr za[w12, 0], [x29, #0, mul vl]
	st1w {za0h.s[w12, 1]}, p0, [x0, x29, lsl 2]
	stnt1h { z7.h, z15.h }, pn15, [x29, 2, mul vl]
	mov z31.s, #0x8000007f
	smlall za.s[w8, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	msr pmevcntr7_el0, x7
	sub za.d[w9, 3, vgx4], { z0.d - z3.d }
	tlbi vae2, x10
	msr mpam0_el1, x25
	sdot za.s[w10, 7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	fvdott za.s[w11, 7, vgx4], { z0.b, z1.b }, z2.b[0]
	mova { z0.b - z3.b }, za2v.b[w13, 4:7]
	mrs x14, CNTHPS_TVAL_EL2
	zero {za1.d, za3.d, za4.d, za6.d}
	pext p0.s, pn15[1]
	st1w {za3v.s[w13, 3]}, p0, [x29, x0, lsl 2]
	msr TCO, #15
	zero za.d[w9, 7, vgx4]
	umlsll za.d[w10, 4:7,  vgx4], { z0.h - z3.h }, z4.h
	movt zt0[8], x0
	zero {za1.d, za4.d}
	mrs x26, trcimspec4
	st1w { z0.s, z1.s }, pn15, [x0, 2, mul vl]
	st1h { z0.h - z3.h }, pn15, [x29, 4, mul vl]
	fmlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	ld1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x29, x0, lsl 1]
	stnt1h { z19.h, z23.h, z27.h, z31.h }, pn8, [x0, x1, lsl 1]
	st1h {za1h.h[w14, 7]}, p0, [x29, x0, lsl 1]
	st1d {za3v.d[w13, 15]}, p0, [x0, x1, lsl 3]
	st1w { z23.s, z31.s }, pn9, [x29, 2, mul vl]
	tlbi rvale1os, x16
	mova za0v.b[w12, 1], p0/m, z0.b
	udot za.s[w10, 7], { z0.b, z1.b }, z2.b
	st1d { z16.d, z24.d }, pn15, [x29, x0, lsl 3]
	ld1b {za0v.b[w12, 1]}, p0/z, [x0, x1]
	stnt1d { z0.d, z1.d }, pn9, [x29, x0, lsl #3]
	luti2 z0.s, zt0, z1[1]
	mrs x8, prbar1_el2
	whilele pn8.s, x0, x29, vlx4
	tlbi VAE3IS, xzr
	fmlal za.h[w10, 2:3, vgx4], { z0.b - z3.b }, z4.b[0]
	dupm z1.s, #0x1fff80
	ldnt1b { z0.b, z1.b }, pn9/z, [x0, x1]
	smlsll za.s[w9, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	ld1b { z1.b, z5.b, z9.b, z13.b }, pn15/z, [x0, x1]
	ld1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x0, x1, lsl #3]
	ldnt1h { z7.h, z15.h }, pn9/z, [x0, x29, lsl 1]
	msr MAIR2_EL1, x2
	tlbi vae3osnxs, x7
	ldnt1h { z0.h - z3.h }, pn8/z, [x0, x1, lsl 1]
	whilehi pn15.b, x29, x0, vlx4
	mrs x17, MECID_RL_A_EL3
	sdot za.d[w9, 7], { z0.h, z1.h }, z2.h
	st1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x29, #4, mul vl]
	mova { z0.s, z1.s }, za2v.s[w15, 2:3]
	mov z20.s, #0xf0007fff
	stnt1d { z19.d, z23.d, z27.d, z31.d }, pn15, [x29, x0, lsl 3]
	whilelo pn9.d, x0, x1, vlx4
	st1h { z0.h - z3.h }, pn15, [x0, x1, lsl #1]
	ld1h {za0v.h[w15, 7]}, p0/z, [x0, x1, lsl #1]
	bfmlsl za.s[w9, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	st1w { z3.s, z11.s }, pn8, [x0, 2, mul vl]
	umlsl za.s[w10, 2:3], { z0.h, z1.h }, { z2.h, z3.h }
	sdot za.s[w11, 0, vgx4], { z0.h - z3.h }, z4.h
	fmls za.s[w9, 3], { z0.s, z1.s }, { z2.s, z3.s }
	tlbi ipas2e1osnxs, x26
	mov { z0.s, z1.s }, za3h.s[w13, 2:3]
	umlsll za.d[w9, 4:7], { z0.h, z1.h }, z2.h[0]
	bfmls za.h[w10, 0, vgx4], { z0.h - z3.h }, z4.h[0]
	ld1h { z0.h - z3.h }, pn8/z, [x29, x0, lsl #1]
	fadd za.d[w10, 3, vgx4], { z0.d - z3.d }
	stnt1h { z1.h, z5.h, z9.h, z13.h }, pn15, [x29, x0, lsl #1]
	stnt1h { z0.h - z3.h }, pn9, [x29, #4, mul vl]
	fmls za.d[w11, 7, vgx4], { z0.d - z3.d }, z4.d
	fmlal za.s[w9, 2:3], z0.h, z1.h[0]
	usmopa za0.s, p0/m, p1/m, z0.b, z1.b
	stnt1d { z0.d, z1.d }, pn8, [x29, 2, mul vl]
	st1w { z0.s, z1.s }, pn8, [x0, x29, lsl #2]
	cntp x29, pn0.d, vlx4
	sel { z0.h - z3.h }, pn9, { z4.h - z7.h }, { z8.h - z11.h }
	st1d { z1.d, z5.d, z9.d, z13.d }, pn15, [x0, 4, mul vl]
	bfmls za.h[w10, 0, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	stnt1h { z16.h, z24.h }, pn9, [x0, 2, mul vl]
	dupm z2.d, #0x3fffffffffff8000
	mov z0.s, p0/m, za0h.s[w12, 1]
	ld1q {za0v.q[w12, 0]}, p0/z, [x0, x1, lsl 4]
	sumopa za0.d, p0/m, p1/m, z0.h, z1.h
	whilele pn9.b, x0, x29, vlx4
	zero {za1.d, za2.d, za3.d, za5.d, za6.d, za7.d}
	mova { z0.b, z1.b }, za1h.b[w12, 2:3]
	st1w { z1.s, z5.s, z9.s, z13.s }, pn9, [x0, x29, lsl #2]
	fadd za.h[w11, 0, vgx4], { z0.h - z3.h }
	mrs x0, PMEVCNTR15_EL0
	msr icc_ap0r0_el1, x3
	add za.d[w10, 3], { z0.d, z1.d }
	smlsll za.d[w11, 4:7,  vgx4], { z0.h - z3.h }, z4.h
	bfdot za.s[w10, 7, vgx2], { z0.h, z1.h }, z2.h
	mrs x30, PMCCFILTR_EL0
	mov z0.d, p0/m, za2h.d[w14, 7]
	st1b { z19.b, z23.b, z27.b, z31.b }, pn15, [x0, x29]
	tlbi ripas2le1osnxs, x11
	ld1w { z0.s, z1.s }, pn15/z, [x29, 2, mul vl]
	movaz z0.b, za0h.b[w12, 1]
	fmlal za.h[w8, 2:3, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	st1b { z16.b, z20.b, z24.b, z28.b }, pn15, [x0, #4, mul vl]
	msr CNTV_CVAL_EL02, x0
	sdot za.s[w8, 1, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	bfmlal za.s[w11, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	tlbi RVAE2NXS, xzr
	ld1w {za0h.s[w12, 1]}, p0/z, [x0, x1, lsl 2]
	add za.d[w10, 3], { z0.d, z1.d }, z2.d
	msr GCSPR_EL3, x2
	udot za.s[w9, 7, vgx4], { z0.h - z3.h }, z4.h
	mov { z0.h - z3.h }, za0v.h[w15, 4:7]
	mov za1h.b[w12, 7], p0/m, z0.b
	bfadd za.h[w10, 7], { z0.h, z1.h }
	ld1d { z0.d - z3.d }, pn15/z, [x0, x29, lsl #3]
	mrs x17, brbinf3_el1
	stnt1b { z0.b, z1.b }, pn9, [x29, 2, mul vl]
	fdot za.h[w10, 3, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	whilehi pn8.h, x29, x0, vlx4
	tlbi VMALLWS2E1ISNXS
	mov za0h.d[w12, 0:1], { z0.d, z1.d }
	ldnt1h { z0.h, z1.h }, pn8/z, [x0, x1, lsl #1]
	stnt1b { z0.b, z8.b }, pn8, [x29, x0]
	stnt1b { z3.b, z7.b, z11.b, z15.b }, pn15, [x0, 4, mul vl]
	umlall za.d[w8, 4:7, vgx4], { z0.h - z3.h }, z4.h[0]
	msr teecr32_el1, x10
	mov { z0.d, z1.d }, za1v.d[w12, 0:1]
	msr DBGPRCR_EL1, x27
	add za.s[w11, 3, vgx4], { z0.s - z3.s }, { z4.s - z7.s }
	msr spmaccessr_el3, x30
	ldnt1w { z0.s, z8.s }, pn8/z, [x0, x1, lsl #2]
	ldnt1h { z3.h, z11.h }, pn8/z, [x29, #2, mul vl]
	zero {za0.d, za3.d, za4.d, za5.d, za7.d}
	stnt1h { z0.h, z8.h }, pn15, [x29, x0, lsl #1]
	mov z8.b, #0x9f
	uvdot za.s[w9, 0, vgx4], { z0.b - z3.b }, z4.b[0]
	msr TCR_EL1, x2
	ld1b { z0.b, z8.b }, pn8/z, [x29, #2, mul vl]
	ldnt1h { z0.h - z3.h }, pn8/z, [x29, 4, mul vl]
	st1b { z0.b, z1.b }, pn15, [x29, x0]
	ldnt1b { z0.b - z3.b }, pn8/z, [x0, x1]
	fmla za.d[w10, 7, vgx4], { z0.d - z3.d }, { z4.d - z7.d }
	mova { z0.h, z1.h }, za0v.h[w13, 2:3]
	bfmopa za0.h, p0/m, p1/m, z0.h, z1.h
	ld1b { z0.b, z4.b, z8.b, z12.b }, pn8/z, [x0, 4, mul vl]
	ld1q {za0v.q[w14, 0]}, p0/z, [x0, x29, lsl 4]
	movt zt0[8], x29
	ldnt1h { z0.h, z1.h }, pn8/z, [x29, x0, lsl #1]
	umlall za.s[w8, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	ldnt1w { z0.s, z1.s }, pn15/z, [x0, x29, lsl #2]
	tlbi rvae1os, x16
	ldnt1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x0, x29, lsl #1]
	dupm z17.b, #0x8
	ldnt1w { z0.s - z3.s }, pn15/z, [x0, x1, lsl 2]
	msr icc_sgi1r_el1, x30
	stnt1b { z1.b, z5.b, z9.b, z13.b }, pn9, [x0, #4, mul vl]
	movaz z0.q, za0v.q[w12, 0]
	mrs x3, PFAR_EL2
	st1d { z0.d, z1.d }, pn9, [x29, 2, mul vl]
	sub za.s[w8, 3, vgx2], { z0.s, z1.s }
	add za.s[w8, 3, vgx2], { z0.s, z1.s }, z2.s
	ld1h { z3.h, z7.h, z11.h, z15.h }, pn8/z, [x0, x29, lsl 1]
	stnt1h { z16.h, z20.h, z24.h, z28.h }, pn15, [x29, x0, lsl 1]
	umops za1.d, p0/m, p1/m, z0.h, z1.h
	ldnt1h { z0.h - z3.h }, pn15/z, [x0, #4, mul vl]
	fmla za.d[w9, 7], { z0.d, z1.d }, z2.d[0]
	stnt1d { z0.d, z8.d }, pn8, [x0, 2, mul vl]
	mov za1v.b[w14, 1], p0/m, z0.b
	ldnt1d { z0.d, z1.d }, pn15/z, [x0, x1, lsl 3]
	smlsl za.s[w9, 2:3], z0.h, z1.h[0]
	bfmlsl za.s[w9, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	whilele pn8.h, x29, x0, vlx4
	fmlal za.s[w10, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	st1d { z0.d, z1.d }, pn8, [x0, x29, lsl #3]
	tlbi vale3, x4
	luti4 { z0.h, z1.h }, zt0, z2[1]
	smstart za
	zero {za0.d, za1.d, za2.d, za5.d, za7.d}
	stnt1w { z3.s, z11.s }, pn8, [x0, 2, mul vl]
	fdot za.h[w9, 7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	dc CVAU, xzr
	msr cnthv_cval_el2, x7
	mov z12.b, #0xfc
	mrs x0, BRBTGT6_EL1
	tlbi vale1osnxs, x13
	mova za0h.h[w12, 2], p0/m, z0.h
	stnt1w { z1.s, z5.s, z9.s, z13.s }, pn9, [x0, x29, lsl #2]
	fmla za.h[w9, 0, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	zero {za0.d, za1.d, za6.d}
	mov z3.s, #0xffc1ffff
	mrs x13, TRCRSCTLR7
	ldnt1d { z0.d, z1.d }, pn8/z, [x29, #2, mul vl]
	zero {za1.d, za2.d, za5.d, za6.d, za7.d}
	ld1w { z0.s, z8.s }, pn8/z, [x0, x29, lsl 2]
	whilege pn8.h, x29, x0, vlx4
	dupm z1.d, #0xfffffffc03ffffff
	mova z0.q, p0/m, za2h.q[w14, 0]
	ld1h { z16.h, z24.h }, pn9/z, [x29, x0, lsl 1]
	fmlal za.h[w8, 2:3], z0.b, z1.b[0]
	ld1d {za2h.d[w13, 0]}, p0/z, [x0, x1, lsl #3]
	ld1d {za3h.d[w15, 7]}, p0/z, [x0, x1, lsl 3]
	stnt1b { z0.b, z1.b }, pn8, [x0, x29]
	mova za1v.d[w12, 2:3], { z0.d, z1.d }
	fmlal za.h[w10, 2:3], z0.b, z1.b[0]
	at s1e1rp, x18
	ld1d {za2h.d[w14, 0]}, p0/z, [x29, x0, lsl #3]
	bfdot za.s[w9, 3, vgx4], { z0.h - z3.h }, z4.h[0]
	fmls za.d[w10, 7, vgx4], { z0.d - z3.d }, z4.d[0]
	mov z10.d, #0x7ffffffffff00000
	mova z0.q, p0/m, za0v.q[w15, 0]
	st1h { z0.h, z1.h }, pn15, [x0, #2, mul vl]
	smlsll za.s[w8, 4:7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	st1w { z0.s, z4.s, z8.s, z12.s }, pn9, [x29, x0, lsl 2]
	sudot za.s[w9, 7, vgx4], { z0.b - z3.b }, z4.b[0]
	st1b { z19.b, z23.b, z27.b, z31.b }, pn8, [x0, x1]
	ldnt1d { z0.d, z1.d }, pn15/z, [x29, #2, mul vl]
	dupm z24.b, #0x2
	st1b { z0.b, z1.b }, pn15, [x0, x1]
	bfmlal za.s[w8, 2:3], z0.h, z1.h[0]
	stnt1h { z0.h, z1.h }, pn15, [x0, 2, mul vl]
	ld1b { z0.b, z1.b }, pn9/z, [x29, 2, mul vl]
	tlbi vaae1isnxs, x19
	ld1h {za1h.h[w15, 0]}, p0/z, [x0, x29, lsl 1]
	stnt1h { z0.h, z1.h }, pn8, [x0, x29, lsl 1]
	stnt1b { z0.b, z1.b }, pn8, [x0, #2, mul vl]
	mov { z0.d, z1.d }, za1h.d[w15, 2:3]
	movaz { z0.h, z1.h }, za0v.h[w13, 2:3]
	ld1b { z0.b - z3.b }, pn8/z, [x29, 4, mul vl]
	umlsll za.d[w10, 4:7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	st1h {za2h.h[w14, 15]}, p0, [x29, x0, lsl #1]
	ldnt1d { z23.d, z31.d }, pn9/z, [x0, 2, mul vl]
	ld1w { z3.s, z11.s }, pn8/z, [x29, #2, mul vl]
	dc CIGDPAE, xzr
	mova { z0.d - z3.d }, za.d[w8, 1, vgx4]
	mrs x0, TRCRSR
	luti2 { z3.h, z7.h, z11.h, z15.h }, zt0, z1[1]
	movaz { z0.d, z1.d }, za0h.d[w12, 0:1]
	stnt1d { z0.d - z3.d }, pn9, [x29, #4, mul vl]
	stnt1w { z0.s, z1.s }, pn9, [x29, #2, mul vl]
	addha za0.s, p0/m, p1/m, z0.s
	st1d {za0v.d[w12, 1]}, p0, [x0, x29, lsl #3]
	mrs x25, vbar_el3
	usdot za.s[w9, 0, vgx2], { z0.b, z1.b }, z2.b[0]
	msr dit, 0
	msr DIT, #13
	add za.d[w9, 3, vgx4], { z0.d - z3.d }, { z4.d - z7.d }
	mrs x27, SPMEVFILTR12_EL0
	st1b {za0v.b[w12, 0]}, p0, [x29, x0]
	ld1h { z0.h - z3.h }, pn9/z, [x0, x1, lsl 1]
	whilehs pn15.b, x0, x1, vlx4
	st1w { z0.s - z3.s }, pn9, [x0, 4, mul vl]
	pext p0.d, pn15[1]
	mrs x24, tcr_el1
	ldnt1d { z0.d - z3.d }, pn8/z, [x0, x1, lsl 3]
	ldnt1b { z0.b, z4.b, z8.b, z12.b }, pn8/z, [x29, 4, mul vl]
	msr daifset, 0
	zero {za0.d, za2.d, za3.d, za4.d}
	msr pmevtyper12_el0, x18
	st1h {za1h.h[w12, 15]}, p0, [x29, x0, lsl 1]
	ldr zt0, [x0]
	ld1w { z0.s, z1.s }, pn9/z, [x0, x1, lsl 2]
	whilelo pn8.h, x0, x29, vlx4
	msr trcitecr_el2, x7
	ld1w { z0.s, z1.s }, pn15/z, [x29, x0, lsl 2]
	whilehi pn9.d, x29, x0, vlx4
	stnt1d { z0.d - z3.d }, pn8, [x29, 4, mul vl]
	usdot za.s[w8, 7], { z0.b, z1.b }, z2.b
	ld1b { z1.b, z5.b, z9.b, z13.b }, pn8/z, [x0, #4, mul vl]
	fdot za.s[w9, 3, vgx4], { z0.b - z3.b }, z4.b
	smlall za.s[w8, 4:7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	msr AMEVCNTR112_EL0, x14
	ld1w {za0h.s[w12, 1]}, p0/z, [x29, x0, lsl #2]
	ld1d { z23.d, z31.d }, pn15/z, [x0, #2, mul vl]
	zero {za0.d, za1.d, za4.d, za5.d, za7.d}
	stnt1w { z19.s, z23.s, z27.s, z31.s }, pn8, [x0, x1, lsl #2]
	st1b { z19.b, z23.b, z27.b, z31.b }, pn15, [x0, 4, mul vl]
	mov z0.s, p0/m, za0h.s[w15, 2]
	msr pmicfiltr_el0, x11
	bfdot za.s[w8, 1, vgx2], { z0.h, z1.h }, z2.h
	ldnt1d { z3.d, z7.d, z11.d, z15.d }, pn15/z, [x0, #4, mul vl]
	mov { z0.d - z3.d }, za.d[w8, 3, vgx4]
	smopa za3.s, p0/m, p1/m, z0.b, z1.b
	ldnt1d { z1.d, z5.d, z9.d, z13.d }, pn9/z, [x0, #4, mul vl]
	tlbi ipas2e1isnxs, x18
	ld1w { z0.s, z8.s }, pn8/z, [x29, #2, mul vl]
	ldnt1h { z7.h, z15.h }, pn8/z, [x0, x1, lsl 1]
	whilele pn15.d, x0, x29, vlx4
	ldnt1d { z7.d, z15.d }, pn9/z, [x0, x29, lsl #3]
	mrs x0, TRCACVR10
	whilehs pn8.h, x0, x29, vlx4
	mov z27.b, #0xc3
	msr tco, 2
	msr tco, 4
	ld1d {za0h.d[w13, 2]}, p0/z, [x0, x29, lsl #3]
	ld1d { z0.d - z3.d }, pn9/z, [x0, x1, lsl #3]
	mrs x26, DBGBCR14_EL1
	mrs x26, amcr_el0
	msr VPIDR_EL2, x10
	st1w {za1v.s[w14, 0]}, p0, [x0, x29, lsl #2]
	zero {za2.d, za4.d, za6.d, za7.d}
	mov z15.s, #0xff1fffff
	mov za1v.s[w14, 0:3], { z0.s - z3.s }
	dupm z18.h, #0x7f80
	dupm z23.h, #0x1c00
	udot za.s[w11, 7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	fmlal za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h[0]
	stnt1w { z0.s - z3.s }, pn9, [x0, x29, lsl #2]
	ld1w { z0.s, z1.s }, pn8/z, [x29, x0, lsl 2]
	msr TFSR_EL3, x3
	mrs x16, trcidr13
	mrs x22, SPMEVCNTR8_EL0
	tlbi RVAALE1ISNXS, xzr
	tlbi RVALE1OS, xzr
	bfdot za.s[w8, 1, vgx4], { z0.h - z3.h }, z4.h[0]
	smlal za.s[w11, 2:3, vgx4], { z0.h - z3.h }, z4.h
	mrs x22, AMEVTYPER112_EL0
	stnt1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x0, x1, lsl 3]
	ld1w { z0.s, z1.s }, pn8/z, [x29, x0, lsl #2]
	whilelo pn8.d, x0, x29, vlx4
	fmla za.h[w10, 0, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	bfmlal za.s[w9, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	ldnt1d { z1.d, z5.d, z9.d, z13.d }, pn15/z, [x29, x0, lsl 3]
	dc igdsw, x20
	whilelo pn8.b, x0, x29, vlx4
	mrs x0, PRBAR12_EL1
	ld1b { z0.b - z3.b }, pn8/z, [x0, x1]
	stnt1b { z0.b - z3.b }, pn15, [x0, x1]
	st1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x0, x29, lsl 1]
	st1b { z16.b, z24.b }, pn8, [x29, x0]
	zero {za5.d, za7.d}
	zero {za2.d, za3.d, za5.d, za6.d}
	cntp x29, pn0.s, vlx4
	tlbi PAALL
	ld1w {za0v.s[w12, 1]}, p0/z, [x29, x0, lsl #2]
	dupm z22.b, #0xf7
	mov z8.h, #127
	st1d {za1h.d[w14, 7]}, p0, [x0, x29, lsl 3]
	fdot za.h[w10, 0], { z0.b, z1.b }, z2.b
	ld1b { z0.b - z3.b }, pn8/z, [x0, 4, mul vl]
	tlbi alle1nxs
	ldnt1d { z0.d - z3.d }, pn8/z, [x0, #4, mul vl]
	udot za.s[w9, 3, vgx4], { z0.b - z3.b }, z4.b[0]
	st1h { z0.h - z3.h }, pn15, [x29, 4, mul vl]
	umlall za.s[w8, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	cntp x0, pn0.b, vlx4
	smlal za.s[w8, 2:3], { z0.h, z1.h }, z2.h[0]
	sumops za1.d, p0/m, p1/m, z0.h, z1.h
	st1w { z0.s, z1.s }, pn9, [x0, x29, lsl #2]
	mov za1v.d[w13, 2], p0/m, z0.d
	mrs x13, trcidr1
	mrs x3, brbsrc28_el1
	tlbi vaale1isnxs, x8
	udot za.s[w9, 3, vgx2], { z0.h, z1.h }, z2.h[0]
	movaz { z0.s - z3.s }, za3h.s[w15, 12:15]
	ldnt1d { z3.d, z7.d, z11.d, z15.d }, pn9/z, [x0, x29, lsl #3]
	umlsll za.d[w11, 4:7], z0.h, z1.h[0]
	whilehs pn9.s, x0, x1, vlx4
	whilelo pn9.h, x0, x29, vlx4
	msr DAIFClr, #0
	sel { z0.h, z1.h }, pn9, { z2.h, z3.h }, { z4.h, z5.h }
	msr PRBAR11_EL1, x29
	ld1w { z0.s - z3.s }, pn8/z, [x0, x29, lsl #2]
	ld1w { z0.s, z1.s }, pn8/z, [x0, x1, lsl 2]
	bfmlal za.s[w9, 2:3, vgx2], { z0.h, z1.h }, z2.h[0]
	dupm z28.b, #0x7c
	ldr za[w13, 0], [x29, 0, mul vl]
	fmlsl za.s[w11, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	whilelt pn9.d, x29, x0, vlx4
	mov za2v.h[w14, 1], p0/m, z0.h
	whilels pn15.s, x29, x0, vlx4
	whilele pn9.d, x29, x0, vlx4
	ldnt1w { z0.s - z3.s }, pn8/z, [x29, 4, mul vl]
	zero {za0.d, za1.d, za2.d, za3.d, za5.d, za6.d, za7.d}
	sub za.d[w10, 3, vgx2], { z0.d, z1.d }, { z2.d, z3.d }
	usmlall za.s[w11, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	mrs x29, DBGBVR1_EL1
	bmopa za3.s, p0/m, p1/m, z0.s, z1.s
	st1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x29, x0, lsl 1]
	mova { z0.d, z1.d }, za3v.d[w12, 0:1]
	tlbi rvae2isnxs, x9
	stnt1h { z0.h, z1.h }, pn9, [x0, x29, lsl #1]
	ld1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x0, x29, lsl 2]
	mova { z0.h, z1.h }, za2v.h[w12, 2:3]
	ld1h {za0v.h[w12, 1]}, p0/z, [x0, x29, lsl 1]
	ld1d { z0.d - z3.d }, pn8/z, [x0, #4, mul vl]
	fdot za.s[w11, 3, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	ldnt1b { z0.b, z1.b }, pn8/z, [x0, #2, mul vl]
	sudot za.s[w8, 1, vgx2], { z0.b, z1.b }, z2.b[0]
	stnt1h { z0.h, z1.h }, pn8, [x29, 2, mul vl]
	umlsl za.s[w10, 2:3], z0.h, z1.h[0]
	st1d {za0h.d[w12, 15]}, p0, [x29, x0, lsl #3]
	stnt1b { z19.b, z23.b, z27.b, z31.b }, pn8, [x29, x0]
	dupm z19.h, #0x3
	smlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	dc CVAC, xzr
	mova { z0.d, z1.d }, za0h.d[w12, 0:1]
	msr uao, 11
	mov z22.s, #0xfc0003ff
	mova za1v.s[w15, 0:3], { z0.s - z3.s }
	stnt1w { z0.s, z1.s }, pn9, [x0, #2, mul vl]
	msr SSBS, #15
	st1h {za3h.h[w14, 7]}, p0, [x0, x1, lsl #1]
	msr SPMEVFILT2R13_EL0, x16
	zero {za0.d, za3.d, za4.d, za6.d}
	mov { z0.b, z1.b }, za0v.b[w12, 2:3]
	svdot za.s[w11, 0], { z0.h, z1.h }, z2.h[0]
	msr dit, 9
	cntp x29, pn0.b, vlx4
	zero {za1.d, za2.d, za3.d, za6.d}
	st1h { z1.h, z5.h, z9.h, z13.h }, pn8, [x0, 4, mul vl]
	ld1h { z0.h - z3.h }, pn8/z, [x0, x1, lsl 1]
	ldnt1h { z16.h, z20.h, z24.h, z28.h }, pn9/z, [x0, x29, lsl 1]
	mrs x17, dbgbcr10_el1
	fmls za.d[w8, 1, vgx2], { z0.d, z1.d }, z2.d
	movaz { z0.h - z3.h }, za2v.h[w15, 4:7]
	msr PMEVTYPER4_EL0, x11
	fmla za.h[w11, 0, vgx4], { z0.h - z3.h }, z4.h
	whilege pn9.b, x29, x0, vlx4
	ldnt1d { z19.d, z23.d, z27.d, z31.d }, pn8/z, [x29, #4, mul vl]
	umlall za.s[w11, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	ldnt1w { z0.s, z1.s }, pn8/z, [x0, x1, lsl #2]
	ldnt1b { z0.b, z8.b }, pn8/z, [x0, #2, mul vl]
	ldnt1w { z0.s, z1.s }, pn15/z, [x0, x29, lsl #2]
	mrs x9, ID_AA64PFR0_EL1
	mov z3.b, #0xe1
	mov za2v.d[w15, 0:3], { z0.d - z3.d }
	ld1h { z0.h, z8.h }, pn15/z, [x0, x29, lsl #1]
	stnt1h { z0.h - z3.h }, pn8, [x0, x1, lsl #1]
	tlbi RVALE3, xzr
	add za.s[w11, 3, vgx4], { z0.s - z3.s }, { z4.s - z7.s }
	ld1w { z0.s - z3.s }, pn8/z, [x29, x0, lsl #2]
	fdot za.s[w10, 3], { z0.h, z1.h }, { z2.h, z3.h }
	st1b { z16.b, z20.b, z24.b, z28.b }, pn9, [x29, #4, mul vl]
	movaz { z0.s, z1.s }, za2h.s[w15, 2:3]
	mov { z0.d, z1.d }, za1h.d[w12, 14:15]
	stnt1h { z0.h, z1.h }, pn15, [x0, x29, lsl 1]
	mrs x18, trcvmidcctlr1
	st1d { z0.d, z1.d }, pn15, [x0, 2, mul vl]
	st1d { z0.d, z1.d }, pn8, [x0, x29, lsl 3]
	st1h { z0.h, z8.h }, pn8, [x0, #2, mul vl]
	mrs x30, prbar9_el2
	ld1q {za2v.q[w14, 0]}, p0/z, [x0, x29, lsl 4]
	ldnt1h { z3.h, z7.h, z11.h, z15.h }, pn8/z, [x29, 4, mul vl]
	dupm z13.d, #0x7ffffe000000000
	st1w { z0.s - z3.s }, pn8, [x29, x0, lsl 2]
	ld1d { z0.d - z3.d }, pn8/z, [x0, x29, lsl 3]
	ld1b { z23.b, z31.b }, pn9/z, [x0, x29]
	bfmlsl za.s[w11, 2:3], { z0.h, z1.h }, { z2.h, z3.h }
	tlbi VALE2OSNXS, xzr
	ldnt1d { z0.d, z1.d }, pn15/z, [x0, x29, lsl #3]
	fmla za.d[w8, 3, vgx2], { z0.d, z1.d }, { z2.d, z3.d }
	stnt1d { z0.d, z1.d }, pn8, [x29, #2, mul vl]
	whilehi pn8.h, x0, x29, vlx4
	msr PIR_EL12, x21
	zero {za2.d, za4.d, za6.d}
	msr PAN, #14
	stnt1b { z0.b - z3.b }, pn8, [x29, 4, mul vl]
	ldr zt0, [x29]
	st1h {za3h.h[w12, 15]}, p0, [x29, x0, lsl #1]
	st1w { z0.s, z8.s }, pn8, [x0, 2, mul vl]
	ld1h { z0.h, z8.h }, pn8/z, [x29, x0, lsl #1]
	movaz z0.s, za0v.s[w12, 1]
	zero {za1.d, za4.d, za5.d, za6.d}
	st1w { z0.s, z1.s }, pn8, [x29, #2, mul vl]
	fmlal za.s[w10, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	stnt1w { z7.s, z15.s }, pn9, [x29, x0, lsl 2]
	fmls za.h[w10, 7, vgx2], { z0.h, z1.h }, z2.h
	zero {za0.d, za1.d, za2.d}
	mrs x29, ERXGSR_EL1
	smlsl za.s[w11, 2:3], z0.h, z1.h
	fmls za.h[w11, 7], { z0.h, z1.h }, z2.h
	ld1b { z0.b, z4.b, z8.b, z12.b }, pn8/z, [x29, #4, mul vl]
	ld1d {za3h.d[w14, 2]}, p0/z, [x0, x29, lsl 3]
	tlbi RPALOSNXS, xzr
	ldnt1w { z16.s, z24.s }, pn9/z, [x0, #2, mul vl]
	ldr za[w13, 0], [x29]
	ldnt1w { z7.s, z15.s }, pn8/z, [x0, x1, lsl 2]
	mova za0h.b[w12, 2:3], { z0.b, z1.b }
	msr DBGWCR15_EL1, x27
	msr prlar10_el1, x22
	mrs x12, brbsrc3_el1
	luti2 { z0.b - z3.b }, zt0, z4[1]
	msr DAIFSet, #0
	ld1w { z19.s, z23.s, z27.s, z31.s }, pn9/z, [x0, x29, lsl 2]
	bfmls za.h[w10, 7], { z0.h, z1.h }, z2.h[0]
	dupm z27.b, #0xc3
	ld1h { z3.h, z7.h, z11.h, z15.h }, pn15/z, [x0, #4, mul vl]
	smlall za.d[w8, 4:7], z0.h, z1.h[0]
	ld1h { z3.h, z7.h, z11.h, z15.h }, pn8/z, [x0, x1, lsl 1]
	tlbi ALLE1
	ldnt1h { z0.h, z8.h }, pn8/z, [x0, 2, mul vl]
	mova { z0.s - z3.s }, za2h.s[w12, 4:7]
	smlsll za.s[w8, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	msr GCSCR_EL3, x14
	ldnt1w { z0.s, z8.s }, pn15/z, [x0, #2, mul vl]
	bfmls za.h[w9, 0, vgx2], { z0.h, z1.h }, z2.h
	ld1w { z0.s, z1.s }, pn8/z, [x0, x1, lsl 2]
	mrs x10, PMEVCNTSVR15_EL1
	mrs x30, SPMOVSCLR_EL0
	stnt1w { z19.s, z23.s, z27.s, z31.s }, pn15, [x0, x29, lsl #2]
	ldnt1d { z0.d, z4.d, z8.d, z12.d }, pn15/z, [x29, #4, mul vl]
	umlsl za.s[w11, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	sudot za.s[w11, 7, vgx2], { z0.b, z1.b }, z2.b
	mov { z0.s - z3.s }, za3h.s[w13, 0:3]
	whilegt pn15.s, x0, x1, vlx4
	movaz { z0.b, z1.b }, za3h.b[w12, 2:3]
	mov { z0.h, z1.h }, za2v.h[w13, 2:3]
	ld1h {za1v.h[w15, 15]}, p0/z, [x29, x0, lsl 1]
	st1h { z0.h - z3.h }, pn9, [x0, 4, mul vl]
	msr spmevcntr14_el0, x28
	ld1w { z0.s - z3.s }, pn8/z, [x29, #4, mul vl]
	fmlal za.h[w9, 2:3], { z0.b, z1.b }, z2.b[0]
	st1w {za0v.s[w15, 15]}, p0, [x0, x29, lsl #2]
	ld1b { z16.b, z24.b }, pn8/z, [x29, x0]
	mrs x10, PMICFILTR_EL0
	mova za1h.d[w14, 4:7], { z0.d - z3.d }
	tlbi VAE1IS, xzr
	whilege pn8.s, x0, x1, vlx4
	mov z0.d, #0xffffffe0
	movt x0, zt0[8]
	ldr za[w14, 0], [x0, #0, mul vl]
	tlbi VAAE1OSNXS, xzr
	stnt1w { z7.s, z15.s }, pn9, [x0, x29, lsl #2]
	st1b { z0.b, z1.b }, pn9, [x29, #2, mul vl]
	smlall za.s[w11, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	mova za2v.d[w14, 0], p0/m, z0.d
	msr DAIFSet, #4
	sdot za.s[w11, 3, vgx4], { z0.b - z3.b }, z4.b
	whilege pn8.d, x0, x1, vlx4
	stnt1w { z0.s, z1.s }, pn9, [x0, x1, lsl 2]
	smlall za.s[w8, 4:7], z0.b, z1.b[0]
	ld1d { z3.d, z11.d }, pn8/z, [x29, 2, mul vl]
	mrs x6, spmevtyper7_el0
	smstart
	mrs x6, BRBINF1_EL1
	st1w {za0v.s[w14, 2]}, p0, [x0, x29, lsl 2]
	smlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	stnt1b { z0.b - z3.b }, pn8, [x0, x1]
	stnt1d { z0.d - z3.d }, pn15, [x0, x1, lsl #3]
	umlall za.d[w10, 4:7], { z0.h, z1.h }, { z2.h, z3.h }
	ld1b { z0.b - z3.b }, pn8/z, [x0, x29]
	ld1d { z0.d, z1.d }, pn8/z, [x0, x1, lsl 3]
	mov { z0.d - z3.d }, za1v.d[w13, 0:3]
	st1d { z0.d, z8.d }, pn8, [x0, x1, lsl 3]
	msr daifclr, 8
	msr prbar14_el2, x26
	ldnt1h { z3.h, z7.h, z11.h, z15.h }, pn9/z, [x0, #4, mul vl]
	mova za1h.b[w13, 7], p0/m, z0.b
	st1w { z0.s, z1.s }, pn8, [x29, x0, lsl #2]
	st1w { z3.s, z11.s }, pn8, [x0, x29, lsl #2]
	sdot za.s[w8, 3, vgx4], { z0.h - z3.h }, z4.h[0]
	msr TRCACATR15, x10
	ldnt1w { z0.s - z3.s }, pn8/z, [x0, x1, lsl 2]
	fmls za.h[w11, 0, vgx2], { z0.h, z1.h }, z2.h[0]
	msr daifclr, 15
	whilehs pn8.h, x0, x1, vlx4
	msr ttbr1_el2, x12
	ld1h { z23.h, z31.h }, pn9/z, [x29, 2, mul vl]
	uvdot za.s[w10, 3, vgx4], { z0.b - z3.b }, z4.b[0]
	tlbi RVAAE1IS, xzr
	mrs x22, TCR2_EL2
	fmls za.d[w11, 3], { z0.d, z1.d }, z2.d[0]
	ld1d {za0v.d[w12, 1]}, p0/z, [x29, x0, lsl 3]
	mrs x26, prlar6_el2
	st1b { z19.b, z23.b, z27.b, z31.b }, pn8, [x29, 4, mul vl]
	tlbi VAE2IS, xzr
	msr PRLAR9_EL2, x0
	smlal za.s[w10, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	dupm z1.d, #0x3fffffff8
	fmlal za.s[w9, 2:3], z0.h, z1.h[0]
	mov z6.s, #0xffe0000
	mov z6.h, #0xff8
	st1w {za0h.s[w12, 1]}, p0, [x0, x1, lsl #2]
	usvdot za.s[w10, 7, vgx4], { z0.b - z3.b }, z4.b[0]
	cpp rctx, x10
	whilehi pn8.s, x29, x0, vlx4
	stnt1w { z0.s, z8.s }, pn8, [x0, x1, lsl 2]
	mov z23.b, #0x1
	ld1w {za0h.s[w12, 1]}, p0/z, [x29, x0, lsl 2]
	stnt1d { z0.d - z3.d }, pn15, [x0, x29, lsl 3]
	ld1b { z1.b, z5.b, z9.b, z13.b }, pn15/z, [x29, #4, mul vl]
	dupm z13.h, #0x1f8
	ldnt1d { z0.d, z8.d }, pn8/z, [x0, x1, lsl 3]
	msr SPSel, #7
	fmlal za.s[w11, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	fdot za.h[w10, 0, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	whilelo pn9.h, x0, x1, vlx4
	whilels pn15.b, x0, x29, vlx4
	mova { z0.d - z3.d }, za0v.d[w12, 0:3]
	mov za0h.h[w12, 4:7], { z0.h - z3.h }
	msr PAN, #15
	stnt1h { z16.h, z24.h }, pn8, [x0, x1, lsl 1]
	pext { p0.b, p1.b }, pn8[1]
	ldnt1b { z0.b, z4.b, z8.b, z12.b }, pn8/z, [x29, #4, mul vl]
	stnt1d { z0.d, z1.d }, pn15, [x0, x29, lsl 3]
	fmlal za.s[w8, 2:3], z0.h, z1.h[0]
	ld1h { z16.h, z20.h, z24.h, z28.h }, pn8/z, [x0, x29, lsl #1]
	sdot za.s[w8, 7, vgx4], { z0.h - z3.h }, z4.h
	mrs x0, TRCDVCMR7
	whilege pn8.b, x0, x29, vlx4
	dupm z15.h, #0xc3ff
	ld1q {za0h.q[w12, 0]}, p0/z, [x0, x29, lsl 4]
	st1b { z0.b, z8.b }, pn9, [x29, 2, mul vl]
	ld1b { z0.b, z8.b }, pn8/z, [x0, #2, mul vl]
	msr TCO, #0
	usmops za0.d, p0/m, p1/m, z0.h, z1.h
	msr spsel, 9
	whilelt pn15.b, x29, x0, vlx4
	st1h { z0.h, z8.h }, pn8, [x0, #2, mul vl]
	stnt1w { z3.s, z11.s }, pn15, [x29, 2, mul vl]
	bfmops za2.s, p0/m, p1/m, z0.h, z1.h
	umlall za.d[w8, 4:7], z0.h, z1.h
	ld1w {za1v.s[w13, 0]}, p0/z, [x29, x0, lsl 2]
	fmla za.h[w8, 1, vgx2], { z0.h, z1.h }, z2.h[0]
	sel { z0.s - z3.s }, pn8, { z4.s - z7.s }, { z8.s - z11.s }
	mova za0h.s[w12, 12:15], { z0.s - z3.s }
	umlsll za.s[w10, 4:7], z0.b, z1.b
	ldnt1h { z0.h - z3.h }, pn8/z, [x0, x1, lsl #1]
	str za[w12, 0], [x0, 0, mul vl]
	ld1d { z0.d - z3.d }, pn15/z, [x0, 4, mul vl]
	mrs x5, TRCACATR5
	dupm z23.b, #0x7
	msr DAIFClr, #8
	sdot za.s[w10, 0, vgx2], { z0.b, z1.b }, z2.b[0]
	msr DIT, #0
	mova { z0.s, z1.s }, za3h.s[w15, 2:3]
	stnt1w { z0.s, z1.s }, pn15, [x0, x1, lsl #2]
	ldnt1d { z0.d, z8.d }, pn9/z, [x0, 2, mul vl]
	ld1w {za1h.s[w15, 0]}, p0/z, [x29, x0, lsl 2]
	ldnt1b { z0.b - z3.b }, pn15/z, [x0, #4, mul vl]
	st1b { z7.b, z15.b }, pn9, [x29, x0]
	tlbi ripas2e1, x8
	whilele pn8.h, x0, x1, vlx4
	fmla za.s[w8, 1, vgx4], { z0.s - z3.s }, z4.s[0]
	ldnt1w { z0.s, z1.s }, pn15/z, [x29, 2, mul vl]
	whilelo pn8.s, x29, x0, vlx4
	sdot za.s[w11, 3, vgx2], { z0.h, z1.h }, z2.h[0]
	ld1w { z23.s, z31.s }, pn9/z, [x0, #2, mul vl]
	uvdot za.s[w8, 1, vgx4], { z0.b - z3.b }, z4.b[0]
	mrs x25, AMEVTYPER10_EL0
	st1q {za2h.q[w15, 0]}, p0, [x0, x29, lsl 4]
	sumlall za.s[w10, 4:7], z0.b, z1.b[0]
	ldnt1h { z16.h, z24.h }, pn15/z, [x29, x0, lsl #1]
	mov z18.h, #0xffbf
	mrs x15, tcr_el12
	mrs x30, TRCPDCR
	whilels pn8.s, x29, x0, vlx4
	st1b { z0.b, z1.b }, pn8, [x29, 2, mul vl]
	smstop sm
	mrs x12, pmevcntr10_el0
	stnt1b { z16.b, z24.b }, pn8, [x29, 2, mul vl]
	st1w {za1h.s[w15, 7]}, p0, [x29, x0, lsl #2]
	stnt1w { z0.s - z3.s }, pn8, [x0, #4, mul vl]
	ld1b {za1v.b[w12, 1]}, p0/z, [x0, x29]
	st1q {za0h.q[w12, 0]}, p0, [x0, x1, lsl 4]
	ld1w { z3.s, z7.s, z11.s, z15.s }, pn8/z, [x0, x29, lsl 2]
	tlbi RVAAE1ISNXS, xzr
	mrs x22, trcauthstatus
	fmls za.s[w8, 1, vgx2], { z0.s, z1.s }, z2.s[0]
	ldr za[w12, 0], [x29]
	mov z24.b, #0xfd
	movaz z0.d, za0v.d[w12, 1]
	bfmlal za.s[w10, 2:3, vgx4], { z0.h - z3.h }, z4.h
	sdot za.s[w8, 1, vgx4], { z0.b - z3.b }, z4.b[0]
	st1d { z0.d, z1.d }, pn9, [x0, x1, lsl #3]
	whilegt pn9.d, x0, x29, vlx4
	ldnt1h { z0.h, z1.h }, pn15/z, [x0, x29, lsl 1]
	st1w { z0.s - z3.s }, pn15, [x29, x0, lsl #2]
	ldnt1w { z0.s - z3.s }, pn8/z, [x0, #4, mul vl]
	mrs x24, TRCDVCMR6
	msr SPSel, #5
	fmla za.s[w9, 0, vgx4], { z0.s - z3.s }, z4.s[0]
	mrs x23, trcclaimclr
	mrs x10, CNTHPS_CTL_EL2
	mov { z0.d, z1.d }, za.d[w8, 7, vgx2]
	whilehi pn9.d, x0, x29, vlx4
	fmlal za.s[w8, 2:3], { z0.h, z1.h }, { z2.h, z3.h }
	mov z31.s, #0x3fff800
	msr dbgbvr11_el1, x9
	ldnt1h { z3.h, z7.h, z11.h, z15.h }, pn9/z, [x0, x1, lsl #1]
	bfmlsl za.s[w10, 2:3], { z0.h, z1.h }, z2.h
	mova za3v.s[w13, 2:3], { z0.s, z1.s }
	fmlal za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h[0]
	sdot za.d[w11, 3], { z0.h, z1.h }, z2.h[0]
	zero {za2.d, za3.d, za4.d, za6.d}
	whilehi pn9.h, x0, x29, vlx4
	msr daifclr, 4
	dupm z22.d, #0xfffffff00000ffff
	ld1w { z1.s, z5.s, z9.s, z13.s }, pn8/z, [x29, 4, mul vl]
	sub za.d[w8, 1, vgx4], { z0.d - z3.d }
	stnt1w { z0.s - z3.s }, pn9, [x29, #4, mul vl]
	umlsll za.d[w8, 4:7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	msr PRBAR12_EL1, x3
	umlsll za.d[w11, 4:7, vgx2], { z0.h, z1.h }, z2.h[0]
	sub za.d[w10, 0, vgx4], { z0.d - z3.d }
	mrs x5, rcwmask_el1
	stnt1d { z0.d - z3.d }, pn15, [x29, x0, lsl #3]
	dc CIGDVAC, xzr
	st1h { z16.h, z20.h, z24.h, z28.h }, pn15, [x29, #4, mul vl]
	ldnt1w { z0.s - z3.s }, pn9/z, [x0, x1, lsl 2]
	stnt1h { z0.h - z3.h }, pn8, [x0, x29, lsl #1]
	ld1d { z0.d - z3.d }, pn15/z, [x29, x0, lsl 3]
	mov z27.h, #0x3f80
	whilege pn8.b, x29, x0, vlx4
	stnt1w { z0.s, z8.s }, pn8, [x0, x29, lsl 2]
	ld1b { z1.b, z5.b, z9.b, z13.b }, pn15/z, [x29, x0]
	mov za1v.s[w14, 15], p0/m, z0.s
	add za.d[w8, 1, vgx2], { z0.d, z1.d }, z2.d
	mrs x0, icc_ap0r0_el1
	smlall za.d[w9, 4:7,  vgx4], { z0.h - z3.h }, z4.h
	msr amevcntr14_el0, x18
	tlbi ALLE3IS
	ld1w { z16.s, z20.s, z24.s, z28.s }, pn8/z, [x0, x1, lsl 2]
	mov z0.s, p0/m, za1v.s[w12, 7]
	zero {za0.d, za1.d, za3.d, za4.d, za5.d, za6.d, za7.d}
	ld1w {za2h.s[w12, 1]}, p0/z, [x29, x0, lsl #2]
	st1h { z0.h, z1.h }, pn15, [x29, #2, mul vl]
	ld1w {za0v.s[w12, 1]}, p0/z, [x29, x0, lsl 2]
	luti2 z0.b, zt0, z1[1]
	dupm z28.h, #0xff81
	mrs x14, DBGBVR15_EL1
	fmla za.d[w8, 1, vgx2], { z0.d, z1.d }, z2.d[0]
	whilehs pn8.h, x29, x0, vlx4
	zero {za0.d, za1.d, za3.d, za5.d, za7.d}
	mov z10.h, #-128
	ld1d {za1h.d[w15, 0]}, p0/z, [x29, x0, lsl #3]
	ldnt1h { z0.h, z1.h }, pn8/z, [x0, x1, lsl #1]
	umlall za.d[w8, 4:7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	ldnt1h { z1.h, z5.h, z9.h, z13.h }, pn15/z, [x29, x0, lsl #1]
	umlall za.s[w11, 4:7], { z0.b, z1.b }, z2.b[0]
	msr pan, 5
	stnt1w { z0.s, z8.s }, pn8, [x29, #2, mul vl]
	ldnt1w { z0.s, z8.s }, pn8/z, [x29, x0, lsl 2]
	tlbi rpalosnxs, x23
	ldnt1h { z23.h, z31.h }, pn15/z, [x0, x1, lsl 1]
	whilegt pn15.b, x0, x29, vlx4
	ld1w {za1h.s[w13, 2]}, p0/z, [x0, x29, lsl 2]
	mov z1.d, #0x3fffffff8
	stnt1w { z16.s, z24.s }, pn15, [x29, #2, mul vl]
	umlsll za.d[w10, 4:7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	zero {za1.d, za6.d}
	sub za.d[w8, 1, vgx2], { z0.d, z1.d }
	tlbi ipas2le1os, x26
	mov { z0.d - z3.d }, za3h.d[w12, 0:3]
	st1h { z0.h - z3.h }, pn9, [x0, x1, lsl 1]
	mova { z0.s, z1.s }, za0v.s[w14, 2:3]
	tlbi ASIDE1OS, xzr
	whilels pn15.h, x0, x29, vlx4
	st1w { z0.s - z3.s }, pn8, [x0, 4, mul vl]
	whilegt pn15.b, x29, x0, vlx4
	luti4 z0.b, zt0, z1[1]
	smlsll za.s[w8, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	whilele pn9.b, x0, x1, vlx4
	st1q {za0h.q[w15, 0]}, p0, [x0, x29, lsl #4]
	stnt1d { z16.d, z24.d }, pn8, [x0, x1, lsl 3]
	movaz { z0.b - z3.b }, za2h.b[w15, 4:7]
	whilele pn8.s, x0, x1, vlx4
	ldnt1d { z0.d - z3.d }, pn8/z, [x0, x1, lsl 3]
	mov za2v.q[w12, 0], p0/m, z0.q
	ldnt1w { z3.s, z7.s, z11.s, z15.s }, pn15/z, [x0, x29, lsl #2]
	sdot za.d[w8, 1, vgx2], { z0.h, z1.h }, z2.h[0]
	mova za3v.s[w12, 2], p0/m, z0.s
	luti2 { z0.h - z3.h }, zt0, z4[1]
	tlbi rvae2nxs, x11
	mov z6.h, #0xefff
	msr pmevcntr13_el0, x8
	add za.s[w8, 7, vgx4], { z0.s - z3.s }, z4.s
	ldnt1h { z0.h, z1.h }, pn15/z, [x0, x1, lsl #1]
	smlsll za.s[w9, 4:7], z0.b, z1.b[0]
	zero {za0.d, za1.d, za2.d, za5.d}
	mova { z0.d - z3.d }, za1h.d[w12, 0:3]
	sdot za.d[w8, 3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	movaz { z0.b - z3.b }, za3v.b[w12, 4:7]
	tlbi RVAE2, xzr
	st1d {za0h.d[w14, 2]}, p0, [x0, x29, lsl #3]
	ld1b { z0.b, z1.b }, pn15/z, [x29, 2, mul vl]
	mrs x8, TRCSSCCR6
	mrs x6, GCSCR_EL3
	ld1w {za2h.s[w14, 0]}, p0/z, [x0, x1, lsl 2]
	zero {za0.d, za1.d, za2.d, za4.d, za5.d, za6.d, za7.d}
	ldnt1b { z16.b, z24.b }, pn9/z, [x0, 2, mul vl]
	st1d { z1.d, z5.d, z9.d, z13.d }, pn9, [x29, x0, lsl #3]
	msr SSBS, #10
	msr smpri_el1, x1
	ld1h { z19.h, z23.h, z27.h, z31.h }, pn9/z, [x29, x0, lsl 1]
	ldnt1d { z0.d, z8.d }, pn8/z, [x29, 2, mul vl]
	stnt1h { z0.h - z3.h }, pn8, [x0, x29, lsl #1]
	st1d {za0v.d[w12, 3]}, p0, [x0, x29, lsl 3]
	sumops za0.d, p0/m, p1/m, z0.h, z1.h
	st1d {za3h.d[w14, 15]}, p0, [x0, x29, lsl #3]
	ldnt1w { z0.s, z1.s }, pn15/z, [x29, 2, mul vl]
	add za.s[w9, 7], { z0.s, z1.s }, z2.s
	msr TCO, #9
	str za[w12, 0], [x0]
	sub za.s[w10, 0, vgx4], { z0.s - z3.s }, { z4.s - z7.s }
	smlsll za.d[w9, 4:7,  vgx2], { z0.h, z1.h }, z2.h
	mov za0v.b[w12, 2:3], { z0.b, z1.b }
	whilelo pn9.b, x29, x0, vlx4
	ldnt1b { z19.b, z23.b, z27.b, z31.b }, pn15/z, [x29, 4, mul vl]
	stnt1b { z0.b - z3.b }, pn8, [x0, #4, mul vl]
	str za[w15, 0], [x29, 0, mul vl]
	movaz { z0.h, z1.h }, za0h.h[w12, 2:3]
	stnt1h { z0.h, z1.h }, pn8, [x0, 2, mul vl]
	at S1E2A, xzr
	sdot za.s[w9, 3], { z0.b, z1.b }, z2.b[0]
	st1q {za0v.q[w12, 0]}, p0, [x0, x29, lsl #4]
	umlall za.s[w8, 4:7], z0.b, z1.b
	msr daifset, 3
	msr pan, 0
	udot za.s[w8, 3], { z0.b, z1.b }, { z2.b, z3.b }
	tlbi ALLE1IS
	ldnt1h { z16.h, z20.h, z24.h, z28.h }, pn8/z, [x29, 4, mul vl]
	msr prbar7_el2, x2
	udot za.s[w11, 0], { z0.b, z1.b }, z2.b[0]
	umlal za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h
	smlsll za.s[w10, 4:7], z0.b, z1.b
	stnt1w { z3.s, z11.s }, pn9, [x0, x29, lsl 2]
	pext p0.b, pn8[1]
	ld1b { z0.b, z8.b }, pn8/z, [x29, x0]
	ld1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x29, 4, mul vl]
	ld1h {za0h.h[w13, 2]}, p0/z, [x0, x1, lsl #1]
	umlsll za.s[w10, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	st1d { z7.d, z15.d }, pn9, [x0, x1, lsl 3]
	zero {za0.d, za2.d, za3.d, za4.d, za5.d}
	fmla za.h[w8, 3, vgx4], { z0.h - z3.h }, z4.h[0]
	udot za.d[w8, 1, vgx2], { z0.h, z1.h }, z2.h[0]
	tlbi PAALLOSNXS
	dupm z2.h, #0xe01f
	fmops za0.s, p0/m, p1/m, z0.h, z1.h
	cntp x0, pn0.h, vlx4
	fmla za.d[w8, 1, vgx2], { z0.d, z1.d }, { z2.d, z3.d }
	mova z0.q, p0/m, za3v.q[w12, 0]
	msr trcdvcmr7, x11
	sdot za.s[w11, 3], { z0.b, z1.b }, z2.b
	mrs x14, GPCCR_EL3
	st1d {za2h.d[w15, 0]}, p0, [x0, x1, lsl #3]
	movaz { z0.h, z1.h }, za0h.h[w12, 2:3]
	umlsll za.s[w9, 4:7], z0.b, z1.b[0]
	whilehi pn8.b, x0, x29, vlx4
	mov za0v.b[w12, 4:7], { z0.b - z3.b }
	sub za.s[w8, 3, vgx2], { z0.s, z1.s }, z2.s
	mrs x28, PRLAR10_EL1
	smlsll za.d[w9, 4:7,  vgx4], { z0.h - z3.h }, z4.h
	ldnt1b { z0.b, z8.b }, pn8/z, [x0, x1]
	at s1e0r, x2
	mrs x3, trcdvcmr5
	st1d {za2v.d[w15, 15]}, p0, [x29, x0, lsl 3]
	luti4 { z16.b, z20.b, z24.b, z28.b }, zt0, { z2, z3 }
	usmlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	usdot za.s[w9, 3, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	mova z0.q, p0/m, za0v.q[w12, 0]
	msr pmovsset_el0, x5
	sumlall za.s[w8, 4:7], z0.b, z1.b[0]
	fdot za.h[w8, 1, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	tlbi RVAE3ISNXS, xzr
	umlall za.d[w11, 4:7,  vgx4], { z0.h - z3.h }, z4.h
	st1w { z19.s, z23.s, z27.s, z31.s }, pn15, [x0, #4, mul vl]
	mrs x27, sctlr2_el12
	dupm z17.h, #0xfff
	cntp x29, pn0.h, vlx4
	ld1h { z0.h - z3.h }, pn9/z, [x0, x29, lsl #1]
	dupm z5.s, #0x3ffff000
	mrs x9, ZCR_EL2
	st1b { z16.b, z20.b, z24.b, z28.b }, pn8, [x0, #4, mul vl]
	fadd za.s[w9, 0, vgx2], { z0.s, z1.s }
	mova za0v.b[w12, 2:3], { z0.b, z1.b }
	umlal za.s[w11, 2:3], z0.h, z1.h[0]
	ldnt1d { z7.d, z15.d }, pn8/z, [x0, x29, lsl #3]
	stnt1w { z0.s - z3.s }, pn8, [x29, x0, lsl #2]
	stnt1h { z1.h, z5.h, z9.h, z13.h }, pn9, [x29, 4, mul vl]
	tlbi ASIDE1OSNXS, xzr
	stnt1d { z0.d, z4.d, z8.d, z12.d }, pn9, [x0, x29, lsl 3]
	ld1h {za0h.h[w12, 1]}, p0/z, [x0, x1, lsl 1]
	sub za.d[w8, 7, vgx4], { z0.d - z3.d }, z4.d
	stnt1w { z0.s, z8.s }, pn8, [x0, #2, mul vl]
	ld1b { z16.b, z24.b }, pn8/z, [x0, x29]
	zero {za5.d, za6.d}
	dupm z24.h, #0x7fe
	st1h { z0.h, z8.h }, pn9, [x29, 2, mul vl]
	st1h { z0.h - z3.h }, pn9, [x0, x1, lsl #1]
	luti4 { z0.b, z8.b }, zt0, z1[1]
	stnt1d { z23.d, z31.d }, pn9, [x29, x0, lsl 3]
	st1w { z3.s, z7.s, z11.s, z15.s }, pn9, [x0, x29, lsl #2]
	st1h { z1.h, z5.h, z9.h, z13.h }, pn15, [x0, x1, lsl 1]
	fmlal za.s[w11, 2:3], { z0.h, z1.h }, z2.h[0]
	smlsll za.s[w10, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	ldnt1d { z0.d, z1.d }, pn8/z, [x0, 2, mul vl]
	ldnt1w { z0.s, z1.s }, pn8/z, [x29, #2, mul vl]
	stnt1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x0, x29, lsl 2]
	mov z17.h, #0xfff
	stnt1w { z0.s, z1.s }, pn9, [x0, x29, lsl 2]
	ld1q {za2h.q[w13, 0]}, p0/z, [x0, x1, lsl #4]
	stnt1w { z0.s, z1.s }, pn15, [x0, x29, lsl 2]
	st1q {za2h.q[w15, 0]}, p0, [x0, x1, lsl #4]
	smlall za.s[w11, 4:7], z0.b, z1.b[0]
	msr MAIR2_EL12, x6
	msr spmevfilt2r4_el0, x17
	smlsll za.d[w8, 4:7], z0.h, z1.h
	ldnt1d { z0.d, z1.d }, pn8/z, [x0, #2, mul vl]
	mrs x13, prlar9_el2
	whilehs pn15.s, x29, x0, vlx4
	fmla za.s[w8, 1, vgx2], { z0.s, z1.s }, { z2.s, z3.s }
	bfmls za.h[w8, 1, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	tlbi VMALLS12E1
	st1h { z0.h, z8.h }, pn8, [x0, x29, lsl 1]
	add za.d[w9, 0, vgx4], { z0.d - z3.d }, z4.d
	mova za0h.h[w12, 2:3], { z0.h, z1.h }
	mrs x27, PMEVCNTR9_EL0
	msr tco, 0
	mrs x18, dbgbcr11_el1
	st1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x29, 4, mul vl]
	st1d { z0.d, z1.d }, pn8, [x0, #2, mul vl]
	mov z15.s, #0xffffc1ff
	fmla za.s[w10, 3, vgx4], { z0.s - z3.s }, { z4.s - z7.s }
	tlbi vaae1osnxs, x7
	fmopa za0.s, p0/m, p1/m, z0.h, z1.h
	stnt1d { z7.d, z15.d }, pn15, [x0, x29, lsl 3]
	tlbi vaale1, x23
	fmlall za.s[w11, 4:7], z0.b, z1.b
	st1d { z0.d, z1.d }, pn8, [x29, #2, mul vl]
	msr spsel, 7
	mova z0.h, p0/m, za3v.h[w15, 15]
	mrs x19, BRBTGT4_EL1
	fmlal za.s[w8, 2:3], z0.h, z1.h
	fdot za.s[w8, 1, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	ld1w { z0.s, z8.s }, pn8/z, [x0, x1, lsl #2]
	mov z19.s, #0x7ffffc00
	mova za3h.s[w13, 1], p0/m, z0.s
	st1q {za1v.q[w13, 0]}, p0, [x0, x29, lsl 4]
	sub za.s[w10, 7], { z0.s, z1.s }
	ldnt1w { z0.s - z3.s }, pn9/z, [x0, 4, mul vl]
	msr pfar_el12, x16
	st1d { z3.d, z11.d }, pn8, [x29, 2, mul vl]
	st1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x29, 4, mul vl]
	mova za3v.h[w12, 4:7], { z0.h - z3.h }
	msr daifset, 9
	umlsl za.s[w10, 2:3], z0.h, z1.h
	ldnt1w { z0.s, z1.s }, pn8/z, [x0, x1, lsl 2]
	ld1w { z3.s, z11.s }, pn9/z, [x0, #2, mul vl]
	stnt1d { z1.d, z5.d, z9.d, z13.d }, pn9, [x0, x1, lsl 3]
	dupm z0.h, #0x600
	stnt1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x0, x29, lsl 1]
	fmls za.h[w9, 7, vgx4], { z0.h - z3.h }, z4.h
	mrs x10, trcitecr_el12
	at S12E0W, xzr
	zero {za0.d, za2.d, za5.d, za6.d, za7.d}
	smlsll za.s[w8, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	mov za1h.s[w15, 4:7], { z0.s - z3.s }
	ld1w {za0v.s[w12, 1]}, p0/z, [x0, x29, lsl 2]
	mov z0.h, p0/m, za0h.h[w12, 1]
	pext { p0.b, p1.b }, pn8[1]
	at S1E1RP, xzr
	luti4 { z0.s, z1.s }, zt0, z2[1]
	addva za2.s, p0/m, p1/m, z0.s
	ldnt1b { z0.b, z4.b, z8.b, z12.b }, pn8/z, [x29, #4, mul vl]
	whilege pn9.b, x29, x0, vlx4
	mrs x9, prlar4_el1
	mrs x1, DBGWVR15_EL1
	ldnt1h { z0.h, z1.h }, pn8/z, [x0, #2, mul vl]
	ldnt1w { z16.s, z20.s, z24.s, z28.s }, pn15/z, [x0, x1, lsl 2]
	at S1E1R, xzr
	mov z1.s, #0x1fff80
	ldnt1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x29, #4, mul vl]
	ld1w { z0.s, z1.s }, pn8/z, [x29, x0, lsl #2]
	addha za3.s, p0/m, p1/m, z0.s
	luti4 z0.b, zt0, z1[1]
	stnt1h { z0.h, z1.h }, pn15, [x29, #2, mul vl]
	bfmlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	ld1h {za0h.h[w12, 1]}, p0/z, [x0, x1, lsl #1]
	ld1b { z3.b, z7.b, z11.b, z15.b }, pn15/z, [x29, #4, mul vl]
	ld1w {za0v.s[w13, 0]}, p0/z, [x0, x29, lsl 2]
	stnt1d { z19.d, z23.d, z27.d, z31.d }, pn15, [x0, 4, mul vl]
	bfdot za.s[w11, 7, vgx2], { z0.h, z1.h }, z2.h[0]
	st1w { z0.s - z3.s }, pn15, [x29, #4, mul vl]
	st1h {za1h.h[w14, 0]}, p0, [x0, x29, lsl 1]
	udot za.s[w8, 0], { z0.h, z1.h }, { z2.h, z3.h }
	ld1b { z0.b - z3.b }, pn8/z, [x0, x1]
	movaz { z0.b - z3.b }, za2v.b[w15, 4:7]
	mova za0h.s[w12, 2:3], { z0.s, z1.s }
	msr PMEVTYPER18_EL0, x11
	whilelt pn9.d, x0, x1, vlx4
	bfadd za.h[w10, 0], { z0.h, z1.h }
	msr SPSel, #1
	mova za3v.s[w12, 15], p0/m, z0.s
	mova za2v.b[w15, 3], p0/m, z0.b
	mov { z0.h - z3.h }, za2h.h[w13, 4:7]
	sel { z0.s, z1.s }, pn8, { z2.s, z3.s }, { z4.s, z5.s }
	tlbi RIPAS2E1ISNXS, xzr
	ldnt1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x0, #4, mul vl]
	ld1h { z0.h - z3.h }, pn8/z, [x0, #4, mul vl]
	ldnt1w { z0.s, z1.s }, pn8/z, [x29, #2, mul vl]
	msr actlr_el3, x23
	ptrue pn15.s
	ldnt1b { z0.b, z8.b }, pn9/z, [x29, #2, mul vl]
	whilegt pn8.h, x29, x0, vlx4
	fsub za.h[w8, 1, vgx2], { z0.h, z1.h }
	ldnt1b { z0.b, z4.b, z8.b, z12.b }, pn8/z, [x0, x1]
	st1d { z0.d, z1.d }, pn15, [x29, x0, lsl 3]
	ld1d { z0.d - z3.d }, pn15/z, [x0, x1, lsl 3]
	umlsll za.s[w10, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	ld1b { z0.b, z4.b, z8.b, z12.b }, pn8/z, [x29, 4, mul vl]
	st1w {za1v.s[w14, 1]}, p0, [x0, x29, lsl #2]
	stnt1w { z0.s - z3.s }, pn15, [x0, x1, lsl #2]
	ld1d { z3.d, z7.d, z11.d, z15.d }, pn15/z, [x0, 4, mul vl]
	fmls za.s[w9, 7], { z0.s, z1.s }, z2.s[0]
	usdot za.s[w8, 3, vgx4], { z0.b - z3.b }, z4.b[0]
	ld1h {za3h.h[w15, 15]}, p0/z, [x29, x0, lsl 1]
	pext p0.b, pn15[1]
	ldnt1d { z0.d, z1.d }, pn8/z, [x29, 2, mul vl]
	mov za1v.h[w15, 2:3], { z0.h, z1.h }
	stnt1b { z0.b - z3.b }, pn15, [x29, #4, mul vl]
	msr tco, 5
	ld1d { z0.d - z3.d }, pn9/z, [x0, #4, mul vl]
	fmla za.h[w8, 1, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	st1d { z16.d, z24.d }, pn15, [x0, x1, lsl #3]
	mov { z0.h - z3.h }, za0v.h[w12, 4:7]
	ic IVAU, xzr
	movaz { z0.d - z3.d }, za0h.d[w12, 0:3]
	ld1w { z0.s - z3.s }, pn8/z, [x0, 4, mul vl]
	ldnt1b { z1.b, z5.b, z9.b, z13.b }, pn15/z, [x29, #4, mul vl]
	smlall za.s[w11, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	mov za3v.b[w15, 15], p0/m, z0.b
	umlall za.s[w10, 4:7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	fadd za.s[w10, 3, vgx4], { z0.s - z3.s }
	ldnt1h { z16.h, z24.h }, pn15/z, [x0, x1, lsl #1]
	movaz { z0.h - z3.h }, za0h.h[w12, 4:7]
	tlbi vmalls12e1osnxs
	mrs x0, PRSELR_EL1
	stnt1d { z3.d, z11.d }, pn15, [x0, x29, lsl 3]
	msr SPMEVCNTR7_EL0, x30
	ld1d {za3h.d[w14, 0]}, p0/z, [x0, x29, lsl 3]
	fmls za.h[w8, 0, vgx4], { z0.h - z3.h }, z4.h[0]
	dupm z15.s, #0xffffc1ff
	zero {za0.d, za1.d, za2.d, za3.d, za7.d}
	sdot za.s[w8, 1, vgx2], { z0.b, z1.b }, z2.b[0]
	movaz { z0.d - z3.d }, za2h.d[w13, 0:3]
	luti4 { z0.h, z8.h }, zt0, z1[1]
	msr SPSel, #3
	msr DBGBCR14_EL1, x16
	ldnt1d { z23.d, z31.d }, pn15/z, [x29, x0, lsl #3]
	zero {za2.d, za3.d, za6.d, za7.d}
	fmla za.h[w10, 3], { z0.h, z1.h }, z2.h[0]
	ld1w { z3.s, z11.s }, pn8/z, [x29, #2, mul vl]
	ldnt1d { z0.d - z3.d }, pn8/z, [x29, #4, mul vl]
	zero {za0.d, za3.d, za4.d}
	fadd za.d[w8, 0, vgx4], { z0.d - z3.d }
	stnt1w { z0.s, z1.s }, pn8, [x29, 2, mul vl]
	msr DAIFSet, #12
	mova za1v.d[w14, 0:3], { z0.d - z3.d }
	msr uao, 6
	tlbi ALLE2NXS
	mov z22.d, #127
	st1h { z0.h - z3.h }, pn9, [x29, x0, lsl #1]
	st1b { z0.b, z8.b }, pn8, [x29, #2, mul vl]
	umopa za0.d, p0/m, p1/m, z0.h, z1.h
	st1b { z0.b - z3.b }, pn8, [x0, 4, mul vl]
	bfmopa za0.s, p0/m, p1/m, z0.h, z1.h
	umlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	mov z17.s, #0x7f80
	st1h {za0h.h[w12, 1]}, p0, [x0, x29, lsl #1]
	dc cipae, x30
	st1h { z0.h, z1.h }, pn8, [x0, x29, lsl 1]
	ldnt1w { z0.s - z3.s }, pn9/z, [x0, 4, mul vl]
	tlbi alle3nxs
	mov za0v.d[w13, 12:15], { z0.d - z3.d }
	mov z1.b, #0xc7
	ldnt1b { z0.b - z3.b }, pn8/z, [x29, x0]
	zero {za0.d, za2.d, za3.d, za6.d}
	stnt1b { z0.b - z3.b }, pn8, [x29, 4, mul vl]
	st1h { z3.h, z11.h }, pn8, [x29, #2, mul vl]
	bfmla za.h[w11, 3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	udot za.s[w10, 0], { z0.h, z1.h }, { z2.h, z3.h }
	bfmla za.h[w11, 3], { z0.h, z1.h }, { z2.h, z3.h }
	st1q {za1v.q[w15, 0]}, p0, [x0, x1, lsl #4]
	sdot za.s[w8, 1, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	ldnt1w { z3.s, z11.s }, pn8/z, [x29, #2, mul vl]
	st1w { z0.s, z1.s }, pn8, [x0, #2, mul vl]
	fmla za.d[w8, 1, vgx2], { z0.d, z1.d }, z2.d
	dc cgdvap, x23
	msr TRCITECR_EL12, x2
	mrs x7, MAIR2_EL1
	zero {za0.d, za3.d, za5.d, za6.d, za7.d}
	st1d {za2v.d[w12, 2]}, p0, [x0, x29, lsl 3]
	ldr za[w12, 0], [x0, #0, mul vl]
	tlbi RVAE1OS, xzr
	stnt1d { z0.d - z3.d }, pn8, [x29, x0, lsl #3]
	msr trceventctl0r, x5
	pext { p0.h, p1.h }, pn8[1]
	mrs x22, BRBINF19_EL1
	movaz z0.h, za3h.h[w13, 0]
	ld1b { z3.b, z11.b }, pn8/z, [x29, #2, mul vl]
	zero {za1.d, za2.d, za3.d, za5.d}
	msr ssbs, 10
	ld1d { z0.d, z1.d }, pn9/z, [x29, 2, mul vl]
	stnt1d { z0.d, z1.d }, pn9, [x0, #2, mul vl]
	mrs x24, ICH_LR10_EL2
	msr daifclr, 12
	ldnt1d { z3.d, z11.d }, pn9/z, [x29, x0, lsl 3]
	stnt1w { z0.s - z3.s }, pn8, [x0, 4, mul vl]
	msr daifset, 5
	ld1d { z0.d - z3.d }, pn15/z, [x0, x1, lsl 3]
	ldnt1h { z0.h, z8.h }, pn8/z, [x0, x29, lsl 1]
	mova za1v.b[w14, 2:3], { z0.b, z1.b }
	tlbi rvale1isnxs, x17
	ldnt1h { z0.h, z8.h }, pn8/z, [x29, 2, mul vl]
	mov z1.h, #0x3000
	ld1b { z0.b, z4.b, z8.b, z12.b }, pn8/z, [x0, 4, mul vl]
	msr spmevfilt2r14_el0, x5
	stnt1d { z1.d, z5.d, z9.d, z13.d }, pn8, [x29, x0, lsl 3]
	smlsll za.d[w11, 4:7], { z0.h, z1.h }, z2.h[0]
	whilele pn8.d, x0, x29, vlx4
	st1w { z0.s, z4.s, z8.s, z12.s }, pn15, [x0, x1, lsl 2]
	ld1d { z0.d - z3.d }, pn8/z, [x29, 4, mul vl]
	fmopa za0.h, p0/m, p1/m, z0.b, z1.b
	msr dbgbcr10_el1, x10
	ldnt1w { z3.s, z7.s, z11.s, z15.s }, pn9/z, [x29, #4, mul vl]
	ld1b {za0h.b[w15, 0]}, p0/z, [x0, x1]
	zero {za7.d}
	mov z17.h, #0x78
	luti4 { z16.h, z20.h, z24.h, z28.h }, zt0, z1[1]
	umopa za1.s, p0/m, p1/m, z0.b, z1.b
	ld1h {za0v.h[w12, 1]}, p0/z, [x29, x0, lsl 1]
	ld1d { z1.d, z5.d, z9.d, z13.d }, pn15/z, [x29, x0, lsl #3]
	st1w {za2v.s[w15, 7]}, p0, [x0, x29, lsl #2]
	whilegt pn8.d, x0, x1, vlx4
	fmlal za.h[w9, 2:3], z0.b, z1.b[0]
	mov z12.b, #0x6
	whilegt pn9.s, x0, x29, vlx4
	bfdot za.s[w10, 7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	ld1d {za0h.d[w14, 7]}, p0/z, [x0, x1, lsl 3]
	mov { z0.d - z3.d }, za0h.d[w12, 0:3]
	dupm z12.h, #0xff80
	addha za3.d, p0/m, p1/m, z0.d
	dupm z4.d, #0x1f00
	dupm z30.d, #0xfffffffeffffffff
	ldr za[w15, 0], [x0, 0, mul vl]
	zero {za0.d, za6.d, za7.d}
	ldnt1w { z0.s - z3.s }, pn8/z, [x29, x0, lsl #2]
	smlsl za.s[w9, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	st1h { z3.h, z7.h, z11.h, z15.h }, pn8, [x0, x29, lsl 1]
	ld1h { z0.h - z3.h }, pn8/z, [x29, #4, mul vl]
	mova za0h.s[w12, 1], p0/m, z0.s
	st1h { z0.h, z4.h, z8.h, z12.h }, pn9, [x0, x1, lsl #1]
	mov { z0.s, z1.s }, za2v.s[w15, 2:3]
	fsub za.s[w9, 3], { z0.s, z1.s }
	stnt1d { z23.d, z31.d }, pn9, [x0, 2, mul vl]
	pext { p0.s, p1.s }, pn8[1]
	msr ich_lr14_el2, x23
	zero {za3.d, za4.d, za6.d}
	umlsll za.s[w8, 4:7], z0.b, z1.b[0]
	luti4 { z0.b, z4.b, z8.b, z12.b }, zt0, { z2, z3 }
	smlsll za.d[w8, 4:7,  vgx2], { z0.h, z1.h }, z2.h
	dc isw, x7
	msr DIT, #10
	dc GVA, xzr
	msr pan, 12
	mov { z0.b - z3.b }, za0h.b[w12, 4:7]
	bfmlal za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	stnt1d { z0.d - z3.d }, pn15, [x29, #4, mul vl]
	ldnt1w { z16.s, z24.s }, pn8/z, [x0, x29, lsl #2]
	pext { p0.s, p1.s }, pn8[1]
	ld1h { z19.h, z23.h, z27.h, z31.h }, pn8/z, [x29, 4, mul vl]
	stnt1b { z0.b - z3.b }, pn15, [x0, #4, mul vl]
	ld1w { z0.s, z8.s }, pn8/z, [x0, 2, mul vl]
	mrs x21, trcsscsr1
	mov z23.b, #0x7
	fdot za.s[w8, 1, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	smlsll za.s[w8, 4:7], z0.b, z1.b
	whilehs pn8.s, x0, x29, vlx4
	fmls za.h[w9, 3, vgx2], { z0.h, z1.h }, z2.h
	st1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x29, x0, lsl #2]
	whilegt pn9.b, x0, x29, vlx4
	st1q {za1v.q[w14, 0]}, p0, [x0, x1, lsl #4]
	msr ich_hcr_el2, x2
	mova za.d[w8, 1, vgx4], { z0.d - z3.d }
	msr pmevcntr15_el0, x0
	ld1b { z1.b, z5.b, z9.b, z13.b }, pn9/z, [x0, x29]
	mova z0.s, p0/m, za0v.s[w12, 1]
	movaz z0.s, za2h.s[w15, 15]
	sel { z0.h, z1.h }, pn15, { z2.h, z3.h }, { z4.h, z5.h }
	msr dbgwvr6_el1, x13
	mrs x4, ERXMISC0_EL1
	mov za.d[w9, 7], { z0.d, z1.d }
	fdot za.s[w8, 0, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	st1w { z0.s, z1.s }, pn8, [x0, x29, lsl 2]
	ldnt1h { z19.h, z23.h, z27.h, z31.h }, pn15/z, [x29, x0, lsl 1]
	whilehi pn15.s, x0, x29, vlx4
	udot za.d[w9, 7, vgx4], { z0.h - z3.h }, z4.h
	zero {za0.d, za2.d, za3.d, za4.d, za7.d}
	st1b { z0.b, z8.b }, pn9, [x0, #2, mul vl]
	ld1w { z0.s - z3.s }, pn9/z, [x0, x1, lsl #2]
	zero za.d[w9, 4:7, vgx4]
	fadd za.h[w9, 0, vgx4], { z0.h - z3.h }
	stnt1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x0, x1, lsl #2]
	tlbi RVAALE1IS, xzr
	add za.s[w11, 3], { z0.s, z1.s }, { z2.s, z3.s }
	zero za.d[w11, 7, vgx2]
	ldnt1b { z0.b, z1.b }, pn8/z, [x0, x29]
	msr DAIFSet, #15
	whilele pn15.h, x0, x1, vlx4
	whilelt pn9.h, x29, x0, vlx4
	bfmlal za.s[w8, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	ldnt1w { z0.s - z3.s }, pn8/z, [x29, x0, lsl #2]
	st1b { z19.b, z23.b, z27.b, z31.b }, pn9, [x29, #4, mul vl]
	ld1w { z0.s - z3.s }, pn15/z, [x29, 4, mul vl]
	tlbi vmalle1nxs
	ld1d { z0.d - z3.d }, pn8/z, [x0, x29, lsl 3]
	mova { z0.h, z1.h }, za0h.h[w15, 2:3]
	ldnt1d { z0.d, z1.d }, pn8/z, [x0, x29, lsl #3]
	st1b { z0.b - z3.b }, pn8, [x29, #4, mul vl]
	msr ssbs, 1
	tlbi VAE2, xzr
	dupm z14.d, #0xfffffffff80fffff
	mrs x22, dbgwvr11_el1
	ld1w { z0.s - z3.s }, pn8/z, [x0, x1, lsl #2]
	bfmls za.h[w10, 7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	mrs x27, trcacvr2
	ldnt1d { z0.d, z8.d }, pn8/z, [x0, 2, mul vl]
	smlall za.s[w10, 4:7], z0.b, z1.b
	sudot za.s[w11, 3, vgx4], { z0.b - z3.b }, z4.b
	sdot za.s[w10, 7, vgx4], { z0.b - z3.b }, z4.b
	ld1h { z0.h, z8.h }, pn15/z, [x29, x0, lsl 1]
	fmlall za.s[w9, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	whilehs pn9.d, x0, x1, vlx4
	st1h { z0.h, z4.h, z8.h, z12.h }, pn9, [x29, x0, lsl 1]
	tlbi IPAS2LE1NXS, xzr
	mrs x15, trcsscsr5
	fsub za.h[w10, 3, vgx4], { z0.h - z3.h }
	fmlsl za.s[w10, 2:3, vgx4], { z0.h - z3.h }, z4.h
	svdot za.s[w10, 7, vgx4], { z0.b - z3.b }, z4.b[0]
	ld1h {za0h.h[w15, 2]}, p0/z, [x0, x29, lsl 1]
	mov za0h.h[w12, 2:3], { z0.h, z1.h }
	dupm z17.s, #0xfffffff1
	st1d { z0.d - z3.d }, pn9, [x29, #4, mul vl]
	ld1b { z0.b, z4.b, z8.b, z12.b }, pn8/z, [x0, x29]
	whilele pn8.h, x29, x0, vlx4
	movaz z0.d, za2h.d[w14, 15]
	ic ialluis
	dupm z31.s, #0x8000007f
	ld1d { z0.d, z8.d }, pn8/z, [x0, x1, lsl 3]
	movaz { z0.d - z3.d }, za.d[w8, 1, vgx4]
	zero {za0.d, za1.d, za2.d, za5.d, za6.d, za7.d}
	ld1w {za0h.s[w13, 15]}, p0/z, [x29, x0, lsl #2]
	ld1b { z0.b - z3.b }, pn9/z, [x29, 4, mul vl]
	ldnt1w { z0.s, z8.s }, pn15/z, [x0, 2, mul vl]
	mrs x23, pmcntenclr_el0
	whilels pn8.d, x29, x0, vlx4
	pext p0.h, pn8[1]
	st1h { z0.h, z1.h }, pn8, [x0, x29, lsl #1]
	umlsll za.d[w11, 4:7], z0.h, z1.h
	msr TCO, #11
	fmlal za.h[w10, 2:3], z0.b, z1.b
	bfmlal za.s[w8, 2:3], z0.h, z1.h
	mov z29.d, #0x1ffffffffc0
	bfmla za.h[w8, 7, vgx4], { z0.h - z3.h }, z4.h
	mova { z0.s, z1.s }, za1h.s[w12, 2:3]
	smlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h
	movaz { z0.d - z3.d }, za3v.d[w15, 0:3]
	fmls za.h[w8, 1, vgx4], { z0.h - z3.h }, z4.h[0]
	ldnt1d { z0.d, z1.d }, pn8/z, [x29, 2, mul vl]
	fmls za.s[w8, 7], { z0.s, z1.s }, z2.s
	ldnt1h { z0.h - z3.h }, pn9/z, [x29, x0, lsl 1]
	stnt1w { z7.s, z15.s }, pn8, [x29, x0, lsl #2]
	whilehi pn15.s, x0, x1, vlx4
	mrs x26, trcsspcicr7
	uvdot za.s[w8, 7], { z0.h, z1.h }, z2.h[0]
	luti2 { z3.h, z11.h }, zt0, z1[1]
	bfmopa za2.h, p0/m, p1/m, z0.h, z1.h
	fmlal za.s[w8, 2:3], z0.h, z1.h[0]
	mrs x23, CNTHV_CVAL_EL2
	ld1h {za2v.h[w15, 2]}, p0/z, [x0, x29, lsl #1]
	zero {za1.d, za2.d, za3.d}
	tlbi rvale3isnxs, x15
	mrs x26, DBGWVR9_EL1
	umlall za.d[w8, 4:7,  vgx4], { z0.h - z3.h }, z4.h
	mrs x15, trcccctlr
	mova za0v.b[w12, 7], p0/m, z0.b
	ld1b { z0.b - z3.b }, pn8/z, [x29, x0]
	dupm z6.h, #0xff8
	movaz { z0.s, z1.s }, za2v.s[w13, 2:3]
	ld1b { z0.b - z3.b }, pn8/z, [x29, 4, mul vl]
	ld1d { z1.d, z5.d, z9.d, z13.d }, pn8/z, [x0, x29, lsl #3]
	zero {za0.d, za2.d, za7.d}
	stnt1d { z0.d, z4.d, z8.d, z12.d }, pn9, [x29, #4, mul vl]
	stnt1b { z0.b - z3.b }, pn8, [x0, #4, mul vl]
	tlbi VMALLS12E1NXS
	mova z0.h, p0/m, za1v.h[w15, 7]
	mrs x2, prbar7_el2
	st1w {za3v.s[w12, 2]}, p0, [x29, x0, lsl 2]
	zero {za4.d, za6.d, za7.d}
	addha za1.s, p0/m, p1/m, z0.s
	msr TCO, #12
	msr DBGBCR0_EL1, x4
	ld1b { z0.b - z3.b }, pn8/z, [x0, 4, mul vl]
	ld1q {za0v.q[w12, 0]}, p0/z, [x0, x29, lsl 4]
	usmlall za.s[w8, 4:7], z0.b, z1.b[0]
	mrs x16, trcrsctlr11
	st1w { z0.s - z3.s }, pn9, [x0, x29, lsl 2]
	msr dit, 15
	ldnt1d { z0.d, z1.d }, pn8/z, [x29, x0, lsl 3]
	fdot za.h[w8, 1, vgx4], { z0.b - z3.b }, z4.b[0]
	bfmlal za.s[w9, 2:3, vgx2], { z0.h, z1.h }, z2.h
	msr TRCVMIDCVR7, x12
	ldnt1h { z0.h, z1.h }, pn9/z, [x0, x1, lsl 1]
	smlall za.d[w8, 4:7,  vgx4], { z0.h - z3.h }, z4.h
	mova za.d[w8, 1, vgx2], { z0.d, z1.d }
	st1d { z3.d, z11.d }, pn9, [x0, x29, lsl #3]
	st1d { z0.d, z1.d }, pn8, [x0, x1, lsl #3]
	dupm z6.h, #0xefff
	fdot za.h[w11, 3, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	ld1d { z0.d, z1.d }, pn15/z, [x0, x1, lsl 3]
	ld1h {za0v.h[w12, 1]}, p0/z, [x29, x0, lsl #1]
	ld1h { z1.h, z5.h, z9.h, z13.h }, pn8/z, [x29, 4, mul vl]
	st1h { z19.h, z23.h, z27.h, z31.h }, pn9, [x0, x1, lsl 1]
	ld1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x0, #4, mul vl]
	tlbi rvae2osnxs, x29
	stnt1d { z0.d, z1.d }, pn8, [x0, #2, mul vl]
	mov z24.b, #0x7c
	mov z15.s, #256
	stnt1w { z0.s - z3.s }, pn8, [x0, x29, lsl #2]
	smlsll za.s[w10, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	msr pan, 13
	mrs x20, ID_DFR1_EL1
	zero {za1.d, za3.d, za6.d, za7.d}
	fmla za.d[w8, 7, vgx4], { z0.d - z3.d }, z4.d
	at S1E0R, xzr
	whilele pn8.b, x0, x1, vlx4
	zero {za0.d, za2.d, za3.d, za5.d, za7.d}
	zero {za0.d, za2.d, za3.d, za4.d, za6.d, za7.d}
	msr prlar12_el2, x12
	luti2 { z1.h, z5.h, z9.h, z13.h }, zt0, z1[1]
	umops za2.s, p0/m, p1/m, z0.h, z1.h
	tlbi ipas2e1nxs, x23
	ld1h {za0h.h[w12, 1]}, p0/z, [x0, x29, lsl #1]
	zero {za1.d, za2.d, za4.d, za5.d, za6.d, za7.d}
	smlal za.s[w8, 2:3], z0.h, z1.h[0]
	sumlall za.s[w10, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	umlsll za.s[w8, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	msr DIT, #15
	fdot za.h[w10, 0], { z0.b, z1.b }, z2.b[0]
	sdot za.s[w8, 1, vgx2], { z0.h, z1.h }, z2.h
	ldnt1b { z0.b - z3.b }, pn8/z, [x29, 4, mul vl]
	msr PAN, x30
	fmopa za3.s, p0/m, p1/m, z0.h, z1.h
	sumops za0.s, p0/m, p1/m, z0.b, z1.b
	ld1d { z0.d, z1.d }, pn9/z, [x29, x0, lsl #3]
	stnt1b { z0.b, z4.b, z8.b, z12.b }, pn15, [x29, 4, mul vl]
	st1d { z0.d, z8.d }, pn8, [x29, x0, lsl 3]
	sdot za.s[w11, 7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	sumops za0.d, p0/m, p1/m, z0.h, z1.h
	msr erxmisc0_el1, x25
	ld1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x29, x0, lsl #1]
	msr SSBS, #11
	tlbi RVAAE1NXS, xzr
	ldnt1w { z0.s, z8.s }, pn8/z, [x0, x29, lsl 2]
	add za.s[w10, 0], { z0.s, z1.s }, z2.s
	msr mpam1_el12, x19
	usmlall za.s[w8, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	msr DAIFClr, #11
	usmlall za.s[w10, 4:7, vgx2], { z0.b, z1.b }, z2.b[0]
	stnt1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x0, 4, mul vl]
	msr TEEHBR32_EL1, x0
	whilels pn9.b, x0, x1, vlx4
	st1d {za0v.d[w12, 1]}, p0, [x29, x0, lsl #3]
	fmlal za.h[w9, 2:3], { z0.b, z1.b }, { z2.b, z3.b }
	umlal za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	st1q {za3h.q[w12, 0]}, p0, [x29, x0, lsl #4]
	ldnt1d { z0.d, z1.d }, pn8/z, [x0, x1, lsl 3]
	whilehi pn15.h, x0, x1, vlx4
	ldnt1w { z0.s, z8.s }, pn8/z, [x29, x0, lsl #2]
	usdot za.s[w11, 3, vgx4], { z0.b - z3.b }, z4.b[0]
	sumops za0.d, p0/m, p1/m, z0.h, z1.h
	sdot za.s[w8, 1, vgx2], { z0.b, z1.b }, z2.b
	mrs x2, SPMEVFILT2R4_EL0
	movaz { z0.s - z3.s }, za1h.s[w13, 4:7]
	ld1d { z0.d, z1.d }, pn15/z, [x0, x29, lsl #3]
	ld1d { z19.d, z23.d, z27.d, z31.d }, pn15/z, [x29, #4, mul vl]
	str zt0, [x29]
	ld1d { z0.d, z1.d }, pn9/z, [x0, x29, lsl #3]
	luti4 { z0.h, z1.h }, zt0, z2[1]
	tlbi ALLE3OS
	mov { z0.h - z3.h }, za0h.h[w12, 4:7]
	ld1h { z7.h, z15.h }, pn15/z, [x0, x29, lsl 1]
	uvdot za.d[w9, 3, vgx4], { z0.h - z3.h }, z4.h[0]
	tlbi VMALLWS2E1OS
	dupm z17.b, #0x8f
	ldnt1b { z1.b, z5.b, z9.b, z13.b }, pn8/z, [x29, 4, mul vl]
	dupm z13.s, #0x780
	fmla za.d[w8, 0, vgx4], { z0.d - z3.d }, z4.d
	fmla za.d[w10, 3, vgx2], { z0.d, z1.d }, z2.d[0]
	ptrue pn8.b
	whilelo pn15.b, x29, x0, vlx4
	stnt1d { z0.d, z1.d }, pn15, [x29, 2, mul vl]
	ld1w { z0.s, z8.s }, pn8/z, [x0, 2, mul vl]
	ldnt1w { z7.s, z15.s }, pn9/z, [x0, x29, lsl #2]
	zero {za1.d, za5.d, za6.d, za7.d}
	msr TCO, #14
	ldnt1d { z0.d, z1.d }, pn15/z, [x0, x1, lsl 3]
	ld1d {za0v.d[w14, 7]}, p0/z, [x0, x1, lsl #3]
	ldnt1w { z3.s, z7.s, z11.s, z15.s }, pn15/z, [x0, x1, lsl #2]
	ldnt1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x29, x0, lsl #2]
	zero za.d[w8, 4:7, vgx4]
	st1w {za3h.s[w15, 7]}, p0, [x29, x0, lsl #2]
	mova za0v.d[w12, 1], p0/m, z0.d
	suvdot za.s[w11, 0, vgx4], { z0.b - z3.b }, z4.b[0]
	whilege pn9.b, x0, x1, vlx4
	umlsll za.s[w11, 4:7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	bfmlal za.s[w8, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	bfmlal za.s[w11, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	ld1d {za2h.d[w13, 2]}, p0/z, [x0, x29, lsl #3]
	mov z4.s, #127
	smlal za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h[0]
	dupm z23.b, #0x1
	add za.s[w8, 1, vgx2], { z0.s, z1.s }, { z2.s, z3.s }
	zero za.d[w10, 4:7]
	zero {za1.d, za5.d, za6.d}
	whilelo pn9.h, x0, x29, vlx4
	mrs x30, PMEVCNTR13_EL0
	bfdot za.s[w8, 0, vgx2], { z0.h, z1.h }, z2.h[0]
	mrs x3, CNTV_CTL_EL02
	st1w {za2v.s[w13, 7]}, p0, [x0, x29, lsl 2]
	ld1b { z0.b, z1.b }, pn8/z, [x0, x1]
	msr CONTEXTIDR_EL12, x6
	fdot za.s[w8, 1, vgx2], { z0.h, z1.h }, z2.h
	tlbi alle1isnxs
	whilege pn8.b, x0, x29, vlx4
	ld1d { z0.d, z1.d }, pn9/z, [x0, 2, mul vl]
	fdot za.s[w8, 1, vgx2], { z0.h, z1.h }, z2.h[0]
	mov { z0.s, z1.s }, za3h.s[w15, 2:3]
	mov z15.d, #0xffffffc00003ffff
	whilelt pn8.s, x29, x0, vlx4
	stnt1w { z19.s, z23.s, z27.s, z31.s }, pn9, [x29, x0, lsl #2]
	dupm z5.s, #0xffe000
	ldnt1d { z1.d, z5.d, z9.d, z13.d }, pn9/z, [x0, x29, lsl 3]
	ld1h { z0.h, z1.h }, pn15/z, [x0, x1, lsl 1]
	fmls za.s[w9, 3, vgx2], { z0.s, z1.s }, z2.s[0]
	stnt1b { z1.b, z5.b, z9.b, z13.b }, pn9, [x29, x0]
	st1w {za3h.s[w15, 1]}, p0, [x0, x1, lsl #2]
	whilehi pn15.h, x0, x1, vlx4
	udot za.s[w8, 1, vgx4], { z0.h - z3.h }, z4.h[0]
	st1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x29, #4, mul vl]
	fmla za.s[w8, 3, vgx4], { z0.s - z3.s }, z4.s
	ldnt1w { z7.s, z15.s }, pn8/z, [x0, x29, lsl 2]
	st1d { z0.d, z8.d }, pn15, [x0, #2, mul vl]
	fdot za.s[w11, 3, vgx4], { z0.h - z3.h }, z4.h
	msr SPMEVCNTR6_EL0, x10
	tlbi rvae1isnxs, x14
	fmla za.d[w8, 7], { z0.d, z1.d }, { z2.d, z3.d }
	msr osdlr_el1, x30
	zero {za0.d, za1.d, za2.d, za6.d}
	st1h { z0.h - z3.h }, pn8, [x0, x29, lsl 1]
	mov za0v.h[w12, 2:3], { z0.h, z1.h }
	st1b { z0.b, z4.b, z8.b, z12.b }, pn8, [x0, x29]
	st1h {za1v.h[w13, 0]}, p0, [x0, x1, lsl 1]
	mrs x26, TRCCIDR0
	mov z15.d, #256
	ld1h {za3v.h[w14, 1]}, p0/z, [x0, x1, lsl 1]
	tlbi rvae3os, x30
	ldnt1d { z0.d, z1.d }, pn15/z, [x29, 2, mul vl]
	ldnt1h { z0.h, z1.h }, pn15/z, [x29, x0, lsl 1]
	zero {za0.d, za2.d, za3.d, za4.d, za5.d, za6.d, za7.d}
	fmlall za.s[w8, 4:7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	ldnt1d { z7.d, z15.d }, pn8/z, [x0, x1, lsl 3]
	umlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	msr TCO, #6
	dupm z12.h, #0xfff
	smlsll za.d[w8, 4:7], z0.h, z1.h[0]
	fmls za.d[w9, 7], { z0.d, z1.d }, { z2.d, z3.d }
	fvdot za.h[w8, 7], { z0.b, z1.b }, z2.b[0]
	whilegt pn9.h, x0, x1, vlx4
	fdot za.s[w8, 3, vgx4], { z0.h - z3.h }, z4.h
	stnt1d { z0.d, z8.d }, pn8, [x0, x1, lsl 3]
	stnt1d { z0.d, z8.d }, pn9, [x29, #2, mul vl]
	stnt1w { z0.s, z1.s }, pn8, [x0, x1, lsl #2]
	mrs x1, TRCEVENTCTL0R
	sdot za.d[w8, 1, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	ldnt1b { z0.b, z1.b }, pn15/z, [x0, x1]
	mov { z0.s - z3.s }, za2v.s[w14, 12:15]
	ld1h { z1.h, z5.h, z9.h, z13.h }, pn15/z, [x29, #4, mul vl]
	stnt1d { z0.d - z3.d }, pn15, [x0, x1, lsl #3]
	ld1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x29, #4, mul vl]
	stnt1b { z3.b, z11.b }, pn9, [x0, x29]
	stnt1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x29, #4, mul vl]
	st1b {za1v.b[w15, 7]}, p0, [x0, x29]
	tlbi VAE1OS, xzr
	stnt1d { z16.d, z24.d }, pn9, [x29, x0, lsl #3]
	mov { z0.s, z1.s }, za0v.s[w12, 2:3]
	stnt1d { z7.d, z15.d }, pn9, [x29, x0, lsl 3]
	st1b { z0.b - z3.b }, pn9, [x0, x1]
	stnt1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x0, #4, mul vl]
	umlal za.s[w8, 2:3], z0.h, z1.h[0]
	whilelt pn15.b, x0, x29, vlx4
	ld1w { z3.s, z7.s, z11.s, z15.s }, pn15/z, [x0, #4, mul vl]
	st1w { z3.s, z11.s }, pn8, [x29, #2, mul vl]
	st1h { z0.h, z1.h }, pn8, [x29, x0, lsl #1]
	ldnt1d { z3.d, z7.d, z11.d, z15.d }, pn8/z, [x29, x0, lsl #3]
	msr TRCRSCTLR30, x15
	smlal za.s[w10, 2:3], z0.h, z1.h
	ldnt1w { z0.s, z1.s }, pn15/z, [x0, x1, lsl 2]
	st1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x0, #4, mul vl]
	stnt1w { z0.s - z3.s }, pn15, [x0, x29, lsl #2]
	smopa za0.d, p0/m, p1/m, z0.h, z1.h
	movaz { z0.h - z3.h }, za0v.h[w12, 4:7]
	whilehs pn9.h, x0, x29, vlx4
	at s1e1r, x16
	ld1d {za0v.d[w15, 2]}, p0/z, [x29, x0, lsl 3]
	st1h { z0.h - z3.h }, pn9, [x0, #4, mul vl]
	tlbi vmalle1is
	mov z2.h, #0xe01f
	stnt1d { z0.d, z8.d }, pn9, [x0, x29, lsl #3]
	stnt1h { z0.h, z1.h }, pn9, [x29, #2, mul vl]
	stnt1d { z3.d, z7.d, z11.d, z15.d }, pn15, [x29, 4, mul vl]
	stnt1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x0, x29, lsl 3]
	stnt1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x0, x1, lsl #1]
	zero {za0.d, za1.d, za3.d, za6.d}
	pext { p0.h, p1.h }, pn8[1]
	st1h { z0.h - z3.h }, pn9, [x0, #4, mul vl]
	fmla za.s[w8, 1, vgx2], { z0.s, z1.s }, z2.s[0]
	fsub za.d[w9, 0, vgx4], { z0.d - z3.d }
	ldnt1w { z16.s, z24.s }, pn15/z, [x29, #2, mul vl]
	ldnt1d { z0.d - z3.d }, pn9/z, [x29, x0, lsl 3]
	st1h { z0.h - z3.h }, pn8, [x0, x29, lsl #1]
	smlall za.d[w10, 4:7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	zero {za0.d, za5.d, za7.d}
	mrs x23, AMEVTYPER13_EL0
	mova za0v.s[w14, 2:3], { z0.s, z1.s }
	smlsl za.s[w10, 2:3], { z0.h, z1.h }, z2.h[0]
	stnt1d { z0.d, z1.d }, pn9, [x29, #2, mul vl]
	whilehi pn15.d, x0, x1, vlx4
	mov za1v.s[w12, 2:3], { z0.s, z1.s }
	ldnt1w { z0.s, z1.s }, pn8/z, [x0, #2, mul vl]
	stnt1d { z0.d - z3.d }, pn9, [x0, x1, lsl 3]
	stnt1w { z0.s, z1.s }, pn8, [x0, x29, lsl #2]
	ld1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x0, #4, mul vl]
	mrs x6, rcwsmask_el1
	smlsll za.d[w8, 4:7, vgx4], { z0.h - z3.h }, z4.h[0]
	stnt1b { z16.b, z24.b }, pn15, [x0, x29]
	mrs x17, sctlr2_el1
	whilege pn9.h, x0, x1, vlx4
	dupm z8.b, #0x9f
	mrs x24, SP_EL0
	ld1b { z23.b, z31.b }, pn9/z, [x29, x0]
	st1d {za3h.d[w15, 7]}, p0, [x29, x0, lsl 3]
	smlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	ldnt1w { z0.s - z3.s }, pn9/z, [x29, 4, mul vl]
	msr HDBSSBR_EL2, x19
	ld1w { z0.s, z1.s }, pn9/z, [x0, x29, lsl 2]
	ldnt1d { z0.d - z3.d }, pn8/z, [x29, 4, mul vl]
	smlsll za.d[w8, 4:7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	st1d { z0.d - z3.d }, pn8, [x0, x1, lsl #3]
	msr DIT, #7
	mova z0.s, p0/m, za2h.s[w12, 3]
	ldnt1h { z3.h, z7.h, z11.h, z15.h }, pn15/z, [x29, x0, lsl #1]
	movaz z0.q, za2v.q[w13, 0]
	st1h { z0.h - z3.h }, pn9, [x0, x1, lsl #1]
	fsub za.d[w9, 0, vgx4], { z0.d - z3.d }
	mov za0h.b[w12, 1], p0/m, z0.b
	msr TRBBASER_EL1, x14
	mova za1h.h[w12, 4:7], { z0.h - z3.h }
	ldnt1w { z0.s, z1.s }, pn8/z, [x0, x29, lsl 2]
	zero {za2.d}
	mov za3v.s[w12, 4:7], { z0.s - z3.s }
	smops za3.d, p0/m, p1/m, z0.h, z1.h
	luti2 { z0.h - z3.h }, zt0, z4[1]
	ld1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x29, x0, lsl 2]
	bfsub za.h[w11, 3, vgx2], { z0.h, z1.h }
	smlsl za.s[w11, 2:3], { z0.h, z1.h }, z2.h
	st1b { z23.b, z31.b }, pn8, [x29, #2, mul vl]
	ldnt1h { z0.h - z3.h }, pn15/z, [x0, x29, lsl 1]
	bfmlal za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	mov za.d[w10, 3, vgx4], { z0.d - z3.d }
	usmlall za.s[w11, 4:7], { z0.b, z1.b }, { z2.b, z3.b }
	msr SCTLR2_EL2, x17
	tlbi IPAS2E1NXS, xzr
	zero za.d[w8, 2:3, vgx2]
	ld1b { z23.b, z31.b }, pn15/z, [x29, x0]
	mov { z0.h - z3.h }, za2v.h[w15, 4:7]
	mov za.d[w8, 1, vgx4], { z0.d - z3.d }
	msr uao, 14
	ld1h { z0.h, z1.h }, pn9/z, [x29, 2, mul vl]
	st1b {za0h.b[w15, 1]}, p0, [x0, x1]
	st1h { z0.h, z1.h }, pn9, [x29, x0, lsl 1]
	smlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	mov z0.d, p0/m, za0v.d[w12, 1]
	mov { z0.b - z3.b }, za0v.b[w12, 4:7]
	ldnt1d { z3.d, z11.d }, pn9/z, [x0, #2, mul vl]
	sumopa za3.d, p0/m, p1/m, z0.h, z1.h
	ld1w { z0.s - z3.s }, pn15/z, [x29, x0, lsl #2]
	umlall za.s[w8, 4:7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	ld1d { z1.d, z5.d, z9.d, z13.d }, pn15/z, [x29, x0, lsl #3]
	tlbi alle1
	whilegt pn15.h, x0, x29, vlx4
	dc IVAC, xzr
	whilehi pn8.h, x29, x0, vlx4
	mov za2v.h[w13, 4:7], { z0.h - z3.h }
	mrs x26, ID_AA64DFR2_EL1
	ld1q {za0v.q[w15, 0]}, p0/z, [x0, x1, lsl 4]
	tlbi IPAS2E1ISNXS, xzr
	mova { z0.s, z1.s }, za3h.s[w12, 2:3]
	ld1d { z0.d, z1.d }, pn8/z, [x0, 2, mul vl]
	dupm z21.b, #0x9f
	add za.s[w8, 7], { z0.s, z1.s }, { z2.s, z3.s }
	mov za1v.b[w12, 4:7], { z0.b - z3.b }
	ld1h { z0.h - z3.h }, pn9/z, [x0, 4, mul vl]
	zero {za4.d}
	whilege pn8.s, x0, x29, vlx4
	st1b { z3.b, z7.b, z11.b, z15.b }, pn9, [x0, #4, mul vl]
	tlbi RVAAE1, xzr
	usmopa za2.s, p0/m, p1/m, z0.b, z1.b
	ldnt1h { z19.h, z23.h, z27.h, z31.h }, pn15/z, [x0, x29, lsl #1]
	str za[w14, 0], [x29, #0, mul vl]
	mov za0v.q[w12, 0], p0/m, z0.q
	sumlall za.s[w8, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	whilehi pn8.d, x0, x1, vlx4
	fmops za1.s, p0/m, p1/m, z0.s, z1.s
	ldnt1d { z0.d, z1.d }, pn8/z, [x0, 2, mul vl]
	dupm z2.h, #0xdfff
	msr PMUSERENR_EL0, x8
	tlbi rvaale1os, x27
	mov z6.d, #0xffffffc000000003
	add za.d[w11, 7, vgx4], { z0.d - z3.d }, z4.d
	smstart sm
	mov za0h.s[w14, 2:3], { z0.s, z1.s }
	mrs x0, brbinf14_el1
	ldnt1h { z16.h, z20.h, z24.h, z28.h }, pn15/z, [x0, x29, lsl #1]
	tlbi aside1, x9
	dupm z24.b, #0xfd
	stnt1d { z0.d - z3.d }, pn8, [x0, #4, mul vl]
	st1d {za3v.d[w14, 3]}, p0, [x0, x29, lsl 3]
	ld1w { z0.s, z1.s }, pn8/z, [x29, x0, lsl 2]
	ld1b { z1.b, z5.b, z9.b, z13.b }, pn8/z, [x29, x0]
	msr PAN, #4
	ldnt1d { z0.d, z1.d }, pn9/z, [x0, x1, lsl #3]
	ldr za[w14, 0], [x29, #0, mul vl]
	msr PMXEVCNTR_EL0, x4
	msr PRLAR_EL2, x18
	mov { z0.h, z1.h }, za3h.h[w13, 2:3]
	add za.d[w10, 0, vgx2], { z0.d, z1.d }, { z2.d, z3.d }
	zero {za3.d, za7.d}
	stnt1b { z0.b - z3.b }, pn15, [x29, x0]
	msr amair2_el12, x10
	mova { z0.d, z1.d }, za2h.d[w14, 6:7]
	whilelo pn9.d, x0, x29, vlx4
	usmops za0.s, p0/m, p1/m, z0.b, z1.b
	ldnt1d { z0.d, z1.d }, pn15/z, [x29, #2, mul vl]
	smlsl za.s[w8, 2:3], { z0.h, z1.h }, { z2.h, z3.h }
	fvdotb za.s[w11, 0, vgx4], { z0.b, z1.b }, z2.b[0]
	st1d { z0.d, z8.d }, pn8, [x29, x0, lsl 3]
	movaz z0.d, za0v.d[w12, 7]
	ld1b { z0.b - z3.b }, pn8/z, [x29, #4, mul vl]
	ld1w { z0.s - z3.s }, pn8/z, [x0, 4, mul vl]
	ld1b {za2v.b[w13, 0]}, p0/z, [x0, x29]
	mrs x2, ICC_AP0R3_EL1
	st1w { z3.s, z7.s, z11.s, z15.s }, pn9, [x0, x1, lsl 2]
	fsub za.d[w11, 7, vgx2], { z0.d, z1.d }
	tlbi IPAS2LE1ISNXS, xzr
	smlall za.d[w8, 4:7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	mrs x16, dbgbvr6_el1
	mrs x28, icc_ap1r3_el1
	st1b {za0v.b[w12, 1]}, p0, [x29, x0]
	ld1h { z23.h, z31.h }, pn9/z, [x0, x29, lsl #1]
	stnt1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x0, x29, lsl 1]
	ld1w { z0.s, z1.s }, pn8/z, [x29, #2, mul vl]
	ldnt1w { z0.s - z3.s }, pn9/z, [x29, x0, lsl 2]
	stnt1b { z0.b, z8.b }, pn8, [x29, #2, mul vl]
	msr UAO, #0
	bfmlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	mova za3v.d[w14, 2], p0/m, z0.d
	ld1h { z1.h, z5.h, z9.h, z13.h }, pn15/z, [x29, x0, lsl #1]
	st1w { z3.s, z11.s }, pn9, [x0, x29, lsl #2]
	luti2 { z0.h - z3.h }, zt0, z4[1]
	udot za.d[w8, 1, vgx2], { z0.h, z1.h }, z2.h
	ld1d { z0.d, z1.d }, pn9/z, [x29, x0, lsl #3]
	bfdot za.s[w8, 1, vgx4], { z0.h - z3.h }, z4.h
	tlbi VAAE1NXS, xzr
	dupm z24.b, #0x7c
	st1h { z0.h, z1.h }, pn8, [x0, x29, lsl 1]
	mov { z0.b, z1.b }, za3v.b[w13, 2:3]
	ptrue pn8.s
	umlal za.s[w11, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	ld1d { z16.d, z20.d, z24.d, z28.d }, pn8/z, [x0, x29, lsl 3]
	bfmla za.h[w10, 3, vgx2], { z0.h, z1.h }, z2.h[0]
	mov z22.d, #1
	smlsll za.d[w10, 4:7], z0.h, z1.h
	mrs x13, trcitecr_el2
	stnt1h { z0.h - z3.h }, pn15, [x0, 4, mul vl]
	mrs x5, TRCRSCTLR5
	st1h { z0.h, z8.h }, pn8, [x29, #2, mul vl]
	whilehi pn8.d, x29, x0, vlx4
	umlsll za.s[w10, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	mov z0.d, p0/m, za1h.d[w13, 3]
	mov za0v.h[w12, 4:7], { z0.h - z3.h }
	mov za0v.d[w12, 0:3], { z0.d - z3.d }
	ld1w { z3.s, z11.s }, pn15/z, [x0, x1, lsl #2]
	mova za0v.s[w12, 0:3], { z0.s - z3.s }
	ldnt1w { z0.s - z3.s }, pn9/z, [x29, #4, mul vl]
	st1d {za1v.d[w13, 1]}, p0, [x0, x29, lsl 3]
	smstop
	dupm z12.h, #0x7f
	stnt1h { z3.h, z11.h }, pn9, [x29, x0, lsl 1]
	st1b { z0.b - z3.b }, pn8, [x29, x0]
	fmlsl za.s[w8, 2:3], { z0.h, z1.h }, z2.h[0]
	tlbi vaae1is, x10
	luti2 z0.s, zt0, z1[1]
	sdot za.s[w8, 1, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	whilele pn15.d, x0, x1, vlx4
	stnt1h { z1.h, z5.h, z9.h, z13.h }, pn15, [x0, x1, lsl #1]
	fmla za.h[w11, 7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	mov za0v.d[w12, 1], p0/m, z0.d
	usmlall za.s[w11, 4:7], { z0.b, z1.b }, z2.b[0]
	zero {za2.d, za3.d, za4.d, za5.d, za6.d, za7.d}
	stnt1d { z0.d, z1.d }, pn8, [x29, x0, lsl 3]
	ldnt1d { z7.d, z15.d }, pn8/z, [x0, 2, mul vl]
	umlsll za.d[w9, 4:7, vgx2], { z0.h, z1.h }, z2.h[0]
	whilelt pn9.s, x0, x29, vlx4
	ld1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x0, x1, lsl #2]
	msr trcrsctlr29, x25
	ldnt1b { z7.b, z15.b }, pn8/z, [x0, #2, mul vl]
	stnt1w { z0.s - z3.s }, pn8, [x29, 4, mul vl]
	msr lorc_el1, x2
	smlsll za.s[w11, 4:7, vgx2], { z0.b, z1.b }, z2.b[0]
	umlal za.s[w11, 2:3, vgx4], { z0.h - z3.h }, z4.h
	stnt1d { z0.d - z3.d }, pn9, [x29, x0, lsl 3]
	ldnt1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x29, x0, lsl #3]
	fmls za.s[w10, 0], { z0.s, z1.s }, z2.s[0]
	whilels pn15.d, x0, x1, vlx4
	stnt1d { z0.d, z1.d }, pn8, [x29, x0, lsl 3]
	udot za.s[w11, 7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	ld1d {za0h.d[w12, 1]}, p0/z, [x0, x1, lsl 3]
	smstop sm
	mrs x12, BRBINF9_EL1
	sub za.s[w8, 0], { z0.s, z1.s }, { z2.s, z3.s }
	fmlsl za.s[w8, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	fsub za.s[w10, 7], { z0.s, z1.s }
	fadd za.d[w8, 1, vgx2], { z0.d, z1.d }
	st1d { z0.d, z1.d }, pn8, [x29, x0, lsl #3]
	st1b { z0.b, z4.b, z8.b, z12.b }, pn8, [x0, 4, mul vl]
	whilehs pn8.h, x29, x0, vlx4
	ldnt1b { z1.b, z5.b, z9.b, z13.b }, pn15/z, [x0, 4, mul vl]
	whilehi pn8.s, x0, x1, vlx4
	ld1b { z0.b - z3.b }, pn15/z, [x29, x0]
	ld1h { z3.h, z11.h }, pn8/z, [x0, x1, lsl 1]
	zero {za3.d, za4.d, za5.d, za6.d}
	add za.s[w8, 0, vgx2], { z0.s, z1.s }
	ld1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x29, x0, lsl 3]
	zero {za6.d, za7.d}
	ld1d { z7.d, z15.d }, pn8/z, [x0, 2, mul vl]
	movt x29, zt0[8]
	stnt1d { z0.d - z3.d }, pn8, [x29, x0, lsl 3]
	smlall za.d[w8, 4:7, vgx4], { z0.h - z3.h }, z4.h[0]
	st1h { z0.h, z1.h }, pn8, [x29, x0, lsl 1]
	bfmlsl za.s[w9, 2:3], z0.h, z1.h
	mova z0.d, p0/m, za0h.d[w12, 1]
	msr UAO, #0
	zero {za1.d, za2.d, za3.d, za4.d, za7.d}
	st1d { z0.d - z3.d }, pn15, [x0, 4, mul vl]
	usmlall za.s[w9, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	whilels pn9.b, x0, x29, vlx4
	mrs x14, TRCDVCMR1
	ldnt1h { z0.h, z1.h }, pn15/z, [x29, x0, lsl #1]
	zero {za0.d, za1.d, za2.d, za4.d, za6.d, za7.d}
	sumopa za0.s, p0/m, p1/m, z0.b, z1.b
	ldnt1h { z0.h, z1.h }, pn8/z, [x29, 2, mul vl]
	ldnt1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x29, x0, lsl #1]
	zero {za1.d, za4.d, za5.d, za6.d, za7.d}
	msr DBGWVR15_EL1, x27
	msr PRBAR6_EL2, x24
	ldnt1h { z16.h, z24.h }, pn15/z, [x0, 2, mul vl]
	stnt1b { z3.b, z7.b, z11.b, z15.b }, pn15, [x0, x1]
	ldnt1h { z0.h, z8.h }, pn15/z, [x29, #2, mul vl]
	dupm z29.d, #0x1ffffffffc0
	udot za.s[w10, 7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	ldnt1w { z0.s, z4.s, z8.s, z12.s }, pn15/z, [x0, #4, mul vl]
	ldnt1w { z0.s - z3.s }, pn9/z, [x0, 4, mul vl]
	zero {za1.d, za2.d, za3.d, za4.d, za5.d, za6.d, za7.d}
	st1b {za1v.b[w14, 2]}, p0, [x0, x1]
	mov z0.d, p0/m, za1v.d[w13, 2]
	luti4 { z0.s, z1.s }, zt0, z2[1]
	fsub za.d[w10, 7, vgx4], { z0.d - z3.d }
	msr uao, 12
	ld1w { z0.s, z1.s }, pn15/z, [x0, x29, lsl #2]
	st1d { z0.d, z8.d }, pn8, [x29, x0, lsl #3]
	st1h { z0.h, z1.h }, pn8, [x0, #2, mul vl]
	ldnt1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x0, x29, lsl 1]
	sub za.s[w9, 3, vgx4], { z0.s - z3.s }
	whilege pn15.s, x0, x29, vlx4
	usmlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	movaz { z0.d, z1.d }, za2h.d[w14, 6:7]
	msr prbar7_el1, x3
	smopa za3.d, p0/m, p1/m, z0.h, z1.h
	st1h {za0h.h[w12, 1]}, p0, [x0, x1, lsl #1]
	ld1d { z0.d, z1.d }, pn9/z, [x0, x29, lsl 3]
	movaz { z0.d - z3.d }, za2h.d[w13, 0:3]
	ld1d { z16.d, z24.d }, pn15/z, [x0, x29, lsl 3]
	movt zt0[8], x0
	st1w { z0.s - z3.s }, pn8, [x0, x29, lsl #2]
	fmls za.s[w11, 3], { z0.s, z1.s }, { z2.s, z3.s }
	mrs x22, BRBTGT5_EL1
	ldnt1w { z19.s, z23.s, z27.s, z31.s }, pn8/z, [x0, x29, lsl 2]
	tlbi rvaae1, x13
	tlbi ripas2e1is, x13
	st1q {za0v.q[w12, 0]}, p0, [x0, x29, lsl #4]
	ld1w { z0.s - z3.s }, pn15/z, [x0, #4, mul vl]
	smlsl za.s[w11, 2:3, vgx2], { z0.h, z1.h }, z2.h[0]
	mrs x19, AMEVCNTR17_EL0
	mova { z0.b - z3.b }, za2h.b[w13, 4:7]
	fsub za.h[w10, 0, vgx4], { z0.h - z3.h }
	umlall za.d[w10, 4:7], { z0.h, z1.h }, z2.h[0]
	st1h { z0.h - z3.h }, pn8, [x0, x29, lsl 1]
	whilelt pn15.s, x0, x1, vlx4
	ldnt1w { z16.s, z24.s }, pn9/z, [x0, x29, lsl #2]
	pext { p0.s, p1.s }, pn15[1]
	mov z0.h, p0/m, za1v.h[w14, 2]
	bfmla za.h[w8, 1, vgx2], { z0.h, z1.h }, z2.h[0]
	stnt1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x0, 4, mul vl]
	st1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x0, #4, mul vl]
	st1h { z0.h, z1.h }, pn15, [x29, 2, mul vl]
	whilege pn8.s, x29, x0, vlx4
	whilehs pn8.d, x0, x29, vlx4
	st1b { z0.b - z3.b }, pn8, [x0, 4, mul vl]
	luti2 { z0.h, z1.h }, zt0, z2[1]
	mova { z0.d - z3.d }, za2v.d[w15, 4:7]
	ldnt1d { z0.d - z3.d }, pn9/z, [x29, x0, lsl 3]
	tlbi VMALLS12E1ISNXS
	st1d { z0.d, z8.d }, pn8, [x0, x29, lsl 3]
	whilegt pn9.d, x29, x0, vlx4
	umlsll za.d[w10, 4:7], { z0.h, z1.h }, { z2.h, z3.h }
	msr amair_el2, x14
	stnt1w { z0.s - z3.s }, pn8, [x0, x1, lsl 2]
	ld1b { z3.b, z11.b }, pn15/z, [x0, x1]
	udot za.d[w8, 0, vgx4], { z0.h - z3.h }, z4.h[0]
	usmlall za.s[w11, 4:7], z0.b, z1.b
	zero {za0.d, za1.d, za4.d, za6.d}
	mrs x7, sctlr_el3
	fmlall za.s[w8, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	msr dit, 1
	fmops za3.h, p0/m, p1/m, z0.h, z1.h
	mova za3h.h[w14, 2:3], { z0.h, z1.h }
	mov z26.d, #0x7c0
	svdot za.s[w8, 1, vgx4], { z0.b - z3.b }, z4.b[0]
	sel { z0.d, z1.d }, pn8, { z2.d, z3.d }, { z4.d, z5.d }
	ld1d { z23.d, z31.d }, pn15/z, [x0, #2, mul vl]
	movaz { z0.b, z1.b }, za3h.b[w13, 2:3]
	mov z17.b, #0x10
	zero {za4.d, za6.d}
	umlall za.d[w10, 4:7, vgx4], { z0.h - z3.h }, z4.h[0]
	stnt1d { z0.d, z1.d }, pn15, [x0, x1, lsl #3]
	stnt1h { z23.h, z31.h }, pn8, [x0, x1, lsl 1]
	str za[w12, 0], [x0]
	st1w { z0.s, z1.s }, pn15, [x0, x1, lsl #2]
	ld1h { z0.h, z1.h }, pn9/z, [x29, x0, lsl 1]
	msr nzcv, x12
	ldr za[w15, 0], [x29, 0, mul vl]
	mov { z0.h, z1.h }, za0h.h[w14, 2:3]
	dupm z1.d, #0xffffffffcfffffff
	mrs x2, spmcr_el0
	ldnt1h { z0.h - z3.h }, pn8/z, [x29, #4, mul vl]
	ld1h { z0.h - z3.h }, pn8/z, [x29, #4, mul vl]
	movaz { z0.s, z1.s }, za0v.s[w14, 2:3]
	ldnt1h { z0.h - z3.h }, pn8/z, [x0, x1, lsl 1]
	dupm z14.d, #0xff80ffffffffffff
	msr ALLINT, #0
	st1d { z0.d, z1.d }, pn15, [x29, #2, mul vl]
	ld1d { z19.d, z23.d, z27.d, z31.d }, pn8/z, [x29, #4, mul vl]
	whilels pn15.h, x0, x1, vlx4
	tlbi IPAS2LE1IS, xzr
	stnt1h { z0.h, z1.h }, pn15, [x29, x0, lsl 1]
	zero {za0.d, za4.d, za5.d, za6.d}
	add za.d[w11, 7], { z0.d, z1.d }, z2.d
	whilele pn8.b, x29, x0, vlx4
	whilele pn8.b, x29, x0, vlx4
	ld1w { z1.s, z5.s, z9.s, z13.s }, pn9/z, [x0, 4, mul vl]
	usmops za3.d, p0/m, p1/m, z0.h, z1.h
	ldnt1b { z0.b - z3.b }, pn8/z, [x29, #4, mul vl]
	ldnt1d { z0.d, z1.d }, pn9/z, [x0, x1, lsl 3]
	msr prlar5_el2, x2
	stnt1h { z0.h - z3.h }, pn9, [x29, 4, mul vl]
	zero {za0.d, za1.d, za3.d, za4.d, za6.d}
	dupm z1.b, #0x7e
	whilehi pn8.b, x0, x1, vlx4
	mov { z0.h, z1.h }, za0h.h[w12, 2:3]
	stnt1d { z0.d, z1.d }, pn8, [x29, x0, lsl #3]
	msr dbgwvr13_el1, x11
	zero {za1.d, za4.d, za6.d}
	mov za3h.d[w12, 0:1], { z0.d, z1.d }
	stnt1h { z7.h, z15.h }, pn15, [x0, #2, mul vl]
	mov z0.d, p0/m, za0h.d[w12, 1]
	mrs x12, cntvctss_el0
	msr SPSel, #6
	fmlal za.s[w8, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	smlal za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	mrs x8, teehbr32_el1
	mov z1.h, #0xff87
	msr DIT, #11
	mrs x6, id_isar3_el1
	fmls za.s[w9, 7, vgx4], { z0.s - z3.s }, z4.s
	stnt1w { z0.s, z1.s }, pn9, [x0, x29, lsl #2]
	st1b { z0.b - z3.b }, pn9, [x0, x29]
	ldnt1h { z19.h, z23.h, z27.h, z31.h }, pn9/z, [x0, x1, lsl #1]
	ldnt1w { z0.s, z1.s }, pn8/z, [x29, x0, lsl #2]
	st1h { z0.h - z3.h }, pn9, [x29, #4, mul vl]
	ld1h { z16.h, z20.h, z24.h, z28.h }, pn9/z, [x0, x1, lsl #1]
	ldnt1w { z23.s, z31.s }, pn9/z, [x0, x29, lsl 2]
	smlsll za.s[w8, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	add za.s[w10, 3], { z0.s, z1.s }
	at s12e1w, x25
	whilele pn15.h, x0, x29, vlx4
	ld1b { z0.b, z1.b }, pn8/z, [x29, 2, mul vl]
	st1w { z3.s, z7.s, z11.s, z15.s }, pn15, [x0, x1, lsl #2]
	ldnt1h { z0.h - z3.h }, pn9/z, [x0, x29, lsl #1]
	tlbi paallosnxs
	dupm z17.s, #0x3ffff0
	mov z21.b, #0x9f
	tlbi alle3osnxs
	mov z8.b, #512
	msr SPMEVTYPER14_EL0, x21
	ld1w { z0.s - z3.s }, pn9/z, [x29, #4, mul vl]
	fmlal za.s[w9, 2:3], z0.h, z1.h
	umops za2.d, p0/m, p1/m, z0.h, z1.h
	movaz { z0.d, z1.d }, za.d[w10, 3, vgx2]
	msr spsel, 5
	whilelo pn15.s, x0, x1, vlx4
	msr GCSCR_EL2, x4
	bfmlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	whilelo pn8.s, x0, x29, vlx4
	ld1d {za2v.d[w13, 15]}, p0/z, [x0, x29, lsl 3]
	mov za3v.d[w15, 15], p0/m, z0.d
	mrs x14, PMEVCNTSVR27_EL1
	add za.d[w8, 1, vgx4], { z0.d - z3.d }, z4.d
	st1d { z0.d - z3.d }, pn9, [x0, #4, mul vl]
	mrs x11, amcntenset0_el0
	zero {za1.d, za3.d}
	smstop za
	ld1h { z3.h, z7.h, z11.h, z15.h }, pn15/z, [x0, 4, mul vl]
	sdot za.s[w10, 3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	stnt1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x29, x0, lsl #3]
	mova za3v.h[w12, 2:3], { z0.h, z1.h }
	ld1w { z0.s, z1.s }, pn9/z, [x0, x1, lsl #2]
	zero {za2.d, za4.d, za7.d}
	msr TRCCLAIMCLR, x0
	tlbi ALLE1ISNXS
	zero {za3.d, za4.d}
	zero {za0.d, za1.d, za2.d, za5.d, za6.d}
	msr DIT, #5
	ld1b { z0.b, z8.b }, pn8/z, [x29, 2, mul vl]
	mov z23.b, #0x1
	st1w { z0.s - z3.s }, pn8, [x0, x29, lsl 2]
	whilehi pn9.s, x0, x29, vlx4
	stnt1d { z0.d - z3.d }, pn15, [x0, 4, mul vl]
	ldnt1h { z0.h, z1.h }, pn15/z, [x0, 2, mul vl]
	stnt1h { z16.h, z20.h, z24.h, z28.h }, pn8, [x29, 4, mul vl]
	mov z0.s, p0/m, za3v.s[w14, 1]
	stnt1w { z0.s - z3.s }, pn8, [x0, x1, lsl 2]
	movaz { z0.d - z3.d }, za.d[w9, 3, vgx4]
	whilels pn9.s, x0, x29, vlx4
	ldnt1w { z0.s, z1.s }, pn9/z, [x0, x29, lsl 2]
	mova { z0.d, z1.d }, za.d[w9, 7]
	ldnt1h { z1.h, z5.h, z9.h, z13.h }, pn9/z, [x0, 4, mul vl]
	sdot za.s[w11, 3], { z0.b, z1.b }, { z2.b, z3.b }
	smopa za0.d, p0/m, p1/m, z0.h, z1.h
	luti2 { z16.h, z24.h }, zt0, z1[1]
	ld1b { z0.b, z1.b }, pn9/z, [x0, x1]
	st1b { z16.b, z24.b }, pn8, [x29, 2, mul vl]
	tlbi RIPAS2LE1, xzr
	mova za0v.h[w12, 4:7], { z0.h - z3.h }
	bfadd za.h[w8, 3, vgx2], { z0.h, z1.h }
	mov z11.s, #0xff000fff
	stnt1d { z0.d, z4.d, z8.d, z12.d }, pn15, [x0, 4, mul vl]
	whilegt pn8.s, x0, x1, vlx4
	msr TRCRSCTLR5, x3
	st1d {za0h.d[w12, 1]}, p0, [x29, x0, lsl 3]
	dupm z12.d, #0xfe0000000
	stnt1w { z1.s, z5.s, z9.s, z13.s }, pn8, [x29, #4, mul vl]
	mrs x5, trcvdarcctlr
	sumlall za.s[w8, 4:7], z0.b, z1.b[0]
	fdot za.h[w11, 3, vgx2], { z0.b, z1.b }, z2.b
	mov { z0.b - z3.b }, za0v.b[w12, 4:7]
	msr tfsr_el2, x5
	st1q {za0h.q[w12, 0]}, p0, [x0, x1, lsl #4]
	mrs x20, PMEVCNTSVR19_EL1
	whilelo pn9.b, x0, x29, vlx4
	mova { z0.h, z1.h }, za0h.h[w12, 2:3]
	ld1w { z1.s, z5.s, z9.s, z13.s }, pn15/z, [x0, 4, mul vl]
	fmlal za.h[w11, 2:3], { z0.b, z1.b }, z2.b[0]
	udot za.s[w8, 7, vgx2], { z0.b, z1.b }, z2.b
	dupm z6.d, #0x3f800000
	stnt1w { z0.s, z1.s }, pn8, [x29, x0, lsl #2]
	addva za0.s, p0/m, p1/m, z0.s
	mova { z0.d, z1.d }, za.d[w8, 1, vgx2]
	msr daifclr, 3
	luti4 { z0.h - z3.h }, zt0, z4[1]
	msr CNTPOFF_EL2, x25
	smlall za.d[w8, 4:7], { z0.h, z1.h }, z2.h[0]
	st1h { z16.h, z24.h }, pn8, [x29, x0, lsl #1]
	ld1h { z3.h, z7.h, z11.h, z15.h }, pn8/z, [x29, #4, mul vl]
	zero {za0.d, za1.d, za2.d, za3.d, za5.d}
	mov za2h.d[w13, 7], p0/m, z0.d
	st1d { z16.d, z20.d, z24.d, z28.d }, pn15, [x0, x1, lsl 3]
	smlal za.s[w10, 2:3], { z0.h, z1.h }, z2.h[0]
	st1b { z0.b - z3.b }, pn8, [x29, x0]
	whilelt pn8.s, x0, x1, vlx4
	usdot za.s[w8, 7, vgx4], { z0.b - z3.b }, z4.b[0]
	mov z19.h, #0x3
	ld1q {za1v.q[w13, 0]}, p0/z, [x0, x1, lsl 4]
	whilelo pn9.b, x0, x29, vlx4
	tlbi RIPAS2LE1ISNXS, xzr
	stnt1d { z16.d, z20.d, z24.d, z28.d }, pn8, [x29, x0, lsl #3]
	zero {za2.d, za6.d, za7.d}
	mov z22.h, #0xf00
	ld1q {za0v.q[w12, 0]}, p0/z, [x29, x0, lsl #4]
	stnt1w { z16.s, z24.s }, pn8, [x0, x1, lsl #2]
	st1b {za0h.b[w15, 2]}, p0, [x29, x0]
	ptrue pn8.s
	whilege pn9.s, x0, x1, vlx4
	ld1w {za0v.s[w12, 1]}, p0/z, [x0, x1, lsl #2]
	st1d { z0.d - z3.d }, pn8, [x29, 4, mul vl]
	msr daifclr, 13
	sumlall za.s[w9, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	ldnt1h { z0.h - z3.h }, pn15/z, [x29, x0, lsl #1]
	fdot za.s[w10, 3], { z0.h, z1.h }, z2.h
	dupm z19.d, #0xfffc00003fffffff
	str zt0, [x29]
	stnt1h { z19.h, z23.h, z27.h, z31.h }, pn9, [x0, x29, lsl #1]
	movaz { z0.d, z1.d }, za.d[w10, 3]
	st1b { z0.b - z3.b }, pn9, [x0, 4, mul vl]
	st1w { z3.s, z11.s }, pn9, [x0, #2, mul vl]
	mova za0v.s[w12, 1], p0/m, z0.s
	fmops za1.s, p0/m, p1/m, z0.h, z1.h
	sel { z0.h, z1.h }, pn8, { z2.h, z3.h }, { z4.h, z5.h }
	dc cgsw, x9
	fadd za.d[w8, 1, vgx4], { z0.d - z3.d }
	st1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x29, #4, mul vl]
	fdot za.s[w9, 7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	st1q {za1h.q[w12, 0]}, p0, [x0, x1, lsl 4]
	ic IALLU
	tlbi RVALE1NXS, xzr
	stnt1d { z19.d, z23.d, z27.d, z31.d }, pn9, [x29, x0, lsl #3]
	msr SPMEVCNTR8_EL0, x3
	ld1h { z0.h, z1.h }, pn15/z, [x29, 2, mul vl]
	bfmlal za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h
	mov z26.h, #0x30
	ld1w {za0h.s[w15, 7]}, p0/z, [x0, x1, lsl 2]
	mov z18.h, #0x7f80
	msr daifclr, 10
	msr DIT, #0
	dupm z7.h, #0x7ff
	mov z0.q, p0/m, za3h.q[w13, 0]
	st1b { z0.b, z1.b }, pn8, [x0, x29]
	mrs x26, TRCACATR0
	st1w { z0.s, z8.s }, pn9, [x0, #2, mul vl]
	mova { z0.b, z1.b }, za0h.b[w12, 2:3]
	fmlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	str za[w13, 0], [x0, #0, mul vl]
	mrs x14, pmsevfr_el1
	mov z18.h, #0x3ff8
	msr ssbs, 14
	ldnt1d { z0.d, z8.d }, pn8/z, [x0, x29, lsl 3]
	umlsll za.s[w8, 4:7, vgx2], { z0.b, z1.b }, z2.b[0]
	bfmlal za.s[w9, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	dupm z13.b, #0x18
	fmlal za.s[w9, 2:3, vgx4], { z0.h - z3.h }, z4.h
	stnt1h { z0.h - z3.h }, pn15, [x0, x29, lsl 1]
	stnt1b { z0.b, z8.b }, pn15, [x29, #2, mul vl]
	mov { z0.b, z1.b }, za1h.b[w12, 2:3]
	ptrue pn15.b
	st1h { z16.h, z20.h, z24.h, z28.h }, pn8, [x0, #4, mul vl]
	mov z9.s, #0x3f000
	st1w { z0.s, z1.s }, pn8, [x29, #2, mul vl]
	mov za0h.s[w12, 0:3], { z0.s - z3.s }
	stnt1w { z3.s, z11.s }, pn9, [x29, x0, lsl #2]
	mov za1h.d[w15, 12:15], { z0.d - z3.d }
	fmlsl za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h[0]
	stnt1d { z7.d, z15.d }, pn8, [x29, 2, mul vl]
	movaz { z0.b, z1.b }, za0v.b[w14, 2:3]
	mov z0.b, p0/m, za1v.b[w14, 1]
	zero {za0.d, za1.d, za3.d, za5.d, za6.d}
	smlsll za.d[w9, 4:7], { z0.h, z1.h }, { z2.h, z3.h }
	ld1q {za1v.q[w14, 0]}, p0/z, [x0, x1, lsl 4]
	smlal za.s[w10, 2:3, vgx2], { z0.h, z1.h }, z2.h
	st1b { z3.b, z7.b, z11.b, z15.b }, pn15, [x0, x1]
	mrs x28, amevtyper11_el0
	mov za0v.q[w12, 0], p0/m, z0.q
	ld1h {za2h.h[w13, 7]}, p0/z, [x29, x0, lsl 1]
	ld1h { z0.h, z8.h }, pn8/z, [x0, x1, lsl #1]
	ld1d {za0h.d[w12, 1]}, p0/z, [x29, x0, lsl #3]
	ld1d { z0.d, z1.d }, pn9/z, [x29, #2, mul vl]
	fmlall za.s[w11, 4:7], { z0.b, z1.b }, { z2.b, z3.b }
	ld1w { z0.s, z8.s }, pn9/z, [x0, x29, lsl 2]
	bfmla za.h[w8, 1, vgx4], { z0.h - z3.h }, z4.h
	mova z0.s, p0/m, za2h.s[w13, 2]
	st1h { z23.h, z31.h }, pn8, [x29, x0, lsl 1]
	sdot za.s[w8, 1, vgx2], { z0.h, z1.h }, z2.h[0]
	tlbi vmallws2e1isnxs
	whilege pn8.d, x29, x0, vlx4
	ld1w {za3h.s[w15, 0]}, p0/z, [x0, x1, lsl #2]
	stnt1w { z0.s, z8.s }, pn8, [x0, 2, mul vl]
	stnt1w { z0.s, z1.s }, pn9, [x0, x1, lsl #2]
	zero {za4.d, za5.d}
	stnt1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x0, #4, mul vl]
	ld1h {za3h.h[w13, 15]}, p0/z, [x0, x1, lsl 1]
	ldnt1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x0, #4, mul vl]
	st1w {za0v.s[w12, 1]}, p0, [x29, x0, lsl 2]
	zero {za2.d, za5.d}
	movaz { z0.s - z3.s }, za0v.s[w12, 0:3]
	whilelo pn9.d, x29, x0, vlx4
	tlbi vmallws2e1is
	ld1h {za0h.h[w12, 1]}, p0/z, [x29, x0, lsl 1]
	msr ttbr0_el12, x16
	msr prlar4_el1, x0
	mrs x19, NZCV
	st1w { z0.s, z1.s }, pn8, [x0, 2, mul vl]
	bmopa za3.s, p0/m, p1/m, z0.s, z1.s
	ldnt1w { z0.s - z3.s }, pn8/z, [x0, 4, mul vl]
	dupm z2.s, #0x801fffff
	mov { z0.h - z3.h }, za2h.h[w13, 4:7]
	mov za0h.d[w12, 1], p0/m, z0.d
	dupm z2.s, #0x1ffe
	umlall za.s[w10, 4:7], z0.b, z1.b
	msr erxctlr_el1, x6
	fadd za.d[w10, 0, vgx2], { z0.d, z1.d }
	whilege pn15.s, x0, x1, vlx4
	ldnt1h { z23.h, z31.h }, pn8/z, [x29, x0, lsl #1]
	ld1w { z16.s, z24.s }, pn8/z, [x29, x0, lsl #2]
	mrs x9, VSTCR_EL2
	mrs x4, pmevcntsvr20_el1
	ld1h { z0.h, z1.h }, pn8/z, [x29, 2, mul vl]
	st1h { z0.h - z3.h }, pn8, [x0, x29, lsl #1]
	msr TRCDVCVR7, x3
	whilelo pn8.s, x0, x29, vlx4
	msr TCO, #0
	dupm z7.d, #0x3f0
	at S12E1R, xzr
	ld1h { z0.h, z1.h }, pn9/z, [x29, x0, lsl #1]
	tlbi vae3os, x17
	mov z6.d, #0x3f800000
	msr dit, 7
	at s1e2r, x30
	stnt1h { z0.h, z1.h }, pn8, [x0, x29, lsl #1]
	mova za1h.d[w13, 14:15], { z0.d, z1.d }
	whilelo pn8.h, x0, x1, vlx4
	movaz z0.q, za3h.q[w14, 0]
	stnt1h { z0.h, z1.h }, pn15, [x29, x0, lsl #1]
	udot za.d[w8, 1, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	mov { z0.s - z3.s }, za0v.s[w12, 12:15]
	msr cntp_tval_el0, x28
	stnt1b { z3.b, z11.b }, pn9, [x29, x0]
	ldnt1h { z0.h, z8.h }, pn9/z, [x0, 2, mul vl]
	msr DAIFClr, #10
	stnt1b { z19.b, z23.b, z27.b, z31.b }, pn8, [x0, x1]
	mov z14.b, #1
	whilels pn9.h, x0, x1, vlx4
	mov { z0.b, z1.b }, za2h.b[w14, 2:3]
	ld1w { z23.s, z31.s }, pn9/z, [x0, x29, lsl #2]
	udot za.s[w11, 0, vgx4], { z0.h - z3.h }, z4.h[0]
	udot za.s[w8, 1, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	luti2 { z0.b - z3.b }, zt0, z4[1]
	stnt1h { z0.h, z8.h }, pn8, [x29, x0, lsl 1]
	stnt1w { z1.s, z5.s, z9.s, z13.s }, pn9, [x0, 4, mul vl]
	ld1q {za1h.q[w12, 0]}, p0/z, [x0, x1, lsl #4]
	bfmlsl za.s[w11, 2:3, vgx4], { z0.h - z3.h }, z4.h
	ld1b { z0.b, z4.b, z8.b, z12.b }, pn15/z, [x0, x1]
	dupm z26.s, #0xffc000ff
	mrs x20, PMEVTYPER4_EL0
	ld1w { z0.s, z1.s }, pn8/z, [x0, x1, lsl 2]
	ldnt1h { z0.h - z3.h }, pn8/z, [x29, x0, lsl 1]
	stnt1h { z23.h, z31.h }, pn8, [x29, 2, mul vl]
	bfmlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h
	ldnt1h { z0.h, z1.h }, pn8/z, [x29, #2, mul vl]
	add za.d[w10, 0, vgx4], { z0.d - z3.d }
	smlsl za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h[0]
	umlall za.d[w8, 4:7,  vgx2], { z0.h, z1.h }, z2.h
	whilehs pn15.d, x0, x29, vlx4
	smopa za1.s, p0/m, p1/m, z0.h, z1.h
	st1b { z0.b, z1.b }, pn9, [x29, 2, mul vl]
	mov z2.b, #0xc3
	msr DBGWVR9_EL1, x4
	msr uao, 13
	st1b { z19.b, z23.b, z27.b, z31.b }, pn8, [x0, x29]
	ld1d { z0.d, z8.d }, pn8/z, [x29, 2, mul vl]
	st1w { z0.s - z3.s }, pn8, [x29, 4, mul vl]
	zero {za1.d, za2.d, za6.d, za7.d}
	mov { z0.b - z3.b }, za0h.b[w13, 4:7]
	smlall za.d[w10, 4:7], z0.h, z1.h
	bfmlal za.s[w8, 2:3], z0.h, z1.h[0]
	mov za.d[w10, 7], { z0.d, z1.d }
	mova { z0.b, z1.b }, za2h.b[w13, 2:3]
	fmlal za.h[w9, 2:3, vgx4], { z0.b - z3.b }, z4.b[0]
	pext { p0.b, p1.b }, pn15[1]
	smlall za.s[w10, 4:7], z0.b, z1.b
	mrs x10, pmevcntsvr18_el1
	luti4 { z0.b - z3.b }, zt0, { z4, z5 }
	zero {za0.d, za3.d, za4.d, za7.d}
	msr vbar_el3, x29
	umlal za.s[w8, 2:3], z0.h, z1.h
	sel { z0.h - z3.h }, pn8, { z4.h - z7.h }, { z8.h - z11.h }
	msr PRBAR10_EL1, x29
	ld1w { z0.s, z4.s, z8.s, z12.s }, pn9/z, [x29, #4, mul vl]
	umlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	fmla za.s[w11, 0, vgx4], { z0.s - z3.s }, z4.s
	fmlall za.s[w10, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	stnt1w { z0.s - z3.s }, pn8, [x29, x0, lsl 2]
	mrs x11, ESR_EL3
	fadd za.s[w8, 1, vgx4], { z0.s - z3.s }
	sdot za.d[w9, 3, vgx4], { z0.h - z3.h }, z4.h
	movaz { z0.h, z1.h }, za0h.h[w14, 2:3]
	luti2 { z0.b, z4.b, z8.b, z12.b }, zt0, z1[1]
	mov za0h.h[w14, 4:7], { z0.h - z3.h }
	zero { zt0 }
	umlsl za.s[w9, 2:3], { z0.h, z1.h }, { z2.h, z3.h }
	smlall za.s[w8, 4:7, vgx2], { z0.b, z1.b }, z2.b[0]
	whilehs pn15.h, x0, x1, vlx4
	sub za.d[w8, 3, vgx4], { z0.d - z3.d }
	stnt1b { z16.b, z20.b, z24.b, z28.b }, pn9, [x29, x0]
	ldnt1b { z0.b, z1.b }, pn8/z, [x29, 2, mul vl]
	st1d { z16.d, z20.d, z24.d, z28.d }, pn15, [x0, x29, lsl 3]
	st1w { z0.s, z8.s }, pn8, [x29, #2, mul vl]
	mrs x22, pire0_el1
	fadd za.s[w9, 7], { z0.s, z1.s }
	st1d { z0.d, z8.d }, pn15, [x0, x29, lsl #3]
	dupm z10.d, #0xfffffffffffffc1f
	ld1d {za0v.d[w12, 1]}, p0/z, [x0, x1, lsl #3]
	msr ssbs, 5
	msr spsel, 4
	mrs x13, trcpidr5
	ldnt1b { z0.b, z1.b }, pn9/z, [x29, x0]
	msr ssbs, 13
	st1w {za0h.s[w15, 15]}, p0, [x0, x1, lsl 2]
	msr DBGBCR11_EL1, x26
	msr dbgbvr13_el1, x21
	umopa za1.s, p0/m, p1/m, z0.b, z1.b
	fmlal za.s[w11, 2:3], { z0.h, z1.h }, z2.h
	st1d { z0.d - z3.d }, pn8, [x0, x29, lsl 3]
	st1d { z0.d, z8.d }, pn8, [x29, x0, lsl 3]
	ldnt1w { z0.s - z3.s }, pn8/z, [x0, x29, lsl 2]
	st1w { z0.s, z8.s }, pn8, [x0, x29, lsl 2]
	stnt1b { z0.b - z3.b }, pn15, [x0, 4, mul vl]
	bfmlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h
	ld1h { z16.h, z20.h, z24.h, z28.h }, pn9/z, [x29, #4, mul vl]
	msr DAIFClr, #6
	ld1h { z0.h, z8.h }, pn9/z, [x0, 2, mul vl]
	ld1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x0, x1, lsl 3]
	ldnt1b { z23.b, z31.b }, pn9/z, [x0, x1]
	stnt1w { z0.s, z1.s }, pn9, [x29, #2, mul vl]
	st1d {za3h.d[w15, 2]}, p0, [x0, x1, lsl 3]
	stnt1b { z0.b, z1.b }, pn15, [x29, x0]
	ldnt1w { z0.s, z1.s }, pn8/z, [x0, x1, lsl #2]
	umlsll za.s[w8, 4:7], { z0.b, z1.b }, z2.b[0]
	smlsl za.s[w10, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	msr DIT, #6
	stnt1d { z0.d - z3.d }, pn15, [x0, #4, mul vl]
	stnt1b { z0.b - z3.b }, pn15, [x0, 4, mul vl]
	mrs x28, TRCDVCVR5
	cfp rctx, x14
	tlbi ASIDE1NXS, xzr
	movaz { z0.d, z1.d }, za0v.d[w14, 6:7]
	stnt1h { z0.h, z1.h }, pn15, [x0, x1, lsl 1]
	umlal za.s[w9, 2:3], { z0.h, z1.h }, z2.h[0]
	bfmls za.h[w8, 1, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	whilelt pn8.s, x29, x0, vlx4
	udot za.s[w8, 0], { z0.b, z1.b }, { z2.b, z3.b }
	ld1d { z0.d, z1.d }, pn8/z, [x0, x29, lsl 3]
	ldnt1w { z3.s, z7.s, z11.s, z15.s }, pn15/z, [x0, x29, lsl 2]
	stnt1d { z1.d, z5.d, z9.d, z13.d }, pn9, [x0, x29, lsl 3]
	whilele pn9.b, x29, x0, vlx4
	umlsll za.d[w8, 4:7,  vgx4], { z0.h - z3.h }, z4.h
	mov z18.d, #512
	zero {za2.d}
	smstart
	msr daifset, 2
	fmopa za0.h, p0/m, p1/m, z0.b, z1.b
	umlall za.d[w10, 4:7,  vgx2], { z0.h, z1.h }, z2.h
	smlsll za.s[w11, 4:7], z0.b, z1.b[0]
	st1h { z0.h, z1.h }, pn8, [x29, x0, lsl #1]
	ldnt1b { z16.b, z24.b }, pn9/z, [x0, x29]
	mov za0v.b[w12, 1], p0/m, z0.b
	mrs x12, RVBAR_EL2
	ld1w { z0.s, z1.s }, pn15/z, [x29, x0, lsl #2]
	zero {za0.d, za1.d, za2.d, za4.d, za5.d, za7.d}
	tlbi VALE1NXS, xzr
	cntp x29, pn0.h, vlx4
	mrs x13, trccidcvr1
	sdot za.s[w11, 0, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	ld1q {za0h.q[w13, 0]}, p0/z, [x0, x29, lsl #4]
	ldnt1b { z23.b, z31.b }, pn15/z, [x29, x0]
	ldnt1w { z0.s, z1.s }, pn8/z, [x0, x29, lsl #2]
	msr trcacvr10, x25
	uvdot za.s[w11, 3, vgx2], { z0.h, z1.h }, z2.h[0]
	fmops za3.s, p0/m, p1/m, z0.s, z1.s
	stnt1b { z0.b - z3.b }, pn9, [x29, 4, mul vl]
	stnt1w { z19.s, z23.s, z27.s, z31.s }, pn9, [x0, 4, mul vl]
	msr UAO, #9
	stnt1w { z0.s, z1.s }, pn9, [x29, 2, mul vl]
	ld1d {za0v.d[w15, 0]}, p0/z, [x0, x29, lsl #3]
	add za.d[w11, 7, vgx2], { z0.d, z1.d }, { z2.d, z3.d }
	ld1b { z0.b, z4.b, z8.b, z12.b }, pn9/z, [x0, 4, mul vl]
	mov z12.h, #0xfff
	tlbi VAALE1OS, xzr
	ldnt1d { z3.d, z7.d, z11.d, z15.d }, pn8/z, [x0, 4, mul vl]
	umopa za0.d, p0/m, p1/m, z0.h, z1.h
	ld1d { z0.d, z8.d }, pn9/z, [x29, x0, lsl 3]
	msr pmevtyper19_el0, x11
	mov za1h.d[w13, 3], p0/m, z0.d
	st1h { z0.h, z1.h }, pn9, [x0, x29, lsl #1]
	umlsl za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h
	ld1h { z0.h - z3.h }, pn15/z, [x29, 4, mul vl]
	tlbi vale1isnxs, x10
	mov z5.h, #0x4000
	tlbi rvae1osnxs, x6
	fdot za.h[w9, 3, vgx2], { z0.b, z1.b }, z2.b[0]
	smlsll za.d[w8, 4:7, vgx4], { z0.h - z3.h }, z4.h[0]
	st1w { z0.s - z3.s }, pn15, [x29, x0, lsl #2]
	ldr za[w15, 0], [x0, #0, mul vl]
	msr amevcntr17_el0, x15
	msr ELR_EL12, x7
	smlsl za.s[w10, 2:3, vgx2], { z0.h, z1.h }, z2.h[0]
	addva za0.d, p0/m, p1/m, z0.d
	mrs x7, brbtgt17_el1
	smlal za.s[w10, 2:3], z0.h, z1.h[0]
	mrs x12, ID_DFR0_EL1
	udot za.s[w11, 3], { z0.b, z1.b }, z2.b[0]
	mova z0.d, p0/m, za3v.d[w12, 1]
	ldnt1b { z0.b - z3.b }, pn9/z, [x0, 4, mul vl]
	st1b { z0.b - z3.b }, pn15, [x0, #4, mul vl]
	st1h {za1v.h[w13, 2]}, p0, [x0, x29, lsl 1]
	dc cvadp, x17
	ldnt1h { z0.h - z3.h }, pn9/z, [x29, 4, mul vl]
	fmls za.s[w8, 1, vgx2], { z0.s, z1.s }, { z2.s, z3.s }
	tlbi VAE1, xzr
	ldnt1d { z0.d - z3.d }, pn15/z, [x0, x29, lsl #3]
	st1w { z0.s, z1.s }, pn8, [x29, 2, mul vl]
	st1d {za1v.d[w12, 2]}, p0, [x0, x1, lsl #3]
	stnt1b { z0.b - z3.b }, pn8, [x29, x0]
	st1b { z0.b, z1.b }, pn8, [x29, x0]
	ldnt1b { z0.b, z1.b }, pn15/z, [x29, #2, mul vl]
	stnt1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x0, #4, mul vl]
	mov z30.d, #0xfffffffeffffffff
	msr dbgbcr6_el1, x3
	smlal za.s[w9, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	sel { z0.s - z3.s }, pn9, { z4.s - z7.s }, { z8.s - z11.s }
	ldnt1d { z0.d, z8.d }, pn8/z, [x0, x29, lsl 3]
	msr hdfgwtr_el2, x14
	smlsll za.d[w11, 4:7], z0.h, z1.h[0]
	stnt1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x0, #4, mul vl]
	bfmla za.h[w9, 7], { z0.h, z1.h }, z2.h[0]
	ldnt1h { z0.h, z1.h }, pn15/z, [x29, 2, mul vl]
	dupm z20.s, #0xf0007fff
	st1w { z0.s, z1.s }, pn8, [x0, 2, mul vl]
	whilelo pn9.h, x0, x29, vlx4
	ldr za[w12, 0], [x0]
	ldnt1h { z7.h, z15.h }, pn8/z, [x29, #2, mul vl]
	mova za2v.q[w15, 0], p0/m, z0.q
	ld1d {za2h.d[w15, 7]}, p0/z, [x0, x1, lsl 3]
	usdot za.s[w9, 7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	ldnt1w { z0.s, z1.s }, pn9/z, [x29, x0, lsl 2]
	ldnt1b { z0.b - z3.b }, pn8/z, [x29, 4, mul vl]
	usmopa za0.d, p0/m, p1/m, z0.h, z1.h
	whilelo pn8.s, x0, x1, vlx4
	mrs x15, trcbbctlr
	ldnt1d { z16.d, z20.d, z24.d, z28.d }, pn15/z, [x0, x1, lsl #3]
	ld1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x29, 4, mul vl]
	usmlall za.s[w11, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	stnt1h { z3.h, z11.h }, pn15, [x29, #2, mul vl]
	stnt1b { z0.b, z1.b }, pn8, [x29, #2, mul vl]
	st1d {za0h.d[w12, 1]}, p0, [x0, x1, lsl 3]
	tlbi VALE1OSNXS, xzr
	st1h {za3h.h[w12, 3]}, p0, [x0, x29, lsl 1]
	st1h { z16.h, z24.h }, pn8, [x0, x1, lsl 1]
	st1w { z0.s, z1.s }, pn9, [x0, x1, lsl 2]
	zero {za0.d, za3.d, za6.d, za7.d}
	ld1b {za2h.b[w14, 15]}, p0/z, [x0, x1]
	st1h { z0.h - z3.h }, pn8, [x0, x1, lsl 1]
	zero za.d[w9, 2:3, vgx2]
	whilele pn8.b, x0, x1, vlx4
	sel { z0.b - z3.b }, pn8, { z4.b - z7.b }, { z8.b - z11.b }
	dupm z14.b, #0x7
	umlsll za.d[w8, 4:7], z0.h, z1.h[0]
	ptrue pn8.h
	mov { z0.d - z3.d }, za0v.d[w12, 0:3]
	bfmlsl za.s[w9, 2:3], { z0.h, z1.h }, z2.h[0]
	msr TRCCNTRLDVR3, x16
	fmls za.h[w8, 1, vgx2], { z0.h, z1.h }, z2.h
	usvdot za.s[w8, 1, vgx4], { z0.b - z3.b }, z4.b[0]
	st1w { z0.s, z1.s }, pn15, [x0, x29, lsl #2]
	ldnt1b { z19.b, z23.b, z27.b, z31.b }, pn8/z, [x29, 4, mul vl]
	stnt1h { z0.h - z3.h }, pn8, [x0, x29, lsl #1]
	st1w {za0v.s[w12, 1]}, p0, [x0, x1, lsl 2]
	smlsll za.s[w8, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	usvdot za.s[w9, 3, vgx4], { z0.b - z3.b }, z4.b[0]
	sumlall za.s[w11, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	mov z8.h, #0x7c00
	msr dit, 13
	ldnt1h { z0.h - z3.h }, pn8/z, [x0, x1, lsl #1]
	dc cigdsw, x27
	movaz { z0.h, z1.h }, za0v.h[w12, 2:3]
	stnt1d { z0.d, z1.d }, pn15, [x0, x1, lsl 3]
	whilege pn9.d, x29, x0, vlx4
	stnt1w { z0.s, z1.s }, pn15, [x0, x1, lsl 2]
	ld1b {za1v.b[w15, 2]}, p0/z, [x0, x1]
	ld1h { z0.h - z3.h }, pn8/z, [x0, 4, mul vl]
	zero {za1.d, za3.d, za4.d, za6.d, za7.d}
	st1d { z19.d, z23.d, z27.d, z31.d }, pn9, [x0, x1, lsl #3]
	stnt1b { z0.b, z4.b, z8.b, z12.b }, pn8, [x0, x29]
	fdot za.s[w8, 3, vgx4], { z0.h - z3.h }, z4.h[0]
	ld1q {za0h.q[w12, 0]}, p0/z, [x0, x1, lsl #4]
	usmops za1.d, p0/m, p1/m, z0.h, z1.h
	luti2 { z0.s - z3.s }, zt0, z4[1]
	ldnt1w { z0.s - z3.s }, pn8/z, [x29, x0, lsl 2]
	mrs x7, cptr_el3
	mrs x24, spmevfiltr10_el0
	whilehs pn9.s, x0, x29, vlx4
	stnt1d { z3.d, z7.d, z11.d, z15.d }, pn8, [x29, #4, mul vl]
	msr TRCDVCMR4, x3
	msr SSBS, #0
	stnt1h { z0.h, z4.h, z8.h, z12.h }, pn9, [x29, x0, lsl 1]
	tlbi VAE3ISNXS, xzr
	fmls za.s[w10, 3, vgx2], { z0.s, z1.s }, { z2.s, z3.s }
	stnt1h { z0.h, z1.h }, pn15, [x0, x1, lsl #1]
	fdot za.s[w8, 7], { z0.h, z1.h }, z2.h[0]
	smlal za.s[w9, 2:3, vgx4], { z0.h - z3.h }, z4.h
	ldnt1w { z23.s, z31.s }, pn15/z, [x29, #2, mul vl]
	mov za0h.s[w12, 2:3], { z0.s, z1.s }
	mrs x12, erxctlr_el1
	st1h {za0v.h[w12, 1]}, p0, [x29, x0, lsl 1]
	whilege pn15.b, x29, x0, vlx4
	mov za0v.s[w13, 3], p0/m, z0.s
	zero {za0.d, za1.d, za2.d, za7.d}
	bfmla za.h[w8, 0, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	zero za.d[w8, 4:7, vgx2]
	bfmlsl za.s[w9, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	st1d { z0.d - z3.d }, pn9, [x0, x1, lsl #3]
	add za.d[w10, 3, vgx4], { z0.d - z3.d }
	mrs x10, PRBAR7_EL1
	ld1d {za0h.d[w12, 1]}, p0/z, [x0, x29, lsl 3]
	st1d {za0h.d[w12, 1]}, p0, [x0, x29, lsl #3]
	st1w { z7.s, z15.s }, pn8, [x0, x1, lsl #2]
	stnt1b { z0.b, z1.b }, pn9, [x29, #2, mul vl]
	movaz { z0.d - z3.d }, za0v.d[w15, 0:3]
	st1b { z23.b, z31.b }, pn9, [x0, x29]
	mrs x7, hfgwtr2_el2
	msr uao, 15
	stnt1w { z0.s, z1.s }, pn8, [x0, x1, lsl 2]
	fmlal za.h[w10, 2:3], z0.b, z1.b
	whilels pn8.b, x0, x29, vlx4
	st1d { z0.d, z8.d }, pn8, [x0, 2, mul vl]
	msr uao, 9
	mova za2h.s[w15, 7], p0/m, z0.s
	mrs x14, TTBR0_EL12
	mov z26.s, #0xc00007ff
	bfmla za.h[w8, 0], { z0.h, z1.h }, { z2.h, z3.h }
	stnt1d { z0.d, z1.d }, pn15, [x0, x29, lsl #3]
	msr spsel, 0
	smlall za.s[w11, 4:7], { z0.b, z1.b }, z2.b[0]
	ptrue pn15.s
	ldnt1h { z0.h, z1.h }, pn15/z, [x29, 2, mul vl]
	mov { z0.b, z1.b }, za2v.b[w14, 2:3]
	zero {za0.d, za1.d, za3.d, za6.d, za7.d}
	ld1b { z1.b, z5.b, z9.b, z13.b }, pn15/z, [x29, 4, mul vl]
	ld1h { z0.h, z1.h }, pn15/z, [x0, 2, mul vl]
	fadd za.h[w9, 0], { z0.h, z1.h }
	mova za0h.h[w12, 2:3], { z0.h, z1.h }
	msr TRCVIIECTLR, x4
	stnt1d { z0.d, z1.d }, pn8, [x29, x0, lsl 3]
	bfmla za.h[w8, 1, vgx2], { z0.h, z1.h }, z2.h
	ld1w { z0.s - z3.s }, pn9/z, [x0, x29, lsl 2]
	fsub za.h[w8, 1, vgx4], { z0.h - z3.h }
	st1h {za3v.h[w14, 7]}, p0, [x0, x29, lsl #1]
	msr ICH_LR1_EL2, x7
	stnt1b { z0.b - z3.b }, pn15, [x29, #4, mul vl]
	umlal za.s[w8, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	tlbi RVALE3NXS, xzr
	add za.d[w9, 7], { z0.d, z1.d }
	mov z12.s, #0x3e0000
	usmopa za0.s, p0/m, p1/m, z0.b, z1.b
	mrs x28, ID_AA64AFR1_EL1
	mov z17.s, #0x3ffff0
	stnt1h { z23.h, z31.h }, pn15, [x0, x1, lsl #1]
	cntp x0, pn0.h, vlx4
	whilele pn15.s, x0, x29, vlx4
	stnt1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x29, x0, lsl #1]
	mov za3v.s[w14, 2:3], { z0.s, z1.s }
	dc cgdvac, x4
	msr daifclr, 0
	msr PAN, #13
	ld1d { z0.d - z3.d }, pn8/z, [x0, x1, lsl #3]
	ld1d {za0v.d[w15, 7]}, p0/z, [x29, x0, lsl 3]
	mov z7.d, #0x300
	tlbi vale3isnxs, x20
	ld1d { z0.d - z3.d }, pn15/z, [x0, x29, lsl 3]
	ld1h { z0.h, z8.h }, pn8/z, [x0, x1, lsl 1]
	fdot za.s[w10, 3], { z0.b, z1.b }, z2.b[0]
	zero {za0.d, za2.d}
	fdot za.h[w8, 1, vgx4], { z0.b - z3.b }, z4.b
	ldnt1h { z23.h, z31.h }, pn8/z, [x29, 2, mul vl]
	msr pan, 11
	mrs x4, hstr_el2
	stnt1b { z0.b - z3.b }, pn8, [x29, #4, mul vl]
	mova { z0.h, z1.h }, za0h.h[w13, 2:3]
	whilelo pn15.h, x29, x0, vlx4
	whilele pn15.d, x0, x1, vlx4
	sub za.s[w10, 7], { z0.s, z1.s }, { z2.s, z3.s }
	st1b { z23.b, z31.b }, pn15, [x29, #2, mul vl]
	stnt1d { z0.d, z8.d }, pn8, [x0, x1, lsl #3]
	st1h {za2v.h[w15, 7]}, p0, [x0, x29, lsl #1]
	st1w {za0v.s[w12, 1]}, p0, [x0, x29, lsl 2]
	tlbi vmalls12e1is
	msr mair2_el3, x27
	whilelt pn8.b, x0, x29, vlx4
	st1h {za0v.h[w12, 1]}, p0, [x0, x29, lsl #1]
	ld1h { z0.h - z3.h }, pn9/z, [x0, x1, lsl #1]
	smlal za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h
	pext { p0.d, p1.d }, pn8[1]
	mov z22.d, #0xc0000000000007ff
	msr UAO, #12
	fdot za.h[w8, 1, vgx2], { z0.b, z1.b }, z2.b[0]
	sumopa za0.d, p0/m, p1/m, z0.h, z1.h
	ld1d { z0.d - z3.d }, pn8/z, [x0, #4, mul vl]
	st1w { z0.s, z1.s }, pn8, [x0, x1, lsl 2]
	movaz z0.d, za1h.d[w12, 1]
	ld1h { z16.h, z24.h }, pn15/z, [x0, x1, lsl #1]
	mov { z0.d, z1.d }, za3v.d[w14, 0:1]
	tlbi VMALLWS2E1NXS
	st1q {za1v.q[w12, 0]}, p0, [x0, x29, lsl #4]
	ldnt1d { z0.d, z1.d }, pn8/z, [x0, x1, lsl #3]
	udot za.s[w10, 3], { z0.h, z1.h }, z2.h
	zero {za1.d, za3.d, za6.d}
	mov za0h.s[w14, 0:3], { z0.s - z3.s }
	ldnt1d { z0.d - z3.d }, pn8/z, [x29, 4, mul vl]
	bfdot za.s[w8, 7, vgx2], { z0.h, z1.h }, z2.h[0]
	mrs x26, PMEVCNTSVR12_EL1
	mov z22.b, #0x10
	ldnt1h { z0.h - z3.h }, pn15/z, [x29, x0, lsl #1]
	whilelt pn15.b, x0, x1, vlx4
	zero {za4.d, za5.d, za6.d, za7.d}
	msr uao, 10
	whilehs pn15.b, x0, x29, vlx4
	dupm z6.d, #0x3ffffffff8
	tlbi vale2isnxs, x18
	whilels pn9.d, x0, x29, vlx4
	msr PAN, #9
	ld1w { z7.s, z15.s }, pn9/z, [x29, x0, lsl 2]
	mov z11.h, #0xe00f
	fmls za.h[w8, 7, vgx4], { z0.h - z3.h }, z4.h[0]
	fmlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	ld1q {za3h.q[w13, 0]}, p0/z, [x29, x0, lsl 4]
	stnt1d { z0.d - z3.d }, pn9, [x0, x29, lsl 3]
	tlbi VALE3, xzr
	mova za.d[w10, 3, vgx4], { z0.d - z3.d }
	ldnt1b { z0.b - z3.b }, pn9/z, [x29, x0]
	ld1b {za0h.b[w12, 2]}, p0/z, [x0, x29]
	mrs x10, BRBSRC14_EL1
	msr TRCSSCSR1, x25
	msr fpmr, x25
	msr MFAR_EL3, x25
	whilehs pn8.h, x0, x29, vlx4
	st1h { z0.h - z3.h }, pn9, [x0, 4, mul vl]
	ld1d {za0h.d[w12, 1]}, p0/z, [x0, x29, lsl #3]
	tlbi vmalle1osnxs
	mrs x7, TRCDVCMR4
	mov z2.h, #0xdfff
	zero {za1.d, za2.d, za3.d, za4.d}
	zero za.d[w10, 3, vgx2]
	whilegt pn8.d, x0, x1, vlx4
	bfmlal za.s[w8, 2:3], z0.h, z1.h[0]
	stnt1w { z0.s - z3.s }, pn8, [x29, 4, mul vl]
	fsub za.s[w8, 3, vgx4], { z0.s - z3.s }
	st1q {za2h.q[w13, 0]}, p0, [x29, x0, lsl 4]
	zero {za1.d, za3.d, za4.d}
	msr SPSel, #12
	smlsll za.d[w8, 4:7,  vgx4], { z0.h - z3.h }, z4.h
	ld1b {za1v.b[w13, 1]}, p0/z, [x29, x0]
	mov { z0.h, z1.h }, za1v.h[w13, 2:3]
	st1b { z0.b, z1.b }, pn8, [x0, x29]
	ldnt1w { z0.s, z1.s }, pn15/z, [x0, x1, lsl #2]
	st1h { z0.h, z8.h }, pn8, [x0, 2, mul vl]
	ldnt1h { z0.h - z3.h }, pn8/z, [x0, 4, mul vl]
	at S1E2R, xzr
	mov z28.d, #0x3ffffff8000
	msr tcr_el12, x26
	sdot za.s[w9, 7, vgx4], { z0.h - z3.h }, z4.h[0]
	udot za.s[w11, 7], { z0.b, z1.b }, z2.b
	ld1d { z0.d - z3.d }, pn9/z, [x0, x29, lsl #3]
	ldnt1w { z0.s, z4.s, z8.s, z12.s }, pn9/z, [x0, x1, lsl 2]
	sdot za.d[w8, 1, vgx2], { z0.h, z1.h }, z2.h
	ldr za[w14, 0], [x29, #0, mul vl]
	msr amevcntvoff08_el2, x2
	zero {za0.d, za4.d, za6.d, za7.d}
	dupm z1.b, #0xc7
	ld1d { z0.d, z1.d }, pn9/z, [x29, 2, mul vl]
	mrs x10, pmevcntsvr28_el1
	msr ssbs, 4
	st1h { z0.h, z8.h }, pn8, [x29, 2, mul vl]
	ldnt1b { z0.b - z3.b }, pn9/z, [x0, x1]
	whilele pn15.b, x0, x29, vlx4
	whilehi pn8.h, x0, x29, vlx4
	ldnt1d { z0.d - z3.d }, pn9/z, [x0, 4, mul vl]
	stnt1d { z0.d - z3.d }, pn8, [x29, #4, mul vl]
	ld1d { z0.d - z3.d }, pn8/z, [x0, x1, lsl #3]
	sel { z0.h - z3.h }, pn8, { z4.h - z7.h }, { z8.h - z11.h }
	umlal za.s[w11, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	st1h { z0.h - z3.h }, pn15, [x29, x0, lsl #1]
	tlbi rvale1osnxs, x25
	bfmla za.h[w11, 3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	ld1b { z16.b, z20.b, z24.b, z28.b }, pn8/z, [x0, #4, mul vl]
	ld1h { z0.h - z3.h }, pn8/z, [x0, 4, mul vl]
	ldnt1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x29, #4, mul vl]
	st1w { z16.s, z20.s, z24.s, z28.s }, pn8, [x0, x29, lsl 2]
	msr daifset, 11
	ld1b { z0.b, z1.b }, pn15/z, [x0, #2, mul vl]
	st1d {za3h.d[w12, 2]}, p0, [x29, x0, lsl 3]
	fmls za.s[w11, 3, vgx4], { z0.s - z3.s }, z4.s[0]
	st1b { z3.b, z11.b }, pn15, [x0, x29]
	mov { z0.d, z1.d }, za0v.d[w12, 0:1]
	tlbi vmalls12e1os
	st1w { z16.s, z24.s }, pn15, [x29, x0, lsl #2]
	ldnt1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x0, x1, lsl #2]
	stnt1w { z0.s, z1.s }, pn8, [x29, 2, mul vl]
	whilege pn15.b, x0, x29, vlx4
	ldnt1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x29, x0, lsl 3]
	tlbi IPAS2E1OS, xzr
	udot za.s[w10, 0, vgx2], { z0.b, z1.b }, z2.b[0]
	stnt1h { z0.h, z8.h }, pn9, [x29, x0, lsl #1]
	luti2 { z0.h, z4.h, z8.h, z12.h }, zt0, z1[1]
	mov z0.s, #0x3ffffff8
	msr TRCCIDCVR0, x27
	ld1d {za2h.d[w12, 7]}, p0/z, [x0, x29, lsl 3]
	st1h { z0.h - z3.h }, pn9, [x0, x29, lsl #1]
	dc IGDVAC, xzr
	dupm z27.h, #0xfc07
	whilehi pn9.s, x0, x29, vlx4
	movaz z0.s, za3v.s[w15, 0]
	tlbi VAALE1ISNXS, xzr
	sdot za.s[w10, 7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	tlbi RVAE3IS, xzr
	mova { z0.h - z3.h }, za0v.h[w12, 4:7]
	tlbi VALE2, xzr
	umlsll za.s[w9, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	stnt1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x0, x29, lsl #1]
	mov z30.s, #0x7f0
	whilegt pn9.b, x0, x1, vlx4
	movaz z0.q, za2h.q[w14, 0]
	msr TRCCNTCTLR3, x14
	msr daifset, 13
	ld1b { z0.b, z8.b }, pn15/z, [x29, #2, mul vl]
	zero {za3.d, za4.d, za5.d}
	stnt1h { z0.h - z3.h }, pn8, [x29, #4, mul vl]
	st1h {za1h.h[w13, 0]}, p0, [x0, x1, lsl #1]
	udot za.s[w8, 1, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	st1w { z0.s, z1.s }, pn15, [x29, 2, mul vl]
	bfdot za.s[w9, 3, vgx4], { z0.h - z3.h }, z4.h[0]
	dupm z8.h, #0x7c00
	ldnt1w { z7.s, z15.s }, pn15/z, [x0, #2, mul vl]
	st1h { z7.h, z15.h }, pn8, [x0, x1, lsl 1]
	zero {za0.b}
	msr TCO, #5
	sub za.d[w10, 3], { z0.d, z1.d }
	stnt1d { z0.d, z1.d }, pn15, [x29, #2, mul vl]
	whilegt pn8.d, x0, x29, vlx4
	smlall za.d[w9, 4:7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	stnt1d { z0.d, z1.d }, pn8, [x0, 2, mul vl]
	sub za.s[w11, 0, vgx4], { z0.s - z3.s }, z4.s
	st1w { z0.s - z3.s }, pn9, [x0, x1, lsl 2]
	stnt1h { z0.h, z8.h }, pn9, [x29, x0, lsl #1]
	whilegt pn9.d, x0, x1, vlx4
	ldnt1d { z0.d, z1.d }, pn9/z, [x0, x29, lsl #3]
	stnt1h { z0.h - z3.h }, pn9, [x0, x29, lsl 1]
	stnt1d { z0.d, z1.d }, pn15, [x29, x0, lsl #3]
	ld1d { z0.d, z1.d }, pn9/z, [x0, x29, lsl 3]
	movaz { z0.s - z3.s }, za0h.s[w12, 0:3]
	stnt1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x0, x29, lsl #2]
	fdot za.s[w9, 7, vgx4], { z0.b - z3.b }, z4.b
	whilehi pn8.b, x29, x0, vlx4
	whilege pn8.b, x0, x1, vlx4
	ld1h { z7.h, z15.h }, pn9/z, [x0, x1, lsl 1]
	ld1b { z0.b, z1.b }, pn15/z, [x0, 2, mul vl]
	mov z16.b, #0x81
	ldnt1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x0, x1, lsl #1]
	ldnt1h { z0.h - z3.h }, pn8/z, [x0, x29, lsl 1]
	ldnt1d { z0.d, z1.d }, pn8/z, [x0, x1, lsl #3]
	mov za1h.b[w13, 2:3], { z0.b, z1.b }
	umlall za.s[w10, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	stnt1w { z0.s - z3.s }, pn8, [x0, 4, mul vl]
	ld1b { z0.b - z3.b }, pn8/z, [x0, #4, mul vl]
	msr pan, 2
	st1d {za3v.d[w15, 1]}, p0, [x0, x1, lsl #3]
	ld1d {za2h.d[w15, 7]}, p0/z, [x29, x0, lsl #3]
	sdot za.d[w11, 3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	whilehs pn8.b, x0, x1, vlx4
	st1w { z0.s - z3.s }, pn8, [x0, x1, lsl #2]
	dupm z14.s, #0x1ffe0
	umlal za.s[w11, 2:3], { z0.h, z1.h }, z2.h[0]
	mrs x5, DBGBCR6_EL1
	bfmlsl za.s[w10, 2:3, vgx2], { z0.h, z1.h }, z2.h
	ld1h { z0.h - z3.h }, pn15/z, [x0, x1, lsl 1]
	whilelt pn9.h, x0, x29, vlx4
	ld1w { z3.s, z11.s }, pn9/z, [x0, x1, lsl 2]
	mov z2.s, #0x1ffe
	tlbi VALE2OS, xzr
	mova za.d[w11, 3, vgx2], { z0.d, z1.d }
	tlbi RVAE3NXS, xzr
	smstop za
	st1h {za2v.h[w15, 2]}, p0, [x0, x1, lsl #1]
	ldnt1d { z0.d, z4.d, z8.d, z12.d }, pn15/z, [x0, 4, mul vl]
	zero za.d[w10, 0, vgx4]
	msr PMBPTR_EL1, x21
	ld1w { z0.s, z1.s }, pn8/z, [x29, 2, mul vl]
	luti2 { z7.b, z15.b }, zt0, z1[1]
	ld1d { z0.d, z8.d }, pn8/z, [x29, #2, mul vl]
	msr daifset, 0
	st1d { z0.d - z3.d }, pn9, [x0, x1, lsl #3]
	mrs x15, pir_el12
	ldnt1b { z0.b - z3.b }, pn9/z, [x0, 4, mul vl]
	uvdot za.d[w10, 3, vgx4], { z0.h - z3.h }, z4.h[0]
	msr ttbr0_el1, x6
	ld1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x0, x1, lsl 1]
	st1b { z0.b - z3.b }, pn8, [x29, #4, mul vl]
	mova za.d[w9, 3], { z0.d, z1.d }
	mov z0.h, #0x7c00
	movaz { z0.h, z1.h }, za1v.h[w13, 2:3]
	sdot za.d[w8, 3], { z0.h, z1.h }, { z2.h, z3.h }
	mov { z0.d, z1.d }, za0h.d[w12, 0:1]
	ldnt1h { z0.h, z1.h }, pn8/z, [x0, #2, mul vl]
	st1b { z1.b, z5.b, z9.b, z13.b }, pn9, [x29, 4, mul vl]
	stnt1w { z0.s - z3.s }, pn15, [x0, x1, lsl #2]
	luti4 { z0.s - z3.s }, zt0, z4[1]
	ldnt1h { z0.h - z3.h }, pn9/z, [x0, x1, lsl 1]
	stnt1b { z1.b, z5.b, z9.b, z13.b }, pn15, [x0, x29]
	bfmla za.h[w8, 3, vgx4], { z0.h - z3.h }, z4.h
	whilels pn9.h, x29, x0, vlx4
	mova za0v.b[w12, 4:7], { z0.b - z3.b }
	ld1w {za3v.s[w13, 15]}, p0/z, [x0, x29, lsl 2]
	stnt1h { z0.h - z3.h }, pn9, [x29, x0, lsl #1]
	msr uao, 1
	st1b {za0h.b[w13, 0]}, p0, [x0, x1]
	msr prbar4_el1, x4
	ldnt1w { z0.s - z3.s }, pn8/z, [x0, x1, lsl #2]
	ld1b {za0h.b[w12, 1]}, p0/z, [x0, x1]
	tlbi VMALLWS2E1OSNXS
	tlbi rvale1nxs, x6
	ldnt1b { z0.b, z1.b }, pn15/z, [x29, 2, mul vl]
	fmlal za.h[w10, 2:3, vgx2], { z0.b, z1.b }, z2.b[0]
	stnt1w { z23.s, z31.s }, pn9, [x0, x29, lsl 2]
	sudot za.s[w9, 7, vgx4], { z0.b - z3.b }, z4.b[0]
	fmls za.d[w9, 3, vgx2], { z0.d, z1.d }, z2.d
	fsub za.d[w11, 7, vgx2], { z0.d, z1.d }
	str za[w12, 0], [x29, 0, mul vl]
	mrs x25, DBGBVR13_EL1
	bfmopa za0.h, p0/m, p1/m, z0.h, z1.h
	ld1d { z0.d, z8.d }, pn8/z, [x29, x0, lsl 3]
	stnt1w { z1.s, z5.s, z9.s, z13.s }, pn8, [x0, 4, mul vl]
	sub za.s[w8, 0, vgx4], { z0.s - z3.s }, z4.s
	sumlall za.s[w8, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	whilels pn8.d, x0, x1, vlx4
	mrs x29, ICH_HCR_EL2
	st1w { z0.s, z8.s }, pn8, [x0, x29, lsl #2]
	st1w { z0.s, z1.s }, pn8, [x0, x29, lsl 2]
	ld1b { z7.b, z15.b }, pn9/z, [x0, x1]
	umlal za.s[w11, 2:3], { z0.h, z1.h }, z2.h[0]
	stnt1w { z16.s, z24.s }, pn15, [x0, x1, lsl 2]
	ld1h { z0.h - z3.h }, pn9/z, [x29, x0, lsl 1]
	dc gzva, x8
	bfadd za.h[w11, 0, vgx4], { z0.h - z3.h }
	ldnt1w { z0.s - z3.s }, pn15/z, [x0, x1, lsl #2]
	zero za.d[w8, 2:3, vgx4]
	mov z2.b, #0x18
	ldnt1b { z0.b, z1.b }, pn8/z, [x29, 2, mul vl]
	msr spsel, 12
	msr DAIFClr, #14
	sdot za.d[w8, 1, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	ld1w { z16.s, z20.s, z24.s, z28.s }, pn8/z, [x0, x1, lsl #2]
	bfmlal za.s[w10, 2:3], z0.h, z1.h
	mov { z0.s - z3.s }, za0v.s[w15, 4:7]
	ld1b { z1.b, z5.b, z9.b, z13.b }, pn15/z, [x0, x29]
	msr tco, 10
	st1h { z0.h, z8.h }, pn8, [x0, x1, lsl 1]
	fdot za.s[w9, 0], { z0.b, z1.b }, z2.b
	stnt1d { z0.d, z8.d }, pn8, [x29, x0, lsl #3]
	mov za1v.d[w14, 14:15], { z0.d, z1.d }
	tlbi ripas2le1os, x24
	mova za1v.s[w12, 12:15], { z0.s - z3.s }
	fmlall za.s[w9, 4:7], { z0.b, z1.b }, { z2.b, z3.b }
	zero {za0.d, za2.d, za6.d, za7.d}
	stnt1w { z16.s, z24.s }, pn9, [x0, x1, lsl 2]
	bfmlsl za.s[w8, 2:3], z0.h, z1.h
	st1h {za1h.h[w14, 0]}, p0, [x0, x1, lsl #1]
	mrs x17, ICC_HPPIR1_EL1
	mov { z0.h, z1.h }, za1v.h[w12, 2:3]
	st1d { z0.d, z1.d }, pn9, [x29, #2, mul vl]
	msr PAN, #1
	fdot za.h[w10, 0, vgx4], { z0.b - z3.b }, z4.b
	mov za1h.b[w15, 1], p0/m, z0.b
	tlbi aside1is, x1
	mrs x16, pmevtyper6_el0
	mov z0.b, p0/m, za3v.b[w14, 3]
	tlbi VAAE1IS, xzr
	movaz { z0.b - z3.b }, za2v.b[w14, 4:7]
	mrs x2, tfsr_el3
	fmls za.s[w10, 7, vgx4], { z0.s - z3.s }, z4.s
	stnt1w { z0.s, z1.s }, pn8, [x0, 2, mul vl]
	tlbi vae2os, x26
	usdot za.s[w8, 1, vgx2], { z0.b, z1.b }, z2.b[0]
	fdot za.s[w10, 0, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	whilelt pn8.d, x0, x29, vlx4
	mova { z0.b - z3.b }, za0v.b[w12, 4:7]
	tlbi vale2, x5
	st1h {za3v.h[w13, 1]}, p0, [x0, x29, lsl 1]
	fsub za.s[w8, 1, vgx2], { z0.s, z1.s }
	st1w { z0.s - z3.s }, pn9, [x0, x1, lsl #2]
	umlall za.s[w10, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	zero {za0.d, za1.d, za2.d, za3.d, za4.d, za5.d, za7.d}
	stnt1w { z0.s, z8.s }, pn8, [x29, x0, lsl 2]
	sub za.d[w11, 3], { z0.d, z1.d }, z2.d
	zero {za0.d, za2.d, za3.d, za4.d, za5.d, za6.d}
	dupm z28.d, #0x3ffffff8000
	stnt1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x29, 4, mul vl]
	ldnt1d { z0.d - z3.d }, pn8/z, [x0, x1, lsl #3]
	whilegt pn9.b, x0, x29, vlx4
	ldnt1d { z0.d, z1.d }, pn9/z, [x0, x1, lsl #3]
	mrs x22, AMAIR_EL2
	st1q {za0v.q[w15, 0]}, p0, [x0, x1, lsl #4]
	ld1d {za3v.d[w14, 0]}, p0/z, [x29, x0, lsl 3]
	st1d { z0.d, z8.d }, pn8, [x0, 2, mul vl]
	dupm z14.s, #0xe0000007
	stnt1w { z1.s, z5.s, z9.s, z13.s }, pn15, [x29, #4, mul vl]
	stnt1h { z0.h - z3.h }, pn8, [x0, x1, lsl #1]
	ld1d { z16.d, z24.d }, pn8/z, [x0, #2, mul vl]
	udot za.d[w11, 7, vgx2], { z0.h, z1.h }, z2.h[0]
	dupm z30.d, #0x3ffff0000000000
	mrs x16, ID_ISAR1_EL1
	bfmlal za.s[w10, 2:3], z0.h, z1.h[0]
	ld1d { z0.d, z1.d }, pn9/z, [x0, x1, lsl #3]
	dupm z18.h, #0x3ff8
	ld1h { z16.h, z20.h, z24.h, z28.h }, pn9/z, [x0, x1, lsl #1]
	stnt1w { z0.s, z1.s }, pn8, [x0, #2, mul vl]
	stnt1d { z23.d, z31.d }, pn9, [x29, x0, lsl 3]
	ldnt1h { z3.h, z7.h, z11.h, z15.h }, pn8/z, [x0, x29, lsl #1]
	whilels pn8.b, x29, x0, vlx4
	stnt1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x29, x0, lsl #2]
	whilele pn8.s, x0, x1, vlx4
	sumlall za.s[w9, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	mrs x21, TRCPIDR2
	mova { z0.b - z3.b }, za0h.b[w12, 4:7]
	whilele pn15.h, x0, x29, vlx4
	st1b { z0.b - z3.b }, pn15, [x0, #4, mul vl]
	ld1w { z0.s, z1.s }, pn8/z, [x29, 2, mul vl]
	msr DAIFSet, #3
	pext p0.d, pn8[1]
	stnt1w { z19.s, z23.s, z27.s, z31.s }, pn8, [x29, 4, mul vl]
	ld1d { z0.d - z3.d }, pn8/z, [x29, x0, lsl 3]
	st1d { z0.d - z3.d }, pn15, [x0, x29, lsl #3]
	zero {za0.d, za7.d}
	msr AMEVTYPER15_EL0, x28
	ldnt1b { z0.b - z3.b }, pn9/z, [x29, 4, mul vl]
	ld1b { z0.b, z1.b }, pn8/z, [x0, 2, mul vl]
	ldnt1h { z0.h, z1.h }, pn9/z, [x0, #2, mul vl]
	st1d {za1v.d[w13, 0]}, p0, [x29, x0, lsl #3]
	st1b { z0.b, z8.b }, pn15, [x29, 2, mul vl]
	movaz z0.b, za1h.b[w14, 2]
	msr pan, 7
	fmopa za1.h, p0/m, p1/m, z0.b, z1.b
	mova { z0.s - z3.s }, za0v.s[w12, 0:3]
	st1h { z19.h, z23.h, z27.h, z31.h }, pn9, [x0, x1, lsl #1]
	msr trcacvr4, x29
	msr pan, 15
	mrs x26, prselr_el2
	stnt1w { z0.s, z1.s }, pn8, [x29, 2, mul vl]
	ld1b { z0.b - z3.b }, pn8/z, [x0, #4, mul vl]
	ld1b { z3.b, z11.b }, pn15/z, [x29, #2, mul vl]
	movaz z0.h, za0v.h[w13, 15]
	st1d {za3h.d[w12, 7]}, p0, [x0, x29, lsl 3]
	st1b { z0.b - z3.b }, pn9, [x0, 4, mul vl]
	mrs x22, ICC_BPR0_EL1
	ld1w { z0.s - z3.s }, pn8/z, [x0, #4, mul vl]
	mrs x16, ID_MMFR2_EL1
	ldnt1h { z0.h - z3.h }, pn8/z, [x29, #4, mul vl]
	stnt1b { z7.b, z15.b }, pn8, [x29, 2, mul vl]
	msr tco, 3
	mov z22.b, #0xf7
	mrs x5, TRCVMIDCVR7
	dupm z7.h, #0xfe00
	mov z2.b, #0x7c
	ld1h { z0.h, z1.h }, pn8/z, [x0, x1, lsl 1]
	zero {za0.d, za1.d, za2.d, za4.d, za6.d}
	msr uao, 2
	st1w { z0.s - z3.s }, pn8, [x0, #4, mul vl]
	tlbi ripas2e1nxs, x12
	umlall za.d[w9, 4:7,  vgx2], { z0.h, z1.h }, z2.h
	ldnt1w { z0.s - z3.s }, pn8/z, [x29, 4, mul vl]
	stnt1w { z3.s, z7.s, z11.s, z15.s }, pn15, [x29, x0, lsl 2]
	ldnt1w { z0.s, z8.s }, pn9/z, [x29, x0, lsl #2]
	st1d { z1.d, z5.d, z9.d, z13.d }, pn8, [x29, #4, mul vl]
	mov z24.h, #0xfe01
	st1d { z16.d, z24.d }, pn15, [x0, x1, lsl #3]
	mova za3h.h[w15, 1], p0/m, z0.h
	whilege pn8.d, x0, x1, vlx4
	add za.s[w9, 0, vgx2], { z0.s, z1.s }
	addva za1.d, p0/m, p1/m, z0.d
	ld1h { z0.h, z1.h }, pn9/z, [x0, x29, lsl #1]
	ldnt1b { z0.b - z3.b }, pn8/z, [x29, #4, mul vl]
	ldnt1w { z0.s, z1.s }, pn8/z, [x0, x1, lsl 2]
	stnt1h { z0.h, z1.h }, pn9, [x0, x1, lsl 1]
	st1d { z0.d - z3.d }, pn8, [x29, 4, mul vl]
	ldnt1w { z0.s, z4.s, z8.s, z12.s }, pn9/z, [x0, 4, mul vl]
	fmlsl za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h
	mrs x20, ID_AA64MMFR0_EL1
	fmlall za.s[w11, 4:7], z0.b, z1.b
	smopa za0.s, p0/m, p1/m, z0.h, z1.h
	msr PRBAR1_EL1, x22
	umops za3.s, p0/m, p1/m, z0.h, z1.h
	dc CIGVAC, xzr
	fmlal za.h[w9, 2:3, vgx4], { z0.b - z3.b }, z4.b
	dc cigdvac, x30
	stnt1w { z0.s, z1.s }, pn9, [x29, x0, lsl 2]
	whilele pn8.d, x0, x29, vlx4
	st1b { z0.b, z1.b }, pn9, [x0, x1]
	msr spsel, 6
	smlsll za.s[w8, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	st1d { z3.d, z11.d }, pn15, [x29, x0, lsl #3]
	ptrue pn8.h
	whilehs pn8.s, x29, x0, vlx4
	movt x0, zt0[8]
	ldnt1w { z16.s, z20.s, z24.s, z28.s }, pn15/z, [x29, x0, lsl #2]
	dupm z2.b, #0x18
	movaz { z0.b, z1.b }, za0v.b[w14, 2:3]
	mov za1h.b[w12, 2:3], { z0.b, z1.b }
	tlbi RVAE1ISNXS, xzr
	dupm z24.h, #0xfe01
	ldnt1d { z3.d, z7.d, z11.d, z15.d }, pn15/z, [x29, 4, mul vl]
	st1w { z16.s, z24.s }, pn9, [x0, x29, lsl 2]
	usmopa za3.d, p0/m, p1/m, z0.h, z1.h
	msr AMEVCNTVOFF09_EL2, x12
	st1h { z0.h, z8.h }, pn15, [x29, #2, mul vl]
	tlbi RVALE2OS, xzr
	stnt1b { z0.b - z3.b }, pn15, [x0, x29]
	ldnt1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x0, x1, lsl #1]
	mova { z0.h, z1.h }, za0h.h[w14, 2:3]
	movaz z0.s, za2v.s[w14, 7]
	uvdot za.s[w8, 1, vgx2], { z0.h, z1.h }, z2.h[0]
	ldnt1w { z0.s, z8.s }, pn8/z, [x0, x1, lsl 2]
	zero {za3.d}
	ld1b { z16.b, z24.b }, pn8/z, [x29, 2, mul vl]
	st1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x29, x0, lsl #1]
	mov za0h.b[w14, 7], p0/m, z0.b
	msr AMAIR2_EL2, x0
	mrs x10, fpmr
	mov { z0.d - z3.d }, za.d[w11, 7, vgx4]
	zero {za0.d, za5.d, za6.d}
	fmopa za1.h, p0/m, p1/m, z0.b, z1.b
	usmlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	mov z11.h, #0xf007
	msr trcdvcmr2, x9
	ldnt1b { z19.b, z23.b, z27.b, z31.b }, pn8/z, [x0, #4, mul vl]
	st1d { z16.d, z20.d, z24.d, z28.d }, pn9, [x0, 4, mul vl]
	ldnt1w { z19.s, z23.s, z27.s, z31.s }, pn9/z, [x0, #4, mul vl]
	ic IALLUIS
	dc ivac, x15
	mrs x13, trcrsctlr17
	ld1h { z0.h, z8.h }, pn8/z, [x0, x29, lsl 1]
	stnt1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x0, x1, lsl 2]
	mov z15.h, #0xc3ff
	st1d { z0.d - z3.d }, pn8, [x0, x1, lsl 3]
	fmlsl za.s[w9, 2:3], z0.h, z1.h
	mov z1.s, #-256
	ldnt1d { z3.d, z7.d, z11.d, z15.d }, pn9/z, [x0, 4, mul vl]
	st1h { z0.h - z3.h }, pn8, [x29, #4, mul vl]
	sel { z0.s - z3.s }, pn9, { z4.s - z7.s }, { z8.s - z11.s }
	movaz z0.h, za2v.h[w15, 7]
	mov za2h.b[w13, 4:7], { z0.b - z3.b }
	ld1h { z0.h, z1.h }, pn8/z, [x29, #2, mul vl]
	mova za0v.d[w12, 0:1], { z0.d, z1.d }
	ld1d { z7.d, z15.d }, pn15/z, [x0, x1, lsl 3]
	fmls za.h[w9, 0, vgx4], { z0.h - z3.h }, z4.h[0]
	msr uao, 4
	zero za.d[w9, 4:7, vgx4]
	st1w { z0.s - z3.s }, pn8, [x29, x0, lsl 2]
	tlbi rvaale1is, x24
	zero za.d[w8, 2:3]
	ldnt1b { z16.b, z24.b }, pn9/z, [x0, #2, mul vl]
	mova { z0.d, z1.d }, za0v.d[w12, 0:1]
	mova za1v.h[w15, 2:3], { z0.h, z1.h }
	ld1d { z3.d, z11.d }, pn15/z, [x0, x29, lsl #3]
	mov za3h.d[w13, 15], p0/m, z0.d
	tlbi RIPAS2LE1IS, xzr
	st1h { z0.h, z8.h }, pn8, [x0, x29, lsl #1]
	msr daifclr, 6
	whilele pn15.d, x29, x0, vlx4
	msr spsel, 11
	pext p0.s, pn9[1]
	ld1d {za2h.d[w13, 1]}, p0/z, [x29, x0, lsl #3]
	st1b { z16.b, z24.b }, pn15, [x29, x0]
	dupm z7.d, #0x300
	zero {za1.d, za3.d, za5.d, za6.d}
	ldnt1w { z0.s - z3.s }, pn15/z, [x0, x29, lsl #2]
	tlbi alle2osnxs
	usdot za.s[w9, 3, vgx4], { z0.b - z3.b }, z4.b
	ld1w { z0.s - z3.s }, pn8/z, [x29, x0, lsl #2]
	movaz { z0.b, z1.b }, za0v.b[w15, 2:3]
	whilels pn9.h, x0, x29, vlx4
	ld1b { z19.b, z23.b, z27.b, z31.b }, pn8/z, [x29, 4, mul vl]
	mov za1h.b[w15, 2:3], { z0.b, z1.b }
	zero {za0.d, za2.d, za5.d, za6.d}
	mov z0.s, p0/m, za1v.s[w15, 1]
	zero {za0.d, za4.d, za5.d, za6.d, za7.d}
	zero za.d[w10, 2:3]
	msr spsel, 1
	st1d { z0.d - z3.d }, pn15, [x29, #4, mul vl]
	ldnt1w { z23.s, z31.s }, pn9/z, [x29, 2, mul vl]
	bfmla za.h[w9, 3, vgx4], { z0.h - z3.h }, z4.h[0]
	usmlall za.s[w8, 4:7, vgx2], { z0.b, z1.b }, z2.b[0]
	zero {za2.d, za5.d, za6.d, za7.d}
	zero za.d[w10, 4:7, vgx2]
	msr pmevtyper6_el0, x10
	movaz { z0.b, z1.b }, za1v.b[w14, 2:3]
	whilelo pn15.s, x29, x0, vlx4
	mrs x25, HDBSSBR_EL2
	luti4 { z0.b, z8.b }, zt0, z1[1]
	stnt1d { z0.d, z1.d }, pn8, [x29, x0, lsl #3]
	movt x29, zt0[8]
	mrs x2, pmevtyper30_el0
	mov z4.b, #127
	tlbi RVALE1ISNXS, xzr
	add za.d[w8, 1, vgx2], { z0.d, z1.d }
	msr rcwsmask_el1, x22
	fmls za.h[w8, 1, vgx4], { z0.h - z3.h }, z4.h
	sub za.s[w8, 1, vgx4], { z0.s - z3.s }, { z4.s - z7.s }
	stnt1w { z3.s, z7.s, z11.s, z15.s }, pn15, [x29, x0, lsl #2]
	dupm z0.s, #0x3ffffff8
	ld1w { z0.s - z3.s }, pn9/z, [x0, x29, lsl #2]
	whilegt pn8.h, x0, x1, vlx4
	ld1w { z0.s, z1.s }, pn15/z, [x29, x0, lsl #2]
	mov z24.s, #32512
	mova za0h.b[w15, 4:7], { z0.b - z3.b }
	mrs x24, prenr_el1
	stnt1d { z0.d, z8.d }, pn8, [x0, #2, mul vl]
	fadd za.h[w10, 3, vgx2], { z0.h, z1.h }
	whilehs pn9.h, x0, x29, vlx4
	ld1b {za2h.b[w15, 7]}, p0/z, [x29, x0]
	luti2 { z19.b, z23.b, z27.b, z31.b }, zt0, z1[1]
	mov za2h.b[w15, 2:3], { z0.b, z1.b }
	stnt1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x0, x1, lsl #2]
	mrs x27, CONTEXTIDR_EL12
	fmla za.d[w9, 0, vgx4], { z0.d - z3.d }, { z4.d - z7.d }
	movaz z0.q, za0h.q[w12, 0]
	luti4 { z0.b, z1.b }, zt0, z2[1]
	whilels pn8.h, x0, x29, vlx4
	msr RCWMASK_EL1, x26
	st1d { z19.d, z23.d, z27.d, z31.d }, pn8, [x29, 4, mul vl]
	mrs x30, ccsidr_el1
	st1h { z23.h, z31.h }, pn8, [x0, x29, lsl #1]
	tlbi ipas2e1is, x23
	st1h {za2v.h[w14, 1]}, p0, [x0, x1, lsl #1]
	bfmla za.h[w9, 3, vgx2], { z0.h, z1.h }, z2.h[0]
	msr pmsevfr_el1, x13
	st1d { z0.d, z1.d }, pn9, [x0, #2, mul vl]
	mrs x3, TTBR0_EL1
	zero {za0.d, za1.d, za4.d, za5.d, za6.d}
	tlbi rvaale1nxs, x15
	udot za.d[w10, 7, vgx2], { z0.h, z1.h }, z2.h[0]
	st1q {za0h.q[w12, 0]}, p0, [x29, x0, lsl #4]
	sumlall za.s[w9, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	whilele pn15.s, x0, x29, vlx4
	mrs x23, CNTPS_TVAL_EL1
	luti4 { z0.s, z1.s }, zt0, z2[1]
	st1d { z0.d, z8.d }, pn15, [x0, x29, lsl 3]
	stnt1b { z19.b, z23.b, z27.b, z31.b }, pn8, [x29, #4, mul vl]
	umlsll za.s[w8, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	mrs x7, prlar3_el2
	ld1b { z0.b, z8.b }, pn8/z, [x0, x29]
	ldnt1w { z16.s, z24.s }, pn15/z, [x29, x0, lsl #2]
	whilelt pn8.d, x0, x1, vlx4
	ldnt1w { z0.s, z1.s }, pn8/z, [x0, 2, mul vl]
	tlbi vae2nxs, x9
	pext p0.d, pn9[1]
	sub za.s[w10, 0], { z0.s, z1.s }, z2.s
	fdot za.s[w8, 1, vgx4], { z0.b - z3.b }, z4.b
	mov za0v.h[w12, 1], p0/m, z0.h
	bfdot za.s[w9, 0, vgx4], { z0.h - z3.h }, z4.h
	mov { z0.d, z1.d }, za.d[w11, 7, vgx2]
	st1q {za1v.q[w14, 0]}, p0, [x29, x0, lsl #4]
	luti2 z0.s, zt0, z1[1]
	umlall za.d[w8, 4:7,  vgx4], { z0.h - z3.h }, z4.h
	bfsub za.h[w9, 7], { z0.h, z1.h }
	usmops za0.d, p0/m, p1/m, z0.h, z1.h
	st1d { z0.d, z1.d }, pn8, [x0, x1, lsl 3]
	ld1h { z0.h, z1.h }, pn9/z, [x0, x29, lsl 1]
	dc cgdsw, x4
	whilelt pn9.d, x0, x1, vlx4
	movaz z0.s, za3h.s[w13, 0]
	umlsll za.d[w8, 4:7], z0.h, z1.h
	ld1w {za1h.s[w15, 0]}, p0/z, [x29, x0, lsl #2]
	st1q {za1v.q[w15, 0]}, p0, [x29, x0, lsl 4]
	umlal za.s[w9, 2:3], { z0.h, z1.h }, { z2.h, z3.h }
	zero {za0.d, za2.d, za4.d}
	msr prbar3_el2, x9
	st1h {za3h.h[w13, 15]}, p0, [x0, x29, lsl 1]
	ld1d { z3.d, z7.d, z11.d, z15.d }, pn9/z, [x0, x29, lsl #3]
	stnt1w { z16.s, z24.s }, pn15, [x0, 2, mul vl]
	ld1d { z0.d - z3.d }, pn15/z, [x29, #4, mul vl]
	ld1w { z0.s - z3.s }, pn9/z, [x29, 4, mul vl]
	tlbi RVALE3OS, xzr
	ld1d { z0.d, z8.d }, pn8/z, [x0, x29, lsl #3]
	ld1w { z19.s, z23.s, z27.s, z31.s }, pn15/z, [x29, x0, lsl 2]
	fmlsl za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h
	ldnt1d { z0.d, z8.d }, pn8/z, [x0, x1, lsl #3]
	luti4 z0.s, zt0, z1[1]
	ldnt1w { z0.s, z1.s }, pn8/z, [x29, x0, lsl 2]
	msr tcr2_el2, x28
	udot za.s[w11, 0, vgx4], { z0.b - z3.b }, z4.b[0]
	mrs x26, BRBSRC1_EL1
	ldnt1w { z1.s, z5.s, z9.s, z13.s }, pn8/z, [x0, x29, lsl 2]
	mrs x15, TEECR32_EL1
	msr SSBS, #1
	msr LORN_EL1, x28
	mrs x5, trcacatr15
	sub za.d[w8, 1, vgx4], { z0.d - z3.d }, z4.d
	ldnt1w { z0.s, z8.s }, pn8/z, [x29, 2, mul vl]
	st1h { z0.h - z3.h }, pn15, [x29, x0, lsl 1]
	whilege pn8.d, x0, x29, vlx4
	ld1h { z0.h, z8.h }, pn8/z, [x0, x1, lsl #1]
	stnt1h { z0.h - z3.h }, pn9, [x0, x1, lsl 1]
	ld1q {za3h.q[w14, 0]}, p0/z, [x29, x0, lsl #4]
	mrs x13, amevcntvoff08_el2
	st1w { z19.s, z23.s, z27.s, z31.s }, pn9, [x0, x1, lsl #2]
	whilele pn15.s, x0, x29, vlx4
	ld1w { z0.s, z1.s }, pn9/z, [x0, #2, mul vl]
	tlbi VAE1OSNXS, xzr
	ld1w { z0.s, z8.s }, pn8/z, [x0, x1, lsl 2]
	mova { z0.d - z3.d }, za.d[w8, 0, vgx4]
	whilegt pn8.d, x29, x0, vlx4
	mov z8.h, #0x3c0
	tlbi VMALLE1
	udot za.d[w9, 3, vgx4], { z0.h - z3.h }, z4.h
	whilehi pn8.d, x0, x1, vlx4
	tlbi ipas2le1osnxs, x21
	st1b {za0h.b[w12, 1]}, p0, [x0, x29]
	msr cnthps_ctl_el2, x3
	ld1w { z0.s - z3.s }, pn9/z, [x0, #4, mul vl]
	st1d {za0v.d[w12, 1]}, p0, [x0, x1, lsl #3]
	fmopa za0.h, p0/m, p1/m, z0.h, z1.h
	fmlal za.h[w8, 2:3, vgx4], { z0.b - z3.b }, z4.b
	st1h {za0v.h[w12, 0]}, p0, [x0, x1, lsl 1]
	fmlal za.s[w8, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	tlbi RIPAS2LE1NXS, xzr
	ld1w { z0.s - z3.s }, pn8/z, [x0, x1, lsl 2]
	mova za0h.d[w12, 0:1], { z0.d, z1.d }
	st1d { z0.d - z3.d }, pn8, [x0, #4, mul vl]
	ld1h { z0.h - z3.h }, pn8/z, [x29, x0, lsl 1]
	mov z14.d, #0xff80ffffffffffff
	ldnt1w { z1.s, z5.s, z9.s, z13.s }, pn8/z, [x0, x1, lsl 2]
	st1h { z0.h, z1.h }, pn15, [x0, x29, lsl #1]
	dupm z27.h, #0x3f80
	mova { z0.d - z3.d }, za2v.d[w14, 0:3]
	msr trccidcctlr1, x19
	st1w { z0.s - z3.s }, pn8, [x29, #4, mul vl]
	stnt1d { z19.d, z23.d, z27.d, z31.d }, pn15, [x29, #4, mul vl]
	ld1q {za2v.q[w13, 0]}, p0/z, [x0, x1, lsl #4]
	ld1w { z23.s, z31.s }, pn8/z, [x29, 2, mul vl]
	ldnt1b { z0.b, z8.b }, pn8/z, [x29, 2, mul vl]
	ld1d { z0.d, z1.d }, pn9/z, [x0, x1, lsl #3]
	smlall za.d[w10, 4:7, vgx4], { z0.h - z3.h }, z4.h[0]
	msr SPSel, #2
	dupm z16.b, #0x81
	msr UAO, #7
	stnt1b { z0.b - z3.b }, pn9, [x29, 4, mul vl]
	tlbi PAALLOS
	ld1b { z0.b - z3.b }, pn15/z, [x0, x29]
	smops za2.d, p0/m, p1/m, z0.h, z1.h
	dupm z17.s, #0x7f80
	fmla za.d[w9, 0, vgx4], { z0.d - z3.d }, z4.d[0]
	fmls za.d[w10, 0], { z0.d, z1.d }, z2.d[0]
	ldnt1h { z0.h - z3.h }, pn8/z, [x29, x0, lsl #1]
	tlbi alle2os
	fmlsl za.s[w10, 2:3], z0.h, z1.h[0]
	bfmops za3.h, p0/m, p1/m, z0.h, z1.h
	luti4 { z0.h, z1.h }, zt0, z2[1]
	st1d { z0.d - z3.d }, pn9, [x0, x29, lsl 3]
	bfmlal za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h[0]
	smlall za.s[w9, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	mova z0.b, p0/m, za3v.b[w13, 15]
	umlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	whilels pn9.d, x0, x1, vlx4
	luti4 z0.s, zt0, z1[1]
	ld1d { z3.d, z7.d, z11.d, z15.d }, pn15/z, [x29, 4, mul vl]
	tlbi vmallws2e1nxs
	mov z0.b, p0/m, za0v.b[w12, 1]
	smlall za.d[w8, 4:7, vgx2], { z0.h, z1.h }, z2.h[0]
	stnt1h { z0.h - z3.h }, pn15, [x29, 4, mul vl]
	zero {za3.d, za4.d, za7.d}
	movt x0, zt0[8]
	stnt1b { z0.b, z1.b }, pn8, [x29, #2, mul vl]
	mov z0.b, p0/m, za1v.b[w14, 3]
	mrs x23, BRBSRC7_EL1
	ld1h { z3.h, z7.h, z11.h, z15.h }, pn8/z, [x0, x1, lsl #1]
	ldnt1d { z0.d - z3.d }, pn8/z, [x0, x29, lsl #3]
	ldnt1w { z0.s, z1.s }, pn9/z, [x29, #2, mul vl]
	msr TRCACVR1, x5
	ld1h { z0.h - z3.h }, pn8/z, [x29, #4, mul vl]
	mrs x23, mpam1_el12
	ld1w {za1h.s[w14, 1]}, p0/z, [x29, x0, lsl 2]
	ld1d { z0.d, z1.d }, pn15/z, [x0, x1, lsl #3]
	ld1b { z0.b, z1.b }, pn15/z, [x29, x0]
	zero {za2.d, za3.d, za4.d, za5.d, za6.d}
	mrs x3, PRBAR11_EL1
	ldnt1b { z0.b - z3.b }, pn9/z, [x0, #4, mul vl]
	msr TRCACVR3, x6
	ldnt1b { z23.b, z31.b }, pn15/z, [x29, 2, mul vl]
	mrs x29, MFAR_EL3
	zero {za0.d, za1.d, za2.d, za3.d, za4.d, za5.d, za6.d, za7.d}
	st1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x0, x29, lsl 2]
	whilehs pn9.s, x0, x1, vlx4
	sumlall za.s[w11, 4:7, vgx2], { z0.b, z1.b }, z2.b[0]
	bfmlsl za.s[w9, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	st1d { z0.d, z1.d }, pn8, [x29, x0, lsl #3]
	zero {za1.d, za3.d, za7.d}
	st1h { z0.h - z3.h }, pn9, [x0, x29, lsl 1]
	stnt1d { z0.d, z1.d }, pn8, [x0, x1, lsl #3]
	dupm z19.s, #0x7ffffc00
	mov z28.d, #0xfffe000000000007
	dupm z31.s, #0x3fff800
	ldnt1d { z0.d, z1.d }, pn8/z, [x29, x0, lsl #3]
	stnt1h { z0.h, z8.h }, pn8, [x29, 2, mul vl]
	msr spmintenset_el1, x10
	stnt1d { z23.d, z31.d }, pn15, [x29, #2, mul vl]
	ld1w {za0v.s[w12, 1]}, p0/z, [x0, x1, lsl 2]
	st1d { z0.d - z3.d }, pn15, [x0, x29, lsl #3]
	whilehi pn15.b, x0, x29, vlx4
	stnt1h { z0.h - z3.h }, pn15, [x29, #4, mul vl]
	ld1w { z3.s, z11.s }, pn8/z, [x0, 2, mul vl]
	mrs x21, ID_AA64ISAR3_EL1
	ldnt1d { z7.d, z15.d }, pn9/z, [x0, x1, lsl #3]
	smops za3.s, p0/m, p1/m, z0.b, z1.b
	st1b { z0.b - z3.b }, pn15, [x0, x1]
	stnt1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x29, 4, mul vl]
	ld1w { z0.s - z3.s }, pn15/z, [x0, x29, lsl 2]
	whilels pn8.d, x29, x0, vlx4
	usmlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	usmlall za.s[w8, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	ld1w { z0.s, z1.s }, pn8/z, [x0, x29, lsl #2]
	ld1b {za1h.b[w13, 2]}, p0/z, [x0, x29]
	dupm z18.h, #0xffbf
	msr DAIFSet, #9
	smlsll za.s[w11, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	whilegt pn8.b, x0, x1, vlx4
	stnt1h { z0.h - z3.h }, pn8, [x0, x29, lsl 1]
	ldnt1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x0, x29, lsl #2]
	ld1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x0, x1, lsl #1]
	st1w {za0v.s[w15, 2]}, p0, [x0, x29, lsl 2]
	movaz { z0.s, z1.s }, za0v.s[w12, 2:3]
	zero {za0.d, za2.d, za4.d, za5.d}
	mova za0v.q[w12, 0], p0/m, z0.q
	stnt1h { z23.h, z31.h }, pn15, [x29, 2, mul vl]
	whilege pn8.h, x0, x1, vlx4
	stnt1d { z0.d - z3.d }, pn9, [x0, x1, lsl 3]
	whilege pn8.s, x29, x0, vlx4
	ld1d { z3.d, z11.d }, pn15/z, [x0, x1, lsl 3]
	fmlall za.s[w11, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	mrs x3, LORN_EL1
	st1w { z3.s, z7.s, z11.s, z15.s }, pn9, [x0, x1, lsl 2]
	mrs x21, BRBINF5_EL1
	st1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x0, 4, mul vl]
	whilege pn8.d, x29, x0, vlx4
	whilele pn9.d, x0, x29, vlx4
	zero {za0.d, za2.d, za3.d, za5.d}
	ld1w {za0v.s[w12, 1]}, p0/z, [x0, x29, lsl #2]
	luti2 z0.b, zt0, z1[1]
	svdot za.s[w8, 1, vgx2], { z0.h, z1.h }, z2.h[0]
	ldnt1w { z3.s, z11.s }, pn8/z, [x0, x1, lsl 2]
	umlsll za.d[w8, 4:7, vgx4], { z0.h - z3.h }, z4.h[0]
	mrs x1, cntpoff_el2
	tlbi alle3isnxs
	st1d {za1h.d[w12, 7]}, p0, [x29, x0, lsl #3]
	msr allint, 0
	ld1h { z0.h - z3.h }, pn15/z, [x29, 4, mul vl]
	ld1w {za0h.s[w14, 0]}, p0/z, [x0, x1, lsl #2]
	st1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x0, x1, lsl #3]
	umlsll za.d[w8, 4:7, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	tlbi VAE2OS, xzr
	dupm z31.s, #0x1ff00
	movaz { z0.b - z3.b }, za0v.b[w13, 4:7]
	sdot za.d[w8, 0, vgx4], { z0.h - z3.h }, z4.h
	sudot za.s[w10, 7], { z0.b, z1.b }, z2.b
	ldnt1h { z0.h, z1.h }, pn8/z, [x0, #2, mul vl]
	tlbi vmalle1os
	fmla za.s[w9, 7], { z0.s, z1.s }, z2.s
	umlsl za.s[w9, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	ld1w { z7.s, z15.s }, pn8/z, [x29, x0, lsl 2]
	mrs x26, cntp_tval_el0
	fmla za.h[w10, 0, vgx4], { z0.h - z3.h }, z4.h
	dupm z6.d, #0xffffffc000000003
	dc cigvac, x17
	tlbi vmalls12e1isnxs
	luti4 z0.s, zt0, z1[1]
	msr daifclr, 7
	stnt1w { z19.s, z23.s, z27.s, z31.s }, pn8, [x0, #4, mul vl]
	ld1h {za2h.h[w14, 0]}, p0/z, [x0, x1, lsl 1]
	stnt1b { z0.b, z1.b }, pn15, [x0, x29]
	zero {za2.d, za3.d, za5.d, za7.d}
	whilehs pn15.b, x29, x0, vlx4
	mova za0h.q[w12, 0], p0/m, z0.q
	ldnt1b { z0.b - z3.b }, pn15/z, [x0, x29]
	add za.s[w10, 3, vgx4], { z0.s - z3.s }, z4.s
	umlal za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h
	str zt0, [x29]
	dc CIGDSW, xzr
	stnt1d { z1.d, z5.d, z9.d, z13.d }, pn9, [x0, x1, lsl #3]
	ld1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x0, x29, lsl #3]
	st1b { z0.b, z1.b }, pn15, [x0, 2, mul vl]
	at S1E1W, xzr
	ldnt1w { z16.s, z24.s }, pn15/z, [x29, 2, mul vl]
	mrs x6, SPMINTENSET_EL1
	fmla za.s[w9, 0], { z0.s, z1.s }, { z2.s, z3.s }
	udot za.d[w8, 0, vgx4], { z0.h - z3.h }, z4.h[0]
	ldnt1w { z16.s, z20.s, z24.s, z28.s }, pn8/z, [x29, #4, mul vl]
	st1w { z0.s - z3.s }, pn9, [x29, 4, mul vl]
	st1h { z7.h, z15.h }, pn8, [x0, x1, lsl #1]
	whilehs pn8.d, x29, x0, vlx4
	st1h { z0.h, z1.h }, pn8, [x0, 2, mul vl]
	mrs x6, trcdvcvr7
	ldnt1w { z0.s, z1.s }, pn8/z, [x0, x1, lsl #2]
	whilehi pn9.s, x29, x0, vlx4
	msr AMEVCNTVOFF18_EL2, x11
	mov z6.d, #0x3ffffffff8
	ldnt1b { z0.b, z1.b }, pn8/z, [x0, x29]
	mrs x4, spmcntenclr_el0
	msr uao, 3
	whilehi pn8.s, x0, x29, vlx4
	st1w { z0.s, z8.s }, pn8, [x29, 2, mul vl]
	whilels pn8.d, x0, x29, vlx4
	bmopa za1.s, p0/m, p1/m, z0.s, z1.s
	ptrue pn15.d
	st1h { z23.h, z31.h }, pn15, [x29, x0, lsl #1]
	mrs x3, brbsrc25_el1
	zero {za4.d, za5.d, za7.d}
	ld1b { z0.b, z4.b, z8.b, z12.b }, pn8/z, [x0, x1]
	ld1q {za2h.q[w13, 0]}, p0/z, [x29, x0, lsl #4]
	msr PAN, #1
	ld1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x0, 4, mul vl]
	mrs x5, SPMEVFILT2R14_EL0
	ldr za[w13, 0], [x0]
	st1h { z0.h - z3.h }, pn15, [x0, 4, mul vl]
	whilelt pn15.h, x0, x29, vlx4
	whilels pn15.s, x29, x0, vlx4
	whilehs pn9.h, x29, x0, vlx4
	ld1q {za0h.q[w13, 0]}, p0/z, [x0, x1, lsl #4]
	msr TRCCNTVR0, x20
	fdot za.s[w11, 7, vgx4], { z0.b - z3.b }, z4.b[0]
	whilelt pn8.h, x29, x0, vlx4
	stnt1d { z0.d, z1.d }, pn9, [x0, x1, lsl 3]
	st1b { z0.b, z8.b }, pn8, [x29, x0]
	tlbi rvale3, x10
	mova za0h.d[w12, 0:3], { z0.d - z3.d }
	mrs x10, PMEVCNTR0_EL0
	smops za2.s, p0/m, p1/m, z0.b, z1.b
	umlall za.d[w8, 4:7], z0.h, z1.h[0]
	mova z0.d, p0/m, za3v.d[w13, 7]
	smlsll za.d[w8, 4:7], { z0.h, z1.h }, { z2.h, z3.h }
	zero {za0.d, za2.d, za4.d, za6.d}
	mov { z0.d, z1.d }, za.d[w8, 1, vgx2]
	ldnt1h { z0.h, z8.h }, pn8/z, [x0, x29, lsl #1]
	movaz { z0.b, z1.b }, za0v.b[w12, 2:3]
	mrs x16, AMAIR_EL3
	mrs x22, PRBAR6_EL2
	cntp x29, pn0.d, vlx4
	mov za2h.h[w12, 2:3], { z0.h, z1.h }
	ldnt1b { z3.b, z7.b, z11.b, z15.b }, pn8/z, [x29, x0]
	ld1q {za0v.q[w12, 0]}, p0/z, [x0, x1, lsl #4]
	ldr za[w12, 0], [x29, 0, mul vl]
	whilels pn8.h, x29, x0, vlx4
	ld1h { z16.h, z24.h }, pn9/z, [x0, x1, lsl #1]
	msr TRCACVR2, x4
	umlsl za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h[0]
	cntp x29, pn0.h, vlx4
	st1d { z0.d, z1.d }, pn9, [x29, 2, mul vl]
	dc cgvac, x25
	stnt1d { z0.d - z3.d }, pn15, [x0, x29, lsl #3]
	ldnt1d { z23.d, z31.d }, pn9/z, [x29, #2, mul vl]
	ldnt1h { z0.h, z8.h }, pn9/z, [x29, x0, lsl 1]
	msr prselr_el1, x10
	movaz { z0.h - z3.h }, za0h.h[w13, 4:7]
	smstart za
	ld1w { z3.s, z11.s }, pn8/z, [x29, #2, mul vl]
	msr trcacatr5, x3
	mov za0h.b[w15, 0], p0/m, z0.b
	whilegt pn8.b, x29, x0, vlx4
	bfmlsl za.s[w9, 2:3], z0.h, z1.h
	zero { zt0 }
	mov z19.d, #0x3800000000000
	msr dit, 4
	cntp x0, pn0.d, vlx4
	ldnt1b { z0.b - z3.b }, pn8/z, [x29, #4, mul vl]
	mov z24.b, #0x2
	ld1q {za3h.q[w12, 0]}, p0/z, [x0, x1, lsl 4]
	mov za1h.b[w14, 4:7], { z0.b - z3.b }
	mrs x3, mvfr1_el1
	msr DAIFSet, #7
	stnt1b { z16.b, z24.b }, pn8, [x29, #2, mul vl]
	ptrue pn15.d
	stnt1w { z0.s, z4.s, z8.s, z12.s }, pn15, [x29, x0, lsl #2]
	ld1w { z0.s - z3.s }, pn15/z, [x29, #4, mul vl]
	msr PMEVCNTR27_EL0, x10
	ldnt1d { z0.d - z3.d }, pn15/z, [x0, x29, lsl 3]
	stnt1b { z0.b - z3.b }, pn9, [x0, 4, mul vl]
	udot za.d[w11, 7, vgx2], { z0.h, z1.h }, z2.h
	fmlal za.s[w11, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	msr RGSR_EL1, x16
	st1h { z0.h - z3.h }, pn9, [x29, x0, lsl 1]
	ld1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x0, #4, mul vl]
	ld1b { z19.b, z23.b, z27.b, z31.b }, pn15/z, [x29, x0]
	st1w { z3.s, z7.s, z11.s, z15.s }, pn8, [x29, #4, mul vl]
	udot za.s[w9, 3, vgx4], { z0.h - z3.h }, z4.h
	luti2 z0.h, zt0, z1[1]
	zero {za0.d, za4.d, za7.d}
	ld1b { z0.b - z3.b }, pn15/z, [x29, #4, mul vl]
	smlsl za.s[w10, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	umlsll za.s[w8, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	msr TRCOSLAR, x26
	tlbi vae3isnxs, x14
	whilegt pn15.h, x29, x0, vlx4
	fmls za.h[w10, 0, vgx4], { z0.h - z3.h }, z4.h
	st1h {za3v.h[w15, 1]}, p0, [x29, x0, lsl #1]
	whilehs pn9.s, x0, x29, vlx4
	tlbi IPAS2E1, xzr
	st1h { z0.h - z3.h }, pn8, [x29, x0, lsl 1]
	ldnt1h { z0.h, z8.h }, pn8/z, [x0, #2, mul vl]
	mova { z0.d, z1.d }, za3v.d[w12, 6:7]
	umopa za2.s, p0/m, p1/m, z0.b, z1.b
	st1h { z0.h, z1.h }, pn9, [x29, #2, mul vl]
	ld1d { z19.d, z23.d, z27.d, z31.d }, pn8/z, [x29, #4, mul vl]
	stnt1h { z0.h, z1.h }, pn8, [x29, #2, mul vl]
	ldnt1h { z0.h - z3.h }, pn8/z, [x0, x29, lsl #1]
	whilegt pn9.h, x29, x0, vlx4
	movaz { z0.d, z1.d }, za1v.d[w12, 14:15]
	zero {za1.d, za5.d, za7.d}
	tlbi VALE2NXS, xzr
	at S1E1WP, xzr
	whilegt pn8.d, x0, x29, vlx4
	whilege pn9.d, x0, x29, vlx4
	stnt1h { z3.h, z11.h }, pn8, [x0, 2, mul vl]
	zero {za0.d, za1.d, za3.d, za5.d}
	msr DAIFSet, #10
	ldnt1d { z7.d, z15.d }, pn9/z, [x29, x0, lsl 3]
	stnt1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x29, x0, lsl 3]
	mov z13.s, #0x780
	ld1h { z0.h, z1.h }, pn15/z, [x0, 2, mul vl]
	st1h {za0v.h[w15, 15]}, p0, [x29, x0, lsl #1]
	st1b { z0.b - z3.b }, pn15, [x0, x29]
	stnt1h { z0.h - z3.h }, pn8, [x0, x29, lsl 1]
	ld1w { z0.s, z8.s }, pn8/z, [x29, x0, lsl #2]
	pext { p0.s, p1.s }, pn8[1]
	st1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x0, x1, lsl 3]
	luti4 { z0.h, z1.h }, zt0, z2[1]
	stnt1b { z3.b, z11.b }, pn15, [x0, x1]
	ldr zt0, [x29]
	st1w {za1h.s[w14, 0]}, p0, [x29, x0, lsl #2]
	mov z1.d, #0xfffffffc03ffffff
	mova za0h.s[w12, 1], p0/m, z0.s
	mrs x23, prlar_el2
	stnt1w { z0.s, z1.s }, pn8, [x0, x29, lsl #2]
	stnt1h { z0.h - z3.h }, pn8, [x0, #4, mul vl]
	ld1w { z1.s, z5.s, z9.s, z13.s }, pn8/z, [x0, x29, lsl #2]
	fmlal za.s[w8, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	msr tco, 1
	ld1w { z0.s, z1.s }, pn9/z, [x0, x1, lsl #2]
	st1d { z0.d, z1.d }, pn9, [x29, 2, mul vl]
	ldnt1h { z0.h - z3.h }, pn8/z, [x0, x29, lsl #1]
	st1d { z0.d - z3.d }, pn8, [x0, 4, mul vl]
	mova { z0.s, z1.s }, za2h.s[w14, 2:3]
	ld1b { z0.b, z8.b }, pn15/z, [x29, 2, mul vl]
	mrs x29, SP_EL2
	zero {za1.d, za6.d, za7.d}
	dupm z22.b, #0x4
	sumlall za.s[w9, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	smlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h
	mov z7.h, #0x7ff
	ld1b { z0.b - z3.b }, pn8/z, [x0, #4, mul vl]
	zero {za0.d, za1.d, za2.d, za4.d}
	stnt1w { z0.s, z1.s }, pn8, [x0, x29, lsl 2]
	ldnt1h { z0.h - z3.h }, pn9/z, [x0, x29, lsl 1]
	mov za1h.q[w13, 0], p0/m, z0.q
	smlal za.s[w11, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	str zt0, [x0]
	ld1h { z3.h, z7.h, z11.h, z15.h }, pn15/z, [x0, x29, lsl 1]
	stnt1d { z0.d, z1.d }, pn15, [x29, 2, mul vl]
	zero {za3.d, za5.d}
	mov { z0.b, z1.b }, za1h.b[w15, 2:3]
	tlbi alle1osnxs
	dvp rctx, x25
	zero {za4.d, za5.d, za6.d}
	fdot za.s[w8, 1, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	st1h { z0.h, z4.h, z8.h, z12.h }, pn15, [x0, 4, mul vl]
	cntp x0, pn0.h, vlx4
	stnt1b { z16.b, z20.b, z24.b, z28.b }, pn9, [x0, x29]
	mrs x27, ich_lr5_el2
	ldnt1h { z0.h - z3.h }, pn9/z, [x0, 4, mul vl]
	ld1b { z0.b - z3.b }, pn9/z, [x29, 4, mul vl]
	stnt1d { z16.d, z20.d, z24.d, z28.d }, pn15, [x29, x0, lsl 3]
	st1w {za1v.s[w13, 15]}, p0, [x29, x0, lsl 2]
	mova za3v.s[w12, 2:3], { z0.s, z1.s }
	suvdot za.s[w8, 3, vgx4], { z0.b - z3.b }, z4.b[0]
	stnt1b { z0.b - z3.b }, pn9, [x29, x0]
	mrs x24, brbinf8_el1
	tlbi rvale2osnxs, x21
	st1w {za3v.s[w15, 1]}, p0, [x0, x1, lsl 2]
	ldnt1d { z3.d, z7.d, z11.d, z15.d }, pn15/z, [x29, 4, mul vl]
	ldnt1d { z16.d, z20.d, z24.d, z28.d }, pn9/z, [x0, #4, mul vl]
	ld1b { z7.b, z15.b }, pn9/z, [x0, 2, mul vl]
	ldnt1d { z0.d, z8.d }, pn8/z, [x29, 2, mul vl]
	stnt1w { z16.s, z24.s }, pn15, [x0, x29, lsl 2]
	luti4 z0.h, zt0, z1[1]
	msr ssbs, 1
	ldnt1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x0, 4, mul vl]
	st1d { z1.d, z5.d, z9.d, z13.d }, pn8, [x29, #4, mul vl]
	stnt1h { z3.h, z11.h }, pn8, [x0, x29, lsl #1]
	mrs x29, dbgwvr6_el1
	fmlal za.h[w10, 2:3, vgx4], { z0.b - z3.b }, z4.b
	dupm z6.s, #0xffe0000
	zero {za4.d, za7.d}
	st1h {za1v.h[w13, 0]}, p0, [x0, x29, lsl #1]
	st1w { z0.s, z1.s }, pn8, [x29, x0, lsl 2]
	movaz { z0.h, z1.h }, za2h.h[w14, 2:3]
	ld1w {za3v.s[w12, 15]}, p0/z, [x0, x1, lsl 2]
	tlbi ASIDE1ISNXS, xzr
	tlbi rvale3is, x10
	fmlal za.s[w10, 2:3, vgx2], { z0.h, z1.h }, z2.h
	ldnt1h { z0.h, z1.h }, pn9/z, [x0, x29, lsl #1]
	st1h { z0.h - z3.h }, pn9, [x0, x1, lsl 1]
	ld1w { z0.s, z1.s }, pn8/z, [x0, #2, mul vl]
	ld1w { z0.s, z8.s }, pn8/z, [x0, #2, mul vl]
	tlbi RVAAE1OS, xzr
	zero {za0.d, za1.d, za2.d, za3.d, za4.d, za5.d}
	mov z1.b, #0x7e
	sumlall za.s[w11, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	svdot za.d[w8, 1, vgx4], { z0.h - z3.h }, z4.h[0]
	tlbi ipas2le1isnxs, x20
	ld1h { z0.h, z1.h }, pn9/z, [x0, x1, lsl #1]
	mova z0.d, p0/m, za0v.d[w12, 1]
	msr allint, 0
	dupm z11.b, #0x18
	mrs x21, PRLAR1_EL2
	mov za3h.h[w15, 2:3], { z0.h, z1.h }
	fmla za.h[w9, 3, vgx4], { z0.h - z3.h }, z4.h[0]
	whilehs pn9.s, x0, x29, vlx4
	luti4 z0.h, zt0, z1[1]
	dc CVAP, xzr
	fvdot za.s[w11, 7, vgx2], { z0.h, z1.h }, z2.h[0]
	stnt1w { z0.s - z3.s }, pn8, [x0, x1, lsl #2]
	msr ICC_AP1R3_EL1, x24
	smlall za.d[w8, 4:7], { z0.h, z1.h }, { z2.h, z3.h }
	ld1b { z0.b, z1.b }, pn8/z, [x0, #2, mul vl]
	tlbi IPAS2E1IS, xzr
	smlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	luti4 { z0.b, z8.b }, zt0, z1[1]
	usmlall za.s[w9, 4:7], z0.b, z1.b[0]
	ld1h { z0.h, z1.h }, pn8/z, [x29, x0, lsl #1]
	tlbi aside1nxs, x3
	st1d {za3v.d[w15, 3]}, p0, [x0, x29, lsl #3]
	usdot za.s[w8, 1, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	tlbi aside1osnxs, x28
	ld1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x0, x29, lsl 3]
	bfmlal za.s[w10, 2:3, vgx2], { z0.h, z1.h }, z2.h
	fmopa za0.d, p0/m, p1/m, z0.d, z1.d
	fmls za.d[w10, 0, vgx4], { z0.d - z3.d }, z4.d
	fmls za.d[w10, 3, vgx4], { z0.d - z3.d }, z4.d[0]
	umlsll za.d[w8, 4:7,  vgx4], { z0.h - z3.h }, z4.h
	mova za3v.d[w14, 6:7], { z0.d, z1.d }
	msr trcacvr6, x4
	movaz { z0.d, z1.d }, za.d[w10, 3, vgx2]
	st1b { z0.b, z1.b }, pn15, [x29, x0]
	whilelt pn8.h, x0, x1, vlx4
	ldnt1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x0, x29, lsl #3]
	msr oseccr_el1, x8
	stnt1h { z0.h - z3.h }, pn8, [x29, 4, mul vl]
	bfmopa za0.s, p0/m, p1/m, z0.h, z1.h
	ldnt1d { z0.d, z1.d }, pn8/z, [x29, x0, lsl #3]
	zero {za1.d, za3.d, za4.d, za5.d, za6.d, za7.d}
	luti4 { z0.b, z1.b }, zt0, z2[1]
	mrs x22, pfar_el12
	mov { z0.d - z3.d }, za0h.d[w14, 12:15]
	umops za0.d, p0/m, p1/m, z0.h, z1.h
	tlbi rvale3osnxs, x15
	fmopa za0.s, p0/m, p1/m, z0.b, z1.b
	st1w { z0.s, z1.s }, pn9, [x29, x0, lsl 2]
	tlbi VAALE1, xzr
	ld1b { z0.b, z1.b }, pn8/z, [x0, #2, mul vl]
	msr AMEVCNTVOFF112_EL2, x15
	msr ich_lr5_el2, x13
	fmopa za3.s, p0/m, p1/m, z0.h, z1.h
	ld1h { z0.h - z3.h }, pn15/z, [x29, 4, mul vl]
	mova { z0.h, z1.h }, za0v.h[w12, 2:3]
	stnt1h { z23.h, z31.h }, pn15, [x29, x0, lsl 1]
	add za.d[w8, 1, vgx2], { z0.d, z1.d }, { z2.d, z3.d }
	ld1w {za0h.s[w12, 1]}, p0/z, [x0, x1, lsl #2]
	msr SSBS, #12
	stnt1d { z0.d, z1.d }, pn9, [x0, x29, lsl 3]
	umlsll za.s[w8, 4:7], z0.b, z1.b
	zero {za2.d, za3.d, za4.d, za6.d, za7.d}
	ld1b {za3v.b[w13, 7]}, p0/z, [x0, x1]
	dupm z15.s, #0xff1fffff
	ldnt1b { z0.b - z3.b }, pn8/z, [x0, #4, mul vl]
	ld1h { z0.h - z3.h }, pn9/z, [x0, x29, lsl 1]
	svdot za.s[w10, 3], { z0.h, z1.h }, z2.h[0]
	fmops za0.s, p0/m, p1/m, z0.s, z1.s
	st1d { z0.d, z8.d }, pn8, [x0, #2, mul vl]
	stnt1h { z19.h, z23.h, z27.h, z31.h }, pn15, [x0, x29, lsl #1]
	st1d { z7.d, z15.d }, pn9, [x0, x29, lsl 3]
	ld1q {za2v.q[w15, 0]}, p0/z, [x0, x29, lsl 4]
	mov z22.h, #1
	mova za0h.h[w12, 1], p0/m, z0.h
	zero {za0.d, za2.d, za3.d, za5.d, za6.d, za7.d}
	smopa za3.s, p0/m, p1/m, z0.b, z1.b
	mov za0h.h[w14, 7], p0/m, z0.h
	dupm z1.h, #0xfff1
	udot za.s[w9, 7, vgx4], { z0.h - z3.h }, z4.h[0]
	ld1w { z0.s - z3.s }, pn8/z, [x29, x0, lsl 2]
	ld1d { z0.d, z1.d }, pn15/z, [x0, 2, mul vl]
	stnt1d { z0.d, z1.d }, pn15, [x0, x29, lsl 3]
	st1b { z0.b - z3.b }, pn8, [x0, #4, mul vl]
	ptrue pn8.d
	stnt1h { z0.h, z8.h }, pn9, [x0, x29, lsl #1]
	whilegt pn9.h, x0, x29, vlx4
	tlbi VMALLE1ISNXS
	ldnt1w { z0.s, z8.s }, pn8/z, [x0, #2, mul vl]
	st1d {za0h.d[w12, 1]}, p0, [x0, x29, lsl 3]
	mov za0h.h[w12, 1], p0/m, z0.h
	msr tco, 6
	stnt1h { z0.h, z1.h }, pn8, [x29, x0, lsl #1]
	msr daifset, 7
	stnt1h { z0.h, z1.h }, pn8, [x0, x1, lsl #1]
	msr PAN, #12
	umlal za.s[w10, 2:3], { z0.h, z1.h }, z2.h
	msr ssbs, 12
	tlbi vae2is, x1
	whilehs pn8.d, x29, x0, vlx4
	svdot za.d[w10, 7, vgx4], { z0.h - z3.h }, z4.h[0]
	mrs x13, TRCTSCTLR
	msr TRCRSCTLR17, x20
	whilelt pn8.s, x0, x29, vlx4
	stnt1h { z0.h - z3.h }, pn8, [x0, 4, mul vl]
	cosp RCTX, xzr
	ld1b {za0h.b[w13, 2]}, p0/z, [x29, x0]
	mov z7.d, #0xc0000000000003ff
	ld1b { z0.b, z1.b }, pn15/z, [x29, #2, mul vl]
	ld1b { z0.b, z4.b, z8.b, z12.b }, pn8/z, [x0, #4, mul vl]
	zero {za2.d, za3.d, za4.d, za5.d, za7.d}
	stnt1d { z7.d, z15.d }, pn8, [x29, 2, mul vl]
	umopa za0.s, p0/m, p1/m, z0.h, z1.h
	ldr za[w15, 0], [x0, 0, mul vl]
	mrs x16, BRBINF31_EL1
	smopa za0.s, p0/m, p1/m, z0.b, z1.b
	ic ivau, x3
	msr mecid_rl_a_el3, x25
	mrs x29, dit
	tlbi RVALE1OSNXS, xzr
	ldnt1h { z0.h, z8.h }, pn8/z, [x0, x29, lsl #1]
	mov z13.b, #0x18
	stnt1d { z0.d, z8.d }, pn8, [x0, x29, lsl 3]
	st1b {za0h.b[w14, 15]}, p0, [x0, x1]
	ld1w { z0.s, z4.s, z8.s, z12.s }, pn9/z, [x29, 4, mul vl]
	stnt1w { z0.s - z3.s }, pn15, [x29, x0, lsl #2]
	mova za3v.d[w12, 12:15], { z0.d - z3.d }
	dc cvap, x17
	whilehi pn9.b, x29, x0, vlx4
	mrs x11, tfsr_el2
	luti4 { z0.b, z1.b }, zt0, z2[1]
	sub za.s[w8, 1, vgx2], { z0.s, z1.s }, z2.s
	mov za2v.b[w13, 4:7], { z0.b - z3.b }
	whilege pn8.h, x0, x29, vlx4
	stnt1h { z16.h, z20.h, z24.h, z28.h }, pn9, [x29, x0, lsl #1]
	st1b { z0.b, z1.b }, pn8, [x0, x1]
	stnt1w { z0.s, z4.s, z8.s, z12.s }, pn15, [x29, x0, lsl 2]
	fdot za.h[w9, 7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	smlall za.s[w8, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	pext p0.s, pn9[1]
	st1b {za0v.b[w12, 1]}, p0, [x0, x29]
	smlsll za.d[w8, 4:7, vgx2], { z0.h, z1.h }, z2.h[0]
	sudot za.s[w11, 7], { z0.b, z1.b }, z2.b
	ld1d {za0h.d[w12, 1]}, p0/z, [x29, x0, lsl 3]
	at s1e1w, x3
	tlbi VAALE1OSNXS, xzr
	whilelt pn8.d, x0, x29, vlx4
	zero {za0.d, za1.d, za2.d, za6.d, za7.d}
	bfmlal za.s[w11, 2:3, vgx4], { z0.h - z3.h }, z4.h
	usmlall za.s[w9, 4:7], { z0.b, z1.b }, { z2.b, z3.b }
	sub za.s[w9, 0, vgx4], { z0.s - z3.s }, z4.s
	st1h {za3h.h[w14, 2]}, p0, [x0, x29, lsl 1]
	stnt1h { z0.h, z1.h }, pn9, [x29, x0, lsl 1]
	ldnt1h { z0.h, z1.h }, pn8/z, [x0, 2, mul vl]
	mov za1h.s[w13, 0], p0/m, z0.s
	fdot za.s[w9, 7, vgx2], { z0.b, z1.b }, z2.b
	whilege pn9.h, x29, x0, vlx4
	ldnt1w { z19.s, z23.s, z27.s, z31.s }, pn8/z, [x29, 4, mul vl]
	bfmlal za.s[w10, 2:3], z0.h, z1.h
	stnt1h { z16.h, z20.h, z24.h, z28.h }, pn9, [x0, #4, mul vl]
	fmlal za.s[w10, 2:3], z0.h, z1.h
	ldr za[w15, 0], [x0, #0, mul vl]
	add za.s[w8, 1, vgx4], { z0.s - z3.s }
	ldnt1d { z0.d - z3.d }, pn9/z, [x0, x1, lsl 3]
	fmla za.d[w10, 7, vgx4], { z0.d - z3.d }, z4.d[0]
	stnt1h { z0.h, z8.h }, pn8, [x0, x1, lsl #1]
	str za[w14, 0], [x29]
	st1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x0, x29, lsl #1]
	zero {za0.d, za2.d, za6.d}
	mrs x18, trcsscsr2
	stnt1h { z16.h, z20.h, z24.h, z28.h }, pn15, [x0, #4, mul vl]
	umlall za.s[w10, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	st1b {za0v.b[w12, 1]}, p0, [x0, x1]
	dc CIVAC, xzr
	sdot za.s[w11, 7, vgx4], { z0.b - z3.b }, z4.b[0]
	stnt1w { z0.s - z3.s }, pn8, [x29, x0, lsl 2]
	fmlal za.h[w8, 2:3, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	fadd za.d[w11, 3, vgx4], { z0.d - z3.d }
	whilege pn9.d, x0, x29, vlx4
	st1w { z23.s, z31.s }, pn15, [x0, x1, lsl #2]
	stnt1b { z0.b, z4.b, z8.b, z12.b }, pn8, [x29, #4, mul vl]
	ldnt1h { z0.h, z1.h }, pn9/z, [x29, #2, mul vl]
	whilele pn8.h, x29, x0, vlx4
	mrs x25, VMPIDR_EL2
	fmopa za3.h, p0/m, p1/m, z0.h, z1.h
	ld1w { z0.s, z8.s }, pn8/z, [x0, x29, lsl 2]
	whilehi pn9.h, x29, x0, vlx4
	smlall za.s[w8, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	ld1q {za2v.q[w13, 0]}, p0/z, [x0, x29, lsl #4]
	str za[w14, 0], [x29]
	movaz { z0.s - z3.s }, za0h.s[w12, 0:3]
	dc CSW, xzr
	usmlall za.s[w11, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	ldnt1d { z0.d, z8.d }, pn8/z, [x29, #2, mul vl]
	ld1b { z0.b, z4.b, z8.b, z12.b }, pn9/z, [x29, #4, mul vl]
	at s1e3r, x26
	ld1h { z0.h - z3.h }, pn8/z, [x0, 4, mul vl]
	whilegt pn15.d, x0, x1, vlx4
	ld1h {za2h.h[w14, 15]}, p0/z, [x29, x0, lsl 1]
	bfmopa za3.h, p0/m, p1/m, z0.h, z1.h
	mov za0v.d[w14, 6:7], { z0.d, z1.d }
	tlbi vae3, x14
	addva za3.s, p0/m, p1/m, z0.s
	ld1h { z3.h, z11.h }, pn15/z, [x0, #2, mul vl]
	mov { z0.s, z1.s }, za2v.s[w13, 2:3]
	whilehi pn8.d, x0, x1, vlx4
	fmlsl za.s[w8, 2:3], z0.h, z1.h
	dc CGDVADP, xzr
	stnt1d { z0.d - z3.d }, pn8, [x0, x29, lsl #3]
	zero {za2.d, za7.d}
	st1h { z0.h, z1.h }, pn8, [x0, 2, mul vl]
	msr tco, 13
	ld1d { z0.d - z3.d }, pn15/z, [x29, x0, lsl #3]
	luti4 { z0.b - z3.b }, zt0, { z4, z5 }
	whilehi pn8.h, x29, x0, vlx4
	whilels pn9.b, x29, x0, vlx4
	tlbi RPAOSNXS, xzr
	bfadd za.h[w8, 3, vgx4], { z0.h - z3.h }
	tlbi rvae1is, x4
	movaz z0.d, za0h.d[w12, 1]
	tlbi VMALLS12E1IS
	ldnt1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x0, 4, mul vl]
	zero {za3.d, za5.d, za7.d}
	dupm z4.s, #0x7fe0
	udot za.s[w9, 0, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	uvdot za.d[w8, 1, vgx4], { z0.h - z3.h }, z4.h[0]
	dc IGSW, xzr
	st1w { z0.s, z8.s }, pn8, [x0, x1, lsl 2]
	umlall za.s[w10, 4:7], z0.b, z1.b
	bfmls za.h[w11, 7, vgx4], { z0.h - z3.h }, z4.h[0]
	mova za1v.h[w15, 4:7], { z0.h - z3.h }
	stnt1h { z0.h, z1.h }, pn15, [x0, #2, mul vl]
	st1d { z23.d, z31.d }, pn15, [x0, 2, mul vl]
	ld1h { z0.h - z3.h }, pn8/z, [x0, x29, lsl 1]
	bfmlsl za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h
	stnt1h { z0.h, z1.h }, pn8, [x0, 2, mul vl]
	umops za1.s, p0/m, p1/m, z0.h, z1.h
	mova za2v.h[w15, 0], p0/m, z0.h
	zero {za2.d, za4.d}
	msr prlar12_el1, x20
	ld1w { z0.s, z1.s }, pn9/z, [x0, #2, mul vl]
	ldnt1w { z0.s - z3.s }, pn15/z, [x0, #4, mul vl]
	fmls za.h[w10, 3, vgx2], { z0.h, z1.h }, z2.h[0]
	st1w { z0.s, z1.s }, pn8, [x0, x29, lsl 2]
	tlbi IPAS2LE1OSNXS, xzr
	st1w { z0.s, z1.s }, pn9, [x29, #2, mul vl]
	mov z0.h, p0/m, za3h.h[w15, 2]
	fmlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h
	dc cigsw, x4
	st1w {za1h.s[w13, 15]}, p0, [x0, x1, lsl #2]
	zero {za0.d, za1.d, za3.d, za4.d, za5.d, za6.d}
	dupm z27.d, #0xf8000000001fffff
	mrs x23, TRCIMSPEC1
	ld1w { z0.s - z3.s }, pn8/z, [x0, 4, mul vl]
	sdot za.s[w8, 0, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	dc igdvac, x20
	mrs x20, trcdvcvr0
	msr TRCSSCSR6, x15
	stnt1b { z0.b, z4.b, z8.b, z12.b }, pn15, [x29, #4, mul vl]
	ld1d { z23.d, z31.d }, pn9/z, [x0, x29, lsl 3]
	mrs x30, trbbaser_el1
	smlall za.s[w9, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	msr spsel, 2
	ld1h {za0h.h[w12, 2]}, p0/z, [x0, x1, lsl #1]
	mov z30.h, #0xff3f
	st1q {za1h.q[w14, 0]}, p0, [x29, x0, lsl 4]
	dupm z1.h, #0x3000
	st1w { z0.s, z1.s }, pn15, [x0, x29, lsl #2]
	mov z0.q, p0/m, za0h.q[w13, 0]
	mrs x12, APDAKeyLo_EL1
	luti2 z0.h, zt0, z1[1]
	ld1w { z0.s, z1.s }, pn8/z, [x0, x29, lsl 2]
	fmlall za.s[w10, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	tlbi rpaos, x26
	msr PMEVTYPER30_EL0, x18
	ldnt1b { z23.b, z31.b }, pn8/z, [x29, x0]
	st1b { z0.b, z1.b }, pn8, [x0, x1]
	ld1w { z3.s, z11.s }, pn8/z, [x0, x1, lsl 2]
	add za.s[w8, 0, vgx4], { z0.s - z3.s }
	ld1h {za0v.h[w12, 1]}, p0/z, [x0, x1, lsl 1]
	umopa za3.s, p0/m, p1/m, z0.h, z1.h
	fmopa za0.s, p0/m, p1/m, z0.h, z1.h
	st1d {za2h.d[w14, 7]}, p0, [x0, x1, lsl #3]
	fdot za.s[w10, 0, vgx4], { z0.b - z3.b }, z4.b
	movt x29, zt0[8]
	st1b { z3.b, z7.b, z11.b, z15.b }, pn8, [x0, 4, mul vl]
	ld1b { z0.b, z1.b }, pn8/z, [x0, x29]
	mrs x22, pmevtyper1_el0
	stnt1h { z0.h, z1.h }, pn8, [x0, x1, lsl #1]
	zero za.d[w8, 0, vgx4]
	st1d { z0.d, z8.d }, pn8, [x0, x29, lsl #3]
	msr dbgwvr12_el1, x27
	movaz { z0.d, z1.d }, za1v.d[w14, 14:15]
	stnt1w { z0.s, z8.s }, pn8, [x0, x1, lsl #2]
	ld1d { z0.d, z1.d }, pn8/z, [x29, x0, lsl 3]
	mrs x1, PRBAR1_EL1
	bfmlsl za.s[w8, 2:3], z0.h, z1.h[0]
	stnt1b { z0.b, z4.b, z8.b, z12.b }, pn8, [x29, #4, mul vl]
	fdot za.s[w9, 7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	st1w {za0h.s[w13, 15]}, p0, [x0, x29, lsl #2]
	fmls za.h[w11, 7, vgx2], { z0.h, z1.h }, z2.h[0]
	usdot za.s[w8, 0, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	stnt1d { z7.d, z15.d }, pn9, [x0, x1, lsl #3]
	dupm z28.s, #0xc0000fff
	ld1w { z16.s, z24.s }, pn15/z, [x0, 2, mul vl]
	ldnt1b { z0.b - z3.b }, pn15/z, [x29, x0]
	msr prlar1_el2, x21
	ldnt1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x29, x0, lsl 1]
	stnt1b { z19.b, z23.b, z27.b, z31.b }, pn8, [x29, 4, mul vl]
	bfmls za.h[w9, 0, vgx4], { z0.h - z3.h }, z4.h[0]
	msr cntv_ctl_el02, x11
	stnt1d { z7.d, z15.d }, pn15, [x29, x0, lsl #3]
	mov z29.s, #0x7ff80000
	tlbi ripas2e1osnxs, x16
	smlsll za.d[w11, 4:7], { z0.h, z1.h }, z2.h[0]
	tlbi rvale3os, x27
	st1b { z0.b - z3.b }, pn15, [x29, 4, mul vl]
	ld1b {za0v.b[w12, 1]}, p0/z, [x29, x0]
	stnt1h { z0.h - z3.h }, pn8, [x29, x0, lsl #1]
	st1w { z0.s, z1.s }, pn15, [x0, x1, lsl 2]
	ld1q {za3h.q[w14, 0]}, p0/z, [x0, x29, lsl #4]
	tlbi ALLE2IS
	sdot za.s[w9, 0, vgx2], { z0.h, z1.h }, z2.h[0]
	mov { z0.b - z3.b }, za0h.b[w15, 4:7]
	ldnt1h { z0.h, z1.h }, pn8/z, [x0, x29, lsl #1]
	tlbi vae3is, x0
	udot za.s[w9, 7], { z0.h, z1.h }, { z2.h, z3.h }
	whilelo pn15.d, x0, x1, vlx4
	usdot za.s[w11, 7], { z0.b, z1.b }, z2.b[0]
	ld1h { z0.h, z1.h }, pn8/z, [x29, x0, lsl 1]
	add za.s[w8, 1, vgx4], { z0.s - z3.s }, { z4.s - z7.s }
	ld1d { z0.d - z3.d }, pn15/z, [x0, x1, lsl #3]
	smlal za.s[w9, 2:3], { z0.h, z1.h }, z2.h[0]
	mrs x19, id_aa64pfr1_el1
	fmla za.h[w10, 3], { z0.h, z1.h }, { z2.h, z3.h }
	st1d { z0.d - z3.d }, pn8, [x0, #4, mul vl]
	ldnt1w { z0.s - z3.s }, pn9/z, [x29, x0, lsl #2]
	msr dit, 8
	dc zva, x26
	mov z17.b, #0x8f
	st1b { z0.b - z3.b }, pn8, [x0, x1]
	ldnt1d { z0.d, z1.d }, pn9/z, [x29, x0, lsl 3]
	ld1d { z3.d, z7.d, z11.d, z15.d }, pn8/z, [x0, x1, lsl #3]
	ld1d {za3h.d[w15, 2]}, p0/z, [x0, x1, lsl #3]
	umlal za.s[w8, 2:3], z0.h, z1.h
	mrs x20, dbgwvr5_el1
	stnt1b { z0.b, z8.b }, pn9, [x0, 2, mul vl]
	whilelt pn9.s, x0, x29, vlx4
	udot za.s[w8, 1, vgx2], { z0.h, z1.h }, z2.h
	ldnt1b { z0.b - z3.b }, pn9/z, [x0, x29]
	st1h { z0.h, z1.h }, pn15, [x0, x1, lsl 1]
	smlall za.d[w10, 4:7], { z0.h, z1.h }, z2.h[0]
	zero {za0.d, za3.d, za6.d}
	tlbi alle3os
	zero {za0.d, za3.d, za4.d, za5.d}
	fmls za.s[w8, 1, vgx4], { z0.s - z3.s }, z4.s[0]
	fdot za.s[w8, 7], { z0.h, z1.h }, z2.h
	ldnt1w { z0.s - z3.s }, pn8/z, [x0, x29, lsl 2]
	bfmla za.h[w9, 7], { z0.h, z1.h }, z2.h
	tlbi VAE1NXS, xzr
	dupm z22.d, #0xc0000000000007ff
	ldnt1w { z0.s, z8.s }, pn8/z, [x0, x29, lsl #2]
	tlbi paallos
	luti4 { z0.h - z3.h }, zt0, z4[1]
	smlsl za.s[w8, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	msr DAIFClr, #4
	tlbi vale2is, x13
	luti2 { z0.s, z1.s }, zt0, z2[1]
	mov { z0.h - z3.h }, za1h.h[w14, 4:7]
	ldnt1h { z0.h, z1.h }, pn8/z, [x0, x1, lsl 1]
	mrs x17, ID_AA64ISAR2_EL1
	st1q {za1v.q[w12, 0]}, p0, [x29, x0, lsl 4]
	ldnt1w { z16.s, z20.s, z24.s, z28.s }, pn8/z, [x0, 4, mul vl]
	ldnt1d { z7.d, z15.d }, pn8/z, [x0, #2, mul vl]
	stnt1h { z23.h, z31.h }, pn9, [x0, x1, lsl #1]
	dupm z25.d, #0x3ffffffff0000000
	st1d { z7.d, z15.d }, pn9, [x0, 2, mul vl]
	whilegt pn8.s, x0, x29, vlx4
	whilele pn15.d, x0, x1, vlx4
	ld1h {za0v.h[w12, 1]}, p0/z, [x0, x1, lsl #1]
	sel { z0.d, z1.d }, pn15, { z2.d, z3.d }, { z4.d, z5.d }
	bfvdot za.s[w10, 0, vgx2], { z0.h, z1.h }, z2.h[0]
	ldr za[w13, 0], [x29]
	sdot za.s[w8, 3, vgx4], { z0.h - z3.h }, z4.h
	ld1h { z0.h - z3.h }, pn15/z, [x29, #4, mul vl]
	ldnt1d { z0.d - z3.d }, pn9/z, [x0, 4, mul vl]
	dupm z24.d, #0xfff80000000003ff
	stnt1h { z16.h, z24.h }, pn15, [x0, 2, mul vl]
	tlbi ALLE2ISNXS
	bfsub za.h[w8, 1, vgx4], { z0.h - z3.h }
	umlsl za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h[0]
	umlsll za.s[w10, 4:7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	ld1w { z0.s, z1.s }, pn15/z, [x29, x0, lsl 2]
	tlbi vae1isnxs, x24
	luti2 { z0.h, z1.h }, zt0, z2[1]
	fmlal za.s[w9, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	ld1b { z0.b, z1.b }, pn15/z, [x0, x29]
	stnt1h { z0.h, z8.h }, pn8, [x0, x29, lsl 1]
	st1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x29, #4, mul vl]
	mova za2h.d[w12, 2:3], { z0.d, z1.d }
	st1d { z0.d, z1.d }, pn8, [x0, x29, lsl 3]
	st1d { z3.d, z7.d, z11.d, z15.d }, pn8, [x29, 4, mul vl]
	ldnt1d { z0.d, z1.d }, pn9/z, [x0, x29, lsl 3]
	stnt1d { z19.d, z23.d, z27.d, z31.d }, pn15, [x0, #4, mul vl]
	zero {za0.d, za3.d, za7.d}
	whilege pn15.d, x0, x29, vlx4
	fmls za.h[w8, 1, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	ld1h { z3.h, z11.h }, pn15/z, [x0, x29, lsl #1]
	ld1q {za0v.q[w12, 0]}, p0/z, [x29, x0, lsl 4]
	sel { z0.s, z1.s }, pn15, { z2.s, z3.s }, { z4.s, z5.s }
	st1q {za1v.q[w13, 0]}, p0, [x29, x0, lsl #4]
	mov { z0.b, z1.b }, za0h.b[w12, 2:3]
	mov z7.d, #0xfff803ffffffffff
	ldnt1d { z16.d, z20.d, z24.d, z28.d }, pn9/z, [x0, x1, lsl 3]
	smlsll za.s[w10, 4:7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	umlsl za.s[w11, 2:3], { z0.h, z1.h }, z2.h
	mrs x20, trcacvr15
	tlbi ALLE1OSNXS
	msr trcvdarcctlr, x17
	ld1w {za3h.s[w14, 1]}, p0/z, [x0, x1, lsl 2]
	at S12E0R, xzr
	umlsll za.d[w10, 4:7,  vgx4], { z0.h - z3.h }, z4.h
	bmops za3.s, p0/m, p1/m, z0.s, z1.s
	ldnt1d { z3.d, z11.d }, pn15/z, [x0, #2, mul vl]
	ld1d { z0.d, z1.d }, pn9/z, [x29, #2, mul vl]
	zero {za2.d, za4.d, za5.d, za7.d}
	ld1h { z0.h, z1.h }, pn9/z, [x29, x0, lsl #1]
	ldnt1w { z3.s, z11.s }, pn9/z, [x29, x0, lsl 2]
	bfdot za.s[w8, 1, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	stnt1d { z16.d, z24.d }, pn9, [x0, 2, mul vl]
	whilels pn9.h, x29, x0, vlx4
	msr UAO, #1
	st1h { z0.h, z1.h }, pn8, [x29, 2, mul vl]
	mrs x21, pmevcntr7_el0
	mov za3v.h[w15, 2:3], { z0.h, z1.h }
	ldnt1b { z0.b - z3.b }, pn8/z, [x0, 4, mul vl]
	mrs x20, TRCIDR7
	st1w { z0.s, z1.s }, pn9, [x0, x1, lsl #2]
	st1b { z0.b, z1.b }, pn15, [x0, 2, mul vl]
	umlal za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	fmls za.d[w11, 3], { z0.d, z1.d }, z2.d
	umlsl za.s[w10, 2:3], { z0.h, z1.h }, z2.h
	sdot za.d[w9, 7, vgx4], { z0.h - z3.h }, z4.h
	luti4 { z0.h, z8.h }, zt0, z1[1]
	ldnt1w { z19.s, z23.s, z27.s, z31.s }, pn9/z, [x29, x0, lsl 2]
	ld1w { z0.s, z1.s }, pn8/z, [x0, x1, lsl #2]
	ld1w { z0.s, z8.s }, pn9/z, [x0, x1, lsl 2]
	smlsll za.d[w10, 4:7, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	dc cvac, x6
	st1h {za0v.h[w12, 1]}, p0, [x0, x29, lsl 1]
	sudot za.s[w9, 0], { z0.b, z1.b }, z2.b[0]
	ldnt1d { z0.d - z3.d }, pn8/z, [x0, x29, lsl #3]
	ld1d { z0.d, z1.d }, pn8/z, [x0, x29, lsl 3]
	st1w { z3.s, z11.s }, pn8, [x0, 2, mul vl]
	usmlall za.s[w10, 4:7], z0.b, z1.b[0]
	mrs x21, AMAIR2_EL12
	whilelo pn8.d, x29, x0, vlx4
	stnt1b { z16.b, z24.b }, pn8, [x0, x1]
	ld1d {za3h.d[w15, 0]}, p0/z, [x29, x0, lsl 3]
	msr TRCRSCTLR10, x18
	mrs x28, pmevtyper12_el0
	ldnt1b { z0.b - z3.b }, pn8/z, [x0, x29]
	stnt1d { z0.d, z1.d }, pn15, [x0, 2, mul vl]
	ld1h {za3v.h[w13, 7]}, p0/z, [x29, x0, lsl #1]
	tlbi rvae3, x23
	umlsll za.s[w11, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	tlbi VALE2IS, xzr
	stnt1b { z23.b, z31.b }, pn15, [x0, 2, mul vl]
	movaz z0.b, za0v.b[w12, 1]
	mrs x27, osdlr_el1
	mrs x17, erxaddr_el1
	mov z0.b, p0/m, za3h.b[w13, 7]
	st1w { z0.s, z1.s }, pn9, [x0, #2, mul vl]
	zero {za1.d, za2.d, za3.d, za7.d}
	sub za.s[w9, 3, vgx2], { z0.s, z1.s }, z2.s
	ldnt1d { z23.d, z31.d }, pn9/z, [x0, x1, lsl 3]
	fmlal za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h
	dupm z12.b, #0xfc
	movt zt0[8], x29
	mrs x10, TRCACATR7
	ldnt1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x29, #4, mul vl]
	movaz { z0.b - z3.b }, za0v.b[w12, 4:7]
	usdot za.s[w10, 3, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	stnt1b { z0.b, z1.b }, pn9, [x0, x29]
	movt zt0[1, mul vl], z0
	ld1q {za3v.q[w15, 0]}, p0/z, [x0, x29, lsl 4]
	tlbi rvale2isnxs, x1
	luti2 { z0.b, z1.b }, zt0, z2[1]
	msr DAIFSet, #5
	mova za0v.d[w12, 0:3], { z0.d - z3.d }
	zero {za1.d, za3.d, za4.d, za5.d, za6.d}
	ld1d { z1.d, z5.d, z9.d, z13.d }, pn9/z, [x0, x29, lsl 3]
	zero {za1.d, za2.d, za4.d, za6.d, za7.d}
	stnt1w { z0.s, z1.s }, pn8, [x0, #2, mul vl]
	zero {za0.d, za1.d, za2.d, za4.d, za5.d, za6.d}
	ld1q {za0v.q[w13, 0]}, p0/z, [x29, x0, lsl 4]
	dupm z23.s, #0x3f0000
	sel { z0.s, z1.s }, pn15, { z2.s, z3.s }, { z4.s, z5.s }
	ld1h { z1.h, z5.h, z9.h, z13.h }, pn8/z, [x0, 4, mul vl]
	fmla za.s[w9, 3], { z0.s, z1.s }, z2.s[0]
	dc GZVA, xzr
	ldnt1h { z0.h, z8.h }, pn8/z, [x0, x1, lsl 1]
	ld1w { z0.s - z3.s }, pn8/z, [x0, x29, lsl 2]
	ld1d { z0.d, z1.d }, pn8/z, [x29, #2, mul vl]
	ld1h {za1v.h[w12, 3]}, p0/z, [x0, x29, lsl 1]
	stnt1w { z0.s - z3.s }, pn9, [x0, #4, mul vl]
	st1w { z3.s, z7.s, z11.s, z15.s }, pn9, [x0, #4, mul vl]
	stnt1h { z19.h, z23.h, z27.h, z31.h }, pn8, [x0, x1, lsl 1]
	st1h { z0.h - z3.h }, pn8, [x0, x1, lsl 1]
	ldnt1d { z0.d - z3.d }, pn15/z, [x29, 4, mul vl]
	ldnt1d { z16.d, z24.d }, pn9/z, [x29, #2, mul vl]
	mova z0.h, p0/m, za0h.h[w14, 0]
	stnt1d { z0.d, z4.d, z8.d, z12.d }, pn9, [x0, x29, lsl #3]
	st1w { z16.s, z20.s, z24.s, z28.s }, pn15, [x0, 4, mul vl]
	stnt1w { z1.s, z5.s, z9.s, z13.s }, pn9, [x0, x1, lsl 2]
	whilege pn15.s, x0, x29, vlx4
	dc CVADP, xzr
	whilehi pn8.h, x0, x1, vlx4
	ldnt1h { z0.h, z1.h }, pn8/z, [x29, #2, mul vl]
	ldnt1w { z0.s, z1.s }, pn15/z, [x29, x0, lsl #2]
	st1w { z0.s, z8.s }, pn8, [x0, x29, lsl 2]
	st1d { z1.d, z5.d, z9.d, z13.d }, pn15, [x0, x1, lsl #3]
	st1d { z0.d - z3.d }, pn8, [x0, #4, mul vl]
	msr tco, 14
	ldnt1b { z0.b, z1.b }, pn9/z, [x29, #2, mul vl]
	mov z23.b, #0x1f
	udot za.s[w10, 3, vgx4], { z0.h - z3.h }, z4.h[0]
	fmlal za.h[w11, 2:3], { z0.b, z1.b }, z2.b
	pext p0.b, pn15[1]
	msr TRCDVCMR1, x10
	msr HACDBSBR_EL2, x21
	ldnt1b { z19.b, z23.b, z27.b, z31.b }, pn15/z, [x0, x1]
	usmlall za.s[w11, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	mov z12.b, #256
	mrs x18, TRCDEVARCH
	mrs x23, DBGPRCR_EL1
	ld1q {za0h.q[w14, 0]}, p0/z, [x0, x29, lsl #4]
	fsub za.s[w8, 3, vgx4], { z0.s - z3.s }
	pext { p0.d, p1.d }, pn15[1]
	ldnt1b { z0.b, z1.b }, pn15/z, [x29, #2, mul vl]
	mov z14.s, #0xe0000007
	whilegt pn8.h, x0, x1, vlx4
	mova z0.h, p0/m, za3h.h[w13, 15]
	smlal za.s[w10, 2:3], { z0.h, z1.h }, { z2.h, z3.h }
	st1h { z0.h, z1.h }, pn8, [x29, x0, lsl 1]
	luti2 { z0.b, z1.b }, zt0, z2[1]
	msr trcsscsr2, x20
	fmla za.s[w8, 1, vgx2], { z0.s, z1.s }, z2.s
	stnt1d { z0.d - z3.d }, pn8, [x0, 4, mul vl]
	st1w { z1.s, z5.s, z9.s, z13.s }, pn9, [x29, x0, lsl #2]
	pext { p0.d, p1.d }, pn15[1]
	tlbi ipas2e1os, x5
	whilelt pn9.s, x0, x1, vlx4
	tlbi RVALE1, xzr
	sub za.s[w11, 0, vgx4], { z0.s - z3.s }, { z4.s - z7.s }
	msr pan, 1
	fdot za.s[w10, 7], { z0.b, z1.b }, z2.b[0]
	msr trcimspec1, x7
	sub za.s[w8, 7, vgx4], { z0.s - z3.s }, { z4.s - z7.s }
	ld1q {za0h.q[w12, 0]}, p0/z, [x29, x0, lsl 4]
	uvdot za.s[w10, 7, vgx2], { z0.h, z1.h }, z2.h[0]
	udot za.d[w8, 0, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	st1d {za0v.d[w12, 1]}, p0, [x0, x29, lsl 3]
	tlbi rpalos, x16
	bfmlal za.s[w10, 2:3, vgx2], { z0.h, z1.h }, z2.h[0]
	stnt1h { z0.h - z3.h }, pn8, [x0, 4, mul vl]
	mov { z0.h, z1.h }, za2v.h[w14, 2:3]
	mrs x5, TRCCIDCVR6
	smlsll za.d[w9, 4:7], { z0.h, z1.h }, z2.h[0]
	zero {za0.d, za1.d}
	ld1h { z0.h, z1.h }, pn8/z, [x0, #2, mul vl]
	whilelt pn8.h, x29, x0, vlx4
	ld1d { z0.d, z1.d }, pn8/z, [x29, 2, mul vl]
	msr spsel, 15
	ldnt1h { z0.h - z3.h }, pn8/z, [x29, #4, mul vl]
	mov z12.h, #0xff80
	movaz { z0.d - z3.d }, za0v.d[w12, 0:3]
	fmls za.d[w11, 3, vgx4], { z0.d - z3.d }, { z4.d - z7.d }
	fmlall za.s[w11, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	ld1d { z0.d, z1.d }, pn15/z, [x29, x0, lsl 3]
	bmops za0.s, p0/m, p1/m, z0.s, z1.s
	ld1d {za0h.d[w13, 0]}, p0/z, [x0, x1, lsl 3]
	mov za2h.h[w12, 4:7], { z0.h - z3.h }
	ld1h { z0.h, z1.h }, pn8/z, [x0, x29, lsl #1]
	ld1w { z0.s - z3.s }, pn9/z, [x29, x0, lsl 2]
	mov za3v.s[w15, 2:3], { z0.s, z1.s }
	st1b { z0.b, z4.b, z8.b, z12.b }, pn8, [x0, x29]
	whilegt pn9.s, x0, x1, vlx4
	st1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x0, 4, mul vl]
	luti4 { z0.h, z8.h }, zt0, z1[1]
	smstop
	tlbi RIPAS2E1OSNXS, xzr
	fadd za.h[w9, 3, vgx4], { z0.h - z3.h }
	mov z28.s, #0x1c000000
	mova { z0.h, z1.h }, za0v.h[w12, 2:3]
	umopa za0.s, p0/m, p1/m, z0.h, z1.h
	whilele pn9.s, x29, x0, vlx4
	mrs x7, tcr2_el1
	st1h {za0h.h[w12, 1]}, p0, [x0, x1, lsl 1]
	mova { z0.d - z3.d }, za.d[w9, 3, vgx4]
	ld1b { z0.b, z1.b }, pn8/z, [x0, x1]
	usmlall za.s[w10, 4:7, vgx2], { z0.b, z1.b }, z2.b[0]
	ld1h { z0.h, z1.h }, pn9/z, [x0, x1, lsl #1]
	stnt1h { z0.h, z4.h, z8.h, z12.h }, pn15, [x0, 4, mul vl]
	fmopa za3.s, p0/m, p1/m, z0.b, z1.b
	ld1q {za1v.q[w15, 0]}, p0/z, [x0, x1, lsl #4]
	fvdot za.h[w10, 0], { z0.b, z1.b }, z2.b[0]
	st1b { z0.b - z3.b }, pn8, [x29, 4, mul vl]
	mov za1h.d[w15, 7], p0/m, z0.d
	ldnt1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x0, x29, lsl #3]
	luti4 { z0.b - z3.b }, zt0, { z4, z5 }
	bfmla za.h[w9, 3, vgx4], { z0.h - z3.h }, z4.h[0]
	movaz z0.s, za0h.s[w14, 2]
	ldnt1d { z0.d - z3.d }, pn9/z, [x29, x0, lsl #3]
	st1b { z0.b, z8.b }, pn8, [x0, #2, mul vl]
	stnt1h { z0.h, z8.h }, pn8, [x0, x1, lsl 1]
	mov z0.h, p0/m, za0h.h[w13, 15]
	mova z0.b, p0/m, za2h.b[w13, 7]
	stnt1b { z0.b, z4.b, z8.b, z12.b }, pn8, [x0, 4, mul vl]
	st1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x0, x1, lsl 1]
	tlbi RPAOS, xzr
	st1h { z0.h, z1.h }, pn8, [x0, x29, lsl 1]
	ldnt1w { z0.s, z1.s }, pn8/z, [x29, 2, mul vl]
	ldnt1d { z0.d - z3.d }, pn8/z, [x0, x29, lsl 3]
	whilele pn8.s, x29, x0, vlx4
	dupm z28.b, #0xf8
	tlbi VMALLE1OSNXS
	smlall za.d[w8, 4:7], z0.h, z1.h
	ld1d { z16.d, z24.d }, pn8/z, [x0, x1, lsl #3]
	fsub za.s[w11, 7], { z0.s, z1.s }
	fmlal za.s[w11, 2:3, vgx2], { z0.h, z1.h }, z2.h
	mrs x25, icc_sre_el3
	ld1w {za1v.s[w14, 0]}, p0/z, [x29, x0, lsl 2]
	mov za.d[w8, 1, vgx2], { z0.d, z1.d }
	whilelo pn15.s, x0, x29, vlx4
	ld1h { z0.h, z8.h }, pn8/z, [x0, #2, mul vl]
	tlbi RVALE1IS, xzr
	stnt1h { z7.h, z15.h }, pn9, [x0, x1, lsl #1]
	ld1h {za3h.h[w13, 7]}, p0/z, [x0, x29, lsl #1]
	ldnt1d { z0.d, z1.d }, pn9/z, [x29, 2, mul vl]
	mova { z0.b, z1.b }, za0v.b[w12, 2:3]
	msr DAIFSet, #11
	msr daifset, 14
	mrs x9, brbtgt19_el1
	ldr za[w15, 0], [x29, #0, mul vl]
	whilehs pn15.s, x0, x1, vlx4
	sel { z0.h - z3.h }, pn8, { z4.h - z7.h }, { z8.h - z11.h }
	ld1w { z0.s, z1.s }, pn9/z, [x29, #2, mul vl]
	movaz { z0.h - z3.h }, za2v.h[w12, 4:7]
	bfmops za0.s, p0/m, p1/m, z0.h, z1.h
	mova { z0.h - z3.h }, za1h.h[w12, 4:7]
	whilehi pn8.s, x0, x1, vlx4
	tlbi ipas2le1is, x20
	dupm z30.s, #0x7f0
	mova { z0.h - z3.h }, za3v.h[w14, 4:7]
	msr PFAR_EL2, x7
	mrs x10, TRCACATR6
	smlsl za.s[w10, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	ldnt1h { z16.h, z20.h, z24.h, z28.h }, pn9/z, [x29, x0, lsl 1]
	ldnt1h { z16.h, z20.h, z24.h, z28.h }, pn8/z, [x0, x29, lsl 1]
	fmlal za.h[w8, 2:3, vgx4], { z0.b - z3.b }, z4.b[0]
	stnt1w { z16.s, z20.s, z24.s, z28.s }, pn9, [x0, #4, mul vl]
	umlsl za.s[w10, 2:3], z0.h, z1.h
	ld1w {za0v.s[w13, 15]}, p0/z, [x0, x1, lsl 2]
	zero {za1.d, za3.d, za5.d, za6.d, za7.d}
	msr TRCDVCVR4, x19
	ld1w { z3.s, z7.s, z11.s, z15.s }, pn9/z, [x29, x0, lsl #2]
	mova za0v.h[w12, 2:3], { z0.h, z1.h }
	ldnt1d { z0.d, z1.d }, pn15/z, [x0, #2, mul vl]
	ldr za[w12, 0], [x29, 0, mul vl]
	zero {za0.d, za1.d, za7.d}
	zero {za0.d, za1.d, za4.d}
	bfdot za.s[w9, 7, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	udot za.s[w10, 3, vgx4], { z0.b - z3.b }, z4.b[0]
	ldnt1w { z0.s, z1.s }, pn15/z, [x0, x29, lsl 2]
	whilele pn8.h, x0, x1, vlx4
	smlsll za.s[w11, 4:7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	st1w {za2h.s[w12, 0]}, p0, [x0, x1, lsl #2]
	st1d { z0.d - z3.d }, pn8, [x29, x0, lsl 3]
	st1d { z0.d, z1.d }, pn8, [x0, x29, lsl #3]
	addha za0.d, p0/m, p1/m, z0.d
	smlall za.d[w8, 4:7, vgx4], { z0.h - z3.h }, z4.h[0]
	msr daifclr, 1
	ldnt1w { z16.s, z24.s }, pn15/z, [x0, 2, mul vl]
	ldnt1h { z0.h, z1.h }, pn15/z, [x29, x0, lsl 1]
	sub za.d[w10, 3, vgx4], { z0.d - z3.d }, { z4.d - z7.d }
	ld1d { z0.d, z8.d }, pn8/z, [x0, 2, mul vl]
	tlbi ASIDE1, xzr
	ldnt1d { z1.d, z5.d, z9.d, z13.d }, pn9/z, [x29, 4, mul vl]
	fmla za.d[w11, 3, vgx4], { z0.d - z3.d }, { z4.d - z7.d }
	fdot za.s[w10, 0, vgx4], { z0.h - z3.h }, z4.h
	fmlsl za.s[w11, 2:3], { z0.h, z1.h }, z2.h[0]
	mova { z0.s - z3.s }, za2h.s[w13, 4:7]
	stnt1b { z19.b, z23.b, z27.b, z31.b }, pn8, [x0, #4, mul vl]
	ldnt1h { z0.h, z1.h }, pn8/z, [x29, 2, mul vl]
	ld1d {za3v.d[w13, 1]}, p0/z, [x29, x0, lsl #3]
	fmla za.d[w8, 1, vgx4], { z0.d - z3.d }, z4.d[0]
	mrs x28, SPMCFGR_EL1
	fdot za.s[w8, 0], { z0.h, z1.h }, z2.h
	fmls za.d[w11, 0, vgx4], { z0.d - z3.d }, z4.d
	sub za.s[w8, 1, vgx4], { z0.s - z3.s }
	mova z0.b, p0/m, za3v.b[w14, 0]
	movaz { z0.h - z3.h }, za2h.h[w15, 4:7]
	smopa za2.s, p0/m, p1/m, z0.h, z1.h
	st1q {za2v.q[w13, 0]}, p0, [x29, x0, lsl 4]
	st1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x0, x29, lsl 3]
	mrs x1, PMBPTR_EL1
	ldnt1b { z0.b, z1.b }, pn8/z, [x0, x1]
	whilelt pn8.h, x0, x29, vlx4
	st1b { z0.b, z1.b }, pn9, [x29, 2, mul vl]
	ldnt1h { z0.h, z1.h }, pn8/z, [x0, x1, lsl #1]
	ld1b { z0.b, z8.b }, pn8/z, [x0, x1]
	umlall za.s[w9, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	udot za.d[w9, 7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	mov z15.d, #-256
	msr TRCACATR2, x30
	st1w { z0.s - z3.s }, pn9, [x0, #4, mul vl]
	tlbi ripas2le1, x9
	st1w { z0.s, z4.s, z8.s, z12.s }, pn15, [x29, 4, mul vl]
	ld1h { z3.h, z11.h }, pn9/z, [x29, #2, mul vl]
	st1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x29, x0, lsl 2]
	ld1b { z0.b, z1.b }, pn15/z, [x29, #2, mul vl]
	tlbi VMALLWS2E1IS
	tlbi VMALLS12E1OS
	fmlal za.s[w11, 2:3], { z0.h, z1.h }, z2.h[0]
	sdot za.s[w10, 7, vgx4], { z0.h - z3.h }, z4.h[0]
	at S1E0W, xzr
	ldnt1w { z0.s, z8.s }, pn8/z, [x29, #2, mul vl]
	ldnt1w { z1.s, z5.s, z9.s, z13.s }, pn8/z, [x29, x0, lsl 2]
	ld1q {za0h.q[w14, 0]}, p0/z, [x0, x29, lsl 4]
	mrs x15, trcacvr6
	tlbi vae1nxs, x7
	ld1h {za2v.h[w14, 0]}, p0/z, [x0, x29, lsl 1]
	st1w {za2h.s[w15, 2]}, p0, [x0, x1, lsl #2]
	mrs x2, APIAKeyLo_EL1
	msr dbgbvr9_el1, x22
	stnt1h { z0.h, z8.h }, pn15, [x0, x1, lsl 1]
	ld1d { z0.d - z3.d }, pn8/z, [x29, #4, mul vl]
	zero {za0.d, za1.d, za2.d, za3.d, za6.d, za7.d}
	mrs x15, brbsrc9_el1
	luti2 z0.s, zt0, z1[1]
	st1d { z0.d, z4.d, z8.d, z12.d }, pn9, [x0, #4, mul vl]
	sdot za.d[w8, 3, vgx2], { z0.h, z1.h }, z2.h[0]
	mov za1h.s[w13, 2:3], { z0.s, z1.s }
	tlbi VMALLE1OS
	whilehs pn9.d, x29, x0, vlx4
	stnt1b { z0.b, z4.b, z8.b, z12.b }, pn8, [x0, #4, mul vl]
	st1b { z0.b, z4.b, z8.b, z12.b }, pn8, [x0, #4, mul vl]
	msr UAO, #10
	tlbi ALLE3
	st1d { z0.d - z3.d }, pn8, [x29, x0, lsl 3]
	bfsub za.h[w9, 7, vgx4], { z0.h - z3.h }
	whilele pn9.h, x29, x0, vlx4
	smops za0.d, p0/m, p1/m, z0.h, z1.h
	mov z0.b, p0/m, za2v.b[w12, 1]
	ldnt1d { z19.d, z23.d, z27.d, z31.d }, pn8/z, [x0, x1, lsl 3]
	usdot za.s[w8, 1, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	st1w { z19.s, z23.s, z27.s, z31.s }, pn9, [x0, x29, lsl 2]
	msr DAIFSet, #2
	zero {za3.d, za4.d, za5.d, za6.d, za7.d}
	tlbi ALLE2
	stnt1h { z16.h, z20.h, z24.h, z28.h }, pn8, [x29, #4, mul vl]
	msr SPSel, #15
	msr sp_el0, x13
	stnt1b { z0.b, z4.b, z8.b, z12.b }, pn8, [x0, x1]
	msr trcacatr6, x25
	msr pan, 8
	fmlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	tlbi ALLE1NXS
	luti2 { z0.h, z4.h, z8.h, z12.h }, zt0, z1[1]
	stnt1h { z0.h - z3.h }, pn8, [x0, x29, lsl #1]
	mov z31.s, #0x1ff00
	umlsll za.s[w10, 4:7], { z0.b, z1.b }, { z2.b, z3.b }
	ld1h {za0h.h[w12, 0]}, p0/z, [x29, x0, lsl #1]
	umlall za.d[w8, 4:7, vgx4], { z0.h - z3.h }, z4.h[0]
	st1b { z0.b, z1.b }, pn15, [x29, #2, mul vl]
	st1b { z3.b, z11.b }, pn8, [x0, x1]
	fmla za.d[w10, 7], { z0.d, z1.d }, z2.d
	luti4 { z0.b, z4.b, z8.b, z12.b }, zt0, { z2, z3 }
	mova z0.q, p0/m, za0v.q[w14, 0]
	mov z8.s, #0xffffff80
	st1w {za3v.s[w12, 2]}, p0, [x0, x1, lsl 2]
	movaz { z0.s - z3.s }, za3v.s[w13, 0:3]
	msr DAIFClr, #9
	stnt1d { z0.d - z3.d }, pn15, [x0, x1, lsl 3]
	st1w { z0.s - z3.s }, pn9, [x29, #4, mul vl]
	ldnt1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x0, x29, lsl 2]
	st1h { z16.h, z24.h }, pn9, [x0, #2, mul vl]
	addha za0.d, p0/m, p1/m, z0.d
	smlal za.s[w8, 2:3], z0.h, z1.h
	mova { z0.d, z1.d }, za.d[w10, 3]
	smlsl za.s[w11, 2:3], z0.h, z1.h[0]
	ldnt1d { z0.d - z3.d }, pn15/z, [x0, x1, lsl 3]
	st1w { z3.s, z11.s }, pn9, [x0, x29, lsl #2]
	mrs x25, TRCCNTCTLR3
	mov { z0.b - z3.b }, za3h.b[w12, 4:7]
	dupm z26.s, #0xc00007ff
	msr DAIFSet, #14
	stnt1h { z0.h, z1.h }, pn8, [x0, x29, lsl 1]
	fmla za.s[w10, 7, vgx2], { z0.s, z1.s }, z2.s
	fmls za.s[w8, 1, vgx4], { z0.s - z3.s }, z4.s
	ld1h {za1h.h[w14, 3]}, p0/z, [x29, x0, lsl #1]
	smlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	msr hfgrtr_el2, x14
	stnt1h { z3.h, z11.h }, pn9, [x29, #2, mul vl]
	fmopa za1.s, p0/m, p1/m, z0.s, z1.s
	ldnt1b { z19.b, z23.b, z27.b, z31.b }, pn15/z, [x0, x1]
	ldnt1h { z1.h, z5.h, z9.h, z13.h }, pn8/z, [x29, #4, mul vl]
	msr icc_ap0r3_el1, x30
	udot za.s[w8, 1, vgx2], { z0.h, z1.h }, z2.h[0]
	whilelt pn8.b, x0, x29, vlx4
	stnt1b { z0.b, z4.b, z8.b, z12.b }, pn8, [x29, 4, mul vl]
	smlsll za.s[w10, 4:7], z0.b, z1.b
	fmls za.s[w11, 0, vgx4], { z0.s - z3.s }, { z4.s - z7.s }
	stnt1w { z7.s, z15.s }, pn15, [x29, #2, mul vl]
	mrs x20, trcdvcmr2
	msr dbgbcr4_el1, x17
	movt zt0[1, mul vl], z0
	at s1e2w, x20
	ldnt1h { z0.h, z1.h }, pn8/z, [x29, x0, lsl #1]
	st1h { z3.h, z11.h }, pn9, [x29, x0, lsl 1]
	smlall za.d[w9, 4:7], { z0.h, z1.h }, { z2.h, z3.h }
	st1w { z0.s, z1.s }, pn15, [x29, x0, lsl #2]
	tlbi RVALE3ISNXS, xzr
	mov z20.b, #0xcf
	at S1E3W, xzr
	str za[w13, 0], [x29, #0, mul vl]
	ldnt1h { z0.h, z1.h }, pn8/z, [x0, x1, lsl 1]
	ld1h { z0.h - z3.h }, pn8/z, [x29, x0, lsl #1]
	st1d { z0.d, z1.d }, pn9, [x0, #2, mul vl]
	ld1b {za2v.b[w14, 15]}, p0/z, [x29, x0]
	ldnt1w { z16.s, z24.s }, pn9/z, [x0, 2, mul vl]
	ld1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x0, x1, lsl 1]
	whilels pn8.h, x0, x29, vlx4
	whilege pn15.s, x0, x1, vlx4
	ld1h {za1h.h[w13, 1]}, p0/z, [x0, x1, lsl #1]
	bfvdot za.s[w8, 1, vgx2], { z0.h, z1.h }, z2.h[0]
	mov { z0.d - z3.d }, za0v.d[w14, 0:3]
	st1w {za1h.s[w12, 15]}, p0, [x29, x0, lsl #2]
	zero za.d[w10, 2:3, vgx2]
	st1h {za0v.h[w12, 3]}, p0, [x29, x0, lsl 1]
	umops za1.s, p0/m, p1/m, z0.b, z1.b
	stnt1b { z0.b, z1.b }, pn8, [x29, 2, mul vl]
	ld1b {za3v.b[w14, 2]}, p0/z, [x0, x29]
	str za[w12, 0], [x29]
	whilels pn8.b, x0, x29, vlx4
	stnt1d { z0.d, z1.d }, pn15, [x0, x29, lsl #3]
	st1d { z0.d - z3.d }, pn8, [x0, x1, lsl 3]
	msr ESR_EL3, x9
	ld1h { z16.h, z24.h }, pn9/z, [x29, x0, lsl #1]
	ldnt1b { z0.b, z1.b }, pn8/z, [x29, x0]
	mova za2v.b[w14, 2:3], { z0.b, z1.b }
	stnt1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x29, x0, lsl 2]
	bmops za0.s, p0/m, p1/m, z0.s, z1.s
	smlall za.d[w8, 4:7], z0.h, z1.h
	ld1h {za0h.h[w12, 1]}, p0/z, [x0, x1, lsl 1]
	ldnt1b { z7.b, z15.b }, pn8/z, [x0, 2, mul vl]
	smlsll za.s[w9, 4:7], { z0.b, z1.b }, { z2.b, z3.b }
	zero {za3.d, za5.d, za6.d, za7.d}
	dupm z29.s, #0x7ff80000
	mrs x24, TRCDVCVR4
	st1w { z0.s - z3.s }, pn15, [x0, x29, lsl 2]
	tlbi vale2os, x20
	cntp x29, pn0.b, vlx4
	ldnt1b { z16.b, z20.b, z24.b, z28.b }, pn15/z, [x0, #4, mul vl]
	mov z28.b, #0xf8
	mova z0.q, p0/m, za0v.q[w12, 0]
	usmopa za2.s, p0/m, p1/m, z0.b, z1.b
	st1b { z3.b, z11.b }, pn9, [x0, #2, mul vl]
	fvdot za.s[w8, 1, vgx2], { z0.h, z1.h }, z2.h[0]
	st1b { z0.b - z3.b }, pn9, [x0, x1]
	mrs x2, HDFGWTR_EL2
	ldnt1b { z0.b, z1.b }, pn9/z, [x0, #2, mul vl]
	umlsll za.d[w8, 4:7, vgx4], { z0.h - z3.h }, z4.h[0]
	tlbi RVAE1, xzr
	stnt1b { z0.b, z1.b }, pn8, [x0, x29]
	fmla za.h[w10, 0, vgx2], { z0.h, z1.h }, z2.h
	ldnt1w { z0.s - z3.s }, pn8/z, [x0, x29, lsl #2]
	ldnt1h { z7.h, z15.h }, pn9/z, [x29, x0, lsl 1]
	mov za0v.d[w15, 4:7], { z0.d - z3.d }
	ld1b {za3h.b[w12, 7]}, p0/z, [x0, x1]
	ld1d { z0.d - z3.d }, pn8/z, [x0, 4, mul vl]
	ldnt1b { z7.b, z15.b }, pn15/z, [x29, #2, mul vl]
	st1d {za3h.d[w12, 3]}, p0, [x29, x0, lsl 3]
	movaz { z0.h, z1.h }, za0h.h[w12, 2:3]
	st1h { z0.h, z4.h, z8.h, z12.h }, pn15, [x29, #4, mul vl]
	stnt1w { z23.s, z31.s }, pn15, [x29, x0, lsl 2]
	st1q {za2v.q[w13, 0]}, p0, [x29, x0, lsl 4]
	mova z0.d, p0/m, za1h.d[w14, 2]
	stnt1b { z16.b, z24.b }, pn15, [x0, #2, mul vl]
	stnt1w { z0.s - z3.s }, pn15, [x0, #4, mul vl]
	bfmls za.h[w9, 0, vgx4], { z0.h - z3.h }, z4.h
	stnt1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x0, x1, lsl #3]
	tlbi rvae2os, x30
	tlbi vale1nxs, x5
	stnt1b { z23.b, z31.b }, pn15, [x0, #2, mul vl]
	st1b { z0.b, z8.b }, pn8, [x0, x29]
	ldnt1h { z16.h, z24.h }, pn8/z, [x29, x0, lsl 1]
	sdot za.s[w10, 0, vgx2], { z0.b, z1.b }, z2.b
	stnt1b { z0.b - z3.b }, pn8, [x0, #4, mul vl]
	msr DAIFSet, #1
	tlbi aside1os, x7
	sdot za.d[w8, 1, vgx4], { z0.h - z3.h }, z4.h
	udot za.d[w10, 0, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	ldnt1b { z0.b, z4.b, z8.b, z12.b }, pn8/z, [x0, 4, mul vl]
	smopa za1.d, p0/m, p1/m, z0.h, z1.h
	ldnt1b { z0.b, z8.b }, pn8/z, [x0, #2, mul vl]
	whilege pn15.h, x29, x0, vlx4
	st1h {za0v.h[w12, 1]}, p0, [x0, x1, lsl 1]
	luti4 z0.h, zt0, z1[1]
	movaz z0.q, za1v.q[w13, 0]
	ld1h { z0.h - z3.h }, pn15/z, [x0, x29, lsl #1]
	st1h { z16.h, z24.h }, pn8, [x0, x29, lsl #1]
	smlall za.s[w9, 4:7], { z0.b, z1.b }, z2.b[0]
	ld1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x29, #4, mul vl]
	st1w { z0.s - z3.s }, pn8, [x0, x29, lsl #2]
	ld1h { z0.h - z3.h }, pn9/z, [x0, #4, mul vl]
	pext p0.s, pn8[1]
	st1d { z3.d, z11.d }, pn9, [x29, x0, lsl #3]
	st1d { z3.d, z7.d, z11.d, z15.d }, pn15, [x0, x1, lsl #3]
	st1w { z3.s, z11.s }, pn15, [x0, x1, lsl 2]
	msr spsel, 13
	ldnt1w { z0.s - z3.s }, pn15/z, [x29, x0, lsl 2]
	mova za3v.s[w13, 2:3], { z0.s, z1.s }
	ldnt1h { z0.h, z1.h }, pn15/z, [x0, x29, lsl 1]
	mov z26.s, #0xffc000ff
	whilelo pn8.b, x0, x29, vlx4
	smlsl za.s[w8, 2:3], z0.h, z1.h
	mrs x2, spmevfilt2r13_el0
	dupm z5.h, #0x4000
	msr tco, 9
	zero za.d[w8, 4:7]
	smlsl za.s[w8, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	usdot za.s[w10, 3, vgx4], { z0.b - z3.b }, z4.b
	ld1w { z0.s, z1.s }, pn15/z, [x29, #2, mul vl]
	msr ssbs, 0
	st1q {za0h.q[w15, 0]}, p0, [x0, x29, lsl #4]
	msr DAIFClr, #15
	ld1w { z16.s, z20.s, z24.s, z28.s }, pn9/z, [x29, x0, lsl #2]
	stnt1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x0, x1, lsl 1]
	whilele pn8.h, x0, x29, vlx4
	st1w { z0.s, z4.s, z8.s, z12.s }, pn9, [x29, x0, lsl #2]
	whilele pn15.b, x29, x0, vlx4
	ld1d { z0.d, z1.d }, pn15/z, [x29, 2, mul vl]
	fvdot za.s[w10, 7, vgx2], { z0.h, z1.h }, z2.h[0]
	tlbi VALE1OS, xzr
	fmlal za.s[w9, 2:3, vgx4], { z0.h - z3.h }, z4.h
	msr PMCCFILTR_EL0, x4
	msr icc_ap1r2_el1, x6
	st1d { z3.d, z11.d }, pn15, [x29, x0, lsl #3]
	mrs x29, BRBTGT28_EL1
	msr DBGBVR6_EL1, x5
	ldnt1h { z0.h, z8.h }, pn15/z, [x0, x1, lsl 1]
	st1w {za1v.s[w14, 7]}, p0, [x0, x29, lsl 2]
	fdot za.s[w9, 3], { z0.b, z1.b }, z2.b[0]
	st1w { z0.s - z3.s }, pn8, [x0, x29, lsl 2]
	ld1h { z0.h - z3.h }, pn8/z, [x0, x1, lsl #1]
	st1d { z0.d, z1.d }, pn8, [x29, x0, lsl #3]
	st1d { z0.d - z3.d }, pn8, [x0, x29, lsl #3]
	ld1b { z0.b, z8.b }, pn8/z, [x0, 2, mul vl]
	whilehi pn8.d, x29, x0, vlx4
	msr ERXPFGCTL_EL1, x9
	mov za1h.h[w12, 7], p0/m, z0.h
	stnt1w { z0.s - z3.s }, pn8, [x29, #4, mul vl]
	stnt1b { z0.b - z3.b }, pn9, [x0, x1]
	stnt1d { z23.d, z31.d }, pn15, [x0, x1, lsl 3]
	stnt1w { z0.s - z3.s }, pn9, [x29, #4, mul vl]
	st1w {za0h.s[w12, 1]}, p0, [x0, x29, lsl #2]
	sdot za.d[w11, 3, vgx2], { z0.h, z1.h }, z2.h
	msr trcssccr3, x8
	st1w { z0.s, z1.s }, pn15, [x29, x0, lsl #2]
	smlal za.s[w9, 2:3], z0.h, z1.h[0]
	dupm z28.d, #0xfffe000000000007
	tlbi ALLE3NXS
	ld1d { z3.d, z7.d, z11.d, z15.d }, pn8/z, [x0, x1, lsl 3]
	stnt1d { z0.d, z8.d }, pn8, [x0, x29, lsl #3]
	bfdot za.s[w9, 0, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	msr SPSel, #4
	ld1d { z0.d - z3.d }, pn8/z, [x0, x1, lsl 3]
	umlall za.s[w8, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	ld1b { z0.b, z8.b }, pn8/z, [x0, 2, mul vl]
	msr daifset, 12
	dupm z11.h, #0xe00f
	mova za0h.d[w12, 1], p0/m, z0.d
	fmlsl za.s[w8, 2:3], { z0.h, z1.h }, z2.h
	msr amevcntr15_el0, x20
	st1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x0, x29, lsl #2]
	stnt1w { z0.s - z3.s }, pn15, [x0, #4, mul vl]
	whilege pn8.h, x0, x29, vlx4
	sdot za.s[w10, 7], { z0.h, z1.h }, z2.h[0]
	at s1e3w, x2
	fmlall za.s[w8, 4:7, vgx2], { z0.b, z1.b }, z2.b[0]
	mov za3h.d[w15, 4:7], { z0.d - z3.d }
	st1h {za3v.h[w12, 15]}, p0, [x0, x1, lsl #1]
	stnt1w { z19.s, z23.s, z27.s, z31.s }, pn8, [x0, x1, lsl 2]
	sdot za.s[w11, 7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	msr SSBS, #6
	ldnt1d { z0.d, z1.d }, pn9/z, [x0, 2, mul vl]
	dupm z15.b, #0xef
	stnt1b { z0.b, z4.b, z8.b, z12.b }, pn8, [x29, 4, mul vl]
	st1w { z0.s, z8.s }, pn8, [x0, #2, mul vl]
	whilehs pn15.b, x0, x29, vlx4
	zero {za}
	fvdot za.h[w9, 3], { z0.b, z1.b }, z2.b[0]
	movaz { z0.d - z3.d }, za.d[w10, 0, vgx4]
	umlal za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h
	st1h { z0.h - z3.h }, pn8, [x29, x0, lsl #1]
	stnt1h { z0.h, z8.h }, pn8, [x0, x29, lsl 1]
	st1h { z16.h, z20.h, z24.h, z28.h }, pn9, [x29, x0, lsl 1]
	ldr zt0, [x0]
	movaz z0.b, za2v.b[w13, 2]
	str za[w12, 0], [x29, #0, mul vl]
	suvdot za.s[w8, 1, vgx4], { z0.b - z3.b }, z4.b[0]
	fmla za.s[w11, 3], { z0.s, z1.s }, { z2.s, z3.s }
	whilehs pn8.s, x0, x1, vlx4
	bfadd za.h[w11, 3, vgx4], { z0.h - z3.h }
	mrs x27, trcviiectlr
	stnt1w { z0.s - z3.s }, pn9, [x29, x0, lsl #2]
	at s1e2a, x20
	dupm z22.b, #0x10
	udot za.s[w10, 0, vgx2], { z0.h, z1.h }, z2.h[0]
	st1b {za0h.b[w12, 1]}, p0, [x0, x1]
	ld1d { z3.d, z11.d }, pn8/z, [x29, x0, lsl 3]
	ld1b { z0.b - z3.b }, pn8/z, [x0, x1]
	zero {za0.d, za2.d, za5.d, za7.d}
	add za.d[w9, 7], { z0.d, z1.d }
	st1d { z0.d, z1.d }, pn8, [x0, 2, mul vl]
	ldnt1b { z7.b, z15.b }, pn8/z, [x0, x29]
	sub za.s[w8, 1, vgx2], { z0.s, z1.s }, { z2.s, z3.s }
	whilege pn8.b, x0, x1, vlx4
	ldnt1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x0, x1, lsl #3]
	msr dit, 2
	smlsll za.d[w10, 4:7,  vgx2], { z0.h, z1.h }, z2.h
	st1d { z0.d, z1.d }, pn15, [x29, #2, mul vl]
	fmlal za.s[w11, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	ld1h {za3v.h[w12, 3]}, p0/z, [x0, x29, lsl #1]
	mov z0.d, p0/m, za1v.d[w14, 7]
	stnt1b { z16.b, z20.b, z24.b, z28.b }, pn8, [x0, 4, mul vl]
	whilelt pn9.d, x0, x1, vlx4
	ld1h { z0.h - z3.h }, pn8/z, [x0, x29, lsl #1]
	stnt1w { z16.s, z24.s }, pn15, [x0, #2, mul vl]
	msr AMEVTYPER112_EL0, x4
	ldnt1b { z0.b, z1.b }, pn15/z, [x29, x0]
	tlbi vae1os, x26
	stnt1h { z3.h, z11.h }, pn15, [x0, #2, mul vl]
	whilelo pn8.h, x0, x1, vlx4
	ld1h { z3.h, z11.h }, pn8/z, [x29, x0, lsl #1]
	umlsll za.d[w11, 4:7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	movaz z0.h, za3v.h[w12, 0]
	st1q {za0v.q[w12, 0]}, p0, [x0, x1, lsl 4]
	dupm z19.s, #0x3f800
	ldnt1d { z0.d - z3.d }, pn8/z, [x29, 4, mul vl]
	bfmlsl za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h[0]
	mov { z0.s, z1.s }, za2v.s[w14, 2:3]
	zero {za0.d, za4.d, za6.d}
	ld1w {za1v.s[w14, 15]}, p0/z, [x0, x29, lsl #2]
	st1b { z23.b, z31.b }, pn8, [x0, 2, mul vl]
	msr PRENR_EL1, x19
	ldnt1b { z3.b, z11.b }, pn8/z, [x0, x29]
	stnt1w { z0.s, z1.s }, pn9, [x0, #2, mul vl]
	tlbi RVALE2, xzr
	zero {za0.d, za2.d, za3.d}
	mov z23.s, #0x3f0000
	mov z23.d, #0x78000
	cntp x0, pn0.d, vlx4
	msr ALLINT, #1
	mova { z0.s - z3.s }, za0v.s[w13, 0:3]
	bfmls za.h[w9, 0, vgx2], { z0.h, z1.h }, z2.h[0]
	stnt1h { z0.h, z1.h }, pn8, [x0, x1, lsl #1]
	umlsll za.d[w10, 4:7], z0.h, z1.h[0]
	ld1w { z0.s - z3.s }, pn8/z, [x0, x1, lsl 2]
	msr SPSel, #9
	st1d {za0h.d[w12, 1]}, p0, [x0, x1, lsl #3]
	whilels pn8.s, x0, x1, vlx4
	msr PRLAR3_EL2, x3
	stnt1w { z3.s, z11.s }, pn15, [x29, x0, lsl #2]
	tlbi IPAS2LE1, xzr
	st1q {za2v.q[w15, 0]}, p0, [x0, x1, lsl #4]
	mov z15.b, #0xef
	tlbi vale3os, x29
	st1b { z0.b - z3.b }, pn15, [x0, x29]
	zero {za2.d, za3.d}
	mov z7.d, #0x3f0
	ic iallu
	mrs x8, gcscre0_el1
	ld1h { z0.h, z1.h }, pn15/z, [x29, #2, mul vl]
	ld1b { z0.b, z1.b }, pn15/z, [x29, x0]
	ldnt1w { z0.s - z3.s }, pn9/z, [x0, x1, lsl #2]
	st1h { z0.h, z8.h }, pn8, [x0, 2, mul vl]
	bfmlsl za.s[w9, 2:3], { z0.h, z1.h }, { z2.h, z3.h }
	fvdott za.s[w8, 3, vgx4], { z0.b, z1.b }, z2.b[0]
	movaz { z0.s - z3.s }, za1h.s[w15, 0:3]
	ld1d {za2h.d[w14, 3]}, p0/z, [x0, x29, lsl #3]
	msr UAO, #11
	ld1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x0, x29, lsl #1]
	sub za.d[w11, 7, vgx4], { z0.d - z3.d }, { z4.d - z7.d }
	ldnt1h { z0.h - z3.h }, pn8/z, [x29, x0, lsl #1]
	mrs x22, RGSR_EL1
	umlsl za.s[w10, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	tlbi alle1is
	st1h { z19.h, z23.h, z27.h, z31.h }, pn15, [x29, x0, lsl #1]
	mov z17.s, #0xfffffff1
	st1b { z16.b, z24.b }, pn8, [x0, #2, mul vl]
	smops za1.s, p0/m, p1/m, z0.h, z1.h
	stnt1b { z0.b, z8.b }, pn8, [x0, x29]
	whilege pn9.h, x0, x29, vlx4
	ld1h { z16.h, z20.h, z24.h, z28.h }, pn15/z, [x0, 4, mul vl]
	mov z27.d, #0xf8000000001fffff
	ld1d { z0.d - z3.d }, pn9/z, [x0, #4, mul vl]
	ld1d { z16.d, z24.d }, pn15/z, [x0, x1, lsl #3]
	mov za1v.q[w12, 0], p0/m, z0.q
	whilelt pn15.s, x29, x0, vlx4
	msr TRCRSCTLR7, x2
	mrs x11, DBGAUTHSTATUS_EL1
	msr PAN, #7
	msr allint, 1
	ld1d { z0.d, z1.d }, pn8/z, [x29, x0, lsl 3]
	st1b { z0.b - z3.b }, pn8, [x29, 4, mul vl]
	stnt1d { z16.d, z24.d }, pn8, [x29, #2, mul vl]
	st1d { z0.d - z3.d }, pn8, [x0, x1, lsl 3]
	st1w { z0.s - z3.s }, pn8, [x0, 4, mul vl]
	dc CGSW, xzr
	ldnt1w { z0.s, z8.s }, pn8/z, [x0, 2, mul vl]
	pext p0.h, pn8[1]
	sel { z0.h, z1.h }, pn8, { z2.h, z3.h }, { z4.h, z5.h }
	mova za0v.h[w13, 4:7], { z0.h - z3.h }
	whilels pn8.d, x29, x0, vlx4
	msr HACDBSCONS_EL2, x18
	bfmls za.h[w8, 1, vgx4], { z0.h - z3.h }, z4.h
	sdot za.s[w11, 3, vgx4], { z0.b - z3.b }, z4.b
	ld1b { z0.b, z1.b }, pn8/z, [x0, x29]
	ld1h { z0.h, z1.h }, pn8/z, [x0, x29, lsl 1]
	bfmls za.h[w10, 7], { z0.h, z1.h }, z2.h
	ld1h { z16.h, z20.h, z24.h, z28.h }, pn9/z, [x0, x1, lsl 1]
	mov z23.b, #-256
	stnt1d { z0.d, z1.d }, pn9, [x29, #2, mul vl]
	st1h { z0.h, z1.h }, pn8, [x29, #2, mul vl]
	mov z11.d, #0xfffffff800000001
	ld1w { z19.s, z23.s, z27.s, z31.s }, pn8/z, [x0, x1, lsl 2]
	fmls za.s[w11, 0, vgx2], { z0.s, z1.s }, z2.s
	st1w { z0.s - z3.s }, pn8, [x0, #4, mul vl]
	mova { z0.h - z3.h }, za1h.h[w14, 4:7]
	stnt1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x0, x1, lsl 3]
	dupm z14.b, #0x40
	stnt1w { z0.s, z1.s }, pn8, [x29, #2, mul vl]
	st1h { z0.h, z1.h }, pn8, [x0, x1, lsl 1]
	mov z0.h, p0/m, za2h.h[w13, 15]
	mova za2h.b[w13, 2], p0/m, z0.b
	fmlall za.s[w8, 4:7], z0.b, z1.b[0]
	fmla za.h[w8, 1, vgx4], { z0.h - z3.h }, z4.h[0]
	st1d { z19.d, z23.d, z27.d, z31.d }, pn9, [x29, x0, lsl 3]
	mov z24.h, #0x7fe
	umlsll za.s[w11, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	ld1b { z0.b - z3.b }, pn9/z, [x29, x0]
	bfmops za0.h, p0/m, p1/m, z0.h, z1.h
	msr spsel, 1
	usmops za0.s, p0/m, p1/m, z0.b, z1.b
	zero {za1.d, za2.d, za5.d, za6.d}
	mov z30.d, #0x3ffff0000000000
	bfmlal za.s[w8, 2:3], { z0.h, z1.h }, z2.h[0]
	ld1b { z0.b, z8.b }, pn15/z, [x0, #2, mul vl]
	mrs x5, amevcntvoff07_el2
	msr SSBS, #5
	mov za0h.b[w12, 2:3], { z0.b, z1.b }
	stnt1d { z16.d, z20.d, z24.d, z28.d }, pn8, [x0, x1, lsl 3]
	ldnt1d { z0.d, z1.d }, pn8/z, [x29, x0, lsl #3]
	fmla za.s[w11, 7], { z0.s, z1.s }, z2.s[0]
	smlsll za.s[w8, 4:7], z0.b, z1.b[0]
	bfdot za.s[w11, 7, vgx4], { z0.h - z3.h }, z4.h[0]
	msr trccidcctlr0, x10
	st1d { z16.d, z24.d }, pn8, [x0, #2, mul vl]
	stnt1w { z0.s, z8.s }, pn9, [x0, x1, lsl #2]
	st1d { z16.d, z24.d }, pn8, [x29, 2, mul vl]
	stnt1h { z0.h, z8.h }, pn8, [x0, 2, mul vl]
	ld1q {za1h.q[w13, 0]}, p0/z, [x29, x0, lsl 4]
	ld1w { z0.s - z3.s }, pn8/z, [x29, x0, lsl #2]
	msr amair_el3, x17
	dc cvau, x2
	stnt1d { z23.d, z31.d }, pn8, [x0, #2, mul vl]
	whilele pn8.h, x0, x1, vlx4
	umlsl za.s[w11, 2:3, vgx4], { z0.h - z3.h }, z4.h
	st1w {za0v.s[w12, 1]}, p0, [x0, x29, lsl #2]
	stnt1h { z0.h, z1.h }, pn8, [x0, x29, lsl #1]
	st1d {za0v.d[w12, 1]}, p0, [x29, x0, lsl 3]
	whilels pn15.s, x0, x1, vlx4
	msr DAIFSet, #0
	smlsl za.s[w10, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	st1b {za1h.b[w13, 1]}, p0, [x0, x29]
	ld1w {za2h.s[w13, 15]}, p0/z, [x29, x0, lsl #2]
	dupm z2.s, #0x7e000000
	mrs x23, trcrsctlr25
	zero {za5.d}
	mov z13.h, #0x1f8
	mova { z0.b - z3.b }, za3h.b[w15, 4:7]
	ptrue pn8.b
	whilehi pn8.b, x0, x1, vlx4
	usmlall za.s[w8, 4:7], z0.b, z1.b[0]
	msr TRCVDCTLR, x15
	smlall za.s[w8, 4:7], { z0.b, z1.b }, { z2.b, z3.b }
	mov z22.d, #0xfffffff00000ffff
	mrs x4, PRBAR10_EL1
	tlbi RIPAS2E1, xzr
	stnt1w { z0.s - z3.s }, pn9, [x0, x29, lsl 2]
	stnt1b { z0.b, z1.b }, pn8, [x0, 2, mul vl]
	mov z0.s, p0/m, za0v.s[w12, 1]
	fmlall za.s[w9, 4:7], z0.b, z1.b[0]
	st1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x0, 4, mul vl]
	usmlall za.s[w8, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	ldnt1h { z3.h, z7.h, z11.h, z15.h }, pn9/z, [x0, 4, mul vl]
	fdot za.s[w9, 7, vgx4], { z0.h - z3.h }, z4.h[0]
	sel { z0.d, z1.d }, pn15, { z2.d, z3.d }, { z4.d, z5.d }
	movaz z0.h, za1h.h[w15, 2]
	msr PMEVCNTR0_EL0, x12
	mrs x11, ELR_EL1
	msr PMEVCNTR10_EL0, x3
	dupm z6.d, #0xffffc00000003fff
	movaz { z0.d - z3.d }, za2h.d[w15, 4:7]
	ldnt1h { z0.h, z8.h }, pn8/z, [x0, #2, mul vl]
	ld1b {za2v.b[w13, 3]}, p0/z, [x29, x0]
	mrs x18, pmccntsvr_el1
	whilehi pn9.d, x0, x29, vlx4
	luti2 { z0.s, z1.s }, zt0, z2[1]
	st1d { z1.d, z5.d, z9.d, z13.d }, pn8, [x0, x1, lsl 3]
	ldnt1w { z3.s, z11.s }, pn8/z, [x29, x0, lsl 2]
	ldnt1d { z16.d, z20.d, z24.d, z28.d }, pn15/z, [x29, x0, lsl 3]
	smlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	umlall za.d[w10, 4:7, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	mrs x13, spmevtyper9_el0
	whilege pn9.d, x29, x0, vlx4
	ldnt1w { z0.s - z3.s }, pn15/z, [x0, x29, lsl #2]
	dc cgvap, x7
	cntp x29, pn0.d, vlx4
	dc gva, x24
	umlall za.s[w10, 4:7], { z0.b, z1.b }, { z2.b, z3.b }
	whilelo pn8.d, x0, x29, vlx4
	mrs x12, amevcntvoff18_el2
	umlsll za.s[w10, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	mova z0.d, p0/m, za2v.d[w13, 1]
	ldnt1w { z0.s - z3.s }, pn8/z, [x29, #4, mul vl]
	st1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x29, 4, mul vl]
	cntp x0, pn0.h, vlx4
	stnt1d { z0.d - z3.d }, pn9, [x0, 4, mul vl]
	stnt1w { z0.s, z1.s }, pn9, [x29, x0, lsl 2]
	dc ZVA, xzr
	ld1d { z3.d, z11.d }, pn8/z, [x0, 2, mul vl]
	stnt1d { z0.d - z3.d }, pn9, [x0, x1, lsl #3]
	st1h { z0.h - z3.h }, pn8, [x29, 4, mul vl]
	st1b {za1h.b[w14, 0]}, p0, [x0, x29]
	ld1w { z0.s - z3.s }, pn8/z, [x0, x29, lsl #2]
	zero {za0.d, za3.d, za5.d, za7.d}
	whilele pn8.s, x0, x1, vlx4
	whilels pn8.d, x29, x0, vlx4
	msr trcsspcicr4, x5
	st1w {za0v.s[w13, 15]}, p0, [x29, x0, lsl #2]
	msr trcacatr7, x24
	ldnt1w { z0.s, z1.s }, pn15/z, [x29, x0, lsl 2]
	mov z0.b, #0x20
	mova z0.b, p0/m, za0h.b[w15, 1]
	mova za0v.b[w14, 2:3], { z0.b, z1.b }
	st1h { z0.h, z1.h }, pn9, [x0, x1, lsl #1]
	ld1d { z0.d - z3.d }, pn8/z, [x29, #4, mul vl]
	st1h { z0.h, z1.h }, pn8, [x0, x1, lsl #1]
	movaz { z0.d, z1.d }, za0v.d[w12, 0:1]
	whilehi pn15.s, x0, x1, vlx4
	ld1h { z0.h, z8.h }, pn8/z, [x0, x29, lsl 1]
	pext p0.h, pn9[1]
	stnt1h { z0.h, z1.h }, pn8, [x0, #2, mul vl]
	umlal za.s[w8, 2:3], { z0.h, z1.h }, { z2.h, z3.h }
	tlbi RVAALE1OS, xzr
	st1d {za2v.d[w13, 7]}, p0, [x0, x29, lsl #3]
	tlbi rvae2, x3
	st1w { z0.s, z8.s }, pn9, [x29, x0, lsl 2]
	dc CGDVAP, xzr
	mrs x8, TRCIMSPEC2
	mov za2v.h[w14, 4:7], { z0.h - z3.h }
	msr SPMOVSCLR_EL0, x12
	st1w { z0.s - z3.s }, pn8, [x0, #4, mul vl]
	ldnt1h { z16.h, z24.h }, pn15/z, [x0, #2, mul vl]
	ld1q {za2h.q[w12, 0]}, p0/z, [x0, x1, lsl 4]
	sumlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	sdot za.s[w9, 3, vgx2], { z0.b, z1.b }, z2.b
	msr pan, 10
	stnt1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x29, #4, mul vl]
	ldnt1h { z0.h - z3.h }, pn8/z, [x29, 4, mul vl]
	smops za1.s, p0/m, p1/m, z0.b, z1.b
	st1h {za0h.h[w12, 1]}, p0, [x29, x0, lsl #1]
	fdot za.h[w8, 1, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	whilels pn9.s, x0, x1, vlx4
	mov z7.h, #0xfe00
	st1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x29, x0, lsl 3]
	bfdot za.s[w10, 7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	movaz z0.b, za3h.b[w13, 1]
	dupm z17.b, #0x10
	ld1d { z0.d, z1.d }, pn8/z, [x0, x29, lsl #3]
	fdot za.s[w8, 0, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	ldnt1b { z0.b, z1.b }, pn8/z, [x29, #2, mul vl]
	msr SPSel, #11
	tlbi aside1isnxs, x29
	ld1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x29, #4, mul vl]
	bfdot za.s[w10, 0, vgx2], { z0.h, z1.h }, z2.h
	msr uao, 5
	zero {za3.d, za5.d, za6.d}
	tlbi rpaosnxs, x8
	bfmlal za.s[w8, 2:3], { z0.h, z1.h }, z2.h
	ldnt1w { z0.s - z3.s }, pn8/z, [x29, #4, mul vl]
	mova za3h.b[w14, 4:7], { z0.b - z3.b }
	zero {za1.d, za4.d, za5.d, za7.d}
	st1b {za1h.b[w15, 1]}, p0, [x29, x0]
	ldnt1b { z0.b, z1.b }, pn9/z, [x0, 2, mul vl]
	umlsll za.d[w9, 4:7, vgx4], { z0.h - z3.h }, z4.h[0]
	fmlall za.s[w11, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	st1w { z0.s, z1.s }, pn9, [x0, #2, mul vl]
	ld1d { z0.d - z3.d }, pn8/z, [x29, x0, lsl #3]
	st1h { z3.h, z7.h, z11.h, z15.h }, pn8, [x0, x1, lsl 1]
	msr trcacvr15, x10
	tlbi RVALE2ISNXS, xzr
	tlbi VAALE1IS, xzr
	msr ssbs, 6
	movaz z0.h, za0h.h[w15, 3]
	tlbi alle3is
	stnt1h { z0.h, z1.h }, pn9, [x29, x0, lsl #1]
	stnt1w { z3.s, z7.s, z11.s, z15.s }, pn8, [x0, x29, lsl 2]
	mrs x1, DBGWVR12_EL1
	dupm z3.b, #0xe1
	smlal za.s[w9, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	mrs x0, trcacatr12
	ld1d { z16.d, z20.d, z24.d, z28.d }, pn8/z, [x0, x29, lsl #3]
	st1b { z0.b, z1.b }, pn8, [x0, 2, mul vl]
	tlbi rvale1, x24
	msr UAO, #14
	whilegt pn8.h, x0, x29, vlx4
	stnt1h { z0.h, z1.h }, pn8, [x0, x1, lsl 1]
	mov z20.s, #1
	msr ERXADDR_EL1, x19
	ld1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x0, #4, mul vl]
	mrs x14, mair2_el3
	tlbi alle2isnxs
	ldnt1h { z0.h - z3.h }, pn8/z, [x0, x29, lsl #1]
	sdot za.s[w8, 1, vgx4], { z0.b - z3.b }, z4.b
	mova za.d[w9, 7, vgx2], { z0.d, z1.d }
	zero {za6.d}
	bfdot za.s[w10, 3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	dc CIPAE, xzr
	msr uao, 1
	sub za.d[w11, 3, vgx2], { z0.d, z1.d }
	smlsll za.d[w10, 4:7, vgx4], { z0.h - z3.h }, z4.h[0]
	zero {za0.d, za1.d, za6.d, za7.d}
	mrs x17, trfcr_el2
	mrs x19, ICC_AP1R2_EL1
	fmlall za.s[w8, 4:7], z0.b, z1.b
	st1b { z3.b, z11.b }, pn9, [x29, #2, mul vl]
	bfmops za3.s, p0/m, p1/m, z0.h, z1.h
	msr DAIFSet, #6
	ld1h { z0.h, z8.h }, pn8/z, [x0, 2, mul vl]
	ld1w { z23.s, z31.s }, pn9/z, [x0, x1, lsl #2]
	mrs x26, HACDBSBR_EL2
	ldnt1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x29, x0, lsl #1]
	msr dbgbvr1_el1, x17
	msr UAO, #4
	stnt1b { z16.b, z24.b }, pn9, [x0, 2, mul vl]
	ldnt1h { z1.h, z5.h, z9.h, z13.h }, pn9/z, [x29, 4, mul vl]
	ld1w { z0.s, z1.s }, pn8/z, [x0, 2, mul vl]
	ld1w { z3.s, z7.s, z11.s, z15.s }, pn8/z, [x29, 4, mul vl]
	mova { z0.d, z1.d }, za2h.d[w15, 14:15]
	mrs x7, LORC_EL1
	ld1h { z23.h, z31.h }, pn9/z, [x29, 2, mul vl]
	sel { z0.d, z1.d }, pn15, { z2.d, z3.d }, { z4.d, z5.d }
	st1h {za2v.h[w13, 1]}, p0, [x29, x0, lsl 1]
	sel { z0.b - z3.b }, pn15, { z4.b - z7.b }, { z8.b - z11.b }
	zero {za0.d, za2.d, za4.d, za6.d, za7.d}
	st1d { z0.d - z3.d }, pn8, [x0, 4, mul vl]
	fmlsl za.s[w9, 2:3], z0.h, z1.h[0]
	mov { z0.s, z1.s }, za3v.s[w13, 2:3]
	ldnt1d { z0.d - z3.d }, pn9/z, [x0, x29, lsl 3]
	fmla za.d[w9, 7, vgx4], { z0.d - z3.d }, z4.d
	sdot za.s[w8, 3], { z0.h, z1.h }, z2.h
	umlsll za.s[w10, 4:7], { z0.b, z1.b }, z2.b[0]
	mrs x3, ID_AA64MMFR2_EL1
	stnt1w { z0.s - z3.s }, pn9, [x0, x1, lsl #2]
	ld1h { z19.h, z23.h, z27.h, z31.h }, pn15/z, [x29, x0, lsl 1]
	fmlall za.s[w8, 4:7, vgx2], { z0.b, z1.b }, z2.b[0]
	ld1w {za3v.s[w13, 7]}, p0/z, [x0, x29, lsl #2]
	fmops za0.d, p0/m, p1/m, z0.d, z1.d
	ldnt1b { z7.b, z15.b }, pn15/z, [x0, 2, mul vl]
	mrs x18, dbgbvr9_el1
	ld1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x0, x29, lsl #2]
	stnt1b { z0.b, z8.b }, pn8, [x0, #2, mul vl]
	ldnt1b { z0.b, z1.b }, pn8/z, [x0, x29]
	mov z15.b, #0x30
	zero {za1.d, za2.d, za5.d}
	stnt1h { z0.h, z1.h }, pn9, [x29, x0, lsl 1]
	ldnt1w { z0.s - z3.s }, pn15/z, [x29, #4, mul vl]
	svdot za.d[w9, 3, vgx4], { z0.h - z3.h }, z4.h[0]
	ldnt1w { z0.s, z4.s, z8.s, z12.s }, pn9/z, [x0, x1, lsl #2]
	fmlall za.s[w11, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	stnt1h { z3.h, z7.h, z11.h, z15.h }, pn9, [x0, x29, lsl 1]
	umlall za.s[w10, 4:7], z0.b, z1.b[0]
	ld1h { z0.h - z3.h }, pn8/z, [x0, x1, lsl 1]
	luti2 { z0.b - z3.b }, zt0, z4[1]
	ldnt1b { z0.b, z4.b, z8.b, z12.b }, pn15/z, [x0, 4, mul vl]
	tlbi VALE2ISNXS, xzr
	stnt1w { z23.s, z31.s }, pn15, [x0, x1, lsl #2]
	stnt1h { z19.h, z23.h, z27.h, z31.h }, pn9, [x0, x1, lsl 1]
	ld1d { z3.d, z11.d }, pn8/z, [x0, x1, lsl 3]
	tlbi VALE3NXS, xzr
	str za[w12, 0], [x29, 0, mul vl]
	fdot za.s[w8, 1, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	msr DAIFClr, #7
	ld1h { z0.h - z3.h }, pn8/z, [x0, x29, lsl 1]
	ld1h {za0v.h[w12, 1]}, p0/z, [x0, x29, lsl #1]
	mrs x16, pmsdsfr_el1
	ldr zt0, [x29]
	stnt1d { z3.d, z11.d }, pn8, [x0, #2, mul vl]
	mov za1v.h[w14, 2:3], { z0.h, z1.h }
	mova { z0.d, z1.d }, za.d[w8, 7]
	msr tco, 7
	mov za3v.d[w15, 0:1], { z0.d, z1.d }
	stnt1h { z23.h, z31.h }, pn15, [x29, #2, mul vl]
	zero {za1.d, za2.d, za4.d, za5.d, za6.d}
	stnt1d { z0.d - z3.d }, pn8, [x29, x0, lsl #3]
	tlbi vmalls12e1
	mrs x4, TRCACVR1
	mov z28.h, #0xff81
	ld1w { z0.s - z3.s }, pn9/z, [x0, #4, mul vl]
	ldnt1h { z0.h - z3.h }, pn8/z, [x0, #4, mul vl]
	sumopa za1.s, p0/m, p1/m, z0.b, z1.b
	mrs x1, DBGBCR4_EL1
	dupm z23.b, #0x1
	bfmlsl za.s[w8, 2:3], z0.h, z1.h[0]
	movt zt0[1, mul vl], z0
	st1h { z0.h, z1.h }, pn15, [x0, 2, mul vl]
	luti4 { z0.h - z3.h }, zt0, z4[1]
	whilehs pn15.b, x29, x0, vlx4
	ld1w { z0.s, z8.s }, pn8/z, [x0, x29, lsl #2]
	fdot za.h[w9, 0, vgx2], { z0.b, z1.b }, z2.b
	fdot za.s[w8, 3], { z0.h, z1.h }, z2.h[0]
	stnt1b { z0.b, z8.b }, pn8, [x29, 2, mul vl]
	umlsll za.d[w8, 4:7,  vgx2], { z0.h, z1.h }, z2.h
	fmlal za.h[w9, 2:3], { z0.b, z1.b }, z2.b
	luti2 { z0.b, z1.b }, zt0, z2[1]
	luti2 { z0.b, z8.b }, zt0, z1[1]
	whilege pn8.d, x0, x1, vlx4
	ld1h { z0.h, z1.h }, pn8/z, [x0, 2, mul vl]
	st1w {za0v.s[w12, 1]}, p0, [x0, x1, lsl #2]
	mov z9.h, #0xf3ff
	msr SPMEVFILTR12_EL0, x7
	st1h { z3.h, z11.h }, pn8, [x29, 2, mul vl]
	mova za3v.b[w12, 4:7], { z0.b - z3.b }
	st1h { z7.h, z15.h }, pn9, [x0, x29, lsl 1]
	tlbi vmallws2e1
	mrs x24, spmevfilt2r11_el0
	zero {za3.d, za4.d, za6.d, za7.d}
	mrs x30, SPMEVTYPER14_EL0
	mov { z0.s, z1.s }, za0h.s[w12, 2:3]
	ptrue pn9.h
	mov z4.d, #0x1f00
	fdot za.h[w8, 0, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	tlbi RVAE2IS, xzr
	ld1q {za0h.q[w12, 0]}, p0/z, [x0, x1, lsl 4]
	sub za.s[w11, 7, vgx4], { z0.s - z3.s }
	ldnt1b { z0.b, z1.b }, pn8/z, [x29, x0]
	zero {za0.d, za1.d, za3.d, za4.d, za5.d, za7.d}
	luti2 { z0.s, z1.s }, zt0, z2[1]
	ld1w { z16.s, z20.s, z24.s, z28.s }, pn8/z, [x0, x29, lsl 2]
	ld1w {za2v.s[w15, 2]}, p0/z, [x0, x1, lsl 2]
	mov za3v.b[w15, 2:3], { z0.b, z1.b }
	msr icc_sre_el3, x3
	st1w { z23.s, z31.s }, pn15, [x29, 2, mul vl]
	stnt1d { z0.d, z1.d }, pn15, [x0, #2, mul vl]
	st1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x29, x0, lsl #3]
	fdot za.h[w9, 3, vgx4], { z0.b - z3.b }, z4.b[0]
	mrs x2, TRCCNTVR0
	msr spmevfilt2r1_el0, x25
	mova za0h.s[w12, 0:3], { z0.s - z3.s }
	fdot za.s[w11, 3, vgx4], { z0.b - z3.b }, z4.b[0]
	stnt1w { z0.s - z3.s }, pn8, [x0, x29, lsl 2]
	st1w { z3.s, z7.s, z11.s, z15.s }, pn9, [x29, x0, lsl 2]
	ldnt1d { z0.d - z3.d }, pn8/z, [x29, #4, mul vl]
	st1h { z0.h - z3.h }, pn9, [x0, x29, lsl 1]
	smlsll za.s[w8, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	tlbi RVAALE1NXS, xzr
	zero {za0.d}
	st1w { z0.s, z1.s }, pn8, [x0, x1, lsl #2]
	smlsll za.s[w9, 4:7, vgx2], { z0.b, z1.b }, z2.b[0]
	zero {za3.d, za4.d, za5.d, za7.d}
	umlal za.s[w8, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	stnt1w { z0.s - z3.s }, pn8, [x29, x0, lsl 2]
	bfdot za.s[w8, 1, vgx2], { z0.h, z1.h }, z2.h[0]
	fadd za.s[w8, 3, vgx4], { z0.s - z3.s }
	fmops za0.h, p0/m, p1/m, z0.h, z1.h
	ld1d { z0.d, z4.d, z8.d, z12.d }, pn15/z, [x29, x0, lsl 3]
	st1d { z16.d, z20.d, z24.d, z28.d }, pn8, [x29, x0, lsl 3]
	msr TCO, #1
	mova z0.b, p0/m, za0h.b[w12, 1]
	zero {za0.d, za2.d, za3.d, za6.d, za7.d}
	mrs x14, ID_ISAR6_EL1
	whilelo pn15.b, x0, x1, vlx4
	ld1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x0, 4, mul vl]
	ldnt1d { z23.d, z31.d }, pn15/z, [x0, x29, lsl #3]
	stnt1w { z0.s - z3.s }, pn8, [x0, x29, lsl 2]
	st1h {za1h.h[w12, 15]}, p0, [x0, x29, lsl #1]
	smlall za.d[w11, 4:7], z0.h, z1.h[0]
	luti2 { z0.h, z1.h }, zt0, z2[1]
	dc ISW, xzr
	st1w { z23.s, z31.s }, pn15, [x0, x1, lsl #2]
	mov z1.h, #0xfff1
	fmlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	zero {za0.d, za1.d, za5.d, za7.d}
	ldnt1w { z0.s, z4.s, z8.s, z12.s }, pn9/z, [x0, x1, lsl #2]
	st1h { z0.h - z3.h }, pn8, [x29, #4, mul vl]
	st1b { z0.b, z8.b }, pn8, [x0, x1]
	ld1h { z0.h, z1.h }, pn15/z, [x0, x29, lsl 1]
	msr DAIFClr, #1
	st1d { z0.d, z1.d }, pn9, [x0, x1, lsl #3]
	zero za.d[w8, 2:3, vgx2]
	mov za1h.h[w13, 4:7], { z0.h - z3.h }
	ldnt1w { z3.s, z11.s }, pn15/z, [x29, 2, mul vl]
	stnt1w { z1.s, z5.s, z9.s, z13.s }, pn15, [x29, #4, mul vl]
	whilels pn8.b, x29, x0, vlx4
	ldnt1d { z0.d - z3.d }, pn8/z, [x0, 4, mul vl]
	umlall za.d[w11, 4:7], z0.h, z1.h
	mova za1v.b[w12, 2:3], { z0.b, z1.b }
	st1h { z0.h, z8.h }, pn8, [x29, x0, lsl #1]
	stnt1h { z0.h - z3.h }, pn9, [x0, x1, lsl #1]
	ld1w { z7.s, z15.s }, pn8/z, [x29, x0, lsl #2]
	ldnt1d { z3.d, z7.d, z11.d, z15.d }, pn15/z, [x29, x0, lsl #3]
	mov z4.s, #512
	sel { z0.b, z1.b }, pn15, { z2.b, z3.b }, { z4.b, z5.b }
	msr TCO, #1
	umlsll za.s[w8, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	st1h {za1h.h[w15, 0]}, p0, [x0, x1, lsl 1]
	whilehs pn15.b, x0, x1, vlx4
	umlsl za.s[w8, 2:3], z0.h, z1.h[0]
	msr tco, 11
	tlbi vmalle1
	ldnt1b { z0.b, z1.b }, pn8/z, [x0, 2, mul vl]
	msr SSBS, #4
	usdot za.s[w8, 1, vgx4], { z0.b - z3.b }, z4.b[0]
	fmlal za.h[w9, 2:3], { z0.b, z1.b }, { z2.b, z3.b }
	st1h { z0.h, z1.h }, pn8, [x0, x1, lsl 1]
	mov z0.h, #512
	mrs x14, AMEVTYPER00_EL0
	cntp x29, pn0.h, vlx4
	ldr zt0, [x0]
	mova za3v.d[w13, 12:15], { z0.d - z3.d }
	fmla za.h[w10, 3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	bfadd za.h[w8, 1, vgx2], { z0.h, z1.h }
	tlbi rvae2is, x26
	mrs x0, TRCSSCSR6
	mrs x2, mecid_a1_el2
	stnt1b { z0.b - z3.b }, pn15, [x29, #4, mul vl]
	ld1w { z0.s - z3.s }, pn8/z, [x29, x0, lsl 2]
	fmla za.s[w9, 0], { z0.s, z1.s }, { z2.s, z3.s }
	mrs x10, MECID_P0_EL2
	mrs x24, TRCRSCTLR10
	ldr za[w15, 0], [x0]
	stnt1d { z0.d - z3.d }, pn9, [x29, x0, lsl #3]
	stnt1d { z0.d, z1.d }, pn9, [x0, x1, lsl 3]
	zero {za0.d, za1.d, za3.d, za7.d}
	st1w { z0.s - z3.s }, pn15, [x29, 4, mul vl]
	tlbi ripas2e1isnxs, x25
	movaz z0.s, za2v.s[w13, 1]
	ldnt1b { z0.b, z1.b }, pn8/z, [x0, 2, mul vl]
	msr dit, 0
	ld1w {za0h.s[w12, 1]}, p0/z, [x0, x29, lsl 2]
	smlsl za.s[w11, 2:3], { z0.h, z1.h }, z2.h
	ldnt1b { z1.b, z5.b, z9.b, z13.b }, pn8/z, [x0, x29]
	stnt1h { z23.h, z31.h }, pn15, [x0, x29, lsl #1]
	umlall za.d[w8, 4:7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	whilehs pn9.d, x0, x1, vlx4
	dupm z9.s, #0x3f000
	fdot za.s[w10, 0, vgx4], { z0.h - z3.h }, z4.h[0]
	stnt1h { z0.h - z3.h }, pn15, [x29, 4, mul vl]
	tlbi RVAE3OSNXS, xzr
	st1d { z0.d - z3.d }, pn9, [x29, #4, mul vl]
	st1d { z0.d, z1.d }, pn15, [x29, x0, lsl #3]
	bfmlal za.s[w8, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	whilelo pn8.s, x29, x0, vlx4
	ld1d { z0.d, z8.d }, pn8/z, [x0, #2, mul vl]
	mova za2h.b[w12, 2:3], { z0.b, z1.b }
	msr pan, 3
	msr ssbs, 15
	st1w {za1h.s[w15, 7]}, p0, [x0, x1, lsl 2]
	zero {za0.d, za3.d, za4.d, za5.d, za6.d}
	st1w { z0.s, z8.s }, pn15, [x29, x0, lsl #2]
	mrs x6, PRLAR12_EL1
	zero {za2.d, za3.d, za5.d, za6.d, za7.d}
	stnt1w { z19.s, z23.s, z27.s, z31.s }, pn9, [x0, x1, lsl #2]
	msr PAN, #2
	dupm z0.h, #0x7c00
	stnt1w { z0.s, z8.s }, pn8, [x0, x29, lsl #2]
	msr TRCRSCTLR11, x16
	fadd za.d[w11, 7, vgx2], { z0.d, z1.d }
	whilele pn9.s, x29, x0, vlx4
	st1q {za0v.q[w12, 0]}, p0, [x0, x1, lsl 4]
	smlsll za.s[w11, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	fmlsl za.s[w10, 2:3], z0.h, z1.h[0]
	mova za3h.h[w13, 1], p0/m, z0.h
	tlbi VAAE1, xzr
	fmla za.h[w11, 3, vgx4], { z0.h - z3.h }, z4.h[0]
	ld1b { z16.b, z24.b }, pn15/z, [x29, 2, mul vl]
	bfmls za.h[w8, 1, vgx4], { z0.h - z3.h }, z4.h[0]
	msr tco, 1
	mov za0h.d[w12, 0:3], { z0.d - z3.d }
	ld1d { z0.d - z3.d }, pn8/z, [x0, x1, lsl 3]
	sudot za.s[w8, 3, vgx2], { z0.b, z1.b }, z2.b[0]
	movaz { z0.d - z3.d }, za.d[w10, 0, vgx4]
	st1h {za0v.h[w12, 1]}, p0, [x0, x1, lsl #1]
	ld1d {za3h.d[w15, 7]}, p0/z, [x29, x0, lsl 3]
	msr UAO, #1
	luti2 z0.h, zt0, z1[1]
	mrs x9, TRCSEQEVR1
	fdot za.s[w9, 0, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	udot za.d[w10, 3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	msr DBGBCR13_EL1, x23
	ldnt1h { z0.h, z1.h }, pn8/z, [x0, x29, lsl 1]
	whilelo pn8.s, x0, x1, vlx4
	stnt1w { z0.s, z1.s }, pn9, [x29, x0, lsl #2]
	mov z6.d, #0xffffc00000003fff
	mrs x2, trccidcctlr0
	st1h { z0.h, z1.h }, pn15, [x0, x29, lsl #1]
	msr amevtyper11_el0, x20
	sumopa za1.s, p0/m, p1/m, z0.b, z1.b
	mov z11.b, #0x3f
	mova z0.h, p0/m, za0h.h[w12, 1]
	ld1q {za0v.q[w12, 0]}, p0/z, [x29, x0, lsl #4]
	ldnt1d { z0.d - z3.d }, pn8/z, [x29, x0, lsl #3]
	whilehs pn15.b, x0, x29, vlx4
	dc CGVAC, xzr
	ld1b { z0.b, z4.b, z8.b, z12.b }, pn8/z, [x29, 4, mul vl]
	msr PRBAR8_EL2, x14
	umops za0.s, p0/m, p1/m, z0.b, z1.b
	ld1b {za3h.b[w12, 1]}, p0/z, [x0, x29]
	movt zt0[8], x29
	mova { z0.d - z3.d }, za1h.d[w12, 12:15]
	add za.s[w9, 7, vgx4], { z0.s - z3.s }
	udot za.d[w8, 1, vgx4], { z0.h - z3.h }, z4.h[0]
	movaz z0.s, za0h.s[w12, 1]
	msr DIT, #3
	ldnt1w { z0.s - z3.s }, pn8/z, [x29, x0, lsl #2]
	st1h { z1.h, z5.h, z9.h, z13.h }, pn9, [x0, x29, lsl #1]
	mov { z0.d - z3.d }, za.d[w11, 3, vgx4]
	ld1w { z0.s, z1.s }, pn8/z, [x0, x29, lsl #2]
	msr gcspr_el0, x30
	bfmls za.h[w10, 7, vgx4], { z0.h - z3.h }, z4.h
	smlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h
	st1w { z0.s - z3.s }, pn9, [x29, x0, lsl #2]
	msr PMEVCNTR28_EL0, x26
	luti2 { z0.s - z3.s }, zt0, z4[1]
	fmops za2.h, p0/m, p1/m, z0.h, z1.h
	ldnt1d { z3.d, z7.d, z11.d, z15.d }, pn8/z, [x0, x1, lsl #3]
	mov za2h.s[w15, 15], p0/m, z0.s
	msr dit, 5
	tlbi RVAAE1OSNXS, xzr
	mova za0h.h[w14, 7], p0/m, z0.h
	udot za.d[w8, 7, vgx2], { z0.h, z1.h }, z2.h[0]
	mrs x19, ID_AA64AFR0_EL1
	luti4 z0.s, zt0, z1[1]
	msr DAIFClr, #5
	stnt1b { z0.b, z1.b }, pn9, [x29, x0]
	ld1d { z16.d, z24.d }, pn15/z, [x0, x29, lsl #3]
	mrs x2, SPMCGCR1_EL1
	dupm z9.d, #0xfffc00007fffffff
	mova z0.s, p0/m, za3v.s[w12, 15]
	whilele pn9.h, x0, x29, vlx4
	ld1h { z16.h, z20.h, z24.h, z28.h }, pn15/z, [x0, x29, lsl #1]
	stnt1d { z0.d, z1.d }, pn8, [x0, x29, lsl 3]
	tlbi ipas2le1nxs, x16
	stnt1h { z0.h, z1.h }, pn8, [x0, #2, mul vl]
	whilels pn8.s, x0, x29, vlx4
	ld1h {za0h.h[w12, 1]}, p0/z, [x29, x0, lsl #1]
	msr AMEVCNTVOFF07_EL2, x16
	fsub za.d[w8, 3, vgx2], { z0.d, z1.d }
	msr trcdvcvr5, x5
	st1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x0, x29, lsl #3]
	st1h {za2v.h[w14, 2]}, p0, [x29, x0, lsl #1]
	msr mpamvpm7_el2, x22
	str za[w15, 0], [x0, #0, mul vl]
	mov z3.d, #32512
	stnt1w { z0.s - z3.s }, pn8, [x0, 4, mul vl]
	mrs x30, prbar8_el2
	stnt1h { z0.h - z3.h }, pn15, [x29, #4, mul vl]
	fmlal za.h[w10, 2:3], z0.b, z1.b
	st1d { z0.d, z1.d }, pn8, [x29, 2, mul vl]
	ldnt1b { z0.b, z1.b }, pn15/z, [x0, x1]
	tlbi vae1is, x21
	whilelo pn15.b, x29, x0, vlx4
	stnt1w { z0.s, z1.s }, pn8, [x29, x0, lsl 2]
	whilegt pn8.s, x0, x1, vlx4
	ldnt1w { z0.s, z1.s }, pn9/z, [x29, x0, lsl 2]
	ldnt1d { z0.d, z1.d }, pn8/z, [x0, x29, lsl 3]
	stnt1h { z0.h - z3.h }, pn8, [x29, x0, lsl #1]
	fmopa za0.d, p0/m, p1/m, z0.d, z1.d
	dc CISW, xzr
	msr zcr_el2, x12
	at s12e0w, x17
	umlall za.d[w8, 4:7], { z0.h, z1.h }, { z2.h, z3.h }
	fsub za.s[w8, 1, vgx4], { z0.s - z3.s }
	stnt1d { z1.d, z5.d, z9.d, z13.d }, pn15, [x0, x29, lsl 3]
	zero {za0.d, za4.d}
	ldr za[w13, 0], [x29]
	msr UAO, #3
	sdot za.s[w11, 7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	tlbi RVAE2OS, xzr
	ldnt1w { z0.s, z1.s }, pn8/z, [x0, #2, mul vl]
	stnt1d { z0.d - z3.d }, pn8, [x0, x1, lsl 3]
	mova z0.s, p0/m, za0h.s[w12, 1]
	ldnt1h { z0.h, z8.h }, pn8/z, [x0, x1, lsl #1]
	ld1w { z1.s, z5.s, z9.s, z13.s }, pn8/z, [x0, x1, lsl #2]
	smlall za.d[w11, 4:7], z0.h, z1.h[0]
	st1h { z0.h - z3.h }, pn8, [x0, 4, mul vl]
	tlbi ALLE2OS
	stnt1h { z16.h, z20.h, z24.h, z28.h }, pn8, [x0, #4, mul vl]
	zero {za0.d, za3.d, za5.d}
	ld1w { z19.s, z23.s, z27.s, z31.s }, pn9/z, [x29, x0, lsl 2]
	fmls za.d[w8, 7, vgx2], { z0.d, z1.d }, z2.d[0]
	whilelt pn8.b, x29, x0, vlx4
	st1h { z0.h, z1.h }, pn8, [x0, #2, mul vl]
	ld1w { z0.s - z3.s }, pn15/z, [x0, 4, mul vl]
	st1b { z0.b - z3.b }, pn8, [x0, x29]
	zero {za1.d, za2.d, za4.d, za5.d}
	zero {za0.d, za1.d, za2.d, za3.d, za4.d, za6.d, za7.d}
	mova za3h.b[w12, 2:3], { z0.b, z1.b }
	smlall za.d[w8, 4:7], z0.h, z1.h[0]
	udot za.d[w8, 3, vgx4], { z0.h - z3.h }, z4.h
	ld1w { z0.s, z8.s }, pn8/z, [x29, 2, mul vl]
	st1d { z0.d, z8.d }, pn8, [x0, x1, lsl #3]
	stnt1h { z0.h, z1.h }, pn15, [x29, 2, mul vl]
	msr DIT, #14
	msr UAO, #2
	mrs x26, DLR_EL0
	zero {za1.d, za3.d, za5.d}
	ld1w { z0.s, z1.s }, pn15/z, [x0, 2, mul vl]
	msr tco, 0
	movaz { z0.b - z3.b }, za0h.b[w12, 4:7]
	zero {za0.d, za1.d, za2.d, za3.d, za5.d, za6.d}
	msr PMEVTYPER2_EL0, x10
	bfmls za.h[w8, 1, vgx2], { z0.h, z1.h }, z2.h
	mova { z0.s, z1.s }, za0v.s[w12, 2:3]
	zero {za3.d}
	fmlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h
	mov z2.s, #0x801fffff
	tlbi rvae3is, x14
	umlsll za.d[w11, 4:7, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	tlbi vaale1nxs, x13
	whilelt pn9.h, x0, x1, vlx4
	msr pmslatfr_el1, x20
	st1d { z0.d, z1.d }, pn15, [x0, x29, lsl #3]
	ldnt1w { z0.s, z1.s }, pn8/z, [x29, 2, mul vl]
	tlbi vale3is, x30
	stnt1b { z0.b, z1.b }, pn15, [x29, x0]
	ldnt1b { z0.b - z3.b }, pn8/z, [x0, x1]
	stnt1d { z19.d, z23.d, z27.d, z31.d }, pn9, [x0, x29, lsl #3]
	dupm z19.b, #0x60
	zero {za2.d, za4.d, za5.d, za6.d, za7.d}
	ld1w {za1h.s[w14, 1]}, p0/z, [x29, x0, lsl #2]
	st1b { z0.b, z8.b }, pn9, [x0, x29]
	sdot za.d[w8, 0, vgx4], { z0.h - z3.h }, z4.h[0]
	sub za.s[w11, 7, vgx4], { z0.s - z3.s }
	st1b { z1.b, z5.b, z9.b, z13.b }, pn8, [x29, x0]
	dupm z19.h, #0x1c0
	umopa za2.s, p0/m, p1/m, z0.h, z1.h
	st1b { z0.b, z1.b }, pn8, [x0, #2, mul vl]
	whilehi pn8.b, x29, x0, vlx4
	ldnt1w { z0.s, z1.s }, pn15/z, [x0, #2, mul vl]
	zero za.d[w10, 2:3, vgx4]
	fmla za.d[w8, 7, vgx4], { z0.d - z3.d }, z4.d[0]
	zero {za0.d, za1.d, za3.d, za4.d, za6.d, za7.d}
	ld1h { z0.h, z1.h }, pn15/z, [x0, #2, mul vl]
	tlbi RVALE2IS, xzr
	msr spmselr_el0, x6
	fvdot za.h[w8, 1, vgx2], { z0.b, z1.b }, z2.b[0]
	ld1h { z0.h, z1.h }, pn15/z, [x29, #2, mul vl]
	st1d { z16.d, z24.d }, pn8, [x29, #2, mul vl]
	ld1w { z16.s, z24.s }, pn8/z, [x0, x29, lsl #2]
	ldnt1w { z0.s, z8.s }, pn8/z, [x29, x0, lsl #2]
	stnt1b { z0.b, z4.b, z8.b, z12.b }, pn8, [x29, x0]
	msr TCO, #10
	ld1d { z0.d - z3.d }, pn8/z, [x29, #4, mul vl]
	ld1q {za0h.q[w12, 0]}, p0/z, [x0, x29, lsl #4]
	stnt1h { z19.h, z23.h, z27.h, z31.h }, pn8, [x0, x1, lsl #1]
	ldnt1d { z0.d - z3.d }, pn9/z, [x0, 4, mul vl]
	stnt1d { z0.d, z1.d }, pn8, [x0, x29, lsl #3]
	movaz { z0.d, z1.d }, za2v.d[w14, 6:7]
	whilelt pn8.d, x0, x29, vlx4
	udot za.s[w8, 1, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	dupm z9.h, #0xf3ff
	msr ssbs, 2
	zero za.d[w10, 2:3, vgx4]
	pext { p0.h, p1.h }, pn15[1]
	stnt1d { z0.d - z3.d }, pn8, [x0, x29, lsl 3]
	ldnt1d { z1.d, z5.d, z9.d, z13.d }, pn15/z, [x29, #4, mul vl]
	msr DBGBVR12_EL1, x10
	fmlal za.h[w9, 2:3], z0.b, z1.b[0]
	st1d { z3.d, z11.d }, pn8, [x0, #2, mul vl]
	ld1d {za1h.d[w15, 1]}, p0/z, [x0, x1, lsl 3]
	bfmla za.h[w9, 3, vgx2], { z0.h, z1.h }, z2.h
	ld1h { z0.h, z8.h }, pn15/z, [x0, 2, mul vl]
	mov z0.d, p0/m, za0h.d[w13, 3]
	luti4 z0.b, zt0, z1[1]
	dupm z26.d, #0x7c0
	zero {za1.d, za2.d, za4.d, za7.d}
	st1h { z7.h, z15.h }, pn9, [x29, x0, lsl 1]
	at S12E1W, xzr
	mrs x1, ICC_RPR_EL1
	ldnt1h { z0.h, z1.h }, pn8/z, [x0, x29, lsl #1]
	dupm z23.b, #0x1f
	stnt1d { z0.d - z3.d }, pn8, [x0, #4, mul vl]
	whilele pn8.s, x29, x0, vlx4
	stnt1b { z0.b, z1.b }, pn8, [x0, x1]
	st1d { z0.d - z3.d }, pn8, [x29, x0, lsl #3]
	fmla za.d[w8, 1, vgx4], { z0.d - z3.d }, { z4.d - z7.d }
	ld1w { z0.s, z8.s }, pn9/z, [x29, x0, lsl #2]
	luti2 z0.b, zt0, z1[1]
	st1b { z0.b - z3.b }, pn8, [x29, #4, mul vl]
	msr dit, 6
	udot za.s[w10, 7], { z0.h, z1.h }, z2.h[0]
	msr vdisr_el2, x26
	sumlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	str zt0, [x0]
	mova { z0.b, z1.b }, za2v.b[w13, 2:3]
	mrs x29, AMEVCNTVOFF16_EL2
	msr trcacatr0, x18
	st1d { z0.d, z8.d }, pn8, [x0, x1, lsl 3]
	st1w { z7.s, z15.s }, pn9, [x29, #2, mul vl]
	mova { z0.b, z1.b }, za1h.b[w14, 2:3]
	stnt1h { z0.h, z8.h }, pn8, [x29, x0, lsl #1]
	msr trceventctl1r, x25
	ld1b { z0.b, z1.b }, pn15/z, [x0, 2, mul vl]
	ld1d { z0.d, z4.d, z8.d, z12.d }, pn15/z, [x29, 4, mul vl]
	pext { p0.b, p1.b }, pn8[1]
	stnt1d { z0.d - z3.d }, pn8, [x0, #4, mul vl]
	st1w { z16.s, z20.s, z24.s, z28.s }, pn15, [x29, 4, mul vl]
	tlbi VAE1ISNXS, xzr
	umlal za.s[w8, 2:3], z0.h, z1.h[0]
	tlbi rvale2os, x19
	stnt1w { z0.s - z3.s }, pn9, [x29, 4, mul vl]
	at S1E1A, xzr
	ld1d { z19.d, z23.d, z27.d, z31.d }, pn15/z, [x0, x1, lsl 3]
	st1w {za0h.s[w12, 1]}, p0, [x0, x1, lsl 2]
	mrs x24, ICH_LR14_EL2
	st1d {za1h.d[w15, 1]}, p0, [x0, x1, lsl 3]
	msr ssbs, 8
	fdot za.h[w11, 0, vgx4], { z0.b - z3.b }, z4.b
	st1w { z3.s, z11.s }, pn9, [x29, x0, lsl #2]
	ldnt1d { z0.d - z3.d }, pn8/z, [x0, x1, lsl #3]
	mova { z0.d - z3.d }, za2h.d[w14, 12:15]
	ldnt1b { z0.b, z1.b }, pn8/z, [x0, x29]
	mova z0.q, p0/m, za0h.q[w12, 0]
	stnt1h { z19.h, z23.h, z27.h, z31.h }, pn9, [x0, 4, mul vl]
	fmlal za.s[w9, 2:3], z0.h, z1.h
	msr DAIFClr, #0
	st1d { z16.d, z24.d }, pn9, [x29, #2, mul vl]
	mova { z0.s - z3.s }, za0h.s[w12, 0:3]
	msr spmevtyper11_el0, x22
	mrs x0, BRBSRC6_EL1
	msr tco, 12
	st1w { z3.s, z11.s }, pn15, [x0, x1, lsl 2]
	st1d { z1.d, z5.d, z9.d, z13.d }, pn8, [x29, #4, mul vl]
	stnt1d { z0.d, z1.d }, pn8, [x0, x1, lsl #3]
	ldnt1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x29, 4, mul vl]
	fdot za.s[w8, 1, vgx4], { z0.h - z3.h }, z4.h
	fmla za.h[w8, 7, vgx2], { z0.h, z1.h }, z2.h
	mov { z0.h, z1.h }, za0v.h[w12, 2:3]
	ldr za[w12, 0], [x0]
	tlbi paallnxs
	fmla za.h[w8, 7, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	stnt1h { z0.h - z3.h }, pn8, [x29, x0, lsl 1]
	mrs x26, VPIDR_EL2
	ld1d { z0.d - z3.d }, pn15/z, [x29, x0, lsl 3]
	ldnt1w { z0.s, z1.s }, pn15/z, [x0, 2, mul vl]
	st1b {za0v.b[w14, 1]}, p0, [x0, x29]
	str zt0, [x29]
	stnt1w { z0.s, z1.s }, pn8, [x0, 2, mul vl]
	st1d { z3.d, z11.d }, pn8, [x29, #2, mul vl]
	whilelo pn9.h, x0, x1, vlx4
	msr CNTPS_TVAL_EL1, x18
	mov za0h.q[w12, 0], p0/m, z0.q
	tlbi rvaae1is, x13
	st1b { z0.b, z1.b }, pn8, [x0, x29]
	str za[w13, 0], [x29, 0, mul vl]
	zero {za0.d, za2.d, za3.d, za5.d, za6.d}
	stnt1h { z0.h - z3.h }, pn15, [x29, x0, lsl #1]
	st1h { z3.h, z11.h }, pn9, [x29, 2, mul vl]
	st1h { z23.h, z31.h }, pn8, [x0, #2, mul vl]
	mova za3h.s[w14, 0:3], { z0.s - z3.s }
	add za.s[w11, 3, vgx4], { z0.s - z3.s }, { z4.s - z7.s }
	fmls za.s[w8, 1, vgx4], { z0.s - z3.s }, { z4.s - z7.s }
	ld1w {za0v.s[w12, 1]}, p0/z, [x29, x0, lsl 2]
	bfmlal za.s[w8, 2:3], z0.h, z1.h
	st1q {za0v.q[w12, 0]}, p0, [x29, x0, lsl 4]
	ld1w { z23.s, z31.s }, pn8/z, [x0, x29, lsl 2]
	str za[w12, 0], [x0, 0, mul vl]
	ldnt1b { z0.b, z1.b }, pn9/z, [x0, 2, mul vl]
	tlbi rvaale1isnxs, x13
	mrs x22, cntv_cval_el02
	tlbi vae1osnxs, x20
	ld1b { z0.b, z4.b, z8.b, z12.b }, pn8/z, [x29, x0]
	fmls za.s[w10, 0], { z0.s, z1.s }, z2.s
	tlbi RVALE3OSNXS, xzr
	smlsll za.s[w11, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	mrs x4, PIR_EL2
	bfadd za.h[w8, 1, vgx4], { z0.h - z3.h }
	tlbi paall
	mova { z0.b, z1.b }, za1h.b[w13, 2:3]
	dupm z19.d, #0x3800000000000
	ldnt1h { z0.h, z1.h }, pn15/z, [x29, #2, mul vl]
	st1b {za1h.b[w14, 15]}, p0, [x29, x0]
	movaz z0.q, za1h.q[w12, 0]
	bfmlal za.s[w10, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	stnt1d { z0.d, z1.d }, pn8, [x0, x1, lsl 3]
	tlbi vmalle1isnxs
	fmopa za1.d, p0/m, p1/m, z0.d, z1.d
	stnt1b { z0.b, z4.b, z8.b, z12.b }, pn8, [x0, 4, mul vl]
	mrs x2, amair_el1
	ldnt1w { z0.s, z1.s }, pn9/z, [x29, #2, mul vl]
	msr daifclr, 11
	msr dit, x25
	mova za1h.b[w15, 7], p0/m, z0.b
	st1h { z0.h, z1.h }, pn9, [x29, x0, lsl 1]
	stnt1h { z16.h, z24.h }, pn8, [x0, x29, lsl 1]
	whilege pn8.s, x29, x0, vlx4
	fdot za.s[w10, 7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	ld1h { z0.h - z3.h }, pn9/z, [x29, x0, lsl 1]
	ldnt1d { z0.d - z3.d }, pn9/z, [x0, #4, mul vl]
	st1w { z0.s - z3.s }, pn9, [x0, x1, lsl #2]
	movaz { z0.h - z3.h }, za1v.h[w15, 4:7]
	ld1h { z0.h, z4.h, z8.h, z12.h }, pn15/z, [x29, x0, lsl #1]
	bfmla za.h[w8, 1, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	tlbi vae3nxs, x25
	stnt1h { z0.h - z3.h }, pn8, [x0, x1, lsl 1]
	st1q {za0h.q[w15, 0]}, p0, [x0, x1, lsl 4]
	fmls za.s[w8, 7, vgx4], { z0.s - z3.s }, { z4.s - z7.s }
	tlbi vmallws2e1osnxs
	movaz { z0.b - z3.b }, za0h.b[w12, 4:7]
	fmopa za0.h, p0/m, p1/m, z0.h, z1.h
	ld1q {za3h.q[w12, 0]}, p0/z, [x0, x1, lsl #4]
	sub za.d[w10, 3, vgx4], { z0.d - z3.d }, z4.d
	msr spmcntenclr_el0, x3
	bfmls za.h[w8, 1, vgx2], { z0.h, z1.h }, z2.h[0]
	whilehs pn15.d, x0, x29, vlx4
	smlsll za.s[w9, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	mov z5.s, #0x3ffff000
	tlbi rvae3osnxs, x13
	st1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x0, 4, mul vl]
	stnt1b { z0.b, z8.b }, pn8, [x29, x0]
	at s12e1r, x1
	mrs x8, amevcntr112_el0
	msr spsel, 10
	ld1b { z0.b - z3.b }, pn8/z, [x29, #4, mul vl]
	str za[w12, 0], [x0, 0, mul vl]
	stnt1w { z0.s, z1.s }, pn9, [x0, 2, mul vl]
	ld1h { z0.h - z3.h }, pn9/z, [x29, x0, lsl 1]
	st1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x0, 4, mul vl]
	st1b { z0.b, z1.b }, pn15, [x29, 2, mul vl]
	ld1d {za0v.d[w12, 1]}, p0/z, [x29, x0, lsl #3]
	cntp x0, pn0.b, vlx4
	bmopa za0.s, p0/m, p1/m, z0.s, z1.s
	msr DAIFSet, #13
	msr CNTHVS_CVAL_EL2, x21
	dupm z20.b, #0xcf
	fmlall za.s[w8, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	bfvdot za.s[w8, 0], { z0.h, z1.h }, z2.h[0]
	luti4 z0.b, zt0, z1[1]
	bfmlsl za.s[w8, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	msr PAN, #0
	mova za3h.s[w13, 2], p0/m, z0.s
	st1d { z0.d, z1.d }, pn9, [x0, x29, lsl 3]
	tlbi RIPAS2LE1OSNXS, xzr
	sel { z0.b, z1.b }, pn8, { z2.b, z3.b }, { z4.b, z5.b }
	msr TRCVMIDCCTLR1, x6
	st1h { z0.h, z1.h }, pn9, [x29, x0, lsl #1]
	ld1q {za0v.q[w14, 0]}, p0/z, [x29, x0, lsl 4]
	st1w { z0.s, z8.s }, pn8, [x29, x0, lsl #2]
	stnt1b { z0.b, z1.b }, pn15, [x0, 2, mul vl]
	msr TRFCR_EL2, x1
	stnt1h { z7.h, z15.h }, pn8, [x29, x0, lsl 1]
	mrs x5, amevtyper15_el0
	mov za1v.s[w15, 1], p0/m, z0.s
	stnt1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x0, 4, mul vl]
	ld1h { z0.h - z3.h }, pn9/z, [x0, #4, mul vl]
	fmla za.s[w9, 3, vgx4], { z0.s - z3.s }, { z4.s - z7.s }
	mrs x23, amevcntvoff09_el2
	tlbi alle2
	msr dit, 1
	str za[w15, 0], [x0]
	cpp RCTX, xzr
	udot za.s[w10, 0, vgx4], { z0.b - z3.b }, z4.b
	fmla za.h[w8, 1, vgx4], { z0.h - z3.h }, z4.h
	udot za.s[w9, 3, vgx4], { z0.b - z3.b }, z4.b
	whilege pn15.d, x0, x1, vlx4
	ldnt1d { z0.d - z3.d }, pn8/z, [x29, x0, lsl 3]
	luti4 { z3.b, z7.b, z11.b, z15.b }, zt0, { z2, z3 }
	ldnt1d { z19.d, z23.d, z27.d, z31.d }, pn9/z, [x0, x29, lsl #3]
	ld1h { z3.h, z11.h }, pn9/z, [x29, x0, lsl #1]
	luti2 { z23.b, z31.b }, zt0, z1[1]
	add za.s[w10, 7], { z0.s, z1.s }, { z2.s, z3.s }
	ld1d { z0.d, z1.d }, pn8/z, [x0, x1, lsl #3]
	mov za0v.s[w12, 1], p0/m, z0.s
	msr GPCCR_EL3, x22
	ldnt1h { z16.h, z24.h }, pn8/z, [x0, #2, mul vl]
	ld1h { z0.h, z1.h }, pn15/z, [x29, x0, lsl 1]
	st1d {za3v.d[w12, 3]}, p0, [x29, x0, lsl #3]
	stnt1d { z16.d, z24.d }, pn15, [x0, x1, lsl 3]
	fsub za.d[w8, 1, vgx2], { z0.d, z1.d }
	msr DIT, #2
	movt zt0[8], x0
	ldnt1w { z0.s, z1.s }, pn15/z, [x29, x0, lsl #2]
	pext p0.d, pn9[1]
	ld1h {za3v.h[w12, 7]}, p0/z, [x0, x29, lsl 1]
	msr daifset, 15
	tlbi vale2osnxs, x25
	mova { z0.d - z3.d }, za.d[w9, 7, vgx4]
	mova za.d[w8, 3, vgx4], { z0.d - z3.d }
	fmls za.s[w8, 0, vgx4], { z0.s - z3.s }, z4.s[0]
	mov za0h.h[w13, 4:7], { z0.h - z3.h }
	msr SPSel, #0
	zero {za2.d, za5.d, za7.d}
	zero {za1.d, za3.d, za4.d, za5.d}
	zero {za0.d, za1.d, za4.d, za5.d, za6.d, za7.d}
	mov z28.b, #0x7c
	whilels pn15.d, x0, x29, vlx4
	fmlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	fmlsl za.s[w10, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	ld1d { z0.d, z1.d }, pn9/z, [x0, #2, mul vl]
	movaz { z0.s - z3.s }, za2h.s[w15, 0:3]
	fadd za.d[w11, 7], { z0.d, z1.d }
	add za.s[w8, 1, vgx4], { z0.s - z3.s }, z4.s
	smlal za.s[w8, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	zero {za1.d, za2.d, za4.d}
	mrs x23, dbgwvr13_el1
	umlsl za.s[w8, 2:3], { z0.h, z1.h }, z2.h
	stnt1d { z23.d, z31.d }, pn9, [x0, x29, lsl #3]
	cntp x29, pn0.b, vlx4
	msr uao, 7
	ldnt1b { z0.b, z8.b }, pn8/z, [x0, 2, mul vl]
	whilele pn8.d, x0, x1, vlx4
	add za.d[w8, 1, vgx4], { z0.d - z3.d }, { z4.d - z7.d }
	mrs x21, PMEVCNTR27_EL0
	ldnt1b { z0.b - z3.b }, pn8/z, [x29, #4, mul vl]
	tlbi RVAE2ISNXS, xzr
	ldnt1b { z0.b - z3.b }, pn8/z, [x29, 4, mul vl]
	tlbi vale3nxs, x20
	smlall za.s[w11, 4:7], z0.b, z1.b[0]
	whilehi pn8.d, x0, x29, vlx4
	luti4 { z0.s - z3.s }, zt0, z4[1]
	msr CPTR_EL3, x18
	zero {za0.d, za1.d, za4.d, za7.d}
	mrs x5, BRBTGT9_EL1
	msr TRCPDCR, x24
	sdot za.s[w8, 0], { z0.h, z1.h }, z2.h
	tlbi vmallws2e1os
	mrs x4, prbar_el1
	fmla za.s[w11, 3, vgx4], { z0.s - z3.s }, z4.s[0]
	stnt1d { z0.d, z1.d }, pn15, [x29, x0, lsl 3]
	tlbi vaale1is, x1
	ld1d { z3.d, z11.d }, pn8/z, [x29, #2, mul vl]
	umlal za.s[w11, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	ldnt1h { z0.h, z1.h }, pn15/z, [x0, x29, lsl #1]
	ld1w { z0.s - z3.s }, pn8/z, [x0, x1, lsl #2]
	umlall za.d[w8, 4:7, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	sub za.d[w10, 3, vgx4], { z0.d - z3.d }, z4.d
	ld1q {za0h.q[w12, 0]}, p0/z, [x29, x0, lsl #4]
	st1w { z16.s, z24.s }, pn15, [x29, 2, mul vl]
	ld1h { z0.h - z3.h }, pn15/z, [x0, #4, mul vl]
	st1h { z0.h, z1.h }, pn15, [x0, #2, mul vl]
	st1b { z0.b, z1.b }, pn8, [x29, #2, mul vl]
	whilehi pn9.s, x29, x0, vlx4
	umlal za.s[w9, 2:3, vgx4], { z0.h - z3.h }, z4.h
	fdot za.h[w11, 7, vgx4], { z0.b - z3.b }, z4.b[0]
	whilege pn8.h, x0, x29, vlx4
	ldnt1w { z0.s, z1.s }, pn8/z, [x0, x29, lsl #2]
	stnt1h { z0.h, z1.h }, pn9, [x29, 2, mul vl]
	fmla za.d[w9, 7], { z0.d, z1.d }, { z2.d, z3.d }
	fdot za.s[w8, 1, vgx2], { z0.b, z1.b }, z2.b
	ld1h {za3h.h[w14, 7]}, p0/z, [x0, x29, lsl #1]
	sub za.d[w8, 3], { z0.d, z1.d }
	ld1q {za0h.q[w12, 0]}, p0/z, [x0, x1, lsl 4]
	whilegt pn8.b, x0, x1, vlx4
	ld1w {za0h.s[w15, 15]}, p0/z, [x0, x1, lsl #2]
	usdot za.s[w9, 0, vgx2], { z0.b, z1.b }, z2.b[0]
	ld1d {za0v.d[w12, 7]}, p0/z, [x29, x0, lsl 3]
	ldnt1h { z3.h, z11.h }, pn15/z, [x0, x1, lsl #1]
	st1q {za3h.q[w13, 0]}, p0, [x0, x1, lsl 4]
	fvdot za.s[w11, 0], { z0.h, z1.h }, z2.h[0]
	fmlsl za.s[w11, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	ldnt1d { z0.d - z3.d }, pn8/z, [x29, x0, lsl #3]
	ld1d { z0.d - z3.d }, pn9/z, [x0, 4, mul vl]
	mova za0v.h[w12, 1], p0/m, z0.h
	msr PAN, #5
	ld1d {za0h.d[w12, 1]}, p0/z, [x0, x1, lsl #3]
	ld1d { z0.d - z3.d }, pn8/z, [x29, 4, mul vl]
	mrs x14, spmevcntr6_el0
	mrs x0, midr_el1
	ldnt1h { z19.h, z23.h, z27.h, z31.h }, pn15/z, [x0, 4, mul vl]
	tlbi VAAE1ISNXS, xzr
	stnt1h { z16.h, z20.h, z24.h, z28.h }, pn9, [x29, #4, mul vl]
	mova { z0.h - z3.h }, za2h.h[w15, 4:7]
	add za.s[w8, 1, vgx2], { z0.s, z1.s }
	dupm z2.b, #0x7c
	umlsll za.s[w8, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	ld1b { z0.b, z1.b }, pn8/z, [x29, x0]
	sel { z0.b, z1.b }, pn9, { z2.b, z3.b }, { z4.b, z5.b }
	stnt1h { z16.h, z20.h, z24.h, z28.h }, pn9, [x29, #4, mul vl]
	smlsll za.s[w8, 4:7], z0.b, z1.b
	dupm z12.b, #0x6
	stnt1b { z0.b, z1.b }, pn15, [x0, #2, mul vl]
	mrs x27, ELR_EL3
	fmlal za.h[w10, 2:3], { z0.b, z1.b }, { z2.b, z3.b }
	stnt1d { z0.d, z8.d }, pn8, [x0, x1, lsl #3]
	stnt1h { z3.h, z11.h }, pn9, [x0, #2, mul vl]
	msr pir_el3, x17
	luti4 z0.h, zt0, z1[1]
	whilehs pn9.s, x29, x0, vlx4
	mov z9.d, #0xfffc00007fffffff
	ld1h { z0.h - z3.h }, pn8/z, [x0, x1, lsl #1]
	stnt1d { z1.d, z5.d, z9.d, z13.d }, pn15, [x0, x29, lsl #3]
	mrs x9, actlr_el3
	fdot za.h[w10, 0, vgx2], { z0.b, z1.b }, z2.b[0]
	ld1h { z0.h - z3.h }, pn15/z, [x29, x0, lsl #1]
	mrs x12, MPAMVPM7_EL2
	usdot za.s[w10, 3, vgx4], { z0.b - z3.b }, z4.b
	msr MPUIR_EL2, x11
	whilels pn15.b, x0, x1, vlx4
	umlsll za.d[w8, 4:7,  vgx2], { z0.h, z1.h }, z2.h
	ldnt1h { z0.h - z3.h }, pn9/z, [x0, #4, mul vl]
	bfmls za.h[w10, 0, vgx4], { z0.h - z3.h }, z4.h
	st1h { z0.h, z1.h }, pn15, [x29, x0, lsl #1]
	st1h { z16.h, z24.h }, pn15, [x0, x29, lsl #1]
	msr daifclr, 1
	smstart sm
	msr ALLINT, #0
	sel { z0.b, z1.b }, pn9, { z2.b, z3.b }, { z4.b, z5.b }
	fmlall za.s[w9, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	str za[w13, 0], [x29]
	st1w { z0.s - z3.s }, pn8, [x29, #4, mul vl]
	umlsll za.s[w9, 4:7], z0.b, z1.b[0]
	ld1d { z0.d, z1.d }, pn8/z, [x0, #2, mul vl]
	usdot za.s[w8, 3], { z0.b, z1.b }, z2.b
	msr trcdvcmr5, x11
	whilegt pn8.d, x29, x0, vlx4
	sumopa za0.s, p0/m, p1/m, z0.b, z1.b
	stnt1h { z0.h - z3.h }, pn8, [x0, x1, lsl 1]
	mova za0v.s[w12, 2:3], { z0.s, z1.s }
	mov z19.b, #0x60
	mrs x20, BRBSRC13_EL1
	mrs x28, erxpfgctl_el1
	msr prlar8_el1, x11
	ldnt1b { z0.b, z4.b, z8.b, z12.b }, pn8/z, [x0, #4, mul vl]
	mrs x27, trcsscsr0
	st1w { z0.s, z1.s }, pn9, [x0, #2, mul vl]
	ptrue pn15.h
	zero za.d[w10, 4:7, vgx4]
	smlall za.d[w8, 4:7,  vgx2], { z0.h, z1.h }, z2.h
	sdot za.d[w10, 3], { z0.h, z1.h }, z2.h[0]
	bfmlal za.s[w10, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	ld1b { z0.b, z1.b }, pn15/z, [x0, #2, mul vl]
	mrs x28, dbgwcr15_el1
	str za[w13, 0], [x0, 0, mul vl]
	ld1w { z0.s - z3.s }, pn8/z, [x0, x29, lsl 2]
	mov z11.s, #-128
	ld1w { z16.s, z24.s }, pn15/z, [x0, x1, lsl #2]
	stnt1d { z0.d, z8.d }, pn8, [x29, 2, mul vl]
	zero {za0.d, za3.d, za4.d, za6.d, za7.d}
	mrs x15, trcrsctlr29
	tlbi ripas2le1nxs, x28
	ld1q {za2v.q[w14, 0]}, p0/z, [x0, x29, lsl 4]
	sdot za.d[w9, 0, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	st1d { z0.d - z3.d }, pn15, [x29, x0, lsl 3]
	movaz { z0.s, z1.s }, za0v.s[w14, 2:3]
	msr ttbr1_el12, x14
	mov z27.s, #0xf00003ff
	ldnt1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x29, x0, lsl 3]
	stnt1d { z0.d, z1.d }, pn9, [x0, x1, lsl #3]
	dc cgvadp, x0
	smlall za.s[w8, 4:7], z0.b, z1.b
	tlbi RIPAS2LE1OS, xzr
	addva za0.d, p0/m, p1/m, z0.d
	ld1w { z0.s, z1.s }, pn9/z, [x0, x29, lsl 2]
	msr DAIFClr, #3
	ldnt1h { z3.h, z11.h }, pn8/z, [x0, x29, lsl #1]
	zero {za0.d, za3.d, za5.d, za6.d}
	ld1b { z0.b - z3.b }, pn15/z, [x0, #4, mul vl]
	whilehi pn8.b, x0, x29, vlx4
	mrs x8, amevcntr14_el0
	ldnt1d { z0.d, z1.d }, pn8/z, [x29, #2, mul vl]
	mrs x2, trcvdctlr
	whilege pn15.s, x29, x0, vlx4
	stnt1h { z0.h - z3.h }, pn8, [x29, x0, lsl 1]
	ldnt1b { z0.b, z8.b }, pn8/z, [x0, x29]
	st1h { z16.h, z24.h }, pn9, [x29, #2, mul vl]
	st1w { z0.s - z3.s }, pn8, [x0, x1, lsl 2]
	msr ssbs, 3
	ld1d { z0.d - z3.d }, pn15/z, [x0, x29, lsl #3]
	st1w { z0.s - z3.s }, pn8, [x29, 4, mul vl]
	fmlall za.s[w8, 4:7], { z0.b, z1.b }, z2.b[0]
	tlbi RVAE3, xzr
	zero {za0.d, za4.d, za5.d}
	st1h { z0.h, z1.h }, pn9, [x0, x1, lsl #1]
	movaz z0.h, za0v.h[w12, 1]
	whilelt pn8.b, x29, x0, vlx4
	smops za2.s, p0/m, p1/m, z0.h, z1.h
	stnt1w { z16.s, z20.s, z24.s, z28.s }, pn9, [x0, x1, lsl 2]
	zero {za0.d, za1.d, za2.d, za3.d, za6.d}
	mova { z0.s - z3.s }, za0h.s[w15, 4:7]
	zero {za0.d, za2.d, za4.d, za5.d, za6.d, za7.d}
	msr TRCACATR1, x5
	ldnt1b { z3.b, z11.b }, pn8/z, [x29, 2, mul vl]
	stnt1h { z0.h, z1.h }, pn15, [x0, x29, lsl 1]
	msr allint, 1
	mova { z0.b - z3.b }, za3v.b[w13, 4:7]
	fdot za.s[w9, 0, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	zero za.d[w8, 1, vgx2]
	st1b { z0.b, z1.b }, pn8, [x0, x29]
	mrs x22, prlar14_el2
	zero {za0.d, za1.d, za2.d, za3.d}
	stnt1w { z0.s - z3.s }, pn15, [x0, x1, lsl 2]
	cntp x0, pn0.b, vlx4
	st1w {za2v.s[w14, 2]}, p0, [x0, x29, lsl #2]
	st1d { z1.d, z5.d, z9.d, z13.d }, pn8, [x29, x0, lsl #3]
	sub za.d[w8, 1, vgx2], { z0.d, z1.d }, { z2.d, z3.d }
	ld1w {za0v.s[w15, 15]}, p0/z, [x29, x0, lsl #2]
	zero {za2.d, za3.d, za5.d}
	msr DIT, #8
	msr sp_el2, x17
	ld1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x0, #4, mul vl]
	tlbi IPAS2E1OSNXS, xzr
	mov za.d[w8, 0, vgx4], { z0.d - z3.d }
	st1w { z0.s, z8.s }, pn8, [x29, x0, lsl 2]
	msr spsel, 8
	zero {za0.d, za1.d, za3.d, za5.d, za6.d, za7.d}
	dupm z15.d, #0xffffffc00003ffff
	ld1d {za2v.d[w15, 1]}, p0/z, [x29, x0, lsl #3]
	tlbi vaale1os, x8
	ld1w {za1h.s[w12, 1]}, p0/z, [x0, x29, lsl 2]
	stnt1w { z0.s - z3.s }, pn15, [x0, x29, lsl 2]
	st1w { z0.s, z1.s }, pn8, [x29, 2, mul vl]
	fmls za.h[w8, 1, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	bmops za0.s, p0/m, p1/m, z0.s, z1.s
	st1h { z23.h, z31.h }, pn9, [x0, 2, mul vl]
	ld1d {za0h.d[w12, 3]}, p0/z, [x0, x1, lsl #3]
	msr DAIFSet, #1
	smlall za.s[w8, 4:7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	fvdotb za.s[w11, 0, vgx4], { z0.b, z1.b }, z2.b[0]
	mov z27.h, #0xfc07
	msr trcdvcvr0, x25
	add za.d[w11, 3, vgx4], { z0.d - z3.d }, z4.d
	dupm z7.d, #0xfff803ffffffffff
	sdot za.d[w8, 1, vgx4], { z0.h - z3.h }, z4.h[0]
	mrs x8, trcrsctlr19
	mrs x0, mpamvpm4_el2
	whilelt pn8.b, x0, x1, vlx4
	stnt1b { z0.b, z1.b }, pn9, [x29, 2, mul vl]
	stnt1d { z3.d, z11.d }, pn15, [x0, x29, lsl 3]
	mova { z0.h - z3.h }, za0v.h[w14, 4:7]
	udot za.s[w8, 1, vgx4], { z0.b - z3.b }, z4.b
	ldnt1d { z0.d - z3.d }, pn8/z, [x29, x0, lsl 3]
	bfmla za.h[w10, 7, vgx4], { z0.h - z3.h }, z4.h
	zero { zt0 }
	usmopa za2.d, p0/m, p1/m, z0.h, z1.h
	whilelo pn8.h, x29, x0, vlx4
	tlbi RVAALE1, xzr
	dupm z13.s, #0xfffff807
	msr SSBS, #7
	umlall za.s[w8, 4:7], z0.b, z1.b[0]
	ldnt1w { z23.s, z31.s }, pn15/z, [x29, x0, lsl 2]
	usdot za.s[w8, 1, vgx4], { z0.b - z3.b }, z4.b
	bfmlal za.s[w8, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	fsub za.s[w8, 3, vgx4], { z0.s - z3.s }
	mov za2h.s[w14, 4:7], { z0.s - z3.s }
	tlbi rvae3isnxs, x20
	umlal za.s[w8, 2:3], z0.h, z1.h
	st1d { z0.d, z8.d }, pn8, [x29, #2, mul vl]
	ldnt1d { z0.d - z3.d }, pn8/z, [x29, #4, mul vl]
	ldnt1h { z0.h, z1.h }, pn9/z, [x0, 2, mul vl]
	msr pan, 14
	stnt1w { z0.s - z3.s }, pn15, [x29, x0, lsl #2]
	zero {za0.d, za2.d, za3.d, za4.d, za6.d}
	sdot za.d[w8, 0, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	smlal za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h
	umlsl za.s[w10, 2:3], z0.h, z1.h[0]
	st1h { z0.h, z4.h, z8.h, z12.h }, pn9, [x29, x0, lsl 1]
	tlbi ALLE2OSNXS
	mova za0h.b[w12, 4:7], { z0.b - z3.b }
	ld1h { z0.h, z1.h }, pn8/z, [x0, x1, lsl 1]
	whilehs pn15.d, x29, x0, vlx4
	stnt1w { z0.s - z3.s }, pn8, [x0, x29, lsl #2]
	stnt1w { z0.s, z1.s }, pn9, [x29, x0, lsl #2]
	tlbi alle2is
	whilegt pn8.b, x0, x29, vlx4
	msr TCO, #3
	mov z0.q, p0/m, za0v.q[w12, 0]
	fdot za.s[w8, 1, vgx4], { z0.b - z3.b }, z4.b[0]
	whilehs pn8.h, x0, x1, vlx4
	stnt1w { z0.s, z8.s }, pn15, [x29, 2, mul vl]
	usmlall za.s[w9, 4:7], z0.b, z1.b
	st1b { z0.b, z1.b }, pn15, [x0, #2, mul vl]
	mova za0h.d[w14, 3], p0/m, z0.d
	msr PRSELR_EL2, x22
	umlsl za.s[w10, 2:3, vgx4], { z0.h - z3.h }, z4.h
	umlall za.d[w10, 4:7,  vgx4], { z0.h - z3.h }, z4.h
	umlall za.d[w10, 4:7], z0.h, z1.h
	st1d { z0.d, z1.d }, pn8, [x0, #2, mul vl]
	mrs x10, ttbr1_el2
	sdot za.d[w8, 0, vgx4], { z0.h - z3.h }, z4.h[0]
	msr VMPIDR_EL2, x20
	st1d { z0.d, z8.d }, pn9, [x29, 2, mul vl]
	st1h { z7.h, z15.h }, pn15, [x0, x1, lsl #1]
	tlbi vale2nxs, x2
	st1h { z0.h - z3.h }, pn9, [x0, #4, mul vl]
	mrs x12, PMEVCNTR18_EL0
	tlbi vale1is, x3
	stnt1w { z0.s, z8.s }, pn8, [x29, 2, mul vl]
	msr pmevtyper1_el0, x2
	mrs x1, TRCACVR4
	usmops za1.s, p0/m, p1/m, z0.b, z1.b
	mova za1h.h[w15, 4:7], { z0.h - z3.h }
	st1w { z3.s, z7.s, z11.s, z15.s }, pn8, [x0, x29, lsl #2]
	ldnt1w { z0.s, z8.s }, pn9/z, [x0, x1, lsl #2]
	ld1h { z0.h, z8.h }, pn8/z, [x29, x0, lsl 1]
	whilege pn9.h, x0, x1, vlx4
	fmlal za.h[w8, 2:3], z0.b, z1.b
	st1b { z0.b - z3.b }, pn15, [x29, x0]
	ld1b {za2v.b[w12, 15]}, p0/z, [x29, x0]
	ld1d { z0.d - z3.d }, pn8/z, [x29, 4, mul vl]
	mova z0.s, p0/m, za0h.s[w14, 2]
	fmopa za0.s, p0/m, p1/m, z0.s, z1.s
	sel { z0.s - z3.s }, pn8, { z4.s - z7.s }, { z8.s - z11.s }
	mov z11.b, #0x18
	ldnt1w { z0.s - z3.s }, pn9/z, [x0, x29, lsl 2]
	zero {za2.d, za3.d, za7.d}
	umlal za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h[0]
	ld1d { z16.d, z24.d }, pn9/z, [x29, x0, lsl #3]
	mova z0.h, p0/m, za0v.h[w12, 1]
	fmlall za.s[w8, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	zero {za0.d, za1.d, za2.d, za4.d, za7.d}
	tlbi alle3
	stnt1h { z0.h - z3.h }, pn9, [x0, x1, lsl #1]
	mrs x1, CPTR_EL2
	stnt1h { z16.h, z24.h }, pn9, [x0, x29, lsl 1]
	fmls za.s[w8, 1, vgx2], { z0.s, z1.s }, z2.s
	whilege pn9.s, x0, x29, vlx4
	zero {za0.d}
	ldnt1b { z23.b, z31.b }, pn9/z, [x29, 2, mul vl]
	ld1b { z0.b - z3.b }, pn9/z, [x0, x29]
	smlsl za.s[w8, 2:3], z0.h, z1.h[0]
	st1q {za0h.q[w12, 0]}, p0, [x0, x29, lsl #4]
	ld1d { z0.d, z4.d, z8.d, z12.d }, pn15/z, [x29, x0, lsl 3]
	st1h {za0h.h[w12, 1]}, p0, [x0, x29, lsl 1]
	mova z0.b, p0/m, za2h.b[w13, 7]
	st1q {za0v.q[w13, 0]}, p0, [x0, x1, lsl 4]
	msr SSBS, #1
	bfmla za.h[w8, 3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	sudot za.s[w11, 0, vgx4], { z0.b - z3.b }, z4.b[0]
	ldnt1w { z0.s - z3.s }, pn15/z, [x29, 4, mul vl]
	mova za2v.b[w15, 4:7], { z0.b - z3.b }
	dupm z3.s, #0xffc1ffff
	mov za2h.d[w15, 6:7], { z0.d, z1.d }
	ld1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x0, x29, lsl 1]
	st1w {za0v.s[w15, 1]}, p0, [x29, x0, lsl #2]
	pext { p0.h, p1.h }, pn15[1]
	smlall za.d[w11, 4:7,  vgx4], { z0.h - z3.h }, z4.h
	ld1h { z0.h - z3.h }, pn8/z, [x29, 4, mul vl]
	movaz z0.b, za3v.b[w14, 2]
	sub za.s[w8, 1, vgx2], { z0.s, z1.s }
	ldnt1h { z0.h, z8.h }, pn8/z, [x29, x0, lsl #1]
	mova { z0.b - z3.b }, za0v.b[w12, 4:7]
	mova za3v.s[w12, 0:3], { z0.s - z3.s }
	ldnt1h { z16.h, z20.h, z24.h, z28.h }, pn9/z, [x0, x29, lsl 1]
	umlsll za.s[w11, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	st1w { z0.s - z3.s }, pn8, [x0, x1, lsl 2]
	ld1h { z16.h, z24.h }, pn9/z, [x0, x1, lsl 1]
	whilehs pn15.h, x29, x0, vlx4
	st1d { z0.d - z3.d }, pn9, [x0, 4, mul vl]
	msr daifset, 8
	fsub za.h[w11, 3, vgx2], { z0.h, z1.h }
	st1h { z0.h - z3.h }, pn9, [x29, x0, lsl #1]
	umlsll za.d[w11, 4:7], z0.h, z1.h
	mova za2v.h[w13, 2:3], { z0.h, z1.h }
	ld1d {za3v.d[w12, 7]}, p0/z, [x0, x29, lsl #3]
	whilels pn8.d, x0, x29, vlx4
	ldnt1d { z0.d, z8.d }, pn8/z, [x0, #2, mul vl]
	st1d {za2h.d[w13, 1]}, p0, [x0, x1, lsl 3]
	whilels pn15.d, x0, x1, vlx4
	fmops za0.d, p0/m, p1/m, z0.d, z1.d
	mrs x14, PRBAR14_EL2
	mrs x15, trcacatr1
	sumlall za.s[w11, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	stnt1h { z0.h, z1.h }, pn15, [x0, x1, lsl 1]
	msr mdselr_el1, x19
	whilege pn8.h, x29, x0, vlx4
	st1q {za0v.q[w12, 0]}, p0, [x0, x29, lsl 4]
	dupm z8.s, #0xffffff80
	st1h { z0.h - z3.h }, pn9, [x0, x29, lsl #1]
	dupm z0.d, #0xffffffe0
	msr CPTR_EL2, x19
	ldnt1b { z0.b, z8.b }, pn15/z, [x0, x1]
	ldnt1d { z23.d, z31.d }, pn9/z, [x29, x0, lsl 3]
	zero {za1.d, za2.d, za3.d, za5.d, za7.d}
	stnt1w { z0.s - z3.s }, pn8, [x29, #4, mul vl]
	ld1w { z16.s, z24.s }, pn9/z, [x29, 2, mul vl]
	stnt1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x29, 4, mul vl]
	whilels pn8.h, x29, x0, vlx4
	stnt1d { z0.d, z8.d }, pn8, [x29, x0, lsl 3]
	zero {za2.d, za4.d, za5.d}
	zero {za1.d, za2.d, za3.d, za4.d, za6.d, za7.d}
	fmlal za.h[w8, 2:3, vgx4], { z0.b - z3.b }, z4.b[0]
	st1d { z0.d - z3.d }, pn8, [x29, 4, mul vl]
	stnt1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x29, x0, lsl 1]
	st1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x29, 4, mul vl]
	umlsll za.d[w10, 4:7], z0.h, z1.h
	msr UAO, #6
	umlsll za.s[w8, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	dupm z5.b, #0xfb
	mov { z0.s - z3.s }, za2h.s[w15, 12:15]
	dc csw, x19
	dupm z15.b, #0xcf
	mov { z0.d, z1.d }, za3h.d[w14, 6:7]
	whilelo pn8.d, x0, x1, vlx4
	luti4 { z0.h - z3.h }, zt0, z4[1]
	ld1d { z23.d, z31.d }, pn15/z, [x29, x0, lsl #3]
	umlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	zero {za0.d, za1.d, za3.d, za4.d, za7.d}
	mov z0.s, p0/m, za1h.s[w12, 15]
	stnt1w { z3.s, z11.s }, pn8, [x0, x29, lsl #2]
	usvdot za.s[w9, 3, vgx4], { z0.b - z3.b }, z4.b[0]
	umlall za.s[w8, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	ldnt1b { z3.b, z11.b }, pn15/z, [x29, x0]
	tlbi RVAE3OS, xzr
	st1d { z0.d - z3.d }, pn8, [x0, x1, lsl 3]
	dupm z17.h, #0x78
	stnt1b { z0.b - z3.b }, pn8, [x0, 4, mul vl]
	smops za0.s, p0/m, p1/m, z0.h, z1.h
	ldnt1b { z1.b, z5.b, z9.b, z13.b }, pn9/z, [x0, x29]
	dupm z2.b, #0xc3
	mov za.d[w11, 7, vgx4], { z0.d - z3.d }
	dupm z15.b, #0x30
	svdot za.s[w8, 7, vgx4], { z0.b - z3.b }, z4.b[0]
	usmlall za.s[w8, 4:7], z0.b, z1.b
	mov z17.d, #0xffffffff80ffffff
	msr ich_lr10_el2, x25
	stnt1d { z1.d, z5.d, z9.d, z13.d }, pn9, [x29, x0, lsl #3]
	bfmls za.h[w10, 7], { z0.h, z1.h }, { z2.h, z3.h }
	mrs x5, isr_el1
	ldnt1d { z3.d, z11.d }, pn8/z, [x0, x29, lsl 3]
	st1d { z0.d, z1.d }, pn8, [x0, x1, lsl #3]
	mov za0v.s[w12, 0:3], { z0.s - z3.s }
	ld1w { z0.s, z4.s, z8.s, z12.s }, pn9/z, [x0, x1, lsl 2]
	mov z4.h, #-256
	ldnt1w { z0.s, z1.s }, pn8/z, [x0, 2, mul vl]
	whilegt pn15.s, x0, x29, vlx4
	ldnt1d { z0.d - z3.d }, pn8/z, [x0, #4, mul vl]
	stnt1h { z0.h - z3.h }, pn15, [x0, #4, mul vl]
	ldnt1b { z0.b, z8.b }, pn8/z, [x29, x0]
	ld1h { z19.h, z23.h, z27.h, z31.h }, pn15/z, [x0, x29, lsl #1]
	tlbi rvae3nxs, x20
	fmlsl za.s[w11, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	msr PRLAR6_EL2, x27
	tlbi vaae1, x17
	umlall za.s[w11, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	svdot za.s[w11, 3, vgx4], { z0.b - z3.b }, z4.b[0]
	fmls za.h[w10, 7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	zero {za1.d, za2.d}
	stnt1d { z0.d - z3.d }, pn9, [x29, 4, mul vl]
	st1h {za2h.h[w12, 0]}, p0, [x29, x0, lsl 1]
	fmlsl za.s[w10, 2:3], z0.h, z1.h
	msr daifset, 1
	luti2 { z0.s, z1.s }, zt0, z2[1]
	mrs x20, spmaccessr_el3
	stnt1h { z0.h, z1.h }, pn9, [x0, #2, mul vl]
	ld1b { z0.b - z3.b }, pn9/z, [x29, x0]
	ld1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x0, x1, lsl 2]
	st1d { z0.d - z3.d }, pn15, [x0, x29, lsl 3]
	umlsll za.d[w9, 4:7, vgx4], { z0.h - z3.h }, z4.h[0]
	fmlsl za.s[w8, 2:3, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	msr SPSel, #0
	mov z5.s, #0xffe000
	mrs x8, ZCR_EL12
	smlal za.s[w11, 2:3], z0.h, z1.h[0]
	msr gcscre0_el1, x10
	mov z26.s, #0xf0000007
	st1d { z0.d - z3.d }, pn15, [x29, x0, lsl #3]
	whilele pn8.d, x29, x0, vlx4
	ldnt1d { z7.d, z15.d }, pn15/z, [x29, #2, mul vl]
	tlbi ripas2le1isnxs, x15
	zero {za0.d, za6.d}
	smlall za.s[w10, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	udot za.d[w10, 3, vgx4], { z0.h - z3.h }, z4.h[0]
	msr pmsdsfr_el1, x4
	movt zt0[1, mul vl], z0
	tlbi RVALE2OSNXS, xzr
	ldnt1h { z0.h - z3.h }, pn8/z, [x0, x1, lsl #1]
	st1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x0, x1, lsl #2]
	zero {za0.d, za1.d, za2.d, za4.d, za5.d}
	ld1w { z0.s, z1.s }, pn9/z, [x29, 2, mul vl]
	mova { z0.h - z3.h }, za0v.h[w15, 4:7]
	msr TCO, #4
	whilegt pn8.h, x0, x29, vlx4
	udot za.s[w8, 1, vgx4], { z0.h - z3.h }, z4.h
	ld1h {za0v.h[w15, 0]}, p0/z, [x0, x29, lsl 1]
	stnt1h { z0.h, z1.h }, pn8, [x29, x0, lsl 1]
	bfmopa za1.s, p0/m, p1/m, z0.h, z1.h
	sumopa za0.d, p0/m, p1/m, z0.h, z1.h
	mov z14.s, #0x1ffe0
	st1b {za1h.b[w13, 7]}, p0, [x0, x29]
	umlall za.s[w8, 4:7, vgx2], { z0.b, z1.b }, z2.b[0]
	movt x29, zt0[8]
	stnt1h { z0.h, z8.h }, pn8, [x0, x29, lsl #1]
	st1b { z1.b, z5.b, z9.b, z13.b }, pn15, [x29, 4, mul vl]
	msr PAN, #10
	dupm z13.s, #0x7800000
	ldnt1w { z0.s - z3.s }, pn8/z, [x0, #4, mul vl]
	str za[w12, 0], [x0, #0, mul vl]
	dupm z26.s, #0xf0000007
	ldnt1h { z0.h, z1.h }, pn9/z, [x29, x0, lsl #1]
	fadd za.h[w8, 1, vgx2], { z0.h, z1.h }
	st1h { z0.h - z3.h }, pn9, [x29, x0, lsl 1]
	ldnt1h { z19.h, z23.h, z27.h, z31.h }, pn9/z, [x0, #4, mul vl]
	mov { z0.d - z3.d }, za.d[w8, 1, vgx4]
	st1w { z0.s - z3.s }, pn9, [x0, 4, mul vl]
	mov z0.h, p0/m, za0v.h[w12, 1]
	msr s2pir_el2, x6
	ldnt1b { z3.b, z7.b, z11.b, z15.b }, pn8/z, [x0, x1]
	dupm z17.d, #0xffffffff80ffffff
	sub za.s[w8, 1, vgx4], { z0.s - z3.s }, z4.s
	movaz { z0.s, z1.s }, za0h.s[w12, 2:3]
	zero {za2.d, za6.d}
	udot za.d[w8, 1, vgx4], { z0.h - z3.h }, z4.h
	sel { z0.b - z3.b }, pn15, { z4.b - z7.b }, { z8.b - z11.b }
	ld1h { z0.h, z1.h }, pn8/z, [x0, 2, mul vl]
	fmls za.d[w11, 0, vgx4], { z0.d - z3.d }, { z4.d - z7.d }
	luti4 { z0.s - z3.s }, zt0, z4[1]
	tlbi ripas2le1is, x13
	ld1w { z16.s, z24.s }, pn15/z, [x29, x0, lsl 2]
	ld1h { z0.h, z1.h }, pn8/z, [x0, x29, lsl #1]
	st1d { z7.d, z15.d }, pn8, [x0, x29, lsl #3]
	msr amair_el1, x9
	whilegt pn8.b, x0, x1, vlx4
	ldnt1h { z1.h, z5.h, z9.h, z13.h }, pn15/z, [x0, #4, mul vl]
	tlbi RVAE1NXS, xzr
	mov z5.b, #0xfb
	mrs x20, dbgbvr12_el1
	dupm z22.h, #0xf00
	umlsll za.s[w8, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	whilehi pn15.h, x0, x29, vlx4
	ld1h {za0h.h[w12, 1]}, p0/z, [x0, x29, lsl #1]
	stnt1d { z0.d, z1.d }, pn9, [x0, 2, mul vl]
	stnt1b { z16.b, z20.b, z24.b, z28.b }, pn15, [x0, x1]
	msr SSBS, #13
	st1q {za3v.q[w12, 0]}, p0, [x29, x0, lsl #4]
	tlbi VALE1IS, xzr
	whilelo pn8.d, x29, x0, vlx4
	zero {za0.d, za1.d, za2.d, za3.d, za4.d}
	st1b { z1.b, z5.b, z9.b, z13.b }, pn9, [x0, 4, mul vl]
	sdot za.d[w10, 7, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	whilele pn9.s, x0, x1, vlx4
	dupm z0.b, #0x20
	dc igsw, x12
	fdot za.s[w8, 1, vgx2], { z0.b, z1.b }, z2.b[0]
	zero {za1.d, za7.d}
	ld1h { z0.h, z1.h }, pn8/z, [x0, x1, lsl #1]
	ld1b { z0.b, z1.b }, pn8/z, [x29, #2, mul vl]
	st1h { z0.h - z3.h }, pn8, [x0, #4, mul vl]
	ld1h {za1h.h[w15, 0]}, p0/z, [x29, x0, lsl 1]
	st1w { z16.s, z24.s }, pn8, [x29, x0, lsl 2]
	tlbi rvale1is, x29
	mrs x24, CNTVCT_EL0
	mova { z0.s - z3.s }, za0h.s[w14, 4:7]
	msr daifset, 4
	ldnt1h { z19.h, z23.h, z27.h, z31.h }, pn15/z, [x29, #4, mul vl]
	mov za1h.b[w14, 4:7], { z0.b - z3.b }
	mrs x18, oseccr_el1
	ldnt1h { z0.h - z3.h }, pn15/z, [x0, 4, mul vl]
	st1d { z0.d, z1.d }, pn8, [x0, 2, mul vl]
	stnt1b { z0.b, z4.b, z8.b, z12.b }, pn15, [x0, x29]
	umops za0.s, p0/m, p1/m, z0.h, z1.h
	tlbi RVAE1OSNXS, xzr
	ldnt1d { z0.d - z3.d }, pn9/z, [x0, x1, lsl #3]
	msr TRCCONFIGR, x2
	ld1h { z0.h - z3.h }, pn15/z, [x0, x1, lsl #1]
	fmla za.s[w10, 7, vgx4], { z0.s - z3.s }, z4.s
	st1d { z0.d, z1.d }, pn9, [x0, 2, mul vl]
	pext p0.b, pn15[1]
	ld1b { z7.b, z15.b }, pn15/z, [x0, x29]
	ld1h { z0.h, z8.h }, pn8/z, [x0, x29, lsl #1]
	tlbi VAE3OS, xzr
	mov za1h.h[w14, 3], p0/m, z0.h
	tlbi ASIDE1IS, xzr
	mova { z0.d - z3.d }, za2v.d[w13, 12:15]
	smlall za.d[w8, 4:7, vgx2], { z0.h, z1.h }, z2.h[0]
	ld1d { z3.d, z7.d, z11.d, z15.d }, pn9/z, [x29, x0, lsl #3]
	smlal za.s[w9, 2:3, vgx2], { z0.h, z1.h }, z2.h
	mov za.d[w10, 0, vgx2], { z0.d, z1.d }
	ld1h { z0.h, z1.h }, pn15/z, [x0, #2, mul vl]
	ldnt1d { z0.d - z3.d }, pn8/z, [x29, #4, mul vl]
	msr mpamvpm4_el2, x24
	sel { z0.d - z3.d }, pn8, { z4.d - z7.d }, { z8.d - z11.d }
	tlbi RVALE2NXS, xzr
	at S1E3R, xzr
	st1h { z23.h, z31.h }, pn8, [x0, x29, lsl 1]
	whilege pn8.b, x0, x1, vlx4
	zero {za1.d, za4.d, za5.d}
	bfmls za.h[w10, 0, vgx2], { z0.h, z1.h }, z2.h[0]
	stnt1b { z3.b, z7.b, z11.b, z15.b }, pn15, [x0, #4, mul vl]
	zero {za0.d, za2.d, za3.d, za4.d, za5.d, za7.d}
	st1b {za0h.b[w12, 1]}, p0, [x29, x0]
	mov { z0.s - z3.s }, za0v.s[w12, 0:3]
	usmlall za.s[w11, 4:7], z0.b, z1.b
	zero {za0.d, za1.d, za3.d, za4.d}
	ldnt1b { z0.b, z4.b, z8.b, z12.b }, pn8/z, [x0, x29]
	fmlal za.s[w11, 2:3, vgx4], { z0.h - z3.h }, z4.h
	ld1w {za1h.s[w15, 7]}, p0/z, [x0, x29, lsl 2]
	fmlal za.h[w10, 2:3, vgx2], { z0.b, z1.b }, z2.b
	tlbi VAE3, xzr
	mov za2v.d[w13, 12:15], { z0.d - z3.d }
	smlsll za.s[w10, 4:7], { z0.b, z1.b }, z2.b[0]
	st1q {za2h.q[w14, 0]}, p0, [x0, x29, lsl 4]
	mova za2v.d[w14, 6:7], { z0.d, z1.d }
	st1b { z3.b, z11.b }, pn8, [x0, 2, mul vl]
	whilegt pn9.s, x0, x29, vlx4
	fmls za.d[w8, 1, vgx4], { z0.d - z3.d }, z4.d[0]
	ld1h { z3.h, z11.h }, pn8/z, [x29, #2, mul vl]
	smlsll za.d[w8, 4:7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	luti2 { z3.b, z7.b, z11.b, z15.b }, zt0, z1[1]
	msr daifset, 6
	usmlall za.s[w10, 4:7, vgx4], { z0.b - z3.b }, z4.b[0]
	stnt1d { z3.d, z11.d }, pn15, [x29, x0, lsl #3]
	umlall za.d[w8, 4:7], z0.h, z1.h[0]
	mrs x20, SPMEVFILT2R1_EL0
	fmlal za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	stnt1d { z0.d - z3.d }, pn9, [x0, x29, lsl #3]
	stnt1h { z0.h, z1.h }, pn9, [x0, x29, lsl #1]
	zero {za0.d, za1.d, za2.d, za3.d, za4.d, za7.d}
	mov z10.d, #0xfffffffffffffc1f
	fmls za.d[w8, 1, vgx2], { z0.d, z1.d }, z2.d[0]
	msr amcntenset0_el0, x13
	ldnt1d { z0.d, z1.d }, pn15/z, [x0, 2, mul vl]
	fmopa za3.s, p0/m, p1/m, z0.s, z1.s
	fmls za.h[w11, 7, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	umlall za.s[w9, 4:7], z0.b, z1.b[0]
	whilehs pn8.d, x0, x1, vlx4
	ld1w { z0.s, z8.s }, pn8/z, [x29, x0, lsl 2]
	add za.d[w11, 3, vgx4], { z0.d - z3.d }, { z4.d - z7.d }
	tlbi RVALE3IS, xzr
	mrs x11, TRCDVCMR3
	str zt0, [x0]
	fsub za.h[w11, 7, vgx2], { z0.h, z1.h }
	mov { z0.s - z3.s }, za0h.s[w12, 0:3]
	whilelo pn8.b, x0, x1, vlx4
	bfsub za.h[w11, 3, vgx2], { z0.h, z1.h }
	st1d {za0h.d[w14, 7]}, p0, [x0, x1, lsl #3]
	ldnt1d { z16.d, z24.d }, pn8/z, [x29, x0, lsl #3]
	msr trcacatr12, x5
	tlbi RVAE2OSNXS, xzr
	ldnt1w { z16.s, z24.s }, pn15/z, [x0, x29, lsl 2]
	luti2 { z0.h, z8.h }, zt0, z1[1]
	mova z0.h, p0/m, za2h.h[w14, 3]
	smlal za.s[w11, 2:3, vgx2], { z0.h, z1.h }, z2.h
	stnt1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x0, #4, mul vl]
	tlbi VAE3NXS, xzr
	ld1b { z7.b, z15.b }, pn15/z, [x0, x1]
	mrs x15, PRLAR8_EL1
	mrs x11, BRBTGT2_EL1
	fmls za.d[w8, 0, vgx2], { z0.d, z1.d }, z2.d
	zero {za0.d, za2.d, za5.d}
	msr pan, 1
	ld1h { z0.h, z1.h }, pn8/z, [x29, 2, mul vl]
	fmls za.h[w10, 0, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	fdot za.h[w8, 1, vgx2], { z0.b, z1.b }, z2.b
	dc CGVAP, xzr
	msr SSBS, #3
	ldnt1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x29, x0, lsl 2]
	mov z13.d, #0x7ffffe000000000
	smlsll za.s[w8, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	msr SPSel, #10
	whilelt pn15.h, x29, x0, vlx4
	msr DAIFClr, #1
	smlsll za.d[w10, 4:7, vgx4], { z0.h - z3.h }, z4.h[0]
	whilehi pn8.h, x0, x1, vlx4
	msr SSBS, #0
	mrs x13, BRBSRC5_EL1
	movaz { z0.s, z1.s }, za1h.s[w13, 2:3]
	usmlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	ld1b {za0h.b[w12, 1]}, p0/z, [x0, x29]
	umlsl za.s[w8, 2:3, vgx4], { z0.h - z3.h }, z4.h
	msr TRCDVCMR3, x21
	ld1w { z0.s - z3.s }, pn8/z, [x29, 4, mul vl]
	mrs x10, PMEVTYPER18_EL0
	mrs x22, trcdevid
	tlbi RIPAS2E1IS, xzr
	stnt1b { z0.b, z8.b }, pn8, [x0, x1]
	zero za.d[w11, 4:7]
	stnt1d { z0.d - z3.d }, pn15, [x0, x29, lsl 3]
	msr SPSel, #13
	fsub za.h[w11, 7], { z0.h, z1.h }
	zero {za1.d, za4.d, za6.d, za7.d}
	st1h { z0.h, z1.h }, pn8, [x29, 2, mul vl]
	usdot za.s[w9, 7, vgx2], { z0.b, z1.b }, z2.b
	bfmops za1.s, p0/m, p1/m, z0.h, z1.h
	st1h {za0v.h[w15, 7]}, p0, [x0, x1, lsl 1]
	fdot za.s[w9, 3], { z0.h, z1.h }, z2.h[0]
	mov z0.h, #0x600
	st1d { z7.d, z15.d }, pn15, [x0, x1, lsl 3]
	mrs x18, PMEVTYPER2_EL0
	ld1d { z0.d - z3.d }, pn8/z, [x0, x29, lsl #3]
	ldnt1d { z0.d, z8.d }, pn8/z, [x29, x0, lsl 3]
	st1d {za2h.d[w12, 2]}, p0, [x29, x0, lsl 3]
	bfvdot za.s[w11, 0, vgx2], { z0.h, z1.h }, z2.h[0]
	movaz z0.h, za0h.h[w12, 1]
	ld1b { z0.b, z1.b }, pn15/z, [x29, 2, mul vl]
	add za.d[w11, 3, vgx4], { z0.d - z3.d }, { z4.d - z7.d }
	fmla za.h[w11, 0], { z0.h, z1.h }, z2.h
	ldnt1d { z0.d, z1.d }, pn8/z, [x0, #2, mul vl]
	zero za.d[w8, 2:3]
	smlsll za.d[w9, 4:7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	ldnt1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x0, x1, lsl #3]
	msr TRCSSCCR6, x29
	ldnt1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x0, x29, lsl 3]
	movt x0, zt0[8]
	dupm z28.s, #0x1c000000
	st1b { z16.b, z24.b }, pn8, [x0, 2, mul vl]
	addha za3.s, p0/m, p1/m, z0.s
	bfsub za.h[w10, 3, vgx4], { z0.h - z3.h }
	ld1d { z16.d, z24.d }, pn15/z, [x29, x0, lsl #3]
	zero {za0.d, za1.d, za2.d, za3.d, za4.d, za6.d}
	msr daifset, 10
	fmla za.s[w8, 1, vgx4], { z0.s - z3.s }, { z4.s - z7.s }
	usmopa za2.d, p0/m, p1/m, z0.h, z1.h
	ld1d { z23.d, z31.d }, pn8/z, [x29, x0, lsl 3]
	ld1h { z0.h, z8.h }, pn15/z, [x0, x29, lsl 1]
	st1w {za1h.s[w14, 0]}, p0, [x0, x1, lsl #2]
	fmops za0.d, p0/m, p1/m, z0.d, z1.d
	ld1w { z0.s - z3.s }, pn8/z, [x0, x1, lsl 2]
	tlbi vae1, x13
	msr spmevtyper7_el0, x12
	ld1h { z3.h, z11.h }, pn15/z, [x0, #2, mul vl]
	st1d { z0.d, z1.d }, pn8, [x0, x1, lsl 3]
	smlall za.s[w8, 4:7,  vgx4], { z0.b - z3.b }, z4.b
	zero {za1.d, za2.d, za3.d, za5.d, za6.d}
	zero {za1.d, za2.d, za4.d, za6.d}
	ld1d {za0h.d[w12, 2]}, p0/z, [x0, x29, lsl 3]
	zero {za2.d, za3.d, za6.d}
	st1h { z3.h, z7.h, z11.h, z15.h }, pn8, [x0, x29, lsl #1]
	st1h { z19.h, z23.h, z27.h, z31.h }, pn9, [x0, #4, mul vl]
	ldr zt0, [x29]
	umlsl za.s[w9, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	ld1w { z16.s, z20.s, z24.s, z28.s }, pn15/z, [x29, x0, lsl #2]
	zero {za1.h}
	st1q {za0v.q[w12, 0]}, p0, [x29, x0, lsl #4]
	ld1d { z7.d, z15.d }, pn9/z, [x29, 2, mul vl]
	msr dit, 3
	tlbi rvaae1os, x2
	smlal za.s[w9, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	bfsub za.h[w8, 1, vgx2], { z0.h, z1.h }
	stnt1d { z0.d - z3.d }, pn8, [x0, 4, mul vl]
	luti2 { z16.b, z20.b, z24.b, z28.b }, zt0, z1[1]
	mrs x23, pir_el3
	st1w {za0v.s[w12, 1]}, p0, [x29, x0, lsl #2]
	smlal za.s[w11, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	stnt1d { z0.d, z8.d }, pn8, [x0, #2, mul vl]
	mov z11.d, #0x7fffff0
	smlsl za.s[w11, 2:3], { z0.h, z1.h }, z2.h
	add za.s[w10, 3, vgx4], { z0.s - z3.s }
	dc cigdpae, x10
	luti4 { z23.h, z31.h }, zt0, z1[1]
	umlal za.s[w8, 2:3, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	tlbi alle1os
	mrs x5, HFGRTR_EL2
	st1w {za2h.s[w12, 7]}, p0, [x29, x0, lsl 2]
	zero {za1.d, za2.d, za3.d, za4.d, za5.d, za6.d}
	tlbi VAALE1NXS, xzr
	fmlall za.s[w9, 4:7, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
	sub za.d[w10, 3, vgx2], { z0.d, z1.d }, z2.d
	st1b { z0.b, z1.b }, pn8, [x0, 2, mul vl]
	stnt1d { z0.d, z1.d }, pn8, [x0, #2, mul vl]
	stnt1d { z0.d, z1.d }, pn9, [x29, 2, mul vl]
	sel { z0.d - z3.d }, pn8, { z4.d - z7.d }, { z8.d - z11.d }
	mrs x28, GCSPR_EL3
	whilehs pn8.b, x29, x0, vlx4
	msr uao, 0
	msr ssbs, 11
	mrs x28, SPMEVCNTR7_EL0
	umlsll za.d[w9, 4:7, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	mova za.d[w9, 0, vgx4], { z0.d - z3.d }
	ldnt1h { z0.h - z3.h }, pn8/z, [x29, #4, mul vl]
	stnt1w { z3.s, z11.s }, pn9, [x0, 2, mul vl]
	fadd za.s[w8, 7], { z0.s, z1.s }
	st1b {za3v.b[w15, 2]}, p0, [x0, x1]
	luti2 { z7.b, z15.b }, zt0, z1[1]
	ldnt1h { z0.h, z4.h, z8.h, z12.h }, pn8/z, [x29, 4, mul vl]
	ld1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x0, x29, lsl #2]
	mov z0.q, p0/m, za2v.q[w14, 0]
	sumlall za.s[w8, 4:7, vgx2], { z0.b, z1.b }, z2.b[0]
	mrs x5, dbgbvr11_el1
	svdot za.s[w8, 7, vgx2], { z0.h, z1.h }, z2.h[0]
	ldnt1h { z0.h, z8.h }, pn9/z, [x0, x29, lsl 1]
	mova za0h.h[w12, 4:7], { z0.h - z3.h }
	whilelo pn8.s, x0, x1, vlx4
	msr SSBS, #2
	ldnt1d { z0.d - z3.d }, pn15/z, [x0, x29, lsl 3]
	st1h {za3v.h[w13, 15]}, p0, [x0, x29, lsl #1]
	smlsll za.d[w8, 4:7], z0.h, z1.h
	ld1h { z0.h, z1.h }, pn15/z, [x0, x29, lsl #1]
	ld1w { z0.s, z1.s }, pn15/z, [x0, x29, lsl #2]
	tlbi IPAS2LE1OS, xzr
	smlall za.d[w8, 4:7], z0.h, z1.h
	msr MECID_P0_EL2, x15
	mova z0.d, p0/m, za1v.d[w14, 3]
	fmla za.d[w9, 3], { z0.d, z1.d }, z2.d[0]
	whilehs pn8.b, x0, x29, vlx4
	fsub za.d[w8, 1, vgx4], { z0.d - z3.d }
	zero {za0.d, za2.d, za4.d, za5.d, za6.d}
	st1h { z0.h, z1.h }, pn8, [x0, 2, mul vl]
	zero { zt0 }
	mrs x9, SPMEVCNTR14_EL0
	mrs x23, TRCACVR3
	stnt1h { z0.h, z8.h }, pn8, [x29, #2, mul vl]
	mov z1.d, #0xffffffffcfffffff
	ld1w {za1v.s[w14, 15]}, p0/z, [x0, x1, lsl #2]
	dupm z11.s, #0xff000fff
	mova { z0.s, z1.s }, za0h.s[w12, 2:3]
	mov { z0.b, z1.b }, za1v.b[w12, 2:3]
	ldnt1h { z0.h, z8.h }, pn8/z, [x29, #2, mul vl]
	ldnt1d { z23.d, z31.d }, pn9/z, [x29, x0, lsl #3]
	st1d { z19.d, z23.d, z27.d, z31.d }, pn8, [x29, 4, mul vl]
	mov z30.h, #32512
	mrs x1, LORID_EL1
	tlbi RPALOS, xzr
	dupm z5.b, #0x18
	fmops za0.s, p0/m, p1/m, z0.s, z1.s
	zero {za1.d, za2.d, za4.d, za5.d, za7.d}
	msr ICC_BPR0_EL1, x9
	udot za.d[w8, 1, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	mov z1.d, #0x7fffe00000000000
	fmla za.s[w9, 3, vgx4], { z0.s - z3.s }, { z4.s - z7.s }
	fdot za.s[w8, 0, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	whilehi pn8.b, x0, x1, vlx4
	ldnt1d { z23.d, z31.d }, pn9/z, [x0, x1, lsl #3]
	fmlall za.s[w9, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	ldnt1d { z0.d, z1.d }, pn8/z, [x29, x0, lsl 3]
	ld1w {za3h.s[w14, 3]}, p0/z, [x29, x0, lsl 2]
	whilels pn15.b, x0, x1, vlx4
	mrs x10, BRBTGT29_EL1
	zero {za1.d, za2.d, za7.d}
	msr PRLAR14_EL2, x3
	ldnt1d { z16.d, z24.d }, pn9/z, [x0, x1, lsl 3]
	stnt1h { z1.h, z5.h, z9.h, z13.h }, pn9, [x29, 4, mul vl]
	movt zt0[8], x29
	tlbi RVAALE1OSNXS, xzr
	whilehs pn15.d, x0, x29, vlx4
	dupm z27.h, #0xc
	mrs x18, PMEVCNTR28_EL0
	st1w { z0.s, z1.s }, pn15, [x29, #2, mul vl]
	zero {za2.d, za3.d, za4.d, za7.d}
	smlall za.d[w9, 4:7,  vgx2], { z0.h, z1.h }, z2.h
	smlsll za.s[w9, 4:7], z0.b, z1.b[0]
	ldnt1h { z0.h, z8.h }, pn8/z, [x29, x0, lsl 1]
	fmlall za.s[w11, 4:7], z0.b, z1.b[0]
	msr MECID_A1_EL2, x20
	ldnt1w { z0.s - z3.s }, pn8/z, [x29, x0, lsl 2]
	stnt1d { z1.d, z5.d, z9.d, z13.d }, pn9, [x0, #4, mul vl]
	st1h { z3.h, z11.h }, pn9, [x0, x1, lsl 1]
	umlsl za.s[w10, 2:3, vgx2], { z0.h, z1.h }, z2.h[0]
	sudot za.s[w11, 7, vgx2], { z0.b, z1.b }, z2.b[0]
	mova { z0.d, z1.d }, za1h.d[w14, 0:1]
	msr SCTLR2_EL1, x30
	ld1w { z0.s - z3.s }, pn9/z, [x0, x1, lsl #2]
	ldnt1b { z0.b, z1.b }, pn8/z, [x29, 2, mul vl]
	ldnt1d { z0.d - z3.d }, pn15/z, [x0, x29, lsl #3]
	st1b { z0.b, z1.b }, pn15, [x0, #2, mul vl]
	ld1q {za0v.q[w12, 0]}, p0/z, [x29, x0, lsl 4]
	msr tco, 8
	ld1h { z3.h, z11.h }, pn8/z, [x29, #2, mul vl]
	cntp x29, pn0.d, vlx4
	mov { z0.d, z1.d }, za1v.d[w13, 2:3]
	fmlall za.s[w11, 4:7], { z0.b, z1.b }, z2.b[0]
	ld1b { z0.b - z3.b }, pn8/z, [x0, x29]
	whilelt pn9.b, x0, x1, vlx4
	dupm z7.d, #0xc0000000000003ff
	ld1w { z0.s - z3.s }, pn8/z, [x0, x29, lsl #2]
	umopa za3.d, p0/m, p1/m, z0.h, z1.h
	ld1w { z0.s, z1.s }, pn15/z, [x0, 2, mul vl]
	umlsl za.s[w8, 2:3], z0.h, z1.h
	ld1d {za0h.d[w14, 7]}, p0/z, [x0, x29, lsl #3]
	msr trctsctlr, x29
	ld1w { z0.s, z1.s }, pn9/z, [x0, x29, lsl 2]
	ldnt1b { z3.b, z7.b, z11.b, z15.b }, pn15/z, [x0, 4, mul vl]
	ldnt1w { z1.s, z5.s, z9.s, z13.s }, pn9/z, [x0, x29, lsl #2]
	tlbi VAE3OSNXS, xzr
	smlall za.d[w9, 4:7,  vgx2], { z0.h, z1.h }, z2.h
	st1w {za2v.s[w15, 7]}, p0, [x29, x0, lsl 2]
	ld1h { z0.h - z3.h }, pn15/z, [x29, x0, lsl #1]
	ldnt1b { z0.b, z1.b }, pn9/z, [x0, #2, mul vl]
	msr pan, 9
	sdot za.d[w11, 0, vgx2], { z0.h, z1.h }, z2.h
	ld1h { z0.h, z8.h }, pn8/z, [x29, 2, mul vl]
	msr ELR_EL1, x23
	movaz { z0.d, z1.d }, za1h.d[w15, 14:15]
	st1d { z0.d, z1.d }, pn15, [x29, x0, lsl 3]
	smlall za.d[w10, 4:7,  vgx4], { z0.h - z3.h }, z4.h
	mova za0h.d[w14, 4:7], { z0.d - z3.d }
	mrs x21, pmovsset_el0
	st1w { z0.s, z4.s, z8.s, z12.s }, pn8, [x0, x1, lsl 2]
	add za.d[w9, 3, vgx4], { z0.d - z3.d }
	ldnt1h { z7.h, z15.h }, pn9/z, [x29, 2, mul vl]
	st1d { z0.d, z4.d, z8.d, z12.d }, pn8, [x0, #4, mul vl]
	luti4 { z19.h, z23.h, z27.h, z31.h }, zt0, z1[1]
	zero {za0.d, za5.d, za6.d, za7.d}
	ld1w { z23.s, z31.s }, pn15/z, [x29, 2, mul vl]
	add za.d[w8, 1, vgx4], { z0.d - z3.d }
	stnt1b { z0.b - z3.b }, pn15, [x0, x29]
	msr daifclr, 14
	luti2 { z0.h - z3.h }, zt0, z4[1]
	fmla za.s[w10, 7], { z0.s, z1.s }, z2.s
	whilels pn9.s, x29, x0, vlx4
	st1q {za1h.q[w14, 0]}, p0, [x0, x29, lsl #4]
	ld1b { z0.b - z3.b }, pn15/z, [x0, x1]
	msr HFGWTR2_EL2, x26
	dupm z10.d, #0x7ffffffffff00000
	zero za.d[w9, 2:3, vgx4]
	bfmops za1.h, p0/m, p1/m, z0.h, z1.h
	mov { z0.d - z3.d }, za1v.d[w12, 4:7]
	ld1q {za0v.q[w12, 0]}, p0/z, [x29, x0, lsl #4]
	stnt1d { z0.d - z3.d }, pn9, [x29, x0, lsl 3]
	stnt1h { z19.h, z23.h, z27.h, z31.h }, pn9, [x29, x0, lsl 1]
	st1w { z0.s - z3.s }, pn9, [x29, x0, lsl 2]
	fmla za.s[w8, 1, vgx4], { z0.s - z3.s }, z4.s
	st1w { z0.s, z1.s }, pn9, [x0, x1, lsl #2]
	ldnt1b { z19.b, z23.b, z27.b, z31.b }, pn15/z, [x0, x29]
	bfdot za.s[w10, 7, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	mova za3v.q[w14, 0], p0/m, z0.q
	stnt1d { z0.d, z1.d }, pn8, [x0, x29, lsl #3]
	ldnt1d { z19.d, z23.d, z27.d, z31.d }, pn8/z, [x29, x0, lsl #3]
	mova z0.d, p0/m, za3h.d[w13, 0]
	ld1d { z19.d, z23.d, z27.d, z31.d }, pn15/z, [x0, #4, mul vl]
	ldnt1w { z0.s - z3.s }, pn8/z, [x0, x1, lsl #2]
	tlbi vaale1osnxs, x28
	ld1w { z0.s, z4.s, z8.s, z12.s }, pn8/z, [x0, 4, mul vl]
	stnt1w { z0.s, z1.s }, pn15, [x29, x0, lsl 2]
	cntp x0, pn0.s, vlx4
	st1h {za2h.h[w12, 7]}, p0, [x29, x0, lsl 1]
	st1w { z0.s - z3.s }, pn8, [x0, x1, lsl #2]
	mova z0.q, p0/m, za3h.q[w13, 0]
	st1b { z0.b, z8.b }, pn8, [x0, 2, mul vl]
	st1w { z16.s, z24.s }, pn8, [x0, #2, mul vl]
	mrs x4, trcidr8
	stnt1w { z0.s, z1.s }, pn9, [x29, #2, mul vl]
	ldnt1w { z0.s - z3.s }, pn8/z, [x0, x1, lsl 2]
	whilehi pn15.d, x29, x0, vlx4
	udot za.d[w8, 7, vgx2], { z0.h, z1.h }, z2.h
	zero {za1.d, za4.d, za7.d}
	umlal za.s[w11, 2:3], z0.h, z1.h
	ldnt1w { z1.s, z5.s, z9.s, z13.s }, pn15/z, [x29, x0, lsl #2]
	msr ssbs, 0
	ldnt1h { z0.h - z3.h }, pn15/z, [x0, x1, lsl 1]
	st1h { z19.h, z23.h, z27.h, z31.h }, pn15, [x29, #4, mul vl]
	ldnt1h { z0.h - z3.h }, pn8/z, [x29, x0, lsl 1]
	ld1h {za0h.h[w12, 1]}, p0/z, [x0, x29, lsl 1]
	st1d { z16.d, z20.d, z24.d, z28.d }, pn9, [x0, x29, lsl #3]
	whilelo pn15.s, x29, x0, vlx4
	stnt1d { z19.d, z23.d, z27.d, z31.d }, pn8, [x29, 4, mul vl]
	at s12e0r, x7
	mov z27.h, #256
	mrs x0, mdselr_el1
	bfmlsl za.s[w8, 2:3, vgx2], { z0.h, z1.h }, z2.h[0]
	mov za1h.b[w13, 4:7], { z0.b - z3.b }
	fmls za.h[w8, 1, vgx2], { z0.h, z1.h }, z2.h[0]
	mov za0h.s[w14, 4:7], { z0.s - z3.s }
	zero za.d[w8, 4:7]
	st1q {za2h.q[w14, 0]}, p0, [x0, x29, lsl 4]
	smlsll za.d[w11, 4:7,  vgx2], { z0.h, z1.h }, z2.h
	mrs x10, trccidcctlr1
	bfmlsl za.s[w10, 2:3], z0.h, z1.h[0]
	smlall za.s[w10, 4:7,  vgx2], { z0.b, z1.b }, z2.b
	luti4 { z16.h, z20.h, z24.h, z28.h }, zt0, z1[1]
	mrs x3, mpam0_el1
	st1w { z7.s, z15.s }, pn15, [x0, x1, lsl 2]
	st1b {za2h.b[w14, 0]}, p0, [x0, x1]
	at S1E3A, xzr
	mova za1v.b[w15, 0], p0/m, z0.b
	udot za.d[w11, 0, vgx2], { z0.h, z1.h }, z2.h
	fmlall za.s[w9, 4:7, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
	sdot za.s[w10, 7], { z0.h, z1.h }, { z2.h, z3.h }
	ld1d { z0.d, z1.d }, pn15/z, [x0, 2, mul vl]
	mrs x15, PMUSERENR_EL0
	stnt1h { z16.h, z20.h, z24.h, z28.h }, pn9, [x0, x29, lsl 1]
	bfmlsl za.s[w11, 2:3, vgx4], { z0.h - z3.h }, z4.h[0]
	ldnt1w { z16.s, z20.s, z24.s, z28.s }, pn8/z, [x0, x29, lsl #2]
	msr PAN, #3
	st1d { z1.d, z5.d, z9.d, z13.d }, pn8, [x0, x29, lsl 3]
	mrs x27, TRCSSPCICR4
	zero {za0.d, za4.d, za5.d, za7.d}
	tlbi rvale3nxs, x20
	fsub za.h[w11, 7, vgx4], { z0.h - z3.h }
	mova za1v.h[w12, 15], p0/m, z0.h
	mov za1h.s[w13, 0], p0/m, z0.s
	whilege pn15.h, x0, x1, vlx4
	fmlsl za.s[w11, 2:3], z0.h, z1.h
	mov za0h.q[w12, 0], p0/m, z0.q
	mov za0v.h[w12, 1], p0/m, z0.h
	umops za0.s, p0/m, p1/m, z0.b, z1.b
	st1d { z19.d, z23.d, z27.d, z31.d }, pn15, [x29, x0, lsl 3]
	st1w {za0h.s[w12, 1]}, p0, [x29, x0, lsl #2]
	stnt1b { z7.b, z15.b }, pn15, [x29, x0]
	fdot za.s[w10, 0, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	cntp x0, pn0.s, vlx4
	movaz z0.d, za1h.d[w13, 3]
	stnt1h { z0.h - z3.h }, pn8, [x0, #4, mul vl]
	st1q {za0v.q[w12, 0]}, p0, [x0, x1, lsl #4]
	ld1b { z1.b, z5.b, z9.b, z13.b }, pn8/z, [x0, 4, mul vl]
	cntp x0, pn0.d, vlx4
	ld1d {za3v.d[w13, 7]}, p0/z, [x0, x1, lsl #3]
	st1h { z0.h, z4.h, z8.h, z12.h }, pn8, [x29, x0, lsl #1]
	fadd za.h[w9, 3], { z0.h, z1.h }
	msr hstr_el2, x15
	stnt1b { z0.b - z3.b }, pn8, [x29, x0]
	sdot za.s[w8, 0, vgx2], { z0.b, z1.b }, z2.b[0]
	umlsll za.d[w10, 4:7], z0.h, z1.h[0]
	ld1b { z0.b, z1.b }, pn15/z, [x0, x29]
	mrs x2, AMEVCNTVOFF03_EL2
	ld1h { z1.h, z5.h, z9.h, z13.h }, pn9/z, [x29, x0, lsl 1]
	dc CIGSW, xzr
	udot za.s[w8, 7, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
	zero {za1.d, za2.d, za3.d, za4.d, za5.d}
	mrs x7, mpuir_el2
	at s1e0w, x11
	mova z0.s, p0/m, za1h.s[w14, 3]
	zero { zt0 }
	umlall za.d[w10, 4:7], { z0.h, z1.h }, z2.h[0]
	st1w { z0.s, z8.s }, pn8, [x0, x1, lsl #2]
	mrs x28, AMEVCNTR15_EL0
	mrs x3, CNTHVS_CVAL_EL2
	fmls za.d[w8, 0, vgx4], { z0.d - z3.d }, z4.d[0]
	add za.d[w8, 7, vgx2], { z0.d, z1.d }, z2.d
	umlsll za.d[w9, 4:7,  vgx2], { z0.h, z1.h }, z2.h
	ld1h {za2h.h[w12, 7]}, p0/z, [x0, x1, lsl #1]
	smlall za.d[w8, 4:7, vgx2], { z0.h, z1.h }, { z2.h, z3.h }
	ld1d { z7.d, z15.d }, pn9/z, [x29, 2, mul vl]
	whilele pn9.b, x0, x1, vlx4
	bfmla za.h[w11, 0], { z0.h, z1.h }, z2.h
	ldnt1d { z0.d, z1.d }, pn9/z, [x0, x29, lsl 3]
	stnt1b { z3.b, z11.b }, pn15, [x0, x1]
	ld1h { z16.h, z20.h, z24.h, z28.h }, pn9/z, [x29, 4, mul vl]
	stnt1d { z0.d, z1.d }, pn8, [x0, 2, mul vl]
	whilelt pn8.d, x29, x0, vlx4
	str zt0, [x0]
	umlsll za.d[w8, 4:7,  vgx2], { z0.h, z1.h }, z2.h
	bfmlsl za.s[w8, 2:3], { z0.h, z1.h }, z2.h
	mova za2h.s[w12, 2:3], { z0.s, z1.s }
	ldnt1d { z0.d, z4.d, z8.d, z12.d }, pn8/z, [x0, x1, lsl 3]
	udot za.s[w9, 0, vgx4], { z0.b - z3.b }, z4.b
	ld1q {za0h.q[w12, 0]}, p0/z, [x29, x0, lsl 4]
	mov z0.b, p0/m, za3v.b[w13, 0]
	fmopa za3.s, p0/m, p1/m, z0.s, z1.s
	stnt1h { z0.h, z1.h }, pn9, [x29, x0, lsl #1]
	mov z5.b, #0x18
	ldnt1h { z0.h - z3.h }, pn15/z, [x0, x1, lsl #1]
	ldnt1w { z1.s, z5.s, z9.s, z13.s }, pn9/z, [x29, x0, lsl #2]
	tlbi VMALLS12E1OSNXS
	st1b { z0.b, z1.b }, pn8, [x29, x0]
	ld1h { z0.h, z4.h, z8.h, z12.h }, pn15/z, [x0, x29, lsl 1]
