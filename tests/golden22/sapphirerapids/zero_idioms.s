# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=sapphirerapids -iterations=20 -timeline
# Zero idioms and dependency-breaking idioms between real work.
	xorl	%eax, %eax
	addl	%eax, %ebx
	subq	%rcx, %rcx
	pxor	%xmm0, %xmm0
	vxorps	%ymm1, %ymm1, %ymm1
	pcmpeqd	%xmm2, %xmm2
	imulq	%rbx, %rcx
	vaddps	%ymm1, %ymm2, %ymm3
