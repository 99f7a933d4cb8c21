# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=znver4 -iterations=20 -timeline
# Integer and floating-point divides sharing the divider units.
	cqto
	idivq	%rcx
	divl	%r8d
	divsd	%xmm1, %xmm0
	divps	%xmm3, %xmm2
	vdivpd	%ymm5, %ymm4, %ymm6
	addq	%rdx, %rax
