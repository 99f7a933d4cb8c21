# a hash round with its constants made by li each iteration (hand-written style)
	.text
	.globl	hash
hash:
.Lloop:
	ld	a5, 0(a0)
	li	t0, 0x9E3779B185EBCA87
	li	t1, 0xC2B2AE3D27D4EB4F
	li	t2, 0x165667B19E3779F9
	mul	a5, a5, t1
	xor	a6, a6, a5
	srli	a7, a6, 33
	slli	a6, a6, 31
	or	a6, a6, a7
	mul	a6, a6, t0
	add	a6, a6, t2
	li	t3, 0x27D4EB2F165667C5
	xor	a6, a6, t3
	addi	a0, a0, 8
	bne	a0, a1, .Lloop
