# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=lunarlake -iterations=20 -timeline
# AVX-512 arithmetic with masking and a gather-free reduction step.
	vmovups	(%rdi), %zmm1
	vfmadd213ps	%zmm2, %zmm0, %zmm1
	vaddps	%zmm1, %zmm3, %zmm3 {%k1}
	vpternlogd	$0x96, %zmm4, %zmm5, %zmm6
	vextractf64x4	$1, %zmm3, %ymm7
	vpermq	%zmm6, %zmm8, %zmm9
