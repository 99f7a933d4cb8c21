# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=btver2 -mcpu=skylake -iterations=5 -iterations=7 -timeline
# A short dependent loop.
	addl	%eax, %ebx
	imull	%ebx, %ecx
	movl	(%rdi), %edx
