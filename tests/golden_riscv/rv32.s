# RV32 with the rv32-only compressed forms (c.jal) and 32-bit li
	li	a0, -559038737
	jal	foo
	addi	sp, sp, -16
	sw	ra, 12(sp)
	lw	s0, 4(a0)
	div	a0, a0, s0
foo:
	ret
