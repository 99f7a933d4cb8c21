.Lloop0:
	lh	a4, 0(a1)
	lh	a5, 0(a2)
	mul	a4, a5, a4
	srli	a4, a4, 4
	sh	a4, 0(a0)
	addi	a3, a3, -1
	addi	a0, a0, 2
	addi	a2, a2, 2
	addi	a1, a1, 2
	bnez	a3, .Lloop0
