# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -iterations=010 -dispatch=0x2
# A short dependent loop.
	addl	%eax, %ebx
	imull	%ebx, %ecx
	movl	(%rdi), %edx
