# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=znver4 -iterations=20 -timeline
# AVX2 FMA kernel: two accumulators fed by loads (a saxpy-like inner loop).
	vmovups	(%rsi,%rax), %ymm1
	vfmadd231ps	(%rdi,%rax), %ymm0, %ymm1
	vmovups	%ymm1, (%rdx,%rax)
	vpermps	%ymm2, %ymm3, %ymm4
	vpaddd	%ymm4, %ymm5, %ymm5
	addq	$32, %rax
	cmpq	%rcx, %rax
	jb	.Lloop
