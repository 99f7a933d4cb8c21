# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=sapphirerapids -iterations=20 -timeline
# Register-to-register move chains (move elimination candidates).
	movq	%rax, %rbx
	movq	%rbx, %rcx
	addq	%rcx, %rdx
	vmovaps	%xmm1, %xmm2
	vmovaps	%xmm2, %xmm3
	vaddps	%xmm3, %xmm4, %xmm4
	movl	%edx, %esi
	imull	%esi, %edi
