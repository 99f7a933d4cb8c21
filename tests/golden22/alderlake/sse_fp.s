# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=alderlake -iterations=20 -timeline
# SSE single/double precision arithmetic and shuffles.
	movaps	%xmm0, %xmm3
	mulps	%xmm1, %xmm3
	addps	%xmm3, %xmm2
	shufps	$0x1b, %xmm2, %xmm4
	sqrtsd	%xmm5, %xmm6
	cvtsi2sdl	%eax, %xmm7
	pxor	%xmm8, %xmm9
	paddd	%xmm9, %xmm10
