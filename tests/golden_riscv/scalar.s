# A compiled-style scalar loop: pseudo-instructions, aliases, compression with C, local labels
	li	a2, 0
	li	a3, 74565
	lui	a4, 1
.LBB0_1:
	lw	a5, 0(a0)
	ld	t0, 8(sp)
	add	a2, a2, a5
	addi	a0, a0, 4
	addi	a1, a1, -1
	addiw	a3, a3, 1
	mv	a6, a2
	not	a7, a6
	neg	t1, a7
	sext.w	t2, t1
	seqz	t3, t2
	snez	t4, t3
	slli	a5, a5, 3
	srai	a5, a5, 2
	andi	a5, a5, 7
	sub	a5, a5, a4
	and	a5, a5, a4
	sd	a5, 16(sp)
	fld	fa0, 8(a0)
	fadd.d	fa1, fa1, fa0
	fmadd.d	fa2, fa1, fa0, fa2, rne
	fcvt.d.w	fa3, a5
	fsd	fa2, 0(a1)
	csrr	a5, fflags
	frrm	a6
	beqz	a5, 1f
	nop
1:
	bnez	a1, .LBB0_1
	jr	a5
	ret
