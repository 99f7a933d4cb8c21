# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake-avx512 -mattr=-avx512f
# An AVX-512 instruction.
	vpaddq	%zmm0, %zmm1, %zmm2
	movl	(%rax), %ebx
