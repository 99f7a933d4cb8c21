# RV32: unsigned 32-bit constants and Zbs's single bit
	.text
	li	a0, 0x800
	li	a1, 0xffffffff
	li	a2, 0x80000000
	li	a3, 0xdeadbeef
	li	a4, 0x7ff800
	add	a0, a0, a1
	add	a2, a2, a3
	xor	a0, a0, a4
