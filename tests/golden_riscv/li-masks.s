# bit masks and single bits, as popcount/bit tricks write them
	.text
	li	a1, 0x5555555555555555
	li	a2, 0x3333333333333333
	li	a3, 0x0f0f0f0f0f0f0f0f
	li	a4, 0x0101010101010101
	li	a5, 0xffffffff
	li	a6, 0xffffffff00000000
	li	a7, 0x8000000000000000
	li	t0, 0x10000000000
	li	t1, 0x7fffffff00
	li	t2, 0x800
	li	t3, 0x12345678
	li	t4, 0xfffffffeffffffff
	li	t5, 0x00ff00ff00ff00ff
	li	t6, 0x123456789
	and	a0, a0, a1
	srli	s1, a0, 1
	and	s1, s1, a1
	sub	a0, a0, s1
	and	s2, a0, a2
	srli	a0, a0, 2
	and	a0, a0, a2
	add	a0, a0, s2
	srli	s1, a0, 4
	add	a0, a0, s1
	and	a0, a0, a3
	mul	a0, a0, a4
	srli	a0, a0, 56
