# Sum of floats with one 512-bit accumulator (gcc -O3 -ffast-math -mavx512f -mprefer-vector-width=512).
.L3:
	vaddps	(%rdi,%rax), %zmm0, %zmm0
	addq	$64, %rax
	cmpq	%rax, %rsi
	jne	.L3
